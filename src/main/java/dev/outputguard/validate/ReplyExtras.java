package dev.outputguard.validate;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The optional parts of a reply, {@code termSuggestions} and {@code warnings}. A malformed item never
 * fails the reply: it is dropped with a warning that says what was found, so a good translation is not
 * thrown away for a bad glossary entry.
 */
final class ReplyExtras {

    /** Beyond this many, dropped items are counted in one warning instead of one warning each. */
    static final int MAX_ITEM_WARNINGS = 20;

    private ReplyExtras() {
    }

    static List<TermSuggestion> termSuggestions(ObjectNode json, List<String> warnings) {
        JsonNode node = json.get("termSuggestions");
        if (node == null || node.isNull()) {
            return List.of();
        }
        if (!node.isArray()) {
            warnings.add("termSuggestions ignored: expected an array, found " + ResponseValidator.typeOf(node) + ".");
            return List.of();
        }
        List<TermSuggestion> terms = new ArrayList<>();
        Dropped dropped = new Dropped("termSuggestions", warnings);
        for (int i = 0; i < node.size(); i++) {
            JsonNode item = node.get(i);
            String problem = termProblem(item);
            if (problem == null) {
                JsonNode note = item.get("note");
                terms.add(new TermSuggestion(item.get("source").textValue(), item.get("target").textValue(),
                        note == null || note.isNull() ? null : note.textValue()));
            } else {
                dropped.add(i, "expected {\"source\": string, \"target\": string, \"note\"?: string}, " + problem);
            }
        }
        dropped.finish();
        return terms;
    }

    /** What is wrong with one term suggestion, or null when it is well formed. */
    private static String termProblem(JsonNode item) {
        if (!item.isObject()) {
            return "found " + ResponseValidator.typeOf(item);
        }
        for (String key : new String[] {"source", "target"}) {
            JsonNode v = item.get(key);
            if (v == null) {
                return "\"" + key + "\" is missing";
            }
            if (!v.isTextual()) {
                return "\"" + key + "\" is " + ResponseValidator.typeOf(v);
            }
            if (v.textValue().isBlank()) {
                return "\"" + key + "\" is blank";
            }
        }
        JsonNode note = item.get("note");
        if (note != null && !note.isNull() && !note.isTextual()) {
            return "\"note\" is " + ResponseValidator.typeOf(note);
        }
        return null;
    }

    /** The reply's own warnings: an array of strings (a single string is taken as one warning). */
    static List<String> replyWarnings(ObjectNode json, List<String> warnings) {
        JsonNode node = json.get("warnings");
        if (node == null || node.isNull()) {
            return List.of();
        }
        if (node.isTextual()) {
            return List.of(node.textValue());
        }
        if (!node.isArray()) {
            warnings.add("warnings ignored: expected an array of strings, found " + ResponseValidator.typeOf(node) + ".");
            return List.of();
        }
        List<String> out = new ArrayList<>();
        Dropped dropped = new Dropped("warnings", warnings);
        for (int i = 0; i < node.size(); i++) {
            JsonNode item = node.get(i);
            if (item.isTextual()) {
                out.add(item.textValue());
            } else {
                dropped.add(i, "expected a string, found " + ResponseValidator.typeOf(item));
            }
        }
        dropped.finish();
        return out;
    }

    /** Writes one warning per dropped item up to a cap, then one that counts the rest. */
    private static final class Dropped {
        private final String array;
        private final List<String> warnings;
        private int count;

        Dropped(String array, List<String> warnings) {
            this.array = array;
            this.warnings = warnings;
        }

        void add(int index, String why) {
            if (count++ < MAX_ITEM_WARNINGS) {
                warnings.add(array + "[" + index + "] dropped: " + why + ".");
            }
        }

        void finish() {
            if (count > MAX_ITEM_WARNINGS) {
                warnings.add(array + ": " + (count - MAX_ITEM_WARNINGS) + " more malformed items dropped.");
            }
        }
    }
}
