#!/usr/bin/env bash
# Slow model, fast functions, on loopback: a stand-in LLM answering every call after DELAY_MS (2 s), the
# packaged app pointed at it, and one burst of CALLS (500) concurrent translate calls while extract-json
# is sent every 5 ms (bench/inflight/InFlightLoad.java; two untimed bursts warm the app up first). Three runs: with the
# default in-flight bound (outputguard.llm.max-in-flight, 512: every call is admitted), with a bound of
# BOUND (100: the excess is answered 503 at once), and with a bound of 1: all but one call answered 503
# at once, no LLM work at all, which shows what the 500 arrivals cost by themselves (HTTP, the load
# generator on the same machine). Prints the burst's wall time, the answers by status with the slowest
# of each, and extract-json's p50/p99/max during the whole burst and in its three phases (the calls
# arriving, waiting, their replies coming back), and the load average before and after (the machine may
# be shared). BASELINE_JAR, when set, is another build's quarkus-run.jar (for
# example of an earlier commit, built outside the repository) measured the same way first, side by side.
# APP_OPTS are more JVM options for the app (e.g. -Dquarkus.log.console.async=true). Bounded and
# self-stopping.
#   bench/inflight.sh
#   SKIP_BUILD=1 CALLS=500 BOUND=100 bench/inflight.sh
#   BASELINE_JAR=../outputguard-base/target/quarkus-app/quarkus-run.jar bench/inflight.sh   # another checkout, built
set -euo pipefail
cd "$(dirname "$0")/.."
: "${CALLS:=500}" "${BOUND:=100}" "${DELAY_MS:=2000}" "${PORT:=8089}" "${LLM_PORT:=8090}"
. bench/packaged-app.sh

DELAY_MS=$DELAY_MS LIFETIME_S=600 "$JAVA" bench/inflight/SlowLlm.java "$LLM_PORT" >"$work/llm.log" 2>&1 &
llm=$!
until grep -q "stand-in LLM" "$work/llm.log" 2>/dev/null; do sleep 0.1; done

run() {
  local bound=$1 jar=${2:-target/quarkus-app/quarkus-run.jar}
  # shellcheck disable=SC2086
  "$JAVA" ${APP_OPTS:-} -Dquarkus.http.port="$PORT" -Doutputguard.llm.base-url="http://127.0.0.1:$LLM_PORT/v1" \
    ${bound:+-Doutputguard.llm.max-in-flight=$bound} -jar "$jar" >"$work/server.log" 2>&1 &
  server=$!
  until curl -sf -o /dev/null -H 'Content-Type: application/json' -d '{"text":"{}"}' "http://127.0.0.1:$PORT/extract-json"; do sleep 0.1; done
  echo "--- $jar, outputguard.llm.max-in-flight=${bound:-default (512)}, $CALLS concurrent translate calls, LLM answering in $DELAY_MS ms"
  DELAY_MS=$DELAY_MS "$JAVA" bench/inflight/InFlightLoad.java "http://127.0.0.1:$PORT" "$CALLS" | grep --line-buffered RESULT
  kill "$server"; wait "$server" 2>/dev/null || true
  server=
}
[ -z "${BASELINE_JAR:-}" ] || run "" "$BASELINE_JAR"
run ""
run "$BOUND"
run 1
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
