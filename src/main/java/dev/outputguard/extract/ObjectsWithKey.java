package dev.outputguard.extract;

import java.util.Objects;

import dev.outputguard.text.Fence;
import dev.outputguard.text.FencedText;
import dev.outputguard.text.KeyLookahead;

/**
 * The top-level objects of a reply, other than the one extract-json chose, that could carry a given key:
 * validate-response looks among them for a second object with the required field, review-decision for an
 * object whose {@code result} is a verdict. One walk for both:
 * <ul>
 * <li>it starts after the chosen object, or at the start of the text when that object came from a fenced
 * block and an object could start before it (prose before a fence has not been looked at);</li>
 * <li>each step reads the plain text from where the last ended ({@link JsonExtractor.Walk}), so the objects
 * inside an object are never looked at, and the chosen object is stepped over;</li>
 * <li>objects that end before the next place the key is written in quotes (or a backslash-u escape, which
 * could spell it) are stepped over without a look: they cannot carry it ({@link KeyLookahead});</li>
 * <li>with {@link OtherFences#SKIPPED}, an object inside another fenced block than the chosen object's is
 * stepped over with the rest of that block.</li>
 * </ul>
 * Linear in the text however many objects it holds. Not thread-safe: one walk for one call.
 */
public final class ObjectsWithKey {

    /** Whether objects in other fenced blocks than the chosen object's are candidates. */
    public enum OtherFences {
        SEARCHED, SKIPPED
    }

    private final FencedText reply;
    private final Extraction.Found first;
    private final Fence home;
    private final OtherFences otherFences;
    private final KeyLookahead keys;
    private final JsonExtractor.Walk walk;
    private int from;

    ObjectsWithKey(JsonExtractor extractor, FencedText reply, Extraction.Found first, String key,
            OtherFences otherFences) {
        this.reply = Objects.requireNonNull(reply, "reply");
        this.first = Objects.requireNonNull(first, "first");
        this.otherFences = Objects.requireNonNull(otherFences, "otherFences");
        String text = reply.text();
        this.home = first.source() == Source.CODE_BLOCK ? reply.fenceAt(first.start()) : null;
        this.keys = new KeyLookahead(text, key);
        this.walk = extractor.walk(text);
        // Whether any object could start before the first (never in a reasoning model's thinking before
        // the answer, text/Reasoning): spares parsing the first object twice.
        int answer = Math.min(reply.answerStart(), first.start());
        this.from = home == null || text.indexOf('{', answer, first.start()) < 0 ? first.end() : answer;
    }

    /** The next candidate in text order, or null when there is none. */
    public Extraction.Found next() {
        int length = reply.text().length();
        while (from < length) {
            int keyAt = keys.next(from);
            if (keyAt < 0 || !(walk.extractFrom(from) instanceof Extraction.Found next)) {
                from = length;
                return null;
            }
            if (next.start() == first.start()) {
                from = Math.max(first.end(), from + 1);
                continue;
            }
            Fence fence = otherFences == OtherFences.SKIPPED ? reply.fenceAt(next.start()) : null;
            if (fence != null && fence != home) {
                from = Math.max(fence.end(), next.start() + 1);
                continue;
            }
            from = Math.max(next.end(), next.start() + 1);
            if (next.end() > keyAt) {
                return next;
            }
        }
        return null;
    }
}
