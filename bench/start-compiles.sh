#!/usr/bin/env bash
# What the JIT's C2 compiler spends a start to the first answer on, with the JDK's AOT cache the build trained: RUNS starts
# (3) with -XX:+LogCompilation, and for each the C2 tasks' time (from each task's start to its end, wall time: on a
# loaded machine compare two apps' figures taken one after the other), summed by package, the largest first; then the
# configuration's property names at run time (all sources, by their first two segments), printed by a Java agent
# seven seconds (NAMES_AFTER_MS) into a start without the cache. A task still running at the first answer is left out.
#   bench/start-compiles.sh DIR PATH BODY
#   bench/start-compiles.sh target/quarkus-app /extract-json '{"text":"{}"}'
#   bench/start-compiles.sh target/bench/hello-funqy/target/quarkus-app /hello '{"text":"x"}'
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(readlink -f "$1") path=$2 body=$3
: "${RUNS:=3}" "${PORT:=8089}" "${NAMES_AFTER_MS:=7000}"
export JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for run in $(seq 1 "$RUNS"); do
  bench/first-answer.sh "$dir" "$PORT" "$path" "$body" -XX:AOTCache=app.aot -XX:+UnlockDiagnosticVMOptions \
    -XX:+LogCompilation "-XX:LogFile=$work/$run.xml" >/dev/null
  python3 - "$work/$run.xml" "$run" <<'PY'
import collections, re, sys
text = open(sys.argv[1], errors="replace").read()
by_package, total, count = collections.Counter(), 0.0, 0
for attributes, done in re.findall(r"<task ([^>]*)>(?:(?!<task ).)*?<task_done ([^>]*)/>", text, re.S):
    level = re.search(r"level='(\d)'", attributes)
    if level and level.group(1) != "4":
        continue
    method = re.search(r"method='([^ ']*)", attributes).group(1)
    took = float(re.search(r"stamp='([\d.]+)'", done).group(1)) - float(re.search(r"stamp='([\d.]+)'", attributes).group(1))
    by_package[".".join(method.split(".")[:3])] += took
    total += took
    count += 1
top = ", ".join(f"{name} {ms * 1000:.0f}" for name, ms in by_package.most_common(8))
print(f"start {sys.argv[2]}: C2 tasks {count}, {total * 1000:.0f} ms; by package (ms): {top}")
PY
done
# The agent looks the configuration up through the main thread's class loader, as the app's code would.
mkdir -p "$work/agent"
cat >"$work/agent/Names.java" <<'JAVA'
import java.lang.instrument.Instrumentation;
import java.util.Map;
import java.util.TreeMap;

public class Names {
    public static void premain(String afterMs, Instrumentation instrumentation) {
        Thread thread = new Thread(() -> {
            try {
                Thread.sleep(Long.parseLong(afterMs));
                ClassLoader loader = Thread.getAllStackTraces().keySet().stream()
                        .filter(t -> t.getName().equals("main")).findFirst().orElseThrow().getContextClassLoader();
                Object config = Class.forName("org.eclipse.microprofile.config.ConfigProvider", true, loader)
                        .getMethod("getConfig").invoke(null);
                Map<String, Integer> byPrefix = new TreeMap<>();
                int names = 0;
                for (Object name : (Iterable<?>) config.getClass().getMethod("getPropertyNames").invoke(config)) {
                    names++;
                    String[] parts = name.toString().split("\\.");
                    byPrefix.merge(parts.length > 1 ? parts[0] + "." + parts[1] : name.toString(), 1, Integer::sum);
                }
                byPrefix.values().removeIf(n -> n < 2);
                System.err.println("CONFIG-NAMES " + names + "; prefixes with two or more: " + byPrefix);
            } catch (ReflectiveOperationException | InterruptedException | RuntimeException e) {
                System.err.println("CONFIG-NAMES failed: " + e);
            }
        });
        thread.setDaemon(true);
        thread.start();
    }
}
JAVA
"$JAVA_HOME/bin/javac" -d "$work/agent" "$work/agent/Names.java"
printf 'Premain-Class: Names\n' >"$work/agent/manifest.txt"
"$JAVA_HOME/bin/jar" cfm "$work/names.jar" "$work/agent/manifest.txt" -C "$work/agent" Names.class
(cd "$dir" && QUARKUS_HTTP_PORT=$PORT timeout $((NAMES_AFTER_MS / 1000 + 10)) "$JAVA_HOME/bin/java" \
  "-javaagent:$work/names.jar=$NAMES_AFTER_MS" -jar quarkus-run.jar 2>&1 || true) | grep -m1 'CONFIG-NAMES'
