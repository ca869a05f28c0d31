package dev.outputguard.assertion;

/**
 * A face written in marks, by its shape: an emoticon or a kaomoji nobody needs to have listed. Beside a value a face
 * says how it is meant (a sigh, a smirk, a frown, a wince), which the value's words do not; readers fail closed on it,
 * as on any mark that is not a decoration. Only the plain smiles {@link #KEPT} keep a value, as a smile's pictograph
 * does (the lexicon's {@link Category#CLOSER}); the lexicon's listed faces ({@code ;)}, {@code -_-}, {@code :(}) are
 * read by their categories first. The shapes:
 * <ul>
 * <li>eyes and a mouth ({@code -_-}, {@code ._.}, {@code ^_^}, {@code ¬‿¬}, {@code o_O}, {@code T_T}, {@code ^ω^},
 * {@code ^^}, {@code ^o^}, {@code ゜-゜}): an eye of {@link #EYES}, one to three of one mouth of {@link #MOUTHS} that is neither eye, an eye; an
 * arrow is none ({@code -->}, {@code <->}, {@code =->});</li>
 * <li>such a face in brackets, with cheeks or arms beside it ({@code (-_-)}, {@code (¬‿¬)}, {@code (;_;)},
 * {@code (*^▽^*)}, {@code (╯°□°)╯}, {@code (´・ω・`)});</li>
 * <li>a western face ({@code :/}, {@code :|}, {@code :-/}, {@code :\}, {@code ;/}, {@code =/}, {@code :P},
 * {@code >:(}, {@code :'(}): an eye of {@code : ; =}, a nose of {@code - ' ^} or none, a mouth, repeated or not;
 * and one written the other way round ({@code ):}, {@code D:}, {@code /:}), which must end its clause
 * ({@code Option D: remove it} is a label).</li>
 * </ul>
 * A face starts where a word may (the caller knows: right after a value, or after a blank or a bracket) and ends
 * where one does: at a blank, a line's end, a closing bracket or quote, or a sentence's mark. Plain Java; thread-safe.
 */
public final class Faces {

    /**
     * The eyes of a face of eyes and a mouth, each as written and as NFKC writes it: some readers see the reply as
     * written (the lines around a JSON value's data), others in NFKC (a string's words), so {@code ゜} (U+309C) and
     * {@code ﾟ} (U+FF9F) are eyes beside the mark U+309A that NFKC makes of them ({@link #SOUND_MARK}).
     */
    static final String EYES = "-^._¬oO;TxX*=~><@°•ಠ◕ʘ≧≦・･⊙◉●ಥ╥uvQ\u309A\u309C\uFF9F";
    /**
     * The eye of {@code ゜-゜} and {@code ﾟдﾟ} as a reader sees it: NFKC writes {@code ゜} (and {@code ﾟ}) as a blank and
     * the combining mark U+309A, so after a mouth that eye is two characters.
     */
    private static final char SOUND_MARK = '\u309A';
    /** Its mouths. */
    static final String MOUTHS = "_‿.-~ωᴗ◡▽∀ー︿﹏益Дд□εoO";
    /** Cheeks and arms beside a bracketed face ({@code (*^▽^*)}, {@code (╯°□°)╯}, {@code ヽ(´ー`)ﾉ}). */
    static final String CHEEKS = ";*'\"〃ﾉノ/\\╯ゞ✧⌒ヽ╰´`♪☆★";
    /** A western face's eyes, its noses, its mouths and the mouths of one written the other way round. */
    static final String WEST_EYES = ":;=";
    static final String WEST_NOSES = "-'^";
    static final String WEST_MOUTHS = "()[]/\\|DPpOoSs*@$cC";
    static final String WEST_BACK = "()[]/\\|D";
    /**
     * The faces that keep a value, as a smile's pictograph does ({@code PASS :)}): a plain smile. Any other face is
     * a mark nobody listed as keeping it.
     */
    static final java.util.List<String> KEPT = java.util.List.of(":)", ":-)");
    /** The most characters a face spans, arms and cheeks included. */
    private static final int LONGEST = 16;

    private Faces() {
    }

    /** Whether a face may start with {@code c} (a cheap look before {@link #end}). */
    public static boolean mayStart(char c) {
        return c == '(' || c == '（' || c == '>' || EYES.indexOf(c) >= 0 || WEST_EYES.indexOf(c) >= 0
                || WEST_BACK.indexOf(c) >= 0 || CHEEKS.indexOf(c) >= 0;
    }

    /** Whether a face may start at {@code p} of {@code text} read from {@code from}: the text's start, or after a blank or an opening mark. */
    public static boolean startsWord(CharSequence text, int p, int from) {
        if (p <= from) {
            return true;
        }
        char b = text.charAt(p - 1);
        return Lexicon.isBlank(b) || Decoration.isLineBreak(b) || "([（【「\"'“‘*_`".indexOf(b) >= 0;
    }

    /** Whether the face {@code text[p, end)} is one that keeps a value ({@link #KEPT}). */
    public static boolean kept(CharSequence text, int p, int end) {
        return KEPT.contains(text.subSequence(p, end).toString());
    }

    /** Where the face starting at {@code p} of {@code text} ends, before {@code limit}, or -1 where none starts there. */
    public static int end(CharSequence text, int p, int limit) {
        if (p >= limit || !mayStart(text.charAt(p))) {
            return -1;
        }
        int lim = Math.min(limit, p + LONGEST);
        int e = bracketed(text, p, lim);
        if (e < 0) {
            int q = p;
            while (q < lim && q - p < 2 && CHEEKS.indexOf(text.charAt(q)) >= 0 && EYES.indexOf(text.charAt(q)) < 0) {
                q++; // arms before a face: ヽ(…), ╰(…)
            }
            e = q > p ? bracketed(text, q, lim) : -1;
        }
        if (e < 0) {
            e = core(text, p, lim);
            while (e > 0 && e < lim && text.charAt(e) == ';') {
                e++; // a drop of sweat: ^_^;
            }
        }
        if (e < 0) {
            e = western(text, p, lim);
        }
        if (e < 0) {
            int back = backwards(text, p, lim);
            return back > 0 && endsClause(text, back, limit) ? back : -1;
        }
        return endsWord(text, e, limit) ? e : -1;
    }

    /** The end of a face in brackets at {@code p} ({@code (-_-)}, {@code (*^▽^*)}, {@code (╯°□°)╯}), or -1. */
    private static int bracketed(CharSequence text, int p, int lim) {
        if (p >= lim) {
            return -1;
        }
        char open = text.charAt(p);
        if (open != '(' && open != '（') {
            return -1;
        }
        for (int close = p + 2; close < lim; close++) {
            char c = text.charAt(close);
            if (c == ')' || c == '）') {
                if (!face(text, p + 1, close)) {
                    return -1;
                }
                int e = close + 1;
                while (e < lim && e - close <= 2 && CHEEKS.indexOf(text.charAt(e)) >= 0 && text.charAt(e) != '\'' && text.charAt(e) != '"') {
                    e++;
                }
                return e;
            }
            if (c == '(' || Decoration.isLineBreak(c) || Character.isLetterOrDigit(c) && EYES.indexOf(c) < 0 && MOUTHS.indexOf(c) < 0) {
                return -1; // a word in brackets, not a face
            }
        }
        return -1;
    }

    /**
     * Whether {@code text[from, to)} is wholly a face of eyes and a mouth (a drop of sweat after it aside), or a western
     * face, with at most two cheeks, arms or blanks on each side ({@code *^▽^*}, {@code ╯°□°}, {@code ;_;}).
     */
    private static boolean face(CharSequence text, int from, int to) {
        for (int a = 0; a <= 2 && from + a < to; a++) {
            if (a > 0 && !cheek(text.charAt(from + a - 1))) {
                break;
            }
            for (int b = 0; b <= 2 && to - b > from + a; b++) {
                if (b > 0 && !cheek(text.charAt(to - b))) {
                    break;
                }
                int s = from + a;
                int e = to - b;
                int c = core(text, s, e);
                while (c > 0 && c < e && text.charAt(c) == ';') {
                    c++;
                }
                if (c == e || western(text, s, e) == e) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean cheek(char c) {
        return CHEEKS.indexOf(c) >= 0 || Lexicon.isBlank(c);
    }

    /** The end of a face of eyes and a mouth at {@code p} ({@code -_-}, {@code ¬‿¬}, {@code ^^}), or -1. */
    private static int core(CharSequence text, int p, int lim) {
        if (p + 1 >= lim) {
            return -1;
        }
        char left = text.charAt(p);
        if (EYES.indexOf(left) < 0) {
            return -1;
        }
        if (left == '^' && text.charAt(p + 1) == '^') {
            return p + 2; // ^^: eyes alone
        }
        char mouth = text.charAt(p + 1);
        if (MOUTHS.indexOf(mouth) < 0 || mouth == left) {
            return -1;
        }
        int q = p + 1;
        while (q < lim && q - p <= 3 && text.charAt(q) == mouth) {
            q++;
        }
        if (q >= lim) {
            return -1;
        }
        if (q + 1 < lim && text.charAt(q) == ' ' && text.charAt(q + 1) == SOUND_MARK) {
            q++; // ゜ read as NFKC writes it: a blank and the mark
        }
        char right = text.charAt(q);
        if (EYES.indexOf(right) < 0 || right == mouth) {
            return -1;
        }
        if (left == '<' && right == '>' || right == '>' && (mouth == '-' || mouth == '~') || left == '<' && (mouth == '-' || mouth == '~')) {
            return -1; // an arrow: <->, ->, =->, <~
        }
        if ((Character.isLetter(left) || Character.isLetter(right)) && (mouth == '.' || mouth == '-' || mouth == 'o' || mouth == 'O')) {
            return -1; // a version, an abbreviation, a hyphenated pair or a word: x.x, T-T, vox, Tov
        }
        if ("=*~".indexOf(left) >= 0 && (mouth == '-' || mouth == '.')) {
            return -1; // a rule or a glob: =-=, *.*
        }
        return q + 1;
    }

    /** The end of a western face at {@code p} ({@code :/}, {@code :-|}, {@code >:(}, {@code :'(}, {@code :P}), or -1. */
    private static int western(CharSequence text, int p, int lim) {
        int q = p;
        if (q < lim && text.charAt(q) == '>') {
            q++;
        }
        if (q >= lim || WEST_EYES.indexOf(text.charAt(q)) < 0) {
            return -1;
        }
        q++;
        if (q < lim && WEST_NOSES.indexOf(text.charAt(q)) >= 0) {
            q++;
        }
        if (q >= lim || WEST_MOUTHS.indexOf(text.charAt(q)) < 0) {
            return -1;
        }
        char mouth = text.charAt(q);
        while (q < lim && text.charAt(q) == mouth) {
            q++;
        }
        return q;
    }

    /** The end of a western face written the other way round at {@code p} ({@code ):}, {@code D:}, {@code /:}), or -1. */
    private static int backwards(CharSequence text, int p, int lim) {
        int q = p;
        char mouth = text.charAt(q);
        if (WEST_BACK.indexOf(mouth) < 0) {
            return -1;
        }
        while (q < lim && text.charAt(q) == mouth) {
            q++;
        }
        if (q < lim && WEST_NOSES.indexOf(text.charAt(q)) >= 0) {
            q++;
        }
        return q < lim && WEST_EYES.indexOf(text.charAt(q)) >= 0 ? q + 1 : -1;
    }

    /** Whether a face may end at {@code e}: the text's end, a blank, a closing bracket or quote, a sentence's mark. */
    private static boolean endsWord(CharSequence text, int e, int limit) {
        if (e >= limit) {
            return true;
        }
        char c = text.charAt(e);
        return Lexicon.isBlank(c) || Decoration.isLineBreak(c) || Decoration.isCloser(c) || ")]）】」.,!?;。、！？".indexOf(c) >= 0;
    }

    /** Whether only blanks, closing marks or a sentence's mark stand from {@code e} to the line's end. */
    private static boolean endsClause(CharSequence text, int e, int limit) {
        for (int i = e; i < limit; i++) {
            char c = text.charAt(i);
            if (Decoration.isLineBreak(c)) {
                return true;
            }
            if (!Lexicon.isBlank(c) && !Decoration.isCloser(c) && ")]）】」.!?。！？".indexOf(c) < 0) {
                return false;
            }
        }
        return true;
    }
}
