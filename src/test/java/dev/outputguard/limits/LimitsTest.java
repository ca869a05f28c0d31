package dev.outputguard.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LimitsTest {

    @Test
    void default_holdsEveryDefaultConstant() {
        Limits limits = Limits.DEFAULT;
        assertEquals(Limits.DEFAULT_MAX_INPUT_CHARS, limits.maxInputChars());
        assertEquals(Limits.DEFAULT_MAX_SCHEMA_CHARS, limits.maxSchemaChars());
        assertEquals(Limits.DEFAULT_SCHEMA_CACHE_SIZE, limits.schemaCacheSize());
        assertEquals(Limits.DEFAULT_MAX_VIOLATIONS, limits.maxViolations());
        assertEquals(Limits.DEFAULT_MAX_SCHEMA_WORK, limits.maxSchemaWork());
        assertEquals(Limits.DEFAULT_MAX_NESTING_DEPTH + Limits.ANSWER_NESTING, limits.maxWriteNestingDepth());
        assertEquals(Limits.DEFAULT_MAX_NESTING_DEPTH, limits.maxNestingDepth());
        assertEquals(Limits.DEFAULT_MAX_REPORTED_PATTERNS, limits.maxReportedPatterns());
        assertEquals(Limits.DEFAULT_MAX_REPORTED_REPAIRS, limits.maxReportedRepairs());
        assertEquals(Limits.DEFAULT_MAX_REPLY_BYTES, limits.maxReplyBytes());
    }

    @Test
    void validateInputLength_overTheLimit_statesLengthLimitAndSetting() {
        Limits limits = Limits.builder().maxInputChars(20).build();
        limits.validateInputLength("field 'text'", 20);

        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> limits.validateInputLength("field 'text'", 21));

        assertEquals("field 'text' has 21 characters; the limit is 20 (setting outputguard.max-input-chars)", e.getMessage());
    }

    @Test
    void validateSchemaLength_overTheLimit_statesLengthLimitAndSetting() {
        Limits limits = Limits.builder().maxSchemaChars(30).build();
        limits.validateSchemaLength("field 'schema'", 30);

        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> limits.validateSchemaLength("field 'schema'", 31));

        assertEquals("field 'schema' has 31 characters of JSON; the limit is 30 (setting outputguard.max-schema-chars)",
                e.getMessage());
    }

    @Test
    void build_settingOutOfRange_namesTheSetting() {
        assertEquals("outputguard.max-input-chars must be at least 1, got 0",
                assertThrows(LimitExceededException.class, () -> Limits.builder().maxInputChars(0).build()).getMessage());
        assertEquals("outputguard.max-nesting-depth must be at least 1, got 0",
                assertThrows(LimitExceededException.class, () -> Limits.builder().maxNestingDepth(0).build()).getMessage());
        assertEquals("outputguard.max-schema-chars must be at least 1, got 0",
                assertThrows(LimitExceededException.class, () -> Limits.builder().maxSchemaChars(0).build()).getMessage());
        assertEquals("outputguard.schema-cache-size must be at least 0, got -1",
                assertThrows(LimitExceededException.class, () -> Limits.builder().schemaCacheSize(-1).build()).getMessage());
        assertEquals("outputguard.max-schema-work must be at least 1, got 0",
                assertThrows(LimitExceededException.class, () -> Limits.builder().maxSchemaWork(0).build()).getMessage());
        assertEquals("outputguard.max-violations must be at least 1, got 0",
                assertThrows(LimitExceededException.class, () -> Limits.builder().maxViolations(0).build()).getMessage());
    }
}
