package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Iterator;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Repair mode on a reply cut off anywhere makes up no number and no literal: for generated JSON values (as
 * {@link PartialValuesPropertyTest} writes them) and every prefix of each, whatever repair mode answers holds, at
 * each place, a number, {@code true}, {@code false} or {@code null} only where the finished value holds that very
 * scalar there ({@code 12} is not the {@code 125} it was cut from; {@code tr} is no {@code true} yet), a string only
 * where the finished value holds a string there that begins with it, and a key only where the finished object has
 * it. An answer that lists a guess or reads the text as double-encoded (a cut falling right after a key's escaped
 * quote, {@code {"\"[}, reads as {@code {\"…}}) chose between readings, as its repairs say, and is counted apart. {@code -Dseed=… -Dreplies=…} run
 * it longer.
 */
class CutValuesPropertyTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final JsonExtractor extractor = new JsonExtractor();

    @Test
    void everyPrefix_repaired_makesUpNoScalar() throws Exception {
        Random random = new Random(Long.getLong("seed", 7));
        int prefixes = 0;
        int repaired = 0;
        int guessed = 0;
        for (int n = 0; n < Integer.getInteger("replies", 300); n++) {
            boolean array = random.nextInt(4) == 0;
            StringBuilder json = new StringBuilder();
            PartialValuesPropertyTest.write(json, PartialValuesPropertyTest.value(random, 0, array), random);
            String whole = json.toString();
            JsonNode finished = MAPPER.readTree(whole);
            for (int cut = 1; cut < whole.length(); cut++) {
                String prefix = whole.substring(0, cut);
                prefixes++;
                if (extractor.extract(prefix, Mode.REPAIR, array ? Accept.ARRAY : Accept.OBJECT)
                        instanceof Extraction.Found found) {
                    if (found.repairs().stream().anyMatch(r -> r.kind().guess() || r.kind() == RepairKind.DOUBLE_ENCODED)) {
                        guessed++;
                        continue;
                    }
                    repaired++;
                    within(found.json(), finished, "", prefix);
                }
            }
        }
        System.out.printf("cut values: %d prefixes, %d repaired, none with a scalar the finished value lacks; %d guessed%n",
                prefixes, repaired, guessed);
        assertTrue(repaired > prefixes / 2, "most prefixes are repaired: " + repaired + " of " + prefixes);
    }

    /** Whether {@code answer} at {@code pointer} is made of what {@code finished} holds there. */
    private static void within(JsonNode answer, JsonNode finished, String pointer, String prefix) {
        if (finished == null || finished.isMissingNode()) {
            fail("repair of " + prefix + " answers " + answer + " at '" + pointer + "', where the finished value has nothing");
        }
        if (answer.isObject()) {
            if (!finished.isObject()) {
                fail("repair of " + prefix + " answers an object at '" + pointer + "', where the finished value has " + finished);
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = answer.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> member = it.next();
                within(member.getValue(), finished.get(member.getKey()), pointer + "/" + member.getKey(), prefix);
            }
        } else if (answer.isArray()) {
            if (!finished.isArray()) {
                fail("repair of " + prefix + " answers an array at '" + pointer + "', where the finished value has " + finished);
            }
            for (int i = 0; i < answer.size(); i++) {
                within(answer.get(i), finished.get(i), pointer + "/" + i, prefix);
            }
        } else if (answer.isTextual()) {
            if (!finished.isTextual() || !finished.textValue().startsWith(answer.textValue())) {
                fail("repair of " + prefix + " answers " + answer + " at '" + pointer + "', where the finished value has " + finished);
            }
        } else if (answer.isNumber()
                ? !finished.isNumber() || answer.decimalValue().compareTo(finished.decimalValue()) != 0
                : !answer.equals(finished)) {
            fail("repair of " + prefix + " answers " + answer + " at '" + pointer + "', where the finished value has " + finished);
        }
    }
}
