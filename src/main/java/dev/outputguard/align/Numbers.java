package dev.outputguard.align;

import java.math.BigDecimal;
import java.math.BigInteger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.assertion.Decoration;
import dev.outputguard.extract.WrittenDecimal;
import dev.outputguard.limits.Limits;

/**
 * Numbers read out of strings, and whole decimals made integers, exactly: a {@link BigDecimal} from the digits
 * written, never a {@code double}. A form that could be read two ways is refused with the reason.
 */
final class Numbers {

    /** The currency signs a number may be written with. */
    static final String CURRENCY = "$€£¥₹₩₽₺₪฿₫¢";
    private static final BigInteger INT_MIN = BigInteger.valueOf(Integer.MIN_VALUE);
    private static final BigInteger INT_MAX = BigInteger.valueOf(Integer.MAX_VALUE);
    private static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    private Numbers() {
    }

    /** A number read from text, or why not ({@code node} null, {@code refusal} saying why). */
    record Read(JsonNode node, String refusal) {
        static Read refused(String why) {
            return new Read(null, why);
        }
    }

    /**
     * The number {@code text} writes: blanks, Markdown or quotes around it and a closing full stop aside, an
     * optional sign, one currency sign before or after it, thousands separated by commas in groups of three.
     *
     * @param integer whether a whole number is wanted: a fraction is refused. A single dot before three digits
     *                ({@code "1.234"}), which German writes for 1234, is refused either way unless the whole part is 0
     */
    static Read read(String text, boolean integer) {
        String t = Decoration.strip(fullWidthFolded(text));
        if (t == null) {
            return Read.refused("is struck through: the number is taken back");
        }
        int[] at = { 0 };
        boolean negative = sign(t, at);
        boolean currency = currency(t, at);
        if (currency && !negative) {
            negative = sign(t, at);
        }
        int start = at[0];
        int end = t.length();
        if (!currency && end > start && CURRENCY.indexOf(t.charAt(end - 1)) >= 0) {
            end = trimBlanks(t, start, end - 1);
        }
        String body = t.substring(start, end);
        if (body.isEmpty() || body.length() > Limits.MAX_NUMBER_CHARS) {
            return Read.refused("is not a number");
        }
        return lexeme(body, negative, integer);
    }

    private static Read lexeme(String body, boolean negative, boolean integer) {
        int exponent = indexOfExponent(body);
        String mantissa = exponent < 0 ? body : body.substring(0, exponent);
        int dot = mantissa.indexOf('.');
        String whole = dot < 0 ? mantissa : mantissa.substring(0, dot);
        String fraction = dot < 0 ? "" : mantissa.substring(dot + 1);
        if (!digits(fraction) || (dot >= 0 && fraction.isEmpty())) {
            return Read.refused(body.indexOf(',') > body.indexOf('.') && body.indexOf('.') >= 0
                    ? "writes a decimal comma, which reads two ways" : "is not a number");
        }
        int commas = count(whole, ',');
        String plain = whole.replace(",", "");
        if (!groupedByThousands(whole) || plain.isEmpty() || !digits(plain)) {
            return Read.refused(commas > 0 && plain.length() > 0 && digits(plain)
                    ? "writes a comma that is no thousands separator (a decimal comma?), which reads two ways"
                    : "is not a number");
        }
        if (commas == 1 && dot < 0 && exponent < 0) {
            return Read.refused("has one comma before three digits, which reads as a thousands separator or as a"
                    + " decimal comma");
        }
        if (plain.length() > 1 && plain.charAt(0) == '0') {
            return Read.refused("starts with a zero, as a code does, not a number");
        }
        // German, French and Spanish write thousands with a dot: one dot before three digits after a whole part other
        // than 0 reads 1.234 or 1234, as one comma before three digits does ("0.125" reads one way).
        if (commas == 0 && dot >= 0 && fraction.length() == 3 && exponent < 0 && (integer || !plain.equals("0"))) {
            return Read.refused("has one dot before three digits, which reads as a decimal point or as a thousands"
                    + " separator");
        }
        String exponentText = exponent < 0 ? "" : body.substring(exponent + 1);
        if (exponent >= 0 && !exponentDigits(exponentText)) {
            return Read.refused("is not a number");
        }
        BigDecimal value = new BigDecimal((negative ? "-" : "") + plain + (dot < 0 ? "" : "." + fraction)
                + (exponent < 0 ? "" : "E" + exponentText));
        if (integer || (dot < 0 && exponent < 0)) {
            JsonNode node = wholeNode(value);
            return node != null ? new Read(node, null) : Read.refused("is not a whole number");
        }
        return new Read(DecimalNode.valueOf(value), null);
    }

    /**
     * A number as the string the reply wrote it: an integer's digits, a decimal's as written ({@code 12.50}, and
     * {@code 1e3} as {@code 1e3}, not {@code 1E+3} or {@code 1000}); refused when the spelling is not known (a decimal
     * with an exponent read from JSON inside a string).
     */
    static Read asWritten(JsonNode number) {
        if (number instanceof WrittenDecimal written) {
            return new Read(TextNode.valueOf(written.written()), null);
        }
        if (number.isBigDecimal() && number.decimalValue().scale() < 0) {
            return Read.refused("is written with an exponent, and how the reply spelled it is not known: it is not"
                    + " made a string");
        }
        if (number.isBigDecimal()) {
            return new Read(TextNode.valueOf(number.decimalValue().toPlainString()), null);
        }
        return new Read(TextNode.valueOf(number.asText()), null);
    }

    /** Whether a number node's value has no fraction (7.0 has none). */
    static boolean isWhole(JsonNode number) {
        if (number.isIntegralNumber()) {
            return true;
        }
        if (number.isBigDecimal()) {
            return wholeNode(number.decimalValue()) != null;
        }
        double d = number.doubleValue();
        return Double.isFinite(d) && d == Math.rint(d);
    }

    /** The integer node of a whole {@code value}, or null when it has a fraction or is too large to write out. */
    static JsonNode wholeNode(BigDecimal value) {
        if (value.signum() == 0) {
            return IntNode.valueOf(0);
        }
        BigDecimal stripped = value.stripTrailingZeros();
        if (stripped.scale() > 0 || stripped.precision() - stripped.scale() > Limits.MAX_NUMBER_CHARS) {
            return null;
        }
        BigInteger integer = stripped.toBigIntegerExact();
        if (integer.compareTo(INT_MIN) >= 0 && integer.compareTo(INT_MAX) <= 0) {
            return IntNode.valueOf(integer.intValue());
        }
        if (integer.compareTo(LONG_MIN) >= 0 && integer.compareTo(LONG_MAX) <= 0) {
            return LongNode.valueOf(integer.longValue());
        }
        return BigIntegerNode.valueOf(integer);
    }

    private static boolean sign(String t, int[] at) {
        if (at[0] < t.length()) {
            char c = t.charAt(at[0]);
            if (c == '-' || c == '\u2212') {
                at[0]++;
                return true;
            }
            if (c == '+') {
                at[0]++;
            }
        }
        return false;
    }

    private static boolean currency(String t, int[] at) {
        if (at[0] < t.length() && CURRENCY.indexOf(t.charAt(at[0])) >= 0) {
            at[0] = trimBlanksForward(t, at[0] + 1);
            return true;
        }
        return false;
    }

    private static int trimBlanksForward(String t, int from) {
        int i = from;
        while (i < t.length() && t.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    private static int trimBlanks(String t, int start, int end) {
        int e = end;
        while (e > start && t.charAt(e - 1) == ' ') {
            e--;
        }
        return e;
    }

    private static int indexOfExponent(String body) {
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == 'e' || c == 'E') {
                return i;
            }
        }
        return -1;
    }

    private static boolean exponentDigits(String s) {
        String digits = s.startsWith("+") || s.startsWith("-") ? s.substring(1) : s;
        // An exponent past the number length limit would make a number no reader can hold.
        return digits(digits) && !digits.isEmpty() && digits.length() <= 3;
    }

    /** {@code 1}, {@code 12}, {@code 1,234}, {@code 12,345,678}: commas only between groups of three. */
    private static boolean groupedByThousands(String whole) {
        int comma = whole.indexOf(',');
        if (comma < 0) {
            return true;
        }
        if (comma == 0 || comma > 3) {
            return false;
        }
        for (int i = comma; i < whole.length(); i += 4) {
            if (whole.charAt(i) != ',' || i + 4 > whole.length()) {
                return false;
            }
        }
        return (whole.length() - comma) % 4 == 0;
    }

    /**
     * {@code text} with its full-width forms of ASCII ({@code １２}, {@code －５}, {@code ＄}) written as ASCII: the
     * same characters in another width. Nothing else is folded: NFKC would also make {@code 10²} read {@code 102}
     * and {@code ①} read {@code 1}, numbers the text does not write.
     */
    static String fullWidthFolded(String text) {
        StringBuilder folded = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '\uFF01' && c <= '\uFF5E') {
                folded = folded != null ? folded : new StringBuilder(text);
                folded.setCharAt(i, (char) (c - 0xFEE0));
            }
        }
        return folded == null ? text : folded.toString();
    }

    private static boolean digits(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    private static int count(String s, char c) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == c) {
                n++;
            }
        }
        return n;
    }
}
