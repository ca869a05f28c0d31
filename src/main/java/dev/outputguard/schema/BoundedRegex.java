package dev.outputguard.schema;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import com.networknt.schema.regex.RegularExpression;
import com.networknt.schema.regex.RegularExpressionFactory;
import com.networknt.schema.regex.RegularExpressions;

import dev.outputguard.limits.Limits;
import dev.outputguard.text.Echo;

/**
 * The regular expressions of {@code pattern} and {@code patternProperties}, run by the JDK as the validator's
 * own factory runs them, but with a budget: a caller's schema may carry a pattern that backtracks
 * exponentially ({@code (a+)+$}), and a model's value may be the string that sets it off. A match that reads
 * more than {@link Limits#SCHEMA_PATTERN_STEPS} characters of the value (counting every re-read while backtracking) gives up
 * and counts as not matching, so the value is reported as a {@code pattern} violation, never passed unchecked
 * and never left running.
 */
final class BoundedRegex implements RegularExpressionFactory {

    static final BoundedRegex INSTANCE = new BoundedRegex();

    private BoundedRegex() {
    }

    @Override
    public RegularExpression getRegularExpression(String regex) {
        String translated = RegularExpressions.replaceLongformCharacterProperties(
                RegularExpressions.replaceDollarAnchors(regex));
        Pattern pattern;
        try {
            pattern = Pattern.compile(translated);
        } catch (PatternSyntaxException e) {
            throw new InvalidSchemaException("pattern " + Echo.quote(regex) + " is not a valid regular expression: "
                    + e.getDescription());
        }
        return value -> {
            try {
                return pattern.matcher(new Budgeted(value, Limits.SCHEMA_PATTERN_STEPS)).find();
            } catch (BudgetSpent e) {
                return false;
            }
        };
    }

    private static final class BudgetSpent extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BudgetSpent() {
            super(null, null, false, false);
        }
    }

    /** A string whose every character read counts against a budget. */
    private static final class Budgeted implements CharSequence {
        private final String text;
        private final long[] left;
        private final int offset;
        private final int length;

        Budgeted(String text, long budget) {
            this(text, new long[] { budget }, 0, text.length());
        }

        private Budgeted(String text, long[] left, int offset, int length) {
            this.text = text;
            this.left = left;
            this.offset = offset;
            this.length = length;
        }

        @Override
        public char charAt(int index) {
            if (--left[0] < 0) {
                throw new BudgetSpent();
            }
            return text.charAt(offset + index);
        }

        @Override
        public int length() {
            return length;
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return new Budgeted(text, left, offset + start, end - start);
        }

        @Override
        public String toString() {
            return text.substring(offset, offset + length);
        }
    }
}
