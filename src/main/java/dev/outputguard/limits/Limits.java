package dev.outputguard.limits;

/**
 * What one request may carry and cost, in one immutable value (docs/contract.md, "Limits"): how much text a
 * request may carry, how large a JSON Schema may be and how many compiled ones are kept, how deep extract-json
 * follows a reply, how much work one request's schema checks and alignments may spend ({@link WorkBudget}), how
 * large an LLM reply body is read, and how many schema violations, patterns and repairs one answer lists.
 * Beside it in this package: {@link LoopDefaults}, how often the LLM loops try again when a request does not say,
 * and {@link EchoLengths}, how much untrusted text a message quotes.
 *
 * <p>Each limit has its default as a named constant; the configuration ({@code @WithDefault}), the request
 * records and the documentation refer to these constants, never to a copy of the number. Limits a setting can
 * change are fields of this value, built with {@link #builder()}, which rejects a value out of range with a
 * message naming the setting; bounds that annotations or parsers need as constants are fixed. The
 * {@code validateX} methods fail with a message that states the measured value, the limit and the setting that
 * changes it.
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

    /** The setting of {@link #maxCoerceGrowth()}. */
    public static final String MAX_COERCE_GROWTH_SETTING = "outputguard.max-coerce-growth";
    /**
     * How many times what a reply wrote the coercions of one alignment ({@code coerce}) may add to it, beyond a
     * kilobyte every alignment may add: a decimal made an integer ({@code 1e999} is a thousand digits), a default
     * filled, a value wrapped. Past it the alignment stops and is refused, naming this setting.
     */
    public static final int DEFAULT_MAX_COERCE_GROWTH = 4;

    /** The setting of {@link #maxNestingDepth()}. */
    public static final String MAX_NESTING_DEPTH_SETTING = "outputguard.max-nesting-depth";
    /** The deepest nesting extract-json follows in a reply before it reports {@code TOO_DEEP}. */
    public static final int DEFAULT_MAX_NESTING_DEPTH = 1000;

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

    /**
     * Characters review-decision reads back from a word in a JSON verdict's note telling the reader to pay no heed
     * ({@code ignore}, {@code disregard}) to the start of its sentence, looking there for the verdict's label
     * ({@code ignore the result field}). Past them, in one run with no sentence's end and no line break, the note is
     * read as taking its pass back: fail-closed, and a note read word by word never walks its whole length again for
     * each such word. Fixed.
     */
    public static final int NOTE_SENTENCE_CHARS = 2_000;

    /** Every limit at its default. */
    public static final Limits DEFAULT = builder().build();

    private final int maxInputChars;
    private final int maxSchemaChars;
    private final int schemaCacheSize;
    private final int maxViolations;
    private final int maxNestingDepth;
    private final int maxReportedPatterns;
    private final int maxReportedRepairs;
    private final int maxReplyBytes;
    private final long maxSchemaWork;
    private final int maxCoerceGrowth;

    private Limits(Builder b) {
        this.maxInputChars = atLeast(1, b.maxInputChars, MAX_INPUT_CHARS_SETTING);
        this.maxSchemaChars = atLeast(1, b.maxSchemaChars, MAX_SCHEMA_CHARS_SETTING);
        this.schemaCacheSize = atLeast(0, b.schemaCacheSize, SCHEMA_CACHE_SIZE_SETTING);
        this.maxViolations = atLeast(1, b.maxViolations, MAX_VIOLATIONS_SETTING);
        this.maxNestingDepth = atLeast(1, b.maxNestingDepth, MAX_NESTING_DEPTH_SETTING);
        this.maxReportedPatterns = atLeast(1, b.maxReportedPatterns, "maxReportedPatterns");
        this.maxReportedRepairs = atLeast(1, b.maxReportedRepairs, "maxReportedRepairs");
        this.maxReplyBytes = atLeast(1, b.maxReplyBytes, "maxReplyBytes");
        if (b.maxSchemaWork < 1) {
            throw new LimitExceededException(MAX_SCHEMA_WORK_SETTING + " must be at least 1, got " + b.maxSchemaWork);
        }
        this.maxSchemaWork = b.maxSchemaWork;
        this.maxCoerceGrowth = atLeast(1, b.maxCoerceGrowth, MAX_COERCE_GROWTH_SETTING);
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

    /** How many times what a reply wrote one alignment may add to it: {@value #MAX_COERCE_GROWTH_SETTING}. */
    public int maxCoerceGrowth() {
        return maxCoerceGrowth;
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

    private static int atLeast(int min, int value, String setting) {
        if (value < min) {
            throw new LimitExceededException(setting + " must be at least " + min + ", got " + value);
        }
        return value;
    }

    @Override
    public String toString() {
        return "Limits[maxInputChars=" + maxInputChars + ", maxSchemaChars=" + maxSchemaChars + ", schemaCacheSize="
                + schemaCacheSize + ", maxViolations=" + maxViolations + ", maxNestingDepth=" + maxNestingDepth
                + ", maxReportedPatterns=" + maxReportedPatterns + ", maxReportedRepairs=" + maxReportedRepairs + ", maxReplyBytes=" + maxReplyBytes
                + ", maxSchemaWork=" + maxSchemaWork + ", maxCoerceGrowth=" + maxCoerceGrowth + "]";
    }

    /** Starts at every default; {@link #build()} checks each value. */
    public static final class Builder {
        private int maxInputChars = DEFAULT_MAX_INPUT_CHARS;
        private int maxSchemaChars = DEFAULT_MAX_SCHEMA_CHARS;
        private int schemaCacheSize = DEFAULT_SCHEMA_CACHE_SIZE;
        private int maxViolations = DEFAULT_MAX_VIOLATIONS;
        private int maxNestingDepth = DEFAULT_MAX_NESTING_DEPTH;
        private int maxReportedPatterns = DEFAULT_MAX_REPORTED_PATTERNS;
        private int maxReportedRepairs = DEFAULT_MAX_REPORTED_REPAIRS;
        private int maxReplyBytes = DEFAULT_MAX_REPLY_BYTES;
        private long maxSchemaWork = DEFAULT_MAX_SCHEMA_WORK;
        private int maxCoerceGrowth = DEFAULT_MAX_COERCE_GROWTH;

        private Builder() {
        }

        public Builder maxCoerceGrowth(int times) {
            this.maxCoerceGrowth = times;
            return this;
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
