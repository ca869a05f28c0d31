package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A check that nobody and nothing makes, above the verdict, fails the pass: a subject of none with a verb of checking
 * ({@code No one checks {x}.}, {@code Rien ne vérifie {x}.}, {@code Niente controlla {x}.}, {@code Niets controleert
 * {x}.}, {@code {x} kimse doğrulamıyor.}, {@code 没有人检查{x}。}), and a thing said not checked in the passive
 * ({@code {x} n'est pas vérifiée.}, {@code {x} non viene controllata.}, {@code {x}はチェックされていません。}). A check
 * that someone makes keeps the pass, and so does one said out of a named checker's reach
 * ({@code The linter does not check {x}.}, {@code Le linter ne vérifie pas {x}.}): it says where that check ends, not
 * that nothing checks. Generated per language with things that are checked ({@code {x}}), in each of
 * {@link GeneratedReviews#PLACES}. Counted per language.
 */
class CheckMadeByNobodyGeneratedTest {

    /** Per language: sentences of a check nobody makes, then (after {@code |}) a check made or bounded by its checker. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "No one checks {x}.;Nobody validates {x}.;Nothing verifies {x}.;Nobody ever checks {x}."
                    + ";Nothing actually validates {x}.;{X} is never validated.;Nobody has verified {x}."
                    + "|The linter does not check {x}.;I haven't verified {x} on Windows."
                    + ";The gateway validates {x}, so nothing else needs to.;Nothing changed in how the server checks {x}."),
            Map.entry("de", "Niemand prüft {x}.;Nichts validiert {x}.;{X} prüft niemand.;Niemand hat {x} geprüft."
                    + "|Das Gateway prüft {x}.;Der Linter prüft {x} nicht."),
            Map.entry("fr", "Personne ne vérifie {x}.;Rien ne contrôle {x}.;Rien ne valide {x}.;{X} n'est pas vérifiée."
                    + ";{X} n'est jamais contrôlée."
                    + "|La passerelle vérifie {x}.;Le linter ne vérifie pas {x}."),
            Map.entry("es", "Nadie valida {x}.;Nada comprueba {x}.;Nadie verifica {x}."
                    + "|La pasarela valida {x}.;El linter no comprueba {x}."),
            Map.entry("it", "Nessuno controlla {x}.;Niente verifica {x}.;Nulla valida {x}.;{X} non viene controllata."
                    + "|Il gateway controlla {x}."),
            Map.entry("pt", "Ninguém valida {x}.;Nada verifica {x}.;{X} não é verificada."
                    + "|O gateway valida {x}."),
            Map.entry("nl", "Niemand controleert {x}.;Niets valideert {x}.;Niets verifieert {x}."
                    + "|De gateway controleert {x}."),
            Map.entry("tr", "{X} kimse doğrulamıyor.;{X} hiçbir şey kontrol etmiyor.;Kimse {x} doğrulamıyor."
                    + "|Ağ geçidi {x} doğruluyor."),
            Map.entry("ja", "{x}は誰もチェックしていません。;{x}は誰も検証していません。;{x}はチェックされていません。"
                    + "|ゲートウェイが{x}を検証しています。;Windowsでは{x}をチェックしていません。"),
            Map.entry("zh", "没有人检查{x}。;没人验证{x}。;{x}没有被验证。;{x}从未检查。"
                    + "|网关会验证{x}。"),
            Map.entry("ko", "아무도 {x}을 확인하지 않습니다.;{x}이 검증되지 않습니다."
                    + "|게이트웨이가 {x}을 검증합니다."));

    /** Per language: things a check is made of (in the case the language's sentences take them). */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("the redirect URL", "the webhook signature", "the token's expiry")),
            Map.entry("de", List.of("die Redirect-URL", "die Signatur")),
            Map.entry("fr", List.of("la signature", "l'URL de redirection")),
            Map.entry("es", List.of("la firma", "la URL de redirección")),
            Map.entry("it", List.of("la firma", "la scadenza del token")),
            Map.entry("pt", List.of("a assinatura", "a URL de redirecionamento")),
            Map.entry("nl", List.of("de handtekening", "de redirect-URL")),
            Map.entry("tr", List.of("imzayı", "yönlendirme URL'sini")),
            Map.entry("ja", List.of("署名", "リダイレクトURL")),
            Map.entry("zh", List.of("签名", "重定向URL")),
            Map.entry("ko", List.of("서명", "토큰")));

    @Test
    void aCheckNobodyMakes_failsThePass_andACheckMadeOrBoundedByItsCheckerKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, THINGS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a check nobody makes", 200, "a check made or bounded by its checker", 40);
    }
}
