package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.TreeSet;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

/** What SnapStart's priming runs before the snapshot: every function has a valid sample, every deterministic one answers it. */
@QuarkusTest
class SnapStartPrimingTest {

    @Inject
    SnapStartPriming priming;

    @Inject
    FunctionCatalog catalog;

    @Test
    void everyFunction_hasASampleRequest() {
        assertEquals(new TreeSet<>(catalog.names()), new TreeSet<>(SnapStartPriming.SAMPLES.keySet()),
                "add a sample request for the new function to SnapStartPriming.SAMPLES");
    }

    @Test
    void prime_callsEveryFunctionThatNeverBlocks_andBindsTheOthers() {
        List<String> called = priming.prime();
        List<String> expected = catalog.names().stream().filter(n -> catalog.named(n).orElseThrow().nonBlocking()).toList();
        assertEquals(expected, called);
        assertEquals(List.of("extract-json", "extract-terminal-response", "review-decision", "sanitize-output",
                "validate-response"), called);
    }
}
