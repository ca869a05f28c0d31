package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A number written in full-width digits and signs is the number its ASCII twin writes, in a string and in prose;
 * digits that only NFKC would make ASCII (superscripts, circled digits) and digits of other scripts are refused.
 */
class FullWidthNumbersTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    @Test
    void fullWidthDigitsAndSigns_readAsTheirAsciiTwins() {
        String[][] cases = { { "１２", "12" }, { "－５", "-5" }, { "＋３.２５", "3.25" }, { "＄１,２３４.５０", "1234.50" },
            { "１２．５", "12.5" } };
        for (String[] c : cases) {
            Numbers.Read read = Numbers.read(c[0], false);
            assertEquals(0, new BigDecimal(c[1]).compareTo(read.node().decimalValue()), c[0] + " -> " + read);
            Numbers.Read ascii = Numbers.read(Numbers.fullWidthFolded(c[0]), false);
            assertEquals(ascii.node(), read.node(), c[0]);
        }
        for (String other : new String[] { "10²", "①", "١٢", "５%", "１２ｋ" }) {
            assertNull(Numbers.read(other, false).node(), other);
        }
    }

    private static JsonNode extract(String text, String schema) throws IOException {
        ObjectNode body = MAPPER.createObjectNode().put("text", text).put("coerce", true);
        body.set("schema", MAPPER.readTree(schema));
        return MAPPER.readTree(FUNCTIONS.call("extract-json", MAPPER.writeValueAsBytes(body)));
    }

    @Test
    void aFullWidthNumber_inProseAndInAField_isTheNumber_andASuperscriptIsRefused() throws IOException {
        assertEquals(5, extract("Count: ５", "{\"type\":\"integer\"}").path("json").asInt());
        String object = "{\"type\":\"object\",\"properties\":{\"n\":{\"type\":\"integer\"}}}";
        assertEquals(12, extract("{\"n\": \"１２\"}", object).path("json").path("n").asInt());
        assertEquals(false, extract("Total: 10²", "{\"type\":\"integer\"}").path("ok").asBoolean());
        assertEquals(false, extract("{\"n\": \"10²\"}", object).path("ok").asBoolean());
    }
}
