package dev.outputguard.function;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.crac.Context;
import org.crac.Core;
import org.crac.Resource;
import org.jboss.logging.Logger;

import io.quarkus.runtime.StartupEvent;

/**
 * Priming for Lambda SnapStart (Terraform's {@code snap_start = true} with {@code runtime = "jvm"}):
 * just before the snapshot of an initialised function is taken, every function is exercised once, so
 * what its first call would load, link and build (the binding's reader of its request, and through it the
 * request contract's view of its record; the core's tables; the binding's writer of its answer; the LLM
 * client) is in the snapshot and not in the first request after a restore. The functions that call the
 * LLM are bound and built, not called: no LLM is reached at snapshot time.
 *
 * <p>Registered with the JVM's checkpoint hook ({@code org.crac}); on a JVM without checkpoints (local
 * runs, the native image) it is never called.
 */
@Singleton
public class SnapStartPriming implements Resource {

    private static final Logger LOG = Logger.getLogger(SnapStartPriming.class);

    /**
     * One valid request per function; a function missing here is primed without its call. The packaged app's
     * integration test sends the same requests (the LLM functions' to a stand-in LLM), so that the JDK's AOT cache
     * it trains holds what the first call of every function loads.
     */
    public static final Map<String, String> SAMPLES = Map.of(
            // With a schema: the validator, its draft's meta-schema and the schema cache load before the snapshot.
            "extract-json", "{\"text\": \"Here: ```json\\n{\\\"a\\\": [1, 2.5, \\\"x\\\"]}\\n``` done\","
                    + " \"schema\": {\"type\": \"object\", \"properties\": {\"a\": {\"type\": \"array\"}}}}",
            "validate-response", "{\"text\": \"{\\\"translation\\\": \\\"Hallo\\\"}\"}",
            "sanitize-output", "{\"text\": \"Result: {\\\"translation\\\": \\\"x\\\"}\"}",
            "review-decision", "{\"reviewText\": \"Looks good.\\n最終判定: PASS\"}",
            "extract-terminal-response", "{\"lines\": [\"> hi\", \"⏺ Hello\"], \"lastCapturedLine\": 0, \"cliTool\": \"claude\"}",
            "translate", "{\"text\": \"Hello\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}",
            "translate-revision-patch", "{\"sourcePatch\": \"@@ -1,1 +1,1 @@\\n-a\\n+b\\n\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}",
            "review-cycle", "{\"phase\": \"plan\", \"document\": \"# Plan\"}",
            "complete-json", "{\"prompt\": \"Say hello.\", \"schema\": {\"required\": [\"greeting\"]}}");

    @Inject
    FunctionCatalog catalog;

    void register(@Observes StartupEvent started) {
        Core.getGlobalContext().register(this);
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        List<String> primed = prime();
        LOG.infof("primed before the snapshot: %s", primed);
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
        // Nothing to renew: the functions hold no connection or clock across calls.
    }

    /** Exercises every function once; answers the names of those that ran their call. */
    public List<String> prime() {
        List<String> called = new ArrayList<>();
        for (String name : catalog.names()) {
            FunctionCatalog.Entry function = catalog.named(name).orElseThrow();
            catalog.prepare(function);
            String sample = SAMPLES.get(name);
            if (sample == null) {
                continue;
            }
            try {
                Object request = catalog.read(function, sample.getBytes(StandardCharsets.UTF_8));
                if (!function.callsLlm()) {
                    catalog.call(function, request);
                    called.add(name);
                }
            } catch (Exception e) {
                LOG.warnf("priming %s failed: %s", name, e.toString());
            }
        }
        return called;
    }
}
