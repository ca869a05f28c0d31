package dev.outputguard.limits;

import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * The work one request may spend on checking values against its schema, in steps, spent across the whole
 * request: every check of the request (complete-json's retries, and whatever explores candidates for the same
 * request) draws on the same budget. A JSON Schema lets a short request ask for exponential work (unions of
 * unions, a backtracking {@code pattern} over many values, arithmetic on a number with a huge exponent), and
 * the body's size bounds none of it; the budget does, and when it is spent the work stops with an answer that
 * names the budget and its setting, {@value Limits#MAX_SCHEMA_WORK_SETTING} ({@link Limits#maxSchemaWork()}).
 *
 * <p>What a step is, by the kind of work (the prices are steps; a step is about a nanosecond of work):
 * <ul>
 * <li>{@link #KEYWORD}: one schema keyword applied to one value: a node visited, each branch of an
 * {@code anyOf}/{@code oneOf} tried, each {@code $ref} followed;</li>
 * <li>{@link #VIOLATION}: one violation recorded (a union of unions can record millions);</li>
 * <li>{@link #REGEX_STEP}: one character a {@code pattern} reads, every re-read while it backtracks
 * included;</li>
 * <li>{@link #DIGIT}: one digit of exact arithmetic on a number (a {@code multipleOf} on {@code 1e100000000}
 * is worked out without writing the number's digits; what it costs is the digits it does work with).</li>
 * </ul>
 *
 * <p>Use: make one per request with {@link #of(Limits)}, pass it to every check of that request
 * ({@code CompiledSchema.check(value, budget)}), and stop where {@link #spend} throws {@link Spent}: the
 * check turns it into a violation naming the budget. Work of another kind that explores on behalf of the
 * same request (schema-aligned extraction trying candidates and union branches) spends with {@link #spend}
 * or asks first with {@link #trySpend}, at the prices above or its own multiples of them, and treats a spent
 * budget as "no more candidates": never as a pass. {@link #stopWhen} ties the budget to a deadline, so that
 * the work also stops when the request's time is up.
 *
 * <p>One request, one thread at a time: a budget is not safe to share between threads that spend at once.
 */
public final class WorkBudget {

    // The prices are about what each costs in nanoseconds on one core once the JIT has compiled the check
    // (measured on the checks of bench/under-attack.sh and of a 14 MB array of 200,000 objects), so that a budget
    // in steps is about a budget in nanoseconds.
    /** Steps of one schema keyword applied to one value. */
    public static final long KEYWORD = 50;
    /**
     * Steps of one violation recorded: the validator formats its message, and keeps it (with a copy in every union
     * it fails through) until the check ends, so violations are what a check holds in memory; at this price a check
     * holds at most about 25,000 of them, a few megabytes, which keeps the garbage collector's pauses short for
     * every other request.
     */
    public static final long VIOLATION = 10_000;
    /** Steps of one character a pattern reads. */
    public static final long REGEX_STEP = 5;
    /** Steps of one digit of exact arithmetic. */
    public static final long DIGIT = 1;

    /** How many steps pass between two looks at the stop condition (a clock read costs ~25 ns). */
    private static final long STOP_CHECK_EVERY = 1 << 16;

    private final long limit;
    private long left;
    private long nextCheckpoint;
    private BooleanSupplier stop;
    private String stopReason;
    private boolean stopped;

    private WorkBudget(long limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("a work budget needs at least one step, got " + limit);
        }
        this.limit = limit;
        this.left = limit;
        this.nextCheckpoint = Math.max(0, limit - STOP_CHECK_EVERY);
    }

    /** A fresh budget of {@link Limits#maxSchemaWork()} steps: one per request. */
    public static WorkBudget of(Limits limits) {
        return new WorkBudget(limits.maxSchemaWork());
    }

    /** A fresh budget of {@code steps} steps. */
    public static WorkBudget of(long steps) {
        return new WorkBudget(steps);
    }

    /**
     * Also stops the work when {@code stop} says so (looked at every few tens of thousands of steps): a
     * request's deadline. {@code reason} says why in the answer, e.g. "the call's deadline
     * (outputguard.llm.deadline=25000 ms) passed".
     */
    public WorkBudget stopWhen(BooleanSupplier stop, String reason) {
        this.stop = Objects.requireNonNull(stop, "stop");
        this.stopReason = Objects.requireNonNull(reason, "reason");
        return this;
    }

    /**
     * Spends {@code steps}.
     *
     * @throws Spent when they are more than what is left, or when the stop condition holds; once it has been
     *               thrown, every later call throws it too
     */
    public void spend(long steps) {
        left -= steps;
        if (left < nextCheckpoint) {
            checkpoint();
        }
    }

    /**
     * Spends {@code steps} when that many are left, and says whether it did; never throws. False also once the
     * budget is exhausted or its stop condition held (looked at as {@link #spend} does).
     */
    public boolean trySpend(long steps) {
        if (steps > left) {
            return false;
        }
        try {
            spend(steps);
            return true;
        } catch (Spent e) {
            return false;
        }
    }

    private void checkpoint() {
        if (stopped || (stop != null && stop.getAsBoolean())) {
            stopped = true;
            exhaust();
            throw new Spent(this, true);
        }
        if (left < 0) {
            exhaust();
            throw new Spent(this, false);
        }
        nextCheckpoint = Math.max(0, left - STOP_CHECK_EVERY);
    }

    /** Nothing is left, and every later spend reaches the checkpoint and throws. */
    private void exhaust() {
        left = -1;
        nextCheckpoint = Long.MAX_VALUE;
    }

    /** True once the budget ran out or the stop condition ended the work. */
    public boolean exhausted() {
        return left < 0;
    }

    /** Steps left; 0 once exhausted. */
    public long remaining() {
        return Math.max(0, left);
    }

    /** Steps spent so far (all of them once exhausted). */
    public long spent() {
        return left < 0 ? limit : limit - left;
    }

    /** The steps this budget started with. */
    public long limit() {
        return limit;
    }

    /**
     * What the work that stopped could not finish, in words for an answer: the budget and its setting, or the
     * stop reason.
     */
    String explain(boolean stopped) {
        if (stopped) {
            return "it stopped because " + stopReason;
        }
        return "it spent its work budget of " + limit + " steps (setting " + Limits.MAX_SCHEMA_WORK_SETTING
                + ")";
    }

    /**
     * The budget ran out (or its stop condition held) in the middle of some work; the message says which, naming
     * the budget and its setting. Unchecked, and without a stack trace: the work it interrupts is abandoned and
     * the catcher answers with the message.
     */
    public static final class Spent extends RuntimeException {

        private static final long serialVersionUID = 1L;

        private final boolean stopped;

        Spent(WorkBudget budget, boolean stopped) {
            super(budget.explain(stopped), null, false, false);
            this.stopped = stopped;
        }

        /** True when the stop condition (a deadline) ended the work, false when the steps ran out. */
        public boolean stopped() {
            return stopped;
        }
    }
}
