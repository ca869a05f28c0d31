#!/usr/bin/env bash
# complete-json with streaming on and off against a stand-in LLM that writes ~50 tokens a second (in-process, the
# JDK's HTTP server on loopback, each event sent as it is written; StreamedCompletionBench): time to a valid answer and
# tokens generated, over a mix of replies (20 % wrong from their second member and right on the retry, 20 % with a
# long paragraph after the object).
#
#   bench/complete-stream.sh [tasks] [rounds] [tokens/s] [translate]     # default 20 4 50; builds target/benchmarks.jar if missing
#
# With `translate`, translate on the same kind of mix (20 % lacking the `translation` key, right on the retry, 20 % with
# a long paragraph after the object): translate reads every streamed reply to its end, so the run shows what
# streaming costs it.
#
# The run waits on the LLM's pace, not on the CPU; it holds the benchmark lock (OUTPUTGUARD_BENCH_LOCK, default
# target/bench.lock) all the same, so that no timed run shares the cores with it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
if [[ -z "${SKIP_BUILD:-}" || ! -f "$root/target/benchmarks.jar" ]]; then
  (cd "$root" && ./mvnw -B -q -Pbench package -DskipTests)
fi
lock="${OUTPUTGUARD_BENCH_LOCK:-$root/target/bench.lock}"
mkdir -p "$(dirname "$lock")"
{
  flock 9
  echo "== $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  "$java" -cp "$root/target/benchmarks.jar" dev.outputguard.bench.StreamedCompletionBench "${1:-20}" "${2:-4}" "${3:-50}" ${4:+"$4"}
  echo "== load average after $(cut -d' ' -f1-3 /proc/loadavg)"
} 9> "$lock"
