package dev.outputguard.text;

import java.util.Arrays;

/**
 * Where a text breaks its lines with {@code \n}: every place, in order, found once with the vectorised search for one
 * character. The readers that walk a review line by line (its quotes, its suggestion sections, the search for a
 * failing verdict stated at a line's start) share one set of places instead of each searching for every line's end.
 */
public final class LineBreaks {

    private final int[] at;
    private final int count;

    private LineBreaks(int[] at, int count) {
        this.at = at;
        this.count = count;
    }

    /** The places of {@code \n} in {@code text}. */
    public static LineBreaks of(String text) {
        int[] at = new int[Math.max(8, text.length() >>> 5)];
        int count = 0;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            if (count == at.length) {
                at = Arrays.copyOf(at, count * 2);
            }
            at[count++] = i;
        }
        return new LineBreaks(at, count);
    }

    /** How many {@code \n} the text holds. */
    public int count() {
        return count;
    }

    /** The place of the {@code i}-th {@code \n} ({@code 0 <= i < count()}). */
    public int get(int i) {
        return at[i];
    }

    /** The index of the first {@code \n} at or after {@code from} ({@link #count()} when there is none). */
    public int indexFrom(int from) {
        int i = Arrays.binarySearch(at, 0, count, from);
        return i >= 0 ? i : -i - 1;
    }

    /** A reader's place among the breaks, for a reader that goes down the text in order. */
    public Cursor cursor() {
        return new Cursor();
    }

    /** A place among the breaks that moves forward only. */
    public final class Cursor {
        private int i;
        /** The {@code from} asked for last. */
        private int last = Integer.MIN_VALUE;

        private Cursor() {
        }

        /**
         * {@code text.indexOf('\n', from)}: the first {@code \n} at or after {@code from}, or -1. {@code from} must not
         * be less than on the call before.
         */
        public int next(int from) {
            assert from >= last : "asked for the break from " + from + " after " + last;
            last = from;
            while (i < count && at[i] < from) {
                i++;
            }
            return i < count ? at[i] : -1;
        }
    }
}
