package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A check said to pass above the verdict only because of something, its pass owed to a cause other than the change
 * being right, fails the pass: a word of only joined to a word of cause in the clause of the check's pass
 * ({@code The build is green only because the assertion was commented out.}, {@code Die Pipeline ist nur deshalb grün.},
 * {@code 构建通过只是因为重试了三次。}, {@code 빌드가 통과한 것은 재시도 때문일 뿐입니다.}). The sibling of
 * {@link CheckPassLimitedGeneratedTest}'s families (A)-(D) as family (E). Generated per language from sentences with a
 * check's name ({@code {x}}) in each of {@link GeneratedReviews#PLACES}. The keep side, above a marker's pass: the pass
 * said plainly, a cause with no word of only ({@code The build is green because the flaky test is fixed.}), the
 * hollow pass placed before the change ({@code Previously, the build was green only because of the retries.}), a word
 * of only bound to something else than a cause ({@code The build passes only with the new schema, as intended.}).
 * Counted per language.
 */
class CheckPassOwedGeneratedTest {

    /** Per language: a check's pass owed only to a cause, then (after {@code |}) ones keeping the pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} is green only because the assertion was commented out.;{X} passes only because of the retries."
                    + ";{X} only passes because the timeout was raised.;{X} is green solely because of the cache."
                    + "|{X} is green.;{X} is green because the flaky test is fixed.;{X} passes because the parser now handles empty input."
                    + ";Previously, {x} was green only because of the retries.;{X} passes only with the new schema, as intended."),
            Map.entry("de", "{X} ist nur deshalb grün.;{X} läuft nur durch, weil die Assertion auskommentiert wurde."
                    + ";{X} ist nur wegen der Wiederholungen grün."
                    + "|{X} ist grün.;{X} ist grün, weil der wackelige Test jetzt stabil ist."
                    + ";Früher war {x} nur deshalb grün."),
            Map.entry("fr", "{X} passe uniquement parce que l'assertion a été commentée.;{X} passe seulement à cause des relances."
                    + ";{X} passe seulement pour cette raison."
                    + "|{X} passe.;{X} passe parce que le parseur gère désormais l'entrée vide."
                    + ";Auparavant, {x} passait uniquement à cause des relances."),
            Map.entry("es", "{X} pasa solo porque la aserción está comentada.;{X} pasa solamente gracias a los reintentos."
                    + ";{X} está en verde solo por eso."
                    + "|{X} pasa.;{X} pasa porque el error de redondeo está corregido."
                    + ";Antes, {x} pasaba solo gracias a los reintentos."),
            Map.entry("it", "{X} passa solo perché l'asserzione è commentata.;{X} passa soltanto per via dei tentativi ripetuti."
                    + ";{X} è verde solo per questo."
                    + "|{X} passa.;{X} passa perché il parser ora gestisce l'input vuoto."
                    + ";Prima, {x} passava solo per via dei tentativi ripetuti."),
            Map.entry("pt", "{X} passa só porque a asserção foi comentada.;{X} passa apenas por causa das novas tentativas."
                    + ";{X} está verde só por isso."
                    + "|{X} passa.;{X} passa porque o parser agora trata a entrada vazia."
                    + ";Antes, {x} passava só por causa das novas tentativas."),
            Map.entry("nl", "{X} slaagt alleen omdat de assertie is uitgecommentarieerd.;{X} is alleen daarom groen."
                    + ";{X} slaagt enkel door de herhaalde pogingen."
                    + "|{X} slaagt.;{X} slaagt omdat de parser nu lege invoer aankan."
                    + ";Eerder was {x} alleen daarom groen."),
            Map.entry("tr", "{X} sadece bu yüzden geçiyor.;{X} yalnızca denemeler sayesinde geçiyor."
                    + ";{X} sadece önbellek yüzünden geçiyor."
                    + "|{X} geçiyor.;{X} ayrıştırıcı artık boş girdiyi işlediği için geçiyor."
                    + ";Önceden {x} sadece bu yüzden geçiyordu."),
            Map.entry("ja", "{X}が通っているのはリトライのおかげにすぎません。;{X}が通るのはタイムアウトを延ばしたからだけです。"
                    + ";{X}が通っているのはそれだけが理由です。;{X}が緑なのはリトライのおかげにすぎません。"
                    + "|{X}は通っています。;{X}は緑です。;パーサーが空の入力を扱えるようになったので{x}は通ります。"
                    + ";以前は{x}が通っていたのはリトライのおかげにすぎませんでした。"),
            Map.entry("zh", "{X}通过只是因为断言被注释掉了。;{X}通过仅仅是因为重试了三次。"
                    + ";{X}之所以通过，只是因为超时被调大了。;{X}能通过只是因为重试被打开了。"
                    + "|{X}通过了。;{X}通过了，因为舍入错误已经修复。"
                    + ";以前{x}通过仅仅是因为缓存还在。"),
            Map.entry("ko", "{X}가 통과한 것은 재시도 때문일 뿐입니다.;{X}가 통과하는 이유는 그것뿐입니다."
                    + ";{X}가 통과하는 것은 타임아웃을 늘렸기 때문일 뿐입니다.;{X}가 초록색인 이유는 재시도뿐입니다."
                    + "|{X}가 통과했습니다.;{X}가 초록색입니다.;파서가 빈 입력을 처리하므로 {x}가 통과합니다."
                    + ";이전에는 {x}가 통과한 것이 재시도 때문일 뿐이었습니다."));

    /** Per language: names of checks that take the sentences' verbs. */
    private static final Map<String, List<String>> CHECKS = Map.ofEntries(
            Map.entry("en", List.of("CI", "the build", "the test suite", "the pipeline")),
            Map.entry("de", List.of("die CI", "der Build", "die Pipeline")),
            Map.entry("fr", List.of("la CI", "le build", "la suite de tests")),
            Map.entry("es", List.of("la CI", "el build", "la suite de pruebas")),
            Map.entry("it", List.of("la CI", "la build", "la suite di test")),
            Map.entry("pt", List.of("a CI", "a pipeline", "a suíte de testes")),
            Map.entry("nl", List.of("de CI", "de build", "de pipeline")),
            Map.entry("tr", List.of("CI", "testler", "birim testleri")),
            Map.entry("ja", List.of("CI", "ビルド", "テスト")),
            Map.entry("zh", List.of("CI", "构建", "测试")),
            Map.entry("ko", List.of("CI", "빌드", "테스트")));

    @Test
    void aCheckPassOwedOnlyToACause_failsThePass_andAPlainPassOrACauseAloneOrOneBeforeTheChangeKeepsIt() {
        GeneratedReviews.Sides sides = new GeneratedReviews.Sides().decide(SENTENCES, CHECKS, GeneratedReviews.MARKER_PLACES);
        GeneratedReviews.assertSides(sides.family, "E: a check's pass owed only to a cause", 300, sides.plain,
                "keep: a check's pass plainly, for a cause, before the change", 100);
    }
}
