package dev.outputguard.openapi;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.Paths;
import org.eclipse.microprofile.openapi.models.headers.Header;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.Excludes;
import dev.outputguard.contract.Needs;
import dev.outputguard.contract.OneOf;
import dev.outputguard.contract.Problem;
import dev.outputguard.contract.Range;
import dev.outputguard.contract.Required;

/**
 * The OpenAPI 3.1 document of the functions, made from what the code already says and nothing written
 * per function: one {@code POST /<function>} per function the catalog lists; the request schema from the
 * request record as the request contract reads it (component types, {@link Required}, {@link Range},
 * {@link OneOf}, {@link Needs}, enum names, unknown fields refused); the answer's schema from the response record as
 * Jackson writes it (property names, what is left out when null or default); the error answers from
 * {@link Problem}'s table of statuses. A new function, field or constraint shows up in the document by
 * itself.
 */
public final class FunctionDocument {

    /** One function as the document needs it: its name, request record, answer type, whether it calls the LLM. */
    public record Function(String name, Class<?> request, Type response, boolean callsLlm, Map<String, Class<?>> events) {

        public Function(String name, Class<?> request, Type response, boolean callsLlm) {
            this(name, request, response, callsLlm, Map.of());
        }
    }

    static final String EVENT_STREAM = "text/event-stream";

    static final String JSON = "application/json";
    private static final String SCHEMAS = "#/components/schemas/";
    private static final String RESPONSES = "#/components/responses/";
    private static final String ERROR = "Error";

    /** A record is read as a request (by the contract) or written as an answer (by Jackson). */
    private enum Side {
        REQUEST, RESPONSE
    }

    private record Key(Class<?> type, Side side) {
    }

    private final ObjectMapper mapper;
    private final Map<Key, String> names = new LinkedHashMap<>();
    private final SortedMap<String, Schema> schemas = new TreeMap<>();

    private FunctionDocument(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /**
     * Fills {@code document} with the functions' paths and components (anything there before is replaced).
     *
     * @param mapper the mapper that writes the answers, whose view of the response records the document shows
     */
    public static OpenAPI describe(OpenAPI document, List<Function> functions, ObjectMapper mapper, String version) {
        FunctionDocument d = new FunctionDocument(mapper);
        List<Function> sorted = functions.stream().sorted((a, b) -> a.name().compareTo(b.name())).toList();
        for (Function f : sorted) {
            if (f.request() != null) {
                d.names.putIfAbsent(new Key(f.request(), Side.REQUEST), pascal(f.name()) + "Request");
            }
            if (f.response() instanceof Class<?> c && !isScalar(c)) {
                d.names.putIfAbsent(new Key(c, Side.RESPONSE), pascal(f.name()) + "Response");
            }
        }
        Paths paths = OASFactory.createPaths();
        for (Function f : sorted) {
            paths.addPathItem("/" + f.name(), d.path(f));
        }
        d.schemas.put(ERROR, errorSchema());
        describe(d.schemas);
        Components components = OASFactory.createComponents().schemas(new LinkedHashMap<>(d.schemas))
                .responses(errorResponses());
        // In this order, the order the writer keeps.
        document.setOpenapi("3.1.0");
        document.setPaths(paths);
        document.info(OASFactory.createInfo().title("OutputGuard").version(version).description(DESCRIPTION));
        document.setComponents(components);
        document.setTags(null);
        return document;
    }

    private static final String DESCRIPTION = "Stateless functions that turn what an LLM writes into something a "
            + "program can trust. Every function takes POST with a JSON object (Content-Type: application/json) and "
            + "answers JSON; a domain outcome (no JSON found, an invalid reply, a FAIL verdict) is a 200 answer, and "
            + "every error has the body {\"error\":{\"code\",\"message\"}}. Unknown request fields are refused (400), "
            + "so a typo is reported. Positions are 0-based UTF-16 offsets; lines and columns are 1-based. A text "
            + "field (or a list of texts, counted together) holds at most the setting outputguard.max-input-chars "
            + "(10,000,000 UTF-16 units by default).";

    private PathItem path(Function f) {
        Operation op = OASFactory.createOperation().operationId(camel(f.name())).summary(f.name());
        if (f.request() != null) {
            Content content = json(ref(name(f.request(), Side.REQUEST)));
            MediaType media = content.getMediaType(JSON);
            for (Examples.Example e : Examples.ALL) {
                if (e.function().equals(f.name())) {
                    media.addExample(e.id(), OASFactory.createExample().summary(e.summary()).value(value(e.json())));
                }
            }
            op.requestBody(OASFactory.createRequestBody().required(true).content(content));
        }
        APIResponses responses = OASFactory.createAPIResponses();
        Schema answer = f.response() == null ? OASFactory.createSchema() : schema(f.response(), Side.RESPONSE);
        Content answers = json(answer);
        if (!f.events().isEmpty()) {
            answers.addMediaType(EVENT_STREAM, OASFactory.createMediaType().schema(events(f)));
        }
        responses.addAPIResponse("200", OASFactory.createAPIResponse()
                .description(f.events().isEmpty() ? "The function's answer" : "The function's answer; with \"stream\":"
                        + " true, over HTTP only (quarkus dev, the packaged app), as server-sent events (" + EVENT_STREAM
                        + "), each event one of the schemas below: its name (event:) and its data (one line of JSON)")
                .content(answers));
        for (int status : Problem.statuses(f.callsLlm()).keySet()) {
            responses.addAPIResponse(Integer.toString(status), OASFactory.createAPIResponse().ref(RESPONSES + reason(status)));
        }
        return OASFactory.createPathItem().POST(op.responses(responses));
    }

    /**
     * The events of a streamed answer: one schema per event, its name and its data's schema. A {@link Problem} is the
     * error body with the status the answer would have had.
     */
    private Schema events(Function f) {
        Schema events = OASFactory.createSchema();
        f.events().forEach((event, data) -> {
            Schema dataSchema;
            if (data == Problem.class) {
                dataSchema = errorSchema().addProperty("status", scalar(SchemaType.INTEGER).format("int32")
                        .description("The HTTP status the answer would have had without stream"))
                        .required(List.of("status", "error"));
            } else {
                dataSchema = schema(data, Side.RESPONSE);
            }
            events.addOneOf(object().additionalPropertiesBoolean(false)
                    .addProperty("event", scalar(SchemaType.STRING).constValue(event))
                    .addProperty("data", dataSchema)
                    .required(List.of("event", "data")));
        });
        return events;
    }

    /** Every error answer, by its reason phrase; 405 answers the other methods on a function's path. */
    private static Map<String, APIResponse> errorResponses() {
        SortedMap<Integer, List<String>> statuses = new TreeMap<>(Problem.statuses(true));
        statuses.put(405, List.of(Problem.METHOD_NOT_ALLOWED));
        Map<String, APIResponse> responses = new LinkedHashMap<>();
        statuses.forEach((status, codes) -> {
            APIResponse r = OASFactory.createAPIResponse()
                    .description(status + " " + reason(status).replaceAll("(?<=[a-z])(?=[A-Z])", " ") + ": error.code " + (codes.size() == 1 ? "is " : "is one of ")
                            + String.join(", ", codes) + (status == 405 ? " (any method but POST; header Allow: POST)" : ""))
                    .content(json(ref(ERROR)));
            if (status == 503) {
                Header retryAfter = OASFactory.createHeader().required(true)
                        .description("Seconds to wait before sending the same request again")
                        .schema(OASFactory.createSchema().addType(SchemaType.INTEGER).minimum(BigDecimal.ONE));
                r.addHeader("Retry-After", retryAfter);
            }
            if (status == 405) {
                r.addHeader("Allow", OASFactory.createHeader().required(true)
                        .schema(OASFactory.createSchema().addType(SchemaType.STRING).addEnumeration("POST")));
            }
            responses.put(reason(status), r);
        });
        return responses;
    }

    /** Every property's description ({@link Descriptions}), nested objects' included. */
    private static void describe(Map<String, Schema> schemas) {
        schemas.forEach((name, schema) -> describe(name, schema));
    }

    private static void describe(String path, Schema schema) {
        if (schema.getProperties() == null) {
            return;
        }
        schema.getProperties().forEach((property, p) -> {
            String description = Descriptions.PROPERTIES.get(path + "." + property);
            if (description != null) {
                p.setDescription(description);
            }
            describe(path + "." + property, p);
        });
    }

    /** An example's JSON as the plain values the document's writer writes (numbers exact). */
    private Object value(String json) {
        try {
            return mapper.treeToValue(mapper.readTree(json), Object.class);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("an example of the OpenAPI document is not JSON: " + json, e);
        }
    }

    private static Schema errorSchema() {
        Schema inner = object().additionalPropertiesBoolean(false)
                .addProperty("code", OASFactory.createSchema().addType(SchemaType.STRING))
                .addProperty("message", OASFactory.createSchema().addType(SchemaType.STRING))
                .required(List.of("code", "message"));
        return object().additionalPropertiesBoolean(false).addProperty("error", inner).required(List.of("error"));
    }

    // --- schemas ---

    /** The schema of a value of {@code type} (a reference for records and enums). */
    private Schema schema(Type type, Side side) {
        JavaType t = mapper.constructType(type);
        Class<?> raw = t.getRawClass();
        if (raw == String.class || raw == Character.class || raw == char.class) {
            return scalar(SchemaType.STRING);
        } else if (raw == Boolean.class || raw == boolean.class) {
            return scalar(SchemaType.BOOLEAN);
        } else if (raw == Integer.class || raw == int.class || raw == Short.class || raw == short.class) {
            return scalar(SchemaType.INTEGER).format("int32");
        } else if (raw == Long.class || raw == long.class || raw == BigInteger.class) {
            return scalar(SchemaType.INTEGER).format(raw == BigInteger.class ? null : "int64");
        } else if (raw == Double.class || raw == double.class || raw == Float.class || raw == float.class
                || raw == BigDecimal.class) {
            return scalar(SchemaType.NUMBER);
        } else if (raw.isEnum()) {
            return ref(name(raw, side));
        } else if (t.isCollectionLikeType() || t.isArrayType()) {
            return scalar(SchemaType.ARRAY).items(schema(t.getContentType(), side));
        } else if (t.isMapLikeType()) {
            return object().additionalPropertiesSchema(schema(t.getContentType(), side));
        } else if (ObjectNode.class.isAssignableFrom(raw)) {
            return object().description("any JSON object");
        } else if (ArrayNode.class.isAssignableFrom(raw)) {
            return scalar(SchemaType.ARRAY).description("any JSON array");
        } else if (raw == Object.class || JsonNode.class.isAssignableFrom(raw)) {
            return OASFactory.createSchema().description("any JSON value");
        }
        return ref(name(raw, side));
    }

    /** The component name of a record or enum, its schema made on first use. */
    private String name(Class<?> type, Side side) {
        Key key = new Key(type, type.isEnum() ? Side.RESPONSE : side);
        String known = names.get(key);
        if (known != null && schemas.containsKey(known)) {
            return known;
        }
        String name = known != null ? known : freeName(type, key.side());
        names.put(key, name);
        schemas.put(name, OASFactory.createSchema()); // placeholder: a record that refers to itself ends here
        schemas.put(name, type.isEnum() ? enumSchema(type)
                : key.side() == Side.REQUEST ? requestSchema(type) : responseSchema(type));
        return name;
    }

    private String freeName(Class<?> type, Side side) {
        // Prefixed with the classes it nests in: TranslateFunction.Context.Term is TranslateContextTerm.
        StringBuilder prefix = new StringBuilder();
        for (Class<?> outer = type.getEnclosingClass(); outer != null; outer = outer.getEnclosingClass()) {
            prefix.insert(0, outer.getSimpleName().replaceFirst("Function$", ""));
        }
        String base = prefix + type.getSimpleName();
        String name = base;
        if (names.containsValue(name)) {
            name = base + (side == Side.REQUEST ? "Input" : "Output");
        }
        for (int i = 2; names.containsValue(name); i++) {
            name = base + i;
        }
        return name;
    }

    private Schema enumSchema(Class<?> type) {
        Schema s = scalar(SchemaType.STRING);
        for (Object constant : type.getEnumConstants()) {
            s.addEnumeration(mapper.valueToTree(constant).asText());
        }
        return s;
    }

    /**
     * A request record as the request contract reads it: unknown fields refused, {@link Required} fields
     * present and not null, the others absent or null, {@link Range} as bounds, {@link OneOf} as exactly one
     * of its fields present and not null, {@link Needs} and {@link Excludes} as dependent schemas.
     */
    private Schema requestSchema(Class<?> type) {
        if (!type.isRecord()) {
            throw new IllegalArgumentException(type.getName() + " is not a record; the request contract binds records");
        }
        Schema s = object().additionalPropertiesBoolean(false);
        List<String> required = new ArrayList<>();
        for (RecordComponent c : type.getRecordComponents()) {
            Schema p = schema(c.getGenericType(), Side.REQUEST);
            Range range = c.getAnnotation(Range.class);
            if (range != null) {
                p.minimum(BigDecimal.valueOf(range.min())).maximum(BigDecimal.valueOf(range.max()));
            }
            if (c.isAnnotationPresent(Required.class)) {
                required.add(c.getName());
            } else {
                p = nullable(p);
            }
            s.addProperty(c.getName(), p);
            Needs needs = c.getAnnotation(Needs.class);
            if (needs != null) {
                // Null is absent to the contract: the field not null needs the other not null.
                s.addDependentSchema(c.getName(), OASFactory.createSchema().addAnyOf(object()
                        .addProperty(c.getName(), scalar(SchemaType.NULL))).addAnyOf(object()
                        .required(List.of(needs.value()))
                        .addProperty(needs.value(), OASFactory.createSchema().not(scalar(SchemaType.NULL)))));
            }
            Excludes excludes = c.getAnnotation(Excludes.class);
            if (excludes != null) {
                // Sent true, the other field must not hold the value it excludes.
                s.addDependentSchema(c.getName(), OASFactory.createSchema().addAnyOf(object()
                        .addProperty(c.getName(), OASFactory.createSchema().not(OASFactory.createSchema().constValue(true))))
                        .addAnyOf(object().addProperty(excludes.field(),
                                OASFactory.createSchema().not(OASFactory.createSchema().constValue(excludes.value())))));
            }
        }
        if (!required.isEmpty()) {
            s.required(required);
        }
        OneOf oneOf = type.getAnnotation(OneOf.class);
        if (oneOf != null) {
            for (String field : oneOf.value()) {
                Schema present = object().required(List.of(field))
                        .addProperty(field, OASFactory.createSchema().not(scalar(SchemaType.NULL)));
                s.addOneOf(present);
            }
        }
        return s;
    }

    /**
     * An answer record as Jackson writes it: each property it writes, required when it is always written,
     * null allowed when Jackson writes it even when null.
     */
    private Schema responseSchema(Class<?> type) {
        BeanDescription bean = mapper.getSerializationConfig().introspect(mapper.constructType(type));
        JsonInclude.Value byClass = bean.findPropertyInclusion(mapper.getSerializationConfig()
                .getDefaultPropertyInclusion(type));
        boolean unwrapped = bean.findProperties().stream().anyMatch(FunctionDocument::unwrapped);
        Schema s = unwrapped ? object() : object().additionalPropertiesBoolean(false);
        List<String> required = new ArrayList<>();
        for (BeanPropertyDefinition property : bean.findProperties()) {
            if (!property.couldSerialize()) {
                continue;
            }
            if (unwrapped(property)) {
                // Its properties are written as this object's own.
                s.addAllOf(ref(name(property.getPrimaryType().getRawClass(), Side.RESPONSE)));
                continue;
            }
            JsonInclude.Include include = byClass.withOverrides(property.findInclusion()).getValueInclusion();
            boolean always = include == JsonInclude.Include.ALWAYS || include == JsonInclude.Include.USE_DEFAULTS;
            JavaType propertyType = property.getPrimaryType();
            Schema p = schema(propertyType, Side.RESPONSE);
            if (always) {
                required.add(property.getName());
                if (!propertyType.isPrimitive()) {
                    p = nullable(p);
                }
            }
            s.addProperty(property.getName(), p);
        }
        if (!required.isEmpty()) {
            s.required(required);
        }
        // With the properties of another schema (allOf): none that neither has.
        return unwrapped ? s.unevaluatedProperties(OASFactory.createSchema().not(OASFactory.createSchema())) : s;
    }

    private static boolean unwrapped(BeanPropertyDefinition property) {
        return property.getPrimaryMember() != null && property.getPrimaryMember().hasAnnotation(JsonUnwrapped.class);
    }

    /** The same schema, null allowed as well. */
    private static Schema nullable(Schema s) {
        if (s.getRef() != null) {
            return OASFactory.createSchema().addAnyOf(s).addAnyOf(scalar(SchemaType.NULL));
        }
        if (s.getType() == null || s.getType().isEmpty()) {
            return s; // any value, null included
        }
        return s.addType(SchemaType.NULL);
    }

    private static boolean isScalar(Class<?> c) {
        return c.isPrimitive() || c == String.class || Number.class.isAssignableFrom(c) || c == Boolean.class;
    }

    private static Schema scalar(SchemaType type) {
        return OASFactory.createSchema().addType(type);
    }

    private static Schema object() {
        return scalar(SchemaType.OBJECT);
    }

    private static Schema ref(String name) {
        return OASFactory.createSchema().ref(SCHEMAS + name);
    }

    private static Content json(Schema schema) {
        MediaType media = OASFactory.createMediaType().schema(schema);
        return OASFactory.createContent().addMediaType(JSON, media);
    }

    /** {@code extract-json} → {@code ExtractJson}. */
    static String pascal(String name) {
        StringBuilder b = new StringBuilder();
        for (String part : name.split("[-_.]")) {
            if (!part.isEmpty()) {
                b.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
        }
        return b.toString();
    }

    /** {@code extract-json} → {@code extractJson}. */
    static String camel(String name) {
        String p = pascal(name);
        return p.isEmpty() ? p : Character.toLowerCase(p.charAt(0)) + p.substring(1);
    }

    /** The standard reason phrase, as a component name. */
    static String reason(int status) {
        return Objects.requireNonNull(switch (status) {
            case 400 -> "BadRequest";
            case 404 -> "NotFound";
            case 405 -> "MethodNotAllowed";
            case 413 -> "ContentTooLarge";
            case 415 -> "UnsupportedMediaType";
            case 500 -> "InternalServerError";
            case 502 -> "BadGateway";
            case 503 -> "ServiceUnavailable";
            case 504 -> "GatewayTimeout";
            default -> null;
        }, () -> "no reason phrase for status " + status);
    }
}
