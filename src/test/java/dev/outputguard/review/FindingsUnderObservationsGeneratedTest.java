package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A fact stated under a heading of what the reviewer observed ({@code ## Notes}, {@code **Details**},
 * {@code Observations:}, {@code ### What I found}, {@code ## Anmerkungen}, {@code ## Remarques}, {@code ## Observaciones},
 * {@code ## Osservazioni}, {@code ## Detalhe}, {@code ## Opmerkingen}, {@code ## Gözlemler}, {@code ## 詳細},
 * {@code ## 发现}, {@code ## 확인한 점}) after a summary of praise fails the pass, though its words name no problem:
 * the heading says it is a finding. Generated per language from sentences of facts ({@code {x}} a thing of the change)
 * under each of the language's headings, in each heading shape ({@link #SHAPES}: a Markdown heading, emphasis, a
 * colon; a bullet or a paragraph) above a marker's pass. The keep side is the same shapes holding what keeps a pass: a
 * description of what the change does, praise, a suggestion, a nit named so, a question, nothing found. Counted per
 * language.
 */
class FindingsUnderObservationsGeneratedTest {

    /** A summary of praise, then the heading ({@code {h}}) and the sentence ({@code {s}}) under it, then the pass. */
    private static final List<String> SHAPES = List.of(
            "## {sum}\n{praise}\n\n## {h}\n- {s}\n\nFinal Decision: PASS",
            "## {sum}\n{praise}\n\n### {h}\n{s}\n\n**Final Decision:** PASS",
            "{praise}\n\n**{h}**\n- {s}\n\nFinal Decision: PASS",
            "{praise}\n\n{h}:\n- {s}\n\nFinal Decision: PASS");

    /** Per language: the summary's heading, its praise, the headings of observations (separated by {@code ;}). */
    private static final Map<String, List<String>> FRAME = Map.ofEntries(
            Map.entry("en", List.of("Summary", "Nice cleanup, the code reads much better.", "Observations;What I found;What I saw when testing")),
            Map.entry("de", List.of("Zusammenfassung", "Schöne Vereinfachung, gut lesbar.", "Beobachtung;Was mir aufgefallen ist;Befunde")),
            Map.entry("fr", List.of("Résumé", "Très bon travail, le code est plus clair.", "Ce que j'ai observé;Observations;Constats")),
            Map.entry("es", List.of("Resumen", "Buen trabajo, el código es más claro.", "Observaciones;Lo que vi al probarlo;Hallazgos")),
            Map.entry("it", List.of("Sintesi", "Ottimo lavoro, il codice è più chiaro.", "Osservazioni;Quello che ho visto provando;Rilievi")),
            Map.entry("pt", List.of("Resumo", "Bom trabalho, o código ficou mais claro.", "Observações;O que vi testando;Constatações")),
            Map.entry("nl", List.of("Samenvatting", "Goed werk, de code is veel duidelijker.", "Observaties;Wat me opviel;Bevindingen")),
            Map.entry("tr", List.of("Özet", "İyi iş, kod çok daha okunabilir.", "Gözlemler;Denerken gördüklerim;Fark ettiklerim")),
            Map.entry("ja", List.of("概要", "コードが読みやすくなりました。", "動作確認で分かったこと;気づいた点;所見")),
            Map.entry("zh", List.of("概述", "做得好，代码清晰多了。", "发现;测试中发现;观察")),
            Map.entry("ko", List.of("요약", "코드가 읽기 좋아졌어요.", "실제로 해 보니;발견한 점;관찰")));

    /** Per language: facts of the change in words of no problem (before {@code |}), then what keeps the pass. */
    static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} shows the net price while the lines show the gross."
                    + ";Users of one shop see the orders of another shop in {x}."
                    + ";{X} sends the reminder to the shop owner instead of the customer."
                    + ";The total of {x} is computed before the discount, the lines after it."
                    + "|Renamed the helper in {x}.;Added tests for {x}.;Nice use of the builder pattern in {x}."
                    + ";Consider splitting {x} in a follow-up.;Nit: {x} has a long method.;Does {x} need a lock?"
                    + ";No issues found in {x}.;{X} could log a little more.;Renamed a helper in {x} for clarity."
                    + ";The assertion in {x} is fixed."),
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
    static final Map<String, List<String>> THINGS = Map.ofEntries(
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
    void aFactUnderAHeadingOfObservations_failsThePass_andADescriptionPraiseOrASuggestionKeepsIt() {
        ReviewDecider decider = new ReviewDecider(new JsonExtractor());
        GeneratedReviews.Tally family = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        SENTENCES.forEach((language, sides) -> {
            List<String> frame = FRAME.get(language);
            String[] side = sides.split("\\|", -1);
            for (String heading : frame.get(2).split(";")) {
                List<String> places = SHAPES.stream().map(shape -> shape.replace("{sum}", frame.get(0))
                        .replace("{praise}", frame.get(1)).replace("{h}", heading)).toList();
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
        GeneratedReviews.assertSides(family, "a fact under a heading of observations", 700, plain,
                "a description, praise, a suggestion, a nit, a question or nothing found under it", 600);
    }

    private static String filled(String sentence, String x) {
        String s = sentence.replace("{X}", Character.toUpperCase(x.charAt(0)) + x.substring(1)).replace("{x}", x);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
