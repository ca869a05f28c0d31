package dev.outputguard.sanitize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.outputguard.text.FencedText;

/** The one definition of "JSON in text", and what a source text carries. */
class JsonInTextTest {

    private static Optional<PatternType> first(String text) {
        return JsonInText.firstNotCarried(FencedText.of(text), SourceJson.NONE).map(DetectedPattern::type);
    }

    private static Optional<PatternType> notCarried(String text, String... sources) {
        return JsonInText.firstNotCarried(FencedText.of(text), SourceJson.of(sources)).map(DetectedPattern::type);
    }

    @Test
    void first_objectOnItsOwnLineBetweenProse_isFullJsonObjectAtTheLineStart() {
        DetectedPattern p = JsonInText.firstNotCarried(FencedText.of("Intro\n{\"key\": \"value\"}\nOutro"), SourceJson.NONE).orElseThrow();
        assertEquals(PatternType.FULL_JSON_OBJECT, p.type());
        assertEquals(6, p.position());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Set {\"port\": 8080} in the config.", "設定ファイルで {\"port\": 8080} を指定します。",
        "The reply {\"ok\": true} means success.", "Use `{\"port\": 8080}` there."})
    void first_objectInsideASentence_isContent(String text) {
        assertEquals(Optional.empty(), first(text));
    }

    @Test
    void first_wrapperInsideASentence_isStillAWrapper() {
        assertEquals(Optional.of(PatternType.TRANSLATION_WRAPPER), first("訳: {\"translation\": \"こんにちは\"}"));
    }

    @Test
    void first_negativeNumberValueOnAnObjectLine_isFullJsonObject() {
        assertEquals(Optional.of(PatternType.FULL_JSON_OBJECT), first("offset:\n{\"x\": -12}"));
        assertEquals(Optional.empty(), first("range:\n{ - to + }"), "a minus sign alone starts no number");
    }

    @Test
    void first_priorityOrderBeatsPosition() {
        assertEquals(Optional.of(PatternType.TRANSLATION_WRAPPER),
                first("{{{ x }}}\n\\\"a\\\": \\\"b\\\"\n{\"k\": 1}\n後 {\"translation\": \"t\"}"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"```json\n{\"translation\": \"こんにちは\"}\n```", "\n ```\n{\"translation\": \"x\"}\n```\n",
        "```JSON\n{\"translation\": \"途中で切れた"})
    void first_aJsonFenceThatIsTheWholeText_isNoExample(String text) {
        // A model that put its fenced reply into the field: the block shows nothing, it is the text.
        assertEquals(Optional.of(PatternType.TRANSLATION_WRAPPER), first(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"例:\n```json\n{\"translation\": \"x\"}\n```", "```json\n{\"translation\": \"x\"}\n```\n以上。",
        "```python\nd = {\"translation\": \"x\"}\n```", "```json\n{\"a\": 1}\n```\n```json\n{\"translation\": \"x\"}\n```"})
    void first_aFenceWithTextAroundItOrOfCode_isStillAnExample(String text) {
        assertEquals(Optional.empty(), first(text));
    }

    @Test
    void notCarried_aWholeTextJsonFenceTheSourceIsToo_isContent() {
        String block = "```json\n{\"translation\": \"x\"}\n```";
        assertEquals(Optional.empty(), notCarried(block, block));
    }

    // --- with a source text -----------------------------------------------------------------

    @Test
    void notCarried_objectLineTheSourceCarries_isContent() {
        assertEquals(Optional.empty(), notCarried("例:\n{\"port\": 8080}\n以上。", "Example:\n{\"port\": 8080}\nThat's all."));
    }

    @Test
    void notCarried_sourceObjectInlineMovedToALineStart_isStillCarried() {
        assertEquals(Optional.empty(), notCarried("{\"port\": 8080} を設定ファイルに書きます。",
                "Write {\"port\": 8080} into the config file."));
    }

    @Test
    void notCarried_valuesTranslatedAndReindented_isStillCarried() {
        assertEquals(Optional.empty(), notCarried("メッセージ:\n{\n  \"greeting\": \"こんにちは\"\n}",
                "Messages:\n{\"greeting\" : \"Hello\"}"));
    }

    @Test
    void notCarried_objectTheSourceLacks_isContamination() {
        assertEquals(Optional.of(PatternType.FULL_JSON_OBJECT),
                notCarried("こんにちは\n{\"note\": \"丁寧語で訳しました\"}", "Hello"));
    }

    @Test
    void notCarried_otherKeyThanTheSource_isContamination() {
        assertEquals(Optional.of(PatternType.FULL_JSON_OBJECT),
                notCarried("例:\n{\"ポート\": 8080}", "Example:\n{\"port\": 8080}"), "a translated key is another member");
    }

    @Test
    void notCarried_wrapperTheSourceMentionsOnce_isContaminationTheSecondTime() {
        String source = "The model answers {\"translation\": \"...\"} and nothing else.";
        assertEquals(Optional.empty(), notCarried("モデルは {\"translation\": \"...\"} だけを返します。", source));
        assertEquals(Optional.of(PatternType.TRANSLATION_WRAPPER),
                notCarried("{\"translation\": \"モデルは {\"translation\": \"...\"} だけを返します。\"}", source));
    }

    @Test
    void notCarried_sourceJsonInsideAFence_doesNotCoverJsonOutside() {
        assertEquals(Optional.of(PatternType.FULL_JSON_OBJECT),
                notCarried("例:\n{\"port\": 8080}", "Example:\n```json\n{\"port\": 8080}\n```"));
    }

    @Test
    void notCarried_handlebarsTripleBracesInTheSource_areContent() {
        assertEquals(Optional.empty(), notCarried("本文: {{{body}}}", "Body: {{{body}}}"));
        assertEquals(Optional.of(PatternType.NESTED_BRACES), notCarried("本文: {{{body}}} {{{footer}}}", "Body: {{{body}}}"));
    }

    @Test
    void notCarried_escapedMemberTheSourceCarriesEscaped_isContent() {
        String source = "In a JSON string write \\\"name\\\": \\\"Taro\\\".";
        assertEquals(Optional.empty(), notCarried("JSON 文字列では \\\"name\\\": \\\"太郎\\\" と書きます。", source));
        assertEquals(Optional.of(PatternType.ESCAPED_JSON),
                notCarried("名前は \\\"name\\\": \\\"太郎\\\"", "The name is {\"name\": \"Taro\"}"), "escaping is the leak");
    }

    @Test
    void notCarried_severalSources_countTogether() {
        assertEquals(Optional.empty(), notCarried(" {\n+  \"lang\": \"ja\"", "@@ -1 +1 @@\n-x\n+y", "{\n  \"lang\": \"en\"\n}"));
    }

    @Test
    void sanitize_withSource_reportsOnlyWhatTheSourceDoesNotCarry() {
        SanitizeReport report = new OutputSanitizer().sanitize("例:\n{\"port\": 8080}\n訳: {\"translation\": \"x\"}",
                SourceJson.of("Example:\n{\"port\": 8080}"));
        assertEquals(1, report.detectedPatterns().size(), report.toString());
        assertEquals(PatternType.TRANSLATION_WRAPPER, report.detectedPatterns().get(0).type());
        assertTrue(report.jsonDetected());
    }

    @Test
    void members_keysRunningIntoAFence_areNotMembers() {
        SourceJson.Counts counts = SourceJson.Counts.of("say \"a\n```\n\": 1\n```\n{\"b\": 2}",
                dev.outputguard.text.CodeFences.find("say \"a\n```\n\": 1\n```\n{\"b\": 2}"));
        assertEquals(0, counts.member("a\n```\n"));
        assertEquals(1, counts.member("b"));
    }
}
