package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Data, requests or effects said to reach a place or people they must not, above the verdict, fail the pass:
 * {@code Production now writes orders to the staging database.}, {@code Search returns orders from other tenants.},
 * {@code The job now sends emails to all customers instead of the test list.}, {@code Logs are written to the public
 * bucket.}, {@code Die Anfragen gehen an die Produktionsdatenbank statt an die Testdatenbank.},
 * {@code 本番環境がステージングのデータベースに書き込んでいる。} Generated per language from sentences of a thing
 * ({@code {x}}) sent so, in each of {@link GeneratedReviews#PLACES}. The same said negated, fixed, from before the
 * change, as a suggestion, as planned, as a question, quoted, in code, or tenants said isolated keeps the pass above a
 * marker's.
 * Counted per language.
 */
class WrongPlaceStatedGeneratedTest {

    /** Per language: sentences of a thing sent to the wrong place, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "Production now writes {x} to the staging database.;Search returns {x} from other tenants."
                    + ";The job now sends {x} to all customers instead of the test list.;Logs with {x} are written to the public bucket."
                    + ";The service now reads {x} from the production bucket instead of the test bucket.;The API returns {x} of other tenants."
                    + ";The cache of {x} is shared across tenants.;The test suite now writes {x} to the production database."
                    + "|Production no longer writes {x} to the staging database.;Search never returns {x} from other tenants."
                    + ";Fixed: search returned {x} from other tenants.;Consider reading {x} from the replica instead of the primary."
                    + ";Use the staging database for {x} instead of production here."
                    + ";Reads of {x} now go to the replica instead of the primary, as planned."
                    + ";Does production now write {x} to the staging database?;Each tenant only sees its own {x}."
                    + ";The docs now describe the staging setup for {x}.;Other tenants' {x} are unaffected."
                    + ";Previously, production wrote {x} to the staging database.;Production should never write {x} to the staging database."
                    + ";The pipeline copies {x} to staging first, then to production.;Release notes about {x} are published to the public bucket."
                    + ";The function now returns {x} as a list instead of a tuple.;Tests now read {x} from the staging database."
                    + ";The ticket says:\n> Production now writes {x} to the staging database.;The fix for `production writes {x} to the staging database` is in."
                    + ";Staging now keeps its own copy of {x}, separate from production.;Search for {x} is scoped to the current tenant."),
            Map.entry("de", "Die Produktion schreibt jetzt {x} in die Testdatenbank.;Die Suche liefert {x} anderer Mandanten."
                    + ";Der Job schickt {x} an alle Kunden statt an die Testliste.;Logs mit {x} werden in den öffentlichen Bucket geschrieben."
                    + ";Die Anfragen für {x} gehen an die Produktionsdatenbank statt an die Testdatenbank."
                    + "|Die Suche liefert nie {x} anderer Mandanten.;Behoben: Die Suche lieferte {x} anderer Mandanten."
                    + ";Die Produktion schreibt {x} nicht mehr in die Testdatenbank.;Jeder Mandant sieht nur seine eigenen {x}."),
            Map.entry("fr", "La production écrit maintenant {x} dans la base de staging.;La recherche renvoie {x} d'autres locataires."
                    + ";Le job envoie {x} à tous les clients au lieu de la liste de test.;Les logs avec {x} sont écrits dans le bucket public."
                    + ";Les requêtes pour {x} vont vers la base de production au lieu de la base de test."
                    + "|La recherche ne renvoie jamais {x} d'autres locataires.;Corrigé : la recherche renvoyait {x} d'autres locataires."
                    + ";La production n'écrit plus {x} dans la base de staging."),
            Map.entry("es", "Producción ahora escribe {x} en la base de datos de staging.;La búsqueda devuelve {x} de otros inquilinos."
                    + ";El job envía {x} a todos los clientes en lugar de la lista de prueba.;Los logs con {x} se escriben en el bucket público."
                    + ";Las peticiones de {x} van a la base de producción en lugar de la base de pruebas."
                    + "|La búsqueda nunca devuelve {x} de otros inquilinos.;La búsqueda ya no devuelve {x} de otros inquilinos."
                    + ";Producción ya no escribe {x} en la base de datos de staging."),
            Map.entry("it", "La produzione ora scrive {x} nel database di staging.;La ricerca restituisce {x} di altri tenant."
                    + ";Il job invia {x} a tutti i clienti invece della lista di test.;I log con {x} vengono scritti nel bucket pubblico."
                    + ";Le richieste di {x} vanno al database di produzione invece del database di test."
                    + "|La ricerca non restituisce mai {x} di altri tenant.;La produzione non scrive più {x} nel database di staging."),
            Map.entry("pt", "A produção agora grava {x} no banco de staging.;A busca retorna {x} de outros inquilinos."
                    + ";O job envia {x} para todos os clientes em vez da lista de teste.;Os logs com {x} são gravados no bucket público."
                    + ";As requisições de {x} vão para o banco de produção em vez do banco de teste."
                    + "|A busca nunca retorna {x} de outros inquilinos.;A produção não grava mais {x} no banco de staging."),
            Map.entry("nl", "Productie schrijft nu {x} naar de stagingdatabase.;Zoeken geeft {x} van andere tenants terug."
                    + ";De job stuurt {x} naar alle klanten in plaats van de testlijst.;Logs met {x} worden naar de openbare bucket geschreven."
                    + ";Verzoeken voor {x} gaan naar de productiedatabase in plaats van de testdatabase."
                    + "|Zoeken geeft nooit {x} van andere tenants terug.;Productie schrijft {x} niet meer naar de stagingdatabase."),
            Map.entry("tr", "Üretim artık {x} staging veritabanına yazıyor.;Arama diğer kiracıların {x} verisini döndürüyor."
                    + ";İş, {x} e-postalarını test listesi yerine tüm müşterilere gönderiyor.;{X} içeren loglar herkese açık bucket'a yazılıyor."
                    + ";{X} istekleri test veritabanı yerine üretim veritabanına gidiyor."
                    + "|Arama diğer kiracıların {x} verisini döndürmüyor.;Üretim artık {x} staging veritabanına yazmıyor."),
            Map.entry("ja", "本番環境が{x}をステージングのデータベースに書き込んでいる。;検索で他のテナントの{x}が返される。"
                    + ";ジョブがテストリストの代わりに全顧客に{x}を送っている。;{x}を含むログが公開バケットに書き込まれている。"
                    + ";{x}のリクエストがテスト用データベースの代わりに本番データベースに送られている。"
                    + "|他のテナントの{x}は返されません。;本番環境は{x}をステージングのデータベースに書き込みません。"),
            Map.entry("zh", "生产环境现在把{x}写入预发布数据库。;搜索返回了其他租户的{x}。;任务向所有客户发送{x}而不是测试名单。"
                    + ";包含{x}的日志被写入公共存储桶。;{x}的请求发往生产数据库而不是测试数据库。"
                    + "|搜索不会返回其他租户的{x}。;生产环境不再把{x}写入预发布数据库。"),
            Map.entry("ko", "운영 환경이 이제 {x}를 스테이징 데이터베이스에 기록합니다.;검색이 다른 테넌트의 {x}를 반환합니다."
                    + ";작업이 테스트 목록 대신 모든 고객에게 {x}를 보냅니다.;{x}가 담긴 로그가 공개 버킷에 기록됩니다."
                    + ";{x} 요청이 테스트 데이터베이스 대신 운영 데이터베이스로 갑니다."
                    + "|검색은 다른 테넌트의 {x}를 반환하지 않습니다.;운영 환경은 더 이상 {x}를 스테이징 데이터베이스에 기록하지 않습니다."));

    /** Per language: the things a review says are sent. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("orders", "events", "audit records", "metrics")),
            Map.entry("de", List.of("Bestellungen", "Ereignisse", "Rechnungen", "Metriken")),
            Map.entry("fr", List.of("les commandes", "les événements", "les factures", "les métriques")),
            Map.entry("es", List.of("los pedidos", "los eventos", "las facturas", "las métricas")),
            Map.entry("it", List.of("gli ordini", "gli eventi", "le fatture", "le metriche")),
            Map.entry("pt", List.of("os pedidos", "os eventos", "as faturas", "as métricas")),
            Map.entry("nl", List.of("bestellingen", "events", "facturen", "metrieken")),
            Map.entry("tr", List.of("sipariş", "olay", "fatura", "metrik")),
            Map.entry("ja", List.of("注文", "イベント", "請求書", "メトリクス")),
            Map.entry("zh", List.of("订单", "事件", "发票", "指标")),
            Map.entry("ko", List.of("주문", "이벤트", "청구서", "지표")));

    @Test
    void aThingSentToTheWrongPlace_failsThePass_andOneNegatedFixedOrAsPlannedKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, THINGS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a thing sent to the wrong place", 500,
                        "one negated, fixed, suggested, as planned or isolated", 200);
    }

}
