package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A check taken out of action above the verdict fails the pass: a test, an assertion or a check step said disabled,
 * commented out, deleted or removed ({@code The flaky test was disabled.}, {@code Disabled the failing tests.},
 * {@code Die Tests wurden auskommentiert.}, {@code 测试被禁用了。}), in every language and in each of
 * {@link GeneratedReviews#PLACES}: a check that no longer runs passes nothing. The same checks negated ({@code No tests
 * were disabled.}) or said to pass beside something else disabled keep it above a marker's pass. The sentences are written here apart from
 * the lexicon; {@code {c}} is the check. Counted per language.
 */
class ChecksTakenOutGeneratedTest {

    /** Per language: the checks, then (after {@code |}) sentences taking {@code {c}} out, then sentences keeping it. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "test;tests;flaky test;failing tests;assertion;unit tests"
                    + "|The {c} was disabled.;The {c} were commented out.;Disabled the {c}.;The {c} has been deleted to make CI"
                    + " green.;I removed the {c}.;The {c} are now turned off.;Commented out the {c} so CI goes green."
                    + "|No {c} were disabled.;The {c} were not disabled.;The feature flag was disabled. The {c} pass."),
            Map.entry("de", "Test;Tests;Unit-Tests;Assertion"
                    + "|Der {c} wurde deaktiviert.;Die {c} wurden auskommentiert.;Ich habe die {c} gelöscht.;Die {c} sind"
                    + " jetzt abgeschaltet."
                    + "|Keine {c} wurden deaktiviert.;Das Feature-Flag ist deaktiviert. Die {c} sind grün."),
            Map.entry("fr", "test;tests;assertion"
                    + "|Le {c} a été désactivé.;Les {c} ont été commentés.;J'ai supprimé le {c}.;Les {c} sont désactivés."
                    + "|Aucun {c} n'a été désactivé.;Le drapeau est désactivé. Les {c} passent."),
            Map.entry("es", "test;tests;prueba;pruebas"
                    + "|El {c} fue deshabilitado.;Las {c} fueron eliminadas.;Se desactivó el {c}.;Comenté el {c}."
                    + "|Ningún {c} fue deshabilitado.;La bandera está desactivada. Los {c} pasan."),
            Map.entry("it", "test;asserzione"
                    + "|Il {c} è stato disabilitato.;I {c} sono stati commentati.;Ho rimosso il {c}."
                    + "|Nessun {c} è stato disattivato.;Il flag è disattivato. I {c} passano."),
            Map.entry("pt", "teste;testes;asserção"
                    + "|O {c} foi desativado.;Os {c} foram comentados.;Removi o {c}."
                    + "|Nenhum {c} foi desativado.;A flag está desativada. Os {c} passam."),
            Map.entry("nl", "test;tests"
                    + "|De {c} is uitgeschakeld.;De {c} zijn uitgecommentarieerd.;Ik heb de {c} verwijderd."
                    + "|Geen {c} zijn uitgeschakeld.;De vlag is uitgeschakeld. De {c} slagen."),
            Map.entry("tr", "test;testler"
                    + "|{c} devre dışı bırakıldı.;{c} silindi."
                    + "|"),
            Map.entry("ja", "テスト;アサーション;テストケース"
                    + "|{c}を無効化しました。;{c}をコメントアウトしました。;{c}が削除されました。"
                    + "|{c}は無効化していません。"),
            Map.entry("zh", "测试;断言;测试用例"
                    + "|{c}被禁用了。;禁用了{c}。;注释掉了{c}。;{c}被删除了。"
                    + "|没有禁用任何{c}。"),
            Map.entry("ko", "테스트;어설션"
                    + "|{c}를 비활성화했습니다.;{c}가 삭제되었습니다.;{c}를 주석 처리했습니다."
                    + "|"));

    /**
     * The places above a marker's pass, for the plain side: a JSON pass's summary that negates is read fail-closed as a
     * state beside the pass, a stricter reading than the prose's.
     */
    private static final List<String> MARKER_PLACES = GeneratedReviews.PLACES.stream().filter(p -> !p.startsWith("{\"")).toList();

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    @Test
    void aCheckTakenOutOfAction_failsThePass_andOneNegatedOrBesideAnotherThingKeepsIt() {
        GeneratedReviews.Tally out = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            String[] sides = entry.getValue().split("\\|", -1);
            for (String check : sides[0].split(";")) {
                for (String sentence : sides[1].split(";")) {
                    out.decide(decider, language, GeneratedReviews.PLACES, capital(sentence.replace("{c}", check)), Verdict.FAIL);
                }
                // A check named by its problem (a flaky test, failing tests) keeps no pass whatever is said of it.
                boolean named = check.startsWith("flaky") || check.startsWith("failing");
                for (String sentence : sides[2].isEmpty() || named ? new String[0] : sides[2].split(";")) {
                    plain.decide(decider, language, MARKER_PLACES, capital(sentence.replace("{c}", check)), Verdict.PASS);
                }
            }
        }
        out.print("a check taken out of action", "not FAIL");
        plain.print("a check negated or beside another thing taken out", "not PASS");
        out.showWrong();
        plain.showWrong();
        out.assertNone(300);
        assertEquals(List.of(), plain.wrong, plain.wrong.size() + " of " + plain.variants + " plain passes lost");
        assertTrue(plain.variants >= 100, plain.variants + " plain variants");
    }
}
