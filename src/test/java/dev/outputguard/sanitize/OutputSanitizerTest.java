package dev.outputguard.sanitize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.outputguard.limits.Limits;

class OutputSanitizerTest {

    private final OutputSanitizer sanitizer = new OutputSanitizer();

    private List<DetectedPattern> detect(String text) {
        return sanitizer.sanitize(text).detectedPatterns();
    }

    private static DetectedPattern p(PatternType type, String sample, int position) {
        return new DetectedPattern(type, sample, position);
    }

    @Test
    void sanitize_wrapperWithSpacesInside_isWrapperFromBrace() {
        assertEquals(List.of(p(PatternType.TRANSLATION_WRAPPER, "{ \"translation\" :\n \"", 3)),
                detect("訳: { \"translation\" :\n \"x\" }"));
    }

    @Test
    void sanitize_aJsonFenceThatIsTheWholeText_isReported_withTextAroundItIsNot() {
        assertEquals(List.of(p(PatternType.TRANSLATION_WRAPPER, "{\"translation\": \"", 8),
                p(PatternType.FULL_JSON_OBJECT, "{\"translation\": \"x\"", 8)),
                detect("```json\n{\"translation\": \"x\"}\n```\n"));
        assertEquals(List.of(), detect("例:\n```json\n{\"translation\": \"x\"}\n```\n"));
    }

    @Test
    void sanitize_wrapperKeyIsCaseSensitive_otherKeysAreNotWrappers() {
        assertEquals(List.of(), detect("a {\"Translation\": \"x\"} b {\"text\": \"y\"}"));
    }

    @Test
    void sanitize_wrapperWithNonStringValue_isNotWrapper() {
        assertEquals(List.of(), detect("a {\"translation\": 1}"));
    }

    @Test
    void sanitize_everyOccurrence_isReportedByTypeThenPosition() {
        String text = "a {\"translation\": \"x\"} b \\\"k\\\": \\\"v\\\" c {\"targetPatch\": \"y\"} {{{";
        List<DetectedPattern> found = detect(text);
        assertEquals(List.of(PatternType.TRANSLATION_WRAPPER, PatternType.TRANSLATION_WRAPPER,
                PatternType.ESCAPED_JSON, PatternType.NESTED_BRACES),
                found.stream().map(DetectedPattern::type).toList());
        assertEquals(List.of(2, text.indexOf("{\"targetPatch"), text.indexOf("\\\"k"), text.indexOf("{{{")),
                found.stream().map(DetectedPattern::position).toList());
    }

    @Test
    void sanitize_warnings_followPatternsInOrder() {
        SanitizeReport report = sanitizer.sanitize("x\n{\"a\": 1}\n\\\"b\\\": \\\"c\\\"");
        assertEquals(List.of("[JSON混入警告] JSON object structure detected at position 2",
                "[JSON混入警告] Escaped JSON structure detected at position 11"), report.warnings());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"a\": \"s\"}", "{\"a\": 12.5}", "{\"a\": true}", "{\"a\": false}",
            "{\"a\": null}", "{\"a\": [1]}", "{\"a\": {}}", "{ \"a\" : .5 }", "\t{\"a\"\n:\n1}"})
    void sanitize_lineOpeningObjectWithKeyValue_isFullObject(String line) {
        List<DetectedPattern> found = detect("前文\n" + line + "\n後文");
        assertEquals(1, found.size(), found.toString());
        assertEquals(PatternType.FULL_JSON_OBJECT, found.get(0).type());
        assertEquals(3, found.get(0).position(), "position is the start of the line");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{変数} を使う", "{ only prose }", "{\"a\" x}", "{\"a\": yes}", "{} \"a\": 1",
            "{\"\": 1}", "説明 {\"a\": 1}"})
    void sanitize_lineWithoutLeadingKeyValueObject_isClean(String line) {
        assertEquals(List.of(), detect("前文\n" + line + "\n後文"));
    }

    @Test
    void sanitize_prettyPrintedObject_isOneWrapperAndOneFullObject() {
        String text = "結果:\n{\n  \"translation\": \"x\",\n  \"notes\": {\n    \"a\": 1\n  }\n}\n";
        List<DetectedPattern> found = detect(text);
        assertEquals(List.of(PatternType.TRANSLATION_WRAPPER, PatternType.FULL_JSON_OBJECT),
                found.stream().map(DetectedPattern::type).toList());
        assertEquals(List.of(4, 4), found.stream().map(DetectedPattern::position).toList());
    }

    @Test
    void sanitize_objectsOnConsecutiveLines_eachReported() {
        List<DetectedPattern> found = detect("[\n  {\"a\": 1},\n  {\"b\": 2}\n]");
        assertEquals(List.of(2, 14), found.stream().map(DetectedPattern::position).toList());
    }

    @Test
    void sanitize_crlfLines_lineStartAfterNewline() {
        assertEquals(List.of(p(PatternType.FULL_JSON_OBJECT, "  {\"a\": 1", 3)), detect("x\r\n  {\"a\": 1}"));
    }

    @Test
    void sanitize_escapedJson_needsAsciiWordKey() {
        assertEquals(List.of(p(PatternType.ESCAPED_JSON, "\\\"key_1\\\":  \\\"", 0)), detect("\\\"key_1\\\":  \\\"v\\\""));
        assertEquals(List.of(), detect("\\\"名前\\\": \\\"太郎\\\""));
        assertEquals(List.of(), detect("\\\"\\\": \\\"x\\\""));
    }

    @Test
    void sanitize_nestedBraces_matchesDoNotOverlap() {
        List<DetectedPattern> found = detect("{{{{{{{");
        assertEquals(List.of(p(PatternType.NESTED_BRACES, "{{{", 0), p(PatternType.NESTED_BRACES, "{{{", 3)), found);
    }

    @Test
    void sanitize_twoBraces_areNotNested() {
        assertEquals(List.of(), detect("{{ x }} { {"));
    }

    @Test
    void sanitize_jsonInBacktickFence_isIgnored_butSameJsonOutsideIsNot() {
        String fenced = "例:\n```json\n{\"translation\": \"x\"}\n\\\"a\\\": \\\"b\\\"\n{{{\n```\n";
        assertFalse(sanitizer.sanitize(fenced).jsonDetected());
        List<DetectedPattern> found = detect(fenced + "{\"translation\": \"y\"}");
        assertEquals(List.of(PatternType.TRANSLATION_WRAPPER, PatternType.FULL_JSON_OBJECT),
                found.stream().map(DetectedPattern::type).toList());
        assertEquals(fenced.length(), found.get(0).position());
    }

    @Test
    void sanitize_openObjectLineInFence_doesNotHideObjectAfterFence() {
        String text = "```\n{ open\n```\n{\"a\": 1}";
        assertEquals(List.of(p(PatternType.FULL_JSON_OBJECT, "{\"a\": 1", text.indexOf("{\"a"))), detect(text));
    }

    @Test
    void sanitize_objectLineBeforeFence_doesNotBorrowKeyFromFence() {
        assertEquals(List.of(), detect("{ 以下の例\n```json\n{\"a\": 1}\n```\n"));
    }

    @Test
    void sanitize_jsonInTildeFence_isIgnored() {
        assertFalse(sanitizer.sanitize("例:\n~~~\n{\"translation\": \"x\"}\n~~~\n以上").jsonDetected());
    }

    @Test
    void sanitize_unclosedFinalFence_extendsToEnd() {
        assertFalse(sanitizer.sanitize("例:\n```json\n{\"translation\": \"x\"").jsonDetected());
    }

    @Test
    void sanitize_positions_areUtf16Offsets() {
        String text = "😀😀 {{{";
        assertEquals(5, detect(text).get(0).position());
    }

    @Test
    void sanitize_sample_isCappedAt50_andNeverSplitsSurrogatePair() {
        String text = "{\"k\": \"" + "a".repeat(42) + "😀" + "b".repeat(20) + "\"}";
        DetectedPattern full = detect(text).get(0);
        assertEquals(PatternType.FULL_JSON_OBJECT, full.type());
        assertEquals(49, full.sample().length(), "the pair would straddle unit 50, so it is left out");
        assertEquals(text.substring(0, 49), full.sample());
    }

    @Test
    void sanitize_cleanText_isReturnedWithNoWarnings() {
        String text = "普通の文章です。{placeholder} と [配列] を含みます。";
        SanitizeReport report = sanitizer.sanitize(text);
        assertEquals(new SanitizeReport(text, List.of(), false, List.of()), report);
    }

    @Test
    void sanitize_overCap_listsCapAndCountsTheRest() {
        SanitizeReport report = new OutputSanitizer(Limits.builder().maxReportedPatterns(2).build()).sanitize("{{{ {{{ {{{ {{{ {{{");
        assertEquals(2, report.detectedPatterns().size());
        assertTrue(report.jsonDetected());
        assertEquals("[JSON混入警告] 3 more occurrences not listed (limit 2)", report.warnings().get(2));
    }
}
