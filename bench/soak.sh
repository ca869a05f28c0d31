#!/usr/bin/env bash
# Soak on loopback: DURATION seconds (default 60) at a fixed rate against extract-json on the packaged
# app, recording errors and the server's heap after a full GC before and after. Bounded and
# self-stopping. Needs wrk (apt-get install wrk) and jcmd from the JDK.
#   bench/soak.sh                   # RATE=200 requests/s for 60 s
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DURATION:=60}" "${RATE:=200}" "${CONNECTIONS:=4}" "${PORT:=8089}"
JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }
[ "${SKIP_BUILD:-}" = 1 ] || JAVA_HOME=$JAVA_HOME ./mvnw -B -q package -DskipTests
work=$(mktemp -d)
"$JAVA_HOME/bin/java" -Xmx512m -Dquarkus.http.port="$PORT" -jar target/quarkus-app/quarkus-run.jar >"$work/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
until curl -sf -o /dev/null -H 'Content-Type: application/json' -d '{"text":"{}"}' "http://127.0.0.1:$PORT/extract-json"; do sleep 0.05; done

heap() { "$JAVA_HOME/bin/jcmd" "$server" GC.run >/dev/null; "$JAVA_HOME/bin/jcmd" "$server" GC.heap_info | grep -Eo 'used [0-9]+K' | head -1; }
echo "heap after full GC, before: $(heap)"
delay_ms=$((1000 * CONNECTIONS / RATE))
cat >"$work/soak.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local bodies = {
  '{"text": "Here you go: {\\\\"a\\\\": [1, 2, {\\\\"b\\\\": \\\\"}\\\\"}]} thanks"}',
  '{"text": "no json here"}',
  '{"text": "{\\\\"a\\\\": 1", "mode": "repair"}',
  '{"text": 5}',
  ''
}
local i = 0
request = function() i = i + 1; return wrk.format(nil, nil, nil, bodies[(i % #bodies) + 1]) end
delay = function() return $delay_ms end
done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d rps=%.0f p99_ms=%.2f socket_errors=%d non2xx_or_3xx=%d\\n",
    summary.requests, summary.requests / (summary.duration / 1e6), latency:percentile(99) / 1000,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.errors.status))
end
LUA
wrk -t1 -c"$CONNECTIONS" -d"${DURATION}s" -s "$work/soak.lua" "http://127.0.0.1:$PORT/extract-json" | grep RESULT
echo "(two of every five bodies are malformed on purpose: non-2xx counts those 400s)"
echo "heap after full GC, after:  $(heap)"
echo "server log lines at ERROR: $(grep -c ERROR "$work/server.log" || true)"
