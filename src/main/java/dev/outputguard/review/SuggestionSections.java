package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntPredicate;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Decoration;

import dev.outputguard.text.CharBits;
import dev.outputguard.text.Nfkc;

/**
 * Suggestions a free-text review lists under a heading ({@code Suggestions:}, {@code ## 改善点},
 * {@code **提案**}, {@code 【提案】}…), read on the NFKC form of the review so full-width forms count. The
 * items are returned as the original text wrote them; the sections' spans are original offsets, and offsets in the
 * normalised text besides.
 *
 * <p>A heading is a line holding only a heading word ({@link #WORDS}, case ignored), optionally after a
 * Markdown heading mark ({@code #} to {@code ######}) and wrapped in emphasis ({@code **}, {@code __}),
 * brackets ({@code 【】}, {@code []}) and a colon, in any order. Its list is the bullet ({@code - * + • ・})
 * or numbered ({@code 1.} {@code 1)}) lines that follow, blank lines between them allowed; a more indented
 * line without a bullet continues the item above. The list ends at any other line.
 */
final class SuggestionSections {

    /** The heading words, in their NFKC form and ASCII lower case. */
    static final List<String> WORDS = List.of("suggestions", "suggestion", "recommendations", "recommendation",
            "提案", "提案事項", "改善提案", "改善点", "建议", "改进建议", "제안", "제안 사항", "개선 사항", "개선사항",
            "vorschläge", "empfehlungen", "recommandations", "sugerencias", "recomendaciones", "suggerimenti",
            "raccomandazioni", "sugestões", "recomendações", "suggesties", "aanbevelingen");

    private static final String HEADING_WRAPPERS = "*_:[]【】 \t";
    /** A heading line is short; longer lines are prose and are not looked at. */
    private static final int MAX_HEADING_CHARS = 40;

    /**
     * One heading and its list: the original span from the heading's line to the end of its last item, and the same
     * span in the review's normalised text ({@code from}, {@code to}).
     */
    record Section(int start, int end, int from, int to, List<String> items) {
        Section {
            items = List.copyOf(items);
        }
    }

    private SuggestionSections() {
    }

    static List<Section> find(Nfkc review) {
        return find(review, Headings.of(review));
    }

    /**
     * {@link #find(Nfkc)}, reading only the lines of {@code headings} (the review's): a line no heading could be reads
     * as none, so the lines between are not walked again.
     */
    static List<Section> find(Nfkc review, Headings headings) {
        List<Section> sections = new ArrayList<>();
        int i = 0;
        int line = 0;
        while (true) {
            while (i < headings.size && headings.starts[i] < line) {
                i++;
            }
            if (i == headings.size) {
                break;
            }
            line = readLine(review, headings.starts[i], sections);
        }
        return sections;
    }

    /**
     * {@code sections} with the list a PASS_WITH_SUGGESTIONS announces on its own line added, in order: the list right
     * after the line on which the verdict is read up to {@code readTo} ({@code Final Decision: PASS_WITH_SUGGESTIONS}
     * then {@code - Rename foo}), blank lines between allowed, or after one short lead line ending in a colon between
     * ({@code Minor notes:}; its words are read as any words after a pass are, so only a lead that keeps it lets the
     * list stand). The verdict says suggestions follow, so that list is its suggestions, as a list under a
     * suggestions heading is; it starts at its first item, the lead left to the words around it. A list a heading
     * already holds is not added twice; anywhere else a list is no suggestion.
     */
    static List<Section> withAnnounced(Nfkc review, int readTo, List<Section> sections) {
        String t = review.text();
        int nl = t.indexOf('\n', Math.min(readTo, t.length()));
        if (nl < 0) {
            return sections;
        }
        int first = firstTextLine(t, nl + 1);
        if (first < t.length() && Decoration.bulletEnd(t, skipBlanks(t, first, lineEnd(t, first)), lineEnd(t, first)) < 0) {
            // One short lead line ending in a colon (emphasis around it aside) may stand between.
            int le = lineEnd(t, first);
            int b = le;
            while (b > first && (isSpace(t.charAt(b - 1)) || t.charAt(b - 1) == '*' || t.charAt(b - 1) == '_')) {
                b--;
            }
            if (b - first > MAX_HEADING_CHARS || b == first || t.charAt(b - 1) != ':' && t.charAt(b - 1) != '：') {
                return sections;
            }
            first = firstTextLine(t, nextLine(t, le));
        }
        for (Section section : sections) {
            if (first >= section.from() && first < section.to()) {
                return sections;
            }
        }
        ListReader list = new ListReader(review);
        list.read(first);
        if (list.items.isEmpty()) {
            return sections;
        }
        Section announced = new Section(review.toOriginal(first), review.toOriginalEnd(list.end), first, list.end,
                list.items);
        List<Section> all = new ArrayList<>(sections.size() + 1);
        int i = 0;
        while (i < sections.size() && sections.get(i).from() < first) {
            all.add(sections.get(i++));
        }
        all.add(announced);
        all.addAll(sections.subList(i, sections.size()));
        return all;
    }

    /** Where the first line from {@code from} that holds more than blanks starts, or the text's end. */
    private static int firstTextLine(String t, int from) {
        int p = from;
        while (p < t.length()) {
            int le = lineEnd(t, p);
            if (!t.substring(skipBlanks(t, p, le), le).isBlank()) {
                return p;
            }
            p = nextLine(t, le);
        }
        return t.length();
    }

    /** {@link #find(Nfkc)} walking every line of the review: the reading before {@link Headings}, its oracle in tests. */
    static List<Section> findLineByLine(Nfkc review) {
        String t = review.text();
        List<Section> sections = new ArrayList<>();
        int line = 0;
        while (line < t.length()) {
            line = readLine(review, line, sections);
        }
        return sections;
    }

    /**
     * Reads the line at {@code line}: a heading with a list under it adds its section to {@code sections}. Returns
     * where the reading goes on: the line after the list, or the next line (one search for its line break).
     */
    private static int readLine(Nfkc review, int line, List<Section> sections) {
        String t = review.text();
        int nl = t.indexOf('\n', line);
        int next = nl < 0 ? t.length() : nl + 1;
        int lineEnd = nl < 0 ? t.length() : nl;
        lineEnd = lineEnd > line && t.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
        if (isHeading(t, line, lineEnd)) {
            ListReader list = new ListReader(review);
            list.read(next);
            if (!list.items.isEmpty()) {
                sections.add(new Section(review.toOriginal(line), review.toOriginalEnd(list.end), line, list.end,
                        list.items));
                return nextLine(t, list.end);
            }
        }
        return next;
    }

    /**
     * The lines of a review that may be headings: those, from the review's start, whose words past a heading mark and
     * what wraps them are short enough ({@link #headingWords}), found in one walk over its lines. A review is mostly
     * lines of prose, too long to be a heading; each reading of headings ({@link #find}, {@link #problemListed},
     * {@link #resolvedLists}) reads these lines only, not every line again.
     */
    static final class Headings {
        private int[] starts = new int[8];
        private int size;

        private Headings() {
        }

        /** The heading lines of {@code review}'s text. */
        static Headings of(Nfkc review) {
            return of(review, LineFeeds.of(review.text()));
        }

        /**
         * {@link #of(Nfkc)} with the line feeds of {@code review}'s text already found ({@link Quotes#lineFeeds}): each
         * line is read from them, not searched for again.
         */
        static Headings of(Nfkc review, LineFeeds feeds) {
            String t = review.text();
            Headings found = new Headings();
            int line = 0;
            for (int i = 0; line < t.length(); i++) {
                int nl = i < feeds.size() ? feeds.at(i) : -1;
                int next = nl < 0 ? t.length() : nl + 1;
                int lineEnd = nl < 0 ? t.length() : nl;
                lineEnd = lineEnd > line && t.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
                if (headingWords(t, line, lineEnd) >= 0) {
                    if (found.size == found.starts.length) {
                        found.starts = java.util.Arrays.copyOf(found.starts, found.size * 2);
                    }
                    found.starts[found.size++] = line;
                }
                line = next;
            }
            return found;
        }

        /** The heading lines' starts, in order: what tests compare. */
        int[] starts() {
            return java.util.Arrays.copyOf(starts, size);
        }
    }

    /**
     * Where a review lists a problem under a heading that names problems ({@code Blocking issues:},
     * {@code ## Bugs}, {@code 問題点}) in {@code [from, to)}, read as a suggestions heading is: the first item that is
     * a problem ({@link Assertion#isProblemItem}: not {@code None}, not a minor one), at a heading {@code counts}
     * accepts (the review's own words, not a quote), or -1. A list under a problem's name lists problems, as a
     * JSON reply's list under such a key does.
     */
    static int problemListed(Nfkc review, int from, int to, IntPredicate counts) {
        return problemListed(review, Headings.of(review), from, to, counts);
    }

    /** {@link #problemListed(Nfkc, int, int, IntPredicate)} reading the lines of the review's {@code headings} only. */
    static int problemListed(Nfkc review, Headings headings, int from, int to, IntPredicate counts) {
        return problemListed(review, headings, from, to, counts, false);
    }

    /** {@link #problemListed(Nfkc, int, int, IntPredicate)} walking every line: its oracle in tests. */
    static int problemListedLineByLine(Nfkc review, int from, int to, IntPredicate counts) {
        return problemListed(review, null, from, to, counts, true);
    }

    private static int problemListed(Nfkc review, Headings headings, int from, int to, IntPredicate counts,
            boolean everyLine) {
        int[] found = { -1 };
        headedLists(review, everyLine ? null : headings, from, to, Assertion::namesProblems, (heading, list) -> {
            if (!counts.test(heading)) {
                return false;
            }
            for (int i = 0; i < list.items.size() && list.starts.get(i) < to; i++) {
                if (Assertion.isProblemItem(Nfkc.of(list.items.get(i)).text())) {
                    found[0] = list.starts.get(i);
                    return true;
                }
            }
            return false;
        });
        return found[0];
    }

    /**
     * Where a review states a fact under a heading of what it observed ({@code ## Observations},
     * {@code **Findings**}, {@code Observations:}, {@code ### What I found}, {@code ## 動作確認で分かったこと}; {@link Assertion#namesObservations}) in
     * {@code [from, to)}: the first sentence of its items or paragraphs, up to the next heading's line or {@code to},
     * that states a fact and keeps no pass ({@link Assertion#observedFinding}), at a place {@code counts} accepts, or -1.
     * Only a line of a heading's form is one here: a heading mark, a line wrapped in emphasis, or a colon closing it.
     * The review's heading lines ({@code headings}) are read, not every line again.
     */
    static int observationStated(Nfkc review, Headings headings, int from, int to, IntPredicate counts) {
        String t = review.text();
        for (int i = 0; i < headings.size && headings.starts[i] < to; i++) {
            int line = headings.starts[i];
            if (line < from) {
                continue;
            }
            int le = lineEnd(t, line);
            long words = headingWords(t, line, le);
            if (words < 0 || !headingForm(t, line, le)
                    || !Assertion.namesObservations(t.substring((int) (words >>> 32), (int) words))) {
                continue;
            }
            int start = nextLine(t, le);
            int end = to;
            for (int j = i + 1; j < headings.size && headings.starts[j] < to; j++) {
                int next = headings.starts[j];
                if (next >= start && headingForm(t, next, lineEnd(t, next))) {
                    end = next;
                    break;
                }
            }
            if (start >= end) {
                continue;
            }
            int at = Assertion.observedFinding(t, start, end, counts);
            if (at >= 0) {
                return at;
            }
        }
        return -1;
    }

    /**
     * Whether the short line {@code t[from, to)} has a heading's form: a Markdown heading mark, its words wrapped in
     * emphasis ({@code **Findings**}), or a colon closing it ({@code Findings:}); a bullet is an item.
     */
    private static boolean headingForm(String t, int from, int to) {
        int a = skipBlanks(t, from, to);
        int b = to;
        while (b > a && isSpace(t.charAt(b - 1))) {
            b--;
        }
        if (a >= b) {
            return false;
        }
        if (t.charAt(a) == '#') {
            return true;
        }
        if (b - a > 4 && (t.startsWith("**", a) && t.startsWith("**", b - 2) || t.startsWith("__", a) && t.startsWith("__", b - 2))) {
            return true;
        }
        char last = t.charAt(b - 1);
        if ((last == '*' || last == '_') && b - a > 4) {
            // **Notes:** closes its colon inside the emphasis
            int c = b;
            while (c > a && (t.charAt(c - 1) == '*' || t.charAt(c - 1) == '_')) {
                c--;
            }
            last = t.charAt(c - 1);
        }
        return (last == ':' || last == '：') && Decoration.bulletEnd(t, a, b) < 0;
    }

    /**
     * The lists in {@code [from, to)} under a heading that says what they list is gone ({@code Fixed:},
     * {@code ## Bugs fixed}, {@link Assertion#namesResolved}), as start and end pairs in the normalised text: a
     * failure an item names there is one the heading resolves, as a word of resolving in its own clause would.
     */
    static int[] resolvedLists(Nfkc review, int from, int to) {
        return resolvedLists(review, Headings.of(review), from, to);
    }

    /** {@link #resolvedLists(Nfkc, int, int)} reading the lines of the review's {@code headings} only (null: every line). */
    static int[] resolvedLists(Nfkc review, Headings headings, int from, int to) {
        List<Integer> spans = new ArrayList<>();
        headedLists(review, headings, from, to, Assertion::namesResolved, (heading, list) -> {
            spans.add(list.from);
            spans.add(list.end);
            return false;
        });
        return spans.stream().mapToInt(Integer::intValue).toArray();
    }

    /** What {@link #headedLists} does with a heading's line start and the list under it; true stops the walk. */
    private interface HeadedList {
        boolean visit(int heading, ListReader list);
    }

    /**
     * Walks the lines of {@code [from, to)} for headings whose words {@code names} accepts and that a list follows,
     * handing each with its list to {@code visit} until it answers true; a list's items are no headings. With
     * {@code headings} (the review's), a whole line that is none of them is passed over unread, as it reads as no
     * heading; a line cut by {@code from} or {@code to} is read as every line is without them (null).
     */
    private static void headedLists(Nfkc review, Headings headings, int from, int to,
            java.util.function.Predicate<String> names, HeadedList visit) {
        String t = review.text();
        // The line that holds to - 1 starts here: it ends at or past to, so it is read cut at to, not as a whole line.
        int tail = headings == null || to <= from ? to : t.lastIndexOf('\n', to - 1) + 1;
        int i = 0;
        int line = from;
        while (line < to) {
            if (headings != null && line < tail && (line == 0 || t.charAt(line - 1) == '\n')) {
                // A whole line before the cut one: on to the next heading line, or the cut line.
                while (i < headings.size && headings.starts[i] < line) {
                    i++;
                }
                line = i < headings.size && headings.starts[i] < tail ? headings.starts[i] : tail;
                if (line >= to) {
                    break;
                }
            }
            int nl = t.indexOf('\n', line);
            int next = nl < 0 || nl >= to ? to : nl + 1;
            int lineEnd = nl < 0 || nl >= to ? to : nl;
            lineEnd = lineEnd > line && t.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
            long words = headingWords(t, line, lineEnd);
            if (words >= 0 && names.test(t.substring((int) (words >>> 32), (int) words))) {
                ListReader list = new ListReader(review);
                list.read(next);
                if (!list.items.isEmpty()) {
                    if (visit.visit(line, list)) {
                        return;
                    }
                    line = nextLine(t, list.end);
                    continue;
                }
            }
            line = next;
        }
    }

    /** Whether {@code t[from, to)} is a heading line; long lines are rejected without a copy. */
    static boolean isHeading(String t, int from, int to) {
        long words = headingWords(t, from, to);
        return words >= 0 && WORDS.contains(t.substring((int) (words >>> 32), (int) words).toLowerCase(Locale.ROOT));
    }

    /**
     * The words of a heading line {@code t[from, to)}, past a Markdown heading mark and the emphasis, brackets and
     * colon around them, as their start in the high half and their end in the low half; -1 for a line too long to
     * be a heading.
     */
    private static long headingWords(String t, int from, int to) {
        if (to <= from) {
            return -1;
        }
        if (to - from > MAX_HEADING_CHARS && !isSpace(t.charAt(from)) && !isSpace(t.charAt(to - 1))) {
            return -1; // the common case: a line of prose, too long to be a heading, nothing to trim
        }
        int a = from;
        int b = to;
        while (a < b && isSpace(t.charAt(a))) {
            a++;
        }
        while (b > a && isSpace(t.charAt(b - 1))) {
            b--;
        }
        if (b - a > MAX_HEADING_CHARS) {
            return -1;
        }
        int hashes = 0;
        while (a + hashes < b && t.charAt(a + hashes) == '#') {
            hashes++;
        }
        if (hashes > 0) {
            if (hashes > 6 || a + hashes == b || !Character.isWhitespace(t.charAt(a + hashes))) {
                return -1;
            }
            a += hashes;
        }
        while (a < b && HEADING_WRAPPERS.indexOf(t.charAt(a)) >= 0) {
            a++;
        }
        while (b > a && HEADING_WRAPPERS.indexOf(t.charAt(b - 1)) >= 0) {
            b--;
        }
        return ((long) a << 32) | b;
    }

    /** Reads the list under a heading: its items (original text) and where its last item's line ends. */
    private static final class ListReader {
        private final Nfkc review;
        private final String t;
        private final List<String> items = new ArrayList<>();
        /** Where each item's text starts, in the normalised text. */
        private final List<Integer> starts = new ArrayList<>();
        private int itemStart;
        private int end = -1;
        /** Where the list's first line starts. */
        private int from;
        private StringBuilder item;
        private int itemIndent;

        ListReader(Nfkc review) {
            this.review = review;
            this.t = review.text();
        }

        void read(int from) {
            this.from = from;
            int p = from;
            boolean blankSinceItem = false;
            while (p < t.length()) {
                int le = lineEnd(t, p);
                int text = skipBlanks(t, p, le);
                if (text == le || t.substring(text, le).isBlank()) {
                    blankSinceItem = true;
                    p = nextLine(t, le);
                    continue;
                }
                int indent = text - p;
                int after = Decoration.bulletEnd(t, text, le);
                if (after >= 0) {
                    flush();
                    itemStart = skipBlanks(t, after, le);
                    item = new StringBuilder(review.originalOf(itemStart, le).strip());
                    itemIndent = indent;
                } else if (item != null && !blankSinceItem && indent > itemIndent) {
                    item.append(item.isEmpty() ? "" : " ").append(review.originalOf(text, le).strip());
                } else {
                    break;
                }
                end = le;
                blankSinceItem = false;
                p = nextLine(t, le);
            }
            flush();
        }

        private void flush() {
            String text = item == null ? "" : item.toString().strip();
            if (!text.isEmpty()) {
                items.add(text);
                starts.add(itemStart);
            }
            item = null;
        }
    }

    /** {@link Character#isWhitespace}, answered from {@link #SPACES}: one bit a character, no look-up of its Unicode type. */
    private static boolean isSpace(char c) {
        return CharBits.has(SPACES, c);
    }

    /** The characters {@link Character#isWhitespace} takes ({@link #isSpace}). */
    private static final long[] SPACES = CharBits.of(Character::isWhitespace);

    private static int skipBlanks(String t, int from, int to) {
        int p = from;
        while (p < to && (t.charAt(p) == ' ' || t.charAt(p) == '\t')) {
            p++;
        }
        return p;
    }

    private static int lineEnd(String t, int from) {
        int nl = t.indexOf('\n', from);
        int end = nl < 0 ? t.length() : nl;
        return end > from && t.charAt(end - 1) == '\r' ? end - 1 : end;
    }

    private static int nextLine(String t, int lineEnd) {
        int nl = t.indexOf('\n', lineEnd);
        return nl < 0 ? t.length() : nl + 1;
    }
}
