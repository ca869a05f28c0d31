package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * The metamorphic suite of "never confidently wrong": every value the coerce table, the acceptance vectors and the
 * review vectors answer plainly is written again in each way of taking it back (src/test/resources/assertion/
 * families.json: a question mark, a strike-through, a negation before or after it, a hedge, a condition, a contrast
 * with a problem, a later retraction, a footnote or a sub-bullet, a joke, a crossing emoji, a contradicting verdict
 * in another language, a choice), in every language of the lexicon (the suite fails for one without templates), in a
 * JSON field, in prose, as a reply that is only the value of an object's one property, and in a review; and through
 * the functions as a caller sends them, the answer is never the original value. The decorations that keep a value
 * ({@code keep}) are counted too: what strictness costs.
 *
 * <p>Counts per family are printed and written to {@code target/assertion-variants/report.md}; the extract-json
 * variants are written to {@code target/assertion-variants/variants.json} in the coerce table's form, for the peers'
 * runners (bench/peers/variants.sh), and those of the reader {@code restated} to {@code restated.json} beside it.
 */
class GeneratedVariantsTest {

    private static final ObjectMapper MAPPER = JsonMapper.builder().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .nodeFactory(JsonNodeFactory.withExactBigDecimals(true)).build();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Path OUT = Path.of("target", "assertion-variants");
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final String KEEP = "keep";
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    private static JsonNode families;
    private static JsonNode keep;
    private static JsonNode table;
    private static JsonNode failClosed;

    @BeforeAll
    static void read() throws IOException {
        JsonNode f = resource("/assertion/families.json");
        families = f.get("families");
        keep = f.get("keep");
        table = resource("/coerce/peers-table.json");
        failClosed = resource("/review/fail-closed.json");
    }

    private static JsonNode resource(String name) throws IOException {
        try (InputStream in = GeneratedVariantsTest.class.getResourceAsStream(name)) {
            return MAPPER.readTree(in);
        }
    }

    // ---- seeds ------------------------------------------------------------------------------------------------

    /**
     * A value answered plainly: where it stands ({@code reader}: a JSON field, prose for a scalar root, a review marker,
     * a review's JSON verdict, a note beside it), the schema, the value as written ({@code v}), another value of its kind, and how
     * the reply is built around a written variant.
     */
    private record Seed(String reader, String schemaName, String v, String other, JsonNode value, String pointer,
            Builder builder) {
    }

    @FunctionalInterface
    private interface Builder {
        String reply(String variant);
    }

    /**
     * The leaves of the coerce table's valid replies that hold an enum value, a boolean or a number: for each kind of
     * value (an enum's word that passes, fails or neither, a boolean, an integer, a decimal) the one in the shortest
     * reply, so the suite reads every way of taking a value back for each kind once.
     */
    private static List<Seed> fieldSeeds() {
        Map<String, Seed> byKind = new TreeMap<>();
        Map<String, Integer> sizes = new LinkedHashMap<>();
        for (JsonNode c : table.get("cases")) {
            if (!c.get("family").asText().equals("valid") || !c.get("expected").isObject()) {
                continue;
            }
            String name = c.get("schema").asText();
            ObjectNode base = (ObjectNode) c.get("expected");
            int size = base.toString().length();
            leaves(table.get("schemas").get(name), base, "", (pointer, schema, value) -> {
                String v = value.isTextual() ? value.textValue() : value.isBoolean() ? (value.booleanValue() ? "yes" : "no")
                        : value.toString();
                String kind = schema.has("enum") ? "enum-" + Assertion.polarityOf(v) : value.isBoolean() ? "boolean-" + v
                        : value.isIntegralNumber() ? "integer" : "number";
                if (sizes.containsKey(kind) && sizes.get(kind) <= size) {
                    return;
                }
                sizes.put(kind, size);
                byKind.put(kind, new Seed("field", name, v, other(schema, value), value, pointer, variant -> {
                    ObjectNode copy = base.deepCopy();
                    set(copy, pointer, TextNode.valueOf(variant));
                    return copy.toString();
                }));
            });
        }
        return new ArrayList<>(byKind.values());
    }

    private interface Leaf {
        void found(String pointer, JsonNode schema, JsonNode value);
    }

    private static void leaves(JsonNode schema, JsonNode value, String pointer, Leaf leaf) {
        if (schema == null || value == null) {
            return;
        }
        if (value.isObject() && schema.has("properties")) {
            for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                leaves(schema.get("properties").get(e.getKey()), e.getValue(), pointer + "/" + e.getKey(), leaf);
            }
        } else if (value.isArray() && schema.has("items")) {
            for (int i = 0; i < value.size(); i++) {
                leaves(schema.get("items"), value.get(i), pointer + "/" + i, leaf);
            }
        } else if (schema.has("enum") && value.isTextual() || value.isBoolean() || value.isNumber()) {
            leaf.found(pointer, schema, value);
        }
    }

    private static String other(JsonNode schema, JsonNode value) {
        if (schema.has("enum")) {
            for (JsonNode e : schema.get("enum")) {
                if (!e.equals(value)) {
                    return e.asText();
                }
            }
        }
        if (value.isBoolean()) {
            return value.booleanValue() ? "no" : "yes";
        }
        return value.isNumber() ? value.decimalValue().add(BigDecimal.ONE).toPlainString() : "other";
    }

    private static void set(ObjectNode root, String pointer, JsonNode value) {
        int cut = pointer.lastIndexOf('/');
        JsonNode parent = root.at(pointer.substring(0, cut));
        String key = pointer.substring(cut + 1);
        if (parent instanceof ArrayNode array) {
            array.set(Integer.parseInt(key), value);
        } else {
            ((ObjectNode) parent).set(key, value);
        }
    }

    /** The scalar roots of the coerce table written in prose: bare, and after a label. */
    private static List<Seed> proseSeeds() {
        List<Seed> seeds = new ArrayList<>();
        for (String value : List.of("positive", "negative", "neutral", "mixed")) {
            for (String label : List.of("", "Sentiment: ")) {
                seeds.add(new Seed("prose", "sentiment", value, value.equals("positive") ? "negative" : "positive",
                        TextNode.valueOf(value), null, variant -> label + variant));
            }
        }
        for (String label : List.of("", "Total: ")) {
            seeds.add(new Seed("prose", "amount", "42.50", "43.50", MAPPER.getNodeFactory().numberNode(new BigDecimal("42.50")),
                    null, variant -> label + variant));
            seeds.add(new Seed("prose", "stars", "4", "5", MAPPER.getNodeFactory().numberNode(4), null,
                    variant -> label + variant));
        }
        return seeds;
    }

    /**
     * The coerce table's objects of one property whose reply is only the value: the value's words whole, and the value
     * as a JSON string, each the whole reply; wrapped into the property only where the property's reading asserts it.
     */
    private static List<Seed> wrappedSeeds() {
        List<Seed> seeds = new ArrayList<>();
        String[][] values = { { "tone", "/sentiment", "positive", "negative" }, { "tone", "/sentiment", "negative", "positive" },
            { "spam", "/isSpam", "yes", "no" }, { "spam", "/isSpam", "no", "yes" }, { "count", "/count", "1250", "1251" } };
        for (String[] v : values) {
            JsonNode value = v[0].equals("spam") ? MAPPER.getNodeFactory().booleanNode(v[2].equals("yes"))
                    : v[0].equals("count") ? MAPPER.getNodeFactory().numberNode(Integer.parseInt(v[2])) : TextNode.valueOf(v[2]);
            seeds.add(new Seed("wrapped", v[0], v[2], v[3], value, v[1], variant -> variant));
            seeds.add(new Seed("wrapped", v[0], v[2], v[3], value, v[1], variant -> TextNode.valueOf(variant).toString()));
        }
        return seeds;
    }

    /**
     * The coerce table's objects of one property written as JSON, then a remark on its own line that writes the value
     * again, bare or after the property's label ({@code {"count": 1250}} then {@code Count: 1250?}): what the remark
     * says of the value it writes again, it says of the data.
     */
    private static List<Seed> restatedSeeds() {
        List<Seed> seeds = new ArrayList<>();
        String[][] values = { { "tone", "sentiment", "positive", "negative", "Sentiment: " },
            { "tone", "sentiment", "negative", "positive", "Sentiment: " }, { "count", "count", "1250", "1251", "Count: " },
            { "spam", "isSpam", "true", "false", "Spam: " }, { "capital", "answer", "Paris", "Lyon", "Answer: " },
            { "capital", "answer", "東京", "大阪", "Answer: " } };
        for (String[] v : values) {
            JsonNode value = v[0].equals("count") ? MAPPER.getNodeFactory().numberNode(Integer.parseInt(v[2]))
                    : v[0].equals("spam") ? MAPPER.getNodeFactory().booleanNode(true) : TextNode.valueOf(v[2]);
            String data = MAPPER.createObjectNode().set(v[1], value).toString();
            for (String label : List.of("", v[4])) {
                seeds.add(new Seed("restated", v[0], v[2], v[3], value, "/" + v[1], variant -> data + "\n\n" + label + variant));
            }
        }
        return seeds;
    }

    /** The review vectors' passes: every marker of the fail-closed table with each pass value, and a JSON verdict. */
    private static List<Seed> reviewSeeds() {
        List<Seed> seeds = new ArrayList<>();
        for (JsonNode marker : failClosed.get("markers")) {
            String m = marker.asText();
            for (String value : List.of("PASS", "PASS_WITH_SUGGESTIONS")) {
                seeds.add(new Seed("review-marker", null, value, "FAIL", TextNode.valueOf(value), null,
                        variant -> m + variant + (m.startsWith("|") ? " |" : "")));
            }
        }
        seeds.add(new Seed("review-json", null, "PASS", "FAIL", TextNode.valueOf("PASS"), null,
                variant -> MAPPER.createObjectNode().put("result", variant).toString()));
        seeds.add(new Seed("review-json-then-text", null, "PASS", "FAIL", TextNode.valueOf("PASS"), null,
                variant -> variant.replace("PASS", "{\"result\": \"PASS\"}")));
        // A note beside a JSON pass that writes the pass's word: read as what the pass is, so taken back it fails.
        seeds.add(new Seed("review-json-note", null, "PASS", "FAIL", TextNode.valueOf("PASS"), null,
                variant -> MAPPER.createObjectNode().put("result", "PASS").put("note", variant).toString()));
        return seeds;
    }

    // ---- variants --------------------------------------------------------------------------------------------

    /** One generated reply: its family and language, the seed it came from, and the reply. */
    private record Variant(String family, String language, Seed seed, String template, String reply) {
    }

    private static List<Variant> variants(List<Seed> seeds) {
        List<Variant> out = new ArrayList<>();
        for (Seed seed : seeds) {
            Assertion.Polarity polarity = Assertion.polarityOf(seed.v());
            boolean fails = polarity == Assertion.Polarity.NEGATIVE;
            for (Iterator<Map.Entry<String, JsonNode>> it = families.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> family = it.next();
                String name = family.getKey();
                if (name.equals("contradicting-verdict") && fails || name.equals("contradicting-verdict-against-a-failure")
                        && !fails || (name.equals("problem-beside-a-pass") || name.equals("caution-beside-a-pass"))
                        && polarity != Assertion.Polarity.POSITIVE) {
                    continue;
                }
                addAll(out, name, family.getValue(), seed);
            }
            addAll(out, KEEP, keep, seed);
        }
        return out;
    }

    private static void addAll(List<Variant> out, String family, JsonNode byLanguage, Seed seed) {
        for (Iterator<Map.Entry<String, JsonNode>> it = byLanguage.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            for (JsonNode template : language.getValue()) {
                String t = template.asText();
                String written = t.replace("{v}", seed.v()).replace("{V}", seed.v().toUpperCase(Locale.ROOT))
                        .replace("{other}", seed.other());
                out.add(new Variant(family, language.getKey(), seed, t, seed.builder().reply(written)));
            }
        }
    }

    // ---- answers ---------------------------------------------------------------------------------------------

    /** What a reader answered a variant: the original value (confidently wrong outside keep), another value, or none. */
    private enum Answer {
        ORIGINAL, OTHER, NONE
    }

    private static Answer answer(Variant variant) throws IOException {
        Seed seed = variant.seed();
        if (seed.reader().startsWith("review")) {
            byte[] body = MAPPER.writeValueAsBytes(MAPPER.createObjectNode().put("reviewText", variant.reply()));
            String result = MAPPER.readTree(FUNCTIONS.call("review-decision", body)).get("result").asText();
            return result.equals(seed.v()) ? Answer.ORIGINAL : result.equals("FAIL") ? Answer.NONE : Answer.OTHER;
        }
        ObjectNode request = MAPPER.createObjectNode().put("text", variant.reply()).put("coerce", true);
        request.set("schema", table.get("schemas").get(seed.schemaName()));
        JsonNode answer = MAPPER.readTree(FUNCTIONS.call("extract-json", MAPPER.writeValueAsBytes(request)));
        if (!answer.path("ok").asBoolean()) {
            return Answer.NONE;
        }
        JsonNode json = answer.get("json");
        if (seed.reader().equals("prose")) {
            return same(json, seed.value()) ? Answer.ORIGINAL : Answer.OTHER;
        }
        JsonNode at = json.at(seed.pointer());
        return !at.isMissingNode() && same(at, seed.value()) ? Answer.ORIGINAL : Answer.OTHER;
    }

    private static JsonNode readQuietly(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Values as the schema compares them: numbers by value, a boolean seed's word as the boolean. */
    private static boolean same(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
        }
        return a.equals(b);
    }

    // ---- the suite -----------------------------------------------------------------------------------------------

    private static final class Counts {
        int variants;
        int original;
        int other;
        int none;
        final Set<String> languages = new HashSet<>();
    }

    @Test
    void everyWayOfTakingAValueBack_inEveryLanguage_neverAnswersTheOriginalValue() throws IOException {
        List<Seed> seeds = new ArrayList<>(fieldSeeds());
        seeds.addAll(proseSeeds());
        seeds.addAll(wrappedSeeds());
        seeds.addAll(restatedSeeds());
        seeds.addAll(reviewSeeds());
        List<Variant> variants = variants(seeds);
        Map<String, Counts> byFamily = new TreeMap<>();
        Map<String, Counts> byReader = new TreeMap<>();
        Map<String, Counts> keepByReader = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        List<Variant> forPeers = new ArrayList<>();
        List<Variant> restatedForPeers = new ArrayList<>();
        Map<String, long[]> time = new TreeMap<>();
        Map<String, Counts> keepByTemplate = new TreeMap<>();
        for (Variant v : variants) {
            long t0 = CPU.getCurrentThreadCpuTime();
            Answer a = answer(v);
            time.computeIfAbsent(v.seed().reader(), k -> new long[1])[0] += CPU.getCurrentThreadCpuTime() - t0;
            if (v.family().equals(KEEP)) {
                Counts k = keepByTemplate.computeIfAbsent(v.seed().reader() + " " + v.template() + " "
                        + (v.seed().value().isNumber() ? "number" : v.seed().value().isBoolean() ? "boolean" : "word"), x -> new Counts());
                k.variants++;
                if (a == Answer.ORIGINAL) {
                    k.original++;
                }
            }
            boolean kept = v.family().equals(KEEP);
            for (Counts c : kept ? List.of(byFamily.computeIfAbsent(KEEP, k -> new Counts()),
                    keepByReader.computeIfAbsent(v.seed().reader(), k -> new Counts()))
                    : List.of(byFamily.computeIfAbsent(v.family(), k -> new Counts()),
                            byReader.computeIfAbsent(v.seed().reader(), k -> new Counts()))) {
                c.variants++;
                c.languages.add(v.language());
                switch (a) {
                    case ORIGINAL -> c.original++;
                    case OTHER -> c.other++;
                    case NONE -> c.none++;
                }
            }
            if (!kept && a == Answer.ORIGINAL) {
                wrong.add(v.family() + "/" + v.language() + " " + v.seed().reader() + " " + v.seed().schemaName() + " "
                        + v.seed().v() + ": " + (v.seed().reader().equals("field") ? v.template() : v.reply())
                        .replace("\n", "\\n"));
            }
            // (The peers' table of variants.json reads the field, prose and wrapped readers; a value written again
            // after the data goes to a file of its own, restated.json, read by the peers in a table of its own.)
            if (v.seed().reader().equals("restated")) {
                restatedForPeers.add(v);
            } else if (!v.seed().reader().startsWith("review")) {
                forPeers.add(v);
            }
        }
        int taken = variants.size() - byFamily.get(KEEP).variants;
        Set<String> languages = new HashSet<>();
        byFamily.forEach((f, c) -> languages.addAll(c.languages));
        String report = report(byFamily, byReader, keepByReader);
        report += keepTable(keepByTemplate);
        long cpu = time.values().stream().mapToLong(t -> t[0]).sum();
        System.out.println(report + "\n" + variants.size() + " variants read in " + cpu / 1_000_000 + " ms of CPU");
        Files.createDirectories(OUT);
        Files.writeString(OUT.resolve("report.md"), report, StandardCharsets.UTF_8);
        writeForPeers(forPeers, "variants.json");
        writeForPeers(restatedForPeers, "restated.json");

        assertTrue(taken >= 10_000, taken + " variants that take a value back");
        assertTrue(languages.containsAll(LANGUAGES), languages::toString);
        assertEquals(List.of(), wrong.subList(0, Math.min(wrong.size(), 80)), wrong.size() + " confidently wrong of " + taken);
        // The suite reads what it means to: every seed as written is its value, through each reader.
        keepByReader.forEach((reader, c) -> assertTrue(c.original > 0, reader + ": no kept variant answered its value"));
    }

    private static String report(Map<String, Counts> byFamily, Map<String, Counts> byReader, Map<String, Counts> keep) {
        StringBuilder b = new StringBuilder("| family | languages | variants | original value (confidently wrong) |"
                + " another value | no value |\n|---|---:|---:|---:|---:|---:|\n");
        Counts all = new Counts();
        byFamily.entrySet().stream().filter(e -> !e.getKey().equals(KEEP)).forEach(e -> {
            row(b, e.getKey(), e.getValue());
            all.variants += e.getValue().variants;
            all.original += e.getValue().original;
            all.other += e.getValue().other;
            all.none += e.getValue().none;
            all.languages.addAll(e.getValue().languages);
        });
        row(b, "**all that take the value back**", all);
        b.append("\n| reader | variants | original value | another value | no value |\n|---|---:|---:|---:|---:|\n");
        byReader.forEach((r, c) -> b.append("| ").append(r).append(" | ").append(c.variants).append(" | ")
                .append(c.original).append(" | ").append(c.other).append(" | ").append(c.none).append(" |\n"));
        b.append("\n| kept (decorations that keep the value), reader | variants | the value | another value | no value |\n"
                + "|---|---:|---:|---:|---:|\n");
        keep.forEach((r, c) -> b.append("| ").append(r).append(" | ").append(c.variants).append(" | ").append(c.original)
                .append(" | ").append(c.other).append(" | ").append(c.none).append(" |\n"));
        return b.toString();
    }

    /** The decorations that keep a value, template by template and kind of value, where some variant was refused. */
    private static String keepTable(Map<String, Counts> byTemplate) {
        StringBuilder b = new StringBuilder("\n| kept variants refused: reader, template, kind of value | the value | variants |\n"
                + "|---|---:|---:|\n");
        byTemplate.forEach((t, c) -> {
            if (c.original < c.variants) {
                b.append("| `").append(t.replace("|", "\\|").replace("\n", "\\n")).append("` | ").append(c.original)
                        .append(" | ").append(c.variants).append(" |\n");
            }
        });
        return b.toString();
    }

    private static void row(StringBuilder b, String name, Counts c) {
        b.append("| ").append(name).append(" | ").append(c.languages.size()).append(" | ").append(c.variants).append(" | ")
                .append(c.original).append(" | ").append(c.other).append(" | ").append(c.none).append(" |\n");
    }

    /**
     * The extract-json variants in the coerce table's form, to {@code file} under {@link #OUT}: the schemas, and each case
     * with the value it must not be.
     */
    private static void writeForPeers(List<Variant> variants, String file) throws IOException {
        ObjectNode doc = MAPPER.createObjectNode();
        doc.put("about", "Generated by GeneratedVariantsTest: replies that write a value and take it back; 'forbidden' is"
                + " the value as it was asserted plainly, which no answer may be (a refusal or another value is not"
                + " confidently wrong); family 'keep' holds the decorations that keep it, where it is the expected answer.");
        ObjectNode schemas = doc.putObject("schemas");
        Set<String> used = new HashSet<>();
        variants.forEach(v -> used.add(v.seed().schemaName()));
        used.stream().sorted().forEach(name -> schemas.set(name, table.get("schemas").get(name)));
        ArrayNode cases = doc.putArray("cases");
        Map<String, Integer> ids = new LinkedHashMap<>();
        variants.stream().sorted(Comparator.comparing(Variant::family)).forEach(v -> {
            String id = v.family() + "/" + v.language() + "/" + v.seed().reader() + "-" + v.seed().schemaName();
            int n = ids.merge(id, 1, Integer::sum);
            ObjectNode c = cases.addObject().put("id", id + "-" + n).put("family", v.family()).put("language", v.language())
                    .put("reader", v.seed().reader()).put("schema", v.seed().schemaName()).put("reply", v.reply());
            if (v.seed().reader().equals("prose")) {
                c.set("forbidden", v.seed().value());
            } else {
                c.put("pointer", v.seed().pointer());
                c.set("forbidden", v.seed().value());
            }
        });
        try (Writer w = Files.newBufferedWriter(OUT.resolve(file), StandardCharsets.UTF_8)) {
            MAPPER.writerWithDefaultPrettyPrinter().writeValue(w, doc);
        }
    }
}
