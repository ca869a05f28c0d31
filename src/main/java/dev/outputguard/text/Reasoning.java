package dev.outputguard.text;

import java.util.Optional;

/**
 * A reasoning model's thinking before its answer, in the spellings models write it: {@code <think>…</think>}
 * (DeepSeek-R1, QwQ, Qwen3, models served without a reasoning parser; in any letter case, {@code <THINK>} too),
 * {@code <thinking>…</thinking>}, {@code <reasoning>…</reasoning>}, Magistral's {@code [THINK]…[/THINK]}, and
 * gpt-oss's channels ({@code <|channel|>analysis<|message|>…<|end|>} before
 * {@code <|start|>assistant<|channel|>final<|message|>}, or {@code analysis…assistantfinal…} from a server that drops
 * the special tokens). What the model drafts while it thinks
 * ({@code maybe {"result": "PASS"}…}) is not its answer, so the functions that read an answer start after it:
 * {@link #answerStart} is where the answer begins.
 *
 * <p>A block counts when it is closed and leads the reply: the reply begins (after whitespace) with the opening
 * tag, or, when a chat template wrote the opening tag into the prompt, the reply holds a closing tag at the start
 * of a line with no opening tag before it. A closing tag that could sit inside a JSON string (mid-line, no
 * opening tag) does not count; an unclosed block (the reply was cut off while thinking) ends nothing, and the
 * whole reply is read as usual ({@link #unclosedLeadingTag} tells a caller that wants to reject such a reply, as
 * validate-response does). For gpt-oss, the answer is the final channel's message; a reply of channels without a
 * final one is unclosed.
 */
public final class Reasoning {

    /** Opening and closing tags, compared ignoring ASCII case. */
    private static final String[][] BLOCKS = {{"<think>", "</think>"}, {"<thinking>", "</thinking>"},
        {"<reasoning>", "</reasoning>"}, {"[think]", "[/think]"}};

    private static final String CHANNEL = "<|channel|>";
    private static final String FINAL_CHANNEL = "<|channel|>final";
    private static final String MESSAGE = "<|message|>";
    private static final String START = "<|start|>";
    /** gpt-oss's channels as a server that drops the special tokens writes them. */
    private static final String STRIPPED_ANALYSIS = "analysis";
    private static final String STRIPPED_FINAL = "assistantfinal";

    private Reasoning() {
    }

    /** Where the answer after a leading reasoning block begins (just past its closing tag), or 0 when there is none. */
    public static int answerStart(String text) {
        return answerStart(text, text.indexOf('/'));
    }

    /** As {@link #answerStart(String)}, for a text whose first '/' is known to be at {@code firstSlash} (-1: none). */
    static int answerStart(String text, int firstSlash) {
        int lead = skipWhitespace(text, 0);
        for (String[] block : BLOCKS) {
            if (startsWithIgnoreCase(text, lead, block[0])) {
                int end = indexOfIgnoreCase(text, block[1], lead + block[0].length());
                if (end >= 0) {
                    return end + block[1].length();
                }
            }
        }
        int channels = harmonyAnswer(text, lead);
        if (channels > 0) {
            return channels;
        }
        // Without a leading opening tag: the first closing tag of any spelling at the start of a line, with no
        // opening tag of its spelling before it. Every closing tag starts with "</" or "[/": one vectorised search
        // for the '/' walks the reply once, whatever it holds (this runs on every reply, up to the largest).
        int slash = firstSlash == 0 ? text.indexOf('/', 1) : firstSlash;
        for (; slash >= 0; slash = text.indexOf('/', slash + 1)) {
            int at = slash - 1;
            char before = text.charAt(at);
            if ((before != '<' && before != '[') || !startsLine(text, at)) {
                continue;
            }
            for (String[] block : BLOCKS) {
                if (startsWithIgnoreCase(text, at, block[1])) {
                    return lastIndexOfIgnoreCase(text, block[0], at) < 0 ? at + block[1].length() : 0;
                }
            }
        }
        return 0;
    }

    /**
     * gpt-oss's channels: a reply that begins with a channel ({@code <|channel|>analysis}, maybe after
     * {@code <|start|>assistant}) is answered by the message of its final channel; just past that channel's
     * {@code <|message|>}, or 0 when the reply has no final channel.
     */
    private static int harmonyAnswer(String text, int lead) {
        if (startsWithIgnoreCase(text, lead, STRIPPED_ANALYSIS)) {
            // Served with the special tokens dropped: "analysis…assistantfinal{…}".
            int end = text.indexOf(STRIPPED_FINAL, lead);
            return end < 0 ? 0 : end + STRIPPED_FINAL.length();
        }
        int p = lead;
        if (text.startsWith(START, p)) {
            p = text.indexOf(CHANNEL, p);
            if (p < 0 || p > lead + 64) {
                return 0;
            }
        }
        if (!text.startsWith(CHANNEL, p) || text.startsWith(FINAL_CHANNEL, p)) {
            return text.startsWith(FINAL_CHANNEL, p) ? messageAfter(text, p) : 0;
        }
        int last = text.indexOf(FINAL_CHANNEL, p);
        return last < 0 ? 0 : messageAfter(text, last);
    }

    /** Just past the {@code <|message|>} of the final channel at {@code channel}, or past the channel's name. */
    private static int messageAfter(String text, int channel) {
        int name = channel + FINAL_CHANNEL.length();
        int message = text.indexOf(MESSAGE, name);
        return message >= 0 && message <= name + 64 ? message + MESSAGE.length() : name;
    }

    /**
     * The opening tag a reply begins with (after whitespace) and never closes, as the reply writes it: the model
     * was cut off while it was still thinking, so nothing in the reply is its answer. For gpt-oss, the first channel
     * of a reply without a final one. Empty when the reply does not begin with a tag or closes it.
     */
    public static Optional<String> unclosedLeadingTag(String text) {
        int lead = skipWhitespace(text, 0);
        for (String[] block : BLOCKS) {
            if (startsWithIgnoreCase(text, lead, block[0])
                    && indexOfIgnoreCase(text, block[1], lead + block[0].length()) < 0) {
                return Optional.of(text.substring(lead, lead + block[0].length()));
            }
        }
        int p = text.startsWith(START, lead) ? text.indexOf(CHANNEL, lead) : lead;
        if (p >= 0 && p <= lead + 64 && text.startsWith(CHANNEL, p) && text.indexOf(FINAL_CHANNEL, p) < 0) {
            int end = text.indexOf('<', p + CHANNEL.length());
            return Optional.of(text.substring(p, end > 0 && end <= p + 40 ? end : Math.min(text.length(), p + 20)));
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

    private static boolean startsWithIgnoreCase(String text, int at, String tag) {
        return text.regionMatches(true, at, tag, 0, tag.length());
    }

    /** The first {@code tag} at or after {@code from}, ASCII case ignored; one vectorised search for its first character. */
    private static int indexOfIgnoreCase(String text, String tag, int from) {
        char first = tag.charAt(0);
        for (int at = text.indexOf(first, from); at >= 0; at = text.indexOf(first, at + 1)) {
            if (startsWithIgnoreCase(text, at, tag)) {
                return at;
            }
        }
        return -1;
    }

    /** The last {@code tag} that starts before {@code before}, ASCII case ignored. */
    private static int lastIndexOfIgnoreCase(String text, String tag, int before) {
        char first = tag.charAt(0);
        for (int at = text.lastIndexOf(first, before - 1); at >= 0; at = text.lastIndexOf(first, at - 1)) {
            if (startsWithIgnoreCase(text, at, tag)) {
                return at;
            }
        }
        return -1;
    }
}
