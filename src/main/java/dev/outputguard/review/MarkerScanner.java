package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Decoration;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;
import dev.outputguard.text.Reasoning;

/**
 * Finds the verdict a review states with a marker. Markers are tried in priority order; the first that
 * states a verdict decides, with the strictest verdict it states, and a marker the review only quotes
 * ({@link Quotes}) states no pass beside one it states. The value is read whole: {@code PASS_WITH_SUGGESTIONS}
 * is never read as {@code PASS}, {@code PASSED} is no value, and a bare {@code PASS} in prose is never a
 * verdict. Hand-written scan, no regular expression: each marker costs one pass over the text.
 *
 * <p>Tolerated beyond the original design's expressions, because models write Markdown: emphasis around the
 * keyword or value ({@code **最終判定:** FAIL}, {@code **最終判定**: FAIL}, {@code 判定: **PASS**}),
 * spaces before the colon, a colon after a bold keyword ({@code **結果**: PASS}), and
 * {@code PASS WITH SUGGESTIONS} or {@code pass-with-suggestions} for {@code PASS_WITH_SUGGESTIONS}.
 *
 * <p>It reads the text it is given; {@link ReviewDecider} gives it the review in NFKC
 * ({@link dev.outputguard.text.Nfkc}), so full-width letters, colons, asterisks and underscores match as ASCII.
 */
final class MarkerScanner {

    /**
     * A marker and the verdict it states: the keyword starts at {@code position}, the value ends at {@code end},
     * and the words read after it with it end at {@code readTo} (its sentence or remark: a later sentence may still
     * take it back); {@code reason} says why a pass written there was read as FAIL (null otherwise).
     */
    record Found(Marker marker, Verdict verdict, int position, int end, String reason, boolean unclear, int readTo) {
        Found(Marker marker, Verdict verdict, int position, int end) {
            this(marker, verdict, position, end, null, false, end);
        }

        Found(Marker marker, Verdict verdict, int position, int end, String reason) {
            this(marker, verdict, position, end, reason, false, end);
        }

        /** A FAIL that counts wherever the review writes it: written, or a pass negated; not an unclear pass. */
        boolean isFirmFail() {
            return verdict == Verdict.FAIL && !unclear;
        }
    }

    private MarkerScanner() {
    }

    /**
     * The deciding marker, after a reasoning model's thinking when the review begins with it ({@link Reasoning}):
     * the highest-priority marker that states a verdict, and of the verdicts it states the strictest (FAIL, then
     * PASS_WITH_SUGGESTIONS, then PASS), at its first occurrence. A marker the review quotes ({@link Quotes}: a
     * code fence, inline code, a blockquote, an example) states no pass while a marker outside quotes states a
     * verdict anywhere in the review; a quoted FAIL still counts. A pass in an HTML comment or a blockquote never
     * counts: a blockquote quotes someone's words, so a review whose pass stands only there states none.
     */
    static Optional<Found> find(String text) {
        return new Scan(text).find();
    }

    /**
     * One review's markers, each looked for once: {@link #find} and {@link #firstFail} on the same review share every
     * marker's occurrences and the verdicts read there. Keywords are found through one character of theirs
     * ({@link #anchorOf}), and the keywords that share it ({@code 判} of {@code 判定} and {@code 判定結果}, {@code d} of
     * {@code final decision} and {@code decision}) are found in one walk over its places; the verdict after a keyword
     * is read only when its marker is asked for, so a FAIL the highest marker states decides without reading what the
     * lower markers found in the same walk state.
     */
    static final class Scan {
        private final String text;
        private final int answer;
        private final java.util.EnumMap<Marker, List<Found>> read = new java.util.EnumMap<>(Marker.class);
        /** Where each marker's keyword starts, found in its anchor's walk and not yet read for a verdict. */
        private final int[][] places = new int[Marker.values().length][];
        private Quotes quotes;

        Scan(String text) {
            this.text = text;
            this.answer = Reasoning.answerStart(text);
        }

        /** Where the answer begins, after a reasoning model's thinking ({@link Reasoning#answerStart}). */
        int answer() {
            return answer;
        }

        /** {@link MarkerScanner#find} of this review. */
        Optional<Found> find() {
            return MarkerScanner.find(this::all, this::quotes);
        }

        /** The review's quotes ({@link Quotes#of}), found once: by {@link #find} where it needs them, or when first asked. */
        Quotes quotes() {
            if (quotes == null) {
                quotes = Quotes.of(text);
            }
            return quotes;
        }

        /** The quotes if {@link #find} needed them, else null: found for nothing else. */
        Quotes quotesIfFound() {
            return quotes;
        }

        /** {@link MarkerScanner#firstFail} of this review. */
        Optional<Found> firstFail() {
            for (Marker marker : Marker.values()) {
                for (Found f : all(marker)) {
                    if (f.isFirmFail()) {
                        return Optional.of(f);
                    }
                }
            }
            return Optional.empty();
        }

        /**
         * Every occurrence of {@code marker} after the thinking that states a verdict, in text order: every place
         * {@link MarkerScanner#indexOf} finds its keyword from each place on, read for the verdict it states.
         */
        List<Found> all(Marker marker) {
            List<Found> found = read.get(marker);
            if (found != null) {
                return found;
            }
            int[] at = places[marker.ordinal()];
            if (at == null) {
                walk(marker.ordinal());
                at = places[marker.ordinal()];
            }
            found = new ArrayList<>();
            for (int i = 1; i <= at[0]; i++) {
                Found f = stated(text, marker, at[i]);
                if (f != null) {
                    found.add(f);
                }
            }
            places[marker.ordinal()] = null;
            read.put(marker, found);
            return found;
        }

        /**
         * The places of the keywords of every marker whose keyword shares the anchor character of {@code marker} (an
         * ordinal), in one walk over that character's places (an ASCII letter in either case), each found with the
         * vectorised search for one character; each marker's places are held as a count followed by the places.
         */
        private void walk(int marker) {
            char c = ANCHOR_CHAR[marker];
            int[] group = GROUP[ANCHOR_GROUP[marker]];
            for (int m : group) {
                places[m] = new int[8];
            }
            char upper = c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
            if (upper == c) {
                // A character with no other case (結, 判, 最): one stream of places, keywords compared as written.
                for (int i = text.indexOf(c); i >= 0; i = text.indexOf(c, i + 1)) {
                    at(group, i);
                }
                return;
            }
            int lowerAt = text.indexOf(c);
            int upperAt = text.indexOf(upper);
            while (lowerAt >= 0 || upperAt >= 0) {
                int i;
                if (upperAt < 0 || (lowerAt >= 0 && lowerAt < upperAt)) {
                    i = lowerAt;
                    lowerAt = text.indexOf(c, i + 1);
                } else {
                    i = upperAt;
                    upperAt = text.indexOf(upper, i + 1);
                }
                at(group, i);
            }
        }

        /**
         * Records the keywords of {@code group} whose anchor character stands at {@code i} and that what follows may let
         * state a verdict ({@link #mayFollowKeyword}): prose that writes a keyword ({@code PASS判定が可能になります})
         * is passed over in the walk, without a reading.
         */
        private void at(int[] group, int i) {
            for (int m : group) {
                int start = i - ANCHOR[m];
                // An English keyword's letter after the anchor is compared first: most of an English review's d's
                // (the anchor of decision) are followed by another letter than e, and are passed over at one compare.
                if (start >= answer && (AFTER_ANCHOR[m] == 0 || i + 1 < text.length()
                        && toLowerAscii(text.charAt(i + 1)) == AFTER_ANCHOR[m])
                        && mayFollowKeyword(text, start + KEYWORD[m].length())
                        && (EXACT[m] ? text.startsWith(KEYWORD[m], start) : matchIgnoreCase(text, start, KEYWORD[m]) > 0)) {
                    int[] at = places[m];
                    if (at[0] + 1 == at.length) {
                        at = java.util.Arrays.copyOf(at, at.length * 2);
                        places[m] = at;
                    }
                    at[++at[0]] = start;
                }
            }
        }
    }

    /**
     * Whether the character at {@code p}, just past a keyword, may begin what lets the keyword state a verdict
     * ({@link #verdictAfter}): emphasis, a blank, a colon, a table cell's bar, a line's end or the text's. After any
     * other character the keyword states none, so this is asked before the keyword is compared.
     */
    private static boolean mayFollowKeyword(String text, int p) {
        if (p >= text.length()) {
            return true;
        }
        return switch (text.charAt(p)) {
            case '*', '`', ' ', '\t', '\u3000', ':', '：', '|', '\n', '\r' -> true;
            default -> false;
        };
    }

    /** Where in each marker's keyword the character it is found through stands ({@link #anchorOf}). */
    private static final int[] ANCHOR = new int[Marker.values().length];
    /** That character, an ASCII letter in lower case. */
    private static final char[] ANCHOR_CHAR = new char[Marker.values().length];

    /**
     * The character right after the anchor in each marker's keyword compared ignoring ASCII case (a letter in lower
     * case), or 0 where the keyword is compared as written ({@link #EXACT}) or ends at its anchor.
     */
    private static final char[] AFTER_ANCHOR = new char[Marker.values().length];

    /** Each marker's keyword, by ordinal. */
    private static final String[] KEYWORD = new String[Marker.values().length];
    /**
     * Whether a marker's keyword holds no ASCII letter ({@code 判定}, {@code **結果}): compared as written, which is what
     * the comparison ignoring ASCII case answers for it.
     */
    private static final boolean[] EXACT = new boolean[Marker.values().length];
    /** For each marker, the index in {@link #GROUP} of the markers that share its anchor character. */
    private static final int[] ANCHOR_GROUP = new int[Marker.values().length];
    /** The markers (ordinals, in priority order) that share an anchor character, one group per character. */
    private static final int[][] GROUP;

    static {
        List<int[]> groups = new ArrayList<>();
        for (Marker m : Marker.values()) {
            ANCHOR[m.ordinal()] = anchorOf(m.keyword());
            ANCHOR_CHAR[m.ordinal()] = m.keyword().charAt(ANCHOR[m.ordinal()]);
            KEYWORD[m.ordinal()] = m.keyword();
            EXACT[m.ordinal()] = !hasAsciiLetter(m.keyword());
            int after = ANCHOR[m.ordinal()] + 1;
            AFTER_ANCHOR[m.ordinal()] = EXACT[m.ordinal()] || after >= m.keyword().length() ? 0 : m.keyword().charAt(after);
        }
        for (Marker m : Marker.values()) {
            int first = indexOfAnchor(ANCHOR_CHAR[m.ordinal()]);
            if (first == m.ordinal()) {
                ANCHOR_GROUP[m.ordinal()] = groups.size();
                groups.add(java.util.stream.IntStream.range(0, Marker.values().length)
                        .filter(o -> ANCHOR_CHAR[o] == ANCHOR_CHAR[m.ordinal()]).toArray());
            } else {
                ANCHOR_GROUP[m.ordinal()] = ANCHOR_GROUP[first];
            }
        }
        GROUP = groups.toArray(new int[0][]);
    }

    /** The first marker (ordinal) whose anchor character is {@code c}. */
    private static int indexOfAnchor(char c) {
        int o = 0;
        while (ANCHOR_CHAR[o] != c) {
            o++;
        }
        return o;
    }

    /**
     * The character a keyword is found through: the first beyond ASCII ({@code 結} in {@code **結果}, which prose holds
     * far more rarely than the {@code *} before it), else its last word's first letter, which a keyword ending in the
     * same word shares ({@code final decision} and {@code decision}: one walk finds both).
     */
    static int anchorOf(String keyword) {
        if (!hasAsciiLetter(keyword)) {
            int anchor = 0;
            while (anchor < keyword.length() - 1 && keyword.charAt(anchor) < 0x80) {
                anchor++;
            }
            return anchor;
        }
        return keyword.lastIndexOf(' ') + 1;
    }

    /**
     * The deciding marker of {@code text} (see {@link #find(String)}) from each marker's {@code occurrences} in text
     * order.
     */
    static Optional<Found> find(String text, java.util.function.Function<Marker, List<Found>> occurrences) {
        return find(occurrences, () -> Quotes.of(text));
    }

    /** {@link #find(String, java.util.function.Function)}, the quotes asked of {@code quotesOf} when they are needed. */
    private static Optional<Found> find(java.util.function.Function<Marker, List<Found>> occurrences,
            java.util.function.Supplier<Quotes> quotesOf) {
        Quotes quotes = null;
        // Markers (in priority order) whose verdicts are all quoted: they decide only when no marker is stated.
        List<List<Quoted>> quotedOnly = new ArrayList<>();
        for (Marker marker : Marker.values()) {
            List<Found> all = occurrences.apply(marker);
            if (all.isEmpty()) {
                continue;
            }
            if (quotedOnly.isEmpty()) {
                // The highest marker in the review: a FAIL it states anywhere decides, quoted or not, so the
                // quotes need not be found (most failing reviews).
                for (Found f : all) {
                    if (f.isFirmFail()) {
                        return Optional.of(f);
                    }
                }
            }
            quotes = quotes != null ? quotes : quotesOf.get();
            List<Quoted> read = new ArrayList<>(all.size());
            boolean stated = false;
            for (Found f : all) {
                Quotes.Kind kind = quotes.at(f.position(), f.end());
                read.add(new Quoted(f, kind));
                stated |= kind == Quotes.Kind.STATED;
            }
            if (stated) {
                // A verdict is stated: the quoted passes of this marker and of every higher one are read past.
                for (List<Quoted> higher : quotedOnly) {
                    Found fail = strictest(higher, true);
                    if (fail != null) {
                        return Optional.of(fail);
                    }
                }
                return Optional.ofNullable(strictest(read, true));
            }
            quotedOnly.add(read);
        }
        // Nothing stated outside quotes: the quotes are the review (a review wrapped whole in a fence, say), but a
        // blockquote's pass is someone else's (strictest).
        for (List<Quoted> read : quotedOnly) {
            Found found = strictest(read, false);
            if (found != null) {
                return Optional.of(found);
            }
        }
        return Optional.empty();
    }

    /** A marker's verdict and where the review writes it. */
    private record Quoted(Found found, Quotes.Kind kind) {
    }

    /**
     * The strictest verdict among {@code read}, at its first occurrence, or null: with {@code statedOnly}, a quoted
     * pass does not count; a pass in an HTML comment, an example or a blockquote never does; a FAIL always does.
     */
    private static Found strictest(List<Quoted> read, boolean statedOnly) {
        Found best = null;
        for (Quoted q : read) {
            Verdict v = q.found().verdict();
            // An unclear pass counts as a pass would (only where stated); a FAIL written or negated counts anywhere.
            boolean counts = q.found().isFirmFail() || q.kind() == Quotes.Kind.STATED
                    || (!statedOnly && q.kind() == Quotes.Kind.QUOTED);
            if (counts && (best == null || ReviewDecider.severity(v) > ReviewDecider.severity(best.verdict()))) {
                best = q.found();
                if (v == Verdict.FAIL) {
                    break;
                }
            }
        }
        return best;
    }

    /** Every occurrence of {@code marker} at or after {@code from} that states a verdict, in text order. */
    static List<Found> all(String text, Marker marker, int from) {
        List<Found> all = new ArrayList<>();
        for (Optional<Found> f = next(text, marker, from); f.isPresent(); f = next(text, marker, f.get().position() + 1)) {
            all.add(f.get());
        }
        return all;
    }

    /**
     * The first FAIL any marker states after a reasoning model's thinking, quoted or not (a FAIL always counts),
     * markers in priority order: what a JSON pass must not outvote.
     */
    static Optional<Found> firstFail(String text) {
        return new Scan(text).firstFail();
    }

    /** Every occurrence of every marker that states a verdict, marker by marker in priority order. */
    static List<Found> findAll(String text) {
        List<Found> all = new ArrayList<>();
        for (Marker marker : Marker.values()) {
            all.addAll(all(text, marker, 0));
        }
        return all;
    }

    /** The first occurrence of {@code marker} at or after {@code from} that states a verdict. */
    private static Optional<Found> next(String text, Marker marker, int from) {
        int at = indexOf(text, marker.keyword(), from);
        while (at >= 0) {
            Found found = stated(text, marker, at);
            if (found != null) {
                return Optional.of(found);
            }
            at = indexOf(text, marker.keyword(), at + 1);
        }
        return Optional.empty();
    }

    /** The verdict the keyword of {@code marker} at {@code at} states, or null (an English keyword inside a word states none). */
    private static Found stated(String text, Marker marker, int at) {
        return marker.isWord() && continuesWord(text, at) ? null : verdictAfter(text, marker, at);
    }

    /** The verdict stated after the keyword at {@code at}, or null when none is. */
    private static Found verdictAfter(String text, Marker marker, int at) {
        int p = at + marker.keyword().length();
        if (marker.shape() == Marker.Shape.BOLD) {
            p = skipColon(text, p);
            if (!text.startsWith("**", p)) {
                return null;
            }
            p = skipColon(text, skipBlank(text, p + 2));
        } else {
            p = skipBlank(text, skipEmphasis(text, p));
            if (p < text.length() && text.charAt(p) == '|' && cellBefore(text, at)) {
                // A table row: the keyword alone in its cell, the verdict in the next.
                p = skipBlank(text, skipEmphasis(text, skipBlank(text, p + 1)));
                return readValue(text, marker, at, p, true);
            }
            if (!isColon(text, p)) {
                return headingVerdict(text, marker, at, p);
            }
            p++;
        }
        // Emphasis closing the keyword and opening the value, spaces between: **Final Decision:** **PASS**.
        for (int q = -1; q != p;) {
            q = p;
            p = skipSpace(text, skipEmphasis(text, skipSpace(text, p)));
        }
        return readValue(text, marker, at, p, false);
    }

    /** Between the keyword at {@code at} and the {@code |} that opens its table cell: at most blanks and emphasis. */
    private static boolean cellBefore(String text, int at) {
        int p = at - 1;
        while (p >= 0 && (text.charAt(p) == '*' || text.charAt(p) == '_' || text.charAt(p) == ' ' || text.charAt(p) == '\t')) {
            p--;
        }
        return p >= 0 && text.charAt(p) == '|';
    }

    /**
     * The keyword alone on its line, as a Markdown heading or in bold ({@code ## 最終判定}, {@code **判定**},
     * {@code 最終判定}), states the verdict on the next line that is not blank. A pass there must be the
     * line's only word: emphasis, a status mark and closing punctuation around it are all it may add, so
     * {@code PASS判定が可能になります} under the heading is no verdict; a FAIL is read as in the colon form. {@code p} is just past the keyword's
     * closing emphasis and blanks.
     */
    private static Found headingVerdict(String text, Marker marker, int at, int p) {
        if (!lineEnds(text, p) || !headingBefore(text, at)) {
            return null;
        }
        int line = skipSpace(text, p);
        Found found = readValue(text, marker, at, skipEmphasis(text, line), false);
        if (found != null && found.unclear()) {
            return null; // a pass with more words on its line is prose under the heading, no verdict
        }
        if (found == null || found.verdict() == Verdict.FAIL) {
            // A FAIL (written, or a pass taken back) stands whatever follows it: the safe side.
            return found;
        }
        int q = found.end();
        while (q < text.length()) {
            int mark = Assertion.statusMarkEnd(text, q, text.length());
            if (mark > q) {
                q = mark;
            } else if (isClosing(text.charAt(q)) || text.charAt(q) == ' ' || text.charAt(q) == '\t') {
                q++;
            } else {
                break;
            }
        }
        return lineEnds(text, q) ? found : null;
    }

    /** Between the line's start and the keyword at {@code at}: at most a heading mark ({@code #} to {@code ######}), blanks and emphasis. */
    private static boolean headingBefore(String text, int at) {
        int p = at - 1;
        while (p >= 0 && (text.charAt(p) == '*' || text.charAt(p) == '_' || text.charAt(p) == ' ' || text.charAt(p) == '\t')) {
            p--;
        }
        int hashes = 0;
        while (p >= 0 && text.charAt(p) == '#') {
            p--;
            hashes++;
        }
        if (hashes > 6) {
            return false;
        }
        while (p >= 0 && (text.charAt(p) == ' ' || text.charAt(p) == '\t')) {
            p--;
        }
        return p < 0 || text.charAt(p) == '\n' || text.charAt(p) == '\r';
    }

    private static boolean lineEnds(String text, int p) {
        return p >= text.length() || text.charAt(p) == '\n' || text.charAt(p) == '\r';
    }

    /** What may close a value on its own line: emphasis, a quotation mark, a full stop, an exclamation mark. */
    private static boolean isClosing(char c) {
        return Decoration.isCloser(c) || c == '.' || c == '。' || c == '!';
    }

    /**
     * Reads PASS_WITH_SUGGESTIONS, PASS or FAIL at {@code from}, longest first, as a whole word, after the marks a
     * model puts before a verdict: a status mark keeps it (✅ PASS), a cross takes a pass back (❌ PASS), and so do
     * words before it that leave it open (条件付きPASS, Conditional PASS, not PASS, maybe PASS: the lexicon's
     * negations, hedges, modals, approximations and conditions). A pass is then read with the words after it
     * ({@link #pass}).
     */
    private static Found readValue(String text, Marker marker, int at, int from, boolean cell) {
        boolean crossed = false;
        boolean cautioned = false;
        int p = from;
        int limit = text.length();
        for (int guard = 0; guard < 8 && p < limit; guard++) {
            // One look-up of the term at p answers all three: a status mark, a cross, words that take a value back.
            long lead = Assertion.leadBeforeValue(text, p, limit);
            int kinds = lead < 0 ? 0 : (int) (lead >>> 32);
            int termEnd = (int) lead;
            int end = (kinds & (Assertion.KEEPS | Assertion.CAUTIONS)) != 0 ? termEnd : -1;
            cautioned |= (kinds & Assertion.CAUTIONS) != 0;
            int cross = (kinds & Assertion.CROSSES) != 0 ? termEnd : -1;
            int trigger = cross > p ? cross : (kinds & Assertion.TAKES_BACK) != 0 ? termEnd : -1;
            boolean unknownMark = end < 0 && trigger < 0 && Character.isSurrogate(text.charAt(p));
            if (end < 0 && trigger < 0 && !unknownMark) {
                break;
            }
            // A mark nobody listed (an emoji) leaves the verdict after it unclear: read as taken back.
            crossed |= trigger > p || unknownMark;
            int next = Math.max(end, trigger);
            p = skipSpace(text, skipEmphasis(text, skipSpace(text, next > p ? next : p + 1)));
        }
        // Quotes and emphasis around the value keep it: 判定: "PASS", 判定: __PASS__, 判定: 「PASS」.
        Found found = readBareValue(text, marker, at, Decoration.skipOpeners(text, p, text.length()), cell);
        if (cautioned && found != null && found.verdict() == Verdict.PASS) {
            return new Found(marker, Verdict.FAIL, at, found.end(), marker.label() + " states PASS behind a mark of"
                    + " warning: a pass its reviewer warns about is no plain pass, so it states FAIL");
        }
        return crossed && found != null && found.verdict() != Verdict.FAIL ? new Found(marker, Verdict.FAIL, at, found.end(),
                marker.label() + " states " + found.verdict() + " behind a cross or words that leave it open: it states"
                        + " FAIL") : found;
    }

    private static Found readBareValue(String text, Marker marker, int at, int p, boolean cell) {
        int end = matchIgnoreCase(text, p, "pass");
        if (end > 0) {
            int pws = matchWithSuggestions(text, end);
            if (pws > 0 && !continuesAfter(text, pws)) {
                return pass(text, marker, at, pws, Verdict.PASS_WITH_SUGGESTIONS, cell);
            }
            return continuesAfter(text, end) ? null : pass(text, marker, at, end, Verdict.PASS, cell);
        }
        end = matchIgnoreCase(text, p, "fail");
        return end > 0 && !continuesAfter(text, end) ? new Found(marker, Verdict.FAIL, at, end) : null;
    }

    /**
     * A pass read with the words after it on its line (docs/review-decision.md, "A pass must stand clear";
     * {@link Assertion#after}): offered as one of several choices it is no value; taken back (questioned, negated,
     * conditional, hedged, joked, crossed) or left unclear by words bound to it, it states FAIL. In a table cell,
     * the cell's {@code |} ends its words, unless another value follows in the same cell ({@code PASS | FAIL}).
     */
    private static Found pass(String text, Marker marker, int at, int end, Verdict verdict, boolean cell) {
        // The words after the value as far as a remark on it is read (they end at the line's end too): a line of a
        // million passes is read one window at a time.
        int limit = Math.min(text.length(), end + 2 * Assertion.REMARK_WINDOW);
        if (cell) {
            int bar = end;
            while (bar < limit && text.charAt(bar) != '|' && text.charAt(bar) != '\n') {
                bar++;
            }
            if (bar < limit && text.charAt(bar) == '|') {
                int r = skipBlank(text, skipEmphasis(text, skipBlank(text, bar + 1)));
                if (matchIgnoreCase(text, r, "pass") > 0 || matchIgnoreCase(text, r, "fail") > 0) {
                    return null; // a choice between values: PASS | FAIL
                }
                // A face whose last mark is the bar (PASS :|) is read whole, not cut where the cell ends.
                limit = Assertion.markAcross(text, end, bar, limit) ? limit : bar;
            }
        }
        if (end < limit && text.charAt(end) == '-' && (end + 1 >= limit || text.charAt(end + 1) != ' ')) {
            // A hyphen glued to the value and to what follows it, or ending it (PASS-, PASS-1): a grade's minus or a
            // value of another name, no separator before a remark.
            return new Found(marker, Verdict.FAIL, at, end, marker.label() + " states " + verdict + ", then "
                    + words(text, end) + " on its line: a pass that is not clearly a verdict states FAIL", true, end);
        }
        // A pass with remarks may carry a mark of warning after it (PASS_WITH_SUGGESTIONS ⚠); a plain pass may not.
        int from = verdict == Verdict.PASS_WITH_SUGGESTIONS ? Assertion.cautionMarksEnd(text, end, limit) : end;
        Assertion.Stance tail = Assertion.after(text, from, limit, Assertion.Polarity.POSITIVE, Assertion.Bound.AFFIRMING,
                q -> startsMarkerStatement(text, q));
        if (tail.plain()) {
            // The words before the label in its sentence must keep the pass as a remark after it must.
            Assertion.Stance lead = Assertion.leadKeepsAPass(text, at);
            if (!lead.plain()) {
                return new Found(marker, Verdict.FAIL, at, end, marker.label() + " states " + verdict + " after "
                        + words(text, lead.at()) + " in its sentence: a pass the words before it do not keep states FAIL",
                        lead.kind() == Assertion.Kind.UNCLEAR, end);
            }
        }
        return switch (tail.kind()) {
            case PLAIN -> new Found(marker, verdict, at, end, null, false, tail.end());
            case CHOICE -> null;
            case TAKEN_BACK -> new Found(marker, Verdict.FAIL, at, end, marker.label() + " states " + verdict
                    + ", then " + words(text, tail.at()) + " on its line: a pass taken back, questioned or conditional"
                    + " states FAIL");
            case UNCLEAR -> new Found(marker, Verdict.FAIL, at, end, marker.label() + " states " + verdict + ", then "
                    + words(text, tail.at()) + " on its line: a pass that is not clearly a verdict states FAIL", true, end);
        };
    }

    /** The words from {@code from} on its line, quoted and cut for a message. */
    private static String words(String text, int from) {
        int end = from;
        while (end < text.length() && end - from < EchoLengths.TOKEN && !lineEnds(text, end)) {
            end++;
        }
        return Echo.quote(text.substring(from, end).strip(), EchoLengths.TOKEN);
    }

    /**
     * A marker keyword with its colon at {@code p}: another marker statement on the same line, where the pass's
     * words end. {@code PASS判定が可能になります} has no colon after {@code 判定}, so it is no marker.
     */
    private static boolean startsMarkerStatement(String text, int p) {
        for (Marker marker : Marker.values()) {
            int end = matchIgnoreCase(text, p, marker.keyword());
            if (end > 0) {
                int colon = skipBlank(text, skipEmphasis(text, end));
                if (colon < text.length() && (text.charAt(colon) == ':' || text.charAt(colon) == '：')) {
                    return true;
                }
            }
        }
        return false;
    }

    /** After "PASS": "_WITH_SUGGESTIONS" with '_', '-' or ' ' as separators; the end, or -1. */
    private static int matchWithSuggestions(String text, int p) {
        if (!isSeparator(text, p)) {
            return -1;
        }
        int q = matchIgnoreCase(text, p + 1, "with");
        if (q < 0 || !isSeparator(text, q)) {
            return -1;
        }
        return matchIgnoreCase(text, q + 1, "suggestions");
    }

    private static boolean isSeparator(String text, int p) {
        return p < text.length() && (text.charAt(p) == '_' || text.charAt(p) == '-' || text.charAt(p) == ' ');
    }

    /** The end of {@code lower} matched ASCII-case-insensitively at {@code p}, or -1. */
    static int matchIgnoreCase(String text, int p, String lower) {
        if (p < 0 || p + lower.length() > text.length()) {
            return -1;
        }
        for (int i = 0; i < lower.length(); i++) {
            if (toLowerAscii(text.charAt(p + i)) != lower.charAt(i)) {
                return -1;
            }
        }
        return p + lower.length();
    }

    /** First index of {@code keyword} at or after {@code from}; ASCII letters compare case-insensitively. */
    static int indexOf(String text, String keyword, int from) {
        if (!hasAsciiLetter(keyword)) {
            return indexOfExact(text, keyword, from);
        }
        char first = keyword.charAt(0);
        for (int i = Math.max(0, from); i + keyword.length() <= text.length(); i++) {
            if (toLowerAscii(text.charAt(i)) == first && matchIgnoreCase(text, i, keyword) > 0) {
                return i;
            }
        }
        return -1;
    }

    /**
     * {@code text.indexOf(keyword, from)}, found through the keyword's first non-ASCII character (結 in
     * {@code **結果**}, which prose holds far more rarely than the {@code *} before it): the search for one
     * character is vectorised and several times faster than the search for a string.
     */
    private static int indexOfExact(String text, String keyword, int from) {
        int anchor = 0;
        while (anchor < keyword.length() - 1 && keyword.charAt(anchor) < 0x80) {
            anchor++;
        }
        char c = keyword.charAt(anchor);
        int start = Math.max(0, from);
        for (int i = text.indexOf(c, start + anchor); i >= 0; i = text.indexOf(c, i + 1)) {
            if (text.startsWith(keyword, i - anchor)) {
                return i - anchor;
            }
        }
        return -1;
    }

    private static boolean hasAsciiLetter(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                return true;
            }
        }
        return false;
    }

    private static boolean continuesWord(String text, int at) {
        return at > 0 && isAsciiWord(text.charAt(at - 1));
    }

    /** A word character continues the value ({@code PASSED}, {@code PASS_WITH}), emphasis closing it ({@code __PASS__}) does not. */
    private static boolean continuesAfter(String text, int end) {
        if (end + 1 < text.length() && text.charAt(end) == '_' && (text.charAt(end + 1) == '_' || !isAsciiWord(text.charAt(end + 1)))) {
            return false;
        }
        return end < text.length() && isAsciiWord(text.charAt(end)) && !(end + 1 == text.length() && text.charAt(end) == '_');
    }

    private static boolean isColon(String text, int p) {
        return p < text.length() && (text.charAt(p) == ':' || text.charAt(p) == '：');
    }

    private static int skipColon(String text, int p) {
        return isColon(text, p) ? p + 1 : p;
    }

    static int skipEmphasis(String text, int from) {
        int p = from;
        while (p < text.length() && (text.charAt(p) == '*' || text.charAt(p) == '`')) {
            p++;
        }
        return p;
    }

    /** Spaces and tabs only: the keyword and its colon stay on one line. */
    static int skipBlank(String text, int from) {
        int p = from;
        while (p < text.length() && (text.charAt(p) == ' ' || text.charAt(p) == '\t' || text.charAt(p) == '\u3000')) {
            p++;
        }
        return p;
    }

    /** Any whitespace, line breaks included, as the original design's {@code \s*} between colon and value. */
    private static int skipSpace(String text, int from) {
        int p = from;
        while (p < text.length() && (Character.isWhitespace(text.charAt(p)) || text.charAt(p) == '\u00A0')) {
            p++;
        }
        return p;
    }

    static char toLowerAscii(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }

    private static boolean isAsciiWord(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }
}
