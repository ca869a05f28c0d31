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

    // --- what a revise reply is: the document, only when it is one ---------------------------------------

    private static final String PLAN = "# Release plan\n\n1. Freeze the branch (owner: Aiko).\n2. Tag v1.4.\n"
            + "3. Announce the release in the team channel.\n\nRollback: revert the tag and announce it.";
    private static final String REVISED = PLAN.replace("2. Tag v1.4.", "2. Tag v1.4 (owner: Ben).");

    @Test
    void read_refusal_isUnusable_andTheDocumentStays() {
        String reason = unusableReason("I'm sorry, but I can't help with that.", PLAN);

        assertTrue(reason.contains("no revision of the document") && reason.contains("unchanged"), reason);
    }

    @Test
    void read_chatterOnly_isUnusable() {
        assertTrue(unusableReason("Sure! Here is the revised document:", PLAN).contains("no revision"));
        assertTrue(unusableReason("I have added an owner to step 2, as the review asked.", PLAN).contains("no revision"));
    }

    @Test
    void read_prefaceAndSignOff_areRemovedAndListed() {
        Revision.Usable r = usable("Sure! Here is the revised document:\n\n" + REVISED
                + "\n\nLet me know if you need anything else!", PLAN);

        assertEquals(REVISED, r.document());
        assertEquals(List.of("preface", "sign-off"), r.unwrapped());
    }

    @Test
    void read_prefaceAndAFenceHoldingTheDocument_andASignOffAfterIt_areRemovedAndListed() {
        Revision.Usable r = usable("以下が修正版です：\n```markdown\n" + REVISED + "\n```\n\nご確認ください。", PLAN);

        assertEquals(REVISED, r.document());
        assertEquals(List.of("preface", "code fence", "sign-off"), r.unwrapped());
    }

    @Test
    void read_newFirstOrLastParagraphOfTheRevision_staysInTheDocument() {
        // A paragraph the revision adds is no preface unless the document's own first line follows it, and no
        // sign-off unless it follows the document's own last line.
        String withIntro = "Prerequisites:\n\nJava 21 and Maven.\n\n" + REVISED;
        String withOutro = REVISED.replace("Rollback: revert the tag and announce it.", "Rollback: revert the tag.")
                + "\n\nQuestions go to the release channel.";

        assertEquals(withIntro, usable(withIntro, PLAN).document());
        assertEquals(withOutro, usable(withOutro, PLAN).document());
    }

    @Test
    void read_generatedWrappersAroundARevision_comeOff_andRepliesThatAreNoRevisionAreRefused() {
        String[] prefaces = {"Sure! Here is the revised document:", "Here you go:", "以下が修正版です：",
            "Voici le document révisé :", "Claro, aquí está el documento revisado:", "Hier ist das überarbeitete Dokument:"};
        String[] signOffs = {"Let me know if you need anything else!", "ご確認ください。", "N'hésitez pas à demander.",
            "Hope this helps."};
        String[] notRevisions = {"I'm sorry, but I can't help with that.", "申し訳ありませんが、お手伝いできません。",
            "Je suis désolé, je ne peux pas vous aider.", "Here is the revised document:",
            "I updated step 2 so that it names an owner.", "Lo siento, no puedo ayudar con eso."};
        java.util.Random random = new java.util.Random(45);
        for (int n = 0; n < 500; n++) {
            String preface = random.nextBoolean() ? prefaces[random.nextInt(prefaces.length)] : null;
            boolean fenced = random.nextBoolean();
            String signOff = random.nextBoolean() ? signOffs[random.nextInt(signOffs.length)] : null;
            StringBuilder reply = new StringBuilder();
            List<String> expected = new java.util.ArrayList<>();
            if (preface != null) {
                reply.append(preface).append(fenced && random.nextBoolean() ? "\n" : "\n\n");
                expected.add("preface");
            }
            reply.append(fenced ? "```markdown\n" + REVISED + "\n```" : REVISED);
            if (fenced) {
                expected.add("code fence");
            }
            if (signOff != null) {
                reply.append("\n\n").append(signOff);
                expected.add("sign-off");
            }
            Revision.Usable r = usable(reply.toString(), PLAN);
            assertEquals(REVISED, r.document(), reply::toString);
            assertEquals(expected, r.unwrapped(), reply::toString);

            String no = notRevisions[random.nextInt(notRevisions.length)];
            String wrapped = random.nextBoolean() ? no : "```\n" + no + "\n```";
            assertInstanceOf(Revision.Unusable.class, reader.read(wrapped, PLAN), wrapped);
        }
    }
}
