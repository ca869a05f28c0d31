package dev.outputguard.extract;

/**
 * Where a parse failed, before it is worded ({@link Failures}): {@code position}, and either what was expected
 * there (so a failed candidate allocates no message) or a worded {@code detail}.
 */
record ParseFailure(int position, String expected, String detail) {
}
