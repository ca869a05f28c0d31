package dev.outputguard.validate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.testsupport.CoreVectors;
import dev.outputguard.testsupport.CoreVectors.Vector;
import dev.outputguard.testsupport.JsonSubset;

/** Every vector of acceptance/validate-response.json against the plain core, rendered as SPEC section 2 JSON. */
class ValidateResponseAcceptanceTest {

    private final ResponseValidator validator = new ResponseValidator(new JsonExtractor());

    @TestFactory
    Stream<DynamicTest> validateResponseVectors() {
        return CoreVectors.load("validate-response.json").stream()
                .map(v -> CoreVectors.test(v, this::check));
    }

    private void check(Vector v) {
        ReplyKind kind = v.request().has("kind")
                ? ReplyKind.ofWireName(v.request().get("kind").asText()).orElseThrow()
                : ReplyKind.TRANSLATION;
        Validation result = validator.validate(v.request().get("text").asText(), kind);
        JsonNode actual = render(result, kind);
        JsonSubset.assertMatches(v.expect(), actual, Set.of("message_contains"));
        if (v.expect().has("message_contains")) {
            String message = actual.path("error").path("message").asText();
            assertTrue(message.contains(v.expect().get("message_contains").asText()), message);
        }
    }

    /** The response body SPEC section 2 defines. */
    static ObjectNode render(Validation result, ReplyKind kind) {
        ObjectNode out = CoreVectors.mapper().createObjectNode();
        switch (result) {
            case Validation.Valid valid -> {
                out.put("valid", true);
                ObjectNode parsed = out.putObject("parsed");
                parsed.put(kind.field(), valid.content());
                parsed.set("termSuggestions", CoreVectors.mapper().valueToTree(valid.termSuggestions()));
                parsed.set("warnings", CoreVectors.mapper().valueToTree(valid.warnings()));
            }
            case Validation.Invalid invalid -> {
                out.put("valid", false);
                out.set("error", CoreVectors.mapper().valueToTree(invalid.error()));
            }
        }
        return out;
    }
}
