package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/** review-decision through HTTP: verdicts in any width and case, where the marker is, and suggestions under a heading. */
@QuarkusTest
class ReviewDecisionHttpTest {

    private static ValidatableResponse decide(String reviewText) {
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("reviewText", reviewText);
        return given().contentType("application/json").body(body.toString()).when().post("/review-decision").then();
    }

    @Test
    void fullWidthVerdict_isAPassAtTheMarkerAsWritten() {
        String review = "全体的に問題ありません…細かい点のみ。\n判定結果：ＰＡＳＳ";
        decide(review).statusCode(200)
                .body("result", equalTo("PASS"))
                .body("source", equalTo("MARKER"))
                .body("marker", equalTo("判定結果"))
                .body("position", equalTo(review.indexOf("判定結果")))
                .body("feedback", equalTo(review));
    }

    @Test
    void fullWidthPassWithSuggestions_isNeverReadAsPass() {
        decide("ＤＥＣＩＳＩＯＮ：ＰＡＳＳ＿ＷＩＴＨ＿ＳＵＧＧＥＳＴＩＯＮＳ").statusCode(200)
                .body("result", equalTo("PASS_WITH_SUGGESTIONS"))
                .body("marker", equalTo("DECISION"))
                .body("position", equalTo(0));
    }

    @Test
    void markerVerdictWithASuggestionsHeading_returnsTheListedItems() {
        String review = """
                ## レビュー結果

                構成は明確です。

                ## 改善点
                - 見出しの粒度を揃える
                - 用語集へのリンクを追加する

                **最終判定：** PASS_WITH_SUGGESTIONS""";
        decide(review).statusCode(200)
                .body("result", equalTo("PASS_WITH_SUGGESTIONS"))
                .body("source", equalTo("MARKER"))
                .body("suggestions", contains("見出しの粒度を揃える", "用語集へのリンクを追加する"));
    }

    @Test
    void englishRecommendationsInBold_areSuggestionsToo() {
        decide("Mostly fine.\n\n**Recommendations:**\n1. Add a table of contents.\n2. Shorten the intro.\n\nFinal Decision: pass")
                .statusCode(200)
                .body("result", equalTo("PASS"))
                .body("marker", equalTo("FINAL DECISION"))
                .body("suggestions", contains("Add a table of contents.", "Shorten the intro."));
    }

    @Test
    void suggestionsHeadingWithoutAVerdict_isStillDefaultFailWithoutSuggestions() {
        decide("Suggestions:\n- Everything looks PASS-worthy.").statusCode(200)
                .body("result", equalTo("FAIL"))
                .body("source", equalTo("DEFAULT"))
                .body("position", nullValue())
                .body("suggestions", empty());
    }
}
