package dev.outputguard.prompt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A prompt text with {@code {{name}}} variables and {@code {{#name}}…{{/name}}} sections that appear only
 * when {@code name} has a non-empty value. Values are inserted as they are and never scanned again, so a
 * user's text containing {@code {{targetLang}}} stays literal. A section tag alone on its line takes the
 * line with it. Anything else, single braces of JSON examples included, is literal text.
 */
public final class PromptTemplate {

    private sealed interface Part {
    }

    private record Literal(String text) implements Part {
    }

    private record Variable(String name) implements Part {
    }

    private record Section(String name, List<Part> body) implements Part {
    }

    private final List<Part> parts;

    private PromptTemplate(List<Part> parts) {
        this.parts = parts;
    }

    /**
     * Parses {@code source}; {@code origin} names it in errors (a setting or a resource).
     *
     * @throws IllegalArgumentException for a variable outside {@code allowed}, a nested or unbalanced section
     */
    public static PromptTemplate parse(String source, String origin, Set<String> allowed) {
        List<Part> top = new ArrayList<>();
        List<Part> current = top;
        String open = null;
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < source.length()) {
            Tag tag = Tag.at(source, i);
            if (tag == null) {
                literal.append(source.charAt(i++));
                continue;
            }
            if (!allowed.contains(tag.name)) {
                throw new IllegalArgumentException(origin + ": unknown variable {{" + tag.name + "}} at position " + i
                        + "; known: " + String.join(", ", allowed.stream().sorted().toList()));
            }
            flush(literal, current);
            i = tag.end;
            switch (tag.kind) {
                case '#' -> {
                    if (open != null) {
                        throw new IllegalArgumentException(origin + ": section {{#" + tag.name + "}} inside {{#" + open + "}}; sections do not nest");
                    }
                    open = tag.name;
                    current = new ArrayList<>();
                    top.add(new Section(tag.name, current));
                    i = swallowLineEnd(source, tag.start, i);
                }
                case '/' -> {
                    if (!tag.name.equals(open)) {
                        throw new IllegalArgumentException(origin + ": {{/" + tag.name + "}} closes no open section");
                    }
                    open = null;
                    current = top;
                    i = swallowLineEnd(source, tag.start, i);
                }
                default -> current.add(new Variable(tag.name));
            }
        }
        if (open != null) {
            throw new IllegalArgumentException(origin + ": section {{#" + open + "}} is never closed");
        }
        flush(literal, current);
        return new PromptTemplate(List.copyOf(top));
    }

    /** Fills in the values; a missing value counts as empty. */
    public String render(Map<String, String> values) {
        StringBuilder out = new StringBuilder();
        append(parts, values, out);
        return out.toString();
    }

    private static void append(List<Part> parts, Map<String, String> values, StringBuilder out) {
        for (Part part : parts) {
            switch (part) {
                case Literal l -> out.append(l.text());
                case Variable v -> out.append(values.getOrDefault(v.name(), ""));
                case Section s -> {
                    if (!values.getOrDefault(s.name(), "").isEmpty()) {
                        append(s.body(), values, out); // one level only: parse rejects nesting
                    }
                }
            }
        }
    }

    private static void flush(StringBuilder literal, List<Part> into) {
        if (!literal.isEmpty()) {
            into.add(new Literal(literal.toString()));
            literal.setLength(0);
        }
    }

    /** After a section tag that stands alone on its line, skips that line's newline. */
    private static int swallowLineEnd(String source, int tagStart, int afterTag) {
        boolean lineStart = tagStart == 0 || source.charAt(tagStart - 1) == '\n';
        if (lineStart && afterTag < source.length() && source.charAt(afterTag) == '\n') {
            return afterTag + 1;
        }
        return afterTag;
    }

    /** {@code {{name}}}, {@code {{#name}}} or {@code {{/name}}} with a name of letters. */
    private record Tag(int start, int end, char kind, String name) {

        static Tag at(String s, int i) {
            if (!s.startsWith("{{", i)) {
                return null;
            }
            int p = i + 2;
            char kind = p < s.length() && (s.charAt(p) == '#' || s.charAt(p) == '/') ? s.charAt(p++) : ' ';
            int nameStart = p;
            while (p < s.length() && p - nameStart < 64 && Character.isLetter(s.charAt(p))) {
                p++;
            }
            if (p == nameStart || !s.startsWith("}}", p)) {
                return null;
            }
            return new Tag(i, p + 2, kind, s.substring(nameStart, p));
        }
    }
}
