package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A verb saying the change's code or feature now malfunctions, above the verdict, fails the pass: {@code Login breaks
 * on Safari.}, {@code The worker stalls after an hour.}, {@code Uploads time out.}, {@code Der Export verliert die
 * letzte Zeile.}, {@code 同步会丢失联系人。}. Generated per language from sentences with a subject ({@code {x}},
 * {@code {X}}) and a verb of malfunction, in each of {@link GeneratedReviews#PLACES}. The same verbs fixed, from
 * before the change, in a condition or a test, asked, suggested against, meant so, acting on a fault, or in their
 * plain uses ({@code drops the unused column}, {@code line breaks}, {@code removes duplicates}) keep the pass above a
 * marker's. Counted per language.
 */
class MalfunctionStatedGeneratedTest {

    /** Per language: sentences of a malfunction stated, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} breaks on Safari.;The change breaks {x}.;{X} stalls after an hour."
                    + ";{X} times out after the change.;{X} loses the last paragraph.;{X} duplicates contacts."
                    + ";{X} misses the last row.;{X} drops requests under load.;{X} chokes on emoji."
                    + ";{X} double-charges customers.;{X} stalls on large files.;{X} misses every other event."
                    + "|{X} no longer breaks on Safari.;Fixes the stall in {x} after an hour."
                    + ";Previously {x} lost the last paragraph.;{X} used to drop requests under load."
                    + ";If the network drops, {x} retries.;The test checks that {x} drops invalid rows."
                    + ";Make sure {x} does not drop requests.;Does {x} time out now?"
                    + ";{X} drops duplicates on purpose.;{X} skips malformed lines.;{X} loses no data."
                    + ";{X} skips blank lines as documented.;{X} now removes duplicates."
                    + ";{X} drops the unused column.;{X} keeps line breaks.;{X} no longer times out."
                    + ";{X} drops support for Python 3.7.;The helper breaks {x} into two steps."
                    + ";The change breaks the import cycle in {x}.;{X} stalls no more."
                    + ";Requests to {x} time out as configured.;{X} drops the dependency on lodash.;{X} drops the legacy endpoint."
                    + ";{X} misses a changelog entry."),
            Map.entry("de", "{X} bricht unter Safari.;{X} verliert Änderungen beim Speichern."
                    + ";{X} hängt sich nach einer Stunde auf.;{X} verliert den letzten Absatz."
                    + ";{X} dupliziert Kontakte.;{X} verliert Anfragen unter Last.;{X} läuft in einen Timeout."
                    + "|{X} bricht nicht mehr unter Safari.;Früher verlor {x} den letzten Absatz."
                    + ";{X} verwirft ungültige Zeilen.;{X} verwirft Dateien über 20 MB mit einer klaren Meldung."
                    + ";{X} bricht bei ungültigem Format sofort ab.;Verliert {x} jetzt Daten?;{X} entfernt Duplikate."),
            Map.entry("fr", "{X} plante sous Safari.;{X} perd les modifications.;{X} perd le dernier paragraphe."
                    + ";{X} duplique les contacts."
                    + ";{X} se bloque après une heure.;{X} perd des requêtes sous charge."
                    + "|{X} ne plante plus sous Safari.;{X} ne perd plus le dernier paragraphe."
                    + ";Auparavant, {x} perdait le dernier paragraphe.;{X} perd-il des données ?"
                    + ";{X} supprime les doublons."),
            Map.entry("es", "{X} se cuelga tras una hora.;{X} pierde el último párrafo.;{X} duplica los contactos."
                    + ";{X} se rompe en Safari.;{X} pierde peticiones bajo carga."
                    + "|{X} ya no se cuelga.;{X} ya no pierde el último párrafo.;¿{X} pierde el último párrafo?"
                    + ";{X} descarta las filas inválidas."),
            Map.entry("it", "{X} si blocca dopo un'ora.;{X} perde l'ultimo paragrafo.;{X} duplica i contatti."
                    + ";{X} si rompe su Safari."
                    + "|{X} non si blocca più.;{X} non perde più l'ultimo paragrafo.;{X} scarta le righe non valide."),
            Map.entry("pt", "{X} perde o último parágrafo.;{X} duplica os contatos.;{X} trava depois de uma hora."
                    + ";{X} quebra ao salvar."
                    + "|{X} não perde mais o último parágrafo.;{X} não trava mais.;{X} descarta as linhas inválidas."),
            Map.entry("nl", "{X} verliest de laatste alinea.;{X} dupliceert contacten.;{X} loopt vast na een uur."
                    + ";De verbinding valt weg bij {x}."
                    + "|{X} verliest de laatste alinea niet meer.;{X} loopt niet meer vast.;Verliest {x} nu gegevens?"),
            Map.entry("tr", "{X} son paragrafı kaybediyor.;{X} kişileri çoğaltıyor.;{X} bir saat sonra takılıyor."
                    + ";{X} Safari'de bozuluyor."
                    + "|{X} artık son paragrafı kaybetmiyor.;{X} artık takılmıyor."),
            Map.entry("ja", "{X}が一時間後に止まる。;{X}が頻繁に止まります。;保存すると{x}の最後の段落が消える。;{X}が起動時に落ちる。"
                    + ";{X}で連絡先が重複する。;{X}がタイムアウトする。"
                    + "|{X}は落ちなくなりました。"
                    + ";削除されたアカウントは、インデクサーが削除イベントを受け取るので1分以内に検索結果から消えます。;{X}で最後の段落が消えなくなりました。;{X}は止まりますか？"),
            Map.entry("zh", "{X}会丢失最后一段。;{X}会丢失草稿。;{X}会重复联系人。;{X}一小时后卡住。;{X}请求超时。"
                    + "|{X}不再丢失最后一段。;{X}不再卡住。;{X}会丢失最后一段吗？"),
            Map.entry("ko", "{X}가 한 시간 후에 멈춘다.;{X}가 자주 멈춥니다.;{X}에서 마지막 문단이 사라진다.;{X}가 연락처를 중복 생성한다."
                    + ";{X} 요청이 타임아웃된다."
                    + "|{X}는 더 이상 멈추지 않는다.;삭제된 계정은 인덱서가 삭제 이벤트를 구독하기 때문에 이제 1분 안에 검색 결과에서 사라집니다."
                    + ";{X}의 마지막 문단이 더 이상 사라지지 않는다."));

    /** Per language: what the change's code or feature is called, the verbs' subject. */
    private static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("login", "the export", "the sync worker")),
            Map.entry("de", List.of("der Export", "die Synchronisierung", "der Import")),
            Map.entry("fr", List.of("l'export", "la synchronisation", "l'éditeur")),
            Map.entry("es", List.of("la exportación", "la sincronización", "el editor")),
            Map.entry("it", List.of("l'esportazione", "la sincronizzazione", "l'editor")),
            Map.entry("pt", List.of("a exportação", "a sincronização", "o editor")),
            Map.entry("nl", List.of("de export", "de synchronisatie", "de editor")),
            Map.entry("tr", List.of("Dışa aktarma", "Senkronizasyon", "Editör")),
            Map.entry("ja", List.of("エクスポート", "同期処理", "エディタ")),
            Map.entry("zh", List.of("导出", "同步", "编辑器")),
            Map.entry("ko", List.of("내보내기", "동기화", "편집기")));

    @Test
    void aVerbOfMalfunctionStated_failsThePass_andOneFixedPastConditionalTestedOrPlainKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, SUBJECTS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a malfunction stated", 500, "one fixed, past, conditional, tested, asked or plain", 150);
    }
}
