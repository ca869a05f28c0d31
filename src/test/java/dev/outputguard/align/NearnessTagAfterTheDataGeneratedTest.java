package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;

/**
 * A remark after the data closed by a word of nearness set apart from the words before it ({@code Done, more or less.},
 * {@code Voilà, à peu près.}, {@code 以上、だいたい。}): a tag on all of it, so the data is no exact answer. Every word of
 * nearness the lexicon lists for each language is tried after each language's short leads, with a comma, a semicolon
 * and a dash, after a fenced and a bare JSON value of each shape, in strict and repair mode: extract-json with
 * {@code coerce} refuses all of them. The same words inside a sentence, where they may speak of anything, keep it
 * ({@code I added a note about the score.}). Counted per side and language.
 */
class NearnessTagAfterTheDataGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();

    /** Per language: short leads a tag closes; sentences using a word of nearness inside them, which keep the data. */
    private static final Map<String, String[]> SENTENCES = Map.ofEntries(
            Map.entry("en", new String[] {"Done;Here it is;That is the result", "I added a note about the data."}),
            Map.entry("de", new String[] {"Fertig;Hier ist es", ""}),
            Map.entry("fr", new String[] {"Voilà;C'est le résultat", ""}),
            Map.entry("es", new String[] {"Listo;Aquí está", ""}),
            Map.entry("it", new String[] {"Fatto;Ecco il risultato", ""}),
            Map.entry("pt", new String[] {"Pronto;Aqui está", ""}),
            Map.entry("nl", new String[] {"Klaar;Dit is het resultaat", ""}),
            Map.entry("tr", new String[] {"Tamam;Sonuç bu", ""}),
            Map.entry("ja", new String[] {"以上;結果です", ""}),
            Map.entry("zh", new String[] {"完成;这是结果", ""}),
            Map.entry("ko", new String[] {"완료;결과입니다", ""}));


    /** How a tag is set apart, by script: spaced, or Han, kana and Hangul. */
    private static final List<String> SPACED = List.of(", ", "; ", " - ");
    private static final List<String> CJK = List.of("、", "，", "；");

    @Test
    void aWordOfNearnessSetApartClosingARemark_refusesTheData_andOneInsideASentenceKeepsIt() {
        AfterTheData tally = new AfterTheData();
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            boolean cjk = List.of("ja", "zh", "ko").contains(language);
            for (String word : LEX.words(Category.APPROXIMATE, language)) {
                if (!word.chars().allMatch(c -> Character.isLetter(c) || c == ' ' || c == '\'')
                        || (LEX.categoriesOfWord(word) & ~Category.APPROXIMATE.bit()) != 0
                        || word.matches(".* (de|da|do|di|of|à|a)")) {
                    continue; // a sign (~, ≈), a word that is also another category's, or one that wants its number after it
                }
                for (String lead : entry.getValue()[0].split(";")) {
                    for (String apart : cjk ? CJK : SPACED) {
                        tally.expect("refused: a tag of nearness", language, lead + apart + word + (cjk ? "。" : "."), false);
                    }
                }
            }
            for (String sentence : entry.getValue()[1].isEmpty() ? new String[0] : entry.getValue()[1].split(";")) {
                tally.expect("kept: a word of nearness inside a sentence", language, sentence, true);
            }
        }
        tally.assertNone(1000);
    }
}
