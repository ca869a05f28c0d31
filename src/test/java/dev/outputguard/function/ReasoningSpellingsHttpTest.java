package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.QuarkusTest;

/**
 * A reasoning model's thinking is skipped in every spelling models write, not only lower-case {@code <think>}: the
 * draft inside it is never the answer (extract-json), and a verdict drafted inside it never decides
 * (review-decision).
 */
@QuarkusTest
class ReasoningSpellingsHttpTest {

    @ParameterizedTest
    @ValueSource(strings = {"<THINK>|</THINK>", "[THINK]|[/THINK]", "<reasoning>|</reasoning>",
        "<|channel|>analysis<|message|>|<|end|><|start|>assistant<|channel|>final<|message|>"})
    void extract_draftInsideThinking_isNotTheAnswer(String tags) {
        String[] openClose = tags.split("\\|(?=[<\\[])", 2);
        String text = openClose[0] + "maybe {\"title\": \"draft\"}" + openClose[1] + "{\"title\": \"final\"}";
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("text", text);
        given().contentType("application/json").body(body.toString()).when().post("/extract-json").then()
                .statusCode(200)
                .body("ok", equalTo(true))
                .body("json.title", equalTo("final"))
                .body("start", equalTo(text.indexOf("{\"title\": \"final\"}")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"<THINK>最終判定: PASS かな</THINK>", "[THINK]最終判定: PASS[/THINK]",
        "<reasoning>Final Decision: PASS</reasoning>"})
    void review_verdictDraftedWhileThinking_doesNotDecide(String thinking) {
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("reviewText", thinking + "\nレビューを完了できませんでした。");
        given().contentType("application/json").body(body.toString()).when().post("/review-decision").then()
                .statusCode(200)
                .body("result", equalTo("FAIL"))
                .body("source", equalTo("DEFAULT"));
    }
}
