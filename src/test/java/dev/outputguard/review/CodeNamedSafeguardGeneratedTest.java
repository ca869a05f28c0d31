package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A safeguard named in inline code with a generic noun, said missing above the verdict, fails the pass as a safeguard
 * named in words does: the code names it, the noun says what kind ({@code The session cookie has no `{x}` flag.},
 * {@code Das Cookie hat kein `{x}`-Flag.}, {@code Le formulaire n'a pas de jeton `{x}`.},
 * {@code フォームに`{x}`トークンがありません。}). A thing said left over, calls said gone and side effects said none keep the
 * pass, as does the same noun negated with no code beside it. Generated per language from code names ({@code {x}}), in
 * each of {@link GeneratedReviews#MARKER_PLACES}. Counted per language.
 */
class CodeNamedSafeguardGeneratedTest {

    /** Per language: sentences of a code-named safeguard said missing, then (after {@code |}) sentences that keep. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The session cookie has no `{x}` flag.;The endpoint has no `{x}` check."
                    + ";The form has no `{x}` token.;The route lacks a `{x}` check.;The handler has no `{x}` guard."
                    + ";The controller has no `{x}` annotation.;The cookie is set without the `{x}` flag."
                    + "|The README has no `{x}` left.;No `{x}` calls remain.;The function has no side effects."
                    + ";No token is logged."),
            Map.entry("de", "Das Cookie hat kein `{x}`-Flag."
                    + ";Das Formular hat kein `{x}`-Token."
                    + "|Die README hat kein `{x}` mehr.;Die Funktion hat keine Nebenwirkungen."),
            Map.entry("fr", "Le formulaire n'a pas de jeton `{x}`.;Le cookie n'a pas d'attribut `{x}`."
                    + ";La route n'a pas de vérification `{x}`."
                    + "|Le README ne contient plus de `{x}`.;La fonction n'a pas d'effets de bord."),
            Map.entry("es", "El formulario no tiene token `{x}`.;La cookie no tiene el atributo `{x}`."
                    + "|El README ya no tiene `{x}`.;La función no tiene efectos secundarios."),
            Map.entry("it", "Il form non ha il token `{x}`.;Il cookie non ha l'attributo `{x}`."
                    + "|La funzione non ha effetti collaterali."),
            Map.entry("pt", "O formulário não tem token `{x}`.;O cookie não tem o atributo `{x}`."
                    + "|A função não tem efeitos colaterais."),
            Map.entry("nl", "De cookie heeft geen `{x}`-vlag.;Het formulier heeft geen `{x}`-token."
                    + "|De functie heeft geen bijwerkingen."),
            Map.entry("ja", "フォームに`{x}`トークンがありません。;クッキーに`{x}`フラグがありません。"
                    + "|関数に副作用はありません。"));

    /** Names of a safeguard as code writes them. */
    private static final List<String> NAMES = List.of("HttpOnly", "@PreAuthorize", "csrf", "SameSite");

    @Test
    void aSafeguardNamedInCodeSaidMissing_failsThePass_andPlainAbsencesKeepIt() {
        Map<String, List<String>> things = new java.util.HashMap<>();
        SENTENCES.keySet().forEach(language -> things.put(language, NAMES));
        new GeneratedReviews.Sides().decide(SENTENCES, things, GeneratedReviews.MARKER_PLACES)
                .assertSides("a safeguard named in code said missing", 150, "a plain absence", 60);
    }
}
