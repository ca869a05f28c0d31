package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * Shapes of a review whose plain reading is no pass, generated over every language the lexicon reads and every
 * review marker: an item the review lists as not done ({@code - [ ] Tests pass}, {@code ☐}), a verdict label stating a
 * value nobody listed ({@code Verdict: inconclusive}, {@code 判定: 保留}), a check's share at or below half
 * ({@code Coverage: 12%}), a sentence counting passes at or below half their whole ({@code Passed 3/10 tests.}), and a
 * review whose own findings fail where only a JSON verdict (in the reply or in the review) passes. Each beside the
 * shape that keeps the pass: a ticked box, a suggestion's open box under a PASS_WITH_SUGGESTIONS, a verdict label
 * stating a pass, a share above half, a review of neutral words, a closing word of praise.
 */
class OpenItemsAndUnlistedVerdictsGeneratedTest {

    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final List<String> MARKERS = List.of("Final Decision: PASS", "**最終判定:** PASS", "判定: PASS",
            "判定結果：PASS", "**結果:** PASS", "DECISION: PASS", "## Final Decision\n\n**PASS**");
    private static final List<String> BOXES = List.of("- [ ] %s", "* [ ] %s", "1. [ ] %s", "☐ %s", "- ⬜ %s", "[ ] %s");
    /** The boxes of a list's items (a suggestions section lists bulleted items only). */
    private static final List<String> LISTED_BOXES = List.of("- [ ] %s", "* [ ] %s", "1. [ ] %s", "- ☐ %s", "- ⬜ %s");
    private static final Lexicon LEX = Lexicon.get();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private Verdict decide(String review, String reply) {
        return decider.decide(review, reply).result();
    }

    private static String marker(int turn) {
        return MARKERS.get(Math.floorMod(turn, MARKERS.size()));
    }

    /** The words of {@code category} in {@code language} of at most {@code words} words, no other verdict's. */
    private static List<String> words(Category category, String language, int words, long not) {
        return LEX.words(category, language).stream()
                .filter(w -> w.split(" ").length <= words && (LEX.categoriesOfWord(w) & not) == 0).toList();
    }

    @Test
    void anOpenBoxAboveOrOnThePass_inAnyLanguage_failsIt_andATickedOneOrASuggestionsOpenBoxKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            for (String item : words(Category.CHECK, language, 3, 0)) {
                for (int k = 0; k < 2; k++) {
                    String box = BOXES.get(turn % BOXES.size());
                    String marker = marker(turn++);
                    String open = String.format(box, item) + "\n" + String.format("- [x] %s", "docs") + "\n\n" + marker;
                    variants++;
                    if (decide(open, null) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + open);
                    }
                    String ticked = "- [x] " + item + "\n- [X] docs\n☑ lint\n\n" + marker;
                    if (decide(ticked, null) != Verdict.PASS) {
                        wrong.add("a ticked box failed a pass: " + ticked);
                    }
                    // In a note beside the JSON pass, on any of its lines: an item the reply lists as not done.
                    String note = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode()
                            .put("result", "PASS").put(k == 0 ? "notes" : "summary", "- [x] docs\n" + String.format(box, item))
                            .toString();
                    variants++;
                    if (decide("Reviewed.", note) != Verdict.FAIL) {
                        wrong.add("a JSON pass beside a note's open box not FAIL: " + note);
                    }
                    String json = String.format(box, item) + "\n\n{\"result\": \"PASS\"}";
                    variants++;
                    if (decide(json, null) != Verdict.FAIL || decide(String.format(box, item), "{\"result\": \"PASS\"}")
                            != Verdict.FAIL) {
                        wrong.add("a JSON pass beside an open box not FAIL: " + json);
                    }
                }
                // The verdict written as an open box's item is an item not done.
                String onIt = String.format(BOXES.get(turn % BOXES.size()), MARKERS.get(turn++ % (MARKERS.size() - 1)));
                variants++;
                if (decide(onIt, null) != Verdict.FAIL) {
                    wrong.add("not FAIL: " + onIt);
                }
                // A suggestion is a task still to do: its open box keeps the pass that announces it, above or below.
                String suggestion = String.format(LISTED_BOXES.get(turn++ % LISTED_BOXES.size()), "rename the helper " + item);
                for (String kept : List.of("DECISION: PASS_WITH_SUGGESTIONS\n\n## Suggestions\n" + suggestion,
                        "## Suggestions\n" + suggestion + "\n\n**Final Decision:** PASS_WITH_SUGGESTIONS")) {
                    if (decide(kept, null) != Verdict.PASS_WITH_SUGGESTIONS) {
                        wrong.add("a suggestion's open box failed its pass: " + kept);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    @Test
    void aVerdictLabelStatingAValueNobodyListed_inAnyLanguage_failsAMarkersOrAJsonPass_andOneStatingAPassKeepsIt() {
        List<String> wrong = new ArrayList<>();
        Random random = new Random(20261201L);
        long otherLabels = Category.CHECK.bit() | Category.RATING.bit() | Category.RISK.bit() | Category.CHECKED.bit()
                | Category.CONFIDENCE.bit();
        List<String> passing = new ArrayList<>(List.of("PASS", "✅ PASS"));
        for (String language : LANGUAGES) {
            passing.addAll(words(Category.POSITIVE_VERDICT, language, 1, ~Category.POSITIVE_VERDICT.bit()));
        }
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String> labels = words(Category.VERDICT_LABEL, language, 3, otherLabels);
            for (String label : labels) {
                String unlisted = StatedWords.unlisted(random);
                String capital = Character.toUpperCase(label.charAt(0)) + label.substring(1);
                for (String line : List.of(capital + ": " + unlisted, "- **" + capital + ":** " + unlisted.toUpperCase(),
                        "| " + capital + " | " + unlisted + " |\n|---|---|")) {
                    String marker = marker(turn++);
                    variants += 3;
                    String above = "The change adds a cache.\n" + line + "\n\n" + marker;
                    if (decide(above, null) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + above);
                    }
                    if (decide(line, "{\"result\": \"PASS\"}") != Verdict.FAIL) {
                        wrong.add("a reply's pass beside it not FAIL: " + line);
                    }
                    if (decide(line + "\n\n{\"result\": \"PASS\"}", null) != Verdict.FAIL) {
                        wrong.add("a JSON pass below it not FAIL: " + line);
                    }
                }
                String pass = passing.get(turn++ % passing.size());
                String kept = "The change adds a cache.\n" + capital + ": " + pass + "\n\n" + marker(turn);
                if (decide(kept, null) != Verdict.PASS) {
                    wrong.add("a verdict label stating a pass failed it: " + kept);
                }
                String choice = capital + ": PASS / FAIL\n\n" + marker(turn++);
                // (A label that names a check or is a word that passes is a status line's, read as one.)
                boolean statusLine = (Assertion.categoriesIn(label)
                        & (Category.CHECK.bit() | Category.POSITIVE_VERDICT.bit())) != 0;
                if (!statusLine && decide(choice, null) != Verdict.PASS) {
                    wrong.add("a choice echoed under a verdict label failed the pass after it: " + choice);
                }
                String described = capital + ": the cache is now warmed when the service starts";
                // A decision's label reads its longer state fail-closed: words nobody listed are no pass there.
                boolean decides = (Lexicon.get().roles().categoriesOfWord(label)
                        & dev.outputguard.assertion.Role.DECIDES.bit()) != 0;
                if (decides && decide(described, "{\"result\": \"PASS\"}") != Verdict.FAIL) {
                    wrong.add("a longer state of words nobody listed under a decision's label kept a reply's pass: "
                            + described);
                } else if (!decides && decide(described, "{\"result\": \"PASS\"}") != Verdict.PASS) {
                    wrong.add("a longer state beside a reply's pass failed it: " + described);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 500, variants + " variants");
    }

    @Test
    void aChecksShareAtOrBelowHalfOrAMarkNoStatus_orPassesCountedAtOrBelowHalf_failsThePass_andOneAboveHalfKeepsIt() {
        List<String> wrong = new ArrayList<>();
        Random random = new Random(20261202L);
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            for (String check : words(Category.CHECK, language, 3, Category.POSITIVE_VERDICT.bit())) {
                String capital = Character.toUpperCase(check.charAt(0)) + check.substring(1);
                int low = random.nextInt(51);
                int high = 51 + random.nextInt(50);
                String marker = marker(turn++);
                for (String shape : List.of("%s: %d%%", "- **%s:** %d %%", "%s：%d％")) {
                    variants++;
                    String review = String.format(shape, capital, low) + "\n\n" + marker;
                    if (decide(review, null) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                    String kept = String.format(shape, capital, high) + "\n\n" + marker;
                    if (decide(kept, null) != Verdict.PASS) {
                        wrong.add("a share above half failed the pass: " + kept);
                    }
                }
                // A state of marks alone: a status mark keeps the pass, a mark of warning, of waiting or nobody's fails it.
                for (String mark : List.of("⏳", "🟡", "⚠️", "🔄", "🧐")) {
                    variants++;
                    String review = capital + ": " + mark + "\n\n" + marker;
                    if (decide(review, null) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                }
                String marked = capital + ": " + List.of("✅", "✔", "🟢", "👍").get(turn % 4) + "\n\n" + marker;
                if (decide(marked, null) != Verdict.PASS) {
                    wrong.add("a status mark failed the pass: " + marked);
                }
                String key = check.replace(' ', '_');
                variants++;
                String json = "{\"result\": \"PASS\", \"" + key + "\": \"" + low + "%\"}";
                if (decide(json, null) != Verdict.FAIL) {
                    wrong.add("not FAIL: " + json);
                }
            }
            for (String passed : words(Category.POSITIVE_VERDICT, language, 1, ~Category.POSITIVE_VERDICT.bit())) {
                int whole = List.of(4, 5, 10, 12, 20, 100).get(turn % 6);
                int part = random.nextInt(whole / 2 + 1);
                String marker = marker(turn++);
                for (String sentence : List.of("%2$d/%3$d tests %1$s.", "%1$s %2$d/%3$d checks.", "Only %2$d of %3$d %1$s.")) {
                    variants++;
                    String review = "Summary\n" + String.format(sentence, passed, part, whole) + "\n\n" + marker;
                    if (decide(review, null) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                }
                String kept = "Summary\nFixed " + part + "/" + whole + " flaky tests in the parser.\n\n" + marker;
                if (decide(kept, null) != Verdict.PASS) {
                    wrong.add("a count of what was fixed failed the pass: " + kept);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    @Test
    void aChecksStateOrAMarkAfterThePass_inAnyLanguage_isReadAsBeforeIt_andAHyphenGluedToThePassFailsIt() {
        List<String> wrong = new ArrayList<>();
        Random random = new Random(20261203L);
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            for (String check : words(Category.CHECK, language, 3, Category.POSITIVE_VERDICT.bit())) {
                String capital = Character.toUpperCase(check.charAt(0)) + check.substring(1);
                String marker = marker(turn++);
                int whole = List.of(5, 10, 20, 100).get(turn % 4);
                int low = random.nextInt(whole / 2 + 1);
                for (String after : List.of(capital + ": " + low + "/" + whole, capital + ": " + low + "/" + whole + " ✅",
                        capital + ": " + random.nextInt(51) + "%")) {
                    variants++;
                    String review = marker + "\n" + after;
                    if (decide(review, null) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                }
                // A label counting passes answered with none of them.
                for (String passed : words(Category.POSITIVE_VERDICT, language, 1, ~Category.POSITIVE_VERDICT.bit())) {
                    if (turn++ % 7 != 0) {
                        continue;
                    }
                    variants++;
                    String none = capital + " " + passed + ": 0\n\n" + marker(turn);
                    if (decide(none, null) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + none);
                    }
                }
            }
        }
        for (String marker : MARKERS) {
            String line = marker.replace("\n\n", "\n");
            for (String glued : List.of("-", "-1", "-2", "-x", "-ish")) {
                variants++;
                String review = line + glued;
                if (decide(review, null) != Verdict.FAIL) {
                    wrong.add("not FAIL: " + review);
                }
            }
            String kept = line + " - no blocking issues";
            // (Under a heading the pass must be its line's only word.)
            if (!marker.startsWith("#") && decide(kept, null) != Verdict.PASS) {
                wrong.add("a remark after a spaced hyphen failed the pass: " + kept);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    @Test
    void aReviewWhoseFindingsFail_inAnyLanguage_failsAJsonPassInTheReplyOrBelowThem_andANeutralOneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        List<String> replies = List.of("{\"result\": \"PASS\"}", "```json\n{\"result\": \"PASS\", \"suggestions\": []}\n```",
                "Parsed:\n{\"result\": \"pass\"}");
        for (String language : LANGUAGES) {
            for (String word : StatedWords.failures(language)) {
                String reply = replies.get(turn++ % replies.size());
                for (String finding : List.of("The parser: " + word + " on startup.", "- Tests: " + word, "- " + word)) {
                    variants += 2;
                    if (decide(finding, reply) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + finding + " / reply " + reply);
                    }
                    String inReview = finding + "\n\n" + reply;
                    if (decide(inReview, null) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + inReview);
                    }
                }
            }
        }
        for (String neutral : List.of("The change adds a cache; tests cover it.", "Looks good.", "- Adds retry logic\n- Docs updated")) {
            for (String reply : replies) {
                if (decide(neutral, reply) != Verdict.PASS || decide(neutral + "\n\n" + reply, null) != Verdict.PASS) {
                    wrong.add("a neutral review failed a JSON pass: " + neutral + " / " + reply);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 500, variants + " variants");
    }

    @Test
    void aClosingWordOfPraiseAfterThePass_inAnyLanguage_keepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            // The neutral words of two words or more, or of a script that binds words together, made of no word another
            // category lists (todo in eso es todo, 하면 in 종합하면): phrases a review closes with.
            for (String closing : LEX.words(Category.NEUTRAL, language)) {
                if (LEX.categoriesOfWord(closing) != Category.NEUTRAL.bit()
                        || (Assertion.categoriesIn(closing) & ~Category.NEUTRAL.bit()) != 0
                        || closing.split(" ").length < 2 && !StatedWords.cjk(language) || !closing.chars().allMatch(
                                c -> Character.isLetter(c) || c == ' ' || c == '\'')) {
                    continue;
                }
                String capital = Character.toUpperCase(closing.charAt(0)) + closing.substring(1);
                for (String after : List.of("\n\n" + capital + "!", "\n\n" + capital + ".")) {
                    variants++;
                    String review = marker(turn++) + after;
                    if (decide(review, null) != Verdict.PASS) {
                        wrong.add("a closing word of praise failed the pass: " + review);
                    }
                }
                variants++;
                String takenBack = marker(turn++) + "\n\n" + capital + "... not.";
                if (decide(takenBack, null) != Verdict.FAIL) {
                    wrong.add("not FAIL: " + takenBack);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 100, variants + " variants");
    }
}
