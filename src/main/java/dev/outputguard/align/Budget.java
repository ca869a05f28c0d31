package dev.outputguard.align;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;

/**
 * The work one alignment may do: parts visited, plus the nodes of every value checked and the violations the check
 * reported, at most
 * {@link Limits#ALIGN_WORK_PER_NODE} per node of the value (at least {@link Limits#ALIGN_WORK_FLOOR}); and at most
 * {@link Limits#MAX_ALIGN_CANDIDATES} alternatives (shapes, conversions, union branches) weighed. Spending either
 * ends the alignment with a refusal that says so, never a hang. The checks it makes spend the request's
 * {@link WorkBudget} ({@link #work}) besides, as every schema check of the request does; a spent work budget
 * ends the alignment the same way.
 */
final class Budget {

    /** Thrown through the walk when the budget is spent; the aligner turns it into a refusal. */
    static final class Spent extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Spent(String message) {
            super(message, null, false, false);
        }
    }

    private final long workLimit;
    private long work;
    private int candidates;
    /** The request's work budget, which the alignment's schema checks spend. */
    final WorkBudget requestWork;

    Budget(long valueNodes, WorkBudget requestWork) {
        this.workLimit = Math.max(Limits.ALIGN_WORK_FLOOR, valueNodes * Limits.ALIGN_WORK_PER_NODE);
        this.requestWork = requestWork;
    }

    void visit() {
        if (++work > workLimit) {
            throw spent();
        }
    }

    /** Charges a check of {@code value}: one unit per node of it. */
    void check(JsonNode value) {
        work += nodes(value, workLimit - work + 1);
        if (work > workLimit) {
            throw spent();
        }
    }

    /** Charges {@code units} of work, such as the violations a check reported. */
    void charge(long units) {
        work += units;
        if (work > workLimit) {
            throw spent();
        }
    }

    void candidates(int n) {
        candidates += n;
        if (candidates > Limits.MAX_ALIGN_CANDIDATES) {
            throw new Spent("the alignment weighed more than " + Limits.MAX_ALIGN_CANDIDATES
                    + " alternatives (shapes, conversions, union branches) and stopped (Limits.MAX_ALIGN_CANDIDATES)");
        }
    }

    private Spent spent() {
        return new Spent("the alignment did more than " + workLimit + " steps of work (" + Limits.ALIGN_WORK_PER_NODE
                + " for each node of the value, Limits.ALIGN_WORK_PER_NODE) and stopped");
    }

    /** The nodes of {@code value}, counted up to {@code max} (past it the count stops). */
    static long nodes(JsonNode value, long max) {
        long n = 1;
        if (value.isContainerNode()) {
            java.util.ArrayDeque<JsonNode> todo = new java.util.ArrayDeque<>();
            todo.push(value);
            while (!todo.isEmpty() && n <= max) {
                for (JsonNode child : todo.pop()) {
                    n++;
                    if (child.isContainerNode() && !child.isEmpty()) {
                        todo.push(child);
                    }
                }
            }
        }
        return n;
    }
}
