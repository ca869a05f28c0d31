package dev.outputguard.review;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A JSON pass's summary or note that is a status line of marks ({@code "summary": "Tests ✅"}, {@code "CI 🟢"},
 * {@code "Tests ✅, Lint ✅"}), read as the review's status lines are: a check's name (or another thing a status
 * reports) then marks that keep a pass keeps it; every other mark after the same names fails it ({@code Tests 💀},
 * {@code CI 🟥}, {@code Build ⏳}), and so does a keeping mark after a word that names no check ({@code Vibes ✅}), fail-
 * closed as a note of words nobody listed is. The names and marks are written here, apart from the lexicon.
 */
class StatusMarksBesideAJsonPassGeneratedTest {

    /** Names of checks and of what else a status reports, in the languages read. */
    private static final List<String> NAMES = List.of("Tests", "CI", "Build", "Lint", "Security", "Unit tests", "Pipeline",
            "テスト", "ビルド", "测试", "构建", "테스트", "빌드", "Pruebas", "Testes", "Sicherheit");
    /** Marks that keep a pass after a check's name. */
    private static final List<String> KEEPING = List.of("✅", "✔", "✓", "🟢", "👍", "✅✅", "✔️");
    /** Marks that say it did not pass, or say nothing of it. */
    private static final List<String> FAILING = List.of("💀", "🟥", "❌", "💥", "🔴", "⏳", "🚨", "⚠️", "❓", "🤔", "🔥",
            "🐛", "🟡", "🟠", "⛔", "🚫", "✗", "✘", "🙈", "🤷", "💩", "📉", "🟥🟥", "✅❌", "✅⚠️");
    /** Words that name no check a status reports. */
    private static final List<String> NO_NAME = List.of("Vibes", "Mood", "Overall feel", "気分", "感觉", "기분");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private void read(String summary, Verdict expected, GeneratedReviews.Tally tally, String family) {
        for (String key : List.of("summary", "note")) {
            String reply = "{\"result\": \"PASS\", \"" + key + "\": \"" + summary + "\"}";
            Verdict v = decider.decide("Reviewed the change.", reply).result();
            tally.count(family, reply, v == expected, v.name());
        }
    }

    @Test
    void aCheckNameThenKeepingMarks_keepsAJsonPass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (String name : NAMES) {
            for (String mark : KEEPING) {
                read(name + " " + mark, Verdict.PASS, tally, "one status");
                read(name + ": " + mark, Verdict.PASS, tally, "one status, a colon");
            }
            read(name + " ✅, Lint ✅", Verdict.PASS, tally, "two statuses");
        }
        tally.print("a check's name then keeping marks beside a JSON pass", "not PASS");
        tally.assertNone(400);
    }

    @Test
    void aCheckNameThenAnotherMark_orAKeepingMarkAfterNoCheck_failsAJsonPass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (String name : NAMES) {
            for (String mark : FAILING) {
                read(name + " " + mark, Verdict.FAIL, tally, "a mark not kept");
                read(name + " ✅, Lint " + mark, Verdict.FAIL, tally, "beside a kept status");
            }
        }
        for (String word : NO_NAME) {
            for (String mark : KEEPING) {
                read(word + " " + mark, Verdict.FAIL, tally, "no check named");
            }
        }
        tally.print("a mark not kept, or no check named, beside a JSON pass", "not FAIL");
        tally.assertNone(1500);
    }
}
