package dev.outputguard.text;

import java.util.Optional;

/**
 * A reasoning model's thinking before its answer: {@code <think>…</think>} (also {@code <thinking>}), as
 * DeepSeek-R1, QwQ, Qwen3 and models served without a reasoning parser write it. What the model drafts
 * while it thinks ({@code maybe {"result": "PASS"}…}) is not its answer, so the functions that read an
 * answer start after it: {@link #answerStart} is where the answer begins.
 *
 * <p>Tags are matched as models write them, in lower case. A block counts when it is closed and leads the reply: the reply begins (after whitespace) with the
 * opening tag, or, when a chat template wrote the opening tag into the prompt, the reply holds a closing tag
 * at the start of a line with no opening tag before it. A closing tag that could sit inside a JSON string
 * (mid-line, no opening tag) does not count; an unclosed block (the reply was cut off while thinking) ends
 * nothing, and the whole reply is read as usual ({@link #unclosedLeadingTag} tells a caller that wants to
 * reject such a reply, as validate-response does).
 */
public final class Reasoning {

    private static final String[] TAGS = {"think", "thinking"};

    private Reasoning() {
    }

    /** Where the answer after a leading reasoning block begins (just past its closing tag), or 0 when there is none. */
    public static int answerStart(String text) {
        int lead = skipWhitespace(text, 0);
        for (String tag : TAGS) {
            String open = "<" + tag + ">";
            if (text.startsWith(open, lead)) {
                String close = "</" + tag + ">";
                int end = text.indexOf(close, lead + open.length());
                if (end >= 0) {
                    return end + close.length();
                }
            }
        }
        // Without a leading opening tag: the first closing tag of either name (one search for the prefix
        // they share), at the start of a line, with no opening tag of its name before it.
        int end = text.indexOf("</think");
        if (end >= 0 && startsLine(text, end)) {
            for (String tag : TAGS) {
                String close = "</" + tag + ">";
                if (text.startsWith(close, end) && text.lastIndexOf("<" + tag + ">", end) < 0) {
                    return end + close.length();
                }
            }
        }
        return 0;
    }

    /**
     * The opening tag ({@code <think>} or {@code <thinking>}) a reply begins with (after whitespace) and never closes:
     * the model was cut off while it was still thinking, so nothing in the reply is its answer. Empty when the reply
     * does not begin with a tag or closes it.
     */
    public static Optional<String> unclosedLeadingTag(String text) {
        int lead = skipWhitespace(text, 0);
        for (String tag : TAGS) {
            String open = "<" + tag + ">";
            if (text.startsWith(open, lead) && text.indexOf("</" + tag + ">", lead + open.length()) < 0) {
                return Optional.of(open);
            }
        }
        return Optional.empty();
    }

    private static int skipWhitespace(String text, int from) {
        int p = from;
        while (p < text.length() && (Character.isWhitespace(text.charAt(p)) || text.charAt(p) == '\uFEFF')) {
            p++;
        }
        return p;
    }

    /** Only spaces and tabs between the line's start (or the text's) and {@code at}. */
    private static boolean startsLine(String text, int at) {
        int p = at - 1;
        while (p >= 0 && (text.charAt(p) == ' ' || text.charAt(p) == '\t')) {
            p--;
        }
        return p < 0 || text.charAt(p) == '\n' || text.charAt(p) == '\r';
    }
}
