package dev.outputguard.http;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.UUID;

import org.junit.jupiter.api.Test;

import dev.outputguard.testsupport.ParseCounter;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Over HTTP a request body is parsed once: the request contract binds the record in the same pass that
 * checks it, and nothing reads the body again (Funqy's own HTTP reader included).
 */
@QuarkusTest
class OneParsePerRequestTest {

    private static long parsesOf(String path, String bodyWithMarker, String marker, int status) {
        return ParseCounter.parsesContaining(marker, () -> given().contentType("application/json").body(bodyWithMarker)
                .when().post(path).then().statusCode(status));
    }

    @Test
    void answeredRequest_isParsedOnce() {
        String marker = UUID.randomUUID().toString();
        assertEquals(1, parsesOf("/extract-json", "{\"text\": \"" + marker + " {\\\"a\\\": 1}\"}", marker, 200));
        assertEquals(1, parsesOf("/sanitize-output", "{\"text\": \"" + marker + "\"}", marker, 200));
        assertEquals(1, parsesOf("/extract-terminal-response", "{\"lines\": [\"> hi\", \"" + marker + "\"],"
                + " \"lastCapturedLine\": 0, \"cliTool\": \"claude\"}", marker, 200));
    }

    @Test
    void rejectedRequest_isParsedOnce() {
        String marker = UUID.randomUUID().toString();
        assertEquals(1, parsesOf("/extract-json", "{\"text\": 5, \"note\": \"" + marker + "\"}", marker, 400));
        assertEquals(1, parsesOf("/review-decision", "{\"reviewText\": \"" + marker + "\", \"reply\": 7}", marker, 400));
    }
}
