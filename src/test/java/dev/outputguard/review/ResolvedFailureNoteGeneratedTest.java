package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.outputguard.extract.JsonExtractor;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A note beside a JSON pass saying a failure was fixed, handled, caught, logged or retried ({@code "summary": "Fixed the
 * timeout error."}, {@code "notes": "修复了超时错误。"}), generated in eleven languages: the pass stands, as it does above a
 * marker's pass; the same fix negated, hedged, planned, asked, only tried, partial or followed by a failure that remains
 * fails it.
 */
class ResolvedFailureNoteGeneratedTest {

    /** The note keys of a JSON pass the notes are written under. */
    static final List<String> KEYS = List.of("summary", "comments", "reason", "notes");

    /** Each language's failures ({@code {x}}; {@code {X}} capitalised where it opens the sentence). */
    static final Map<String, List<String>> FAILURES = Map.ofEntries(
            Map.entry("en", List.of("timeout error", "null pointer exception", "connection error")),
            Map.entry("de", List.of("Timeout-Fehler", "Verbindungsfehler", "Parserfehler")),
            Map.entry("fr", List.of("l'erreur de délai", "l'erreur de connexion", "l'exception de pointeur nul")),
            Map.entry("es", List.of("el error de tiempo de espera", "el error de conexión", "el error de análisis")),
            Map.entry("it", List.of("l'errore di timeout", "l'errore di connessione", "l'errore di parsing")),
            Map.entry("pt", List.of("o erro de timeout", "o erro de conexão", "o erro de análise")),
            Map.entry("nl", List.of("de time-outfout", "de verbindingsfout", "de parseerfout")),
            Map.entry("tr", List.of("zaman aşımı hatası", "bağlantı hatası", "ayrıştırma hatası")),
            Map.entry("ja", List.of("タイムアウトエラー", "接続エラー", "パースエラー")),
            Map.entry("zh", List.of("超时错误", "连接错误", "解析错误")),
            Map.entry("ko", List.of("타임아웃 오류", "연결 오류", "파싱 오류")));

    /** Each language's notes of a failure fixed, handled, caught, logged or retried, separated by {@code ;}. */
    static final Map<String, String> RESOLVED = Map.ofEntries(
            Map.entry("en", "Fixed the {x}.;The {x} is fixed.;The {x} is now handled.;The {x} is now logged.;"
                    + "The {x} is caught and retried.;Handled the {x}."),
            Map.entry("de", "Der {x} ist behoben.;{X} ist jetzt behoben.;Den {x} behoben.;Der {x} wird jetzt abgefangen.;"
                    + "Der {x} wird jetzt protokolliert.;Der {x} wurde behoben."),
            Map.entry("fr", "{X} est corrigée.;{X} a été corrigée.;{X} est maintenant gérée.;"
                    + "{X} est désormais journalisée.;{X} est interceptée et journalisée.;{X} est corrigée et journalisée."),
            Map.entry("es", "Se corrigió {x}.;{X} está corregido.;{X} ahora se maneja.;{X} ahora se registra.;"
                    + "{X} se captura y se reintenta.;Corregido {x}."),
            Map.entry("it", "Corretto {x}.;{X} è stato corretto.;{X} ora è gestito.;{X} ora viene registrato.;"
                    + "{X} viene intercettato e registrato.;Risolto {x}."),
            Map.entry("pt", "Corrigido {x}.;{X} foi corrigido.;{X} agora é tratado.;{X} agora é registrado.;"
                    + "{X} é capturado e registrado.;Corrige {x}."),
            Map.entry("nl", "{X} is opgelost.;{X} opgelost.;{X} wordt nu afgehandeld.;{X} wordt nu gelogd.;"
                    + "{X} is verholpen.;{X} wordt afgevangen en gelogd."),
            Map.entry("tr", "{X} düzeltildi.;{X} giderildi.;{X} artık ele alınıyor.;{X} artık loglanıyor.;"
                    + "{X} yakalanıp tekrar deneniyor.;{X} çözüldü."),
            Map.entry("ja", "{x}を修正しました。;{x}は修正済みです。;{x}を処理するようにしました。;"
                    + "{x}はログに記録されるようになりました。;{x}を解消しました。;{x}をキャッチしてリトライします。"),
            Map.entry("zh", "修复了{x}。;{x}已修复。;{x}现在会被处理。;{x}现在会被记录。;已解决{x}。;{x}会被捕获并重试。"),
            Map.entry("ko", "{x}를 수정했습니다.;{x}가 수정되었습니다.;{x}를 이제 처리합니다.;{x}는 이제 로그에 기록됩니다.;"
                    + "{x}를 해결했습니다.;{x}를 잡아서 재시도합니다."));

    /** The same fixes negated, hedged, planned, asked, only tried, partial, or followed by a failure that remains. */
    static final Map<String, String> UNRESOLVED = Map.ofEntries(
            Map.entry("en", "Did not fix the {x}.;The {x} is not fixed yet.;Should fix the {x}.;"
                    + "Will fix the {x} later.;Fixed the {x}?;Tried to fix the {x}.;Fixed the {x}, but the crash remains.;"
                    + "Partially fixed the {x}."),
            Map.entry("de", "Der {x} ist nicht behoben.;Der {x} wird später behoben.;Der {x} ist behoben?;"
                    + "Der {x} ist vielleicht behoben."),
            Map.entry("fr", "{X} n'est pas corrigée.;{X} sera corrigée plus tard.;{X} est corrigée ?;"
                    + "{X} est peut-être corrigée."),
            Map.entry("es", "{X} no está corregido.;{X} se corregirá más tarde.;¿{X} está corregido?;"
                    + "{X} quizás está corregido."),
            Map.entry("it", "{X} non è stato corretto.;{X} verrà corretto più tardi.;{X} è stato corretto?;"
                    + "{X} forse è stato corretto."),
            Map.entry("pt", "{X} não foi corrigido.;{X} será corrigido depois.;{X} foi corrigido?;"
                    + "{X} talvez foi corrigido."),
            Map.entry("nl", "{X} is niet opgelost.;{X} wordt later opgelost.;{X} is opgelost?;"
                    + "{X} is misschien opgelost."),
            Map.entry("tr", "{X} düzeltilmedi.;{X} daha sonra düzeltilecek.;{X} düzeltildi mi?;"
                    + "{X} belki düzeltildi."),
            Map.entry("ja", "{x}は修正されていません。;{x}は後で修正します。;{x}は修正されましたか？;"
                    + "{x}はたぶん修正されました。"),
            Map.entry("zh", "{x}没有修复。;{x}稍后修复。;{x}修复了吗？;{x}可能已修复。"),
            Map.entry("ko", "{x}를 수정하지 않았습니다.;{x}는 나중에 수정할 예정입니다.;{x}가 수정되었나요?;"
                    + "{x}가 아마 수정되었습니다."));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void aFailureFixedKeepsThePassAndOneLeftOpenDoesNot() {
        GeneratedReviews.Tally kept = new GeneratedReviews.Tally();
        GeneratedReviews.Tally open = new GeneratedReviews.Tally();
        decide(decider, kept, open);
        kept.print("a failure fixed", "not PASS");
        open.print("a failure left open", "not FAIL");
        kept.showWrong();
        open.showWrong();
        assertTrue(kept.variants >= 500 && kept.wrong.isEmpty(), kept.wrong.size() + " of " + kept.variants
                + " not PASS: " + kept.wrong.subList(0, Math.min(12, kept.wrong.size())));
        assertTrue(open.wrong.isEmpty(), open.wrong.size() + " of " + open.variants + " not FAIL: "
                + open.wrong.subList(0, Math.min(12, open.wrong.size())));
    }

    /** Each note of {@link #RESOLVED} and {@link #UNRESOLVED} under each of {@link #KEYS}, decided into the tallies. */
    static void decide(ReviewDecider decider, GeneratedReviews.Tally kept, GeneratedReviews.Tally open) {
        FAILURES.forEach((language, failures) -> {
            for (String x : failures) {
                for (String note : RESOLVED.get(language).split(";")) {
                    kept.decide(decider, language, places(), filled(note, x), Verdict.PASS);
                }
                for (String note : UNRESOLVED.get(language).split(";")) {
                    open.decide(decider, language, places(), filled(note, x), Verdict.FAIL);
                }
            }
        });
    }

    private static List<String> places() {
        return KEYS.stream().map(k -> "{\"result\": \"PASS\", \"" + k + "\": \"{s}\"}").toList();
    }

    private static String filled(String note, String x) {
        String s = note.replace("{X}", Character.toUpperCase(x.charAt(0)) + x.substring(1)).replace("{x}", x);
        int first = s.charAt(0) == '¿' ? 1 : 0;
        return s.substring(0, first) + Character.toUpperCase(s.charAt(first)) + s.substring(first + 1);
    }
}
