package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.extract.JsonExtractor;

/**
 * Fields of a JSON verdict that say the review did not pass, beside its {@code "result": "PASS"}, generated from the
 * lexicon's words of every language: a count of what was run at 0 ({@code run-act} words after each check's name:
 * {@code tests_run}), a share of what was reviewed below the whole (each {@code checked} word with each {@code share} and
 * {@code percent} word), a thing's state nobody listed as passing (each {@code state-key} word holding failing words,
 * marks and words nobody listed), a count of red, ko or open things above 0 (each {@code against-count} word, alone and
 * before a noun), nobody listed as approving (each name of a pass holding {@code []}), and a note saying the verdict was
 * filled in (each {@code filled-in} word alone, after a verdict's name and in a sentence naming it): never PASS. The same
 * fields run, whole, passing, at 0, naming approvers, and notes on a template that is not the verdict keep the pass. The
 * counts per family and language are printed.
 */
class JsonFieldsAgainstAPassGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** Counts per family and language, and the cases answered wrong. */
    private static final class Counts {
        final Map<String, int[]> byFamily = new TreeMap<>();
        final Map<String, int[]> byLanguage = new TreeMap<>();
        final List<String> wrong = new ArrayList<>();

        void add(String family, String language, String reply, boolean miss) {
            for (int[] n : List.of(byFamily.computeIfAbsent(family, k -> new int[2]),
                    byLanguage.computeIfAbsent(language, k -> new int[2]))) {
                n[0]++;
                n[1] += miss ? 1 : 0;
            }
            if (miss) {
                wrong.add(family + " " + language + ": " + reply);
            }
        }

        String print(String what) {
            StringBuilder b = new StringBuilder(what + ": " + wrong.size());
            byFamily.forEach((k, n) -> b.append(", ").append(k).append(' ').append(n[1]).append('/').append(n[0]));
            b.append(";");
            byLanguage.forEach((k, n) -> b.append(' ').append(k).append(' ').append(n[1]).append('/').append(n[0]));
            return b.toString();
        }
    }

    private static String key(String words) {
        return words.strip().replace(' ', '_');
    }

    private static ObjectNode pass() {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("result", "PASS");
        return o;
    }

    private void check(Counts counts, String family, String language, ObjectNode reply, boolean mustFail) {
        String r = reply.toString();
        Verdict v = decider.decide("Review attached.", r).result();
        counts.add(family, language, r, mustFail ? v == Verdict.PASS : v != Verdict.PASS);
    }

    /** Every case of every family: {@code mustFail} the fields that say the review did not pass, else those that keep it. */
    private Counts run(boolean mustFail) {
        Counts counts = new Counts();
        for (String language : LANGUAGES) {
            // A count of what was run: each check's name with each word that runs it.
            for (String run : LEX.words(Role.RUN_ACT, language)) {
                for (String check : List.of("tests", "checks")) {
                    ObjectNode o = pass();
                    o.put(key(check + " " + run), mustFail ? 0 : 12);
                    check(counts, "run-count", language, o, mustFail);
                }
            }
            // A share of what was reviewed: each checked word with each share's and percent's word, of its language and
            // of English.
            List<String> shares = new ArrayList<>(LEX.words(Role.SHARE, language));
            shares.addAll(LEX.words(Role.PERCENT, language));
            shares.addAll(List.of("ratio", "percent"));
            for (String checked : LEX.words(Category.CHECKED, language)) {
                for (String share : shares) {
                    boolean percent = LEX.words(Role.PERCENT, language).contains(share) || share.equals("percent");
                    for (String k : List.of(key(checked + " " + share), key(share + " " + checked))) {
                        ObjectNode o = pass();
                        if (mustFail) {
                            o.put(k, percent ? 10 : 0.1);
                        } else {
                            o.put(k, percent ? 100 : 1);
                        }
                        check(counts, "share-reviewed", language, o, mustFail);
                    }
                }
            }
            // A thing's state: failing words, marks and words nobody listed fail; passing ones keep it.
            for (String state : LEX.words(Role.STATE_KEY, language)) {
                for (String value : mustFail ? List.of("red", "failed", "💥", "🔴", "purple", "zorblax")
                        : List.of("green", "success", "passed")) {
                    ObjectNode o = pass();
                    ObjectNode item = o.putArray("checks").addObject();
                    item.put("name", "tests");
                    item.put(key(state), value);
                    check(counts, "state", language, o, mustFail);
                }
            }
            // Counts against a pass: each word alone and before a noun, above 0; at 0 they keep it.
            for (String against : LEX.words(Role.AGAINST_COUNT, language)) {
                for (String k : List.of(key(against), key(against + " threads"), key(against + " checks"))) {
                    ObjectNode o = pass();
                    o.put("green", 3);
                    o.put(k, mustFail ? 7 : 0);
                    check(counts, "against-count", language, o, mustFail);
                }
            }
            // Nobody listed as approving: each name of a pass as a list's key, empty.
            if (mustFail) {
                for (String noun : LEX.words(Role.PASS_NOUN, language)) {
                    ObjectNode o = pass();
                    o.putArray(key(noun));
                    check(counts, "no-approver", language, o, true);
                }
                ObjectNode o = pass();
                o.putArray("approved_by");
                check(counts, "no-approver", language, o, true);
            }
            // A note saying the verdict was filled in: each word alone, after a verdict's name, in a sentence naming it.
            for (String filled : LEX.words(Role.FILLED_IN, language)) {
                List<String> notes = mustFail
                        ? List.of(filled, "result: " + filled, "The result field is a " + filled + " for the parser.",
                                "Verdict " + filled + ".")
                        : List.of("This PR adds a new email " + filled + " for the footer and updates every test that"
                                + " renders it.");
                for (String note : notes) {
                    ObjectNode o = pass();
                    o.put("note", note);
                    check(counts, "filled-in", language, o, mustFail);
                }
            }
        }
        return counts;
    }

    @Test
    void fieldsSayingTheReviewDidNotPass_besideAJsonPass_inEveryLanguage_areNoPass() {
        Counts counts = run(true);
        System.out.println(counts.print("JSON fields against a pass, answered PASS (false PASS)"));
        assertTrue(counts.byLanguage.size() >= 7 && counts.byFamily.size() == 6, counts.print("families"));
        assertTrue(counts.wrong.isEmpty(), counts.wrong.size() + " false PASS: " + counts.wrong);
    }

    @Test
    void theSameFieldsRunWholePassingOrAtZero_keepThePass() {
        Counts counts = run(false);
        System.out.println(counts.print("JSON fields that keep a pass, not answered PASS (recall lost)"));
        assertTrue(counts.wrong.isEmpty(), counts.wrong.size() + " lost: " + counts.wrong);
    }
}
