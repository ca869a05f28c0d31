package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;
import dev.outputguard.testsupport.PeerVariants;
import dev.outputguard.text.Nfkc;
import dev.outputguard.text.Spelling;

/**
 * What an answer keeps beside its data, generated from the lexicon in every language: a member the schema does not
 * name that takes the data back (a flag whose name hedges, approximates, conditions, retracts, jokes, leaves
 * unverified, names an example, a template or a value other than the actual one, saying yes or holding another
 * reading; a settled flag saying no; a confidence no better than even; a short remark that takes it back), an item
 * of a list of free strings that says nothing or that the list goes on, a free string struck through or a template's
 * slot; a remark on the value's closing line that takes it back ({@code {…} <- not sure}). extract-json with
 * {@code coerce} never answers the data so; the same data beside neutral members, and a list
 * of plain items, is answered (what the reading keeps).
 *
 * <p>The variants read through extract-json are written to {@code target/assertion-variants/beside-the-data.json} in
 * the coerce table's form, for the peers' runners ({@code bench/peers/variants.sh}): each with its family, whether
 * the data is to be refused or kept, and where the data's value stands. Up to {@code beside.peers.perFamily} of each
 * family (300 unless set; 0 writes them all), spread evenly over the family as generated, so the same sample each run.
 */
class BesideTheDataGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES;
    /** The categories whose terms, as a key saying yes, flag the data beside it. */
    private static final List<Category> FLAGGING = List.of(Category.HEDGE, Category.APPROXIMATE, Category.CONDITION,
            Category.RETRACTION, Category.JOKE, Category.UNVERIFIED, Category.EXAMPLE_LABEL, Category.TEMPLATE_LABEL,
            Category.NOT_ACTUAL, Category.CROSS, Category.SUBSTITUTE);
    /** The categories whose terms, as a key holding another reading of the data, offer it in the data's place. */
    private static final Set<Category> OFFERING = Set.of(Category.HEDGE, Category.APPROXIMATE, Category.RETRACTION,
            Category.JOKE, Category.UNVERIFIED, Category.CROSS);
    /** The categories whose terms, as a short remark beside the data, take it back. */
    private static final List<Category> SAID_BACK = List.of(Category.RETRACTION, Category.JOKE, Category.HEDGE,
            Category.UNVERIFIED, Category.EXAMPLE_LABEL, Category.SUBSTITUTE);

    /** A reply's data, its schema, where the generated member goes, and the value a program would read. */
    private record Seed(String name, ObjectNode schema, ObjectNode data, String at, String pointer, JsonNode value,
            String property, JsonNode other) {
    }

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Seed seed(String name) {
        return seeds().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    private static List<Seed> seeds() {
        List<Seed> seeds = new ArrayList<>();
        String enumSchema = "{\"type\":\"object\",\"properties\":{\"sentiment\":{\"type\":\"string\",\"enum\":[\"positive\",\"negative\",\"neutral\"]}},\"required\":[\"sentiment\"]%s}";
        seeds.add(new Seed("enum", (ObjectNode) json(enumSchema.formatted("")), (ObjectNode) json("{\"sentiment\":\"positive\"}"),
                "", "/sentiment", json("\"positive\""), "sentiment", json("\"negative\"")));
        seeds.add(new Seed("enum-nullable", (ObjectNode) json("{\"anyOf\":[" + enumSchema.formatted("") + ",{\"type\":\"null\"}]}"),
                (ObjectNode) json("{\"sentiment\":\"positive\"}"), "", "/sentiment", json("\"positive\""), "sentiment",
                json("\"negative\"")));
        seeds.add(new Seed("enum-closed", (ObjectNode) json(enumSchema.formatted(",\"additionalProperties\":false")),
                (ObjectNode) json("{\"sentiment\":\"negative\"}"), "", "/sentiment", json("\"negative\""), "sentiment",
                json("\"positive\"")));
        seeds.add(new Seed("integer", (ObjectNode) json("{\"type\":\"object\",\"properties\":{\"total\":{\"type\":\"integer\"}},\"required\":[\"total\"]}"),
                (ObjectNode) json("{\"total\":5}"), "", "/total", json("5"), "total", json("6")));
        seeds.add(new Seed("boolean", (ObjectNode) json("{\"type\":\"object\",\"properties\":{\"ok\":{\"type\":\"boolean\"}},\"required\":[\"ok\"]}"),
                (ObjectNode) json("{\"ok\":true}"), "", "/ok", json("true"), "ok", json("false")));
        seeds.add(new Seed("nested", (ObjectNode) json("{\"type\":\"object\",\"properties\":{\"order\":{\"type\":\"object\",\"properties\":"
                + "{\"id\":{\"type\":\"integer\"},\"status\":{\"type\":\"string\",\"enum\":[\"shipped\",\"pending\"]}},\"required\":[\"id\",\"status\"]}},"
                + "\"required\":[\"order\"]}"), (ObjectNode) json("{\"order\":{\"id\":7,\"status\":\"shipped\"}}"), "/order",
                "/order/status", json("\"shipped\""), "status", json("\"pending\"")));
        return seeds;
    }

    /** A term written as a key ({@code not sure} as {@code not_sure}), or null where a key cannot spell it. */
    private static String keyOf(String term) {
        String key = term.replace(' ', '_');
        return Spelling.words(key).equals(Nfkc.of(term).text().toLowerCase(Locale.ROOT)) ? key : null;
    }

    /** One generated member: its family, its language, the key and the value. */
    private record Member(String family, String language, String key, JsonNode value) {
    }

    private static List<Member> takingBack(Seed seed) {
        List<Member> out = new ArrayList<>();
        for (String language : LANGUAGES) {
            for (Category c : FLAGGING) {
                for (String term : LEX.words(c, language)) {
                    String key = keyOf(term);
                    if (key == null || key.equals(seed.property())) {
                        continue;
                    }
                    out.add(new Member("flag-says-yes", language, key, MAPPER.getNodeFactory().booleanNode(true)));
                    if (OFFERING.contains(c)) {
                        ObjectNode again = MAPPER.createObjectNode();
                        again.set(seed.property(), seed.other());
                        out.add(new Member("flag-offers-another-reading", language, key, again));
                    }
                }
            }
            for (String term : LEX.words(Category.SETTLED, language)) {
                String key = keyOf(term);
                if (key != null && !key.equals(seed.property())) { // under the data's own name it is the data itself
                    out.add(new Member("settled-says-no", language, key, MAPPER.getNodeFactory().booleanNode(false)));
                }
            }
            for (String term : LEX.words(Category.CONFIDENCE, language)) {
                String key = keyOf(term);
                if (key != null) {
                    for (JsonNode v : List.of(json("0.2"), json("0.5"), json("\"50%\""), json("\"3/10\""), json("null"))) {
                        out.add(new Member("confidence-at-most-even", language, key, v));
                    }
                    ObjectNode meta = MAPPER.createObjectNode();
                    meta.set(key, json("0.1"));
                    out.add(new Member("nested-member-takes-back", language, "meta", meta));
                    out.add(new Member("remark-takes-back", language, "warnings", MAPPER.createArrayNode().add("low " + term)));
                }
            }
            for (String term : LEX.words(Category.FAILURE, language)) {
                String key = keyOf(term);
                if (key != null) {
                    for (JsonNode v : List.of(json("\"timeout\""), json("true"), json("2"), json("[\"could not parse\"]"),
                            json("{\"code\": 500}"))) {
                        out.add(new Member("failure-holds-something", language, key, v));
                    }
                }
            }
            for (Category c : SAID_BACK) {
                for (String term : LEX.words(c, language)) {
                    if (term.split(" ").length <= 4) {
                        out.add(new Member("remark-takes-back", language, "note", MAPPER.getNodeFactory().textNode(term)));
                    }
                    boolean phrase = term.contains(" ") || term.charAt(0) >= 0x2E80 && term.length() >= 3;
                    if (c != Category.HEDGE && c != Category.EXAMPLE_LABEL && !LEX.is(term, Category.PSEUDO)
                            && (phrase || c == Category.UNVERIFIED || c == Category.SUBSTITUTE)) {
                        out.add(new Member("reason-takes-back", language, "reasoning", MAPPER.getNodeFactory()
                                .textNode("Read from the customer's message, " + term + ", as the reply gives it.")));
                    }
                }
            }
        }
        return out;
    }

    /** What reads as data beside the data: the answer keeps it. */
    private static final String[][] NEUTRAL = { { "confidence", "0.95" }, { "confidence", "\"high\"" }, { "final", "true" },
        { "draft", "false" }, { "is_estimate", "false" }, { "reasoning", "\"The reply states it in its first sentence.\"" },
        { "note", "\"Read from the customer's message.\"" },
        { "reasoning", "\"The tone seems warm and the customer will likely buy again.\"" },
        { "reasoning", "\"The customer wants to cancel the old plan; the sarcastic remark about support is a joke.\"" },
        { "error", "null" }, { "errors", "[]" }, { "error_count", "0" }, { "failed", "false" }, { "error", "\"none\"" },
        { "success", "true" }, { "ok", "true" }, { "warnings", "[\"long review\"]" },
        { "meta", "{\"model\": \"m1\", \"confidence\": 0.9}" }, { "score", "3" }, { "source", "\"review\"" }, { "ref", "\"a1\"" } };

    private static JsonNode answer(ObjectNode schema, String text) {
        return answer(schema, text, "strict");
    }

    /** extract-json's answer to {@code text} with {@code schema}, {@code coerce} and {@code mode}. */
    private static JsonNode answer(ObjectNode schema, String text, String mode) {
        ObjectNode request = MAPPER.createObjectNode().put("text", text).put("coerce", true).put("mode", mode);
        request.set("schema", schema);
        return json(new String(FUNCTIONS.call("extract-json", request.toString()
                .getBytes(java.nio.charset.StandardCharsets.UTF_8)), java.nio.charset.StandardCharsets.UTF_8));
    }

    private static boolean answersValue(JsonNode answer, String pointer, JsonNode value) {
        if (!answer.path("ok").asBoolean()) {
            return false;
        }
        JsonNode at = answer.get("json").at(pointer);
        return !at.isMissingNode() && (at.isNumber() && value.isNumber() ? at.decimalValue().compareTo(value.decimalValue()) == 0
                : at.equals(value));
    }

    // ---- the variants for the peers' runners ---------------------------------------------------------------------

    @RegisterExtension
    static final PeerVariants PEERS = PeerVariants.written("beside-the-data.json", "beside.peers.perFamily",
            "Generated by BesideTheDataGeneratedTest: replies"
            + " whose data stands beside what takes it back (expect 'refused': the data's value at 'pointer' is confidently"
            + " wrong) or beside what keeps it (expect 'kept': that value is the answer wanted)");

    private static void forPeers(String family, String language, Seed seed, String reply, boolean kept) {
        forPeers(family, language, "beside-" + seed.name(), seed.schema(), reply, "strict", seed.pointer(), seed.value(), kept);
    }

    private static void forPeers(String family, String language, String schemaName, ObjectNode schema, String reply,
            String mode, String pointer, JsonNode value, boolean kept) {
        PEERS.add(new PeerVariants.Variant(family, language, schemaName, schema, reply, mode, pointer, value, kept));
    }


    private static ObjectNode with(Seed seed, String key, JsonNode value) {
        ObjectNode data = seed.data().deepCopy();
        ObjectNode place = seed.at().isEmpty() ? data : (ObjectNode) data.at(seed.at());
        place.set(key, value);
        return data;
    }

    @Test
    void aMemberBesideTheDataThatTakesItBack_inEveryLanguage_neverLeavesTheDataAnswered() {
        Map<String, int[]> byFamily = new TreeMap<>();
        Set<String> languages = new HashSet<>();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (Seed seed : seeds()) {
            for (Member m : takingBack(seed)) {
                String reply = with(seed, m.key(), m.value()).toString();
                forPeers(m.family(), m.language(), seed, reply, false);
                boolean answered = answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value());
                byFamily.computeIfAbsent(m.family(), f -> new int[2])[answered ? 1 : 0]++;
                languages.add(m.language());
                variants++;
                if (answered && wrong.size() < 20) {
                    wrong.add(seed.name() + " " + m.language() + ": " + reply);
                }
            }
        }
        StringBuilder report = new StringBuilder("members beside the data, refused / answered:\n");
        byFamily.forEach((f, c) -> report.append("  ").append(f).append(": ").append(c[0]).append(" / ").append(c[1]).append('\n'));
        System.out.print(report);
        assertTrue(wrong.isEmpty(), "answered the data beside a member that takes it back:\n" + String.join("\n", wrong));
        assertTrue(variants >= 5_000, "generated " + variants);
        assertTrue(languages.size() >= 7, "languages " + languages);
        assertTrue(byFamily.values().stream().allMatch(c -> c[0] > 0), report.toString());
    }

    @Test
    void neutralMembersBesideTheData_areKeptWithIt() {
        List<String> lost = new ArrayList<>();
        for (Seed seed : seeds()) {
            if (seed.schema().path("additionalProperties").isBoolean()) {
                continue; // a closed schema drops what it does not name, and reads a dropped flag fail-closed
            }
            for (String[] n : NEUTRAL) {
                String reply = with(seed, n[0], json(n[1])).toString();
                forPeers("kept: a neutral member beside it", "en", seed, reply, true);
                JsonNode answer = answer(seed.schema(), reply);
                if (!answersValue(answer, seed.pointer(), seed.value())) {
                    lost.add(seed.name() + ": " + reply + " -> " + answer);
                }
            }
        }
        assertEquals(List.of(), lost);
    }

    /** What takes a reply's value back in the words after it on its closing line. */
    private static final List<Category> ON_ITS_LINE = List.of(Category.HEDGE, Category.CONDITION, Category.RETRACTION,
            Category.JOKE, Category.QUESTION, Category.CROSS, Category.ATTRIBUTION, Category.HISTORICAL,
            Category.NEGATION, Category.NOT_ACTUAL, Category.UNVERIFIED);

    @Test
    void aRemarkOnTheValuesClosingLine_inEveryLanguage_neverLeavesItAnswered() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (Seed seed : seeds()) {
            for (String language : LANGUAGES) {
                for (Category c : ON_ITS_LINE) {
                    for (String term : LEX.words(c, language)) {
                        if (LEX.is(term, Category.PSEUDO)) {
                            continue; // read as the phrase it is elsewhere too ("not serious": a minor problem)
                        }
                        for (String shape : List.of(" <- " + term, " // " + term, " # " + term, " (" + term + ")")) {
                            String reply = seed.data() + shape + "\n\nLet me know if you need anything else.";
                            forPeers("a remark on its closing line", language, seed, reply, false);
                            variants++;
                            if (answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()) && wrong.size() < 20) {
                                wrong.add(reply);
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(variants >= 10_000, "generated " + variants);
        for (Seed seed : seeds()) {
            for (String shape : List.of("", " // as requested", " <- the answer", "  ", " (see above)", " — here it is.")) {
                String reply = seed.data() + shape + "\nLet me know if you need anything else.";
                forPeers("kept: a plain remark on its closing line", "en", seed, reply, true);
                assertTrue(answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()), reply);
            }
        }
    }

    /** What frames a reply's JSON value as something else in the words that lead to it. */
    private static final List<Category> LEADING = List.of(Category.HEDGE, Category.MODAL, Category.CONDITION,
            Category.CROSS, Category.NEGATIVE_VERDICT);

    @Test
    void aLeadThatFramesTheValue_inEveryLanguage_neverLeavesItAnswered() {
        List<String> wrong = new ArrayList<>();
        Map<String, int[]> byShape = new TreeMap<>();
        for (Seed seed : seeds()) {
            for (String language : LANGUAGES) {
                for (Category c : LEADING) {
                    for (String term : LEX.words(c, language)) {
                        if (LEX.is(term, Category.PSEUDO)) {
                            continue;
                        }
                        Map<String, String> shapes = Map.of("its sentence", term + " " + seed.data(),
                                "the line introducing it", term + ":\n" + seed.data(),
                                "the line introducing its fence", "Sure. " + term + ":\n\n```json\n" + seed.data() + "\n```");
                        for (Map.Entry<String, String> shape : shapes.entrySet()) {
                            forPeers("a lead framing it in " + shape.getKey(), language, seed, shape.getValue(), false);
                            boolean answered = answersValue(answer(seed.schema(), shape.getValue()), seed.pointer(), seed.value());
                            byShape.computeIfAbsent(shape.getKey(), k -> new int[2])[answered ? 1 : 0]++;
                            if (answered && wrong.size() < 20) {
                                wrong.add(language + " " + c + ": " + shape.getValue());
                            }
                        }
                    }
                }
            }
            for (String reply : List.of("> " + seed.data(), "<!-- " + seed.data() + " -->", "<!--\n" + seed.data() + "\n-->\nDone.")) {
                forPeers("a blockquote or an HTML comment", "any", seed, reply, false);
                if (answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value())) {
                    wrong.add(reply);
                }
            }
        }
        System.out.println("leads that frame the value, refused / answered: " + byShape.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()[0] + " / " + e.getValue()[1]).toList());
        assertEquals(List.of(), wrong);
        assertTrue(byShape.values().stream().mapToInt(v -> v[0]).sum() >= 10_000, "generated " + byShape.keySet());
        // What keeps it: a lead that names the answer, its source, the time it is of (now: a time gone by is refused,
        // LeadInBeforeTheDataGeneratedTest), or what was asked for.
        for (Seed seed : seeds()) {
            for (String lead : List.of("Here is the JSON:\n", "Sure! Here you go: ", "According to the text, the answer is:\n",
                    "The customer says the delivery was fast. Here is the result:\n", "Here are today's figures:\n",
                    "Here's the JSON in the required format:\n```json\n", "Below is the requested JSON object:\n",
                    "Here is the JSON (no extra text):\n", "Corrected, as a number:\n", "以下の通りです：\n", "结果如下：\n", "Voici le JSON :\n")) {
                String reply = lead + seed.data() + (lead.endsWith("```json\n") ? "\n```" : "");
                forPeers("kept: a lead naming the answer, its source or its format", "any", seed, reply, true);
                assertTrue(answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()), reply);
            }
        }
    }

    @Test
    void wordsSayingTheValueStandsInForOneNotFound_beforeOrAfterIt_inEveryLanguage_neverLeaveItAnswered() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (Seed seed : seeds()) {
            for (String language : LANGUAGES) {
                for (Category c : List.of(Category.SUBSTITUTE, Category.UNVERIFIED)) {
                    for (String term : LEX.words(c, language)) {
                        if (LEX.is(term, Category.PSEUDO)) {
                            continue;
                        }
                        for (String reply : List.of(seed.data() + "\n\nNote: " + term + ".",
                                "Context: " + term + ".\n\n" + seed.data(), seed.data() + "\n\n(" + term + ")")) {
                            forPeers("words saying it stands in for one not found", language, seed, reply, false);
                            variants++;
                            if (answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()) && wrong.size() < 20) {
                                wrong.add(language + ": " + reply);
                            }
                        }
                    }
                }
                for (String term : LEX.words(Category.CONFIDENCE, language)) {
                    for (String state : List.of("low", "20%", "0.3")) {
                        String reply = seed.data() + "\n\n" + term + ": " + state;
                        forPeers("a low confidence after it", language, seed, reply, false);
                        variants++;
                        if (answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()) && wrong.size() < 20) {
                            wrong.add(language + ": " + reply);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(variants >= 5_000, "generated " + variants);
        for (Seed seed : seeds()) {
            for (String after : List.of("\n\nConfidence: high", "\n\nConfidence: 0.92", "\n\nHope this helps!",
                    "\n\nLet me know if you need anything else.", "\n\nThe customer sounds confident about the purchase.")) {
                String reply = seed.data() + after;
                forPeers("kept: a high confidence or a closing courtesy after it", "en", seed, reply, true);
                assertTrue(answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()), reply);
            }
        }
    }

    @Test
    void aLaterLineThatIsOnlyAProblemsWord_takesTheValueBack_andALabelledListDoesNot() {
        for (Seed seed : seeds()) {
            for (String language : LANGUAGES) {
                for (String term : LEX.words(Category.PROBLEM, language)) {
                    if (LEX.is(term, Category.PSEUDO)) {
                        continue;
                    }
                    for (String reply : List.of(seed.data() + "\n\n(" + term + ")", seed.data() + "\n\n" + term + "!")) {
                        forPeers("a later line that is only a problem's word", language, seed, reply, false);
                        assertTrue(!answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()), reply);
                    }
                }
            }
            for (String after : List.of("\n\nIssues: none.", "\n\nChanges: the dates are ISO 8601.", "\n\nNo errors.")) {
                String reply = seed.data() + after;
                forPeers("kept: a labelled list of no problem after it", "en", seed, reply, true);
                assertTrue(answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()), reply);
            }
        }
    }

    @Test
    void aRefusalOfDataThatConforms_isAmbiguous_andNamesTheMemberThatTakesItBack() {
        Seed seed = seeds().get(0);
        JsonNode answer = answer(seed.schema(), "{\"sentiment\": \"positive\", \"final\": false}");
        assertEquals("AMBIGUOUS", answer.path("error").path("code").asText(), answer.toString());
        assertTrue(answer.path("error").path("message").asText().contains("\"final\""), answer.toString());
        assertTrue(answer.path("json").isMissingNode(), answer.toString());
    }

    @Test
    void aMemberHoldingAnotherReadingOfTheData_whateverItsName_isRefused() {
        java.util.Random random = new java.util.Random(47L);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (Seed seed : seeds()) {
            if (seed.schema().path("additionalProperties").isBoolean()) {
                continue;
            }
            for (int k = 0; k < 200; k++) {
                StringBuilder key = new StringBuilder();
                for (int i = 0, n = 3 + random.nextInt(8); i < n; i++) {
                    key.append((char) ('a' + random.nextInt(26)));
                }
                List<JsonNode> readings = new ArrayList<>();
                if (seed.value().isTextual()) {
                    readings.add(seed.other()); // another value of the enum, alone, listed, in an object
                    readings.add(MAPPER.createArrayNode().add(seed.other()));
                    readings.add(MAPPER.createObjectNode().set("value", seed.other()));
                    readings.add(MAPPER.getNodeFactory().textNode(seed.other().textValue().toUpperCase(Locale.ROOT)));
                } else if (seed.value().isNumber()) {
                    key.insert(0, seed.property() + "_"); // a name repeating the number's with another number
                    readings.add(seed.other());
                } else {
                    continue;
                }
                for (JsonNode reading : readings) {
                    String reply = with(seed, key.toString(), reading).toString();
                    forPeers("a member of any name holding another reading", "any", seed, reply, false);
                    variants++;
                    if (answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value())) {
                        wrong.add(reply);
                    }
                }
            }
            if (seed.value().isNumber()) {
                for (String language : LANGUAGES) {
                    for (String term : LEX.words(Category.SCALE, language)) {
                        String key = keyOf(term);
                        if (key != null) {
                            String reply = with(seed, key, json("1000")).toString();
                            forPeers("a member naming a scale beside a number", language, seed, reply, false);
                            variants++;
                            if (answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value())) {
                                wrong.add(reply);
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 1_000, "generated " + variants);
        // The same value again beside it, or a number under a name of its own, is data.
        for (String reply : List.of("{\"sentiment\": \"positive\", \"label\": \"positive\"}",
                "{\"sentiment\": \"positive\", \"scores\": {\"positive\": 0.9, \"negative\": 0.1}}",
                "{\"sentiment\": \"positive\", \"label_scores\": [0.9, 0.1, 0.0]}",
                "{\"sentiment\": \"positive\", \"score\": 3}")) {
            forPeers("kept: the same value or scores for it beside it", "any", seeds().get(0), reply, true);
            assertTrue(answersValue(answer(seeds().get(0).schema(), reply), "/sentiment", json("\"positive\"")), reply);
        }
        forPeers("kept: the same value or scores for it beside it", "any", seed("integer"), "{\"total\": 5, \"count\": 3}", true);
        assertTrue(answersValue(answer(seed("integer").schema(), "{\"total\": 5, \"count\": 3}"), "/total", json("5")));
        // Scores by value that put another value at least as high: two readings.
        // Probabilities giving the value no better than even, and scores by the values' order, read so.
        for (String scores : List.of("{\"positive\": 0.1, \"negative\": 0.9}", "{\"Negative\": 0.5, \"positive\": 0.5}",
                "{\"positive\": 1, \"neutral\": 3}", "{\"positive\": 0.34, \"negative\": 0.33, \"neutral\": 0.33}",
                "{\"positive\": -2.0, \"negative\": 1.5}", "[0.2, 0.8, 0.0]", "[0.1, 0.9]")) {
            String reply = "{\"sentiment\": \"positive\", \"scores\": " + scores + "}";
            forPeers("scores putting another value at least as high", "any", seeds().get(0), reply, false);
            assertTrue(!answersValue(answer(seeds().get(0).schema(), reply), "/sentiment", json("\"positive\"")), reply);
        }
    }

    @Test
    void aCommentInsideTheValueThatTakesItBack_inRepairMode_inEveryLanguage_isRefused() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        Seed seed = seeds().get(0);
        for (String language : LANGUAGES) {
            for (Category c : ON_ITS_LINE) {
                for (String term : LEX.words(c, language)) {
                    if (LEX.is(term, Category.PSEUDO) || term.contains("*/")) {
                        continue;
                    }
                    for (String reply : List.of("{\"sentiment\": \"positive\" // " + term + "\n}",
                            "{\"sentiment\": \"positive\" /* " + term + " */}", "{\n  # " + term + "\n  \"sentiment\": \"positive\"\n}")) {
                        forPeers("a comment inside the value (repair mode)", language, "beside-" + seed.name(), seed.schema(),
                                reply, "repair", seed.pointer(), seed.value(), false);
                        JsonNode answer = answer(seed.schema(), reply, "repair");
                        variants++;
                        if (answersValue(answer, seed.pointer(), seed.value()) && wrong.size() < 20) {
                            wrong.add(reply);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(variants >= 5_000, "generated " + variants);
        for (String reply : List.of("{\"sentiment\": \"positive\" // the customer praises the delivery\n}",
                "{\n  // sentiment of the review\n  \"sentiment\": \"positive\"\n}")) {
            forPeers("kept: a plain comment inside the value (repair mode)", "en", "beside-" + seed.name(), seed.schema(),
                    reply, "repair", seed.pointer(), seed.value(), true);
            JsonNode answer = answer(seed.schema(), reply, "repair");
            assertTrue(answersValue(answer, seed.pointer(), seed.value()), reply + " -> " + answer);
        }
    }

    /** A schema of one list of free strings, and lists of plain items. */
    private static final ObjectNode TAGS = (ObjectNode) json("{\"type\":\"object\",\"properties\":{\"tags\":{\"type\":\"array\","
            + "\"items\":{\"type\":\"string\"}}},\"required\":[\"tags\"]}");

    @Test
    void aListItemThatSaysNothingOrThatTheListGoesOn_inEveryLanguage_refusesTheList() {
        Map<String, Integer> byCategory = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        for (String language : LANGUAGES) {
            for (Category c : List.of(Category.ELISION, Category.NOTHING)) {
                for (String term : LEX.words(c, language)) {
                    for (String item : term.endsWith(".") ? List.of(term, "**" + term + "**", "(" + term + ")")
                            : List.of(term, term + ".", "**" + term + "**", "(" + term + ")")) {
                        for (boolean alone : List.of(true, false)) {
                            ArrayNode tags = MAPPER.createArrayNode();
                            if (!alone) {
                                tags.add("alpha").add("beta");
                            }
                            tags.add(item);
                            ObjectNode data = MAPPER.createObjectNode();
                            data.set("tags", tags);
                            forPeers("a list item saying nothing or that the list goes on", language, "beside-tags", TAGS,
                                    data.toString(), "strict", "/tags", tags, false);
                            JsonNode answer = answer(TAGS, data.toString());
                            byCategory.merge(c.section(), 1, Integer::sum);
                            if (answer.path("ok").asBoolean()) {
                                wrong.add(language + ": " + data + " -> " + answer.get("json"));
                            }
                        }
                    }
                }
            }
        }
        for (String dots : List.of("...", "…", "⋯", "....", "", " ", "\u3000", "?", "???", "？", "**?**")) {
            forPeers("a list item saying nothing or that the list goes on", "any", "beside-tags", TAGS,
                    "{\"tags\": [\"alpha\", \"" + dots + "\"]}", "strict", "/tags", MAPPER.createArrayNode().add("alpha").add(dots), false);
            JsonNode answer = answer(TAGS, "{\"tags\": [\"alpha\", \"" + dots + "\"]}");
            if (answer.path("ok").asBoolean()) {
                wrong.add(dots + " -> " + answer.get("json"));
            }
        }
        System.out.println("list items refused, by category: " + byCategory);
        assertEquals(List.of(), wrong);
        assertTrue(byCategory.getOrDefault("elision", 0) > 100 && byCategory.getOrDefault("nothing", 0) > 100, byCategory.toString());
        for (String plain : List.of("[\"alpha\", \"beta\"]", "[\"node.js\", \"C++\"]", "[\"no-code\", \"etcd\"]", "[\"other\"]", "[\"Q&A\", \"Who? Me\"]", "[\"omitted-fields\", \"more\"]", "[]")) {
            forPeers("kept: a list of plain items", "any", "beside-tags", TAGS, "{\"tags\": " + plain + "}", "strict", "/tags",
                    json(plain), true);
            JsonNode answer = answer(TAGS, "{\"tags\": " + plain + "}");
            assertTrue(answer.path("ok").asBoolean(), plain + " -> " + answer);
            assertEquals(json(plain), answer.get("json").get("tags"), plain);
        }
    }

    @Test
    void aFreeStringStruckThroughOrATemplatesSlot_isRefused_andAPlainOneKept() {
        ObjectNode schema = (ObjectNode) json("{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},\"tags\":{\"type\":\"array\","
                + "\"items\":{\"type\":\"string\"}}},\"required\":[\"name\"]}");
        for (String name : List.of("Alice", "Bob Smith", "Ada Lovelace", "O'Brien")) {
            List<String> taken = List.of("~~" + name + "~~", "<del>" + name + "</del>", "<s>" + name + "</s>",
                    "<STRIKE>" + name + "</STRIKE>", "**~~" + name + "~~**", "{{" + name + "}}", "${" + name + "}",
                    "<" + name.replace("'", "") + ">", "[" + name.replace("'", "") + "]");
            for (String t : taken) {
                for (String reply : List.of(MAPPER.createObjectNode().put("name", t).toString(),
                        "{\"name\": \"" + name + "\", \"tags\": [" + MAPPER.getNodeFactory().textNode(t) + "]}")) {
                    boolean inName = reply.startsWith("{\"name\":\"");
                    forPeers("a free string struck through or a template's slot", "any", "beside-name", schema, reply, "strict",
                            inName ? "/name" : "/tags", inName ? MAPPER.getNodeFactory().textNode(t)
                                    : MAPPER.createArrayNode().add(t), false);
                    JsonNode answer = answer(schema, reply);
                    assertTrue(!answer.path("ok").asBoolean(), reply + " -> " + answer);
                }
            }
            String plain = MAPPER.createObjectNode().put("name", name).toString();
            forPeers("kept: a plain free string", "any", "beside-name", schema, plain, "strict", "/name",
                    MAPPER.getNodeFactory().textNode(name), true);
            assertEquals(name, answer(schema, plain).path("json").path("name").asText(), plain);
        }
        // A format field written whole ({x}) is a template's slot too (assertion/Blanks); a set of two is a value.
        for (String kept : List.of("[1, 2]", "A <b>bold</b> name", "Alice [admin]", "{x, y}")) {
            String reply = MAPPER.createObjectNode().put("name", kept).toString();
            forPeers("kept: a plain free string", "any", "beside-name", schema, reply, "strict", "/name",
                    MAPPER.getNodeFactory().textNode(kept), true);
            assertEquals(kept, answer(schema, reply).path("json").path("name").asText(), reply);
        }
    }

    /** The categories whose terms, as a short remark after a reply's JSON value, say it is not plainly the answer. */
    private static final List<Category> REMARK_AFTER = List.of(Category.HEDGE, Category.MODAL, Category.CONDITION,
            Category.RETRACTION, Category.JOKE, Category.CROSS, Category.UNVERIFIED, Category.SUBSTITUTE,
            Category.EXAMPLE_LABEL, Category.NOT_ACTUAL, Category.FAILURE, Category.NEGATIVE_VERDICT, Category.SCALE);
    /** Those a short line above it reads: not an example's label nor a value other than the actual one. */
    private static final Set<Category> NOT_BEFORE = Set.of(Category.EXAMPLE_LABEL, Category.NOT_ACTUAL);

    /**
     * A term a short remark reads as itself: not one read as the phrase it is elsewhere ({@link Category#PSEUDO}), a
     * chat's closing words, a correction (which introduces the answer), nor one that counts none of what it names
     * ({@code no errors}); and a remark's worth of words at most.
     */
    private static boolean readAlone(String term, Category c) {
        return !LEX.is(term, Category.PSEUDO) && !LEX.is(term, Category.CLOSER)
                && !(c == Category.RETRACTION && LEX.is(term, Category.RESOLVING))
                && !((c == Category.FAILURE || c == Category.NEGATIVE_VERDICT) && (LEX.is(term, Category.NEGATION)
                        || LEX.is(term, Category.NOTHING) || term.matches("(?s).*\\b(no|not|non|none|zero|0)\\b.*")))
                && term.split("\\s+").length <= 5 && term.length() <= 40;
    }

    @Test
    void aShortRemarkBesideTheValue_beforeOrAfterIt_inEveryLanguage_neverLeavesItAnswered() {
        List<String> wrong = new ArrayList<>();
        Map<String, int[]> byShape = new TreeMap<>();
        for (Seed seed : seeds()) {
            for (String language : LANGUAGES) {
                for (Category c : REMARK_AFTER) {
                    for (String term : LEX.words(c, language)) {
                        if (!readAlone(term, c)) {
                            continue;
                        }
                        Map<String, String> shapes = new TreeMap<>();
                        shapes.put("a paragraph after it", seed.data() + "\n\n" + term + ".");
                        shapes.put("a bracket after it", seed.data() + " (" + term + ")");
                        shapes.put("a status line after it", "```json\n" + seed.data() + "\n```\nStatus: " + term);
                        if (!NOT_BEFORE.contains(c)) {
                            shapes.put("a line above it", term + "\n" + seed.data());
                            shapes.put("a status line above its fence", "Status: " + term + "\n\n```json\n" + seed.data() + "\n```");
                        }
                        for (Map.Entry<String, String> shape : shapes.entrySet()) {
                            forPeers("a short remark: " + shape.getKey(), language, seed, shape.getValue(), false);
                            boolean answered = answersValue(answer(seed.schema(), shape.getValue()), seed.pointer(), seed.value());
                            byShape.computeIfAbsent(shape.getKey(), k -> new int[2])[answered ? 1 : 0]++;
                            if (answered && wrong.size() < 20) {
                                wrong.add(language + " " + c + ": " + shape.getValue());
                            }
                        }
                    }
                }
            }
            // Every word that sets a unit, of every language, before a unit's word of its language: a unit set.
            for (String language : LANGUAGES) {
                List<String> units = LEX.words(Category.UNIT, language).stream()
                        .filter(u -> u.chars().allMatch(Character::isLetter) && u.length() > 2).limit(5).toList();
                for (String in : LEX.words(Category.MEASURED_IN, language)) {
                    for (String unit : units) {
                        String reply = seed.data() + "\n\n(" + in + " " + unit + ")";
                        forPeers("a short remark: a unit set", language, seed, reply, false);
                        boolean answered = answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value());
                        byShape.computeIfAbsent("a unit set", k -> new int[2])[answered ? 1 : 0]++;
                        if (answered && wrong.size() < 20) {
                            wrong.add(reply);
                        }
                    }
                }
            }
            // A problem's or an approximation's word standing bare; a unit set for the numbers; a mark alone.
            for (String remark : List.of("(incomplete)", "Invalid.", "Status: incomplete", "(approx.)", "Estimated.",
                    "(in thousands)", "Prices are in cents.", "(in months)", "?", "(?)", "Unit: months")) {
                String reply = seed.data() + "\n\n" + remark;
                forPeers("a short remark: bare, a unit or a mark", "en", seed, reply, false);
                if (answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value())) {
                    wrong.add(reply);
                }
            }
        }
        System.out.println("short remarks beside the value, refused / answered: " + byShape.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()[0] + " / " + e.getValue()[1]).toList());
        assertEquals(List.of(), wrong);
        assertTrue(byShape.values().stream().mapToInt(v -> v[0]).sum() >= 10_000, "generated " + byShape.keySet());
        // What keeps it: a chat's closing words, a plain note, a longer explanation, a label naming the answer.
        List<String> closers = new ArrayList<>();
        for (String closer : LEX.words(Category.CLOSER, "en")) {
            closers.add(Character.toUpperCase(closer.charAt(0)) + closer.substring(1) + " anything else.");
        }
        for (Seed seed : seeds()) {
            List<String> after = new ArrayList<>(closers);
            after.addAll(List.of("Hope this helps!", "Let me know if you need anything else.", "Done.", "Anything else?",
                    "Would you like me to explain my reasoning?", "No issues.", "Issues: none.", "No errors.", "Errors: 0",
                    "See above.", "Details below.", "Confidence: high", "Confidence: 0.95",
                    "This matches the requested schema.", "Here's the result in JSON format.",
                    "The customer praises the battery life, though shipping was slow and one item might be missing.",
                    "Note: all values are taken from the review.", "入力テキストから抽出しました。", "Todo verificado.",
                    "Todo listo."));
            for (String remark : after) {
                String reply = seed.data() + "\n\n" + remark;
                forPeers("kept: a plain remark beside the value", "en", seed, reply, true);
                assertTrue(answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()), reply);
            }
            for (String lead : List.of("Sure!", "Output:", "Result:", "Here is the JSON:", "Certainly! Here is the JSON:",
                    "Based on the text, here is the classification:", "As requested, the data:", "Here is the corrected JSON:",
                    "Here it is:", "Response:")) {
                String reply = lead + "\n" + seed.data();
                forPeers("kept: a plain remark beside the value", "en", seed, reply, true);
                assertTrue(answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()), reply);
            }
        }
    }

    /**
     * What chat replies write right before and after a JSON answer, by language: closings ({@code Lass mich wissen,
     * wenn du noch etwas brauchst.}, {@code Avísame si necesitas algo más.}, {@code 以上です。}), leads ({@code Voici le
     * JSON :}, {@code 结果如下：}) and plain notes, in the polite and the familiar address. A closing's condition, modal
     * or choice is one of its words ({@link Category#CLOSER}), none of the value's.
     */
    private static final Map<String, List<String>> CHAT_BESIDE_THE_VALUE = Map.ofEntries(
            Map.entry("ja", List.of(
                "他に何かあればお知らせください。", "以上です。", "以上となります。", "以下がJSONです：", "以下のJSONをご確認ください。", "結果は以下の通りです。",
                "ご不明な点があればお気軽にお尋ねください。", "ご質問があれば、お気軽にどうぞ。", "何かご不明な点がございましたら、お知らせください。", "他にご要望があればお申し付けください。",
                "お役に立てれば幸いです。", "必要に応じて修正してください。", "すべてのフィールドを入力しました。", "レビューに基づいています。", "こちらが結果です。",
                "承知しました。以下がJSONです。", "他に何かお手伝いできることはありますか？", "何かあれば言ってください。",
                "以上、よろしくお願いいたします。何かあれば気軽にお知らせください。", "入力されたレビューの内容をもとに感情を分類しました。",
                "レビュー全体の語調と評価の記述から判断して分類しています。",
                "顧客は満足しているようですが、配送に不満があるかもしれません。")),
            Map.entry("zh", List.of(
                "如有其他问题，请告诉我。", "如果还有其他问题，请随时告诉我。", "如果您需要其他帮助，请告诉我。", "如有需要，请随时联系我。", "希望这对您有帮助！", "希望对你有帮助。",
                "以下是JSON：", "结果如下：", "这是结果：", "以上就是结果。", "所有字段均已填写。", "基于评论内容。", "还有什么需要帮忙的吗？", "如需进一步调整，请告诉我。",
                "如果有任何疑问，欢迎随时提问。", "需要我解释一下吗？", "以上是根据评论内容和整体语气得出的分类结果。",
                "如果您还需要其他格式的输出，请随时告诉我。", "客户可能对配送不满，但整体评价是正面的。")),
            Map.entry("ko", List.of(
                "궁금한 점이 있으면 알려주세요.", "궁금한 점이 있으시면 언제든지 물어보세요.", "추가로 필요한 것이 있으면 말씀해 주세요.", "다른 도움이 필요하시면 알려주세요.",
                "도움이 되었으면 좋겠습니다.", "도움이 되셨길 바랍니다.", "다음은 JSON입니다:", "결과는 다음과 같습니다:", "요청하신 JSON입니다.", "모든 필드를 채웠습니다.",
                "리뷰를 기반으로 했습니다.", "이상입니다.", "더 필요한 것이 있나요?", "수정이 필요하면 말씀해 주세요.",
                "리뷰 전체의 어조와 평가 내용을 바탕으로 분류했습니다.", "궁금한 점이 있으시면 언제든지 편하게 물어보세요.",
                "리뷰에 불만이 있을 수도 있지만 전체적으로 긍정적입니다.")),
            Map.entry("de", List.of(
                "Lass mich wissen, wenn du noch etwas brauchst.",
                "Lassen Sie mich wissen, wenn Sie noch etwas benötigen.", "Sag Bescheid, wenn du noch Fragen hast.",
                "Wenn Sie Fragen haben, stehe ich gerne zur Verfügung.",
                "Falls du noch Fragen hast, melde dich gerne.", "Bei Fragen melde dich gerne.",
                "Ich hoffe, das hilft!", "Hier ist das JSON:", "Hier ist das Ergebnis:", "Ergebnis:",
                "Alle Felder ausgefüllt.", "Basierend auf der Bewertung.", "Möchtest du noch etwas wissen?",
                "Möchten Sie, dass ich noch etwas anpasse?", "Brauchst du noch etwas?", "Kann ich sonst noch helfen?",
                "Wenn du möchtest, kann ich das noch erweitern.")),
            Map.entry("fr", List.of(
                "N'hésitez pas si vous avez des questions.", "N'hésite pas si tu as besoin d'autre chose.",
                "Si vous avez besoin d'autre chose, faites-le-moi savoir.", "Si tu as d'autres questions, dis-le-moi.",
                "Dites-moi si vous avez besoin d'aide.", "J'espère que cela vous aide !", "Voici le JSON :",
                "Voici le résultat :", "Résultat :", "Tous les champs sont remplis.", "Basé sur l'avis.",
                "Souhaitez-vous autre chose ?", "Voulez-vous que je l'explique ?", "Avez-vous besoin d'autre chose ?",
                "Si besoin, je peux ajuster.")),
            Map.entry("es", List.of(
                "Avísame si necesitas algo más.", "Avíseme si necesita algo más.", "Si necesitas algo más, dímelo.",
                "Si tienes alguna pregunta, no dudes en preguntar.", "Si tiene alguna duda, no dude en consultarme.",
                "Espero que te sirva.", "¡Espero que esto ayude!", "Aquí está el JSON:", "Aquí tienes el resultado:",
                "Resultado:", "Todos los campos completados.", "Basado en la reseña.", "¿Necesitas algo más?",
                "¿Quieres que lo explique?", "¿Desea que ajuste algo?", "Dime si quieres algún cambio.")),
            Map.entry("it", List.of(
                "Fammi sapere se hai bisogno di altro.", "Mi faccia sapere se ha bisogno di altro.",
                "Se hai domande, chiedi pure.", "Se ha bisogno di altro, non esiti a chiedere.",
                "Spero che sia utile!", "Spero di esserti stato utile.", "Ecco il JSON:", "Ecco il risultato:",
                "Risultato:", "Tutti i campi compilati.", "Basato sulla recensione.", "Vuoi che lo spieghi?",
                "Hai bisogno di altro?", "Desidera altro?", "Se vuoi, posso aggiungere altri dettagli.")),
            Map.entry("pt", List.of(
                "Me avise se precisar de mais alguma coisa.", "Avise-me se precisar de algo mais.",
                "Se tiver alguma dúvida, é só perguntar.", "Se precisar de mais alguma coisa, estou à disposição.",
                "Espero que ajude!", "Espero ter ajudado.", "Aqui está o JSON:", "Segue o resultado:", "Resultado:",
                "Todos os campos preenchidos.", "Baseado na avaliação.", "Quer que eu explique?",
                "Precisa de mais alguma coisa?", "Deseja que eu ajuste algo?", "Se quiser, posso detalhar mais.")),
            Map.entry("nl", List.of(
                "Laat het me weten als je nog iets nodig hebt.", "Laat het me weten als u nog vragen heeft.",
                "Als je vragen hebt, hoor ik het graag.", "Als u nog iets nodig heeft, laat het gerust weten.",
                "Ik hoop dat dit helpt!", "Hier is de JSON:", "Hier is het resultaat:", "Resultaat:",
                "Alle velden ingevuld.", "Gebaseerd op de recensie.", "Wil je dat ik het uitleg?",
                "Heb je nog iets nodig?", "Kan ik nog ergens mee helpen?", "Als je wilt, kan ik meer details geven.")),
            Map.entry("tr", List.of(
                "Başka bir şeye ihtiyacın olursa haber ver.", "Başka bir sorunuz olursa lütfen bildirin.",
                "Sorularınız varsa çekinmeden sorabilirsiniz.", "Umarım yardımcı olur!", "İşte JSON:", "İşte sonuç:",
                "Sonuç:", "Tüm alanlar dolduruldu.", "İncelemeye dayanarak.", "Açıklamamı ister misin?",
                "Başka bir şey ister misiniz?", "Yardımcı olabileceğim başka bir şey var mı?",
                "İsterseniz daha fazla ayrıntı ekleyebilirim.")));

    /**
     * What says beside the value that it is not plainly the answer, by language, near those closings' words: a
     * condition on it, a hedge, a modal ({@code Si es correcto.}, {@code Falls das stimmt.}, {@code 正しければ。}).
     */
    private static final Map<String, List<String>> HEDGED_BESIDE_THE_VALUE = Map.ofEntries(
            Map.entry("ja", List.of(
                "正しければ。", "たぶん。", "推測です。", "もし正しければ使ってください。", "正しいかもしれません。", "正しければお使いください。")),
            Map.entry("zh", List.of(
                "如果没有错的话。", "如果我没记错的话。",
                "如果正确的话。", "可能不准确。", "大概是这样。", "如果正确，请使用。")),
            Map.entry("ko", List.of(
                "맞다면요.", "아마도.", "정확하다면 사용하세요.", "틀릴 수도 있습니다.", "맞다면 사용하세요.")),
            Map.entry("de", List.of(
                "Falls das stimmt.", "Wenn das korrekt ist.", "Vermutlich.", "Wenn ich richtig liege.",
                "Das könnte falsch sein.", "Falls das stimmt, gerne verwenden.")),
            Map.entry("fr", List.of(
                "Si je ne me trompe pas.",
                "Si c'est correct.", "Probablement.", "Ça pourrait être faux.", "Si c'est correct, utilisez-le.")),
            Map.entry("es", List.of(
                "También podría ser negativo.",
                "Si no me equivoco.",
                "Si es correcto.", "Probablemente.", "Podría ser incorrecto.", "Si es correcto, úsalo.")),
            Map.entry("it", List.of(
                "Se corretto.", "Probabilmente.", "Potrebbe essere sbagliato.", "Se non sbaglio.",
                "Se corretto, usalo pure.")),
            Map.entry("pt", List.of(
                "Também poderia ser negativo.",
                "Se estiver correto.", "Pode estar errado.",
                "Provavelmente.", "Se o valor estiver certo.", "Poderia estar errado.", "Se não me engano.",
                "Se for correto, pode usar.")),
            Map.entry("nl", List.of(
                "Als ik het goed heb.",
                "Als het klopt.", "Waarschijnlijk.", "Het zou fout kunnen zijn.", "Als het klopt, gebruik het gerust.")),
            Map.entry("tr", List.of(
                "Muhtemelen.", "Yanlış olabilir.", "Eğer doğruysa.", "Eğer doğruysa kullanabilirsiniz.")),
            Map.entry("en", List.of(
                "if correct", "Unless I misread it.", "Assuming the review is genuine.")));

    /** What a taking-back counterpart is made of: each holds a term its language lists of these. */
    private static final List<Category> HEDGING = java.util.stream.Stream.concat(REMARK_AFTER.stream(),
            java.util.stream.Stream.of(Category.APPROXIMATE)).toList();

    @Test
    void aChatsClosingLeadOrNoteBesideTheValue_inEveryLanguage_leavesItAnswered_andAHedgeOnItRefusesIt() {
        List<String> wrong = new ArrayList<>();
        Map<String, int[]> byLanguage = new TreeMap<>(); // answered closings, refused hedges
        for (String language : LANGUAGES) {
            if (!language.equals("common") && !language.equals("en")) {
                assertTrue(CHAT_BESIDE_THE_VALUE.getOrDefault(language, List.of()).size() >= 12, language);
                assertTrue(!LEX.words(Category.CLOSER, language).isEmpty(), language + " has no closer");
            }
        }
        for (Map.Entry<String, List<String>> hedged : HEDGED_BESIDE_THE_VALUE.entrySet()) {
            for (String remark : hedged.getValue()) {
                String folded = Nfkc.of(remark).text().toLowerCase(Locale.ROOT).replace('\u0131', 'i'); // as terms are folded
                assertTrue(HEDGING.stream().flatMap(c -> LEX.words(c, hedged.getKey()).stream())
                        .anyMatch(t -> (" " + folded).contains(t.charAt(0) >= 0x2E80 ? t : " " + t)),
                        remark + " holds no " + hedged.getKey() + " term that takes a value back");
            }
        }
        for (Seed seed : seeds()) {
            for (Map.Entry<String, List<String>> chat : CHAT_BESIDE_THE_VALUE.entrySet()) {
                for (String remark : chat.getValue()) {
                    // On the value's own line too where a closing of its language opens or holds it: the rest of that
                    // line is read for a condition and a question as a comment is, a closing's words as one term.
                    List<String> replies = new ArrayList<>(List.of(seed.data() + "\n\n" + remark, remark + "\n" + seed.data(),
                            remark + "\n\n```json\n" + seed.data() + "\n```"));
                    if (holdsACloser(remark, chat.getKey())) {
                        replies.add(seed.data() + " " + remark);
                    }
                    for (String reply : replies) {
                        forPeers("kept: a chat's closing, a lead or a note beside the value", chat.getKey(), seed, reply, true);
                        boolean answered = answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value());
                        byLanguage.computeIfAbsent(chat.getKey(), l -> new int[2])[0] += answered ? 1 : 0;
                        if (!answered) {
                            wrong.add("refused " + chat.getKey() + ": " + reply);
                        }
                    }
                }
            }
            for (Map.Entry<String, List<String>> hedged : HEDGED_BESIDE_THE_VALUE.entrySet()) {
                for (String remark : hedged.getValue()) {
                    for (String reply : List.of(seed.data() + "\n\n" + remark, seed.data() + " " + remark,
                            remark + "\n" + seed.data(), remark + "\n\n```json\n" + seed.data() + "\n```")) {
                        forPeers("a short remark: a hedge or a condition on the value", hedged.getKey(), seed, reply, false);
                        boolean answered = answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value());
                        byLanguage.computeIfAbsent(hedged.getKey(), l -> new int[2])[1] += answered ? 0 : 1;
                        if (answered) {
                            wrong.add("answered " + hedged.getKey() + ": " + reply);
                        }
                    }
                }
            }
        }
        System.out.println("chat beside the value, answered closings / refused hedges by language: " + byLanguage.entrySet()
                .stream().map(e -> e.getKey() + " " + e.getValue()[0] + " / " + e.getValue()[1]).toList());
        assertEquals(List.of(), wrong);
    }

    /** Whether {@code remark} holds a closing's words of {@code language} ({@link Category#CLOSER}), folded as terms are. */
    private static boolean holdsACloser(String remark, String language) {
        String folded = " " + Nfkc.of(remark).text().toLowerCase(Locale.ROOT).replace('\u0131', 'i');
        return LEX.words(Category.CLOSER, language).stream()
                .anyMatch(t -> folded.contains(t.charAt(0) >= 0x2E80 ? t : " " + t));
    }

    /** Closings of each language that are a condition alone ({@code if required}): bare after a value, they condition it. */
    private static final Map<String, List<String>> BARE_CONDITIONS = Map.ofEntries(
            Map.entry("en", List.of("if needed", "if necessary", "if required")),
            Map.entry("de", List.of("wenn nötig", "wenn erforderlich", "falls nötig", "falls erforderlich")),
            Map.entry("fr", List.of("si besoin", "si nécessaire")), Map.entry("es", List.of("si es necesario", "si hace falta")),
            Map.entry("it", List.of("se necessario", "se serve")), Map.entry("pt", List.of("se necessário")),
            Map.entry("nl", List.of("indien nodig", "zo nodig")), Map.entry("tr", List.of("gerekirse")),
            Map.entry("ja", List.of("必要があれば", "必要であれば")), Map.entry("zh", List.of("如果需要", "如果有需要")),
            Map.entry("ko", List.of("필요하시면", "필요하면")));

    /** Words that go on after a closing, by language, none a term that takes a value back. */
    private static final Map<String, String> GOES_ON = Map.ofEntries(Map.entry("en", "anything else."),
            Map.entry("de", "etwas."), Map.entry("fr", "autre chose."), Map.entry("es", "algo más."),
            Map.entry("it", "altro."), Map.entry("pt", "algo mais."), Map.entry("nl", "meer."),
            Map.entry("tr", "bir şey."), Map.entry("ja", "お知らせください。"), Map.entry("zh", "请告诉我。"),
            Map.entry("ko", "주세요."));

    /**
     * Every closing term of every language on the value's own closing line: followed by more words it keeps the value
     * ({@code {…} Let me know if anything else.}); with a hedge of its language after those words it refuses it. A closing that is a
     * condition alone, of every language, ending the remark is a condition on the value and refuses it
     * ({@code {…} if required}, {@code {…} wenn nötig}, {@code {…} 必要であれば}).
     */
    @Test
    void aClosingOnTheValuesOwnLine_inEveryLanguage_keepsIt_butBareAsAConditionOrWithAHedgeRefusesIt() {
        List<String> wrong = new ArrayList<>();
        int[] counts = new int[2]; // kept, refused
        for (Seed seed : seeds()) {
            for (String language : LANGUAGES) {
                List<String> hedges = LEX.words(Category.HEDGE, language).stream()
                        .filter(h -> readAlone(h, Category.HEDGE) && h.chars().allMatch(ch -> Character.isLetter(ch) || ch == ' '))
                        .limit(3).toList();
                for (String closer : GOES_ON.containsKey(language) ? LEX.words(Category.CLOSER, language) : List.<String>of()) {
                    // (The pictographs every language shares, 😊 👋, close with no words: BareLineGeneratedTest reads them.)
                    boolean cjk = closer.charAt(0) >= 0x2E80;
                    String sep = cjk ? "" : " ";
                    String opened = cjk ? closer : Character.toUpperCase(closer.charAt(0)) + closer.substring(1);
                    Map<String, Boolean> replies = new LinkedHashMap<>();
                    replies.put(seed.data() + " " + opened + sep + GOES_ON.get(language), true);
                    if (BARE_CONDITIONS.getOrDefault(language, List.of()).contains(closer)) {
                        replies.put(seed.data() + " " + closer, false);
                        replies.put(seed.data() + " " + opened + (cjk ? "。" : "."), false);
                        replies.put(seed.data() + " (" + closer + ")", false);
                    }
                    String goesOn = GOES_ON.get(language);
                    for (String hedge : hedges) {
                        replies.put(seed.data() + " " + opened + sep + goesOn.substring(0, goesOn.length() - 1)
                                + (cjk ? "、" : ", ") + hedge, false);
                    }
                    for (Map.Entry<String, Boolean> r : replies.entrySet()) {
                        boolean kept = r.getValue();
                        forPeers(kept ? "kept: a closing on the value's line" : "a closing on the value's line that conditions or hedges it",
                                language, seed, r.getKey(), kept);
                        boolean answered = answersValue(answer(seed.schema(), r.getKey()), seed.pointer(), seed.value());
                        counts[kept ? 0 : 1]++;
                        if (answered != kept && wrong.size() < 40) {
                            wrong.add((kept ? "refused " : "answered ") + language + ": " + r.getKey());
                        }
                    }
                }
            }
        }
        System.out.println("closings on the value's line, kept / refused: " + counts[0] + " / " + counts[1]);
        assertEquals(List.of(), wrong);
        assertTrue(counts[0] > 1_000 && counts[1] > 2_000, counts[0] + " / " + counts[1]);
    }

    /**
     * Every unit of every language (a term of {@link Category#UNIT} only) in a bracket after a number's JSON, on its
     * line, as a line of its own and followed by a qualifier: refused where neither the property's name nor its
     * description names that unit ({@code {"total": 5} (months)}), kept where its description does
     * ({@code "description": "total in months"}), after data that holds no number, and where a sentence in the bracket
     * opens with it.
     */
    @Test
    void aUnitInABracketAfterANumber_inEveryLanguage_isRefusedUnlessItsPropertyNamesIt() {
        List<String> wrong = new ArrayList<>();
        int[] counts = new int[2]; // refused, kept
        Seed number = seed("integer");
        Seed words = seed("enum");
        for (String language : LANGUAGES) {
            for (String unit : LEX.words(Category.UNIT, language)) {
                long c = LEX.categoriesOfWord(unit);
                long first = LEX.categoriesOfWord(unit.split(" ")[0]);
                if ((c & ~(Category.UNIT.bit() | Category.MARK_UNIT.bit())) != 0
                        || unit.indexOf(' ') > 0 && (first & ~(Category.UNIT.bit() | Category.MARK_UNIT.bit())) != 0) {
                    continue; // a word that joins, sums or scales too (in, of, total, out of, en total): no unit alone
                }
                boolean cjk = unit.charAt(0) >= 0x2E80;
                String open = cjk ? "（" : "(";
                String close = cjk ? "）" : ")";
                List<String> shapes = List.of(" " + open + unit + close, "\n\n" + open + unit + close,
                        " " + open + unit + (cjk ? "、税抜き" : ", excluding tax") + close);
                ObjectNode described = number.schema().deepCopy();
                ((ObjectNode) described.path("properties").path("total")).put("description", "total in " + unit);
                for (String shape : shapes) {
                    // A qualifier after the unit is words nobody listed: a bare line of them keeps no value.
                    int halves = (int) java.util.Arrays.stream(shape.split("[^\\p{L}\\p{N}]+")).filter(w -> !w.isEmpty())
                            .mapToInt(w -> w.charAt(0) >= 0x2E80 ? w.length() : 2).sum();
                    boolean qualified = (shape.contains("tax") || shape.contains("税")) && halves <= 6;
                    // The qualifier states a basis (excluding tax, 税抜き): a number stated on one is refused beside a
                    // property whose description names only its unit (Assertion.basisStated).
                    boolean basis = shape.contains("tax") || shape.contains("税");
                    String reply = number.data() + shape;
                    forPeers("a unit in a bracket after a number its property does not name", language, number, reply, false);
                    counts[0]++;
                    if (answersValue(answer(number.schema(), reply), number.pointer(), number.value()) && wrong.size() < 30) {
                        wrong.add("answered " + language + ": " + reply);
                    }
                    forPeers(basis ? "a unit and a qualifier in a bracket after a number" : "kept: a unit its property's description names",
                            language, "beside-integer-described", described, reply, "strict", number.pointer(), number.value(), !basis);
                    counts[1]++;
                    if (answersValue(answer(described, reply), number.pointer(), number.value()) == basis && wrong.size() < 30) {
                        wrong.add((basis ? "answered qualified " : "refused though described ") + language + ": " + reply);
                    }
                    String noNumber = words.data() + shape;
                    counts[1]++;
                    if (answersValue(answer(words.schema(), noNumber), words.pointer(), words.value()) == qualified && wrong.size() < 30) {
                        wrong.add((qualified ? "answered qualified " : "refused with no number ") + language + ": " + noNumber);
                    }
                }
                // A unit a sentence in the bracket opens with is that sentence's subject, not the number's unit.
                String subject = number.data() + "\n\n" + open + unit + (cjk ? "についての詳細は上記" : " xqzv counts are listed above") + close;
                counts[1]++;
                if (!answersValue(answer(number.schema(), subject), number.pointer(), number.value()) && wrong.size() < 30) {
                    wrong.add("refused as a subject " + language + ": " + subject);
                }
            }
        }
        System.out.println("units in a bracket after the data, refused / kept: " + counts[0] + " / " + counts[1]);
        assertEquals(List.of(), wrong);
        assertTrue(counts[0] > 500, counts[0] + " variants");
    }

    /**
     * A neutral lead of 16 characters that names the value, by language of Han, kana or Hangul: a remark it opens with a
     * term after it is longer than 16.
     */
    private static final Map<String, String> CJK_LEAD = Map.of("ja", "この値について一点補足しておくと、",
            "zh", "关于上面输出中该值的补充说明如下，", "ko", "이 값에 대해 덧붙이자면 각 항목은 모두 ");

    /**
     * Every term of Chinese, Japanese and Korean of the categories a short remark reads, at the end of a remark longer
     * than sixteen characters that names the value after each seed's JSON (a sentence, a line, a bracket), takes the
     * value back: a CJK character is read as half a word up to 32 of them. The lead alone keeps it, and so do longer
     * explanations that hedge what they explain without naming the value (in the chat notes of each language).
     */
    @Test
    void aTakingBackInALongerCjkRemark_afterTheValue_refusesIt_andTheLeadAloneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (Seed seed : seeds()) {
            for (Map.Entry<String, String> lead : CJK_LEAD.entrySet()) {
                String kept = seed.data() + "\n" + lead.getValue().replaceAll("[、，, ]+$", "") + "。";
                assertTrue(answersValue(answer(seed.schema(), kept), seed.pointer(), seed.value()), kept);
                for (Category c : REMARK_AFTER) {
                    for (String term : LEX.words(c, lead.getKey())) {
                        if (!readAlone(term, c) || term.length() > 12) {
                            continue;
                        }
                        for (String reply : List.of(seed.data() + "\n" + lead.getValue() + term + "。",
                                seed.data() + "\n\n（" + lead.getValue() + term + "）")) {
                            forPeers("a longer CJK remark taking it back", lead.getKey(), seed, reply, false);
                            variants++;
                            if (answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()) && wrong.size() < 30) {
                                wrong.add(lead.getKey() + " " + c + ": " + reply);
                            }
                        }
                    }
                }
            }
        }
        System.out.println("longer CJK remarks taking the value back: " + variants);
        assertEquals(List.of(), wrong);
        assertTrue(variants > 1_000, variants + " variants");
    }

    /**
     * Short remarks a model writes beside its JSON value that take it back, by language: a draft, an estimate, a
     * value still to be checked, a value for reference only, a failure that cut the answer short, data simulated.
     * One ending in a colon is a line above the value; one in brackets stands after it on its line too; a status line
     * in the language's own label ({@code Status: Entwurf}, {@code Stato: bozza}) is read above it and after it.
     */
    private static final Map<String, List<String>> TAKEN_BACK_BESIDE_THE_VALUE = Map.ofEntries(
            Map.entry("ja", List.of(
                "※ 推定値です。", "推定値です。", "（下書き）", "（要確認）", "要確認", "ステータス：下書き", "状態：確認中",
                "参考値です。", "ご参考までに。", "※ 数値は概算値です。", "使用前に要確認。", "タイムアウトしました。", "出力が途中で切れています。",
                "エラーが発生しました。", "シミュレーションの結果です。", "下書き：", "暫定値：", "要確認：",
                "※ この値は推定値であり正確ではない可能性があります。", "（この分類はあくまで推測であり、確実ではありません）")),
            Map.entry("zh", List.of(
                "仅供参考。", "（草稿）", "（待确认）", "确认中", "状态：草稿", "状态：确认中", "数值为估算值。", "以上为预估值，仅供参考。",
                "请核实后使用。", "结果未经验证。", "请求超时。", "输出被截断。", "模拟数据。", "草稿：", "初稿：", "待确认：",
                "（以上为估计值，仅供参考，请以实际为准）", "注意：该分类结果可能不准确，请人工核实后再使用。")),
            Map.entry("ko", List.of(
                "추정치입니다.", "(초안)", "(확인 필요)", "확인 필요", "상태: 초안", "상태: 확인 중", "참고용입니다.", "대략적인 값입니다.",
                "사용 전에 확인이 필요합니다.", "검증되지 않은 결과입니다.", "시간 초과로 잘렸습니다.", "오류 발생.",
                "시뮬레이션 결과입니다.", "초안:", "추정치:", "확인 필요:",
                "이 값은 추정치이며 정확하지 않을 수 있습니다.", "(이 분류는 추측일 뿐이며 확실하지 않습니다)")),
            Map.entry("de", List.of(
                "Entwurf", "(Entwurf)", "(unbestätigt)", "Status: Entwurf", "Status: vorläufig", "Vorläufige Werte.",
                "Geschätzte Werte.", "Bitte prüfen.", "Bitte vor Verwendung prüfen.", "Noch zu prüfen.", "Nur zur Orientierung.",
                "Ohne Gewähr.", "Zeitüberschreitung.", "Antwort abgeschnitten.", "Simulierte Daten.", "Entwurf:", "Vorläufig:",
                "Schätzwerte:")),
            Map.entry("fr", List.of(
                "Brouillon.", "(brouillon)", "(à vérifier)", "Statut : brouillon", "Statut : à vérifier", "Valeurs estimées.",
                "Valeurs approximatives.", "À vérifier.", "Veuillez vérifier avant utilisation.", "Donné à titre indicatif.",
                "Non confirmé.", "Délai d'attente dépassé.", "Réponse tronquée.", "Données simulées.", "Brouillon :",
                "Version provisoire :", "À vérifier :")),
            Map.entry("es", List.of(
                "(borrador)", "Borrador.", "(por verificar)", "Estado: borrador", "Estado: pendiente de verificación",
                "Valores aproximados.", "Valores estimados.", "Por verificar.", "Solo como referencia.", "Sin confirmar.",
                "Verificar antes de usar.", "Tiempo de espera agotado.", "Respuesta truncada.", "Datos simulados.", "Borrador:",
                "Versión preliminar:", "Por verificar:")),
            Map.entry("it", List.of(
                "Nota: valori stimati.", "Da verificare.", "(bozza)", "(da verificare)", "Stato: bozza", "Stato: da verificare",
                "Valori approssimativi.", "Solo a titolo indicativo.", "Non confermato.", "Si prega di verificare prima dell'uso.",
                "Tempo scaduto.", "Risposta troncata.", "Dati simulati.", "Bozza:", "Versione preliminare:", "Da verificare:")),
            Map.entry("pt", List.of(
                "(rascunho)", "Rascunho.", "(a verificar)", "Status: rascunho", "Status: a verificar", "Valores aproximados.",
                "Valores estimados.", "Apenas para referência.", "A verificar.", "Não confirmado.", "Favor verificar antes de usar.",
                "Tempo esgotado.", "Resposta truncada.", "Dados simulados.", "Rascunho:", "Versão preliminar:", "A verificar:")),
            Map.entry("nl", List.of(
                "(conceptversie)", "(nog te controleren)", "Voorlopige waarden.", "Status: voorlopig", "Status: nog te controleren",
                "Geschatte waarden.", "Nog te controleren.", "Onder voorbehoud.", "Niet bevestigd.", "Alleen ter indicatie.",
                "Time-out.", "Antwoord afgekapt.", "Gesimuleerde gegevens.", "Dit is een concept.", "Voorlopig:",
                "Conceptversie:", "Te controleren:")),
            Map.entry("tr", List.of(
                "(taslak)", "(doğrulanmalı)", "Taslak.", "Durum: taslak", "Durum: doğrulanmalı", "Tahmini değerler.",
                "Yaklaşık değerler.", "Sadece referans için.", "Lütfen doğrulayın.", "Kontrol edilmeli.", "Zaman aşımı.",
                "Yanıt kesildi.", "Simüle edilmiş veri.", "Taslak:", "Ön taslak:", "Doğrulanmalı:")));

    /** A status line: a one-word label and its state, no sentence ({@code Status: Entwurf}, {@code 状态：草稿}). */
    private static final java.util.regex.Pattern STATUS_LINE = java.util.regex.Pattern.compile("\\S+ ?[:：] ?[^.。:：]+");

    @Test
    void aShortRemarkTakingTheValueBack_aDraftAnEstimateAValueToVerifyAFailure_inEveryLanguage_refusesIt() {
        List<String> wrong = new ArrayList<>();
        Map<String, int[]> byLanguage = new TreeMap<>(); // refused replies, replies
        for (String language : LANGUAGES) {
            if (language.equals("common") || language.equals("en")) {
                continue;
            }
            List<String> remarks = TAKEN_BACK_BESIDE_THE_VALUE.getOrDefault(language, List.of());
            assertTrue(remarks.size() >= 12, language + " has " + remarks.size() + " remarks");
            // Each shape in each language: a bracket after it, a status line, a line above it.
            assertTrue(remarks.stream().anyMatch(r -> r.startsWith("(") || r.startsWith("（")), language + ": no bracket");
            assertTrue(remarks.stream().anyMatch(r -> STATUS_LINE.matcher(r).matches()), language + ": no status line");
            assertTrue(remarks.stream().anyMatch(r -> r.endsWith(":") || r.endsWith("：")), language + ": no line above");
        }
        for (Seed seed : seeds()) {
            for (Map.Entry<String, List<String>> taken : TAKEN_BACK_BESIDE_THE_VALUE.entrySet()) {
                for (String remark : taken.getValue()) {
                    boolean introduces = remark.endsWith(":") || remark.endsWith("：");
                    boolean status = STATUS_LINE.matcher(remark).matches();
                    List<String> replies = new ArrayList<>();
                    if (!introduces) {
                        replies.add(seed.data() + "\n\n" + remark);
                    }
                    if (remark.startsWith("(") || remark.startsWith("（")) {
                        replies.add(seed.data() + " " + remark);
                    }
                    if (introduces || status) {
                        replies.add(remark + "\n" + seed.data());
                        replies.add(remark + "\n\n```json\n" + seed.data() + "\n```");
                    }
                    for (String reply : replies) {
                        forPeers("a short remark taking it back: a draft, an estimate, a value to verify, a failure",
                                taken.getKey(), seed, reply, false);
                        boolean answered = answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value());
                        int[] counts = byLanguage.computeIfAbsent(taken.getKey(), l -> new int[2]);
                        counts[0] += answered ? 0 : 1;
                        counts[1]++;
                        if (answered) {
                            wrong.add("answered " + taken.getKey() + ": " + reply);
                        }
                    }
                }
            }
        }
        System.out.println("short remarks taking the value back, refused / replies by language: " + byLanguage.entrySet()
                .stream().map(e -> e.getKey() + " " + e.getValue()[0] + " / " + e.getValue()[1]).toList());
        assertEquals(List.of(), wrong);
    }

    @Test
    void aValueWrittenOutOfTheAnswer_aCommentsLineOrADiffsRemovedLine_isRefused() {
        for (Seed seed : seeds()) {
            for (String reply : List.of("// " + seed.data(), "# " + seed.data(), "-- " + seed.data(), "; " + seed.data(),
                    "% " + seed.data(), "/* " + seed.data() + " */", "```json\n// " + seed.data() + "\n```",
                    "```diff\n-" + seed.data() + "\n```", "```diff\n- " + seed.data() + "\n+ {}\n```",
                    "```patch\n-" + seed.data() + "\n```")) {
                forPeers("written out of the answer: a comment's or a removed line", "any", seed, reply, false);
                assertTrue(!answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()), reply);
            }
            // A bullet is no removed line outside a diff.
            String bullet = "- " + seed.data();
            forPeers("kept: a bullet", "any", seed, bullet, true);
            assertTrue(answersValue(answer(seed.schema(), bullet), seed.pointer(), seed.value()), bullet);
        }
    }

    /** The words a status member's value may hold that say the data beside it came out of a failure or stands in. */
    private static final List<Category> STATUS_SAYS = List.of(Category.FAILURE, Category.NEGATIVE_VERDICT,
            Category.CONDITION, Category.NOT_ACTUAL);

    @Test
    void aMemberReportingAFailureAScoreOrASpreadBesideTheData_inEveryLanguage_isRefused() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (Seed seed : seeds()) {
            for (String language : LANGUAGES) {
                for (Category c : STATUS_SAYS) {
                    for (String term : LEX.words(c, language)) {
                        if (!readAlone(term, c) || term.split("\\s+").length > 4) {
                            continue;
                        }
                        for (String key : List.of("status", "result", "outcome", "state")) {
                            if (key.equals(seed.property())) {
                                continue;
                            }
                            String reply = with(seed, key, MAPPER.getNodeFactory().textNode(term)).toString();
                            forPeers("a status beside the data", language, seed, reply, false);
                            variants++;
                            if (answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()) && wrong.size() < 20) {
                                wrong.add(reply);
                            }
                        }
                    }
                }
                if (seed.value().isNumber()) {
                    for (String term : LEX.words(Category.SPREAD, language)) {
                        String key = keyOf(term);
                        if (key == null) {
                            continue;
                        }
                        for (JsonNode spread : List.of(json("2"), json("[4, 6]"))) {
                            String reply = with(seed, key, spread).toString();
                            forPeers("a spread beside a number", language, seed, reply, false);
                            variants++;
                            if (answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()) && wrong.size() < 20) {
                                wrong.add(reply);
                            }
                        }
                    }
                }
            }
            // An error's code under every verdict label of every language, and under labels models write as keys.
            List<String> labels = new ArrayList<>(List.of("http_status", "status_code"));
            for (String language : LANGUAGES) {
                for (String term : LEX.words(Category.VERDICT_LABEL, language)) {
                    String key = keyOf(term);
                    if (key != null && !key.equals(seed.property())) {
                        labels.add(key);
                    }
                }
            }
            for (String key : labels) {
                for (String code : List.of("400", "404", "500", "503")) {
                    String reply = with(seed, key, json(code)).toString();
                    forPeers("an error's status beside the data", "any", seed, reply, false);
                    variants++;
                    if (!key.equals(seed.property()) && answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value())) {
                        wrong.add(reply);
                    }
                }
            }
            // A list or a text naming the property beside it: a remark on it nobody listed.
            for (String key : List.of("missing", "guessed_fields", "defaults_used", "x", "fields")) {
                for (JsonNode named : key.contains("_") || key.length() < 7 ? List.of(MAPPER.createArrayNode().add(seed.property()))
                        : List.of(MAPPER.createArrayNode().add(seed.property()), MAPPER.getNodeFactory().textNode(seed.property()))) {
                    String reply = with(seed, key, named).toString();
                    forPeers("a member naming the property beside it", "any", seed, reply, false);
                    variants++;
                    if (answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value())) {
                        wrong.add(reply);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(variants >= 2_000, "generated " + variants);
        // What keeps it: a status of success, a rating beyond 1, a count, a success's code.
        for (Seed seed : seeds()) {
            for (String[] member : new String[][] { { "status", "\"ok\"" }, { "status", "\"success\"" },
                    { "status", "\"completed\"" }, { "status", "200" }, { "score", "3" }, { "count", "3" },
                    { "message", "\"Classified from the review.\"" } }) {
                if (member[0].equals(seed.property())) {
                    continue;
                }
                String reply = with(seed, member[0], json(member[1])).toString();
                forPeers("kept: a plain member beside the data", "any", seed, reply, true);
                assertTrue(answersValue(answer(seed.schema(), reply), seed.pointer(), seed.value()), reply);
            }
        }
    }

    @Test
    void aValueWhoseCharactersShowAnotherWord_isRefused_andOneThatShowsItKept() {
        ObjectNode schema = seed("enum").schema();
        for (String shown : List.of("\u202Epositive", "positive\u202E", "\u2066positive\u2069", "pos\u202Aitive\u202C",
                "posit\u0131ve", "POS\u0130T\u0130VE", "p\u0131sitive")) {
            String reply = MAPPER.createObjectNode().put("sentiment", shown).toString();
            forPeers("characters that show another word", "any", seed("enum"), reply, false);
            assertTrue(!answersValue(answer(schema, reply), "/sentiment", json("\"positive\"")), reply);
        }
        ObjectNode numbers = (ObjectNode) json("{\"type\":\"object\",\"properties\":{\"n\":{\"type\":\"integer\"},"
                + "\"b\":{\"type\":\"boolean\"}},\"required\":[\"n\"]}");
        for (String reply : List.of("{\"n\": \"\u202E12\"}", "{\"n\": 1, \"b\": \"\u202Etrue\"}")) {
            JsonNode answer = answer(numbers, reply);
            assertTrue(!answer.path("ok").asBoolean(), reply + " -> " + answer);
        }
        // Prose read for a scalar root: the control beside the value, or anywhere in the text read, refuses it.
        ObjectNode verdicts = (ObjectNode) json("{\"enum\":[\"pass\",\"fail\"]}");
        ObjectNode count = (ObjectNode) json("{\"type\":\"integer\"}");
        for (String control : List.of("\u202A", "\u202B", "\u202E", "\u2066", "\u2067")) {
            for (String text : List.of("Verdict: " + control + "PASS", "Verdict: " + control + "PASS\u2069",
                    "Verdict: PASS" + control, control + "Verdict: PASS")) {
                assertTrue(!answer(verdicts, text).path("ok").asBoolean(), text + " -> " + answer(verdicts, text));
            }
            String total = "Total: " + control + "12";
            assertTrue(!answer(count, total).path("ok").asBoolean(), total + " -> " + answer(count, total));
        }
        assertTrue(answer(verdicts, "Verdict: PASS").path("json").asText().equals("pass"));
        assertTrue(answer(count, "Total: 12").path("json").asInt() == 12);
        for (String shows : List.of("pos\u200Bitive", "POSITIVE", "Positive")) {
            String reply = MAPPER.createObjectNode().put("sentiment", shows).toString();
            forPeers("kept: characters that show the value", "any", seed("enum"), reply, true);
            assertTrue(answersValue(answer(schema, reply), "/sentiment", json("\"positive\"")), reply);
        }
    }
}
