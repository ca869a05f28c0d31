package dev.outputguard.function;

import jakarta.inject.Inject;

import dev.outputguard.observe.Logged;
import dev.outputguard.translate.TranslationLoop;
import io.quarkus.funqy.Funq;
import io.smallrye.mutiny.Uni;

/**
 * {@code translate} and {@code translate-revision-patch}: the LLM call with validate, retry, fallback, on a
 * virtual thread of its own and within the in-flight bound ({@link LlmWork}).
 */
@Logged
public class TranslateFunction {

    @Inject
    TranslationLoop loop;

    @Inject
    LlmWork work;

    @Funq("translate")
    public Uni<TranslateResponse> translate(TranslateRequest request) {
        return work.submit(() -> TranslateResponse.of(loop.translate(request.toTask())));
    }

    @Funq("translate-revision-patch")
    public Uni<RevisionPatchResponse> translateRevisionPatch(RevisionPatchRequest request) {
        return work.submit(() -> RevisionPatchResponse.of(loop.revisionPatch(request.toTask())));
    }
}
