#!/usr/bin/env bash
# Start to first extract-json answer of two builds of this app, interleaved: ROUNDS rounds (15), each starting A
# then B (then B then A in the next round, so neither always goes first), with the JDK's AOT cache each build
# trained (bench/load.sh's build makes it), unless PLAIN=1. Prints each build's median wall time and the median CPU
# time its JVM had spent by its first answer, and B's ratios to A: on a shared machine the interleaved ratios are
# the figures to read, the CPU one first. Takes the benchmark lock itself (OUTPUTGUARD_BENCH_LOCK).
#   bench/start-ab.sh <before>/quarkus-app target/quarkus-app
# A_PATH and A_BODY (B_PATH, B_BODY) set what A (B) is asked first, extract-json's {"text":"{}"} unless set; this app
# against the Funqy hello-world of bench/hello-funqy.sh (as bench/load.sh builds it), its ratio to the hello-world:
#   A_PATH=/hello A_BODY='{"text":"x"}' bench/start-ab.sh target/bench/hello-funqy/target/quarkus-app target/quarkus-app
# A third folder C (C_PATH, C_BODY) joins the same rounds (A B C, then B C A, then C A B), and its ratios to A and B
# are printed too: the hello-world, the build before a change and the build after it in one run.
set -euo pipefail
cd "$(dirname "$0")/.."
a=$(readlink -f "$1") b=$(readlink -f "$2") c=${3:+$(readlink -f "$3")}
: "${ROUNDS:=15}" "${PORT:=8089}" "${PLAIN:=}" "${OUTPUTGUARD_BENCH_LOCK:=target/bench.lock}"
: "${A_PATH:=/extract-json}" "${A_BODY:={\"text\":\"{\}\"\}}" "${B_PATH:=/extract-json}" "${B_BODY:={\"text\":\"{\}\"\}}" "${C_PATH:=/extract-json}" "${C_BODY:={\"text\":\"{\}\"\}}"
export JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
options=()
[ "$PLAIN" = 1 ] || options=(-XX:AOTCache=app.aot)
mkdir -p "$(dirname "$OUTPUTGUARD_BENCH_LOCK")"
exec 9>"$OUTPUTGUARD_BENCH_LOCK"
flock 9
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A wall cpu
apps=(a b)
[ -z "$c" ] || apps+=(c)
for round in $(seq 1 "$ROUNDS"); do
  # Each round starts one place further along the list, so that no app always goes first.
  order=()
  for i in "${!apps[@]}"; do order+=("${apps[$(((i + round - 1) % ${#apps[@]}))]}"); done
  for which in "${order[@]}"; do
    case $which in
      a) dir=$a path=$A_PATH body=$A_BODY ;;
      b) dir=$b path=$B_PATH body=$B_BODY ;;
      c) dir=$c path=$C_PATH body=$C_BODY ;;
    esac
    # A command substitution waits for first-answer.sh to have stopped its app, so the next start finds the port free.
    out=$(CPU_MS=1 bench/first-answer.sh "$dir" "$PORT" "$path" "$body" "${options[@]}")
    read -r ms ticks <<<"$out"
    wall[$which]+="$ms " cpu[$which]+="$ticks "
  done
done
python3 - "${wall[a]}" "${wall[b]}" "${wall[c]:-}" "${cpu[a]}" "${cpu[b]}" "${cpu[c]:-}" "$a" "$b" "$c" <<'PY'
import statistics, sys
wall = {k: [int(x) for x in v.split()] for k, v in zip("abc", sys.argv[1:4])}
cpu = {k: [int(x) for x in v.split()] for k, v in zip("abc", sys.argv[4:7])}
folders = dict(zip("abc", sys.argv[7:10]))
apps = [k for k in "abc" if wall[k]]
for k in apps:
    print(f"{k.upper()} {folders[k]}: wall median {statistics.median(wall[k]):.0f} ms (runs: {', '.join(map(str, wall[k]))}); "
          f"CPU median {statistics.median(cpu[k]):.0f} ms (runs: {', '.join(map(str, cpu[k]))})")
def spread(x, y):
    # The ratio of the medians, and the middle half of the round-by-round ratios (each round starts both).
    r = sorted(b / a for a, b in zip(x, y))
    q = len(r) // 4
    return f"{statistics.median(y) / statistics.median(x):.3f} (rounds' middle half {r[q]:.2f}-{r[-q - 1]:.2f})"
for over, under in (("b", "a"), ("c", "a"), ("c", "b")):
    if over in apps:
        print(f"{over.upper()} / {under.upper()}: wall {spread(wall[under], wall[over])}, CPU {spread(cpu[under], cpu[over])}")
PY
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
