package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A fact followed by a sentence saying the rest is fine ({@code The rest looks good.}, {@code Otherwise LGTM.},
 * {@code Ansonsten passt alles.}, {@code Le reste est propre.}, {@code Lo demás está bien.}, {@code Il resto va bene.},
 * {@code O resto está ok.}, {@code De rest is prima.}, {@code Geri kalanı temiz.}, {@code それ以外は問題ありません。},
 * {@code 其余都没问题。}, {@code 나머지는 좋습니다.}) fails the pass, though its words name no problem: the reviewer set it
 * apart from the rest, as an exception. Generated per language from sentences of facts ({@code {x}} a thing of the
 * change) before each of the language's sentences of the rest fine ({@code {r}}), in the same paragraph, as the item
 * above, or as the paragraph above ({@link #SHAPES}), above a marker's pass. The keep side is the same shapes with what
 * keeps a pass before it: a description of what the change does, praise, a suggestion, a nit named so, a question, a
 * fix. Counted per language.
 */
class RestIsFineGeneratedTest {

    /** The sentence before ({@code {s}}) and the sentence of the rest fine ({@code {r}}), then the pass. */
    private static final List<String> SHAPES = List.of(
            "{s}{sp}{r}\n\nFinal Decision: PASS",
            "- {s}\n- {r}\n\n**Final Decision:** PASS",
            "{s}\n\n{r}\n\nFinal Decision: PASS");

    /** Per language: sentences saying the rest is fine. */
    private static final Map<String, List<String>> REST = Map.ofEntries(
            Map.entry("en", List.of("The rest looks good.", "Otherwise LGTM.", "Apart from that, fine.",
                    "Everything else looks great.")),
            Map.entry("de", List.of("Ansonsten passt alles.", "Der Rest ist sauber.")),
            Map.entry("fr", List.of("Le reste est propre.", "Pour le reste, c'est bon.")),
            Map.entry("es", List.of("Lo demás está bien.", "Por lo demás, todo correcto.")),
            Map.entry("it", List.of("Il resto va bene.", "Per il resto, tutto ok.")),
            Map.entry("pt", List.of("O resto está ok.", "De resto, está tudo bem.")),
            Map.entry("nl", List.of("De rest is prima.", "Verder ziet het er goed uit.")),
            Map.entry("tr", List.of("Geri kalanı temiz.", "Bunun dışında her şey iyi.")),
            Map.entry("ja", List.of("それ以外は問題ありません。", "その他は良好です。")),
            Map.entry("zh", List.of("其余都没问题。", "除此之外都很好。")),
            Map.entry("ko", List.of("나머지는 좋습니다.", "그 외에는 문제없습니다.")));

    /** Per language: facts of the change in words of no problem (before {@code |}), then what keeps the pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} shows the net price while the lines show the gross."
                    + ";Users of one shop see the orders of another shop in {x}."
                    + ";{X} sends the reminder to the shop owner instead of the customer."
                    + "|Renamed a helper in {x} for clarity.;Added tests for {x}.;Nice use of the builder pattern in {x}."
                    + ";Consider splitting {x} in a follow-up.;Nit: {x} has a long method.;Does {x} need a lock?"
                    + ";{X} could log a little more.;The assertion in {x} is fixed."),
            Map.entry("de", "{X} zeigt den Nettopreis, die Zeilen zeigen den Bruttopreis."
                    + ";Nutzer eines Shops sehen in {x} die Bestellungen eines anderen Shops."
                    + ";{X} schickt die Erinnerung an den Shopbetreiber statt an den Kunden."
                    + "|Fügt Tests für {x} hinzu.;Saubere Aufteilung von {x}.;Kleinigkeit: {x} hat eine lange Methode."
                    + ";Braucht {x} eine Sperre?;{X} könnte etwas mehr loggen."),
            Map.entry("fr", "{X} affiche le prix net alors que les lignes affichent le brut."
                    + ";Les utilisateurs d'une boutique voient dans {x} les commandes d'une autre boutique."
                    + ";{X} envoie le rappel au gérant de la boutique au lieu du client."
                    + "|Ajoute des tests pour {x}.;Un détail : {x} a une longue méthode.;{X} a-t-il besoin d'un verrou ?"
                    + ";{X} pourrait journaliser un peu plus."),
            Map.entry("es", "{X} muestra el precio neto mientras las líneas muestran el bruto."
                    + ";Los usuarios de una tienda ven en {x} los pedidos de otra tienda."
                    + ";{X} envía el recordatorio al dueño de la tienda en lugar del cliente."
                    + "|Añade pruebas para {x}.;Un detalle menor: {x} tiene un método largo.;¿{X} necesita un bloqueo?"
                    + ";{X} podría registrar un poco más."),
            Map.entry("it", "{X} mostra il prezzo netto mentre le righe mostrano il lordo."
                    + ";Gli utenti di un negozio vedono in {x} gli ordini di un altro negozio."
                    + ";{X} invia il promemoria al titolare del negozio invece che al cliente."
                    + "|Aggiunge test per {x}.;Un dettaglio minore: {x} ha un metodo lungo.;{X} ha bisogno di un lock?"
                    + ";{X} potrebbe registrare un po' di più."),
            Map.entry("pt", "{X} mostra o preço líquido enquanto as linhas mostram o bruto."
                    + ";Os usuários de uma loja veem em {x} os pedidos de outra loja."
                    + ";{X} envia o lembrete ao dono da loja em vez do cliente."
                    + "|Adiciona testes para {x}.;Um detalhe menor: {x} tem um método longo.;{X} precisa de um lock?"
                    + ";{X} poderia registrar um pouco mais."),
            Map.entry("nl", "{X} toont de nettoprijs terwijl de regels de brutoprijs tonen."
                    + ";Gebruikers van de ene winkel zien in {x} de bestellingen van een andere winkel."
                    + ";{X} stuurt de herinnering naar de winkeleigenaar in plaats van naar de klant."
                    + "|Voegt tests toe voor {x}.;Een klein detail: {x} heeft een lange methode.;Heeft {x} een lock nodig?"
                    + ";{X} zou iets meer kunnen loggen."),
            Map.entry("tr", "{X} net fiyatı gösteriyor, satırlar ise brüt fiyatı gösteriyor."
                    + ";Bir mağazanın kullanıcıları {x} içinde başka bir mağazanın siparişlerini görüyor."
                    + ";{X} hatırlatmayı müşteri yerine mağaza sahibine gönderiyor."
                    + "|{X} için testler eklendi.;Küçük bir öneri: {x} içindeki metot uzun.;{X} için bir kilit gerekli mi?"),
            Map.entry("ja", "{x}は税抜価格を表示し、明細は税込価格を表示します。;ある店舗のユーザーが{x}で別の店舗の注文を見られます。"
                    + ";{x}はリマインダーを顧客ではなく店舗のオーナーに送ります。"
                    + "|{x}のテストを追加しました。;軽微な指摘です：{x}のメソッドが長いです。;{x}にロックは必要ですか？"
                    + ";{x}の名前の変更を検討してもいいかもしれません。"),
            Map.entry("zh", "{x}显示的是净价，而明细显示的是含税价。;一个店铺的用户能在{x}里看到另一个店铺的订单。"
                    + ";{x}把提醒发给了店主，而不是客户。"
                    + "|为{x}新增了测试。;有一个小建议：{x}的方法有点长。;{x}需要加锁吗？"),
            Map.entry("ko", "{x}는 순가격을 표시하고 항목은 총가격을 표시합니다.;한 매장의 사용자가 {x}에서 다른 매장의 주문을 봅니다."
                    + ";{x}가 알림을 고객이 아닌 매장 주인에게 보냅니다."
                    + "|{x}에 테스트를 추가했습니다.;사소한 제안이 있습니다: {x}의 메서드가 깁니다.;{x}에 잠금이 필요한가요?"));

    /** Per language: the things the sentences name. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("the invoice page", "the order export")),
            Map.entry("de", List.of("der Rechnungsexport", "die Bestellseite")),
            Map.entry("fr", List.of("la page de facture", "l'export des commandes")),
            Map.entry("es", List.of("la página de facturas", "la exportación de pedidos")),
            Map.entry("it", List.of("la pagina fatture", "l'export degli ordini")),
            Map.entry("pt", List.of("a página de faturas", "a exportação de pedidos")),
            Map.entry("nl", List.of("de factuurpagina", "de orderexport")),
            Map.entry("tr", List.of("fatura sayfası", "sipariş dışa aktarımı")),
            Map.entry("ja", List.of("請求書画面", "注文エクスポート")),
            Map.entry("zh", List.of("发票页面", "订单导出")),
            Map.entry("ko", List.of("청구서 화면", "주문 내보내기")));

    @Test
    void aFactBeforeTheRestIsFine_failsThePass_andADescriptionPraiseOrASuggestionBeforeItKeepsIt() {
        ReviewDecider decider = new ReviewDecider(new JsonExtractor());
        GeneratedReviews.Tally family = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        SENTENCES.forEach((language, sides) -> {
            String sp = List.of("ja", "zh").contains(language) ? "" : " ";
            String[] side = sides.split("\\|", -1);
            for (String rest : REST.get(language)) {
                List<String> places = SHAPES.stream().map(shape -> shape.replace("{sp}", sp).replace("{r}", rest)).toList();
                for (String x : THINGS.get(language)) {
                    for (String s : side[0].split(";")) {
                        family.decide(decider, language, places, filled(s, x), Verdict.FAIL);
                    }
                    for (String s : side[1].split(";")) {
                        plain.decide(decider, language, places, filled(s, x), Verdict.PASS);
                    }
                }
            }
        });
        GeneratedReviews.assertSides(family, "a fact before the rest is fine", 400, plain,
                "a description, praise, a suggestion, a nit, a question or a fix before it", 500);
    }

    private static String filled(String sentence, String x) {
        String s = sentence.replace("{X}", Character.toUpperCase(x.charAt(0)) + x.substring(1)).replace("{x}", x);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
