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
import dev.outputguard.extract.Source;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.llm.ReplyWatch;
import dev.outputguard.schema.SchemaCheck;

/**
 * complete-json's reading of one reply as it is written (docs/complete-json.md, "Streaming"): the reply's object as
 * extract-json's partial values show it ({@link ReplyStream}), held to the schema as far as it is written
 * ({@link PartialFit}, with the request's {@code coerce}). Reading stops when
 * <ul>
 * <li>the object opens the reply (only space, or its block's opening fence, before it) and is
 * {@link StreamStop#DOOMED doomed}: a place already written that no rest of the reply can make conform (the attempt
 * is rejected with those violations and the retry asked for at once; the open object is held to
 * the schema at most once every eighth of the reply's length, so a long reply costs a bounded number of looks); or</li>
 * <li>the object is {@link StreamStop#COMPLETE complete}, conforms (aligned, with {@code coerce}), and prose follows it: a
 * character after it that is neither space, nor the beginning of another value ({@code {}, {@code [}, {@code "},
 * {@code <}), nor a fence mark other than the closing fence of the object's own block. The reply read so far is then
 * read as a whole reply is, so the answer is the whole reply's.</li>
 * </ul>
 * Only a strict reading is watched (repair mode reads the whole reply). What the stream shows is never invented, so
 * the object a doom is read from can conform in no whole reply. An object after prose may be an example the answer
 * follows, so only the reply's opening object is doomed; a reply that opens with a doomed object is not read on to a
 * later one (which {@code coerce} would weigh, or which the reading would take if the first turns out no JSON): such
 * a reply costs a retry where the whole reply would have been answered, never another answer.
 *
 * <p>Not thread-safe: one watch for one reply.
 */
final class AnswerWatch implements ReplyWatch {

    /** What follows the complete object, as far as it is read. */
    private enum After {
        /** Only space (and, after a fenced object, its fence) so far. */
        UNDECIDED,
        /** Prose: reading may stop. */
        PROSE,
        /** Something that may begin another value or block: the reply is read to its end. */
        VALUE
    }

    private final ReplyStream stream;
    private final PartialFit fit;
    private final WorkBudget budget;
    private final Shown shown;
    /** Characters fed so far. */
    private long length;
    /** The length at which the open object is held to the schema next: a look at most every eighth of the reply. */
    private long nextFit;
    private After after;
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
        if (after == After.VALUE) {
            return false;
        }
        length += piece.length();
        if (after == After.UNDECIDED) {
            after = scan(piece, 0);
            return after == After.PROSE && judge(stream.partial());
        }
        stream.append(piece);
        Partial partial = stream.partial();
        if (partial == null || !partial.json().isObject()) {
            return false;
        }
        if (partial.complete()) {
            fencedObject = partial.source() == Source.CODE_BLOCK;
            after = scan(stream.text(), partial.end());
            return after == After.PROSE && judge(partial);
        }
        if (length < nextFit) {
            return false;
        }
        nextFit = length + length / 8 + 16;
        return judge(partial);
    }

    private boolean fencedObject;

    /**
     * The object held to the schema: doomed, or complete (prose follows it) and not doomed, stops the reading.
     * A complete object is not read any further once held to the schema.
     */
    private boolean judge(Partial partial) {
        PartialFit.Fitted fitted = fit.fit(partial, budget);
        if (fitted.doomed() && opensReply(partial.start())) {
            stop = StreamStop.DOOMED;
            doom = fitted.doom();
            doomedObject = ((ObjectNode) partial.json()).deepCopy();
            return true;
        }
        if (partial.complete()) {
            stop = StreamStop.COMPLETE;
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

    /** Runs of fence marks after the object so far, and whether the last character read was one. */
    private int fenceRuns;
    private boolean inRun;

    /**
     * What {@code text} from {@code from} says of what follows the object: space is nothing yet; after a fenced
     * object, so is its closing fence, but a second run of fence marks may open a block that {@code coerce} would weigh
     * beside it; after an object of the prose, a fence mark may open a block that would win over it; and {@code {},
     * {@code [}, {@code "}, {@code <} may begin another value.
     */
    private After scan(CharSequence text, int from) {
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '`' || c == '~') {
                if (!fencedObject || (!inRun && ++fenceRuns > 1)) {
                    return After.VALUE;
                }
                inRun = true;
                continue;
            }
            inRun = false;
            if (Character.isWhitespace(c)) {
                continue;
            }
            return c == '{' || c == '[' || c == '"' || c == '<' ? After.VALUE : After.PROSE;
        }
        return After.UNDECIDED;
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
