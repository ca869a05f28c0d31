package dev.outputguard.extract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * A string repair mode closed where the reply's end cut it off ({@code "appro}, {@code "12}): its text as far as
 * the reply wrote it, equal to any string of that text. What the reply would have written next may have changed
 * what it says ({@code "12 (estimate)"}, {@code "yes?"}), so schema alignment keeps it only where the schema takes
 * it as written and converts it to nothing else.
 */
public final class CutText extends TextNode {

    private static final long serialVersionUID = 1L;

    CutText(String text) {
        super(text);
    }

    /** Whether {@code node} is a string the reply's end cut off. */
    public static boolean cut(JsonNode node) {
        return node instanceof CutText;
    }
}
