package dev.outputguard.extract;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A value found whose source text is written into the answer as it stands, without its blanks, instead of its
 * tree being serialised again: the same bytes, for a span whose every character a writer of the tree writes
 * alike. The node is still the tree (read it as any object or array); only its writing differs.
 *
 * <p>A span qualifies ({@link #of}) when strict JSON reads it with nothing changed: no repair, no key written twice
 * (the tree keeps the last value at the first key's place), and then only characters that come back as they were
 * written — strings without an escaped slash or a code-point escape (a writer writes the character, or another
 * spelling of it) and without a character beyond the BMP (a writer escapes its surrogates), numbers without an
 * exponent ({@code 1e3} comes back {@code 1E+3}) and no decimal a {@code BigDecimal} writes in scientific notation
 * ({@code 0.0000001} comes back {@code 1E-7}). Anything else is
 * written from the tree, as is a span written by a generator that would write it otherwise (pretty printing,
 * escaping non-ASCII, plain decimals, numbers as strings, a custom escape table) or whose nesting reaches the
 * generator's limit, so that it fails there as the tree does.
 */
public final class AsWritten {

    private AsWritten() {
    }

    /**
     * {@code found}'s value to answer with: one that writes {@code text[start, end)} as it stands where that gives
     * the tree's bytes, else the tree itself. {@code text} is the text {@code found} was extracted from.
     */
    public static JsonNode of(Extraction.Found found, String text) {
        JsonNode json = found.json();
        if (!found.repairs().isEmpty() || found.repairsOmitted() > 0 || !found.duplicateKeys().isEmpty()
                || found.duplicateKeysOmitted() > 0 || found.end() > text.length()) {
            return json;
        }
        int depth = depth(text, found.start(), found.end());
        if (depth < 0) {
            return json;
        }
        Span span = new Span(text, found.start(), found.end(), depth);
        if (json instanceof ObjectNode object) {
            Map<String, JsonNode> members = new LinkedHashMap<>(Math.max(4, object.size() * 4 / 3 + 1));
            for (Map.Entry<String, JsonNode> member : object.properties()) {
                members.put(member.getKey(), member.getValue());
            }
            return new SpanObject(members, span);
        }
        if (json instanceof ArrayNode array) {
            List<JsonNode> elements = new ArrayList<>(array.size());
            for (JsonNode element : array) {
                elements.add(element);
            }
            return new SpanArray(elements, span);
        }
        return json;
    }

    /** Whether {@code json} is written from its source text ({@link #of}). */
    public static boolean isSpan(JsonNode json) {
        return json instanceof SpanObject || json instanceof SpanArray;
    }

    /** The text a value is written from, and the depth of its nesting. */
    private record Span(String text, int start, int end, int depth) {

        /** Writes the span, or returns false when {@code g} would write the tree otherwise (nothing written then). */
        boolean write(JsonGenerator g) throws IOException {
            if (g.getPrettyPrinter() != null || g.getCharacterEscapes() != null
                    || g.isEnabled(JsonWriteFeature.ESCAPE_NON_ASCII.mappedFeature())
                    || g.isEnabled(JsonWriteFeature.ESCAPE_FORWARD_SLASHES.mappedFeature())
                    || g.isEnabled(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS.mappedFeature())
                    || g.isEnabled(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN.mappedFeature())
                    || g.getOutputContext().getNestingDepth() + depth >= g.streamWriteConstraints().getMaxNestingDepth()) {
                return false;
            }
            int length = end - start;
            if (length > LentChars.MAX) {
                writePieces(g);
                return true;
            }
            // The span without its blanks outside strings, in the thread's buffer, written in one call.
            char[] chars = LentChars.take(length);
            try {
                g.writeRawValue(chars, 0, compact(chars));
            } finally {
                LentChars.give(chars);
            }
            return true;
        }

        /** Copies the span into {@code chars} without its blanks outside strings; returns how many characters it kept. */
        private int compact(char[] chars) {
            int length = end - start;
            text.getChars(start, end, chars, 0);
            int kept = 0;
            int i = 0;
            while (i < length) {
                char c = chars[i++];
                if (c == '"') {
                    chars[kept++] = c;
                    // The string as it stands, to its closing quote (checked by depth).
                    while (true) {
                        char s = chars[i++];
                        chars[kept++] = s;
                        if (s == '"') {
                            break;
                        }
                        if (s == '\\') {
                            chars[kept++] = chars[i++];
                        }
                    }
                } else if (!isBlank(c)) {
                    chars[kept++] = c;
                }
            }
            return kept;
        }

        /** Pieces between the blanks outside strings, for a span longer than a lent buffer: the first as the value, the rest appended to it. */
        private void writePieces(JsonGenerator g) throws IOException {
            boolean first = true;
            int piece = start;
            int i = start;
            while (i < end) {
                char c = text.charAt(i);
                if (c == '"') {
                    i = stringEnd(text, i);
                } else if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
                    if (i > piece) {
                        first = writePiece(g, piece, i, first);
                    }
                    i++;
                    while (i < end && isBlank(text.charAt(i))) {
                        i++;
                    }
                    piece = i;
                } else {
                    i++;
                }
            }
            if (i > piece) {
                writePiece(g, piece, i, first);
            }
        }

        private boolean writePiece(JsonGenerator g, int from, int to, boolean first) throws IOException {
            if (first) {
                g.writeRawValue(text, from, to - from);
            } else {
                g.writeRaw(text, from, to - from);
            }
            return false;
        }
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t';
    }

    /** The index after the string that opens at {@code at} (checked by {@link #depth}). */
    private static int stringEnd(String text, int at) {
        int i = at + 1;
        while (true) {
            char c = text.charAt(i);
            if (c == '"') {
                return i + 1;
            }
            i += c == '\\' ? 2 : 1;
        }
    }

    /**
     * The deepest nesting of the strict JSON value {@code text[start, end)} when every character of it comes back
     * as written ({@link AsWritten}), else -1: one pass that checks the grammar as well, so a span qualifies only
     * as JSON.
     */
    static int depth(String text, int start, int end) {
        int length = end - start;
        if (length > LentChars.MAX) {
            return depth(text.substring(start, end).toCharArray(), 0, length);
        }
        char[] chars = LentChars.take(length);
        try {
            text.getChars(start, end, chars, 0);
            return depth(chars, 0, length);
        } finally {
            LentChars.give(chars);
        }
    }

    /** As {@link #depth(String, int, int)}, of {@code text[start, end)}. */
    private static int depth(char[] text, int start, int end) {
        // Each open container: true for an object. What is expected next follows the grammar.
        boolean[] objects = new boolean[16];
        int level = 0;
        int deepest = 0;
        boolean valueNext = true; // a value (or, right after an opening bracket, its close)
        boolean keyNext = false;
        int i = start;
        while (i < end) {
            char c = text[i];
            if (isBlank(c)) {
                i++;
                continue;
            }
            if (keyNext) {
                if (c == '"') {
                    i = string(text, i, end);
                    if (i < 0) {
                        return -1;
                    }
                    i = skipBlanks(text, i, end);
                    if (i >= end || text[i] != ':') {
                        return -1;
                    }
                    i++;
                    keyNext = false;
                    valueNext = true;
                    continue;
                }
                if (c == '}' && text[lastNonBlank(text, start, i)] == '{') {
                    level--;
                    i++;
                    keyNext = false;
                    valueNext = false;
                    if (level == 0) {
                        return skipBlanks(text, i, end) == end ? deepest : -1;
                    }
                    continue;
                }
                return -1;
            }
            if (valueNext) {
                valueNext = false;
                switch (c) {
                    case '{', '[' -> {
                        if (level == objects.length) {
                            objects = java.util.Arrays.copyOf(objects, level * 2);
                        }
                        objects[level++] = c == '{';
                        deepest = Math.max(deepest, level);
                        i++;
                        if (c == '{') {
                            keyNext = true;
                        } else {
                            valueNext = true;
                        }
                        continue;
                    }
                    case ']' -> {
                        // Only an empty array closes where a value could stand.
                        if (level == 0 || objects[level - 1] || text[lastNonBlank(text, start, i)] != '[') {
                            return -1;
                        }
                    }
                    case '"' -> {
                        i = string(text, i, end);
                        if (i < 0) {
                            return -1;
                        }
                        continue;
                    }
                    default -> {
                        i = c == 't' ? literal(text, i, end, "true") : c == 'f' ? literal(text, i, end, "false")
                                : c == 'n' ? literal(text, i, end, "null") : number(text, i, end);
                        if (i < 0) {
                            return -1;
                        }
                        continue;
                    }
                }
            }
            // After a value: a comma or the container's close.
            if (level == 0) {
                return -1;
            }
            boolean inObject = objects[level - 1];
            if (c == ',') {
                i++;
                keyNext = inObject;
                valueNext = !inObject;
                continue;
            }
            if (c == (inObject ? '}' : ']')) {
                level--;
                i++;
                if (level == 0) {
                    return skipBlanks(text, i, end) == end ? deepest : -1;
                }
                continue;
            }
            return -1;
        }
        return -1;
    }

    private static int skipBlanks(char[] text, int i, int end) {
        while (i < end && isBlank(text[i])) {
            i++;
        }
        return i;
    }

    private static int lastNonBlank(char[] text, int start, int before) {
        int k = before - 1;
        while (k > start && isBlank(text[k])) {
            k--;
        }
        return k;
    }

    private static int literal(char[] text, int i, int end, String word) {
        if (i + word.length() > end) {
            return -1;
        }
        for (int k = 0; k < word.length(); k++) {
            if (text[i + k] != word.charAt(k)) {
                return -1;
            }
        }
        return i + word.length();
    }

    /**
     * The index after the string at {@code at} when a writer writes it back as it stands: escapes only those a
     * writer writes ({@code \" \\ \b \f \n \r \t}), no control character, no surrogate; else -1.
     */
    private static int string(char[] text, int at, int end) {
        int i = at + 1;
        while (i < end) {
            char c = text[i];
            if (c == '"') {
                return i + 1;
            }
            if (c == '\\') {
                if (i + 1 >= end) {
                    return -1;
                }
                char e = text[i + 1];
                if (e != '"' && e != '\\' && e != 'b' && e != 'f' && e != 'n' && e != 'r' && e != 't') {
                    return -1;
                }
                i += 2;
            } else if (c < 0x20 || Character.isSurrogate(c)) {
                // A writer escapes each surrogate of a character beyond the BMP in UTF-8; the span holds it raw.
                return -1;
            } else {
                i++;
            }
        }
        return -1;
    }

    /**
     * The index after the number at {@code at} when a writer writes its node as it stands: JSON's grammar without
     * an exponent, and a decimal whose {@code BigDecimal} a writer writes plain (its first significant digit, or
     * for a zero its last digit, at most six places after the point); else -1.
     */
    private static int number(char[] text, int at, int end) {
        int i = at;
        if (i < end && text[i] == '-') {
            i++;
        }
        int digits = i;
        while (i < end && isDigit(text[i])) {
            i++;
        }
        if (i == digits || (text[digits] == '0' && i - digits > 1)) {
            return -1;
        }
        boolean zeroInteger = i - digits == 1 && text[digits] == '0';
        if (i < end && text[i] == '.') {
            int fraction = ++i;
            while (i < end && isDigit(text[i])) {
                i++;
            }
            if (i == fraction) {
                return -1;
            }
            if (zeroInteger) {
                int zeros = 0;
                while (fraction + zeros < i && text[fraction + zeros] == '0') {
                    zeros++;
                }
                // The place of the first significant digit, or of the last digit of a zero.
                int place = fraction + zeros < i ? zeros + 1 : i - fraction;
                if (place > 6) {
                    return -1;
                }
            }
        }
        if (i < end && (text[i] == 'e' || text[i] == 'E')) {
            return -1;
        }
        return i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** An object written from its span. */
    private static final class SpanObject extends ObjectNode {

        private static final long serialVersionUID = 1L;

        private final transient Span span;

        SpanObject(Map<String, JsonNode> members, Span span) {
            super(JsonNodeFactory.instance, members);
            this.span = span;
        }

        @Override
        public void serialize(JsonGenerator g, SerializerProvider provider) throws IOException {
            if (span == null || !span.write(g)) {
                super.serialize(g, provider);
            }
        }
    }

    /** An array written from its span. */
    private static final class SpanArray extends ArrayNode {

        private static final long serialVersionUID = 1L;

        private final transient Span span;

        SpanArray(List<JsonNode> elements, Span span) {
            super(JsonNodeFactory.instance, elements);
            this.span = span;
        }

        @Override
        public void serialize(JsonGenerator g, SerializerProvider provider) throws IOException {
            if (span == null || !span.write(g)) {
                super.serialize(g, provider);
            }
        }
    }
}
