#!/usr/bin/env bash
# The peers' OWN test suites through extract-json's repair mode: every (input, expected) case of
# jsonrepair's tests (src/**/*.test.ts) and of json_repair's tests (tests/), each run once and compared by
# exact JSON equality. Prints per suite: the cases, those out of scope by reason (the peer's streaming, CLI,
# file and schema APIs, its strict option, cases expecting it to throw, top-level scalars), how many repair
# mode passes, and the failures grouped by the peer's test (with FAILURES=1: each input, wanted, got).
# With PEERS=1 it also runs jsonrepair (npm, as run.sh) and json_repair (from JSON_REPAIR_SRC) on the same
# in-scope cases, compared the same way.
#
#   JSONREPAIR_SRC=/path/to/jsonrepair JSON_REPAIR_SRC=/path/to/json_repair/src bench/peers/suites.sh
#
# JSONREPAIR_SRC: a checkout of jsonrepair (its root). JSON_REPAIR_SRC: the src/ directory of a checkout of
# json_repair (as run.sh takes it); its tests run with pytest from that checkout's root. Either may be left
# out. The peers' code is read from the checkouts and never copied into this repository; the case
# extractors run the peers' test files with stand-ins for the peer (see suites/*.{mjs,py}).
# Needs node >= 18 and npm, python3 with pytest (json_repair only), and a JDK 21+ (JAVA_HOME).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
work="$(mktemp -d "${TMPDIR:-/tmp}/outputguard-suites.XXXXXX")"
trap 'rm -rf "$work"' EXIT

if [[ -z "${SKIP_BUILD:-}" || ! -f "$root/target/benchmarks.jar" ]]; then
  (cd "$root" && ./mvnw -B -q -Pbench package -DskipTests)
fi

cases=()
if [[ -n "${JSONREPAIR_SRC:-}" ]]; then
  (cd "$here" && npm ci --silent --no-audit --no-fund)
  echo "jsonrepair $(git -C "$JSONREPAIR_SRC" rev-parse --short HEAD 2>/dev/null || node -p "require('$JSONREPAIR_SRC/package.json').version")"
  node "$here/suites/jsonrepair-cases.mjs" "$JSONREPAIR_SRC" > "$work/jsonrepair.jsonl"
  cases+=("$work/jsonrepair.jsonl")
fi
if [[ -n "${JSON_REPAIR_SRC:-}" ]]; then
  checkout="$(cd "$JSON_REPAIR_SRC/.." && pwd)"
  echo "json_repair $(git -C "$checkout" rev-parse --short HEAD 2>/dev/null || grep -m1 '^version' "$checkout/pyproject.toml")"
  # pytest from the checkout's root (its tests import src.json_repair); no cache or bytecode written there.
  (cd "$checkout" && OUTPUTGUARD_CASES="$work/json_repair.jsonl" PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$here/suites" \
    python3 -m pytest -p json_repair_cases -p no:cacheprovider -q --continue-on-collection-errors tests > "$work/pytest.log" 2>&1 || true)
  [[ -s "$work/json_repair.jsonl" ]] || { cat "$work/pytest.log"; exit 1; }
  cases+=("$work/json_repair.jsonl")
fi
[[ ${#cases[@]} -gt 0 ]] || { echo "set JSONREPAIR_SRC and/or JSON_REPAIR_SRC" >&2; exit 2; }

"$java" -cp "${OUTPUTGUARD_CP:-$root/target/benchmarks.jar}" dev.outputguard.bench.PeerSuites "${cases[@]}" \
  ${FAILURES:+--failures} --in-scope "$work/in-scope.jsonl"
if [[ -n "${PEERS:-}" ]]; then
  # The peers on the same in-scope cases, compared the same way: each passes most of its own suite by
  # construction; the other peer's suite is where they can be compared with extract-json.
  echo "== the peers on the same in-scope cases"
  [[ -n "${JSONREPAIR_SRC:-}" ]] || (cd "$here" && npm ci --silent --no-audit --no-fund)
  (cd "$here" && node suites/peers-on-cases.mjs "$work/in-scope.jsonl")
  if [[ -n "${JSON_REPAIR_SRC:-}" ]]; then
    JSON_REPAIR_SRC="$JSON_REPAIR_SRC" python3 "$here/suites/peers_on_cases.py" "$work/in-scope.jsonl"
  fi
fi
