package dev.outputguard.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;

import java.util.Set;

import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.inject.Alternative;

import org.junit.jupiter.api.Test;

import dev.outputguard.function.SanitizeOutputFunction;
import dev.outputguard.sanitize.SanitizeReport;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/**
 * A function that fails in a way no caller caused (a bug) answers the JSON 500 with a reference to the
 * server's log line, never a page or a stack trace, both where the call runs on the event loop (a small body)
 * and where it is handed to a worker thread (a body over the route's inline size). The failure is a
 * sanitize-output replaced, in this profile only, by one that throws.
 */
@QuarkusTest
@TestProfile(FunctionFailureTest.BrokenFunction.class)
class FunctionFailureTest {

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
    void smallBody_onTheEventLoop_isJson500WithAReference() {
        assertInternalError("{\"text\": \"hello\"}");
    }

    @Test
    void largeBody_onAWorkerThread_isJson500WithAReference() {
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

    private static void assertInternalError(String body) {
        given().contentType("application/json").body(body)
                .when().post("/sanitize-output")
                .then().statusCode(500)
                .contentType(startsWith("application/json"))
                .header("X-Request-Id", not(""))
                .body("error.code", equalTo("INTERNAL_ERROR"))
                .body("error.message", matchesPattern("internal error; the server log has the details under reference [0-9a-f-]{36}"))
                .body(not(containsString("secret detail")))
                .body(not(containsString("IllegalStateException")));
    }
}
