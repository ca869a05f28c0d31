package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data stating the scale or range its number is read on ({@code The score is out of 10.},
 * {@code The score uses a 10-point scale.}, {@code 满分是10分。}, {@code Puan 10 üzerinden.}, {@code 分数范围是0到10。}),
 * generated in each language's own sentences, the member named in each language's word where the sentence names it,
 * with scales and ranges the data's number lies on, after a fenced and a bare JSON value of three members and of one,
 * in strict and repair mode: extract-json with {@code coerce} answers all of them. A remark stating another value of
 * the member ({@code The score is 10.}) and a scale the data's number does not lie on ({@code The score is out of 5.}
 * after 7: the data contradicts its own scale) are refused. Counted per side and language.
 */
class ScaleOfANumberAfterTheDataGeneratedTest {

    /** Three members, a score of 7; and one, a rating of 4: the schema, the data, its number, the member's key. */
    private static final List<String[]> SHAPES = List.of(
            new String[] {"{\"type\":\"object\",\"properties\":{\"verdict\":{\"type\":\"string\",\"enum\":[\"pass\",\"fail\"]},"
                    + "\"score\":{\"type\":\"integer\"},\"ok\":{\"type\":\"boolean\"}},\"required\":[\"verdict\",\"score\",\"ok\"]}",
                    "{\"verdict\": \"pass\", \"score\": 7, \"ok\": true}", "7", "score"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"rating\":{\"type\":\"integer\"}},\"required\":[\"rating\"]}",
                    "{\"rating\": 4}", "4", "rating"});

    /** Per shape: tops its number lies on; ranges {low, high} it lies on; a top it does not lie on. */
    private static final String[][] TOPS = {{"10", "100", "7"}, {"5", "10", "4"}};
    private static final String[][][] RANGES = {{{"0", "10"}, {"1", "10"}, {"0", "100"}}, {{"1", "5"}, {"0", "10"}, {"1", "4"}}};
    private static final String[] TOO_LOW = {"5", "3"};

    /**
     * Per language: the words for a score and a rating; sentences of a top ({@code {x}} the member, {@code {n}} the
     * top); sentences of a range ({@code {m}} its low end); sentences stating another value ({@code {n}} it).
     */
    private static final Map<String, String[]> SENTENCES = Map.ofEntries(
            Map.entry("en", new String[] {"score;rating",
                "The {x} is out of {n}.;The {x} uses a {n}-point scale.;The {x} is on a {n}-point scale.;Note: the {x} is out of {n}."
                    + ";The {x} is given out of {n}.;{X} out of {n}.;The {x} is on a {n} point scale.;The {x} is on a scale of {n}."
                    + ";The {x} is out of a maximum of {n}.",
                "The {x} is on a scale of {m}–{n}.;The {x} is on a scale of {m} to {n}.;The {x} range is {m}-{n}.;The {x} is between {m} and {n}."
                    + ";{X}s range from {m} to {n}.;The {x} uses a {m}–{n} scale.",
                "The {x} is {n}.;Actually the {x} is {n}.;The correct {x} is {n}.;The {x} is out of {n}, roughly."
                    + ";The {x} is out of {n}, approximately.;The {x} is out of {n} (roughly)."}),
            Map.entry("de", new String[] {"Punktzahl;Bewertung",
                "Die {x} ist von maximal {n}.;Die {x} nutzt eine {n}-Punkte-Skala.;Die {x} ist von {n} möglichen Punkten.;Die {x} hat maximal {n} Punkte."
                    + ";Die {x} steht auf einer Skala bis {n}.",
                "Die {x} ist auf einer Skala von {m} bis {n}.;Die {x} liegt zwischen {m} und {n}.;Die {x} reicht von {m} bis {n}.;Die Skala der {x} ist {m}–{n}.",
                ""}),
            Map.entry("fr", new String[] {"note;évaluation",
                "La {x} est sur {n}.;La {x} est notée sur {n}.;La {x} est sur une échelle de {n}.;La {x} est sur {n} points.",
                "La {x} est sur une échelle de {m} à {n}.;La {x} va de {m} à {n}.;La {x} est entre {m} et {n}.;L'échelle de la {x} est {m}–{n}.",
                ""}),
            Map.entry("es", new String[] {"puntuación;valoración",
                "La {x} es sobre {n}.;La {x} está sobre {n} puntos.;La {x} usa una escala de {n}.;La {x} tiene un máximo de {n}.",
                "La {x} va de {m} a {n}.;La {x} está en una escala de {m} a {n}.;La {x} está entre {m} y {n}.;El rango de la {x} es {m}–{n}.",
                ""}),
            Map.entry("it", new String[] {"punteggio;valutazione",
                "Il {x} è su {n}.;Il {x} è espresso su {n}.;Il {x} è su una scala di {n}.;Il {x} è su {n} punti.",
                "Il {x} va da {m} a {n}.;Il {x} è su una scala da {m} a {n}.;Il {x} è tra {m} e {n}.;L'intervallo del {x} è {m}–{n}.",
                ""}),
            Map.entry("pt", new String[] {"pontuação;avaliação",
                "A {x} é sobre {n}.;A {x} usa uma escala de {n}.;A {x} tem um máximo de {n}.;A {x} é sobre {n} pontos.",
                "A {x} vai de {m} a {n}.;A {x} está numa escala de {m} a {n}.;A {x} está entre {m} e {n}.;O intervalo da {x} é {m}–{n}.",
                ""}),
            Map.entry("nl", new String[] {"score;beoordeling",
                "De {x} is op een schaal van {n}.;De {x} is op een {n}-puntsschaal.;De {x} gebruikt een {n}-puntsschaal.;De {x} is maximaal {n}.",
                "De {x} is op een schaal van {m} tot {n}.;De {x} loopt van {m} tot {n}.;De {x} ligt tussen {m} en {n}.;Het bereik van de {x} is {m}–{n}.",
                "De {x} is {n}.;De {x} is eigenlijk {n}."}),
            Map.entry("tr", new String[] {"puan;değerlendirme",
                "{X} {n} üzerinden.;{X} {n} üzerindendir.;{X} {n} puan üzerinden verildi.;{X} {n} puanlık ölçekte.",
                "{X} {m}-{n} ölçeğinde.;{X} {m} ile {n} arasında.;{X} {m} ile {n} arasındadır.;{X} aralığı {m}–{n}.",
                ""}),
            Map.entry("ja", new String[] {"スコア;評価",
                "{x}は{n}点満点です。;{x}は{n}点満点。;{x}の満点は{n}点です。;{x}は{n}段階です。",
                "{x}は{m}から{n}の範囲です。;{x}の範囲は{m}〜{n}です。;{x}は{m}～{n}の範囲です。;{x}の範囲は{m}から{n}です。",
                "{x}は{n}です。"}),
            Map.entry("zh", new String[] {"分数;评分",
                "满分是{n}分。;{x}满分{n}分。;{x}的满分是{n}分。;{x}满分为{n}分。;{x}采用{n}分制。;{x}是{n}分制。",
                "{x}范围是{m}到{n}。;{x}的范围是{m}到{n}。;{x}在{m}到{n}之间。;{x}的区间是{m}至{n}。",
                ""}),
            Map.entry("ko", new String[] {"점수;평점",
                "{x}는 {n}점 만점입니다.;{x}는 {n}점 만점.;{x}의 만점은 {n}점입니다.;{x}는 {n}점 척도입니다.",
                "{x}는 {m}에서 {n} 사이입니다.;{x}의 범위는 {m}~{n}입니다.;{x} 범위는 {m}에서 {n}입니다.",
                ""}));

    @Test
    void aRemarkStatingTheScaleOrRangeOfTheDatasNumberKeepsIt_oneStatingAnotherValueOrAScaleItDoesNotFitDoesNot() {
        AfterTheData tally = new AfterTheData();
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            String[] s = entry.getValue();
            String[] words = s[0].split(";");
            for (int k = 0; k < SHAPES.size(); k++) {
                String[] shape = SHAPES.get(k);
                String word = words[k];
                for (String template : s[1].split(";")) {
                    for (String top : TOPS[k]) {
                        say(tally, "kept: a scale it lies on", language, shape, template, word, "", top, true);
                    }
                    say(tally, "refused: a scale it does not lie on", language, shape, template, word, "", TOO_LOW[k], false);
                }
                for (String template : s[2].split(";")) {
                    for (String[] range : RANGES[k]) {
                        say(tally, "kept: a range it lies on", language, shape, template, word, range[0], range[1], true);
                    }
                }
                // Another value stated of the member under a word other than its key (De beoordeling is 3. beside
                // "rating") is read by no reading here, before this one or now: only the key's own word and Japanese's.
                boolean named = word.equals(shape[3]) || language.equals("ja");
                for (String template : s[3].isEmpty() || !named ? new String[0] : s[3].split(";")) {
                    say(tally, "refused: another value", language, shape, template, word, "", TOO_LOW[k], false);
                    say(tally, "refused: another value", language, shape, template, word, "", TOPS[k][0], false);
                }
            }
        }
        tally.assertNone(0);
    }

    private static void say(AfterTheData tally, String family, String language, String[] shape, String template, String word,
            String low, String high, boolean kept) {
        String sentence = template.replace("{X}", Character.toUpperCase(word.charAt(0)) + word.substring(1)).replace("{x}", word)
                .replace("{m}", low).replace("{n}", high);
        tally.expectAfter(family, language, shape[0], shape[1], sentence, kept);
    }
}
