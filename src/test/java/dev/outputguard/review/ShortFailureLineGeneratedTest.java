package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A short line of findings saying the work could not be done or was not possible ({@code Pas possible.}, {@code No se
 * pudo.}, {@code Não foi possível.}, {@code Nicht möglich.}, {@code できなかった。}, {@code 做不到。}, {@code 못 했어요.}),
 * generated in every language read from openings and endings of one to four words, above a marker's pass, as a bullet
 * above one, in a JSON pass's summary and note, and listed under a PASS_WITH_SUGGESTIONS: FAIL in each, as the same line
 * above an answer's JSON is refused in extract-json. The plain side: short lines of findings that say nothing is wrong
 * ({@code No comments.}, {@code No new warnings.}, {@code Sin comentarios.}, {@code Rien à signaler.}, {@code 問題なし。},
 * {@code 没问题。}) keep the pass above a marker and as a bullet above one, every one of them.
 */
class ShortFailureLineGeneratedTest {

    /** Per language: short sentences saying the work could not be done, built from an opening and endings. */
    private static final Map<String, List<String>> COULD_NOT = Map.ofEntries(
            Map.entry("en", concat(build(List.of("Could not", "Couldn't", "Cannot", "Can't"), List.of("", " do it", " verify")),
                    List.of("Not possible", "Not doable", "Wasn't able to", "Impossible", "Not feasible"))),
            Map.entry("es", build(List.of("No se pudo", "No pude", "No fue posible", "No es posible", "No lo logré",
                    "No se puede"), List.of("", " hacer", " verificar"))),
            Map.entry("pt", build(List.of("Não foi possível", "Não consegui", "Não deu", "Não é possível"),
                    List.of("", " verificar", " fazer"))),
            Map.entry("fr", concat(build(List.of("Pas possible", "Pas pu", "Impossible"), List.of("", " de vérifier", " à faire")),
                    List.of("Je n'ai pas pu", "On n'a pas pu", "Pas faisable", "Ce n'est pas possible"))),
            Map.entry("de", List.of("Ging nicht", "Konnte ich nicht", "Nicht möglich", "Nicht geschafft", "Hat nicht geklappt",
                    "Nicht machbar", "Ging leider nicht", "Unmöglich")),
            Map.entry("it", List.of("Non è stato possibile", "Non ci sono riuscito", "Non ho potuto", "Non ho potuto farlo",
                    "Non possibile", "Non riesco", "Non è possibile", "Impossibile")),
            Map.entry("nl", List.of("Kon niet", "Lukte niet", "Niet gelukt", "Niet mogelijk", "Ging niet", "Dat lukte niet",
                    "Onmogelijk")),
            Map.entry("ja", List.of("できませんでした", "できなかった", "確認できませんでした", "実行できませんでした", "対応できません")),
            Map.entry("zh", List.of("做不到", "没能完成", "无法完成", "没办法", "无法验证", "办不到")),
            Map.entry("ko", List.of("불가능합니다", "할 수 없었습니다", "못 했습니다", "못 했어요", "확인하지 못했습니다")));

    /** Short lines of findings saying nothing is wrong or nothing is to add: they keep a pass. */
    private static final Map<String, List<String>> KEEPING = Map.ofEntries(
            Map.entry("en", List.of("No comments", "No issues", "Nothing to add", "No new warnings", "No concerns",
                    "No blockers", "No further comments", "No changes needed", "No regressions", "No breaking changes",
                    "No objections", "Nothing major", "No nits", "No problems found", "No new dependencies",
                    "Not a blocker", "No tests needed", "No API changes", "No remarks")),
            Map.entry("es", List.of("Sin comentarios", "Sin problemas", "Nada que añadir", "Ningún problema",
                    "No hay problemas", "Sin objeciones", "Nada que objetar", "No hay comentarios")),
            Map.entry("fr", List.of("Rien à signaler", "Pas de problème", "Aucun problème", "Rien à ajouter",
                    "Pas de remarques", "Pas de souci", "Aucune remarque", "Pas de régression")),
            Map.entry("de", List.of("Keine Anmerkungen", "Keine Probleme", "Nichts hinzuzufügen", "Keine Einwände",
                    "Nichts zu beanstanden", "Keine neuen Warnungen")),
            Map.entry("it", List.of("Nessun problema", "Niente da aggiungere", "Nessun commento", "Non ci sono problemi",
                    "Nessuna regressione")),
            Map.entry("pt", List.of("Sem problemas", "Nada a acrescentar", "Sem comentários", "Nenhum problema",
                    "Não há problemas")),
            Map.entry("nl", List.of("Geen opmerkingen", "Geen problemen", "Niets toe te voegen", "Geen bezwaren",
                    "Geen nieuwe waarschuwingen")),
            Map.entry("ja", List.of("問題なし", "問題ありません", "特になし", "指摘なし", "コメントなし")),
            Map.entry("zh", List.of("没问题", "没有问题", "无意见", "没有其他意见", "无")),
            Map.entry("ko", List.of("문제 없음", "문제없습니다", "의견 없음", "특이사항 없음")));

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** Each opening with each ending: sentences of at most four words. */
    private static List<String> build(List<String> openings, List<String> endings) {
        List<String> out = new ArrayList<>();
        for (String o : openings) {
            for (String e : endings) {
                out.add(o + e);
            }
        }
        return out;
    }

    private static List<String> ends(String language) {
        return switch (language) {
        case "ja", "zh" -> List.of("。", "");
        case "ko" -> List.of(".", "");
        default -> List.of(".", "!", "", "…");
        };
    }

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** Each variant read otherwise, one a line, where SHOW_WRONG is set in the environment. */
    private static void show(GeneratedReviews.Tally tally) {
        if (System.getenv("SHOW_WRONG") != null) {
            tally.wrong.forEach(System.out::println);
        }
    }

    @Test
    void aShortLineSayingItCouldNotBeDone_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        COULD_NOT.forEach((language, sentences) -> {
            for (String s : sentences) {
                for (String end : ends(language)) {
                    String sentence = s + end;
                    List<String[]> reviews = new ArrayList<>();
                    for (String place : GeneratedReviews.PLACES) {
                        reviews.add(new String[] { place.replace("{s}", sentence), null });
                    }
                    reviews.add(new String[] { "Reviewed the change.",
                            "{\"result\": \"PASS\", \"note\": \"" + sentence + "\"}" });
                    reviews.add(new String[] { "Final Decision: PASS_WITH_SUGGESTIONS\n- " + sentence, null });
                    for (String[] review : reviews) {
                        Verdict v = decider.decide(review[0], review[1]).result();
                        tally.count(language, review[0] + (review[1] == null ? "" : " ||| " + review[1]),
                                v == Verdict.FAIL, v.name());
                    }
                }
            }
        });
        tally.print("a short line saying it could not be done", "not FAIL");
        show(tally);
        tally.assertNone(1000);
    }

    /** Short lines saying nothing is wrong keep the pass above a marker and as a bullet above one, every one. */
    @Test
    void aShortLineSayingNothingIsWrong_keepsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        KEEPING.forEach((language, sentences) -> {
            for (String s : sentences) {
                for (String end : ends(language)) {
                    for (int place = 0; place < 2; place++) {
                        String review = GeneratedReviews.PLACES.get(place).replace("{s}", s + end);
                        Verdict v = decider.decide(review, null).result();
                        tally.count(language, review, v == Verdict.PASS, v.name());
                    }
                }
            }
        });
        tally.print("a short line saying nothing is wrong", "not PASS");
        show(tally);
        tally.assertNone(400);
    }
}
