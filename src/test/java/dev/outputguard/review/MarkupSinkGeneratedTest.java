package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A user's text written into a page through a markup sink named by its code ({@code innerHTML},
 * {@code dangerouslySetInnerHTML}, {@code v-html}, {@code document.write}), above the verdict, fails the pass as any
 * input passed on as it is does ({@code The comment body is rendered with v-html.}, {@code Der Kommentar wird mit
 * innerHTML eingefügt.}, {@code コメントはinnerHTMLでそのまま表示されます。}). A sanitiser named by its library
 * ({@code DOMPurify}), the text API that writes text as text ({@code textContent}) or a constant keeps the pass.
 * Generated per language with sinks {@code {x}}, in each of {@link GeneratedReviews#PLACES} (the keeps above a marker's
 * pass). Counted per language.
 */
class MarkupSinkGeneratedTest {

    /** Per language: a user's text written through the sink, then (after {@code |}) the same sanitised or a constant. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The comment body is rendered with {x}.;User-supplied HTML is inserted with {x}."
                    + ";The user's display name goes into {x}."
                    + "|The comment body is rendered with {x} after DOMPurify sanitizes it."
                    + ";Replaces {x} with textContent for the comment body.;The static help page is set with {x} from a constant."),
            Map.entry("de", "Der Kommentar wird mit {x} eingefügt.;Die Benutzereingabe landet in {x}."
                    + "|Der Kommentar wird mit {x} eingefügt, nachdem DOMPurify ihn bereinigt hat."),
            Map.entry("fr", "Le commentaire est inséré avec {x}.;La saisie utilisateur est passée à {x}."
                    + "|Le commentaire est inséré avec {x} après nettoyage par DOMPurify."),
            Map.entry("es", "El comentario se inserta con {x}.;La entrada del usuario se pasa a {x}."
                    + "|El comentario se inserta con {x} tras limpiarlo con DOMPurify."),
            Map.entry("it", "Il commento viene inserito con {x}.;L'input dell'utente finisce in {x}."
                    + "|Il commento viene inserito con {x} dopo la pulizia con DOMPurify."),
            Map.entry("pt", "O comentário é inserido com {x}.;A entrada do usuário vai para {x}."
                    + "|O comentário é inserido com {x} depois da limpeza com DOMPurify."),
            Map.entry("nl", "Het commentaar wordt met {x} ingevoegd.;De gebruikersinvoer gaat naar {x}."
                    + "|Het commentaar wordt met {x} ingevoegd nadat DOMPurify het heeft opgeschoond."),
            Map.entry("tr", "Yorum {x} ile ekleniyor.;Kullanıcı girdisi {x} içine yazılıyor."
                    + "|Yorum DOMPurify ile temizlendikten sonra {x} ile ekleniyor."),
            Map.entry("ja", "コメントは{x}でそのまま表示されます。;ユーザー入力が{x}に渡されます。"
                    + "|コメントはDOMPurifyでサニタイズしてから{x}で表示されます。"),
            Map.entry("zh", "评论内容通过{x}直接渲染。;用户输入被传给{x}。"
                    + "|评论内容经过DOMPurify清理后再通过{x}渲染。"),
            Map.entry("ko", "댓글이 {x}로 그대로 렌더링됩니다.;사용자 입력이 {x}에 전달됩니다."
                    + "|댓글은 DOMPurify로 정리한 뒤 {x}로 렌더링됩니다."));

    private static final List<String> SINKS = List.of("innerHTML", "dangerouslySetInnerHTML", "v-html", "document.write");

    @Test
    void aUsersTextThroughAMarkupSink_failsThePass_andASanitiserOrAConstantKeepsIt() {
        Map<String, List<String>> sinks = new java.util.TreeMap<>();
        SENTENCES.keySet().forEach(language -> sinks.put(language, SINKS));
        new GeneratedReviews.Sides().decide(SENTENCES, sinks, GeneratedReviews.MARKER_PLACES)
                .assertSides("a user's text through a markup sink", 200, "sanitised, as text or a constant", 40);
    }
}
