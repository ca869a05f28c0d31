package dev.outputguard.limits;

/**
 * Every limit the functions keep, in one immutable value (docs/contract.md, "Limits"): how much text a
 * request may carry, how large a JSON Schema may be and how many compiled ones are kept, how many schema
 * violations one answer lists, how deep extract-json follows a reply, how often the LLM loops may retry, how
 * many patterns one report and how many repairs one extract-json answer list, how large a reply body is read, how
 * much work one request's schema checks may spend ({@link WorkBudget}), and how much untrusted text a message echoes.
 *
 * <p>Each limit has its default as a named constant; the configuration ({@code @WithDefault}), the request
 * records ({@code @Range}) and the documentation refer to these constants, never to a copy of the number.
 * Limits a setting can change are fields of this value, built with {@link #builder()}, which rejects a value
 * out of range with a message naming the setting; bounds that annotations need at compile time and the echo
 * lengths are fixed constants. The {@code validateX} methods fail with a message that states the measured
 * value, the limit and the setting that changes it.
 */
public final class Limits {

    /** The setting of {@link #maxInputChars()}. */
    public static final String MAX_INPUT_CHARS_SETTING = "outputguard.max-input-chars";
    /** Characters one text field (or one list of lines, counted together) may hold. */
    public static final int DEFAULT_MAX_INPUT_CHARS = 10_000_000;

    /** The setting of {@link #maxSchemaChars()}. */
    public static final String MAX_SCHEMA_CHARS_SETTING = "outputguard.max-schema-chars";
    /**
     * Characters (bytes of UTF-8) of JSON text one request's {@code schema} may take: a schema is compiled and
     * cached, so it is held to far less than a text field.
     */
    public static final int DEFAULT_MAX_SCHEMA_CHARS = 100_000;

    /** The setting of {@link #schemaCacheSize()}. */
    public static final String SCHEMA_CACHE_SIZE_SETTING = "outputguard.schema-cache-size";
    /** Compiled JSON Schemas kept, by content, least recently used dropped first; 0 compiles every time. */
    public static final int DEFAULT_SCHEMA_CACHE_SIZE = 64;

    /** The setting of {@link #maxViolations()}. */
    public static final String MAX_VIOLATIONS_SETTING = "outputguard.max-violations";
    /** Schema violations one answer lists; the rest are only counted in {@code violationCount}. */
    public static final int DEFAULT_MAX_VIOLATIONS = 100;

    /** The setting of {@link #maxSchemaWork()}. */
    public static final String MAX_SCHEMA_WORK_SETTING = "outputguard.max-schema-work";
    /**
     * Steps of work one request may spend checking values against its schema ({@link WorkBudget}): about a
     * quarter of a second of checking on one core, while a check of a 10 MB value against an ordinary schema (a
     * few keywords for each value in it) spends about half of it.
     */
    public static final long DEFAULT_MAX_SCHEMA_WORK = 250_000_000L;

    /** The setting of {@link #maxNestingDepth()}. */
    public static final String MAX_NESTING_DEPTH_SETTING = "outputguard.max-nesting-depth";
    /** The deepest nesting extract-json follows in a reply before it reports {@code TOO_DEEP}. */
    public static final int DEFAULT_MAX_NESTING_DEPTH = 1000;

    /** The setting of {@link #defaultMaxRetries()}. */
    public static final String MAX_RETRIES_SETTING = "outputguard.translate.max-retries";
    /** Validation retries of translate, and of complete-json, when a request sends no {@code maxRetries}. */
    public static final int DEFAULT_MAX_RETRIES = 2;
    /** The most validation retries one translate or complete-json call may ask for ({@code maxRetries} is 0 to this). */
    public static final int MAX_RETRIES_BOUND = 5;

    /** The setting of {@link #defaultCompleteRetries()}; its default is {@link #DEFAULT_MAX_RETRIES}. */
    public static final String COMPLETE_MAX_RETRIES_SETTING = "outputguard.complete.max-retries";

    /** The setting of {@link #defaultMaxRevisions()}. */
    public static final String MAX_REVISIONS_SETTING = "outputguard.review.max-revisions";
    /** Revisions of review-cycle when a request sends no {@code maxRevisions}. */
    public static final int DEFAULT_MAX_REVISIONS = 3;
    /** The most revisions one review-cycle call may ask for ({@code maxRevisions} is 0 to this). */
    public static final int MAX_REVISIONS_BOUND = 10;

    /** Patterns one sanitize-output report lists; the rest are counted in one last warning. */
    public static final int DEFAULT_MAX_REPORTED_PATTERNS = 1000;

    /**
     * Repairs one extract-json answer lists, the first ones made; the rest are only counted in
     * {@code repairsOmitted}. A reply with a stray quote every few characters would otherwise answer millions.
     * Coercions ({@code coerce}) are listed and counted the same way.
     */
    public static final int DEFAULT_MAX_REPORTED_REPAIRS = 1000;

    /**
     * The largest LLM reply body read: a reply may carry the translation of a 10,000,000-character text
     * (~30 MB of UTF-8, more when JSON-escaped), and nothing larger is worth holding in memory.
     */
    public static final int DEFAULT_MAX_REPLY_BYTES = 64 * 1024 * 1024;

    /**
     * Levels an answer wraps around a value it returns ({@code {"json": …}}, with room to spare): answers are
     * written with {@link #maxNestingDepth()} plus these, so whatever was read can be written. Fixed.
     */
    public static final int ANSWER_NESTING = 8;

    /** Nesting of a request body: requests are small trees, anything deeper is not a request we serve. Fixed. */
    public static final int MAX_REQUEST_NESTING = 64;

    /** Characters of one number in a reply, as Jackson's default: a longer one costs quadratic time to convert. Fixed. */
    public static final int MAX_NUMBER_CHARS = 1000;

    // ---- echoes of untrusted text (dev.outputguard.text.Echo cuts to these) ------------------------------

    /** What a message or log line quotes of a caller's or a model's text. */
    public static final int ECHO_CHARS = 60;
    /** What a message quotes of one token: a number, a key, a value, a name. */
    public static final int ECHO_TOKEN_CHARS = 40;
    /** What a message quotes of a longer explanation: an LLM server's error, a nested error message. */
    public static final int ECHO_DETAIL_CHARS = 200;
    /** About how many characters of a reply's key names a validate-response message lists. */
    public static final int ECHO_KEYS_CHARS = 100;
    /** Characters shown on either side of the position in extract-json's {@code context}. */
    public static final int CONTEXT_CHARS = 40;
    /** Characters of a match shown as a sanitize-output pattern's {@code sample}. */
    public static final int SAMPLE_CHARS = 50;

    /** Every limit at its default. */
    public static final Limits DEFAULT = builder().build();

    private final int maxInputChars;
    private final int maxSchemaChars;
    private final int schemaCacheSize;
    private final int maxViolations;
    private final int maxNestingDepth;
    private final int defaultMaxRetries;
    private final int defaultCompleteRetries;
    private final int defaultMaxRevisions;
    private final int maxReportedPatterns;
    private final int maxReportedRepairs;
    private final int maxReplyBytes;
    private final long maxSchemaWork;

    private Limits(Builder b) {
        this.maxInputChars = atLeast(1, b.maxInputChars, MAX_INPUT_CHARS_SETTING);
        this.maxSchemaChars = atLeast(1, b.maxSchemaChars, MAX_SCHEMA_CHARS_SETTING);
        this.schemaCacheSize = atLeast(0, b.schemaCacheSize, SCHEMA_CACHE_SIZE_SETTING);
        this.maxViolations = atLeast(1, b.maxViolations, MAX_VIOLATIONS_SETTING);
        this.maxNestingDepth = atLeast(1, b.maxNestingDepth, MAX_NESTING_DEPTH_SETTING);
        this.defaultMaxRetries = between(0, MAX_RETRIES_BOUND, b.defaultMaxRetries, MAX_RETRIES_SETTING);
        this.defaultCompleteRetries = between(0, MAX_RETRIES_BOUND, b.defaultCompleteRetries,
                COMPLETE_MAX_RETRIES_SETTING);
        this.defaultMaxRevisions = between(0, MAX_REVISIONS_BOUND, b.defaultMaxRevisions, MAX_REVISIONS_SETTING);
        this.maxReportedPatterns = atLeast(1, b.maxReportedPatterns, "maxReportedPatterns");
        this.maxReportedRepairs = atLeast(1, b.maxReportedRepairs, "maxReportedRepairs");
        this.maxReplyBytes = atLeast(1, b.maxReplyBytes, "maxReplyBytes");
        if (b.maxSchemaWork < 1) {
            throw new LimitExceededException(MAX_SCHEMA_WORK_SETTING + " must be at least 1, got " + b.maxSchemaWork);
        }
        this.maxSchemaWork = b.maxSchemaWork;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Characters one text field (or one list of lines, counted together) may hold: {@value #MAX_INPUT_CHARS_SETTING}. */
    public int maxInputChars() {
        return maxInputChars;
    }

    /** Characters of JSON text one request's {@code schema} may take: {@value #MAX_SCHEMA_CHARS_SETTING}. */
    public int maxSchemaChars() {
        return maxSchemaChars;
    }

    /** Compiled JSON Schemas kept: {@value #SCHEMA_CACHE_SIZE_SETTING}. */
    public int schemaCacheSize() {
        return schemaCacheSize;
    }

    /** Schema violations one answer lists: {@value #MAX_VIOLATIONS_SETTING}. */
    public int maxViolations() {
        return maxViolations;
    }

    /** The deepest nesting extract-json follows: {@value #MAX_NESTING_DEPTH_SETTING}. */
    public int maxNestingDepth() {
        return maxNestingDepth;
    }

    /**
     * The deepest nesting an answer is written with: {@link #maxNestingDepth()} plus {@link #ANSWER_NESTING}, so a
     * value read at the deepest nesting allowed is written inside its answer.
     */
    public int maxWriteNestingDepth() {
        return maxNestingDepth > Integer.MAX_VALUE - ANSWER_NESTING ? Integer.MAX_VALUE : maxNestingDepth + ANSWER_NESTING;
    }

    /** Steps of work one request may spend checking values against its schema: {@value #MAX_SCHEMA_WORK_SETTING}. */
    public long maxSchemaWork() {
        return maxSchemaWork;
    }

    /** Validation retries of translate when a request sends none: {@value #MAX_RETRIES_SETTING}. */
    public int defaultMaxRetries() {
        return defaultMaxRetries;
    }

    /** Validation retries of complete-json when a request sends none: {@value #COMPLETE_MAX_RETRIES_SETTING}. */
    public int defaultCompleteRetries() {
        return defaultCompleteRetries;
    }

    /** Revisions of review-cycle when a request sends none: {@value #MAX_REVISIONS_SETTING}. */
    public int defaultMaxRevisions() {
        return defaultMaxRevisions;
    }

    /** Patterns one sanitize-output report lists. */
    public int maxReportedPatterns() {
        return maxReportedPatterns;
    }

    /** Repairs one extract-json answer lists; the rest are counted. */
    public int maxReportedRepairs() {
        return maxReportedRepairs;
    }

    /** Bytes of an LLM reply body read at most. */
    public int maxReplyBytes() {
        return maxReplyBytes;
    }

    /**
     * @param what names the text in the message, e.g. {@code field 'text'}
     * @throws LimitExceededException when {@code length} characters are more than {@link #maxInputChars()}
     */
    public void validateInputLength(String what, long length) {
        if (length > maxInputChars) {
            throw new LimitExceededException(what + " has " + length + " characters; the limit is " + maxInputChars
                    + " (setting " + MAX_INPUT_CHARS_SETTING + ")");
        }
    }

    /**
     * @param what names the value in the message, e.g. {@code field 'schema'}
     * @throws LimitExceededException when {@code length} characters of JSON are more than {@link #maxSchemaChars()}
     */
    public void validateSchemaLength(String what, long length) {
        if (length > maxSchemaChars) {
            throw new LimitExceededException(what + " has " + length + " characters of JSON; the limit is "
                    + maxSchemaChars + " (setting " + MAX_SCHEMA_CHARS_SETTING + ")");
        }
    }

    /**
     * @param what names the value in the message, e.g. {@code maxRetries}
     * @throws LimitExceededException when {@code retries} is not 0 to {@value #MAX_RETRIES_BOUND}
     */
    public static int validateRetries(String what, int retries) {
        return between(0, MAX_RETRIES_BOUND, retries, what);
    }

    /**
     * @param what names the value in the message, e.g. {@code maxRevisions}
     * @throws LimitExceededException when {@code revisions} is not 0 to {@value #MAX_REVISIONS_BOUND}
     */
    public static int validateRevisions(String what, int revisions) {
        return between(0, MAX_REVISIONS_BOUND, revisions, what);
    }

    private static int atLeast(int min, int value, String setting) {
        if (value < min) {
            throw new LimitExceededException(setting + " must be at least " + min + ", got " + value);
        }
        return value;
    }

    private static int between(int min, int max, int value, String setting) {
        if (value < min || value > max) {
            throw new LimitExceededException(setting + " must be between " + min + " and " + max + ", got " + value);
        }
        return value;
    }

    @Override
    public String toString() {
        return "Limits[maxInputChars=" + maxInputChars + ", maxSchemaChars=" + maxSchemaChars + ", schemaCacheSize="
                + schemaCacheSize + ", maxViolations=" + maxViolations + ", maxNestingDepth=" + maxNestingDepth
                + ", defaultMaxRetries=" + defaultMaxRetries + ", defaultCompleteRetries=" + defaultCompleteRetries
                + ", defaultMaxRevisions=" + defaultMaxRevisions + ", maxReportedPatterns="
                + maxReportedPatterns + ", maxReportedRepairs=" + maxReportedRepairs + ", maxReplyBytes=" + maxReplyBytes
                + ", maxSchemaWork=" + maxSchemaWork + "]";
    }

    /** Starts at every default; {@link #build()} checks each value. */
    public static final class Builder {
        private int maxInputChars = DEFAULT_MAX_INPUT_CHARS;
        private int maxSchemaChars = DEFAULT_MAX_SCHEMA_CHARS;
        private int schemaCacheSize = DEFAULT_SCHEMA_CACHE_SIZE;
        private int maxViolations = DEFAULT_MAX_VIOLATIONS;
        private int maxNestingDepth = DEFAULT_MAX_NESTING_DEPTH;
        private int defaultMaxRetries = DEFAULT_MAX_RETRIES;
        private int defaultCompleteRetries = DEFAULT_MAX_RETRIES;
        private int defaultMaxRevisions = DEFAULT_MAX_REVISIONS;
        private int maxReportedPatterns = DEFAULT_MAX_REPORTED_PATTERNS;
        private int maxReportedRepairs = DEFAULT_MAX_REPORTED_REPAIRS;
        private int maxReplyBytes = DEFAULT_MAX_REPLY_BYTES;
        private long maxSchemaWork = DEFAULT_MAX_SCHEMA_WORK;

        private Builder() {
        }

        public Builder maxInputChars(int chars) {
            this.maxInputChars = chars;
            return this;
        }

        public Builder maxSchemaChars(int chars) {
            this.maxSchemaChars = chars;
            return this;
        }

        public Builder schemaCacheSize(int schemas) {
            this.schemaCacheSize = schemas;
            return this;
        }

        public Builder maxViolations(int violations) {
            this.maxViolations = violations;
            return this;
        }

        public Builder maxNestingDepth(int depth) {
            this.maxNestingDepth = depth;
            return this;
        }

        public Builder defaultMaxRetries(int retries) {
            this.defaultMaxRetries = retries;
            return this;
        }

        public Builder defaultCompleteRetries(int retries) {
            this.defaultCompleteRetries = retries;
            return this;
        }

        public Builder defaultMaxRevisions(int revisions) {
            this.defaultMaxRevisions = revisions;
            return this;
        }

        public Builder maxReportedPatterns(int patterns) {
            this.maxReportedPatterns = patterns;
            return this;
        }

        public Builder maxReportedRepairs(int repairs) {
            this.maxReportedRepairs = repairs;
            return this;
        }

        public Builder maxReplyBytes(int bytes) {
            this.maxReplyBytes = bytes;
            return this;
        }

        public Builder maxSchemaWork(long steps) {
            this.maxSchemaWork = steps;
            return this;
        }

        /** @throws LimitExceededException naming the setting of a value out of its range */
        public Limits build() {
            return new Limits(this);
        }
    }
}
