package dev.outputguard.schema;

import java.util.List;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;

/**
 * What checking a value against a schema found: the violations, at most the configured number of them in
 * the validator's order, and how many there were in all.
 */
public record SchemaCheck(List<Violation> violations, int count) {

    public static final SchemaCheck CONFORMS = new SchemaCheck(List.of(), 0);

    public SchemaCheck {
        violations = List.copyOf(violations);
        if (count < violations.size()) {
            throw new IllegalArgumentException("count " + count + " < " + violations.size() + " violations listed");
        }
    }

    public boolean conforms() {
        return count == 0;
    }

    /**
     * One line for a message: how many violations, and the first with its path and keyword. The path holds the
     * checked value's own keys and the validator's message may quote the value, so both are echoed, cut.
     */
    public String summary() {
        if (conforms()) {
            return "no violations";
        }
        Violation first = violations.get(0);
        return count + (count == 1 ? " violation" : " violations") + (count == 1 ? "" : "; the first") + " at "
                + Echo.quote(first.path()) + " (" + first.keyword() + "): "
                + Echo.cut(first.message(), EchoLengths.DETAIL);
    }
}
