package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.function.InProcessFunctions;

/**
 * Prose beside the data that states the other yes or no for a boolean member it holds ({@code {"approved": true}}
 * then {@code Actually, approved is false.}, {@code genehmigt ist eigentlich nein}, {@code approuvé est, en fait,
 * non}) gives two readings: extract-json with {@code coerce} answers neither, in strict and repair mode, for every
 * term of the lexicon's {@code yes} and {@code no} of each language whose words stand in that order, every stating
 * word that states a value as it is now, with and without words between, the data true and false, on the line after
 * it, fenced, in a bracket and on the line before. Plain counterparts on the line before the data keep it: the same
 * yes stated after the same words before a true (a no before a false is read fail-closed as a no before the data is,
 * and only counted).
 */
class BooleanStatedBesideTheDataGeneratedTest {

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    /** A flag's name by language: the data's key, as a reply in that language names it. */
    private static final Map<String, String> NAMES = Map.of("en", "approved", "de", "genehmigt", "fr", "approuvé",
            "es", "aprobado", "it", "approvato", "pt", "aprovado", "nl", "goedgekeurd", "tr", "onaylı");
    /** Words a reply writes between a stating word and the value it corrects to; the first, none. */
    private static final Map<String, List<String>> WORDS = Map.of(
            "en", List.of("", "actually", "really", "in fact", ", in fact,", "in reality"),
            "de", List.of("", "eigentlich", "tatsächlich", "in Wahrheit"),
            "fr", List.of("", "en fait", "en réalité", ", en fait,"),
            "es", List.of("", "en realidad", "de hecho"),
            "it", List.of("", "in realtà", "in effetti"),
            "pt", List.of("", "na verdade", "de fato"),
            "nl", List.of("", "eigenlijk", "in feite"),
            "tr", List.of("", "aslında", "gerçekte"));
    private static final Map<String, String> PLACES = Map.of("line after", "{D}\n{S}", "line before", "{S}\n{D}",
            "bracket after", "{D} ({S})", "fenced, line after", "```json\n{D}\n```\n{S}");

    private static String schema(String key) {
        return "{\"type\": \"object\", \"required\": [\"" + key + "\"], \"properties\": {\"" + key
                + "\": {\"type\": \"boolean\"}}}";
    }

    private static List<String> stating(String language) {
        List<String> words = new ArrayList<>();
        for (String w : LEX.words(Role.STATES_NOW, language)) {
            if (!w.isBlank() && Character.isLetter(w.charAt(0))) {
                words.add(w);
            }
        }
        words.addAll(List.of(":", "="));
        return words;
    }

    private static List<String> answers(Category yesOrNo, String language) {
        List<String> terms = new ArrayList<>();
        for (String w : LEX.words(yesOrNo, language)) {
            if (!w.isBlank() && Character.isLetter(w.charAt(0))) {
                terms.add(w);
            }
        }
        return terms;
    }

    private static String sentence(String name, String stating, String words, String value) {
        String between = words.isEmpty() ? " " : words.startsWith(",") ? words + " " : " " + words + " ";
        return name + (stating.equals(":") ? "" : " ") + stating + between + value + ".";
    }

    private static boolean kept(String reply, String key, boolean value, String mode) {
        JsonNode answer = FUNCTIONS.coerced(reply, schema(key), mode);
        return answer != null && answer.path(key).isBoolean() && answer.path(key).booleanValue() == value;
    }

    @Test
    void theOtherYesOrNoStatedOfAHeldFlag_isNoAnswer_andTheSameValueStatedKeepsTheData() {
        Map<String, Integer> families = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        List<String> lost = new ArrayList<>();
        List<String> noBeforeFalse = new ArrayList<>(); // a no before a false: read fail-closed by an older rule
        int plain = 0;
        for (String language : NAMES.keySet()) {
            String name = NAMES.get(language);
            for (boolean value : new boolean[] {true, false}) {
                List<String> others = answers(value ? Category.NO : Category.YES, language);
                List<String> same = answers(value ? Category.YES : Category.NO, language);
                for (String stating : stating(language)) {
                    for (String words : WORDS.get(language)) {
                        for (Map.Entry<String, String> place : PLACES.entrySet()) {
                            String reply = place.getValue().replace("{D}", "{\"" + name + "\": " + value + "}");
                            for (String mode : new String[] {null, "repair"}) {
                                for (String other : others) {
                                    String r = reply.replace("{S}", sentence(name, stating, words, other));
                                    families.merge(language + " " + (words.isEmpty() ? "" : "words, ") + place.getKey(),
                                            1, Integer::sum);
                                    if (FUNCTIONS.coerced(r, schema(name), mode) != null) {
                                        wrong.add(mode + ": " + r);
                                    }
                                }
                                if (place.getKey().equals("line before")) {
                                    for (String s : same) {
                                        plain += value ? 1 : 0;
                                        String r = reply.replace("{S}", sentence(name, stating, words, s));
                                        if (!kept(r, name, value, mode)) {
                                            (value ? lost : noBeforeFalse).add(mode + ": " + r);
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        int variants = families.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("a yes or no stated beside the data, by language and place: " + families + ", " + variants
                + " variants; answered though the other value is stated: " + wrong.size() + "; plain lost: "
                + lost.size() + " of " + plain + "; a no stated before a false, refused by the reading of a no before the"
                + " data: " + noBeforeFalse.size());
        if (Boolean.getBoolean("generated.verbose")) {
            wrong.forEach(l -> System.out.println("WRONG " + l.replace("\n", "\\n")));
            lost.forEach(l -> System.out.println("LOST " + l.replace("\n", "\\n")));
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(lost.size() * 20 <= plain, lost.size() + " of " + plain + " plain lost: " + lost.subList(0,
                Math.min(20, lost.size())));
        assertTrue(variants >= 1_000, variants + " variants");
    }
}
