package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.TreeMap;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.funqy.runtime.FunctionInvoker;
import io.quarkus.funqy.runtime.FunctionRecorder;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The catalog's rows and the {@code @Funq} methods are the same functions: Funqy's Lambda binding serves the
 * {@code @Funq} methods under direct invoke, the HTTP route the rows, so a function added to one and not the other,
 * or with another request or answer, would be served differently by the two.
 */
@QuarkusTest
class FunctionsTest {

    @Inject
    FunctionCatalog catalog;

    @Test
    void everyRow_isTheFunqMethodOfTheSameName_withItsRequestAndAnswer() {
        Map<String, String> funq = new TreeMap<>();
        for (FunctionInvoker invoker : FunctionRecorder.registry.invokers()) {
            funq.put(invoker.getName(), invoker.getInputType().getTypeName() + " -> " + invoker.getOutputType().getTypeName()
                    + " by " + invoker.getTargetClass().getName());
        }
        Map<String, String> rows = new TreeMap<>();
        for (String name : catalog.names()) {
            FunctionCatalog.Entry e = catalog.named(name).orElseThrow();
            rows.put(name, e.requestType().getName() + " -> " + e.responseType().getTypeName() + " by "
                    + e.functionClass().getName());
        }
        assertEquals(funq, rows, "a function's row in function/Functions and its @Funq method disagree");
    }
}
