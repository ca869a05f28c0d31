package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Blanks;
import dev.outputguard.function.InProcessFunctions;

/**
 * A date or time format's mask written where the date or the time was to go ({@code "due_date": "YYYY-MM-DD"},
 * {@code "TT.MM.JJJJ"}, {@code "JJ/MM/AAAA"}, {@code "GG.AA.YYYY"}, {@code "YYYY年MM月DD日"}, {@code "HH:mm"}) is a
 * template's blank, not a date the reply asserts: generated over each language's mask letters, the orders and marks
 * dates and times are written with, lower and upper case, in part filled in ({@code 2024-MM-DD}), decorated
 * ({@code `YYYY-MM-DD`}), as a string property, a nested object's, a list's item and an object's in a list, in strict
 * and repair mode: extract-json with {@code coerce} answers none of them. The keep side: dates and times written in
 * the same layouts, values of the same letters that spell no mask ({@code HHS}, {@code MMA}, {@code AA/AAA},
 * {@code 12 mm}), and a mask as the value of a property whose name says it holds a format ({@code date_format},
 * {@code pattern}). Counted per side and language.
 */
class FormatMaskGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final List<String> MODES = List.of("strict", "repair");
    private static final List<String> POSITIONS = List.of("string property", "nested object", "list item", "object in a list");

    /** Each language's letters for year, month, day, hour, minute, second, and its usual date marks. */
    private static final Map<String, String[]> LETTERS = new LinkedHashMap<>();
    static {
        // language: year, month, day, hour, minute, second, date marks
        LETTERS.put("en", new String[] {"YYYY", "MM", "DD", "HH", "mm", "ss", "-/."});
        LETTERS.put("de", new String[] {"JJJJ", "MM", "TT", "hh", "mm", "ss", ".-/"});
        LETTERS.put("fr", new String[] {"AAAA", "MM", "JJ", "HH", "mm", "ss", "/-."});
        LETTERS.put("es", new String[] {"AAAA", "MM", "DD", "HH", "mm", "ss", "/-."});
        LETTERS.put("it", new String[] {"AAAA", "MM", "GG", "HH", "mm", "ss", "/-."});
        LETTERS.put("pt", new String[] {"AAAA", "MM", "DD", "HH", "mm", "ss", "/-."});
        LETTERS.put("nl", new String[] {"JJJJ", "MM", "DD", "uu", "mm", "ss", "-/."});
        LETTERS.put("tr", new String[] {"YYYY", "AA", "GG", "SS", "DD", "ss", ".-/"});
        LETTERS.put("ja", new String[] {"YYYY", "MM", "DD", "HH", "mm", "ss", "/-."});
        LETTERS.put("zh", new String[] {"YYYY", "MM", "DD", "HH", "mm", "ss", "-/."});
        LETTERS.put("ko", new String[] {"YYYY", "MM", "DD", "HH", "mm", "ss", ".-/"});
    }

    /** The masks of one language. */
    static List<String> masks(String language) {
        String[] l = LETTERS.get(language);
        String y = l[0];
        String mo = l[1];
        String d = l[2];
        String h = l[3];
        String mi = l[4];
        String s = l[5];
        List<String> out = new ArrayList<>();
        for (char mark : l[6].toCharArray()) {
            String m = String.valueOf(mark);
            out.add(y + m + mo + m + d);
            out.add(d + m + mo + m + y);
            out.add(d + m + mo + m + y.substring(2));
            out.add(mo + m + d + m + y);
            out.add((y + m + mo + m + d).toLowerCase(Locale.ROOT));
            out.add((d + m + mo + m + y).toLowerCase(Locale.ROOT));
            out.add("2024" + m + mo + m + d);
            out.add("2024" + m + "03" + m + d);
            out.add(d + m + mo + m + "2024");
        }
        out.add(h + ":" + mi);
        out.add(h + ":" + mi + ":" + s);
        out.add(y + "-" + mo + "-" + d + " " + h + ":" + mi);
        out.add(y + "-" + mo + "-" + d + "T" + h + ":" + mi + ":" + s);
        out.add(h.toLowerCase(Locale.ROOT) + ":" + mi + " AM");
        out.add(y + mo + d);
        out.add("`" + y + "-" + mo + "-" + d + "`");
        out.add("(" + d + "/" + mo + "/" + y + ")");
        out.add("**" + d + "." + mo + "." + y + "**");
        switch (language) {
            case "ja", "zh" -> {
                out.add(y + "年" + mo + "月" + d + "日");
                out.add(y + "年" + mo + "月" + d + "日 " + h + ":" + mi);
                out.add("2024年" + mo + "月" + d + "日");
                out.add(h + "時" + mi + "分");
                out.add(h + "时" + mi + "分");
            }
            case "ko" -> {
                out.add(y + "년 " + mo + "월 " + d + "일");
                out.add(y + "년" + mo + "월" + d + "일");
                out.add("2024년 " + mo + "월 " + d + "일");
                out.add(h + "시 " + mi + "분");
            }
            default -> {
            }
        }
        return out.stream().distinct().toList();
    }

    /** Dates and times written, in the same layouts. */
    static final List<String> DATES = List.of("2024-03-15", "15/03/2024", "03/15/2024", "15.03.2024", "15.03.24", "20240315",
            "2024年3月15日", "2024年03月15日 10:30", "2024년 3월 15일", "10:30", "10:30:15", "10:30 AM", "2024-03-15T10:30:00",
            "10時30分", "10시 30분", "15-03-2024", "March 15, 2024", "15 mars 2024", "15. März 2024");
    /** Values of mask letters that spell no mask. */
    static final List<String> LOOKALIKES = List.of("HHS", "MMA", "AA/AAA", "AAA", "Hmm", "Mmm", "MM", "DD", "12 mm", "JJ Abrams",
            "S/M/L", "Y/N", "M/F", "M&M", "H&M", "T-Mobile", "DJ", "Ms. Smith", "YMCA", "MD/PhD", "dd-wrt", "SS Minnow", "AAHH",
            "Ma", "ya-ya", "HH-AB 123", "MM-2", "DDR", "TT-Line", "GmbH", "Sat", "Tammy", "Hassan", "Dodd", "A.A. Milne",
            "J.J. Thomson", "H.H. Asquith", "Y.Y. Kim", "M.D.", "Mayday", "Judd", "HDMI", "SSS", "Ya-Ya");
    /** Properties whose name says a format is their value. */
    static final List<String> FORMAT_KEYS = List.of("date_format", "format", "pattern", "dateFormat", "input_mask", "time_format",
            "formato_fecha", "datumsformat", "datum_formaat", "display_pattern", "layout", "example");

    private static JsonNode answer(String position, String key, String value, String mode) {
        return answerIn("order", position, key, value, mode);
    }

    /**
     * What coerce answers for {@code value} written under {@code key} in {@code position}: a string property, one in an
     * object named {@code container}, a list's item, or one in an object in a list of {@code container}s; in
     * {@code mode}, the value at its place, or null where it refuses.
     */
    static JsonNode answerIn(String container, String position, String key, String value, String mode) {
        String list = container + "s";
        ObjectNode root = MAPPER.createObjectNode();
        switch (position) {
            case "string property" -> root.put(key, value);
            case "nested object" -> root.putObject(container).put(key, value);
            case "list item" -> root.putArray(key + "s").add(value);
            default -> root.putArray(list).add(MAPPER.createObjectNode().put(key, value));
        }
        String string = "{\"type\": \"string\"}";
        String schema = switch (position) {
            case "string property" -> "{\"type\": \"object\", \"required\": [\"" + key + "\"], \"properties\": {\"" + key + "\": "
                    + string + "}}";
            case "nested object" -> "{\"type\": \"object\", \"required\": [\"" + container + "\"], \"properties\": {\""
                    + container + "\": {\"type\": \"object\", \"properties\": {\"" + key + "\": " + string + "}}}}";
            case "list item" -> "{\"type\": \"object\", \"required\": [\"" + key + "s\"], \"properties\": {\"" + key + "s\": {\"type\":"
                    + " \"array\", \"items\": " + string + "}}}";
            default -> "{\"type\": \"object\", \"required\": [\"" + list + "\"], \"properties\": {\"" + list
                    + "\": {\"type\": \"array\", \"items\": {\"type\": \"object\", \"properties\": {\"" + key + "\": " + string
                    + "}}}}}";
        };
        String pointer = switch (position) {
            case "string property" -> "/" + key;
            case "nested object" -> "/" + container + "/" + key;
            case "list item" -> "/" + key + "s/0";
            default -> "/" + list + "/0/" + key;
        };
        JsonNode json = FUNCTIONS.coerced(root.toString(), schema, mode);
        return json == null ? null : json.at(pointer);
    }

    private static final List<String> KEYS = List.of("due_date", "start_time", "date", "birthday");

    @Test
    void aFormatsMask_isNeverAnswered_inEveryLanguageAndPosition() {
        Map<String, Integer> counts = new TreeMap<>();
        Map<String, Integer> wrongBy = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int k = 0;
        for (String language : LETTERS.keySet()) {
            for (String mask : masks(language)) {
                String key = KEYS.get(k++ % KEYS.size());
                for (String position : POSITIONS) {
                    for (String mode : MODES) {
                        variants++;
                        counts.merge(language, 1, Integer::sum);
                        JsonNode answer = answer(position, key, mask, mode);
                        if (answer != null && !answer.isMissingNode()) {
                            wrongBy.merge(language, 1, Integer::sum);
                            wrong.add(language + " " + position + " " + mode + ": " + mask + " -> " + answer);
                        }
                    }
                }
            }
        }
        System.out.println("format masks, variants by language: " + counts + ", " + variants + " variants");
        System.out.println("format masks answered (confidently wrong) by language: " + wrongBy + ", " + wrong.size() + " of "
                + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 500, variants + " variants");
    }

    @Test
    void aDateALookalikeOrAFormatsOwnProperty_isAnsweredAsWritten() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        List<String[]> cases = new ArrayList<>();
        for (String date : DATES) {
            cases.add(new String[] {"date", "due_date", date});
        }
        for (String value : LOOKALIKES) {
            cases.add(new String[] {"lookalike", "code", value});
        }
        int k = 0;
        for (String language : LETTERS.keySet()) {
            for (String mask : masks(language)) {
                // A list's item in brackets is a remark, not an item, whatever it holds: such masks are left out here.
                if (k++ % 5 == 0 && !mask.startsWith("(")) {
                    cases.add(new String[] {"format property", FORMAT_KEYS.get(k % FORMAT_KEYS.size()), mask});
                }
            }
        }
        Map<String, Integer> counts = new TreeMap<>();
        for (String[] c : cases) {
            for (String position : POSITIONS) {
                for (String mode : MODES) {
                    variants++;
                    counts.merge(c[0], 1, Integer::sum);
                    JsonNode answer = answer(position, c[1], c[2], mode);
                    if (answer == null || !c[2].equals(answer.asText())) {
                        wrong.add(c[0] + " " + position + " " + mode + ": " + c[1] + "=" + c[2] + " -> " + answer);
                    }
                }
            }
        }
        System.out.println("format masks, keep side by kind: " + counts + ", " + variants + " variants, " + wrong.size() + " lost");
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
    }

    /** The reading itself names why. */
    @Test
    void theReading_namesTheMask() {
        assertTrue(Blanks.formatMask("due_date", "YYYY-MM-DD").contains("mask"));
        assertTrue(Blanks.formatMask(null, "TT.MM.JJJJ").contains("mask"));
        assertNull(Blanks.formatMask("date_format", "YYYY-MM-DD"));
        assertNull(Blanks.formatMask("due_date", "2024-03-15"));
        assertNull(Blanks.formatMask("code", "HHS"));
    }
}
