package dev.outputguard.align;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;

/**
 * A short remark after the data that calls it no exact or whole answer ({@code This is an estimate.}, {@code The values
 * are approximate.}, {@code Die Daten sind unvollständig.}, {@code これは概算です。}), generated from each language's
 * {@code not-exact} words in its own sentences, after a fenced and a bare JSON value, for an integer, an enum and a
 * free string, in strict and repair mode: extract-json with {@code coerce} answers none of them. A plain remark keeps
 * the data. Counted per language.
 */
class CalledNotExactAfterTheDataGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();

    /** Per language: sentences calling the data {@code {w}}, then (after {@code |}) a plain remark, if any. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "This is {w}.;The values are {w}.;Note: {w}.|This is the final answer."),
            Map.entry("de", "Das ist {w}.;Die Werte sind {w}.|Das ist die Antwort."),
            Map.entry("fr", "C'est {w}.;Les valeurs sont {w}.|C'est la réponse finale."),
            Map.entry("es", "Es {w}.;Los valores son {w}.|Esta es la respuesta."),
            Map.entry("it", "È {w}.;I valori sono {w}.|Questa è la risposta."),
            Map.entry("pt", "É {w}.;Os valores são {w}.|Esta é a resposta."),
            Map.entry("nl", "Dit is {w}.;De waarden zijn {w}.|Dit is het antwoord."),
            Map.entry("tr", "Bu değerler {w}.;Sonuç {w}.|"),
            Map.entry("ja", "これは{w}です。;値は{w}です。|以上が回答です。"),
            Map.entry("zh", "这是{w}。;以上数值为{w}。|以上就是结果。"),
            Map.entry("ko", "이 값은 {w}입니다.;결과는 {w}입니다.|이것이 답입니다."));

    private final AfterTheData tally = new AfterTheData();

    @Test
    void aShortRemarkCallingTheDataNoExactAnswer_refusesIt_andNegatedOrPlainKeepsIt() {
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            String[] sides = entry.getValue().split("\\|", -1);
            for (String w : LEX.words(Role.NOT_EXACT, language)) {
                for (String sentence : sides[0].split(";")) {
                    tally.expect("called no exact answer", language, sentence.replace("{w}", w), false);
                }
            }
            if (!sides[1].isEmpty()) {
                tally.expect("kept: plain", language, sides[1], true);
            }
        }
        tally.assertNone(2_000);
    }
}
