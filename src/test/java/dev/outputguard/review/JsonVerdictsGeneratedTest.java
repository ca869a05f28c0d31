package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A JSON review is read whole, generated: every verdict label of every language the lexicon reads, spelled as models
 * spell keys (case, {@code snake_case}, {@code camelCase}, full width, an invisible character inside), at any depth
 * (beside {@code result}, in a nested object, in a list of checks), holding a failing verdict word of any language
 * or a value nobody listed, makes a PASS a FAIL; so does a pass's word as a key that says no ({@code approve: false})
 * and a failure's that says yes ({@code failed: true}). The same fields holding a pass leave it a pass.
 */
class JsonVerdictsGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** How a model may spell a key. */
    private static final List<UnaryOperator<String>> SPELLINGS = List.of(k -> k, k -> k.toUpperCase(Locale.ROOT),
            k -> k.replace(' ', '_'), JsonVerdictsGeneratedTest::camel, JsonVerdictsGeneratedTest::fullWidth,
            k -> k.length() > 1 ? k.charAt(0) + "\u200B" + k.substring(1) : k, k -> "\uFEFF" + k.replace(' ', '-'));

    /** Where a field stands: beside the result, in a nested object, in a list of checks, two levels down. */
    private static final List<Placer> PLACES = List.of((root, key, value) -> root.set(key, value),
            (root, key, value) -> root.putObject("review").set(key, value),
            (root, key, value) -> root.putArray("checks").addObject().put("name", "tests").set(key, value),
            (root, key, value) -> root.putObject("details").putArray("items").addObject().set(key, value));

    /** Puts a key and its value somewhere in a reply's object (shared with the JSON evidence suite). */
    interface Placer {
        void put(ObjectNode root, String key, JsonNode value);
    }

    /** The key {@code k} in camel case ({@code exit code} → {@code exitCode}). */
    static String camel(String k) {
        StringBuilder b = new StringBuilder();
        boolean up = false;
        for (char c : k.toCharArray()) {
            if (c == ' ' || c == '_' || c == '-') {
                up = true;
            } else {
                b.append(up ? Character.toUpperCase(c) : c);
                up = false;
            }
        }
        return b.toString();
    }

    private static String fullWidth(String k) {
        StringBuilder b = new StringBuilder();
        for (char c : k.toCharArray()) {
            b.append(c > 0x20 && c < 0x7F ? (char) (c - 0x21 + 0xFF01) : c);
        }
        return b.toString();
    }

    private static List<String> words(Category category) {
        Set<String> out = new LinkedHashSet<>();
        for (String language : LANGUAGES) {
            out.addAll(Lexicon.get().words(category, language));
        }
        return new ArrayList<>(out);
    }

    /**
     * The words of {@code categories}, of every language, that a key can be: letters and blanks only, and nothing the
     * reading of a key weighs otherwise (a verdict label or word, a negation, nothing, a minor word, a yes or a no, a
     * pseudo-trigger, how far the work is done), nor a word of {@code alsoSkip}.
     */
    private static List<String> keyWords(long alsoSkip, Category... categories) {
        long skip = alsoSkip | Category.VERDICT_LABEL.bit() | Category.POSITIVE_VERDICT.bit() | Category.NEGATION.bit()
                | Category.NOTHING.bit() | Category.PSEUDO.bit() | Category.MINOR.bit() | Category.YES.bit()
                | Category.NO.bit();
        List<String> out = new ArrayList<>();
        for (Category category : categories) {
            for (String word : words(category)) {
                // A key naming how far the work is done (in progress) is read as a share of the whole, not a list; one
                // whose Latin word runs into Han or kana (ciがキャンセルされ) is read by that word, a check's name.
                boolean twoScripts = word.chars().anyMatch(c -> c < 0x80) && word.chars().anyMatch(c -> c >= 0x2E80);
                if (word.chars().allMatch(c -> Character.isLetter(c) || c == ' ') && !twoScripts
                        && (dev.outputguard.assertion.Assertion.categoriesIn(word) & skip) == 0
                        && !dev.outputguard.assertion.JsonKeys.namesProgress(dev.outputguard.assertion.JsonKeys.roles(word))
                        // A key naming what was left out (ohne, zonder: ohne_freigabe) lists that, read as such a list.
                        && !dev.outputguard.assertion.JsonKeys.namesLeftOut(word)) {
                    out.add(word);
                }
            }
        }
        return out;
    }

    private Verdict decide(ObjectNode root) {
        return decider.decide(root.toString(), null).result();
    }

    @Test
    void aVerdictFieldAtAnyDepthThatFailsOrSaysWhatNobodyListed_makesThePassAFail_andAPassingOneKeepsIt() {
        List<String> labels = words(Category.VERDICT_LABEL);
        List<JsonNode> failing = new ArrayList<>();
        for (String word : words(Category.NEGATIVE_VERDICT)) {
            failing.add(TextNode.valueOf(word.toUpperCase(Locale.ROOT)));
        }
        for (String unknown : List.of("banana", "TBD?", "pending review", "PASS?", "~~PASS~~", "PASS (not really)")) {
            failing.add(TextNode.valueOf(unknown));
        }
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        Set<String> languagesSeen = new LinkedHashSet<>();
        for (String label : labels) {
            for (UnaryOperator<String> spelling : SPELLINGS) {
                String key = spelling.apply(label);
                for (int p = 0; p < PLACES.size(); p++) {
                    if (p == 0 && key.equals("result")) {
                        continue; // the result itself
                    }
                    for (String pass : List.of("PASS", "PASS_WITH_SUGGESTIONS")) {
                        // The failing values in turn: each meets many labels, spellings and places over the run.
                        for (int f = 0; f < 3; f++) {
                            JsonNode value = failing.get(turn++ % failing.size());
                            ObjectNode root = MAPPER.createObjectNode().put("result", pass);
                            PLACES.get(p).put(root, key, value);
                            variants++;
                            if (decide(root) != Verdict.FAIL) {
                                wrong.add("not FAIL: " + root);
                            }
                        }
                        ObjectNode kept = MAPPER.createObjectNode().put("result", pass);
                        PLACES.get(p).put(kept, key, TextNode.valueOf("PASS"));
                        if (decide(kept) == Verdict.FAIL) {
                            wrong.add("a pass beside a passing field failed: " + kept);
                        }
                    }
                }
            }
        }
        for (String language : LANGUAGES) {
            if (!Lexicon.get().words(Category.VERDICT_LABEL, language).isEmpty()) {
                languagesSeen.add(language);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertEquals(Set.copyOf(LANGUAGES), languagesSeen);
        assertTrue(variants > 5_000, variants + " variants");
    }

    /**
     * An HTTP error's status code under every verdict label of every language, spelled as models spell keys, at any
     * depth beside a pass, fails it, as the aligner refuses data beside one; a success's code keeps it. Every score and
     * confidence name of every language holding scores by verdict that give the pass no more than 0.5, or a list of
     * scores that cannot be paired with the three verdicts one to one, fails it; scores that put the pass first keep it.
     */
    @Test
    void anErrorStatusUnderAVerdictLabel_orScoresAgainstThePass_inEveryLanguage_makeItAFail() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        int[] errors = { 400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504, 599 };
        long rates = Category.RATING.bit() | Category.CONFIDENCE.bit() | Category.RISK.bit() | Category.CHECKED.bit()
                | Category.WHOLE.bit() | Category.SCORE.bit();
        for (String label : words(Category.VERDICT_LABEL)) {
            boolean rated = (dev.outputguard.assertion.Assertion.categoriesIn(label) & rates) != 0;
            for (UnaryOperator<String> spelling : SPELLINGS) {
                String key = spelling.apply(label);
                for (String k : List.of(key, "http_" + key.replace(' ', '_'))) {
                    for (int p = 0; p < PLACES.size(); p++) {
                        if (p == 0 && k.equals("result")) {
                            continue;
                        }
                        for (String pass : List.of("PASS", "PASS_WITH_SUGGESTIONS")) {
                            ObjectNode root = MAPPER.createObjectNode().put("result", pass);
                            PLACES.get(p).put(root, k, IntNode.valueOf(errors[turn++ % errors.length]));
                            variants++;
                            if (decide(root) != Verdict.FAIL) {
                                wrong.add("not FAIL: " + root);
                            }
                            if (rated) {
                                continue; // a label that rates too ("rating") reads its number as a mark
                            }
                            ObjectNode kept = MAPPER.createObjectNode().put("result", pass);
                            PLACES.get(p).put(kept, k, IntNode.valueOf(turn % 2 == 0 ? 200 : 204));
                            if (decide(kept) == Verdict.FAIL) {
                                wrong.add("a success's status failed the pass: " + kept);
                            }
                        }
                    }
                }
            }
        }
        List<String> scoreNames = new ArrayList<>();
        for (Category c : List.of(Category.SCORE, Category.CONFIDENCE)) {
            for (String word : words(c)) {
                if (word.chars().allMatch(ch -> Character.isLetter(ch) || ch == ' ')) {
                    scoreNames.add(word);
                }
            }
        }
        assertTrue(scoreNames.size() > 10, scoreNames.toString());
        for (String name : scoreNames) {
            for (UnaryOperator<String> spelling : SPELLINGS) {
                String key = spelling.apply(name);
                for (String pass : List.of("PASS", "PASS_WITH_SUGGESTIONS")) {
                    String own = pass.equals("PASS") ? "pass" : "pass_with_suggestions";
                    List<String> against = List.of("[0.3, 0.7]", "[0.9, 0.1]", "[0.5, 0.5]", "[0.2, 0.6, 0.2]",
                            "{\"" + own + "\": 0.4, \"fail\": 0.6}", "{\"" + pass + "\": 0.5, \"FAIL\": 0.5}",
                            "{\"" + pass + "\": 0.5}", "{\"" + own + "\": 0.3}");
                    for (String scores : against) {
                        ObjectNode root = (ObjectNode) json("{\"result\": \"" + pass + "\"}");
                        root.set(key, json(scores));
                        variants++;
                        if (decide(root) != Verdict.FAIL) {
                            wrong.add("not FAIL: " + root);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 2_000, variants + " variants");
    }

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aVerdictWordAsAYesOrNoKeyThatSaysNo_atAnyDepth_makesThePassAFail() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        List<String[]> keys = new ArrayList<>();
        List<String> subjects = List.of("tests", "all checks", "ci", "build", "can");
        int s = 0;
        for (String word : words(Category.POSITIVE_VERDICT)) {
            keys.add(new String[] { word, "no" });
            keys.add(new String[] { "is " + word, "no" });
            if (word.chars().allMatch(c -> Character.isLetter(c))
                    && (dev.outputguard.assertion.Assertion.categoriesIn(word) & (Category.NO.bit() | Category.NEGATION.bit())) == 0) {
                // A pass word among the key's words: tests_passed, all_checks_passed, can_merge.
                keys.add(new String[] { subjects.get(s++ % subjects.size()) + " " + word, "no" });
            }
        }
        for (String word : words(Category.NEGATIVE_VERDICT)) {
            keys.add(new String[] { word, "yes" });
        }
        for (String[] k : keys) {
            for (UnaryOperator<String> spelling : SPELLINGS) {
                String key = spelling.apply(k[0]);
                for (Placer place : PLACES) {
                    boolean failsWhenTrue = k[1].equals("yes");
                    variants += passBeside(key, place, List.of(BooleanNode.valueOf(failsWhenTrue)),
                            BooleanNode.valueOf(!failsWhenTrue), wrong);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1_000, variants + " variants");
    }

    /**
     * A yes-or-no field whose key names, in any language the lexicon reads, a problem, a hedge, a condition or an
     * example ({@code blocking: true}, {@code 不具合: true}, {@code draft: true}, {@code is_example: true}), or a count of
     * such problems above 0, fails a pass wherever it stands; the same key saying no keeps it, and a key that says
     * there is none ({@code no blockers}) fails it by saying no.
     */
    @Test
    void aKeyNamingAProblemOrATakingBackThatSaysYes_atAnyDepth_makesThePassAFail() {
        List<String[]> keys = new ArrayList<>();
        for (String word : keyWords(Category.NEGATIVE_VERDICT.bit(), Category.PROBLEM, Category.HEDGE,
                Category.CONDITION, Category.EXAMPLE_LABEL)) {
            keys.add(new String[] { word, "yes" });
        }
        for (String word : List.of("blockers", "blocking issues", "bugs", "critical issues", "errors")) {
            keys.add(new String[] { "no " + word, "no" });
            keys.add(new String[] { "has no " + word, "no" });
        }
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (int i = 0; i < keys.size(); i++) {
            String[] k = keys.get(i);
            // Every spelling and place in turn, not all of each: the lexicon's words are many.
            // A Hangul term of two words is a term only with its blank (camelCase joins them into another word).
            boolean spaced = k[0].contains(" ") && k[0].chars().anyMatch(c -> c > 0x2E80);
            String key = (spaced ? SPELLINGS.get(0) : SPELLINGS.get(i % SPELLINGS.size())).apply(k[0]);
            Placer place = PLACES.get((i / SPELLINGS.size()) % PLACES.size());
            boolean failsWhenTrue = k[1].equals("yes");
            variants += passBeside(key, place, List.of(BooleanNode.valueOf(failsWhenTrue),
                    failsWhenTrue ? IntNode.valueOf(3) : IntNode.valueOf(0)), BooleanNode.valueOf(!failsWhenTrue), wrong);
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    /**
     * A list or an object under a key naming a problem in any language the lexicon reads ({@code blockers},
     * {@code 不具合}, {@code Fehler}) lists problems, as a count above 0 does: one item that does not say it is minor
     * fails a pass wherever it stands; an empty list, a list of nothing ({@code null}, {@code "none"}) and a list whose
     * every item says it is minor (a minor word of any language as its severity, or opening its text) keep it.
     */
    @Test
    void aListUnderAKeyNamingAProblemOrACheckNotMade_withAnItemNotSaidMinor_makesThePassAFail() {
        // A check not made lists what it did not check ("not_reviewed": ["numbers"]): each is a problem of the pass.
        // A key naming a check (build è stato interrotto) is that check's key, whose value is read as its state.
        List<String> keys = keyWords(Category.CHECK.bit(), Category.PROBLEM, Category.NEGATIVE_VERDICT, Category.UNVERIFIED)
                .stream().filter(k -> java.util.Arrays.stream(k.split(" ")).noneMatch(w -> Lexicon.get().is(w, Category.CHECK)))
                .toList();
        List<String> minor = words(Category.MINOR);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (int i = 0; i < keys.size(); i++) {
            boolean spaced = keys.get(i).contains(" ") && keys.get(i).chars().anyMatch(c -> c > 0x2E80);
            String key = (spaced ? SPELLINGS.get(0) : SPELLINGS.get(i % SPELLINGS.size())).apply(keys.get(i));
            Placer place = PLACES.get((i / SPELLINGS.size()) % PLACES.size());
            ObjectNode item = MAPPER.createObjectNode().put("severity", "high").put("title", "auth bypass");
            ObjectNode named = MAPPER.createObjectNode().put("login", "SQL injection");
            variants += passBeside(key, place, List.of(MAPPER.createArrayNode().add("SQL injection in login"),
                    MAPPER.createArrayNode().add(item), named, MAPPER.createArrayNode().addNull().add("x")),
                    MAPPER.createArrayNode(), wrong);
            String m = minor.get(i % minor.size());
            for (JsonNode keeping : List.<JsonNode>of(
                    MAPPER.createArrayNode().add(MAPPER.createObjectNode().put("severity", m).put("title", "rename x")),
                    MAPPER.createArrayNode().add(m + ": rename x"), MAPPER.createArrayNode().addNull().add("none"))) {
                ObjectNode kept = MAPPER.createObjectNode().put("result", "PASS");
                place.put(kept, key, keeping);
                if (decide(kept) == Verdict.FAIL) {
                    wrong.add("a pass beside a list of minor items or nothing failed: " + kept);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1_000, variants + " variants");
    }

    /** The texts of a list are values of the list's key: a verdict label's list with one failing verdict fails a pass. */
    @Test
    void aVerdictLabelsListHoldingAFailingVerdict_makesThePassAFail() {
        List<String> labels = words(Category.VERDICT_LABEL);
        List<String> failing = words(Category.NEGATIVE_VERDICT);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (int i = 0; i < labels.size(); i++) {
            String key = SPELLINGS.get(i % SPELLINGS.size()).apply(labels.get(i));
            Placer place = PLACES.get((i / SPELLINGS.size()) % PLACES.size());
            List<JsonNode> lists = new ArrayList<>();
            for (int f = 0; f < 4; f++) {
                String word = failing.get((i * 4 + f) % failing.size());
                lists.add(f % 2 == 0 ? MAPPER.createArrayNode().add("PASS").add(word)
                        : MAPPER.createArrayNode().add(word.toUpperCase(Locale.ROOT)).add("PASS_WITH_SUGGESTIONS"));
            }
            if (i == 0 && key.equals("result")) {
                continue;
            }
            variants += passBeside(key, place, lists, MAPPER.createArrayNode().add("PASS").add("PASS"), wrong);
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 200, variants + " variants");
    }

    /**
     * A text field beside a pass is the review's body, read as the text after a pass is for what takes it back: a
     * joke or a cross anywhere in it, a clause opening with a retraction or a failing verdict, in every language;
     * the same field holding a plain description keeps the pass, and so do the object's own suggestions.
     */
    @Test
    void aTextFieldThatTakesThePassBack_inAnyLanguage_makesItAFail() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        List<String> fields = List.of("comment", "summary", "notes", "reason", "explanation");
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String> texts = new ArrayList<>();
            for (String word : Lexicon.get().words(Category.RETRACTION, language)) {
                texts.add(word + ", the tests fail.");
                texts.add("Looks good. " + word + ".");
            }
            for (String word : Lexicon.get().words(Category.JOKE, language)) {
                // "not serious" in a body says a problem is not serious: a negation pairs with the problem it counts.
                if ((dev.outputguard.assertion.Assertion.categoriesIn(word.split(" ")[0]) & Category.NEGATION.bit()) == 0) {
                    texts.add("Looks good " + word);
                }
            }
            for (String word : Lexicon.get().words(Category.NEGATIVE_VERDICT, language)) {
                texts.add("Looks good.\n" + word.toUpperCase(Locale.ROOT) + ".");
            }
            // A whole value that is one word naming a problem, a hedge or a condition is a status against the pass.
            for (Category c : List.of(Category.PROBLEM, Category.HEDGE, Category.CONDITION)) {
                for (String word : Lexicon.get().words(c, language)) {
                    long also = Lexicon.get().categoriesOfWord(word);
                    if ((also & (Category.MINOR.bit() | Category.NOTHING.bit() | Category.POSITIVE_VERDICT.bit()
                            | Category.PSEUDO.bit())) == 0) {
                        texts.add(word);
                    }
                }
            }
            for (String text : texts) {
                String field = fields.get(turn++ % fields.size());
                Placer place = PLACES.get(turn % PLACES.size());
                variants += passBeside(field, place, List.of(TextNode.valueOf(text)),
                        TextNode.valueOf("Adds a cache; the cancelled request is handled and tested."), wrong);
            }
        }
        ObjectNode suggested = MAPPER.createObjectNode().put("result", "PASS_WITH_SUGGESTIONS");
        suggested.putArray("suggestions").add("Cancel the timer on close").add("Disregard stale entries");
        if (decide(suggested) != Verdict.PASS_WITH_SUGGESTIONS) {
            wrong.add("suggestions read as a taking back: " + suggested);
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    /**
     * A text field beside a pass that states a failure or a grave problem, in any language the lexicon reads, fails
     * it: each failing word and each severe problem of every language, in a sentence, in every field and place. The
     * same word counted by a negation of its language or resolved by a word of resolving ({@code no crash},
     * {@code Fixes the crash}, {@code クラッシュを解消}) keeps the pass: the body describes a problem that is gone (a check
     * not made stays one when negated).
     */
    @Test
    void aTextFieldStatingAFailureOrAGraveProblem_inAnyLanguage_makesItAFail_andOneCountedOrResolvedKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        List<String> fields = List.of("comment", "summary", "notes", "reason", "explanation");
        int turn = 0;
        for (String language : LANGUAGES) {
            boolean cjk = StatedWords.cjk(language);
            List<String> resolving = StatedWords.resolving(language);
            List<String> negations = Lexicon.get().words(Category.NEGATION, language).stream()
                    .filter(n -> Lexicon.get().categoriesOfWord(n) == (Lexicon.get().categoriesOfWord(n)
                            & (Category.NEGATION.bit() | Category.NO.bit() | Category.NOTHING.bit())))
                    // A negation of degree (hardly, kaum) counts some, not none: no count of a failure.
                    .filter(n -> (Lexicon.get().roles().categoriesOfWord(n) & dev.outputguard.assertion.Role.DEGREE.bit()) == 0)
                    // A negation of being able (can't, couldn't) says the work could not be done: it counts nothing.
                    .filter(n -> (Lexicon.get().roles(dev.outputguard.assertion.Role.COULD).categoriesOfWord(n)
                            & dev.outputguard.assertion.Role.COULD.bit()) == 0)
                    // A negation holding a word of concord (non è mai: never) joins the failure after it into one
                    // negation of time (non è mai … si chiude: it never closes), as one the failure holds does below.
                    .filter(n -> java.util.Arrays.stream(n.split(" ")).noneMatch(w -> (Lexicon.get().roles()
                            .categoriesOfWord(w) & dev.outputguard.assertion.Role.CONCORD.bit()) != 0))
                    .toList();
            for (String word : StatedWords.failures(language)) {
                String field = fields.get(turn++ % fields.size());
                Placer place = PLACES.get(turn % PLACES.size());
                String r = resolving.get(turn % resolving.size());
                String resolved = cjk ? "parser " + word + r : r + " the " + word + " in the parser.";
                // A check not made, or a check's own state (tests sono in rosso), is nothing a fix resolves: no kept side.
                // A failure that holds a negation of its own (ancora non è passato) is a state still so: a fix before
                // it does not undo it either.
                boolean resolvable = StatedWords.resolvable(word, language) && java.util.Arrays.stream(word.split(" "))
                        .noneMatch(w -> Lexicon.get().is(w, Category.NEGATION))
                        && StatedWords.resolvesOnly(r, language);
                variants += passBeside(field, place, List.of(TextNode.valueOf("The parser: " + word + " on empty input."), TextNode.valueOf(word + " on startup."),
                        TextNode.valueOf("Looks good overall, " + word + " in the parser")), resolvable ? TextNode.valueOf(resolved) : null,
                        wrong);
                // A check not made, negated ("haven't" + "reviewed part of"), says it was not made either: no count.
                // A failure that holds a negation of its own (jamais fermé, eindigt nooit) is not counted by another
                // before it: the two join into one (ne … jamais) or make a term of their own (nooit eindigt).
                boolean negated = java.util.Arrays.stream(word.split(" ")).anyMatch(w -> Lexicon.get().is(w,
                        Category.NEGATION) || (Lexicon.get().roles().categoriesOfWord(w)
                                & dev.outputguard.assertion.Role.CONCORD.bit()) != 0);
                // A failing verdict or a decision negated (No changes requested.) is no plain pass: read fail-closed.
                boolean decision = (Lexicon.get().categoriesOfWord(word)
                        & (Category.DECISION.bit() | Category.NEGATIVE_VERDICT.bit())) != 0;
                // A failure that opens with a word making the negation before it partial, or with all of the data
                // said whole (not every record into memory: some are), is no count of none either.
                boolean partial = (Lexicon.get().roles(dev.outputguard.assertion.Role.NEGATION_PARTIAL)
                        .categoriesOfWord(word.split(" ")[0]) & dev.outputguard.assertion.Role.NEGATION_PARTIAL.bit()) != 0
                        || Lexicon.get().words(dev.outputguard.assertion.Role.WHOLE_HELD, language).stream()
                                .anyMatch(word::startsWith);
                if (!cjk && !negations.isEmpty() && StatedWords.resolvable(word, language) && !negated && !decision
                        && !partial) {
                    ObjectNode kept = MAPPER.createObjectNode().put("result", "PASS");
                    place.put(kept, field, TextNode.valueOf(negations.get(turn % negations.size()) + " " + word + "."));
                    if (decide(kept) == Verdict.FAIL) {
                        wrong.add("a counted failure failed a pass: " + kept);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    /**
     * A no under a key that names nothing against a pass ({@code valid: false}, {@code tested: "no"}, a no word of
     * any language) cannot be read as keeping it: FAIL, at any depth and in any spelling; {@code true}, {@code null}
     * and a number there keep it. The same no under a key naming a problem or a hedge says there is none and keeps it.
     */
    @Test
    void aNoUnderAKeyNamingNothingAgainstAPass_failsIt_andUnderAProblemOrHedgeKeyKeepsIt() {
        List<String> keys = List.of("valid", "tested", "verified", "is final", "certain", "reviewed", "complete",
                "security review", "ci", "x");
        List<JsonNode> noes = new ArrayList<>();
        noes.add(BooleanNode.FALSE);
        for (String no : words(Category.NO)) {
            if ((Lexicon.get().categoriesOfWord(no) & Category.NOTHING.bit()) == 0) {
                noes.add(TextNode.valueOf(no));
            }
        }
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (int i = 0; i < keys.size(); i++) {
            for (int s = 0; s < SPELLINGS.size(); s++) {
                String key = SPELLINGS.get(s).apply(keys.get(i));
                Placer place = PLACES.get((i + s) % PLACES.size());
                variants += passBeside(key, place, noes, BooleanNode.TRUE, wrong);
            }
        }
        for (String key : List.of("breaking changes", "draft", "has todos", "security concerns", "regressions", "hypothetical")) {
            ObjectNode kept = MAPPER.createObjectNode().put("result", "PASS").put(key.replace(' ', '_'), false);
            if (decide(kept) == Verdict.FAIL) {
                wrong.add("a no under a key naming a problem failed a pass: " + kept);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    /**
     * A text under a key naming problems is one of them, as an item of a list is: {@code "risk": "high"},
     * {@code "issues": "typo in README"} fail a pass; a minor word, a nothing word or a negation that counts the
     * problems ({@code "No issues found."}, {@code "問題ありません"}) keep it.
     */
    @Test
    void aTextUnderAKeyNamingProblems_isOneOfThem_unlessItSaysMinorOrNone() {
        List<String> keys = keyWords(0, Category.PROBLEM);
        List<String> minor = words(Category.MINOR);
        List<String> keeping = List.of("No issues found.", "問題ありません", "keine Fehler", "none", "N/A");
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (int i = 0; i < keys.size(); i++) {
            boolean spaced = keys.get(i).contains(" ") && keys.get(i).chars().anyMatch(c -> c > 0x2E80);
            String key = (spaced ? SPELLINGS.get(0) : SPELLINGS.get(i % SPELLINGS.size())).apply(keys.get(i));
            Placer place = PLACES.get((i / SPELLINGS.size()) % PLACES.size());
            variants += passBeside(key, place, List.of(TextNode.valueOf("high"), TextNode.valueOf("typo in README"),
                    TextNode.valueOf("SQL injection in login")), TextNode.valueOf(minor.get(i % minor.size())), wrong);
            ObjectNode kept = MAPPER.createObjectNode().put("result", "PASS");
            place.put(kept, key, TextNode.valueOf(keeping.get(i % keeping.size())));
            if (decide(kept) == Verdict.FAIL) {
                wrong.add("a text counting no problem failed a pass: " + kept);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    /**
     * A verdict label of every language, spelled as models spell keys, at any depth beside a pass, that holds no verdict
     * (a word for nothing of any language, an empty text, an empty list or object, 0) holds a verdict nobody wrote, which
     * may have been a FAIL: the pass is FAIL, as with {@code null} there. Prose there is the verdict in words and keeps
     * the pass only where every word of it does: a plain one ({@code Looks good to me}) keeps it, and the same prose
     * followed by a hedge, a condition, a retraction, a joke or a failing verdict of any language, by a word nobody
     * listed, or by the failing verdict spelled out ({@code F A I L}) fails it.
     */
    @Test
    void aVerdictLabelHoldingNothing_orProseThatDoesNotKeepAPass_inEveryLanguage_makesThePassAFail() {
        List<JsonNode> nothing = new ArrayList<>();
        long passes = Category.POSITIVE_VERDICT.bit() | Category.YES.bit();
        for (String word : words(Category.NOTHING)) {
            if ((dev.outputguard.assertion.Assertion.categoriesIn(word) & passes) == 0 && word.split(" ").length <= 3) {
                nothing.add(TextNode.valueOf(word));
            }
        }
        assertTrue(nothing.size() > 20, nothing.toString());
        for (String none : List.of("", " ", "N/A", "TBD", "-", "unknown", "[]", "{}", "0", "-1")) {
            nothing.add(none.startsWith("[") || none.startsWith("{") || none.matches("-?\\d+") ? json(none)
                    : TextNode.valueOf(none));
        }
        String plain = "Looks good to me";
        List<String> triggers = new ArrayList<>();
        for (Category c : List.of(Category.HEDGE, Category.CONDITION, Category.RETRACTION, Category.JOKE,
                Category.NEGATIVE_VERDICT)) {
            for (String word : words(c)) {
                // A word that also passes, or a pseudo-trigger's (not serious: a problem that is not), takes nothing back.
                if ((dev.outputguard.assertion.Assertion.categoriesIn(word) & (passes | Category.PSEUDO.bit())) == 0) {
                    triggers.add(word);
                }
            }
        }
        triggers.addAll(List.of("banana", "zorblex", "F A I L", "F-A-I-L", "L I A F"));
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String label : words(Category.VERDICT_LABEL)) {
            for (UnaryOperator<String> spelling : SPELLINGS) {
                String key = spelling.apply(label);
                for (int p = 0; p < PLACES.size(); p++) {
                    if (p == 0 && key.equals("result")) {
                        continue;
                    }
                    for (int f = 0; f < 2; f++) {
                        ObjectNode root = MAPPER.createObjectNode().put("result", "PASS");
                        PLACES.get(p).put(root, key, nothing.get(turn % nothing.size()));
                        variants++;
                        if (decide(root) != Verdict.FAIL) {
                            wrong.add("not FAIL: " + root);
                        }
                        ObjectNode prose = MAPPER.createObjectNode().put("result", "PASS");
                        PLACES.get(p).put(prose, key, TextNode.valueOf(plain + ", " + triggers.get(turn++ % triggers.size())));
                        variants++;
                        if (decide(prose) != Verdict.FAIL) {
                            wrong.add("not FAIL: " + prose);
                        }
                    }
                    ObjectNode kept = MAPPER.createObjectNode().put("result", "PASS");
                    PLACES.get(p).put(kept, key, TextNode.valueOf(plain));
                    if (decide(kept) != Verdict.PASS) {
                        wrong.add("a plain prose verdict failed the pass: " + kept);
                    }
                }
            }
        }
        assertTrue(turn > triggers.size(), turn + " turns for " + triggers.size() + " triggers");
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 5_000, variants + " variants");
    }

    /**
     * A negation written before a word that passes negates that word, not a problem's word before it: for every
     * problem word and every passing word of English, {@code The <problem> is not <pass>.} beside a JSON pass, after
     * one, and after a marker's pass, fails it, where {@code The <problem> is not present.} (a negation that counts the
     * problem none) keeps it.
     */
    @Test
    void aNegatedPassingWordAfterAProblemsWord_failsThePass_whereANegatedProblemKeepsIt() {
        List<String> problems = new ArrayList<>();
        for (String w : Lexicon.get().words(Category.PROBLEM, "en")) {
            if (w.chars().allMatch(Character::isLetter)
                    && (dev.outputguard.assertion.Assertion.categoriesIn(w) & ~(Category.PROBLEM.bit()
                            | Category.NEUTRAL.bit() | Category.SUMMARY.bit())) == 0) {
                problems.add(w);
            }
        }
        List<String> passing = new ArrayList<>();
        for (String w : Lexicon.get().words(Category.POSITIVE_VERDICT, "en")) {
            if (w.chars().allMatch(Character::isLetter) && !w.equals("pass") && !w.equals("passes")) {
                passing.add(w);
            }
        }
        assertTrue(problems.size() > 10 && passing.size() > 10, problems + " " + passing);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String problem : problems) {
            for (int i = 0; i < 3; i++) {
                String taken = "The " + problem + " is not " + passing.get(turn++ % passing.size()) + ".";
                for (String review : List.of("{\"result\": \"PASS\", \"summary\": \"" + taken + "\"}",
                        "{\"result\": \"PASS\"}\n" + taken, "Final Decision: PASS\n" + taken)) {
                    variants++;
                    if (decider.decide(review, null).result() != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                }
            }
            String kept = "Final Decision: PASS\nThe " + problem + " is not present.";
            if (decider.decide(kept, null).result() != Verdict.PASS) {
                wrong.add("a problem counted none failed the pass: " + kept);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 100, variants + " variants");
    }

    /**
     * A score name of any language joined to a word that passes names the pass's own score ({@code pass_probability},
     * {@code probability_passed}): it keeps the pass only where high, as a confidence does; joined to a word that fails
     * ({@code fail_probability}) it fails it at any number. A rating name holding a bare 1 rates on a scale nobody wrote
     * (1 of 5 as well as 1 of 1): no high rating.
     */
    @Test
    void aScoreOfThePassThatIsNotHigh_aScoreOfAFailure_andABareRatingOfOne_makeThePassAFail() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        List<String> passWords = List.of("pass", "passed", "approval", "success");
        for (String score : keyWords(0, Category.SCORE)) {
            for (String pass : passWords) {
                String key = SPELLINGS.get(turn++ % SPELLINGS.size()).apply(turn % 2 == 0 ? pass + " " + score : score + " " + pass);
                for (String low : List.of("0.1", "0.3", "0.5", "12")) {
                    variants++;
                    String review = "{\"result\": \"PASS\", " + MAPPER.valueToTree(key) + ": " + low + "}";
                    if (decider.decide(review, null).result() != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                }
                String kept = "{\"result\": \"PASS\", " + MAPPER.valueToTree(key) + ": 0.97}";
                if (decider.decide(kept, null).result() != Verdict.PASS) {
                    wrong.add("a high score of the pass failed it: " + kept);
                }
                String failing = "{\"result\": \"PASS\", " + MAPPER.valueToTree("fail " + score) + ": 0.97}";
                variants++;
                if (decider.decide(failing, null).result() != Verdict.FAIL) {
                    wrong.add("not FAIL: " + failing);
                }
            }
        }
        for (String rating : keyWords(0, Category.RATING)) {
            for (String one : List.of("1", "\"1\"")) {
                variants++;
                String review = "{\"result\": \"PASS\", " + MAPPER.valueToTree(rating) + ": " + one + "}";
                if (decider.decide(review, null).result() != Verdict.FAIL) {
                    wrong.add("not FAIL: " + review);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 50, variants + " variants");
    }

    /**
     * A pass beside {@code key}, placed by {@code place}: FAIL for each value of {@code failing}, and still a pass
     * beside {@code keeping} (where not null); what differs goes to {@code wrong}. How many failing variants were tried.
     */
    private int passBeside(String key, Placer place, List<JsonNode> failing, JsonNode keeping, List<String> wrong) {
        for (JsonNode says : failing) {
            ObjectNode root = MAPPER.createObjectNode().put("result", "PASS");
            place.put(root, key, says);
            if (decide(root) != Verdict.FAIL) {
                wrong.add("not FAIL: " + root);
            }
        }
        if (keeping == null) {
            return failing.size();
        }
        ObjectNode kept = MAPPER.createObjectNode().put("result", "PASS");
        place.put(kept, key, keeping);
        if (decide(kept) == Verdict.FAIL) {
            wrong.add("a pass beside a key that keeps it failed: " + kept);
        }
        return failing.size();
    }
}
