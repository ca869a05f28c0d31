#!/usr/bin/env bash
# HTTP load on loopback: requests/s and p99 for extract-json next to a no-op function on the same
# server and the same body (the framework's own limit: router, request contract, Funqy binding),
# plus JVM start-to-first-answer. Bounded: each wrk run lasts
# DURATION seconds; the server is stopped at the end. Needs wrk (apt-get install wrk).
#   bench/load.sh            # builds with -Pbench, then measures
#   DURATION=30 bench/load.sh
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DURATION:=15}" "${THREADS:=2}" "${CONNECTIONS:=32}" "${PORT:=8089}"
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
JAVA="$JAVA_HOME/bin/java"
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }
[ "${SKIP_BUILD:-}" = 1 ] || JAVA_HOME=$JAVA_HOME ./mvnw -B -q -Pbench package -DskipTests
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

# Starts the server and sets $server and $elapsed_ms once it has answered a real request.
start_server() {
  local start end
  start=$(date +%s%N)
  "$JAVA" -Dquarkus.http.port="$PORT" -jar target/quarkus-app/quarkus-run.jar >"$work/server.log" 2>&1 &
  server=$!
  until curl -sf -o /dev/null -H 'Content-Type: application/json' -d '{"text":"{}"}' "http://127.0.0.1:$PORT/extract-json"; do
    sleep 0.01
  done
  end=$(date +%s%N)
  elapsed_ms=$(((end - start) / 1000000))
}

starts=()
for i in 1 2 3; do
  start_server
  starts+=("$elapsed_ms")
  kill "$server"; wait "$server" 2>/dev/null || true
done
echo "JVM start to first answer (ms, 3 runs): ${starts[*]}"

start_server
reply=$(printf 'Sure! Here is the JSON you asked for:\n```json\n{"title": "Quarterly report", "tags": ["finance", "q3"], "sections": [%s{"h": "end", "n": 0}]}\n```\nLet me know if you need anything else.' \
  "$(for i in $(seq 1 60); do printf '{"h": "Section %d", "body": "Revenue grew {by} 4%% in \\"region\\" %d", "n": %d}, ' "$i" "$i" "$i"; done)")
python3 -c 'import json,sys; print(json.dumps({"text": sys.argv[1]}))' "$reply" >"$work/extract.json"
echo "extract-json body: $(wc -c <"$work/extract.json") bytes"
cat >"$work/post.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local f = io.open(os.getenv("BODY_FILE"), "rb"); wrk.body = f:read("*a"); f:close()
done = function(summary, latency, requests)
  io.write(string.format("RESULT rps=%.0f p50_ms=%.2f p99_ms=%.2f errors=%d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
LUA
run() { BODY_FILE=$2 wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" -s "$work/post.lua" "http://127.0.0.1:$PORT/$1" | grep RESULT; }
# Warm up the JIT, then measure.
run extract-json "$work/extract.json" >/dev/null; run noop "$work/extract.json" >/dev/null
noop=$(run noop "$work/extract.json"); echo "noop:         $noop"
extract=$(run extract-json "$work/extract.json"); echo "extract-json: $extract"
n=$(sed 's/.*rps=\([0-9]*\).*/\1/' <<<"$noop"); e=$(sed 's/.*rps=\([0-9]*\).*/\1/' <<<"$extract")
echo "extract-json / noop throughput ratio: $(python3 -c "print(round($e/$n, 2))")"
