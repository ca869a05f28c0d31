package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A review that reports its confidence in itself, generated: every confidence label of every language the lexicon
 * reads ({@code Confidence}, {@code 信頼度}, {@code Konfidenz}…), on a status line, in a sentence, in a JSON verdict's
 * field and in a JSON verdict's prose, with a state that is not high — a word nobody listed (random letters), a share,
 * a percentage or a fraction below 0.9 — fails the pass and the pass with suggestions alike; a state every language
 * says is high ({@code high}, {@code 高い}, {@code hoch}), or a number of at least 0.9, keeps it. A check that passed
 * part of its whole ({@code Tests: 12/15 passed}, {@code "tests_passed": "12 of 15"}) fails a pass; the whole keeps it.
 * A risk the review rates ({@code Risk}, {@code リスク}, {@code Schweregrad}…) keeps a pass only in a state all of
 * whose words say it is low, in every language; a word that passes used as a label ({@code Merge}, {@code Ready})
 * keeps it only with a state that passes ({@code Merge: no} fails it); a check's count of problems above 0, or of
 * passes at 0, fails it.
 */
class RatingsGeneratedTest {

    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final List<String> MARKERS = List.of("Final Decision: PASS", "最終判定: PASS",
            "**Final Decision:** PASS_WITH_SUGGESTIONS", "判定: PASS");
    private static final Lexicon LEX = Lexicon.get();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private Verdict decide(String review) {
        return decider.decide(review, null).result();
    }

    /** A number below 0.9 as a share, a percentage, a bare percentage or a fraction. */
    private static String low(Random random) {
        int percent = random.nextInt(90);
        return switch (random.nextInt(4)) {
            case 0 -> String.format(Locale.ROOT, "0.%02d", percent);
            case 1 -> percent + "%";
            case 2 -> Integer.toString(Math.max(2, percent));
            default -> random.nextInt(9) + "/10";
        };
    }

    /** A number of at least 0.9, written as {@link #low} writes one. */
    private static String high(Random random) {
        int percent = 90 + random.nextInt(11);
        return switch (random.nextInt(4)) {
            case 0 -> percent == 100 ? "1.0" : String.format(Locale.ROOT, "0.%02d", percent);
            case 1 -> percent + "%";
            case 2 -> Integer.toString(percent);
            default -> (9 + random.nextInt(2)) + "/10";
        };
    }

    /** Every language's words that say a confidence or a rating is high. */
    private static List<String> highWords() {
        List<String> words = new ArrayList<>();
        for (String language : LANGUAGES) {
            words.addAll(LEX.words(Category.CONFIDENT, language));
        }
        return words;
    }

    @Test
    void aConfidenceNotSaidToBeHigh_failsThePass_andAHighOneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        Random random = new Random(20261130L);
        List<String> highWords = highWords();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String> labels = LEX.words(Category.CONFIDENCE, language).stream()
                    .filter(w -> (LEX.categoriesOfWord(w) & Category.HEDGE.bit()) == 0).toList();
            assertTrue(!labels.isEmpty(), "no confidence label in " + language);
            for (String label : labels) {
                for (int k = 0; k < 6; k++) {
                    String marker = MARKERS.get(turn++ % MARKERS.size());
                    Verdict kept = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                    String notHigh = k % 2 == 0 ? StatedWords.unlisted(random) : low(random);
                    String isHigh = k % 2 == 0 ? highWords.get((turn * 5 + k) % highWords.size()) : high(random);
                    for (String shape : List.of("%s: %s\n\n", "- **%s:** %s\n", "%s：%s。\n")) {
                        variants += 2;
                        String taken = String.format(shape, label, notHigh) + marker;
                        if (decide(taken) != Verdict.FAIL) {
                            wrong.add("not FAIL: " + taken);
                        }
                        String review = String.format(shape, label, isHigh) + marker;
                        if (decide(review) != kept) {
                            wrong.add("not " + kept + ": " + review);
                        }
                    }
                    // In a JSON verdict: a field named by the label, and a field of prose stating it.
                    String key = label.replace(' ', '_');
                    for (String state : List.of(notHigh, isHigh)) {
                        boolean keeps = state.equals(isHigh);
                        String value = state.matches("[0-9.]+") ? state : "\"" + state + "\"";
                        String field = "{\"result\": \"PASS\", \"" + key + "\": " + value + "}";
                        String prose = "{\"result\": \"PASS\", \"summary\": \"" + label + ": " + state + ".\"}";
                        for (String reply : List.of(field, prose)) {
                            variants++;
                            if ((decide(reply) == Verdict.PASS) != keeps) {
                                wrong.add((keeps ? "not PASS: " : "not FAIL: ") + reply);
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1000, variants + " variants");
    }

    /**
     * A rating the review gives the change ({@code Score}, {@code 点数}, {@code 评分}, {@code 점수}, {@code Punktzahl}…),
     * on a status line, at or below half its whole ({@code 5/10}, {@code 2 out of 5}, {@code 40%}, a bare number read as
     * a percentage, {@code 0.3}) or in a word nobody listed fails the pass; above half ({@code 8/10}, {@code 4 / 5},
     * {@code 75%}) or in a word that says it is high keeps it, in every language; so in a JSON verdict, a number beside
     * the whole the object counts ({@code {"score": 4, "total": 10}}) or a text ({@code "score": "4/10"}).
     */
    @Test
    void aRatingAtOrBelowHalf_failsThePass_andAHigherOneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        Random random = new Random(20261201L);
        List<String> highWords = highWords();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String> labels = LEX.words(Category.RATING, language);
            assertTrue(!labels.isEmpty(), "no rating label in " + language);
            for (String label : labels) {
                for (int k = 0; k < 12; k++) {
                    String marker = MARKERS.get(turn++ % MARKERS.size());
                    Verdict kept = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                    int whole = List.of(5, 10, 20, 100).get(random.nextInt(4));
                    int low = random.nextInt(whole / 2 + 1);
                    int high = whole / 2 + 1 + random.nextInt(whole - whole / 2);
                    String[] pair = switch (k % 6) {
                        case 0 -> new String[] { low + "/" + whole, high + "/" + whole };
                        case 1 -> new String[] { low + " out of " + whole, high + " out of " + whole };
                        case 2 -> new String[] { (low * 100 / whole) + "%", (51 + random.nextInt(50)) + " %" };
                        case 3 -> new String[] { Integer.toString(Math.max(2, random.nextInt(51))), Integer.toString(51 + random.nextInt(50)) };
                        case 4 -> new String[] { StatedWords.unlisted(random), highWords.get((turn * 7 + k) % highWords.size()) };
                        default -> new String[] { "0." + random.nextInt(6), "0." + (6 + random.nextInt(4)) };
                    };
                    // In a JSON verdict: the rating as a number beside its whole, and as text.
                    String key = label.replace(' ', '_');
                    for (String[] replies : List.of(
                            new String[] { "{\"result\": \"PASS\", \"" + key + "\": " + low + ", \"total\": " + whole + "}",
                                    "{\"result\": \"PASS\", \"" + key + "\": " + high + ", \"max\": " + whole + "}" },
                            new String[] { "{\"result\": \"PASS\", \"" + key + "\": \"" + pair[0] + "\"}",
                                    "{\"result\": \"PASS\", \"" + key + "\": \"" + pair[1] + "\"}" })) {
                        variants += 2;
                        if (decide(replies[0]) != Verdict.FAIL) {
                            wrong.add("not FAIL: " + replies[0]);
                        }
                        // A word alone beside a JSON pass is read as its body; a verdict label's text
                        // ("rating": "8/10") is a verdict of its own, which must be one.
                        boolean text = replies[1].endsWith("\"}");
                        boolean keeps = k % 6 != 4 && !(text && LEX.is(label, Category.VERDICT_LABEL));
                        if (keeps && decide(replies[1]) != Verdict.PASS) {
                            wrong.add("not PASS: " + replies[1]);
                        }
                    }
                    for (String shape : List.of("%s: %s\n\n", "- **%s:** %s\n", "%s：%s\n", "%s: %s — as requested\n\n")) {
                        variants += 2;
                        String taken = "Review done.\n\n" + String.format(shape, label, pair[0]) + marker;
                        if (decide(taken) != Verdict.FAIL) {
                            wrong.add("not FAIL: " + taken);
                        }
                        String review = "Review done.\n\n" + String.format(shape, label, pair[1]) + marker;
                        if (decide(review) != kept) {
                            wrong.add("not " + kept + ": " + review);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1000, variants + " variants");
    }

    @Test
    void aRiskNotRatedLow_failsThePass_andALowOneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        Random random = new Random(7L);
        List<String> lowWords = new ArrayList<>();
        List<String> highWords = new ArrayList<>();
        for (String language : LANGUAGES) {
            lowWords.addAll(LEX.words(Category.LOW, language));
            lowWords.addAll(LEX.words(Category.MINOR, language).stream().filter(w -> !w.contains(" ")).toList());
            highWords.addAll(LEX.words(Category.CONFIDENT, language).stream()
                    .filter(w -> (LEX.categoriesOfWord(w) & (Category.LOW.bit() | Category.MINOR.bit()
                            | Category.NOTHING.bit())) == 0).toList());
            highWords.addAll(LEX.words(Category.SEVERE, language).stream().filter(w -> !w.contains(" ")).toList());
        }
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            for (String label : LEX.words(Category.RISK, language)) {
                for (int k = 0; k < 4; k++) {
                    String marker = MARKERS.get(turn++ % MARKERS.size());
                    Verdict kept = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                    String notLow = k % 2 == 0 ? StatedWords.unlisted(random) : highWords.get((turn * 3 + k) % highWords.size());
                    String isLow = lowWords.get((turn * 7 + k) % lowWords.size());
                    String shape = List.of("%s: %s\n\n", "- **%s:** %s\n", "%s：%s\n").get(k % 3);
                    variants += 4;
                    String taken = String.format(shape, label, notLow) + marker;
                    if (decide(taken) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + taken);
                    }
                    String review = String.format(shape, label, isLow) + marker;
                    if (decide(review) != kept) {
                        wrong.add("not " + kept + ": " + review);
                    }
                    String key = label.replace(' ', '_');
                    String field = "{\"result\": \"PASS\", \"" + key + "\": \"" + notLow + "\"}";
                    if (decide(field) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + field);
                    }
                    String lowField = "{\"result\": \"PASS\", \"" + key + "\": \"" + isLow + "\"}";
                    if (decide(lowField) != Verdict.PASS) {
                        wrong.add("not PASS: " + lowField);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    @Test
    void aPassWordAsALabel_keepsThePassOnlyWithAStateThatPasses_andACheckCountsAgainstIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String> labels = LEX.words(Category.POSITIVE_VERDICT, language).stream()
                    .filter(w -> !w.contains(" ") && LEX.categoriesOfWord(w) == Category.POSITIVE_VERDICT.bit()).toList();
            List<String> noWords = LEX.words(Category.NO, language).stream().filter(w -> !w.contains(" ")).toList();
            List<String> yesWords = LEX.words(Category.YES, language).stream().filter(w -> !w.contains(" ")).toList();
            for (String label : labels) {
                String marker = MARKERS.get(turn++ % MARKERS.size());
                Verdict kept = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                String label1 = label.substring(0, 1).toUpperCase(Locale.ROOT) + label.substring(1);
                if (!noWords.isEmpty()) {
                    variants++;
                    String taken = label1 + ": " + noWords.get(turn % noWords.size()) + "\n\n" + marker;
                    if (decide(taken) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + taken);
                    }
                }
                if (!yesWords.isEmpty()) {
                    variants++;
                    String review = label1 + ": " + yesWords.get(turn % yesWords.size()) + "\n\n" + marker;
                    if (decide(review) != kept) {
                        wrong.add("not " + kept + ": " + review);
                    }
                }
            }
            for (String check : LEX.words(Category.CHECK, language)) {
                List<String> problems = LEX.words(Category.NEGATIVE_VERDICT, language).stream()
                        .filter(w -> !w.contains(" ") && (LEX.categoriesOfWord(w) & (Category.MINOR.bit()
                                | Category.PSEUDO.bit() | Category.POSITIVE_VERDICT.bit())) == 0).toList();
                List<String> passes = LEX.words(Category.POSITIVE_VERDICT, language).stream()
                        .filter(w -> !w.contains(" ") && LEX.categoriesOfWord(w) == Category.POSITIVE_VERDICT.bit()).toList();
                String marker = MARKERS.get(turn++ % MARKERS.size());
                Verdict kept = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                String problem = problems.get(turn % problems.size());
                String pass = passes.get(turn % passes.size());
                int n = 1 + turn % 40;
                variants += 3;
                for (String taken : List.of(check + ": " + n + " " + problem + "\n\n" + marker,
                        check + ": 0 " + pass + "\n\n" + marker)) {
                    if (decide(taken) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + taken);
                    }
                }
                String review = check + ": " + n + " " + pass + ", 0 " + problem + "\n\n" + marker;
                if (decide(review) != kept) {
                    wrong.add("not " + kept + ": " + review);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    @Test
    void aProblemWhoseNameHoldsAWordThatPasses_askedAndAnsweredNone_keepsThePass() {
        // パス inside 平文パスワード: the question asks about the problem, not whether the change passes.
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        List<String> passWords = LANGUAGES.stream().flatMap(l -> LEX.words(Category.POSITIVE_VERDICT, l).stream()).toList();
        for (String language : LANGUAGES) {
            String nothing = LEX.words(Category.NOTHING, language).get(0);
            for (Category c : List.of(Category.PROBLEM, Category.SEVERE)) {
                for (String problem : LEX.words(c, language)) {
                    if ((LEX.categoriesOfWord(problem) & (Category.POSITIVE_VERDICT.bit() | Category.PSEUDO.bit())) != 0
                            || passWords.stream().noneMatch(w -> w.length() >= 2 && problem.contains(w) && !problem.equals(w)
                                    && (w.charAt(0) >= 0x2E80 || (" " + problem + " ").matches("(?s).*[^\\p{L}]"
                                            + java.util.regex.Pattern.quote(w) + "[^\\p{L}].*")))) {
                        continue;
                    }
                    for (String marker : MARKERS) {
                        Verdict kept = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                        String review = "Any " + problem + "? " + nothing + ".\n\n" + marker;
                        variants++;
                        if (decide(review) != kept) {
                            wrong.add("not " + kept + ": " + review);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 4, variants + " variants");
    }

    @Test
    void aPassQuestionedAndAnsweredNoOrUnlisted_failsThePass_andAYesOrANoThatCountsAProblemKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String> passes = LEX.words(Category.POSITIVE_VERDICT, language).stream()
                    .filter(w -> LEX.categoriesOfWord(w) == Category.POSITIVE_VERDICT.bit()).toList();
            List<String> noWords = LEX.words(Category.NO, language).stream()
                    .filter(w -> (LEX.categoriesOfWord(w) & Category.PSEUDO.bit()) == 0).toList();
            List<String> yesWords = LEX.words(Category.YES, language);
            List<String> problems = LEX.words(Category.SEVERE, language).stream()
                    .filter(w -> (LEX.categoriesOfWord(w) & (Category.PSEUDO.bit() | Category.NEGATION.bit())) == 0)
                    .toList();
            for (String pass : passes) {
                String marker = MARKERS.get(turn++ % MARKERS.size());
                Verdict kept = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                String no = noWords.get(turn % noWords.size());
                String yes = yesWords.get(turn % yesWords.size());
                String problem = problems.get(turn % problems.size());
                String question = pass.substring(0, 1).toUpperCase(Locale.ROOT) + pass.substring(1) + List.of("? ", "？", " ? ").get(turn % 3);
                variants += 3;
                String answeredNo = question + no + ".\n\n" + marker;
                if (decide(answeredNo) != Verdict.FAIL) {
                    wrong.add("not FAIL: " + answeredNo);
                }
                // An answer nobody listed is no yes: read fail-closed.
                variants++;
                String unlistedAnswer = question + StatedWords.unlisted(new Random(turn)) + ".\n\n" + marker;
                if (decide(unlistedAnswer) != Verdict.FAIL) {
                    wrong.add("not FAIL: " + unlistedAnswer);
                }
                String answeredYes = question + yes + ".\n\n" + marker;
                if (decide(answeredYes) != kept) {
                    wrong.add("not " + kept + ": " + answeredYes);
                }
                // A no counting a problem answers none of it ("Ready? No blockers."), and a question about a problem
                // answered with nothing counts none ("Any blockers? None.").
                String nothing = LEX.words(Category.NOTHING, language).get(0);
                String counted = "Any " + problem + "? " + nothing + ".\n\n" + marker;
                if (decide(counted) != kept) {
                    wrong.add("not " + kept + ": " + counted);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    @Test
    void aCheckThatPassedPartOfItsWhole_failsThePass_andTheWholeKeepsIt() {
        List<String> wrong = new ArrayList<>();
        Random random = new Random(15L);
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            for (String check : LEX.words(Category.CHECK, language)) {
                int whole = 2 + random.nextInt(400);
                int part = random.nextInt(whole);
                String form = List.of("%d/%d passed", "%d / %d", "%d of %d passing", "%d out of %d green").get(turn % 4);
                String marker = MARKERS.get(turn++ % MARKERS.size());
                Verdict kept = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                String partial = check + ": " + String.format(form, part, whole) + "\n\n" + marker;
                String all = check + ": " + String.format(form, whole, whole) + "\n\n" + marker;
                String key = check.replace(' ', '_');
                String json = "{\"result\": \"PASS\", \"" + key + "\": \"" + String.format(form, part, whole) + "\"}";
                String jsonAll = "{\"result\": \"PASS\", \"" + key + "\": \"" + String.format(form, whole, whole) + "\"}";
                variants += 4;
                if (decide(partial) != Verdict.FAIL) {
                    wrong.add("not FAIL: " + partial);
                }
                if (decide(json) != Verdict.FAIL) {
                    wrong.add("not FAIL: " + json);
                }
                if (decide(all) != kept) {
                    wrong.add("not " + kept + ": " + all);
                }
                // Two numbers of one object: a count of passes and the whole it counts, in the language's words.
                List<String> wholes = LEX.words(Category.WHOLE, language);
                List<String> passWords = LEX.words(Category.POSITIVE_VERDICT, language).stream()
                        .filter(w -> !w.contains(" ") && LEX.categoriesOfWord(w) == Category.POSITIVE_VERDICT.bit()).toList();
                String wholeKey = key + "_" + wholes.get(turn % wholes.size()).replace(' ', '_');
                String passKey = key + "_" + passWords.get(turn % passWords.size());
                String counts = "{\"result\": \"PASS\", \"" + key + "\": {\"" + passKey.substring(key.length() + 1) + "\": "
                        + part + ", \"" + wholeKey.substring(key.length() + 1) + "\": " + whole + "}}";
                String flat = "{\"result\": \"PASS\", \"" + passKey + "\": " + whole + ", \"" + wholeKey + "\": " + whole + "}";
                variants += 2;
                if (decide(counts) != Verdict.FAIL) {
                    wrong.add("not FAIL: " + counts);
                }
                if (decide(flat) != Verdict.PASS) {
                    wrong.add("not PASS: " + flat);
                }
                // A verdict's label ("status") holding a count is no verdict a pass can keep: only a check's key is asked.
                boolean verdictLabel = (LEX.categoriesOfWord(check) & Category.VERDICT_LABEL.bit()) != 0;
                if (!verdictLabel && decide(jsonAll) != Verdict.PASS) {
                    wrong.add("not PASS: " + jsonAll);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    @Test
    void whatAReviewCheckedShortOfItsWhole_failsThePass_andTheWholeOrADescriptionKeepsIt() {
        List<String> wrong = new ArrayList<>();
        Random random = new Random(29L);
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String> wholes = LEX.words(Category.WHOLE, language);
            for (String checked : LEX.words(Category.CHECKED, language)) {
                int whole = 2 + random.nextInt(60);
                int part = random.nextInt(whole);
                String marker = MARKERS.get(turn++ % MARKERS.size());
                Verdict kept = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                String label = "Files " + checked;
                String key = "files_" + checked.replace(' ', '_');
                String wholeKey = "files_" + wholes.get(turn % wholes.size()).replace(' ', '_');
                variants += 6;
                for (String taken : List.of(label + ": " + part + "/" + whole + "\n\n" + marker,
                        "{\"result\": \"PASS\", \"" + key + "\": " + part + ", \"" + wholeKey + "\": " + whole + "}",
                        "{\"result\": \"PASS\", \"" + key + "\": \"" + part + "/" + whole + "\"}")) {
                    if (decide(taken) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + taken);
                    }
                }
                // The whole, and a description in words nobody listed: only the count is read under such a label.
                String words = StatedWords.unlisted(random) + " " + StatedWords.unlisted(random);
                for (String review : List.of(label + ": " + whole + "/" + whole + "\n\n" + marker,
                        label + ": " + words + "\n\n" + marker)) {
                    if (decide(review) != kept) {
                        wrong.add("not " + kept + ": " + review);
                    }
                }
                String all = "{\"result\": \"PASS\", \"" + key + "\": " + whole + ", \"" + wholeKey + "\": " + whole + "}";
                if (decide(all) != Verdict.PASS) {
                    wrong.add("not PASS: " + all);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 200, variants + " variants");
    }

    /**
     * What a review says it checked, counted at none with no whole beside it ({@code {"reviewed_files": 0}}), in every
     * language's words: a pass that checked nothing is none; a count above zero keeps it.
     */
    @Test
    void aCountOfNoneChecked_withNoWholeBesideIt_failsThePass_andACountAboveZeroKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        Random random = new Random(42L);
        for (String language : LANGUAGES) {
            for (String checked : LEX.words(Category.CHECKED, language)) {
                if ((LEX.categoriesOfWord(checked) & ~Category.CHECKED.bit()) != 0) {
                    continue;
                }
                String key = random.nextBoolean() ? checked.replace(' ', '_') + "_files" : "files_" + checked.replace(' ', '_');
                variants += 2;
                String none = "{\"result\": \"PASS\", \"" + key + "\": 0}";
                if (decide(none) != Verdict.FAIL) {
                    wrong.add("not FAIL: " + none);
                }
                String some = "{\"result\": \"PASS\", \"" + key + "\": " + (1 + random.nextInt(40)) + "}";
                if (decide(some) != Verdict.PASS) {
                    wrong.add("not PASS: " + some);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 40, variants + " variants");
    }
}
