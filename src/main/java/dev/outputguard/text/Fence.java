package dev.outputguard.text;

/**
 * A fenced Markdown code block. {@code start}/{@code end} span the whole block including its fences;
 * {@code contentStart}/{@code contentEnd} span what is between them. {@code info} is the info string
 * (e.g. {@code json}, empty when none); {@code closed} is false for a final fence the text never closes.
 */
public record Fence(int start, int end, int contentStart, int contentEnd, String info, boolean closed) {

    /** True when {@code position} lies anywhere inside the block, fences included. */
    public boolean contains(int position) {
        return position >= start && position < end;
    }
}
