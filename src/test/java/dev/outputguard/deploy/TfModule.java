package dev.outputguard.deploy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/** One Terraform module (the .tf files of one folder) as hcl2json parsed it. */
record TfModule(String name, Map<Path, JsonNode> files) {

    /** A named block: a resource, a variable, a module call. */
    record Block(String type, String name, JsonNode body, Path file) {
        String address() {
            return type.isEmpty() ? name : type + "." + name;
        }

        String text(String attribute) {
            JsonNode v = body.get(attribute);
            return v == null || v.isNull() ? null : v.isTextual() ? v.textValue() : v.toString();
        }
    }

    List<Block> resources(String type) {
        return allResources().stream().filter(b -> b.type().equals(type)).toList();
    }

    List<Block> allResources() {
        List<Block> out = new ArrayList<>();
        for (Map.Entry<Path, JsonNode> f : files.entrySet()) {
            for (Map.Entry<String, JsonNode> type : fields(f.getValue().path("resource"))) {
                for (Map.Entry<String, JsonNode> b : fields(type.getValue())) {
                    for (JsonNode body : b.getValue()) {
                        out.add(new Block(type.getKey(), b.getKey(), body, f.getKey()));
                    }
                }
            }
        }
        return out;
    }

    /** Module calls ({@code module "name" { source = ... }}). */
    List<Block> modules() {
        List<Block> out = new ArrayList<>();
        for (Map.Entry<Path, JsonNode> f : files.entrySet()) {
            for (Map.Entry<String, JsonNode> call : fields(f.getValue().path("module"))) {
                for (JsonNode body : call.getValue()) {
                    out.add(new Block("module", call.getKey(), body, f.getKey()));
                }
            }
        }
        return out;
    }

    Map<String, Block> variables() {
        Map<String, Block> out = new LinkedHashMap<>();
        for (Map.Entry<Path, JsonNode> f : files.entrySet()) {
            for (Map.Entry<String, JsonNode> v : fields(f.getValue().path("variable"))) {
                out.put(v.getKey(), new Block("var", v.getKey(), v.getValue().get(0), f.getKey()));
            }
        }
        return out;
    }

    /** Every local value's expression text, across all locals blocks. */
    Map<String, String> locals() {
        Map<String, String> out = new LinkedHashMap<>();
        for (JsonNode f : files.values()) {
            for (JsonNode block : f.path("locals")) {
                for (Map.Entry<String, JsonNode> l : fields(block)) {
                    out.put(l.getKey(), l.getValue().isTextual() ? l.getValue().textValue() : l.getValue().toString());
                }
            }
        }
        return out;
    }

    boolean hasFile(String fileName) {
        return files.keySet().stream().anyMatch(p -> p.getFileName().toString().equals(fileName));
    }

    JsonNode file(String fileName) {
        return files.entrySet().stream().filter(e -> e.getKey().getFileName().toString().equals(fileName))
                .map(Map.Entry::getValue).findFirst().orElse(null);
    }

    static Iterable<Map.Entry<String, JsonNode>> fields(JsonNode node) {
        List<Map.Entry<String, JsonNode>> out = new ArrayList<>();
        if (node != null && node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
                out.add(it.next());
            }
        }
        return out;
    }
}
