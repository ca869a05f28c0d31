package dev.outputguard.extract;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
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
 *
 * <p>A value found by a search that built no tree ({@link #unbuilt}) is written the same way and builds its tree,
 * from its span, only when it is read or written otherwise.
 */
public final class AsWritten {

    private AsWritten() {
    }

    /**
     * {@code found}'s value to answer with: one that writes {@code text[start, end)} as it stands where that gives
     * the tree's bytes, else the tree itself. {@code text} is the text {@code found} was extracted from. Whether the
     * span qualifies by its characters is seen when it is written, in the same pass that takes its blanks out.
     */
    public static JsonNode of(Extraction.Found found, String text) {
        JsonNode json = found.json();
        if (!found.repairs().isEmpty() || found.repairsOmitted() > 0 || !found.duplicateKeys().isEmpty()
                || found.duplicateKeysOmitted() > 0 || found.end() > text.length()) {
            return json;
        }
        Span span = new Span(text, found.start(), found.end());
        if (json instanceof ObjectNode object) {
            return new SpanObject(membersOf(object), span, null);
        }
        if (json instanceof ArrayNode array) {
            return new SpanArray(elementsOf(array), span, null);
        }
        return json;
    }

    /** {@code object}'s members in a map of their own, in order. */
    private static Map<String, JsonNode> membersOf(ObjectNode object) {
        Map<String, JsonNode> members = new LinkedHashMap<>(Math.max(4, object.size() * 4 / 3 + 1));
        for (Map.Entry<String, JsonNode> member : object.properties()) {
            members.put(member.getKey(), member.getValue());
        }
        return members;
    }

    /** {@code array}'s elements in a list of their own. */
    private static List<JsonNode> elementsOf(ArrayNode array) {
        List<JsonNode> elements = new ArrayList<>(array.size());
        for (JsonNode element : array) {
            elements.add(element);
        }
        return elements;
    }

    /**
     * The value whose strict JSON source text is {@code text[start, end)}, found by a search that built no tree
     * ({@link JsonExtractor#extractAsWritten}): written from that text as {@link #of} writes a span, and read, or
     * written by a writer a span does not serve, from the tree {@code tree} builds then, once. The span holds no
     * key written twice; whether its characters come back as written is seen when it is written, as for
     * {@link #of}.
     */
    static JsonNode unbuilt(String text, int start, int end, Supplier<JsonNode> tree) {
        Span span = new Span(text, start, end);
        Later later = new Later(tree);
        return text.charAt(start) == '{' ? new SpanObject(new LaterMembers(later), span, later)
                : new SpanArray(new LaterElements(later), span, later);
    }

    /**
     * Whether {@code json}, a value found without a tree ({@link #unbuilt}), has had its tree built: read, or written
     * by a writer its span does not serve. True for any other value.
     */
    public static boolean treeBuilt(JsonNode json) {
        Later later = json instanceof SpanObject o ? o.later() : json instanceof SpanArray a ? a.later() : null;
        return later == null || later.built != null;
    }

    /** Whether {@code json} is written from its source text ({@link #of}) by a writer that writes it compact. */
    public static boolean isSpan(JsonNode json) {
        Span span = json instanceof SpanObject o ? o.span : json instanceof SpanArray a ? a.span : null;
        if (span == null) {
            return false;
        }
        char[] chars = span.text.substring(span.start, span.end).toCharArray();
        return new Compaction(chars, chars.length, new byte[chars.length]).run() >= 0;
    }

    /**
     * Whether {@code text[start, end)} is one strict JSON value whose characters all come back as written (the check
     * a span passes before it is written as it stands), read in one pass that stops at the first that does not.
     */
    static boolean isStrictJson(String text, int start, int end) {
        int length = end - start;
        boolean lent = length <= LentChars.MAX;
        char[] chars = lent ? LentChars.take(length) : new char[length];
        byte[] bytes = lent ? LentChars.takeBytes(length) : new byte[length];
        try {
            text.getChars(start, end, chars, 0);
            return new Compaction(chars, length, bytes).run() >= 0;
        } finally {
            if (lent) {
                LentChars.give(chars);
                LentChars.giveBytes(bytes);
            }
        }
    }

    /** The text a value is written from. */
    private record Span(String text, int start, int end) {

        /**
         * Writes the span without its blanks, or returns false when {@code g} would write the tree otherwise
         * (nothing written then): a generator that writes other than compact, a span whose characters would not come
         * back as written, or one whose nesting reaches the generator's limit, where the tree fails as well.
         */
        boolean write(JsonGenerator g) throws IOException {
            if (g.getPrettyPrinter() != null || g.getCharacterEscapes() != null
                    || g.isEnabled(JsonWriteFeature.ESCAPE_NON_ASCII.mappedFeature())
                    || g.isEnabled(JsonWriteFeature.ESCAPE_FORWARD_SLASHES.mappedFeature())
                    || g.isEnabled(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS.mappedFeature())
                    || g.isEnabled(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN.mappedFeature())) {
                return false;
            }
            int length = end - start;
            // The span's characters, once, checked and compacted into their UTF-8 bytes in one pass, in the thread's
            // buffers up to their size; the bytes then go into the generator's own buffer as they stand.
            boolean lent = length <= LentChars.MAX;
            char[] chars = lent ? LentChars.take(length) : new char[length];
            byte[] bytes = lent ? LentChars.takeBytes(length) : new byte[length];
            Compaction compaction = new Compaction(chars, length, bytes);
            try {
                text.getChars(start, end, chars, 0);
                int depth = compaction.run();
                if (depth < 0 || g.getOutputContext().getNestingDepth() + depth >= g.streamWriteConstraints().getMaxNestingDepth()) {
                    return false;
                }
                g.writeRawValue(new RawUtf8(compaction.out, compaction.kept));
                return true;
            } finally {
                if (lent) {
                    LentChars.give(chars);
                    LentChars.giveBytes(compaction.out);
                }
            }
        }
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t';
    }

    /**
     * One pass over a span's characters {@code chars[0, length)} that checks them and takes out their blanks: the
     * characters kept are written in UTF-8 to the front of {@link #out} ({@link #kept} bytes), which holds at least one
     * byte a character and grows only for a character beyond ASCII. {@link #run} gives the deepest nesting of the
     * strict JSON value when every character of it comes back as written ({@link AsWritten}), else -1; a span
     * qualifies only as JSON, the grammar is checked as well.
     */
    static final class Compaction {

        private final char[] text;
        private final int end;
        /** The characters kept, in UTF-8, at the front; room for the rest of the text at one byte a character. */
        byte[] out;
        /** How many bytes are kept, at the front of {@link #out}. */
        int kept;

        /** {@code out} holds at least {@code length} bytes. */
        Compaction(char[] text, int length, byte[] out) {
            this.text = text;
            this.end = length;
            this.out = out;
        }

        int run() {
            char[] text = this.text;
            int end = this.end;
            // Each open container: true for an object. What is expected next follows the grammar.
            boolean[] objects = new boolean[16];
            int level = 0;
            int deepest = 0;
            boolean valueNext = true; // a value (or, right after an opening bracket, its close)
            boolean keyNext = false;
            int i = 0;
            while (i < end) {
                char c = text[i];
                if (isBlank(c)) {
                    i++;
                    continue;
                }
                if (keyNext) {
                    if (c == '"') {
                        i = string(i);
                        if (i < 0) {
                            return -1;
                        }
                        i = skipBlanks(text, i, end);
                        if (i >= end || text[i] != ':') {
                            return -1;
                        }
                        out[kept++] = ':';
                        i++;
                        keyNext = false;
                        valueNext = true;
                        continue;
                    }
                    // The last character kept is the last one before this that is not blank.
                    if (c == '}' && out[kept - 1] == '{') {
                        out[kept++] = (byte) c;
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
                            out[kept++] = (byte) c;
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
                            if (level == 0 || objects[level - 1] || out[kept - 1] != '[') {
                                return -1;
                            }
                        }
                        case '"' -> {
                            i = string(i);
                            if (i < 0) {
                                return -1;
                            }
                            continue;
                        }
                        default -> {
                            i = keep(i, c == 't' ? literal(text, i, end, "true") : c == 'f' ? literal(text, i, end, "false")
                                    : c == 'n' ? literal(text, i, end, "null") : number(text, i, end));
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
                    out[kept++] = (byte) c;
                    i++;
                    keyNext = inObject;
                    valueNext = !inObject;
                    continue;
                }
                if (c == (inObject ? '}' : ']')) {
                    out[kept++] = (byte) c;
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

        /** Keeps the token {@code text[from, to)} of ASCII characters (none when {@code to} is -1) and returns {@code to}. */
        private int keep(int from, int to) {
            char[] text = this.text;
            byte[] out = this.out;
            int k = kept;
            for (int j = from; j < to; j++) {
                out[k++] = (byte) text[j];
            }
            kept = k;
            return to;
        }

        /**
         * Keeps the string at {@code at} and returns the index after it when a writer writes it back as it stands:
         * escapes only those a writer writes ({@code \" \\ \b \f \n \r \t}), no control character, no surrogate;
         * else -1 (what was kept then is not read).
         */
        private int string(int at) {
            char[] text = this.text;
            int end = this.end;
            byte[] out = this.out;
            int k = kept;
            out[k++] = '"';
            int i = at + 1;
            while (i < end) {
                char c = text[i];
                if (c == '"') {
                    out[k++] = '"';
                    kept = k;
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
                    out[k++] = '\\';
                    out[k++] = (byte) e;
                    i += 2;
                } else if (c < 0x80) {
                    if (c < 0x20) {
                        return -1;
                    }
                    out[k++] = (byte) c;
                    i++;
                } else if (Character.isSurrogate(c)) {
                    // A writer escapes each surrogate of a character beyond the BMP in UTF-8; the span holds it raw.
                    return -1;
                } else {
                    // Two or three bytes: room for them and for the rest of the text at one byte a character.
                    int room = k + 3 + (end - i - 1);
                    if (room > out.length) {
                        out = java.util.Arrays.copyOf(out, Math.max(room, out.length * 2));
                        this.out = out;
                    }
                    if (c < 0x800) {
                        out[k++] = (byte) (0xC0 | (c >> 6));
                    } else {
                        out[k++] = (byte) (0xE0 | (c >> 12));
                        out[k++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                    }
                    out[k++] = (byte) (0x80 | (c & 0x3F));
                    i++;
                }
            }
            return -1;
        }
    }

    /**
     * The compacted span's UTF-8 bytes {@code bytes[0, length)} as a raw value: a generator writing bytes copies them
     * into its own buffer where they fit ({@link #appendUnquotedUTF8}), else writes a copy of them; one writing
     * characters writes their text. Only the unquoted forms a raw value is written in are served.
     */
    private record RawUtf8(byte[] bytes, int length) implements SerializableString {

        @Override
        public String getValue() {
            return new String(bytes, 0, length, StandardCharsets.UTF_8);
        }

        @Override
        public int charLength() {
            return getValue().length();
        }

        @Override
        public byte[] asUnquotedUTF8() {
            return java.util.Arrays.copyOf(bytes, length);
        }

        @Override
        public int appendUnquotedUTF8(byte[] buffer, int offset) {
            if (length > buffer.length - offset) {
                return -1;
            }
            System.arraycopy(bytes, 0, buffer, offset, length);
            return length;
        }

        @Override
        public int appendUnquoted(char[] buffer, int offset) {
            return -1;
        }

        @Override
        public int writeUnquotedUTF8(OutputStream out) throws IOException {
            out.write(bytes, 0, length);
            return length;
        }

        @Override
        public int putUnquotedUTF8(ByteBuffer buffer) {
            if (length > buffer.remaining()) {
                return -1;
            }
            buffer.put(bytes, 0, length);
            return length;
        }

        @Override
        public char[] asQuotedChars() {
            throw new UnsupportedOperationException("a raw value is written unquoted");
        }

        @Override
        public byte[] asQuotedUTF8() {
            throw new UnsupportedOperationException("a raw value is written unquoted");
        }

        @Override
        public int appendQuotedUTF8(byte[] buffer, int offset) {
            throw new UnsupportedOperationException("a raw value is written unquoted");
        }

        @Override
        public int appendQuoted(char[] buffer, int offset) {
            throw new UnsupportedOperationException("a raw value is written unquoted");
        }

        @Override
        public int writeQuotedUTF8(OutputStream out) {
            throw new UnsupportedOperationException("a raw value is written unquoted");
        }

        @Override
        public int putQuotedUTF8(ByteBuffer buffer) {
            throw new UnsupportedOperationException("a raw value is written unquoted");
        }
    }

    private static int skipBlanks(char[] text, int i, int end) {
        while (i < end && isBlank(text[i])) {
            i++;
        }
        return i;
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

    /** A tree built when first asked for. */
    private static final class Later {

        private Supplier<JsonNode> tree;
        private JsonNode built;

        Later(Supplier<JsonNode> tree) {
            this.tree = tree;
        }

        JsonNode get() {
            if (built == null) {
                built = tree.get();
                tree = null;
            }
            return built;
        }
    }

    /** An object's members, taken from its tree when first read or changed. */
    private static final class LaterMembers extends AbstractMap<String, JsonNode> {

        private final Later later;
        private Map<String, JsonNode> members;

        LaterMembers(Later later) {
            this.later = later;
        }

        private Map<String, JsonNode> members() {
            if (members == null) {
                members = membersOf((ObjectNode) later.get());
            }
            return members;
        }

        @Override
        public int size() {
            return members().size();
        }

        @Override
        public boolean isEmpty() {
            return members().isEmpty();
        }

        @Override
        public boolean containsKey(Object key) {
            return members().containsKey(key);
        }

        @Override
        public boolean containsValue(Object value) {
            return members().containsValue(value);
        }

        @Override
        public JsonNode get(Object key) {
            return members().get(key);
        }

        @Override
        public JsonNode put(String key, JsonNode value) {
            return members().put(key, value);
        }

        @Override
        public JsonNode remove(Object key) {
            return members().remove(key);
        }

        @Override
        public void putAll(Map<? extends String, ? extends JsonNode> m) {
            members().putAll(m);
        }

        @Override
        public void clear() {
            members().clear();
        }

        @Override
        public Set<String> keySet() {
            return members().keySet();
        }

        @Override
        public Collection<JsonNode> values() {
            return members().values();
        }

        @Override
        public Set<Map.Entry<String, JsonNode>> entrySet() {
            return members().entrySet();
        }

        @Override
        public boolean equals(Object o) {
            return members().equals(o);
        }

        @Override
        public int hashCode() {
            return members().hashCode();
        }
    }

    /** An array's elements, taken from its tree when first read or changed. */
    private static final class LaterElements extends AbstractList<JsonNode> {

        private final Later later;
        private List<JsonNode> elements;

        LaterElements(Later later) {
            this.later = later;
        }

        private List<JsonNode> elements() {
            if (elements == null) {
                elements = elementsOf((ArrayNode) later.get());
            }
            return elements;
        }

        @Override
        public JsonNode get(int index) {
            return elements().get(index);
        }

        @Override
        public int size() {
            return elements().size();
        }

        @Override
        public JsonNode set(int index, JsonNode element) {
            return elements().set(index, element);
        }

        @Override
        public void add(int index, JsonNode element) {
            modCount++;
            elements().add(index, element);
        }

        @Override
        public JsonNode remove(int index) {
            modCount++;
            return elements().remove(index);
        }
    }

    /** An object written from its span. */
    private static final class SpanObject extends ObjectNode {

        private static final long serialVersionUID = 1L;

        private final transient Span span;
        /** The tree still to be built, for a value found without one; else null. */
        private final transient Later later;

        SpanObject(Map<String, JsonNode> members, Span span, Later later) {
            super(JsonNodeFactory.instance, members);
            this.span = span;
            this.later = later;
        }

        Later later() {
            return later;
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
        /** The tree still to be built, for a value found without one; else null. */
        private final transient Later later;

        SpanArray(List<JsonNode> elements, Span span, Later later) {
            super(JsonNodeFactory.instance, elements);
            this.span = span;
            this.later = later;
        }

        Later later() {
            return later;
        }

        @Override
        public void serialize(JsonGenerator g, SerializerProvider provider) throws IOException {
            if (span == null || !span.write(g)) {
                super.serialize(g, provider);
            }
        }
    }
}
