package dev.outputguard.schema;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.OutputFormat;
import com.networknt.schema.Schema;

import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.text.Echo;

/** A schema ready to check values; immutable and safe to share between threads. */
public final class CompiledSchema {

    private final Schema schema;
    private final String draft;
    private final int maxViolations;

    CompiledSchema(Schema schema, String draft, int maxViolations) {
        this.schema = schema;
        this.draft = draft;
        this.maxViolations = maxViolations;
    }

    /** The draft the schema is read as: {@code 2020-12} or {@code 7}. */
    public String draft() {
        return draft;
    }

    /**
     * What a check that ran out of stack reports: the validator recurses once per level of the value and per
     * {@code $ref}, so a value nested deeper than the thread's stack allows for this schema, or a reference cycle
     * that only some values enter, ends here, as a violation: never a pass, never a crash.
     */
    static final SchemaCheck OUT_OF_STACK = new SchemaCheck(List.of(new Violation("", "$ref",
            "the check ran out of stack: the value is nested too deeply for this schema, or the schema refers to"
                    + " itself without descending into the value")), 1);

    /**
     * Checks {@code value}, spending {@code budget} (the request's: every check of one request spends the same
     * one); lists at most the configured number of violations and counts them all. When the budget is spent (or
     * its stop condition holds) the check ends with one violation that says so, at the value's root, whose
     * keyword is the one the check stopped in: the value is not known to conform, so it never passes.
     */
    public SchemaCheck check(JsonNode value, WorkBudget budget) {
        BudgetedContext context = new BudgetedContext(schema.createExecutionContext().getExecutionConfig(), budget);
        List<Error> errors;
        try (BoundedRegex.Binding bound = BoundedRegex.bind(budget)) {
            errors = schema.validate(context, value, OutputFormat.DEFAULT);
        } catch (StackOverflowError e) {
            return OUT_OF_STACK;
        } catch (WorkBudget.Spent e) {
            return unfinished(e, context.stoppedAt());
        }
        if (errors.isEmpty()) {
            return SchemaCheck.CONFORMS;
        }
        List<Violation> listed = new ArrayList<>(Math.min(errors.size(), maxViolations));
        for (Error e : errors) {
            if (listed.size() == maxViolations) {
                break;
            }
            listed.add(violation(e));
        }
        return new SchemaCheck(listed, errors.size());
    }

    /** How the message of a check the budget stopped begins; what follows says why and where. */
    static final String UNFINISHED = "the check did not finish: ";

    /** The one violation of a check the budget stopped at schema location {@code at}. */
    static SchemaCheck unfinished(WorkBudget.Spent spent, String at) {
        int slash = at.lastIndexOf('/');
        String keyword = slash >= 0 && slash + 1 < at.length() ? at.substring(slash + 1) : "";
        return new SchemaCheck(List.of(new Violation("", keyword, UNFINISHED + spent.getMessage()
                + ", at schema location " + Echo.quote(at, Limits.ECHO_DETAIL_CHARS)
                + "; the value is not known to conform")), 1);
    }

    /**
     * A property the schema forbids is a place in the value, so its path names it; a missing required one is
     * not, so its path stays the object that lacks it (the message names the property).
     */
    private static Violation violation(Error e) {
        String keyword = e.getKeyword() == null ? "" : e.getKeyword();
        String path = e.getInstanceLocation() == null ? "" : e.getInstanceLocation().toString();
        if (e.getProperty() != null && (keyword.equals("additionalProperties") || keyword.equals("unevaluatedProperties"))) {
            path = path + "/" + e.getProperty().replace("~", "~0").replace("/", "~1");
        }
        return new Violation(path, keyword, e.getMessage());
    }
}
