package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The stated-failure reading reads only windows around the words that can state a failure; it answers as reading
 * the whole text as terms does, generated: texts of the lexicon's words of every category and language (severe,
 * failing, negations, words of resolving, problems, minor words, pseudo-triggers, crosses) mixed with plain words,
 * blanks, punctuation and line breaks, short and far longer than a window.
 */
class FailureStatedWindowTest {

    @Test
    void theWindowedReading_answersAsTheWholeTextReadAsTerms() {
        Lexicon lex = Lexicon.get();
        List<String> words = new ArrayList<>();
        for (String language : Lexicon.LANGUAGES) {
            for (Category c : List.of(Category.SEVERE, Category.NEGATIVE_VERDICT, Category.NEGATION, Category.RESOLVING,
                    Category.VERB_NEGATION, Category.PROBLEM, Category.MINOR, Category.PSEUDO, Category.CROSS,
                    Category.NOTHING, Category.CHOICE)) {
                words.addAll(lex.words(c, language));
            }
        }
        words.addAll(List.of("the", "parser", "tests", "0", "/", "|", "-", "code", "判定", "が", "は", "、", "。", "non-"));
        List<String> separators = List.of(" ", " ", " ", ", ", ". ", "\n", "; ", ": ", "", "\n\n- ");
        Random random = new Random(42);
        List<String> differ = new ArrayList<>();
        for (int n = 0; n < 3_000; n++) {
            StringBuilder b = new StringBuilder();
            int length = n % 10 == 0 ? 400 : 3 + random.nextInt(30);
            for (int w = 0; w < length; w++) {
                b.append(words.get(random.nextInt(words.size()))).append(separators.get(random.nextInt(separators.size())));
            }
            String text = b.toString();
            int windowed = Assertion.failureStated(text);
            int whole = Assertion.failureStatedReadWhole(text);
            if (windowed != whole) {
                differ.add(windowed + " vs " + whole + ": " + text);
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " of 3000 differ");
    }
}
