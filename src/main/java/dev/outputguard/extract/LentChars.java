package dev.outputguard.extract;

/**
 * A buffer of characters each thread lends to one user at a time: a search's copy of its text ({@link Reading#lent})
 * and a value written from its source text ({@link AsWritten}) use it instead of an array of their own, so a call
 * does not allocate two bytes a character for either. A user {@link #take}s it, reads and writes no further than
 * the length it asked for (the buffer may be longer, and holds what its last user left there), and
 * {@link #give}s it back when done; a user that finds it taken (one inside another's use) gets an array of its
 * own. At most {@link #MAX} characters are lent: 64 KiB is what each thread keeps at most.
 */
final class LentChars {

    /** The longest length lent; a caller that needs more makes an array of its own. */
    static final int MAX = 32 * 1024;
    /** Each thread's buffer while nobody holds it. */
    private static final ThreadLocal<char[]> FREE = new ThreadLocal<>();

    private LentChars() {
    }

    /** A buffer of at least {@code length} characters ({@code length <= MAX}): the thread's when it is free. */
    static char[] take(int length) {
        char[] buffer = FREE.get();
        if (buffer != null && buffer.length >= length) {
            FREE.set(null);
            return buffer;
        }
        return new char[Math.max(length, buffer == null ? 0 : Math.min(MAX, buffer.length * 2))];
    }

    /** {@code buffer}, taken and no longer read or written, becomes the thread's. */
    static void give(char[] buffer) {
        FREE.set(buffer);
    }
}
