#!/usr/bin/env bash
# Side by side on replies as a model streams them (src/test/resources/stream/replies.json, written by
# stream_table.py): every reply cut at every character, each prefix through extract-json's partial values (a
# ReplyStream fed one character at a time; and, for comparison, every prefix read whole, as one request per prefix
# reads it), the AI SDK's parsePartialJson, partial-json and best-effort-json-parser (npm), and json_repair (with and
# without its stream_stable mode). Prints per reader the prefixes with an invented value (a value shown that the
# finished reply does not hold), the flickers (a value shown, then gone or changed), and the time of one pass over
# every prefix of the table; then the same per family (stream_score.py).
#
#   JSON_REPAIR_SRC=/path/to/json_repair/src bench/peers/stream.sh   # builds target/benchmarks.jar if missing
#   SKIP_BUILD=1 REPS=11 EXAMPLES=1 bench/peers/stream.sh              # EXAMPLES=1: the first bad prefix of each reader
#
# Needs node >= 18 and npm (ai, partial-json and best-effort-json-parser from package-lock.json), python3 (the
# scorer; json_repair from JSON_REPAIR_SRC, a checkout's src/ directory that is never copied here), and JAVA_HOME
# set to a JDK 21+. The timed runs hold the benchmark lock (OUTPUTGUARD_BENCH_LOCK, default target/bench.lock), so no
# other timed run shares the cores.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
table="$root/src/test/resources/stream/replies.json"
reps="${REPS:-21}"
work="$(mktemp -d "${TMPDIR:-/tmp}/outputguard-stream.XXXXXX")"
trap 'rm -rf "$work"' EXIT

python3 "$here/stream_table.py" --check || { echo "the table differs from stream_table.py: run it" >&2; exit 1; }
(cd "$here" && SCARF_ANALYTICS=false npm ci --silent --no-audit --no-fund)
if [[ -z "${SKIP_BUILD:-}" || ! -f "$root/target/benchmarks.jar" ]]; then
  (cd "$root" && ./mvnw -B -q -Pbench package -DskipTests)
fi

readers=()
lock="${OUTPUTGUARD_BENCH_LOCK:-$root/target/bench.lock}"
mkdir -p "$(dirname "$lock")"
{
  flock 9
  echo "== $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  for mode in stream prefixes; do
    "$java" -cp "$root/target/benchmarks.jar" dev.outputguard.bench.StreamTableRunner "$table" "$work/outputguard-$mode.jsonl" \
      "$mode" "$reps" | tee -a "$work/timings.jsonl"
    readers+=("outputguard-$mode=$work/outputguard-$mode.jsonl")
  done
  node "$here/stream_peers.mjs" "$table" "$work" "$reps" | tee -a "$work/timings.jsonl"
  for who in ai-parsePartialJson partial-json best-effort-json-parser; do
    readers+=("$who=$work/$who.jsonl")
  done
  if [[ -n "${JSON_REPAIR_SRC:-}" ]]; then
    python3 "$here/json_repair_stream.py" "$table" "$work" "${JSON_REPAIR_REPS:-5}" | tee -a "$work/timings.jsonl"
    readers+=("json_repair-stream_stable=$work/json_repair-stream_stable.jsonl" "json_repair=$work/json_repair.jsonl")
  fi
  echo "== load average after $(cut -d' ' -f1-3 /proc/loadavg)"
} 9> "$lock"
echo
python3 "$here/stream_score.py" "$table" "$work/timings.jsonl" "${readers[@]}" ${EXAMPLES:+--examples}
if [[ -n "${KEEP:-}" ]]; then
  mkdir -p "$KEEP" && cp "$work"/*.jsonl "$KEEP"/ && echo "results kept in $KEEP"
fi
