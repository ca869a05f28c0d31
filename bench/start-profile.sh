#!/usr/bin/env bash
# Where a packaged app's start to its first answer goes, with the JDK's AOT cache in use: flight recordings of RUNS
# starts (3), one execution sample a millisecond, and the samples under the frames that split the start, summed.
#   bench/start-profile.sh DIR PATH BODY
#   bench/start-profile.sh target/quarkus-app /extract-json '{"text":"{}"}'
#   bench/start-profile.sh target/bench/hello-funqy/target/quarkus-app /hello '{"text":"x"}'
# A flight recording adds the module jdk.jfr, and the JVM refuses an AOT cache made without it (the start then loads
# every class from the jars, and the profile is that of plain `java -jar`): so this first trains a cache of its own
# (DIR/profile.aot, removed after) with jdk.jfr added, by a start and one call of BODY to PATH, then records the
# starts with it. Sample counts do not depend on the machine's load as wall times do; compare two apps' counts
# taken one after the other. PORT (8089) is the port; KEEP=<dir> keeps the recordings, printed as JSON (<dir>/<run>.json),
# for a closer look at a frame than the sums below.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(readlink -f "$1") path=$2 body=$3
: "${RUNS:=3}" "${PORT:=8089}"
export JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
work=$(mktemp -d)
trap 'rm -rf "$work" "$dir/profile.aot"' EXIT
# The training: the cache is written when the JVM exits.
(cd "$dir" && QUARKUS_HTTP_PORT=$PORT exec "$JAVA_HOME/bin/java" --add-modules jdk.jfr -XX:AOTCacheOutput=profile.aot \
  -jar quarkus-run.jar >"$work/train.log" 2>&1) &
train=$!
until curl -sf -o /dev/null -H 'Content-Type: application/json' -d "$body" "http://127.0.0.1:$PORT$path"; do
  kill -0 "$train" 2>/dev/null || { tail -n 20 "$work/train.log"; exit 1; }
  sleep 0.05
done
kill "$train"
wait "$train" || true
[ -f "$dir/profile.aot" ] || { tail -n 20 "$work/train.log"; exit 1; }
for run in $(seq 1 "$RUNS"); do
  bench/first-answer.sh "$dir" "$PORT" "$path" "$body" -XX:AOTCache=profile.aot --add-modules jdk.jfr \
    -XX:StartFlightRecording:jdk.ExecutionSample#period=1ms,filename="$work/$run.jfr" >/dev/null
  "$JAVA_HOME/bin/jfr" print --json --stack-depth 200 --events jdk.ExecutionSample "$work/$run.jfr" >"$work/$run.json"
done
[ -z "${KEEP:-}" ] || { mkdir -p "$KEEP" && cp "$work"/*.json "$KEEP"/; }
python3 - "$work"/*.json <<'PY'
import collections, json, sys
# The frames that split a Quarkus start, and what each sample is counted under (once per frame).
frames = {
    "io/quarkus/runtime/Quarkus.run": "the main thread's start",
    "io/quarkus/runner/ApplicationImpl.<clinit>": "  static init",
    "io/quarkus/runtime/generated/Config.staticInitConfig": "    its configuration",
    "io/quarkus/jackson/runtime/ObjectMapperProducer.objectMapper": "    the ObjectMapper",
    "io/quarkus/runtime/Application.start": "  run-time init",
    "io/quarkus/runtime/generated/Config.runtimeConfig": "    its configuration",
    "io/quarkus/restclient/config/RestClientsConfig$$CMImpl.<init>": "      the REST client's settings",
    "io/vertx/core/impl/ContextInternal.dispatch": "the first request (event loop)",
    "com/fasterxml/jackson/databind/ser/BeanSerializerFactory.createSerializer": "  building its answer's serializer",
    "java/lang/reflect/Proxy.newProxyInstance": "  annotation proxies",
    "java/math/BigDecimal.<clinit>": "BigDecimal's class initialisation (any thread)",
}
counts, total = collections.Counter(), 0
for name in sys.argv[1:]:
    for event in json.load(open(name))["recording"]["events"]:
        trace = event["values"].get("stackTrace")
        total += 1
        if not trace:
            continue
        seen = {f["method"]["type"]["name"] + "." + f["method"]["name"] for f in trace["frames"]}
        for frame in frames:
            if frame in seen:
                counts[frame] += 1
print(f"execution samples in {len(sys.argv) - 1} starts: {total}")
for frame, label in frames.items():
    print(f"  {label:<48} {counts[frame]:5d}  ({100 * counts[frame] / max(total, 1):.0f} %)")
PY
