package dev.outputguard.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;

class JsonSchemasTest {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    private final JsonSchemas schemas = new JsonSchemas(Limits.builder().schemaCacheSize(4).build());

    private static ObjectNode object(String json) {
        try {
            return (ObjectNode) MAPPER.readTree(json);
        } catch (Exception e) {
            throw new IllegalArgumentException(json, e);
        }
    }

    /** A request's budget: each check here stands for one request. */
    private static WorkBudget budget() {
        return WorkBudget.of(Limits.DEFAULT);
    }

    private static JsonNode json(String json) {
        return object("{\"v\": " + json + "}").get("v");
    }

    private static final String ITEMS = """
            {"type": "object", "required": ["title", "items"],
             "properties": {"title": {"type": "string"},
                            "items": {"type": "array", "items": {"type": "object", "required": ["price"],
                                      "properties": {"price": {"type": "number", "minimum": 0}}}}}}""";

    @Test
    void check_conformingValue_hasNoViolations() {
        SchemaCheck check = schemas.compile(object(ITEMS)).check(json("{\"title\": \"Q3\", \"items\": [{\"price\": 1.5}]}"), budget());
        assertTrue(check.conforms());
        assertEquals(List.of(), check.violations());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "date|2024-01-01|true", "date|yesterday|false", "date|2024-01-01 (estimated)|false", "date|2024-02-30|false",
            "date|2024-01-01?|false", "date-time|2024-01-01T10:00:00Z|true", "date-time|2024-01-01|false",
            "time|10:00:00Z|true", "time|around ten|false", "email|a@b.co|true", "email|a@b.co (old)|false",
            "email|n/a|false", "uuid|123e4567-e89b-12d3-a456-426614174000|true", "uuid|123e4567?|false",
            "hostname|example.com|true", "hostname|example.com?|false", "ipv4|10.0.0.1|true", "ipv4|10.0.0.1 (guess)|false",
            "uri|https://example.com/a|true", "uri|not a uri|false",
            // A format the validator does not know, and regex (checking it would compile the value), are annotations.
            "my-own-format|anything|true", "regex|((|true"})
    void check_aFormatTheValidatorKnows_isChecked_andAnUnknownOneIsAnAnnotation(String format, String value, boolean conforms) {
        SchemaCheck check = schemas.compile(object("{\"properties\": {\"v\": {\"type\": \"string\", \"format\": \"" + format + "\"}}}"))
                .check(MAPPER.createObjectNode().put("v", value), budget());
        assertEquals(conforms, check.conforms(), format + " " + value + " " + check.violations());
        if (!conforms) {
            assertEquals("format", check.violations().get(0).keyword());
        }
    }

    @Test
    void check_aFormatsValueLongerThanAnyOfItsValues_isNoMatch_readNoFurther() {
        for (String format : List.of("email", "hostname", "idn-hostname", "date", "ipv6")) {
            String longValue = "a".repeat(100_000) + "@example.com";
            SchemaCheck check = schemas.compile(object("{\"properties\": {\"v\": {\"type\": \"string\", \"format\": \"" + format + "\"}}}"))
                    .check(MAPPER.createObjectNode().put("v", longValue), budget());
            assertFalse(check.conforms(), format);
        }
    }

    @Test
    void check_wrongTypeDeepInside_pointsThereWithJsonPointer() {
        SchemaCheck check = schemas.compile(object(ITEMS))
                .check(json("{\"title\": \"Q3\", \"items\": [{\"price\": 1}, {\"price\": \"9.99\"}]}"), budget());
        assertEquals(1, check.count());
        Violation v = check.violations().get(0);
        assertEquals("/items/1/price", v.path());
        assertEquals("type", v.keyword());
        assertTrue(v.message().contains("string found, number expected"), v.message());
    }

    @Test
    void check_missingRequiredProperty_pointsAtTheObjectAndNamesIt() {
        SchemaCheck check = schemas.compile(object(ITEMS)).check(json("{\"items\": [{}]}"), budget());
        assertEquals(2, check.count());
        List<Violation> byPath = check.violations().stream().sorted(Comparator.comparing(Violation::path)).toList();
        assertEquals(List.of("", "/items/0"), byPath.stream().map(Violation::path).toList());
        assertEquals(List.of("required", "required"), byPath.stream().map(Violation::keyword).toList());
        assertTrue(byPath.get(0).message().contains("'title'"), byPath.get(0).message());
        assertTrue(byPath.get(1).message().contains("'price'"), byPath.get(1).message());
    }

    @Test
    void check_forbiddenAdditionalProperty_pathNamesIt_escapedAsPointer() {
        SchemaCheck check = schemas.compile(object("{\"properties\": {\"a\": {}}, \"additionalProperties\": false}"))
                .check(json("{\"a\": 1, \"x/y~z\": 2}"), budget());
        assertEquals(List.of("/x~1y~0z"), check.violations().stream().map(Violation::path).toList());
        assertEquals("additionalProperties", check.violations().get(0).keyword());
    }

    @Test
    void check_manyViolations_listsAtMostTheBound_countsAll() {
        CompiledSchema schema = new JsonSchemas(Limits.builder().schemaCacheSize(4).maxViolations(3).build())
                .compile(object("{\"items\": {\"type\": \"integer\"}}"));
        SchemaCheck check = schema.check(json("[\"a\", \"b\", \"c\", \"d\", \"e\"]"), budget());
        assertEquals(3, check.violations().size());
        assertEquals(5, check.count());
        assertEquals("/2", check.violations().get(2).path());
    }

    @Test
    void summary_echoesTheValuesOwnKeyCutAndQuoted() {
        String key = "k".repeat(EchoLengths.TEXT + 40);
        SchemaCheck check = schemas.compile(object("{\"additionalProperties\": {\"type\": \"integer\"}}"))
                .check(json("{\"" + key + "\": \"x\"}"), budget());

        String summary = check.summary();

        assertEquals("/" + key, check.violations().get(0).path());
        assertTrue(summary.startsWith("1 violation at \"/" + "k".repeat(EchoLengths.TEXT - 1) + "\"… (type): "), summary);
        assertFalse(summary.contains(key), summary);
    }

    @Test
    void draft7_byDollarSchema_readsDraft7Keywords() {
        CompiledSchema schema = schemas.compile(object(
                "{\"$schema\": \"http://json-schema.org/draft-07/schema#\", \"items\": [{\"type\": \"string\"}],"
                        + " \"additionalItems\": false}"));
        assertEquals("7", schema.draft());
        assertEquals("additionalItems", schema.check(json("[\"a\", 2]"), budget()).violations().get(0).keyword());
        assertTrue(schema.check(json("[\"a\"]"), budget()).conforms());
    }

    @Test
    void draft202012_isTheDefault_prefixItemsApply() {
        CompiledSchema schema = schemas.compile(object("{\"prefixItems\": [{\"type\": \"string\"}], \"items\": false}"));
        assertEquals("2020-12", schema.draft());
        assertFalse(schema.check(json("[\"a\", 2]"), budget()).conforms());
        assertTrue(schema.check(json("[\"a\"]"), budget()).conforms());
    }

    @Test
    void decimals_areExact_multipleOfACent() {
        CompiledSchema schema = schemas.compile(object("{\"multipleOf\": 0.01}"));
        assertTrue(schema.check(json("19.99"), budget()).conforms());
        assertFalse(schema.check(json("19.999"), budget()).conforms());
    }

    @Test
    void localRef_resolves() {
        CompiledSchema schema = schemas.compile(object(
                "{\"$defs\": {\"price\": {\"type\": \"number\"}}, \"properties\": {\"p\": {\"$ref\": \"#/$defs/price\"}}}"));
        assertEquals("/p", schema.check(json("{\"p\": \"x\"}"), budget()).violations().get(0).path());
    }

    @Test
    void embeddedId_refByThatId_resolvesWithoutFetching() {
        CompiledSchema schema = schemas.compile(object("{\"$id\": \"https://example.test/root.json\", \"$defs\": {\"p\":"
                + " {\"$id\": \"price.json\", \"type\": \"number\"}}, \"properties\": {\"a\": {\"$ref\": \"price.json\"}}}"));
        assertEquals("/a", schema.check(json("{\"a\": \"x\"}"), budget()).violations().get(0).path());
    }

    @Test
    void remoteRef_isRefused_namingIt() {
        for (String ref : List.of("https://example.com/item.json", "http://127.0.0.1:1/x", "file:///etc/passwd",
                "item.json")) {
            InvalidSchemaException e = assertThrows(InvalidSchemaException.class, () -> schemas.compile(
                    object("{\"properties\": {\"a\": {\"$ref\": \"" + ref + "\"}}}")), ref);
            assertTrue(e.getMessage().contains("never fetched"), e.getMessage());
        }
    }

    @Test
    void anotherSchemasId_isNeverVisible() {
        schemas.compile(object("{\"$id\": \"https://example.test/a.json\", \"type\": \"string\"}"));
        InvalidSchemaException e = assertThrows(InvalidSchemaException.class,
                () -> schemas.compile(object("{\"$ref\": \"https://example.test/a.json\"}")));
        assertTrue(e.getMessage().contains("https://example.test/a.json"), e.getMessage());
    }

    @Test
    void unresolvableLocalRef_isInvalid() {
        InvalidSchemaException e = assertThrows(InvalidSchemaException.class,
                () -> schemas.compile(object("{\"$ref\": \"#/$defs/missing\"}")));
        assertTrue(e.getMessage().contains("/$defs/missing"), e.getMessage());
    }

    @Test
    void invalidKeywordValue_isInvalid_namingWhere() {
        InvalidSchemaException e = assertThrows(InvalidSchemaException.class,
                () -> schemas.compile(object("{\"properties\": {\"a\": {\"type\": \"strin\"}}}")));
        assertTrue(e.getMessage().startsWith("is not a valid JSON Schema (draft 2020-12): at \"/properties/a/type\""),
                e.getMessage());
        e = assertThrows(InvalidSchemaException.class, () -> schemas.compile(object("{\"minimum\": \"x\"}")));
        assertTrue(e.getMessage().contains("/minimum"), e.getMessage());
    }

    @Test
    void metaSchemaErrors_areEachQuotedOnce() {
        // The 2020-12 meta-schema reaches "$defs" through several of its own branches; the validator reports
        // the one mistake once per branch.
        InvalidSchemaException e = assertThrows(InvalidSchemaException.class,
                () -> schemas.compile(object("{\"$defs\": {\"a\": 1}}")));
        String quoted = "at \"/$defs/a\" integer found";
        int first = e.getMessage().indexOf(quoted);
        assertTrue(first >= 0, e.getMessage());
        assertEquals(-1, e.getMessage().indexOf(quoted, first + 1), e.getMessage());
    }

    @Test
    void aRefTheValidatorCannotDecode_isInvalid_inTheDecodersWords() {
        InvalidSchemaException e = assertThrows(InvalidSchemaException.class,
                () -> schemas.compile(object("{\"$ref\": \"#/$defs/%zz\"}")));
        assertTrue(e.getMessage().startsWith("cannot be used: "), e.getMessage());
        assertTrue(e.getMessage().contains("escape (%)"), e.getMessage());
        assertFalse(e.getMessage().contains("java.lang"), e.getMessage());
    }

    @Test
    void badPattern_isInvalid() {
        InvalidSchemaException e = assertThrows(InvalidSchemaException.class,
                () -> schemas.compile(object("{\"pattern\": \"(\"}")));
        assertTrue(e.getMessage().contains("\"(\" is not a valid regular expression"), e.getMessage());
    }

    @Test
    void unsupportedDraft_isRefused_namingBoth() {
        for (String draft : List.of("http://json-schema.org/draft-04/schema#", "https://example.com/meta", "")) {
            InvalidSchemaException e = assertThrows(InvalidSchemaException.class,
                    () -> schemas.compile(object("{\"$schema\": \"" + draft + "\"}")));
            assertTrue(e.getMessage().contains("2020-12") && e.getMessage().contains("draft-07"), e.getMessage());
        }
        assertThrows(InvalidSchemaException.class, () -> schemas.compile(object("{\"$schema\": 7}")));
    }

    /** Each row: schema, value, conforms; every number exact, none written out (the exponents would take minutes). */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"multipleOf\": 3}|1e100000000|false",
            "{\"multipleOf\": 3}|3e100000000|true",
            "{\"multipleOf\": 3}|-6e999999999|true",
            "{\"multipleOf\": 3}|1.5e-999999999|false",
            "{\"multipleOf\": 0.0001}|0.001|true",
            "{\"multipleOf\": 0.0001}|0.00015|false",
            "{\"multipleOf\": 1e-999999999}|7|true",
            "{\"multipleOf\": 7}|123456789012345678901234567890123456788|true",
            "{\"multipleOf\": 7}|123456789012345678901234567890123456789|false",
            "{\"multipleOf\": 2.5}|1e999999999|true",
            "{\"type\": \"integer\", \"maximum\": 100}|1e19|false",
            "{\"type\": \"integer\", \"maximum\": 100}|1e1|true",
            "{\"minimum\": 0}|-1e999999999|false",
            "{\"exclusiveMaximum\": 1e999999999}|1e999999999|false",
            "{\"exclusiveMinimum\": -5}|-4.999999999999999999999|true",
            "{\"enum\": [100, 2]}|1E+2|true",
            "{\"enum\": [1, 2]}|1e999999999|false",
            "{\"const\": 1e999999999}|10e999999998|true"})
    void numericKeywords_areExact_withoutExpandingANumber(String schema, String value, boolean conforms) {
        assertEquals(conforms, schemas.compile(object(schema)).check(json(value), budget()).conforms(), schema + " " + value);
    }

    @Test
    void budgetSpent_endsTheCheck_withOneViolationNamingItsKeywordAndTheSetting() {
        CompiledSchema schema = schemas.compile(object("{\"items\": {\"pattern\": \"a*a*a*b\"}}"));
        SchemaCheck check = schema.check(json("[\"" + "a".repeat(300) + "\", \"" + "a".repeat(300) + "\"]"), WorkBudget.of(1_000_000));
        assertEquals(1, check.count());
        Violation v = check.violations().get(0);
        assertEquals("", v.path());
        assertEquals("pattern", v.keyword());
        assertEquals("the check did not finish: it spent its work budget of 1000000 steps (setting outputguard.max-schema-work),"
                + " at schema location \"/items/pattern\"; the value is not known to conform", v.message());
    }

    @Test
    void oneBudgetForTheRequest_isSpentAcrossItsChecks() {
        CompiledSchema schema = schemas.compile(object("{\"items\": {\"type\": \"integer\"}}"));
        WorkBudget alone = WorkBudget.of(Limits.DEFAULT);
        schema.check(json("[1, 2, 3]"), alone);
        WorkBudget request = WorkBudget.of(alone.spent() * 3 / 2); // one check and a half
        assertTrue(schema.check(json("[1, 2, 3]"), request).conforms());
        SchemaCheck second = schema.check(json("[1, 2, 3]"), request);
        assertFalse(second.conforms(), "the first check spent what the second needed");
        assertTrue(request.exhausted());
    }

    /** Without the step limit this match would run for ages: the test fails at 30 s, on its own thread, rather than hang. */
    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void catastrophicPattern_givesUp_asAViolation() {
        CompiledSchema schema = schemas.compile(object("{\"pattern\": \"^(a+)+$\"}"));
        SchemaCheck check = schema.check(json("\"" + "a".repeat(40) + "!\""), budget());
        assertEquals("pattern", check.violations().get(0).keyword());
        assertTrue(schema.check(json("\"aaa\""), budget()).conforms());
    }

    @Test
    void cache_sameContent_compilesOnce_boundedBySize() {
        CompiledSchema first = schemas.compile(object(ITEMS));
        assertSame(first, schemas.compile(object(ITEMS)));
        for (int i = 0; i < 10; i++) {
            schemas.compile(object("{\"maxLength\": " + i + "}"));
        }
        assertEquals(4, schemas.cached());
    }

    @Test
    void recursiveSchema_findsThePathInANestedValue() {
        CompiledSchema tree = schemas.compile(object(
                "{\"type\": \"object\", \"properties\": {\"child\": {\"$ref\": \"#\"}, \"n\": {\"type\": \"integer\"}}}"));
        SchemaCheck check = tree.check(json("{\"child\": ".repeat(50) + "{\"n\": \"x\"}" + "}".repeat(50)), budget());
        assertEquals(1, check.count());
        assertEquals("/child".repeat(50) + "/n", check.violations().get(0).path());
    }

    @Test
    void valueTooDeepForTheStack_isAViolation_neverAPassOrACrash() {
        CompiledSchema tree = schemas.compile(object(
                "{\"type\": \"object\", \"properties\": {\"child\": {\"$ref\": \"#\"}}}"));
        ObjectNode deep = MAPPER.createObjectNode();
        for (int i = 0; i < 20_000; i++) {
            ObjectNode parent = MAPPER.createObjectNode();
            parent.set("child", deep);
            deep = parent;
        }
        SchemaCheck check = tree.check(deep, budget());
        assertEquals(CompiledSchema.OUT_OF_STACK, check);
        assertFalse(check.conforms());
    }

    @Test
    void referenceCycleThatNeverDescends_isRefusedAtCompile() {
        for (String schema : List.of("{\"$ref\": \"#\"}", "{\"allOf\": [{\"$ref\": \"#\"}]}",
                "{\"$defs\": {\"a\": {\"$ref\": \"#/$defs/b\"}, \"b\": {\"$ref\": \"#/$defs/a\"}}, \"$ref\": \"#/$defs/a\"}")) {
            InvalidSchemaException e = assertThrows(InvalidSchemaException.class, () -> schemas.compile(object(schema)), schema);
            assertTrue(e.getMessage().startsWith("refers to itself without descending into the value"), e.getMessage());
        }
    }

    @Test
    void cycleEnteredOnlyBySomeValues_isAViolationForThose() {
        CompiledSchema schema = schemas.compile(object("{\"properties\": {\"a\": {\"$ref\": \"#/properties/a\"}}}"));
        assertTrue(schema.check(json("{\"b\": 1}"), budget()).conforms());
        assertEquals(CompiledSchema.OUT_OF_STACK, schema.check(json("{\"a\": 1}"), budget()));
    }

    @Test
    void failingPaths_ofAPartAgainstASubschema_resolveReferencesInTheWholeSchema_andNameForbiddenKeys() {
        CompiledSchema c = schemas.compile(object("""
                {"$defs": {"price": {"type": "number", "minimum": 0}},
                 "properties": {"item": {"type": "object", "additionalProperties": false,
                                         "properties": {"price": {"$ref": "#/$defs/price"}}}}}"""));
        assertEquals(List.of("/price", "/note"), c.failingPaths("/properties/item", json("{\"price\": -1, \"note\": 1}"), budget()));
        assertEquals(List.of(), c.failingPaths("/properties/item", json("{\"price\": 2}"), budget()));
        assertEquals(List.of(""), c.failingPaths("/$defs/price", json("\"2\""), budget()));
        assertEquals(List.of("/item/price"), c.failingPaths("", json("{\"item\": {\"price\": -1}}"), budget()));
    }

    @Test
    void failingPaths_whereNoSubschemaIs_isRefused() {
        CompiledSchema c = schemas.compile(object(ITEMS));
        assertThrows(IllegalArgumentException.class, () -> c.failingPaths("/properties/none", json("1"), budget()));
        assertThrows(IllegalArgumentException.class, () -> c.failingPaths("/required/x", json("1"), budget()));
    }
}
