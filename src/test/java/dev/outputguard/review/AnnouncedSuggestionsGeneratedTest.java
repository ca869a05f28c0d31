package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A PASS_WITH_SUGGESTIONS followed directly by a list, with no suggestions heading, announces that list as its
 * suggestions, generated: every language's plain improvement wording, after every marker's spelling of the verdict,
 * right below it, after blank lines and after a short lead that keeps a pass ({@code Minor notes:}), in every bullet,
 * is that verdict with those items; the same lists with one item that states a failing word, a grave problem or a check
 * not made, that opens with a retraction, that jokes or crosses, or that states a failing verdict, of every language
 * the lexicon reads, are FAIL. A plain PASS followed by the same list is FAIL, as before: it says there are none.
 */
class AnnouncedSuggestionsGeneratedTest {

    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final Lexicon LEX = Lexicon.get();

    /** Plain improvement suggestions per language: a request about the code, no word of a problem. */
    private static final Map<String, List<String>> SUGGESTIONS = Map.ofEntries(
            Map.entry("en", List.of("Consider renaming `foo` to `fooCount`.", "Add a unit test for the empty case.")),
            Map.entry("ja", List.of("変数名をより分かりやすくする", "空の場合の単体テストを追加する")),
            Map.entry("zh", List.of("将变量重命名为更清晰的名称", "为空输入添加单元测试")),
            Map.entry("ko", List.of("변수 이름을 더 명확하게 바꾸기", "빈 입력에 대한 단위 테스트 추가")),
            Map.entry("de", List.of("Die Variable klarer benennen", "Einen Unit-Test für den leeren Fall ergänzen")),
            Map.entry("fr", List.of("Renommer la variable pour plus de clarté", "Ajouter un test unitaire pour le cas vide")),
            Map.entry("es", List.of("Renombrar la variable para mayor claridad",
                    "Añadir una prueba unitaria para el caso vacío")),
            Map.entry("it", List.of("Rinominare la variabile per maggiore chiarezza",
                    "Aggiungere un test unitario per il caso vuoto")),
            Map.entry("pt", List.of("Renomear a variável para maior clareza",
                    "Adicionar um teste unitário para o caso vazio")),
            Map.entry("nl", List.of("Hernoem de variabele voor meer duidelijkheid",
                    "Voeg een unittest toe voor het lege geval")),
            Map.entry("tr", List.of("Değişkeni daha açık bir adla yeniden adlandırın", "Boş durum için birim testi ekleyin")));

    /** The verdict written as each marker writes it, on its own line. */
    private static final List<String> VERDICTS = List.of("Final Decision: PASS_WITH_SUGGESTIONS",
            "最終判定: PASS_WITH_SUGGESTIONS", "**判定:** PASS_WITH_SUGGESTIONS", "DECISION: pass with suggestions",
            "判定結果：ＰＡＳＳ＿ＷＩＴＨ＿ＳＵＧＧＥＳＴＩＯＮＳ", "## Final Decision\n\n**PASS_WITH_SUGGESTIONS**",
            "**結果:** ⚠️ PASS-WITH-SUGGESTIONS");
    /** What may stand between the verdict's line and its list: line breaks, blank lines, a short lead that keeps a pass. */
    private static final List<String> BETWEEN = List.of("\n", "\n\n", "\nMinor notes:\n", "\n\n**Suggestions below:**\n\n",
            "\n\nNotes:\n", "\n改善点:\n");
    private static final List<String> BULLETS = List.of("- ", "* ", "1. ", "・", "• ", "+ ");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static String list(List<String> items, String bullet) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < items.size(); i++) {
            b.append(bullet.equals("1. ") ? (i + 1) + ". " : bullet).append(items.get(i)).append('\n');
        }
        return b.toString();
    }

    @Test
    void aListRightAfterThePassWithSuggestions_inEveryLanguage_isItsSuggestions() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            List<String> items = SUGGESTIONS.get(language);
            for (String verdict : VERDICTS) {
                for (String between : BETWEEN) {
                    String bullet = BULLETS.get(variants % BULLETS.size());
                    variants++;
                    String review = "The change is small and clear.\n\n" + verdict + between + list(items, bullet);
                    ReviewDecision d = decider.decide(review, null);
                    if (d.result() != Verdict.PASS_WITH_SUGGESTIONS || !d.suggestions().equals(items)) {
                        wrong.add(language + ": " + review + " -> " + d.result() + " " + d.suggestions() + " " + d.reason());
                    }
                    // A plain PASS says there are none: the same list after it is FAIL, as it was.
                    String plain = review.replace(verdict, verdict.contains("ＰＡＳＳ＿") ? "判定結果：ＰＡＳＳ"
                            : verdict.replaceAll("(?i)pass[ _-]with[ _-]suggestions", "PASS"));
                    variants++;
                    if (decider.decide(plain, null).result() != Verdict.FAIL) {
                        wrong.add("a plain PASS followed by a list did not fail: " + plain);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 900, variants + " variants");
    }

    /** The items that take a pass back, of {@code language}: each kind of the lexicon's words a suggestion may not hold. */
    private static List<String> againstItems(String language) {
        List<String> out = new ArrayList<>();
        boolean cjk = StatedWords.cjk(language);
        // A failing word, a grave problem or a check not made, stated: as a finding before a verdict states it.
        for (String word : StatedWords.failures(language)) {
            out.add(cjk ? "パーサー" + word : "The parser " + word + " on startup.");
            out.add(word);
        }
        // A clause opening with a retraction (a correction aside: it resolves), a joke, a cross.
        for (String word : LEX.words(Category.RETRACTION, language)) {
            if (!LEX.is(word, Category.RESOLVING) && !LEX.is(word, Category.PSEUDO)) {
                out.add(word + ", the tests fail.");
            }
        }
        for (String word : LEX.words(Category.JOKE, language)) {
            if ((dev.outputguard.assertion.Assertion.categoriesIn(word.split(" ")[0]) & Category.NEGATION.bit()) == 0) {
                out.add("Looks good " + word);
            }
        }
        for (String mark : LEX.words(Category.CROSS, "common")) {
            if ("☐⬜□▢◻".contains(mark)) {
                continue; // an open task box opening a suggestion is the suggestion's own: a task still to do
            }
            out.add(mark + " " + SUGGESTIONS.get(language).get(0));
        }
        // A failing verdict, after a verdict label of the language or alone.
        List<String> labels = LEX.words(Category.VERDICT_LABEL, language);
        int turn = 0;
        for (String word : LEX.words(Category.NEGATIVE_VERDICT, language)) {
            if (LEX.is(word, Category.POSITIVE_VERDICT) || LEX.is(word, Category.PSEUDO)) {
                continue;
            }
            out.add(labels.get(turn++ % labels.size()) + ": " + word);
        }
        out.add("FAIL");
        out.add("Final Decision: FAIL");
        return out;
    }

    @Test
    void theSameListWithOneItemThatTakesThePassBack_inEveryLanguage_isFail() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String> plain = SUGGESTIONS.get(language);
            for (String against : againstItems(language)) {
                String verdict = VERDICTS.get(turn % VERDICTS.size());
                String between = BETWEEN.get(turn % BETWEEN.size());
                String bullet = BULLETS.get(turn % BULLETS.size());
                turn++;
                List<String> items = List.of(plain.get(0), against, plain.get(1));
                variants++;
                String review = verdict + between + list(items, bullet);
                if (decider.decide(review, null).result() != Verdict.FAIL) {
                    wrong.add(language + ": " + review);
                }
            }
        }
        // The problems a reviewer writes most often, in a few languages, whatever the lexicon adds.
        for (String against : List.of("SQL injection in login", "tests fail", "CRITICAL: data loss", "ログインにSQLインジェクション",
                "テストが失敗する", "致命的: データ消失", "登录存在SQL注入", "测试失败", "严重：数据丢失", "로그인에 SQL 인젝션",
                "테스트 실패", "치명적: 데이터 손실", "SQL-Injection im Login", "Tests fehlgeschlagen", "Kritisch: Datenverlust",
                "Injection SQL dans la connexion", "les tests échouent", "Critique : perte de données",
                "Inyección SQL en el login", "las pruebas fallan", "Crítico: pérdida de datos")) {
            for (String verdict : VERDICTS) {
                variants++;
                String review = verdict + "\n" + list(List.of(SUGGESTIONS.get("en").get(0), against), "- ");
                if (decider.decide(review, null).result() != Verdict.FAIL) {
                    wrong.add("a problem read as a suggestion: " + review);
                }
            }
        }
        // A lead that does not keep a pass is no announcement of suggestions.
        for (String lead : List.of("Issues:", "Blocking issues:", "Problems found:", "Before merging:")) {
            variants++;
            String review = VERDICTS.get(0) + "\n" + lead + "\n" + list(SUGGESTIONS.get("en"), "- ");
            if (decider.decide(review, null).result() != Verdict.FAIL) {
                wrong.add("a lead that names problems kept it: " + review);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1_000, variants + " variants");
    }
}
