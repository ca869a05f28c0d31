# Sourced by bench/inflight.sh and bench/under-attack.sh: the packaged app and a stand-in LLM on loopback.
# Sets JAVA, builds target/quarkus-app unless SKIP_BUILD=1, makes $work, and stops $server and $llm (their
# pids, once started) and removes $work when the script exits.
JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
JAVA="$JAVA_HOME/bin/java"
command -v curl >/dev/null || { echo "curl is not installed" >&2; exit 1; }
[ "${SKIP_BUILD:-}" = 1 ] || JAVA_HOME=$JAVA_HOME ./mvnw -B -q package -DskipTests -Dlambda.flavours.skip
work=$(mktemp -d)
llm= server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; [ -n "$llm" ] && kill "$llm" 2>/dev/null; rm -rf "$work"' EXIT
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
