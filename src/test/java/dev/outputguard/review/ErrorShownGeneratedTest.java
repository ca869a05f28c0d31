package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * An error, an exception, a stack trace or an error page the change now shows, throws, prints or returns, named
 * unquoted above the verdict, fails the pass: {@code Clicking save now throws an exception.}, {@code Die Seite zeigt
 * jetzt einen Fehler an.}, {@code ログイン後にエラー画面が表示される。} Generated per language from sentences with a verb of
 * showing or throwing ({@code {x}} the error), each of the language's nouns of an error, in each of
 * {@link GeneratedReviews#PLACES}. An error shown for bad input or on purpose, one no longer shown, one a test checks,
 * one asked about or suggested, and one handled or bettered keep the pass above a marker's. Counted per language.
 */
class ErrorShownGeneratedTest {

    /** Per language: sentences of an error shown, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The page now shows {x}.;Clicking save now throws {x}.;The app displays {x} on startup."
                    + ";The endpoint now returns {x} for every request.;The CLI prints {x} for valid input."
                    + ";Users now see {x} after login.;{X} is now shown after login."
                    + "|It now shows {x} for an invalid email.;It no longer shows {x}.;The test asserts that {x} is shown."
                    + ";Does the page show {x} now?;The page should show {x} here.;It shows {x} only if the id is unknown."
                    + ";The page shows {x} instead of a silent redirect.;It returns {x} on bad input, as intended."
                    + ";The lock is freed even when the callback throws {x}."),
            Map.entry("de", "Die Seite zeigt jetzt {x} an.;Beim Speichern wirft die App jetzt {x}.;Die App zeigt {x} beim Start."
                    + ";Nutzer sehen nach dem Login {x}."
                    + "|Die Seite zeigt {x} bei einer ungültigen E-Mail.;Die Seite zeigt nicht mehr {x}."
                    + ";Der Test prüft, dass die Seite {x} zeigt.;Zeigt die Seite jetzt {x}?"),
            Map.entry("fr", "La page affiche maintenant {x}.;L'enregistrement lève maintenant {x}."
                    + ";Les utilisateurs voient {x} après la connexion."
                    + "|La page affiche {x} pour un e-mail invalide.;La page n'affiche plus {x}."
                    + ";Le test vérifie que la page affiche {x}.;La page affiche-t-elle {x} ?"),
            Map.entry("es", "La página ahora muestra {x}.;Al guardar, la aplicación lanza {x}."
                    + ";Los usuarios ven {x} después de iniciar sesión."
                    + "|La página muestra {x} para un correo inválido.;La página ya no muestra {x}."
                    + ";La prueba verifica que la página muestra {x}.;¿La página muestra {x}?"),
            Map.entry("it", "La pagina ora mostra {x}.;Il salvataggio ora lancia {x}.;Gli utenti vedono {x} dopo il login."
                    + "|La pagina mostra {x} per un indirizzo email non valido.;La pagina non mostra più {x}."
                    + ";Il test verifica che la pagina mostra {x}."),
            Map.entry("pt", "A página agora exibe {x}.;Ao salvar, o app lança {x}.;Os usuários veem {x} depois do login."
                    + "|A página exibe {x} para um e-mail inválido.;A página não exibe mais {x}."
                    + ";O teste verifica que a página exibe {x}."),
            Map.entry("nl", "De pagina toont nu {x}.;Bij het opslaan gooit de app nu {x}.;Gebruikers zien {x} na het inloggen."
                    + "|De pagina toont {x} bij een ongeldig e-mailadres.;De pagina toont niet meer {x}."
                    + ";De test controleert dat de pagina {x} toont."),
            Map.entry("tr", "Sayfa artık {x} gösteriyor.;Kaydederken uygulama artık {x} fırlatıyor."
                    + ";Kullanıcılar girişten sonra {x} görüyor."
                    + "|Geçersiz e-postada sayfa {x} gösteriyor.;Sayfa artık {x} göstermiyor."
                    + ";Test, sayfanın {x} gösterdiğini doğruluyor."),
            Map.entry("ja", "ログイン後に{x}が表示される。;保存すると{x}がスローされる。;起動時に{x}が出力されます。"
                    + "|無効なメールアドレスの場合は{x}が表示されます。;{x}が表示されなくなりました。"
                    + ";テストで{x}が表示されることを確認しています。;{x}が表示されますか？"),
            Map.entry("zh", "页面现在显示{x}。;保存时抛出{x}。;登录后出现{x}。"
                    + "|邮箱无效时页面显示{x}。;页面不再显示{x}。;测试验证页面显示{x}。"),
            Map.entry("ko", "로그인 후 {x}가 표시됩니다.;저장할 때 {x}를 던집니다.;시작 시 {x}가 출력됩니다."
                    + "|유효하지 않은 입력에는 {x}가 표시됩니다.;더 이상 {x}가 표시되지 않습니다.;테스트에서 {x}가 표시되는지 검증합니다."));

    /** Per language: nouns of an error, an exception, a stack trace or an error page, as a sentence takes them. */
    private static final Map<String, List<String>> ERRORS = Map.ofEntries(
            Map.entry("en", List.of("an error", "an exception", "a stack trace", "an error page", "an error message",
                    "a traceback")),
            Map.entry("de", List.of("einen Fehler", "eine Exception", "einen Stacktrace", "eine Fehlerseite",
                    "eine Fehlermeldung")),
            Map.entry("fr", List.of("une erreur", "une exception", "une page d'erreur", "un message d'erreur",
                    "une trace de pile")),
            Map.entry("es", List.of("un error", "una excepción", "una página de error", "un mensaje de error")),
            Map.entry("it", List.of("un errore", "un'eccezione", "una pagina di errore", "un messaggio di errore")),
            Map.entry("pt", List.of("um erro", "uma exceção", "uma página de erro", "uma mensagem de erro")),
            Map.entry("nl", List.of("een fout", "een exceptie", "een foutmelding", "een foutpagina", "een stacktrace")),
            Map.entry("tr", List.of("bir hata", "hata sayfası", "hata mesajı", "bir istisna")),
            Map.entry("ja", List.of("エラー", "エラー画面", "例外", "スタックトレース", "エラーメッセージ")),
            Map.entry("zh", List.of("错误", "异常", "错误页面", "错误信息")),
            Map.entry("ko", List.of("오류", "에러", "예외", "오류 화면")));

    /** Per language: sentences of a message bettered, an error handled or measured: they keep the pass, read once. */
    private static final Map<String, String> HANDLED = Map.of(
            "en", "The error page now shows a helpful message.;This PR shows good error handling."
                    + ";The dashboard now shows the error rate per endpoint.;Get rid of the exception in the constructor."
                    + ";It logs an error and retries.;The endpoint returns a 400 error for oversized uploads.",
            "de", "Die Fehlerseite zeigt jetzt eine hilfreiche Meldung.;Die Funktion gibt bei negativen Beträgen einen "
                    + "Fehler zurück.",
            "fr", "La page d'erreur affiche maintenant un message utile.;La PR montre une bonne gestion des erreurs.",
            "ja", "エラー画面にわかりやすいメッセージが表示されるようになりました。;このPRはエラー処理をきれいに表示します。",
            "zh", "参数为空时返回错误。");

    /** Per language: a sentence with a noun of an error the reviewer suggests: it keeps the pass. */
    private static final Map<String, String> SUGGESTED = Map.of("en", "Consider showing {x} here.");

    /** One filler for the sentences of {@link #HANDLED}, which take no noun. */
    private static final Map<String, List<String>> ONCE = Map.of("en", List.of("-"), "de", List.of("-"), "fr",
            List.of("-"), "ja", List.of("-"), "zh", List.of("-"));

    @Test
    void anErrorShownUnquoted_failsThePass_andOneForBadInputGoneTestedAskedOrHandledKeepsIt() {
        new GeneratedReviews.Sides()
                .decide(SENTENCES, ERRORS, GeneratedReviews.MARKER_PLACES)
                .keep(SUGGESTED, ERRORS, GeneratedReviews.MARKER_PLACES)
                .keep(HANDLED, ONCE, GeneratedReviews.MARKER_PLACES)
                .assertSides("an error shown unquoted", 500, "an error for bad input, gone, tested, asked or handled",
                        300);
    }
}
