package dev.outputguard.align;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.extract.Partial;
import dev.outputguard.extract.PartialState;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.SchemaCheck;
import dev.outputguard.schema.Violation;

/**
 * A value still being written ({@link Partial}) against its schema (docs/extract-json.md, "Partial values"): the
 * required properties not yet written, listed as pending; with {@code coerce}, the value aligned as far as it goes;
 * and whether it is doomed, a place already written that no rest of the reply can make conform.
 *
 * <p>Only what no later text can change is judged, and only by the subschemas that describe a place whatever else
 * the value holds: those reached from the root through {@code properties}, {@code additionalProperties},
 * {@code items}, {@code prefixItems}, local references and {@code allOf}. What a branch of {@code anyOf} or
 * {@code oneOf}, a condition or a pattern of keys decides is left to the finished value. A complete member is
 * checked against its subschemas (with {@code coerce}, aligned with its one subschema, as the aligner aligns it in
 * the whole value: a refusal dooms it); a container's type, a key where the object allows none, a string still
 * growing that is no string the place takes or already longer than it allows, or that begins no value of its
 * {@code enum}, and a container already holding more than its {@code maxItems} or {@code maxProperties} doom it
 * without {@code coerce} too. A doomed value is never a false alarm (a check the request's work budget stopped dooms
 * nothing); a value not doomed may still fail once finished (a required property never written, a branch no member
 * fits).
 *
 * <p>With {@code coerce} a place is shown only as the finished value will hold it: a member of a declared property
 * (a key that is none may yet be renamed, dropped or unwrapped, so it waits for its object to close), a container
 * whose type its place takes, a string still growing only where a string is kept as written (no {@code enum}, no
 * other type: {@code "**Appr"} may become {@code "approved"}). What waits is listed as pending when the value will
 * hold that place. The aligner is called through its public entry points only, so its reading of the words a reply
 * writes is the one every function uses.
 *
 * <p>Immutable and thread-safe; each call spends the request's {@link WorkBudget} on its checks and alignments.
 */
public final class PartialFit {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Subschemas followed through references and {@code allOf} for one place, at most. */
    private static final int MAX_EXPANDED = 64;

    private final SchemaAligner aligner;
    private final CompiledSchema schema;
    private final boolean coerce;
    private final int maxListed;
    private final SchemaView view;

    /**
     * @param coerce    align what is written (else only checked)
     * @param maxListed coercions an answer lists; the rest are counted
     */
    public PartialFit(SchemaAligner aligner, CompiledSchema schema, boolean coerce, int maxListed) {
        this.aligner = Objects.requireNonNull(aligner, "aligner");
        this.schema = Objects.requireNonNull(schema, "schema");
        this.coerce = coerce;
        this.maxListed = maxListed;
        this.view = SchemaView.of(schema);
    }

    /**
     * What a partial value shows against the schema: {@code json} the value to show (null when nothing of it can be
     * shown yet), {@code states} each place not complete (the value's own first), the coercions made in what is
     * shown, and {@code doom}: the violations that no rest of the reply can mend, with paths into the value as
     * written, or null.
     */
    public record Fitted(JsonNode json, Map<String, PartialState> states, List<Coercion> coercions,
            int coercionsOmitted, SchemaCheck doom) {

        public Fitted {
            states = Collections.unmodifiableMap(new LinkedHashMap<>(states));
            coercions = List.copyOf(coercions);
        }

        public boolean doomed() {
            return doom != null;
        }
    }

    /** {@code partial} against the schema, spending {@code work}. */
    public Fitted fit(Partial partial, WorkBudget work) {
        Objects.requireNonNull(partial, "partial");
        Objects.requireNonNull(work, "work");
        if (partial.complete()) {
            return whole(partial.json(), work);
        }
        return new Fitting(partial, work).fit();
    }

    /** A complete value: checked, or aligned, whole, as the finished reply's is. */
    private Fitted whole(JsonNode json, WorkBudget work) {
        Map<String, PartialState> complete = Map.of("", PartialState.COMPLETE);
        if (!coerce) {
            SchemaCheck check = schema.check(json, work);
            return new Fitted(json, complete, List.of(), 0, check.conforms() || work.exhausted() ? null : check);
        }
        return switch (aligner.align(json, schema, work)) {
            case Alignment.Conforms c -> new Fitted(json, complete, List.of(), 0, null);
            case Alignment.Aligned a -> new Fitted(a.value(), complete, a.coercions(), a.coercionsOmitted(), null);
            // A check the budget stopped says nothing of the value: it is not doomed for that.
            case Alignment.Refused r -> new Fitted(json, complete, List.of(), 0, work.exhausted() ? null : r.check());
        };
    }

    /**
     * Where a member or element stands in the schema: the subschemas that describe it whatever else the value
     * holds ({@code keywords}, expanded through references and {@code allOf}; {@code pointers}, those it is
     * checked against), whether a property declares it, whether its object allows no such key, and whether
     * anything that decides it is beyond this reading ({@code unknown}: a pattern of keys, an opaque subschema).
     */
    private record Place(List<Keywords> keywords, List<String> pointers, boolean declared, boolean extra,
            boolean unknown) {

        static final Place UNKNOWN = new Place(List.of(), List.of(), false, false, true);
    }

    /** One call's walk along the open containers of a partial value. */
    private final class Fitting {

        private final Partial partial;
        private final WorkBudget work;
        private final Map<String, PartialState> states = new LinkedHashMap<>();
        private final List<Coercion> coercions = new ArrayList<>();
        private int coercionsOmitted;
        private SchemaCheck doom;

        Fitting(Partial partial, WorkBudget work) {
            this.partial = partial;
            this.work = work;
        }

        Fitted fit() {
            JsonNode shown = container(0, place(List.of("")), "");
            if (doom != null) {
                return new Fitted(partial.json(), states, List.of(), 0, doom);
            }
            return new Fitted(coerce ? shown : partial.json(), states, coercions, coercionsOmitted, null);
        }

        /**
         * The open container {@code open.get(i)} at {@code pointer}, described by {@code place}: its states, its
         * members judged; with {@code coerce}, its node as shown (null when it waits).
         */
        private JsonNode container(int i, Place place, String pointer) {
            Partial.Open open = partial.open().get(i);
            JsonNode node = open.container();
            boolean object = node.isObject();
            states.put(pointer, PartialState.IN_PROGRESS);
            boolean known = !place.unknown() && kindFits(place, object ? JsonType.OBJECT : JsonType.ARRAY, pointer);
            if (coerce && !known) {
                // Its shape is decided when it closes (unwrapped, wrapped, replaced): nothing of it is shown yet.
                states.put(pointer, PartialState.PENDING);
                return null;
            }
            JsonNode out = coerce ? (object ? NODES.objectNode() : NODES.arrayNode()) : null;
            String growing = open.growing() == Partial.Growing.NONE ? null : open.child();
            if (object) {
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
                    Map.Entry<String, JsonNode> member = it.next();
                    if (!member.getKey().equals(growing)) {
                        JsonNode shown = complete(member.getValue(), known ? member(place, member.getKey()) : Place.UNKNOWN,
                                pointer + "/" + Partial.escape(member.getKey()));
                        if (out != null && shown != null) {
                            ((ObjectNode) out).set(member.getKey(), shown);
                        }
                    }
                }
            } else {
                int last = open.growing() == Partial.Growing.CONTAINER || open.growing() == Partial.Growing.STRING
                        ? node.size() - 1 : node.size();
                boolean gap = false;
                for (int k = 0; k < last; k++) {
                    JsonNode shown = complete(node.get(k), known ? element(place, k) : Place.UNKNOWN, pointer + "/" + k);
                    if (out != null && (gap || shown == null)) {
                        // An element shown after one that waits would stand at that one's index: it waits too.
                        gap = true;
                        states.put(pointer + "/" + k, PartialState.PENDING);
                    } else if (out != null) {
                        ((ArrayNode) out).add(shown);
                    }
                }
            }
            if (growing != null) {
                Place childPlace = !known ? Place.UNKNOWN : object ? member(place, growing) : element(place, node.size()
                        - (open.growing() == Partial.Growing.PENDING ? 0 : 1));
                JsonNode shown = growing(i, open, childPlace, open.childPointer());
                if (out != null && shown != null) {
                    if (object) {
                        ((ObjectNode) out).set(growing, shown);
                    } else if (out.size() == node.size() - 1) {
                        ((ArrayNode) out).add(shown);
                    }
                }
                if (!coerce && object && childPlace.extra()) {
                    doomed(extraKey(pointer, growing));
                }
            }
            if (known && object) {
                pendingRequired(place, node, pointer, growing);
            }
            if (!coerce && known) {
                bounds(place, node, open, pointer);
            }
            return out;
        }

        /** The member or element being written ({@code open.child()}), at {@code place}: shown (with coerce), or null. */
        private JsonNode growing(int i, Partial.Open open, Place place, String pointer) {
            switch (open.growing()) {
                case CONTAINER -> {
                    return container(i + 1, place, pointer);
                }
                case STRING -> {
                    String text = open.container().isObject() ? open.container().get(open.child()).textValue()
                            : open.container().get(open.container().size() - 1).textValue();
                    return string(text, place, pointer);
                }
                default -> {
                    states.put(pointer, PartialState.PENDING);
                    return null;
                }
            }
        }

        /** A string still growing at {@code place}: shown as written, or pending where coerce may change it. */
        private JsonNode string(String text, Place place, String pointer) {
            if (coerce) {
                boolean asWritten = !place.unknown() && place.declared();
                for (Keywords k : place.keywords()) {
                    asWritten &= !k.opaque() && k.enumValues() == null
                            && (k.types() == null || k.types().contains(JsonType.STRING));
                }
                states.put(pointer, asWritten ? PartialState.IN_PROGRESS : PartialState.PENDING);
                return asWritten ? TextNode.valueOf(text) : null;
            }
            states.put(pointer, PartialState.IN_PROGRESS);
            if (!place.unknown()) {
                for (Keywords k : place.keywords()) {
                    growingString(k, text, pointer);
                }
            }
            return null;
        }

        /** Without coerce: a string still growing that no completion can make conform to {@code k}. */
        private void growingString(Keywords k, String text, String pointer) {
            if (k.opaque()) {
                return;
            }
            if (k.types() != null && !k.types().contains(JsonType.STRING)) {
                doomed(new Violation(pointer, "type", "string found, " + typeNames(k.types()) + " expected"));
                return;
            }
            if (k.enumValues() != null) {
                boolean begins = false;
                for (JsonNode v : k.enumValues()) {
                    begins |= v.isTextual() && v.textValue().startsWith(text);
                }
                if (!begins) {
                    doomed(new Violation(pointer, k.enumValues().size() == 1 && raw(k).has("const") ? "const" : "enum",
                            "the string being written, " + Excerpt.of(TextNode.valueOf(text))
                                    + ", begins none of the values " + Excerpt.of(raw(k).has("const") ? raw(k).get("const")
                                    : raw(k).get("enum"))));
                    return;
                }
            }
            JsonNode max = raw(k).get("maxLength");
            if (max != null && max.canConvertToInt() && text.codePointCount(0, text.length()) > max.intValue()) {
                doomed(new Violation(pointer, "maxLength", "the string being written is already longer than "
                        + max.intValue() + " characters"));
            }
        }

        /** A complete member or element at {@code place}: judged; with coerce, as it is shown (null: it waits). */
        private JsonNode complete(JsonNode value, Place place, String pointer) {
            if (!coerce) {
                if (place.extra()) {
                    doomed(extraKey(pointer.substring(0, pointer.lastIndexOf('/')), lastToken(pointer)));
                }
                for (String sp : place.pointers()) {
                    if (doom != null) {
                        break;
                    }
                    SchemaCheck check = checkAt(sp, value);
                    if (check != null && !check.conforms() && !work.exhausted()) {
                        doomed(check, pointer);
                    }
                }
                return value;
            }
            if (place.unknown() || place.extra() || !place.declared()) {
                // A key that is no property may be renamed, dropped or unwrapped once its object closes.
                return null;
            }
            if (place.pointers().isEmpty()) {
                return value;
            }
            boolean single = place.pointers().size() == 1;
            JsonNode shown = value;
            for (String sp : place.pointers()) {
                Alignment a;
                try {
                    a = aligner.align(value, schema, sp, work);
                } catch (IllegalArgumentException e) {
                    return waits(pointer);
                }
                switch (a) {
                    case Alignment.Conforms c -> {
                    }
                    case Alignment.Aligned aligned -> {
                        if (!single) {
                            return waits(pointer);
                        }
                        shown = aligned.value();
                        for (Coercion c : aligned.coercions()) {
                            listed(new Coercion(c.kind(), pointer + c.pointer(), c.from()));
                        }
                        coercionsOmitted += aligned.coercionsOmitted();
                    }
                    case Alignment.Refused r -> {
                        if (single && !work.exhausted()) {
                            doomed(r.check(), pointer);
                        }
                        return waits(pointer);
                    }
                }
            }
            return shown;
        }

        /** A place the finished value holds whose value is not shown yet. */
        private JsonNode waits(String pointer) {
            states.put(pointer, PartialState.PENDING);
            return null;
        }

        private void listed(Coercion c) {
            if (coercions.size() < maxListed) {
                coercions.add(c);
            } else {
                coercionsOmitted++;
            }
        }

        /** The required properties of the object at {@code pointer} not written yet (nor being written). */
        private void pendingRequired(Place place, JsonNode node, String pointer, String growing) {
            for (Keywords k : place.keywords()) {
                for (String name : k.required()) {
                    if (!node.has(name) && !name.equals(growing)) {
                        states.putIfAbsent(pointer + "/" + Partial.escape(name), PartialState.PENDING);
                    }
                }
            }
        }

        /** Without coerce: an open container holding more than its {@code maxItems} or {@code maxProperties} already. */
        private void bounds(Place place, JsonNode node, Partial.Open open, String pointer) {
            boolean object = node.isObject();
            int count = node.size() + (open.growing() == Partial.Growing.PENDING && (!object || !node.has(open.child())) ? 1 : 0);
            String keyword = object ? "maxProperties" : "maxItems";
            for (Keywords k : place.keywords()) {
                JsonNode max = k.opaque() ? null : raw(k).get(keyword);
                if (max != null && max.canConvertToInt() && count > max.intValue()) {
                    doomed(new Violation(pointer, keyword, "already holds " + count + (object ? " members" : " elements")
                            + ", more than " + max.intValue()));
                }
            }
        }

        /** Whether every subschema of {@code place} takes a container of {@code kind}; without coerce, a mismatch dooms it. */
        private boolean kindFits(Place place, JsonType kind, String pointer) {
            for (Keywords k : place.keywords()) {
                if (k.opaque()) {
                    return false;
                }
                if (Boolean.FALSE.equals(k.constant())) {
                    if (!coerce) {
                        doomed(new Violation(pointer, "false", "the schema allows no value here"));
                    }
                    return false;
                }
                if (k.types() != null && !k.types().contains(kind)) {
                    if (!coerce) {
                        doomed(new Violation(pointer, "type", (kind == JsonType.OBJECT ? "object" : "array")
                                + " found, " + typeNames(k.types()) + " expected"));
                    }
                    return false;
                }
            }
            return true;
        }

        private SchemaCheck checkAt(String schemaPointer, JsonNode value) {
            try {
                return schema.check(schemaPointer, value, work);
            } catch (IllegalArgumentException e) {
                return null;
            }
        }

        private void doomed(Violation v) {
            if (doom == null) {
                doom = new SchemaCheck(List.of(v), 1);
            }
        }

        /** A check of the place at {@code pointer} that failed: its violations, their paths into the whole value. */
        private void doomed(SchemaCheck check, String pointer) {
            if (doom != null) {
                return;
            }
            List<Violation> moved = new ArrayList<>(check.violations().size());
            for (Violation v : check.violations()) {
                moved.add(new Violation(pointer + v.path(), v.keyword(), v.message()));
            }
            doom = new SchemaCheck(moved, check.count());
        }
    }

    private static Violation extraKey(String object, String key) {
        return new Violation(object + "/" + Partial.escape(key), "additionalProperties", "property '" + key
                + "' is not defined in the schema and the schema does not allow additional properties");
    }

    private static String lastToken(String pointer) {
        return pointer.substring(pointer.lastIndexOf('/') + 1).replace("~1", "/").replace("~0", "~");
    }

    private JsonNode raw(Keywords k) {
        return schema.json().at(k.pointer());
    }

    private static String typeNames(Set<JsonType> types) {
        List<String> names = new ArrayList<>(types.size());
        for (JsonType t : types) {
            names.add(t.name().toLowerCase(java.util.Locale.ROOT));
        }
        return String.join(" or ", names);
    }

    /** The place the subschemas at {@code pointers} describe, expanded through references and {@code allOf}. */
    private Place place(List<String> pointers) {
        List<Keywords> keywords = new ArrayList<>();
        Deque<String> todo = new ArrayDeque<>(pointers);
        Set<String> seen = new HashSet<>();
        boolean unknown = false;
        while (!todo.isEmpty()) {
            String p = todo.pop();
            if (!seen.add(p)) {
                continue;
            }
            if (seen.size() > MAX_EXPANDED) {
                unknown = true;
                break;
            }
            Keywords k = view.at(p);
            if (k.opaque()) {
                unknown = true;
                continue;
            }
            if (k.refOnly()) {
                todo.push(k.ref());
                continue;
            }
            keywords.add(k);
            if (k.ref() != null) {
                todo.push(k.ref());
            }
            k.allOf().forEach(todo::push);
        }
        return new Place(List.copyOf(keywords), List.copyOf(pointers), true, false, unknown);
    }

    /** The place of member {@code key} of an object at {@code parent}. */
    private Place member(Place parent, String key) {
        List<String> pointers = new ArrayList<>(1);
        boolean declared = false;
        boolean extra = false;
        boolean unknown = false;
        for (Keywords k : parent.keywords()) {
            String sub = k.properties().get(key);
            if (sub != null) {
                pointers.add(sub);
                declared = true;
            } else if (k.patterned()) {
                unknown = true;
            } else if (k.additional() != null) {
                pointers.add(k.additional());
            } else if (k.closed()) {
                extra = true;
            }
        }
        Place p = place(pointers);
        return new Place(p.keywords(), p.pointers(), declared, extra, unknown || p.unknown());
    }

    /** The place of element {@code index} of an array at {@code parent}. */
    private Place element(Place parent, int index) {
        List<String> pointers = new ArrayList<>(1);
        for (Keywords k : parent.keywords()) {
            String sub = k.itemAt(index);
            if (sub != null) {
                pointers.add(sub);
            }
        }
        return place(pointers);
    }
}
