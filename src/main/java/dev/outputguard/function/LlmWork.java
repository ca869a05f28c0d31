package dev.outputguard.function;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import dev.outputguard.llm.InFlightLimit;
import dev.outputguard.llm.LlmException;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.observe.RequestLogContext;
import io.smallrye.mutiny.Uni;

/**
 * Where the functions that call the LLM (translate, translate-revision-patch, review-cycle, complete-json) do their
 * work: each admitted call runs on a virtual thread of its own, so its waits (on the LLM's reply, between
 * retries) hold no thread of the worker pool that every function is called on, and extract-json and
 * the other deterministic functions keep those threads however slow the model is. The binding takes the
 * {@code Uni} the function returns and writes the answer when it completes (over HTTP our route frees the
 * worker at once; under direct invoke Funqy's Lambda loop awaits it).
 *
 * <p>The loops stay plain blocking Java (one deadline, the retries and their {@code Retry-After} waits,
 * tested in plain JUnit); a virtual thread parks where they block. Admission is bounded by
 * {@link InFlightLimit}: past {@code outputguard.llm.max-in-flight} a call fails at once with
 * {@link LlmException#BUSY} (503 with {@code Retry-After}), before any LLM call.
 */
@Singleton
public class LlmWork {

    private final InFlightLimit limit;
    private final ExecutorService threads;

    @Inject
    public LlmWork(LlmSettings settings) {
        this(new InFlightLimit(settings.maxInFlight()));
    }

    LlmWork(InFlightLimit limit) {
        this.limit = limit;
        // One name for all: a numbered name is drawn under a lock that a burst of calls contends on.
        this.threads = Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("outputguard-llm").factory());
    }

    /**
     * The work on its own virtual thread, admitted or refused when the binding subscribes (at once after
     * the function returns); the slot is given back when the work ends, however it ends (before its answer is
     * handed on). A subscriber that cancels interrupts
     * the thread, which ends a wait on the LLM (the exchange's connection is closed). The lines the work logs carry
     * the request's MDC fields (its request id), taken here, on the thread that received the call.
     */
    public <T> Uni<T> submit(Supplier<T> work) {
        RequestLogContext.Fields fields = RequestLogContext.ofThisThread();
        Supplier<T> inContext = fields.values().isEmpty() ? work : () -> {
            try (RequestLogContext.Scope scope = fields.apply()) {
                return work.get();
            }
        };
        return Uni.createFrom().deferred(() -> {
            InFlightLimit.Slot slot;
            try {
                slot = limit.enter();
            } catch (LlmException busy) {
                return Uni.createFrom().failure(busy);
            }
            AtomicReference<Future<?>> running = new AtomicReference<>();
            return Uni.createFrom().<T>emitter(emitter -> {
                try {
                    running.set(threads.submit(() -> {
                        T answer;
                        try {
                            answer = inContext.get();
                        } catch (Throwable failure) {
                            slot.close();
                            emitter.fail(failure);
                            return;
                        }
                        slot.close();
                        emitter.complete(answer);
                    }));
                } catch (RuntimeException refused) {
                    slot.close();
                    emitter.fail(refused);
                }
            }).onCancellation().invoke(() -> {
                // A subscriber that cancels (a caller gone away) interrupts the work: its wait on the LLM ends.
                Future<?> started = running.get();
                if (started != null) {
                    started.cancel(true);
                }
            });
        });
    }

    /** Calls admitted and not yet finished. */
    public int inFlight() {
        return limit.inFlight();
    }

    @PreDestroy
    void close() {
        threads.shutdown();
    }
}
