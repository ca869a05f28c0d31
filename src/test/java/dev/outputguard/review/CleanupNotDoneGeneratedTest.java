package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * An action said to leave behind what it should end, revoke, clear or remove, above the verdict, fails the pass:
 * {@code Deleting an account does not revoke its sessions.}, {@code Logging out does not clear the session cookie.},
 * {@code Deleting a project now leaves its S3 objects behind.}, {@code Das Löschen eines Kontos widerruft die Sitzungen
 * nicht.}, {@code アカウントを削除してもセッションが無効化されません。}, {@code 로그아웃해도 세션 쿠키가 삭제되지 않습니다.}.
 * Generated per language from sentences with a thing that lingers ({@code {x}}: sessions, tokens, cookies, objects,
 * locks, stock, connections) in each of {@link GeneratedReviews#PLACES}. The cleanup done ({@code Logging out clears the
 * session cookie.}), a thing kept on purpose ({@code Archiving a project does not delete its files.}, {@code Logging out
 * does not delete the user's saved settings.}), a negated cleanup of what does not linger ({@code Refreshing the page
 * does not clear the draft.}), the defect before a fix and a test of it keep the pass above a marker's. Counted per
 * language.
 */
class CleanupNotDoneGeneratedTest {

    /** Per language: sentences of a cleanup not done, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "Deleting an account does not revoke {x}.;Changing the password does not invalidate {x}."
                    + ";Logging out does not clear {x}.;Deleting the project doesn't remove {x}."
                    + ";Cancelling the order does not release {x}.;Closing the workspace never cleans up {x}."
                    + ";Deleting a project now leaves {x} behind.;{X} are left behind after the user is deleted."
                    + ";{X} are not revoked when the account is deleted."
                    + ";I see that deleting an account does not revoke {x}.;{X} are not removed."
                    + "|Account deletion now revokes {x}.;Logging out clears {x}.;Archiving a project does not delete {x}."
                    + ";Fixed: deleting an account did not revoke {x}.;Previously, logging out did not clear {x}; now it does."
                    + ";Added a test that deleting an account revokes {x}.;Deleting a project no longer leaves {x} behind."
                    + ";The old code did not revoke {x}.;Previously {x} were not removed."),
            Map.entry("de", "Das Löschen eines Kontos widerruft {x} nicht.;Das Abmelden löscht {x} nicht."
                    + ";Beim Löschen des Projekts werden {x} nicht entfernt.;Nach dem Löschen des Kontos bleiben {x} bestehen."
                    + ";Eine Passwortänderung macht {x} nicht ungültig."
                    + ";Ich sehe, dass das Löschen eines Kontos {x} nicht widerruft.;{X} werden nicht entfernt."
                    + "|Das Löschen eines Kontos widerruft jetzt {x}.;Das Abmelden löscht {x}."
                    + ";Das Archivieren eines Projekts löscht {x} nicht."),
            Map.entry("fr", "La déconnexion ne supprime pas {x}.;La suppression du compte ne révoque pas {x}."
                    + ";L'annulation de la commande ne libère pas {x}.;Le changement de mot de passe n'invalide pas {x}."
                    + ";Je vois que la suppression du compte ne révoque pas {x}."
                    + "|La déconnexion supprime {x}.;L'archivage d'un projet ne supprime pas {x}."),
            Map.entry("es", "Eliminar una cuenta no revoca {x}.;Cerrar sesión no borra {x}.;Cancelar el pedido no libera {x}."
                    + ";Cambiar la contraseña no invalida {x}.;Veo que eliminar una cuenta no revoca {x}."
                    + "|Cerrar sesión ahora borra {x}.;Archivar un proyecto no elimina {x}."),
            Map.entry("it", "Eliminare un account non revoca {x}.;Il logout non cancella {x}.;Annullare l'ordine non rilascia {x}."
                    + ";Vedo che eliminare un account non revoca {x}."
                    + "|Il logout ora cancella {x}.;Archiviare un progetto non elimina {x}."),
            Map.entry("pt", "Excluir uma conta não revoga {x}.;Sair da conta não apaga {x}.;Cancelar o pedido não libera {x}."
                    + ";Vejo que excluir uma conta não revoga {x}."
                    + "|Sair da conta agora revoga {x}.;Arquivar um projeto não exclui {x}."),
            Map.entry("nl", "Het verwijderen van een account maakt {x} niet ongeldig.;Uitloggen wist {x} niet."
                    + ";Het annuleren van de bestelling geeft {x} niet vrij.;Het PR verwijdert {x} niet."
                    + ";Ik zie dat het verwijderen van een account {x} niet intrekt.;Ik zie dat het PR {x} niet verwijdert."
                    + ";Het verwijderen van een account trekt {x} niet in.;Uitloggen ruimt {x} niet op."
                    + "|Uitloggen wist nu {x}.;Het archiveren van een project verwijdert {x} niet."
                    + ";Ik zie dat uitloggen nu {x} intrekt.;Uitloggen ruimt nu {x} op."),
            Map.entry("tr", "Hesabı silmek {x} iptal etmiyor.;Çıkış yapmak {x} temizlemiyor.;Siparişi iptal etmek {x} serbest bırakmıyor."
                    + ";Hesabı silmenin {x} iptal etmediğini görüyorum."
                    + "|Çıkış yapmak artık {x} temizliyor."),
            Map.entry("ja", "アカウントを削除しても{x}が無効化されません。;ログアウトしても{x}が削除されません。"
                    + ";プロジェクトを削除しても{x}が残ったままです。;注文をキャンセルしても{x}が解放されません。"
                    + ";アカウントを削除しても{x}が無効化されないことが分かりました。"
                    + "|ログアウトすると{x}が削除されます。;プロジェクトをアーカイブしても{x}は削除されません。"),
            Map.entry("zh", "删除账户不会撤销{x}。;退出登录不会清除{x}。;取消订单不会释放{x}。;修改密码后{x}没有失效。;我看到删除账户不会撤销{x}。"
                    + "|退出登录会清除{x}。;归档项目不会删除{x}。"),
            Map.entry("ko", "로그아웃해도 {x}가 삭제되지 않습니다.;계정을 삭제해도 {x}가 무효화되지 않습니다."
                    + ";주문을 취소해도 {x}가 해제되지 않습니다.;계정을 삭제해도 {x}가 무효화되지 않는다는 것을 발견했습니다."
                    + "|로그아웃하면 {x}가 삭제됩니다.;프로젝트를 보관해도 {x}는 삭제되지 않습니다."));

    /** Per language: things that linger where an action leaves them behind. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("its sessions", "the session cookie", "existing tokens", "the S3 objects",
                    "the reserved stock", "the file locks", "open connections", "the old sessions", "the expired tokens",
                    "the stale locks", "the previous sessions")),
            Map.entry("de", List.of("die Sitzungen", "das Sitzungscookie", "die Tokens", "die S3-Objekte", "die Sperren",
                    "die alten Sitzungen", "die abgelaufenen Tokens", "die vorherigen Sitzungen")),
            Map.entry("fr", List.of("les sessions", "le cookie de session", "les jetons", "le stock réservé",
                    "les anciennes sessions", "les jetons expirés", "les sessions précédentes")),
            Map.entry("es", List.of("las sesiones", "la cookie de sesión", "los tokens", "el stock reservado",
                    "las sesiones antiguas", "los tokens caducados", "las sesiones anteriores")),
            Map.entry("it", List.of("le sessioni", "il cookie di sessione", "i token", "le vecchie sessioni",
                    "i token scaduti", "le sessioni precedenti")),
            Map.entry("pt", List.of("as sessões", "o cookie de sessão", "os tokens", "as sessões antigas",
                    "os tokens expirados", "as sessões anteriores")),
            Map.entry("nl", List.of("de sessies", "de sessiecookie", "de tokens", "de oude sessies", "de verlopen tokens",
                    "de vorige sessies")),
            Map.entry("tr", List.of("oturumları", "oturum çerezini", "tokenları", "eski oturumları",
                    "süresi dolmuş tokenları", "önceki oturumları")),
            Map.entry("ja", List.of("セッション", "セッションクッキー", "トークン", "在庫", "古いセッション", "期限切れのトークン",
                    "以前のセッション")),
            Map.entry("zh", List.of("会话", "会话Cookie", "令牌", "库存", "旧会话", "过期的令牌", "之前的会话")),
            Map.entry("ko", List.of("세션", "세션 쿠키", "토큰", "오래된 세션", "만료된 토큰", "이전 세션")));

    /** Per language: a negated cleanup of what does not linger, or of a thing kept on purpose, that keeps a pass. */
    private static final Map<String, String> KEPT = Map.ofEntries(
            Map.entry("en", "Refreshing the page does not clear the draft.;Logging out does not delete the user's saved settings."
                    + ";The worker does not remove the config."),
            Map.entry("de", "Das Neuladen der Seite löscht den Entwurf nicht."),
            Map.entry("fr", "Actualiser la page ne supprime pas le brouillon."),
            Map.entry("es", "Recargar la página no borra el borrador."),
            Map.entry("it", "Ricaricare la pagina non cancella la bozza."),
            Map.entry("pt", "Recarregar a página não apaga o rascunho."),
            Map.entry("nl", "De pagina vernieuwen wist het concept niet."),
            Map.entry("tr", "Sayfayı yenilemek taslağı temizlemiyor."),
            Map.entry("ja", "ページを再読み込みしても下書きは削除されません。"),
            Map.entry("zh", "刷新页面不会清除草稿。"),
            Map.entry("ko", "페이지를 새로 고쳐도 초안이 삭제되지 않습니다."));

    @Test
    void anActionLeavingBehindWhatItShouldEnd_failsThePass_andTheCleanupDoneAThingKeptOrAFixKeepsIt() {
        GeneratedReviews.Sides sides = new GeneratedReviews.Sides()
                .decide(SENTENCES, THINGS, GeneratedReviews.MARKER_PLACES)
                .keep(KEPT, Map.ofEntries(KEPT.keySet().stream().map(l -> Map.entry(l, List.of("-"))).toArray(Map.Entry[]::new)),
                        GeneratedReviews.MARKER_PLACES);
        sides.assertSides("a cleanup said not done", 300, "the cleanup done, a thing kept, a fix or a test", 150);
    }
}
