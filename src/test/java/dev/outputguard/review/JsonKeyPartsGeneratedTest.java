package dev.outputguard.review;

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
 * Keys written as their parts are joined in each language, generated from the lexicon: a pass named as a thing (the
 * role {@code pass-noun}) and a score's name (the category {@code score}) written together as German and Dutch write a
 * compound ({@code Bestehenswahrscheinlichkeit}), joined by a Romance word ({@code probabilité_de_réussite}), or side by
 * side ({@code 통과_확률}), under a low number fail a pass and under a high one keep it; how far the work is done (the
 * role {@code progress}), alone or after a check's name in a compound ({@code Prüfungsfortschritt}), short of the whole
 * fails it and whole keeps it; problems counted under a count's name and a problem's written together or joined
 * ({@code Fehleranzahl}, {@code nombre_de_problèmes}) or listed under a compound naming them ({@code Testfehler}) fail
 * it, none keeps it; and a sentence in a JSON body that negates a participle of handling (the role {@code handled},
 * written into each language's problem terms: {@code is not handled}, {@code wird nicht behandelt}, {@code 処理されていません})
 * fails it, the same sentence unnegated keeps it.
 */
class JsonKeyPartsGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** Languages that write a compound's parts together, with the linking letters they may write between them. */
    private static final Map<String, List<String>> COMPOUNDING = Map.of("de", List.of("", "s"), "nl", List.of("", "s"));
    /** The words Romance languages join a name to what it is of with ({@code probabilité de réussite}). */
    private static final Map<String, List<String>> JOINERS = Map.of("fr", List.of("de", "du"), "es", List.of("de", "del"),
            "it", List.of("di", "del"), "pt", List.of("de", "do", "da"));
    /** The particles Japanese, Chinese and Korean may write between a noun and what it names. */
    private static final Map<String, List<String>> PARTICLES = Map.of("ja", List.of("", "の", "_"), "zh", List.of("", "的", "_"),
            "ko", List.of("", " ", "_"));

    /** How a model may spell a key of several words. */
    private static final List<UnaryOperator<String>> SPELLINGS = List.of(k -> k, k -> k.replace(' ', '_'),
            k -> k.replace(' ', '-'), JsonVerdictsGeneratedTest::camel, k -> k.toUpperCase(Locale.ROOT));

    private Verdict decide(ObjectNode root) {
        return decider.decide(root.toString(), null).result();
    }

    private static ObjectNode pass() {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("result", "PASS");
        return root;
    }

    private static boolean oneWord(String term) {
        return term.indexOf(' ') < 0 && term.indexOf('\'') < 0;
    }

    private static String capital(String w) {
        return w.isEmpty() ? w : w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1);
    }

    /**
     * The keys naming {@code head} of {@code modifier} in {@code language}: written together with each linking letter
     * (German, Dutch: {@code Bestehenswahrscheinlichkeit}, and apart by a hyphen), joined by each Romance word
     * ({@code probabilité de réussite}), side by side with each particle (Japanese, Chinese, Korean), or side by side,
     * the modifier first, and the head first with {@code of} (English and the rest).
     */
    static Set<String> keysOf(String language, String modifier, String head) {
        Set<String> keys = new LinkedHashSet<>();
        if (COMPOUNDING.containsKey(language)) {
            if (oneWord(modifier) && oneWord(head)) {
                for (String link : COMPOUNDING.get(language)) {
                    keys.add(capital(modifier + link + head));
                    keys.add(capital(modifier + link) + "-" + capital(head));
                }
            }
            keys.add(modifier + " " + head);
        } else if (JOINERS.containsKey(language)) {
            for (String joiner : JOINERS.get(language)) {
                keys.add(head + " " + joiner + " " + modifier);
            }
        } else if (PARTICLES.containsKey(language)) {
            for (String particle : PARTICLES.get(language)) {
                keys.add(modifier + particle + head);
            }
        } else {
            keys.add(modifier + " " + head);
            if (language.equals("en") && LEX.categoriesOfWord(head + " of") == 0) {
                keys.add(head + " of " + modifier); // (not where "score of" is a term of its own)
            }
        }
        return keys;
    }

    /** Each key of {@code keys} spelled every way, at the top and in a nested object, with each value expected. */
    private void place(JsonEvidenceGeneratedTest.Tally tally, Set<String> keys, List<JsonNode> failing, List<JsonNode> keeping) {
        for (String key : keys) {
            for (UnaryOperator<String> spelling : key.indexOf(' ') >= 0 ? SPELLINGS : List.<UnaryOperator<String>>of(k -> k)) {
                String spelled = spelling.apply(key);
                for (boolean nested : new boolean[] {false, true}) {
                    for (JsonNode v : failing) {
                        ObjectNode root = pass();
                        (nested ? root.putObject("review") : root).set(spelled, v);
                        tally.expect(Verdict.FAIL, decide(root), root.toString());
                    }
                    for (JsonNode v : keeping) {
                        ObjectNode root = pass();
                        (nested ? root.putObject("review") : root).set(spelled, v);
                        tally.expect(Verdict.PASS, decide(root), root.toString());
                    }
                }
            }
        }
    }

    @Test
    void passScore_underACompoundOrAJoinedKey_isReadAsAConfidence() {
        JsonEvidenceGeneratedTest.Tally tally = new JsonEvidenceGeneratedTest.Tally();
        for (String language : LANGUAGES) {
            for (String noun : LEX.words(Role.PASS_NOUN, language)) {
                for (String score : LEX.words(Category.SCORE, language)) {
                    if (score.contains(noun)) {
                        continue; // a score's name holding a pass already (成功確率)
                    }
                    tally.languages.add(language);
                    place(tally, keysOf(language, noun, score),
                            List.of(NODES.numberNode(0.1), NODES.numberNode(0.4), NODES.textNode("10%")),
                            List.of(NODES.numberNode(0.97), NODES.textNode("97%")));
                }
            }
        }
        assertTrue(tally.languages.containsAll(Set.of("en", "ja", "zh", "ko", "de", "fr", "es")), tally.languages.toString());
        tally.check("pass score, keyed by parts", 500);
    }

    @Test
    void progress_shortOfTheWhole_failsAPass_wholeKeepsIt() {
        JsonEvidenceGeneratedTest.Tally tally = new JsonEvidenceGeneratedTest.Tally();
        List<JsonNode> shortOf = List.of(NODES.numberNode(0.3), NODES.numberNode(40), NODES.textNode("0%"),
                NODES.textNode("30 %"), NODES.textNode("3/5"), NODES.nullNode());
        List<JsonNode> whole = List.of(NODES.numberNode(1), NODES.numberNode(100), NODES.textNode("100%"),
                NODES.textNode("5/5"));
        int turn = 0;
        for (String language : LANGUAGES) {
            for (String progress : LEX.words(Role.PROGRESS, language)) {
                tally.languages.add(language);
                Set<String> keys = new LinkedHashSet<>(List.of(progress));
                List<String> checks = LEX.words(Category.CHECK, language).stream()
                        .filter(c -> oneWord(c) && c.length() >= 3 && !c.contains(progress) && !progress.contains(c))
                        .toList();
                // Two checks' names a progress, in turn: every check's name is read alike.
                for (int i = 0; i < Math.min(2, checks.size()); i++) {
                    keys.addAll(keysOf(language, checks.get((turn + i) % checks.size()), progress));
                }
                turn++;
                place(tally, keys, shortOf, whole);
            }
        }
        assertTrue(tally.languages.containsAll(Set.of("en", "ja", "zh", "ko", "de", "fr", "es")), tally.languages.toString());
        tally.check("progress", 1_000);
    }

    /** What a problem's word may be besides a problem and still be read as one alone. */
    private static final long PROBLEM_ONLY = Category.PROBLEM.bit() | Category.UNIT.bit();

    @Test
    void problemsCounted_orListed_underACompoundOrAJoinedKey_failAPass_noneKeepsIt() {
        JsonEvidenceGeneratedTest.Tally tally = new JsonEvidenceGeneratedTest.Tally();
        for (String language : LANGUAGES) {
            // A count's name: one word the lexicon lists as a whole only, naming no result ("结果数"), of five letters
            // or more in a language written with spaces ("aantal", not "alle").
            List<String> counts = LEX.words(Category.WHOLE, language).stream()
                    .filter(w -> oneWord(w) && (LEX.categoriesOfWord(w) & ~Category.WHOLE.bit()) == 0
                            && (dev.outputguard.assertion.Assertion.categoriesIn(w) & Category.VERDICT_LABEL.bit()) == 0
                            && (w.charAt(0) >= 0x2E80 || w.length() >= 5))
                    .toList();
            List<String> checks = LEX.words(Category.CHECK, language).stream().filter(JsonKeyPartsGeneratedTest::oneWord)
                    .filter(w -> w.length() >= 3).toList();
            int turn = 0;
            for (String problem : LEX.words(Category.PROBLEM, language)) {
                long c = LEX.categoriesOfWord(problem);
                // A problem's noun: one word; in Japanese none that ends in kana of a verb or an adjective (処理されていません).
                if (!oneWord(problem) || problem.indexOf('-') >= 0 || (c & ~PROBLEM_ONLY) != 0
                        || language.equals("ja") && problem.charAt(problem.length() - 1) >= 0x3040
                                && problem.charAt(problem.length() - 1) <= 0x309F || problem.chars().anyMatch(Character::isDigit)
                        || problem.length() < 2) {
                    continue;
                }
                tally.languages.add(language);
                if (!counts.isEmpty()) {
                    String count = counts.get(turn % counts.size());
                    place(tally, keysOf(language, problem, count), List.of(NODES.numberNode(3), NODES.textNode("2")),
                            List.of(NODES.numberNode(0)));
                }
                if (!checks.isEmpty() && COMPOUNDING.containsKey(language) && problem.length() >= 4) {
                    String check = checks.get(turn % checks.size());
                    Set<String> keys = keysOf(language, check, problem);
                    ObjectNode item = MAPPER.createObjectNode().put("file", "a.py");
                    place(tally, keys, List.of(MAPPER.createArrayNode().add("parse()"), MAPPER.createArrayNode().add(item)),
                            List.of(MAPPER.createArrayNode(), MAPPER.createArrayNode().addNull()));
                }
                turn++;
            }
        }
        assertTrue(tally.languages.containsAll(Set.of("en", "ja", "zh", "ko", "de", "fr", "es")), tally.languages.toString());
        tally.check("problems by parts", 300);
    }

    /** A sentence negating a participle of handling, and the same sentence unnegated, by language. */
    private static final Map<String, String[]> HANDLED = Map.of(
            "en", new String[] {"The edge case is not %s.", "The edge case is %s."},
            "de", new String[] {"Der Grenzfall wird nicht %s.", "Der Grenzfall wird %s."},
            "fr", new String[] {"Le cas limite n'est pas %s.", "Le cas limite est %s."},
            "es", new String[] {"El caso límite no está %s.", "El caso límite está %s."},
            "it", new String[] {"Il caso limite non è %s.", "Il caso limite è %s."},
            "pt", new String[] {"O caso limite não está %s.", "O caso limite está %s."},
            "nl", new String[] {"Het randgeval wordt niet %s.", "Het randgeval wordt %s."},
            "ja", new String[] {"境界値は%sされていません。", "境界値も%sされています。"},
            "zh", new String[] {"边界值未%s。", "边界值已%s。"},
            "ko", new String[] {"경계값은 %s되지 않았습니다.", "경계값도 %s되었습니다."});

    @Test
    void handlingNegated_inAJsonBody_failsAPass_unnegatedKeepsIt() {
        JsonEvidenceGeneratedTest.Tally tally = new JsonEvidenceGeneratedTest.Tally();
        for (Map.Entry<String, String[]> e : HANDLED.entrySet()) {
            String language = e.getKey();
            for (String handled : LEX.words(Role.HANDLED, language)) {
                tally.languages.add(language);
                for (String field : List.of("summary", "notes", "comment")) {
                    for (boolean nested : new boolean[] {false, true}) {
                        ObjectNode negated = pass();
                        (nested ? negated.putObject("review") : negated).put(field, String.format(e.getValue()[0], handled));
                        tally.expect(Verdict.FAIL, decide(negated), negated.toString());
                        ObjectNode plain = pass();
                        (nested ? plain.putObject("review") : plain).put(field, String.format(e.getValue()[1], handled));
                        tally.expect(Verdict.PASS, decide(plain), plain.toString());
                    }
                }
            }
        }
        assertTrue(tally.languages.containsAll(HANDLED.keySet()), tally.languages.toString());
        tally.check("handling negated", 300);
    }

    /** The listed keys of the lexicon stay as written: parts are read only of a word no term is. */
    @Test
    void aListedTermIsNotSplit() {
        List<String> split = new ArrayList<>();
        for (String language : LANGUAGES) {
            for (Category c : Category.values()) {
                for (String term : LEX.words(c, language)) {
                    if (oneWord(term) && term.length() >= 8 && !dev.outputguard.assertion.JsonKeys.parts(term).equals(term)) {
                        split.add(language + ": " + term);
                    }
                }
            }
        }
        assertTrue(split.isEmpty(), split.toString());
    }
}
