package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A thing past its end still accepted, used or shown, or an action done anyway, above the verdict, fails the pass
 * whatever the verb: {@code Expired tokens are still accepted.}, {@code Revoked keys still work.}, {@code Deleted users
 * are shown anyway.}, {@code Abgelaufene Tokens werden immer noch akzeptiert.}, {@code 过期的令牌仍然被接受。}. Generated per
 * language from sentences with a subject naming such a thing ({@code {x}}, {@code {X}}) and a word of still or anyway, in
 * each of {@link GeneratedReviews#PLACES}. The same things refused, no longer accepted, from before the fix or asked of
 * keep the pass above a marker's; and a still of something good of a thing not ended ({@code It still works after the
 * update.}, {@code The old endpoint is still supported.}) keeps it too. Counted per language.
 */
class StillUsedGeneratedTest {

    /** Per language: sentences of a thing past its end still used, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} are still accepted.;The service still accepts {x}.;{X} still work after the change."
                    + ";{X} still show up in the list.;{X} are accepted anyway.;The API accepts {x} regardless of their state."
                    + ";Requests with {x} still succeed."
                    + "|{X} are now rejected.;{X} are no longer accepted.;{X} stay hidden."
                    + ";{X} were still accepted before this fix.;{X} are still rejected."
                    + ";Does the service still accept {x}?;{X} are still rejected with a 401."),
            Map.entry("de", "{X} werden immer noch akzeptiert.;Der Dienst akzeptiert {x} immer noch."
                    + ";{X} funktionieren immer noch.;{X} erscheinen immer noch in der Liste.;{X} werden trotzdem akzeptiert."
                    + "|{X} werden jetzt abgelehnt.;{X} werden nicht mehr akzeptiert.;{X} bleiben verborgen."
                    + ";{X} werden immer noch abgelehnt.;Früher wurden {x} immer noch akzeptiert."),
            Map.entry("fr", "{X} sont toujours acceptés.;Le service accepte toujours {x}.;{X} fonctionnent toujours."
                    + ";{X} apparaissent encore dans la liste.;{X} sont quand même acceptés."
                    + "|{X} sont maintenant refusés.;{X} ne sont plus acceptés.;{X} restent masqués."
                    + ";{X} sont toujours refusés.;Avant ce correctif, {x} étaient toujours acceptés."),
            Map.entry("es", "{X} todavía se aceptan.;El servicio todavía acepta {x}.;{X} aún funcionan."
                    + ";{X} todavía aparecen en la lista.;{X} se aceptan igualmente.;{X} se aceptan de todos modos."
                    + "|{X} ahora se rechazan.;{X} ya no se aceptan.;{X} siguen ocultos.;{X} todavía se rechazan."
                    + ";Antes de esta corrección {x} todavía se aceptaban."),
            Map.entry("it", "{X} vengono ancora accettati.;Il servizio accetta ancora {x}.;{X} funzionano ancora."
                    + ";{X} compaiono ancora nell'elenco.;{X} vengono comunque accettati."
                    + "|{X} ora vengono rifiutati.;{X} non vengono più accettati.;{X} restano nascosti."
                    + ";{X} vengono ancora rifiutati."),
            Map.entry("pt", "{X} ainda são aceitos.;O serviço ainda aceita {x}.;{X} ainda funcionam."
                    + ";{X} ainda aparecem na lista.;{X} são aceitos mesmo assim."
                    + "|{X} agora são rejeitados.;{X} não são mais aceitos.;{X} continuam ocultos.;{X} ainda são rejeitados."),
            Map.entry("nl", "{X} worden nog steeds geaccepteerd.;De service accepteert {x} nog steeds."
                    + ";{X} werken nog steeds.;{X} verschijnen nog altijd in de lijst.;{X} worden toch geaccepteerd."
                    + "|{X} worden nu geweigerd.;{X} worden niet meer geaccepteerd.;{X} blijven verborgen."
                    + ";{X} worden nog steeds geweigerd."),
            Map.entry("tr", "{X} hâlâ kabul ediliyor.;Servis {x} hâlâ kabul ediyor.;{X} hâlâ çalışıyor."
                    + ";{X} hâlâ listede görünüyor.;{X} yine de kabul ediliyor."
                    + "|{X} artık reddediliyor.;{X} artık kabul edilmiyor.;{X} gizli kalıyor."),
            Map.entry("ja", "{X}がまだ受け入れられます。;{X}が依然として使えます。;{X}がまだ一覧に表示されます。"
                    + ";{X}がそれでも受け付けられます。;サービスはまだ{x}を受け付けます。"
                    + "|{X}は拒否されるようになりました。;{X}はもう受け付けられません。;{X}は非表示のままです。"),
            Map.entry("zh", "{X}仍然被接受。;服务仍然接受{x}。;{X}依然可以使用。;{X}仍然显示在列表里。;{X}照样被接受。"
                    + "|{X}现在会被拒绝。;{X}不再被接受。;{X}保持隐藏。;{X}仍然被拒绝。"),
            Map.entry("ko", "{X}이 여전히 허용됩니다.;서비스가 {x}을 여전히 받아들입니다.;{X}이 여전히 작동합니다."
                    + ";{X}이 아직도 목록에 표시됩니다.;{X}이 그래도 허용됩니다."
                    + "|{X}은 이제 거부됩니다.;{X}은 더 이상 허용되지 않습니다.;{X}은 숨겨진 채로 남습니다."));

    /** Per language: things past their end, the sentences' subject. */
    private static final Map<String, List<String>> ENDED = Map.ofEntries(
            Map.entry("en", List.of("expired tokens", "revoked API keys", "deleted users", "cancelled subscriptions")),
            Map.entry("de", List.of("abgelaufene Tokens", "widerrufene Schlüssel", "gelöschte Nutzer", "stornierte Abos")),
            Map.entry("fr", List.of("les jetons expirés", "les comptes supprimés", "les abonnements annulés")),
            Map.entry("es", List.of("los tokens caducados", "los usuarios eliminados", "los pedidos cancelados")),
            Map.entry("it", List.of("i token scaduti", "gli utenti eliminati", "gli ordini annullati")),
            Map.entry("pt", List.of("os tokens expirados", "os usuários excluídos", "os pedidos cancelados")),
            Map.entry("nl", List.of("verlopen tokens", "verwijderde gebruikers", "geannuleerde abonnementen")),
            Map.entry("tr", List.of("süresi dolmuş tokenlar", "silinmiş kullanıcılar", "iptal edilmiş siparişler")),
            Map.entry("ja", List.of("期限切れのトークン", "削除済みのユーザー", "失効したキー")),
            Map.entry("zh", List.of("过期的令牌", "已删除的用户", "已吊销的密钥")),
            Map.entry("ko", List.of("만료된 토큰", "삭제된 사용자", "취소된 구독")));

    /** Per language: a still of something good of a thing not ended, a plain report. */
    private static final Map<String, String> STILL_GOOD = Map.ofEntries(
            Map.entry("en", "{X} still works after the update.;{X} is still supported.;{X} is still available for clients"
                    + " that need it.;The tests for {x} still pass.;{X} still builds on Windows."
                    + ";{X} works regardless of the locale.;{X} is freed even when the callback throws."
                    + ";The dead code in {x} is deleted and the tests still pass.;Still, {x} is clean."),
            Map.entry("de", "{X} funktioniert immer noch.;{X} wird immer noch unterstützt.;{X} ist immer noch verfügbar."),
            Map.entry("fr", "{X} fonctionne toujours.;{X} est toujours pris en charge.;{X} est toujours disponible."),
            Map.entry("es", "{X} todavía funciona.;{X} aún está disponible.;{X} todavía es compatible."
                    + ";Igualmente, los tests de {x} pasan."),
            Map.entry("it", "{X} funziona ancora.;{X} è ancora supportato.;{X} è ancora disponibile."),
            Map.entry("pt", "{X} ainda funciona.;{X} ainda é suportado.;{X} ainda está disponível."),
            Map.entry("nl", "{X} werkt nog steeds.;{X} wordt nog steeds ondersteund.;{X} is nog altijd beschikbaar."),
            Map.entry("tr", "{X} hâlâ çalışıyor.;{X} hâlâ destekleniyor.;{X} hâlâ kullanılabilir."),
            Map.entry("ja", "{X}はまだ動きます。;{X}は依然として利用可能です。;{X}はまだ使えます。"),
            Map.entry("zh", "{X}仍然可用。;{X}依然正常工作。;{X}仍然兼容。"),
            Map.entry("ko", "{X}은 여전히 작동합니다.;{X}은 여전히 지원됩니다.;{X}은 여전히 사용 가능합니다."));

    /** Per language: things not ended, the plain reports' subject. */
    private static final Map<String, List<String>> LASTING = Map.ofEntries(
            Map.entry("en", List.of("the old endpoint", "the export", "the v1 API")),
            Map.entry("de", List.of("der alte Endpunkt", "der Export")),
            Map.entry("fr", List.of("l'ancien endpoint", "l'export")),
            Map.entry("es", List.of("el endpoint antiguo", "la exportación")),
            Map.entry("it", List.of("il vecchio endpoint", "l'esportazione")),
            Map.entry("pt", List.of("o endpoint antigo", "a exportação")),
            Map.entry("nl", List.of("het oude endpoint", "de export")),
            Map.entry("tr", List.of("Eski uç nokta", "Dışa aktarma")),
            Map.entry("ja", List.of("旧エンドポイント", "エクスポート")),
            Map.entry("zh", List.of("旧接口", "导出功能")),
            Map.entry("ko", List.of("이전 엔드포인트", "내보내기")));

    @Test
    void aThingPastItsEndStillUsed_failsThePass_andOneRefusedFixedOrAStillOfSomethingGoodKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, ENDED, GeneratedReviews.MARKER_PLACES)
                .keep(STILL_GOOD, LASTING, GeneratedReviews.MARKER_PLACES)
                .assertSides("a thing past its end still used", 500, "one refused, fixed, asked or still good", 150);
    }
}
