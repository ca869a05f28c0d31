package dev.outputguard.observe;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A copy of an unexpected exception for a log line at ERROR: the same classes, stack frames, causes and
 * suppressed exceptions, without the messages. A library's message may quote what it was reading (a
 * request, an LLM reply), and untrusted text stays out of the log at INFO and above; the original, with
 * its messages, goes to DEBUG beside it. Printed, each exception reads as its class name alone.
 */
public final class WithoutMessages extends Throwable {

    /** Causes and suppressed exceptions followed at most this deep (a cycle is cut at its first repeat). */
    private static final int MAX_DEPTH = 32;

    private final String className;

    private WithoutMessages(String className) {
        // Throwable() leaves the cause open for initCause; fillInStackTrace below keeps it cheap.
        this.className = className;
    }

    /** The copy of {@code thrown} and of everything it holds. */
    public static Throwable of(Throwable thrown) {
        return copy(thrown, new IdentityHashMap<>(), 0);
    }

    private static WithoutMessages copy(Throwable thrown, Map<Throwable, WithoutMessages> seen, int depth) {
        WithoutMessages known = seen.get(thrown);
        if (known != null) {
            return known;
        }
        WithoutMessages copy = new WithoutMessages(thrown.getClass().getName());
        seen.put(thrown, copy);
        copy.setStackTrace(thrown.getStackTrace());
        if (depth < MAX_DEPTH) {
            Throwable cause = thrown.getCause();
            if (cause != null && cause != thrown) {
                copy.initCause(copy(cause, seen, depth + 1));
            }
            for (Throwable suppressed : thrown.getSuppressed()) {
                copy.addSuppressed(copy(suppressed, seen, depth + 1));
            }
        }
        return copy;
    }

    /** The original exception's class name. */
    public String className() {
        return className;
    }

    @Override
    public String toString() {
        return className;
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this; // the original's frames are set instead
    }
}
