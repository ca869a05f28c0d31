#!/usr/bin/env bash
# bench/ab.sh OUT ROUNDS REGEX base.jar new.jar: two builds' benchmarks.jar side by side. Run under `flock /tmp/outputguard-bench.lock` (exclusive, held for the
# whole run): one JMH fork of each jar in turn (base, new, base, new, ...), ROUNDS times; each fork runs every
# benchmark REGEX matches. WI/IT warmup and measurement iterations of 1 s each.
set -u
out=$1; rounds=$2; regex=$3; shift 3
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 PATH=/usr/lib/jvm/temurin-25-jdk-amd64/bin:$PATH
mkdir -p "$out"
for r in $(seq 1 "$rounds"); do
  for jar in "$@"; do
    name=$(basename "$jar" .jar)
    java -jar "$jar" "$regex" -f 1 -wi ${WI:-2} -i ${IT:-3} -w 1s -r 1s ${JMHX:-} -rf json -rff "$out/$name.$r.json" > "$out/$name.$r.log" 2>&1 || echo "run failed: $jar $r"
    echo "$(date +%T) done $name round $r $(cut -d' ' -f1 /proc/loadavg)"
  done
done
# then: python3 bench/ab_summary.py OUT base new   (median of fork means per row, the ratio and its 90 % bootstrap interval)
