package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;

import org.junit.jupiter.api.Test;

import dev.outputguard.llm.InFlightLimit;
import dev.outputguard.llm.LlmException;
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

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
