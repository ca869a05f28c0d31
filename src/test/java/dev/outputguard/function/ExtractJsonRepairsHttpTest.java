package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.hasKey;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.limits.Limits;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * extract-json's {@code repairs} through HTTP: an answer lists the first repairs up to the limit and says how
 * many more it left out; an answer within the limit has no count.
 */
@QuarkusTest
class ExtractJsonRepairsHttpTest {

    private static ValidatableResponse repair(String text) {
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("text", text).put("mode", "repair");
        return given().contentType("application/json").body(body.toString()).when().post("/extract-json").then().statusCode(200);
    }

    @Test
    void moreRepairsThanTheLimit_listsTheFirst_andCountsTheRestInRepairsOmitted() {
        int strings = Limits.DEFAULT_MAX_REPORTED_REPAIRS + 500;
        String text = "{\"a\": [" + "'x', ".repeat(strings - 1) + "'x']}";
        repair(text)
                .body("ok", equalTo(true))
                .body("json.a", hasSize(strings))
                .body("repairs", hasSize(Limits.DEFAULT_MAX_REPORTED_REPAIRS))
                .body("repairs[0].kind", equalTo("SINGLE_QUOTES"))
                .body("repairs[0].position", equalTo(text.indexOf('\'')))
                .body("repairsOmitted", equalTo(500));
    }

    @Test
    void repairsWithinTheLimit_areAllListed_withNoCount() {
        repair("{'a': 'b'}")
                .body("ok", equalTo(true))
                .body("repairs", hasSize(2))
                .body("$", not(hasKey("repairsOmitted")));
    }
}
