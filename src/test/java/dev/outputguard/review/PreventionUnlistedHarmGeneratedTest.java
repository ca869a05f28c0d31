package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A verb of preventing said not to stop a harm that names no listed problem, above the verdict, fails the pass: a
 * repeat ({@code Nothing prevents a second refund.}, {@code Nothing stops the same coupon from being redeemed twice.})
 * or an actor acting on another party's thing ({@code Nothing prevents a user from deleting another user's account.}).
 * Generated per language from sentences with such a harm ({@code {x}}) in each of {@link GeneratedReviews#PLACES}. The
 * guard in place ({@code A unique constraint prevents a second refund.}), the harm before a fix ({@code Fixed: nothing
 * prevented a second refund.}), a question, one's own thing ({@code Nothing prevents a user from deleting their own
 * account.}), the repeat negated or in another clause after a semicolon, a reach bounded ({@code Nothing prevents
 * admins from viewing other users' profiles.}) and a neutral nothing ({@code Nothing prevents you from running this locally.}) keep the pass above a
 * marker's. Counted per language.
 */
class PreventionUnlistedHarmGeneratedTest {

    /** Per language: sentences of a repeat or another's thing not prevented, then (after {@code |}) ones keeping a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "Nothing prevents {x}.;Nothing stops {x}.;No check prevents {x}.;There is nothing preventing {x}."
                    + ";The new lock does not prevent {x}."
                    + "|A unique constraint prevents {x}.;Fixed: nothing prevented {x}.;Is there really nothing that prevents {x}?"
                    + ";Nothing prevents you from running this locally.;Nothing blocks the merge."
                    + ";Nothing prevents a user from deleting their own account."
                    + ";Nothing prevents retries, and no second refund is ever issued."
                    + ";The retry does not block; a second request is served from the cache."
                    + ";Nothing prevents admins from viewing other users' profiles."),
            Map.entry("de", "Nichts verhindert {x}.;Keine Prüfung verhindert {x}."
                    + "|Ein Unique-Constraint verhindert {x}.;Nichts hindert dich daran, das lokal auszuführen."
                    + ";Nichts verhindert, dass ein Nutzer sein eigenes Konto löscht."),
            Map.entry("fr", "Rien n'empêche {x}.;Aucune vérification n'empêche {x}."
                    + "|Une contrainte unique empêche {x}.;Rien ne vous empêche de le lancer en local."),
            Map.entry("es", "Nada impide {x}.;Ninguna validación impide {x}."
                    + "|Nada te impide ejecutarlo en local."),
            Map.entry("it", "Niente impedisce {x}.;Nessun controllo impedisce {x}."
                    + "|Un vincolo unico impedisce {x}.;Niente ti impedisce di eseguirlo in locale."),
            Map.entry("pt", "Nada impede {x}.;Nenhuma validação impede {x}."
                    + "|Nada impede você de rodar isso localmente."),
            Map.entry("nl", "Niets voorkomt {x}.;Geen controle voorkomt {x}."
                    + "|Een unieke constraint voorkomt {x}.;Niets houdt je tegen om dit lokaal te draaien."),
            Map.entry("tr", "Hiçbir şey {x} engellemiyor.;Hiçbir kontrol {x} önlemiyor."
                    + "|Benzersiz kısıt {x} engelliyor.;Hiçbir şey birleştirmeyi engellemiyor."),
            Map.entry("ja", "何も{x}を防いでいません。;{x}を防ぐ仕組みがありません。"
                    + "|ユニーク制約が{x}を防止します。;ローカルでの実行を妨げるものはありません。"),
            Map.entry("zh", "没有任何机制阻止{x}。;没有任何检查能防止{x}。"
                    + "|没有什么阻止你在本地运行。"),
            Map.entry("ko", "아무것도 {x}을 방지하지 않습니다.;{x}을 차단하는 검사가 없습니다."
                    + "|고유 제약 조건이 {x}을 방지합니다.;로컬에서 실행하는 것을 막는 것은 없습니다."));

    /** Per language: repeats and actors acting on another party's thing. */
    private static final Map<String, List<String>> HARMS = Map.ofEntries(
            Map.entry("en", List.of("a second refund", "the same coupon from being redeemed twice",
                    "a user from deleting another user's account", "a tenant from reading another tenant's invoices")),
            Map.entry("de", List.of("eine zweite Erstattung", "dass derselbe Gutschein zweimal eingelöst wird",
                    "dass ein Nutzer das Konto eines anderen Nutzers löscht")),
            Map.entry("fr", List.of("un second remboursement", "d'utiliser deux fois le même coupon",
                    "un utilisateur de supprimer le compte d'un autre utilisateur")),
            Map.entry("es", List.of("un segundo reembolso", "canjear dos veces el mismo cupón",
                    "que un usuario borre la cuenta de otro usuario")),
            Map.entry("it", List.of("un secondo rimborso", "di usare due volte lo stesso coupon",
                    "a un utente di cancellare l'account di un altro utente")),
            Map.entry("pt", List.of("um segundo reembolso", "usar o mesmo cupom duas vezes",
                    "que um usuário apague a conta de outro usuário")),
            Map.entry("nl", List.of("een tweede terugbetaling", "dat dezelfde coupon twee keer wordt gebruikt",
                    "dat een gebruiker de facturen van een andere gebruiker leest")),
            Map.entry("tr", List.of("ikinci bir iadeyi", "aynı kuponun iki kez kullanılmasını",
                    "bir kullanıcının başka bir kullanıcının hesabını silmesini")),
            Map.entry("ja", List.of("二重返金", "二度目の返金", "別のユーザーのアカウントの削除")),
            Map.entry("zh", List.of("第二次退款", "同一优惠券被使用两次", "用户删除其他用户的账户")),
            Map.entry("ko", List.of("두 번째 환불", "같은 쿠폰의 중복 사용", "다른 사용자의 계정 삭제")));

    @Test
    void aRepeatOrAnothersThingSaidNotPrevented_failsThePass_andAGuardAFixAQuestionOrOnesOwnKeepsIt() {
        GeneratedReviews.Tally family = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        GeneratedReviews.decideSides(new ReviewDecider(new JsonExtractor()), SENTENCES, HARMS,
                GeneratedReviews.MARKER_PLACES, family, plain);
        GeneratedReviews.assertSides(family, "a repeat or another's thing said not prevented", 200, plain,
                "a guard, a fix, a question, one's own or a neutral nothing", 100);
    }
}
