package dev.outputguard.complete;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.BestFit;
import dev.outputguard.align.PartialFit;
import dev.outputguard.align.Coercion;
import dev.outputguard.align.SchemaAligner;
import dev.outputguard.extract.Accept;
import dev.outputguard.extract.ErrorCode;
import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
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
import dev.outputguard.text.FencedText;

/**
 * complete-json's loop (docs/complete-json.md): ask the LLM for a JSON object, read it from the reply (fences,
 * prose, repair when asked) with extract-json's code, as extract-json answers with the same schema and
 * {@code coerce}: the candidate that fits the schema, aligned with it ({@link BestFit}), or, when the request or
 * the setting turns {@code coerce} off, the first object checked as written; and while none conforms and retries
 * are left, ask again with the rejected reply and a retry instruction that lists each
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
    private final BestFit bestFit;
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
        this.bestFit = new BestFit(extractor, aligner);
        this.prompts = Objects.requireNonNull(prompts, "prompts");
        this.defaultMaxRetries = LoopDefaults.validateRetries(LoopDefaults.COMPLETE_MAX_RETRIES_SETTING, defaultMaxRetries);
        this.defaultCoerce = defaultCoerce;
        this.maxSchemaWork = maxSchemaWork;
        this.deadlines = Objects.requireNonNull(deadlines, "deadlines");
        this.nanoClock = Objects.requireNonNull(nanoClock, "nanoClock");
    }

    public Completion complete(CompletionTask task) {
        return complete(task, CompletionEvents.NONE);
    }

    /**
     * The loop, telling {@code events} what it reads as it goes (docs/complete-json.md, "Streaming to the caller"): the
     * reply's open object each time it is held to the schema, each attempt once finished. A caller that has gone away
     * ({@link CompletionEvents#cancelled()}) ends the loop with a {@link CancellationException} before its next LLM
     * call, and ends the reading of a streamed reply at its next piece.
     *
     * @throws CancellationException when the caller went away
     */
    public Completion complete(CompletionTask task, CompletionEvents events) {
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
            stopIfCancelled(events);
            long started = nanoClock.getAsLong();
            LlmReply reply;
            AnswerWatch[] watch = new AnswerWatch[1];
            int attempt = n;
            try {
                ChatRequest request = new ChatRequest(conversation, true, task.model(), Optional.of(task.schemaText()));
                reply = task.mode() == Mode.STRICT ? llm.complete(request, deadline, () -> {
                    AnswerWatch w = watch(task, coerce, budget, (json, states) -> events.partial(attempt, json, states));
                    watch[0] = w;
                    return piece -> events.cancelled() || w.stopAfter(piece);
                }) : llm.complete(request, deadline);
            } catch (LlmException e) {
                stopIfCancelled(events);
                if (last == null) {
                    throw e;
                }
                record(events, attempts, new CompletionAttempt(n, Optional.of(e.code()), 0, millisSince(started),
                        Optional.empty(), false), SchemaCheck.CONFORMS, Optional.empty());
                LOG.warnv("complete-json attempt {0}/{1} failed: {2}; falling back to the previous reply", n, calls, e.code());
                return fallback(last, attempts, Optional.of(e.getMessage()));
            }
            stopIfCancelled(events);
            long latency = millisSince(started);
            Optional<StreamStop> stop = reply.stopped() ? Optional.of(watch[0].stop()) : Optional.empty();
            Read read = stop.equals(Optional.of(StreamStop.DOOMED)) ? doomed(watch[0])
                    : coerce ? bestFit(reply, task, budget) : firstObject(reply, task, budget);
            if (read instanceof Accepted a) {
                record(events, attempts, new CompletionAttempt(n, Optional.empty(), 0, latency, reply.usage(), reply.cutOff(),
                        a.coercions(), a.omitted(), stop), SchemaCheck.CONFORMS, Optional.empty());
                LOG.debugv("complete-json done after {0} attempt(s), {1} coercion(s)", n, a.coercions().size());
                return new Completion.Conforming(a.json(), attempts, usage(attempts),
                        a.warnings());
            }
            last = (Rejected) read;
            record(events, attempts, new CompletionAttempt(n, Optional.of(last.code()), last.check().count(), latency,
                    reply.usage(), reply.cutOff(), List.of(), 0, stop), last.check(), last.error());
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

    /** The watch of one streamed reply: its object held to the schema as it is written, shown to {@code shown}. */
    private AnswerWatch watch(CompletionTask task, boolean coerce, WorkBudget budget, AnswerWatch.Shown shown) {
        return new AnswerWatch(extractor, new PartialFit(aligner, task.schema(), coerce, LIST_COERCIONS), budget, shown);
    }

    /** A finished attempt, in the answer's list and told to the caller. */
    private static void record(CompletionEvents events, List<CompletionAttempt> attempts, CompletionAttempt attempt,
            SchemaCheck check, Optional<ExtractError> error) {
        attempts.add(attempt);
        events.attempt(attempt, check, error);
    }

    /** The caller went away: nothing more is asked or read for it. */
    private static void stopIfCancelled(CompletionEvents events) {
        if (events.cancelled()) {
            throw new CancellationException("the caller went away");
        }
    }

    /** Coercions a partial look lists; the look's own are never shown (the whole reply's reading lists them). */
    private static final int LIST_COERCIONS = 0;

    /** A reply whose object could no longer conform: rejected with the violations that doomed it. */
    private static Read doomed(AnswerWatch watch) {
        return new Rejected(Optional.of(watch.doomedObject()), watch.doom(), Optional.empty(), List.of());
    }

    /** What one reply gave: an object accepted, or a {@link Rejected} reply. */
    private sealed interface Read permits Accepted, Rejected {
    }

    /** The object accepted (aligned when coercions were made), and what its caller should know. */
    private record Accepted(ObjectNode json, List<Coercion> coercions, int omitted, List<String> warnings)
            implements Read {
    }

    /**
     * Without {@code coerce}: the reply's first object, as extract-json answers without {@code coerce}, checked as
     * written; a template or an example ({@code Format: {…}}) is passed over, as the choice by fit passes it over. A later object is not weighed: a value that conforms only once aligned or only further on is the
     * choice {@code coerce} makes, and turning it off asks for the plain check (docs/complete-json.md, "Choosing
     * the reply's object").
     */
    private Read firstObject(LlmReply reply, CompletionTask task, WorkBudget budget) {
        List<String> passedOver = new ArrayList<>();
        return switch (bestFit.firstAnswer(FencedText.of(reply.content()), task.mode(), Accept.OBJECT, passedOver)) {
            case Extraction.Found f -> {
                SchemaCheck check = task.schema().check(f.object(), budget);
                List<String> warnings = warnings(f, reply, passedOver);
                yield check.conforms() ? new Accepted(f.object(), List.of(), 0, warnings)
                        : new Rejected(Optional.of(f.object()), check, Optional.empty(), warnings);
            }
            case Extraction.Failed f -> new Rejected(Optional.empty(), SchemaCheck.CONFORMS, Optional.of(f.error()),
                    passedOver);
        };
    }

    /**
     * With {@code coerce}: the reply's object that fits the schema, chosen among its candidates as extract-json
     * chooses ({@link BestFit}), those passed over named in warnings. Nothing fits: the closest candidate with the
     * violations of it as written, which the retry instruction lists.
     */
    private Read bestFit(LlmReply reply, CompletionTask task, WorkBudget budget) {
        return switch (bestFit.choose(FencedText.of(reply.content()), task.mode(), Accept.OBJECT, task.schema(), budget)) {
            case BestFit.Chosen c when c.json() instanceof ObjectNode json ->
                    new Accepted(json, c.coercions(), c.coercionsOmitted(), warnings(c.found(), reply, c.passedOver()));
            // An alignment that is no object (a schema whose root allows other values too) is no answer here.
            case BestFit.Chosen c -> rejected(c.found(), task.schema().check(c.found().json(), budget), reply, c.passedOver());
            case BestFit.NoFit n when n.closest() instanceof Extraction.Found f -> rejected(f, n.refused() != null
                    ? n.refused().check() : task.schema().check(f.json(), budget), reply, n.passedOver());
            // Two objects that fit and differ: neither is the answer, and the retry says so.
            case BestFit.Ambiguous a -> new Rejected(Optional.empty(), SchemaCheck.CONFORMS,
                    Optional.of(a.error(reply.content())), a.passedOver());
            case BestFit.TakenBack t -> new Rejected(Optional.empty(), SchemaCheck.CONFORMS,
                    Optional.of(t.error(reply.content())), t.passedOver());
            case BestFit.NoFit n -> new Rejected(Optional.empty(), SchemaCheck.CONFORMS,
                    Optional.of(((Extraction.Failed) n.closest()).error()), n.passedOver());
        };
    }

    private static Rejected rejected(Extraction.Found f, SchemaCheck check, LlmReply reply, List<String> passedOver) {
        return new Rejected(Optional.of(f.object()), check, Optional.empty(), warnings(f, reply, passedOver));
    }

    /** The warning for an object read from a reply that stopped at the LLM's token limit. */
    static final String CUT_OFF_WARNING = "The LLM stopped this reply at its token limit (finish_reason: length): the"
            + " object may lack members or items the model meant to write; raise outputguard.llm.max-tokens.";

    /**
     * What a caller of the reply's object should know: a key written twice, a reply cut off at the token limit, the
     * candidates passed over before it.
     */
    private static List<String> warnings(Extraction.Found found, LlmReply reply, List<String> passedOver) {
        List<String> warnings = new ArrayList<>(2 + passedOver.size());
        String repeated = found.duplicateKeysWarning(reply.content());
        if (repeated != null) {
            warnings.add(repeated);
        }
        if (reply.cutOff()) {
            warnings.add(CUT_OFF_WARNING);
        }
        warnings.addAll(passedOver);
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
                : e.code() == ErrorCode.AMBIGUOUS ? e.message() : "No JSON object could be read from it: " + e.message()));
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
                usage(attempts));
    }

    /**
     * The tokens of the attempts, summed over those the server reported, with a count of the attempts stopped before
     * their stream's end, whose count the server sends last and was never read: the answer says its sum leaves them out.
     */
    private static TokenUsage usage(List<CompletionAttempt> attempts) {
        int stopped = (int) attempts.stream().filter(a -> a.stopped().isPresent()).count();
        return TokenUsage.sum(attempts, CompletionAttempt::usage).withUncounted(stopped);
    }

    private long millisSince(long startedNanos) {
        return Math.max(0, (nanoClock.getAsLong() - startedNanos) / 1_000_000);
    }

    /**
     * A reply that was not accepted: its object and violations, or why no object could be read; {@code warnings}
     * what a caller of its object should know (a key the reply wrote twice, the reply's other candidates).
     */
    record Rejected(Optional<ObjectNode> json, SchemaCheck check, Optional<ExtractError> error, List<String> warnings)
            implements Read {
        String code() {
            return error.map(e -> e.code().name()).orElse(SCHEMA_MISMATCH);
        }
    }
}
