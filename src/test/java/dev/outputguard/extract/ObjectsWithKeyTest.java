package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.ObjectsWithKey.OtherFences;
import dev.outputguard.text.FencedText;

class ObjectsWithKeyTest {

    private final JsonExtractor extractor = new JsonExtractor();

    /** The starts of every candidate the walk offers after the extracted object. */
    private List<Integer> starts(String text, String key, OtherFences otherFences) {
        FencedText reply = FencedText.of(text);
        Extraction.Found first = assertInstanceOf(Extraction.Found.class, extractor.extract(reply, Mode.STRICT));
        ObjectsWithKey walk = extractor.objectsWithKey(reply, first, key, otherFences);
        List<Integer> starts = new ArrayList<>();
        for (Extraction.Found next = walk.next(); next != null; next = walk.next()) {
            starts.add(next.start());
        }
        return starts;
    }

    @Test
    void objectsAfterTheFirstFromProse_onlyThoseThatCouldHoldTheKey() {
        String text = "{\"k\": 1} {\"other\": 2} {\"k\": 3} {\"x\": {\"k\": 4}}";
        assertEquals(List.of(text.indexOf("{\"k\": 3}"), text.indexOf("{\"x\"")), starts(text, "k", OtherFences.SEARCHED));
    }

    @Test
    void nestedObjects_areNeverCandidates() {
        String text = "{\"a\": 1} {\"x\": {\"k\": 4}}";
        assertEquals(List.of(text.indexOf("{\"x\"")), starts(text, "k", OtherFences.SEARCHED));
    }

    @Test
    void firstFromAFence_proseBeforeItIsSearched_andTheFirstIsSteppedOver() {
        String text = "note {\"k\": 0}\n```json\n{\"k\": 1}\n```\n{\"k\": 2}";
        assertEquals(List.of(text.indexOf("{\"k\": 0}"), text.indexOf("{\"k\": 2}")), starts(text, "k", OtherFences.SEARCHED));
    }

    @Test
    void otherFences_skippedOrSearched() {
        String text = "```json\n{\"k\": 1}\n```\n```json\n{\"k\": 2}\n```\n{\"k\": 3}";
        int second = text.indexOf("{\"k\": 2}");
        int third = text.indexOf("{\"k\": 3}");
        assertEquals(List.of(third), starts(text, "k", OtherFences.SKIPPED));
        assertEquals(List.of(second, third), starts(text, "k", OtherFences.SEARCHED));
    }

    @Test
    void anEscapeThatCouldSpellTheKey_isACandidate() {
        String text = "{\"a\": 1} {\"\\u006b\": 2}";
        assertEquals(List.of(text.indexOf("{\"\\u")), starts(text, "k", OtherFences.SEARCHED));
    }
}
