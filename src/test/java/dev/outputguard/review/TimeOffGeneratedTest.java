package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A review stating that the change puts a time off by a measure, above the verdict, fails the pass: {@code Every
 * invoice is dated one day early.}, {@code Bookings show up 9 hours off in the calendar.}, {@code Die Erinnerung kommt
 * einen Tag zu spät.}, {@code 請求日が1日ずれている。}, {@code 发票日期早了一天。}. A word of deviation ({@code early},
 * {@code late}, {@code off}, {@code zu spät}, {@code de retard}, {@code ずれ}, {@code 早了}, {@code 늦게}) is read only
 * beside a measure of time, so {@code returns early} and {@code turns off} say nothing. Generated per language from a
 * measure ({@code {x}}) with sentences of a time off, in each of {@link GeneratedReviews#PLACES}. The same words
 * without a measure, a time moved as meant by the change, asked, or a deviation taken away keep the pass above a
 * marker's. Counted per language.
 */
class TimeOffGeneratedTest {

    /** Per language: a time off by the measure {@code {x}}, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> OFF = Map.ofEntries(
            Map.entry("en", "Every invoice is dated {x} early for customers east of UTC.;The reminder goes out {x} late."
                    + ";Bookings show up {x} off in the calendar.;Since this change, payouts arrive {x} too late."
                    + "|The reminder now goes out {x} earlier, as the ticket asks.;Is the reminder sent {x} early?"
                    + ";The reminder is no longer sent {x} early."),
            Map.entry("de", "Jede Rechnung ist {x} zu früh datiert.;Die Erinnerung kommt {x} zu spät."
                    + ";Buchungen erscheinen im Kalender um {x} verschoben."
                    + "|Die Erinnerung kommt nicht mehr {x} zu spät.;Sind Buchungen im Kalender um {x} verschoben?"),
            Map.entry("fr", "Chaque facture est datée {x} trop tôt.;Le rappel part avec {x} de retard."
                    + ";Les réservations s'affichent avec {x} de décalage dans le calendrier."
                    + "|Le rappel ne part plus avec {x} de retard.;Le rappel part-il avec {x} de retard ?"),
            Map.entry("es", "Cada factura queda fechada {x} demasiado pronto.;El recordatorio sale con {x} de retraso."
                    + ";Las reservas aparecen con {x} de desfase en el calendario."
                    + "|El recordatorio ya no sale con {x} de retraso.;¿El recordatorio sale con {x} de retraso?"),
            Map.entry("it", "Ogni fattura è datata {x} troppo presto.;Il promemoria parte con {x} di ritardo."
                    + ";Le prenotazioni compaiono nel calendario {x} in ritardo."
                    + "|Il promemoria non parte più con {x} di ritardo.;Il promemoria parte con {x} di ritardo?"),
            Map.entry("pt", "Cada fatura fica datada {x} cedo demais.;O lembrete sai com {x} de atraso."
                    + ";As reservas aparecem com {x} de diferença na agenda."
                    + "|O lembrete não sai mais com {x} de atraso.;O lembrete sai com {x} de atraso?"),
            Map.entry("nl", "Elke factuur is {x} te vroeg gedateerd.;De herinnering gaat {x} te laat de deur uit."
                    + ";Boekingen staan {x} verschoven in de agenda."
                    + "|De herinnering gaat niet meer {x} te laat de deur uit.;Staan boekingen {x} verschoven in de agenda?"),
            Map.entry("tr", "Her fatura {x} erken tarihleniyor.;Hatırlatma {x} geç gidiyor."
                    + "|Hatırlatma {x} geç mi gidiyor?"),
            Map.entry("ja", "請求日が{x}早くなっている。;リマインダーが{x}遅れて届く。;予約がカレンダー上で{x}ずれて表示される。"
                    + "|リマインダーは{x}遅れて届きますか？;リマインダーが{x}遅れる問題は解消されました。"),
            Map.entry("zh", "发票日期早了{x}。;提醒晚了{x}才发出。;预订在日历上差了{x}。"
                    + "|提醒会晚{x}发出吗？"),
            Map.entry("ko", "청구일이 {x} 일찍 찍힌다.;알림이 {x} 늦게 발송된다.;예약이 달력에서 {x} 어긋나게 표시된다."
                    + "|알림이 {x} 늦게 발송되나요?"));

    /** Per language: a measure of time. */
    private static final Map<String, List<String>> MEASURES = Map.ofEntries(
            Map.entry("en", List.of("one day", "an hour", "9 hours", "two weeks")),
            Map.entry("de", List.of("einen Tag", "eine Stunde", "9 Stunden")),
            Map.entry("fr", List.of("un jour", "une heure", "9 heures")),
            Map.entry("es", List.of("un día", "una hora", "9 horas")),
            Map.entry("it", List.of("un giorno", "un'ora", "9 ore")),
            Map.entry("pt", List.of("um dia", "uma hora", "9 horas")),
            Map.entry("nl", List.of("een dag", "een uur", "9 uur")),
            Map.entry("tr", List.of("bir gün", "bir saat", "9 saat")),
            Map.entry("ja", List.of("1日", "1時間", "9時間")),
            Map.entry("zh", List.of("一天", "一个小时", "9小时")),
            Map.entry("ko", List.of("하루", "한 시간", "9시간")));

    /** Per language: the words of deviation without a measure beside them, which keep a pass as they are. */
    private static final Map<String, String> PLAIN = Map.ofEntries(
            Map.entry("en", "The parser returns early when the input is empty.;The debug flag is turned off in production."
                    + ";Late events are dropped with a warning.;The early exit keeps the loop simple."
                    + ";The job now runs {x} later, at 2 am.;Uses an early return for the empty case."
                    + ";The cache cuts {x} off the build.;The backup window moves {x} off-peak."),
            Map.entry("de", "Die Funktion kehrt bei leerer Eingabe früh zurück.;Der Job läuft jetzt {x} später, um 2 Uhr."),
            Map.entry("fr", "La fonction retourne tôt si l'entrée est vide.;Le job tourne maintenant {x} plus tard, à 2 h."),
            Map.entry("es", "La función retorna pronto si la entrada está vacía.;El job corre ahora {x} más tarde, a las 2."),
            Map.entry("it", "La funzione ritorna subito se l'input è vuoto.;Il job ora gira {x} più tardi, alle 2."),
            Map.entry("pt", "A função retorna cedo se a entrada estiver vazia.;O job agora roda {x} mais tarde, às 2h."),
            Map.entry("nl", "De functie keert vroeg terug bij lege invoer.;De job draait nu {x} later, om 2 uur."),
            Map.entry("tr", "Girdi boşsa fonksiyon erken dönüyor.;İş artık {x} sonra, saat 2'de çalışıyor."),
            Map.entry("ja", "入力が空なら早めにリターンする。;ジョブは{x}後の2時に実行されるようになった。"),
            Map.entry("zh", "输入为空时提前返回。;任务现在推迟{x}，在凌晨2点运行。"),
            Map.entry("ko", "입력이 비어 있으면 일찍 반환한다.;이제 작업이 {x} 뒤인 새벽 2시에 실행된다."));

    @Test
    void aTimeOffByAMeasure_failsThePass_andTheWordsWithoutAMeasureMovedAsMeantOrAskedKeepIt() {
        new GeneratedReviews.Sides().decide(OFF, MEASURES, GeneratedReviews.MARKER_PLACES)
                .keep(PLAIN, MEASURES, GeneratedReviews.MARKER_PLACES)
                .assertSides("a time off by a measure", 300, "without a measure, moved as meant, asked", 150);
    }
}
