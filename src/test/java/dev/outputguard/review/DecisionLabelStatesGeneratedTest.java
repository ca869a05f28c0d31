package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;

/**
 * A decision's label over a state above a pass, generated from the lexicon: every {@code decides} label of eleven
 * languages ({@code Decision}, {@code Verdict}, {@code 判定}, {@code Entscheidung}) over a state of words nobody listed
 * ({@code Decision: back to the author}) fails the pass beside it, read fail-closed at any length; the same label over
 * a sentence holding a word saying the work is sound ({@code Decision: the change is correct and ready}) keeps it (but
 * in Japanese and Chinese, whose decision labels are the review's markers, where a verdict must be the value). Every
 * verdict label over a failing or passing verdict written a letter at a time ({@code Result: F A I L},
 * {@code Verdict: P A S S}) or with a digit among its letters ({@code FA1L}) fails it: a word nobody listed. A label
 * summing the review up ({@code sums-up}: {@code TL;DR}, {@code Overall}, {@code 总结}, {@code 총평}) over a no of its
 * language fails it ({@code TL;DR: no}), over a word saying the work is sound keeps it ({@code Overall: solid}).
 */
class DecisionLabelStatesGeneratedTest {

    private static final String MARKER = "\n\nFinal Decision: PASS";
    /** Per language, a state of words nobody listed: what happens to the change, said in words no list holds. */
    private static final Map<String, String> UNLISTED = Map.ofEntries(Map.entry("en", "back to the author"),
            Map.entry("de", "zurück an den Autor"), Map.entry("fr", "retour à l'auteur"),
            Map.entry("es", "devolver al autor"), Map.entry("it", "rimandare all'autore"),
            Map.entry("pt", "devolver ao autor"), Map.entry("nl", "terug naar de auteur"),
            Map.entry("tr", "yazara geri gönderilsin"), Map.entry("ja", "作成者に差し戻して再提出"),
            Map.entry("zh", "退回给作者重新提交"), Map.entry("ko", "작성자에게 돌려보내 다시 제출"));
    /** Per language, "the change is %s and nothing else to add", {@code %s} a word saying the work is sound. */
    private static final Map<String, String> SOUND = Map.ofEntries(Map.entry("en", "the change is %s, nothing else to add"),
            Map.entry("de", "die Änderung ist %s, sonst nichts"), Map.entry("fr", "le changement est %s, rien à ajouter"),
            Map.entry("es", "el cambio es %s, nada más que añadir"), Map.entry("it", "la modifica è %s, niente da aggiungere"),
            Map.entry("pt", "a mudança é %s, nada a acrescentar"), Map.entry("nl", "de wijziging is %s, verder niets"),
            Map.entry("tr", "değişiklik %s, eklenecek bir şey yok"), Map.entry("ja", "変更は%sで、追加の指摘はありません"),
            Map.entry("zh", "改动%s，没有其他意见"), Map.entry("ko", "변경은 %s, 추가 의견 없음"));

    private final FamilyTally tally = new FamilyTally();

    @Test
    void aDecisionsLabelOverAState_inEveryLanguage_keepsAPassOnlyByAWordThatDoes() {
        for (String language : UNLISTED.keySet()) {
            List<String> labels = Lexicon.get().words(Role.DECIDES, language);
            List<String> sound = Lexicon.get().words(Role.SOUND, language).stream()
                    .filter(w -> (Lexicon.get().categoriesOfWord(w) & (Category.NEGATION.bit()
                            | Category.NOTHING.bit())) == 0)
                    .toList();
            assertTrue(!labels.isEmpty() && !sound.isEmpty(), language + " lists no decision label or no sound word");
            int turn = 0;
            for (String label : labels) {
                String name = Character.toUpperCase(label.charAt(0)) + label.substring(1);
                tally.check("a decision's label over words nobody listed", name + ": " + UNLISTED.get(language) + MARKER,
                        Verdict.FAIL);
                String good = sound.get(turn++ % sound.size());
                if (language.equals("ja") || language.equals("zh")) {
                    continue; // 判定, 決定, 裁定 are the review's markers there: their value must be a verdict itself
                }
                tally.check("a decision's label over a sound change", name + ": " + String.format(SOUND.get(language), good)
                        + MARKER, Verdict.PASS);
            }
        }
        for (String language : UNLISTED.keySet()) {
            List<String> sound = Lexicon.get().words(Role.SOUND, language).stream()
                    .filter(w -> Lexicon.get().categoriesOfWord(w) == 0 && !w.contains(" ")).toList();
            int turn = 0;
            for (String label : Lexicon.get().words(Role.SUMS_UP, language)) {
                String name = Character.toUpperCase(label.charAt(0)) + label.substring(1);
                for (String no : Lexicon.get().words(Category.NO, language)) {
                    tally.check("a summing-up label over a no", name + ": " + no + MARKER, Verdict.FAIL);
                }
                if (!sound.isEmpty()) {
                    tally.check("a summing-up label over a sound word", name + ": " + sound.get(turn++ % sound.size())
                            + MARKER, Verdict.PASS);
                }
            }
        }
        for (String language : UNLISTED.keySet()) {
            for (String label : Lexicon.get().words(Category.VERDICT_LABEL, language)) {
                String name = Character.toUpperCase(label.charAt(0)) + label.substring(1);
                tally.check("a verdict written a letter at a time", name + ": F A I L" + MARKER, Verdict.FAIL);
                tally.check("a verdict written a letter at a time", name + ": P A S S" + MARKER, Verdict.FAIL);
                tally.check("a verdict with a digit among its letters", name + ": FA1L" + MARKER, Verdict.FAIL);
            }
        }
        tally.assertAllRead("decision labels' states above a pass", 300);
    }
}
