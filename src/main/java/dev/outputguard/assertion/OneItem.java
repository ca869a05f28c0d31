package dev.outputguard.assertion;

/**
 * Whether a string names one item of a list, read through the lexicon for the aligner's shape coercions: a string
 * written where a list is wanted is made a one-item list only when it is one item, and a list's item that says the
 * list goes on makes the list no whole one. Each reading fails closed: a term found anywhere in the string, at a word's
 * start in a spaced script and anywhere in an unspaced one, is enough. Plain Java; thread-safe.
 */
public final class OneItem {

    private static final Lexicon LEX = Lexicon.get();
    private static final Lexicon ROLES = LEX.roles();
    private static final Lexicon.View NO_ITEMS = ROLES.view(Role.NO_ITEM.bit());
    private static final Lexicon.View JOINS = ROLES.view(Role.JOINS_ITEMS.bit());
    private static final Lexicon.View MORE = LEX.view(Category.ELISION.bit());
    /** The most words (a CJK character counting half) of a string {@link #noItem} reads: a longer one is a sentence. */
    static final int NO_ITEM_WORDS = 6;
    /** The most characters read; a longer string is read as no single item. */
    public static final int MAX_CHARS = 4096;

    private OneItem() {
    }

    /**
     * The term of {@link Role#NO_ITEM} the string {@code n} (NFKC) holds ({@code see above}, {@code all}, {@code 同上},
     * {@code 모두}), or null: such a string points to items written elsewhere or not at all, or says how the list
     * stands, and names no item itself.
     */
    public static String noItem(String n) {
        if (words(n) > NO_ITEM_WORDS) {
            return null; // a sentence, an item in its own right ("All tests fail on CI")
        }
        int length = n.length();
        for (int p = 0; p < length; p++) {
            if (p > 0 && Lexicon.isSpaced(n.charAt(p)) && Lexicon.isSpaced(n.charAt(p - 1))) {
                continue; // inside a word of a spaced script
            }
            long found = NO_ITEMS.at(n, p, length);
            if (found >= 0) {
                return n.substring(p, Lexicon.endOf(found));
            }
        }
        return null;
    }

    /**
     * The term of {@link Role#JOINS_ITEMS} that joins two items in the string {@code n} (NFKC), or null: one with a
     * letter or a digit both before and after it ({@code foo with bar}, {@code foo en bar}, {@code 東京と大阪},
     * {@code foo跟bar}, {@code 사과와 배}); a word of a spaced script only between blanks ({@code I've read it} joins
     * nothing). A single kana is read only where no hiragana stands beside it (the {@code と}
     * of {@code ことば} is inside a word, that of {@code 請求とログイン} between two); a Hangul particle only where it ends its word, as it is written glued to the word
     * before it.
     */
    public static String joins(String n) {
        int length = Math.min(n.length(), MAX_CHARS);
        for (int p = 1; p < length; p++) {
            char c = n.charAt(p);
            if (Lexicon.isSpaced(c) && Lexicon.isSpaced(n.charAt(p - 1))) {
                continue;
            }
            long found = JOINS.at(n, p, length);
            if (found < 0) {
                continue;
            }
            int end = Lexicon.endOf(found);
            if (end >= length || !letterIn(n, 0, p) || !letterIn(n, end, length)) {
                continue; // no item on one side
            }
            if (kana(c) && end - p == 1 && (hiragana(n.charAt(p - 1)) || hiragana(n.charAt(end)))) {
                continue;
            }
            if (hangul(c) && !Lexicon.isBlank(n.charAt(end))) {
                continue;
            }
            if (Lexicon.isSpaced(c) && !(Lexicon.isBlank(n.charAt(p - 1)) && Lexicon.isBlank(n.charAt(end)))) {
                continue; // a word joins only standing alone between blanks: the "ve" of "I've" is none
            }
            return n.substring(p, end);
        }
        return null;
    }

    /**
     * Why the item {@code t} (decoration taken off) says its list goes on beyond the items written, or null: it opens
     * with an ellipsis ({@code … (12 total)}), with a plus sign before a count ({@code +3 more}), or it is made of
     * {@link Category#ELISION} terms alone, one or repeated ({@code などなど}, {@code 等等等}, {@code etc. etc.}).
     */
    public static String goesOn(String t) {
        String said = goesOnAsWritten(t);
        // A closing stop the decorations' reading took off belongs to an abbreviation ("u.a. u.a").
        return said != null || t.endsWith(".") ? said : goesOnAsWritten(t + ".");
    }

    private static String goesOnAsWritten(String t) {
        if (t.startsWith("…") || t.startsWith("⋯") || t.startsWith("..")) {
            return "opens with an ellipsis: the list goes on beyond the items written";
        }
        if (t.length() >= 2 && (t.charAt(0) == '+' || t.charAt(0) == '＋')) {
            int d = 1;
            while (d < t.length() && Lexicon.isBlank(t.charAt(d))) {
                d++;
            }
            if (d < t.length() && Character.isDigit(t.charAt(d))) {
                return "counts items not written: the list goes on beyond them";
            }
        }
        int length = Math.min(t.length(), MAX_CHARS);
        int terms = 0;
        for (int p = 0; p < length;) {
            char c = t.charAt(p);
            if (!Character.isLetterOrDigit(c)) {
                p++;
                continue;
            }
            long found = MORE.at(t, p, length);
            if (found < 0) {
                return null;
            }
            p = Lexicon.endOf(found);
            terms++;
        }
        return terms > 0 ? "says the list goes on beyond the items written" : null;
    }

    /** How many words {@code n} holds, a CJK character counting half a word, as {@link FreeText} counts them. */
    private static int words(String n) {
        int halves = 0;
        boolean in = false;
        for (int i = 0; i < n.length(); i++) {
            char c = n.charAt(i);
            if (c >= 0x2E80 && Character.isLetterOrDigit(c)) {
                halves++;
                in = false;
            } else if (Character.isLetterOrDigit(c)) {
                halves += in ? 0 : 2;
                in = true;
            } else {
                in = in && (c == '\'' || c == '-' || c == '.' || c == '_');
            }
        }
        return (halves + 1) / 2;
    }

    private static boolean letterIn(String n, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Character.isLetterOrDigit(n.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static boolean kana(char c) {
        return c >= 0x3040 && c <= 0x30FF;
    }

    private static boolean hiragana(char c) {
        return c >= 0x3040 && c <= 0x309F;
    }

    private static boolean hangul(char c) {
        return c >= 0xAC00 && c <= 0xD7AF || c >= 0x1100 && c <= 0x11FF || c >= 0x3130 && c <= 0x318F;
    }
}
