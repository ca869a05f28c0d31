package dev.outputguard.text;

import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A text and its code fences ({@link CodeFences}), and where its answer begins after a reasoning model's
 * thinking ({@link Reasoning}), each found once however many steps look at them: extract-json's
 * search, validate-response's checks and walk, the JSON-in-text scan of the field and the sanitize report of
 * the same translation all take this value rather than the string. The fences are found on first use, so a
 * text no step asks about (one without a brace, say) costs nothing. A value for one call: not thread-safe.
 */
public final class FencedText {

    private final String text;
    /** Where the text first holds the characters the looks below need ({@link Marks}), found on first use. */
    private Marks marks;
    private List<Fence> fences;
    /** {@link Reasoning#answerStart}, or -1 until first asked. */
    private int answerStart = -1;

    private FencedText(String text) {
        this.text = text;
    }

    public static FencedText of(String text) {
        return new FencedText(Objects.requireNonNull(text, "text"));
    }

    public String text() {
        return text;
    }

    /** The fences in text order, disjoint. */
    public List<Fence> fences() {
        if (fences == null) {
            fences = Collections.unmodifiableList(CodeFences.find(text, marks()));
        }
        return fences;
    }

    /** Where the answer begins: just past a leading closed thinking block, else 0 ({@link Reasoning#answerStart}). */
    public int answerStart() {
        if (answerStart < 0) {
            answerStart = Reasoning.answerStart(text, marks().first('/'));
        }
        return answerStart;
    }

    /**
     * Where the text first holds each of {@code ` ~ / [ { \} (one pass over the text for all of them): a look for one
     * of them over the whole text starts there, or is not made.
     */
    public Marks marks() {
        if (marks == null) {
            marks = Marks.of(text);
        }
        return marks;
    }

    /** The fence whose block (fences included) holds {@code position}, or null. */
    public Fence fenceAt(int position) {
        List<Fence> all = fences();
        int lo = 0;
        int hi = all.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            Fence f = all.get(mid);
            if (position < f.start()) {
                hi = mid - 1;
            } else if (position >= f.end()) {
                lo = mid + 1;
            } else {
                return f;
            }
        }
        return null;
    }

    /** This value when {@code other} is the same text (its fences are already known), else a new one. */
    public FencedText sameOr(String other) {
        return text.equals(other) ? this : of(other);
    }

    @Override
    public String toString() {
        return "FencedText[" + text.length() + " chars]";
    }
}
