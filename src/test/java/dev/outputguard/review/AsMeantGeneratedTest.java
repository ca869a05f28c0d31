package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.extract.JsonExtractor;

/**
 * A failing the review says is the behaviour meant, generated: in every language the lexicon reads, each failing word
 * of a failing verdict or a failure ({@code fails}, {@code rejected}, {@code 失败}, {@code 실패}) that alone above the
 * language's final-decision line fails its pass, with each of the language's words saying a behaviour is the one meant
 * ({@code as designed}, {@code 想定どおり}, {@code wie vorgesehen}) after it in its sentence or in a short sentence of
 * its own after it: the pass kept. The same with a negation of that word ({@code not as designed},
 * {@code 想定どおりではありません}), with a hedge before it, beside a grave problem that is no failing word alone
 * ({@code crash}, {@code leak}, {@code 崩溃}), and said of another statement (the preface of the next sentence, the end of
 * another clause: {@code … fails. As designed, the cache is warm.}): never PASS.
 */
class AsMeantGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final String MARKER = "\n\nFinal Decision: PASS";
    private static final long FAILING = Category.NEGATIVE_VERDICT.bit() | Category.FAILURE.bit();
    private static final long UNCLEAN = Category.NEGATION.bit() | Category.VERB_NEGATION.bit()
            | Category.HEDGE.bit() | Category.MODAL.bit() | Category.CONDITION.bit() | Category.QUESTION.bit()
            | Category.CONTRAST.bit() | Category.PSEUDO.bit() | Category.RESOLVING.bit();

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static boolean cjk(String language) {
        return List.of("ja", "zh", "ko").contains(language);
    }

    /** The words of {@code category} in {@code language} that state it in a sentence of their own: above a pass, they fail it. */
    private List<String> failingAlone(Category category, long without, String language) {
        List<String> out = new ArrayList<>();
        for (String w : LEX.words(category, language)) {
            long c = LEX.categoriesOfWord(w);
            // A verdict asking for rework (changes required) or a word negated in itself (not recommended, a passing
            // state or a verb of passing negated: 合格していません, 通りません) is no behaviour.
            boolean verdict = (LEX.roles(Role.REWORK).categoriesOfWord(w) & Role.REWORK.bit()) != 0
                    || (LEX.categoriesOfWord(w.split(" ")[0]) & UNCLEAN) != 0
                    || LEX.words(Role.PASSING_STATE, language).stream().anyMatch(w::contains)
                    || LEX.words(Role.PASSING_VERB, language).stream().anyMatch(w::contains);
            // One word in a spaced script: a longer term carries a reading of its own (schlägt immer noch fehl: still).
            boolean oneWord = cjk(language) || w.indexOf(' ') < 0;
            if ((c & (UNCLEAN | without)) == 0 && w.indexOf('{') < 0 && !verdict && oneWord
                    && decider.decide(alone(language, w) + MARKER, null).result() == Verdict.FAIL) {
                out.add(w);
            }
        }
        return out;
    }

    /** The failing word in the frame's sentence, and a plain sentence after it (the line is no short status line). */
    private static String alone(String language, String failing) {
        return switch (language) {
            case "ja" -> failing + "。コードは読みやすいです。";
            case "zh" -> failing + "。代码很清晰。";
            case "ko" -> failing + "。코드는 깔끔합니다。";
            default -> SUBJECT + failing + ". The diff is small.";
        };
    }

    /** What the spaced frames open with: a subject the failing word describes. */
    private static final String SUBJECT = "With this change `POST /orders` ";

    /** The meant word negated as the language writes it. */
    private static String negated(String language, String meant) {
        return switch (language) {
            case "ja" -> meant + "ではありません";
            case "zh" -> "不是" + meant;
            case "ko" -> meant + "가 아닙니다";
            case "de" -> "nicht " + meant;
            case "fr" -> "pas " + meant;
            case "es", "it", "pt" -> "no " + meant;
            case "nl" -> "niet " + meant;
            case "tr" -> meant + " değil";
            default -> "not " + meant;
        };
    }

    /** A hedge before the meant word, as the language writes one. */
    private static String hedged(String language, String meant) {
        return switch (language) {
            case "ja" -> "たぶん" + meant;
            case "zh" -> "可能" + meant;
            case "ko" -> "아마 " + meant;
            case "de" -> "vielleicht " + meant;
            case "fr" -> "peut-être " + meant;
            case "es" -> "quizás " + meant;
            case "it" -> "forse " + meant;
            case "pt" -> "talvez " + meant;
            case "nl" -> "misschien " + meant;
            case "tr" -> "belki " + meant;
            default -> "maybe " + meant;
        };
    }

    private static String[] frames(String language, String failing, String meant) {
        return cjk(language)
                ? new String[] {failing + "、" + meant + "。", failing + "。" + meant + "です。"}
                : new String[] {SUBJECT + failing + ", " + meant + ".", SUBJECT + failing + ". " + meant + "."};
    }

    /**
     * The sentence after the failing one saying it is the one meant with a negation or a hedge: in Japanese, Chinese and
     * Korean with a subject of its own, since a negation or a hedge right after a problem's word there takes the problem
     * back ({@code 错误不是}).
     */
    private static String takenBack(String language, String failing, String said) {
        return switch (language) {
            case "ja" -> failing + "。これは" + said + "。";
            case "zh" -> failing + "。这" + said + "。";
            case "ko" -> failing + "。이는 " + said + "。";
            case "tr" -> SUBJECT + failing + ". Bu " + said + ".";
            default -> frames(language, failing, said)[0];
        };
    }

    @Test
    void aFailingSaidToBeTheOneMeant_keepsThePass_unlessTheSayingIsTakenBackOrTheProblemIsGrave() {
        FamilyTally tally = new FamilyTally();
        for (String language : LANGUAGES) {
            List<String> meant = LEX.words(Role.AS_MEANT, language);
            List<String> failing = new ArrayList<>(failingAlone(Category.NEGATIVE_VERDICT, 0, language));
            failingAlone(Category.FAILURE, 0, language).stream().filter(w -> !failing.contains(w)).forEach(failing::add);
            List<String> grave = failingAlone(Category.SEVERE, FAILING, language);
            for (String m : meant) {
                for (String f : failing) {
                    for (String frame : frames(language, f, m)) {
                        tally.check("kept " + language, frame + MARKER, Verdict.PASS);
                    }
                    tally.check("negated " + language, takenBack(language, f, negated(language, m)) + MARKER, Verdict.FAIL);
                    tally.check("hedged " + language, takenBack(language, f, hedged(language, m)) + MARKER, Verdict.FAIL);
                    if (!cjk(language)) {
                        // Said of another statement: the preface of the next sentence, the end of another clause.
                        tally.check("of another " + language, SUBJECT + f + ". " + m + ", the `cache` is `warm`." + MARKER,
                                Verdict.FAIL);
                        tally.check("of another " + language, SUBJECT + f + ", and the `cache` stays `warm` " + m + "."
                                + MARKER, Verdict.FAIL);
                    }
                }
                for (String g : grave) {
                    tally.check("grave " + language, frames(language, g, m)[0] + MARKER, Verdict.FAIL);
                }
            }
        }
        tally.assertAllRead("a failing said to be the one meant, by family and language", 5_000);
    }
}
