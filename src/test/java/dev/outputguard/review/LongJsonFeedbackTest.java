package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.Limits;

/**
 * A JSON pass whose {@code feedback} is long: the readings of a short note beside the verdict are bounded, and a bound
 * never loses a FAIL. A retraction, a hedge or a decision put off at the start, in the middle or at the end of a long
 * feedback still fails it, and a long plain one still passes. The work is measured as the memory a review allocates,
 * not as time: a reading that walked the whole note again for each word it looked at allocated it again each time.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class LongJsonFeedbackTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Sentences of a review that say nothing of its verdict. */
    private static final String PLAIN = "The reader keeps one buffer per stream and flushes it when the line ends. "
            + "Each handler now names its own timeout, and the defaults sit in one file. ";
    /** What takes a pass back, each read by a reading of the note beside the verdict or of its body. */
    private static final List<String> TAKEN_BACK = List.of("P.S. ignore the result field.",
            "Disregard the verdict above.", "Ship it next quarter.", "Merge after the freeze.",
            "I am not sure about this result.", "Probably fine.", "Just kidding, it fails.");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void aLongFeedback_withATakingBackAtItsStartMiddleOrEnd_fails() throws Exception {
        String body = PLAIN.repeat(50_000 / PLAIN.length());
        int middle = body.length() / 2 / PLAIN.length() * PLAIN.length();
        List<String> wrong = new ArrayList<>();
        int read = 0;
        for (String back : TAKEN_BACK) {
            for (String feedback : List.of(back + " " + body, body.substring(0, middle) + back + " " + body.substring(middle),
                    body + back)) {
                read++;
                Verdict v = decide(feedback);
                if (v != Verdict.FAIL) {
                    wrong.add(back + " at " + feedback.indexOf(back) + " of " + feedback.length() + " -> " + v);
                }
            }
        }
        assertEquals(3 * TAKEN_BACK.size(), read);
        assertEquals(List.of(), wrong);
    }

    @Test
    void twoMegabytesOfPlainFeedback_pass_andOneRetractionInTheMiddleFails() throws Exception {
        String body = PLAIN.repeat(2 * 1024 * 1024 / PLAIN.length());
        assertEquals(Verdict.PASS, decide(body));
        int middle = body.length() / 2 / PLAIN.length() * PLAIN.length();
        assertEquals(Verdict.FAIL, decide(body.substring(0, middle) + "P.S. ignore the result field. " + body.substring(middle)));
    }

    /**
     * A word telling the reader to pay no heed is read with its sentence back to its start; in one run past
     * {@link Limits#NOTE_SENTENCE_CHARS}, with no sentence's end and no line break, the note is read as taking the pass
     * back (fail-closed), where a shorter run that names no verdict keeps it.
     */
    @Test
    void aRunOnNote_ofHeedWordsPastTheBound_failsClosed_andAShorterOneKeepsThePass() throws Exception {
        String run = "we ignore blank lines in the header, we skip trailing commas in the list, ";
        String shorter = run.repeat(Limits.NOTE_SENTENCE_CHARS / run.length() / 2);
        assertEquals(Verdict.PASS, decide(shorter + "and the rest reads cleanly."));
        String longer = run.repeat(4 * Limits.NOTE_SENTENCE_CHARS / run.length());
        assertEquals(Verdict.FAIL, decide(longer + "and the rest reads cleanly."));
        // Within the bound the sentence is read as before: the label before the word takes the pass back.
        assertEquals(Verdict.FAIL, decide("The result field is stale, so ignore it."));
    }

    /**
     * A long feedback that says a word of a filled-in verdict in every sentence ({@code placeholder}) costs what a plain
     * one of its length does, within a few times: its words are counted only where it is short enough to be a note.
     */
    @Test
    void aLongFeedbackOfFilledInWords_allocatesWhatAPlainOneDoes() throws Exception {
        String filled = "The placeholder text in the template is replaced by the loader. ";
        String plain = PLAIN.repeat(200_000 / PLAIN.length());
        String words = filled.repeat(plain.length() / filled.length());
        decide(plain);
        decide(words); // loaded and compiled alike
        long plainBytes = allocated(plain);
        long wordsBytes = allocated(words);
        assertTrue(wordsBytes < 4 * plainBytes + 50_000_000L,
                "placeholder feedback allocated " + wordsBytes + " bytes, a plain one " + plainBytes);
    }

    private long allocated(String feedback) throws Exception {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        decide(feedback);
        return threads.getCurrentThreadAllocatedBytes() - before;
    }

    private Verdict decide(String feedback) throws Exception {
        String reply = "{\"result\": \"PASS\", \"feedback\": " + MAPPER.writeValueAsString(feedback) + ", \"suggestions\": []}";
        ReviewDecision d = decider.decide(reply, null);
        assertEquals(DecisionSource.JSON, d.source(), reply.length() > 200 ? reply.substring(0, 200) : reply);
        return d.result();
    }
}
