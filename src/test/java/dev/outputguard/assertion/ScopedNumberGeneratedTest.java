package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A number whose words limit its scope or make it a rate is not the number a schema asks for ({@code 5 so far},
 * {@code 5 per user}, {@code 5 in the first batch only}, {@code 5件（一部のみ）}, {@code bisher 5}): extract-json with
 * {@code coerce} never answers it, written in prose after a label, on a bullet, in a JSON string where a number is
 * wanted and as a list's item, in strict and repair mode. Generated over the lexicon's languages: each language's
 * scope and rate phrases, every unit of every language followed by a word nobody listed, and every unit followed by a
 * neutral word of its language and a second unit (a rate: {@code 5 hours a day}). Beside each, its plain counterpart:
 * every unit of every language after the number, and the number alone, keep it.
 */
class ScopedNumberGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.subList(1, Lexicon.LANGUAGES.size());
    private static final List<String> MODES = List.of("strict", "repair");
    /** The numbers decorated, each with the value a plain reading gives. */
    private static final Map<String, Integer> NUMBERS = Map.of("5", 5, "12", 12, "1,250", 1250);
    /** A label naming a count, by language: where the prose writes the number as the answer. */
    private static final Map<String, String> LABELS = Map.ofEntries(Map.entry("en", "Count: "), Map.entry("ja", "件数: "),
            Map.entry("zh", "数量："), Map.entry("ko", "개수: "), Map.entry("de", "Anzahl: "), Map.entry("fr", "Nombre : "),
            Map.entry("es", "Cantidad: "), Map.entry("it", "Numero: "), Map.entry("pt", "Quantidade: "),
            Map.entry("nl", "Aantal: "), Map.entry("tr", "Sayı: "));
    /**
     * Each language's ways of limiting a count's scope or making it a rate: {prefix, suffix} around the number.
     * Written as a reply writes them, not drawn from the lexicon: what limits a number is what nobody listed as a unit.
     */
    private static final Map<String, List<String[]>> SCOPED = new LinkedHashMap<>();

    static {
        SCOPED.put("en", pairs("", " out of an unknown total", "", " of the ones I saw", "", " in the first batch only", "",
                " so far", "", " per user", "", " each", "", " a day", "", "/hour", "", " (partial count)", "", " items so far",
                "", " items per user", "", " items each", "", " times a day", "", ", so far", "", " - per user", "",
                " (only the first batch)", "", " (per user)", "", " - so far", "", " users, so far", "", " items in the first batch"));
        SCOPED.put("ja", pairs("", "件（一部のみ）", "", "件（これまで）", "", "件（ユーザーごと）", "", "件/日", "", "件ずつ", "",
                "件（暫定）", "これまでに", "件", "", "件（最初のバッチのみ）"));
        SCOPED.put("zh", pairs("目前为止", "个", "", "个（目前为止）", "", "个/天", "", "个（每人）", "", "个（部分）", "",
                "个（仅第一批）", "每人", "个"));
        SCOPED.put("ko", pairs("", "개 (지금까지)", "", "개 (사용자당)", "", "개씩", "", "개 (일부)", "지금까지 ", "개", "",
                "개/일"));
        SCOPED.put("de", pairs("bisher ", "", "", " bisher", "", " pro Nutzer", "", " je Nutzer", "", " pro Tag", "",
                " (bisher)", "", " (nur die erste Charge)", "", " Stück pro Tag", "", " bis jetzt"));
        SCOPED.put("fr", pairs("", " par utilisateur", "", " jusqu'à présent", "", " (pour l'instant)", "", " par jour", "",
                " chacun", "pour l'instant ", "", "", " (premier lot seulement)"));
        SCOPED.put("es", pairs("", " por usuario", "", " hasta ahora", "", " (por ahora)", "", " al día", "", " cada uno",
                "hasta ahora ", "", "", " (solo el primer lote)"));
        SCOPED.put("it", pairs("", " per utente", "", " finora", "", " al giorno", "", " (per ora)", "finora ", ""));
        SCOPED.put("pt", pairs("", " por usuário", "", " até agora", "", " por dia", "", " (por enquanto)", "até agora ", ""));
        SCOPED.put("nl", pairs("", " per gebruiker", "", " tot nu toe", "", " per dag", "", " (voorlopig)", "tot nu toe ", ""));
        SCOPED.put("tr", pairs("", " kullanıcı başına", "", " şimdiye kadar", "", " günde", "", " (şimdilik)", "şimdiye kadar ",
                ""));
    }

    private static List<String[]> pairs(String... around) {
        List<String[]> pairs = new ArrayList<>();
        for (int i = 0; i < around.length; i += 2) {
            pairs.add(new String[] { around[i], around[i + 1] });
        }
        return pairs;
    }

    /** The replies placing {@code written} (the number and its words) where each position writes it, by position. */
    private static Map<String, String> placed(String language, String written) {
        Map<String, String> at = new LinkedHashMap<>();
        at.put("prose label line", LABELS.get(language) + written);
        at.put("prose bullet", "Here is what I found.\n\n- " + LABELS.get(language) + written + "\n");
        at.put("JSON string field", MAPPER.createObjectNode().put("count", written).toString());
        ObjectNode list = MAPPER.createObjectNode();
        list.putArray("counts").add("3").add(written);
        at.put("list item", list.toString());
        return at;
    }

    /** The answer's number at the place {@code position} writes it, or null where there is no answer. */
    private static JsonNode answer(String position, String reply, String mode) {
        String schema = switch (position) {
            case "JSON string field" -> "{\"type\": \"object\", \"required\": [\"count\"], \"properties\": {\"count\": {\"type\": \"integer\"}}}";
            case "list item" -> "{\"type\": \"object\", \"required\": [\"counts\"], \"properties\": {\"counts\": {\"type\": \"array\","
                    + " \"items\": {\"type\": \"integer\"}}}}";
            default -> "{\"type\": \"integer\"}";
        };
        JsonNode json = FUNCTIONS.coerced(reply, schema, mode);
        if (json == null) {
            return null;
        }
        return switch (position) {
            case "JSON string field" -> json.path("count");
            case "list item" -> json.path("counts").path(1);
            default -> json;
        };
    }

    /** A unit of {@code language} read alone after a number: letters, no word that joins or counts or negates too. */
    private static List<String> units(String language) {
        List<String> units = new ArrayList<>();
        long elsewhere = Category.mask(Category.CONJUNCTION, Category.NEUTRAL, Category.NEGATION, Category.COUNT_JOIN,
                Category.MEASURED_IN, Category.SCALE, Category.AFFIRMING, Category.REMARK_OPENER, Category.PROBLEM);
        for (String unit : LEX.words(Category.UNIT, language)) {
            if (Character.isLetter(unit.charAt(0)) && Character.isLetter(unit.charAt(unit.length() - 1))
                    && (LEX.categoriesOfWord(unit) & elsewhere) == 0 && !unit.contains(" ") && unit.length() > 1) {
                units.add(unit);
            }
        }
        return units;
    }

    /** Letters of a script the language writes, none a term of the lexicon: a word nobody listed. */
    private static String unlisted(Random random, String language) {
        int[] script = switch (language) {
            case "ja" -> new int[] { 'ぁ', 'ゖ' };
            case "zh" -> new int[] { '一', '龥' };
            case "ko" -> new int[] { '가', '힣' };
            default -> new int[] { 'a', 'z' };
        };
        while (true) {
            StringBuilder word = new StringBuilder();
            int length = 3 + random.nextInt(5);
            for (int i = 0; i < length; i++) {
                word.append((char) (script[0] + random.nextInt(script[1] - script[0] + 1)));
            }
            String w = word.toString();
            if (!covered(w)) {
                return w;
            }
        }
    }

    /** Whether each letter of {@code word} lies inside a term of the lexicon. */
    private static boolean covered(String word) {
        for (int p = 0; p < word.length(); p++) {
            long found = LEX.at(word, p, word.length(), -1L);
            if (found < 0) {
                return false;
            }
            p = Lexicon.endOf(found) - 1;
        }
        return true;
    }

    private static String spaced(String unit) {
        return unit.charAt(0) >= 0x2E80 ? unit : " " + unit;
    }

    private static void report(List<String> wrong, Map<String, Integer> families, int least) {
        int variants = families.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("scoped numbers, by family: " + families + ", " + variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= least, variants + " variants");
    }

    @Test
    void aNumberWhoseWordsLimitItsScopeOrMakeItARate_isNeverTheNumber_inEveryLanguagePositionAndMode() {
        Random random = new Random(20261201);
        List<String> wrong = new ArrayList<>();
        Map<String, Integer> families = new TreeMap<>();
        for (String language : LANGUAGES) {
            List<String[]> decorations = new ArrayList<>(SCOPED.get(language));
            List<String> units = units(language);
            List<String> neutral = LEX.words(Category.NEUTRAL, language).stream()
                    .filter(w -> w.chars().allMatch(Character::isLetter) && LEX.categoriesOfWord(w) == Category.NEUTRAL.bit())
                    .toList();
            for (String unit : units) {
                // A unit, then a word nobody listed: it may limit the count ("5 items so far") or name another quantity.
                decorations.add(new String[] { "", spaced(unit) + " " + unlisted(random, language) });
                if (!neutral.isEmpty()) {
                    // A unit, a neutral word and a second unit: a rate or a part ("5 hours a day", "5 items the users").
                    String second = units.get(random.nextInt(units.size()));
                    decorations.add(new String[] { "", spaced(unit) + " " + neutral.get(random.nextInt(neutral.size()))
                            + spaced(second) });
                }
            }
            for (String[] d : decorations) {
                for (Map.Entry<String, Integer> n : NUMBERS.entrySet()) {
                    for (Map.Entry<String, String> at : placed(language, d[0] + n.getKey() + d[1]).entrySet()) {
                        for (String mode : MODES) {
                            families.merge(at.getKey(), 1, Integer::sum);
                            JsonNode answer = answer(at.getKey(), at.getValue(), mode);
                            if (answer != null && answer.isNumber() && answer.asInt() == n.getValue()) {
                                wrong.add(language + " " + at.getKey() + " " + mode + ": " + at.getValue() + " -> " + answer);
                            }
                        }
                    }
                }
            }
        }
        report(wrong, families, 10_000);
    }

    @Test
    void aNumberWithAPlainUnitOrNone_isTheNumber_inEveryLanguagePositionAndMode() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            for (String unit : units(language)) {
                for (String mode : MODES) {
                    for (String reply : List.of(LABELS.get(language) + "5" + spaced(unit),
                            "Here is what I found.\n\n- " + LABELS.get(language) + "5" + spaced(unit) + "\n")) {
                        variants++;
                        JsonNode answer = answer("prose label line", reply, mode);
                        if (answer == null || answer.asInt() != 5) {
                            wrong.add(language + " " + mode + ": " + reply + " -> " + answer);
                        }
                    }
                }
            }
        }
        for (String language : LANGUAGES) {
            for (String written : List.of("5", "**5**", "5.", "`5`")) {
                for (Map.Entry<String, String> at : placed(language, written).entrySet()) {
                    for (String mode : MODES) {
                        variants++;
                        JsonNode answer = answer(at.getKey(), at.getValue(), mode);
                        if (answer == null || answer.asInt() != 5) {
                            wrong.add(language + " " + at.getKey() + " " + mode + ": " + at.getValue() + " -> " + answer);
                        }
                    }
                }
            }
        }
        for (String reply : List.of("Total: 5.", "Count: 5 items", "Count: 5 pcs", "Count: 5個", "Count: 5 items in total",
                "合計は5件です。", "The total is 5 hours.", "Count: 5 (see above)", "Count: 5 - as requested", "Total: 5 US dollars")) {
            for (String mode : MODES) {
                variants++;
                JsonNode answer = answer("prose label line", reply, mode);
                if (answer == null || answer.asInt() != 5) {
                    wrong.add(mode + ": " + reply + " -> " + answer);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 1_000, variants + " variants");
    }
}
