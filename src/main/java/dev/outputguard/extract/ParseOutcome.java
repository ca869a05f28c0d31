package dev.outputguard.extract;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/** How one candidate of a {@link CandidateParser} ended. */
sealed interface ParseOutcome {

    /**
     * A complete candidate: an object, or an array when the search accepts arrays; its first repairs, and how
     * many more were made; the keys its objects wrote twice are among the first {@code repeatsKnown} of {@code repeats}.
     */
    record Parsed(JsonNode json, int start, int end, List<Repair> repairs, int repairsOmitted, KeyRepeats repeats,
            int repeatsKnown) implements ParseOutcome {

        /** The keys written twice in this value, at most {@code max} listed. */
        KeyRepeats.Listing duplicateKeys(int max) {
            return repeats.in(json, repeatsKnown, max);
        }
    }

    /** The candidate is invalid; why is kept by the parser only for the failure that got furthest. */
    record Rejected() implements ParseOutcome {
        static final Rejected INSTANCE = new Rejected();
    }

    record Unterminated(int start) implements ParseOutcome {
    }

    record TooDeep(int position, int depth) implements ParseOutcome {
    }
}
