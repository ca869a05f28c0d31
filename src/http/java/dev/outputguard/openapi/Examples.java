package dev.outputguard.openapi;

import java.util.List;

/**
 * The request examples of the OpenAPI document: the README's example of each function (its curl command's body),
 * written once more here because the app cannot read the README; {@code OpenApiExamplesTest} holds the two to each
 * other, and the page to try the functions on (/try/) offers these. Each answers as the README shows (the functions
 * that call an LLM in dev mode, from its stand-in).
 */
final class Examples {

    /** One example: the function, an id unique to it, a one-line summary, and the request body. */
    record Example(String function, String id, String summary, String json) {
    }

    private Examples() {
    }

    static final List<Example> ALL = List.of(
            example("extract-json", "fenced", "A fenced object in prose, numbers exact", """
                    {"text": "Sure! Here it is:\\n```json\\n{\\"genre\\": \\"engineering\\", \\"id\\": 12345678901234567890, \\"tags\\": [\\"a\\", \\"b\\"]}\\n```\\nHope that helps."}"""),
            example("extract-json", "repair", "Repair mode on what models break", """
                    {"text": "{'title': 'Q3', done: True, // note\\n \\"tags\\": [\\"a\\", \\"b\\",]", "mode": "repair"}"""),
            example("extract-json", "coerce", "A schema and coerce: the right data in a slightly wrong shape", """
                    {"text": "Sure! Here it is:\\n```json\\n{\\"result\\": {\\"Title\\": \\"Q3\\", \\"items\\": [{\\"name\\": \\"pen\\", \\"price\\": \\"$1.50\\", \\"qty\\": \\"10\\"}], \\"status\\": \\"**Approved**\\", \\"tags\\": \\"office\\"}}\\n```", "schema": {"type": "object", "required": ["title", "items", "status"], "properties": {"title": {"type": "string"}, "items": {"type": "array", "items": {"type": "object", "required": ["name", "price", "qty"], "properties": {"name": {"type": "string"}, "price": {"type": "number", "minimum": 0}, "qty": {"type": "integer", "minimum": 1}}}}, "status": {"enum": ["approved", "rejected"]}, "tags": {"type": "array", "items": {"type": "string"}}}}, "coerce": true}"""),
            example("extract-json", "enum", "A schema whose root is an enum: the value read from prose", """
                    {"text": "The sentiment is **Positive**.", "schema": {"enum": ["positive", "negative", "neutral"]}, "coerce": true}"""),
            example("validate-response", "nested", "A translation field that holds nested JSON", """
                    {"text": "{\\"translation\\": {\\"text\\": \\"翻訳\\"}}"}"""),
            example("sanitize-output", "wrapper", "A leaked reply wrapper; the fenced example is content", """
                    {"text": "翻訳結果: {\\"translation\\": \\"こんにちは\\"}\\n```json\\n{\\"example\\": 1}\\n```"}"""),
            example("review-decision", "marker", "A PASS in prose; the final marker decides", """
                    {"reviewText": "再度レビューを実施し、PASS判定が可能になります\\n最終判定: FAIL"}"""),
            example("extract-terminal-response", "choice", "A Claude Code buffer waiting on a choice", """
                    {"buffer": "\\u001b[1m> delete the temp files\\u001b[0m\\n\\n⏺ I will run rm -rf ./tmp\\n\\n Do you want to proceed?\\n \\u001b[36m❯ 1. Yes\\u001b[0m\\n   2. No, and tell Claude what to do differently\\n", "lastCapturedLine": 0, "cliTool": "claude"}"""),
            example("translate", "retry", "The first reply lacks the translation key; the retry is correct", """
                    {"text": "Edit `config.yaml` and restart the service:\\n\\n```sh\\nsystemctl restart outputguard\\n```\\n\\nPlease open a pull request.", "sourceLang": "English", "targetLang": "Japanese", "context": {"glossary": [{"source": "pull request", "target": "プルリクエスト"}], "instructions": "Use the polite form."}}"""),
            example("translate-revision-patch", "patch", "A unified diff translated to apply to the target document", """
                    {"sourcePatch": "--- a/README.md\\n+++ b/README.md\\n@@ -3,1 +3,1 @@\\n-Restart the service.\\n+Restart the service and check the logs.\\n", "targetDocument": "# セットアップ\\n\\nサービスを再起動します。\\n", "sourceLang": "English", "targetLang": "Japanese"}"""),
            example("review-cycle", "revise", "FAIL, a revision, PASS", """
                    {"phase": "planning", "document": "# Release plan\\n\\n1. Freeze the branch (owner: Aiko).\\n2. Tag v1.4.", "criteria": "Every step names an owner.", "maxRevisions": 3}"""),
            example("complete-json", "coerce", "A price written as a string, aligned with the schema; the answer streamed as"
                    + " server-sent events", """
                    {"stream": true, "prompt": "List the Q3 office supplies order: a pen at 1.50 and paper at 4.20.", "schema": {"type": "object", "required": ["title", "items"], "properties": {"title": {"type": "string"}, "items": {"type": "array", "minItems": 1, "items": {"type": "object", "required": ["name", "price"], "properties": {"name": {"type": "string"}, "price": {"type": "number", "minimum": 0}}}}}}}"""));

    private static Example example(String function, String id, String summary, String json) {
        return new Example(function, id, summary, json.strip());
    }
}
