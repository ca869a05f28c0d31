package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Where a word in a script none of the lexicon's languages is written in starts ({@link Assertion#unreadWord}, the
 * findings' one pass and a remark's look): at its first letter, whatever the letters' lengths in chars. A letter
 * outside the Basic Multilingual Plane (Gothic, Deseret, Osage) is two chars; the place found once stood a char before
 * the word where such a letter followed one of one char, and a remark's look that goes on past each word found read
 * that place again without end. Generated over every pair of such letters behind every kind of character before them.
 */
class UnreadWordPlaceTest {

    /** Letters of scripts none of the lexicon's languages is written in: one char each, then two chars each. */
    private static final List<String> LETTERS = List.of("\u0416", "\u0628", "\u05E9", "\u0E01", "\u0915",
            "\uD800\uDF30", "\uD801\uDC00", "\uD801\uDCB0", "\uD800\uDF00");
    private static final List<String> BEFORE = List.of(" ", "(", "x", "1", "\u3002", "\n", "**", "\u00E9");

    @Test
    void anUnreadWord_isFoundAtItsFirstLetter_whateverTheLettersLengths() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String first : LETTERS) {
            for (String second : LETTERS) {
                for (String before : BEFORE) {
                    String text = "ok" + before + first + second + " end";
                    int at = 2 + before.length();
                    variants++;
                    int word = Assertion.unreadWord(text, 0, text.length());
                    int onePass = Assertion.findings(text, 0).unreadWord();
                    int remark = Assertion.unreadInARemark(text, 0, text.length());
                    if (word != at || onePass != at || remark != at) {
                        wrong.add(escaped(text) + ": at " + word + " / " + onePass + " / " + remark + ", not " + at);
                    }
                    // Looked for again from the word's end, nothing more is found: each look goes on.
                    int next = Assertion.unreadInARemark(text, at + first.length() + second.length(), text.length());
                    if (next != -1) {
                        wrong.add(escaped(text) + ": found again at " + next);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 600, variants + " variants");
    }

    private static String escaped(String text) {
        StringBuilder b = new StringBuilder();
        text.codePoints().forEach(c -> b.append(c < 0x80 && c >= 0x20 ? Character.toString(c) : String.format("\\u{%X}", c)));
        return b.toString();
    }
}
