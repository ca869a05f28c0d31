package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The look for a {@code "schema"} member that sends a body off the event loop, read eight bytes at a time, says what a
 * plain reading of the bytes says (they hold {@code "schema"} or a backslash-u), for either pattern at every place
 * around the eight-byte steps and the body's ends, cut short anywhere, in a window of a larger array at every offset.
 */
class CarriesSchemaLookTest {

    /** The plain reading: the bytes as Latin-1 text (one character a byte) hold either pattern. */
    private static boolean plain(byte[] a, int offset, int length) {
        String text = new String(a, offset, length, StandardCharsets.ISO_8859_1);
        return text.contains("\"schema\"") || text.contains("\\u");
    }

    private static void assertSame(byte[] a, int offset, int length) {
        assertEquals(plain(a, offset, length), CarriesSchema.mayNameSchema(a, offset, length),
                () -> "at " + offset + ", " + length + " bytes: " + new String(a, offset, length, StandardCharsets.ISO_8859_1));
    }

    @Test
    void eachPattern_atEveryPlace_andCutShortAnywhere_isSeenAsThePlainReadingSeesIt() {
        String filler = "{\"text\":\"a \\\"quoted\\\" s and \\\\ u, \\\"schem\\\" \\\"schema\\\"\",\"mode\":\"strict\"}";
        for (String pattern : new String[] {"\"schema\"", "\\u", "\"schem", "\\", "\"s", "schema\"", "\\\\u"}) {
            for (int at = 0; at <= 40; at++) {
                String body = filler.substring(0, at) + pattern + filler.substring(at);
                byte[] inner = body.getBytes(StandardCharsets.ISO_8859_1);
                for (int offset = 0; offset < 9; offset++) {
                    byte[] a = new byte[offset + inner.length + 9];
                    java.util.Arrays.fill(a, (byte) '"');
                    System.arraycopy(inner, 0, a, offset, inner.length);
                    for (int length = 0; length <= inner.length; length++) {
                        assertSame(a, offset, length);
                    }
                }
            }
        }
    }

    @Test
    void randomBodies_ofTheBytesThePatternsAreMadeOf_areSeenAsThePlainReadingSeesThem() {
        byte[] alphabet = "\"\\schemau x{}:,".getBytes(StandardCharsets.ISO_8859_1);
        Random random = new Random(42);
        int named = 0;
        for (int n = 0; n < 20_000; n++) {
            byte[] a = new byte[random.nextInt(64)];
            for (int i = 0; i < a.length; i++) {
                // Mostly the letters of the patterns, in their order now and then, so that both answers come up.
                a[i] = random.nextInt(4) == 0 ? "\"schema\"".getBytes(StandardCharsets.ISO_8859_1)[i % 8]
                        : alphabet[random.nextInt(alphabet.length)];
            }
            int offset = a.length == 0 ? 0 : random.nextInt(a.length);
            int length = random.nextInt(a.length - offset + 1);
            assertSame(a, offset, length);
            named += plain(a, offset, length) ? 1 : 0;
        }
        assertTrue(named > 100 && named < 19_900, "both answers come up: " + named);
    }

    @Test
    void theBenchBody_namesNoSchema_andWithOneMemberMore_does() {
        String body = "{\"text\":\"Sure! Here it is:\\n```json\\n{\\\"sections\\\": [{\\\"schema\\\": 1}]}\\n```\"}";
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        assertFalse(CarriesSchema.mayNameSchema(bytes, 0, bytes.length));
        byte[] withSchema = (body.substring(0, body.length() - 1) + ",\"schema\":{}}").getBytes(StandardCharsets.UTF_8);
        assertTrue(CarriesSchema.mayNameSchema(withSchema, 0, withSchema.length));
    }
}
