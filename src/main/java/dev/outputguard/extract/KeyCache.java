package dev.outputguard.extract;

/**
 * Recently read object keys of one text. Replies repeat the same keys thousands of times (arrays of
 * records), so a key without escapes is looked up here instead of copied again, as Jackson does.
 * A slot holds the last key whose hash fell on it (and its characters, compared without the checks of
 * {@code String.charAt}); a miss copies the key and takes the slot.
 */
final class KeyCache {

    private final String[] keys = new String[64];
    private final char[][] keyChars = new char[64][];

    /** The key {@code text[start, start + length)}, whose hash ({@code 31 * h + c} over its characters, from 0) is {@code hash}. */
    String key(String text, char[] chars, int start, int length, int hash) {
        int slot = (hash ^ (hash >>> 16)) & (keys.length - 1);
        char[] cached = keyChars[slot];
        if (cached != null && cached.length == length && sameChars(chars, start, cached)) {
            return keys[slot];
        }
        return keep(slot, text.substring(start, start + length));
    }

    /** As {@link #key(String, char[], int, int, int)}, for a reader that has the characters only (a reply as it streams). */
    String key(char[] chars, int start, int length, int hash) {
        int slot = (hash ^ (hash >>> 16)) & (keys.length - 1);
        char[] cached = keyChars[slot];
        if (cached != null && cached.length == length && sameChars(chars, start, cached)) {
            return keys[slot];
        }
        return keep(slot, new String(chars, start, length));
    }

    private String keep(int slot, String key) {
        keys[slot] = key;
        keyChars[slot] = key.toCharArray();
        return key;
    }

    /** A plain loop: keys are short, and a library compare's setup costs more than comparing them. */
    private static boolean sameChars(char[] chars, int start, char[] key) {
        for (int i = 0; i < key.length; i++) {
            if (chars[start + i] != key[i]) {
                return false;
            }
        }
        return true;
    }
}
