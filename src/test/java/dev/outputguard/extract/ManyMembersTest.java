package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.limits.Limits;

/**
 * Values of tens of thousands of members and elements, which the parser keeps in pages while their containers
 * are open: an object's members after a long array, an object at the end of one (its keys far past any key
 * before it), a container of exactly a page's size and one of one more. The value must be what Jackson reads.
 */
class ManyMembersTest {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();
    private static final ObjectMapper JACKSON = new ObjectMapper();

    @ParameterizedTest
    @EnumSource(Mode.class)
    void manyMembersAndElements_readAsJacksonReadsThem(Mode mode) throws Exception {
        StringBuilder json = new StringBuilder("{\"numbers\": [");
        for (int i = 0; i < 40_000; i++) {
            json.append(i).append(',');
        }
        json.append("{\"last\": 1, \"tags\": [\"a\", true, null]}], \"records\": [");
        for (int i = 0; i < 20_000; i++) {
            json.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"name\":\"r").append(i)
                    .append("\",\"tags\":[\"a\",false]}");
        }
        json.append("], \"page\": [").append("7,".repeat((1 << 14) - 1)).append("7], \"pagePlusOne\": [")
                .append("8,".repeat(1 << 14)).append("8]");
        for (int i = 0; i < 30_000; i++) {
            json.append(",\"k").append(i).append("\":").append(i);
        }
        json.append('}');
        Extraction.Found f = assertInstanceOf(Extraction.Found.class,
                EXTRACTOR.extract("Here it is: " + json + " That is all.", mode));

        assertEquals(JACKSON.readTree(json.toString()), f.json());
        assertEquals(List.of(), f.duplicateKeys());
    }

    @Test
    void repeatsPastTheLimitInSeveralObjects_areAllCounted() {
        JsonExtractor one = new JsonExtractor(Limits.builder().maxReportedRepairs(1).build());
        String text = "{\"x\": {\"k\": 1, \"k\": 2, \"k\": 3}, \"a\": 1, \"a\": 2, \"a\": 3, \"y\": {\"k\": 1, \"k\": 2, \"k\": 3, \"k\": 4}}";
        Extraction.Found f = assertInstanceOf(Extraction.Found.class, one.extract(text));

        assertEquals(List.of(new DuplicateKey("k", "/x", text.indexOf("\"k\"", text.indexOf("\"k\"") + 1))), f.duplicateKeys());
        assertEquals(2 + 2 + 3 - 1, f.duplicateKeysOmitted());
    }
}
