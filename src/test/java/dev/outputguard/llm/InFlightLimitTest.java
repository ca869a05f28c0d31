package dev.outputguard.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import dev.outputguard.contract.Problem;

class InFlightLimitTest {

    @Test
    void pastTheBound_isRefusedAtOnce_as503WithRetryAfter() {
        InFlightLimit limit = new InFlightLimit(2);
        limit.enter();
        limit.enter();

        LlmException e = assertThrows(LlmException.class, limit::enter);

        assertEquals(LlmException.BUSY, e.code());
        Problem problem = Problem.in(e).orElseThrow();
        assertEquals(503, problem.status());
        assertEquals(OptionalInt.of(InFlightLimit.RETRY_AFTER_SECONDS), problem.retryAfterSeconds());
        assertEquals(2, limit.inFlight());
    }

    @Test
    void aClosedSlot_admitsTheNextCall_andClosingTwiceFreesOnlyOne() {
        InFlightLimit limit = new InFlightLimit(1);
        InFlightLimit.Slot slot = limit.enter();
        slot.close();
        slot.close();

        limit.enter();

        assertEquals(1, limit.inFlight());
        assertThrows(LlmException.class, limit::enter);
    }

    @Test
    void aBoundBelowOne_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> new InFlightLimit(0));
    }

    @Test
    void theOtherLlmFailures_keepTheirStatusesAndHaveNoRetryAfter() {
        assertEquals(502, Problem.in(LlmException.unavailable("x")).orElseThrow().status());
        assertEquals(504, Problem.in(LlmException.timeout("x")).orElseThrow().status());
        assertEquals(OptionalInt.empty(), Problem.in(LlmException.auth("x")).orElseThrow().retryAfterSeconds());
    }
}
