package dev.outputguard.hardening;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.RequestContract;
import dev.outputguard.limits.Limits;
import dev.outputguard.text.Echo;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Over HTTP a body is judged by the request contract and by nothing else: for every generated bad body
 * (and some bodies made to probe how a framework's parser could differ from the contract's own reading:
 * a byte-order mark, UTF-16, mistakes inside skipped values, errors past the first read buffer) the 400
 * carries exactly the message the app's {@link RequestContract} gives for those bytes, and a body the
 * contract accepts is answered.
 */
@QuarkusTest
class ContractMessagesOverHttpTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TestHTTPResource("/")
    URL base;

    @Inject
    RequestContract contract;

    /** Bodies for extract-json whose reading depends on how the parser is set up and fed. */
    private static List<MalformedBodies.Bad> probes() {
        List<byte[]> bodies = new ArrayList<>();
        for (String s : List.of(
                "\uFEFF{\"text\": \"a\"}", "\uFEFF{\"text\": 5}", "\uFEFF", "\uFEFF[]", " \r\n\t{\"text\": 5}",
                "{\"text\": \"a\"}  \n", "{\"text\": \"a\"} {\"text\": \"b\"}", "{\"text\": \"a\"}]", "{\"text\": \"a\"}\u0000",
                "{\"text\": \"a\"} // note", "{\"text\": \"a\", \"unexpected\": {\"x\": 1, \"x\": 2}}",
                "{\"text\": 5, \"text\": \"b\"}", "{\"Text\": \"a\"}", "{\"text\": \"a\", \"mode\": \"STRICT\"}",
                "{\"text\": \"日本語\" x}", "{\n  \"text\": \"a\",\n  \"mode\": \"strict\"\n  x\n}",
                "{\"text\": \"a\", \"unexpected\": " + "[".repeat(70) + "]".repeat(70) + "}",
                "{\"text\": \"a\", \"mode\": " + "[".repeat(63) + "]".repeat(63) + "}",
                "{\"text\": \"a\", \"mode\": " + "[".repeat(64) + "]".repeat(64) + "}",
                "{\"text\": \"" + "a".repeat(20_000) + "\" x}",
                "{\"text\": \"" + "é".repeat(9_000) + "\", \"mode\": \"fast\"}",
                "{\"text\": \"" + "a".repeat(9_000) + "\", \"mode\": \"strict\", \"mode\": \"repair\"}",
                "{\"text\": \"a\"}" + " ".repeat(9_000) + "x", "tru", "01", "-", "nul", "{\"text\": tru}")) {
            bodies.add(s.getBytes(StandardCharsets.UTF_8));
        }
        bodies.add("{\"text\": \"a\"}".getBytes(StandardCharsets.UTF_16LE));
        bodies.add("{\"text\": 5}".getBytes(StandardCharsets.UTF_16BE));
        List<MalformedBodies.Bad> probes = new ArrayList<>();
        for (int i = 0; i < bodies.size(); i++) {
            probes.add(new MalformedBodies.Bad("probe " + i, bodies.get(i), "application/json"));
        }
        return probes;
    }

    @Test
    void everyBody_getsTheContractsOwnMessage_orItsAnswer() throws Exception {
        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (FunctionSamples sample : FunctionSamples.ALL) {
            List<MalformedBodies.Bad> bodies = new ArrayList<>(MalformedBodies.from(sample, Limits.DEFAULT_MAX_INPUT_CHARS));
            if (sample.path().equals("/extract-json")) {
                bodies.addAll(probes());
            }
            for (MalformedBodies.Bad bad : bodies) {
                if (!bad.contentType().equals("application/json")) {
                    continue; // the content type is judged before the body; RequestContractHttpTest covers it
                }
                String expected = contractMessage(bad.body(), sample.requestType());
                HttpResponse<String> r = post(sample.path(), bad.body());
                compared++;
                String problem = expected == null ? (r.statusCode() == 200 ? null : "accepted by the contract, got " + r.statusCode() + " " + Echo.cut(r.body(), 300))
                        : mismatch(r, expected);
                if (problem != null) {
                    failures.add(sample.path() + " / " + bad.name() + ": " + problem);
                }
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " of " + compared + " bodies were judged differently over HTTP:\n"
                + String.join("\n", failures.subList(0, Math.min(20, failures.size()))));
    }

    private String contractMessage(byte[] body, Class<?> type) {
        try {
            contract.read(body, type);
            return null;
        } catch (InvalidRequestException e) {
            return e.getMessage();
        }
    }

    private static String mismatch(HttpResponse<String> r, String expected) throws Exception {
        if (r.statusCode() != 400) {
            return "status " + r.statusCode() + " " + Echo.cut(r.body(), 300) + ", expected 400 " + Echo.cut(expected, 300);
        }
        JsonNode json = MAPPER.readTree(r.body());
        String message = json.at("/error/message").asText();
        return message.equals(expected) && json.at("/error/code").asText().equals(InvalidRequestException.CODE) ? null
                : "got " + Echo.cut(message, 300) + ", expected " + Echo.cut(expected, 300);
    }

    private HttpResponse<String> post(String path, byte[] body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base.toString()).resolve(path.substring(1)))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
