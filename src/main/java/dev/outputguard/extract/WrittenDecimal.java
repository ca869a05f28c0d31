package dev.outputguard.extract;

import java.math.BigDecimal;

import com.fasterxml.jackson.databind.node.DecimalNode;

/**
 * A decimal written with an exponent ({@code 1e3}, {@code 1.50e1}), with its lexeme as written: the
 * {@link BigDecimal} alone cannot tell {@code 1.50e1} from {@code 15.0}, and a number made a string must keep the
 * reply's spelling. Equal to the {@link DecimalNode} of its value, and written as one.
 */
public final class WrittenDecimal extends DecimalNode {

    private static final long serialVersionUID = 1L;

    private final String written;

    WrittenDecimal(BigDecimal value, String written) {
        super(value);
        this.written = written;
    }

    /** The number as the reply wrote it. */
    public String written() {
        return written;
    }
}
