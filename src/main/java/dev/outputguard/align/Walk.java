package dev.outputguard.align;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.extract.CutText;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.text.Echo;

/**
 * One alignment of a value with a schema: a walk down both that looks only where the validator found the value
 * failing, and at each such place weighs the alignments the schema allows (the value as it is, a conversion, a
 * change of shape), keeps those whose result the validator accepts for that place, and takes the one with the
 * fewest coercions; two of equal cost that give different values are refused. A place this reading cannot
 * follow is refused too. A walk is used once, by one thread.
 *
 * <p>Everything it does spends the request's {@link WorkBudget}, the one its schema checks spend (the checks at the
 * validator's prices, its own steps at the prices below); when the budget is spent, {@link WorkBudget.Spent} ends the
 * walk and the aligner refuses, naming the budget and its setting.
 */
final class Walk {

    // The walk's own steps beside the checks it makes, in the budget's steps (about a nanosecond each): a place
    // looks its subschema up and allocates what it weighs, a few keywords' work of the validator; a node read or
    // copied is a few nanoseconds.
    /** Steps of one place visited: its subschema looked up, what it may become weighed. */
    static final long PLACE = 4 * WorkBudget.KEYWORD;
    /** Steps of one alternative weighed at a place: a conversion, a change of shape, a union's branches each. */
    static final long ALTERNATIVE = 4 * WorkBudget.KEYWORD;
    /** Steps of one node read or copied while a value is scanned or rebuilt. */
    static final long NODE = 5;

    /** Changes of shape one place may take in a row (JSON read from a string, then unwrapped, say). */
    private static final int MAX_MOVES = 2;
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);
    /** Numbers equal by value (1.5 and 1.50), everything else as {@link JsonNode#equals}. */
    private static final Comparator<JsonNode> SAME = (a, b) -> a.isNumber() && b.isNumber()
            ? a.decimalValue().compareTo(b.decimalValue()) : a.equals(b) ? 0 : 1;

    /** A place aligned: its value (the same node when nothing changed) and the coercions made in it. */
    record Result(JsonNode value, Changes changes) {
        static Result same(JsonNode value) {
            return new Result(value, Changes.NONE);
        }

        boolean changed() {
            return !changes.isEmpty();
        }
    }

    /** What every alignment may add to a value, whatever it wrote: a few defaults, a few wraps. */
    static final long GROWTH_SLACK = 1024;
    /** Wrapper keys that say nothing of their content, spelled: the lexicon's neutral wrappers in every language. */
    private static final Set<String> NEUTRAL = neutralWrappers();

    private final CompiledSchema schema;
    private final SchemaView view;
    private final WorkBudget work;
    /** The value as the reply wrote it, its size once measured (-1 until then), and what coercions added to it. */
    private final JsonNode root;
    private final int maxGrowth;
    private long written = -1;
    private long grown;
    private final ObjectMapper strings;
    private final Notes notes = new Notes();
    /** The value the validator last accepted for the whole schema, when {@link #choose} weighed the root. */
    private JsonNode verifiedRoot;
    /** Shape changes already spent on a value the walk put in a new place (a wrapped or parsed value's parts). */
    private final Map<JsonNode, Integer> moved = new IdentityHashMap<>();

    Walk(CompiledSchema schema, WorkBudget work, ObjectMapper strings, JsonNode root, int maxGrowth) {
        this.schema = schema;
        this.view = SchemaView.of(schema);
        this.work = work;
        this.strings = strings;
        this.root = root;
        this.maxGrowth = maxGrowth;
    }

    /** A value that coercions would make too much larger than the reply wrote it: the alignment stops. */
    static final class TooLarge extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooLarge(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * Counts {@code chars} a coercion adds to the value (weighed, whether or not it is chosen); past
     * {@link dev.outputguard.limits.Limits#MAX_COERCE_GROWTH_SETTING} times what the reply wrote, beyond
     * {@link #GROWTH_SLACK}, the alignment stops ({@link TooLarge}). The value's own size is measured once, the first
     * time the slack is spent.
     */
    void grow(long chars) {
        if (chars <= 0) {
            return;
        }
        grown += chars;
        if (grown <= GROWTH_SLACK) {
            return;
        }
        if (written < 0) {
            written = sizeOf(root);
        }
        if (grown > maxGrowth * written + GROWTH_SLACK) {
            throw new TooLarge("the coercions would add more than " + grown + " characters to a value written in "
                    + written + "; they may add " + maxGrowth + " times what it wrote, and "
                    + GROWTH_SLACK + " more (setting " + dev.outputguard.limits.Limits.MAX_COERCE_GROWTH_SETTING + ")");
        }
    }

    /** About how many characters {@code value} takes written as JSON; each node read spends {@link #NODE}. */
    private long sizeOf(JsonNode value) {
        long size = 0;
        java.util.ArrayDeque<JsonNode> todo = new java.util.ArrayDeque<>();
        todo.push(value);
        while (!todo.isEmpty()) {
            JsonNode node = todo.pop();
            work.spend(NODE);
            if (node.isObject()) {
                size += 2;
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
                    Map.Entry<String, JsonNode> e = it.next();
                    size += e.getKey().length() + 4;
                    todo.push(e.getValue());
                }
            } else if (node.isArray()) {
                size += 2 + node.size();
                node.forEach(todo::push);
            } else {
                size += node.isTextual() ? node.textValue().length() + 2 : node.asText().length();
            }
        }
        return size;
    }

    private static Set<String> neutralWrappers() {
        Set<String> out = new HashSet<>();
        for (String word : dev.outputguard.assertion.Lexicon.get().words(dev.outputguard.assertion.Category.NEUTRAL_WRAPPER)) {
            out.add(Words.spelling(word));
        }
        return Set.copyOf(out);
    }

    /**
     * Whether a wrapper's key says nothing of what it holds: a neutral name ({@code result}, {@code data},
     * {@code output}, {@code answer}, {@code response}, {@code json}, {@code items}; the lexicon's, in every language),
     * or the name of what is wanted there: the subschema's {@code title}, the name of the definition it refers to,
     * or the property the place is.
     */
    private boolean neutralWrapper(String key, Keywords k, String at) {
        String spelled = Words.spelling(key);
        if (NEUTRAL.contains(spelled)) {
            return true;
        }
        int slash = at.lastIndexOf('/');
        String place = slash < 0 ? "" : at.substring(slash + 1).replace("~1", "/").replace("~0", "~");
        if (!place.isEmpty() && !place.chars().allMatch(Character::isDigit) && Words.spelling(place).equals(spelled)) {
            return true;
        }
        Keywords at0 = k;
        for (int hops = 0; hops < 8 && at0 != null && !at0.opaque(); hops++) {
            if (at0.title() != null && Words.spelling(at0.title()).equals(spelled)) {
                return true;
            }
            String ref = at0.ref();
            if (ref == null) {
                break;
            }
            int cut = ref.lastIndexOf('/');
            if (cut >= 0 && Words.spelling(ref.substring(cut + 1)).equals(spelled)) {
                return true;
            }
            at0 = view.at(ref);
        }
        return false;
    }

    List<String> reasons() {
        return notes.reasons();
    }

    void note(String reason) {
        notes.add(reason);
    }

    /**
     * {@code value} aligned with the subschema at {@code sp}, or null when it cannot be. {@code dirt}: where the
     * value fails, when known; {@code at}: its place in the value as it was, for the reasons given.
     */
    Result align(JsonNode value, String sp, Dirt dirt, int moves, String at) {
        work.spend(PLACE);
        Dirt d = dirt;
        if (d == null) {
            List<String> failing = failing(value, sp);
            if (failing == null) {
                return null;
            }
            if (failing.isEmpty()) {
                return Result.same(value);
            }
            d = Dirt.of(failing);
        } else if (!d.here()) {
            return Result.same(value);
        }
        if (CutText.cut(value)) {
            notes.add(at, Excerpt.of(value) + " is cut off by the reply's end: what followed may have changed it");
            return null;
        }
        Keywords k = view.at(sp);
        if (k.opaque() || Boolean.FALSE.equals(k.constant())) {
            return null;
        }
        if (k.constant() != null) {
            return Result.same(value);
        }
        if (k.refOnly()) {
            return align(value, k.ref(), d, moves, at);
        }
        List<Result> candidates = new ArrayList<>(2);
        boolean fits = k.types() == null || JsonType.fits(value, k.types());
        if (fits) {
            add(candidates, rest(value, k, d, moves, at));
        } else {
            conversions(value, k, moves, at, candidates);
        }
        if (moves < MAX_MOVES) {
            shapes(value, k, fits, moves, at, candidates);
        }
        return choose(candidates, sp, at);
    }

    /** The value as the type allows, aligned with the rest of the subschema: reference, enum, members, branches. */
    private Result rest(JsonNode value, Keywords k, Dirt dirt, int moves, String at) {
        JsonNode current = value;
        Dirt d = dirt;
        Changes.Builder changes = new Changes.Builder();
        if (k.ref() != null) {
            Result r = align(current, k.ref(), d, moves, at);
            if (r == null) {
                return null;
            }
            d = r.changed() ? null : d;
            current = r.value();
            changes.add(r.changes());
        }
        if (k.enumValues() != null && current.isTextual() && !k.enumValues().contains(current)) {
            Words.EnumMatch match = Words.matchEnum(current.textValue(), k.enumValues());
            if (match.value() == null) {
                notes.add(at, Excerpt.of(current) + " " + match.refusal());
                return null;
            }
            changes.add(match.kind(), "", current);
            current = match.value();
            d = null;
        }
        Result inner = Result.same(current);
        if (current instanceof ObjectNode object && k.describesObjects()) {
            inner = members(object, k, d, at);
        } else if (current instanceof ArrayNode array && (!k.prefixItems().isEmpty() || k.items() != null)) {
            inner = elements(array, k, d, at);
        }
        if (inner == null) {
            return null;
        }
        d = inner.changed() ? null : d;
        current = inner.value();
        changes.add(inner.changes());
        for (String branch : k.allOf()) {
            Result r = align(current, branch, d, moves, at);
            if (r == null) {
                return null;
            }
            d = r.changed() ? null : d;
            current = r.value();
            changes.add(r.changes());
        }
        for (int i = 0; i < 2; i++) {
            List<String> branches = i == 0 ? k.anyOf() : k.oneOf();
            if (!branches.isEmpty()) {
                Result r = union(current, branches, i == 1, moves, at);
                if (r == null) {
                    return null;
                }
                current = r.value();
                changes.add(r.changes());
            }
        }
        return new Result(current, changes.build());
    }

    /** The scalar conversions the subschema's types allow for a value of another type. */
    private void conversions(JsonNode value, Keywords k, int moves, String at, List<Result> candidates) {
        Set<JsonType> types = k.types();
        if (value.isTextual()) {
            String text = value.textValue();
            String reorders = Words.reorders(text);
            if (reorders != null) {
                notes.add(at, Excerpt.of(value) + " " + reorders);
                return;
            }
            if (types.contains(JsonType.INTEGER) && !types.contains(JsonType.NUMBER)) {
                convert(Numbers.read(text, true), CoercionKind.STRING_TO_INTEGER, value, k, moves, at, candidates);
            }
            if (types.contains(JsonType.NUMBER)) {
                convert(Numbers.read(text, false), CoercionKind.STRING_TO_NUMBER, value, k, moves, at, candidates);
            }
            if (types.contains(JsonType.BOOLEAN)) {
                convert(Words.bool(text), CoercionKind.STRING_TO_BOOLEAN, value, k, moves, at, candidates);
            }
        } else if (value.isNumber() && types.contains(JsonType.STRING)) {
            convert(Numbers.asWritten(value), CoercionKind.NUMBER_TO_STRING, value, k, moves, at, candidates);
        } else if (value.isBoolean() && types.contains(JsonType.STRING)) {
            convert(new Numbers.Read(TextNode.valueOf(value.toString()), null), CoercionKind.BOOLEAN_TO_STRING, value,
                    k, moves, at, candidates);
        } else if (value.isNumber() && types.contains(JsonType.INTEGER)) {
            notes.add(at, Excerpt.of(value) + " is not a whole number");
        }
    }

    private void convert(Numbers.Read read, CoercionKind kind, JsonNode from, Keywords k, int moves, String at,
            List<Result> candidates) {
        if (read.node() == null) {
            notes.add(at, Excerpt.of(from) + " " + read.refusal());
            return;
        }
        work.spend(ALTERNATIVE);
        grow(read.node().asText().length() + 2L - (from.isTextual() ? from.textValue().length() + 2L : from.asText().length()));
        add(candidates, shaped(rest(read.node(), k, null, moves, at), kind, from));
    }

    /** The changes of shape the subschema allows for the value. */
    private void shapes(JsonNode value, Keywords k, boolean fits, int moves, String at, List<Result> candidates) {
        Set<JsonType> types = k.types();
        String sp = k.pointer();
        if (value.isArray() && value.size() != 1 && types != null && !types.contains(JsonType.ARRAY)) {
            notes.add(at, "has " + value.size() + " elements where one value is wanted; only a one-element array is"
                    + " unwrapped");
        }
        if (value.isArray() && value.size() == 1 && types != null && !types.contains(JsonType.ARRAY)) {
            work.spend(ALTERNATIVE);
            add(candidates, shaped(align(value.get(0), sp, null, moves + 1, at + "/0"), CoercionKind.UNWRAPPED_FROM_ARRAY,
                    value));
        }
        if (!fits && value.isTextual() && (types.contains(JsonType.ARRAY) || types.contains(JsonType.OBJECT))
                && looksLikeJson(value.textValue())) {
            JsonNode parsed = parse(value.textValue());
            if (parsed == null) {
                notes.add(at, Excerpt.of(value) + " is not valid JSON");
            } else {
                work.spend(ALTERNATIVE);
                moved.put(parsed, moves + 1);
                add(candidates, shaped(align(parsed, sp, null, moves + 1, at), CoercionKind.STRING_PARSED_AS_JSON, value));
            }
        }
        if (!fits && types.contains(JsonType.ARRAY) && !value.isArray() && !value.isNull()) {
            wrap(value, sp, moves, at, candidates);
        }
        if (value.isObject() && value.size() == 1 && (types != null || k.describesObjects())) {
            String key = value.fieldNames().next();
            JsonNode content = value.get(key);
            // The content must be of a type wanted ({"a": 1} is no string "1"), and the key must say nothing about
            // it: {"error": …}, {"example": …}, {"rejected": …} hold something other than the answer.
            if (!spellsProperty(key, k) && (types == null || JsonType.fits(content, types)) && !neutralWrapper(key, k, at)) {
                notes.add(at, "is wrapped in " + Echo.quote(key) + ", a key that may say what its content is (an error,"
                        + " an example, a rejection); only a wrapper named result, data, output, answer, response, json,"
                        + " items or after the type is taken off");
            } else if (!spellsProperty(key, k) && (types == null || JsonType.fits(content, types))) {
                work.spend(ALTERNATIVE);
                add(candidates, shaped(align(content, sp, null, moves + 1, at + "/" + SchemaView.escape(key)),
                        CoercionKind.WRAPPER_REMOVED, value));
            }
        }
        // JSON written in a string is read as JSON or not at all: never made a property's value. Inside an object
        // only a string the property takes as it is becomes its value ("Acme Corp" as {"name": …}): a number or a
        // boolean under the reply's key may be in a unit or a sense the object names (5 as {"cents": 5}), which the
        // scalar cannot tell. At the root a value is the whole answer (the reply wrote only it, BestFit): no key
        // of the reply gives it a sense, so it is aligned as the property's value, by the same reading.
        if (!fits && types.contains(JsonType.OBJECT) && k.properties().size() == 1 && value.isValueNode()
                && !value.isNull() && !(value.isTextual() && looksLikeJson(value.textValue()))) {
            String name = k.properties().keySet().iterator().next();
            if (at.isEmpty()) {
                wrapAsProperty(name, value, sp, moves, at, candidates);
            } else if (!value.isTextual()) {
                notes.add(at, Excerpt.of(value) + " is not made the property " + Echo.quote(name) + " of an object: in"
                        + " an object it may be meant in another unit or sense, which the bare value cannot tell");
            } else if (!conforms(value, k.properties().get(name))) {
                notes.add(at, Excerpt.of(value) + " is not made the property " + Echo.quote(name) + " of an object: the"
                        + " property does not take it as it is");
            } else {
                wrapAsProperty(name, value, sp, moves, at, candidates);
            }
        }
    }

    private void wrapAsProperty(String name, JsonNode value, String sp, int moves, String at, List<Result> candidates) {
        work.spend(ALTERNATIVE);
        ObjectNode object = NODES.objectNode();
        object.set(name, value);
        moved.put(value, moves + 1);
        grow(name.length() + 6);
        add(candidates, shaped(align(object, sp, null, moves + 1, at), CoercionKind.SCALAR_TO_OBJECT, value));
    }

    private void wrap(JsonNode value, String sp, int moves, String at, List<Result> candidates) {
        if (value.isTextual()) {
            String text = value.textValue();
            if (looksLikeJson(text)) {
                return; // reported as JSON that is not valid
            }
            if (Words.saysNothing(text)) {
                // The data is absent, not one item: ["None"] would be a value the model never gave.
                notes.add(at, Excerpt.of(value) + " says there is nothing, or opens with a negation; it is not made a"
                        + " one-element array");
                return;
            }
            if (Words.mayList(text)) {
                notes.add(at, Excerpt.of(value) + " may list several values; it is not made a one-element array");
                return;
            }
            String none = Words.namesNoItem(text);
            if (none != null) {
                notes.add(at, Excerpt.of(value) + " " + none + "; it is not made a one-element array");
                return;
            }
        }
        grow(2);
        work.spend(ALTERNATIVE);
        ArrayNode array = NODES.arrayNode(1).add(value);
        moved.put(value, moves + 1);
        add(candidates, shaped(align(array, sp, null, moves + 1, at), CoercionKind.WRAPPED_IN_ARRAY, value));
    }

    private static boolean looksLikeJson(String text) {
        String t = text.strip();
        return t.startsWith("[") || t.startsWith("{");
    }

    private JsonNode parse(String text) {
        try {
            JsonNode parsed = strings.readTree(text.strip());
            return parsed != null && parsed.isContainerNode() ? parsed : null;
        } catch (JacksonException | NumberFormatException e) {
            // A number whose exponent no decimal can hold (4443E4444444844) fails as a NumberFormatException.
            return null;
        }
    }

    /** Whether a key is a property of the subschema, or spells one another way. */
    private static boolean spellsProperty(String key, Keywords k) {
        return k.properties().containsKey(key) || !k.spelledBy(key).isEmpty();
    }

    /** A change of shape: its coercion at the place, then those made in the value it gave. */
    private static Result shaped(Result inner, CoercionKind kind, JsonNode from) {
        if (inner == null) {
            return null;
        }
        return new Result(inner.value(), new Changes.Builder().add(kind, "", from).add(inner.changes()).build());
    }

    private static void add(List<Result> candidates, Result r) {
        if (r != null) {
            candidates.add(r);
        }
    }

    /** Of several alignments of one place, those the validator accepts there, weighed by {@link #pick}. */
    private Result choose(List<Result> candidates, String sp, String at) {
        if (candidates.size() <= 1) {
            return candidates.isEmpty() ? null : candidates.get(0);
        }
        List<Result> conforming = new ArrayList<>(candidates.size());
        for (Result r : candidates) {
            if (conforms(r.value(), sp)) {
                conforming.add(r);
            }
        }
        Result picked = pick(conforming, at, "reads two ways at the same cost");
        if (picked != null && sp.isEmpty()) {
            verifiedRoot = picked.value();
        }
        return picked;
    }

    /** Whether the validator has accepted {@code value} for the whole schema already. */
    boolean verified(JsonNode value) {
        return value == verifiedRoot;
    }

    /** The alignment with the fewest coercions (then the fewest members dropped); a tie of different values is refused. */
    private Result pick(List<Result> candidates, String at, String tie) {
        Result best = null;
        for (Result r : candidates) {
            if (best == null || weight(r) < weight(best)) {
                best = r;
            }
        }
        for (Result r : candidates) {
            if (r != best && weight(r) == weight(best) && !best.value().equals(SAME, r.value())) {
                notes.add(at, tie + ": " + Excerpt.of(best.value()) + " or " + Excerpt.of(r.value()));
                return null;
            }
        }
        return best;
    }

    private static long weight(Result r) {
        return ((long) r.changes().count << 32) | r.changes().drops;
    }

    /**
     * {@code anyOf} / {@code oneOf}: a value that fits a branch as it is (exactly one, for oneOf) stays; else each
     * branch's alignment that the branch then accepts is weighed by {@link #pick}.
     */
    private Result union(JsonNode value, List<String> branches, boolean oneOf, int moves, String at) {
        work.spend(branches.size() * ALTERNATIVE);
        List<List<String>> failing = new ArrayList<>(branches.size());
        int asIs = 0;
        for (String branch : branches) {
            List<String> f = failing(value, branch);
            failing.add(f);
            asIs += f != null && f.isEmpty() ? 1 : 0;
        }
        if (asIs == 1 || asIs > 1 && !oneOf) {
            return Result.same(value);
        }
        if (asIs > 1) {
            notes.add(at, "fits " + asIs + " oneOf branches as it is");
            return null;
        }
        List<Result> candidates = new ArrayList<>(branches.size());
        for (int i = 0; i < branches.size(); i++) {
            if (failing.get(i) != null) {
                Result r = align(value, branches.get(i), Dirt.of(failing.get(i)), moves, at);
                if (r != null && conforms(r.value(), branches.get(i))) {
                    candidates.add(r);
                }
            }
        }
        return pick(candidates, at, (oneOf ? "oneOf" : "anyOf") + " branches align it at the same cost to different values");
    }

    /** An object's members: keys renamed to the property they spell, unknown ones dropped, defaults filled, values aligned. */
    private Result members(ObjectNode object, Keywords k, Dirt dirt, String at) {
        Map<String, String> renames = new HashMap<>();
        Set<String> drops = new HashSet<>();
        if (!k.patterned()) {
            planKeys(object, k, renames, drops, at);
        }
        List<String> fill = new ArrayList<>();
        for (String name : k.required()) {
            if (!object.has(name) && !renames.containsValue(name)) {
                if (k.properties().containsKey(name) && fallback(k.properties().get(name)) != null) {
                    fill.add(name);
                } else {
                    notes.add(at, "lacks the required property " + Echo.quote(name)
                            + ", and its schema gives no default: nothing is made up for it");
                }
            }
        }
        for (Map.Entry<String, String> property : drops.isEmpty() ? Map.<String, String>of().entrySet()
                : k.properties().entrySet()) {
            String name = property.getKey();
            // A property left out whose schema gives a default says that default, filled or not (a reader of
            // {} for {"qty": {"default": 1}} takes 1): a key dropped as unknown may have held its data under
            // another name ({"quantity": 5} for qty), so dropping it would answer a value the reply never gave.
            if (object.has(name) || renames.containsValue(name) || !fill.contains(name) && fallback(property.getValue()) == null) {
                continue;
            }
            // Read fail-closed: the key could hold it unless nothing in its value, at any depth, could be taken for
            // the property's value ({"settings": {"enabled": false}} for enabled, {"amount": 5.5} for an integer).
            for (String dropped : drops) {
                String where = mayCarry(object.get(dropped), property.getValue());
                if (where != null) {
                    notes.add(at, "drops the key " + Echo.quote(dropped) + ", which could hold the data of "
                            + Echo.quote(name) + where + ": its default is not taken in the place of what the reply"
                            + " wrote");
                    return null;
                }
            }
        }
        if (!drops.isEmpty()) {
            // A key dropped as unknown must say nothing of the data kept beside it: a retraction, a flag or a second
            // reading of a property dropped would leave a value the reply took back.
            List<String> kept = new ArrayList<>();
            for (Iterator<String> it = object.fieldNames(); it.hasNext();) {
                String key = it.next();
                if (!drops.contains(key)) {
                    kept.add(renames.getOrDefault(key, key));
                }
            }
            for (String dropped : drops) {
                String why = Words.dropChangesTheData(dropped, object.get(dropped), kept);
                why = why != null ? why : Words.offersAnother(dropped, object.get(dropped), object);
                why = why != null ? why : anotherReading(object, k, kept, dropped);
                if (why != null) {
                    notes.add(at, "drops the key " + Echo.quote(dropped) + ", but " + why);
                    return null;
                }
            }
        }
        Changes.Builder changes = new Changes.Builder();
        ObjectNode out = NODES.objectNode();
        boolean changed = !renames.isEmpty() || !drops.isEmpty() || !fill.isEmpty();
        boolean failed = false;
        for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> member = it.next();
            String key = member.getKey();
            if (drops.contains(key)) {
                changes.add(CoercionKind.EXTRA_KEY_DROPPED, "", new Changes.Member(key, member.getValue()));
                continue;
            }
            String name = renames.getOrDefault(key, key);
            if (!name.equals(key)) {
                grow(name.length() - key.length());
                changes.add(CoercionKind.KEY_RENAMED, "/" + SchemaView.escape(name), key);
            }
            String sub = k.properties().containsKey(name) ? k.properties().get(name) : k.patterned() ? null : k.additional();
            JsonNode child = member.getValue();
            if (sub != null) {
                // A renamed member was checked under its old key, as no property: its own violations are not known.
                Result r = align(child, sub, dirt == null || !name.equals(key) ? null : dirt.child(key), moved.getOrDefault(child, 0),
                        at + "/" + SchemaView.escape(key));
                if (r == null) {
                    failed = true; // the object cannot be aligned; its other members are still read for the reasons
                    continue;
                }
                changed |= r.changed();
                child = r.value();
                changes.child(name, r.changes());
            }
            out.set(name, child);
        }
        if (failed) {
            return null;
        }
        for (String name : fill) {
            JsonNode filled = fallback(k.properties().get(name));
            grow(name.length() + 4 + sizeOf(filled));
            out.set(name, filled.deepCopy());
            changes.add(CoercionKind.DEFAULT_FILLED, "/" + SchemaView.escape(name), null);
        }
        return changed ? new Result(out, changes.build()) : Result.same(object);
    }

    /**
     * Which keys to rename (a key that is no property, spelling exactly one property the object lacks in the same
     * words, which no other key spells, when that property is required or unknown keys are forbidden) and which to drop (a key
     * that spells no property, where unknown keys are forbidden).
     */
    private void planKeys(ObjectNode object, Keywords k, Map<String, String> renames, Set<String> drops, String at) {
        Map<String, List<String>> spellers = new HashMap<>();
        Map<String, String> only = new HashMap<>();
        for (Iterator<String> keys = object.fieldNames(); keys.hasNext();) {
            String key = keys.next();
            if (k.properties().containsKey(key)) {
                continue;
            }
            List<String> fitting = k.spelledBy(key);
            if (fitting.size() > 1) {
                notes.add(at, "the key " + Echo.quote(key) + " spells " + fitting.size() + " properties");
            } else if (fitting.size() == 1 && !Words.sameWords(key, fitting.get(0))) {
                // re_sign is no resign, un-ionized no unionized: a style marks where words part, and these part elsewhere.
                notes.add(at, "the key " + Echo.quote(key) + " spells " + Echo.quote(fitting.get(0))
                        + " with its words parted otherwise; it is not renamed");
            } else if (fitting.size() == 1) {
                only.put(key, fitting.get(0));
                spellers.computeIfAbsent(fitting.get(0), n -> new ArrayList<>()).add(key);
            } else if (k.closed()) {
                drops.add(key);
            }
        }
        for (Map.Entry<String, String> e : only.entrySet()) {
            String key = e.getKey();
            String name = e.getValue();
            if (object.has(name) || spellers.get(name).size() > 1) {
                notes.add(at, "the key " + Echo.quote(key) + " spells " + Echo.quote(name) + ", which "
                        + (object.has(name) ? "the object has already" : "another key spells too"));
            } else if (k.closed() || k.required().contains(name)) {
                renames.put(key, name);
            }
        }
    }

    /** The most places of a dropped value {@link #mayCarry} reads; past them it could carry anything. */
    private static final int CARRY_READ = 4096;

    /**
     * Where in {@code held}, a dropped member's value, something could be taken for the value of the property whose
     * subschema is {@code sp} (" (its value …)", " (… at /a/0)"), or null where nothing could: read fail-closed, the
     * value itself, an object's members and an array's items at any depth. A text or a null could be anything's
     * (a number in words, a value the reply says is unknown); so could anything where the property takes a string
     * (numbers and booleans are written as strings), an object or an array, or where its type is not read
     * ({@code anyOf}, a reference not followed). Otherwise a boolean could be a boolean's or an {@code enum}'s (a flag
     * that picks a value), a number a number's, an integer's (rounded or not), an {@code enum}'s, or a boolean's when
     * it is 0 or 1. Only a value none of whose places could be the property's, an empty object or list, a boolean
     * for a number, leaves the default to fill.
     */
    private String mayCarry(JsonNode held, String sp) {
        Keywords k = takes(sp);
        java.util.ArrayDeque<Map.Entry<String, JsonNode>> todo = new java.util.ArrayDeque<>();
        todo.add(Map.entry("", held));
        for (int read = 0; !todo.isEmpty(); read++) {
            if (read >= CARRY_READ) {
                return " (read no further than " + CARRY_READ + " places)";
            }
            Map.Entry<String, JsonNode> place = todo.poll();
            JsonNode v = place.getValue();
            if (v.isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext();) {
                    Map.Entry<String, JsonNode> m = it.next();
                    todo.add(Map.entry(place.getKey() + "/" + SchemaView.escape(m.getKey()), m.getValue()));
                }
            } else if (v.isArray()) {
                for (int i = 0; i < v.size(); i++) {
                    todo.add(Map.entry(place.getKey() + "/" + i, v.get(i)));
                }
            } else if (couldBe(v, k)) {
                return " (" + Excerpt.of(v) + (place.getKey().isEmpty() ? "" : " at " + Echo.quote(place.getKey())) + ")";
            }
        }
        return null;
    }

    /** Whether the scalar {@code v} could be taken for a value of {@code k} (null: a subschema whose type is not read). */
    private static boolean couldBe(JsonNode v, Keywords k) {
        if (v.isTextual() || v.isNull() || k == null || k.types() == null) {
            return true;
        }
        Set<JsonType> t = k.types();
        if (t.contains(JsonType.STRING) || t.contains(JsonType.OBJECT) || t.contains(JsonType.ARRAY)) {
            return true;
        }
        if (v.isBoolean()) {
            return t.contains(JsonType.BOOLEAN) || k.enumValues() != null;
        }
        if (v.isNumber()) {
            return t.contains(JsonType.NUMBER) || t.contains(JsonType.INTEGER) || k.enumValues() != null
                    || t.contains(JsonType.BOOLEAN) && Words.yesOrNo(v) != null;
        }
        return true;
    }

    /** The subschema of {@code sp} whose type {@link #couldBe} reads, through its references; null where none is read. */
    private Keywords takes(String sp) {
        String at = sp;
        for (int hops = 0; hops < 8 && at != null; hops++) {
            Keywords k = view.at(at);
            if (k.opaque() || k.constant() != null || !k.anyOf().isEmpty() || !k.oneOf().isEmpty()
                    || !k.allOf().isEmpty()) {
                return null;
            }
            if (k.ref() == null || k.types() != null) {
                return k.ref() == null ? k : null;
            }
            at = k.ref();
        }
        return null;
    }

    /** The {@code default} of a property's subschema, through its references; null when it gives none. */
    private JsonNode fallback(String sp) {
        String at = sp;
        for (int hops = 0; hops < 8 && at != null; hops++) {
            Keywords k = view.at(at);
            if (k.opaque()) {
                return null;
            }
            if (k.fallback() != null) {
                return k.fallback();
            }
            at = k.ref();
        }
        return null;
    }

    private Result elements(ArrayNode array, Keywords k, Dirt dirt, String at) {
        ArrayNode out = null;
        boolean failed = false;
        Changes.Builder changes = new Changes.Builder();
        for (int i = 0; i < array.size(); i++) {
            String sub = k.itemAt(i);
            if (sub == null) {
                continue;
            }
            JsonNode element = array.get(i);
            Result r = align(element, sub, dirt == null ? null : dirt.child(Integer.toString(i)),
                    moved.getOrDefault(element, 0), at + "/" + i);
            if (r == null) {
                failed = true; // the other elements are still read for the reasons
            } else if (r.changed()) {
                if (out == null) {
                    out = copy(array);
                }
                out.set(i, r.value());
                changes.child(Integer.toString(i), r.changes());
            }
        }
        if (failed) {
            return null;
        }
        return out == null ? Result.same(array) : new Result(out, changes.build());
    }

    /**
     * Whole decimals ({@code 7.0}) made integers where the subschema asks for an integer and not a number,
     * following properties, items, references and {@code allOf}: where the value conforms already, JSON Schema
     * counts 7.0 an integer, but many readers do not.
     */
    Result wholeNumbers(JsonNode value, String sp) {
        work.spend(PLACE);
        Keywords k = view.at(sp);
        if (k.opaque() || k.constant() != null) {
            return Result.same(value);
        }
        if (k.refOnly()) {
            return wholeNumbers(value, k.ref());
        }
        JsonNode current = value;
        Changes.Builder changes = new Changes.Builder();
        if (value.isNumber() && !value.isIntegralNumber() && k.types() != null && k.types().contains(JsonType.INTEGER)
                && !k.types().contains(JsonType.NUMBER) && value.isBigDecimal()) {
            JsonNode whole = Numbers.wholeNode(value.decimalValue());
            if (whole != null) {
                grow(whole.asText().length() - value.decimalValue().toString().length());
                changes.add(CoercionKind.FLOAT_TO_INTEGER, "", value);
                current = whole;
            }
        } else if (value instanceof ObjectNode object && k.describesObjects()) {
            ObjectNode out = null;
            for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> member = it.next();
                String sub = k.properties().containsKey(member.getKey()) ? k.properties().get(member.getKey())
                        : k.patterned() ? null : k.additional();
                if (sub != null && hasWholeDecimal(member.getValue())) {
                    Result r = wholeNumbers(member.getValue(), sub);
                    if (r.changed()) {
                        out = out == null ? copy(object) : out;
                        out.set(member.getKey(), r.value());
                        changes.child(member.getKey(), r.changes());
                    }
                }
            }
            current = out == null ? value : out;
        } else if (value instanceof ArrayNode array) {
            ArrayNode out = null;
            for (int i = 0; i < array.size(); i++) {
                String sub = k.itemAt(i);
                if (sub != null && hasWholeDecimal(array.get(i))) {
                    Result r = wholeNumbers(array.get(i), sub);
                    if (r.changed()) {
                        out = out == null ? copy(array) : out;
                        out.set(i, r.value());
                        changes.child(Integer.toString(i), r.changes());
                    }
                }
            }
            current = out == null ? value : out;
        }
        if (k.ref() != null) {
            Result r = wholeNumbers(current, k.ref());
            current = r.value();
            changes.add(r.changes());
        }
        for (String branch : k.allOf()) {
            Result r = wholeNumbers(current, branch);
            current = r.value();
            changes.add(r.changes());
        }
        return new Result(current, changes.build());
    }

    /**
     * Whether the answer {@code value}, read with the subschema at {@code sp}, keeps a member the schema does not name
     * beside the data of the properties it does that takes that data back ({@link Words#besideTakesBack}): then the
     * reason is noted and the answer is none. Objects are read where the schema describes them, through its
     * properties, items, references, {@code allOf} and the {@code anyOf} / {@code oneOf} branches the answer fits;
     * each node read spends {@link #NODE}.
     */
    boolean takenBackBeside(JsonNode value, String sp) {
        return takenBackBeside(value, sp, null);
    }

    /**
     * A place in the answer read beside its data, spelled as a JSON Pointer only when a reason names it: most places
     * are read and left.
     */
    private record Place(Place parent, String key, int index) {
        static Place of(Place parent, String key) {
            return new Place(parent, key, -1);
        }

        static Place of(Place parent, int index) {
            return new Place(parent, null, index);
        }

        static String pointer(Place place) {
            return place == null ? "" : pointer(place.parent) + "/"
                    + (place.key != null ? SchemaView.escape(place.key) : Integer.toString(place.index));
        }
    }

    private boolean takenBackBeside(JsonNode value, String sp, Place at) {
        if (value.isTextual() && at == null) {
            // The answer itself a free string (a schema whose root takes any text, or a union of which a branch does):
            // read as a member's is ("TODO", "probably Ada", "Ada (not sure)"). A member's or an item's is read below.
            work.spend(NODE);
            String why = freeString(sp) ? Words.stringTakesBack(value.textValue()) : null;
            String after = why == null && freeString(sp) ? afterALabel(value.textValue()) : null;
            why = after != null ? Words.stringTakesBack(after) : why;
            if (why != null) {
                notes.add("", Excerpt.of(value) + " " + (after != null ? "after its label, " : "") + why);
                return true;
            }
            return false;
        }
        if (!value.isContainerNode()) {
            return false;
        }
        work.spend(NODE);
        Keywords k = view.at(sp);
        if (k.opaque() || k.constant() != null) {
            return false;
        }
        if (k.refOnly()) {
            return takenBackBeside(value, k.ref(), at);
        }
        if (value instanceof ObjectNode object && k.describesObjects()) {
            if (besideTakesBack(object, k, at)) {
                return true;
            }
            for (Map.Entry<String, JsonNode> m : object.properties()) {
                // A member the properties do not name is read by additionalProperties' subschema where one is given
                // (a map of names to texts).
                String sub = k.properties().getOrDefault(m.getKey(), k.patterned() ? null : k.additional());
                if (sub == null) {
                    continue;
                }
                JsonNode member = m.getValue();
                String why = member.isTextual() ? Words.stringTakesBack(m.getKey(), member.textValue()) : null;
                if (why != null && freeString(sub)) {
                    notes.add(Place.pointer(Place.of(at, m.getKey())), Excerpt.of(member) + " " + why);
                    return true;
                }
                if (member.isContainerNode() && takenBackBeside(member, sub, Place.of(at, m.getKey()))) {
                    return true;
                }
            }
        } else if (value instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                String sub = k.itemAt(i);
                JsonNode item = array.get(i);
                String why = sub != null && item.isTextual() ? Words.itemTakesBack(at == null ? null : at.key(), item.textValue())
                        : null;
                if (why != null && freeString(sub)) {
                    notes.add(Place.pointer(Place.of(at, i)), "the list's item " + Excerpt.of(item) + " " + why);
                    return true;
                }
                if (sub != null && takenBackBeside(item, sub, Place.of(at, i))) {
                    return true;
                }
            }
        }
        if (k.ref() != null && takenBackBeside(value, k.ref(), at)) {
            return true;
        }
        for (String branch : k.allOf()) {
            if (takenBackBeside(value, branch, at)) {
                return true;
            }
        }
        // A union's branches are read where the answer fits them: a nullable object (anyOf of it and null) is read
        // as the object.
        for (List<String> union : List.of(k.anyOf(), k.oneOf())) {
            for (String branch : union) {
                if (conforms(value, branch) && takenBackBeside(value, branch, at)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a member of {@code object} that its subschema {@code k} does not name, kept beside the data of those it
     * does, takes that data back ({@link Words#besideTakesBack}): then the reason is noted. Most objects have none.
     */
    private boolean besideTakesBack(ObjectNode object, Keywords k, Place at) {
        List<String> kept = null;
        for (Iterator<String> it = object.fieldNames(); it.hasNext();) {
            String key = it.next();
            if (!k.properties().containsKey(key)) {
                kept = new ArrayList<>();
                break;
            }
        }
        if (kept == null) {
            return false;
        }
        List<String> others = new ArrayList<>();
        for (Iterator<String> it = object.fieldNames(); it.hasNext();) {
            String key = it.next();
            (k.properties().containsKey(key) ? kept : others).add(key);
        }
        for (String key : kept.isEmpty() ? List.<String>of() : others) {
            String why = Words.besideTakesBack(key, object.get(key), kept);
            why = why != null ? why : Words.offersAnother(key, object.get(key), object);
            why = why != null ? why : anotherReading(object, k, kept, key);
            why = why != null ? why : Words.namesTheDataTakenBack(object.get(key), object, kept);
            if (why == null && object.get(key) instanceof ObjectNode meta) {
                // An object beside the data ("meta": {"confidence": 0.1}) holds members beside it too, one level down.
                for (Map.Entry<String, JsonNode> m : meta.properties()) {
                    work.spend(NODE);
                    why = Words.besideTakesBack(m.getKey(), m.getValue(), kept);
                    if (why != null) {
                        why = "its member " + Echo.quote(m.getKey()) + ": " + why;
                        break;
                    }
                }
            }
            if (why != null) {
                notes.add(Place.pointer(at), "keeps the member " + Echo.quote(key) + " beside the data, but " + why);
                return true;
            }
        }
        return false;
    }

    /**
     * Why the member {@code key}, beside the data of the properties {@code kept}, gives that data another reading,
     * whatever its name, or null: it holds, alone or in a list or an object, another value of a kept property's
     * {@code enum} ({@code "actual": "negative"}, {@code "alternatives": ["negative"]}, {@code "Sentiment": "negative"}
     * beside {@code "sentiment": "positive"}); its name repeats a kept number's words and it holds another number
     * ({@code "total_estimate": 6} beside {@code "total": 5}); or its name scales a number kept ({@code "unit":
     * "thousands"}, {@code "scale": 1000}). Which of two readings the reply means cannot be told.
     */
    private String anotherReading(ObjectNode object, Keywords k, List<String> kept, String key) {
        JsonNode value = object.get(key);
        String list = Words.aboutAList(key, value, object, kept);
        if (list != null) {
            return list;
        }
        for (String name : kept) {
            JsonNode data = object.get(name);
            if (data == null || k.properties().get(name) == null) {
                continue; // a property the reply wrote under another name
            }
            Keywords p = view.at(k.properties().get(name));
            if (data.isTextual() && p.enumValues() != null && !p.enumValues().isEmpty()) {
                String other = otherEnumValue(value, p.enumValues(), data.textValue(), 0);
                if (other != null) {
                    return "it holds " + Echo.quote(other) + ", another value of " + Echo.quote(name);
                }
                other = statedInANote(value, p.enumValues(), data.textValue());
                if (other != null) {
                    return "it states " + Echo.quote(other) + ", another value of " + Echo.quote(name);
                }
                other = flaggedByName(key, value, p.enumValues(), data.textValue());
                if (other != null) {
                    return "its name is " + Echo.quote(other) + ", a value of " + Echo.quote(name)
                            + ", and its yes or no says " + Echo.quote(data.textValue()) + " is no plain answer";
                }
                other = scoredByName(key, value, p.enumValues(), data.textValue());
                if (other != null) {
                    return "its name is " + Echo.quote(other) + ", a value of " + Echo.quote(name)
                            + ", and its probability says " + Echo.quote(data.textValue()) + " is no plain answer";
                }
                other = dev.outputguard.assertion.BesideAValue.scoredAtLeastAsHigh(value, texts(p.enumValues()),
                        data.textValue(), Words.scores(key));
                if (other != null) {
                    return other.isEmpty() ? "its scores give " + Echo.quote(data.textValue()) + " of " + Echo.quote(name)
                            + " a probability no better than even, or cannot be paired with its values"
                            : "it scores " + Echo.quote(other) + ", another value of " + Echo.quote(name) + ", at least as high";
                }
            }
            if (data.isNumber()) {
                if (Words.scales(key)) {
                    return "its name scales the number " + Echo.quote(name) + " beside it";
                }
                if (Words.spreads(key) && (value.isNumber() || value.isArray() && !value.isEmpty())) {
                    return "its name gives the number " + Echo.quote(name) + " beside it a spread: it is no exact answer";
                }
                if (value.isNumber() && value.decimalValue().compareTo(data.decimalValue()) != 0 && Words.repeats(key, name)) {
                    return "its name repeats " + Echo.quote(name) + " and it holds another number";
                }
            }
        }
        return null;
    }

    /** An enum's values as texts (null for a value that is no text), in the enum's order. */
    private static List<String> texts(List<JsonNode> values) {
        List<String> out = new ArrayList<>(values.size());
        for (JsonNode v : values) {
            out.add(v.isTextual() ? v.textValue() : null);
        }
        return out;
    }

    private static final java.math.BigDecimal HALF = new java.math.BigDecimal("0.5");

    /**
     * The value of {@code values} a member's name {@code key} holds as a word ({@code "positive": 0.1},
     * {@code "p_negative": 0.9}) when its number, a probability between 0 and 1, says {@code kept} is no plain answer:
     * {@code kept}'s own at most 0.5, another value's at least 0.5; else null.
     */
    private static String scoredByName(String key, JsonNode value, List<JsonNode> values, String kept) {
        if (!value.isNumber() || value.decimalValue().signum() < 0 || value.decimalValue().compareTo(java.math.BigDecimal.ONE) > 0) {
            return null;
        }
        for (JsonNode v : values) {
            if (v.isTextual() && !v.textValue().isBlank() && (key.equalsIgnoreCase(v.textValue()) || Words.containsWord(
                    dev.outputguard.text.Spelling.words(key), dev.outputguard.text.Spelling.words(v.textValue())))) {
                boolean own = v.textValue().equalsIgnoreCase(kept);
                int half = value.decimalValue().compareTo(HALF);
                return own && half <= 0 || !own && half >= 0 ? v.textValue() : null;
            }
        }
        return null;
    }

    /**
     * The value of {@code values} a member's name {@code key} names ({@code "approved"}, {@code "is_rejected"},
     * {@code "approval_rejected"}) when its yes or no ({@code true}, {@code "no"}, {@code 0}) says {@code kept} is
     * no plain answer, else null. Only the value's own name, alone or after {@code is}, keeps it: a yes for
     * {@code kept}, a no for another value. Any other word beside the value's name ({@code "not_approved": true},
     * {@code "approval_expired": true}, {@code "approved_before": false}) may turn the flag around: nobody can tell,
     * and it fails closed. A number under a name with other words is a count ({@code "approved_count": 1}), no flag.
     * The first {@link #STATED_VALUES} values of the enum are read.
     */
    private static String flaggedByName(String key, JsonNode value, List<JsonNode> values, String kept) {
        Boolean yes = Words.yesOrNo(value);
        if (yes == null) {
            return null;
        }
        String words = dev.outputguard.text.Spelling.words(key).strip();
        int read = 0;
        for (JsonNode v : values) {
            if (++read > STATED_VALUES) {
                break; // as a note is read: a classifier's enum rarely holds more, and each member reads them all
            }
            if (!v.isTextual() || v.textValue().isBlank()) {
                continue;
            }
            String named = dev.outputguard.text.Spelling.words(v.textValue()).strip();
            if (named.length() < 2 || !Words.containsWord(words, named)) {
                continue;
            }
            boolean alone = words.equalsIgnoreCase(named) || words.equalsIgnoreCase("is " + named);
            if (!alone && value.isNumber()) {
                return null;
            }
            boolean own = v.textValue().equalsIgnoreCase(kept);
            return alone && yes == own ? null : v.textValue();
        }
        return null;
    }

    /** The longest value of an enum a note beside the data is read for stating. */
    private static final int STATED_VALUE_CHARS = 60;
    /**
     * How many of an enum's values a note beside the data is read for, in the enum's order: each is one search of the
     * note, and a classifier's enum rarely holds more.
     */
    private static final int STATED_VALUES = 32;

    /**
     * The value of {@code values} other than {@code kept} that a text beside the data (a reason, a note, or a list of
     * them) states, a word that states it right before it ({@code The application is rejected.}, {@code final status:
     * rejected}, {@code = rejected}), or null: the note answers otherwise than the data, and which the reply means
     * nobody can tell. A value named without such a word ({@code some negative remarks}, {@code not rejected}) states
     * nothing, and a note that states the value kept as well weighs the two itself. The first {@link #STATED_VALUES}
     * values of the enum are read, each at most at
     * {@link dev.outputguard.assertion.Assertion#NOTE_PLACES} places of a text ({@link #stated}).
     */
    static String statedInANote(JsonNode value, List<JsonNode> values, String kept) {
        for (String text : noteTexts(value)) {
            // Found by a search of the text in lower case (one vectorised search a value), where that keeps every place.
            String lower = text.toLowerCase(java.util.Locale.ROOT);
            if (lower.length() != text.length()) {
                lower = null;
            }
            String other = null;
            int otherAt = -1;
            int read = 0;
            for (JsonNode v : values) {
                if (++read > STATED_VALUES) {
                    break;
                }
                int at = v.isTextual() && !v.textValue().equalsIgnoreCase(kept) ? lastStated(text, lower, v.textValue().strip()) : -1;
                if (at > otherAt) {
                    other = v.textValue();
                    otherAt = at;
                }
            }
            // A note stating the value kept after the other weighs the two itself ("Part of it is negative, but overall
            // it is positive."): it explains the data. Stated before it, the other is the note's last word on it
            // ("Open. Well, closed.").
            if (other != null && lastStated(text, lower, kept.strip()) < otherAt) {
                return other;
            }
        }
        return null;
    }

    /** The texts of a note beside the data, in NFKC: the note itself, or each text of a list of notes. */
    private static List<String> noteTexts(JsonNode value) {
        List<String> texts = new java.util.ArrayList<>();
        for (JsonNode item : value.isArray() ? value : List.of(value)) {
            if (item.isTextual()) {
                texts.add(dev.outputguard.text.Nfkc.of(item.textValue()).text());
            }
        }
        return texts;
    }

    /** The marks of emphasis and code that may close around a name before its stating word ({@code **total** is}). */
    private static final String EMPHASIS = "*_`";

    /** How far after a member's name the number stated of it is looked for, on the same line. */
    private static final int STATED_NUMBER_REACH = 48;
    /** How far after a member's name the sentence is read for the scale a number stated of it is an end of. */
    private static final int SCALE_REACH = 160;

    /**
     * The number other than {@code kept} that a text beside the data states of the member {@code key}, or null: its
     * name's head ({@link dev.outputguard.assertion.Assertion#lastWord}: {@code total} of {@code invoice_total}) as a
     * word, or a name written in Han, kana or Hangul anywhere, then on its line, in its sentence, a word that states a
     * value right before a number ({@code Actually, the total is 43.}, {@code Erratum: total = 43}, {@code 合计是43}).
     * The note answers otherwise than the data, and which the reply means nobody can tell. A number not stated of the
     * name ({@code total of 3 pages}, {@code the total is not 43}) states nothing, and a note that states the number
     * kept as well weighs the two itself. Read at most at
     * {@link dev.outputguard.assertion.Assertion#NOTE_PLACES} places of the text.
     */
    static String statedNumberInANote(JsonNode value, String key, JsonNode kept) {
        if (!kept.isNumber()) {
            return null;
        }
        java.math.BigDecimal keptValue = kept.decimalValue();
        return otherStatedInANote(value, key, (text, end) -> {
            java.math.BigDecimal stated = numberStatedAfter(text, end, keptValue);
            return stated == null ? null : new Stated(stated.compareTo(keptValue) == 0, stated.toPlainString());
        });
    }

    /**
     * The yes or no other than {@code kept} that a text beside the data states of the boolean member {@code key}, or
     * null: its name's head as {@link #statedNumberInANote} finds it, then on its line a word that states a value and,
     * past at most {@link #WORDS_BEFORE_A_NUMBER} words of the same clause, a term of the lexicon's {@code yes} or
     * {@code no} ({@code Actually, approved is false.}, {@code approved is in fact no}, {@code genehmigt ist eigentlich
     * nein}). A negation among the words states nothing ({@code approved is not false}), and a note that states the
     * kept value as well weighs the two itself.
     */
    static String statedBooleanInANote(JsonNode value, String key, boolean kept) {
        return otherStatedInANote(value, key, (text, end) -> {
            int[] stated = yesOrNoStatedAfter(text, end);
            return stated == null ? null : new Stated((stated[0] == 1) == kept, text.substring(stated[1], stated[2]));
        });
    }

    /** A value a note states of a member: whether it is the value kept, and as written. */
    private record Stated(boolean kept, String written) {
    }

    /** What a note states of a member after its name ending at {@code end} of {@code text}, or null. */
    private interface StatedAfter {
        Stated at(String text, int end);
    }

    /**
     * The value other than the one kept that a text beside the data states of the member {@code key}, or null: at
     * each place its name's head stands as a word (or its plural), read by {@code stated}; a note stating the kept
     * value as well weighs the two itself. Read at most at {@link dev.outputguard.assertion.Assertion#NOTE_PLACES}
     * places of the text.
     */
    private static String otherStatedInANote(JsonNode value, String key, StatedAfter stated) {
        String head = dev.outputguard.assertion.Assertion.lastWord(key);
        boolean cjk = !head.isEmpty() && head.charAt(0) >= 0x2E80;
        if (head.length() < (cjk ? 1 : 3)) {
            return null;
        }
        for (String text : noteTexts(value)) {
            String lower = text.toLowerCase(java.util.Locale.ROOT);
            if (lower.length() != text.length()) {
                continue;
            }
            String other = null;
            boolean keptStated = false;
            int places = 0;
            for (int at = lower.indexOf(head); at >= 0 && places < dev.outputguard.assertion.Assertion.NOTE_PLACES;
                    at = lower.indexOf(head, at + 1)) {
                int end = at + head.length();
                if (!cjk && (at > 0 && Character.isLetterOrDigit(text.charAt(at - 1))
                        || end < text.length() && Character.isLetter(text.charAt(end)) && !plural(lower, end))) {
                    continue;
                }
                places++;
                Stated read = stated.at(text, end);
                if (read != null && read.kept()) {
                    keptStated = true;
                } else if (read != null && other == null) {
                    other = read.written();
                }
            }
            if (other != null && !keptStated) {
                return other;
            }
        }
        return null;
    }

    /**
     * The yes or no a word that states a value writes after the name ending at {@code from}, past at most
     * {@link #WORDS_BEFORE_A_NUMBER} words of its clause: {1 for yes or 0 for no, start, end}, or null.
     */
    private static int[] yesOrNoStatedAfter(String text, int from) {
        int limit = Math.min(text.length(), from + STATED_NUMBER_REACH);
        int q = from;
        while (q < limit && (dev.outputguard.assertion.Lexicon.isBlank(text.charAt(q)) || EMPHASIS.indexOf(text.charAt(q)) >= 0)) {
            q++;
        }
        int p = q < limit ? dev.outputguard.assertion.Assertion.termEnd(text, q, limit,
                dev.outputguard.assertion.Category.STATING) : -1;
        if (p < 0) {
            return null;
        }
        int words = 0;
        while (p < limit) {
            char c = text.charAt(p);
            if (Character.isLetter(c)) {
                for (dev.outputguard.assertion.Category answer : List.of(dev.outputguard.assertion.Category.YES,
                        dev.outputguard.assertion.Category.NO)) {
                    int e = dev.outputguard.assertion.Assertion.termEnd(text, p, limit, answer);
                    if (e > 0 && (e == text.length() || !Character.isLetterOrDigit(text.charAt(e)))) {
                        return new int[] {answer == dev.outputguard.assertion.Category.YES ? 1 : 0, p, e};
                    }
                }
                if (++words > WORDS_BEFORE_A_NUMBER || dev.outputguard.assertion.Assertion.termEnd(text, p, limit,
                        dev.outputguard.assertion.Category.NEGATION) > 0) {
                    return null;
                }
                while (p < limit && (Character.isLetter(text.charAt(p)) || text.charAt(p) == '\'')) {
                    p++;
                }
            } else if (c == ',' || dev.outputguard.assertion.Lexicon.isBlank(c) || EMPHASIS.indexOf(c) >= 0
                    || dev.outputguard.assertion.Decoration.isOpener(c)) {
                p++;
            } else {
                return null;
            }
        }
        return null;
    }

    /** Whether the name ending at {@code end} goes on only with a plural's {@code s} or {@code es}. */
    private static boolean plural(String lower, int end) {
        int e = lower.startsWith("es", end) ? end + 2 : lower.startsWith("s", end) ? end + 1 : end;
        return e > end && (e == lower.length() || !Character.isLetter(lower.charAt(e)));
    }

    /** How many words may stand between a stating word and the number it states ({@code is actually 43}). */
    private static final int WORDS_BEFORE_A_NUMBER = 4;

    /**
     * Where the number starts that a stating word leads to past words of the same clause ({@code is actually 43},
     * {@code ist eigentlich 43}, {@code is, in fact, 43}), or -1: a negation among them states nothing
     * ({@code is not 43}), and a clause's end, a line's, or more than {@link #WORDS_BEFORE_A_NUMBER} words leave
     * no number stated of the name. The caller asks the number to end its clause ({@code is the sum of 3 pages}
     * counts a part).
     */
    private static int pastWordsBeforeANumber(String text, int p, int limit) {
        int words = 0;
        while (p < limit) {
            char c = text.charAt(p);
            if (Character.isDigit(c)) {
                return words > 0 ? p : -1;
            }
            if (Character.isLetter(c)) {
                if (++words > WORDS_BEFORE_A_NUMBER || dev.outputguard.assertion.Assertion.termEnd(text, p, limit,
                        dev.outputguard.assertion.Category.NEGATION) > 0) {
                    return -1;
                }
                while (p < limit && (Character.isLetter(text.charAt(p)) || text.charAt(p) == '\'')) {
                    p++;
                }
            } else if (c == ',' || dev.outputguard.assertion.Lexicon.isBlank(c) || EMPHASIS.indexOf(c) >= 0
                    || dev.outputguard.assertion.Decoration.isOpener(c) || Numbers.CURRENCY.indexOf(c) >= 0) {
                p++;
            } else {
                return -1;
            }
        }
        return -1;
    }

    /**
     * The number a word that states a value writes right after the name ending at {@code from} ({@code is},
     * {@code =}, {@code :}, {@code 是}: the lexicon's stating words, blanks and emphasis between), a currency sign
     * aside, or null: a word between the name and its stating word makes the number another's ({@code Total items: 3}),
     * and so does a word after a number a preposition leads to ({@code total of 3 items}).
     */
    private static java.math.BigDecimal numberStatedAfter(String text, int from, java.math.BigDecimal kept) {
        int limit = Math.min(text.length(), from + STATED_NUMBER_REACH);
        int q = from;
        while (q < limit && (dev.outputguard.assertion.Lexicon.isBlank(text.charAt(q)) || EMPHASIS.indexOf(text.charAt(q)) >= 0)) {
            q++; // emphasis, not a quotation mark: "total": 43 is another JSON value's member, read as that value
        }
        int stated = q < limit ? dev.outputguard.assertion.Assertion.termEnd(text, q, limit,
                dev.outputguard.assertion.Category.STATING) : -1;
        if (stated < 0) {
            return null;
        }
        int p = stated;
        while (p < limit && (dev.outputguard.assertion.Lexicon.isBlank(text.charAt(p))
                || dev.outputguard.assertion.Decoration.isOpener(text.charAt(p)))) {
            p++;
        }
        p = p < limit && Numbers.CURRENCY.indexOf(text.charAt(p)) >= 0 ? p + 1 : p;
        boolean wordsBetween = false;
        if (p < limit && (Character.isLetter(text.charAt(p)) || text.charAt(p) == ',')) {
            p = pastWordsBeforeANumber(text, p, limit);
            wordsBetween = p >= 0;
        }
        if (p < 0 || p >= limit || !Character.isDigit(text.charAt(p))) {
            return null;
        }
        int e = p;
        while (e < text.length() && (Character.isDigit(text.charAt(e)) || (text.charAt(e) == ',' || text.charAt(e) == '.')
                && e + 1 < text.length() && Character.isDigit(text.charAt(e + 1)))) {
            e++;
        }
        int line = from;
        while (line < text.length() && line < from + SCALE_REACH && text.charAt(line) != '\n' && text.charAt(line) != '\r') {
            line++;
        }
        int sentence = from; // its sentence may name the scale before the member (Het bereik van de score is 0–10.)
        while (sentence > 0 && sentence > from - SCALE_REACH && ".!?。！？\n\r".indexOf(text.charAt(sentence - 1)) < 0) {
            sentence--;
        }
        dev.outputguard.assertion.Assertion.Scale scale = text.charAt(p - 1) == ',' ? null
                : dev.outputguard.assertion.Assertion.scaleAt(text, sentence, p, e, line);
        if (scale != null && !dev.outputguard.assertion.Assertion.approximated(text, sentence, line, scale)) {
            // The scale the value is read on (is out of 10, is on a scale of 0–10): no other value, where the kept one
            // lies on it; one it does not lie on is stated against it (is out of 5 beside 7).
            return scale.fits(kept) ? null : kept.compareTo(scale.high()) > 0 ? scale.high() : scale.low();
        }
        if (wordsBetween || dev.outputguard.assertion.Assertion.statesOnlyInALongerTerm(text.substring(q, stated))) {
            // 'total of 43.' states it; 'total of 3 items is 42' counts a part: the number must end its clause.
            int after = e;
            while (after < limit && (dev.outputguard.assertion.Lexicon.isBlank(text.charAt(after))
                    || EMPHASIS.indexOf(text.charAt(after)) >= 0 || Numbers.CURRENCY.indexOf(text.charAt(after)) >= 0)) {
                after++;
            }
            if (after < text.length() && Character.isLetterOrDigit(text.charAt(after))) {
                return null;
            }
        }
        String digits = text.substring(p, e);
        if (digits.contains(",")) {
            if (!digits.matches("\\d{1,3}(,\\d{3})+(\\.\\d+)?")) {
                return null; // a comma that may be a decimal one: which number it is cannot be told
            }
            digits = digits.replace(",", "");
        }
        try {
            return new java.math.BigDecimal(digits);
        } catch (NumberFormatException x) {
            return null;
        }
    }

    /**
     * Where {@code text} ({@code lower}, the same in lower case where its length is the same, or null) last writes
     * {@code named} as a word right after a word that states it, or -1; past
     * {@link dev.outputguard.assertion.Assertion#NOTE_PLACES} places it is read no further and counts as stated there
     * (fails closed).
     */
    private static int lastStated(String text, String lower, String named) {
        int n = named.length();
        if (n < 2 || n > STATED_VALUE_CHARS) {
            return -1;
        }
        String sought = named.toLowerCase(java.util.Locale.ROOT);
        int places = 0;
        int last = -1;
        for (int at = 0; at + n <= text.length(); at++) {
            if (lower != null && sought.length() == n) {
                at = lower.indexOf(sought, at);
                if (at < 0) {
                    return last;
                }
            }
            int end = at + n;
            if (!text.regionMatches(true, at, named, 0, n) || at > 0 && joined(text.charAt(at - 1), text.charAt(at))
                    || end < text.length() && joined(text.charAt(end - 1), text.charAt(end))) {
                continue;
            }
            if (++places > dev.outputguard.assertion.Assertion.NOTE_PLACES) {
                return at; // read no further: taken as stated here
            }
            if (dev.outputguard.assertion.Assertion.statedRightBefore(text, 0, at, false)
                    || closesItsClause(text, end) && statedPastWords(text, at)
                    || opensTheNote(text, at) && (closesItsClause(text, end) || explainedAfter(text, end))
                    || opensAClause(text, at) && (closesItsClause(text, end) || affirmedAfter(text, end))) {
                last = at;
            }
        }
        return last;
    }

    /** The most words read between a stating word and the value it states ({@link #statedPastWords}). */
    private static final int WORDS_BETWEEN = 2;
    /** What between a stating word and a value keeps the value from being stated: a negation or a word of nothing. */
    private static final long UNSTATING = dev.outputguard.assertion.Category.NEGATION.bit()
            | dev.outputguard.assertion.Category.NOTHING.bit();

    /**
     * Whether a word that states a value stands at most {@link #WORDS_BETWEEN} words of a script written with blanks
     * before {@code at}, none of them a negation ({@code is clearly rejected}, {@code is definitely rejected}, {@code ist
     * eindeutig abgelehnt}): a word nobody listed between them (an adverb, an intensifier) does not keep the other value
     * from being stated, and only a negation ({@code is not rejected}, {@code is clearly not rejected}) does. Read where
     * the value closes its clause ({@link #closesItsClause}): before a noun it names something else ({@code are some
     * rejected items}).
     */
    private static boolean statedPastWords(String text, int at) {
        int p = at;
        for (int w = 0; w < WORDS_BETWEEN; w++) {
            while (p > 0 && dev.outputguard.assertion.Lexicon.isBlank(text.charAt(p - 1))) {
                p--;
            }
            int e = p;
            while (p > 0 && (Character.isLetter(text.charAt(p - 1)) || text.charAt(p - 1) == '\'') && text.charAt(p - 1) < 0x2E80) {
                p--;
            }
            if (p == e || e - p > 24 || p > 0 && !dev.outputguard.assertion.Lexicon.isBlank(text.charAt(p - 1))) {
                return false; // no word of its own there (a mark, a CJK run, a word glued to another)
            }
            if ((dev.outputguard.assertion.Lexicon.get().categoriesOfWord(text.substring(p, e)) & UNSTATING) != 0) {
                return false;
            }
            if (dev.outputguard.assertion.Assertion.statedRightBefore(text, 0, p, false)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the value at {@code at} opens the note, nothing but blanks, marks and emphasis before it: a note that
     * opens with a value as its subject or predicate states it ({@code "Rejected due to missing ID."},
     * {@code "Rejected."}, {@code "Rejected: the ID is missing"}).
     */
    private static boolean opensTheNote(String text, int at) {
        for (int p = 0; p < at; p++) {
            if (Character.isLetterOrDigit(text.charAt(p))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the value at {@code at} opens a clause of the note after its first word, only blanks, marks and emphasis
     * between it and the end of the sentence or clause before ({@code Open. Closed.}, {@code Open. Well, closed.}):
     * alone in its clause there, it states it.
     */
    private static boolean opensAClause(String text, int at) {
        int p = at;
        while (p > 0 && !Character.isLetterOrDigit(text.charAt(p - 1)) && CLAUSE_ENDS.indexOf(text.charAt(p - 1)) < 0) {
            p--;
        }
        return p > 0 && CLAUSE_ENDS.indexOf(text.charAt(p - 1)) >= 0;
    }

    /**
     * Whether {@code a} and {@code b}, side by side, are of one word: both letters or digits of one kind of script, a
     * Latin value glued to Japanese, Chinese or Korean ({@code 是shipping。}) standing apart from them.
     */
    private static boolean joined(char a, char b) {
        return Character.isLetterOrDigit(a) && Character.isLetterOrDigit(b) && (a >= 0x2E80) == (b >= 0x2E80);
    }

    /**
     * Whether a word that affirms a value right after it closes its clause, as Japanese and Korean state one after it
     * ({@code shippingです。}, {@code shipping입니다.}).
     */
    private static boolean affirmedAfter(String text, int end) {
        int q = end;
        while (q < text.length() && dev.outputguard.assertion.Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        int r = q < text.length() ? dev.outputguard.assertion.Assertion.termEnd(text, q, text.length(),
                dev.outputguard.assertion.Category.AFFIRMING) : -1;
        return r > q && closesItsClause(text, r);
    }

    /** What ends a sentence or a clause before a value that opens the next ({@link #opensAClause}). */
    private static final String CLAUSE_ENDS = ".!?。！？\n,;，；、—–";

    /** Whether a word that opens a remark ({@code due to}, {@code because}, {@code weil}, {@code car}) follows {@code end}. */
    private static boolean explainedAfter(String text, int end) {
        int q = end;
        while (q < text.length() && dev.outputguard.assertion.Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        return q > end && q < text.length() && dev.outputguard.assertion.Assertion.termEnd(text, q, text.length(),
                dev.outputguard.assertion.Category.REMARK_OPENER) > 0;
    }

    /** Whether no word follows {@code end} in its clause: the text ends or a mark comes next. */
    private static boolean closesItsClause(String text, int end) {
        int q = end;
        while (q < text.length() && dev.outputguard.assertion.Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        return q == text.length() || !Character.isLetterOrDigit(text.charAt(q));
    }

    /** How deep {@link #otherEnumValue} reads lists and objects beside the data. */
    private static final int READING_DEPTH = 2;

    /** The first string in {@code value} (at most {@link #READING_DEPTH} levels down) that is a value of {@code values} other than {@code kept}. */
    private static String otherEnumValue(JsonNode value, List<JsonNode> values, String kept, int depth) {
        if (value.isTextual()) {
            String t = dev.outputguard.assertion.Decoration.strip(value.textValue());
            if (t == null || t.equalsIgnoreCase(kept)) {
                return null;
            }
            for (JsonNode v : values) {
                if (v.isTextual() && v.textValue().equalsIgnoreCase(t)) {
                    return v.textValue();
                }
            }
            return null;
        }
        if (!value.isContainerNode() || depth >= READING_DEPTH) {
            return null;
        }
        for (JsonNode item : value) {
            String other = otherEnumValue(item, values, kept, depth + 1);
            if (other != null) {
                return other;
            }
        }
        return null;
    }

    /**
     * The words after the label that opens a reply of one line ({@code Answer: probably Ada}, {@code 名前：たぶん田中}):
     * a colon after at most three words of letters. Null where there is none; such a reply is then read whole only.
     */
    static String afterALabel(String text) {
        int limit = Math.min(text.length(), 40);
        int words = 0;
        boolean in = false;
        for (int i = 0; i < limit; i++) {
            char c = text.charAt(i);
            if (c == ':' || c == '：') {
                String rest = text.substring(i + 1).strip();
                return words > 0 && !rest.isEmpty() && rest.indexOf('\n') < 0 ? rest : null;
            }
            if (Character.isLetter(c)) {
                words += in ? 0 : 1;
                in = true;
            } else if (c == ' ' || c == '\t') {
                in = false;
            } else {
                return null; // a digit, a mark, a line's end: no label's words
            }
            if (words > 3) {
                return null;
            }
        }
        return null;
    }

    /** How many references in a row {@link #freeString} follows: a reference that leads back to itself ends there. */
    private static final int MAX_REF_HOPS = 8;

    /**
     * Whether the subschema at {@code sp} takes strings and lists no values for them: a string of free text; or, a
     * union ({@code anyOf} / {@code oneOf}: {@code Optional[str]}, a string or null), one of its branches is one.
     */
    private boolean freeString(String sp) {
        return freeString(sp, 0);
    }

    private boolean freeString(String sp, int depth) {
        Keywords k = view.at(sp);
        for (int hops = 0; k.refOnly() && hops < MAX_REF_HOPS; hops++) {
            k = view.at(k.ref());
        }
        if (k.opaque() || k.constant() != null) {
            return false;
        }
        if ((k.enumValues() == null || k.enumValues().isEmpty()) && k.types() != null && k.types().contains(JsonType.STRING)) {
            return true;
        }
        if (k.types() == null && k.enumValues() == null && depth < MAX_REF_HOPS) {
            for (List<String> union : List.of(k.anyOf(), k.oneOf())) {
                for (String branch : union) {
                    if (freeString(branch, depth + 1)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Whether a decimal with no fraction lies anywhere in {@code value}; each node read spends {@link #NODE}.
     */
    boolean hasWholeDecimal(JsonNode value) {
        if (!value.isContainerNode()) {
            return isWholeDecimal(value);
        }
        java.util.ArrayDeque<JsonNode> todo = new java.util.ArrayDeque<>();
        todo.push(value);
        while (!todo.isEmpty()) {
            JsonNode container = todo.pop();
            work.spend(container.size() * NODE);
            for (JsonNode child : container) {
                if (child.isContainerNode()) {
                    todo.push(child);
                } else if (isWholeDecimal(child)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isWholeDecimal(JsonNode value) {
        if (!value.isBigDecimal()) {
            return false;
        }
        BigDecimal d = value.decimalValue();
        return d.signum() == 0 || d.stripTrailingZeros().scale() <= 0;
    }

    /**
     * A new array holding the same elements, for the walk to set the changed ones in: the elements it keeps are
     * shared, never changed, so a change deep in a value copies each container on its way down once, not the
     * value below it at every level.
     */
    private ArrayNode copy(ArrayNode array) {
        work.spend(array.size() * NODE);
        ArrayNode out = NODES.arrayNode(array.size());
        out.addAll(array);
        return out;
    }

    private ObjectNode copy(ObjectNode object) {
        work.spend(object.size() * NODE);
        ObjectNode out = NODES.objectNode();
        out.setAll(object);
        return out;
    }

    private List<String> failing(JsonNode value, String sp) {
        try {
            return schema.failingPaths(sp, value, work);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private boolean conforms(JsonNode value, String sp) {
        List<String> f = failing(value, sp);
        return f != null && f.isEmpty();
    }
}
