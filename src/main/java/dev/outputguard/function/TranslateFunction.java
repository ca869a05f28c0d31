package dev.outputguard.function;

import java.util.List;
import java.util.Optional;

import jakarta.inject.Inject;

import dev.outputguard.limits.Limits;
import dev.outputguard.observe.Logged;
import dev.outputguard.translate.GlossaryEntry;
import dev.outputguard.translate.RevisionPatchTask;
import dev.outputguard.translate.TranslationContext;
import dev.outputguard.translate.TranslationLoop;
import dev.outputguard.translate.TranslationTask;
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
    Limits limits;

    @Inject
    LlmWork work;

    @Funq("translate")
    public Uni<TranslateResponse> translate(TranslateRequest request) {
        TranslationTask task = new TranslationTask(request.text(), request.sourceLang(), request.targetLang(),
                context(request.context()), retries(request.maxRetries()));
        return work.submit(() -> TranslateResponse.of(loop.translate(task)));
    }

    @Funq("translate-revision-patch")
    public Uni<RevisionPatchResponse> translateRevisionPatch(RevisionPatchRequest request) {
        RevisionPatchTask task = new RevisionPatchTask(request.sourcePatch(), Optional.ofNullable(request.targetDocument()),
                request.sourceLang(), request.targetLang(), context(request.context()), retries(request.maxRetries()));
        return work.submit(() -> RevisionPatchResponse.of(loop.revisionPatch(task)));
    }

    /** The request's retries, or the configured default when it sends none. */
    private int retries(Integer requested) {
        return requested == null ? limits.defaultMaxRetries() : requested;
    }

    private static TranslationContext context(TranslateContext context) {
        if (context == null) {
            return TranslationContext.NONE;
        }
        List<GlossaryEntry> entries = context.glossary() == null ? List.of()
                : context.glossary().stream().map(t -> new GlossaryEntry(t.source(), t.target())).toList();
        return new TranslationContext(entries, Optional.ofNullable(context.instructions()));
    }
}
