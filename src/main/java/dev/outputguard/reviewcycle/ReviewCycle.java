package dev.outputguard.reviewcycle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

import org.jboss.logging.Logger;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.ChatRequest;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmException;
import dev.outputguard.llm.LlmReply;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.review.ReviewDecision;
import dev.outputguard.review.ReviewReading;
import dev.outputguard.review.Verdict;
import dev.outputguard.text.Echo;

/**
 * Review, revise, and stop at the retry limit (docs/review-cycle.md).
 *
 * <p>The LLM reviews the document; {@link ReviewDecider} reads the verdict from the reply exactly as
 * review-decision does (JSON first, then markers, else FAIL), and the feedback apart from it: the reviser and
 * the caller get what the reviewer said, not the JSON and marker lines; the raw reply stays in the history. PASS and PASS_WITH_SUGGESTIONS end the cycle.
 * FAIL asks the LLM to revise the document with the review's feedback, then reviews the new document.
 * A revise reply that cannot be used leaves the document as it was and still counts as a revision; the
 * unchanged document is not reviewed again (its FAIL stands), the next revision is tried instead. After
 * {@code maxRevisions} revisions without a pass the cycle ends {@link CycleStatus#FAILED}.
 *
 * <p>All calls share one {@link Deadline}; an {@link LlmException} from any call ends the cycle and
 * propagates (the caller maps it to 502/504). Documents and replies are logged only as lengths, at DEBUG.
 */
public final class ReviewCycle {

    private static final Logger LOG = Logger.getLogger(ReviewCycle.class);
    static final String REVISION_CUT_OFF = "the revise reply stopped at the LLM's token limit (finish_reason: length), so it"
            + " holds only the start of a document; the document is unchanged (raise outputguard.llm.max-tokens)";

    private final LlmClient llm;
    private final ReviewDecider decider;
    private final Prompts<CyclePrompt> prompts;
    private final int defaultMaxRevisions;
    private final Supplier<Deadline> deadlines;
    private final RevisionReader reader = new RevisionReader();

    /**
     * @param defaultMaxRevisions the revisions of a call whose request names none
     *                            ({@value LoopDefaults#MAX_REVISIONS_SETTING})
     * @param deadlines           a fresh deadline for each call, started when the call starts
     */
    public ReviewCycle(LlmClient llm, ReviewDecider decider, Prompts<CyclePrompt> prompts, int defaultMaxRevisions,
            Supplier<Deadline> deadlines) {
        this.llm = Objects.requireNonNull(llm, "llm");
        this.decider = Objects.requireNonNull(decider, "decider");
        this.prompts = Objects.requireNonNull(prompts, "prompts");
        this.defaultMaxRevisions = LoopDefaults.validateRevisions(LoopDefaults.MAX_REVISIONS_SETTING, defaultMaxRevisions);
        this.deadlines = Objects.requireNonNull(deadlines, "deadlines");
    }

    /** @throws LlmException when the LLM cannot be reached in time; no partial result is returned */
    public CycleResult run(CycleRequest request) {
        Run run = new Run(request, deadlines.get());
        ReviewReading review = run.review();
        while (review.decision().result() == Verdict.FAIL && run.revisions < run.maxRevisions) {
            if (run.revise(review)) {
                review = run.review();
            }
        }
        return run.finish(review);
    }

    /** The state of one call: the current document, the steps so far, the tokens spent. */
    private final class Run {

        private final CycleRequest request;
        private final Deadline deadline;
        private final String phase;
        private final int maxRevisions;
        private final List<CycleStep> history = new ArrayList<>();
        private String document;
        private TokenUsage usage = TokenUsage.ZERO;
        private int reviews;
        private int revisions;

        Run(CycleRequest request, Deadline deadline) {
            this.request = request;
            this.deadline = Objects.requireNonNull(deadline, "deadline");
            // What the logs show of it: one line, cut (the caller's text, which could forge a log line).
            this.phase = Echo.oneLine(request.phase(), EchoLengths.TEXT);
            this.maxRevisions = request.maxRevisions().orElse(defaultMaxRevisions);
            this.document = request.document();
        }

        ReviewReading review() {
            reviews++;
            Map<String, String> values = values();
            String reply = call(ChatRequest.text(prompts.render(CyclePrompt.REVIEW_SYSTEM, values),
                    prompts.render(CyclePrompt.REVIEW_USER, values)),
                    "review", reviews).content();
            ReviewReading review = decider.read(reply, null);
            ReviewDecision decision = review.decision();
            Optional<String> marker = Optional.ofNullable(decision.marker());
            history.add(new CycleStep.Reviewed(reviews, decision.result(), decision.source(), marker, reply));
            LOG.infov("Phase {0}: review {1}: {2} (source {3}{4})", phase, reviews, decision.result(),
                    decision.source(), marker.map(m -> ", marker " + m).orElse(""));
            return review;
        }

        /** True when the document changed and needs a new review. */
        boolean revise(ReviewReading failed) {
            revisions++;
            LOG.infov("Phase {0}: Starting revise step (revision {1}/{2})", phase, revisions, maxRevisions);
            Map<String, String> values = values();
            values.put("feedback", failed.feedback());
            values.put("suggestions", bullets(failed.decision().suggestions()));
            LlmReply reply = call(ChatRequest.text(prompts.render(CyclePrompt.REVISE_SYSTEM, values),
                    prompts.render(CyclePrompt.REVISE_USER, values)),
                    "revise", revisions);
            // A revision cut off at the token limit would replace the document with its first part; a reviewer
            // that reads only what it is shown could pass it.
            Revision revision = reply.cutOff() ? new Revision.Unusable(REVISION_CUT_OFF)
                    : reader.read(reply.content(), document);
            return switch (revision) {
                case Revision.Usable usable -> {
                    if (!usable.unwrapped().isEmpty()) {
                        LOG.infov("Phase {0}: revision {1}: took the document out of {2}", phase, revisions,
                                String.join(", ", usable.unwrapped()));
                    }
                    document = usable.document();
                    history.add(new CycleStep.Revised(revisions, usable.unwrapped()));
                    yield true;
                }
                case Revision.Unusable unusable -> {
                    LOG.warnv("Phase {0}: revision {1}/{2} failed: {3}", phase, revisions,
                            maxRevisions, unusable.reason());
                    history.add(new CycleStep.ReviseFailed(revisions, unusable.reason()));
                    yield false;
                }
            };
        }

        CycleResult finish(ReviewReading last) {
            if (last.decision().result() == Verdict.FAIL) {
                String message = "Phase " + request.phase() + ": Retry limit exceeded (" + revisions + "/"
                        + maxRevisions + "). Marking phase as failed.";
                LOG.errorv("Phase {0}: Retry limit exceeded ({1}/{2}). Marking phase as failed.", phase,
                        revisions, maxRevisions);
                return result(CycleStatus.FAILED, last, message);
            }
            String message = "Phase " + request.phase() + ": " + last.decision().result() + " after " + revisions
                    + " revision(s).";
            LOG.infov("Phase {0}: {1} after {2} revision(s).", phase, last.decision().result(), revisions);
            return result(CycleStatus.COMPLETED, last, message);
        }

        private CycleResult result(CycleStatus status, ReviewReading last, String message) {
            return new CycleResult(status, last.decision().result(), revisions, document, history, message, usage,
                    last.feedback(), last.decision().suggestions());
        }

        private LlmReply call(ChatRequest chat, String step, int attempt) {
            LOG.debugv("Phase {0}: {1} {2}: sending {3} chars, {4} ms left", phase, step, attempt,
                    chat.length(), deadline.remaining().toMillis());
            LlmReply reply = llm.complete(chat, deadline);
            usage = usage.plus(reply.usage().orElse(TokenUsage.ZERO));
            LOG.debugv("Phase {0}: {1} {2}: reply of {3} chars", phase, step, attempt, reply.content().length());
            return reply;
        }

        private Map<String, String> values() {
            Map<String, String> values = new HashMap<>();
            values.put("phase", request.phase());
            values.put("criteria", request.criteria().orElse(""));
            values.put("document", document);
            return values;
        }
    }

    private static String bullets(List<String> items) {
        StringBuilder out = new StringBuilder();
        for (String item : items) {
            if (!item.isBlank()) {
                out.append(out.isEmpty() ? "" : "\n").append("- ").append(item.strip());
            }
        }
        return out.toString();
    }
}
