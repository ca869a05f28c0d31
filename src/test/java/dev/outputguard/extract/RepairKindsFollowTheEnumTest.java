package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * What names a repair follows from {@link RepairKind}: every {@code // repair: KIND} label of the parser names a
 * constant, every constant has its labelled step, every place that records a kind says so in a label just
 * before it, the table of docs/extract-json.md lists the kinds in the enum's order, guesses marked, and so does
 * the {@code RepairKind} enum of the committed OpenAPI document. A new tolerance that skips one of these fails
 * here. The OpenAPI document is generated from the code ({@code OpenApiDocumentTest} holds the committed copy
 * equal to the served one), so its enum is the enum once it is regenerated.
 */
class RepairKindsFollowTheEnumTest {

    private static final Path SOURCES = Path.of("src/main/java/dev/outputguard/extract");
    private static final Path DOCS = Path.of("docs/extract-json.md");
    private static final String TABLE_HEADER = "| kind | input | read as | position |";
    private static final Path OPENAPI = Path.of("docs/openapi.yaml");
    private static final String OPENAPI_ENUM = "    RepairKind:";
    private static final Pattern LABEL = Pattern.compile("// repair: ([A-Z_]+) — ");
    private static final Pattern RECORDED = Pattern.compile("(?:log\\.add|new Repair)\\(RepairKind\\.([A-Z_]+)");
    /** How many lines before a recording its label may stand (the comment of the step). */
    private static final int LABEL_REACH = 4;

    @Test
    void labels_nameEveryKindAndNothingElse() throws IOException {
        Set<RepairKind> labelled = EnumSet.noneOf(RepairKind.class);
        for (SourceLine line : sourceLines()) {
            Matcher label = LABEL.matcher(line.text());
            if (label.find()) {
                labelled.add(kind(label.group(1), line));
            } else {
                assertTrue(!line.text().contains("// repair:"), line + ": a label is '// repair: KIND — what it does'");
            }
        }
        assertEquals(EnumSet.allOf(RepairKind.class), labelled, "every kind has its labelled step");
    }

    @Test
    void everyRecordedKind_isLabelledJustBefore() throws IOException {
        List<SourceLine> lines = sourceLines();
        int recordings = 0;
        for (int i = 0; i < lines.size(); i++) {
            Matcher recorded = RECORDED.matcher(lines.get(i).text());
            while (recorded.find()) {
                recordings++;
                String kind = recorded.group(1);
                boolean labelled = false;
                for (int k = i - 1; k >= Math.max(0, i - LABEL_REACH) && lines.get(k).file().equals(lines.get(i).file()); k--) {
                    labelled |= lines.get(k).text().contains("// repair: " + kind + " — ");
                }
                assertTrue(labelled, lines.get(i) + " records " + kind + " without a '// repair: " + kind + " — …' label before it");
            }
        }
        assertTrue(recordings >= RepairKind.values().length, "found the recordings: " + recordings);
    }

    @Test
    void docsTable_listsTheKindsInTheEnumsOrder_guessesMarked() throws IOException {
        List<String> doc = Files.readAllLines(DOCS, StandardCharsets.UTF_8);
        int header = doc.indexOf(TABLE_HEADER);
        assertTrue(header >= 0, DOCS + " has the table of repair kinds, headed " + TABLE_HEADER);
        List<String> rows = new ArrayList<>();
        Pattern row = Pattern.compile("^\\| `([A-Z_]+)`( \\(guess\\))? \\|");
        for (int i = header + 2; i < doc.size() && doc.get(i).startsWith("|"); i++) {
            Matcher m = row.matcher(doc.get(i));
            if (m.find()) {
                rows.add(m.group(1) + (m.group(2) != null ? " (guess)" : ""));
            }
        }
        List<String> kinds = Arrays.stream(RepairKind.values()).map(k -> k.name() + (k.guess() ? " (guess)" : "")).toList();
        assertEquals(kinds, rows, DOCS + "'s table of repair kinds, one row a kind (`KIND` or `KIND` (guess)), in RepairKind's order");
    }

    @Test
    void openApiEnum_isTheEnum() throws IOException {
        List<String> yaml = Files.readAllLines(OPENAPI, StandardCharsets.UTF_8);
        int schema = yaml.indexOf(OPENAPI_ENUM);
        assertTrue(schema >= 0 && yaml.get(schema + 2).equals("      enum:"), OPENAPI + " has the schema RepairKind with its enum");
        List<String> values = new ArrayList<>();
        for (int i = schema + 3; i < yaml.size() && yaml.get(i).startsWith("      - "); i++) {
            values.add(yaml.get(i).substring("      - ".length()));
        }
        assertEquals(Arrays.stream(RepairKind.values()).map(Enum::name).toList(), values,
                OPENAPI + "'s RepairKind enum, in RepairKind's order (regenerate the document as OpenApiDocumentTest says)");
    }

    private static RepairKind kind(String name, SourceLine where) {
        try {
            return RepairKind.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new AssertionError(where + ": " + name + " is no RepairKind", e);
        }
    }

    private record SourceLine(Path file, int number, String text) {
        @Override
        public String toString() {
            return file.getFileName() + ":" + number;
        }
    }

    private static List<SourceLine> sourceLines() throws IOException {
        List<SourceLine> lines = new ArrayList<>();
        try (Stream<Path> files = Files.list(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                List<String> text = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (int i = 0; i < text.size(); i++) {
                    lines.add(new SourceLine(file, i + 1, text.get(i)));
                }
            }
        }
        return lines;
    }
}
