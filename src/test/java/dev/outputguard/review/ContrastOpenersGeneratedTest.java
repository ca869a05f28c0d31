package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

/**
 * The wider openers of a contrast after praise ({@link ContrastAfterPraiseGeneratedTest}): a word that calls a remark
 * out with no mark after it ({@code Note that}, {@code Só que}, {@code Yalnız}, {@code 참고로}), a label of one detail
 * ({@code One detail:}, {@code Eine Kleinigkeit aber:}, {@code Um detalhe, porém:}), a contrast set off by commas after
 * a short fronted phrase ({@code The export, however, …}, {@code Sur mobile en revanche, …}), a statement a colon
 * explains ({@code … stays hidden under the keyboard: nobody can pay …}), after praise the reading
 * did not know ({@code Looks tidy.}, {@code Belo trabalho.}, {@code 画面は綺麗に仕上がっています。}); and a comparative
 * after such a contrast, which keeps the pass only as a result measured ({@code 10x faster on large exports}) or
 * against before the change ({@code faster than before}), not as one thing outrunning another ({@code expires faster
 * than the session}). Generated per language from praise sentences ({@code {P}}) before each template with each of the
 * language's things in each of {@link GeneratedReviews#PLACES}; the keep side is the same openers into a suggestion, a
 * modal, a nit named so or a result measured, above a marker's pass. Counted per language.
 */
class ContrastOpenersGeneratedTest {

    /** Per language: praise sentences written before each template. */
    private static final Map<String, List<String>> PRAISE = Map.ofEntries(
            Map.entry("en", List.of("Looks tidy.", "Great work overall.")),
            Map.entry("de", List.of("Hervorragend aufgeräumt.", "Gute Arbeit insgesamt.")),
            Map.entry("fr", List.of("Joli travail.", "Très bon travail.")),
            Map.entry("es", List.of("Excelente refactor.", "Muy buen trabajo.")),
            Map.entry("it", List.of("Codice eccellente.", "Ottimo lavoro.")),
            Map.entry("pt", List.of("Belo trabalho.", "Curti a organização.")),
            Map.entry("nl", List.of("Uitstekend opgeruimd.", "Goed werk.")),
            Map.entry("tr", List.of("Harika temizlik.", "Kod çok güzel olmuş.")),
            Map.entry("ja", List.of("画面は綺麗に仕上がっています。", "とても丁寧な変更です。")),
            Map.entry("zh", List.of("界面做得很精致。", "重构很漂亮。")),
            Map.entry("ko", List.of("코드가 읽기 좋아졌어요.", "훌륭합니다.")));

    /** Per language: a fact set against the praise (before {@code |}), then what keeps the pass, separated by {@code ;}. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "Note that {x} sends each invoice to the previous customer."
                    + ";Still, guests can start {x}.;Though, {x} takes the prices of the previous customer."
                    + ";Only: guests can start {x}.;One detail: {x} sends each invoice to the previous customer."
                    + ";{X}, however, sends each invoice to the previous customer."
                    + ";On small screens, however, the button of {x} stays hidden."
                    + ";However, the token of {x} expires faster than the session."
                    + ";However, the token of {x} expires faster."
                    + ";However, the button of {x} stays hidden under the keyboard: nobody can pay on a small screen."
                    + "|Note that {x} could log a little more.;Still, consider renaming {x}."
                    + ";{X}, however, might be split in a follow-up PR.;However, {x} is now 10x faster on large exports."
                    + ";However, {x} is faster than before.;If {x} grows, however, a cache would help."
                    + ";One detail, a nit: {x} has a long method.;However, {x} is slower for one shop: that is acceptable."),
            Map.entry("de", "Nebenbei fällt auf, dass {x} jede Rechnung an den vorherigen Kunden schickt."
                    + ";Eine Kleinigkeit aber: Gäste können {x} starten."
                    + ";Allerdings läuft das Token von {x} schneller ab als die Sitzung."
                    + "|Nebenbei fällt auf, dass {x} etwas mehr loggen könnte."
                    + ";Allerdings ist {x} jetzt 10x schneller bei großen Exporten."),
            Map.entry("fr", "Petite précision cependant : {x} envoie chaque facture au client précédent."
                    + ";Sur mobile en revanche, le bouton de {x} reste caché."
                    + ";Notez que les invités peuvent lancer {x}."
                    + ";Cependant, le bouton de {x} reste caché sous le clavier : impossible de payer sur mobile."
                    + "|Sur mobile en revanche, {x} pourrait afficher un bouton plus grand."
                    + ";Petite précision cependant : {x} pourrait journaliser un peu plus."),
            Map.entry("es", "Ahora bien, {x} envía cada factura al cliente anterior."
                    + ";En pantallas pequeñas, sin embargo, el botón de {x} queda oculto."
                    + ";Sin embargo, el token de {x} caduca más rápido que la sesión."
                    + "|Ahora bien, {x} podría registrar un poco más."
                    + ";Sin embargo, {x} es ahora 10 veces más rápido en exportaciones grandes."),
            Map.entry("it", "Un dettaglio però: {x} invia ogni fattura al cliente precedente."
                    + ";Sugli schermi piccoli, però, il pulsante di {x} resta nascosto."
                    + ";Tuttavia, il token di {x} scade più veloce della sessione."
                    + "|Un dettaglio però: {x} potrebbe registrare un po' di più."
                    + ";Tuttavia, {x} è ora 10 volte più veloce sulle esportazioni grandi."),
            Map.entry("pt", "Só que {x} envia cada fatura ao cliente anterior."
                    + ";Um detalhe, porém: os convidados podem iniciar {x}."
                    + ";Observei apenas que {x} usa os preços do cliente anterior."
                    + ";Porém, o token de {x} expira mais rápido que a sessão."
                    + ";Só que o botão de {x} fica escondido atrás do teclado: ninguém consegue pagar no celular."
                    + "|Só que {x} poderia registrar um pouco mais."
                    + ";Porém, {x} ficou 10 vezes mais rápido em exportações grandes."),
            Map.entry("nl", "Let wel: {x} stuurt elke factuur naar de vorige klant.;Alleen: gasten kunnen {x} starten."
                    + ";Echter, het token van {x} verloopt sneller dan de sessie."
                    + "|Let wel: {x} zou iets meer kunnen loggen.;Echter, {x} is nu 10x sneller bij grote exports."),
            Map.entry("tr", "Yalnız {x} her faturayı önceki müşteriye gönderiyor."
                    + ";Sadece şunu belirteyim: misafirler {x} işlemini başlatabiliyor."
                    + "|Yalnız belki {x} biraz daha fazla log yazmalı."
                    + ";Ancak {x} artık büyük dışa aktarmalarda 10 kat daha hızlı."),
            Map.entry("ja", "なお、{x}が各請求書を前の顧客に送ります。;一方で、ゲストが{x}を開始できます。"
                    + ";ただ、{x}のトークンがセッションより速く期限切れになります。"
                    + "|ただ、{x}は大きなエクスポートで10倍速くなりました。;なお、{x}の名前の変更を検討してもいいかもしれません。"),
            Map.entry("zh", "需要注意的是{x}把每张发票发给了上一个客户。;不过{x}的令牌比会话过期得更快。"
                    + ";但是访客可以启动{x}。"
                    + "|不过{x}的大批量导出更快了10倍。;不过建议给{x}换一个更清楚的名字。"),
            Map.entry("ko", "참고로 {x}가 모든 청구서를 이전 고객에게 보냅니다.;다만 {x}의 토큰이 세션보다 더 빠르게 만료됩니다."
                    + "|다만 {x}가 대용량 내보내기에서 10배 더 빠르게 끝납니다.;참고로 {x}의 이름 변경을 고려해 보세요."));

    @Test
    void aFactAfterAWiderOpener_failsThePass_andAResultMeasuredOrASuggestionKeepsIt() {
        new GeneratedReviews.Sides().decide(ContrastAfterPraiseGeneratedTest.praised(SENTENCES, PRAISE),
                ContrastAfterPraiseGeneratedTest.THINGS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a fact after praise and a wider opener, or a comparison of two things", 490,
                        "a suggestion, a modal, a nit or a result measured after the opener", 220);
    }
}
