package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.JsonSchemas;

/** Every coercion kind in both directions: what it aligns, and what it refuses rather than guess. */
class SchemaAlignerTest {

    static final ObjectMapper MAPPER = JsonMapper.builder().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .nodeFactory(JsonNodeFactory.withExactBigDecimals(true)).build();
    private static final JsonSchemas SCHEMAS = new JsonSchemas(Limits.DEFAULT);
    private static final SchemaAligner ALIGNER = new SchemaAligner(Limits.DEFAULT);

    static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    static CompiledSchema schema(String text) {
        return SCHEMAS.compile((ObjectNode) json(text));
    }

    static Alignment align(String schema, String value) {
        return ALIGNER.align(json(value), schema(schema));
    }

    /** Aligns to {@code expected} (compared as JSON text, so 1.50 is not 1.5) with these kinds, in this order. */
    static Alignment.Aligned assertAligned(String schema, String value, String expected, CoercionKind... kinds) {
        Alignment a = align(schema, value);
        Alignment.Aligned aligned = assertInstanceOf(Alignment.Aligned.class, a, () -> value + " → " + a);
        assertEquals(json(expected).toString(), aligned.value().toString(), value);
        assertEquals(List.of(kinds), aligned.coercions().stream().map(Coercion::kind).toList(), value);
        return aligned;
    }

    static Alignment.Refused assertRefused(String schema, String value) {
        Alignment a = align(schema, value);
        Alignment.Refused refused = assertInstanceOf(Alignment.Refused.class, a, () -> value + " → " + a);
        assertTrue(refused.check().count() > 0, "a refusal carries the value's violations");
        return refused;
    }

    private static final String NUMBER = "{\"type\": \"number\"}";
    private static final String INTEGER = "{\"type\": \"integer\"}";
    private static final String BOOLEAN = "{\"type\": \"boolean\"}";
    private static final String STRING = "{\"type\": \"string\"}";
    private static final String VERDICT = "{\"enum\": [\"pass\", \"fail\", \"in_progress\"]}";
    private static final String TAGS = "{\"type\": \"array\", \"items\": {\"type\": \"string\"}}";

    // ---- numbers ---------------------------------------------------------------------------------

    @Test
    void stringToNumber_keepsTheDigitsWritten() {
        Alignment.Aligned a = assertAligned(NUMBER, "\"1.50\"", "1.50", CoercionKind.STRING_TO_NUMBER);
        assertEquals(new Coercion(CoercionKind.STRING_TO_NUMBER, "", "\"1.50\""), a.coercions().get(0));
        assertAligned(NUMBER, "\"0.1000000000000000055511151231257827\"", "0.1000000000000000055511151231257827",
                CoercionKind.STRING_TO_NUMBER);
        assertAligned(NUMBER, "\"123456789012345678901234567890\"", "123456789012345678901234567890",
                CoercionKind.STRING_TO_NUMBER);
    }

    @Test
    void stringToNumber_readsGroupingCurrencyAndSign() {
        assertAligned(NUMBER, "\"$1,234.50\"", "1234.50", CoercionKind.STRING_TO_NUMBER);
        assertAligned(NUMBER, "\"1,234,567\"", "1234567", CoercionKind.STRING_TO_NUMBER);
        assertAligned(NUMBER, "\"-€ 12\"", "-12", CoercionKind.STRING_TO_NUMBER);
        assertAligned(NUMBER, "\"12 €\"", "12", CoercionKind.STRING_TO_NUMBER);
        assertAligned(NUMBER, "\" +3.25 \"", "3.25", CoercionKind.STRING_TO_NUMBER);
        assertAligned(NUMBER, "\"0.125\"", "0.125", CoercionKind.STRING_TO_NUMBER);
        assertAligned(NUMBER, "\"1.2345\"", "1.2345", CoercionKind.STRING_TO_NUMBER);
    }

    @Test
    void stringToNumber_refusesWhatReadsTwoWaysOrIsNoNumber() {
        for (String s : List.of("\"1,5\"", "\"1,234\"", "\"1.234\"", "\"5.000\"", "\"-45.490\"", "\"1.234,56\"", "\"abc\"", "\"007\"", "\"12 kg\"", "\"50%\"",
                "\"1 000\"", "\"\"", "\"1e99999\"", "\"--1\"", "\"1..2\"", "\".5\"", "null")) {
            assertRefused(NUMBER, s);
        }
    }

    @Test
    void stringToNumber_refusal_saysWhy() {
        Alignment.Refused r = assertRefused("{\"properties\": {\"n\": " + NUMBER + "}}", "{\"n\": \"1,234\"}");
        assertTrue(r.reasons().get(0).contains("\"/n\"") && r.reasons().get(0).contains("reads as a thousands"),
                r.reasons().toString());
    }

    @Test
    void stringToInteger_wholeNumbersOnly() {
        assertAligned(INTEGER, "\"42\"", "42", CoercionKind.STRING_TO_INTEGER);
        assertAligned(INTEGER, "\"7.0\"", "7", CoercionKind.STRING_TO_INTEGER);
        assertAligned(INTEGER, "\"1,000,000\"", "1000000", CoercionKind.STRING_TO_INTEGER);
        assertAligned(INTEGER, "\"-12345678901234567890123\"", "-12345678901234567890123", CoercionKind.STRING_TO_INTEGER);
    }

    @Test
    void stringToInteger_refusesFractionsAndALoneDotBeforeThreeDigits() {
        for (String s : List.of("\"1.5\"", "\"1.234\"", "\"1.000\"", "\"1,234\"", "\"one\"")) {
            assertRefused(INTEGER, s);
        }
        Alignment.Refused r = assertRefused(INTEGER, "\"1.234\"");
        assertTrue(r.reasons().get(0).contains("decimal point or as a thousands separator"), r.reasons().toString());
    }

    @Test
    void floatToInteger_wholeDecimalBecomesInteger_evenThoughItConforms() {
        String schema = "{\"properties\": {\"n\": " + INTEGER + ", \"x\": " + NUMBER + "}}";
        Alignment.Aligned a = assertAligned(schema, "{\"n\": 7.0, \"x\": 2.0}", "{\"n\": 7, \"x\": 2.0}",
                CoercionKind.FLOAT_TO_INTEGER);
        assertEquals("/n", a.coercions().get(0).pointer());
    }

    @Test
    void floatToInteger_neverRoundsAFraction() {
        Alignment.Refused r = assertRefused(INTEGER, "1.5");
        assertTrue(r.reasons().get(0).contains("not a whole number"), r.reasons().toString());
        assertRefused("{\"properties\": {\"n\": " + INTEGER + "}}", "{\"n\": 1.5}");
    }

    // ---- booleans and strings --------------------------------------------------------------------

    @Test
    void stringToBoolean_readsTheWordsInAnyCase() {
        assertAligned(BOOLEAN, "\"true\"", "true", CoercionKind.STRING_TO_BOOLEAN);
        assertAligned(BOOLEAN, "\"False\"", "false", CoercionKind.STRING_TO_BOOLEAN);
        assertAligned(BOOLEAN, "\"yes\"", "true", CoercionKind.STRING_TO_BOOLEAN);
        assertAligned(BOOLEAN, "\"NO.\"", "false", CoercionKind.STRING_TO_BOOLEAN);
        assertAligned(BOOLEAN, "\"**Yes**\"", "true", CoercionKind.STRING_TO_BOOLEAN);
    }

    @Test
    void stringToBoolean_refusesOtherWords() {
        for (String s : List.of("\"1\"", "\"y\"", "\"maybe\"", "\"yes, but only on Mondays\"", "1", "null")) {
            assertRefused(BOOLEAN, s);
        }
    }

    @Test
    void numberAndBooleanToString_writeTheirJsonText() {
        assertAligned(STRING, "42", "\"42\"", CoercionKind.NUMBER_TO_STRING);
        assertAligned(STRING, "1.50", "\"1.50\"", CoercionKind.NUMBER_TO_STRING);
        assertAligned(STRING, "true", "\"true\"", CoercionKind.BOOLEAN_TO_STRING);
    }

    @Test
    void toString_refusesNullAndStructures() {
        assertRefused(STRING, "null");
        assertRefused(STRING, "{\"a\": 1}");
        // The trap: two elements never become one string such as "[a, b]".
        assertRefused(STRING, "[\"a\", \"b\"]");
    }

    // ---- enums -------------------------------------------------------------------------------------

    @Test
    void enumCase_matchesOneValueButForCase() {
        assertAligned(VERDICT, "\"PASS\"", "\"pass\"", CoercionKind.ENUM_CASE);
        assertAligned("{\"const\": \"Approved\"}", "\"approved\"", "\"Approved\"", CoercionKind.ENUM_CASE);
    }

    @Test
    void enumCase_twoValuesMatching_isRefused() {
        assertRefused("{\"enum\": [\"Pass\", \"pass\"]}", "\"PASS\"");
    }

    @Test
    void enumStripped_setsAsideMarkdownQuotesPunctuationAndAnExplanation() {
        assertAligned(VERDICT, "\"**Pass**\"", "\"pass\"", CoercionKind.ENUM_STRIPPED);
        assertAligned(VERDICT, "\"PASS.\"", "\"pass\"", CoercionKind.ENUM_STRIPPED);
        assertAligned(VERDICT, "\"'fail'\"", "\"fail\"", CoercionKind.ENUM_STRIPPED);
        assertAligned(VERDICT, "\"fail - 2 blockers\"", "\"fail\"", CoercionKind.ENUM_STRIPPED);
        assertAligned(VERDICT, "\"Fail: tests missing\"", "\"fail\"", CoercionKind.ENUM_STRIPPED);
        assertAligned(VERDICT, "\"In progress\"", "\"in_progress\"", CoercionKind.ENUM_STRIPPED);
        assertAligned(VERDICT, "\"Pass (all checks green)\"", "\"pass\"", CoercionKind.ENUM_STRIPPED);
    }

    @Test
    void enumStripped_refusesTwoValuesNoValueAndAnExplanationNamingAnother() {
        for (String s : List.of("\"pass or fail\"", "\"pass (or fail)\"", "\"maybe\"", "\"passed\"", "\"not pass\"",
                "\"fail - would pass after fixes\"")) {
            assertRefused(VERDICT, s);
        }
        assertRefused("{\"enum\": [\"in_progress\", \"in-progress\"]}", "\"In Progress\"");
    }

    @Test
    void enumOfNumbers_takesANumericString() {
        assertAligned("{\"enum\": [1, 2, 3]}", "\"2\"", "2", CoercionKind.STRING_TO_NUMBER);
        assertRefused("{\"enum\": [1, 2, 3]}", "\"4\"");
    }

    // ---- keys ----------------------------------------------------------------------------------------

    private static final String FORECAST = """
            {"type": "object", "required": ["forecast_days", "priority"],
             "properties": {"forecast_days": {"type": "integer"}, "priority": {"type": "string"}}}""";

    @Test
    void keyRenamed_toTheOneRequiredPropertyItSpells() {
        Alignment.Aligned a = assertAligned(FORECAST, "{\"forecastDays\": 3, \" priority \": \"high\"}",
                "{\"forecast_days\": 3, \"priority\": \"high\"}", CoercionKind.KEY_RENAMED, CoercionKind.KEY_RENAMED);
        assertEquals(new Coercion(CoercionKind.KEY_RENAMED, "/forecast_days", "\"forecastDays\""), a.coercions().get(0));
        assertAligned(FORECAST, "{\"Forecast-Days\": 3, \"PRIORITY\": \"high\"}",
                "{\"forecast_days\": 3, \"priority\": \"high\"}", CoercionKind.KEY_RENAMED, CoercionKind.KEY_RENAMED);
    }

    @Test
    void keyRenamed_pointerNamesTheNewKey_forTheValueAlignedUnderIt() {
        Alignment.Aligned a = assertAligned(FORECAST, "{\"forecastDays\": \"3\", \"priority\": \"high\"}",
                "{\"forecast_days\": 3, \"priority\": \"high\"}", CoercionKind.KEY_RENAMED, CoercionKind.STRING_TO_INTEGER);
        assertEquals("/forecast_days", a.coercions().get(1).pointer());
    }

    @Test
    void keyRenamed_refusesTwoKeysForOnePropertyAndAPropertyPresent() {
        assertRefused(FORECAST, "{\"forecastDays\": 3, \"forecast-days\": 4, \"priority\": \"high\"}");
        assertRefused(FORECAST + "".replace("x", "x"), "{\"ForecastDays\": 3, \"priority\": \"high\", \"forecast_days\": \"x\"}");
        assertRefused("{\"required\": [\"a_b\"], \"properties\": {\"a_b\": {}, \"a-b\": {}}}", "{\"aB\": 1}");
    }

    @Test
    void keyRenamed_onlyWhereTheValueViolates() {
        String open = "{\"properties\": {\"forecast_days\": {\"type\": \"integer\"}}}";
        assertInstanceOf(Alignment.Conforms.class, align(open, "{\"forecastDays\": 3}"));
    }

    @Test
    void extraKeyDropped_whereUnknownKeysAreForbidden() {
        String closed = "{\"type\": \"object\", \"properties\": {\"a\": {\"type\": \"integer\"}}, \"additionalProperties\": false}";
        Alignment.Aligned a = assertAligned(closed, "{\"a\": 1, \"note\": \"hi\"}", "{\"a\": 1}",
                CoercionKind.EXTRA_KEY_DROPPED);
        assertEquals(new Coercion(CoercionKind.EXTRA_KEY_DROPPED, "", "{\"note\":\"hi\"}"), a.coercions().get(0));
        assertInstanceOf(Alignment.Conforms.class, align(closed.replace(", \"additionalProperties\": false", ""),
                "{\"a\": 1, \"note\": \"hi\"}"));
    }

    @Test
    void extraKeyDropped_neverAKeyThatSpellsAProperty() {
        String closed = "{\"properties\": {\"a_b\": {\"type\": \"integer\"}}, \"additionalProperties\": false}";
        assertRefused(closed, "{\"a_b\": 1, \"aB\": 2}");
    }

    // ---- shape ---------------------------------------------------------------------------------------

    @Test
    void wrappedInArray_oneValueWhereAListIsWanted() {
        assertAligned(TAGS, "\"urgent\"", "[\"urgent\"]", CoercionKind.WRAPPED_IN_ARRAY);
        String people = "{\"type\": \"array\", \"items\": {\"type\": \"object\", \"required\": [\"name\"]}}";
        assertAligned(people, "{\"name\": \"Ann\"}", "[{\"name\": \"Ann\"}]", CoercionKind.WRAPPED_IN_ARRAY);
        Alignment.Aligned a = assertAligned("{\"type\": \"array\", \"items\": {\"type\": \"integer\"}}", "\"5\"", "[5]",
                CoercionKind.WRAPPED_IN_ARRAY, CoercionKind.STRING_TO_INTEGER);
        assertEquals("/0", a.coercions().get(1).pointer());
    }

    @Test
    void wrappedInArray_refusesAStringThatMayListSeveralAndNull() {
        assertRefused(TAGS, "\"urgent, later\"");
        assertRefused(TAGS, "\"a; b\"");
        assertRefused(TAGS, "\"a\\nb\"");
        assertRefused(TAGS, "null");
    }

    @Test
    void wrappedInArray_refusesAWordThatSaysNothingIsThere() {
        for (String nothing : List.of("None", "none", "N/A", "n/a", "null", "NULL", "-", "—", "", " ", "Nothing.",
                "**None**", "(none)", "Not applicable", "n.a.", "TBD", "unknown")) {
            Alignment.Refused r = assertRefused(TAGS, MAPPER.valueToTree(nothing).toString());
            assertTrue(r.reasons().toString().contains("says there is nothing"), nothing + ": " + r.reasons());
        }
        // Under an object, the member is refused and nothing else changes: [\"None\"] is never made up.
        String review = "{\"type\": \"object\", \"required\": [\"blockers\"], \"properties\": {\"blockers\": " + TAGS + "}}";
        assertRefused(review, "{\"blockers\": \"None\"}");
    }

    @Test
    void wrappedInArray_refusesNothingInAnyLanguage_andAStringThatOpensWithANegation() {
        for (String nothing : List.of("なし", "特になし", "タグなし", "无", "暂无", "없음", "태그 없음", "keine", "keine Tags",
                "aucun", "rien", "ninguno", "nada", "no tags", "none yet", "~~docs~~",
                "None of the tests cover the empty password")) {
            Alignment.Refused r = assertRefused(TAGS, MAPPER.valueToTree(nothing).toString());
            assertTrue(r.reasons().toString().contains("says there is nothing"), nothing + ": " + r.reasons());
        }
    }

    @Test
    void wrappedInArray_refusesAStringThatLooksLikeAListInAnyScript() {
        for (String list : List.of("a • b", "a，b", "a、b", "a・b", "a；b", "a | b", "a/b", "a & b", "a and b",
                "a\u2028b", "a\u2029b", "Äpfel und Birnen", "pommes et poires", "manzanas y peras", "苹果和梨")) {
            Alignment.Refused r = assertRefused(TAGS, MAPPER.valueToTree(list).toString());
            assertTrue(r.reasons().toString().contains("may list several values"), list + ": " + r.reasons());
        }
    }

    /**
     * Generated, fail-closed: every character of the first twelve thousand that is no letter, digit or mark (in NFKC),
     * and not one of the few marks that stand inside one name, written between two words with and without blanks
     * around it, may separate items in some script: the string is never made a one-element array. Names that hold
     * only a word's own marks are.
     */
    @Test
    void wrappedInArray_anyOtherCharacterBetweenTwoWords_mayList_generated() {
        List<String> wrong = new java.util.ArrayList<>();
        int variants = 0;
        for (int c = 0x21; c < 0x3000; c++) {
            int type = Character.getType(c);
            if (type == Character.UNASSIGNED || type == Character.CONTROL || type == Character.SURROGATE
                    || type == Character.PRIVATE_USE || type == Character.FORMAT) {
                continue;
            }
            String folded = java.text.Normalizer.normalize(String.valueOf((char) c), java.text.Normalizer.Form.NFKC);
            if (folded.isBlank() || folded.codePoints().allMatch(p -> Character.isLetterOrDigit(p)
                    || Character.getType(p) == Character.NON_SPACING_MARK || Character.getType(p) == Character.COMBINING_SPACING_MARK
                    || Character.getType(p) == Character.ENCLOSING_MARK)) {
                continue;
            }
            // A word's own marks join two words into one name written without blanks (e-mail, node.js, user@host).
            boolean joins = List.of("-", "'", "’", "_", "@", ".").contains(folded)
                    || folded.codePoints().anyMatch(Character::isLetterOrDigit); // ⒈ is "1.": one name without blanks
            List<String> lists = joins
                    ? List.of("alpha " + (char) c + " beta") : List.of("alpha" + (char) c + "beta", "alpha " + (char) c + " beta");
            for (String list : lists) {
                variants++;
                if (align(TAGS, MAPPER.valueToTree(list).toString()) instanceof Alignment.Aligned a) {
                    wrong.add(list + " (U+" + Integer.toHexString(c) + ") -> " + a.value());
                }
            }
        }
        assertTrue(variants > 1_000, variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants);
        for (String one : List.of("well-known", "Kant's", "node.js", "user@host", "snake_case", "C++", "C#", ".NET",
                "Acme Inc.", "New York", "東京都", "Zürich", "C++ code", "v2")) {
            assertAligned(TAGS, MAPPER.valueToTree(one).toString(), MAPPER.valueToTree(List.of(one)).toString(),
                    CoercionKind.WRAPPED_IN_ARRAY);
        }
    }

    /**
     * Generated, in every language the lexicon reads: a key dropped as unknown beside a kept value is never one that
     * may say what that value means. Every word that takes a value back, qualifies it or names a problem (negations,
     * hedges, retractions, conditions, confidence, problems, example labels, approximations, checks not made, failing
     * verdicts, what scales a number) as the dropped key, and those that take a value back as a short text under a neutral key; a yes
     * or a no under any key; a key repeating the kept property's name: refused. Prose under a key that says none of
     * this is dropped and the value kept.
     */
    @Test
    void extraKeyDropped_neverAKeyThatMaySayWhatTheDataBesideItMeans_generated() {
        String status = "{\"type\": \"object\", \"additionalProperties\": false, \"required\": [\"status\"],"
                + " \"properties\": {\"status\": {\"enum\": [\"PASS\", \"FAIL\"]}}}";
        String answer = "{\"type\": \"object\", \"additionalProperties\": false, \"required\": [\"answer\"],"
                + " \"properties\": {\"answer\": {\"type\": \"integer\"}}}";
        dev.outputguard.assertion.Lexicon lex = dev.outputguard.assertion.Lexicon.get();
        java.util.Random random = new java.util.Random(30);
        List<String> wrong = new java.util.ArrayList<>();
        int variants = 0;
        for (String language : dev.outputguard.assertion.Lexicon.LANGUAGES) {
            for (dev.outputguard.assertion.Category c : List.of(dev.outputguard.assertion.Category.NEGATION,
                    dev.outputguard.assertion.Category.HEDGE, dev.outputguard.assertion.Category.RETRACTION,
                    dev.outputguard.assertion.Category.CONDITION, dev.outputguard.assertion.Category.CONFIDENCE,
                    dev.outputguard.assertion.Category.PROBLEM, dev.outputguard.assertion.Category.EXAMPLE_LABEL,
                    dev.outputguard.assertion.Category.APPROXIMATE, dev.outputguard.assertion.Category.UNVERIFIED,
                    dev.outputguard.assertion.Category.NEGATIVE_VERDICT, dev.outputguard.assertion.Category.SCALE)) {
                for (String word : lex.words(c, language)) {
                    if (!word.strip().equals(word) || word.split(" ").length > 2 || word.codePoints().noneMatch(Character::isLetter)) {
                        continue;
                    }
                    // What a review reads against a pass names a problem under a key; as a note's text it is prose.
                    boolean takesBack = !List.of(dev.outputguard.assertion.Category.CONFIDENCE,
                            dev.outputguard.assertion.Category.PROBLEM, dev.outputguard.assertion.Category.NEGATIVE_VERDICT,
                            dev.outputguard.assertion.Category.SCALE).contains(c);
                    String named = "{\"status\": \"PASS\", " + MAPPER.valueToTree(word.replace(' ', '_')) + ": \"see above\"}";
                    String noted = "{\"status\": \"PASS\", \"note\": " + MAPPER.valueToTree(word) + "}";
                    for (String reply : takesBack ? List.of(named, noted) : List.of(named)) {
                        variants++;
                        if (align(status, reply) instanceof Alignment.Aligned a) {
                            wrong.add(reply + " -> " + a.value());
                        }
                    }
                }
            }
        }
        for (int k = 0; k < 40; k++) {
            StringBuilder name = new StringBuilder("x");
            for (int i = 0; i < 6; i++) {
                name.append((char) ('a' + random.nextInt(26)));
            }
            for (String[] c : List.of(new String[] { status, "{\"status\": \"PASS\", \"" + name + "\": " + random.nextBoolean() + "}" },
                    new String[] { status, "{\"status\": \"PASS\", \"status_" + name + "\": \"see above\"}" },
                    new String[] { answer, "{\"" + name + "Answer\": \"see above\", \"answer\": 5}" })) {
                variants++;
                if (align(c[0], c[1]) instanceof Alignment.Aligned a) {
                    wrong.add(c[1] + " -> " + a.value());
                }
            }
        }
        assertTrue(variants > 1_000, variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants);
        for (String neutral : List.of("reasoning", "explanation", "summary", "details", "analysis", "rationale")) {
            assertAligned(status, "{\"status\": \"PASS\", \"" + neutral + "\": \"The change adds tests and updates the docs.\"}",
                    "{\"status\": \"PASS\"}", CoercionKind.EXTRA_KEY_DROPPED);
        }
        assertAligned(status, "{\"status\": \"PASS\", \"id\": 7}", "{\"status\": \"PASS\"}", CoercionKind.EXTRA_KEY_DROPPED);
    }

    @Test
    void defaultFilled_notWhereADroppedKeyCouldHoldThePropertysData() {
        String order = "{\"type\": \"object\", \"additionalProperties\": false, \"required\": [\"qty\"],"
                + " \"properties\": {\"qty\": {\"type\": \"integer\", \"default\": 1}}}";
        Alignment.Refused r = assertRefused(order, "{\"quantity\": 5}");
        assertTrue(r.reasons().toString().contains("could hold the data of \"qty\""), r::toString);
        assertRefused(order, "{\"amount\": \"five\"}");
        // Read fail-closed at any depth: a text anywhere in it, a number under an object or in a list, a fraction.
        assertRefused(order, "{\"tags\": [\"a\"]}");
        Alignment.Refused deep = assertRefused(order, "{\"quantity\": {\"value\": 5}}");
        assertTrue(deep.reasons().toString().contains("\"quantity\", which could hold the data of \"qty\" (5 at \"/value\")"),
                deep::toString);
        assertRefused(order, "{\"amount\": 5.5}");
        assertRefused(order, "{\"count\": null}");
        // A dropped key none of whose places could be the property's data leaves the default to fill: an empty object
        // or list holds nothing, and 3 is no boolean (below).
        assertAligned(order, "{\"notes\": [], \"meta\": {}}", "{\"qty\": 1}", CoercionKind.EXTRA_KEY_DROPPED,
                CoercionKind.EXTRA_KEY_DROPPED, CoercionKind.DEFAULT_FILLED);
        String flag = "{\"type\": \"object\", \"additionalProperties\": false, \"required\": [\"enabled\"],"
                + " \"properties\": {\"enabled\": {\"type\": \"boolean\", \"default\": true}}}";
        assertRefused(flag, "{\"settings\": {\"enabled\": false}}");
        assertRefused(flag, "{\"enabled_flag\": 0}");
        assertAligned(flag, "{\"retries\": 3}", "{\"enabled\": true}", CoercionKind.EXTRA_KEY_DROPPED,
                CoercionKind.DEFAULT_FILLED);
        // Left out, an optional property with a default says that default as much as a filled one does.
        String optional = order.replace(", \"required\": [\"qty\"]", "");
        assertTrue(assertRefused(optional, "{\"quantity\": 5}").reasons().toString().contains("could hold the data of"));
        assertAligned(optional, "{\"notes\": []}", "{}", CoercionKind.EXTRA_KEY_DROPPED);
        String noDefault = optional.replace(", \"default\": 1", "");
        assertAligned(noDefault, "{\"quantity\": 5}", "{}", CoercionKind.EXTRA_KEY_DROPPED);
    }

    @Test
    void scalarToObject_onlyAStringThePropertyTakesAsItIs() {
        String price = "{\"type\": \"object\", \"properties\": {\"price\": {\"type\": \"object\","
                + " \"required\": [\"cents\"], \"properties\": {\"cents\": {\"type\": \"integer\"}}}}}";
        Alignment.Refused r = assertRefused(price, "{\"price\": 5}");
        assertTrue(r.reasons().toString().contains("another unit or sense"), r::toString);
        String customer = "{\"type\": \"object\", \"properties\": {\"customer\": {\"type\": \"object\","
                + " \"required\": [\"name\"], \"properties\": {\"name\": {\"type\": \"string\"}}}}}";
        assertAligned(customer, "{\"customer\": \"Acme\"}", "{\"customer\": {\"name\": \"Acme\"}}",
                CoercionKind.SCALAR_TO_OBJECT);
        String code = "{\"type\": \"object\", \"properties\": {\"zip\": {\"type\": \"object\","
                + " \"required\": [\"code\"], \"properties\": {\"code\": {\"type\": \"string\", \"maxLength\": 5}}}}}";
        assertRefused(code, "{\"zip\": \"94105-1234\"}");
    }

    @Test
    void numberToString_keepsTheSpellingTheReplyWrote() {
        String note = "{\"type\": \"object\", \"properties\": {\"n\": {\"type\": \"string\"}}}";
        JsonNode read = ((dev.outputguard.extract.Extraction.Found) new dev.outputguard.extract.JsonExtractor()
                .extract("{\"n\": 1e3}")).json();
        Alignment.Aligned a = assertInstanceOf(Alignment.Aligned.class, ALIGNER.align(read, schema(note)));
        assertEquals("1e3", a.value().get("n").textValue());
        assertAligned(note, "{\"n\": 12.50}", "{\"n\": \"12.50\"}", CoercionKind.NUMBER_TO_STRING);
        assertAligned(note, "{\"n\": 0.0000001}", "{\"n\": \"0.0000001\"}", CoercionKind.NUMBER_TO_STRING);
        // Read by Jackson alone, 1e3 keeps no spelling: refused rather than written "1E+3".
        assertRefused(note, "{\"n\": 1e3}");
    }

    @Test
    void growth_pastTheSettingsMultipleOfWhatTheReplyWrote_isRefusedNamingTheSetting() {
        String ints = "{\"type\": \"array\", \"items\": {\"type\": \"integer\"}}";
        String many = "[\"1e999\"" + ", \"1e999\"".repeat(200) + "]";
        Alignment.Refused r = assertRefused(ints, many);
        assertTrue(r.reasons().toString().contains(Limits.MAX_COERCE_GROWTH_SETTING), r::toString);
        // One such number stays within the slack every alignment has.
        assertInstanceOf(Alignment.Aligned.class, align(ints, "[\"1e30\"]"));
    }

    @Test
    void wrappedInArray_aWordThatOnlyBeginsLikeANothingWord_isOneItem() {
        assertAligned(TAGS, "\"Nana\"", "[\"Nana\"]", CoercionKind.WRAPPED_IN_ARRAY);
        assertAligned(TAGS, "\"unknown-host\"", "[\"unknown-host\"]", CoercionKind.WRAPPED_IN_ARRAY);
        // A nothing word where a string is wanted is the string it is: only the invented list is refused.
        assertEquals(new Alignment.Conforms(), align(STRING, "\"N/A\""));
    }

    @Test
    void unwrappedFromArray_oneElementWhereOneValueIsWanted() {
        assertAligned(STRING, "[\"a\"]", "\"a\"", CoercionKind.UNWRAPPED_FROM_ARRAY);
        assertAligned(INTEGER, "[\"5\"]", "5", CoercionKind.UNWRAPPED_FROM_ARRAY, CoercionKind.STRING_TO_INTEGER);
        assertAligned("{\"type\": \"object\", \"required\": [\"a\"]}", "[{\"a\": 1}]", "{\"a\": 1}",
                CoercionKind.UNWRAPPED_FROM_ARRAY);
    }

    @Test
    void unwrappedFromArray_neverMoreThanOneElementOrNone() {
        assertRefused(STRING, "[\"a\", \"b\"]");
        assertRefused(STRING, "[]");
        assertRefused("{\"type\": \"object\"}", "[{\"a\": 1}, {\"a\": 2}]");
    }

    private static final String PERSON = """
            {"type": "object", "required": ["name", "age"],
             "properties": {"name": {"type": "string"}, "age": {"type": "integer"}}}""";

    @Test
    void wrapperRemoved_aSingleKeyThatIsNoProperty() {
        assertAligned(PERSON, "{\"result\": {\"name\": \"Ann\", \"age\": 41}}", "{\"name\": \"Ann\", \"age\": 41}",
                CoercionKind.WRAPPER_REMOVED);
        assertAligned(PERSON, "{\"data\": {\"name\": \"Ann\", \"age\": \"41\"}}", "{\"name\": \"Ann\", \"age\": 41}",
                CoercionKind.WRAPPER_REMOVED, CoercionKind.STRING_TO_INTEGER);
        assertAligned("{\"title\": \"Tags\", \"type\": \"array\", \"items\": {\"type\": \"string\"}}",
                "{\"tags\": [\"a\", \"b\"]}", "[\"a\", \"b\"]", CoercionKind.WRAPPER_REMOVED);
        assertAligned(TAGS, "{\"items\": [\"a\", \"b\"]}", "[\"a\", \"b\"]", CoercionKind.WRAPPER_REMOVED);
    }

    @Test
    void wrapperRemoved_onlyUnderANeutralNameOrTheTypesName_neverOneThatSaysWhatItHolds() {
        for (String key : new String[] { "error", "example", "rejected", "invalid", "not", "draft", "tags" }) {
            Alignment.Refused r = assertInstanceOf(Alignment.Refused.class,
                    align(PERSON, "{\"" + key + "\": {\"name\": \"Ann\", \"age\": 41}}"), key);
            assertTrue(r.reasons().toString().contains("a key that may say what its content is"), r::toString);
        }
        assertInstanceOf(Alignment.Refused.class, align(TAGS, "{\"example\": [\"a\", \"b\"]}"));
    }

    @Test
    void wrapperRemoved_refusesAKeyThatIsAPropertyAndContentThatDoesNotConform() {
        assertRefused(PERSON, "{\"name\": {\"name\": \"Ann\", \"age\": 41}}");
        assertRefused(PERSON, "{\"result\": {\"name\": \"Ann\"}}");
    }

    @Test
    void scalarToObject_whereAnObjectOfOnePropertyIsWanted() {
        String city = "{\"type\": \"object\", \"required\": [\"city\"], \"properties\": {\"city\": {\"type\": \"string\"}}}";
        Alignment.Aligned a = assertAligned(city, "\"Paris\"", "{\"city\": \"Paris\"}", CoercionKind.SCALAR_TO_OBJECT);
        assertEquals("", a.coercions().get(0).pointer());
        assertRefused(PERSON, "\"Ann\"");
        // JSON in the string is read as the object, never made the property's text.
        assertAligned(city, "\"{\\\"city\\\": \\\"Paris\\\"}\"", "{\"city\": \"Paris\"}", CoercionKind.STRING_PARSED_AS_JSON);
        assertRefused(city, "\"{city: Paris}\"");
    }

    @Test
    void stringParsedAsJson_whereTheStructureIsWanted() {
        assertAligned(TAGS, "\"[\\\"a\\\", \\\"b\\\"]\"", "[\"a\", \"b\"]", CoercionKind.STRING_PARSED_AS_JSON);
        assertAligned(PERSON, "\"{\\\"name\\\": \\\"Ann\\\", \\\"age\\\": 41.0}\"", "{\"name\": \"Ann\", \"age\": 41}",
                CoercionKind.STRING_PARSED_AS_JSON, CoercionKind.FLOAT_TO_INTEGER);
        assertAligned("{\"type\": \"array\", \"items\": {\"type\": \"number\"}}", "\"[1.50, 2]\"", "[1.50, 2]",
                CoercionKind.STRING_PARSED_AS_JSON);
    }

    @Test
    void stringParsedAsJson_aNumberNoDecimalCanHold_isRefused() {
        Alignment.Refused r = assertRefused("{\"type\": \"array\", \"items\": {\"type\": \"number\"}}",
                "\"[4443E4444444844]\"");
        assertTrue(r.reasons().toString().contains("is not valid JSON"), r.reasons().toString());
    }

    @Test
    void stringParsedAsJson_refusesWhatIsNotStrictJson_andKeepsJsonWhereAStringIsWanted() {
        assertRefused(TAGS, "\"[a, b]\"");
        assertRefused(TAGS, "\"[\\\"a\\\"] and more\"");
        assertRefused(PERSON, "\"{\\\"name\\\": \\\"Ann\\\", \\\"name\\\": \\\"Bo\\\", \\\"age\\\": 1}\"");
        assertInstanceOf(Alignment.Conforms.class, align(STRING, "\"[\\\"a\\\", \\\"b\\\"]\""));
    }

    // ---- absence -----------------------------------------------------------------------------------------

    @Test
    void defaultFilled_aMissingRequiredPropertyFromItsDefault() {
        String schema = """
                {"type": "object", "required": ["name", "tags"],
                 "properties": {"name": {"type": "string"}, "tags": {"type": "array", "default": ["none"]}}}""";
        Alignment.Aligned a = assertAligned(schema, "{\"name\": \"x\"}", "{\"name\": \"x\", \"tags\": [\"none\"]}",
                CoercionKind.DEFAULT_FILLED);
        assertEquals(new Coercion(CoercionKind.DEFAULT_FILLED, "/tags", null), a.coercions().get(0));
    }

    @Test
    void absence_nothingIsInvented_noEmptyListNoNullNoFirstEnumValue() {
        String schema = """
                {"type": "object", "required": ["name", "tags", "verdict", "note"],
                 "properties": {"name": {"type": "string"}, "tags": {"type": "array"},
                                "verdict": {"enum": ["pass", "fail"]}, "note": {"type": ["string", "null"]}}}""";
        assertRefused(schema, "{\"name\": \"x\"}");
    }

    // ---- unions, references, drafts ----------------------------------------------------------------------

    @Test
    void union_aBranchThatConformsAsItIsWins() {
        String schema = "{\"anyOf\": [{\"type\": \"string\"}, {\"type\": \"integer\"}]}";
        assertInstanceOf(Alignment.Conforms.class, align(schema, "\"5\""));
    }

    @Test
    void union_theBranchNeedingFewestCoercions() {
        String schema = "{\"oneOf\": [{\"type\": \"integer\"}, {\"type\": \"array\", \"items\": {\"type\": \"integer\"}}]}";
        assertAligned(schema, "\"5\"", "5", CoercionKind.STRING_TO_INTEGER);
        assertAligned("{\"anyOf\": [{\"type\": \"boolean\"}, {\"type\": \"null\"}]}", "\"no\"", "false",
                CoercionKind.STRING_TO_BOOLEAN);
    }

    @Test
    void union_twoBranchesAtEqualCostGivingDifferentValues_isRefused() {
        String schema = """
                {"anyOf": [{"type": "array", "items": {"type": "string"}},
                           {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}]}""";
        Alignment.Refused r = assertRefused(schema, "\"Ann\"");
        assertTrue(r.reasons().toString().contains("same cost"), r.reasons().toString());
    }

    @Test
    void references_andDraft7Definitions_areFollowed() {
        String defs = """
                {"$defs": {"price": {"type": "number", "minimum": 0}},
                 "type": "object", "properties": {"items": {"type": "array", "items": {"properties": {"price": {"$ref": "#/$defs/price"}}}}}}""";
        Alignment.Aligned a = assertAligned(defs, "{\"items\": [{\"price\": 1}, {\"price\": \"4.20\"}]}",
                "{\"items\": [{\"price\": 1}, {\"price\": 4.20}]}", CoercionKind.STRING_TO_NUMBER);
        assertEquals("/items/1/price", a.coercions().get(0).pointer());
        String seven = """
                {"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {"n": {"type": "integer"}},
                 "properties": {"n": {"$ref": "#/definitions/n", "type": "string"}}}""";
        assertAligned(seven, "{\"n\": \"7\"}", "{\"n\": 7}", CoercionKind.STRING_TO_INTEGER);
    }

    @Test
    void alignedValue_thatStillViolatesAKeywordNotUnderstood_isRefused() {
        assertRefused("{\"type\": \"number\", \"minimum\": 10}", "\"5\"");
        assertRefused("{\"type\": \"object\", \"if\": {\"required\": [\"a\"]}, \"then\": {\"properties\": {\"b\": {\"type\": \"integer\"}}}}",
                "{\"a\": 1, \"b\": \"2\"}");
    }

    @Test
    void conformingValue_isLeftAsItIs() {
        assertInstanceOf(Alignment.Conforms.class, align(PERSON, "{\"name\": \"Ann\", \"age\": 41}"));
        assertInstanceOf(Alignment.Conforms.class, align(NUMBER, "7.0"));
    }

    @Test
    void onlyTheViolatingPlaceIsChanged() {
        String schema = "{\"properties\": {\"a\": {\"type\": [\"string\", \"number\"]}, \"b\": {\"type\": \"integer\"}}}";
        assertAligned(schema, "{\"a\": \"5\", \"b\": \"6\"}", "{\"a\": \"5\", \"b\": 6}", CoercionKind.STRING_TO_INTEGER);
    }

    // ---- bounds ------------------------------------------------------------------------------------------------

    @Test
    void coercions_areListedUpToTheLimit_andTheRestCounted() {
        StringBuilder value = new StringBuilder("[");
        for (int i = 0; i < 1500; i++) {
            value.append(i == 0 ? "" : ",").append("\"").append(i).append("\"");
        }
        Alignment.Aligned a = assertInstanceOf(Alignment.Aligned.class,
                align("{\"type\": \"array\", \"items\": {\"type\": \"integer\"}}", value.append("]").toString()));
        assertEquals(Limits.DEFAULT_MAX_REPORTED_REPAIRS, a.coercions().size());
        assertEquals(500, a.coercionsOmitted());
        assertEquals("/999", a.coercions().get(999).pointer());
    }

    @Test
    void unionsThatBranchAtEveryLevel_spendTheBudget_andAreRefusedSayingSo() {
        String schema = """
                {"$defs": {"n": {"anyOf": [{"type": "array", "items": {"$ref": "#/$defs/n"}},
                                           {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/n"}},
                                           {"type": "integer"}]}},
                 "$ref": "#/$defs/n"}""";
        String value = "[".repeat(14) + "\"x\"" + "]".repeat(14);
        Alignment.Refused r = assertRefused(schema, value);
        // One budget, the request's: the reason names it and its setting.
        assertTrue(r.reasons().toString().contains("the alignment stopped: it spent its work budget of "
                + Limits.DEFAULT_MAX_SCHEMA_WORK + " steps (setting " + Limits.MAX_SCHEMA_WORK_SETTING + ")"),
                r.reasons().toString());
    }

    @Test
    void alignment_spendsTheRequestsOneBudget_itsChecksAndItsOwnSteps() {
        String schema = "{\"type\": \"object\", \"properties\": {\"n\": {\"type\": \"array\", \"items\": {\"type\": \"integer\"}}}}";
        JsonNode value = json("{\"n\": [\"1\", \"2\", \"3\", \"4\"]}");
        WorkBudget work = WorkBudget.of(Limits.DEFAULT_MAX_SCHEMA_WORK);
        assertInstanceOf(Alignment.Aligned.class, ALIGNER.align(value, schema(schema), work));
        long aligning = work.spent();
        WorkBudget checkOnly = WorkBudget.of(Limits.DEFAULT_MAX_SCHEMA_WORK);
        schema(schema).check(value, checkOnly);
        // The first check, then six places (the object, its array, four elements) and four conversions at least.
        assertTrue(aligning >= checkOnly.spent() + 6 * Walk.PLACE + 4 * Walk.ALTERNATIVE,
                "the alignment's checks and walk spend the budget: " + aligning + ", the check alone " + checkOnly.spent());
        // The same alignment on a budget too small for it is refused, naming the budget; the value is not changed.
        WorkBudget small = WorkBudget.of(aligning / 2);
        Alignment.Refused r = assertInstanceOf(Alignment.Refused.class, ALIGNER.align(value, schema(schema), small));
        assertTrue(r.reasons().toString().contains("it spent its work budget of " + aligning / 2 + " steps"), r.reasons().toString());
        assertTrue(small.exhausted());
    }

    @Test
    void budgetSpentWhileAConformingValueIsRead_leavesItConforming() {
        // 7.0 is an integer to JSON Schema: with the budget spent before its whole-number pass, the value stands.
        String schema = "{\"type\": \"array\", \"items\": {\"type\": \"integer\"}}";
        JsonNode value = json("[" + "1, ".repeat(2_000) + "7.0]");
        WorkBudget enough = WorkBudget.of(Limits.DEFAULT_MAX_SCHEMA_WORK);
        schema(schema).check(value, enough);
        WorkBudget justTheCheck = WorkBudget.of(enough.spent() + 1);
        assertEquals(new Alignment.Conforms(), ALIGNER.align(value, schema(schema), justTheCheck));
    }
}
