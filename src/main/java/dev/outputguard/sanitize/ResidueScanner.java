package dev.outputguard.sanitize;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.outputguard.text.Fence;

/**
 * Hand-written matchers for the four residue patterns of the original design (its defence against
 * JSON in translations). Each reports non-overlapping matches left to right, like the original design's global regular
 * expressions, but in one forward pass with bounded look-ahead, so 10 MB of adversarial text
 * ({@code {{{{}, {@code \"\"\"}, unclosed quotes) stays linear. "Whitespace" is JavaScript's
 * {@code \s}, the class the original design's expressions were written with.
 *
 * <p>Fenced code is skipped here rather than filtered afterwards: a match that starts inside a fence
 * is not reported and does not hide a later match, and an object line outside a fence does not borrow
 * its key-value pair from a fence below it (both were quirks of the original design's regex-then-filter approach).
 */
final class ResidueScanner {

    /**
     * Receives one match, the half-open range {@code [start, end)}, and the range of the key it names
     * ({@code keyStart}/{@code keyEnd}: the wrapper key, the object's first key, the escaped key; -1 for
     * nested braces, which name none); returns false to stop the scan.
     */
    interface Sink {
        boolean accept(int start, int end, int keyStart, int keyEnd);
    }

    private static final String[] WRAPPER_KEYS = {"translation", "targetPatch"};
    private static final String[] LITERALS = {"true", "false", "null"};

    private final String text;
    private final int n;
    private final List<Fence> fences;

    /** {@code fences} as {@link dev.outputguard.text.CodeFences#find} returns them: sorted, disjoint. */
    ResidueScanner(String text, List<Fence> fences) {
        this.text = text;
        this.n = text.length();
        this.fences = fences;
    }

    void scan(PatternType type, Sink sink) {
        switch (type) {
            case TRANSLATION_WRAPPER -> eachMatch('{', this::wrapperAt, sink);
            case FULL_JSON_OBJECT -> fullObjects(sink);
            case ESCAPED_JSON -> eachMatch('\\', this::escapedAt, sink);
            case NESTED_BRACES -> eachMatch('{', this::nestedAt, sink);
        }
    }

    /**
     * A matcher anchored at a trigger character: returns the end of the match starting there (or -1) and
     * leaves the key it names in {@link #keyStart}/{@link #keyEnd}.
     */
    private interface Anchored {
        int endAt(int start);
    }

    /** The key of the last match an {@link Anchored} matcher reported; -1 when it names none. */
    private int keyStart = -1;
    private int keyEnd = -1;

    private void eachMatch(char trigger, Anchored matcher, Sink sink) {
        FenceCursor cursor = new FenceCursor();
        int i = text.indexOf(trigger);
        while (i >= 0) {
            Fence fence = cursor.containing(i);
            if (fence != null) {
                i = text.indexOf(trigger, fence.end());
                continue;
            }
            keyStart = -1;
            keyEnd = -1;
            int end = matcher.endAt(i);
            if (end > i) {
                if (!sink.accept(i, end, keyStart, keyEnd)) {
                    return;
                }
                i = text.indexOf(trigger, end);
            } else {
                i = text.indexOf(trigger, i + 1);
            }
        }
    }

    // {\s*"(?:translation|targetPatch)"\s*:\s*"
    private int wrapperAt(int brace) {
        int p = skipSpace(brace + 1);
        if (!at(p, '"')) {
            return -1;
        }
        int afterKey = -1;
        for (String key : WRAPPER_KEYS) {
            if (text.startsWith(key, p + 1) && at(p + 1 + key.length(), '"')) {
                afterKey = p + key.length() + 2;
                break;
            }
        }
        if (afterKey < 0) {
            return -1;
        }
        int key = p + 1;
        p = skipSpace(afterKey);
        if (!at(p, ':')) {
            return -1;
        }
        p = skipSpace(p + 1);
        if (!at(p, '"')) {
            return -1;
        }
        keyStart = key;
        keyEnd = afterKey - 1;
        return p + 1;
    }

    // \\"\w+\\":\s*\\"   (\w is ASCII, as in JavaScript without the u flag)
    private int escapedAt(int backslash) {
        int wordEnd = escapedKeyEnd(backslash);
        if (wordEnd < 0) {
            return -1;
        }
        int p = skipSpace(wordEnd + 3);
        if (!text.startsWith("\\\"", p)) {
            return -1;
        }
        keyStart = backslash + 2;
        keyEnd = wordEnd;
        return p + 2;
    }

    /** At {@code backslash}, {@code \\"word\\":}: the end of the word, or -1. */
    private int escapedKeyEnd(int backslash) {
        if (!at(backslash + 1, '"')) {
            return -1;
        }
        int p = backslash + 2;
        int wordStart = p;
        while (p < n && isAsciiWord(text.charAt(p))) {
            p++;
        }
        return p > wordStart && text.startsWith("\\\":", p) ? p : -1;
    }

    // \{\s*\{\s*\{
    private int nestedAt(int brace) {
        int p = skipSpace(brace + 1);
        if (!at(p, '{')) {
            return -1;
        }
        p = skipSpace(p + 1);
        return at(p, '{') ? p + 1 : -1;
    }

    /**
     * A line whose first non-blank character is {@code {} and whose object holds a key-value pair
     * before its first {@code }} (the original design's {@code ^\s*\{[^}]*"[^"]+"\s*:\s*(value)} with the m flag).
     * The match starts at the line start, as the original design reports it; the look-ups for the closing brace
     * and the next key-value pair only move forward, which keeps many open lines linear.
     */
    private void fullObjects(Sink sink) {
        KeyValueFinder keys = new KeyValueFinder();
        FenceCursor cursor = new FenceCursor();
        int closeSeen = -1;
        int lastEnd = 0;
        int lineStart = 0;
        while (lineStart < n) {
            int b = skipBlank(lineStart);
            if (lineStart >= lastEnd && at(b, '{') && cursor.containing(lineStart) == null) {
                if (closeSeen <= b) {
                    int c = text.indexOf('}', b + 1);
                    closeSeen = c < 0 ? n : c;
                }
                int end = keys.firstEnd(b + 1, Math.min(closeSeen, cursor.nextStart(b)));
                if (end > 0) {
                    if (!sink.accept(lineStart, end, keys.found + 1, keys.foundKeyEnd)) {
                        return;
                    }
                    lastEnd = end;
                }
            }
            lineStart = nextLineStart(b);
        }
    }

    /**
     * Finds the first {@code "key"\s*:\s*value-start} whose opening quote lies at or after a
     * position. Every quote may open a key (the original design's expression backtracks over all of them);
     * results are cached and searches resume where the last one stopped.
     */
    private final class KeyValueFinder {
        private int found = -1;
        private int foundKeyEnd;
        private int foundEnd;

        int firstEnd(int from, int limit) {
            if (found < from) {
                search(from);
            }
            return found < limit ? foundEnd : -1;
        }

        private void search(int from) {
            int p = text.indexOf('"', from);
            while (p >= 0) {
                int q = text.indexOf('"', p + 1);
                if (q < 0) {
                    break;
                }
                int end = q > p + 1 ? valueStartEnd(q + 1) : -1;
                if (end > 0) {
                    found = p;
                    foundKeyEnd = q;
                    foundEnd = end;
                    return;
                }
                p = q;
            }
            found = Integer.MAX_VALUE;
        }
    }

    /**
     * How often each JSON member is spelled outside fenced code: {@code "key"}, blanks, {@code :} (the
     * object-line search's key, wherever it stands). As there, every quote may open a key; a key that runs
     * into a fence is no key. One forward pass.
     */
    Map<String, Integer> members() {
        Map<String, Integer> counts = new HashMap<>();
        FenceCursor cursor = new FenceCursor();
        int p = text.indexOf('"');
        while (p >= 0) {
            Fence fence = cursor.containing(p);
            if (fence != null) {
                p = text.indexOf('"', fence.end());
                continue;
            }
            int q = text.indexOf('"', p + 1);
            if (q < 0) {
                break;
            }
            int nextFence = cursor.nextStart(p);
            if (nextFence < q) {
                p = text.indexOf('"', nextFence);
                continue;
            }
            int colon = skipSpace(q + 1);
            if (q > p + 1 && at(colon, ':')) {
                counts.merge(text.substring(p + 1, q), 1, Integer::sum);
                p = text.indexOf('"', q + 1);
            } else {
                p = q;
            }
        }
        return counts;
    }

    /** How often each escaped member {@code \\"word\\":} is spelled outside fenced code. */
    Map<String, Integer> escapedMembers() {
        Map<String, Integer> counts = new HashMap<>();
        FenceCursor cursor = new FenceCursor();
        int i = text.indexOf('\\');
        while (i >= 0) {
            Fence fence = cursor.containing(i);
            if (fence != null) {
                i = text.indexOf('\\', fence.end());
                continue;
            }
            int wordEnd = escapedKeyEnd(i);
            if (wordEnd > 0) {
                counts.merge(text.substring(i + 2, wordEnd), 1, Integer::sum);
                i = text.indexOf('\\', wordEnd + 3);
            } else {
                i = text.indexOf('\\', i + 1);
            }
        }
        return counts;
    }

    /** Answers fence questions for positions that only grow, in amortised constant time. */
    private final class FenceCursor {
        private int index;

        /** The fence holding {@code position}, or null. */
        Fence containing(int position) {
            skipBefore(position);
            if (index < fences.size() && fences.get(index).start() <= position) {
                return fences.get(index);
            }
            return null;
        }

        /** The start of the first fence that begins after {@code position}, or the text length. */
        int nextStart(int position) {
            skipBefore(position);
            for (int k = index; k < fences.size(); k++) {
                if (fences.get(k).start() > position) {
                    return fences.get(k).start();
                }
            }
            return n;
        }

        private void skipBefore(int position) {
            while (index < fences.size() && fences.get(index).end() <= position) {
                index++;
            }
        }
    }

    // \s*:\s*(?:"[^"]*"|-?[\d.]+|true|false|null|\[|\{)   (the original design's expression, plus the minus sign of a JSON number)
    private int valueStartEnd(int afterKey) {
        int p = skipSpace(afterKey);
        if (!at(p, ':')) {
            return -1;
        }
        p = skipSpace(p + 1);
        if (p >= n) {
            return -1;
        }
        char c = text.charAt(p);
        if (c == '"') {
            int close = text.indexOf('"', p + 1);
            return close < 0 ? -1 : close + 1;
        }
        if (c == '[' || c == '{') {
            return p + 1;
        }
        if (c == '-' && p + 1 < n && isDigitOrDot(text.charAt(p + 1))) {
            p++;
            c = text.charAt(p);
        }
        if (isDigitOrDot(c)) {
            while (p < n && isDigitOrDot(text.charAt(p))) {
                p++;
            }
            return p;
        }
        for (String literal : LITERALS) {
            if (text.startsWith(literal, p)) {
                return p + literal.length();
            }
        }
        return -1;
    }

    private int nextLineStart(int from) {
        int p = from;
        while (p < n && !isLineTerminator(text.charAt(p))) {
            p++;
        }
        return p + 1;
    }

    private int skipSpace(int from) {
        int p = from;
        while (p < n && isJsSpace(text.charAt(p))) {
            p++;
        }
        return p;
    }

    /** Skips whitespace within one line. */
    private int skipBlank(int from) {
        int p = from;
        while (p < n && isJsSpace(text.charAt(p)) && !isLineTerminator(text.charAt(p))) {
            p++;
        }
        return p;
    }

    private boolean at(int p, char c) {
        return p < n && text.charAt(p) == c;
    }

    /** JavaScript's {@code \s}: the original design's patterns were written against it. */
    static boolean isJsSpace(char c) {
        return switch (c) {
            case ' ', '\t', '\n', '\u000B', '\f', '\r', '\u00A0', '\u1680', '\u2028', '\u2029', '\u202F',
                 '\u205F', '\u3000', '\uFEFF' -> true;
            default -> c >= '\u2000' && c <= '\u200A';
        };
    }

    /** JavaScript's line terminators, where {@code ^} matches in multiline mode. */
    static boolean isLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029';
    }

    private static boolean isAsciiWord(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }

    private static boolean isDigitOrDot(char c) {
        return (c >= '0' && c <= '9') || c == '.';
    }
}
