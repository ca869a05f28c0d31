package dev.outputguard.align;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * How a model's words are compared with a schema's names: a value with its Markdown, quotes and closing
 * punctuation set aside, an {@code enum} value matched by case or by its words, a key matched by its spelling.
 */
final class Words {

    /** Pairs that may stand around a value: Markdown emphasis and code, and quotes. */
    static final String[][] AROUND = { { "**", "**" }, { "__", "__" }, { "~~", "~~" }, { "*", "*" },
        { "_", "_" }, { "`", "`" }, { "\"", "\"" }, { "'", "'" }, { "“", "”" }, { "‘", "’" }, { "«", "»" } };
    private static final String CLOSING = ".!?;:,";
    /** What may begin an explanation after the value: {@code "fail - two blockers"}, {@code "PASS (all green)"}. */
    private static final String[] EXPLANATION = { " - ", " – ", " — ", ": ", " (", ", ", "; ", "\n", " because ",
        " since " };

    /**
     * Words a model writes where there is nothing to give: the data is absent, and no list holds them as its one item.
     * Compared once {@link #undecorated} and in lower case, round brackets or angle brackets around them aside.
     */
    private static final Set<String> NOTHING = Set.of("", "-", "--", "---", "–", "—", "―", "none", "null",
            "nil", "nothing", "n/a", "n.a", "na", "not applicable", "not available", "no data", "unknown", "undefined",
            "empty", "tbd", "tba", "nan");

    private Words() {
    }

    /** Whether {@code text} says there is nothing: {@code "None"}, {@code "N/A"}, {@code "-"}, {@code ""}, {@code "(none)"}. */
    static boolean saysNothing(String text) {
        String t = undecorated(text).toLowerCase(Locale.ROOT);
        if (t.length() >= 2 && (t.startsWith("(") && t.endsWith(")") || t.startsWith("<") && t.endsWith(">"))) {
            t = undecorated(t.substring(1, t.length() - 1));
        }
        return NOTHING.contains(t);
    }

    /** {@code text} with blanks, Markdown and quotes around it and its closing punctuation removed, as often as they nest. */
    static String undecorated(String text) {
        String t = text.strip();
        for (boolean changed = true; changed && !t.isEmpty();) {
            changed = false;
            int end = t.length();
            while (end > 0 && CLOSING.indexOf(t.charAt(end - 1)) >= 0) {
                end--;
            }
            if (end < t.length()) {
                t = t.substring(0, end).strip();
                changed = true;
            }
            for (String[] pair : AROUND) {
                if (t.length() >= pair[0].length() + pair[1].length() + 1 && t.startsWith(pair[0]) && t.endsWith(pair[1])) {
                    t = t.substring(pair[0].length(), t.length() - pair[1].length()).strip();
                    changed = true;
                    break;
                }
            }
        }
        return t;
    }

    /** A name as its spelling is compared: no blanks, {@code _} or {@code -}, lower case. */
    static String spelling(String name) {
        StringBuilder b = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c != '_' && c != '-' && !Character.isWhitespace(c)) {
                b.append(c);
            }
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }

    /** The outcome of matching a string against {@code enum} values. */
    record EnumMatch(JsonNode value, CoercionKind kind, String refusal) {
    }

    /**
     * The one string {@code enum} value {@code text} means: equal but for case ({@link CoercionKind#ENUM_CASE}),
     * else equal once undecorated and compared by spelling, or the words before an explanation that names no other
     * value ({@link CoercionKind#ENUM_STRIPPED}). Null value with a refusal when none or more than one matches.
     */
    static EnumMatch matchEnum(String text, List<JsonNode> values) {
        List<JsonNode> byCase = matching(values, v -> v.equalsIgnoreCase(text));
        if (byCase.size() == 1) {
            return new EnumMatch(byCase.get(0), CoercionKind.ENUM_CASE, null);
        }
        if (byCase.size() > 1) {
            return new EnumMatch(null, null, "matches " + byCase.size() + " enum values but for case");
        }
        String bare = undecorated(text);
        String spelled = spelling(bare);
        List<JsonNode> bySpelling = spelled.isEmpty() ? List.of() : matching(values, v -> spelling(v).equals(spelled));
        if (bySpelling.size() == 1) {
            return new EnumMatch(bySpelling.get(0), CoercionKind.ENUM_STRIPPED, null);
        }
        if (bySpelling.size() > 1) {
            return new EnumMatch(null, null, "matches " + bySpelling.size() + " enum values once spelled alike");
        }
        int named = 0;
        String lower = bare.toLowerCase(Locale.ROOT);
        for (JsonNode v : values) {
            named += v.isTextual() && containsWord(lower, v.textValue().toLowerCase(Locale.ROOT)) ? 1 : 0;
        }
        if (named > 1) {
            return new EnumMatch(null, null, "names " + named + " enum values");
        }
        int cut = explanation(bare);
        if (cut < 0) {
            return new EnumMatch(null, null, "matches no enum value");
        }
        String head = spelling(undecorated(bare.substring(0, cut)));
        List<JsonNode> byHead = head.isEmpty() ? List.of() : matching(values, v -> spelling(v).equals(head));
        if (byHead.size() != 1) {
            return new EnumMatch(null, null, byHead.isEmpty() ? "matches no enum value"
                    : "begins with words that match " + byHead.size() + " enum values");
        }
        String rest = bare.substring(cut).toLowerCase(Locale.ROOT);
        for (JsonNode other : values) {
            if (other.isTextual() && !other.equals(byHead.get(0)) && containsWord(rest, other.textValue().toLowerCase(Locale.ROOT))) {
                return new EnumMatch(null, null, "names two enum values, " + byHead.get(0) + " and " + other);
            }
        }
        return new EnumMatch(byHead.get(0), CoercionKind.ENUM_STRIPPED, null);
    }

    private interface Test {
        boolean test(String value);
    }

    private static List<JsonNode> matching(List<JsonNode> values, Test test) {
        List<JsonNode> found = new ArrayList<>(1);
        for (JsonNode v : values) {
            if (v.isTextual() && test.test(v.textValue()) && !found.contains(v)) {
                found.add(v);
            }
        }
        return found;
    }

    private static int explanation(String text) {
        int first = -1;
        for (String mark : EXPLANATION) {
            int at = text.indexOf(mark);
            if (at > 0 && (first < 0 || at < first)) {
                first = at;
            }
        }
        return first;
    }

    /** Whether {@code word} stands in {@code text} with no letter or digit right before or after it. */
    static boolean containsWord(String text, String word) {
        if (word.isEmpty()) {
            return false;
        }
        for (int at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
            int end = at + word.length();
            boolean before = at == 0 || !Character.isLetterOrDigit(text.charAt(at - 1));
            boolean after = end == text.length() || !Character.isLetterOrDigit(text.charAt(end));
            if (before && after) {
                return true;
            }
        }
        return false;
    }
}
