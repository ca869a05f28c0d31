package dev.outputguard.review;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Decoration;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;
import dev.outputguard.text.Nfkc;
import dev.outputguard.text.Spelling;

/**
 * What the verdict-like fields of a JSON verdict object say, at any depth (docs/review-decision.md, rule 2): the
 * object's {@code result} decides only when it is PASS, FAIL or PASS_WITH_SUGGESTIONS (in any case and width), and
 * every other field that states a verdict may only make it stricter. A field states a verdict by its key, compared
 * in NFKC without invisible characters, case, {@code _}, {@code -} or blanks: a verdict label of any language the
 * lexicon lists ({@code verdict}, {@code status}, {@code 判定}, {@code 结论}, {@code Entscheidung} …), or a verdict word
 * used as a yes-or-no key ({@code passed}, {@code approve}, {@code is_approved}, {@code failed}, {@code rejected}).
 */
final class JsonVerdicts {

    private static final Lexicon LEX = Lexicon.get();
    /** Verdict labels of every language, spelled as keys are compared. */
    private static final Set<String> LABELS = spelled(Category.VERDICT_LABEL);
    /** Verdict words as yes-or-no keys: a pass's ({@code passed: false} fails) and a failure's ({@code failed: true} fails). */
    private static final Set<String> PASS_KEYS = spelled(Category.POSITIVE_VERDICT);
    private static final Set<String> FAIL_KEYS = spelled(Category.NEGATIVE_VERDICT);
    /** A value of more words than this is prose, read for failing words only. */
    private static final int WORDS_OF_A_VALUE = 3;

    private JsonVerdicts() {
    }

    /** What a field says of the review. */
    enum Says {
        /** One of the three verdicts, exactly. */
        PASS, PASS_WITH_SUGGESTIONS, FAIL,
        /** Passes in other words ({@code OK}, {@code approved}, {@code true}): no verdict of its own, and nothing against one. */
        POSITIVE,
        /** Nothing ({@code null}, {@code ""}, {@code N/A}), or prose that does not fail. */
        NOTHING,
        /** A value nobody listed: read as FAIL. */
        UNKNOWN
    }

    /** A field found to say FAIL (or something unknown): where, and what. */
    record Against(String path, String says) {
    }

    /** A key as compared: its {@link Spelling}. */
    static String keyOf(String key) {
        return Spelling.of(key);
    }

    private static Set<String> spelled(Category category) {
        Set<String> out = new HashSet<>();
        for (String word : LEX.words(category)) {
            String k = keyOf(word);
            if (!k.isEmpty()) {
                out.add(k);
            }
        }
        return Set.copyOf(out);
    }

    /** Whether the key names a verdict label ({@code result}, {@code final_decision}, {@code 判定}). */
    static boolean isLabel(String key) {
        return LABELS.contains(keyOf(key));
    }

    /**
     * The first field of {@code object}, at any depth, that says FAIL or something unknown, or null: a verdict label
     * whose value is no pass, a yes-or-no verdict key that says no ({@code passed: false}, {@code failed: true}).
     * The top-level {@code result} is the caller's and is skipped. With {@code unknownFails} false (an object whose
     * {@code result} states no verdict), only a field that fails counts: an unknown value there is no verdict object's.
     */
    static Against against(JsonNode object, boolean unknownFails) {
        Deque<Object[]> todo = new ArrayDeque<>();
        todo.push(new Object[] { object, "" });
        while (!todo.isEmpty()) {
            Object[] next = todo.pop();
            JsonNode node = (JsonNode) next[0];
            String path = (String) next[1];
            if (node.isArray()) {
                for (int i = node.size() - 1; i >= 0; i--) {
                    if (node.get(i).isContainerNode()) {
                        todo.push(new Object[] { node.get(i), path + "/" + i });
                    }
                }
                continue;
            }
            for (Map.Entry<String, JsonNode> field : node.properties()) {
                String key = keyOf(field.getKey());
                JsonNode value = field.getValue();
                String at = path + "/" + field.getKey();
                if (value.isContainerNode()) {
                    todo.push(new Object[] { value, at });
                    continue;
                }
                if (path.isEmpty() && key.equals("result") && field.getKey().equals("result")) {
                    continue;
                }
                Says says = LABELS.contains(key) ? label(value) : yesOrNoKey(key, value);
                says = says == Says.NOTHING && !LABELS.contains(key) ? namedAgainst(field.getKey(), value) : says;
                if (says == Says.FAIL || says == Says.UNKNOWN && unknownFails) {
                    boolean verdict = value.isTextual() && text(value.textValue()) == Says.FAIL
                            && ReviewDecider.verdictOf(value) == Verdict.FAIL;
                    return new Against(at.substring(1), verdict ? "FAIL" : Echo.cut(value.toString(), EchoLengths.TOKEN));
                }
            }
        }
        return null;
    }

    /** What a yes-or-no verdict key says, or NOTHING when the key is none or its value is no yes or no. */
    private static Says yesOrNoKey(String key, JsonNode value) {
        String word = key.startsWith("is") && key.length() > 2 ? key.substring(2) : key;
        boolean pass = PASS_KEYS.contains(key) || PASS_KEYS.contains(word);
        boolean fail = !pass && (FAIL_KEYS.contains(key) || FAIL_KEYS.contains(word));
        if (!pass && !fail) {
            return Says.NOTHING;
        }
        Boolean yes = yes(value);
        if (yes == null) {
            return Says.NOTHING;
        }
        return yes == pass ? Says.POSITIVE : Says.FAIL;
    }

    /** What a key's words may name that a yes says against a pass: a problem, a failure, a cross, a value taken back, an example. */
    private static final long AGAINST = bit(Category.PROBLEM) | bit(Category.NEGATIVE_VERDICT) | bit(Category.CROSS)
            | bit(Category.HEDGE) | bit(Category.CONDITION) | bit(Category.RETRACTION) | bit(Category.JOKE)
            | bit(Category.EXAMPLE_LABEL) | bit(Category.TEMPLATE_LABEL);

    /**
     * What a yes-or-no field says whose key names, in words, what fails a pass ({@code blocking: true},
     * {@code has_critical_issues: true}, {@code draft: true}, {@code is_example: true}) or says there is none of it
     * ({@code no_blockers: false}): FAIL where the value says it is there (a yes, a count above 0); NOTHING otherwise,
     * for a minor problem ({@code minor_issues: true}), and for {@code null} or a value that is no yes or no. The key is read as words: split at
     * {@code _}, {@code -}, blanks and a lower-case letter followed by an upper-case one.
     */
    /** A lower-case letter followed by an upper-case one: where a camelCase key's words meet. */
    private static final java.util.regex.Pattern CAMEL = java.util.regex.Pattern.compile("(\\p{Ll})(\\p{Lu})");

    private static Says namedAgainst(String rawKey, JsonNode value) {
        if (value.isNull()) {
            return Says.NOTHING;
        }
        // The key first: it is short, and most keys name nothing against a pass, so a long text value is not read.
        String words = CAMEL.matcher(Nfkc.of(rawKey).text()).replaceAll("$1 $2").replace('_', ' ').replace('-', ' ')
                .toLowerCase(Locale.ROOT);
        long c = Assertion.categoriesIn(words);
        if ((c & AGAINST) == 0 || (c & bit(Category.MINOR)) != 0) {
            return Says.NOTHING;
        }
        Boolean yes = value.isNumber() ? Boolean.valueOf(value.decimalValue().signum() != 0) : yes(value);
        if (yes == null) {
            return Says.NOTHING;
        }
        boolean none = (c & (bit(Category.NEGATION) | bit(Category.NOTHING) | bit(Category.PSEUDO))) != 0;
        return yes != none ? Says.FAIL : Says.NOTHING;
    }

    /**
     * Whether a yes-or-no field's value says yes: {@code true}, {@code 1}, a yes word or a verdict that passes; no:
     * {@code false}, {@code 0}, {@code null}, a no word, a nothing word, a verdict that fails; null when it is
     * neither (a field of another kind that happens to share the name).
     */
    private static Boolean yes(JsonNode value) {
        if (value.isBoolean()) {
            return value.booleanValue();
        }
        if (value.isNull()) {
            return false;
        }
        if (value.isNumber()) {
            int sign = value.decimalValue().compareTo(java.math.BigDecimal.ONE);
            return sign == 0 ? Boolean.TRUE : value.decimalValue().signum() == 0 ? Boolean.FALSE : null;
        }
        if (!value.isTextual()) {
            return null;
        }
        String t = Decoration.strip(Nfkc.of(value.textValue()).text());
        if (t == null) {
            return false;
        }
        long c = LEX.categoriesOfWord(t);
        if ((c & (bit(Category.YES) | bit(Category.POSITIVE_VERDICT))) != 0) {
            return true;
        }
        if ((c & (bit(Category.NO) | bit(Category.NEGATIVE_VERDICT) | bit(Category.NOTHING))) != 0 || t.isEmpty()) {
            return false;
        }
        return null;
    }

    private static long bit(Category c) {
        return 1L << c.ordinal();
    }

    /** What a verdict label's value says: a verdict, a pass in other words, nothing, FAIL, or unknown. */
    static Says label(JsonNode value) {
        if (value == null || value.isNull() || value.isNumber()) {
            return Says.NOTHING; // a score or an absent value states no verdict
        }
        if (value.isBoolean()) {
            return value.booleanValue() ? Says.POSITIVE : Says.FAIL;
        }
        if (!value.isTextual()) {
            return Says.NOTHING;
        }
        return text(value.textValue());
    }

    /**
     * What a verdict written as text says: PASS, FAIL or PASS_WITH_SUGGESTIONS exactly (NFKC, any case, blanks
     * around it); a word that fails or passes; a verdict word followed by words that keep it ({@code approved -
     * all checks green}) or take it back ({@code PASS?}, {@code pass (not really)}: FAIL); nothing; prose, read for
     * failing words; or unknown.
     */
    static Says text(String raw) {
        // Exactly a verdict in NFKC, any case and width: an invisible character inside it (PASS\u200B) makes it
        // no verdict (it passes in other words at most), as a value a reader cannot check.
        // ASCII is its own NFKC: most values are, and skip the normaliser.
        String exact = (isAscii(raw) ? raw : java.text.Normalizer.normalize(raw, java.text.Normalizer.Form.NFKC)).strip()
                .toUpperCase(Locale.ROOT);
        String normal = Nfkc.of(raw).text();
        for (Verdict v : Verdict.values()) {
            if (v.name().equals(exact)) {
                return Says.valueOf(v.name());
            }
        }
        String t = Decoration.strip(normal);
        if (t == null) {
            return Says.FAIL; // struck through
        }
        if (t.isEmpty()) {
            return Says.NOTHING;
        }
        long whole = LEX.categoriesOfWord(t);
        if ((whole & (bit(Category.NEGATIVE_VERDICT) | bit(Category.NO))) != 0) {
            return Says.FAIL;
        }
        if ((whole & (bit(Category.POSITIVE_VERDICT) | bit(Category.YES))) != 0) {
            return Says.POSITIVE;
        }
        if ((whole & bit(Category.NOTHING)) != 0) {
            return Says.NOTHING;
        }
        int head = Assertion.termEnd(t, 0, t.length(), Category.POSITIVE_VERDICT);
        if (head > 0) {
            Assertion.Stance s = Assertion.read(t, 0, head, 0, t.length(), Assertion.Polarity.POSITIVE,
                    Assertion.Bound.AFFIRMING);
            return s.plain() ? Says.POSITIVE : Says.FAIL;
        }
        if (Assertion.termEnd(t, 0, t.length(), Category.NEGATIVE_VERDICT) > 0) {
            return Says.FAIL;
        }
        if (words(t) > WORDS_OF_A_VALUE) {
            return Assertion.failingWords(t) ? Says.FAIL : Says.NOTHING;
        }
        return Says.UNKNOWN;
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    private static int words(String t) {
        int words = 0;
        boolean in = false;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean blank = Character.isWhitespace(c) || c == '\u3000';
            if (!blank && !in) {
                words++;
            }
            in = !blank;
            if (c > 0x2E80) {
                // Han, kana and Hangul write no blanks between words: two characters count about one word.
                words += (i & 1);
            }
        }
        return words;
    }
}
