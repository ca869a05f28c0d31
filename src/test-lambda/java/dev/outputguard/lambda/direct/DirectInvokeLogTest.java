package dev.outputguard.lambda.direct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.logging.Level;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import dev.outputguard.lambda.FakeLlm;
import dev.outputguard.lambda.MockLambda;
import dev.outputguard.observe.InvocationLog;
import dev.outputguard.testing.ExpectedLogs;
import dev.outputguard.testing.ExpectedLogs.Line;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/** Under direct invoke each invocation logs one line with its AWS request id, a rejected payload included. */
@QuarkusTest
@WithTestResource(FakeLlm.class)
class DirectInvokeLogTest {

    /** The mock Lambda runtime hands out a UUID per invocation, as AWS does. */
    private static final String AWS_REQUEST_ID = "requestId=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

    @RegisterExtension
    static final ExpectedLogs LOGS = ExpectedLogs.named(InvocationLog.CATEGORY);

    @AfterAll
    static void restoreStartupExport() {
        ExportedFunction.select(System.getenv("QUARKUS_FUNQY_EXPORT"));
    }

    @Test
    void answeredInvocation_logsFunctionOkDurationAndTheAwsRequestId() throws InterruptedException {
        ExportedFunction.select("sanitize-output");
        assertEquals(200, MockLambda.invoke("{\"text\": \"plain prose\"}").status());

        Line line = LOGS.await("function=sanitize-output");
        assertEquals(Level.INFO.intValue(), line.level().intValue());
        assertTrue(line.text().matches("function=sanitize-output outcome=ok durationMs=\\d+ " + AWS_REQUEST_ID), line.text());
    }

    @Test
    void rejectedPayload_logsInvalidRequestForTheFunction() throws InterruptedException {
        ExportedFunction.select("review-decision");
        assertEquals(500, MockLambda.invoke("{\"reviewText\": \"ok\", \"mdoe\": 1}").status());

        Line line = LOGS.await("function=review-decision");
        assertEquals(Level.INFO.intValue(), line.level().intValue(), "a caller's mistake is not a server failure");
        assertTrue(line.text().matches("function=review-decision outcome=INVALID_REQUEST durationMs=\\d+ " + AWS_REQUEST_ID),
                line.text());
    }
}
