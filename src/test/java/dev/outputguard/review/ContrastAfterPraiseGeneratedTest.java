package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

/**
 * A sentence opened by a word of contrast after praise, above a pass, states what the reviewer sets against it and
 * fails the pass ({@code Great work overall. One thing: the export now sends each invoice to the previous customer.},
 * {@code Sehr saubere Commits. Nur: Gäste können den Export starten.}, {@code Muy buen trabajo. Eso sí: …},
 * {@code 整体重构得很好。不过…}, {@code 코드가 읽기 좋아졌어요. 다만 …}). Generated per language from praise sentences
 * ({@code {P}}) before templates of such a sentence with each of the language's things ({@code {x}}, {@code {X}}) in
 * each of {@link GeneratedReviews#PLACES}. The keep side is the same praise and the same openers into a suggestion, a
 * modal, a nit named so, a trade-off accepted, nothing blocking, a condition, a question or a time before the change,
 * and a contrast inside a sentence that it does not open ({@code It is slower for one order but faster for large
 * exports.}): all keep the pass above a marker's. A typo or any other defect stated after the contrast without being
 * called a nit fails it; one the reviewer names a nit keeps it. Counted per language.
 */
class ContrastAfterPraiseGeneratedTest {

    /** Per language: praise sentences written before each template. */
    private static final Map<String, List<String>> PRAISE = Map.ofEntries(
            Map.entry("en", List.of("Nice refactor, the code reads much better.", "Great work overall.")),
            Map.entry("de", List.of("Sehr saubere Commits.", "Gute Arbeit insgesamt.")),
            Map.entry("fr", List.of("Très bon travail.", "Bon travail, le code est plus clair.")),
            Map.entry("es", List.of("Muy buen trabajo.", "Buen trabajo, el código es más claro.")),
            Map.entry("it", List.of("Ottimo lavoro.", "Bel lavoro, il codice è più chiaro.")),
            Map.entry("pt", List.of("Bom trabalho.", "Ótimo trabalho, o código ficou mais claro.")),
            Map.entry("nl", List.of("Goed werk.", "Mooi werk, de code is veel duidelijker.")),
            Map.entry("tr", List.of("Harika iş.", "İyi iş, kod çok daha okunabilir.")),
            Map.entry("ja", List.of("リファクタリングは素晴らしいです。", "コードが読みやすくなりました。")),
            Map.entry("zh", List.of("整体重构得很好。", "做得好，代码清晰多了。")),
            Map.entry("ko", List.of("코드가 읽기 좋아졌어요.", "훌륭합니다.")));

    /** Per language: a fact set against the praise (before {@code |}), then what keeps the pass, separated by {@code ;}. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "However, {x} sends each invoice to the previous customer."
                    + ";That said, admins of one shop can start {x} for every other shop."
                    + ";One thing: {x} now sends each invoice to the previous customer."
                    + ";But {x} sends each invoice to the previous customer."
                    + ";Having said that, {x} takes the prices of the previous customer."
                    + ";One thing: the comment above {x} has a typo."
                    + "|However, consider renaming {x}.;That said, {x} might log a little more."
                    + ";One thing: {x} could be split in a follow-up.;However, a minor nit: {x} has a long method."
                    + ";However, {x} is 3 ms slower, but 10x faster on large exports, which is acceptable."
                    + ";However, I found nothing blocking in {x}.;But if {x} grows, a cache would help."
                    + ";However, does {x} need a lock?;That said, {x} used to send each invoice twice."
                    + ";{X} is slower for one order but faster for large exports."
                    + ";The diff is large, but every step of {x} is covered by a test."),
            Map.entry("de", "Allerdings schickt {x} jede Rechnung an den vorherigen Kunden."
                    + ";Nur: Gäste können {x} starten.;Aber {x} schickt jede Rechnung an den vorherigen Kunden."
                    + ";Eine Sache: {x} übernimmt die Preise des vorherigen Kunden."
                    + "|Allerdings könnte {x} etwas mehr loggen.;Nur: {x} ließe sich in einem Folge-PR aufteilen."
                    + ";Aber eine Kleinigkeit: {x} hat eine lange Methode.;Allerdings nichts Blockierendes in {x}."
                    + ";Aber wenn {x} wächst, hilft ein Cache.;{X} ist für eine Bestellung langsamer, aber schneller"
                    + " für große Exporte."),
            Map.entry("fr", "En revanche, {x} envoie chaque facture au client précédent."
                    + ";Cependant, les invités peuvent lancer {x}.;Par contre, {x} reprend les prix du client précédent."
                    + ";Mais {x} envoie chaque facture au client précédent."
                    + "|En revanche, {x} pourrait journaliser un peu plus.;Cependant, un détail : {x} a une longue méthode."
                    + ";Par contre, rien de bloquant dans {x}.;Mais si {x} grandit, un cache aiderait."
                    + ";{X} est plus lent pour une commande mais plus rapide pour les gros exports."),
            Map.entry("es", "Eso sí: {x} envía cada factura al cliente anterior."
                    + ";Sin embargo, los invitados pueden lanzar {x}.;Pero {x} toma los precios del cliente anterior."
                    + ";Una cosa: {x} envía cada factura al cliente anterior."
                    + "|Eso sí: {x} podría registrar un poco más.;Sin embargo, un detalle: {x} tiene un método largo."
                    + ";Pero nada bloqueante en {x}.;Pero si {x} crece, una caché ayudaría."
                    + ";{X} es más lento para un pedido pero más rápido para exportaciones grandes."),
            Map.entry("it", "Tuttavia, {x} invia ogni fattura al cliente precedente."
                    + ";Però gli ospiti possono avviare {x}.;Una cosa: {x} prende i prezzi del cliente precedente."
                    + ";Ma {x} invia ogni fattura al cliente precedente."
                    + "|Tuttavia, {x} potrebbe registrare un po' di più.;Però un dettaglio: {x} ha un metodo lungo."
                    + ";Tuttavia, niente di bloccante in {x}.;Ma se {x} cresce, una cache aiuterebbe."
                    + ";{X} è più lento per un ordine ma più veloce per le esportazioni grandi."),
            Map.entry("pt", "Porém, {x} envia cada fatura ao cliente anterior."
                    + ";No entanto, os convidados podem iniciar {x}.;Mas {x} usa os preços do cliente anterior."
                    + ";Uma coisa: {x} envia cada fatura ao cliente anterior."
                    + "|Porém, {x} poderia registrar um pouco mais.;No entanto, um detalhe: {x} tem um método longo."
                    + ";Mas nada bloqueante em {x}.;Mas se {x} crescer, um cache ajudaria."
                    + ";{X} é mais lento para um pedido mas mais rápido para exportações grandes."),
            Map.entry("nl", "Wel: {x} stuurt elke factuur naar de vorige klant."
                    + ";Echter, gasten kunnen {x} starten.;Maar {x} neemt de prijzen van de vorige klant over."
                    + ";Eén ding: {x} stuurt elke factuur naar de vorige klant."
                    + "|Wel: {x} zou iets meer kunnen loggen.;Maar een detail: {x} heeft een lange methode."
                    + ";Echter, niets blokkerends in {x}.;Maar als {x} groeit, zou een cache helpen."
                    + ";{X} is trager voor één bestelling maar sneller voor grote exports."),
            Map.entry("tr", "Ancak {x} her faturayı önceki müşteriye gönderiyor."
                    + ";Fakat misafirler {x} işlemini başlatabiliyor.;Ama {x} önceki müşterinin fiyatlarını alıyor."
                    + "|Ancak belki {x} biraz daha fazla log yazmalı.;Fakat küçük bir öneri: {x} içindeki metot uzun."
                    + ";Ancak {x} içinde engelleyici bir şey yok.;Ama eğer {x} büyürse bir önbellek işe yarar."),
            Map.entry("ja", "ただ、{x}が各請求書を前の顧客に送ります。;しかし、ゲストが{x}を開始できます。"
                    + ";一方で、{x}が前の顧客の価格を使います。;ただ、ポイントが二重に付与されます。"
                    + "|ただ、{x}の名前の変更を検討してもいいかもしれません。;しかし、軽微な指摘です：{x}のメソッドが長いです。"
                    + ";ただ、{x}にブロッカーはありません。;一方で、{x}が大きくなるなら、キャッシュがあると良いです。"),
            Map.entry("zh", "不过{x}把每张发票发给了上一个客户。;但是访客可以启动{x}。;可是{x}使用了上一个客户的价格。"
                    + ";不过拼团超时后没有退款。"
                    + "|不过建议给{x}换一个更清楚的名字。;但是有一个小建议：{x}的方法有点长。;不过{x}没有阻塞问题。"
                    + ";可是如果{x}变大，加个缓存会更好。"),
            Map.entry("ko", "다만 {x}가 모든 청구서를 이전 고객에게 보냅니다.;한 가지, 손님이 {x}를 시작할 수 있습니다."
                    + ";하지만 {x}가 이전 고객의 가격을 사용합니다.;다만 포인트가 차감되지 않은 채 주문이 완료됩니다."
                    + "|다만 {x}의 이름 변경을 고려해 보세요.;하지만 사소한 제안이 있습니다: {x}의 메서드가 깁니다."
                    + ";다만 {x}에 차단 요소는 없습니다."));

    /** Per language: the things the sentences name. */
    static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("the export", "the nightly sync")),
            Map.entry("de", List.of("der Export", "der nächtliche Abgleich")),
            Map.entry("fr", List.of("le job d'export", "le job de synchro")),
            Map.entry("es", List.of("el job de exportación", "el job nocturno")),
            Map.entry("it", List.of("il job di export", "il job notturno")),
            Map.entry("pt", List.of("o job de exportação", "o job noturno")),
            Map.entry("nl", List.of("de export", "de nachtelijke sync")),
            Map.entry("tr", List.of("dışa aktarma", "gece senkronu")),
            Map.entry("ja", List.of("エクスポート", "夜間同期")),
            Map.entry("zh", List.of("导出任务", "夜间同步")),
            Map.entry("ko", List.of("내보내기", "야간 동기화")));

    /**
     * Each template of {@code sentences} with each of {@code praise}'s sentences of its language before it: a space
     * between them in a script written with spaces.
     */
    static Map<String, String> praised(Map<String, String> sentences, Map<String, List<String>> praise) {
        Map<String, String> out = new TreeMap<>();
        sentences.forEach((language, sides) -> {
            boolean wide = List.of("ja", "zh").contains(language);
            List<String> joined = new ArrayList<>();
            for (String side : sides.split("\\|", -1)) {
                List<String> praisedSide = new ArrayList<>();
                for (String template : side.split(";")) {
                    for (String before : praise.get(language)) {
                        praisedSide.add(before + (wide ? "" : " ") + template);
                    }
                }
                joined.add(String.join(";", praisedSide));
            }
            out.put(language, String.join("|", joined));
        });
        return out;
    }

    @Test
    void aFactOpenedByAContrastAfterPraise_failsThePass_andASuggestionANitOrNothingWrongKeepsIt() {
        new GeneratedReviews.Sides().decide(praised(SENTENCES, PRAISE), THINGS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a fact after praise and a contrast", 500, "a suggestion, a nit, a positive or nothing"
                        + " wrong after the contrast, a contrast inside a sentence", 300);
    }
}
