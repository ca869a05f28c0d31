package dev.outputguard.align;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Decoration;
import dev.outputguard.assertion.Templates;
import dev.outputguard.extract.Accept;
import dev.outputguard.extract.Candidates;
import dev.outputguard.extract.DuplicateKey;
import dev.outputguard.extract.ErrorCode;
import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.Repair;
import dev.outputguard.extract.RepairKind;
import dev.outputguard.extract.Source;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.text.Echo;
import dev.outputguard.text.Fence;
import dev.outputguard.text.FencedText;
import dev.outputguard.text.TextLocation;

/**
 * Schema-aligned extraction's choice among a reply's candidates (docs/extract-json.md, "Choosing among candidates
 * by fit"). The schema's root decides what is looked for: objects; arrays (and objects, which may wrap one); or,
 * for a scalar root, the value itself, from the JSON a fenced block or the reply is, else read from its words
 * ({@link CoercionKind#TEXT_AS_VALUE}). An object of exactly one property, when no object fits, also takes a value
 * standing alone as that property's ({@link CoercionKind#SCALAR_TO_OBJECT}). The candidates are tried in
 * extraction's order, fenced blocks first: the first that conforms as written wins, else the first that conforms
 * once aligned; those passed over on the way are named in warnings. A later value that conforms as written
 * overturns an earlier one that conforms once aligned only when the two are the same value: else the reply is
 * ambiguous, and neither is answered. Nothing that conforms: the first candidate's refusal, as without the choice.
 *
 * <p>Thread-safe; one call spends the request's {@link WorkBudget} on every check and alignment it makes, and
 * stops looking when it is spent.
 */
public final class BestFit {

    /** How a refusal's reason names the value's root; a reading of words is one value, named already. */
    private static final String AT_ROOT = "at \"\": ";
    /** Candidates passed over that one answer names; the rest are counted. */
    static final int NAMED = 3;
    /** Values compared as a schema compares them: numbers by value ({@code 1.50} is {@code 1.5}), the rest exactly. */
    private static final Comparator<JsonNode> AS_THE_SCHEMA_SEES = (a, b) -> a.isNumber() && b.isNumber()
            ? a.decimalValue().compareTo(b.decimalValue()) : a.equals(b) ? 0 : 1;

    private final JsonExtractor extractor;
    private final SchemaAligner aligner;

    public BestFit(JsonExtractor extractor, SchemaAligner aligner) {
        this.extractor = Objects.requireNonNull(extractor, "extractor");
        this.aligner = Objects.requireNonNull(aligner, "aligner");
    }

    /** What the choice gave: a value that conforms, two that conform and differ, one the reply takes back, or none. */
    public sealed interface Choice {
    }

    /**
     * The value chosen: {@code found} where the reply holds it (its source, span, repairs, enclosure), {@code json}
     * as it conforms, the coercions that aligned it (none when it conformed as written), and the candidates passed
     * over before it.
     */
    public record Chosen(Extraction.Found found, JsonNode json, List<Coercion> coercions, int coercionsOmitted,
            List<String> passedOver) implements Choice {
        public Chosen {
            coercions = List.copyOf(coercions);
            passedOver = List.copyOf(passedOver);
        }
    }

    /**
     * Two values fit and differ, so neither is the answer: {@code first}, the reply's first value that fits, which
     * conforms once aligned (as {@code firstValue}), and {@code later}, a value weighed after it that conforms as
     * written (as {@code laterValue}; after it in extraction's order, which weighs fenced blocks first, so it may
     * stand before it in the text). {@code why} names both, where they are and as what they conform;
     * {@code passedOver}: the other candidates weighed before {@code later}.
     */
    public record Ambiguous(Extraction.Found first, JsonNode firstValue, Extraction.Found later, JsonNode laterValue,
            String why, List<String> passedOver) implements Choice {
        public Ambiguous {
            Objects.requireNonNull(first, "first");
            Objects.requireNonNull(later, "later");
            passedOver = List.copyOf(passedOver);
        }

        /** The located {@code AMBIGUOUS} error of {@code reply}, at {@code later}: what every function answers for it. */
        public ExtractError error(String reply) {
            TextLocation where = TextLocation.of(reply, later.start());
            return new ExtractError(ErrorCode.AMBIGUOUS, "Two values in the reply fit the schema and differ: " + why
                    + ". Which one the model meant cannot be told, so neither is returned; ask the model again for one"
                    + " value", later.start(), where.line(), where.column(), TextLocation.context(reply, later.start()));
        }
    }

    /**
     * The value that fits is taken back by the words after it ({@code {"v": "pass"}} then {@code Just kidding.},
     * {@code {…}?}), so it is not the answer: {@code found}, the value, and {@code at}, where the words that take it
     * back begin; {@code why} names both.
     */
    public record TakenBack(Extraction.Found found, int at, String why, List<String> passedOver) implements Choice {
        public TakenBack {
            Objects.requireNonNull(found, "found");
            passedOver = List.copyOf(passedOver);
        }

        /** The located {@code AMBIGUOUS} error of {@code reply}, at the words that take the value back. */
        public ExtractError error(String reply) {
            TextLocation where = TextLocation.of(reply, at);
            return new ExtractError(ErrorCode.AMBIGUOUS, "The reply takes back the value that fits the schema: " + why
                    + ". A value the reply does not assert plainly is not returned; ask the model again for one value",
                    at, where.line(), where.column(), TextLocation.context(reply, at));
        }
    }

    /**
     * Nothing conforms: {@code closest} is the extraction's answer (the first candidate) with {@code refused}, its
     * refusal, or the extraction's failure when the reply holds no candidate ({@code refused} null); and why the
     * others were passed over.
     */
    public record NoFit(Extraction closest, Alignment.Refused refused, List<String> passedOver) implements Choice {
        public NoFit {
            Objects.requireNonNull(closest, "closest");
            passedOver = List.copyOf(passedOver);
        }
    }

    /** The root a schema describes: what extraction looks for. */
    enum Root {
        OBJECTS, ARRAYS, CONTAINERS, SCALAR
    }

    /**
     * What to look for when the caller sent no {@code accept}: objects, unless the schema's root is an array, a
     * scalar or either container (then any JSON value, for an object may wrap what is wanted).
     */
    public static Accept lookFor(CompiledSchema schema) {
        return rootOf(schema) == Root.OBJECTS ? Accept.OBJECT : Accept.ANY;
    }

    /** Whether an object can answer the schema: its root names no type, or a type list that includes "object". */
    public static boolean allowsObjects(CompiledSchema schema) {
        Root root = rootOf(schema);
        return root == Root.OBJECTS || root == Root.CONTAINERS;
    }

    private static Root rootOf(CompiledSchema schema) {
        return root(rootKeywords(SchemaView.of(schema)));
    }

    /** The root's keywords, through references that replace it. */
    private static Keywords rootKeywords(SchemaView view) {
        return resolved(view.at(""), view);
    }

    /** A subschema's keywords, through references that replace it. */
    private static Keywords resolved(Keywords start, SchemaView view) {
        Keywords k = start;
        for (int hops = 0; hops < 8 && !k.opaque() && k.types() == null && k.ref() != null; hops++) {
            k = view.at(k.ref());
        }
        return k;
    }

    static Root root(Keywords k) {
        Set<JsonType> types = k.types();
        if (k.opaque() || types == null) {
            return Root.OBJECTS;
        }
        boolean objects = types.contains(JsonType.OBJECT);
        boolean arrays = types.contains(JsonType.ARRAY);
        if (objects) {
            return arrays ? Root.CONTAINERS : Root.OBJECTS;
        }
        if (arrays) {
            return Root.ARRAYS;
        }
        for (JsonType t : types) {
            if (t != JsonType.NULL) {
                return Root.SCALAR;
            }
        }
        return Root.OBJECTS;
    }

    /**
     * The reply's value that fits {@code schema} best, found as {@code accept} says, in {@code mode}; unless the words
     * after a JSON value chosen take it back ({@link TakenBack}).
     */
    public Choice choose(FencedText reply, Mode mode, Accept accept, CompiledSchema schema, WorkBudget work) {
        Choice choice = among(reply, mode, accept, schema, work);
        if (choice instanceof Chosen c && !c.coercions().isEmpty()
                && c.coercions().get(0).kind() == CoercionKind.TEXT_AS_VALUE) {
            return choice; // words read as the value: their reading read what follows them already
        }
        if (choice instanceof NoFit n && n.closest() instanceof Extraction.Found f && n.refused() != null
                && n.refused().check().conforms()) {
            // It conforms, and the aligner refused it: a member beside its data takes that data back.
            return new TakenBack(f, f.start(), describe(reply.text(), f, false) + " is not its plain answer: "
                    + String.join("; ", n.refused().reasons()), n.passedOver());
        }
        if (choice instanceof Chosen c) {
            String text = reply.text();
            if (!c.found().duplicateKeys().isEmpty()) {
                // A key written twice in one object gives its property two values: the value keeps the last, but
                // which of them the reply means nobody can tell (a correction, a slip, a second candidate).
                DuplicateKey d = c.found().duplicateKeys().get(0);
                return new TakenBack(c.found(), d.position(), describe(text, c.found(), false) + " writes the key "
                        + Echo.quote(d.key(), EchoLengths.TOKEN) + " twice in one object (again at line "
                        + TextLocation.of(text, d.position()).line() + ", column " + TextLocation.of(text, d.position()).column()
                        + "): which of its values the reply means cannot be told", c.passedOver());
            }
            for (Repair r : c.found().repairs()) {
                if (r.kind() == RepairKind.COMMENT && r.position() >= 0 && r.position() < text.length()) {
                    Assertion.Stance said = Assertion.inComment(text, r.position(), c.found().start());
                    if (!said.plain()) {
                        int cut = r.position();
                        while (cut < text.length() && cut - r.position() < EchoLengths.TOKEN && text.charAt(cut) != '\n') {
                            cut++;
                        }
                        String comment = text.substring(r.position(), cut);
                        return new TakenBack(c.found(), said.at(), describe(text, c.found(), false) + " holds a comment "
                                + Echo.quote(comment, EchoLengths.TOKEN) + " that takes it back", c.passedOver());
                    }
                }
            }
            // The label introducing it and the heading over it keep it only naming the answer, or what the schema names.
            Lead lead = takenBackBefore(text, opening(reply, c.found()), c.found().start(),
                    Assertion.schemaNames(schema.json()));
            if (lead != null) {
                return new TakenBack(c.found(), lead.at(), describe(text, c.found(), false) + " " + lead.why(),
                        c.passedOver());
            }
            // A remark naming a field the data holds is read against it (The invoice has no total line.).
            Assertion.Fields fields = Assertion.fieldsOf(c.json(), c.found().json(), schema.json());
            Assertion.Stance lacks = Assertion.lacksBefore(text, c.found().start(), fields);
            if (!lacks.plain()) {
                int at = Math.min(lacks.at(), c.found().start());
                String words = Echo.quote(text.substring(at, Math.min(c.found().start(), at + EchoLengths.TOKEN)),
                        EchoLengths.TOKEN);
                return new TakenBack(c.found(), at, describe(text, c.found(), false) + " follows " + words
                        + ", which says the source has none of a field it holds", c.passedOver());
            }
            Assertion.Stance s = Assertion.afterAValue(text, c.found().start(), c.found().end(), text.length(), fields);
            if (!s.plain()) {
                int at = Math.max(c.found().end(), s.at());
                String words = Echo.quote(text.substring(at, Math.min(text.length(), at + EchoLengths.TOKEN)),
                        EchoLengths.TOKEN);
                return new TakenBack(c.found(), at, describe(text, c.found(), false) + " is followed by " + words
                        + why(s), c.passedOver());
            }
            if (holdsAList(c.json(), 0)) {
                // A list the words around it say goes on beyond its items is part of one the reply did not write.
                Assertion.Stance more = Assertion.listGoesOn(text, opening(reply, c.found()), c.found().start(),
                        c.found().end(), text.length());
                if (!more.plain()) {
                    int at = more.at();
                    String words = Echo.quote(text.substring(at, Math.min(text.length(), at + EchoLengths.TOKEN)),
                            EchoLengths.TOKEN);
                    return new TakenBack(c.found(), at, describe(text, c.found(), false) + " holds a list that the words "
                            + words + " say goes on beyond the items written", c.passedOver());
                }
            }
            String stated = statedAround(text, c, schema);
            if (stated != null) {
                return new TakenBack(c.found(), c.found().end(), describe(text, c.found(), false) + " is not its plain"
                        + " answer: the words around it " + stated + ": which of the two the reply means cannot be told",
                        c.passedOver());
            }
            Assertion.Stance unit = Assertion.unitAfter(text, c.found().end(), text.length());
            if (!unit.plain()) {
                String named = text.substring(unit.at(), unit.end());
                String property = numberNotNaming(c.found().json(), schema.json(), null, named, 0);
                if (property != null) {
                    return new TakenBack(c.found(), unit.at(), describe(text, c.found(), false) + " is followed by the unit "
                            + Echo.quote(named, EchoLengths.TOKEN) + ", which neither the name nor the description of its"
                            + " number " + Echo.quote(property, EchoLengths.TOKEN) + " names: the number may be in another"
                            + " unit than the one read", c.passedOver());
                }
            }
        }
        return choice;
    }

    /** Whether {@code json} is a list of items, or an object holding one at most two levels down (its first 64 members). */
    private static boolean holdsAList(JsonNode json, int depth) {
        if (json.isArray()) {
            return !json.isEmpty();
        }
        if (!json.isObject() || depth >= 2) {
            return false;
        }
        int read = 0;
        for (JsonNode member : json) {
            if (read++ >= 64) {
                break;
            }
            if (member.isArray() ? !member.isEmpty() : member.isObject() && holdsAList(member, depth + 1)) {
                return true;
            }
        }
        return false;
    }

    /** How many of an answer's enum values, each with its enum, {@link #statedAround} reads the words around it for. */
    private static final int STATED_LEAVES = 64;

    /**
     * What the words around the answer {@code c} state against it, or null: the prose before its value and after it
     * (each at most {@link Assertion#AFTER_A_VALUE_WINDOW} characters, after it up to a later JSON value, which is that
     * value's), read for each value of an {@code enum} the answer keeps below its root (at most {@link #UNIT_DEPTH}
     * levels down, the first {@link #STATED_LEAVES}) as a note beside the data is ({@link Walk#statedInANote}): another
     * value of that enum stated plainly ({@code Item b is broken.} beside {@code "status": "ok"}), and not the kept one
     * as well; another number stated of a member's name ({@link Walk#statedNumberInANote}) and the other yes or no
     * stated of a boolean's ({@link Walk#statedBooleanInANote}) likewise. A value at the root is read as the root's own candidates are, and is passed over here.
     */
    private static String statedAround(String text, Chosen c, CompiledSchema schema) {
        if (!c.json().isContainerNode()) {
            return null;
        }
        int end = c.found().end();
        int after = Assertion.nextValue(text, end, Math.min(text.length(), end + Assertion.AFTER_A_VALUE_WINDOW));
        int start = c.found().start();
        int before = Math.max(0, start - Assertion.AFTER_A_VALUE_WINDOW);
        String words = (before < start ? text.substring(before, start) : "") + "\n\n" + text.substring(end, after);
        if (!hasLetter(words)) {
            return null;
        }
        SchemaView view = SchemaView.of(schema);
        JsonNode note = TextNode.valueOf(words);
        return statedIn(note, c.json(), rootKeywords(view), view, null, 0, new int[] { STATED_LEAVES },
                new java.util.HashSet<>());
    }

    private static boolean hasLetter(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isLetter(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** {@link #statedAround} for {@code data} under {@code k}, named {@code key}; {@code left} counts the leaves left. */
    private static String statedIn(JsonNode note, JsonNode data, Keywords start, SchemaView view, String key, int depth,
            int[] left, java.util.Set<String> read) {
        Keywords k = resolved(start, view);
        if (k.opaque() || left[0] <= 0) {
            return null;
        }
        if (data.isNumber()) {
            if (key == null || !read.add(k.pointer() + '\u0000' + data.asText())) {
                return null;
            }
            left[0]--;
            String other = Walk.statedNumberInANote(note, key, data);
            return other == null ? null : "state " + Echo.quote(other, EchoLengths.TOKEN) + ", another value of "
                    + Echo.quote(key, EchoLengths.TOKEN);
        }
        if (data.isBoolean()) {
            if (key == null || !read.add(k.pointer() + '\u0000' + data.asText())) {
                return null;
            }
            left[0]--;
            String other = Walk.statedBooleanInANote(note, key, data.booleanValue());
            return other == null ? null : "state " + Echo.quote(other, EchoLengths.TOKEN) + " of "
                    + Echo.quote(key, EchoLengths.TOKEN) + ", another value than the data's";
        }
        if (data.isTextual()) {
            if (key == null || k.enumValues() == null || k.enumValues().size() < 2
                    || !read.add(k.pointer() + '\u0000' + data.textValue())) {
                return null;
            }
            left[0]--;
            String other = Walk.statedInANote(note, k.enumValues(), data.textValue());
            return other == null ? null : "state " + Echo.quote(other, EchoLengths.TOKEN) + ", another value of "
                    + Echo.quote(key, EchoLengths.TOKEN);
        }
        if (depth >= UNIT_DEPTH) {
            return null;
        }
        if (data.isArray()) {
            for (int i = 0; i < data.size(); i++) {
                String sub = k.itemAt(i);
                String found = sub == null ? null
                        : statedIn(note, data.get(i), view.at(sub), view, key, depth + 1, left, read);
                if (found != null) {
                    return found;
                }
            }
        } else if (data.isObject()) {
            for (java.util.Map.Entry<String, JsonNode> m : data.properties()) {
                String sub = k.properties().get(m.getKey());
                String found = sub == null ? null
                        : statedIn(note, m.getValue(), view.at(sub), view, m.getKey(), depth + 1, left, read);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** How deep {@link #numberNotNaming} reads an answer's objects and lists. */
    private static final int UNIT_DEPTH = 8;

    /**
     * The name of the first number in {@code data} (at most {@link #UNIT_DEPTH} levels down) whose property, {@code key}
     * for {@code data} itself, names {@code unit} neither in its own name nor in its subschema's {@code description} or
     * {@code title} ({@code schema}, read along {@code properties} and {@code items}), or null. A number that is the
     * answer's root has no name to read and is passed over.
     */
    private static String numberNotNaming(JsonNode data, JsonNode schema, String key, String unit, int depth) {
        if (data.isNumber()) {
            return key != null && !namesUnit(key, schema, unit) ? key : null;
        }
        if (depth >= UNIT_DEPTH) {
            return null;
        }
        if (data.isArray()) {
            for (JsonNode item : data) {
                String found = numberNotNaming(item, schema.path("items"), key, unit, depth + 1);
                if (found != null) {
                    return found;
                }
            }
        } else if (data.isObject()) {
            for (java.util.Map.Entry<String, JsonNode> m : data.properties()) {
                String found = numberNotNaming(m.getValue(), schema.path("properties").path(m.getKey()), m.getKey(), unit,
                        depth + 1);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /**
     * Whether a property's name {@code key} or its subschema's {@code description} or {@code title} names {@code unit}:
     * a word of them is the unit, in the singular or the plural ({@code age_months}, {@code "description": "weight in
     * kg"}); a unit of Han, kana or Hangul stands anywhere in them ({@code 期間（ヶ月）}).
     */
    private static boolean namesUnit(String key, JsonNode schema, String unit) {
        StringBuilder said = new StringBuilder(dev.outputguard.text.Spelling.words(key));
        for (String field : List.of("description", "title")) {
            if (schema.path(field).isTextual()) {
                said.append(' ').append(dev.outputguard.text.Nfkc.of(schema.path(field).textValue()).text());
            }
        }
        String text = said.toString().toLowerCase(java.util.Locale.ROOT);
        String u = dev.outputguard.text.Nfkc.of(unit).text().toLowerCase(java.util.Locale.ROOT);
        if (u.isEmpty()) {
            return true;
        }
        if (u.charAt(0) >= 0x2E80 || u.indexOf(' ') >= 0) {
            return text.contains(u); // 期間（ヶ月）, "price in us dollars"
        }
        for (String w : text.split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty() && (w.equals(u) || w.equals(u + "s") || w.equals(u + "es") || u.equals(w + "s")
                    || u.equals(w + "es"))) {
                return true;
            }
        }
        return false;
    }

    private Choice among(FencedText reply, Mode mode, Accept accept, CompiledSchema schema, WorkBudget work) {
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(work, "work");
        Extraction first = extractor.extract(reply, mode, accept);
        boolean containers = first instanceof Extraction.Found;
        Search search = new Search(reply.text(), schema, work);
        if (first instanceof Extraction.Found found) {
            String label = template(reply, found);
            if (label == null) {
                Alignment a = aligner.align(found.json(), schema, work);
                if (asWritten(a)) {
                    // The reply's first value conforms: what extraction answers, untouched by the choice, unless a
                    // later one conforms as written too and says something else.
                    Ambiguous twice = laterAsWritten(reply, mode, accept, schema, work, found);
                    return twice != null ? twice : chosen(found, a, List.of(), List.of());
                }
                if (!search.weigh(found, a)) {
                    // Passed over (a list in prose): when nothing else is the answer, the reply holds none.
                    first = extractor.noJson(reply.text(), found.start());
                }
            } else {
                // A template or an example is no answer: when nothing else is, the reply holds none.
                search.passOver(found, templateWhy(label));
                first = extractor.noJson(reply.text(), found.start());
            }
            Candidates others = extractor.candidates(reply, mode, accept);
            for (Extraction.Found c = others.next(); c != null && !search.done(); c = others.next()) {
                if (c.start() == found.start()) {
                    continue;
                }
                String cLabel = c.enclosedBy() != null ? null : template(reply, c);
                if (c.enclosedBy() != null) {
                    search.passOver(c, "it is an element of the container around it, and one element of a list is"
                            + " not chosen by fit");
                } else if (cLabel != null) {
                    search.passOver(c, templateWhy(cLabel));
                } else {
                    search.weigh(c, null);
                }
            }
        }
        SchemaView view = SchemaView.of(schema);
        Keywords root = rootKeywords(view);
        if (!search.done() && root(root) == Root.SCALAR) {
            scalars(reply, root, true, search, containers);
        } else if (!search.done() && !search.fits()) {
            Keywords property = onlyProperty(view, root);
            if (property != null) {
                search.wrapping = root.properties().keySet().iterator().next();
                scalars(reply, root, !freeString(property), search, containers);
            }
        }
        return search.choice(first);
    }

    /**
     * A later value of the reply that conforms as written too and is another value ({@code Draft: {"v": "pass"}} then
     * {@code Final: {"v": "fail"}}), which makes the reply ambiguous, or null. Only values standing on their own are
     * weighed (no template or example, no element of a list but a sibling of the first in its list: a list of two
     * different objects for an object root is two answers), each checked as written, and only those found as the
     * first was: a fenced answer is not put in doubt by a value the prose around it shows ({@code A passing review
     * would read {…}}), for extraction weighs fenced blocks first. A reply that writes its answer twice alike is no
     * ambiguity.
     */
    private Ambiguous laterAsWritten(FencedText reply, Mode mode, Accept accept, CompiledSchema schema, WorkBudget work,
            Extraction.Found found) {
        String text = reply.text();
        Candidates others = extractor.candidates(reply, mode, accept);
        for (Extraction.Found c = others.next(); c != null && !work.exhausted(); c = others.next()) {
            // An element of a list is weighed only beside its siblings: [{"name": "Ann"}, {"name": "Bob"}] answers
            // neither for an object root.
            boolean sibling = c.enclosedBy() != null && c.enclosedBy().equals(found.enclosedBy());
            if (c.start() == found.start() || c.enclosedBy() != null && !sibling || c.source() != found.source()
                    || found.json().equals(AS_THE_SCHEMA_SEES, c.json()) || template(reply, c) != null) {
                continue;
            }
            if (schema.check(c.json(), work).conforms()) {
                return new Ambiguous(found, found.json(), c, c.json(), describe(text, found, false)
                        + ", the first value that fits, conforms as written, as " + Excerpt.of(found.json()) + ", and "
                        + describe(text, c, false) + " conforms as written too, as " + Excerpt.of(c.json()), List.of());
            }
        }
        return null;
    }

    /** Where {@code c} opens as the reader sees it: its fence's opening line when it is all the fence holds first. */
    private static int opening(FencedText reply, Extraction.Found c) {
        return opening(reply, c.source(), c.start());
    }

    private static int opening(FencedText reply, Source source, int start) {
        if (source == Source.CODE_BLOCK) {
            Fence fence = reply.fenceAt(start);
            if (fence != null && blank(reply.text(), fence.contentStart(), start)) {
                return fence.start();
            }
        }
        return start;
    }

    /**
     * What the words before a value still being written say of it, where they do not keep it: {@code template}, the
     * label that makes it a template or an example (the finished reply passes it over), else null; {@code at} and
     * {@code why}, where the words begin and what they are. Those words are all written before the
     * value opens, so a stream shows nothing of such a value: it would show what the finished reply refuses.
     */
    public record Lead(String template, int at, String why) {
    }

    /**
     * {@link Lead} of the value opening at {@code start} of {@code reply} ({@code source}, where the extraction found
     * it) for {@code schema}, as {@link #choose} reads a finished value's lead ({@link #template}, then the words before it); null where
     * they keep it.
     */
    public static Lead leadOfAValueBeingWritten(FencedText reply, Source source, int start, CompiledSchema schema) {
        String text = reply.text();
        int opening = opening(reply, source, start);
        String label = Templates.labelBefore(text, opening);
        return label != null ? new Lead(label, opening, templateWhy(label))
                : takenBackBefore(text, opening, start, Assertion.schemaNames(schema.json()));
    }

    /**
     * The words before the value at {@code start} ({@code opening}, as the reader sees it open) that take it back, or
     * null; {@code names}, the schema's own names, which a short label or a heading may name it by.
     */
    private static Lead takenBackBefore(String text, int opening, int start, java.util.Set<String> names) {
        Assertion.Stance lead = Assertion.beforeAJsonValue(text, opening, names);
        if (lead.plain()) {
            return null;
        }
        int at = Math.min(lead.at(), start);
        return new Lead(null, at, "is introduced by " + Echo.quote(text.substring(at, Math.min(start, at + EchoLengths.TOKEN)),
                EchoLengths.TOKEN) + why(lead));
    }

    /** A reading's category, in words, as a reason ends with it: {@code " (hedge)"}; nothing without one. */
    private static String why(Assertion.Stance s) {
        if (s.why() == null) {
            // A bare line after it of words that keep no value (Assertion.bareLine): Sorry., Hmm., Not real.
            return s.kind() == Assertion.Kind.UNCLEAR ? " (a short line whose words are not among those that keep a value)" : "";
        }
        return " (" + s.why().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ")";
    }

    /**
     * The label that shows the candidate {@code c} as a template or an example ({@code Format:}, {@code e.g.},
     * {@link Templates}), or null. A value that opens a fenced block is labelled before the fence.
     */
    static String template(FencedText reply, Extraction.Found c) {
        return Templates.labelBefore(reply.text(), opening(reply, c));
    }

    /**
     * The reply's first value as extraction finds it, passing over templates and examples ({@link #template}), each
     * named in {@code passedOver} where it stands; no other choice is made. A reply whose values are all templates
     * holds no JSON answer.
     */
    public Extraction firstAnswer(FencedText reply, Mode mode, Accept accept, List<String> passedOver) {
        Extraction first = extractor.extract(reply, mode, accept);
        if (!(first instanceof Extraction.Found found)) {
            return first;
        }
        String label = template(reply, found);
        if (label == null) {
            return first;
        }
        passedOver.add("passed over " + describe(reply.text(), found, false) + ": " + templateWhy(label));
        Candidates others = extractor.candidates(reply, mode, accept);
        for (Extraction.Found c = others.next(); c != null; c = others.next()) {
            if (c.start() == found.start() || c.enclosedBy() != null) {
                continue;
            }
            String cLabel = template(reply, c);
            if (cLabel == null) {
                return c;
            }
            if (passedOver.size() < NAMED) {
                passedOver.add("passed over " + describe(reply.text(), c, false) + ": " + templateWhy(cLabel));
            }
        }
        return extractor.noJson(reply.text(), found.start());
    }

    /** Whether {@code text[from, to)} is only blanks and line breaks; stops at the first other character. */
    private static boolean blank(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static String templateWhy(String label) {
        return "it follows " + Echo.quote(label, EchoLengths.TOKEN) + ", a label that shows a template or an"
                + " example, not the answer";
    }

    /**
     * The subschema of an object root's one property, when the root wants an object of exactly that property
     * (required, no other property allowed): then a value standing alone in the reply may be that property's
     * value ({@link CoercionKind#SCALAR_TO_OBJECT}). Null for any other root.
     */
    private static Keywords onlyProperty(SchemaView view, Keywords root) {
        if (root.opaque() || root.types() == null || !root.types().contains(JsonType.OBJECT)
                || root.properties().size() != 1 || !root.closed() || root.patterned()
                || !root.required().equals(List.copyOf(root.properties().keySet()))) {
            return null;
        }
        return resolved(view.at(root.properties().values().iterator().next()), view);
    }

    /**
     * Whether a property takes any string as it is: then words read whole would be its value whatever they say (a
     * sentence, an apology), so only a JSON string is wrapped into it.
     */
    private static boolean freeString(Keywords k) {
        return k.opaque() || k.enumValues() == null && (k.types() == null || k.types().contains(JsonType.STRING));
    }

    /**
     * A value where no JSON container holds it: each fenced block's content, then the reply (after any reasoning
     * block) when it holds no container at all, as JSON, else, when {@code words}, as words. For a scalar root the
     * reply's prose may give the value too; a value wrapped into an object's one property stands alone or not at
     * all, so a reply that holds a fenced block is no such value as a whole.
     */
    private void scalars(FencedText reply, Keywords root, boolean words, Search search, boolean containers) {
        String text = reply.text();
        int answer = reply.answerStart();
        boolean fenced = false;
        for (Fence fence : reply.fences()) {
            fenced |= fence.start() >= answer;
            if (!search.done() && fence.start() >= answer && fence.mayHoldJson()
                    && !holdsBracket(text, fence.contentStart(), fence.contentEnd())) {
                if (Decoration.opensWithComment(text, fence.contentStart(), fence.contentEnd())) {
                    search.passOverWords(new Extraction.Found(TextNode.valueOf(text.substring(fence.contentStart(),
                            fence.contentEnd()).strip()), Source.CODE_BLOCK, fence.contentStart(), fence.contentEnd(),
                            List.of()), "they open with a code comment's mark: what the block holds is commented out");
                    continue;
                }
                String label = Templates.labelBefore(text, fence.start());
                if (label != null) {
                    search.passOverWords(new Extraction.Found(TextNode.valueOf(text.substring(fence.contentStart(),
                            fence.contentEnd()).strip()), Source.CODE_BLOCK, fence.contentStart(), fence.contentEnd(),
                            List.of()), templateWhy(label));
                    continue;
                }
                scalar(text, fence.contentStart(), fence.contentEnd(), Source.CODE_BLOCK, root, words, false, search);
            }
        }
        if (!containers && !search.done() && !(fenced && search.wrapping != null)
                && !holdsBracket(text, answer, text.length())) {
            scalar(text, answer, text.length(), Source.TEXT, root, words, search.wrapping == null, search);
        }
    }

    /** Whether {@code text[from, to)} holds a bracket that may open JSON: then its words are not read as the value. */
    private static boolean holdsBracket(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c == '{' || c == '[') {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code text[from, to)} as the value: the JSON it is, else, when {@code words}, its words whole, else, in
     * {@code prose}, the one value they give.
     */
    private void scalar(String text, int from, int to, Source source, Keywords root, boolean words, boolean prose,
            Search search) {
        while (from < to && Character.isWhitespace(text.charAt(from))) {
            from++;
        }
        while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
            to--;
        }
        if (from == to) {
            return;
        }
        String span = text.substring(from, to);
        JsonNode json = aligner.readScalar(span);
        if (json != null) {
            search.weigh(new Extraction.Found(json, source, from, to, List.of()), null);
            return;
        }
        if (!words) {
            search.passOverWords(new Extraction.Found(TextNode.valueOf(span), source, from, to, List.of()),
                    "they are not made the value of \"" + search.wrapping + "\", which takes any string as it is: only a"
                    + " JSON string standing alone is");
            return;
        }
        // Words are compared with every enum value, twice in prose (whole, then word by word): what that costs is
        // spent before it begins, so a long reply against a long enum stops here rather than at the deadline.
        long values = root.enumValues() == null ? 1 : root.enumValues().size() + 1;
        if (!search.spend((long) span.length() * values * (prose ? 2 : 1))) {
            return;
        }
        Extraction.Found whole = new Extraction.Found(TextNode.valueOf(span), source, from, to, List.of());
        Alignment wholeAligned = aligner.align(whole.json(), search.schema, search.work);
        ValueInProse.Read read = wholeAligned instanceof Alignment.Refused && prose ? inProse(text, from, to, root) : null;
        if (read == null || read.value() == null) {
            search.weighWords(whole, wholeAligned, read == null ? null : read.refusal());
            return;
        }
        Extraction.Found value = new Extraction.Found(TextNode.valueOf(read.value()), source, read.start(), read.end(),
                List.of());
        search.weighWords(value, aligner.align(value.json(), search.schema, search.work), null);
    }

    /** The one value prose gives for an {@code enum} or a number, or null for a root read whole only. */
    private static ValueInProse.Read inProse(String text, int from, int to, Keywords root) {
        String reorders = Words.reorders(text, from, to);
        if (reorders != null && (root.enumValues() != null || root.types().contains(JsonType.NUMBER)
                || root.types().contains(JsonType.INTEGER))) {
            return ValueInProse.Read.refused("the text " + reorders); // "Verdict: \u202EPASS" shows as "SSAP"
        }
        if (root.enumValues() != null) {
            return ValueInProse.enumValue(text, from, to, root.enumValues());
        }
        if (root.types().contains(JsonType.NUMBER) || root.types().contains(JsonType.INTEGER)) {
            return ValueInProse.number(text, from, to);
        }
        return null;
    }

    /** Conforms but for whole decimals written as such ({@code 7.0}), which JSON Schema counts as integers. */
    private static boolean asWritten(Alignment a) {
        if (a instanceof Alignment.Conforms) {
            return true;
        }
        if (!(a instanceof Alignment.Aligned aligned) || aligned.coercionsOmitted() > 0) {
            return false;
        }
        for (Coercion c : aligned.coercions()) {
            if (c.kind() != CoercionKind.FLOAT_TO_INTEGER) {
                return false;
            }
        }
        return true;
    }

    private static Chosen chosen(Extraction.Found found, Alignment a, List<Coercion> before, List<String> passedOver) {
        List<Coercion> coercions = new ArrayList<>(before);
        int omitted = 0;
        JsonNode json = found.json();
        if (a instanceof Alignment.Aligned aligned) {
            coercions.addAll(aligned.coercions());
            omitted = aligned.coercionsOmitted();
            json = aligned.value();
        }
        return new Chosen(found, json, coercions, omitted, passedOver);
    }

    /** Where a candidate is, in words: what it is, its line and column, and its characters. */
    private static String describe(String text, Extraction.Found c, boolean words) {
        TextLocation at = TextLocation.of(text, c.start());
        String what = words ? "the words" : c.json().isObject() ? "the object" : c.json().isArray() ? "the array"
                : "the value";
        return what + " at line " + at.line() + ", column " + at.column() + " (characters " + c.start() + " to "
                + c.end() + ")";
    }

    /**
     * One choice's state: the first candidates weighed, in order (as many as an answer names), the first that
     * conforms as written, the first that conforms once aligned and the first refused, and how many were weighed.
     * Nothing else is kept: a reply of a million candidates holds one at a time.
     */
    private final class Search {

        /**
         * A candidate and what aligning it gave: null when it was only checked (a candidate before it conforms once
         * aligned, and it does not conform as written) or passed over unweighed ({@code why} says why);
         * {@code words} when it was read from words, {@code prose} why the prose gave no one value; {@code wrapped}
         * when it stands alone and was weighed as an object's one property.
         */
        private record Weighed(int seq, Extraction.Found found, Alignment alignment, boolean words, String why,
                String prose, boolean wrapped) {
        }

        final CompiledSchema schema;
        final WorkBudget work;
        private final String text;
        /** The first candidates weighed: enough to name {@link #NAMED} of them besides the one answered. */
        private final List<Weighed> first = new ArrayList<>(NAMED + 2);
        private int count;
        private Weighed asWritten;
        private Weighed aligned;
        private Weighed closest;
        private boolean stopped;
        /**
         * The one property of an object root that the values standing alone weighed from now on are wrapped into,
         * or null. Such a value is an answer only when it fits: one that does not is passed over, never the value a
         * refusal shows, for the root asked for an object.
         */
        String wrapping;

        Search(String text, CompiledSchema schema, WorkBudget work) {
            this.text = text;
            this.schema = schema;
            this.work = work;
        }

        boolean done() {
            return asWritten != null || stopped || work.exhausted();
        }

        /** Whether a candidate weighed fits, as written or once aligned. */
        boolean fits() {
            return asWritten != null || aligned != null;
        }

        /** Spends {@code steps} when that many are left; else no more candidates are weighed. */
        boolean spend(long steps) {
            stopped |= !work.trySpend(steps);
            return !stopped;
        }

        /**
         * A JSON candidate with its alignment ({@code known}), or aligned here; once one conforms once aligned, the
         * next are only checked as written, and aligned only to write the one that conforms so. False when it is
         * passed over instead ({@link #unwrapsFromProse}).
         */
        boolean weigh(Extraction.Found c, Alignment known) {
            Alignment a = known;
            if (a == null) {
                a = aligned == null || schema.check(c.json(), work).conforms() ? aligner.align(c.json(), schema, work) : null;
            }
            if (a instanceof Alignment.Aligned al && unwrapsFromProse(c, al)) {
                passOver(c, "a list inside prose is no answer to take a value out of: it may be a reference or a"
                        + " footnote mark (\"[1]\"); only a list that stands alone as the reply is unwrapped");
                return false;
            }
            Weighed w = add(c, a, false, null, null);
            if (asWritten(a)) {
                asWritten = w;
            } else if (a instanceof Alignment.Aligned && aligned == null) {
                aligned = w;
            } else if (a instanceof Alignment.Refused && closest == null && wrapping == null) {
                closest = w;
            }
            return true;
        }

        /**
         * Whether {@code a} takes the value out of a list found in prose ({@link CoercionKind#UNWRAPPED_FROM_ARRAY} at the
         * root) where a letter or a digit of the reply stands outside it: {@code See note [2]. Total: 7} is no 2.
         */
        private boolean unwrapsFromProse(Extraction.Found c, Alignment.Aligned a) {
            if (c.source() != Source.TEXT) {
                return false;
            }
            boolean unwrapped = false;
            for (Coercion k : a.coercions()) {
                unwrapped |= k.kind() == CoercionKind.UNWRAPPED_FROM_ARRAY && k.pointer().isEmpty();
            }
            if (!unwrapped) {
                return false;
            }
            for (int i = 0; i < text.length(); i++) {
                if (i == c.start()) {
                    i = c.end() - 1;
                } else if (Character.isLetterOrDigit(text.charAt(i))) {
                    return true;
                }
            }
            return false;
        }

        /** Words read as the value: a change of their own, so at best they conform once aligned. */
        void weighWords(Extraction.Found read, Alignment a, String prose) {
            Weighed w = add(read, a, true, null, prose);
            if (!(a instanceof Alignment.Refused) && aligned == null) {
                aligned = w;
            }
        }

        void passOver(Extraction.Found c, String why) {
            add(c, null, false, why, null);
        }

        void passOverWords(Extraction.Found c, String why) {
            add(c, null, true, why, null);
        }

        private Weighed add(Extraction.Found c, Alignment a, boolean words, String why, String prose) {
            Weighed w = new Weighed(count++, c, a, words, why, prose, wrapping != null);
            if (first.size() < NAMED + 2) {
                first.add(w);
            }
            return w;
        }

        Choice choice(Extraction first) {
            if (asWritten != null && aligned != null
                    && !value(aligned).equals(AS_THE_SCHEMA_SEES, value(asWritten))) {
                // The reply's first value that fits and a later one that needs no change say different things
                // (an answer, then an example): which one is meant, the JSON cannot tell.
                return new Ambiguous(aligned.found, value(aligned), asWritten.found, value(asWritten), ambiguity(),
                        passed(asWritten, aligned, true));
            }
            Weighed winner = asWritten != null ? asWritten : aligned;
            if (winner != null) {
                List<Coercion> before = winner.words
                        ? List.of(new Coercion(CoercionKind.TEXT_AS_VALUE, "", Excerpt.of(winner.found.json())))
                        : List.of();
                return BestFit.chosen(winner.found, winner.alignment, before, passed(winner, null, true));
            }
            List<String> passed = passed(closest, null, false);
            if (stopped || work.exhausted()) {
                passed.add("the candidates were not all weighed: the request's work budget is spent");
            }
            return closest == null ? new NoFit(first, null, passed)
                    : new NoFit(closest.found, (Alignment.Refused) closest.alignment, passed);
        }

        /** A weighed candidate's value as it conforms. */
        private static JsonNode value(Weighed w) {
            return w.alignment instanceof Alignment.Aligned a ? a.value() : w.found.json();
        }

        /** Why the reply is ambiguous: the first value that fits and the later one that conforms as written. */
        private String ambiguity() {
            return describe(text, aligned.found, aligned.words) + ", the first value that fits, conforms once aligned, as "
                    + Excerpt.of(value(aligned)) + ", and " + describe(text, asWritten.found, false)
                    + " conforms as written, as " + Excerpt.of(value(asWritten));
        }

        /**
         * The candidates other than {@code shown} and {@code named} (which the answer names itself, or null): before
         * {@code shown} only, when it is the value chosen.
         */
        private List<String> passed(Weighed shown, Weighed named, boolean beforeOnly) {
            List<String> out = new ArrayList<>();
            int others = (beforeOnly ? shown.seq : shown == null ? count : count - 1) - (named == null ? 0 : 1);
            for (Weighed w : first) {
                if (out.size() == NAMED || beforeOnly && w.seq >= shown.seq) {
                    break;
                }
                if (w != shown && w != named) {
                    out.add("passed over " + describe(text, w.found, w.words) + ": " + why(w));
                }
            }
            int more = others - out.size();
            if (more > 0) {
                out.add(more + " more candidates passed over");
            }
            return out;
        }

        private String why(Weighed w) {
            if (w.why != null) {
                return w.why;
            }
            if (w.alignment instanceof Alignment.Refused r && w.wrapped) {
                return wrappedWhy(w, r);
            }
            if (w.alignment instanceof Alignment.Refused r) {
                // The first reason only: the answer names several candidates, each in one line.
                String reasons = r.reasons().isEmpty() ? "" : " (" + r.reasons().get(0) + ")";
                if (w.words) {
                    String reason = r.reasons().isEmpty() ? "they do not conform to the schema" : r.reasons().get(0);
                    reason = reason.startsWith(AT_ROOT) ? reason.substring(AT_ROOT.length()) : reason;
                    return "read as the value, " + reason + (w.prose != null ? "; read as prose, it " + w.prose : "");
                }
                return "it does not conform to the schema: " + Echo.cut(r.check().summary(), EchoLengths.DETAIL)
                        + reasons;
            }
            if (w != aligned) {
                return "it does not conform to the schema as written, and a candidate before it conforms once aligned";
            }
            return "it conforms only once aligned, to the value of a later candidate that conforms as written";
        }

        /** Why a value standing alone is not the object's one property: the first reason, said of the property. */
        private String wrappedWhy(Weighed w, Alignment.Refused r) {
            String at = "at \"/" + SchemaView.escape(wrapping) + "\": ";
            String reason = r.reasons().isEmpty() ? w.found.json().isNull() ? "null says there is no value"
                    : "it does not conform once aligned" : r.reasons().get(0);
            reason = reason.startsWith(at) ? reason.substring(at.length()) : reason;
            if (!w.words) {
                return "it stands alone, but is not made the value of \"" + wrapping + "\": " + reason;
            }
            return "read as the value of \"" + wrapping + "\", " + reason + (w.found.source() == Source.TEXT
                    ? "; a value inside prose is never made the object's property" : "");
        }
    }
}
