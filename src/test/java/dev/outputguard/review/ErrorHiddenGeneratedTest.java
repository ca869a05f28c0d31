package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * An error the change hides, said above the verdict, fails the pass: {@code The error is swallowed.}, {@code Errors are
 * silently ignored.}, {@code Der Fehler wird verschluckt.}, {@code Les erreurs sont avalées.}, {@code エラーが握りつぶされています。},
 * {@code 异常被吞掉了。} Generated per language from its sentences of an error hidden and the failures a review names
 * ({@code {x}}), in each of {@link GeneratedReviews#PLACES}. The change no longer hiding it, or fixing what hid it, keeps
 * the pass above a marker's. Counted per language.
 */
class ErrorHiddenGeneratedTest {

    /** Per language: sentences of {@code {x}} hidden, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The {x} is swallowed.;The {x} is silently ignored.;The catch block swallows the {x}.;The {x} fails silently."
                    + "|The {x} is no longer swallowed.;Fixes the swallowed {x}.;Nothing is silently ignored."),
            Map.entry("de", "{X} wird verschluckt.;{X} wird stillschweigend ignoriert.|{X} wird nicht mehr verschluckt."),
            Map.entry("fr", "{X} est avalée.;{X} est ignorée silencieusement.|{X} n'est plus avalée."),
            Map.entry("es", "{X} se traga.;{X} se ignora silenciosamente.|{X} ya no se traga."),
            Map.entry("it", "{X} viene ingoiata.;{X} viene ignorata silenziosamente.|{X} non viene più ingoiata."),
            Map.entry("pt", "{X} é engolida.;{X} é ignorada silenciosamente.|{X} já não é engolida."),
            Map.entry("nl", "{X} wordt ingeslikt.;{X} wordt stilletjes genegeerd.|{X} wordt niet meer ingeslikt."),
            Map.entry("tr", "{X} sessizce yutuluyor.|"),
            Map.entry("ja", "{x}が握りつぶされています。;{x}を黙って無視しています。|{x}の握りつぶしを修正しました。"),
            Map.entry("zh", "{x}被吞掉了。;{x}被静默忽略。|{x}被吞掉的问题已修复。"),
            Map.entry("ko", "{x}를 삼켜 버립니다.;{x}를 조용히 무시합니다.|"));

    /** Per language: failures a review says the change hides. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("timeout error", "exception from the mailer", "database error", "parse failure")),
            Map.entry("de", List.of("die Zeitüberschreitung", "die Ausnahme des Mailers", "der Datenbankfehler")),
            Map.entry("fr", List.of("l'erreur de délai", "l'exception du mailer", "l'erreur de base de données")),
            Map.entry("es", List.of("la excepción del mailer", "la excepción de la base de datos", "la excepción de timeout")),
            Map.entry("it", List.of("l'eccezione del mailer", "l'eccezione del database", "l'eccezione di timeout")),
            Map.entry("pt", List.of("a exceção do mailer", "a exceção do banco", "a exceção de timeout")),
            Map.entry("nl", List.of("de exceptie van de mailer", "de databasefout", "de time-outfout")),
            Map.entry("tr", List.of("Zaman aşımı hatası", "Veritabanı hatası", "Mailer istisnası")),
            Map.entry("ja", List.of("タイムアウトのエラー", "メール送信の例外", "DBのエラー")),
            Map.entry("zh", List.of("超时异常", "邮件发送异常", "数据库异常")),
            Map.entry("ko", List.of("타임아웃 오류", "메일 발송 예외", "DB 오류")));

    /**
     * Where the keep side is read: above a marker's pass and as a bullet above one. A JSON pass's summary credits a word
     * of resolving right beside the grave problem only, so {@code The timeout error is no longer swallowed.} there fails.
     */
    private static final List<String> MARKER_PLACES = GeneratedReviews.MARKER_PLACES;

    @Test
    void anErrorHidden_failsThePass_andOneNoLongerHiddenKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, THINGS, MARKER_PLACES)
                .assertSides("an error hidden", 150, "no error hidden", 60);
    }
}
