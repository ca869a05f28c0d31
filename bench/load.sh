#!/usr/bin/env bash
# The packaged JVM app measured side by side in one run, on loopback:
#   1. start to first answer, RUNS runs each (hyperfine), of this app as it ships and of a minimal
#      Funqy hello-world of the same Quarkus version packaged and started the same way: plain
#      `java -jar`, and with the JDK's AOT cache as Quarkus packages it (quarkus.package.jar.aot.enabled,
#      trained by the integration tests);
#   2. requests/s and p99 (wrk) for a raw Vert.x route answering a constant (POST /raw), a raw route that
#      first reads the body into a Jackson tree (POST /raw-parse), the no-op function, extract-json, and a
#      raw route doing with Jackson alone the least extract-json must do for this body (POST /raw-extract:
#      the tree, the fence found with indexOf, readTree of its span, an answer of extract-json's shape;
#      a lower bound), all with the same body on the same server, ROUNDS rounds in turn; with the server's CPU
#      time a request in each run (what load on the machine moves least).
# The peer app (bench/hello-funqy.sh) is generated under target/ (HELLO_DIR, target/bench/hello-funqy
# by default) and never committed; bench/start-breakdown.sh measures it again with this app's extensions
# added. Needs wrk and hyperfine (apt-get install -y wrk hyperfine). The machine may be shared: the load
# average is printed before and after; compare the ratios, and repeat when it is high.
#   bench/load.sh                  # builds both apps, then measures
#   SKIP_BUILD=1 DURATION=30 bench/load.sh
# On a shared machine, build and measure apart, so that the measurement can wait for other builds:
#   BUILD_ONLY=1 bench/load.sh && SKIP_BUILD=1 bench/load.sh
# SKIP_START=1 measures the throughput only (and needs only the bench build); SKIP_LOAD=1 the start only
# (and builds no bench app); BENCH_APP=<dir> measures another bench build's quarkus-run.jar, e.g. another
# branch's, for a side-by-side run; SERVER_OPTS adds java options to its server, e.g. what the
# invocation line costs: SKIP_START=1 SERVER_OPTS='-Dquarkus.log.category."dev.outputguard.invocation".level=WARN';
# SCHEMA='{"type":"object"}' sends the body with a schema (below)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
: "${DURATION:=15}" "${THREADS:=2}" "${CONNECTIONS:=32}" "${PORT:=8089}" "${RUNS:=5}" "${ROUNDS:=3}"
: "${HELLO_DIR:=$root/target/bench/hello-funqy}"
export JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
JAVA="$JAVA_HOME/bin/java"
for tool in wrk hyperfine curl python3; do
  command -v "$tool" >/dev/null || { echo "$tool is not installed (apt-get install -y wrk hyperfine)" >&2; exit 1; }
done
. bench/hello-funqy.sh
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

# 1. Build both apps the same way: package, run the integration tests, keep the AOT cache they trained.
#    The start is measured on this app as it ships (a clean build, no bench code, target/quarkus-app);
#    the throughput on the bench build (the no-op function, the raw routes), which the bench profile
#    packages into target/bench-app, so that the AOT cache stays where it was made and valid.
aot=(-Dquarkus.package.jar.aot.enabled=true)
app="$root/target/quarkus-app"
hello="$HELLO_DIR/target/quarkus-app"
if [ "${SKIP_BUILD:-}" != 1 ]; then
  ./mvnw -B -q clean verify "${aot[@]}" -Dlambda.flavours.skip -Dtest=NONE -Dsurefire.failIfNoSpecifiedTests=false \
    >"$work/build.log" 2>&1 || { tail -n 40 "$work/build.log"; exit 1; }
  generate_hello "$HELLO_DIR"
  build_hello "$HELLO_DIR" "$work/hello-build.log"
fi
bench_app="${BENCH_APP:-$root/target/bench-app}"
if [ "${SKIP_BUILD:-}" != 1 ] && [ "${SKIP_LOAD:-}" != 1 ]; then
  ./mvnw -B -q -Pbench package -DskipTests -Dlambda.flavours.skip >"$work/bench-build.log" 2>&1 \
    || { tail -n 40 "$work/bench-build.log"; exit 1; }
fi
[ "${SKIP_START:-}" = 1 ] || { [ -f "$app/app.aot" ] && [ -f "$hello/app.aot" ]; } \
  || { echo "an AOT cache is missing: build without SKIP_BUILD=1" >&2; exit 1; }
[ "${SKIP_LOAD:-}" = 1 ] || [ -f "$bench_app/quarkus-run.jar" ] || { echo "the bench build is missing: build without SKIP_BUILD=1" >&2; exit 1; }
[ "${BUILD_ONLY:-}" = 1 ] && exit 0

# 2. Start to first answer, side by side.
if [ "${SKIP_START:-}" != 1 ]; then
first="$root/bench/first-answer.sh"
og_body="'{\"text\":\"{}\"}'"
hello_body="'{\"text\":\"x\"}'"
hyperfine --runs "$RUNS" --export-json "$work/start.json" --style basic \
  -n "outputguard" "$first $app $PORT /extract-json $og_body" \
  -n "hello-funqy" "$first $hello $PORT /hello $hello_body" \
  -n "outputguard, AOT cache" "$first $app $PORT /extract-json $og_body -XX:AOTCache=app.aot" \
  -n "hello-funqy, AOT cache" "$first $hello $PORT /hello $hello_body -XX:AOTCache=app.aot" >"$work/hyperfine.txt"
python3 - "$work/start.json" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
for name, r in results.items():
    runs = ", ".join(f"{t * 1000:.0f}" for t in r["times"])
    print(f"start to first answer, {name}: median {r['median'] * 1000:.0f} ms (runs: {runs})")
for mode in ("", ", AOT cache"):
    og, hello = results["outputguard" + mode], results["hello-funqy" + mode]
    print(f"outputguard / hello-funqy{mode}: {og['median'] / hello['median']:.2f}")
PY
fi

if [ "${SKIP_LOAD:-}" = 1 ]; then
  echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
  exit 0
fi

# 3. Throughput: the bench build, one server, the same body to /raw, /raw-parse, the no-op function,
#    extract-json and /raw-extract.
(cd "$bench_app" && exec "$JAVA" ${SERVER_OPTS:-} -Dquarkus.http.port="$PORT" -jar quarkus-run.jar >"$work/server.log" 2>&1) &
server=$!
until curl -sf -o /dev/null -H 'Content-Type: application/json' -d '{"text":"{}"}' "http://127.0.0.1:$PORT/extract-json"; do
  sleep 0.01
done
# The reply (bench/fenced-reply.txt, also FencedReplyBenchmark's): a 4.8 KB object in a ```json fence between two
# lines of prose, with braces and escaped quotes in its strings.
# SCHEMA='<a JSON Schema>' adds it to the body as "schema" (extract-json then checks the value against it, off the
# event loop; /raw-extract reads past it): a schema the value conforms to leaves the answer as it was. The no-op
# function answers such a body 400 (it takes no schema): its figures then say nothing.
python3 -c 'import json,sys; body = {"text": open(sys.argv[1], encoding="utf-8").read()}
if sys.argv[2]: body["schema"] = json.loads(sys.argv[2])
print(json.dumps(body))' bench/fenced-reply.txt "${SCHEMA:-}" >"$work/extract.json"
echo "body: $(wc -c <"$work/extract.json") bytes, $THREADS threads, $CONNECTIONS connections, ${DURATION} s a run"
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
# The server's CPU time (user and system, all its threads: the JIT and the collector too) over a run, per request:
# on a machine shared with other work the requests/s follow the share of the cores the server gets, its CPU time
# a request much less.
ticks=$(getconf CLK_TCK)
server_cpu() { awk '{print $14 + $15}' "/proc/$server/stat"; }
run() {
  local before result after
  before=$(server_cpu)
  result=$(BODY_FILE="$work/extract.json" wrk -t"$THREADS" -c"$CONNECTIONS" -d"${2:-$DURATION}s" -s "$work/post.lua" "http://127.0.0.1:$PORT/$1" | grep RESULT)
  after=$(server_cpu)
  python3 -c 'import sys; b, a, t, d = (float(x) for x in sys.argv[1:5]); r = float(sys.argv[5].split("rps=")[1].split()[0]); print(f"{sys.argv[5]} cpu_us={(a - b) / t * 1e6 / (r * d):.1f}")' \
    "$before" "$after" "$ticks" "${2:-$DURATION}" "$result"
}
# The yardstick must answer what extract-json answers for this body, or it measures something else.
for path in extract-json raw-extract; do
  curl -sf -H 'Content-Type: application/json' --data-binary @"$work/extract.json" "http://127.0.0.1:$PORT/$path" \
    >"$work/$path.answer" || { echo "/$path did not answer 200" >&2; exit 1; }
done
cmp -s "$work/extract-json.answer" "$work/raw-extract.answer" \
  || { echo "/raw-extract does not answer what /extract-json answers:" >&2; head -c 300 "$work/extract-json.answer" "$work/raw-extract.answer" >&2; exit 1; }
# Warm up the JIT on all five paths, then ROUNDS rounds of the five in turn, so that a change in the
# machine's load between runs shifts all five alike; the medians are compared.
paths=(raw raw-parse noop extract-json raw-extract)
for path in "${paths[@]}"; do run "$path" 5 >/dev/null; done
declare -A all=([raw]="" [raw-parse]="" [noop]="" [extract-json]="" [raw-extract]="")
declare -A cpu=([raw]="" [raw-parse]="" [noop]="" [extract-json]="" [raw-extract]="")
for round in $(seq 1 "$ROUNDS"); do
  for path in "${paths[@]}"; do
    result=$(run "$path")
    printf 'round %d %-13s %s\n' "$round" "$path:" "$result"
    all[$path]+="$(sed 's/.*rps=\([0-9]*\).*/\1/' <<<"$result") "
    cpu[$path]+="$(sed 's/.*cpu_us=\([0-9.]*\).*/\1/' <<<"$result") "
  done
done
python3 - "${all[raw]}" "${all[raw-parse]}" "${all[noop]}" "${all[extract-json]}" "${all[raw-extract]}" <<'PY'
import statistics, sys
raw, parse, noop, extract, yardstick = (statistics.median(int(x) for x in arg.split()) for arg in sys.argv[1:6])
print(f"median req/s: raw route {raw:.0f}, raw route + Jackson parse {parse:.0f}, noop {noop:.0f}, extract-json {extract:.0f},"
      f" Jackson-only extraction (raw-extract) {yardstick:.0f}")
print(f"noop / raw route: {noop / raw:.2f}")
print(f"noop / raw route + Jackson parse: {noop / parse:.2f}")
print(f"extract-json / noop: {extract / noop:.2f}")
print(f"extract-json / raw-extract: {extract / yardstick:.2f}")
print(f"raw-extract / noop: {yardstick / noop:.2f}")
PY
python3 - "${cpu[noop]}" "${cpu[extract-json]}" "${cpu[raw-extract]}" <<'PY'
import statistics, sys
noop, extract, yardstick = ([float(x) for x in arg.split()] for arg in sys.argv[1:4])
print(f"median server CPU a request: noop {statistics.median(noop):.1f} us, extract-json {statistics.median(extract):.1f} us,"
      f" raw-extract {statistics.median(yardstick):.1f} us")
rounds = ", ".join(f"{y / e:.2f}" for e, y in zip(extract, yardstick))
print(f"raw-extract's CPU a request / extract-json's: {statistics.median(yardstick) / statistics.median(extract):.2f}"
      f" (round by round {rounds}; above 1: extract-json costs less)")
PY
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
