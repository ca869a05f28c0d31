package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import org.junit.jupiter.api.Test;

/**
 * A key is renamed to the property it spells only where it is written in the property's words, generated: each name of
 * one to three words (English, and words of other languages written in Latin letters), written in every naming style
 * ({@code snake_case}, {@code camelCase}, {@code PascalCase}, {@code kebab-case}, {@code UPPER_SNAKE}, words parted by
 * blanks, with blanks around) as the key for a property written in every other style: renamed, its value kept. The
 * same names with their words parted at another place, or joined, or a word parted in two ({@code re_sign} for
 * {@code resign}, {@code username} for {@code user_name}, {@code un-ionized} for {@code unionized}), each style: never
 * renamed, whether the property is required (refused: it is missing) or unknown keys are forbidden (refused: the key
 * is no property), and the answer never holds the property with the key's value.
 */
class KeyWordsGeneratedTest {

    /** Names as their words: a word parted in two at any place is another name. */
    private static final List<List<String>> NAMES = List.of(List.of("resign"), List.of("unionized"),
            List.of("forecast", "days"), List.of("user", "name"), List.of("total", "price", "eur"),
            List.of("item", "count"), List.of("is", "active"), List.of("reason"), List.of("status"),
            List.of("anzahl", "tage"), List.of("prix", "total"), List.of("fecha", "inicio"), List.of("kullanici", "adi"),
            List.of("http", "status"), List.of("page", "2"), List.of("therapist"), List.of("notable"));

    private static final Map<String, Function<List<String>, String>> STYLES = new TreeMap<>();

    static {
        STYLES.put("snake", w -> String.join("_", w));
        STYLES.put("kebab", w -> String.join("-", w));
        STYLES.put("upper snake", w -> String.join("_", w).toUpperCase(Locale.ROOT));
        STYLES.put("spaced", w -> String.join(" ", w));
        STYLES.put("padded", w -> " " + String.join("_", w) + " ");
        STYLES.put("camel", w -> {
            StringBuilder b = new StringBuilder(w.get(0));
            w.subList(1, w.size()).forEach(x -> b.append(capital(x)));
            return b.toString();
        });
        STYLES.put("pascal", w -> {
            StringBuilder b = new StringBuilder();
            w.forEach(x -> b.append(capital(x)));
            return b.toString();
        });
    }

    private static String capital(String w) {
        return Character.toUpperCase(w.charAt(0)) + w.substring(1);
    }

    /** The same letters in other words: each word parted at each place inside it, and each two words joined. */
    private static List<List<String>> otherWords(List<String> name) {
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < name.size(); i++) {
            String w = name.get(i);
            for (int cut = 1; cut < w.length(); cut++) {
                if (Character.isDigit(w.charAt(cut)) != Character.isDigit(w.charAt(cut - 1))) {
                    continue; // a digit beside a letter parts them anyway
                }
                List<String> parted = new ArrayList<>(name.subList(0, i));
                parted.add(w.substring(0, cut));
                parted.add(w.substring(cut));
                parted.addAll(name.subList(i + 1, name.size()));
                out.add(parted);
            }
        }
        for (int i = 0; i + 1 < name.size(); i++) {
            if (Character.isDigit(name.get(i + 1).charAt(0))) {
                continue;
            }
            List<String> joined = new ArrayList<>(name.subList(0, i));
            joined.add(name.get(i) + name.get(i + 1));
            joined.addAll(name.subList(i + 2, name.size()));
            out.add(joined);
        }
        return out;
    }

    private static String quoted(String s) {
        return "\"" + s.replace("\"", "\\\"") + "\"";
    }

    private static String schema(String property, boolean required, boolean closed) {
        return "{\"type\": \"object\", " + (required ? "\"required\": [" + quoted(property) + "], " : "")
                + "\"properties\": {" + quoted(property) + ": {\"type\": \"string\"}}"
                + (closed ? ", \"additionalProperties\": false" : "") + "}";
    }

    @Test
    void aKeyInTheSameWordsIsRenamed_inOtherWordsNever() {
        List<String> wrong = new ArrayList<>();
        Map<String, Integer> perFamily = new TreeMap<>();
        int renamed = 0;
        int refused = 0;
        for (List<String> name : NAMES) {
            for (Map.Entry<String, Function<List<String>, String>> ps : STYLES.entrySet()) {
                String property = ps.getValue().apply(name).strip();
                for (boolean closed : List.of(false, true)) {
                    String schema = schema(property, !closed, closed);
                    for (Map.Entry<String, Function<List<String>, String>> ks : STYLES.entrySet()) {
                        String key = ks.getValue().apply(name);
                        if (key.equals(property)) {
                            continue;
                        }
                        renamed++;
                        perFamily.merge("same words: " + ks.getKey() + " for " + ps.getKey(), 1, Integer::sum);
                        Alignment a = SchemaAlignerTest.align(schema, "{" + quoted(key) + ": \"v\"}");
                        if (!(a instanceof Alignment.Aligned aligned)
                                || !aligned.value().path(property).asText("").equals("v")
                                || aligned.coercions().stream().noneMatch(c -> c.kind() == CoercionKind.KEY_RENAMED)) {
                            wrong.add("not renamed: " + key + " -> " + property + " (" + a + ")");
                        }
                        for (List<String> other : otherWords(name)) {
                            if (ks.getKey().endsWith("camel") || ks.getKey().equals("pascal")) {
                                if (other.stream().anyMatch(x -> x.length() == 1)) {
                                    continue; // ISActive: capitals in a row part no one-letter word from the next
                                }
                            }
                            String otherKey = ks.getValue().apply(other);
                            refused++;
                            perFamily.merge("other words: " + ks.getKey() + " for " + ps.getKey(), 1, Integer::sum);
                            Alignment b = SchemaAlignerTest.align(schema, "{" + quoted(otherKey) + ": \"v\"}");
                            if (b instanceof Alignment.Aligned aligned && aligned.value().has(property)
                                    || b instanceof Alignment.Conforms) {
                                wrong.add("renamed: " + otherKey + " -> " + property + " (" + b + ")");
                            }
                        }
                    }
                }
            }
        }
        System.out.println("keys in the property's words and in others: " + renamed + " renamed expected, " + refused
                + " never renamed; per family " + perFamily);
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + (renamed + refused));
        assertTrue(renamed > 1_000 && refused > 3_000, renamed + " renamed, " + refused + " refused");
    }
}
