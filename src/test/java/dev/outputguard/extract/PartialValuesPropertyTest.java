package dev.outputguard.extract;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Generated JSON values, written as models write them (blanks or none, characters escaped or raw, numbers of
 * every form, surrogate pairs, around them prose, a fence, braces of prose), and every prefix of each reply read
 * as the reply streams: no value is ever invented (every place shown is in the finished value: a complete place
 * is exactly its final value, a string still growing a prefix of its final text, a pending key a key the value
 * has), nothing flickers (a place shown stays, with its type, its value, its text growing only), the stream fed
 * piece by piece shows what one fed the prefix at once shows, and the finished stream is the extraction
 * ({@link PartialChecks}). {@code -Dseed=… -Dreplies=…} run it longer.
 */
class PartialValuesPropertyTest {

    private static final String[] NUMBERS = {"0", "-0", "7", "-42", "1.5", "-0.0", "1.50", "1e5", "1E-3", "-2.5e+10",
        "0.000001", "123456789012345678901234", "9007199254740993", "-12.340e-2"};
    /** What models write around a value: nothing, prose (braces of prose among it), a fence closed or not, a same-line fence. */
    private static final String[][] AROUND = {{"", ""}, {"Sure! Here is the result:\n", " Hope this helps."},
        {"Use {curly} braces. Result: ", ""}, {"结果如下：", "\n\nLet me know {if} needed."},
        {"Sure.\n```json\n", "\n```\nDone."}, {"Sure.\n```json\n", ""}, {"~~~\n", "\n~~~"},
        {"Answer ```json ", " ``` ok"}};

    @Test
    void everyPrefix_inventsNothing_andNothingFlickers() {
        Random random = new Random(Long.getLong("seed", 41));
        for (int n = 0; n < Integer.getInteger("replies", 400); n++) {
            boolean array = random.nextInt(4) == 0;
            StringBuilder json = new StringBuilder();
            write(json, value(random, 0, array), random);
            String[] around = AROUND[random.nextInt(AROUND.length)];
            String reply = around[0] + json + around[1];
            PartialChecks.everyPrefix(reply, array ? Accept.ARRAY : Accept.OBJECT, random);
        }
    }

    // ---- generation ------------------------------------------------------------------------------------

    /** A generated value: a JSON container at the root, as {@code array} says, scalars below. */
    static Object value(Random random, int depth, boolean array) {
        int kind = depth == 0 ? (array ? 1 : 0) : depth > 3 ? 2 + random.nextInt(3) : random.nextInt(5);
        switch (kind) {
            case 0 -> {
                Map<String, Object> members = new LinkedHashMap<>();
                int n = random.nextInt(depth == 0 ? 5 : 4);
                for (int i = 0; i < n; i++) {
                    members.put(string(random), value(random, depth + 1, false));
                }
                return members;
            }
            case 1 -> {
                Object[] elements = new Object[random.nextInt(4)];
                for (int i = 0; i < elements.length; i++) {
                    elements[i] = value(random, depth + 1, false);
                }
                return elements;
            }
            case 2 -> {
                return new Str(string(random));
            }
            case 3 -> {
                return new Num(NUMBERS[random.nextInt(NUMBERS.length)]);
            }
            default -> {
                return new Lit(new String[] {"true", "false", "null"}[random.nextInt(3)]);
            }
        }
    }

    private record Str(String text) {
    }

    private record Num(String lexeme) {
    }

    private record Lit(String word) {
    }

    private static final String[] PIECES = {"a", "b", "name", " ", "\"", "\\", "/", "~", "\n", "\t", "\u0001", "é",
        "日本", "\ud83d\ude00", "{", "}", "[", "]", ",", ":", "```", "tru", "12"};

    private static String string(Random random) {
        StringBuilder s = new StringBuilder();
        int n = random.nextInt(5);
        for (int i = 0; i < n; i++) {
            s.append(PIECES[random.nextInt(PIECES.length)]);
        }
        return s.toString();
    }

    static void write(StringBuilder out, Object value, Random random) {
        switch (value) {
            case Map<?, ?> members -> {
                out.append('{');
                boolean first = true;
                for (Map.Entry<?, ?> e : members.entrySet()) {
                    out.append(first ? "" : ",");
                    first = false;
                    blank(out, random);
                    quoted(out, (String) e.getKey(), random);
                    blank(out, random);
                    out.append(':');
                    blank(out, random);
                    write(out, e.getValue(), random);
                }
                blank(out, random);
                out.append('}');
            }
            case Object[] elements -> {
                out.append('[');
                for (int i = 0; i < elements.length; i++) {
                    out.append(i == 0 ? "" : ",");
                    blank(out, random);
                    write(out, elements[i], random);
                }
                blank(out, random);
                out.append(']');
            }
            case Str s -> quoted(out, s.text(), random);
            case Num num -> out.append(num.lexeme());
            case Lit lit -> out.append(lit.word());
            default -> throw new IllegalArgumentException(String.valueOf(value));
        }
    }

    private static void blank(StringBuilder out, Random random) {
        switch (random.nextInt(4)) {
            case 0 -> out.append(' ');
            case 1 -> out.append("\n  ");
            default -> {
            }
        }
    }

    /** A string as JSON may write it: what must be escaped escaped, the rest raw or escaped at random. */
    private static void quoted(StringBuilder out, String text, Random random) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean must = c == '"' || c == '\\' || c < 0x20;
            if (!must && random.nextInt(4) != 0) {
                out.append(c);
            } else if (c == '"' || c == '\\' || (c == '/' && random.nextBoolean())) {
                out.append('\\').append(c);
            } else if (c == '\n' && random.nextBoolean()) {
                out.append("\\n");
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        out.append('"');
    }
}
