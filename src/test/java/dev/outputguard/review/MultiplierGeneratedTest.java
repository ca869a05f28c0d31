package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A multiplier of a thing that must not grow, above the verdict, fails the pass: {@code The coupon applies five times
 * the discount.}, {@code Each retry doubles the charge.}, {@code Der Gutschein gewährt den fünffachen Rabatt.},
 * {@code 割引が5倍適用される。}, {@code 수수료가 세 번 청구된다.}. Generated per language from sentences with a thing that must
 * not grow ({@code {x}}, {@code {X}}: a discount, a refund, a fee) and a multiplier, in each of
 * {@link GeneratedReviews#PLACES}. A multiplier of a good thing ({@code twice as fast}, {@code 3x the throughput},
 * {@code ten times fewer queries}), one meant ({@code as requested}, {@code per the spec}), one of the past, a negated
 * one and a count of a plain fact ({@code three times a day}, {@code Tested five times}) keep the pass above a marker's.
 * Counted per language.
 */
class MultiplierGeneratedTest {

    /** Per language: sentences of a multiplied thing, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} is applied five times.;Each retry doubles {x}.;Users get three times {x}."
                    + ";{X} is issued twice.;With 8 instances {x} is applied 8x.;{X} is charged tenfold."
                    + "|{X} is no longer applied twice.;{X} was applied twice before this fix."
                    + ";{X} is doubled to 6 as requested.;Premium users get twice {x}, per the spec."
                    + ";The new parser is twice as fast.;The change gives 3x the throughput."
                    + ";The cache change doubles the cache hit rate.;The batch loader makes ten times fewer queries."
                    + ";The job runs three times a day.;Tested five times without failures.;{X} is applied once per order."),
            Map.entry("de", "{X} wird fünfmal abgezogen.;Jeder Retry verdoppelt {x}.;{X} wird dreifach berechnet."
                    + ";{X} wird zehnmal gebucht.;{X} wird doppelt verbucht.;Mit 8 Instanzen wird {x} achtfach angewendet."
                    + "|{X} wird nicht mehr doppelt berechnet.;Früher wurde {x} doppelt berechnet."
                    + ";{X} wird wie gewünscht verdoppelt.;Der neue Parser ist doppelt so schnell."
                    + ";Der Job läuft dreimal pro Tag.;Dreimal getestet, ohne Fehler."),
            Map.entry("fr", "{X} est appliqué cinq fois.;{X} est versé trois fois.;{X} est doublé à chaque tentative."
                    + ";Le client reçoit dix fois {x}.;Avec 8 instances, {x} est compté huit fois.;{X} est triplé."
                    + "|{X} n'est plus appliqué deux fois.;Auparavant {x} était versé deux fois."
                    + ";{X} est doublé comme demandé.;Le nouveau code est deux fois plus rapide."
                    + ";Le job tourne trois fois par jour.;Testé cinq fois, tout est vert."),
            Map.entry("es", "{X} se aplica cinco veces.;{X} se cobra tres veces.;{X} se duplica en cada reintento."
                    + ";Con 8 instancias {x} se aplica ocho veces.;{X} se triplica.;{X} se cuenta diez veces por pedido."
                    + "|{X} ya no se aplica dos veces.;Antes de este cambio {x} se aplicaba dos veces."
                    + ";{X} se duplica como se pidió.;La consulta es dos veces más rápida."
                    + ";El job se ejecuta tres veces al día.;Probado cinco veces sin fallos."),
            Map.entry("it", "{X} viene applicato cinque volte.;{X} viene conteggiato tre volte.;{X} raddoppia a ogni tentativo."
                    + ";Il cliente riceve dieci volte {x}.;Con 8 istanze {x} viene applicato otto volte.;{X} viene triplicato."
                    + "|{X} non viene più applicato due volte.;Prima di questa correzione {x} veniva applicato due volte."
                    + ";{X} raddoppia come richiesto.;La query è due volte più veloce."
                    + ";Il job gira tre volte al giorno.;Testato cinque volte senza errori."),
            Map.entry("pt", "{X} é aplicado cinco vezes.;{X} é cobrado três vezes.;{X} dobra a cada nova tentativa."
                    + ";O cliente recebe dez vezes {x}.;Com 8 instâncias {x} é aplicado oito vezes.;{X} é triplicado."
                    + "|{X} não é mais aplicado duas vezes.;Antes desta correção {x} era aplicado duas vezes."
                    + ";{X} dobra conforme solicitado.;A consulta ficou duas vezes mais rápida."
                    + ";O job roda três vezes por dia.;Testado cinco vezes sem falhas."),
            Map.entry("nl", "{X} wordt vijf keer toegepast.;{X} wordt drie keer afgeschreven.;{X} verdubbelt bij elke retry."
                    + ";De klant krijgt tien keer {x}.;Met 8 instanties wordt {x} acht keer toegepast.;{X} wordt verdrievoudigd."
                    + "|{X} wordt niet meer twee keer toegepast.;Vroeger werd {x} twee keer toegepast."
                    + ";{X} wordt verdubbeld zoals gevraagd.;De query is twee keer zo snel."
                    + ";De job draait drie keer per dag.;Vijf keer getest zonder fouten."),
            Map.entry("tr", "{X} beş kez tahsil ediliyor.;{X} üç kez uygulanıyor.;{X} her denemede ikiye katlanıyor."
                    + ";Müşteriden {x} sekiz kez alınıyor.;{X} üç katı hesaplanıyor.;{X} on kez ekleniyor."
                    + "|{X} artık iki kez tahsil edilmiyor.;Önceden {x} iki kez tahsil ediliyordu."
                    + ";{X} istendiği gibi ikiye katlanıyor.;Sorgu iki kat daha hızlı."
                    + ";İş günde üç kez çalışıyor.;Beş kez test edildi, hata yok."),
            Map.entry("ja", "{X}が5倍適用される。;{X}が3回請求される。;{X}がリトライのたびに倍になる。"
                    + ";顧客は{x}を10倍受け取る。;8台構成だと{x}が8倍になる。;{X}が三回計上される。"
                    + "|{X}が二重に適用されることはなくなりました。;以前は{x}が二重に適用されていました。"
                    + ";{X}は要求通り2倍になります。;キャッシュのヒット率が2倍になる。"
                    + ";ジョブは毎日3回実行される。;5回テストして失敗なし。"),
            Map.entry("zh", "{X}被应用了五次。;{X}被扣了三次。;每次重试{x}都翻倍。;客户收到了十倍的{x}。"
                    + ";部署8个实例时{x}变成8倍。;{X}被计算了三次。"
                    + "|{X}不再被应用两次。;修复之前{x}会被应用两次。;{X}按要求翻倍。;吞吐量提高了两倍。"
                    + ";任务每天运行三次。;测试了五次，没有失败。"),
            Map.entry("ko", "{X} 항목이 다섯 번 적용된다.;{X} 금액이 세 번 청구된다.;재시도할 때마다 {x} 금액이 두 배가 된다."
                    + ";고객이 {x} 금액의 열 배를 받는다.;인스턴스가 8개면 {x} 금액이 8배가 된다.;{X} 항목이 세 번 계산된다."
                    + "|{X} 항목이 더 이상 두 번 적용되지 않는다.;이전에는 {x} 항목이 두 번 적용되었다."
                    + ";{X} 금액은 요청대로 두 배가 된다.;처리량이 세 배로 늘었다."
                    + ";작업은 매일 세 번 실행된다.;다섯 번 테스트했고 실패는 없었다."));

    /** Per language: a thing that must not grow, the multiplied one. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("the discount", "the refund", "the fee")),
            Map.entry("de", List.of("der Rabatt", "die Gebühr", "die Erstattung")),
            Map.entry("fr", List.of("le remboursement", "le paiement", "le montant")),
            Map.entry("es", List.of("el descuento", "el reembolso", "el cargo")),
            Map.entry("it", List.of("lo sconto", "il rimborso", "l'addebito")),
            Map.entry("pt", List.of("o desconto", "o reembolso", "o pagamento")),
            Map.entry("nl", List.of("de korting", "de terugbetaling", "de toeslag")),
            Map.entry("tr", List.of("ücret", "komisyon", "faiz")),
            Map.entry("ja", List.of("割引", "手数料", "返金")),
            Map.entry("zh", List.of("折扣", "退款", "手续费")),
            Map.entry("ko", List.of("할인", "수수료", "환불")));

    @Test
    void aMultiplierOfAThingThatMustNotGrow_failsThePass_andOneOfAGoodThingMeantPastNegatedOrCountedKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, THINGS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a multiplied thing", 500, "a good, meant, past, negated or counted multiplier", 350);
    }
}
