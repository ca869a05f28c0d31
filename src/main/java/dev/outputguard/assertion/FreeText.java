package dev.outputguard.assertion;

import java.util.List;

import dev.outputguard.text.Nfkc;

/**
 * Whether a free string (one a schema takes as any text: a name, a tag, a list's item) is a value its reply asserts.
 * Such a string is answered as the reply wrote it, and most are: a word nobody listed is the reply's own text, not a
 * way of taking it back. A short one (at most {@link Assertion#REMARK_WORDS} words, a CJK character counting half)
 * is read as a value, as an enum value is, at its ends only: it is no value where it is wholly a placeholder
 * ({@link Role#PLACEHOLDER}: {@code TODO}, {@code TBD}, {@code 未定}, {@code por definir}; brackets and decoration
 * aside), where a question mark closes it after at most three words ({@code b?}), where a negation opens it before one
 * word ({@code not b}, {@code nicht b}) or ends it after one ({@code 田中ではない}), or where a bracket closing it or a remark
 * after a dash or a comma holds a word of the lexicon that takes a value back ({@code b (removed)}, {@code b (not sure)},
 * {@code b - maybe}, {@code b (example)}). A mark or a negation inside it keeps it ({@code Who? Me},
 * {@code Not Found handler}), and a longer string is the reply's prose, kept whatever words it holds. Plain Java;
 * thread-safe.
 */
public final class FreeText {

    private static final Lexicon LEX = Lexicon.get();
    private static final Lexicon ROLES = LEX.roles();
    /** The negations alone, looked up at a text's first and last words ({@link Lexicon#view}). */
    private static final Lexicon.View NEGATIONS = LEX.view(Category.NEGATION.bit());
    /** The placeholders alone. */
    private static final Lexicon.View PLACEHOLDERS = ROLES.view(Role.PLACEHOLDER.bit());
    /** Why a masked value is none ({@link Blanks#masked}). */
    private static final String MASKED = "is a masked name or value, not one written";
    /** The most characters read: eight words and their marks, and room for a long name. */
    private static final int MAX_CHARS = 160;
    /**
     * What a remark closing a short free string may say of it, besides the triggers every remark is read for
     * ({@link Assertion#freeRemark}): that it is no live record ({@code removed}, {@code deleted}, {@code void}), an
     * example or a stand-in ({@code example}, {@code fallback}), or not checked ({@code unverified}).
     */
    private static final long SAYS_OF_IT = Category.mask(Category.TURNED_AROUND, Category.EXAMPLE_LABEL,
            Category.SUBSTITUTE, Category.UNVERIFIED);
    /** The most words before a closing question mark that make the string a value questioned, not a question's text. */
    private static final int QUESTIONED_WORDS = 3;
    /** What opens a short string as a guess or an example ({@code probably Ada}, {@code e.g. Lyon}). */
    private static final Lexicon.View GUESS_OPENERS = LEX.roles(Role.GUESS_OPENER).view(Role.GUESS_OPENER.bit());
    /** What closes a short string as a guess ({@code Ada probably}, {@code 张三吧}). */
    private static final Lexicon.View GUESS_CLOSERS = LEX.roles(Role.GUESS_CLOSER).view(Role.GUESS_CLOSER.bit());
    /** A question word or a list's elision closing a short string ({@code Adaかな}, {@code Ada etc.}, {@code Ada 등}). */
    private static final Lexicon.View CLOSING_WORDS = LEX.view(Category.mask(Category.QUESTION, Category.ELISION));
    /** One of several ({@code or}, {@code oder}, {@code 或}, {@code 또는}). */
    private static final Lexicon.View CHOICES = LEX.view(Category.CHOICE.bit());
    /** The most words of the value beside a guess's word that make the string a value guessed, not a sentence. */
    private static final int GUESSED_WORDS = 3;

    private FreeText() {
    }

    /**
     * Why the free string {@code text} is no value its reply asserts, or null when it is one (the text as written).
     * Struck-through strings and a template's slots are read by the caller, which knows its slots' marks.
     */
    public static String takenBack(String text) {
        int length = text.length();
        if (length == 0) {
            return null;
        }
        if (length > MAX_CHARS * 2 || !mayBeShort(text)) {
            return Blanks.filler(text); // a long text is the reply's prose, unless it is filler (Lorem ipsum …)
        }
        if (length <= MAX_CHARS && text.indexOf('?') < 0 && text.indexOf('？') < 0 && Blanks.marksOnly(text)) {
            // Marks where a value was to go (___, ..., ***, ████): a word for nothing (-, --, —) is answered as N/A is.
            String m = Nfkc.of(text).text().strip();
            return LEX.is(m, Category.NOTHING) ? null : "holds no letter or digit, only marks: a blank, not a value";
        }
        if (asciiWord(text)) {
            // One word of ASCII letters and digits, most free strings: only a placeholder may take it back.
            return placeholder(text) ? "is a placeholder, not a value" : Blanks.masked(text) ? MASKED : null;
        }
        if (!ascii(text) && Decoration.overlaid(text)) {
            return "is struck through by a combining overlay: taken back";
        }
        String n = ascii(text) ? text : Nfkc.of(text).text();
        // Decoration lies at a text's ends: one that opens and closes with a letter or a digit has none to take off.
        String t = !n.isEmpty() && Character.isLetterOrDigit(n.charAt(0)) && Character.isLetterOrDigit(n.charAt(n.length() - 1))
                ? n : Decoration.strip(n);
        if (t == null) {
            return null; // struck through: the caller's reading
        }
        t = t.strip();
        // A template's blank by its shape: a slot ({name}, %s, $name), a masked name (○○様), filler text.
        String blank = Blanks.of(n.strip(), t);
        if (blank != null) {
            return blank;
        }
        if (t.isEmpty() || words(t, 0, t.length()) > Assertion.REMARK_WORDS) {
            return null;
        }
        if (placeholder(t)) {
            return "is a placeholder, not a value";
        }
        int last = t.length() - 1;
        if (t.charAt(last) == '?' || t.charAt(last) == '？') {
            int q = last;
            while (q > 0 && "?？!！ ".indexOf(t.charAt(q - 1)) >= 0) {
                q--;
            }
            if (words(t, 0, q) <= QUESTIONED_WORDS) {
                return "closes with a question mark: the value is questioned";
            }
        }
        String face = closingFace(t);
        face = face != null ? face : closingFace(n.strip()); // one a full stop ends (Bob ._.)
        if (face != null) {
            return "closes with a face (\"" + face + "\"): it is not said plainly";
        }
        String negated = negated(t);
        if (negated != null) {
            return negated;
        }
        String guessed = guessed(t);
        if (guessed != null) {
            return guessed;
        }
        String choice = choice(t);
        if (choice != null) {
            return choice;
        }
        String change = change(t);
        if (change != null) {
            return change;
        }
        int remark = remarkStart(t);
        if (remark > 0) {
            int end = t.length();
            if (")]）】".indexOf(t.charAt(end - 1)) >= 0) {
                end--;
            }
            Assertion.Stance s = Assertion.freeRemark(t, remark, end, SAYS_OF_IT);
            if (s.kind() == Assertion.Kind.TAKEN_BACK) {
                String said = t.substring(s.at(), Math.min(end, s.at() + 40)).strip();
                return "closes with a remark that takes it back (" + s.why().section() + ": \"" + said + "\")";
            }
            if (placeholder(t.substring(remark, end).strip())) {
                return "closes with a remark that calls it a placeholder";
            }
        }
        return null;
    }

    /**
     * The face that closes {@code t} after a blank ({@code Bob :/}, {@code Alice (-_-)}: {@link Faces}), or null; a
     * plain smile keeps it ({@code Bob :)}).
     */
    private static String closingFace(String t) {
        for (int i = Math.max(1, t.length() - 16); i < t.length(); i++) {
            if (Lexicon.isBlank(t.charAt(i - 1)) && Faces.end(t, i, t.length()) == t.length() && !Faces.kept(t, i, t.length())) {
                return t.substring(i);
            }
        }
        return null;
    }

    /** Whether {@code text} is ASCII letters and digits only. */
    private static boolean asciiWord(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code text} is ASCII, which NFKC leaves as it is. */
    private static boolean ascii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code text} is at most {@link #MAX_CHARS} characters without its blanks: a look at its length only. */
    private static boolean mayBeShort(String text) {
        int chars = 0;
        for (int i = 0; i < text.length(); i++) {
            if (!Character.isWhitespace(text.charAt(i)) && ++chars > MAX_CHARS) {
                return false;
            }
        }
        return chars > 0;
    }

    /** Whether {@code t}, brackets around it aside, is wholly a placeholder word of the lexicon. */
    private static boolean placeholder(String t) {
        String bare = t;
        while (bare.length() >= 2 && "([<（【「".indexOf(bare.charAt(0)) >= 0 && ")]>）】」".indexOf(bare.charAt(bare.length() - 1)) >= 0) {
            bare = bare.substring(1, bare.length() - 1).strip();
        }
        if (bare.isEmpty()) {
            return false;
        }
        if (bare.indexOf('_') > 0 || bare.indexOf('-') > 0) {
            // A developer's spelling of the words: FILL_ME, replace-me, Change_Me.
            String spaced = bare.replace('_', ' ').replace('-', ' ').strip();
            long words = PLACEHOLDERS.at(spaced, 0, spaced.length());
            if (words >= 0 && Lexicon.endOf(words) == spaced.length()) {
                return true;
            }
        }
        long found = PLACEHOLDERS.at(bare, 0, bare.length());
        int end = found < 0 ? -1 : Lexicon.endOf(found);
        if (end > 0 && end < bare.length() && (bare.charAt(end) == ':' || bare.charAt(end) == '：')
                && words(bare, end + 1, bare.length()) <= 1) {
            return true; // a placeholder's word labelling the field it stands for: "TODO: name", "TBD: email"
        }
        while (end >= 0 && end < bare.length() && ".!。！".indexOf(bare.charAt(end)) >= 0) {
            end++;
        }
        if (end != bare.length() && !bare.endsWith(".") && bare.indexOf('.') > 0) {
            // An abbreviation whose closing stop the decorations' reading took off ("N.N", "s.d").
            String stopped = bare + ".";
            found = PLACEHOLDERS.at(stopped, 0, stopped.length());
            return found >= 0 && Lexicon.endOf(found) == stopped.length();
        }
        return end == bare.length();
    }

    /**
     * Why a negation makes the short text {@code t} no value, or null: one opens it before one word ({@code not b},
     * {@code kein b}, {@code 不是张三}), or ends it after one ({@code 田中ではない}, {@code b 아님}). A longer text that opens
     * with one is a title or a statement ({@code Not Found handler}, {@code No tests for X}); a word for nothing, alone
     * or opening the text, is answered as written ({@code None}, {@code Not applicable}, {@code Nothing Compares}).
     */
    private static String negated(String t) {
        long open = NEGATIONS.at(t, 0, t.length());
        if (open >= 0 && (LEX.categoriesOf(open) & Category.NOTHING.bit()) == 0 && !nothing(t)) {
            // A word for nothing opening a title is no negation of a value: "Nothing Compares", "None Shall Pass".

            int rest = Lexicon.endOf(open);
            // A negation joined to the next word by a mark is part of that word: "no-code", "non-profit".
            boolean apart = rest < t.length() && (Lexicon.isBlank(t.charAt(rest)) || bound(t.charAt(rest)));
            double after = apart ? words(t, rest, t.length()) : 0;
            if (after > 0 && after <= 1) {
                return "opens with a negation (\"" + t.substring(0, rest).strip() + "\"): it is no value";
            }
        }
        for (int p = 1; p < t.length(); p++) {
            if (!Character.isLetter(t.charAt(p)) || Lexicon.isSpaced(t.charAt(p)) && Lexicon.isSpaced(t.charAt(p - 1))) {
                continue; // a term of a spaced script only at a word's start
            }
            long close = NEGATIONS.at(t, p, t.length());
            int end = close < 0 ? -1 : Lexicon.endOf(close);
            while (end >= 0 && end < t.length() && ".!。！".indexOf(t.charAt(end)) >= 0) {
                end++;
            }
            if (end == t.length()) {
                int q = copulaBefore(t, p); // 田中ではない: the copula is the negation's, not a word of the value
                boolean apart = q > 0 && (Lexicon.isBlank(t.charAt(q - 1)) || bound(t.charAt(q - 1)));
                double before = apart ? words(t, 0, q) : 0;
                return before > 0 && before <= 1 && !nothing(t)
                        ? "ends with a negation (\"" + t.substring(p).strip() + "\"): it is no value" : null;
            }
        }
        return null;
    }

    /**
     * Why the short text {@code t} is given as a guess or an example, or null: a word of {@link Role#GUESS_OPENER}
     * opens it before at most {@link #GUESSED_WORDS} words ({@code probably Ada}, {@code e.g. Lyon}, {@code vielleicht
     * Ada}, {@code たぶん田中}, {@code 可能是张三}, {@code 아마 김철수}), or one of {@link Role#GUESS_CLOSER}, a question word
     * or a list's elision closes it after at most as many ({@code Ada probably}, {@code Ada, I think} aside: a comma's
     * remark is read as one; {@code Ada etc.}, {@code 田中かも}, {@code Ada吧}, {@code 김철수 같음}). A term of a spaced
     * script, or of Hangul, stands apart from the words beside it; a closing term of Han or kana stands after another
     * script than its own ({@code 田中かも}, {@code Adaかな}; not {@code さかな}, {@code 平等}, {@code 酒吧}), and a Hangul
     * one of two syllables or more may close a Hangul word ({@code 김철수일까}).
     */
    private static String guessed(String t) {
        int length = t.length();
        long open = GUESS_OPENERS.at(t, 0, length);
        if (open >= 0) {
            int end = Lexicon.endOf(open);
            char last = t.charAt(end - 1);
            boolean apart = end < length && (script(t.charAt(end)) != script(last) || last == '.'
                    || script(last) == HAN || script(last) == KANA);
            int from = end;
            while (from < length && (Lexicon.isBlank(t.charAt(from)) || ":：,，、".indexOf(t.charAt(from)) >= 0)) {
                from++;
            }
            double after = apart ? words(t, from, length) : 0;
            if (after > 0 && after <= GUESSED_WORDS) {
                return "opens with \"" + t.substring(0, end).strip() + "\": the value is given as a guess or an example";
            }
        }
        for (int p = 1; p < length; p++) {
            int here = script(t.charAt(p));
            int before = script(t.charAt(p - 1));
            if (here == NONE || here == before && here != HANGUL) {
                continue; // a term only where its script begins, a Hangul one of two syllables or more aside
            }
            long close = GUESS_CLOSERS.at(t, p, length);
            long word = CLOSING_WORDS.at(t, p, length);
            int end = Math.max(close < 0 ? -1 : Lexicon.endOf(close), word < 0 ? -1 : Lexicon.endOf(word));
            if (end < 0 || here == HANGUL && before == HANGUL && (close < 0 || Lexicon.endOf(close) - p < 2)) {
                continue; // the longer of the two (でしょうか, not でしょう)
            }
            while (end < length && ".!。！".indexOf(t.charAt(end)) >= 0) {
                end++;
            }
            if (end == length) {
                double words = words(t, 0, p);
                if (words > 0 && words <= GUESSED_WORDS) {
                    return "closes with \"" + t.substring(p).strip() + "\": the value is given as a guess or as one of more";
                }
            }
        }
        return null;
    }

    /**
     * Why the short text {@code t} names one of several, or null: a word of {@link Category#CHOICE} between two of its
     * words ({@code Ada or Bob}, {@code either Ada or Bob}, {@code Ada (or Bob)}, {@code Ada oder Bob}, {@code 张三或李四},
     * {@code 田中か鈴木}, {@code Ada 또는 Bob}): which one the reply means cannot be told; a negation after it asks a
     * question of one thing ({@code To be or not to be}). A term of a spaced script or of
     * Hangul stands apart from the words beside it; one of kana stands between other scripts ({@code 田中か鈴木}, not
     * {@code さやか}); one of Han anywhere, where no longer term of the lexicon opens there ({@code 或许} is a hedge).
     */
    private static String choice(String t) {
        int length = t.length();
        for (int p = 1; p < length - 1; p++) {
            int here = script(t.charAt(p));
            if (here == NONE || here != HAN && here == script(t.charAt(p - 1))) {
                continue;
            }
            long found = CHOICES.at(t, p, length);
            if (found < 0) {
                continue;
            }
            int end = Lexicon.endOf(found);
            if (end >= length || here != HAN && script(t.charAt(end)) == script(t.charAt(end - 1))) {
                continue;
            }
            if (end + 1 < length && (t.charAt(end) == '\'' || t.charAt(end) == '\u2019') && Character.isLetter(t.charAt(end + 1))) {
                continue; // a name's part before an apostrophe (Zoë O'Neil, O’Brien): one word, no "o" (or)
            }
            if (here == HAN) {
                long longer = LEX.at(t, p, length, -1L);
                if (longer >= 0 && Lexicon.endOf(longer) > end) {
                    continue; // 或许, 或者 … : another term, read as itself
                }
            }
            int next = end;
            while (next < length && Lexicon.isBlank(t.charAt(next))) {
                next++;
            }
            if (NEGATIONS.at(t, next, length) >= 0) {
                continue; // a thing or its negation, a question's words ("To be or not to be"), not two values
            }
            if (words(t, 0, p) > 0 && words(t, end, length) > 0) {
                return "names one of several (\"" + t.substring(p, end).strip() + "\"): which one is meant cannot be told";
            }
        }
        return null;
    }

    /**
     * Why the short text {@code t} names a change, or null: an arrow between two values ({@code Ada → Bob},
     * {@code Ada -> Bob}, {@code Ada ⇒ Bob}, {@code Ada => Bob}, {@code Bob ← Ada}): the value before and the value
     * after are both written, and which one the reply asserts cannot be told. An arrow is a character of Unicode's
     * arrow blocks, or a run of {@code -} or {@code =} closed by {@code >} (or {@code <} opening one); an arrow with a
     * value on one side only ({@code → Bob}) is decoration, read elsewhere.
     */
    private static String change(String t) {
        int length = t.length();
        for (int p = 0; p < length; p++) {
            char c = t.charAt(p);
            int end = -1;
            if (arrow(c)) {
                end = p + 1;
            } else if (c == '-' || c == '=') {
                int q = p;
                while (q < length && t.charAt(q) == c) {
                    q++;
                }
                if (q < length && t.charAt(q) == '>') {
                    end = q + 1;
                } else if (p > 0 && t.charAt(p - 1) == '<') {
                    end = q;
                    p--;
                } else {
                    p = q - 1;
                    continue;
                }
            } else {
                continue;
            }
            if (letterOrDigit(t, 0, p) && letterOrDigit(t, end, length)) {
                return "names a change (\"" + t.substring(p, end) + "\") between two values: which one the reply"
                        + " asserts cannot be told";
            }
            p = end - 1;
        }
        return null;
    }

    /** Whether {@code c} is an arrow: Unicode's arrows, supplemental and long arrows, and the dingbats' arrows. */
    private static boolean arrow(char c) {
        return c >= '\u2190' && c <= '\u21FF' || c >= '\u27F0' && c <= '\u27FF' || c >= '\u2900' && c <= '\u297F'
                || c >= '\u2794' && c <= '\u27BF' || c >= '\u2B00' && c <= '\u2B11';
    }

    /** Whether {@code t} holds a letter or a digit between {@code from} and {@code to}. */
    private static boolean letterOrDigit(String t, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Character.isLetterOrDigit(t.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static final int NONE = 0;
    private static final int SPACED = 1;
    private static final int HAN = 2;
    private static final int KANA = 3;
    private static final int HANGUL = 4;

    /** The script class of {@code c} as a term's neighbour: none (a blank, a mark), spaced, Han, kana or Hangul. */
    private static int script(char c) {
        if (c >= 0xAC00 && c <= 0xD7A3 || c >= 0x1100 && c <= 0x11FF || c >= 0x3130 && c <= 0x318F) {
            return HANGUL;
        }
        if (c >= 0x3040 && c <= 0x30FF || c >= 0x31F0 && c <= 0x31FF || c >= 0xFF66 && c <= 0xFF9F) {
            return KANA;
        }
        if (c >= 0x2E80 && Character.isLetterOrDigit(c)) {
            return HAN;
        }
        return Character.isLetterOrDigit(c) ? SPACED : NONE;
    }

    /** The copulas of Japanese a closing negation follows ({@code 田中ではない}, {@code 田中じゃない}, {@code 田中ではありません}). */
    private static final List<String> COPULAS = List.of("では", "じゃ", "で");

    /** Where the copula before the negation at {@code p} begins, or {@code p} where none stands there. */
    private static int copulaBefore(String t, int p) {
        for (String copula : COPULAS) {
            if (p > copula.length() && t.startsWith(copula, p - copula.length())) {
                return p - copula.length();
            }
        }
        return p;
    }

    /** Whether {@code t} is a word for nothing, answered as written ({@code Not applicable}, {@code no data}). */
    private static boolean nothing(String t) {
        return LEX.is(t, Category.NOTHING) || LEX.is(t + ".", Category.NOTHING);
    }

    /**
     * Where the remark closing {@code t} begins, or -1: the inside of a bracket that closes it after some text
     * ({@code b (removed)}), else the words after its first dash set apart by blanks or its first comma
     * ({@code b - maybe}, {@code Alice, tentative}).
     */
    private static int remarkStart(String t) {
        char last = t.charAt(t.length() - 1);
        int close = ")]）】".indexOf(last);
        if (close >= 0) {
            char opener = "([（【".charAt(close);
            int open = t.lastIndexOf(opener);
            return open > 0 && words(t, 0, open) > 0 ? open + 1 : -1;
        }
        for (int i = 1; i + 1 < t.length(); i++) {
            char c = t.charAt(i);
            if ((c == '-' || c == '—' || c == '–') && t.charAt(i - 1) == ' ' && t.charAt(i + 1) == ' '
                    || c == '—' || c == '–' || c == ',' || c == '，' || c == '、' || c == ';' || c == '；') {
                return words(t, 0, i) > 0 ? i + 1 : -1;
            }
        }
        return -1;
    }

    /** A letter of a script that binds its words together (Han, kana, Hangul): a term's neighbour without a blank. */
    private static boolean bound(char c) {
        return c >= 0x2E80 && Character.isLetterOrDigit(c);
    }

    /**
     * How many words {@code t[from, to)} holds: runs of letters or digits (of Hangul too, as Korean sets its words
     * apart by blanks), a Chinese or Japanese character counting half.
     */
    static double words(String t, int from, int to) {
        double n = 0;
        boolean in = false;
        for (int i = from; i < to; i++) {
            char c = t.charAt(i);
            if (c >= 0xAC00 && c <= 0xD7A3 || c >= 0x1100 && c <= 0x11FF) {
                n += in ? 0 : 1; // Korean writes blanks between its words
                in = true;
            } else if (c >= 0x2E80 && Character.isLetterOrDigit(c)) {
                n += 0.5;
                in = false;
            } else if (Character.isLetterOrDigit(c)) {
                n += in ? 0 : 1;
                in = true;
            } else {
                in = in && (c == '\'' || c == '’' || c == '.' || c == '-'); // Kant's, node.js, well-known
            }
        }
        return n;
    }
}
