package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A review that rates the change in its prose, generated: sentences that give the change a mark out of a whole, in
 * every language the lexicon reads, written here apart from its word lists ({@code I would rate this {p}/{w}.},
 * {@code 评分{p}/{w}分}), with random findings around them and every marker after them. A mark at or below half its
 * whole fails a pass and a pass with suggestions; a mark above half keeps them; the same fraction in a sentence that
 * rates nothing ({@code Fixed {p}/{w} flaky tests.}) is a count, not a mark, and keeps them too. So with a mark whose
 * whole is named first ({@code {w}点満点中{p}点}), one followed by what it is counted in ({@code {p}/{w} stars}) and one
 * in stars ({@code ★★☆☆☆}). A fraction that is a line's whole state after a short label ({@code Readability: 3/10},
 * {@code Quality 2/5}, {@code **3/10**}) is a mark whatever the label names, unless the label names a place in a
 * sequence ({@code Part 1/2}) or the whole is a month's days ({@code Due: 11/30}).
 */
class ProseRatingsGeneratedTest {

    /** Sentences that rate the change, per language; {p} the mark and {w} its whole. */
    private static final Map<String, List<String>> RATES = Map.ofEntries(
            Map.entry("en", List.of("I would rate this {p}/{w}.", "The PR scores {p}/{w} on readability.",
                    "I'd give it {p} out of {w}.", "Overall I rate it {p}/{w}, mostly for the tests.",
                    "Code quality is rated {p}/{w}.")),
            Map.entry("ja", List.of("このPRの点数は{p}/{w}です。", "採点すると{p}/{w}点です。", "スコアは{p}/{w}。")),
            Map.entry("zh", List.of("我给这个PR打分{p}/{w}。", "总体评分为{p}/{w}分。", "得分{p}/{w}。")),
            Map.entry("ko", List.of("이 PR에는 {p}/{w}점을 주겠습니다.", "점수는 {p}/{w}입니다.", "종합 점수 {p}/{w}.")),
            Map.entry("de", List.of("Ich bewerte die Änderung mit {p}/{w}.", "Insgesamt gebe ich {p} von {w} Punkten.",
                    "Die Punktzahl liegt bei {p}/{w}.")),
            Map.entry("fr", List.of("Je note cette PR {p}/{w}.", "Je donne {p} sur {w} à ce changement.",
                    "Ce changement est noté {p}/{w}.")),
            Map.entry("es", List.of("Le doy un {p}/{w} a este cambio.", "Mi calificación es {p}/{w}.",
                    "Puntúo el cambio con {p} de {w}.")),
            Map.entry("it", List.of("Valuto questa PR {p}/{w}.", "Il punteggio complessivo è {p}/{w}.")),
            Map.entry("pt", List.of("Avalio esta mudança com {p}/{w}.", "A pontuação geral é {p}/{w}.")),
            Map.entry("nl", List.of("Ik beoordeel deze wijziging met een {p}/{w}.", "Mijn cijfer is {p}/{w}.")),
            Map.entry("tr", List.of("Bu değişikliğe {p}/{w} puan veriyorum.", "Genel puan {p}/{w}.")));

    /** Marks whose whole is named first, per language; {p} the mark and {w} its whole. */
    private static final Map<String, List<String>> WHOLE_FIRST = Map.of(
            "ja", List.of("{w}点満点中{p}点です。", "評価は{w}点満点で{p}点。"),
            "zh", List.of("我给{p}分（满分{w}分）。", "满分{w}分，得{p}分。"),
            "ko", List.of("{w}점 만점에 {p}점입니다.", "{w}점 만점 중 {p}점."));

    /** Marks written after their part with what they are counted in, per language. */
    private static final List<String> WITH_A_UNIT = List.of("Overall: {p}/{w} stars.", "{p}/{w}点です。", "{p}/{w}점.",
            "Ergebnis: {p} von {w} Punkten.", "{p}/{w} étoiles pour ce changement.", "{p}/{w} estrellas.");

    /** Sentences whose fraction counts something other than a mark: they keep a pass at any share. */
    private static final List<String> COUNTS = List.of("Fixed {p}/{w} flaky tests in this change.",
            "Step {p}/{w} adds the index.", "Batch {p} of {w} migrates the users table.", "{p}/{w} 件のテストを追加しました。",
            "新增了 {p}/{w} 个用例。", "Schritt {p} von {w} legt den Index an.");

    private static final List<String> FINDINGS = List.of("The change adds pagination to the list endpoint.",
            "The naming is consistent with the module.", "テストが追加されています。", "代码结构清晰。", "변경 사항이 명확합니다.",
            "Die Tests decken den leeren Fall ab.", "");

    private static final List<String> MARKERS = List.of("Final Decision: PASS", "最終判定: PASS",
            "**Final Decision:** PASS_WITH_SUGGESTIONS", "判定: PASS", "DECISION: PASS");

    /** What a review may rate, per language, written here apart from the lexicon: none is a word of rating. */
    private static final Map<String, List<String>> ASPECTS = Map.ofEntries(
            Map.entry("en", List.of("Readability", "Clarity", "Maintainability", "Design", "Overall", "Naming")),
            Map.entry("ja", List.of("可読性", "保守性", "設計")), Map.entry("zh", List.of("可读性", "清晰度", "设计")),
            Map.entry("ko", List.of("가독성", "설계")), Map.entry("de", List.of("Lesbarkeit", "Wartbarkeit")),
            Map.entry("fr", List.of("Lisibilité", "Conception")), Map.entry("es", List.of("Legibilidad", "Diseño")),
            Map.entry("it", List.of("Leggibilità")), Map.entry("pt", List.of("Legibilidade")), Map.entry("nl", List.of("Leesbaarheid")),
            Map.entry("tr", List.of("Okunabilirlik")));

    /** How a line states a mark as its whole state; {l} the label, {m} the mark. */
    private static final List<String> LONE = List.of("{l}: {m}", "{l} {m}", "- {l} — {m}", "**{l}:** {m}.", "{l}：{m}",
            "{m}", "**{m}**", "{l} {m}, {l} {m}.", "| {l} | {m} |");

    /** Labels of a place in a sequence, written here apart from the lexicon: a lone fraction after one is no mark. */
    private static final List<String> SEQUENCES = List.of("Part", "Step", "Page", "Phase", "ステップ", "步骤", "단계", "Teil",
            "Étape", "Paso");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static String review(Random random, String sentence, String marker) {
        String before = FINDINGS.get(random.nextInt(FINDINGS.size()));
        String after = FINDINGS.get(random.nextInt(FINDINGS.size()));
        String sep = random.nextBoolean() ? "\n\n" : "\n- ";
        return "## Review\n" + before + sep + sentence + (random.nextBoolean() ? " " : "\n") + after + "\n\n" + marker;
    }

    /** A review with {@code line} on a line of its own between random findings, before {@code marker}. */
    private static String alone(Random random, String line, String marker) {
        String before = FINDINGS.get(random.nextInt(FINDINGS.size()));
        String after = FINDINGS.get(random.nextInt(FINDINGS.size()));
        return "## Review\n" + before + (random.nextBoolean() ? "\n\n" : "\n") + line + "\n" + after + "\n\n" + marker;
    }

    /** How a generated sentence is set in a review before a marker. */
    private interface Shape {
        String review(Random random, String sentence, String marker);
    }

    private static Verdict kept(String marker) {
        return marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
    }

    @Test
    void aMarkAtOrBelowHalfFailsThePass_andOneAboveHalfKeepsIt() {
        Random random = new Random(20261130L);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (var entry : RATES.entrySet()) {
            for (String template : entry.getValue()) {
                for (int k = 0; k < 12; k++) {
                    variants += lowAndHigh(random, template, List.of(5, 10, 10, 100, 20, 4), entry.getKey(), wrong);
                }
            }
        }
        assertTrue(variants >= 700, "variants: " + variants);
        assertEquals(List.of(), wrong, wrong.size() + " of " + variants + " wrong");
    }

    @Test
    void aMarkWithItsWholeFirst_orItsUnit_orInStars_failsAtOrBelowHalf_andKeepsAboveIt() {
        Random random = new Random(11L);
        List<String> wrong = new ArrayList<>();
        List<String> templates = new ArrayList<>(WITH_A_UNIT);
        WHOLE_FIRST.values().forEach(templates::addAll);
        int variants = 0;
        for (String template : templates) {
            for (int k = 0; k < 12; k++) {
                variants += lowAndHigh(random, template, List.of(5, 10, 100, 20), "", wrong);
            }
        }
        for (int filled = 0; filled <= 5; filled++) {
            for (String star : List.of("★", "⭐")) {
                String marker = MARKERS.get(filled % MARKERS.size());
                String review = review(random, "Rating " + star.repeat(filled) + "☆".repeat(5 - filled), marker);
                variants++;
                Verdict expected = 2 * filled <= 5 ? Verdict.FAIL : kept(marker);
                if (decider.decide(review, null).result() != expected) {
                    wrong.add(review + " (expected " + expected + ")");
                }
            }
        }
        assertTrue(variants >= 200, "variants: " + variants);
        assertEquals(List.of(), wrong, wrong.size() + " of " + variants + " wrong");
    }

    @Test
    void aFractionThatIsALinesWholeState_isAMarkWhateverItsLabel() {
        Random random = new Random(30L);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (var entry : ASPECTS.entrySet()) {
            for (String aspect : entry.getValue()) {
                for (String line : LONE) {
                    for (int k = 0; k < 4; k++) {
                        variants += lowAndHigh(random, line.replace("{l}", aspect).replace("{m}", "{p}/{w}"),
                                List.of(4, 5, 10, 20, 100), entry.getKey(), wrong, ProseRatingsGeneratedTest::alone);
                    }
                }
            }
        }
        assertTrue(variants >= 1_000, "variants: " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants + " wrong");
    }

    @Test
    void aLoneFractionAfterAPlaceInASequence_orWithADaysWhole_keepsThePass() {
        Random random = new Random(31L);
        List<String> wrong = new ArrayList<>();
        for (String label : SEQUENCES) {
            for (String line : List.of("{l} {p}/{w}", "{l}: {p}/{w}", "## {l} {p}/{w}")) {
                int whole = List.of(2, 3, 4, 5, 10).get(random.nextInt(5));
                String marker = MARKERS.get(random.nextInt(MARKERS.size()));
                String review = alone(random, fill(line.replace("{l}", label), 1 + random.nextInt(whole / 2), whole), marker);
                if (decider.decide(review, null).result() != kept(marker)) {
                    wrong.add(review);
                }
            }
        }
        for (String line : List.of("Due: {p}/{w}", "Opened {p}/{w}")) {
            for (int whole : List.of(28, 30, 31)) {
                String review = alone(random, fill(line, 1 + random.nextInt(12), whole), MARKERS.get(0));
                if (decider.decide(review, null).result() != Verdict.PASS) {
                    wrong.add(review);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void aFractionInASentenceThatRatesNothing_isACount_andKeepsThePass() {
        Random random = new Random(7L);
        List<String> wrong = new ArrayList<>();
        for (String template : COUNTS) {
            for (int k = 0; k < 20; k++) {
                int whole = 2 + random.nextInt(30);
                String marker = MARKERS.get(random.nextInt(MARKERS.size()));
                String review = review(random, fill(template, random.nextInt(whole / 2 + 1), whole), marker);
                Verdict verdict = decider.decide(review, null).result();
                if (verdict != kept(marker)) {
                    wrong.add(review + " -> " + verdict);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * The review of {@code template} with a mark at or below half a whole of {@code wholes} and with one above half,
     * before a random marker: the first must FAIL and the second keep the marker's pass; a review that does not is
     * added to {@code wrong}. The count of reviews read.
     */
    private int lowAndHigh(Random random, String template, List<Integer> wholes, String language, List<String> wrong) {
        return lowAndHigh(random, template, wholes, language, wrong, ProseRatingsGeneratedTest::review);
    }

    /** {@link #lowAndHigh} with the sentence set in its review by {@code shape}. */
    private int lowAndHigh(Random random, String template, List<Integer> wholes, String language, List<String> wrong,
            Shape shape) {
        int whole = wholes.get(random.nextInt(wholes.size()));
        String marker = MARKERS.get(random.nextInt(MARKERS.size()));
        String low = shape.review(random, fill(template, random.nextInt(whole / 2 + 1), whole), marker);
        String high = shape.review(random, fill(template, whole / 2 + 1 + random.nextInt(whole - whole / 2), whole), marker);
        Verdict lowVerdict = decider.decide(low, null).result();
        if (lowVerdict != Verdict.FAIL) {
            wrong.add(language + ": " + low + " -> " + lowVerdict);
        }
        Verdict highVerdict = decider.decide(high, null).result();
        if (highVerdict != kept(marker)) {
            wrong.add(language + " (kept): " + high + " -> " + highVerdict);
        }
        return 2;
    }

    private static String fill(String template, int part, int whole) {
        return template.replace("{p}", Integer.toString(part)).replace("{w}", Integer.toString(whole));
    }
}
