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
 * A word in Latin letters holding one none of those languages writes ({@code błąd}, {@code lỗi}) is found at the
 * word's first letter, by both looks, wherever the letter stands in it; the Latin letters those languages write
 * beyond ASCII ({@code é}, {@code ß}, {@code ğ}, {@code œ}) start no such word.
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
                    // Behind a Latin letter, the word of two scripts starts where its Latin letters do.
                    int at = Character.isLetter(before.charAt(0)) && before.charAt(0) < 0x250 ? 0 : 2 + before.length();
                    variants++;
                    int word = Assertion.unreadWord(text, 0, text.length());
                    int onePass = Assertion.findings(text, 0).unreadWord();
                    if (word != at || onePass != at) {
                        wrong.add(escaped(text) + ": at " + word + " / " + onePass + ", not " + at);
                    }
                    // Looked for again from the word's end, nothing more is found: each look goes on.
                    int wordEnd = at;
                    while (Character.isLetter(text.charAt(wordEnd)) || Character.isSurrogate(text.charAt(wordEnd))) {
                        wordEnd++;
                    }
                    int next = Assertion.unreadWord(text, wordEnd, text.length());
                    if (next != -1) {
                        wrong.add(escaped(text) + ": found again at " + next);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 600, variants + " variants");
    }

    /** Letters of scripts none of the lexicon's languages is written in that look like Latin ones: Cyrillic, Greek. */
    private static final List<String> LOOKALIKES = List.of("\u0430", "\u0435", "\u043E", "\u0440", "\u0441", "\u0410",
            "\u0406", "\u03BF", "\u0391", "\u039F");

    @Test
    void aLetterOfAnotherScriptInsideALatinWord_makesAWordNobodyReads_butAUnitSignDoesNot() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String letter : LOOKALIKES) {
            for (String word : List.of(letter + "ail", "f" + letter + "il", "fai" + letter, "F" + letter + "IL")) {
                for (String before : List.of(" ", "(", "\n", "**", "\u3002")) {
                    String text = "ok" + before + word + " end";
                    int at = 2 + before.length();
                    variants++;
                    int found = Assertion.unreadWord(text, 0, text.length());
                    int onePass = Assertion.findings(text, 0).unreadWord();
                    if (found != at || onePass != at) {
                        wrong.add(escaped(text) + ": at " + found + " / " + onePass + ", not " + at);
                    }
                }
            }
        }
        for (String unit : List.of("20\u03BCs", "4k\u03A9", "5 \u03BCm", "\u03A9 load", "\u03C0 r", "x = \u03C0")) {
            String text = "latency " + unit + " end";
            variants++;
            if (Assertion.unreadWord(text, 0, text.length()) != -1 || Assertion.findings(text, 0).unreadWord() != -1) {
                wrong.add(escaped(text) + ": read as a word nobody reads");
            }
        }
        assertEquals(List.of(), wrong, wrong.size() + " of " + variants);
        assertTrue(variants >= 200, variants + " variants");
    }

    /** Latin letters of languages none of the lexicon's is: Polish, Czech, Romanian, Vietnamese, Azerbaijani, Maltese. */
    private static final List<String> UNREAD_LATIN = List.of("\u0142", "\u0105", "\u0159", "\u0219", "\u01A1", "\u1EA1",
            "\u1EBF", "\u0259", "\u0127", "\u014D");
    /** Latin letters the lexicon's languages write: French, German, Spanish, Portuguese, Turkish. */
    private static final List<String> READ_LATIN = List.of("\u00E9", "\u00DF", "\u00F1", "\u00E3", "\u011F", "\u0131",
            "\u015F", "\u0153", "\u00FC", "\u00E7");

    @Test
    void aWordInLatinLettersNoneOfTheLanguagesWrites_isFoundAtTheWordsStart_andAReadLetterStartsNone() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String letter : UNREAD_LATIN) {
            for (String word : List.of(letter + "ab", "a" + letter + "b", "ab" + letter, "A" + letter.toUpperCase(java.util.Locale.ROOT))) {
                for (String before : List.of(" ", "(", "\n", "**", "\u3002")) {
                    String text = "ok" + before + word + " end";
                    int at = 2 + before.length();
                    variants++;
                    int found = Assertion.unreadWord(text, 0, text.length());
                    int onePass = Assertion.findings(text, 0).unreadWord();
                    if (found != at || onePass != at) {
                        wrong.add(escaped(text) + ": at " + found + " / " + onePass + ", not " + at);
                    }
                }
            }
        }
        for (String letter : READ_LATIN) {
            String text = "ok a" + letter + "b " + letter.toUpperCase(java.util.Locale.ROOT) + "cd end";
            variants++;
            if (Assertion.unreadWord(text, 0, text.length()) != -1 || Assertion.findings(text, 0).unreadWord() != -1) {
                wrong.add(escaped(text) + ": read as a word nobody reads");
            }
        }
        assertEquals(List.of(), wrong, wrong.size() + " of " + variants);
        assertTrue(variants >= 200, variants + " variants");
    }

    private static String escaped(String text) {
        StringBuilder b = new StringBuilder();
        text.codePoints().forEach(c -> b.append(c < 0x80 && c >= 0x20 ? Character.toString(c) : String.format("\\u{%X}", c)));
        return b.toString();
    }
}
