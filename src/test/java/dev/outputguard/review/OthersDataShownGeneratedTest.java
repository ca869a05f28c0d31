package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A review stating that the change returns, shows or serves a thing of another party, above the verdict, fails the
 * pass whatever the thing is called: {@code The cache returns another user's cart.}, {@code La page affiche le panier
 * d'un autre utilisateur après un rafraîchissement.}, {@code キャッシュが別のユーザーのカートを返す。}. The party's own words
 * say the thing is not the reader's, so no list of data words is asked for it (a cart, a draft and a profile photo are
 * on none). Generated per language from a party ({@code {m}}) and a thing ({@code {x}}) with a verb of returning,
 * showing or serving, in each of {@link GeneratedReviews#PLACES}. The user's own thing, the exposure taken away,
 * prevented or fixed, bounded to admins, tested, asked or from before the change keep the pass above a marker's.
 * Counted per language.
 */
class OthersDataShownGeneratedTest {

    /** Per language: a thing of another party returned or shown, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SHOWN = Map.ofEntries(
            Map.entry("en", "The cache returns {m} {x}.;The page shows {m} {x} after a refresh.;The endpoint serves {m} {x}."
                    + "|{m} {x} is no longer returned.;A test checks that {m} {x} is never shown."
                    + ";Does the page show {m} {x}?;Previously, the page showed {m} {x}."
                    + ";Only admins can view {m} {x}.;Fixes a bug where the cache returned {m} {x}."
                    + ";The cache key now includes the user id, so {m} {x} is never returned."),
            Map.entry("de", "Der Cache liefert {x} {m}.;Die Seite zeigt nach dem Neuladen {x} {m}.;Der Endpunkt gibt {x} {m} zurück."
                    + "|{X} {m} wird nicht mehr angezeigt.;Ein Test prüft, dass {x} {m} nie angezeigt wird."
                    + ";Zeigt die Seite {x} {m}?;Nur Admins können {x} {m} sehen."),
            Map.entry("fr", "Le cache renvoie {x} {m}.;La page affiche {x} {m} après un rafraîchissement.;L'endpoint sert {x} {m}."
                    + "|{X} {m} n'est plus renvoyé.;Un test vérifie que {x} {m} n'est jamais affiché."
                    + ";La page affiche-t-elle {x} {m} ?;Seuls les administrateurs voient {x} {m}."),
            Map.entry("es", "La caché devuelve {x} {m}.;La página muestra {x} {m} al recargar.;El endpoint sirve {x} {m}."
                    + "|{X} {m} ya no se devuelve.;Una prueba comprueba que {x} {m} nunca se muestra."
                    + ";¿La página muestra {x} {m}?;Solo los administradores pueden ver {x} {m}."),
            Map.entry("it", "La cache restituisce {x} {m}.;La pagina mostra {x} {m} dopo un refresh.;L'endpoint serve {x} {m}."
                    + "|{X} {m} non viene più restituito.;Un test verifica che {x} {m} non venga mai mostrato."
                    + ";La pagina mostra {x} {m}?"),
            Map.entry("pt", "O cache retorna {x} {m}.;A página mostra {x} {m} ao recarregar.;O endpoint serve {x} {m}."
                    + "|{X} {m} não é mais retornado.;Um teste verifica que {x} {m} nunca é mostrado."
                    + ";A página mostra {x} {m}?"),
            Map.entry("nl", "De cache geeft {x} {m} terug.;De pagina toont {x} {m} na een refresh.;Het endpoint levert {x} {m}."
                    + "|{X} {m} wordt niet meer teruggegeven.;Een test controleert dat {x} {m} nooit wordt getoond."
                    + ";Toont de pagina {x} {m}?"),
            Map.entry("tr", "Önbellek {m} {x} döndürüyor.;Sayfa yenilemeden sonra {m} {x} gösteriyor."
                    + "|Önbellek artık {m} {x} döndürmüyor.;Sayfa {m} {x} gösteriyor mu?"),
            Map.entry("ja", "キャッシュが{m}{x}を返す。;再読み込みすると{m}{x}が表示される。;エンドポイントが{m}{x}を配信している。"
                    + "|{m}{x}は表示されなくなりました。;{m}{x}が表示されますか？;{m}{x}を見られるのは管理者のみ。"),
            Map.entry("zh", "缓存返回了{m}{x}。;刷新后页面显示{m}{x}。;接口会返回{m}{x}。"
                    + "|不再显示{m}{x}。;页面会显示{m}{x}吗？;仅管理员可以查看{m}{x}。"),
            Map.entry("ko", "캐시가 {m} {x}를 반환한다.;새로고침하면 {m} {x}가 표시된다.;엔드포인트가 {m} {x}를 내려준다."
                    + "|이제 {m} {x}는 표시되지 않는다.;페이지에 {m} {x}가 표시되나요?"));

    /** Per language: things on no list of data words, then the parties whose they are. */
    private static final Map<String, List<List<String>>> WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("cart", "profile photo", "draft"),
                    List.of("another user's", "the previous user's", "someone else's", "other customers'"))),
            Map.entry("de", List.of(List.of("das Profilbild", "das Postfach", "das Guthaben"),
                    List.of("eines anderen Nutzers", "des vorherigen Benutzers", "anderer Kunden"))),
            Map.entry("fr", List.of(List.of("le panier", "la photo de profil", "le brouillon"),
                    List.of("d'un autre utilisateur", "de l'utilisateur précédent", "des autres clients"))),
            Map.entry("es", List.of(List.of("el carrito", "la foto de perfil", "el borrador"),
                    List.of("de otro usuario", "del usuario anterior", "de otros clientes"))),
            Map.entry("it", List.of(List.of("il carrello", "la foto del profilo", "la bozza"),
                    List.of("di un altro utente", "dell'utente precedente", "di altri clienti"))),
            Map.entry("pt", List.of(List.of("o carrinho", "a foto de perfil", "o rascunho"),
                    List.of("de outro usuário", "do usuário anterior", "de outros clientes"))),
            Map.entry("nl", List.of(List.of("de winkelwagen", "de profielfoto", "het concept"),
                    List.of("van een andere gebruiker", "van de vorige gebruiker", "van andere klanten"))),
            Map.entry("tr", List.of(List.of("sepetini", "profil fotoğrafını", "taslağını"),
                    List.of("başka bir kullanıcının", "önceki kullanıcının", "diğer müşterilerin"))),
            Map.entry("ja", List.of(List.of("カート", "プロフィール画像", "下書き"),
                    List.of("別のユーザーの", "前のユーザーの", "他の顧客の"))),
            Map.entry("zh", List.of(List.of("购物车", "头像", "草稿"),
                    List.of("另一个用户的", "上一个用户的", "其他客户的"))),
            Map.entry("ko", List.of(List.of("장바구니", "프로필 사진", "임시 저장 글"),
                    List.of("다른 사용자의", "이전 사용자의", "다른 고객의"))));

    /** Per language: the same things, the user's own, which keep a pass as they are. */
    private static final Map<String, String> OWN = Map.ofEntries(
            Map.entry("en", "The cache returns the user's own {x}.;The page shows your {x} after a refresh."),
            Map.entry("de", "Der Cache liefert {x} des Nutzers selbst.;Die Seite zeigt nach dem Neuladen Ihr eigenes {x}."),
            Map.entry("fr", "Le cache renvoie {x} de l'utilisateur lui-même."),
            Map.entry("es", "La caché devuelve {x} del propio usuario."),
            Map.entry("it", "La cache restituisce {x} dell'utente stesso."),
            Map.entry("pt", "O cache retorna {x} do próprio usuário."),
            Map.entry("nl", "De cache geeft {x} van de gebruiker zelf terug."),
            Map.entry("tr", "Önbellek kullanıcının kendi {x} döndürüyor."),
            Map.entry("ja", "キャッシュは本人の{x}を返す。"),
            Map.entry("zh", "缓存返回用户自己的{x}。"),
            Map.entry("ko", "캐시가 사용자 본인의 {x}를 반환한다."));

    @Test
    void anotherPartysThingReturnedOrShown_failsThePass_andOneOwnedTakenAwayTestedOrAskedKeepsIt() {
        new GeneratedReviews.Sides().decideOfTwo(SHOWN, WORDS, GeneratedReviews.MARKER_PLACES)
                .keep(OWN, GeneratedReviews.firstWords(WORDS, WORDS.keySet()), GeneratedReviews.MARKER_PLACES)
                .assertSides("another party's thing shown", 500, "one owned, taken away, tested or asked", 150);
    }
}
