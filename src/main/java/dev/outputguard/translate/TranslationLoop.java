package dev.outputguard.translate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import org.jboss.logging.Logger;

import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.llm.ChatRequest;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmException;
import dev.outputguard.llm.LlmReply;
import dev.outputguard.llm.ReplyWatch;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.sanitize.SanitizeReport;
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.text.FencedText;
import dev.outputguard.validate.ReplyKind;
import dev.outputguard.validate.ResponseValidator;
import dev.outputguard.validate.TermSuggestion;
import dev.outputguard.validate.Validation;
import dev.outputguard.validate.ValidationCode;

/**
 * The translate and translate-revision-patch loop (docs/translate.md): shield code
 * blocks, call the LLM, validate the reply with validate-response's code, check the placeholders (and that
 * the patch applies), retry with the RETRY INSTRUCTION suffix while retries are left (every rejection is a
 * format mistake worth one), else fall back to the last reply with a warning; the result always passes through
 * sanitize-output.
 *
 * <p>Transport failures are {@link LlmClient}'s business; one that ends a later attempt falls back to the
 * previous reply rather than discarding it, and one on the first attempt propagates as {@link LlmException}.
 *
 * <p>Each reply is read as the server streams it where the client streams ({@code outputguard.llm.stream}), and always
 * to its end ({@link ReplyWatch#TO_THE_END}): no prefix of a reply decides its verdict. The fenced block that holds an
 * object wins over an object before it, a second object with the field anywhere after the answer is
 * {@code MULTIPLE_JSON}, and a rejection's message names what the whole object holds; and the reply itself is the
 * fallback's text, which a reply not read to its end would cut short (docs/translate.md, "Streaming").
 */
public final class TranslationLoop {

    public static final String PLACEHOLDER_MISMATCH = "PLACEHOLDER_MISMATCH";
    public static final String PLACEHOLDER_MISPLACED = CodeCheck.PLACEHOLDER_MISPLACED;
    public static final String CODE_CONTAMINATION = CodeCheck.CODE_CONTAMINATION;
    public static final String PATCH_DOES_NOT_APPLY = "PATCH_DOES_NOT_APPLY";
    public static final String EMPTY_TRANSLATION = "EMPTY_TRANSLATION";
    public static final String FALLBACK_WARNING_PREFIX = "AI response format was unexpected: ";

    private static final Logger LOG = Logger.getLogger(TranslationLoop.class);

    private final LlmClient llm;
    private final ResponseValidator validator;
    private final OutputSanitizer sanitizer;
    private final Prompts<TranslationPrompt> prompts;
    private final int defaultMaxRetries;
    private final Supplier<Deadline> deadlines;
    private final LongSupplier nanoClock;

    /**
     * @param defaultMaxRetries the retries of a call whose task names none ({@value LoopDefaults#MAX_RETRIES_SETTING})
     * @param deadlines         a fresh deadline for each call, started when the call starts
     */
    public TranslationLoop(LlmClient llm, ResponseValidator validator, OutputSanitizer sanitizer,
            Prompts<TranslationPrompt> prompts, int defaultMaxRetries, Supplier<Deadline> deadlines) {
        this(llm, validator, sanitizer, prompts, defaultMaxRetries, deadlines, System::nanoTime);
    }

    public TranslationLoop(LlmClient llm, ResponseValidator validator, OutputSanitizer sanitizer,
            Prompts<TranslationPrompt> prompts, int defaultMaxRetries, Supplier<Deadline> deadlines,
            LongSupplier nanoClock) {
        this.llm = Objects.requireNonNull(llm, "llm");
        this.validator = Objects.requireNonNull(validator, "validator");
        this.sanitizer = Objects.requireNonNull(sanitizer, "sanitizer");
        this.prompts = Objects.requireNonNull(prompts, "prompts");
        this.defaultMaxRetries = LoopDefaults.validateRetries(LoopDefaults.MAX_RETRIES_SETTING, defaultMaxRetries);
        this.deadlines = Objects.requireNonNull(deadlines, "deadlines");
        this.nanoClock = Objects.requireNonNull(nanoClock, "nanoClock");
    }

    public TranslationResult translate(TranslationTask task) {
        if (task.text().isBlank()) {
            return nothingToDo(task.text());
        }
        CodeShield.Shielded shield = CodeShield.protect(task.text(), false);
        if (shield.prose(shield.text()).isBlank()) {
            return nothingToDo(task.text()); // only fenced code: nothing a model could translate
        }
        Map<String, String> vars = commonVariables(task.sourceLang(), task.targetLang(), task.context(), shield);
        String system = prompts.render(TranslationPrompt.TRANSLATION_SYSTEM, vars);
        vars.put("text", shield.text());
        String user = prompts.render(TranslationPrompt.TRANSLATION_USER, vars);
        return run(new Job("translate", ReplyKind.TRANSLATION, shield, system, user, retries(task.maxRetries()),
                Optional.empty(), task.text(), SourceJson.of(shield.text())));
    }

    public TranslationResult revisionPatch(RevisionPatchTask task) {
        if (task.sourcePatch().isBlank()) {
            return nothingToDo(task.sourcePatch());
        }
        CodeShield.Shielded shield = CodeShield.protect(task.sourcePatch(), true);
        Map<String, String> vars = commonVariables(task.sourceLang(), task.targetLang(), task.context(), shield);
        vars.put("hasTargetDocument", task.targetDocument().isPresent() ? "yes" : "");
        String system = prompts.render(TranslationPrompt.REVISION_PATCH_SYSTEM, vars);
        vars.put("sourcePatch", shield.text());
        vars.put("targetDocument", task.targetDocument().orElse(""));
        String user = prompts.render(TranslationPrompt.REVISION_PATCH_USER, vars);
        // The target patch copies its context and removed lines from the target document: JSON there is content too.
        SourceJson source = SourceJson.of(shield.text(), task.targetDocument().orElse(""));
        return run(new Job("translate-revision-patch", ReplyKind.REVISION_PATCH, shield, system, user,
                retries(task.maxRetries()), task.targetDocument(), task.sourcePatch(), source));
    }

    /** The retries of one call, of either function: what its request asks, else this loop's default. */
    private int retries(OptionalInt requested) {
        return requested.orElse(defaultMaxRetries);
    }

    /** Blank input, or input that is only fenced code, translates to itself; no model is asked. */
    private static TranslationResult nothingToDo(String text) {
        return new TranslationResult(text, List.of(), List.of(), false, List.of(), TokenUsage.ZERO);
    }

    private TranslationResult run(Job job) {
        Deadline deadline = deadlines.get();
        List<Attempt> attempts = new ArrayList<>();
        int calls = job.maxRetries() + 1;
        Rejected last = null;
        for (int n = 1; n <= calls; n++) {
            ChatRequest request = job.request(last == null ? ""
                    : retryInstruction(job, last.problem(), n - 1, attempts.get(attempts.size() - 1).cutOff()));
            long started = nanoClock.getAsLong();
            LlmReply reply;
            try {
                reply = llm.complete(request, deadline, () -> ReplyWatch.TO_THE_END);
            } catch (LlmException e) {
                if (last == null) {
                    throw e;
                }
                attempts.add(new Attempt(n, Optional.of(e.code()), millisSince(started), Optional.empty(), false, List.of()));
                LOG.warnv("{0} attempt {1}/{2} failed: {3}; falling back to the previous reply",
                        job.operation(), n, calls, e.code());
                return fallback(job, last, attempts, Optional.of(e.getMessage()));
            }
            long latency = millisSince(started);
            Checked checked = check(job, reply.content());
            attempts.add(new Attempt(n, checked.errorCode(), latency, reply.usage(), reply.cutOff(), checked.violations()));
            if (checked instanceof Accepted accepted) {
                return success(job, accepted, attempts);
            }
            last = (Rejected) checked;
            logRejected(job, n, calls, last, reply.content().length());
            if (n < calls && deadline.expired()) {
                // The deadline covers the checks too: past it no retry is asked for, the reply falls back.
                return fallback(job, last, attempts, Optional.of("the call's deadline (outputguard.llm.deadline="
                        + deadline.budget().toMillis() + " ms) passed before a retry could be asked for"));
            }
        }
        return fallback(job, last, attempts, Optional.empty());
    }

    /**
     * validate-response (knowing the source: JSON the source carries is content), then a translation that is not
     * empty; a patch out of the fence a model may wrap it in; every placeholder exactly once, each where its block
     * can stand, and no code of the model's own ({@link CodeCheck}); then a patch as git checks it (and, with a
     * target document, that it applies).
     */
    private Checked check(Job job, String raw) {
        Validation validation = validator.validate(raw, job.kind(), job.source());
        if (validation instanceof Validation.Invalid invalid) {
            return new Rejected(raw, Optional.empty(), Optional.empty(), new Problem(invalid.error().code().name(),
                    invalid.error().message(), List.of()));
        }
        Validation.Valid valid = (Validation.Valid) validation;
        if (job.kind() == ReplyKind.TRANSLATION && job.shield().prose(valid.content()).isBlank()) {
            return new Rejected(raw, Optional.of(valid), Optional.empty(), new Problem(EMPTY_TRANSLATION,
                    "The \"translation\" field is " + (valid.content().isBlank() ? "empty" : "only the code block placeholders")
                    + ", but the source text has text to translate; translate all of it.", List.of()));
        }
        String text = valid.content();
        List<String> notes = new ArrayList<>(2);
        if (job.kind() == ReplyKind.REVISION_PATCH) {
            PatchCheck.Unwrapped unwrapped = PatchCheck.unwrap(text);
            text = unwrapped.patch();
            unwrapped.note().ifPresent(notes::add);
        }
        Optional<String> content = text.equals(valid.content()) ? Optional.empty() : Optional.of(text);
        Optional<String> lost = job.shield().mismatch(text, job.kind().field());
        if (lost.isPresent()) {
            return new Rejected(raw, Optional.of(valid), content, new Problem(PLACEHOLDER_MISMATCH, lost.get(), List.of()));
        }
        Optional<CodeCheck.Finding> code = CodeCheck.check(job.shield(), text, job.kind() == ReplyKind.REVISION_PATCH,
                job.kind().field());
        if (code.isPresent()) {
            return new Rejected(raw, Optional.of(valid), content,
                    new Problem(code.get().code(), code.get().message(), code.get().violations()));
        }
        String restored = job.shield().restore(text);
        if (job.kind() == ReplyKind.REVISION_PATCH) {
            switch (PatchCheck.check(restored, job.targetDocument(), job.input())) {
                case PatchCheck.Refused refused -> {
                    return new Rejected(raw, Optional.of(valid), content, new Problem(refused.code(), refused.problem(),
                            List.of()));
                }
                case PatchCheck.Accepted accepted -> {
                    restored = accepted.patch();
                    notes.addAll(accepted.notes());
                }
            }
        }
        return new Accepted(valid, restored, notes);
    }

    private TranslationResult success(Job job, Accepted accepted, List<Attempt> attempts) {
        // With no code put back the content is the validated text, whose fences validation found already.
        SanitizeReport report = sanitizer.sanitize(accepted.valid().fencedContent().sameOr(accepted.content()), job.source());
        List<String> warnings = new ArrayList<>(accepted.notes());
        warnings.addAll(report.warnings());
        warnings.addAll(accepted.valid().warnings());
        // DEBUG: the invocation line already says how the call went, with its attempts and tokens; a second
        // line per call at INFO doubles the logging a burst of calls waits on.
        LOG.debugv("{0} done after {1} attempt(s): {2} chars in, {3} chars out",
                job.operation(), attempts.size(), job.input().length(), report.text().length());
        return new TranslationResult(report.text(), accepted.valid().termSuggestions(), warnings, false, attempts,
                TokenUsage.sum(attempts, Attempt::usage));
    }

    /**
     * The last reply as it came (or its validated text, when only our own checks rejected it), code put back:
     * never a placeholder left in it, and never a code block lost without a warning that names it.
     */
    private TranslationResult fallback(Job job, Rejected last, List<Attempt> attempts, Optional<String> transportError) {
        String reply = last.content().orElseGet(() -> last.valid().map(Validation.Valid::content).orElse(last.raw()));
        // A translation gets its missing blocks appended; in a patch they would be lines of no hunk, so it only warns.
        CodeShield.Restored restored = job.shield().keepingCode(reply, job.kind() == ReplyKind.TRANSLATION);
        FencedText text = last.valid().map(v -> v.fencedContent().sameOr(restored.text()))
                .orElseGet(() -> FencedText.of(restored.text()));
        SanitizeReport report = sanitizer.sanitize(text, job.source());
        List<String> warnings = new ArrayList<>();
        warnings.add(FALLBACK_WARNING_PREFIX + last.problem().message());
        transportError.ifPresent(m -> warnings.add("The retry could not be completed: " + m));
        codeWarnings(job, restored).forEach(warnings::add);
        warnings.addAll(report.warnings());
        last.valid().ifPresent(v -> warnings.addAll(v.warnings()));
        List<TermSuggestion> terms = last.valid().map(Validation.Valid::termSuggestions).orElse(List.of());
        LOG.warnv("{0} fell back to the last reply after {1} attempt(s): {2}",
                job.operation(), attempts.size(), last.problem().code());
        return new TranslationResult(report.text(), terms, warnings, true, attempts,
                TokenUsage.sum(attempts, Attempt::usage));
    }

    /** What a fallback did to keep the code: blocks whose placeholder the reply lost, placeholders it invented. */
    private static List<String> codeWarnings(Job job, CodeShield.Restored restored) {
        List<String> warnings = new ArrayList<>(2);
        int total = job.shield().codes().size();
        List<Integer> missing = restored.missing();
        if (!missing.isEmpty()) {
            String blocks = (missing.size() == 1 ? "Code block " : "Code blocks ") + numbers(missing) + " of " + total;
            warnings.add(blocks + (missing.size() == 1 ? " was" : " were") + " missing from the model's reply; "
                    + (job.kind() == ReplyKind.TRANSLATION
                            ? (missing.size() == 1 ? "it is appended" : "they are appended, in order,")
                                    + " at the end of the text."
                            : (missing.size() == 1 ? "it is" : "they are") + " not in the patch: add "
                                    + (missing.size() == 1 ? "it" : "them") + " from the source patch."));
        }
        if (!restored.unknown().isEmpty()) {
            warnings.add("Removed from the model's reply: " + String.join(", ", restored.unknown())
                    + " (no code block of the text has that number).");
        }
        return warnings;
    }

    /** "2", "2 and 3", "1, 2 and 4"; past ten numbers, the rest counted. */
    private static String numbers(List<Integer> numbers) {
        List<String> all = numbers.stream().limit(10).map(String::valueOf).toList();
        if (numbers.size() > 10) {
            return String.join(", ", all) + " and " + (numbers.size() - 10) + " more";
        }
        return all.size() == 1 ? all.get(0)
                : String.join(", ", all.subList(0, all.size() - 1)) + " and " + all.get(all.size() - 1);
    }

    /** The retry instruction after a rejected reply; {@code cutOff} when it stopped at the LLM's token limit. */
    private String retryInstruction(Job job, Problem problem, int retry, boolean cutOff) {
        Map<String, String> vars = new HashMap<>();
        vars.put("attempt", Integer.toString(retry));
        vars.put("error", problem.message());
        vars.put("errorCode", problem.code());
        vars.put("field", job.kind().field());
        // Sections of the template that remind the model of the one rule it broke, beside the error message.
        vars.put("leakedMember", problem.code().equals(ValidationCode.LEAKED_MEMBER.name()) ? "yes" : "");
        vars.put("escapeResidue", problem.code().equals(ValidationCode.ESCAPE_RESIDUE.name()) ? "yes" : "");
        vars.put("cutOff", cutOff ? "yes" : "");
        return prompts.render(TranslationPrompt.RETRY_INSTRUCTION, vars);
    }

    private static void logRejected(Job job, int n, int calls, Rejected rejected, int replyLength) {
        String next = n < calls ? "retrying" : "no retries left";
        LOG.warnv("{0} attempt {1}/{2} rejected: {3} (reply of {4} chars); {5}",
                job.operation(), n, calls, rejected.problem().code(), replyLength, next);
    }

    private static Map<String, String> commonVariables(String sourceLang, String targetLang, TranslationContext context,
            CodeShield.Shielded shield) {
        Map<String, String> vars = new HashMap<>();
        vars.put("sourceLang", sourceLang);
        vars.put("targetLang", targetLang);
        vars.put("glossary", context.glossaryLines());
        vars.put("instructions", context.instructions().orElse(""));
        vars.put("codeBlocks", shield.placeholderList());
        return vars;
    }

    private long millisSince(long startedNanos) {
        return Math.max(0, (nanoClock.getAsLong() - startedNanos) / 1_000_000);
    }

    /** {@code input}: the text to translate, or the source patch. */
    private record Job(String operation, ReplyKind kind, CodeShield.Shielded shield, String system, String user,
            int maxRetries, Optional<String> targetDocument, String input, SourceJson source) {

        /** The prompts, with the reply's shape as structured output (servers that support it hold the model to it). */
        ChatRequest request(String retrySuffix) {
            return new ChatRequest(List.of(ChatMessage.system(system + retrySuffix), ChatMessage.user(user)), true,
                    Optional.empty(), Optional.of(kind.replySchema()));
        }
    }

    /** Why a reply was rejected: its code, the message for the retry, and each violation named (when listed). */
    private record Problem(String code, String message, List<String> violations) {
    }

    private sealed interface Checked {
        Optional<String> errorCode();

        List<String> violations();
    }

    /** {@code notes}: what was taken off or added to make the reply's patch one git applies. */
    private record Accepted(Validation.Valid valid, String content, List<String> notes) implements Checked {
        @Override
        public Optional<String> errorCode() {
            return Optional.empty();
        }

        @Override
        public List<String> violations() {
            return List.of();
        }
    }

    /** {@code content}: the validated text once out of a wrapper fence, when that changed it (the fallback's text). */
    private record Rejected(String raw, Optional<Validation.Valid> valid, Optional<String> content, Problem problem)
            implements Checked {
        @Override
        public Optional<String> errorCode() {
            return Optional.of(problem.code());
        }

        @Override
        public List<String> violations() {
            return problem.violations();
        }
    }
}
