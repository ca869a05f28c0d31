package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.extension.RegisterExtension;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.Alignment;
import dev.outputguard.align.SchemaAligner;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.Limits;
import dev.outputguard.review.DecisionSource;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.review.ReviewDecision;
import dev.outputguard.review.Verdict;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.text.Nfkc;
import dev.outputguard.text.Spelling;

/**
 * Any decoration of a value (docs/assertion.md): the value is the answer only where it stands plainly, else there is
 * none. A value written with only the decorations that keep it (case, emphasis, quotes, code ticks, a final period
 * or {@code !}, a neutral remark after a separator) is that value, in an enum field and after a review's marker;
 * written with anything else before it, or with a mark that takes it back anywhere (a question mark, a
 * strike-through, a crossing emoji), it is never the value: the aligner refuses, review-decision fails.
 */
class AssertionFuzzTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonSchemas SCHEMAS = new JsonSchemas(Limits.DEFAULT);
    private static final SchemaAligner ALIGNER = new SchemaAligner(Limits.DEFAULT);
    private static final ReviewDecider DECIDER = new ReviewDecider(new JsonExtractor());
    private static final CompiledSchema VERDICT = SCHEMAS.compile(object(
            "{\"type\": \"object\", \"properties\": {\"v\": {\"enum\": [\"pass\", \"fail\", \"in_progress\"]}}}"));
    private static final List<String> VALUES = List.of("pass", "fail", "in_progress");
    @RegisterExtension
    static final QuietLogs LOGS = QuietLogs.of(ReviewDecider.class);

    /** Decorations that keep a value, as pairs around it. */
    private static final List<String[]> KEEP_AROUND = List.of(new String[] { "", "" }, new String[] { "**", "**" },
            new String[] { "__", "__" }, new String[] { "`", "`" }, new String[] { "\"", "\"" }, new String[] { "'", "'" },
            new String[] { "“", "”" }, new String[] { "「", "」" }, new String[] { " ", "  " });
    /** What may follow a value and keep it: nothing, a final mark, a neutral remark after a separator. */
    private static final List<String> KEEP_AFTER = List.of("", ".", "!", " - as requested", " (see above)", ", per the spec",
            " — 詳細は上記", ": all checks green.");
    /** Marks that take back a value wherever they stand in its text (after NFKC: ？ is ?, ～～ is ~~). */
    private static final List<String> TAKING_BACK = List.of("?", "¿", "~~", "❌", "✗", "✖", "👎", "🚫", "⛔");

    private static ObjectNode object(String json) {
        try {
            return (ObjectNode) MAPPER.readTree(json);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"pass", "PASS", "fail", "in_progress", "In Progress", "**", "__", "`", "~~", "?", "？", "～～",
        "¿", " - ", " (", ")", ", ", ": ", ". ", "!", "\\x0A", "\\x0A- ", "[^1]", "not ", " no", "maybe", " if ", " but ",
        "just kidding", "lol", "❌", "✅", "👎", "🤔", "\u200b", "\u2060", "\ufe0f", "ＰＡＳＳ", "ではない", "不合格",
        "可能", "吗", "아님", "nicht", " pas", "quizás", "or ", "/", "|", " with ", "です", " granted"})
    void align_anyDecorationOfAnEnumValue_isTheValueOnlyWhereItStandsPlainly(FuzzedDataProvider data) {
        String value = data.pickValue(VALUES);
        if (data.consumeBoolean()) {
            // Only decorations that keep it: the value, whatever its case.
            String[] around = data.pickValue(KEEP_AROUND);
            String written = data.consumeBoolean() ? value.toUpperCase(java.util.Locale.ROOT) : value;
            String text = around[0] + written + around[1] + data.pickValue(KEEP_AFTER);
            assertEquals(value, aligned(text), () -> "kept decorations: " + text);
            return;
        }
        String before = data.consumeString(40);
        String text = before + value + data.consumeRemainingAsString();
        String answer = aligned(text);
        if (answer == null || !answer.equals(value)) {
            return;
        }
        String normal = Nfkc.of(text).text();
        for (String mark : TAKING_BACK) {
            assertFalse(normal.contains(mark), () -> "answered " + value + " from " + escaped(text) + ", which holds " + mark);
        }
        // The value answered stands at the head of its text, only blanks, emphasis, quotes and status marks before it.
        int head = 0;
        while (head < normal.length() && isOpener(normal.charAt(head))) {
            head++;
        }
        String from = Spelling.of(normal.substring(head));
        assertTrue(from.startsWith(Spelling.of(value)), () -> "answered " + value + " from " + escaped(text)
                + " with words before it");
    }

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"最終判定: ", "Final Decision: ", "**結果:** ", "判定: ", "PASS", "PASS_WITH_SUGGESTIONS", "**",
        "`", "~~", "?", "？", "¿", " - ", " (", ")", ", ", ". ", "\\x0A", "\\x0A- ", "  - ", "[^1]: ", "not", " no", "maybe",
        " if ", " but ", "just kidding", "(笑)", "❌", "✅", "👎", "\u200b", "ＰＡＳＳ", "ではありません", "不合格", "不通过",
        "ÉCHEC", "Décision finale : ", "最终判定：", "FAILED", "{\"result\": \"PASS\"}", "\"verdict\": \"", "です",
        " with minor notes", " granted"})
    void review_anyDecorationOfAPass_passesOnlyWhereItStandsPlainly(FuzzedDataProvider data) {
        String marker = data.pickValue(List.of("最終判定: ", "Final Decision: ", "**結果:** ", "DECISION: ", "判定結果："));
        String value = data.pickValue(List.of("PASS", "PASS_WITH_SUGGESTIONS"));
        if (data.consumeBoolean()) {
            String[] around = data.pickValue(KEEP_AROUND);
            String review = marker + around[0] + value + around[1] + data.pickValue(KEEP_AFTER);
            assertEquals(value, DECIDER.decide(review, null).result().name(), () -> "kept decorations: " + review);
            return;
        }
        String before = data.consumeString(40);
        String after = data.consumeString(200);
        String later = data.consumeRemainingAsString();
        String review = marker + before + value + after + later;
        ReviewDecision decision = DECIDER.decide(review, null);
        if (decision.result() == Verdict.FAIL || decision.source() != DecisionSource.MARKER) {
            return;
        }
        // The deciding marker's value: only blanks, emphasis, quotes and status marks between its colon and the value,
        // and no mark that takes a value back after it on its line.
        String from = Nfkc.of(review.substring(decision.position())).text();
        int p = 0;
        while (p < from.length() && from.charAt(p) != ':' && from.charAt(p) != '：' && from.charAt(p) != '\n') {
            p++;
        }
        p = p < from.length() && from.charAt(p) != '\n' ? p + 1 : Math.min(p, from.length());
        while (p < from.length() && (isOpener(from.charAt(p)) || from.charAt(p) == '|')) {
            p++;
        }
        if (!from.regionMatches(true, p, "pass", 0, 4)) {
            return; // a form this check does not follow (a heading's bold keyword)
        }
        int lineEnd = p + 4;
        while (lineEnd < from.length() && from.charAt(lineEnd) != '\n' && from.charAt(lineEnd) != '\r') {
            lineEnd++; // a line ends at a line feed or a carriage return, as Markdown's do
        }
        String rest = from.substring(Math.min(p + 4, lineEnd), lineEnd);
        for (String mark : TAKING_BACK) {
            assertFalse(rest.contains(mark), () -> "passed " + escaped(review) + ", whose verdict line holds " + mark);
        }
        // The reply's last word: the same review with a failing verdict in another language after it fails.
        assertEquals(Verdict.FAIL, DECIDER.decide(review + "\n最终判定：不通过", null).result(), review);
        assertEquals(Verdict.FAIL, DECIDER.decide(review + "\n\nJust kidding, FAIL.", null).result(), review);
    }

    /** The enum value {@code text} aligns to in the field {@code v}, or null when it is refused. */
    private static String aligned(String text) {
        ObjectNode value = JsonNodeFactory.instance.objectNode().put("v", text);
        return switch (ALIGNER.align(value, VERDICT)) {
            case Alignment.Conforms c -> text;
            case Alignment.Aligned a -> {
                JsonNode v = a.value().get("v");
                yield v == null ? null : v.asText();
            }
            case Alignment.Refused r -> null;
        };
    }

    /** Whether {@code c} may stand before a value: a blank, emphasis, a quote, a status mark. */
    private static boolean isOpener(char c) {
        return Character.isWhitespace(c) || "*_`\"'“‘«「『【✅✔✓☑⭕⚠👍🆗".indexOf(c) >= 0 || Character.isSurrogate(c);
    }

    /** {@code text} with every character outside printable ASCII written as a Java escape, for a message. */
    private static String escaped(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            b.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return b.toString();
    }
}
