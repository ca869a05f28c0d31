package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.function.InProcessFunctions;

/**
 * A remark after the data stating a number none of the data's numbers is, by a word that states a value, under any
 * name ({@code Die Punktzahl ist 10.}, {@code La note est 10.}, {@code The value is 10.}, {@code 分数是10。},
 * {@code 점수는 10입니다.}), or the data's number changed to another ({@code The score went from 7 to 10.}), generated in
 * each language after a fenced and a bare JSON value (three members with a score, one integer, one rating), in strict and
 * repair mode: extract-json with {@code coerce} refuses all of them, as which of the two numbers the reply asserts
 * nobody can tell. The same sentences stating the data's own number, a count said by another verb ({@code I reviewed
 * 3 files.}) and the scale the number lies on keep it (except where other readings refuse them: a correct answer
 * named, Chinese's short sentence of a value, Japanese's naming a thing the data does not hold, a Spanish or
 * Portuguese count). Counted per side and language.
 */
class OtherNumberStatedAfterTheDataGeneratedTest {

    /** Schemas, the data a reply writes for them, and its number. */
    private static final List<String[]> SHAPES = List.of(
            new String[] {"{\"type\":\"object\",\"properties\":{\"verdict\":{\"type\":\"string\",\"enum\":[\"pass\",\"fail\"]},"
                    + "\"score\":{\"type\":\"integer\"},\"ok\":{\"type\":\"boolean\"}},\"required\":[\"verdict\",\"score\",\"ok\"]}",
                    "{\"verdict\": \"pass\", \"score\": 7, \"ok\": true}", "7"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"answer\":{\"type\":\"integer\"}},\"required\":[\"answer\"]}",
                    "{\"answer\": 5}", "5"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"rating\":{\"type\":\"integer\"}},\"required\":[\"rating\"]}",
                    "{\"rating\": 4}", "4"});

    /** Per language: sentences stating a number {@code {n}}; sentences the data's number keeps (no {@code {n}}). */
    private static final Map<String, String[]> SENTENCES = Map.ofEntries(
            Map.entry("en", new String[] {"The score is {n}.;The value is {n}.;The result is {n}.;Actually, it is {n}."
                    + ";The correct answer is {n}.;The score went from {v} to {n}.;It changed from {v} to {n}.",
                "I reviewed 3 files.;The file has 200 lines.;The score is out of 10.;Checked against 12 cases."}),
            Map.entry("de", new String[] {"Die Punktzahl ist {n}.;Der Wert ist {n}.;Das Ergebnis ist {n}.;Die richtige Antwort ist {n}.",
                "Ich habe 3 Dateien geprüft.;Die Punktzahl ist von maximal 10."}),
            Map.entry("fr", new String[] {"La note est {n}.;La valeur est {n}.;Le résultat est {n}.;La bonne réponse est {n}.",
                "J'ai vérifié 3 fichiers.;La note est sur 10."}),
            Map.entry("es", new String[] {"La puntuación es {n}.;El valor es {n}.;El resultado es {n}.;La respuesta correcta es {n}.",
                ""}),
            Map.entry("it", new String[] {"Il punteggio è {n}.;Il valore è {n}.;Il risultato è {n}.", "Ho controllato 3 file."}),
            Map.entry("pt", new String[] {"A pontuação é {n}.;O valor é {n}.;O resultado é {n}.", ""}),
            Map.entry("nl", new String[] {"De beoordeling is {n}.;De waarde is {n}.;Het resultaat is {n}.", "Ik heb 3 bestanden gecontroleerd."}),
            Map.entry("ja", new String[] {"スコアは{n}です。;値は{n}です。;結果は{n}です。;正しい答えは{n}です。", "3件のファイルを確認しました。"}),
            Map.entry("zh", new String[] {"分数是{n}。;值是{n}。;结果是{n}。;正确答案是{n}。", "我检查了3个文件。"}),
            Map.entry("ko", new String[] {"점수는 {n}입니다.;값은 {n}입니다.;결과는 {n}입니다.", "파일 3개를 확인했습니다."}));

    /** A sentence naming the correct answer: refused whatever its number, by the reading of a member said wrong. */
    private static final java.util.regex.Pattern CORRECTED = java.util.regex.Pattern.compile("correct|richtige|bonne|correcta|正しい|正确");

    @Test
    void anotherNumberStatedAfterTheData_isRefusedInEveryLanguage_andTheDataOwnNumberKeepsIt() {
        AfterTheData tally = new AfterTheData();
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            String[] s = entry.getValue();
            for (String[] shape : SHAPES) {
                int v = Integer.parseInt(shape[2]);
                for (String template : s[0].split(";")) {
                    for (int other : new int[] {v + 3, v * 10}) {
                        tally.expectAfter("refused: another number stated", language, shape[0], shape[1],
                                template.replace("{v}", shape[2]).replace("{n}", String.valueOf(other)), false);
                    }
                    // (A correct answer named, and Chinese's short sentence of a value, are refused by other readings.)
                    if (!template.contains("{v}") && !CORRECTED.matcher(template).find() && !language.equals("zh")
                            && !language.equals("ja")) {
                        tally.expectAfter("kept: its own number stated", language, shape[0], shape[1],
                                template.replace("{n}", shape[2]), true);
                    }
                }
                for (String sentence : s[1].isEmpty() ? new String[0] : s[1].split(";")) {
                    tally.expectAfter("kept: a count by another verb, or the scale", language, shape[0], shape[1], sentence, true);
                }
            }
        }
        tally.assertNone(500);
    }

    /**
     * A number with more than one point (a version's, {@code 1.2.3}) stated after the data, or at an end of a change or
     * a scale, is read as a number up to its second point: the reply is refused as any other number stated is, never
     * a failure of the reading.
     */
    @Test
    void aVersionStatedAfterTheData_isRefused_notAFailure() {
        InProcessFunctions functions = new InProcessFunctions();
        String[] shape = SHAPES.get(0);
        for (String remark : List.of("The version is 1.2.3.", "It went from 7 to 1.2.3.", "The score is out of 1.2.3.",
                "Scores range from 0 to 1.2.3.", "Die Version ist 1.2.3.")) {
            for (String mode : List.of("strict", "repair")) {
                assertNull(functions.coerced(shape[1] + "\n\n" + remark, shape[0], mode), remark + " (" + mode + ")");
            }
        }
    }
}
