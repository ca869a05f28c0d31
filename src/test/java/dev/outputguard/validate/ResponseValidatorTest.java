package dev.outputguard.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.sanitize.SourceJson;

class ResponseValidatorTest {

    private final ResponseValidator validator = new ResponseValidator(new JsonExtractor());

    private Validation.Valid valid(String text) {
        return valid(text, ReplyKind.TRANSLATION);
    }

    private Validation.Valid valid(String text, ReplyKind kind) {
        Validation result = validator.validate(text, kind);
        return assertInstanceOf(Validation.Valid.class, result, () -> "expected valid, got " + result);
    }

    /** Asserts the code, and that the message holds each fragment. */
    private ValidationError invalid(String text, ReplyKind kind, ValidationCode code, String... fragments) {
        Validation result = validator.validate(text, kind);
        ValidationError error = assertInstanceOf(Validation.Invalid.class, result, () -> "invalid: " + text).error();
        assertEquals(code, error.code(), error.message());
        for (String fragment : fragments) {
            assertTrue(error.message().contains(fragment), () -> "message lacks <" + fragment + ">: " + error.message());
        }
        return error;
    }

    private ValidationError invalid(String text, ValidationCode code, String... fragments) {
        return invalid(text, ReplyKind.TRANSLATION, code, fragments);
    }

    // --- extraction -------------------------------------------------------------------------

    @Test
    void validate_objectInProse_isExtracted() {
        assertEquals("x", valid("Here you go:\n{\"translation\": \"x\"}\nHope it helps.").content());
    }

    @Test
    void validate_fencedObjectWins_overObjectInProseBefore() {
        assertEquals("fenced", valid("例 {\"note\": 1}\n```json\n{\"translation\": \"fenced\"}\n```").content());
    }

    @ParameterizedTest
    @ValueSource(strings = {"これは翻訳結果です。", "   ", "", "{\"translation\": \"x\"", "{translation: x}"})
    void validate_noObject_isJsonParseError(String text) {
        invalid(text, ValidationCode.JSON_PARSE_ERROR, "Expected a JSON object like {\"translation\"");
    }

    @Test
    void validate_cutOffInsideItsThinkBlock_isJsonParseError_notTheDraft() {
        // A reasoning model stopped by max_tokens while thinking: the complete draft object is no answer.
        invalid("<think>\nDraft: {\"translation\": \"下書き\"}\nHmm, the tone", ValidationCode.JSON_PARSE_ERROR,
                "<think>, which is never closed", "{\"translation\": \"...\"}");
    }

    @Test
    void validate_closedThinkBlockThenAnswer_isTheAnswer() {
        assertEquals("最終", valid("<think>\nDraft: {\"translation\": \"下書き\"}\n</think>\n{\"translation\": \"最終\"}").content());
    }

    @Test
    void validate_rawLineBreaksAndTabsInTheString_areReadAsEscapedWithAWarning() {
        // Models writing a multi-line translation often leave the line breaks raw: not JSON, but nothing is in doubt.
        Validation.Valid v = valid("```json\n{\n  \"translation\": \"一行目\n\t二行目\",\n  \"termSuggestions\": []\n}\n```");
        assertEquals("一行目\n\t二行目", v.content());
        assertEquals(List.of("The reply's JSON has 2 raw line break(s) or other control character(s) inside its strings;"
                + " read as if escaped (\\n, \\t)."), v.warnings());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"translation\": \"C:\\Users\n二行目\"}", "{\"translation\": \"一行目\n二行目",
        "{'translation': '一行目\n二行目'}"})
    void validate_rawLineBreaksBesideAnotherFault_isStillJsonParseError(String text) {
        // An unknown escape (\U) would lose its backslash, a cut reply its end, single quotes are no JSON: all retried.
        invalid(text, ValidationCode.JSON_PARSE_ERROR);
    }

    @Test
    void validate_brokenReplyAroundATermWithATranslationKey_isJsonParseError_notTheTerm() {
        // A trailing comma broke the reply; strict mode alone would take the term item, "世界", for the translation.
        invalid("{\"translation\": \"こんにちは、世界！\", \"termSuggestions\": [{\"term\": \"world\", \"translation\": \"世界\"},]}",
                ValidationCode.JSON_PARSE_ERROR, "The JSON object at position 0, which holds \"translation\", is not valid JSON: TRAILING_COMMA at line 1, column 88",
                "only an object nested in it (at position 49)");
    }

    @Test
    void validate_brokenReplyAroundAWellFormedTerm_isJsonParseError_notAMissingField() {
        invalid("```json\n{\"translation\": \"こんにちは\",\n\"termSuggestions\": [\n{\"source\": \"hello\", \"target\": \"こんにちは\"},\n]}\n```",
                ValidationCode.JSON_PARSE_ERROR, "TRAILING_COMMA at line 4, column 39");
    }

    @Test
    void validate_objectInProseAfterABraceThatOpensNoObject_isStillTheReply() {
        assertEquals("x", valid("Use {name} for names:\n{\"translation\": \"x\"}").content());
    }

    @Test
    void validate_longProse_messageQuotesAtMost60CharsAndMarksTheCut() {
        String reply = "あ".repeat(500);
        ValidationError error = invalid(reply, ValidationCode.JSON_PARSE_ERROR, "\"" + "あ".repeat(60) + "\"…");
        assertFalse(error.message().contains("あ".repeat(61)), error.message());
    }

    // --- root and field types ---------------------------------------------------------------

    static Stream<Arguments> nonObjectRoots() {
        return Stream.of(
                Arguments.of("[{\"translation\": \"x\"}]", "The reply is a JSON array"),
                Arguments.of("\"翻訳されたテキスト\"", "The reply is a JSON string"),
                Arguments.of(" 42 ", "The reply is a JSON number"),
                Arguments.of("```json\n[\"a\"]\n```", "The fenced code block is a JSON array"),
                Arguments.of("```json\n[{\"translation\": \"x\"}]\n```", "The fenced code block is a JSON array"),
                Arguments.of("結果:\n```\n\"翻訳\"\n```", "The fenced code block is a JSON string"));
    }

    @ParameterizedTest
    @MethodSource("nonObjectRoots")
    void validate_jsonRootNotObject_isInvalidFieldType(String text, String fragment) {
        invalid(text, ValidationCode.INVALID_FIELD_TYPE, fragment);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"42|a number (42)", "true|a boolean (true)", "null|null (null)", "1.5e3|a number"})
    void validate_fieldScalarNotString_isInvalidFieldType(String value, String fragment) {
        invalid("{\"translation\": " + value + "}", ValidationCode.INVALID_FIELD_TYPE, "\"translation\" is " + fragment);
    }

    @Test
    void validate_hugeNumberField_messageIsCut() {
        ValidationError error = invalid("{\"translation\": " + "9".repeat(1000) + "}", ValidationCode.INVALID_FIELD_TYPE);
        assertTrue(error.message().length() < 200, error.message());
    }

    @Test
    void validate_missingField_namesTheKeysFound() {
        invalid("{\"text\": \"x\", \"lang\": \"ja\"}", ValidationCode.MISSING_REQUIRED_FIELD,
                "Missing required field \"translation\"", "keys \"text\", \"lang\"");
        invalid("{}", ValidationCode.MISSING_REQUIRED_FIELD, "no keys");
    }

    @Test
    void validate_missingFieldWithManyKeys_listsAbout100Chars() {
        StringBuilder json = new StringBuilder("{");
        for (int i = 0; i < 200; i++) {
            json.append(i == 0 ? "" : ",").append("\"key").append(i).append("\": 1");
        }
        ValidationError error = invalid(json.append('}').toString(), ValidationCode.MISSING_REQUIRED_FIELD, "more");
        assertTrue(error.message().length() < 300, error.message());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"translation\": {\"text\": \"翻訳\"}}", "{\"translation\": [\"a\", \"b\"]}", "{\"translation\": []}"})
    void validate_fieldObjectOrArray_isNestedJson(String text) {
        invalid(text, ValidationCode.NESTED_JSON, "expected a plain string");
    }

    // --- JSON in content --------------------------------------------------------------------

    @Test
    void validate_wrapperInContent_isJsonInContentNamingThePattern() {
        invalid("{\"translation\": \"前文 {\\\"translation\\\": \\\"x\\\"}\"}", ValidationCode.JSON_IN_CONTENT,
                "TRANSLATION_WRAPPER", "at offset 3");
    }

    @Test
    void validate_escapedJsonInContent_isJsonInContentNamingThePattern() {
        invalid("{\"translation\": \"名前は \\\\\\\"name\\\\\\\": \\\\\\\"太郎\\\\\\\"\"}", ValidationCode.JSON_IN_CONTENT,
                "ESCAPED_JSON");
    }

    @Test
    void validate_wholeContentIsJsonObject_isJsonInContent() {
        invalid("{\"translation\": \" {\\\"text\\\": \\\"翻訳\\\"} \"}", ValidationCode.JSON_IN_CONTENT,
                "FULL_JSON_OBJECT", "at offset 0 of the field");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{}", "{変数} を使います", "設定は {\\\"a\\\": 1} のように書く"})
    void validate_braceTextThatIsNotAWholeObject_isContent(String content) {
        assertEquals(content.replace("\\\"", "\""), valid("{\"translation\": \"" + content + "\"}").content());
    }

    @ParameterizedTest
    @ValueSource(strings = {"```", "~~~", "````"})
    void validate_jsonInFencedCodeInsideContent_isContent(String fence) {
        String content = "例:\\n" + fence + "json\\n{\\\"translation\\\": \\\"x\\\", \\\"k\\\": \\\"\\\\\\\"v\\\\\\\"\\\"}\\n" + fence + "\\n以上";
        assertTrue(valid("{\"translation\": \"" + content + "\"}").content().startsWith("例:\n" + fence));
    }

    /**
     * A fenced reply whose translation shows a fenced example: the ``` inside the JSON string is
     * mid-line, so it must not close the reply's fence (depends on CodeFences, used by the extractor).
     */
    @Test
    void validate_fencedReplyWhoseTranslationHoldsAFencedExample_isValid() {
        String reply = "```json\n{\"translation\": \"例:\\n```json\\n{\\\"a\\\": 1}\\n```\\n以上\", "
                + "\"termSuggestions\": [{\"source\": \"a\", \"target\": \"b\"}]}\n```";
        assertEquals("例:\n```json\n{\"a\": 1}\n```\n以上", valid(reply).content());
    }

    /** A reply whose translation is exactly {@code content}, written by Jackson. */
    private static String reply(String content) {
        try {
            return new ObjectMapper().writeValueAsString(java.util.Map.of("translation", content));
        } catch (JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void validate_objectLineBetweenProse_isJsonInContentAsSanitizeOutputReportsIt() {
        invalid(reply("Intro\n{\"key\": \"value\"}\nOutro"), ValidationCode.JSON_IN_CONTENT, "FULL_JSON_OBJECT",
                "at offset 6 of the field");
    }

    @Test
    void validate_objectInsideASentence_isContent() {
        assertEquals("Set {\"port\": 8080} in the config.", valid(reply("Set {\"port\": 8080} in the config.")).content());
    }

    @Test
    void validate_handlebarsTripleBracesAlone_isJsonInContent_withTheirSourceIsContent() {
        invalid(reply("本文: {{{body}}}"), ValidationCode.JSON_IN_CONTENT, "NESTED_BRACES");
        Validation withSource = validator.validate(reply("本文: {{{body}}}"), ReplyKind.TRANSLATION,
                SourceJson.of("Body: {{{body}}}"));
        assertInstanceOf(Validation.Valid.class, withSource, withSource::toString);
    }

    @Test
    void validate_jsonTheSourceLacks_namesTheSource() {
        Validation result = validator.validate(reply("こんにちは\n{\"note\": \"丁寧語\"}"), ReplyKind.TRANSLATION,
                SourceJson.of("Hello"));
        ValidationError error = assertInstanceOf(Validation.Invalid.class, result).error();
        assertEquals(ValidationCode.JSON_IN_CONTENT, error.code());
        assertTrue(error.message().contains("FULL_JSON_OBJECT \"{\\\"note\\\": \\\"丁寧語\\\"\" at offset 6 of the field,"
                + " not carried by the source text"), error.message());
    }

    @Test
    void validate_emptyTranslationAlone_isValid() {
        // validate-response knows no source, so it cannot tell an empty translation from an empty text.
        assertEquals("", valid("{\"translation\": \"\"}").content());
    }

    /** One definition: validate-response rejects a translation exactly when sanitize-output finds JSON in it. */
    @ParameterizedTest
    @ValueSource(strings = {"Intro\n{\"key\": \"value\"}\nOutro", "Set {\"port\": 8080} in the config.",
        "訳: {\"translation\": \"x\"}", "名前は \\\"name\\\": \\\"太郎\\\"", "テンプレート { { { x } } }",
        "{変数} を使います", "  {\"a\": -1}", "例:\n```json\n{\"a\": 1}\n```", "{\"\": 1}", "plain text",
        "{\n  \"a\": [1, 2]\n}", "a } b {\"k\": 1"})
    void validate_andSanitizeOutput_agreeOnJsonInText(String content) {
        java.util.List<dev.outputguard.sanitize.DetectedPattern> found =
                new dev.outputguard.sanitize.OutputSanitizer().sanitize(content).detectedPatterns();
        Validation result = validator.validate(reply(content), ReplyKind.TRANSLATION);
        if (found.isEmpty()) {
            assertInstanceOf(Validation.Valid.class, result, () -> content + ": " + result);
        } else {
            ValidationError error = assertInstanceOf(Validation.Invalid.class, result, () -> content).error();
            assertEquals(ValidationCode.JSON_IN_CONTENT, error.code());
            assertTrue(error.message().contains(found.get(0).type() + " "), () -> found + " vs " + error.message());
        }
    }

    // --- multiple objects -------------------------------------------------------------------

    @Test
    void validate_secondObjectWithFieldInProse_isMultipleJson() {
        invalid("{\"translation\": \"前半\"}\n続き:\n{\"translation\": \"後半\"}", ValidationCode.MULTIPLE_JSON,
                "one at position 0", "another at position 26");
    }

    @Test
    void validate_secondObjectAfterFencedFirst_isMultipleJson() {
        invalid("```json\n{\"translation\": \"a\"}\n```\n{\"translation\": \"b\"}", ValidationCode.MULTIPLE_JSON);
    }

    @Test
    void validate_twoObjectsInTheSameFence_isMultipleJson() {
        invalid("```json\n{\"translation\": \"a\"}\n{\"translation\": \"b\"}\n```", ValidationCode.MULTIPLE_JSON);
    }

    @Test
    void validate_fieldTwiceInOneObject_isMultipleJson_notTheLastSilently() {
        invalid("{\"translation\": \"前半\", \"termSuggestions\": [], \"translation\": \"後半\"}", ValidationCode.MULTIPLE_JSON,
                "has the field \"translation\" 2 times");
    }

    @Test
    void validate_fieldOnceAndItsNameInAValueOrAChild_isValid() {
        assertEquals("x", valid("{\"translation\": \"x\", \"note\": \"\\\"translation\\\"\", "
                + "\"termSuggestions\": [{\"source\": \"translation\", \"target\": \"翻訳\", \"translation\": \"翻訳\"}]}").content());
    }

    @Test
    void validate_theSameAnswerTwice_isNotMultiple() {
        String reply = "{\"translation\": \"こんにちは\"}";
        assertEquals("こんにちは", valid(reply + "\n\nIn a code block:\n```json\n{\n  \"translation\": \"こんにちは\"\n}\n```").content());
        assertEquals("こんにちは", valid(reply + "\n" + reply).content());
    }

    @Test
    void validate_laterObjectWithoutTheField_isNotMultiple() {
        assertEquals("a", valid("{\"translation\": \"a\"}\n{\"note\": {\"translation\": \"nested\"}}").content());
    }

    @Test
    void validate_objectInProseBeforeTheFencedOne_isMultipleJson() {
        invalid("{\"translation\": \"a\"}\n例:\n~~~json\n{\"translation\": \"b\"}\n~~~", ValidationCode.MULTIPLE_JSON,
                "one at position 32", "another at position 0");
    }

    @Test
    void validate_laterObjectInsideAnotherFence_isNotMultiple() {
        assertEquals("a", valid("{\"translation\": \"a\"}\n例:\n~~~python\n{\"translation\": \"b\"}\n~~~").content());
    }

    // --- revision patches -------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"@@ -1 +1 @@", "@@ -1,3 +1,4 @@ 見出し", "--- a\\n+++ b\\n@@ -10,0 +11,2 @@\\n+x"})
    void validate_patchWithHunkHeader_isValid(String patch) {
        valid("{\"targetPatch\": \"" + patch + "\"}", ReplyKind.REVISION_PATCH);
    }

    @ParameterizedTest
    @ValueSource(strings = {"新しい段落を追加しました", "--- a\\n+++ b\\n", "@@ -a,b +c,d @@", "x @@ -1 +1 @@", "@@ -1 +1@@"})
    void validate_patchWithoutHunkHeader_isInvalidPatch(String patch) {
        invalid("{\"targetPatch\": \"" + patch + "\"}", ReplyKind.REVISION_PATCH, ValidationCode.INVALID_PATCH,
                "no unified-diff hunk header");
    }

    private static final String JSON_FILE_PATCH = "--- a/config.json\\n+++ b/config.json\\n@@ -1,3 +1,3 @@\\n {\\n-  \\\"lang\\\": \\\"en\\\"\\n+  \\\"lang\\\": \\\"ja\\\"\\n }";

    @Test
    void validate_patchOfAJsonFileAlone_isJsonInContent() {
        // Alone, a context line " {" with a member below it is an object line like any other.
        invalid("{\"targetPatch\": \"" + JSON_FILE_PATCH + "\"}", ReplyKind.REVISION_PATCH, ValidationCode.JSON_IN_CONTENT,
                "FULL_JSON_OBJECT");
    }

    @Test
    void validate_patchOfAJsonFileWithItsSourcePatch_isValid() {
        String sourcePatch = "--- a/config.json\n+++ b/config.json\n@@ -1,3 +1,3 @@\n {\n-  \"lang\": \"de\"\n+  \"lang\": \"en\"\n }";
        Validation result = validator.validate("{\"targetPatch\": \"" + JSON_FILE_PATCH + "\"}", ReplyKind.REVISION_PATCH,
                SourceJson.of(sourcePatch));
        Validation.Valid valid = assertInstanceOf(Validation.Valid.class, result, () -> "expected valid, got " + result);
        assertTrue(valid.content().contains("\"lang\": \"ja\""));
    }

    @Test
    void validate_translationKind_doesNotCheckForHunks() {
        valid("{\"translation\": \"新しい段落\"}", ReplyKind.TRANSLATION);
    }

    // --- term suggestions and warnings ------------------------------------------------------

    @Test
    void validate_termSuggestions_keepWellFormedAndWarnForEachDropped() {
        Validation.Valid v = valid("{\"translation\": \"t\", \"termSuggestions\": ["
                + "{\"source\": \"API\", \"target\": \"API\", \"note\": \"keep\"}, {\"source\": \"a\"},"
                + "{\"source\": \"b\", \"target\": 3}, {\"source\": \" \", \"target\": \"x\"},"
                + "{\"source\": \"c\", \"target\": \"d\", \"note\": 5}, {\"source\": \"e\", \"target\": \"f\", \"note\": null}]}");
        assertEquals(List.of(new TermSuggestion("API", "API", "keep"), new TermSuggestion("e", "f", null)), v.termSuggestions());
        assertEquals(List.of(
                "termSuggestions[1] dropped: expected {\"source\": string, \"target\": string, \"note\"?: string}, \"target\" is missing.",
                "termSuggestions[2] dropped: expected {\"source\": string, \"target\": string, \"note\"?: string}, \"target\" is a number.",
                "termSuggestions[3] dropped: expected {\"source\": string, \"target\": string, \"note\"?: string}, \"source\" is blank.",
                "termSuggestions[4] dropped: expected {\"source\": string, \"target\": string, \"note\"?: string}, \"note\" is a number."),
                v.warnings());
    }

    @Test
    void validate_termSuggestionsNotArray_isIgnoredWithWarning() {
        Validation.Valid v = valid("{\"translation\": \"t\", \"termSuggestions\": {\"source\": \"a\"}}");
        assertEquals(List.of(), v.termSuggestions());
        assertEquals(List.of("termSuggestions ignored: expected an array, found an object."), v.warnings());
    }

    @Test
    void validate_manyMalformedTerms_warningsAreCapped() {
        String items = String.join(",", java.util.Collections.nCopies(100, "7"));
        Validation.Valid v = valid("{\"translation\": \"t\", \"termSuggestions\": [" + items + "]}");
        assertEquals(ReplyExtras.MAX_ITEM_WARNINGS + 1, v.warnings().size());
        assertEquals("termSuggestions: 80 more malformed items dropped.", v.warnings().get(v.warnings().size() - 1));
    }

    @Test
    void validate_replyWarnings_comeFirstThenValidatorWarnings() {
        Validation.Valid v = valid("{\"translation\": \"t\", \"warnings\": [\"曖昧な用語\", 3], \"termSuggestions\": [1]}");
        assertEquals("曖昧な用語", v.warnings().get(0));
        assertEquals(3, v.warnings().size());
        assertTrue(v.warnings().get(1).startsWith("termSuggestions[0] dropped"));
        assertTrue(v.warnings().get(2).startsWith("warnings[1] dropped"));
    }

    @Test
    void termSuggestion_withoutNote_omitsNoteInJson() throws JsonProcessingException {
        ObjectMapper mapper = new ObjectMapper();
        assertEquals("{\"source\":\"a\",\"target\":\"b\"}", mapper.writeValueAsString(new TermSuggestion("a", "b", null)));
    }

    @Test
    void replyKind_wireNames_roundTrip() {
        for (ReplyKind kind : ReplyKind.values()) {
            assertEquals(kind, ReplyKind.ofWireName(kind.wireName()).orElseThrow());
        }
        assertEquals("targetPatch", ReplyKind.REVISION_PATCH.field());
        assertTrue(ReplyKind.ofWireName("patch").isEmpty());
    }

    // --- with the source: escape residue and leaked members -------------------------------------------------

    private ValidationError invalidWithSource(String text, ReplyKind kind, ValidationCode code, SourceJson source,
            String... fragments) {
        Validation result = validator.validate(text, kind, source);
        ValidationError error = assertInstanceOf(Validation.Invalid.class, result, () -> "invalid: " + text).error();
        assertEquals(code, error.code(), error.message());
        for (String fragment : fragments) {
            assertTrue(error.message().contains(fragment), () -> "message lacks <" + fragment + ">: " + error.message());
        }
        return error;
    }

    private Validation.Valid validWithSource(String text, ReplyKind kind, SourceJson source) {
        Validation result = validator.validate(text, kind, source);
        return assertInstanceOf(Validation.Valid.class, result, () -> "expected valid, got " + result);
    }

    @Test
    void validate_quotesEscapedTwice_withTheSource_isEscapeResidueNamingTheSequence() {
        String text = "{\"translation\": \"彼は\\\\\\\"はい\\\\\\\"と言った\"}";
        ValidationError error = invalidWithSource(text, ReplyKind.TRANSLATION, ValidationCode.ESCAPE_RESIDUE,
                SourceJson.of("He said \"yes\"."), "Escape residue in translation: \\\" (a quote escaped twice)",
                "at offset 2 of the field: \"\\\\\\\"はい\\\\\\\"と言った\"",
                "2 times in the field, 0 times in the source text");
        assertTrue(error.message().contains("escaped twice"), error.message());
    }

    @Test
    void validate_escapeResidue_withoutTheSource_isKeptAsItIs() {
        // Text about escaping is legitimate; only the source can tell residue from content.
        assertEquals("彼は\\\"はい\\\"と言った", valid("{\"translation\": \"彼は\\\\\\\"はい\\\\\\\"と言った\"}").content());
        assertEquals("一行目\\n二行目", valid("{\"translation\": \"一行目\\\\n二行目\"}").content());
        assertEquals("こんにちは\", \"termSuggestions\": []",
                valid("{\"translation\": \"こんにちは\\\", \\\"termSuggestions\\\": []\"}").content());
    }

    @Test
    void validate_lineBreakEscapedTwiceWhereTheSourceHasARealOne_isEscapeResidue() {
        invalidWithSource("{\"translation\": \"一行目\\\\n二行目\"}", ReplyKind.TRANSLATION, ValidationCode.ESCAPE_RESIDUE,
                SourceJson.of("Line one\nLine two"), "\\n (a line break escaped twice) at offset 3 of the field",
                "once in the field, 0 times in the source text");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            列1\\t列2          | \\t (a tab escaped twice)       | 2
            パス\\\\bin         | \\\\ (a backslash escaped twice) | 2
            あ=\\u3042          | \\u3042 (a \\u escape escaped twice) | 2
            URL: https:\\/\\/x | \\/ (a slash escaped twice)     | 11
            改行\\r\\n          | \\r (a carriage return escaped twice) | 2
            """)
    void validate_eachSequenceEscapedTwice_withAPlainSource_isEscapeResidue(String content, String named, int offset) {
        invalidWithSource(reply(content), ReplyKind.TRANSLATION, ValidationCode.ESCAPE_RESIDUE,
                SourceJson.of("Plain source text, one line."), named + " at offset " + offset + " of the field");
    }

    @Test
    void validate_oneSequenceMoreThanTheSourceHas_namesTheFirstPastTheSourcesCount() {
        // The source spells \n once (code in prose); the translation keeps it and adds a doubled line break.
        String content = "printf(\"a\\n\") を使います。\\n次の行";
        invalidWithSource(reply(content), ReplyKind.TRANSLATION, ValidationCode.ESCAPE_RESIDUE,
                SourceJson.of("Use printf(\"a\\n\").\nNext line"),
                "at offset " + content.indexOf("\\n次") + " of the field", "2 times in the field, once in the source text");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            Use printf("a\\n") and write \\"quoted\\" text.         | printf("a\\n") を使い、\\"quoted\\" と書きます。
            Open C:\\Users\\new\\table.txt                           | C:\\Users\\new\\table.txt を開きます
            In a string literal the path is "C:\\\\Users\\\\me".    | 文字列リテラルではパスは "C:\\\\Users\\\\me" です。
            Escape a quote as \\" and a line break as \\n.          | 引用符は \\" 、改行は \\n とエスケープします。
            The character \\u3042 is あ.                            | 文字 \\u3042 は あ です。
            Send {"name": "Bob", "role": "admin"} to the API.       | {"name": "ボブ", "role": "admin"} をAPIに送ります。
            Set "a": "x", "b": "y" in the file.                     | ファイルに "a": "x", "b": "y" を設定します。
            Say "yes" or "no".                                      | 「はい」か "no", と言います。
            Hello                                                   | "はい", "いいえ": どちらか
            """)
    void validate_sequencesAndMembersTheSourceCarries_areContent(String source, String translation) {
        assertEquals(translation, validWithSource(reply(translation), ReplyKind.TRANSLATION, SourceJson.of(source)).content());
    }

    @ParameterizedTest
    @ValueSource(strings = {"彼は\\\"はい\\\"と言った", "こんにちは\", \"termSuggestions\": []", "a\\\\b\\u3042\\/\\t",
            "{\"k\": \"v\", \"w\": [1]}", "x\", \"a\": 1, \"b\": 2"})
    void validate_theSourceItself_alwaysCarriesItsOwnSequencesAndMembers(String text) {
        assertEquals(text, validWithSource(reply(text), ReplyKind.TRANSLATION, SourceJson.of(text)).content());
    }

    @Test
    void validate_replyMemberInTheText_withTheSource_isLeakedMemberNamingIt() {
        invalidWithSource("{\"translation\": \"こんにちは\\\", \\\"termSuggestions\\\": []\"}", ReplyKind.TRANSLATION,
                ValidationCode.LEAKED_MEMBER, SourceJson.of("Hello"),
                "A member of the reply leaked into translation: \"\\\", \\\"termSuggestions\\\": []\" at offset 5 of"
                        + " the field, member \"termSuggestions\" (once in the field, 0 times in the source text",
                "closed early");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            こんにちは", "note": "丁寧語で訳しました        | note       | 5
            こんにちは",\\n  "termSuggestions": [        | termSuggestions | 5
            こんにちは", "confidence": 0.9             | confidence | 5
            こんにちは","done":true                    | done       | 5
            前文 "引用" です", "extra": {"a": 1}       | extra      | 10
            """)
    void validate_anyMemberAfterTheString_withTheSource_isLeakedMember(String content, String key, int offset) {
        invalidWithSource(reply(content.replace("\\n", "\n")), ReplyKind.TRANSLATION, ValidationCode.LEAKED_MEMBER,
                SourceJson.of("Hello, \"quoted\" text."), "at offset " + offset + " of the field, member \"" + key + "\"");
    }

    @Test
    void validate_leakedMemberBesideTheSourcesOwn_namesTheOnePastTheSourcesCount() {
        String content = "{\"a\": \"エックス\", \"b\": \"ワイ\"} を送ります。\", \"b\": 1";
        invalidWithSource(reply(content), ReplyKind.TRANSLATION, ValidationCode.LEAKED_MEMBER,
                SourceJson.of("Send {\"a\": \"x\", \"b\": \"y\"}."),
                "at offset " + content.indexOf("\", \"b\": 1") + " of the field, member \"b\" (2 times in the field, once");
    }

    @Test
    void validate_patchEscapedTwice_isEscapeResidue_notAMissingHunk() {
        String patch = "--- a.md\\n+++ a.md\\n@@ -1 +1 @@\\n-古い\\n+新しい";
        invalidWithSource(reply("targetPatch", patch), ReplyKind.REVISION_PATCH, ValidationCode.ESCAPE_RESIDUE,
                SourceJson.of("--- a.md\n+++ a.md\n@@ -1 +1 @@\n-old\n+new\n", "古い\n"),
                "Escape residue in targetPatch: \\n (a line break escaped twice) at offset 8 of the field");
    }

    @Test
    void validate_patchWhoseContextCarriesTheTargetDocumentsEscapes_isValid() {
        String document = "print(\"行1\\n\")\n説明\n";
        String patch = "--- a.md\n+++ a.md\n@@ -1,2 +1,2 @@\n print(\"行1\\n\")\n-説明\n+新しい説明\n";
        validWithSource(reply("targetPatch", patch), ReplyKind.REVISION_PATCH,
                SourceJson.of("--- a.md\n+++ a.md\n@@ -1,2 +1,2 @@\n print(\"line 1\\n\")\n-Notes\n+New notes\n", document));
    }

    private static String reply(String field, String content) {
        try {
            return new ObjectMapper().writeValueAsString(java.util.Map.of(field, content));
        } catch (JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }
}
