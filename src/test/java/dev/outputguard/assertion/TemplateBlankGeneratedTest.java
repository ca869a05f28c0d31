package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Function;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A free string that is a template's blank, not a value, is never answered by extract-json with {@code coerce}: a
 * slot of any common templating syntax written whole ({@code {name}}, {@code %s}, {@code %(name)s}, {@code {0}},
 * {@code $name}, {@code __NAME__}, {@code <<name>>}, {@code {{ name }}}…) over random slot names, an instruction to fill
 * it in, in brackets or not, in every language read ({@code (to be filled)}, {@code (à compléter)}, {@code （未記入）}),
 * a dummy marker ({@code CHANGEME}, {@code REPLACE_ME}, {@code Lorem ipsum}) and a masked name ({@code ○○様},
 * {@code 某某}, {@code XX様}, {@code 김OO}); as a string property, a nested object's, a list's item and an object's in a
 * list, in strict and repair mode. Beside them values of the same shape ({@code Bob}, {@code Acme (EU)}, {@code XXL},
 * {@code 100%}, {@code $5}, {@code __init__}, {@code Use {name} here}) are answered as written.
 */
class TemplateBlankGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final List<String> MODES = List.of("strict", "repair");
    private static final List<String> POSITIONS = List.of("string property", "nested object", "list item", "object in a list");

    /** The slot syntaxes, each writing a slot for a name. */
    private static final Map<String, Function<String, String>> SLOTS = new TreeMap<>(Map.ofEntries(
            Map.entry("{{name}}", n -> "{{" + n + "}}"), Map.entry("{{ name }}", n -> "{{ " + n + " }}"),
            Map.entry("{{{name}}}", n -> "{{{" + n + "}}}"), Map.entry("${name}", n -> "${" + n + "}"),
            Map.entry("#{name}", n -> "#{" + n + "}"), Map.entry("$name", n -> "$" + n.toLowerCase(Locale.ROOT)),
            Map.entry("{name}", n -> "{" + n + "}"), Map.entry("{ name }", n -> "{ " + n + " }"),
            Map.entry("{name:fmt}", n -> "{" + n + ":>10}"), Map.entry("{name!r}", n -> "{" + n + "!r}"),
            Map.entry("%(name)s", n -> "%(" + n + ")s"), Map.entry("%NAME%", n -> "%" + n.toUpperCase(Locale.ROOT) + "%"),
            Map.entry("<%= name %>", n -> "<%= " + n + " %>"), Map.entry("<<name>>", n -> "<<" + n + ">>"),
            Map.entry("<name>", n -> "<" + n + ">"), Map.entry("[name]", n -> "[" + n.replaceAll("\\d", "") + "]"),
            Map.entry("[[name]]", n -> "[[" + n + "]]"), Map.entry("@name@", n -> "@" + n + "@"),
            Map.entry("__NAME__", n -> "__" + n.toUpperCase(Locale.ROOT) + "__")));
    /** Slots that take no name. */
    private static final List<String> BARE_SLOTS = List.of("%s", "%d", "%i", "%f", "%.2f", "%5d", "%-10s", "%1$s", "%2$d", "%@",
            "%x", "%r", "{}", "{0}", "{1}", "{2}", "{0:.2f}", "{ }", "%s.", "**%s**", "`{name}`", "\"{0}\"");
    private static final String[] SYLLABLES = { "user", "first", "last", "name", "customer", "company", "city", "id", "email",
        "value", "item", "title", "contact", "addr", "x", "field", "recipient", "order" };

    /** An instruction to fill the blank in, by language. */
    private static final Map<String, List<String>> FILL_IN = Map.ofEntries(
            Map.entry("en", List.of("to be filled", "to be filled in", "to be completed", "fill in", "fill in later", "insert name here",
                    "your name here", "to be determined")),
            Map.entry("de", List.of("auszufüllen", "noch auszufüllen", "bitte ausfüllen", "bitte eintragen", "noch offen", "einzutragen")),
            Map.entry("fr", List.of("à compléter", "à remplir", "à renseigner", "à définir", "à saisir", "à compléter plus tard")),
            Map.entry("es", List.of("por completar", "por rellenar", "a rellenar", "por definir", "a completar", "por completar más tarde")),
            Map.entry("it", List.of("da compilare", "da completare", "da inserire", "da definire", "da riempire", "da compilare più tardi")),
            Map.entry("pt", List.of("a preencher", "por preencher", "a completar", "a definir", "por completar", "a preencher mais tarde")),
            Map.entry("nl", List.of("in te vullen", "in te voeren", "hier invullen", "nader te bepalen", "aan te vullen", "nog in te vullen")),
            Map.entry("ja", List.of("未記入", "要記入", "未入力", "要入力", "ここに記入", "記入してください")),
            Map.entry("zh", List.of("待填写", "待填", "请填写", "待补充", "此处填写", "未填写")),
            Map.entry("ko", List.of("작성 필요", "입력 필요", "미입력", "여기에 입력", "미작성", "추후 입력")),
            Map.entry("tr", List.of("doldurulacak", "doldurunuz", "buraya yazın", "girilecek", "belirlenecek")));
    private static final List<String[]> BRACKETS = List.of(new String[] { "(", ")" }, new String[] { "[", "]" },
            new String[] { "（", "）" }, new String[] { "【", "】" }, new String[] { "", "" }, new String[] { "**", "**" },
            new String[] { "<", ">" });

    /** The usual dummy markers, in any case. */
    private static final List<String> DUMMIES = List.of("CHANGEME", "CHANGE_ME", "change me", "REPLACE_ME", "REPLACEME", "replace me",
            "FIXME", "TODO", "TBD", "XXX", "XXXX", "xxxxxx", "XXX-XXX", "Lorem ipsum", "lorem ipsum dolor sit amet",
            "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore");

    /** The marks names are masked with, names written beside them, titles after them. */
    private static final List<String> MASK_MARKS = List.of("○", "〇", "●", "◯", "□", "■", "△", "×", "＊", "*");
    private static final List<String> FAMILY = List.of("", "田中", "山田", "张", "王", "김", "이");
    private static final List<String> TITLES = List.of("", "様", "さん", "先生", "氏", "님", "씨", "女士", "先生");

    private static String reply(String position, String value) {
        ObjectNode root = MAPPER.createObjectNode();
        switch (position) {
            case "string property" -> root.put("name", value);
            case "nested object" -> root.putObject("contact").put("name", value);
            case "list item" -> root.putArray("names").add("Bob").add(value);
            default -> root.putArray("contacts").add(MAPPER.createObjectNode().put("name", "Bob"))
                    .add(MAPPER.createObjectNode().put("name", value));
        }
        return root.toString();
    }

    private static JsonNode answer(String position, String value, String mode) {
        String string = "{\"type\": \"string\"}";
        String schema = switch (position) {
            case "string property" -> "{\"type\": \"object\", \"required\": [\"name\"], \"properties\": {\"name\": " + string + "}}";
            case "nested object" -> "{\"type\": \"object\", \"required\": [\"contact\"], \"properties\": {\"contact\": {\"type\":"
                    + " \"object\", \"properties\": {\"name\": " + string + "}}}}";
            case "list item" -> "{\"type\": \"object\", \"required\": [\"names\"], \"properties\": {\"names\": {\"type\": \"array\","
                    + " \"items\": " + string + "}}}";
            default -> "{\"type\": \"object\", \"required\": [\"contacts\"], \"properties\": {\"contacts\": {\"type\": \"array\","
                    + " \"items\": {\"type\": \"object\", \"properties\": {\"name\": " + string + "}}}}}";
        };
        String pointer = switch (position) {
            case "string property" -> "/name";
            case "nested object" -> "/contact/name";
            case "list item" -> "/names/1";
            default -> "/contacts/1/name";
        };
        JsonNode json = FUNCTIONS.coerced(reply(position, value), schema, mode);
        return json == null ? null : json.at(pointer);
    }

    private static String slotName(Random random) {
        String a = SYLLABLES[random.nextInt(SYLLABLES.length)];
        String b = SYLLABLES[random.nextInt(SYLLABLES.length)];
        return switch (random.nextInt(4)) {
            case 0 -> a;
            case 1 -> a + "_" + b;
            case 2 -> a + Character.toUpperCase(b.charAt(0)) + b.substring(1);
            default -> a + random.nextInt(10);
        };
    }

    /** Every generated blank, by family. */
    static Map<String, List<String>> blanks() {
        Map<String, List<String>> families = new TreeMap<>();
        Random random = new Random(20260412L);
        for (Map.Entry<String, Function<String, String>> slot : SLOTS.entrySet()) {
            for (int i = 0; i < 6; i++) {
                families.computeIfAbsent("slot " + slot.getKey(), k -> new ArrayList<>()).add(slot.getValue().apply(slotName(random)));
            }
        }
        families.put("slot without a name", BARE_SLOTS);
        for (Map.Entry<String, List<String>> language : FILL_IN.entrySet()) {
            List<String> written = new ArrayList<>();
            for (String phrase : language.getValue()) {
                for (String[] bracket : BRACKETS) {
                    written.add(bracket[0] + phrase + bracket[1]);
                }
                written.add("(" + phrase.toUpperCase(Locale.ROOT) + ")");
            }
            families.put("fill-in " + language.getKey(), written);
        }
        families.put("dummy marker", DUMMIES.stream().flatMap(d -> List.of(d, d.toLowerCase(Locale.ROOT), "(" + d + ")").stream())
                .distinct().toList());
        List<String> masked = new ArrayList<>();
        for (String mark : MASK_MARKS) {
            for (int n = 2; n <= 3; n++) {
                for (String family : FAMILY) {
                    String title = TITLES.get(random.nextInt(TITLES.size()));
                    masked.add(family + mark.repeat(n) + title);
                }
            }
        }
        for (String latin : List.of("XX", "OO", "ＸＸ")) {
            for (String title : TITLES.subList(1, TITLES.size())) {
                masked.add(latin + title);
            }
            for (String family : FAMILY.subList(1, FAMILY.size())) {
                masked.add(family + latin);
            }
        }
        masked.addAll(List.of("某某", "张某某", "某某先生", "某さん", "○○株式会社", "○○市"));
        families.put("masked name", masked);
        return families;
    }

    /** Values of the same shapes, answered as written. */
    static final List<String> VALUES = List.of("Bob", "Alice Smith", "Acme (EU)", "Bob (CEO)", "XXL", "XL", "OO", "100%",
            "50% off", "$5", "$100", "$AAPL", "$HOME", "__init__", "C#", "C++", "Use {name} here", "Hello, {name}!", "Dear %s,",
            "田中様", "田中太郎", "김철수", "张三", "○", "×", "[1]", "{a, b}", "Project X", "Malcolm X", "SpaceX", "Xbox", "7-Eleven",
            "user@example.com", "@handle", "#general", "<3", "a < b", "R&D", "AT&T", "O'Brien", "Jean-Luc", "Rate (%)",
            "Growth (+/-)", "Room 101", "Paris (France)", "To be or not to be", "Fill Inc.", "Todd", "Doe, John");

    private static int refused(Map<String, List<String>> families, Map<String, Integer> counts, Map<String, Integer> wrongBy,
            List<String> wrong) {
        int variants = 0;
        for (Map.Entry<String, List<String>> family : families.entrySet()) {
            for (String value : family.getValue()) {
                for (String position : POSITIONS) {
                    for (String mode : MODES) {
                        variants++;
                        counts.merge(family.getKey(), 1, Integer::sum);
                        JsonNode answer = answer(position, value, mode);
                        if (answer != null && !answer.isMissingNode()) {
                            wrongBy.merge(family.getKey(), 1, Integer::sum);
                            wrong.add(family.getKey() + " " + position + " " + mode + ": " + value + " -> " + answer);
                        }
                    }
                }
            }
        }
        return variants;
    }

    @Test
    void aTemplatesBlank_isNeverAnswered_inEverySyntaxLanguageAndPosition() {
        Map<String, Integer> counts = new TreeMap<>();
        Map<String, Integer> wrongBy = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        int variants = refused(blanks(), counts, wrongBy, wrong);
        System.out.println("template blanks, variants by family: " + counts + ", " + variants + " variants");
        System.out.println("template blanks answered (confidently wrong) by family: " + wrongBy + ", " + wrong.size() + " of "
                + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 3_000, variants + " variants");
    }

    @Test
    void aValueOfASimilarShape_isAnsweredAsWritten() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String value : VALUES) {
            for (String position : POSITIONS) {
                for (String mode : MODES) {
                    variants++;
                    JsonNode answer = answer(position, value, mode);
                    if (answer == null || !value.equals(answer.asText())) {
                        wrong.add(position + " " + mode + ": " + value + " -> " + answer);
                    }
                }
            }
        }
        System.out.println("template blanks, plain values: " + variants + " variants, " + wrong.size() + " lost");
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
    }

    /** The reading itself names why. */
    @Test
    void theReading_namesTheShape() {
        assertTrue(FreeText.takenBack("{name}").contains("slot"));
        assertTrue(FreeText.takenBack("%s").contains("slot"));
        assertTrue(FreeText.takenBack("○○様").contains("masked"));
        assertTrue(FreeText.takenBack("(to be filled)").contains("placeholder"));
        assertEquals(null, FreeText.takenBack("Acme (EU)"));
    }
}
