package dev.outputguard.contract;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The request contract shared by every function and every binding: a body is checked against the
 * function's request record before anything binds it, so a wrong type is a clear 400 rather than a
 * silent coercion ({@code 5} into a String) or a 500.
 *
 * <p>The rules come from the record itself: each component's Java type gives the JSON type it must
 * have, {@link Required} marks what must be present, {@link Range} bounds integers, {@link OneOf} on
 * the record names alternatives, enums accept their {@link JsonProperty} names, and every string
 * (or list of strings, counted together) is held to {@code outputguard.max-input-chars}. Unknown
 * fields are rejected so that a typo ({@code "mdoe"}) is reported, not ignored.
 */
public final class RequestContract {

    public static final int DEFAULT_MAX_INPUT_CHARS = 10_000_000;
    /** Request bodies are small trees; anything deeper than this is not a request we serve. */
    private static final int MAX_BODY_NESTING = 64;

    private final int maxInputChars;
    private final JsonMapper mapper;
    private final ClassValue<Map<String, RecordComponent>> components = new ClassValue<>() {
        @Override
        protected Map<String, RecordComponent> computeValue(Class<?> type) {
            Map<String, RecordComponent> byName = new LinkedHashMap<>();
            for (RecordComponent c : type.getRecordComponents()) {
                byName.put(c.getName(), c);
            }
            return byName;
        }
    };

    public RequestContract(int maxInputChars) {
        this.maxInputChars = maxInputChars;
        this.mapper = JsonMapper.builder()
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
                .build();
        // The body size limit bounds memory; string length is left to checkLength so that the
        // message names the field and the setting instead of being a parser error.
        mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(MAX_BODY_NESTING)
                .maxStringLength(Integer.MAX_VALUE)
                .build());
    }

    public int maxInputChars() {
        return maxInputChars;
    }

    /** Parses a raw request body, then checks it against {@code requestType}. */
    public JsonNode parseAndCheck(byte[] body, Class<?> requestType) {
        JsonNode tree = parse(body);
        check(requestType, tree);
        return tree;
    }

    /** Parses a raw request body (UTF-8 JSON); anything but one JSON value is an {@link InvalidRequestException}. */
    public JsonNode parse(byte[] body) {
        if (body == null || isBlank(body)) {
            throw new InvalidRequestException("", "request body is empty: send a JSON object, e.g. {\"text\": \"...\"}");
        }
        try {
            return mapper.readTree(decodeUtf8(body));
        } catch (JsonProcessingException e) {
            throw new InvalidRequestException("", "request body is not valid JSON: " + e.getOriginalMessage()
                    + where(e.getLocation()));
        } catch (IOException e) {
            throw new InvalidRequestException("", "request body could not be read: " + e.getMessage());
        }
    }

    /** Checks a parsed body against a request record type. */
    public void check(Class<?> requestType, JsonNode body) {
        if (body == null || !body.isObject()) {
            throw new InvalidRequestException("", "request body must be a JSON object, got " + describe(body));
        }
        checkObject(requestType, body, "");
    }

    private void checkObject(Class<?> type, JsonNode object, String path) {
        Map<String, RecordComponent> byName = components.get(type);
        for (Iterator<String> names = object.fieldNames(); names.hasNext();) {
            String name = names.next();
            if (!byName.containsKey(name)) {
                throw new InvalidRequestException(path + name, "unknown field '" + path + name + "'; expected "
                        + (path.isEmpty() ? "" : "in '" + path.substring(0, path.length() - 1) + "' ")
                        + "one of: " + String.join(", ", byName.keySet()));
            }
        }
        OneOf oneOf = type.getAnnotation(OneOf.class);
        if (oneOf != null) {
            checkOneOf(oneOf, object, path);
        }
        for (RecordComponent component : byName.values()) {
            String field = path + component.getName();
            JsonNode value = object.get(component.getName());
            if (value == null || value.isNull()) {
                if (component.isAnnotationPresent(Required.class)) {
                    throw new InvalidRequestException(field, "field '" + field + "' is required: send "
                            + expected(component.getGenericType()) + (value == null ? "" : ", not null"));
                }
                continue;
            }
            checkValue(component.getGenericType(), value, field);
            Range range = component.getAnnotation(Range.class);
            if (range != null && (value.intValue() < range.min() || value.intValue() > range.max())) {
                throw new InvalidRequestException(field, "field '" + field + "' must be between " + range.min()
                        + " and " + range.max() + ", got " + value.intValue());
            }
        }
    }

    private static void checkOneOf(OneOf oneOf, JsonNode object, String path) {
        List<String> present = new ArrayList<>();
        for (String name : oneOf.value()) {
            JsonNode v = object.get(name);
            if (v != null && !v.isNull()) {
                present.add(path + name);
            }
        }
        if (present.size() != 1) {
            String options = "'" + path + String.join("' or '" + path, oneOf.value()) + "'";
            throw new InvalidRequestException(present.isEmpty() ? path + oneOf.value()[0] : present.get(1),
                    "send exactly one of " + options + (present.isEmpty() ? ", got neither" : ", got both"));
        }
    }

    private void checkValue(Type type, JsonNode value, String field) {
        Class<?> raw = rawClass(type);
        if (raw == String.class) {
            require(value.isTextual(), type, value, field);
            checkLength(value.textValue().length(), field);
        } else if (raw == Integer.class || raw == int.class) {
            require(value.isIntegralNumber() && value.canConvertToInt(), type, value, field);
        } else if (raw == Boolean.class || raw == boolean.class) {
            require(value.isBoolean(), type, value, field);
        } else if (raw.isEnum()) {
            require(value.isTextual(), type, value, field);
            List<String> names = wireNames(raw);
            if (!names.contains(value.textValue())) {
                throw new InvalidRequestException(field, "field '" + field + "' must be one of " + quoted(names)
                        + ", got " + Snippet.quote(value.textValue()));
            }
        } else if (List.class.isAssignableFrom(raw)) {
            require(value.isArray(), type, value, field);
            checkList(((ParameterizedType) type).getActualTypeArguments()[0], value, field);
        } else if (raw.isRecord()) {
            require(value.isObject(), type, value, field);
            checkObject(raw, value, field + ".");
        }
        // JsonNode and Object fields accept any JSON value.
    }

    private void checkList(Type elementType, JsonNode array, String field) {
        long chars = 0;
        for (int i = 0; i < array.size(); i++) {
            JsonNode element = array.get(i);
            String elementField = field + "[" + i + "]";
            if (element.isNull()) {
                throw new InvalidRequestException(elementField, "field '" + elementField + "' must be "
                        + expected(elementType) + ", got null");
            }
            checkValue(elementType, element, elementField);
            if (element.isTextual()) {
                chars += element.textValue().length();
            }
        }
        checkLength(chars, field);
    }

    private void checkLength(long length, String field) {
        if (length > maxInputChars) {
            throw new InvalidRequestException(field, "field '" + field + "' has " + length
                    + " characters; the limit is " + maxInputChars + " (setting outputguard.max-input-chars)");
        }
    }

    private static void require(boolean ok, Type type, JsonNode value, String field) {
        if (!ok) {
            throw new InvalidRequestException(field, "field '" + field + "' must be " + expected(type) + ", got "
                    + describe(value));
        }
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
        } else if (raw.isRecord()) {
            return "an object";
        }
        return "a JSON value";
    }

    private static String plural(String singular) {
        return switch (singular) {
            case "a string" -> "strings";
            case "an integer" -> "integers";
            case "an object" -> "objects";
            default -> singular;
        };
    }

    static String describe(JsonNode value) {
        if (value == null || value.isMissingNode()) {
            return "nothing";
        }
        return switch (value.getNodeType()) {
            case STRING -> "a string";
            case NUMBER -> value.isIntegralNumber() ? "the number " + Snippet.cut(value.asText(), 40) : "a decimal number";
            case BOOLEAN -> value.asText();
            case NULL -> "null";
            case ARRAY -> "an array";
            case OBJECT -> "an object";
            default -> "a " + value.getNodeType().name().toLowerCase();
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

    /**
     * Strict UTF-8: Jackson's own decoder lets overlong forms such as {@code C0 AF} through, and a
     * request that is not UTF-8 should be named as such rather than read as something else.
     */
    private static String decodeUtf8(byte[] body) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(body);
        CharBuffer out = CharBuffer.allocate(body.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            throw new InvalidRequestException("", "request body is not valid UTF-8: bad byte 0x"
                    + Integer.toHexString(body[in.position()] & 0xFF).toUpperCase() + " at byte offset " + in.position());
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    private static boolean isBlank(byte[] body) {
        for (byte b : body) {
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                return false;
            }
        }
        return true;
    }
}
