#!/usr/bin/env bash
# Side by side: the JS library jsonrepair and OutputGuard's extract-json (repair mode) on the same inputs,
# in the same run. Prints two markdown tables: accuracy on the project's repair table
# (src/test/resources/repair/cases.json: exact JSON equality with each case's expected answer) next to the
# time of one pass over it; then speed on large and hostile inputs (input, jsonrepair ms, OutputGuard ms,
# ratio, how the outputs differ).
#
#   bench/peers/run.sh            # builds target/benchmarks.jar (-Pbench) if missing, then runs everything
#   SKIP_BUILD=1 bench/peers/run.sh
#   JSON_REPAIR_SRC=/path/to/json_repair/src bench/peers/run.sh   # also the Python json_repair, from a checkout
#
# Needs node >= 18 and npm (jsonrepair is installed from package-lock.json), and JAVA_HOME set to a JDK 21+.
# Note: jsonrepair repairs a whole document; OutputGuard finds the first object in a reply and repairs that.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
work="$(mktemp -d "${TMPDIR:-/tmp}/outputguard-peers.XXXXXX")"
trap 'rm -rf "$work"' EXIT

(cd "$here" && npm ci --silent --no-audit --no-fund)
if [[ -z "${SKIP_BUILD:-}" || ! -f "$root/target/benchmarks.jar" ]]; then
  (cd "$root" && ./mvnw -B -q -Pbench package -DskipTests)
fi

jmh() {  # JMH allows one run per machine (its lock file); on a shared machine, wait for the other one.
  for attempt in $(seq 60); do
    if "$java" -jar "$root/target/benchmarks.jar" "$@" > "$work/jmh.log" 2>&1; then
      return 0
    fi
    grep -q 'Unable to acquire the JMH lock' "$work/jmh.log" || { cat "$work/jmh.log"; exit 1; }
    echo "another JMH run holds the lock; waiting ($attempt)"
    sleep 20
  done
  return 1
}

cases="$root/src/test/resources/repair/cases.json"
echo "== accuracy on the repair table ($cases)"
acc="$work/accuracy"
mkdir -p "$acc"
"$java" -cp "$root/target/benchmarks.jar" dev.outputguard.bench.RepairTableBenchmark "$cases" "$acc/outputguard.cases.jsonl"
jmh RepairTableBenchmark -p "table=$cases" -rf json -rff "$acc/jmh.json" ${JMH_ARGS:-}
node -e "const r=require('$acc/jmh.json')[0].primaryMetric; console.log(JSON.stringify({who:'outputguard', meanMs:r.score/1000, errMs:r.scoreError/1000}))" \
  | tee "$acc/outputguard.time.json"
node "$here/accuracy.mjs" "$cases" "$acc/jsonrepair.cases.jsonl" "${PEER_MEASURE_MS:-3000}" | tee "$acc/jsonrepair.time.json"
if [[ -n "${JSON_REPAIR_SRC:-}" ]]; then
  python3 "$here/json_repair_accuracy.py" "$cases" "$acc/json_repair.cases.jsonl" "${PEER_MEASURE_MS:-3000}" \
    | tee "$acc/json_repair.time.json"
fi

echo "== inputs in $work"
node "$here/gen.mjs" "$work"
files=("$work"/*.txt)

echo "== jsonrepair $(node -p "require('$here/node_modules/jsonrepair/package.json').version") on node $(node --version)"
: > "$work/jsonrepair.jsonl"
for f in "${files[@]}"; do
  # One process per input, bounded: a pathological input must not stall the whole comparison.
  if ! timeout "${PEER_TIMEOUT:-300}" node "$here/bench.mjs" "$f" "${PEER_MEASURE_MS:-3000}" >> "$work/jsonrepair.jsonl"; then
    printf '{"file":"%s","chars":%s,"ok":false,"outcome":"timed out or crashed","iterations":0,"meanMs":NaN}\n' \
      "$f" "$(wc -c < "$f")" | sed 's/NaN/null/' >> "$work/jsonrepair.jsonl"
  fi
  tail -n 1 "$work/jsonrepair.jsonl"
done

echo "== OutputGuard (JMH, repair mode)"
"$java" -cp "$root/target/benchmarks.jar" dev.outputguard.bench.PeerInputsBenchmark "${files[@]}"
list="$(IFS=,; echo "${files[*]}")"
jmh PeerInputsBenchmark -p "file=$list" -rf json -rff "$work/jmh.json" ${JMH_ARGS:-}
grep -E '^PeerInputsBenchmark|^Benchmark' "$work/jmh.log" || true

echo "== $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
node "$here/accuracy-table.mjs" "$cases" "$acc"
echo
node "$here/table.mjs" "$work"
