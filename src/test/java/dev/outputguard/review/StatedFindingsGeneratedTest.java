package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.extract.JsonExtractor;

/**
 * A review's own findings before its deciding pass are read for a failure they state, generated: every failing word
 * and every severe problem of every language the lexicon reads, in a finding line of several shapes (a sentence, a
 * {@code label: word} line, a bullet), above a marker's pass in every language, is FAIL; the same word counted by a
 * negation of its language or resolved by a word of resolving keeps the pass, and so does the word inside a fence or
 * a blockquote (material the reviewer shows) or listed as an option ({@code PASS / FAIL}). A line ending in a colon
 * that introduces the marker with a hedge, a modal, a condition or a retraction frames it as something else.
 */
class StatedFindingsGeneratedTest {

    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final List<String> MARKERS = List.of("Final Decision: PASS", "最終判定: PASS", "判定: PASS",
            "**Final Decision:** PASS");
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private Verdict decide(String review) {
        return decider.decide(review, null).result();
    }

    @Test
    void aFailureOrAGraveProblemTheFindingsState_inAnyLanguage_failsThePass_andOneCountedResolvedOrQuotedKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            boolean cjk = StatedWords.cjk(language);
            List<String> resolving = StatedWords.resolving(language);
            for (String word : StatedWords.failures(language)) {
                long also = Lexicon.get().categoriesOfWord(word);
                String marker = MARKERS.get(turn++ % MARKERS.size());
                for (String finding : List.of("The parser: " + word + " on startup.", "- Tests: " + word, "- " + word,
                        "Summary\n\nThe login handler " + word + " when the token is missing.")) {
                    variants++;
                    String review = finding + "\n\n" + marker;
                    if (decide(review) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                }
                String r = resolving.get(turn % resolving.size());
                List<String> keeping = new ArrayList<>();
                if (StatedWords.resolvable(word, language) && StatedWords.resolvesOnly(r, language)) {
                    keeping.add(cjk ? "parser " + word + r : r + " the " + word + " in the parser.");
                }
                if ((also & Category.NEGATIVE_VERDICT.bit()) == 0) {
                    // A failing verdict alone on a line, quoted or not, is read as stated wherever it stands.
                    keeping.addAll(List.of("```\n" + word + "\n```", "The ticket says:\n> " + word, "Options: PASS / " + word));
                }
                for (String kept : keeping) {
                    String review = kept + "\n\n" + marker;
                    if (decide(review) != Verdict.PASS) {
                        wrong.add("a counted, resolved, quoted or listed word failed a pass: " + review);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 500, variants + " variants");
    }

    /**
     * Options name values and state none only where a pass stands among them ({@code Options: PASS / FAIL}): two
     * failing words of a language joined by each of its words of choice, or by a slash or a bar, above a marker's pass
     * state a failure either way ({@code The build is broken or flaky}) and fail it; the same joins with a passing
     * verdict among the options keep it.
     */
    @Test
    void failingWordsOfferedAsOptions_withNoPassAmongThem_failThePass() {
        List<String> wrong = new ArrayList<>();
        int failing = 0;
        int kept = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            boolean cjk = StatedWords.cjk(language);
            List<String> joins = new ArrayList<>(List.of("/", "|"));
            joins.addAll(Lexicon.get().words(Category.CHOICE, language));
            // A failing term holding a pass's word (보지 않고 승인 / 통과시키라고 지시: approved without looking, told to
            // pass it) is no pass among options: the options' reading takes the longer, failing term.
            List<String> words = StatedWords.failures(language).stream()
                    .filter(w -> (Lexicon.get().categoriesOfWord(w) & Category.POSITIVE_VERDICT.bit()) == 0)
                    .toList();
            List<String> passes = Lexicon.get().words(Category.POSITIVE_VERDICT, language).stream()
                    .filter(p -> (Lexicon.get().categoriesOfWord(p) & ~Category.POSITIVE_VERDICT.bit()) == 0).toList();
            for (int i = 0; i < words.size(); i++) {
                String word = words.get(i);
                String other = words.get((i + 1) % words.size());
                String join = joins.get(i % joins.size());
                // Written together only where the word of choice is itself Han, kana or Hangul (または, 或): an ASCII one
                // (or) glued to a Latin word after it (ci) would be another word (orci).
                String sep = cjk && Character.isLetter(join.charAt(0)) && join.charAt(0) >= 0x2E80 ? "" : " ";
                String marker = MARKERS.get(turn++ % MARKERS.size());
                for (String finding : List.of("- Tests: " + word + sep + join + sep + other,
                        "The parser: " + other + sep + join + sep + word + ".")) {
                    failing++;
                    String review = finding + "\n\n" + marker;
                    if (decide(review) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                }
                if ((Lexicon.get().categoriesOfWord(word) & Category.NEGATIVE_VERDICT.bit()) != 0 || passes.isEmpty()) {
                    continue; // a failing verdict alone on a line is read as stated wherever it stands
                }
                if (Lexicon.get().words(dev.outputguard.assertion.Role.GUARD, language).stream().anyMatch(word::contains)) {
                    continue; // a check gone round (ciのチェックをスキップ) is read as done wherever it stands, as a marker is
                }
                if (word.endsWith("?") || word.endsWith("？")) {
                    continue; // a question among the options (conforme u es correcto?) asks whether the pass holds
                }
                if (Lexicon.get().words(dev.outputguard.assertion.Role.WHOLE_HELD, language).stream().anyMatch(word::contains)) {
                    continue; // the whole of the data after 可以 (also "can": 可以或整个文件读入内存) is a group's reach, read anywhere
                }
                kept++;
                String review = "Options: " + passes.get(i % passes.size()) + sep + join + sep + word + "\n\n" + marker;
                if (decide(review) != Verdict.PASS) {
                    wrong.add("options with a pass among them failed a pass: " + review);
                }
            }
        }
        System.out.println("failing words offered as options: " + failing + " FAIL expected, " + kept + " kept expected");
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + (failing + kept));
        assertTrue(failing > 500, failing + " variants");
    }

    @Test
    void aLineEndingInAColonThatFramesTheMarker_failsThePass_andAPlainOneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            for (Category c : List.of(Category.HEDGE, Category.MODAL, Category.CONDITION, Category.RETRACTION)) {
                for (String word : Lexicon.get().words(c, language)) {
                    long also = Lexicon.get().categoriesOfWord(word);
                    if ((also & (Category.PSEUDO.bit() | Category.POSITIVE_VERDICT.bit())) != 0
                            || word.chars().noneMatch(Character::isLetter)) {
                        continue;
                    }
                    String marker = MARKERS.get(turn++ % MARKERS.size());
                    variants++;
                    String review = "Looks fine. " + word + " the verdict is:\n\n" + marker;
                    if (decide(review) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                }
            }
        }
        for (String plain : List.of("Here is my review:", "My final verdict:", "判定結果は以下の通りです：",
                "A few notes about the code:")) {
            String review = plain + "\n" + MARKERS.get(0);
            if (decide(review) != Verdict.PASS) {
                wrong.add("a plain introducing line failed a pass: " + review);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    /**
     * A PASS_WITH_SUGGESTIONS whose suggestions name a grave problem (every severe word of every language, with a word
     * of resolving before it, as a request is written: {@code Fix the crash}) is no pass, in a suggestions section and
     * in a JSON verdict's own {@code suggestions}; suggestions that name none keep it.
     */
    @Test
    void aSuggestionNamingAGraveProblem_inAnyLanguage_failsThePassWithSuggestions() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            List<String> resolving = Lexicon.get().words(Category.RESOLVING, language).stream()
                    .filter(r -> (Lexicon.get().categoriesOfWord(r) & Category.NEGATION.bit()) == 0).toList();
            int turn = 0;
            for (String word : Lexicon.get().words(Category.SEVERE, language)) {
                if ((Lexicon.get().categoriesOfWord(word) & (Category.MINOR.bit() | Category.PSEUDO.bit())) != 0) {
                    continue;
                }
                String r = resolving.get(turn++ % resolving.size());
                for (String item : List.of(r + " the " + word + " in the parser", "Parser: " + word)) {
                    variants++;
                    String review = "Final Decision: PASS_WITH_SUGGESTIONS\n\nSuggestions:\n- " + item + "\n- Rename x";
                    if (decide(review) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                    // The same suggestion in a JSON verdict's own list.
                    for (String verdict : List.of("PASS_WITH_SUGGESTIONS", "PASS")) {
                        variants++;
                        String json = "{\"result\": \"" + verdict + "\", \"suggestions\": [\"Rename x\", \""
                                + item.replace("\"", "\\\"") + "\"]}";
                        if (decide(json) != Verdict.FAIL) {
                            wrong.add("not FAIL: " + json);
                        }
                    }
                }
            }
        }
        String kept = "Final Decision: PASS_WITH_SUGGESTIONS\n\nSuggestions:\n- Rename x\n- Add a test for the empty path";
        if (decide(kept) != Verdict.PASS_WITH_SUGGESTIONS) {
            wrong.add("suggestions that name no grave problem failed: " + kept);
        }
        String keptJson = "{\"result\": \"PASS_WITH_SUGGESTIONS\", \"suggestions\": [\"Rename x\", \"Add a test for the empty path\"]}";
        if (decide(keptJson) != Verdict.PASS_WITH_SUGGESTIONS) {
            wrong.add("suggestions that name no grave problem failed: " + keptJson);
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 100, variants + " variants");
    }

    /**
     * A word in a script no language read here is written in, before the marker's pass or after it, in the review or
     * in a JSON pass's review, fails the pass and says where; a lone letter of such a script ({@code π}), the scripts
     * the lexicon reads, and such a word inside a reasoning model's thinking before the answer keep it.
     */
    @Test
    void aWordInAScriptNobodyReads_failsThePass_whereverTheAnswerHoldsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String word : List.of("Итог: провал", "النتيجة: فشل", "תוצאה: נכשל", "Αποτέλεσμα: αποτυχία", "ผล: ไม่ผ่าน",
                "\uD800\uDF30\uD800\uDF31")) {
            for (String marker : MARKERS) {
                for (String review : List.of(word + "\n" + marker, "Notes.\n" + marker + "\n\n" + word,
                        "<think>" + word + "</think>\n" + word + "\n" + marker)) {
                    variants++;
                    ReviewDecision d = decider.decide(review, null);
                    if (d.result() != Verdict.FAIL || d.reason() == null || !d.reason().contains("script no language")) {
                        wrong.add("not FAIL for its script: " + review + " -> " + d.result() + " " + d.reason());
                    }
                }
                variants++;
                ReviewDecision json = decider.decide(word + "\n" + marker, "{\"result\": \"PASS\"}");
                if (json.result() != Verdict.FAIL || !json.reason().contains("script no language")) {
                    wrong.add("JSON pass not FAIL for its script: " + word + " -> " + json.result() + " " + json.reason());
                }
            }
        }
        for (String kept : List.of("π ≈ 3.14, Ω stays.\n", "テストは全て通過しました。\n", "모두 통과했습니다.\n",
                "Tout est correct.\n", "<think>Итог: провал</think>\n")) {
            for (String marker : MARKERS) {
                variants++;
                if (decide(kept + marker) != Verdict.PASS) {
                    wrong.add("not PASS: " + kept + marker);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 100, variants + " variants");
    }
    /**
     * A grave problem put off by a condition before its word of resolving ({@code not yet fixed}, {@code pending a fix})
     * is still there, and a word for nothing before it that negates nothing ({@code Empty input crashes}) names what the
     * problem meets, not its absence: both fail a pass. Resolved or counted, the same problems keep it.
     */
    @Test
    void aProblemPutOffOrMetByAWordForNothing_staysStated() {
        List<String> wrong = new ArrayList<>();
        for (String finding : List.of("Critical bug not yet fixed.", "The crash is pending a fix.",
                "Empty input crashes the parser.", "Unknown tokens crash the lexer.", "Il crash non è ancora risolto.",
                "De crash is nog niet opgelost.")) {
            if (decide(finding + "\n\nFinal Decision: PASS") != Verdict.FAIL) {
                wrong.add("not FAIL: " + finding);
            }
        }
        for (String finding : List.of("The crash is fixed.", "No crash on empty input.", "Nothing crashes.",
                "クラッシュなし。", "无崩溃。", "Il crash è stato risolto.")) {
            if (decide(finding + "\n\nFinal Decision: PASS") != Verdict.PASS) {
                wrong.add("not PASS: " + finding);
            }
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * A term that only looks like a trigger and holds no negation, word for nothing, no or minor word, nor opens with
     * {@code non} or {@code un} (which say what follows is not so), and whose problem word, if any, opens it (one later
     * is what it counts: {@code zero issues}), names what a grave problem after it meets ({@code The error handler crashes}, {@code The failure path panics}): every such term of every language
     * before each of ten of its language's grave problems, above a marker's pass, is FAIL.
     */
    @Test
    void aGraveProblemAfterATermThatOnlyLooksLikeATrigger_staysStated() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        long negating = Category.NEGATION.bit() | Category.NOTHING.bit();
        for (String language : LANGUAGES) {
            boolean cjk = StatedWords.cjk(language);
            List<String> grave = Lexicon.get().words(Category.SEVERE, language).stream()
                    .filter(w -> (Lexicon.get().categoriesOfWord(w) & (Category.PSEUDO.bit() | Category.MINOR.bit()
                            | Category.POSITIVE_VERDICT.bit() | negating)) == 0)
                    .toList();
            for (String pseudo : Lexicon.get().words(Category.PSEUDO, language)) {
                if ((Lexicon.get().categoriesOfWord(pseudo) & ~Category.PSEUDO.bit()) != 0
                        || holds(pseudo, negating | Category.NO.bit() | Category.MINOR.bit())
                        || pseudo.startsWith("non") || pseudo.startsWith("un") || countsAProblem(pseudo)) {
                    continue;
                }
                for (int k = 0; k < 10 && !grave.isEmpty(); k++) {
                    String problem = grave.get(turn++ % grave.size());
                    String review = (cjk ? pseudo + problem + "。" : "The " + pseudo + " " + problem + ".") + "\n\n"
                            + MARKERS.get(turn % MARKERS.size());
                    variants++;
                    if (decide(review) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + language + ": " + review);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1_200, variants + " variants");
        System.out.println("a grave problem after a term only looking like a trigger: " + variants + " variants, 0 not FAIL");
    }

    /** Whether a problem's word stands in {@code term} after its first word (or, unspaced, its first character). */
    private static boolean countsAProblem(String term) {
        int space = term.indexOf(' ');
        String rest = space > 0 ? term.substring(space + 1) : term.charAt(0) >= 0x2E80 ? term.substring(1) : "";
        return !rest.isEmpty() && holds(rest, Category.PROBLEM.bit() | Category.FAILURE.bit() | Category.SEVERE.bit()
                | Category.NEGATIVE_VERDICT.bit());
    }

    /** Whether a word of {@code term} (or, unspaced, a run of its characters) is a term of {@code categories}. */
    private static boolean holds(String term, long categories) {
        for (int i = 0; i < term.length(); i++) {
            for (int j = i + 1; j <= term.length(); j++) {
                boolean word = (i == 0 || !Character.isLetterOrDigit(term.charAt(i - 1)) || term.charAt(i) >= 0x2E80)
                        && (j == term.length() || !Character.isLetterOrDigit(term.charAt(j)) || term.charAt(j - 1) >= 0x2E80);
                if (word && (Lexicon.get().categoriesOfWord(term.substring(i, j)) & categories) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Per language, a thing said not to work ({@code {w}}: a word saying it works, {@link Role#WORKS}). */
    private static final Map<String, List<String>> NOT_WORKING = Map.ofEntries(
            Map.entry("en", List.of("The export doesn't {w}.", "The new flag no longer {w}.", "The retry does not {w} at all.")),
            Map.entry("de", List.of("Der Export {w} nicht.", "Der Login {w} nicht mehr.")),
            Map.entry("fr", List.of("L'export ne {w} pas.", "Le login ne {w} plus.")),
            Map.entry("es", List.of("La exportación no {w}.", "El login ya no {w}.")),
            Map.entry("it", List.of("L'esportazione non {w}.", "Il login non {w} più.")),
            Map.entry("pt", List.of("A exportação não {w}.")),
            Map.entry("nl", List.of("De export {w} niet.", "De login {w} niet meer.")));
    /** Per language, the same words saying it works. */
    private static final Map<String, List<String>> WORKING = Map.ofEntries(
            Map.entry("en", List.of("The export {w} as described.")),
            Map.entry("de", List.of("Der Export {w} wie beschrieben.")),
            Map.entry("fr", List.of("L'export {w} comme décrit.")),
            Map.entry("es", List.of("La exportación {w} como se describe.")),
            Map.entry("it", List.of("L'esportazione {w} come descritto.")),
            Map.entry("pt", List.of("A exportação {w} como descrito.")),
            Map.entry("nl", List.of("De export {w} zoals beschreven.")));

    /**
     * A thing said not to work is a grave problem: every word of a language saying a thing works, negated as its
     * language negates it, above each marker's pass, is FAIL; the same words said plainly keep the pass.
     */
    @Test
    void aThingSaidNotToWork_inEveryLanguage_failsThePass_andOneSaidToWorkKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int failing = 0;
        int kept = 0;
        for (boolean plain : List.of(false, true)) {
            Map<String, List<String>> frames = plain ? WORKING : NOT_WORKING;
            for (String language : frames.keySet()) {
                List<String> words = Lexicon.get().words(Role.WORKS, language);
                assertTrue(!words.isEmpty(), language + " lists no word saying a thing works");
                for (String word : words) {
                    for (String frame : frames.get(language)) {
                        for (String marker : MARKERS) {
                            String review = frame.replace("{w}", word) + "\n\n" + marker;
                            Verdict v = decide(review);
                            if (plain ? v != Verdict.PASS : v != Verdict.FAIL) {
                                wrong.add(v + ": " + review);
                            }
                            if (plain) {
                                kept++;
                            } else {
                                failing++;
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " wrong");
        assertTrue(failing >= 150 && kept >= 50, failing + " / " + kept);
        System.out.println("a thing said not to work: " + failing + " variants, 0 not FAIL; said to work: " + kept
                + " variants, 0 not PASS");
    }
}
