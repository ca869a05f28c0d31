package dev.outputguard.extract;

/**
 * Recently read object keys of one text. Replies repeat the same keys thousands of times (arrays of
 * records), so a key without escapes is looked up here instead of copied again, as Jackson does.
 * A slot holds the last key whose hash fell on it; a miss copies the key and takes the slot.
 */
final class KeyCache {

    private final String[] slots = new String[64];

    /** The key {@code text[start, start + length)}, whose hash ({@code 31 * h + c} over its characters, from 0) is {@code hash}: a cached copy when there is one. */
    String key(String text, char[] chars, int start, int length, int hash) {
        int slot = (hash ^ (hash >>> 16)) & (slots.length - 1);
        String key = slots[slot];
        if (key != null && key.length() == length && sameChars(chars, start, key)) {
            return key;
        }
        key = text.substring(start, start + length);
        slots[slot] = key;
        return key;
    }

    /** A plain loop: keys are short, and {@code regionMatches}' setup costs more than comparing them. */
    private static boolean sameChars(char[] chars, int start, String key) {
        for (int i = 0; i < key.length(); i++) {
            if (chars[start + i] != key.charAt(i)) {
                return false;
            }
        }
        return true;
    }
}
