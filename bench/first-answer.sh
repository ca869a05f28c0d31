#!/usr/bin/env bash
# Starts a packaged Quarkus app and prints the milliseconds until it has answered one POST; then stops it.
#   bench/first-answer.sh DIR PORT PATH BODY [java options...]
# DIR is the app's quarkus-app folder (the command runs there, as an AOT cache requires). With CPU_MS=1 it also
# prints the CPU time the JVM had spent by then (user and system, all its threads), which a loaded machine
# stretches far less than the wall time: "<wall ms> <cpu ms>".
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
