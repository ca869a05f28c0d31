package dev.outputguard.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LoopDefaultsTest {

    @Test
    void default_holdsEveryDefaultConstant() {
        assertEquals(new LoopDefaults(LoopDefaults.DEFAULT_MAX_RETRIES, LoopDefaults.DEFAULT_MAX_RETRIES,
                LoopDefaults.DEFAULT_MAX_REVISIONS), LoopDefaults.DEFAULT);
    }

    @Test
    void validateRetriesAndRevisions_outOfBounds_stateValueAndBounds() {
        assertEquals(5, LoopDefaults.validateRetries("maxRetries", 5));
        assertEquals("maxRetries (retries after the first LLM call) must be between 0 and 5, got 6",
                assertThrows(LimitExceededException.class, () -> LoopDefaults.validateRetries("maxRetries", 6)).getMessage());
        assertEquals(0, LoopDefaults.validateRevisions("maxRevisions", 0));
        assertEquals("maxRevisions (revisions, each followed by a review, after the first review) must be between 0 and 10, got -1", assertThrows(LimitExceededException.class,
                () -> LoopDefaults.validateRevisions("maxRevisions", -1)).getMessage());
    }

    @Test
    void settingOutOfRange_namesTheSetting() {
        assertEquals("outputguard.translate.max-retries (retries after the first LLM call) must be between 0 and 5, got 9",
                assertThrows(LimitExceededException.class, () -> new LoopDefaults(9, 2, 3)).getMessage());
        assertEquals("outputguard.complete.max-retries (retries after the first LLM call) must be between 0 and 5, got 6",
                assertThrows(LimitExceededException.class, () -> new LoopDefaults(2, 6, 3)).getMessage());
        assertEquals("outputguard.review.max-revisions (revisions, each followed by a review, after the first review) must be between 0 and 10, got 11",
                assertThrows(LimitExceededException.class, () -> new LoopDefaults(2, 2, 11)).getMessage());
    }
}
