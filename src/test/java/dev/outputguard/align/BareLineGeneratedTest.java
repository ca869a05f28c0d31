package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;

/**
 * A bare line after a reply's JSON value (at most three words, a CJK character counting half, on a line of its own
 * or the rest of the value's closing line; no list item, heading or label) keeps the value only when its words are
 * among those that keep one: a chat's closing ({@link Category#CLOSER}), a neutral word, a wrapper's name, an
 * affirming word, a failure counted none, or the value's own words. Generated in every language: every other term
 * of the lexicon standing so, and lines of words nobody listed (random letters), are refused; every closing, the
 * value's own words and a bare line that heads a longer one after it are answered.
 */
class BareLineGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();

    /** What keeps a value standing as a bare line (Assertion's reading of a bare line). */
    private static final List<Category> KEEPING = List.of(Category.CLOSER, Category.NEUTRAL, Category.NEUTRAL_WRAPPER,
            Category.AFFIRMING, Category.UNIT);

    private record Seed(String name, ObjectNode schema, String data, String pointer, JsonNode value) {
    }

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final ObjectNode ENUM_ROOT = (ObjectNode) json("{\"type\":\"string\",\"enum\":[\"billing\",\"tech\",\"other\"]}");

    private static List<Seed> seeds() {
        return List.of(
                new Seed("enum", (ObjectNode) json("{\"type\":\"object\",\"properties\":{\"sentiment\":{\"type\":\"string\","
                        + "\"enum\":[\"positive\",\"negative\",\"neutral\"]}},\"required\":[\"sentiment\"]}"),
                        "{\"sentiment\": \"positive\"}", "/sentiment", json("\"positive\"")),
                new Seed("integer", (ObjectNode) json("{\"type\":\"object\",\"properties\":{\"total\":{\"type\":\"integer\"}},"
                        + "\"required\":[\"total\"]}"), "{\"total\": 5}", "/total", json("5")),
                new Seed("boolean", (ObjectNode) json("{\"type\":\"object\",\"properties\":{\"ok\":{\"type\":\"boolean\"}},"
                        + "\"required\":[\"ok\"]}"), "{\"ok\": true}", "/ok", json("true")),
                // Scalar roots: a JSON string, and the value prose gives (a label's, a sentence's).
                new Seed("enum-string", ENUM_ROOT, "\"billing\"", "", json("\"billing\"")),
                new Seed("enum-prose", ENUM_ROOT, "Category: billing", "", json("\"billing\"")),
                new Seed("integer-prose", (ObjectNode) json("{\"type\":\"integer\"}"), "The total is 5.", "", json("5")));
    }

    private static boolean answersValue(Seed seed, String reply) {
        ObjectNode request = MAPPER.createObjectNode().put("text", reply).put("coerce", true).put("mode", "strict");
        request.set("schema", seed.schema());
        JsonNode answer = json(new String(FUNCTIONS.call("extract-json", request.toString()
                .getBytes(java.nio.charset.StandardCharsets.UTF_8)), java.nio.charset.StandardCharsets.UTF_8));
        if (!answer.path("ok").asBoolean()) {
            return false;
        }
        JsonNode at = answer.get("json").at(seed.pointer());
        return !at.isMissingNode() && (at.isNumber() && seed.value().isNumber()
                ? at.decimalValue().compareTo(seed.value().decimalValue()) == 0 : at.equals(seed.value()));
    }

    /** The words of {@code line} as the bare-line reading counts them: a CJK character half a word. */
    private static int halves(String line) {
        int halves = 0;
        for (int p = 0; p < line.length(); p++) {
            char c = line.charAt(p);
            halves += c >= 0x2E80 && Character.isLetter(c) ? 1
                    : Character.isLetterOrDigit(c) && (p == 0 || !Character.isLetterOrDigit(line.charAt(p - 1))
                            && "'’".indexOf(line.charAt(p - 1)) < 0) ? 2 : 0;
        }
        return halves;
    }

    /** The characters of {@code alphabet} that no term of the lexicon holds. */
    private static String unlisted(String alphabet) {
        StringBuilder out = new StringBuilder();
        for (char c : alphabet.toCharArray()) {
            boolean listed = false;
            for (String language : Lexicon.LANGUAGES) {
                for (Category category : Category.values()) {
                    listed |= LEX.words(category, language).stream().anyMatch(t -> t.indexOf(c) >= 0);
                }
            }
            if (!listed) {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Whether {@code term} names a problem or a failure and says there is none of it ({@code 문제없음}): it keeps. */
    private static boolean countsNone(String term, String language) {
        String t = term.toLowerCase(Locale.ROOT);
        return java.util.stream.Stream.of(Category.PROBLEM, Category.FAILURE).flatMap(c -> LEX.words(c, language).stream())
                .anyMatch(t::contains) && java.util.stream.Stream.of(Category.NEGATION, Category.NOTHING)
                        .flatMap(c -> LEX.words(c, language).stream()).anyMatch(t::contains);
    }

    private static boolean keeping(String term) {
        return KEEPING.stream().anyMatch(c -> LEX.is(term, c)) || LEX.is(term, Category.PSEUDO);
    }

    /** The shapes a bare line takes after the value: its own line, a paragraph, after its fence, its closing line. */
    private static List<String> shapes(Seed seed, String line) {
        String fenced = seed.data().startsWith("{") || seed.data().startsWith("\"") ? "```json\n" + seed.data() + "\n```"
                : seed.data() + "\n"; // prose stands in no fence
        return List.of(seed.data() + "\n" + line, seed.data() + "\n\n" + capital(line) + ".",
                fenced + "\n\n" + capital(line), seed.data() + " " + line);
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }

    @Test
    void aBareLineOfAnyOtherTerm_orOfWordsNobodyListed_inEveryLanguage_neverLeavesTheValueAnswered() {
        Map<String, int[]> byFamily = new TreeMap<>(); // refused / answered
        Set<String> languages = new HashSet<>();
        List<String> wrong = new ArrayList<>();
        List<String[]> lines = new ArrayList<>(); // family, language, line
        for (String language : Lexicon.LANGUAGES) {
            for (Category c : Category.values()) {
                if (KEEPING.contains(c)) {
                    continue;
                }
                for (String term : LEX.words(c, language)) {
                    // A term that keeps a value as well, or one of the words a seed's value is written in, keeps it.
                    if (keeping(term) || halves(term) == 0 || halves(term) > 6 || term.contains(":") || term.contains("：")
                            || !Character.isLetterOrDigit(term.charAt(0)) || countsNone(term, language)
                            || java.util.Arrays.stream(term.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+"))
                                    .anyMatch(List.of("positive", "sentiment", "total", "ok", "true", "5", "billing", "category", "the", "is")::contains)) {
                        continue;
                    }
                    lines.add(new String[] {"every other term of the lexicon", language, term});
                }
            }
        }
        // Words nobody listed: random letters in one to three words, Latin, kana, Han and Hangul (CJK characters no
        // term of the lexicon holds, as every one of them is a word).
        Random random = new Random(20261201);
        String[] alphabets = {"abcdefghijklmnopqrstuvwxyz", unlisted("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほ"),
                unlisted("猫犬鳥魚馬牛羊豚虎龍象鹿熊狐狼鯨蛙蛇亀兎"), unlisted("가나다라마바사아자차카타파하펭귄코끼리고래")};
        for (int i = 0; i < 2_000; i++) {
            String alphabet = alphabets[i % alphabets.length];
            boolean cjk = alphabet.charAt(0) >= 0x2E80;
            int words = 1 + random.nextInt(3);
            StringBuilder line = new StringBuilder();
            for (int w = 0; w < (cjk ? 1 : words); w++) {
                line.append(w > 0 ? " " : "");
                for (int k = 0, n = cjk ? 1 + random.nextInt(5) : 3 + random.nextInt(6); k < n; k++) {
                    line.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            String s = line.toString();
            if (LEX.is(s, Category.CLOSER) || keeping(s)) {
                continue;
            }
            lines.add(new String[] {"words nobody listed", cjk ? "cjk" : "latin", s});
        }
        int variants = 0;
        for (Seed seed : seeds()) {
            for (String[] l : lines) {
                for (String reply : shapes(seed, l[2])) {
                    boolean answered = answersValue(seed, reply);
                    byFamily.computeIfAbsent(l[0], f -> new int[2])[answered ? 1 : 0]++;
                    languages.add(l[1]);
                    variants++;
                    if (answered && wrong.size() < 20) {
                        wrong.add(l[0] + " " + l[1] + ": " + reply);
                    }
                }
            }
        }
        System.out.println("a bare line after the value, refused / answered: " + byFamily.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()[0] + " / " + e.getValue()[1]).toList() + ", " + variants + " variants");
        assertEquals(List.of(), wrong, "answered the value beside a bare line that does not keep it");
        assertTrue(variants >= 20_000, "generated " + variants);
        assertTrue(languages.size() >= 12, "languages " + languages);
    }

    @Test
    void aBareLineOfAClosingOrOfTheValuesOwnWords_orOneHeadingALongerLine_leavesTheValueAnswered() {
        List<String> wrong = new ArrayList<>();
        Map<String, Integer> byLanguage = new TreeMap<>();
        for (Seed seed : seeds()) {
            List<String[]> lines = new ArrayList<>();
            for (String language : Lexicon.LANGUAGES) {
                for (String closer : LEX.words(Category.CLOSER, language)) {
                    if (halves(closer) <= 6) {
                        lines.add(new String[] {language, closer});
                    }
                }
            }
            String own = seed.value().isTextual() ? seed.value().textValue() : seed.value().toString();
            if (!seed.name().endsWith("-prose")) { // prose that writes its number twice gives none
                lines.add(new String[] {"value", own});
            }
            if (!seed.pointer().isEmpty()) {
                lines.add(new String[] {"value", seed.pointer().substring(1) + " " + own});
            }
            for (String[] l : lines) {
                // Not on the value's own line: its rest is read for a condition as a comment is.
                for (String reply : shapes(seed, l[1]).subList(0, 3)) {
                    byLanguage.merge(l[0], 1, Integer::sum);
                    if (!answersValue(seed, reply)) {
                        wrong.add(l[0] + ": " + reply);
                    }
                }
            }
            // Words nobody listed heading a longer line of plain words after them, a list item, a heading: no bare line.
            for (String reply : List.of(seed.data() + "\n\nReasoning\nThe customer writes about the order in some detail.",
                    seed.data() + "\n\n- zorblax\n- quintessa", seed.data() + "\n\n### Zorblax\n",
                    seed.data() + "\n\nZorblax quintessa.\nThe customer writes about the order in some detail.")) {
                if (!answersValue(seed, reply)) {
                    wrong.add("structure: " + reply);
                }
            }
        }
        System.out.println("a bare line that keeps the value, by language: " + byLanguage);
        assertEquals(List.of(), wrong, "refused the value beside a bare line that keeps it");
        assertTrue(byLanguage.keySet().containsAll(List.of("en", "ja", "zh", "ko", "de", "fr", "es", "it", "pt", "nl", "tr")),
                byLanguage.toString());
    }

    @Test
    void aShortLeadForbiddingTheValue_everyNegationOfEveryLanguage_neverLeavesItAnswered_andALongerOrCountingOneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        Set<String> languages = new HashSet<>();
        int variants = 0;
        for (Seed seed : seeds()) {
            for (String language : Lexicon.LANGUAGES) {
                for (String negation : LEX.words(Category.NEGATION, language)) {
                    long categories = LEX.categoriesOfWord(negation);
                    if ((categories & (Category.NO.bit() | Category.NOTHING.bit() | Category.PSEUDO.bit())) != 0
                            || !Character.isLetter(negation.charAt(0)) || halves(negation) > 4) {
                        continue;
                    }
                    String lead = capital(negation);
                    boolean json = seed.data().startsWith("{") || seed.data().startsWith("\"");
                    for (String reply : List.of(lead + ":\n" + seed.data(), lead + " this:\n\n" + seed.data(),
                            "Okay. " + lead + ":\n" + (json ? "```json\n" + seed.data() + "\n```" : seed.data()))) {
                        variants++;
                        languages.add(language);
                        if (answersValue(seed, reply)) {
                            wrong.add("answered " + language + ": " + reply);
                        }
                    }
                }
            }
            for (String lead : List.of("Here is the JSON, no markdown:", "Not wrapped in a code block:", "Not much to add:",
                    "Nothing else to add, here is the JSON:", "No errors found:", "Here is the JSON (no extra text):")) {
                if (!answersValue(seed, lead + "\n" + seed.data())) {
                    wrong.add("refused: " + lead);
                }
            }
        }
        System.out.println("a short lead forbidding the value: " + variants + " variants in " + languages);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " wrong");
        assertTrue(languages.size() >= 7, "languages " + languages);
    }
}
