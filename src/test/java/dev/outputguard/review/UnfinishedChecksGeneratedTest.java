package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A check whose run was not brought to its end: cancelled, aborted, timed out, pending, queued, still in progress, not
 * finished ({@code The job was cancelled.}, {@code Some checks haven't completed yet.}, {@code Die Pipeline läuft noch.},
 * {@code Les tests sont en attente.}, {@code CIはまだ実行中です。}, {@code 测试已取消。}, {@code 빌드가 대기 중입니다.}),
 * generated in every language read from each name of a check and each way of saying so (written here, apart from the
 * lexicon), above a marker's pass, as a bullet above one and in a JSON pass's summary: FAIL in each. And a check's
 * status line or JSON field counting what nobody listed ({@code Checks: 3 cancelled}, {@code Tests: 40 passed, 2
 * pending}, {@code Checks: 3 foobarred}, a word of random letters), or a whole of none ({@code Tests: 0/0}): FAIL,
 * where a count of what passes, of the whole, or of 0 failures keeps it. The plain side: the same checks finished and
 * passing, and the words said of anything but a check ({@code Orders can now be cancelled.}), keep the pass.
 */
class UnfinishedChecksGeneratedTest {

    /** Per language: names of checks, each with the ways to say its run did not end, as {@code {c}} and the state. */
    private record Language(List<String> checks, List<String> unfinished, List<String> finished, List<String> other,
            String join) {
    }

    private static final Map<String, Language> LANGUAGES = Map.ofEntries(
            Map.entry("en", new Language(List.of("The job", "The build", "CI", "The pipeline", "The tests", "Some checks",
                    "Two jobs", "The workflow", "The test suite"),
                    List.of("{c} was cancelled", "{c} were cancelled", "{c} got canceled", "{c} timed out",
                            "{c} has timed out", "{c} is still pending", "{c} are pending", "{c} is queued",
                            "{c} is still in progress", "{c} has not finished yet", "{c} haven't completed yet",
                            "{c} did not finish", "{c} didn't complete", "{c} was aborted", "{c} were interrupted",
                            "{c} is stuck", "{c} is still running", "{c} never finished"),
                    List.of("{c} finished and passed", "{c} completed successfully", "{c} passed", "{c} are green"),
                    List.of("Orders can now be cancelled", "Adds a cancel button for pending invites",
                            "The request timed out handling is clearer now", "Queued emails are retried"), " ")),
            Map.entry("de", new Language(List.of("Der Build", "Die Pipeline", "Die Tests", "Der Job", "Die CI", "Zwei Jobs"),
                    List.of("{c} wurde abgebrochen", "{c} wurden abgebrochen", "{c} läuft noch", "{c} laufen noch",
                            "{c} ist noch nicht fertig", "{c} sind noch nicht fertig", "{c} ist ausstehend",
                            "{c} stehen noch aus", "{c} ist nicht abgeschlossen", "{c} hängt", "{c} wurde unterbrochen"),
                    List.of("{c} ist grün", "{c} sind erfolgreich", "{c} ist durchgelaufen"),
                    List.of("Bestellungen können jetzt abgebrochen werden"), " ")),
            Map.entry("fr", new Language(List.of("Le build", "La pipeline", "Les tests", "Le job", "La CI", "Deux jobs"),
                    List.of("{c} a été annulé", "{c} ont été annulés", "{c} est en attente", "{c} sont en attente",
                            "{c} est toujours en cours", "{c} sont en cours", "{c} n'est pas terminé",
                            "{c} ne sont pas terminés", "{c} a expiré", "{c} ont expiré", "{c} a été interrompu",
                            "{c} est bloqué"),
                    List.of("{c} est vert", "{c} sont passés", "{c} a réussi"),
                    List.of("Les commandes peuvent maintenant être annulées"), " ")),
            Map.entry("es", new Language(List.of("El build", "La pipeline", "Las pruebas", "El job", "La CI", "Dos jobs"),
                    List.of("{c} fue cancelado", "{c} fueron canceladas", "{c} está pendiente", "{c} están pendientes",
                            "{c} sigue en curso", "{c} sigue ejecutándose", "{c} no ha terminado", "{c} no han terminado",
                            "{c} fue abortado", "{c} agotó el tiempo", "{c} está atascado", "{c} está en cola"),
                    List.of("{c} está en verde", "{c} pasaron", "{c} terminó bien"),
                    List.of("Ahora se pueden cancelar los pedidos"), " ")),
            Map.entry("it", new Language(List.of("Il build", "La pipeline", "I test", "Il job", "La CI", "Due job"),
                    List.of("{c} è stato annullato", "{c} sono stati annullati", "{c} è in attesa", "{c} sono in attesa",
                            "{c} è ancora in corso", "{c} sono in corso", "{c} non è terminato", "{c} non sono terminati",
                            "{c} è stato interrotto", "{c} sono stati interrotti", "{c} è andato in timeout", "{c} è bloccato",
                            "{c} è in coda"),
                    List.of("{c} è verde", "{c} sono passati"),
                    List.of("Ora gli ordini possono essere annullati"), " ")),
            Map.entry("pt", new Language(List.of("O build", "A pipeline", "Os testes", "O job", "A CI", "Dois jobs"),
                    List.of("{c} foi cancelado", "{c} foram cancelados", "{c} está pendente", "{c} estão pendentes",
                            "{c} está em andamento", "{c} ainda em execução", "{c} não terminou", "{c} não terminaram",
                            "{c} foi abortado", "{c} expirou", "{c} está travado", "{c} não foi concluído"),
                    List.of("{c} está verde", "{c} passaram"),
                    List.of("Agora os pedidos podem ser cancelados"), " ")),
            Map.entry("nl", new Language(List.of("De build", "De pipeline", "De tests", "De job", "De CI", "Twee jobs"),
                    List.of("{c} is geannuleerd", "{c} zijn geannuleerd", "{c} loopt nog", "{c} lopen nog",
                            "{c} is nog bezig", "{c} is nog niet klaar", "{c} zijn niet voltooid", "{c} is afgebroken",
                            "{c} staat nog open", "{c} hangt", "{c} is niet afgerond"),
                    List.of("{c} is groen", "{c} zijn geslaagd"),
                    List.of("Bestellingen kunnen nu geannuleerd worden"), " ")),
            Map.entry("ja", new Language(List.of("テスト", "ビルド", "CI", "ジョブ", "パイプライン"),
                    List.of("{c}がキャンセルされました", "{c}はまだ実行中です", "{c}が実行中です", "{c}は保留中です",
                            "{c}が中断されました", "{c}が完了していません", "{c}はまだ終わっていません", "{c}がタイムアウトしました",
                            "{c}は待機中です", "{c}は未完了です"),
                    List.of("{c}は成功しました", "{c}が通りました"),
                    List.of("注文をキャンセルできるようになりました"), "")),
            Map.entry("zh", new Language(List.of("测试", "构建", "流水线", "CI", "任务"),
                    List.of("{c}已取消", "{c}被取消了", "{c}还在运行", "{c}仍在运行", "{c}进行中", "{c}还没完成",
                            "{c}尚未完成", "{c}超时了", "{c}被中断", "{c}排队中"),
                    List.of("{c}通过了", "{c}成功了"),
                    List.of("现在可以取消订单了"), "")),
            Map.entry("ko", new Language(List.of("테스트", "빌드", "파이프라인", "작업"),
                    List.of("{c}가 취소되었습니다", "{c}가 아직 실행 중입니다", "{c}가 대기 중입니다", "{c}가 진행 중입니다",
                            "{c}가 완료되지 않았습니다", "{c}가 끝나지 않았습니다", "{c}가 중단되었습니다", "{c}가 시간 초과되었습니다"),
                    List.of("{c}가 통과했습니다", "{c}가 성공했습니다"),
                    List.of("이제 주문을 취소할 수 있습니다"), "")),
            Map.entry("tr", new Language(List.of("Testler", "Build", "Pipeline", "Derleme"),
                    List.of("{c} iptal edildi", "{c} durduruldu", "{c} beklemede", "{c} hâlâ çalışıyor", "{c} tamamlanmadı",
                            "{c} bitmedi", "{c} zaman aşımına uğradı"),
                    List.of("{c} geçti", "{c} başarılı"),
                    List.of("Siparişler artık iptal edilebilir"), " ")));

    private static String end(String language) {
        return language.equals("ja") || language.equals("zh") ? "。" : ".";
    }

    /** A Korean name of a check ending in a consonant takes 이 where the list writes 가. */
    private static String sentence(String language, String template, String check) {
        String s = template.replace("{c}", check);
        if (language.equals("ko") && !check.isEmpty()) {
            char last = check.charAt(check.length() - 1);
            boolean consonant = last >= 0xAC00 && last <= 0xD7A3 && (last - 0xAC00) % 28 != 0;
            s = consonant ? s.replace(check + "가", check + "이") : s;
        }
        return s + end(language);
    }

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void aCheckNotRunToItsEnd_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((language, l) -> {
            for (String check : l.checks()) {
                for (String template : l.unfinished()) {
                    String s = sentence(language, template, check);
                    tally.decide(decider, language, GeneratedReviews.PLACES, s, Verdict.FAIL);
                }
            }
        });
        tally.print("a check not run to its end", "not FAIL");
        tally.showWrong();
        tally.assertNone(1500);
    }

    /**
     * Per language: a check's run said to go on still ({@code {c}}: the check's name), the contrast's word before the
     * state ({@code still}, {@code noch}, {@code toujours}, {@code まだ}) being no contrast there.
     */
    private static final Map<String, List<String>> STILL_GOING = Map.ofEntries(
            Map.entry("en", List.of("{c} is still in progress", "{c} are still in progress", "{c} is still running",
                    "{c} are still running", "{c} is still pending", "{c} are still queued", "{c} still in progress")),
            Map.entry("de", List.of("{c} ist noch in Arbeit", "{c} sind noch in Arbeit", "{c} läuft noch",
                    "{c} ist noch nicht fertig")),
            Map.entry("fr", List.of("{c} est toujours en cours", "{c} sont toujours en cours", "{c} est toujours en attente")),
            Map.entry("es", List.of("{c} sigue en curso", "{c} sigue ejecutándose", "{c} sigue pendiente",
                    "{c} siguen pendientes")),
            Map.entry("it", List.of("{c} è ancora in corso", "{c} sono ancora in corso", "{c} è ancora in attesa")),
            Map.entry("pt", List.of("{c} ainda em execução", "{c} ainda está em andamento", "{c} ainda está pendente")),
            Map.entry("nl", List.of("{c} loopt nog", "{c} is nog bezig", "{c} is nog in uitvoering")),
            Map.entry("ja", List.of("{c}はまだ実行中です", "{c}がまだ実行中です", "{c}はまだ進行中です")),
            Map.entry("zh", List.of("{c}还在运行", "{c}仍在运行", "{c}仍在进行中", "{c}还在进行中")),
            Map.entry("ko", List.of("{c}가 아직 실행 중입니다", "{c}가 아직 진행 중입니다")),
            Map.entry("tr", List.of("{c} hâlâ çalışıyor", "{c} hâlâ devam ediyor")));

    /** A check still going on, in a JSON pass's text fields, and above a marker's pass: FAIL in each, every language. */
    @Test
    void aCheckStillGoingOn_inAJsonPassesTextField_failsIt() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        STILL_GOING.forEach((language, templates) -> {
            for (String check : LANGUAGES.get(language).checks()) {
                for (String template : templates) {
                    String s = sentence(language, template, check);
                    List<String> reviews = new ArrayList<>(GeneratedReviews.PLACES.stream().map(p -> p.replace("{s}", s))
                            .toList());
                    for (String field : List.of("text", "comment", "reason", "notes")) {
                        reviews.add("{\"result\": \"PASS\", \"" + field + "\": \"" + s + "\"}");
                    }
                    for (String review : reviews) {
                        Verdict v = decider.decide(review, null).result();
                        tally.count(language, review, v == Verdict.FAIL, v.name());
                    }
                }
            }
        });
        tally.print("a check still going on, in a JSON pass's text fields and above a pass", "not FAIL");
        tally.showWrong();
        tally.assertNone(1500);
    }

    /** Per language: a run or the review said to go on still, no check named. */
    private static final Map<String, List<String>> STILL_GOING_UNNAMED = Map.ofEntries(
            Map.entry("en", List.of("Still in progress.", "Review still in progress.", "The review is still in progress.")),
            Map.entry("de", List.of("Noch in Arbeit.", "Die Prüfung ist noch in Arbeit.")),
            Map.entry("fr", List.of("Toujours en cours.", "La revue est toujours en cours.")),
            Map.entry("es", List.of("Sigue en curso.", "La revisión sigue en curso.")),
            Map.entry("it", List.of("Ancora in corso.", "La revisione è ancora in corso.")),
            Map.entry("pt", List.of("Ainda em andamento.", "A revisão ainda está em andamento.")),
            Map.entry("nl", List.of("Nog bezig.", "Nog in uitvoering.", "De review is nog bezig.")),
            Map.entry("ja", List.of("まだ実行中です。", "まだ進行中です。", "レビューはまだ進行中です。")),
            Map.entry("zh", List.of("仍在进行中。", "还在运行。", "审查仍在进行中。")),
            Map.entry("ko", List.of("아직 진행 중입니다.", "아직 실행 중입니다.", "리뷰가 아직 진행 중입니다.")),
            Map.entry("tr", List.of("Hâlâ devam ediyor.", "İnceleme hâlâ devam ediyor.")));

    /** Something said to go on still, no check named, in a JSON pass's text fields: the pass is not plain. */
    @Test
    void somethingStillGoingOn_noCheckNamed_inAJsonPassesTextField_failsIt() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        STILL_GOING_UNNAMED.forEach((language, texts) -> {
            for (String s : texts) {
                for (String field : List.of("summary", "text", "comment", "reason", "notes")) {
                    String review = "{\"result\": \"PASS\", \"" + field + "\": \"" + s + "\"}";
                    Verdict v = decider.decide(review, null).result();
                    tally.count(language, review, v == Verdict.FAIL, v.name());
                }
            }
        });
        tally.print("something still going on, no check named, in a JSON pass's text fields", "not FAIL");
        tally.showWrong();
        tally.assertNone(130);
    }

    /** Status lines and JSON fields of a check: a count of anything nobody listed after it is no pass. */
    @Test
    void aCheckCountingWhatNobodyListed_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        Random random = new Random(1204L);
        List<String> labels = List.of("Checks", "Tests", "CI", "Build", "Pipeline", "Jobs", "Unit tests", "テスト", "测试",
                "Prüfungen");
        List<String> states = new ArrayList<>(List.of("cancelled", "pending", "queued", "aborted", "timed out",
                "in progress", "abgebrochen", "en attente", "pendientes", "in attesa", "キャンセル", "已取消", "취소됨"));
        for (int i = 0; i < 12; i++) {
            StringBuilder w = new StringBuilder();
            for (int k = 3 + random.nextInt(6); k > 0; k--) {
                w.append((char) ('a' + random.nextInt(26)));
            }
            states.add(w.toString()); // a word nobody listed
        }
        for (String label : labels) {
            List<String> values = new ArrayList<>(List.of("0/0", "0 / 0", "0 of 0", "0/0 passed")); // a whole of none
            for (String state : states) {
                int n = 1 + random.nextInt(40);
                values.addAll(List.of(n + " " + state, (n + 30) + " passed, " + n + " " + state));
            }
            for (String value : values) {
                for (String review : List.of(label + ": " + value + "\n\nFinal Decision: PASS",
                        "{\"result\": \"PASS\", \"" + label.toLowerCase(java.util.Locale.ROOT) + "\": \"" + value + "\"}")) {
                    Verdict v = decider.decide(review, null).result();
                    tally.count(label, review, v == Verdict.FAIL, v.name());
                }
            }
        }
        tally.print("a check counting what nobody listed, or a whole of none", "not FAIL");
        tally.showWrong();
        tally.assertNone(800);
    }

    /** The same checks finished and passing, counts of passes, the whole and none failed, and the words of anything else. */
    @Test
    void checksRunToTheirEnd_andTheWordsSaidOfAnythingElse_keepThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((language, l) -> {
            List<String> sentences = new ArrayList<>();
            for (String check : l.checks()) {
                for (String template : l.finished()) {
                    sentences.add(sentence(language, template, check));
                }
            }
            l.other().forEach(o -> sentences.add(o + end(language)));
            for (String s : sentences) {
                tally.decide(decider, language, GeneratedReviews.PLACES.subList(0, 2), s, Verdict.PASS);
            }
        });
        for (String value : List.of("42 passed", "42 passed, 0 failed", "42 passed, 0 failed, 0 skipped",
                "42 passed, 42 total", "42/42 passed", "120 passing", "42 passed (1.2s)", "0 errors", "12 tests OK")) {
            for (String label : List.of("Tests", "Checks", "Unit tests")) {
                String review = label + ": " + value + "\n\nFinal Decision: PASS";
                Verdict v = decider.decide(review, null).result();
                tally.count("counts", review, v == Verdict.PASS, v.name());
            }
        }
        tally.print("a check run to its end, and other things' words", "not PASS");
        tally.showWrong();
        tally.assertNone(150);
    }
}
