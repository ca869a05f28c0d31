package dev.outputguard.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.Accept;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;

/**
 * The peers' own test suites through extract-json's repair mode: reads the cases bench/peers/suites.sh
 * extracts from a checkout of jsonrepair and of json_repair (one JSON line each: {@code suite},
 * {@code file}, {@code test}, {@code input} and one of {@code expected} (a JSON text),
 * {@code expectNone} (the peer finds nothing) or {@code outOfScope} (a reason)), runs each case and prints,
 * per suite, the cases, the out-of-scope ones by reason, how many repair mode passes, and every failure
 * grouped by the peer's test.
 *
 * <p>How a case is called, as a user wanting that shape would: an expected object with {@code accept}
 * {@code object} (the default), an expected array with {@code array}; a case where the peer finds nothing
 * with {@code any}, and it passes when extract-json finds nothing either. A case expecting a top-level
 * string, number or literal is out of scope: extract-json answers an object or an array. Passing is exact
 * JSON equality of the values (object members in any order, numbers by value: {@code 2.0} equals
 * {@code 2}).
 *
 * <p>{@code java -cp target/benchmarks.jar dev.outputguard.bench.PeerSuites <cases.jsonl>... [--failures]}
 */
public final class PeerSuites {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    static final String MERGED = "expects several top-level values merged into one array (newline-delimited or"
            + " comma-separated documents): extract-json answers the first object or array";
    static final String SCALAR = "expects a top-level string, number or literal: extract-json answers an object or an array";

    private PeerSuites() {
    }

    /** One suite's tally. */
    static final class Tally {
        int total;
        int passed;
        final Map<String, Integer> outOfScope = new TreeMap<>();
        final Map<String, List<String>> failures = new LinkedHashMap<>();

        int inScope() {
            return total - outOfScope.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    public static void main(String[] args) throws IOException {
        boolean listFailures = false;
        Map<String, Tally> suites = new LinkedHashMap<>();
        JsonExtractor extractor = new JsonExtractor();
        StringBuilder inScope = new StringBuilder();
        Path inScopeFile = null;
        for (int a = 0; a < args.length; a++) {
            String arg = args[a];
            if (arg.equals("--failures")) {
                listFailures = true;
                continue;
            }
            if (arg.equals("--in-scope")) {
                inScopeFile = Path.of(args[++a]);
                continue;
            }
            for (String line : Files.readAllLines(Path.of(arg), StandardCharsets.UTF_8)) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode c = MAPPER.readTree(line);
                Tally tally = suites.computeIfAbsent(c.get("suite").asText(), s -> new Tally());
                tally.total++;
                int before = tally.inScope();
                String failure = run(extractor, c, tally);
                if (tally.inScope() == before) {
                    // In scope: kept for the peers' runs on the same cases (suites.sh, PEERS=1).
                    inScope.append(line).append('\n');
                }
                if (failure != null) {
                    String test = c.get("file").asText() + " :: " + c.get("test").asText();
                    tally.failures.computeIfAbsent(test, t -> new ArrayList<>()).add(failure);
                }
            }
        }
        print(System.out, suites, listFailures);
        if (inScopeFile != null) {
            Files.writeString(inScopeFile, inScope, StandardCharsets.UTF_8);
        }
    }

    /** Runs one case: null when it passes or is out of scope, else what went wrong. */
    static String run(JsonExtractor extractor, JsonNode c, Tally tally) throws JsonProcessingException {
        if (c.hasNonNull("outOfScope")) {
            tally.outOfScope.merge(c.get("outOfScope").asText(), 1, Integer::sum);
            return null;
        }
        String input = c.get("input").asText();
        if (c.path("expectNone").asBoolean()) {
            Extraction got = extractor.extract(input, Mode.REPAIR, Accept.ANY);
            if (got instanceof Extraction.Failed) {
                tally.passed++;
                return null;
            }
            return describe(input, "(nothing)", got);
        }
        JsonNode expected = MAPPER.readTree(c.get("expected").asText());
        if (!expected.isContainerNode()) {
            tally.outOfScope.merge(SCALAR, 1, Integer::sum);
            return null;
        }
        long braces = input.chars().filter(ch -> ch == '{').count();
        if (expected.isArray() && input.indexOf('[') < 0 && input.indexOf('(') < 0 && braces != 1) {
            // No array in the text: the peer wraps the text's top-level values (none or several objects) in one.
            tally.outOfScope.merge(MERGED, 1, Integer::sum);
            return null;
        }
        Accept accept = expected.isArray() ? Accept.ARRAY : Accept.OBJECT;
        Extraction got = extractor.extract(input, Mode.REPAIR, accept);
        if (got instanceof Extraction.Found found && same(expected, found.json())) {
            tally.passed++;
            return null;
        }
        return describe(input, expected.toString(), got);
    }

    private static String describe(String input, String expected, Extraction got) throws JsonProcessingException {
        String answer = switch (got) {
            case Extraction.Found found -> found.json().toString();
            case Extraction.Failed failed -> "error " + failed.error().code();
        };
        return "in " + cut(MAPPER.writeValueAsString(input)) + "\n      want " + cut(expected) + "\n      got  " + cut(answer);
    }

    private static String cut(String s) {
        return s.length() <= 300 ? s : s.substring(0, 300) + "... (" + s.length() + " chars)";
    }

    /** Exact JSON equality: the same values, members in any order, numbers by value. */
    static boolean same(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
        }
        if (a.getNodeType() != b.getNodeType() || a.size() != b.size()) {
            return false;
        }
        if (a.isArray()) {
            for (int i = 0; i < a.size(); i++) {
                if (!same(a.get(i), b.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> member = it.next();
                JsonNode other = b.get(member.getKey());
                if (other == null || !same(member.getValue(), other)) {
                    return false;
                }
            }
            return true;
        }
        return a.equals(b);
    }

    static void print(PrintStream out, Map<String, Tally> suites, boolean listFailures) {
        for (Map.Entry<String, Tally> suite : suites.entrySet()) {
            Tally t = suite.getValue();
            int failed = t.inScope() - t.passed;
            out.printf("== %s: %d cases; %d out of scope; repair mode passes %d / %d in scope (%.1f %%), fails %d%n",
                    suite.getKey(), t.total, t.total - t.inScope(), t.passed, t.inScope(),
                    t.inScope() == 0 ? 0.0 : 100.0 * t.passed / t.inScope(), failed);
            out.println("   out of scope:");
            t.outOfScope.forEach((reason, n) -> out.printf("   %5d  %s%n", n, reason));
            out.println("   failures by the peer's test:");
            t.failures.forEach((test, list) -> {
                out.printf("   %5d  %s%n", list.size(), test);
                if (listFailures) {
                    list.forEach(f -> out.println("      " + f));
                }
            });
        }
    }
}
