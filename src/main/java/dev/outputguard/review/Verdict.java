package dev.outputguard.review;

/** A review's verdict. {@code PASS_WITH_SUGGESTIONS} passes, with suggestions worth acting on. */
public enum Verdict {
    PASS,
    FAIL,
    PASS_WITH_SUGGESTIONS
}
