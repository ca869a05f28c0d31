#!/usr/bin/env bash
# A small extract-json request's latency while four requests that ask for heavy work run, on loopback: the packaged app
# (pointed at a stand-in LLM for complete-json), a probe every 5 ms (bench/under-attack/UnderAttack.java), first
# with no attack (the yardstick of the same run), then while each reproducer is sent back to back by ATTACKERS
# (1) threads for PHASE_SECONDS (10) each. Prints the probe's p50/p99/max per phase and the attacks' answers (statuses,
# median, slowest), and the load average before and after (the machine may be shared). BASELINE_JAR, when set,
# is another build's quarkus-run.jar measured the same way first, side by side. Bounded and self-stopping.
#   bench/under-attack.sh                    # alone on the machine: it times latencies
#   SKIP_BUILD=1 ATTACKERS=2 bench/under-attack.sh
set -euo pipefail
cd "$(dirname "$0")/.."
: "${PORT:=8089}" "${LLM_PORT:=8090}"
. bench/packaged-app.sh

"$JAVA" bench/under-attack/UnderAttack.java llm "$LLM_PORT" >"$work/llm.log" 2>&1 &
llm=$!
until grep -q "stand-in LLM" "$work/llm.log" 2>/dev/null; do sleep 0.1; done

run() {
  local jar=$1
  "$JAVA" -Dquarkus.http.port="$PORT" -Doutputguard.llm.base-url="http://127.0.0.1:$LLM_PORT/v1" \
    -Doutputguard.llm.api-key=stand-in -jar "$jar" >"$work/server.log" 2>&1 &
  server=$!
  until curl -sf -o /dev/null -H 'Content-Type: application/json' -d '{"text":"{}"}' "http://127.0.0.1:$PORT/extract-json"; do sleep 0.1; done
  echo "--- $jar, ${ATTACKERS:-1} attacker(s), ${PHASE_SECONDS:-10} s a phase"
  PHASE_SECONDS=${PHASE_SECONDS:-10} "$JAVA" bench/under-attack/UnderAttack.java "http://127.0.0.1:$PORT" | grep --line-buffered RESULT
  kill "$server"; wait "$server" 2>/dev/null || true
  server=
}
[ -z "${BASELINE_JAR:-}" ] || run "$BASELINE_JAR"
run target/quarkus-app/quarkus-run.jar
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
