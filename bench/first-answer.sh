#!/usr/bin/env bash
# Starts a packaged Quarkus app and prints the milliseconds until it has answered one POST; then stops it.
#   bench/first-answer.sh DIR PORT PATH BODY [java options...]
# DIR is the app's quarkus-app folder (the command runs there, as an AOT cache requires). With CPU_MS=1 it also
# prints the CPU time the JVM had spent by then (user and system, all its threads), which a loaded machine
# stretches far less than the wall time: "<wall ms> <cpu ms>". With THREADS=1 it also prints, on a line of its own, the
# CPU time each kind of thread had spent by then (threads numbered alike summed: the JIT compilers, GC, the event loops;
# "java" is the main thread; "exited" what threads that had ended spent), which no flight recording shows: its
# execution samples are of Java code only, not of the JIT compilers' threads.
set -euo pipefail
dir=$1 port=$2 path=$3 body=$4
shift 4
JAVA=${JAVA_HOME:+$JAVA_HOME/bin/}java
cd "$dir"
# Another server on the port would answer in the app's place.
if curl -s -o /dev/null -m 1 "http://127.0.0.1:$port/"; then
  echo "port $port already answers: stop what listens there or choose another port" >&2
  exit 1
fi
start=$(date +%s%N)
QUARKUS_HTTP_PORT=$port "$JAVA" "$@" -jar quarkus-run.jar >"${FIRST_ANSWER_LOG:-/dev/null}" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true' EXIT
until curl -sf -o /dev/null -H 'Content-Type: application/json' -d "$body" "http://127.0.0.1:$port$path"; do
  kill -0 "$pid" 2>/dev/null || { echo "the app stopped before answering" >&2; exit 1; }
  sleep 0.005
done
wall=$((($(date +%s%N) - start) / 1000000))
if [ "${CPU_MS:-}" = 1 ]; then
  # Fields 14 and 15 of /proc/<pid>/stat: user and system time in clock ticks.
  ticks=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  echo "$wall $((ticks * 1000 / $(getconf CLK_TCK)))"
else
  echo "$wall"
fi
if [ "${THREADS:-}" = 1 ]; then
  # Fields 14 and 15 of each /proc/<pid>/task/<tid>/stat, after the name in parentheses (which may hold spaces).
  for task in /proc/$pid/task/*; do
    printf '%s\t%s\n' "$(cat "$task/comm")" "$(sed 's/^.*) //' "$task/stat" | awk '{print $12 + $13}')"
  done | python3 -c '
import collections, re, sys
tick, total = int(sys.argv[1]), int(sys.argv[2])
kinds = collections.Counter()
for line in sys.stdin:
    name, ticks = line.rstrip("\n").rsplit("\t", 1)
    kinds[re.sub(r"[#0-9-]+$", "", name).strip()] += int(ticks)
kinds["exited"] = total - sum(kinds.values())
print("thread CPU ms: " + ", ".join(f"{k} {v * 1000 // tick}" for k, v in kinds.most_common() if v > 0))
' "$(getconf CLK_TCK)" "$(awk '{print $14 + $15}' "/proc/$pid/stat")"
fi
