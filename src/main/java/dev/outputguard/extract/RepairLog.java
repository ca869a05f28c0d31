package dev.outputguard.extract;

import java.util.Arrays;
import java.util.List;

/**
 * Every repair recorded during one extraction, in order, as two growable int arrays (no object per repair
 * while parsing). A container parsed once and reused later copies its range of entries to the end. An answer
 * turns only its first entries into {@link Repair} values and counts the rest.
 */
final class RepairLog {

    private static final RepairKind[] KINDS = RepairKind.values();

    private int size;
    private int[] kinds = new int[8];
    private int[] positions = new int[8];

    int size() {
        return size;
    }

    void add(RepairKind kind, int position) {
        if (size == kinds.length) {
            grow(1);
        }
        kinds[size] = kind.ordinal();
        positions[size] = position;
        size++;
    }

    /** Drops every entry. */
    void clear() {
        size = 0;
    }

    /** Drops the entries from {@code from} on. */
    void truncate(int from) {
        size = Math.min(size, from);
    }

    /** Drops the last entries while they were made after {@code position} (what a repair took back). */
    void dropAfter(int position) {
        while (size > 0 && positions[size - 1] > position) {
            size--;
        }
    }

    /** Appends a copy of entries {@code [from, to)}. */
    void copy(int from, int to) {
        int n = to - from;
        grow(n);
        System.arraycopy(kinds, from, kinds, size, n);
        System.arraycopy(positions, from, positions, size, n);
        size += n;
    }

    /**
     * The first {@code max} entries from {@code from} on, as values: an immutable list, which a result keeps
     * without a copy. No value is made for an entry past them ({@link #omittedSince} counts those).
     */
    List<Repair> since(int from, int max) {
        int to = from + Math.min(omittable(from), max);
        if (from >= to) {
            return List.of();
        }
        Repair[] repairs = new Repair[to - from];
        for (int i = from; i < to; i++) {
            repairs[i - from] = new Repair(KINDS[kinds[i]], positions[i]);
        }
        return List.of(repairs);
    }

    /** How many entries from {@code from} on {@link #since since(from, max)} leaves out. */
    int omittedSince(int from, int max) {
        return Math.max(0, omittable(from) - max);
    }

    private int omittable(int from) {
        return Math.max(0, size - from);
    }

    private void grow(int extra) {
        if (size + extra > kinds.length) {
            int capacity = Math.max(kinds.length * 2, size + extra);
            kinds = Arrays.copyOf(kinds, capacity);
            positions = Arrays.copyOf(positions, capacity);
        }
    }
}
