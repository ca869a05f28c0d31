package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/** docs/extract-json.md's table of coercions lists every {@link CoercionKind}, once, in the enum's order, each with a refusal. */
class CoercionKindsDocumentedTest {

    private static final String SECTION = "### Aligning to the schema: `coerce`";

    @Test
    void docsTable_listsEveryKindInOrder_withWhatItAlignsAndWhatItRefuses() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("docs/extract-json.md"));
        int from = lines.indexOf(SECTION);
        assertTrue(from >= 0, "docs/extract-json.md has no section " + SECTION);
        List<String> documented = new ArrayList<>();
        for (String line : lines.subList(from + 1, lines.size())) {
            if (line.startsWith("### ")) {
                break;
            }
            if (line.startsWith("| `")) {
                String[] cells = line.split(" \\| ");
                documented.add(cells[0].substring(3, cells[0].length() - 1));
                assertEquals(3, cells.length, "a row names the kind, what it aligns and what it refuses: " + line);
                assertTrue(cells[1].length() > 10, line);
            }
        }
        assertEquals(Arrays.stream(CoercionKind.values()).map(Enum::name).toList(), documented);
    }
}
