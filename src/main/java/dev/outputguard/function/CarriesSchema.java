package dev.outputguard.function;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A request that may carry a JSON Schema its function checks a value against. The work of such a check is not
 * bounded by the body's size (a short schema can ask for a great deal of it, up to the request's work budget),
 * so the HTTP route runs a request that carries one off the event loop.
 */
public interface CarriesSchema {

    /** The schema, or null when the request sends none. */
    ObjectNode schema();

    /**
     * Whether a request body in {@code body[offset, offset + length)} (UTF-8 JSON) may hold a {@code "schema"} member:
     * it holds those eight bytes, or a backslash-u escape that could spell them. A body that does not, holds none;
     * one that does may (the bytes may stand inside a string). Read eight bytes at a time: both patterns begin with a
     * pair of bytes (a quote and an s, a backslash and a u) that eight places are tested for at once, and only eight
     * places where one begins are read byte by byte.
     */
    static boolean mayNameSchema(byte[] body, int offset, int length) {
        return Look.mayNameSchema(body, offset, length);
    }

    /** {@link #mayNameSchema}'s reading. */
    final class Look {

        private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
        private static final long LOW_SEVEN = 0x7F7F7F7F7F7F7F7FL;
        private static final long QUOTES = 0x2222222222222222L;
        private static final long ESSES = 0x7373737373737373L;
        private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
        private static final long US = 0x7575757575757575L;

        private Look() {
        }

        static boolean mayNameSchema(byte[] a, int offset, int length) {
            int end = offset + length;
            int i = offset;
            // Eight positions at a time while the byte after the eighth is in the body: the bytes at them (x) and the
            // bytes after them (y); a position begins a pair when its byte in x and its byte in y are the pair's.
            for (; i + 9 <= end; i += 8) {
                long x = (long) LONGS.get(a, i);
                long y = (long) LONGS.get(a, i + 1);
                if (((zeros(x ^ QUOTES) & zeros(y ^ ESSES)) | (zeros(x ^ BACKSLASHES) & zeros(y ^ US))) != 0
                        && namesAt(a, i, i + 8, end)) {
                    return true;
                }
            }
            return namesAt(a, i, end, end);
        }

        /** The high bit of each byte of {@code v} that is zero, and no other bit. */
        private static long zeros(long v) {
            return ~(((v & LOW_SEVEN) + LOW_SEVEN) | v | LOW_SEVEN);
        }

        /** Whether a position in {@code [from, to)} begins a backslash-u or {@code "schema"} within {@code end}. */
        private static boolean namesAt(byte[] a, int from, int to, int end) {
            for (int i = from; i < to; i++) {
                byte b = a[i];
                if (b == '\\') {
                    if (i + 1 < end && a[i + 1] == 'u') {
                        return true;
                    }
                } else if (b == '"' && i + 7 < end && a[i + 7] == '"' && a[i + 1] == 's' && a[i + 2] == 'c'
                        && a[i + 3] == 'h' && a[i + 4] == 'e' && a[i + 5] == 'm' && a[i + 6] == 'a') {
                    return true;
                }
            }
            return false;
        }
    }
}
