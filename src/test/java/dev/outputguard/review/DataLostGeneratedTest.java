package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Data, records or information said lost, gone, wiped or past recovery after the change, above the verdict, fails the
 * pass: {@code We lose the information about which orders never shipped.}, {@code The data is gone after the
 * migration.}, {@code Customer addresses are lost.}, {@code The old values cannot be recovered after a rollback.},
 * {@code Die Daten sind danach weg.}, {@code Les adresses sont perdues.}, {@code データが失われます。},
 * {@code 数据会丢失。}, {@code 데이터가 손실됩니다.}. Generated per language from sentences with a thing that holds data
 * ({@code {x}}, {@code {X}}: data, addresses, values, notes, a history) in each of {@link GeneratedReviews#PLACES}. No
 * loss, the loss fixed or before the change, a test of it, and a thing meant to go ({@code The temp files are gone after
 * the build.}, {@code Lost connections are retried.}, {@code Stale cache entries are wiped on deploy.}) keep the pass
 * above a marker's. Counted per language.
 */
class DataLostGeneratedTest {

    /** Per language: sentences of data lost or gone, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "We lose {x}.;{X} are gone after the migration.;{X} are lost.;The migration wipes {x}."
                    + ";{X} cannot be recovered after a rollback.;After the rollback {x} are unrecoverable."
                    + ";The import erases {x}.;{X} from the old schema cannot be recovered."
                    + ";We lose {x} of users who never logged in."
                    + "|{X} are not lost.;Fixed: the migration lost {x}.;Previously {x} were lost, now they are kept."
                    + ";Added a test that {x} are not lost on rollback.;{X} are no longer lost.;{X} are kept after the migration."),
            Map.entry("de", "{X} sind danach weg.;{X} gehen verloren.;Wir verlieren {x}.;Die Migration löscht {x}."
                    + ";{X} sind nach dem Rollback nicht wiederherstellbar.;Nach dem Update sind {x} futsch.;{X} sind unwiederbringlich."
                    + "|Es gehen keine {x} verloren.;Behoben: die Migration hat {x} verloren."
                    + ";Früher gingen {x} verloren, jetzt bleiben sie erhalten.;Ein Test prüft, dass keine {x} verloren gehen."),
            Map.entry("fr", "{X} sont perdues.;On perd {x}.;La migration efface {x}."
                    + ";{X} sont irrécupérables après un rollback."
                    + "|{X} ne sont pas perdues.;Corrigé : la migration perdait {x}."
                    + ";Auparavant {x} étaient perdues, maintenant elles sont conservées.;Un test vérifie que {x} ne sont pas perdues."),
            Map.entry("es", "Se pierden {x}.;{X} se pierden tras la migración.;La migración borra {x}."
                    + ";{X} son irrecuperables tras un rollback."
                    + "|No se pierden {x}.;Corregido: la migración perdía {x}.;Antes se perdían {x}, ahora se conservan."
                    + ";Una prueba comprueba que no se pierden {x}."),
            Map.entry("it", "{X} vanno persi.;Perdiamo {x}.;La migrazione cancella {x}."
                    + ";{X} sono irrecuperabili dopo un rollback."
                    + "|Non si perdono {x}.;Corretto: la migrazione perdeva {x}.;Prima {x} andavano persi, ora vengono conservati."
                    + ";Un test verifica che {x} non vadano persi."),
            Map.entry("pt", "{X} são perdidos.;Perdemos {x}.;A migração apaga {x}."
                    + ";{X} são irrecuperáveis após um rollback."
                    + "|{X} não são perdidos.;Corrigido: a migração perdia {x}.;Antes {x} eram perdidos, agora são mantidos."
                    + ";Um teste verifica que {x} não são perdidos."),
            Map.entry("nl", "{X} zijn kwijt.;{X} gaan verloren.;We verliezen {x}.;De migratie wist {x}."
                    + ";{X} zijn na een rollback niet te herstellen."
                    + "|Er gaan geen {x} verloren.;Opgelost: de migratie verloor {x}."
                    + ";Vroeger gingen {x} verloren, nu blijven ze bewaard.;Een test controleert dat {x} niet verloren gaan."),
            Map.entry("tr", "{X} kayboluyor.;Migration sonrası {x} kayboluyor.;Migration {x} siliyor.;{X} kalıcı olarak siliniyor."
                    + "|{X} artık kaybolmuyor.;Düzeltildi: migration {x} kaybediyordu."
                    + ";Önceden {x} kayboluyordu, şimdi korunuyor."),
            Map.entry("ja", "{x}が失われます。;{x}が消えます。;ロールバック後は{x}を復元できません。;マイグレーションで{x}が消去されます。"
                    + "|{x}は失われません。;修正済み：以前は{x}が失われていました。"
                    + ";以前は{x}が失われていましたが、今は保持されます。;{x}が失われないことをテストで確認しました。"),
            Map.entry("zh", "{x}会丢失。;{x}丢了。;迁移后{x}没了。;回滚后{x}无法恢复。;迁移会清空{x}。"
                    + "|不会丢失{x}。;已修复：迁移之前会丢失{x}。;以前{x}会丢失，现在会保留。;测试确认{x}不会丢失。"),
            Map.entry("ko", "{x}가 손실됩니다.;{x}가 사라집니다.;마이그레이션 후 {x}를 잃게 됩니다.;롤백 후 {x}는 복구할 수 없습니다."
                    + "|{x}는 손실되지 않습니다.;수정됨: 이전에는 {x}가 손실되었습니다."
                    + ";이전에는 {x}가 사라졌지만 이제는 유지됩니다.;{x}가 손실되지 않는지 테스트로 확인했습니다."));

    /** Per language: things that hold data, the sentences' subject or object. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("the data", "customer addresses", "the stored values", "the order records",
                    "the user information", "the order history")),
            Map.entry("de", List.of("Datensätze", "Adressen", "Kundendaten", "gespeicherte Werte", "Notizen", "Bestelldaten")),
            Map.entry("fr", List.of("les données", "les adresses", "les valeurs", "les informations")),
            Map.entry("es", List.of("los datos de envío", "las direcciones", "los valores", "las notas", "los registros")),
            Map.entry("it", List.of("i dati", "gli indirizzi", "i valori", "le informazioni")),
            Map.entry("pt", List.of("os dados", "os endereços", "os valores", "as notas", "as informações")),
            Map.entry("nl", List.of("de gegevens", "de adressen", "de waarden", "de notities", "de records")),
            Map.entry("tr", List.of("veriler", "adresler", "değerler", "notlar", "kayıtlar")),
            Map.entry("ja", List.of("データ", "顧客の住所", "設定値", "メモ欄", "注文履歴")),
            Map.entry("zh", List.of("数据", "收货地址", "备注", "订单历史", "用户信息")),
            Map.entry("ko", List.of("데이터", "주소", "주문 내역", "메모", "사용자 정보")));

    /** Per language: a thing meant to go, or a word of losing said of no data, that keeps a pass. */
    private static final Map<String, String> KEPT = Map.ofEntries(
            Map.entry("en", "Nothing is lost on a rollback, I tried it.;The temp files are gone after the build."
                    + ";The lost-password page is restyled.;Lost connections are retried.;Stale cache entries are wiped on deploy."
                    + ";The warning is gone.;The old helper is gone.;The spinner disappears after loading."),
            Map.entry("de", "Die temporären Dateien sind nach dem Build weg."
                    + ";Veraltete Cache-Einträge werden beim Deploy gelöscht.;Die Warnung ist weg."),
            Map.entry("fr", "Les fichiers temporaires sont supprimés après le build.;Les connexions perdues sont relancées."
                    + ";L'avertissement est corrigé."),
            Map.entry("es", "Los archivos temporales se borran después del build.;Las conexiones perdidas se reintentan."
                    + ";La advertencia está corregida."),
            Map.entry("it", "I file temporanei vengono cancellati dopo la build.;Le connessioni perse vengono ritentate."
                    + ";L'avviso è corretto."),
            Map.entry("pt", "Os arquivos temporários são apagados após o build.;As conexões perdidas são tentadas de novo."
                    + ";O aviso foi corrigido."),
            Map.entry("nl", "De tijdelijke bestanden zijn na de build weg."
                    + ";De waarschuwing is weg."),
            Map.entry("tr", "Geçici dosyalar derlemeden sonra siliniyor.;Uyarı artık kayboluyor."),
            Map.entry("ja", "一時ファイルはビルド後に削除されます。;警告は表示されなくなりました。"),
            Map.entry("zh", "临时文件在构建后被清空。;警告没了。"),
            Map.entry("ko", "임시 파일은 빌드 후 삭제됩니다."));

    @Test
    void dataSaidLostOrGone_failsThePass_andNoLossAFixATestOrAThingMeantToGoKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, THINGS, GeneratedReviews.MARKER_PLACES)
                .keep(KEPT, Map.ofEntries(KEPT.keySet().stream().map(l -> Map.entry(l, List.of("-")))
                        .toArray(Map.Entry[]::new)), GeneratedReviews.MARKER_PLACES)
                .assertSides("data said lost or gone", 400, "no loss, a fix, a test or a thing meant to go", 300);
    }
}
