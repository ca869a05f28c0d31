package dev.outputguard.complete;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.PartialFit;
import dev.outputguard.extract.Accept;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Partial;
import dev.outputguard.extract.PartialState;
import dev.outputguard.extract.ReplyStream;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.llm.ReplyWatch;
import dev.outputguard.schema.SchemaCheck;

/**
 * complete-json's reading of one reply as it is written (docs/complete-json.md, "Streaming"): the reply's object as
 * extract-json's partial values show it ({@link ReplyStream}), held to the schema as far as it is written
 * ({@link PartialFit}, with the request's {@code coerce}). Reading stops only when the object opens the reply (only
 * space, or its block's opening fence, before it) and, while still open, is {@link StreamStop#DOOMED doomed}: a place
 * already written that no rest of the object can make conform. The attempt is then rejected with those violations and
 * the retry asked for at once. The open object is held to the schema at most once every eighth of the reply's length,
 * so a long reply costs a bounded number of looks; once complete it is not looked at again (the whole reply's reading
 * holds it to the schema).
 *
 * <p>A reply whose object is complete and conforms is read to its end: what follows may still change the whole
 * reply's answer (a fenced object wins over one in the prose, a later {@code </think>} makes all before it reasoning,
 * a second object that fits makes the reply ambiguous), so no point of the stream is known to hold the answer before
 * the stream ends. A doom ends an attempt whose later text might have made the whole reply acceptable in the same
 * ways: that costs a retry where the whole reply would have been answered, never a value: a doomed attempt is a
 * rejection. An object after prose may be an example the answer follows, so only the reply's opening object is doomed.
 *
 * <p>Only a strict reading is watched (repair mode reads the whole reply). Not thread-safe: one watch for one reply.
 */
final class AnswerWatch implements ReplyWatch {

    private final ReplyStream stream;
    private final PartialFit fit;
    private final WorkBudget budget;
    private final Shown shown;
    /** Characters fed so far. */
    private long length;
    /** The length at which the open object is held to the schema next: a look at most every eighth of the reply. */
    private long nextFit;
    /** The object is complete: the rest of the reply is read without a look. */
    private boolean judged;
    private StreamStop stop;
    private SchemaCheck doom;
    private ObjectNode doomedObject;

    /** Hears the open object each time it is held to the schema and not doomed. */
    @FunctionalInterface
    interface Shown {
        /** {@code json} is the reader's: read it during the call only. */
        void partial(JsonNode json, Map<String, PartialState> states);
    }

    AnswerWatch(JsonExtractor extractor, PartialFit fit, WorkBudget budget) {
        this(extractor, fit, budget, (json, states) -> {
        });
    }

    /**
     * @param shown hears the open object as it is held to the schema (at most once every eighth of the reply's
     *              length, as the looks are made), never a doomed or complete one
     */
    AnswerWatch(JsonExtractor extractor, PartialFit fit, WorkBudget budget, Shown shown) {
        this.stream = extractor.stream(Accept.OBJECT);
        this.fit = fit;
        this.budget = budget;
        this.shown = shown;
    }

    @Override
    public boolean stopAfter(String piece) {
        if (stop != null) {
            return true;
        }
        if (judged) {
            return false;
        }
        length += piece.length();
        stream.append(piece);
        Partial partial = stream.partial();
        if (partial == null || !partial.json().isObject()) {
            return false;
        }
        if (partial.complete()) {
            // Complete: the whole reply's reading decides, on the whole reply.
            judged = true;
            return false;
        }
        if (length < nextFit) {
            return false;
        }
        nextFit = length + length / 8 + 16;
        return judge(partial);
    }

    /** The object held to the schema: doomed, when it opens the reply, stops the reading. */
    private boolean judge(Partial partial) {
        PartialFit.Fitted fitted = fit.fit(partial, budget);
        if (fitted.doomed() && opensReply(partial.start())) {
            stop = StreamStop.DOOMED;
            doom = fitted.doom();
            doomedObject = ((ObjectNode) partial.json()).deepCopy();
            return true;
        }
        if (!fitted.doomed() && fitted.json() != null) {
            shown.partial(fitted.json(), fitted.states());
        }
        return false;
    }

    /**
     * Whether the object opens the reply: only space before it, or only the opening line of its block. An object
     * after prose or after another object may be an example, a template or a draft that the reply's answer follows:
     * the whole reply's reading passes over it ({@code coerce} weighs the objects in turn), so its doom ends nothing.
     */
    private boolean opensReply(int start) {
        String before = stream.text().substring(0, start).strip();
        if (before.isEmpty()) {
            return true;
        }
        if (before.indexOf('\n') >= 0) {
            return false;
        }
        int marks = 0;
        while (marks < before.length() && (before.charAt(marks) == '`' || before.charAt(marks) == '~')) {
            marks++;
        }
        return marks >= 3 && before.substring(marks).strip().chars().allMatch(Character::isLetterOrDigit);
    }

    /** Why reading stopped, or null when the reply was read to its end. */
    StreamStop stop() {
        return stop;
    }

    /** The violations of a {@link StreamStop#DOOMED doomed} object. */
    SchemaCheck doom() {
        return doom;
    }

    /** The doomed object as far as it was written. */
    ObjectNode doomedObject() {
        return doomedObject;
    }
}
