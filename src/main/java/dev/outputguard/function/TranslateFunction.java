package dev.outputguard.function;

import jakarta.inject.Inject;

import dev.outputguard.translate.TranslationLoop;
import dev.outputguard.observe.Logged;
import io.quarkus.funqy.Funq;

/** {@code translate} and {@code translate-revision-patch}: the LLM call with validate, retry, fallback. */
@Logged
public class TranslateFunction {

    @Inject
    TranslationLoop loop;

    @Funq("translate")
    public TranslateResponse translate(TranslateRequest request) {
        return TranslateResponse.of(loop.translate(request.toTask()));
    }

    @Funq("translate-revision-patch")
    public RevisionPatchResponse translateRevisionPatch(RevisionPatchRequest request) {
        return RevisionPatchResponse.of(loop.revisionPatch(request.toTask()));
    }
}
