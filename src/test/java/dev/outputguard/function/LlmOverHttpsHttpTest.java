package dev.outputguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;

import dev.outputguard.llm.ChatCompletionsStub;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;

/**
 * translate and complete-json against an HTTPS LLM, its certificate trusted through the TLS registry
 * ({@code quarkus.tls.llm.trust-store.pem.certs}: a company CA bundle) and reached through an HTTPS proxy
 * ({@code quarkus.proxy.*}); a certificate nobody vouches for, or made out to another host, is a 502 naming TLS (the
 * bound on its time is far above what a handshake takes and far below a hang: the first call of a fresh app loads the
 * client).
 */
@QuarkusTest
@WithTestResource(HttpsLlmStandIn.class)
class LlmOverHttpsHttpTest {

    private static final String PATH = ChatCompletionsStub.PATH;
    private static final String TRANSLATE = "{\"text\": \"Hello\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}";
    private static final String COMPLETE = "{\"prompt\": \"Greet.\", \"schema\": {\"type\": \"object\", "
            + "\"required\": [\"greeting\"], \"properties\": {\"greeting\": {\"type\": \"string\"}}}}";

    private final WireMockServer gateway = HttpsLlmStandIn.gateway;

    @BeforeEach
    void reset() {
        for (WireMockServer server : new WireMockServer[] {HttpsLlmStandIn.gateway, HttpsLlmStandIn.selfSigned,
                HttpsLlmStandIn.otherHost}) {
            server.resetAll();
            server.stubFor(post(PATH).willReturn(okJson(ChatCompletionsStub.completion(
                    ChatCompletionsStub.translationReply("こんにちは")))));
        }
    }

    @AfterEach
    void backToTheGateway() {
        HttpsLlmStandIn.serve(HttpsLlmStandIn.Llm.GATEWAY);
    }

    @Test
    void translate_overHttpsThroughTheProxy_answers() {
        given().contentType(ContentType.JSON).body(TRANSLATE).when().post("/translate")
                .then().statusCode(200).body("translatedText", equalTo("こんにちは"));

        gateway.verify(postRequestedFor(urlEqualTo(PATH)));
        assertTrue(HttpsLlmStandIn.proxy.tunnels().contains("CONNECT localhost:" + HttpsLlmStandIn.forwarder.port()),
                () -> "the call went through the proxy: " + HttpsLlmStandIn.proxy.tunnels());
        assertTrue(HttpsLlmStandIn.proxy.authorizations().stream().allMatch("Basic ZWdyZXNzOnMzY3JldA=="::equals),
                () -> "with quarkus.proxy.username and password: " + HttpsLlmStandIn.proxy.authorizations());
    }

    @Test
    void completeJson_overHttpsThroughTheProxy_answersTheConformingObject() {
        gateway.stubFor(post(PATH).willReturn(okJson(ChatCompletionsStub.completion("{\"greeting\": \"hello\"}"))));

        given().contentType(ContentType.JSON).body(COMPLETE).when().post("/complete-json")
                .then().statusCode(200).body("ok", equalTo(true)).body("json.greeting", equalTo("hello"));

        gateway.verify(postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_llmWithASelfSignedCertificate_is502NamingTls() {
        HttpsLlmStandIn.serve(HttpsLlmStandIn.Llm.SELF_SIGNED);

        given().contentType(ContentType.JSON).body(TRANSLATE).when().post("/translate")
                .then().statusCode(502).time(lessThan(15_000L))
                .body("error.code", equalTo("LLM_UNAVAILABLE"))
                .body("error.message", startsWith("The TLS handshake with the LLM at https://localhost:"))
                .body("error.message", containsString("quarkus.tls.llm.trust-store.pem.certs"));

        assertEquals(0, HttpsLlmStandIn.selfSigned.getAllServeEvents().size(), "nothing gets past the handshake");
    }

    @Test
    void completeJson_llmCertificateMadeOutToAnotherHost_is502NamingTls() {
        HttpsLlmStandIn.serve(HttpsLlmStandIn.Llm.OTHER_HOST);

        given().contentType(ContentType.JSON).body(COMPLETE).when().post("/complete-json")
                .then().statusCode(502).time(lessThan(15_000L))
                .body("error.code", equalTo("LLM_UNAVAILABLE"))
                .body("error.message", startsWith("The TLS handshake with the LLM at https://localhost:"))
                .body("error.message", containsString("outputguard.llm.base-url to the host name"));

        assertEquals(0, HttpsLlmStandIn.otherHost.getAllServeEvents().size());
    }
}
