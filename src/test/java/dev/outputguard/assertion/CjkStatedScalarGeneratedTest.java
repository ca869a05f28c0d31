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
 * A scalar root stated in a Chinese, Japanese or Korean sentence, its stating particle glued to its subject
 * ({@code 总额是42。}, {@code 合計は42です。}, {@code 합계는 42입니다.}), is the answer of extract-json with {@code coerce},
 * as {@code The amount is 42.} is: every subject the lexicon lists (a quantity's name, {@code amount}, and the names
 * of a whole), every
 * particle the lexicon lists as stating a value as it is now, every ending, for an integer, a number and an enum.
 * Decorated with each hedge, negation, condition, question, approximation and modal the lexicon lists for the
 * language, at the sentence's start, between the subject and its particle, and after the value, it is never the
 * answer; nor is it after a word nobody listed glued to the particle ({@code 표면적으로는 42}: a frame, not a subject).
 */
class CjkStatedScalarGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = List.of("zh", "ja", "ko");
    private static final String INTEGER = "{\"type\": \"integer\"}";
    private static final String NUMBER = "{\"type\": \"number\"}";
    private static final String ENUM = "{\"enum\": [\"ok\", \"failed\"]}";

    /** A status's name, by language: an enum's value is stated of one thing a listed name names. */
    private static final Map<String, List<String>> STATUS = Map.of("zh", List.of("状态", "结果"), "ja",
            List.of("ステータス", "結果"), "ko", List.of("상태", "결과"));
    /** How a sentence stating a value ends, after the value, by language. */
    private static final Map<String, List<String>> ENDINGS = Map.of("zh", List.of("。", "", "！"), "ja",
            List.of("です。", "。", "です", "になります。"), "ko", List.of("입니다.", "이다.", "", "입니다"));
    /** A clause before a condition's comma, by language: what the condition is on. */
    private static final Map<String, String> CLAUSE = Map.of("zh", "含税", "ja", "税込", "ko", "세금 포함");
    /** What takes a stated value back, as the lexicon lists it. */
    private static final List<Category> TRIGGERS = List.of(Category.HEDGE, Category.NEGATION, Category.CONDITION,
            Category.QUESTION, Category.APPROXIMATE, Category.MODAL, Category.NOT_ACTUAL, Category.HISTORICAL);
    /** A term that is any of these as well is read as one of them, not as what takes the value back. */
    private static final long ELSEWHERE = Category.mask(Category.STATING, Category.NEUTRAL, Category.UNIT,
            Category.AFFIRMING, Category.WHOLE, Category.CONJUNCTION, Category.NOTHING, Category.YES, Category.NO);

    /** How many words nobody listed are tried as a subject, per language. */
    private static final int UNLISTED_WORDS = 40;

    /** Letters of a script the language writes, none a term of the lexicon: a word nobody listed. */
    private static String unlisted(java.util.Random random, String language) {
        int[] script = switch (language) {
            case "ja" -> new int[] { 'ぁ', 'ゖ' };
            case "zh" -> new int[] { '一', '龥' };
            default -> new int[] { '가', '힣' };
        };
        while (true) {
            StringBuilder word = new StringBuilder();
            int length = 2 + random.nextInt(3);
            for (int i = 0; i < length; i++) {
                word.append((char) (script[0] + random.nextInt(script[1] - script[0] + 1)));
            }
            String w = word.toString();
            if (!UnlistedRemarkTest.coveredByTerms(w)) {
                return w;
            }
        }
    }

    private record Plain(String subject, String particle, String ending) {
        String reply(String value) {
            return subject + particle + spacing() + value + ending;
        }

        /** Korean writes a blank after a particle, Chinese and Japanese none. */
        String spacing() {
            return particle.charAt(0) >= 0xAC00 && particle.charAt(0) <= 0xD7A3 ? " " : "";
        }
    }

    /** The plain sentences of {@code language} stating a value of {@code subjects}. */
    private static List<Plain> plains(String language, List<String> subjects) {
        List<Plain> plains = new ArrayList<>();
        for (String subject : subjects) {
            for (String particle : LEX.words(Role.STATES_NOW, language)) {
                for (String ending : ENDINGS.get(language)) {
                    plains.add(new Plain(subject, particle, ending));
                }
            }
        }
        return plains;
    }

    private static List<String> subjects(String language) {
        List<String> subjects = new ArrayList<>(LEX.words(Role.AMOUNT, language));
        for (String whole : LEX.words(Category.WHOLE, language)) {
            if (!whole.contains(" ") && whole.charAt(0) >= 0x2E80 && !subjects.contains(whole)) {
                subjects.add(whole);
            }
        }
        return subjects;
    }

    /** The terms of {@code category} in {@code language} read only as that: CJK letters, no other reading. */
    private static List<String> triggers(Category category, String language) {
        return LEX.words(category, language).stream()
                .filter(t -> t.chars().allMatch(c -> c >= 0x2E80 || c == ' ') && t.charAt(0) != ' '
                        && (LEX.categoriesOfWord(t) & ELSEWHERE) == 0)
                .toList();
    }

    /** The decorated replies of {@code plain} with {@code term} of {@code category}, by where the term stands. */
    private static Map<String, String> decorated(String language, Category category, String term, Plain plain,
            String value) {
        String sp = language.equals("ko") ? " " : "";
        Map<String, String> at = new TreeMap<>();
        String lead = category == Category.CONDITION ? term + sp + CLAUSE.get(language) + "，" : term + sp;
        at.put("lead", lead + plain.reply(value));
        if (category != Category.CONDITION && category != Category.QUESTION) {
            at.put("before the particle", plain.subject() + sp + term + plain.particle() + plain.spacing() + value
                    + plain.ending());
        }
        if (category != Category.CONDITION) {
            String ending = plain.ending().replaceAll("[。.!！]$", "");
            at.put("after the value", plain.subject() + plain.particle() + plain.spacing() + value + sp + ending + term
                    + (category == Category.QUESTION ? "？" : "。"));
        }
        return at;
    }

    /**
     * Where a generated sentence stands: alone, as the reply whose scalar root it states; or after the data it states
     * the number of again, as a remark on its own line ({@code {"n": 42}} and then {@code 总额是42。}), where the answer
     * is the data, and another number stated there ({@code 总额是45。}) or a second number in the data refuses it.
     */
    private enum Place {
        ROOT, AFTER_THE_DATA;

        /** The answer to {@code sentence} stating {@code value} of {@code schema} here, in strict mode. */
        JsonNode answer(String sentence, String value, String schema) {
            if (this == ROOT) {
                return FUNCTIONS.coerced(sentence, schema, null);
            }
            String data = value.chars().allMatch(c -> c == '.' || Character.isDigit(c)) ? value : "\"" + value + "\"";
            JsonNode answered = FUNCTIONS.coerced("{\"n\": " + data + "}\n\n" + sentence,
                    "{\"type\":\"object\",\"properties\":{\"n\":" + schema + "},\"required\":[\"n\"]}", null);
            return answered == null ? null : answered.get("n");
        }
    }

    private static boolean same(JsonNode answer, JsonNode expected) {
        return answer != null && (answer.isNumber() && expected.isNumber()
                ? answer.decimalValue().compareTo(expected.decimalValue()) == 0 : answer.equals(expected));
    }

    @Test
    void aScalarStatedInACjkSentence_isTheAnswer_andDecoratedNever() {
        generated(Place.ROOT);
    }

    @Test
    void theDataNumberStatedAgainAfterIt_keepsTheData_andDecoratedOrAnotherNever() {
        generated(Place.AFTER_THE_DATA);
    }

    private static void generated(Place place) {
        Map<String, Integer> families = new TreeMap<>();
        Map<String, Integer> wrongByFamily = new TreeMap<>();
        List<String> lost = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        for (String language : LANGUAGES) {
            List<Object[]> values = List.of(new Object[] { "42", INTEGER, MAPPER.getNodeFactory().numberNode(42) },
                    new Object[] { "42.5", NUMBER, MAPPER.getNodeFactory().numberNode(new java.math.BigDecimal("42.5")) });
            for (Plain plain : plains(language, subjects(language))) {
                for (Object[] v : values) {
                    String reply = plain.reply((String) v[0]);
                    families.merge("plain " + language, 1, Integer::sum);
                    if (!same(place.answer(reply, (String) v[0], (String) v[1]), (JsonNode) v[2])) {
                        lost.add(reply + " (" + v[1] + ")");
                    }
                    if (place == Place.AFTER_THE_DATA) {
                        // Another number than the data's, stated of it again: which one the reply asserts nobody can tell.
                        String other = plain.reply("45");
                        families.merge("another number " + language, 1, Integer::sum);
                        JsonNode answered = place.answer(other, (String) v[0], (String) v[1]);
                        if (answered != null) {
                            wrongByFamily.merge("another number " + language, 1, Integer::sum);
                            wrong.add(other + " → " + answered);
                        }
                    }
                }
            }
            // (After the data only its number is read again: a status stated again is a line nobody listed.)
            for (Plain plain : place == Place.ROOT ? plains(language, STATUS.get(language)) : List.<Plain>of()) {
                String reply = plain.reply("ok");
                families.merge("plain enum " + language, 1, Integer::sum);
                if (!same(place.answer(reply, "ok", ENUM), MAPPER.getNodeFactory().textNode("ok"))) {
                    lost.add(reply + " (" + ENUM + ")");
                }
            }
            // A word nobody listed glued to the particle may frame the value (표면적으로는, 書類上は): never the answer.
            java.util.Random random = new java.util.Random(20261202);
            for (int i = 0; i < UNLISTED_WORDS; i++) {
                String word = unlisted(random, language);
                for (String particle : LEX.words(Role.STATES_NOW, language)) {
                    String reply = new Plain(word, particle, ENDINGS.get(language).get(0)).reply("42");
                    String family = "a word nobody listed as the subject " + language;
                    families.merge(family, 1, Integer::sum);
                    JsonNode answered = place.answer(reply, "42", INTEGER);
                    if (answered != null) {
                        wrongByFamily.merge(family, 1, Integer::sum);
                        wrong.add(reply + " → " + answered);
                    }
                }
            }
            List<Plain> few = List.of(plains(language, subjects(language)).get(0),
                    plains(language, List.of(subjects(language).get(subjects(language).size() - 1))).get(0));
            for (Category category : TRIGGERS) {
                for (String term : triggers(category, language)) {
                    for (Plain plain : few) {
                        for (Object[] v : values) {
                            for (Map.Entry<String, String> d : decorated(language, category, term, plain, (String) v[0])
                                    .entrySet()) {
                                if (place == Place.AFTER_THE_DATA && LEX.words(Role.SCALE_TOP, language).stream()
                                        .anyMatch(d.getValue()::contains)) {
                                    continue; // 金額最大は42です。 after 42: the top of a scale the data lies on
                                }
                                String family = category.name().toLowerCase() + " " + d.getKey() + " " + language;
                                families.merge(family, 1, Integer::sum);
                                JsonNode answered = place.answer(d.getValue(), (String) v[0], (String) v[1]);
                                if (answered != null) {
                                    wrongByFamily.merge(family, 1, Integer::sum);
                                    wrong.add(d.getValue() + " → " + answered);
                                }
                            }
                        }
                    }
                }
            }
        }
        int variants = families.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("CJK stated scalars, " + place + ", by family: " + families + ", " + variants
                + " variants; answered though decorated: " + wrongByFamily + "; plain lost: " + lost.size());
        assertEquals(List.of(), lost.subList(0, Math.min(30, lost.size())), lost.size() + " plain variants lost");
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 1_000, variants + " variants");
    }
}
