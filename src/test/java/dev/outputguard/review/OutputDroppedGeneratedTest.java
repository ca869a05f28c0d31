package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The output losing part of what it should hold, above the verdict, fails the pass: {@code Only the first 100 rows are
 * exported; the rest are dropped.}, {@code The last page of results is never shown.}, {@code Rows after the 100th are
 * silently discarded.}, {@code Non-ASCII characters are truncated.}, {@code Die restlichen Zeilen gehen verloren.},
 * {@code 残りの行は破棄される。}. Generated per language from sentences with a thing of the output ({@code {x}},
 * {@code {X}}: rows, records, results, the rest) and a verb of its loss in its clause, in each of
 * {@link GeneratedReviews#PLACES}. The same things kept, paged as meant, no longer dropped, dropped before the fix,
 * tested, or a loss of no output ({@code Old log files are dropped after 30 days.}: a retention policy) keep the pass
 * above a marker's. Counted per language.
 */
class OutputDroppedGeneratedTest {

    /** Per language: sentences of the output losing part of it, then (after {@code |}) sentences that keep a pass. */
    static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "Only the first 100 {x} are exported, the rest are dropped.;Only the first 100 {x} are exported.;{X} after the 100th are silently discarded."
                    + ";{X} past the first page are never shown.;The last page of {x} is never shown.;{X} are lost on export."
                    + ";Some {x} are dropped from the CSV.;{X} beyond the limit are never returned.;Non-ASCII characters in {x} are truncated."
                    + "|Only the first 100 {x} are shown per page, as designed.;The rest are on the next page."
                    + ";The last page of {x} is now shown.;{X} are no longer dropped.;A test checks that no {x} are dropped."
                    + ";{X} were discarded before this fix.;Before this fix, the last page of {x} was never shown.;Old log files are dropped after 30 days."
                    + ";{X} are paginated, 50 per page.;All {x} are exported.;Non-blocking writes keep all {x}."),
            Map.entry("de", "Die restlichen {x} gehen verloren.;{X} nach der 100. werden stillschweigend verworfen."
                    + ";Die letzte Seite der {x} wird nie angezeigt.;{X} werden beim Export verworfen.;Einige {x} gehen im CSV verloren."
                    + "|Alle {x} werden exportiert.;{X} werden nicht mehr verworfen.;Vor diesem Fix wurden {x} verworfen."
                    + ";Der Test prüft, dass keine {x} verloren gehen.;Alte Logdateien werden nach 30 Tagen gelöscht."),
            Map.entry("fr", "Les {x} après la centième sont silencieusement ignorées.;Le reste des {x} est perdu."
                    + ";Les {x} sont perdues à l'export.;La dernière page des {x} est perdue.;Certaines {x} sont abandonnées dans le CSV."
                    + "|Toutes les {x} sont exportées.;Les {x} ne sont plus perdues.;Avant ce correctif, les {x} étaient ignorées."
                    + ";Le test vérifie qu'aucune des {x} n'est perdue."),
            Map.entry("es", "Las {x} después de la número 100 se descartan en silencio.;El resto de las {x} se pierde."
                    + ";Las {x} se pierden en la exportación.;La última página de {x} nunca se muestra.;Algunas {x} se descartan del CSV."
                    + "|Todas las {x} se exportan.;Las {x} ya no se descartan.;Antes de este arreglo, las {x} se perdían."
                    + ";La prueba comprueba que no se pierde ninguna de las {x}."),
            Map.entry("it", "Le {x} dopo la centesima vengono scartate in silenzio.;Il resto delle {x} va perso."
                    + ";Le {x} vanno perse nell'esportazione.;Alcune {x} vengono scartate dal CSV."
                    + "|Tutte le {x} vengono esportate.;Le {x} non vengono più scartate.;Prima di questa correzione le {x} andavano perse."
                    + ";Il test verifica che nessuna delle {x} venga persa."),
            Map.entry("pt", "As {x} após a centésima são descartadas silenciosamente.;O resto das {x} é perdido."
                    + ";As {x} são perdidas na exportação.;A última página de {x} nunca é exibida.;Algumas {x} são descartadas do CSV."
                    + "|Todas as {x} são exportadas.;As {x} não são mais descartadas.;Antes desta correção, as {x} eram perdidas."
                    + ";O teste verifica que nenhuma das {x} é perdida."),
            Map.entry("nl", "De {x} na de honderdste worden stilletjes weggegooid.;De rest van de {x} gaat verloren."
                    + ";De {x} gaan verloren bij de export.;De laatste pagina met {x} wordt nooit getoond.;Sommige {x} worden overgeslagen in de CSV."
                    + "|Alle {x} worden geëxporteerd.;De {x} worden niet meer weggegooid.;Voor deze fix werden de {x} weggegooid."
                    + ";De test controleert dat er geen {x} verloren gaan."),
            Map.entry("tr", "100. satırdan sonraki {x} sessizce atılıyor.;{X} dışa aktarmada kayboluyor."
                    + ";Bazı {x} CSV dosyasında kayboluyor.;Kalan {x} atılıyor."
                    + "|Tüm {x} dışa aktarılıyor.;{X} artık kaybolmuyor.;Bu düzeltmeden önce {x} kayboluyordu."),
            Map.entry("ja", "100件目以降の{x}は黙って破棄される。;残りの{x}は失われる。;エクスポートで{x}が失われる。"
                    + ";最後のページの{x}が表示されない。;CSVで一部の{x}が破棄される。"
                    + "|すべての{x}がエクスポートされる。;{X}は破棄されなくなりました。;修正前は{x}が捨てられていた。"
                    + ";テストで{x}が失われないことを確認する。"),
            Map.entry("zh", "第100条之后的{x}被静默丢弃。;剩余的{x}丢失了。;导出时{x}丢失。;最后一页的{x}从未显示。;CSV中部分{x}被丢弃。"
                    + "|所有{x}都被导出。;{X}不再被丢弃。;修复前最后一页的{x}从未显示。;测试检查没有{x}丢失。"),
            Map.entry("ko", "100번째 이후의 {x}이 조용히 버려진다.;나머지 {x}이 유실된다.;내보내기에서 {x}이 누락된다."
                    + ";마지막 페이지의 {x}이 표시되지 않는다.;CSV에서 일부 {x}이 버려진다."
                    + "|모든 {x}이 출력된다.;{X}은 더 이상 버려지지 않는다.;수정 전에는 {x}이 버려졌다."
                    + ";테스트는 {x}이 누락되지 않는지 확인한다."));

    /** Per language: a thing of the output, the sentences' subject. */
    static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("rows", "records", "results", "entries")),
            Map.entry("de", List.of("Zeilen", "Datensätze", "Ergebnisse", "Einträge")),
            Map.entry("fr", List.of("lignes", "entrées", "données")),
            Map.entry("es", List.of("filas", "entradas", "líneas")),
            Map.entry("it", List.of("righe", "voci", "registrazioni")),
            Map.entry("pt", List.of("linhas", "entradas", "linhas do relatório")),
            Map.entry("nl", List.of("rijen", "records", "resultaten")),
            Map.entry("tr", List.of("satırlar", "kayıtlar", "sonuçlar")),
            Map.entry("ja", List.of("レコード", "データ行", "検索結果")),
            Map.entry("zh", List.of("记录", "数据行", "导出记录")),
            Map.entry("ko", List.of("검색 결과 목록", "주문 내역", "로그 항목")));

    @Test
    void theOutputLosingPartOfWhatItHolds_failsThePass_andOneKeptPagedPastOrTestedKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, SUBJECTS, GeneratedReviews.MARKER_PLACES)
                .assertSides("output losing part of what it holds", 500, "one kept, paged, past, tested or of no output", 150);
    }
}
