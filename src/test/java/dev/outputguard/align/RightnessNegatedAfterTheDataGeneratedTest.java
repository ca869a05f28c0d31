package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data saying it is not right: a word of rightness negated after it ({@code Das stimmt nicht.},
 * {@code Dat klopt niet.}, {@code Doğru değil.}, {@code 正しくありません。}, {@code 맞지 않습니다.}) or before it
 * ({@code The score is not correct.}, {@code La note n'est pas juste.}, {@code A pontuação não está certa.},
 * {@code 分数不正确。}), generated over each language's subjects, words of rightness and ways of negating them, after
 * the data of several shapes, fenced and bare, in strict and repair mode: extract-json with {@code coerce} answers
 * none of them. The keep side: the same sentences with no negation ({@code The score is correct.}), or with a negation
 * that speaks of something else ({@code The score is correct, not wrong.}, {@code Not bad: the score is correct.}).
 * Counted per side and language.
 */
class RightnessNegatedAfterTheDataGeneratedTest {

    /** A score, and a verdict with a score and a flag. */
    private static final List<String[]> SHAPES = List.of(
            new String[] {"{\"type\":\"object\",\"properties\":{\"score\":{\"type\":\"integer\"}},\"required\":[\"score\"]}",
                    "{\"score\": 7}"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"verdict\":{\"type\":\"string\",\"enum\":[\"pass\",\"fail\"]},"
                    + "\"score\":{\"type\":\"integer\"}},\"required\":[\"verdict\",\"score\"]}", "{\"verdict\": \"pass\", \"score\": 7}"});

    /**
     * Per language: subjects ({@code {s}}), words of rightness ({@code {r}}), sentences negating them, then sentences
     * that keep the data with the same words.
     */
    private static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {"The score;The result;The data;This value", "right;correct;accurate;true;precise",
                    "{s} is not {r}.;{s} isn't {r}.;{s} is not quite {r}.;Not {r} at all.",
                    "{s} is {r}.;{s} is {r}, not wrong.;Not bad: {s} is {r}."}),
            Map.entry("de", new String[] {"Die Punktzahl;Das Ergebnis;Der Wert", "richtig;korrekt;zutreffend;genau",
                    "{s} ist nicht {r}.;{s} ist so nicht {r}.", "{s} ist {r}.;{s} ist {r}, nicht falsch."}),
            Map.entry("fr", new String[] {"La note;Le résultat;La valeur", "juste;correct;exact;précis;vrai",
                    "{s} n'est pas {r}.;{s} n'est pas du tout {r}.", "{s} est {r}.;{s} est {r}, pas faux."}),
            Map.entry("es", new String[] {"La puntuación;El resultado;El valor", "correcto;exacto;cierto;preciso",
                    "{s} no es {r}.;{s} no está {r}.", "{s} es {r}.;{s} es {r}, no incorrecto."}),
            Map.entry("it", new String[] {"Il punteggio;Il risultato;Il valore", "giusto;corretto;esatto;preciso;vero",
                    "{s} non è {r}.", "{s} è {r}.;{s} è {r}, non sbagliato."}),
            Map.entry("pt", new String[] {"A pontuação;O resultado;O valor", "certo;correto;exato;preciso",
                    "{s} não está {r}.;{s} não é {r}.", "{s} está {r}.;{s} é {r}, não errado."}),
            Map.entry("nl", new String[] {"De score;Het resultaat;De waarde", "juist;correct;goed;precies;nauwkeurig",
                    "{s} is niet {r}.;{s} is helemaal niet {r}.", "{s} is {r}.;{s} is {r}, niet fout."}),
            Map.entry("tr", new String[] {"Verilen puan;Bu sonuç;Bu değer", "doğru;kesin;isabetli", "{s} {r} değil.",
                    "{s} tamamen {r}.;{s} kesinlikle {r}."}),
            Map.entry("ja", new String[] {"スコアは;この結果は;この値は", "正しく;合って", "{s}{r}ありません。;{s}{r}ないです。;{s}{r}いません。",
                    "{s}正しいです。;{s}合っています。"}),
            Map.entry("zh", new String[] {"分数;这个结果;这个值", "正确;准确;对", "{s}不{r}。;{s}并不{r}。", "{s}是完全{r}的。"}),
            Map.entry("ko", new String[] {"점수는;이 결과는;이 값은", "맞지;정확하지;옳지", "{s} {r} 않습니다.;{s} {r} 않아요.",
                    "{s} 맞습니다.;{s} 정확합니다."}));

    @Test
    void aWordOfRightnessNegated_refusesTheData_andOneNotNegatedKeepsIt() {
        AfterTheData tally = new AfterTheData();
        SAID.forEach((language, said) -> {
            for (String subject : said[0].split(";")) {
                for (String right : said[1].split(";")) {
                    for (String template : said[2].split(";")) {
                        expect(tally, "refused: rightness negated", language, template, subject, right, false);
                    }
                    for (String template : said[3].split(";")) {
                        expect(tally, "kept: rightness plain", language, template, subject, right, true);
                    }
                }
            }
        });
        tally.assertNone(1000);
    }

    private static void expect(AfterTheData tally, String family, String language, String template, String subject,
            String right, boolean kept) {
        String sentence = template.replace("{s}", subject).replace("{r}", right);
        SHAPES.forEach(s -> tally.expectAfter(family, language, s[0], s[1], sentence, kept));
    }
}
