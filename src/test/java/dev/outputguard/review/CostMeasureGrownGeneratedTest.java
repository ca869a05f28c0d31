package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A measure of what the change costs said grown, with no degree of excess and no word of a bug, above the verdict fails
 * the pass: {@code Memory usage doubled.}, {@code The bundle is 10x larger than before.}, {@code Latency went from 20 ms
 * to 2 s.}, {@code The build takes 3 hours now.}, {@code Le build prend maintenant 3 heures.},
 * {@code ビルドに3時間かかるようになった。}, {@code 内存占用翻倍了。} Generated per language from a measure of cost
 * ({@code {x}}) with each of the language's words of growth ({@code {m}}), and from a measure of time said to take a
 * figure now or to go from a smaller figure to a larger, in each of {@link GeneratedReviews#PLACES}. An improvement, a
 * benefit grown, a plain figure with no change, a negation, a time before the change, a question, a quote and code keep
 * the pass above a marker's. Counted per language.
 */
class CostMeasureGrownGeneratedTest {

    /** Per language: a measure of cost and its word of growth. */
    private static final Map<String, String> GROWN = Map.ofEntries(
            Map.entry("en", "{X} {m}.;{X} {m} after this change.;The {x} has {m} in the load test."),
            Map.entry("de", "{X} {m}.;Laut Lasttest: {x} {m}."),
            Map.entry("fr", "{X} {m}.;Dans le test de charge, {x} {m}."),
            Map.entry("es", "{X} {m}.;En la prueba de carga, {x} {m}."),
            Map.entry("it", "{X} {m}.;Nel test di carico {x} {m}."),
            Map.entry("pt", "{X} {m}.;No teste de carga, {x} {m}."),
            Map.entry("nl", "{X} {m}.;In de loadtest: {x} {m}."),
            Map.entry("tr", "{X} {m}.;Yük testinde {x} {m}."),
            Map.entry("ja", "{x}が{m}。;負荷テストで{x}が{m}。"),
            Map.entry("zh", "{x}{m}。;压测中{x}{m}。"),
            Map.entry("ko", "{x}이 {m}.;부하 테스트에서 {x}이 {m}."));

    /** Per language: the measures of cost, and the words saying they grew. */
    private static final Map<String, List<List<String>>> WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("memory usage", "latency", "bundle size", "build time", "error rate", "p99 latency",
                    "CPU usage", "startup time"),
                    List.of("doubled", "tripled", "grew", "increased", "went up", "spiked", "ballooned", "quadrupled"))),
            Map.entry("de", List.of(List.of("der Speicherverbrauch", "die Latenz", "die Buildzeit", "die Fehlerrate", "die Startzeit"),
                    List.of("hat sich verdoppelt", "ist gestiegen", "hat sich verdreifacht", "ist gewachsen", "hat zugenommen"))),
            Map.entry("fr", List.of(List.of("la mémoire", "la latence", "le temps de build", "le taux d'erreur", "le temps de démarrage"),
                    List.of("a doublé", "a triplé", "a augmenté", "a fortement augmenté"))),
            Map.entry("es", List.of(List.of("el uso de memoria", "la latencia", "el tiempo de compilación", "la tasa de errores"),
                    List.of("se duplicó", "aumentó", "se triplicó", "creció"))),
            Map.entry("it", List.of(List.of("l'uso di memoria", "la latenza", "il tempo di build", "il tasso di errore"),
                    List.of("è raddoppiato", "è aumentato", "è triplicato", "è cresciuto"))),
            Map.entry("pt", List.of(List.of("o uso de memória", "a latência", "o tempo de build", "a taxa de erros"),
                    List.of("dobrou", "aumentou", "triplicou", "cresceu"))),
            Map.entry("nl", List.of(List.of("het geheugengebruik", "de latentie", "de buildtijd", "het foutpercentage"),
                    List.of("is verdubbeld", "is gestegen", "is verdrievoudigd", "is toegenomen"))),
            Map.entry("tr", List.of(List.of("bellek kullanımı", "gecikme", "derleme süresi", "hata oranı"),
                    List.of("iki katına çıktı", "arttı", "yükseldi", "üç katına çıktı"))),
            Map.entry("ja", List.of(List.of("メモリ使用量", "レイテンシ", "ビルド時間", "エラー率"),
                    List.of("倍増した", "2倍になった", "増加しました", "増えた"))),
            Map.entry("zh", List.of(List.of("内存占用", "延迟", "构建时间", "错误率"), List.of("翻倍了", "增加了", "增长了", "上升了"))),
            Map.entry("ko", List.of(List.of("메모리 사용량", "지연 시간", "빌드 시간", "오류율"),
                    List.of("두 배로 늘었습니다", "증가했습니다", "늘었습니다", "커졌습니다"))));

    /**
     * Per language: a measure of time ({@code {x}}) said to take a figure now or to go from a smaller figure to a larger,
     * then (after {@code |}) sentences that keep a pass: a plain figure, an improvement, negated, past and fixed, asked,
     * quoted, code.
     */
    private static final Map<String, String> TIMED = Map.ofEntries(
            Map.entry("en", "The {x} takes 3 hours now.;The {x} now takes 40 seconds.;The {x} went from 20 ms to 2 s."
                    + ";The {x} jumped from 3 minutes to 2 hours.;The {x} doubled, from 20 ms to 40 ms.;The {x} went from 3 to 40 minutes."
                    + "|The {x} takes 3 minutes.;The {x} takes 40 ms now, down from 2 s.;The {x} went from 2 s to 20 ms."
                    + ";The {x} no longer doubles.;The {x} halved.;Previously the {x} doubled; this PR fixes it."
                    + ";Did the {x} double? No, it stayed flat.;Has the {x} increased?;The ticket said \"the {x} doubled\"."
                    + ";The log line reads `{x} increased` when the cache is cold.;If the {x} doubles, the alert fires."
                    + ";The {x} did not increase.;The {x} grew by design, as the ticket asks for a warm cache."
                    + ";The {x} doubled before the fix."),
            Map.entry("de", "{X} dauert jetzt 3 Stunden.;{X} stieg von 20 ms auf 2 s.|{X} dauert 3 Minuten."
                    + ";{X} sank von 2 s auf 20 ms.;{X} ist nicht gestiegen.;Ist {x} gestiegen?"
                    + ";Früher hat sich {x} verdoppelt, dieser PR behebt das."),
            Map.entry("fr", "{X} prend maintenant 3 heures.;{X} est passé de 20 ms à 2 s.|{X} prend 3 minutes."
                    + ";{X} est passé de 2 s à 20 ms.;{X} n'a pas augmenté.;{X} a-t-il doublé ?"),
            Map.entry("es", "{X} ahora tarda 3 horas.;{X} pasó de 20 ms a 2 s.|{X} tarda 3 minutos.;{X} pasó de 2 s a 20 ms."
                    + ";{X} no aumentó.;¿{X} aumentó?"),
            Map.entry("it", "{X} ora richiede 3 ore.;{X} è passato da 20 ms a 2 s.|{X} richiede 3 minuti."
                    + ";{X} è passato da 2 s a 20 ms.;{X} non è aumentato.;{X} è aumentato?"),
            Map.entry("pt", "{X} agora leva 3 horas.;{X} passou de 20 ms para 2 s.|{X} leva 3 minutos."
                    + ";{X} passou de 2 s para 20 ms.;{X} não aumentou.;{X} aumentou?"),
            Map.entry("nl", "{X} duurt nu 3 uur.;{X} ging van 20 ms naar 2 s.|{X} duurt 3 minuten.;{X} ging van 2 s naar 20 ms."
                    + ";{X} is niet gestegen.;Is {x} gestegen?"),
            Map.entry("tr", "{X} artık 3 saat sürüyor.|{X} 3 dakika sürüyor.;{X} arttı mı?"),
            Map.entry("ja", "{x}に3時間かかるようになった。;{x}が倍増した。|{x}は3分です。;{x}が倍増しましたか？"),
            Map.entry("zh", "{x}现在需要3小时。;{x}从20毫秒增加到2秒。|{x}需要3分钟。;{x}从2秒降低到20毫秒。;{x}没有翻倍。"
                    + ";{x}翻倍了吗？"),
            Map.entry("ko", "{x}이 이제 3시간 걸립니다.;{x}이 20ms에서 2초로 늘었습니다.|{x}이 3분 걸립니다.;{x}이 늘었습니까?"));

    /** Per language: the measures of time the sentences of {@link #TIMED} take. */
    private static final Map<String, List<String>> TIMES = Map.ofEntries(
            Map.entry("en", List.of("build", "startup", "response time", "CI pipeline", "test suite", "cold start")),
            Map.entry("de", List.of("der Build", "die Startzeit", "die Antwortzeit")),
            Map.entry("fr", List.of("le build", "le démarrage", "le temps de réponse")),
            Map.entry("es", List.of("el build", "el arranque", "el tiempo de respuesta")),
            Map.entry("it", List.of("il build", "l'avvio", "il tempo di risposta")),
            Map.entry("pt", List.of("o build", "a inicialização", "o tempo de resposta")),
            Map.entry("nl", List.of("de build", "het opstarten", "de responstijd")),
            Map.entry("tr", List.of("derleme", "başlangıç süresi", "yanıt süresi")),
            Map.entry("ja", List.of("ビルド", "起動", "応答時間")),
            Map.entry("zh", List.of("构建", "启动", "响应时间")),
            Map.entry("ko", List.of("빌드", "시작 시간", "응답 시간")));

    /** Per language: a thing of size said grown after a verb of being, then (after {@code |}) said smaller or a benefit grown. */
    private static final Map<String, String> SIZED = Map.ofEntries(
            Map.entry("en", "The {x} is 10x larger than before.;The {x} is much bigger now.;The {x} is 3x heavier."
                    + "|The {x} is 10x smaller than before.;The {x} is no larger than before.;The {x} handles larger inputs."
                    + ";The throughput of the {x} doubled.;Test coverage of the {x} grew to 90%.;The {x} cache hit rate doubled."
                    + ";The {x} limit doubled, as the ticket asks.;The {x} build increased the version number."),
            Map.entry("de", "{X} ist 10-mal größer als vorher.|{X} ist kleiner als vorher.;Der Durchsatz von {x} hat sich verdoppelt."),
            Map.entry("fr", "{X} est 10 fois plus gros qu'avant.|{X} est plus petit qu'avant.;Le débit de {x} a doublé."),
            Map.entry("es", "{X} es 10 veces más grande que antes.|{X} es más pequeño que antes.;El rendimiento de {x} se duplicó."),
            Map.entry("nl", "{X} is 10 keer groter dan voorheen.|{X} is kleiner dan voorheen.;De doorvoer van {x} is verdubbeld."));

    /** Per language: the things of size {@link #SIZED} takes. */
    private static final Map<String, List<String>> SIZES = Map.ofEntries(
            Map.entry("en", List.of("bundle", "binary", "Docker image size", "memory footprint")),
            Map.entry("de", List.of("das Bundle", "die Binärdatei")),
            Map.entry("fr", List.of("le bundle", "le binaire")),
            Map.entry("es", List.of("el bundle", "el binario")),
            Map.entry("nl", List.of("de bundle", "de binary")));

    @Test
    void aCostSaidGrown_failsThePass_andAnImprovementABenefitAPlainFigureOrANegationKeepsIt() {
        Map<String, String> grownOnly = new java.util.TreeMap<>();
        GROWN.forEach((l, s) -> grownOnly.put(l, s + "|"));
        new GeneratedReviews.Sides().decideOfTwo(grownOnly, WORDS, GeneratedReviews.MARKER_PLACES)
                .decide(TIMED, TIMES, GeneratedReviews.MARKER_PLACES)
                .decide(SIZED, SIZES, GeneratedReviews.MARKER_PLACES)
                .assertSides("a cost said grown", 500,
                        "a cost improved, a benefit grown, a plain figure, negated, past, asked, quoted or code", 300);
    }

}
