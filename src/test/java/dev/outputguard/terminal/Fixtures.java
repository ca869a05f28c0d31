package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Captured buffers under src/test/resources/terminal, written as {@code tmux capture-pane -e -p} prints them. */
final class Fixtures {

    private Fixtures() {
    }

    static String capture(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/terminal/" + name + ".txt")) {
            assertNotNull(in, "fixture " + name);
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(text.indexOf('\u001b') >= 0, "fixture " + name + " should carry real escape sequences");
            return text;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
