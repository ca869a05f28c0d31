package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * An error, a failure or a wrong value the change now shows, prints, returns or logs, quoted in any language's marks,
 * above the verdict fails the pass: {@code Die Seite zeigt jetzt „Fehler 500“ bei jedem Aufruf.},
 * {@code ログイン時に「エラーが発生しました」と表示される。}, {@code The function now returns "null" instead of the user.}
 * Generated per language from sentences with a verb of showing ({@code {q}} the quotation), each of the quotation marks
 * of {@link #MARKS} around each of the language's error messages, in each of {@link GeneratedReviews#PLACES} (a JSON
 * summary with its quotes escaped). A quoted message that is no error, or an error quoted as no longer shown, from before
 * the change, tested on purpose or meant so, or asked about, keeps the pass above a marker's. Counted per language.
 */
class QuotedErrorShownGeneratedTest {

    /** The quotation marks of every language, an opening and its closing mark. */
    private static final List<String> MARKS = List.of("\"\"", "“”", "‘’", "„“", "‚‘", "«»", "‹›", "「」", "『』", "《》",
            "＂＂", "„”");

    /** Per language: sentences of an error shown, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The page now shows {q} on every request.;The function now returns {q} instead of the user."
                    + ";The worker logs {q} on startup.;The CLI prints {q} for valid input."
                    + "|The page no longer shows {q}.;Before this change the page showed {q}."
                    + ";The test asserts that {q} is shown for an unknown id.;It shows {q} for bad input, as intended."
                    + ";Does the page show {q} now?"),
            Map.entry("de", "Die Seite zeigt jetzt {q} bei jedem Aufruf.;Die Funktion liefert jetzt {q} statt des Nutzers."
                    + ";Der Dienst protokolliert {q} beim Start.|Die Seite zeigt nicht mehr {q}."
                    + ";Der Test prüft, dass {q} angezeigt wird.;Zeigt die Seite jetzt {q}?"),
            Map.entry("fr", "La page affiche {q} à chaque appel.;La fonction renvoie {q} au lieu de l'utilisateur."
                    + "|La page n'affiche plus {q}.;Le test vérifie que {q} est affiché.;La page affiche-t-elle {q} ?"),
            Map.entry("es", "La página muestra {q} en cada llamada.;La función devuelve {q} en lugar del usuario."
                    + "|La página ya no muestra {q}.;La prueba verifica que se muestra {q}.;¿La página muestra {q}?"),
            Map.entry("it", "La pagina mostra {q} a ogni chiamata.;La funzione restituisce {q} invece dell'utente."
                    + "|La pagina non mostra più {q}.;Il test verifica che la pagina mostra {q}."),
            Map.entry("pt", "A página exibe {q} em cada chamada.;A função retorna {q} em vez do usuário."
                    + "|A página não exibe mais {q}.;O teste verifica que a página exibe {q}."),
            Map.entry("nl", "De pagina toont {q} bij elke aanroep.;De functie retourneert {q} in plaats van de gebruiker."
                    + "|De pagina toont niet meer {q}.;De test controleert dat de pagina {q} toont."),
            Map.entry("tr", "Sayfa artık her çağrıda {q} gösteriyor.;Fonksiyon artık kullanıcı yerine {q} döndürüyor."
                    + "|Sayfa artık {q} göstermiyor.;Test, sayfanın {q} gösterdiğini doğruluyor."),
            Map.entry("ja", "ログイン時に{q}と表示される。;関数がユーザーの代わりに{q}を返す。|{q}と表示されなくなりました。"
                    + ";テストで{q}と表示されることを確認しています。;{q}と表示されますか？"),
            Map.entry("zh", "页面现在显示{q}。;函数现在返回{q}而不是用户。|页面不再显示{q}。;测试验证页面显示{q}。"),
            Map.entry("ko", "페이지에 {q}이 표시됩니다.;함수가 사용자 대신 {q}을 반환합니다.|페이지에 더 이상 {q}이 표시되지 않습니다."
                    + ";테스트에서 {q}이 표시되는지 검증합니다."));

    /** Per language: error messages and wrong values a change may show. */
    private static final Map<String, List<String>> ERRORS = Map.ofEntries(
            Map.entry("en", List.of("Error 500", "null", "Unexpected error", "Fehler 500")),
            Map.entry("de", List.of("Fehler 500", "Ein Fehler ist aufgetreten", "null")),
            Map.entry("fr", List.of("Erreur 500", "Une erreur est survenue")),
            Map.entry("es", List.of("Error 500", "Se produjo un error")),
            Map.entry("it", List.of("Errore 500", "Si è verificato un errore")),
            Map.entry("pt", List.of("Erro 500", "Ocorreu um erro")),
            Map.entry("nl", List.of("Fout 500", "Er is een fout opgetreden")),
            Map.entry("tr", List.of("Hata 500", "Bir hata oluştu")),
            Map.entry("ja", List.of("エラーが発生しました", "エラー 500")),
            Map.entry("zh", List.of("错误 500", "发生错误")),
            Map.entry("ko", List.of("오류 500", "오류가 발생했습니다")));

    /** Per language: quoted messages that are no error, shown in the family's own sentences: they keep the pass. */
    private static final Map<String, List<String>> PLAIN = Map.ofEntries(
            Map.entry("en", List.of("Saved", "Welcome back")), Map.entry("de", List.of("Alles in Ordnung", "Gespeichert")),
            Map.entry("fr", List.of("Enregistré")), Map.entry("es", List.of("Guardado")), Map.entry("it", List.of("Salvato")),
            Map.entry("pt", List.of("Salvo")), Map.entry("nl", List.of("Opgeslagen")), Map.entry("tr", List.of("Kaydedildi")),
            Map.entry("ja", List.of("保存しました")), Map.entry("zh", List.of("保存成功")), Map.entry("ko", List.of("저장되었습니다")));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void anErrorQuotedAsShown_failsThePass_andOneNoErrorPastTestedOrAskedKeepsIt() {
        GeneratedReviews.Tally shown = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            String[] sides = entry.getValue().split("\\|", -1);
            for (String mark : MARKS) {
                for (String message : ERRORS.get(language)) {
                    String q = mark.charAt(0) + message + mark.charAt(1);
                    for (String sentence : sides[0].split(";")) {
                        decide(shown, language, GeneratedReviews.PLACES, sentence.replace("{q}", q), Verdict.FAIL);
                    }
                    for (String sentence : sides[1].split(";")) {
                        decide(plain, language, GeneratedReviews.MARKER_PLACES, sentence.replace("{q}", q), Verdict.PASS);
                    }
                }
                for (String message : PLAIN.get(language)) {
                    String q = mark.charAt(0) + message + mark.charAt(1);
                    for (String sentence : sides[0].split(";")) {
                        decide(plain, language, GeneratedReviews.MARKER_PLACES, sentence.replace("{q}", q), Verdict.PASS);
                    }
                }
            }
        }
        GeneratedReviews.assertSides(shown, "an error quoted as shown", 500, plain,
                "no error quoted, or one gone, past, tested, meant or asked", 300);
    }

    /** {@link GeneratedReviews.Tally#decide}, the sentence's straight quotes escaped in a JSON place. */
    private void decide(GeneratedReviews.Tally tally, String language, List<String> places, String s, Verdict expected) {
        for (String place : places) {
            tally.decide(decider, language, List.of(place),
                    place.startsWith("{\"") ? s.replace("\"", "\\\"") : s, expected);
        }
    }
}
