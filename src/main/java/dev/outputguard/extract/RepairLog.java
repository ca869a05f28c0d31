package dev.outputguard.extract;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * Every repair recorded during one extraction, in order, as one growable array of {@code long}s (position in
 * the high half, kind in the low half: no object per repair while parsing). A container parsed once and
 * reused later copies its range of entries to the end. An answer keeps a copy of only its first entries
 * ({@link #since}) and counts the rest.
 */
final class RepairLog {

    private static final RepairKind[] KINDS = RepairKind.values();
    private static final long[] NONE = {};

    private int size;
    // Allocated at the first repair: strict mode never records one.
    private long[] entries = NONE;

    int size() {
        return size;
    }

    void add(RepairKind kind, int position) {
        if (size == entries.length) {
            grow(1);
        }
        entries[size++] = entry(kind.ordinal(), position);
    }

    /** Drops every entry. */
    void clear() {
        size = 0;
    }

    /** Drops the entries from {@code from} on. */
    void truncate(int from) {
        size = Math.min(size, from);
    }

    /** Appends a copy of entries {@code [from, to)}. */
    void copy(int from, int to) {
        int n = to - from;
        grow(n);
        System.arraycopy(entries, from, entries, size, n);
        size += n;
    }

    /**
     * The first {@code max} entries from {@code from} on: an immutable list over a copy of them, which makes a
     * {@link Repair} value only for an entry that is read. {@link #omittedSince} counts the entries past them.
     */
    List<Repair> since(int from, int max) {
        int n = Math.min(Math.max(0, size - from), max);
        return n == 0 ? List.of() : new Listed(Arrays.copyOfRange(entries, from, from + n));
    }

    /** How many entries from {@code from} on {@link #since since(from, max)} leaves out. */
    int omittedSince(int from, int max) {
        return Math.max(0, size - from - max);
    }

    private void grow(int extra) {
        if (size + extra > entries.length) {
            entries = Arrays.copyOf(entries, Math.max(Math.max(entries.length * 2, 64), size + extra));
        }
    }

    private static long entry(int kind, int position) {
        return ((long) position << 32) | kind;
    }

    private static int position(long entry) {
        return (int) (entry >>> 32);
    }

    /** Repairs as read from a copy of log entries; immutable, equal to any list of the same repairs. */
    static final class Listed extends AbstractList<Repair> implements RandomAccess {

        private final long[] entries;

        private Listed(long[] entries) {
            this.entries = entries;
        }

        @Override
        public Repair get(int index) {
            long entry = entries[index];
            return new Repair(KINDS[(int) entry], position(entry));
        }

        @Override
        public int size() {
            return entries.length;
        }
    }
}
