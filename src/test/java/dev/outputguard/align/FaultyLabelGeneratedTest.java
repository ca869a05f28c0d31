package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;

/**
 * Three ways a reply calls the value it writes faulty or makes it one candidate among others, generated from the
 * lexicon in every language it reads, through extract-json with {@code coerce}:
 * <ul>
 * <li>a short label naming the answer beside a problem ({@code Invalid output:}, {@code Sortie incorrecte :},
 * {@code 誤った出力：}) before the JSON, on its line or the line above: refused, where the name alone
 * ({@code Output:}) or a correction ({@code Corrected output:}) keeps it;</li>
 * <li>a bracket after a value that neither passes nor fails holding a problem ({@code billing (wrong)},
 * {@code 5 (incomplete)}): refused, where a count's unit ({@code 5 (issues)}) keeps it;</li>
 * <li>a value a colon gives a number ({@code billing: 0}, {@code billing: 0.7}): a label with its score, refused.</li>
 * </ul>
 */
class FaultyLabelGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final JsonNode OBJECT_SCHEMA = json("{\"type\":\"object\",\"properties\":{\"category\":{\"type\":\"string\","
            + "\"enum\":[\"billing\",\"tech\",\"other\"]}},\"required\":[\"category\"]}");
    private static final JsonNode ENUM_ROOT = json("{\"type\":\"string\",\"enum\":[\"billing\",\"tech\",\"other\"]}");
    private static final JsonNode INTEGER_ROOT = json("{\"type\":\"integer\"}");

    /** The answer extract-json with {@code coerce} gives, or null for a refusal. */
    private static JsonNode answer(String reply, JsonNode schema, String mode) {
        ObjectNode request = MAPPER.createObjectNode().put("text", reply).put("coerce", true).put("mode", mode)
                .put("accept", "any");
        request.set("schema", schema);
        JsonNode answer;
        try {
            answer = MAPPER.readTree(new String(FUNCTIONS.call("extract-json", request.toString().getBytes(StandardCharsets.UTF_8)),
                    StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return answer.path("ok").asBoolean() ? answer.path("json") : null;
    }

    private static boolean objectAnswered(String reply) {
        JsonNode a = answer(reply, OBJECT_SCHEMA, "strict");
        return a != null && a.path("category").asText().equals("billing");
    }

    private static boolean spaced(String term) {
        return term.chars().allMatch(c -> c < 0x2E80);
    }

    private static String label(String first, String second) {
        String words = spaced(first) || spaced(second) ? first + " " + second : first + second;
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** A label's length as the reading counts it: a word of a spaced script two halves, a CJK character one. */
    private static int halves(String words) {
        int halves = 0;
        boolean inWord = false;
        for (char c : words.toCharArray()) {
            if (c >= 0x2E80) {
                halves++;
                inWord = false;
            } else if (Character.isLetterOrDigit(c)) {
                halves += inWord ? 0 : 2;
                inWord = true;
            } else {
                inWord = false;
            }
        }
        return halves;
    }

    /** The problems of a language that name one, not a resolution of one. */
    private static List<String> problems(String language) {
        return LEX.words(Category.PROBLEM, language).stream()
                .filter(p -> (LEX.categoriesOfWord(p) & Category.RESOLVING.bit()) == 0).toList();
    }

    @Test
    void aLabelCallingTheAnswerFaulty_inEveryLanguage_isRefused_andTheAnswersNameAloneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        String data = "{\"category\": \"billing\"}";
        for (String language : Lexicon.LANGUAGES) {
            List<String> wrappers = LEX.words(Category.NEUTRAL_WRAPPER, language);
            if (wrappers.isEmpty()) {
                continue;
            }
            wrappers = wrappers.subList(0, Math.min(3, wrappers.size()));
            for (String wrapper : wrappers) {
                for (String kept : List.of(label(wrapper, ""), "Here is the " + wrapper)) {
                    String lead = kept.strip();
                    if (!objectAnswered(lead + ": " + data) || !objectAnswered(lead + ":\n" + data)) {
                        wrong.add("refused after " + lead + ":");
                    }
                }
                for (String problem : problems(language)) {
                    if (halves(problem) + halves(wrapper) > 6) {
                        continue; // a longer label says how the value is written, and is read for its triggers only
                    }
                    for (String lead : List.of(label(problem, wrapper), label(wrapper, problem))) {
                        for (String reply : List.of(lead + ": " + data, lead + ":\n" + data, lead + "：\n```json\n" + data + "\n```")) {
                            variants++;
                            if (objectAnswered(reply)) {
                                wrong.add("answered after " + lead);
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 2_000, variants + " variants");
    }

    @Test
    void aProblemInABracketAfterAValueThatNeitherPassesNorFails_inEveryLanguage_isRefused_andAUnitKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : Lexicon.LANGUAGES) {
            for (String problem : problems(language)) {
                if ((LEX.categoriesOfWord(problem) & Category.UNIT.bit()) != 0) {
                    continue; // a count's noun as well: 5 (issues)
                }
                for (String open : List.of("(", "（", "[")) {
                    String close = open.equals("(") ? ")" : open.equals("（") ? "）" : "]";
                    variants += 2;
                    JsonNode category = answer("Category: billing " + open + problem + close, ENUM_ROOT, "repair");
                    if (category != null && category.asText().equals("billing")) {
                        wrong.add("billing " + open + problem + close);
                    }
                    JsonNode total = answer("Total: 5 " + open + problem + close, INTEGER_ROOT, "repair");
                    if (total != null && total.asInt() == 5) {
                        wrong.add("5 " + open + problem + close);
                    }
                }
            }
            for (String unit : LEX.words(Category.UNIT, language).subList(0, Math.min(5, LEX.words(Category.UNIT, language).size()))) {
                JsonNode total = answer("Total: 5 (" + unit + ")", INTEGER_ROOT, "repair");
                if (total == null || total.asInt() != 5) {
                    wrong.add("refused 5 (" + unit + ")");
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1_000, variants + " variants");
    }

    @Test
    void aValueAColonGivesANumber_isALabelWithItsScore_andIsRefused() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String score : List.of("0", "1", "0.7", "70%", "0,3", "1/10", "-2", "= 0", "：0")) {
            for (String reply : List.of("billing: " + score, "Billing: " + score + "\n", "**billing**: " + score,
                    "billing = " + score.replace("= ", ""), "The category is billing: " + score)) {
                variants++;
                JsonNode a = answer(reply.replace(": =", " ="), ENUM_ROOT, "repair");
                if (a != null && a.asText().equals("billing")) {
                    wrong.add(reply);
                }
            }
        }
        for (String plain : List.of("billing", "Category: billing", "Category: billing.", "Category: billing!")) {
            JsonNode a = answer(plain, ENUM_ROOT, "repair");
            if (a == null || !a.asText().equals("billing")) {
                wrong.add("refused " + plain);
            }
        }
        assertEquals(List.of(), wrong, wrong.size() + " of " + variants);
        assertTrue(variants >= 45, variants + " variants");
    }

    @Test
    void aScaleInANumbersOwnClause_inEveryLanguage_takesTheNumberBack() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : Lexicon.LANGUAGES) {
            for (String scale : LEX.words(Category.SCALE, language)) {
                if ((LEX.categoriesOfWord(scale) & Category.UNIT.bit()) != 0) {
                    continue; // a count's unit as well: 5 units
                }
                for (String reply : List.of("Total: 5 in " + scale, "The total is 5 in " + scale + ".")) {
                    variants++;
                    JsonNode total = answer(reply, INTEGER_ROOT, "repair");
                    if (total != null && total.asInt() == 5) {
                        wrong.add(reply);
                    }
                }
            }
        }
        for (String plain : List.of("Total: 5", "The total is 5.", "Total: 5 items")) {
            JsonNode total = answer(plain, INTEGER_ROOT, "repair");
            if (total == null || total.asInt() != 5) {
                wrong.add("refused " + plain);
            }
        }
        assertEquals(List.of(), wrong, wrong.size() + " of " + variants);
        assertTrue(variants > 20, variants + " variants");
    }

    @Test
    void aShortLabelNamingAValueOtherThanTheActualOne_inEveryLanguage_isRefused() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        String data = "{\"category\": \"billing\"}";
        for (String language : Lexicon.LANGUAGES) {
            for (String term : LEX.words(Category.NOT_ACTUAL, language)) {
                if (halves(term) > 4 || (LEX.categoriesOfWord(term) & Category.RESOLVING.bit()) != 0) {
                    continue; // a label of at most three words is read so, a wrapper's name beside it counted
                }
                for (String lead : List.of(label(term, ""), spaced(term) ? label(term, "output") : term + "出力")) {
                    for (String reply : List.of(lead.strip() + ":\n" + data, lead.strip() + ": " + data)) {
                        variants++;
                        if (objectAnswered(reply)) {
                            wrong.add("answered after " + lead.strip() + ":");
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 200, variants + " variants");
    }
}
