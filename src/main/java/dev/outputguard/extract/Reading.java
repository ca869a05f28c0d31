package dev.outputguard.extract;

import dev.outputguard.text.Marks;

/**
 * One text being searched: its characters, copied once (cheaper reads than {@code String.charAt} on every
 * character), and a {@link CandidateParser} per mode, made when first needed and reset for every range searched.
 * A scan is done with its parser before the next scan in the same mode begins (repair mode's strict second look
 * uses the other one).
 *
 * <p>A reading that ends with its search ({@link #lent}, then {@link #release}) copies the characters into the
 * buffer its thread lends ({@link LentChars}), for a text up to {@link LentChars#MAX} long; {@code chars} may then
 * be longer than the text, and nothing reads past the text's length. A reading kept by its caller
 * ({@link Candidates}) has a copy of its own.
 */
final class Reading {

    private static final char[] NO_CHARS = {};

    final String text;
    final char[] chars;
    /** The nesting a parse follows and the repairs an answer lists (the rest counted). */
    final int maxDepth;
    final int maxListed;
    /** Where the text first holds '{', '[' and the other {@link Marks}, when its caller knew; else null. */
    private final Marks marks;
    /** Whether {@code chars} goes back to the thread's buffer at {@link #release}. */
    private final boolean lends;
    /**
     * Whether its strict parser validates without building nodes ({@link Unbuilt}): for a search whose caller writes
     * the value from its source text and needs no tree.
     */
    private boolean unbuilt;
    private CandidateParser strict;
    private CandidateParser repair;

    Reading(String text, char[] chars, int maxDepth, int maxListed) {
        this(text, chars, maxDepth, maxListed, false, null);
    }

    private Reading(String text, char[] chars, int maxDepth, int maxListed, boolean lends, Marks marks) {
        this.text = text;
        this.chars = chars;
        this.maxDepth = maxDepth;
        this.maxListed = maxListed;
        this.lends = lends;
        this.marks = marks;
    }

    /** A reading of {@code text} whose characters are copied only when it has a candidate bracket {@code accept} allows. */
    static Reading of(String text, Accept accept, int maxDepth, int maxListed) {
        return new Reading(text, hasCandidates(text, accept) ? text.toCharArray() : NO_CHARS, maxDepth, maxListed);
    }

    /**
     * As {@link #of}, the characters in the thread's buffer when it is free and the text fits: for a search that
     * {@link #release}s the reading when it ends, and keeps nothing that reads {@code chars} past that.
     */
    static Reading lent(String text, Accept accept, int maxDepth, int maxListed) {
        return lent(text, null, hasCandidates(text, accept), maxDepth, maxListed);
    }

    /** As {@link #lent(String, Accept, int, int)}, for a text whose {@link Marks} are known: no look of its own for a bracket. */
    static Reading lent(String text, Marks marks, Accept accept, int maxDepth, int maxListed) {
        boolean candidates = (accept.objects() && marks.first('{') >= 0) || (accept.arrays() && marks.first('[') >= 0);
        return lent(text, marks, candidates, maxDepth, maxListed);
    }

    private static Reading lent(String text, Marks marks, boolean candidates, int maxDepth, int maxListed) {
        int length = text.length();
        if (!candidates) {
            return new Reading(text, NO_CHARS, maxDepth, maxListed, false, marks);
        }
        if (length > LentChars.MAX) {
            return new Reading(text, text.toCharArray(), maxDepth, maxListed, false, marks);
        }
        char[] buffer = LentChars.take(length);
        text.getChars(0, length, buffer, 0);
        return new Reading(text, buffer, maxDepth, maxListed, true, marks);
    }

    /** Text without a candidate bracket (prose, a review of markers only) has nothing to read: no copy for it. */
    private static boolean hasCandidates(String text, Accept accept) {
        return (accept.objects() && text.indexOf('{') >= 0) || (accept.arrays() && text.indexOf('[') >= 0);
    }

    /**
     * The first {@code bracket} ('{' or '[') in {@code text[from, to)}, or -1: looked for from where the text first
     * holds one when that is known, and not at all when that lies at or past {@code to}.
     */
    int indexOf(char bracket, int from, int to) {
        int start = from;
        if (marks != null) {
            int first = marks.first(bracket);
            if (first < 0 || first >= to) {
                return -1;
            }
            start = Math.max(from, first);
        }
        return start < to ? text.indexOf(bracket, start, to) : -1;
    }

    /** This reading's strict parser validates without building nodes ({@link Unbuilt}); before its first scan. */
    Reading unbuilt() {
        unbuilt = true;
        return this;
    }

    /**
     * Whether an object its unbuilt strict parser closed wrote a key twice: the tree's answer lists it, so the
     * caller builds that answer instead.
     */
    boolean keyRepeated() {
        return strict != null && strict.keyRepeated();
    }

    /** The end of a {@link #lent} reading's search: its buffer goes back to the thread. */
    void release() {
        if (lends) {
            LentChars.give(chars);
        }
    }

    /** The parser of {@code mode}, ready for the candidates of {@code text[from, to)}. */
    CandidateParser parser(int from, int to, Mode mode) {
        if (mode == Mode.REPAIR) {
            repair = repair == null ? new CandidateParser(text, chars, mode, maxDepth, maxListed, false) : repair;
            return repair.reset(from, to);
        }
        strict = strict == null ? new CandidateParser(text, chars, mode, maxDepth, maxListed, unbuilt) : strict;
        return strict.reset(from, to);
    }
}
