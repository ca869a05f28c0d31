#!/usr/bin/env bash
# Start to first extract-json answer of two builds of this app, interleaved: ROUNDS rounds (15), each starting A
# then B (then B then A in the next round, so neither always goes first), with the JDK's AOT cache each build
# trained (bench/load.sh's build makes it), unless PLAIN=1. Prints each build's median wall time and the median CPU
# time its JVM had spent by its first answer, and B's ratios to A: on a shared machine the interleaved ratios are
# the figures to read, the CPU one first. Takes the benchmark lock itself (OUTPUTGUARD_BENCH_LOCK).
#   bench/start-ab.sh <before>/quarkus-app target/quarkus-app
# A_PATH and A_BODY (B_PATH, B_BODY) set what A (B) is asked first, extract-json's {"text":"{}"} unless set; this app
# against the Funqy hello-world of bench/hello-funqy.sh (as bench/load.sh builds it), its ratio to the hello-world:
#   A_PATH=/hello A_BODY='{"text":"x"}' bench/start-ab.sh target/bench/hello-funqy/target/quarkus-app target/quarkus-app
set -euo pipefail
cd "$(dirname "$0")/.."
a=$(readlink -f "$1") b=$(readlink -f "$2")
: "${ROUNDS:=15}" "${PORT:=8089}" "${PLAIN:=}" "${OUTPUTGUARD_BENCH_LOCK:=target/bench.lock}"
: "${A_PATH:=/extract-json}" "${A_BODY:={\"text\":\"{\}\"\}}" "${B_PATH:=/extract-json}" "${B_BODY:={\"text\":\"{\}\"\}}"
export JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
options=()
[ "$PLAIN" = 1 ] || options=(-XX:AOTCache=app.aot)
mkdir -p "$(dirname "$OUTPUTGUARD_BENCH_LOCK")"
exec 9>"$OUTPUTGUARD_BENCH_LOCK"
flock 9
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
times_a=() times_b=() cpu_a=() cpu_b=()
for round in $(seq 1 "$ROUNDS"); do
  order=(a b)
  [ $((round % 2)) = 0 ] && order=(b a)
  for which in "${order[@]}"; do
    dir=$a path=$A_PATH body=$A_BODY
    [ "$which" = b ] && dir=$b path=$B_PATH body=$B_BODY
    # A command substitution waits for first-answer.sh to have stopped its app, so the next start finds the port free.
    out=$(CPU_MS=1 bench/first-answer.sh "$dir" "$PORT" "$path" "$body" "${options[@]}")
    read -r ms cpu <<<"$out"
    if [ "$which" = a ]; then times_a+=("$ms") cpu_a+=("$cpu"); else times_b+=("$ms") cpu_b+=("$cpu"); fi
  done
done
python3 - "${times_a[*]}" "${times_b[*]}" "${cpu_a[*]}" "${cpu_b[*]}" "$a" "$b" <<'PY'
import statistics, sys
a, b, ca, cb = ([int(x) for x in s.split()] for s in sys.argv[1:5])
for name, wall, cpu in (("A " + sys.argv[5], a, ca), ("B " + sys.argv[6], b, cb)):
    print(f"{name}: wall median {statistics.median(wall):.0f} ms (runs: {', '.join(map(str, wall))}); "
          f"CPU median {statistics.median(cpu):.0f} ms (runs: {', '.join(map(str, cpu))})")
print(f"B / A: wall {statistics.median(b) / statistics.median(a):.3f}, CPU {statistics.median(cb) / statistics.median(ca):.3f}")
PY
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
