package dev.outputguard.llm;

import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The bound on function calls that wait on the LLM at once on this instance
 * ({@code outputguard.llm.max-in-flight}). A call that finds the bound reached is refused at once with
 * {@link LlmException#busy} (503 with {@code Retry-After}) instead of queueing behind the others: a
 * queue would only move the wait into the caller's timeout, and the caller can retry or go elsewhere.
 */
public final class InFlightLimit {

    /** What a refused caller is told to wait: a moment, since slots free up as replies arrive. */
    public static final int RETRY_AFTER_SECONDS = 1;

    private final int max;
    private final Semaphore slots;

    public InFlightLimit(int max) {
        if (max < 1) {
            throw new IllegalArgumentException("the in-flight bound must be at least 1, got " + max);
        }
        this.max = max;
        this.slots = new Semaphore(max);
    }

    /** One admitted call; {@link #close} gives its slot back (once, however often it is called). */
    public final class Slot implements AutoCloseable {
        private final AtomicBoolean open = new AtomicBoolean(true);

        private Slot() {
        }

        @Override
        public void close() {
            if (open.compareAndSet(true, false)) {
                slots.release();
            }
        }
    }

    /**
     * Takes a slot for one call, without waiting.
     *
     * @throws LlmException {@link LlmException#BUSY} when {@code max} calls are already in flight
     */
    public Slot enter() {
        if (!slots.tryAcquire()) {
            throw LlmException.busy("This instance is already waiting on " + max + " LLM calls, its bound "
                    + "(setting outputguard.llm.max-in-flight); retry in " + RETRY_AFTER_SECONDS + " s or send the "
                    + "request to another instance.", RETRY_AFTER_SECONDS);
        }
        return new Slot();
    }

    /** Calls admitted and not yet finished. */
    public int inFlight() {
        return max - slots.availablePermits();
    }

    public int max() {
        return max;
    }
}
