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

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Generated variants a test read through extract-json, kept for the peers' runners ({@code bench/peers/variants.sh})
 * and written in the coerce table's form: each with its family, whether the data is to be refused or kept, and where
 * the data's value stands; up to a number of each family, spread evenly over it as generated (the same sample each run).
 */
public final class PeerVariants implements AfterAllCallback {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** A variant as the peers read it: its schema by name, the reply, and the value at {@code pointer} it refuses or keeps. */
    public record Variant(String family, String language, String schemaName, ObjectNode schema, String reply, String mode,
            String pointer, JsonNode value, boolean kept) {
    }

    private final Path out;
    private final String about;
    /** The system property naming how many of each family to write (300 unless set; 0: all). */
    private final String perFamily;
    private final Map<String, List<Variant>> byFamily = new TreeMap<>();

    private PeerVariants(Path out, String about, String perFamily) {
        this.out = out;
        this.about = about;
        this.perFamily = perFamily;
    }

    /**
     * A suite's variants, written to {@code target/assertion-variants/<file>} once the suite has run (registered with
     * {@code @RegisterExtension}): up to the number the system property {@code perFamily} names of each family (300
     * unless set; 0: all), so a build stays cheap and {@code -D<perFamily>=0} writes them all.
     */
    public static PeerVariants written(String file, String perFamily, String about) {
        return new PeerVariants(Path.of("target", "assertion-variants", file), about, perFamily);
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        write(Integer.getInteger(perFamily, 300));
    }

    public void add(Variant v) {
        byFamily.computeIfAbsent(v.family(), f -> new ArrayList<>()).add(v);
    }

    /** Writes up to {@code perFamily} of each family (0: all of them), evenly spaced. */
    private void write(int perFamily) throws IOException {
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
