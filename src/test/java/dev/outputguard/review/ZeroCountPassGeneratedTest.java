package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A check said to pass over a count of nothing above the verdict fails the pass: {@code 0 tests passed},
 * {@code All 0 tests pass}, {@code 0/0}, {@code 0 of 0}, {@code zero tests pass}: no check ran, so none passed.
 * Generated in every language with a count before a check's name, from each language's sentences of a check's pass
 * (a {@code {n}} where the count stands) and its ways of writing a count of nothing, in each of
 * {@link GeneratedReviews#PLACES}, and over a part short of a whole ({@code 5 of 12}) as the same words write it. The
 * same sentences over a count above zero, the whole of it, and a count of zero failures keep the pass. Counted per
 * language.
 */
class ZeroCountPassGeneratedTest {

    /**
     * Per language: sentences of a check's pass with {@code {n}} for the count, then (after {@code |}) sentences of a
     * check's failures with {@code {n}} for the count.
     */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{n} tests passed.;All {n} tests pass.;{n} checks are green.;✅ {n} unit tests passed"
                    + "|{n} tests failed.;{n} checks are red."),
            Map.entry("de", "{n} Tests bestanden.;Alle {n} Tests sind grün.;{n} Prüfungen erfolgreich."
                    + "|{n} Tests fehlgeschlagen.;{n} Tests sind rot."),
            Map.entry("fr", "{n} tests réussis.;Les {n} tests passent.;{n} vérifications sont vertes."
                    + "|{n} tests échoués.;{n} tests ont échoué."),
            Map.entry("es", "{n} tests pasaron.;Los {n} tests pasan.;{n} pruebas superadas."
                    + "|{n} tests fallaron.;{n} pruebas fallidas."),
            Map.entry("it", "{n} test superati.;Tutti i {n} test passano.;{n} controlli sono verdi."
                    + "|{n} test falliti.;{n} test sono falliti."),
            Map.entry("pt", "{n} testes passaram.;Os {n} testes passam.;{n} verificações aprovadas."
                    + "|{n} testes falharam.;{n} testes falhados."),
            Map.entry("nl", "{n} tests geslaagd.;Alle {n} tests slagen.;{n} controles zijn groen."
                    + "|{n} tests mislukt.;{n} tests zijn mislukt."),
            Map.entry("ja", "{n}件のテストが通った。;テスト{n}件がすべて成功。;{n}件のチェックが成功しました。"
                    + "|{n}件のテストが失敗。;テスト{n}件が失敗しました。"),
            Map.entry("zh", "{n} 个测试全部通过。;{n}个测试通过。;{n} 项检查通过。"
                    + "|{n} 个测试失败。;{n}个测试失败了。"),
            Map.entry("ko", "{n}개 테스트 통과.;테스트 {n}개 모두 통과.;{n}개 검사 통과."
                    + "|{n}개 테스트 실패.;테스트 {n}개 실패."));

    /** Per language: a count of nothing besides {@code 0}: its word for zero and a part of a whole of none. */
    private static final Map<String, List<String>> NOTHING = Map.ofEntries(
            Map.entry("en", List.of("zero", "0 of 0", "0/0")),
            Map.entry("de", List.of("0 von 0", "0/0")),
            Map.entry("fr", List.of("zéro", "0 sur 0", "0/0")),
            Map.entry("es", List.of("cero", "0 de 0", "0/0")),
            Map.entry("it", List.of("zero", "0 su 0", "0/0")),
            Map.entry("pt", List.of("zero", "0 de 0", "0/0")),
            Map.entry("nl", List.of("nul", "0 van 0", "0/0")),
            Map.entry("ja", List.of("ゼロ", "0/0")),
            Map.entry("zh", List.of("0/0")),
            Map.entry("ko", List.of("0/0")));

    /** Per language: a count above zero, the whole (a part of a whole that is all of it). */
    private static final Map<String, List<String>> SOME = Map.ofEntries(
            Map.entry("en", List.of("12", "12 of 12", "12/12")),
            Map.entry("de", List.of("12", "12 von 12")),
            Map.entry("fr", List.of("12", "12 sur 12")),
            Map.entry("es", List.of("12", "12 de 12")),
            Map.entry("it", List.of("12", "12 su 12")),
            Map.entry("pt", List.of("12", "12 de 12")),
            Map.entry("nl", List.of("12", "12 van 12")),
            Map.entry("ja", List.of("12", "12/12")),
            Map.entry("zh", List.of("12", "12/12")),
            Map.entry("ko", List.of("12", "12/12")));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static String at(String sentence, String n) {
        String s = sentence.replace("{n}", n);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    @Test
    void aCheckSaidToPassOverNothing_failsThePass_andOverSomeOrWithNoFailuresKeepsIt() {
        GeneratedReviews.Tally nothing = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            String[] sides = entry.getValue().split("\\|");
            List<String> passes = List.of(sides[0].split(";"));
            List<String> failures = List.of(sides[1].split(";"));
            List<String> none = new ArrayList<>(List.of("0"));
            none.addAll(NOTHING.get(language));
            for (String sentence : passes) {
                for (String n : none) {
                    nothing.decide(decider, language, GeneratedReviews.PLACES, at(sentence, n), Verdict.FAIL);
                }
                for (String n : SOME.get(language)) {
                    plain.decide(decider, language, GeneratedReviews.PLACES, at(sentence, n), Verdict.PASS);
                    if (n.indexOf('2', 2) > 0) {
                        // Five of the whole: a part short of it, read by the same words.
                        nothing.decide(decider, language, GeneratedReviews.PLACES, at(sentence, "5" + n.substring(2)), Verdict.FAIL);
                    }
                }
            }
            for (String sentence : failures) {
                plain.decide(decider, language, GeneratedReviews.PLACES, at(sentence, "0"), Verdict.PASS);
            }
        }
        GeneratedReviews.assertSides(nothing, "a check's pass over a count of nothing or a part", 300, plain,
                "a check's pass over some, or no failures", 200);
    }
}
