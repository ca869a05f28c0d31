package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;

import org.jboss.logging.MDC;
import org.junit.jupiter.api.Test;

import dev.outputguard.llm.InFlightLimit;
import dev.outputguard.llm.LlmException;
import dev.outputguard.observe.InvocationLog;
import io.smallrye.mutiny.Uni;

/** The LLM work runs on virtual threads, within the bound, and gives its slot back however it ends. */
class LlmWorkTest {

    @Test
    void work_runsOnAVirtualThread() {
        LlmWork work = new LlmWork(new InFlightLimit(1));

        boolean virtual = work.submit(() -> Thread.currentThread().isVirtual()).await().atMost(Duration.ofSeconds(10));

        assertTrue(virtual);
    }

    @Test
    void pastTheBound_failsWithBusy_withoutRunningTheWork() throws InterruptedException {
        LlmWork work = new LlmWork(new InFlightLimit(1));
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        Uni<String> waiting = work.submit(() -> {
            started.countDown();
            awaitQuietly(release);
            return "first";
        });
        var first = waiting.subscribeAsCompletionStage();
        started.await();
        boolean[] ran = { false };

        LlmException busy = assertThrows(LlmException.class,
                () -> work.submit(() -> ran[0] = true).await().atMost(Duration.ofSeconds(10)));

        assertEquals(LlmException.BUSY, busy.code());
        assertEquals(false, ran[0]);
        release.countDown();
        assertEquals("first", first.toCompletableFuture().join());
    }

    @Test
    void theSlot_comesBack_afterSuccessAndAfterFailure() {
        LlmWork work = new LlmWork(new InFlightLimit(1));

        work.submit(() -> "ok").await().atMost(Duration.ofSeconds(10));
        assertThrows(LlmException.class, () -> work.submit(() -> {
            throw LlmException.timeout("slow");
        }).await().atMost(Duration.ofSeconds(10)));

        assertEquals(0, work.inFlight());
        assertEquals("again", work.submit(() -> "again").await().atMost(Duration.ofSeconds(10)));
    }

    @Test
    void theWork_seesTheMdcOfTheThreadThatSubmittedIt_andLeavesNoneBehind() {
        LlmWork work = new LlmWork(new InFlightLimit(1));
        Uni<String> seen;
        MDC.put(InvocationLog.AWS_REQUEST_ID_MDC, "aws-req-7");
        try {
            seen = work.submit(() -> MDC.get(InvocationLog.AWS_REQUEST_ID_MDC) + " on a virtual thread: "
                    + Thread.currentThread().isVirtual());
        } finally {
            MDC.remove(InvocationLog.AWS_REQUEST_ID_MDC);
        }

        assertEquals("aws-req-7 on a virtual thread: true", seen.await().atMost(Duration.ofSeconds(10)));
        assertEquals("null", work.submit(() -> String.valueOf(MDC.get(InvocationLog.AWS_REQUEST_ID_MDC)))
                .await().atMost(Duration.ofSeconds(10)), "a call submitted without the field does not see it");
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
