package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data that corrects it to another value or says the real one differs: a word of correcting with
 * another value after it or none ({@code Sorry, I meant Bob.}, {@code Sorry, typo: 6.}, {@code Tippfehler: 6.},
 * {@code Je voulais dire Bob.}, {@code 訂正：6です。}, {@code 我是说6。}, {@code Pardon, 6 demek istedim.}, {@code Sorry,
 * there is a typo.}), the actual value or another source said to differ ({@code The actual value differs.}, {@code The
 * logs say otherwise.}, {@code Der tatsächliche Wert weicht ab.}, {@code 実際の値は異なります。}), the other one or the
 * opposite ({@code It is the other way round.}, {@code Sorry, I meant the other one.}, {@code 正好相反。}), generated
 * over each language's sentences with the data's value ({@code {v}}) and another ({@code {o}}), after the data of
 * several shapes, fenced and bare, in strict and repair mode: extract-json with {@code coerce} answers none of them.
 * The keep side: the same words not of the data ({@code I meant to add: the list is sorted.}, {@code Prices differ by
 * region.}, {@code The other fields are optional.}, {@code Instead of XML I used JSON.}), a correction of something
 * else ({@code Fixed a typo in the README.}), a condition ({@code Let me know if the real values differ.}), the
 * data's own value restated ({@code I meant 5, as written.}) and another value named as a thing compared
 * ({@code Bob is the runner-up.}). Counted per side and language.
 */
class CorrectedAfterTheDataGeneratedTest {

    /** Data of two members, its value named and another. */
    private static final String[] TWO = {
            "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},\"answer\":{\"type\":\"integer\"}},"
                    + "\"required\":[\"name\",\"answer\"]}", "{\"name\": \"Ada\", \"answer\": 5}", "Ada", "Bob"};

    /**
     * Per language: sentences correcting the data to another value ({@code {o}}), sentences correcting it with no
     * value named, sentences saying the real value differs or is the other one, then sentences that keep it.
     */
    private static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {
                    "Sorry, I meant {o}.;Sorry, typo: {o}.;Oops: {o}.;Correction: it is {o}.;Actually, make that {o}.;"
                            + "Or rather {o}, sorry.;Sorry, it should be {o}.;My mistake, it should read {o}.;Off by one, it is {o}.",
                    "Sorry, there is a typo.;Oops, my mistake there.",
                    "The actual value differs.;The real one is different.;The logs say otherwise.;The source data shows otherwise.;"
                            + "It is the other way round.;Sorry, I meant the other one.;Or maybe the other one.",
                    "I meant to add: the list is sorted.;Prices differ by region.;The other fields are optional.;"
                            + "Instead of XML I used JSON.;Fixed a typo in the README.;I meant {v}, as written.;"
                            + "The other file was checked too.;{o} is the runner-up.;"
                            + "Let me know if the real values differ."}),
            Map.entry("de", new String[] {
                    "Entschuldigung, ich meinte {o}.;Tippfehler: {o}.;Korrektur: es ist {o}.;Hoppla, richtig ist {o}.;"
                            + "Besser gesagt {o}, sorry.",
                    "Sorry, da ist ein Tippfehler.",
                    "Der tatsächliche Wert weicht ab.;Die Logs sagen etwas anderes.;Es ist genau umgekehrt.;Ich meinte das andere.",
                    "Ich meinte zu sagen: die Liste ist sortiert.;Die Preise weichen je nach Region ab.;"
                            + "Die anderen Felder sind optional.;Tippfehler im README behoben.;Ich meinte {v}, wie oben."}),
            Map.entry("fr", new String[] {
                    "Pardon, je voulais dire {o}.;Coquille : {o}.;Correction : c'est {o}.;Oups, il fallait lire {o}.;"
                            + "Ou plutôt {o}, pardon.",
                    "Désolé, il y a une coquille.",
                    "La valeur réelle est différente.;Les logs disent autre chose.;C'est exactement l'inverse.;Je voulais dire l'autre.",
                    "Je voulais dire que la liste est triée.;Les prix diffèrent selon la région.;Les autres champs sont facultatifs.;"
                            + "J'ai corrigé une coquille dans le README.;Je voulais dire {v}, comme écrit."}),
            Map.entry("es", new String[] {
                    "Perdón, quise decir {o}.;Errata: {o}.;Corrección: es {o}.;Uy, mejor dicho {o}.;Perdón, debería ser {o}.",
                    "Lo siento, hay una errata.",
                    "El valor real es distinto.;Los registros dicen otra cosa.;Es justo al revés.;Quise decir el otro.",
                    "Quise decir que la lista está ordenada.;Los precios difieren según la región.;Los otros campos son opcionales.;"
                            + "Había una errata en el README y la corregí.;Quise decir {v}, como está escrito."}),
            Map.entry("it", new String[] {
                    "Scusa, intendevo {o}.;Refuso: {o}.;Correzione: è {o}.;Ops, o meglio {o}.;Scusa, dovrebbe essere {o}.",
                    "Scusate, c'è un refuso.",
                    "Il valore reale è diverso.;I log dicono altro.;È proprio il contrario.;Intendevo l'altro.",
                    "Intendevo dire che la lista è ordinata.;I prezzi differiscono a seconda della regione.;"
                            + "Gli altri campi sono facoltativi.;Ho corretto un refuso nel README.;Intendevo {v}, come scritto."}),
            Map.entry("pt", new String[] {
                    "Desculpe, quis dizer {o}.;Errata: {o}.;Correção: é {o}.;Ops, ou melhor, {o}.;Desculpe, deveria ser {o}.",
                    "Desculpe, há um erro de digitação.",
                    "O valor real é diferente.;Os registros dizem outra coisa.;É exatamente o contrário.;Quis dizer o outro.",
                    "Quis dizer que a lista está ordenada.;Os preços diferem conforme a região.;Os outros campos são opcionais.;"
                            + "Corrigi um erro de digitação no README.;Quis dizer {v}, como está escrito."}),
            Map.entry("nl", new String[] {
                    "Sorry, ik bedoelde {o}.;Typfout: {o}.;Correctie: het is {o}.;Oeps, beter gezegd {o}.;Of liever {o}, sorry.",
                    "Sorry, dat was een typfout.",
                    "De echte waarde is anders.;De logs zeggen iets anders.;Het is precies andersom.;Ik bedoelde de andere.",
                    "Ik bedoelde te zeggen dat de lijst gesorteerd is.;De prijzen verschillen per regio.;"
                            + "Ik bedoelde {v}, zoals geschreven."}),
            Map.entry("tr", new String[] {
                    "Pardon, {o} demek istedim.;Yazım hatası: {o}.;Düzeltme: {o} olacak.;Daha doğrusu {o}, pardon.;"
                            + "Özür dilerim, {o} kastettim.",
                    "Kusura bakmayın, yazım hatası var.",
                    "Gerçek değer farklı.;Loglar aksini söylüyor.;Aslında tam tersi.;Ben diğerini kastettim.",
                    "Fiyatlar bölgeye göre farklı.;Diğer alanlar isteğe bağlı.;README dosyasındaki yazım hatasını düzelttim.;"
                            + "Aynen, {v} demek istedim.;Evet, {v} demek istedim, yukarıda yazdığım gibi."}),
            Map.entry("ja", new String[] {
                    "すみません、{o}の間違いです。;訂正：{o}です。;正しくは{o}です。;{o}と言うつもりでした。",
                    "誤字です。すみません。;失礼しました、打ち間違いがありました。",
                    "実際の値は異なります。;ログでは違っています。;実は逆でした。;もう一方のつもりでした。",
                    "価格は地域によって異なります。;もう一方のファイルも確認しました。;READMEの誤字を修正しました。;念のため、正しくは{v}です。"}),
            Map.entry("zh", new String[] {
                    "抱歉，我是说{o}。;笔误：{o}。;更正：应该是{o}。;写错了，是{o}。;或者说{o}。",
                    "抱歉，这里有笔误。",
                    "实际值不同。;日志显示的不一样。;正好相反。;我是说另一个。",
                    "价格因地区而不同。;修正了README中的笔误。;我是说{v}，如上所写。"}),
            Map.entry("ko", new String[] {
                    "정정: {o}입니다.;오타: {o}.;정확히는 {o}입니다.;잘못 적었습니다. {o}입니다.",
                    "오타가 있었습니다.",
                    "실제 값은 다릅니다.;로그 기록은 다릅니다.;정반대입니다.;제 말은 다른 쪽입니다.",
                    "가격은 지역에 따라 다릅니다.;README의 오타를 수정했습니다."}));

    private static final List<String> FAMILIES = List.of("refused: corrected to another value", "refused: corrected, none named",
            "refused: the real one differs or is the other", "kept: the same words not of the data");

    @Test
    void aRemarkCorrectingTheData_refusesIt_andTheSameWordsNotOfTheDataKeepIt() {
        AfterTheData tally = new AfterTheData();
        SAID.forEach((language, said) -> {
            for (int f = 0; f < FAMILIES.size(); f++) {
                boolean kept = FAMILIES.get(f).startsWith("kept");
                for (String template : said[f].split(";")) {
                    if (kept && template.startsWith("{o}")) {
                        compared(tally, FAMILIES.get(f), language, template);
                        continue;
                    }
                    tally.expect(FAMILIES.get(f), language, template, kept);
                    tally.expectAfter(FAMILIES.get(f), language, TWO[0], TWO[1],
                            template.replace("{v}", TWO[2]).replace("{o}", TWO[3]), kept);
                }
            }
        });
        tally.assertNone(1000);
    }

    /**
     * Another value heading a sentence as a thing compared ({@code Bob is the runner-up.}), after the data whose other
     * value is no choice of its schema: one that is ({@code pending is the runner-up.} beside {@code "done"}) states
     * another choice of the member, and is refused before and now.
     */
    private static void compared(AfterTheData tally, String family, String language, String template) {
        for (String[] shape : AfterTheData.SHAPES) {
            if (!shape[0].contains("\"enum\"")) {
                tally.expectAfter(family, language, shape[0], shape[1], template.replace("{v}", shape[2]).replace("{o}", shape[3]), true);
            }
        }
        tally.expectAfter(family, language, TWO[0], TWO[1], template.replace("{v}", TWO[2]).replace("{o}", TWO[3]), true);
    }
}
