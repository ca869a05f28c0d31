package dev.outputguard.contract;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Strict UTF-8 (the well-formed byte sequences of the Unicode standard): Jackson's own decoder lets
 * overlong forms such as {@code C0 AF} through, and a request that is not UTF-8 should be named as such
 * rather than read as something else. A check over the bytes, not a decode: the parser reads them next.
 */
final class Utf8 {

    private Utf8() {
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH_BITS = 0x8080808080808080L;

    /** The offset of the first byte that starts a malformed sequence, or -1 when all of it is UTF-8. */
    static int firstMalformed(byte[] bytes) {
        return firstMalformed(bytes, 0, bytes.length);
    }

    /** The same for {@code bytes[from, to)}; the offset is into {@code bytes}. */
    static int firstMalformed(byte[] bytes, int from, int to) {
        int i = from;
        int n = to;
        while (i < n) {
            // Runs of ASCII, the common case, eight bytes at a time.
            while (i + 8 <= n && ((long) LONGS.get(bytes, i) & HIGH_BITS) == 0) {
                i += 8;
            }
            if (i >= n) {
                break;
            }
            int b = bytes[i];
            if (b >= 0) {
                i++;
                continue;
            }
            int lead = b & 0xFF;
            int length;
            int min2 = 0x80;
            int max2 = 0xBF;
            if (lead >= 0xC2 && lead <= 0xDF) {
                length = 2;
            } else if (lead >= 0xE0 && lead <= 0xEF) {
                length = 3;
                if (lead == 0xE0) {
                    min2 = 0xA0; // overlong
                } else if (lead == 0xED) {
                    max2 = 0x9F; // surrogates
                }
            } else if (lead >= 0xF0 && lead <= 0xF4) {
                length = 4;
                if (lead == 0xF0) {
                    min2 = 0x90; // overlong
                } else if (lead == 0xF4) {
                    max2 = 0x8F; // above U+10FFFF
                }
            } else {
                return i; // 80..C1 (continuation or overlong lead), F5..FF
            }
            if (i + length > n) {
                return i;
            }
            int second = bytes[i + 1] & 0xFF;
            if (second < min2 || second > max2) {
                return i;
            }
            for (int k = 2; k < length; k++) {
                if ((bytes[i + k] & 0xC0) != 0x80) {
                    return i;
                }
            }
            i += length;
        }
        return -1;
    }
}
