package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.function.InProcessFunctions;

/**
 * Members beside an answer's data that say the data is not reliable, generated over every language of the lexicon:
 * a caveat ({@code "warning": "data incomplete"}, {@code "warnings": ["b: tests not run"]}, {@code "注意":
 * "データ不完全"}) naming a problem, an approximation, a check not made, a stand-in or a grave problem; the data's
 * ground saying there is none or that it is a guess ({@code "basis": "none"}, {@code "source": "assumed"}); a flag
 * saying the data was overridden, is test data or out of date ({@code "overridden": true}, {@code "test_data": true},
 * {@code "stale": true}). Each at the flat root, in a list's item, and beside a list, under a schema that names the
 * member nowhere, open (the member is kept) and closed ({@code additionalProperties: false}: the member is dropped),
 * in strict and repair mode: extract-json with {@code coerce} never answers the data. The plain counterparts are
 * answered: a caveat or a ground holding null, an empty text or list, a word for nothing, a negation of its own name
 * ({@code no warnings}), a problem counted none or a remark nobody listed a word of ({@code long review}); a flag
 * saying no (kept where the schema is open: a closed schema drops no yes or no nobody listed). The families' counts
 * are printed.
 */
class CaveatBesideTheDataGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.subList(1, Lexicon.LANGUAGES.size());
    private static final Map<String, int[]> COUNTS = new TreeMap<>();

    private static final String ITEM = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},"
            + "\"status\":{\"enum\":[\"ok\",\"broken\"]},\"qty\":{\"type\":\"integer\"}},\"required\":[\"name\",\"status\",\"qty\"]%s}";
    private static final JsonNode FLAT = json(ITEM.formatted(""));
    private static final JsonNode LIST_OPEN = json("{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\",\"items\":"
            + ITEM.formatted("") + "}},\"required\":[\"items\"]}");
    private static final JsonNode LIST_CLOSED = json("{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\",\"items\":"
            + ITEM.formatted(",\"additionalProperties\":false") + "}},\"required\":[\"items\"],\"additionalProperties\":false}");

    /** Where the generated member stands, and whether the schema keeps it (open) or drops it (closed). */
    private enum Position {
        ROOT(FLAT, true), ITEM_OPEN(LIST_OPEN, true), ITEM_CLOSED(LIST_CLOSED, false), BESIDE_LIST_OPEN(LIST_OPEN, true),
        BESIDE_LIST_CLOSED(LIST_CLOSED, false);

        final JsonNode schema;
        final boolean open;

        Position(JsonNode schema, boolean open) {
            this.schema = schema;
            this.open = open;
        }

        /** The data with the member {@code key}: {@code value} where this position puts it (null: without it). */
        ObjectNode data(String key, JsonNode value) {
            ObjectNode item = NODES.objectNode().put("name", "pump").put("status", "ok").put("qty", 3);
            if (this == ROOT) {
                if (key != null) {
                    item.set(key, value);
                }
                return item;
            }
            ObjectNode root = NODES.objectNode();
            ArrayNode items = root.putArray("items");
            items.add(item);
            items.add(NODES.objectNode().put("name", "valve").put("status", "broken").put("qty", 1));
            if (key != null) {
                (this == ITEM_OPEN || this == ITEM_CLOSED ? item : root).set(key, value);
            }
            return root;
        }
    }

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The reply: the data as JSON, in repair mode with a trailing comma in each object and single quotes around "pump". */
    private static String reply(ObjectNode data, boolean repair) {
        String text = data.toString();
        return repair ? text.replace("}", ",}").replace("\"pump\"", "'pump'") : text;
    }

    /** extract-json's answer to the reply, or null for a refusal. */
    private static JsonNode answer(Position at, ObjectNode data, boolean repair) {
        return answerReply(at, reply(data, repair), repair);
    }

    private static void count(String family, boolean wrong) {
        int[] c = COUNTS.computeIfAbsent(family, f -> new int[2]);
        c[0]++;
        c[1] += wrong ? 1 : 0;
    }

    /** Every position and mode with {@code key}: {@code value}: never the data. */
    private static void refused(List<String> wrong, String family, String key, JsonNode value) {
        for (Position at : Position.values()) {
            for (boolean repair : List.of(false, true)) {
                ObjectNode data = at.data(key, value);
                JsonNode a = answer(at, data, repair);
                boolean confident = a != null && (a.equals(data) || a.equals(at.data(null, null)));
                count(family, confident);
                if (confident) {
                    wrong.add(family + " " + at + (repair ? " repair" : "") + ": answered " + reply(data, repair));
                }
            }
        }
    }

    /** Every position and mode with {@code key}: {@code value}: the data, with the member where the schema keeps it. */
    private static void kept(List<String> wrong, String family, String key, JsonNode value, boolean closedToo) {
        for (Position at : Position.values()) {
            if (!at.open && !closedToo) {
                continue;
            }
            for (boolean repair : List.of(false, true)) {
                ObjectNode data = at.data(key, value);
                JsonNode a = answer(at, data, repair);
                boolean keeps = a != null && a.equals(at.open ? data : at.data(null, null));
                count(family, !keeps);
                if (!keeps) {
                    wrong.add(family + " " + at + (repair ? " repair" : "") + ": refused " + reply(data, repair));
                }
            }
        }
    }

    private static void report(List<String> wrong, String family, int least) {
        int variants = COUNTS.entrySet().stream().filter(e -> e.getKey().startsWith(family)).mapToInt(e -> e.getValue()[0]).sum();
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= least, variants + " variants of " + family);
    }

    @AfterAll
    static void printCounts() {
        int all = 0;
        for (Map.Entry<String, int[]> e : COUNTS.entrySet()) {
            System.out.println("caveat beside the data: " + e.getKey() + " " + e.getValue()[0] + " variants");
            all += e.getValue()[0];
        }
        System.out.println("caveat beside the data: " + all + " variants in all");
    }

    private static long categories(String term) {
        return LEX.categoriesOfWord(term);
    }

    /** The words that keep a value or say there is none: a term holding one is no problem named plainly. */
    private static final long KEEPING = Category.NOTHING.bit() | Category.PSEUDO.bit() | Category.MINOR.bit()
            | Category.NEUTRAL.bit() | Category.POSITIVE_VERDICT.bit() | Category.AFFIRMING.bit() | Category.STATUS.bit()
            | Category.RESOLVING.bit() | Category.CLOSER.bit() | Category.YES.bit() | Category.CONFIDENT.bit()
            | Category.LOW.bit() | Category.SUMMARY.bit();

    /** What takes the data back besides a word for nothing ({@code tbd} is to be determined: a caveat). */
    private static final long TAKING_BACK_TOO = Category.YES.bit() | Category.PROBLEM.bit() | Category.HEDGE.bit()
            | Category.CONDITION.bit() | Category.UNVERIFIED.bit() | Category.APPROXIMATE.bit() | Category.MODAL.bit()
            | Category.SUBSTITUTE.bit() | Category.FAILURE.bit() | Category.NOT_ACTUAL.bit() | Category.RETRACTION.bit()
            | Category.QUESTION.bit();

    /** The categories whose terms a caveat names as what is wrong with the data. */
    private static final List<Category> NAMED_IN_A_CAVEAT = List.of(Category.PROBLEM, Category.APPROXIMATE,
            Category.UNVERIFIED, Category.SEVERE, Category.FAILURE, Category.SUBSTITUTE, Category.HEDGE);

    /** How each language names the data, before a problem of it ({@code data incomplete}). */
    private static final Map<String, String> DATA = Map.ofEntries(Map.entry("en", "data"), Map.entry("ja", "データ"),
            Map.entry("zh", "数据"), Map.entry("ko", "데이터"), Map.entry("de", "Daten"), Map.entry("fr", "données"),
            Map.entry("es", "datos"), Map.entry("it", "dati"), Map.entry("pt", "dados"), Map.entry("nl", "gegevens"),
            Map.entry("tr", "veriler"));

    /** Each language's word for "none", as a remark that says there is none of what its name names. */
    private static final Map<String, String> NONE_OF = Map.ofEntries(Map.entry("en", "no %s"), Map.entry("ja", "%sなし"),
            Map.entry("zh", "无%s"), Map.entry("ko", "%s 없음"), Map.entry("de", "keine %s"), Map.entry("fr", "aucun %s"),
            Map.entry("es", "ningún %s"), Map.entry("it", "nessun %s"), Map.entry("pt", "nenhum %s"), Map.entry("nl", "geen %s"),
            Map.entry("tr", "%s yok"));

    /** Remarks nobody listed a word of: a caveat holding one keeps the data, whether the schema keeps it or drops it. */
    private static final Map<String, List<String>> UNLISTED = Map.ofEntries(
            Map.entry("en", List.of("long review", "sorted by name", "two items")),
            Map.entry("ja", List.of("長いレビュー", "名前順")), Map.entry("zh", List.of("按名称排序")),
            Map.entry("ko", List.of("이름순")), Map.entry("de", List.of("nach Name sortiert")),
            Map.entry("fr", List.of("trié par nom")), Map.entry("es", List.of("ordenado por nombre")),
            Map.entry("it", List.of("ordinato per nome")), Map.entry("pt", List.of("ordenado por nome")),
            Map.entry("nl", List.of("gesorteerd op naam")), Map.entry("tr", List.of("isme göre sıralı")));

    /** Problems a negation counts none of: a caveat holding one keeps the data where the schema keeps the member. */
    private static final Map<String, List<String>> COUNTED_NONE = Map.ofEntries(
            Map.entry("en", List.of("no issues found", "nothing to report")), Map.entry("ja", List.of("問題なし", "特になし")),
            Map.entry("zh", List.of("没有问题")), Map.entry("ko", List.of("문제 없음")), Map.entry("de", List.of("keine Probleme")),
            Map.entry("fr", List.of("aucun problème")), Map.entry("es", List.of("sin problemas")),
            Map.entry("it", List.of("nessun problema")), Map.entry("pt", List.of("sem problemas")),
            Map.entry("nl", List.of("geen problemen")), Map.entry("tr", List.of("sorun yok")));

    /** The terms of a language a caveat may name: of {@link #NAMED_IN_A_CAVEAT}, holding no word that keeps a value. */
    private static List<String> named(String language) {
        Set<String> out = new LinkedHashSet<>();
        for (Category c : NAMED_IN_A_CAVEAT) {
            for (String term : LEX.words(c, language)) {
                if ((categories(term) & KEEPING) == 0) {
                    out.add(term);
                }
            }
        }
        return List.copyOf(out);
    }

    /** A key as models write it: as listed, capitalised, in snake case after {@code data} (Latin letters only). */
    private static List<String> spellings(String key) {
        List<String> out = new ArrayList<>(List.of(key.replace(' ', '_')));
        if (key.matches("[\\p{IsLatin} ]+")) {
            out.add(key.substring(0, 1).toUpperCase(Locale.ROOT) + key.substring(1).replace(' ', '_'));
            out.add("data_" + key.replace(' ', '_'));
        }
        return out;
    }

    @Test
    void aCaveatNamingAProblemOfTheData_isRefusedInEveryLanguageAndPlace_andANeutralOneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        for (String language : LANGUAGES) {
            List<String> listed = LEX.words(Role.CAVEAT, language);
            List<String> keys = new ArrayList<>();
            for (String k : listed) {
                keys.addAll(spellings(k));
            }
            assertTrue(!keys.isEmpty(), "caveat names in " + language);
            List<String> terms = named(language);
            for (int i = 0; i < terms.size(); i++) {
                String term = terms.get(i);
                String key = keys.get(i % keys.size());
                // The term alone, the data named before it, or as an item's note in a list of caveats, in turn.
                switch (i % 3) {
                    case 0 -> refused(wrong, "caveat " + language + " alone", key, TextNode.valueOf(term));
                    case 1 -> refused(wrong, "caveat " + language + " of the data", key,
                            TextNode.valueOf(DATA.get(language) + " " + term));
                    default -> refused(wrong, "caveat " + language + " listed", key, NODES.arrayNode().add("valve: " + term));
                }
            }
            for (String term : listed) {
                for (String key : spellings(term)) {
                    refused(wrong, "caveat " + language + " yes", key, BooleanNode.TRUE);
                    refused(wrong, "caveat " + language + " counted", key, IntNode.valueOf(2));
                    kept(wrong, "caveat " + language + " plain", key, NullNode.getInstance(), true);
                    kept(wrong, "caveat " + language + " plain", key, TextNode.valueOf(""), true);
                    kept(wrong, "caveat " + language + " plain", key, NODES.arrayNode(), true);
                    kept(wrong, "caveat " + language + " plain", key, IntNode.valueOf(0), false);
                    kept(wrong, "caveat " + language + " plain", key, BooleanNode.FALSE, false);
                }
            }
            // Where the schema drops the member, its remark is read fail-closed: a negation or a word for nothing there
            // takes the data back too, so those keep it where the member is kept. One spelling of a name a value, in turn.
            int turn = 0;
            for (String term : listed) {
                kept(wrong, "caveat " + language + " plain", keys.get(turn++ % keys.size()),
                        TextNode.valueOf(NONE_OF.get(language).formatted(term)), false);
            }
            for (String nothing : LEX.words(Category.NOTHING, language)) {
                if ((categories(nothing) & TAKING_BACK_TOO) == 0) {
                    kept(wrong, "caveat " + language + " plain", keys.get(turn++ % keys.size()), TextNode.valueOf(nothing), false);
                }
            }
            for (String key : keys) {
                for (String neutral : UNLISTED.get(language)) {
                    kept(wrong, "caveat " + language + " plain", key, TextNode.valueOf(neutral), true);
                    kept(wrong, "caveat " + language + " plain", key, NODES.arrayNode().add(neutral), true);
                }
                for (String none : COUNTED_NONE.get(language)) {
                    kept(wrong, "caveat " + language + " plain", key, TextNode.valueOf(none), false);
                }
            }
        }
        // The brief's own replies, and English words in other languages' names.
        for (String[] c : List.of(new String[] {"warning", "data incomplete"}, new String[] {"caveat", "figures are estimates"},
                new String[] {"disclaimer", "not verified"}, new String[] {"注意", "データ不完全"},
                new String[] {"警告", "数据不完整"}, new String[] {"경고", "데이터 불완전"},
                new String[] {"Warnung", "Daten unvollständig"}, new String[] {"avertissement", "données incomplètes"},
                new String[] {"advertencia", "datos incompletos"}, new String[] {"warning", "values may be stale"},
                new String[] {"warning", "stale data"}, new String[] {"caveat", "simulated values"})) {
            refused(wrong, "caveat as written", c[0], TextNode.valueOf(c[1]));
        }
        refused(wrong, "caveat as written", "warnings", NODES.arrayNode().add("b: tests not run"));
        refused(wrong, "caveat as written", "meta", NODES.objectNode().put("warning", "data incomplete"));
        kept(wrong, "caveat as written plain", "warnings", NODES.arrayNode().add("long review"), true);
        ArrayNode many = NODES.arrayNode();
        for (int i = 0; i < 65; i++) {
            many.add("sorted by name");
        }
        refused(wrong, "caveat as written", "warnings", many); // more than are read: fails closed
        many.remove(64);
        kept(wrong, "caveat as written plain", "warnings", many, true);
        kept(wrong, "caveat as written plain", "no_warnings", BooleanNode.TRUE, false);
        kept(wrong, "caveat as written plain", "warning", TextNode.valueOf("minor rounding issue"), true);
        report(wrong, "caveat", 5_000);
    }

    @Test
    void aGroundSayingThereIsNoneOrAGuess_isRefusedInEveryLanguageAndPlace_andANamedSourceKeepsIt() {
        List<String> wrong = new ArrayList<>();
        for (String language : LANGUAGES) {
            List<String> listed = LEX.words(Role.GROUND, language);
            List<String> keys = new ArrayList<>();
            for (String k : listed) {
                keys.addAll(spellings(k));
            }
            assertTrue(!keys.isEmpty(), "ground names in " + language);
            List<String> nothing = new ArrayList<>();
            for (String n : LEX.words(Category.NOTHING, language)) {
                if ((categories(n) & (Category.YES.bit() | Category.PROBLEM.bit())) == 0 && n.chars().anyMatch(Character::isLetter)) {
                    nothing.add(n);
                }
            }
            int i = 0;
            for (String term : listed) {
                for (String key : spellings(term)) {
                    i++;
                    refused(wrong, "ground " + language + " none", key, TextNode.valueOf(NONE_OF.get(language).formatted(term)));
                    refused(wrong, "ground " + language + " none", key, TextNode.valueOf(nothing.get(i % nothing.size())));
                    refused(wrong, "ground " + language + " none", key, NODES.arrayNode().add(nothing.get((i + 1) % nothing.size())));
                    refused(wrong, "ground " + language + " no", "has_" + key, BooleanNode.FALSE);
                    kept(wrong, "ground " + language + " plain", key, NullNode.getInstance(), true);
                    kept(wrong, "ground " + language + " plain", key, TextNode.valueOf(""), true);
                    kept(wrong, "ground " + language + " plain", key, NODES.arrayNode(), true);
                    kept(wrong, "ground " + language + " plain", key, TextNode.valueOf("invoice 2024-117, page 2"), true);
                    kept(wrong, "ground " + language + " plain", key, NODES.arrayNode().add("contract.pdf").add("email of 2024-05-03"), true);
                    kept(wrong, "ground " + language + " plain", "has_" + key, BooleanNode.TRUE, false);
                }
            }
            List<String> terms = new ArrayList<>();
            for (Category c : List.of(Category.SUBSTITUTE, Category.APPROXIMATE, Category.UNVERIFIED, Category.HEDGE)) {
                for (String term : LEX.words(c, language)) {
                    if ((categories(term) & KEEPING) == 0 && !terms.contains(term)) {
                        terms.add(term);
                    }
                }
            }
            for (int k = 0; k < terms.size(); k++) {
                refused(wrong, "ground " + language + " guess", keys.get(k % keys.size()), TextNode.valueOf(terms.get(k)));
            }
        }
        for (String[] c : List.of(new String[] {"basis", "none"}, new String[] {"source", "guess"},
                new String[] {"source", "assumed"}, new String[] {"evidence", "no evidence"}, new String[] {"根拠", "なし"},
                new String[] {"source", "unknown"}, new String[] {"basis", "estimated from context"})) {
            refused(wrong, "ground as written", c[0], TextNode.valueOf(c[1]));
        }
        // Null evidence is plain: JSON's way of leaving a member empty, which models write for every optional field.
        kept(wrong, "ground as written plain", "evidence", NullNode.getInstance(), true);
        kept(wrong, "ground as written plain", "source", TextNode.valueOf("the invoice"), true);
        for (String name : List.of("met.no", "contract.pdf", "https://example.no/data", "data/2024/no-1.csv")) {
            kept(wrong, "ground as written plain", "source", TextNode.valueOf(name), true);
            kept(wrong, "ground as written plain", "sources", NODES.arrayNode().add(name), true);
        }
        report(wrong, "ground", 2_000);
    }

    /** The flags of the brief, beside every language's words that say the data is turned around or not the real thing. */
    private static final List<String> FLAGS = List.of("overridden", "manual_override", "is_overridden", "stale", "simulated",
            "mock", "placeholder", "dummy", "sample", "test_data", "is_test_data", "synthetic", "hardcoded");

    @Test
    void aFlagSayingTheDataWasOverriddenOrIsTestData_isRefusedInEveryPlace_andItsNoKeepsIt() {
        List<String> wrong = new ArrayList<>();
        List<String> flags = new ArrayList<>(FLAGS);
        for (String language : LANGUAGES) {
            for (String term : LEX.words(Category.TURNED_AROUND, language)) {
                if ((categories(term) & (Category.NEGATION.bit() | Category.NOTHING.bit())) == 0) {
                    flags.add(term.replace(' ', '_'));
                }
            }
        }
        for (String flag : new LinkedHashSet<>(flags)) {
            for (JsonNode yes : List.of(BooleanNode.TRUE, TextNode.valueOf("yes"))) {
                refused(wrong, "flag yes", flag, yes);
            }
            kept(wrong, "flag no", flag, BooleanNode.FALSE, false);
        }
        report(wrong, "flag", 3_000);
    }

    /** extract-json's answer to a reply written out, or null for a refusal. */
    private static JsonNode answerReply(Position at, String text, boolean repair) {
        return FUNCTIONS.coerced(text, at.schema, repair ? "repair" : "strict");
    }

    /**
     * A line after the data labelled as a caveat ({@code Warning: data incomplete}, {@code 注意：データ不完全}, every name
     * of the lexicon's caveat lists as the label, in every language, as a line or a bullet, emphasised or not) is read as
     * a member so named is: naming a problem of the data it refuses it; saying there is none, or a remark nobody listed
     * a word of, keeps it.
     */
    @Test
    void aLineAfterTheDataLabelledAsACaveat_namingAProblem_isRefusedInEveryLanguage_andANeutralOneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            List<String> labels = LEX.words(Role.CAVEAT, language);
            List<String> terms = named(language);
            for (int i = 0; i < terms.size(); i++) {
                String label = labels.get(i % labels.size());
                String written = label.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + label.substring(1);
                String line = switch (i % 3) {
                    case 0 -> written + ": " + DATA.get(language) + " " + terms.get(i);
                    case 1 -> "- **" + written + ":** " + terms.get(i);
                    default -> written + "：" + terms.get(i);
                };
                for (Position at : List.of(Position.ROOT, Position.ITEM_OPEN)) {
                    ObjectNode data = at.data(null, null);
                    for (boolean repair : List.of(false, true)) {
                        variants++;
                        count("caveat line " + language, false);
                        JsonNode a = answerReply(at, data + "\n\n" + line, repair);
                        if (a != null && a.equals(data)) {
                            wrong.add(language + " " + at + ": answered " + line);
                        }
                    }
                }
            }
            for (String label : labels) {
                String written = label.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + label.substring(1);
                List<String> plain = new ArrayList<>(COUNTED_NONE.get(language));
                plain.addAll(UNLISTED.get(language));
                for (String remark : plain) {
                    ObjectNode data = Position.ROOT.data(null, null);
                    JsonNode a = answerReply(Position.ROOT, data + "\n\n" + written + ": " + remark, false);
                    if (a == null || !a.equals(data)) {
                        wrong.add(language + " refused: " + written + ": " + remark);
                    }
                }
            }
        }
        System.out.println("a line after the data labelled as a caveat: " + variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 1_000, "variants " + variants);
    }
}
