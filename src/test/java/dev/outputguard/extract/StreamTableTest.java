package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The stream table the peers are compared on ({@code src/test/resources/stream/replies.json}, bench/peers/stream.sh):
 * every reply cut at every character shows no invented value and nothing that flickers ({@link PartialChecks}), and
 * the finished reply holds exactly the JSON the table says it holds.
 */
class StreamTableTest {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();

    @Test
    void everyReply_everyPrefix_inventsNothing_andNothingFlickers() throws IOException {
        JsonNode table;
        try (InputStream in = StreamTableTest.class.getResourceAsStream("/stream/replies.json")) {
            table = new ObjectMapper().readTree(in);
        }
        Random random = new Random(41);
        int replies = 0;
        for (JsonNode r : table.get("replies")) {
            Accept accept = r.get("accept").asText().equals("array") ? Accept.ARRAY : Accept.OBJECT;
            JsonNode last = PartialChecks.everyPrefix(r.get("reply").asText(), accept, random);
            Extraction.Found held = assertInstanceOf(Extraction.Found.class,
                    EXTRACTOR.extract(r.get("json").asText(), Mode.STRICT, accept));
            assertEquals(held.json(), last, r.get("id").asText());
            replies++;
        }
        assertTrue(replies >= 84, "the table holds " + replies + " replies");
    }
}
