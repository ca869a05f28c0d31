package dev.outputguard.reviewcycle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

class RevisionReaderTest {

    private static final String CURRENT = "# Plan\n\n1. Build it.";
    private final RevisionReader reader = new RevisionReader();

    private Revision.Usable usable(String reply, String current) {
        return assertInstanceOf(Revision.Usable.class, reader.read(reply, current));
    }

    private String unusableReason(String reply, String current) {
        return assertInstanceOf(Revision.Unusable.class, reader.read(reply, current)).reason();
    }

    @Test
    void read_bareDocument_isUsedWithoutUnwrapping() {
        Revision.Usable r = usable("\n# Plan\n\n1. Build it (owner: Aiko).\n", CURRENT);

        assertEquals("# Plan\n\n1. Build it (owner: Aiko).", r.document());
        assertEquals(List.of(), r.unwrapped());
    }

    @Test
    void read_emptyOrBlank_isUnusable() {
        assertTrue(unusableReason("", CURRENT).contains("empty"));
        assertTrue(unusableReason(" \n\t ", CURRENT).contains("empty"));
    }

    @Test
    void read_wholeReplyInCodeFence_takesTheDocumentOut() {
        Revision.Usable r = usable("```markdown\n# Plan v2\n\n- a\n```\n", CURRENT);

        assertEquals("# Plan v2\n\n- a", r.document());
        assertEquals(List.of("code fence"), r.unwrapped());
    }

    @Test
    void read_fenceAroundDocumentWithCodeBlocks_takesOnlyTheOuterFenceOff() {
        String doc = "# Setup\n\n```bash\nmvn test\n```\n\nDone.";

        assertEquals(doc, usable("```markdown\n" + doc + "\n```", CURRENT).document());
    }

    @Test
    void read_documentThatIsItselfFenced_keepsTheFence() {
        String fenced = "```java\nclass A {}\n```";

        assertEquals("```java\nclass B {}\n```", usable("```java\nclass B {}\n```", fenced).document());
    }

    @Test
    void read_fenceNotAroundTheWholeReply_isContent() {
        String doc = "```bash\nmvn test\n```\n\nRun it.";

        assertEquals(doc, usable(doc, CURRENT).document());
    }

    @Test
    void read_emptyFence_isUnusable() {
        assertTrue(unusableReason("```\n```", CURRENT).contains("only a wrapper (code fence)"));
        assertTrue(unusableReason("```\n<document>\n</document>\n```", CURRENT).contains("(code fence, document tags)"));
    }

    @Test
    void read_documentTags_areTakenOff() {
        Revision.Usable r = usable("<document>\n# Plan v2\n</document>", CURRENT);

        assertEquals("# Plan v2", r.document());
        assertEquals(List.of("document tags"), r.unwrapped());
    }

    @Test
    void read_jsonObjectWithDocumentField_takesTheDocumentOut() {
        Revision.Usable r = usable("{\"document\": \"# Plan v2\\n\\n1. Owned.\"}", CURRENT);

        assertEquals("# Plan v2\n\n1. Owned.", r.document());
        assertEquals(List.of("JSON object"), r.unwrapped());
    }

    @Test
    void read_fencedJsonWithRevisedDocument_unwrapsBoth() {
        Revision.Usable r = usable("```json\n{\"revisedDocument\": \"v2\"}\n```", CURRENT);

        assertEquals("v2", r.document());
        assertEquals(List.of("code fence", "JSON object"), r.unwrapped());
    }

    @Test
    void read_jsonObjectWithoutDocument_isUnusable() {
        assertTrue(unusableReason("{\"result\": \"PASS\", \"feedback\": \"looks fine\"}", CURRENT).contains("no document"));
        assertTrue(unusableReason("{}", CURRENT).contains("no document"));
        assertTrue(unusableReason("{\"document\": \"  \"}", CURRENT).contains("no document"));
    }

    @Test
    void read_jsonWhenTheDocumentIsJson_isTheDocument() {
        String config = "{\"retries\": 3}";

        assertEquals("{\"retries\": 4}", usable("{\"retries\": 4}", config).document());
    }

    @Test
    void read_bracesAroundProse_isTheDocument() {
        assertEquals("{ draft: owner Aiko }", usable("{ draft: owner Aiko }", CURRENT).document());
    }

    @Test
    void read_documentUnchanged_isUnusable() {
        assertTrue(unusableReason("\n" + CURRENT + "\n", CURRENT).contains("unchanged"));
    }

    @Test
    void read_deeplyNestedJsonReply_doesNotOverflow() {
        String deep = "{\"a\":".repeat(200_000) + "1" + "}".repeat(200_000);

        assertEquals(deep, usable(deep, CURRENT).document());
    }

    @Test
    void read_tenMegabyteReply_isLinear() {
        String big = "```\n" + "word ".repeat(2_000_000) + "\n```";

        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> usable(big, CURRENT));
    }
}
