package dev.outputguard.schema;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.networknt.schema.ExecutionContext;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaContext;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.dialect.Dialect;
import com.networknt.schema.keyword.BaseKeywordValidator;
import com.networknt.schema.keyword.EnumValidator;
import com.networknt.schema.keyword.Keyword;
import com.networknt.schema.keyword.KeywordType;
import com.networknt.schema.keyword.KeywordValidator;
import com.networknt.schema.path.NodePath;

import dev.outputguard.limits.WorkBudget;

/**
 * The numeric keywords, exact for every number JSON can write and never expanding one. A model may write
 * {@code 1e999999999}: the validator's own {@code multipleOf} divides it out (100 million digits for
 * {@code 1e100000000}, minutes of work; an arithmetic overflow past that), its {@code enum} writes it out in
 * plain digits, and its {@code minimum}/{@code maximum} read a number beyond a {@code long} as its last 64 bits
 * when the schema says {@code "type": "integer"} ({@code 1e19} passed {@code "maximum": 100}). These replace them
 * in the dialects {@link JsonSchemas} uses, with the validator's own keyword names and messages:
 * <ul>
 * <li>{@code multipleOf}: value = u·10^e and divisor = v·10^f (unscaled integers, trailing zeros stripped); the
 * value is a multiple when v divides u·10^(e−f), worked out with {@code 10^(e−f) mod v} when e ≥ f, and when
 * e &lt; f only while v·10^(f−e) has no more digits than u (a larger divisor cannot divide a non-zero u);</li>
 * <li>{@code minimum}, {@code maximum}, {@code exclusiveMinimum}, {@code exclusiveMaximum}: compared as decimals
 * ({@link BigDecimal#compareTo} looks at the exponents before any digit);</li>
 * <li>{@code enum}: numbers compared as decimals (as the validator's own does) without writing them out.</li>
 * </ul>
 * The digits worked with are spent from the check's {@link WorkBudget} ({@link WorkBudget#DIGIT} each). A value
 * that is not finite ({@code NaN}, an infinity) is no multiple of anything and fails every bound it could
 * cross.
 */
final class ExactNumbers {

    private ExactNumbers() {
    }

    /** {@code standard} with the numeric keywords replaced. */
    static Dialect replacingIn(Dialect standard) {
        return Dialect.builder(standard).keywords(KEYWORDS).build();
    }

    private static final List<Keyword> KEYWORDS = List.of(
            keyword(KeywordType.MULTIPLE_OF, MultipleOf::new),
            keyword(KeywordType.MINIMUM, (l, n, p, c) -> new Bound(KeywordType.MINIMUM, l, n, p, c, -1, false)),
            keyword(KeywordType.EXCLUSIVE_MINIMUM, (l, n, p, c) -> new Bound(KeywordType.EXCLUSIVE_MINIMUM, l, n, p, c, -1, true)),
            keyword(KeywordType.MAXIMUM, (l, n, p, c) -> new Bound(KeywordType.MAXIMUM, l, n, p, c, 1, false)),
            keyword(KeywordType.EXCLUSIVE_MAXIMUM, (l, n, p, c) -> new Bound(KeywordType.EXCLUSIVE_MAXIMUM, l, n, p, c, 1, true)),
            keyword(KeywordType.ENUM, Enum::new));

    private interface Factory {
        KeywordValidator make(SchemaLocation location, JsonNode schemaNode, Schema parent, SchemaContext context);
    }

    private static Keyword keyword(KeywordType type, Factory factory) {
        return new Keyword() {
            @Override
            public String getValue() {
                return type.getValue();
            }

            @Override
            public KeywordValidator newValidator(SchemaLocation location, JsonNode schemaNode, Schema parent,
                    SchemaContext context) {
                return factory.make(location, schemaNode, parent, context);
            }
        };
    }

    /** A double or float that is NaN or infinite (a decimal node is always finite). */
    static boolean nonFinite(JsonNode node) {
        return (node.isDouble() || node.isFloat()) && !Double.isFinite(node.doubleValue());
    }

    /** About how many decimal digits {@code n} has: what exact arithmetic on it costs. */
    private static long digits(BigInteger n) {
        return n.bitLength() * 3L / 10 + 1;
    }

    /** The budget of the check running on this thread; numbers outside a check spend none. */
    private static void spend(ExecutionContext context, long digits) {
        if (context instanceof BudgetedContext budgeted) {
            budgeted.spend(digits * WorkBudget.DIGIT);
        }
    }

    /** {@code multipleOf}, exact (see the class comment). */
    private static final class MultipleOf extends BaseKeywordValidator {
        private final BigInteger divisorDigits;
        private final int divisorScale;
        private final String divisorText;

        MultipleOf(SchemaLocation location, JsonNode schemaNode, Schema parent, SchemaContext context) {
            super(KeywordType.MULTIPLE_OF, schemaNode, location, parent, context);
            // The meta-schema holds multipleOf to a number above 0; anything else checks nothing, as the validator's.
            BigDecimal divisor = schemaNode.isNumber() && !nonFinite(schemaNode) && schemaNode.decimalValue().signum() > 0
                    ? schemaNode.decimalValue().stripTrailingZeros() : null;
            this.divisorDigits = divisor == null ? null : divisor.unscaledValue();
            this.divisorScale = divisor == null ? 0 : divisor.scale();
            this.divisorText = divisor == null ? null : divisor.toString();
        }

        @Override
        public void validate(ExecutionContext context, JsonNode node, JsonNode root, NodePath at) {
            if (divisorDigits == null || !node.isNumber()) {
                return;
            }
            if (nonFinite(node) || !isMultiple(context, node.decimalValue())) {
                context.addError(error().instanceNode(node).instanceLocation(at)
                        .evaluationPath(context.getEvaluationPath()).locale(context.getExecutionConfig().getLocale())
                        .arguments(divisorText).build());
            }
        }

        private boolean isMultiple(ExecutionContext context, BigDecimal value) {
            if (value.signum() == 0) {
                return true;
            }
            BigDecimal stripped = value.stripTrailingZeros();
            BigInteger u = stripped.unscaledValue().abs();
            spend(context, digits(u) + digits(divisorDigits));
            long k = (long) divisorScale - stripped.scale(); // value / divisor = (u / v) * 10^k
            if (k >= 0) {
                // v divides u * 10^k: (u mod v) * (10^k mod v) mod v is 0; squaring costs log2(k) products.
                spend(context, digits(divisorDigits) * (64 - Long.numberOfLeadingZeros(k)));
                BigInteger tenToK = BigInteger.TEN.modPow(BigInteger.valueOf(k), divisorDigits);
                return u.mod(divisorDigits).multiply(tenToK).mod(divisorDigits).signum() == 0;
            }
            // v * 10^-k divides u: impossible when it has more digits than u (u is not 0).
            long shift = -k;
            if (shift > digits(u)) {
                return false;
            }
            return u.mod(divisorDigits.multiply(BigInteger.TEN.pow((int) shift))).signum() == 0;
        }
    }

    /** {@code minimum}, {@code maximum} and their exclusive forms, compared as decimals. */
    private static final class Bound extends BaseKeywordValidator {
        private final BigDecimal limit;
        private final int side;
        private final boolean exclusive;
        private final String limitText;

        /** @param side 1 when values above the limit fail (maximum), -1 when values below it do (minimum) */
        Bound(KeywordType type, SchemaLocation location, JsonNode schemaNode, Schema parent, SchemaContext context,
                int side, boolean exclusive) {
            super(type, schemaNode, location, parent, context);
            this.limit = schemaNode.isNumber() && !nonFinite(schemaNode) ? schemaNode.decimalValue() : null;
            this.side = side;
            this.exclusive = exclusive;
            this.limitText = schemaNode.asText();
        }

        @Override
        public void validate(ExecutionContext context, JsonNode node, JsonNode root, NodePath at) {
            if (limit == null || !node.isNumber()) {
                return;
            }
            if (crosses(context, node)) {
                context.addError(error().instanceNode(node).instanceLocation(at)
                        .evaluationPath(context.getEvaluationPath()).locale(context.getExecutionConfig().getLocale())
                        .arguments(limitText).build());
            }
        }

        private boolean crosses(ExecutionContext context, JsonNode node) {
            if (nonFinite(node)) {
                double d = node.doubleValue();
                return Double.isNaN(d) || Math.signum(d) == side;
            }
            BigDecimal value = node.decimalValue();
            spend(context, value.precision() + 1);
            int compared = value.compareTo(limit) * side;
            return compared > 0 || (exclusive && compared == 0);
        }
    }

    /** {@code enum}, numbers compared as decimals without writing them out in plain digits. */
    private static final class Enum extends EnumValidator {
        Enum(SchemaLocation location, JsonNode schemaNode, Schema parent, SchemaContext context) {
            super(location, schemaNode, parent, context);
        }

        /**
         * A decimal node: its equality compares values ({@link BigDecimal#compareTo}), as the validator's own. Any
         * other number becomes one, a decimal written as {@code -0.0} included (a node of its own, equal to no other).
         */
        @Override
        protected JsonNode processNumberNode(JsonNode n) {
            return n instanceof DecimalNode || nonFinite(n) ? n : DecimalNode.valueOf(n.decimalValue());
        }
    }
}
