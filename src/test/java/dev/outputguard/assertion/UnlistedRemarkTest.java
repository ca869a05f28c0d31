package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A remark on a value that passes keeps it only when every word of it is a word of the lexicon: a word nobody listed
 * may be a way of taking the pass back ({@code PASS (draft)}, {@code yes (hypothetical)}), so the pass fails closed.
 * Generated, not listed: words of random letters in each script the service reads, none of them a term of the
 * lexicon, after every separator, through review-decision's markers and JSON verdicts and through extract-json's
 * {@code coerce} of an enum's passing value and of a boolean's yes; every one is FAIL or refused. The remarks built
 * only of the lexicon's words keep the value, so the rule is not "no remark at all".
 */
class UnlistedRemarkTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    /** Letters of the scripts the service reads: Latin, kana, Han, Hangul, and Cyrillic as one it does not. */
    private static final int[][] SCRIPTS = { { 'a', 'z' }, { 'ぁ', 'ゖ' }, { 'ァ', 'ヺ' }, { '一', '龥' }, { '가', '힣' },
            { 'а', 'я' } };
    /** Every separator that opens a remark (docs/assertion.md). */
    private static final List<String[]> SEPARATORS = List.of(new String[] { " - ", "" }, new String[] { " — ", "" },
            new String[] { " – ", "" }, new String[] { ": ", "" }, new String[] { ", ", "" }, new String[] { "; ", "" },
            new String[] { " (", ")" }, new String[] { " [", "]" }, new String[] { "（", "）" }, new String[] { "【", "】" },
            new String[] { "、", "" }, new String[] { " → ", "" }, new String[] { " => ", "" }, new String[] { " with ", "" });
    private static final List<String> MARKERS = List.of("Final Decision: ", "最終判定: ", "**結果:** ", "DECISION: ", "判定結果：");

    @Test
    void aPassWithARemarkOfAWordNobodyListed_isNeverAPass() {
        Random random = new Random(38);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String word : unlistedWords(random, 60)) {
            for (String[] separator : SEPARATORS) {
                String remark = separator[0] + word + separator[1];
                String marker = MARKERS.get(random.nextInt(MARKERS.size()));
                for (String review : List.of(marker + "PASS" + remark, "Review done.\n\n" + marker + "**PASS**" + remark + "\n",
                        "{\"result\": \"PASS" + remark.replace("\"", "") + "\"}")) {
                    variants++;
                    String result = call("review-decision", review(review)).get("result").asText();
                    if (!result.equals("FAIL")) {
                        wrong.add(review + " -> " + result);
                    }
                }
                for (String field : List.of("pass" + remark, "Pass" + remark)) {
                    variants++;
                    JsonNode answer = call("extract-json", coerce(field, "{\"enum\": [\"pass\", \"fail\"]}"));
                    if (answer.path("ok").asBoolean()) {
                        wrong.add(field + " -> " + answer.get("json"));
                    }
                }
                for (String field : List.of("yes" + remark, "true" + remark)) {
                    variants++;
                    JsonNode answer = call("extract-json", coerce(field, "{\"type\": \"boolean\"}"));
                    if (answer.path("ok").asBoolean()) {
                        wrong.add(field + " -> " + answer.get("json"));
                    }
                }
            }
        }
        assertTrue(variants >= 5_000, "variants: " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants + " kept the pass");
    }

    /**
     * The final verdict is the review's last word: a sentence after its line that holds a word nobody listed may take
     * it back ({@code This verdict is provisional.}, {@code Ignore the above.}), so the pass fails closed; sentences
     * made only of the words that keep a value after it keep it.
     */
    @Test
    void aPassFollowedByASentenceOfAWordNobodyListed_isNeverAPass() {
        Random random = new Random(3838);
        List<String> words = unlistedWords(random, 120);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            String other = words.get((i + 1) % words.size());
            String marker = MARKERS.get(i % MARKERS.size());
            for (String later : List.of("\n\n" + word + ".", "\n" + word + " " + other, " " + word + "!",
                    "\n\n- " + word + "\n- " + other, "\n\n---\n" + word, "\n\nNo blocking issues. " + word + ".")) {
                for (String pass : List.of("PASS", "**PASS**", "PASS.")) {
                    String review = "Review.\n\n" + marker + pass + later;
                    variants++;
                    String result = call("review-decision", review(review)).get("result").asText();
                    if (!result.equals("FAIL")) {
                        wrong.add(review + " -> " + result);
                    }
                }
            }
        }
        for (int i = 0; i < words.size(); i += 2) {
            // The same in a field's string and in prose read for a scalar root: a later sentence of unlisted words.
            String later = words.get(i) + " " + words.get(i + 1) + ".";
            for (String field : List.of("PASS. " + later, "yes. " + later, "Pass.\n" + later)) {
                variants++;
                String property = field.startsWith("yes") ? "{\"type\": \"boolean\"}" : "{\"enum\": [\"pass\", \"fail\"]}";
                JsonNode answer = call("extract-json", coerce(field, property));
                if (answer.path("ok").asBoolean()) {
                    wrong.add(field + " -> " + answer.get("json"));
                }
            }
        }
        keptPasses(List.of("Review.\n\n"), List.of("\n\nNo blocking issues.", "\n\n---", "\n\n(See above.)",
                "\n問題ありません。", "\n\n- no open issues\n- see the notes above"), "keeping words only", wrong);
        assertTrue(variants >= 2_000, "variants: " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants + " wrong");
    }

    /**
     * Words the lexicon lists that do not keep a pass: a label of an example or a template, a word that says there is
     * nothing, standing alone in the remark ({@code PASS (example)}, {@code PASS (N/A)}).
     */
    @Test
    void aPassWithARemarkOfALabelOrANothingWord_isNeverAPass() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (Category category : List.of(Category.EXAMPLE_LABEL, Category.TEMPLATE_LABEL, Category.NOTHING)) {
            for (String word : LEX.words(category)) {
                if (word.chars().noneMatch(Character::isLetter) || LEX.is(word, Category.PSEUDO)) {
                    continue; // a dash for nothing (punctuation), or "nothing in particular" said of the findings
                }
                for (String[] separator : List.of(new String[] { " (", ")" }, new String[] { " - ", "" },
                        new String[] { "（", "）" })) {
                    String remark = separator[0] + word + separator[1];
                    variants++;
                    String result = call("review-decision", review("Final Decision: PASS" + remark)).get("result").asText();
                    if (!result.equals("FAIL")) {
                        wrong.add("PASS" + remark + " -> " + result);
                    }
                    JsonNode answer = call("extract-json", coerce("yes" + remark, "{\"type\": \"boolean\"}"));
                    if (answer.path("ok").asBoolean()) {
                        wrong.add("yes" + remark + " -> " + answer.get("json"));
                    }
                }
            }
        }
        assertTrue(variants >= 100, "variants: " + variants);
        assertEquals(List.of(), wrong);
    }

    @Test
    void aPassWithARemarkOfTheLexiconsWordsOnly_staysAPass() {
        List<String> remarks = List.of(" - as requested", " (see above)", ", per the spec", " — no blocking issues",
                " with minor notes", ": all checks green.", "（詳細は上記）", "（軽微な指摘のみ、修正は不要）", " – siehe oben",
                " — voir ci-dessus", " — ver arriba", "（详见上文）", " (위 참조)", " - not a single issue found");
        List<String> wrong = new ArrayList<>();
        for (String remark : remarks) {
            for (String marker : MARKERS) {
                String result = call("review-decision", review(marker + "PASS" + remark)).get("result").asText();
                if (!result.equals("PASS")) {
                    wrong.add(marker + "PASS" + remark + " -> " + result);
                }
            }
            JsonNode answer = call("extract-json", coerce("pass" + remark, "{\"enum\": [\"pass\", \"fail\"]}"));
            if (!answer.path("json").path("v").asText().equals("pass")) {
                wrong.add("pass" + remark + " -> " + answer);
            }
            JsonNode yes = call("extract-json", coerce("yes" + remark, "{\"type\": \"boolean\"}"));
            if (!yes.path("json").path("v").asBoolean(false)) {
                wrong.add("yes" + remark + " -> " + yes);
            }
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * The words before a verdict's label in its sentence are read as a remark on the pass is: a word nobody listed
     * there may frame the verdict as something else ({@code For instance, Final Decision: PASS}, {@code I would write
     * Final Decision: PASS}), so the pass fails closed; bullets, numbers, emphasis and an earlier sentence keep it.
     */
    @Test
    void aPassAfterAWordNobodyListedBeforeItsLabel_isNeverAPass() {
        Random random = new Random(3840);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String word : unlistedWords(random, 120)) {
            for (String lead : List.of(word + " ", word + ", ", "- " + word + " ", "**" + word + "** ", word + " — ")) {
                String marker = MARKERS.get(variants % MARKERS.size());
                String review = "Review.\n\n" + lead + marker + "PASS";
                variants++;
                String result = call("review-decision", review(review)).get("result").asText();
                if (!result.equals("FAIL")) {
                    wrong.add(review + " -> " + result);
                }
            }
        }
        keptPasses(List.of("", "- ", "1. ", "## ", "**", "Review done. ", "The ", "以上。", "Therefore, ", "以上より、",
                "レビューの結果、", "综上所述，", "따라서 ", "Daher: ", "Donc, ", "Por lo tanto, "), List.of(""), "keeping lead",
                wrong);
        assertTrue(variants >= 500, "variants: " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants + " wrong");
    }

    /**
     * A bracket right after a value that does not pass qualifies it, and a qualifier nobody listed may make it another
     * value ({@code 5 (draft)}, {@code rain (hypothetical)}, {@code fail (reversed)}): refused, for an enum's neutral and
     * failing values in a field and in prose, a boolean's no and a number in prose. A bracket of units or of the words
     * that keep a value keeps it ({@code 5 (hours)}, {@code EUR (euro)}).
     */
    @Test
    void aValueWithABracketOfAWordNobodyListed_isNeverTheValue() {
        Random random = new Random(3839);
        List<String[]> brackets = SEPARATORS.stream().filter(s -> !s[1].isEmpty()).toList();
        String conditions = "{\"enum\": [\"rain\", \"snow\", \"cloudy\"]}";
        String verdicts = "{\"enum\": [\"pass\", \"fail\"]}";
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String word : unlistedWords(random, 60)) {
            for (String[] bracket : brackets) {
                String remark = bracket[0] + word + bracket[1];
                for (String[] c : List.of(new String[] { "rain" + remark, conditions }, new String[] { "Fail" + remark, verdicts },
                        new String[] { "no" + remark, "{\"type\": \"boolean\"}" })) {
                    variants++;
                    JsonNode answer = call("extract-json", coerce(c[0], c[1]));
                    if (answer.path("ok").asBoolean()) {
                        wrong.add(c[0] + " -> " + answer.get("json"));
                    }
                }
                for (String[] c : List.of(new String[] { "Total: **5" + remark + "**", "{\"type\": \"integer\"}" },
                        new String[] { "The total is 5" + remark + ".", "{\"type\": \"integer\"}" },
                        new String[] { "Conditions: **Rain**" + remark, conditions })) {
                    variants++;
                    JsonNode answer = call("extract-json", prose(c[0], c[1]));
                    if (answer.path("ok").asBoolean()) {
                        wrong.add(c[0] + " -> " + answer.get("json"));
                    }
                }
            }
        }
        for (String kept : List.of(" (hours)", " (items)", "（件）", " (see above)", " (in total)")) {
            JsonNode answer = call("extract-json", prose("Total: **5" + kept + "**", "{\"type\": \"integer\"}"));
            if (answer.path("json").asInt(-1) != 5) {
                wrong.add("Total: **5" + kept + "** -> " + answer + " (a unit or a keeping word only)");
            }
        }
        assertTrue(variants >= 1_000, "variants: " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants + " wrong");
    }

    /**
     * Words bound to a number in prose are a quantity's only when each is a unit or a word that keeps a value: a word
     * nobody listed may scale it or name another quantity ({@code 5 million}, {@code 5万}, {@code 5 lakh},
     * {@code 5 apples} are not the number 5 a schema asks for), so the reading fails closed. Generated: random words of
     * each script and every language's words for a thousand, a million and more, after a blank and, where a script
     * writes no blanks, right after the digits, in four ways of writing the answer; a percent sign a blank away too.
     * Every unit of every language keeps the number, so the rule is not "nothing after a number".
     */
    @Test
    void aNumberFollowedByAWordNobodyListed_isNeverTheNumber() {
        Random random = new Random(3845);
        List<String> words = new ArrayList<>(unlistedWords(random, 120));
        words.addAll(MAGNITUDES);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String word : words) {
            boolean glued = word.charAt(0) >= 0x2E80;
            for (String number : List.of("5", "1,250", "-3.5", "$12")) {
                for (String spacing : glued ? List.of(" ", "") : List.of(" ")) {
                    String quantity = number + spacing + word;
                    for (String text : List.of("The total is " + quantity + ".", "Total: " + quantity, "**" + number + "**"
                            + spacing + word, quantity, "合計は" + quantity + "です。")) {
                        variants++;
                        JsonNode answer = call("extract-json", prose(text, "{\"type\": \"number\"}"));
                        if (answer.path("ok").asBoolean()) {
                            wrong.add(text + " -> " + answer.get("json"));
                        }
                    }
                }
            }
        }
        for (String text : List.of("The share is 50 %.", "Share: 50 ‰", "**50** %", "50 ％")) {
            variants++;
            JsonNode answer = call("extract-json", prose(text, "{\"type\": \"number\"}"));
            if (answer.path("ok").asBoolean()) {
                wrong.add(text + " -> " + answer.get("json"));
            }
        }
        for (String language : Lexicon.LANGUAGES) {
            for (String unit : LEX.words(Category.UNIT, language)) {
                if (LEX.is(unit, Category.CONJUNCTION) || unit.endsWith(" of") || unit.equals("of") || unit.equals("von")
                        || unit.equals("in") || !Character.isLetter(unit.charAt(unit.length() - 1))
                        || LEX.is(unit.split(" ")[0], Category.NEGATION)) {
                    continue; // a word that joins a number to another ("3 out of 5"), a sign read as a mark, or one
                              // that opens with a negation elsewhere (Portuguese "no total")
                }
                String spacing = unit.charAt(0) >= 0x2E80 ? "" : " ";
                String text = "The total is 5" + spacing + unit + ".";
                JsonNode answer = call("extract-json", prose(text, "{\"type\": \"number\"}"));
                if (answer.path("json").asInt(-1) != 5) {
                    wrong.add(text + " -> " + answer + " (a unit keeps the number)");
                }
            }
        }
        assertTrue(variants >= 2_000, "variants: " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants + " wrong");
    }

    /**
     * A value a reply writes in prose is its answer only where the words right before it keep it: from the nearest
     * word that states it, a label's colon or the sentence's start, each word one the lexicon keeps a value with. A
     * word nobody listed there may frame it as something else ({@code Verdict: Technically **PASS**},
     * {@code On paper **5**}, {@code 建前上 **PASS**}), so the reading is refused. Generated: random words of each script
     * between every anchor and an enum's value or a number, marked and unmarked; the same sentences without the word
     * keep the value.
     */
    @Test
    void aValueInProseAfterAWordNobodyListed_isNeverTheValue() {
        Random random = new Random(3846);
        String verdicts = "{\"enum\": [\"PASS\", \"FAIL\"]}";
        String integer = "{\"type\": \"integer\"}";
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String word : unlistedWords(random, 150)) {
            for (String[] c : List.of(new String[] { "Verdict: " + word + " **PASS**.", verdicts },
                    new String[] { word + " **PASS**", verdicts }, new String[] { "The verdict is " + word + " **PASS**.", verdicts },
                    new String[] { "Verdict: " + word + " PASS", verdicts }, new String[] { "判定は" + word + "**PASS**です。", verdicts },
                    new String[] { "Total: " + word + " **5**", integer }, new String[] { word + " **5**", integer },
                    new String[] { "The total is " + word + " **5**.", integer }, new String[] { "合計は" + word + " 5です。", integer })) {
                variants++;
                JsonNode answer = call("extract-json", prose(c[0], c[1]));
                if (answer.path("ok").asBoolean()) {
                    wrong.add(c[0] + " -> " + answer.get("json"));
                }
            }
        }
        for (String[] c : List.of(new String[] { "Verdict: **PASS**.", verdicts }, new String[] { "The verdict is **PASS**.", verdicts },
                new String[] { "Overall, the verdict is **PASS**.", verdicts }, new String[] { "判定は**PASS**です。", verdicts },
                new String[] { "Total: **5**", integer }, new String[] { "The total is **5**.", integer },
                new String[] { "合計は5です。", integer }, new String[] { "I'd give it **5** stars.", integer },
                new String[] { "The verdict is clearly **PASS**.", verdicts }, new String[] { "I'd classify this as **PASS**.", verdicts })) {
            JsonNode answer = call("extract-json", prose(c[0], c[1]));
            if (!answer.path("ok").asBoolean()) {
                wrong.add(c[0] + " -> " + answer + " (keeping words only)");
            }
        }
        assertTrue(variants >= 1_000, "variants: " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants + " wrong");
    }

    /** Words for a thousand, a million and more in the languages the service reads: each scales the number before it. */
    private static final List<String> MAGNITUDES = List.of("thousand", "thousands", "million", "millions", "billion",
            "trillion", "k", "K", "M", "bn", "mn", "lakh", "crore", "Tausend", "Millionen", "Mio.", "Mrd.", "Tsd.", "mille",
            "millions", "milliards", "mil", "millones", "millón", "mila", "milioni", "miliardi", "duizend", "miljoen",
            "mil milhões", "milhões", "bin", "milyon", "milyar", "万", "千", "百", "億", "亿", "兆", "万円", "千万", "만",
            "억", "천", "백", "조", "만 원");

    /**
     * A number alone in a bracket right after a value ({@code PASS (3)}, {@code rain [2019]}, {@code yes（12）},
     * {@code 5 (1/2)}) says of it what nobody can tell, a count of something unnamed, a footnote or a year: never the
     * value, in every bracket, for an enum's passing, neutral and failing values, a boolean, a number in prose and a
     * review's pass; the same number with a unit keeps a quantity ({@code 5 (3 hours)} is read as a remark of units).
     */
    @Test
    void aValueWithANumberAloneInABracket_isNeverTheValue() {
        Random random = new Random(3841);
        List<String[]> brackets = SEPARATORS.stream().filter(s -> !s[1].isEmpty()).toList();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (int k = 0; k < 40; k++) {
            int n = random.nextInt(3000);
            String number = switch (k % 4) {
                case 0 -> Integer.toString(n);
                case 1 -> n + "/" + (1 + random.nextInt(20));
                case 2 -> "#" + n;
                default -> n + "." + random.nextInt(10);
            };
            for (String[] bracket : brackets) {
                String remark = bracket[0] + number + bracket[1];
                for (String[] c : List.of(new String[] { "pass" + remark, "{\"enum\": [\"pass\", \"fail\"]}" },
                        new String[] { "rain" + remark, "{\"enum\": [\"rain\", \"snow\"]}" },
                        new String[] { "Fail" + remark, "{\"enum\": [\"pass\", \"fail\"]}" },
                        new String[] { "yes" + remark, "{\"type\": \"boolean\"}" })) {
                    variants++;
                    JsonNode answer = call("extract-json", coerce(c[0], c[1]));
                    if (answer.path("ok").asBoolean()) {
                        wrong.add(c[0] + " -> " + answer.get("json"));
                    }
                }
                variants++;
                JsonNode answer = call("extract-json", prose("The total is 5" + remark + ".", "{\"type\": \"integer\"}"));
                if (answer.path("ok").asBoolean()) {
                    wrong.add("The total is 5" + remark + ". -> " + answer.get("json"));
                }
                for (String marker : MARKERS) {
                    variants++;
                    String result = call("review-decision", review(marker + "PASS" + remark)).get("result").asText();
                    if (!result.equals("FAIL")) {
                        wrong.add(marker + "PASS" + remark + " -> " + result);
                    }
                }
            }
        }
        assertTrue(variants >= 1_000, "variants: " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants + " wrong");
    }

    /**
     * A star after a value that no emphasis before it on its line opened is a footnote mark, whose footnote may say
     * anything: the value is left open ({@code PASS*}, {@code **PASS***}); stars that close emphasis keep it.
     */
    @Test
    void aValueWithAFootnoteStar_isNeverTheValue_emphasisKeepsIt() {
        List<String> wrong = new ArrayList<>();
        for (String marker : MARKERS) {
            for (String review : List.of(marker + "PASS*", marker + "**PASS***", "*" + marker.strip() + "* PASS*",
                    "- **" + marker.strip() + "** PASS*", marker + "PASS**", "* " + marker + "PASS*")) {
                String result = call("review-decision", review(review)).get("result").asText();
                if (!result.equals("FAIL")) {
                    wrong.add(review + " -> " + result);
                }
            }
            for (String review : List.of("**" + marker + "PASS**", marker + "**PASS**", marker + "***PASS***",
                    "- **" + marker.strip() + "** **PASS**", "*" + marker + "PASS*")) {
                String result = call("review-decision", review(review)).get("result").asText();
                if (!result.equals("PASS")) {
                    wrong.add(review + " -> " + result + " (emphasis only)");
                }
            }
        }
        for (String[] c : List.of(new String[] { "pass*", "{\"enum\": [\"pass\", \"fail\"]}" },
                new String[] { "yes*", "{\"type\": \"boolean\"}" }, new String[] { "**rain***", "{\"enum\": [\"rain\", \"snow\"]}" })) {
            JsonNode answer = call("extract-json", coerce(c[0], c[1]));
            if (answer.path("ok").asBoolean()) {
                wrong.add(c[0] + " -> " + answer.get("json"));
            }
        }
        for (String text : List.of("Total: **5***", "Total: 5*")) {
            JsonNode answer = call("extract-json", prose(text, "{\"type\": \"integer\"}"));
            if (answer.path("ok").asBoolean()) {
                wrong.add(text + " -> " + answer.get("json"));
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** Each {@code prefix + marker + "PASS" + suffix} must be a PASS; what is not goes to {@code wrong}. */
    private static void keptPasses(List<String> prefixes, List<String> suffixes, String why, List<String> wrong) {
        for (String prefix : prefixes) {
            for (String marker : MARKERS) {
                for (String suffix : suffixes) {
                    String review = prefix + marker + "PASS" + suffix;
                    String result = call("review-decision", review(review)).get("result").asText();
                    if (!result.equals("PASS")) {
                        wrong.add(review + " -> " + result + " (" + why + ")");
                    }
                }
            }
        }
    }

    /** Words of two to seven random letters of one script, none of them, nor any part a remark reads, a term of the lexicon. */
    static List<String> unlistedWords(Random random, int count) {
        List<String> words = new ArrayList<>();
        while (words.size() < count) {
            int[] script = SCRIPTS[words.size() % SCRIPTS.length];
            StringBuilder word = new StringBuilder();
            int length = 2 + random.nextInt(6);
            for (int i = 0; i < length; i++) {
                word.append((char) (script[0] + random.nextInt(script[1] - script[0] + 1)));
            }
            String w = word.toString();
            if (coveredByTerms(w)) {
                continue; // by chance a word of the lexicon, or made of its words: not unlisted
            }
            words.add(w);
        }
        return words;
    }

    /**
     * Whether each letter of {@code word} lies inside a term of the lexicon, read as a remark reads it: a generated word
     * so made is no word nobody listed (the generated suites of this package ask it too).
     */
    static boolean coveredByTerms(String word) {
        for (int p = 0; p < word.length(); p++) {
            long found = LEX.at(word, p, word.length(), -1L);
            if (found < 0) {
                return false;
            }
            p = Lexicon.endOf(found) - 1;
        }
        return true;
    }

    private static byte[] review(String text) {
        ObjectNode body = MAPPER.createObjectNode().put("reviewText", text);
        return bytes(body);
    }

    private static byte[] coerce(String value, String property) {
        try {
            ObjectNode body = MAPPER.createObjectNode();
            body.put("text", MAPPER.writeValueAsString(MAPPER.createObjectNode().put("v", value)));
            body.set("schema", MAPPER.readTree("{\"type\": \"object\", \"required\": [\"v\"], \"properties\": {\"v\": "
                    + property + "}}"));
            body.put("coerce", true);
            return bytes(body);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** extract-json with {@code coerce} of {@code text}, a reply in prose, to a scalar root {@code schema}. */
    private static byte[] prose(String text, String schema) {
        try {
            ObjectNode body = MAPPER.createObjectNode().put("text", text);
            body.set("schema", MAPPER.readTree(schema));
            body.put("coerce", true);
            return bytes(body);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] bytes(JsonNode body) {
        try {
            return MAPPER.writeValueAsBytes(body);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode call(String function, byte[] body) {
        try {
            return MAPPER.readTree(FUNCTIONS.call(function, body));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
