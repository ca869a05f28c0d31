package dev.outputguard.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;

import dev.outputguard.extract.Mode;
import dev.outputguard.function.ExtractJsonFunction;
import dev.outputguard.function.ExtractTerminalResponseFunction;
import dev.outputguard.function.TranslateFunction;
import dev.outputguard.limits.Limits;
import dev.outputguard.terminal.ToolRegistry;

/** The request contract without Quarkus: what it binds, and which mistake it names when a body has several. */
class RequestContractTest {

    private final RequestContract contract = new RequestContract(Limits.builder().maxInputChars(20).build());

    private <T> T read(String body, Class<T> type) {
        return contract.read(body.getBytes(StandardCharsets.UTF_8), type);
    }

    private void assertRejected(String body, Class<?> type, String field, String message) {
        InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> read(body, type));
        assertEquals(message, e.getMessage());
        assertEquals(field, e.field());
    }

    @Test
    void read_bindsEveryComponentKind() {
        ExtractJsonFunction.Request r = read("{\"mode\": \"repair\", \"text\": \"a\"}", ExtractJsonFunction.Request.class);
        assertEquals(new ExtractJsonFunction.Request("a", Mode.REPAIR, null, null), r);

        TranslateFunction.Request t = read("{\"text\": \"t\", \"sourceLang\": \"en\", \"targetLang\": \"ja\", \"maxRetries\": 3,"
                + " \"context\": {\"glossary\": [{\"source\": \"s\", \"target\": \"z\"}]}}", TranslateFunction.Request.class);
        assertEquals(3, t.maxRetries());
        assertEquals("z", t.context().glossary().get(0).target());

        ExtractTerminalResponseFunction.Request term = read("{\"lines\": [\"a\", \"b\"], \"lastCapturedLine\": 0,"
                + " \"bufferReset\": true, \"cliTool\": \"codex\"}", ExtractTerminalResponseFunction.Request.class);
        assertEquals(List.of("a", "b"), term.lines());
        assertEquals(true, term.bufferReset());
    }

    @Test
    void fieldThatNeedsAnother_sentWithoutIt_isNamed() {
        assertRejected("{\"text\": \"a\", \"coerce\": true}", ExtractJsonFunction.Request.class, "coerce",
                "field 'coerce' needs field 'schema' as well: send 'schema', or leave 'coerce' out");
        assertRejected("{\"text\": \"a\", \"coerce\": false, \"schema\": null}", ExtractJsonFunction.Request.class,
                "coerce", "field 'coerce' needs field 'schema' as well: send 'schema', or leave 'coerce' out");
        assertEquals(new ExtractJsonFunction.Request("a", null, null, null, null),
                read("{\"text\": \"a\", \"coerce\": null}", ExtractJsonFunction.Request.class));
        assertEquals(true, read("{\"text\": \"a\", \"coerce\": true, \"schema\": {}}",
                ExtractJsonFunction.Request.class).coerce());
    }

    @Test
    void flagSentTrueWithAValueItExcludes_isNamed() {
        assertRejected("{\"text\": \"a\", \"mode\": \"repair\", \"partial\": true}", ExtractJsonFunction.Request.class,
                "partial", "field 'partial' cannot be sent true with field 'mode' \"repair\": a partial value is read as"
                        + " strict JSON, for what repair mode makes of a text depends on what follows it; send 'mode'"
                        + " \"strict\" or leave it out, and send the finished reply in repair mode without 'partial'");
        assertEquals(false, read("{\"text\": \"a\", \"mode\": \"repair\", \"partial\": false}",
                ExtractJsonFunction.Request.class).partial());
        assertEquals(true, read("{\"text\": \"a\", \"mode\": \"strict\", \"partial\": true}",
                ExtractJsonFunction.Request.class).partial());
    }

    record ExcludesNothing(@Excludes(field = "absent", value = "x", why = "no") Boolean a) {
    }

    record ExcludesFromAString(String b, @Excludes(field = "b", value = "x", why = "no") String a) {
    }

    @Test
    void excludesNamingNoField_orOnAFieldNotBoolean_failsWhenTheTypeIsBound() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> contract.requireBindable(ExcludesNothing.class));
        assertTrue(e.getMessage().contains("the record has no such field"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> contract.requireBindable(ExcludesFromAString.class));
        assertTrue(e.getMessage().contains("only a Boolean field"), e.getMessage());
    }

    record Unannotated(String a, String b) {
    }

    /** A maker that makes no record (the contract then makes it by reflection) and gives the rules {@code rules} says. */
    private static RecordMaker givingRules(java.util.function.Function<Class<?>, Rules> rules) {
        return new RecordMaker() {
            @Override
            public Object make(Class<?> type, Object[] components) {
                return null;
            }

            @Override
            public Rules rules(Class<?> type) {
                return rules.apply(type);
            }
        };
    }

    @Test
    void rulesAMakerGives_areTheOnesHeld_andTheRecordsAnnotationsAreNotRead() {
        RecordMaker maker = givingRules(type -> type == Unannotated.class ? Rules.NONE.required("a") : Rules.NONE);
        RequestContract given = new RequestContract(Limits.builder().maxInputChars(20).build(), new JsonFactory(),
                ObjectCheck.NONE, maker);
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> given.read("{\"b\": \"x\"}".getBytes(StandardCharsets.UTF_8), Unannotated.class));
        assertEquals("field 'a' is required: send a string", e.getMessage());
        // ExtractJsonFunction.Request's @Required on text is not read: the maker gives it no rule.
        assertEquals(new ExtractJsonFunction.Request(null, null, null, null),
                given.read("{}".getBytes(StandardCharsets.UTF_8), ExtractJsonFunction.Request.class));
    }

    record RuleOnNoField(String a) {
    }

    @Test
    void aRuleAMakerGivesForNoField_failsWhenTheTypeIsBound() {
        RecordMaker maker = givingRules(type -> Rules.NONE.required("absent"));
        RequestContract given = new RequestContract(Limits.builder().maxInputChars(20).build(), new JsonFactory(),
                ObjectCheck.NONE, maker);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> given.requireBindable(RuleOnNoField.class));
        assertTrue(e.getMessage().contains("names field 'absent': the record has no such field"), e.getMessage());
    }

    record NeedsNothing(@Needs("absent") String a) {
    }

    @Test
    void needsNamingNoField_failsWhenTheTypeIsBound() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> contract.requireBindable(NeedsNothing.class));
        assertTrue(e.getMessage().contains("@Needs(\"absent\")"), e.getMessage());
    }

    @Test
    void unknownField_isNamedBeforeAWrongTypeThatComesFirst() {
        assertRejected("{\"text\": 5, \"mdoe\": \"repair\"}", ExtractJsonFunction.Request.class, "mdoe",
                "unknown field 'mdoe'; expected one of: text, mode, accept, schema, coerce, partial");
    }

    @Test
    void componentsAreJudgedInTheRecordsOrder_notTheBodys() {
        assertRejected("{\"mode\": \"fast\", \"text\": 5}", ExtractJsonFunction.Request.class, "text",
                "field 'text' must be a string, got the number 5");
    }

    @Test
    void unreadableBody_winsOverEveryFieldMistake() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> read("{\"text\": 5, \"mdoe\": 1,", ExtractJsonFunction.Request.class));
        assertTrue(e.getMessage().startsWith("request body is not valid JSON: "), e.getMessage());
        e = assertThrows(InvalidRequestException.class, () -> read("[1, 2", ExtractJsonFunction.Request.class));
        assertTrue(e.getMessage().startsWith("request body is not valid JSON: "), e.getMessage());
    }

    @Test
    void somethingAfterTheObject_isNotValidJson() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> read("{\"text\": \"a\"} {}", ExtractJsonFunction.Request.class));
        assertEquals("request body is not valid JSON: a second object follows the request object; send one JSON"
                + " object (line 1, column 15)", e.getMessage());
    }

    @Test
    void duplicateKey_isNotValidJson() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> read("{\"text\": \"a\", \"text\": \"b\"}", ExtractJsonFunction.Request.class));
        assertTrue(e.getMessage().contains("Duplicate field 'text'"), e.getMessage());
    }

    @Test
    void nestedMistake_namesItsPath() {
        assertRejected("{\"text\": \"t\", \"sourceLang\": \"en\", \"targetLang\": \"ja\","
                + " \"context\": {\"glossary\": [{\"source\": \"s\", \"target\": \"z\"}, {\"source\": \"s\"}]}}",
                TranslateFunction.Request.class, "context.glossary[1].target", "field 'context.glossary[1].target' is required: send a string");
        assertRejected("{\"text\": \"t\", \"sourceLang\": \"en\", \"targetLang\": \"ja\", \"context\": {\"glosary\": []}}",
                TranslateFunction.Request.class, "context.glosary",
                "unknown field 'context.glosary'; expected in 'context' one of: glossary, instructions");
    }

    @Test
    void limits_countAListOfStringsTogether() {
        assertRejected("{\"text\": \"" + "x".repeat(21) + "\"}", ExtractJsonFunction.Request.class, "text",
                "field 'text' has 21 characters; the limit is 20 (setting outputguard.max-input-chars)");
        assertRejected("{\"lines\": [\"0123456789\", \"0123456789x\"], \"lastCapturedLine\": 0, \"cliTool\": \"claude\"}",
                ExtractTerminalResponseFunction.Request.class, "lines",
                "field 'lines' has 21 characters; the limit is 20 (setting outputguard.max-input-chars)");
    }

    @Test
    void oneOf_rangeAndNull_keepTheirMessages() {
        assertRejected("{\"lastCapturedLine\": 0, \"cliTool\": \"claude\"}", ExtractTerminalResponseFunction.Request.class,
                "lines", "send exactly one of 'lines' or 'buffer', got neither");
        assertRejected("{\"text\": \"t\", \"sourceLang\": \"en\", \"targetLang\": \"ja\", \"maxRetries\": 9}",
                TranslateFunction.Request.class, "maxRetries", "field 'maxRetries' (retries after the first LLM call) must be between 0 and 5, got 9");
        assertRejected("{\"text\": null}", ExtractJsonFunction.Request.class, "text",
                "field 'text' is required: send a string, not null");
        assertRejected("{\"lines\": [\"a\", null], \"lastCapturedLine\": 0, \"cliTool\": \"claude\"}",
                ExtractTerminalResponseFunction.Request.class, "lines[1]", "field 'lines[1]' must be a string, got null");
        assertRejected("{\"text\": \"a\", \"mode\": 1}", ExtractJsonFunction.Request.class, "mode",
                "field 'mode' must be one of \"strict\", \"repair\", got the number 1");
    }

    @Test
    void namesField_acceptsOnlyItsSuppliersNames_withTheMessageOfAWrongEnumValue() {
        String body = "{\"buffer\": \"x\", \"lastCapturedLine\": 0, \"cliTool\": \"%s\"}";
        for (String tool : ToolRegistry.DEFAULT.names()) {
            assertEquals(tool, read(body.formatted(tool), ExtractTerminalResponseFunction.Request.class).cliTool());
        }
        assertRejected(body.formatted("cursor"), ExtractTerminalResponseFunction.Request.class, "cliTool",
                "field 'cliTool' must be one of \"claude\", \"codex\", \"gemini\", got \"cursor\"");
        assertRejected(body.formatted("Claude"), ExtractTerminalResponseFunction.Request.class, "cliTool",
                "field 'cliTool' must be one of \"claude\", \"codex\", \"gemini\", got \"Claude\"");
    }

    @Test
    void parserReasons_sayWhatIsWrong_withoutTheParsersOwnNames() {
        assertRejected("{", ExtractJsonFunction.Request.class, "", "request body is not valid JSON: Unexpected end-of-input:"
                + " expected close marker for Object (start marker at line 1, column 1) (line 1, column 2)");
        assertRejected("{\"text\": NaN}", ExtractJsonFunction.Request.class, "",
                "request body is not valid JSON: Non-standard token 'NaN' (JSON does not allow it) (line 1, column 13)");
        assertRejected("{/*x*/}", ExtractJsonFunction.Request.class, "", "request body is not valid JSON: Unexpected"
                + " character ('/' (code 47)): maybe a (non-standard) comment? (JSON has no comments) (line 1, column 2)");
        assertRejected("{\"text\": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}",
                ExtractJsonFunction.Request.class, "", "request body nests deeper than 64 levels, the most a request may");
        for (String body : List.of("{]", "{\"text\": +1}", "{\"text\": -Infinity}", "{\"text\": 01}", "{'text': 1}",
                "{\"lastCapturedLine\": 99999999999, \"buffer\": \"x\", \"cliTool\": \"claude\"}", "{\"text\": \"\\q\"}")) {
            InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> contract.read(
                    body.getBytes(StandardCharsets.UTF_8), ExtractTerminalResponseFunction.Request.class));
            for (String name : List.of("`", "Feature", "StreamRead", "JsonRead", "Source:", "REDACTED", "2147483647")) {
                assertTrue(!e.getMessage().contains(name), body + " → " + e.getMessage());
            }
        }
    }

    @Test
    void body_mustBeOneUtf8JsonObject() {
        assertRejected("  ", ExtractJsonFunction.Request.class, "",
                "request body is empty: send a JSON object, e.g. {\"text\": \"...\"}");
        assertRejected("[\"text\"]", ExtractJsonFunction.Request.class, "", "request body must be a JSON object, got an array");
        assertRejected("null", ExtractJsonFunction.Request.class, "", "request body must be a JSON object, got null");
        byte[] overlong = { '{', '"', 't', 'e', 'x', 't', '"', ':', '"', (byte) 0xC0, (byte) 0xAF, '"', '}' };
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> contract.read(overlong, ExtractJsonFunction.Request.class));
        assertEquals("request body is not valid UTF-8: bad byte 0xC0 at byte offset 9", e.getMessage());
    }

    /** A parser as a framework's reader hands it over: opened on a factory set up like the contract's, first token read. */
    private <T> T readFromFrameworkParser(String body, Class<T> type) throws Exception {
        JsonFactory factory = new JsonFactory();
        RequestContract.readStrictly(factory);
        try (JsonParser p = factory.createParser(body.getBytes(StandardCharsets.UTF_8))) {
            p.nextToken();
            return contract.read(p, type);
        }
    }

    @Test
    void frameworksParser_isHeldToTheSameRules_asTheContractsOwnRead() throws Exception {
        for (String body : List.of("{\"text\": \"a\"} {}", "{\"text\": \"a\"} x", "{\"text\": \"a\", \"text\": \"b\"}",
                "{\"text\": \"a\", \"x\": {\"y\": 1, \"y\": 2}}", "{\"text\": " + "[".repeat(70) + "]".repeat(70) + "}",
                "{\"text\": 5, \"mdoe\": 1}", "{\"text\": \"a\"}")) {
            String own = message(() -> read(body, ExtractJsonFunction.Request.class));
            String framework = message(() -> readFromFrameworkParser(body, ExtractJsonFunction.Request.class));
            assertEquals(own, framework, body);
        }
        assertEquals(new ExtractJsonFunction.Request("a", null, null, null),
                readFromFrameworkParser("{\"text\": \"a\"}  ", ExtractJsonFunction.Request.class));
    }

    /** The message of the InvalidRequestException {@code reading} throws, or "read" when it binds. */
    private static String message(java.util.concurrent.Callable<?> reading) {
        try {
            reading.call();
            return "read";
        } catch (InvalidRequestException e) {
            return e.getMessage();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void checkBeforeParsing_namesWhatNoDeserializerCouldSee_andLetsAnObjectThrough() {
        byte[] object = "\uFEFF \n{\"text\": 5}".getBytes(StandardCharsets.UTF_8);
        contract.checkBeforeParsing(object, 0, object.length, ExtractJsonFunction.Request.class); // its mistake is the parser's to find
        for (String body : List.of("", " \t", "text=hello", "tru", "[{}]", "null", "\"text\"", "}", "\uFEFF[]")) {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            assertEquals(message(() -> read(body, ExtractJsonFunction.Request.class)),
                    message(() -> {
                        contract.checkBeforeParsing(bytes, 0, bytes.length, ExtractJsonFunction.Request.class);
                        return null;
                    }), body);
        }
        byte[] overlong = { 'x', '{', '"', 't', '"', ':', '"', (byte) 0xC0, (byte) 0xAF, '"', '}' };
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> contract.checkBeforeParsing(overlong, 1, overlong.length - 1, ExtractJsonFunction.Request.class));
        assertEquals("request body is not valid UTF-8: bad byte 0xC0 at byte offset 6", e.getMessage());
    }

    @Test
    void utf8_acceptsEveryWellFormedSequence_andNamesTheFirstBadByte() {
        assertEquals(-1, Utf8.firstMalformed("aé€😀".getBytes(StandardCharsets.UTF_8)));
        assertEquals(1, Utf8.firstMalformed(new byte[] { 'a', (byte) 0xED, (byte) 0xA0, (byte) 0x80 })); // a surrogate
        assertEquals(0, Utf8.firstMalformed(new byte[] { (byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80 })); // > U+10FFFF
        assertEquals(2, Utf8.firstMalformed(new byte[] { 'a', 'b', (byte) 0xE2, (byte) 0x82 })); // cut short
        assertEquals(0, Utf8.firstMalformed(new byte[] { (byte) 0x80 }));
    }

    @Test
    void read_objectNodeField_isTheWholeObject_decimalsExact() {
        ExtractJsonFunction.Request r = read("{\"text\": \"a\", \"schema\": {\"multipleOf\": 0.01,"
                + " \"properties\": {\"a\": {\"enum\": [1, null, [true]]}}}}", ExtractJsonFunction.Request.class);
        assertEquals("{\"multipleOf\":0.01,\"properties\":{\"a\":{\"enum\":[1,null,[true]]}}}", r.schema().toString());
        assertEquals(new java.math.BigDecimal("0.01"), r.schema().get("multipleOf").decimalValue());
    }

    @Test
    void read_objectNodeField_ofAnotherType_namesTheField() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> read("{\"text\": \"a\", \"schema\": [1]}", ExtractJsonFunction.Request.class));
        assertEquals("schema", e.field());
        assertEquals("field 'schema' must be a JSON object, got an array", e.getMessage());
    }

    @Test
    void read_objectNodeField_overTheSchemaLimit_namesTheSetting() {
        RequestContract small = new RequestContract(Limits.builder().maxSchemaChars(30).build(),
                new com.fasterxml.jackson.core.JsonFactory());
        byte[] ok = "{\"text\": \"a\", \"schema\": {\"type\": \"object\"}}".getBytes(StandardCharsets.UTF_8);
        assertEquals("{\"type\":\"object\"}", small.read(ok, ExtractJsonFunction.Request.class).schema().toString());
        byte[] big = "{\"text\": \"a\", \"schema\": {\"type\": \"object\", \"minProperties\": 1}}"
                .getBytes(StandardCharsets.UTF_8);
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> small.read(big, ExtractJsonFunction.Request.class));
        assertEquals("schema", e.field());
        assertEquals("field 'schema' has 38 characters of JSON; the limit is 30 (setting outputguard.max-schema-chars)",
                e.getMessage());
    }

    @Test
    void read_objectNodeField_duplicateKeyInside_isNotJson() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> read("{\"text\": \"a\", \"schema\": {\"type\": \"a\", \"type\": \"b\"}}",
                        ExtractJsonFunction.Request.class));
        assertTrue(e.getMessage().startsWith("request body is not valid JSON: Duplicate field 'type'"), e.getMessage());
    }

    @Test
    void read_objectNodeField_isHeldToTheObjectCheck_insideTheRead() {
        RequestContract checking = new RequestContract(Limits.DEFAULT, new JsonFactory(),
                tree -> tree.has("$ref") ? "refers outside itself" : null);
        byte[] body = "{\"text\": \"a\", \"schema\": {\"$ref\": \"https://x\"}}".getBytes(StandardCharsets.UTF_8);
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> checking.read(body, ExtractJsonFunction.Request.class));
        assertEquals("schema", e.field());
        assertEquals("field 'schema' refers outside itself", e.getMessage());
        byte[] fine = "{\"text\": \"a\", \"schema\": {}}".getBytes(StandardCharsets.UTF_8);
        assertEquals("{}", checking.read(fine, ExtractJsonFunction.Request.class).schema().toString());
    }

    @Test
    void notEmpty_blankStringOrEmptyList_isNamed_absentIsFine() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> read(
                "{\"prompt\": \" \", \"schema\": {}}", dev.outputguard.function.CompleteJsonFunction.Request.class));
        assertEquals("prompt", e.field());
        assertEquals("field 'prompt' must not be empty", e.getMessage());
        e = assertThrows(InvalidRequestException.class, () -> read(
                "{\"messages\": [], \"schema\": {}}", dev.outputguard.function.CompleteJsonFunction.Request.class));
        assertEquals("field 'messages' must not be empty", e.getMessage());
        assertEquals(null, read("{\"prompt\": \"a\", \"schema\": {}}",
                dev.outputguard.function.CompleteJsonFunction.Request.class).model());
    }
}
