package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * A view of the lexicon's terms of some categories ({@link Lexicon#view}) finds at every place of a text what the
 * whole lexicon finds for those categories ({@link Lexicon#at}): the same term, longest first, or none. Generated:
 * texts of the lexicon's own terms of every category and language, glued or apart, in any case, with random letters of
 * five scripts, blanks, line breaks and marks between them, read at every place up to every kind of limit, for the
 * findings' categories, for each category alone and for every category at once.
 */
class LexiconViewTest {

    private static final Lexicon LEX = Lexicon.get();
    private static final String GLUE = " \n,.:;!?-()「」、。*_`'\"";
    private static final int[][] SCRIPTS = { { 'a', 'z' }, { 'ぁ', 'ゖ' }, { 'ァ', 'ヺ' }, { '一', '龥' }, { '가', '힣' } };

    @Test
    void aViewFindsAtEveryPlaceWhatTheWholeLexiconFindsForItsCategories() {
        List<Long> masks = new ArrayList<>();
        masks.add(Category.mask(Category.NEGATIVE_VERDICT, Category.SEVERE, Category.CROSS, Category.UNVERIFIED,
                Category.CONFIDENCE, Category.DECISION));
        for (Category c : Category.values()) {
            masks.add(c.bit());
        }
        masks.add(-1L);
        List<String> words = new ArrayList<>();
        for (Category c : Category.values()) {
            words.addAll(LEX.words(c));
        }
        Random random = new Random(20261130L);
        int places = 0;
        int found = 0;
        for (long mask : masks) {
            Lexicon.View view = LEX.view(mask);
            for (int n = 0; n < 150; n++) {
                String text = text(random, words);
                for (int p = 0; p < text.length(); p++) {
                    for (int limit : new int[] { text.length(), Math.min(text.length(), p + 1 + random.nextInt(8)) }) {
                        long whole = LEX.at(text, p, limit, mask);
                        long viewed = view.at(text, p, limit);
                        places++;
                        found += whole >= 0 ? 1 : 0;
                        int at = p;
                        assertEquals(whole < 0 ? -1 : whole, viewed < 0 ? -1 : viewed,
                                () -> "at " + at + " of " + text + " (categories " + Long.toHexString(mask) + ")");
                    }
                }
            }
        }
        assertTrue(places > 200_000, places + " places");
        assertTrue(found > 2_000, found + " places where a term was found: the texts test both answers");
    }

    private static String text(Random random, List<String> words) {
        StringBuilder b = new StringBuilder();
        int parts = 2 + random.nextInt(12);
        for (int i = 0; i < parts; i++) {
            if (random.nextInt(5) == 0) {
                int[] script = SCRIPTS[random.nextInt(SCRIPTS.length)];
                for (int k = 1 + random.nextInt(4); k > 0; k--) {
                    b.append((char) (script[0] + random.nextInt(script[1] - script[0] + 1)));
                }
            } else {
                String w = words.get(random.nextInt(words.size()));
                b.append(random.nextBoolean() ? w : random.nextBoolean() ? w.toUpperCase(java.util.Locale.ROOT)
                        : Character.toUpperCase(w.charAt(0)) + w.substring(1));
            }
            if (random.nextInt(3) > 0) {
                b.append(GLUE.charAt(random.nextInt(GLUE.length())));
            }
        }
        return b.toString();
    }
}
