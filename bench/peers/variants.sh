#!/usr/bin/env bash
# The generated variants that take a value back (GeneratedVariantsTest: every way families.json lists, in every
# language of the lexicon, in an enum, boolean or number field and in prose for a scalar root), and those that keep
# it, through extract-json with {"coerce": true},
# BAML's schema-aligned parser (b.parse, no LLM call) and json_repair's schema mode in both schema_repair_modes: per
# family, how often each answers the original value. The variants come from the test (target/assertion-variants/
# variants.json); the peers run as bench/peers/coerce.sh runs them on the coerce table, once a case (accuracy only).
# Another variants file in the same form is named as the argument: target/assertion-variants/beside-the-data.json
# (BesideTheDataGeneratedTest: data beside members, remarks and leads that take it back, and beside what keeps it),
# whose schemas are its own (BAML's functions for them go to baml_src/variants.baml for the run), and
# target/assertion-variants/restated.json (GeneratedVariantsTest's reader restated: the coerce table's object of one
# property, then a remark on its own line writing its value again; the table's schemas, kept out of variants.json),
# target/assertion-variants/bare-line.json (BareLineGeneratedTest: a bare line after the value, a lead forbidding it,
# a short comment inside it, a remark no language read is written in, a line of pictographs) and
# target/assertion-variants/note-beside.json (NoteBesideTheDataGeneratedTest: a note beside the data naming it),
# target/assertion-variants/caveat-beside.json (CaveatBesideTheDataGeneratedTest: a caveat, a ground or a flag beside
# the data, a line after it labelled as a caveat), target/assertion-variants/scoped-number.json
# (ScopedNumberGeneratedTest: a number whose words limit its scope or make it a rate) and
# target/assertion-variants/free-string.json (FreeStringTakenBackGeneratedTest: a free string a remark or mark takes
# back), and every other file a generated test of extract-json writes there in the same form (words-around.json,
# not-live.json, list-goes-on.json, disowned-remark.json, faulty-label.json …: the test's comment names its file).
# Each test writes up to 300 variants of each family unless told otherwise (its -D…peers.perFamily, in its comment).
#
#   JSON_REPAIR_SRC=/path/to/json_repair/src bench/peers/variants.sh   # builds target/benchmarks.jar if missing
#   JSON_REPAIR_SRC=/path/to/json_repair/src bench/peers/variants.sh target/assertion-variants/beside-the-data.json
#
# LIST=extract-json (or another reader's name) also lists every variant taken back that it answers with the original.
#
# Needs what coerce.sh needs: node >= 18 and npm, python3 (with jsonschema and pydantic 2 for json_repair, whose src/
# directory JSON_REPAIR_SRC names: never copied here), and JAVA_HOME set to a JDK 21+.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
variants="$(realpath -m "${1:-$root/target/assertion-variants/variants.json}")"
# The test that writes the file is the one whose source names it (run below if the file is missing).
suite="$(grep -rlF --include='*Test.java' "\"$(basename "$variants")\"" "$root/src/test/java" | head -1 || true)"
suite="$(basename "${suite:-GeneratedVariantsTest}" .java)"
work="$(mktemp -d "${TMPDIR:-/tmp}/outputguard-variants.XXXXXX")"
trap 'rm -rf "$work" "$here/baml_src/variants.baml"' EXIT

if [[ ! -f "$variants" ]]; then
  (cd "$root" && ./mvnw -B -q test -Dtest="$suite")
fi
# BAML's functions are the coerce table's schemas, generated and compiled as coerce.sh does; a variants file's
# schemas of their own (not the table's) go beside them, in a file removed after the run.
(cd "$here" && SCARF_ANALYTICS=false npm ci --silent --no-audit --no-fund)
node "$here/baml_gen.mjs" "$root/src/test/resources/coerce/peers-table.json"
if [[ "$suite" != GeneratedVariantsTest ]]; then
  node "$here/baml_gen.mjs" "$variants" variants.baml
fi
(cd "$here" && npx --no-install baml-cli generate > "$work/baml-generate.log" 2>&1) || { cat "$work/baml-generate.log"; exit 1; }
(cd "$here" && rm -rf baml_dist && npx --no-install tsc -p tsconfig.baml.json \
  && echo '{"type": "commonjs"}' > baml_dist/package.json)
if [[ -z "${SKIP_BUILD:-}" || ! -f "$root/target/benchmarks.jar" ]]; then
  (cd "$root" && ./mvnw -B -q -Pbench package -DskipTests)
fi

peers=()
"$java" -cp "${OUTPUTGUARD_CP:-$root/target/benchmarks.jar}" dev.outputguard.bench.CoerceTableRunner "$variants" "$work/og.jsonl" on 1
peers+=("extract-json=$work/og.jsonl")
BAML_LOG=off node "$here/baml_run.mjs" "$variants" "$work/baml.jsonl" 1
peers+=("BAML=$work/baml.jsonl")
if [[ -n "${JSON_REPAIR_SRC:-}" ]]; then
  for mode in standard salvage; do
    python3 "$here/json_repair_coerce.py" "$variants" "$work/json_repair-$mode.jsonl" "$mode" 1
    peers+=("json_repair $mode=$work/json_repair-$mode.jsonl")
  done
fi
echo
python3 "$here/variants_score.py" "$variants" "${peers[@]}" ${LIST:+"--list=$LIST"}
if [[ -n "${KEEP:-}" ]]; then
  mkdir -p "$KEEP" && cp "$work"/*.jsonl "$KEEP"/ && echo "results kept in $KEEP"
fi
