#!/usr/bin/env bash
# bench/ab.sh OUT ROUNDS REGEX base.jar new.jar: two builds' benchmarks.jar side by side, one JMH fork of each jar
# in turn (base, new, base, new, ...), ROUNDS times; each fork runs every benchmark REGEX matches. WI/IT warmup
# and measurement iterations of 1 s each; JMHX more JMH options. Holds the benchmark lock (OUTPUTGUARD_BENCH_LOCK,
# default target/bench.lock) for the whole run, so no other timed run shares the cores. JAVA_HOME: a JDK 21+.
set -u
out=$1; rounds=$2; regex=$3; shift 3
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
lock="${OUTPUTGUARD_BENCH_LOCK:-$(cd "$(dirname "$0")/.." && pwd)/target/bench.lock}"
mkdir -p "$out" "$(dirname "$lock")"
exec 9> "$lock"
flock 9
for r in $(seq 1 "$rounds"); do
  for jar in "$@"; do
    name=$(basename "$jar" .jar)
    "$java" -jar "$jar" "$regex" -f 1 -wi ${WI:-2} -i ${IT:-3} -w 1s -r 1s ${JMHX:-} -rf json -rff "$out/$name.$r.json" > "$out/$name.$r.log" 2>&1 || echo "run failed: $jar $r"
    echo "$(date +%T) done $name round $r $(cut -d' ' -f1 /proc/loadavg)"
  done
done
# then: python3 bench/ab_summary.py OUT base new   (per row the ratio of the medians of fork means, and of fork bests, with 90 % bootstrap intervals)
