package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.extract.Accept;
import dev.outputguard.extract.AsWritten;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.limits.Limits;

/**
 * The answer written from the value's source text ({@link AsWritten}) against the answer written from its tree,
 * byte for byte: every reply of the vector tables, the repair table (with its peers' cases), the coerce tables and
 * the fuzz targets' inputs, and generated replies that write values every way JSON allows, each in both modes and
 * for every {@code accept}, through the writers an answer is written by (bytes and characters). In strict mode
 * each reply is also searched without a tree ({@link JsonExtractor#extractAsWritten}): that answer, found or failed,
 * against the one the search that builds the tree gives, and the value read from it against the tree. The answer
 * as the app writes it, by hand ({@link ExtractJsonAnswerWriter}), against Jackson's serializer of the record: every
 * reply and bracketed string of the test resources, the fuzz inputs and generated values, asked every way a request
 * can ask (modes, accepts, the tables' schemas with and without coerce, partial), until every member of the answer
 * has been written both ways.
 */
class AsWrittenDifferentialTest {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();
    /** The mapper an answer is written by, with the nesting the app lets its writers write. */
    private static final ObjectMapper APP = mapper(Limits.DEFAULT.maxWriteNestingDepth());
    /** Jackson's own nesting bound, below the extractor's limit: the tree fails to be written, and so must the span. */
    private static final ObjectMapper JACKSON_BOUND = JsonMapper.builder().findAndAddModules().build();
    /** The app's mapper as it writes extract-json's answer: by hand ({@link ExtractJsonAnswerWriter}). */
    private static final ObjectMapper HAND = mapper(Limits.DEFAULT.maxWriteNestingDepth())
            .registerModule(ExtractJsonAnswerWriter.MODULE);

    private static ObjectMapper mapper(int depth) {
        ObjectMapper mapper = JsonMapper.builder().findAndAddModules().build();
        mapper.getFactory().setStreamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(depth).build());
        return mapper;
    }

    /** Strict answers found without a tree and written without building one, in the test running. */
    private int withoutTree;
    /** Repair-mode answers found without a tree: replies that are one strict value ({@link JsonExtractor#extractUnchanged}). */
    private int unchangedFound;

    @Test
    void tablesAndFuzzInputs_answerFromSpan_isByteIdenticalToAnswerFromTree() throws IOException {
        List<String> replies = new ArrayList<>();
        for (String table : List.of("acceptance/extract-json.json", "acceptance/validate-response.json",
                "acceptance/review-decision.json", "vectors/extract-json.json", "vectors/validate-response.json",
                "repair/cases.json", "coerce/peers-table.json", "coerce/first-replies.json")) {
            try (InputStream in = getClass().getClassLoader().getResourceAsStream(table)) {
                collectReplies(APP.readTree(in), replies);
            }
        }
        // Every other string of the tables that could hold JSON: the acceptance vectors of every function, the
        // stream and review tables, the expected answers.
        try (Stream<Path> files = Files.walk(Path.of("src/test/resources"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json") && !f.startsWith("src/test/resources/events")).toList()) {
                collectStrings(APP.readTree(file.toFile()), replies);
            }
        }
        try (Stream<Path> files = Files.walk(Path.of("src/test/resources/dev/outputguard/fuzz"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                replies.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
            }
        }
        assertTrue(replies.size() > 300, "the tables and inputs were read: " + replies.size());
        int fromSpan = 0;
        for (String reply : replies) {
            fromSpan += compare(reply);
        }
        // The span path is taken for most of them, so the comparison is one of two writers, not of one with itself.
        assertTrue(fromSpan > 200, "answers written from their span: " + fromSpan);
        assertTrue(withoutTree > 200, "strict answers found and written without a tree: " + withoutTree);
        assertTrue(unchangedFound > 50, "repair-mode answers found unchanged without a tree: " + unchangedFound);
    }

    @Test
    void everyReplyEveryRequestShape_handWrittenAnswer_isByteIdenticalToTheRecordSerializers() throws IOException {
        List<String> replies = new ArrayList<>();
        List<ObjectNode> schemas = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/test/resources"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json") && !f.startsWith("src/test/resources/events")).toList()) {
                JsonNode table = APP.readTree(file.toFile());
                collectStrings(table, replies);
                collectSchemas(table, schemas);
            }
        }
        try (Stream<Path> files = Files.walk(Path.of("src/test/resources/dev/outputguard/fuzz"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                replies.add(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
            }
        }
        Random random = new Random(11);
        for (int n = 0; n < 100; n++) {
            StringBuilder value = new StringBuilder();
            value(random, value, 0, random.nextBoolean());
            replies.add(n % 2 == 0 ? "Here:\n```json\n" + value + "\n```" : "[{\"x\": 1}, " + value + "] and {'a': 1,}");
        }
        // Values with more repairs, duplicate keys and coercions than an answer lists (with the lower limit below).
        replies.add("{'a': 1, 'b': 2, 'c': 3,}");
        replies.add("{\"k\": 1, \"k\": 2, \"j\": 1, \"j\": 2, \"n\": \"1\", \"m\": \"2\"}");
        schemas.add((ObjectNode) APP.readTree("{\"type\": \"object\", \"additionalProperties\": {\"type\": \"integer\"}}"));
        assertTrue(replies.size() > 300 && schemas.size() > 20, "the tables were read: " + replies.size() + " replies, "
                + schemas.size() + " schemas");
        // Every other reply with few repairs, coercions and duplicate keys listed, so that the counts of the rest show.
        ExtractJsonFunction[] functions = {function(Limits.DEFAULT), function(Limits.builder().maxReportedRepairs(1).build())};
        Map<String, Integer> members = new TreeMap<>();
        int n = 0;
        for (String reply : replies) {
            ExtractJsonFunction function = functions[n % 2];
            List<ExtractJsonFunction.Request> requests = new ArrayList<>();
            for (Mode mode : Mode.values()) {
                for (Accept accept : Accept.values()) {
                    requests.add(new ExtractJsonFunction.Request(reply, mode, accept, null));
                }
                ObjectNode schema = schemas.get(n++ % schemas.size());
                requests.add(new ExtractJsonFunction.Request(reply, mode, null, schema));
                requests.add(new ExtractJsonFunction.Request(reply, mode, null, schema, true));
            }
            ObjectNode schema = schemas.get(n++ % schemas.size());
            requests.add(new ExtractJsonFunction.Request(reply, null, null, null, null, true));
            requests.add(new ExtractJsonFunction.Request(reply, null, null, schema, null, true));
            requests.add(new ExtractJsonFunction.Request(reply, null, null, schema, true, true));
            for (ExtractJsonFunction.Request request : requests) {
                ExtractJsonFunction.Response answer;
                try {
                    answer = function.extractJson(request);
                } catch (RuntimeException e) {
                    continue; // a request the contract or the work budget refuses: no answer to write
                }
                byte[] byRecord = written(APP, answer, true);
                byte[] byHand = written(HAND, answer, true);
                assertArrayEquals(byRecord, byHand, () -> request + "\n" + new String(byRecord, StandardCharsets.UTF_8));
                assertArrayEquals(written(APP, answer, false), written(HAND, answer, false), request::toString);
                APP.readTree(byRecord).fieldNames().forEachRemaining(name -> members.merge(name, 1, Integer::sum));
            }
        }
        // Every member of the answer was written both ways, so each of the writer's members was compared.
        for (String member : List.of("ok", "json", "source", "start", "end", "repairs", "repairsOmitted", "coercions",
                "coercionsOmitted", "enclosedBy", "duplicateKeys", "duplicateKeysOmitted", "warnings", "error", "violations",
                "violationCount", "states", "doomed")) {
            assertTrue(members.getOrDefault(member, 0) > 0, "answers with " + member + ": " + members);
        }
    }

    @Test
    void appMapper_writesExtractJsonAnswerByHand() throws IOException {
        ObjectMapper mapper = JsonMapper.builder().build();
        new AnswerWriting().customize(mapper);
        assertInstanceOf(ExtractJsonAnswerWriter.class,
                mapper.getSerializerProviderInstance().findValueSerializer(ExtractJsonFunction.Response.class));
        Object byRecord = APP.getSerializerProviderInstance().findValueSerializer(ExtractJsonFunction.Response.class);
        assertFalse(byRecord instanceof ExtractJsonAnswerWriter, "the reference mapper writes the record by Jackson's serializer");
    }

    @Test
    void generatedValues_everySpellingOfJson_answerFromSpanIsByteIdentical() throws IOException {
        Random random = new Random(42);
        int fromSpan = 0;
        for (int n = 0; n < 1000; n++) {
            StringBuilder value = new StringBuilder();
            value(random, value, 0, random.nextBoolean());
            String reply = switch (n % 4) {
                case 0 -> value.toString();
                case 1 -> "Here it is:\n```json\n" + value + "\n```\nDone.";
                case 2 -> "結果は " + value + " です";
                default -> "[{\"x\": 1}, " + value + "]";
            };
            fromSpan += compare(reply);
        }
        assertTrue(fromSpan > 1500, "answers written from their span: " + fromSpan);
        assertTrue(withoutTree > 600, "strict answers found and written without a tree: " + withoutTree);
        assertTrue(unchangedFound > 100, "repair-mode answers found unchanged without a tree: " + unchangedFound);
    }

    @Test
    void generatedProse_manyCandidates_largeObjects_keysWrittenTwice_answerWithoutTreeIsByteIdentical() throws IOException {
        // Objects past the few members compared pairwise (their keys are hashed), keys written twice in the
        // answer, in a value a later member replaces, in a candidate that fails and in one the search passes
        // over, arrays prose writes too, candidates cut off and failing: found or failed, the same answer.
        Random random = new Random(7);
        String[] pieces = {"Note {curly} here. ", "[1, 2] ", "[] ", "{\"x\": 1 oops} ", "{\"k\": 1, \"k\": 2} ",
            "{\"a\": {\"k\": 1, \"k\": 2}, \"a\": 0} ", "{\"o\": {\"p\": [1, {\"q\": 2, \"q\": 3}]} x} ",
            "[\"w\", {\"e\": 1}] ", "```json\n{\"f\": 1}\n```\n", "```json\n{\"g\": \n```\n", "{\"u\": \"\\u00e9\"} ",
            "{\"n\": 1e3} ", "{\"s\": \"a\\\"b\"} ", "{\"cut\": [1, ", "<think>{\"d\": 1}</think>", "{\"z\": -0.0} ",
            // Escapes of one character in every place of a string, and escapes and characters a string fails at.
            "{\"e\": \"\\\\\\/\\b\\f\\n\\r\\t\\\"\"} ", "{\"e\": [\"\\n\", \"x\\\\\"]} ", "{\"e\": \"a\\qb\"} ",
            "{\"e\": \"a\\\n\"} ", "{\"e\": \"a\\tb\nc\"} ", "{\"e\": \"a\\u00zz\"} ", "{\"e\": \"a\\\\\\u0041\"} ",
            "{\"e\": \"cut\\", "{\"e\": \"a\\'b\"} "};
        for (int n = 0; n < 400; n++) {
            StringBuilder reply = new StringBuilder();
            int parts = 1 + random.nextInt(4);
            for (int p = 0; p < parts; p++) {
                if (random.nextInt(3) == 0) {
                    reply.append(largeObject(random, true)).append(' ');
                } else {
                    reply.append(pieces[random.nextInt(pieces.length)]);
                }
            }
            compare(reply.toString());
        }
        assertTrue(withoutTree > 200, "strict answers found and written without a tree: " + withoutTree);
    }

    @Test
    void arraysOfEveryElementKind_searchWithoutTree_readsNumbersOnlyAsTheTreeDoes() throws IOException {
        // The search without a tree keeps no element of an array, only whether every one is a number: that decides
        // whether an array prose writes too ([1, 2]) is passed over. Every pair of element kinds, at every place of an
        // array, nested or not, beside arrays and objects the search goes on to, complete, cut off and failing.
        String[] elements = {"1", "-0", "2.5", "-1e3", "\"s\"", "true", "null", "[1]", "[]", "{\"a\": 1}", "[\"x\"]", "{}"};
        String[] shapes = {"[%1$s, %2$s]", "[%1$s, [%2$s]] and [\"w\"]", "Note [%1$s] then [%2$s, 3] done",
            "{\"k\": [%1$s, %2$s]} [%2$s]", "[%1$s, %2$s, 7] {\"o\": [%1$s]}", "[[%1$s, 2], %2$s", "[%1$s %2$s] [%2$s]"};
        int before = withoutTree;
        for (String first : elements) {
            for (String second : elements) {
                for (String shape : shapes) {
                    String reply = String.format(shape, first, second);
                    for (Accept accept : Accept.values()) {
                        compareWithoutTree(reply, accept);
                    }
                }
            }
        }
        assertTrue(withoutTree - before > 1000, "answers found without a tree: " + (withoutTree - before));
        // A long array failing at its end inside nested objects (the hostile shape, small), and the same closed.
        String open = "{\"a\":".repeat(50) + "[" + "1,".repeat(20_000);
        for (String reply : List.of(open + "x", open + "2]" + "}".repeat(50), open + "\"s\"]" + "}".repeat(50))) {
            for (Accept accept : Accept.values()) {
                compareWithoutTree(reply, accept);
            }
        }
    }

    /** An object of 9 to 40 members, one key written twice in about one of three; {@code outer}: some members as large. */
    private static String largeObject(Random random, boolean outer) {
        int size = 9 + random.nextInt(32);
        int twice = random.nextInt(3) == 0 ? random.nextInt(size) : -1;
        StringBuilder out = new StringBuilder("{");
        for (int m = 0; m < size; m++) {
            out.append(m == 0 ? "" : ", ").append("\"k").append(m == twice && m > 0 ? random.nextInt(m) : m).append("\": ");
            out.append(outer && random.nextInt(5) == 0 ? largeObject(random, false).replace("\"k", "\"m")
                    : Integer.toString(m));
        }
        return out.append('}').toString();
    }

    @Test
    void spansOfEverySize_shortAndPastTheThreadsBuffer_areByteIdentical() throws IOException {
        // A span is compacted in the thread's buffer up to its size, and written piece by piece past it.
        int fromSpan = 0;
        for (int members : new int[] {1, 10, 100, 1000, 5000}) {
            StringBuilder value = new StringBuilder("{ ");
            for (int m = 0; m < members; m++) {
                value.append(m == 0 ? "" : " ,\n  ").append("\"k").append(m).append("\" : [ ").append(m)
                        .append(" , -0.5 , \"s \\\" é\\n\" , true , { \"a\" :\tnull } , [ ] ]");
            }
            String reply = "Here:\n```json\n" + value.append(" }") + "\n```";
            fromSpan += compare(reply);
        }
        // Each size in both modes (nothing is repaired) for every accept: the object, or its first member's array.
        assertEquals(5 * Mode.values().length * Accept.values().length, fromSpan, "answers written from their span");
        assertEquals(5 * Accept.values().length, withoutTree, "strict answers found and written without a tree");
    }

    @Test
    void valueAtTheWritersNestingBounds_spanFailsWhereTheTreeFails() throws IOException {
        for (int depth : new int[] {997, 998, 999, 1000}) {
            compare("[".repeat(depth) + "]".repeat(depth));
            compare("{\"a\":".repeat(depth - 1) + "{}" + "}".repeat(depth - 1));
        }
    }

    @Test
    void spanWithBlanksEscapesAndExactNumbers_isWrittenFromSpan_asTheTreeWritesIt() throws IOException {
        String reply = "```json\n{ \"a\" : [ 1 , -0 , -0.0 , 1.50, 0.000001 ] ,\n\t\"s\": \"q\\\"\\\\\\n\\t é 経済\", \"n\":null,"
                + " \"t\" : true, \"e\": {}, \"l\": [ ] , \"big\": 123456789012345678901234567890 }\n```";
        Extraction.Found found = (Extraction.Found) EXTRACTOR.extract(reply, Mode.STRICT);
        JsonNode span = AsWritten.of(found, reply);
        assertTrue(AsWritten.isSpan(span));
        assertEquals(found.json(), span);
        assertEquals("{\"a\":[1,-0,-0.0,1.50,0.000001],\"s\":\"q\\\"\\\\\\n\\t é 経済\",\"n\":null,\"t\":true,\"e\":{},\"l\":[],"
                + "\"big\":123456789012345678901234567890}", APP.writeValueAsString(span));
        assertEquals(APP.writeValueAsString(found.json()), APP.writeValueAsString(span));
    }

    @Test
    void spanOfCharactersBeyondAscii_takingUpToThreeBytesEach_isWrittenAsTheTreeWritesIt() throws IOException {
        // Past the lent buffer's length the span's bytes start in an array as long as its characters, which then grows.
        for (int n : new int[] {1, 7, 100, 20_000, 40_000}) {
            String reply = "{\"経済\": \"" + "経".repeat(n) + "\", \"é\": [\"" + "é".repeat(n) + "\", 1], \"a\": \"x\"}";
            Extraction.Found found = (Extraction.Found) EXTRACTOR.extract(reply, Mode.STRICT);
            JsonNode span = AsWritten.of(found, reply);
            assertTrue(AsWritten.isSpan(span), "a span of " + n);
            assertArrayEquals(APP.writeValueAsBytes(found.json()), APP.writeValueAsBytes(span), "a span of " + n);
            assertEquals(APP.writeValueAsString(found.json()), APP.writeValueAsString(span), "a span of " + n);
        }
    }

    @Test
    void spanASpanWriterWouldWriteOtherwise_isWrittenFromTree() {
        for (String reply : List.of("{\"a\": 1e3}", "{\"a\": 0.0000001}", "{\"a\": 0.0000000}", "{\"a\": \"\\u00e9\"}",
                "{\"a\": \"\\/\"}", "{\"a\": \"😀\"}", "{\"a\": 1, \"a\": 2}")) {
            Extraction.Found found = (Extraction.Found) EXTRACTOR.extract(reply, Mode.STRICT);
            assertFalse(AsWritten.isSpan(AsWritten.of(found, reply)), reply);
        }
        String repaired = "{'a': 1}";
        Extraction.Found found = (Extraction.Found) EXTRACTOR.extract(repaired, Mode.REPAIR);
        assertFalse(AsWritten.isSpan(AsWritten.of(found, repaired)), "a repaired value is written from its tree");
    }

    @Test
    void extractJson_withoutSchema_answersFromSpan() throws IOException {
        ExtractJsonFunction function = new ExtractJsonFunction();
        function.extractor = EXTRACTOR;
        function.limits = Limits.DEFAULT;
        function.schemas = new dev.outputguard.schema.JsonSchemas(Limits.DEFAULT);
        function.aligner = new dev.outputguard.align.SchemaAligner(Limits.DEFAULT);
        ExtractJsonFunction.Response answer = function.extractJson(new ExtractJsonFunction.Request("ok: {\"a\": [1, 2]}", null, null, null));
        assertTrue(AsWritten.isSpan(answer.json()));
        assertEquals("{\"ok\":true,\"json\":{\"a\":[1,2]},\"source\":\"TEXT\",\"start\":4,\"end\":17}", APP.writeValueAsString(answer));
        assertFalse(AsWritten.treeBuilt(answer.json()), "strict mode without a schema builds no tree to answer");
        ExtractJsonFunction.Response repeated = function.extractJson(new ExtractJsonFunction.Request("{\"a\": 1, \"a\": 2}", null, null, null));
        assertEquals(List.of("a"), repeated.duplicateKeys().stream().map(d -> d.key()).toList(), "a key written twice is listed");
        ExtractJsonFunction.Response repaired = function.extractJson(new ExtractJsonFunction.Request("{'a': 1}", Mode.REPAIR, null, null));
        assertTrue(AsWritten.treeBuilt(repaired.json()), "repair mode reads the tree");
        ExtractJsonFunction.Response unchanged = function.extractJson(new ExtractJsonFunction.Request(" {\"a\": [1, 2]}\n", Mode.REPAIR, null, null));
        assertEquals("{\"ok\":true,\"json\":{\"a\":[1,2]},\"source\":\"TEXT\",\"start\":1,\"end\":14,\"repairs\":[]}",
                HAND.writeValueAsString(unchanged));
        assertFalse(AsWritten.treeBuilt(unchanged.json()), "repair mode finds a reply that is one strict value without a tree");
    }

    /** Each way of extracting {@code reply}, written both ways; how many answers were written from their span. */
    private int compare(String reply) throws IOException {
        int fromSpan = 0;
        for (Mode mode : Mode.values()) {
            for (Accept accept : Accept.values()) {
                if (mode == Mode.STRICT) {
                    compareWithoutTree(reply, accept);
                }
                Extraction.Found unchanged = mode == Mode.REPAIR ? EXTRACTOR.extractUnchanged(reply, accept) : null;
                if (!(EXTRACTOR.extract(reply, mode, accept) instanceof Extraction.Found found)) {
                    assertEquals(null, unchanged, "repair mode finds nothing, and nothing was found unchanged: " + reply);
                    continue;
                }
                if (unchanged != null) {
                    // Repair mode's answer for a reply that is one strict value, found without a tree.
                    String where = "unchanged " + accept + " " + reply;
                    assertTrue(found.repairs().isEmpty() && found.repairsOmitted() == 0, where);
                    byte[] repaired = written(APP, answer(found, mode, AsWritten.of(found, reply)), true);
                    assertArrayEquals(repaired, written(APP, answer(unchanged, mode, unchanged.json()), true), where);
                    assertArrayEquals(repaired, written(HAND, answer(unchanged, mode, unchanged.json()), true), where);
                    assertEquals(found.json(), unchanged.json(), where);
                    unchangedFound++;
                }
                JsonNode span = AsWritten.of(found, reply);
                fromSpan += AsWritten.isSpan(span) ? 1 : 0;
                String where = mode + " " + accept + " " + reply;
                assertEquals(found.json(), span, where);
                for (ObjectMapper mapper : List.of(APP, JACKSON_BOUND)) {
                    byte[] fromTree = written(mapper, answer(found, mode, found.json()), true);
                    assertArrayEquals(fromTree, written(mapper, answer(found, mode, span), true), where);
                    if (mapper == APP) {
                        assertArrayEquals(fromTree, written(HAND, answer(found, mode, span), true), where);
                    }
                    assertArrayEquals(written(mapper, answer(found, mode, found.json()), false),
                            written(mapper, answer(found, mode, span), false), where);
                }
                assertEquals(APP.writerWithDefaultPrettyPrinter().writeValueAsString(found.json()),
                        APP.writerWithDefaultPrettyPrinter().writeValueAsString(span), where);
            }
        }
        return fromSpan;
    }

    /**
     * The strict search without a tree against the one that builds it: the same failure, or the same answer written
     * by every writer (the tree's value written from its tree), and the same value read. Counted in
     * {@link #withoutTree} when the app's writer wrote it without building its tree.
     */
    private void compareWithoutTree(String reply, Accept accept) throws IOException {
        String where = "without a tree, " + accept + " " + reply;
        Extraction withTree = EXTRACTOR.extract(reply, Mode.STRICT, accept);
        if (!(withTree instanceof Extraction.Found found)) {
            Extraction.Failed failed = (Extraction.Failed) withTree;
            Extraction.Failed without = assertInstanceOf(Extraction.Failed.class, EXTRACTOR.extractAsWritten(reply, accept), where);
            assertEquals(APP.writeValueAsString(failed.error()), APP.writeValueAsString(without.error()), where);
            return;
        }
        byte[] fromTree = written(APP, answer(found, Mode.STRICT, found.json()), true);
        Extraction.Found unbuilt = assertInstanceOf(Extraction.Found.class, EXTRACTOR.extractAsWritten(reply, accept), where);
        assertArrayEquals(fromTree, written(APP, answer(unbuilt, Mode.STRICT, unbuilt.json()), true), where);
        withoutTree += AsWritten.treeBuilt(unbuilt.json()) ? 0 : 1;
        // A value writes its span first with every writer, whether or not a writer before built its tree.
        for (ObjectMapper mapper : List.of(APP, JACKSON_BOUND)) {
            for (boolean utf8 : new boolean[] {false, true}) {
                assertArrayEquals(written(mapper, answer(found, Mode.STRICT, found.json()), utf8),
                        written(mapper, answer(unbuilt, Mode.STRICT, unbuilt.json()), utf8), where);
            }
        }
        assertEquals(APP.writerWithDefaultPrettyPrinter().writeValueAsString(found.json()),
                APP.writerWithDefaultPrettyPrinter().writeValueAsString(unbuilt.json()), where);
        Extraction.Found read = (Extraction.Found) EXTRACTOR.extractAsWritten(reply, accept);
        assertEquals(found.json(), read.json(), where);
        assertEquals(read.json(), found.json(), where);
        assertEquals(found.json().toString(), read.json().toString(), where);
    }

    private static ExtractJsonFunction.Response answer(Extraction.Found f, Mode mode, JsonNode json) {
        return new ExtractJsonFunction.Response(true, json, f.source(), f.start(), f.end(),
                mode == Mode.REPAIR ? List.copyOf(f.repairs()) : null, f.repairsOmitted(), null, null, f.enclosedBy(),
                f.duplicateKeys().isEmpty() ? null : f.duplicateKeys(), f.duplicateKeysOmitted(), null, null, null, null);
    }

    /** The answer as bytes ({@code utf8}) or as characters, or the failure's class when the writer refuses it. */
    private static byte[] written(ObjectMapper mapper, Object answer, boolean utf8) {
        try {
            return utf8 ? mapper.writeValueAsBytes(answer) : mapper.writeValueAsString(answer).getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            return ("failed: " + e.getClass().getName()).getBytes(StandardCharsets.UTF_8);
        }
    }

    private static ExtractJsonFunction function(Limits limits) {
        ExtractJsonFunction function = new ExtractJsonFunction();
        function.extractor = new JsonExtractor(limits);
        function.limits = limits;
        function.schemas = new dev.outputguard.schema.JsonSchemas(limits);
        function.aligner = new dev.outputguard.align.SchemaAligner(limits);
        return function;
    }

    /** Every object of {@code node} that is the value of a member named {@code schema}. */
    private static void collectSchemas(JsonNode node, List<ObjectNode> schemas) {
        if (node.isObject()) {
            for (var member : node.properties()) {
                if (member.getKey().equals("schema") && member.getValue() instanceof ObjectNode schema) {
                    schemas.add(schema);
                } else {
                    collectSchemas(member.getValue(), schemas);
                }
            }
        } else if (node.isArray()) {
            for (JsonNode element : node) {
                collectSchemas(element, schemas);
            }
        }
    }

    /** Every string of {@code node} that holds a bracket. */
    private static void collectStrings(JsonNode node, List<String> replies) {
        if (node.isTextual() && (node.asText().indexOf('{') >= 0 || node.asText().indexOf('[') >= 0)) {
            replies.add(node.asText());
        }
        for (JsonNode child : node) {
            collectStrings(child, replies);
        }
    }

    private static void collectReplies(JsonNode node, List<String> replies) {
        if (node.isObject()) {
            for (var member : node.properties()) {
                if ((member.getKey().equals("text") || member.getKey().equals("reply")) && member.getValue().isTextual()) {
                    replies.add(member.getValue().asText());
                } else {
                    collectReplies(member.getValue(), replies);
                }
            }
        } else if (node.isArray()) {
            for (JsonNode element : node) {
                collectReplies(element, replies);
            }
        }
    }

    // A value written any way JSON allows: blanks anywhere between tokens, every escape, numbers of every form.

    private static final String[] NUMBERS = {"0", "-0", "7", "-12", "2147483648", "-9223372036854775809",
        "123456789012345678901234567890", "1.5", "1.50", "-0.0", "0.000001", "0.0000001", "0.0000000", "0.000000",
        "10.25", "-3.000", "1e3", "1E-3", "-0e3", "2.5e+10", "0.1000000000000000055511151231257827"};
    private static final String[] STRING_PARTS = {"a", "経済", "é", " ", "\\\"", "\\\\", "\\/", "\\n", "\\t", "\\r", "\\b",
        "\\f", "\\u00e9", "\\u0001", "\\u001F", "\\uD83D\\uDE00", "😀", "", "{", "}", "[", "]", ",", ":", "```", "\u007f",
        "\u2028"};
    private static final String[] BLANKS = {"", "", "", " ", "\n", "\t", "\r\n  "};

    private static void value(Random random, StringBuilder out, int depth, boolean object) {
        out.append(object ? '{' : '[');
        int size = random.nextInt(depth > 3 ? 2 : 5);
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            blank(random, out);
            if (i > 0) {
                out.append(',');
                blank(random, out);
            }
            if (object) {
                String key = random.nextInt(8) == 0 && !keys.isEmpty() ? keys.getFirst() : string(random);
                keys.add(key);
                out.append(key);
                blank(random, out);
                out.append(':');
                blank(random, out);
            }
            switch (random.nextInt(depth > 3 ? 4 : 6)) {
                case 0 -> out.append(NUMBERS[random.nextInt(NUMBERS.length)]);
                case 1 -> out.append(string(random));
                case 2 -> out.append(new String[] {"true", "false", "null"}[random.nextInt(3)]);
                case 3 -> out.append(NUMBERS[random.nextInt(NUMBERS.length)]);
                default -> value(random, out, depth + 1, random.nextBoolean());
            }
        }
        blank(random, out);
        out.append(object ? '}' : ']');
    }

    private static String string(Random random) {
        StringBuilder s = new StringBuilder("\"");
        int parts = random.nextInt(4);
        for (int i = 0; i < parts; i++) {
            // Mostly characters written as they stand, so that most values take the span path.
            s.append(random.nextInt(6) == 0 ? STRING_PARTS[random.nextInt(STRING_PARTS.length)]
                    : STRING_PARTS[random.nextInt(4)]);
        }
        return s.append('"').toString();
    }

    private static void blank(Random random, StringBuilder out) {
        out.append(BLANKS[random.nextInt(BLANKS.length)]);
    }
}
