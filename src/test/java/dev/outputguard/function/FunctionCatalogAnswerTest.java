package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import dev.outputguard.limits.Limits;
import io.quarkus.test.junit.QuarkusTest;

/**
 * extract-json's answer as the catalog writes it (its writer called directly, without Jackson's search for it): the
 * bytes Jackson's writer of the answer's type writes on the same mapper, and the bytes of Jackson's serializer of the
 * record itself (a mapper without the answer's writer), for answers that together hold every member; the members
 * in the record's order, a member that is null left out.
 */
@QuarkusTest
class FunctionCatalogAnswerTest {

    private static final String SCHEMA = "{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"integer\"}},"
            + "\"required\":[\"a\",\"b\"]}";
    private static final String INTEGERS = "{\"type\":\"array\",\"items\":{\"type\":\"integer\"}}";
    /** More of a kind than an answer lists by default, so that it counts the rest. */
    private static final int MORE_THAN_LISTED = Limits.DEFAULT_MAX_REPORTED_REPAIRS + 5;
    /** Requests whose answers, together, hold every member of the answer. */
    private static final List<String> REQUESTS = List.of(
            "{\"text\":\"Here: {\\\"a\\\": 1} done\"}",
            "{\"text\":\"```json\\n{\\\"a\\\": [1, 2.5, \\\"x\\\"]}\\n```\"}",
            "{\"text\":\"Found 2 users: [{\\\"id\\\": 1}, {\\\"id\\\": 2}]\"}",
            "{\"text\":\"{'a': 1,}\",\"mode\":\"repair\"}",
            "{\"text\":\"{" + repeat("'k': 1, ") + "}\",\"mode\":\"repair\"}",
            "{\"text\":\"{\\\"a\\\": 1, \\\"a\\\": 2}\"}",
            "{\"text\":\"{" + repeat("\\\"a\\\": 1, ") + "\\\"a\\\": 1}\"}",
            "{\"text\":\"{\\\"a\\\": \\\"1\\\"}\",\"schema\":"
                    + "{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"integer\"}}},\"coerce\":true}",
            "{\"text\":\"[" + repeat("\\\"1\\\", ") + "\\\"1\\\"]\",\"accept\":\"array\",\"schema\":" + INTEGERS
                    + ",\"coerce\":true}",
            "{\"text\":\"{\\\"a\\\": \\\"x\\\"}\",\"schema\":" + SCHEMA + "}",
            "{\"text\":\"{\\\"a\\\": [1, {\\\"b\\\": \\\"tw\",\"partial\":true}",
            "{\"text\":\"{\\\"a\\\": \\\"x\\\", \\\"c\\\": [1\",\"partial\":true,\"schema\":" + SCHEMA + "}",
            "{\"text\":\"no JSON in this reply\"}");

    private static String repeat(String member) {
        return member.repeat(MORE_THAN_LISTED);
    }

    @Inject
    FunctionCatalog catalog;

    @Inject
    ObjectMapper mapper;

    @Test
    void answer_isWrittenAsJacksonWritesIt_everyMemberWrittenByOneAnswerOrAnother() throws Exception {
        FunctionCatalog.Entry extract = catalog.named("extract-json").orElseThrow();
        ObjectMapper record = JsonMapper.builder().findAndAddModules().build();
        Set<String> members = new TreeSet<>();
        for (String request : REQUESTS) {
            Object answer = catalog.apply(extract, catalog.read(extract, request.getBytes(StandardCharsets.UTF_8)));
            String written = new String(catalog.write(extract, answer), StandardCharsets.UTF_8);
            assertEquals(mapper.writerFor(ExtractJsonFunction.Response.class).writeValueAsString(answer), written, request);
            assertEquals(record.writeValueAsString(answer), written, request);
            for (Iterator<Map.Entry<String, JsonNode>> it = mapper.readTree(written).fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> member = it.next();
                assertFalse(member.getValue().isNull(), "a null member is left out: " + written);
                members.add(member.getKey());
            }
        }
        Set<String> every = new TreeSet<>();
        for (var component : ExtractJsonFunction.Response.class.getRecordComponents()) {
            every.add(component.getName());
        }
        assertEquals(every, members, "add a request whose answer writes the member missing");
    }

    @Test
    void answer_writesItsMembersInTheRecordsOrder_leavingOutWhatIsNull() throws Exception {
        FunctionCatalog.Entry extract = catalog.named("extract-json").orElseThrow();
        Object answer = catalog.apply(extract, catalog.read(extract, REQUESTS.get(0).getBytes(StandardCharsets.UTF_8)));
        assertEquals("{\"ok\":true,\"json\":{\"a\":1},\"source\":\"TEXT\",\"start\":6,\"end\":14}",
                new String(catalog.write(extract, answer), StandardCharsets.UTF_8));
    }

    @Test
    void writerOf_isTheRegisteredWriter_onlyWhereTheMapperHasIt() {
        assertSame(ExtractJsonAnswerWriter.INSTANCE,
                AnswerWriting.writerOf(mapper, ExtractJsonFunction.Response.class).orElseThrow());
        assertTrue(AnswerWriting.writerOf(new ObjectMapper(), ExtractJsonFunction.Response.class).isEmpty());
        assertTrue(AnswerWriting.writerOf(mapper, ValidateResponseFunction.Response.class).isEmpty());
    }
}
