package dev.outputguard.llm;

import java.time.Duration;
import java.util.Objects;
import java.util.function.LongSupplier;

/**
 * A point in time by which a whole function call must be done (default 25 s, under API Gateway's 30 s).
 * Measured on a monotonic nano clock, which tests replace with a fake one.
 */
public final class Deadline {

    private final LongSupplier nanoClock;
    private final Duration budget;
    private final long startNanos;

    private Deadline(Duration budget, LongSupplier nanoClock) {
        if (budget.isNegative()) {
            throw new IllegalArgumentException("deadline budget must not be negative: " + budget);
        }
        this.budget = budget;
        this.nanoClock = Objects.requireNonNull(nanoClock, "nanoClock");
        this.startNanos = nanoClock.getAsLong();
    }

    public static Deadline after(Duration budget) {
        return new Deadline(budget, System::nanoTime);
    }

    public static Deadline after(Duration budget, LongSupplier nanoClock) {
        return new Deadline(budget, nanoClock);
    }

    /** The whole budget this deadline was created with. */
    public Duration budget() {
        return budget;
    }

    public Duration elapsed() {
        return Duration.ofNanos(nanoClock.getAsLong() - startNanos);
    }

    /** Time left, never negative. */
    public Duration remaining() {
        Duration left = budget.minus(elapsed());
        return left.isNegative() ? Duration.ZERO : left;
    }

    public boolean expired() {
        return remaining().isZero();
    }
}
