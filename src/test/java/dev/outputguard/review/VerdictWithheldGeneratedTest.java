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
 * Words before a pass saying the review or its verdict is not there, generated: every word the lexicon lists for a
 * language as naming the review or its verdict ({@link Role#REVIEW_ITSELF}), in each of that language's ways of saying
 * there is none, it was not given, or it is cut off or missing, placed right above a pass or opening the review four
 * lines before it, above a marker's pass, above a JSON pass in the
 * review, and above a JSON pass in the reply that parsed a plain review, is never PASS; the same words presenting the
 * verdict, or in a sentence whose negation counts a problem none, keep the pass.
 */
class VerdictWithheldGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();

    /** Per language, sentences that say the review or its verdict ({@code {w}}) is not there. */
    private static final Map<String, List<String>> WITHHELD = Map.ofEntries(
            Map.entry("en", List.of("No {w} was given.", "There is no {w} in the text.", "The text does not state a {w}.",
                    "I have no basis for a {w}.", "Nothing in the text supports a {w}.", "The {w} was cut off.",
                    "The {w} is missing.", "The {w} is silent on the outcome.", "The {w} never arrived.",
                    "{w}: none", "The {w} below is a placeholder.")),
            Map.entry("ja", List.of("{w}は示されていません。", "{w}がありません。", "{w}は途中で切れています。", "{w}が見当たりません。", "{w}：なし", "{w}保留。")),
            Map.entry("zh", List.of("没有给出{w}。", "文本中没有{w}。", "{w}没有给出。", "{w}：无", "{w}待定。")),
            Map.entry("ko", List.of("{w}이 없습니다.", "{w}는 제시되지 않았습니다.", "{w}가 누락되었습니다.", "{w}: 없음", "{w} 보류.")),
            Map.entry("de", List.of("Es gibt kein {w}.", "Kein {w} wurde gegeben.", "Der Text nennt kein {w}.", "{w} fehlt.", "{w}: keine")),
            Map.entry("fr", List.of("Aucun {w} n'a été donné.", "Il n'y a pas de {w}.", "Le texte ne donne pas de {w}.",
                    "{w} manquant.", "{w} : aucun")),
            Map.entry("es", List.of("No se dio ningún {w}.", "No hay {w}.", "El texto no indica un {w}.", "{w} ausente.", "{w}: ninguno")),
            Map.entry("it", List.of("Nessun {w} è stato dato.", "Non c'è {w}.", "{w} mancante.")),
            Map.entry("pt", List.of("Nenhum {w} foi dado.", "Não há {w}.", "{w} ausente.")),
            Map.entry("nl", List.of("Er is geen {w}.", "Geen {w} gegeven.", "{w} ontbreekt.")),
            Map.entry("tr", List.of("{w} yok.", "{w} verilmedi.")));

    /** Per language, the same words presenting the verdict, and a sentence whose negation counts a problem none. */
    private static final Map<String, List<String>> PRESENTED = Map.ofEntries(
            Map.entry("en", List.of("Here is the {w}:", "The {w} is below.", "The {w} found no issues.")),
            Map.entry("ja", List.of("以下が{w}です。", "{w}の結果、問題はありませんでした。")),
            Map.entry("zh", List.of("以下是{w}：", "{w}如下。")),
            Map.entry("ko", List.of("{w} 결과는 다음과 같습니다.")),
            Map.entry("de", List.of("Hier ist das {w}.")),
            Map.entry("fr", List.of("Voici le {w} :")),
            Map.entry("es", List.of("Aquí está el {w}:")),
            Map.entry("it", List.of("Ecco il {w}:")),
            Map.entry("pt", List.of("Aqui está o {w}:")),
            Map.entry("nl", List.of("Hier is het {w}.")),
            Map.entry("tr", List.of("İşte {w}:")));

    /**
     * Per language, words that may open such a sentence and keep nothing of it: a remark on it, a hedge, a determiner of
     * the review's name in a script without articles ({@code Honestly the review was cut off.}, {@code 这次{w}待定。}).
     */
    private static final Map<String, List<String>> OPENERS = Map.ofEntries(
            Map.entry("en", List.of("Honestly", "Unfortunately,", "I think", "It seems", "Note that", "FYI", "In fact", "To be clear,")),
            Map.entry("ja", List.of("残念ながら", "たぶん", "今回の", "なお、")),
            Map.entry("zh", List.of("这次", "本次", "此次")),
            Map.entry("ko", List.of("아쉽게도 ", "이번 ", "참고로 ")),
            Map.entry("de", List.of("Leider", "Ich glaube,", "Offenbar")),
            Map.entry("fr", List.of("Malheureusement", "Je pense que", "Apparemment")),
            Map.entry("es", List.of("Lamentablemente", "Creo que", "Al parecer")),
            Map.entry("it", List.of("Purtroppo", "Credo che")),
            Map.entry("pt", List.of("Infelizmente", "Acho que")),
            Map.entry("nl", List.of("Helaas", "Ik denk dat")),
            Map.entry("tr", List.of("Maalesef ")));
    /** Per language, openers that keep a sentence presenting the verdict. */
    private static final Map<String, List<String>> PLAIN_OPENERS = Map.of("en", List.of("Overall,", "In short,"),
            "de", List.of("Insgesamt:"), "zh", List.of("总之，"), "ja", List.of("まとめると、"));

    /** Each sentence of {@code frames} of {@code language} without a label's colon, after each of its {@code openers}. */
    private static Map<String, List<String>> opened(Map<String, List<String>> frames, Map<String, List<String>> openers) {
        Map<String, List<String>> out = new java.util.HashMap<>();
        openers.forEach((language, words) -> {
            List<String> sentences = new ArrayList<>();
            for (String frame : frames.get(language)) {
                for (String opener : words) {
                    if (frame.contains(":") || frame.contains("：")) {
                        continue; // a label's state: the labels' reading
                    }
                    boolean spaced = Character.isLetter(opener.charAt(0)) && opener.charAt(0) < 0x2E80;
                    String rest = spaced && frame.charAt(0) != '{' ? Character.toLowerCase(frame.charAt(0)) + frame.substring(1) : frame;
                    sentences.add(opener + (spaced && !opener.endsWith(" ") ? " " : "") + rest);
                }
            }
            out.put(language, sentences);
        });
        return out;
    }

    /** Per language, words between a determiner and the review's name that say it is no review ({@code {m}}). */
    private static final Map<String, List<String>> TAKING_IT_BACK = Map.of(
            "en", List.of("truncated", "partial", "incomplete", "preliminary", "simulated", "hypothetical", "fake",
                    "placeholder", "unfinished", "cursory", "pending", "skipped", "imagined", "pretend"),
            "de", List.of("vorläufigen", "unvollständigen", "abgebrochenen", "simulierten"));
    /** Per language, sentences with such a word before the review's name ({@code {m}}, {@code {w}}). */
    private static final Map<String, List<String>> MODIFIED = Map.of(
            "en", List.of("After a {m} {w}, everything looks good.", "Based on my {m} {w}, the change is fine.",
                    "The {m} {w} is positive.", "Following the {m} {w}:"),
            "de", List.of("Nach der {m} {w} sieht alles gut aus.", "Die {m} {w} ist positiv."));

    /** Per language written with the adjective after the noun, words after the review's name saying it is no review. */
    private static final Map<String, List<String>> TAKING_IT_BACK_AFTER = Map.of(
            "es", List.of("parcial", "incompleta", "preliminar", "simulada", "superficial", "ficticia", "pendiente"),
            "fr", List.of("partielle", "incomplète", "préliminaire", "simulée", "superficielle", "fictive", "inachevée"),
            "it", List.of("parziale", "incompleta", "preliminare", "simulata", "superficiale", "fittizia", "sommaria"),
            "pt", List.of("parcial", "incompleta", "preliminar", "simulada", "superficial", "fictícia", "pendente"));
    /** Per such language, sentences with a word after the review's name ({@code {m}}, {@code {w}}). */
    private static final Map<String, List<String>> MODIFIED_AFTER = Map.of(
            "es", List.of("Hice una {w} {m}.", "Según una {w} {m}, todo está bien."),
            "fr", List.of("J'ai fait une {w} {m}.", "Après une {w} {m}, tout semble correct."),
            "it", List.of("Ho fatto una {w} {m}.", "Dopo una {w} {m}, tutto sembra a posto."),
            "pt", List.of("Fiz uma {w} {m}.", "Após uma {w} {m}, tudo parece certo."));

    /**
     * Each sentence of {@code frames} with each modifier of {@code modifiers} and each one-word name of the review,
     * in the places of {@link #cases}; words nobody listed are made of letters no language spells so.
     */
    private static Map<String, List<String>> modified(Map<String, List<String>> frames, Map<String, List<String>> modifiers) {
        Map<String, List<String>> out = new java.util.HashMap<>();
        modifiers.forEach((language, words) -> {
            List<String> sentences = new ArrayList<>();
            for (String frame : frames.get(language)) {
                for (String m : words) {
                    sentences.add(frame.replace("{m}", m));
                }
            }
            out.put(language, sentences);
        });
        return out;
    }

    /** Where the sentence stands before a pass ({@code {s}}: the sentence). */
    private static final List<String> ABOVE_A_MARKER = List.of("{s}\nFinal Decision: PASS", "{s}\n\n**Final Decision:** PASS",
            "- {s}\n\n最終判定: PASS", "## Review\n\nThe parser handles empty input.\n{s}\n\nFinal Decision: PASS_WITH_SUGGESTIONS\n- rename x\n",
            "{s}\n\n- naming is clear\n- the tests cover empty input\n- the docs are updated\n- the parser is unchanged\n\nFinal Decision: PASS");
    private static final List<String> ABOVE_A_JSON_PASS = List.of("{s}\n{\"result\": \"PASS\"}",
            "{s}\n\n```json\n{\"result\": \"PASS\", \"suggestions\": []}\n```",
            "{s}\n\nThe parser handles empty input.\nThe tests cover it.\nThe docs are updated.\nThe naming is clear.\n\n{\"result\": \"PASS\"}");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private record Case(String review, String reply) {
    }

    /** Each sentence of {@code frames} for each word of {@code language}, above a marker's pass and a JSON pass, in the review and in a reply. */
    private static List<Case> cases(Map<String, List<String>> frames, String language) {
        List<Case> out = new ArrayList<>();
        for (String word : LEX.words(Role.REVIEW_ITSELF, language)) {
            for (String frame : frames.get(language)) {
                String sentence = frame.replace("{w}", word);
                if (Character.isLowerCase(sentence.charAt(0)) && frame.startsWith("{w}")) {
                    sentence = Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1);
                }
                for (String place : ABOVE_A_MARKER) {
                    out.add(new Case(place.replace("{s}", sentence), null));
                }
                for (String place : ABOVE_A_JSON_PASS) {
                    out.add(new Case(place.replace("{s}", sentence), null));
                    out.add(new Case("The parser handles empty input.", place.replace("{s}", sentence)));
                }
            }
        }
        return out;
    }

    /**
     * Decides every case of {@code frames} in each language, asserts none is wrong ({@code keep}: a FAIL is wrong, else a
     * verdict other than FAIL is), prints the count under {@code family} and returns how many variants were decided.
     */
    private int check(Map<String, List<String>> frames, boolean keep, String family) {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : frames.keySet()) {
            assertTrue(!LEX.words(Role.REVIEW_ITSELF, language).isEmpty(), language + " lists no word for the review");
            for (Case c : cases(frames, language)) {
                variants++;
                ReviewDecision d = decider.decide(c.review(), c.reply());
                if (keep == (d.result() == Verdict.FAIL)) {
                    wrong.add(language + ": " + c + " -> " + (keep ? d.reason() : d.result()));
                }
            }
        }
        wrong.forEach(w -> System.out.println("WRONG " + w.replace("\n", "\\n")));
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        System.out.println(family + ": " + variants + " variants, " + wrong.size() + (keep ? " FAIL" : " not FAIL"));
        return variants;
    }

    @Test
    void wordsSayingTheReviewOrItsVerdictIsNotThere_inEveryLanguage_areNeverPass() {
        int variants = check(WITHHELD, false, "a verdict its words say is not there");
        assertTrue(WITHHELD.size() >= 7 && variants >= 2_000, variants + " variants");
    }

    /**
     * Each language's {@link #OPENERS} and {@code count} words nobody listed: letters in an order no language spells, in
     * the language's script (a bare name after them is its clause's subject: {@code Unfortunately verdict missing.}).
     */
    private static Map<String, List<String>> withUnlisted(Map<String, List<String>> openers, int count, long seed) {
        java.util.Random random = new java.util.Random(seed);
        Map<String, List<String>> out = new java.util.HashMap<>();
        openers.forEach((language, words) -> {
            List<String> all = new ArrayList<>(words);
            for (int i = 0; i < count; i++) {
                all.add(unlisted(language, random));
            }
            out.put(language, all);
        });
        return out;
    }

    /** A word of {@code language}'s script that no lexicon lists: random letters after a pair no language writes. */
    private static String unlisted(String language, java.util.Random random) {
        StringBuilder w = new StringBuilder();
        switch (language) {
            case "zh" -> w.append("鑫淼").append((char) ('\u9F8D' + random.nextInt(8)));
            case "ja" -> w.append("ヂヅ").append((char) ('\u30F5' + random.nextInt(2)));
            case "ko" -> w.append("뷁퓛").append((char) ('\uD7A0' + random.nextInt(3))).append(' ');
            default -> {
                w.append("Zq");
                for (int k = 0; k < 5; k++) {
                    w.append((char) ('a' + random.nextInt(26)));
                }
            }
        }
        return w.toString();
    }

    @Test
    void theSameSentences_afterAnOpenerOrADeterminer_areNeverPass() {
        Map<String, List<String>> opened = opened(WITHHELD, withUnlisted(OPENERS, 3, 61));
        int variants = check(opened, false, "the same, opened by a remark, a hedge or a determiner");
        assertTrue(opened.size() >= 7 && variants >= 2_000, variants + " variants");
    }

    @Test
    void sentencesPresentingTheVerdict_afterAnOpenerThatKeeps_keepThePass() {
        int variants = check(opened(PRESENTED, PLAIN_OPENERS), true, "presenting, after an opener that keeps");
        assertTrue(variants >= 100, variants + " variants");
    }

    @Test
    void aWordBetweenADeterminerAndTheName_thatNobodyListedAsKeepingIt_isNeverPass() {
        int variants = check(modified(MODIFIED, withUnlisted(TAKING_IT_BACK, 10, 60)), false,
                "a word before the review's name taking it back");
        assertTrue(variants >= 1_000, variants + " variants");
    }

    @Test
    void aWordAfterTheName_thatNobodyListedAsKeepingIt_isNeverPass() {
        int variants = check(modified(MODIFIED_AFTER, withUnlisted(TAKING_IT_BACK_AFTER, 5, 62)), false,
                "a word after the review's name taking it back");
        assertTrue(variants >= 1_000, variants + " variants");
    }

    /** Per language of {@code frames}, the one-word words of the review's kind that make no term with one of its names. */
    private static Map<String, List<String>> kinds(Map<String, List<String>> frames) {
        Map<String, List<String>> kinds = new java.util.HashMap<>();
        for (String language : frames.keySet()) {
            // A kind that makes a term with a name (manual review: a check not made) is that term's reading.
            List<String> names = LEX.words(Role.REVIEW_ITSELF, language);
            kinds.put(language, LEX.words(Role.REVIEW_KIND, language).stream().filter(w -> !w.contains(" "))
                    .filter(w -> names.stream().allMatch(n -> LEX.categoriesOfWord(w + " " + n) == 0
                            && LEX.categoriesOfWord(n + " " + w) == 0)).toList());
        }
        return kinds;
    }

    @Test
    void aWordOfTheReviewsKindOrManner_keepsThePass() {
        Map<String, List<String>> frames = modified(MODIFIED, kinds(MODIFIED));
        frames.get("en").removeIf(s -> s.startsWith("Following")); // a lead of its own: the framing's reading
        // A phrase with its verb after it and no comma, as a subject is: read fail-closed (Nach der Prüfung sieht …).
        frames.get("de").removeIf(s -> s.startsWith("Nach"));
        int variants = check(frames, true, "a word of the review's kind or manner before its name");
        frames = modified(MODIFIED_AFTER, kinds(MODIFIED_AFTER));
        variants += check(frames, true, "a word of the review's kind or manner after its name");
        assertTrue(variants >= 1_000, variants + " variants");
    }

    /** Per language, a line giving how far the review got ({@code {s}}: a share of it). */
    private static final Map<String, List<String>> PROGRESS = Map.ofEntries(
            Map.entry("en", List.of("{w} progress: {s}", "{w}: {s} done", "{w} {s} complete.")),
            Map.entry("ja", List.of("{w}進捗: {s}", "{w}：{s}完了")),
            Map.entry("zh", List.of("{w}进度：{s}", "{w}完成{s}。")),
            Map.entry("ko", List.of("{w} 진행률: {s}")),
            Map.entry("de", List.of("Fortschritt der {w}: {s}", "{w}: {s} erledigt")),
            Map.entry("fr", List.of("Avancement de la {w} : {s}")),
            Map.entry("es", List.of("Progreso de la {w}: {s}")),
            Map.entry("it", List.of("Avanzamento della {w}: {s}")),
            Map.entry("pt", List.of("Progresso da {w}: {s}")),
            Map.entry("nl", List.of("{w} voortgang: {s}")));

    /** Each line of {@link #PROGRESS} with each share of {@code shares}. */
    private static Map<String, List<String>> progress(List<String> shares) {
        Map<String, List<String>> out = new java.util.HashMap<>();
        PROGRESS.forEach((language, frames) -> out.put(language,
                frames.stream().flatMap(f -> shares.stream().map(share -> f.replace("{s}", share))).toList()));
        return out;
    }

    @Test
    void aReviewGivenAsHalfDoneOrLess_isNeverPass() {
        int variants = check(progress(List.of("0%", "0 %", "10%", "25 %", "50%", "0/12", "3/10", "1 of 4")), false,
                "the review given as half done or less");
        assertTrue(variants >= 2_000, variants + " variants");
    }

    @Test
    void aReviewGivenAsDone_keepsThePass() {
        int variants = check(progress(List.of("100%", "100 %", "12/12")), true, "the review given as done");
        assertTrue(variants >= 500, variants + " variants");
    }

    @Test
    void theSameWordsPresentingTheVerdict_keepThePass() {
        int variants = check(PRESENTED, true, "the same words presenting a verdict");
        assertTrue(variants >= 500, variants + " variants");
    }
}
