package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What {@link Accept} changes: arrays as answers ("array", "any"), the enclosing container reported in
 * "object" mode (and in "array" mode), brackets of prose, and repair mode's tolerances on arrays.
 */
class AcceptTest {

    private final JsonExtractor extractor = new JsonExtractor();

    private Extraction.Found found(String text, Mode mode, Accept accept) {
        Extraction result = extractor.extract(text, mode, accept);
        return assertInstanceOf(Extraction.Found.class, result, () -> mode + "/" + accept + " on " + text + ": " + result);
    }

    private ExtractError failed(String text, Mode mode, Accept accept) {
        Extraction result = extractor.extract(text, mode, accept);
        return assertInstanceOf(Extraction.Failed.class, result, () -> mode + "/" + accept + " on " + text + ": " + result).error();
    }

    // ---- a reasoning model's thinking before the answer is not searched --------------------------------

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_draftInThinkingBlock_answerAfterItWins(Mode mode) {
        String text = "<think>\nThe user wants JSON. Maybe {\"title\": \"draft\"}?\n```json\n{\"title\": \"fenced draft\"}\n```\n</think>\n\n{\"title\": \"final\"}";
        Extraction.Found found = found(text, mode, Accept.OBJECT);
        assertEquals("final", found.json().get("title").textValue());
        assertEquals(text.lastIndexOf('{'), found.start());
        assertEquals(Source.TEXT, found.source());
    }

    @Test
    void extract_fencedAnswerAfterThinking_isTheCodeBlock() {
        String text = "<think>{\"a\": 0}</think>\nHere:\n```json\n{\"a\": 1}\n```";
        Extraction.Found found = found(text, Mode.STRICT, Accept.OBJECT);
        assertEquals(1, found.json().get("a").intValue());
        assertEquals(Source.CODE_BLOCK, found.source());
    }

    @Test
    void extract_jsonOnlyInsideThinking_isNoJson() {
        ExtractError error = failed("<think>I could answer {\"a\": 1}</think>\nSorry, I cannot help.", Mode.STRICT, Accept.OBJECT);
        assertEquals(ErrorCode.NO_JSON, error.code());
    }

    @Test
    void extract_thinkingCutOff_searchesTheWholeReply() {
        Extraction.Found found = found("<think>I will answer {\"a\": 1} and", Mode.STRICT, Accept.OBJECT);
        assertEquals(1, found.json().get("a").intValue());
    }

    // ---- "object" (the default): the array around the object is reported ------------------------------

    @ParameterizedTest
    @EnumSource(Mode.class)
    void object_elementOfACompleteArray_saysWhichArrayEnclosesIt(Mode mode) {
        String text = "Found 2 users: [{\"id\": 1}, {\"id\": 2}] done";
        Extraction.Found found = found(text, mode, Accept.OBJECT);
        assertEquals("{\"id\":1}", found.json().toString());
        int open = text.indexOf('[');
        int close = text.indexOf(']') + 1;
        assertEquals(new Enclosure(Enclosure.Type.ARRAY, open, close), found.enclosedBy());
        assertEquals("[{\"id\": 1}, {\"id\": 2}]", text.substring(found.enclosedBy().start(), found.enclosedBy().end()));
        assertEquals("The object found is inside a complete JSON array (positions 15 to 37) that may hold more elements;"
                + " send \"accept\": \"array\" or \"any\" to get arrays", found.enclosedBy().warning());
        // The default is "object", enclosure included.
        assertEquals(found, extractor.extract(text, mode));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void object_nestedArrays_reportTheOutermostCompleteOne(Mode mode) {
        String text = "x [[{\"a\": 1}, {\"b\": 2}], [{\"c\": 3}]] y";
        Extraction.Found found = found(text, mode, Accept.OBJECT);
        assertEquals("{\"a\":1}", found.json().toString());
        assertEquals(new Enclosure(Enclosure.Type.ARRAY, 2, text.length() - 2), found.enclosedBy());
    }

    @ParameterizedTest
    @EnumSource(Accept.class)
    void repair_commentInAPassedOverArray_doesNotHideTheValueStrictModeFinds(Accept accept) {
        // Repair mode reads [1 // x {} as [1], a citation-like array passed over, its comment running to the
        // end: the {} strict mode finds after it is still the answer ("array" asks for arrays only).
        String text = "[ ] [1 // x {}";
        Extraction repaired = extractor.extract(text, Mode.REPAIR, accept);
        if (accept == Accept.ARRAY) {
            assertEquals(extractor.extract(text, Mode.STRICT, accept), repaired);
            return;
        }
        Extraction.Found found = assertInstanceOf(Extraction.Found.class, repaired);
        assertEquals(text.indexOf("{}"), found.start());
        assertEquals(List.of(), found.repairs());
    }

    @Test
    void repair_commentInAPassedOverArray_doesNotSkipToALaterValue() {
        // The same [1 // ... read, with a value after the comment's closer: the search must not jump past the
        // passed-over array to {"b": 2} when strict mode finds {"a": 1} inside that array's comment.
        String text = "[1// {\"a\": 1} x {\"b\": 2}";
        Extraction.Found strict = found(text, Mode.STRICT, Accept.ANY);
        assertEquals("{\"a\":1}", strict.json().toString());
        assertEquals(strict, found(text, Mode.REPAIR, Accept.ANY));
        // A later object that needs a repair does not outrank the earlier valid one either.
        String broken = "[1// {\"a\": 1} x {'b': 2}";
        assertEquals(found(broken, Mode.STRICT, Accept.ANY), found(broken, Mode.REPAIR, Accept.ANY));
    }

    @Test
    void repair_unclosedCandidateInAPassedOverArraysComment_endsTheSearchAsInStrictMode() {
        // Strict mode's search ends at the '[' it cannot close; repair mode read it as part of the comment of
        // [// ... ], passed over. A later {} that needs no repair would claim strict mode finds it: the answer is
        // the array read with repairs.
        String text = "[// [\":[1]{} x\"";
        assertInstanceOf(Extraction.Failed.class, extractor.extract(text, Mode.STRICT, Accept.ANY));
        Extraction.Found found = found(text, Mode.REPAIR, Accept.ANY);
        assertEquals(0, found.start());
        assertEquals("[]", found.json().toString());
        assertEquals(List.of(RepairKind.COMMENT), found.repairs().stream().map(Repair::kind).toList());
        // With a citation-like array before it, strict mode falls back on that one; so does repair mode.
        String cited = "[1] " + text;
        assertEquals(found(cited, Mode.STRICT, Accept.ANY), found(cited, Mode.REPAIR, Accept.ANY));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void object_notInsideACompleteArray_hasNoEnclosure(Mode mode) {
        for (String text : List.of("{\"a\": [1, 2]}", "[1, 2] and then {\"a\": 1}", "[see above] {\"a\": 1} [x]",
                "prose {\"a\": 1} [{\"b\": 2}]", "Note [1]: {\"a\": 1}")) {
            Extraction.Found found = found(text, mode, Accept.OBJECT);
            assertNull(found.enclosedBy(), text);
        }
    }

    @Test
    void object_arrayBrokenBeforeItCloses_enclosesInRepairModeOnly() {
        // Strict mode reads no array that is not valid JSON; repair mode reads this one, trailing comma and all.
        String text = "[{\"id\": 1}, {\"id\": 2},]";
        assertEquals(new Enclosure(Enclosure.Type.ARRAY, 0, text.length()), found(text, Mode.REPAIR, Accept.OBJECT).enclosedBy());
        assertNull(found(text, Mode.STRICT, Accept.OBJECT).enclosedBy());
        // Cut off: repair mode closes the array, strict mode cannot read it.
        String cut = "Found 2 users: [{\"id\": 1}, {\"id\": 2}";
        assertEquals(new Enclosure(Enclosure.Type.ARRAY, 15, cut.length()), found(cut, Mode.REPAIR, Accept.OBJECT).enclosedBy());
        assertNull(found(cut, Mode.STRICT, Accept.OBJECT).enclosedBy());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void object_inAFencedArray_isEnclosedWithinTheBlock(Mode mode) {
        String text = "[note]\n```json\n[{\"a\": 1}, {\"b\": 2}]\n```";
        Extraction.Found found = found(text, mode, Accept.OBJECT);
        assertEquals(Source.CODE_BLOCK, found.source());
        assertEquals(new Enclosure(Enclosure.Type.ARRAY, text.indexOf("[{"), text.indexOf("}]") + 2), found.enclosedBy());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void object_insideAStringOfAnArray_isReportedAsInsideIt(Mode mode) {
        // The object scan does not know the brace is in a string; the array around it is still reported.
        Extraction.Found found = found("[\"{}\", 2]", mode, Accept.OBJECT);
        assertEquals("{}", found.json().toString());
        assertEquals(new Enclosure(Enclosure.Type.ARRAY, 0, 9), found.enclosedBy());
    }

    @Test
    void object_arraysNestedBeyondTheLimit_reportNoEnclosure() {
        String text = "[".repeat(2_000) + "{\"a\": 1}";
        Extraction.Found found = found(text, Mode.STRICT, Accept.OBJECT);
        assertEquals(2_000, found.start());
        assertNull(found.enclosedBy());
    }

    @Test
    void object_accessor_refusesAnArray() {
        Extraction.Found array = found("[1, 2]", Mode.STRICT, Accept.ARRAY);
        assertThrows(IllegalStateException.class, array::object);
        assertEquals("{\"a\":1}", found("{\"a\": 1}", Mode.STRICT, Accept.OBJECT).object().toString());
    }

    // ---- "array" ---------------------------------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(Mode.class)
    void array_topLevelArrayOfObjects_isReturnedWhole(Mode mode) {
        String text = "Found 2 users: [{\"id\": 1}, {\"id\": 2}]";
        Extraction.Found found = found(text, mode, Accept.ARRAY);
        assertEquals("[{\"id\":1},{\"id\":2}]", found.json().toString());
        assertEquals(Source.TEXT, found.source());
        assertEquals(15, found.start());
        assertEquals(text.length(), found.end());
        assertNull(found.enclosedBy());
        assertEquals(List.of(), found.repairs());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void array_numbers_stayExact(Mode mode) {
        Extraction.Found found = found("ids: [12345678901234567890, 0.1000000000000000055511151231257827, 1.50, -7]", mode, Accept.ARRAY);
        JsonNode json = found.json();
        assertEquals(new BigInteger("12345678901234567890"), json.get(0).bigIntegerValue());
        assertEquals(new BigDecimal("0.1000000000000000055511151231257827"), json.get(1).decimalValue());
        assertEquals("[12345678901234567890,0.1000000000000000055511151231257827,1.50,-7]", json.toString());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void array_insideACompleteObject_saysWhichObjectEnclosesIt(Mode mode) {
        String text = "{\"users\": [{\"id\": 1}], \"total\": 1}";
        Extraction.Found found = found(text, mode, Accept.ARRAY);
        assertEquals("[{\"id\":1}]", found.json().toString());
        assertEquals(new Enclosure(Enclosure.Type.OBJECT, 0, text.length()), found.enclosedBy());
        assertTrue(found.enclosedBy().warning().contains("\"accept\": \"object\" or \"any\""));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void array_bracketsOfProse_areNoCandidates(Mode mode) {
        for (String text : List.of("See [see above] and [x].", "He said [...] nothing", "Source: [citation needed]", "a [b] c")) {
            ExtractError error = failed(text, mode, Accept.ARRAY);
            assertEquals(ErrorCode.NO_JSON, error.code(), text);
        }
        assertEquals("[\"a\",\"b\"]", found("[see above] then [\"a\", \"b\"]", mode, Accept.ARRAY).json().toString());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void array_citationOrCheckbox_isTheAnswerOnlyWhenNothingElseIs(Mode mode) {
        assertEquals("[{\"k\":1}]", found("- [ ] todo\n- [x] done\nResult: [{\"k\": 1}]", mode, Accept.ARRAY).json().toString());
        assertEquals("[\"a\"]", found("as shown in [1, 2]: [\"a\"]", mode, Accept.ARRAY).json().toString());
        Extraction.Found onlyCitations = found("As [1] and [2] say.", mode, Accept.ARRAY);
        assertEquals("[1]", onlyCitations.json().toString());
        assertEquals(3, onlyCitations.start());
        assertEquals("[]", found("- [ ] nothing else", mode, Accept.ARRAY).json().toString());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void array_fencedBlock_winsOverProse(Mode mode) {
        String text = "Before: [\"draft\"]\n```json\n[\"final\"]\n```";
        Extraction.Found found = found(text, mode, Accept.ARRAY);
        assertEquals("[\"final\"]", found.json().toString());
        assertEquals(Source.CODE_BLOCK, found.source());
        // A block holding only numbers is data, not a citation: it still wins.
        assertEquals("[1,2,3]", found("{\"a\": 1}\n```json\n[1, 2, 3]\n```", mode, Accept.ANY).json().toString());
    }

    @Test
    void array_strictErrors_nameTheArray() {
        ExtractError open = failed("Items: [1, 2,", Mode.STRICT, Accept.ARRAY);
        assertEquals(ErrorCode.UNTERMINATED, open.code());
        assertEquals(7, open.position());
        assertEquals("Unterminated JSON array: the text ends before the '[' at line 1, column 8 (position 7) is closed", open.message());
        ExtractError invalid = failed("Values: [1, 2,, 3] thanks", Mode.STRICT, Accept.ARRAY);
        assertEquals(ErrorCode.INVALID_JSON, invalid.code());
        assertEquals(14, invalid.position());
        assertEquals("Expected a value but found ',' at line 1, column 15", invalid.message());
        assertEquals(ErrorCode.NO_JSON, failed("{\"a\": 1} only objects", Mode.STRICT, Accept.ARRAY).code());
        assertEquals(ErrorCode.TOO_DEEP, failed("[".repeat(1_001) + "]".repeat(1_001), Mode.STRICT, Accept.ARRAY).code());
    }

    @Test
    void array_repairMode_hasTheSameTolerancesAsInObjects() {
        assertRepaired("Items: [1, 2,", "[1,2]", RepairKind.TRAILING_COMMA, RepairKind.TRUNCATED);
        // One TRUNCATED per container closed; the number 2 the text's end runs into may be the start of 25: dropped.
        assertRepaired("[{\"id\": 1}, {\"id\": 2", "[{\"id\":1},{}]", RepairKind.CUT_VALUE, RepairKind.TRUNCATED,
                RepairKind.TRUNCATED);
        // A blank after it does not say it is whole (repair mode reads 2 000 as one bare value); a line end does.
        assertRepaired("[{\"id\": 1}, {\"id\": 2 ", "[{\"id\":1},{}]", RepairKind.CUT_VALUE, RepairKind.TRUNCATED,
                RepairKind.TRUNCATED);
        assertRepaired("[{\"id\": 1}, {\"id\": 2\n", "[{\"id\":1},{\"id\":2}]", RepairKind.TRUNCATED, RepairKind.TRUNCATED);
        assertRepaired("['a', 'b',]", "[\"a\",\"b\"]", RepairKind.SINGLE_QUOTES, RepairKind.SINGLE_QUOTES, RepairKind.TRAILING_COMMA);
        assertRepaired("[True, None, 1 2, ..., +3, (4, 5)]", "[true,null,1,2,3,[4,5]]", RepairKind.PYTHON_LITERAL,
                RepairKind.PYTHON_LITERAL, RepairKind.MISSING_COMMA, RepairKind.PLACEHOLDER, RepairKind.NUMBER_SPELLING,
                RepairKind.TUPLE);
        assertRepaired("[{name: 'Bob'}, // x\n {name: 'Al'}]", "[{\"name\":\"Bob\"},{\"name\":\"Al\"}]", RepairKind.UNQUOTED_KEY,
                RepairKind.SINGLE_QUOTES, RepairKind.COMMENT, RepairKind.UNQUOTED_KEY, RepairKind.SINGLE_QUOTES);
        // A bare word after the first element is a value; as the first one it is prose ([see above]).
        assertRepaired("[\"HND\", NRT]", "[\"HND\",\"NRT\"]", RepairKind.UNQUOTED_VALUE);
        // Each strict counterpart fails.
        for (String text : List.of("[1, 2,", "['a']", "[True]", "[1 2]")) {
            assertInstanceOf(Extraction.Failed.class, extractor.extract(text, Mode.STRICT, Accept.ARRAY), text);
        }
    }

    @Test
    void array_placeholderBeforeTheFirstElement_beginsAnArrayInRepairMode() {
        assertRepaired("[..., 7, 8, 9]", "[7,8,9]", RepairKind.PLACEHOLDER);
        assertRepaired("Tail: [\u2026, \"x\"]", "[\"x\"]", RepairKind.PLACEHOLDER);
        assertEquals(1, found("[..., 7, 8, 9]", Mode.REPAIR, Accept.ARRAY).repairs().get(0).position());
        assertInstanceOf(Extraction.Failed.class, extractor.extract("[..., 7, 8, 9]", Mode.STRICT, Accept.ARRAY));
        // A placeholder alone, or before a bare word, is prose's bracket.
        for (String text : List.of("[...]", "[ ... ]", "[..., ]", "[..., see above]")) {
            assertEquals(ErrorCode.NO_JSON, failed(text, Mode.REPAIR, Accept.ARRAY).code(), text);
        }
    }

    @Test
    void array_firstWordGluedToAQuoteThenAComma_beginsAnArrayInRepairMode() {
        assertRepaired("[a\",b\"]", "[\"a\",\"b\"]", RepairKind.UNQUOTED_VALUE, RepairKind.UNQUOTED_VALUE);
        assertRepaired("[a\", \"b\"]", "[\"a\",\"b\"]", RepairKind.UNQUOTED_VALUE);
        assertInstanceOf(Extraction.Failed.class, extractor.extract("[a\", \"b\"]", Mode.STRICT, Accept.ARRAY));
        // Without the ',' after it, or without the quote, a word is prose's bracket.
        for (String text : List.of("x [a\"]", "x [a\" b]", "x [a, b]")) {
            assertEquals(ErrorCode.NO_JSON, failed(text, Mode.REPAIR, Accept.ARRAY).code(), text);
        }
    }

    @Test
    void array_ofWordsThatIsTheWholeReply_isTheAnswerInRepairMode() {
        assertRepaired("[a, b]", "[\"a\",\"b\"]", RepairKind.UNQUOTED_VALUE, RepairKind.UNQUOTED_VALUE);
        assertRepaired(" \n[\na,\nb\n]\n", "[\"a\",\"b\"]", RepairKind.UNQUOTED_VALUE, RepairKind.UNQUOTED_VALUE);
        assertRepaired("[https://example.com/a, 2]", "[\"https://example.com/a\",2]", RepairKind.UNQUOTED_VALUE);
        assertRepaired("[HND, NRT\nKIX]", "[\"HND\",\"NRT\",\"KIX\"]",
                RepairKind.UNQUOTED_VALUE, RepairKind.UNQUOTED_VALUE, RepairKind.MISSING_COMMA, RepairKind.UNQUOTED_VALUE);
        assertRepaired("[truee", "[\"truee\"]", RepairKind.UNQUOTED_VALUE, RepairKind.TRUNCATED);
        assertRepaired("[citation needed]", "[\"citation needed\"]", RepairKind.UNQUOTED_VALUE);
        // A fenced block is a range of its own.
        assertEquals("[\"red\",\"green\"]", found("Colours:\n```json\n[red, green]\n```", Mode.REPAIR, Accept.ARRAY).json().toString());
        assertEquals("[\"a\",{\"b\":1}]", found("[a, {\"b\": 1}]", Mode.REPAIR, Accept.ANY).json().toString());
        for (Accept accept : List.of(Accept.ARRAY, Accept.ANY)) {
            assertInstanceOf(Extraction.Failed.class, extractor.extract("[a, b]", Mode.STRICT, accept));
        }
    }

    @Test
    void array_ofWordsThatDoesNotEndTheReply_staysProse() {
        for (String text : List.of("[x] done", "[see above] and more", "[Click here](https://example.com)", "Note: [a, b]")) {
            assertEquals(ErrorCode.NO_JSON, failed(text, Mode.REPAIR, Accept.ARRAY).code(), text);
        }
        // The search goes on after it, and inside it.
        assertEquals("{\"a\":1}", found("[see above] and {\"a\": 1}", Mode.REPAIR, Accept.ANY).json().toString());
        assertEquals("[1,2]", found("[x] done [1, 2]", Mode.REPAIR, Accept.ARRAY).json().toString());
        assertEquals("[\"c\"]", found("[a, [\"c\"]] b", Mode.REPAIR, Accept.ARRAY).json().toString());
        // In object mode no such bracket is said to enclose the object found.
        Extraction.Found object = found("[a, {\"b\": 1}] and prose", Mode.REPAIR, Accept.OBJECT);
        assertEquals("{\"b\":1}", object.json().toString());
        assertEquals(null, object.enclosedBy());
        assertEquals(new Enclosure(Enclosure.Type.ARRAY, 0, 13), found("[a, {\"b\": 1}]", Mode.REPAIR, Accept.OBJECT).enclosedBy());
    }

    private void assertRepaired(String text, String json, RepairKind... kinds) {
        Extraction.Found found = found(text, Mode.REPAIR, Accept.ARRAY);
        assertEquals(json, found.json().toString(), text);
        assertEquals(List.of(kinds), found.repairs().stream().map(Repair::kind).toList(), text);
    }

    @Test
    void array_doubleEncodedReply_isDecodedInRepairMode() {
        String text = "\"[{\\\"a\\\": 1}, 2]\"";
        Extraction.Found found = found(text, Mode.REPAIR, Accept.ARRAY);
        assertEquals("[{\"a\":1},2]", found.json().toString());
        assertEquals(new Repair(RepairKind.DOUBLE_ENCODED, 1), found.repairs().get(0));
        assertEquals("[{\\\"a\\\": 1}, 2]", text.substring(found.start(), found.end()));
        // In "object" mode the object inside it is found, with the array's span in the input.
        Extraction.Found object = found(text, Mode.REPAIR, Accept.OBJECT);
        assertEquals(new Enclosure(Enclosure.Type.ARRAY, 1, text.length() - 1), object.enclosedBy());
    }

    // ---- "any" -----------------------------------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(Mode.class)
    void any_firstCompleteObjectOrArray_wins(Mode mode) {
        assertEquals("[{\"id\":1},{\"id\":2}]", found("Found 2 users: [{\"id\": 1}, {\"id\": 2}]", mode, Accept.ANY).json().toString());
        assertEquals("{\"a\":[1]}", found("x {\"a\": [1]} [\"b\"]", mode, Accept.ANY).json().toString());
        assertEquals("[\"b\"]", found("x [\"b\"] {\"a\": [1]}", mode, Accept.ANY).json().toString());
        assertEquals("[90,85,77]", found("Scores: [90, 85, 77]", mode, Accept.ANY).json().toString());
        assertNull(found("Found: [{\"id\": 1}]", mode, Accept.ANY).enclosedBy());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void any_citationBeforeAnObject_isProse(Mode mode) {
        Extraction.Found found = found("Note [1]: {\"a\": 1}", mode, Accept.ANY);
        assertEquals("{\"a\":1}", found.json().toString());
        assertEquals(10, found.start());
        assertEquals("{\"a\":1}", found("As shown in [1, 2], the answer is {\"a\": 1}", mode, Accept.ANY).json().toString());
        assertEquals("{\"a\":1}", found("- [ ] check\n{\"a\": 1}", mode, Accept.ANY).json().toString());
    }

    @Test
    void any_citationBeforeACutOffObject_givesTheObjectInRepairModeAndTheCitationInStrictMode() {
        String text = "Note [1]: {\"a\": 1, \"b\": ";
        assertEquals("{\"a\":1}", found(text, Mode.REPAIR, Accept.ANY).json().toString());
        assertEquals("[1]", found(text, Mode.STRICT, Accept.ANY).json().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"[1] [", "[1] {\"a\": 1", "[1] {\"a\" x} [2]"})
    void any_citationThenNothingComplete_isTheCitation(String text) {
        assertEquals("[1]", found(text, Mode.STRICT, Accept.ANY).json().toString());
    }

    @Test
    void walk_andValidatorsStillReadObjectsOnly() {
        JsonExtractor.Walk walk = extractor.walk("[1] {\"a\": 1} [2]");
        Extraction.Found found = assertInstanceOf(Extraction.Found.class, walk.extractFrom(0));
        assertEquals("{\"a\":1}", found.json().toString());
        assertNull(found.enclosedBy());
    }
}
