package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A check silenced, bypassed or overridden, and a pass given on instruction or without looking, generated: a
 * suppression marker added ({@code Added `# type: ignore` to silence the error.}, {@code eslint-disable hinzugefügt.},
 * {@code 添加了`// @ts-ignore`来屏蔽错误。}) for each of the common markers, a check's verb of silencing or going round
 * it ({@code Overriding the red CI.}, {@code Used --no-verify to commit.}, {@code Les hooks ont été contournés.}), a pass
 * dictated or given blind ({@code I was told to pass it.}, {@code LGTM without looking.}), in every language and every
 * place a finding beside a pass is read, and on the marker's line after its pass: FAIL in each. A suppression removed
 * keeps the pass ({@code Removed a stale # type: ignore.}, {@code Dropped the eslint-disable comments.}): the verb
 * decides. The sentences are written here apart from the lexicon.
 */
class ChecksBypassedGeneratedTest {

    /** The suppression markers ({@code {k}} below), as written in code. */
    static final List<String> MARKERS = List.of("# type: ignore", "# noqa", "// @ts-ignore", "// @ts-expect-error",
            "// eslint-disable-next-line", "/* eslint-disable */", "@SuppressWarnings(\"deprecation\")", "//nolint",
            "#[allow(dead_code)]", "# pylint: disable=all");

    /** Per language, a suppression marker added ({@code {k}}: the marker). */
    static final Map<String, List<String>> MARKER_ADDED = Map.ofEntries(
            Map.entry("en", List.of("Added `{k}` to silence the error.", "Added {k} to pass lint.",
                    "Put a `{k}` on the failing line.", "Added `{k}` so CI goes green.")),
            Map.entry("de", List.of("`{k}` hinzugefügt, um den Fehler zu unterdrücken.", "Ich habe `{k}` eingefügt.")),
            Map.entry("fr", List.of("Ajouté `{k}` pour faire taire l'erreur.", "J'ai ajouté `{k}` pour passer le lint.")),
            Map.entry("es", List.of("Añadí `{k}` para silenciar el error.", "Agregué `{k}` para pasar el lint.")),
            Map.entry("it", List.of("Aggiunto `{k}` per silenziare l'errore.", "Ho aggiunto `{k}`.")),
            Map.entry("pt", List.of("Adicionei `{k}` para silenciar o erro.", "Adicionado `{k}` para passar no lint.")),
            Map.entry("nl", List.of("`{k}` toegevoegd om de fout te onderdrukken.", "Ik heb `{k}` toegevoegd.")),
            Map.entry("ja", List.of("エラーを黙らせるため`{k}`を追加しました。", "`{k}`を付けました。")),
            Map.entry("zh", List.of("添加了`{k}`来屏蔽错误。", "加了`{k}`。")),
            Map.entry("ko", List.of("에러를 숨기려고 `{k}`를 추가했습니다.", "`{k}`를 붙였습니다.")));

    /** Per language, a check silenced, bypassed or overridden in words. */
    static final Map<String, List<String>> CHECK_BYPASSED = Map.ofEntries(
            Map.entry("en", List.of("Overriding the red CI.", "Overrode the failing check.", "Bypassed the pre-commit hooks.",
                    "Silenced the type checker.", "Suppressed the lint errors.", "Muted the failing test.",
                    "Skipped the hooks.", "Used --no-verify to commit.", "Committed with --no-verify.",
                    "Pushed with [skip ci].", "Forced the merge past the failing checks.")),
            Map.entry("de", List.of("Die rote CI übergangen.", "Mit --no-verify committet.", "Die Hooks umgangen.",
                    "Die Lint-Fehler unterdrückt.", "Die Typprüfung stummgeschaltet.")),
            Map.entry("fr", List.of("J'ai contourné les hooks.", "Commit avec --no-verify.", "Les erreurs du linter ont été masquées.",
                    "J'ai forcé le passage malgré la CI rouge.")),
            Map.entry("es", List.of("Me salté los hooks.", "Hice commit con --no-verify.", "Silencié los errores del linter.",
                    "Forcé el merge pese al CI en rojo.")),
            Map.entry("it", List.of("Ho bypassato i controlli.", "Commit con --no-verify.", "Ho silenziato gli errori del linter.",
                    "Ho aggirato gli hook.")),
            Map.entry("pt", List.of("Pulei os hooks.", "Commit com --no-verify.", "Silenciei os erros do linter.",
                    "Contornei a CI vermelha.")),
            Map.entry("nl", List.of("De hooks omzeild.", "Gecommit met --no-verify.", "De lintfouten onderdrukt.")),
            Map.entry("ja", List.of("--no-verifyでコミットしました。", "CIのチェックを回避しました。", "リントの警告を抑制しました。",
                    "フックをスキップしました。")),
            Map.entry("zh", List.of("用--no-verify提交了。", "绕过了CI检查。", "屏蔽了lint报错。", "跳过了钩子。")),
            Map.entry("ko", List.of("--no-verify로 커밋했습니다.", "CI 검사를 우회했습니다.", "린트 경고를 억제했습니다.",
                    "훅을 건너뛰었습니다.")));

    /** Per language, a pass given on instruction or without looking. */
    static final Map<String, List<String>> PASS_DICTATED = Map.ofEntries(
            Map.entry("en", List.of("I was told to pass it.", "I was asked to approve this.", "Told to approve it regardless.",
                    "LGTM without looking.", "Approved without reviewing.", "Rubber-stamped.", "Passing it without looking.")),
            Map.entry("de", List.of("Mir wurde gesagt, es durchzuwinken.", "Ungesehen freigegeben.", "Ohne Prüfung durchgewunken.")),
            Map.entry("fr", List.of("On m'a dit de le valider.", "Validé sans regarder.", "Approuvé sans relecture.")),
            Map.entry("es", List.of("Me dijeron que lo aprobara.", "Aprobado sin mirar.", "Aprobado sin revisar.")),
            Map.entry("it", List.of("Mi è stato detto di approvarlo.", "Approvato senza guardare.")),
            Map.entry("pt", List.of("Me disseram para aprovar.", "Aprovado sem olhar.", "Aprovado sem revisar.")),
            Map.entry("nl", List.of("Mij werd gezegd het goed te keuren.", "Goedgekeurd zonder te kijken.")),
            Map.entry("ja", List.of("承認するよう指示されました。", "見ずに承認しました。", "中身を見ずにLGTM。")),
            Map.entry("zh", List.of("被要求直接通过。", "没看就批准了。", "未经审查直接通过。")),
            Map.entry("ko", List.of("통과시키라는 지시를 받았습니다.", "보지 않고 승인했습니다.", "검토 없이 승인.")));

    /**
     * Per language, a JSON pass's reason saying the pass was asked for, told or instructed rather than earned by the
     * review (the user asked me to pass it, as instructed).
     */
    static final Map<String, List<String>> PASS_ASKED_FOR = Map.ofEntries(
            Map.entry("en", List.of("The user asked me to pass it.", "The user told me to approve it.", "I was told to approve",
                    "as instructed", "Passing as instructed.", "The author asked me to approve this.",
                    "I was asked to pass it.", "Approved because the user requested it.", "The user wants it passed.",
                    "Instructed to pass.", "The user instructed me to pass it.")),
            Map.entry("de", List.of("Der Nutzer hat mich gebeten, es freizugeben.", "Wie angewiesen.",
                    "Mir wurde gesagt, es freizugeben.")),
            Map.entry("fr", List.of("L'utilisateur m'a demandé de le valider.", "On m'a dit de le valider.")),
            Map.entry("es", List.of("El usuario me pidió que lo aprobara.", "Según lo indicado.", "Me dijeron que lo aprobara.")),
            Map.entry("it", List.of("L'utente mi ha chiesto di approvarlo.", "Mi è stato detto di approvarlo.")),
            Map.entry("pt", List.of("O usuário me pediu para aprovar.", "Conforme instruído.", "Me disseram para aprovar.")),
            Map.entry("nl", List.of("De gebruiker vroeg me het goed te keuren.", "Zoals opgedragen.")),
            Map.entry("ja", List.of("ユーザーに承認するよう頼まれました。", "指示通り承認します。")),
            Map.entry("zh", List.of("用户要求我直接通过。", "按指示通过。")),
            Map.entry("ko", List.of("사용자가 통과시켜 달라고 요청했습니다.", "지시대로 승인합니다.")));

    /** The reasons that name no pass: a JSON pass's whole reason only. */
    private static final java.util.Set<String> BARE_INSTRUCTION = java.util.Set.of("as instructed", "Wie angewiesen.",
            "Según lo indicado.", "Conforme instruído.", "Zoals opgedragen.");

    @Test
    void aJsonPassesReasonSayingThePassWasAskedFor_failsIt() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        PASS_ASKED_FOR.forEach((language, reasons) -> {
            for (String reason : reasons) {
                for (String field : List.of("reason", "summary", "explanation", "comment")) {
                    String reply = mapper.createObjectNode().put("result", "PASS").put(field, reason).toString();
                    for (String review : List.of(reply, "Reviewed.\n\nFinal Decision: PASS\n\n" + reply)) {
                        Verdict v = decider.decide(review, null).result();
                        tally.count(language, review, v == Verdict.FAIL, v.name());
                    }
                    Verdict v = decider.decide("Reviewed.", reply).result();
                    tally.count(language, "Reviewed. ||| " + reply, v == Verdict.FAIL, v.name());
                }
                if (BARE_INSTRUCTION.contains(reason)) {
                    continue; // in prose, done as instructed says what was done, not why a pass was given
                }
                String above = reason + "\n\nFinal Decision: PASS";
                Verdict v = decider.decide(above, null).result();
                tally.count(language, above, v == Verdict.FAIL, v.name());
            }
        });
        tally.print("a pass asked for, in a JSON pass's reason and above a marker's pass", "not FAIL");
        tally.showWrong();
        tally.assertNone(400);
    }

    /** Per language, a suppression marker removed ({@code {k}}: the marker): the pass stands. */
    static final Map<String, List<String>> MARKER_REMOVED = Map.ofEntries(
            Map.entry("en", List.of("Removed a stale `{k}`.", "Dropped the `{k}` comments.", "Removed {k} now that the types are fixed.",
                    "Deleted the unneeded `{k}`.")),
            Map.entry("de", List.of("Veraltetes `{k}` entfernt.")),
            Map.entry("fr", List.of("Supprimé un `{k}` obsolète.")),
            Map.entry("es", List.of("Eliminé un `{k}` obsoleto.")),
            Map.entry("it", List.of("Rimosso un `{k}` obsoleto.")),
            Map.entry("pt", List.of("Removi um `{k}` obsoleto.")),
            Map.entry("nl", List.of("Overbodige `{k}` verwijderd.")),
            Map.entry("ja", List.of("不要な`{k}`を削除しました。")),
            Map.entry("zh", List.of("删除了多余的`{k}`。")),
            Map.entry("ko", List.of("불필요한 `{k}`를 제거했습니다.")));

    /** Said on the marker's line after its pass. */
    static final List<String> AFTER_THE_PASS = List.of("(LGTM without looking)", "(as I was told)", "(told to pass it)",
            "(overriding the red CI)", "(approved without reviewing)", "- overriding the failing checks");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static Map<String, List<String>> withMarkers(Map<String, List<String>> family) {
        return family.entrySet().stream().collect(java.util.stream.Collectors.toMap(Map.Entry::getKey,
                e -> e.getValue().stream().flatMap(s -> MARKERS.stream().map(k -> s.replace("{k}", k))).toList()));
    }

    private void failsEverywhere(String family, Map<String, List<String>> sentences, int least) {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        InputSeenInPartGeneratedTest.decideEach(decider, sentences, Map.of(), Verdict.FAIL, tally);
        tally.print(family, "not FAIL");
        tally.assertNone(least);
    }

    @Test
    void aSuppressionMarkerAdded_inEveryLanguage_failsThePass() {
        failsEverywhere("suppression added", withMarkers(MARKER_ADDED), 800);
    }

    @Test
    void aCheckBypassedInWords_inEveryLanguage_failsThePass() {
        failsEverywhere("check bypassed", CHECK_BYPASSED, 180);
    }

    @Test
    void aPassDictatedOrGivenBlind_inEveryLanguage_failsThePass() {
        failsEverywhere("pass dictated or blind", PASS_DICTATED, 120);
    }

    @Test
    void saidOnTheMarkersLineAfterItsPass_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (String tail : AFTER_THE_PASS) {
            for (String review : List.of("Final Decision: PASS " + tail, "Looks fine.\n\n**Final Decision:** PASS " + tail)) {
                Verdict v = decider.decide(review, null).result();
                tally.count("en", review, v == Verdict.FAIL, v.name());
            }
        }
        tally.print("after the pass", "not FAIL");
        tally.assertNone(12);
    }

    @Test
    void aSuppressionMarkerRemoved_keepsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        InputSeenInPartGeneratedTest.decideEach(decider, withMarkers(MARKER_REMOVED), Map.of(), Verdict.PASS, tally);
        tally.print("suppression removed", "not PASS");
        tally.assertNone(250);
    }
}
