package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A measure of what the change costs said to sit at a bad level, with no word of growth and no word of a bug, above the
 * verdict fails the pass: saturated ({@code CPU is pegged at 100%.}, {@code Memory usage is at 95% after startup.},
 * {@code Disk is full after a day.}), used at rest ({@code CPU sits at 100% when idle.}), or now at a figure
 * ({@code Latency is now 2 s.}). Generated per language from a measure of use ({@code {x}}) with each of the language's
 * phrasings of a level ({@code {m}}), and from a measure of time said now at a figure, in each of
 * {@link GeneratedReviews#PLACES}. A plain figure with no now, a low level, a benefit, a negation, a fix, a load test
 * meant to saturate, a question, a quote and code keep the pass above a marker's. Counted per language.
 */
class CostLevelGeneratedTest {

    /** Per language: a measure of use and its level, then (after {@code |}) the same measure kept. */
    private static final Map<String, String> LEVELLED = Map.ofEntries(
            Map.entry("en", "{X} {m}.;{X} {m} after this change.;With this PR, {x} {m}."
                    + "|{X} no longer {m}.;Previously {x} {m}; this PR fixes it.;The old code said so: {x} {m} before the fix."),
            Map.entry("de", "{X} {m}.;Nach diesem PR: {x} {m}.|Früher: {x} {m}, dieser PR behebt das."),
            Map.entry("fr", "{X} {m}.;Avec ce PR, {x} {m}.|Auparavant {x} {m}, ce PR corrige cela."),
            Map.entry("es", "{X} {m}.;Con este PR, {x} {m}.|Antes {x} {m}; este PR lo corrige."),
            Map.entry("it", "{X} {m}.;Con questa PR {x} {m}.|In precedenza {x} {m}; questa PR lo corregge."),
            Map.entry("pt", "{X} {m}.;Com este PR, {x} {m}.|Antes {x} {m}; este PR corrige isso."),
            Map.entry("nl", "{X} {m}.;Na deze PR: {x} {m}.|Eerder: {x} {m}; deze PR lost dat op."),
            Map.entry("tr", "{X} {m}.;Bu PR ile {x} {m}.|"),
            Map.entry("ja", "{x}が{m}。;この変更で{x}が{m}。|"),
            Map.entry("zh", "{x}{m}。;这个改动之后{x}{m}。|"),
            Map.entry("ko", "{x}가 {m}.;이 변경 후 {x}가 {m}.|"));

    /** Per language: the measures of use, and the phrasings of a bad level. */
    private static final Map<String, List<List<String>>> WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("CPU usage", "memory usage", "the heap", "disk usage", "the connection pool",
                    "the disk", "CPU", "memory"),
                    List.of("sits at 100% when idle", "is pegged at 100%", "is at 95%", "is full after a day", "is maxed out",
                            "is exhausted after an hour", "is saturated", "sits at 40% while idle", "stays at 30% at rest",
                            "hits 100%", "is at 98% after startup", "runs at 100 % while idle"))),
            Map.entry("de", List.of(List.of("die CPU", "der Speicher", "die Festplatte", "der Verbindungspool", "der Arbeitsspeicher"),
                    List.of("ist voll ausgelastet", "liegt im Leerlauf bei 100 %", "ist voll", "ist erschöpft", "liegt bei 95 %",
                            "ist am Anschlag"))),
            Map.entry("fr", List.of(List.of("le CPU", "la mémoire", "le disque", "le pool de connexions"),
                    List.of("est à 100 % au repos", "est saturé", "est plein après un jour", "est à 95 %", "est épuisé",
                            "tourne à 100 %"))),
            Map.entry("es", List.of(List.of("la CPU", "la memoria", "el disco", "el pool de conexiones"),
                    List.of("está al 100% en reposo", "está saturado", "está lleno tras un día", "está al 95%", "está agotado",
                            "está al 99%"))),
            Map.entry("it", List.of(List.of("la CPU", "la memoria", "il disco", "il pool di connessioni"),
                    List.of("è al 100% a riposo", "è saturo", "è pieno dopo un giorno", "è al 95%", "è esaurito",
                            "è al 99%"))),
            Map.entry("pt", List.of(List.of("a CPU", "a memória", "o disco", "o pool de conexões"),
                    List.of("fica em 100% quando ociosa", "está saturado", "está cheio após um dia", "está em 95%",
                            "está esgotado", "está em 99%"))),
            Map.entry("nl", List.of(List.of("de CPU", "het geheugen", "de schijf", "de connectiepool"),
                    List.of("staat op 100% in rust", "is verzadigd", "is vol na een dag", "zit op 95%", "is uitgeput"))),
            Map.entry("tr", List.of(List.of("CPU", "bellek", "disk", "bağlantı havuzu"),
                    List.of("boştayken %100 kullanımda", "dolu", "bir gün sonra doluyor", "tükendi", "tavan yapıyor"))),
            Map.entry("ja", List.of(List.of("CPU", "メモリ", "ディスク", "コネクションプール"),
                    List.of("100%に張り付いている", "満杯になる", "枯渇した", "アイドル時に100%になる", "95%に達している"))),
            Map.entry("zh", List.of(List.of("CPU", "内存", "磁盘", "连接池"),
                    List.of("占满了", "空闲时占用100%", "一天后就满了", "耗尽了", "跑满了", "达到95%"))),
            Map.entry("ko", List.of(List.of("CPU", "메모리", "디스크", "커넥션 풀"),
                    List.of("100%입니다", "가득 찹니다", "고갈되었습니다", "유휴 상태에서 100%입니다", "포화 상태입니다"))));

    /**
     * Per language: a measure of cost ({@code {x}}) said now at a figure, then (after {@code |}) sentences that keep a
     * pass: a plain figure with no now, an improvement, asked, quoted, code, a low level, a benefit, a load test meant
     * to saturate.
     */
    private static final Map<String, String> NOW = Map.ofEntries(
            Map.entry("en", "{X} is now 2 s.;{X} is now 40 seconds.;{X} is now at 3 minutes.;The {x} now sits at 2 s."
                    + "|{X} is 2 seconds.;The p99 {x} is 2 seconds.;{X} is now 20 ms, down from 2 s.;Is {x} now 2 s?"
                    + ";The ticket said \"{x} is now 2 s\".;The log reads `{x} is now 2 s`.;{X} is now lower than before."
                    + ";CPU sits at 2% when idle.;Disk is 10% full.;Cache hit rate is at 100%.;Test coverage is 95%."
                    + ";Availability is at 99.99%.;CPU no longer sits at 100% when idle.;Memory usage is 300 MB."
                    + ";Under the load test CPU reaches 100%, as expected.;Does CPU sit at 100% when idle?"
                    + ";The issue says \"CPU sits at 100% when idle\".;The full {x} report is attached."
                    + ";The build exhausted all retries.;I am 100% sure the {x} fix is right.;The cache is full.;Build: 95%;CI: 99 %"),
            Map.entry("de", "{X} beträgt jetzt 2 s.;{X} ist jetzt 40 Sekunden.|{X} beträgt 2 Sekunden.;Ist {x} jetzt 2 s?"
                    + ";Die CPU liegt im Leerlauf bei 2 %.;Die Verfügbarkeit liegt bei 100 %.;Die CPU ist nicht mehr voll ausgelastet."),
            Map.entry("fr", "{X} est maintenant de 2 s.;{X} est désormais de 40 secondes.|{X} est de 2 secondes."
                    + ";Le CPU est à 2 % au repos.;La disponibilité est à 100 %.;Le CPU n'est plus saturé."),
            Map.entry("es", "{X} ahora es de 2 s.|{X} es de 2 segundos.;La CPU está al 2% en reposo.;La disponibilidad está al 100%."
                    + ";La CPU ya no está saturada."),
            Map.entry("it", "{X} ora è di 2 s.|{X} è di 2 secondi.;La CPU è al 2% a riposo.;La disponibilità è al 100%."
                    + ";La CPU non è più satura."),
            Map.entry("pt", "{X} agora é de 2 s.|{X} é de 2 segundos.;A CPU fica em 2% quando ociosa.;A disponibilidade está em 100%."
                    + ";A CPU não está mais saturada."),
            Map.entry("nl", "{X} is nu 2 s.|{X} is 2 seconden.;De CPU staat op 2% in rust.;De beschikbaarheid is 100%."
                    + ";De CPU is niet meer verzadigd."),
            Map.entry("tr", "{X} artık 2 sn.|{X} 2 saniye.;Erişilebilirlik %100."),
            Map.entry("ja", "{x}が今は2秒だ。|{x}は2秒です。;アイドル時のCPUは2%です。;可用性は100%です。"),
            Map.entry("zh", "{x}现在是2秒。|{x}是2秒。;空闲时CPU占用2%。;可用性达到100%。;CPU没有占满。"),
            Map.entry("ko", "{x}이 이제 2초입니다.|{x}은 2초입니다.;유휴 시 CPU 사용률은 2%입니다.;가용성은 100%입니다."));

    /** Per language: the measures of time {@link #NOW} takes. */
    private static final Map<String, List<String>> TIMES = Map.ofEntries(
            Map.entry("en", List.of("latency", "response time", "startup time", "build time", "p99 latency")),
            Map.entry("de", List.of("die Latenz", "die Antwortzeit", "die Startzeit")),
            Map.entry("fr", List.of("la latence", "le temps de réponse", "le temps de démarrage")),
            Map.entry("es", List.of("la latencia", "el tiempo de respuesta", "el tiempo de arranque")),
            Map.entry("it", List.of("la latenza", "il tempo di risposta", "il tempo di avvio")),
            Map.entry("pt", List.of("a latência", "o tempo de resposta", "o tempo de inicialização")),
            Map.entry("nl", List.of("de latentie", "de responstijd", "de opstarttijd")),
            Map.entry("tr", List.of("gecikme", "yanıt süresi", "başlangıç süresi")),
            Map.entry("ja", List.of("レイテンシ", "応答時間", "起動時間")),
            Map.entry("zh", List.of("延迟", "响应时间", "启动时间")),
            Map.entry("ko", List.of("지연 시간", "응답 시간", "시작 시간")));

    @Test
    void aCostSaidAtABadLevel_failsThePass_andAPlainFigureALowLevelABenefitOrANegationKeepsIt() {
        new GeneratedReviews.Sides().decideOfTwo(LEVELLED, WORDS, GeneratedReviews.MARKER_PLACES)
                .decide(NOW, TIMES, GeneratedReviews.MARKER_PLACES)
                .assertSides("a cost said at a bad level", 500,
                        "a plain figure, a low level, a benefit, negated, past, asked, quoted or code", 300);
    }

}
