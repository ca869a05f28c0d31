package dev.outputguard.function;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;

import dev.outputguard.contract.Range;
import dev.outputguard.contract.Required;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.observe.LlmCalls;
import dev.outputguard.observe.Logged;
import dev.outputguard.translate.GlossaryEntry;
import dev.outputguard.translate.RevisionPatchTask;
import dev.outputguard.translate.TranslationContext;
import dev.outputguard.translate.TranslationLoop;
import dev.outputguard.translate.TranslationResult;
import dev.outputguard.translate.TranslationTask;
import dev.outputguard.validate.TermSuggestion;
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
    public Uni<Response> translate(Request request) {
        TranslationTask task = new TranslationTask(request.text(), request.sourceLang(), request.targetLang(),
                Context.of(request.context()), optional(request.maxRetries()));
        return work.submit(() -> Response.of(loop.translate(task)));
    }

    @Funq("translate-revision-patch")
    public Uni<RevisionPatchResponse> translateRevisionPatch(RevisionPatchRequest request) {
        RevisionPatchTask task = new RevisionPatchTask(request.sourcePatch(), Optional.ofNullable(request.targetDocument()),
                request.sourceLang(), request.targetLang(), Context.of(request.context()), optional(request.maxRetries()));
        return work.submit(() -> RevisionPatchResponse.of(loop.revisionPatch(task)));
    }

    private static OptionalInt optional(Integer retries) {
        return retries == null ? OptionalInt.empty() : OptionalInt.of(retries);
    }

    /** {@code translate} request; without {@code maxRetries}, {@code outputguard.translate.max-retries}. */
    public record Request(@Required String text, @Required String sourceLang, @Required String targetLang,
            Context context, @Range(min = 0, max = LoopDefaults.MAX_RETRIES_BOUND) Integer maxRetries) {
    }

    /** {@code translate-revision-patch} request; without {@code maxRetries}, {@code outputguard.translate.max-retries}. */
    public record RevisionPatchRequest(@Required String sourcePatch, String targetDocument, @Required String sourceLang,
            @Required String targetLang, Context context,
            @Range(min = 0, max = LoopDefaults.MAX_RETRIES_BOUND) Integer maxRetries) {
    }

    /** The optional {@code context} of both requests: a glossary and free-form instructions. */
    public record Context(List<Term> glossary, String instructions) {

        static TranslationContext of(Context context) {
            if (context == null) {
                return TranslationContext.NONE;
            }
            List<GlossaryEntry> entries = context.glossary() == null ? List.of()
                    : context.glossary().stream().map(t -> new GlossaryEntry(t.source(), t.target())).toList();
            return new TranslationContext(entries, Optional.ofNullable(context.instructions()));
        }

        public record Term(@Required String source, @Required String target) {
        }
    }

    /** {@code translate} response. */
    public record Response(String translatedText, List<TermSuggestion> termSuggestions, List<String> warnings,
            boolean fallback, List<Attempt> attempts, TokenUsage usage) implements LlmCalls {

        static Response of(TranslationResult r) {
            return new Response(r.content(), r.termSuggestions(), r.warnings(), r.fallback(),
                    r.attempts().stream().map(Attempt::of).toList(), r.usage());
        }

        @Override
        public int llmCalls() {
            return attempts.size();
        }
    }

    /** {@code translate-revision-patch} response: as translate's, with {@code targetPatch}. */
    public record RevisionPatchResponse(String targetPatch, List<TermSuggestion> termSuggestions, List<String> warnings,
            boolean fallback, List<Attempt> attempts, TokenUsage usage) implements LlmCalls {

        static RevisionPatchResponse of(TranslationResult r) {
            return new RevisionPatchResponse(r.content(), r.termSuggestions(), r.warnings(), r.fallback(),
                    r.attempts().stream().map(Attempt::of).toList(), r.usage());
        }

        @Override
        public int llmCalls() {
            return attempts.size();
        }
    }

    /**
     * One LLM call in either response; optional fields are left out when unknown. {@code cutOff: true} when the
     * reply stopped at the LLM's token limit (left out otherwise); {@code violations} names each placeholder out of
     * place and each fence the source does not have, when the code checks rejected the reply (left out otherwise).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Attempt(int attempt, String errorCode, long latencyMs, Long promptTokens, Long completionTokens,
            Boolean cutOff, List<String> violations) {

        static Attempt of(dev.outputguard.translate.Attempt a) {
            return new Attempt(a.attempt(), a.errorCode().orElse(null), a.latencyMs(),
                    a.usage().map(TokenUsage::promptTokens).orElse(null),
                    a.usage().map(TokenUsage::completionTokens).orElse(null), a.cutOff() ? Boolean.TRUE : null,
                    a.violations().isEmpty() ? null : a.violations());
        }
    }
}
