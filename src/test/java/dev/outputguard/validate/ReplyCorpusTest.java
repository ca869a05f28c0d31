package dev.outputguard.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.sanitize.SanitizeReport;
import dev.outputguard.sanitize.SourceJson;

/**
 * Replies the way real models answer the translate prompt ({@code {"translation": ..., "termSuggestions": [...]}}):
 * OpenAI's JSON mode, Claude's fenced answer with a sentence around it, Gemini's {@code ```JSON} fence, Llama's
 * preface, a reasoning model's {@code <think>} block, Mistral's escaped underscores, truncation, refusals, wrong
 * keys, array and string wrappers, JSON nested in the translation. Each case states what a user of the service needs:
 * <ul>
 * <li>accepted: valid, with exactly the translation the model meant, and sanitize-output finds no JSON in it;</li>
 * <li>rejected: invalid with a code from the set given, and a message that names the field, so a retry prompt
 * can say what to fix.</li>
 * </ul>
 * The translation texts are written here, as the model meant them; the replies are built from them.
 */
public class ReplyCorpusTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final ResponseValidator validator = new ResponseValidator(new JsonExtractor());
    private final OutputSanitizer sanitizer = new OutputSanitizer();

    /** What the service must do with one reply. */
    public sealed interface Expect permits Accepted, Rejected {
    }

    /** Valid, with this field text, and no JSON in text in it. */
    public record Accepted(String content) implements Expect {
    }

    /** Invalid with one of these codes. */
    public record Rejected(Set<ValidationCode> codes) implements Expect {
    }

    /** One reply of the corpus: {@code source} the text it translates, when the check is told it (else null). */
    public record Case(String id, String reply, ReplyKind kind, String source, Expect expect) {
        @Override
        public String toString() {
            return id;
        }
    }

    /** A JSON string literal holding {@code s}, as a model's JSON encoder writes it. */
    static String j(String s) {
        try {
            return MAPPER.writeValueAsString(s);
        } catch (JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }

    /** The reply the prompt asks for, on one line. */
    static String reply(String translation) {
        return "{\"translation\": " + j(translation) + ", \"termSuggestions\": []}";
    }

    static Accepted ok(String content) {
        return new Accepted(content);
    }

    static Rejected no(ValidationCode... codes) {
        return new Rejected(EnumSet.copyOf(List.of(codes)));
    }

    static Case c(String id, String reply, Expect expect) {
        return new Case(id, reply, ReplyKind.TRANSLATION, null, expect);
    }

    static Case withSource(String id, String reply, String source, Expect expect) {
        return new Case(id, reply, ReplyKind.TRANSLATION, source, expect);
    }

    static Case patch(String id, String reply, String source, Expect expect) {
        return new Case(id, reply, ReplyKind.REVISION_PATCH, source, expect);
    }

    private static final String JA = "こんにちは、世界！";
    private static final String MD_JA = "## インストール\n\n1. リポジトリをクローンします。\n2. `make install` を実行します。\n\n"
            + "**注意:** 詳しくは [ドキュメント](https://example.com/docs) を参照してください。";
    private static final String TERMS = "[{\"source\": \"pull request\", \"target\": \"プルリクエスト\", \"note\": \"IT用語\"}]";

    /** Every reply of the corpus, also read by translate's differential test of streamed replies. */
    public static Stream<Case> corpus() {
        List<Case> cases = new ArrayList<>();
        // --- well-formed answers in the shapes models write them -------------------------------------------------
        cases.add(c("gpt-4o json mode, compact", "{\"translation\":\"" + JA + "\",\"termSuggestions\":[]}", ok(JA)));
        cases.add(c("gpt-4.1 pretty-printed with a term",
                "{\n  \"translation\": " + j(MD_JA) + ",\n  \"termSuggestions\": " + TERMS + "\n}", ok(MD_JA)));
        cases.add(c("claude sentence then ```json fence",
                "Here's the translation:\n\n```json\n" + reply(JA) + "\n```", ok(JA)));
        cases.add(c("claude fence then a note after it",
                "```json\n{\n  \"translation\": " + j(MD_JA) + ",\n  \"termSuggestions\": []\n}\n```\n\n"
                        + "Note: I kept \"README\" in English, as is common in Japanese technical writing.", ok(MD_JA)));
        cases.add(c("gemini ```JSON fence in upper case", "```JSON\n" + reply(JA) + "\n```\n", ok(JA)));
        cases.add(c("gemini info string leaked without backticks", "json\n" + reply(JA), ok(JA)));
        cases.add(c("llama 3 preface, bare object",
                "Here is the translation in JSON format:\n\n" + reply(JA) + "\n\nLet me know if you need anything else!",
                ok(JA)));
        cases.add(c("llama 3 fence without info string", "```\n" + reply(JA) + "\n```", ok(JA)));
        cases.add(c("mistral trailing sentence", reply("Bonjour le monde !") + "\n\nI hope this helps!",
                ok("Bonjour le monde !")));
        cases.add(c("deepseek-r1 <think> with a draft, then the answer",
                "<think>\nThe user wants Japanese. A first draft: {\"translation\": \"こんにちは世界\"}. "
                        + "Better to add the exclamation mark.\n</think>\n\n" + reply(JA), ok(JA)));
        cases.add(c("qwen3 empty <think> block", "<think>\n\n</think>\n\n" + reply("你好，世界！"), ok("你好，世界！")));
        cases.add(c("deepseek-r1 opening <think> in the chat template",
                "Okay, let me translate this into Japanese.\n</think>\n\n```json\n" + reply(JA) + "\n```", ok(JA)));
        cases.add(c("reasoning model drafts a fenced reply while thinking",
                "<think>\n```json\n{\"translation\": \"下書き\"}\n```\nNo, polish it.\n</think>\n```json\n"
                        + reply("最終訳") + "\n```", ok("最終訳")));
        cases.add(c("escaped newlines: Markdown, list, link", reply(MD_JA), ok(MD_JA)));
        String withCode = "次のコマンドを実行します:\n\n```bash\ncurl -s localhost:8080/health\n```\n\n結果は `{\"status\": \"UP\"}` です。";
        cases.add(c("fenced code and inline code inside the translation", reply(withCode), ok(withCode)));
        String jsonExample = "設定ファイルの例:\n\n```json\n{\n  \"translation\": \"サンプル\",\n  \"port\": 8080\n}\n```\n\n以上です。";
        cases.add(c("translation shows a fenced JSON example with a translation key", "```json\n" + reply(jsonExample) + "\n```",
                ok(jsonExample)));
        String inline = "JSON オブジェクトは {\"name\": \"Alice\"} のように書きます。";
        cases.add(c("translation explains JSON inside a sentence", reply(inline), ok(inline)));
        String ownLine = "例:\n{\"name\": \"Alice\"}\nこのオブジェクトにはキーが一つあります。";
        cases.add(withSource("translation explains JSON on its own line, source known", reply(ownLine),
                "Example:\n{\"name\": \"Alice\"}\nThis object has one key.", ok(ownLine)));
        cases.add(c("echoed source beside the translation", "{\"source\": \"Hello, world!\", \"translation\": \"" + JA
                + "\", \"termSuggestions\": []}", ok(JA)));
        cases.add(c("termSuggestions before translation", "{\"termSuggestions\": " + TERMS + ", \"translation\": \"" + JA
                + "\"}", ok(JA)));
        cases.add(c("gemini unicode escapes", "{\"translation\": \"\\u3053\\u3093\\u306b\\u3061\\u306f\"}", ok("こんにちは")));
        cases.add(c("german with escaped quotes", reply("Er sagte: \"Hallo, Welt!\""), ok("Er sagte: \"Hallo, Welt!\"")));
        cases.add(c("french guillemets and apostrophes", reply("L'application affiche « Bonjour » à l'écran."),
                ok("L'application affiche « Bonjour » à l'écran.")));
        cases.add(c("korean", reply("안녕하세요, 세계!"), ok("안녕하세요, 세계!")));
        cases.add(c("termSuggestions as plain strings", "{\"translation\": \"" + JA + "\", \"termSuggestions\": [\"API\", \"SDK\"]}",
                ok(JA)));
        cases.add(c("termSuggestions as a map", "{\"translation\": \"" + JA + "\", \"termSuggestions\": {\"API\": \"API\"}}", ok(JA)));
        cases.add(c("termSuggestions items with their own translation key",
                "{\"translation\": \"" + JA + "\", \"termSuggestions\": [{\"term\": \"world\", \"translation\": \"世界\"}]}", ok(JA)));
        cases.add(c("extra keys: notes, confidence", "{\"translation\": \"" + JA
                + "\", \"notes\": \"Polite form used.\", \"confidence\": 0.92, \"termSuggestions\": []}", ok(JA)));
        cases.add(c("terms in a second object", reply(JA) + "\n{\"termSuggestions\": " + TERMS + "}", ok(JA)));
        cases.add(c("plain translation, then the JSON", JA + "\n\n" + reply(JA), ok(JA)));
        String placeholders = "{count} 件のファイルを {{folder}} に移動しました。{user} さん、ありがとうございます。";
        cases.add(c("ICU and Mustache placeholders", reply(placeholders), ok(placeholders)));
        String lineStartsWithPlaceholder = "{name} さんが \"保存\" をクリックしました。\n{count}: 3 件";
        cases.add(c("line starting with a placeholder", reply(lineStartsWithPlaceholder), ok(lineStartsWithPlaceholder)));
        cases.add(withSource("handlebars triple-stash the source has", reply("本文: {{{body}}}"), "Body: {{{body}}}",
                ok("本文: {{{body}}}")));
        cases.add(c("real line breaks inside the JSON string (llama, mistral)",
                "{\n  \"translation\": \"一行目です。\n二行目です。\",\n  \"termSuggestions\": []\n}", ok("一行目です。\n二行目です。")));
        cases.add(c("the same answer bare, then again in a fence", reply(JA) + "\n\nAs a code block:\n```json\n" + reply(JA) + "\n```",
                ok(JA)));
        cases.add(c("a second, different answer in a second fence: the first fenced one is taken",
                "```json\n" + reply(JA) + "\n```\n\nOr, more casually:\n```json\n" + reply("やあ、世界！") + "\n```", ok(JA)));
        cases.add(c("~~~json fence", "~~~json\n" + reply(JA) + "\n~~~", ok(JA)));
        cases.add(c("claude bold headings around the fence", "**Translation:**\n\n```json\n" + reply(JA)
                + "\n```\n\n**Term suggestions:** none", ok(JA)));
        cases.add(c("BOM and leading blank lines", "\uFEFF\n\n" + reply(JA), ok(JA)));
        cases.add(c("empty translation (validate-response cannot know the source)", reply(""), ok("")));
        String code = "printf(\"%s\\n\", name) を C:\\Users\\new で実行します。";
        cases.add(withSource("escapes and a Windows path the source spells too", reply(code),
                "Run printf(\"%s\\n\", name) in C:\\Users\\new.", ok(code)));
        String diff = "--- a/README.md\n+++ b/README.md\n@@ -3,1 +3,1 @@\n-サービスを再起動します。\n+サービスを再起動し、ログを確認します。\n";
        cases.add(patch("revision patch, fenced", "```json\n{\"targetPatch\": " + j(diff) + ", \"termSuggestions\": []}\n```", null,
                ok(diff)));
        String jsonPatch = "--- a/config.json\n+++ b/config.json\n@@ -1,3 +1,3 @@\n {\n-  \"lang\": \"en\"\n+  \"lang\": \"ja\"\n }\n";
        cases.add(patch("revision patch of a JSON file, source known", "{\"targetPatch\": " + j(jsonPatch) + "}",
                "--- a/config.json\n+++ b/config.json\n@@ -1,3 +1,3 @@\n {\n-  \"lang\": \"de\"\n+  \"lang\": \"en\"\n }\n",
                ok(jsonPatch)));

        // --- broken answers: each must be rejected with a code a retry can act on --------------------------------
        cases.add(c("refusal in prose", "I'm sorry, but I can't help with translating this content.",
                no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("truncated in the translation (max_tokens)",
                "{\"translation\": \"長い文書の翻訳です。第一章では、システムの概要を説明し", no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("truncated in termSuggestions inside a fence",
                "```json\n{\"translation\": \"" + JA + "\", \"termSuggestions\": [{\"source\": \"world\", \"tar",
                no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("truncated after a closed <think>, the draft inside must not count",
                "<think>\nDraft: {\"translation\": \"下書き\"}\n</think>\n{\"translation\": \"最終",
                no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("cut off while thinking, a draft inside the unclosed <think>",
                "<think>\nThe user wants Japanese. Draft: {\"translation\": \"下書き\"}\nHmm, but the tone should be",
                no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("key in another case", "{\"Translation\": \"" + JA + "\"}", no(ValidationCode.MISSING_REQUIRED_FIELD)));
        cases.add(c("key translated_text", "{\"translated_text\": \"" + JA + "\"}", no(ValidationCode.MISSING_REQUIRED_FIELD)));
        cases.add(c("key in Japanese", "{\"翻訳\": \"" + JA + "\"}", no(ValidationCode.MISSING_REQUIRED_FIELD)));
        cases.add(c("reply wrapped in another object", "{\"response\": " + reply(JA) + "}",
                no(ValidationCode.MISSING_REQUIRED_FIELD)));
        cases.add(c("array wrapper", "[" + reply(JA) + "]", no(ValidationCode.INVALID_FIELD_TYPE)));
        cases.add(c("array wrapper in a fence", "```json\n[\n  " + reply(JA) + "\n]\n```", no(ValidationCode.INVALID_FIELD_TYPE)));
        cases.add(c("double-encoded: the reply is a JSON string", j(reply(JA)), no(ValidationCode.INVALID_FIELD_TYPE,
                ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("double-encoded: the wrapper inside the field", reply(reply(JA)), no(ValidationCode.JSON_IN_CONTENT)));
        cases.add(c("the field holds a fenced copy of the reply", reply("```json\n" + reply(JA) + "\n```"),
                no(ValidationCode.JSON_IN_CONTENT)));
        cases.add(c("escaped JSON inside the field", reply("{\\\"text\\\": \\\"" + JA + "\\\"}"),
                no(ValidationCode.JSON_IN_CONTENT)));
        cases.add(c("a note object appended to the translation", reply(JA + "\n{\"note\": \"丁寧語で訳しました\"}"),
                no(ValidationCode.JSON_IN_CONTENT)));
        cases.add(c("trailing comma after a term that has its own translation key",
                "{\"translation\": \"" + JA + "\", \"termSuggestions\": [{\"term\": \"world\", \"translation\": \"世界\"},]}",
                no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("trailing comma in a pretty-printed termSuggestions",
                "```json\n{\n  \"translation\": \"" + JA + "\",\n  \"termSuggestions\": [\n    {\"source\": \"world\", \"target\": \"世界\"},\n  ]\n}\n```",
                no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("the field written twice in one object", "{\"translation\": \"こんにちは。\", \"translation\": \"やあ！\"}",
                no(ValidationCode.MULTIPLE_JSON)));
        cases.add(c("the format echoed with a placeholder before the answer",
                "Here is the response in the format {\"translation\": \"<translated text>\"}:\n\n" + reply(JA),
                no(ValidationCode.MULTIPLE_JSON)));
        cases.add(withSource("gpt-4o-mini escapes the quotes twice, source known",
                "{\"translation\": \"彼は\\\\\\\"はい\\\\\\\"と言った\", \"termSuggestions\": []}", "He said \"yes\".",
                no(ValidationCode.ESCAPE_RESIDUE)));
        cases.add(withSource("llama doubles the line breaks, source known", "{\"translation\": \"一行目です。\\\\n二行目です。\"}",
                "Line one.\nLine two.", no(ValidationCode.ESCAPE_RESIDUE)));
        cases.add(withSource("qwen closes the string early: termSuggestions inside the text, source known",
                "{\"translation\": \"こんにちは\\\", \\\"termSuggestions\\\": []\"}", "Hello", no(ValidationCode.LEAKED_MEMBER)));
        cases.add(withSource("gemini flash: a note member inside the text, pretty-printed, source known",
                "{\n  \"translation\": \"こんにちは\\\",\\n  \\\"note\\\": \\\"丁寧語\"\n}", "Hello",
                no(ValidationCode.LEAKED_MEMBER)));
        cases.add(c("python dict with single quotes", "{'translation': '" + JA + "', 'termSuggestions': []}",
                no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("mistral escapes underscores", "{\"translation\": \"ファイル config\\_file.yaml を開きます\"}",
                no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("a comment inside the object", "{\n  // the Japanese translation\n  \"translation\": \"" + JA + "\"\n}",
                no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("trailing comma", "{\"translation\": \"" + JA + "\", \"termSuggestions\": [],}",
                no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(c("two alternatives in prose", "Formal:\n" + reply("こんにちは。") + "\nCasual:\n" + reply("やあ！"),
                no(ValidationCode.MULTIPLE_JSON)));
        cases.add(c("translation as an object", "{\"translation\": {\"ja\": \"" + JA + "\"}}", no(ValidationCode.NESTED_JSON)));
        cases.add(c("translation as an array of paragraphs", "{\"translation\": [\"第一段落。\", \"第二段落。\"]}",
                no(ValidationCode.NESTED_JSON)));
        cases.add(c("refusal inside JSON: translation null",
                "{\"translation\": null, \"error\": \"I can't translate this content.\"}", no(ValidationCode.INVALID_FIELD_TYPE)));
        cases.add(c("XML tags instead of JSON", "<translation>" + JA + "</translation>", no(ValidationCode.JSON_PARSE_ERROR)));
        cases.add(patch("patch without a hunk", "{\"targetPatch\": \"新しい段落を追加しました\"}", null,
                no(ValidationCode.INVALID_PATCH)));
        cases.add(patch("patch in translation's key", "{\"translation\": " + j(diff) + "}", null,
                no(ValidationCode.MISSING_REQUIRED_FIELD)));
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void reply_isJudgedAsAUserNeedsIt(Case c) {
        SourceJson source = c.source() == null ? SourceJson.NONE : SourceJson.of(c.source());
        Validation result = validator.validate(c.reply(), c.kind(), source);
        switch (c.expect()) {
            case Accepted accepted -> {
                Validation.Valid valid = assertInstanceOf(Validation.Valid.class, result, () -> "expected valid: " + result);
                assertEquals(accepted.content(), valid.content());
                SanitizeReport report = sanitizer.sanitize(valid.content(),
                        c.source() == null ? SourceJson.NONE : SourceJson.of(c.source()));
                assertFalse(report.jsonDetected(), () -> "sanitize-output flags an accepted translation: " + report.warnings());
            }
            case Rejected rejected -> {
                ValidationError error = assertInstanceOf(Validation.Invalid.class, result,
                        () -> "expected one of " + rejected.codes() + ", got " + result).error();
                assertTrue(rejected.codes().contains(error.code()), () -> "got " + error.code() + ": " + error.message());
                assertTrue(error.message().contains(c.kind().field()), () -> "message names no field: " + error.message());
            }
        }
    }
}
