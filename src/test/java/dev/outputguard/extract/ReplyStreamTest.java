package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.limits.Limits;

/**
 * A reply read as it is written: the value so far shows only what the reply holds for certain (a number, a
 * literal or a key once whole, a string as far as it is written, containers as they open), with the state of each
 * place not complete, and the stream follows the extraction's rules for which value the reply holds.
 */
class ReplyStreamTest {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Partial partial(String text) {
        return EXTRACTOR.stream(Accept.OBJECT).append(text).partial();
    }

    private static Partial partial(String text, Accept accept) {
        return EXTRACTOR.stream(accept).append(text).partial();
    }

    private static JsonNode json(String json) {
        try {
            return JSON.readTree(json);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }

    @Test
    void numberNotYetEnded_isPending_notShown() {
        Partial p = partial("{\"a\": 12");
        assertEquals(json("{}"), p.json());
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS, "/a", PartialState.PENDING), p.states());

        Partial whole = partial("{\"a\": 125,");
        assertEquals(json("{\"a\": 125}"), whole.json());
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS), whole.states());
    }

    @Test
    void numberEndedByABlank_isShown() {
        assertEquals(EXTRACTOR.extract("{\"a\": -1.5E+3}") instanceof Extraction.Found f ? f.json() : null,
                partial("{\"a\": -1.5E+3 ").json());
        assertEquals(json("{}"), partial("{\"a\": -1.5E+").json());
        assertEquals(json("{}"), partial("{\"a\": 0").json());
    }

    @Test
    void literalCutOff_isPending_andWhole_isShown() {
        assertEquals(json("{}"), partial("{\"ok\": tru").json());
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS, "/ok", PartialState.PENDING), partial("{\"ok\": tru").states());
        assertEquals(json("{\"ok\": true}"), partial("{\"ok\": true").json());
        assertEquals(json("{\"ok\": null}"), partial("{\"ok\": null").json());
    }

    @Test
    void keyCutOff_isNotShown_andWholeKey_isPending() {
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS), partial("{\"a\": 1, \"na").states());
        assertEquals(json("{\"a\": 1}"), partial("{\"a\": 1, \"na").json());
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS, "/name", PartialState.PENDING), partial("{\"a\": 1, \"name\"").states());
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS, "/name", PartialState.PENDING), partial("{\"name\": ").states());
    }

    @Test
    void stringGrowing_showsItsTextSoFar_inProgress() {
        Partial p = partial("Sure! {\"title\": \"Quarterly re");
        assertEquals(json("{\"title\": \"Quarterly re\"}"), p.json());
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS, "/title", PartialState.IN_PROGRESS), p.states());
        assertEquals(Source.TEXT, p.source());
        assertEquals(6, p.start());
        assertEquals(-1, p.end());
    }

    @Test
    void escapeCutOff_isNotShown_untilWhole() {
        assertEquals(json("{\"s\": \"a\"}"), partial("{\"s\": \"a\\").json());
        assertEquals(json("{\"s\": \"a\"}"), partial("{\"s\": \"a\\u00").json());
        assertEquals(json("{\"s\": \"a\\u00e9\"}"), partial("{\"s\": \"a\\u00e9").json());
        assertEquals(json("{\"s\": \"a\\n\"}"), partial("{\"s\": \"a\\n").json());
    }

    @Test
    void surrogatePairCutOff_showsNeitherHalf() {
        // An escaped pair, then the same pair written raw, each cut between its halves.
        assertEquals(json("{\"s\": \"x\"}"), partial("{\"s\": \"x\\ud83d").json());
        assertEquals(json("{\"s\": \"x\\ud83d\\ude00\"}"), partial("{\"s\": \"x\\ud83d\\ude00").json());
        assertEquals(json("{\"s\": \"x\"}"), partial("{\"s\": \"x\ud83d").json());
        assertEquals("x\ud83d\ude00", partial("{\"s\": \"x\ud83d\ude00").json().get("s").textValue());
    }

    @Test
    void nested_listsEveryOpenPlace_outermostFirst() {
        Partial p = partial("{\"items\": [{\"name\": \"pen\", \"qty\": 3}, {\"name\": \"pap");
        assertEquals(json("{\"items\": [{\"name\": \"pen\", \"qty\": 3}, {\"name\": \"pap\"}]}"), p.json());
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS, "/items", PartialState.IN_PROGRESS, "/items/1",
                PartialState.IN_PROGRESS, "/items/1/name", PartialState.IN_PROGRESS), p.states());
    }

    @Test
    void arrayAfterComma_hasAPendingElement() {
        Partial p = partial("{\"tags\": [\"a\", ");
        assertEquals(json("{\"tags\": [\"a\"]}"), p.json());
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS, "/tags", PartialState.IN_PROGRESS, "/tags/1",
                PartialState.PENDING), p.states());
    }

    @Test
    void keyWithSlashOrTilde_isEscapedInItsPointer() {
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS, "/a~1b~0c", PartialState.IN_PROGRESS),
                partial("{\"a/b~c\": \"x").states());
    }

    @Test
    void bracketAlone_showsNothingYet_forItMayBeProse() {
        assertNull(partial("Set it to {"));
        assertNull(partial("Set it to {  \n"));
        assertEquals(json("{}"), partial("Set it to {\"").json());
        ReplyStream curly = EXTRACTOR.stream(Accept.OBJECT).append("Set it to {");
        assertEquals(ErrorCode.NO_JSON, curly.noValue().error().code());
    }

    @Test
    void completeValue_isTheExtractionsAnswer_andProseAfterChangesNothing() {
        String reply = "Here: {\"a\": [1, 2]} Anything else?";
        ReplyStream s = EXTRACTOR.stream(Accept.OBJECT).append(reply);
        Partial p = s.partial();
        assertTrue(p.complete());
        assertEquals(PartialStates.of("", PartialState.COMPLETE), p.states());
        Extraction.Found f = assertInstanceOf(Extraction.Found.class, EXTRACTOR.extract(reply));
        assertEquals(f.json(), p.json());
        assertEquals(f.start(), p.start());
        assertEquals(f.end(), p.end());
        assertEquals(f, s.finish());
    }

    @Test
    void fencedBlock_isFollowedWhileItIsOpen() {
        Partial p = partial("Here it is:\n```json\n{\"title\": \"Q3\", \"total\": 4");
        assertEquals(Source.CODE_BLOCK, p.source());
        assertEquals(json("{\"title\": \"Q3\"}"), p.json());
    }

    @Test
    void candidateThatFails_givesWayToTheNextOne() {
        ReplyStream s = EXTRACTOR.stream(Accept.OBJECT);
        s.append("I wrote {\"draft\" here");
        assertNull(s.partial());
        s.append(", now the answer: {\"final\": \"ye");
        assertEquals(json("{\"final\": \"ye\"}"), s.partial().json());
    }

    @Test
    void thinkingNotYetClosed_showsNothing_andItsDraftIsNeverTheAnswer() {
        ReplyStream s = EXTRACTOR.stream(Accept.OBJECT);
        s.append("<think>maybe {\"title\": \"draft\"");
        assertNull(s.partial());
        s.append("}</think>\n{\"title\": \"fin");
        assertEquals(json("{\"title\": \"fin\"}"), s.partial().json());
    }

    @Test
    void arrays_whenAccepted() {
        Partial p = partial("Items: [1, 2, 3", Accept.ARRAY);
        assertEquals(json("[1, 2]"), p.json());
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS, "/2", PartialState.PENDING), p.states());
        assertNull(partial("Items: [1, 2, 3", Accept.OBJECT));
    }

    @Test
    void stringInArray_growsInPlace() {
        ReplyStream s = EXTRACTOR.stream(Accept.ARRAY).append("[\"ab");
        assertEquals(json("[\"ab\"]"), s.partial().json());
        s.append("cd");
        assertEquals(json("[\"abcd\"]"), s.partial().json());
        s.append("\", \"e");
        assertEquals(json("[\"abcd\", \"e\"]"), s.partial().json());
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS, "/1", PartialState.IN_PROGRESS), s.partial().states());
    }

    @Test
    void pieceByPiece_andAllAtOnce_showTheSameValue() {
        String reply = "Sure!\n```json\n{\"a\": \"x\\u00e9\\\"y\", \"b\": [1.50, -0, 2e3, {\"c\": null}], \"d\": \"\ud83d\ude00\"}\n```\nDone.";
        ReplyStream stream = EXTRACTOR.stream(Accept.OBJECT);
        for (int i = 0; i < reply.length(); i++) {
            stream.append(reply.substring(i, i + 1));
            Partial piece = stream.partial();
            Partial once = partial(reply.substring(0, i + 1));
            if (once == null) {
                assertNull(piece, "at " + (i + 1));
            } else {
                assertEquals(once.json(), piece.json(), "at " + (i + 1));
                assertEquals(once.states(), piece.states(), "at " + (i + 1));
            }
        }
        assertEquals(EXTRACTOR.extract(reply), stream.finish());
    }

    @Test
    void keyWrittenTwice_keepsTheLast_asTheExtractionDoes() {
        Partial p = partial("{\"a\": 1, \"b\": 2, \"a\": 3}");
        assertEquals("{\"a\":3,\"b\":2}", p.json().toString());
    }

    @Test
    void nestingBeyondTheLimit_endsInTheExtractionsError() {
        JsonExtractor shallow = new JsonExtractor(Limits.builder().maxNestingDepth(3).build());
        ReplyStream s = shallow.stream(Accept.OBJECT).append("{\"a\": {\"b\": {\"c\": 1");
        assertFalse(s.partial().complete());
        s.append(", \"d\": {");
        assertNull(s.partial());
        assertEquals(ErrorCode.TOO_DEEP, s.noValue().error().code());
    }

    @Test
    void exactNumbers_asTheExtractionReadsThem() {
        Partial p = partial("{\"a\": 1.50, \"b\": -0, \"c\": 123456789012345678901234567890, \"d\": 1e2}");
        Extraction.Found f = assertInstanceOf(Extraction.Found.class,
                EXTRACTOR.extract("{\"a\": 1.50, \"b\": -0, \"c\": 123456789012345678901234567890, \"d\": 1e2}"));
        assertEquals(f.json().toString(), p.json().toString());
        Partial open = partial("{\"a\": 1.50, \"b\": -0, \"c\": 123456789012345678901234567890, \"d\": 1e2, ");
        assertEquals(f.json().toString(), open.json().toString());
    }
}
