package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;

/**
 * Families of replies whose JSON answers something else, generated over every language of the lexicon: a note beside
 * the data opening with another value of its enum, a note negating the verb of the value kept, a later remark placing
 * the answer in the past, and a lead of any length naming the answer a value other than the actual one. Each beside
 * its plain counterpart, which is still answered.
 */
class AnswerForSomethingElseGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.subList(1, Lexicon.LANGUAGES.size());
    private static final List<String> VALUES = List.of("approved", "rejected", "closed", "denied", "assigned");

    /** The answer's status for {@code text} under an enum of {@link #VALUES}, or null for a refusal. */
    private static String answer(String text) {
        ObjectNode schema = MAPPER.createObjectNode().put("type", "object");
        var values = schema.putObject("properties").putObject("status").putArray("enum");
        VALUES.forEach(values::add);
        schema.putArray("required").add("status");
        JsonNode data = FUNCTIONS.coerced(text, schema, null);
        return data == null ? null : data.path("status").asText();
    }

    private static void refused(List<String> wrong, String text) {
        if (answer(text) != null) {
            wrong.add("answered: " + text);
        }
    }

    private static void kept(List<String> wrong, String text, String value) {
        if (!value.equals(answer(text))) {
            wrong.add("refused: " + text);
        }
    }

    private static String data(String value) {
        return "{\"status\": \"" + value + "\"}";
    }

    private static String beside(String value, String key, String note) {
        return "{\"status\": \"" + value + "\", \"" + key + "\": " + MAPPER.valueToTree(note) + "}";
    }

    private static boolean letters(String term) {
        return term.matches("[\\p{L} ]+");
    }

    private static String capital(String s) {
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }

    private static void report(List<String> wrong, int variants, int least) {
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= least, variants + " variants");
    }

    @Test
    void aNoteOpeningWithAnotherValue_isRefused_andOneOpeningWithTheValueKeptKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String kept : VALUES) {
            for (String other : VALUES) {
                if (other.equals(kept)) {
                    continue;
                }
                for (String key : List.of("reason", "explanation", "note")) {
                    for (String language : LANGUAGES) {
                        for (String opener : LEX.words(Category.REMARK_OPENER, language)) {
                            if (!letters(opener)) {
                                continue;
                            }
                            variants++;
                            refused(wrong, beside(kept, key, capital(other) + " " + opener + " missing ID."));
                            kept(wrong, beside(kept, key, capital(kept) + " " + opener + " the ID check."), kept);
                        }
                    }
                    for (String frame : List.of("%s.", "**%s**: the ID is missing", "%s - ID missing", "%s!")) {
                        variants++;
                        refused(wrong, beside(kept, key, frame.formatted(capital(other))));
                    }
                    // Naming the other value without stating it keeps the data.
                    kept(wrong, beside(kept, key, "Some " + other + " items were reviewed again."), kept);
                }
            }
        }
        report(wrong, variants, 1_000);
    }

    @Test
    void aNoteNegatingTheVerbOfTheValueKept_isRefused_andTheVerbPlainKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        assertEquals(List.of("flag"), Words.verbsOf("flagged").subList(2, 3), "a doubled consonant");
        List<String> verbs = List.of("approve", "reject", "close", "deny", "assign");
        for (int i = 0; i < VALUES.size(); i++) {
            String kept = VALUES.get(i);
            for (String negation : List.of("cannot", "can't", "won't", "will not", "do not", "don't", "would not", "could not",
                    "shouldn't", "never")) {
                for (String key : List.of("explanation", "reasoning", "comment")) {
                    variants++;
                    refused(wrong, beside(kept, key, "I " + negation + " " + verbs.get(i) + " this."));
                }
            }
            if (LEX.categoriesOfWord(verbs.get(i)) == 0) { // a verdict's word (reject) is read as one beside the data
                kept(wrong, beside(kept, "explanation", "I can " + verbs.get(i) + " this."), kept);
                kept(wrong, beside(kept, "explanation", "The form is complete, so I " + verbs.get(i) + " it."), kept);
            }
        }
        report(wrong, variants, 100);
    }

    @Test
    void aLaterRemarkPlacingTheAnswerInThePast_isRefusedInEveryLanguage_andTheSameRemarkWithoutItKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            List<String> names = LEX.words(Category.THIS_VALUE, language).stream()
                    .filter(n -> letters(n) && (LEX.categoriesOfWord(n) & Category.NEUTRAL.bit()) == 0).limit(4).toList();
            for (String past : LEX.words(Category.HISTORICAL, language)) {
                if (!letters(past) || (LEX.categoriesOfWord(past) & ~(Category.HISTORICAL.bit() | Category.NEUTRAL.bit())) != 0) {
                    continue; // a time past that is also another reading's word is read as that
                }
                for (String name : names) {
                    variants++;
                    refused(wrong, data("approved") + "\n\n" + capital(name) + " " + past + ".");
                    refused(wrong, data("approved") + "\n\nNote: " + name + " " + past + ".");
                }
            }
        }
        for (String plain : List.of("Note: the above is for this ticket.", "The above covers every field of the ticket.",
                "Lo anterior resume el texto del ticket.", "Le résultat ci-dessus couvre tout le ticket.",
                "Unseen words were ignored; the above covers the ticket.")) {
            kept(wrong, data("approved") + "\n\n" + plain, "approved");
        }
        for (String lead : List.of("Hier ist das JSON:\n", "Lo anterior no aplica; aquí está el JSON:\n")) {
            kept(wrong, lead + data("approved"), "approved");
        }
        for (String past : List.of("Note: the above is for the previous ticket.", "The answer above is for yesterday's order.",
                "Die Antwort oben gilt für die vorherige Anfrage.")) {
            variants++;
            refused(wrong, data("approved") + "\n\n" + past);
        }
        report(wrong, variants, 100);
    }

    @Test
    void aLeadOfAnyLengthNamingTheAnswerAValueOtherThanTheActualOne_isRefusedInEveryLanguage_andPlainLeadsKeepIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            List<String> wrappers = LEX.words(Category.NEUTRAL_WRAPPER, language).stream().filter(w -> letters(w)
                    && (LEX.categoriesOfWord(w) & ~(Category.NEUTRAL_WRAPPER.bit() | Category.NEUTRAL.bit() | Category.THIS_VALUE.bit()
                            | Category.VERDICT_LABEL.bit() | Category.UNIT.bit())) == 0)
                    .limit(3).toList();
            for (String notActual : LEX.words(Category.NOT_ACTUAL, language)) {
                if (!letters(notActual)) {
                    continue;
                }
                for (String wrapper : wrappers) {
                    for (String lead : List.of("Below you will find the %s %s for this ticket:\n", "For this ticket, the %s %s is:\n",
                            "After reading the whole ticket carefully, the %2$s %1$s is:\n")) {
                        variants++;
                        refused(wrong, lead.formatted(notActual, wrapper) + data("approved"));
                    }
                }
            }
            for (String wrapper : wrappers) {
                kept(wrong, "Below you will find the %s for this ticket:\n".formatted(wrapper) + data("approved"), "approved");
            }
        }
        for (String plain : List.of("Here is the output:\n", "The result is:\n", "Here is an example of the JSON you asked for:\n",
                "Here is the JSON in the required format:\n", "Here is the output in the expected format:\n",
                "Here is the JSON you wanted, with every field filled:\n")) {
            kept(wrong, plain + data("approved"), "approved");
        }
        for (String lead : List.of("The expected output is:\n", "Correct answer (per the rubric):\n", "This is the desired result:\n",
                "La sortie attendue est :\n")) {
            variants++;
            refused(wrong, lead + data("approved"));
        }
        report(wrong, variants, 500);
    }
}
