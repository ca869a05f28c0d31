package dev.outputguard.extract;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;
import dev.outputguard.text.TextLocation;

/** The outcome of looking for the first JSON object (or array) in a text: found, or failed with a located error. */
public sealed interface Extraction {

    /**
     * The object or array found. {@code text.substring(start, end)} is exactly its source text;
     * {@code repairs} is empty in strict mode, and lists the first repairs made (at most
     * {@link dev.outputguard.limits.Limits#maxReportedRepairs()}), {@code repairsOmitted} counting those past
     * them; {@code enclosedBy} is the complete container of the other kind around it, or null;
     * {@code duplicateKeys} the keys its objects write more than once, in text order (the value keeps each one's
     * last value), at most as many as repairs are listed, {@code duplicateKeysOmitted} counting those past them.
     */
    record Found(JsonNode json, Source source, int start, int end, List<Repair> repairs, int repairsOmitted,
            Enclosure enclosedBy, List<DuplicateKey> duplicateKeys, int duplicateKeysOmitted) implements Extraction {
        public Found {
            // A parser's list is immutable already, and makes a value only for a repair that is read.
            repairs = repairs instanceof RepairLog.Listed ? repairs : List.copyOf(repairs);
            duplicateKeys = List.copyOf(duplicateKeys);
            if (repairsOmitted < 0 || duplicateKeysOmitted < 0) {
                throw new IllegalArgumentException("omitted < 0: " + repairsOmitted + ", " + duplicateKeysOmitted);
            }
        }

        /** Found with every repair listed, no enclosure and no key written twice. */
        public Found(JsonNode json, Source source, int start, int end, List<Repair> repairs) {
            this(json, source, start, end, repairs, 0, null, List.of(), 0);
        }

        /**
         * The warning an answer gives when its value writes keys more than once, naming the first and where it is
         * in {@code text} (the text searched); null when no key repeats.
         */
        public String duplicateKeysWarning(String text) {
            if (duplicateKeys.isEmpty()) {
                return null;
            }
            DuplicateKey first = duplicateKeys.getFirst();
            TextLocation where = TextLocation.of(text, first.position());
            int count = duplicateKeys.size() + duplicateKeysOmitted;
            String key = "\"" + Echo.cut(first.key(), EchoLengths.TOKEN) + "\"";
            String at = "line " + where.line() + ", column " + where.column();
            return count == 1
                    ? "The key " + key + " is written twice in one object (again at " + at + "); the value keeps the last"
                            + " one written"
                    : count + " keys are written again in the objects they belong to, the first " + key + " at " + at
                            + "; the value keeps the last one written of each";
        }

        /** How many times the outermost object writes {@code key}: 0 when it has none, more than 1 when it repeats it. */
        public int timesWritten(String key) {
            if (!json.has(key)) {
                return 0;
            }
            int times = 1;
            for (DuplicateKey d : duplicateKeys) {
                if (d.object().isEmpty() && d.key().equals(key)) {
                    times++;
                }
            }
            return times;
        }

        /** The object found by an extraction that accepts objects only (the default). */
        public ObjectNode object() {
            if (json instanceof ObjectNode object) {
                return object;
            }
            throw new IllegalStateException("the extraction found an array, not an object");
        }

        /** The same answer with {@code value} as its value (one that reads and writes as {@link #json} does). */
        Found withJson(JsonNode value) {
            return new Found(value, source, start, end, repairs, repairsOmitted, enclosedBy, duplicateKeys, duplicateKeysOmitted);
        }

        Found enclosedBy(Enclosure enclosure) {
            return new Found(json, source, start, end, repairs, repairsOmitted, enclosure, duplicateKeys, duplicateKeysOmitted);
        }
    }

    /** Nothing could be extracted; {@code error} says why and where. */
    record Failed(ExtractError error) implements Extraction {
    }
}
