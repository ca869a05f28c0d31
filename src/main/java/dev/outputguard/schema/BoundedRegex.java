package dev.outputguard.schema;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import com.networknt.schema.regex.RegularExpression;
import com.networknt.schema.regex.RegularExpressionFactory;
import com.networknt.schema.regex.RegularExpressions;

import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.text.Echo;

/**
 * The regular expressions of {@code pattern} and {@code patternProperties}, run by the JDK as the validator's
 * own factory runs them, but on the request's {@link WorkBudget}: a caller's schema may carry a pattern that
 * backtracks exponentially ({@code (a+)+$}) or polynomially ({@code a*a*a*b}), and a model's values may be the
 * strings that set it off, many of them. Every character a match reads (every re-read while it backtracks
 * included) costs {@link WorkBudget#REGEX_STEP}; when the budget is spent the match, and with it the check,
 * stops, and the check reports it ({@link CompiledSchema}): never a pass, never left running.
 *
 * <p>The validator calls a pattern without its execution context, so the check binds its budget to the thread
 * for as long as it runs ({@link #bind}); a pattern run outside a check (the meta-schema's, while a schema is
 * compiled) gets a budget of its own.
 */
final class BoundedRegex implements RegularExpressionFactory {

    static final BoundedRegex INSTANCE = new BoundedRegex();

    private static final ThreadLocal<WorkBudget> BOUND = new ThreadLocal<>();

    private BoundedRegex() {
    }

    /** Makes {@code budget} the one the patterns run on this thread spend, until the returned binding is closed. */
    static Binding bind(WorkBudget budget) {
        WorkBudget previous = BOUND.get();
        BOUND.set(budget);
        return () -> {
            if (previous == null) {
                BOUND.remove();
            } else {
                BOUND.set(previous);
            }
        };
    }

    /** A budget bound to the thread; closing it restores what was bound before. */
    interface Binding extends AutoCloseable {
        @Override
        void close();
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
            WorkBudget budget = BOUND.get();
            return pattern.matcher(new Budgeted(value, budget != null ? budget : WorkBudget.of(Limits.DEFAULT_MAX_SCHEMA_WORK)))
                    .find();
        };
    }

    /** A string whose every character read is spent from a budget. */
    private static final class Budgeted implements CharSequence {
        private final String text;
        private final WorkBudget budget;
        private final int offset;
        private final int length;

        Budgeted(String text, WorkBudget budget) {
            this(text, budget, 0, text.length());
        }

        private Budgeted(String text, WorkBudget budget, int offset, int length) {
            this.text = text;
            this.budget = budget;
            this.offset = offset;
            this.length = length;
        }

        @Override
        public char charAt(int index) {
            budget.spend(WorkBudget.REGEX_STEP);
            return text.charAt(offset + index);
        }

        @Override
        public int length() {
            return length;
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return new Budgeted(text, budget, offset + start, end - start);
        }

        @Override
        public String toString() {
            return text.substring(offset, offset + length);
        }
    }
}
