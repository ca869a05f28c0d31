package dev.outputguard.align;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Decoration;
import dev.outputguard.assertion.FreeText;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;
import dev.outputguard.text.Nfkc;
import dev.outputguard.text.Spelling;

/**
 * How a model's words are compared with a schema's: an {@code enum} value or a boolean word written at the head of
 * a string and asserted plainly ({@link Assertion}), a key matched by its {@link Spelling}, a string that says
 * there is nothing or may list several values. Strings are read in NFKC without invisible characters.
 */
final class Words {

    private static final Lexicon LEX = Lexicon.get();

    private Words() {
    }

    /** A name as its spelling is compared ({@link Spelling}). */
    static String spelling(String name) {
        return Spelling.of(name);
    }

    /**
     * Whether two names that spell alike ({@link #spelling}) are written in the same words: parted at the same places
     * by {@code _}, {@code -}, blanks, a capital after a small letter or a digit beside a letter ({@link Spelling#parts}).
     * A naming style marks where its words part, so {@code forecastDays}, {@code Forecast-Days} and
     * {@code FORECAST_DAYS} are {@code forecast_days}; {@code re_sign} is no {@code resign}, nor {@code username}
     * {@code user_name}.
     */
    static boolean sameWords(String a, String b) {
        return Spelling.parts(a).equals(Spelling.parts(b));
    }

    /** The outcome of matching a string against {@code enum} values. */
    record EnumMatch(JsonNode value, CoercionKind kind, String refusal) {
    }

    /**
     * The one string {@code enum} value {@code text} means: equal but for case ({@link CoercionKind#ENUM_CASE}),
     * else written at its head (after decorations, compared by spelling) and asserted plainly, with at most a neutral
     * remark after a separator ({@link CoercionKind#ENUM_STRIPPED}: {@code **Fail**}, {@code fail - two blockers},
     * {@code EUR (euro)}). Refused with the reason: no value or several at its head, another value named after it,
     * a value offered as a choice ({@code pass | fail}), or taken back ({@code PASS?}, {@code ~~PASS~~},
     * {@code pass (not really)}, {@code Pass (if fixed)}, {@code done - not started}), or bound to words that
     * neither keep nor explain it.
     */
    static EnumMatch matchEnum(String text, List<JsonNode> values) {
        String reorders = reorders(text);
        if (reorders != null) {
            return new EnumMatch(null, null, reorders);
        }
        List<JsonNode> byCase = new ArrayList<>(1);
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        for (JsonNode v : values) {
            // Case folded letter by letter to lower case: a dotless ı or a dotted İ is no i ("posıtive" is no value).
            if (v.isTextual() && v.textValue().toLowerCase(java.util.Locale.ROOT).equals(lower) && !byCase.contains(v)) {
                byCase.add(v);
            }
        }
        if (byCase.size() == 1) {
            return new EnumMatch(byCase.get(0), CoercionKind.ENUM_CASE, null);
        }
        if (byCase.size() > 1) {
            return new EnumMatch(null, null, "matches " + byCase.size() + " enum values but for case");
        }
        String n = Nfkc.of(text).text();
        int to = trimmedEnd(n);
        int from = trimmedStart(n, to);
        int h = head(n, from, to);
        int end = -1;
        List<JsonNode> found = new ArrayList<>(1);
        for (JsonNode v : values) {
            int e = v.isTextual() ? spelledEnd(n, h, to, v.textValue()) : -1;
            if (e > end) {
                end = e;
                found.clear();
                found.add(v);
            } else if (e == end && e > 0 && !found.contains(v)) {
                found.add(v);
            }
        }
        int named = named(n, values);
        if (found.isEmpty()) {
            return new EnumMatch(null, null, named > 1 ? "names " + named + " enum values" : "matches no enum value");
        }
        if (found.size() > 1) {
            return new EnumMatch(null, null, "matches " + found.size() + " enum values once spelled alike");
        }
        JsonNode value = found.get(0);
        String rest = n.substring(end);
        for (JsonNode other : values) {
            if (other.isTextual() && !other.equals(value) && containsWord(rest, other.textValue())) {
                return new EnumMatch(null, null, "names two enum values, " + value + " and " + other);
            }
        }
        String refusal = refusal(n, h, end, from, to, Assertion.polarityOf(value.textValue()), value.toString());
        return refusal == null ? new EnumMatch(value, CoercionKind.ENUM_STRIPPED, null) : new EnumMatch(null, null, refusal);
    }

    /**
     * Why {@code text} cannot be read as a value as it shows, or null: it holds a control that reorders how the
     * characters around it show (a bidirectional embedding, override or isolate, U+202A to U+202E and U+2066 to
     * U+2069: {@code \u202Epositive} shows as {@code evitisop}). The other characters that show nothing are read
     * past ({@code Nfkc}); these change what a reader sees.
     */
    static String reorders(String text) {
        return reorders(text, 0, text.length());
    }

    /** {@link #reorders(String)} of {@code text[from, to)}. */
    static String reorders(String text, int from, int to) {
        int at = Nfkc.reorderingControl(text, from, to);
        return at < 0 ? null : "holds the control U+" + Integer.toHexString(text.charAt(at)).toUpperCase(java.util.Locale.ROOT)
                + ", which reorders how the text shows: what it says cannot be told";
    }

    /** The end of {@code n} without its trailing blanks. */
    private static int trimmedEnd(String n) {
        int to = n.length();
        while (to > 0 && Character.isWhitespace(n.charAt(to - 1))) {
            to--;
        }
        return to;
    }

    /** The start of {@code n} without its leading blanks, no further than {@code to}. */
    private static int trimmedStart(String n, int to) {
        int from = 0;
        while (from < to && Character.isWhitespace(n.charAt(from))) {
            from++;
        }
        return from;
    }

    /**
     * The boolean {@code text} means: a yes or no word of any language the lexicon reads ({@code true}, {@code no},
     * {@code はい}, {@code nein}), written at its head and asserted plainly; refused otherwise ({@code yes?},
     * {@code ~~no~~}, {@code true (probably)}).
     */
    static Numbers.Read bool(String text) {
        String n = Nfkc.of(text).text();
        String whole = Decoration.strip(n);
        long categories = whole == null ? 0 : LEX.categoriesOfWord(whole);
        if ((categories & Category.YES.bit()) != 0 || (categories & Category.NO.bit()) != 0) {
            return new Numbers.Read((categories & Category.YES.bit()) != 0 ? BooleanNode.TRUE : BooleanNode.FALSE, null);
        }
        int to = trimmedEnd(n);
        int from = trimmedStart(n, to);
        int h = head(n, from, to);
        int yes = Assertion.termEnd(n, h, to, Category.YES);
        int no = Assertion.termEnd(n, h, to, Category.NO);
        if (yes < 0 && no < 0) {
            return Numbers.Read.refused("is not true, false, yes or no");
        }
        int end = Math.max(yes, no);
        BooleanNode node = yes > 0 ? BooleanNode.TRUE : BooleanNode.FALSE;
        String refusal = refusal(n, h, end, from, to, yes > 0 ? Assertion.Polarity.POSITIVE : Assertion.Polarity.NEGATIVE,
                Echo.quote(n.substring(h, end), EchoLengths.TOKEN));
        return refusal == null ? new Numbers.Read(node, null) : Numbers.Read.refused(refusal);
    }

    /** Past the blanks, decorations and status marks that may open a value at {@code from}. */
    private static int head(String n, int from, int to) {
        int h = from;
        for (int guard = 0; guard < 16 && h < to; guard++) {
            int mark = Assertion.statusMarkEnd(n, h, to);
            int next = mark > h ? mark : Decoration.skipOpeners(n, h, to);
            while (next < to && Lexicon.isBlank(n.charAt(next))) {
                next++;
            }
            if (next == h) {
                break;
            }
            h = next;
        }
        return h;
    }

    /** Why the value at {@code n[h, end)} is not asserted plainly in {@code n[from, to)}, or null when it is. */
    private static String refusal(String n, int h, int end, int from, int to, Assertion.Polarity polarity, String value) {
        if (n.indexOf("~~", from) >= 0 && n.indexOf("~~", from) < to) {
            return "is struck through: " + value + " is taken back";
        }
        Assertion.Stance s = Assertion.read(n, h, end, from, to, polarity, Assertion.Bound.AFFIRMING);
        // The remarks after it are read as after a JSON value: a short one that hedges (Not sure.), a bare line.
        s = s.plain() ? Assertion.afterItsSentence(n, h, end, to) : s;
        s = s.plain() ? Assertion.beforeAJsonValue(n, h) : s; // and the line introducing it (Don't output this:)
        return switch (s.kind()) {
            case PLAIN -> null;
            case CHOICE -> "offers " + value + " as one of several choices";
            case TAKEN_BACK -> "takes " + value + " back (" + s.why().section() + ": " + words(n, s.at(), to) + ")";
            case UNCLEAR -> "writes " + words(n, s.at(), to) + " right after " + value
                    + ", words that neither keep nor explain it";
        };
    }

    private static String words(String n, int at, int to) {
        return Echo.quote(n.substring(at, Math.min(to, at + EchoLengths.TOKEN)).strip(), EchoLengths.TOKEN);
    }

    /**
     * The end of {@code value} written at {@code p} compared by spelling (case, {@code _}, {@code -} and blanks
     * aside), as a whole word: no letter or digit after it, nor a hyphen or an underscore that joins another word to
     * it ({@code pass-through}); or -1.
     */
    /**
     * A character of a value's spelling, case aside: as the lexicon folds it, but a dotless {@code ı} and a dotted
     * {@code İ} stay themselves, no {@code i} ({@code posıtive} is another word than {@code positive}).
     */
    private static char spelled(char c) {
        return c == '\u0131' || c == '\u0130' ? c : Lexicon.fold(c);
    }

    private static int spelledEnd(String n, int p, int to, String value) {
        int i = 0;
        int j = p;
        String v = Nfkc.of(value).text();
        while (i < v.length()) {
            char want = v.charAt(i);
            if (want == '_' || want == '-' || Character.isWhitespace(want)) {
                i++;
                continue;
            }
            while (j < to && j > p && (n.charAt(j) == '_' || n.charAt(j) == '-' || Lexicon.isBlank(n.charAt(j)))) {
                j++;
            }
            if (j >= to || spelled(n.charAt(j)) != spelled(want)) {
                return -1;
            }
            i++;
            j++;
        }
        if (j == p) {
            return -1;
        }
        // Emphasis closing the value (__pass__) is no letter after it; a hyphen or underscore that joins a word to it
        // (pass-through, pass_with) is.
        int k = j;
        while (k < to && n.charAt(k) == '_') {
            k++;
        }
        if (k > j + 1 || k > j && (k == to || !Lexicon.isSpaced(n.charAt(k)))) {
            return j;
        }
        boolean letterAtEnd = Lexicon.isSpaced(v.charAt(v.length() - 1));
        if (letterAtEnd && j < to && Lexicon.isSpaced(n.charAt(j))) {
            return -1;
        }
        if (j + 1 < to && (n.charAt(j) == '-' || n.charAt(j) == '_') && Lexicon.isSpaced(n.charAt(j + 1))) {
            return -1;
        }
        return j;
    }

    /** How many distinct {@code enum} values {@code n} names as words. */
    private static int named(String n, List<JsonNode> values) {
        List<String> seen = new ArrayList<>(2);
        for (JsonNode v : values) {
            if (v.isTextual() && !seen.contains(v.textValue()) && containsWord(n, v.textValue())) {
                seen.add(v.textValue());
            }
        }
        return seen.size();
    }

    /**
     * Whether {@code text} says there is nothing: a word of the lexicon's {@link Category#NOTHING} in any language
     * ({@code None}, {@code N/A}, {@code -}, {@code ""}, {@code (none)}, {@code なし}, {@code 无}, {@code 없음}); or
     * opens with a negation or such a word ({@code no tags}, {@code none yet}, {@code keine Tags}); or holds one of
     * Han, kana or Hangul, which bind it to the word before ({@code タグなし}, {@code 태그 없음}); or is struck through.
     */
    static boolean saysNothing(String text) {
        String t = Decoration.strip(Nfkc.of(text).text());
        if (t == null) {
            return true;
        }
        if (t.length() >= 2 && (t.startsWith("(") && t.endsWith(")") || t.startsWith("<") && t.endsWith(">"))) {
            t = Decoration.strip(t.substring(1, t.length() - 1));
            if (t == null) {
                return true;
            }
        }
        if (t.isEmpty() || LEX.is(t, Category.NOTHING)) {
            return true;
        }
        for (Category c : new Category[] { Category.NEGATION, Category.NOTHING }) {
            int end = Assertion.termEnd(t, 0, t.length(), c);
            if (end > 0 && (end == t.length() || Lexicon.isBlank(t.charAt(end)))) {
                return true;
            }
        }
        for (int p = 0; p < t.length(); p++) {
            if (t.charAt(p) >= 0x1100 && (Assertion.termEnd(t, p, t.length(), Category.NOTHING) > 0
                    || Assertion.termEnd(t, p, t.length(), Category.NEGATION) > 0)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code text} may list several values, read fail-closed: a string is one item only when it is made of
     * letters, digits and marks, single blanks between words, and the few marks that stand inside one name
     * ({@code well-known}, {@code Kant's}, {@code node.js}, {@code user@host}, {@code snake_case}, with a letter or digit
     * on both sides; {@code C++}, {@code C#} after a word; {@code .NET} before one; {@code Inc.} after one). Any other
     * character may separate items in some script ({@code a + b}, {@code a - b}, a tab, {@code a، b}, {@code #a #b},
     * {@code (a) (b)}), or say nothing a list item could ({@code ?}, {@code ∅}, {@code ...}); so does a word that joins
     * or offers items ({@code and}, {@code or}, {@code および}, {@code 和}, {@code und}, {@code ou}), or another word or
     * particle of a language that joins two ({@code with}, {@code と}, {@code 와}: {@link dev.outputguard.assertion.OneItem#joins});
     * and so do tokens a blank separates ({@code a b c}, {@code tag1 tag2}).
     */
    static boolean mayList(String text) {
        String n = Nfkc.of(text).text().strip();
        if (n.isEmpty()) {
            return true;
        }
        for (int i = 0; i < n.length(); i++) {
            char c = n.charAt(i);
            if (!inOneItem(n, i)) {
                return true;
            }
            // A joining word: a whole word, a Han or Hangul one (和, 및), or two kana or more (a single kana such as
            // か stands inside too many words to say so).
            int end = Math.max(Assertion.termEnd(n, i, n.length(), Category.CONJUNCTION),
                    Assertion.termEnd(n, i, n.length(), Category.CHOICE));
            if (end > 0 && (end - i >= 2 || c < 0x3040 || c > 0x30FF)) {
                return true;
            }
        }
        // A word or particle that joins two items beyond those ("foo with bar", "foo en bar", "fooとbar", "foo와 bar").
        return n.length() > dev.outputguard.assertion.OneItem.MAX_CHARS || dev.outputguard.assertion.OneItem.joins(n) != null
                || tokens(n);
    }

    /**
     * Whether {@code n} is two blank-separated words or more each of which is a single character or an identifier of
     * letters and digits ({@code "a b c"}, {@code "tag1 tag2"}, {@code "A4 B5"}): tokens a blank separates, not the
     * words of one name ({@code "Room 4B"}, {@code "iPhone 15"}, {@code "Plan B"} keep a word of letters only).
     */
    private static boolean tokens(String n) {
        String t = n.endsWith(".") || n.endsWith("。") ? n.substring(0, n.length() - 1) : n; // a closing stop
        String[] words = t.split(" ");
        if (words.length < 2) {
            return false;
        }
        for (String w : words) {
            boolean letter = false;
            boolean digit = false;
            for (int i = 0; i < w.length(); i++) {
                letter |= Character.isLetter(w.charAt(i));
                digit |= Character.isDigit(w.charAt(i));
            }
            if (w.codePointCount(0, w.length()) > 1 && !(letter && digit)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Why {@code text}, written where a list is wanted, names no item, or null: it points to items written elsewhere,
     * counts items it does not write, or says how the list stands ({@code see above}, {@code ditto}, {@code 同上},
     * {@code all}, {@code several}, {@code 全部}, {@code 모두}, {@code pending}: the lexicon's {@code [no-item]}), is a
     * placeholder ({@code N.N.}, {@code TBD}), or says a list goes on ({@link #itemTakesBack}).
     */
    static String namesNoItem(String text) {
        String n = Nfkc.of(text).text().strip();
        String term = dev.outputguard.assertion.OneItem.noItem(n);
        if (term != null) {
            return "names no item (" + Echo.quote(term) + " points to items written elsewhere or not at all)";
        }
        return itemTakesBack(text);
    }

    /** Whether {@code n[i]} may stand in a string that names one item ({@link #mayList}). */
    private static boolean inOneItem(String n, int i) {
        char c = n.charAt(i);
        if (Character.isLetterOrDigit(c) || Character.getType(c) == Character.NON_SPACING_MARK
                || Character.getType(c) == Character.COMBINING_SPACING_MARK) {
            return true;
        }
        boolean before = i > 0 && Character.isLetterOrDigit(n.charAt(i - 1));
        boolean after = i + 1 < n.length() && Character.isLetterOrDigit(n.charAt(i + 1));
        if (c == ' ') {
            return before && after || i > 0 && i + 1 < n.length() && n.charAt(i + 1) != ' ' && "+#.".indexOf(n.charAt(i - 1)) >= 0;
        }
        if ("-'’_@".indexOf(c) >= 0) {
            return before && after;
        }
        if (c == '.') {
            // Inside a name (node.js, v1.2), before one (.NET), after a word's letter (Inc.), not a number's (1. a 2. b).
            return before && after || i == 0 && after
                    || i > 0 && Character.isLetter(n.charAt(i - 1)) && (i + 1 == n.length() || n.charAt(i + 1) == ' ');
        }
        if (c == '+' || c == '#') {
            // C++, C#, F#: after a word, to its end.
            int j = i;
            while (j > 0 && (n.charAt(j - 1) == '+' || n.charAt(j - 1) == '#')) {
                j--;
            }
            int k = i;
            while (k + 1 < n.length() && (n.charAt(k + 1) == '+' || n.charAt(k + 1) == '#')) {
                k++;
            }
            return j > 0 && Character.isLetterOrDigit(n.charAt(j - 1)) && (k + 1 == n.length() || n.charAt(k + 1) == ' ');
        }
        return false;
    }

    /** What a short text under a dropped key may hold that takes back or qualifies the data kept beside it. */
    private static final long TAKING_BACK = Category.NEGATION.bit() | Category.HEDGE.bit() | Category.MODAL.bit()
            | Category.APPROXIMATE.bit() | Category.CONDITION.bit() | Category.RETRACTION.bit() | Category.JOKE.bit()
            | Category.CROSS.bit() | Category.UNVERIFIED.bit() | Category.EXAMPLE_LABEL.bit() | Category.TEMPLATE_LABEL.bit()
            | Category.CAUTION.bit() | Category.CHOICE.bit() | Category.NO.bit();
    /**
     * What a dropped key's name may hold that changes what the data kept beside it says: those, and what a review
     * reads against a pass, and what scales a number ({@link Category#SCALE}).
     */
    private static final long BESIDE_THE_DATA = TAKING_BACK | Category.CONFIDENCE.bit() | Category.NEGATIVE_VERDICT.bit()
            | Category.PROBLEM.bit() | Category.SEVERE.bit() | Category.SCALE.bit();
    /** The most words a text under a dropped key is read for as a state of the data beside it ({@code "revoked"}). */
    private static final int STATE_WORDS = 4;
    /** The marks at a word's ends that a short text's reading sets aside ({@code "(revoked)"}). */
    private static final java.util.regex.Pattern END_MARKS = java.util.regex.Pattern
            .compile("^[\\p{Punct}\\p{Ps}\\p{Pe}]+|[\\p{Punct}\\p{Ps}\\p{Pe}]+$");

    /**
     * Why dropping the key {@code key}, holding {@code value}, may change what the data kept beside it says, or null:
     * its words repeat a word of a property the data keeps ({@code status_note}, {@code actual_status},
     * {@code corrected_answer}: another reading of that property); its words hold a word that takes a value back,
     * qualifies it or names a problem ({@code retracted}, {@code draft}, {@code confidence}, {@code errors},
     * {@code example}) or name what scales a number ({@code unit}, {@code scale}); a short text under it takes the
     * data back ({@code "not sure"}, {@code "revoked"}, {@code "ca."}); or it holds a yes or a
     * no, a flag on the data nobody can read ({@code is_final: false}, {@code valid: false}). Read fail-closed: a key of prose under a name that says none of this ({@code reasoning}, {@code explanation}) is
     * dropped, and so is a number or a text of units under such a name ({@code tax: 3.5}, {@code warranty: "12
     * months"}).
     */
    static String dropChangesTheData(String key, JsonNode value, java.util.Collection<String> kept) {
        List<String> words = keyWords(key);
        for (String property : kept) {
            for (String word : keyWords(property)) {
                if (word.length() >= 3 && words.contains(word)) {
                    return "its name repeats " + Echo.quote(word) + " of the property " + Echo.quote(property)
                            + ": it may read that property another way";
                }
            }
        }
        // What would take the data back were the member kept takes it back when it is dropped too; its value's remark
        // is read below, more widely.
        long categories = categoriesIn(words);
        String keyed = keyedSays(words, categories, value, kept);
        if (keyed != null) {
            return keyed;
        }
        String named = (categories & (BESIDE_THE_DATA | Category.FAILURE.bit() | Category.SUBSTITUTE.bit())) == 0 ? null
                : triggerIn(words, BESIDE_THE_DATA | Category.FAILURE.bit() | Category.SUBSTITUTE.bit());
        if (named != null) {
            return "its name holds " + Echo.quote(named) + ", which may take back or qualify the data beside it";
        }
        if (value.isBoolean()) {
            return "it is a yes or a no about the data, whose meaning nobody listed";
        }
        // What would take the data back were the member kept takes it back when it is dropped too: a member one
        // level down named so ("meta": {"confidence": …}), a list of remarks, a remark.
        if (value.isObject()) {
            for (java.util.Iterator<String> it = value.fieldNames(); it.hasNext();) {
                String inner = it.next();
                List<String> innerWords = keyWords(inner);
                String said = triggerIn(innerWords, BESIDE_THE_DATA | KEYED | Category.SUBSTITUTE.bit());
                if (said != null) {
                    return "its member " + Echo.quote(inner) + " holds " + Echo.quote(said)
                            + ", which may take back or qualify the data beside it";
                }
                String caveat = dev.outputguard.assertion.BesideAValue.caveat(innerWords, value.get(inner));
                if (caveat != null) {
                    return "its member " + Echo.quote(inner) + ": " + caveat;
                }
            }
        }
        String said = remarksSay(value, TAKING_BACK | SAID_BACK);
        if (said != null) {
            return said;
        }
        // Read as a short note beside a pass is, up to a short remark's words, its CJK terms inside words
        // (今のところは。, 还没有。, 검토 대기 중., Sobald die Migration durch ist., 90% sure.).
        for (JsonNode item : value.isArray() ? value : List.of(value)) {
            if (item.isTextual() && !Assertion.stateBesideTheData(Nfkc.of(item.textValue()).text()).plain()) {
                return "it says " + Excerpt.of(item) + " of the data beside it, which takes it back";
            }
        }
        // A negation an aside parts from its word is read beside it, as its remark without the aside
        // (Not — honestly — positive.: Assertion#asidesBlanked).
        String blanked = value.isTextual() ? Assertion.asidesBlanked(Nfkc.of(value.textValue()).text()) : null;
        if (blanked != null && remarksSay(com.fasterxml.jackson.databind.node.TextNode.valueOf(blanked),
                TAKING_BACK | SAID_BACK) != null) {
            return "it says " + Excerpt.of(value) + " of the data beside it, a negation parted from its word by an aside";
        }
        return null;
    }

    /**
     * What a key's whole name may be that offers or denies a value in the data's place: a word of hedging, choice,
     * negation, nearness, retraction, condition, a modal, a cross or a stand-in ({@code maybe}, {@code or},
     * {@code alternatively}, {@code not}, {@code vielleicht}, {@code ou}, {@code または}). Flags and states under other
     * words ({@code deleted}, {@code approved}, {@code confidence}) are read by their own rules.
     */
    private static final long NAME_OFFERS = Category.HEDGE.bit() | Category.CHOICE.bit() | Category.NEGATION.bit()
            | Category.APPROXIMATE.bit() | Category.RETRACTION.bit() | Category.CONDITION.bit() | Category.MODAL.bit()
            | Category.CROSS.bit() | Category.SUBSTITUTE.bit();

    /**
     * Why the member {@code key} of {@code object}, which the schema does not name, makes a sibling's value ambiguous,
     * or null: its whole name is a word of the lexicon that offers or denies a value ({@link #NAME_OFFERS}), and its
     * value is one a sibling could hold (a scalar beside one of the same JSON type, a text beside a number or a text):
     * {@code {"count": 5, "maybe": 6}}, {@code {"count": 6, "or": 5}} offer another value under a word of hedging,
     * choice or negation, and which one the reply asserts cannot be told.
     */
    static String offersAnother(String key, JsonNode value, ObjectNode object) {
        if (!value.isValueNode() || value.isNull()) {
            return null;
        }
        List<String> words = keyWords(key);
        if (words.isEmpty() || words.size() > TERM_WORDS) {
            return null;
        }
        long categories = LEX.categoriesOfWord(String.join(" ", words));
        if ((categories & NAME_OFFERS) == 0) {
            return null;
        }
        if (value.isBoolean() && (categories & (Category.CHOICE.bit() | Category.NEGATION.bit())) == 0) {
            return null; // a yes or a no under a hedge's name is a flag on the data ("draft": false), read as flags are
        }
        for (java.util.Iterator<java.util.Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext();) {
            java.util.Map.Entry<String, JsonNode> sibling = it.next();
            JsonNode other = sibling.getValue();
            if (sibling.getKey().equals(key) || !other.isValueNode() || other.isNull()) {
                continue;
            }
            // A yes or a no offers one only beside another (a flag beside a text is read as a flag).
            if (other.getNodeType() == value.getNodeType()
                    || !value.isBoolean() && !other.isBoolean() && (other.isTextual() || value.isTextual())) {
                return "its name " + Echo.quote(key) + " is a word that may offer or deny a value, and it holds "
                        + Excerpt.of(value) + " beside " + Echo.quote(sibling.getKey()) + ": which value the reply"
                        + " asserts cannot be told";
            }
        }
        return null;
    }

    /** What a kept key's name may hold that, with a yes under it, says the data beside it is not plainly the answer. */
    private static final long FLAGGING = Category.PROBLEM.bit() | Category.HEDGE.bit() | Category.APPROXIMATE.bit() | Category.CONDITION.bit()
            | Category.RETRACTION.bit() | Category.JOKE.bit() | Category.UNVERIFIED.bit() | Category.EXAMPLE_LABEL.bit()
            | Category.TEMPLATE_LABEL.bit() | Category.NOT_ACTUAL.bit() | Category.CROSS.bit() | Category.SUBSTITUTE.bit();
    /**
     * What a kept key's name may hold that, holding another reading of a property kept, offers that reading in the
     * data's place ({@code "correction": {…}}, {@code "maybe": {…}}); an expected value, an example or a condition's
     * reading beside the data leaves the data the actual answer.
     */
    private static final long OFFERING = Category.HEDGE.bit() | Category.APPROXIMATE.bit() | Category.RETRACTION.bit()
            | Category.JOKE.bit() | Category.UNVERIFIED.bit() | Category.CROSS.bit();
    /**
     * What a text kept beside the data may say of it that takes it back ({@code "not really"}, {@code "tentative"},
     * {@code "only a guess"}); a short one may hedge it, name it an example or say it failed too ({@code "probably"},
     * {@code "placeholder"}, {@code "dummy data"}, {@code "status": "failed"}, {@code "result": "rejected"},
     * {@code "status": "pending"}, {@code "source": "default"}); a word alone may be a problem's
     * ({@code "status": "incomplete"}).
     */
    private static final long SAID_BACK = Category.RETRACTION.bit() | Category.JOKE.bit() | Category.HEDGE.bit()
            | Category.UNVERIFIED.bit() | Category.EXAMPLE_LABEL.bit() | Category.SUBSTITUTE.bit()
            | Category.FAILURE.bit() | Category.NEGATIVE_VERDICT.bit() | Category.CONDITION.bit()
            | Category.NOT_ACTUAL.bit();

    /**
     * Why the member {@code key} of an answer, kept beside the data of the properties {@code kept} (a key the schema
     * does not name, which the answer keeps as the reply wrote it), says that data is not plainly the answer, or null.
     * A program reads the properties it asked for; a member beside them that takes them back would be read by none:
     * a confidence at most even ({@code "confidence": 0.2}, {@code "confidence": "low"}); a flag whose name hedges,
     * approximates, conditions, retracts, jokes, leaves unverified, names an example, a template or a value other
     * than the actual one, saying yes ({@code "draft": true}, {@code "is_estimate": "yes"}), or one that offers
     * another reading ({@link #OFFERING}) holding one of a property kept ({@code "correction": {"sentiment":
     * "negative"}}); a flag whose name says the data is settled, saying no ({@code "final": false}); a short text that
     * takes it back ({@code "note": "not really"}).
     * Anything else under a key the schema does not name (a reason, a score, a date, a status of the data) is data.
     */
    static String besideTakesBack(String key, JsonNode value, java.util.Collection<String> kept) {
        List<String> words = keyWords(key);
        if (words.isEmpty()) {
            return null;
        }
        for (String property : kept) {
            List<String> named = keyWords(property);
            for (String word : named) {
                if (word.length() >= 3 && words.contains(word) && !words.equals(named)) {
                    // A remark on that property ("age_note": "estimated"): read as a dropped one's is.
                    String said = remarksSay(value, TAKING_BACK | SAID_BACK);
                    if (said != null) {
                        return "its name repeats " + Echo.quote(word) + " of the property " + Echo.quote(property)
                                + " and " + said;
                    }
                    // A flag on that property ("status_unknown": true, "price_includes_tax": true) says something of
                    // it nobody listed; only a word that settles it, saying yes ("status_confirmed": true), keeps it.
                    if (value.isBoolean() || value.isTextual() && yesOrNo(value) != null) {
                        int[] settled = triggerAt(words, Category.SETTLED.bit());
                        boolean settles = settled != null && !negatedBeside(words, settled) && Boolean.TRUE.equals(yesOrNo(value));
                        if (!settles) {
                            return "its name repeats " + Echo.quote(word) + " of the property " + Echo.quote(property)
                                    + " and it says " + Excerpt.of(value) + " of it: a flag nobody listed";
                        }
                    }
                }
            }
        }
        long categories = categoriesIn(words);
        String keyed = keyedSays(words, categories, value, kept);
        return keyed != null ? keyed : remarksSay(value, SAID_BACK);
    }

    /**
     * Why the member whose key's words are {@code words} (of {@code categories}), holding {@code value}, takes the data
     * of {@code kept} beside it back by what its name says, or null: {@link #besideTakesBack} but for its reading
     * of the value as a remark, which a dropped member's reading makes wider ({@link #dropChangesTheData}).
     */
    private static String keyedSays(List<String> words, long categories, JsonNode value, java.util.Collection<String> kept) {
        String names = value.isArray() || (categories & (FLAGGING | Category.FAILURE.bit())) != 0
                ? namesAProperty(value, kept) : null;
        if (names != null) {
            return "it names the property " + Echo.quote(names) + " the data keeps beside it: a remark on it nobody listed";
        }
        // An HTTP error's code under a name that labels an outcome ("status": 500, "http_status": 503, "Ergebnis": 500).
        if (dev.outputguard.assertion.BesideAValue.errorStatus(words, value)) {
            return "it gives the status " + value.asText() + ", an error's: the data beside it came out of a failure";
        }
        // A caveat on the data or its ground ("warning": "data incomplete", "basis": "none"): a role of the name.
        String caveat = dev.outputguard.assertion.BesideAValue.caveat(words, value);
        if (caveat != null) {
            return caveat;
        }
        if ((categories & KEYED) == 0) {
            return null; // most keys name none of it ("reasoning", "note"): their value is read
        }
        String named = triggerIn(words, Category.CONFIDENCE.bit() | Category.SCORE.bit());
        if (named != null && value.isNull()) {
            return "it gives the data beside it no confidence at all (null)";
        }
        int[] failure = triggerAt(words, Category.FAILURE.bit());
        if (failure != null && !negatedBeside(words, failure) && !saysNothing(value)) {
            return "its name holds " + Echo.quote(String.join(" ", words.subList(failure[0], failure[1]))) + " and it holds "
                    + Excerpt.of(value) + ": the data beside it came out of a failure";
        }
        if (value.isNull()) {
            return null;
        }
        boolean confidence = named != null && triggerIn(words, Category.CONFIDENCE.bit()) != null;
        if (confidence && triggerIn(words, Category.LOW.bit()) != null && Boolean.TRUE.equals(yesOrNo(value))) {
            return "its name says the confidence in the data beside it is low (" + Echo.quote(String.join(" ", words))
                    + ") and it says yes";
        }
        if (named != null && !confidence && value.isNumber() && value.decimalValue().compareTo(java.math.BigDecimal.ONE) > 0) {
            named = null; // a score beyond 1 is a rating of its own ("score": 3), no probability of the data
        }
        if (named != null && (value.isNumber() || value.isTextual())) {
            String state = value.isNumber() ? value.decimalValue().toPlainString() : Nfkc.of(value.textValue()).text();
            return Assertion.confidenceAboveHalf(state, 0, state.length()) ? null
                    : "it gives the data beside it a confidence of " + Excerpt.of(value) + ", no better than even";
        }
        if (dev.outputguard.assertion.BesideAValue.turnsAround(words, value)) {
            return "its name says the data beside it is turned around or not settled (" + Echo.quote(String.join(" ", words))
                    + ") and it says yes: the data beside it is not plainly the answer";
        }
        Boolean yes = yesOrNo(value);
        int[] flag = triggerAt(words, FLAGGING);
        // A phrase that only looks like a flag keeps the data ("target_met": the target, reached).
        int[] pseudo = flag == null ? null : triggerAt(words, Category.PSEUDO.bit());
        flag = pseudo != null && pseudo[0] <= flag[0] && flag[1] <= pseudo[1] && pseudo[1] - pseudo[0] > flag[1] - flag[0]
                ? null : flag;
        // A key whose other words say there is none of it ("no_estimate", "not_draft") flags nothing by a yes.
        named = flag == null || negatedBeside(words, flag) ? null : String.join(" ", words.subList(flag[0], flag[1]));
        if (named != null) {
            if (Boolean.TRUE.equals(yes)) {
                return "its name holds " + Echo.quote(named) + " and it says yes: the data beside it is not plainly the answer";
            }
            String again = value.isContainerNode() && triggerAt(words.subList(flag[0], flag[1]), OFFERING) != null
                    ? heldAgain(value, kept) : null;
            if (again != null) {
                return "its name holds " + Echo.quote(named) + " and it holds " + Echo.quote(again)
                        + " again: another reading of the data beside it";
            }
        }
        int[] settled = triggerAt(words, Category.SETTLED.bit());
        named = settled == null || negatedBeside(words, settled) ? null
                : String.join(" ", words.subList(settled[0], settled[1]));
        if (named != null && Boolean.FALSE.equals(yes)) {
            return "its name holds " + Echo.quote(named) + " and it says no: the data beside it is not settled";
        }
        return null;
    }

    /**
     * The property of {@code kept} a value beside the data names, as an item of a list of texts
     * ({@code "missing": ["age"]}, {@code "defaults_used": ["age"]}) or as a text under a name that flags the data
     * ({@code "guessed": "age"}, {@code "missing": "age"}; not {@code "status": "ok"} beside a property {@code ok}),
     * or null.
     */
    private static String namesAProperty(JsonNode value, java.util.Collection<String> kept) {
        if (kept.isEmpty() || !value.isTextual() && !value.isArray()) {
            return null;
        }
        for (JsonNode item : value.isArray() ? value : List.of(value)) {
            if (item.isTextual() && item.textValue().length() <= 64) {
                String named = Nfkc.of(item.textValue()).text().strip();
                for (String property : kept) {
                    if (property.equalsIgnoreCase(named)) {
                        return property;
                    }
                }
            }
        }
        return null;
    }

    /**
     * Why a value beside the data, read as a remark on it, takes it back by a term of {@code categories}: a text
     * ({@link #stateSays}), or a list of texts each read so ({@code "warnings": ["low confidence"]},
     * {@code "flags": ["uncertain"]}); null for any other.
     */
    /** The longest value of the data a text beside it is read for naming ({@link #namesTheDataTakenBack}). */
    private static final int NAMED_VALUE_CHARS = 60;

    /**
     * Why a text beside the data (a reason, a note: {@code value}, or a list of them) takes back a value of the data it
     * names, or null: each place it writes a kept property's text or number ({@code billing}, {@code 14}) or the words of
     * its name ({@code category}, {@code is spam}) as a word is read where it stands
     * ({@link Assertion#besideANamedValue}: {@code The ticket is about login, not billing.}, {@code could be billing},
     * {@code I'm not sure about the category}, {@code billing or technical}, {@code billing?}). Which of the two the reply means, the data or its note,
     * nobody can tell; a note that names neither is read as {@link #besideTakesBack} reads it.
     */
    static String namesTheDataTakenBack(JsonNode value, ObjectNode data, java.util.Collection<String> kept) {
        for (JsonNode item : value.isArray() ? value : List.of(value)) {
            if (!item.isTextual()) {
                continue;
            }
            String text = Nfkc.of(item.textValue()).text();
            for (String name : kept) {
                JsonNode v = data.get(name);
                String named = v != null && (v.isTextual() || v.isIntegralNumber()) ? v.asText().strip() : "";
                String why = named.length() >= 2 && named.length() <= NAMED_VALUE_CHARS ? readAt(text, named, false) : null;
                // A value written as a past participle is taken back by its verb as well (approved: I cannot approve this).
                for (String verb : why == null && v != null && v.isTextual() ? verbsOf(named) : List.<String>of()) {
                    why = why == null ? readAt(text, verb, false) : why;
                }
                String words = String.join(" ", keyWords(name));
                why = why == null && words.length() >= 3 ? readAt(text, words, true) : why;
                if (why != null) {
                    return "it says " + Echo.quote(why) + " of " + Echo.quote(name) + " beside it";
                }
            }
        }
        return null;
    }

    /**
     * The forms the verb of an English past participle of one word may take ({@code approved}: {@code approve},
     * {@code approv}; {@code rejected}: {@code rejecte}, {@code reject}; {@code denied}: {@code deny}; {@code flagged}: {@code flag}), or none: a
     * note negating the verb ({@code I cannot approve this.}) takes the value back as one negating the value does. A
     * form that is no word is never found as one.
     */
    static List<String> verbsOf(String value) {
        String v = value.toLowerCase(java.util.Locale.ROOT);
        if (v.length() < 5 || !v.endsWith("ed") || !v.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
            return List.of();
        }
        String stem = v.substring(0, v.length() - 2);
        if (v.endsWith("ied")) {
            return List.of(stem + "e", v.substring(0, v.length() - 3) + "y");
        }
        // A doubled consonant before ed is one in the verb (flagged: flag).
        char last = stem.charAt(stem.length() - 1);
        return last == stem.charAt(stem.length() - 2) && "aeiou".indexOf(last) < 0
                ? List.of(stem + "e", stem, stem.substring(0, stem.length() - 1)) : List.of(stem + "e", stem);
    }

    /**
     * The words of {@code text} that take {@code named} back where it writes it as a word (case aside, compared in place:
     * a lower-cased copy may differ in length, İ), or null.
     */
    private static String readAt(String text, String named, boolean name) {
        int n = named.length();
        int places = 0;
        for (int at = 0; at + n <= text.length(); at++) {
            int end = at + n;
            if (!text.regionMatches(true, at, named, 0, n) || at > 0 && Character.isLetterOrDigit(text.charAt(at - 1))
                    || end < text.length() && Character.isLetterOrDigit(text.charAt(end))) {
                continue;
            }
            if (++places > Assertion.NOTE_PLACES) {
                return named + "\u2026 at more than " + Assertion.NOTE_PLACES + " places, read no further"; // fails closed
            }
            Assertion.Stance s = Assertion.besideANamedValue(text, at, end, name);
            if (!s.plain()) {
                int from = Math.min(s.at(), at);
                int to = Math.max(end, Math.min(text.length(), s.at() + 1));
                while (to < text.length() && Character.isLetterOrDigit(text.charAt(to))) {
                    to++;
                }
                return text.substring(from, to);
            }
        }
        return null;
    }

    private static String remarksSay(JsonNode value, long categories) {
        for (JsonNode item : value.isArray() ? value : List.of(value)) {
            String why = stateSays(item, categories);
            if (why != null) {
                return why;
            }
            if (item.isTextual() && (Assertion.saysTheTextGivesNone(item.textValue())
                    || Assertion.labelledAsACaveat(item.textValue()))) {
                return "it says " + Echo.quote(item.textValue()) + " of the data beside it: the text read gives none of it";
            }
            if (item.isTextual() && (categories & Category.SUBSTITUTE.bit()) != 0 && cjk(item.textValue())) {
                // Han, kana and Hangul bind a note's words together: its phrases are read inside it (这一项是我猜的).
                String said = Assertion.phraseIn(Nfkc.of(item.textValue()).text(), STANDS_IN, STANDS_IN);
                if (said != null) {
                    return "it says " + Echo.quote(said) + " of the data beside it";
                }
            }
        }
        return null;
    }

    /** What says a value stands in for one not found or rests on what was not seen, read inside a CJK note. */
    private static final long STANDS_IN = Category.SUBSTITUTE.bit() | Category.UNVERIFIED.bit();

    /** Whether {@code text} holds a Han, kana or Hangul letter. */
    private static boolean cjk(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x2E80 && Character.isLetter(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Why a short text ({@link #STATE_WORDS} words at most) beside the data takes it back: a term of {@code categories}
     * among its words, read as written and without the marks at their ends ({@code "not sure"}, {@code "(revoked)"});
     * null for any other value.
     */
    private static String stateSays(JsonNode value, long categories) {
        if (!value.isTextual()) {
            return null;
        }
        String text = Nfkc.of(value.textValue()).text().strip().toLowerCase(java.util.Locale.ROOT);
        String[] state = text.split("\\s+");
        if (state.length <= STATE_WORDS && Assertion.phraseIn(text, Category.CONFIDENCE.bit(), Category.CONFIDENCE.bit()) != null
                && !Assertion.confidenceAboveHalf(text, 0, text.length())) {
            return "it says " + Echo.quote(text) + " of the data beside it, a confidence no better than even";
        }
        if (state.length > STATE_WORDS) {
            // A longer remark is prose, a reason given beside the data: read as a reply's words, for a phrase that
            // retracts or jokes, or a check not made, anywhere in it; a hedge there is the reason's own ("the tone
            // seems warm"), and a word alone what the reason is about ("wants to cancel").
            String said = Assertion.phraseIn(text, categories & ~(Category.EXAMPLE_LABEL.bit() | Category.HEDGE.bit()
                    | Category.FAILURE.bit() | Category.NEGATIVE_VERDICT.bit() | Category.CONDITION.bit()
                    | Category.NOT_ACTUAL.bit()),
                    Category.UNVERIFIED.bit() | Category.SUBSTITUTE.bit());
            return said == null ? null : "it says " + Echo.quote(said) + " of the data beside it";
        }
        List<String> stated = new ArrayList<>();
        for (String w : state) {
            stated.add(END_MARKS.matcher(w).replaceAll(""));
        }
        String said = triggerIn(List.of(state), categories);
        said = said != null ? said : triggerIn(stated, categories);
        long failing = Category.FAILURE.bit() | Category.NEGATIVE_VERDICT.bit();
        if (said != null && (LEX.categoriesOfWord(said) & categories & ~failing) == 0) {
            // A failure or a failing word a negation outside it counts none of is none ("No negative statements
            // found."); one that holds its negation is one ("don't merge", "nicht bestanden").
            List<String> rest = new ArrayList<>(stated);
            rest.removeAll(List.of(said.split(" ")));
            if (triggerIn(rest, Category.NEGATION.bit() | Category.NOTHING.bit()) != null) {
                said = null;
            }
        }
        if (said == null && stated.size() == 1 && (categories & SAID_BACK) != 0) {
            said = triggerIn(stated, Category.PROBLEM.bit()); // a problem's word alone: "incomplete", "invalid"
        }
        if (said == null && (categories & SAID_BACK) != 0) {
            // Nearness in place of the data, a note that is its word and small words only ("approximate", "an
            // estimate", "rough estimate", "at least", "give or take", "概算", "大约", "대략"): the data beside it is no
            // exact answer. A word of nearness with another word is what the note is about ("about a refund",
            // "see above", "over budget").
            // Without the marks at their ends, then as written and without brackets only (an abbreviation keeps its
            // stop: "ca.", "(env.)").
            List<String> unbracketed = new ArrayList<>();
            for (String w : state) {
                unbracketed.add(w.replaceAll("^[(\\[（【]+|[)\\]）】]+$", ""));
            }
            for (List<String> words : List.of(stated, unbracketed)) {
                int[] near = said == null ? triggerAt(words, Category.APPROXIMATE.bit()) : null;
                if (near != null) {
                    List<String> rest = new ArrayList<>(stated.subList(0, near[0]));
                    rest.addAll(stated.subList(near[1], stated.size()));
                    boolean small = true;
                    for (String w : rest) {
                        small &= (LEX.categoriesOfWord(w) & Category.NEUTRAL.bit()) != 0 && w.length() <= 3;
                    }
                    said = small ? String.join(" ", words.subList(near[0], near[1])) : null;
                }
            }
        }
        return said == null ? null : "it says " + Echo.quote(said) + " of the data beside it";
    }

    /**
     * Why a string a list of free strings holds is no item of it, or null: struck through ({@code "~~a~~"}), saying
     * there is nothing whole ({@code "none"}, {@code "N/A"}, {@code "TBD"}, {@code ""}, {@code "(none)"}: the lexicon's
     * {@link Category#NOTHING}; an item that opens with a negation states something, {@code "No tests for X"}), or
     * saying the list goes on beyond what it wrote ({@code "etc."}, {@code "..."}, {@code "and more"}, {@code "など"},
     * {@code "(more omitted)"}: the lexicon's {@link Category#ELISION}), or a question mark alone ({@code "?"}). Such a
     * list is not the list its reply means.
     */
    static String itemTakesBack(String item) {
        return itemTakesBack(null, item);
    }

    /** As {@link #itemTakesBack(String)}, for an item of the list {@code key} names: also a blank named for its place. */
    static String itemTakesBack(String key, String item) {
        String named = dev.outputguard.assertion.Blanks.named(key, item);
        if (named != null) {
            return named;
        }
        String mask = dev.outputguard.assertion.Blanks.formatMask(key, item);
        if (mask != null) {
            return mask;
        }
        String form = dev.outputguard.assertion.Blanks.formBlank(key, item);
        if (form != null) {
            return form;
        }
        String pair = pairOfNames(key, item);
        if (pair != null) {
            return pair;
        }
        if (!mayStrikeOrSlot(item) && (item.length() > ITEM_WORD_CHARS || !item.isBlank() && wordsOnly(item)
                && !ITEM_WORDS.contains(item.strip().toLowerCase(java.util.Locale.ROOT)))) {
            // Longer than any word for nothing or for more, or ASCII letters and blanks that spell none of them; and
            // no strike-through or slot: read as any free string is, after the words for more said over again
            // ("and so on and so on").
            String more = item.length() <= ITEM_WORD_CHARS * 2 ? dev.outputguard.assertion.OneItem.goesOn(item.strip()) : null;
            return more != null ? more : FreeText.takenBack(item);
        }
        String t = Decoration.strip(Nfkc.of(item).text());
        if (t == null || dev.outputguard.assertion.Blanks.slot(t)) {
            return stringTakesBack(item);
        }
        String bare = t.length() >= 2 && (t.startsWith("(") && t.endsWith(")") || t.startsWith("<") && t.endsWith(">"))
                ? Decoration.strip(t.substring(1, t.length() - 1)) : t;
        // An abbreviation keeps the stop the decorations' reading takes off ("k.a.", "u.a.").
        if (bare == null || bare.isEmpty() || LEX.is(bare, Category.NOTHING) || LEX.is(bare + ".", Category.NOTHING)) {
            return "says there is nothing: it is no item";
        }
        boolean dots = !t.isEmpty();
        boolean asks = !t.isEmpty();
        for (int i = 0; i < t.length() && (dots || asks); i++) {
            dots &= ".…⋯·".indexOf(t.charAt(i)) >= 0;
            asks &= "?？¿".indexOf(t.charAt(i)) >= 0;
        }
        if (asks) {
            return "is a question mark with no word: it is no item";
        }
        if (dots || LEX.is(t, Category.ELISION) || LEX.is(t + ".", Category.ELISION) || LEX.is(bare, Category.ELISION)
                || LEX.is(bare + ".", Category.ELISION)) {
            return "says the list goes on beyond the items written";
        }
        String more = dev.outputguard.assertion.OneItem.goesOn(t);
        more = more != null || bare == t ? more : dev.outputguard.assertion.OneItem.goesOn(bare);
        if (more != null) {
            return more;
        }
        if (bare != t) {
            // Wholly in brackets, it remarks on the list ("(partial)", "(excerpt)", "(12 total)"): no item of it.
            return "is a remark in brackets, not an item";
        }
        return FreeText.takenBack(item);
    }

    /** Two capitalised words of letters parted by one slash, and nothing else ({@code Ada/Bob}, {@code Müller/Schmidt}). */
    private static final java.util.regex.Pattern TWO_NAMES = java.util.regex.Pattern
            .compile("\\p{Lu}\\p{Ll}+/\\p{Lu}\\p{Ll}+");

    /**
     * Why {@code text}, under the property {@code key} named for a name ({@code name}, {@code customer_name},
     * {@code names}), is two names parted by a slash, or null: a field named so holds one name, and
     * {@code Ada/Bob} writes two, which one the reply asserts cannot be told. Only a text of exactly that shape is
     * read: capitals throughout ({@code AC/DC}, {@code TCP/IP}), small letters ({@code and/or}, {@code km/h}),
     * digits, blanks or more slashes (a path, a URL) keep it, and so does any field not named for a name.
     */
    private static String pairOfNames(String key, String text) {
        if (key == null || text.length() > 64 || text.indexOf('/') < 0 || !TWO_NAMES.matcher(text.strip()).matches()) {
            return null;
        }
        List<String> words = keyWords(key);
        if (!words.contains("name") && !words.contains("names")) {
            return null;
        }
        return "writes two names parted by a slash where " + Echo.quote(key) + " holds one: which one is meant cannot"
                + " be told";
    }

    /**
     * Why a free string is no value its reply asserts, or null: struck through, a template's slot
     * ({@link dev.outputguard.assertion.Blanks#slot}), or
     * a short text the shared reading of free strings refuses ({@link FreeText}: a placeholder, a value questioned,
     * negated or taken back in its closing remark).
     */
    static String stringTakesBack(String text) {
        return stringTakesBack(null, text);
    }

    /**
     * Why a free string, the value of the property {@code key} (null where none names it), is no value its reply
     * asserts, or null: as {@link #stringTakesBack(String)}, or a blank named for its place
     * ({@link dev.outputguard.assertion.Blanks#named}: {@code $NAME}, {@code (name)} for {@code name}).
     */
    static String stringTakesBack(String key, String text) {
        String named = dev.outputguard.assertion.Blanks.named(key, text);
        if (named != null) {
            return named;
        }
        String mask = dev.outputguard.assertion.Blanks.formatMask(key, text);
        if (mask != null) {
            return mask;
        }
        String form = dev.outputguard.assertion.Blanks.formBlank(key, text);
        if (form != null) {
            return form;
        }
        String pair = pairOfNames(key, text);
        if (pair != null) {
            return pair;
        }
        if (mayStrikeOrSlot(text)) {
            String t = Decoration.strip(Nfkc.of(text).text());
            if (t == null) {
                return "is struck through: it is taken back";
            }
            if (dev.outputguard.assertion.Blanks.slot(t)) {
                return "is a template's slot, not a value";
            }
        }
        return FreeText.takenBack(text);
    }

    /** Whether a key's words name what scales a number ({@link Category#SCALE}: {@code unit}, {@code scale}, {@code multiplier}). */
    /** Whether the key {@code key} names scores or a confidence ({@code label_scores}, {@code probabilities}). */
    static boolean scores(String key) {
        return dev.outputguard.assertion.BesideAValue.namesScores(key);
    }

    /** Whether the key {@code key} names how far a number may be from the one written ({@code age_range}, {@code margin}). */
    static boolean spreads(String key) {
        return triggerIn(keyWords(key), Category.SPREAD.bit()) != null;
    }

    static boolean scales(String key) {
        return triggerIn(keyWords(key), Category.SCALE.bit()) != null;
    }

    /** Whether {@code key}'s words hold every word of the property {@code name} ({@code total_estimate} of {@code total}). */
    static boolean repeats(String key, String name) {
        List<String> words = keyWords(key);
        List<String> named = keyWords(name);
        return !named.isEmpty() && words.size() > named.size() && words.containsAll(named);
    }

    /** Whether a word of {@code words} outside the run {@code run} negates or says there is nothing. */
    private static boolean negatedBeside(List<String> words, int[] run) {
        List<String> rest = new ArrayList<>(words.subList(0, run[0]));
        rest.addAll(words.subList(run[1], words.size()));
        return triggerIn(rest, Category.NEGATION.bit() | Category.NOTHING.bit()) != null;
    }

    /**
     * The most characters of an item {@link #itemTakesBack} reads for a word for nothing or for more: the longest such
     * term, and room for the decorations and brackets around it.
     */
    private static final int ITEM_WORD_CHARS = java.util.stream.Stream.of(Category.NOTHING, Category.ELISION)
            .flatMap(c -> LEX.words(c).stream()).mapToInt(String::length).max().orElse(0) + 64;

    /** The lexicon's words for nothing and for more that are ASCII letters and blanks only, folded. */
    private static final java.util.Set<String> ITEM_WORDS = java.util.stream.Stream.of(Category.NOTHING, Category.ELISION)
            .flatMap(c -> LEX.words(c).stream()).filter(Words::wordsOnly).collect(java.util.stream.Collectors.toUnmodifiableSet());

    /** Whether {@code text} is made of ASCII letters, digits and blanks only (NFKC and case folding leave it as such). */
    private static boolean wordsOnly(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ' ')) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code text} holds a mark a strike-through ({@code ~~}, an HTML tag) or a template's slot
     * ({@code {{…}}}, {@code ${…}}, {@code <…>}, {@code […]}) is written with, in ASCII or in the full-width and small
     * forms NFKC folds to it: a text without one is neither.
     */
    private static boolean mayStrikeOrSlot(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '~' || c == '<' || c == '{' || c == '$' || c == '[' || c >= 0xFF00 && c <= 0xFF5E
                    || c >= 0xFE50 && c <= 0xFE6B) {
                return true;
            }
        }
        return false;
    }

    /** A yes or a no: a boolean, 1 or 0, or a text that is a yes or a no word; null for anything else. */
    static Boolean yesOrNo(JsonNode value) {
        if (value.isBoolean()) {
            return value.booleanValue();
        }
        if (value.isNumber()) {
            // A flag written as a number: 1 is a yes and 0 a no; any other number is no flag.
            int one = value.decimalValue().compareTo(java.math.BigDecimal.ONE);
            return one == 0 ? Boolean.TRUE : value.decimalValue().signum() == 0 ? Boolean.FALSE : null;
        }
        if (!value.isTextual()) {
            return null;
        }
        // A yes or no word read as a boolean field's string is ("yes", "No.", "はい"); a taken-back one is neither.
        JsonNode read = bool(value.textValue()).node();
        return read == null ? null : read.booleanValue();
    }

    /**
     * Whether a value says there is none of what its key names: null, false, zero, empty, blank, a no or a word for
     * nothing ({@code "none"}, {@code "N/A"}).
     */
    private static boolean saysNothing(JsonNode value) {
        if (value.isNull() || value.isContainerNode() && value.isEmpty() || Boolean.FALSE.equals(yesOrNo(value))) {
            return true;
        }
        if (value.isTextual()) {
            String t = Decoration.strip(Nfkc.of(value.textValue()).text());
            return t == null || t.isBlank() || LEX.is(t, Category.NOTHING) || LEX.is(t + ".", Category.NOTHING);
        }
        return false;
    }

    /** What a member's name may hold that, listing an item of a list the data keeps, takes that item back. */
    private static final long TAKING_AN_ITEM_BACK = Category.TURNED_AROUND.bit() | Category.RETRACTION.bit()
            | Category.NEGATIVE_VERDICT.bit() | Category.PROBLEM.bit() | Category.CROSS.bit() | Category.UNVERIFIED.bit()
            | Category.SUBSTITUTE.bit();
    /** How many items of a list kept, and of a member beside it, {@link #aboutAList} compares. */
    private static final int LIST_ITEMS_READ = 64;

    /**
     * Why the member {@code key}, holding {@code value} beside the lists the data keeps under {@code kept} (of
     * {@code data}), says such a list is not the whole answer, or null: its name says more of the list exists
     * ({@link Category#ELISION}: {@code has_more}, {@code next_cursor}) and it says yes, holds a text or items, or a
     * number above 1 ({@code "has_more": true}, {@code "next_cursor": "x"}; a no, nothing, 0 and 1 keep it); its name
     * places it in a sequence ({@link Category#SEQUENCE}: {@code page}, {@code pages}, {@code part}) and it holds a
     * number above 1 ({@code "pages": 5}, {@code "page": 2}); its name counts the list's items ({@link Category#WHOLE}, the whole name or the
     * term and the list's own name: {@code count}, {@code total_count}, {@code tags_count}; not {@code max}, a bound)
     * and it holds a whole number no kept list's length is ({@code "count": 7} beside two items); or its name takes
     * back ({@code removed}, {@code excluded}, {@code rejected}, {@code invalid}) and it holds a text or texts one of
     * which is an item of a kept list ({@code "removed": ["b"]} beside {@code "tags": ["a", "b"]}). Each list is read
     * for its first 64 items.
     */
    static String aboutAList(String key, JsonNode value, ObjectNode data, java.util.Collection<String> kept) {
        List<JsonNode> lists = new ArrayList<>();
        for (String name : kept) {
            JsonNode v = data.get(name);
            if (v != null && v.isArray() && !v.isEmpty()) {
                lists.add(v);
            }
        }
        if (lists.isEmpty()) {
            return null;
        }
        List<String> words = keyWords(key);
        if (words.isEmpty()) {
            return null;
        }
        long categories = categoriesIn(words);
        if ((categories & Category.ELISION.bit()) != 0 && triggerIn(words, Category.ELISION.bit()) != null
                && !negatedBeside(words, triggerAt(words, Category.ELISION.bit()))) {
            boolean more = value.isNumber() ? value.decimalValue().compareTo(java.math.BigDecimal.ONE) > 0
                    : value.isBoolean() ? value.booleanValue()
                    : value.isContainerNode() ? !value.isEmpty()
                    : value.isTextual() && !saysNothing(value) && !Boolean.FALSE.equals(yesOrNo(value));
            if (more) {
                return "its name " + Echo.quote(key) + " says more of the list beside it exists, and it holds " + Excerpt.of(value)
                        + ": the list is part of one the reply did not write";
            }
        }
        // A place in a sequence past the first (page 2, pages 5, part 3): the list is one part of more.
        if ((categories & Category.SEQUENCE.bit()) != 0 && triggerIn(words, Category.SEQUENCE.bit()) != null
                && value.isNumber() && value.decimalValue().compareTo(java.math.BigDecimal.ONE) > 0) {
            return "its name " + Echo.quote(key) + " places the list beside it in a sequence, at " + Excerpt.of(value)
                    + ": the list is part of one the reply did not write";
        }
        int[] whole = (categories & Category.WHOLE.bit()) == 0 ? null : triggerAt(words, Category.WHOLE.bit());
        if (whole != null && value.isIntegralNumber() && value.canConvertToLong()
                && (LEX.categoriesOfWord(String.join(" ", words.subList(whole[0], whole[1]))) & Category.SPREAD.bit()) == 0) {
            List<String> rest = new ArrayList<>(words.subList(0, whole[0]));
            rest.addAll(words.subList(whole[1], words.size()));
            long n = value.longValue();
            boolean counted = false;
            boolean matches = false;
            for (String name : kept) {
                JsonNode v = data.get(name);
                if (v == null || !v.isArray()) {
                    continue;
                }
                List<String> own = keyWords(name);
                if (rest.isEmpty() || !own.isEmpty() && rest.equals(own)
                        || rest.size() == 1 && !own.isEmpty() && Spelling.singular(own.get(own.size() - 1)).equals(Spelling.singular(rest.get(0)))) {
                    counted = true;
                    matches |= v.size() == n;
                }
            }
            if (counted && !matches) {
                return "its name counts the items of the list beside it, and it gives " + n
                        + ", which is not the number of items written: the list is part of one the reply did not write";
            }
        }
        if ((categories & TAKING_AN_ITEM_BACK) != 0 && triggerIn(words, TAKING_AN_ITEM_BACK) != null
                && !negatedBeside(words, triggerAt(words, TAKING_AN_ITEM_BACK))) {
            int read = 0;
            for (JsonNode said : value.isArray() ? value : List.of(value)) {
                if (read++ >= LIST_ITEMS_READ || !said.isTextual()) {
                    continue;
                }
                String item = Nfkc.of(said.textValue()).text().strip();
                for (JsonNode list : lists) {
                    int seen = 0;
                    for (JsonNode kept1 : list) {
                        if (seen++ >= LIST_ITEMS_READ) {
                            break;
                        }
                        if (kept1.isTextual() && !item.isEmpty() && Nfkc.of(kept1.textValue()).text().strip().equalsIgnoreCase(item)) {
                            return "its name " + Echo.quote(key) + " takes back " + Echo.quote(item)
                                    + ", an item of the list beside it";
                        }
                    }
                }
            }
        }
        return null;
    }

    /** What a key's name may hold that {@link #besideTakesBack} reads as a key: the rest reads its value only. */
    private static final long KEYED = Category.CONFIDENCE.bit() | Category.SCORE.bit() | Category.FAILURE.bit() | FLAGGING
            | Category.SETTLED.bit() | Category.TURNED_AROUND.bit();

    /** The categories of every run of {@code words} ({@link #TERM_WORDS} at most) the lexicon holds, in one pass. */
    private static long categoriesIn(List<String> words) {
        long categories = 0;
        for (int i = 0; i < words.size(); i++) {
            StringBuilder term = new StringBuilder();
            for (int n = 0; n < TERM_WORDS && i + n < words.size(); n++) {
                term.append(n == 0 ? "" : " ").append(words.get(i + n));
                if (!term.isEmpty()) {
                    categories |= LEX.categoriesOfWord(term.toString());
                }
            }
        }
        return categories;
    }

    /** The first of {@code kept} that {@code container} holds as a key of its own or of an object it lists, or null. */
    private static String heldAgain(JsonNode container, java.util.Collection<String> kept) {
        for (JsonNode item : container.isArray() ? container : List.of(container)) {
            if (item.isObject()) {
                for (String name : kept) {
                    if (item.has(name)) {
                        return name;
                    }
                }
            }
        }
        return null;
    }

    /** The most words of a term {@link #triggerIn} reads in a row ({@code could not verify}). */
    private static final int TERM_WORDS = 8;

    /**
     * The first run of {@code words}, up to {@link #TERM_WORDS} of them and the longest first where several start at
     * one word, that is a term of {@code categories}, or null.
     */
    private static String triggerIn(List<String> words, long categories) {
        int[] at = triggerAt(words, categories);
        return at == null ? null : String.join(" ", words.subList(at[0], at[1]));
    }

    /** {@link #triggerIn}'s run as its first and past-last word, or null. */
    private static int[] triggerAt(List<String> words, long categories) {
        for (int i = 0; i < words.size(); i++) {
            for (int n = Math.min(TERM_WORDS, words.size() - i); n >= 1; n--) {
                String term = String.join(" ", words.subList(i, i + n));
                if (!term.isBlank() && (LEX.categoriesOfWord(term) & categories) != 0) {
                    return new int[] { i, i + n };
                }
            }
        }
        return null;
    }

    /** A key's words ({@link Spelling#words}). */
    private static List<String> keyWords(String key) {
        List<String> words = new ArrayList<>();
        for (String w : Spelling.words(key).split(" +")) {
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
        return words;
    }

    /** Whether {@code word} stands in {@code text} (case aside) with no letter or digit right before or after it. */
    static boolean containsWord(String text, String word) {
        if (word.isEmpty()) {
            return false;
        }
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        String w = word.toLowerCase(java.util.Locale.ROOT);
        for (int at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + 1)) {
            int end = at + w.length();
            boolean before = at == 0 || !Character.isLetterOrDigit(lower.charAt(at - 1));
            boolean after = end == lower.length() || !Character.isLetterOrDigit(lower.charAt(end));
            if (before && after) {
                return true;
            }
        }
        return false;
    }
}
