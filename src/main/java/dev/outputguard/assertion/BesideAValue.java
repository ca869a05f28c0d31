package dev.outputguard.assertion;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.text.Spelling;

/**
 * What a member of a JSON object, beside a value the same object states, says of that value by its name and its
 * number: the one reading of an error's status code and of scores by value that extract-json's aligner (beside an
 * answer's data) and review-decision (beside a JSON verdict's {@code result}) share. Each caller maps what it finds to
 * its own policy: the aligner refuses, review-decision answers FAIL.
 */
public final class BesideAValue {

    private static final Lexicon LEX = Lexicon.get();
    /** The most words of a key read as one term. */
    private static final int TERM_WORDS = 8;
    private static final BigDecimal HALF = new BigDecimal("0.5");

    private BesideAValue() {
    }

    /**
     * Whether {@code value} is an HTTP error's status code (400 to 599) under a name that labels an outcome
     * ({@link Category#VERDICT_LABEL}: {@code "status": 500}, {@code "http_status": 503}, {@code "Ergebnis": 500}): what
     * stands beside it came out of a failure.
     */
    public static boolean errorStatus(String key, JsonNode value) {
        return errorCode(value) && errorStatus(keyWords(key), value);
    }

    /** {@link #errorStatus(String, JsonNode)} of a key's words ({@link Spelling#words}, split at blanks). */
    public static boolean errorStatus(List<String> keyWords, JsonNode value) {
        return errorCode(value) && names(keyWords, Category.VERDICT_LABEL.bit(), LABELS);
    }

    /** The lexicon's verdict labels as keys spell them ({@link Spelling#of}: {@code 심사 결과} as {@code 심사결과}). */
    private static final java.util.Set<String> LABELS = spelled(Category.VERDICT_LABEL);
    /** The lexicon's names of scores and of a confidence as keys spell them. */
    private static final java.util.Set<String> SCORES = spelled(Category.SCORE, Category.CONFIDENCE);

    private static java.util.Set<String> spelled(Category... categories) {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (Category c : categories) {
            for (String word : LEX.words(c)) {
                String k = Spelling.of(word);
                if (!k.isEmpty()) {
                    out.add(k);
                }
            }
        }
        return java.util.Set.copyOf(out);
    }

    /**
     * Whether a key's words name a term of {@code categories}: a run of them is one ({@code http status}), or a word
     * or the whole key is one written without its blanks ({@code 심사결과}, {@code http_심사결과}; {@code spelled}).
     */
    private static boolean names(List<String> keyWords, long categories, java.util.Set<String> spelled) {
        if (triggerIn(keyWords, categories) != null || spelled.contains(String.join("", keyWords))) {
            return true;
        }
        for (String w : keyWords) {
            if (spelled.contains(w)) {
                return true;
            }
        }
        return false;
    }

    private static boolean errorCode(JsonNode value) {
        return value.isIntegralNumber() && value.asLong() >= 400 && value.asLong() < 600;
    }

    /** Whether the key {@code key} names scores or a confidence ({@code label_scores}, {@code probabilities}). */
    public static boolean namesScores(String key) {
        return names(keyWords(key), Category.SCORE.bit() | Category.CONFIDENCE.bit(), SCORES);
    }

    /**
     * The value of {@code values} other than {@code kept} that {@code value}, an object of scores by value
     * ({@code "scores": {"positive": 0.1, "negative": 0.9}}) or, under a name of scores ({@code named}), a list of
     * them in the values' order ({@code "label_scores": [0.2, 0.8, 0.0]}), scores at least as high as {@code kept};
     * an empty text where scores between 0 and 1 give {@code kept} no more than 0.5 ({@code {"positive": 0.34,
     * "negative": 0.33, "neutral": 0.33}}; under a name of scores, {@code kept}'s alone too: {@code "confidence":
     * {"PASS": 0.5}}) or a list of scores cannot be paired with the values one to one; null where the kept value has
     * no score there or the value is no such scores. Values and names are compared in any case.
     */
    public static String scoredAtLeastAsHigh(JsonNode value, List<String> values, String kept, boolean named) {
        BigDecimal own = null;
        String best = null;
        BigDecimal bestScore = null;
        boolean probabilities = true; // every score between 0 and 1
        if (value.isArray() && named) {
            // Scores by the values' order ("label_scores": [0.2, 0.8, 0.0]): paired only where there is one a value.
            int at = -1;
            for (int i = 0; i < values.size(); i++) {
                at = values.get(i) != null && values.get(i).equalsIgnoreCase(kept) ? i : at;
            }
            for (JsonNode score : value) {
                if (!score.isNumber()) {
                    return null;
                }
            }
            if (value.size() != values.size() || at < 0) {
                return value.isEmpty() ? null : "";
            }
            own = value.get(at).decimalValue();
            for (int i = 0; i < values.size(); i++) {
                BigDecimal s = value.get(i).decimalValue();
                probabilities &= s.signum() >= 0 && s.compareTo(BigDecimal.ONE) <= 0;
                if (i != at && (bestScore == null || s.compareTo(bestScore) > 0)) {
                    best = values.get(i) == null ? "" : values.get(i);
                    bestScore = s;
                }
            }
        } else if (value.isObject()) {
            for (Map.Entry<String, JsonNode> m : value.properties()) {
                if (!m.getValue().isNumber()) {
                    continue;
                }
                BigDecimal s = m.getValue().decimalValue();
                probabilities &= s.signum() >= 0 && s.compareTo(BigDecimal.ONE) <= 0;
                String name = m.getKey().strip();
                if (name.equalsIgnoreCase(kept)) {
                    own = s;
                    continue;
                }
                for (String v : values) {
                    if (v != null && v.equalsIgnoreCase(name) && (bestScore == null || s.compareTo(bestScore) > 0)) {
                        best = v;
                        bestScore = s;
                    }
                }
            }
        } else {
            return null;
        }
        if (own == null) {
            return null;
        }
        if (bestScore != null && bestScore.compareTo(own) >= 0) {
            return best;
        }
        // Probabilities that give the value kept no better than even: a confidence as low as one written so. Alone,
        // only under a name of scores: an object of numbers by name may count something else.
        return probabilities && own.compareTo(HALF) <= 0 && (bestScore != null || named) ? "" : null;
    }

    /**
     * Whether a member whose key's words are {@code keyWords}, holding {@code value}, says the value beside it is
     * turned around or not settled: a yes ({@code true}, a yes word) under a name of {@link Category#TURNED_AROUND}
     * ({@code "negated": true}, {@code "opposite": true}, {@code "mixed": "yes"}) that no other word of it negates
     * ({@code "not_inverted": true} keeps it), or under a name of {@link Category#SETTLED} that another word negates
     * ({@code "not_final": true}, {@code "is_not_verified": true}). A name the lexicon does not list keeps it
     * ({@code "target_met": true}, {@code "passed": true}): which flag turns a value around is data, not guessed.
     */
    public static boolean turnsAround(List<String> keyWords, JsonNode value) {
        if (!saysYes(value) || keyWords.isEmpty()) {
            return false;
        }
        int[] turned = runOf(keyWords, Category.TURNED_AROUND.bit());
        if (turned != null && !negatedBeside(keyWords, turned)) {
            return true;
        }
        int[] settled = runOf(keyWords, Category.SETTLED.bit());
        return settled != null && negatedBeside(keyWords, settled);
    }

    /**
     * Whether the key {@code key} names a value turned around ({@link Category#TURNED_AROUND}, no other word of it
     * negating that): its no says the value beside it stands as written ({@code "negated": false}).
     */
    public static boolean namesTurning(String key) {
        List<String> words = keyWords(key);
        int[] turned = runOf(words, Category.TURNED_AROUND.bit());
        return turned != null && !negatedBeside(words, turned);
    }

    /** {@link #turnsAround(List, JsonNode)} of a raw key. */
    public static boolean turnsAround(String key, JsonNode value) {
        return saysYes(value) && turnsAround(keyWords(key), value);
    }

    /** Whether a flag's value says yes: {@code true}, or a text that is one yes word ({@code "yes"}, {@code "はい"}). */
    private static boolean saysYes(JsonNode value) {
        if (value.isBoolean()) {
            return value.booleanValue();
        }
        if (!value.isTextual() || value.textValue().length() > 16) {
            return false;
        }
        String t = value.textValue().strip();
        return !t.isEmpty() && (LEX.categoriesOfWord(t) & Category.YES.bit()) != 0
                && (LEX.categoriesOfWord(t) & (Category.NO.bit() | Category.NEGATION.bit())) == 0;
    }

    /** The first run of {@code words} (at most {@link #TERM_WORDS}) that is a term of {@code categories}, as {start, end}, or null. */
    private static int[] runOf(List<String> words, long categories) {
        for (int i = 0; i < words.size(); i++) {
            for (int n = Math.min(TERM_WORDS, words.size() - i); n >= 1; n--) {
                String term = String.join(" ", words.subList(i, i + n));
                if (!term.isBlank() && (LEX.categoriesOfWord(term) & categories) != 0) {
                    return new int[] {i, i + n};
                }
            }
        }
        return null;
    }

    /** Whether a word of {@code words} outside the run {@code run} negates or says there is nothing ({@code not}, {@code no}). */
    private static boolean negatedBeside(List<String> words, int[] run) {
        List<String> rest = new ArrayList<>(words.subList(0, run[0]));
        rest.addAll(words.subList(run[1], words.size()));
        return triggerIn(rest, Category.NEGATION.bit() | Category.NOTHING.bit()) != null;
    }

    private static final Lexicon ROLES = LEX.roles();
    /**
     * Words joined by a dot, a slash, a colon or an at sign with no blank, as a site, a file or a path is written
     * ({@code met.no}, {@code a/b.pdf}); a hyphen alone joins the words of one term ({@code backwards-incompatible}).
     */
    private static final java.util.regex.Pattern NAME = java.util.regex.Pattern
            .compile("[\\p{L}\\p{N}_-]+(?:[./:@]+[\\p{L}\\p{N}_-]+)+");
    /** What a caveat's word names when it names a problem, whatever else it is ({@link #caveatIn}). */
    private static final long NAMES_A_PROBLEM = Category.mask(Category.SEVERE, Category.PROBLEM, Category.FAILURE);

    /** The most texts of a caveat's list or object {@link #caveat} reads; more take the data back unread. */
    private static final int CAVEATS_READ = 64;

    /**
     * Why a member whose key's words are {@code keyWords}, holding {@code value}, beside an answer's data, says that
     * data is not reliable, or null. Under a name of a caveat ({@link Role#CAVEAT}: {@code warning}, {@code caveats},
     * {@code disclaimer}, {@code 注意}, {@code 경고}, {@code Warnung}) no other word of which negates it
     * ({@code no_warnings}): a yes or a count above 0 ({@code "has_warnings": true}, {@code "warnings": 2}), or a text
     * (alone, each of a list, each of an object's texts) that {@link Assertion#caveat} reads as naming a problem, a
     * hedge, a check not made, an approximation or a stand-in ({@code "data incomplete"}, {@code "b: tests not run"})
     * or that holds a word saying the data is not the real thing or out of date ({@link Category#TURNED_AROUND}:
     * {@code "stale data"}). Under a name of the data's ground ({@link Role#GROUND}: {@code basis}, {@code source},
     * {@code evidence}): a no ({@code "has_evidence": false}), a text saying there is none ({@code "none"},
     * {@code "no evidence"}, {@code "unknown"}, {@code "根拠なし"}), or one read as a caveat is ({@code "guess"},
     * {@code "estimated"}). Null, an empty text and an empty list say nothing under either (JSON's way of leaving a
     * member empty: {@code "evidence": null}, {@code "warnings": []}), and a text of words nobody listed is the
     * reply's remark ({@code "long review"}, {@code "the invoice"}).
     */
    public static String caveat(List<String> keyWords, JsonNode value) {
        if (keyWords.isEmpty() || value.isNull() || value.isMissingNode()) {
            return null;
        }
        int[] run = roleRun(keyWords, Role.CAVEAT.bit() | Role.GROUND.bit());
        if (run == null || negatedBeside(keyWords, run)) {
            return null;
        }
        String name = String.join(" ", keyWords.subList(run[0], run[1]));
        boolean ground = (ROLES.categoriesOfWord(name) & Role.CAVEAT.bit()) == 0;
        Boolean yes = value.isBoolean() ? Boolean.valueOf(value.booleanValue()) : null;
        if (ground) {
            if (Boolean.FALSE.equals(yes)) {
                return "its name gives the data's ground (" + quote(name) + ") and it says no: the data stands on nothing";
            }
        } else if (Boolean.TRUE.equals(yes) || value.isTextual() && saysYes(value)) {
            return "its name holds " + quote(name) + " and it says yes: a caveat on the data beside it";
        } else if (value.isNumber() && value.decimalValue().signum() > 0) {
            return "its name holds " + quote(name) + " and it counts " + value.asText() + ": caveats on the data beside it";
        }
        int read = 0;
        for (JsonNode item : value.isContainerNode() ? value : List.of(value)) {
            for (JsonNode text : item.isObject() ? item : List.of(item)) {
                if (++read > CAVEATS_READ) {
                    return "its name holds " + quote(name) + " and it holds more than " + CAVEATS_READ
                            + " texts, read no further: a caveat on the data beside it"; // fails closed
                }
                String said = text.isTextual() ? caveatIn(text.textValue(), ground) : null;
                if (said != null) {
                    return "its name holds " + quote(name) + " and it says " + said + " of the data beside it"
                            + (ground ? ": the data stands on nothing it can be read from" : ": a caveat on it");
                }
            }
        }
        return null;
    }

    /**
     * What a caveat's or a ground's text says that takes the data beside it back, quoted, or null ({@link #caveat}).
     */
    private static String caveatIn(String raw, boolean ground) {
        String text = dev.outputguard.text.Nfkc.of(raw).text().strip();
        String bare = Decoration.strip(text);
        if (bare == null || bare.isBlank()) {
            return null;
        }
        // The name's own words set aside ("no warnings", "keine Quelle", "근거 없음", "根拠なし"): what is left may say
        // there is none.
        String rest = withoutRoleWords(bare).toLowerCase(java.util.Locale.ROOT);
        long restIs = rest.isEmpty() ? 0 : LEX.categoriesOfWord(rest) | LEX.categoriesOfWord(rest + ".");
        // A negation that names a problem itself ("lacks", "fehlt") says one is there, not that there is none.
        if (rest.isEmpty() || (restIs & (Category.NOTHING.bit() | Category.NEGATION.bit() | Category.NO.bit())) != 0
                && (restIs & NAMES_A_PROBLEM) == 0) {
            return ground ? quote(text) + ", that there is none" : null;
        }
        if (NAME.matcher(bare).matches()) {
            return null; // one name of a place, a file or a site ("met.no", "contract.pdf"): its words are no remark
        }
        if (!Assertion.caveat(text).plain()) {
            return quote(text);
        }
        if (text.length() <= 8 * Assertion.CAVEAT_WORDS) { // a bound on the words read for a flag's
            int[] turned = runOf(keyWords(text), Category.TURNED_AROUND.bit());
            if (turned != null) {
                return quote(String.join(" ", keyWords(text).subList(turned[0], turned[1])));
            }
        }
        return null;
    }

    /**
     * {@code text} without the terms of the caveat and ground roles it holds (at a word's start in a spaced script,
     * anywhere in Han, kana and Hangul), its blanks made one: {@code no warnings} is {@code no}, {@code 根拠なし}
     * {@code なし}.
     */
    private static String withoutRoleWords(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int p = 0; p < text.length(); p++) {
            char c = text.charAt(p);
            long at = c >= 0x2E80 || p == 0 || !Character.isLetterOrDigit(text.charAt(p - 1))
                    ? ROLES.at(text, p, text.length(), Role.CAVEAT.bit() | Role.GROUND.bit()) : -1;
            if (at >= 0) {
                out.append(' ');
                p = Lexicon.endOf(at) - 1;
            } else {
                out.append(c);
            }
        }
        return out.toString().replaceAll("[\\s_]+", " ").strip();
    }

    private static String quote(String text) {
        return dev.outputguard.text.Echo.quote(text);
    }

    /** The first run of {@code words} (at most {@link #TERM_WORDS}) that is a term of the roles {@code roles}, or null. */
    private static int[] roleRun(List<String> words, long roles) {
        for (int i = 0; i < words.size(); i++) {
            for (int n = Math.min(TERM_WORDS, words.size() - i); n >= 1; n--) {
                String term = n == 1 ? words.get(i) : String.join(" ", words.subList(i, i + n));
                if ((ROLES.categoriesOfWord(term) & roles) != 0) {
                    return new int[] {i, i + n};
                }
            }
        }
        return null;
    }

    /** A key's words ({@link Spelling#words}). */
    static List<String> keyWords(String key) {
        List<String> words = new ArrayList<>();
        for (String w : Spelling.words(key).split(" +")) {
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
        return words;
    }

    /** The first run of {@code words} (at most {@link #TERM_WORDS}) that is a term of {@code categories}, or null. */
    private static String triggerIn(List<String> words, long categories) {
        for (int i = 0; i < words.size(); i++) {
            for (int n = Math.min(TERM_WORDS, words.size() - i); n >= 1; n--) {
                String term = String.join(" ", words.subList(i, i + n));
                if (!term.isBlank() && (LEX.categoriesOfWord(term) & categories) != 0) {
                    return term;
                }
            }
        }
        return null;
    }
}
