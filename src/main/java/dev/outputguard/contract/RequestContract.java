package dev.outputguard.contract;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.limits.LimitExceededException;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.limits.Limits;
import dev.outputguard.text.Echo;

/**
 * The request contract shared by every function and every binding, and the one reading of a request:
 * the body is parsed once, token by token, and each value is checked against the function's request
 * record as it is bound, so a wrong type is a clear 400 rather than a silent coercion ({@code 5} into
 * a String) or a 500, and no second parse ever reads the body again.
 *
 * <p>The rules come from the record itself: each component's Java type gives the JSON type it must
 * have, {@link Required} marks what must be present, {@link NotEmpty} what must not be blank or empty
 * when sent, {@link Needs} a field that needs another sent with it, {@link Excludes} a flag that cannot go with
 * another field's value, {@link Range} bounds integers, {@link OneOf} on the record names alternatives, enums accept their
 * {@link JsonProperty} names, a {@link Names} string accepts the names its supplier gives (with the message of
 * a wrong enum value), and every string (or list of strings, counted together) is held to
 * {@link Limits#maxInputChars()}. A component of type {@link ObjectNode} takes any JSON object (a JSON Schema),
 * read whole as a tree with exact numbers, its JSON text held to {@link Limits#maxSchemaChars()}, then to the
 * {@link ObjectCheck} the contract was given (the app's compiles it as a JSON Schema). Unknown
 * fields are rejected so that a typo ({@code "mdoe"}) is reported, not ignored. The annotations state the rules;
 * the {@link RecordMaker} may give a record's rules written out ({@link Rules}), which are then held instead, so that
 * no annotation is read in a first request.
 *
 * <p>Which mistake is reported when a body has several: one that makes the body unreadable (not
 * UTF-8, not JSON, a duplicate key, something after the object) before any other; then, in each
 * object, the first unknown field, then a broken {@link OneOf}, then the components in the record's
 * order (missing, wrong type or a mistake inside it, out of range or not one of its names, sent without the
 * field it needs, sent with a value of another it excludes). So the message does not depend on
 * the order of the keys, and a caller fixing mistakes one by one meets them in that order.
 */
public final class RequestContract {

    /** Reads free-form object fields as trees, decimals exact (a schema's {@code multipleOf: 0.01} stays 0.01). */
    private static final ObjectMapper TREES = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);

    private final Limits limits;
    private final ObjectCheck objectCheck;
    private final RecordMaker records;
    private final JsonFactory factory;
    private final ClassValue<Shape> shapes = new ClassValue<>() {
        @Override
        protected Shape computeValue(Class<?> type) {
            return Shape.of(type, records);
        }
    };

    public RequestContract(Limits limits) {
        this(limits, new JsonFactory());
    }

    /**
     * @param maxSchemaChars the most characters of JSON text an {@link ObjectNode} field (a schema) may take
     * @param base the factory whose configuration (and decorators) the request parser starts from; the
     *             contract switches off every leniency and bounds the nesting on its own copy
     */
    public RequestContract(Limits limits, JsonFactory base) {
        this(limits, base, ObjectCheck.NONE);
    }

    /**
     * @param objectCheck what an {@link ObjectNode} field must pass once read (the app compiles it as a JSON
     *                    Schema), so that a schema no function can use is rejected inside the read
     */
    public RequestContract(Limits limits, JsonFactory base, ObjectCheck objectCheck) {
        this(limits, base, objectCheck, RecordMaker.NONE);
    }

    /**
     * @param records what makes the records bound (with a plain constructor call); a record it does not make is
     *                made by reflection
     */
    public RequestContract(Limits limits, JsonFactory base, ObjectCheck objectCheck, RecordMaker records) {
        this.limits = Objects.requireNonNull(limits, "limits");
        this.objectCheck = Objects.requireNonNull(objectCheck, "objectCheck");
        this.records = Objects.requireNonNull(records, "records");
        this.factory = base.copy();
        readStrictly(factory);
    }

    /**
     * Sets {@code factory} up to read request bodies as the contract does: every leniency off, a duplicate
     * key an error, nesting bounded. The contract applies it to its own copy, and {@link RequestBinding} to the
     * factory of the app's ObjectMapper, whose readers every binding parses the body with (and which then hand
     * their parser to {@link #read(JsonParser, Class)}), so both readings of a body agree.
     */
    public static void readStrictly(JsonFactory factory) {
        factory.configure(JsonParser.Feature.STRICT_DUPLICATE_DETECTION, true);
        for (JsonReadFeature lenient : JsonReadFeature.values()) {
            factory.configure(lenient.mappedFeature(), false);
        }
        // The body size limit bounds memory; string length is left to the contract so that the
        // message names the field and the setting instead of being a parser error.
        factory.setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(Limits.MAX_REQUEST_NESTING)
                .maxStringLength(Integer.MAX_VALUE)
                .build());
    }

    /**
     * Reads a raw request body (UTF-8 JSON) into {@code requestType}: the one parse of the request.
     * Anything but one JSON object that keeps the contract is an {@link InvalidRequestException}.
     */
    public <T> T read(byte[] body, Class<T> requestType) {
        return body == null ? read(null, 0, 0, requestType) : read(body, 0, body.length, requestType);
    }

    /** The same for the body in {@code body[offset, offset + length)}, such as a network buffer's backing array. */
    public <T> T read(byte[] body, int offset, int length, Class<T> requestType) {
        requireUtf8Content(body, offset, length, requestType);
        try (JsonParser p = factory.createParser(body, offset, length)) {
            p.nextToken();
            return requestType.cast(readDocument(p, requestType));
        } catch (JsonProcessingException e) {
            throw notJson(e);
        } catch (IOException e) {
            throw new InvalidRequestException("", "request body could not be read: " + e.getMessage());
        }
    }

    /**
     * Reads the payload a framework's parser stands on (its first token already read) into
     * {@code requestType}, by the same rules as {@link #read(byte[], Class)}: when the parser stands at
     * the start of the document, nothing may follow the request either. For bindings whose framework owns
     * the parser (Funqy's Jackson reader, over HTTP and under direct invoke), which call in here.
     */
    public <T> T read(JsonParser p, Class<T> requestType) {
        try {
            return requestType.cast(readDocument(p, requestType));
        } catch (JsonProcessingException e) {
            throw notJson(e);
        } catch (IOException e) {
            throw new InvalidRequestException("", "request body could not be read: " + e.getMessage());
        }
    }

    /**
     * What a binding checks on the raw body before its framework's parser reads it (and calls
     * {@link #read(JsonParser, Class)}): the body is not empty and is strict UTF-8, and it starts a JSON
     * object. Jackson reads a body's first token before any deserializer runs, so a body whose first token
     * is not {@code {} would fail inside the framework, out of the contract's sight; such a body is never
     * a request, and is read here instead, so the caller gets the contract's message for it.
     *
     * @throws InvalidRequestException what is wrong with the body
     */
    public void checkBeforeParsing(byte[] body, int offset, int length, Class<?> requestType) {
        requireUtf8Content(body, offset, length, requestType);
        if (!startsAnObject(body, offset, length)) {
            read(body, offset, length, requestType);
        }
    }

    private static void requireUtf8Content(byte[] body, int offset, int length, Class<?> requestType) {
        if (body == null || isBlank(body, offset, length)) {
            throw empty(requestType);
        }
        int malformed = Utf8.firstMalformed(body, offset, offset + length);
        if (malformed >= 0) {
            throw new InvalidRequestException("", "request body is not valid UTF-8: bad byte 0x"
                    + Integer.toHexString(body[malformed] & 0xFF).toUpperCase() + " at byte offset " + (malformed - offset));
        }
    }

    /** An empty body: the message shows the smallest request {@code type} takes, by its own field names. */
    private static InvalidRequestException empty(Class<?> type) {
        return new InvalidRequestException("", "request body is empty: send a JSON object, e.g. " + smallest(type));
    }

    /** {@code {"reviewText": "..."}}: the required fields of a request record, and one of its {@link OneOf} alternatives. */
    static String smallest(Class<?> type) {
        List<String> members = new ArrayList<>();
        if (type.isRecord()) {
            // Of one-of alternatives, the first that takes a string (the shortest to write), else the first.
            Rules rules = Rules.read(type);
            List<String> oneOf = rules.oneOf();
            String alternative = oneOf.isEmpty() ? null : oneOf.get(0);
            for (RecordComponent c : type.getRecordComponents()) {
                if (c.getType() == String.class && oneOf.contains(c.getName())) {
                    alternative = c.getName();
                    break;
                }
            }
            for (RecordComponent c : type.getRecordComponents()) {
                if (rules.required().contains(c.getName()) || c.getName().equals(alternative)) {
                    Class<?> raw = c.getType();
                    String value = raw == String.class || raw.isEnum() ? "\"...\""
                            : List.class.isAssignableFrom(raw) ? "[...]"
                            : raw == Integer.class || raw == int.class ? "0"
                            : raw == Boolean.class || raw == boolean.class ? "true" : "{...}";
                    members.add("\"" + c.getName() + "\": " + value);
                }
            }
        }
        return "{" + String.join(", ", members) + "}";
    }

    /** The first byte after a UTF-8 byte-order mark and JSON whitespace (all Jackson skips before a token) is {@code {}. */
    private static boolean startsAnObject(byte[] body, int offset, int length) {
        int end = offset + length;
        int i = offset;
        if (length >= 3 && body[i] == (byte) 0xEF && body[i + 1] == (byte) 0xBB && body[i + 2] == (byte) 0xBF) {
            i += 3;
        }
        while (i < end && (body[i] == ' ' || body[i] == '\n' || body[i] == '\r' || body[i] == '\t')) {
            i++;
        }
        return i < end && body[i] == '{';
    }

    /** Fails at once when a type cannot serve as a request (a component of a type the contract does not bind). */
    public void requireBindable(Class<?> requestType) {
        shapes.get(requestType);
    }

    private Object readRoot(JsonParser p, Class<?> type) throws IOException {
        JsonToken token = p.currentToken();
        if (token == null) {
            return new Rejected(empty(type));
        }
        if (token != JsonToken.START_OBJECT) {
            String got = describe(p);
            p.skipChildren();
            return new Rejected(new InvalidRequestException("", "request body must be a JSON object, got " + got));
        }
        return readObject(p, type, "");
    }

    /**
     * The request at the parser's current token; when it stood at the start of the document, also nothing
     * after it (a second value makes the body unreadable, which is reported before any field mistake).
     */
    private Object readDocument(JsonParser p, Class<?> type) throws IOException {
        Object bound = readRoot(p, type);
        if (p.getParsingContext().inRoot()) {
            JsonToken extra = p.nextToken();
            if (extra != null) {
                throw new InvalidRequestException("", "request body is not valid JSON: a " + tokenName(extra)
                        + " follows the request object; send one JSON object" + where(p.currentTokenLocation()));
            }
        }
        return unwrap(bound);
    }

    private static Object unwrap(Object bound) {
        if (bound instanceof Rejected rejected) {
            throw rejected.reason();
        }
        return bound;
    }

    /** The current token is START_OBJECT; reads to its END_OBJECT. */
    private Object readObject(JsonParser p, Class<?> type, String path) throws IOException {
        Shape shape = shapes.get(type);
        int n = shape.components.length;
        Object[] values = new Object[n];
        boolean[] present = new boolean[n];
        Set<String> names = p.isEnabled(JsonParser.Feature.STRICT_DUPLICATE_DETECTION) ? null : new HashSet<>();
        String firstUnknown = null;
        for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
            String name = p.currentName();
            if (names != null && !names.add(name)) {
                throw new InvalidRequestException(path + name, "request body is not valid JSON: Duplicate field '"
                        + name + "'" + where(p.currentTokenLocation()));
            }
            Integer index = shape.index.get(name);
            JsonToken value = p.nextToken();
            if (index == null) {
                if (firstUnknown == null) {
                    firstUnknown = name;
                }
                p.skipChildren();
            } else {
                present[index] = true;
                values[index] = value == JsonToken.VALUE_NULL ? null
                        : readValue(p, shape.components[index].getGenericType(), path + name);
            }
        }
        if (firstUnknown != null) {
            return reject(path + firstUnknown, "unknown field '" + path + firstUnknown + "'; expected "
                    + (path.isEmpty() ? "" : "in '" + path.substring(0, path.length() - 1) + "' ")
                    + "one of: " + String.join(", ", shape.index.keySet()));
        }
        if (shape.oneOf != null) {
            Rejected broken = checkOneOf(shape, values, path);
            if (broken != null) {
                return broken;
            }
        }
        for (int i = 0; i < n; i++) {
            RecordComponent component = shape.components[i];
            String field = path + component.getName();
            Object value = values[i];
            if (value == null) {
                if (shape.required[i]) {
                    return reject(field, "field '" + field + "' is required: send " + expected(component.getGenericType())
                            + (present[i] ? ", not null" : ""));
                }
                continue;
            }
            if (value instanceof Rejected) {
                return value;
            }
            if (value instanceof BeyondInt beyond) {
                return beyond.rejected(field, shape.ranges[i]);
            }
            if (shape.notEmpty[i] && (value instanceof String text ? text.isBlank() : ((List<?>) value).isEmpty())) {
                return reject(field, "field '" + field + "' must not be empty");
            }
            Rules.Bounds range = shape.ranges[i];
            if (range != null && ((Integer) value < range.min() || (Integer) value > range.max())) {
                return outOfRange(field, range, value.toString());
            }
            List<String> accepted = shape.names[i];
            if (accepted != null && !accepted.contains(value)) {
                return reject(field, "field '" + field + "' must be one of " + quoted(accepted) + ", got "
                        + Echo.quote((String) value));
            }
            if (shape.needs[i] >= 0 && values[shape.needs[i]] == null) {
                String needed = path + shape.components[shape.needs[i]].getName();
                return reject(field, "field '" + field + "' needs field '" + needed + "' as well: send '" + needed
                        + "', or leave '" + field + "' out");
            }
            Rules.Exclusion excludes = shape.excludes[i];
            if (excludes != null && Boolean.TRUE.equals(value) && values[shape.excluded[i]] != null
                    && excludes.value().equals(shape.wireValue(shape.excluded[i], values[shape.excluded[i]]))) {
                String other = path + excludes.field();
                return reject(field, "field '" + field + "' cannot be sent true with field '" + other + "' "
                        + Echo.quote(excludes.value()) + ": " + excludes.why());
            }
        }
        Object made = records.make(type, values);
        return made != null ? made : shape.construct(values);
    }

    private static Rejected checkOneOf(Shape shape, Object[] values, String path) {
        List<String> present = new ArrayList<>();
        for (String name : shape.oneOf) {
            if (values[shape.index.get(name)] != null) {
                present.add(path + name);
            }
        }
        if (present.size() == 1) {
            return null;
        }
        String options = "'" + path + String.join("' or '" + path, shape.oneOf) + "'";
        return reject(present.isEmpty() ? path + shape.oneOf.get(0) : present.get(1),
                "send exactly one of " + options + (present.isEmpty() ? ", got neither" : ", got both"));
    }

    /** The current token starts a value that is not null; reads all of it. */
    private Object readValue(JsonParser p, Type type, String field) throws IOException {
        Class<?> raw = rawClass(type);
        JsonToken token = p.currentToken();
        if (raw == String.class) {
            if (token != JsonToken.VALUE_STRING) {
                return wrongType(p, type, field);
            }
            String text = p.getText();
            return withinLimit(text, text.length(), field);
        } else if (raw == Integer.class || raw == int.class) {
            if (token != JsonToken.VALUE_NUMBER_INT) {
                return wrongType(p, type, field);
            }
            return p.getNumberType() == JsonParser.NumberType.INT ? (Object) p.getIntValue()
                    : new BeyondInt(Echo.cut(p.getText(), EchoLengths.TOKEN));
        } else if (raw == Boolean.class || raw == boolean.class) {
            return token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE ? (Object) p.getBooleanValue()
                    : wrongType(p, type, field);
        } else if (raw.isEnum()) {
            if (token != JsonToken.VALUE_STRING) {
                return wrongType(p, type, field);
            }
            Object constant = shapes.get(raw).enumConstants.get(p.getText());
            return constant != null ? constant : reject(field, "field '" + field + "' must be one of "
                    + quoted(wireNames(raw)) + ", got " + Echo.quote(p.getText()));
        } else if (List.class.isAssignableFrom(raw)) {
            return token == JsonToken.START_ARRAY
                    ? readList(p, ((ParameterizedType) type).getActualTypeArguments()[0], field)
                    : wrongType(p, type, field);
        } else if (raw == ObjectNode.class) {
            return token == JsonToken.START_OBJECT ? readTree(p, field) : wrongType(p, type, field);
        } else {
            return token == JsonToken.START_OBJECT ? readObject(p, raw, field + ".") : wrongType(p, type, field);
        }
    }

    /** The current token is START_OBJECT: the whole object as a tree, its text held to the schema limit. */
    private Object readTree(JsonParser p, String field) throws IOException {
        long start = offset(p.currentTokenLocation());
        ObjectNode tree = TREES.readTree(p);
        long size = offset(p.currentLocation()) - start;
        if (start >= 0) {
            try {
                limits.validateSchemaLength("field '" + field + "'", size);
            } catch (LimitExceededException e) {
                return reject(field, e.getMessage());
            }
        }
        String problem = objectCheck.problem(tree);
        return problem == null ? tree : reject(field, "field '" + field + "' " + problem);
    }

    /** Where a location is in the body: bytes for a byte source, characters for a character source. */
    private static long offset(JsonLocation location) {
        return location.getByteOffset() >= 0 ? location.getByteOffset() : location.getCharOffset();
    }

    private Object readList(JsonParser p, Type elementType, String field) throws IOException {
        List<Object> elements = new ArrayList<>();
        Rejected first = null;
        long chars = 0;
        int i = 0;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken(), i++) {
            String elementField = field + "[" + i + "]";
            Object element = t == JsonToken.VALUE_NULL
                    ? reject(elementField, "field '" + elementField + "' must be " + expected(elementType) + ", got null")
                    : readValue(p, elementType, elementField);
            if (element instanceof BeyondInt beyond) {
                element = beyond.rejected(elementField, null);
            }
            if (element instanceof Rejected rejected) {
                first = first == null ? rejected : first;
            } else {
                elements.add(element);
                chars += element instanceof String s ? s.length() : 0;
            }
        }
        if (first != null) {
            return first;
        }
        return withinLimit(Collections.unmodifiableList(elements), chars, field);
    }

    /** {@code value}, or the rejection of a field whose text is {@code length} characters over the limit. */
    private Object withinLimit(Object value, long length, String field) {
        try {
            limits.validateInputLength("field '" + field + "'", length);
            return value;
        } catch (LimitExceededException e) {
            return reject(field, e.getMessage());
        }
    }

    /**
     * An integer beyond what an {@code Integer} field holds: out of range, not of the wrong type. Read as this and
     * rejected where the field's {@link Range}, if any, is known, so the message gives the bounds the field takes.
     */
    private record BeyondInt(String text) {

        Rejected rejected(String field, Rules.Bounds range) {
            if (range == null) {
                // No bounds of its own: the field takes what a count or a line number can be, not Java's int range.
                return reject(field, "field '" + field + "' is too " + (text.startsWith("-") ? "small" : "large")
                        + " for a count or a position, got " + text);
            }
            return outOfRange(field, range, text);
        }
    }

    /** {@code field 'maxRetries' (retries after the first LLM call) must be between 0 and 5, got 9}. */
    private static Rejected outOfRange(String field, Rules.Bounds range, String got) {
        String counts = range.counts().isEmpty() ? "" : " (" + range.counts() + ")";
        return reject(field, "field '" + field + "'" + counts + " must be between " + range.min() + " and " + range.max()
                + ", got " + got);
    }

    private static Rejected wrongType(JsonParser p, Type type, String field) throws IOException {
        String got = describe(p);
        p.skipChildren();
        return reject(field, "field '" + field + "' must be " + expected(type) + ", got " + got);
    }

    private static Rejected reject(String field, String message) {
        return new Rejected(new InvalidRequestException(field, message));
    }

    private static InvalidRequestException notJson(JsonProcessingException e) {
        if (e instanceof StreamConstraintsException && String.valueOf(e.getOriginalMessage()).contains("nesting depth")) {
            return new InvalidRequestException("", "request body nests deeper than " + Limits.MAX_REQUEST_NESTING
                    + " levels, the most a request may" + where(e.getLocation()));
        }
        return new InvalidRequestException("", "request body is not valid JSON: " + callersWords(e.getOriginalMessage())
                + where(e.getLocation()));
    }

    /**
     * The parser's reason without the parser's own names, which tell a caller nothing: which of its settings holds a
     * limit ({@code (64, from `StreamReadConstraints.getMaxNestingDepth()`)}), which feature would allow what was
     * sent ({@code enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to allow}), how it names its input
     * ({@code [Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 1]}).
     */
    static String callersWords(String reason) {
        if (reason == null) {
            return "";
        }
        return reason.replaceAll(", from `StreamReadConstraints\\.[A-Za-z]+\\(\\)`", "")
                .replaceAll("[:;,]? *enable `JsonReadFeature\\.[A-Z_]+` to allow", " (JSON does not allow it)")
                .replaceAll(" ?\\(not recognized as one since Feature '[A-Z_]+' not enabled for parser\\)", " (JSON has no comments)")
                .replaceAll("\\[Source: [^;\\]]*; line: (\\d+), column: (\\d+)\\]", "line $1, column $2");
    }

    /** A mistake found while reading, reported once the whole body has been read (see the class comment). */
    private record Rejected(InvalidRequestException reason) {
    }

    private static String expected(Type type) {
        Class<?> raw = rawClass(type);
        if (raw == String.class) {
            return "a string";
        } else if (raw == Integer.class || raw == int.class) {
            return "an integer";
        } else if (raw == Boolean.class || raw == boolean.class) {
            return "true or false";
        } else if (raw.isEnum()) {
            return "one of " + quoted(wireNames(raw));
        } else if (List.class.isAssignableFrom(raw)) {
            return "an array of " + plural(expected(((ParameterizedType) type).getActualTypeArguments()[0]));
        } else if (raw == ObjectNode.class) {
            return "a JSON object";
        }
        return "an object";
    }

    private static String plural(String singular) {
        return switch (singular) {
            case "a string" -> "strings";
            case "an integer" -> "integers";
            case "an object" -> "objects";
            default -> singular;
        };
    }

    /** What the value at the parser's current token is, in the words of a message. */
    private static String describe(JsonParser p) throws IOException {
        return switch (p.currentToken()) {
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT -> "the number " + Echo.cut(p.getText(), EchoLengths.TOKEN);
            case VALUE_NUMBER_FLOAT -> "a decimal number";
            case VALUE_TRUE -> "true";
            case VALUE_FALSE -> "false";
            case VALUE_NULL -> "null";
            case START_ARRAY -> "an array";
            case START_OBJECT -> "an object";
            default -> "a " + p.currentToken().name().toLowerCase();
        };
    }

    private static String tokenName(JsonToken token) {
        return switch (token) {
            case START_OBJECT -> "second object";
            case START_ARRAY -> "array";
            case VALUE_STRING -> "string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "number";
            default -> "value";
        };
    }

    /** The names an enum is written as in JSON: its {@link JsonProperty} value, else the constant's name. */
    static List<String> wireNames(Class<?> enumType) {
        List<String> names = new ArrayList<>();
        for (Object constant : enumType.getEnumConstants()) {
            String name = ((Enum<?>) constant).name();
            try {
                Field f = enumType.getField(name);
                JsonProperty p = f.getAnnotation(JsonProperty.class);
                names.add(p != null && !p.value().isEmpty() ? p.value() : name);
            } catch (NoSuchFieldException e) {
                names.add(name);
            }
        }
        return names;
    }

    private static String quoted(List<String> names) {
        return "\"" + String.join("\", \"", names) + "\"";
    }

    private static Class<?> rawClass(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        return Object.class;
    }

    private static String where(JsonLocation location) {
        if (location == null || location.getLineNr() < 0) {
            return "";
        }
        return " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }

    private static boolean isBlank(byte[] body, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            byte b = body[i];
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                return false;
            }
        }
        return true;
    }

    /**
     * What the contract knows of one request record (or enum): its components by name, their rules (the record's
     * maker's {@link Rules} when it gives them, else the ones its annotations state) and its canonical constructor;
     * worked out once per type.
     */
    private static final class Shape {
        final RecordComponent[] components;
        final Map<String, Integer> index = new java.util.LinkedHashMap<>();
        final boolean[] required;
        final boolean[] notEmpty;
        final Rules.Bounds[] ranges;
        final List<String>[] names;
        /** The index of the component each one {@link Needs}, or -1. */
        final int[] needs;
        /** What each component {@link Excludes}, or null, and the index of the component it names. */
        final Rules.Exclusion[] excludes;
        final int[] excluded;
        /** The fields of which exactly one must be sent, or null. */
        final List<String> oneOf;
        final Constructor<?> constructor;
        final Map<String, Object> enumConstants;

        private Shape(Class<?> type, RecordMaker maker) {
            if (type.isEnum()) {
                components = new RecordComponent[0];
                required = new boolean[0];
                notEmpty = new boolean[0];
                ranges = new Rules.Bounds[0];
                names = names(0);
                needs = new int[0];
                excludes = new Rules.Exclusion[0];
                excluded = new int[0];
                oneOf = null;
                constructor = null;
                enumConstants = new HashMap<>();
                List<String> wire = wireNames(type);
                Object[] constants = type.getEnumConstants();
                for (int i = 0; i < constants.length; i++) {
                    enumConstants.put(wire.get(i), constants[i]);
                }
                return;
            }
            if (!type.isRecord()) {
                throw new IllegalArgumentException(type.getName() + " cannot be a request: the contract binds records");
            }
            components = type.getRecordComponents();
            Rules given = maker.rules(type);
            Rules rules = given != null ? given : Rules.read(type);
            required = new boolean[components.length];
            notEmpty = new boolean[components.length];
            ranges = new Rules.Bounds[components.length];
            names = names(components.length);
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                RecordComponent c = components[i];
                index.put(c.getName(), i);
                required[i] = rules.required().contains(c.getName());
                notEmpty[i] = rules.notEmpty().contains(c.getName());
                if (notEmpty[i] && c.getType() != String.class && !List.class.isAssignableFrom(c.getType())) {
                    throw new IllegalArgumentException("@NotEmpty on " + type.getSimpleName() + "." + c.getName()
                            + ": only strings and lists can be empty");
                }
                ranges[i] = rules.ranges().get(c.getName());
                names[i] = names(type, c, rules.names().get(c.getName()));
                types[i] = c.getType();
                requireSupported(type, c.getName(), c.getGenericType(), maker);
            }
            needs = new int[components.length];
            for (int i = 0; i < components.length; i++) {
                String n = rules.needs().get(components[i].getName());
                Integer needed = n == null ? Integer.valueOf(-1) : index.get(n);
                if (needed == null) {
                    throw new IllegalArgumentException("@Needs(\"" + n + "\") on " + type.getSimpleName() + "."
                            + components[i].getName() + ": the record has no such field");
                }
                needs[i] = needed;
            }
            excludes = new Rules.Exclusion[components.length];
            excluded = new int[components.length];
            for (int i = 0; i < components.length; i++) {
                Rules.Exclusion x = rules.excludes().get(components[i].getName());
                Integer other = x == null ? Integer.valueOf(-1) : index.get(x.field());
                if (other == null || (x != null && components[i].getType() != Boolean.class)) {
                    throw new IllegalArgumentException("@Excludes(field = \"" + x.field() + "\") on " + type.getSimpleName()
                            + "." + components[i].getName() + ": " + (other == null ? "the record has no such field"
                                    : "only a Boolean field excludes another's value"));
                }
                excludes[i] = x;
                excluded[i] = other;
            }
            for (String field : rules.fields()) {
                if (!index.containsKey(field)) {
                    throw new IllegalArgumentException("a rule of " + type.getSimpleName() + " names field '" + field
                            + "': the record has no such field");
                }
            }
            oneOf = rules.oneOf().isEmpty() ? null : rules.oneOf();
            enumConstants = Map.of();
            try {
                constructor = type.getDeclaredConstructor(types);
                constructor.setAccessible(true);
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("record " + type.getName() + " has no canonical constructor", e);
            }
        }

        static Shape of(Class<?> type, RecordMaker maker) {
            return new Shape(type, maker);
        }

        /** Component {@code i}'s value as JSON writes it: an enum constant by its wire name, anything else as text. */
        String wireValue(int i, Object value) {
            if (value instanceof Enum<?> constant) {
                return wireNames(constant.getDeclaringClass()).get(constant.ordinal());
            }
            return String.valueOf(value);
        }

        @SuppressWarnings("unchecked")
        private static List<String>[] names(int n) {
            return (List<String>[]) new List<?>[n];
        }

        /** The names a {@link Names} component accepts, asked of its {@code supplier} once; null without one. */
        private static List<String> names(Class<?> owner, RecordComponent c,
                Class<? extends Supplier<? extends Collection<String>>> supplier) {
            if (supplier == null) {
                return null;
            }
            if (c.getType() != String.class) {
                throw new IllegalArgumentException("request field " + owner.getSimpleName() + "." + c.getName()
                        + " is a " + c.getType().getSimpleName() + "; @Names applies to strings");
            }
            try {
                return List.copyOf(supplier.getDeclaredConstructor().newInstance().get());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("the names of " + owner.getSimpleName() + "." + c.getName()
                        + " cannot be read from " + supplier.getName(), e);
            }
        }

        private static void requireSupported(Class<?> owner, String name, Type type, RecordMaker maker) {
            Class<?> raw = rawClass(type);
            boolean scalar = raw == String.class || raw == Integer.class || raw == Boolean.class || raw.isEnum()
                    || raw.isRecord() || raw == ObjectNode.class;
            if (List.class.isAssignableFrom(raw) && type instanceof ParameterizedType p) {
                requireSupported(owner, name + "[]", p.getActualTypeArguments()[0], maker);
            } else if (!scalar) {
                throw new IllegalArgumentException("request field " + owner.getSimpleName() + "." + name + " is a "
                        + type.getTypeName() + "; the contract binds String, Integer, Boolean, enums, records,"
                        + " ObjectNode and lists of them (a primitive cannot say 'absent')");
            } else if (raw.isRecord()) {
                Shape.of(raw, maker);
            }
        }

        Object construct(Object[] values) {
            try {
                return constructor.newInstance(values);
            } catch (InvocationTargetException e) {
                if (e.getCause() instanceof RuntimeException r) {
                    throw r;
                }
                throw new IllegalStateException(e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
