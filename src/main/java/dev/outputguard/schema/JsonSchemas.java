package dev.outputguard.schema;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.networknt.schema.AbsoluteIri;
import com.networknt.schema.Error;
import com.networknt.schema.ExecutionConfig;
import com.networknt.schema.OutputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.dialect.Dialects;
import com.networknt.schema.path.PathType;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.text.Echo;

/**
 * Compiles callers' JSON Schemas (drafts 2020-12 and 7) and keeps the compiled ones, by content, in a small
 * least-recently-used cache, so a caller who sends the same schema with every request compiles it once.
 *
 * <p>A schema is checked before it is used: its draft (from {@code $schema}, 2020-12 when absent) must be one
 * of the two, it must itself be valid against its draft's meta-schema (read from the validator's bundled
 * copies, never fetched), and every {@code $ref} must point inside it: the loader refuses every resource but
 * the bundled meta-schemas, so no reference ever reaches a network or a file. Any of these failing is an
 * {@link InvalidSchemaException} naming the problem.
 *
 * <p>The numeric keywords are exact and never expand a number ({@link ExactNumbers}), patterns run on a work
 * budget ({@link BoundedRegex}), and the formats the validator knows are checked at a cost bounded by the longest
 * value each can hold ({@link BoundedFormats}). Compiling a schema (once per distinct schema) is held to a work budget of
 * {@link Limits#maxSchemaWork()} steps of its own, apart from the requests': the meta-schema check and the
 * termination probes below; a schema whose check of the smallest values alone spends it can check nothing and
 * is refused.
 */
public final class JsonSchemas {

    private static final String DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";
    private static final String DRAFT_7 = "http://json-schema.org/draft-07/schema";
    /** Meta-messages quoted in the error for a schema that is not valid. */
    private static final int META_ERRORS_QUOTED = 3;

    /** Built at the first schema of its draft: a start, and every request without a schema, never pay for them. */
    private volatile SchemaRegistry draft202012;
    private volatile SchemaRegistry draft7;
    private final int maxViolations;
    private final long maxSchemaWork;
    private final Map<String, CompiledSchema> cache;
    private volatile Schema meta202012;
    private volatile Schema meta7;

    /**
     * @param limits gives the compiled schemas kept ({@link Limits#schemaCacheSize()}), the violations one
     *               check lists ({@link Limits#maxViolations()}) and the work a compile may spend
     *               ({@link Limits#maxSchemaWork()})
     */
    public JsonSchemas(Limits limits) {
        int cacheSize = limits.schemaCacheSize();
        this.maxViolations = limits.maxViolations();
        this.maxSchemaWork = limits.maxSchemaWork();
        this.cache = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, CompiledSchema> eldest) {
                return size() > cacheSize;
            }
        };
    }

    /**
     * The compiled schema, from the cache when the same schema text was compiled before.
     *
     * @throws InvalidSchemaException what makes the schema unusable
     */
    public CompiledSchema compile(ObjectNode schema) {
        String key = schema.toString();
        synchronized (cache) {
            CompiledSchema cached = cache.get(key);
            if (cached != null) {
                return cached;
            }
        }
        CompiledSchema compiled = compileFresh(schema);
        synchronized (cache) {
            cache.put(key, compiled);
        }
        return compiled;
    }

    /** How many compiled schemas the cache holds now. */
    public int cached() {
        synchronized (cache) {
            return cache.size();
        }
    }

    private CompiledSchema compileFresh(ObjectNode schema) {
        boolean seven = draftOf(schema);
        SchemaRegistry registry = registry(seven);
        String draft = seven ? "7" : "2020-12";
        WorkBudget budget = WorkBudget.of(maxSchemaWork);
        List<Error> metaErrors = metaErrors(meta(seven), schema, budget, draft);
        if (!metaErrors.isEmpty()) {
            throw new InvalidSchemaException("is not a valid JSON Schema (draft " + draft + "): "
                    + describe(metaErrors));
        }
        try {
            Schema compiled = registry.getSchema(SchemaLocation.DOCUMENT, schema);
            compiled.initializeValidators(); // resolves every $ref now, so a bad one fails here, not mid-check
            CompiledSchema checked = new CompiledSchema(compiled, draft, maxViolations);
            requireTermination(checked, budget);
            return checked;
        } catch (RuntimeException e) {
            throw explain(e);
        }
    }

    /**
     * The schema checked against its draft's meta-schema, on the compile's budget. The meta-schema's formats stay
     * annotations, as the drafts have them: a reference or a pattern the validator can use is not refused for its
     * spelling ({@code "$ref": "#/$defs/my type"}); the values a schema checks have their formats checked.
     */
    private static List<Error> metaErrors(Schema meta, ObjectNode schema, WorkBudget budget, String draft) {
        BudgetedContext context = new BudgetedContext(ExecutionConfig.builder(meta.createExecutionContext()
                .getExecutionConfig()).formatAssertionsEnabled(false).build(), budget);
        try (BoundedRegex.Binding bound = BoundedRegex.bind(budget)) {
            return meta.validate(context, schema, OutputFormat.DEFAULT);
        } catch (WorkBudget.Spent e) {
            throw new InvalidSchemaException("could not be checked against the draft " + draft + " meta-schema: "
                    + e.getMessage());
        }
    }

    /**
     * A schema that refers to itself without descending into the value ({@code {"$ref": "#"}},
     * {@code {"allOf": [{"$ref": "#"}]}}) recurses forever on every value, and one whose unions multiply
     * (each branch an {@code anyOf} of the next) costs more than a request may spend on every value: tried on
     * the smallest values, such a schema is refused here rather than met in every check.
     */
    private static void requireTermination(CompiledSchema compiled, WorkBudget budget) {
        for (JsonNode probe : PROBES) {
            SchemaCheck check = compiled.check(probe, budget);
            if (check == CompiledSchema.OUT_OF_STACK) {
                throw new InvalidSchemaException("refers to itself without descending into the value (a $ref cycle"
                        + " such as {\"$ref\": \"#\"}), so it can check no value");
            }
            if (budget.exhausted()) {
                throw new InvalidSchemaException("costs too much to check even the smallest values (null, {}, [], \"\","
                        + " 0, true): checking them " + check.violations().get(0).message().substring(
                                CompiledSchema.UNFINISHED.length()));
            }
        }
    }

    private static final List<JsonNode> PROBES = List.of(NullNode.getInstance(), JsonNodeFactory.instance.objectNode(),
            JsonNodeFactory.instance.arrayNode(), TextNode.valueOf(""), IntNode.valueOf(0), BooleanNode.TRUE);

    /** True for draft 7, false for 2020-12; anything else is refused. */
    private static boolean draftOf(ObjectNode schema) {
        JsonNode declared = schema.get("$schema");
        if (declared == null) {
            return false;
        }
        if (!declared.isTextual()) {
            throw new InvalidSchemaException("$schema must be a string naming the draft, e.g. \"" + DRAFT_2020_12 + "\"");
        }
        String id = declared.asText();
        String bare = id.endsWith("#") ? id.substring(0, id.length() - 1) : id;
        if (bare.equals(DRAFT_2020_12)) {
            return false;
        }
        if (bare.equals(DRAFT_7)) {
            return true;
        }
        throw new InvalidSchemaException("$schema " + Echo.quote(id) + " is not a supported draft; use \""
                + DRAFT_2020_12 + "\" (draft 2020-12, also when $schema is absent) or \"" + DRAFT_7 + "#\" (draft 7)");
    }

    private Schema meta(boolean seven) {
        Schema meta = seven ? meta7 : meta202012;
        if (meta == null) {
            SchemaRegistry registry = registry(seven);
            meta = registry.getSchema(SchemaLocation.of(seven ? DRAFT_7 : DRAFT_2020_12));
            meta.initializeValidators();
            if (seven) {
                meta7 = meta;
            } else {
                meta202012 = meta;
            }
        }
        return meta;
    }

    /**
     * The first few distinct meta-schema errors: the meta-schema reaches a keyword through several of its own
     * branches ({@code $dynamicRef}), so the validator can report one mistake two or three times.
     */
    private static String describe(List<Error> errors) {
        Set<String> distinct = new LinkedHashSet<>();
        for (Error e : errors) {
            String at = e.getInstanceLocation() == null ? "" : e.getInstanceLocation().toString();
            distinct.add("at \"" + at + "\" " + e.getMessage());
        }
        List<String> parts = new ArrayList<>(distinct.stream().limit(META_ERRORS_QUOTED).toList());
        if (distinct.size() > META_ERRORS_QUOTED) {
            parts.add("and " + (distinct.size() - META_ERRORS_QUOTED) + " more");
        }
        return String.join("; ", parts);
    }

    /** The validator's own exceptions, in words a caller can act on. */
    private static InvalidSchemaException explain(RuntimeException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof RemoteReference remote) {
                return new InvalidSchemaException("refers to " + Echo.quote(remote.iri) + ", which is not part of"
                        + " the schema; references are never fetched: put the definition under \"$defs\" and refer"
                        + " to it as \"#/$defs/<name>\"");
            }
            if (t instanceof InvalidSchemaException invalid) {
                return invalid;
            }
        }
        // The innermost cause's own words: a wrapping exception's message is its cause's toString, which
        // would show the caller a Java class name ("java.lang.IllegalArgumentException: URLDecoder: …").
        String message = null;
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t.getMessage() != null) {
                message = t.getMessage();
            }
        }
        if (message == null) {
            message = e.getClass().getSimpleName();
        }
        return new InvalidSchemaException("cannot be used: " + Echo.cut(message, EchoLengths.DETAIL));
    }

    /** The registry of draft 7 or of draft 2020-12, built on first use (two threads may both build it: either serves). */
    private SchemaRegistry registry(boolean seven) {
        SchemaRegistry registry = seven ? draft7 : draft202012;
        if (registry == null) {
            registry = newRegistry(seven);
            if (seven) {
                draft7 = registry;
            } else {
                draft202012 = registry;
            }
        }
        return registry;
    }

    private static SchemaRegistry newRegistry(boolean seven) {
        // No registry-wide cache: a schema's $id must never become visible to another caller's schema; the
        // compiled schemas are cached here, bounded. The dialect is the draft's with exact numeric keywords and
        // bounded formats.
        return SchemaRegistry.withDefaultDialect(BoundedFormats.replacingIn(ExactNumbers.replacingIn(seven
                ? Dialects.getDraft7() : Dialects.getDraft202012())), builder -> builder
                .schemaCacheEnabled(false)
                .schemaLoader(loader -> loader.fetchRemoteResources(false).allow(JsonSchemas::bundledMetaSchema))
                .schemaRegistryConfig(SchemaRegistryConfig.builder()
                        .pathType(PathType.JSON_POINTER)
                        // A format the validator knows is checked (BoundedFormats); one it does not know is an annotation.
                        .formatAssertionsEnabled(true)
                        .regularExpressionFactory(BoundedRegex.INSTANCE)
                        .build()));
    }

    /** Only the two drafts' meta-schemas (bundled with the validator) may be loaded; anything else is refused. */
    private static boolean bundledMetaSchema(AbsoluteIri iri) {
        String text = iri.toString();
        if (text.startsWith("https://json-schema.org/draft/2020-12/") || text.startsWith(DRAFT_7)) {
            return true;
        }
        throw new RemoteReference(text);
    }

    /** A reference the loader refused: thrown through the validator and recognised in {@link #explain}. */
    private static final class RemoteReference extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String iri;

        RemoteReference(String iri) {
            super("reference to " + iri + " refused", null, false, false);
            this.iri = iri;
        }
    }
}
