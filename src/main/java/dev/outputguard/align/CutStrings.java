package dev.outputguard.align;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.extract.CutText;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.SchemaCheck;
import dev.outputguard.schema.Violation;

/**
 * A string the reply's end cut off ({@link CutText}: {@code {"sentiment": "positive}) in a value that conforms. The
 * reply never finished it: it may have gone on ({@code "positively not"}, {@code "positive?"}). Where the schema
 * takes any string there (a free string, its length at most bounded below), the text as written is kept, with the
 * repair listed. Where the schema's verdict turns on how the string ends (an {@code enum}, a {@code const}, a
 * {@code pattern}, a {@code format}, a {@code maxLength} it reaches, a branch it chooses), it is refused: the value
 * is checked again with the string gone on in a few ways a reply goes on, and a verdict any of them changes is one
 * the cut string holds only by where the reply stopped.
 */
public final class CutStrings {

    /** Ways a reply goes on after a word: a blank and a word, a question, a letter, a digit, a hyphen, a control. */
    private static final String[] GOING_ON = {" x", "?", "x", "1", "-", "\u0000"};

    private CutStrings() {
    }

    /**
     * {@code value}, which conforms to the subschema at {@code schemaPointer}, as the schema takes it with its cut
     * string: {@link SchemaCheck#CONFORMS} when it holds none or the schema's verdict stays whatever followed, else
     * one violation at the cut string's place naming the keyword that turns on its end.
     */
    public static SchemaCheck check(JsonNode value, CompiledSchema schema, String schemaPointer, WorkBudget work) {
        StringBuilder at = new StringBuilder();
        CutText cut = find(value, at);
        if (cut == null) {
            return SchemaCheck.CONFORMS;
        }
        String pointer = at.toString();
        for (String more : GOING_ON) {
            JsonNode longer = replaced(value, pointer, TextNode.valueOf(cut.textValue() + more));
            SchemaCheck check = schema.check(schemaPointer, longer, work);
            if (!check.conforms()) {
                String keyword = check.violations().isEmpty() ? "schema" : check.violations().get(0).keyword();
                return new SchemaCheck(List.of(new Violation(pointer, keyword, reason(cut))), 1);
            }
        }
        return SchemaCheck.CONFORMS;
    }

    /** Why the cut string {@code cut} is refused (the violation names the schema's keyword that turns on its end). */
    static String reason(JsonNode cut) {
        return Excerpt.of(cut) + " is cut off by the reply's end, and the schema takes only some strings here: what"
                + " followed may have changed it";
    }

    /** The first string the reply's end cut off in {@code node}, its JSON Pointer appended to {@code at}; or null. */
    private static CutText find(JsonNode node, StringBuilder at) {
        if (node instanceof CutText c) {
            return c;
        }
        if (!node.isContainerNode()) {
            return null;
        }
        int mark = at.length();
        if (node.isArray()) {
            for (int i = node.size() - 1; i >= 0; i--) {
                at.append('/').append(i);
                CutText c = find(node.get(i), at);
                if (c != null) {
                    return c;
                }
                at.setLength(mark);
            }
            return null;
        }
        for (var e : node.properties()) {
            at.append('/').append(e.getKey().replace("~", "~0").replace("/", "~1"));
            CutText c = find(e.getValue(), at);
            if (c != null) {
                return c;
            }
            at.setLength(mark);
        }
        return null;
    }

    /** A copy of {@code node} with {@code with} at {@code pointer} (a place it has), sharing all else. */
    private static JsonNode replaced(JsonNode node, String pointer, JsonNode with) {
        if (pointer.isEmpty()) {
            return with;
        }
        int next = pointer.indexOf('/', 1);
        String token = pointer.substring(1, next < 0 ? pointer.length() : next);
        String rest = next < 0 ? "" : pointer.substring(next);
        if (node instanceof ArrayNode a) {
            int i = Integer.parseInt(token);
            ArrayNode copy = a.arrayNode(a.size());
            for (int k = 0; k < a.size(); k++) {
                copy.add(k == i ? replaced(a.get(k), rest, with) : a.get(k));
            }
            return copy;
        }
        String key = token.replace("~1", "/").replace("~0", "~");
        ObjectNode o = (ObjectNode) node;
        ObjectNode copy = o.objectNode();
        for (var e : o.properties()) {
            copy.set(e.getKey(), e.getKey().equals(key) ? replaced(e.getValue(), rest, with) : e.getValue());
        }
        return copy;
    }
}
