package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A review stating that the change keeps or sends private data with no protection, or hands it to a party outside the
 * product, above the verdict, fails the pass: {@code IBANs are replicated unencrypted to the data warehouse.},
 * {@code Session tokens are included in the URL.}, {@code Card numbers are passed to the analytics SDK.},
 * {@code Die IBANs werden unverschlüsselt gespeichert.}, {@code 会话令牌以明文存储。}. Generated per language from a
 * private thing (a word of {@code secret}) with a word of no protection or a recipient outside the product (words of
 * {@code exposes}), in each of {@link GeneratedReviews#PLACES}. The thing protected, the exposure negated, taken away,
 * fixed, asked or from before the change, its absence of protection negated ({@code The IBANs are never stored without
 * encryption.}, {@code Os dados nunca são armazenados sem criptografia.}), and data that is not private sent to the same
 * places, keep the pass above a marker's. Counted per language.
 */
class UnprotectedDataGeneratedTest {

    /** Per language: private data kept or sent unprotected, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} are stored unencrypted.;{X} are replicated unencrypted to the data warehouse."
                    + ";{X} are now included in the URL.;{X} are passed in the query string."
                    + ";{X} are now sent to Mixpanel.;{X} are passed to the analytics SDK."
                    + ";{X} are shared with a third-party tracking service.;{X} are now part of the analytics events.;{X} are sent with every analytics event."
                    + "|{X} are now encrypted at rest.;{X} are hashed with Argon2id.;{X} are no longer in the URL."
                    + ";Only masked {x} are part of the analytics events.;{X} are never stored unencrypted.;{X} are never stored without encryption.;No {x} are sent to analytics.;Fixed: {x} were included in the URL."
                    + ";Are {x} sent to Mixpanel?;A test checks that {x} are not sent to the analytics SDK."),
            Map.entry("de", "Die {x} werden unverschlüsselt gespeichert.;Die {x} werden unverschlüsselt ins Data Warehouse repliziert."
                    + ";Die {x} stehen jetzt in der URL.;Die {x} werden an Mixpanel gesendet."
                    + ";Die {x} werden an das Analytics SDK übergeben.;Die {x} werden an einen Drittanbieter weitergegeben.;Die {x} sind jetzt Teil der Analytics-Events."
                    + "|Die {x} werden jetzt verschlüsselt gespeichert.;Die {x} werden nie unverschlüsselt gespeichert.;Die {x} werden nie ohne Verschlüsselung gespeichert."
                    + ";Die {x} stehen nicht mehr in der URL.;Werden die {x} an Mixpanel gesendet?"),
            Map.entry("fr", "Les {x} sont stockés non chiffrés.;Les {x} sont répliqués en clair vers l'entrepôt de données."
                    + ";Les {x} sont désormais inclus dans l'URL.;Les {x} sont envoyés à Mixpanel."
                    + ";Les {x} sont transmis au SDK d'analytics.;Les {x} sont partagés avec un prestataire tiers.;Les {x} font désormais partie des événements d'analytics."
                    + "|Les {x} sont désormais chiffrés au repos.;Les {x} ne sont jamais stockés en clair.;Les {x} ne sont jamais stockés sans chiffrement."
                    + ";Les {x} ne sont plus dans l'URL.;Les {x} sont-ils envoyés à Mixpanel ?"),
            Map.entry("es", "Los {x} se guardan sin cifrar.;Los {x} se replican en texto plano al data warehouse."
                    + ";Los {x} ahora se incluyen en la URL.;Los {x} se envían a Mixpanel."
                    + ";Los {x} se pasan al SDK de analítica.;Los {x} se comparten con un proveedor externo.;Los {x} ahora forman parte de los eventos de analítica."
                    + "|Los {x} ahora se guardan cifrados.;Los {x} nunca se guardan sin cifrar.;Los {x} nunca se guardan sin cifrado."
                    + ";Los {x} ya no están en la URL.;¿Se envían los {x} a Mixpanel?"),
            Map.entry("it", "I {x} vengono salvati non cifrati.;I {x} vengono replicati in chiaro nel data warehouse."
                    + ";I {x} ora sono inclusi nell'URL.;I {x} vengono inviati a Mixpanel."
                    + ";I {x} vengono passati all'SDK di analytics.;I {x} vengono condivisi con terze parti.;I {x} ora fanno parte degli eventi di analytics."
                    + "|I {x} ora sono cifrati a riposo.;I {x} non vengono mai salvati in chiaro.;I {x} non vengono mai salvati senza cifratura."
                    + ";I {x} non sono più nell'URL.;I {x} vengono inviati a Mixpanel?"),
            Map.entry("pt", "Os {x} são armazenados sem criptografia.;Os {x} são replicados em texto puro para o data warehouse."
                    + ";Os {x} agora são incluídos na URL.;Os {x} são enviados ao Mixpanel."
                    + ";Os {x} são passados ao SDK de analytics.;Os {x} são compartilhados com terceiros.;Os {x} agora fazem parte dos eventos de analytics."
                    + "|Os {x} agora são criptografados em repouso.;Os {x} nunca são armazenados em texto puro.;Os {x} nunca são armazenados sem criptografia."
                    + ";Os {x} não estão mais na URL.;Os {x} são enviados ao Mixpanel?"),
            Map.entry("nl", "De {x} worden onversleuteld opgeslagen.;De {x} worden onversleuteld naar het datawarehouse gerepliceerd."
                    + ";De {x} staan nu in de URL.;De {x} worden naar Mixpanel gestuurd."
                    + ";De {x} worden aan de analytics-SDK doorgegeven.;De {x} worden met derden gedeeld.;De {x} zitten nu in de analytics-events."
                    + "|De {x} worden nu versleuteld opgeslagen.;De {x} worden nooit onversleuteld opgeslagen.;De {x} worden nooit zonder versleuteling opgeslagen."
                    + ";De {x} staan niet meer in de URL.;Worden de {x} naar Mixpanel gestuurd?"),
            Map.entry("tr", "{X} şifrelenmemiş olarak saklanıyor.;{X} düz metin olarak veri ambarına kopyalanıyor."
                    + ";{X} artık URL'de yer alıyor.;{X} Mixpanel'e gönderiliyor.;{X} üçüncü taraf bir servisle paylaşılıyor.;{X} artık analitik olaylarına ekleniyor."
                    + "|{X} artık şifrelenmiş olarak saklanıyor.;{X} URL'de yer almıyor.;{X} Mixpanel'e gönderiliyor mu?"),
            Map.entry("ja", "{x}が暗号化されずに保存されます。;{x}が平文のままデータウェアハウスに複製されます。"
                    + ";{x}がURLに含まれています。;{x}がMixpanelに送信されます。;{x}が第三者の分析ツールに渡されます。;{x}が分析イベントに含まれるようになりました。"
                    + "|{x}は保存時に暗号化されます。;{x}はURLに含まれなくなりました。;{x}はMixpanelに送信されますか？"),
            Map.entry("zh", "{x}以明文存储。;{x}未加密地同步到数据仓库。;{x}被包含在URL中。;{x}被发送到Mixpanel。"
                    + ";{x}被传给第三方统计SDK。;{x}现在被包含在埋点事件中。|{x}现在已加密存储。;{x}不再出现在URL中。;{x}会被发送到Mixpanel吗？"),
            Map.entry("ko", "{x}가 암호화되지 않은 채 저장됩니다.;{x}가 평문으로 데이터 웨어하우스에 복제됩니다."
                    + ";{x}가 URL에 포함됩니다.;{x}가 Mixpanel로 전송됩니다.;{x}가 제3자 분석 도구에 전달됩니다.;{x}가 이제 분석 이벤트에 포함됩니다."
                    + "|{x}는 이제 암호화되어 저장됩니다.;{x}는 더 이상 URL에 포함되지 않습니다.;{x}가 Mixpanel로 전송되나요?"));

    /** Per language: what private data is called. */
    private static final Map<String, List<String>> PRIVATE = Map.ofEntries(
            Map.entry("en", List.of("IBANs", "session tokens", "card numbers", "social security numbers")),
            Map.entry("de", List.of("IBANs", "Session-Tokens", "Kartennummern")),
            Map.entry("fr", List.of("IBAN", "jetons de session", "numéros de carte")),
            Map.entry("es", List.of("IBAN", "tokens de sesión", "números de tarjeta")),
            Map.entry("it", List.of("IBAN", "token di sessione", "numeri di carta")),
            Map.entry("pt", List.of("IBANs", "tokens de sessão", "números de cartão")),
            Map.entry("nl", List.of("IBAN's", "sessietokens", "kaartnummers")),
            Map.entry("tr", List.of("IBAN numaraları", "Oturum tokenları", "Kart numaraları")),
            Map.entry("ja", List.of("IBAN", "セッショントークン", "カード番号")),
            Map.entry("zh", List.of("IBAN", "会话令牌", "身份证号")),
            Map.entry("ko", List.of("IBAN", "세션 토큰", "주민등록번호")));

    /** Per language: data that is not private sent or kept the same way, which keeps a pass. */
    private static final Map<String, String> PLAIN = Map.ofEntries(
            Map.entry("en", "{X} are now sent to Mixpanel.;{X} are passed to the analytics SDK.;{X} are now included in the URL."
                    + ";{X} are replicated unencrypted to the data warehouse.;{X} are now part of the analytics events."),
            Map.entry("de", "Die {x} werden an Mixpanel gesendet.;Die {x} stehen jetzt in der URL.;Die {x} sind jetzt Teil der Analytics-Events."),
            Map.entry("fr", "Les {x} sont envoyés à Mixpanel.;Les {x} sont désormais inclus dans l'URL.;Les {x} font désormais partie des événements d'analytics."),
            Map.entry("es", "Los {x} se envían a Mixpanel.;Los {x} ahora se incluyen en la URL.;Los {x} ahora forman parte de los eventos de analítica."),
            Map.entry("it", "I {x} vengono inviati a Mixpanel.;I {x} ora sono inclusi nell'URL.;I {x} ora fanno parte degli eventi di analytics."),
            Map.entry("pt", "Os {x} são enviados ao Mixpanel.;Os {x} agora são incluídos na URL.;Os {x} agora fazem parte dos eventos de analytics."),
            Map.entry("nl", "De {x} worden naar Mixpanel gestuurd.;De {x} staan nu in de URL.;De {x} zitten nu in de analytics-events."),
            Map.entry("tr", "{X} Mixpanel'e gönderiliyor.;{X} artık URL'de yer alıyor.;{X} artık analitik olaylarına ekleniyor."),
            Map.entry("ja", "{x}がMixpanelに送信されます。;{x}がURLに含まれています。;{x}が分析イベントに含まれるようになりました。"),
            Map.entry("zh", "{x}被发送到Mixpanel。;{x}被包含在URL中。;{x}现在被包含在埋点事件中。"),
            Map.entry("ko", "{x}가 Mixpanel로 전송됩니다.;{x}가 URL에 포함됩니다.;{x}가 이제 분석 이벤트에 포함됩니다."));

    /** Per language: data that is not private. */
    private static final Map<String, List<String>> PUBLIC = Map.ofEntries(
            Map.entry("en", List.of("page views", "search filters", "product IDs")),
            Map.entry("de", List.of("Seitenaufrufe", "Suchfilter")),
            Map.entry("fr", List.of("pages vues", "filtres de recherche")),
            Map.entry("es", List.of("filtros de búsqueda", "identificadores de producto")),
            Map.entry("it", List.of("filtri di ricerca", "codici prodotto")),
            Map.entry("pt", List.of("filtros de busca", "códigos de produto")),
            Map.entry("nl", List.of("paginaweergaven", "zoekfilters")),
            Map.entry("tr", List.of("Sayfa görüntülemeleri", "Arama filtreleri")),
            Map.entry("ja", List.of("ページビュー", "検索条件")),
            Map.entry("zh", List.of("页面浏览量", "搜索条件")),
            Map.entry("ko", List.of("페이지 조회수", "검색 조건")));

    @Test
    void privateDataKeptOrSentUnprotected_failsThePass_andOneProtectedNegatedFixedAskedOrNotPrivateKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, PRIVATE, GeneratedReviews.MARKER_PLACES)
                .keep(PLAIN, PUBLIC, GeneratedReviews.MARKER_PLACES)
                .assertSides("private data kept or sent unprotected", 300, "protected, negated, fixed, asked or not private", 150);
    }
}
