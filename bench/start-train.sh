#!/usr/bin/env bash
# Trains another AOT cache for a packaged app, to compare trainings with bench/start-ab.sh: copies the quarkus-app
# folder SRC to DEST/quarkus-app (without its cache), starts it there with -XX:AOTCacheOutput, asks extract-json
# {"text":"{}"} until it answers, then makes one call of each FUNCTION named (every function if none) with its
# sample request (function/SnapStartPriming.SAMPLES, the requests the integration test's first calls send), and stops
# it: the JVM writes DEST/quarkus-app/app.aot as it exits. The LLM functions call a stand-in LLM this script serves
# on LLM_PORT (8901), which answers each one a reply in the form its prompt asks for. The cache stays in the folder
# it was trained in, as a cache must.
#   bench/start-train.sh target/quarkus-app target/aot/every             # one call of every function
#   bench/start-train.sh target/quarkus-app target/aot/one extract-json  # one call of extract-json only
#   A_PATH=/hello A_BODY='{"text":"x"}' bench/start-ab.sh target/bench/hello-funqy/target/quarkus-app \
#     target/quarkus-app target/aot/every/quarkus-app
set -euo pipefail
cd "$(dirname "$0")/.."
src=$(readlink -f "$1") dest=$2
shift 2
: "${PORT:=8095}" "${LLM_PORT:=8901}"
export JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
rm -rf "$dest/quarkus-app"
mkdir -p "$dest"
cp -r "$src" "$dest/quarkus-app"
rm -f "$dest/quarkus-app/app.aot" "$dest/quarkus-app/app-cds.jsa"
python3 - src/main/java/dev/outputguard/function/SnapStartPriming.java "$(readlink -f "$dest/quarkus-app")" \
  "$JAVA_HOME/bin/java" "$PORT" "$LLM_PORT" "$@" <<'PY'
import http.server, json, os, re, subprocess, sys, threading, time, urllib.error, urllib.request
source, folder, java, port, llm_port, wanted = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), sys.argv[6:]
# The samples as the Java source spells them: "name", "literal" + "literal" ... (Java's escapes here are JSON's).
text = open(source, encoding="utf-8").read()
block = text[text.index("SAMPLES = Map.of("):text.index(");", text.index("SAMPLES = Map.of("))]
block = re.sub(r"//[^\n]*", "", block)
literal = r'"(?:[^"\\]|\\.)*"'
samples = {}
for m in re.finditer(r"(%s)\s*,\s*((?:%s\s*\+?\s*)+)" % (literal, literal), block):
    samples[json.loads(m.group(1))] = "".join(json.loads(s) for s in re.findall(literal, m.group(2)))
functions = wanted or sorted(samples)
# What the stand-in LLM answers each LLM function (the integration test's replies); the others never call it.
replies = {
    "translate": json.dumps({"translation": "こんにちは", "termSuggestions": []}, ensure_ascii=False),
    "translate-revision-patch": json.dumps({"targetPatch": "@@ -1,1 +1,1 @@\n-a\n+b\n", "termSuggestions": []}),
    "review-cycle": "{\"result\": \"PASS\", \"feedback\": \"Clear.\", \"suggestions\": []}\n最終判定: PASS",
    "complete-json": "{\"greeting\": \"Hello.\"}",
}
current = {"reply": ""}
class Llm(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        body = json.dumps({"id": "stand-in", "object": "chat.completion", "model": "stand-in", "choices": [
            {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": current["reply"]}}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", llm_port), Llm)
threading.Thread(target=server.serve_forever, daemon=True).start()
env = dict(os.environ, QUARKUS_HTTP_PORT=str(port), OUTPUTGUARD_LLM_BASE_URL=f"http://127.0.0.1:{llm_port}/v1",
           OUTPUTGUARD_LLM_API_KEY="stand-in")
log = open(os.path.join(folder, "train.log"), "w")
app = subprocess.Popen([java, "-XX:AOTCacheOutput=app.aot", "-jar", "quarkus-run.jar"], cwd=folder, env=env,
                       stdout=log, stderr=subprocess.STDOUT)
def post(path, body):
    request = urllib.request.Request(f"http://127.0.0.1:{port}/{path}", data=body.encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as answer:
        return answer.status, answer.read().decode()
while True:
    if app.poll() is not None:
        sys.exit("the app stopped before answering: see " + log.name)
    try:
        post("extract-json", '{"text":"{}"}')
        break
    except (urllib.error.URLError, ConnectionError):
        time.sleep(0.05)
for name in functions:
    current["reply"] = replies.get(name, "")
    status, body = post(name, samples[name])
    if status != 200 or '"error"' in body[:20]:
        app.kill()
        sys.exit(f"{name} answered {status} {body[:200]}")
    print(f"{name}: {status}")
app.terminate()
app.wait()
server.shutdown()
print(f"{folder}/app.aot: {os.path.getsize(os.path.join(folder, 'app.aot')) // 1048576} MB")
PY
