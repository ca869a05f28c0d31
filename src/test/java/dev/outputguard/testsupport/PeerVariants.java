package dev.outputguard.testsupport;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Generated variants a test read through extract-json, kept for the peers' runners ({@code bench/peers/variants.sh})
 * and written in the coerce table's form: each with its family, whether the data is to be refused or kept, and where
 * the data's value stands; up to a number of each family, spread evenly over it as generated (the same sample each run).
 */
public final class PeerVariants {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** A variant as the peers read it: its schema by name, the reply, and the value at {@code pointer} it refuses or keeps. */
    public record Variant(String family, String language, String schemaName, ObjectNode schema, String reply, String mode,
            String pointer, JsonNode value, boolean kept) {
    }

    private final Path out;
    private final String about;
    private final Map<String, List<Variant>> byFamily = new TreeMap<>();

    /** Variants to be written to {@code out}, its {@code about} saying what generated them. */
    public PeerVariants(Path out, String about) {
        this.out = out;
        this.about = about;
    }

    public void add(Variant v) {
        byFamily.computeIfAbsent(v.family(), f -> new ArrayList<>()).add(v);
    }

    /** Writes up to {@code perFamily} of each family (0: all of them), evenly spaced. */
    public void write(int perFamily) throws IOException {
        ObjectNode doc = MAPPER.createObjectNode();
        doc.put("about", about + "; 'families' says how many each family generated and how many are written here, evenly"
                + " spaced over the family as generated.");
        ObjectNode families = doc.putObject("families");
        ObjectNode schemas = doc.putObject("schemas");
        ArrayNode cases = doc.putArray("cases");
        Map<String, Integer> ids = new LinkedHashMap<>();
        byFamily.forEach((family, all) -> {
            int n = perFamily > 0 ? Math.min(perFamily, all.size()) : all.size();
            families.putObject(family).put("expect", all.get(0).kept() ? "kept" : "refused").put("generated", all.size())
                    .put("written", n);
            for (int i = 0; i < n; i++) {
                Variant v = all.get((int) ((long) i * all.size() / n));
                schemas.set(v.schemaName(), v.schema());
                String id = family + "/" + v.language() + "/" + v.schemaName();
                ObjectNode c = cases.addObject().put("id", id + "-" + ids.merge(id, 1, Integer::sum)).put("family", family)
                        .put("language", v.language()).put("expect", v.kept() ? "kept" : "refused")
                        .put("schema", v.schemaName()).put("reply", v.reply());
                if (!v.mode().equals("strict")) {
                    c.put("mode", v.mode());
                }
                c.put("pointer", v.pointer()).set("value", v.value());
            }
        });
        Files.createDirectories(out.getParent());
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            MAPPER.writerWithDefaultPrettyPrinter().writeValue(w, doc);
        }
    }
}
