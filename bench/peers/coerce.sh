#!/usr/bin/env bash
# Side by side on the coerce table (src/test/resources/coerce/peers-table.json): extract-json with
# {"coerce": true}, BAML's schema-aligned parser (b.parse, no LLM call) and json_repair's schema mode in both
# schema_repair_modes, each in process on every case. Prints per family and overall: correct %, confidently
# wrong (a value that differs from the expected one; any value where a refusal is expected), wrongly refused and
# errors, then the median time per case. Also runs extract-json without coerce as a baseline (today's answer).
#
#   JSON_REPAIR_SRC=/path/to/json_repair/src bench/peers/coerce.sh   # builds target/benchmarks.jar if missing
#   SKIP_BUILD=1 WRONG=1 REPS=31 bench/peers/coerce.sh               # WRONG=1 lists every wrong or refused case
#   OUTPUTGUARD_CP=/other/checkout/target/benchmarks.jar bench/peers/coerce.sh   # another build of extract-json
#
# Needs node >= 18 and npm (@boundaryml/baml and typescript from package-lock.json), python3 (the scorer; and
# jsonschema + pydantic 2 for json_repair, whose src/ directory JSON_REPAIR_SRC names: it is never copied here),
# and JAVA_HOME set to a JDK 21+. The timed runs hold the benchmark lock (OUTPUTGUARD_BENCH_LOCK, default
# target/bench.lock), so no other timed run shares the cores.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
table="$root/src/test/resources/coerce/peers-table.json"
reps="${REPS:-21}"
work="$(mktemp -d "${TMPDIR:-/tmp}/outputguard-coerce.XXXXXX")"
trap 'rm -rf "$work"' EXIT

python3 "$here/coerce_table.py" --check || { echo "the table differs from coerce_table.py: run it" >&2; exit 1; }

# BAML: the table's schemas as BAML types, its client generated and compiled (neither is committed).
# SCARF_ANALYTICS: BAML's dependency @scarf/scarf would report the install.
(cd "$here" && SCARF_ANALYTICS=false npm ci --silent --no-audit --no-fund)
node "$here/baml_gen.mjs" "$table"
(cd "$here" && npx --no-install baml-cli generate > "$work/baml-generate.log" 2>&1) || { cat "$work/baml-generate.log"; exit 1; }
git -C "$root" diff --quiet -- bench/peers/baml_src || echo "note: bench/peers/baml_src/table.baml changed: commit it"
(cd "$here" && rm -rf baml_dist && npx --no-install tsc -p tsconfig.baml.json \
  && echo '{"type": "commonjs"}' > baml_dist/package.json)

if [[ -z "${SKIP_BUILD:-}" || ! -f "$root/target/benchmarks.jar" ]]; then
  (cd "$root" && ./mvnw -B -q -Pbench package -DskipTests)
fi

peers=()
lock="${OUTPUTGUARD_BENCH_LOCK:-$root/target/bench.lock}"
mkdir -p "$(dirname "$lock")"
{
  flock 9
  echo "== $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  "$java" -cp "${OUTPUTGUARD_CP:-$root/target/benchmarks.jar}" dev.outputguard.bench.CoerceTableRunner "$table" "$work/og.jsonl" on "$reps"
  peers+=("outputguard=$work/og.jsonl")
  BAML_LOG=off node "$here/baml_run.mjs" "$table" "$work/baml.jsonl" "$reps"
  peers+=("baml=$work/baml.jsonl")
  if [[ -n "${JSON_REPAIR_SRC:-}" ]]; then
    for mode in standard salvage; do
      python3 "$here/json_repair_coerce.py" "$table" "$work/json_repair-$mode.jsonl" "$mode" "$reps"
      peers+=("json_repair-$mode=$work/json_repair-$mode.jsonl")
    done
  fi
  "$java" -cp "${OUTPUTGUARD_CP:-$root/target/benchmarks.jar}" dev.outputguard.bench.CoerceTableRunner "$table" "$work/og-off.jsonl" off "$reps"
  peers+=("outputguard-without-coerce=$work/og-off.jsonl")
} 9> "$lock"
echo
python3 "$here/coerce_score.py" "$table" "${peers[@]}" ${WRONG:+--wrong}
if [[ -n "${KEEP:-}" ]]; then
  mkdir -p "$KEEP" && cp "$work"/*.jsonl "$KEEP"/ && echo "results kept in $KEEP"
fi
