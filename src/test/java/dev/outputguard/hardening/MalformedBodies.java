package dev.outputguard.hardening;

import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.Required;

/**
 * Generates bad request bodies from a good one: every way a caller can get a body wrong, each of
 * which must be a 400 with a JSON error (a 415 for a body sent as another media type or charset).
 * Deterministic, so a failure names a reproducible case. {@link #hostile} gives the other kind: bodies that are
 * right but ask for much work.
 */
final class MalformedBodies {

    /** {@code status}: 400 for a body the contract refuses, 415 for one sent in a form the functions do not read. */
    record Bad(String name, byte[] body, String contentType, int status) {
        Bad(String name, byte[] body, String contentType) {
            this(name, body, contentType, 400);
        }
    }

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    static List<Bad> from(FunctionSamples sample, int maxInputChars) throws Exception {
        List<Bad> bad = new ArrayList<>();
        ObjectNode good = (ObjectNode) MAPPER.readTree(sample.goodBody());
        String goodText = good.toString();
        for (String s : List.of("", " ", "\n\t ", "null", "true", "0", "-1.5e3", "\"text\"", "[]", "[{}]",
                "{", "}", "{]", "{\"text\"", "{\"text\":}", "{'text': 'a'}", "text=hello", "<xml/>",
                "{\"text\": \"a\",}", "{\"text\": \"a\"} {}", "{\"text\": NaN}", "{\"text\": undefined}")) {
            bad.add(json("literal " + s, s));
        }
        // Every truncation of the good body is invalid JSON.
        for (int cut = 1; cut < goodText.length(); cut++) {
            bad.add(json("truncated at " + cut, goodText.substring(0, cut)));
        }
        // A raw control character is never valid JSON: not as whitespace, not inside a string.
        for (int at = 0; at <= goodText.length(); at++) {
            bad.add(json("control char at " + at, goodText.substring(0, at) + "\u0001" + goodText.substring(at)));
        }
        // A stray backslash outside a string, or an invalid escape inside one (not right after a
        // backslash, where it would complete a valid escape).
        for (int at = 0; at <= goodText.length(); at++) {
            if (at > 0 && goodText.charAt(at - 1) == '\\') {
                continue;
            }
            bad.add(json("stray backslash at " + at, goodText.substring(0, at) + "\\q" + goodText.substring(at)));
        }
        for (RecordComponent c : sample.requestType().getRecordComponents()) {
            addFieldMutations(bad, good, c);
        }
        ObjectNode unknown = good.deepCopy();
        unknown.put("unexpected", 1);
        bad.add(json("unknown field", unknown.toString()));
        bad.add(json("100,000-deep nesting", "{\"text\": " + "[".repeat(100_000) + "]".repeat(100_000) + "}"));
        bad.add(json("100,000-deep objects", "{\"a\":".repeat(100_000) + "1" + "}".repeat(100_000)));
        addInvalidUtf8(bad, goodText);
        for (String type : List.of("text/plain", "application/x-www-form-urlencoded", "application/xml",
                "multipart/form-data; boundary=x", "application/json; charset=iso-8859-1", "application/json; charset=utf-16",
                "application/json; charset=\"windows-1252\"")) {
            bad.add(new Bad("content type " + type, goodText.getBytes(StandardCharsets.UTF_8), type, 415));
        }
        addOversized(bad, good, sample, maxInputChars);
        for (var extra : sample.alsoBad().entrySet()) {
            bad.add(json(extra.getKey(), extra.getValue()));
        }
        return bad;
    }

    private static void addFieldMutations(List<Bad> bad, ObjectNode good, RecordComponent c) {
        String name = c.getName();
        if (c.isAnnotationPresent(Required.class)) {
            ObjectNode missing = good.deepCopy();
            missing.remove(name);
            bad.add(json("missing " + name, missing.toString()));
            ObjectNode nulled = good.deepCopy();
            nulled.putNull(name);
            bad.add(json("null " + name, nulled.toString()));
        }
        for (JsonNode wrong : wrongValuesFor(c.getType())) {
            ObjectNode mutated = good.deepCopy();
            mutated.set(name, wrong);
            bad.add(json(name + " = " + wrong, mutated.toString()));
        }
    }

    /** Values of the wrong JSON type for a field of {@code type}: the silent coercions Funqy would make. */
    private static List<JsonNode> wrongValuesFor(Class<?> type) {
        List<JsonNode> all = List.of(F.numberNode(5), F.numberNode(2.5), F.booleanNode(true), F.textNode("x"),
                F.arrayNode().add("a"), F.objectNode().put("a", 1), F.numberNode(1L << 40));
        List<JsonNode> wrong = new ArrayList<>();
        for (JsonNode v : all) {
            boolean fits = (type == String.class && v.isTextual())
                    || ((type == Integer.class || type == int.class) && v.isInt())
                    || ((type == Boolean.class || type == boolean.class) && v.isBoolean())
                    || (List.class.isAssignableFrom(type) && v.isArray() && false)
                    || (type.isRecord() && v.isObject() && false)
                    || (type == ObjectNode.class && v.isObject());
            if (!fits) {
                wrong.add(v);
            }
        }
        if (type.isEnum()) {
            wrong.add(F.textNode("no-such-value"));
            wrong.add(F.textNode(""));
        }
        if (List.class.isAssignableFrom(type)) {
            ArrayNode mixed = F.arrayNode().add("a").add(7).addNull();
            wrong.add(mixed);
        }
        return wrong;
    }

    private static void addInvalidUtf8(List<Bad> bad, String goodText) {
        byte[][] sequences = { { (byte) 0xC3, (byte) 0x28 }, { (byte) 0xFF }, { (byte) 0xE2, (byte) 0x82 },
                { (byte) 0xF0, (byte) 0x28, (byte) 0x8C, (byte) 0xBC }, { (byte) 0xC0, (byte) 0xAF } };
        int quote = goodText.indexOf("\"", goodText.indexOf(':'));
        for (byte[] seq : sequences) {
            byte[] head = goodText.substring(0, quote + 1).getBytes(StandardCharsets.UTF_8);
            byte[] tail = goodText.substring(quote + 1).getBytes(StandardCharsets.UTF_8);
            byte[] body = new byte[head.length + seq.length + tail.length];
            System.arraycopy(head, 0, body, 0, head.length);
            System.arraycopy(seq, 0, body, head.length, seq.length);
            System.arraycopy(tail, 0, body, head.length + seq.length, tail.length);
            bad.add(new Bad("invalid UTF-8 " + Integer.toHexString(seq[0] & 0xFF), body, "application/json"));
        }
    }

    private static void addOversized(List<Bad> bad, ObjectNode good, FunctionSamples sample, int maxInputChars) {
        for (Iterator<String> it = good.fieldNames(); it.hasNext();) {
            String name = it.next();
            JsonNode value = good.get(name);
            if (value.isTextual()) {
                ObjectNode huge = good.deepCopy();
                huge.put(name, "x".repeat(maxInputChars + 1));
                bad.add(json("oversized " + name, huge.toString()));
                return; // one oversized body per function keeps the suite fast
            }
        }
    }

    /**
     * Bodies a caller may send that ask a schema check for far more work than their size: numbers with huge
     * exponents under the numeric keywords, unions of unions, a backtracking pattern over many values, values nested
     * at the limit. Each must be answered (or its schema refused) at once, never a 500.
     */
    static List<Bad> hostile(FunctionSamples sample) {
        List<Bad> hostile = new ArrayList<>();
        if (!sample.path().equals("/extract-json") && !sample.path().equals("/validate-response")) {
            return hostile;
        }
        boolean validate = sample.path().equals("/validate-response");
        for (String number : List.of("1e100000000", "1e999999999", "-7e999999999", "1e-999999999", "1e19",
                "123456789012345678901234567890e999999")) {
            for (String keyword : List.of("\"multipleOf\": 3", "\"multipleOf\": 0.0001", "\"maximum\": 100",
                    "\"exclusiveMinimum\": 1e999", "\"enum\": [1, 2]", "\"const\": 1e999999999",
                    "\"type\": \"integer\"")) {
                hostile.add(withSchema(sample, validate, "{\"n\": " + number + "}",
                        "{\"properties\": {\"n\": {" + keyword + "}}}", number + " under " + keyword));
            }
        }
        for (int levels : new int[] {10, 22, 30}) {
            StringBuilder defs = new StringBuilder("{\"a0\": {\"type\": \"object\"}");
            for (int i = 1; i <= levels; i++) {
                String branch = "{\"properties\": {\"n\": {\"$ref\": \"#/$defs/a" + (i - 1) + "\"}}}";
                defs.append(", \"a").append(i).append("\": {\"anyOf\": [").append(branch).append(", ").append(branch)
                        .append("]}");
            }
            String schema = "{\"$defs\": " + defs + "}, \"$ref\": \"#/$defs/a" + levels + "\"}";
            hostile.add(withSchema(sample, validate, "{\"n\": ".repeat(levels) + "1" + "}".repeat(levels), schema,
                    levels + " levels of unions"));
        }
        String values = String.join(",", java.util.Collections.nCopies(300, "\"" + "a".repeat(300) + "\""));
        hostile.add(withSchema(sample, validate, "{\"n\": [" + values + "]}",
                "{\"properties\": {\"n\": {\"items\": {\"pattern\": \"a*a*a*b\"}}}}", "a backtracking pattern over 300 values"));
        hostile.add(withSchema(sample, validate, "{\"n\": [" + values + "]}",
                "{\"properties\": {\"n\": {\"items\": {\"pattern\": \"^(a+)+$\"}}}}", "an exponential pattern over 300 values"));
        String deep = "{\"n\": ".repeat(998) + "{}" + "}".repeat(998);
        hostile.add(withSchema(sample, validate, deep, "{\"$defs\": {\"t\": {\"properties\": {\"n\": {\"$ref\": \"#/$defs/t\"}}}},"
                + " \"$ref\": \"#/$defs/t\"}", "a value nested at the limit against a recursive schema"));
        // The same shapes aligned with the schema (coerce), whose candidates' checks spend the same budget.
        List<Bad> aligned = new ArrayList<>();
        for (Bad b : hostile.subList(hostile.size() - 6, hostile.size())) {
            try {
                ObjectNode body = (ObjectNode) MAPPER.readTree(b.body());
                body.put("coerce", true);
                aligned.add(json(b.name() + ", coerce", body.toString()));
            } catch (Exception e) {
                throw new IllegalStateException(b.name(), e);
            }
        }
        hostile.addAll(aligned);
        if (!validate) {
            // A scalar root read from a reply's words (coerce): a long reply against a long enum, a million
            // one-word candidates, a list of a hundred thousand elements none of which fits.
            StringBuilder enumValues = new StringBuilder("\"positive\"");
            for (int i = 0; i < 3_000; i++) {
                enumValues.append(", \"value").append(i).append('"');
            }
            hostile.add(coerced("positive ".repeat(500_000), "{\"enum\": [" + enumValues + "]}",
                    "a long reply of one enum value against a long enum, coerce"));
            hostile.add(coerced("4 ".repeat(1_000_000), "{\"type\": \"integer\"}", "a million numbers in prose, coerce"));
            hostile.add(coerced("[" + "{\"n\": \"x\"}, ".repeat(100_000) + "{\"n\": 1}]",
                    "{\"type\": \"object\", \"required\": [\"n\"], \"properties\": {\"n\": {\"type\": \"integer\"}}}",
                    "a list of a hundred thousand objects, none chosen by fit, coerce"));
        }
        return hostile;
    }

    private static Bad withSchema(FunctionSamples sample, boolean validate, String object, String schema, String name) {
        ObjectNode body = F.objectNode();
        String text = validate ? "{\"translation\": \"Hallo\", " + object.substring(1) : object;
        body.put("text", text);
        if (validate) {
            body.put("kind", "translation");
        }
        try {
            body.set("schema", MAPPER.readTree(schema));
        } catch (Exception e) {
            throw new IllegalArgumentException(schema, e);
        }
        return json(name, body.toString());
    }

    private static Bad coerced(String text, String schema, String name) {
        ObjectNode body = F.objectNode().put("text", text).put("coerce", true);
        try {
            body.set("schema", MAPPER.readTree(schema));
        } catch (Exception e) {
            throw new IllegalArgumentException(schema, e);
        }
        return json(name, body.toString());
    }

    private static Bad json(String name, String body) {
        return new Bad(name, body.getBytes(StandardCharsets.UTF_8), "application/json");
    }

    private MalformedBodies() {
    }
}
