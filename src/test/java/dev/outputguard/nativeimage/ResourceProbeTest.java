package dev.outputguard.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.outputguard.prompt.PromptSlot;
import dev.outputguard.prompt.Prompts;

/**
 * The resource half of the native check's derivation: {@link ResourceProbe} run by {@link ResourceReads} finds
 * what the code reads, and every class of the app that reads resources is one the probe runs.
 */
class ResourceProbeTest {

    private static Path classes() throws URISyntaxException {
        return Path.of(Prompts.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    @Test
    void probe_readsEveryBuiltInPromptTemplate_theMetaSchemasOfBothDrafts_andTheValidatorsMessages() throws Exception {
        Set<String> read = ResourceReads.during(ResourceProbe.class, classes().toString()).atRunTime();
        List<Class<?>> promptEnums = ResourceProbe.promptEnums(classes());
        assertTrue(promptEnums.size() >= 3, "prompt enums found: " + promptEnums);
        for (Class<?> slots : promptEnums) {
            for (Object slot : slots.getEnumConstants()) {
                String resource = ((PromptSlot) slot).resource();
                assertTrue(read.contains(resource), resource + " not among " + read);
            }
        }
        assertTrue(read.containsAll(List.of("draft/2020-12/schema", "draft/2020-12/meta/core", "draft-07/schema")), read::toString);
        assertTrue(read.contains("jsv-messages.properties"), read::toString);
        for (String language : dev.outputguard.assertion.Lexicon.LANGUAGES) {
            assertTrue(read.contains("assertion/" + language + ".txt"), language + " not among " + read);
        }
    }

    /** Reads one resource at run time and one while a class initialises. */
    public static final class ReadsInBoth implements Runnable {
        static final class Initialising {
            static final Object READ = Thread.currentThread().getContextClassLoader().getResource("prompts/review-user.md");
        }

        public ReadsInBoth(String[] arguments) {
        }

        @Override
        public void run() {
            Thread.currentThread().getContextClassLoader().getResource("prompts/review-system.md");
            assertTrue(Initialising.READ != null);
        }
    }

    @Test
    void during_readInAStaticInitializer_isKeptApart() {
        ResourceReads.Reads reads = ResourceReads.during(ReadsInBoth.class);
        assertEquals(Set.of("prompts/review-system.md"), reads.atRunTime());
        assertEquals(Set.of("prompts/review-user.md"), reads.inInitializers());
    }

    @Test
    void appClassesThatReadResources_areTheOnesTheProbeRuns() throws Exception {
        assertEquals(List.of(), ResourceProbe.unprobedReaders(classes()), ResourceProbe.UNPROBED);
        assertEquals(ResourceProbe.READERS, Set.copyOf(ResourceProbe.resourceReaders(classes())), "a reader the probe"
                + " runs no longer reads resources: take it off ResourceProbe.READERS");
    }
}
