package dev.outputguard.text;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Objects;

/**
 * A text in Unicode compatibility normalisation (NFKC), with a way back to the original's offsets: full-width
 * letters, digits, colons and underscores read as ASCII ({@code ＰＡＳＳ＿ＷＩＴＨ} as {@code PASS_WITH}), the
 * ideographic space as a space, ligatures and other compatibility forms as what they stand for; and without
 * the characters that show nothing ({@link #isInvisible}: zero-width spaces and joiners, word joiners, soft
 * hyphens, direction marks, byte-order marks, variation selectors, tag characters), so that a scanner reads what
 * a reader sees: {@code P\u200BASS} is {@code PASS}, and {@code 最終\u200B判定} a marker. Scanners compare on
 * {@link #text()} and report positions with {@link #toOriginal}.
 *
 * <p>NFKC can change lengths ({@code …} becomes {@code ...}, a mathematical bold letter's surrogate pair one
 * letter), so the map records every place where a piece of the original and its normal form differ in length;
 * elsewhere offsets only shift. Pieces are normalised one at a time: a character with the combining marks
 * after it. That is NFKC for everything a review marker or verdict can be made of; it leaves apart only
 * compositions across pieces (conjoining Hangul jamo), which no marker needs.
 *
 * <p>Linear in the text: whether a character is its own normal form is asked of the normaliser once per
 * distinct character and remembered, so a text already in NFKC (most are) costs one table look-up and one
 * compare a character, and no copy.
 */
public final class Nfkc {

    private final String original;
    private final String text;
    // The pieces whose length changed, in order: normalised [normStart, normEnd) stands for original
    // [origStart, origEnd). Between them the two texts advance together.
    private final int[] normStart;
    private final int[] normEnd;
    private final int[] origStart;
    private final int[] origEnd;
    private final int pieces;
    private final boolean newlinesOnly;

    private Nfkc(String original, String text, int[] normStart, int[] normEnd, int[] origStart, int[] origEnd,
            int pieces, boolean newlinesOnly) {
        this.original = original;
        this.text = text;
        this.normStart = normStart;
        this.normEnd = normEnd;
        this.origStart = origStart;
        this.origEnd = origEnd;
        this.pieces = pieces;
        this.newlinesOnly = newlinesOnly;
    }

    public static Nfkc of(String original) {
        Objects.requireNonNull(original, "original");
        long first = firstToNormalise(original);
        if (first < 0) {
            return new Nfkc(original, original, new int[0], new int[0], new int[0], new int[0], 0,
                    first == NFKC_NEWLINES_ONLY);
        }
        return new Builder(original).build((int) first);
    }

    /**
     * Whether the normalised text is known to break its lines with {@code \n} alone: it holds none of {@code \r},
     * U+0085, U+2028 and U+2029. The normalising pass learns it for nothing where the text is NFKC as it is (most
     * texts), so a scanner that looks for every kind of line break can skip the search for the rarer kinds; false
     * where the text holds one of them or had to be normalised (then nobody looked).
     */
    public boolean newlinesOnly() {
        return newlinesOnly;
    }

    /** {@link #firstToNormalise}: the text is NFKC as it is and breaks its lines with {@code \n} alone. */
    private static final long NFKC_NEWLINES_ONLY = -1;
    /** {@link #firstToNormalise}: the text is NFKC as it is and holds a rarer line break ({@link #newlinesOnly}). */
    private static final long NFKC_OTHER_BREAKS = -2;

    /**
     * Where normalising has to start, or, when the text is NFKC as it is, {@link #NFKC_NEWLINES_ONLY} or
     * {@link #NFKC_OTHER_BREAKS}: the first character that is not its own normal form, or the character before the
     * first combining mark (they may compose). One table look-up a character, read straight from the string (a copy
     * of the text into a window of characters first costs more than the look-ups it spares); the rarer line breaks
     * stop the look-up as the characters to normalise do, so a text without them is told so by the same pass.
     */
    private static long firstToNormalise(String s) {
        int n = s.length();
        boolean otherBreaks = false;
        byte[] table = FLAGS;
        for (int i = 0; i < n; i++) {
            // One load and one compare a character, ASCII included: a separate test for ASCII costs a branch
            // that mixed text (Japanese with ASCII words) mispredicts, which made this loop twice as slow.
            while (i < n && table[s.charAt(i)] == STABLE_ALONE) {
                i++;
            }
            if (i >= n) {
                break;
            }
            byte f = flags(s.charAt(i));
            if ((f & MARK) != 0) {
                return Math.max(0, i - 1);
            }
            if ((f & STABLE) == 0) {
                return i;
            }
            otherBreaks |= (f & BREAK) != 0;
        }
        return otherBreaks ? NFKC_OTHER_BREAKS : NFKC_NEWLINES_ONLY;
    }

    /** {@code s[i]} is NFKC by itself and no combining mark follows to compose with it. */
    private static boolean isStableAlone(String s, int i) {
        char c = s.charAt(i);
        if (c >= 0x80 && (flags(c) & STABLE) == 0) {
            return false;
        }
        if (i + 1 == s.length()) {
            return true;
        }
        char next = s.charAt(i + 1);
        if (next < 0x300) {
            return true;
        }
        return Character.isSurrogate(next) ? !isMark(s.codePointAt(i + 1)) : (flags(next) & MARK) == 0;
    }

    private static final byte KNOWN = 1;
    private static final byte STABLE = 2;
    private static final byte MARK = 4;
    /** A line break other than {@code \n} ({@link #newlinesOnly}): NFKC by itself, but not {@link #STABLE_ALONE}. */
    private static final byte BREAK = 8;
    /** A character looked at that is NFKC by itself and combines with nothing: the common case. */
    private static final byte STABLE_ALONE = KNOWN | STABLE;
    // Per BMP character: KNOWN once looked at, STABLE when it is NFKC by itself, MARK when it combines with the
    // character before. Filled on first sight (a benign race: every writer writes the same value), so text in
    // any script costs one normaliser call per distinct character, then one table look-up a character.
    private static final byte[] FLAGS = new byte[Character.MAX_VALUE + 1];

    static {
        for (char c : new char[] {'\r', '\u0085', '\u2028', '\u2029'}) {
            FLAGS[c] = KNOWN | STABLE | BREAK;
        }
    }

    private static byte flags(char c) {
        byte f = FLAGS[c];
        return f != 0 ? f : lookUp(c);
    }

    /** Asks the normaliser about one character, once; kept out of the loops so they stay small. */
    private static byte lookUp(char c) {
        byte f = KNOWN;
        if (!Character.isSurrogate(c) && !isInvisible(c) && Normalizer.isNormalized(String.valueOf(c), Normalizer.Form.NFKC)) {
            f |= STABLE;
        }
        if (isMark(c)) {
            f |= MARK;
        }
        FLAGS[c] = f;
        return f;
    }

    // The normal form of each BMP character that is not its own, filled on first sight like STABLE.
    private static final String[] NORMAL = new String[Character.MAX_VALUE + 1];

    /**
     * The Greek question mark, whose canonical form is the semicolon: read as the question mark it is, so that
     * {@code PASS;} written in Greek asks, as {@code PASS?} does, instead of reading as a pass and a separator.
     */
    private static final char GREEK_QUESTION_MARK = '\u037E';

    private static String normalOf(char c) {
        String normal = NORMAL[c];
        if (normal == null) {
            normal = c == GREEK_QUESTION_MARK ? "?" : Normalizer.normalize(String.valueOf(c), Normalizer.Form.NFKC);
            NORMAL[c] = normal;
        }
        return normal;
    }

    /**
     * A character that shows nothing and that a reader cannot see in the text: format characters (zero-width space
     * and joiners, word joiner, soft hyphen, direction marks and isolates, byte-order mark, invisible operators, tag
     * characters), variation selectors, the combining grapheme joiner and the Hangul fillers.
     */
    public static boolean isInvisible(int cp) {
        return Character.getType(cp) == Character.FORMAT || (cp >= 0xFE00 && cp <= 0xFE0F)
                || (cp >= 0xE0100 && cp <= 0xE01EF) || cp == 0x034F || cp == 0x115F || cp == 0x1160 || cp == 0x3164
                || cp == 0xFFA0 || cp == 0x17B4 || cp == 0x17B5 || (cp >= 0x180B && cp <= 0x180F);
    }

    /**
     * Where {@code text[from, to)} first holds a control that reorders how the characters around it show (a
     * bidirectional embedding, override or isolate, U+202A to U+202E and U+2066 to U+2069: {@code \u202Epositive}
     * shows as {@code evitisop}), or -1. Such a control is dropped as invisible, yet it changes what a reader sees:
     * a value read past it may not be the value shown.
     */
    public static int reorderingControl(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c >= '\u202A' && c <= '\u202E' || c >= '\u2066' && c <= '\u2069') {
                return i;
            }
        }
        return -1;
    }

    /**
     * {@link #reorderingControl(String, int, int)} of the whole original: -1 at once where the original is NFKC as it
     * is, since such a control shows nothing ({@link #isInvisible}) and is never its own normal form, so a text holding
     * one is always normalised.
     */
    public int reorderingControl() {
        return text == original ? -1 : reorderingControl(original, 0, original.length());
    }

    private static boolean isMark(int cp) {
        int type = Character.getType(cp);
        return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                || type == Character.ENCLOSING_MARK;
    }

    /** The normalised text. */
    public String text() {
        return text;
    }

    public String original() {
        return original;
    }

    /** The original offset of a normalised offset that starts something: inside a changed piece, its start. */
    public int toOriginal(int offset) {
        int k = pieceAtOrBefore(offset);
        if (k < 0) {
            return offset;
        }
        if (offset < normEnd[k]) {
            return origStart[k];
        }
        return origEnd[k] + (offset - normEnd[k]);
    }

    /** The original offset of a normalised offset that ends something: inside a changed piece, its end. */
    public int toOriginalEnd(int offset) {
        int k = pieceAtOrBefore(offset);
        if (k < 0) {
            return offset;
        }
        if (offset == normStart[k]) {
            return origStart[k];
        }
        if (offset < normEnd[k]) {
            return origEnd[k];
        }
        return origEnd[k] + (offset - normEnd[k]);
    }

    /**
     * The original text behind the normalised range {@code [start, end)}; empty for an empty range, which at a piece
     * that normalises to nothing (a zero-width space) would otherwise start after the piece and end before it.
     */
    public String originalOf(int start, int end) {
        int from = toOriginal(start);
        int to = toOriginalEnd(end);
        return to <= from ? "" : original.substring(from, to);
    }

    /** The last changed piece that starts at or before {@code offset}, or -1. */
    private int pieceAtOrBefore(int offset) {
        int i = Arrays.binarySearch(normStart, 0, pieces, offset);
        if (i >= 0) {
            // Pieces that normalise to nothing share a start with the next; take the last of them.
            while (i + 1 < pieces && normStart[i + 1] == offset) {
                i++;
            }
            return i;
        }
        return -i - 2;
    }

    /** One normalising pass. */
    private static final class Builder {
        private final String s;
        private final StringBuilder out;
        private int[] normStart = new int[8];
        private int[] normEnd = new int[8];
        private int[] origStart = new int[8];
        private int[] origEnd = new int[8];
        private int pieces;

        Builder(String s) {
            this.s = s;
            this.out = new StringBuilder(s.length());
        }

        /** Normalises from {@code first} on; everything before it is its own normal form. */
        Nfkc build(int first) {
            out.append(s, 0, first);
            int n = s.length();
            int k = first;
            while (k < n) {
                if (isStableAlone(s, k)) {
                    out.append(s.charAt(k++));
                    continue;
                }
                int cp = s.codePointAt(k);
                if (isInvisible(cp)) {
                    // Shown as nothing, read as nothing.
                    record(out.length(), out.length(), k, k + Character.charCount(cp));
                    k += Character.charCount(cp);
                    continue;
                }
                int end = k + Character.charCount(cp);
                while (end < n && isMark(s.codePointAt(end)) && !isInvisible(s.codePointAt(end))) {
                    end += Character.charCount(s.codePointAt(end));
                }
                piece(k, end);
                k = end;
            }
            return new Nfkc(s, out.toString(), normStart, normEnd, origStart, origEnd, pieces, false);
        }

        private void piece(int from, int to) {
            int start = out.length();
            if (to - from == 1) {
                out.append(normalOf(s.charAt(from)));
            } else if (s.charAt(from) == GREEK_QUESTION_MARK) {
                out.append('?').append(Normalizer.normalize(s.subSequence(from + 1, to), Normalizer.Form.NFKC));
            } else {
                out.append(Normalizer.normalize(s.subSequence(from, to), Normalizer.Form.NFKC));
            }
            if (out.length() - start != to - from) {
                record(start, out.length(), from, to);
            }
        }

        private void record(int ns, int ne, int os, int oe) {
            if (pieces == normStart.length) {
                normStart = Arrays.copyOf(normStart, pieces * 2);
                normEnd = Arrays.copyOf(normEnd, pieces * 2);
                origStart = Arrays.copyOf(origStart, pieces * 2);
                origEnd = Arrays.copyOf(origEnd, pieces * 2);
            }
            normStart[pieces] = ns;
            normEnd[pieces] = ne;
            origStart[pieces] = os;
            origEnd[pieces] = oe;
            pieces++;
        }
    }
}
