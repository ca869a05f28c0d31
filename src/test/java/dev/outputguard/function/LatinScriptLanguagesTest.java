package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Lexicon;

/**
 * Italian, Portuguese, Dutch and Turkish read as the other languages are
 * (src/test/resources/assertion/latin-languages.json), through the functions as a caller sends them: reviews that pass
 * stay PASS and plain values are read (what the lexicon's words must not cost), and a failing verdict, a grave problem,
 * a hedge, a condition or a retraction written in these languages makes a pass FAIL and a value no value. The failing
 * reviews include those an outside tester found read as PASS while these languages' words were unknown
 * ({@code risultato: bocciato} beside a JSON pass). Left-out words keep the English readings they have: a language
 * code is not the Dutch "and".
 */
class LatinScriptLanguagesTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static JsonNode set;

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = LatinScriptLanguagesTest.class.getResourceAsStream("/assertion/latin-languages.json")) {
            set = MAPPER.readTree(in);
        }
    }

    private static String review(String text) throws Exception {
        byte[] body = MAPPER.writeValueAsBytes(MAPPER.createObjectNode().put("reviewText", text));
        return MAPPER.readTree(FUNCTIONS.call("review-decision", body)).get("result").asText();
    }

    private static JsonNode extract(JsonNode c, String mode) throws Exception {
        ObjectNode request = MAPPER.createObjectNode().put("text", c.get("text").asText()).put("coerce", true).put("mode", mode);
        request.set("schema", c.get("schema"));
        return MAPPER.readTree(FUNCTIONS.call("extract-json", MAPPER.writeValueAsBytes(request)));
    }

    @Test
    void theSetCoversTheLatinScriptLanguagesAddedBesideEnglishGermanFrenchAndSpanish() {
        Set<String> languages = new TreeSet<>();
        for (String part : List.of("passingReviews", "failingReviews", "plainValues", "noValue")) {
            set.get(part).forEach(c -> languages.add(c.get("language").asText()));
        }
        assertEquals(Set.of("it", "nl", "pt", "tr"), languages);
        assertTrue(Lexicon.LANGUAGES.containsAll(languages), Lexicon.LANGUAGES::toString);
    }

    @Test
    void reviewDecision_aReviewThatPasses_staysAPass() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (JsonNode c : set.get("passingReviews")) {
            String result = review(c.get("reviewText").asText());
            if (!result.equals(c.get("result").asText())) {
                wrong.add(result + ": " + c.get("reviewText").asText());
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void reviewDecision_aPassFailedOrTakenBackInTheseLanguages_isFail() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (JsonNode c : set.get("failingReviews")) {
            String result = review(c.get("reviewText").asText());
            if (!result.equals("FAIL")) {
                wrong.add(result + ": " + c.get("reviewText").asText());
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void extractJson_aPlainValue_isTheValue() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (JsonNode c : set.get("plainValues")) {
            for (String mode : List.of("strict", "repair")) {
                JsonNode answer = extract(c, mode);
                if (!answer.path("ok").asBoolean() || !c.get("json").equals(answer.get("json"))) {
                    wrong.add(mode + ": " + c.get("text").asText() + " → " + answer);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void extractJson_aValueTakenBackInTheseLanguages_isNoValue() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (JsonNode c : set.get("noValue")) {
            for (String mode : List.of("strict", "repair")) {
                JsonNode answer = extract(c, mode);
                if (answer.path("ok").asBoolean()) {
                    wrong.add(mode + ": " + c.get("text").asText() + " → " + answer);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * The words left out of these languages' files because they are ordinary words elsewhere keep the readings they
     * had: a language code in a string is one item, not a list joined by the Dutch "and"; a contraction is no Turkish
     * "and"; an English remark of words nobody listed still leaves a pass unclear ("met" is no Dutch "with").
     */
    @Test
    void wordsLeftOutForTheirOtherMeanings_keepTheirEnglishReadings() throws Exception {
        String tags = "{\"type\": \"object\", \"properties\": {\"tags\": {\"type\": \"array\", \"items\": {\"type\": \"string\"}}}}";
        for (String tag : List.of("en", "I've read it")) {
            ObjectNode c = MAPPER.createObjectNode().put("text", MAPPER.createObjectNode().put("tags", tag).toString());
            c.set("schema", MAPPER.readTree(tags));
            JsonNode answer = extract(c, "strict");
            assertEquals(MAPPER.createObjectNode().set("tags", MAPPER.createArrayNode().add(tag)), answer.get("json"),
                    answer::toString);
        }
        assertFalse(review("Final Decision: PASS - all criteria met").equals("PASS"));
    }
}
