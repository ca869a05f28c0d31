package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A review stating that the change lets data, a secret or an action reach a party that should not have it, in plain
 * words with no bug's, above the verdict, fails the pass: another party's data seen ({@code Users can see each other's
 * orders.}, {@code The page shows the previous user's name after logout.}, {@code Les utilisateurs voient les commandes
 * des autres.}), access beyond who is allowed ({@code Logged-out visitors can view invoices.}), a secret written out
 * ({@code The API key is written in full to the request log.}, {@code La clé d'API est commitée dans config/prod.yml.}).
 * Generated per language from a party or a secret with a verb of reaching, seeing or writing out, in each of
 * {@link GeneratedReviews#PLACES}. The owner's own data, the exposure taken away or prevented, masked or hidden, tested,
 * asked or from before the change keep the pass above a marker's. Counted per language.
 */
class ExposureStatedGeneratedTest {

    /** Per language: another party's data seen or reached, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> PARTIES = Map.ofEntries(
            Map.entry("en", "Users can see each other's {x}.;The page shows the previous user's {x} after logout."
                    + ";Logged-out visitors can view the {x}.;Any signed-in customer can download all {x} as CSV."
                    + ";Other customers' {x} show up on the dashboard."
                    + "|Users can see their own {x}.;Users can no longer see each other's {x}."
                    + ";A test checks that other users' {x} are hidden.;Can other users see the {x}?"
                    + ";Previously, other users could see the {x}.;Other users' {x} are now hidden."),
            Map.entry("de", "Nutzer können die {x} anderer Nutzer sehen.;Nach dem Abmelden zeigt die Seite noch die {x} des vorherigen Benutzers."
                    + ";Abgemeldete Besucher können die {x} ansehen.;Jeder angemeldete Kunde kann alle {x} als CSV herunterladen."
                    + ";Die {x} anderer Kunden erscheinen im Dashboard."
                    + "|Nutzer sehen nur ihre eigenen {x}.;Nutzer sehen die {x} anderer Nutzer nicht mehr."
                    + ";Ein Test prüft, dass fremde {x} verborgen bleiben.;Können andere Nutzer die {x} sehen?"),
            Map.entry("fr", "Les utilisateurs voient les {x} des autres.;Après la déconnexion, la page affiche les {x} de l'utilisateur précédent."
                    + ";Les visiteurs non connectés peuvent consulter les {x}.;Tout client connecté peut télécharger toutes les {x} en CSV."
                    + ";Les {x} des autres clients apparaissent dans le tableau de bord."
                    + "|Les utilisateurs ne voient que leurs propres {x}.;Les utilisateurs ne voient plus les {x} des autres."
                    + ";Un test vérifie que les {x} des autres utilisateurs sont masqués.;Les autres utilisateurs peuvent-ils voir les {x} ?"),
            Map.entry("es", "Los usuarios ven los {x} de los demás.;Tras cerrar sesión, la página muestra los {x} del usuario anterior."
                    + ";Los visitantes sin sesión pueden ver los {x}.;Cualquier cliente con sesión puede descargar todos los {x} en CSV."
                    + ";Los {x} de otros clientes aparecen en el panel."
                    + "|Los usuarios solo ven sus propios {x}.;Los usuarios ya no ven los {x} de los demás."
                    + ";Una prueba comprueba que los {x} de otros usuarios están ocultos.;¿Pueden otros usuarios ver los {x}?"),
            Map.entry("it", "Gli utenti vedono gli {x} degli altri.;Dopo il logout la pagina mostra gli {x} dell'utente precedente."
                    + ";I visitatori non autenticati possono vedere gli {x}.;Qualsiasi cliente autenticato può scaricare tutti gli {x} in CSV."
                    + ";Gli {x} degli altri clienti compaiono nella dashboard."
                    + "|Gli utenti vedono solo i propri {x}.;Gli utenti non vedono più gli {x} degli altri."
                    + ";Un test verifica che gli {x} degli altri utenti siano nascosti.;Gli altri utenti possono vedere gli {x}?"),
            Map.entry("pt", "Os usuários veem os {x} uns dos outros.;Depois do logout, a página mostra os {x} do usuário anterior."
                    + ";Visitantes não logados podem ver os {x}.;Qualquer cliente logado pode baixar todos os {x} em CSV."
                    + ";Os {x} de outros clientes aparecem na tela."
                    + "|Os usuários veem apenas os próprios {x}.;Os usuários não veem mais os {x} dos outros."
                    + ";Um teste verifica que os {x} de outros usuários ficam ocultos.;Outros usuários podem ver os {x}?"),
            Map.entry("nl", "Gebruikers zien elkaars {x}.;Na het uitloggen toont de pagina nog de {x} van de vorige gebruiker."
                    + ";Uitgelogde bezoekers kunnen de {x} bekijken.;Elke ingelogde klant kan alle {x} als CSV downloaden."
                    + ";De {x} van andere klanten verschijnen op het dashboard."
                    + "|Gebruikers zien alleen hun eigen {x}.;Gebruikers zien elkaars {x} niet meer."
                    + ";Een test controleert dat de {x} van andere gebruikers verborgen blijven.;Kunnen andere gebruikers de {x} zien?"),
            Map.entry("tr", "Kullanıcılar birbirlerinin {x} görebiliyor.;Çıkış yaptıktan sonra sayfa önceki kullanıcının {x} gösteriyor."
                    + ";Giriş yapmamış ziyaretçiler müşterilerin {x} görüntüleyebiliyor.;Giriş yapmış her müşteri tüm müşterilerin {x} CSV olarak indirebiliyor."
                    + "|Kullanıcılar yalnızca kendi {x} görebiliyor.;Kullanıcılar artık birbirlerinin {x} göremiyor."
                    + ";Diğer kullanıcılar {x} görebiliyor mu?"),
            Map.entry("ja", "ユーザー同士で互いの{x}が見えてしまう。;ログアウト後も前のユーザーの{x}が表示される。"
                    + ";未ログインの訪問者が{x}を閲覧できる。;ログイン済みの顧客なら誰でも全顧客の{x}をCSVでダウンロードできる。"
                    + "|ユーザーは自分の{x}だけを見られる。;他のユーザーの{x}は見えなくなりました。;他のユーザーは{x}を見られますか？"),
            Map.entry("zh", "用户可以看到彼此的{x}。;退出登录后页面仍显示上一个用户的{x}。"
                    + ";未登录的访客可以查看{x}。;任何已登录的客户都能把所有客户的{x}下载为CSV。"
                    + "|用户只能看到自己的{x}。;用户不再能看到彼此的{x}。;其他用户能看到{x}吗？"),
            Map.entry("ko", "사용자들이 서로의 {x}을 볼 수 있다.;로그아웃한 뒤에도 이전 사용자의 {x}이 화면에 표시된다."
                    + ";로그인하지 않은 방문자도 {x}을 볼 수 있다.;로그인한 고객이면 누구나 모든 고객의 {x}을 CSV로 내려받을 수 있다."
                    + "|사용자는 자신의 {x}만 볼 수 있다.;이제 다른 사용자의 {x}은 보이지 않는다.;다른 사용자가 {x}을 볼 수 있나요?"));

    /** Per language: what another party's data is called. */
    private static final Map<String, List<String>> DATA = Map.ofEntries(
            Map.entry("en", List.of("orders", "invoices", "private messages")),
            Map.entry("de", List.of("Bestellungen", "Rechnungen", "privaten Nachrichten")),
            Map.entry("fr", List.of("commandes", "factures", "messages privés")),
            Map.entry("es", List.of("pedidos", "recibos", "mensajes privados")),
            Map.entry("it", List.of("ordini", "indirizzi", "estratti conto")),
            Map.entry("pt", List.of("pedidos", "recibos", "endereços")),
            Map.entry("nl", List.of("bestellingen", "facturen", "privéberichten")),
            Map.entry("tr", List.of("siparişlerini", "faturalarını", "özel mesajlarını")),
            Map.entry("ja", List.of("注文", "請求書", "個人メッセージ")),
            Map.entry("zh", List.of("订单", "发票", "私信")),
            Map.entry("ko", List.of("주문 내역", "결제 내역", "개인 메시지 내역")));

    /** Per language: a secret written out or sent where it must not go, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SECRETS = Map.ofEntries(
            Map.entry("en", "{X} is written in full to the request log on every call.;{X} is printed at startup."
                    + ";{X} is committed in config/prod.yml.;{X} ends up in Sentry.;{X} goes to the analytics service."
                    + "|{X} is no longer logged.;{X} is masked in the log.;{X} is read from the environment."
                    + ";Previously {x} was printed at startup.;Is {x} logged anywhere?;{X} is stored in the vault."),
            Map.entry("de", "{X} wird bei jedem Aufruf vollständig ins Request-Log geschrieben.;{X} wird beim Start ausgegeben."
                    + ";{X} ist in config/prod.yml committet.;{X} landet in Sentry."
                    + "|{X} wird nicht mehr geloggt.;{X} wird im Log maskiert.;{X} wird aus der Umgebung gelesen."),
            Map.entry("fr", "{X} est écrite en entier dans le journal des requêtes.;{X} est affichée au démarrage."
                    + ";{X} est commitée dans config/prod.yml.;{X} se retrouve dans Sentry."
                    + "|{X} n'est plus journalisée.;{X} est masquée dans les logs.;{X} est lue depuis l'environnement."),
            Map.entry("es", "{X} se escribe completa en el log de peticiones.;{X} se imprime al arrancar."
                    + ";{X} está commiteada en config/prod.yml.;{X} termina en Sentry."
                    + "|{X} ya no se registra en el log.;{X} aparece enmascarada en el log.;{X} se lee del entorno."),
            Map.entry("it", "{X} viene scritta per intero nel log delle richieste.;{X} viene stampata all'avvio."
                    + ";{X} è committata in config/prod.yml.;{X} finisce in Sentry."
                    + "|{X} non viene più loggata.;{X} è mascherata nel log.;{X} viene letta dall'ambiente."),
            Map.entry("pt", "{X} é escrita por completo no log de requisições.;{X} é impressa na inicialização."
                    + ";{X} está commitada em config/prod.yml.;{X} vai parar nos logs do Sentry."
                    + "|{X} não é mais logada.;{X} aparece mascarada no log.;{X} é lida do ambiente."),
            Map.entry("nl", "{X} wordt bij elke aanroep volledig in het request-log geschreven.;{X} wordt bij het opstarten geprint."
                    + ";{X} is gecommit in config/prod.yml.;{X} belandt in Sentry."
                    + "|{X} wordt niet meer gelogd.;{X} wordt in het log gemaskeerd.;{X} wordt uit de omgeving gelezen."),
            Map.entry("tr", "{X} her çağrıda istek loguna tam olarak yazılıyor.;{X} açılışta ekrana basılıyor."
                    + ";{X} config/prod.yml dosyasına commitlenmiş.;{X} Sentry'ye gidiyor."
                    + "|{X} artık loglanmıyor.;{X} logda maskeleniyor.;{X} ortam değişkeninden okunuyor."),
            Map.entry("ja", "{X}が毎回リクエストログにそのまま書き出される。;{X}が起動時に出力される。"
                    + ";{X}がconfig/prod.ymlにコミットされている。;{X}がSentryに送られている。"
                    + "|{X}はログに出力されなくなりました。;{X}はログでマスクされる。;{X}は環境変数から読み込まれる。"),
            Map.entry("zh", "{X}每次调用都被完整写入请求日志。;{X}在启动时被打印出来。"
                    + ";{X}被提交到了config/prod.yml。;{X}被发送到了Sentry。"
                    + "|{X}不再写入日志。;{X}在日志中已脱敏。;{X}从环境变量读取。"),
            Map.entry("ko", "{X}가 매 호출마다 요청 로그에 그대로 기록된다.;{X}가 시작할 때 출력된다."
                    + ";{X}가 config/prod.yml에 커밋되어 있다.;{X}가 Sentry로 전송된다."
                    + "|{X}는 더 이상 로그에 남지 않는다.;{X}는 로그에서 마스킹된다.;{X}는 환경 변수에서 읽는다."));

    /** Per language: what a secret is called. */
    private static final Map<String, List<String>> SECRET_NAMES = Map.ofEntries(
            Map.entry("en", List.of("the API key", "the secret key", "the database password")),
            Map.entry("de", List.of("der API-Schlüssel", "der geheime Schlüssel", "das Passwort der Datenbank")),
            Map.entry("fr", List.of("la clé d'API", "la clé secrète", "la clé privée")),
            Map.entry("es", List.of("la clave de API", "la clave secreta", "la contraseña de la base de datos")),
            Map.entry("it", List.of("la chiave API", "la chiave segreta", "la password del database")),
            Map.entry("pt", List.of("a chave de API", "a chave secreta", "a senha do banco")),
            Map.entry("nl", List.of("de API-sleutel", "de geheime sleutel", "het wachtwoord van de database")),
            Map.entry("tr", List.of("API anahtarı", "Gizli anahtar", "Veritabanı şifresi")),
            Map.entry("ja", List.of("APIキー", "シークレットキー", "DBのパスワード")),
            Map.entry("zh", List.of("API密钥", "私钥", "数据库密码")),
            Map.entry("ko", List.of("API 키", "시크릿 키", "DB 비밀번호")));

    /** Sentences of the same words that keep a pass as they are: a public thing read as designed. */
    private static final Map<String, String> PLAIN = Map.ofEntries(
            Map.entry("en", "Anyone can read the public docs.;Logged-out visitors can view the public profiles."
                    + ";Only admins can download the {x}.;Everyone can see the pricing page."),
            Map.entry("de", "Abgemeldete Besucher können die öffentlichen Seiten ansehen.;Nur Admins können die {x} herunterladen."),
            Map.entry("fr", "Les visiteurs non connectés peuvent consulter les pages publiques."
                    + ";Seuls les administrateurs peuvent télécharger les {x}."),
            Map.entry("es", "Los visitantes sin sesión pueden ver las páginas públicas."),
            Map.entry("it", "Chiunque può vedere le pagine pubbliche."),
            Map.entry("pt", "Visitantes não logados podem ver as páginas públicas."),
            Map.entry("nl", "Uitgelogde bezoekers kunnen de openbare pagina's bekijken."),
            Map.entry("tr", "Giriş yapmamış ziyaretçiler herkese açık sayfaları görüntüleyebiliyor."),
            Map.entry("ja", "未ログインの訪問者も公開ページを閲覧できる。"),
            Map.entry("zh", "未登录的访客可以查看公开页面。"),
            Map.entry("ko", "로그인하지 않은 방문자도 공개 페이지를 볼 수 있다."));

    @Test
    void dataOrASecretReachingAnotherParty_failsThePass_andOneOwnedTakenAwayTestedOrAskedKeepsIt() {
        new GeneratedReviews.Sides().decide(PARTIES, DATA, GeneratedReviews.MARKER_PLACES)
                .decide(SECRETS, SECRET_NAMES, GeneratedReviews.MARKER_PLACES)
                .keep(PLAIN, DATA, GeneratedReviews.MARKER_PLACES)
                .assertSides("an exposure stated", 500, "one owned, taken away, masked, tested, asked or plain", 150);
    }
}
