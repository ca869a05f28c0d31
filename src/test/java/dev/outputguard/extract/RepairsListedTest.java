package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.outputguard.limits.Limits;

/**
 * How many repairs an answer lists: the first {@link Limits#maxReportedRepairs()} in order, the rest counted in
 * {@code repairsOmitted}, so nothing is left out without a word and the value found is the same either way.
 */
class RepairsListedTest {

    private static final JsonExtractor ALL = new JsonExtractor(Limits.builder().maxReportedRepairs(Integer.MAX_VALUE).build());
    private static final JsonExtractor THREE = new JsonExtractor(Limits.builder().maxReportedRepairs(3).build());

    private static Extraction.Found found(JsonExtractor extractor, String text) {
        return assertInstanceOf(Extraction.Found.class, extractor.extract(text, Mode.REPAIR));
    }

    @Test
    void manyRepairs_listsTheFirstInOrder_andCountsTheRest() {
        String text = "{'a': 'x', 'b': [1, 2,], // note\n c: True}";
        Extraction.Found all = found(ALL, text);
        Extraction.Found capped = found(THREE, text);

        assertTrue(all.repairs().size() > 3, all.repairs().toString());
        assertEquals(all.repairs().subList(0, 3), capped.repairs());
        assertEquals(all.repairs().size() - 3, capped.repairsOmitted());
        assertEquals(all.json(), capped.json());
        assertEquals(List.of(all.start(), all.end()), List.of(capped.start(), capped.end()));
    }

    @Test
    void atTheCap_listsEveryRepair_andOmitsNone() {
        String text = "{'a': 1, 'b': 2, 'c': 3}";
        Extraction.Found capped = found(THREE, text);

        assertEquals(3, capped.repairs().size());
        assertEquals(0, capped.repairsOmitted());
    }

    @Test
    void strayQuoteEveryFewCharacters_countsEveryRepairPastTheCap() {
        // One repair per quote no one escaped: the answer lists 3 and counts the other thousands.
        String text = "{\"a\": \"b " + "x\" y ".repeat(5_000) + "\"}";
        Extraction.Found all = found(ALL, text);
        Extraction.Found capped = found(THREE, text);

        assertTrue(all.repairs().size() >= 5_000, "repairs: " + all.repairs().size());
        assertEquals(all.repairs().subList(0, 3), capped.repairs());
        assertEquals(all.repairs().size() - 3, capped.repairsOmitted());
        assertEquals(all.json(), capped.json());
    }

    @Test
    void reusedContainerFromFailedCandidate_countsItsRepairsToo() {
        // The inner object is parsed inside the outer candidate, which fails; the answer reuses it.
        String text = "{\"x\": {'a': 1, 'b': 2, 'c': 3,} oops} ";
        Extraction.Found all = found(ALL, text);
        Extraction.Found capped = found(THREE, text);

        assertEquals(text.indexOf("{'a'"), capped.start());
        assertEquals(all.repairs().subList(0, 3), capped.repairs());
        assertEquals(all.repairs().size() - 3, capped.repairsOmitted());
    }

    @Test
    void doubleEncodedReply_listsItsOwnRepairFirst_andCountsTheOneItPushesOut() {
        String text = "\"{\\\"a\\\": 'x', \\\"b\\\": 'y', \\\"c\\\": 'z'}\"";
        Extraction.Found all = found(ALL, text);
        Extraction.Found capped = found(THREE, text);

        assertEquals(RepairKind.DOUBLE_ENCODED, capped.repairs().getFirst().kind());
        assertEquals(all.repairs().subList(0, 3), capped.repairs());
        assertEquals(all.repairs().size() - 3, capped.repairsOmitted());
    }

    @Test
    void strictMode_listsNoRepairs_andOmitsNone() {
        Extraction.Found strict = assertInstanceOf(Extraction.Found.class, THREE.extract("{\"a\": 1}", Mode.STRICT));

        assertEquals(List.of(), strict.repairs());
        assertEquals(0, strict.repairsOmitted());
    }
}
