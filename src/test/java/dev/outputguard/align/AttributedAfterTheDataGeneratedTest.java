package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data that gives someone else as the source of what it says ({@code According to a colleague,
 * that is right.}, {@code Laut meinen Notizen ist das korrekt.}, {@code Selon un collègue, c'est exact.},
 * {@code 同僚によると、これは正しいです。}, {@code 据同事说，这是正确的。}, {@code 동료에 따르면
 * 이것이 맞습니다.}): the data is then another's word the reply only reports, generated over each language's leads, sources
 * and statements, the source before the statement and after it, after the data of several shapes, fenced and bare, in
 * strict and repair mode: extract-json with {@code coerce} answers none of them. The keep side: the same remarks whose
 * source is the input or its author ({@code According to the invoice, that is right.}, {@code Laut der Rechnung ist
 * das korrekt.}, {@code 請求書によると、これは正しいです。}, {@code According to the customer, …}: a customer's message is
 * what a reply's data is often taken from). Counted per side and language.
 */
class AttributedAfterTheDataGeneratedTest {

    /**
     * Per language: templates ({@code {l}} a lead, {@code {s}} a source, {@code {p}} a statement), leads, sources that
     * are someone else, sources that are the input, statements.
     */
    private static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {"{l} {s}, {p}.;{P}, {l} {s}.", "according to;as per;in the words of;as reported by",
                    "a colleague;my notes;the sales team;Wikipedia;my manager;a forum post;the vendor;a rumour",
                    "the invoice;the table above;the input;the document;the attached file;your request;the customer;the sender",
                    "that is right;this is correct;it is final"}),
            Map.entry("de", new String[] {"{l} {s} {p}.;{L} {s}: {p}.", "laut;gemäß",
                    "einem Kollegen;meinen Notizen;dem Vertrieb;Wikipedia;meinem Chef",
                    "der Rechnung;der Tabelle oben;der Eingabe;dem Dokument;dem Kunden",
                    "ist das korrekt;ist der Wert richtig;stimmt der Wert"}),
            Map.entry("fr", new String[] {"{l} {s}, {p}.;{P}, {l} {s}.", "selon;d'après",
                    "un collègue;mes notes;l'équipe commerciale;Wikipédia;mon chef",
                    "la facture;le tableau ci-dessus;le document;le texte;le client",
                    "c'est exact;la valeur est correcte"}),
            Map.entry("es", new String[] {"{l} {s}, {p}.;{P}, {l} {s}.", "según;de acuerdo con",
                    "un colega;mis notas;el equipo de ventas;Wikipedia;mi jefe",
                    "la factura;la tabla de arriba;el documento;el texto;el cliente",
                    "es correcto;el valor es exacto"}),
            Map.entry("it", new String[] {"{L} {s}, {p}.;{P}, {l} {s}.", "stando a;a detta di",
                    "un collega;Wikipedia;Marco;un forum", "", "è corretto;il valore è esatto"}),
            Map.entry("pt", new String[] {"{l} {s}, {p}.;{P}, {l} {s}.", "de acordo com",
                    "um colega;as minhas notas;a equipe de vendas;a Wikipédia;o meu chefe",
                    "a fatura;a tabela acima;o documento;o texto;o cliente",
                    "está correto;o valor é exato"}),
            Map.entry("nl", new String[] {"{l} {s} {p}.;De waarde is juist, {l} {s}.", "volgens",
                    "een collega;mijn notities;het verkoopteam;Wikipedia;mijn baas",
                    "de factuur;de tabel hierboven;het document;de tekst;de klant",
                    "is de waarde juist;is het getal correct"}),
            Map.entry("ja", new String[] {"{s}{l}、{p}。", "によると;によれば",
                    "同僚;私のメモ;営業チーム;ウィキペディア;上司",
                    "請求書;上の表;入力;文書;顧客",
                    "これは正しいです;この値は正確です"}),
            Map.entry("zh", new String[] {"{l}{s}，{p}。", "据;根据",
                    "同事说;我的笔记;销售团队;维基百科;我的经理",
                    "发票;上面的表格;输入;文档;客户",
                    "这是正确的;这个值是准确的"}),
            Map.entry("ko", new String[] {"{s}{l} {p}.", "에 따르면;에 의하면",
                    "동료;제 메모;영업팀;위키백과;제 상사",
                    "청구서;위의 표;입력;문서;고객",
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
                        for (String source : said[3].isEmpty() ? new String[0] : said[3].split(";")) {
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
