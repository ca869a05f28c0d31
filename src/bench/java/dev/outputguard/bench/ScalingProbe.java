package dev.outputguard.bench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import dev.outputguard.extract.Accept;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.terminal.TerminalResponseExtractor;
import dev.outputguard.validate.ReplyKind;
import dev.outputguard.validate.ResponseValidator;

/**
 * A search for cost that grows faster than the input, which fuzzers (inputs of a few KB) cannot see: every
 * deterministic function on each repeated shape at 1 MB and at 2 MB, the best of three calls each. Twice
 * the input should cost about twice the time; a pair that takes over three times as long (and over 20 ms)
 * is a suspect. One slow call (a collection, another process) is enough to make a suspect of a call of a
 * few milliseconds, so each suspect is measured again, best of five at 1, 2 and 4 MB: it is flagged
 * {@code <<<} only when both doublings cost over three times as much (quadratic work costs four times as
 * much at every doubling), and printed as {@code (?)} with the second measurement when it does not repeat.
 * A report for people, not a test. Four quadratic many-block shapes were found this way (docs/hardening.md).
 *
 * <p>{@code java -cp target/benchmarks.jar dev.outputguard.bench.ScalingProbe [shape ...]} (shapes as Java
 * text; none given: the built-in list).
 */
public final class ScalingProbe {

    private static final List<String> SHAPES = List.of(
            "{\"translation\": \"x\"} ", "{\"a\": {\"translation\": \"x\"}} ", "\"translation\": ",
            "{\"translation\": \"a\\\"b\"} ", "\\u0041{\"translation\": 1} ", "{\"targetPatch\": \"@@ -1 +1 @@\\n-a\\n+b\"} ",
            "```diff\n@@ -1,1 +1,1 @@\n-a\n+b\n```\n", "```json\n{\"translation\": \"a\", \"translation\": \"b\"}\n```\n",
            "```json\n{\"b\n```\n", "```json {\"a\" x} ``` ", "``` a ``` ", "x``` {\"a\": \"``` y\"} ", "~~~ {\"a\": 1 ~~~",
            "判定: PASS\n", "**結果**: ", "DECISION: maybe ", "```json\n{\"result\": \"maybe\"}\n```\n",
            "{\"a\":1 x", "{\"a\":", "{{{{", "\"\"\"\"", "[{\"a\": 1}] ", "{'a': True, b: None,} ", "{\"a\": \"x\ny\" ",
            "\u001b[31mred\u001b[0m ", "\u001b]0;title\u0007 ", "\u001b[", "> hi\n", "❯ 1. Yes\n", "─────────────\n",
            // Repair mode's families: unquoted values, inner and missing quotes, raw JSON in a string, a
            // missing colon, tuples, placeholders and extra commas, an object closed early, a literal literal.
            "{\"a\": x y z, ", "{\"a\": \"x, \"", "{\"a\": \"b \"c\" d\", ", "{\"x\": \"see {\"k\": \"v\"} ",
            "{\"a\" \"b\" ", "{\"a\": (1, ", "{\"a\": [1,,..., ", "{\"a\": 1}, \"b\": ", "\"{\\\"a\\\": 1}\" ",
            "{\"a\": \"x}\n", "{\"a\": 1_0 .5 +1 ", "{\"a\": undefined ",
            // A key's ':' glued to its value's quote, a doubled opening quote, a word after a string in an array,
            // a placeholder or a word and its quote before an array's first element, a missing inner '[', and an
            // object closed early before a member missing its ':'.
            "{\"k:\"v\", ", "{\"k\": \"\"v\", ", "[\"a\" b\", ", "[..., 1, ", "[a\", ", "{\"r\": [[1], \"a\"], [",
            "[1], \"a\"], ", "{\"a\": 1}, \"b\" \"c\" ",
            // Arrays ("accept"): cut off, nested, citations before objects, brackets of prose, enclosures.
            "[1, ", "[[", "[1] ", "[\"a\", ", "[{\"a\": 1}, ", "[x] {\"a\": 1} ", "{\"a\": [1, ", "[1] {\"a\": [",
            "{\"a\": [1]} ", "['a', True, ",
            // A bracket of words opening the text (read, then passed over as prose), and a bare value's commas
            // looked across for the quote that would end it.
            "[w] ", "[a, b, ", "{\"a\": x, y, ", "{\"a\": x,,, ", "{\"a\": x, y\", z ");

    private ScalingProbe() {
    }

    public static void main(String[] args) {
        CoreInputs.quietLogs();
        JsonExtractor extractor = new JsonExtractor();
        ResponseValidator validator = new ResponseValidator(extractor);
        ReviewDecider decider = new ReviewDecider(extractor);
        OutputSanitizer sanitizer = new OutputSanitizer();
        TerminalResponseExtractor terminal = new TerminalResponseExtractor();
        Map<String, Function<String, Object>> functions = new LinkedHashMap<>();
        functions.put("extract", text -> extractor.extract(text, Mode.STRICT));
        functions.put("repair", text -> extractor.extract(text, Mode.REPAIR));
        functions.put("array", text -> extractor.extract(text, Mode.STRICT, Accept.ARRAY));
        functions.put("any", text -> extractor.extract(text, Mode.STRICT, Accept.ANY));
        functions.put("repairArray", text -> extractor.extract(text, Mode.REPAIR, Accept.ARRAY));
        functions.put("repairAny", text -> extractor.extract(text, Mode.REPAIR, Accept.ANY));
        functions.put("validate", text -> validator.validate(text, ReplyKind.TRANSLATION));
        functions.put("validatePatch", text -> validator.validate(text, ReplyKind.REVISION_PATCH));
        functions.put("sanitize", sanitizer::sanitize);
        functions.put("review", text -> decider.decide(text, null));
        functions.put("terminal", text -> terminal.extract(text, 0, null, "claude"));

        int flagged = 0;
        for (String shape : args.length > 0 ? List.of(args) : SHAPES) {
            String once = shape.repeat(1_000_000 / shape.length());
            String twice = shape.repeat(2_000_000 / shape.length());
            StringBuilder line = new StringBuilder(String.format("%-40s", printable(shape)));
            for (Map.Entry<String, Function<String, Object>> f : functions.entrySet()) {
                long small = bestOf(3, f.getValue(), once);
                long large = bestOf(3, f.getValue(), twice);
                String mark = "";
                if (grewSuperlinearly(small, large)) {
                    String fourTimes = shape.repeat(4_000_000 / shape.length());
                    long small2 = bestOf(5, f.getValue(), once);
                    long large2 = bestOf(5, f.getValue(), twice);
                    long largest = bestOf(5, f.getValue(), fourTimes);
                    boolean confirmed = grewSuperlinearly(small2, large2) && grewSuperlinearly(large2, largest);
                    flagged += confirmed ? 1 : 0;
                    mark = String.format(confirmed ? " <<< again %d/%d/%d ms" : " (?) again %d/%d/%d ms",
                            small2, large2, largest);
                }
                line.append(String.format(" | %s %d/%d ms%s", f.getKey(), small, large, mark));
            }
            System.out.println(line);
        }
        System.out.println(flagged == 0 ? "no superlinear growth seen" : flagged + " function/shape pairs grew superlinearly");
    }

    private static boolean grewSuperlinearly(long smaller, long larger) {
        return larger > 20 && larger > 3 * Math.max(smaller, 1);
    }

    private static long bestOf(int calls, Function<String, Object> f, String text) {
        long best = Long.MAX_VALUE;
        for (int i = 0; i < calls; i++) {
            long start = System.nanoTime();
            f.apply(text);
            best = Math.min(best, System.nanoTime() - start);
        }
        return best / 1_000_000;
    }

    private static String printable(String shape) {
        return shape.replace("\n", "\\n").replace("\u001b", "ESC").replace("\u0007", "BEL");
    }
}
