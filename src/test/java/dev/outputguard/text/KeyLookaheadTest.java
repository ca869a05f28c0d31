package dev.outputguard.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class KeyLookaheadTest {

    @Test
    void next_findsTheQuotedKeyNotABareWord() {
        String text = "result: {\"results\": 1} {\"result\": 2}";
        assertEquals(text.indexOf("\"result\""), new KeyLookahead(text, "result").next(0));
    }

    @Test
    void next_anEscapeBeforeTheKeyCouldSpellIt() {
        String text = "{\"\\u0072esult\": \"PASS\"} {\"result\": 1}";
        assertEquals(text.indexOf("\\u"), new KeyLookahead(text, "result").next(0));
    }

    @Test
    void next_withNothingAhead_isMinusOne() {
        String text = "{\"result\": 1} and then prose";
        KeyLookahead keys = new KeyLookahead(text, "result");
        assertEquals(1, keys.next(0));
        assertEquals(-1, keys.next(2));
        assertEquals(-1, keys.next(text.length()));
    }

    @Test
    void next_stepsForwardAcrossOccurrences() {
        String text = "{\"k\": 1} {\"k\": \"\\u0041\"} {\"k\": 3}";
        KeyLookahead keys = new KeyLookahead(text, "k");
        int first = keys.next(0);
        int second = keys.next(first + 1);
        int escape = keys.next(second + 1);
        int third = keys.next(escape + 1);
        assertEquals(text.indexOf("\"k\""), first);
        assertEquals(text.indexOf("\"k\"", first + 1), second);
        assertEquals(text.indexOf("\\u"), escape);
        assertEquals(text.lastIndexOf("\"k\""), third);
        assertEquals(-1, keys.next(third + 1));
    }

    @Test
    void next_goingBack_answersAsAFreshSearch() {
        String text = "{\"k\": 1} {\"k\": 2}";
        KeyLookahead keys = new KeyLookahead(text, "k");
        assertEquals(-1, keys.next(text.length() - 1));
        assertEquals(1, keys.next(0));
        assertEquals(text.lastIndexOf("\"k\""), keys.next(2));
    }
}
