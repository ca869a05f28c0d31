package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.InProcessFunctions;

/**
 * Prose around the data that states another number for a member it holds ({@code {"total": "42"}} then
 * {@code Actually, the total is 43.}, {@code Erratum: total = 43}, {@code 合计是43。}) gives two readings: extract-json
 * with {@code coerce} answers neither. Generated over every language the lexicon reads: the member's name (the
 * language's word for a total, as the data's key), each stating word of the language, the other number, on the line
 * after the data, before it, and in a bracket after it, the number in the data as written and in a string. Beside
 * each, its plain counterparts on the line before the data keep it (after it, a line this short is a bare line or a
 * short remark, read fail-closed by their own rule, and only counted): a sentence whose
 * stating word states a value as it is now ({@code is}, {@code :}, {@code =}) and the
 * sentence states the number the data holds, or whose name is another word before the stating word
 * ({@code total items: 3}); and a preposition that states a value only in a longer term leading to a number a noun
 * follows ({@code total of 3 pages}).
 */
class NumberStatedAroundTheDataGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.subList(1, Lexicon.LANGUAGES.size());
    /** A total's name by language: the data's key, as a reply in that language names it. */
    private static final Map<String, String> NAMES = Map.ofEntries(Map.entry("en", "total"), Map.entry("ja", "合計"),
            Map.entry("zh", "合计"), Map.entry("ko", "합계"), Map.entry("de", "summe"), Map.entry("fr", "total"),
            Map.entry("es", "total"), Map.entry("it", "totale"), Map.entry("pt", "total"), Map.entry("nl", "totaal"),
            Map.entry("tr", "toplam"));
    /** A word nobody listed between the name and its stating word: the number is another's ({@code total items: 3}). */
    private static final Map<String, String> OTHER_NOUN = Map.ofEntries(Map.entry("en", "pages"),
            Map.entry("ja", "ページ"), Map.entry("zh", "页数"), Map.entry("ko", "페이지"), Map.entry("de", "seiten"),
            Map.entry("fr", "pages"), Map.entry("es", "páginas"), Map.entry("it", "pagine"), Map.entry("pt", "páginas"),
            Map.entry("nl", "pagina's"), Map.entry("tr", "sayfa"));
    /** Where the sentence stands beside the data ({D}) and how it is written ({S}). */
    private static final Map<String, String> PLACES = Map.of("line after", "{D}\n{S}", "line before", "{S}\n{D}",
            "bracket after", "{D} ({S})", "fenced, line after", "```json\n{D}\n```\n{S}");

    private static String schema(String key) {
        return "{\"type\": \"object\", \"required\": [\"" + key + "\"], \"properties\": {\"" + key
                + "\": {\"type\": \"integer\"}}}";
    }

    /** The stating words of {@code language} that state a number on their own: letters, or a colon or an equals sign. */
    private static List<String> statingWords(String language) {
        List<String> words = new ArrayList<>();
        for (String w : LEX.words(Category.STATING, language)) {
            if (!w.isBlank()) {
                words.add(w);
            }
        }
        for (String w : LEX.words(Category.STATING, "common")) {
            words.add(w);
        }
        return words;
    }

    /** {@code name}, {@code stating} and {@code number} written as a sentence of {@code language}. */
    private static String sentence(String language, String name, String stating, String number) {
        boolean cjk = name.charAt(0) >= 0x2E80 && !language.equals("ko");
        boolean particle = language.equals("ko") && stating.charAt(0) >= 0xAC00; // Korean glues it to the name
        String gap = cjk || particle || stating.equals(":") ? "" : " ";
        String after = cjk ? "" : " ";
        return name + gap + stating + after + number + (cjk ? "。" : ".");
    }

    private static boolean kept(String reply, String key) {
        JsonNode answer = FUNCTIONS.coerced(reply, schema(key), null);
        return answer != null && answer.path(key).isNumber() && answer.path(key).intValue() == 42;
    }

    @Test
    void anotherNumberStatedOfAHeldMember_isNoAnswer_andTheSameNumberOrAnotherNameKeepsIt() {
        Map<String, Integer> families = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        List<String> lost = new ArrayList<>();
        List<String> afterTheData = new ArrayList<>();
        for (String language : LANGUAGES) {
            String name = NAMES.get(language);
            List<String> statesNow = new ArrayList<>(LEX.words(Role.STATES_NOW, language));
            statesNow.addAll(List.of(":", "="));
            for (String stating : statingWords(language)) {
                if (stating.contains(name)) {
                    continue; // total of: the name's own word
                }
                boolean plain = statesNow.contains(stating);
                for (Map.Entry<String, String> place : PLACES.entrySet()) {
                    for (String data : List.of("{\"" + name + "\": 42}", "{\"" + name + "\": \"42\"}")) {
                        String reply = place.getValue().replace("{D}", data);
                        String other = reply.replace("{S}", sentence(language, name, stating, "43"));
                        families.merge("another number " + language, 1, Integer::sum);
                        if (FUNCTIONS.coerced(other, schema(name), null) != null) {
                            wrong.add(other);
                        }
                        if (Assertion.statesOnlyInALongerTerm(stating) && place.getKey().equals("line before")) {
                            // A preposition leading to a number a noun follows counts a part: total of 3 pages.
                            String part = reply.replace("{S}", sentence(language, name, stating, "3 "
                                    + OTHER_NOUN.get(language)));
                            families.merge("plain: a part counted after a preposition " + language, 1, Integer::sum);
                            if (!kept(part, name)) {
                                lost.add(part);
                            }
                        }
                        if (!plain) {
                            continue;
                        }
                        // After the data, a line or a bracket this short is a bare line or a short remark, read
                        // fail-closed by its own rule: only the line before the data is asserted plain here.
                        List<String> lostHere = place.getKey().equals("line before") ? lost : afterTheData;
                        // Plain: the number held, stated again; another noun between the name and the stating word.
                        String same = reply.replace("{S}", sentence(language, name, stating, "42"));
                        families.merge("plain: same number " + language, 1, Integer::sum);
                        if (!kept(same, name)) {
                            lostHere.add(same);
                        }
                        String another = reply.replace("{S}", sentence(language, name + (name.charAt(0) >= 0x2E80
                                && !language.equals("ko") ? "" : " ") + OTHER_NOUN.get(language), stating, "3"));
                        families.merge("plain: another noun's number " + language, 1, Integer::sum);
                        if (!kept(another, name)) {
                            lostHere.add(another);
                        }
                    }
                }
            }
        }
        int variants = families.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("numbers stated around the data, by family: " + families + ", " + variants
                + " variants; answered though another number is stated: " + wrong.size() + "; plain lost: " + lost.size()
                + "; plain after the data refused as a bare line or a short remark: " + afterTheData.size());
        if (Boolean.getBoolean("generated.verbose")) {
            lost.forEach(l -> System.out.println("LOST " + l.replace("\n", "\\n")));
            afterTheData.forEach(l -> System.out.println("AFTER " + l.replace("\n", "\\n")));
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertEquals(List.of(), lost.subList(0, Math.min(30, lost.size())), lost.size() + " plain variants lost");
        assertTrue(variants >= 1_000, variants + " variants");
    }
}
