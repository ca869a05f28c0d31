package dev.outputguard.text;

/**
 * Markdown code opened by three or more backticks or tildes ({@link CodeFences}): a fenced code block, or, when
 * {@code inline}, a code span of three or more backticks within a paragraph or heading ({@code ```json {"a": 1}
 * ```}). {@code start}/{@code end} span the whole of it including its fences; {@code contentStart}/{@code
 * contentEnd} span what is between them. {@code info} is the language: the first word of a block's info string,
 * or the word right after a code span's opening run (e.g. {@code json}, empty when none); {@code closed} is false
 * for a block the text never closes (it then runs to the end of the text, or of the block quote or list item it
 * stands in). A code span is always closed.
 */
public record Fence(int start, int end, int contentStart, int contentEnd, String info, boolean closed, boolean inline) {

    /** A fenced code block. */
    public Fence(int start, int end, int contentStart, int contentEnd, String info, boolean closed) {
        this(start, end, contentStart, contentEnd, info, closed, false);
    }

    /** Whether the info string lets the block hold a JSON reply: none, {@code json}, {@code jsonc} or {@code json5}, in any case. */
    public boolean mayHoldJson() {
        return info.isEmpty() || info.equalsIgnoreCase("json") || info.equalsIgnoreCase("jsonc")
                || info.equalsIgnoreCase("json5");
    }

    /** True when {@code position} lies anywhere inside the block, fences included. */
    public boolean contains(int position) {
        return position >= start && position < end;
    }
}
