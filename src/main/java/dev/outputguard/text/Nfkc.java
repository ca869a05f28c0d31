package dev.outputguard.text;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Objects;

/**
 * A text in Unicode compatibility normalisation (NFKC), with a way back to the original's offsets: full-width
 * letters, digits, colons and underscores read as ASCII ({@code ＰＡＳＳ＿ＷＩＴＨ} as {@code PASS_WITH}), the
 * ideographic space as a space, ligatures and other compatibility forms as what they stand for. Scanners
 * compare on {@link #text()} and report positions with {@link #toOriginal}.
 *
 * <p>NFKC can change lengths ({@code …} becomes {@code ...}, a mathematical bold letter's surrogate pair one
 * letter), so the map records every place where a piece of the original and its normal form differ in length;
 * elsewhere offsets only shift. Pieces are normalised one at a time: a character with the combining marks
 * after it. That is NFKC for everything a review marker or verdict can be made of; it leaves apart only
 * compositions across pieces (conjoining Hangul jamo), which no marker needs.
 *
 * <p>Linear in the text; a text already in NFKC (most are) costs one check and no copy.
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

    private Nfkc(String original, String text, int[] normStart, int[] normEnd, int[] origStart, int[] origEnd,
            int pieces) {
        this.original = original;
        this.text = text;
        this.normStart = normStart;
        this.normEnd = normEnd;
        this.origStart = origStart;
        this.origEnd = origEnd;
        this.pieces = pieces;
    }

    public static Nfkc of(String original) {
        Objects.requireNonNull(original, "original");
        if (Normalizer.isNormalized(original, Normalizer.Form.NFKC)) {
            return new Nfkc(original, original, new int[0], new int[0], new int[0], new int[0], 0);
        }
        return new Builder(original).build();
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

    /** The original text behind the normalised range {@code [start, end)}. */
    public String originalOf(int start, int end) {
        return original.substring(toOriginal(start), toOriginalEnd(end));
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

        Nfkc build() {
            int n = s.length();
            int i = 0;
            while (i < n) {
                if (isPlainAscii(i)) {
                    out.append(s.charAt(i++));
                    continue;
                }
                int j = i + 1;
                while (j < n && !isPlainAscii(j)) {
                    j++;
                }
                run(i, j);
                i = j;
            }
            return new Nfkc(s, out.toString(), normStart, normEnd, origStart, origEnd, pieces);
        }

        /**
         * An ASCII character no combining mark follows is its own normal form and never composes with what
         * is before or after it, so runs of other characters can be looked at apart.
         */
        private boolean isPlainAscii(int i) {
            return s.charAt(i) < 0x80 && (i + 1 == s.length() || s.charAt(i + 1) < 0x300);
        }

        private void run(int from, int to) {
            if (Normalizer.isNormalized(s.subSequence(from, to), Normalizer.Form.NFKC)) {
                out.append(s, from, to);
                return;
            }
            int k = from;
            while (k < to) {
                int end = k + Character.charCount(s.codePointAt(k));
                while (end < to && isMark(s.codePointAt(end))) {
                    end += Character.charCount(s.codePointAt(end));
                }
                piece(k, end);
                k = end;
            }
        }

        private void piece(int from, int to) {
            if (to - from == 1 && isStable(s.charAt(from))) {
                out.append(s.charAt(from));
                return;
            }
            int start = out.length();
            out.append(Normalizer.normalize(s.subSequence(from, to), Normalizer.Form.NFKC));
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

        /** Characters of large scripts that NFKC leaves as they are, looked up without the normaliser. */
        private static boolean isStable(char c) {
            return (c >= 0x4E00 && c <= 0x9FFF) // CJK unified ideographs
                    || (c >= 0x3041 && c <= 0x3096) // hiragana
                    || (c >= 0x30A1 && c <= 0x30FA) // katakana
                    || (c >= 0xAC00 && c <= 0xD7A3); // Hangul syllables
        }

        private static boolean isMark(int cp) {
            int type = Character.getType(cp);
            return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                    || type == Character.ENCLOSING_MARK;
        }
    }
}
