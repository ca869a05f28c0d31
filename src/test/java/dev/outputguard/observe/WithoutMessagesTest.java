package dev.outputguard.observe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;

import org.junit.jupiter.api.Test;

class WithoutMessagesTest {

    private static String printed(Throwable t) {
        StringWriter out = new StringWriter();
        t.printStackTrace(new PrintWriter(out));
        return out.toString();
    }

    @Test
    void copy_keepsClassesAndFrames_dropsEveryMessage() {
        IllegalStateException cause = new IllegalStateException("reply said: my password is hunter2");
        RuntimeException thrown = new RuntimeException("while reading {\"secret\": 1}", cause);
        thrown.addSuppressed(new UncheckedIOException("closing text=hunter2", new java.io.IOException("hunter2")));

        Throwable copy = WithoutMessages.of(thrown);

        assertNull(copy.getMessage());
        assertEquals("java.lang.RuntimeException", copy.toString());
        assertArrayEquals(thrown.getStackTrace(), copy.getStackTrace());
        assertEquals("java.lang.IllegalStateException", copy.getCause().toString());
        assertArrayEquals(cause.getStackTrace(), copy.getCause().getStackTrace());
        assertEquals(1, copy.getSuppressed().length);
        assertEquals("java.io.IOException", copy.getSuppressed()[0].getCause().toString());
        String printed = printed(copy);
        assertFalse(printed.contains("hunter2"), printed);
        assertFalse(printed.contains("secret"), printed);
        assertTrue(printed.contains("Caused by: java.lang.IllegalStateException"), printed);
        assertTrue(printed.contains("Suppressed: java.io.UncheckedIOException"), printed);
        assertTrue(printed.contains("at " + WithoutMessagesTest.class.getName()), printed);
    }

    @Test
    void copy_ofACauseCycle_ends() {
        Exception a = new Exception("a text");
        Exception b = new Exception("b text", a);
        a.initCause(b);

        Throwable copy = WithoutMessages.of(a);

        assertSame(copy, copy.getCause().getCause());
        String printed = printed(copy);
        assertFalse(printed.contains("text"), printed);
        assertTrue(printed.contains("CIRCULAR REFERENCE"), printed);
    }

    @Test
    void copy_ofAnExceptionWithoutCause_hasNone() {
        Throwable copy = WithoutMessages.of(new NullPointerException("Cannot invoke \"String.length()\""));

        assertNull(copy.getCause());
        assertEquals("java.lang.NullPointerException", ((WithoutMessages) copy).className());
    }
}
