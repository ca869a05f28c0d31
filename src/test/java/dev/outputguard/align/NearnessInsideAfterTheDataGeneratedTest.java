package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;

/**
 * A remark after the data whose sentence says it is only near right, a word of nearness inside it: beside a word saying
 * it is right ({@code The score is roughly right.}, {@code Das stimmt ungefähr.}, {@code スコアはだいたい合っています。}),
 * beside the scale the data is read on ({@code Roughly out of 10.}, {@code Out of 10 roughly.}), or an "at least" that
 * concedes closing it ({@code Aquí está, al menos.}). Each language's words of nearness (each one the lexicon lists)
 * in each language's sentences, after JSON data of several shapes, fenced and bare, in strict and repair mode:
 * extract-json with {@code coerce} refuses all of them. The keep side: the same words speaking of something else
 * ({@code This is a note about the score.}, {@code The test took about 3 seconds.}), a plain word of rightness
 * ({@code The score is correct.}) and plain remarks ({@code The score is 7.}); a word of rightness negated, asked or
 * hedged is refused ({@code Das stimmt nicht.}, {@code Ce n'est pas exact.}, {@code 正しくないです。}, {@code Right?}).
 * Counted per side and language.
 */
class NearnessInsideAfterTheDataGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();

    /** A score, and a verdict with a score and a flag: data holding the number 7, which lies on a scale of 10. */
    private static final List<String[]> SCORED = List.of(
            new String[] {"{\"type\":\"object\",\"properties\":{\"score\":{\"type\":\"integer\"}},\"required\":[\"score\"]}",
                    "{\"score\": 7}"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"verdict\":{\"type\":\"string\"},\"score\":{\"type\":\"integer\"},"
                    + "\"ok\":{\"type\":\"boolean\"}},\"required\":[\"verdict\",\"score\",\"ok\"]}",
                    "{\"verdict\": \"pass\", \"score\": 7, \"ok\": true}"});

    /** Per language: words of nearness that say how near a thing is (each listed by the lexicon). */
    private static final Map<String, String> NEAR = Map.ofEntries(
            Map.entry("en", "about;roughly;approximately;nearly;almost;more or less;pretty much;just about;not quite"),
            Map.entry("de", "ungefähr;etwa;circa;fast;beinahe;mehr oder weniger;nahezu;so gut wie;näherungsweise"),
            Map.entry("fr", "à peu près;presque;quasiment;plus ou moins;grosso modo;approximativement"),
            Map.entry("es", "aproximadamente;casi;más o menos;prácticamente"),
            Map.entry("it", "quasi;pressappoco;approssimativamente;praticamente;circa"),
            Map.entry("pt", "aproximadamente;quase;mais ou menos;praticamente"),
            Map.entry("nl", "ongeveer;bijna;vrijwel;nagenoeg;bij benadering;circa"),
            Map.entry("tr", "yaklaşık;aşağı yukarı;neredeyse;hemen hemen"),
            Map.entry("ja", "ほぼ;およそ;ほとんど;だいたい;大体;おおむね;概ね"),
            Map.entry("zh", "差不多;几乎;大约;接近;大致;基本上"),
            Map.entry("ko", "거의;대략;얼추;대체로"));

    /**
     * Per language: sentences saying the data is near right, {n} the word of nearness and {r} a word of rightness; then
     * those words of rightness; then the sentences a word of nearness closes ({@code Das stimmt ungefähr.}).
     */
    private static final Map<String, String[]> NEAR_RIGHT = Map.ofEntries(
            Map.entry("en", new String[] {"The score is {n} {r}.;This is {n} {r}.;That looks {n} {r}.;The data is {n} {r}.",
                    "right;correct;accurate", ""}),
            Map.entry("de", new String[] {"Die Punktzahl ist {n} {r}.;Das ist {n} {r}.;Die Daten sind {n} {r}.",
                    "richtig;korrekt;zutreffend", "Das stimmt {n}.;Die Werte stimmen {n}."}),
            Map.entry("fr", new String[] {"La note est {n} {r}.;C'est {n} {r}.;Les données sont {n} {r}.",
                    "juste;correct;exact", ""}),
            Map.entry("es", new String[] {"La puntuación es {n} {r}.;Esto es {n} {r}.;El resultado es {n} {r}.",
                    "correcto;exacto", ""}),
            Map.entry("it", new String[] {"Il punteggio è {n} {r}.;Questo è {n} {r}.;Il risultato è {n} {r}.",
                    "giusto;corretto;esatto", ""}),
            Map.entry("pt", new String[] {"A pontuação está {n} {r}.;Isto está {n} {r}.;O resultado está {n} {r}.",
                    "certo;correto;exato", ""}),
            Map.entry("nl", new String[] {"De score is {n} {r}.;Dit is {n} {r}.;De gegevens zijn {n} {r}.",
                    "juist;correct;goed", "Het klopt {n}.;Dat klopt {n}."}),
            Map.entry("tr", new String[] {"Puan {n} {r}.;Bu {n} {r}.;Sonuç {n} {r}.", "doğru;doğrudur", ""}),
            Map.entry("ja", new String[] {"スコアは{n}{r}。;これは{n}{r}。;結果は{n}{r}。", "合っています;正しいです;正確です", ""}),
            Map.entry("zh", new String[] {"分数{n}{r}。;结果{n}是{r}的。;这个{n}{r}。", "正确;对;准确", ""}),
            Map.entry("ko", new String[] {"점수는 {n} {r}.;이 값은 {n} {r}.;결과는 {n} {r}.", "맞습니다;정확합니다", ""}));

    /** Per language: the data's scale named ({@code out of 10}), a word of nearness before it or after it. */
    private static final Map<String, String> SCALE = Map.ofEntries(
            Map.entry("en", "out of 10"), Map.entry("de", "Skala bis 10"), Map.entry("fr", "sur 10"),
            Map.entry("es", "sobre 10"), Map.entry("it", "su 10"), Map.entry("pt", "sobre 10"),
            Map.entry("nl", "schaal van 10"), Map.entry("tr", "10 üzerinden"), Map.entry("ja", "10点満点"),
            Map.entry("zh", "满分10分"), Map.entry("ko", "10점 만점"));

    /**
     * Per language: the data's own number stated as near, {n} the word of nearness ({@code The score is about 7.}).
     * Turkish writes no stating word before the number ({@code Puan yaklaşık 7.}): left out.
     */
    private static final Map<String, String> NEAR_NUMBER = Map.ofEntries(
            Map.entry("en", "The score is {n} 7."), Map.entry("de", "Die Punktzahl ist {n} 7."),
            Map.entry("fr", "La note est {n} 7."), Map.entry("es", "La puntuación es {n} 7."),
            Map.entry("it", "Il punteggio è {n} 7."), Map.entry("pt", "A pontuação é {n} 7."),
            Map.entry("nl", "De score is {n} 7."), Map.entry("ja", "スコアは{n}7です。"),
            Map.entry("zh", "分数是{n}7。"), Map.entry("ko", "점수는 {n} 7입니다."));

    /** Per language: an "at least" that concedes, and short leads it closes after a comma. */
    private static final Map<String, String[]> CONCESSION = Map.ofEntries(
            Map.entry("en", new String[] {"at least", "Here it is;That is the result;Done"}),
            Map.entry("fr", new String[] {"au moins", "Voilà;C'est le résultat;Le voici"}),
            Map.entry("es", new String[] {"al menos", "Aquí está;Aquí tienes;Ese es el resultado;Listo"}),
            Map.entry("it", new String[] {"almeno", "Ecco;Ecco il risultato;Fatto"}),
            Map.entry("pt", new String[] {"pelo menos", "Aqui está;Aqui tem;Esse é o resultado;Pronto"}),
            Map.entry("nl", new String[] {"ten minste", "Hier is het;Dit is het resultaat;Klaar"}));

    /**
     * Per language, remarks that keep the data: a plain word of rightness, a word of nearness speaking of something
     * else or as a preposition, plain remarks stating the data's own number or its range. Each of four words or more:
     * a shorter line none of whose words keeps a value is read fail-closed whatever it says ({@code Das stimmt.}).
     */
    private static final Map<String, String> KEEP = Map.ofEntries(
            Map.entry("en", "The score is right.;The score is correct.;The score is exactly right.;This is a note about the score."
                    + ";About the score: it is final.;The test took about 3 seconds.;I am sure about the score.;The score is 7."
                    + ";Scores range from 0 to 10.;The score is out of 10.;That is right about the score."),
            Map.entry("de", "Die Punktzahl ist richtig.;Die Werte stimmen mit der Quelle überein.;Eine Notiz über die Punktzahl.;Die Punktzahl ist 7."
                    + ";Der Test dauerte etwa 3 Sekunden."),
            Map.entry("fr", "La note est juste.;La valeur est exacte.;Une remarque à propos de la note.;La note est 7."
                    + ";Le test a pris environ 3 secondes."),
            Map.entry("es", "La puntuación es correcta.;El valor es exacto.;Una nota sobre la puntuación.;La puntuación es 7."),
            Map.entry("it", "Il punteggio è giusto.;Il valore è corretto.;Una nota sul punteggio.;Il punteggio è 7."),
            Map.entry("pt", "A pontuação está certa.;O valor está correto.;Uma nota sobre a pontuação.;A pontuação é 7."),
            Map.entry("nl", "De score is juist.;De waarde klopt met de bron.;Een opmerking over de score.;De score is 7."),
            Map.entry("tr", "Bu puan tamamen doğru.;Verilen puan kesinlikle doğrudur.;Puan 7."),
            Map.entry("ja", "スコアは合っています。;これは正しいです。;以上が結果です。"),
            Map.entry("zh", "这个分数是完全正确的。;以上正确，可以直接使用。;以上是正确的结果。"),
            Map.entry("ko", "점수는 맞습니다.;이 값은 정확합니다.;점수는 7입니다."));

    /** Per language, short lines of rightness taken back: negated, asked, hedged (refused, as the kept ones are not). */
    private static final Map<String, String> RIGHT_TAKEN_BACK = Map.ofEntries(
            Map.entry("en", "Not right.;Not correct.;Right?;Correct, maybe.;Probably right."),
            Map.entry("de", "Das stimmt nicht.;Stimmt das?;Nicht richtig.;Vielleicht richtig."),
            Map.entry("fr", "Ce n'est pas exact.;C'est exact ?;Pas juste.;Peut-être exact."),
            Map.entry("es", "No es correcto.;¿Es correcto?;Quizás correcto."),
            Map.entry("it", "Non è giusto.;È giusto?;Forse giusto."),
            Map.entry("pt", "Não está certo.;Está certo?;Talvez correto."),
            Map.entry("nl", "Dat klopt niet.;Klopt dat?;Misschien juist."),
            Map.entry("tr", "Doğru değil.;Doğru mu?"),
            Map.entry("ja", "正しくないです。;合っていますか？;たぶん正しいです。"),
            Map.entry("zh", "不正确。;正确吗？;可能正确。"),
            Map.entry("ko", "맞지 않습니다.;맞습니까?;아마 맞습니다."));

    @Test
    void aWordOfNearnessInsideARemarkSayingTheDataIsNearOnly_refusesIt_andOneSpeakingOfSomethingElseKeepsIt() {
        AfterTheData tally = new AfterTheData();
        List<String[]> shapes = new ArrayList<>(SCORED);
        AfterTheData.SHAPES.forEach(s -> shapes.add(new String[] {s[0], s[1]}));
        for (var entry : NEAR.entrySet()) {
            String language = entry.getKey();
            boolean cjk = List.of("ja", "zh", "ko").contains(language);
            String[] right = NEAR_RIGHT.get(language);
            for (String near : entry.getValue().split(";")) {
                assertTrue(LEX.is(near, Category.APPROXIMATE), language + " " + near + " is no word of nearness");
                for (String template : right[0].split(";")) {
                    for (String r : right[1].split(";")) {
                        String sentence = template.replace("{n}", near).replace("{r}", r);
                        shapes.forEach(s -> tally.expectAfter("refused: near right", language, s[0], s[1], sentence, false));
                    }
                }
                for (String template : right[2].isEmpty() ? new String[0] : right[2].split(";")) {
                    String sentence = template.replace("{n}", near);
                    shapes.forEach(s -> tally.expectAfter("refused: near right", language, s[0], s[1], sentence, false));
                }
                if (NEAR_NUMBER.containsKey(language)) {
                    String number = NEAR_NUMBER.get(language).replace("{n}", near);
                    SCORED.forEach(s -> tally.expectAfter("refused: the data's number near", language, s[0], s[1], number, false));
                }
                String scale = SCALE.get(language);
                List<String> beside = cjk ? List.of(near + scale + "。") : List.of(near + " " + scale + ".", scale + " " + near + ".");
                for (String sentence : beside) {
                    SCORED.forEach(s -> tally.expectAfter("refused: near the scale", language, s[0], s[1], sentence, false));
                }
            }
            String[] concession = CONCESSION.get(language);
            if (concession != null) {
                for (String lead : concession[1].split(";")) {
                    String sentence = lead + ", " + concession[0] + ".";
                    shapes.forEach(s -> tally.expectAfter("refused: a concession closing it", language, s[0], s[1], sentence, false));
                }
            }
            for (String sentence : RIGHT_TAKEN_BACK.get(language).split(";")) {
                SCORED.forEach(s -> tally.expectAfter("refused: rightness taken back", language, s[0], s[1], sentence, false));
            }
            for (String sentence : KEEP.get(language).split(";")) {
                SCORED.forEach(s -> tally.expectAfter("kept: nearness elsewhere, rightness, plain", language, s[0], s[1], sentence, true));
            }
        }
        tally.assertNone(1000);
    }
}
