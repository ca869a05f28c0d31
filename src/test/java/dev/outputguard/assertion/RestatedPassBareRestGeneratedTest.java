package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * A note beside a JSON pass that restates it ({@code "comment": "PASS. Jasne, jasne."}) and adds a bare remark of one
 * to three words: a remark so short says nothing of the code, so it speaks of the pass, and in words nobody listed it
 * may take it back (Polish and Swedish eye-rolls, a language the lexicon does not hold). Generated: remarks of
 * seeded random words nobody listed and phrases of unread languages, after every way of ending the restated verdict,
 * under every note key, are never PASS. The keep side: a bare remark made of words that keep a pass, and a longer
 * remark giving reasons in words of its own, keep it.
 */
class RestatedPassBareRestGeneratedTest {

    private static final List<String> NOTE_KEYS = List.of("note", "comment", "remark", "notes", "summary");
    /** How the restated verdict ends before the remark. */
    private static final List<String> JOINS = List.of(". ", ", ", " - ", "! ", "。", "\n", " — ");
    /** Short remarks in languages the lexicon does not read; several say the opposite of what their words say. */
    private static final List<String> UNREAD = List.of("Jasne, jasne.", "Jo, visst.", "Akurat.", "No jasne.",
            "Joo, joo.", "Ja, sikkert.", "Da, sigur.", "Igen, persze.", "Ano, jasně.", "Nu, da.");

    /** One to three words of letters nobody listed, from a seeded generator so a failure names its remark again. */
    static List<String> unlistedRemarks(long seed, int count) {
        Random random = new Random(seed);
        String consonants = "bcdfgklmnprstvz";
        String vowels = "aeiou";
        Set<String> remarks = new LinkedHashSet<>();
        while (remarks.size() < count) {
            int words = 1 + random.nextInt(3);
            StringBuilder remark = new StringBuilder();
            for (int w = 0; w < words; w++) {
                if (w > 0) {
                    remark.append(random.nextBoolean() ? " " : ", ");
                }
                int syllables = 2 + random.nextInt(2);
                for (int s = 0; s < syllables; s++) {
                    remark.append(consonants.charAt(random.nextInt(consonants.length())))
                            .append(vowels.charAt(random.nextInt(vowels.length())));
                }
            }
            String text = remark.substring(0, 1).toUpperCase(Locale.ROOT) + remark.substring(1);
            remarks.add(text + (random.nextInt(4) == 0 ? "!" : "."));
        }
        return List.copyOf(remarks);
    }

    @Test
    void aRestatedPass_withABareRemarkInWordsNobodyListed_isNeverPass() {
        List<String> remarks = new ArrayList<>(UNREAD);
        remarks.addAll(unlistedRemarks(42, 60));
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String remark : remarks) {
            for (String join : JOINS) {
                for (String key : NOTE_KEYS) {
                    String note = "PASS" + join + remark;
                    variants++;
                    if (NoteTakingBackGeneratedTest.passAnswered(key, note)) {
                        wrong.add(key + ": " + note);
                    }
                }
            }
        }
        assertTrue(variants >= 2_000, "generated " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(wrong.size(), 40)), wrong.size() + " PASS of " + variants);
    }

    @Test
    void aRestatedPass_withABareRemarkThatKeepsIt_orReasonsInWordsOfTheirOwn_staysPass() {
        List<String> keeping = List.of("Looks good.", "Thanks!", "LGTM.", "Well done!", "問題ありません。", "👍",
                "Sieht gut aus.", "All tests green.", "The parser is cleaner now.",
                "Extraction and retries are handled correctly.");
        List<String> wrong = new ArrayList<>();
        for (String remark : keeping) {
            for (String join : List.of(". ", "。", "\n")) { // after a comma, the remark is the verdict's own sentence
                for (String key : NOTE_KEYS) {
                    String note = "PASS" + join + remark;
                    if (!NoteTakingBackGeneratedTest.passAnswered(key, note)) {
                        wrong.add(key + ": " + note);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theRemarksAreSeededAndShort() {
        assertEquals(unlistedRemarks(42, 60), unlistedRemarks(42, 60));
        for (String remark : unlistedRemarks(42, 60)) {
            assertTrue(remark.split("[ ,]+").length <= 3, remark);
        }
    }
}
