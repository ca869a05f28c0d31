package dev.outputguard.schema;

import com.networknt.schema.Error;
import com.networknt.schema.ExecutionConfig;
import com.networknt.schema.ExecutionContext;

import dev.outputguard.limits.WorkBudget;

/**
 * The validator's execution context, spending a {@link WorkBudget} as the check walks: the validator steps into
 * every keyword it applies to a value (and every property and item it descends into) through
 * {@link #evaluationPathAddLast}, so each step costs {@link WorkBudget#KEYWORD}, and each violation it records
 * {@link WorkBudget#VIOLATION}. When the budget is spent, {@link WorkBudget.Spent} unwinds the validator; on the
 * way out this context keeps the schema location where the check stopped, for the answer.
 */
final class BudgetedContext extends ExecutionContext {

    private final WorkBudget budget;
    private String stoppedAt;

    BudgetedContext(ExecutionConfig config, WorkBudget budget) {
        super(config);
        this.budget = budget;
    }

    @Override
    public void evaluationPathAddLast(String token) {
        super.evaluationPathAddLast(token);
        budget.spend(WorkBudget.KEYWORD);
    }

    @Override
    public void evaluationPathAddLast(int index) {
        super.evaluationPathAddLast(index);
        budget.spend(WorkBudget.KEYWORD);
    }

    @Override
    public void evaluationPathRemoveLast() {
        if (stoppedAt == null && budget.exhausted()) {
            // The first step back while the budget is spent is the unwinding from where the check stopped.
            stoppedAt = getEvaluationPath().toString();
        }
        super.evaluationPathRemoveLast();
    }

    @Override
    public void addError(Error error) {
        budget.spend(WorkBudget.VIOLATION);
        super.addError(error);
    }

    /** Spends {@code steps} of other work done for this check (arithmetic on a number). */
    void spend(long steps) {
        budget.spend(steps);
    }

    /** The schema location (evaluation path) where a spent budget stopped the check, or "" when it stopped at the root. */
    String stoppedAt() {
        return stoppedAt != null ? stoppedAt : getEvaluationPath().toString();
    }
}
