package dev.outputguard.testsupport;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;

/** Letters for generated texts of words nobody listed. */
public final class LexiconLetters {

    private LexiconLetters() {
    }

    /** The characters of {@code alphabet} that no term of the lexicon holds, in any language or category. */
    public static String unlisted(String alphabet) {
        Lexicon lex = Lexicon.get();
        StringBuilder out = new StringBuilder();
        for (char c : alphabet.toCharArray()) {
            boolean listed = false;
            for (String language : Lexicon.LANGUAGES) {
                for (Category category : Category.values()) {
                    listed |= lex.words(category, language).stream().anyMatch(t -> t.indexOf(c) >= 0);
                }
            }
            if (!listed) {
                out.append(c);
            }
        }
        return out.toString();
    }
}
