package dev.outputguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.stubbing.Scenario;

import dev.outputguard.llm.ChatCompletionsStub;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * POST /complete-json with {@code "stream": true}: server-sent events over HTTP, WireMock streaming the LLM's replies.
 * Each streamed answer is held to the answer the same request gets without {@code stream}.
 */
@QuarkusTest
@WithTestResource(LlmStandIn.class)
class CompleteJsonStreamHttpTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String PATH = ChatCompletionsStub.PATH;
    private static final String SCHEMA = CompleteJsonFunctionHttpTest.SCHEMA;

    private static final String CONFORMING = "{\"title\": \"Q3 office supplies\", \"items\": [{\"name\": \"pen\","
            + " \"price\": 1.5}, {\"name\": \"paper\", \"price\": 4.2}]}";
    /** Doomed at its first member: a number where the schema takes only a string. */
    private static final String TITLE_IS_A_NUMBER = "{\"title\": 7, \"items\": [{\"name\": \"pen\", \"price\": 1.5}]}";

    @TestHTTPResource("/complete-json")
    URI endpoint;

    private WireMockServer llm;

    /** Whether the app's first LLM call, which makes the client, has been made: it may take the whole deadline. */
    private static boolean warm;

    @BeforeEach
    void reset() throws Exception {
        llm = LlmStandIn.server;
        llm.resetAll();
        if (!warm) {
            replies(streamed(CONFORMING, 50));
            send(body(""));
            warm = true;
            llm.resetAll();
        }
    }

    @AfterAll
    static void close() {
        HTTP.close();
    }

    /** One server-sent event: its name and its data, parsed. */
    private record Event(String name, String data) {
        JsonNode json() {
            try {
                return MAPPER.readTree(data);
            } catch (Exception e) {
                throw new AssertionError("event data is no JSON: " + data, e);
            }
        }
    }

    private static ResponseDefinitionBuilder streamed(String reply, int pieceSize) {
        return aResponse().withStatus(200).withHeader("Content-Type", "text/event-stream")
                .withBody(ChatCompletionsStub.events(ChatCompletionsStub.pieces(reply, pieceSize)));
    }

    /** Replies in order, one per call; the last repeats. Each run of the scenario starts from the first. */
    private void replies(ResponseDefinitionBuilder... replies) {
        for (int i = 0; i < replies.length; i++) {
            String state = i == 0 ? Scenario.STARTED : "call " + (i + 1);
            var stub = post(PATH).inScenario("replies").whenScenarioStateIs(state).willReturn(replies[i]);
            llm.stubFor(i + 1 < replies.length ? stub.willSetStateTo("call " + (i + 2)) : stub);
        }
    }

    private String body(String extra) {
        return "{\"prompt\": \"List the Q3 order as JSON.\", \"schema\": " + SCHEMA + extra + "}";
    }

    private HttpResponse<String> send(String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(endpoint).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The same request twice: whole, then streamed, the LLM's script started over for each. */
    private record Both(HttpResponse<String> whole, HttpResponse<String> streamed, List<Event> events) {
    }

    private Both both(String extra) throws Exception {
        HttpResponse<String> whole = send(body(extra));
        llm.resetScenarios();
        HttpResponse<String> streamed = send(body(extra + ", \"stream\": true"));
        return new Both(whole, streamed, events(streamed));
    }

    private static List<Event> events(HttpResponse<String> response) {
        List<Event> events = new ArrayList<>();
        if (!response.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream")) {
            return events;
        }
        for (String block : response.body().split("\n\n")) {
            String name = null;
            String data = null;
            for (String line : block.split("\n")) {
                if (line.startsWith("event: ")) {
                    name = line.substring(7);
                } else if (line.startsWith("data: ")) {
                    assertNull(data, "one data line per event: " + block);
                    data = line.substring(6);
                }
            }
            if (name != null) {
                events.add(new Event(name, data));
            }
        }
        return events;
    }

    private static List<Event> named(List<Event> events, String name) {
        return events.stream().filter(e -> e.name().equals(name)).toList();
    }

    /** Only the times of the attempts may differ between two calls with the same replies. */
    private static String timeless(String answer) {
        return answer.replaceAll("\"latencyMs\":[0-9]+", "\"latencyMs\":0");
    }

    @Test
    void stream_partialsThenTheAttemptThenDone_doneIsTheWholeAnswerByteForByte() throws Exception {
        replies(streamed(CONFORMING, 6));

        Both both = both("");

        assertEquals(200, both.whole().statusCode(), both.whole().body());
        assertEquals(200, both.streamed().statusCode(), both.streamed().body());
        assertTrue(both.streamed().headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"));
        String order = String.join(" ", both.events().stream().map(Event::name).toList());
        assertTrue(order.matches("(partial )+attempt done"), order);
        Event done = both.events().get(both.events().size() - 1);
        assertEquals(timeless(both.whole().body()), timeless(done.data()));
        JsonNode answer = done.json();
        for (Event partial : named(both.events(), "partial")) {
            JsonNode p = partial.json();
            assertEquals(1, p.get("attempt").asInt(), partial.data());
            assertEquals("in_progress", p.at("/states/").asText(), partial.data());
            assertTrue(shownIn(p.get("json"), answer.get("json")), "a partial shows only what the answer holds: "
                    + partial.data());
        }
        JsonNode attempt = named(both.events(), "attempt").get(0).json();
        assertEquals(answer.get("attempts").get(0), attempt, "the attempt event is the answer's attempt");
    }

    /** The values of {@code partial} are in {@code whole} at the same places (a string may still be growing). */
    private static boolean shownIn(JsonNode partial, JsonNode whole) {
        if (partial.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> members = partial.fields();
            while (members.hasNext()) {
                Map.Entry<String, JsonNode> m = members.next();
                if (!whole.has(m.getKey()) || !shownIn(m.getValue(), whole.get(m.getKey()))) {
                    return false;
                }
            }
            return whole.isObject();
        }
        if (partial.isArray()) {
            if (!whole.isArray() || partial.size() > whole.size()) {
                return false;
            }
            for (int i = 0; i < partial.size(); i++) {
                if (!shownIn(partial.get(i), whole.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return partial.isTextual() ? whole.isTextual() && whole.textValue().startsWith(partial.textValue())
                : partial.equals(whole);
    }

    @Test
    void stream_doomedReplyThenConforming_anAttemptEventEach_theFirstWithItsViolations() throws Exception {
        replies(streamed(TITLE_IS_A_NUMBER, 5), streamed(CONFORMING, 7));

        Both both = both(", \"coerce\": false");

        assertEquals(200, both.streamed().statusCode(), both.streamed().body());
        List<Event> attempts = named(both.events(), "attempt");
        assertEquals(2, attempts.size(), both.streamed().body());
        JsonNode first = attempts.get(0).json();
        assertEquals("SCHEMA_MISMATCH", first.path("errorCode").asText(), first.toString());
        assertEquals("doomed", first.path("stopped").asText(), first.toString());
        assertEquals("/title", first.at("/violationList/0/path").asText(), first.toString());
        assertEquals(first.get("violations").asInt(), first.get("violationList").size());
        assertFalse(attempts.get(1).json().has("errorCode"), attempts.get(1).data());
        Event done = both.events().get(both.events().size() - 1);
        assertEquals("done", done.name());
        assertEquals(timeless(both.whole().body()), timeless(done.data()));
        JsonNode listed = done.json().get("attempts");
        ObjectNode firstAsListed = first.deepCopy();
        firstAsListed.remove("violationList");
        assertEquals(listed.get(0), firstAsListed);
        assertEquals(listed.get(1), attempts.get(1).json());
        llm.verify(4, postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void stream_inRepairMode_noPartials_theAttemptAndDone() throws Exception {
        // Repair mode reads each reply whole: the LLM is not asked to stream.
        replies(okJson(ChatCompletionsStub.completion(CONFORMING)));

        Both both = both(", \"mode\": \"repair\"");

        String order = String.join(" ", both.events().stream().map(Event::name).toList());
        assertEquals("attempt done", order);
        assertEquals(timeless(both.whole().body()), timeless(both.events().get(1).data()));
    }

    @Test
    void stream_llmRejectsTheKey_beforeAnyEvent_isTheWholeAnswersErrorWithItsStatus() throws Exception {
        replies(aResponse().withStatus(401).withBody("{\"error\": {\"message\": \"bad key\"}}"));

        Both both = both("");

        assertEquals(502, both.whole().statusCode());
        assertEquals(both.whole().statusCode(), both.streamed().statusCode());
        assertEquals("application/json", both.streamed().headers().firstValue("Content-Type").orElse(""));
        assertEquals(both.whole().body(), both.streamed().body());
    }

    @Test
    void stream_llmTimesOutAfterPartials_isOneErrorEventWithTheStatusTheWholeAnswerHas() throws Exception {
        // The reply dribbles over 6 s: partials arrive, then the call's 3 s deadline passes.
        replies(streamed(CONFORMING, 6).withChunkedDribbleDelay(40, 6_000));

        Both both = both("");

        assertEquals(504, both.whole().statusCode(), both.whole().body());
        assertEquals(200, both.streamed().statusCode());
        String order = String.join(" ", both.events().stream().map(Event::name).toList());
        assertTrue(order.matches("(partial )+error"), order);
        JsonNode error = both.events().get(both.events().size() - 1).json();
        JsonNode whole = MAPPER.readTree(both.whole().body());
        assertEquals(504, error.get("status").asInt());
        assertEquals(whole.at("/error/code").asText(), error.at("/error/code").asText());
        assertEquals("LLM_TIMEOUT", error.at("/error/code").asText());
        // The same message but for the times it names.
        assertEquals(whole.at("/error/message").asText().replaceAll("[0-9]+", "#"),
                error.at("/error/message").asText().replaceAll("[0-9]+", "#"));
    }

    @Test
    void stream_ofALongReply_partialEventsStayWithinNineTimesItsLength() throws Exception {
        StringBuilder reply = new StringBuilder("{\"title\": \"inventory\", \"items\": [");
        for (int i = 0; i < 400; i++) {
            reply.append(i == 0 ? "" : ", ").append("{\"name\": \"item ").append(i).append("\", \"price\": ").append(i)
                    .append(".25}");
        }
        String text = reply.append("]}").toString();
        replies(streamed(text, 20));

        Both both = both("");

        List<Event> partials = named(both.events(), "partial");
        long bytes = partials.stream().mapToLong(e -> e.data().length()).sum();
        assertTrue(partials.size() >= 10, "a long reply is shown as it grows: " + partials.size() + " partial events");
        System.out.println("partial events of a reply of " + text.length() + " characters: " + partials.size() + ", "
                + bytes + " bytes");
        assertTrue(bytes <= 9L * text.length(), partials.size() + " partial events of " + bytes + " bytes for a reply of "
                + text.length() + " characters");
        assertEquals(timeless(both.whole().body()), timeless(both.events().get(both.events().size() - 1).data()));
    }

    @Test
    void streamFalse_isTheWholeAnswer_andStreamNotABoolean_is400NamingIt() throws Exception {
        replies(streamed(CONFORMING, 50));

        HttpResponse<String> whole = send(body(""));
        HttpResponse<String> notStreamed = send(body(", \"stream\": false"));
        HttpResponse<String> text = send(body(", \"stream\": \"yes\""));

        assertEquals(200, notStreamed.statusCode());
        assertEquals(timeless(whole.body()), timeless(notStreamed.body()));
        assertEquals(400, text.statusCode(), text.body());
        assertTrue(text.body().contains("field 'stream'"), text.body());
        llm.verify(2, postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void usage_ofAReplyStoppedBeforeItsEnd_isLeftOutAndCounted_theOthersAreTheServersCounts() throws Exception {
        replies(streamed(TITLE_IS_A_NUMBER, 5), streamed(CONFORMING, 7));

        HttpResponse<String> response = send(body(", \"coerce\": false"));

        assertEquals(200, response.statusCode(), response.body());
        JsonNode answer = MAPPER.readTree(response.body());
        assertEquals("doomed", answer.at("/attempts/0/stopped").asText(), response.body());
        assertTrue(answer.at("/attempts/0/promptTokens").isMissingNode(), response.body());
        assertEquals(9, answer.at("/attempts/1/promptTokens").asInt(), response.body());
        assertEquals(9, answer.at("/usage/promptTokens").asInt(), response.body());
        assertEquals(ChatCompletionsStub.pieces(CONFORMING, 7).length, answer.at("/usage/completionTokens").asInt());
        assertEquals(1, answer.at("/usage/uncountedAttempts").asInt(), "the sum says it leaves the stopped attempt out");
    }

    @Test
    void usage_ofRepliesReadToTheirEnd_saysNothingIsLeftOut() throws Exception {
        replies(streamed(CONFORMING, 7));

        JsonNode answer = MAPPER.readTree(send(body("")).body());

        assertEquals(ChatCompletionsStub.pieces(CONFORMING, 7).length, answer.at("/usage/completionTokens").asInt());
        assertFalse(answer.path("usage").has("uncountedAttempts"), answer.toString());
    }
}
