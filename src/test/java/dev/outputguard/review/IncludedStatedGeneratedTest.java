package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A figure or an aggregate that includes, counts or adds what must stay out of it, above the verdict, fails the pass:
 * {@code Totals include cancelled and refunded orders.}, {@code The report counts test accounts as customers.},
 * {@code Die Summe enthält stornierte Bestellungen.}, {@code 总数包含了已退款的订单。}. Generated per language from sentences
 * with a figure as subject ({@code {x}}, {@code {X}}), a verb of including or counting and a word of what must stay
 * out, in each of {@link GeneratedReviews#PLACES}. An inclusion asked for or harmless, an exclusion, one fixed or from
 * before the change, a negated one, one under a condition and a test's data that includes such entries on purpose keep
 * the pass above a marker's. Counted per language.
 */
class IncludedStatedGeneratedTest {

    /** Per language: sentences of a figure counting what must stay out, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} includes cancelled and refunded orders.;{X} counts test accounts as customers."
                    + ";{X} includes internal test orders.;Duplicate rows are counted twice in {x}."
                    + ";{X} includes refunded orders.;{X} counts deleted users.;{X} includes draft invoices."
                    + ";{X} counts inactive accounts.;{X} includes failed payments."
                    + "|{X} now includes tax as requested.;{X} includes archived items when the filter is set."
                    + ";{X} includes every region.;{X} now excludes test accounts.;Cancelled orders are left out of {x}."
                    + ";{X} included cancelled orders before this fix.;{X} no longer includes refunded orders."
                    + ";Test accounts are not counted.;The test fixture includes cancelled orders to cover that path."
                    + ";{X} does not count duplicate rows.;{X} includes shipping costs.;{X} counts every paid order."),
            Map.entry("de", "{X} enthält stornierte Bestellungen.;{X} zählt Testkonten als Kunden."
                    + ";{X} enthält erstattete Bestellungen.;{X} zählt doppelte Zeilen zweimal."
                    + ";{X} enthält gelöschte Nutzer.;{X} zählt interne Bestellungen mit."
                    + "|{X} enthält jetzt wie gewünscht die Steuer.;{X} enthält keine stornierten Bestellungen mehr."
                    + ";{X} schließt Testkonten jetzt aus.;{X} enthält alle Regionen."
                    + ";Vor diesem Fix enthielt {x} stornierte Bestellungen."),
            Map.entry("fr", "{X} inclut les commandes annulées.;{X} compte les comptes de test comme clients."
                    + ";{X} inclut les commandes remboursées.;{X} compte les lignes en double deux fois."
                    + ";{X} inclut les utilisateurs supprimés.;{X} comptabilise les commandes internes."
                    + "|{X} inclut désormais la TVA comme demandé.;{X} n'inclut plus les commandes annulées."
                    + ";{X} exclut maintenant les comptes de test.;{X} inclut toutes les régions."),
            Map.entry("es", "{X} incluye pedidos cancelados.;{X} cuenta los pedidos reembolsados."
                    + ";{X} cuenta las cuentas de prueba como clientes.;{X} incluye filas duplicadas."
                    + ";{X} incluye usuarios eliminados.;{X} contabiliza pedidos internos."
                    + "|{X} ahora incluye el IVA como se pidió.;{X} ya no incluye pedidos cancelados."
                    + ";{X} ahora excluye las cuentas de prueba.;{X} incluye todas las regiones."),
            Map.entry("it", "{X} include ordini annullati.;{X} conta gli account di test come clienti."
                    + ";{X} include ordini rimborsati.;{X} conta due volte le righe duplicate."
                    + ";{X} include utenti eliminati.;{X} conteggia ordini interni."
                    + "|{X} ora include l'IVA come richiesto.;{X} non include più ordini annullati."
                    + ";{X} ora esclude gli account di test.;{X} include tutte le regioni."),
            Map.entry("pt", "{X} inclui pedidos cancelados.;{X} conta pedidos reembolsados."
                    + ";{X} conta as contas de teste como clientes.;{X} inclui linhas duplicadas."
                    + ";{X} inclui usuários excluídos.;{X} contabiliza pedidos internos."
                    + "|{X} agora inclui o imposto como solicitado.;{X} não inclui mais pedidos cancelados."
                    + ";{X} agora exclui as contas de teste.;{X} inclui todas as regiões."),
            Map.entry("nl", "{X} bevat geannuleerde bestellingen.;{X} telt testaccounts als klanten."
                    + ";{X} bevat terugbetaalde bestellingen.;{X} telt dubbele rijen twee keer."
                    + ";{X} bevat verwijderde gebruikers.;{X} telt interne bestellingen mee."
                    + "|{X} bevat nu de btw zoals gevraagd.;{X} bevat geen geannuleerde bestellingen meer."
                    + ";{X} bevat alle regio's."),
            Map.entry("tr", "{X} iptal edilen siparişleri içeriyor.;{X} test hesaplarını müşteri olarak sayıyor."
                    + ";{X} iade edilen siparişleri içeriyor.;{X} yinelenen satırları iki kez sayıyor."
                    + ";{X} silinen kullanıcıları içeriyor.;{X} dahili siparişleri içeriyor."
                    + "|{X} artık istendiği gibi vergiyi içeriyor.;{X} artık iptal edilen siparişleri içermiyor."
                    + ";{X} tüm bölgeleri içeriyor."),
            Map.entry("ja", "{X}にキャンセル済みの注文が含まれている。;{X}はテストアカウントを顧客として数えている。"
                    + ";{X}に返金済みの注文が含まれている。;{X}で重複した行が二重に数えられている。"
                    + ";{X}に削除済みのユーザーが含まれている。;{X}に社内の注文が計上されている。"
                    + "|{X}に要望通り税金が含まれるようになった。;{X}にキャンセル済みの注文は含まれない。"
                    + ";{X}にすべての地域が含まれている。"),
            Map.entry("zh", "{X}包含了已退款的订单。;{X}把测试账号计入客户数。;{X}包含已取消的订单。"
                    + ";{X}把重复的行计入了两次。;{X}包含已删除的用户。;{X}计入了内部订单。"
                    + "|{X}不包含已退款的订单。;{X}按要求包含了税费。;{X}包含所有地区。"),
            Map.entry("ko", "{X}에 취소된 주문이 포함된다.;{X}가 테스트 계정을 고객으로 집계한다."
                    + ";{X}에 환불된 주문이 포함된다.;{X}에 중복된 행이 두 번 포함된다."
                    + ";{X}에 삭제된 사용자가 포함된다.;{X}에 내부 주문이 포함되어 있다.;{X}에 환불된 주문까지 포함된다."
                    + "|{X}에 취소된 주문이 포함되지 않는다.;필터를 설정하면 {x}에 보관된 항목이 포함된다.;{X}에 요청대로 세금이 포함된다.;{X}에 모든 지역이 포함된다."));

    /** Per language: the figure or aggregate, the verb's subject. */
    private static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("the total", "the revenue report", "the monthly metric")),
            Map.entry("de", List.of("die Summe", "der Umsatzbericht", "die Kennzahl")),
            Map.entry("fr", List.of("le total", "le rapport mensuel", "la métrique")),
            Map.entry("es", List.of("el total", "el informe mensual", "la métrica")),
            Map.entry("it", List.of("il totale", "il report mensile", "la metrica")),
            Map.entry("pt", List.of("o total", "o relatório mensal", "a métrica")),
            Map.entry("nl", List.of("het totaal", "het rapport", "de telling")),
            Map.entry("tr", List.of("Toplam", "Aylık rapor", "Metrik")),
            Map.entry("ja", List.of("合計", "月次レポート", "売上の集計")),
            Map.entry("zh", List.of("总数", "月度报表", "营收统计")),
            Map.entry("ko", List.of("합계", "월별 보고서", "매출 집계")));

    @Test
    void aFigureCountingWhatMustStayOut_failsThePass_andAnInclusionMeantExcludedFixedOrNegatedKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, SUBJECTS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a figure counting what must stay out", 500, "an inclusion meant, excluded, fixed or negated",
                        150);
    }
}
