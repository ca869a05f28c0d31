package dev.outputguard.align;

import static dev.outputguard.align.SchemaAlignerTest.json;
import static dev.outputguard.align.SchemaAlignerTest.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

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
    private static final String SENTIMENT = "{\"title\": \"Sentiment\", \"enum\": [\"positive\", \"negative\", \"neutral\"]}";
    private static final String NUMBER = "{\"title\": \"Total\", \"type\": \"number\"}";
    private static final String INTEGER = "{\"type\": \"integer\"}";
    private static final String TAGS = "{\"title\": \"Keywords\", \"type\": \"array\", \"items\": {\"type\": \"string\"}}";
    private static final String AGE = "{\"type\": \"object\", \"required\": [\"age\"], \"properties\": {\"age\":"
            + " {\"type\": \"integer\"}}}";
    private static final String PERSON = "{\"type\": \"object\", \"required\": [\"name\", \"age\"], \"properties\":"
            + " {\"name\": {\"type\": \"string\"}, \"age\": {\"type\": \"integer\"}}}";
    private static final String PRICE = "{\"type\": \"object\", \"required\": [\"price\"], \"properties\":"
            + " {\"price\": {\"type\": \"number\"}}}";

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

    private static BestFit.Ambiguous ambiguous(String schema, String text, Mode mode) {
        BestFit.Choice choice = choose(schema, text, mode);
        return assertInstanceOf(BestFit.Ambiguous.class, choice, () -> text + " → " + choice);
    }

    /**
     * A key written twice in one object, at any depth, with the same or another value, gives its property two values:
     * the parser keeps the last, but which the reply means nobody can tell, and coerce answers neither.
     */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void aKeyWrittenTwiceInOneObject_atAnyDepth_isTakenBack_namingTheKey(Mode mode) {
        String nested = "{\"type\": \"object\", \"required\": [\"order\"], \"properties\": {\"order\": {\"type\": \"object\","
                + " \"properties\": {\"qty\": {\"type\": \"integer\"}, \"items\": {\"type\": \"array\"}}}}}";
        for (String[] c : new String[][] {{QTY, "{\"qty\": 3, \"qty\": 4}"}, {QTY, "{\"qty\": 4, \"qty\": 3}"},
                {QTY, "{\"qty\": 3, \"qty\": 3}"}, {PERSON, "Answer:\n```json\n{\"name\": \"Ann\", \"age\": 3, \"name\": \"Bo\"}\n```"},
                {nested, "{\"order\": {\"qty\": 1, \"qty\": 2}}"},
                {nested, "{\"order\": {\"items\": [{\"sku\": \"a\", \"sku\": \"b\"}], \"qty\": 1}}"}}) {
            BestFit.TakenBack t = assertInstanceOf(BestFit.TakenBack.class, choose(c[0], c[1], mode), c[1]);
            assertTrue(t.why().contains("twice in one object"), t.why());
        }
        chosen(QTY, "{\"qty\": 3}", "{\"qty\": 3}"); // written once: the answer
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aLaterCandidateAsWritten_winsOverAnEarlierOneThatAlignsToTheSameValue(Mode mode) {
        String text = "Draft: {\"qty\": \"3\"}\nFinal: {\"qty\": 3}";
        BestFit.Chosen c = assertInstanceOf(BestFit.Chosen.class, choose(QTY, text, mode));
        assertEquals("{\"qty\":3}", c.json().toString());
        assertEquals(List.of(), c.coercions());
        assertEquals("{\"qty\": 3}", text.substring(c.found().start(), c.found().end()));
        assertEquals(List.of("passed over the object at line 1, column 8 (characters 7 to 19): it conforms only once"
                + " aligned, to the value of a later candidate that conforms as written"), c.passedOver());
    }

    /** A model's answer, then an example that conforms as written: the example is no more the answer than the first. */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void anAnswerThatAligns_thenAnExampleAsWritten_thatDiffers_isAmbiguous(Mode mode) {
        String text = "```json\n{\"name\": \"Ada\", \"age\": \"36\"}\n```\nNote: age must be a number, like"
                + " {\"name\": \"Bob\", \"age\": 25}.";
        BestFit.Ambiguous a = ambiguous(PERSON, text, mode);
        assertEquals("{\"name\": \"Ada\", \"age\": \"36\"}", text.substring(a.first().start(), a.first().end()));
        assertEquals(Source.CODE_BLOCK, a.first().source());
        assertEquals("{\"name\":\"Ada\",\"age\":36}", a.firstValue().toString());
        assertEquals("{\"name\": \"Bob\", \"age\": 25}", text.substring(a.later().start(), a.later().end()));
        assertEquals("{\"name\":\"Bob\",\"age\":25}", a.laterValue().toString());
        assertEquals("the object at line 2, column 1 (characters 8 to 36), the first value that fits, conforms once"
                + " aligned, as {\"name\":\"Ada\",\"age\":36}, and the object at line 4, column 34 (characters 74 to 100)"
                + " conforms as written, as {\"name\":\"Bob\",\"age\":25}", a.why());
        assertEquals(List.of(), a.passedOver());
    }

    /** Fences are where extraction looks first, but no rule says which of two values a reply means: none outranks. */
    @Test
    void differingValues_areAmbiguous_whateverTheirSources() {
        ambiguous(QTY, "Draft: {\"qty\": \"2\"}\nFinal: {\"qty\": 3}", Mode.STRICT);
        ambiguous(QTY, "```json\n{\"qty\": \"2\"}\n```\nor {\"qty\": 5}", Mode.STRICT);
        ambiguous(QTY, "```json\n{\"qty\": \"2\"}\n```\n```json\n{\"qty\": 5}\n```", Mode.STRICT);
        // Fences are weighed first: a value as written in the prose before the fence is the later one weighed.
        String proseFirst = "Results: {\"qty\": 5}\n```json\n{\"qty\": \"2\"}\n```";
        BestFit.Ambiguous a = ambiguous(QTY, proseFirst, Mode.STRICT);
        assertEquals(9, a.later().start());
        assertEquals(proseFirst.indexOf("{\"qty\": \"2\"}"), a.first().start());
        chosen(QTY, "Results: {\"qty\": 2}\n```json\n{\"qty\": \"2\"}\n```", "{\"qty\": 2}");
        // The reply cut off after a fenced value that aligns: the object it was writing is no second value.
        chosen(QTY, "```json\n{\"qty\": \"2\"}\n```\nor {\"qty\": 5", "{\"qty\": 2}", CoercionKind.STRING_TO_INTEGER);
    }

    /** The first value that fits decides what a later one is compared with, not the values in between. */
    @Test
    void theLaterValue_isComparedWithTheFirstThatFits_andTheOthersAreNamed() {
        BestFit.Chosen c = chosen(QTY, "{\"qty\": \"x\"} {\"qty\": \"3\"} {\"qty\": \"4\"} {\"qty\": 3}", "{\"qty\": 3}");
        assertEquals(3, c.passedOver().size(), c.passedOver().toString());
        assertTrue(c.passedOver().get(2).endsWith("it does not conform to the schema as written, and a candidate before it"
                + " conforms once aligned"), c.passedOver().toString());
        BestFit.Ambiguous a = ambiguous(QTY, "{\"qty\": \"x\"} {\"qty\": \"3\"} {\"qty\": \"4\"} {\"qty\": 4}",
                Mode.STRICT);
        assertEquals(13, a.first().start());
        assertEquals(39, a.later().start());
        assertEquals(2, a.passedOver().size(), a.passedOver().toString());
        assertTrue(a.passedOver().get(0).startsWith("passed over the object at line 1, column 1 (characters 0 to 12): it"
                + " does not conform"), a.passedOver().toString());
        assertTrue(a.passedOver().get(1).startsWith("passed over the object at line 1, column 27 (characters 26 to 38)"),
                a.passedOver().toString());
    }

    /** Values agree as the schema compares them: once aligned (a dropped key, a number as a string), numbers by value. */
    @Test
    void valuesThatAgreeOnceAligned_areOneAnswer_theOneAsWritten() {
        chosen(QTY, "{\"qty\": \"3\", \"note\": \"rounded\"}\n{\"qty\": 3}", "{\"qty\": 3}");
        chosen(PRICE, "{\"price\": \"1.50\"}\n{\"price\": 1.5}", "{\"price\": 1.5}");
        chosen(QTY, "{\"qty\": \"3\"}\n{\"qty\": 3.0}", "{\"qty\": 3}", CoercionKind.FLOAT_TO_INTEGER);
        ambiguous(PERSON, "{\"name\": \"Ada\", \"age\": \"36\"}\n{\"name\": \"ada\", \"age\": 36}", Mode.STRICT);
    }

    /** The same value twice: the first that fits is the answer, as with one copy. */
    @Test
    void aLaterCandidateEqualToTheFirst_changesNothing() {
        BestFit.Chosen c = chosen(QTY, "{\"qty\": 3} and again {\"qty\": 3}", "{\"qty\": 3}");
        assertEquals(0, c.found().start());
        c = chosen(QTY, "{\"qty\": \"3\"} and again {\"qty\": \"3\"}", "{\"qty\": 3}", CoercionKind.STRING_TO_INTEGER);
        assertEquals(0, c.found().start());
        assertEquals(List.of(), c.passedOver());
    }

    /**
     * A value before the answer that conforms as written is the reply's first value: what extract-json answers
     * without {@code coerce} too. Coercion aligns a value that does not conform; it never overturns one that does.
     */
    @Test
    void aValueAsWritten_beforeAnAnswerThatAligns_isTheFirstValue() {
        BestFit.Chosen c = chosen(AGE, "Value: {\"age\": 0}. Answer: {\"age\": \"36\"}", "{\"age\": 0}");
        assertEquals(List.of(), c.passedOver());
        assertEquals(7, c.found().start());
        // A draft's label frames it as no answer: the reply is refused, not answered by the value after it.
        assertInstanceOf(BestFit.TakenBack.class, choose(AGE, "Draft: {\"age\": 0}. Answer: {\"age\": \"36\"}", Mode.STRICT));
    }

    /** The same after a label that shows a template: it is passed over, named, and the answer after it aligned. */
    @Test
    void aTemplateAsWritten_beforeAnAnswerThatAligns_isPassedOver() {
        BestFit.Chosen c = chosen(AGE, "Format: {\"age\": 0}. Answer: {\"age\": \"36\"}", "{\"age\": 36}",
                CoercionKind.STRING_TO_INTEGER);
        assertEquals(List.of("passed over the object at line 1, column 9 (characters 8 to 18): it follows \"Format\", a"
                + " label that shows a template or an example, not the answer"), c.passedOver());
        // After the answer, an example no longer makes the reply ambiguous.
        chosen(PERSON, "```json\n{\"name\": \"Ada\", \"age\": \"36\"}\n```\nNote: age must be a number, e.g."
                + " {\"name\": \"Bob\", \"age\": 25}.", "{\"name\": \"Ada\", \"age\": 36}", CoercionKind.STRING_TO_INTEGER);
    }

    /**
     * Two values as written that differ, found alike (both in prose, both fenced): which one the model meant cannot
     * be told; the same value twice, or a value in prose beside a fenced answer, leaves the first the answer.
     */
    @Test
    void twoValuesAsWritten_thatDiffer_areAmbiguous_unlessAlikeOrOnlyTheProseShowsTheOther() {
        for (String text : List.of("{\"qty\": 1} or maybe {\"qty\": 2}", "Draft: {\"qty\": 1}\nFinal: {\"qty\": 2}",
                "```json\n{\"qty\": 1}\n```\nOops, wrong:\n```json\n{\"qty\": 2}\n```")) {
            BestFit.Ambiguous a = ambiguous(QTY, text, Mode.STRICT);
            assertEquals(1, a.firstValue().get("qty").intValue());
            assertEquals(2, a.laterValue().get("qty").intValue());
            assertTrue(a.error(text).message().contains("conforms as written too"), a.error(text).message());
        }
        assertEquals(List.of(), chosen(QTY, "{\"qty\": 1}, that is {\"qty\": 1.0}", "{\"qty\": 1}").passedOver());
        // A list of two objects for an object root is two answers; the same one twice is one.
        ambiguous(QTY, "[{\"qty\": 1}, {\"qty\": 2}]", Mode.STRICT);
        chosen(QTY, "[{\"qty\": 1}, {\"qty\": 1}]", "{\"qty\": 1}");
        chosen(QTY, "```json\n{\"qty\": 1}\n```\nA larger order would read {\"qty\": 2}.", "{\"qty\": 1}");
    }

    /**
     * Words after the value that take it back (a later retraction, a joke, a question right after it, a bare
     * negation) leave no answer; words that go on to explain the data, a closing question among them, keep it.
     */
    @Test
    void aValueTheWordsAfterItTakeBack_isNoAnswer_andExplanationsKeepIt() {
        for (String after : List.of("\n\nJust kidding.", " lol", "?", "\n\nNot really.", "\n\nActually, no.",
                "\n\n~~This is right.~~", "\n\nNo.", " ❌")) {
            String text = "{\"qty\": 1}" + after;
            BestFit.TakenBack t = assertInstanceOf(BestFit.TakenBack.class, choose(QTY, text, Mode.STRICT), text);
            assertTrue(t.at() >= 10, text);
            assertEquals(dev.outputguard.extract.ErrorCode.AMBIGUOUS, t.error(text).code());
        }
        for (String after : List.of("\n\nLet me know if you need anything else?", "\n\nNo other fields were found.",
                "\n\nThe quantity comes from the second line.")) {
            chosen(QTY, "```json\n{\"qty\": 1}\n```" + after, "{\"qty\": 1}");
        }
    }

    @Test
    void withNoneAsWritten_theFirstThatAligns_wins() {
        String text = "Earlier: {\"qty\": \"many\"}\nAnswer: {\"qty\": \"3\"}\nOr: {\"qty\": \"4\"}";
        BestFit.Chosen c = chosen(QTY, text, "{\"qty\": 3}", CoercionKind.STRING_TO_INTEGER);
        assertEquals(1, c.passedOver().size());
        assertTrue(c.passedOver().get(0).startsWith("passed over the object at line 1, column 10 (characters 9 to 24):"
                + " it does not conform to the schema: "), c.passedOver().get(0));
    }

    @Test
    void aFencedBlock_comesBeforeTheProse_atEqualFit() {
        chosen(QTY, "```json\n{\"qty\": \"2\"}\n```\nor {\"qty\": \"5\"}", "{\"qty\": 2}", CoercionKind.STRING_TO_INTEGER);
        // As written beats aligned whatever the source, when the two are one value.
        BestFit.Chosen c = chosen(QTY, "```json\n{\"qty\": \"5\"}\n```\n{\"qty\": 5}", "{\"qty\": 5}");
        assertEquals(Source.TEXT, c.found().source());
    }

    @Test
    void theFirstCandidateConforming_isExtractionsAnswer_withNothingPassedOver() {
        BestFit.Chosen c = chosen(QTY, "{\"qty\": 1} and later {\"qty\": \"2\"}", "{\"qty\": 1}");
        assertEquals(List.of(), c.passedOver());
    }

    @Test
    void noCandidateFits_isTheFirstCandidatesRefusal_withTheOthersNamed() {
        BestFit.NoFit n = refused(QTY, "Use {\"qty\": \"<n>\"}, say {\"qty\": \"1.5\"}");
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

    /** An array root: an object that unwraps to a list is compared with a list written later, as any value. */
    @Test
    void anArrayRoot_anObjectThatUnwraps_thenAListAsWritten_isOneAnswerOrAmbiguous() {
        BestFit.Chosen c = chosen(TAGS, "{\"keywords\": [\"solar\", \"wind\"]}\n[\"solar\", \"wind\"]", "[\"solar\", \"wind\"]");
        assertEquals(1, c.passedOver().size());
        ambiguous(TAGS, "{\"keywords\": [\"solar\"]}\nAlso: [\"wind\"]", Mode.STRICT);
        ambiguous(TAGS, "```json\n[\"solar\", 2]\n```\nor [\"solar\", \"wind\"]", Mode.STRICT);
    }

    /** A scalar root: the words a fenced block holds, read as the value, against JSON a later block writes. */
    @Test
    void aScalarRoot_wordsThenAJsonValue_isOneAnswerOrAmbiguous() {
        BestFit.Chosen c = chosen(SENTIMENT, "```\nPositive\n```\n```json\n\"positive\"\n```", "\"positive\"");
        assertEquals(List.of("passed over the words at line 2, column 1 (characters 4 to 12): it conforms only once"
                + " aligned, to the value of a later candidate that conforms as written"), c.passedOver());
        BestFit.Ambiguous a = ambiguous(SENTIMENT, "```\nPositive\n```\n```json\n\"negative\"\n```", Mode.STRICT);
        assertTrue(a.why().startsWith("the words at line 2, column 1 (characters 4 to 12), the first value that fits,"
                + " conforms once aligned, as \"positive\", and the value at line 5, column 1"), a.why());
        // An object that unwraps to a number, then the number as JSON in a block: compared by value.
        BestFit.Chosen n = chosen(NUMBER, "{\"total\": 12.50}\n```json\n12.5\n```", "12.5");
        assertEquals(1, n.passedOver().size());
        ambiguous(NUMBER, "{\"total\": 12.50}\n```json\n12\n```", Mode.STRICT);
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
        chosen(SENTIMENT, "**Negative** - see above.", "\"negative\"",
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
        chosen(NUMBER, "It drops to -3.5 degrees.", "-3.5", CoercionKind.TEXT_AS_VALUE, CoercionKind.STRING_TO_NUMBER);
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

    // ---- a value standing alone, for an object of one property ---------------------------------------

    private static String oneProperty(String name, String schema) {
        return "{\"type\": \"object\", \"required\": [\"" + name + "\"], \"additionalProperties\": false,"
                + " \"properties\": {\"" + name + "\": " + schema + "}}";
    }

    private static final String COUNT = oneProperty("count", "{\"type\": \"integer\"}");
    private static final String IS_SPAM = oneProperty("isSpam", "{\"type\": \"boolean\"}");
    private static final String ANSWER = oneProperty("answer", "{\"type\": \"string\"}");
    private static final String LABEL = oneProperty("label", SENTIMENT);

    @Test
    void aValueStandingAlone_isWrappedIntoTheObjectsOneProperty() {
        BestFit.Chosen c = chosen(COUNT, "Result:\n```json\n1250\n```", "{\"count\": 1250}", CoercionKind.SCALAR_TO_OBJECT);
        assertEquals(Source.CODE_BLOCK, c.found().source());
        assertEquals("1250", "Result:\n```json\n1250\n```".substring(c.found().start(), c.found().end()));
        assertEquals(List.of(), c.passedOver());
        chosen(IS_SPAM, "true", "{\"isSpam\": true}", CoercionKind.SCALAR_TO_OBJECT);
        chosen(ANSWER, "\"Canberra\"", "{\"answer\": \"Canberra\"}", CoercionKind.SCALAR_TO_OBJECT);
        chosen(LABEL, "```json\n\"negative\"\n```", "{\"label\": \"negative\"}", CoercionKind.SCALAR_TO_OBJECT);
        // Then the scalar coercions that exist, in the property.
        chosen(COUNT, "\"1250\"", "{\"count\": 1250}", CoercionKind.SCALAR_TO_OBJECT, CoercionKind.STRING_TO_INTEGER);
        chosen(COUNT, "1250.0", "{\"count\": 1250}", CoercionKind.SCALAR_TO_OBJECT, CoercionKind.FLOAT_TO_INTEGER);
        chosen(ANSWER, "```json\n42\n```", "{\"answer\": \"42\"}", CoercionKind.SCALAR_TO_OBJECT,
                CoercionKind.NUMBER_TO_STRING);
        // Words standing alone, where the property reads them as a value.
        chosen(LABEL, "Positive", "{\"label\": \"positive\"}", CoercionKind.TEXT_AS_VALUE, CoercionKind.SCALAR_TO_OBJECT,
                CoercionKind.ENUM_CASE);
        chosen(LABEL, "Label:\n```\n**neutral**\n```", "{\"label\": \"neutral\"}", CoercionKind.TEXT_AS_VALUE,
                CoercionKind.SCALAR_TO_OBJECT, CoercionKind.ENUM_STRIPPED);
        chosen(IS_SPAM, "Yes.", "{\"isSpam\": true}", CoercionKind.TEXT_AS_VALUE, CoercionKind.SCALAR_TO_OBJECT,
                CoercionKind.STRING_TO_BOOLEAN);
        chosen(COUNT, "<think>Three crates of 250, then 500.</think>\n```\n1,250,000\n```", "{\"count\": 1250000}",
                CoercionKind.TEXT_AS_VALUE, CoercionKind.SCALAR_TO_OBJECT, CoercionKind.STRING_TO_INTEGER);
    }

    /**
     * Generated: every value in every way a reply makes it stand alone is wrapped; the same value in every
     * sentence around it, and every value its property does not take, is refused, with the reason named.
     */
    @Test
    void aValueInProse_orOneThePropertyDoesNotTake_isNeverWrapped_andTheReasonIsNamed() {
        List<UnaryOperator<String>> alone = List.of(v -> v, v -> "```json\n" + v + "\n```", v -> "```\n" + v + "\n```",
                v -> "Here it is:\n\n```json\n" + v + "\n```\n\nAnything else?", v -> "  " + v + "\n",
                v -> "<think>\nThe text says " + v + ".\n</think>\n" + v);
        // Words that begin with the value and explain it after are read as an enum value explained, the rule every
        // enum reading follows ("fail - 2 blockers"): those frames are left to that rule.
        List<UnaryOperator<String>> prose = List.of(v -> "The answer is " + v + ".", v -> "I'd say " + v + ".",
                v -> "Maybe " + v, v -> "Not " + v + ".", v -> "It is " + v + " or not.", v -> "Answer: " + v,
                v -> "Either " + v + " or something else.", v -> "Result:\n\n" + v + "\n\nmaybe");
        String[][] takes = { { COUNT, "1250", "{\"count\": 1250}" }, { COUNT, "\"1250\"", "{\"count\": 1250}" },
            { IS_SPAM, "false", "{\"isSpam\": false}" }, { ANSWER, "\"Canberra\"", "{\"answer\": \"Canberra\"}" },
            { LABEL, "\"neutral\"", "{\"label\": \"neutral\"}" },
            { LABEL, "Negative", "{\"label\": \"negative\"}" } };
        List<String> wrong = new ArrayList<>();
        for (String[] t : takes) {
            for (UnaryOperator<String> frame : alone) {
                String text = frame.apply(t[1]);
                if (!(choose(t[0], text, Mode.STRICT) instanceof BestFit.Chosen c)
                        || !c.json().equals(json(t[2])) || c.coercions().stream().noneMatch(
                                k -> k.kind() == CoercionKind.SCALAR_TO_OBJECT)) {
                    wrong.add("alone, not wrapped: " + text);
                }
            }
            for (UnaryOperator<String> frame : prose) {
                String text = frame.apply(t[1]);
                if (!(choose(t[0], text, Mode.STRICT) instanceof BestFit.NoFit n)
                        || !(n.closest() instanceof Extraction.Failed) || n.passedOver().isEmpty()) {
                    wrong.add("in prose, not refused with a reason: " + text);
                }
            }
        }
        String[][] refuses = { { COUNT, "1250.5" }, { COUNT, "null" }, { COUNT, "\"1,250\"" }, { COUNT, "~1250" },
            { IS_SPAM, "\"maybe\"" }, { IS_SPAM, "1" }, { LABEL, "\"Positive/Negative\"" }, { LABEL, "Somewhat positive" },
            { LABEL, "not positive" }, { ANSWER, "Canberra" }, { ANSWER, "null" } };
        for (String[] t : refuses) {
            for (UnaryOperator<String> frame : alone) {
                String text = frame.apply(t[1]);
                if (!(choose(t[0], text, Mode.STRICT) instanceof BestFit.NoFit n)
                        || !(n.closest() instanceof Extraction.Failed) || n.passedOver().isEmpty()) {
                    wrong.add("not taken by the property, not refused with a reason: " + text);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void aValuePassedOver_saysWhyOfTheProperty() {
        assertEquals(List.of("passed over the value at line 2, column 1 (characters 8 to 14): it stands alone, but is"
                + " not made the value of \"count\": 1250.5 is not a whole number"),
                refused(COUNT, "```json\n1250.5\n```").passedOver());
        assertEquals(List.of("passed over the words at line 1, column 1 (characters 0 to 18): read as the value of"
                + " \"count\", \"The count is 1250.\" is not a number; a value inside prose is never made the object's"
                + " property"), refused(COUNT, "The count is 1250.").passedOver());
        assertEquals(List.of("passed over the words at line 1, column 1 (characters 0 to 24): they are not made the"
                + " value of \"answer\", which takes any string as it is: only a JSON string standing alone is"),
                refused(ANSWER, "The capital is Canberra.").passedOver());
        assertEquals(List.of("passed over the value at line 1, column 1 (characters 0 to 4): it stands alone, but is"
                + " not made the value of \"count\": null says there is no value"), refused(COUNT, "null").passedOver());
    }

    @Test
    void anObjectThatFits_winsOverAWrappedValue() {
        // As written: the reply's first value, answered before any value standing alone is looked at.
        chosen(COUNT, "```json\n1300\n```\nAs JSON: {\"count\": 1250}", "{\"count\": 1250}");
        // Once aligned: still the answer, though the value standing alone is fenced and comes first.
        chosen(COUNT, "```json\n1300\n```\nAs JSON: {\"Count\": \"1250\"}", "{\"count\": 1250}",
                CoercionKind.KEY_RENAMED, CoercionKind.STRING_TO_INTEGER);
        // An object that does not fit is passed over for the value that does.
        BestFit.Chosen c = chosen(COUNT, "Format: {\"count\": \"<number>\"}\n```json\n1250\n```", "{\"count\": 1250}",
                CoercionKind.SCALAR_TO_OBJECT);
        assertEquals(1, c.passedOver().size());
        assertTrue(c.passedOver().get(0).startsWith("passed over the object at line 1, column 9"), c.passedOver().toString());
        // Nothing fits: the object's refusal, as without the value standing alone.
        BestFit.NoFit n = refused(COUNT, "{\"count\": \"many\"}\n```json\n1250.5\n```");
        assertEquals("{\"count\":\"many\"}", assertInstanceOf(Extraction.Found.class, n.closest()).json().toString());
        assertEquals(1, n.passedOver().size());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"type\": \"object\", \"required\": [\"count\"], \"properties\": {\"count\": {\"type\": \"integer\"}}}",
        "{\"type\": \"object\", \"additionalProperties\": false, \"properties\": {\"count\": {\"type\": \"integer\"}}}",
        "{\"type\": \"object\", \"required\": [\"count\"], \"additionalProperties\": false, \"properties\":"
                + " {\"count\": {\"type\": \"integer\"}, \"unit\": {\"type\": \"string\"}}}",
        "{\"type\": \"object\", \"required\": [\"count\"], \"additionalProperties\": false, \"patternProperties\":"
                + " {\"^x-\": {}}, \"properties\": {\"count\": {\"type\": \"integer\"}}}",
        "{\"required\": [\"count\"], \"additionalProperties\": false, \"properties\": {\"count\": {\"type\": \"integer\"}}}" })
    void onlyAnObjectOfExactlyOneRequiredProperty_andNoOther_takesAValueStandingAlone(String schema) {
        BestFit.NoFit n = refused(schema, "```json\n1250\n```");
        assertInstanceOf(Extraction.Failed.class, n.closest());
        assertEquals(List.of(), n.passedOver());
        assertFalse(choose(schema, "1250", Mode.REPAIR) instanceof BestFit.Chosen);
    }

    /** Ten megabytes of one enum value, a word at a time: each occurrence costs what touches it, not its line. */
    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void tenMegabytesOfOneValueInPassing_isRefused_inLinearTime() {
        BestFit.NoFit n = refused(SENTIMENT, "positive ".repeat(1_100_000));
        assertTrue(n.passedOver().get(0).contains("read as prose, it writes \"positive\" with words that neither keep nor"
                + " explain it"), n.passedOver().toString());
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
