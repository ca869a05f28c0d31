package dev.outputguard.align;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.schema.CompiledSchema;

/**
 * The aligner's reading of one compiled schema: the {@link Keywords} of each subschema, read once and kept with
 * the compiled schema ({@link CompiledSchema#derived}). Only local references ({@code #} and {@code #/…}) are
 * followed; a subschema under a nested {@code $id} (whose references resolve against another base) and any other
 * reference are {@link Keywords#opaque opaque}.
 */
final class SchemaView {

    private final JsonNode root;
    private final boolean draft7;
    /** Pointers of the subschemas that carry an {@code $id} of their own: everything under them is opaque. */
    private final List<String> resources;
    private final ConcurrentMap<String, Keywords> read = new ConcurrentHashMap<>();

    private SchemaView(CompiledSchema schema) {
        this.root = schema.json();
        this.draft7 = "7".equals(schema.draft());
        this.resources = resources(root);
    }

    static SchemaView of(CompiledSchema schema) {
        return schema.derived(SchemaView.class, SchemaView::new);
    }

    Keywords at(String pointer) {
        Keywords k = read.get(pointer);
        if (k == null) {
            k = read(pointer);
            read.putIfAbsent(pointer, k);
        }
        return k;
    }

    private Keywords read(String pointer) {
        for (String resource : resources) {
            if (pointer.equals(resource) || pointer.startsWith(resource + "/")) {
                return Keywords.opaque(pointer);
            }
        }
        JsonNode node = root.at(pointer);
        if (node.isBoolean()) {
            return Keywords.constant(pointer, node.booleanValue());
        }
        if (!node.isObject() || node.has("$dynamicRef") || node.has("$recursiveRef")) {
            return Keywords.opaque(pointer);
        }
        String ref = null;
        if (node.has("$ref")) {
            ref = resolve(node.get("$ref"));
            if (ref == null) {
                return Keywords.opaque(pointer);
            }
            if (draft7) {
                return new Keywords(pointer, false, null, null, null, ref, true, Map.of(), List.of(), false, null,
                        false, List.of(), null, List.of(), List.of(), List.of(), null, Map.of(), title(node));
            }
        }
        List<JsonNode> enumValues = enumValues(node);
        Set<JsonType> types = types(node.get("type"), enumValues);
        if (types != null && types.isEmpty()) {
            return Keywords.opaque(pointer);
        }
        JsonNode additional = node.get("additionalProperties");
        boolean itemsArray = draft7 && node.path("items").isArray();
        List<String> prefix = itemsArray ? list(pointer, "items", node) : list(pointer, "prefixItems", node);
        String itemsKey = itemsArray ? "additionalItems" : "items";
        String items = node.path(itemsKey).isObject() || node.path(itemsKey).isBoolean() ? child(pointer, itemsKey) : null;
        Map<String, String> properties = properties(pointer, node);
        return new Keywords(pointer, false, null, types, enumValues, ref, false, properties,
                required(node), additional != null && additional.isBoolean() && !additional.booleanValue(),
                additional != null && additional.isObject() ? child(pointer, "additionalProperties") : null,
                node.has("patternProperties"), prefix, items, list(pointer, "allOf", node), list(pointer, "anyOf", node),
                list(pointer, "oneOf", node), node.get("default"), spellings(properties.keySet()), title(node));
    }

    private static String title(JsonNode node) {
        JsonNode title = node.get("title");
        return title != null && title.isTextual() ? title.textValue() : null;
    }

    private static Map<String, List<String>> spellings(Set<String> names) {
        Map<String, List<String>> by = new java.util.HashMap<>();
        for (String name : names) {
            by.computeIfAbsent(Words.spelling(name), s -> new ArrayList<>(1)).add(name);
        }
        by.replaceAll((s, list) -> List.copyOf(list));
        return Map.copyOf(by);
    }

    /** A local reference as a JSON Pointer into the schema, or null when it is not one this reading follows. */
    private String resolve(JsonNode ref) {
        if (!ref.isTextual() || !ref.textValue().startsWith("#")) {
            return null;
        }
        String fragment;
        try {
            fragment = URLDecoder.decode(ref.textValue().substring(1).replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (!fragment.isEmpty() && !fragment.startsWith("/")) {
            return null; // an anchor
        }
        JsonNode target = root.at(fragment);
        return target.isObject() || target.isBoolean() ? fragment : null;
    }

    private static List<JsonNode> enumValues(JsonNode node) {
        if (node.has("const")) {
            return List.of(node.get("const"));
        }
        JsonNode values = node.get("enum");
        if (values == null || !values.isArray()) {
            return null;
        }
        List<JsonNode> list = new ArrayList<>(values.size());
        values.forEach(list::add);
        return List.copyOf(list);
    }

    /** The allowed types; null for any; empty for a {@code type} this reading does not know. */
    private static Set<JsonType> types(JsonNode type, List<JsonNode> enumValues) {
        Set<JsonType> types = EnumSet.noneOf(JsonType.class);
        if (type == null) {
            if (enumValues == null) {
                return null;
            }
            for (JsonNode v : enumValues) {
                types.add(JsonType.of(v));
            }
            return types;
        }
        List<JsonNode> names = new ArrayList<>();
        if (type.isArray()) {
            type.forEach(names::add);
        } else {
            names.add(type);
        }
        for (JsonNode name : names) {
            JsonType t = name.isTextual() ? JsonType.named(name.textValue()) : null;
            if (t == null) {
                return JsonType.none();
            }
            types.add(t);
        }
        return types;
    }

    private static Map<String, String> properties(String pointer, JsonNode node) {
        JsonNode properties = node.get("properties");
        if (properties == null || !properties.isObject() || properties.isEmpty()) {
            return Map.of();
        }
        Map<String, String> map = new LinkedHashMap<>();
        for (Iterator<String> names = properties.fieldNames(); names.hasNext();) {
            String name = names.next();
            map.put(name, pointer + "/properties/" + escape(name));
        }
        return Collections.unmodifiableMap(map);
    }

    private static List<String> required(JsonNode node) {
        JsonNode required = node.get("required");
        if (required == null || !required.isArray()) {
            return List.of();
        }
        List<String> names = new ArrayList<>(required.size());
        for (JsonNode name : required) {
            if (name.isTextual()) {
                names.add(name.textValue());
            }
        }
        return List.copyOf(names);
    }

    private static List<String> list(String pointer, String keyword, JsonNode node) {
        JsonNode list = node.get(keyword);
        if (list == null || !list.isArray()) {
            return List.of();
        }
        List<String> pointers = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            pointers.add(pointer + "/" + keyword + "/" + i);
        }
        return List.copyOf(pointers);
    }

    private static String child(String pointer, String keyword) {
        return pointer + "/" + keyword;
    }

    static String escape(String name) {
        return name.indexOf('~') < 0 && name.indexOf('/') < 0 ? name : name.replace("~", "~0").replace("/", "~1");
    }

    /**
     * Pointers of the objects below the root with a string {@code $id}. Values of {@code enum}, {@code const},
     * {@code default} and {@code examples} are searched too: what is taken for a resource there only makes more
     * of the schema opaque.
     */
    private static List<String> resources(JsonNode root) {
        List<String> found = new ArrayList<>();
        Deque<Map.Entry<String, JsonNode>> todo = new ArrayDeque<>();
        todo.push(Map.entry("", root));
        while (!todo.isEmpty()) {
            Map.Entry<String, JsonNode> next = todo.pop();
            JsonNode node = next.getValue();
            if (node.isObject()) {
                if (!next.getKey().isEmpty() && node.path("$id").isTextual()) {
                    found.add(next.getKey());
                    continue;
                }
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
                    Map.Entry<String, JsonNode> e = it.next();
                    if (e.getValue().isContainerNode()) {
                        todo.push(Map.entry(next.getKey() + "/" + escape(e.getKey()), e.getValue()));
                    }
                }
            } else if (node.isArray()) {
                for (int i = 0; i < node.size(); i++) {
                    if (node.get(i).isContainerNode()) {
                        todo.push(Map.entry(next.getKey() + "/" + i, node.get(i)));
                    }
                }
            }
        }
        return List.copyOf(found);
    }
}
