package dev.outputguard.align;

import static dev.outputguard.align.SchemaAlignerTest.json;
import static dev.outputguard.align.SchemaAlignerTest.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

import dev.outputguard.extract.Accept;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.Source;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.text.FencedText;

/**
 * Choosing among a reply's candidates by fit, in both directions: what is chosen (and what is passed over, named)
 * and what is refused rather than guessed; the schema's root deciding what is looked for.
 */
class BestFitTest {

    private static final BestFit FIT = new BestFit(new JsonExtractor(), new SchemaAligner(Limits.DEFAULT));
    private static final String QTY = "{\"type\": \"object\", \"required\": [\"qty\"], \"additionalProperties\": false,"
            + " \"properties\": {\"qty\": {\"type\": \"integer\"}}}";
    private static final String SENTIMENT = "{\"enum\": [\"positive\", \"negative\", \"neutral\"]}";
    private static final String NUMBER = "{\"type\": \"number\"}";
    private static final String INTEGER = "{\"type\": \"integer\"}";
    private static final String TAGS = "{\"type\": \"array\", \"items\": {\"type\": \"string\"}}";

    private static BestFit.Choice choose(String schema, String text, Mode mode) {
        CompiledSchema compiled = schema(schema);
        return FIT.choose(FencedText.of(text), mode, BestFit.lookFor(compiled), compiled, WorkBudget.of(Limits.DEFAULT));
    }

    private static BestFit.Chosen chosen(String schema, String text, String expected, CoercionKind... kinds) {
        BestFit.Choice choice = choose(schema, text, Mode.STRICT);
        BestFit.Chosen chosen = assertInstanceOf(BestFit.Chosen.class, choice, () -> text + " → " + choice);
        assertEquals(json(expected).toString(), chosen.json().toString(), text);
        assertEquals(List.of(kinds), chosen.coercions().stream().map(Coercion::kind).toList(), text);
        return chosen;
    }

    private static BestFit.NoFit refused(String schema, String text) {
        BestFit.Choice choice = choose(schema, text, Mode.STRICT);
        return assertInstanceOf(BestFit.NoFit.class, choice, () -> text + " → " + choice);
    }

    // ---- candidates ----------------------------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aLaterCandidateAsWritten_winsOverAnEarlierOneThatNeedsACoercion(Mode mode) {
        String text = "Draft: {\"qty\": \"2\"}\nFinal: {\"qty\": 3}";
        BestFit.Chosen c = assertInstanceOf(BestFit.Chosen.class, choose(QTY, text, mode));
        assertEquals("{\"qty\":3}", c.json().toString());
        assertEquals(List.of(), c.coercions());
        assertEquals("{\"qty\": 3}", text.substring(c.found().start(), c.found().end()));
        assertEquals(List.of("passed over the object at line 1, column 8 (characters 7 to 19): it conforms only once"
                + " aligned, and a later candidate conforms as written"), c.passedOver());
    }

    @Test
    void withNoneAsWritten_theFirstThatAligns_wins() {
        String text = "Example: {\"qty\": \"many\"}\nAnswer: {\"qty\": \"3\"}\nOr: {\"qty\": \"4\"}";
        BestFit.Chosen c = chosen(QTY, text, "{\"qty\": 3}", CoercionKind.STRING_TO_INTEGER);
        assertEquals(1, c.passedOver().size());
        assertTrue(c.passedOver().get(0).startsWith("passed over the object at line 1, column 10 (characters 9 to 24):"
                + " it does not conform to the schema: "), c.passedOver().get(0));
    }

    @Test
    void aFencedBlock_comesBeforeTheProse_atEqualFit() {
        chosen(QTY, "```json\n{\"qty\": \"2\"}\n```\nor {\"qty\": \"5\"}", "{\"qty\": 2}", CoercionKind.STRING_TO_INTEGER);
        // As written beats aligned whatever the source: the prose's value needs no coercion.
        chosen(QTY, "```json\n{\"qty\": \"2\"}\n```\nor {\"qty\": 5}", "{\"qty\": 5}");
    }

    @Test
    void theFirstCandidateConforming_isExtractionsAnswer_withNothingPassedOver() {
        BestFit.Chosen c = chosen(QTY, "{\"qty\": 1} and later {\"qty\": \"2\"}", "{\"qty\": 1}");
        assertEquals(List.of(), c.passedOver());
    }

    @Test
    void noCandidateFits_isTheFirstCandidatesRefusal_withTheOthersNamed() {
        BestFit.NoFit n = refused(QTY, "Use {\"qty\": \"<n>\"}, e.g. {\"qty\": \"1.5\"}");
        Extraction.Found first = assertInstanceOf(Extraction.Found.class, n.closest());
        assertEquals(4, first.start());
        assertTrue(n.refused().check().count() > 0);
        assertEquals(1, n.passedOver().size());
        assertTrue(n.passedOver().get(0).contains("\"1.5\""), n.passedOver().toString());
    }

    @Test
    void oneElementOfAList_isNotChosenByFit() {
        BestFit.NoFit n = refused(QTY, "[{\"qty\": \"x\"}, {\"qty\": 3}]");
        assertTrue(n.passedOver().get(0).endsWith("it is an element of the container around it, and one element of a list"
                + " is not chosen by fit"), n.passedOver().toString());
    }

    @Test
    void aListOfAHundredThousandElements_isPassedOver_countingThem() {
        BestFit.NoFit n = refused(QTY, "[" + "{\"qty\": \"x\"}, ".repeat(100_000) + "{\"qty\": 3}]");
        assertEquals(BestFit.NAMED + 1, n.passedOver().size());
        assertEquals((100_000 - BestFit.NAMED) + " more candidates passed over", n.passedOver().getLast());
    }

    @Test
    void manyCandidatesPassedOver_areCounted() {
        String text = "{\"a\": 1} {\"b\": 2} {\"c\": 3} {\"d\": 4} {\"e\": 5} {\"qty\": 6}";
        BestFit.Chosen c = chosen(QTY, text, "{\"qty\": 6}");
        assertEquals(BestFit.NAMED + 1, c.passedOver().size());
        assertEquals("2 more candidates passed over", c.passedOver().get(BestFit.NAMED));
    }

    @Test
    void aSpentBudget_endsTheSearch_andTheAnswerSaysSo() {
        CompiledSchema compiled = schema(QTY);
        String text = "{\"qty\": \"x\"} {\"qty\": \"y\"} {\"qty\": 3}";
        WorkBudget work = WorkBudget.of(Limits.DEFAULT);
        work.spend(work.remaining());
        BestFit.NoFit n = assertInstanceOf(BestFit.NoFit.class,
                FIT.choose(FencedText.of(text), Mode.STRICT, Accept.OBJECT, compiled, work));
        assertTrue(n.passedOver().getLast().contains("the request's work budget is spent"), n.passedOver().toString());
    }

    // ---- what the root asks for ----------------------------------------------------------------------

    @Test
    void theRoot_decidesWhatIsLookedFor() {
        assertEquals(Accept.OBJECT, BestFit.lookFor(schema(QTY)));
        assertEquals(Accept.OBJECT, BestFit.lookFor(schema("{\"required\": [\"a\"]}")));
        assertEquals(Accept.OBJECT, BestFit.lookFor(schema("{}")));
        assertEquals(Accept.ANY, BestFit.lookFor(schema(TAGS)));
        assertEquals(Accept.ANY, BestFit.lookFor(schema(SENTIMENT)));
        assertEquals(Accept.ANY, BestFit.lookFor(schema("{\"$defs\": {\"n\": {\"type\": \"integer\"}}, \"$ref\": \"#/$defs/n\"}")));
    }

    @Test
    void anArrayRoot_needsNoAccept_andAnObjectBeforeItIsPassedOver() {
        chosen(TAGS, "The keywords are [\"solar\", \"wind\"].", "[\"solar\", \"wind\"]");
        BestFit.Chosen c = chosen(TAGS, "{\"count\": 2}\n[\"solar\", \"wind\"]", "[\"solar\", \"wind\"]");
        assertEquals(1, c.passedOver().size());
        chosen(TAGS, "{\"keywords\": [\"solar\"]}", "[\"solar\"]", CoercionKind.WRAPPER_REMOVED);
        refused(TAGS, "Keywords: solar, wind");
    }

    @Test
    void aScalarRoot_readsJsonFirst_asWritten() {
        BestFit.Chosen c = chosen(INTEGER, "4", "4");
        assertEquals(Source.TEXT, c.found().source());
        chosen(NUMBER, "```json\n1234.56\n```", "1234.56");
        chosen(NUMBER, "\"19.99\"", "19.99", CoercionKind.STRING_TO_NUMBER);
        chosen(INTEGER, "4.0", "4", CoercionKind.FLOAT_TO_INTEGER);
        chosen(SENTIMENT, "{\"sentiment\": \"positive\"}", "\"positive\"", CoercionKind.WRAPPER_REMOVED);
        // JSON that does not conform is the mismatch answered, never read again as words.
        BestFit.NoFit n = refused(INTEGER, "4.5");
        assertEquals("4.5", assertInstanceOf(Extraction.Found.class, n.closest()).json().toString());
    }

    @Test
    void aScalarRoot_readsTheWordsOfAFencedBlockOrTheReply() {
        BestFit.Chosen c = chosen(SENTIMENT, "Label:\n```\nmixed or Neutral\n```\n```\nNeutral\n```", "\"neutral\"",
                CoercionKind.TEXT_AS_VALUE, CoercionKind.ENUM_CASE);
        assertEquals(Source.CODE_BLOCK, c.found().source());
        assertEquals(1, c.passedOver().size());
        chosen(SENTIMENT, "**Negative** - the customer asks for a refund twice.", "\"negative\"",
                CoercionKind.TEXT_AS_VALUE, CoercionKind.ENUM_STRIPPED);
        chosen(NUMBER, "$1,234.50", "1234.50", CoercionKind.TEXT_AS_VALUE, CoercionKind.STRING_TO_NUMBER);
        chosen("{\"type\": \"boolean\"}", "Yes.", "true", CoercionKind.TEXT_AS_VALUE, CoercionKind.STRING_TO_BOOLEAN);
        chosen("{\"type\": \"string\"}", "All good.", "\"All good.\"", CoercionKind.TEXT_AS_VALUE);
    }

    @Test
    void anEnumRoot_inProse_isTheOneValueWrittenAsTheAnswer() {
        BestFit.Chosen c = chosen(SENTIMENT, "The sentiment is **Positive**.", "\"positive\"", CoercionKind.TEXT_AS_VALUE,
                CoercionKind.ENUM_STRIPPED);
        assertEquals(17, c.found().start());
        assertEquals(29, c.found().end());
        assertEquals("\"**Positive**\"", c.coercions().get(0).from());
        chosen(SENTIMENT, "After reading it twice.\nSentiment: Negative", "\"negative\"", CoercionKind.TEXT_AS_VALUE,
                CoercionKind.ENUM_CASE);
        chosen(SENTIMENT, "My answer:\n\nneutral\n\nThe text states facts only.", "\"neutral\"", CoercionKind.TEXT_AS_VALUE);
    }

    @ParameterizedTest
    @ValueSource(strings = { "Positive, though the ending is negative.", "Positive/Negative",
        "The sentiment is **Positive**, not negative.", "The sentiment is not **positive**.",
        "Somewhat positive", "The review reads as neutral overall.", "I'm not sure; the text is too short to tell.",
        "Sentiment: probably positive", "The sentiment is ~~positive~~.", "{\"verdict\": \"positive\", \"note\": \"no\"}" })
    void anEnumRoot_inProse_twoValuesOrAValueInPassing_isRefused(String text) {
        refused(SENTIMENT, text);
    }

    @Test
    void aNumberRoot_inProse_isTheOneNumberWritten() {
        chosen(NUMBER, "The invoice total comes to $1,234.50.", "1234.50", CoercionKind.TEXT_AS_VALUE,
                CoercionKind.STRING_TO_NUMBER);
        chosen(INTEGER, "I'd give it **4** stars.", "4", CoercionKind.TEXT_AS_VALUE, CoercionKind.STRING_TO_INTEGER);
        chosen(NUMBER, "It drops to -3.5 overnight.", "-3.5", CoercionKind.TEXT_AS_VALUE, CoercionKind.STRING_TO_NUMBER);
    }

    @Test
    void aNumberNoDecimalCanHold_isRefused_neverAnError() {
        refused(NUMBER, "4443E4444444844");
        refused(NUMBER, "```json\n[4443E4444444844]\n```");
    }

    @ParameterizedTest
    @ValueSource(strings = { "Somewhere between 10 and 20 dollars.", "Order 4521 totals $30.", "About 80% likely.",
        "I'd rate it 4/5.", "Due 2025-03-01.", "Roughly ~12 units.", "It costs €12,50.", "N/A",
        "I can't rate this without seeing the product.", "At 10:30 it was 5." })
    void aNumberRoot_inProse_twoNumbersOrOneThatReadsTwoWays_isRefused(String text) {
        BestFit.NoFit n = refused(NUMBER, text);
        assertInstanceOf(Extraction.Failed.class, n.closest());
        assertTrue(n.passedOver().get(0).startsWith("passed over the words at line 1, column "), n.passedOver().toString());
    }

    /** Ten megabytes of one enum value, a word at a time: each occurrence costs what touches it, not its line. */
    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void tenMegabytesOfOneValueInPassing_isRefused_inLinearTime() {
        BestFit.NoFit n = refused(SENTIMENT, "positive ".repeat(1_100_000));
        assertTrue(n.passedOver().get(0).endsWith("read as prose, it names \"positive\" only in passing, not as the answer"),
                n.passedOver().toString());
    }

    @Test
    void wordsCompared_withALongEnum_spendTheBudget_andStopSayingSo() {
        StringBuilder values = new StringBuilder();
        for (int i = 0; i < 2_000; i++) {
            values.append(i == 0 ? "" : ", ").append("\"value").append(i).append('"');
        }
        CompiledSchema compiled = schema("{\"enum\": [" + values + "]}");
        String text = "no value here ".repeat(20_000);
        BestFit.NoFit n = assertInstanceOf(BestFit.NoFit.class, FIT.choose(FencedText.of(text), Mode.STRICT, Accept.ANY,
                compiled, WorkBudget.of(100_000_000)));
        assertEquals("the candidates were not all weighed: the request's work budget is spent", n.passedOver().getLast());
    }

    @Test
    void wordsAreNotRead_whereTheReplyWritesJson() {
        // The model answered in JSON that does not fit: its numbers are not read as the value.
        refused(INTEGER, "{\"error\": \"no rating\", \"code\": 2}");
        refused(SENTIMENT, "```json\n[\"positive\", \"negative\"]\n```");
    }
}
