package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.extract.JsonExtractor;

/**
 * The evidence beside a JSON pass, generated: every key the lexicon's roles name (an exit code, work to be redone, a
 * bound) in every language that lists one, spelled as models spell keys and placed at any depth, holding a value that
 * says the pass does not stand (an exit code other than 0, a yes to rework, a measure on the wrong side of the bound)
 * makes a PASS a FAIL, and the same key holding the value that keeps it (0, a no, a measure inside the bound) leaves it
 * a PASS. A pass probability under any spelling of its name cut short, and a problem stated in a text field of the
 * pass in seven languages, fail it too; the same problem counted none keeps it.
 */
class JsonEvidenceGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** How a model may spell a key. */
    private static final List<UnaryOperator<String>> SPELLINGS = List.of(k -> k, k -> k.toUpperCase(Locale.ROOT),
            k -> k.replace(' ', '_'), JsonVerdictsGeneratedTest::camel, k -> k.replace(' ', '-'));

    /** Where a field stands: beside the result, in a nested object, in a list of checks. */
    private static final List<JsonVerdictsGeneratedTest.Placer> PLACES = List.of((root, key, value) -> root.set(key, value),
            (root, key, value) -> root.putObject("tests").set(key, value),
            (root, key, value) -> root.putArray("checks").addObject().put("name", "build").set(key, value));


    private Verdict decide(ObjectNode root) {
        return decider.decide(root.toString(), null).result();
    }

    private static ObjectNode pass() {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("result", "PASS");
        return root;
    }

    /** Counts of the variants generated and of those read wrongly, with the first few shown. */
    static final class Tally {
        int failing;
        int kept;
        final List<String> wrong = new ArrayList<>();
        final Set<String> languages = new LinkedHashSet<>();

        void expect(Verdict expected, Verdict got, String shown) {
            if (expected == Verdict.FAIL) {
                failing++;
            } else {
                kept++;
            }
            if (got != expected) {
                wrong.add(expected + " expected, " + got + ": " + shown);
            }
        }

        void check(String family, int least) {
            System.out.printf("%s: %d failing variants, %d FAIL; %d kept variants, %d PASS%n", family, failing,
                    failing - (int) wrong.stream().filter(w -> w.startsWith("FAIL")).count(), kept,
                    kept - (int) wrong.stream().filter(w -> w.startsWith("PASS")).count());
            assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())),
                    family + ": " + wrong.size() + " of " + (failing + kept));
            assertTrue(failing >= least && kept >= least, family + ": " + failing + " failing, " + kept + " kept");
        }
    }

    private void keyed(Tally tally, Role role, List<JsonNode> failing, List<JsonNode> keeping) {
        for (String language : LANGUAGES) {
            for (String term : LEX.words(role, language)) {
                tally.languages.add(language);
                for (UnaryOperator<String> spelling : SPELLINGS) {
                    String key = spelling.apply(term);
                    for (JsonVerdictsGeneratedTest.Placer place : PLACES) {
                        for (JsonNode v : failing) {
                            ObjectNode root = pass();
                            place.put(root, key, v);
                            tally.expect(Verdict.FAIL, decide(root), root.toString());
                        }
                        for (JsonNode v : keeping) {
                            ObjectNode root = pass();
                            place.put(root, key, v);
                            tally.expect(Verdict.PASS, decide(root), root.toString());
                        }
                    }
                }
            }
        }
    }

    @Test
    void exitCode_otherThanZero_failsAPass_zeroKeepsIt() {
        Tally tally = new Tally();
        keyed(tally, Role.EXIT_CODE,
                List.of(NODES.numberNode(1), NODES.numberNode(2), NODES.numberNode(137), NODES.numberNode(-1),
                        NODES.textNode("1"), NODES.textNode("non-zero"), NODES.nullNode()),
                List.of(NODES.numberNode(0), NODES.textNode("0")));
        assertEquals(Set.of("en", "ja", "zh", "ko", "de", "fr", "es"), tally.languages);
        tally.check("exit code", 1_000);
    }

    @Test
    void rework_saidYes_failsAPass_saidNoKeepsIt() {
        Tally tally = new Tally();
        List<JsonNode> yes = new ArrayList<>(List.of(NODES.booleanNode(true), NODES.numberNode(1),
                NODES.textNode("rename the helper")));
        for (String language : List.of("en", "ja", "zh", "ko", "de", "fr", "es")) {
            for (String w : LEX.words(Category.YES, language)) {
                yes.add(NODES.textNode(w));
            }
        }
        keyed(tally, Role.REWORK, yes, List.of(NODES.booleanNode(false), NODES.numberNode(0), NODES.nullNode(),
                NODES.textNode("no"), NODES.textNode("none")));
        assertEquals(Set.of("en", "ja", "zh", "ko", "de", "fr", "es"), tally.languages);
        tally.check("rework", 5_000);
    }

    /**
     * A share (a coverage, a pass rate) of every language set against each bound of the same language that holds it from
     * below (a least, or a bound of no way), as the bound alone beside it, as the bound's key naming it, and with the
     * share an object of numbers; on the wrong side it fails the pass, inside it keeps it, a share and a percentage
     * compared alike.
     */
    @Test
    void measure_shortOfABoundTheReplyStates_failsAPass() {
        Tally tally = new Tally();
        double[][] below = {{0.31, 0.8}, {31, 80}, {0.31, 80}, {62, 0.8}};
        double[][] above = {{0.91, 0.8}, {91, 80}, {0.91, 80}, {95, 0.9}};
        for (String language : LANGUAGES) {
            List<String> bounds = new ArrayList<>(LEX.words(Role.AT_LEAST, language));
            bounds.addAll(LEX.words(Role.THRESHOLD, language));
            for (String share : LEX.words(Role.SHARE, language)) {
                for (String bound : bounds) {
                    if (share.contains(bound) || bound.contains(share)) {
                        continue;
                    }
                    tally.languages.add(language);
                    String named = language.equals("en") || language.equals("de") ? share + " " + bound : bound + " " + share;
                    for (double[] pair : below) {
                        for (ObjectNode root : shapes(share, bound, named, pair)) {
                            tally.expect(Verdict.FAIL, decide(root), root.toString());
                        }
                    }
                    for (double[] pair : above) {
                        for (ObjectNode root : shapes(share, bound, named, pair)) {
                            tally.expect(Verdict.PASS, decide(root), root.toString());
                        }
                    }
                }
            }
        }
        assertTrue(tally.languages.containsAll(Set.of("en", "ja", "zh", "ko", "de", "fr", "es")), tally.languages.toString());
        tally.check("bound", 500);
    }

    private static List<ObjectNode> shapes(String share, String bound, String named, double[] pair) {
        List<ObjectNode> out = new ArrayList<>();
        ObjectNode flat = pass();
        flat.put(share.replace(' ', '_'), pair[0]);
        flat.put(bound.replace(' ', '_'), pair[1]);
        out.add(flat);
        ObjectNode nested = pass();
        ObjectNode metrics = nested.putObject("metrics");
        metrics.put(share.replace(' ', '_'), pair[0]);
        metrics.put(named.replace(' ', '_'), pair[1]);
        out.add(nested);
        ObjectNode object = pass();
        object.putObject(share.replace(' ', '_')).put("lines", pair[0]);
        object.put(named.replace(' ', '_'), pair[1]);
        out.add(object);
        ObjectNode under = pass();
        ObjectNode measured = under.putObject(share.replace(' ', '_'));
        measured.put("value", pair[0]);
        measured.put(bound.replace(' ', '_'), pair[1]);
        out.add(under);
        return out;
    }

    /**
     * A pass's probability under every spelling of a score's name cut short that the lexicon lists as no other word
     * ({@code p_pass}, {@code pPass}, {@code prob_pass}, {@code passing_proba}): low, it fails a pass; high, it keeps it.
     */
    @Test
    void passProbability_underANameCutShort_isReadAsAConfidence() {
        Tally tally = new Tally();
        Set<String> names = new LinkedHashSet<>();
        for (String score : List.of("probability", "likelihood", "confidence")) {
            for (int n = 1; n < score.length(); n++) {
                String cut = score.substring(0, n);
                if (LEX.categoriesOfWord(cut) == 0) {
                    for (String pass : List.of("pass", "passing", "approved")) {
                        names.add(cut + " " + pass);
                        names.add(pass + " " + cut);
                    }
                }
            }
        }
        for (String name : names) {
            for (UnaryOperator<String> spelling : SPELLINGS) {
                for (double low : new double[] {0.1, 0.4, 0.5}) {
                    ObjectNode root = pass();
                    root.put(spelling.apply(name), low);
                    tally.expect(Verdict.FAIL, decide(root), root.toString());
                }
                ObjectNode root = pass();
                root.put(spelling.apply(name), 0.97);
                tally.expect(Verdict.PASS, decide(root), root.toString());
            }
        }
        tally.check("pass probability", 200);
    }

    /** A sentence stating a problem, and one counting it none, by language. */
    private static final Map<String, String[]> SENTENCES = Map.of(
            "en", new String[] {"There is a %s in the parser.", "There is no %s."},
            "ja", new String[] {"パーサーに%sがあります。", "%sはありません。"},
            "zh", new String[] {"解析器中存在一个%s。", "没有%s。"},
            "ko", new String[] {"파서에 %s가 있습니다.", "%s가 없습니다."},
            "de", new String[] {"Es gibt ein %s im Parser.", "Kein %s."},
            "fr", new String[] {"Il y a un %s dans le parseur.", "Aucun %s."},
            "es", new String[] {"Hay un %s en el analizador.", "No hay %s."});

    /** What a problem's word may be besides a problem and still be read as one stated alone. */
    private static final long PROBLEM_ONLY = Category.PROBLEM.bit() | Category.UNIT.bit();

    /**
     * Each one-word problem of seven languages (a word the lexicon lists as a problem and nothing that calls it minor,
     * resolved or the work itself), stated in a sentence of its language in a text field of a pass at any depth, fails
     * it; the same word counted none keeps it.
     */
    @Test
    void problemStatedInProse_failsAPass_countedNoneKeepsIt() {
        Tally tally = new Tally();
        for (Map.Entry<String, String[]> e : SENTENCES.entrySet()) {
            String language = e.getKey();
            for (String word : LEX.words(Category.PROBLEM, language)) {
                long c = LEX.categoriesOfWord(word);
                if (word.indexOf(' ') >= 0 || (c & ~PROBLEM_ONLY) != 0 || word.chars().anyMatch(Character::isDigit)) {
                    continue;
                }
                tally.languages.add(language);
                for (String field : List.of("summary", "notes", "comment")) {
                    for (JsonVerdictsGeneratedTest.Placer place : PLACES) {
                        ObjectNode stated = pass();
                        place.put(stated, field, NODES.textNode(String.format(e.getValue()[0], word)));
                        tally.expect(Verdict.FAIL, decide(stated), stated.toString());
                        ObjectNode none = pass();
                        place.put(none, field, NODES.textNode(String.format(e.getValue()[1], word)));
                        tally.expect(Verdict.PASS, decide(none), none.toString());
                    }
                }
            }
        }
        assertEquals(SENTENCES.keySet(), tally.languages);
        tally.check("problem in prose", 300);
    }
}
