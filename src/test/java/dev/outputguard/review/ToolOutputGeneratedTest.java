package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.extract.JsonExtractor;

/**
 * A tool's output stating a failure, shown or quoted in a review, generated: every failure line of each family (npm,
 * an exit status other than 0, a signal or the kernel killing the process, Python, test runners' counts, builds,
 * compilers, Go, a CI job, and the leads localized compilers print in each language read: {@code Fehler:},
 * {@code エラー:}, {@code 错误:}, {@code 오류:}) in every shape a review shows it (plain, after a {@code $ cmd} line, as
 * a line of inline code, in a fence of no language, {@code log}, {@code text} or {@code console}, under a line saying the
 * reviewer ran it), above the language's final decision, after it, and in a JSON pass's {@code summary}: never PASS. The
 * keep side: a run that passed ({@code Exit code: 0}, {@code 0 failed}, {@code Tests: 42 passed, 42 total},
 * {@code BUILD SUCCESS}), a failure line said gone, fixed or from before the fix, a log under a heading of what was
 * fixed, and a failure line quoted as the message a user is shown by an error-handling change, above a pass and in a
 * JSON pass's summary: the count read otherwise (plain lost) is printed and bounded. Counts per family and language.
 */
class ToolOutputGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Failure lines by family, as tools print them in every language. */
    private static final Map<String, List<String>> FAMILIES = new LinkedHashMap<>();

    static {
        FAMILIES.put("npm", List.of("npm ERR! code ELIFECYCLE", "npm ERR! errno 1", "npm ERR! app@1.0.0 test: `jest`",
                "npm error code 1", "Error: Cannot find module 'express'"));
        FAMILIES.put("exit-status", List.of("Exit code: 1", "exit status 2", "Process finished with exit code 137",
                "Process exited with code 1", "ERROR: Job failed: exit code 1", "make: *** [all] Error 2",
                "subprocess.CalledProcessError: Command 'pytest' returned non-zero exit status 1.",
                "The command exited with code 3"));
        FAMILIES.put("signal", List.of("Segmentation fault (core dumped)", "Killed", "OOMKilled", "Aborted (core dumped)",
                "Reason: OOMKilled"));
        FAMILIES.put("python", List.of("Traceback (most recent call last):", "AssertionError: expected 1 to equal 2",
                "FAILED (failures=2)", "ModuleNotFoundError: No module named 'requests'",
                "Exception in thread \"main\" java.lang.NullPointerException"));
        FAMILIES.put("tests", List.of("=== 3 failed, 10 passed in 2.1s ===", "Tests: 2 failed, 40 passed, 42 total",
                "FAIL src/app.test.ts", "✗ 2 tests failed", "--- FAIL: TestX (0.00s)"));
        FAMILIES.put("build", List.of("BUILD FAILURE", "[ERROR] BUILD FAILURE", "BUILD FAILED in 3s",
                "fatal error: stdio.h: No such file or directory"));
        FAMILIES.put("compiler", List.of("error[E0308]: mismatched types",
                "src/app.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.",
                "main.c:3:5: error: expected ';' before 'return'", "error: could not compile `app` due to previous error"));
        FAMILIES.put("ci", List.of("##[error]Process completed with exit code 1.",
                "2026-12-04T10:00:01.123Z npm ERR! code ELIFECYCLE", "Error: Process completed with exit code 2.",
                "exit code: 255", "container exited with code 137 (OOMKilled)", "| Exit code | 1 |"));
        FAMILIES.put("go", List.of("panic: runtime error: index out of range [5] with length 3",
                "thread 'main' panicked at src/main.rs:4:5"));
    }

    /** Per language: its final decision, a line saying the reviewer ran the tests, and the leads its compilers print. */
    private record Language(String marker, String ran, List<String> leads) {
    }

    private static final Map<String, Language> LANGUAGES = new LinkedHashMap<>();

    static {
        LANGUAGES.put("en", new Language("Final Decision: PASS", "I ran the test suite locally:", List.of()));
        LANGUAGES.put("de", new Language("Final Decision: PASS", "Ich habe die Tests lokal ausgeführt:",
                List.of("Fehler: Symbol nicht gefunden", "FEHLER: Datei nicht gefunden")));
        LANGUAGES.put("fr", new Language("Final Decision: PASS", "J'ai lancé les tests en local :",
                List.of("erreur: symbole introuvable", "erreur : fichier introuvable")));
        LANGUAGES.put("es", new Language("Final Decision: PASS", "Ejecuté las pruebas en local:",
                List.of("error: no se encontró el símbolo")));
        LANGUAGES.put("it", new Language("Final Decision: PASS", "Ho eseguito i test in locale:",
                List.of("errore: simbolo non trovato")));
        LANGUAGES.put("pt", new Language("Final Decision: PASS", "Executei os testes localmente:",
                List.of("erro: símbolo não encontrado")));
        LANGUAGES.put("nl", new Language("Final Decision: PASS", "Ik heb de tests lokaal gedraaid:",
                List.of("fout: symbool niet gevonden")));
        LANGUAGES.put("tr", new Language("Final Decision: PASS", "Testleri yerel olarak çalıştırdım:",
                List.of("hata: sembol bulunamadı")));
        LANGUAGES.put("ja", new Language("最終判定: PASS", "ローカルでテストを実行しました:",
                List.of("エラー: シンボルを見つけられません", "エラー：ファイルが見つかりません")));
        LANGUAGES.put("zh", new Language("最终判定：PASS", "我在本地运行了测试：",
                List.of("错误：找不到符号", "错误: 无法解析的外部符号")));
        LANGUAGES.put("ko", new Language("Final Decision: PASS", "로컬에서 테스트를 실행했습니다:",
                List.of("오류: 심볼을 찾을 수 없습니다", "에러: 파일을 찾을 수 없습니다")));
    }

    /** The shapes a review shows a line in ({@code {l}}: the line; {@code {ran}}: the language's line saying it ran them). */
    private static final Map<String, String> SHAPES = new LinkedHashMap<>();

    static {
        SHAPES.put("plain", "{l}");
        SHAPES.put("dollar", "$ npm test\n{l}");
        SHAPES.put("inline", "`{l}`");
        SHAPES.put("fence", "```\n{l}\n```");
        SHAPES.put("fence-log", "```log\n{l}\n```");
        SHAPES.put("fence-text", "```text\n{l}\n```");
        SHAPES.put("fence-console", "```console\n$ npm test\n{l}\n```");
        SHAPES.put("fence-bash", "```bash\n# Fixed the flaky test, then:\n$ npm test\n{l}\n```");
        SHAPES.put("ran-fence", "{ran}\n\n```\n{l}\n```");
        SHAPES.put("ran-plain", "{ran}\n{l}");
    }

    /** Runs that passed, in the same tools' words: they keep a pass. */
    private static final List<String> PASSED = List.of("Exit code: 0", "exit status 0", "Process finished with exit code 0",
            "0 failed", "Tests: 42 passed, 42 total", "BUILD SUCCESS", "=== 12 passed in 1.3s ===", "PASS src/app.test.ts",
            "Errors: 0", "Error: none");

    /** Failure lines said gone, fixed or from before the fix, and shown as what a user sees: they keep a pass. */
    private static final List<String> KEPT = List.of(
            "The earlier npm ERR! is gone after the fix.",
            "Before: Exit code: 1 / After: Exit code: 0",
            "The Segmentation fault (core dumped) no longer appears.",
            "Fixes the Traceback (most recent call last) on an empty file.",
            "Before the fix:\n```\nnpm ERR! code ELIFECYCLE\n```\nAfter the fix:\n```\nExit code: 0\n```",
            "## Fixed\n\n```log\nSegmentation fault (core dumped)\n```",
            "## Fixed\n\nThe log of that run:\n\n```\nTraceback (most recent call last):\n```",
            "With this change, a user who starts it without a config now sees this error message:\n```\n"
                    + "Error: Cannot find module './config'\n```",
            "The new error message reads:\n\n```\nerror: missing --output flag\n```",
            "Previously:\n```\nexit status 2\n```",
            "Before the fix:\n```\nTraceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n"
                    + "AssertionError: boom\n```",
            "修正前:\n```\nエラー: シンボルを見つけられません\n```",
            "以前的 npm ERR! 已经消失了。",
            "Vorher:\n```\nFehler: Symbol nicht gefunden\n```",
            "Die neue Fehlermeldung lautet:\n```\nFehler: Konfiguration fehlt\n```",
            "The CLI now prints `Error: Cannot find module` instead of a stack trace.",
            "Users now see Error: Cannot find module './config' instead of a stack trace.",
            "If npm ERR! code ECONNRESET appears, the install step retries three times.",
            "A bad flag ends the run with exit code 2, as designed.",
            "Handles the `Killed` signal by saving the state first.");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static String summary(String text) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("result", "PASS");
        o.put("summary", text);
        return o.toString();
    }

    /** Counts by a key: variants, and those read otherwise. */
    private static final class Counts {
        final Map<String, int[]> by = new TreeMap<>();
        final List<String> wrong = new ArrayList<>();

        void add(String key, boolean otherwise, String shown) {
            int[] n = by.computeIfAbsent(key, k -> new int[2]);
            n[0]++;
            if (otherwise) {
                n[1]++;
                wrong.add(key + ": " + shown.replace("\n", "\\n"));
            }
        }

        int total() {
            return by.values().stream().mapToInt(n -> n[0]).sum();
        }

        String print(String what) {
            StringBuilder b = new StringBuilder(what + ": " + wrong.size() + " of " + total());
            by.forEach((k, n) -> b.append(", ").append(k).append(' ').append(n[1]).append('/').append(n[0]));
            return b.toString();
        }
    }

    private Verdict decide(String review, String reply) {
        return decider.decide(review, reply).result();
    }

    /** Each place of a shown block: above the final decision, after it, in a JSON pass's summary. */
    private void places(Counts counts, String key, Language language, String block, boolean fails) {
        String[][] reviews = { { block + "\n\n" + language.marker(), null },
                { language.marker() + "\n\n" + block, null }, { "Reviewed.", summary(block) } };
        String[] names = { "above", "after", "json" };
        for (int i = 0; i < reviews.length; i++) {
            Verdict v = decide(reviews[i][0], reviews[i][1]);
            counts.add(key + "/" + names[i], fails ? v != Verdict.FAIL : v != Verdict.PASS,
                    reviews[i][0] + (reviews[i][1] == null ? "" : " ||| " + reviews[i][1]) + " -> " + v);
        }
    }

    @Test
    void aToolsFailureLine_inEveryShapeAndPlace_inEveryLanguage_isFail() {
        Counts families = new Counts();
        Counts languages = new Counts();
        LANGUAGES.forEach((code, language) -> {
            Map<String, List<String>> lines = new LinkedHashMap<>(FAMILIES);
            if (!language.leads().isEmpty()) {
                lines.put("localized", language.leads());
            }
            lines.forEach((family, list) -> {
                for (String line : list) {
                    SHAPES.forEach((shape, frame) -> {
                        String block = frame.replace("{ran}", language.ran()).replace("{l}", line);
                        if (shape.equals("inline") && line.indexOf('`') >= 0) {
                            block = "`` " + line + " ``"; // a line holding a tick, in code as Markdown writes it
                        }
                        Counts one = new Counts();
                        places(one, family, language, block, true);
                        one.by.forEach((k, n) -> {
                            int[] f = families.by.computeIfAbsent(k, x -> new int[2]);
                            f[0] += n[0];
                            f[1] += n[1];
                            int[] l = languages.by.computeIfAbsent(code, x -> new int[2]);
                            l[0] += n[0];
                            l[1] += n[1];
                        });
                        one.wrong.forEach(w -> families.wrong.add(code + " " + shape + " " + w));
                    });
                }
            });
        });
        System.out.println(families.print("tool failure lines beside a pass, not FAIL (false PASS), by family and place"));
        System.out.println(languages.print("the same by language"));
        if (System.getenv("SHOW_WRONG") != null) {
            families.wrong.forEach(System.out::println);
        }
        assertTrue(families.total() >= 11_000, "too few variants: " + families.total());
        assertEquals(List.of(), families.wrong.subList(0, Math.min(40, families.wrong.size())),
                families.wrong.size() + " of " + families.total() + " not FAIL");
    }

    /** Per language, short labels a review writes before a run's output on the output's own line (written here). */
    private static final Map<String, List<String>> OUTPUT_LABELS = Map.ofEntries(
            Map.entry("en", List.of("Re-ran", "Output", "Result", "CI", "Log", "Rerun output", "Second run")),
            Map.entry("de", List.of("Ergebnis", "Ausgabe", "Erneuter Lauf")),
            Map.entry("fr", List.of("Résultat", "Sortie", "Nouvelle exécution")),
            Map.entry("es", List.of("Resultado", "Salida")),
            Map.entry("it", List.of("Risultato", "Output del test")),
            Map.entry("pt", List.of("Resultado", "Saída")),
            Map.entry("nl", List.of("Uitvoer", "Resultaat")),
            Map.entry("tr", List.of("Sonuç", "Çıktı")),
            Map.entry("ja", List.of("再実行", "出力")),
            Map.entry("zh", List.of("输出", "重新运行")),
            Map.entry("ko", List.of("출력", "재실행")));

    /**
     * A tool's failure line after a short label on its own line ({@code Re-ran: error[E0308]: mismatched types},
     * {@code Ausgabe: npm ERR! code ELIFECYCLE}) shows the run as the line alone does: FAIL in every place. The same
     * labels before a run that passed ({@code Re-ran: 42 passed}, {@code Output: ok}) keep the pass above the decision,
     * and so does a label saying the output is from before ({@code Before: error[E0308]: …}).
     */
    @Test
    void aToolsFailureLine_afterAShortLabelOnItsLine_isFail_andALabelledPassingRunKeepsThePass() {
        Counts failing = new Counts();
        Counts kept = new Counts();
        OUTPUT_LABELS.forEach((code, labels) -> {
            Language language = LANGUAGES.get(code);
            Map<String, List<String>> lines = new LinkedHashMap<>(FAMILIES);
            if (!language.leads().isEmpty()) {
                lines.put("localized", language.leads());
            }
            for (String label : labels) {
                String colon = code.equals("ja") || code.equals("zh") ? "：" : ":";
                lines.forEach((family, list) -> {
                    for (String line : list) {
                        places(failing, family, language, label + colon + " " + line, true);
                    }
                });
                for (String passed : List.of("42 passed", "ok", "all tests passed", "0 failures")) {
                    places(kept, "passed", language, label + colon + " " + passed, false);
                }
            }
        });
        for (String before : List.of("Before", "Previously", "Vorher", "Avant")) {
            places(kept, "from before", LANGUAGES.get("en"), before + ": error[E0308]: mismatched types", false);
        }
        System.out.println(failing.print("tool failure lines after a short label, not FAIL (false PASS)"));
        System.out.println(kept.print("labelled passing runs and output from before, not PASS"));
        if (System.getenv("SHOW_WRONG") != null) {
            failing.wrong.forEach(System.out::println);
            kept.wrong.forEach(System.out::println);
        }
        assertTrue(failing.total() >= 3_000, "too few variants: " + failing.total());
        assertEquals(List.of(), failing.wrong.subList(0, Math.min(40, failing.wrong.size())),
                failing.wrong.size() + " of " + failing.total() + " not FAIL");
        // Above the decision only: after a marker's pass and in a JSON pass's note only words that keep a pass keep it.
        List<String> keptAbove = kept.wrong.stream().filter(w -> w.contains("/above:")).toList();
        assertEquals(List.of(), keptAbove.subList(0, Math.min(40, keptAbove.size())), keptAbove.size() + " above not PASS");
    }

    @Test
    void aRunThatPassed_aFailureSaidGoneOrFromBefore_andAMessageAUserIsShown_keepThePass() {
        Counts counts = new Counts();
        Language en = LANGUAGES.get("en");
        for (String line : PASSED) {
            for (Map.Entry<String, String> shape : SHAPES.entrySet()) {
                String block = shape.getValue().replace("{ran}", en.ran()).replace("{l}", line);
                keep(counts, "passed/" + shape.getKey(), en, block);
            }
        }
        for (String block : KEPT) {
            keep(counts, "said-gone-or-shown", en, block);
        }
        System.out.println(counts.print("tool output that keeps a pass, not PASS (plain lost), by kind and place"));
        counts.wrong.forEach(w -> System.out.println("  lost: " + w));
        assertTrue(counts.total() >= 200, "too few variants: " + counts.total());
        List<String> above = counts.wrong.stream().filter(w -> !w.contains("/json: ")).toList();
        assertEquals(List.of(), above, "lost above a marker's pass");
        assertTrue(counts.wrong.size() <= LOST_IN_JSON_AT_MOST, counts.wrong.size() + " lost: " + counts.wrong);
    }

    /**
     * The plain lost the keep side allows, each printed: in a JSON pass's summary only, whose prose a pass keeps only
     * where every word of a short note keeps one (a run's passing line, a sentence of before and after, a fence), read so
     * before this reading too.
     */
    private static final int LOST_IN_JSON_AT_MOST = 32;

    /**
     * Per language: lines that name a fix, opening with its word, and then introduce output (re-ran:, output:, got:,
     * log:): what follows is the run made after the fix, the current one.
     */
    private static final Map<String, List<String>> FIXED_THEN_RAN = new LinkedHashMap<>();

    static {
        FIXED_THEN_RAN.put("en", List.of("Fixed the typo, then re-ran:", "Fixed the typo and re-ran the tests:",
                "Fixed the typo. Output:", "Resolved the conflict, re-ran the suite and got:", "Fixed it; log:",
                "Addressed the review comments and re-ran:", "Fixed the import. Re-ran, got:"));
        FIXED_THEN_RAN.put("de", List.of("Behoben, dann erneut ausgeführt:", "Korrigiert und erneut ausgeführt:",
                "Behoben. Ausgabe:", "Zuvor den Tippfehler korrigiert, dann erneut ausgeführt:"));
        FIXED_THEN_RAN.put("fr", List.of("Corrigé la faute, puis relancé :", "Corrigé. Sortie :",
                "Résolu le conflit et relancé les tests :"));
        FIXED_THEN_RAN.put("es", List.of("Corregido el error, luego volví a ejecutar:", "Corregido. Salida:",
                "Resuelto el conflicto y ejecuté de nuevo:"));
        FIXED_THEN_RAN.put("it", List.of("Corretto il refuso, poi rieseguito:", "Risolto. Output:",
                "Sistemato il conflitto e rieseguito i test:"));
        FIXED_THEN_RAN.put("pt", List.of("Corrigido o erro, depois executei de novo:", "Resolvido. Saída:",
                "Corrigido e executado de novo:"));
        FIXED_THEN_RAN.put("nl", List.of("Opgelost, daarna opnieuw gedraaid:", "Hersteld. Uitvoer:",
                "Opgelost en opnieuw gedraaid:"));
        FIXED_THEN_RAN.put("ja", List.of("修正しました。再実行の結果:", "修正済み、再実行しました:", "解決しました。ログ:"));
        FIXED_THEN_RAN.put("zh", List.of("已修复，重新运行后：", "修复了拼写错误，然后重新运行：", "已解决。输出："));
        FIXED_THEN_RAN.put("ko", List.of("수정 완료, 다시 실행했습니다:", "해결되었습니다. 재실행 결과:"));
        FIXED_THEN_RAN.put("tr", List.of("Düzeltildi, sonra yeniden çalıştırdım:", "Giderildi. Çıktı:"));
    }

    /** How a line introducing output shows it ({@code {i}}: the introducing line; {@code {l}}: the failure line). */
    private static final Map<String, String> INTRODUCED = new LinkedHashMap<>();

    static {
        INTRODUCED.put("fence", "{i}\n```\n{l}\n```");
        INTRODUCED.put("fence-log", "{i}\n\n```log\n{l}\n```");
        INTRODUCED.put("plain", "{i}\n{l}");
        INTRODUCED.put("same-line", "{i} {l}");
    }

    /** One failure line of each family, and the language's localized leads. */
    private static List<String> someFailureLines(Language language) {
        List<String> lines = new ArrayList<>();
        FAMILIES.values().forEach(list -> lines.add(list.get(0)));
        lines.add("npm ERR! code 1");
        lines.addAll(language.leads());
        return lines;
    }

    @Test
    void aLineNamingAFix_thenIntroducingOutput_showsTheCurrentRun_isFail() {
        Counts families = new Counts();
        FIXED_THEN_RAN.forEach((code, intros) -> {
            Language language = LANGUAGES.get(code);
            for (String intro : intros) {
                for (String line : someFailureLines(language)) {
                    INTRODUCED.forEach((shape, frame) -> {
                        if (shape.equals("same-line") && (line.startsWith("error") || language.leads().contains(line))) {
                            return; // a compiler's lead states a failure where it opens its line only
                        }
                        String block = frame.replace("{i}", intro).replace("{l}", line);
                        Counts one = new Counts();
                        places(one, code + "/" + shape, language, block, true);
                        one.by.forEach((k, n) -> {
                            int[] f = families.by.computeIfAbsent(k.substring(0, k.indexOf('/', 3)), x -> new int[2]);
                            f[0] += n[0];
                            f[1] += n[1];
                        });
                        families.wrong.addAll(one.wrong);
                    });
                }
            }
        });
        System.out.println(families.print(
                "a fix named, then output introduced, a failure under it, not FAIL (false PASS), by language/shape"));
        if (System.getenv("SHOW_WRONG") != null) {
            families.wrong.forEach(System.out::println);
        }
        assertTrue(families.total() >= 4_000, "too few variants: " + families.total());
        assertEquals(List.of(), families.wrong.subList(0, Math.min(40, families.wrong.size())),
                families.wrong.size() + " of " + families.total() + " not FAIL");
    }

    /** Per language: lines saying the output under them is from before the fix, or a fix's label alone. */
    private static final Map<String, List<String>> BEFORE_THE_FIX = new LinkedHashMap<>();

    static {
        BEFORE_THE_FIX.put("en", List.of("Before the fix:", "Previously:", "Before:", "Fixed:", "Old output:",
                "Before this change:"));
        BEFORE_THE_FIX.put("de", List.of("Vorher:", "Früher:", "Behoben:"));
        BEFORE_THE_FIX.put("fr", List.of("Avant le correctif :", "Auparavant :", "Corrigé :"));
        BEFORE_THE_FIX.put("es", List.of("Antes:", "Anteriormente:", "Corregido:"));
        BEFORE_THE_FIX.put("it", List.of("Prima della correzione:", "In precedenza:", "Risolto:"));
        BEFORE_THE_FIX.put("pt", List.of("Antes:", "Anteriormente:", "Corrigido:"));
        BEFORE_THE_FIX.put("nl", List.of("Voorheen:", "Eerder:", "Opgelost:"));
        BEFORE_THE_FIX.put("ja", List.of("修正前:", "以前は:", "変更前："));
        BEFORE_THE_FIX.put("zh", List.of("修改前：", "之前：", "已修复："));
        BEFORE_THE_FIX.put("ko", List.of("수정 전:", "이전:"));
        BEFORE_THE_FIX.put("tr", List.of("Önceden:", "Daha önce:"));
    }

    @Test
    void aLineSayingTheOutputIsFromBeforeTheFix_keepsThePass() {
        Counts counts = new Counts();
        BEFORE_THE_FIX.forEach((code, intros) -> {
            Language language = LANGUAGES.get(code);
            for (String intro : intros) {
                // (A count of failed tests and a build's failure are read by other readings wherever they stand, and so
                // is a bare line outside a fence: panic, Traceback.)
                for (String line : someFailureLines(language).stream()
                        .filter(l -> !FAMILIES.get("tests").contains(l) && !FAMILIES.get("build").contains(l)).toList()) {
                    for (String shape : List.of("fence", "fence-log")) {
                        String block = INTRODUCED.get(shape).replace("{i}", intro).replace("{l}", line);
                        Verdict above = decide(block + "\n\n" + language.marker(), null);
                        counts.add(code + "/above", above != Verdict.PASS, block + " -> " + above);
                    }
                }
            }
        });
        System.out.println(counts.print("output said from before the fix, not PASS (plain lost), by language"));
        counts.wrong.forEach(w -> System.out.println("  lost: " + w));
        assertTrue(counts.total() >= 400, "too few variants: " + counts.total());
        assertTrue(counts.wrong.size() <= BEFORE_LOST_AT_MOST, counts.wrong.size() + " lost: " + counts.wrong);
    }

    /** The plain lost that keep side allows, each printed. */
    private static final int BEFORE_LOST_AT_MOST = 0;

    /** Above the final decision and in a JSON pass's summary (after the decision, any line nobody listed fails it). */
    private void keep(Counts counts, String key, Language language, String block) {
        Verdict above = decide(block + "\n\n" + language.marker(), null);
        counts.add(key + "/above", above != Verdict.PASS, block + "\n\n" + language.marker() + " -> " + above);
        Verdict json = decide("Reviewed.", summary(block));
        counts.add(key + "/json", json != Verdict.PASS, summary(block) + " -> " + json);
    }
}
