package dev.outputguard.validate;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.extract.ErrorCode;
import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.ObjectsWithKey;
import dev.outputguard.extract.Repair;
import dev.outputguard.extract.RepairKind;
import dev.outputguard.extract.Source;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.text.Echo;
import dev.outputguard.text.Fence;
import dev.outputguard.text.FencedText;
import dev.outputguard.text.Reasoning;
import dev.outputguard.text.TextLocation;

/**
 * Decides whether an LLM reply is a well-formed translation (or revision-patch) reply (level L2
 * of the original design's defence against JSON in translations). The object is extracted with extract-json's rules, fenced
 * code first; then the checks run in this order and the first failure is returned: the root is an
 * object, the field is present, the field is a string, no other object carries it, its text holds no
 * JSON outside fenced code, and, with the source known, no member of the reply and no backslash sequence the
 * source lacks (a string closed early, a reply escaped twice), and a patch has a hunk header. Every failure is
 * retryable: a model that broke the format once usually follows it when told what was wrong.
 */
public final class ResponseValidator {

    private static final Logger LOG = Logger.getLogger(ResponseValidator.class);

    private final JsonExtractor extractor;
    private final ContentChecks contentChecks = new ContentChecks();

    public ResponseValidator(JsonExtractor extractor) {
        this.extractor = Objects.requireNonNull(extractor, "extractor");
    }

    /** Validates a reply on its own: any JSON in the field's text is contamination. */
    public Validation validate(String text, ReplyKind kind) {
        return validate(text, kind, SourceJson.NONE);
    }

    /**
     * Validates a reply to a request whose source text is known: JSON in the field's text that the source
     * carries as well is content, not contamination ({@link dev.outputguard.sanitize.JsonInText}).
     */
    public Validation validate(String text, ReplyKind kind, SourceJson source) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(source, "source");
        Validation result = check(text, kind, source);
        if (result instanceof Validation.Invalid invalid) {
            LOG.debugf("reply rejected: %s, kind %s, %d chars", invalid.error().code(), kind.wireName(), text.length());
        }
        return result;
    }

    private Validation check(String text, ReplyKind kind, SourceJson source) {
        JsonShape root = shapeUnlessObject(text);
        if (root != JsonShape.NOT_JSON && root != JsonShape.OBJECT) {
            return invalid(ValidationCode.INVALID_FIELD_TYPE, "The reply is " + root.phrase()
                    + "; expected a JSON object with a string field \"" + kind.field() + "\".");
        }
        Optional<String> thinking = Reasoning.unclosedLeadingTag(text);
        if (thinking.isPresent()) {
            // A draft the model wrote while thinking is not its answer, and the answer never came.
            return invalid(ValidationCode.JSON_PARSE_ERROR, "The reply ends inside the reasoning block it opens with "
                    + thinking.get() + ", which is never closed: it holds no answer (it was cut off while thinking)."
                    + " Expected, after the reasoning, a JSON object like {\"" + kind.field() + "\": \"...\"}.");
        }
        FencedText reply = FencedText.of(text);
        Extraction extraction = extractor.extract(reply, Mode.STRICT);
        String readAs = null;
        if (extraction instanceof Extraction.Failed failed) {
            Extraction.Found lenient = rawControlCharsOnly(reply);
            if (lenient == null) {
                return notFound(reply, kind, failed.error());
            }
            extraction = lenient;
            readAs = "The reply's JSON has " + lenient.repairs().size() + " raw line break(s) or other control"
                    + " character(s) inside its strings; read as if escaped (\\n, \\t).";
        }
        Extraction.Found found = (Extraction.Found) extraction;
        if (readAs == null) {
            Validation broken = brokenOuterObject(reply, kind, found);
            if (broken != null) {
                return broken;
            }
        }
        if (found.source() == Source.CODE_BLOCK) {
            Fence home = reply.fenceAt(found.start());
            JsonShape block = home == null ? JsonShape.OBJECT : shapeUnlessObject(content(text, home));
            if (block != JsonShape.NOT_JSON && block != JsonShape.OBJECT) {
                return invalid(ValidationCode.INVALID_FIELD_TYPE, "The fenced code block is " + block.phrase()
                        + "; expected a JSON object with a string field \"" + kind.field() + "\".");
            }
        }
        return checkObject(reply, kind, found, source, readAs);
    }

    /**
     * The object the model meant when its only fault is a raw line break (or tab, or other control character)
     * inside a string, as models writing a multi-line translation often leave it: nothing else about it is in
     * doubt, so a retry would only cost time. Null when repair mode finds nothing or had to fix anything else (a
     * backslash JSON does not know is not read here: {@code C:\Users} would silently lose its backslash).
     */
    private Extraction.Found rawControlCharsOnly(FencedText reply) {
        if (!(extractor.extract(reply, Mode.REPAIR) instanceof Extraction.Found found) || found.repairsOmitted() > 0
                || found.repairs().isEmpty()) {
            return null;
        }
        for (Repair repair : found.repairs()) {
            if (repair.kind() != RepairKind.UNESCAPED_CONTROL_CHAR) {
                return null;
            }
        }
        return found;
    }

    /**
     * The reply's own object is broken (a trailing comma in {@code termSuggestions}, say) and strict mode found an
     * object nested inside it instead: a term suggestion, which may even carry a {@code "translation"} key of its
     * own. That object is no answer; the answer is the broken object around it, so the reply is a parse error
     * that names what is wrong with it. Repair mode is asked only when a {@code {} opens before the object found
     * in the same fence (or after the reasoning block), so a reply whose object comes first costs nothing more.
     */
    private Validation brokenOuterObject(FencedText reply, ReplyKind kind, Extraction.Found found) {
        String text = reply.text();
        Fence home = found.source() == Source.CODE_BLOCK ? reply.fenceAt(found.start()) : null;
        int from = home != null ? home.contentStart() : reply.answerStart();
        if (found.start() == 0 || text.lastIndexOf('{', found.start() - 1) < from) {
            return null;
        }
        if (!(extractor.extract(reply, Mode.REPAIR) instanceof Extraction.Found outer) || outer.start() >= found.start()
                || outer.end() < found.end() || !outer.json().has(kind.field()) || outer.repairs().isEmpty()) {
            return null;
        }
        Repair first = outer.repairs().get(0);
        TextLocation at = TextLocation.of(text, first.position());
        return invalid(ValidationCode.JSON_PARSE_ERROR, "The JSON object at position " + outer.start() + ", which holds \""
                + kind.field() + "\", is not valid JSON: " + first.kind() + " at line " + at.line() + ", column "
                + at.column() + " near " + Echo.quote(TextLocation.context(text, first.position()), EchoLengths.DETAIL)
                + (outer.repairs().size() > 1 ? " (and " + (outer.repairs().size() - 1) + " more)" : "")
                + "; only an object nested in it (at position " + found.start() + ") is valid. Expected one valid JSON"
                + " object like {\"" + kind.field() + "\": \"...\"}.");
    }

    private Validation checkObject(FencedText reply, ReplyKind kind, Extraction.Found found, SourceJson source,
            String readAs) {
        ObjectNode json = found.object();
        String field = kind.field();
        JsonNode value = json.get(field);
        if (value == null) {
            return invalid(ValidationCode.MISSING_REQUIRED_FIELD, "Missing required field \"" + field
                    + "\": the JSON object at position " + found.start() + " has " + keys(json)
                    + "; expected {\"" + field + "\": \"...\"}.");
        }
        if (value.isContainerNode()) {
            return invalid(ValidationCode.NESTED_JSON, "Field \"" + field + "\" is a JSON "
                    + (value.isObject() ? "object" : "array") + "; expected a plain string, not nested JSON.");
        }
        if (!value.isTextual()) {
            return invalid(ValidationCode.INVALID_FIELD_TYPE, "Field \"" + field + "\" is "
                    + typeOf(value) + " (" + Echo.cut(value.toString(), EchoLengths.TOKEN) + "); expected a string.");
        }
        int times = found.timesWritten(field);
        if (times > 1) {
            return invalid(ValidationCode.MULTIPLE_JSON, "The JSON object at position " + found.start() + " has the field \""
                    + field + "\" " + times + " times (a JSON reader keeps only the last); expected it exactly once.");
        }
        OptionalInt second = secondObjectWithField(reply, field, found, value);
        if (second.isPresent()) {
            return invalid(ValidationCode.MULTIPLE_JSON, "The reply holds more than one JSON object with \""
                    + field + "\": one at position " + found.start() + ", another at position "
                    + second.getAsInt() + "; expected exactly one.");
        }
        FencedText content = FencedText.of(value.textValue());
        ValidationError contentError = contentChecks.check(content, kind, source);
        if (contentError != null) {
            return new Validation.Invalid(contentError);
        }
        List<String> warnings = new ArrayList<>();
        if (readAs != null) {
            warnings.add(readAs);
        }
        List<TermSuggestion> terms = ReplyExtras.termSuggestions(json, warnings);
        List<String> all = new ArrayList<>(ReplyExtras.replyWarnings(json, warnings));
        all.addAll(warnings);
        return new Validation.Valid(content, terms, all, json);
    }

    /** No object could be extracted: a fenced block that is JSON of another shape says more than "no JSON". */
    private Validation notFound(FencedText reply, ReplyKind kind, ExtractError error) {
        String text = reply.text();
        for (Fence fence : reply.fences()) {
            JsonShape block = fence.mayHoldJson() ? JsonShape.of(content(text, fence)) : JsonShape.NOT_JSON;
            if (block != JsonShape.NOT_JSON && block != JsonShape.OBJECT) {
                return invalid(ValidationCode.INVALID_FIELD_TYPE, "The fenced code block is " + block.phrase()
                        + "; expected a JSON object with a string field \"" + kind.field() + "\".");
            }
        }
        boolean located = error.code() != ErrorCode.NO_JSON && error.code() != ErrorCode.EMPTY_RESPONSE;
        String why = error.code() + (located ? " at line " + error.line() + ", column " + error.column() : "")
                + ": " + Echo.quote(error.message(), EchoLengths.DETAIL);
        String where = located
                ? " near " + Echo.quote(Objects.requireNonNullElse(error.context(), ""), EchoLengths.DETAIL)
                : "; the reply starts with " + Echo.quote(text.stripLeading());
        return invalid(ValidationCode.JSON_PARSE_ERROR, "No JSON object could be extracted from the reply ("
                + why + ")" + where + ". Expected a JSON object like {\"" + kind.field() + "\": \"...\"}.");
    }

    /**
     * The start of another top-level object that also carries the field: outside fences, or inside the
     * fence the extracted object came from ({@link ObjectsWithKey}, other fences skipped).
     */
    private OptionalInt secondObjectWithField(FencedText reply, String field, Extraction.Found first, JsonNode value) {
        ObjectsWithKey others = extractor.objectsWithKey(reply, first, field, ObjectsWithKey.OtherFences.SKIPPED);
        for (Extraction.Found next = others.next(); next != null; next = others.next()) {
            // The same answer written twice (bare, then again in a fence) leaves no doubt which one is meant.
            if (next.json().has(field) && !value.equals(next.json().get(field))) {
                return OptionalInt.of(next.start());
            }
        }
        return OptionalInt.empty();
    }

    /** The shape of a whole text; anything that opens with '{' is left to the extractor. */
    private static JsonShape shapeUnlessObject(String text) {
        return JsonShape.opensObject(text) ? JsonShape.OBJECT : JsonShape.of(text);
    }

    private static String content(String text, Fence fence) {
        return text.substring(fence.contentStart(), Math.max(fence.contentStart(), fence.contentEnd()));
    }


    /** "keys \"a\", \"b\"" or "no keys", listing about {@value EchoLengths#KEYS} characters of key names at most. */
    private static String keys(ObjectNode json) {
        if (json.isEmpty()) {
            return "no keys";
        }
        StringBuilder b = new StringBuilder("keys ");
        Iterator<String> names = json.fieldNames();
        int listed = 0;
        while (names.hasNext() && b.length() < EchoLengths.KEYS) {
            b.append(listed == 0 ? "" : ", ").append(Echo.quote(names.next(), EchoLengths.TOKEN));
            listed++;
        }
        if (listed < json.size()) {
            b.append(" and ").append(json.size() - listed).append(" more");
        }
        return b.toString();
    }

    static String typeOf(JsonNode node) {
        return switch (node.getNodeType()) {
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            case OBJECT -> "an object";
            case ARRAY -> "an array";
            case STRING -> "a string";
            default -> "a " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
        };
    }

    private static Validation invalid(ValidationCode code, String message) {
        return new Validation.Invalid(new ValidationError(code, message));
    }
}
