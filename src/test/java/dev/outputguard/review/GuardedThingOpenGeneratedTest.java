package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * What a higher standing holds, named first and said open to everyone or to an actor of a lower standing, above the
 * verdict, fails the pass: {@code The admin dashboard is open to guests.}, {@code The config file is world-readable.},
 * {@code Das Admin-Dashboard ist für Gäste zugänglich.}, {@code Le tableau de bord admin est accessible aux invités.},
 * {@code 管理画面がゲストからアクセスできる。}, {@code 管理后台对访客开放。}, {@code 관리자 대시보드가 게스트에게 공개되어 있습니다.}
 * Generated per language from sentences of a guarded thing ({@code {x}}: an admin's page, an internal endpoint, a
 * config file, invoices) and its being open ({@code {m}}), in each of {@link GeneratedReviews#PLACES}. The guard said
 * ({@code is no longer}, {@code is not}), the exposure fixed or tested, or asked keeps the pass above a marker's, and so
 * does a thing meant to be public said open ({@code The public catalogue is open to guests.}, {@code The docs are
 * public.}) and a guarded thing open to its right holders only ({@code The admin API is only accessible to admins.}).
 * Counted per language.
 */
class GuardedThingOpenGeneratedTest {

    /** Per language: a guarded thing said open, then (after {@code |}) the guard said, fixed, tested or asked. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} is {m}.;With this change, {x} is {m}.|{X} is no longer {m}.;{X} is not {m}."
                    + ";Fixed a bug where {x} was {m}.;Added a test that {x} is not {m}.;Is {x} {m}?"),
            Map.entry("de", "{X} ist {m}.|{X} ist nicht mehr {m}.;{X} ist nicht {m}."),
            Map.entry("fr", "{X} est {m}.|{X} n'est plus {m}.;{X} n'est pas {m}."),
            Map.entry("es", "{X} es {m}.|{X} ya no es {m}.;{X} no es {m}."),
            Map.entry("it", "{X} è {m}.|{X} non è più {m}.;{X} non è {m}."),
            Map.entry("pt", "{X} está {m}.|{X} não está mais {m}.;{X} não está {m}."),
            Map.entry("nl", "{X} is {m}.|{X} is niet meer {m}.;{X} is niet {m}."),
            Map.entry("tr", "{X} {m}.|{X} artık {m} değil."),
            Map.entry("ja", "{x}が{m}。;{x}は{m}。|"),
            Map.entry("zh", "{x}{m}。|{x}不再{m}。"),
            Map.entry("ko", "{x}가 {m}.|"));

    /** Per language: guarded things, and their being open to everyone or to an actor of a lower standing. */
    private static final Map<String, List<List<String>>> WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("the admin dashboard", "the admin API", "the billing page",
                    "the internal endpoint", "the config file", "the S3 bucket with the invoices", "the admin panel"),
                    List.of("open to guests", "accessible to anonymous users", "reachable by anyone",
                            "exposed to the public internet", "world-readable", "public", "publicly accessible",
                            "available to unauthenticated users", "open to everyone", "reachable from the internet"))),
            Map.entry("de", List.of(List.of("das Admin-Dashboard", "das Admin-Panel", "die Konfigurationsdatei",
                    "der Verwaltungsbereich"),
                    List.of("für Gäste zugänglich", "für anonyme Nutzer zugänglich", "für alle erreichbar",
                            "öffentlich zugänglich", "öffentlich", "für jeden lesbar"))),
            Map.entry("fr", List.of(List.of("le tableau de bord admin", "le panneau d'administration",
                    "le fichier de configuration"),
                    List.of("accessible aux invités", "accessible aux utilisateurs anonymes", "accessible à tous",
                            "ouvert à tous", "exposé sur internet", "public"))),
            Map.entry("es", List.of(List.of("el panel de administración", "el archivo de configuración",
                    "el panel de admin"),
                    List.of("accesible para los invitados", "accesible para usuarios anónimos",
                            "accesible para cualquiera", "público", "accesible desde internet"))),
            Map.entry("it", List.of(List.of("il pannello di amministrazione", "il file di configurazione"),
                    List.of("accessibile agli ospiti", "accessibile agli utenti anonimi", "accessibile a tutti",
                            "accessibile da internet", "pubblico"))),
            Map.entry("pt", List.of(List.of("o painel de administração", "o arquivo de configuração",
                    "o painel de admin"),
                    List.of("acessível para convidados", "acessível para usuários anônimos",
                            "acessível a qualquer pessoa", "aberto a todos", "exposto à internet", "público"))),
            Map.entry("nl", List.of(List.of("het beheerpaneel", "het configuratiebestand", "de beheeromgeving"),
                    List.of("toegankelijk voor gasten", "toegankelijk voor anonieme gebruikers",
                            "toegankelijk voor iedereen", "open voor iedereen", "openbaar", "bereikbaar vanaf internet"))),
            Map.entry("tr", List.of(List.of("yönetim paneli", "yapılandırma dosyası", "yönetici paneli"),
                    List.of("misafirlere açık", "anonim kullanıcılara açık", "herkese açık",
                            "internetten erişilebilir"))),
            Map.entry("ja", List.of(List.of("管理画面", "管理者ページ", "設定ファイル"),
                    List.of("ゲストからアクセスできる", "匿名ユーザーからアクセスできる", "誰でもアクセスできる",
                            "外部に公開されている", "インターネットに公開されている"))),
            Map.entry("zh", List.of(List.of("管理后台", "管理面板", "配置文件"),
                    List.of("对访客开放", "对匿名用户开放", "对所有人开放", "对外公开", "被公开到互联网上"))),
            Map.entry("ko", List.of(List.of("관리자 대시보드", "관리자 페이지", "관리 페이지"),
                    List.of("게스트에게 공개되어 있습니다", "익명 사용자에게 공개되어 있습니다", "누구나 접근할 수 있습니다",
                            "외부에 공개되어 있습니다"))));

    /** Per language: a thing meant to be public said open ({@code {x}}: the thing): PASS. */
    private static final Map<String, String> MEANT = Map.ofEntries(
            Map.entry("en", "{X} is open to guests.;{X} is accessible to anonymous users.;{X} is public."
                    + ";{X} is reachable by anyone."),
            Map.entry("de", "{X} ist für Gäste zugänglich.;{X} ist öffentlich."),
            Map.entry("fr", "{X} est accessible aux invités.;{X} est accessible à tous."),
            Map.entry("es", "{X} es accesible para los invitados.;{X} es accesible para cualquiera."),
            Map.entry("it", "{X} è accessibile agli ospiti.;{X} è accessibile a tutti."),
            Map.entry("pt", "{X} está acessível para convidados.;{X} está aberto a todos."),
            Map.entry("nl", "{X} is toegankelijk voor gasten.;{X} is openbaar."),
            Map.entry("tr", "{X} misafirlere açık.;{X} herkese açık."),
            Map.entry("ja", "{x}がゲストからアクセスできる。;{x}は外部に公開されている。"),
            Map.entry("zh", "{x}对访客开放。;{x}对所有人开放。"),
            Map.entry("ko", "{x}가 게스트에게 공개되어 있습니다."));

    private static final Map<String, List<String>> MEANT_THINGS = Map.ofEntries(
            Map.entry("en", List.of("the public catalogue", "the login page", "the docs page", "the landing page",
                    "the pricing page", "the status page")),
            Map.entry("de", List.of("der öffentliche Katalog", "die Anmeldeseite", "die Dokumentation")),
            Map.entry("fr", List.of("le catalogue public", "la page de connexion", "la documentation")),
            Map.entry("es", List.of("el catálogo público", "la página de inicio de sesión", "la documentación")),
            Map.entry("it", List.of("il catalogo pubblico", "la pagina di accesso", "la documentazione")),
            Map.entry("pt", List.of("o catálogo público", "a página de login", "a documentação")),
            Map.entry("nl", List.of("de openbare catalogus", "de inlogpagina", "de documentatie")),
            Map.entry("tr", List.of("katalog", "giriş sayfası", "dokümantasyon")),
            Map.entry("ja", List.of("公開カタログ", "ログインページ", "ドキュメント")),
            Map.entry("zh", List.of("公开目录", "登录页面", "文档")),
            Map.entry("ko", List.of("공개 카탈로그", "로그인 페이지", "문서")));

    /** Per language: a guarded thing open to its right holders only ({@code {x}}: the thing): PASS. */
    private static final Map<String, String> HOLDERS = Map.ofEntries(
            Map.entry("en", "{X} is only accessible to admins.;{X} is accessible to admins only."
                    + ";{X} is no longer open to guests.;Fixed: {x} was open to guests."),
            Map.entry("de", "{X} ist nur für Admins zugänglich."),
            Map.entry("fr", "{X} est accessible uniquement aux administrateurs."),
            Map.entry("es", "{X} solo es accesible para los administradores."),
            Map.entry("it", "{X} è accessibile solo agli amministratori."),
            Map.entry("pt", "{X} está acessível só para administradores."),
            Map.entry("nl", "{X} is alleen toegankelijk voor beheerders."),
            Map.entry("zh", "{x}只对管理员开放。"));

    @Test
    void aGuardedThingSaidOpenToALowerStanding_failsThePass_andTheGuardSaidOrAThingMeantPublicKeepsIt() {
        new GeneratedReviews.Sides().decideOfTwo(SENTENCES, WORDS, GeneratedReviews.MARKER_PLACES)
                .keep(MEANT, MEANT_THINGS, GeneratedReviews.MARKER_PLACES)
                .keep(HOLDERS, GeneratedReviews.firstWords(WORDS, HOLDERS.keySet()), GeneratedReviews.MARKER_PLACES)
                .assertSides("a guarded thing said open to a lower standing", 500,
                        "the guard said, fixed, tested, asked, or a thing meant public", 400);
    }
}
