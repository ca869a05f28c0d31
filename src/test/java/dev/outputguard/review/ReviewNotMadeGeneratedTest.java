package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.extract.JsonExtractor;

/**
 * A review that says it could not make, or did not make, the review itself, generated: every act of reviewing the
 * lexicon lists for a language ({@link Role#REVIEW_ACT}), in each of that language's ways of saying it could not or
 * did not do it, placed before a verdict (the line above, the same line, a bullet above, a paragraph above) and as the
 * reason inside a JSON verdict, is FAIL; the same acts said plainly, or beside a negation that counts a problem, keep
 * the pass.
 */
class ReviewNotMadeGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();

    /** Per language, sentences that say an act was not or could not be made ({@code {act}}: the act). */
    private static final Map<String, List<String>> NOT_MADE = Map.ofEntries(
            Map.entry("en", List.of("I cannot {act} this change.", "I could not {act} the code.",
                    "I was unable to {act} the diff.", "I was not able to fully {act} it.", "I did not {act} the tests.",
                    "Sorry, I can't {act} this.", "I haven't been able to {act} this.",
                    "I could not {act} the parser or the tests.", "I haven't {act} the diff.", "I have never {act} this code.",
                    "I have not yet {act} the code.")),
            Map.entry("ja", List.of("コードを{act}できませんでした。", "{act}していません。", "{act}できない状態です。", "まだ{act}していません。")),
            Map.entry("zh", List.of("无法{act}此代码。", "未能{act}代码。", "没有{act}这个改动。", "不能{act}。", "我没{act}代码。",
                    "代码我还没{act}。",
                    "代码我还没有{act}。", "代码我尚未{act}。", "我还未{act}代码。", "代碼我還沒有{act}。")),
            Map.entry("ko", List.of("코드를 {act}할 수 없었습니다.", "{act}하지 못했습니다.", "{act}하지 않았습니다.", "아직 {act}하지 않았습니다.")),
            Map.entry("de", List.of("Ich konnte den Code nicht {act}.", "Ich kann das nicht {act}.",
                    "Ich habe den Code nicht {act}.", "Wir haben es nicht {act}.",
                    "Ich habe den Code noch nicht {act}.")),
            Map.entry("fr", List.of("Je n'ai pas pu {act} le code.", "Je ne suis pas en mesure de {act} ce changement.",
                    "Impossible de {act} le diff.", "Je n'ai pas {act} le code.",
                    "Je n'ai pas encore {act} le code.")),
            Map.entry("es", List.of("No pude {act} el código.", "No pude {act} el código o las pruebas.", "No puedo {act} este cambio.", "Imposible {act} el diff.", "No he {act} el código.",
                    "Todavía no he {act} el código.", "Aún no he {act} el código.")),
            Map.entry("it", List.of("Non ho potuto {act} il codice.", "Non posso {act} questa modifica.",
                    "Impossibile {act} il diff.", "Non ho {act} il codice.",
                    "Non ho ancora {act} il codice.")),
            Map.entry("pt", List.of("Não consegui {act} este código.", "Não consegui {act} o código.", "Não posso {act} esta mudança.",
                    "Impossível {act} a mudança.", "Não {act} o código.",
                    "Ainda não {act} o código.")),
            Map.entry("nl", List.of("Ik kon de code niet {act}.", "Ik kan deze wijziging niet {act}.",
                    "Ik kon de diff niet {act}.", "Ik kon de code nog niet {act}.")));

    /** Per language, the act said plainly, and a negation in its sentence that counts a problem. */
    private static final Map<String, List<String>> MADE = Map.ofEntries(
            Map.entry("en", List.of("I {act} every file.", "No issues were found when I {act} the code.",
                    "I {act} all of it carefully.")),
            Map.entry("ja", List.of("コードを{act}しました。", "{act}の結果、問題は見つかりませんでした。")),
            Map.entry("zh", List.of("已{act}全部代码。", "{act}未发现问题。", "{act}了代码，没有看到问题。", "我没有看出任何问题。")),
            Map.entry("ko", List.of("코드를 {act}했습니다.", "{act} 완료, 문제 없음.")),
            Map.entry("de", List.of("Ich habe den Code {act}.", "Keine Probleme beim {act} gefunden.")),
            Map.entry("fr", List.of("J'ai pu {act} tout le code.", "Aucun problème trouvé en {act} le code.")),
            Map.entry("es", List.of("Pude {act} todo el código.", "Ningún problema al {act} el código.")),
            Map.entry("it", List.of("Ho potuto {act} tutto il codice.", "Nessun problema nel {act} il codice.")),
            Map.entry("pt", List.of("Consegui {act} todo o código.", "Nenhum problema ao {act} o código.")),
            Map.entry("nl", List.of("Ik heb de code kunnen {act}.", "Geen problemen bij het {act} van de code.")));

    /** Per language, sentences saying the reviewer made its review of a part only ({@code {act}}: the act). */
    private static final Map<String, List<String>> PART_ONLY = Map.ofEntries(
            Map.entry("en", List.of("I only {act} the README.", "We have only {act} the first file.")),
            Map.entry("zh", List.of("我只{act}了第一个文件。", "仅{act}了部分代码。")),
            Map.entry("ko", List.of("첫 번째 파일만 {act}했습니다.")),
            Map.entry("de", List.of("Ich habe den Code nur {act}.")),
            Map.entry("fr", List.of("Je n'ai {act} que le début du diff.")),
            Map.entry("es", List.of("Solo {act} la primera parte.")),
            Map.entry("it", List.of("Ho solo {act} il primo file.")),
            Map.entry("pt", List.of("Só {act} o primeiro arquivo.")));

    /** Per language, sentences saying the review was cut short by time or by the model's context. */
    private static final Map<String, List<String>> CUT_SHORT = Map.ofEntries(
            Map.entry("en", List.of("I ran out of time before finishing.", "Ran out of context before the last file.",
                    "Context window exceeded; the rest was not read.", "I didn't have time to go further.")),
            Map.entry("zh", List.of("时间不够，后面的文件没看完。", "超出上下文，只读了一部分。")),
            Map.entry("ja", List.of("時間切れのため途中までです。", "時間が足りず最後まで読めませんでした。")),
            Map.entry("ko", List.of("시간이 부족해서 리뷰를 끝내지 못했습니다.")),
            Map.entry("de", List.of("Aus Zeitgründen habe ich abgebrochen.", "Ich hatte keine Zeit für den Rest.")),
            Map.entry("fr", List.of("Je n'ai pas eu le temps de finir.", "Par manque de temps, j'ai arrêté.")),
            Map.entry("es", List.of("No tuve tiempo de terminar.", "Por falta de tiempo, me detuve.")),
            Map.entry("it", List.of("Non ho avuto tempo di finire.", "Per mancanza di tempo mi sono fermato.")),
            Map.entry("pt", List.of("Não tive tempo de terminar.", "Por falta de tempo, parei.")));

    /**
     * Per language, sentences saying the reviewer could not get at what it was given to review, or that it was lost
     * ({@code {get}}: an act of getting at it, {@link Role#MATERIAL_ACT}; {@code {what}}: a thing given,
     * {@link Role#MATERIAL}).
     */
    private static final Map<String, List<String>> MATERIAL_LOST = Map.ofEntries(
            Map.entry("en", List.of("I could not {get} the repository.", "The repository could not be {get}.",
                    "I was unable to {get} the code.", "I couldn't find the {what} you mentioned.",
                    "Judging by the {what} alone, it looks fine.", "Without seeing the {what}, I'd say it's fine.")),
            Map.entry("de", List.of("Ich konnte das Repository nicht {get}.", "Das Repository konnte nicht {get} werden.",
                    "Ohne die {what} zu sehen, sieht es gut aus.")),
            Map.entry("fr", List.of("Je n'ai pas pu {get} le dépôt.", "Le dépôt n'a pas pu être {get}.", "Impossible de {get} le code.",
                    "Sans voir les {what}, cela semble correct.")),
            Map.entry("es", List.of("No pude {get} el repositorio.", "No se pudo {get} el código.", "Falta el {what}.",
                    "Sin ver el {what}, parece correcto.")),
            Map.entry("ja", List.of("リポジトリを{get}できませんでした。", "{what}が空でした。", "{what}が見つかりませんでした。",
                    "{what}を見ずに判断しました。")),
            Map.entry("zh", List.of("无法{get}代码仓库。", "未能{get}代码。", "{what}为空。", "没有提供{what}。", "{what}不完整。")),
            Map.entry("ko", List.of("저장소를 {get}할 수 없었습니다.", "{get}하지 못했습니다.", "{what}가 비어 있었습니다.",
                    "{what}이 제공되지 않았습니다.")),
            Map.entry("it", List.of("Non ho potuto {get} il repository.", "Senza vedere il {what}, sembra corretto.")),
            Map.entry("pt", List.of("Não consegui {get} o repositório.", "Sem ver o {what}, parece correto.")),
            Map.entry("nl", List.of("Ik kon de repository niet {get}.", "Zonder de {what} te zien, lijkt het goed.")));

    /** Per language, the same acts and things said plainly. */
    private static final Map<String, List<String>> MATERIAL_HAD = Map.ofEntries(
            Map.entry("en", List.of("I was able to {get} the code.", "The {what} was complete and clear.")),
            Map.entry("de", List.of("Ich konnte den Code {get}.", "Die {what} war vollständig.")),
            Map.entry("fr", List.of("J'ai pu {get} le code.", "Le {what} était complet.")),
            Map.entry("es", List.of("Pude {get} el código.", "El {what} estaba completo.")),
            Map.entry("ja", List.of("リポジトリを{get}しました。", "{what}を確認しました。")),
            Map.entry("zh", List.of("已{get}代码仓库。", "已检查{what}，没有问题。")),
            Map.entry("ko", List.of("저장소를 {get}했습니다.", "{what}를 확인했습니다.")),
            Map.entry("it", List.of("Ho potuto {get} il codice.", "Il {what} era completo.")),
            Map.entry("pt", List.of("Consegui {get} o código.", "O {what} estava completo.")),
            Map.entry("nl", List.of("Ik kon de code {get}.", "Ik heb de {what} gelezen.")));

    /** Where the sentence stands beside a marker's verdict ({@code {s}}: the sentence, {@code {v}}: the verdict). */
    private static final List<String> PLACES = List.of("{s}\n\n{v}", "{s} {v}", "- {s}\n\n{v}", "## Review\n\n{s}\n\n{v}\n");
    private static final List<String> VERDICTS = List.of("Final Decision: PASS", "**Final Decision:** PASS", "最終判定: PASS",
            "Final Decision: PASS_WITH_SUGGESTIONS");

    /** What a sentence's slot stands for: each word of the role, in the sentence's language. */
    private static final Map<String, Role> SLOTS = Map.of("{act}", Role.REVIEW_ACT, "{get}", Role.MATERIAL_ACT, "{what}",
            Role.MATERIAL);

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /**
     * The reviews holding each sentence of {@code frames} for each word of {@code language} its slot stands for
     * ({@link #SLOTS}; once, where the sentence has none), in every place and as a JSON reason.
     */
    private static List<String> reviews(Map<String, List<String>> frames, String language) {
        List<String> out = new ArrayList<>();
        int turn = 0;
        for (String frame : frames.get(language)) {
            String slot = SLOTS.keySet().stream().filter(frame::contains).findFirst().orElse(null);
            for (String word : slot == null ? List.of("") : LEX.words(SLOTS.get(slot), language)) {
                String sentence = slot == null ? frame : frame.replace(slot, word);
                for (String place : PLACES) {
                    out.add(place.replace("{s}", sentence).replace("{v}", VERDICTS.get(turn++ % VERDICTS.size())));
                }
                out.add("{\"result\": \"PASS\", \"reason\": \"" + sentence.replace("\"", "\\\"") + "\"}");
            }
        }
        return out;
    }

    /**
     * Decides every review of {@code frames} in each language, asserts none is wrong ({@code keep}: a FAIL is wrong,
     * else a verdict other than FAIL is), prints the count under {@code family} and returns how many were decided.
     */
    private int check(Map<String, List<String>> frames, boolean keep, String family) {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : frames.keySet()) {
            assertTrue(!LEX.words(Role.REVIEW_ACT, language).isEmpty(), language + " lists no act of reviewing");
            for (String review : reviews(frames, language)) {
                variants++;
                ReviewDecision d = decider.decide(review, null);
                if (keep == (d.result() == Verdict.FAIL)) {
                    wrong.add(language + ": " + review + " -> " + (keep ? d.reason() : d.result()));
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        System.out.println(family + ": " + variants + " variants, " + wrong.size() + (keep ? " FAIL" : " not FAIL"));
        return variants;
    }

    @Test
    void aReviewItsReviewerCouldNotMake_inEveryLanguage_isFail() {
        int variants = check(NOT_MADE, false, "a review its reviewer could not make");
        assertTrue(NOT_MADE.size() >= 7 && variants >= 2_000, variants + " variants");
    }

    @Test
    void aReviewOfAPartOnly_orCutShort_inEveryLanguage_isFail() {
        int variants = check(PART_ONLY, false, "a review its reviewer made of a part only");
        variants += check(CUT_SHORT, false, "a review cut short by time or context");
        assertTrue(PART_ONLY.size() >= 7 && variants >= 1_000, variants + " variants");
    }

    @Test
    void theSameActsSaidPlainly_keepThePass() {
        int variants = check(MADE, true, "the same acts said plainly");
        assertTrue(variants >= 1_000, variants + " variants");
    }

    @Test
    void aReviewWhoseMaterialWasLost_inEveryLanguage_isFail() {
        int variants = check(MATERIAL_LOST, false, "a review whose material could not be got at or was lost");
        assertTrue(MATERIAL_LOST.size() >= 7 && variants >= 4_000, variants + " variants");
    }

    @Test
    void theMaterialHadPlainly_keepsThePass() {
        int variants = check(MATERIAL_HAD, true, "the same acts and things said plainly");
        assertTrue(variants >= 1_000, variants + " variants");
    }
}
