package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.function.InProcessFunctions;

/**
 * A string written where a list is wanted is made a one-item list only where it is one item; a list's item saying the
 * list goes on makes it no whole list. Generated from the lexicon of every language: each {@code [no-item]} term (a
 * pointer, a quantifier, a state of the list), each {@code [placeholder]}, each joining word or particle
 * ({@code [joins-items]}, {@code [conjunction]}, {@code [choice]}) between two items of the language, each decorated as
 * a model writes it, is refused, never wrapped; each {@code [elision]} term, repeated, after an ellipsis, a count of
 * more and a remark in brackets ending a list is refused. Beside them (recall), plain single items of every script are
 * still wrapped and plain lists still answered.
 */
class OneItemGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.subList(1, Lexicon.LANGUAGES.size());
    private static final ObjectNode TAGS = schema();
    /** How a model writes one string: as it is, in bold, capitalised, with a closing stop. */
    private static final List<String> DECORATIONS = List.of("%s", "**%s**", "%s.", "`%s`");

    /** Two items of each language, to be joined. */
    private static final Map<String, String[]> ITEMS = new LinkedHashMap<>();

    static {
        ITEMS.put("en", new String[] {"billing", "login"});
        ITEMS.put("ja", new String[] {"請求", "ログイン"});
        ITEMS.put("zh", new String[] {"账单", "登录"});
        ITEMS.put("ko", new String[] {"결제", "로그인"});
        ITEMS.put("de", new String[] {"Abrechnung", "Anmeldung"});
        ITEMS.put("fr", new String[] {"facturation", "connexion"});
        ITEMS.put("es", new String[] {"facturación", "acceso"});
        ITEMS.put("it", new String[] {"fatturazione", "accesso"});
        ITEMS.put("pt", new String[] {"cobrança", "acesso"});
        ITEMS.put("nl", new String[] {"facturering", "inloggen"});
        ITEMS.put("tr", new String[] {"fatura", "giriş"});
    }

    private static ObjectNode schema() {
        ObjectNode s = MAPPER.createObjectNode().put("type", "object");
        ObjectNode tags = s.putObject("properties").putObject("tags").put("type", "array");
        tags.putObject("items").put("type", "string");
        s.putArray("required").add("tags");
        return s;
    }

    private static String string(String s) {
        try {
            return MAPPER.writeValueAsString(s);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode tags(String json) {
        JsonNode a = FUNCTIONS.coerced(json, TAGS, null);
        return a == null ? null : a.get("tags");
    }

    private static boolean spaced(String language) {
        return !List.of("ja", "zh").contains(language);
    }

    @Test
    void aStringThatNamesNoItemOrJoinsTwo_isNeverWrapped_inEveryLanguage() {
        Map<String, int[]> families = new LinkedHashMap<>();
        List<String> wrong = new ArrayList<>();
        for (String language : LANGUAGES) {
            String[] items = ITEMS.get(language);
            Map<String, List<String>> strings = new LinkedHashMap<>();
            strings.put("E5 names no item", LEX.words(Role.NO_ITEM, language));
            strings.put("E5 placeholder", LEX.words(Role.PLACEHOLDER, language));
            List<String> joined = new ArrayList<>();
            String gap = spaced(language) ? " " : "";
            for (String join : LEX.words(Role.JOINS_ITEMS, language)) {
                // A Hangul particle is glued to the word before it, a Han or kana one to both; a word stands alone.
                boolean hangul = join.charAt(0) >= 0xAC00 && join.charAt(0) <= 0xD7AF;
                String before = hangul || !spaced(language) ? "" : " ";
                String after = spaced(language) ? " " : "";
                joined.add(items[0] + before + join + after + items[1]);
                joined.add("foo" + before + join + after + "bar");
                joined.add("foo " + join + " bar");
            }
            for (Category c : List.of(Category.CONJUNCTION, Category.CHOICE)) {
                for (String join : LEX.words(c, language)) {
                    if (Character.isLetter(join.charAt(0)) && (spaced(language) || join.charAt(0) >= 0x2E80)) {
                        joined.add(items[0] + gap + join + gap + items[1]);
                    }
                }
            }
            strings.put("E5 items joined by a word or particle", joined);
            // Tokens a blank separates: single characters, identifiers of letters and digits.
            strings.put("E5 tokens a blank separates", List.of(items[0].substring(0, 1) + " " + items[1].substring(0, 1),
                    "a b c", items[0] + "1 " + items[0] + "2", "tag1 tag2 tag3"));
            for (Map.Entry<String, List<String>> family : strings.entrySet()) {
                int[] count = families.computeIfAbsent(family.getKey(), f -> new int[1]);
                for (String s : family.getValue()) {
                    for (String decoration : DECORATIONS) {
                        String text = "{\"tags\": " + string(decoration.formatted(s)) + "}";
                        count[0]++;
                        JsonNode t = tags(text);
                        if (t != null) {
                            wrong.add(language + ": " + text + " -> " + t);
                        }
                    }
                }
            }
            // A list whose last item says it goes on: an elision term alone or repeated, a count of more, an ellipsis,
            // a remark in brackets.
            int[] count = families.computeIfAbsent("E5b last item says the list goes on", f -> new int[1]);
            List<String> lasts = new ArrayList<>();
            for (String more : LEX.words(Category.ELISION, language)) {
                lasts.add(more);
                lasts.add(more + (spaced(language) ? " " : "") + more);
                lasts.add("(" + more + ")");
            }
            lasts.addAll(List.of("+3", "+ 12", "… (12)", "...", "(" + items[1] + ")"));
            for (String last : lasts) {
                String text = "{\"tags\": [" + string(items[0]) + ", " + string(items[1]) + ", " + string(last) + "]}";
                count[0]++;
                JsonNode t = tags(text);
                if (t != null) {
                    wrong.add(language + ": " + text + " -> " + t);
                }
            }
        }
        int total = families.values().stream().mapToInt(c -> c[0]).sum();
        families.forEach((f, c) -> System.out.println("[one item] " + f + ": " + c[0] + " cases"));
        System.out.println("[one item] " + total + " cases, " + wrong.size() + " answered");
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + total);
        assertTrue(total >= 2_000, total + " cases");
    }

    @Test
    void plainSingleItems_areStillWrapped_andPlainListsAnswered_inEveryScript() {
        List<String> wrong = new ArrayList<>();
        List<String> singles = new ArrayList<>(List.of("Ana", "node.js", "C++", "well-known", "Kant's", "user@host",
                "snake_case", "v1.2", "Login returns 500 when the password is empty", "Room 4B", "Straße", "café", "İstanbul",
                "I've read it", "en", "ve", "con", "iPhone 15", "Plan B", "A4", "Windows 11", "All tests fail on CI when the cache is cold", "ことば", "ひとつ"));
        for (String[] items : ITEMS.values()) {
            singles.add(items[0]);
            singles.add(items[1]);
        }
        int cases = 0;
        for (String s : singles) {
            for (String decoration : List.of("%s", " %s ")) {
                String text = "{\"tags\": " + string(decoration.formatted(s)) + "}";
                cases++;
                JsonNode t = tags(text);
                if (t == null || t.size() != 1 || !t.get(0).asText().strip().equals(s)) {
                    wrong.add("not wrapped: " + text + " -> " + t);
                }
            }
        }
        for (String[] items : ITEMS.values()) {
            String text = "{\"tags\": [" + string(items[0]) + ", " + string(items[1]) + "]}";
            cases++;
            JsonNode t = tags(text);
            if (t == null || t.size() != 2) {
                wrong.add("list not answered: " + text + " -> " + t);
            }
        }
        System.out.println("[one item] recall: " + cases + " plain answers, " + wrong.size() + " lost");
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + cases);
    }
}
