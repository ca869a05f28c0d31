#!/usr/bin/env python3
"""Smoke-tests a built function.zip the way AWS Lambda runs it, on this machine.

A stand-in for the Lambda Runtime API (the HTTP interface a Lambda's runtime polls for events)
listens on 127.0.0.1; the zip's `bootstrap` (native) or the AWS Java runtime client with the zip
as task root (jvm) is started against it, and the events under src/test/resources/events/ are
sent through it:

A function that calls the LLM is pointed at a scripted OpenAI-compatible endpoint served over HTTPS, as
an LLM is in production, with a certificate made for the run (openssl) that the function trusts through
the TLS registry (QUARKUS_TLS_LLM_TRUST_STORE_PEM_CERTS), as it would a company's CA bundle: a native
image without native SSL fails there. It answers with the replies of events/direct/<f>.llm.json, and
only to the API key that the Runtime API server hands out as the AWS Parameters and Secrets extension
would (OUTPUTGUARD_LLM_API_KEY_SECRET_ARN): the path infra/ sets up for the key is exercised too.

  direct  one process per function (QUARKUS_FUNQY_EXPORT=<function>), each against its own
          stand-in Runtime API: events/direct/<f>.json must answer events/direct/<f>.expected.json;
          an unknown field must be a Lambda error of type InvalidRequestException naming it. (One
          server for all would let a killed runtime's pending GET /invocation/next take the next
          function's event.)
  http    one process: events/http/<f>.json must answer 200 like direct invoke, <f>.base64-body.json
          too, <f>.malformed-body.json and <f>.missing-field.json the 400 contract.

Usage: lambda_smoke.py --flavour direct|http --zip target-lambda/function.zip [--ric ric.jar]
Prints 'N passed, M failed' and exits non-zero on any failure. Standard library only.
"""
import argparse
import base64
import json
import os
import queue
import ssl
import subprocess
import sys
import tempfile
import threading
import urllib.parse
import uuid
import zipfile
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

EVENTS = Path(__file__).resolve().parents[2] / "src" / "test" / "resources" / "events"
PREFIX = "/2018-06-01/runtime/"
WAIT_SECONDS = 90
SESSION_TOKEN = "smoke-session-token"
SECRET_ARN = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:outputguard/llm-api-key-Smoke1"
LLM_KEY = "smoke-llm-key"
# The handlers infra/main.tf configures for runtime = "jvm".
JVM_HANDLERS = {
    "direct": "dev.outputguard.lambda.direct.StreamHandler::handleRequest",
    "http": "io.quarkus.amazon.lambda.runtime.QuarkusStreamHandler::handleRequest",
}


class Handler(BaseHTTPRequestHandler):
    """What both stand-in servers share: quiet, and each reply sent whole with its length."""

    def log_message(self, *args):
        pass

    def reply(self, status, body, content_type=None):
        try:
            self.send_response(status)
            # These servers speak HTTP/1.0 and close each connection after its reply. Said outright, so that a
            # client which pools connections never sends its next request down one a server has just closed.
            self.send_header("Connection", "close")
            if content_type:
                self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError, ssl.SSLError):
            pass  # the client did not wait for the reply


class RuntimeApi:
    """Hands out queued events on /invocation/next and collects what the function answers."""

    def __init__(self):
        self.events = queue.Queue()
        self.llm_replies = queue.Queue()
        self.results = {}
        self.done = threading.Condition()
        self.init_error = None
        api = self

        class RuntimeHandler(Handler):
            def do_GET(self):
                if self.path.startswith("/secretsmanager/get?"):
                    return self.secret()
                if self.path != PREFIX + "invocation/next":
                    return self.reply(404, b"")
                event = api.events.get()
                if event is None:  # closed: wake the next waiting poll too, answer none
                    api.events.put(None)
                    return
                request_id, body = event
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Lambda-Runtime-Aws-Request-Id", request_id)
                self.send_header("Lambda-Runtime-Deadline-Ms", "99999999999999")
                self.send_header("Lambda-Runtime-Invoked-Function-Arn",
                                 "arn:aws:lambda:eu-west-1:123456789012:function:outputguard-smoke")
                self.send_header("Lambda-Runtime-Trace-Id", "Root=1-00000000-000000000000000000000000")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                data = self.rfile.read(length) if length else b""
                parts = self.path[len(PREFIX):].split("/")
                if parts[0] == "init":
                    api.init_error = data.decode("utf-8", "replace")
                    with api.done:
                        api.done.notify_all()
                elif parts[0] == "invocation" and len(parts) == 3:
                    with api.done:
                        api.results[parts[1]] = (parts[2], data.decode("utf-8"))
                        api.done.notify_all()
                self.reply(202, b"")

            def secret(self):
                """As the Parameters and Secrets extension: the function's session token opens it."""
                if self.headers.get("X-Aws-Parameters-Secrets-Token") != SESSION_TOKEN:
                    return self.reply(401, b"missing or wrong X-Aws-Parameters-Secrets-Token")
                if urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query).get("secretId") != [SECRET_ARN]:
                    return self.reply(404, b"ResourceNotFoundException")
                body = json.dumps({"ARN": SECRET_ARN, "Name": "outputguard/llm-api-key", "SecretString": LLM_KEY})
                self.reply(200, body.encode("utf-8"), "application/json")

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), RuntimeHandler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.llm = HttpsLlm(self.llm_replies)

    def close(self):
        """Stops the server; a poll still waiting on /invocation/next gets no event, only a closed socket."""
        self.events.put(None)
        self.server.shutdown()
        self.server.server_close()
        self.llm.close()

    @property
    def address(self):
        return "127.0.0.1:%d" % self.server.server_address[1]

    def invoke(self, payload, process):
        """Returns ('response' | 'error', text) once the function answered."""
        request_id = str(uuid.uuid4())
        self.events.put((request_id, payload.encode("utf-8")))
        with self.done:
            for _ in range(WAIT_SECONDS * 10):
                if request_id in self.results or self.init_error or process.poll() is not None:
                    break
                self.done.wait(0.1)
        if self.init_error:
            raise AssertionError("init error: " + self.init_error)
        if request_id not in self.results:
            self.drain()
            if process.poll() is not None:
                raise AssertionError("the function exited with code %d" % process.returncode)
            raise AssertionError("no answer within %d s" % WAIT_SECONDS)
        return self.results.pop(request_id)

    def script_llm(self, function):
        """Queues the assistant replies of events/direct/<function>.llm.json, if any."""
        while not self.llm_replies.empty():
            self.llm_replies.get_nowait()
        replies = EVENTS / "direct" / (function + ".llm.json")
        if replies.exists():
            for reply in json.loads(replies.read_text(encoding="utf-8")):
                self.llm_replies.put(reply if isinstance(reply, str) else json.dumps(reply))
        return replies.exists()

    def assert_llm_called(self, scripted, calls_before):
        """A function with scripted replies answered after calling the LLM over HTTPS."""
        assert not scripted or self.llm.calls > calls_before, "the function answered without calling the HTTPS LLM"

    def drain(self):
        """Drops an event nobody took, so that the next process does not get it."""
        while not self.events.empty():
            self.events.get_nowait()


class HttpsLlm:
    """The scripted OpenAI-compatible endpoint, over HTTPS with a certificate for localhost made for this run."""

    certificate = None  # (cert.pem, key.pem), made once per run

    def __init__(self, replies):
        self.calls = 0
        llm = self

        class LlmHandler(Handler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                if length:
                    self.rfile.read(length)
                if self.path != "/v1/chat/completions":
                    return self.reply(404, b"")
                llm.calls += 1
                if self.headers.get("Authorization") != "Bearer " + LLM_KEY:
                    return self.reply(401, b'{"error":{"message":"bad API key","type":"invalid_request_error"}}')
                try:
                    content = replies.get_nowait()
                except queue.Empty:
                    return self.reply(400, b'{"error":{"message":"no scripted reply left","type":"invalid_request_error"}}')
                completion = {"id": "chatcmpl-smoke", "object": "chat.completion", "model": "smoke",
                              "choices": [{"index": 0, "finish_reason": "stop",
                                           "message": {"role": "assistant", "content": content}}],
                              "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120}}
                self.reply(200, json.dumps(completion).encode("utf-8"), "application/json")

        cert, key = HttpsLlm.make_certificate()
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), LlmHandler)
        self.server.daemon_threads = True
        self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @classmethod
    def make_certificate(cls):
        if cls.certificate is None:
            folder = tempfile.mkdtemp(prefix="smoke-llm-tls-")
            cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
            subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                            "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost",
                            "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            cls.certificate = (cert, key)
        return cls.certificate

    @property
    def base_url(self):
        return "https://localhost:%d/v1" % self.server.server_address[1]

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def answer_contains(expected, answer):
    """contains() on a whole answer; a mismatch shows the answer too (its warnings say why a retry failed)."""
    try:
        contains(expected, answer)
    except AssertionError as e:
        raise AssertionError("%s; the answer: %s" % (e, json.dumps(answer, ensure_ascii=False)[:1000])) from None


def contains(expected, actual, path="$"):
    if isinstance(expected, dict):
        assert isinstance(actual, dict), "%s: expected an object, got %r" % (path, actual)
        for k, v in expected.items():
            assert k in actual, "%s.%s missing in %r" % (path, k, actual)
            contains(v, actual[k], path + "." + k)
    elif isinstance(expected, list):
        assert isinstance(actual, list) and len(actual) == len(expected), "%s: %r != %r" % (path, actual, expected)
        for i, (e, a) in enumerate(zip(expected, actual)):
            contains(e, a, "%s[%d]" % (path, i))
    else:
        assert expected == actual, "%s: expected %r, got %r" % (path, expected, actual)


def start(command, task_root, api, env_extra):
    env = dict(os.environ, AWS_LAMBDA_RUNTIME_API=api.address, LAMBDA_TASK_ROOT=str(task_root),
               OUTPUTGUARD_LLM_BASE_URL=api.llm.base_url, OUTPUTGUARD_LLM_RETRY_MAX_ATTEMPTS="1",
               QUARKUS_TLS_LLM_TRUST_STORE_PEM_CERTS=HttpsLlm.make_certificate()[0],
               OUTPUTGUARD_LLM_API_KEY_SECRET_ARN=SECRET_ARN, AWS_SESSION_TOKEN=SESSION_TOKEN,
               PARAMETERS_SECRETS_EXTENSION_HTTP_PORT=str(api.server.server_address[1]),
               AWS_LAMBDA_FUNCTION_NAME="outputguard-smoke", AWS_LAMBDA_FUNCTION_MEMORY_SIZE="512",
               AWS_REGION="eu-west-1", **env_extra)
    return subprocess.Popen(command, env=env, stdout=sys.stderr, stderr=sys.stderr)


def direct_cases(command, task_root, check):
    for payload_file in sorted((EVENTS / "direct").glob("*.json")):
        if payload_file.name.endswith((".expected.json", ".llm.json")):
            continue
        function = payload_file.stem
        api = RuntimeApi()
        process = start(command, task_root, api, {"QUARKUS_FUNQY_EXPORT": function})
        try:
            payload = payload_file.read_text(encoding="utf-8")
            expected = json.loads((EVENTS / "direct" / (function + ".expected.json")).read_text(encoding="utf-8"))

            def answers():
                scripted, calls = api.script_llm(function), api.llm.calls
                kind, text = api.invoke(payload, process)
                assert kind == "response", text
                answer_contains(expected, json.loads(text))
                api.assert_llm_called(scripted, calls)

            def unknown_field_is_error():
                body = json.loads(payload)
                body["mdoe"] = "repair"
                kind, text = api.invoke(json.dumps(body), process)
                error = json.loads(text)
                assert kind == "error", text
                assert error["errorType"].endswith("InvalidRequestException"), text
                assert "'mdoe'" in error["errorMessage"], text

            check("direct %s answers its payload" % function, answers)
            check("direct %s rejects an unknown field" % function, unknown_field_is_error)
        finally:
            process.kill()
            process.wait()
            api.close()


HTTP_CASES = {None: 200, "base64-body": 200, "malformed-body": 400, "missing-field": 400, "remote-ref-schema": 400}


def http_cases(command, task_root, check):
    api = RuntimeApi()
    process = start(command, task_root, api, {})
    try:
        for event_file in sorted((EVENTS / "http").glob("*.json")):
            function, _, case = event_file.stem.partition(".")
            expected_status = HTTP_CASES[case or None]

            def answers(event_file=event_file, function=function, expected_status=expected_status):
                scripted, calls = api.script_llm(function), api.llm.calls
                kind, text = api.invoke(event_file.read_text(encoding="utf-8"), process)
                assert kind == "response", text
                response = json.loads(text)
                assert response["statusCode"] == expected_status, text
                body = response.get("body") or ""
                if response.get("isBase64Encoded"):
                    body = base64.b64decode(body).decode("utf-8")
                body = json.loads(body)
                if expected_status == 200:
                    answer_contains(json.loads((EVENTS / "direct" / (function + ".expected.json")).read_text(encoding="utf-8")), body)
                    api.assert_llm_called(scripted, calls)
                else:
                    assert body["error"]["code"] == "INVALID_REQUEST", body

            check("http %s -> %d" % (event_file.name, expected_status), answers)
    finally:
        process.kill()
        process.wait()
        api.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--flavour", choices=["direct", "http"], required=True)
    parser.add_argument("--zip", required=True, help="the function.zip to run")
    parser.add_argument("--ric", help="class path of the AWS Lambda Java runtime interface client (with "
                        "aws-lambda-java-core and -serialization): run a JVM zip as the java21 runtime does")
    args = parser.parse_args()

    results = {"passed": 0, "failed": 0}

    def check(name, test):
        try:
            test()
            results["passed"] += 1
            print("PASS " + name, flush=True)
        except AssertionError as e:
            results["failed"] += 1
            print("FAIL %s: %s" % (name, e), flush=True)

    with tempfile.TemporaryDirectory() as task_root:
        with zipfile.ZipFile(args.zip) as z:
            z.extractall(task_root)
        if args.ric:
            # As the java21 runtime: the zip's root and lib/ on the class path, the handler as argument.
            class_path = os.pathsep.join([args.ric, task_root, os.path.join(task_root, "lib", "*")])
            command = ["java", "-cp", class_path, "com.amazonaws.services.lambda.runtime.api.client.AWSLambda",
                       JVM_HANDLERS[args.flavour]]
        else:
            bootstrap = Path(task_root) / "bootstrap"
            bootstrap.chmod(0o755)
            command = [str(bootstrap)]
        (direct_cases if args.flavour == "direct" else http_cases)(command, task_root, check)

    print("%d passed, %d failed" % (results["passed"], results["failed"]))
    return 1 if results["failed"] or not results["passed"] else 0


if __name__ == "__main__":
    sys.exit(main())
