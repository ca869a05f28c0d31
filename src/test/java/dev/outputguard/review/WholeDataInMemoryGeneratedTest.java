package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * All of the data a product holds read into memory at once, above the verdict, fails the pass as an unbounded memory
 * does ({@code The export job loads the whole table into memory.}, {@code Der Job lädt alle Bestellungen in den
 * Speicher.}, {@code 导出任务会把整张表加载到内存里。}): nothing bounds what it takes. The same said no longer or not done,
 * and a bounded thing kept in memory ({@code … loads the config into memory at startup.}), keep the pass. Generated per
 * language with subjects {@code {x}}, in each of {@link GeneratedReviews#PLACES} (the keeps above a marker's pass).
 * Counted per language.
 */
class WholeDataInMemoryGeneratedTest {

    /** Per language: the whole of the data read into memory, then (after {@code |}) the same kept. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} loads the whole table into memory.;{X} reads all orders into memory.;{X} loads every row into memory."
                    + ";{X} reads the uploaded file fully into memory."
                    + "|{X} no longer loads the whole table into memory.;{X} does not load the whole table into memory."
                    + ";{X} keeps the last 100 entries in memory.;{X} loads the config file into memory at startup."),
            Map.entry("de", "{X} lädt die ganze Tabelle in den Speicher.;{X} lädt alle Bestellungen in den Speicher."
                    + "|{X} lädt nicht mehr die ganze Tabelle in den Speicher.;{X} lädt die Konfiguration beim Start in den Speicher."),
            Map.entry("fr", "{X} charge toute la table en mémoire.;{X} charge toutes les commandes en mémoire."
                    + "|{X} ne charge plus toute la table en mémoire.;{X} charge la configuration en mémoire au démarrage."),
            Map.entry("es", "{X} carga toda la tabla en memoria.;{X} carga todos los pedidos en memoria."
                    + "|{X} ya no carga toda la tabla en memoria."),
            Map.entry("it", "{X} carica tutta la tabella in memoria.;{X} carica tutti gli ordini in memoria."
                    + "|{X} non carica più tutta la tabella in memoria."),
            Map.entry("pt", "{X} carrega toda a tabela na memória.;{X} carrega todos os pedidos na memória."
                    + "|{X} já não carrega toda a tabela na memória."),
            Map.entry("nl", "{X} laadt de hele tabel in het geheugen.;{X} laadt het hele bestand in het geheugen."
                    + "|{X} laadt niet meer de hele tabel in het geheugen."),
            Map.entry("tr", "{X} tablonun tamamını belleğe yüklüyor.;{X} siparişlerin hepsini belleğe yüklüyor."
                    + "|{X} artık tablonun tamamını belleğe yüklemiyor."),
            Map.entry("ja", "{x}がテーブル全体をメモリに読み込みます。;{x}がすべての注文をメモリに読み込みます。"
                    + "|{x}はテーブル全体をメモリに読み込みません。;{x}は起動時に設定をメモリに読み込みます。"),
            Map.entry("zh", "{x}会把整张表加载到内存里。;{x}会把整个文件读入内存。"
                    + "|{x}不再把整张表加载到内存。;{x}启动时把配置加载到内存。"),
            Map.entry("ko", "{x}이 전체 테이블을 메모리에 로드합니다.;{x}이 모든 주문을 메모리에 로드합니다."
                    + "|{x}은 더 이상 전체 테이블을 메모리에 로드하지 않습니다."));

    /** Per language: what does the reading (a job, an endpoint). */
    private static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("the export job", "the report endpoint", "the sync worker")),
            Map.entry("de", List.of("der Export-Job", "der Report-Endpunkt")),
            Map.entry("fr", List.of("le job d'export", "l'endpoint de rapport")),
            Map.entry("es", List.of("el job de exportación", "el endpoint de informes")),
            Map.entry("it", List.of("il job di export", "l'endpoint dei report")),
            Map.entry("pt", List.of("o job de exportação", "o endpoint de relatórios")),
            Map.entry("nl", List.of("de exportjob", "het rapport-endpoint")),
            Map.entry("tr", List.of("dışa aktarma işi", "rapor işi")),
            Map.entry("ja", List.of("エクスポートジョブ", "レポートAPI")),
            Map.entry("zh", List.of("导出任务", "报表接口")),
            Map.entry("ko", List.of("내보내기 작업", "보고서 작업")));

    @Test
    void theWholeDataReadIntoMemory_failsThePass_andTheSameNoLongerDoneOrABoundedThingKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, SUBJECTS, GeneratedReviews.MARKER_PLACES)
                .assertSides("the whole data read into memory", 150, "no longer so, or a bounded thing", 40);
    }
}
