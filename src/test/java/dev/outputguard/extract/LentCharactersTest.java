package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

/**
 * A search reads its text from a buffer its thread lends it ({@link Reading#lent}), which still holds the text
 * searched before it past the new text's end. Every prefix of a reply is extracted right after the whole reply,
 * so that the characters just past the prefix's end are the ones that would finish its value: the answer must be
 * the one a thread that never searched anything gives.
 */
class LentCharactersTest {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();
    private static final List<String> REPLIES = List.of(
            "Here:\n```json\n{\"a\": [1, 2.50, -0], \"s\": \"q\\\"x\\n\", \"t\": true}\n```\nDone.",
            "Result {\"ok\": {\"n\": null, \"list\": [{\"i\": 1}, {\"i\": 2}]}} and more [3, 4] text",
            "{'a': 1, b: True, \"c\": [1, 2,], // note\n \"d\": \"cut",
            "[{\"x\": 1}, {\"x\": 2}] then {\"y\": \"\\u00e9\", \"y\": 3}");

    @Test
    void everyPrefix_afterTheWholeReply_isAnsweredAsOnAFreshThread() throws Exception {
        int compared = 0;
        for (String reply : REPLIES) {
            for (Mode mode : Mode.values()) {
                for (Accept accept : Accept.values()) {
                    List<String> prefixes = new ArrayList<>();
                    for (int end = 1; end < reply.length(); end++) {
                        prefixes.add(reply.substring(0, end));
                    }
                    List<Extraction> fresh = onFreshThreads(prefixes, mode, accept);
                    for (int i = 0; i < prefixes.size(); i++) {
                        EXTRACTOR.extract(reply, mode, accept);
                        assertEquals(fresh.get(i), EXTRACTOR.extract(prefixes.get(i), mode, accept),
                                mode + " " + accept + " " + prefixes.get(i));
                        compared++;
                    }
                }
            }
        }
        assertTrue(compared > 1000, "prefixes compared: " + compared);
    }

    @Test
    void lentBuffer_isTheThreadsOnceReleased_andACopyInsideAnotherSearch() {
        Reading first = Reading.lent("{\"a\": 1}", Accept.OBJECT, 64, 8);
        Reading inside = Reading.lent("{\"b\": 2}", Accept.OBJECT, 64, 8);
        assertNotSame(first.chars, inside.chars, "a search inside another gets characters of its own");
        first.release();
        Reading next = Reading.lent("{\"c\": 3}", Accept.OBJECT, 64, 8);
        assertSame(first.chars, next.chars, "the buffer released is lent again");
        next.release();
        Reading large = Reading.lent("{" + " ".repeat(LentChars.MAX) + "}", Accept.OBJECT, 64, 8);
        assertEquals(LentChars.MAX + 2, large.chars.length, "a text past the bound gets a copy of its own");
    }

    /** Each prefix extracted on a thread of its own, whose buffer holds nothing from before. */
    private static List<Extraction> onFreshThreads(List<String> prefixes, Mode mode, Accept accept) throws Exception {
        List<Extraction> answers = new ArrayList<>();
        for (String prefix : prefixes) {
            AtomicReference<Extraction> answer = new AtomicReference<>();
            Thread thread = Thread.ofVirtual().start(() -> answer.set(EXTRACTOR.extract(prefix, mode, accept)));
            thread.join();
            answers.add(answer.get());
        }
        return answers;
    }
}
