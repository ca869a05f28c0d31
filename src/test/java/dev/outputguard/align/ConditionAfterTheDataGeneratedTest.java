package dev.outputguard.align;

import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data that makes it wait on an event, a sign-off or an approval still missing, or calls it still
 * open to change: a temporal condition ({@code Once the tests pass.}, {@code Until the audit is done.},
 * {@code Sobald die Tests durchlaufen.}, {@code Dès que l'audit est fini.}, {@code テストが通り次第。},
 * {@code 一旦测试通过。}, {@code 테스트가 통과되면.}), a sign-off not yet given ({@code Legal has not signed off yet.},
 * {@code Noch nicht freigegeben.}, {@code 尚未批准。}, {@code 아직 승인되지 않았습니다.}) or a value that may still change
 * ({@code The invoice is still open, so this may change.}, {@code Das kann sich noch ändern.}, {@code 変更の可能性があります。}),
 * generated over each language's sentences after the data of several shapes, fenced, bare and on the value's own
 * line, and after an approval's status and a total, in strict and repair mode: extract-json with {@code coerce}
 * answers none of them. The keep side: a chat's closing words, a time-word that sets no condition
 * ({@code Once again, here is the result.}) and a plain statement. Counted per side and language.
 */
class ConditionAfterTheDataGeneratedTest {

    /** Per language: a temporal condition; a sign-off or approval still missing, or a value still open to change. */
    private static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {
                    "Once the tests pass.;As soon as the tests pass.;After the merge.;Until the audit is done.;"
                            + "Pending the audit.;Valid once the tests pass.;Only after the merge.",
                    "Legal has not signed off yet.;Awaiting approval from legal.;This has not been approved yet.;"
                            + "This may change.;This is subject to change.;The invoice is still open, so this may change.;"
                            + "Nobody has signed off on this yet, so it may change later."}),
            Map.entry("de", new String[] {
                    "Sobald die Tests durchlaufen.;Bis zur Prüfung.;Nach dem Merge.;Erst nach der Prüfung.",
                    "Noch nicht freigegeben.;Die Rechtsabteilung hat das noch nicht freigegeben.;Das kann sich noch ändern.;"
                            + "Wartet auf Freigabe."}),
            Map.entry("fr", new String[] {
                    "Dès que les tests passent.;Jusqu'à l'audit.;Après la fusion.",
                    "Pas encore validé.;Le service juridique n'a pas encore validé.;C'est susceptible de changer.;"
                            + "En attente de validation."}),
            Map.entry("es", new String[] {
                    "En cuanto pasen las pruebas.;Hasta la auditoría.;Después de la fusión.",
                    "Aún no aprobado.;Pendiente de aprobación.;Esto puede cambiar.;Sujeto a cambios."}),
            Map.entry("it", new String[] {
                    "Non appena passano i test.;Fino alla revisione.;Dopo il merge.",
                    "Non ancora approvato.;In attesa di approvazione.;Potrebbe cambiare.;Soggetto a modifiche."}),
            Map.entry("pt", new String[] {
                    "Assim que os testes passarem.;Até a auditoria.;Depois do merge.",
                    "Ainda não aprovado.;Aguardando aprovação.;Isso pode mudar.;Sujeito a alterações."}),
            Map.entry("nl", new String[] {
                    "Zodra de tests slagen.;Tot de audit.;Na de merge.",
                    "Nog niet goedgekeurd.;In afwachting van goedkeuring.;Dit kan nog veranderen."}),
            Map.entry("tr", new String[] {
                    "Testler geçtikten sonra.;Denetime kadar.;Birleştirmeden sonra.",
                    "Henüz onaylanmadı.;Onay bekleniyor.;Bu değişebilir."}),
            Map.entry("ja", new String[] {
                    "テストが通り次第。;監査が終わるまで。;マージ後に確定します。",
                    "まだ未承認です。;承認待ちです。;変更の可能性があります。"}),
            Map.entry("zh", new String[] {
                    "一旦测试通过。;直到审核完成。;合并后生效。",
                    "尚未批准。;等待批准。;可能会变。"}),
            Map.entry("ko", new String[] {
                    "테스트가 통과되면.;감사가 끝날 때까지.;병합 후에 확정됩니다.",
                    "아직 승인되지 않았습니다.;승인 대기 중입니다.;변경될 수 있습니다."}));

    /** Per language: remarks that keep the data. */
    private static final Map<String, String> KEPT = Map.ofEntries(
            Map.entry("en", "Once again, here is the result.;Let me know if anything changes.;Hope this helps!;Legal has signed off."),
            Map.entry("de", "Hier ist das Ergebnis.;Ich hoffe, das hilft!;Die Freigabe ist erteilt."),
            Map.entry("fr", "Voici le résultat demandé.;J'espère que cela aide !"),
            Map.entry("es", "Aquí está el resultado.;¡Espero que esto ayude!"),
            Map.entry("it", "Ecco il risultato richiesto.;Spero che questo aiuti!"),
            Map.entry("pt", "Aqui está o resultado.;Espero que isso ajude!"),
            Map.entry("nl", "Hier is het resultaat."),
            Map.entry("tr", "Umarım bu yardımcı olur!"),
            Map.entry("ja", "以上が結果です。;お役に立てば幸いです。"),
            Map.entry("zh", "以上是结果。;希望这对你有帮助！;已批准。"),
            Map.entry("ko", "이상이 결과입니다.;도움이 되길 바랍니다!;승인되었습니다."));

    private static final String APPROVAL =
            "{\"type\":\"object\",\"properties\":{\"status\":{\"type\":\"string\",\"enum\":[\"approved\",\"rejected\"]}},\"required\":[\"status\"]}";
    private static final String TOTAL = "{\"type\":\"object\",\"properties\":{\"total\":{\"type\":\"number\"}},\"required\":[\"total\"]}";

    private final AfterTheData tally = new AfterTheData();

    @Test
    void aRemarkMakingTheDataWaitOnAnEventOrASignOff_refusesIt_andAPlainOneKeepsIt() {
        SAID.forEach((language, said) -> {
            for (String[] family : new String[][] {{"refused: a temporal condition", said[0]},
                    {"refused: a sign-off missing or open to change", said[1]}}) {
                for (String sentence : family[1].split(";")) {
                    every(family[0], language, sentence, false);
                }
            }
        });
        KEPT.forEach((language, said) -> {
            for (String sentence : said.split(";")) {
                every("kept: a closing or a plain statement", language, sentence, true);
            }
        });
        tally.assertNone(1_000);
    }

    /** The sentence after each shape's data, an approval's status and a total, and on the value's own line after a dash. */
    private void every(String family, String language, String sentence, boolean kept) {
        tally.expect(family, language, sentence, kept);
        for (String[] shape : new String[][] {{APPROVAL, "{\"status\": \"approved\"}"}, {TOTAL, "{\"total\": 120}"}}) {
            tally.expectAfter(family, language, shape[0], shape[1], sentence, kept);
            String own = sentence.charAt(0) >= 0x2E80 ? sentence : Character.toLowerCase(sentence.charAt(0)) + sentence.substring(1);
            tally.expectReply(family, language, shape[0], shape[1] + " — " + own, kept);
        }
    }
}
