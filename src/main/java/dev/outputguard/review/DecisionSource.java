package dev.outputguard.review;

/** Where a verdict came from, in the order they are tried. */
public enum DecisionSource {
    /** A JSON object with a valid {@code result}. */
    JSON,
    /** A marker line in the review text, such as {@code 最終判定: FAIL}. */
    MARKER,
    /** Nothing decisive was found, so the safe verdict FAIL. */
    DEFAULT,
    /** The review text was empty. */
    EMPTY
}
