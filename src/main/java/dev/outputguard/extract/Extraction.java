package dev.outputguard.extract;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The outcome of looking for the first JSON object (or array) in a text: found, or failed with a located error. */
public sealed interface Extraction {

    /**
     * The object or array found. {@code text.substring(start, end)} is exactly its source text;
     * {@code repairs} is empty in strict mode, and lists the first repairs made (at most
     * {@link dev.outputguard.limits.Limits#maxReportedRepairs()}), {@code repairsOmitted} counting those past
     * them; {@code enclosedBy} is the complete container of the other kind around it, or null.
     */
    record Found(JsonNode json, Source source, int start, int end, List<Repair> repairs, int repairsOmitted,
            Enclosure enclosedBy) implements Extraction {
        public Found {
            // A parser's list is immutable already, and makes a value only for a repair that is read.
            repairs = repairs instanceof RepairLog.Listed ? repairs : List.copyOf(repairs);
            if (repairsOmitted < 0) {
                throw new IllegalArgumentException("repairsOmitted < 0: " + repairsOmitted);
            }
        }

        /** Found with every repair listed and no enclosure. */
        public Found(JsonNode json, Source source, int start, int end, List<Repair> repairs) {
            this(json, source, start, end, repairs, 0, null);
        }

        /** The object found by an extraction that accepts objects only (the default). */
        public ObjectNode object() {
            if (json instanceof ObjectNode object) {
                return object;
            }
            throw new IllegalStateException("the extraction found an array, not an object");
        }

        Found enclosedBy(Enclosure enclosure) {
            return new Found(json, source, start, end, repairs, repairsOmitted, enclosure);
        }
    }

    /** Nothing could be extracted; {@code error} says why and where. */
    record Failed(ExtractError error) implements Extraction {
    }
}
