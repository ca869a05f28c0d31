package dev.outputguard.extract;

/**
 * A buffer of characters each thread lends to one user at a time: a search's copy of its text ({@link Reading#lent})
 * and a value written from its source text ({@link AsWritten}) use it instead of an array of their own, so a call
 * does not allocate two bytes a character for either; and a buffer of bytes, lent the same way, into which a value
 * written from its source text is compacted in UTF-8. A user {@link #take}s it, reads and writes no further than
 * the length it asked for (the buffer may be longer, and holds what its last user left there), and
 * {@link #give}s it back when done; a user that finds it taken (one inside another's use) gets an array of its
 * own. At most {@link #MAX} characters are lent: 64 KiB is what each thread keeps at most, and as much again in bytes.
 */
final class LentChars {

    /** The longest length lent; a caller that needs more makes an array of its own. */
    static final int MAX = 32 * 1024;
    /** Each thread's buffer while nobody holds it. */
    private static final ThreadLocal<char[]> FREE = new ThreadLocal<>();
    /** Each thread's buffer of bytes while nobody holds it. */
    private static final ThreadLocal<byte[]> FREE_BYTES = new ThreadLocal<>();

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

    /** A buffer of at least {@code length} bytes ({@code length <= MAX}): the thread's when it is free. */
    static byte[] takeBytes(int length) {
        byte[] buffer = FREE_BYTES.get();
        if (buffer != null && buffer.length >= length) {
            FREE_BYTES.set(null);
            return buffer;
        }
        return new byte[Math.max(length, buffer == null ? 0 : Math.min(2 * MAX, buffer.length * 2))];
    }

    /** {@code buffer}, taken (or grown from one taken) and no longer read or written, becomes the thread's, up to 64 KiB. */
    static void giveBytes(byte[] buffer) {
        if (buffer.length <= 2 * MAX) {
            FREE_BYTES.set(buffer);
        }
    }
}
