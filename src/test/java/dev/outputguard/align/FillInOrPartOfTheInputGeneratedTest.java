package dev.outputguard.align;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;

/**
 * A remark after the data that asks the reader to put the real values in ({@code Replace with real values.},
 * {@code Bitte durch echte Werte ersetzen.}, {@code 実際の値に置き換えてください。}), says the data stands on part of the
 * input ({@code Only part of the input was visible.}, {@code 入力の一部しか見えませんでした。}) or on other data than
 * asked ({@code Based on last year's data.}, {@code 基于去年的数据。}), or gives a leading number as near only
 * ({@code 3, give or take.}), generated in each language's own sentences from its words of real values, of the input
 * and of other data, after a fenced and a bare JSON value, for an integer, an enum and a free string, in strict and
 * repair mode: extract-json with {@code coerce} answers none of them. Sentences naming the data's ground, calling
 * it real, telling of values put in or asking for the value alone keep the data (not a bare short line in Italian,
 * Portuguese, Turkish or Chinese, as {@code Basato sulla fattura.}, whose words keep nothing the reading knows of and
 * refuse the data on their own). Counted per family and language.
 */
class FillInOrPartOfTheInputGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();

    /** Per language: sentences asking for {@code {w}} values (a word of {@link Role#OWN_VALUES}) to be put in. */
    private static final Map<String, String> FILL_IN = Map.ofEntries(
            Map.entry("en", "Fill in the {w} values.;Replace these with your {w} values.;The above is a template; please use your {w} numbers."),
            Map.entry("de", "Bitte durch {w} Werte ersetzen.;Tragen Sie hier die {w} Werte ein."),
            Map.entry("fr", "Remplacez par les valeurs {w}.;Remplissez avec des données {w}."),
            Map.entry("es", "Reemplace con los valores {w}.;Rellene con datos {w}."),
            Map.entry("it", "Sostituisci con i valori {w}.;Inserisci i dati {w}."),
            Map.entry("pt", "Substitua pelos valores {w}.;Preencha com dados {w}."),
            Map.entry("nl", "Vervang door {w} waarden.;Vul hier {w} gegevens in."),
            Map.entry("tr", "{w} değerlerle değiştirin.;Buraya {w} verileri girin."),
            Map.entry("ja", "{w}値に置き換えてください。;ここに{w}データを入力してください。"),
            Map.entry("zh", "请替换为{w}数值。;请填写{w}数据。"),
            Map.entry("ko", "{w} 값으로 바꾸세요.;여기에 {w} 데이터를 입력하세요."));

    /** Per language: sentences saying only part of {@code {w}} (a word of {@link Role#SOURCE_WHOLE}) was read. */
    private static final Map<String, String> PART = Map.ofEntries(
            Map.entry("en", "Only part of the {w} was visible.;This covers a portion of the {w} only."),
            Map.entry("de", "Nur ein Teil der {w} war sichtbar.;Ich hatte nur einen Teil des {w}."),
            Map.entry("fr", "Seule une partie de la {w} était visible.;Je n'ai vu qu'une partie du {w}."),
            Map.entry("es", "Solo una parte del {w} era visible."),
            Map.entry("it", "Era visibile solo una parte del {w}."),
            Map.entry("pt", "Apenas uma parte do {w} estava visível."),
            Map.entry("nl", "Slechts een deel van de {w} was zichtbaar."),
            Map.entry("tr", "{w} yalnızca bir kısmı görünüyordu."),
            Map.entry("ja", "{w}の一部しか見えませんでした。"),
            Map.entry("zh", "只看到了{w}的一部分。"),
            Map.entry("ko", "{w}의 일부만 보였습니다."));

    /** Per language: sentences saying only the first pages of the input were read. */
    private static final Map<String, String> FIRST = Map.ofEntries(
            Map.entry("en", "Only the first page was read.;Only the first two pages were read.;I read only the first page of the document."
                    + ";Just the first few pages were processed.;Only the first page of the file was processed."),
            Map.entry("de", "Nur die erste Seite wurde gelesen.;Nur die ersten zwei Seiten wurden gelesen.;Ich habe nur die erste Seite des Dokuments gelesen."),
            Map.entry("fr", "Seule la première page a été lue.;Seules les premières pages ont été lues.;Je n'ai lu que la première page du document."),
            Map.entry("es", "Solo la primera página fue leída.;Solo las primeras páginas fueron procesadas."),
            Map.entry("it", "Solo la prima pagina è stata letta.;Solo le prime pagine sono state elaborate."),
            Map.entry("pt", "Apenas a primeira página foi lida.;Só as primeiras páginas foram processadas."),
            Map.entry("nl", "Alleen de eerste pagina is gelezen.;Alleen de eerste pagina's zijn verwerkt."),
            Map.entry("tr", "Yalnızca ilk sayfa okundu.;Sadece ilk sayfa işlendi."),
            Map.entry("ja", "最初のページしか読んでいません。;文書の冒頭部分しか読んでいません。"),
            Map.entry("zh", "只读了文档的第一页。;仅处理了文件的前两页。"),
            Map.entry("ko", "첫 페이지만 읽었습니다.;문서의 앞부분만 처리했습니다."));

    /**
     * Per language: sentences of the first page or the whole input read that keep the data (not in Turkish, whose
     * short remarks keep nothing the reading knows of).
     */
    private static final Map<String, String> WHOLE_READ = Map.ofEntries(
            Map.entry("en", "All pages were read.;The first page lists the total.;The whole document was read."),
            Map.entry("de", "Das ganze Dokument wurde gelesen."),
            Map.entry("fr", "Toutes les pages ont été lues.;Le document entier a été lu."),
            Map.entry("es", "Se leyeron todas las páginas.;Se leyó el documento completo."),
            Map.entry("it", "Tutte le pagine sono state lette.;L'intero documento è stato letto."),
            Map.entry("pt", "Todas as páginas foram lidas.;O documento inteiro foi lido."),
            Map.entry("nl", "Het hele document is gelezen."),
            Map.entry("ja", "文書全体を読みました。"),
            Map.entry("zh", "已阅读所有页面。;已阅读整个文档。"),
            Map.entry("ko", "문서 전체를 읽었습니다."));

    /** Per language: sentences saying the data stands on {@code {w}} (a word of {@link Role#OTHER_DATA}). */
    private static final Map<String, String> OTHER = Map.ofEntries(
            Map.entry("en", "Based on {w} data.;Derived from {w} figures.;The values are from {w} records."),
            Map.entry("de", "Basierend auf {w} Daten."),
            Map.entry("fr", "Basé sur les données {w}."),
            Map.entry("es", "Basado en los datos {w}."),
            Map.entry("it", "Basato su dati {w}."),
            Map.entry("pt", "Baseado em dados {w}."),
            Map.entry("nl", "Gebaseerd op {w} gegevens."),
            Map.entry("tr", "{w} verilere dayanarak."),
            Map.entry("ja", "{w}データに基づいています。"),
            Map.entry("zh", "基于{w}数据。"),
            Map.entry("ko", "{w} 데이터 기준입니다."));

    /** Per language: a number or the value ({@code {v}}) given as near only by an idiom after it. */
    private static final Map<String, String> NEAR = Map.ofEntries(
            Map.entry("en", "{v}, give or take.;3, give or take.;{v}, more or less.;{v} — roughly.;{v}, approximately."),
            Map.entry("de", "{v}, mehr oder weniger.;{v}, plus minus.;{v}, ungefähr."),
            Map.entry("fr", "{v}, plus ou moins.;{v}, à peu près.;{v}, grosso modo."),
            Map.entry("es", "{v}, más o menos.;{v}, aproximadamente."),
            Map.entry("it", "{v}, più o meno.;{v}, all'incirca."),
            Map.entry("pt", "{v}, mais ou menos.;{v}, aproximadamente."),
            Map.entry("nl", "{v}, min of meer.;{v}, ongeveer."),
            Map.entry("tr", "{v}, aşağı yukarı.;{v}, yaklaşık."),
            Map.entry("ja", "{v}前後です。;{v}くらいです。"),
            Map.entry("zh", "{v}左右。;大约{v}。"),
            Map.entry("ko", "{v} 정도입니다.;대략 {v}입니다."));

    /** Per language: sentences that keep the data. */
    private static final Map<String, String> KEPT = Map.ofEntries(
            Map.entry("en", "Based on the invoice.;Based on the text above.;Fill rate is 5%.;Verified against the source."
                    + ";These are the actual values.;I used the real values from the invoice.;I filled in the real values from the invoice."
                    + ";No need to fill in real values.;Let me know if you want more or less detail.;Taken from the attached document."
                    + ";Use this in your config.;Replace the old value in your file with this.;The value is part of the answer."
                    + ";This replaces last year's value.;Compared with last year's data, this is up."
                    + ";Up 5% from last year.;The value is from the invoice."),
            Map.entry("de", "Basierend auf der Rechnung.;Die Werte sind echt.;Ich habe die echten Werte aus der Rechnung übernommen."),
            Map.entry("fr", "Basé sur la facture.;Ce sont les valeurs réelles."),
            Map.entry("es", "Basado en la factura.;Son los valores reales."),
            Map.entry("it", "I valori sono basati sulla fattura allegata.;I valori sono quelli reali."),
            Map.entry("pt", "Os valores são baseados na fatura anexa.;Os valores são os reais."),
            Map.entry("nl", "Gebaseerd op de factuur.;Dit zijn de echte waarden."),
            Map.entry("tr", "Değerler faturadaki gerçek değerlerdir."),
            Map.entry("ja", "これは実際の値です。;請求書に基づいています。"),
            Map.entry("zh", "这些数值基于所附发票中的实际金额。"),
            Map.entry("ko", "청구서 기준입니다.;이것은 실제 값입니다."));

    private final AfterTheData tally = new AfterTheData();

    @Test
    void aRemarkAskingForRealValues_orStandingOnPartOfTheInputOrOtherData_refusesIt() {
        generate("asks for real values", FILL_IN, Role.OWN_VALUES);
        generate("stands on part of the input", PART, Role.SOURCE_WHOLE);
        generate("stands on other data", OTHER, Role.OTHER_DATA);
        for (var entry : FIRST.entrySet()) {
            for (String sentence : entry.getValue().split(";")) {
                tally.expect("stands on the first pages of the input", entry.getKey(), sentence, false);
            }
        }
        for (var entry : WHOLE_READ.entrySet()) {
            for (String sentence : entry.getValue().split(";")) {
                tally.expect("kept: the whole input read", entry.getKey(), sentence, true);
            }
        }
        for (var entry : NEAR.entrySet()) {
            for (String sentence : entry.getValue().split(";")) {
                tally.expect("near only", entry.getKey(), sentence, false);
            }
        }
        for (var entry : KEPT.entrySet()) {
            for (String sentence : entry.getValue().split(";")) {
                tally.expect("kept: the data's ground or the value alone", entry.getKey(), sentence, true);
            }
        }
        tally.assertNone(2_000);
    }

    private void generate(String family, Map<String, String> sentences, Role role) {
        for (var entry : sentences.entrySet()) {
            for (String w : LEX.words(role, entry.getKey())) {
                for (String sentence : entry.getValue().split(";")) {
                    tally.expect(family, entry.getKey(), sentence.replace("{w}", w), false);
                }
            }
        }
    }
}
