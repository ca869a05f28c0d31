package dev.outputguard.text;

/**
 * A fenced Markdown code block. {@code start}/{@code end} span the whole block including its fences;
 * {@code contentStart}/{@code contentEnd} span what is between them. {@code info} is the info string
 * (e.g. {@code json}, empty when none); {@code closed} is false for a final fence the text never closes.
 */
public record Fence(int start, int end, int contentStart, int contentEnd, String info, boolean closed) {

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
