package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import dev.outputguard.limits.Limits;

/**
 * Keys an object writes more than once: the value keeps the last, as JSON readers do, and the answer lists each
 * repeat (the key, the JSON Pointer of its object, where it is written again) so that no earlier value is lost
 * without a word. Only the objects of the value returned count, however often the search read them.
 */
class DuplicateKeysTest {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();

    private static Extraction.Found found(String text, Mode mode, Accept accept) {
        return assertInstanceOf(Extraction.Found.class, EXTRACTOR.extract(text, mode, accept));
    }

    private static Extraction.Found found(String text, Mode mode) {
        return found(text, mode, Accept.OBJECT);
    }

    /** The repeat of {@code key} in {@code object}, written again at the n-th (1-based) place {@code written} appears. */
    private static DuplicateKey repeat(String text, String key, String object, String written, int n) {
        int at = -1;
        for (int i = 0; i < n; i++) {
            at = text.indexOf(written, at + 1);
        }
        return new DuplicateKey(key, object, at);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void keyWrittenTwice_keepsTheLast_andListsTheRepeat(Mode mode) {
        String text = "Result: {\"status\": \"FAIL\", \"status\": \"PASS\"}";
        Extraction.Found f = found(text, mode);

        assertEquals("PASS", f.json().get("status").textValue());
        assertEquals(List.of(repeat(text, "status", "", "\"status\"", 2)), f.duplicateKeys());
        assertEquals(0, f.duplicateKeysOmitted());
        assertEquals(2, f.timesWritten("status"));
    }

    @Test
    void uniqueKeys_listNothing() {
        Extraction.Found f = found("{\"a\": {\"a\": 1}, \"b\": [{\"a\": 2}, {\"a\": 3}]}", Mode.STRICT);

        assertEquals(List.of(), f.duplicateKeys());
        assertEquals(1, f.timesWritten("a"));
        assertEquals(0, f.timesWritten("missing"));
    }

    @Test
    void nestedRepeats_areNamedByTheirObjectsPointer_inTextOrder() {
        String text = "{\"x\": {\"b\": 1, \"b\": 2}, \"y\": [0, {\"c\": 1, \"c\": 2, \"c\": 3}], \"a/b~\": {\"k\": 1, \"k\": 2}}";
        Extraction.Found f = found(text, Mode.STRICT);

        assertEquals(List.of(repeat(text, "b", "/x", "\"b\"", 2), repeat(text, "c", "/y/1", "\"c\"", 2),
                repeat(text, "c", "/y/1", "\"c\"", 3), repeat(text, "k", "/a~1b~0", "\"k\"", 2)), f.duplicateKeys());
        // A repeat in a nested object is not the outermost object's.
        assertEquals(1, f.timesWritten("x"));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void objectReusedFromAFailedCandidate_keepsItsRepeats(Mode mode) {
        // The outer candidate fails at "oops"; the object inside it, parsed once, is the answer.
        String text = "{\"x\": {\"a\": 1, \"a\": 2} oops}";
        Extraction.Found f = found(text, mode);

        assertEquals("{\"a\":2}", f.json().toString());
        assertEquals(List.of(repeat(text, "a", "", "\"a\"", 2)), f.duplicateKeys());
    }

    @Test
    void repeatsOfObjectsOutsideTheAnswer_areNotListed() {
        // Arrays only: the candidate at '[' fails, the object it read is no answer; the next array is.
        Extraction.Found f = found("[{\"a\": 1, \"a\": 2} oops] [1, {\"b\": 2}]", Mode.STRICT, Accept.ARRAY);

        assertEquals("[1,{\"b\":2}]", f.json().toString());
        assertEquals(List.of(), f.duplicateKeys());
    }

    @Test
    void repeatInsideAReplacedMember_isNotInTheValue_soOnlyTheReplacingKeyIsListed() {
        String text = "{\"a\": {\"k\": 1, \"k\": 2}, \"a\": 0}";
        Extraction.Found f = found(text, Mode.STRICT);

        assertEquals("{\"a\":0}", f.json().toString());
        assertEquals(List.of(repeat(text, "a", "", "\"a\"", 2)), f.duplicateKeys());
    }

    @Test
    void repairMode_unquotedKeysRepeated_areListed() {
        String text = "{name: 'a', name: 'b'}";
        Extraction.Found f = found(text, Mode.REPAIR);

        assertEquals("b", f.json().get("name").textValue());
        assertEquals(List.of(repeat(text, "name", "", "name", 2)), f.duplicateKeys());
    }

    @Test
    void objectReadOnPastItsFirstBrace_keepsTheRepeatsOfWhatItWasBefore() {
        // The object in the tuple closes, fails with the outer candidate, and is then read on past its '}'
        // as an answer of its own: it is built again from its members, and the repeat goes with them.
        String text = "{\"x\": ({\"a\": 1, \"a\": 2}, \"b\": 3} oops";
        Extraction.Found f = found(text, Mode.REPAIR);

        assertEquals("{\"a\":2,\"b\":3}", f.json().toString());
        assertEquals(List.of(repeat(text, "a", "", "\"a\"", 2)), f.duplicateKeys());
    }

    @Test
    void repeatAfterAnObjectClosedEarly_isListed() {
        String text = "{\"a\": 1}, \"a\": 2}";
        Extraction.Found f = found(text, Mode.REPAIR);

        assertEquals("{\"a\":2}", f.json().toString());
        assertEquals(List.of(repeat(text, "a", "", "\"a\"", 2)), f.duplicateKeys());
    }

    @Test
    void doubleEncodedReply_placesTheRepeatInTheInput() {
        String text = "\"{\\\"a\\\": 1, \\\"a\\\": 2}\"";
        Extraction.Found f = found(text, Mode.REPAIR);

        assertEquals(List.of(repeat(text, "a", "", "\\\"a\\\"", 2)), f.duplicateKeys());
    }

    @Test
    void manyRepeats_listTheFirstAndCountTheRest() {
        JsonExtractor two = new JsonExtractor(Limits.builder().maxReportedRepairs(2).build());
        String text = "{\"a\": 1, \"a\": 2, \"a\": 3, \"a\": 4, \"b\": {\"a\": 5, \"a\": 6}}";
        Extraction.Found f = assertInstanceOf(Extraction.Found.class, two.extract(text));

        assertEquals(List.of(repeat(text, "a", "", "\"a\"", 2), repeat(text, "a", "", "\"a\"", 3)), f.duplicateKeys());
        assertEquals(2, f.duplicateKeysOmitted());
    }

    @Test
    void hundredThousandRepeats_areCountedInOnePass() {
        String text = "{" + "\"k\": 1, ".repeat(100_000) + "\"k\": 2}";
        Extraction.Found f = found(text, Mode.STRICT);

        assertEquals(2, f.json().get("k").intValue());
        assertEquals(EXTRACTOR.maxReportedRepairs(), f.duplicateKeys().size());
        assertEquals(100_000, f.duplicateKeys().size() + f.duplicateKeysOmitted());
        assertTrue(f.duplicateKeys().getFirst().position() < f.duplicateKeys().getLast().position());
    }
}
