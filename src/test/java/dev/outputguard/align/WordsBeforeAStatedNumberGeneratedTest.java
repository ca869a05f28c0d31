package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.function.InProcessFunctions;

/**
 * Prose beside the data that states another number for a member it holds with words between the stating word and
 * the number ({@code {"total": 42}} then {@code The total is actually 43.}, {@code Die Summe ist eigentlich 43.},
 * {@code Le total est, en fait, 43.}) gives two readings: extract-json with {@code coerce} answers neither, in strict
 * and repair mode, for every stating word that states a value as it is now in each language whose words stand in
 * that order, the data as a number and as a string, on the line after it, fenced, in a bracket and on the line before.
 * Plain counterparts on the line before the data keep it: the same number after the same words, and a number a noun
 * follows, which counts a part ({@code is the sum of 3 pages}).
 */
class WordsBeforeAStatedNumberGeneratedTest {

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    /** A total's name by language: the data's key, as a reply in that language names it. */
    private static final Map<String, String> NAMES = Map.of("en", "total", "de", "summe", "fr", "total", "es", "total",
            "it", "totale", "pt", "total", "nl", "totaal", "tr", "toplam");
    /** Words a reply writes between a stating word and the number it corrects to. */
    private static final Map<String, List<String>> WORDS = Map.of(
            "en", List.of("actually", "really", "in fact", "now", ", in fact,", "truly", "in reality"),
            "de", List.of("eigentlich", "tatsächlich", "in Wahrheit", "jetzt", "doch"),
            "fr", List.of("en fait", "en réalité", "maintenant", ", en fait,"),
            "es", List.of("en realidad", "de hecho", "ahora", "realmente"),
            "it", List.of("in realtà", "in effetti", "ora", "davvero"),
            "pt", List.of("na verdade", "de fato", "agora", "realmente"),
            "nl", List.of("eigenlijk", "werkelijk", "nu", "in feite"),
            "tr", List.of("aslında", "gerçekte", "şimdi"));
    private static final Map<String, String> PART = Map.of("en", "the sum of 3 pages", "de", "die Summe von 3 Seiten",
            "fr", "la somme de 3 pages", "es", "la suma de 3 páginas", "it", "la somma di 3 pagine", "pt",
            "a soma de 3 páginas", "nl", "de som van 3 pagina's", "tr", "yani 3 sayfa");
    private static final Map<String, String> PLACES = Map.of("line after", "{D}\n{S}", "line before", "{S}\n{D}",
            "bracket after", "{D} ({S})", "fenced, line after", "```json\n{D}\n```\n{S}");

    private static String schema(String key) {
        return "{\"type\": \"object\", \"required\": [\"" + key + "\"], \"properties\": {\"" + key
                + "\": {\"type\": \"integer\"}}}";
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

    private static String sentence(String name, String stating, String words, String number) {
        String sep = words.startsWith(",") ? "" : " ";
        return name + (stating.equals(":") ? "" : " ") + stating + sep + words + " " + number + ".";
    }

    private static boolean kept(String reply, String key, String mode) {
        JsonNode answer = FUNCTIONS.coerced(reply, schema(key), mode);
        return answer != null && answer.path(key).isNumber() && answer.path(key).intValue() == 42;
    }

    @Test
    void anotherNumberAfterWordsBesideTheStatingWord_isNoAnswer_andItsPlainCounterpartsKeepTheData() {
        Map<String, Integer> families = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        List<String> lost = new ArrayList<>();
        int plain = 0;
        for (String language : NAMES.keySet()) {
            String name = NAMES.get(language);
            for (String stating : stating(language)) {
                for (String words : WORDS.get(language)) {
                    for (Map.Entry<String, String> place : PLACES.entrySet()) {
                        for (String data : List.of("{\"" + name + "\": 42}", "{\"" + name + "\": \"42\"}")) {
                            String reply = place.getValue().replace("{D}", data);
                            for (String mode : new String[] {null, "repair"}) {
                                String other = reply.replace("{S}", sentence(name, stating, words, "43"));
                                families.merge(language + " " + place.getKey(), 1, Integer::sum);
                                if (FUNCTIONS.coerced(other, schema(name), mode) != null) {
                                    wrong.add(mode + ": " + other);
                                }
                                if (!place.getKey().equals("line before")) {
                                    continue;
                                }
                                for (String control : List.of(sentence(name, stating, words, "42"),
                                        sentence(name, stating, "", PART.get(language)))) {
                                    plain++;
                                    String p = reply.replace("{S}", control);
                                    if (!kept(p, name, mode)) {
                                        lost.add(mode + ": " + p);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        int variants = families.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("words before a stated number, by language and place: " + families + ", " + variants
                + " variants; answered though another number is stated: " + wrong.size() + "; plain lost: "
                + lost.size() + " of " + plain);
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
