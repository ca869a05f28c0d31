package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data that gives someone else as the source of what it says ({@code According to the customer,
 * that is right.}, {@code Laut dem Kunden ist das korrekt.}, {@code Selon le client, c'est exact.}, {@code Müşteriye
 * göre bu doğru.}, {@code 顧客によると、これは正しいです。}, {@code 据客户说，这是正确的。}, {@code 고객에 따르면 이것이
 * 맞습니다.}): the data is then another's word the reply only reports, generated over each language's leads, sources
 * and statements, the source before the statement and after it, after the data of several shapes, fenced and bare, in
 * strict and repair mode: extract-json with {@code coerce} answers none of them. The keep side: the same remarks whose
 * source is the input ({@code According to the invoice, that is right.}, {@code Laut der Rechnung ist das korrekt.},
 * {@code 請求書によると、これは正しいです。}). Counted per side and language.
 */
class AttributedAfterTheDataGeneratedTest {

    /**
     * Per language: templates ({@code {l}} a lead, {@code {s}} a source, {@code {p}} a statement), leads, sources that
     * are someone else, sources that are the input, statements.
     */
    private static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {"{l} {s}, {p}.;{P}, {l} {s}.", "according to;as per;in the words of;as reported by",
                    "the customer;a colleague;my notes;the sales team;Wikipedia;my manager;a forum post;the vendor",
                    "the invoice;the table above;the input;the document;the attached file;your request",
                    "that is right;this is correct;it is final"}),
            Map.entry("de", new String[] {"{l} {s} {p}.;{L} {s}: {p}.", "laut;gemäß",
                    "dem Kunden;einem Kollegen;meinen Notizen;dem Vertrieb;Wikipedia;meinem Chef",
                    "der Rechnung;der Tabelle oben;der Eingabe;dem Dokument",
                    "ist das korrekt;ist der Wert richtig;stimmt der Wert"}),
            Map.entry("fr", new String[] {"{l} {s}, {p}.;{P}, {l} {s}.", "selon;d'après",
                    "le client;un collègue;mes notes;l'équipe commerciale;Wikipédia;mon chef",
                    "la facture;le tableau ci-dessus;le document;le texte",
                    "c'est exact;la valeur est correcte"}),
            Map.entry("es", new String[] {"{l} {s}, {p}.;{P}, {l} {s}.", "según;de acuerdo con",
                    "el cliente;un colega;mis notas;el equipo de ventas;Wikipedia;mi jefe",
                    "la factura;la tabla de arriba;el documento;el texto",
                    "es correcto;el valor es exacto"}),
            Map.entry("it", new String[] {"{l} {s}, {p}.;{P}, {l} {s}.", "secondo",
                    "il cliente;un collega;i miei appunti;il reparto vendite;Wikipedia;il mio capo",
                    "la fattura;la tabella sopra;il documento;il testo",
                    "è corretto;il valore è esatto"}),
            Map.entry("pt", new String[] {"{l} {s}, {p}.;{P}, {l} {s}.", "segundo;de acordo com",
                    "o cliente;um colega;as minhas notas;a equipe de vendas;a Wikipédia;o meu chefe",
                    "a fatura;a tabela acima;o documento;o texto",
                    "está correto;o valor é exato"}),
            Map.entry("nl", new String[] {"{l} {s} {p}.;De waarde is juist, {l} {s}.", "volgens",
                    "de klant;een collega;mijn notities;het verkoopteam;Wikipedia;mijn baas",
                    "de factuur;de tabel hierboven;het document;de tekst",
                    "is de waarde juist;is het getal correct"}),
            Map.entry("tr", new String[] {"{s} {l} {p}.", "göre;nazaran",
                    "müşteriye;bir meslektaşa;notlarıma;satış ekibine;Vikipedi'ye;müdürüme",
                    "tabloya;faturaya;belgeye;girdiye",
                    "bu doğru;değer kesin"}),
            Map.entry("ja", new String[] {"{s}{l}、{p}。", "によると;によれば",
                    "顧客;同僚;私のメモ;営業チーム;ウィキペディア;上司",
                    "請求書;上の表;入力;文書",
                    "これは正しいです;この値は正確です"}),
            Map.entry("zh", new String[] {"{l}{s}，{p}。", "据;根据",
                    "客户说;同事说;我的笔记;销售团队;维基百科;我的经理",
                    "发票;上面的表格;输入;文档",
                    "这是正确的;这个值是准确的"}),
            Map.entry("ko", new String[] {"{s}{l} {p}.", "에 따르면;에 의하면",
                    "고객;동료;제 메모;영업팀;위키백과;제 상사",
                    "청구서;위의 표;입력;문서",
                    "이것이 맞습니다;이 값은 정확합니다"}));

    @Test
    void aRemarkGivingSomeoneElseAsItsSource_refusesTheData_andTheInputAsItsSourceKeepsIt() {
        AfterTheData tally = new AfterTheData();
        SAID.forEach((language, said) -> {
            for (String template : said[0].split(";")) {
                for (String lead : said[1].split(";")) {
                    for (String statement : said[4].split(";")) {
                        for (String source : said[2].split(";")) {
                            tally.expect("refused: the remark's source someone else", language,
                                    fill(template, lead, source, statement), false);
                        }
                        for (String source : said[3].split(";")) {
                            tally.expect("kept: the remark's source the input", language,
                                    fill(template, lead, source, statement), true);
                        }
                    }
                }
            }
        });
        tally.assertNone(1000);
    }

    private static String fill(String template, String lead, String source, String statement) {
        return template.replace("{L}", capital(lead)).replace("{l}", lead).replace("{s}", source)
                .replace("{P}", capital(statement)).replace("{p}", statement);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
