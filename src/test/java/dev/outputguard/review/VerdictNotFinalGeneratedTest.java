package dev.outputguard.review;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/**
 * The review's own result, verdict or decision said not final, beside a pass, fails it as a provisional verdict does:
 * {@code The result is not final.}, {@code Das Ergebnis ist nicht endgültig.}, {@code 結果は最終ではありません。},
 * {@code 结果不是最终的。}. Generated per language: the verdict or the decision in each of {@link GeneratedReviews#PLACES}
 * (above a marker's pass, as a bullet above one, as the summary of a JSON pass), the result in a JSON pass's summary.
 * The verdict and the result said final keep it. Counted per language.
 */
class VerdictNotFinalGeneratedTest {

    /**
     * Per language: the verdict or the decision said not final, read in every place; then (after {@code |}) the verdict
     * said final.
     */
    private static final Map<String, String> VERDICT = Map.ofEntries(
            Map.entry("en", "The verdict is not final yet.;This decision isn't final.;The decision is not final."
                    + "|The verdict is final."),
            Map.entry("de", "Das Urteil ist nicht endgültig.;Die Entscheidung ist nicht endgültig.|Das Urteil ist endgültig."),
            Map.entry("fr", "Le verdict n'est pas définitif.;La décision n'est pas définitive.|Le verdict est définitif."),
            Map.entry("es", "El veredicto no es definitivo.;La decisión no es definitiva.|El veredicto es definitivo."),
            Map.entry("it", "Il verdetto non è definitivo.;La decisione non è definitiva.|Il verdetto è definitivo."),
            Map.entry("pt", "O veredito não é definitivo.;A decisão não é definitiva.|"),
            Map.entry("nl", "Het oordeel is niet definitief.;Het besluit is niet definitief.|Het oordeel is definitief."),
            Map.entry("tr", "Karar nihai değil.|"),
            Map.entry("ja", "判定は最終ではありません。|"),
            Map.entry("zh", "结论不是最终的。|"),
            Map.entry("ko", "판정은 최종이 아닙니다.|"));

    /**
     * Per language: the result said not final, or this said not the final verdict, read as the feedback of a JSON pass,
     * where every hedge fails it (above a marker's pass, {@code the result} may be a function's and is read as the
     * verdict only where a word names the review itself); then (after {@code |}) the result said final.
     */
    private static final Map<String, String> RESULT = Map.ofEntries(
            Map.entry("en", "The result is not final.;This is not the final verdict.;The results are not final."
                    + "|The result is final."),
            Map.entry("de", "Das Ergebnis ist nicht endgültig.;Das Ergebnis ist noch nicht endgültig.|Das Ergebnis ist endgültig."),
            Map.entry("fr", "Le résultat n'est pas définitif.;Le résultat n'est pas final.|Le résultat est définitif."),
            Map.entry("es", "El resultado no es definitivo.;No es un veredicto definitivo.|El resultado es definitivo."),
            Map.entry("it", "Il risultato non è definitivo.;Non è un verdetto definitivo.|Il risultato è definitivo."),
            Map.entry("pt", "O resultado não é definitivo.;Não é um veredito definitivo.|O resultado é definitivo."),
            Map.entry("nl", "Het resultaat is niet definitief.;Het resultaat is nog niet definitief.|Het resultaat is definitief."),
            Map.entry("tr", "Sonuç nihai değil.;Sonuç kesin değil.|"),
            Map.entry("ja", "結果は最終ではありません。;これは最終判定ではありません。|結果は最終です。"),
            Map.entry("zh", "结果不是最终的。;这不是最终结论。|结果是最终的。"),
            Map.entry("ko", "결과는 최종이 아닙니다.|결과는 최종입니다."));

    @Test
    void theVerdictSaidNotFinal_failsThePass_andTheVerdictSaidFinalKeepsIt() {
        Map<String, List<String>> none = VERDICT.keySet().stream().collect(Collectors.toMap(l -> l, l -> List.of("-")));
        GeneratedReviews.Sides sides = new GeneratedReviews.Sides().decide(VERDICT, none, GeneratedReviews.PLACES);
        List<String> json = GeneratedReviews.PLACES.subList(2, 3);
        RESULT.forEach((language, both) -> {
            String[] side = both.split("\\|", -1);
            for (String s : side[0].split(";")) {
                sides.family.decide(sides.decider, language, json, s, Verdict.FAIL);
            }
            for (String s : side[1].isEmpty() ? new String[0] : side[1].split(";")) {
                sides.plain.decide(sides.decider, language, json, s, Verdict.PASS);
            }
        });
        sides.assertSides("the verdict said not final", 60, "the verdict said final", 25);
    }
}
