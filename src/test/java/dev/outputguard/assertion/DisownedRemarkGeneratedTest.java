package dev.outputguard.assertion;

import static dev.outputguard.testsupport.LexiconLetters.unlisted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A remark after a value, longer than the short remarks and bare lines read whole, disowns the value where a clause
 * of it holds a first-person word of inability or doubt ({@link Category#SELF_DOUBT}), or a negation, hedge, modal or
 * retraction whose scope reaches a word naming the answer ({@link Category#THIS_VALUE}; a pointer word such as
 * {@code it} only after the trigger). Generated in every language over every trigger and every referent the lexicon
 * lists, with words nobody listed around them: the remark is refused; the same remark without the trigger, without
 * the referent, or with the pointer before the trigger is answered, as is a self-doubt whose clause counts a problem
 * none. Through extract-json's {@code coerce}, in four shapes: a JSON object, a JSON string, a label's value and a
 * number in prose.
 */
class DisownedRemarkGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final List<Category> TRIGGERS = List.of(Category.NEGATION, Category.HEDGE, Category.MODAL,
            Category.RETRACTION);
    /** What a trigger may not be as well, for the generated remark to test this reading alone. */
    private static final long ELSEWHERE = Category.mask(Category.CLOSER, Category.PSEUDO, Category.NEUTRAL,
            Category.THIS_VALUE, Category.PROBLEM, Category.FAILURE, Category.SEVERE, Category.SELF_DOUBT);
    private static final String LATIN_FILLER = "zorbel quindar moxit plavet";
    private static final String CJK_FILLER = unlisted("猫犬鳥魚馬牛羊豚虎龍象鹿熊狐狼鯨蛙蛇亀兎");

    private record Seed(String name, ObjectNode schema, String data, String pointer, JsonNode value) {
    }

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static final ObjectNode ENUM_ROOT = (ObjectNode) json("{\"type\":\"string\",\"enum\":[\"billing\",\"tech\",\"other\"]}");
    private static final List<Seed> SEEDS = List.of(
            new Seed("object", (ObjectNode) json("{\"type\":\"object\",\"properties\":{\"category\":{\"type\":\"string\","
                    + "\"enum\":[\"billing\",\"tech\",\"other\"]}},\"required\":[\"category\"]}"),
                    "{\"category\": \"billing\"}", "/category", json("\"billing\"")),
            new Seed("string", ENUM_ROOT, "\"billing\"", "", json("\"billing\"")),
            new Seed("label", ENUM_ROOT, "Category: billing", "", json("\"billing\"")),
            new Seed("prose-number", (ObjectNode) json("{\"type\":\"integer\"}"), "The total is 5.", "", json("5")));

    private static boolean answers(Seed seed, String reply) {
        ObjectNode request = MAPPER.createObjectNode().put("text", reply).put("coerce", true).put("mode", "strict");
        request.set("schema", seed.schema());
        JsonNode answer = json(new String(FUNCTIONS.call("extract-json", request.toString().getBytes(StandardCharsets.UTF_8)),
                StandardCharsets.UTF_8));
        if (!answer.path("ok").asBoolean()) {
            return false;
        }
        JsonNode at = answer.get("json").at(seed.pointer());
        return !at.isMissingNode() && (at.isNumber() && seed.value().isNumber()
                ? at.decimalValue().compareTo(seed.value().decimalValue()) == 0 : at.equals(seed.value()));
    }

    private static boolean cjk(String language) {
        return List.of("ja", "zh", "ko").contains(language);
    }

    /** Whether {@code term} holds {@code word} as a word of its own (anywhere, in CJK). */
    private static boolean holds(String term, String word, boolean cjk) {
        return cjk ? term.contains(word) : (" " + term + " ").contains(" " + word + " ");
    }

    private static boolean pointer(String referent) {
        return LEX.is(referent, Category.NEUTRAL);
    }

    /** The remark: its words, joined as the language writes them, with words nobody listed around them. */
    private static String remark(boolean cjk, String... parts) {
        String filler = cjk ? CJK_FILLER : LATIN_FILLER;
        String text = String.join(cjk ? "" : " ", java.util.Arrays.stream(parts).map(p -> p.equals("~") ? filler : p).toList());
        return cjk ? text + "。" : text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1) + ".";
    }

    private static boolean disowns(String remark) {
        String text = "{\"category\": \"billing\"}\n\n" + remark;
        return !Assertion.disowned(text, text.indexOf('\n'), text.length()).plain();
    }

    @Test
    void aTriggerReachingTheAnswer_orASelfDoubt_inEveryLanguage_disownsIt_andTheSameRemarkWithoutThemKeepsIt() {
        assertTrue(LATIN_FILLER.chars().noneMatch(Character::isUpperCase)
                && java.util.Arrays.stream(LATIN_FILLER.split(" ")).allMatch(w -> LEX.categoriesOfWord(w) == 0));
        assertTrue(CJK_FILLER.length() >= 16, CJK_FILLER);
        List<String> wrong = new ArrayList<>();
        Map<String, int[]> byLanguage = new TreeMap<>(); // refused, kept
        int through = 0;
        for (String language : Lexicon.LANGUAGES) {
            if (language.equals("common")) {
                continue;
            }
            boolean cjk = cjk(language);
            // A referent that is also a closing's words is one term of the closing (以上为), read for nothing.
            List<String> referents = LEX.words(Category.THIS_VALUE, language).stream()
                    .filter(r -> (LEX.categoriesOfWord(r) & Category.mask(Category.CLOSER, Category.PSEUDO)) == 0).toList();
            List<String> negations = LEX.words(Category.NEGATION, language);
            List<String> doubts = LEX.words(Category.SELF_DOUBT, language);
            assertTrue(!referents.isEmpty() && !doubts.isEmpty(), language + " lists no referent or no self-doubt");
            List<String> triggers = new ArrayList<>();
            for (Category c : TRIGGERS) {
                for (String t : LEX.words(c, language)) {
                    if ((LEX.categoriesOfWord(t) & ELSEWHERE) == 0 && Character.isLetter(t.charAt(0))
                            && t.chars().allMatch(ch -> Character.isLetter(ch) || ch == ' ' || ch == '\'' || ch == '-')
                            && referents.stream().noneMatch(r -> holds(t, r, cjk)) && !triggers.contains(t)) {
                        triggers.add(t);
                    }
                }
            }
            int[] counts = byLanguage.computeIfAbsent(language, l -> new int[2]);
            int i = 0;
            for (String trigger : triggers) {
                for (String referent : referents) {
                    i++;
                    List<String> refused = new ArrayList<>(List.of(remark(cjk, trigger, referent, "~")));
                    if (!pointer(referent)) {
                        refused.add(remark(cjk, referent, "~", trigger, "~"));
                    }
                    for (String r : refused) {
                        counts[0]++;
                        if (!disowns(r)) {
                            wrong.add(language + " kept: " + r);
                        }
                    }
                    List<String> kept = new ArrayList<>(List.of(remark(cjk, referent, "~"), remark(cjk, "~", trigger, "~")));
                    if (pointer(referent)) {
                        kept.add(remark(cjk, referent, "~", trigger, "~"));
                    }
                    for (String k : kept) {
                        counts[1]++;
                        if (disowns(k)) {
                            wrong.add(language + " refused: " + k);
                        }
                    }
                    // The shapes, one pair in every few, through the function.
                    if (i % 7 == 0) {
                        Seed seed = SEEDS.get((i / 7) % SEEDS.size());
                        through++;
                        if (answers(seed, seed.data() + "\n\n" + refused.get(0))) {
                            wrong.add(language + " " + seed.name() + " answered: " + refused.get(0));
                        }
                        if (!answers(seed, seed.data() + "\n\n" + kept.get(0))) {
                            wrong.add(language + " " + seed.name() + " refused: " + kept.get(0));
                        }
                    }
                }
            }
            String problem = LEX.words(Category.PROBLEM, language).stream()
                    .filter(p -> (LEX.categoriesOfWord(p) & (Category.mask(Category.SELF_DOUBT, Category.THIS_VALUE,
                            Category.CLOSER, Category.PSEUDO) | Category.mask(TRIGGERS.toArray(Category[]::new)))) == 0
                            && (cjk || !p.contains(" ")))
                    .findFirst().orElseThrow();
            for (String doubt : doubts) {
                String refused = remark(cjk, doubt, "~");
                counts[0]++;
                if (!disowns(refused)) {
                    wrong.add(language + " kept: " + refused);
                }
                // One whose negation counts the problem after it none (I can't find any issues) is no doubt; not one
                // whose negation is a doubt's own phrase (not sure, no access), which counts nothing.
                boolean phrase = java.util.stream.Stream.of(Category.HEDGE, Category.UNVERIFIED, Category.SUBSTITUTE)
                        .flatMap(c -> LEX.words(c, language).stream()).anyMatch(h -> doubt.contains(h)
                                && negations.stream().anyMatch(n -> holds(h, n, cjk)));
                if (!cjk && !phrase && negations.stream().anyMatch(n -> holds(doubt, n, cjk))) {
                    String kept = remark(cjk, doubt, problem, "~");
                    counts[1]++;
                    if (disowns(kept)) {
                        wrong.add(language + " refused: " + kept);
                    }
                }
                for (Seed seed : SEEDS) {
                    through++;
                    if (answers(seed, seed.data() + "\n\n" + refused)) {
                        wrong.add(language + " " + seed.name() + " answered: " + refused);
                    }
                }
            }
        }
        System.out.println("disowning remarks by language, refused / kept: " + byLanguage.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()[0] + " / " + e.getValue()[1]).toList() + "; through the function: " + through);
        assertEquals(List.of(), wrong.subList(0, Math.min(Integer.getInteger("disowned.show", 40), wrong.size())), wrong.size() + " wrong");
        assertTrue(byLanguage.size() == Lexicon.LANGUAGES.size() - 1 && through > 1_000, byLanguage.keySet() + " " + through);
    }

    /**
     * What replies write after their value that names it or doubts nothing of it, in several languages: the answer
     * stands ({@code It doesn't mention a date, so I left it out.} speaks of the text read; a closing's words are one
     * term; a clause that counts problems none is no doubt).
     */
    @Test
    void realisticTailsAfterAValue_keepIt_andTheFoundDisowningOnesRefuseIt() {
        List<String> kept = List.of("It doesn't mention a date, so I left it out of the answer.",
                "The review does not say which plan, so I left it empty.", "I couldn't find any issues with it.",
                "Let me know if it needs changes or anything else.", "Feel free to adjust it if needed.",
                "I hope this helps!", "Note: the dates are in UTC.", "If you need it in another format, just ask.",
                "This matches the requested schema exactly as you asked.",
                "The customer mentions a refund twice, which is why the answer is billing.",
                "Wenn du möchtest, kann ich das noch erweitern.", "N'hésitez pas si vous avez des questions.",
                "Si tiene alguna duda, no dude en consultarme.", "如果您需要其他格式的输出，请随时告诉我。");
        List<String> refused = List.of("I can't actually read the review.", "Don't rely on it.", "I may be wrong about this.",
                "Please don't use this value.", "This is not the real answer.", "Ignore the above.",
                "This value may be inaccurate since the review is very short and vague.",
                "Verlassen Sie sich bitte nicht darauf.", "Je ne peux pas lire l'avis.", "No puedo leer la reseña.",
                "我无法读取评论。", "Ik weet het niet zeker.", "Emin değilim.");
        List<String> wrong = new ArrayList<>();
        for (Seed seed : SEEDS) {
            for (String tail : kept) {
                if (!answers(seed, seed.data() + "\n\n" + tail)) {
                    wrong.add("refused: " + seed.name() + " " + tail);
                }
            }
            for (String tail : refused) {
                if (answers(seed, seed.data() + "\n" + tail)) {
                    wrong.add("answered: " + seed.name() + " " + tail);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }
}
