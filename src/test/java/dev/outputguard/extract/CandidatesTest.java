package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import org.junit.jupiter.api.Test;

import dev.outputguard.limits.Limits;
import dev.outputguard.text.FencedText;

/** A reply's candidates in the order extraction tries them, each with its source and span. */
class CandidatesTest {

    private final JsonExtractor extractor = new JsonExtractor();

    private List<Extraction.Found> all(String text, Mode mode, Accept accept) {
        Candidates candidates = extractor.candidates(FencedText.of(text), mode, accept);
        List<Extraction.Found> out = new ArrayList<>();
        for (Extraction.Found c = candidates.next(); c != null; c = candidates.next()) {
            out.add(c);
        }
        assertNull(candidates.next(), "a walk that ended stays ended");
        return out;
    }

    private static String span(String text, Extraction.Found c) {
        return text.substring(c.start(), c.end());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void candidates_fencedBlocksFirst_thenTheText_leftToRight(Mode mode) {
        String text = "Draft {\"a\": 1} then {\"a\": 2}\n```json\n{\"a\": 3}\n```\n```json\n{\"a\": 4}\n```\nand {\"a\": 5}";
        List<Extraction.Found> found = all(text, mode, Accept.OBJECT);
        assertEquals(List.of("{\"a\": 3}", "{\"a\": 4}", "{\"a\": 1}", "{\"a\": 2}", "{\"a\": 5}"),
                found.stream().map(c -> span(text, c)).toList());
        assertEquals(List.of(Source.CODE_BLOCK, Source.CODE_BLOCK, Source.TEXT, Source.TEXT, Source.TEXT),
                found.stream().map(Extraction.Found::source).toList());
    }

    @Test
    void candidates_theFirstIsWhatExtractionAnswers() {
        String text = "Example: {\"a\": \"x\"}\nAnswer:\n```json\n{\"a\": 1}\n```";
        Extraction.Found first = (Extraction.Found) extractor.extract(text);
        Extraction.Found candidate = all(text, Mode.STRICT, Accept.OBJECT).get(0);
        assertEquals(first.start(), candidate.start());
        assertEquals(first.end(), candidate.end());
        assertEquals(first.json(), candidate.json());
    }

    @Test
    void candidates_valuesInsideACandidate_areNotCandidates_andAFencedValueIsGivenOnce() {
        String text = "```json\n{\"a\": {\"b\": 1}}\n```\n{\"c\": [{\"d\": 2}]}";
        List<Extraction.Found> found = all(text, Mode.STRICT, Accept.OBJECT);
        assertEquals(List.of("{\"a\": {\"b\": 1}}", "{\"c\": [{\"d\": 2}]}"), found.stream().map(c -> span(text, c)).toList());
    }

    @Test
    void candidates_aReasoningBlock_isNotSearched() {
        String text = "<think>maybe {\"a\": 0}</think>\n{\"a\": 1} {\"a\": 2}";
        assertEquals(List.of("{\"a\": 1}", "{\"a\": 2}"), all(text, Mode.STRICT, Accept.OBJECT).stream()
                .map(c -> span(text, c)).toList());
    }

    @Test
    void candidates_elementsOfOneList_sayWhatEnclosesThem() {
        String text = "[{\"a\": 1}, {\"a\": 2}] and {\"a\": 3}";
        List<Extraction.Found> found = all(text, Mode.STRICT, Accept.OBJECT);
        assertEquals(3, found.size());
        assertNotNull(found.get(0).enclosedBy());
        assertEquals(found.get(0).enclosedBy(), found.get(1).enclosedBy());
        assertNull(found.get(2).enclosedBy());
    }

    @Test
    void candidates_acceptAny_givesArraysAndObjects() {
        String text = "{\"count\": 3}\n[\"solar\", \"wind\"]";
        List<Extraction.Found> found = all(text, Mode.STRICT, Accept.ANY);
        assertEquals(List.of("{\"count\": 3}", "[\"solar\", \"wind\"]"), found.stream().map(c -> span(text, c)).toList());
    }

    @Test
    void candidates_inRepairMode_areRepaired() {
        String text = "Draft: {qty: '2'}\nFinal: {qty: 3,}";
        List<Extraction.Found> found = all(text, Mode.REPAIR, Accept.OBJECT);
        assertEquals(2, found.size());
        assertEquals("{\"qty\":3}", found.get(1).json().toString());
        assertEquals(RepairKind.UNQUOTED_KEY, found.get(1).repairs().get(0).kind());
    }

    @Test
    void candidates_noneInProseOrABlankReply() {
        assertEquals(List.of(), all("no JSON here", Mode.STRICT, Accept.OBJECT));
        assertEquals(List.of(), all("   ", Mode.STRICT, Accept.OBJECT));
    }

    @Test
    void candidates_nestingPastTheLimit_endsTheWalk() {
        String deep = "[".repeat(Limits.DEFAULT_MAX_NESTING_DEPTH + 1);
        String text = "{\"a\": 1} " + deep + " {\"a\": 2}";
        assertEquals(List.of("{\"a\": 1}"), all(text, Mode.STRICT, Accept.ANY).stream().map(c -> span(text, c)).toList());
    }
}
