package dev.outputguard.assertion;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The words of {@link Category categories}, one file per language under {@code assertion/} on the class path
 * ({@link #LANGUAGES}), compiled once into an index by first character: whether a term starts at a place is one
 * array load and, for the few terms that start with that character, a compare each, longest first.
 *
 * <p>A file is sections and terms: {@code [negation]} opens a category, every line after it is one term, {@code #}
 * starts a comment line, and a term written in double quotes keeps the blanks at its ends ({@code "안 "}); a term
 * holding a role's section name in braces ({@code cannot {review-act}}) stands for one term for each of that role's terms
 * in the same file ({@code cannot review}, {@code cannot evaluate}). Terms
 * are compared in NFKC and lower case ({@link #fold}); a blank inside a term matches any run of blanks; a term
 * that begins (ends) with a letter or digit of a script written with spaces between words (Latin, Greek,
 * Cyrillic) matches only where no such letter or digit stands before (after) it, while terms of Han, kana and
 * Hangul match inside words, as those scripts bind words together. A section that names no category, or a file
 * that is missing, fails the class at load: the lexicon is read whole or not at all.
 */
public final class Lexicon {

    /** The files, in the order read: marks shared by every language, then one per language. */
    public static final List<String> LANGUAGES = List.of("common", "en", "ja", "zh", "ko", "de", "fr", "es", "it", "pt", "nl",
            "tr");

    /** Where the files are, on the class path. */
    static final String DIRECTORY = "assertion/";

    /**
     * The categories that take a value back: a term of these alone does not hide a term of theirs that starts inside
     * it and reaches past its end ({@link #joined}).
     */
    static final long TAKING_BACK = Category.mask(Arrays.copyOfRange(Category.values(), 0,
            Category.NOT_ACTUAL.ordinal() + 1));
    /**
     * What a term that takes back may be as well and still be read on past its end ({@link #joins}): a negation of a
     * verb ({@code is not} before {@code not tested}) and a reply's doubt of itself ({@code I can not}).
     */
    private static final long ALSO_JOINING = Category.VERB_NEGATION.bit() | Category.SELF_DOUBT.bit();
    /** A negation, of a clause or of a verb: a joined pair's later term must say more than that ({@link #joined}). */
    static final long NEGATIONS = Category.NEGATION.bit() | Category.VERB_NEGATION.bit();
    /**
     * {@link #fold} of every character, worked out once (before the files are read, which folds them): a fold is one
     * array load, as every character of a text read is folded.
     */
    private static final char[] FOLDED = foldTable();

    /**
     * A gap as a term writes it between its words, bounded or not ({@link #GAP}): its words written together are the
     * term too. Declared before {@link #LOADED}, which reads the files with it.
     */
    private static final java.util.regex.Pattern GAP_BETWEEN = java.util.regex.Pattern.compile(" \\.\\.\\.[1-9]? ");

    /**
     * The words of the role a term ends in after a gap ({@code not …2 {passing-state}}), by the term as written,
     * folded, longest first: such a term is one term for all of them ({@link #tailMatches}). Filled as the files are
     * read, before {@link #LOADED}.
     */
    private static final Map<String, Tail> TAILS = new java.util.HashMap<>();

    /**
     * A role's words a term ends in after a gap ({@link #TAILS}), longest first, and the characters they open with below
     * 128, as bits ({@code low}, {@code high}; {@code wide}: one opens with another): a word of a text opening with none
     * of them is passed over at one look.
     */
    private record Tail(String[] words, long low, long high, boolean wide) {
        static Tail of(java.util.Collection<String> words) {
            long low = 0;
            long high = 0;
            boolean wide = false;
            for (String w : words) {
                char c = w.charAt(0);
                if (c < 64) {
                    low |= 1L << c;
                } else if (c < 128) {
                    high |= 1L << (c - 64);
                } else {
                    wide = true;
                }
            }
            return new Tail(words.toArray(String[]::new), low, high, wide);
        }

        /** Whether a word of it may open with {@code c}, folded. */
        boolean mayOpen(char c) {
            return c < 64 ? (low & (1L << c)) != 0 : c < 128 ? (high & (1L << (c - 64))) != 0 : wide;
        }
    }

    /** Read once, when the class initialises (at build time in a native image, which keeps what it read). */
    private static final Lexicon LOADED = read();

    /**
     * A term: its folded text and the categories it belongs to; {@code third} is its third character where that
     * stands at {@code p + 2} of every match at {@code p} (no blank among its first three), else -1; {@code joins}:
     * whether a match of it is read on past its end where another term starts inside it ({@link #joins}); {@code gaps}:
     * the terms written with a gap and then a role that open with its words up to their gap ({@code not …2
     * {passing-state}} of {@code not really}), tried where it matches as they may read on past it ({@link #orGapPast}),
     * else null.
     */
    private record Term(String text, long categories, boolean boundStart, boolean boundEnd, int third, int last,
            boolean joins, Tail tail, int[] gaps, long asides) {
        Term withGaps(int[] gaps) {
            return new Term(text, categories, boundStart, boundEnd, third, last, joins, tail, gaps, asides);
        }

        /**
         * Whether a text may hold an aside at the term's character {@code i} ({@link #asidesOf}): right after its
         * negation, before the word it negates.
         */
        boolean asideAt(int i) {
            return i < 64 && (asides & (1L << i)) != 0;
        }

        static int thirdOf(String t) {
            return t.length() > 2 && t.charAt(0) != ' ' && t.charAt(1) != ' ' && t.charAt(2) != ' ' ? t.charAt(2) : -1;
        }

        /**
         * The term's last character where every match is as long as the term (it holds no blank, which matches a run)
         * and longer than three characters, else -1: terms that share their first characters (the forms of one verb,
         * {@code レビューできません}, {@code レビューしていません}) are told apart at their end before they are compared whole.
         */
        static int lastOf(String t) {
            return t.length() > 3 && t.indexOf(' ') < 0 ? t.charAt(t.length() - 1) : -1;
        }

        /**
         * How long a match of it is at least, as terms are tried longest first: its text's length, or for a term
         * ending in a role's words after a gap ({@link #tail}), its words before the gap and the shortest of those
         * (not …2 {passing-state} is as long as "not ok"), so a longer fixed term there is tried first (non sono
         * riuscito a clonare before non sono …2 {passing-state}).
         */
        int span() {
            if (tail == null) {
                return text.length();
            }
            int shortest = Integer.MAX_VALUE;
            for (String w : tail.words()) {
                shortest = Math.min(shortest, w.length());
            }
            return text.indexOf(GAP) + shortest;
        }

        /** Whether the text cannot match this term at {@code p} by its last character ({@link #lastOf}). */
        boolean endsOtherwise(CharSequence text, int p, int limit) {
            if (last < 0) {
                return false;
            }
            int e = p + text().length() - 1;
            return e >= limit || fold(text.charAt(e)) != last;
        }
    }

    private final Term[] terms;
    /**
     * Each term's place among the terms that join ({@link Term#joins}), -1 for one that does not, and the terms at those
     * places: a joined pair names its earlier term by that place, in fewer bits than the term's own index.
     */
    private final int[] joinerIds;
    private final int[] joiners;
    /** For each folded first character, 1 + the index of its terms in {@link #byFirst}; 0 for none. */
    private final short[] slot;
    private final Bucket[] byFirst;
    /** For each entry of {@link #byFirst}, the categories of its terms together. */
    private final long[] byFirstCategories;
    /** For each entry of {@link #byFirst}, its terms longest first: a {@link View}'s buckets are built from them. */
    private final int[][] longestFirsts;
    private final Map<String, Long> whole;
    /**
     * The most characters a text may hold and be one of {@link #whole}'s terms after NFKC ({@link #categoriesOfWord}):
     * eight times the longest. A character NFKC composes holds at most four code points decomposed, each written in at
     * most two characters, and no character decomposes to nothing, so a longer text is longer than any term.
     */
    private final int wholeChars;
    private final Map<Category, Map<String, List<String>>> listed;
    /** The scripts the lexicon's words are written in, and the marks every script shares. */
    private final Set<Character.UnicodeScript> scripts;

    /** The languages that list each term, one bit a language in {@link #LANGUAGES}' order. */
    private final Map<String, Integer> languages = new java.util.HashMap<>();

    /**
     * The terms of the {@link Role roles}, one lexicon a {@link Role#page page} of 64 roles, whose bits are the roles'
     * own: empty in those lexicons themselves.
     */
    private Lexicon[] rolePages = new Lexicon[0];
    /**
     * The lexicon whose bits are the categories, where a gap's words are looked up for a negation
     * ({@link #negationAmong}): this one, or for a role's page the lexicon it is a page of.
     */
    private Lexicon ofCategories = this;
    /** The terms of each role by language, as the files write them, folded. */
    private Map<Role, Map<String, List<String>>> roleListed = Map.of();

    private Lexicon(Map<String, Long> categoriesByTerm, Map<Category, Map<String, List<String>>> listed, boolean join) {
        Set<String> opening = join ? openingWords(categoriesByTerm.entrySet()) : Set.of();
        long[] openingFirsts = new long[(Character.MAX_VALUE + 1) / 64];
        opening.forEach(o -> openingFirsts[o.charAt(0) >>> 6] |= 1L << o.charAt(0));
        for (Map<String, List<String>> byLanguage : listed.values()) {
            for (Map.Entry<String, List<String>> e : byLanguage.entrySet()) {
                Integer bit = 1 << LANGUAGES.indexOf(e.getKey());
                for (String term : e.getValue()) {
                    languages.merge(term, bit, (a, b) -> a | b);
                }
            }
        }
        this.terms = new Term[categoriesByTerm.size()];
        int i = 0;
        for (Map.Entry<String, Long> e : categoriesByTerm.entrySet()) {
            String t = e.getKey();
            long asides = join ? asidesOf(t, e.getValue(), categoriesByTerm) : 0;
            // (A match reading past an aside is longer than the term: its last character is no test of it, nor its
            // third where the aside may stand before it.)
            terms[i++] = new Term(t, e.getValue(), isSpaced(t.charAt(0)), isSpaced(t.charAt(t.length() - 1)),
                    (asides & 0b110) != 0 ? -1 : Term.thirdOf(t), asides != 0 ? -1 : Term.lastOf(t),
                    join && joins(t, e.getValue(), opening, openingFirsts), TAILS.get(t), null, asides);
        }
        this.joinerIds = new int[terms.length];
        int joining = 0;
        for (int t = 0; t < terms.length; t++) {
            joinerIds[t] = terms[t].joins ? joining++ : -1;
        }
        this.joiners = new int[joining];
        for (int t = 0; t < terms.length; t++) {
            if (terms[t].joins) {
                joiners[joinerIds[t]] = t;
            }
        }
        if (join && (terms.length > JOINED || joining > JOINER_MASK)) {
            throw new IllegalStateException("the lexicon holds " + terms.length + " terms, " + joining + " of them"
                    + " joining; a joined pair (Lexicon.JOINED) names the later by its index, below " + JOINED
                    + ", and the earlier by its place among the joining ones, below " + JOINER_MASK);
        }
        Map<Character, List<Integer>> firsts = new LinkedHashMap<>();
        for (int t = 0; t < terms.length; t++) {
            firsts.computeIfAbsent(terms[t].text.charAt(0), c -> new ArrayList<>()).add(t);
        }
        gapsPast(terms, firsts);
        this.slot = new short[Character.MAX_VALUE + 1];
        this.byFirst = new Bucket[firsts.size()];
        this.byFirstCategories = new long[firsts.size()];
        this.longestFirsts = new int[firsts.size()][];
        int s = 0;
        for (Map.Entry<Character, List<Integer>> e : firsts.entrySet()) {
            List<Integer> ids = e.getValue();
            ids.sort(Comparator.comparingInt((Integer t) -> terms[t].span()).reversed());
            int[] longestFirst = ids.stream().mapToInt(Integer::intValue).toArray();
            for (int t : longestFirst) {
                byFirstCategories[s] |= terms[t].categories;
            }
            byFirst[s] = Bucket.of(terms, longestFirst);
            longestFirsts[s] = longestFirst;
            slot[e.getKey()] = (short) (s + 1);
            s++;
        }
        this.whole = Map.copyOf(categoriesByTerm);
        this.wholeChars = 8 * categoriesByTerm.keySet().stream().mapToInt(String::length).max().orElse(0);
        this.listed = listed;
        EnumSet<Character.UnicodeScript> scripts = EnumSet.of(Character.UnicodeScript.COMMON,
                Character.UnicodeScript.INHERITED);
        for (String t : categoriesByTerm.keySet()) {
            for (int k = 0; k < t.length(); ) {
                int c = t.codePointAt(k);
                if (Character.isLetter(c)) {
                    scripts.add(Character.UnicodeScript.of(c));
                }
                k += Character.charCount(c);
            }
        }
        this.scripts = scripts;
    }

    /**
     * Gives each term the gap terms ending in a role that open with its words up to their gap ({@link Term#gaps}): a
     * term that holds a negation and the word after it ({@code not really}, a retraction) is longer than such a gap
     * term's least match, so it is tried first and would hide {@code not really green}, a negated state.
     */
    private static void gapsPast(Term[] terms, Map<Character, List<Integer>> firsts) {
        Map<Integer, List<Integer>> byTerm = new java.util.HashMap<>();
        for (int g = 0; g < terms.length; g++) {
            if (terms[g].tail == null) {
                continue;
            }
            String head = terms[g].text.substring(0, terms[g].text.indexOf(GAP));
            // Only the terms opening with the head's first character can open with the head (a head is never empty:
            // a term's first word is no gap).
            for (int t : firsts.get(head.charAt(0))) {
                if (t != g && terms[t].text.startsWith(head)) {
                    byTerm.computeIfAbsent(t, k -> new ArrayList<>()).add(g);
                }
            }
        }
        byTerm.forEach((t, gs) -> terms[t] = terms[t].withGaps(gs.stream().mapToInt(Integer::intValue).toArray()));
    }

    /**
     * Where in a term that only takes a value back a text may hold an aside, as bits by the term's character: right
     * after a negation of it (a word of {@link Category#NEGATION} or {@link Category#VERB_NEGATION} before a blank,
     * {@code not} of {@code not approved}, {@code nicht} of {@code laufen nicht durch}; in Han, kana or Hangul, the
     * negation the term's characters so far end in, {@code 没有} of {@code 没有通过}), before the word it negates: the
     * aside qualifies the clause and the negation still reaches its word ({@code not, strictly speaking, approved},
     * {@code no (la verdad) pasan}, {@code 没有（据我所知）通过}; {@link #pastParenthetical}). A term that may also keep a
     * value has none: an aside there is read as the text writes it.
     */
    private static long asidesOf(String t, long categories, Map<String, Long> categoriesByTerm) {
        if ((categories & ~(TAKING_BACK | Category.VERB_NEGATION.bit())) != 0 || (categories & TAKING_BACK) == 0) {
            return 0;
        }
        long asides = 0;
        int word = 0;
        for (int i = 1; i < t.length() && i < 64; i++) {
            char c = t.charAt(i);
            if (c == ' ') {
                if (i > word && negates(t.substring(word, i), categoriesByTerm)) {
                    asides |= 1L << i;
                }
                word = i + 1;
            } else if (c >= 0x2E80 && t.charAt(i - 1) >= 0x2E80 && Character.isLetter(c)) {
                for (int k = Math.max(word, i - 3); k < i; k++) {
                    if (negates(t.substring(k, i), categoriesByTerm)) {
                        asides |= 1L << i;
                        break;
                    }
                }
            }
        }
        return asides;
    }

    private static boolean negates(String word, Map<String, Long> categoriesByTerm) {
        return (categoriesByTerm.getOrDefault(word, 0L) & NEGATIONS) != 0;
    }

    /**
     * Term {@code t}'s match at {@code p}, ending at {@code end}, as {@link #at} answers it; or, where one of its
     * {@link Term#gaps} of {@code categories} matches there and reads on past it, that one's.
     */
    private long orGapPast(CharSequence text, int p, int limit, long categories, int t, int end) {
        int[] gaps = terms[t].gaps;
        if (gaps != null) {
            for (int g : gaps) {
                if ((terms[g].categories & categories) != 0) {
                    int e = matches(text, p, limit, terms[g]);
                    if (e > end) {
                        t = g;
                        end = e;
                    }
                }
            }
        }
        return ((long) t << 32) | end;
    }

    // ---- terms that overlap -------------------------------------------------------------------------------------

    /**
     * A found term's high half names a term's index below this, a joined pair ({@link #joined}) at or above it: the
     * pair's later term's index in its low {@link #PAIR_BITS} bits, and above them one more than its earlier term's
     * place among the terms that join ({@link #joinerIds}), at most {@link #JOINER_MASK}, so the half stays
     * non-negative. A lexicon of more terms, or of more that join, is refused when it is built.
     */
    private static final int JOINED = 1 << 16;
    /** The bits of a joined pair's later term's index, and their mask. */
    private static final int PAIR_BITS = 16;
    private static final int PAIR_MASK = (1 << PAIR_BITS) - 1;
    /** The most terms that join a lexicon may hold: one more than the last one's place fits above the later term. */
    private static final int JOINER_MASK = (1 << (31 - PAIR_BITS)) - 1;

    /**
     * Where a term of {@link #TAKING_BACK} can start inside another: the first word of each such term (to its first
     * blank) and, for a term that opens with a letter of Han, kana or Hangul, its first two characters: one shared
     * character joins words at random (비어 and 어제 in 비어제거).
     */
    private static Set<String> openingWords(Set<Map.Entry<String, Long>> terms) {
        Set<String> opening = new java.util.HashSet<>();
        for (Map.Entry<String, Long> e : terms) {
            String t = e.getKey();
            if ((e.getValue() & TAKING_BACK) != 0) {
                int blank = t.indexOf(' ');
                if (t.charAt(0) < 0x2E80) {
                    opening.add(blank < 0 ? t : t.substring(0, blank));
                } else if (t.length() >= 3) {
                    opening.add(t.substring(0, 2)); // a word shared, two characters at least, and more after it
                }
            }
        }
        return opening;
    }

    /**
     * Whether a match of {@code term} is read on past its end ({@link #joined}): it takes a value back and nothing
     * else, and a word of it after its first (two characters or more, in Han, kana and Hangul) opens a term that does
     * too. {@code firsts}: the first characters of {@code opening}, one bit a character.
     */
    private static boolean joins(String term, long categories, Set<String> opening, long[] firsts) {
        if ((categories & ~(TAKING_BACK | ALSO_JOINING)) != 0 || (categories & TAKING_BACK) == 0 || term.contains(GAP)) {
            return false;
        }
        for (int i = 1; i < term.length(); i++) {
            char c = term.charAt(i);
            if ((firsts[c >>> 6] & (1L << c)) == 0) {
                continue; // no opening starts with it: most characters of a term (read once a term, at load)
            }
            if (c >= 0x2E80 ? i + 2 <= term.length() && opening.contains(term.substring(i, i + 2))
                    : term.charAt(i - 1) == ' ' && c != ' ' && opening.contains(word(term, i))) {
                return true;
            }
        }
        return false;
    }

    /** The word of {@code term} from {@code i} to its next blank. */
    private static String word(String term, int i) {
        int blank = term.indexOf(' ', i);
        return blank < 0 ? term.substring(i) : term.substring(i, blank);
    }

    /**
     * {@link #at} of a term {@code t} that {@link Term#joins joins}, matched at {@code text[p, end)}: a term of
     * {@link #TAKING_BACK} among {@code categories} that starts at a word inside it (two characters before its end
     * or earlier, in Han, kana and Hangul) and ends past {@code end} is read with it, as one pair that holds both
     * terms' categories and ends where the later one does ({@code is not} and {@code not tested} in
     * {@code is not tested}, {@code noch nicht} and
     * {@code nicht geprüft}): the longest term at a place no longer hides one that says more. The later term must
     * say more: reach past the earlier by more than blanks, in a category the earlier is not of and no negation
     * (クローンできません, a check not made, and ませんでした, a negation, are one negation). A term that keeps a value
     * ({@code not blocking}) hides what starts inside it. Read only where asked ({@link View#atJoined}).
     */
    private long joined(CharSequence text, int p, int end, int limit, long categories, int t) {
        long want = categories & TAKING_BACK;
        long best = ((long) t << 32) | end;
        if (want == 0) {
            return best;
        }
        for (int q = p + 1; q < end; q++) {
            char c = text.charAt(q);
            if (c < 0x2E80 ? !(isBlank(text.charAt(q - 1)) && !isBlank(c)) : q > end - 2) {
                continue; // a word's start; in Han, kana and Hangul, two characters or more shared
            }
            long inner = at(text, q, limit, want, byFirst);
            if (inner >= 0 && endOf(inner) > endOf(best) && !blanksOnly(text, end, endOf(inner))
                    && (terms[(int) (inner >>> 32)].categories & ~terms[t].categories & ~NEGATIONS) != 0) {
                best = ((long) ((joinerIds[t] + 1) << PAIR_BITS | (int) (inner >>> 32)) << 32) | endOf(inner);
            }
        }
        return best;
    }

    /**
     * The characters whose script a look for words this reading cannot weigh looks up ({@link #unreadLetter}), as
     * bits ({@code c} is bit {@code c % 64} of word {@code c / 64}): letters and high surrogates, but not Latin below
     * U+0370, the CJK marks, kana and Han, Hangul syllables and the half- and full-width forms, whose scripts are
     * known without a look-up. Most characters of most texts are none of them.
     */
    static final long[] SCRIPT_LOOKS = scriptLooks();

    private static long[] scriptLooks() {
        long[] bits = new long[(Character.MAX_VALUE + 1) / 64];
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            boolean known = c < 0x370 || c >= 0x3000 && c <= 0x9FFF || c >= 0xAC00 && c <= 0xD7AF
                    || c >= 0xFF00 && c <= 0xFFEF;
            if (!known && (Character.isLetter((char) c) || Character.isHighSurrogate((char) c))) {
                bits[c >>> 6] |= 1L << c;
            }
        }
        return bits;
    }

    /**
     * At a place {@link #SCRIPT_LOOKS} takes: the length in characters (1, or 2 for a surrogate pair) of the letter
     * that starts there when it is in a script none of the lexicon's languages is written in, else 0. Two such
     * letters in a row ({@code Итог}, {@code النتيجة}, not a lone {@code π}) are a word this reading cannot weigh
     * ({@link Assertion#unreadWord}).
     */
    int unreadLetter(CharSequence text, int p) {
        int cp = Character.codePointAt(text, p);
        return !Character.isLetter(cp) || scripts.contains(Character.UnicodeScript.of(cp)) ? 0 : Character.charCount(cp);
    }

    /** The lexicon of the files on the class path. */
    public static Lexicon get() {
        return LOADED;
    }

    // ---- matching ----------------------------------------------------------------------------------------------

    /**
     * The longest term of one of {@code categories} that starts at {@code p} and ends by {@code limit}: its index
     * in the high half and its end in the low half, or -1.
     */
    long at(CharSequence text, int p, int limit, long categories) {
        return at(text, p, limit, categories, byFirst);
    }

    /**
     * The terms of {@code categories} alone, arranged as the whole lexicon's are ({@link View#at}): a reader that asks
     * for one set of categories at most places of a text (the findings' one pass) compares only their terms, where the
     * whole lexicon's lists hold every category's (at the {@code th} of English prose, dozens of terms). Those that
     * open with a {@link #isWordCharacter word character} are found by that first word as well ({@link View#at}).
     */
    View view(long categories) {
        Bucket[] buckets = new Bucket[byFirst.length];
        List<int[]> byWord = new ArrayList<>(); // {hash of the first word, term}, in the order of the lexicon's lists
        int longestWord = 0;
        for (int s = 0; s < byFirst.length; s++) {
            int[] kept = new int[longestFirsts[s].length];
            int n = 0;
            for (int t : longestFirsts[s]) {
                if ((terms[t].categories & categories) != 0) {
                    kept[n++] = t;
                }
            }
            kept = Arrays.copyOf(kept, n);
            buckets[s] = kept.length == 0 ? null : Bucket.of(terms, kept);
            for (int t : kept) {
                String text = terms[t].text;
                int word = 0;
                int h = 0;
                while (word < text.length() && isWordCharacter(text.charAt(word))) {
                    h = hashWord(h, text.charAt(word++));
                }
                if (word > 0) {
                    byWord.add(new int[] {h, t});
                    longestWord = Math.max(longestWord, word);
                }
            }
        }
        int bits = 6;
        while ((1 << bits) < 4 * byWord.size()) {
            bits++;
        }
        int[] hashes = new int[1 << bits];
        int[][] slots = new int[1 << bits][];
        for (int[] e : byWord) {
            int slot = View.slot(e[0], bits);
            while (slots[slot] != null && hashes[slot] != e[0]) {
                slot = (slot + 1) & ((1 << bits) - 1);
            }
            int[] ids = slots[slot] == null ? new int[0] : slots[slot];
            ids = Arrays.copyOf(ids, ids.length + 1);
            ids[ids.length - 1] = e[1];
            slots[slot] = ids;
            hashes[slot] = e[0];
        }
        // Each slot's terms held beside the character after their first word and its blank run (-1: none), and the
        // hash of the keys that follow their first word as every match reads them (restOf), in one array: a word that
        // opens terms reads them from one place, where a table by term was read at random.
        for (int s = 0; s < slots.length; s++) {
            int[] ids = slots[s];
            if (ids == null) {
                continue;
            }
            int[] withAfter = new int[View.STRIDE * ids.length];
            for (int i = 0; i < ids.length; i++) {
                Term term = terms[ids[i]];
                String text = term.text;
                int word = 0;
                while (word < text.length() && isWordCharacter(text.charAt(word))) {
                    word++;
                }
                int at = View.STRIDE * i;
                withAfter[at] = ids[i];
                // (A gap after the first word, not yet fully green, is any word: no one character follows.)
                // (An aside may stand there too where the first word is the term's negation: ASIDE_AFTER.)
                withAfter[at + 1] = word + 1 < text.length() && text.charAt(word) == ' ' && text.charAt(word + 1) != ' '
                        && !text.startsWith(GAP, word + 1)
                                ? text.charAt(word + 1) | (term.asideAt(word) ? ASIDE_AFTER : 0) : -1;
                long rest = restOf(term, word, false);
                withAfter[at + 2] = (int) (rest >>> 32);
                withAfter[at + 3] = (int) rest;
                // Where those keys stop at a place an aside may stand (after the negation of "does not block"), the
                // keys after it, which a match reads as they stand wherever no aside opens there.
                int stop = restEnd(term, word, (int) (rest >>> 32));
                long after = stop < text.length() && term.asideAt(stop) && text.charAt(stop) == ' '
                        ? restOf(term, stop, true) : 0;
                withAfter[at + 4] = (int) (after >>> 32);
                withAfter[at + 5] = (int) after;
            }
            slots[s] = withAfter;
        }
        return new View(buckets, categories, hashes, slots, bits, longestWord);
    }

    /** The most keys after a term's first word {@link #restOf} reads. */
    private static final int REST_KEYS = 12;

    /**
     * How many keys follow a term's first word (ending at {@code word}) that every match of it reads as they stand, at
     * most {@link #REST_KEYS}, in the high int, and their hash in the low: the term's characters, a blank run as one
     * {@code ' '} (the key {@link View#atWord} reads of a text's blank run), up to a gap, a blank before one (a
     * parenthetical may stand for it) or a place an aside may stand ({@link Term#asideAt}), where a match reads more
     * than the term's characters. A text whose keys after its word hash otherwise matches no such term.
     */
    private static long restOf(Term term, int word, boolean pastAside) {
        return restOf(term, word, pastAside, REST_KEYS);
    }

    /** {@link #restOf(Term, int, boolean)} of at most {@code most} keys. */
    private static long restOf(Term term, int word, boolean pastAside, int most) {
        String t = term.text;
        int n = 0;
        int h = 0;
        for (int i = word; i < t.length() && n < most; n++) {
            char c = t.charAt(i);
            if (term.asideAt(i) && !(pastAside && i == word) || t.startsWith(GAP, i)
                    || c == ' ' && t.startsWith(GAP, i + 1)) {
                break;
            }
            h = h * 31 + c;
            i++;
            while (c == ' ' && i < t.length() && t.charAt(i) == ' ') {
                i++;
            }
        }
        return (long) n << 32 | (h & 0xFFFFFFFFL);
    }

    /** The term's character after the first {@code keys} keys {@link #restOf} reads from {@code word}. */
    private static int restEnd(Term term, int word, int keys) {
        String t = term.text;
        int i = word;
        for (int n = 0; n < keys; n++) {
            char c = t.charAt(i++);
            while (c == ' ' && i < t.length() && t.charAt(i) == ' ') {
                i++;
            }
        }
        return i;
    }

    /**
     * Set beside the character after a term's first word ({@link View}) where that word is the term's negation and an
     * aside may stand after it ({@link Term#asideAt}): the term is compared in full where an aside opens there.
     */
    private static final int ASIDE_AFTER = 1 << 16;

    /** The marks an aside may open with right after a word, with no blank between ({@link #pastParenthetical}). */
    private static final String ASIDE_MARKS = ",(—–，（";

    /** Whether {@code c} may open an aside ({@link #pastParenthetical}). */
    static boolean opensAsideAt(char c) {
        return c == '-' || ASIDE_MARKS.indexOf(c) >= 0;
    }

    /** Whether an aside's mark stands at {@code q} past a blank run ({@link #pastParenthetical}'s opening marks). */
    private static boolean opensAside(CharSequence text, int q, int limit) {
        q = skipBlanks(text, q, limit);
        if (q >= limit) {
            return false;
        }
        char c = text.charAt(q);
        return c == '-' || ASIDE_MARKS.indexOf(c) >= 0;
    }

    /**
     * {@link #view}: {@link #at} of one set of categories, trying only their terms, in the same order. A term that opens
     * with a word character ({@link #isWordCharacter}) matches only where the text's word (its run of word
     * characters, folded) is the term's first word: a place of Latin prose reads its word once, and most words are
     * the first word of no term, where the lexicon's lists by first and second character leave many terms to compare
     * at the start of most English words ({@code th}, {@code is}).
     */
    final class View {
        private final Bucket[] buckets;
        private final long categories;
        /**
         * The terms that open with a word character, by the hash of their first word: an open-addressed table from
         * {@link #slot} on, a slot holding one hash ({@link #hashes}) and its terms in the order of the lexicon's
         * lists (longest first), null for none. Words of one hash share its list, and each term is compared in full,
         * so the first that matches is the one the lists give. Each term is held as two ints: its index, then the
         * character after its first word and the blank run that follows it ({@code f} of {@code is failing}), -1 where
         * no blank run follows the first word: a term of {@code is} is compared in full only where the text's word is
         * followed by blanks and that character (at the {@code is} of English prose, most terms of {@code is} are not).
         */
        private final int[] hashes;
        private final int[][] byFirstWord;
        private final int bits;
        /** The longest first word of those terms: a longer word of the text starts none. */
        private final int longestWord;

        /**
         * For a slot of more than {@link #NEXT_INDEXED} terms (the {@code the}, {@code is} and {@code no} of eleven
         * languages' lists, hundreds of terms each), the characters after its first word that its terms go on with,
         * sorted, else null; {@link #nextLists} holds, for each, the slot's terms a text going on so may match, in the
         * slot's order, and after them those that may match whatever follows (no blank run after the first word, or an
         * aside there). A word of prose compares the few that go on as it does, not every term of its slot.
         */
        private final char[][] nextKeys;
        private final int[][][] nextLists;
        /**
         * For a slot {@link #nextKeys} indexes that holds a negation an aside may follow ({@link #ASIDE_AFTER}: the
         * {@code not} of the harms' view, 179 terms), the lists of {@link #nextLists} for a text where no aside opens
         * after the word: such a term is kept only where it goes on as the text does, else null. At {@code does not
         * block}, none of the 179 is gone over.
         */
        private final int[][][] nextListsNoAside;

        private View(Bucket[] buckets, long categories, int[] hashes, int[][] byFirstWord, int bits, int longestWord) {
            this.buckets = buckets;
            this.categories = categories;
            this.hashes = hashes;
            this.byFirstWord = byFirstWord;
            this.bits = bits;
            this.longestWord = longestWord;
            this.nextKeys = new char[byFirstWord.length][];
            this.nextLists = new int[byFirstWord.length][][];
            this.nextListsNoAside = new int[byFirstWord.length][][];
            for (int s = 0; s < byFirstWord.length; s++) {
                int[] ids = byFirstWord[s];
                if (ids == null || ids.length / STRIDE <= NEXT_INDEXED) {
                    continue;
                }
                java.util.TreeSet<Character> nexts = new java.util.TreeSet<>();
                boolean asides = false;
                for (int i = 0; i < ids.length; i += STRIDE) {
                    if (ids[i + 1] >= 0) {
                        nexts.add((char) (ids[i + 1] & ~ASIDE_AFTER));
                        asides |= ids[i + 1] >= ASIDE_AFTER;
                    }
                }
                char[] keys = new char[nexts.size()];
                int[][] lists = new int[keys.length + 1][];
                int[][] noAside = asides ? new int[keys.length + 1][] : null;
                int k = 0;
                for (char c : nexts) {
                    keys[k] = c;
                    if (asides) {
                        noAside[k] = goingOnNoAside(ids, c);
                    }
                    lists[k++] = goingOn(ids, c);
                }
                lists[keys.length] = goingOn(ids, -1);
                if (asides) {
                    noAside[keys.length] = goingOnNoAside(ids, -1);
                }
                nextKeys[s] = keys;
                nextLists[s] = lists;
                nextListsNoAside[s] = noAside;
            }
        }

        /** The terms of a slot's {@code ids} a text whose first word goes on with {@code next} (-1: none) may match, in order. */
        private static int[] goingOn(int[] ids, int next) {
            int[] kept = new int[ids.length];
            int n = 0;
            for (int i = 0; i < ids.length; i += STRIDE) {
                int after = ids[i + 1];
                if (after < 0 || after >= ASIDE_AFTER || after == next) {
                    System.arraycopy(ids, i, kept, n, STRIDE);
                    n += STRIDE;
                }
            }
            return Arrays.copyOf(kept, n);
        }

        /**
         * {@link #goingOn} where no aside opens after the text's word: a term a blank run follows is kept only where its
         * next character is {@code next}, whether an aside may stand after its first word or not.
         */
        private static int[] goingOnNoAside(int[] ids, int next) {
            int[] kept = new int[ids.length];
            int n = 0;
            for (int i = 0; i < ids.length; i += STRIDE) {
                int after = ids[i + 1];
                if (after < 0 || (after & ~ASIDE_AFTER) == next) {
                    System.arraycopy(ids, i, kept, n, STRIDE);
                    n += STRIDE;
                }
            }
            return Arrays.copyOf(kept, n);
        }

        /**
         * The first words this view finds terms by ({@link #atWord}), three ints a term: its first word's hash, then
         * how far the rest of it is told ({@link WordKinds#ANY}: it may go on with anything, no blank run after its
         * first word or an aside that may stand there; {@link WordKinds#NEXT}: the character after that blank run;
         * {@link WordKinds#KEYS}: the hash of the first {@link WordKinds#KEYS} keys after the word, as
         * {@link #restHashes} reads them), then that character or hash.
         */
        int[] firstWords() {
            int n = 0;
            for (int[] ids : byFirstWord) {
                n += ids == null ? 0 : ids.length / STRIDE;
            }
            int[] out = new int[3 * n];
            n = 0;
            for (int s = 0; s < byFirstWord.length; s++) {
                int[] ids = byFirstWord[s];
                for (int i = 0; ids != null && i < ids.length; i += STRIDE, n += 3) {
                    int after = ids[i + 1];
                    out[n] = hashes[s];
                    if (after < 0 || after >= ASIDE_AFTER) {
                        out[n + 1] = WordKinds.ANY;
                    } else if (ids[i + 2] < WordKinds.KEYS) {
                        out[n + 1] = WordKinds.NEXT;
                        out[n + 2] = after;
                    } else {
                        Term term = terms[ids[i]];
                        int word = 0;
                        while (isWordCharacter(term.text.charAt(word))) {
                            word++;
                        }
                        out[n + 1] = WordKinds.KEYS;
                        out[n + 2] = (int) restOf(term, word, false, WordKinds.KEYS);
                    }
                }
            }
            return out;
        }

        /** The longest first word of this view's terms ({@link #atWord}). */
        int longestWord() {
            return longestWord;
        }

        /** The most terms of a slot compared without {@link #nextKeys}. */
        private static final int NEXT_INDEXED = 8;

        static int slot(int hash, int bits) {
            return (hash * 0x9E3779B9) >>> (32 - bits);
        }

        /**
         * {@link Lexicon#at(CharSequence, int, int, long)} of this view's categories: at a word character by the first
         * word of its terms ({@link #atWord}), elsewhere from the lists by first and second character
         * ({@link #atByLists}).
         */
        long at(CharSequence text, int p, int limit) {
            return p < limit && isWordCharacter(fold(text.charAt(p))) ? atWord(text, p, limit) : atByLists(text, p, limit);
        }

        /**
         * {@link #at}, where a term that takes back hides none that starts inside it and says more: the two are read
         * as one pair ({@link Lexicon#joined}). For a reader that reads a text as terms side by side and weighs each
         * (a review's findings); a reader that asks whether listed words cover a text asks {@link #at}.
         */
        long atJoined(CharSequence text, int p, int limit) {
            long found = at(text, p, limit);
            int t = (int) (found >>> 32);
            return found >= 0 && terms[t].joins ? joined(text, p, endOf(found), limit, categories, t) : found;
        }

        /**
         * {@link #at} where the character at {@code p} folds to a word character: the text's word up to {@code limit}
         * is read once and only the terms whose first word has its hash are compared. Where a term matches, its first
         * word is the text's word: a character after it in the term is no word character, and one after the whole
         * term is none either, as every character that folds to a word character is {@link #isSpaced}.
         */
        private long atWord(CharSequence text, int p, int limit) {
            if (p > 0 && isSpaced(text.charAt(p)) && isSpaced(text.charAt(p - 1))) {
                return -1; // inside a word of a spaced script, as the lists answer
            }
            int end = Math.min(limit, p + longestWord + 1);
            int h = 0;
            int q = p;
            for (char f; q < end && isWordCharacter(f = fold(text.charAt(q))); q++) {
                h = hashWord(h, f);
            }
            if (q - p > longestWord) {
                return -1;
            }
            int slot = slot(h, bits);
            int[] ids;
            while ((ids = byFirstWord[slot]) != null && hashes[slot] != h) {
                slot = (slot + 1) & (byFirstWord.length - 1);
            }
            if (ids == null) {
                return -1; // most words of a text: the first word of no term
            }
            // The text's character after its word and a blank run there, folded (-1: no blank, or none before limit):
            // a term whose first word a blank run follows matches only where its next character is this one.
            int next = -1;
            if (q < limit && isBlank(text.charAt(q))) {
                int r = q + 1;
                while (r < limit && isBlank(text.charAt(r))) {
                    r++;
                }
                next = r < limit ? fold(text.charAt(r)) : -1;
            }
            int aside = -1; // whether an aside opens after the word: asked once, where a term first asks (0 no, 1 yes)
            char[] nextsHeld = nextKeys[slot];
            if (nextsHeld != null) {
                int k = next < 0 ? -1 : Arrays.binarySearch(nextsHeld, (char) next);
                int[][] noAside = nextListsNoAside[slot];
                if (noAside != null) {
                    aside = opensAside(text, q, limit) ? 1 : 0; // asked once here: the list follows from it
                }
                ids = (aside == 0 ? noAside : nextLists[slot])[k >= 0 ? k : nextsHeld.length];
            }
            int[] rest = null; // the hashes of the text's keys after its word (restHashes): read once, where asked
            int pastFrom = -1; // where the keys past a place an aside may stand were last read (past), -1 none
            int[] past = null; // their hashes, null where an aside opens there
            for (int i = 0; i < ids.length; i += STRIDE) {
                int after = ids[i + 1];
                if (after >= 0 && after != next && (after < ASIDE_AFTER || (after & ~ASIDE_AFTER) != next
                        && (aside = aside >= 0 ? aside : opensAside(text, q, limit) ? 1 : 0) == 0)) {
                    continue;
                }
                int keys = ids[i + 2];
                if (keys > 2) {
                    // (Two keys, the blank run and the character after it, are what after has already told.)
                    rest = rest != null ? rest : restHashes(text, q, limit);
                    if (rest[0] < keys || rest[keys] != ids[i + 3]) {
                        continue; // does not block: of the terms of does, only those going on with " not" are compared
                    }
                }
                int keysPast = ids[i + 4];
                if (keysPast > 1) {
                    // Past the place an aside may stand, where none opens: of the terms of "does not", only those
                    // going on with " block" are compared.
                    rest = rest != null ? rest : restHashes(text, q, limit);
                    if (rest[0] < keys) {
                        continue;
                    }
                    int r = rest[REST_KEYS + 1 + keys];
                    if (r != pastFrom) {
                        pastFrom = r;
                        past = opensAside(text, r, limit) ? null : restHashes(text, r, limit);
                    }
                    if (past != null && (past[0] < keysPast || past[keysPast] != ids[i + 5])) {
                        continue;
                    }
                }
                int t = ids[i];
                if (terms[t].endsOtherwise(text, p, limit)) {
                    continue;
                }
                int found = matches(text, p, limit, terms[t]);
                if (found >= 0) {
                    return orGapPast(text, p, limit, categories, t, found);
                }
            }
            return -1;
        }

        /**
         * How many ints a term takes in a slot's array: its index, the character after its first word,
         * {@link #restOf}'s two, and restOf's two past a place an aside may stand where the first stop there (0 none).
         */
        static final int STRIDE = 6;

        /**
         * The hashes of the keys of {@code text} from {@code q} on, as {@link #restOf} hashes a term's: at {@code k}
         * the hash of the first {@code k}, at 0 how many were read (fewer than {@link #REST_KEYS} where {@code limit}
         * came first), and at {@code REST_KEYS + 1 + k} the text's place after the first {@code k}.
         */
        private static int[] restHashes(CharSequence text, int q, int limit) {
            int[] hashes = new int[2 * (REST_KEYS + 1)];
            int h = 0;
            int n = 0;
            hashes[REST_KEYS + 1] = q;
            while (n < REST_KEYS && q < limit) {
                char c = text.charAt(q++);
                char k = isBlank(c) ? ' ' : fold(c);
                while (k == ' ' && q < limit && isBlank(text.charAt(q))) {
                    q++;
                }
                h = h * 31 + k;
                hashes[++n] = h;
                hashes[REST_KEYS + 1 + n] = q;
            }
            hashes[0] = n;
            return hashes;
        }

        /**
         * {@link #at} from the lexicon's lists by first and second character alone, at any place: what a place that
         * opens with no word character is read by, and the word index's oracle in tests.
         */
        long atByLists(CharSequence text, int p, int limit) {
            return Lexicon.this.at(text, p, limit, categories, buckets);
        }
    }

    /**
     * A character a term's first word is read of ({@link View#at}), folded: an ASCII letter in lower case, a digit or
     * {@code _}.
     */
    static boolean isWordCharacter(char folded) {
        return folded >= 'a' && folded <= 'z' || folded >= '0' && folded <= '9' || folded == '_';
    }

    /** The hash of a word ({@link View}) whose start hashes to {@code hash}, with the word character {@code folded} after it. */
    private static int hashWord(int hash, char folded) {
        return hash * 31 + folded;
    }

    private long at(CharSequence text, int p, int limit, long categories, Bucket[] buckets) {
        if (p >= limit) {
            return -1;
        }
        if (p > 0 && isSpaced(text.charAt(p)) && isSpaced(text.charAt(p - 1))) {
            // Inside a word of a spaced script: a term that begins with such a letter matches only at a word's
            // start, so none starts here, and no term is tried (most positions of Latin prose).
            return -1;
        }
        int s = slot[fold(text.charAt(p))];
        if (s == 0 || (byFirstCategories[s - 1] & categories) == 0 || buckets[s - 1] == null) {
            return -1;
        }
        int third = -2; // the text's third character from p, folded, once a term asks for it (-1: none)
        for (int t : buckets[s - 1].candidates(text, p, limit)) {
            Term term = terms[t];
            if ((term.categories & categories) == 0) {
                continue;
            }
            if (term.third >= 0) {
                // The candidates share their first two characters with the text: most differ at the third, which is
                // compared here without the term's full comparison.
                if (third == -2) {
                    third = p + 2 < limit ? fold(text.charAt(p + 2)) : -1;
                }
                if (third != term.third) {
                    continue;
                }
            }
            if (term.endsOtherwise(text, p, limit)) {
                continue;
            }
            int end = matches(text, p, limit, term);
            if (end >= 0) {
                return orGapPast(text, p, limit, categories, t, end);
            }
        }
        return -1;
    }

    /**
     * The terms that share a first character, longest first, and the same terms sorted once more by their second
     * character: at a place, only those whose second character is the text's next one are compared (a first
     * character alone leaves ninety terms to try at a {@code p}). Each list keeps the longest-first order, so the
     * term found is the one the whole list would give.
     */
    private record Bucket(char[] seconds, int[][] bySecond, int[] alone, int[] blank, int[] aside) {

        /**
         * The terms of {@code longestFirst} that may match where the text's next character is {@code text[p + 1]}:
         * those of one character, those whose second character is that one folded, and, where it is a blank, those
         * whose second is a blank run ({@code ' '} in a term matches any run of blanks).
         */
        int[] candidates(CharSequence text, int p, int limit) {
            if (p + 1 >= limit) {
                return alone;
            }
            char next = fold(text.charAt(p + 1));
            char[] keys = seconds;
            for (int k = 0; k < keys.length; k++) {
                if (keys[k] == next) {
                    return bySecond[k];
                }
            }
            // Where an aside's mark stands next, the terms whose negation is their first character may read past it
            // (没（据我所知）通过: Term#asideAt).
            return isBlank(next) ? blank : aside != alone && opensAside(text, p + 1, limit) ? aside : alone;
        }

        static Bucket of(Term[] terms, int[] longestFirst) {
            if (terms[longestFirst[0]].text.charAt(0) == ' ') {
                // A term that opens with a blank run reads its second character past the run, wherever that ends:
                // every term of such a bucket is tried.
                return new Bucket(new char[0], new int[0][], longestFirst, longestFirst, longestFirst);
            }
            StringBuilder keys = new StringBuilder();
            for (int t : longestFirst) {
                String text = terms[t].text;
                if (text.length() > 1 && keys.indexOf(String.valueOf(text.charAt(1))) < 0) {
                    keys.append(text.charAt(1));
                }
            }
            char[] seconds = keys.toString().toCharArray();
            int[][] bySecond = new int[seconds.length][];
            for (int k = 0; k < seconds.length; k++) {
                char key = seconds[k];
                bySecond[k] = select(terms, longestFirst, second -> second == key || (second == ' ' && isBlank(key)));
            }
            int[] alone = select(terms, longestFirst, second -> false);
            int[] aside = Arrays.stream(longestFirst).filter(t -> terms[t].text.length() == 1 || terms[t].asideAt(1))
                    .toArray();
            return new Bucket(seconds, bySecond, alone, select(terms, longestFirst, second -> second == ' '),
                    aside.length == alone.length ? alone : aside);
        }

        /** The terms of one character and those whose second character {@code second} takes, in their order. */
        private static int[] select(Term[] terms, int[] longestFirst, java.util.function.IntPredicate second) {
            int[] kept = new int[longestFirst.length];
            int n = 0;
            for (int t : longestFirst) {
                if (terms[t].text.length() == 1 || second.test(terms[t].text.charAt(1))) {
                    kept[n++] = t;
                }
            }
            return Arrays.copyOf(kept, n);
        }
    }

    /** The categories of the term a non-negative {@link #at} found. */
    long categoriesOf(long found) {
        int id = (int) (found >>> 32);
        return id < JOINED ? terms[id].categories : earlierCategoriesOf(found) | laterCategoriesOf(found);
    }

    /**
     * Where the words of the term a non-negative {@link #at} found at {@code p} stand apart around its gap
     * ({@link #GAP}): {@code {headEnd, tailStart}}, the words between no part of the term ({@code lets} and
     * {@code through} in {@code lets empty passwords through}); null where the term holds no gap.
     */
    int[] apart(long found, int p) {
        int id = (int) (found >>> 32);
        int gap = id < JOINED ? terms[id].text.indexOf(" " + GAP) : -1;
        if (gap < 0) {
            return null;
        }
        String t = terms[id].text;
        int rest = gap + 1 + GAP.length();
        if (rest < t.length() && t.charAt(rest) >= '1' && t.charAt(rest) <= '9') {
            rest++;
        }
        return new int[] {p + gap, endOf(found) - (t.length() - rest - 1)};
    }

    /** Whether a non-negative {@link #at} found a joined pair ({@link #joined}). */
    static boolean joinedPair(long found) {
        return (int) (found >>> 32) >= JOINED;
    }

    /**
     * The later term of a joined pair {@code found} at {@code p} ({@link #joined}), as {@link #at} finds it at its
     * own start, which is in the high half of the answer, the term's end in the low half: a reader that reads a text
     * as terms side by side reads the pair as the later term, which says more. Where it is not found again inside the
     * pair's end (a term whose match reads past that end), the start is {@code p}: the pair is read whole there.
     */
    long laterOf(CharSequence text, int p, long found) {
        int later = (int) (found >>> 32) & PAIR_MASK;
        int end = endOf(found);
        for (int q = p + 1; q < end; q++) {
            long inner = at(text, q, end, TAKING_BACK, byFirst);
            if (inner >= 0 && (int) (inner >>> 32) == later && endOf(inner) == end) {
                return ((long) q << 32) | end;
            }
        }
        return ((long) p << 32) | end; // not found again within the pair's end: the pair read whole from p
    }

    /** The categories of the later term of a joined pair ({@link #laterOf}). */
    long laterCategoriesOf(long found) {
        return terms[(int) (found >>> 32) & PAIR_MASK].categories;
    }

    /** The categories of the earlier term of a joined pair ({@link #joined}). */
    long earlierCategoriesOf(long found) {
        return terms[joiners[((int) (found >>> 32) >>> PAIR_BITS) - 1]].categories;
    }

    /** Whether {@code text[from, to)} is blanks only: a term that reaches past another by its closing blank says no more. */
    static boolean blanksOnly(CharSequence text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!isBlank(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The end of the term a non-negative {@link #at} found. */
    static int endOf(long found) {
        return (int) found;
    }

    /** Whether {@code c} (folded) is the first character of any term: most characters are not. */
    boolean starts(char c) {
        return slot[fold(c)] != 0;
    }

    /** Whether {@code c} (folded) is the first character of a term of one of {@code categories}. */
    boolean starts(char c, long categories) {
        int s = slot[fold(c)];
        return s != 0 && (byFirstCategories[s - 1] & categories) != 0;
    }

    /**
     * The first word of each term of {@code categories} that opens with a word character, as {@link View#at} reads a
     * text's word, by its first {@link #PREFIX_LENGTH} characters (fewer where it is shorter): bits {@link #mayOpenWord}
     * asks. A look at a word's first characters refuses most words of a text before its whole word is hashed.
     */
    long[] firstWordPrefixes(long categories) {
        long[] bits = new long[PREFIX_BITS / 64];
        for (Term term : terms) {
            if ((term.categories & categories) != 0 && isWordCharacter(term.text.charAt(0))) {
                int key = prefixKey(term.text, 0, term.text.length());
                bits[key >>> 6] |= 1L << key;
            }
        }
        return bits;
    }

    /**
     * Whether a word of {@code text} at {@code p}, whose first character folds to a word character, may be the first
     * word of a term {@link #firstWordPrefixes} holds: its first {@link #PREFIX_LENGTH} characters (fewer where it is
     * shorter) are among theirs. A term's first word is a text's whole word ({@link View#atWord}), so no term is refused.
     */
    static boolean mayOpenWord(long[] prefixes, CharSequence text, int p, int limit) {
        int key = prefixKey(text, p, limit);
        return (prefixes[key >>> 6] & (1L << key)) != 0;
    }

    /**
     * For a reader that asks several views at each Latin word (the findings' one pass), which of them may find a term
     * by the word: each view's first words ({@link View#firstWords}) in open-addressed tables, a first word's hash
     * with the bits of the views (at most eight) one of whose terms opens with it and may go on with anything, and
     * the hash with the character its terms go on with after a blank run, with the bits of the views whose terms go
     * on so. The text's word and that character are read once as {@link View#atWord} reads them, and a view whose bit
     * is not set finds no term there (a bit set may be a hash shared by other words: the view is asked and refuses).
     * Most words of prose open terms of a list or two ({@code the}, {@code is}), as a table by a word's first
     * characters told, but few go on as one of them does: at the {@code the} of {@code the index} no list is asked,
     * where each list asked hashed the word again and went over its terms of {@code the}.
     */
    static final class WordKinds {
        /**
         * By a first word's hash, every first word of the views: the hash in the high half, and in the low the bits of
         * the views of a term that may go on with anything after it, with {@link #GOES_ON} where terms of it are told
         * by what follows (0: an empty slot); one load a look, and most words of a text (the first word of no term)
         * look no further.
         */
        private final long[] words;
        /** By a first word's hash with the character after its blank run ({@link #pair}): the views of terms going on so. */
        private final long[] pairs;
        /** By a first word's hash with the hash of the {@link #KEYS} keys after it: the views of terms going on so. */
        private final long[] keyed;
        private final int wordBits;
        private final int pairBits;
        private final int keyedBits;
        /** {@link #words}: the word opens terms in {@link #pairs} or {@link #keyed} too. */
        private static final int GOES_ON = 1 << 8;
        /** {@link View#firstWords}: a term that may go on with anything after its first word. */
        static final int ANY = 0;
        /** {@link View#firstWords}: a term told by the character after its first word's blank run. */
        static final int NEXT = 1;
        /**
         * {@link View#firstWords}: a term told by its first keys after its first word (the blank run and three
         * characters), where it has as many that every match reads as they stand: at the {@code the} of
         * {@code the index}, the terms of {@code the i} are not.
         */
        static final int KEYS = 4;
        /** The longest first word of the views: a longer word of the text is the first word of none. */
        private final int longest;

        private WordKinds(long[] words, long[] pairs, long[] keyed, int longest) {
            this.words = words;
            this.pairs = pairs;
            this.keyed = keyed;
            this.wordBits = Integer.numberOfTrailingZeros(words.length);
            this.pairBits = Integer.numberOfTrailingZeros(pairs.length);
            this.keyedBits = Integer.numberOfTrailingZeros(keyed.length);
            this.longest = longest;
        }

        /** The table of {@code kinds[i]}'s views under bit {@code i}. */
        static WordKinds of(View[]... kinds) {
            if (kinds.length > 8) {
                throw new IllegalArgumentException("at most eight kinds of views in one table");
            }
            java.util.Map<Integer, Integer> words = new java.util.HashMap<>();
            java.util.Map<Integer, Integer> pairs = new java.util.HashMap<>();
            java.util.Map<Integer, Integer> keyed = new java.util.HashMap<>();
            int longest = 0;
            for (int i = 0; i < kinds.length; i++) {
                for (View view : kinds[i]) {
                    longest = Math.max(longest, view.longestWord());
                    int[] w = view.firstWords();
                    for (int j = 0; j < w.length; j += 3) {
                        var table = w[j + 1] == ANY ? words : w[j + 1] == NEXT ? pairs : keyed;
                        table.merge(w[j + 1] == ANY ? w[j] : pair(w[j], w[j + 2]), 1 << i, (x, y) -> x | y);
                        words.merge(w[j], w[j + 1] == ANY ? 0 : GOES_ON, (x, y) -> x | y);
                    }
                }
            }
            return new WordKinds(table(words), table(pairs), table(keyed), longest);
        }

        private static long[] table(java.util.Map<Integer, Integer> entries) {
            int bits = 6;
            while ((1 << bits) < 2 * entries.size()) {
                bits++;
            }
            long[] table = new long[1 << bits];
            for (var e : entries.entrySet()) {
                int slot = View.slot(e.getKey(), bits);
                while (table[slot] != 0) {
                    slot = (slot + 1) & (table.length - 1);
                }
                table[slot] = (long) e.getKey() << 32 | e.getValue(); // never 0: a first word has bits or GOES_ON
            }
            return table;
        }

        /** The key of a first word's hash and the character after its blank run. */
        private static int pair(int hash, int next) {
            return hash * 0x01000193 + next;
        }

        private static int kindsOf(long[] table, int bits, int h) {
            for (int slot = View.slot(h, bits);; slot = (slot + 1) & (table.length - 1)) {
                long e = table[slot];
                if (e == 0 || (int) (e >>> 32) == h) {
                    return (int) e;
                }
            }
        }

        /**
         * The bits of the views that may find a term by the word at {@code p} (a character that folds to a word
         * character) of a text whose characters from {@code from} are {@code text}, read up to {@code limit} as
         * {@link View#atWord} reads it; 0 where none does.
         */
        int at(char[] text, int from, int p, int limit) {
            int end = Math.min(limit, p + longest + 1);
            int h = 0;
            int q = p;
            for (char f; q < end && isWordCharacter(f = fold(text[q - from])); q++) {
                h = hashWord(h, f);
            }
            if (q - p > longest) {
                return 0;
            }
            int kinds = kindsOf(words, wordBits, h);
            if ((kinds & GOES_ON) == 0) {
                return kinds;
            }
            kinds &= ~GOES_ON;
            if (q < limit && isBlank(text[q - from])) {
                int r = q + 1;
                while (r < limit && isBlank(text[r - from])) {
                    r++;
                }
                if (r < limit) {
                    char next = fold(text[r - from]);
                    kinds |= kindsOf(pairs, pairBits, pair(h, next));
                    // The keys after the word as View#restHashes reads them: the blank run, then characters, a blank
                    // run as one.
                    int keys = (' ' * 31) + next;
                    int n = 2;
                    for (r++; n < KEYS && r < limit; n++) {
                        char c = text[r++ - from];
                        char k = isBlank(c) ? ' ' : fold(c);
                        while (k == ' ' && r < limit && isBlank(text[r - from])) {
                            r++;
                        }
                        keys = keys * 31 + k;
                    }
                    if (n == KEYS) {
                        kinds |= kindsOf(keyed, keyedBits, pair(h, keys));
                    }
                }
            }
            return kinds;
        }
    }

    private static final int PREFIX_BITS = 1 << 16;
    /** How many of a word's first characters {@link #prefixKey} reads. */
    private static final int PREFIX_LENGTH = 5;

    /** The key of the first {@link #PREFIX_LENGTH} characters of the word at {@code p}, folded (fewer where it is shorter). */
    private static int prefixKey(CharSequence text, int p, int limit) {
        int h = fold(text.charAt(p));
        int end = Math.min(limit, p + PREFIX_LENGTH);
        for (int q = p + 1; q < end; q++) {
            char f = fold(text.charAt(q));
            if (!isWordCharacter(f)) {
                break;
            }
            h = h * 31 + f;
        }
        return (h * 0x9E3779B1) >>> 16;
    }

    /** The bits of both tables of bits, of one length. */
    static long[] or(long[] a, long[] b) {
        long[] out = a.clone();
        for (int i = 0; i < out.length; i++) {
            out[i] |= b[i];
        }
        return out;
    }

    /**
     * The characters {@link #starts(char, long)} is true of, as bits ({@code c} is bit {@code c % 64} of word
     * {@code c / 64}): 8 KB a scan asks once a character, where the tables behind {@code starts} are 256 KB.
     */
    long[] firstCharacters(long categories) {
        long[] bits = new long[(Character.MAX_VALUE + 1) / 64];
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            if (starts((char) c, categories)) {
                bits[c >>> 6] |= 1L << c;
            }
        }
        return bits;
    }

    /**
     * Where a term of {@code categories} may start, told from a place's first two characters before the lexicon is
     * looked at ({@link TermStarts#mayStartAt}).
     */
    TermStarts termStarts(long categories) {
        long[] alone = new long[(Character.MAX_VALUE + 1) / 64];
        long[] pairs = new long[TermStarts.PAIR_BITS / 64];
        long[] pairsAlone = new long[TermStarts.PAIR_BITS / 64];
        long[] triples = new long[TermStarts.PAIR_BITS / 64];
        long[] triplesAlone = new long[TermStarts.PAIR_BITS / 64];
        long[] quads = new long[TermStarts.PAIR_BITS / 64];
        long[] quadsAlone = new long[TermStarts.PAIR_BITS / 64];
        long[] fives = new long[TermStarts.PAIR_BITS / 64];
        long[][] tables = {alone, pairs, pairsAlone, triples, triplesAlone, quads, quadsAlone, fives};
        for (Term term : terms) {
            if ((term.categories & categories) == 0) {
                continue;
            }
            addStart(term.text, tables);
            // A parenthetical may open with its comma where the blank before a gap stands (not, strictly speaking, …).
            int gap = term.text.indexOf(" " + GAP);
            if (gap > 0) {
                addStart(term.text.substring(0, gap) + "," + term.text.substring(gap + 1), tables);
            }
            // So may an aside after the term's negation, where it stands among the characters the tables hold
            // (not—honestly—pass, no, en rigor, pasan, 没（据我所知）通过: Term#asideAt).
            // (The tables read no further than a place's fifth character: the negation and the mark are its start.)
            for (int i = 1; i < 5 && i < term.text.length(); i++) {
                if (term.asideAt(i)) {
                    for (char mark : ASIDE_MARKS.toCharArray()) {
                        addStart(term.text.substring(0, i) + mark, tables);
                    }
                }
            }
        }
        return new TermStarts(alone, pairs, pairsAlone, triples, triplesAlone, quads, quadsAlone, fives);
    }

    /**
     * Sets the bits of {@link #termStarts}' tables ({@code alone, pairs, pairsAlone, triples, …}) for a term's text: its
     * first five keys, a blank run read as one key ({@code ' '}, the key of every blank of a text, {@link TermStarts#key}),
     * as {@link TermStarts#mayStartAt} reads a text. A prefix is let through alone where the term ends after it or a gap
     * ({@link #GAP}) follows it, whose words stand at no one place.
     */
    private static void addStart(String t, long[][] tables) {
        char first = t.charAt(0);
        if (t.length() < 2 || first == ' ') {
            tables[0][first >>> 6] |= 1L << first; // a term of one character, or one opening with a blank run
            return;
        }
        // A blank run in a term matches any run of blanks: it is one key, ' ', where a bit for each kind of blank filled
        // the tables many times over and let words through that start no term (the U+3000 after "em" shared the bit of
        // "pas", so the PASS of every Japanese line of findings was looked up). The key after the run is read as the
        // next: the "the " of "the suite is empty" lets through "the s", not every "the" of English prose.
        int h = first;
        int i = 1;
        for (int level = 0; level < 4; level++) {
            char k = TermStarts.key(t.charAt(i));
            h = level == 0 ? TermStarts.hash(first, k) : TermStarts.next(h, k);
            long[] seen = tables[1 + 2 * level];
            int bit = TermStarts.index(h);
            seen[bit >>> 6] |= 1L << bit;
            int next = i + 1;
            while (k == ' ' && next < t.length() && t.charAt(next) == ' ') {
                next++;
            }
            if (level == 3) {
                return;
            }
            if (next >= t.length() || t.startsWith(GAP, next)) {
                long[] alone = tables[2 + 2 * level];
                alone[bit >>> 6] |= 1L << bit;
                return;
            }
            i = next;
        }
    }

    /**
     * The first two keys (characters folded, a blank run one key) of the terms of some categories, hashed into a table
     * of bits, their first three, four and five into three more, and the first characters that are such a term alone or
     * open one with a blank run: a place whose first two keys hash to no bit, and whose first is neither, starts none of
     * those terms, and {@link #at} need not be asked; nor does one whose first three, four or five hash to no bit,
     * unless a term that ends before them, or whose gap stands where they are read, shares the shorter prefix's bit (the
     * {@code th} of {@code the} and {@code this} passes the pairs of English prose, the {@code con} of {@code config}
     * the triples, and the keys after refuse most of its words: {@code the s} of {@code the suite is empty} lets through
     * no other {@code the}). A place passed may still start none (two prefixes may share a bit); none that starts one is
     * refused.
     */
    static final class TermStarts {
        static final int PAIR_BITS = 1 << 16;
        private final long[] alone;
        private final long[] pairs;
        /** The pairs' bits where a term of two keys, or one whose third key opens a gap, starts: no third is read. */
        private final long[] pairsAlone;
        private final long[] triples;
        /** The triples' bits where a term of three keys, or one whose fourth opens a gap, starts. */
        private final long[] triplesAlone;
        private final long[] quads;
        /** The fours' bits where a term of four keys, or one whose fifth opens a gap, starts. */
        private final long[] quadsAlone;
        private final long[] fives;

        private TermStarts(long[] alone, long[] pairs, long[] pairsAlone, long[] triples, long[] triplesAlone,
                long[] quads, long[] quadsAlone, long[] fives) {
            this.alone = alone;
            this.pairs = pairs;
            this.pairsAlone = pairsAlone;
            this.triples = triples;
            this.triplesAlone = triplesAlone;
            this.quads = quads;
            this.quadsAlone = quadsAlone;
            this.fives = fives;
        }

        /**
         * {@link #key} of every character, worked out once: one array load, as {@link Lexicon#fold} is.
         */
        private static final char[] KEYS = keys();

        private static char[] keys() {
            char[] keys = new char[Character.MAX_VALUE + 1];
            for (int c = 0; c <= Character.MAX_VALUE; c++) {
                keys[c] = isBlank((char) c) ? ' ' : fold((char) c);
            }
            return keys;
        }

        /**
         * A text's character after a place's first as the tables hold it: folded, and every blank as {@code ' '}, as a
         * term's blank run is held ({@link Lexicon#termStarts}).
         */
        static char key(char c) {
            return KEYS[c];
        }

        /**
         * A place's first two keys as a 32-bit state, mixed by an odd multiplier (a bijection): the tables are indexed by
         * its top 16 bits ({@link #index}), where every key's bits have reached. The low bits of a sum of small
         * multiples did not mix a CJK key's high bits into the index, so frequent English prefixes shared bits with
         * Chinese terms (the {@code "the "} of prose with {@code 描述为空}, {@code "and "} with {@code 無法克隆}) and went
         * on to the fourth key at every {@code the}.
         */
        static int hash(char first, char second) {
            return ((first << 16) | second) * MIX;
        }

        private static final int MIX = 0x9E3779B1;

        /** The state of a prefix one key longer than the one whose state is {@code h}. */
        static int next(int h, char k) {
            return (h + k) * MIX;
        }

        /** The bit of a table a prefix's state names: its top 16 bits. */
        static int index(int h) {
            return h >>> 16;
        }

        /**
         * The starts of this table's terms and {@code other}'s, as one table: a place one of either's terms may start at
         * passes it (a one pass looking for the terms of two lexicons asks one table).
         */
        TermStarts or(TermStarts other) {
            return new TermStarts(Lexicon.or(alone, other.alone), Lexicon.or(pairs, other.pairs),
                    Lexicon.or(pairsAlone, other.pairsAlone), Lexicon.or(triples, other.triples),
                    Lexicon.or(triplesAlone, other.triplesAlone), Lexicon.or(quads, other.quads),
                    Lexicon.or(quadsAlone, other.quadsAlone), Lexicon.or(fives, other.fives));
        }

        /** Whether {@code bits} holds bit {@code h}. */
        private static boolean has(long[] bits, int h) {
            int i = index(h);
            return (bits[i >>> 6] & (1L << i)) != 0;
        }

        /**
         * Whether a term may start at {@code p} and end by {@code limit}. Asked at most characters of a review by its
         * one pass, it is kept short in bytecode so that the JIT compiles it into that pass (HotSpot calls a hot method
         * of more than 325 bytes of bytecode, {@code FreqInlineSize}, and does not inline it): the tables' bits are
         * read by one small method, each hash goes on from the shorter prefix's, and the fourth and fifth characters,
         * read at few places, by a method of their own.
         */
        boolean mayStartAt(CharSequence text, int p, int limit) {
            char first = fold(text.charAt(p));
            if ((alone[first >>> 6] & (1L << first)) != 0) {
                return true;
            }
            if (p + 1 >= limit) {
                return false;
            }
            char k = key(text.charAt(p + 1));
            int h = hash(first, k);
            if (!has(pairs, h)) {
                return false; // most places a pass asks: refused by their first two keys, in the fewest bytes
            }
            return has(pairsAlone, h) || fromThird(text, k == ' ' ? blanksEnd(text, p + 2, limit) : p + 2, limit, h);
        }

        /** {@link #mayStartAt} past a place whose first two keys hash to {@code pair}, the third at {@code q}. */
        private boolean fromThird(CharSequence text, int q, int limit, int pair) {
            if (q >= limit) {
                return false;
            }
            char k = key(text.charAt(q));
            int h = next(pair, k);
            if (!has(triples, h)) {
                return false;
            }
            return has(triplesAlone, h) || fromFourth(text, k == ' ' ? blanksEnd(text, q + 1, limit) : q + 1, limit, h);
        }

        /** {@link #mayStartAt} past a place whose first three keys hash to {@code triple}, the fourth at {@code q}. */
        private boolean fromFourth(CharSequence text, int q, int limit, int triple) {
            if (q >= limit) {
                return false;
            }
            char k = key(text.charAt(q));
            int h = next(triple, k);
            if (!has(quads, h)) {
                return false;
            }
            if (has(quadsAlone, h)) {
                return true;
            }
            q = k == ' ' ? blanksEnd(text, q + 1, limit) : q + 1;
            return q < limit && has(fives, next(h, key(text.charAt(q))));
        }

        /** The end of the blank run going on at {@code q}: the place of the key after a blank run's. */
        private static int blanksEnd(CharSequence text, int q, int limit) {
            while (q < limit && isBlank(text.charAt(q))) {
                q++;
            }
            return q;
        }
    }

    /**
     * The characters that may stand second in a match of a term of {@code categories}, as bits (as
     * {@link #firstCharacters}): each term's second character folded, and every blank where a term's second is a
     * blank run; null when a term of one character leaves any second character possible. A place whose next
     * character (folded) is not among them starts no such term.
     */
    long[] secondCharacters(long categories) {
        long[] bits = new long[(Character.MAX_VALUE + 1) / 64];
        for (Term term : terms) {
            if ((term.categories & categories) == 0) {
                continue;
            }
            if (term.text.length() < 2 || term.text.charAt(0) == ' ') {
                return null;
            }
            char second = term.text.charAt(1);
            bits[second >>> 6] |= 1L << second;
            if (term.asideAt(1)) {
                ASIDE_MARKS.chars().forEach(m -> bits[m >>> 6] |= 1L << m); // 没（据我所知）通过
            }
            if (second == ' ') {
                for (int c = 0; c <= Character.MAX_VALUE; c++) {
                    if (isBlank((char) c)) {
                        char f = fold((char) c);
                        bits[f >>> 6] |= 1L << f;
                    }
                }
            }
        }
        return bits;
    }

    /**
     * The characters of a text at which a term of {@code categories} of one character, or one opening with a blank run,
     * may start, as bits (as {@link #firstCharacters}): those that fold to its character, or any blank. With
     * {@link #pairSeconds}: a place whose character is none of these starts a term only where its next character is
     * one of those ({@link #matches}).
     */
    long[] aloneStarts(long categories) {
        long[] bits = new long[(Character.MAX_VALUE + 1) / 64];
        for (Term term : terms) {
            if ((term.categories & categories) != 0 && (term.text.length() < 2 || term.text.charAt(0) == ' ')) {
                char first = term.text.charAt(0);
                for (int c = 0; c <= Character.MAX_VALUE; c++) {
                    if (first == ' ' ? isBlank((char) c) : fold((char) c) == first) {
                        bits[c >>> 6] |= 1L << c;
                    }
                }
            }
        }
        return bits;
    }

    /**
     * The characters of a text that may stand second in a match of a term of {@code categories} of two characters or
     * more that opens with no blank run, as bits (as {@link #firstCharacters}): those that fold to such a term's second
     * character, and every blank where a term's second is a blank run ({@link #matches}). Unlike
     * {@link #secondCharacters}, never null: the terms of one character are {@link #aloneStarts}'.
     */
    long[] pairSeconds(long categories) {
        boolean[] seconds = new boolean[Character.MAX_VALUE + 1];
        boolean blank = false;
        for (Term term : terms) {
            if ((term.categories & categories) != 0 && term.text.length() >= 2 && term.text.charAt(0) != ' ') {
                char second = term.text.charAt(1);
                if (second == ' ') {
                    blank = true;
                } else {
                    seconds[second] = true;
                }
                if (term.asideAt(1)) {
                    // An aside may stand second, after a negation of one character (没（据我所知）通过).
                    ASIDE_MARKS.chars().forEach(m -> seconds[m] = true);
                }
            }
        }
        long[] bits = new long[(Character.MAX_VALUE + 1) / 64];
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            if (seconds[fold((char) c)] || blank && isBlank((char) c)) {
                bits[c >>> 6] |= 1L << c;
            }
        }
        return bits;
    }

    /**
     * For each first character (folded) of a term of {@code categories} of two characters or more that opens with no
     * blank run, the characters of a text that may stand second after it, as one word of 64 bits: bit {@code c & 63} for
     * every {@code c} that folds to such a term's second character, or is a blank where its second is a blank run. A
     * place whose next character's bit its own first's word lacks starts no such term: {@link #pairSeconds} asked per
     * first, in one load ({@code "- "} of a bullet is let through by no term opening with a hyphen).
     */
    long[] pairSignatures(long categories) {
        long[] bySecond = new long[Character.MAX_VALUE + 1];
        long blanks = 0;
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            bySecond[fold((char) c)] |= 1L << c;
            blanks |= isBlank((char) c) ? 1L << c : 0;
        }
        long[] byFirst = new long[Character.MAX_VALUE + 1];
        for (Term term : terms) {
            if ((term.categories & categories) != 0 && term.text.length() >= 2 && term.text.charAt(0) != ' ') {
                char first = term.text.charAt(0);
                char second = term.text.charAt(1);
                byFirst[first] |= second == ' ' ? blanks : bySecond[second];
                // The seconds termStarts adds: a gap's comma, an aside's mark after a negation of one character.
                if (term.text.indexOf(" " + GAP) == 1) {
                    byFirst[first] |= bySecond[','];
                }
                if (term.asideAt(1)) {
                    for (char mark : ASIDE_MARKS.toCharArray()) {
                        byFirst[first] |= bySecond[fold(mark)];
                    }
                }
            }
        }
        return byFirst;
    }

    /**
     * Whether no term holds {@code c}, nor a blank run that takes it in: a term is one line of its file, so none
     * reaches across a line's end, and a reading of terms is at a term's start or between terms just after one.
     */
    static boolean endsEveryTerm(char c) {
        return c == '\n' || c == '\r';
    }

    private int matches(CharSequence text, int p, int limit, Term term) {
        if (term.boundStart && p > 0 && isSpaced(text.charAt(p - 1))) {
            return -1;
        }
        return matchesFrom(text, p, limit, term, 0);
    }

    /**
     * The end of {@code term}'s match from its character {@code i} on at {@code q}, or -1. A gap ({@link #GAP}) matches
     * the words of the clause up to the rest of the term, which must then close the clause: a verb whose particle ends
     * its clause ({@code stürzt … ab} in {@code Der Worker stürzt beim Start ab.}); with no word between, the term's
     * words stand together and close nothing ({@code stürzt ab, wenn …}). A gap holds at most
     * {@link #GAP_WORDS} words and no negation ({@code stürzt nicht ab} is none of it).
     */
    private int matchesFrom(CharSequence text, int q, int limit, Term term, int i) {
        String t = term.text;
        for (; i < t.length(); i++) {
            char want = t.charAt(i);
            if (want == '.' && t.startsWith(GAP, i)) {
                int rest = i + GAP.length();
                boolean bounded = rest < t.length() && t.charAt(rest) >= '1' && t.charAt(rest) <= '9';
                return gapMatches(text, q, limit, term, bounded ? rest + 1 : rest,
                        bounded ? t.charAt(rest) - '0' : GAP_WORDS);
            }
            if (term.asideAt(i) && q < limit) {
                // An aside between the term's negation and the word it negates is none of it (not, honestly, approved).
                int past = pastParenthetical(text, skipBlanks(text, q, limit), limit);
                if (past > q && past < limit) {
                    q = past;
                    if (want == ' ') {
                        continue;
                    }
                } else if (want != ' ' && q + 1 < limit && (text.charAt(q) == '，' || text.charAt(q) == ',')
                        && fold(text.charAt(q + 1)) == want) {
                    q++; // in Han, kana or Hangul, a comma alone between them (测试并没有，通过)
                }
            }
            if (want == ' ') {
                int run = q;
                while (q < limit && isBlank(text.charAt(q))) {
                    q++;
                }
                if (q == run) {
                    // Before a gap, a parenthetical may stand for the blank (not, strictly speaking, green).
                    q = t.startsWith(GAP, i + 1) && q < limit ? pastParenthetical(text, q, limit) : -1;
                    if (q < 0) {
                        return -1;
                    }
                }
                continue;
            }
            if (q >= limit || fold(text.charAt(q)) != want) {
                return -1;
            }
            q++;
        }
        if (term.boundEnd && q < text.length() && isSpaced(text.charAt(q))) {
            return -1;
        }
        return q;
    }

    private static int skipBlanks(CharSequence text, int q, int limit) {
        while (q < limit && isBlank(text.charAt(q))) {
            q++;
        }
        return q;
    }

    /**
     * How a term writes a gap, folded: {@code …} (NFKC {@code ...}) between blanks; a digit right after it bounds the
     * words it takes in ({@code not …2 green}).
     */
    static final String GAP = "...";
    /** The most words a gap takes in where the term bounds it not. */
    static final int GAP_WORDS = 6;

    /**
     * {@link #matchesFrom} of a gap at {@code q} (past the blank run before it) of at most {@code most} words, the term
     * going on at {@code i}: the rest of the term from the blank run before one of the gap's words, which must then
     * close its clause (with no word between, the term's words stand together, "stürzt ab, wenn", and close nothing).
     * The gap takes in words of a spaced script and digits; a word runs to a blank, a mark closing a clause or a line
     * break, and one line break between words is a sentence wrapped (stürzt beim\nStart ab) where a blank line, or a
     * line opening with a mark, ends the gap.
     */
    private int gapMatches(CharSequence text, int q, int limit, Term term, int i, int most) {
        int words = 0;
        int w = q;
        int together = -1; // the end of the term's words standing together, where they close no clause
        int aside = q; // where the gap opens, or an aside closed with no blank after it (—honestly—green)
        while (w < limit && words <= most) {
            // (A term's rest that is a role's words, not …2 {passing-state}, is looked up among them at once.)
            boolean blankBefore = w > 0 && isBlank(text.charAt(w - 1));
            int end = w == 0 || !blankBefore && w != aside ? -1
                    : term.tail != null ? tailMatches(text, w, limit, term.tail)
                            : blankBefore ? matchesFrom(text, w - 1, limit, term, i) : matchesFrom(text, w, limit, term, i + 1);
            if (end >= 0 && closesClause(text, end, limit)) {
                // A negation among the words between is none of it (stürzt nicht mehr ab), looked for only here, as a
                // gap's first word is one a text writes often (not, nicht) and its rest one it seldom follows with.
                return words > 0 && negationAmong(text, q, w, limit) ? together : end;
            }
            if (end >= 0 && words == 0) {
                // Standing together, closing nothing (stürzt ab, wenn …), they are the term unless a match with words
                // between reads on to the clause's close (non è verde corretto.: not the state verde alone).
                together = end;
            }
            if (!isSpaced(text.charAt(w)) && !Character.isDigit(text.charAt(w))) {
                // A parenthetical between a gap's words is none of them (not yet — as far as I can tell — green).
                int past = pastParenthetical(text, w, limit);
                if (past > w && past < limit) {
                    w = past;
                    aside = past;
                    continue;
                }
                return together;
            }
            if (words == most) {
                return together;
            }
            while (w < limit && !isBlank(text.charAt(w)) && !closesAt(text.charAt(w))
                    && !endsEveryTerm(text.charAt(w))) {
                w++;
            }
            while (w < limit && isBlank(text.charAt(w))) {
                w++;
            }
            if (w < limit && endsEveryTerm(text.charAt(w))) {
                w += text.charAt(w) == '\r' && w + 1 < limit && text.charAt(w + 1) == '\n' ? 2 : 1;
                while (w < limit && isBlank(text.charAt(w))) {
                    w++;
                }
            }
            words++;
        }
        return together;
    }

    /**
     * Where a parenthetical that opens at {@code p} ends, past its closing mark and the blank run after it: one between
     * commas, dashes (a hyphen between blanks too; a dash doubled, {@code ——}, as one) or brackets of one to
     * {@link #GAP_WORDS} words on its line, a letter of Han, kana or Hangul counting half a word
     * ({@code , strictly speaking,}, {@code — as far as I can tell —}, {@code (mostly)}, {@code ，据我所知，}); else -1.
     * A blank run follows its closing mark unless that is a bracket or no blank stands before its opening one either
     * ({@code not—honestly—green}). A gap reads past it: it qualifies the clause, and the negation before it still
     * reaches the state after it ({@code not, strictly speaking, green}); so does a term at its negation
     * ({@link #asidesOf}).
     */
    static int pastParenthetical(CharSequence text, int p, int limit) {
        if (p >= limit) {
            return -1;
        }
        char open = text.charAt(p);
        boolean hyphen = open == '-' && p + 1 < limit && isBlank(text.charAt(p + 1));
        char close = open == '(' ? ')' : open == '（' ? '）'
                : open == ',' || open == '，' || open == '—' || open == '–' || hyphen ? open : 0;
        if (close == 0) {
            return -1;
        }
        boolean tight = p == 0 || !isBlank(text.charAt(p - 1));
        int from = p + 1;
        if ((open == '—' || open == '–') && from < limit && text.charAt(from) == open) {
            from++; // a dash doubled, as Chinese writes one (——据我所知——)
        }
        int words = 0;
        int halves = 0;
        boolean inWord = false;
        for (int q = from; q < limit; q++) {
            char c = text.charAt(q);
            if (c == close && (!hyphen || isBlank(text.charAt(q - 1)))) {
                q++;
                if ((close == '—' || close == '–') && q < limit && text.charAt(q) == close) {
                    q++;
                }
                int run = q;
                while (q < limit && isBlank(text.charAt(q))) {
                    q++;
                }
                return words + halves > 0 && (q > run || close == ')' || close == '）' || tight) ? q : -1;
            }
            if (endsEveryTerm(c) || closesAt(c) || c == '—' || c == '–' || c == '(' || c == '（' || c == '，'
                    || c == '。') {
                return -1;
            }
            if (c >= 0x2E80 && Character.isLetter(c)) {
                if (++halves > 2 * GAP_WORDS - 2 * words) {
                    return -1;
                }
                inWord = false;
                continue;
            }
            boolean letter = isSpaced(c) || Character.isDigit(c) || c == '\'' || c == '’';
            if (letter && !inWord && 2 * ++words + halves > 2 * GAP_WORDS) {
                return -1;
            }
            inWord = letter;
        }
        return -1;
    }

    /**
     * Where an aside opens whose closing mark and the blank run after it end right at {@code p} ({@link #pastParenthetical}
     * read back: {@code , honestly, } before {@code merge} in {@code I would not, honestly, merge this}), or -1.
     */
    static int asideBefore(CharSequence text, int p) {
        int r = p;
        while (r > 0 && isBlank(text.charAt(r - 1))) {
            r--;
        }
        if (r < 3) {
            return -1;
        }
        char close = text.charAt(r - 1);
        char open = close == ')' ? '(' : close == '）' ? '（'
                : close == ',' || close == '，' || close == '—' || close == '–' || close == '-' ? close : 0;
        if (open == 0) {
            return -1;
        }
        int q = r - 2;
        if ((close == '—' || close == '–') && text.charAt(q) == close) {
            q--; // a dash doubled
        }
        for (int lower = Math.max(0, r - 120); q >= lower; q--) {
            char c = text.charAt(q);
            if (c == open) {
                int o = (open == '—' || open == '–') && q > 0 && text.charAt(q - 1) == open ? q - 1 : q;
                return pastParenthetical(text, o, text.length()) == p ? o : -1;
            }
            if (endsEveryTerm(c) || closesAt(c) || c == '—' || c == '–' || c == '(' || c == '（' || c == '，'
                    || c == '。') {
                return -1;
            }
        }
        return -1;
    }

    /**
     * The end of one of a role's words ({@code tail}, folded) matched at {@code q} and ending a word there, or -1: the
     * end of a term written with a gap and then a role ({@code not …2 {passing-state}}), one term for all the role's
     * words, so a text's {@code not} reads one term there rather than one a word.
     */
    private static int tailMatches(CharSequence text, int q, int limit, Tail tail) {
        if (q >= limit) {
            return -1;
        }
        char first = fold(text.charAt(q));
        if (!tail.mayOpen(first)) {
            return -1;
        }
        for (String word : tail.words()) {
            if (word.charAt(0) != first) {
                continue; // most words of a text open no word of the role
            }
            int r = q;
            int k = 0;
            for (; k < word.length(); k++) {
                char want = word.charAt(k);
                if (want == ' ') {
                    int run = r;
                    while (r < limit && isBlank(text.charAt(r))) {
                        r++;
                    }
                    if (r == run) {
                        break;
                    }
                    continue;
                }
                if (r >= limit || fold(text.charAt(r)) != want) {
                    break;
                }
                r++;
            }
            if (k == word.length() && (r >= text.length() || !isSpaced(word.charAt(word.length() - 1))
                    || !isSpaced(text.charAt(r)))) {
                return r;
            }
        }
        return -1;
    }

    /** Whether a word of {@code text[q, w)}, a gap's words, opens with a negation. */
    private boolean negationAmong(CharSequence text, int q, int w, int limit) {
        for (int p = q; p < w; p++) {
            if ((p == q || !isSpaced(text.charAt(p - 1))) && isSpaced(text.charAt(p))
                    && ofCategories.at(text, p, limit, Category.NEGATION.bit(), ofCategories.byFirst) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether only blanks stand from {@code p} to the end of its clause: a mark that closes one, a line's end or the text's. */
    private static boolean closesClause(CharSequence text, int p, int limit) {
        while (p < limit && isBlank(text.charAt(p))) {
            p++;
        }
        return p >= limit || closesAt(text.charAt(p)) || endsEveryTerm(text.charAt(p));
    }

    /** Whether {@code c} closes a clause: a sentence's or a clause's mark. */
    private static boolean closesAt(char c) {
        return ".,;:!?)".indexOf(c) >= 0;
    }

    /** The categories of {@code word} as a whole (folded, NFKC), 0 when it is no term. */
    public long categoriesOfWord(String word) {
        if (word.length() > wholeChars) {
            return 0; // a JSON note of megabytes is read whole by other readings, not normalised to be asked if it is one term
        }
        Long c = whole.get(foldAll(Normalizer.normalize(word, Normalizer.Form.NFKC)));
        return c == null ? 0 : c;
    }

    /**
     * The one language other than English (and the common list) that lists {@code term} (folded), where the term is
     * written in ASCII letters only, as an English word may be: the language a text must be written in for the term to
     * be read there ({@code fast}, German for "almost", in {@code - fast delivery}). Null for any other term.
     */
    public String foreignAsciiLanguage(String term) {
        Integer bits = languages.get(term);
        if (bits == null || Integer.bitCount(bits) != 1) {
            return null;
        }
        for (int i = 0; i < term.length(); i++) {
            char c = term.charAt(i);
            if (c > 0x7F || !Character.isLetter(c) && c != ' ') {
                return null;
            }
        }
        String language = LANGUAGES.get(Integer.numberOfTrailingZeros(bits));
        return language.equals("en") || language.equals("common") ? null : language;
    }

    /** Whether {@code language} lists {@code term} (folded). */
    public boolean lists(String term, String language) {
        Integer bits = languages.get(term);
        return bits != null && (bits & (1 << LANGUAGES.indexOf(language))) != 0;
    }

    /** Whether {@code word} as a whole is a term of {@code category}. */
    public boolean is(String word, Category category) {
        return (categoriesOfWord(word) & category.bit()) != 0;
    }

    /** The terms of {@code category} in {@code language} as the file writes them, folded; empty when none. */
    public List<String> words(Category category, String language) {
        return listed.getOrDefault(category, Map.of()).getOrDefault(language, List.of());
    }

    /**
     * The lexicon of the {@link Role roles} of the first {@link Role#page page}: its {@link #at} and
     * {@link #categoriesOfWord} answer in the roles' bits ({@link Role#bit}). Asked only where another reading found the
     * place a role is read at.
     */
    public Lexicon roles() {
        return rolePages[0];
    }

    /**
     * The lexicon of the {@link Role roles} on {@code role}'s {@link Role#page page}, whose bits are those of the roles
     * on that page only: a mask of roles is of one page.
     */
    public Lexicon roles(Role role) {
        return rolePages[role.page()];
    }

    /** The terms of {@code role} in {@code language} as the file writes them, folded; empty when none. */
    public List<String> words(Role role, String language) {
        return roleListed.getOrDefault(role, Map.of()).getOrDefault(language, List.of());
    }

    /** The terms of {@code category} in every language, folded. */
    public List<String> words(Category category) {
        List<String> all = new ArrayList<>();
        listed.getOrDefault(category, Map.of()).values().forEach(all::addAll);
        return Collections.unmodifiableList(all);
    }

    // ---- characters --------------------------------------------------------------------------------------------

    /**
     * A character as terms are compared: ASCII and other letters in lower case, typographic apostrophes as {@code '},
     * the Turkish dotless {@code ı} as {@code i}.
     */
    public static char fold(char c) {
        return FOLDED[c];
    }

    private static char[] foldTable() {
        char[] folded = new char[Character.MAX_VALUE + 1];
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            folded[c] = foldOnce((char) c);
        }
        return folded;
    }

    private static char foldOnce(char c) {
        if (c < 0x80) {
            return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
        }
        if (c == '\u2019' || c == '\u2018' || c == '\u02BC' || c == '\uFF07') {
            return '\'';
        }
        if (c == '\u0131') {
            return 'i'; // Turkish dotless ı: I and İ fold to i, so BAŞARISIZ and başarısız compare alike
        }
        return Character.toLowerCase(c);
    }

    static String foldAll(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            b.append(fold(s.charAt(i)));
        }
        return b.toString();
    }

    /**
     * A letter or digit of a script written with spaces between words: Latin, Greek, Cyrillic and the like, and
     * {@code _}; not Han, kana or Hangul, which bind words together.
     */
    public static boolean isSpaced(char c) {
        if (c < 0x80) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        }
        // The range first: Han, kana and Hangul, most of a CJK text, are answered without a look-up of their type.
        if (c < 0x1100 || c >= 0x1200 && c < 0x2E80) {
            return Character.isLetterOrDigit(c);
        }
        return c >= 0xFF10 && c <= 0xFF5A && Character.isLetterOrDigit(c);
    }

    /** A blank inside a line: space, tab, no-break space, ideographic space. */
    public static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\u00A0' || c == '\u3000' || c == '\u202F' || (c >= '\u2000' && c <= '\u200A');
    }

    // ---- loading -----------------------------------------------------------------------------------------------

    /**
     * The lexicon read afresh from its files: what {@link #get()} holds, read once. The native build's check runs
     * this to learn which files the code reads.
     */
    public static Lexicon read() {
        Map<String, Long> categories = new HashMap<>();
        Map<Category, Map<String, List<String>>> listed = new EnumMap<>(Category.class);
        List<Map<String, Long>> roleTerms = new ArrayList<>();
        for (int page = 0; page <= Role.values()[Role.values().length - 1].page(); page++) {
            roleTerms.add(new HashMap<>());
        }
        Map<Role, Map<String, List<String>>> roleListed = new EnumMap<>(Role.class);
        for (String language : LANGUAGES) {
            String path = DIRECTORY + language + ".txt";
            try (InputStream in = Lexicon.class.getClassLoader().getResourceAsStream(path)) {
                if (in == null) {
                    throw new IllegalStateException("the lexicon file " + path + " is not on the class path");
                }
                read(path, language, new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), categories,
                        listed, roleTerms, roleListed);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the lexicon file " + path, e);
            }
        }
        listed.replaceAll((c, byLanguage) -> {
            byLanguage.replaceAll((l, words) -> List.copyOf(words));
            return Collections.unmodifiableMap(byLanguage);
        });
        roleListed.replaceAll((r, byLanguage) -> {
            byLanguage.replaceAll((l, words) -> List.copyOf(words));
            return Collections.unmodifiableMap(byLanguage);
        });
        Lexicon lexicon = new Lexicon(categories, Collections.unmodifiableMap(listed), true);
        lexicon.roleListed = Collections.unmodifiableMap(roleListed);
        lexicon.rolePages = new Lexicon[roleTerms.size()];
        for (int page = 0; page < roleTerms.size(); page++) {
            lexicon.rolePages[page] = new Lexicon(roleTerms.get(page), Map.of(), false);
            lexicon.rolePages[page].roleListed = lexicon.roleListed; // words(role, language) answers there too
            lexicon.rolePages[page].ofCategories = lexicon; // a role's gap holds no negation either (lets no … through)
        }
        return lexicon;
    }

    private static void read(String path, String language, BufferedReader lines, Map<String, Long> categories,
            Map<Category, Map<String, List<String>>> listed, List<Map<String, Long>> roleTerms,
            Map<Role, Map<String, List<String>>> roleListed) throws IOException {
        Category category = null;
        Role role = null;
        int number = 0;
        // Terms written around a role's name ({review-act}), expanded once the file's roles are read: {category or role,
        // term, line}.
        List<Object[]> templates = new ArrayList<>();
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            if (t.startsWith("[") && t.endsWith("]")) {
                category = Category.ofSection(t.substring(1, t.length() - 1).strip());
                role = category != null ? null : Role.ofSection(t.substring(1, t.length() - 1).strip());
                if (category == null && role == null) {
                    throw new IllegalStateException(path + ":" + number + ": " + t + " names no category; the"
                            + " categories are " + Arrays.stream(Category.values()).map(Category::section).toList()
                            + " and the roles " + Arrays.stream(Role.values()).map(Role::section).toList());
                }
                continue;
            }
            if (category == null && role == null) {
                throw new IllegalStateException(path + ":" + number + ": a term before any [category]");
            }
            if (t.length() >= 2 && t.startsWith("\"") && t.endsWith("\"")) {
                t = t.substring(1, t.length() - 1);
            }
            String term = foldAll(Normalizer.normalize(t, Normalizer.Form.NFKC));
            if (term.isBlank()) {
                throw new IllegalStateException(path + ":" + number + ": an empty term");
            }
            if (role != null && term.indexOf('{') >= 0) {
                templates.add(new Object[] {role, term, number}); // a role's terms built from another's ({the-change})
                continue;
            }
            if (role != null) {
                roleTerms.get(role.page()).merge(term, role.bit(), (a, b) -> a | b);
                roleListed.computeIfAbsent(role, r -> new LinkedHashMap<>()).computeIfAbsent(language, l -> new ArrayList<>())
                        .add(term);
                continue;
            }
            if (term.indexOf('{') >= 0) {
                templates.add(new Object[] {category, term, number});
                continue;
            }
            add(category, term, language, categories, listed);
        }
        for (Object[] template : templates) {
            String term = (String) template[1];
            int open = term.indexOf('{');
            int close = term.indexOf('}', open);
            Role named = close < 0 ? null : Role.ofSection(term.substring(open + 1, close));
            List<String> words = named == null ? List.of()
                    : roleListed.getOrDefault(named, Map.of()).getOrDefault(language, List.of());
            if (words.isEmpty() || term.indexOf('{', close) >= 0) {
                throw new IllegalStateException(path + ":" + template[2] + ": " + term + " names no role this file lists"
                        + " terms of, or more than one");
            }
            if (template[0] instanceof Category gapped && close == term.length() - 1
                    && GAP_BETWEEN.matcher(term).find()) {
                // A gap and then the role: one term for all its words (tailMatches), each listed written together.
                for (String word : words) {
                    add(gapped, GAP_BETWEEN.matcher(term.substring(0, open) + word).replaceAll(" "), language,
                            categories, listed);
                }
                categories.merge(term, gapped.bit(), (a, b) -> a | b);
                Set<String> tail = new java.util.TreeSet<>(Comparator.comparingInt(String::length).reversed()
                        .thenComparing(Comparator.naturalOrder()));
                tail.addAll(words);
                Tail known = TAILS.get(term);
                if (known != null) {
                    tail.addAll(List.of(known.words()));
                }
                TAILS.put(term, Tail.of(tail));
                continue;
            }
            for (String word : words) {
                String built = term.substring(0, open) + word + term.substring(close + 1);
                if (template[0] instanceof Role target) {
                    roleTerms.get(target.page()).merge(built, target.bit(), (a, b) -> a | b);
                    roleListed.computeIfAbsent(target, r -> new LinkedHashMap<>())
                            .computeIfAbsent(language, l -> new ArrayList<>()).add(built);
                } else {
                    add((Category) template[0], built, language, categories, listed);
                }
            }
        }
    }

    /** One term of {@code category} in {@code language}'s file. */
    private static void add(Category category, String term, String language, Map<String, Long> categories,
            Map<Category, Map<String, List<String>>> listed) {
        // A check the review says it did not make is a hedge as well: wherever a hedge takes a value back, so does it.
        long bits = category == Category.UNVERIFIED ? category.bit() | Category.HEDGE.bit() : category.bit();
        categories.merge(term, bits, (a, b) -> a | b);
        String together = GAP_BETWEEN.matcher(term).replaceAll(" ");
        if (!together.equals(term)) {
            // Its words written together are the term as well, wherever they stand ("stürzen ab:" as a label).
            categories.merge(together, bits, (a, b) -> a | b);
        }
        if (term.indexOf('ß') >= 0) {
            // Written in capitals, ß is SS (GRÖSSTENTEILS), and folds back to ss: both spellings are the term.
            categories.merge(term.replace("ß", "ss"), bits, (a, b) -> a | b);
        }
        // A term with a gap is listed as its words written together, as its matches with no word between read it.
        listed.computeIfAbsent(category, c -> new LinkedHashMap<>()).computeIfAbsent(language, l -> new ArrayList<>())
                .add(together);
    }
}
