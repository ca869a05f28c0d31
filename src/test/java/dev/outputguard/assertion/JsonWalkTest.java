package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The walk the readings of names share: objects breadth first, arrays opened, only what the reader opens read below
 * an object, and every node taken counted against the limit (arrays and values too).
 */
class JsonWalkTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static List<String> visited(String json, int limit, boolean openAll) throws Exception {
        JsonNode root = MAPPER.readTree(json);
        List<String> seen = new ArrayList<>();
        JsonWalk.objects(root, limit, (node, open) -> {
            seen.add(node.path("id").asText());
            if (openAll) {
                node.forEach(open);
            } else {
                open.accept(node.path("next"));
            }
        });
        return seen;
    }

    @Test
    void objectsAreGivenBreadthFirst_throughArrays_andOnlyWhatTheReaderOpensIsRead() throws Exception {
        String json = "{\"id\": \"a\", \"kids\": [{\"id\": \"b\", \"next\": {\"id\": \"d\"}}, {\"id\": \"c\"}],"
                + " \"next\": {\"id\": \"e\"}}";
        assertEquals(List.of("a", "e", "b", "c", "d"), visited(json, 100, true));
        assertEquals(List.of("a", "e"), visited(json, 100, false));
    }

    @Test
    void everyNodeTaken_countsAgainstTheLimit_andNullReadsNothing() throws Exception {
        String json = "{\"id\": \"a\", \"x\": 1, \"kids\": [{\"id\": \"b\"}, {\"id\": \"c\"}]}";
        // a, then "a" (id), 1, the array, b: five nodes; c is past the limit.
        assertEquals(List.of("a", "b"), visited(json, 5, true));
        List<String> none = new ArrayList<>();
        JsonWalk.objects(null, 10, (node, open) -> none.add("read"));
        assertEquals(List.of(), none);
    }
}
