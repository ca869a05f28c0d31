package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A safeguard the change's code lacks, said in plain words above the verdict, fails the pass: {@code The retry loop has
 * no upper bound.}, {@code structuredClone is used without a fallback.}, {@code Nothing checks that the file is an
 * image.}, {@code Die Migration hat keinen Down-Schritt.}, {@code 重试循环没有上限。}. Generated per language from
 * sentences with a subject ({@code {x}}, {@code {X}}) and a safeguard negated (a bound, a limit, a delay between
 * attempts, a backoff, an eviction, a fallback, a down step, a lock, a constraint, a check, coverage), in each of
 * {@link GeneratedReviews#PLACES}. The same safeguards added, not needed, asked for, from before the change, in their
 * plain uses, and an absence of a harm ({@code no new warnings}, {@code without any regressions}) keep the pass above a
 * marker's. Counted per language.
 */
class SafeguardLackingGeneratedTest {

    /** Per language: sentences of a safeguard lacking, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} has no upper bound.;{X} retries with no delay between attempts.;{X} has no backoff."
                    + ";{X} is used without a fallback.;{X} has no down step.;Nothing checks that {x} gets an image."
                    + ";Nothing ever evicts entries from {x}.;{X} has no size limit."
                    + ";{X} writes rows without a unique constraint.;{X} has no real test coverage."
                    + ";{X} runs the update without a lock on the row.;{X} is not cached and runs without authentication."
                    + "|{X} now has an upper bound."
                    + ";This adds a fallback to {x}.;No lock is needed in {x}: the map is immutable."
                    + ";Could we add a fallback to {x}?;Before the change, {x} had no upper bound."
                    + ";{X} adds no new warnings.;{X} works without any regressions."
                    + ";{X} checks the signature before processing.;The fallback in {x} is covered by a test."
                    + ";{X} respects the rate limit.;Coverage of {x} is 95%.;No changes to the limit of {x}."
                    + ";{X} is now bounded by a cap of 5 retries.;{X} has no breaking changes."
                    + ";I haven't verified {x} on Windows.;The linter does not check {x}."
                    + ";{X} no longer holds the lock during I/O.;No coverage was lost in {x}."
                    + ";Nothing else to verify in {x}.;No lock contention in {x} in the load test."
                    + ";{X} has no upload limit any more, as requested.;{X} now checks that the file is an image."
                    + ";The retry limit of {x} is now 5.;{X} no longer needs a fallback."
                    + ";Previously {x} had no backoff, now it has one."),
            Map.entry("de", "{X} hat keine Obergrenze.;{X} wird ohne Fallback verwendet.;{X} hat keinen Down-Schritt."
                    + ";Nichts prüft, ob {x} ein Bild bekommt.;{X} hat kein Limit.;{X} läuft ohne Sperre."
                    + ";{X} hat keine Testabdeckung.|{X} hat jetzt eine Obergrenze.;Für {x} ist keine Sperre nötig."
                    + ";{X} hat keine neuen Warnungen.;Könnten wir {x} einen Fallback geben?"
                    + ";Früher hatte {x} keine Obergrenze.;{X} prüft jetzt die Signatur."
                    + ";Die Obergrenze von {x} ist konfigurierbar.;Der Linter prüft {x} nicht."
                    + ";{X} hat kein Limit mehr, wie im Ticket gewünscht."),
            Map.entry("fr", "{X} n'a aucune limite.;{X} est utilisé sans solution de repli.;{X} n'a aucune politique d'éviction."
                    + ";Rien ne vérifie que {x} reçoit une image.;{X} n'a pas de contrainte d'unicité."
                    + ";{X} n'a aucun contrôle.;{X} fonctionne sans verrou.|{X} a maintenant une limite."
                    + ";Aucun verrou n'est nécessaire pour {x}.;{X} n'ajoute aucun nouvel avertissement."
                    + ";Pourrait-on ajouter une solution de repli à {x} ?;Auparavant, {x} n'avait aucune limite."
                    + ";{X} vérifie maintenant la signature.;La limite de {x} est configurable."),
            Map.entry("es", "{X} no tiene límite.;{X} no tiene tope.;{X} funciona sin comprobación."
                    + ";Nada comprueba que {x} reciba una imagen.;{X} no tiene restricción de unicidad."
                    + ";{X} no tiene cobertura.;{X} actualiza la fila sin FOR UPDATE.|{X} ahora tiene un límite."
                    + ";No hace falta bloqueo en {x}.;{X} no añade avisos nuevos.;¿Podríamos añadir un límite a {x}?"
                    + ";Antes del cambio, {x} no tenía límite.;{X} ahora comprueba la firma."
                    + ";El límite de {x} es configurable."),
            Map.entry("it", "{X} non ha un limite.;{X} non ha un tetto.;{X} viene salvato senza controllo."
                    + ";{X} è usato senza fallback.;{X} non ha un vincolo di unicità.;{X} non ha copertura."
                    + ";{X} gira senza blocco.|{X} ora ha un limite.;Per {x} non serve un blocco."
                    + ";{X} non aggiunge nuovi avvisi.;Potremmo aggiungere un limite a {x}?"
                    + ";Prima della modifica {x} non aveva un limite.;{X} ora verifica la firma."
                    + ";Il limite di {x} è configurabile."),
            Map.entry("pt", "{X} não tem limite.;{X} não tem teto.;{X} é salvo sem verificação.;{X} é usado sem fallback."
                    + ";{X} não tem restrição de unicidade.;{X} não tem cobertura."
                    + ";{X} roda sem bloqueio.|{X} agora tem um limite.;Não é necessário bloqueio em {x}."
                    + ";{X} não adiciona novos avisos.;Podemos adicionar um limite a {x}?"
                    + ";Antes da mudança, {x} não tinha limite.;{X} agora verifica a assinatura."
                    + ";O limite de {x} é configurável."),
            Map.entry("nl", "{X} heeft geen limiet.;{X} heeft geen bovengrens.;{X} wordt zonder controle opgeslagen."
                    + ";{X} wordt zonder fallback gebruikt.;Niets controleert of {x} een afbeelding krijgt."
                    + ";{X} heeft geen down-stap.;{X} heeft geen testdekking.|{X} heeft nu een limiet."
                    + ";Voor {x} is geen vergrendeling nodig.;{X} geeft geen nieuwe waarschuwingen."
                    + ";Kunnen we {x} een limiet geven?;Vroeger had {x} geen bovengrens."
                    + ";{X} controleert nu de handtekening.;De limiet van {x} is instelbaar."),
            Map.entry("tr", "{X} için bir sınır yok.;{X} için üst sınır yok.;{X} kontrol olmadan kaydediliyor."
                    + ";{X} fallback olmadan kullanılıyor.;{X} için kontrol yok."
                    + ";{X} için kilit yok.|{X} artık bir üst sınıra sahip.;{X} için kilit gerekli değil."
                    + ";{X} yeni uyarı eklemiyor.;{X} için bir sınır ekleyebilir miyiz?;{X} artık imzayı kontrol ediyor."),
            Map.entry("ja", "{X}に上限がない。;{X}には上限がありません。;{X}にフォールバックがない。;{X}にチェックがありません。;{X}に制約がない。;{X}にロックがない。|{X}に上限を追加しました。"
                    + ";Windowsでは{x}をチェックしていません。;{X}のカバレッジは下がっていません。;{X}の上限は変わりません。;{X}にロックは不要です。;{X}に新しい警告はありません。"
                    + ";{X}に上限を追加できますか？"),
            Map.entry("zh", "{X}没有上限。;{X}没有过期释放。;{X}没有兜底。;{X}没有淘汰机制。;{X}没有唯一约束。;{X}没有锁。|{X}现在有上限了。;{X}的覆盖率没有下降。;{X}不需要锁。"
                    + ";{X}没有新的警告。;能给{x}加个上限吗？"),
            Map.entry("ko", "{X}에 상한이 없습니다.;{X}에 제한이 없습니다.;{X}에 검사가 없습니다.;{X}에 폴백이 없습니다.;{X}에 제약 조건이 없습니다."
                    + ";{X}에 락이 없습니다.|{X}에 이제 상한이 있습니다.;Windows에서는 {x}를 검사하지 않았습니다.;{X}의 커버리지는 떨어지지 않았습니다."
                    + ";{X}에는 락이 필요 없습니다.;{X}에 새 경고가 없습니다.;{X}에 상한을 추가할 수 있을까요?"));

    /** Per language: what the change's code is called, the subject that lacks a safeguard. */
    private static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("the retry loop", "the new upload handler", "the sync job")),
            Map.entry("de", List.of("die Retry-Schleife", "der Upload-Handler", "der Sync-Job")),
            Map.entry("fr", List.of("la boucle de relance", "le gestionnaire d'envoi", "la tâche de synchro")),
            Map.entry("es", List.of("el bucle de reintentos", "el gestor de subidas", "la tarea de sincronización")),
            Map.entry("it", List.of("il ciclo di retry", "il gestore degli upload", "il job di sincronizzazione")),
            Map.entry("pt", List.of("o loop de retentativa", "o handler de upload", "o job de sincronização")),
            Map.entry("nl", List.of("de retry-lus", "de upload-handler", "de sync-job")),
            Map.entry("tr", List.of("Yeniden deneme döngüsü", "Yükleme işleyicisi", "Senkronizasyon işi")),
            Map.entry("ja", List.of("リトライ処理", "アップロード処理", "同期ジョブ")),
            Map.entry("zh", List.of("重试循环", "上传处理", "同步任务")),
            Map.entry("ko", List.of("재시도 루프", "업로드 핸들러", "동기화 작업")));

    @Test
    void aSafeguardLacking_failsThePass_andOneAddedNotNeededAskedPastOrPlainKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, SUBJECTS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a safeguard lacking", 500, "one added, not needed, asked, past or plain", 150);
    }
}
