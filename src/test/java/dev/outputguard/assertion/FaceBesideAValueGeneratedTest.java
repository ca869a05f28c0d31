package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.InProcessFunctions;

/**
 * An emoticon or a kaomoji written in marks after a value or a verdict takes it back: a face nobody listed says how
 * the value is meant, which its words do not ({@link Faces}). Generated from parts: eyes ({@code - ^ . ¬ o O ; T x X *
 * = ~ > < ° • ಠ}) around a mouth ({@code _ ‿ . - ~ ω ▽}), bare or in brackets; western faces ({@code :/ :| :-/ :\ ;/
 * =/ :P >:(}) and ones written the other way round ({@code ): D: /:}). Each after an enum value in a JSON field, a
 * boolean's yes in a JSON field, an enum value in prose, a free string, alone on the line after a JSON value's data
 * (fenced or not), and a review's verdict on its line and on the next: refused, or FAIL. Beside them the decorations that keep a value (a final stop or {@code !}, emphasis, quotes,
 * a status mark {@code ✅ 👍}, a smile's pictograph {@code 🙂}, the plain smiles {@code :)} {@code :-)}) still keep it.
 */
class FaceBesideAValueGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final String ENUM = "{\"type\": \"object\", \"required\": [\"sentiment\"], \"properties\": {\"sentiment\":"
            + " {\"type\": \"string\", \"enum\": [\"positive\", \"negative\", \"neutral\"]}}}";
    private static final String ROOT_ENUM = "{\"type\": \"string\", \"enum\": [\"positive\", \"negative\", \"neutral\"]}";
    private static final String BOOL = "{\"type\": \"object\", \"required\": [\"approved\"], \"properties\": {\"approved\":"
            + " {\"type\": \"boolean\"}}}";
    private static final String FREE = "{\"type\": \"object\", \"required\": [\"name\"], \"properties\": {\"name\":"
            + " {\"type\": \"string\"}}}";
    private static final List<String> POSITIONS = List.of("enum field", "boolean field", "enum in prose", "free string",
            "alone after the fence", "alone after the data", "verdict on its line", "verdict, next line");

    private static final String EYES = "-^.¬oO;TxX*=~><°•ಠ゜";
    private static final String MOUTHS = "_‿.-~ω▽o";
    private static final List<String[]> BRACKETS = List.of(new String[] { "", "" }, new String[] { "(", ")" },
            new String[] { "（", "）" }, new String[] { "(", ";)" }, new String[] { "(*", "*)" });
    private static final List<String> WEST_EYES = List.of(":", ";", "=");
    private static final List<String> NOSES = List.of("", "-", "'");
    private static final String WEST_MOUTHS = "/\\|([PSoOc@$*";
    private static final String BACK_MOUTHS = ")(/\\|D";

    /** Whether eyes {@code l}, {@code r} and mouth {@code m} write a face, not an arrow, a rule, a version or a quote. */
    private static boolean aFace(char l, char m, char r) {
        boolean letters = Character.isLetter(l) || Character.isLetter(r);
        return l != m && r != m && !(letters && (m == '.' || m == '-' || m == 'o')) && !("=*~".indexOf(l) >= 0 && (m == '-' || m == '.'))
                && !(l == '<' && r == '>') && !(r == '>' && (m == '-' || m == '~')) && !(l == '<' && (m == '-' || m == '~'));
    }

    /** Every generated face, by family. */
    static Map<String, Set<String>> faces() {
        Map<String, Set<String>> families = new TreeMap<>();
        for (char e : EYES.toCharArray()) {
            for (char m : MOUTHS.toCharArray()) {
                for (String[] b : BRACKETS) {
                    // the same eye twice, and a second eye of its kind (o_O, >_<, ^_~)
                    char other = "oO><^~".indexOf(e) >= 0 ? "Oo<>~^".charAt("oO><^~".indexOf(e)) : e;
                    for (char r : new char[] { e, other }) {
                        if (aFace(e, m, r)) {
                            String core = "" + e + m + r;
                            families.computeIfAbsent(b[0].isEmpty() ? "kaomoji bare" : "kaomoji in brackets",
                                    k -> new LinkedHashSet<>()).add(b[0] + core + b[1]);
                        }
                    }
                }
            }
        }
        for (String eye : WEST_EYES) {
            for (String nose : NOSES) {
                for (char m : WEST_MOUTHS.toCharArray()) {
                    families.computeIfAbsent("western", k -> new LinkedHashSet<>()).add(eye + nose + m);
                }
                for (char m : BACK_MOUTHS.toCharArray()) {
                    families.computeIfAbsent("western, other way round", k -> new LinkedHashSet<>()).add(m + nose + eye);
                }
            }
        }
        families.computeIfAbsent("western", k -> new LinkedHashSet<>()).addAll(List.of(">:(", ":((", ":-//", ":'(", ":-\\", "=|"));
        families.put("named by the probe", new LinkedHashSet<>(List.of("(-_-)", "(¬‿¬)", "(¬_¬)", ":/", "(._.)", "):", "D:", ":\\",
                ";/", ":|", ":-/", "-_-", "^^", "(╯°□°)╯", "(^ω^)", "(T_T)", "(o_O)", "(;_;)", "(゜-゜)", "(^o^)/", "(ﾟдﾟ)")));
        return families;
    }

    /** The answer's value where {@code position} writes {@code value} with {@code after} after it, or null where refused. */
    private static String answer(String position, String value, String after, String mode) {
        try {
            return switch (position) {
                case "enum field" -> text(FUNCTIONS.coerced("```json\n" + MAPPER.createObjectNode().put("sentiment", value + after)
                        + "\n```", ENUM, mode), "/sentiment");
                case "boolean field" -> text(FUNCTIONS.coerced(MAPPER.createObjectNode().put("approved", "yes" + after).toString(),
                        BOOL, mode), "/approved");
                case "enum in prose" -> text(FUNCTIONS.coerced("Sentiment: " + value + after, ROOT_ENUM, mode), "");
                case "alone after the fence" -> text(FUNCTIONS.coerced("```json\n" + MAPPER.createObjectNode().put("sentiment",
                        value) + "\n```\n" + after.strip(), ENUM, mode), "/sentiment");
                case "alone after the data" -> text(FUNCTIONS.coerced(MAPPER.createObjectNode().put("sentiment", value) + "\n"
                        + after.strip(), ENUM, mode), "/sentiment");
                case "free string" -> text(FUNCTIONS.coerced(MAPPER.createObjectNode().put("name", "Bob" + after).toString(), FREE,
                        mode), "/name");
                case "verdict on its line" -> FUNCTIONS.reviewResult("Final Decision: PASS" + after);
                default -> FUNCTIONS.reviewResult("Final Decision: PASS\n" + after.strip());
            };
        } catch (RuntimeException e) {
            throw new IllegalStateException(position + " " + after, e);
        }
    }

    private static String text(JsonNode json, String pointer) {
        return json == null ? null : json.at(pointer).asText();
    }

    /** Whether {@code answer} at {@code position} takes the value back: refused, or a verdict that fails. */
    private static boolean takenBack(String position, String answer) {
        return position.startsWith("verdict") ? !"PASS".equals(answer) : answer == null;
    }

    private static List<String> modes(String position) {
        return position.startsWith("verdict") ? List.of("-") : List.of("strict", "repair");
    }

    @Test
    void aFaceAfterAValueOrAVerdict_takesItBack_inEveryPosition() {
        Map<String, Integer> counts = new TreeMap<>();
        Map<String, Integer> wrongBy = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (Map.Entry<String, Set<String>> family : faces().entrySet()) {
            for (String face : family.getValue()) {
                for (String position : POSITIONS) {
                    for (String mode : modes(position)) {
                        variants++;
                        counts.merge(family.getKey(), 1, Integer::sum);
                        String answer = answer(position, "positive", " " + face, mode);
                        if (!takenBack(position, answer)) {
                            wrongBy.merge(family.getKey() + " / " + position, 1, Integer::sum);
                            wrong.add(family.getKey() + " " + position + " " + mode + ": " + face + " -> " + answer);
                        }
                    }
                }
            }
        }
        System.out.println("faces beside a value, variants by family: " + counts + ", " + variants + " variants");
        System.out.println("faces beside a value answered (confidently wrong) by family and position: " + wrongBy + ", "
                + wrong.size() + " of " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 3_000, variants + " variants");
    }

    @Test
    void theDecorationsThatKeepAValue_stillKeepIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String after : List.of("", ".", "!", " :)", " :-)", " 👍", " ✅", " 🙂", " 😊")) {
            for (String position : POSITIONS) {
                if (position.equals("verdict, next line") && (after.equals(" 🙂") || after.equals(" 😊"))) {
                    continue; // a pictograph alone on the line after a verdict fails it, as before this reading
                }
                for (String mode : modes(position)) {
                    variants++;
                    String answer = answer(position, "positive", after, mode);
                    if (takenBack(position, answer)) {
                        wrong.add(position + " " + mode + ": " + after + " -> " + answer);
                    }
                }
            }
        }
        for (String wrapped : List.of("**positive**", "\"positive\"", "_positive_", "`positive`", "«positive»")) {
            for (String mode : List.of("strict", "repair")) {
                variants++;
                if (answer("enum in prose", wrapped, "", mode) == null) {
                    wrong.add("enum in prose " + mode + ": " + wrapped);
                }
            }
        }
        for (String review : List.of("Final Decision: **PASS**", "Final Decision: PASS.", "Final Decision: PASS!",
                "Final Decision: \"PASS\"", "Final Decision: PASS\n\nLooks good :)", "Final Decision: PASS\n:-)")) {
            variants++;
            if (!"PASS".equals(FUNCTIONS.reviewResult(review))) {
                wrong.add(review);
            }
        }
        System.out.println("faces beside a value, keeping decorations: " + variants + " variants, " + wrong.size() + " lost");
        assertEquals(List.of(), wrong, wrong.size() + " of " + variants);
    }

    /** The shapes alone: faces, and marks of a similar shape that are none. */
    @Test
    void theShape_isAFaceNotAnArrowARuleOrAVersion() {
        for (String face : List.of("-_-", "(¬‿¬)", ":/", "):", "D:", "(._.)", "^^", "(╯°□°)╯", ">:(", "^o^", "(゜-゜)", "(ﾟдﾟ)")) {
            String read = java.text.Normalizer.normalize(face, java.text.Normalizer.Form.NFKC); // as readers see it
            assertEquals(read.length(), Faces.end(read, 0, read.length()), face);
        }
        for (String none : List.of("-->", "<->", "=>", "...", "---", "+---+", "x.x", "T-T", "(3/3)", "(+/-)", "(%)", "(EU)",
                "*.*", "=-=", "~~", "D: remove it", "(...)", ":", "a_b", "vox", "Tov", "(o)")) {
            assertTrue(Faces.end(none, 0, none.length()) < 0, none);
        }
        assertTrue(Faces.kept(":)", 0, 2));
        assertTrue(Faces.kept(":-)", 0, 3));
    }
}
