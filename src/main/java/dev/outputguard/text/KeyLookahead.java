package dev.outputguard.text;

import java.util.Objects;

/**
 * Where a JSON object in a text could still spell a given key: the key written out in double quotes, or
 * any backslash-u escape (which could spell it). Walks over the objects of a text use it to step over
 * objects that cannot hold the key without parsing them.
 *
 * <p>Each of the two searches remembers what it found and from where, so a walk whose positions only
 * grow scans the text once in all, however many steps it takes (a fresh {@code indexOf} per step runs to
 * the end of the text whenever there is no escape, which makes a walk quadratic). Not thread-safe.
 */
public final class KeyLookahead {

    private final String text;
    private final Search written;
    private final Search escaped;

    public KeyLookahead(String text, String key) {
        this.text = Objects.requireNonNull(text, "text");
        this.written = new Search('"' + Objects.requireNonNull(key, "key") + '"');
        this.escaped = new Search("\\u");
    }

    /** The first position at or after {@code from} where the key could be spelled, or -1 when there is none. */
    public int next(int from) {
        int w = written.from(from);
        int e = escaped.from(from);
        return w < 0 ? e : e < 0 ? w : Math.min(w, e);
    }

    /** One needle's last answer: {@code found} is the first occurrence at or after {@code searchedFrom}. */
    private final class Search {

        private final String needle;
        private int searchedFrom = -1;
        private int found;

        Search(String needle) {
            this.needle = needle;
        }

        int from(int from) {
            // Still right when nothing was found after an earlier start, or what was found is not behind us.
            boolean known = searchedFrom >= 0 && from >= searchedFrom && (found < 0 || found >= from);
            if (!known) {
                searchedFrom = from;
                found = text.indexOf(needle, from);
            }
            return found;
        }
    }
}
