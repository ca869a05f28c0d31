package dev.outputguard.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the code of a text that three or more backticks or tildes open, as CommonMark reads it: fenced code
 * blocks, and code spans of three or more backticks. The one reading of "is this inside code?" that every
 * module shares (docs/markdown-code.md).
 *
 * <p>A fence opens at the start of a line (after the markers of the block quotes and list items the line
 * belongs to, and up to three spaces of indentation) with a run of three or more backticks or tildes; a
 * backtick fence's info string holds no backtick. It closes at a line that holds, at most three spaces in,
 * only a run of the same character at least as long as the opening one (blanks after it allowed); a fence
 * never closed runs to the end of the text, or to the end of the block quote or list item it stands in. So
 * {@code Wrap code in ``` fences.} opens nothing, and {@code }```} after a JSON object closes nothing. Within a
 * paragraph or a heading, a run of three or more backticks opens a code span where the next run of exactly its
 * length closes it ({@code ```json {"a": 1} ```} on one line): code too, an {@link Fence#inline() inline} one.
 *
 * <p>To know where a line's blocks begin, the text is read block by block as CommonMark's block parsing does:
 * block quotes, list items (and the lists around them), paragraphs and their lazy continuation lines,
 * indented code, HTML blocks, headings and thematic breaks. Of inline content only backtick runs and the
 * backslashes before them are read; link reference definitions are read as paragraph text (the document above
 * names what that changes). One forward pass over the lines; a text without three backticks or tildes in a row
 * is not read at all.
 */
public final class CodeFences {

    /** Columns of indentation that make a line indented code rather than the start of another block. */
    private static final int CODE_INDENT = 4;
    /**
     * Open blocks past which no further block starts (its markers read as text), which bounds the work a line
     * costs. The same bound as commonmark-java's default, so that both readers agree on any document.
     */
    static final int MAX_OPEN_BLOCKS = 100;

    private enum Kind { DOCUMENT, BLOCK_QUOTE, LIST, LIST_ITEM, PARAGRAPH, FENCE, INDENTED_CODE, HTML, SINGLE_LINE }

    /** An open block. One class for every kind; each kind uses its own fields. */
    private static final class Block {
        final Kind kind;
        /** LIST: the bullet character or the ordered delimiter ('.' or ')'). */
        char listType;
        /** LIST_ITEM: columns a line must be indented by to belong to the item. */
        int contentIndent;
        /** Containers: whether a block was added inside. */
        boolean hasChild;
        /** FENCE: the fence character, the opening run's length and indentation, where it and its content start. */
        char fenceChar;
        int fenceLength;
        int fenceIndent;
        int runStart;
        int contentStart;
        String info;
        /** FENCE: where its last line so far ends (line break excluded). */
        int lastLineEnd;
        /** HTML: the kind of HTML block (1 to 7, as CommonMark numbers them) and whether its end condition was met. */
        int htmlType;
        boolean finished;

        Block(Kind kind) {
            this.kind = kind;
        }

        boolean isContainer() {
            return kind == Kind.DOCUMENT || kind == Kind.BLOCK_QUOTE || kind == Kind.LIST || kind == Kind.LIST_ITEM;
        }

        boolean canContain(Block child) {
            return switch (kind) {
                case DOCUMENT, BLOCK_QUOTE, LIST_ITEM -> true;
                case LIST -> child.kind == Kind.LIST_ITEM;
                default -> false;
            };
        }
    }

    /** A new block's start: the blocks to open (one, or a list and its first item) and where the line goes on. */
    private record Start(Block first, Block second, int newIndex, int newColumn, boolean replacesParagraph) {
    }

    private final String text;
    private final int n;
    private final boolean hasCarriageReturn;
    private final List<Block> open = new ArrayList<>();
    private final List<Fence> fences = new ArrayList<>();
    // The lines of the open paragraph (at most one is open), start and end of each, read for code spans when it
    // closes; whether one of them holds three backticks in a row (else there is nothing to read).
    private int[] paragraphLines = new int[16];
    private int paragraphInts;
    private boolean paragraphHasRun;

    // The current line: [lineStart, lineEnd) without its line break; nextLine is where the next one starts.
    private int lineStart;
    private int lineEnd;
    private int nextLine;
    // Where the reading stands on the line (index into the text, and the column with tabs expanded to 4),
    // and what lies after the blanks from there: CommonMark's parser state, over absolute indices.
    private int index;
    private int column;
    private int nextNonSpace;
    private int nextNonSpaceColumn;
    private int indent;
    private boolean blank;
    private int spaceFromIndex = -1;
    private int spaceFromColumn = -1;

    private CodeFences(String text) {
        this.text = text;
        this.n = text.length();
        this.hasCarriageReturn = text.indexOf('\r') >= 0;
        open.add(new Block(Kind.DOCUMENT));
    }

    /** The fenced code blocks of {@code text}, in text order, disjoint. */
    public static List<Fence> find(String text) {
        if (!mayHoldCode(text)) {
            return List.of(); // no run a fence could open with
        }
        return new CodeFences(text).read();
    }

    /** As {@link #find(String)}, for a text whose {@link Marks} are known: the looks for a fence's run start where its mark first is. */
    static List<Fence> find(String text, Marks marks) {
        if (!hasRunOfThree(text, '`', marks.first('`')) && !hasRunOfThree(text, '~', marks.first('~'))) {
            return List.of();
        }
        return new CodeFences(text).read();
    }

    /**
     * Whether {@code text} holds three backticks or three tildes in a row, without which nothing in it is code.
     * Each character is looked for on its own ({@code indexOf} of one character is a vectorised scan; of three
     * in a row, a slower loop): on 10 MB of prose this is two quick passes, not two slow ones.
     */
    public static boolean mayHoldCode(String text) {
        return hasRunOfThree(text, '`', text.indexOf('`')) || hasRunOfThree(text, '~', text.indexOf('~'));
    }

    /** Whether {@code mark}, first at {@code first} (-1: nowhere), occurs three times in a row. */
    private static boolean hasRunOfThree(String text, char mark, int first) {
        int last = text.length() - 3;
        for (int at = first; at >= 0 && at <= last; at = text.indexOf(mark, at + 1)) {
            if (text.charAt(at + 1) == mark && text.charAt(at + 2) == mark) {
                return true;
            }
        }
        return false;
    }

    private List<Fence> read() {
        int start = 0;
        while (true) {
            int lineBreak = lineBreak(start);
            if (lineBreak < 0) {
                if (start < n) {
                    parseLine(start, n, n);
                }
                break;
            }
            int next = text.charAt(lineBreak) == '\r' && lineBreak + 1 < n && text.charAt(lineBreak + 1) == '\n'
                    ? lineBreak + 2 : lineBreak + 1;
            parseLine(start, lineBreak, next);
            start = next;
        }
        closeBlocks(open.size() - 1, true);
        // Blocks are found in text order; a heading's code spans are found before the blocks its line closes.
        fences.sort(Comparator.comparingInt(Fence::start));
        return fences;
    }

    /** The first line break ({@code \n}, {@code \r} or {@code \r\n}) at or after {@code from}, or -1. */
    private int lineBreak(int from) {
        int nl = text.indexOf('\n', from);
        if (!hasCarriageReturn) {
            return nl;
        }
        int cr = text.indexOf('\r', from, nl < 0 ? n : nl);
        return cr >= 0 ? cr : nl;
    }

    private void parseLine(int from, int end, int next) {
        lineStart = from;
        lineEnd = end;
        nextLine = next;
        index = from;
        column = 0;
        spaceFromIndex = -1;

        // Each open block in turn tries to go on with this line; the first that cannot ends the matching.
        int matches = 1;
        for (int i = 1; i < open.size(); i++) {
            findNextNonSpace();
            Block block = open.get(i);
            switch (block.kind) {
                case BLOCK_QUOTE -> {
                    if (!isQuoteMarker()) {
                        break;
                    }
                    setNewColumn(quoteContentColumn());
                    matches++;
                    continue;
                }
                case LIST -> {
                    matches++;
                    continue;
                }
                case LIST_ITEM -> {
                    if (blank) {
                        if (!block.hasChild) {
                            break; // a blank line after an empty item ends it
                        }
                        setNewIndex(nextNonSpace);
                    } else if (indent >= block.contentIndent) {
                        setNewColumn(column + block.contentIndent);
                    } else {
                        break;
                    }
                    matches++;
                    continue;
                }
                case PARAGRAPH -> {
                    if (blank) {
                        break;
                    }
                    matches++;
                    continue;
                }
                case FENCE -> {
                    if (indent < CODE_INDENT && nextNonSpace < lineEnd && closes(block)) {
                        int run = runLength(nextNonSpace, block.fenceChar);
                        fences.add(new Fence(block.runStart, nextNonSpace + run, block.contentStart, nextNonSpace,
                                block.info, true));
                        open.remove(open.size() - 1); // the fence is the innermost block; nothing else on this line
                        return;
                    }
                    // A content line: up to the fence's own indentation is not content.
                    int p = index;
                    for (int k = block.fenceIndent; k > 0 && p < lineEnd && text.charAt(p) == ' '; k--) {
                        p++;
                    }
                    setNewIndex(p);
                    matches++;
                    continue;
                }
                case INDENTED_CODE -> {
                    if (indent >= CODE_INDENT) {
                        setNewColumn(column + CODE_INDENT);
                    } else if (blank) {
                        setNewIndex(nextNonSpace);
                    } else {
                        break;
                    }
                    matches++;
                    continue;
                }
                case HTML -> {
                    if (block.finished || (blank && block.htmlType >= 6)) {
                        break;
                    }
                    matches++;
                    continue;
                }
                default -> {
                    // headings and thematic breaks hold one line
                }
            }
            break;
        }

        int unmatched = open.size() - matches;
        Block matched = open.get(matches - 1);
        boolean startedNewBlock = false;
        boolean tryStarts = matched.kind == Kind.PARAGRAPH || matched.isContainer();
        while (tryStarts) {
            findNextNonSpace();
            Start start = blank ? null : blockStart(matched);
            if (start == null) {
                setNewIndex(nextNonSpace);
                break;
            }
            startedNewBlock = true;
            if (unmatched > 0) {
                closeBlocks(unmatched, false);
                unmatched = 0;
            }
            if (start.newIndex() >= 0) {
                setNewIndex(start.newIndex());
            } else {
                setNewColumn(start.newColumn());
            }
            if (start.replacesParagraph() && active().kind == Kind.PARAGRAPH) {
                closeBlocks(1, false); // a setext underline makes the paragraph above it a heading
            }
            addChild(start.first());
            matched = start.first();
            if (start.second() != null) {
                addChild(start.second());
                matched = start.second();
            }
            tryStarts = matched.isContainer();
        }

        if (!startedNewBlock && !blank && active().kind == Kind.PARAGRAPH) {
            addParagraphLine(); // the paragraph goes on, or a lazy continuation line of it
            return;
        }
        if (unmatched > 0) {
            closeBlocks(unmatched, false);
        }
        if (!matched.isContainer()) {
            addLine(matched);
        } else if (!blank) {
            addChild(new Block(Kind.PARAGRAPH));
            addParagraphLine();
        }
    }

    private void addParagraphLine() {
        if (paragraphInts + 2 > paragraphLines.length) {
            paragraphLines = Arrays.copyOf(paragraphLines, paragraphLines.length * 2);
        }
        paragraphLines[paragraphInts++] = index;
        paragraphLines[paragraphInts++] = lineEnd;
        paragraphHasRun |= text.indexOf("```", index, lineEnd) >= 0;
    }

    /** The line's text goes to {@code leaf}, the innermost open block. */
    private void addLine(Block leaf) {
        if (leaf.kind == Kind.FENCE) {
            leaf.lastLineEnd = lineEnd;
        } else if (leaf.kind == Kind.HTML && !leaf.finished) {
            leaf.finished = HtmlBlocks.ends(text, index, lineEnd, leaf.htmlType);
        }
    }

    private Block active() {
        return open.get(open.size() - 1);
    }

    private void addChild(Block child) {
        while (!active().canContain(child)) {
            closeBlocks(1, false);
        }
        active().hasChild = true;
        open.add(child);
    }

    /** Closes the innermost {@code count} open blocks; a fence among them ends unclosed. */
    private void closeBlocks(int count, boolean endOfText) {
        for (int i = 0; i < count; i++) {
            Block block = open.remove(open.size() - 1);
            if (block.kind == Kind.PARAGRAPH) {
                if (paragraphHasRun) {
                    codeSpans(paragraphLines, paragraphInts);
                }
                paragraphInts = 0;
                paragraphHasRun = false;
            } else if (block.kind == Kind.FENCE) {
                int end = endOfText ? n : block.lastLineEnd;
                fences.add(new Fence(block.runStart, end, Math.min(block.contentStart, end), end, block.info, false));
            }
        }
    }

    // ---- block starts, in CommonMark's order of precedence ----

    private Start blockStart(Block matched) {
        if (open.size() > MAX_OPEN_BLOCKS) {
            return null;
        }
        if (indent >= CODE_INDENT) {
            // Indented code, which cannot interrupt a paragraph (a lazy one included).
            return active().kind == Kind.PARAGRAPH ? null
                    : new Start(new Block(Kind.INDENTED_CODE), null, -1, column + CODE_INDENT, false);
        }
        char c = text.charAt(nextNonSpace);
        return switch (c) {
            case '>' -> new Start(new Block(Kind.BLOCK_QUOTE), null, -1, quoteContentColumn(), false);
            case '#' -> atxHeading();
            case '=' -> setextUnderline(matched);
            case '`', '~' -> fenceOpener();
            case '<' -> htmlBlock(matched);
            case '-' -> {
                Start s = setextUnderline(matched);
                s = s != null ? s : thematicBreak();
                yield s != null ? s : listItem(matched);
            }
            case '*' -> {
                Start s = thematicBreak();
                yield s != null ? s : listItem(matched);
            }
            case '_' -> thematicBreak();
            case '+', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> listItem(matched);
            default -> null;
        };
    }

    private boolean isQuoteMarker() {
        return indent < CODE_INDENT && nextNonSpace < lineEnd && text.charAt(nextNonSpace) == '>';
    }

    /** The column after a block quote marker and the one space or tab that may follow it. */
    private int quoteContentColumn() {
        int col = column + indent + 1;
        return isSpaceOrTab(nextNonSpace + 1) ? col + 1 : col;
    }

    private Start atxHeading() {
        int p = nextNonSpace;
        int level = runLength(p, '#');
        if (level > 6 || (p + level < lineEnd && !isSpaceOrTab(p + level))) {
            return null;
        }
        if (text.indexOf("```", p + level, lineEnd) >= 0) {
            codeSpans(new int[] {p + level, lineEnd}, 2); // a heading's text is inline content, as a paragraph's
        }
        return new Start(new Block(Kind.SINGLE_LINE), null, lineEnd, -1, false);
    }

    private Start setextUnderline(Block matched) {
        if (matched.kind != Kind.PARAGRAPH) {
            return null;
        }
        char c = text.charAt(nextNonSpace);
        int p = skipSpaceTab(nextNonSpace + runLength(nextNonSpace, c));
        return p >= lineEnd ? new Start(new Block(Kind.SINGLE_LINE), null, lineEnd, -1, true) : null;
    }

    private Start thematicBreak() {
        int dashes = 0;
        int underscores = 0;
        int asterisks = 0;
        for (int i = nextNonSpace; i < lineEnd; i++) {
            switch (text.charAt(i)) {
                case '-' -> dashes++;
                case '_' -> underscores++;
                case '*' -> asterisks++;
                case ' ', '\t' -> {
                }
                default -> {
                    return null;
                }
            }
        }
        boolean isBreak = (dashes >= 3 && underscores == 0 && asterisks == 0)
                || (underscores >= 3 && dashes == 0 && asterisks == 0)
                || (asterisks >= 3 && dashes == 0 && underscores == 0);
        return isBreak ? new Start(new Block(Kind.SINGLE_LINE), null, lineEnd, -1, false) : null;
    }

    private Start fenceOpener() {
        char c = text.charAt(nextNonSpace);
        int run = runLength(nextNonSpace, c);
        int after = nextNonSpace + run;
        if (run < 3) {
            return null;
        }
        if (c == '`' && text.indexOf('`', after, lineEnd) >= 0) {
            return null; // a backtick fence's info string holds no backtick: this is inline code
        }
        Block fence = new Block(Kind.FENCE);
        fence.fenceChar = c;
        fence.fenceLength = run;
        fence.fenceIndent = indent;
        fence.runStart = nextNonSpace;
        fence.contentStart = nextLine;
        fence.info = firstWord(after, lineEnd);
        fence.lastLineEnd = lineEnd;
        return new Start(fence, null, after, -1, false);
    }

    private Start htmlBlock(Block matched) {
        // Type 7 (any other tag alone on its line) cannot interrupt a paragraph, not even a lazy one.
        boolean mayBeType7 = matched.kind != Kind.PARAGRAPH && active().kind != Kind.PARAGRAPH;
        int type = HtmlBlocks.startType(text, nextNonSpace, lineEnd, mayBeType7);
        if (type == 0) {
            return null;
        }
        Block html = new Block(Kind.HTML);
        html.htmlType = type;
        return new Start(html, null, index, -1, false);
    }

    private Start listItem(Block matched) {
        int markerIndex = nextNonSpace;
        int markerColumn = column + indent;
        char c = text.charAt(markerIndex);
        int afterMarker;
        char type;
        boolean startsAtOne = true;
        if (c == '-' || c == '+' || c == '*') {
            afterMarker = markerIndex + 1;
            type = c;
        } else {
            int p = markerIndex;
            while (p < lineEnd && p - markerIndex <= 9 && text.charAt(p) >= '0' && text.charAt(p) <= '9') {
                p++;
            }
            int digits = p - markerIndex;
            if (digits < 1 || digits > 9 || p >= lineEnd || (text.charAt(p) != '.' && text.charAt(p) != ')')) {
                return null;
            }
            startsAtOne = Integer.parseInt(text, markerIndex, p, 10) == 1;
            type = text.charAt(p);
            afterMarker = p + 1;
        }
        if (afterMarker < lineEnd && !isSpaceOrTab(afterMarker)) {
            return null;
        }
        int columnAfterMarker = markerColumn + (afterMarker - markerIndex);
        int contentColumn = columnAfterMarker;
        boolean hasContent = false;
        for (int i = afterMarker; i < lineEnd; i++) {
            char ch = text.charAt(i);
            if (ch == '\t') {
                contentColumn += 4 - contentColumn % 4;
            } else if (ch == ' ') {
                contentColumn++;
            } else {
                hasContent = true;
                break;
            }
        }
        if (matched.kind == Kind.PARAGRAPH && (!startsAtOne || !hasContent)) {
            return null; // to interrupt a paragraph an item must have content and, ordered, start at 1
        }
        if (!hasContent || contentColumn - columnAfterMarker > CODE_INDENT) {
            contentColumn = columnAfterMarker + 1;
        }
        Block item = new Block(Kind.LIST_ITEM);
        item.contentIndent = contentColumn - column;
        if (matched.kind == Kind.LIST && matched.listType == type) {
            return new Start(item, null, -1, contentColumn, false);
        }
        Block list = new Block(Kind.LIST);
        list.listType = type;
        return new Start(list, item, -1, contentColumn, false);
    }

    /** A fence closes at a run of its character at least as long as its opening one, with only blanks after it. */
    private boolean closes(Block fence) {
        int run = runLength(nextNonSpace, fence.fenceChar);
        return run >= fence.fenceLength && skipSpaceTab(nextNonSpace + run) >= lineEnd;
    }

    // ---- code spans of three or more backticks in a paragraph or heading ----

    /**
     * The code spans of the inline content made of the line ranges {@code lines[0, ints)} whose backtick runs
     * are three or more long, added as inline fences. As CommonMark reads them: a run of backticks opens a code
     * span that the next run of exactly the same length closes, across the lines of the paragraph; a run no
     * such run follows is text; runs inside a code span are its content; a backslash before a run, outside
     * code, makes its first backtick text. Linear in the runs: the next run of each length is looked up, not
     * searched for.
     */
    private void codeSpans(int[] lines, int ints) {
        // Every run: where it starts, how long it is, and whether a backslash escapes its first backtick.
        int[] starts = new int[16];
        int[] lengths = new int[16];
        boolean[] escaped = new boolean[16];
        int count = 0;
        for (int k = 0; k < ints; k += 2) {
            int from = lines[k];
            int to = lines[k + 1];
            for (int at = text.indexOf('`', from, to); at >= 0; at = text.indexOf('`', at, to)) {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                    lengths = Arrays.copyOf(lengths, count * 2);
                    escaped = Arrays.copyOf(escaped, count * 2);
                }
                int length = runLength(at, '`', to);
                int slashes = 0;
                while (at - slashes - 1 >= from && text.charAt(at - slashes - 1) == '\\') {
                    slashes++;
                }
                starts[count] = at;
                lengths[count] = length;
                escaped[count] = slashes % 2 == 1;
                count++;
                at += length;
            }
        }
        // For each run, the next run of its length, and of its length less one (what it opens when escaped):
        // one pass from the right, remembering the nearest run of each length.
        int[] next = new int[count];
        int[] nextShorter = new int[count];
        NearestRuns nearest = new NearestRuns();
        for (int i = count - 1; i >= 0; i--) {
            next[i] = nearest.get(lengths[i]);
            nextShorter[i] = nearest.get(lengths[i] - 1);
            nearest.put(lengths[i], i);
        }
        int i = 0;
        while (i < count) {
            int start = escaped[i] ? starts[i] + 1 : starts[i]; // an escaped backtick is text
            int length = escaped[i] ? lengths[i] - 1 : lengths[i];
            int closer = length == 0 ? -1 : escaped[i] ? nextShorter[i] : next[i];
            if (closer < 0) {
                i++; // no run closes it: the run is text
                continue;
            }
            if (length >= 3) {
                int afterRun = start + length;
                int contentStart = afterRun;
                while (contentStart < starts[closer] && isInfoChar(text.charAt(contentStart))) {
                    contentStart++;
                }
                fences.add(new Fence(start, starts[closer] + length, contentStart, starts[closer],
                        text.substring(afterRun, contentStart), true, true));
            }
            i = closer + 1;
        }
    }

    /** The nearest run (its index) of each length seen so far; -1 when none. */
    private static final class NearestRuns {
        private final int[] shortRuns = new int[64];
        private Map<Integer, Integer> longRuns;

        NearestRuns() {
            Arrays.fill(shortRuns, -1);
        }

        int get(int length) {
            if (length <= 0) {
                return -1;
            }
            if (length < shortRuns.length) {
                return shortRuns[length];
            }
            return longRuns == null ? -1 : longRuns.getOrDefault(length, -1);
        }

        void put(int length, int index) {
            if (length < shortRuns.length) {
                shortRuns[length] = index;
            } else {
                if (longRuns == null) {
                    longRuns = new HashMap<>();
                }
                longRuns.put(length, index);
            }
        }
    }

    private static boolean isInfoChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '+' || c == '.';
    }

    private int runLength(int from, char c, int to) {
        int p = from;
        while (p < to && text.charAt(p) == c) {
            p++;
        }
        return p - from;
    }

    // ---- the line cursor: index, column and tabs as CommonMark counts them ----

    private void findNextNonSpace() {
        if (spaceFromIndex == index && spaceFromColumn == column) {
            return; // nothing moved since the last look
        }
        int i = index;
        int cols = column;
        blank = true;
        while (i < lineEnd) {
            char c = text.charAt(i);
            if (c == ' ') {
                i++;
                cols++;
            } else if (c == '\t') {
                i++;
                cols += 4 - cols % 4;
            } else {
                blank = false;
                break;
            }
        }
        nextNonSpace = i;
        nextNonSpaceColumn = cols;
        indent = cols - column;
        spaceFromIndex = index;
        spaceFromColumn = column;
    }

    private void setNewIndex(int newIndex) {
        if (newIndex >= nextNonSpace && spaceFromIndex == index && spaceFromColumn == column) {
            index = nextNonSpace;
            column = nextNonSpaceColumn;
        }
        while (index < newIndex && index < lineEnd) {
            advance();
        }
    }

    private void setNewColumn(int newColumn) {
        if (newColumn >= nextNonSpaceColumn && spaceFromIndex == index && spaceFromColumn == column) {
            index = nextNonSpace;
            column = nextNonSpaceColumn;
        }
        while (column < newColumn && index < lineEnd) {
            advance();
        }
        if (column > newColumn) {
            // The last character was a tab, and the column lies inside it: the rest of the tab is still to read.
            index--;
            column = newColumn;
        }
    }

    private void advance() {
        char c = text.charAt(index);
        index++;
        column += c == '\t' ? 4 - column % 4 : 1;
    }

    private int runLength(int from, char c) {
        return runLength(from, c, lineEnd);
    }

    private int skipSpaceTab(int from) {
        int p = from;
        while (p < lineEnd && isSpaceOrTab(p)) {
            p++;
        }
        return p;
    }

    private boolean isSpaceOrTab(int at) {
        return at < lineEnd && (text.charAt(at) == ' ' || text.charAt(at) == '\t');
    }

    /** The first word of an info string: the language a renderer names the block by ({@code json}, {@code sh}). */
    private String firstWord(int from, int to) {
        int s = from;
        while (s < to && text.charAt(s) <= ' ') {
            s++;
        }
        int e = s;
        while (e < to && text.charAt(e) != ' ' && text.charAt(e) != '\t') {
            e++;
        }
        return text.substring(s, e);
    }
}
