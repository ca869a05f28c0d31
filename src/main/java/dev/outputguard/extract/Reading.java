package dev.outputguard.extract;

/**
 * One text being searched: its characters, copied once (2 bytes per character for the length of the call, and
 * cheaper reads than {@code String.charAt} on every character), and a {@link CandidateParser} per mode, made
 * when first needed and reset for every range searched. A scan is done with its parser before the next scan
 * in the same mode begins (repair mode's strict second look uses the other one).
 */
final class Reading {

    private static final char[] NO_CHARS = {};

    final String text;
    final char[] chars;
    /** The nesting a parse follows and the repairs an answer lists (the rest counted). */
    final int maxDepth;
    final int maxListed;
    private CandidateParser strict;
    private CandidateParser repair;

    Reading(String text, char[] chars, int maxDepth, int maxListed) {
        this.text = text;
        this.chars = chars;
        this.maxDepth = maxDepth;
        this.maxListed = maxListed;
    }

    /** A reading of {@code text} whose characters are copied only when it has a candidate bracket {@code accept} allows. */
    static Reading of(String text, Accept accept, int maxDepth, int maxListed) {
        // Text without a candidate bracket (prose, a review of markers only) has nothing to read: no copy for it.
        boolean candidates = (accept.objects() && text.indexOf('{') >= 0) || (accept.arrays() && text.indexOf('[') >= 0);
        return new Reading(text, candidates ? text.toCharArray() : NO_CHARS, maxDepth, maxListed);
    }

    /** The parser of {@code mode}, ready for the candidates of {@code text[from, to)}. */
    CandidateParser parser(int from, int to, Mode mode) {
        if (mode == Mode.REPAIR) {
            repair = repair == null ? new CandidateParser(text, chars, mode, maxDepth, maxListed) : repair;
            return repair.reset(from, to);
        }
        strict = strict == null ? new CandidateParser(text, chars, mode, maxDepth, maxListed) : strict;
        return strict.reset(from, to);
    }
}
