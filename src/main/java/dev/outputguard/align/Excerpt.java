package dev.outputguard.align;

import java.io.IOException;
import java.io.Writer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.limits.Limits;
import dev.outputguard.text.Echo;

/**
 * The JSON text of a part of a value, as a coercion's {@code from} and a refusal's reason quote it: at most
 * {@link Limits#ECHO_CHARS} characters, cut as {@link Echo} cuts. A large part is written only as far as shown.
 */
final class Excerpt {

    private static final ObjectMapper WRITER = new ObjectMapper();
    private static final JsonFactory FACTORY = WRITER.getFactory();

    private Excerpt() {
    }

    static String of(JsonNode node) {
        Bounded out = new Bounded(Limits.ECHO_CHARS + 1);
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            WRITER.writeTree(g, node);
        } catch (Bounded.Full | IOException e) {
            // Enough is written.
        }
        return Echo.cut(out.text.toString(), Limits.ECHO_CHARS);
    }

    /** A member as a one-member object, {@code {"key":value}}. */
    static String member(String key, JsonNode value) {
        return of(WRITER.createObjectNode().set(key, value));
    }

    /** Collects characters until it holds {@code max}, then refuses more. */
    private static final class Bounded extends Writer {
        private static final class Full extends RuntimeException {
            private static final long serialVersionUID = 1L;

            Full() {
                super(null, null, false, false);
            }
        }

        final StringBuilder text = new StringBuilder();
        private final int max;

        Bounded(int max) {
            this.max = max;
        }

        @Override
        public void write(char[] buffer, int offset, int length) {
            int room = max - text.length();
            text.append(buffer, offset, Math.min(room, length));
            if (length >= room) {
                throw new Full();
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }
}
