package dev.outputguard.review;

import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.testsupport.CoreVectors;
import dev.outputguard.testsupport.CoreVectors.Vector;
import dev.outputguard.testsupport.JsonSubset;

/** Every vector of acceptance/review-decision.json against the plain core, rendered as SPEC section 4 JSON. */
class ReviewDecisionAcceptanceTest {

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @TestFactory
    Stream<DynamicTest> reviewDecisionVectors() {
        return CoreVectors.load("review-decision.json").stream().map(v -> CoreVectors.test(v, this::check));
    }

    private void check(Vector v) {
        JsonNode request = v.request();
        String reply = request.has("reply") ? request.get("reply").asText() : null;
        ReviewDecision decision = decider.decide(request.get("reviewText").asText(), reply);
        JsonSubset.assertMatches(v.expect(), CoreVectors.mapper().valueToTree(decision), Set.of());
    }
}
