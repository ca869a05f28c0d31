#!/usr/bin/env bash
# Side by side: the JS library jsonrepair and OutputGuard's extract-json (repair mode) on the same inputs,
# in the same run. Prints a markdown table: input, jsonrepair ms, OutputGuard ms, ratio, how the outputs differ.
#
#   bench/peers/run.sh            # builds target/benchmarks.jar (-Pbench) if missing, then runs everything
#   SKIP_BUILD=1 bench/peers/run.sh
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
# JMH allows one run per machine (its lock file in the temp directory); on a shared machine, wait for the other one.
for attempt in $(seq 60); do
  if "$java" -jar "$root/target/benchmarks.jar" PeerInputsBenchmark -p "file=$list" -rf json -rff "$work/jmh.json" \
      ${JMH_ARGS:-} > "$work/jmh.log" 2>&1; then
    break
  fi
  grep -q 'Unable to acquire the JMH lock' "$work/jmh.log" || { cat "$work/jmh.log"; exit 1; }
  echo "another JMH run holds the lock; waiting ($attempt)"
  sleep 20
done
grep -E '^PeerInputsBenchmark|^Benchmark' "$work/jmh.log" || true

echo "== $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
node "$here/table.mjs" "$work"
