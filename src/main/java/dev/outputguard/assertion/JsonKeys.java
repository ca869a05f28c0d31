package dev.outputguard.assertion;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.text.Nfkc;
import dev.outputguard.text.Spelling;

/**
 * What a JSON key names by the lexicon's roles read in keys only, and what the members so named say beside a pass: a
 * process's exit code ({@link Role#EXIT_CODE}), work to be redone ({@link Role#REWORK}), and a bound a measure beside
 * it is set against ({@link Role#AT_LEAST}, {@link Role#AT_MOST}, {@link Role#THRESHOLD}). A key names a role where a
 * term of it starts at one of its words (or at a Han, kana or Hangul character of a word), or where a run of its words
 * written together spells one ({@code returncode}, {@code exitCode}, {@code 수정필요}).
 */
public final class JsonKeys {

    private static final Lexicon LEX = Lexicon.get();
    private static final Lexicon ROLES = LEX.roles();
    /**
     * The roles of the pages after the first ({@link Role#page}): their words are terms too ({@code interrotti}, a
     * check's run not brought to its end, is no {@code inter} written together with {@code rotti}).
     */
    private static final Lexicon[] LATER_ROLES = java.util.stream.IntStream
            .rangeClosed(1, Role.values()[Role.values().length - 1].page())
            .mapToObj(page -> LEX.roles(Role.values()[page * 64])).toArray(Lexicon[]::new);
    /** The roles read here, with the share's and the warning's that give a bound its way. */
    private static final long READ = Role.EXIT_CODE.bit() | Role.REWORK.bit() | Role.AT_LEAST.bit() | Role.AT_MOST.bit()
            | Role.THRESHOLD.bit() | Role.SHARE.bit() | Role.WARNING.bit() | Role.PERCENT.bit() | Role.PASS_NOUN.bit()
            | Role.PROGRESS.bit() | Role.RUN_ACT.bit() | Role.STATE_KEY.bit() | Role.AGAINST_COUNT.bit();
    private static final long BOUNDS = Role.AT_LEAST.bit() | Role.AT_MOST.bit() | Role.THRESHOLD.bit();
    /** The most words of a key whose runs are spelled: a key of more is a sentence, read by its first words. */
    private static final int RUN_WORDS = 8;
    /** The most fields of an object, and of a measure's object, read for bounds: every scan bounded. */
    private static final int FIELDS_READ = 64;
    private static final Map<String, Long> SPELLED = spelledTerms();

    private JsonKeys() {
    }

    private static Map<String, Long> spelledTerms() {
        Map<String, Long> out = new java.util.HashMap<>();
        for (Role role : Role.values()) {
            if (role.page() != 0 || (role.bit() & READ) == 0) {
                continue;
            }
            for (String lang : Lexicon.LANGUAGES) {
                for (String term : LEX.words(role, lang)) {
                    String k = Spelling.of(term);
                    if (!k.isEmpty()) {
                        out.merge(k, role.bit(), (a, b) -> a | b);
                    }
                }
            }
        }
        return Map.copyOf(out);
    }

    /** The roles read here that a key's words ({@link Spelling#words}) name, as bits ({@link Role#bit}). */
    public static long roles(String words) {
        long roles = 0;
        for (int p = 0; p < words.length(); p++) {
            if (p == 0 || words.charAt(p - 1) == ' ' || words.charAt(p) >= 0x2E80) {
                long found = ROLES.at(words, p, words.length(), READ);
                roles |= found >= 0 ? ROLES.categoriesOf(found) & READ : 0;
            }
        }
        String[] split = words.split(" ", RUN_WORDS + 1);
        for (String w : split) {
            roles |= compoundBound(w);
        }
        int n = Math.min(split.length, RUN_WORDS);
        for (int i = 0; i < n; i++) {
            StringBuilder run = new StringBuilder();
            for (int j = i; j < n; j++) {
                run.append(split[j]);
                Long r = SPELLED.get(run.toString());
                roles |= r == null ? 0 : r;
            }
        }
        return roles;
    }

    /** The bounds' spelled terms long enough to be read at a compound word's edge. */
    private static final Map<String, Long> LONG_BOUNDS = longBounds();
    /** The fewest letters of a bound's term read at the edge of a longer word ({@code mindest}, {@code threshold}). */
    private static final int COMPOUND_LETTERS = 6;

    private static Map<String, Long> longBounds() {
        Map<String, Long> out = new java.util.HashMap<>();
        SPELLED.forEach((term, roles) -> {
            if ((roles & BOUNDS) != 0 && term.length() >= COMPOUND_LETTERS && term.charAt(0) < 0x2E80) {
                out.put(term, roles & BOUNDS);
            }
        });
        return Map.copyOf(out);
    }

    /**
     * The bounds a word of a key opens or closes with, written together with the measure it bounds as German writes
     * ({@code mindestabdeckung}, {@code coveragethreshold}): terms of {@link #COMPOUND_LETTERS} letters or more only.
     */
    private static long compoundBound(String word) {
        if (word.length() <= COMPOUND_LETTERS || word.charAt(0) >= 0x2E80) {
            return 0;
        }
        long roles = 0;
        for (Map.Entry<String, Long> e : LONG_BOUNDS.entrySet()) {
            String t = e.getKey();
            if (word.length() > t.length() && (word.startsWith(t) || word.endsWith(t))) {
                roles |= e.getValue();
            }
        }
        return roles;
    }

    /** Whether a key's roles ({@link #roles}) name a pass as a thing ({@code success}, {@code réussite}, {@code 통과}). */
    public static boolean namesPassNoun(long roles) {
        return (roles & Role.PASS_NOUN.bit()) != 0;
    }

    /**
     * The categories whose terms name what a key is of, read at the end of a word written together with what qualifies
     * it ({@link #parts}): a problem, a failure, a check, a score, a rating, a risk, a count, a pass.
     */
    private static final long HEAD_CATEGORIES = Category.mask(Category.PROBLEM, Category.FAILURE,
            Category.NEGATIVE_VERDICT, Category.SEVERE, Category.UNVERIFIED, Category.SCORE, Category.CONFIDENCE,
            Category.RATING, Category.RISK, Category.CHECK, Category.CHECKED, Category.WHOLE, Category.POSITIVE_VERDICT);
    /**
     * The fewest letters of a head ({@link #HEADS}) and of the word before it in a compound; before a head of fewer than
     * {@link #SHORT_HEAD} letters ({@code kans}, {@code bugs}), one letter more.
     */
    private static final int HEAD_LETTERS = 4;
    private static final int MODIFIER_LETTERS = 3;
    private static final int SHORT_HEAD = 5;
    /** The linking letters German and Dutch write between a compound's parts ({@code Prüfung-s-fortschritt}). */
    private static final String[] LINKS = {"s", "es", "n", "en", "e"};
    /**
     * The terms of one word of letters of an alphabet, {@link #HEAD_LETTERS} or more, of {@link #HEAD_CATEGORIES} and
     * of the roles read here, in every language: what a compound key may end with.
     */
    private static final Set<String> HEADS = heads();

    private static Set<String> heads() {
        Set<String> out = new HashSet<>();
        for (String lang : Lexicon.LANGUAGES) {
            for (Category c : Category.values()) {
                if ((c.bit() & HEAD_CATEGORIES) != 0) {
                    LEX.words(c, lang).forEach(t -> addHead(out, t));
                }
            }
            for (Role r : Role.values()) {
                if (r.page() == 0 && (r.bit() & READ) != 0) {
                    LEX.words(r, lang).forEach(t -> addHead(out, t));
                }
            }
        }
        return Set.copyOf(out);
    }

    private static void addHead(Set<String> out, String term) {
        if (term.length() >= HEAD_LETTERS && term.chars().allMatch(c -> Character.isLetter(c) && c < 0x2E80)) {
            out.add(term);
        }
    }

    /** Whether a word is a term of the lexicon, of any category or role. */
    private static boolean listed(String word) {
        if (LEX.categoriesOfWord(word) != 0 || ROLES.categoriesOfWord(word) != 0) {
            return true;
        }
        for (Lexicon page : LATER_ROLES) {
            if (page.categoriesOfWord(word) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The most words of a key read for their parts: a key of more is a sentence. */
    private static final int PARTS_WORDS = 8;

    /**
     * A key's words ({@link Spelling#words}) read as their parts are, so that a key written as one word names what its
     * parts name: a word of letters the lexicon lists as no term that ends with a term of what a key is of ({@link
     * #HEADS}: a problem, a failure, a count, a score, a share, a pass …) after at least {@link #MODIFIER_LETTERS} other
     * letters is the two words it is written together from, as German and Dutch write a compound
     * ({@code bestehenswahrscheinlichkeit} is {@code bestehen wahrscheinlichkeit}, {@code fehleranzahl} is {@code fehler
     * anzahl}, {@code prüfungsfortschritt} is {@code prüfung fortschritt}), the part before read so again once; and
     * that part, or a word that is no term written apart before a head ({@code Bestehens-Wahrscheinlichkeit}), is the
     * term it is without the linking letters German and Dutch write at a compound's joint ({@code bestehens},
     * {@code erfolgs}). A word standing alone is read as written ({@code points ouverts}). Romance keys join their parts with a word
     * ({@code probabilité_de_réussite}) and are read word by word as written. Words of Han, kana or Hangul are read as
     * the terms in them, and are left as written.
     */
    public static String parts(String words) {
        if (words.isEmpty() || words.length() < HEAD_LETTERS + MODIFIER_LETTERS && words.indexOf(' ') < 0) {
            return words;
        }
        String[] split = words.split(" ", PARTS_WORDS + 1);
        if (split.length > PARTS_WORDS) {
            return words;
        }
        StringBuilder out = null;
        for (int i = 0; i < split.length; i++) {
            String w = split[i];
            // A word that is no term before a head is a compound's first part written apart ("Bestehens-Wahrscheinlichkeit").
            String read = i + 1 < split.length && HEADS.contains(split[i + 1]) && !split[i].isEmpty()
                    && split[i].charAt(0) < 0x2E80 && isLetters(split[i]) ? unlinked(w) : partsOf(w, 2);
            if (out == null && !read.equals(w)) {
                out = new StringBuilder(words.length() + 8);
                for (int j = 0; j < i; j++) {
                    out.append(j > 0 ? " " : "").append(split[j]);
                }
            }
            if (out != null) {
                out.append(i > 0 ? " " : "").append(read);
            }
        }
        return out == null ? words : out.toString();
    }

    private static String partsOf(String w, int depth) {
        if (w.length() < HEAD_LETTERS + MODIFIER_LETTERS || w.charAt(0) >= 0x2E80 || !isLetters(w) || listed(w)) {
            return depth < 2 ? unlinked(w) : w;
        }
        for (int i = MODIFIER_LETTERS; i + HEAD_LETTERS <= w.length(); i++) {
            String head = w.substring(i);
            if (HEADS.contains(head) && (head.length() >= SHORT_HEAD || i > MODIFIER_LETTERS)) {
                String modifier = w.substring(0, i);
                return (depth > 1 ? partsOf(modifier, depth - 1) : unlinked(modifier)) + " " + head;
            }
        }
        return depth < 2 ? unlinked(w) : w;
    }

    /** A word without the linking letters at a compound's joint, where that is a term ({@code bestehens}); else the word. */
    private static String unlinked(String w) {
        if (w.length() <= MODIFIER_LETTERS || w.charAt(0) >= 0x2E80 || listed(w)) {
            return w;
        }
        for (String link : LINKS) {
            if (w.length() - link.length() >= MODIFIER_LETTERS && w.endsWith(link)
                    && listed(w.substring(0, w.length() - link.length()))) {
                return w.substring(0, w.length() - link.length());
            }
        }
        return w;
    }

    private static boolean isLetters(String w) {
        for (int i = 0; i < w.length(); i++) {
            if (!Character.isLetter(w.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Whether a key's roles ({@link #roles}) name a share of a whole ({@code coverage}, {@code progress}, {@code 進捗}). */
    public static boolean namesShare(long roles) {
        return (roles & Role.SHARE.bit()) != 0;
    }

    /** Whether a key's roles name what makes a check run ({@code tests_run}, {@code checks_executed}): {@link Role#RUN_ACT}. */
    public static boolean namesRun(long roles) {
        return (roles & Role.RUN_ACT.bit()) != 0;
    }

    /** Whether a key's roles name a thing's state ({@code state}): {@link Role#STATE_KEY}. */
    public static boolean namesState(long roles) {
        return (roles & Role.STATE_KEY.bit()) != 0;
    }

    /** Whether a key's roles name a count against a pass ({@code red}, {@code open_threads}): {@link Role#AGAINST_COUNT}. */
    public static boolean namesAgainstCount(long roles) {
        return (roles & Role.AGAINST_COUNT.bit()) != 0;
    }

    /** Whether a key's roles name a share ({@code ratio}, {@code coverage}) or a percentage ({@code percent}). */
    public static boolean namesShareOrPercent(long roles) {
        return (roles & (Role.SHARE.bit() | Role.PERCENT.bit())) != 0;
    }

    /** Whether a key's roles name a percentage ({@code percent}, {@code pct}): its whole is 100. */
    public static boolean namesPercent(long roles) {
        return (roles & Role.PERCENT.bit()) != 0;
    }

    /** Whether a key's roles ({@link #roles}) name how far the work is done ({@code progress}, {@code 進捗}). */
    public static boolean namesProgress(long roles) {
        return (roles & Role.PROGRESS.bit()) != 0;
    }

    private static final BigDecimal WHOLE_PERCENT = BigDecimal.valueOf(100);

    /**
     * Whether a value under a key naming how far the work is done says it is not done: a share of 1 short of 1
     * ({@code 0.6}), a number above 1 short of 100, read as a percentage ({@code 80}), a percentage short of 100
     * ({@code "0%"}), a part short of its whole ({@code "3/5"}); {@code null} too, as no progress written. Any other
     * value (a word, a list) is not read here.
     */
    public static boolean progressShort(JsonNode value) {
        BigDecimal n;
        if (value.isNull()) {
            return true;
        }
        if (value.isNumber()) {
            n = value.decimalValue();
        } else if (value.isTextual()) {
            String t = Nfkc.of(value.textValue()).text().strip();
            int slash = t.indexOf('/');
            if (slash > 0 && t.length() <= SHARE_CHARS) {
                BigDecimal part = shareWritten(t.substring(0, slash));
                BigDecimal whole = shareWritten(t.substring(slash + 1));
                return part != null && whole != null && part.compareTo(whole) < 0;
            }
            n = shareWritten(t);
            if (n == null) {
                return false;
            }
        } else {
            return false;
        }
        if (n.compareTo(BigDecimal.ONE) <= 0) {
            return n.compareTo(BigDecimal.ONE) < 0;
        }
        return n.compareTo(WHOLE_PERCENT) < 0;
    }

    /** The most characters of a share written as text ({@code "0%"}, {@code "12.5 %"}, {@code "0.1"}). */
    private static final int SHARE_CHARS = 16;

    /**
     * A share written as text, as a fraction of 1: a percentage ({@code "0%"}, {@code "12.5 %"}, {@code "１０％"}) divided
     * by 100, or a number alone ({@code "0.1"}) as written; null for any other text. A share's key over such a text
     * says what it says over the number.
     */
    public static BigDecimal shareWritten(String text) {
        if (text.length() > SHARE_CHARS) {
            return null;
        }
        String t = Nfkc.of(text).text().strip();
        boolean percent = t.endsWith("%");
        if (percent) {
            t = t.substring(0, t.length() - 1).strip();
        }
        if (t.isEmpty() || !t.chars().allMatch(c -> c >= '0' && c <= '9' || c == '.')) {
            return null;
        }
        try {
            BigDecimal n = new BigDecimal(t);
            return percent ? n.movePointLeft(2) : n;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Whether a key's roles ({@link #roles}) name a bound ({@code max_warnings}, {@code min_coverage}). */
    public static boolean namesBound(long roles) {
        return (roles & BOUNDS) != 0;
    }

    /** Whether a key's roles ({@link #roles}) name a process's exit code. */
    public static boolean namesExitCode(long roles) {
        return (roles & Role.EXIT_CODE.bit()) != 0;
    }

    /** Whether a key's roles ({@link #roles}) name work to be redone. */
    public static boolean namesRework(long roles) {
        return (roles & Role.REWORK.bit()) != 0;
    }

    /**
     * Whether an exit code's value says the process did not exit cleanly: anything but 0 (a number, or a text that is
     * only 0). {@code null}, a word or a code other than 0 is no clean exit: fail-closed, as a value nobody listed.
     */
    public static boolean exitCodeAgainst(JsonNode value) {
        if (value.isIntegralNumber() || value.isFloatingPointNumber()) {
            return value.decimalValue().signum() != 0;
        }
        return !(value.isTextual() && value.textValue().strip().equals("0"));
    }

    /**
     * Whether a field under a key naming work to be redone says it is to be redone beside a pass: a yes ({@code true},
     * {@code "yes"}, a number above 0) or any text that is no no and says there is nothing ({@code "rename x"}); a key
     * that negates its own words ({@code no_rework}) the other way. A no, {@code false}, {@code 0}, {@code null} or a
     * word for nothing ({@code "none"}) keeps it.
     */
    public static boolean reworkSaid(long keyCategories, JsonNode value) {
        Boolean answer = reworkAnswered(keyCategories, value);
        return answer == null || answer;
    }

    /**
     * {@link #reworkSaid} where the value answers yes or no (a boolean, a number, {@code null}, a yes, no or nothing
     * word); null for any other value (a text saying what is to be redone).
     */
    public static Boolean reworkAnswered(long keyCategories, JsonNode value) {
        boolean negated = (keyCategories & Category.mask(Category.NEGATION, Category.NOTHING)) != 0;
        Boolean yes;
        if (value.isBoolean()) {
            yes = value.booleanValue();
        } else if (value.isNull()) {
            yes = false;
        } else if (value.isNumber()) {
            yes = value.decimalValue().signum() != 0;
        } else if (value.isTextual()) {
            String t = Decoration.strip(Nfkc.of(value.textValue()).text());
            long c = t == null ? 0 : t.isEmpty() ? Category.NOTHING.bit() : LEX.categoriesOfWord(t);
            long roles = t == null || t.isEmpty() ? 0 : ROLES.categoriesOfWord(t);
            if ((c & Category.mask(Category.YES, Category.POSITIVE_VERDICT)) != 0) {
                yes = true;
            } else if ((c & Category.mask(Category.NO, Category.NOTHING, Category.NEGATION)) != 0
                    || (roles & Role.NOTHING_TO_ADD.bit()) != 0) {
                yes = false;
            } else {
                return null; // what is to be redone, or a word nobody listed
            }
        } else {
            return null;
        }
        return yes != negated;
    }

    /** The most words of a text read as a short state of work to be redone ({@code "revise and resubmit"}). */
    private static final int STATE_WORDS = 4;
    /** The most characters of such a text: a longer one is prose, read as prose. */
    private static final int STATE_CHARS = 80;

    /**
     * Whether a short text says the work is to be redone ({@code "rework"}, {@code "revise and resubmit"},
     * {@code "要修正"}): a few words, one of which names it ({@link Role#REWORK}), and none that negates or counts none
     * ({@code "no rework needed"} keeps a pass).
     */
    public static boolean reworkStated(String text) {
        if (text.length() > STATE_CHARS) {
            return false;
        }
        String t = Nfkc.of(text).text();
        StringBuilder b = new StringBuilder(t.length());
        int count = 0;
        boolean in = false;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            // Marks between words are blanks here ("revise & resubmit", "rework!").
            boolean blank = !Character.isLetterOrDigit(c) && c != '\'' && c != '\u2019';
            // Han, kana and Hangul write no blanks between words: two characters count about one word.
            count += !blank && !in ? 1 : 0;
            count += c >= 0x2E80 ? (i & 1) : 0;
            in = !blank;
            b.append(blank ? ' ' : c);
        }
        if (count == 0 || count > STATE_WORDS) {
            return false;
        }
        String words = Spelling.words(b.toString().strip());
        return namesRework(roles(words))
                && (Assertion.categoriesIn(words) & Category.mask(Category.NEGATION, Category.NOTHING)) == 0;
    }

    /**
     * A member of {@code object} that a bound beside it says falls short, as {@code key: value}, or null. A member whose
     * key names a bound ({@code min_coverage}, {@code coverage_threshold}, {@code max_p95_ms}, {@code required}) over a
     * number sets it against the measure it names: a sibling whose key it holds ({@code coverage}, {@code p95_ms}), or,
     * where its key is only the bound's words, every other number of the object ({@code {"lines": 31, "required":
     * 80}}); a measure that is an object is read by its numbers ({@code "coverage": {"lines": 0.31}}). A measure below
     * the least ({@link Role#AT_LEAST}) or above the most ({@link Role#AT_MOST}) falls short; a bound of no way
     * ({@link Role#THRESHOLD}) takes its way from the measure ({@link #wayOf}) and is not read where it has none. A share
     * and a percentage are compared alike ({@code 0.31} against {@code 80}). Keys counted none, names of a whole
     * ({@code total}) and of what fails a pass are no measures where the bound names none.
     */
    public static String belowThreshold(JsonNode object, String ownKey) {
        if (object.size() < 2 || object.size() > FIELDS_READ) {
            return null;
        }
        for (Map.Entry<String, JsonNode> bound : object.properties()) {
            if (!bound.getValue().isNumber()) {
                continue;
            }
            String boundWords = Spelling.words(bound.getKey());
            long boundRoles = roles(boundWords);
            if ((boundRoles & BOUNDS) == 0) {
                continue;
            }
            // The object's own key names what its members measure ("coverage": {"value": 45, "threshold": 80}).
            String ownWords = ownKey == null ? "" : Spelling.words(ownKey);
            long ownRoles = ownKey == null ? 0 : roles(ownWords);
            long ownCategories = ownKey == null ? 0 : Assertion.categoriesIn(ownWords);
            String boundSpelled = Spelling.of(bound.getKey());
            boolean onlyBound = (SPELLED.getOrDefault(boundSpelled, 0L) & BOUNDS) != 0 || onlyBoundWords(boundWords);
            BigDecimal limit = bound.getValue().decimalValue();
            for (Map.Entry<String, JsonNode> measure : object.properties()) {
                if (measure == bound || measure.getKey().equals(bound.getKey())) {
                    continue;
                }
                String words = Spelling.words(measure.getKey());
                long roles = roles(words);
                if ((roles & BOUNDS) != 0) {
                    continue;
                }
                String spelled = Spelling.of(measure.getKey());
                long categories = Assertion.categoriesIn(words);
                boolean named = spelled.length() >= 2 && boundSpelled.length() > spelled.length()
                        && boundSpelled.contains(spelled);
                if (!named && !(onlyBound && measure.getValue().isNumber()
                        && (categories & Category.mask(Category.WHOLE, Category.NEGATION, Category.NOTHING)) == 0
                        && !measure.getKey().equals("result"))) {
                    continue;
                }
                int way = way(boundRoles, wayOf(roles | boundRoles | ownRoles,
                        categories | Assertion.categoriesIn(boundWords) | ownCategories));
                int own = wayOf(roles, categories);
                if (way == 0 || own != 0 && own != way) {
                    continue; // no way read, or a measure that holds the other way ("failed": 0 beside "required": 40)
                }
                boolean share = ((roles | boundRoles | ownRoles) & (Role.SHARE.bit() | Role.PERCENT.bit())) != 0;
                String against = shortOf(measure.getKey(), measure.getValue(), limit, way, share);
                if (against != null) {
                    return against + " (" + bound.getKey() + ": " + limit.toPlainString() + ")";
                }
            }
        }
        return null;
    }

    /** Whether every word of a key names a bound ({@code threshold}, {@code min}, {@code required_minimum}). */
    private static boolean onlyBoundWords(String words) {
        for (String w : words.split(" ")) {
            if (!w.isEmpty() && (roles(w) & BOUNDS) == 0) {
                return false;
            }
        }
        return true;
    }

    /** The way a bound holds: 1 a least, -1 a most, 0 none read. */
    private static int way(long boundRoles, int measureWay) {
        if ((boundRoles & Role.AT_LEAST.bit()) != 0 && (boundRoles & Role.AT_MOST.bit()) == 0) {
            return 1;
        }
        if ((boundRoles & Role.AT_MOST.bit()) != 0 && (boundRoles & Role.AT_LEAST.bit()) == 0) {
            return -1;
        }
        return measureWay;
    }

    /**
     * The way a bound of no way of its own holds for a measure: a least for a share, a rating, a score, a confidence or
     * a count of passes (more is better); a most for a count of warnings, problems or failures; 0 for anything else.
     */
    static int wayOf(long roles, long categories) {
        long worse = Category.mask(Category.PROBLEM, Category.FAILURE, Category.NEGATIVE_VERDICT, Category.SEVERE);
        boolean less = (roles & Role.WARNING.bit()) != 0 || (categories & worse) != 0;
        boolean more = (roles & Role.SHARE.bit()) != 0 || (categories & Category.mask(Category.RATING, Category.SCORE,
                Category.CONFIDENCE, Category.POSITIVE_VERDICT)) != 0;
        return more == less ? 0 : more ? 1 : -1;
    }

    /** {@code key: value} where a measure (a number, or an object's numbers) is on the wrong side of {@code limit}. */
    private static String shortOf(String key, JsonNode value, BigDecimal limit, int way, boolean share) {
        if (value.isNumber()) {
            return outside(value.decimalValue(), limit, way, share) ? key + ": " + value.decimalValue().toPlainString()
                    : null;
        }
        if (!value.isObject() || value.size() > FIELDS_READ) {
            return null;
        }
        for (Map.Entry<String, JsonNode> f : value.properties()) {
            JsonNode v = f.getValue();
            if (v.isNumber() && outside(v.decimalValue(), limit, way, share)) {
                return key + "/" + f.getKey() + ": " + v.decimalValue().toPlainString();
            }
        }
        return null;
    }

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private static boolean outside(BigDecimal measure, BigDecimal limit, int way, boolean share) {
        if (share) {
            // A share and a percentage are compared alike: 0.31 against 80 is 31 against 80.
            boolean m = measure.abs().compareTo(BigDecimal.ONE) <= 0;
            boolean l = limit.abs().compareTo(BigDecimal.ONE) <= 0;
            if (m && !l && limit.compareTo(HUNDRED) <= 0) {
                measure = measure.multiply(HUNDRED);
            } else if (l && !m && measure.compareTo(HUNDRED) <= 0) {
                limit = limit.multiply(HUNDRED);
            }
        }
        int c = measure.compareTo(limit);
        return way > 0 ? c < 0 : c > 0;
    }

    /** The names of a score or a confidence of one ASCII word ({@code probability}, {@code score}, {@code confidence}). */
    private static final Set<String> SCORE_WORDS = scoreWords();

    private static Set<String> scoreWords() {
        Set<String> out = new HashSet<>();
        for (Category c : new Category[] {Category.SCORE, Category.CONFIDENCE}) {
            for (String term : LEX.words(c)) {
                if (!term.isEmpty() && term.chars().allMatch(ch -> ch >= 'a' && ch <= 'z')) {
                    out.add(term);
                }
            }
        }
        return Set.copyOf(out);
    }

    /**
     * Whether a key's words ({@link Spelling#words}) hold a score's or a confidence's name cut short: a word of ASCII
     * letters the lexicon lists as nothing else that opens one of them ({@code p} and {@code proba} of
     * {@code probability}, {@code conf} of {@code confidence}): {@code p_pass}, {@code pPass}, {@code proba_pass} name
     * a score as {@code pass_probability} does. Read beside a word that names a pass only.
     */
    public static boolean abbreviatesAScore(String words) {
        for (String w : words.split(" ")) {
            if (w.isEmpty() || !w.chars().allMatch(ch -> ch >= 'a' && ch <= 'z') || LEX.categoriesOfWord(w) != 0) {
                continue;
            }
            for (String term : SCORE_WORDS) {
                if (term.length() > w.length() && term.startsWith(w)) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---- a review's reach ----------------------------------------------------------------------------------------

    /** Whether the words {@code words} hold a term of {@code role} at a word's start (or at a Han, kana or Hangul character). */
    public static boolean names(String words, Role role) {
        Lexicon lex = LEX.roles(role);
        for (int p = 0; p < words.length(); p++) {
            char c = words.charAt(p);
            if ((p == 0 || !Character.isLetterOrDigit(words.charAt(p - 1)) || c >= 0x2E80) && Character.isLetterOrDigit(c)
                    && lex.at(words, p, words.length(), role.bit()) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a JSON key's words ({@link Spelling#words}) bound a review's reach ({@link Role#SCOPE_LABEL}:
     * {@code scope}, {@code based_on}, {@code applies_to}, {@code レビュー範囲}), not naming what was checked or a check
     * not made as a {@code [checked]} or {@code [unverified]} word does ({@code reviewed}, {@code reviewed part of}:
     * their own readings).
     */
    public static boolean boundsTheReview(String words, long categories) {
        return (categories & Category.mask(Category.CHECKED, Category.UNVERIFIED)) == 0 && names(words, Role.SCOPE_LABEL);
    }

    /** Whether a JSON key's words name a part a review left out ({@link Role#LEFT_UNREVIEWED}: {@code ignored_files}). */
    public static boolean namesLeftOut(String words) {
        return names(words, Role.LEFT_UNREVIEWED);
    }

    /**
     * Whether the value of a key bounding a review's reach says it reached the whole, plainly: a text (or each text of
     * a list) holding a {@link Role#WHOLE_REACH} word ({@code all files}, {@code full}, {@code 全ファイル}, {@code 전체}) and
     * no word of a part ({@link Role#SCOPE}: {@code only}), of a thing left out ({@link Role#LEFT_UNREVIEWED}:
     * {@code except}) or of a negation. Anything else (a part named, {@code README}, {@code the PR title}) is no whole.
     */
    public static boolean reachesTheWhole(JsonNode value) {
        if (value.isArray()) {
            if (value.isEmpty()) {
                return false;
            }
            for (JsonNode item : value) {
                if (!reachesTheWhole(item)) {
                    return false;
                }
            }
            return true;
        }
        if (!value.isTextual()) {
            return false;
        }
        String t = Nfkc.of(value.textValue()).text();
        return names(t, Role.WHOLE_REACH) && !names(t, Role.LEFT_UNREVIEWED) && ShortOfWhole.scopeLimited(t, 0, t.length()) < 0
                && (Assertion.categoriesIn(t.toLowerCase(java.util.Locale.ROOT)) & Category.NEGATION.bit()) == 0;
    }

    /**
     * Whether the value of a key naming a part left out says nothing was: null, false, 0, an empty text, list or
     * object, or a text (each text of a list) that is a word for nothing or a no ({@code none}, {@code n/a},
     * {@code なし}).
     */
    public static boolean leavesNothingOut(JsonNode value) {
        if (value == null || value.isNull() || value.isContainerNode() && value.isEmpty()) {
            return true;
        }
        if (value.isBoolean()) {
            return !value.booleanValue();
        }
        if (value.isNumber()) {
            return value.decimalValue().signum() == 0;
        }
        if (value.isArray()) {
            for (JsonNode item : value) {
                if (!leavesNothingOut(item)) {
                    return false;
                }
            }
            return true;
        }
        if (!value.isTextual()) {
            return false;
        }
        String t = Nfkc.of(value.textValue()).text().strip();
        while (!t.isEmpty() && !Character.isLetterOrDigit(t.charAt(t.length() - 1))) {
            t = t.substring(0, t.length() - 1);
        }
        return t.isEmpty() || (LEX.categoriesOfWord(t) & Category.mask(Category.NOTHING, Category.NEGATION, Category.NO)) != 0;
    }
}
