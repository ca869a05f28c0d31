package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A short free string (a name, a city, a list's item: any text the schema takes) that gives its value as a guess, an
 * example or one of several is no value: extract-json with {@code coerce} never answers it, as a JSON string field and
 * as a list's item, in strict and repair mode. Generated over the lexicon's languages: every word of
 * {@link Role#GUESS_OPENER} opening a name ({@code probably Ada}, {@code e.g. Lyon}, {@code vielleicht Müller},
 * {@code たぶん田中}, {@code 可能是张三}, {@code 아마 김철수}); every word of {@link Role#GUESS_CLOSER}, and every question word
 * and list's elision of one word, closing one ({@code Alice probably}, {@code 田中かも}, {@code Alice吧}, {@code 김철수 같음},
 * {@code Alice etc.}); every {@link Category#CHOICE} word between two names ({@code Alice or Bob}, {@code 田中か鈴木},
 * {@code 张三或李四}, {@code 김철수 또는 이영희}). Beside them the keep side: plain names of every language, and names,
 * titles and words that hold such letters or words where no guess is read ({@code Amazon}, {@code 아마존}, {@code さかな},
 * {@code 平等}, {@code 酒吧}, {@code Oregon}, {@code Interim CEO}, {@code To be or not to be}, a longer text), kept as
 * written; what the reading costs is asserted as refused, so that a change to it shows.
 */
class FreeStringGuessedGeneratedTest {

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.subList(1, Lexicon.LANGUAGES.size());
    private static final List<String> MODES = List.of("strict", "repair");
    private static final String FIELD = "{\"type\": \"object\", \"required\": [\"name\"], \"properties\": {\"name\": {\"type\": \"string\"}}}";
    private static final String LIST = "{\"type\": \"object\", \"required\": [\"names\"], \"properties\": {\"names\": {\"type\": \"array\","
            + " \"items\": {\"type\": \"string\"}}}}";

    /** Two names of each language. */
    private static final Map<String, String[]> NAMES = Map.ofEntries(Map.entry("en", new String[] {"Alice", "Bob"}),
            Map.entry("ja", new String[] {"田中", "鈴木"}), Map.entry("zh", new String[] {"张三", "李四"}),
            Map.entry("ko", new String[] {"김철수", "이영희"}), Map.entry("de", new String[] {"Müller", "Schmidt"}),
            Map.entry("fr", new String[] {"Dupont", "Martin"}), Map.entry("es", new String[] {"García", "López"}),
            Map.entry("it", new String[] {"Rossi", "Bianchi"}), Map.entry("pt", new String[] {"Silva", "Santos"}),
            Map.entry("nl", new String[] {"Jansen", "de Vries"}), Map.entry("tr", new String[] {"Yılmaz", "Kaya"}));

    /** The string answered at its place, for each position and mode; null where there is none. */
    private static List<JsonNode> answers(String value) {
        List<JsonNode> answers = new ArrayList<>();
        String quoted = com.fasterxml.jackson.databind.node.TextNode.valueOf(value).toString();
        for (String mode : MODES) {
            JsonNode field = FUNCTIONS.coerced("{\"name\": " + quoted + "}", FIELD, mode);
            answers.add(field == null ? null : field.at("/name"));
            JsonNode item = FUNCTIONS.coerced("{\"names\": [\"Bob\", " + quoted + "]}", LIST, mode);
            answers.add(item == null ? null : item.at("/names/1"));
        }
        return answers;
    }

    /** Each answer of {@code value} that is one: confidently wrong. */
    private static void refused(String language, String family, String value, Map<String, int[]> families, List<String> wrong) {
        int[] tally = families.computeIfAbsent(family, f -> new int[2]);
        for (JsonNode answer : answers(value)) {
            tally[0]++;
            if (answer != null) {
                tally[1]++;
                wrong.add(language + " " + family + ": " + value + " -> " + answer);
            }
        }
    }

    /** {@code a} and {@code b} as {@code language} writes two words: Chinese and Japanese without a blank. */
    private static String glue(String language, String a, String b) {
        return language.equals("zh") || language.equals("ja") ? a + b : a + " " + b;
    }

    /** Whether {@code c} is a letter of Han (no blank and no inflection parts it from a Han name before it). */
    private static boolean han(char c) {
        return Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN;
    }

    @Test
    void aFreeStringGivenAsAGuessAnExampleOrOneOfSeveral_isNeverAnswered_inEveryLanguage() {
        Map<String, int[]> families = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        for (String language : LANGUAGES) {
            String[] names = NAMES.get(language);
            for (String term : LEX.words(Role.GUESS_OPENER, language)) {
                refused(language, "opened by a guess or an example", glue(language, term, names[0]), families, wrong);
                if (!language.equals("zh") && !language.equals("ja")) {
                    refused(language, "opened by a guess or an example", term + " " + names[0] + " " + names[1], families, wrong);
                    refused(language, "opened by a guess or an example", term + ": " + names[0], families, wrong);
                }
            }
            for (String term : LEX.words(Role.GUESS_CLOSER, language)) {
                // A closing word of Han after a Han name is not read (平等, 酒吧): such a word is written after a Latin one.
                String name = han(term.charAt(0)) ? "Alice" : names[0];
                refused(language, "closed by a guess", glue(language, name, term), families, wrong);
                if (language.equals("ko") && term.length() >= 2 && term.indexOf(' ') < 0) {
                    refused(language, "closed by a guess", name + term, families, wrong); // 김철수일까
                }
            }
            for (Category category : List.of(Category.QUESTION, Category.ELISION)) {
                for (String term : LEX.words(category, language)) {
                    if (!Character.isLetter(term.charAt(0)) || term.split(" ").length > 2) {
                        continue; // a mark ("?"), or a sentence that says the list goes on, read where a list is
                    }
                    String name = han(term.charAt(0)) ? "Alice" : names[0];
                    refused(language, "closed by a " + category.section() + " word", glue(language, name, term), families, wrong);
                }
            }
            for (String term : LEX.words(Category.CHOICE, language)) {
                if (!Character.isLetter(term.charAt(term.length() - 1))) {
                    continue; // "vs.": a full stop closes the term, read as "vs"
                }
                String between = language.equals("ja") || language.equals("zh")
                        ? names[0] + term + names[1] : names[0] + " " + term + " " + names[1];
                refused(language, "one of several", between, families, wrong);
                refused(language, "one of several", names[0] + " (" + term + " " + names[1] + ")", families, wrong);
            }
        }
        int variants = families.values().stream().mapToInt(t -> t[0]).sum();
        StringBuilder counts = new StringBuilder();
        families.forEach((family, t) -> counts.append(family).append(": ").append(t[1]).append(" wrong of ").append(t[0]).append("; "));
        System.out.println("free strings given as a guess, by family: " + counts + variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 1_500, variants + " variants");
    }

    @Test
    void plainNamesAndWordsHoldingSuchLettersOrWords_areAnsweredAsWritten() {
        List<String> kept = new ArrayList<>();
        NAMES.values().forEach(n -> kept.addAll(List.of(n)));
        kept.addAll(List.of("Alice Smith", "Amazon", "아마존", "아마추어", "さかな", "さやか", "あすか", "平等", "酒吧", "网吧", "可能性",
                "Oregon", "Orlando", "Florida", "Ada Lovelace", "Smith, John", "Tom and Jerry", "Interim CEO", "Draft Day",
                "Partial refund", "Preliminary report", "To be or not to be", "Lyon (France)", "Bob (CEO)",
                "Probably a network timeout caused by the proxy settings", "I think the tests are flaky on Mondays",
                "Maybe", "Like a Rolling Stone", "Say Anything", "Ordnung", "ouvert", "Oder-Spree", "São Paulo",
                "김철수", "부산 해운대", "東京都", "北京市", "Kaya Yılmaz", "Jansen en Zonen", "Zoë O'Neil", "Seán O’Brien",
                "Maria O'Connor e Silva"));
        List<String> lost = new ArrayList<>();
        for (String value : kept) {
            for (JsonNode answer : answers(value)) {
                if (answer == null || !answer.asText().equals(value)) {
                    lost.add(value + " -> " + answer);
                }
            }
        }
        System.out.println("free strings kept: " + (kept.size() * 4 - lost.size()) + " of " + kept.size() * 4 + ", lost " + lost.size());
        assertEquals(List.of(), lost);
    }

    /** What the reading costs: short titles that open with a guess's word or name two things joined by "or". */
    @Test
    void titlesThatReadAsAGuessOrAChoice_areRefused_whatTheReadingCosts() {
        for (String title : List.of("Maybe Baby", "Truth or Dare", "Dead or Alive", "Kramer vs Kramer", "Apparently Kid")) {
            assertNotNull(FreeText.takenBack(title), title);
        }
        assertTrue(FreeText.takenBack("probably Ada").contains("guess"), FreeText.takenBack("probably Ada"));
        assertTrue(FreeText.takenBack("Ada or Bob").contains("one of several"), FreeText.takenBack("Ada or Bob"));
    }
}
