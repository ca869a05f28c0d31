package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * An actor of a lower standing that can reach, call, change or grant what a higher standing holds, above the verdict,
 * fails the pass: {@code Guests can access the admin dashboard.}, {@code Gäste können den Abrechnungsplan ändern.},
 * {@code Les invités peuvent s'attribuer les droits d'administrateur.}, {@code 访客可以访问管理后台。},
 * {@code ゲストが管理画面にアクセスできます。}, {@code 게스트가 관리자 대시보드에 접근할 수 있습니다.} Generated per language from
 * sentences of such an actor ({@code {x}}: guests, anonymous users, non-admins, viewers) and what it reaches
 * ({@code {m}}), in each of {@link GeneratedReviews#PLACES}; another party's things reached by a plain actor
 * ({@code Users can see orders of other users …}) in English. The reach bounded to few ({@code Only admins can …}),
 * negated ({@code can no longer}) or in a time before the change keeps the pass above a marker's, and so does what a
 * guest may do ({@code Guests can view the public catalogue.}, {@code Visitors can reset their own password.}) and the
 * right holder reaching it ({@code Admins can access the admin dashboard.}). Counted per language.
 */
class LowerStandingReachGeneratedTest {

    /** Per language: sentences of a lower actor reaching a higher standing's thing, then (after {@code |}) keeps. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} can {m}.;With this change, {x} can {m}.|Only admins can {m}.;{X} can no longer {m}."
                    + ";Previously, {x} could {m}; this PR fixes it.;Admins can {m}."),
            Map.entry("de", "{X} können {m}.|Nur Admins können {m}.;{X} können nicht mehr {m}."),
            Map.entry("fr", "Les {x} peuvent {m}.|Seuls les administrateurs peuvent {m}.;Les {x} ne peuvent plus {m}."),
            Map.entry("es", "Los {x} pueden {m}.|Solo los administradores pueden {m}.;Los {x} ya no pueden {m}."),
            Map.entry("it", "{X} possono {m}.|Solo gli amministratori possono {m}.;{X} non possono più {m}."),
            Map.entry("pt", "{X} podem {m}.|Só os administradores podem {m}.;{X} não podem mais {m}."),
            Map.entry("nl", "{X} kunnen {m}.|Alleen beheerders kunnen {m}.;{X} kunnen niet meer {m}."),
            Map.entry("tr", "{X} {m}.|Yalnızca yöneticiler {m}."),
            Map.entry("ja", "{x}が{m}。;{x}でも{m}。|管理者のみが{m}。"),
            Map.entry("zh", "{x}可以{m}。;{x}也能{m}。|只有管理员可以{m}。;{x}不再能{m}。"),
            Map.entry("ko", "{x}가 {m}.|관리자만 {m}."));

    /** Per language: actors of a lower standing, and what a higher standing holds, reached so. */
    private static final Map<String, List<List<String>>> WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("guests", "anonymous users", "non-admins", "regular users", "viewers",
                    "read-only users", "unprivileged users"),
                    List.of("access the admin dashboard", "call the delete endpoint of the admin API",
                            "change the billing plan", "promote themselves to admin", "grant themselves editor rights",
                            "trigger a password reset for any account", "open the admin panel"))),
            Map.entry("de", List.of(List.of("Gäste", "anonyme Nutzer", "Nicht-Admins", "normale Nutzer", "Betrachter"),
                    List.of("auf das Admin-Dashboard zugreifen", "den Abrechnungsplan ändern",
                            "sich selbst Admin-Rechte geben", "das Admin-Panel öffnen"))),
            Map.entry("fr", List.of(List.of("invités", "utilisateurs anonymes", "non-administrateurs", "simples utilisateurs",
                    "lecteurs"),
                    List.of("accéder au tableau de bord d'administration", "modifier le plan de facturation",
                            "s'attribuer les droits d'administrateur"))),
            Map.entry("es", List.of(List.of("invitados", "usuarios anónimos", "no administradores", "usuarios normales"),
                    List.of("acceder al panel de administración", "cambiar el plan de facturación",
                            "darse permisos de administrador"))),
            Map.entry("it", List.of(List.of("ospiti", "utenti anonimi", "non amministratori", "utenti normali"),
                    List.of("accedere al pannello di amministrazione", "modificare il piano di fatturazione",
                            "assegnarsi i permessi di amministratore"))),
            Map.entry("pt", List.of(List.of("convidados", "usuários anônimos", "não administradores", "usuários comuns"),
                    List.of("acessar o painel de administração", "alterar o plano de cobrança",
                            "atribuir a si mesmos permissões de administrador"))),
            Map.entry("nl", List.of(List.of("gasten", "anonieme gebruikers", "niet-beheerders", "gewone gebruikers"),
                    List.of("het beheerpaneel openen", "het facturatieplan wijzigen",
                            "zichzelf beheerdersrechten geven"))),
            Map.entry("tr", List.of(List.of("misafirler", "anonim kullanıcılar", "yönetici olmayan kullanıcılar",
                    "normal kullanıcılar"),
                    List.of("yönetim paneline erişebiliyor", "fatura planını değiştirebiliyor",
                            "kendilerine yönetici yetkisi verebiliyor"))),
            Map.entry("ja", List.of(List.of("ゲスト", "匿名ユーザー", "一般ユーザー", "閲覧者", "管理者以外のユーザー"),
                    List.of("管理画面にアクセスできます", "請求プランを変更できます", "自分に管理者権限を付与できます"))),
            Map.entry("zh", List.of(List.of("访客", "匿名用户", "普通用户", "非管理员", "只读用户"),
                    List.of("访问管理后台", "修改计费方案", "给自己授予管理员权限"))),
            Map.entry("ko", List.of(List.of("게스트", "익명 사용자", "일반 사용자", "비관리자"),
                    List.of("관리자 대시보드에 접근할 수 있습니다", "결제 플랜을 변경할 수 있습니다",
                            "자신에게 관리자 권한을 부여할 수 있습니다"))));

    /** Another party's things a plain actor reaches, written with {@code of} (English): {@code {x}} the things. */
    private static final Map<String, String> OTHERS = Map.of("en",
            "Users can see {x} of other users by changing the id in the URL.;Customers can open {x} belonging to other"
                    + " customers.|Admins can see {x} of other users.;Users can only see their own {x}.");
    private static final Map<String, List<String>> OTHERS_THINGS = Map.of("en",
            List.of("orders", "invoices", "messages", "files"));

    /** Per language: what an actor of a lower standing may do, with each actor: PASS. */
    private static final Map<String, String> MAY = Map.ofEntries(
            Map.entry("en", "{X} can view the public catalogue.;{X} can reset their own password."
                    + ";{X} cannot access the admin dashboard.;Added a test that {x} cannot access the admin dashboard."
                    + ";{X} now get a 403 on the admin dashboard.;{X} are redirected to the login page when they open the admin panel."),
            Map.entry("de", "{X} können den öffentlichen Katalog ansehen."),
            Map.entry("fr", "Les {x} peuvent consulter le catalogue public."),
            Map.entry("es", "Los {x} pueden ver el catálogo público."),
            Map.entry("it", "{X} possono vedere il catalogo pubblico."),
            Map.entry("pt", "{X} podem ver o catálogo público."),
            Map.entry("nl", "{X} kunnen de openbare catalogus bekijken."),
            Map.entry("tr", "{X} herkese açık kataloğu görebiliyor."),
            Map.entry("ja", "{x}は公開カタログを閲覧できます。"),
            Map.entry("zh", "{x}可以浏览公开目录。"),
            Map.entry("ko", "{x}는 공개 카탈로그를 볼 수 있습니다."));

    /**
     * Each language's actors for {@link #MAY}: all but the Chinese read-only user, whose {@code 只读} a review's words read
     * as a review that read a part only ({@code 只读用户可以浏览公开目录。} fails the pass, a false FAIL accepted).
     */
    private static Map<String, List<String>> mayActors() {
        Map<String, List<String>> actors = new java.util.TreeMap<>(GeneratedReviews.firstWords(WORDS, MAY.keySet()));
        actors.put("zh", actors.get("zh").stream().filter(a -> !a.startsWith("只读")).toList());
        return actors;
    }

    @Test
    void aLowerActorReachingWhatAHigherStandingHolds_failsThePass_andTheReachBoundedOrAGuestsOwnKeepsIt() {
        new GeneratedReviews.Sides().decideOfTwo(SENTENCES, WORDS, GeneratedReviews.MARKER_PLACES)
                .decide(OTHERS, OTHERS_THINGS, GeneratedReviews.MARKER_PLACES)
                .keep(MAY, mayActors(), GeneratedReviews.MARKER_PLACES)
                .assertSides("a lower actor reaching a higher standing's thing", 400,
                        "the reach bounded or a guest's own", 300);
    }
}
