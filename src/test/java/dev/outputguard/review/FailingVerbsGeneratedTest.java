package dev.outputguard.review;


import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A review whose findings say a check fails, breaks or is red, in the forms sentences conjugate those verbs, generated:
 * every form of each language (written here apart from the lexicon: {@code I test falliscono.}, {@code Os testes
 * falham.}, {@code Alle tests faalden.}, {@code Les tests plantent.}, {@code テストが失敗しました。}, {@code 테스트가
 * 실패했습니다.}, {@code ビルドが壊れています。}) after a few subjects of the language, and every state of red after each
 * name of a check ({@code Drei Tests sind rot.}, {@code テストが赤です。}), above a marker's pass, as a bullet above one
 * and in a JSON pass's summary, is FAIL, and so is a PASS_WITH_SUGGESTIONS listing it. The same verbs negated
 * ({@code No tests fail.}, {@code Aucun test n'échoue.}, {@code テストは失敗していません。}), resolved, and the colour said
 * of anything but a check ({@code Der Button ist rot.}) keep the pass.
 */
class FailingVerbsGeneratedTest {

    /** Per language, the forms of its verbs of failing, breaking and crashing a sentence conjugates. */
    private static final Map<String, List<String>> VERBS = Map.ofEntries(
            Map.entry("en", List.of("fail", "fails", "failed", "failing", "has failed", "keep failing", "crash", "crashed")),
            Map.entry("de", List.of("scheitern", "scheiterten", "versagen", "sind fehlgeschlagen", "schlagen fehl",
                    "schlugen fehl", "stürzen ab", "crashen", "sind kaputt", "gehen kaputt")),
            Map.entry("fr", List.of("échouent", "échouaient", "ont échoué", "a échoué", "échoueront", "plantent", "plante",
                    "ont planté", "crashent", "sont cassés")),
            Map.entry("es", List.of("fallan", "falla", "falló", "fallaron", "han fallado", "están fallando", "se rompen",
                    "están rotos", "crashean", "se cuelgan")),
            Map.entry("it", List.of("falliscono", "fallisce", "è fallito", "sono falliti", "hanno fallito", "falliranno",
                    "si rompono", "sono rotti", "vanno in crash", "si bloccano")),
            Map.entry("pt", List.of("falham", "falha", "falhou", "falharam", "estão falhando", "têm falhado", "quebraram",
                    "estão quebrados", "travaram", "crasham", "quebram", "quebravam")),
            Map.entry("nl", List.of("falen", "faalt", "faalden", "faalde", "mislukken", "zijn mislukt", "crashen",
                    "zijn stuk", "zijn kapot", "liepen vast", "gaan stuk", "gingen stuk")),
            Map.entry("tr", List.of("başarısız oldu", "başarısız oluyor", "başarısız oldular", "geçmiyor", "geçmedi",
                    "çöktü", "çöküyorlar", "bozuldu")),
            Map.entry("ja", List.of("失敗しました", "失敗しています", "失敗した", "失敗します", "落ちています", "落ちました",
                    "壊れています", "壊れました", "壊れた", "クラッシュしました")),
            Map.entry("zh", List.of("失败了", "都失败了", "挂了", "跑不过", "坏了", "坏掉了", "崩了", "崩溃了")),
            Map.entry("ko", List.of("실패했습니다", "실패했어요", "실패합니다", "실패하고 있습니다", "실패함", "깨졌습니다",
                    "망가졌습니다", "고장났습니다", "터졌습니다", "깨짐", "망가짐", "고장남", "깨집니다")));

    /** Per language, subjects the verbs are said of ({@code {v}}: the verb). */
    private static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("The tests {v}.", "Two tests {v}.", "The build {v}.")),
            Map.entry("de", List.of("Die Tests {v}.", "Drei Tests {v}.", "Die Integrationstests {v}.")),
            Map.entry("fr", List.of("Les tests {v}.", "Trois tests {v}.", "Les tests d'intégration {v}.")),
            Map.entry("es", List.of("Las pruebas {v}.", "Los tests {v}.", "Dos pruebas {v}.")),
            Map.entry("it", List.of("I test {v}.", "Tre test {v}.", "I test di integrazione {v}.")),
            Map.entry("pt", List.of("Os testes {v}.", "Dois testes {v}.", "Os testes de integração {v}.")),
            Map.entry("nl", List.of("De tests {v}.", "Alle tests {v}.", "Drie tests {v}.")),
            Map.entry("tr", List.of("Testler {v}.", "İki test {v}.", "Entegrasyon testleri {v}.")),
            Map.entry("ja", List.of("テストが{v}。", "テストは全部{v}。", "CIのビルドが{v}。")),
            Map.entry("zh", List.of("测试{v}。", "单元测试全部{v}。", "CI 的构建{v}。")),
            Map.entry("ko", List.of("테스트가 {v}.", "테스트는 전부 {v}.", "CI 빌드가 {v}.")));

    /** Per language, a check's name said to be red. */
    private static final Map<String, List<String>> RED = Map.ofEntries(
            Map.entry("en", List.of("Three tests are red.", "The build is red.", "CI is still red.", "The checks went red.")),
            Map.entry("de", List.of("Drei Tests sind rot.", "Der Build ist rot.", "Die CI ist noch rot.",
                    "Die Tests sind immer noch rot.", "Die Pipeline bleibt rot.")),
            Map.entry("fr", List.of("Trois tests sont rouges.", "Le build est rouge.", "La CI est en rouge.",
                    "Les tests sont toujours rouges.", "La pipeline reste rouge.", "Trois tests sont au rouge.")),
            Map.entry("es", List.of("Tres pruebas están en rojo.", "El build está en rojo.", "La CI está roja.",
                    "Los tests siguen en rojo.", "Las pruebas están rojas.")),
            Map.entry("it", List.of("Tre test sono rossi.", "La build è rossa.", "La CI è in rosso.",
                    "I test restano rossi.", "La pipeline resta rossa.")),
            Map.entry("pt", List.of("Três testes estão vermelhos.", "O build está vermelho.", "A CI está em vermelho.",
                    "Os testes continuam vermelhos.", "A pipeline ficou vermelha.")),
            Map.entry("nl", List.of("Drie tests zijn rood.", "De build is rood.", "De CI is nog rood.",
                    "De tests zijn nog steeds rood.", "De pipeline blijft rood.")),
            Map.entry("tr", List.of("Üç testler kırmızı.", "Build kırmızı.", "CI hâlâ kırmızı.", "Testler kırmızı kaldı.")),
            Map.entry("ja", List.of("テストが赤です。", "ビルドが赤です。", "ビルドが赤のままです。", "テストは赤い。", "チェックも赤です。", "テストが3件赤です。", "テストが2件が赤です。")),
            Map.entry("zh", List.of("测试红了。", "构建红了。", "流水线红了。", "测试一片红。")),
            Map.entry("ko", List.of("테스트가 빨갛습니다.", "빌드에 빨간불이 들어왔습니다.", "빌드가 빨간색입니다.",
                    "테스트가 빨간불입니다.", "테스트 세 개가 빨간색입니다.", "테스트 두 개가 빨갛습니다.")));

    /** Per language, the verbs negated: nothing fails, nothing is red. */
    private static final Map<String, List<String>> NEGATED = Map.ofEntries(
            Map.entry("en", List.of("No tests fail.", "No tests failed.", "Nothing crashed.", "The build is not red.")),
            Map.entry("de", List.of("Keine Tests schlagen fehl.", "Keine Tests scheitern.", "Die Tests sind nicht rot.",
                    "Kein Test ist fehlgeschlagen.")),
            Map.entry("fr", List.of("Aucun test n'échoue.", "Aucun test n'a échoué.", "Aucun test ne plante.",
                    "Le build n'est pas rouge.")),
            Map.entry("es", List.of("Ninguna prueba falla.", "Ninguna prueba falló.", "Ningún test se rompe.",
                    "El build no está en rojo.")),
            Map.entry("it", List.of("Nessun test fallisce.", "Nessun test è fallito.", "Nessun test si rompe.",
                    "La build non è rossa.")),
            Map.entry("pt", List.of("Nenhum teste falha.", "Nenhum teste falhou.", "Nenhum teste quebrou.",
                    "O build não está vermelho.")),
            Map.entry("nl", List.of("Geen tests falen.", "Geen enkele test faalde.", "Geen tests zijn mislukt.",
                    "De build is niet rood.")),
            Map.entry("ja", List.of("テストは失敗していません。", "テストは落ちていません。", "ビルドは壊れていません。",
                    "テストは赤ではありません。")),
            Map.entry("zh", List.of("测试没有失败。", "构建没有坏。", "测试没有挂。", "测试没有红。")),
            Map.entry("ko", List.of("테스트가 실패하지 않았습니다.", "빌드가 깨지지 않았습니다.", "테스트가 빨갛지 않습니다.")));

    /** Per language, a failing said to be resolved. */
    private static final Map<String, List<String>> RESOLVED = Map.ofEntries(
            Map.entry("en", List.of("Fixed the failing tests.", "The crash is fixed.")),
            Map.entry("de", List.of("Die fehlgeschlagenen Tests sind behoben.")),
            Map.entry("fr", List.of("J'ai corrigé les tests qui échouaient.")),
            Map.entry("es", List.of("Corrige las pruebas que fallaban.")),
            Map.entry("it", List.of("Ho corretto i test che fallivano.")),
            Map.entry("pt", List.of("Corrige os testes que falhavam.")),
            Map.entry("nl", List.of("De tests die faalden zijn opgelost.")),
            Map.entry("ja", List.of("失敗したテストを修正しました。", "壊れたビルドを修正しました。")),
            Map.entry("zh", List.of("失败了的测试已修复。")),
            Map.entry("ko", List.of("실패했던 테스트를 수정했습니다.", "깨졌던 빌드를 수정했습니다.")));

    /** Per language, the colour said of something other than a check. */
    private static final Map<String, String> COLOUR_ELSEWHERE = Map.ofEntries(
            Map.entry("en", "The button is red."), Map.entry("de", "Der Button ist rot."),
            Map.entry("fr", "Le bouton est rouge."), Map.entry("es", "El botón está en rojo."),
            Map.entry("it", "Il pulsante è rosso."), Map.entry("pt", "O botão está vermelho."),
            Map.entry("nl", "De knop is rood."), Map.entry("tr", "Buton kırmızı."), Map.entry("ja", "ボタンが赤です。"),
            Map.entry("zh", "按钮是红的。"), Map.entry("ko", "버튼이 빨갛습니다."));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** {@code sentence} in each place, and listed under a PASS_WITH_SUGGESTIONS: FAIL in each. */
    private void failsEverywhere(String language, String sentence, GeneratedReviews.Tally tally) {
        List<String> reviews = new ArrayList<>();
        for (String place : GeneratedReviews.PLACES) {
            reviews.add(place.replace("{s}", sentence));
        }
        reviews.add("Final Decision: PASS_WITH_SUGGESTIONS\n- " + sentence);
        for (String review : reviews) {
            Verdict v = decider.decide(review, null).result();
            tally.count(language, review, v == Verdict.FAIL, v.name());
        }
    }

    /**
     * {@code sentence} above a marker's pass and as a bullet above one: PASS in each. (A JSON pass's summary reads a
     * failing word beside a negation more strictly: {@code "summary": "No tests fail."} is FAIL, the safe side.)
     */
    private void keepsThePass(String language, String sentence, GeneratedReviews.Tally tally) {
        for (String place : List.of(GeneratedReviews.PLACES.get(0), GeneratedReviews.PLACES.get(1))) {
            String review = place.replace("{s}", sentence);
            Verdict v = decider.decide(review, null).result();
            tally.count(language, review, v == Verdict.PASS, v.name());
        }
    }

    @Test
    void aVerbOfFailingBreakingOrCrashing_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (Map.Entry<String, List<String>> e : VERBS.entrySet()) {
            for (String verb : e.getValue()) {
                for (String subject : SUBJECTS.get(e.getKey())) {
                    failsEverywhere(e.getKey(), subject.replace("{v}", verb), tally);
                }
            }
        }
        tally.print("a verb of failing", "not FAIL");
        tally.assertNone(1000);
    }

    @Test
    void aChecksNameSaidToBeRed_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        RED.forEach((language, sentences) -> sentences.forEach(s -> failsEverywhere(language, s, tally)));
        tally.print("a check said red", "not FAIL");
        tally.assertNone(180);
    }

    /** Languages in mixed scripts: a Korean verb in a Japanese sentence, under a Japanese marker. */
    @Test
    void aVerbOfFailingInAnotherScriptsLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (String verb : VERBS.get("ko")) {
            for (String review : List.of("テストは全部 " + verb + "\n最終判定: PASS", "测试全部" + verb + "\n最终判定: PASS")) {
                Verdict v = decider.decide(review, null).result();
                tally.count("ko in ja/zh", review, v == Verdict.FAIL, v.name());
            }
        }
        for (String verb : VERBS.get("ja")) {
            String review = "테스트가 " + verb + "\n최종 판정: PASS";
            Verdict v = decider.decide(review, null).result();
            tally.count("ja in ko", review, v == Verdict.FAIL, v.name());
        }
        tally.print("a verb of failing in mixed scripts", "not FAIL");
        tally.assertNone(25);
    }

    @Test
    void theSameVerbsNegatedOrResolved_andTheColourSaidOfAnythingElse_keepThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        NEGATED.forEach((language, sentences) -> sentences.forEach(s -> keepsThePass(language, s, tally)));
        RESOLVED.forEach((language, sentences) -> sentences.forEach(s -> keepsThePass(language, s, tally)));
        COLOUR_ELSEWHERE.forEach((language, s) -> keepsThePass(language, s, tally));
        tally.print("a verb of failing negated or resolved, a colour elsewhere", "not PASS");
        tally.assertNone(90);
    }
}
