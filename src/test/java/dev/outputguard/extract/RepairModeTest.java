package dev.outputguard.extract;

import static dev.outputguard.extract.JsonExtractorTest.assertFailure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Repair mode: the table in repair/cases.json, its strict counterparts, and repair positions. */
class RepairModeTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final JsonExtractor extractor = new JsonExtractor();

    @TestFactory
    Stream<DynamicTest> repair_brokenInput_givesExpectedValueAndRepairKinds() throws IOException {
        JsonNode cases = table().get("cases");
        assertTrue(cases.size() >= 250, "at least 250 broken inputs");
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode c : cases) {
            tests.add(DynamicTest.dynamicTest(c.get("id").asText(), () -> checkRepaired(c)));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> strict_sameInput_doesNotRepair() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode c : table().get("cases")) {
            if (!c.get("repairs").isEmpty()) {
                tests.add(DynamicTest.dynamicTest(c.get("id").asText(), () -> checkStrict(c)));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> repair_noRepairableObject_stillFails() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode c : table().get("fail")) {
            tests.add(DynamicTest.dynamicTest(c.get("id").asText(), () -> {
                Extraction result = extractor.extract(c.get("text").asText(), Mode.REPAIR);
                Extraction.Failed failed = assertInstanceOf(Extraction.Failed.class, result, () -> "repaired noise: " + result);
                if (!c.get("code").isNull()) {
                    assertEquals(c.get("code").asText(), failed.error().code().name(), failed.error()::toString);
                }
            }));
        }
        return tests.stream();
    }

    @Test
    void repair_everyKind_isCoveredByTheTable() throws IOException {
        Set<RepairKind> covered = EnumSet.noneOf(RepairKind.class);
        for (JsonNode c : table().get("cases")) {
            c.get("repairs").forEach(kind -> covered.add(RepairKind.valueOf(kind.asText())));
        }
        assertEquals(EnumSet.allOf(RepairKind.class), covered);
    }

    @Test
    void repair_positions_pointAtEachFix() {
        String text = "{'a': True, b: 1 \"c\": [1,], // x\n \"d\": \"x\ny\" + \"z\", \"e\": \"\\'\"";
        Extraction.Found found = repaired(text);
        List<Repair> expected = List.of(
                new Repair(RepairKind.SINGLE_QUOTES, 1),
                new Repair(RepairKind.PYTHON_LITERAL, text.indexOf("True")),
                new Repair(RepairKind.UNQUOTED_KEY, text.indexOf("b:")),
                new Repair(RepairKind.MISSING_COMMA, text.indexOf("\"c\"")),
                new Repair(RepairKind.TRAILING_COMMA, text.indexOf(",]")),
                new Repair(RepairKind.COMMENT, text.indexOf("//")),
                new Repair(RepairKind.UNESCAPED_CONTROL_CHAR, text.indexOf("x\ny") + 1),
                new Repair(RepairKind.CONCATENATED_STRING, text.indexOf('+')),
                new Repair(RepairKind.INVALID_ESCAPE, text.indexOf("\\'")),
                new Repair(RepairKind.TRUNCATED, text.length()));
        assertEquals(expected, found.repairs());
        assertEquals("{\"a\":true,\"b\":1,\"c\":[1],\"d\":\"x\\nyz\",\"e\":\"'\"}", compact(found.json()));
        assertEquals(0, found.start());
        assertEquals(text.length(), found.end());
    }

    @Test
    void repair_mismatchedBracket_closesTheContainerWhereItsTextEnds() {
        String text = "{\"tags\": [\"a\", \"b\" }";
        Extraction.Found found = repaired(text);
        assertEquals("{\"tags\":[\"a\",\"b\"]}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.MISMATCHED_BRACKET, text.indexOf("\"b\"") + 3)), found.repairs());
        assertEquals(text.length(), found.end());
        assertFailure(extractor.extract(text, Mode.STRICT), ErrorCode.INVALID_JSON, text.indexOf('}'), "found '}'");

        // The outermost object: closed after its last member, the ']' and the prose after it outside its span.
        String outer = "{\"a\": 1 ] and more";
        Extraction.Found first = repaired(outer);
        assertEquals("{\"a\": 1", outer.substring(first.start(), first.end()));
        assertEquals(List.of(new Repair(RepairKind.MISMATCHED_BRACKET, first.end())), first.repairs());
    }

    @Test
    void repair_objectInArray_startsAtTheKeyAndEndsWithTheArray() {
        String text = "{\"a\": [\"key\": \"value\"]}";
        Extraction.Found found = repaired(text);
        assertEquals("{\"a\":[{\"key\":\"value\"}]}", compact(found.json()));
        // The object's '}' is missing with its '{': closed by the array's ']', and that is the same repair.
        assertEquals(List.of(new Repair(RepairKind.OBJECT_IN_ARRAY, text.indexOf("\"key\""))), found.repairs());
        assertFailure(extractor.extract(text, Mode.STRICT), ErrorCode.INVALID_JSON, text.indexOf(':', 8), "found ':'");
    }

    @Test
    void repair_unclosedObject_afterANumber_inAnArray() {
        String text = "[{\"i\":1{\"i\":2}]";
        Extraction.Found found = repaired(text, Accept.ARRAY);
        assertEquals("[{\"i\":1},{\"i\":2}]", compact(found.json()));
        int brace = text.indexOf("{\"i\":2");
        assertEquals(List.of(new Repair(RepairKind.UNCLOSED_OBJECT, brace), new Repair(RepairKind.MISSING_COMMA, brace)),
                found.repairs());
        assertFailure(extractor.extract(text, Mode.STRICT, Accept.ARRAY), ErrorCode.INVALID_JSON, brace, "found '{'");

        // A number then a line break: still the number, the object closed after it.
        String lines = "{\"a\": [{\"i\": -12\n {\"i\": 2}]}";
        Extraction.Found split = repaired(lines);
        assertEquals("{\"a\":[{\"i\":-12},{\"i\":2}]}", compact(split.json()));

        // Outside an array the candidate still fails there, and the object after it is the answer.
        String outer = "{\"i\":1{\"i\":2}}";
        Extraction.Found inner = repaired(outer);
        assertEquals("{\"i\":2}", compact(inner.json()));
        assertEquals(6, inner.start());
    }

    @Test
    void repair_strayBracket_afterAnObjectInAnArray() {
        String text = "[{\"key\":\"value\"}},{\"key\":\"value\"}]";
        Extraction.Found found = repaired(text, Accept.ARRAY);
        assertEquals("[{\"key\":\"value\"},{\"key\":\"value\"}]", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.STRAY_BRACKET, text.indexOf("}}") + 1)), found.repairs());
        assertTrue(found.repairs().get(0).kind().guess());
        assertFailure(extractor.extract(text, Mode.STRICT, Accept.ARRAY), ErrorCode.INVALID_JSON, text.indexOf("}}") + 1,
                "found '}'");

        // Not after a number: a '}' there closes the object whose ']' is missing, and the object after it is
        // another one.
        String closes = "{\"a\": [1, 2}, {\"b\": 3}";
        Extraction.Found first = repaired(closes);
        assertEquals("{\"a\":[1,2]}", compact(first.json()));
        assertEquals(List.of(new Repair(RepairKind.MISMATCHED_BRACKET, closes.indexOf('}'))), first.repairs());
    }

    @Test
    void repair_unescapedQuote_beforeAUrlOrARegexBracket_isContent() {
        // "https:" is a URL's scheme, not a key and its ':' after a closing quote.
        String link = "{ \"content\": \"[LINK](\"https://google.com\")\" }";
        Extraction.Found found = repaired(link);
        assertEquals("{\"content\":\"[LINK](\\\"https://google.com\\\")\"}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.UNESCAPED_QUOTE, link.indexOf("\"https")),
                new Repair(RepairKind.UNESCAPED_QUOTE, link.indexOf("\")"))), found.repairs());
        assertFailure(extractor.extract(link, Mode.STRICT), ErrorCode.INVALID_JSON, link.indexOf("https"), "found 'h'");

        // A ']' after a quote in an object's value ends the string only where the array it closes can end.
        String regex = "{\"re\": \"['\"]+x\", \"n\": 1}";
        Extraction.Found read = repaired(regex);
        assertEquals("{\"re\":\"['\\\"]+x\",\"n\":1}", compact(read.json()));
        assertEquals(List.of(new Repair(RepairKind.UNESCAPED_QUOTE, regex.indexOf("\"]"))), read.repairs());
        assertFailure(extractor.extract(regex, Mode.STRICT), ErrorCode.INVALID_JSON, regex.indexOf("\"]") + 1, "found ']'");
        // Where it can, it closes the object in the array as before.
        String closed = "[{\"id\": \"x\"], \"b\": 1}";
        Extraction.Found array = repaired("{\"a\": " + closed);
        assertEquals("{\"a\":[{\"id\":\"x\"}],\"b\":1}", compact(array.json()));
    }

    @Test
    void repair_keyWithItsColonGluedToTheValuesQuote_endsAtTheColon() {
        String text = "{\"key:\"value\", \"n\": 1}";
        Extraction.Found found = repaired(text);
        assertEquals("{\"key\":\"value\",\"n\":1}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.MISSING_QUOTE, text.indexOf(':'))), found.repairs());
        assertTrue(found.repairs().get(0).kind().guess());
        assertFailure(extractor.extract(text, Mode.STRICT), ErrorCode.INVALID_JSON, text.indexOf("value"), "found 'v'");

        // Not when the quote after the ':' closes a key ({"a:"b": 1}: the key is a:"b), nor in valid JSON.
        String keyQuote = "{\"a:\"b\": 1}";
        Extraction.Found kept = repaired(keyQuote);
        assertEquals("{\"a:\\\"b\":1}", compact(kept.json()));
        assertEquals(List.of(new Repair(RepairKind.UNESCAPED_QUOTE, keyQuote.indexOf(":\"") + 1)), kept.repairs());
        Extraction.Found valid = repaired("{\"key:\": \"v\"}");
        assertEquals("{\"key:\":\"v\"}", compact(valid.json()));
        assertEquals(List.of(), valid.repairs());
    }

    @Test
    void repair_wordAfterAStringInAnArray_isTheNextElement() {
        String text = "{\"a\": [\"value1\" value2\", \"value3\"]}";
        Extraction.Found found = repaired(text);
        assertEquals("{\"a\":[\"value1\",\"value2\",\"value3\"]}", compact(found.json()));
        int word = text.indexOf("value2");
        assertEquals(List.of(new Repair(RepairKind.MISSING_COMMA, word), new Repair(RepairKind.UNQUOTED_VALUE, word)),
                found.repairs());
        assertFailure(extractor.extract(text, Mode.STRICT), ErrorCode.INVALID_JSON, word, "found 'v'");
        // Without the stray quote too, before the array's ']'.
        assertEquals("{\"a\":[\"x\",\"comment\"],\"b\":1}", compact(repaired("{\"a\": [\"x\" comment], \"b\": 1}").json()));

        // A word glued to the quote, or a string that kept a quote already, is the string's text.
        String glued = "{\"a\": [\"say \"hi\" twice\"]}";
        Extraction.Found one = repaired(glued);
        assertEquals("{\"a\":[\"say \\\"hi\\\" twice\"]}", compact(one.json()));
        assertEquals(List.of(new Repair(RepairKind.UNESCAPED_QUOTE, glued.indexOf("\"hi")),
                new Repair(RepairKind.UNESCAPED_QUOTE, glued.indexOf("\" twice"))), one.repairs());
        // Several words after the quote: text, not an element.
        assertEquals("{\"a\":[\"x\\\" and more\"]}", compact(repaired("{\"a\": [\"x\" and more\"]}").json()));
        // In an object's value the rule does not apply (a word there is the next key, with its ':').
        assertEquals("{\"a\":\"x\\\" y\"}", compact(repaired("{\"a\": \"x\" y\"}").json()));
    }

    @Test
    void repair_doubledOpeningQuote_isDropped() {
        String text = "{\"key\": \"\"value\", \"n\": 1}";
        Extraction.Found found = repaired(text);
        assertEquals("{\"key\":\"value\",\"n\":1}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.DOUBLED_QUOTE, text.indexOf("\"\"") + 1)), found.repairs());
        assertTrue(found.repairs().get(0).kind().guess());
        assertFailure(extractor.extract(text, Mode.STRICT), ErrorCode.INVALID_JSON, text.indexOf("value"), "found 'v'");

        // Not when the next quote does not close the string: the quotes are the string's (a quotation).
        String quotation = "{\"a\": \"\"Hello\" she said\"}";
        Extraction.Found said = repaired(quotation);
        assertEquals("{\"a\":\"\\\"Hello\\\" she said\"}", compact(said.json()));
        assertEquals(List.of(RepairKind.UNESCAPED_QUOTE, RepairKind.UNESCAPED_QUOTE), said.repairs().stream().map(Repair::kind).toList());
        // Nor when the closing quote is doubled too (a CSV export's escaping), nor on empty strings.
        Extraction.Found csv = repaired("{\"a\": \"\"v\"\"}");
        assertTrue(csv.repairs().stream().noneMatch(r -> r.kind() == RepairKind.DOUBLED_QUOTE), csv.repairs()::toString);
        Extraction.Found empty = repaired("{\"a\": \"\", \"b\": [\"\", \"x\"], \"\": 1}");
        assertEquals("{\"a\":\"\",\"b\":[\"\",\"x\"],\"\":1}", compact(empty.json()));
        assertEquals(List.of(), empty.repairs());
    }

    @Test
    void repair_missingBracket_valuesEndingAnArrayOfArraysAreOneRow() {
        String text = "{\"rows\": [[\"a\", \"b\"], \"c\", \"d\"], [\"e\", \"f\"]], \"n\": 3}";
        Extraction.Found found = repaired(text);
        assertEquals("{\"rows\":[[\"a\",\"b\"],[\"c\",\"d\"],[\"e\",\"f\"]],\"n\":3}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.MISSING_BRACKET, text.indexOf("\"d\"]") + 3)), found.repairs());
        assertTrue(found.repairs().get(0).kind().guess());
        assertEquals(text.length(), found.end());
        assertFailure(extractor.extract(text, Mode.STRICT), ErrorCode.INVALID_JSON, text.indexOf("[\"e\""), "found '['");

        // In an array the same text is valid JSON and reads as such.
        String valid = "[[[\"a\"], \"b\"], [\"c\"]]";
        Extraction.Found array = repaired(valid, Accept.ARRAY);
        assertEquals("[[[\"a\"],\"b\"],[\"c\"]]", compact(array.json()));
        assertEquals(List.of(), array.repairs());
        // Not when the array holds no array before its last values, nor twice in one object (the copy stays linear).
        String flat = "{\"a\": [\"x\", \"y\"], [\"z\"]}";
        assertFailure(extractor.extract(flat, Mode.REPAIR), ErrorCode.INVALID_JSON, flat.indexOf("[\"z"), "found '['");
        String twice = "{\"r\": [[1], \"a\"], [1], \"a\"], [2]]}";
        assertFailure(extractor.extract(twice, Mode.REPAIR), ErrorCode.INVALID_JSON, twice.lastIndexOf("[2]"), "found '['");
    }

    @Test
    void repair_objectClosedEarly_beforeAMemberMissingItsColon() {
        String text = "{\"key\": \"value\"}, \"key2\" \"value2\"}";
        Extraction.Found found = repaired(text);
        assertEquals("{\"key\":\"value\",\"key2\":\"value2\"}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.OBJECT_CLOSED_EARLY, text.indexOf('}')),
                new Repair(RepairKind.MISSING_COLON, text.indexOf("\"value2"))), found.repairs());
        // A quoted word after the ',' with no value after it is prose: the object as first closed.
        Extraction.Found prose = repaired("{\"key\": \"value\"}, \"and\" then more");
        assertEquals("{\"key\":\"value\"}", compact(prose.json()));
        assertEquals(List.of(), prose.repairs());
    }

    @Test
    void repair_unclosedObject_closesOnlyInAnArray() {
        String text = "{\"a\": [{\"i\": 1, {\"i\": 2}]}";
        Extraction.Found found = repaired(text);
        assertEquals("{\"a\":[{\"i\":1},{\"i\":2}]}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.UNCLOSED_OBJECT, text.indexOf("1,") + 1)), found.repairs());

        // The outermost object is not closed at a '{' where its key should stand: it fails, and the object
        // inside is the answer. Inside an array, it is closed there and kept out of the memo: the same object
        // parsed on its own, after the array failed, is not the one the array closed.
        String outer = "{\"i\": 1, {\"i\": 2}}";
        Extraction.Found inner = repaired(outer);
        assertEquals("{\"i\":2}", compact(inner.json()));
        String failedArray = "[{\"i\": 1, {\"i\": 2}] x: {\"z\": 3}";
        Extraction.Found after = repaired(failedArray);
        assertEquals("{\"i\":2}", compact(after.json()));
    }

    @Test
    void repair_unquotedValueClosedByItsQuote_runsAcrossItsCommas() {
        String text = "{\"a\": cheap, fast, and good.\", \"b\": 1}";
        Extraction.Found found = repaired(text);
        assertEquals("{\"a\":\"cheap, fast, and good.\",\"b\":1}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.UNQUOTED_VALUE, 6)), found.repairs());
        assertEquals("{\"a\":\"x, y\"}", compact(repaired("{\"a\": x, y\"}").json()));
        assertEquals("{\"a\":\"cheap, it's fast\"}", compact(repaired("{\"a\": cheap, it's fast\"}").json()));
        // Without such a quote the ',' ends the value as before: a member, bare or quoted, follows it.
        assertEquals("{\"a\":\"x\",\"b\":1}", compact(repaired("{\"a\": x, b: 1}").json()));
        assertEquals("{\"a\":\"x\",\"b\":\"y\"}", compact(repaired("{\"a\": x, \"b\": \"y\"}").json()));
        // A ':', a bracket, a line end or another quote before it, or text after it, and the quote is not the value's.
        for (String other : List.of("{\"a\": x, b: c\", \"d\": 1}", "{\"a\": x, [y\"]}", "{\"a\": x, y\ny\"}",
                "{\"a\": x, y\" z}", "{\"a\": x, ,\"}")) {
            Extraction result = extractor.extract(other, Mode.REPAIR);
            assertTrue(!(result instanceof Extraction.Found f) || !f.json().path("a").asText().contains(","), other + ": " + result);
        }
        // In an array a word and a quote after a ',' are an element of their own ([a, b"] is two).
        assertEquals("[\"a\",\"b\",\"c\"]", compact(repaired("[\"a\", b, c\"]", Accept.ARRAY).json()));
    }

    @Test
    void repair_bareKeyAndQuotedValueInAString_endItBeforeTheirComma() {
        String text = "{\"a\": \"first, b: \"second\", \"c\": 1}";
        Extraction.Found found = repaired(text);
        assertEquals("{\"a\":\"first\",\"b\":\"second\",\"c\":1}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.MISSING_QUOTE, 12), new Repair(RepairKind.UNQUOTED_KEY, 14)), found.repairs());
        // The quoted value must close on its line before the end, ',' or '}': a quotation stays content.
        assertEquals("{\"a\":\"He said, quote: \\\"hi\\\" and left\"}",
                compact(repaired("{\"a\": \"He said, quote: \"hi\" and left\"}").json()));
        // Only a word right before the ':' and only a ',' before that word: "e.g." or no comma is prose.
        assertEquals("{\"a\":\"options, e.g.: \\\"x\"}", compact(repaired("{\"a\": \"options, e.g.: \"x\"}").json()));
        assertEquals("{\"a\":\"see b: \\\"x\"}", compact(repaired("{\"a\": \"see b: \"x\"}").json()));
        // In an array no member can follow.
        assertEquals("[\"first, b: \\\"second\"]", compact(repaired("[\"first, b: \"second\"]", Accept.ARRAY).json()));
    }

    @Test
    void repair_closingFence_endsTheText() {
        String text = "{\"key\": \"value}```";
        Extraction.Found found = repaired(text);
        assertEquals("{\"key\":\"value\"}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.MISSING_QUOTE, text.indexOf('}')),
                new Repair(RepairKind.CLOSING_FENCE, text.indexOf("```"))), found.repairs());
        assertEquals(text.indexOf("```"), found.end());
        assertFailure(extractor.extract(text, Mode.STRICT), ErrorCode.UNTERMINATED, 0, "");
    }

    @Test
    void repair_lineCommentOnTheLastLine_endsAtAClosingBracket() {
        String text = "{\"a\": {\"b\": 1 # note }, \"c\": 2}";
        Extraction.Found found = repaired(text);
        assertEquals("{\"a\":{\"b\":1},\"c\":2}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.COMMENT, text.indexOf('#'))), found.repairs());
        assertFailure(extractor.extract(text, Mode.STRICT), ErrorCode.INVALID_JSON, text.indexOf('#'), "found '#'");
    }

    @Test
    void repair_smartQuotesAndDanglingKey_pointAtTheirStart() {
        String text = "{“a”: 1, \"b\": ";
        Extraction.Found found = repaired(text);
        assertEquals(List.of(new Repair(RepairKind.SMART_QUOTES, 1), new Repair(RepairKind.DANGLING_KEY, 9),
                new Repair(RepairKind.TRUNCATED, text.length() - 1)), found.repairs());
        assertEquals("{“a”: 1, \"b\":", text.substring(found.start(), found.end()));
    }

    @Test
    void repair_truncatedReply_spansToTheEndOfTheText() {
        String text = "Here:\n```json\n{\"title\": \"Hello\", \"tags\": [\"a\", \"b";
        Extraction.Found found = repaired(text);
        assertEquals(Source.CODE_BLOCK, found.source());
        assertEquals(text.indexOf('{'), found.start());
        assertEquals(text.length(), found.end());
        assertEquals(List.of(RepairKind.TRUNCATED, RepairKind.TRUNCATED, RepairKind.TRUNCATED),
                found.repairs().stream().map(Repair::kind).toList());
    }

    @Test
    void repair_innerObjectReusedFromFailedCandidate_keepsItsRepairs() {
        String text = "{\"x\": {'a': 1,} oops} ";
        Extraction.Found found = repaired(text);
        assertEquals("{\"a\":1}", compact(found.json()));
        assertEquals(List.of(new Repair(RepairKind.SINGLE_QUOTES, 7), new Repair(RepairKind.TRAILING_COMMA, 13)), found.repairs());
    }

    @Test
    void repair_validNumbersAndMembers_readAsInStrictMode() {
        // Repair mode's one-pass readings (a number right before its delimiter, a plain "key" after a string
        // value's ','): each value of the same node type as strict mode reads it, and nothing repaired.
        for (String text : List.of("{\"a\":0,\"b\":-7,\"c\":[1,-0,2147483648],\"d\":123456789012345678}",
                "{\"e\":-12345678901234567,\"f\":1234567890123456789,\"g\":0.25,\"h\":[1e5,2E-3,-0.0e+1]}",
                "{\"s\":\"x\", \"t\":\"y\",\"u\":\"a\\\"b\", \"w\\u0041\":1, \"v\":\"z\"}")) {
            Extraction.Found strict = assertInstanceOf(Extraction.Found.class, extractor.extract(text, Mode.STRICT), text);
            Extraction.Found repair = repaired(text);
            assertEquals(strict.json().toString(), repair.json().toString(), text);
            assertEquals(List.of(), repair.repairs(), text);
            strict.json().properties().forEach(member -> assertEquals(member.getValue().getClass(),
                    repair.json().get(member.getKey()).getClass(), text + " " + member.getKey()));
        }
        // What JSON does not spell stays with the rules of number spellings and bare values.
        Extraction.Found spelled = assertInstanceOf(Extraction.Found.class,
                extractor.extract("{\"a\": 1., \"b\": 007,\"c\":2e}", Mode.REPAIR));
        assertEquals("{\"a\":1,\"b\":\"007\",\"c\":2}", spelled.json().toString());
    }

    @Test
    void repair_validObjectInsideWhatRepairReadsAsComment_isFoundAsInStrictMode() {
        // Found by RepairFuzzTest: '#' starts a comment in repair mode, which ran to the end and left
        // "{A" with nothing to salvage; repair mode answered UNTERMINATED where strict mode finds "{}".
        for (String text : List.of("{A#%0{}", "{a /* {\"b\":1}", "{\u201c {\"b\":1}")) {
            Extraction.Found strict = assertInstanceOf(Extraction.Found.class, extractor.extract(text, Mode.STRICT), text);
            assertEquals(strict, extractor.extract(text, Mode.REPAIR), text);
        }
    }

    @Test
    void repair_stringCutOffAtTheEnd_endsTheSearchAsInStrictMode() {
        // Found by RepairFuzzTest: a key running to the end was ended at a ':' among the closing brackets
        // there, the candidate then failed, and the search went on to a "{}" inside that key, which strict
        // mode (reading the key as never closed) never reaches. Only a value is ended at its container's
        // closing bracket; if what follows fails, the string is read as cut off where the text ends.
        String text = "{\"bu, ll\\\",{}]}:]}";
        assertFailure(extractor.extract(text, Mode.STRICT), ErrorCode.UNTERMINATED, 0, "position 0");
        assertFailure(extractor.extract(text, Mode.REPAIR), ErrorCode.UNTERMINATED, 0, "position 0");
        // A value cut off at its container's '}' and followed by a ']' of another kind: the ']' closes the outer object.
        Extraction.Found found = repaired("{\"a\": {\"b\": \"x}]");
        assertEquals("{\"a\":{\"b\":\"x\"}}", compact(found.json()));
        assertEquals(List.of(RepairKind.MISSING_QUOTE, RepairKind.MISMATCHED_BRACKET), found.repairs().stream().map(Repair::kind).toList());
    }

    @Test
    void repair_doubleEncodedReply_spansTheObjectInsideTheLiteral() {
        String text = " \"{\\\"a\\\": 'x', \\\"b\\\": [1,]}\" ";
        Extraction.Found found = repaired(text);
        assertEquals("{\"a\":\"x\",\"b\":[1]}", compact(found.json()));
        assertEquals("{\\\"a\\\": 'x', \\\"b\\\": [1,]}", text.substring(found.start(), found.end()));
        assertEquals(List.of(new Repair(RepairKind.DOUBLE_ENCODED, 2), new Repair(RepairKind.SINGLE_QUOTES, text.indexOf('\'')),
                new Repair(RepairKind.TRAILING_COMMA, text.indexOf(",]"))), found.repairs());
        // An escaped '{' (\u007b) has no span of its own: not read as double-encoded.
        assertInstanceOf(Extraction.Failed.class, extractor.extract("\"\\u007b\\\"a\\\": 1}\"", Mode.REPAIR));
    }

    @Test
    void repair_guessingKinds_sayTheyGuess() {
        String text = "{\"a\": New York, \"b\": \"say \"hi\" now\", \"c\": \"x, \"d\": 1}, \"e\": 2}";
        Extraction.Found found = repaired(text);
        assertEquals(EnumSet.of(RepairKind.UNQUOTED_VALUE, RepairKind.UNESCAPED_QUOTE, RepairKind.MISSING_QUOTE,
                RepairKind.OBJECT_CLOSED_EARLY), found.repairs().stream().map(Repair::kind)
                        .collect(Collectors.toCollection(() -> EnumSet.noneOf(RepairKind.class))));
        assertTrue(found.repairs().stream().allMatch(Repair::guess));
        assertEquals("{\"a\":\"New York\",\"b\":\"say \\\"hi\\\" now\",\"c\":\"x\",\"d\":1,\"e\":2}", compact(found.json()));
        assertTrue(extractor.extract("{'a': TRUE}", Mode.REPAIR) instanceof Extraction.Found f
                && f.repairs().stream().noneMatch(Repair::guess));
    }

    @Test
    void repair_tenMegabyteTruncatedReply_isClosed() {
        StringBuilder json = new StringBuilder("{\"items\": [");
        for (int i = 0; json.length() < 10_000_000; i++) {
            json.append(i == 0 ? "" : ", ").append("{'id': ").append(i).append(", 'ok': True}");
        }
        String text = json.substring(0, json.length() - 3);
        Extraction.Found found = repaired(text);
        JsonNode items = found.json().get("items");
        assertTrue(items.size() > 300_000);
        assertEquals(true, items.get(items.size() - 2).get("ok").asBoolean());
        // The text ends inside the last item's True: no value yet, so that member is dropped, not completed.
        assertFalse(items.get(items.size() - 1).has("ok"));
        assertEquals(text.length(), found.end());
    }

    @Test
    void repair_hostileShapes_stayBounded() {
        int n = 10_000_000;
        assertFailure(extractor.extract("{".repeat(n), Mode.REPAIR), ErrorCode.UNTERMINATED, n - 1, "position " + (n - 1));
        assertFailure(extractor.extract("{\"a\":".repeat(n / 5), Mode.REPAIR), ErrorCode.TOO_DEEP, 5000, "depth 1001");
        // Every '{' inside one long comment is a candidate that skips to the same comment end: found once.
        assertFailure(extractor.extract("{/*{/*{/*".repeat(n / 9) + "*/ \"k\" x", Mode.REPAIR), ErrorCode.INVALID_JSON,
                n / 9 * 9 + 7, "found 'x'");
        String lineComments = "{\"a\" // ".repeat(n / 8) + "\nx";
        assertFailure(extractor.extract(lineComments, Mode.REPAIR), ErrorCode.INVALID_JSON, lineComments.length() - 1,
                "Expected ':' after the object key but found 'x'");
    }

    /**
     * A candidate whose first member is written {@code "key":integer} and whose integer runs over words into a bracket
     * ({"a":1 x{) fails at that bracket, said before the grammar reads the member, and the search goes on there
     * (JsonExtractorTest: the same failures as the grammar's, written with a blank after the brace).
     */
    @Test
    void repair_firstMemberRunningIntoABracket_failsThere() {
        assertFailure(extractor.extract("{\"a\":-12 see.also+this [1]", Mode.REPAIR), ErrorCode.INVALID_JSON, 23,
                "Expected ',' or '}' after an object member but found '['");
        assertFailure(extractor.extract("{\"key\":7 x{\"a\":1 y[", Mode.REPAIR), ErrorCode.INVALID_JSON, 18, "found '['");
        Extraction.Found found = repaired("{\"a\":1 x{\"a\":1 x{\"b\":2, \"c\":[1]}");
        assertEquals("{\"b\":2,\"c\":[1]}", compact(found.json()));
        assertEquals(16, found.start());
    }

    private void checkRepaired(JsonNode c) throws IOException {
        String text = c.get("text").asText();
        Extraction result = extractor.extract(text, Mode.REPAIR);
        Extraction.Found found = assertInstanceOf(Extraction.Found.class, result, () -> "not repaired: " + result);
        String expected = c.has("json_text") ? c.get("json_text").asText() : compact(c.get("expected"));
        assertEquals(expected, compact(found.json()));
        Set<String> kinds = found.repairs().stream().map(r -> r.kind().name()).collect(Collectors.toCollection(TreeSet::new));
        Set<String> expectedKinds = new TreeSet<>();
        c.get("repairs").forEach(kind -> expectedKinds.add(kind.asText()));
        assertEquals(expectedKinds, kinds, () -> "repairs " + found.repairs());
        assertEquals(c.path("source").asText("TEXT"), found.source().name());
        assertTrue(found.start() < found.end() && found.end() <= text.length());
        found.repairs().forEach(r -> assertTrue(r.position() >= found.start() && r.position() <= found.end(), r::toString));
    }

    private void checkStrict(JsonNode c) {
        String text = c.get("text").asText();
        Extraction result = extractor.extract(text, Mode.STRICT);
        JsonNode other = c.path("strict_json");
        if (other.isObject()) {
            Extraction.Found found = assertInstanceOf(Extraction.Found.class, result);
            assertEquals(compact(other), compact(found.json()));
            assertTrue(found.repairs().isEmpty());
        } else {
            JsonNode expected = c.get("strict_error");
            assertTrue(expected != null && expected.has("code") && expected.has("position"),
                    "a row strict mode rejects says how: strict_error {code, position}");
            int position = expected.get("position").asInt();
            Extraction.Failed failed = assertFailure(result, ErrorCode.valueOf(expected.get("code").asText()), position, "");
            // A located error: where, on which line and column (also in the message), and the text around it marked.
            ExtractError error = failed.error();
            int[] where = lineAndColumn(text, position);
            assertEquals(List.of(where[0], where[1]), List.of(error.line(), error.column()), error::toString);
            if (error.code() == ErrorCode.INVALID_JSON) {
                assertTrue(error.message().endsWith(" at line " + where[0] + ", column " + where[1]), error::toString);
            } else if (error.code() == ErrorCode.UNTERMINATED) {
                assertTrue(error.message().contains("(position " + position + ")"), error::toString);
            }
            assertTrue(error.context().contains("<<HERE>>"), error::toString);
        }
    }

    /** The 1-based line and column of {@code position}: a line break is \r\n, \n or \r; a column counts code points. */
    private static int[] lineAndColumn(String text, int position) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < position; i++) {
            char ch = text.charAt(i);
            if (ch == '\n' || ch == '\r') {
                line++;
                column = 1;
                if (ch == '\r' && i + 1 < position && text.charAt(i + 1) == '\n') {
                    i++;
                }
            } else {
                column++;
                if (Character.isHighSurrogate(ch) && i + 1 < position && Character.isLowSurrogate(text.charAt(i + 1))) {
                    i++;
                }
            }
        }
        return new int[] {line, column};
    }

    private static JsonNode table() throws IOException {
        try (InputStream in = RepairModeTest.class.getResourceAsStream("/repair/cases.json")) {
            return MAPPER.readTree(in);
        }
    }

    /** What repair mode finds in {@code text} (object mode), failing the test when it finds nothing. */
    private Extraction.Found repaired(String text) {
        return repaired(text, Accept.OBJECT);
    }

    private Extraction.Found repaired(String text, Accept accept) {
        return assertInstanceOf(Extraction.Found.class, extractor.extract(text, Mode.REPAIR, accept), text);
    }

    private static String compact(JsonNode json) {
        try {
            return MAPPER.writeValueAsString(json);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
