package dev.outputguard.align;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The line leading into the data, right above it, over blank lines or over a fence's opening line, saying the data is
 * not the reply's answer: someone else's belief, wish or request ({@code The manager hopes for this:}, {@code Here is
 * what the customer expects:}, {@code The user asked for this:}, {@code Der Kunde wünscht sich das:}), an example or a
 * template however it is presented ({@code Here is the template:}, {@code Here is an example:}, {@code An example of the
 * output:}, {@code Aquí está un ejemplo:}, {@code 以下が出力例です：}), or a dated title with no colon ({@code Last year's
 * figures}, {@code Cifras del año pasado}). Generated over each language's leads (subjects in the belief, wish and
 * request ones), in every place, after data of several shapes, in strict and repair mode: extract-json with
 * {@code coerce} answers none of them. The keep side: leads presenting the answer, the data asked for delivered
 * ({@code Here is the data you asked for:}, {@code Here is the JSON the customer asked for:}, {@code As requested:}),
 * in every language. Counted per side and language.
 */
class LeadAboveTheDataGeneratedTest {

    /** Where the lead stands: right above the data, over a blank line, over a fence's opening line, over both. */
    private static final List<String> PLACES = List.of("{l}\n{d}", "{l}\n\n{d}", "{l}\n```json\n{d}\n```",
            "{l}\n\n```json\n{d}\n```");

    /** The schema a total is asked for by, and its data. */
    private static final String[] TOTAL = {
            "{\"type\":\"object\",\"properties\":{\"total\":{\"type\":\"number\"}},\"required\":[\"total\"]}",
            "{\"total\": 12}"};

    /**
     * Per language: subjects ({@code {S}} with a capital, {@code {s}}); leads giving the data as a subject's belief,
     * wish or request; leads of an example or a template; dated titles with no colon; leads presenting the answer.
     */
    private static final List<String[]> LEADS = List.of(
            new String[] {"en", "the manager;the customer;the user",
                    "{S} hopes for this:;{S} would like this:;Here is what {s} expects:;{S} believes this:"
                            + ";Here is what {s} wants:;{S} asked for this:;{S} requested this:",
                    "Here is the template:;Here is the example:;Here is an example:;An example of the output:"
                            + ";Here is a sample:;Below is an example:;Here is the schema:;A template for the reply:",
                    "Last year's figures;Yesterday's totals;Figures from last week",
                    "Here is the result:;Here is the data you asked for:;Here is the JSON the customer asked for:"
                            + ";As requested:;Here you go:;Here is the result in the requested format:;The result:"
                            + ";Here is what you asked for:;The totals;Here is the result you want:"
                            + ";Here is an example of the JSON you asked for:"},
            new String[] {"de", "der Kunde;der Manager;der Nutzer",
                    "{S} wünscht sich das:;{S} hofft auf das:;Hier ist, was {s} erwartet:;{S} glaubt das:"
                            + ";{S} hat das angefragt:",
                    "Hier ist die Vorlage:;Hier ist ein Beispiel:;Ein Beispiel für die Ausgabe:;Hier ist das Beispiel:",
                    "Zahlen des letzten Jahres;Ergebnis von gestern",
                    "Hier ist das Ergebnis:;Hier ist das Ergebnis, das Sie erwarten:;Hier sind die Daten, die Sie angefragt haben:;Bitte schön:;Das Ergebnis:"},
            new String[] {"fr", "le client;le responsable;l'utilisateur",
                    "{S} souhaite ceci :;{S} espère ceci :;Voici ce que {s} pense :;{S} croit ceci :;{S} a demandé ceci :",
                    "Voici le modèle :;Voici un exemple :;Un exemple de sortie :;Voici l'exemple :",
                    "Résultats de la semaine dernière;Chiffres d'hier",
                    "Voici le résultat :;Voici le résultat que vous souhaitez :;Voici les données demandées :;Comme demandé :"
                            + ";Voici le JSON que le client a demandé :"},
            new String[] {"es", "el cliente;el gerente;el usuario",
                    "{S} cree esto:;{S} espera esto:;Aquí está lo que {s} espera:;{S} pidió esto:",
                    "Aquí está la plantilla:;Aquí está un ejemplo:;Un ejemplo de la salida:;Aquí tienes un ejemplo:",
                    "Cifras del año pasado;Resultados de ayer",
                    "Aquí está el resultado:;Aquí está el resultado que usted espera:;Aquí están los datos que pediste:;Aquí tienes:"},
            new String[] {"it", "il cliente;il responsabile;l'utente",
                    "{S} spera questo:;{S} crede questo:;Ecco cosa {s} pensa:;{S} ha chiesto questo:",
                    "Ecco un esempio:;Un esempio di output:;Ecco l'esempio:;Ecco il formato:",
                    "Cifre dell'anno scorso;Risultati di ieri",
                    "Ecco il risultato:;Ecco i dati richiesti:;Come richiesto:"},
            new String[] {"pt", "o cliente;o gerente;o usuário",
                    "{S} acredita nisso:;{S} espera isto:;Aqui está o que {s} pensa:;{S} pediu isto:",
                    "Aqui está um exemplo:;Um exemplo da saída:;Aqui está o exemplo:;Aqui está o formato:",
                    "Números do ano passado;Resultados de ontem",
                    "Aqui está o resultado:;Aqui está o resultado que você espera:;Aqui estão os dados que você pediu:;Conforme solicitado:"},
            new String[] {"nl", "de klant;de manager;de gebruiker",
                    "{S} hoopt op dit:;{S} gelooft dit:;Hier is wat {s} verwacht:;{S} vroeg om dit:",
                    "Hier is het sjabloon:;Hier is een voorbeeld:;Een voorbeeld van de uitvoer:",
                    "Cijfers van vorig jaar;Resultaten van gisteren",
                    "Hier is het resultaat:;Hier zijn de gevraagde gegevens:;Zoals gevraagd:"},
            new String[] {"tr", "müşteri;yönetici;kullanıcı",
                    "{S} bunu umuyor:;{S} bunu bekliyor:;{S} şunu düşünüyor:;{S} bunu istedi:",
                    "İşte bir örnek:;İşte şablon:;İşte örnek çıktı:",
                    "Geçen haftaki rakamlar;Dünkü sonuçlar",
                    "İşte sonuç:;Sonuç:;İşte JSON:"},
            new String[] {"ja", "顧客;上司;ユーザー",
                    "{s}はこう思っている：;{s}はこれを期待している：;{s}が望んでいるのはこれです：;{s}がこれを求めました：",
                    "以下はテンプレートです：;以下が出力例です：;以下は例です：",
                    "先週の数字;昨日の結果",
                    "以下が結果です：;結果：;ご依頼のデータです："},
            new String[] {"zh", "客户;经理;用户",
                    "{s}希望是这样：;{s}相信这个：;{s}期望的是：;{s}要求的是这个：",
                    "以下是模板：;以下是示例：;下面是示例：",
                    "上周的数据;昨天的结果",
                    "以下是结果：;以下是您想要的结果：;这是您要的数据：;结果如下："},
            new String[] {"ko", "고객은;관리자는;사용자는",
                    "{s} 이것을 원합니다:;{s} 이렇게 믿고 있습니다:;{s} 이것을 기대하고 있습니다:",
                    "다음은 예시입니다:;다음은 템플릿입니다:;아래는 출력 예입니다:",
                    "지난주 수치;어제의 결과",
                    "다음은 결과입니다:;결과:;요청하신 데이터입니다:"});

    @Test
    void aLeadAboveTheDataMakingItNotTheAnswer_refusesIt_andOnePresentingTheAnswerKeepsIt() {
        AfterTheData tally = new AfterTheData();
        for (String[] row : LEADS) {
            String language = row[0];
            for (String subject : row[1].split(";")) {
                for (String template : row[2].split(";")) {
                    lead(tally, "refused: someone's belief, wish or request", language, fill(template, subject), false);
                }
            }
            for (String lead : row[3].split(";")) {
                lead(tally, "refused: an example or a template", language, lead, false);
            }
            for (String lead : row[4].split(";")) {
                lead(tally, "refused: a dated title with no colon", language, lead, false);
            }
            for (String lead : row[5].split(";")) {
                lead(tally, "kept: a lead presenting the answer", language, lead, true);
            }
        }
        tally.assertNone(3000);
    }

    /** Tallies {@code lead} above the total's data and each shape's, in each place. */
    private static void lead(AfterTheData tally, String family, String language, String lead, boolean kept) {
        for (String place : PLACES) {
            tally.expectReply(family, language, TOTAL[0], place.replace("{l}", lead).replace("{d}", TOTAL[1]), kept);
            for (String[] shape : AfterTheData.SHAPES) {
                tally.expectReply(family, language, shape[0], place.replace("{l}", lead).replace("{d}", shape[1]), kept);
            }
        }
    }

    private static String fill(String template, String subject) {
        return template.replace("{S}", Character.toUpperCase(subject.charAt(0)) + subject.substring(1)).replace("{s}", subject);
    }
}
