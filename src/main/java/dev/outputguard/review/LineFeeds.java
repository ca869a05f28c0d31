package dev.outputguard.review;

import java.util.Arrays;

/**
 * Where a text's line feeds stand, in order: found once by the walk over its lines for the quotes ({@link Quotes#of}),
 * and read again from here by the walk for its heading lines ({@link SuggestionSections.Headings#of(dev.outputguard.text.Nfkc,
 * LineFeeds)}), which would otherwise search for each of them again.
 */
final class LineFeeds {
    private int[] at = new int[16];
    private int size;

    /** Every line feed of {@code text}, one search each: the walk over the lines' oracle in tests. */
    static LineFeeds of(String text) {
        LineFeeds feeds = new LineFeeds();
        for (int p = text.indexOf('\n'); p >= 0; p = text.indexOf('\n', p + 1)) {
            feeds.add(p);
        }
        return feeds;
    }

    /** Adds the line feed at {@code p}, after every one added before. */
    void add(int p) {
        if (size == at.length) {
            at = Arrays.copyOf(at, size * 2);
        }
        at[size++] = p;
    }

    /** How many there are. */
    int size() {
        return size;
    }

    /** Where the {@code i}th stands. */
    int at(int i) {
        return at[i];
    }

    /** Where they stand, in order: what tests compare. */
    int[] places() {
        return Arrays.copyOf(at, size);
    }
}
