package dev.outputguard.extract;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import dev.outputguard.text.FencedText;
import dev.outputguard.text.Reasoning;

/**
 * A reply read as it is written (docs/extract-json.md, "Partial values"): fed piece by piece ({@link #append}),
 * it gives the value so far at any point ({@link #partial}), and the extraction of the whole reply at the end
 * ({@link #finish}), which is what {@link JsonExtractor#extract(String, Mode, Accept)} answers for it. Strict mode.
 *
 * <p>Which value a reply holds is the extraction's search's to say, by the same rules as for a finished reply
 * (fenced blocks first, a reasoning model's thinking passed over, the first candidate that is valid): the stream
 * asks it when something arrives that may change its answer (a bracket that may open a candidate, a fence mark
 * after a value of the prose, the end of a tag that may close a thinking block), and it answers with a value, with a
 * candidate the text ends inside (valid so far), or with none. A candidate the text ends inside is then followed by
 * an {@link OpenValue}, which reads each new piece once; the search is asked again when that candidate turns out
 * not to be JSON, and when it completes with a fence mark inside it (which may have closed its block early). While
 * the reply begins with a thinking block not yet closed, nothing in it is a value. So feeding a reply costs its
 * length once for the candidate, plus one search of the text so far each time the search is asked: bounded,
 * whatever the reply, by {@value #SEARCH_WORK} times its length (a search that would spend more waits for more
 * text, and the value it would show waits with it: it comes late, it is never invented).
 *
 * <p>Not thread-safe: one stream for one reply.
 */
public final class ReplyStream {

    /** The characters all searches of one reply may read, per character of the reply. */
    static final int SEARCH_WORK = 4;

    private final JsonExtractor extractor;
    private final Accept accept;
    private char[] chars = new char[256];
    private int length;
    /** The text so far as a string, for the search; made again only when it has grown. */
    private String text;

    private enum State {
        /** No value: none found yet, or the reply's thinking is not closed yet. */
        SEARCHING,
        /** A candidate the text ends inside, followed by {@link #open}. */
        OPEN,
        /** A value complete: {@link #found}, or {@link #open} once complete. */
        COMPLETE
    }

    private State state = State.SEARCHING;
    /** Something arrived that may change the search's answer, and no search has looked at it. */
    private boolean searchDue;
    /** Characters the searches have read. */
    private long searched;
    private OpenValue open;
    private Source source;
    private Extraction.Found found;
    /** How the last search missed, for {@link #noValue}; null when it did not run or did not miss. */
    private RangeScan.Miss miss;

    ReplyStream(JsonExtractor extractor, Accept accept) {
        this.extractor = extractor;
        this.accept = accept;
    }

    /** Adds {@code piece} to the reply: the text the model wrote next. */
    public ReplyStream append(CharSequence piece) {
        Objects.requireNonNull(piece, "piece");
        int n = piece.length();
        if (length + n > chars.length) {
            chars = Arrays.copyOf(chars, Math.max(length + n, chars.length * 2));
        }
        if (piece instanceof String s) {
            s.getChars(0, n, chars, length);
        } else {
            for (int i = 0; i < n; i++) {
                chars[length + i] = piece.charAt(i);
            }
        }
        int from = length;
        length += n;
        if (state == State.OPEN) {
            // A run of backticks inside a candidate of the prose may close a code span opened before it, which then
            // holds the candidate: the search says where it stands.
            boolean spanMayClose = source == Source.TEXT && holdsFenceMark(from, length);
            follow();
            if (spanMayClose && state == State.OPEN) {
                searchDue = true;
                search();
            }
        } else {
            searchDue |= mayChange(from, length);
            if (searchDue) {
                search();
            }
        }
        return this;
    }

    /** The reply so far. */
    public String text() {
        if (text == null || text.length() != length) {
            text = new String(chars, 0, length);
        }
        return text;
    }

    /**
     * The value so far, or null when the reply shows none yet: before its candidate begins, while a bracket that
     * opens one is all there is of it ({@code {} may be prose, {@code {curly}}), while it thinks.
     */
    public Partial partial() {
        return switch (state) {
            case SEARCHING -> null;
            case OPEN -> open.shown() ? new Partial(open.root(), source, open.start, -1, open.open(chars)) : null;
            case COMPLETE -> found != null ? new Partial(found.json(), found.source(), found.start(), found.end(), List.of())
                    : new Partial(open.root(), source, open.start, open.end, List.of());
        };
    }

    /**
     * Why {@link #partial} shows no value, worded as the extraction words it: how the search missed, or
     * {@code NO_JSON} when the reply so far holds nothing a value can be shown of. Costs a walk of the text.
     */
    public Extraction.Failed noValue() {
        String t = text();
        if (t.isBlank()) {
            return Failures.empty(t);
        }
        return miss != null && state == State.SEARCHING ? miss.describe(t, extractor.language()) : extractor.noJson(t, 0);
    }

    /** The extraction of the whole reply, as {@link JsonExtractor#extract(String, Mode, Accept)} answers it, in strict mode. */
    public Extraction finish() {
        return extractor.extract(text(), Mode.STRICT, accept);
    }

    /** The candidate followed reads what arrived; a candidate that is not JSON after all sends the stream back to the search. */
    private void follow() {
        OpenValue.Status status = open.read(chars, length);
        if (status == OpenValue.Status.COMPLETE) {
            state = State.COMPLETE;
            found = null;
            if (holdsFenceMark(open.start, open.end) || mayChange(open.end, length)) {
                // A fence mark inside the value may have closed its block early, and the block's source is then
                // the text's (rule 1): the search says how the value stands, as extract says it.
                searchDue = true;
                search();
            }
        } else if (status == OpenValue.Status.FAILED) {
            state = State.SEARCHING;
            searchDue = true;
            search();
        }
    }

    /**
     * Whether {@code chars[from, to)}, just arrived, may change the search's answer: a bracket that may open a
     * candidate when none is followed; a fence mark after a value of the prose (a fenced block is weighed first; one
     * after a fenced value changes nothing); and the end of a tag that may close a thinking block.
     */
    private boolean mayChange(int from, int to) {
        boolean looking = state == State.SEARCHING;
        boolean fences = !looking && source() == Source.TEXT;
        for (int i = from; i < to; i++) {
            char c = chars[i];
            if (c == '>' || c == ']' || c == '|' || (looking ? (c == '{' && accept.objects()) || (c == '[' && accept.arrays())
                    : fences && (c == '`' || c == '~'))) {
                return true;
            }
        }
        return false;
    }

    /** The source of the value found or followed. */
    private Source source() {
        return found != null ? found.source() : source;
    }

    private boolean holdsFenceMark(int from, int to) {
        for (int i = from; i < to; i++) {
            if (chars[i] == '`' || chars[i] == '~') {
                return true;
            }
        }
        return false;
    }

    /** Asks the extraction's search where the reply stands, when the work bound allows it. */
    private void search() {
        if (searched + length > (long) SEARCH_WORK * length) {
            return;
        }
        searched += length;
        searchDue = false;
        String t = text();
        miss = null;
        if (Reasoning.unclosedLeadingTag(t).isPresent()) {
            // Still thinking: what it drafts there is not the answer.
            state = State.SEARCHING;
            open = null;
            found = null;
            return;
        }
        JsonExtractor.Located located = extractor.locate(FencedText.of(t), accept);
        if (located == null) {
            state = State.SEARCHING;
        } else if (located.found() != null) {
            if (state != State.COMPLETE || open == null || open.start != located.found().start()) {
                open = null;
            }
            state = State.COMPLETE;
            found = located.found();
        } else if (located.openAt() >= 0) {
            if (state != State.OPEN || open.start != located.openAt()) {
                open = new OpenValue(chars, located.openAt(), extractor.maxNestingDepth());
            }
            // The same candidate may stand in another source now: a run of backticks after it may have closed a code
            // span that holds it.
            source = located.openSource();
            state = State.OPEN;
            found = null;
            follow();
        } else {
            state = State.SEARCHING;
            miss = located.miss();
        }
    }
}
