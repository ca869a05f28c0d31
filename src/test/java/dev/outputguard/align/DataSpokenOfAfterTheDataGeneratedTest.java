package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data whose subject is the data itself ({@code This number is indicative only.}, {@code Dieser
 * Wert ist nur ein Richtwert.}, {@code Cette valeur est à titre indicatif.}, {@code Bu değer geçicidir.},
 * {@code この値は目安にすぎません。}, {@code 这个值仅供参考。}, {@code 이 값은 참고용입니다.}; a property's name,
 * {@code The count is from memory.}), or whose imperative or first person's verb takes the data as its object
 * ({@code Take it with a pinch of salt.}, {@code I made this number up to fill the field.}), saying of it what nobody
 * listed, generated over each language's subjects and predicates, after the data of several shapes, fenced and bare,
 * in strict and repair mode: extract-json with {@code coerce} answers none of them. The keep side: the same subjects
 * with a predicate of the short list of what keeps meaning (exactness and confirmation, derivation from the input, a
 * definition of what the data counts: {@code The count is exact.}, {@code Dieser Wert stammt aus der Tabelle oben.},
 * {@code この値は行から計算しました。}, {@code The count includes archived items.}), and remarks about other things
 * ({@code The other fields are optional.}, {@code I sorted the list by date.}). Counted per side and language.
 */
class DataSpokenOfAfterTheDataGeneratedTest {

    /** A count, a total, and a count with a status; each with the last word of its first key ({@code {k}}). */
    static final List<String[]> SHAPES = List.of(
            new String[] {"{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}",
                    "{\"count\": 12}", "count"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"total\":{\"type\":\"number\"}},\"required\":[\"total\"]}",
                    "{\"total\": 42.5}", "total"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"item_count\":{\"type\":\"integer\"},"
                    + "\"status\":{\"type\":\"string\",\"enum\":[\"done\",\"pending\"]}},\"required\":[\"item_count\",\"status\"]}",
                    "{\"item_count\": 3, \"status\": \"done\"}", "count"});

    /**
     * Per language: subjects ({@code {s}}) and what they are said to be that nobody listed; subjects and predicates of
     * the short list that keep the data; remarks about other things. Sentences holding a whole remark stand alone
     * (no {@code {s}}).
     */
    static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {"This number;This value;The figure;The result;The data;This;The {k}",
                    "is indicative only.;is a stand-in.;is a guideline.;comes from a forum post.;is from memory.;"
                            + "is provisional.;is a placeholder.;is to be confirmed.;was invented.;is illustrative.;"
                            + "is a rough idea.;is not final.;is only a ballpark.;should not be relied on.;"
                            + "is my best recollection.;is what a colleague told me.;is a sensible default.;"
                            + "is likely off by a few.",
                    "Take it with a pinch of salt.;Take this with a grain of salt.;Nimm es mit Vorsicht.;Consider it a rough idea.;"
                            + "Treat this number as a guideline.;I made this number up to fill the field.;"
                            + "I picked this value from memory.;We copied this number from an old blog post.",
                    "This number;This value;The {k}",
                    "is exact.;is final.;is correct.;was verified.;comes from the table above.;was computed from the rows.;"
                            + "counts the items listed.;includes archived items.;was taken directly from the input.;"
                            + "excludes deleted records.",
                    "The other fields are optional.;I sorted the list by date.;Let me know if you need anything else.;"
                            + "I hope this helps with your report.;Consider this value final.;Use this number as is.;"
                            + "I computed this number from the rows.;We verified these values against the input."}),
            Map.entry("de", new String[] {"Dieser Wert;Diese Zahl;Das Ergebnis;Die Zahl",
                    "ist nur ein Richtwert.;ist mit Vorsicht zu genießen.;ist vorläufig.;ist ein Platzhalter.;"
                            + "stammt aus einem Forum.;ist aus dem Gedächtnis.;ist nur zur Veranschaulichung.;"
                            + "ist noch zu bestätigen.",
                    "Nimm diesen Wert mit Vorsicht.;Ich habe diesen Wert aus dem Gedächtnis geschrieben.",
                    "Dieser Wert;Der Wert",
                    "ist exakt.;ist endgültig.;ist korrekt.;wurde geprüft.;stammt aus der Tabelle oben.;"
                            + "wurde aus den Zeilen berechnet.;enthält archivierte Einträge.",
                    "Die anderen Felder sind optional.;Ich habe die Liste nach Datum sortiert."}),
            Map.entry("fr", new String[] {"Cette valeur;Ce nombre;Le chiffre;Le résultat",
                    "est à titre indicatif.;est provisoire.;est à confirmer.;vient d'un forum.;est un ordre de grandeur.;"
                            + "sert d'exemple.;est donné de mémoire.",
                    "Prenez cette valeur avec des pincettes.;Considérez cette valeur comme un ordre de grandeur.;"
                            + "J'ai inventé ce nombre pour remplir le champ.",
                    "Cette valeur;La valeur",
                    "est exacte.;est correcte.;est définitive.;a été vérifiée.;vient du tableau ci-dessus.;"
                            + "a été calculée à partir des lignes.;inclut les éléments archivés.",
                    "Les autres champs sont facultatifs.;J'ai trié la liste par date."}),
            Map.entry("es", new String[] {"Este valor;Este número;La cifra;El resultado",
                    "es solo una referencia.;es provisional.;está por confirmar.;viene de un foro.;es de memoria.;"
                            + "es un marcador de posición.;sirve de ejemplo.",
                    "Tómalo con pinzas.;He inventado este número para rellenar el campo.",
                    "Este valor;El número",
                    "es exacto.;es correcto.;es definitivo.;fue verificado.;viene de la tabla de arriba.;"
                            + "fue calculado a partir de las filas.;incluye los elementos archivados.",
                    "Los demás campos son opcionales.;He ordenado la lista por fecha."}),
            Map.entry("it", new String[] {"Questo numero;Questo valore;Il risultato;La cifra",
                    "è solo un riferimento.;è da confermare.;viene da un forum.;è a titolo indicativo.;è un segnaposto.;"
                            + "è a memoria.;serve da esempio.",
                    "Prendilo con le pinze.;Ho inventato questo numero per riempire il campo.",
                    "Questo valore;Il numero",
                    "è esatto.;è corretto.;è definitivo.;è stato verificato.;viene dalla tabella sopra.;"
                            + "è stato calcolato dalle righe.;include gli elementi archiviati.",
                    "Gli altri campi sono facoltativi.;Ho ordinato la lista per data."}),
            Map.entry("pt", new String[] {"Este valor;O número;O resultado;Este número",
                    "é indicativo.;é provisório.;está por confirmar.;vem de um fórum.;é de memória.;é ilustrativo.;"
                            + "serve de exemplo.",
                    "Considere este valor uma ideia aproximada.;Eu inventei este número para preencher o campo.",
                    "Este valor;O número",
                    "é exato.;é correto.;é definitivo.;foi verificado.;vem da tabela acima.;"
                            + "foi calculado a partir das linhas.;inclui os itens arquivados.",
                    "Os outros campos são opcionais.;Eu ordenei a lista por data."}),
            Map.entry("nl", new String[] {"Deze waarde;Dit getal;Het resultaat;Het cijfer",
                    "is indicatief.;is voorlopig.;komt van een forum.;is uit het hoofd.;is een richtlijn.;"
                            + "moet nog bevestigd worden.;dient als voorbeeld.",
                    "Neem deze waarde met een korreltje zout.;Ik heb dit getal verzonnen om het veld te vullen.",
                    "Deze waarde;Het getal",
                    "is exact.;is correct.;is definitief.;is gecontroleerd.;komt uit de tabel hierboven.;"
                            + "is berekend uit de rijen.;omvat de gearchiveerde items.",
                    "Ik heb de lijst op datum gesorteerd."}),
            Map.entry("tr", new String[] {"Bu değer;Bu sayı;Bu sonuç",
                    "yaklaşık bir değerdir.;geçicidir.;bir forumdan alınmıştır.;hafızadan yazıldı.;örnek amaçlıdır.;"
                            + "henüz kesin değil.;sadece bir fikir verir.",
                    "",
                    "Bu değer;Bu sayı",
                    "kesin bir değerdir.;doğru bir değerdir.;nihai bir değerdir.;yukarıdaki tablodan alınmıştır.;"
                            + "satırlardan hesaplanmıştır.;arşivlenmiş öğeleri içerir.",
                    "Diğer alanlar isteğe bağlıdır.;Listeyi tarihe göre sıraladım."}),
            Map.entry("ja", new String[] {"この値は;この数値は;この結果は",
                    "目安にすぎません。;話半分に聞いてください。;暫定値です。;仮の値です。;参考値です。;記憶に基づいています。;"
                            + "フォーラムの投稿から取りました。;未確定です。",
                    "",
                    "この値は;この数値は",
                    "正確です。;確定値です。;正しいです。;検証済みです。;上の表から取ったものです。;行から計算しました。;"
                            + "アーカイブ済みの項目を含みます。",
                    "リストを日付順に並べ替えました。"}),
            Map.entry("zh", new String[] {"这个值;这个数字;该数值",
                    "仅供参考。;是暂定的。;是估计的。;来自论坛帖子。;是凭记忆写的。;只是一个示例。;有待确认。",
                    "",
                    "这个值;这个数字",
                    "是准确的。;是最终值。;已经验证过。;来自上面的表格。;是根据行计算的。;包括已归档的项目。",
                    "我按日期对列表进行了排序。"}),
            Map.entry("ko", new String[] {"이 값은;이 숫자는;이 결과는",
                    "참고용입니다.;임시 값입니다.;대략적인 값입니다.;포럼 글에서 가져왔습니다.;기억에 의존한 값입니다.;"
                            + "예시일 뿐입니다.;확인이 필요합니다.",
                    "",
                    "이 값은;이 숫자는",
                    "정확합니다.;확정값입니다.;검증되었습니다.;위의 표에서 가져왔습니다.;행에서 계산했습니다.;"
                            + "보관된 항목을 포함합니다.",
                    "리스트를 날짜순으로 정렬했습니다."}));

    @Test
    void whatNobodyListedSaidOfTheData_refusesIt_andTheShortListKeepsIt() {
        AfterTheData tally = new AfterTheData();
        SAID.forEach((language, said) -> {
            boolean cjk = language.equals("ja") || language.equals("zh");
            for (String subject : said[0].split(";")) {
                for (String predicate : said[1].split(";")) {
                    expect(tally, "refused: the data said to be what nobody listed", language, subject, predicate, cjk, false);
                }
            }
            for (String sentence : said[2].split(";")) {
                expect(tally, "refused: the data taken as what nobody listed", language, sentence, "", cjk, false);
            }
            for (String subject : said[3].split(";")) {
                for (String predicate : said[4].split(";")) {
                    expect(tally, "kept: the data said to be what keeps", language, subject, predicate, cjk, true);
                }
            }
            for (String sentence : said[5].split(";")) {
                expect(tally, "kept: the data said to be what keeps", language, sentence, "", cjk, true);
            }
        });
        tally.assertNone(1000);
    }

    private static void expect(AfterTheData tally, String family, String language, String subject, String predicate,
            boolean glued, boolean kept) {
        if (subject.isEmpty()) {
            return;
        }
        String joined = predicate.isEmpty() ? subject : subject + (glued ? "" : " ") + predicate;
        SHAPES.forEach(s -> tally.expectAfter(family, language, s[0], s[1], joined.replace("{k}", s[2]), kept));
    }
}
