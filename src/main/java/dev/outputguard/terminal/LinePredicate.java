package dev.outputguard.terminal;

/** A rule about one stripped line, e.g. "this is where the user typed". */
@FunctionalInterface
public interface LinePredicate {

    /** Matches no line: for a rule a tool does not have. */
    LinePredicate NONE = line -> false;

    boolean test(TerminalLine line);

    default LinePredicate or(LinePredicate other) {
        return line -> test(line) || other.test(line);
    }

    default LinePredicate and(LinePredicate other) {
        return line -> test(line) && other.test(line);
    }

    default LinePredicate negate() {
        return line -> !test(line);
    }
}
