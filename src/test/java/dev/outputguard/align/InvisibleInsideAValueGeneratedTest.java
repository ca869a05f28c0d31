package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * An invisible character (every character of Unicode's format class, Cf) inside an enum value, a yes or no word or a
 * number ({@code "PA\u200BSS"}, {@code "ye\u2060s"}, {@code "5\u200B0"}), at its start, between its letters and at its
 * end: the value answered is never another than the one its letters spell, a control that reorders how the letters
 * show (U+202A to U+202E, U+2066 to U+2069: what is read is not what is seen) leaves none, and a value read past an
 * invisible character lists a coercion. The keep side: the plain values keep theirs.
 */
class InvisibleInsideAValueGeneratedTest {

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final String SCHEMA = "{\"type\": \"object\", \"properties\": {\"status\": {\"enum\": [\"PASS\", \"FAIL\","
            + " \"on\", \"no\"]}, \"ok\": {\"type\": \"boolean\"}, \"n\": {\"type\": \"integer\"}}}";

    /** A property, a plain string written for it, and what its letters spell. */
    private static final List<String[]> PLAINS = List.of(new String[] {"status", "PASS", "\"PASS\""},
            new String[] {"status", "pass", "\"PASS\""}, new String[] {"status", "FAIL", "\"FAIL\""},
            new String[] {"status", "on", "\"on\""}, new String[] {"ok", "yes", "true"}, new String[] {"ok", "no", "false"},
            new String[] {"ok", "true", "true"}, new String[] {"n", "50", "50"}, new String[] {"n", "5", "5"},
            new String[] {"n", "-7", "-7"});

    private static JsonNode answer(String key, String written) {
        try {
            return FUNCTIONS.coerce("{\"" + key + "\": " + TextNode.valueOf(written) + "}",
                    new com.fasterxml.jackson.databind.ObjectMapper().readTree(SCHEMA), "strict");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean reordering(int cp) {
        return cp >= 0x202A && cp <= 0x202E || cp >= 0x2066 && cp <= 0x2069;
    }

    @Test
    void anInvisibleCharacterInsideAValue_neverLeavesAnotherConfidentValue_andIsListedWhereRead() {
        List<Integer> format = new ArrayList<>();
        for (int cp = 0; cp <= 0x10FFFF; cp++) {
            if (Character.getType(cp) == Character.FORMAT) {
                format.add(cp);
            }
        }
        Map<String, int[]> families = new LinkedHashMap<>();
        List<String> wrong = new ArrayList<>();
        for (String[] plain : PLAINS) {
            String family = plain[0].equals("status") ? "enum value" : plain[0].equals("ok") ? "yes or no word" : "number";
            int[] tally = families.computeIfAbsent(family, f -> new int[2]);
            String v = plain[1];
            for (int cp : format) {
                String c = new String(Character.toChars(cp));
                for (int at : new int[] {0, 1, v.length() - 1, v.length()}) {
                    String written = v.substring(0, at) + c + v.substring(at);
                    JsonNode a = answer(plain[0], written);
                    tally[0]++;
                    if (!a.path("ok").asBoolean()) {
                        continue;
                    }
                    String got = a.path("json").path(plain[0]).toString();
                    boolean listed = a.path("coercions").size() > 0;
                    if (!got.equals(plain[2]) || reordering(cp) || !listed) {
                        tally[1]++;
                        wrong.add(family + ": " + Integer.toHexString(cp) + " at " + at + " in " + v + " -> " + got
                                + (listed ? "" : " (no coercion listed)"));
                    }
                }
            }
        }
        families.forEach((f, t) -> System.out.println("invisible inside a value, " + f + ": " + t[1] + " wrong of " + t[0]));
        int lost = 0;
        for (String[] plain : PLAINS) {
            JsonNode a = answer(plain[0], plain[1]);
            lost += a.path("ok").asBoolean() && a.path("json").path(plain[0]).toString().equals(plain[2]) ? 0 : 1;
        }
        System.out.println("invisible inside a value, keep side: plain lost " + lost + " of " + PLAINS.size());
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " wrong");
        assertEquals(0, lost);
        assertTrue(families.values().stream().mapToInt(t -> t[0]).sum() > 5_000, "variants");
    }
}
