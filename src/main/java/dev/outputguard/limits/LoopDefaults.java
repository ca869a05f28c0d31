package dev.outputguard.limits;

/**
 * How many more times each LLM loop may ask when a request does not say: the validation retries of translate and
 * translate-revision-patch, the retries of complete-json, the revisions of review-cycle. One immutable value of
 * their settings, built at boot (a value out of range stops the start with a message naming the setting); each
 * loop is handed its own default and resolves a request's {@code maxRetries} or {@code maxRevisions} against it.
 *
 * <p>The defaults and the bounds are named constants: the configuration ({@code @WithDefault}), the request
 * records ({@code @Range}) and the documentation refer to these, never to a copy of the number.
 */
public record LoopDefaults(int translateRetries, int completeRetries, int reviewRevisions) {

    /** The setting of {@link #translateRetries()}. */
    public static final String MAX_RETRIES_SETTING = "outputguard.translate.max-retries";
    /** The setting of {@link #completeRetries()}. */
    public static final String COMPLETE_MAX_RETRIES_SETTING = "outputguard.complete.max-retries";
    /** The setting of {@link #reviewRevisions()}. */
    public static final String MAX_REVISIONS_SETTING = "outputguard.review.max-revisions";

    /** Validation retries of translate, and of complete-json, when a request sends no {@code maxRetries}. */
    public static final int DEFAULT_MAX_RETRIES = 2;
    /** The most retries one translate or complete-json call may ask for ({@code maxRetries} is 0 to this). */
    public static final int MAX_RETRIES_BOUND = 5;
    /** Revisions of review-cycle when a request sends no {@code maxRevisions}. */
    public static final int DEFAULT_MAX_REVISIONS = 3;
    /** The most revisions one review-cycle call may ask for ({@code maxRevisions} is 0 to this). */
    public static final int MAX_REVISIONS_BOUND = 10;

    /** What {@code maxRetries} and the two {@code max-retries} settings count, in every message that names them. */
    public static final String RETRIES_COUNT = "retries after the first LLM call";
    /** What {@code maxRevisions} and {@code outputguard.review.max-revisions} count. */
    public static final String REVISIONS_COUNT = "revisions, each followed by a review, after the first review";

    /** Every default at its constant. */
    public static final LoopDefaults DEFAULT = new LoopDefaults(DEFAULT_MAX_RETRIES, DEFAULT_MAX_RETRIES,
            DEFAULT_MAX_REVISIONS);

    /** @throws LimitExceededException naming the setting of a value out of its range */
    public LoopDefaults {
        validateRetries(MAX_RETRIES_SETTING, translateRetries);
        validateRetries(COMPLETE_MAX_RETRIES_SETTING, completeRetries);
        validateRevisions(MAX_REVISIONS_SETTING, reviewRevisions);
    }

    /**
     * @param what names the value in the message: a request field ({@code maxRetries}) or a setting
     * @throws LimitExceededException when {@code retries} is not 0 to {@value #MAX_RETRIES_BOUND}
     */
    public static int validateRetries(String what, int retries) {
        return between(0, MAX_RETRIES_BOUND, retries, what + " (" + RETRIES_COUNT + ")");
    }

    /**
     * @param what names the value in the message: a request field ({@code maxRevisions}) or a setting
     * @throws LimitExceededException when {@code revisions} is not 0 to {@value #MAX_REVISIONS_BOUND}
     */
    public static int validateRevisions(String what, int revisions) {
        return between(0, MAX_REVISIONS_BOUND, revisions, what + " (" + REVISIONS_COUNT + ")");
    }

    private static int between(int min, int max, int value, String what) {
        if (value < min || value > max) {
            throw new LimitExceededException(what + " must be between " + min + " and " + max + ", got " + value);
        }
        return value;
    }
}
