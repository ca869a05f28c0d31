package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A group of people that can now reach what is of all, of others or of a higher standing, above the verdict, fails the
 * pass, whatever the group is called: {@code Trainees can now read the salaries of the whole company.},
 * {@code Kassierer können jetzt die Schichten anderer Filialen ändern.}, {@code Les livreurs peuvent maintenant
 * télécharger les adresses de tous les clients.}, {@code Stajyerler artık tüm şirketin maaşlarını görebiliyor.},
 * {@code 研修生が他店舗のシフトを変更できます。}, {@code 收银员现在可以下载所有客户的地址。}, {@code 배달원도 모든 고객의 주소를 다운로드할 수
 * 있습니다.} Generated per language from groups named by no list ({@code {x}}: trainees, cashiers, couriers, nurses) and
 * what they reach ({@code {m}}), in each of {@link GeneratedReviews#PLACES}. A subject entitled to it
 * ({@code Admins can now …}), the reach negated ({@code can no longer}), asked, before the change or refused keeps the
 * pass above a marker's, and so does a group's reach bounded to its own ({@code Trainees can now download their own
 * payslips.}) and a word of all that names no party's things ({@code Cashiers can now filter all columns of the
 * report.}). Counted per language.
 */
class GroupReachGeneratedTest {

    /** Per language: sentences of a group reaching beyond its standing, then (after {@code |}) keeps. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} can now {m}.;With the new role, {x} can {m}.;{X} are now able to {m}."
                    + "|Admins can now {m}.;Can {x} {m}?;Administrators can now {m}."),
            Map.entry("de", "{X} können jetzt {m}.;Mit der neuen Rolle können {x} {m}.|Admins können jetzt {m}.;Können {x} {m}?"),
            Map.entry("fr", "Les {x} peuvent maintenant {m}.;Avec le nouveau rôle, les {x} peuvent {m}."
                    + "|Les administrateurs peuvent maintenant {m}.;Les {x} peuvent-ils {m} ?"),
            Map.entry("es", "Los {x} ahora pueden {m}.;Con el nuevo rol, los {x} pueden {m}."
                    + "|Los administradores ahora pueden {m}."),
            Map.entry("it", "{X} ora possono {m}.;Con il nuovo ruolo, {x} possono {m}."
                    + "|Gli amministratori ora possono {m}.;{X} possono {m}?"),
            Map.entry("pt", "Os {x} agora podem {m}.;Com o novo papel, os {x} conseguem {m}."
                    + "|Os administradores agora podem {m}.;Os {x} podem {m}?"),
            Map.entry("nl", "{X} kunnen nu {m}.;Met de nieuwe rol kunnen {x} {m}.|Beheerders kunnen nu {m}.;Kunnen {x} {m}?"),
            Map.entry("tr", "{X} artık {m}.;Yeni rolle {x} {m}.|Yöneticiler artık {m}.;{X} artık {m} mi?"),
            Map.entry("ja", "{x}が{m}。;新しいロールで{x}が{m}。|管理者が{m}。;{x}が{m}か？"),
            Map.entry("zh", "{x}现在可以{m}。;新角色让{x}也可以{m}。|管理员现在可以{m}。;{x}现在可以{m}吗？"),
            Map.entry("ko", "{x}도 {m}.;새 역할로 {x}도 {m}.|관리자는 {m}.;{x}도 {m}?"));

    /** Per language: a group's reach ({@code {x}}, of {@link #NEGATED_REACHES}) negated or before the change: PASS. */
    private static final Map<String, String> NEGATED = Map.ofEntries(
            Map.entry("en", "Trainees can no longer {x}.;Cashiers cannot {x}.;Store staff now get a 403 when they try to {x}."
                    + ";Previously, support agents could {x}, and this change fixes it."),
            Map.entry("de", "Praktikanten können nicht mehr {x}."),
            Map.entry("fr", "Les stagiaires ne peuvent plus {x}."),
            Map.entry("es", "Los becarios ya no pueden {x}."),
            Map.entry("it", "Gli stagisti non possono più {x}."),
            Map.entry("pt", "Os estagiários não podem mais {x}."),
            Map.entry("nl", "Stagiairs kunnen niet meer {x}."),
            Map.entry("zh", "实习生不再可以{x}。"));

    /**
     * The reaches negated in {@link #NEGATED}: things of all or of others (a negated reach to a higher standing's own
     * thing, {@code cannot open the premium reports}, is a failure of the change's own by another reading).
     */
    private static final Map<String, List<String>> NEGATED_REACHES = Map.ofEntries(
            Map.entry("en", List.of("see other orders", "download every customer's address", "export all invoices")),
            Map.entry("de", List.of("die Adressen aller Kunden herunterladen", "die Schichten anderer Filialen sehen")),
            Map.entry("fr", List.of("télécharger les adresses de tous les clients", "voir les commandes des autres")),
            Map.entry("es", List.of("descargar las direcciones de todos los clientes", "ver los pedidos de otros")),
            Map.entry("it", List.of("scaricare gli indirizzi di tutti i clienti", "vedere gli ordini degli altri")),
            Map.entry("pt", List.of("baixar os endereços de todos os clientes", "ver os pedidos de outros")),
            Map.entry("nl", List.of("de adressen van alle klanten downloaden", "de bestellingen van anderen zien")),
            Map.entry("zh", List.of("下载所有客户的地址", "查看其他门店的订单")));

    /** Per language: groups named by no list, and what they reach beyond their own. */
    private static final Map<String, List<List<String>>> WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("trainees", "cashiers", "delivery drivers", "support agents", "store staff"),
                    List.of("read the salaries of the whole company", "export every customer's email address",
                            "edit the shifts of other stores", "download the invoices of all stores in the region",
                            "approve refunds instead of the managers", "open the premium dashboards"))),
            Map.entry("de", List.of(List.of("Praktikanten", "Kassierer", "Fahrer", "Pflegekräfte"),
                    List.of("die Gehälter der gesamten Firma sehen", "die Schichten anderer Filialen ändern",
                            "die Adressen aller Kunden herunterladen", "die Premium-Berichte herunterladen"))),
            Map.entry("fr", List.of(List.of("stagiaires", "caissiers", "livreurs", "infirmiers"),
                    List.of("voir les salaires de toute l'entreprise", "modifier les plannings des autres magasins",
                            "télécharger les adresses de tous les clients",
                            "approuver les remboursements à la place des responsables"))),
            Map.entry("es", List.of(List.of("becarios", "cajeros", "repartidores", "enfermeros"),
                    List.of("ver los sueldos de toda la empresa", "modificar los turnos de otras tiendas",
                            "descargar las direcciones de todos los clientes",
                            "aprobar reembolsos en lugar de los gerentes"))),
            Map.entry("it", List.of(List.of("stagisti", "cassieri", "corrieri", "infermieri"),
                    List.of("vedere gli stipendi di tutti i dipendenti", "modificare i turni degli altri negozi",
                            "scaricare gli indirizzi di tutti i clienti",
                            "approvare i rimborsi al posto dei responsabili"))),
            Map.entry("pt", List.of(List.of("estagiários", "caixas", "entregadores", "enfermeiros"),
                    List.of("ver os salários de toda a empresa", "alterar os turnos de outras lojas",
                            "baixar os endereços de todos os clientes", "aprovar reembolsos no lugar dos gerentes"))),
            Map.entry("nl", List.of(List.of("stagiairs", "kassamedewerkers", "bezorgers", "verpleegkundigen"),
                    List.of("de salarissen van het hele bedrijf zien", "de roosters van andere winkels wijzigen",
                            "de adressen van alle klanten downloaden",
                            "terugbetalingen goedkeuren in plaats van de managers"))),
            Map.entry("tr", List.of(List.of("stajyerler", "kasiyerler", "kuryeler", "hemşireler"),
                    List.of("tüm şirketin maaşlarını görebiliyor", "diğer mağazaların vardiyalarını değiştirebiliyor",
                            "bütün müşterilerin adreslerini indirebiliyor",
                            "müdürlerin yerine iadeleri iptal edebiliyor"))),
            Map.entry("ja", List.of(List.of("アルバイト", "研修生", "配達員", "看護師"),
                    List.of("全社の給与明細を閲覧できます", "他店舗のシフトを変更できます",
                            "すべての顧客の住所をダウンロードできます", "店長の代わりに返金を承認できます"))),
            Map.entry("zh", List.of(List.of("实习生", "收银员", "配送员", "护士"),
                    List.of("查看全公司的工资", "修改其他门店的排班", "下载所有客户的地址", "代替经理审批退款"))),
            Map.entry("ko", List.of(List.of("인턴", "계산원", "배달원", "간호사"),
                    List.of("회사 전체의 급여를 볼 수 있습니다", "다른 매장의 근무표를 변경할 수 있습니다",
                            "모든 고객의 주소를 다운로드할 수 있습니다", "점장 대신 환불을 승인할 수 있습니다"))));

    /** Per language: what such a group may do, its reach bounded to its own, with each group: PASS. */
    private static final Map<String, String> MAY = Map.ofEntries(
            Map.entry("en", "{X} can now download their own payslips.;{X} can only see the orders assigned to them."
                    + ";{X} can no longer see other customers' orders."
                    + ";{X} can now filter all columns of the report.;{X} can now pay with every card brand."),
            Map.entry("de", "{X} können jetzt nur ihre eigenen Schichten sehen."),
            Map.entry("fr", "Les {x} peuvent maintenant consulter leurs propres fiches de paie."),
            Map.entry("es", "Los {x} ahora pueden ver solo sus propios turnos."),
            Map.entry("it", "{X} ora possono vedere solo i propri turni."),
            Map.entry("pt", "Os {x} agora podem ver apenas os próprios turnos."),
            Map.entry("nl", "{X} kunnen nu alleen hun eigen roosters zien."),
            Map.entry("tr", "{X} artık sadece kendi vardiyalarını görebiliyor."),
            Map.entry("ja", "{x}は自分のシフトのみ閲覧できます。"),
            Map.entry("zh", "{x}现在只能查看自己的排班。"),
            Map.entry("ko", "{x}는 자신의 근무표만 볼 수 있습니다."));

    @Test
    void aGroupReachingWhatIsOfAllOfOthersOrOfAHigherStanding_failsThePass_andAnEntitledOrBoundedReachKeepsIt() {
        new GeneratedReviews.Sides().decideOfTwo(SENTENCES, WORDS, GeneratedReviews.MARKER_PLACES)
                .keep(MAY, GeneratedReviews.firstWords(WORDS, MAY.keySet()), GeneratedReviews.MARKER_PLACES)
                .keep(NEGATED, NEGATED_REACHES, GeneratedReviews.MARKER_PLACES)
                .assertSides("a group reaching beyond its standing", 700, "an entitled or bounded reach", 500);
    }
}
