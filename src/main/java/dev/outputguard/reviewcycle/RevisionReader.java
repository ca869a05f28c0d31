package dev.outputguard.reviewcycle;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Reads the revised document out of a revise reply. The prompt asks for the bare document; LLMs still wrap
 * it now and then, so three whole-reply wrappers are taken off, each a labelled tolerance. A reply that is
 * empty, only a wrapper, or the document unchanged is {@link Revision.Unusable}. Linear in the reply's length.
 */
public final class RevisionReader {

    /** Fields an LLM puts the document in when it answers with JSON despite the prompt. */
    private static final List<String> DOCUMENT_FIELDS =
            List.of("document", "revisedDocument", "revised_document", "revised", "content", "text");
    private static final String OPEN_TAG = "<document>";
    private static final String CLOSE_TAG = "</document>";

    private final ObjectMapper mapper = new ObjectMapper();

    public Revision read(String reply, String current) {
        String before = current.strip();
        String text = reply.strip();
        List<String> unwrapped = new ArrayList<>();
        // tolerance: the whole reply in one code fence, unless the document itself is fenced
        if (!startsWithFence(before)) {
            text = unwrap(text, unfence(text), "code fence", unwrapped);
        }
        // tolerance: the reply keeps the <document> tags the prompt put around the document
        text = unwrap(text, untag(text), "document tags", unwrapped);
        // tolerance: a JSON object holding the document, unless the document itself is a JSON object
        if (isBraced(text) && !isBraced(before)) {
            JsonNode json = parse(text);
            if (json != null && json.isObject()) {
                String inner = documentField(json);
                if (inner == null) {
                    return new Revision.Unusable("the revise reply is a JSON object with no document in it; the document is unchanged");
                }
                text = unwrap(text, inner, "JSON object", unwrapped);
            }
        }
        return judge(text, before, unwrapped);
    }

    private static String unwrap(String text, String inner, String wrapper, List<String> unwrapped) {
        if (inner == null) {
            return text;
        }
        unwrapped.add(wrapper);
        return inner.strip();
    }

    private static Revision judge(String text, String before, List<String> unwrapped) {
        if (text.isEmpty()) {
            return new Revision.Unusable(unwrapped.isEmpty() ? "the revise reply is empty; the document is unchanged"
                    : "the revise reply is only a wrapper (" + String.join(", ", unwrapped) + ") with nothing in it; the document is unchanged");
        }
        if (text.equals(before)) {
            return new Revision.Unusable("the revise reply repeats the document unchanged");
        }
        return new Revision.Usable(text, unwrapped);
    }

    private static String untag(String text) {
        boolean tagged = text.length() >= OPEN_TAG.length() + CLOSE_TAG.length() && text.startsWith(OPEN_TAG)
                && text.endsWith(CLOSE_TAG);
        return tagged ? text.substring(OPEN_TAG.length(), text.length() - CLOSE_TAG.length()) : null;
    }

    private JsonNode parse(String text) {
        try {
            // Jackson's default StreamReadConstraints bound the nesting depth, so a hostile reply cannot overflow the stack.
            return mapper.readTree(text);
        } catch (JacksonException e) {
            return null; // braces around prose: the reply is the document itself
        }
    }

    private static String documentField(JsonNode json) {
        for (String field : DOCUMENT_FIELDS) {
            JsonNode value = json.get(field);
            if (value != null && value.isTextual() && !value.asText().isBlank()) {
                return value.asText();
            }
        }
        return null;
    }

    private static boolean isBraced(String text) {
        return text.startsWith("{") && text.endsWith("}");
    }

    private static boolean startsWithFence(String text) {
        return text.startsWith("```") || text.startsWith("~~~");
    }

    /**
     * The text between a first line that opens a fence ({@code ```} or {@code ~~~}, optionally an info word) and a
     * last line that closes it; null when the reply is not one fenced block. Inner fences need not balance.
     */
    static String unfence(String text) {
        if (!startsWithFence(text)) {
            return null;
        }
        char c = text.charAt(0);
        int run = 0;
        while (run < text.length() && text.charAt(run) == c) {
            run++;
        }
        int firstLineEnd = text.indexOf('\n');
        int lastLineStart = text.lastIndexOf('\n') + 1;
        if (firstLineEnd < 0 || lastLineStart <= firstLineEnd || !isInfo(text, run, firstLineEnd)) {
            return null;
        }
        String last = text.substring(lastLineStart).strip();
        if (last.length() < run || !last.chars().allMatch(ch -> ch == c)) {
            return null;
        }
        return text.substring(firstLineEnd + 1, lastLineStart);
    }

    private static boolean isInfo(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            char ch = text.charAt(i);
            if (!(Character.isLetterOrDigit(ch) || ch == '-' || ch == '_' || ch == '+' || ch == '.' || Character.isWhitespace(ch))) {
                return false;
            }
        }
        return true;
    }
}
