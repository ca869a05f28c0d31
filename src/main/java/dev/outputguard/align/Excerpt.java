package dev.outputguard.align;

import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;

/**
 * The JSON text of a part of a value, as a coercion's {@code from} and a refusal's reason quote it: at most
 * {@link EchoLengths#TEXT} characters, cut as {@link Echo} cuts. Written here, node by node, only as far as it is
 * shown: a large part costs no more than a small one.
 */
final class Excerpt {

    private static final int MAX = EchoLengths.TEXT;

    private Excerpt() {
    }

    static String of(JsonNode node) {
        StringBuilder out = new StringBuilder(Math.min(MAX + 8, 64));
        write(node, out);
        return Echo.cut(out.toString(), MAX);
    }

    /** A member as a one-member object, {@code {"key":value}}. */
    static String member(String key, JsonNode value) {
        StringBuilder out = new StringBuilder(Math.min(MAX + 8, 64)).append('{');
        string(key, out);
        out.append(':');
        write(value, out);
        return Echo.cut(out.append('}').toString(), MAX);
    }

    /** Appends the node's JSON text, stopping soon after {@link #MAX} characters. */
    private static void write(JsonNode node, StringBuilder out) {
        if (out.length() > MAX) {
            return;
        }
        switch (node.getNodeType()) {
            case STRING -> string(node.textValue(), out);
            case OBJECT -> {
                out.append('{');
                boolean first = true;
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext() && out.length() <= MAX;) {
                    Map.Entry<String, JsonNode> e = it.next();
                    out.append(first ? "" : ",");
                    first = false;
                    string(e.getKey(), out);
                    out.append(':');
                    write(e.getValue(), out);
                }
                out.append('}');
            }
            case ARRAY -> {
                out.append('[');
                for (int i = 0; i < node.size() && out.length() <= MAX; i++) {
                    out.append(i == 0 ? "" : ",");
                    write(node.get(i), out);
                }
                out.append(']');
            }
            default -> out.append(node.asText()); // numbers as Jackson writes them, true, false, null
        }
    }

    private static void string(String text, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < text.length() && out.length() <= MAX; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
