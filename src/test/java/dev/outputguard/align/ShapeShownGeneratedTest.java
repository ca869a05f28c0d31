package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * JSON shown as the shape of a reply, not as the answer: a sentence leading into the data that names a reply's look,
 * its structure or format as what follows, or a typical one ({@code A typical reply looks like {…}}, {@code The
 * structure is as follows:}, {@code Eine typische Antwort sieht so aus:}, {@code Une réponse typique ressemble à},
 * {@code Una respuesta típica se ve así:}, {@code 格式如下：}, {@code 형식은 다음과 같습니다:}), on the data's line, on
 * the line above it and above a fence; and a remark after the data asking the reader to put their own value in its
 * place ({@code Replace {v} with your own.}, {@code Ersetzen Sie {v} durch Ihren Wert.}, {@code 请将{v}替换为你的值。}).
 * Generated over each language's leads and remarks, after data of several shapes, in strict and repair mode:
 * extract-json with {@code coerce} answers none of them. The keep side: leads presenting the answer, a word pointing
 * ahead alone ({@code The result is as follows:}), the answer's own format ({@code Here is the result in JSON
 * format:}), and a remark telling of a value the reply replaced ({@code I replaced the empty value with 0.}).
 * Counted per side and language. Left out of the keep side: what other readings refuse before this one (a short
 * lead read fail-closed, {@code Sonuç şöyledir:}; {@code no formato pedido}, whose {@code no} is read as a negation;
 * a replaced value told of in French, Italian and Japanese, read fail-closed or as past; {@code Replace the
 * placeholder in your config with this.}, a placeholder named).
 */
class ShapeShownGeneratedTest {

    /** Where the lead stands: before the data on its line, on the line above it, and above a fence. */
    private static final List<String> PLACES = List.of("{l} {d}", "{l}\n\n{d}", "{l}\n```json\n{d}\n```");

    /** Per language: leads showing a shape, then (after {@code |}) leads presenting the answer. */
    private static final Map<String, String> LEADS = Map.ofEntries(
            Map.entry("en", "A typical reply looks like;A typical response looks like this:;The structure is as follows:"
                    + ";The format is as follows:;The structure of the response is as follows:;The output looks like this:"
                    + ";Here is what a typical answer looks like:;A typical answer:;The JSON structure looks like this:"
                    + ";The response format is like this:;Typically, the reply is:"
                    + "|Here is the answer:;Answer:;The result, as requested:;Output:;Below is the JSON.;Sure!"
                    + ";The result is as follows:;Here is the JSON as follows:;Here is the result in JSON format:"
                    + ";Here is the data in the requested format:;The extracted data is as follows:"
                    + ";Here is the result in the requested format, as follows:"),
            Map.entry("de", "Eine typische Antwort sieht so aus:;Die Struktur ist wie folgt:;Das Format sieht so aus:"
                    + ";Die Antwort sieht so aus:;Das Format ist wie folgt:;Die Struktur der Antwort ist folgende:"
                    + "|Hier ist das Ergebnis:;Das Ergebnis ist wie folgt:;Antwort:;Hier ist die Antwort im gewünschten Format:"),
            Map.entry("fr", "Une réponse typique ressemble à;La structure est la suivante :;Le format est le suivant :"
                    + ";La réponse ressemble à ceci :;Le format de la réponse est comme suit :"
                    + "|Voici le résultat :;Le résultat est le suivant :;Voici la réponse au format demandé :"),
            Map.entry("es", "Una respuesta típica se ve así:;La estructura es la siguiente:;El formato es el siguiente:"
                    + ";La respuesta se ve así:;El formato de la respuesta es como sigue:"
                    + "|Aquí está el resultado:;El resultado es el siguiente:;Aquí está la respuesta en el formato solicitado:"),
            Map.entry("it", "Una risposta tipica è così:;La struttura è la seguente:;Il formato è il seguente:"
                    + ";Una risposta ha questo aspetto:;Il formato della risposta è come segue:"
                    + "|Ecco il risultato:;Il risultato è il seguente:;Ecco la risposta nel formato richiesto:"),
            Map.entry("pt", "A resposta típica é assim:;A estrutura é a seguinte:;O formato é o seguinte:"
                    + ";Uma resposta típica se parece com:;O formato da resposta é como segue:"
                    + "|Aqui está o resultado:;O resultado é o seguinte:;Aqui está a resposta em formato JSON:"),
            Map.entry("nl", "Een typisch antwoord ziet er zo uit:;De structuur is als volgt:;Het formaat is als volgt:"
                    + ";Het antwoord ziet eruit als"
                    + "|Hier is het resultaat:;Het resultaat is als volgt:;Hier is het antwoord in het gevraagde formaat:"),
            Map.entry("tr", "Tipik bir yanıt şöyle görünür:;Yapı şu şekildedir:;Yanıtın biçimi şöyledir:"
                    + ";Yanıtın formatı aşağıdaki gibidir:|Sonuç:;İşte sonuç:;İşte istenen formatta sonuç:"),
            Map.entry("ja", "典型的な応答は次のようになります：;回答は次のような形です：;構造は以下の通りです："
                    + ";回答の形式は以下のとおりです：|結果は以下の通りです：;回答：;以下が結果です：;指定の形式で結果は以下の通りです："),
            Map.entry("zh", "格式如下：;结构如下：;典型的回复如下：;回复的格式如下：;典型的回答看起来像这样："
                    + "|结果如下：;答案：;以下是结果：;以下是按要求格式整理的结果：;以下是按照您要求的格式输出的结果如下："),
            Map.entry("ko", "형식은 다음과 같습니다:;구조는 다음과 같습니다:;전형적인 응답은 다음과 같습니다:"
                    + ";응답은 다음과 같은 형태입니다:|결과는 다음과 같습니다:;답변:;결과:;요청하신 형식의 결과는 다음과 같습니다:"));

    /**
     * Per language: remarks after the data asking the reader to put their own value in ({@code {v}} the data's value),
     * then (after {@code |}) remarks of a value the reply put in itself or of the input.
     */
    private static final Map<String, String> REMARKS = Map.ofEntries(
            Map.entry("en", "Replace {v} with your total.;Replace {v} with your own value.;Replace the value with your number."
                    + ";Substitute your own figure for {v}."
                    + "|I replaced the empty value with {v} as the schema asks.;I replaced the missing value with {v}."
                    + ";Your total is {v}."),
            Map.entry("de", "Ersetzen Sie {v} durch Ihren Wert.;Ersetze {v} durch deinen Wert.;Bitte ersetzen Sie {v} durch Ihre Summe."
                    + "|Ich habe den leeren Wert durch {v} ersetzt."),
            Map.entry("fr", "Remplacez {v} par votre valeur.;Remplacez {v} par votre total."
                    + "|"),
            Map.entry("es", "Reemplaza {v} con tu valor.;Reemplace {v} por su total.;Sustituye {v} por tu valor."
                    + "|Reemplacé el valor vacío por {v}."),
            Map.entry("it", "Sostituisci {v} con il tuo valore.;Sostituisci {v} con il tuo totale."
                    + "|"),
            Map.entry("pt", "Substitua {v} pelo seu valor.;Substitua {v} pelo seu total."
                    + "|Substituí o valor vazio por {v}."),
            Map.entry("nl", "Vervang {v} door je eigen waarde.;Vervang {v} door uw totaal."
                    + "|Ik heb de lege waarde door {v} vervangen."),
            Map.entry("tr", "{v} yerine kendi değerinizi yazın.;{v} yerine toplamınızı girin."
                    + "|Boş değeri {v} ile doldurdum."),
            Map.entry("ja", "{v}をあなたの値に置き換えてください。;{v}をご自分の値に置き換えてください。"
                    + "|"),
            Map.entry("zh", "请将{v}替换为你的值。;将{v}替换为您的数值。|我把空值替换成了{v}。"),
            Map.entry("ko", "{v}을 당신의 값으로 바꾸세요.;{v}을 귀하의 값으로 바꾸세요.|빈 값을 {v}(으)로 바꿨습니다."));

    @Test
    void aReplyShownAsAShape_refusesTheData_andALeadPresentingTheAnswerKeepsIt() {
        AfterTheData tally = new AfterTheData();
        LEADS.forEach((language, leads) -> {
            String[] sides = leads.split("\\|", -1);
            for (int side = 0; side < 2; side++) {
                boolean kept = side == 1;
                for (String lead : sides[side].split(";")) {
                    for (String place : PLACES) {
                        for (String[] shape : AfterTheData.SHAPES) {
                            tally.expectReply(kept ? "kept: a lead presenting the answer" : "refused: a lead showing a shape",
                                    language, shape[0], place.replace("{l}", lead).replace("{d}", shape[1]), kept);
                        }
                    }
                }
            }
        });
        tally.assertNone(500);
    }

    @Test
    void aRemarkAskingForTheReadersOwnValue_refusesTheData_andOneOfAValuePutInKeepsIt() {
        AfterTheData tally = new AfterTheData();
        REMARKS.forEach((language, remarks) -> {
            String[] sides = remarks.split("\\|", -1);
            for (int side = 0; side < 2; side++) {
                for (String remark : sides[side].isEmpty() ? new String[0] : sides[side].split(";")) {
                    if (side == 0) {
                        tally.expect("refused: the reader's own value asked for", language, remark, false);
                    } else {
                        // A value put in for an empty one is a number here: a word put in for an empty one is the
                        // reading of a value made up (I replaced the empty value with Ada).
                        String[] number = AfterTheData.SHAPES.get(0);
                        tally.expectAfter("kept: a value put in by the reply", language, number[0], number[1],
                                remark.replace("{v}", number[2]), true);
                    }
                }
            }
        });
        tally.assertNone(250);
    }
}
