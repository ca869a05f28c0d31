package dev.outputguard.align;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data that dismisses it ({@code Ignore the JSON above.}, {@code Use the other answer instead.},
 * {@code Ignoriere die obige Antwort.}, {@code 위 답변은 무시하세요.}), calls all of it wrong ({@code Everything above is
 * wrong.}, {@code Tout ce qui précède est faux.}) or says it is not final ({@code I will update the score later.},
 * {@code I ran out of tokens.}, {@code This is the expected format, not the real result.}), generated in each
 * language's own sentences (each verb of dismissing with each way of naming the data) after a fenced and a bare JSON
 * value, of one member and of three, in strict and repair mode: extract-json with {@code coerce} answers none of them.
 * A dismissing verb whose object is not the data ({@code Ignore the warnings in the log; they are harmless.}), a verb
 * of using with no {@code instead}, and remarks that keep the data ({@code The verdict is final.}, {@code Nothing above
 * is wrong.}, {@code I will explain the score below.}) keep it. Counted per family and language.
 */
class DismissedAfterTheDataGeneratedTest {

    /** The data of three members, beside the one-member shapes of {@link AfterTheData#SHAPES}. */
    private static final String[] THREE = {"{\"type\":\"object\",\"properties\":{\"verdict\":{\"type\":\"string\",\"enum\":[\"pass\",\"fail\"]},"
            + "\"score\":{\"type\":\"integer\"},\"ok\":{\"type\":\"boolean\"}},\"required\":[\"verdict\",\"score\",\"ok\"],"
            + "\"additionalProperties\":false}", "{\"verdict\": \"pass\", \"score\": 7, \"ok\": true}"};

    /**
     * Per language: sentences dismissing {@code {x}}, then (after {@code |}) the names of the data put in for it, then
     * sentences saying all of it wrong or that it is not final, then sentences that keep it.
     */
    private static final Map<String, String[]> FAMILY = Map.ofEntries(
            Map.entry("en", new String[] {
                    "Ignore {x}.;Please disregard {x}.;Forget {x}.;Discard {x}.;Do not use {x}.;Skip {x}.;Drop {x}.;{x} can be ignored.",
                    "the JSON above;the answer above;that answer;the previous output;the result above;the above;that;this;everything above;my answer",
                    "Use the other answer instead.;Everything above is wrong.;All of the above is wrong.;All of it is wrong.;I will update the score later."
                            + ";The values will change later.;I ran out of tokens.;I ran out of space.;The reply got cut off."
                            + ";This is the expected format, not the real result.;This is not the final answer.",
                    "Ignore the warnings in the log; they are harmless.;Ignore whitespace differences when comparing.;Use the score to rank the files."
                            + ";The verdict is final.;All values are verified.;Nothing above is wrong.;I will explain the score below."
                            + ";Forget about the old API; the new one is used.;Use the score instead of the rank."
                            + ";Not everything above is wrong.;This is the real result.;Ignore the warnings; the answer stands."
                            + ";I will update you later if anything changes."}),
            Map.entry("de", new String[] {
                    "Ignoriere {x}.;Bitte ignorieren Sie {x}.;Vergiss {x}.;Verwirf {x}.;{x} bitte ignorieren.",
                    "die obige Antwort;das JSON oben;die Ausgabe oben;das Ergebnis oben;das Obige;alles oben",
                    "Verwende stattdessen die andere Antwort.;Alles oben ist falsch.;Ich werde den Score später aktualisieren."
                            + ";Mir sind die Tokens ausgegangen.;Das ist nicht das echte Ergebnis.",
                    "Ignoriere die Warnungen im Log; sie sind harmlos.;Die Antwort ist vollständig.;Das Urteil ist endgültig."
                            + ";Verwende den Score, um die Dateien zu sortieren."}),
            Map.entry("fr", new String[] {
                    "Ignorez {x}.;Ignore {x}.;Oubliez {x}.;Ne tenez pas compte de {x}.;N'utilisez pas {x}.",
                    "la réponse ci-dessus;le JSON ci-dessus;le résultat ci-dessus;ce qui précède;tout ce qui précède;cela",
                    "Utilisez plutôt l'autre réponse.;Tout ce qui précède est faux.;Je mettrai à jour le score plus tard."
                            + ";Ce n'est pas la réponse finale.;La réponse a été coupée.",
                    "Ignorez les avertissements du journal ; ils sont sans danger.;Le verdict est définitif.;Utilisez le score pour trier les fichiers."}),
            Map.entry("es", new String[] {
                    "Ignora {x}.;Ignore {x}.;Olvida {x}.;Descarta {x}.;No uses {x}.",
                    "el JSON anterior;la respuesta anterior;la respuesta de arriba;el resultado anterior;lo anterior;todo lo anterior",
                    "Usa la otra respuesta en su lugar.;Todo lo anterior es incorrecto.;Actualizaré la puntuación más tarde."
                            + ";Me quedé sin tokens.;No es el resultado real.",
                    "Ignora los avisos del registro; son inofensivos.;El veredicto es definitivo.;Usa la puntuación para ordenar los archivos."}),
            Map.entry("it", new String[] {
                    "Ignora {x}.;Ignorate {x}.;Dimentica {x}.;Scarta {x}.;Non usare {x}.",
                    "la risposta sopra;il JSON sopra;il risultato sopra;la risposta precedente;quanto sopra;tutto quanto sopra",
                    "Usa invece l'altra risposta.;Tutto quanto sopra è sbagliato.;Aggiornerò il punteggio più tardi."
                            + ";Ho esaurito i token.;Non è il risultato reale.",
                    "Ignora gli avvisi nel log; sono innocui.;Il verdetto è definitivo.;Usa il punteggio per ordinare i file."}),
            Map.entry("pt", new String[] {
                    "Ignore {x}.;Ignora {x}.;Esqueça {x}.;Descarte {x}.;Não use {x}.",
                    "a resposta acima;o JSON acima;o resultado acima;a resposta anterior;tudo acima",
                    "Use a outra resposta em vez disso.;Tudo acima está errado.;Vou atualizar a pontuação mais tarde."
                            + ";Fiquei sem tokens.;Não é o resultado real.",
                    "Ignore os avisos do log; são inofensivos.;O veredito é final.;Use a pontuação para ordenar os arquivos."}),
            Map.entry("nl", new String[] {
                    "Negeer {x}.;Vergeet {x}.;{x} kan genegeerd worden.",
                    "het bovenstaande;het antwoord hierboven;de JSON hierboven;het resultaat hierboven;alles hierboven",
                    "Gebruik in plaats daarvan het andere antwoord.;Alles hierboven is fout.;Ik zal de score later bijwerken."
                            + ";Het antwoord is afgebroken.;Dit is niet het echte resultaat.",
                    "Negeer de waarschuwingen in het log; ze zijn onschuldig.;Het oordeel is definitief.;Gebruik de score om de bestanden te sorteren."}),
            Map.entry("tr", new String[] {
                    "{x} yok sayın.;{x} görmezden gelin.;{x} dikkate almayın.;{x} unutun.;{x} kullanmayın.",
                    "yukarıdaki cevabı;yukarıdaki JSON'u;yukarıdaki sonucu;önceki çıktıyı;yukarıdakileri",
                    "Bunun yerine diğer cevabı kullanın.;Yukarıdakilerin hepsi yanlış.;Puanı daha sonra güncelleyeceğim."
                            + ";Token bitti.;Bu gerçek sonuç değil.",
                    "Günlükteki uyarıları yok sayın; zararsızlar.;Karar nihaidir ve puan doğrudur.;Dosyaları sıralamak için puanı kullanın."}),
            Map.entry("ja", new String[] {
                    "{x}は無視してください。;{x}を無視してください。;{x}は忘れてください。;{x}は破棄してください。;{x}は使わないでください。",
                    "上の回答;上記のJSON;上記の結果;以上の出力;上記",
                    "代わりに別の回答を使ってください。;以上はすべて誤りです。;スコアは後で更新します。;トークンが足りなくなりました。"
                            + ";これは実際の結果ではありません。",
                    "警告は気にしないでください。;上の回答は有効です。;上の回答が最終です。;上の回答をそのまま使ってください。;スコアを使ってファイルを並べ替えてください。"}),
            Map.entry("zh", new String[] {
                    "请忽略{x}。;忽略{x}。;请忘掉{x}。;请丢弃{x}。;不要使用{x}。",
                    "上面的JSON;上面的回答;上述结果;以上输出;上面的答案",
                    "请改用另一个答案。;以上全是错的。;稍后我会更新分数。;token用完了，回答被截断。;这不是真实的结果。",
                    "请忽略日志里的警告。;日志里的警告可以忽略。;判定是最终结果。;用分数给文件排序。;这个答案忽略了日志里的警告。"}),
            Map.entry("ko", new String[] {
                    "{x}은 무시하세요.;{x}는 무시해 주세요.;{x}은 잊어 주세요.;{x}은 사용하지 마세요.",
                    "위 답변;위의 JSON;위 결과;위 출력;위 내용",
                    "대신 다른 답변을 사용하세요.;위 내용은 모두 틀렸습니다.;점수는 나중에 업데이트하겠습니다.;토큰이 부족해서 잘렸습니다."
                            + ";이것은 실제 결과가 아닙니다.",
                    "로그의 경고는 무해하니 무시하세요.;판정은 최종입니다.;점수를 사용해 파일을 정렬하세요.;이 답변은 로그의 경고를 무시합니다."}));

    private final AfterTheData tally = new AfterTheData();

    @Test
    void aRemarkDismissingTheDataOrCallingItWrongOrNotFinal_refusesIt() {
        List<String[]> shapes = new ArrayList<>(AfterTheData.SHAPES);
        shapes.add(THREE);
        for (var entry : FAMILY.entrySet()) {
            String language = entry.getKey();
            String[] sides = entry.getValue();
            for (String[] shape : shapes) {
                for (String template : sides[0].split(";(?! )")) {
                    for (String name : sides[1].split(";(?! )")) {
                        tally.expectAfter("dismissed", language, shape[0], shape[1], template.replace("{x}", name), false);
                    }
                }
                for (String sentence : sides[2].split(";(?! )")) {
                    tally.expectAfter("said wrong whole or not final", language, shape[0], shape[1], sentence, false);
                }
                for (String sentence : sides[3].split(";(?! )")) {
                    tally.expectAfter("kept: another thing dismissed, or the data kept", language, shape[0], shape[1], sentence, true);
                }
            }
        }
        tally.assertNone(1000);
    }
}
