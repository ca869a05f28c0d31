package dev.outputguard.reviewcycle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.Set;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.text.WholeFence;

/**
 * Reads the revised document out of a revise reply. The prompt asks for the bare document; LLMs still chat
 * around it and wrap it now and then, so what stands around it is taken off, each a labelled tolerance: a
 * preface (a first paragraph of at most three lines that ends with a colon, {@code Sure! Here is the revised
 * document:}, no line of the document), one code fence around the whole (and a short sign-off after it), a
 * sign-off after a preface (a last paragraph of at most two lines, no line of the document), the
 * {@code <document>} tags of the prompt, a JSON object holding the document. A reply that is then empty, only a
 * wrapper, the document unchanged, or not a revision of it ({@link #keeps}: a refusal, an answer about the
 * document) is {@link Revision.Unusable}. Linear in the reply's length.
 */
public final class RevisionReader {

    /** Fields an LLM puts the document in when it answers with JSON despite the prompt. */
    private static final List<String> DOCUMENT_FIELDS =
            List.of("document", "revisedDocument", "revised_document", "revised", "content", "text");
    /** Info strings of a fence that holds a document rather than code. */
    private static final Set<String> DOCUMENT_LANGUAGES = Set.of("", "markdown", "md", "text", "txt", "plaintext");
    private static final String OPEN_TAG = "<document>";
    private static final String CLOSE_TAG = "</document>";

    private final ObjectMapper mapper = new ObjectMapper();

    /** A document judged for being revised must have at least this many distinct letter pairs. */
    static final int JUDGED_PAIRS = 16;
    /** The share of the document's letter pairs a revision keeps, at least. */
    static final double KEPT_SHARE = 1.0 / 3;

    public Revision read(String reply, String current) {
        String before = current.strip();
        String text = reply.strip();
        List<String> unwrapped = new ArrayList<>();
        Set<String> documentLines = lines(before);
        List<String> ordered = before.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        String firstLine = ordered.isEmpty() ? "" : ordered.get(0);
        String lastLine = ordered.isEmpty() ? "" : ordered.get(ordered.size() - 1);
        // tolerance: a preface before the document
        text = unwrap(text, preface(text, documentLines, firstLine), "preface", unwrapped);
        // tolerance: the whole reply in one code fence (a short sign-off after it aside), unless the document
        // itself is fenced
        if (!startsWithFence(before)) {
            String[] fenced = fenceWithSignOff(text, documentLines, firstLine);
            if (fenced != null) {
                text = unwrap(text, fenced[0], "code fence", unwrapped);
                unwrapped.add("sign-off");
            } else {
                text = unwrap(text, WholeFence.of(text).map(WholeFence::content).orElse(null), "code fence", unwrapped);
            }
        }
        // tolerance: a sign-off after the document's own last line, or after a document a preface introduced
        if (!unwrapped.contains("sign-off")) {
            text = unwrap(text, signOff(text, documentLines, unwrapped.contains("preface") ? null : lastLine),
                    "sign-off", unwrapped);
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
        OptionalDouble kept = keeps(text, before);
        if (kept.isPresent() && kept.getAsDouble() < KEPT_SHARE) {
            return new Revision.Unusable("the revise reply keeps " + Math.round(kept.getAsDouble() * 100)
                    + " % of the document's text (a revision keeps at least a third): it is no revision of the document"
                    + " but a refusal or words about it; the document is unchanged");
        }
        return new Revision.Usable(text, unwrapped);
    }

    /**
     * The share of the document's letter pairs (two letters or digits in a row, in any script, case aside) the
     * reply holds; empty when the document is too short to judge by ({@value #JUDGED_PAIRS} distinct pairs). A
     * revision keeps most of what it revises, in any language; a refusal ({@code I'm sorry, but I can't help with
     * that.}), chatter or an account of the changes keeps little of a document of any length.
     */
    static OptionalDouble keeps(String reply, String document) {
        Set<Integer> pairs = pairs(document);
        if (pairs.size() < JUDGED_PAIRS) {
            return OptionalDouble.empty();
        }
        Set<Integer> replyPairs = pairs(reply);
        long kept = pairs.stream().filter(replyPairs::contains).count();
        return OptionalDouble.of((double) kept / pairs.size());
    }

    private static Set<Integer> pairs(String text) {
        Set<Integer> pairs = new HashSet<>();
        char previous = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = Character.toLowerCase(text.charAt(i));
            boolean word = Character.isLetterOrDigit(c);
            if (word && previous != 0) {
                pairs.add((previous << 16) | c);
            }
            previous = word ? c : 0;
        }
        return pairs;
    }

    /**
     * The reply after its preface, or null when it has none: a first paragraph of at most three lines whose last
     * line ends with a colon, none of them a line of the document, followed (after a blank line, or at once) by a
     * fence or by the document's own first line. A new first paragraph a revision adds is no preface unless the
     * document's first line follows it, so it stays.
     */
    private static String preface(String text, Set<String> documentLines, String firstLine) {
        int end = 0;
        int lines = 0;
        while (end < text.length() && lines < 3) {
            int nl = text.indexOf('\n', end);
            if (nl < 0) {
                return null; // one paragraph and nothing after it
            }
            String line = text.substring(end, nl).strip();
            if (line.isEmpty() || documentLines.contains(line)) {
                return null;
            }
            lines++;
            end = nl + 1;
            String next = nextLine(text, end).strip();
            boolean colon = line.endsWith(":") || line.endsWith("：");
            String rest = text.substring(end).strip();
            if (colon && (next.isEmpty() || startsWithFence(next))
                    && (startsWithFence(rest) || (!firstLine.isEmpty() && nextLine(rest, 0).strip().equals(firstLine)))) {
                return rest;
            }
            if (next.isEmpty()) {
                return null;
            }
        }
        return null;
    }

    /**
     * The content of a fence that opens the reply and the sign-off after its closing line ({@code [content,
     * sign-off]}), or null: the closing line is the last line that closes the opening fence, and what follows it
     * is a paragraph of at most two lines, none of them a line of the document.
     */
    private static String[] fenceWithSignOff(String text, Set<String> documentLines, String firstLine) {
        if (!startsWithFence(text)) {
            return null;
        }
        int blank = text.lastIndexOf("\n\n");
        if (blank < 0) {
            return null;
        }
        String head = text.substring(0, blank).strip();
        String tail = text.substring(blank).strip();
        if (tail.isEmpty() || tail.lines().count() > 2
                || tail.lines().anyMatch(l -> startsWithFence(l.strip()) || documentLines.contains(l.strip()))) {
            return null;
        }
        // A fence of code with a line after it is content (a bash block, then "Run it."); a fence that holds a
        // document is labelled as one, or starts with the document's own first line.
        return WholeFence.of(head)
                .filter(f -> DOCUMENT_LANGUAGES.contains(f.info().toLowerCase(Locale.ROOT))
                        || nextLine(f.content(), 0).strip().equals(firstLine))
                .map(f -> new String[] {f.content(), tail}).orElse(null);
    }

    /**
     * The reply without its last paragraph when that is a sign-off: at most two lines, none of them a line of the
     * document, after the document's own last line ({@code lastLine}; null when a preface already showed the reply
     * chats around the document, so any such paragraph is one). A new last paragraph a revision adds after other
     * text stays.
     */
    private static String signOff(String text, Set<String> documentLines, String lastLine) {
        int blank = text.lastIndexOf("\n\n");
        if (blank < 0 || (lastLine != null && lastLine.isEmpty())) {
            return null;
        }
        String head = text.substring(0, blank).stripTrailing();
        if (lastLine != null && !head.substring(head.lastIndexOf('\n') + 1).strip().equals(lastLine)) {
            return null;
        }
        String tail = text.substring(blank).strip();
        if (tail.isEmpty() || tail.lines().count() > 2 || tail.lines().anyMatch(l -> documentLines.contains(l.strip()))
                || startsWithFence(tail)) {
            return null;
        }
        return text.substring(0, blank).strip();
    }

    private static String nextLine(String text, int from) {
        int nl = text.indexOf('\n', from);
        return text.substring(from, nl < 0 ? text.length() : nl);
    }

    private static Set<String> lines(String document) {
        Set<String> lines = new HashSet<>();
        document.lines().map(String::strip).filter(l -> !l.isEmpty()).forEach(lines::add);
        return lines;
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

}
