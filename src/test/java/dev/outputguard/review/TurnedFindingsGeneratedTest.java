package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;

/**
 * A sentence of findings above a pass turned on what the change does other than meant, generated: every word of the
 * lexicon's {@code turn} role in every language it reads ({@code still}, {@code twice}, {@code wrong},
 * {@code anyone can}, {@code immer noch}, {@code deux fois}, {@code todavía}, {@code 依然として}, {@code 仍然}, {@code 여전히}),
 * written into a neutral sentence of its language above a marker's pass, fails it; the same sentence with a word before
 * the turn saying what the change does (each {@code change-act} word in turn: {@code now}, {@code adds}, {@code jetzt}),
 * or one after it saying the work is sound (each {@code sound} word: {@code correct}, {@code klar}, {@code 正确}),
 * keeps it, and so does the turn inside code ticks, a blockquote or a heading, and above a pass with suggestions, which
 * may list what it found. The neutral sentence alone keeps the pass in every language, so a FAIL is the turn's.
 */
class TurnedFindingsGeneratedTest {

    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final List<String> MARKERS = List.of("Final Decision: PASS", "最終判定: PASS", "判定: PASS",
            "**Final Decision:** PASS");
    /** Per language, a subject and a predicate that say nothing either way: what an export job writes where. */
    private static final Map<String, String[]> NEUTRAL = Map.ofEntries(
            Map.entry("en", new String[] {"The export job", "writes the totals to the ledger."}),
            Map.entry("de", new String[] {"Der Exportjob", "schreibt die Summen ins Hauptbuch."}),
            Map.entry("fr", new String[] {"La tâche d'export", "écrit les totaux dans le grand livre."}),
            Map.entry("es", new String[] {"El trabajo de exportación", "escribe los totales en el libro mayor."}),
            Map.entry("it", new String[] {"Il job di esportazione", "scrive i totali nel registro."}),
            Map.entry("pt", new String[] {"O job de exportação", "grava os totais no razão."}),
            Map.entry("nl", new String[] {"De exporttaak", "schrijft de totalen naar het grootboek."}),
            Map.entry("tr", new String[] {"Dışa aktarma işi", "toplamları deftere yazıyor."}),
            Map.entry("ja", new String[] {"エクスポートのジョブは", "合計を台帳に書き込みます。"}),
            Map.entry("zh", new String[] {"导出任务", "把合计写入总账。"}),
            Map.entry("ko", new String[] {"내보내기 작업은", "합계를 원장에 기록합니다."}));
    /** What a word of the turn role may also be that a reading other than this one states or takes back. */
    private static final long READ_ELSEWHERE = Category.SEVERE.bit() | Category.NEGATIVE_VERDICT.bit()
            | Category.UNVERIFIED.bit() | Category.PROBLEM.bit() | Category.FAILURE.bit();


    private static String join(String language, String... words) {
        String space = language.equals("ja") || language.equals("zh") ? "" : " ";
        return String.join(space, words);
    }

    @Test
    void aTurnedSentenceAboveAPass_inEveryLanguage_failsIt_andOneKeptByAChangeOrASoundWordKeepsIt() {
        FamilyTally tally = new FamilyTally();
        int turn = 0;
        for (String language : LANGUAGES) {
            String[] neutral = NEUTRAL.get(language);
            assertTrue(neutral != null, "no neutral sentence for " + language);
            List<String> changes = Lexicon.get().words(Role.CHANGE_ACT, language);
            List<String> sound = Lexicon.get().words(Role.SOUND, language);
            String plain = join(language, neutral[0], neutral[1]);
            for (String marker : MARKERS) {
                tally.check("plain", plain + "\n\n" + marker, verdictOf(marker));
            }
            List<String> timesOff = Lexicon.get().words(Role.TIME_OFF, language);
            String measure = Lexicon.get().words(Role.TIME_MEASURE, language).get(0);
            List<String> conditions = Lexicon.get().words(Role.EVEN_WHEN, language);
            List<String> multipliers = Lexicon.get().words(Role.MULTIPLIER_BOUND, language);
            List<String> limits = new ArrayList<>(Lexicon.get().words(Role.EXCEEDS, language));
            limits.addAll(Lexicon.get().words(Role.LETS_IN, language));
            List<String> including = Lexicon.get().words(Role.INCLUDES, language);
            List<String> altering = Lexicon.get().words(Role.ALTERS, language);
            List<String> destroying = Lexicon.get().words(Role.DESTROYS, language);
            List<String> preventing = Lexicon.get().words(Role.PREVENTS, language);
            List<String> mismatching = Lexicon.get().words(Role.MISMATCH, language);
            List<String> never = new ArrayList<>(Lexicon.get().words(Role.NEVER_TIME, language));
            never.addAll(Lexicon.get().words(Role.NEVER_AFTER_NOT, language));
            List<String> cleaning = new ArrayList<>(Lexicon.get().words(Role.CLEANS_UP, language));
            cleaning.addAll(Lexicon.get().words(Role.LINGERS, language));
            cleaning.addAll(Lexicon.get().words(Role.LEFT_BEHIND, language));
            List<String> racing = new java.util.ArrayList<>(Lexicon.get().words(Role.RACE, language));
            racing.removeAll(Lexicon.get().words(Role.REPEAT_TURN, language)); // a repeat as well (중복), read as one
            for (String turnWord : Lexicon.get().words(Role.TURN, language)) {
                if (conditions.contains(turnWord)) {
                    continue; // a condition's word turns its sentence only where a negation follows (StillUsedGeneratedTest)
                }
                if (multipliers.contains(turnWord)) {
                    continue; // a multiplier turns its sentence only beside a thing that must not grow (MultiplierGeneratedTest)
                }
                if (limits.contains(turnWord)) {
                    continue; // a word of a limit crossed turns it only beside what it bounds (LimitCrossedGeneratedTest)
                }
                if (including.contains(turnWord)) {
                    continue; // a verb of including turns it only with a figure and what stays out (IncludedStatedGeneratedTest)
                }
                if (racing.contains(turnWord)) {
                    continue; // a word of a race is read by the race's own reading, its keeps and its partners
                              // (the same thing, a verb of creating or of locking: RaceStatedGeneratedTest)
                }
                if (mismatching.contains(turnWord)) {
                    continue; // a mismatch is read by its own reading and short list of keeps (MismatchStatedGeneratedTest)
                }
                if (never.contains(turnWord)) {
                    continue; // a word of time denies only a delivery, read with its own keeps (NeverDeliveredGeneratedTest)
                }
                if (preventing.contains(turnWord)) {
                    continue; // a verb of preventing turns it only negated beside a harm (PreventionDeniedGeneratedTest)
                }
                if (cleaning.contains(turnWord) && !racing.contains(turnWord) && !altering.contains(turnWord)) {
                    continue; // a verb of ending or a word of lingering turns it only beside a thing that lingers
                              // (CleanupNotDoneGeneratedTest)
                }
                if (altering.contains(turnWord)) {
                    continue; // a verb of alteration turns it only with a thing of text or data (AlteredOnItsWayGeneratedTest)
                }
                // A word of a time off turns its sentence only beside a measure of time (2 days late, 早了2天).
                String word = !timesOff.contains(turnWord) ? turnWord
                        : language.equals("zh") ? turnWord + "2" + measure
                        : language.equals("ja") ? "2" + measure + turnWord
                        : language.equals("ko") ? measure + " " + turnWord
                        : "2 " + measure + " " + turnWord;
                String marker = MARKERS.get(turn++ % MARKERS.size());
                Verdict pass = verdictOf(marker);
                // A word saying a thing is another party's states a harm of its own (其他用户的, 他人の).
                long also = Lexicon.get().categoriesOfWord(turnWord)
                        | (Lexicon.get().words(Role.OTHERS_OWN, language).contains(turnWord) ? Category.PROBLEM.bit() : 0);
                tally.check("turned", join(language, neutral[0], word, neutral[1]) + "\n\n" + marker, Verdict.FAIL);
                tally.check("turned, above a pass with suggestions (which may list what it found)",
                        join(language, neutral[0], word, neutral[1]) + "\n\nDECISION: PASS_WITH_SUGGESTIONS",
                        (also & READ_ELSEWHERE) != 0 ? null : Verdict.PASS_WITH_SUGGESTIONS);
                tally.check("turned, a bullet",
                        "- " + join(language, neutral[0], word, neutral[1]) + "\n\n" + marker, Verdict.FAIL);
                tally.check("turned, in code ticks",
                        join(language, neutral[0], "`" + word + "`", neutral[1]) + "\n\n" + marker, pass);
                // A quotation its leading line names as another's words (a blockquote of the reviewer's own states).
                tally.check("turned, quoted",
                        "The ticket says:\n> " + join(language, neutral[0], word, neutral[1]) + "\n\n" + marker, pass);
                tally.check("turned, a heading",
                        "## " + join(language, neutral[0], word, neutral[1]) + "\n\n" + marker, pass);
                if ((also & READ_ELSEWHERE) != 0) {
                    continue; // the word states a problem of its own: the findings' other readings fail the pass
                }
                String change = changes.get(turn % changes.size());
                if (destroying.contains(change)) {
                    continue; // a change's word that destroys is read by its own reading and keeps, over whatever
                              // follows it (DestroyedAnyDataGeneratedTest)
                }
                if (timesOff.contains(turnWord)) {
                    continue; // a word of the change before a time off names the change that puts it off
                }
                tally.check("a change's word before the turn",
                        join(language, neutral[0], change, word, neutral[1]) + "\n\n" + marker, pass);
                if (!negates(language, turnWord)) {
                    String good = sound.get(turn % sound.size());
                    tally.check("a sound word after the turn",
                            join(language, neutral[0], word, good, neutral[1]) + "\n\n" + marker, pass);
                }
            }
        }
        tally.assertAllRead("turned findings above a pass", 500);
    }

    /**
     * Whether {@code word} is or holds a negation of its language (the {@code 别} of {@code 别人的}, the {@code n'} of
     * {@code n'importe qui}, the {@code 못} of {@code 잘못}): a word that keeps a pass after it is taken back.
     */
    private static boolean negates(String language, String word) {
        if ((Lexicon.get().categoriesOfWord(word) & (Category.NEGATION.bit() | Category.VERB_NEGATION.bit())) != 0) {
            return true;
        }
        for (Category negation : List.of(Category.NEGATION, Category.VERB_NEGATION)) {
            for (String n : Lexicon.get().words(negation, language)) {
                if (StatedWords.cjk(language) ? word.contains(n.strip())
                        : (" " + word + " ").contains(" " + n + " ") || n.endsWith("'") && word.startsWith(n)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Verdict verdictOf(String marker) {
        return marker.endsWith("PASS_WITH_SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
    }
}
