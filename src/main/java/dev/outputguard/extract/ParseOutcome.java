package dev.outputguard.extract;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** How one candidate of an {@link ObjectParser} ended. */
sealed interface ParseOutcome {

    record Parsed(ObjectNode json, int start, int end, List<Repair> repairs) implements ParseOutcome {
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
