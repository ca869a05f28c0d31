package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.extract.JsonExtractor;

/**
 * A review whose findings take back a passing state with a negation, generated: every word of a passing state the
 * lexicon lists for a language ({@link Role#PASSING_STATE}) in that language's sentences that negate it
 * ({@code The build is not green.}, {@code 测试没有通过。}, {@code テストは合格していません。}), above a marker's pass and in
 * a JSON pass's summary, is FAIL; the same words said plainly, or beside a negation that counts a problem
 * ({@code No issues found. The build is green.}), keep the pass. So do the verbs of passing a language lists, in its
 * sentences negating them ({@code Les tests ne passent pas.}, {@code Die Tests laufen nicht durch.}).
 */
class NegatedPassGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();

    /** Per language, sentences that take a passing state ({@code {p}}) back with a negation, as replies write them. */
    private static final Map<String, List<String>> NEGATED = Map.ofEntries(
            Map.entry("en", List.of("The build is not {p}.", "The tests are not {p} yet.", "It was never {p}.",
                    "This isn't {p}.", "CI is still not {p}.", "The checks aren't {p}.")),
            Map.entry("de", List.of("Der Build ist nicht {p}.", "Die Tests sind noch nicht {p}.", "Das war nie {p}.")),
            Map.entry("fr", List.of("Le build n'est pas {p}.", "Le build n'est pas encore {p}.", "Ce n'est jamais {p}.")),
            Map.entry("es", List.of("La compilación no está {p}.", "El cambio no es {p}.", "El cambio no ha sido {p}.")),
            Map.entry("it", List.of("La build non è {p}.", "Il cambiamento non è {p}.")),
            Map.entry("pt", List.of("O build não está {p}.", "A mudança não é {p}.", "A mudança ainda não está {p}.")),
            Map.entry("nl", List.of("De build is niet {p}.", "De tests zijn nog niet {p}.")),
            Map.entry("zh", List.of("测试没有{p}。", "构建还没有{p}。", "这个改动并没有{p}。", "CI 未能{p}。")),
            Map.entry("ja", List.of("テストは{p}していません。", "この変更は{p}ではありません。", "ビルドは{p}しませんでした。")),
            Map.entry("ko", List.of("테스트가 {p}하지 않았습니다.", "빌드가 {p}되지 않았습니다.", "이 변경은 {p}하지 못했습니다.")));

    /** Per language, the same state said plainly. */
    private static final Map<String, String> PLAIN = Map.ofEntries(
            Map.entry("en", "The build is {p}."), Map.entry("de", "Der Build ist {p}."), Map.entry("fr", "Le build est {p}."),
            Map.entry("es", "El cambio es {p}."), Map.entry("it", "La build è {p}."), Map.entry("pt", "A mudança é {p}."),
            Map.entry("nl", "De build is {p}."), Map.entry("zh", "测试{p}。"), Map.entry("ja", "テストは{p}です。"),
            Map.entry("ko", "테스트 {p}."));

    /** Per language, a negation that counts a problem, said before the same sentence said plainly. */
    private static final Map<String, String> NONE_FOUND = Map.ofEntries(
            Map.entry("en", "No issues found."), Map.entry("de", "Keine Probleme."), Map.entry("fr", "Aucun problème."),
            Map.entry("es", "Ningún problema."), Map.entry("it", "Nessun problema."), Map.entry("pt", "Nenhum problema."),
            Map.entry("nl", "Geen problemen."), Map.entry("zh", "没有问题。"), Map.entry("ja", "問題ありません。"),
            Map.entry("ko", "문제 없음."));

    /** Per language, sentences that take a verb of passing ({@code {v}}) back with the language's verb negation. */
    private static final Map<String, List<String>> VERB_NEGATED = Map.ofEntries(
            Map.entry("en", List.of("The tests do not {v}.", "The build doesn't {v}.", "It never {v} on CI.")),
            Map.entry("fr", List.of("Les tests ne {v} pas.", "Le build ne {v} plus.", "La CI ne {v} toujours pas.")),
            Map.entry("de", List.of("Die Tests {v} nicht durch.", "Der Build {v} noch nicht durch.")),
            Map.entry("es", List.of("Las pruebas no {v}.", "La compilación todavía no {v}.")),
            Map.entry("it", List.of("I test non {v}.", "La build ancora non {v}.")),
            Map.entry("pt", List.of("Os testes não {v}.", "O build ainda não {v}.")),
            Map.entry("nl", List.of("De tests {v} niet.", "De build {v} nog niet.")));

    /** Per language, the same verb said plainly. */
    private static final Map<String, String> VERB_PLAIN = Map.ofEntries(
            Map.entry("en", "The tests {v}."), Map.entry("fr", "Les tests {v}."), Map.entry("de", "Die Tests {v} durch."),
            Map.entry("es", "Las pruebas {v}."), Map.entry("it", "I test {v}."), Map.entry("pt", "Os testes {v}."),
            Map.entry("nl", "De tests {v}."));

    /**
     * Per language, a negation and a state with one or two words nobody listed between ({@code {w}}): the words between
     * take nothing back from the negation ({@code The build is not yet fully green.}).
     */
    private static final Map<String, String> WORDS_BETWEEN = Map.ofEntries(
            Map.entry("en", "The build is not {w} {p}."), Map.entry("de", "Der Build ist nicht {w} {p}."),
            Map.entry("fr", "Le build n'est pas {w} {p}."), Map.entry("es", "La compilación no está {w} {p}."),
            Map.entry("it", "La build non è {w} {p}."), Map.entry("pt", "O build não está {w} {p}."),
            Map.entry("nl", "De build is niet {w} {p}."));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** {@code sentence} above a marker's pass, as a bullet above one and in a JSON pass's summary: FAIL in each. */
    private void failsEverywhere(String language, String sentence, GeneratedReviews.Tally tally) {
        for (String place : GeneratedReviews.PLACES) {
            String review = place.replace("{s}", sentence);
            Verdict v = decider.decide(review, null).result();
            tally.count(language, review, v == Verdict.FAIL, v.name());
        }
    }

    /** {@code said} above a marker's pass: PASS. */
    private void keepsThePass(String language, String said, GeneratedReviews.Tally tally) {
        String review = said + "\n\nFinal Decision: PASS";
        Verdict v = decider.decide(review, null).result();
        tally.count(language, review, v == Verdict.PASS, v.name());
    }

    /** The language's words of a passing verdict or state a negation takes back ({@link Role#PASSING_STATE}). */
    private static List<String> passing(String language) {
        return LEX.words(Role.PASSING_STATE, language);
    }

    @Test
    void aWordThatPassesTakenBackByANegation_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (Map.Entry<String, List<String>> e : NEGATED.entrySet()) {
            for (String frame : e.getValue()) {
                for (String p : passing(e.getKey())) {
                    failsEverywhere(e.getKey(), frame.replace("{p}", p), tally);
                }
            }
        }
        tally.print("a pass word negated", "read otherwise");
        tally.wrong.sort(java.util.Comparator.naturalOrder());
        tally.assertNone(800);
        assertTrue(tally.perLanguage.size() >= 10, tally.perLanguage::toString);
    }

    /**
     * Every verb of passing a language lists ({@link Role#PASSING_VERB}: {@code succeeds}, {@code passent},
     * {@code läuft}, {@code pasan}) in that language's sentences negating it, above a marker's pass and in a JSON
     * pass's summary: FAIL; said plainly, alone or after a negation counting a problem, it keeps the pass (a
     * conditional, which puts a check's pass off of itself, aside: {@link Role#PUTS_OFF_A_CHECK}).
     */
    @Test
    void aVerbOfPassingTakenBackByANegation_inEveryLanguage_failsThePass_andSaidPlainlyKeepsIt() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (Map.Entry<String, List<String>> e : VERB_NEGATED.entrySet()) {
            String language = e.getKey();
            for (String v : LEX.words(Role.PASSING_VERB, language)) {
                for (String frame : e.getValue()) {
                    failsEverywhere(language, frame.replace("{v}", v), tally);
                }
                if (LEX.words(Role.PUTS_OFF_A_CHECK, language).contains(v)) {
                    continue; // a conditional (passeraient): said alone it puts the pass off, a plain pass of none
                }
                String plain = VERB_PLAIN.get(language).replace("{v}", v);
                keepsThePass(language, plain, tally);
                keepsThePass(language, NONE_FOUND.get(language) + " " + plain, tally);
            }
        }
        tally.print("a verb of passing negated", "read otherwise");
        tally.assertNone(300);
        assertTrue(tally.perLanguage.size() == VERB_NEGATED.size(), tally.perLanguage::toString);
    }

    /**
     * Every passing state of the languages that write a negation before it, with one or two words nobody listed
     * between (random, a fixed seed): FAIL above a marker's pass and in a JSON pass's summary; the same sentence
     * without its negation keeps the pass.
     */
    @Test
    void aPassingStateNegatedWithWordsNobodyListedBetween_failsThePass_andWithoutTheNegationKeepsIt() {
        java.util.Random random = new java.util.Random(20261204);
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (Map.Entry<String, String> e : WORDS_BETWEEN.entrySet()) {
            String language = e.getKey();
            for (String p : passing(language)) {
                for (String w : List.of(StatedWords.unlisted(random),
                        StatedWords.unlisted(random) + " " + StatedWords.unlisted(random))) {
                    String sentence = e.getValue().replace("{w}", w).replace("{p}", p);
                    failsEverywhere(language, sentence, tally);
                    keepsThePass(language, sentence.replaceFirst(NEGATION_IN.get(language), " "), tally);
                }
            }
        }
        tally.print("a passing state negated, words between", "read otherwise");
        tally.assertNone(500);
        assertTrue(tally.perLanguage.size() == WORDS_BETWEEN.size(), tally.perLanguage::toString);
    }

    /** A parenthetical between a negation and a state, {@code {x}} and {@code {y}} its words, with the blanks around it. */
    private static final List<String> PARENTHETICALS = List.of(", {x} {y}, ", ", {x}, ", " — {x} {y} — ", " – {x} – ",
            " ({x} {y}) ", " - {x} {y} - ");

    /**
     * Every passing state of those languages with a parenthetical of words nobody listed between the negation and the
     * state ({@code The build is not, strictly speaking, green.}, {@code Der Build ist nicht — soweit ich sehe — grün.}):
     * FAIL above a marker's pass and in a JSON pass's summary; the same sentence without its negation keeps the pass.
     */
    @Test
    void aPassingStateNegatedWithAParentheticalBetween_failsThePass_andWithoutTheNegationKeepsIt() {
        java.util.Random random = new java.util.Random(20261205);
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (Map.Entry<String, String> e : WORDS_BETWEEN.entrySet()) {
            String language = e.getKey();
            for (String p : passing(language)) {
                for (String between : PARENTHETICALS) {
                    String aside = between.replace("{x}", StatedWords.unlisted(random))
                            .replace("{y}", StatedWords.unlisted(random));
                    failsEverywhere(language, e.getValue().replace(" {w} ", aside).replace("{p}", p), tally);
                    keepsThePass(language, e.getValue().replaceFirst(NEGATION_IN.get(language), " ")
                            .replace(" {w} ", aside).replace("{p}", p), tally);
                }
            }
        }
        tally.print("a passing state negated, a parenthetical between", "read otherwise");
        tally.assertNone(1000);
        assertTrue(tally.perLanguage.size() == WORDS_BETWEEN.size(), tally.perLanguage::toString);
    }

    /**
     * Every passing state of those languages with a word between that the lexicon's own terms write after the
     * negation's last word ({@code not really}, a retraction; {@code pas encore}): a listed term of the negation and
     * that word must not hide the negated state after it ({@code CI is not really green.}).
     */
    @Test
    void aPassingStateNegatedWithAListedWordBetween_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (Map.Entry<String, String> e : WORDS_BETWEEN.entrySet()) {
            String language = e.getKey();
            for (String w : listedAfterTheNegation(language)) {
                for (String p : passing(language)) {
                    failsEverywhere(language, e.getValue().replace("{w}", w).replace("{p}", p), tally);
                }
            }
        }
        tally.print("a passing state negated, a listed word between", "read otherwise");
        tally.assertNone(5000);
        assertTrue(tally.perLanguage.size() == WORDS_BETWEEN.size(), tally.perLanguage::toString);
    }

    /**
     * The words the language's listed terms (of every category) write right after {@link #NEGATION_IN}'s last word, as
     * single words of letters.
     */
    private static java.util.Set<String> listedAfterTheNegation(String language) {
        String[] negation = NEGATION_IN.get(language).trim().split(" ");
        String opening = negation[negation.length - 1] + " ";
        java.util.Set<String> words = new java.util.TreeSet<>();
        for (dev.outputguard.assertion.Category c : dev.outputguard.assertion.Category.values()) {
            for (String term : LEX.words(c, language)) {
                int at = term.startsWith(opening) ? 0 : term.indexOf(" " + opening) + 1;
                if (at > 0 || term.startsWith(opening)) {
                    String rest = term.substring(at + opening.length());
                    String word = rest.split(" ", 2)[0];
                    if (!word.isEmpty() && word.chars().allMatch(Character::isLetter)) {
                        words.add(word);
                    }
                }
            }
        }
        return words;
    }

    /** Per language, the negation of {@link #WORDS_BETWEEN}'s sentence, with the blanks around it (a pattern). */
    private static final Map<String, String> NEGATION_IN = Map.ofEntries(
            Map.entry("en", " not "), Map.entry("de", " nicht "), Map.entry("fr", " n'est pas "),
            Map.entry("es", " no está "), Map.entry("it", " non è "), Map.entry("pt", " não está "),
            Map.entry("nl", " niet "));

    @Test
    void theSameWordsSaidPlainly_orAfterANegationThatCountsAProblem_keepThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (Map.Entry<String, String> e : PLAIN.entrySet()) {
            for (String p : passing(e.getKey())) {
                String sentence = e.getValue().replace("{p}", p);
                keepsThePass(e.getKey(), sentence, tally);
                keepsThePass(e.getKey(), NONE_FOUND.get(e.getKey()) + " " + sentence, tally);
            }
        }
        System.out.println("a pass word said plainly: " + tally.variants + " variants, " + tally.wrong.size() + " not PASS");
        tally.assertNone(150);
    }
}
