package dev.outputguard.extract;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** The outcome of looking for the first JSON object in a text: found, or failed with a located error. */
public sealed interface Extraction {

    /**
     * The object found. {@code text.substring(start, end)} is exactly its source text;
     * {@code repairs} is empty in strict mode.
     */
    record Found(ObjectNode json, Source source, int start, int end, List<Repair> repairs) implements Extraction {
        public Found {
            repairs = List.copyOf(repairs);
        }
    }

    /** No object could be extracted; {@code error} says why and where. */
    record Failed(ExtractError error) implements Extraction {
    }
}
