package dev.outputguard.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Set;
import java.util.logging.Level;

import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.inject.Alternative;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import dev.outputguard.function.SanitizeOutputFunction;
import dev.outputguard.sanitize.SanitizeReport;
import dev.outputguard.testing.ExpectedLogs;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/**
 * A function that fails in a way no caller caused (a bug) answers the JSON 500 with a reference to the
 * server's log line, never a page or a stack trace, both where the call runs on the event loop (a small body)
 * and where it is handed to a worker thread (a body over the route's inline size). The failure is a
 * sanitize-output replaced, in this profile only, by one that throws. The log line at ERROR names the
 * exception's class and frames without its message (which may quote the request); the message is at DEBUG.
 */
@QuarkusTest
@TestProfile(FunctionFailureTest.BrokenFunction.class)
class FunctionFailureTest {

    // By name: the tests also compile in the direct-invoke build, which has no HTTP route.
    @RegisterExtension
    static final ExpectedLogs LOGS = ExpectedLogs.named("dev.outputguard.http.FunctionRoute");

    public static class BrokenFunction implements QuarkusTestProfile {
        @Override
        public Set<Class<?>> getEnabledAlternatives() {
            return Set.of(ThrowingSanitizeOutput.class);
        }
    }

    /**
     * Enabled only by the profile above (an alternative without a priority is off unless selected): every
     * other test sees the real function.
     */
    @Alternative
    @Dependent
    public static class ThrowingSanitizeOutput extends SanitizeOutputFunction {
        @Override
        public SanitizeReport sanitizeOutput(Request request) {
            throw new IllegalStateException("a bug in a function, secret detail " + request.text().length());
        }
    }

    @Test
    void smallBody_onTheEventLoop_isJson500WithAReference() throws InterruptedException {
        assertInternalError("{\"text\": \"hello\"}");
    }

    @Test
    void largeBody_onAWorkerThread_isJson500WithAReference() throws InterruptedException {
        // Well over the route's inline size (16 KB); the route's class is not named here because the tests
        // also compile in the direct-invoke build, which has no HTTP route.
        String text = "x".repeat(256 * 1024);
        assertInternalError("{\"text\": \"" + text + "\"}");
    }

    @Test
    void anotherFunction_isUnaffected() {
        given().contentType("application/json").body("{\"text\": \"x {\\\"a\\\": 1}\"}")
                .when().post("/extract-json")
                .then().statusCode(200).body("ok", equalTo(true));
    }

    private static void assertInternalError(String body) throws InterruptedException {
        String message = given().contentType("application/json").body(body)
                .when().post("/sanitize-output")
                .then().statusCode(500)
                .contentType(startsWith("application/json"))
                .header("X-Request-Id", not(""))
                .body("error.code", equalTo("INTERNAL_ERROR"))
                .body("error.message", matchesPattern("internal error; the server log has the details under reference [0-9a-f-]{36}"))
                .body(not(containsString("secret detail")))
                .body(not(containsString("IllegalStateException")))
                .extract().path("error.message");
        String reference = message.substring(message.lastIndexOf(' ') + 1);
        ExpectedLogs.Line error = LOGS.await("internal error " + reference + " on /sanitize-output");
        assertEquals(Level.SEVERE.intValue(), error.level().intValue());
        String printed = printed(error.thrown());
        // Funqy's invoker wraps what the function threw.
        assertTrue(printed.contains("java.lang.IllegalStateException\n"), printed);
        assertTrue(printed.contains("at " + ThrowingSanitizeOutput.class.getName()), printed);
        assertFalse(printed.contains("secret detail"), printed);
        ExpectedLogs.Line detail = LOGS.await("internal error " + reference + " with");
        assertEquals(Level.FINE.intValue(), detail.level().intValue());
        assertTrue(printed(detail.thrown()).contains("java.lang.IllegalStateException: a bug in a function, secret detail"));
    }

    private static String printed(Throwable thrown) {
        StringWriter out = new StringWriter();
        thrown.printStackTrace(new PrintWriter(out));
        return out.toString();
    }
}
