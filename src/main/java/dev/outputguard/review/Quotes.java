package dev.outputguard.review;

import java.util.Arrays;
import java.util.List;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Decoration;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Templates;
import dev.outputguard.text.CodeFences;
import dev.outputguard.text.Fence;

/**
 * Where a review quotes rather than states: the parts a reviewer shows as material (its output template, an
 * example, an earlier review) and the parts it hides. A marker there is no statement of the reviewer's own
 * verdict when the review states one elsewhere ({@link MarkerScanner}).
 *
 * <ul>
 * <li>{@link Kind#QUOTED}: a code fence (any info string), an inline code span holding the value too ({@code `最終判定: PASS`}).
 * <li>{@link Kind#BLOCKQUOTE}: a Markdown blockquote line ({@code > 最終判定: PASS}), someone's words quoted.
 * <li>{@link Kind#EXAMPLE}: a line that begins with an example label and a colon ({@code 例: 最終判定: PASS},
 * {@code Example: Final Decision: PASS}), or, when the label stands alone on its line ({@code 出力例:}), the lines
 * after it up to the next blank line; a fence of code ({@code ```diff}, {@code ```java}: an info string that names
 * no language of prose).
 * <li>{@link Kind#HIDDEN}: an HTML comment ({@code <!-- 最終判定: PASS -->}), which a rendered review does not
 * show at all.
 * </ul>
 *
 * <p>Found once, in one pass over the lines plus vectorised searches for backticks, tildes and {@code <!--},
 * on the text the markers are read from (the review in NFKC); each question is a binary search.
 */
final class Quotes {

    enum Kind {
        /** Stated by the reviewer. */
        STATED,
        /** Shown as material: a fence, inline code. */
        QUOTED,
        /**
         * A Markdown blockquote line ({@code > Final Decision: PASS}): a quotation of someone's words (the prompt, an
         * earlier review, another reviewer), never the reviewer's own verdict, not even where nothing else states one.
         */
        BLOCKQUOTE,
        /**
         * Shown as an example or a template (a line after an example label, or the paragraph under one): never a
         * verdict of the reviewer's, not even where nothing else states one.
         */
        EXAMPLE,
        /** An HTML comment. */
        HIDDEN
    }

    /**
     * Labels that introduce an example or a template: the lexicon's {@link Category#EXAMPLE_LABEL} terms, in NFKC and
     * lower case; each must be followed by a colon (after optional emphasis) to count. Words that also name a review
     * criterion ({@code Format}, {@code 形式}) are not listed: {@code Format: consistent} is a finding, not a template.
     */
    static final List<String> EXAMPLE_LABELS = Lexicon.get().words(Category.EXAMPLE_LABEL);

    /**
     * The characters whose lower case ({@link Character#toLowerCase(char)}) is the first character of one of
     * {@link #EXAMPLE_LABELS}, as bits ({@code c} is bit {@code c % 64} of word {@code c / 64}): a line's first
     * character is looked up once as written, not lowered and then searched for among the labels of every language.
     */
    private static final long[] LABEL_FIRSTS = firsts();

    /**
     * {@link #EXAMPLE_LABELS} by the class their first character falls in when compared ignoring case ({@link #caseClass}),
     * each list in the labels' order: at a line's first character only the labels that may match there are compared,
     * not those of every language (at the {@code T} of English prose, dozens).
     */
    private static final java.util.Map<Character, List<String>> LABELS_BY_FIRST = byFirst();

    private static java.util.Map<Character, List<String>> byFirst() {
        java.util.Map<Character, List<String>> byFirst = new java.util.HashMap<>();
        for (String label : EXAMPLE_LABELS) {
            byFirst.computeIfAbsent(caseClass(label.charAt(0)), c -> new java.util.ArrayList<>()).add(label);
        }
        byFirst.replaceAll((c, labels) -> List.copyOf(labels));
        return java.util.Map.copyOf(byFirst);
    }

    /**
     * What two characters that {@link String#regionMatches(boolean, int, String, int, int)} takes as equal ignoring
     * case share: the lower case of the upper case (equal characters, and those of one upper case, share it too).
     */
    static char caseClass(char c) {
        return Character.toLowerCase(Character.toUpperCase(c));
    }

    private static long[] firsts() {
        long[] firsts = new long[(Character.MAX_VALUE + 1) / 64];
        for (String label : EXAMPLE_LABELS) {
            char c = label.charAt(0);
            firsts[c >>> 6] |= 1L << c;
        }
        long[] bits = new long[firsts.length];
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            char lower = Character.toLowerCase((char) c);
            if ((firsts[lower >>> 6] & (1L << lower)) != 0) {
                bits[c >>> 6] |= 1L << c;
            }
        }
        return bits;
    }

    /**
     * Sorted, disjoint {start, end} spans of each kind: fences, HTML comments, quoted lines, examples, inline code,
     * fences of code.
     */
    private final Spans fences;
    private final Spans comments;
    private final Spans lines;
    /** The blockquote lines that are the reviewer's own: no line naming another's words leads into them. */
    private final Spans ownLines;
    private final Spans examples;
    private final Spans code;
    private final Spans codeFences;
    /** Code indented four columns or more ({@link #indentedCode}) and HTML elements that quote ({@link #quotingElements}). */
    private final Spans indented;
    private final Spans elements;
    /** Lines a quote mark other than {@code >} opens ({@link #quoteMark}). */
    private final Spans marks;
    /** Every line feed of the text, found on the walk over its lines. */
    private final LineFeeds feeds;
    /** Fences whose info string names a log, a terminal or none ({@link #LOG_INFO}): what a run printed. */
    private final Spans logFences;
    /** The text the quotes were found in. */
    private final String text;

    private Quotes(Spans fences, Spans comments, Spans lines, Spans ownLines, Spans examples, Spans code, Spans codeFences,
            Spans indented, Spans elements, Spans marks, LineFeeds feeds, Spans logFences, String text) {
        this.feeds = feeds;
        this.logFences = logFences;
        this.text = text;
        this.marks = marks;
        this.indented = indented;
        this.elements = elements;
        this.fences = fences;
        this.comments = comments;
        this.lines = lines;
        this.ownLines = ownLines;
        this.examples = examples;
        this.code = code;
        this.codeFences = codeFences;
    }

    /**
     * What a marker from {@code position} to {@code end} (its keyword to its value) is: stated, quoted or hidden
     * (a comment inside a quote is hidden). Inline code quotes a marker only when it holds the value too:
     * {@code `最終判定`: PASS} names the keyword in code and states the verdict.
     */
    Kind at(int position, int end) {
        Kind kind = wordsAt(position, end);
        if (kind == Kind.STATED && (indented.holds(position) || elements.holds(position))) {
            return Kind.EXAMPLE;
        }
        return kind == Kind.STATED && marks.holds(position) ? Kind.BLOCKQUOTE : kind;
    }

    /**
     * Whether {@code position} lies in a blockquote that is the reviewer's own words: no line ending in a colon that
     * names another's words leads into it ({@link Assertion#quoteSourced}): a callout ({@code > [!WARNING]},
     * {@code > **Note:** …}) states the reviewer's findings, which count beside a pass, though a verdict quoted
     * there is still no verdict of theirs; a span of code in it is code.
     */
    boolean ownQuote(int position) {
        return ownLines.holds(position) && !code.holds(position);
    }

    /**
     * Whether {@code position} is in a span of inline code on a blockquote's line that no line names as another's words
     * ({@link #ownQuote}'s lines): read as {@link #inlineCode} is outside a quote ({@code > The lint step is wrapped in
     * `|| true`.}).
     */
    boolean codeInOwnQuote(int position) {
        return ownLines.holds(position) && code.holds(position) && !fences.holds(position);
    }

    /**
     * What the words at {@code position} to {@code end} are when read as findings (a problem stated, a verdict
     * withheld): as {@link #at} reads a marker, but for the quote marks other than {@code >}, indented code and the
     * HTML elements that quote, whose words still count against a pass: a finding counted where it may be quoted only
     * ever fails a pass.
     */
    Kind wordsAt(int position, int end) {
        if (comments.holds(position)) {
            return Kind.HIDDEN;
        }
        if (examples.holds(position) || codeFences.holds(position)) {
            return Kind.EXAMPLE;
        }
        if (lines.holds(position)) {
            return Kind.BLOCKQUOTE;
        }
        if (fences.holds(position)) {
            return Kind.QUOTED;
        }
        int span = code.indexOf(position);
        return span >= 0 && span == code.indexOf(end - 1) ? Kind.QUOTED : Kind.STATED;
    }

    /**
     * Whether {@code position} lies in what a run printed, shown as the reviewer's evidence of it: a fence of a log, a
     * terminal or no language ({@code ```log}, {@code ```console}, {@code ```text}, {@code ```}), or inline code that is
     * its line's whole content ({@code `npm ERR! code ELIFECYCLE`}); not under an example's label, in a comment or in a
     * quoted line. A tool's failure line there is the review's finding ({@code Assertion.Findings#toolFailure}).
     */
    boolean toolOutput(int position) {
        if (comments.holds(position) || examples.holds(position) || lines.holds(position) || marks.holds(position)) {
            return false;
        }
        if (logFences.holds(position)) {
            return true;
        }
        int span = code.indexOf(position);
        if (span < 0 || fences.holds(position)) {
            return false;
        }
        int p = code.starts[span];
        while (p > 0 && text.charAt(p - 1) != '\n') {
            char c = text.charAt(--p);
            if (!(c == ' ' || c == '\t' || c == '-' || c == '*' || c == '+' || c == '\u2022')) {
                return false;
            }
        }
        for (int q = code.ends[span]; q < text.length() && text.charAt(q) != '\n' && text.charAt(q) != '\r'; q++) {
            if (Character.isLetterOrDigit(text.charAt(q))) {
                return false;
            }
        }
        return true;
    }

    /** Whether the text holds a fence of a log or of no language, or inline code: where {@link #toolOutput} may hold. */
    boolean hasToolOutput() {
        return logFences.size > 0 || code.size > 0;
    }

    /**
     * The info strings of a fence that shows what a run printed ({@link #toolOutput}): none, plain text, a log, a
     * terminal's session or a shell's.
     */
    private static final java.util.Set<String> LOG_INFO = java.util.Set.of("", "text", "txt", "plain", "plaintext", "log",
            "logs", "console", "terminal", "output", "stdout", "stderr", "shell", "sh", "bash", "zsh", "shell-session",
            "sh-session", "shellsession", "pwsh", "powershell", "cmd", "ansi", "nohighlight", "none");

    /** Whether {@code position} lies in inline code and in no fence, comment, quoted line or example. */
    boolean inlineCode(int position) {
        return code.indexOf(position) >= 0 && wordsAt(position, position + 1) == Kind.QUOTED && !fences.holds(position);
    }

    /**
     * The info strings of a fence that may hold the review itself, wrapped whole: none, or a language of prose. A fence
     * of any other language holds code ({@code ```diff}, {@code ```python}), whose verdict is the code's, read as an
     * example's is.
     */
    private static final java.util.Set<String> PROSE_INFO = java.util.Set.of("", "markdown", "md", "text", "txt",
            "plain", "plaintext");

    static Quotes of(String text) {
        List<Fence> found = CodeFences.find(text);
        Spans fences = new Spans();
        found.forEach(f -> fences.add(f.start(), f.end()));
        Spans lines = new Spans();
        Spans ownLines = new Spans();
        Spans examples = new Spans();
        Spans codeFences = new Spans();
        Spans logFences = new Spans();
        for (Fence f : found) {
            String info = f.info().strip().toLowerCase(java.util.Locale.ROOT);
            int blank = info.indexOf(' ');
            if (!f.inline() && LOG_INFO.contains(blank < 0 ? info : info.substring(0, blank))) {
                logFences.add(f.start(), f.end());
            }
            if (!f.inline() && (!f.closed() || !PROSE_INFO.contains(f.info().toLowerCase(java.util.Locale.ROOT)))) {
                // A fence of code (```diff, ```java): a verdict in it is the code's, never the review's; so is one in a
                // fence never closed, which wraps no review whole but quotes to the end whatever follows it.
                codeFences.add(f.start(), f.end());
            }
        }
        Spans code = new Spans();
        boolean exampleParagraph = false;
        // A label alone on its line, the example not begun: blank lines may come first, or a fence that is the example.
        boolean exampleAwaited = false;
        // A line naming a template only (Structure:, Use this format:) awaits it too, but a list under it is findings.
        boolean templateAwaited = false;
        // The next backtick, found once for many lines: a text without one is not searched again each line.
        int tick = text.indexOf('`');
        // Every line feed is noted as it is found, those inside a fence too, for the walk for headings (LineFeeds).
        LineFeeds feeds = new LineFeeds();
        Spans indented = new Spans();
        Spans marks = new Spans();
        // Indented code: whether the line above was blank (or none), and whether the last line with words was a list's.
        boolean afterBlank = true;
        boolean inList = false;
        // The last line at the margin with words, whose being a list's item (inList's) is read when needed.
        int listFirst = -1;
        int listOwn = -1;
        int indentedFrom = -1;
        // The last line with words outside a blockquote (-1 after a fence), and whether the last such line of any kind
        // was a blockquote's: a blockquote's first line asks the line leading into it whose words it holds.
        int leadFirst = -1;
        int leadOwn = -1;
        boolean inQuote = false;
        boolean quoteOwn = false;
        int fi = 0;
        int n = text.length();
        int line = 0;
        while (line < n) {
            while (fi < found.size() && found.get(fi).end() <= line) {
                fi++;
            }
            if (fi < found.size() && found.get(fi).start() <= line) {
                // A fence holds the line's start: its lines are the fence's (an example's, right under its label);
                // go on after it.
                if (exampleAwaited || templateAwaited || exampleParagraph) {
                    examples.add(found.get(fi).start(), found.get(fi).end());
                }
                templateAwaited = false;
                if (indentedFrom >= 0) {
                    indented.add(indentedFrom, line);
                    indentedFrom = -1;
                }
                afterBlank = false;
                inList = false;
                listFirst = -1;
                leadFirst = -1;
                inQuote = false;
                int fenceEnd = found.get(fi).end();
                int nl = text.indexOf('\n', line);
                while (nl >= 0 && nl < fenceEnd) {
                    feeds.add(nl);
                    nl = text.indexOf('\n', nl + 1);
                }
                if (nl >= 0) {
                    feeds.add(nl);
                }
                line = nl < 0 ? n : nl + 1;
                exampleParagraph = false;
                exampleAwaited = false;
                continue;
            }
            int nl = text.indexOf('\n', line);
            if (nl >= 0) {
                feeds.add(nl);
            }
            int lineEnd = nl < 0 ? n : nl;
            // The line's own part ends where a fence opens on it.
            int own = fi < found.size() && found.get(fi).start() < lineEnd ? found.get(fi).start() : lineEnd;
            int first = skipBlanks(text, line, own);
            int introduced;
            // Indented code (CommonMark's): four columns or more in, after a blank line or opening the text, outside a
            // list, whose indented lines continue its items; it runs on over blank lines while lines stay so indented.
            boolean deep = first < own && columns(text, line, first) >= 4;
            if (indentedFrom < 0 && deep && afterBlank && !inList && (listFirst < 0
                    || Decoration.bulletEnd(text, listFirst, listOwn) <= 0 && !numbered(text, listFirst, listOwn))) {
                indentedFrom = line;
            } else if (indentedFrom >= 0 && first < own && !deep) {
                indented.add(indentedFrom, line);
                indentedFrom = -1;
            }
            if (first < own && first == line) {
                // A line at the margin: whether it is a list's item is asked only when an indented line follows.
                listFirst = first;
                listOwn = own;
                inList = false;
            } else if (first < own && !deep) {
                inList |= Decoration.bulletEnd(text, first, own) > 0 || numbered(text, first, own);
            }
            afterBlank = first == own;
            if (indentedFrom >= 0) {
                line = lineEnd + 1;
                continue;
            }
            if (templateAwaited && first < own && Decoration.bulletEnd(text, first, own) > 0) {
                templateAwaited = false; // a list under a template's name is the review's findings
            }
            if (first == own) {
                exampleParagraph = exampleParagraph && own < lineEnd;
            } else if (exampleParagraph || exampleAwaited || templateAwaited) {
                examples.add(line, own);
                exampleParagraph = true;
                exampleAwaited = false;
                templateAwaited = false;
            } else if (first - line <= 3 && text.charAt(first) == '>') {
                lines.add(line, own);
                if (!inQuote) {
                    quoteOwn = leadFirst < 0 || !Assertion.quoteSourced(text, leadFirst, leadOwn);
                }
                if (quoteOwn) {
                    ownLines.add(line, own);
                    // Its words are the reviewer's: a span of code there is code, as on any line of theirs.
                    if (tick >= 0 && tick < first) {
                        tick = text.indexOf('`', first);
                    }
                    if (tick >= 0 && tick < own) {
                        codeSpans(text, tick, own, code);
                    }
                }
            } else if (first - line <= 3 && quoteMark(text, first, own)) {
                marks.add(line, own);
            } else {
                int label = exampleLabelEnd(text, first, own);
                if (label >= 0) {
                    examples.add(first, own);
                    // The label alone on its line: the example is the paragraph below it, blank lines or a fence first.
                    exampleAwaited = skipBlanks(text, label, own) >= own;
                } else if ((introduced = Templates.introduces(text, first, own)) != Templates.NOTHING) {
                    // A line ending in a colon that names an example (For example:, Expected output:): the paragraph
                    // or fence below it is one; one naming only a template (Use this format:, Structure:): the same,
                    // but a list under it is the review's findings (Structure:\n- clean).
                    exampleAwaited = introduced == Templates.EXAMPLE;
                    templateAwaited = introduced == Templates.TEMPLATE;
                } else {
                    if (tick >= 0 && tick < first) {
                        tick = text.indexOf('`', first);
                    }
                    if (tick >= 0 && tick < own) {
                        codeSpans(text, tick, own, code);
                    }
                }
            }
            if (first < own) {
                inQuote = first - line <= 3 && text.charAt(first) == '>' && lines.holds(first);
                if (!inQuote) {
                    leadFirst = first;
                    leadOwn = own;
                }
            }
            line = lineEnd + 1;
        }
        if (indentedFrom >= 0) {
            indented.add(indentedFrom, n);
        }
        Spans elements = quotingElements(text, fences, code);
        // Comments last: a "<!--" inside a fence or inline code (a review of an HTML document) opens none.
        Spans comments = new Spans();
        for (int at = comment(text, 0); at >= 0; at = comment(text, at)) {
            if (fences.holds(at) || code.holds(at)) {
                at += 4;
                continue;
            }
            int close = text.indexOf("-->", at + 4);
            int end = close < 0 ? text.length() : close + 3;
            comments.add(at, end);
            at = end;
        }
        return new Quotes(fences, comments, lines, ownLines, examples, code, codeFences, indented, elements, marks, feeds, logFences,
                text);
    }

    /** Every line feed of the text these are the quotes of, in order. */
    LineFeeds lineFeeds() {
        return feeds;
    }

    /**
     * {@code text.indexOf("<!--", from)}, found through its {@code <} with the vectorised search for one character:
     * the search for a Latin-1 string in a text beyond Latin-1 (a Japanese review) goes a character at a time.
     */
    private static int comment(String text, int from) {
        for (int at = text.indexOf('<', from); at >= 0; at = text.indexOf('<', at + 1)) {
            if (text.startsWith("<!--", at)) {
                return at;
            }
        }
        return -1;
    }

    /** Sorted, disjoint spans, added in order; asked with a binary search. */
    private static final class Spans {
        private int[] starts = new int[8];
        private int[] ends = new int[8];
        private int size;

        void add(int start, int end) {
            if (end <= start) {
                return;
            }
            if (size == starts.length) {
                starts = Arrays.copyOf(starts, size * 2);
                ends = Arrays.copyOf(ends, size * 2);
            }
            starts[size] = start;
            ends[size] = end;
            size++;
        }

        boolean holds(int position) {
            return indexOf(position) >= 0;
        }

        /** The index of the span holding {@code position}, or -1. */
        int indexOf(int position) {
            int i = Arrays.binarySearch(starts, 0, size, position);
            i = i >= 0 ? i : -i - 2;
            return i >= 0 && position < ends[i] ? i : -1;
        }
    }

    /**
     * The inline code spans of {@code text[from, to)}: a run of backticks closed by the next run of the same
     * length on the line; a run never closed is a literal backtick.
     */
    private static void codeSpans(String text, int from, int to, Spans spans) {
        int p = text.indexOf('`', from);
        while (p >= 0 && p < to) {
            int run = run(text, p, to);
            int q = text.indexOf('`', p + run);
            int close = -1;
            while (q >= 0 && q < to) {
                int r = run(text, q, to);
                if (r == run) {
                    close = q;
                    break;
                }
                q = text.indexOf('`', q + r);
            }
            if (close < 0) {
                // Unclosed: no later run of this length on the line, so none of the runs after it closes it either
                // as an opener of the same length; go on after it.
                p = text.indexOf('`', p + run);
                continue;
            }
            spans.add(p, close + run);
            p = text.indexOf('`', close + run);
        }
    }

    private static int run(String text, int p, int to) {
        int q = p;
        while (q < to && text.charAt(q) == '`') {
            q++;
        }
        return q - p;
    }

    /**
     * Just past an example label and its colon at the line's first character {@code p} (after a list bullet,
     * a heading mark and emphasis), or the label alone on its line without a colon ({@code Example}, {@code ## 例}),
     * or -1.
     */
    static int exampleLabelEnd(String text, int p, int lineEnd) {
        return exampleLabelEnd(text, p, lineEnd, false);
    }

    /**
     * {@link #exampleLabelEnd(String, int, int)}, comparing every label at the label's first character where
     * {@code everyLabel}: the index by first character's oracle in tests.
     */
    static int exampleLabelEnd(String text, int p, int lineEnd, boolean everyLabel) {
        int q = p;
        char bullet = q + 1 < lineEnd ? text.charAt(q) : 0;
        // A list bullet, compared as three characters: a search of a Latin-1 string costs more, once every line.
        if ((bullet == '-' || bullet == '*' || bullet == '+') && text.charAt(q + 1) == ' ') {
            q = skipBlanks(text, q + 1, lineEnd);
        }
        while (q < lineEnd && text.charAt(q) == '#') {
            q++;
        }
        q = skipWrappers(text, skipBlanks(text, q, lineEnd), lineEnd);
        char first = q < lineEnd ? text.charAt(q) : 0;
        if (q >= lineEnd || (LABEL_FIRSTS[first >>> 6] & (1L << first)) == 0) {
            return -1; // most lines: one look at their first character
        }
        // A surrogate is compared by its code point: every label is tried there, as the class of a half says nothing.
        List<String> labels = everyLabel || Character.isSurrogate(first) ? EXAMPLE_LABELS
                : LABELS_BY_FIRST.getOrDefault(caseClass(first), List.of());
        for (String label : labels) {
            if (q + label.length() <= lineEnd && text.regionMatches(true, q, label, 0, label.length())) {
                int r = skipWrappers(text, q + label.length(), lineEnd);
                r = skipBlanks(text, r, lineEnd);
                if (r < lineEnd && (text.charAt(r) == ':')) {
                    return skipWrappers(text, r + 1, lineEnd);
                }
                if (r >= lineEnd) {
                    return r; // the label alone on its line, no colon after it (Example, 例): the same label
                }
            }
        }
        return -1;
    }

    /** The columns from {@code line} to {@code first}, a tab reaching the next multiple of four. */
    private static int columns(String text, int line, int first) {
        int c = 0;
        for (int i = line; i < first; i++) {
            c = text.charAt(i) == '\t' ? (c / 4 + 1) * 4 : c + 1;
        }
        return c;
    }

    /** Whether a numbered list item opens {@code text[first, own)}: digits, then {@code .} or {@code )} and a blank. */
    private static boolean numbered(String text, int first, int own) {
        int d = first;
        while (d < own && d - first < 9 && text.charAt(d) >= '0' && text.charAt(d) <= '9') {
            d++;
        }
        return d > first && d + 1 < own && (text.charAt(d) == '.' || text.charAt(d) == ')')
                && (text.charAt(d + 1) == ' ' || text.charAt(d + 1) == '\t');
    }

    /**
     * The marks that open a quoted line, as Markdown's {@code >} does: quotation marks (the Unicode classes of an
     * opening and a closing quotation mark: {@code “ ” ‘ ’ « » ‹ ›}, and {@code "}), the angle brackets that quote
     * ({@code 〈 〉 《 》 ❮ ❯ ❰ ❱}) and the vertical bars a chat or a mail client quotes with ({@code │ ┃ ║ ▌ ▍ ▎ ▏ ❘ ❙ ❚});
     * a full-width form is read in NFKC ({@code ＞}, {@code ｜}). A {@code |} opens one only where no other {@code |}
     * follows on its line: otherwise it opens a table's row ({@code | 判定 | PASS |}).
     */
    private static boolean quoteMark(String text, int first, int own) {
        char c = text.charAt(first);
        if (c == '|') {
            return text.indexOf('|', first + 1) < 0 || text.indexOf('|', first + 1) >= own;
        }
        if (c < 0x80 && c != '"') {
            return false; // no other ASCII mark quotes a line (a bullet, a letter, a heading's #: most lines)
        }
        if (isQuotation(c)) {
            // A quotation closed before the line ends quotes a word of it ("Pay" is sent twice), not the line.
            int last = own;
            while (last > first && " \t\r".indexOf(text.charAt(last - 1)) >= 0) {
                last--;
            }
            for (int p = first + 1; p < last - 1; p++) {
                if (isQuotation(text.charAt(p))) {
                    return false;
                }
            }
            return true;
        }
        return "〈〉《》❮❯❰❱│┃║▌▍▎▏❘❙❚".indexOf(c) >= 0;
    }

    private static boolean isQuotation(char c) {
        int type = Character.getType(c);
        return c == '"' || type == Character.INITIAL_QUOTE_PUNCTUATION || type == Character.FINAL_QUOTE_PUNCTUATION;
    }

    /**
     * The HTML elements a review shows something in that are not its own words, to their closing tag: an element whose
     * name is no word of {@link #KEEPING_ELEMENTS} ({@code <code>}, {@code <pre>}, {@code <details>},
     * {@code <blockquote>}, {@code <samp>}, {@code <template>}, {@code <example>}, {@code <prompt>}), read fail-closed;
     * a wrapper naming the answer keeps it ({@code <answer>}, {@code <review>}, {@code <final_answer>}), and so does
     * one that only lays text out ({@code <p>}, {@code <b>}, {@code <div>}). An element never closed quotes to the end
     * of the text where its tag stands alone on its line, else to its line's end (a tag named in prose, {@code The
     * <dialog> element needs a label.}). Tags inside a fence or inline code open none; a tag is a {@code <} at a word's
     * start and a lower-case name ({@code List<String>} and {@code <T>} are code).
     */
    private static Spans quotingElements(String text, Spans fences, Spans code) {
        Spans elements = new Spans();
        int n = text.length();
        // Each search goes forward and is kept for the tags after it: the next '>', the next line feed, and per name
        // the next closing tag, so a review of many tags on one line or of many lines of tags is read once.
        int gt = -1;
        int nl = -1;
        java.util.Map<String, Integer> closes = new java.util.HashMap<>();
        for (int at = text.indexOf('<'); at >= 0 && at < n; at = text.indexOf('<', at + 1)) {
            int e = at + 1;
            while (e < n && (text.charAt(e) >= 'a' && text.charAt(e) <= 'z' || e > at + 1 && (text.charAt(e) >= '0'
                    && text.charAt(e) <= '9' || text.charAt(e) == '_' || text.charAt(e) == '-'))) {
                e++;
            }
            if (e == at + 1 || e >= n || text.charAt(e) != '>' && text.charAt(e) != ' ' && text.charAt(e) != '\n'
                    || at > 0 && Character.isLetterOrDigit(text.charAt(at - 1)) || fences.holds(at) || code.holds(at)) {
                continue;
            }
            if (gt < e) {
                gt = text.indexOf('>', e);
                gt = gt < 0 ? n : gt;
            }
            if (nl < e) {
                nl = text.indexOf('\n', e);
                nl = nl < 0 ? n : nl;
            }
            if (gt >= nl) {
                continue; // no tag's end on its line
            }
            String name = text.substring(at + 1, e);
            if (keeps(name)) {
                continue;
            }
            Integer known = closes.get(name);
            int close = known != null && (known < 0 || known > gt) ? known : text.indexOf("</" + name, gt);
            closes.put(name, close);
            int end;
            if (close >= 0) {
                end = text.indexOf('>', close);
                end = end < 0 ? n : end + 1;
            } else {
                int lineStart = at;
                while (lineStart > 0 && text.charAt(lineStart - 1) != '\n') {
                    lineStart--;
                }
                boolean alone = text.substring(lineStart, at).isBlank() && text.substring(gt + 1, nl).isBlank();
                end = alone ? n : nl;
            }
            elements.add(at, end);
            at = end - 1;
        }
        return elements;
    }

    /**
     * The names of HTML elements that only lay a review's own words out, and the lexicon's words naming an answer or
     * a review (its {@link Category#NEUTRAL_WRAPPER}, {@link Category#THIS_VALUE} and {@link Category#VERDICT_LABEL}
     * terms and {@code review}, {@code response}): an element of any other name quotes what it holds.
     */
    private static final java.util.Set<String> KEEPING_ELEMENTS = java.util.Set.of("p", "b", "i", "u", "em", "strong",
            "mark", "small", "big", "span", "div", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "center", "font", "sub",
            "sup", "ins", "section", "article", "main", "header", "footer", "body", "html", "ul", "ol", "li", "table",
            "thead", "tbody", "tr", "td", "th", "a", "review", "response", "reply", "final");

    /** Whether an element named {@code name} keeps the words it holds: each of its words, at {@code _} and {@code -}. */
    private static boolean keeps(String name) {
        for (String word : name.split("[_-]")) {
            if (!word.isEmpty() && !KEEPING_ELEMENTS.contains(word)
                    && (Lexicon.get().categoriesOfWord(word) & WRAPPER_WORDS) == 0) {
                return false;
            }
        }
        return true;
    }

    private static final long WRAPPER_WORDS = Category.NEUTRAL_WRAPPER.bit() | Category.THIS_VALUE.bit()
            | Category.VERDICT_LABEL.bit();

    private static int skipWrappers(String text, int p, int to) {
        int q = p;
        while (q < to && (text.charAt(q) == '*' || text.charAt(q) == '_' || text.charAt(q) == '【' || text.charAt(q) == '】'
                || text.charAt(q) == '[' || text.charAt(q) == ']')) {
            q++;
        }
        return q;
    }

    private static int skipBlanks(String text, int from, int to) {
        int p = from;
        while (p < to && (text.charAt(p) == ' ' || text.charAt(p) == '\t' || text.charAt(p) == '\r')) {
            p++;
        }
        return p;
    }
}
