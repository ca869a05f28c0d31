package dev.outputguard.extract;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.NumericNode;

/**
 * A zero written with its minus sign ({@code -0}, {@code -0.0}), kept: the answer writes it back as it was
 * written. Jackson's nodes have none (an {@code int} has no negative zero, a {@link BigDecimal} drops the sign,
 * a {@code double} writes {@code -0} as {@code -0.0}). Everything but its text is the zero it stands for (an
 * {@code int} 0, or the decimal zero with its scale), so a schema check reads {@code -0} as it reads {@code 0}:
 * an integer, equal to {@code 0} under {@code const} and {@code enum}, not above {@code 0}.
 */
final class NegativeZero extends NumericNode {

    private static final long serialVersionUID = 1L;

    /** {@code -0}. */
    static final NegativeZero INTEGER = new NegativeZero(IntNode.valueOf(0));

    /** The zero it stands for: its value, its type and everything a check asks of it. */
    private final NumericNode zero;

    private NegativeZero(NumericNode zero) {
        this.zero = zero;
    }

    /** {@code -0.0} and the like: the decimal {@code zero} (its scale kept) written with its sign. */
    static NegativeZero decimal(BigDecimal zero) {
        return new NegativeZero(DecimalNode.valueOf(zero));
    }

    @Override
    public void serialize(JsonGenerator g, SerializerProvider provider) throws IOException {
        if (zero.isIntegralNumber()) {
            g.writeNumber("-0");
        } else {
            // As the writer writes the decimal zero, with the sign it does not keep.
            BigDecimal value = zero.decimalValue();
            g.writeNumber("-" + (g.isEnabled(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN) ? value.toPlainString() : value.toString()));
        }
    }

    @Override
    public String asText() {
        return "-" + zero.asText();
    }

    @Override
    public JsonToken asToken() {
        return zero.asToken();
    }

    @Override
    public JsonParser.NumberType numberType() {
        return zero.numberType();
    }

    @Override
    public boolean isIntegralNumber() {
        return zero.isIntegralNumber();
    }

    @Override
    public boolean isFloatingPointNumber() {
        return zero.isFloatingPointNumber();
    }

    @Override
    public boolean isInt() {
        return zero.isInt();
    }

    @Override
    public boolean isBigDecimal() {
        return zero.isBigDecimal();
    }

    @Override
    public boolean canConvertToInt() {
        return true;
    }

    @Override
    public boolean canConvertToLong() {
        return true;
    }

    @Override
    public boolean canConvertToExactIntegral() {
        return true;
    }

    @Override
    public Number numberValue() {
        return zero.numberValue();
    }

    @Override
    public int intValue() {
        return 0;
    }

    @Override
    public long longValue() {
        return 0;
    }

    @Override
    public double doubleValue() {
        return -0.0;
    }

    @Override
    public float floatValue() {
        return -0.0f;
    }

    @Override
    public BigDecimal decimalValue() {
        return zero.decimalValue();
    }

    @Override
    public BigInteger bigIntegerValue() {
        return BigInteger.ZERO;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || (o instanceof NegativeZero other && other.zero.equals(zero));
    }

    @Override
    public int hashCode() {
        return ~zero.hashCode();
    }
}
