package dev.outputguard.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Which small bodies the route hands to a worker thread for their schema ({@link FunctionRoute.Body#mayNameSchema}):
 * every body holding {@code "schema"} or a backslash-u escape, wherever it stands in the body and in the backing
 * array, and no other, as a plain reading byte by byte answers.
 */
class BodyTest {

    /** What the route must answer: the bytes read one place at a time. */
    private static boolean holdsSchemaOrEscape(byte[] a, int offset, int length) {
        String body = new String(a, offset, length, StandardCharsets.ISO_8859_1);
        return body.contains("\"schema\"") || body.contains("\\u");
    }

    private static void check(byte[] a, int offset, int length) {
        assertEquals(holdsSchemaOrEscape(a, offset, length), new FunctionRoute.Body(a, offset, length).mayNameSchema(),
                () -> "body " + new String(a, offset, length, StandardCharsets.ISO_8859_1));
    }

    @Test
    void findsTheMemberAndTheEscapeAtEveryPlaceAndNothingElse() {
        String[] marks = { "\"schema\"", "\\u", "\"schem\"", "\"schema", "schema\"", "\\", "\"", "u", "\\\\\"u", "\"scheme\"" };
        for (String mark : marks) {
            for (int length = mark.length(); length <= 40; length++) {
                for (int at = 0; at + mark.length() <= length; at++) {
                    byte[] body = ("x".repeat(at) + mark + "y".repeat(length - at - mark.length()))
                            .getBytes(StandardCharsets.ISO_8859_1);
                    check(body, 0, body.length);
                    // The same bytes inside a larger array, as a network buffer's backing array holds them.
                    byte[] inside = new byte[body.length + 11];
                    Arrays.fill(inside, (byte) '"');
                    System.arraycopy(body, 0, inside, 5, body.length);
                    check(inside, 5, body.length);
                }
            }
        }
    }

    @Test
    void agreesWithTheReadingByteByByteOnBodiesOfFewLetters() {
        Random random = new Random(42);
        byte[] letters = "\"\\schemau{}: x".getBytes(StandardCharsets.ISO_8859_1);
        for (int n = 0; n < 20_000; n++) {
            byte[] body = new byte[random.nextInt(64)];
            for (int i = 0; i < body.length; i++) {
                body[i] = letters[random.nextInt(letters.length)];
            }
            int from = body.length == 0 ? 0 : random.nextInt(body.length);
            check(body, from, body.length - from);
        }
    }

    @Test
    void aBodyWithoutBytesNamesNothing() {
        assertEquals(false, new FunctionRoute.Body(null, 0, 0).mayNameSchema());
    }
}
