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

    /** The app's functions (a bench build adds its no-op function, which needs no priming). */
    private List<String> appFunctions() {
        return catalog.names().stream()
                .filter(n -> catalog.named(n).orElseThrow().requestType().getPackageName().equals("dev.outputguard.function"))
                .toList();
    }

    @Test
    void everyFunction_hasASampleRequest() {
        assertEquals(new TreeSet<>(appFunctions()), new TreeSet<>(SnapStartPriming.SAMPLES.keySet()),
                "add a sample request for the new function to SnapStartPriming.SAMPLES");
    }

    @Test
    void prime_callsEveryFunctionThatCallsNoLlm_andBindsTheOthers() {
        List<String> called = priming.prime().stream().filter(appFunctions()::contains).toList();
        List<String> expected = appFunctions().stream().filter(n -> !catalog.named(n).orElseThrow().callsLlm()).toList();
        assertEquals(expected, called);
        assertEquals(List.of("extract-json", "extract-terminal-response", "review-decision", "sanitize-output",
                "validate-response"), called);
    }
}
