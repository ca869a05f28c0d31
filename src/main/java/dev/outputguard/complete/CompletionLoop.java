package dev.outputguard.complete;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.Alignment;
import dev.outputguard.align.Coercion;
import dev.outputguard.align.SchemaAligner;
import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.llm.ChatRequest;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmException;
import dev.outputguard.llm.LlmReply;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.schema.SchemaCheck;
import dev.outputguard.schema.Violation;

/**
 * complete-json's loop (docs/complete-json.md): ask the LLM for a JSON object, extract it from the reply
 * (fences, prose, repair when asked) with extract-json's code, check it against the schema (aligning it with the
 * schema first, {@code coerce}, unless the request or the setting turns that off), and while it does not conform
 * and retries are left, ask again with the rejected reply and a retry instruction that lists each
 * failing path and why. When the attempts run out, the last reply is returned as a fallback with its
 * violations: never presented as valid.
 *
 * <p>Transport failures are {@link LlmClient}'s business (retries with backoff, one deadline): one that ends a
 * later attempt falls back to the previous reply, and one on the first attempt propagates as {@link LlmException}.
 *
 * <p>The call's deadline covers every step, not only the LLM's: the schema checks of all attempts spend one
 * {@link WorkBudget} (the request's) that also stops when the deadline passes, so a reply whose check would take
 * longer ends as a rejected reply whose violation says why; no retry is asked for once the deadline has passed.
 */
public final class CompletionLoop {

    public static final String SCHEMA_MISMATCH = "SCHEMA_MISMATCH";
    /** The setting of the call's deadline, named when it stops the work. */
    private static final String DEADLINE_SETTING = "outputguard.llm.deadline";

    private static final Logger LOG = Logger.getLogger(CompletionLoop.class);

    private final LlmClient llm;
    private final JsonExtractor extractor;
    private final SchemaAligner aligner;
    private final Prompts<CompletionPrompt> prompts;
    private final int defaultMaxRetries;
    private final boolean defaultCoerce;
    private final long maxSchemaWork;
    private final Supplier<Deadline> deadlines;
    private final LongSupplier nanoClock;

    /**
     * @param defaultCoerce whether a reply that does not conform is aligned with the schema when a request does
     *                      not say ({@code outputguard.complete.coerce})
     */
    public CompletionLoop(LlmClient llm, JsonExtractor extractor, SchemaAligner aligner, Prompts<CompletionPrompt> prompts,
            int defaultMaxRetries, boolean defaultCoerce, Supplier<Deadline> deadlines) {
        this(llm, extractor, aligner, prompts, defaultMaxRetries, defaultCoerce, deadlines, System::nanoTime);
    }

    public CompletionLoop(LlmClient llm, JsonExtractor extractor, SchemaAligner aligner, Prompts<CompletionPrompt> prompts,
            int defaultMaxRetries, boolean defaultCoerce, Supplier<Deadline> deadlines, LongSupplier nanoClock) {
        this(llm, extractor, aligner, prompts, defaultMaxRetries, defaultCoerce, Limits.DEFAULT_MAX_SCHEMA_WORK, deadlines,
                nanoClock);
    }

    /**
     * @param maxSchemaWork the steps of the work budget each call's schema checks and alignments spend
     *                      ({@link Limits#maxSchemaWork()})
     */
    public CompletionLoop(LlmClient llm, JsonExtractor extractor, SchemaAligner aligner, Prompts<CompletionPrompt> prompts,
            int defaultMaxRetries, boolean defaultCoerce, long maxSchemaWork, Supplier<Deadline> deadlines,
            LongSupplier nanoClock) {
        this.llm = Objects.requireNonNull(llm, "llm");
        this.extractor = Objects.requireNonNull(extractor, "extractor");
        this.aligner = Objects.requireNonNull(aligner, "aligner");
        this.prompts = Objects.requireNonNull(prompts, "prompts");
        this.defaultMaxRetries = LoopDefaults.validateRetries(LoopDefaults.COMPLETE_MAX_RETRIES_SETTING, defaultMaxRetries);
        this.defaultCoerce = defaultCoerce;
        this.maxSchemaWork = maxSchemaWork;
        this.deadlines = Objects.requireNonNull(deadlines, "deadlines");
        this.nanoClock = Objects.requireNonNull(nanoClock, "nanoClock");
    }

    public Completion complete(CompletionTask task) {
        Deadline deadline = deadlines.get();
        WorkBudget budget = WorkBudget.of(maxSchemaWork).stopWhen(deadline::expired, "the call's deadline ("
                + DEADLINE_SETTING + "=" + deadline.budget().toMillis() + " ms) passed");
        int calls = task.maxRetries().orElse(defaultMaxRetries) + 1;
        List<ChatMessage> conversation = new ArrayList<>();
        conversation.add(ChatMessage.system(prompts.render(CompletionPrompt.SYSTEM,
                Map.of("schema", task.schemaText().toPrettyString()))));
        conversation.addAll(task.messages());
        List<CompletionAttempt> attempts = new ArrayList<>();
        boolean coerce = task.coerce().orElse(defaultCoerce);
        Rejected last = null;
        for (int n = 1; n <= calls; n++) {
            long started = nanoClock.getAsLong();
            LlmReply reply;
            try {
                reply = llm.complete(new ChatRequest(conversation, true, task.model(), Optional.of(task.schemaText())),
                        deadline);
            } catch (LlmException e) {
                if (last == null) {
                    throw e;
                }
                attempts.add(new CompletionAttempt(n, Optional.of(e.code()), 0, millisSince(started), Optional.empty(), false));
                LOG.warnv("complete-json attempt {0}/{1} failed: {2}; falling back to the previous reply", n, calls, e.code());
                return fallback(last, attempts, Optional.of(e.getMessage()));
            }
            long latency = millisSince(started);
            Extraction extraction = extractor.extract(reply.content(), task.mode());
            if (extraction instanceof Extraction.Found found) {
                Checked checked = check(found.object(), task, coerce, budget);
                SchemaCheck check = checked.check();
                attempts.add(new CompletionAttempt(n, check.conforms() ? Optional.empty() : Optional.of(SCHEMA_MISMATCH),
                        check.count(), latency, reply.usage(), reply.cutOff(), checked.coercions(), checked.omitted()));
                List<String> warnings = warnings(found, reply);
                if (check.conforms()) {
                    LOG.debugv("complete-json done after {0} attempt(s), {1} coercion(s)", n, checked.coercions().size());
                    return new Completion.Conforming(checked.json(), attempts,
                            TokenUsage.sum(attempts, CompletionAttempt::usage), warnings);
                }
                last = new Rejected(Optional.of(found.object()), check, Optional.empty(), warnings);
            } else {
                ExtractError error = ((Extraction.Failed) extraction).error();
                attempts.add(new CompletionAttempt(n, Optional.of(error.code().name()), 0, latency, reply.usage(), reply.cutOff()));
                last = new Rejected(Optional.empty(), SchemaCheck.CONFORMS, Optional.of(error), List.of());
            }
            LOG.warnv("complete-json attempt {0}/{1} rejected: {2} (reply of {3} chars); {4}", n, calls,
                    last.code(), reply.content().length(), n < calls ? "retrying" : "no retries left");
            if (n < calls && deadline.expired()) {
                LOG.warnv("complete-json attempt {0}/{1}: the deadline passed; no retry", n, calls);
                return fallback(last, attempts, Optional.of("the call's deadline (" + DEADLINE_SETTING + "="
                        + deadline.budget().toMillis() + " ms) passed before a retry could be asked for"));
            }
            if (n < calls) {
                conversation.add(ChatMessage.assistant(reply.content()));
                conversation.add(ChatMessage.user(retryInstruction(last, n, reply.cutOff())));
            }
        }
        return fallback(last, attempts, Optional.empty());
    }

    /** A reply's object as checked: the object (aligned when coercions were made) and its check. */
    private record Checked(ObjectNode json, SchemaCheck check, List<Coercion> coercions, int omitted) {
    }

    /**
     * The object checked against the schema; with {@code coerce}, aligned with it first. An alignment that is no
     * object (a schema that asks for an array, say) is no answer here: the object stays as it was.
     */
    private Checked check(ObjectNode object, CompletionTask task, boolean coerce, WorkBudget budget) {
        if (!coerce) {
            return new Checked(object, task.schema().check(object, budget), List.of(), 0);
        }
        return switch (aligner.align(object, task.schema(), budget)) {
            case Alignment.Conforms c -> new Checked(object, SchemaCheck.CONFORMS, List.of(), 0);
            case Alignment.Aligned a when a.value() instanceof ObjectNode aligned ->
                    new Checked(aligned, SchemaCheck.CONFORMS, a.coercions(), a.coercionsOmitted());
            case Alignment.Aligned a -> new Checked(object, task.schema().check(object, budget), List.of(), 0);
            case Alignment.Refused r -> new Checked(object, r.check(), List.of(), 0);
        };
    }

    /** The warning for an object read from a reply that stopped at the LLM's token limit. */
    static final String CUT_OFF_WARNING = "The LLM stopped this reply at its token limit (finish_reason: length): the"
            + " object may lack members or items the model meant to write; raise outputguard.llm.max-tokens.";

    /** What a caller of the reply's object should know: a key written twice, a reply cut off at the token limit. */
    private static List<String> warnings(Extraction.Found found, LlmReply reply) {
        List<String> warnings = new ArrayList<>(2);
        String repeated = found.duplicateKeysWarning(reply.content());
        if (repeated != null) {
            warnings.add(repeated);
        }
        if (reply.cutOff()) {
            warnings.add(CUT_OFF_WARNING);
        }
        return warnings;
    }

    /**
     * The retry instruction: the attempt, the code, and every listed violation as "- path (keyword): message";
     * {@code cutOff} when the rejected reply stopped at the LLM's token limit.
     */
    String retryInstruction(Rejected rejected, int attempt, boolean cutOff) {
        Map<String, String> vars = new HashMap<>();
        vars.put("attempt", Integer.toString(attempt));
        vars.put("errorCode", rejected.code());
        rejected.error().ifPresent(e -> vars.put("error", e.message().isEmpty() ? e.code().name()
                : "No JSON object could be read from it: " + e.message()));
        if (cutOff) {
            vars.put("cutOff", "yes");
        }
        if (!rejected.check().conforms()) {
            vars.put("violations", violationLines(rejected.check()));
        }
        return prompts.render(CompletionPrompt.RETRY_INSTRUCTION, vars);
    }

    /** One line per listed violation, the rest counted. */
    static String violationLines(SchemaCheck check) {
        StringBuilder lines = new StringBuilder();
        for (Violation v : check.violations()) {
            if (!lines.isEmpty()) {
                lines.append('\n');
            }
            lines.append("- \"").append(v.path()).append("\" (").append(v.keyword()).append("): ").append(v.message());
        }
        int more = check.count() - check.violations().size();
        if (more > 0) {
            lines.append("\n- … and ").append(more).append(" more");
        }
        return lines.toString();
    }

    private Completion fallback(Rejected last, List<CompletionAttempt> attempts, Optional<String> transportError) {
        LOG.warnv("complete-json fell back to the last reply after {0} attempt(s): {1}", attempts.size(), last.code());
        return new Completion.Fallback(last.json(), last.check(), last.error(), transportError, last.warnings(), attempts,
                TokenUsage.sum(attempts, CompletionAttempt::usage));
    }

    private long millisSince(long startedNanos) {
        return Math.max(0, (nanoClock.getAsLong() - startedNanos) / 1_000_000);
    }

    /**
     * A reply that was not accepted: its object and violations, or why no object could be read; {@code warnings}
     * what a caller of its object should know (a key the reply wrote twice).
     */
    record Rejected(Optional<ObjectNode> json, SchemaCheck check, Optional<ExtractError> error, List<String> warnings) {
        String code() {
            return error.map(e -> e.code().name()).orElse(SCHEMA_MISMATCH);
        }
    }
}
