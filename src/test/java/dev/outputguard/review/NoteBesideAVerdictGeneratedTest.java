package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A note beside a JSON pass that names the verdict's label or a passing verdict with a trigger right before it in its
 * clause, or a choice or a question right after a passing verdict, fails the pass: generated over every hedge, modal,
 * condition (before a label) and every negation, hedge, modal, condition and choice (before a pass) of every
 * language, beside every verdict label and pass of that language, in every note's field. So does a note in a script no
 * language read is written in. A note that names them with no trigger in reach keeps the pass.
 */
class NoteBesideAVerdictGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final List<String> FIELDS = List.of("note", "comment", "summary", "reasoning", "explanation");
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private Verdict beside(String field, String note) {
        ObjectNode root = MAPPER.createObjectNode().put("result", "PASS").put(field, note);
        return decider.decide("Looks fine.", root.toString()).result();
    }

    /** Terms of a language that stand as words: they open with a letter, and no pseudo-trigger holds them. */
    private static List<String> terms(Category category, String language) {
        return LEX.words(category, language).stream().filter(t -> Character.isLetter(t.charAt(0))
                && !LEX.is(t, Category.PSEUDO) && t.indexOf('\n') < 0).toList();
    }

    @Test
    void aTriggerRightBeforeTheVerdictOrItsLabel_aChoiceAfterIt_orAnUnreadScript_inEveryLanguage_failsThePass() {
        Map<String, Integer> byFamily = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            List<String> labels = terms(Category.VERDICT_LABEL, language).stream()
                    .filter(l -> (LEX.categoriesOfWord(l) & ~Category.VERDICT_LABEL.bit()) == 0).toList();
            List<String> passes = terms(Category.POSITIVE_VERDICT, language).stream()
                    .filter(p -> (LEX.categoriesOfWord(p) & ~Category.POSITIVE_VERDICT.bit()) == 0).toList();
            List<String[]> notes = new ArrayList<>();
            for (Category c : List.of(Category.HEDGE, Category.MODAL, Category.CONDITION)) {
                for (String term : terms(c, language)) {
                    for (String label : labels) {
                        notes.add(new String[] {"a trigger before the verdict's label", term + " the " + label + "."});
                    }
                }
            }
            for (Category c : List.of(Category.NEGATION, Category.HEDGE, Category.MODAL, Category.CONDITION, Category.CHOICE)) {
                for (String term : terms(c, language)) {
                    for (String pass : passes) {
                        if (LEX.categoriesOfWord(term + " " + pass) != 0) {
                            continue; // the two are one term of their own (o bien: "or else")
                        }
                        notes.add(new String[] {"a trigger before a pass", "Read twice, " + term + " " + pass + "."});
                    }
                }
            }
            for (String pass : passes) {
                notes.add(new String[] {"a choice after a pass", "It is " + pass + " or FAIL."});
                notes.add(new String[] {"a choice after a pass", pass + "/" + "FAIL"});
                notes.add(new String[] {"a question after a pass", "Overall: " + pass + "?"});
            }
            for (String[] n : notes) {
                String field = FIELDS.get(variants % FIELDS.size());
                variants++;
                byFamily.merge(n[0], 1, Integer::sum);
                if (beside(field, n[1]) != Verdict.FAIL && wrong.size() < 30) {
                    wrong.add(language + ": " + field + ": " + n[1]);
                }
            }
        }
        Random random = new Random(20261205);
        String[] unread = {"абвгдежзиклмнопрстуфхцчшщыэюя", "αβγδεζηθικλμνξοπρστυφχψω", "ابتثجحخدذرزسشصضطظعغفقكلمنهوي",
                "אבגדהוזחטיכלמנסעפצקרשת", "कखगघचछजझटठडढतथदधनपफबभमयरलवशसह"};
        for (int i = 0; i < 500; i++) {
            String alphabet = unread[i % unread.length];
            StringBuilder note = new StringBuilder("Checked. ");
            for (int w = 0, n = 1 + random.nextInt(6); w < n; w++) {
                for (int k = 0, m = 2 + random.nextInt(6); k < m; k++) {
                    note.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                note.append(' ');
            }
            String field = FIELDS.get(i % FIELDS.size());
            variants++;
            byFamily.merge("a note in a script no language read is written in", 1, Integer::sum);
            if (beside(field, note.toString().strip()) != Verdict.FAIL && wrong.size() < 30) {
                wrong.add(field + ": " + note);
            }
        }
        System.out.println("a note beside a JSON pass, by family: " + byFamily + ", " + variants + " variants");
        assertEquals(List.of(), wrong, "a pass kept beside a note that takes it back");
        assertTrue(variants >= 5_000, "generated " + variants);
    }

    @Test
    void aNoteNamingTheVerdictWithNoTriggerInReach_keepsThePass() {
        List<String> wrong = new ArrayList<>();
        Random random = new Random(20261206);
        String[] filler = {"the", "change", "adds", "a", "cache", "and", "its", "tests", "cover", "every", "path", "review",
                "found", "clean", "code", "in", "this", "patch"};
        for (int i = 0; i < 300; i++) {
            StringBuilder note = new StringBuilder();
            for (int w = 0, n = 2 + random.nextInt(6); w < n; w++) {
                note.append(filler[random.nextInt(filler.length)]).append(' ');
            }
            note.append(i % 2 == 0 ? "pass" : "result").append(i % 3 == 0 ? " because the tests are green" : "");
            String s = note.toString();
            String field = FIELDS.get(i % FIELDS.size());
            if (beside(field, s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1) + ".") == Verdict.FAIL) {
                wrong.add(field + ": " + s);
            }
        }
        for (String note : List.of("The result is based on the tests, which all pass.", "Nothing blocks a pass.",
                "No issues found; the verdict is PASS.", "All checks pass and no reviewer objects.")) {
            if (beside("note", note) == Verdict.FAIL) {
                wrong.add(note);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " failed");
    }

    /**
     * A note of one or two words beside a JSON pass that is an approximation or a time past ({@code "note": "estimate"},
     * {@code "comment": "old"}, {@code "備考": "前回"}), every such term of every language in every note's field, says
     * what the pass is: FAIL. In a longer note the word is what the note is about, and the pass keeps.
     */
    @Test
    void anApproximationOrATimePastStandingAsTheNote_inEveryLanguage_failsThePass_andInALongerNoteKeepsIt() {
        List<String> wrong = new ArrayList<>();
        Set<String> languages = new java.util.TreeSet<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            for (Category c : List.of(Category.APPROXIMATE, Category.HISTORICAL)) {
                for (String term : terms(c, language)) {
                    if (term.split(" ").length > 2 || (LEX.categoriesOfWord(term) & (Category.RESOLVING.bit() | Category.CLOSER.bit()
                            | Category.NEUTRAL.bit() | Category.AFFIRMING.bit() | Category.POSITIVE_VERDICT.bit())) != 0) {
                        continue;
                    }
                    for (String note : List.of(term, term.substring(0, 1).toUpperCase(Locale.ROOT) + term.substring(1) + ".")) {
                        String field = FIELDS.get(variants % FIELDS.size());
                        variants++;
                        languages.add(language);
                        if (beside(field, note) != Verdict.FAIL) {
                            wrong.add(language + " " + c + " " + field + ": " + note);
                        }
                    }
                }
            }
        }
        for (String note : List.of("Previous comments addressed.", "Old helper removed and tests added.",
                "Estimates in the docs were updated.", "Earlier review notes are all resolved.")) {
            if (beside("note", note) == Verdict.FAIL) {
                wrong.add("kept? " + note);
            }
        }
        System.out.println("an approximation or a time past standing as the note beside a pass: " + variants + " variants in "
                + languages);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " wrong of " + variants);
        assertTrue(languages.size() >= 11 && variants >= 300, languages + " " + variants);
    }
}
