package dev.outputguard.align;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A remark of its own after the data saying where the data comes from, with a verb of reading, hearing, saying,
 * taking from or coming from, or a {@code Source:} label, and a source that is not the input ({@code I read this on
 * Reddit.}, {@code Source: a forum post.}, {@code Das stammt aus einem Forum.}, {@code Je l'ai lu sur un forum.},
 * {@code Lo leí en un foro.}, {@code Dat las ik op een forum.}, {@code Bunu bir forumda okudum.},
 * {@code 掲示板で見ました。}, {@code 这是我在论坛上看到的。}, {@code 포럼에서 봤어요.}): the data is then hearsay the
 * reply only reports, generated over each language's remarks and sources, after the data of several shapes, fenced
 * and bare, in strict and repair mode: extract-json with {@code coerce} answers none of them. The keep side: the same
 * remarks whose source is the input or its author ({@code I read this in the invoice.}, {@code As the customer
 * says.}, {@code Das stammt aus der Rechnung.}, {@code 請求書で見ました。}), and a source the reply read whole or in
 * part ({@code I read the whole document.}, {@code Taken from the first line.}). Counted per side and language.
 */
class HearsayAfterTheDataGeneratedTest {

    /**
     * Rows of a language, remarks ({@code {s}} the source, {@code {S}} it with a capital), sources that are not the
     * input, the remarks read with the input (the same where empty) and sources that are the input. Left out of the
     * keep side: remarks other readings refuse before this one ({@code Per the invoice.}, {@code Bunu faturadan
     * okudum.}, {@code Ik heb het in de tekst gelezen.}, {@code 这是我在发票上看到的。}).
     */
    private static final List<String[]> HEARSAY = List.of(
            new String[] {"en", "I read this on {s}.;I heard it from {s}.;Taken from {s}.;It comes from {s}.;Source: {s}.;"
                    + "Per {s}.;I saw it in {s}.",
                    "Reddit;a forum post;a colleague;Stack Overflow;a blog post;an old wiki page;a friend",
                    "I read this in {s}.;I heard it from {s}.;Taken from {s}.;It comes from {s}.;Source: {s}.;I saw it in {s}.",
                    "the invoice;the document;the attached file;the input;the message"},
            new String[] {"en", "As {s} says.;{S} said so.", "my colleague;a forum post;someone online;my manager;Stack Overflow",
                    "As {s} says.", "the customer;the message;the invoice"},
            new String[] {"de", "Ich habe das in {s} gelesen.;Das stammt aus {s}.;Das kommt aus {s}.",
                    "einem Forum;einem Blogpost;einem alten Wiki;einem Chat", "",
                    "der Rechnung;dem Dokument;der Tabelle oben;der Eingabe;dem Text"},
            new String[] {"de", "Das habe ich von {s} gehört.", "einem Kollegen;meinem Chef;einem Freund", "", "dem Kunden"},
            new String[] {"de", "Quelle: {s}.", "ein Forum;ein Blogpost;Reddit", "", "die Rechnung;das Dokument"},
            new String[] {"fr", "Je l'ai lu dans {s}.;Je l'ai lu sur {s}.", "un forum;un blog;un vieux wiki;Reddit", "",
                    "la facture;le document;le tableau ci-dessus;le texte"},
            new String[] {"fr", "Ça provient de {s}.;Source : {s}.;Ça vient de {s}.", "un forum;un blog;Reddit", "",
                    "la facture"},
            new String[] {"fr", "Je l'ai entendu {s}.", "d'un collègue;de mon chef", "", "du client"},
            new String[] {"es", "Lo leí en {s}.;Lo vi en {s}.", "un foro;un blog;Reddit;una wiki vieja", "",
                    "la factura;el documento;la tabla de arriba;el texto"},
            new String[] {"es", "Viene de {s}.;Fuente: {s}.;Tomado de {s}.", "un foro;un blog;Reddit;un colega", "",
                    "la factura;la tabla de arriba;la lista"},
            new String[] {"es", "Me lo dijo {s}.", "un colega;mi jefe;un amigo", "", "el cliente"},
            new String[] {"it", "L'ho letto {s}.;L'ho visto {s}.", "su un forum;su un blog;su Reddit;in un vecchio wiki", "",
                    "nella fattura;nel documento;nella tabella sopra;sulla fattura"},
            new String[] {"it", "Viene {s}.;Preso {s}.;Tratto {s}.", "da un forum;da un blog;da Reddit;da un collega", "",
                    "dalla tabella sopra"},
            new String[] {"it", "Fonte: {s}.", "un forum;Reddit;un blog", "", "la fattura;il documento"},
            new String[] {"pt", "Li isso {s}.;Eu li {s}.;Eu vi {s}.", "num fórum;num blog;no Reddit;numa wiki antiga", "",
                    "na fatura;no documento;na tabela acima;no texto"},
            new String[] {"pt", "Vem {s}.;Tirado {s}.", "de um fórum;de um blog;do Reddit;de um colega", "", "da tabela acima"},
            new String[] {"pt", "Fonte: {s}.", "um fórum;o Reddit", "", "a fatura;o documento"},
            new String[] {"nl", "Dat las ik {s}.;Ik heb het {s} gelezen.;Dat heb ik {s} gezien.",
                    "op een forum;op Reddit;in een oude wiki;op een blog", "Dat las ik {s}.;Dat heb ik {s} gezien.",
                    "in het document"},
            new String[] {"nl", "Het komt {s}.;Overgenomen {s}.", "uit een forum;van een blog;van Reddit", "",
                    "uit de factuur;uit het document;uit de tabel hierboven"},
            new String[] {"nl", "Bron: {s}.", "een forum;Reddit", "", "de factuur;het document"},
            new String[] {"tr", "Bunu {s} okudum.;Bunu {s} gördüm.", "bir forumda;Reddit'te;bir blogda;eski bir wikide", "", ""},
            new String[] {"tr", "{S} söyledi.;Kaynak: {s}.", "bir meslektaşım;bir arkadaşım;forumdaki biri", "", ""},
            new String[] {"ja", "{s}で見ました。;{s}で読みました。", "掲示板;ブログ;ネット;古いウィキ;SNS", "", "請求書;入力;文書;上の表"},
            new String[] {"ja", "{s}から聞きました。", "同僚;友人;上司", "", "顧客"},
            new String[] {"ja", "出典：{s}。", "掲示板;ブログ", "", "請求書;文書"},
            new String[] {"zh", "这是我在{s}上看到的。;我在{s}上看到的。", "论坛;博客;网上;旧维基", "我在{s}上看到的。",
                    "发票;文档;表格;输入"},
            new String[] {"zh", "{s}说的。", "同事;朋友;网上的人", "", ""},
            new String[] {"zh", "来源：{s}。", "论坛;博客", "", "发票;文档"},
            new String[] {"ko", "{s}에서 봤어요.;{s}에서 읽었어요.", "포럼;블로그;인터넷;옛날 위키", "", "청구서;문서;입력;위의 표"},
            new String[] {"ko", "{s}에게 들었어요.", "동료;친구;상사", "", "고객"},
            new String[] {"ko", "출처: {s}.", "포럼;블로그", "", "청구서;문서"});

    /** Remarks that name what the reply read of the input, per language. */
    private static final List<String[]> READ_OF_THE_INPUT = List.of(
            new String[] {"en", "As the customer says.;I read the whole document.;Taken from the first line.;"
                    + "Source: the attached invoice.;It comes from the input.;I read it from the table above."},
            new String[] {"de", "Ich habe das ganze Dokument gelesen.;Das stammt aus der ersten Zeile."},
            new String[] {"fr", "J'ai lu tout le document."},
            new String[] {"es", "Viene de la primera fila."},
            new String[] {"ja", "文書全体を読みました。"},
            new String[] {"zh", "我看到的是整个文档。"});

    @Test
    void aRemarkHavingTheDataFromAnotherSource_refusesTheData_andTheInputAsItsSourceKeepsIt() {
        AfterTheData tally = new AfterTheData();
        for (String[] row : HEARSAY) {
            for (String template : row[1].split(";")) {
                for (String source : row[2].split(";")) {
                    tally.expect("refused: the data heard from another", row[0], fill(template, source), false);
                }
            }
            for (String template : (row[3].isEmpty() ? row[1] : row[3]).split(";")) {
                for (String source : row[4].isEmpty() ? new String[0] : row[4].split(";")) {
                    tally.expect("kept: the data read from the input", row[0], fill(template, source), true);
                }
            }
        }
        for (String[] row : READ_OF_THE_INPUT) {
            for (String remark : row[1].split(";")) {
                tally.expect("kept: the data read from the input", row[0], remark, true);
            }
        }
        tally.assertNone(500);
    }

    private static String fill(String template, String source) {
        return template.replace("{S}", Character.toUpperCase(source.charAt(0)) + source.substring(1)).replace("{s}", source);
    }
}
