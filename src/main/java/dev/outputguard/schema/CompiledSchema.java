package dev.outputguard.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.OutputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.path.NodePath;
import com.networknt.schema.path.PathType;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.text.Echo;

/** A schema ready to check values; immutable and safe to share between threads. */
public final class CompiledSchema {

    private final Schema schema;
    private final String draft;
    private final int maxViolations;
    /** Subschemas compiled on demand, by JSON Pointer: at most one per place in the schema, so bounded by its size. */
    private final ConcurrentMap<String, Schema> parts = new ConcurrentHashMap<>();
    private final ConcurrentMap<Class<?>, Object> derived = new ConcurrentHashMap<>(2);

    CompiledSchema(Schema schema, String draft, int maxViolations) {
        this.schema = schema;
        this.draft = draft;
        this.maxViolations = maxViolations;
    }

    /** The schema as the caller wrote it; read it, never change it. */
    public JsonNode json() {
        return schema.getSchemaNode();
    }

    /**
     * What a feature reads out of this schema once (its own view of the keywords), kept as long as the compiled
     * schema is: a schema taken from the cache does not make it again.
     */
    public <T> T derived(Class<T> type, Function<CompiledSchema, T> make) {
        return type.cast(derived.computeIfAbsent(type, t -> make.apply(this)));
    }

    /**
     * Where {@code value} fails the subschema at {@code schemaPointer} (a JSON Pointer into {@link #json()},
     * {@code ""} the whole schema; references inside it resolve as in the whole schema): the JSON Pointer of every
     * violation in {@code value}, a forbidden property's own path included (as in {@link Violation#path()}), none
     * when it conforms. Unlike {@link #check} nothing is left out, so a caller can tell a part of the value that
     * conforms from one that does not; the list is as long as the value has failing places. The check spends
     * {@code budget}, the request's, as {@link #check} does.
     *
     * @throws IllegalArgumentException when nothing at {@code schemaPointer} can be compiled as a schema on its own
     * @throws WorkBudget.Spent when the budget runs out (or its stop condition holds) before the check is done
     */
    public List<String> failingPaths(String schemaPointer, JsonNode value, WorkBudget budget) {
        Schema part = schemaPointer.isEmpty() ? schema : parts.computeIfAbsent(schemaPointer, this::part);
        BudgetedContext context = new BudgetedContext(part.createExecutionContext().getExecutionConfig(), budget);
        List<Error> errors;
        try (BoundedRegex.Binding bound = BoundedRegex.bind(budget)) {
            errors = part.validate(context, value, OutputFormat.DEFAULT);
        } catch (StackOverflowError e) {
            return List.of("");
        }
        if (errors.isEmpty()) {
            return List.of();
        }
        List<String> paths = new ArrayList<>(errors.size());
        for (Error e : errors) {
            paths.add(path(e));
        }
        return paths;
    }

    private Schema part(String pointer) {
        NodePath path = new NodePath(PathType.JSON_POINTER);
        JsonNode at = schema.getSchemaNode();
        for (String token : pointer.substring(1).split("/", -1)) {
            String name = token.replace("~1", "/").replace("~0", "~");
            if (at != null && at.isArray()) {
                int index;
                try {
                    index = Integer.parseInt(name);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("no subschema at " + pointer);
                }
                path = path.append(index);
                at = at.get(index);
            } else {
                path = path.append(name);
                at = at == null ? null : at.get(name);
            }
        }
        if (at == null || !(at.isObject() || at.isBoolean())) {
            throw new IllegalArgumentException("no subschema at " + pointer);
        }
        try {
            Schema part = schema.getSubSchema(path);
            part.initializeValidators();
            return part;
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("the subschema at " + pointer + " cannot be compiled on its own", e);
        }
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
        return check("", value, budget);
    }

    /**
     * Checks {@code value} against the subschema at {@code schemaPointer} (as {@link #failingPaths} reads it;
     * {@code ""} the whole schema), as {@link #check(JsonNode, WorkBudget)} checks a value against the whole: the
     * violations' paths are places in {@code value}.
     *
     * @throws IllegalArgumentException when nothing at {@code schemaPointer} can be compiled as a schema on its own
     */
    public SchemaCheck check(String schemaPointer, JsonNode value, WorkBudget budget) {
        Schema part = schemaPointer.isEmpty() ? schema : parts.computeIfAbsent(schemaPointer, this::part);
        try {
            budget.spend(0); // a budget the request spent already: the check does not begin
        } catch (WorkBudget.Spent e) {
            return unfinished(e, "");
        }
        BudgetedContext context = new BudgetedContext(part.createExecutionContext().getExecutionConfig(), budget);
        List<Error> errors;
        try (BoundedRegex.Binding bound = BoundedRegex.bind(budget)) {
            errors = part.validate(context, value, OutputFormat.DEFAULT);
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

    /** The one violation of a check the budget stopped at schema location {@code at} ({@code ""}: before it began). */
    static SchemaCheck unfinished(WorkBudget.Spent spent, String at) {
        int slash = at.lastIndexOf('/');
        String keyword = slash >= 0 && slash + 1 < at.length() ? at.substring(slash + 1) : "";
        String where = at.isEmpty() ? ", before it began" : ", at schema location " + Echo.quote(at, EchoLengths.DETAIL);
        return new SchemaCheck(List.of(new Violation("", keyword, UNFINISHED + spent.getMessage() + where
                + "; the value is not known to conform")), 1);
    }

    /**
     * A property the schema forbids is a place in the value, so its path names it; a missing required one is
     * not, so its path stays the object that lacks it (the message names the property).
     */
    private static Violation violation(Error e) {
        return new Violation(path(e), e.getKeyword() == null ? "" : e.getKeyword(), e.getMessage());
    }

    private static String path(Error e) {
        String path = e.getInstanceLocation() == null ? "" : e.getInstanceLocation().toString();
        String keyword = e.getKeyword();
        if (e.getProperty() != null && ("additionalProperties".equals(keyword) || "unevaluatedProperties".equals(keyword))) {
            path = path + "/" + e.getProperty().replace("~", "~0").replace("/", "~1");
        }
        return path;
    }
}
