#!/usr/bin/env bash
# Where this app's start goes beyond a Funqy hello-world's: start to first answer (hyperfine, RUNS runs
# each, one run, in turn) of this app as it ships and of the hello-world of bench/hello-funqy.sh with the
# extensions this app has and the hello-world lacks, added one at a time and together:
#   hello-funqy                     quarkus-funqy-http alone (with quarkus-jackson and quarkus-arc)
#   + health                        quarkus-smallrye-health
#   + logging-json                  quarkus-logging-json, JSON console lines in the prod profile as here
#   + health, logging-json
#   + every extension               the two, quarkus-swagger-ui (dev mode only, still in the build) and
#                                   quarkus-rest-client-jackson (the LLM client's)
#   outputguard                     the same extensions, our route, nine functions, their configuration
# What each row costs over the row it adds to is what its extension costs at start; what this app costs
# over "every extension" is its own code. With the JDK's AOT cache (each app trained by its integration
# tests, as bench/load.sh builds them) and, unless PLAIN=0, plain `java -jar`. Each app answers one
# POST: this app extract-json, the hello-worlds their hello. With the AOT cache, this app and "every
# extension" also answer a POST to /q/health/live instead, which splits our code's cost between the
# start itself (until the server answers at all) and the first call of a function. The apps are
# generated and built under target/bench/ (never committed); this app and the plain hello-world by
# bench/load.sh's build.
#   bench/start-breakdown.sh                      # builds every app, then measures
# On a shared machine, build and measure apart, so that the measurement can wait for other builds:
#   BUILD_ONLY=1 bench/start-breakdown.sh && SKIP_BUILD=1 bench/start-breakdown.sh
# RUNS (5) and WARMUP (1) set hyperfine's runs and warm-up starts per app, PORT the port. The load
# average is printed before and after; compare the differences and ratios within one run.
# BASELINE_APP=<dir> also measures another build of this app (its quarkus-app folder with its app.aot, e.g. of the
# commit before a change, built by bench/load.sh's build in another checkout) in the same run, in turn with the
# others, and prints this app's ratio to it:
#   BASELINE_APP=<before>/quarkus-app SKIP_BUILD=1 bench/start-breakdown.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
: "${PORT:=8089}" "${RUNS:=5}" "${WARMUP:=1}" "${PLAIN:=1}"
export JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
for tool in hyperfine curl python3; do
  command -v "$tool" >/dev/null || { echo "$tool is not installed (apt-get install -y hyperfine)" >&2; exit 1; }
done
. bench/hello-funqy.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

# The hello-world variants: name, folder under target/bench/, extensions added.
names=("hello-funqy" "+ health" "+ logging-json" "+ health, logging-json" "+ every extension")
dirs=(hello-funqy hello-funqy-health hello-funqy-logging-json hello-funqy-health-logging-json hello-funqy-all)
extensions=("" "quarkus-smallrye-health" "quarkus-logging-json" "quarkus-smallrye-health quarkus-logging-json"
  "quarkus-smallrye-health quarkus-logging-json quarkus-swagger-ui quarkus-rest-client-jackson")

# 1. Build: this app and the plain hello-world as bench/load.sh builds them, then the other variants the
#    same way (package, integration test, the AOT cache it trains).
if [ "${SKIP_BUILD:-}" != 1 ]; then
  BUILD_ONLY=1 SKIP_LOAD=1 HELLO_DIR="$root/target/bench/${dirs[0]}" bench/load.sh
  for i in $(seq 1 $((${#dirs[@]} - 1))); do
    # shellcheck disable=SC2086 # the extensions are words
    generate_hello "$root/target/bench/${dirs[$i]}" ${extensions[$i]}
    build_hello "$root/target/bench/${dirs[$i]}" "$work/build-${dirs[$i]}.log"
  done
fi
app="$root/target/quarkus-app"
for dir in "$app" "${dirs[@]/#/$root/target/bench/}"; do
  [ "$dir" = "$app" ] || dir="$dir/target/quarkus-app"
  [ -f "$dir/app.aot" ] || { echo "no AOT cache in $dir: build without SKIP_BUILD=1" >&2; exit 1; }
done
[ "${BUILD_ONLY:-}" = 1 ] && exit 0

# 2. Start to first answer, every app in one hyperfine run, with the AOT cache, then plain.
first="$root/bench/first-answer.sh"
og_body="'{\"text\":\"{}\"}'"
hello_body="'{\"text\":\"x\"}'"
commands=()
modes=(", AOT cache")
[ "$PLAIN" = 0 ] || modes+=("")
for mode in "${modes[@]}"; do
  options=""
  [ -z "$mode" ] || options=" -XX:AOTCache=app.aot"
  for i in "${!dirs[@]}"; do
    commands+=(-n "${names[$i]}$mode" "$first $root/target/bench/${dirs[$i]}/target/quarkus-app $PORT /hello $hello_body$options")
  done
  commands+=(-n "outputguard$mode" "$first $app $PORT /extract-json $og_body$options")
  [ -z "${BASELINE_APP:-}" ] || commands+=(-n "baseline$mode" "$first $BASELINE_APP $PORT /extract-json $og_body$options")
done
health="'{}'"
commands+=(-n "+ every extension, /q/health/live" "$first $root/target/bench/${dirs[4]}/target/quarkus-app $PORT /q/health/live $health -XX:AOTCache=app.aot")
commands+=(-n "outputguard, /q/health/live" "$first $app $PORT /q/health/live $health -XX:AOTCache=app.aot")
hyperfine --runs "$RUNS" --warmup "$WARMUP" --export-json "$work/start.json" --style basic "${commands[@]}" >"$work/hyperfine.txt"
python3 - "$work/start.json" "${names[@]}" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
names = sys.argv[2:]
for mode in (", AOT cache", ""):
    if "outputguard" + mode not in results:
        continue
    print(f"start to first answer{mode or ', plain java -jar'} (median of each; runs in ms):")
    hello = results[names[0] + mode]["median"]
    previous = {"+ health": "hello-funqy", "+ logging-json": "hello-funqy",
                "+ health, logging-json": "hello-funqy", "+ every extension": "+ health, logging-json",
                "outputguard": "+ every extension"}
    for name in names + ["outputguard"]:
        r = results[name + mode]
        runs = ", ".join(f"{t * 1000:.0f}" for t in r["times"])
        line = f"  {name:<24} {r['median'] * 1000:5.0f} ms  {r['median'] / hello:.2f}x hello-funqy"
        if name in previous:
            line += f"  {(r['median'] - results[previous[name] + mode]['median']) * 1000:+4.0f} ms over {previous[name]}"
        print(f"{line}  (runs: {runs})")
    og = results["outputguard" + mode]["median"]
    print(f"  gap outputguard - hello-funqy: {(og - hello) * 1000:.0f} ms; of it the extensions "
          f"{(results['+ every extension' + mode]['median'] - hello) * 1000:.0f} ms, this app's own code "
          f"{(og - results['+ every extension' + mode]['median']) * 1000:.0f} ms")
all_live, og_live = results["+ every extension, /q/health/live"], results["outputguard, /q/health/live"]
print("first answer to /q/health/live, AOT cache (median; runs in ms):")
for name, r in (("+ every extension", all_live), ("outputguard", og_live)):
    print(f"  {name:<24} {r['median'] * 1000:5.0f} ms  (runs: {', '.join(f'{t * 1000:.0f}' for t in r['times'])})")
for mode in (", AOT cache", ""):
    if "baseline" + mode in results and "outputguard" + mode in results:
        og, base = results["outputguard" + mode], results["baseline" + mode]
        print(f"this app against the baseline{mode or ', plain java -jar'}: {og['median'] * 1000:.0f} / "
              f"{base['median'] * 1000:.0f} ms = {og['median'] / base['median']:.3f}x (runs: "
              f"{', '.join(f'{t * 1000:.0f}' for t in base['times'])})")
own = results["outputguard, AOT cache"]["median"] - results["+ every extension, AOT cache"]["median"]
start = og_live["median"] - all_live["median"]
print(f"  this app's own {own * 1000:.0f} ms: {start * 1000:.0f} ms until it answers at all, "
      f"{(own - start) * 1000:.0f} ms more for its first extract-json than the hello-world's first hello")
PY
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
