package dev.outputguard.lambda.direct;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;

import org.junit.jupiter.api.AfterAll;

import dev.outputguard.acceptance.Flavour;
import dev.outputguard.acceptance.Vector;
import dev.outputguard.acceptance.VectorSuite;
import dev.outputguard.lambda.MockLambda;
import io.quarkus.test.junit.QuarkusTest;

/** Every vector by direct invoke: the request is the Lambda payload, through Quarkus's mock Lambda runtime. */
@QuarkusTest
class DirectInvokeVectorsTest extends VectorSuite {

    @AfterAll
    static void restoreStartupExport() {
        ExportedFunction.select(System.getenv("QUARKUS_FUNQY_EXPORT"));
    }

    @Override
    protected Flavour flavour() {
        return (function, request) -> {
            ExportedFunction.select(function);
            MockLambda.Invocation invocation = MockLambda.invoke(request.toString());
            assertEquals(200, invocation.status(), function + " answered " + invocation.body());
            try {
                return Vector.MAPPER.readTree(invocation.body());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }
}
