package dev.outputguard.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.limits.Limits;
import dev.outputguard.text.Echo;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * At least a thousand generated bad bodies across all functions, through HTTP: every one is a 400 with
 * a JSON error naming what is wrong, none a 500, none a stack trace, and the server still answers a
 * good request afterwards.
 */
@QuarkusTest
class MalformedRequestSuiteTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TestHTTPResource("/")
    URL base;

    private HttpResponse<String> post(String path, String contentType, byte[] body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base.toString()).resolve(path.substring(1)))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void everyMalformedBody_is400WithJsonError_andServerStillAnswers() throws Exception {
        int sent = 0;
        List<String> failures = new ArrayList<>();
        for (FunctionSamples sample : FunctionSamples.ALL) {
            for (MalformedBodies.Bad bad : MalformedBodies.from(sample, Limits.DEFAULT_MAX_INPUT_CHARS)) {
                HttpResponse<String> r = post(sample.path(), bad.contentType(), bad.body());
                sent++;
                String problem = problem(r, bad.status());
                if (problem != null) {
                    failures.add(sample.path() + " / " + bad.name() + ": " + problem);
                }
            }
            HttpResponse<String> good = post(sample.path(), "application/json", sample.goodBody().getBytes());
            assertEquals(200, good.statusCode(), sample.path() + " no longer answers a good request: " + good.body());
        }
        assertTrue(failures.isEmpty(), failures.size() + " bad bodies were not rejected cleanly:\n"
                + String.join("\n", failures.subList(0, Math.min(20, failures.size()))));
        assertTrue(sent >= 1000, "only " + sent + " bodies were generated");
    }

    /**
     * Bodies that are right but ask a schema check for much more work than their size (MalformedBodies#hostile):
     * each is answered (200) or its schema refused (400) with a JSON body, none a 500, and the server still answers.
     */
    @Test
    void everyHostileButWellFormedBody_isAnsweredOrRefused_neverA500() throws Exception {
        List<String> failures = new ArrayList<>();
        int sent = 0;
        for (FunctionSamples sample : FunctionSamples.ALL) {
            for (MalformedBodies.Bad hostile : MalformedBodies.hostile(sample)) {
                HttpResponse<String> r = post(sample.path(), hostile.contentType(), hostile.body());
                sent++;
                boolean json = r.body().startsWith("{") && !r.body().contains("Exception");
                if ((r.statusCode() != 200 && r.statusCode() != 400) || !json) {
                    failures.add(sample.path() + " / " + hostile.name() + ": status " + r.statusCode() + " "
                            + Echo.cut(r.body(), EchoLengths.DETAIL));
                }
            }
            HttpResponse<String> good = post(sample.path(), "application/json", sample.goodBody().getBytes());
            assertEquals(200, good.statusCode(), sample.path() + " no longer answers a good request: " + good.body());
        }
        assertTrue(sent >= 80, "only " + sent + " hostile bodies were generated");
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    /**
     * What a 400 message must not quote: the parser's or the JDK's own names and bounds, which tell a caller
     * nothing about what to send ({@code StreamReadConstraints.getMaxNestingDepth()}, Java's int range).
     */
    static String implementationName(String message) {
        for (String name : List.of("StreamReadConstraints", "`", "java.", "Exception", "Integer", "2147483647",
                "2147483648", "JsonParser", "Jackson", "record ", "null pointer")) {
            if (message.contains(name)) {
                return "\"" + name + "\"";
            }
        }
        return null;
    }

    private static String problem(HttpResponse<String> r, int status) {
        String body = r.body();
        if (r.statusCode() != status) {
            return "status " + r.statusCode() + " " + Echo.cut(body, EchoLengths.DETAIL);
        }
        if (body.contains("Exception") || body.contains("\tat ") || body.contains("at dev.outputguard")) {
            return "stack trace in body " + Echo.cut(body, EchoLengths.DETAIL);
        }
        try {
            JsonNode json = MAPPER.readTree(body);
            assertEquals(status == 415 ? "UNSUPPORTED_MEDIA_TYPE" : "INVALID_REQUEST", json.at("/error/code").asText());
            String message = json.at("/error/message").asText();
            assertFalse(message.isBlank());
            String leak = implementationName(message);
            return leak == null ? null : "the message quotes " + leak + ": " + Echo.cut(message, EchoLengths.DETAIL);
        } catch (Exception | AssertionError e) {
            return "not the JSON error body: " + Echo.cut(body, EchoLengths.DETAIL);
        }
    }
}
