package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.limits.Limits;

/** Strict-mode behaviour of {@link JsonExtractor}: rules, exact numbers, located errors, hostile input. */
class JsonExtractorTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final JsonExtractor extractor = new JsonExtractor();

    // ---- finding the object ----------------------------------------------------------------------

    @Test
    void extract_braceAndQuoteInsideString_areContent() {
        String text = "pre {\"a\": \"}{ \\\" ]\", \"b\": \"{\"} post";
        Extraction.Found found = found(text);
        assertEquals("}{ \" ]", found.json().get("a").asText());
        assertEquals("{", found.json().get("b").asText());
        assertEquals(text.indexOf('{'), found.start());
        assertEquals(text.lastIndexOf('}') + 1, found.end());
    }

    @Test
    void extract_escapedBackslashBeforeClosingQuote_closesTheString() {
        String text = "{\"dir\": \"C:\\\\temp\\\\\", \"next\": \"}\"} {\"x\": 1}";
        Extraction.Found found = found(text);
        assertEquals("C:\\temp\\", found.json().get("dir").asText());
        assertEquals("}", found.json().get("next").asText());
        assertEquals("{\"dir\": \"C:\\\\temp\\\\\", \"next\": \"}\"}", text.substring(found.start(), found.end()));
    }

    @Test
    void extract_unicodeEscapes_areDecoded() {
        Extraction.Found found = found("{\"s\": \"\\u00e9\\ud83d\\ude00\\n\"}");
        assertEquals("é😀\n", found.json().get("s").asText());
    }

    @Test
    void extract_keys_collidingHashesEscapesAndDuplicates_areKeptApart() {
        // "Aa" and "BB" share a String hash (one key-cache slot); the last duplicate wins, as in Jackson.
        Extraction.Found found = found("{\"Aa\": 1, \"BB\": 2, \"a\\\"b\": 3, \"Aa\": 4, \"\": 5}");
        assertEquals("{\"Aa\":4,\"BB\":2,\"a\\\"b\":3,\"\":5}", compact(found.json()));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_runOfBraces_objectStartsAtTheLastBraceOfTheRun(Mode mode) {
        Extraction.Found found = (Extraction.Found) extractor.extract("x {{{\"a\": {\"b\": 1}, \"c\": [{}]}", mode);
        assertEquals(4, found.start());
        assertEquals("{\"a\":{\"b\":1},\"c\":[{}]}", compact(found.json()));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_runOfBracesToTheEnd_isUnterminatedAtTheLastBrace(Mode mode) {
        Extraction.Failed failed = assertInstanceOf(Extraction.Failed.class, extractor.extract("a {{{{", mode));
        assertEquals(ErrorCode.UNTERMINATED, failed.error().code());
        assertEquals(5, failed.error().position());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_integerThenProse_failsAfterTheNumberAndTheNextCandidateWins(Mode mode) {
        String text = "{\"a\":12 x {\"a\":-7 y{\"a\": 0 , \"b\": 9223372036854775807}";
        Extraction.Found found = (Extraction.Found) extractor.extract(text, mode);
        assertEquals(text.lastIndexOf("{\"a\": 0"), found.start());
        assertEquals(0, found.json().get("a").intValue());
        assertEquals(Long.MAX_VALUE, found.json().get("b").longValue());
        assertTrue(found.json().get("b").isLong());
    }

    @Test
    void extract_objectInsideProseBrackets_isFound() {
        Extraction.Found found = found("[see {\"a\": [1, 2]}] and [1, 2]");
        assertEquals("{\"a\":[1,2]}", compact(found.json()));
        assertEquals(Source.TEXT, found.source());
    }

    @Test
    void extract_topLevelArray_isNotReturnedButTheObjectInIt() {
        Extraction.Found found = found("[{\"a\": 1}, {\"b\": 2}]");
        assertEquals("{\"a\":1}", compact(found.json()));
        assertEquals(1, found.start());
    }

    @Test
    void extract_innerObjectOfFailedCandidate_isTheFirstCompleteObject() {
        String text = "{\"outer\": {\"inner\": true} oops}";
        Extraction.Found found = found(text);
        assertEquals("{\"inner\":true}", compact(found.json()));
        assertEquals(10, found.start());
        assertEquals(25, found.end());
    }

    @Test
    void extract_strayBracesInProse_areSkipped() {
        Extraction.Found found = found("Use {curly} and {\"no\" colon} then {\"ok\": true}");
        assertEquals("{\"ok\":true}", compact(found.json()));
    }

    @Test
    void extractFrom_findsTheSecondTopLevelObject() {
        String text = "{\"a\": 1} and {\"b\": 2}";
        Extraction.Found first = found(text);
        Extraction.Found second = assertInstanceOf(Extraction.Found.class, extractor.walk(text).extractFrom(first.end()));
        assertEquals("{\"b\":2}", compact(second.json()));
        assertEquals(13, second.start());
    }

    @Test
    void repair_manyFailedCandidatesThenARepairedOne_allocatesAboutTheTextCopy() {
        // Regression: the repaired last candidate closed its object into the memo (one int per character of
        // the text up to it), 4 bytes a character nobody read. What remains is the 2-byte character copy.
        // The first candidate fails inside an inner array, which starts the memo.
        String text = "{\"b\":[1 x" + "{\"a\":1 x".repeat(125_000);
        Extraction[] result = new Extraction[1];
        long allocated = allocatedBy(() -> result[0] = extractor.extract(text, Mode.REPAIR));
        Extraction.Found found = assertInstanceOf(Extraction.Found.class, result[0]);
        assertEquals(text.length() - 8, found.start());
        assertTrue(allocated < 3L * text.length(), "allocated " + allocated + " bytes for " + text.length() + " characters");
    }

    @Test
    void extract_textWithoutABrace_copiesNothing() {
        // A review of markers only asks for JSON first: text without a '{' has no candidate to copy for.
        String text = "Looks good overall. 最終判定: PASS\n".repeat(40_000);
        Extraction[] result = new Extraction[1];
        long allocated = allocatedBy(() -> result[0] = extractor.extract(text));
        Extraction.Failed failed = assertInstanceOf(Extraction.Failed.class, result[0]);
        assertEquals(ErrorCode.NO_JSON, failed.error().code());
        assertTrue(allocated < text.length() / 4, "allocated " + allocated + " bytes for " + text.length() + " characters");
    }

    /** Bytes this thread allocates in the second of two runs of {@code call} (the first loads and warms). */
    private static long allocatedBy(Runnable call) {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        call.run();
        long before = threads.getCurrentThreadAllocatedBytes();
        call.run();
        return threads.getCurrentThreadAllocatedBytes() - before;
    }

    @Test
    @Timeout(60)
    void extractFrom_walkPastFailedCandidates_costsWhatItScans() {
        // A walk object by object (as review-decision does): each step fails one candidate first.
        String text = "{\"a\" x} {\"n\": 1} ".repeat(200_000);
        int count = 0;
        JsonExtractor.Walk walk = extractor.walk(text);
        for (Extraction r = walk.extractFrom(0); r instanceof Extraction.Found f; r = walk.extractFrom(f.end())) {
            assertEquals(1, f.json().get("n").asInt());
            count++;
        }
        assertEquals(200_000, count);
    }

    // ---- fences ----------------------------------------------------------------------------------

    @Test
    void extract_tildeFence_isACodeBlock() {
        String text = "Draft {\"v\": 1}\n~~~json\n{\"v\": 2}\n~~~\n";
        Extraction.Found found = found(text);
        assertEquals(Source.CODE_BLOCK, found.source());
        assertEquals(2, found.json().get("v").asInt());
        assertEquals("{\"v\": 2}", text.substring(found.start(), found.end()));
    }

    @Test
    void extract_unclosedFinalFence_isACodeBlock() {
        Extraction.Found found = found("Example {\"v\": 1}\n```json\n{\"v\": 2}\n");
        assertEquals(Source.CODE_BLOCK, found.source());
        assertEquals(2, found.json().get("v").asInt());
    }

    @Test
    void extract_fenceWithoutObject_fallsBackToText() {
        Extraction.Found found = found("```\nno object here\n```\nAnswer: {\"v\": 3}");
        assertEquals(Source.TEXT, found.source());
        assertEquals(3, found.json().get("v").asInt());
    }

    @Test
    void extract_pythonFence_isNotACodeBlock() {
        Extraction.Found onlyPython = found("```python\nd = {\"x\": 1}\n```");
        assertEquals(Source.TEXT, onlyPython.source());
        Extraction.Found withJson = found("```python\nd = {\"x\": 1}\n```\n```json\n{\"y\": 2}\n```");
        assertEquals(Source.CODE_BLOCK, withJson.source());
        assertEquals("{\"y\":2}", compact(withJson.json()));
    }

    @Test
    void extract_fenceInsideAJsonStringOfTheBlock_keepsTheBlockWhole() {
        String text = "Draft: {\"v\": 1}\n```json\n{\"v\": 2, \"normalized_content\": \"# T\\n```js\\nx()\\n```\\n\"}\n```\n";
        Extraction.Found found = found(text);
        assertEquals(Source.CODE_BLOCK, found.source());
        assertEquals("# T\n```js\nx()\n```\n", found.json().get("normalized_content").asText());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_fenceMarkInsideAJsonStringOfTheText_isNotAFence(Mode mode) {
        // The ``` in "a``` b" opens a same-line "fence" whose content is ` b"} and {"t": "c`, closed by the ``` in
        // "c```". Read as a block, repair mode would close {"t": "c into {"t":"c"}; the marks belong to the strings.
        String text = "{\"s\": \"a``` b\"} and {\"t\": \"c```\"}";
        Extraction.Found found = found(text, mode);
        assertEquals(Source.TEXT, found.source());
        assertEquals("{\"s\":\"a``` b\"}", compact(found.json()));
        assertEquals(List.of(), found.repairs());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_fenceClosedInsideAJsonStringOfTheText_isNotAFence(Mode mode) {
        // The fuzz finding: the object starts inside the "fence" and its string holds the closing mark.
        String text = "{ \"t```\"}, {\"s\": \"t```\"} end";
        Extraction.Found found = found(text, mode);
        assertEquals("{\"s\":\"t```\"}", compact(found.json()));
        assertEquals(text.indexOf("{\"s\""), found.start());
        assertEquals(List.of(), found.repairs());
    }

    @Test
    void repair_fenceMarkInsideAStringOnlyRepairModeReads_isNotAFence() {
        // {a: "x``` y"} is an object only in repair mode; its ``` opens a "fence" whose content ` y"} {"b": 1}`
        // holds a valid object. Strict mode takes that (the text has no valid object holding a mark); repair
        // mode reads the first object, whose string holds the mark, as it is.
        String text = "{a: \"x``` y\"} {\"b\": 1}```";
        Extraction.Found strict = found(text, Mode.STRICT);
        assertEquals("{\"b\":1}", compact(strict.json()));
        Extraction.Found repaired = found(text, Mode.REPAIR);
        assertEquals(Source.TEXT, repaired.source());
        assertEquals(0, repaired.start());
        assertEquals("{\"a\":\"x``` y\"}", compact(repaired.json()));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_fenceMarkInsideAValidObjectAfterARepairedOne_isNotAFence(Mode mode) {
        // Repair mode's first object {a: 1} holds no mark, but the valid object after it does.
        String text = "{a: 1} {\"s\": \"a``` b\"} {\"t\": \"c```\"}";
        Extraction.Found found = found(text, mode);
        assertEquals(Source.TEXT, found.source());
        assertEquals(mode == Mode.STRICT ? "{\"s\":\"a``` b\"}" : "{\"a\":1}", compact(found.json()));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_sameLineFenceAfterAnObject_stillWins(Mode mode) {
        // Fences first still holds for a same-line fence whose marks no object of the text contains.
        String text = "Draft {\"v\": 1} final: ```json {\"v\": 2}```";
        Extraction.Found found = found(text, mode);
        assertEquals(Source.CODE_BLOCK, found.source());
        assertEquals(2, found.json().get("v").asInt());
    }

    @Test
    void extract_unterminatedObjectInClosedFence_reportsTheCodeBlock() {
        String text = "```json\n{\"a\": 1\n```\n";
        assertFailure(extractor.extract(text), ErrorCode.UNTERMINATED, 8, "code block ends before the '{' at line 2, column 1");
    }

    // ---- numbers ---------------------------------------------------------------------------------

    @Test
    void extract_numbers_keepTheirExactValueAndSize() {
        Extraction.Found found = found("{\"i\": -12, \"l\": 9223372036854775807, \"b\": 9223372036854775808, "
                + "\"d\": 1.50, \"e\": 1e400, \"z\": 0.1000000000000000055511151231257827}");
        JsonNode json = found.json();
        assertTrue(json.get("i").isInt());
        assertTrue(json.get("l").isLong());
        assertEquals(new BigInteger("9223372036854775808"), json.get("b").bigIntegerValue());
        assertEquals(new BigDecimal("1.50"), json.get("d").decimalValue());
        assertEquals(new BigDecimal("1e400"), json.get("e").decimalValue());
        assertEquals("{\"i\":-12,\"l\":9223372036854775807,\"b\":9223372036854775808,\"d\":1.50,\"e\":1E+400,"
                + "\"z\":0.1000000000000000055511151231257827}", compact(json));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_negativeZero_keepsItsSign_andIsTheZeroItStandsFor(Mode mode) {
        JsonNode json = assertInstanceOf(Extraction.Found.class,
                extractor.extract("{\"a\": -0, \"b\": -0.0, \"c\": -0.00e3, \"d\": 0, \"e\": 0.0}", mode)).json();
        assertEquals("{\"a\":-0,\"b\":-0.0,\"c\":-0E+1,\"d\":0,\"e\":0.0}", compact(json));
        assertTrue(json.get("a").isIntegralNumber());
        assertEquals(0, json.get("a").intValue());
        assertEquals("-0", json.get("a").asText());
        assertEquals(json.get("e").decimalValue(), json.get("b").decimalValue());
        assertTrue(json.get("b").isBigDecimal() && json.get("b").canConvertToExactIntegral());
        assertEquals(Double.doubleToLongBits(-0.0), Double.doubleToLongBits(json.get("b").doubleValue()));
        assertEquals(json.get("a"), assertInstanceOf(Extraction.Found.class, extractor.extract("[-0]", mode, Accept.ARRAY)).json().get(0));
        assertNotEquals(json.get("d"), json.get("a"));
    }

    @Test
    void extract_numberLongerThanLimit_isInvalid() {
        String text = "{\"n\": " + "9".repeat(Limits.MAX_NUMBER_CHARS + 1) + "}";
        assertFailure(extractor.extract(text), ErrorCode.INVALID_JSON, 6, "longer than the limit of 1000");
    }

    // ---- errors ----------------------------------------------------------------------------------

    @Test
    void extract_blankText_isEmptyResponse() {
        assertFailure(extractor.extract(""), ErrorCode.EMPTY_RESPONSE, 0, "LLM response is empty");
        assertFailure(extractor.extract(" \n\t\u3000"), ErrorCode.EMPTY_RESPONSE, 0, "LLM response is empty");
    }

    @Test
    void extract_noBraceThatCanStartAnObject_isNoJson() {
        assertFailure(extractor.extract("タスク分割が不十分です"), ErrorCode.NO_JSON, 0, "JSON形式の応答がありません");
        assertFailure(extractor.extract("Use {curly} braces, [1, 2]"), ErrorCode.NO_JSON, 0, "JSON形式の応答がありません");
    }

    @Test
    void strict_commentAfterABracket_isACandidateFailingAtTheComment() {
        assertFailure(extractor.extract("Use {// note\n\"a\": 1}"), ErrorCode.INVALID_JSON, 5,
                "Expected a double-quoted object key but found the comment '//' (JSON has no comments; repair mode accepts them)"
                        + " at line 1, column 6");
        assertFailure(extractor.extract("[/* one */ 1]", Mode.STRICT, Accept.ARRAY), ErrorCode.INVALID_JSON, 1,
                "Expected a value but found the comment '/*'");
        // A later object is still the answer; '#' opens no candidate ({# a Jinja comment #}, a heading).
        assertEquals("{\"b\":2}", compact(found("{// note\n} then {\"b\": 2}").json()));
        assertFailure(extractor.extract("{# note #} and {/ x}"), ErrorCode.NO_JSON, 0, "JSON形式の応答がありません");
    }

    @Test
    void extract_firstCandidateCutOff_isUnterminatedAtItsBrace() {
        String text = "Result: {\"a\": {\"b\": 1}";
        assertFailure(extractor.extract(text), ErrorCode.UNTERMINATED, 8,
                "text ends before the '{' at line 1, column 9 (position 8) is closed");
    }

    @Test
    void extract_invalidObject_reportsReasonAndWhere() {
        Extraction.Failed failed = assertFailure(extractor.extract("{\"a\": 1 x}"), ErrorCode.INVALID_JSON, 8,
                "Expected ',' or '}' after an object member but found 'x' at line 1, column 9");
        assertTrue(failed.error().message().endsWith("at line 1, column 9"));
        assertEquals("{\"a\": 1 <<HERE>>x}", failed.error().context());
    }

    @Test
    void extract_severalInvalidCandidates_reportsTheFurthestFailure() {
        String text = "{\"a\" 1} then {\"b\": [1, 2 3]}";
        assertFailure(extractor.extract(text), ErrorCode.INVALID_JSON, text.indexOf('3'),
                "Expected ',' or ']' after an array element but found '3'");
    }

    @Test
    void extract_strictMode_rejectsWhatRepairFixes() {
        assertFailure(extractor.extract("{\"a\": 1,}"), ErrorCode.INVALID_JSON, 8, "Expected a double-quoted object key but found '}'");
        assertFailure(extractor.extract("{\"a\": \"x\ny\"}"), ErrorCode.INVALID_JSON, 8, "Unescaped control character U+000A");
        assertFailure(extractor.extract("{\"a\": True}"), ErrorCode.INVALID_JSON, 6, "Expected a value but found 'T'");
        assertFailure(extractor.extract("{\"a\": \"\\'\"}"), ErrorCode.INVALID_JSON, 8, "Expected a valid escape character");
    }

    /** A backslash before U+0000, which no escape maps to: read once and failed there, in both modes, never read again. */
    @ParameterizedTest
    @EnumSource(Mode.class)
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void extract_backslashBeforeNul_isAnInvalidEscapeReadOnce(Mode mode) {
        String text = "{\"a\": \"x\\\u0000y\"}";
        int backslash = text.indexOf('\\');
        if (mode == Mode.STRICT) {
            assertFailure(extractor.extract(text, mode), ErrorCode.INVALID_JSON, backslash + 1,
                    "Expected a valid escape character (one of \" \\ / b f n r t u) but found U+0000");
            return;
        }
        Extraction.Found found = assertInstanceOf(Extraction.Found.class, extractor.extract(text, mode));
        assertEquals("x\\\u0000y", found.json().get("a").textValue());
        assertEquals(List.of(new Repair(RepairKind.INVALID_ESCAPE, backslash)), found.repairs());
    }

    @Test
    void extract_crlfLineBreaks_countOnceForLineAndColumn() {
        String text = "note\r\n{\"a\":\r\n 1 x}";
        Extraction.Failed failed = assertFailure(extractor.extract(text), ErrorCode.INVALID_JSON, 16, "at line 3, column 4");
        assertEquals(3, failed.error().line());
        assertEquals(4, failed.error().column());
    }

    @Test
    void extract_surrogatePairsBeforeError_countAsOneColumnEach() {
        String text = "😀😀 {\"a\" x}";
        Extraction.Failed failed = assertFailure(extractor.extract(text), ErrorCode.INVALID_JSON, 10,
                "Expected ':' after the object key but found 'x' at line 1, column 9");
        assertEquals(9, failed.error().column());
        assertEquals("😀😀 {\"a\" <<HERE>>x}", failed.error().context());
    }

    @Test
    void extract_contextCut_marksTheCutsAndKeepsSurrogatePairsWhole() {
        String text = "😀".repeat(30) + "{\"a\" x}" + "😀".repeat(30);
        Extraction.Failed failed = assertFailure(extractor.extract(text), ErrorCode.INVALID_JSON, 65, "found 'x'");
        String context = failed.error().context();
        assertTrue(context.startsWith("…") && context.endsWith("…"), context);
        assertTrue(context.contains("{\"a\" <<HERE>>x}"), context);
        context.codePoints().forEach(cp -> assertTrue(!Character.isSurrogate((char) cp) || cp > 0xFFFF, context));
    }

    @Test
    void extract_deepNesting_isTooDeepWithoutStackOverflow() {
        String text = "{\"a\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}";
        assertFailure(extractor.extract(text), ErrorCode.TOO_DEEP, 5 + 999,
                "JSON nesting depth 1001 exceeds the limit of 1000 at line 1, column 1005; raise outputguard.max-nesting-depth");
        String objects = "{\"a\":".repeat(100_000) + "1" + "}".repeat(100_000);
        assertFailure(extractor.extract(objects), ErrorCode.TOO_DEEP, 5 * 1000, "depth 1001");
    }

    @Test
    void extract_tooDeep_isTerminalEvenWithALaterValidObject() {
        String text = "{\"a\":" + "[".repeat(1001) + " then {\"ok\": 1}";
        assertFailure(extractor.extract(text), ErrorCode.TOO_DEEP, 5 + 999, "limit of 1000");
    }

    @Test
    void extract_nestingAtTheLimit_isAccepted() {
        JsonExtractor shallow = new JsonExtractor(Limits.builder().maxNestingDepth(3).build());
        assertInstanceOf(Extraction.Found.class, shallow.extract("{\"a\": [{\"b\": 1}]}"));
        assertFailure(shallow.extract("{\"a\": [{\"b\": [1]}]}"), ErrorCode.TOO_DEEP, 13, "depth 4 exceeds the limit of 3");
    }

    // ---- large and hostile input -----------------------------------------------------------------

    @Test
    void extract_tenMegabyteReply_isParsedWhole() {
        StringBuilder json = new StringBuilder("{\"items\": [");
        int count = 0;
        while (json.length() < 10_000_000) {
            json.append(count == 0 ? "" : ", ").append("{\"id\": ").append(count).append(", \"name\": \"item {").append(count)
                    .append("}\", \"price\": ").append(count).append(".25}");
            count++;
        }
        String text = "Here you go:\n" + json.append("]}") + "\nAnything else?";
        Extraction.Found found = found(text);
        assertEquals(count, found.json().get("items").size());
        assertEquals(new BigDecimal((count - 1) + ".25"), found.json().get("items").get(count - 1).get("price").decimalValue());
        assertEquals(13, found.start());
        assertEquals(text.length() - "\nAnything else?".length(), found.end());
    }

    /**
     * A candidate whose first member is written {@code "key":integer} and fails right after its integer (strict mode:
     * {"a":1 x; repair mode: words into a bracket, {"a":1 x{) is said to fail before the grammar reads the member: the
     * same failure, or the same answer after it, as the same candidate with a blank after its brace, which the grammar
     * reads member by member, one character later.
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_firstMemberFailingAfterItsInteger_failsAsTheGrammarReadsIt(Mode mode) {
        String[] keys = {"", "a", "key 1", "k'e”y", "é", "a-b", "a:b"};
        String[] integers = {"0", "7", "-3", "0789", "1.5", "2e3", "123456789012345678", "1234567890123456789"};
        String[] words = {" ", "x", " x ", "\tsee.also+this ", "é", "", "\n,", " }"};
        String[] after = {"{", "[", "{\"b\": 1}", "[1, 2]", "}", ""};
        for (String key : keys) {
            for (String integer : integers) {
                for (String word : words) {
                    for (String rest : after) {
                        String text = "{\"" + key + "\":" + integer + word + rest;
                        String blank = "{ " + text.substring(1);
                        Extraction compact = extractor.extract(text, mode);
                        Extraction spaced = extractor.extract(blank, mode);
                        if (compact instanceof Extraction.Failed f) {
                            ExtractError e = f.error();
                            ExtractError g = assertInstanceOf(Extraction.Failed.class, spaced, blank).error();
                            assertEquals(e.code(), g.code(), text);
                            assertEquals(e.position() + (e.position() > 0 ? 1 : 0), g.position(), text);
                            assertEquals(e.message().replaceAll(" at line .*", ""), g.message().replaceAll(" at line .*", ""), text);
                        } else {
                            Extraction.Found a = (Extraction.Found) compact;
                            Extraction.Found b = assertInstanceOf(Extraction.Found.class, spaced, blank);
                            assertEquals(a.json(), b.json(), text);
                        }
                    }
                }
            }
        }
    }

    @Test
    void extract_hostileShapes_failWithTheRightCode() {
        int n = 10_000_000;
        assertFailure(extractor.extract("{".repeat(n)), ErrorCode.UNTERMINATED, n - 1, "position " + (n - 1));
        assertFailure(extractor.extract("\"".repeat(n)), ErrorCode.NO_JSON, 0, "JSON形式の応答がありません");
        assertFailure(extractor.extract("{\"a\":".repeat(n / 5)), ErrorCode.TOO_DEEP, 5000, "depth 1001");
        String repeated = "{\"a\":1 x".repeat(n / 8);
        assertFailure(extractor.extract(repeated), ErrorCode.INVALID_JSON, repeated.length() - 1, "found 'x'");
        String openString = "{\"a\": \"" + "{\\\"b\\\": ".repeat(n / 8);
        assertFailure(extractor.extract(openString), ErrorCode.UNTERMINATED, 0, "position 0");
    }

    @Test
    void extract_nestedFailuresInsideEachOther_areParsedOnce() {
        // 999 nested objects around a long array that fails at its end: each inner '{' is a candidate.
        String text = "{\"a\":".repeat(999) + "[" + "1,".repeat(2_000_000) + "x";
        assertFailure(extractor.extract(text), ErrorCode.INVALID_JSON, text.length() - 1, "found 'x'");
    }

    // ---- helpers ---------------------------------------------------------------------------------

    private Extraction.Found found(String text) {
        return found(text, Mode.STRICT);
    }

    private Extraction.Found found(String text, Mode mode) {
        Extraction result = extractor.extract(text, mode);
        return assertInstanceOf(Extraction.Found.class, result, () -> "expected an object, got " + result);
    }

    static Extraction.Failed assertFailure(Extraction result, ErrorCode code, int position, String messagePart) {
        Extraction.Failed failed = assertInstanceOf(Extraction.Failed.class, result, () -> "expected a failure, got " + result);
        assertEquals(code, failed.error().code(), failed.error()::toString);
        assertEquals(position, failed.error().position(), failed.error()::toString);
        assertTrue(failed.error().message().contains(messagePart),
                () -> "message '" + failed.error().message() + "' lacks '" + messagePart + "'");
        return failed;
    }

    private static String compact(JsonNode json) {
        try {
            return MAPPER.writeValueAsString(json);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
