package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A remark after a list saying more items exist than it holds, read structurally on a word of further items
 * ({@code Plus a few more.}, {@code And several others I left out.}, {@code Und ein paar mehr.}, {@code Et quelques
 * autres.}, {@code 还有一些。}, {@code 나머지는 생략했습니다.}) or {@code only} with the first or a count ({@code I only
 * listed the first two.}), in every language of the lexicon, after an object's list and a root list, fenced and bare,
 * in strict and repair mode, and on the list's own line ({@code {…} + more}, {@code {…} (and a few more)}):
 * extract-json with {@code coerce} answers none of them. The keep side: the same words speaking of something else
 * ({@code More details below.}, {@code Let me know if you need more.}, {@code The other fields are empty.}), a remark
 * saying the list is whole, and a remark after data holding no list. Counted per side and language.
 */
class MoreItemsAfterAListGeneratedTest {

    private static final String TAGS = "{\"type\":\"object\",\"properties\":{\"tags\":{\"type\":\"array\",\"items\":{\"type\":"
            + "\"string\"}}},\"required\":[\"tags\"]}";
    private static final String ROOT = "{\"type\":\"array\",\"items\":{\"type\":\"string\"}}";
    /** An object's list and a root list: schema, data. */
    private static final List<String[]> LISTS = List.of(new String[] {TAGS, "{\"tags\": [\"alpha\", \"beta\"]}"},
            new String[] {ROOT, "[\"alpha\", \"beta\"]"});
    private static final String COUNT = "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}";

    /** Per language: remarks saying more items exist, then remarks that keep the list. */
    private static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {
                    "Plus a few more.;There are a few more.;And several others I left out.;I only listed the first two.;The rest are in the text.;There are additional tags in the source.;(and a few more);Many others appear too.",
                    "More details below.;Let me know if you need more.;The other fields are empty.;These are all the tags.;That is the complete list.;For more information, see the docs.;Plus, both appear in the title.;These are the only two tags."}),
            Map.entry("de", new String[] {
                    "Und ein paar mehr.;Es gibt noch weitere.;Die restlichen habe ich weggelassen.;Und viele andere.;Ich habe nur die ersten zwei aufgeführt.;Dazu kommen weitere im Text.;(und ein paar mehr)",
                    "Für mehr Informationen siehe die Dokumentation.;Weitere Informationen in der Dokumentation.;Die anderen Felder sind leer.;Das sind alle Tags.;Das ist die vollständige Liste."}),
            Map.entry("fr", new String[] {
                    "Et quelques autres.;Il y en a d'autres.;Le reste est dans le texte.;Et plusieurs autres que j'ai omis.;J'ai listé seulement les deux premiers.;Plus quelques autres.;(et quelques autres)",
                    "Dites-moi si vous avez besoin de plus d'informations.;Les autres champs sont vides.;Ce sont tous les tags.;C'est la liste complète."}),
            Map.entry("es", new String[] {
                    "Y algunos más.;Hay otros.;El resto está en el texto.;Y varios otros que omití.;Solo listé los dos primeros.;Hay algunas más en el texto.;(y algunos más)",
                    "Para más información, consulta la documentación.;Más información en la documentación.;Avísame si necesitas más.;Los otros campos están vacíos.;Estas son todas las etiquetas.;Esa es la lista completa."}),
            Map.entry("it", new String[] {
                    "E alcuni altri.;Ce ne sono altri.;Il resto è nel testo.;E molti altri che ho omesso.;Ho elencato solo i primi due.;Ci sono altri tag nel testo.;(e alcuni altri)",
                    "Per più informazioni vedi la documentazione.;Fammi sapere se ti serve di più.;Gli altri campi sono vuoti.;Questi sono tutti i tag.;Questa è la lista completa."}),
            Map.entry("pt", new String[] {
                    "E mais alguns.;Há outros.;O resto está no texto.;E vários outros que omiti.;Listei só os dois primeiros.;Há mais no texto.;(e mais alguns)",
                    "Para mais informações, veja a documentação.;Avise se precisar de mais.;Os outros campos estão vazios.;Estas são todas as tags.;Essa é a lista completa."}),
            Map.entry("nl", new String[] {
                    "En nog een paar meer.;Er zijn er meer.;De rest staat in de tekst.;En diverse andere die ik wegliet.;Ik heb alleen de eerste twee genoemd.;De overige staan in de tekst.;(en nog een paar meer)",
                    "Voor meer informatie, zie de documentatie.;Laat het weten als je meer nodig hebt.;Andere velden zijn leeg.;Dit zijn alle tags.;Dat is de volledige lijst."}),
            Map.entry("tr", new String[] {
                    "Birkaç tane daha var.;Diğerleri metinde.;Kalanları yazmadım, başka etiketler de var.;Ve başka etiketler.;Sadece ilk ikisini listeledim.;Daha fazlası da var.;(ve birkaç tane daha)",
                    "Daha fazla bilgi için belgelere bakın.;İsterseniz daha fazlasını ekleyebilirim."}),
            Map.entry("ja", new String[] {
                    "ほかにもあります。;他にもいくつかあります。;残りは省略しました。;その他のタグもあります。;最初の二つだけを挙げました。;まだあります。;（ほかにもあります）",
                    "詳細は下記の通りです。;詳細はドキュメントを参照してください。;これがすべてのタグです。;これで全部です。"}),
            Map.entry("zh", new String[] {
                    "还有一些。;还有其他的。;其余的省略了。;其他标签见原文。;更多标签见原文。;我只列出了前两个。;（还有一些）",
                    "更多信息见下文。;更多信息请参阅文档。;这些是全部标签。"}),
            Map.entry("ko", new String[] {
                    "더 있습니다.;다른 태그도 있습니다.;나머지는 생략했습니다.;그 외에도 몇 개 있습니다.;처음 두 개만 적었습니다.;기타 태그도 있습니다.;(더 있습니다)",
                    "자세한 내용은 아래에 있습니다.;자세한 내용은 문서를 참조하세요.;이것이 모든 태그입니다.;전체 목록입니다."}));

    /** On the list's own line, after it: the rest of its closing line. */
    private static final List<String> ON_ITS_LINE = List.of("{d} plus a few more", "{d} + more", "{d} (and a few more)",
            "{d}, and others", "{d} plus others", "{d} und weitere", "{d} et d'autres", "{d} y otros", "{d} e altri",
            "{d} e outros", "{d} en meer", "{d} ve diğerleri", "{d} など他にも", "{d} 还有其他", "{d} 외 다른 태그");

    @Test
    void aRemarkSayingMoreItemsExist_refusesTheList_andOneSpeakingOfSomethingElseKeepsIt() {
        AfterTheData tally = new AfterTheData();
        SAID.forEach((language, said) -> {
            for (String[] list : LISTS) {
                for (String remark : said[0].split(";")) {
                    tally.expectAfter("more items", language, list[0], list[1], remark, false);
                }
                for (String remark : said[1].split(";")) {
                    tally.expectAfter("kept: about something else", language, list[0], list[1], remark, true);
                }
            }
        });
        // A remark after data holding no list is another reading's: these words leave it.
        for (String remark : (SAID.get("en")[0] + ";There are more reasons to be careful.").split(";")) {
            if (!remark.contains("only")) {
                tally.expectAfter("kept: no list", "en", COUNT, "{\"count\": 3}", remark, true);
            }
        }
        tally.assertNone(600);
    }

    @Test
    void moreItemsOnTheListsOwnLine_refuseIt() {
        InProcessFunctions functions = new InProcessFunctions();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String[] list : LISTS) {
            for (String line : ON_ITS_LINE) {
                for (String mode : List.of("strict", "repair")) {
                    variants++;
                    String reply = line.replace("{d}", list[1]);
                    JsonNode answer = functions.coerced(reply, list[0], mode);
                    if (answer != null && !answer.isEmpty()) {
                        wrong.add(mode + ": " + reply + " -> " + answer);
                    }
                }
            }
        }
        System.out.println("more items on the list's own line: " + variants + " variants, " + wrong.size() + " answered");
        assertEquals(List.of(), wrong);
    }
}
