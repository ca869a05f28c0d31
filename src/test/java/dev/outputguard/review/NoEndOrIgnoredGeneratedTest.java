package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Findings above the verdict stating that the change's code runs, waits or retries without end, or ignores an error or
 * a result it should act on, fail the pass: {@code The worker loop runs forever if the queue is empty.}, {@code The job
 * retries endlessly on a 500.}, {@code Die Schleife läuft endlos.}, {@code Errors from the payment API are simply
 * ignored.}, {@code The return value of save() is discarded.}, {@code エラーは無視される。}, {@code 错误被直接忽略。}.
 * Generated per language from sentences with a subject ({@code {x}}, {@code {X}}), in each of
 * {@link GeneratedReviews#PLACES}. The same words negated or gone, from before the change, meant so, tested, or of a
 * thing kept without end or ignored that is no error ({@code The config is kept forever.}, {@code Whitespace is
 * ignored.}) keep the pass above a marker's. Counted per language.
 */
class NoEndOrIgnoredGeneratedTest {

    /** Per language: sentences of no end or an error ignored, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} runs forever if the queue is empty.;{X} retries endlessly on a 500."
                    + ";{X} waits indefinitely for a lock that is never released.;{X} loops forever when the list is empty."
                    + ";Errors from {x} are simply ignored.;The return value of {x} is discarded."
                    + ";Exceptions thrown by {x} are caught and discarded.;{X} silently ignores failures from the payment API.;Rejections from {x} are never handled and are ignored."
                    + ";If Redis is down, {x} spins forever at 100% CPU.;The result of the validation in {x} is silently ignored."
                    + "|{X} no longer runs forever.;Errors from {x} are no longer ignored."
                    + ";Previously errors from {x} were ignored; now they are logged.;{X} keeps the config forever."
                    + ";Unknown fields are ignored by {x}, as the spec says.;Whitespace is ignored by {x}.;{X} runs once and exits."
                    + ";The test checks that {x} does not retry forever.;Expected errors from {x} are ignored on purpose."
                    + ";Does {x} retry forever?;Lint errors in {x} are ignored, as configured.;{X} no longer silently ignores errors."
                    + ";The daemon in {x} runs forever, as designed.;Duplicate results are discarded by {x}."
                    + ";Fixes the bug where {x} ignored errors.;The session in {x} stays open forever."),
            Map.entry("de", "{X} läuft endlos, wenn die Queue leer ist.;{X} wiederholt endlos bei einem 500."
                    + ";{X} wartet für immer auf die Sperre.;Fehler aus {x} werden einfach ignoriert."
                    + ";Der Rückgabewert von {x} wird verworfen.;Exceptions aus {x} werden gefangen und verworfen."
                    + "|{X} läuft nicht mehr endlos.;Fehler aus {x} werden nicht mehr ignoriert."
                    + ";Leerzeilen werden von {x} ignoriert.;{X} speichert die Konfiguration für immer."
                    + ";Früher wurden Fehler aus {x} ignoriert."),
            Map.entry("fr", "{X} tourne indéfiniment quand la file est vide.;{X} réessaie sans fin sur une 500."
                    + ";{X} attend indéfiniment le verrou.;Les erreurs de {x} sont simplement ignorées."
                    + ";La valeur de retour de {x} est ignorée."
                    + "|{X} ne tourne plus indéfiniment.;Les erreurs de {x} ne sont plus ignorées."
                    + ";Les lignes vides sont ignorées par {x}.;Auparavant, les erreurs de {x} étaient ignorées."),
            Map.entry("es", "{X} se ejecuta indefinidamente si la cola está vacía.;{X} reintenta sin fin ante un 500."
                    + ";{X} espera para siempre el bloqueo.;Los errores de {x} se ignoran por completo."
                    + ";El valor de retorno de {x} se descarta."
                    + "|{X} ya no reintenta indefinidamente.;Los errores de {x} ya no se ignoran."
                    + ";Las líneas vacías se ignoran en {x}.;Antes los errores de {x} se ignoraban."),
            Map.entry("it", "{X} gira all'infinito se la coda è vuota.;{X} riprova all'infinito su un 500."
                    + ";{X} attende per sempre il lock.;Gli errori di {x} vengono semplicemente ignorati."
                    + ";Il valore di ritorno di {x} viene scartato."
                    + "|{X} non gira più all'infinito.;Gli errori di {x} non vengono più ignorati."
                    + ";Le righe vuote vengono ignorate da {x}."),
            Map.entry("pt", "{X} roda indefinidamente se a fila estiver vazia.;{X} tenta novamente sem fim em um 500."
                    + ";{X} espera para sempre pelo lock.;Os erros de {x} são simplesmente ignorados."
                    + ";O valor de retorno de {x} é descartado."
                    + "|{X} não roda mais indefinidamente.;Os erros de {x} não são mais ignorados."
                    + ";As linhas em branco são ignoradas por {x}."),
            Map.entry("nl", "{X} draait eindeloos als de wachtrij leeg is.;{X} probeert eindeloos opnieuw bij een 500."
                    + ";{X} wacht voor altijd op de lock.;Fouten uit {x} worden gewoon genegeerd."
                    + ";De retourwaarde van {x} wordt weggegooid."
                    + "|{X} draait niet meer eindeloos.;Fouten uit {x} worden niet meer genegeerd."
                    + ";Lege regels worden door {x} genegeerd."),
            Map.entry("tr", "{X} kuyruk boşken sonsuza kadar bekliyor.;{X} 500 hatasında sonsuza kadar yeniden deniyor."
                    + ";{X} sonsuz döngüde dönüyor.;{X} hataları yok sayıyor.;{X} dönüş değerini görmezden geliyor."
                    + "|{X} boş satırları yok sayıyor.;{X} artık sonsuza kadar beklemiyor."),
            Map.entry("ja", "キューが空だと{x}が永遠に待ち続けます。;{X}は500のとき無限にリトライする。"
                    + ";サーバーが503を返し続けると{x}のリトライが永遠に止まりません。;{X}のエラーは無視される。"
                    + ";{X}の戻り値が捨てられている。;{X}で例外が握りつぶされています。"
                    + "|{X}は無限にリトライしなくなりました。;{X}のエラーは無視されなくなりました。"
                    + ";{X}は空白を無視します。;{X}の設定は永遠に保持されます。"),
            Map.entry("zh", "队列为空时{x}会永远等待。;{X}遇到500会无限重试。;服务器一直返回503时，{x}的重试永远不会停。"
                    + ";{X}的错误被直接忽略。;{X}的返回值被丢弃了。;{X}的异常被吞掉了。"
                    + "|{X}不再无限重试。;{X}的错误不再被忽略。;{X}会忽略空行。;{X}的配置会永久保存。"),
            Map.entry("ko", "큐가 비어 있으면 {x}가 무한히 대기합니다.;{X}가 500에서 끝없이 재시도합니다."
                    + ";{X}의 오류가 그냥 무시됩니다.;{X}의 반환값이 버려집니다.;{X}에서 예외가 무시됩니다."
                    + "|{X}는 더 이상 무한히 재시도하지 않습니다.;{X}의 오류가 더 이상 무시되지 않습니다."
                    + ";{X}는 빈 줄을 무시합니다."));

    /** Per language: what the change's code is called, the sentences' subject. */
    private static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("the worker", "the sync job", "the importer")),
            Map.entry("de", List.of("der Worker", "der Sync-Job", "der Importer")),
            Map.entry("fr", List.of("le worker", "la synchronisation", "l'importeur")),
            Map.entry("es", List.of("el worker", "la sincronización", "el importador")),
            Map.entry("it", List.of("il worker", "la sincronizzazione", "l'importatore")),
            Map.entry("pt", List.of("o worker", "a sincronização", "o importador")),
            Map.entry("nl", List.of("de worker", "de synchronisatie", "de importer")),
            Map.entry("tr", List.of("Worker", "Senkronizasyon işi", "İçe aktarıcı")),
            Map.entry("ja", List.of("ワーカー", "同期ジョブ", "インポーター")),
            Map.entry("zh", List.of("工作进程", "同步任务", "导入器")),
            Map.entry("ko", List.of("워커", "동기화 작업", "임포터")));

    @Test
    void noEndOrAnErrorIgnored_failsThePass_andOneGonePastMeantTestedOrOfNoErrorKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, SUBJECTS, GeneratedReviews.MARKER_PLACES)
                .assertSides("no end or an error ignored", 500, "one gone, past, meant, tested or of no error", 150);
    }
}
