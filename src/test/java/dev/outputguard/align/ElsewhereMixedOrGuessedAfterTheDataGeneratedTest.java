package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data saying it answers something else ({@code This is for a different file.}, {@code This
 * answers a different question.}), is from another time ({@code These are last week's results.}, {@code The score is
 * from the previous run.}), is mixed up ({@code I mixed up the two files.}, {@code The fields are swapped.}) or was
 * guessed ({@code I estimated the score.}, {@code Ik heb de score gegokt.}, {@code 分数是随便给的。}), generated in each
 * language's own sentences, subjects put in where the sentence names one, after a fenced and a bare JSON value of one
 * member and of three, in strict and repair mode: extract-json with {@code coerce} answers none of them. The same words
 * in plain remarks that keep the data (a comparison with an earlier run, a file covered as asked, a value computed and
 * not guessed, nothing mixed up, a question closing a chat) keep it. Counted per family and language.
 */
class ElsewhereMixedOrGuessedAfterTheDataGeneratedTest {

    /** Three members: the data the brief's family is written after. */
    private static final String SCHEMA = "{\"type\":\"object\",\"properties\":{\"verdict\":{\"type\":\"string\",\"enum\":[\"pass\",\"fail\"]},"
            + "\"score\":{\"type\":\"integer\"},\"ok\":{\"type\":\"boolean\"}},\"required\":[\"verdict\",\"score\",\"ok\"]}";
    private static final String DATA = "{\"verdict\": \"pass\", \"score\": 7, \"ok\": true}";

    /**
     * Per language: sentences saying the data is for another subject, {@code {x}} standing for each subject after
     * {@code |}; then, after {@code ||}, sentences of another time, of a mix-up, of a guess, and kept ones.
     */
    private static final Map<String, String[]> SENTENCES = Map.ofEntries(
            Map.entry("en", new String[] {
                "This is for a different {x}.;This answers a different {x}.;This belongs to another {x}.;That is the output for the wrong {x}."
                    + ";These values are for another {x}.;The answer above is for a different {x}.;I answered the wrong {x}.;The data comes from another {x}.",
                "file;question;input;request;task;PR;document;ticket",
                "These are last week's results.;The score is from the previous run.;This is from yesterday's run.;The values are from an earlier version."
                    + ";This data is from last week.;These results are from the previous day.;The answer is from the last run.;This is last month's data."
                    + ";The values are from an older build.;These are the results of the previous version.",
                "I mixed up the two files.;The fields are swapped.;The values are swapped.;I mixed up the inputs.;The two values contradict each other."
                    + ";I confused the two files.;The members got swapped.;The values are the wrong way round.;The verdict and the score contradict each other.",
                "I estimated the score.;I estimated the value.;I guessed the answer.;The value is a guess.;I picked the value arbitrarily."
                    + ";The value was chosen at random.;The value is arbitrary.;The value is estimated.;I guessed the score.",
                "The score compares this run with the previous run.;The verdict covers a different file than last time, as asked."
                    + ";The score is computed, not guessed.;Nothing was mixed up.;Both files were checked.;The score is higher than last week's."
                    + ";The value is the same as in the previous run.;The value changed since the previous version.;No fields were swapped."
                    + ";Let me know if you have any other questions.;The answer covers the file you sent."
                    + ";The verdict is different from the previous run.;I used the rubric from the task."}),
            Map.entry("de", new String[] {
                "Das ist für eine andere {x}.;Das stammt aus einer anderen {x}.;Die Werte gehören zu einer anderen {x}.;Das ist die Antwort für eine falsche {x}.",
                "Datei;Frage;Eingabe;Anfrage;Aufgabe",
                "Das sind die Ergebnisse der letzten Woche.;Der Wert stammt aus dem vorherigen Lauf.;Das ist von gestern.;Die Daten sind aus der Vorwoche."
                    + ";Die Werte stammen aus einer früheren Version.",
                "Ich habe die beiden Dateien verwechselt.;Die Felder sind vertauscht.;Die Werte widersprechen sich.;Ich habe die Eingaben durcheinandergebracht.",
                "Ich habe den Wert geschätzt.;Der Wert ist geraten.;Der Wert wurde willkürlich gewählt.;Den Wert habe ich mir ausgedacht.;Der Wert ist zufällig gewählt.",
                "Die Punktzahl ist berechnet.;Der Wert ist höher als letzte Woche.;Beide Dateien wurden geprüft.;Der Wert ist berechnet, nicht geschätzt."
                    + ";Der Wert vergleicht diesen Lauf mit dem vorherigen Lauf."}),
            Map.entry("fr", new String[] {
                "C'est pour un autre {x}.;Ces valeurs viennent d'un autre {x}.;La réponse est pour un {x} différent.",
                "fichier;document;ticket;test",
                "Ce sont les résultats de la semaine dernière.;La note vient de l'exécution précédente.;Ces données sont d'hier."
                    + ";Les valeurs proviennent d'une version antérieure.;Cela répond à une autre question.;C'est la sortie pour une autre entrée.",
                "J'ai confondu les deux fichiers.;Les champs sont inversés.;Les valeurs se contredisent.;J'ai mélangé les entrées.",
                "J'ai deviné la valeur.;La valeur est estimée.;J'ai choisi la valeur au hasard.;La valeur est arbitraire.;J'ai estimé la valeur au pif.",
                "La valeur est calculée, pas devinée.;La valeur est plus élevée que la semaine dernière.;Les deux fichiers ont été vérifiés."}),
            Map.entry("es", new String[] {
                "Esto es para otro {x}.;Los valores vienen de otro {x}.;La respuesta es para un {x} diferente.",
                "archivo;documento;ticket;proyecto",
                "Son los resultados de la semana pasada.;El valor es de la ejecución anterior.;Estos datos son de ayer.;Los valores vienen de una versión anterior."
                    + ";Esto responde a otra pregunta.;Es la salida para otra entrada.",
                "Confundí los dos archivos.;Los campos están intercambiados.;Los valores se contradicen.;Mezclé las entradas.",
                "Adiviné el valor.;El valor es estimado.;Elegí el valor al azar.;El valor es arbitrario.;Calculé el valor a ojo.",
                "El valor es más alto que la semana pasada.;Se revisaron ambos archivos.;El valor está calculado, no adivinado."}),
            Map.entry("it", new String[] {
                "Questo è per un altro {x}.;I valori vengono da un altro {x}.;La risposta è per un {x} diverso.",
                "file;documento;progetto;test",
                "Sono i risultati della settimana scorsa.;Il valore viene dall'esecuzione precedente.;Questi dati sono di ieri."
                    + ";I valori provengono da una versione precedente.;Questo risponde a un'altra domanda.;È l'output per un altro input.",
                "Ho confuso i due file.;I campi sono scambiati.;I valori si contraddicono.;Ho mescolato gli input.",
                "Ho indovinato il punteggio.;Ho indovinato il valore.;Il valore è stimato.;Ho scelto il valore a caso.;Il valore è arbitrario.;Ho stimato il valore a occhio.",
                "Il valore è più alto della settimana scorsa.;Entrambi i file sono stati controllati.;Il valore è calcolato, non indovinato."}),
            Map.entry("pt", new String[] {
                "Isto é para outro {x}.;Os valores vêm de outro {x}.;A resposta é para um {x} diferente.",
                "arquivo;documento;projeto;teste",
                "São os resultados da semana passada.;O valor é da execução anterior.;Estes dados são de ontem.;Os valores vêm de uma versão anterior."
                    + ";Isto responde a outra pergunta.;É a saída para outra entrada.",
                "Confundi os dois arquivos.;Os campos estão trocados.;Os valores se contradizem.;Misturei as entradas.",
                "Eu chutei a pontuação.;Eu chutei o valor.;O valor é estimado.;Escolhi o valor aleatoriamente.;O valor é arbitrário.;Adivinhei o valor.",
                "O valor é mais alto que na semana passada.;Os dois arquivos foram verificados.;O valor é calculado, não chutado."}),
            Map.entry("nl", new String[] {
                "Dit is voor een ander {x}.;De waarden komen uit een ander {x}.;Het antwoord hoort bij een ander {x}.",
                "bestand;document;project;ticket",
                "Dit zijn de resultaten van vorige week.;De waarde komt uit de vorige run.;Deze gegevens zijn van gisteren.;De waarden komen uit een eerdere versie."
                    + ";Dit beantwoordt een andere vraag.;Dit is de uitvoer voor een andere invoer.",
                "Ik heb de twee bestanden door elkaar gehaald.;De velden zijn verwisseld.;De waarden spreken elkaar tegen.;Ik heb de invoer verward.",
                "Ik heb de score gegokt.;Ik heb de waarde gegokt.;De waarde is geschat.;Ik heb de waarde willekeurig gekozen.;De waarde is geraden.",
                "De waarde is hoger dan vorige week.;Beide bestanden zijn gecontroleerd.;De waarde is berekend, niet gegokt."}),
            Map.entry("tr", new String[] {
                "Bu farklı bir {x} için.;Bu başka bir {x} için.;Değerler başka bir {x} için.",
                "dosya;soru;girdi;istek;görev",
                "Bunlar geçen haftanın sonuçları.;Değer önceki çalıştırmadan.;Bu veriler dünkü sonuçlar.;Değerler eski bir sürümden.",
                "İki dosyayı karıştırdım.;Alanların yerleri değişmiş.;Değerler birbiriyle çelişiyor.;Girdileri karıştırdım.",
                "Değeri tahmin ettim.;Değer rastgele seçildi.;Değeri kafadan yazdım.;Değeri salladım.;Değer tahmini.",
                "Değer geçen haftakinden daha yüksek.;İki dosya da kontrol edildi."}),
            Map.entry("ja", new String[] {
                "これは別の{x}の結果です。;これは他の{x}への回答です。;値は違う{x}のものです。",
                "ファイル;質問;入力;リクエスト;タスク",
                "これは先週の結果です。;値は前回の実行のものです。;このデータは昨日のものです。;値は以前のバージョンのものです。",
                "2つのファイルを取り違えました。;フィールドが入れ替わっています。;値が矛盾しています。;入力を混同しました。",
                "スコアは適当に付けました。;値は適当に付けました。;値は推測です。;値は推定です。;値は勘で決めました。;値は当てずっぽうです。",
                "スコアは計算値です。;値は先週より高いです。;両方のファイルを確認しました。;値は前回の実行と比較しています。;他に質問があれば教えてください。"}),
            Map.entry("zh", new String[] {
                "这是另一个{x}的结果。;这是其他{x}的答案。;这些值属于不同的{x}。",
                "文件;问题;输入;请求;任务",
                "这是上周的结果。;这个值来自上一次运行。;这些数据是昨天的结果。;值来自以前的版本。",
                "我把两个文件搞混了。;字段颠倒了。;这些值相互矛盾。;我把输入弄混了。",
                "分数是随便给的。;这个值是随便给的。;这个值是我猜的。;这个值是估计的。;这个值是拍脑袋定的。;这个值是随意选的。",
                "两个文件都检查过了。;这个值是计算出来的。;如果你有其他问题，请告诉我。"}),
            Map.entry("ko", new String[] {
                "이것은 다른 {x}의 결과입니다.;값은 다른 {x}에 대한 것입니다.",
                "파일;질문;입력;요청;작업",
                "이것은 지난주 결과입니다.;값은 이전 실행의 결과입니다.;이 데이터는 어제 결과입니다.;값은 이전 버전의 데이터입니다.",
                "두 파일을 혼동했습니다.;필드가 뒤바뀌었습니다.;값이 서로 모순됩니다.;입력을 섞었습니다.",
                "값은 추측입니다.;값은 대충 정했습니다.;값은 임의로 정했습니다.;값은 추정치입니다.;값은 짐작으로 적었습니다.",
                "점수는 지난주보다 높습니다.;두 파일 모두 확인했습니다.;값은 계산된 것입니다.;다른 질문이 있으면 알려 주세요."}));

    private static final String[] FAMILIES = {"another subject", "another time", "mixed up", "guessed"};

    private final AfterTheData tally = new AfterTheData();

    @Test
    void aRemarkSayingTheDataAnswersSomethingElseIsOfAnotherTimeMixedUpOrGuessed_refusesIt() {
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            String[] s = entry.getValue();
            for (String template : s[0].split(";")) {
                for (String subject : s[1].split(";")) {
                    say(FAMILIES[0], language, template.replace("{x}", subject), false);
                }
            }
            for (int f = 1; f < 4; f++) {
                for (String sentence : s[f + 1].split(";")) {
                    say(FAMILIES[f], language, sentence, false);
                }
            }
            for (String sentence : s[5].split(";")) {
                say("kept: a comparison, a scope as asked, a value computed, nothing mixed up", language, sentence, true);
            }
        }
        tally.assertNone(3000);
    }

    private void say(String family, String language, String sentence, boolean kept) {
        tally.expect(family, language, sentence, kept);
        tally.expectAfter(family, language, SCHEMA, DATA, sentence, kept);
    }
}
