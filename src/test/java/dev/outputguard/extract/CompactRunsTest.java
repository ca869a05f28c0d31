package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.limits.Limits;

/**
 * Compact runs of integer elements ({@code 1,2,3,}) and of {@code "key":integer,} members, which strict mode reads in
 * a loop of their own: the value is what Jackson reads (a key written again keeps its last value), every key written
 * again is counted where it is written, the search without a tree agrees, and a run that ends in a member or element
 * it does not read (a fraction, blanks, an escape, a leading zero, the end of the text) fails where that member fails.
 */
class CompactRunsTest {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();
    private static final ObjectMapper JACKSON = new ObjectMapper();

    @Test
    void randomCompactContainers_readAsJacksonReadsThem() throws Exception {
        Random random = new Random(42);
        for (int round = 0; round < 400; round++) {
            StringBuilder json = new StringBuilder();
            int repeats = object(json, random, 0);
            String text = json.toString();
            Extraction.Found found = assertInstanceOf(Extraction.Found.class, EXTRACTOR.extract(text, Mode.STRICT), text);
            assertEquals(JACKSON.readTree(text), found.json(), text);
            assertEquals(repeats, found.duplicateKeys().size() + found.duplicateKeysOmitted(), text);
            assertEquals(found.duplicateKeys().stream().map(DuplicateKey::position).sorted().toList(),
                    found.duplicateKeys().stream().map(DuplicateKey::position).toList(), text);
            for (DuplicateKey repeat : found.duplicateKeys()) {
                // The key as written there ("ka" is only ever written with its escape).
                String written = "\"" + repeat.key().replace("ka", "k\\u0061") + "\"";
                assertEquals(written, text.substring(repeat.position(), repeat.position() + written.length()), text);
            }
            Extraction asWritten = EXTRACTOR.extractAsWritten(text, Accept.OBJECT);
            assertEquals(found, asWritten, text);
        }
    }

    /**
     * An object of compact members, some keys written again, some values containers, strings or literals; the keys
     * written again that its value keeps (not those inside a value a later member of the same key replaced).
     */
    private static int object(StringBuilder json, Random random, int depth) {
        json.append('{');
        int members = random.nextInt(12);
        Map<String, Integer> kept = new HashMap<>();
        int repeats = 0;
        for (int i = 0; i < members; i++) {
            String key = switch (random.nextInt(6)) {
                case 0 -> "a";
                case 1 -> "b";
                case 2 -> "k\\u0061";
                default -> "key" + random.nextInt(4);
            };
            // The key as read: the escape read as the letter it writes.
            String read = key.replace("\\u0061", "a");
            repeats += kept.containsKey(read) ? 1 : 0;
            json.append(i == 0 ? "" : random.nextInt(8) == 0 ? ", " : ",").append('"').append(key).append("\":");
            kept.put(read, value(json, random, depth));
        }
        json.append('}');
        return repeats + kept.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** A value; the keys written again inside it that it keeps. */
    private static int value(StringBuilder json, Random random, int depth) {
        switch (random.nextInt(depth < 3 ? 9 : 6)) {
            case 0 -> json.append(random.nextInt(11));
            case 1 -> json.append(random.nextLong(1_000_000_000_000_000_000L));
            case 2 -> json.append(-random.nextInt(1000));
            case 3 -> json.append(random.nextBoolean());
            case 4 -> json.append("\"s").append(random.nextInt(9)).append('"');
            case 5 -> json.append(random.nextInt(100_000));
            case 6, 7 -> {
                return array(json, random, depth + 1);
            }
            default -> {
                return object(json, random, depth + 1);
            }
        }
        return 0;
    }

    private static int array(StringBuilder json, Random random, int depth) {
        json.append('[');
        int elements = random.nextInt(12);
        int repeats = 0;
        for (int i = 0; i < elements; i++) {
            json.append(i == 0 ? "" : random.nextInt(8) == 0 ? " ," : ",");
            repeats += value(json, random, depth);
        }
        json.append(']');
        return repeats;
    }

    @Test
    void aKeyWrittenAgainInRuns_keepsItsLastValueAndCountsEveryRepeat() {
        String text = "{\"a\":1,\"a\":2,\"b\":3,\"a\":4,\"b\":5,\"b\":6}";
        Extraction.Found found = assertInstanceOf(Extraction.Found.class, EXTRACTOR.extract(text, Mode.STRICT));
        assertEquals("{\"a\":4,\"b\":6}", found.json().toString());
        assertEquals(List.of(new DuplicateKey("a", "", 7), new DuplicateKey("a", "", 19), new DuplicateKey("b", "", 25),
                new DuplicateKey("b", "", 31)), found.duplicateKeys());
    }

    /**
     * Objects writing one key many times in a row, past the repeats an answer lists, with an extractor that lists 3 and
     * with the default: the value is Jackson's, and the repeats listed are the first ones of the value's tree by
     * position, each where its key is written again, the rest counted.
     */
    @Test
    void longRunsOfOneKey_listTheFirstRepeatsAndCountTheRest() throws Exception {
        Random random = new Random(7);
        JsonExtractor listsThree = new JsonExtractor(Limits.builder().maxReportedRepairs(3).build());
        for (int round = 0; round < 200; round++) {
            StringBuilder json = new StringBuilder();
            List<DuplicateKey> repeats = new ArrayList<>();
            runs(json, random, "", repeats, 0);
            String text = json.toString();
            String what = text.length() > 200 ? "round " + round + ": " + text.substring(0, 200) + "…" : text;
            for (JsonExtractor extractor : List.of(listsThree, EXTRACTOR)) {
                int max = extractor.maxReportedRepairs();
                Extraction.Found found = assertInstanceOf(Extraction.Found.class, extractor.extract(text, Mode.STRICT), what);
                assertEquals(JACKSON.readTree(text), found.json(), what);
                List<DuplicateKey> listed = repeats.stream().sorted(Comparator.comparingInt(DuplicateKey::position))
                        .limit(max).toList();
                assertEquals(listed, found.duplicateKeys(), what);
                assertEquals(repeats.size() - listed.size(), found.duplicateKeysOmitted(), what);
                assertEquals(found, extractor.extractAsWritten(text, Accept.OBJECT), what);
            }
        }
    }

    /**
     * An object of compact members in runs of one key (up to 1,500 long), some keys written again later, some members
     * (of keys written once) objects of the same kind; every repeat of the value's tree added to {@code repeats}.
     */
    private static void runs(StringBuilder json, Random random, String pointer, List<DuplicateKey> repeats, int depth) {
        json.append('{');
        Set<String> written = new HashSet<>();
        int runs = random.nextInt(6);
        for (int r = 0; r < runs; r++) {
            if (depth < 2 && random.nextInt(4) == 0) {
                String key = "n" + r;
                json.append(json.charAt(json.length() - 1) == '{' ? "" : ",").append('"').append(key).append("\":");
                runs(json, random, pointer + "/" + key, repeats, depth + 1);
                continue;
            }
            String key = random.nextBoolean() ? "a" : "b";
            int length = random.nextInt(4) == 0 ? 1 + random.nextInt(1500) : 1 + random.nextInt(6);
            for (int i = 0; i < length; i++) {
                json.append(json.charAt(json.length() - 1) == '{' ? "" : random.nextInt(50) == 0 ? ", " : ",");
                if (!written.add(key)) {
                    repeats.add(new DuplicateKey(key, pointer, json.length()));
                }
                json.append('"').append(key).append("\":").append(random.nextInt(3));
            }
        }
        json.append('}');
    }

    @Test
    void integersPastEighteenDigitsInARun_keepTheirExactValue() {
        String text = "{\"a\":[1,1234567890123456789012,3],\"b\":1,\"c\":98765432109876543210,\"d\":1}";
        Extraction.Found found = assertInstanceOf(Extraction.Found.class, EXTRACTOR.extract(text, Mode.STRICT));
        assertEquals("1234567890123456789012", found.json().get("a").get(1).bigIntegerValue().toString());
        assertEquals("98765432109876543210", found.json().get("c").bigIntegerValue().toString());
    }

    /** A run that ends in what it does not read: the failure is the one the member or element itself gives. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"x\":[1,2,3,01]}|INVALID_JSON|13",
        "{\"a\":1,\"b\":2,\"c\":01}|INVALID_JSON|18",
        "{\"a\":1,\"b\":2,\"c\":1 x}|INVALID_JSON|19",
        "{\"a\":1,\"b\":2,|UNTERMINATED|0",
        "{\"a\":1,\"b\":2,   |UNTERMINATED|0",
        "{\"a\":1,\"b\":2,\"c|UNTERMINATED|0",
        "{\"a\":1,\"b\":2,\"c\":|UNTERMINATED|0",
        "{\"a\":1,\"b\":2,\"c\":3,|UNTERMINATED|0",
        "{\"x\":[1,2,|UNTERMINATED|0",
        "{\"x\":[1,2,3|UNTERMINATED|0",
        "{\"a\":1,\"b\":2,c:3}|INVALID_JSON|13",
        "{\"a\":1,\"b\":2,\"c\":3,}|INVALID_JSON|19",
        "{\"x\":[1,2,3,]}|INVALID_JSON|12",
        "{\"x\":[1,2,-,4]}|INVALID_JSON|11",
    })
    void aRunEndingInWhatItDoesNotRead_failsWhereThatFails(String text, ErrorCode code, int at) {
        Extraction.Failed failed = assertInstanceOf(Extraction.Failed.class, EXTRACTOR.extract(text, Mode.STRICT), text);
        assertEquals(code, failed.error().code(), text);
        assertEquals(at, failed.error().position(), text);
        assertEquals(failed, EXTRACTOR.extractAsWritten(text, Accept.OBJECT), text);
    }
}
