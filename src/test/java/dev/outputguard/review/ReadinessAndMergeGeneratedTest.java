package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A review saying the change is not ready, or that its reviewer does not, would not or will not merge (approve, ship)
 * it, generated in every language read: readiness negated ({@code Pas prêt.}, {@code No está listo para fusionar.},
 * {@code 準備できていない。}, {@code 还没准备好。}, {@code 준비가 안 됐습니다.}) and a merge refused in the present, the
 * conditional and the future ({@code Je ne mergerais pas, honnêtement.}, {@code No lo fusionaría, la verdad.},
 * {@code Non lo unirei, onestamente.}, {@code Ik zou dit niet mergen.}), each with and without an aside after a comma,
 * above a marker's pass, as a bullet above one, in a JSON pass's summary and note, and listed under a
 * PASS_WITH_SUGGESTIONS: FAIL in each, and so is a merge said only in the conditional ({@code Je le fusionnerais.},
 * {@code Lo unirei.}), a modal of itself as {@code I would merge this.} is. The plain side, counted: readiness said plainly ({@code Prêt.}, {@code 準備完了。},
 * {@code 准备好了。}, {@code 준비 완료.}) keeps the pass above a marker, as a bullet and as a JSON note, and a merge said
 * in the future or the present ({@code Lo fusionaré.}) above a marker and as a bullet. The sentences are written here,
 * apart from the lexicon.
 */
class ReadinessAndMergeGeneratedTest {

    /** Per language, readiness negated (the change is not ready, not yet ready, not ready to merge). */
    private static final Map<String, List<String>> NOT_READY = Map.ofEntries(
            Map.entry("en", List.of("Not ready", "Not ready yet", "It is not ready", "This isn't ready to merge",
                    "Not ready for production", "Not yet ready")),
            Map.entry("de", List.of("Nicht fertig", "Noch nicht fertig", "Nicht bereit", "Noch nicht bereit",
                    "Es ist nicht fertig", "Nicht bereit zum Merge")),
            Map.entry("fr", List.of("Pas prêt", "Pas encore prêt", "Ce n'est pas prêt", "Pas prêt à fusionner",
                    "Ce n'est pas encore prêt", "Pas prête")),
            Map.entry("es", List.of("No está listo", "Todavía no está listo", "No está listo para fusionar", "Aún no está listo",
                    "No listo", "No está lista")),
            Map.entry("it", List.of("Non è pronto", "Non ancora pronto", "Non è ancora pronto per il merge", "Non pronto",
                    "Non è pronta")),
            Map.entry("pt", List.of("Não está pronto", "Ainda não está pronto", "Não está pronto para o merge", "Não pronto",
                    "Não está pronta")),
            Map.entry("nl", List.of("Niet klaar", "Nog niet klaar", "Het is niet klaar", "Nog niet klaar om te mergen",
                    "Niet gereed")),
            Map.entry("ja", List.of("準備できていない", "準備ができていない", "まだ準備ができていません", "準備が整っていません",
                    "マージの準備ができていない", "準備できていません")),
            Map.entry("zh", List.of("还没准备好", "没有准备好", "没准备好", "尚未准备好", "尚未就绪", "还没有准备好合并", "未就绪")),
            Map.entry("ko", List.of("준비 안 됨", "아직 준비가 안 됐습니다", "준비되지 않았습니다", "준비가 되지 않았습니다",
                    "머지할 준비가 되지 않았습니다", "준비 안 됐어요")));

    /** Per language, a merge (approval, shipping) refused: present, conditional and future. */
    private static final Map<String, List<String>> MERGE_REFUSED = Map.ofEntries(
            Map.entry("en", List.of("I would not merge this", "I wouldn't merge it", "I won't merge it", "I don't merge this",
                    "I would not approve this")),
            Map.entry("de", List.of("Ich würde das nicht mergen", "Würde ich so nicht mergen", "Ich werde das nicht mergen",
                    "Ich würde es nicht freigeben", "Ich merge das nicht")),
            Map.entry("fr", List.of("Je ne mergerais pas", "Je ne fusionnerais pas", "Je ne le fusionnerais pas",
                    "Je ne le fusionnerai pas", "Je ne fusionne pas ça", "Je n'approuverais pas", "On ne mergerait pas",
                    "Je ne le mergerai pas")),
            Map.entry("es", List.of("No lo fusionaría", "No lo fusionaré", "No lo fusiono", "Yo no lo aprobaría",
                    "No lo mergearía", "No lo aprobaré", "No fusionaríamos esto")),
            Map.entry("it", List.of("Non lo unirei", "Non lo unirò", "Non lo approverei", "Non farei il merge",
                    "Non lo mergerei", "Io non lo approverei", "Non lo unisco")),
            Map.entry("pt", List.of("Não faria o merge", "Eu não mesclaria isso", "Não vou mesclar", "Não aprovaria",
                    "Não o mesclaria", "Não mesclarei isto", "Não aprovarei")),
            Map.entry("nl", List.of("Ik zou dit niet mergen", "Ik zou het niet samenvoegen", "Ik ga dit niet mergen",
                    "Ik zou het niet goedkeuren", "Ik merge dit niet")),
            Map.entry("ja", List.of("マージしません", "私ならマージしない", "マージはしないでおきます", "承認しません")),
            Map.entry("zh", List.of("我不会合并", "我不建议合并", "暂不合并", "我不会批准")),
            Map.entry("ko", List.of("머지하지 않겠습니다", "저라면 병합하지 않겠습니다", "승인하지 않겠습니다")));

    /** Per language, a merge (an approval) said only in the conditional: a modal of itself, as "I would merge" is. */
    private static final Map<String, List<String>> WOULD_MERGE = Map.ofEntries(
            Map.entry("en", List.of("I would merge this", "I would approve it")),
            Map.entry("fr", List.of("Je le fusionnerais", "Je mergerais", "J'approuverais")),
            Map.entry("es", List.of("Lo fusionaría", "Yo lo aprobaría", "Lo mergearía")),
            Map.entry("it", List.of("Lo unirei", "Lo approverei", "Lo mergerei")),
            Map.entry("pt", List.of("Eu mesclaria", "Eu aprovaria")),
            Map.entry("de", List.of("Ich würde das mergen", "Ich würde es freigeben")),
            Map.entry("nl", List.of("Ik zou dit mergen", "Ik zou het goedkeuren")));

    /** Per language, an aside after a comma (honestly, to be fair): the sentence stands with or without it. */
    private static final Map<String, String> ASIDE = Map.ofEntries(Map.entry("en", ", honestly"),
            Map.entry("de", ", ehrlich gesagt"), Map.entry("fr", ", honnêtement"), Map.entry("es", ", la verdad"),
            Map.entry("it", ", onestamente"), Map.entry("pt", ", sinceramente"), Map.entry("nl", ", eerlijk gezegd"),
            Map.entry("ja", "、正直"), Map.entry("zh", "，说实话"), Map.entry("ko", ", 솔직히"));

    /** Per language, readiness said plainly: the pass stands. */
    private static final Map<String, List<String>> READY = Map.ofEntries(
            Map.entry("en", List.of("Ready", "Ready to merge", "Ready for production")),
            Map.entry("de", List.of("Fertig", "Bereit", "Bereit zum Merge")),
            Map.entry("fr", List.of("Prêt", "Prêt à fusionner", "Prête")),
            Map.entry("es", List.of("Listo", "Listo para fusionar")),
            Map.entry("it", List.of("Pronto", "Pronto per il merge", "Pronta")),
            Map.entry("pt", List.of("Pronto", "Pronto para merge", "Pronta")),
            Map.entry("nl", List.of("Klaar", "Klaar om te mergen", "Gereed")),
            Map.entry("ja", List.of("準備完了", "準備OK", "準備ができました")),
            Map.entry("zh", List.of("准备好了", "准备就绪", "已就绪")),
            Map.entry("ko", List.of("준비 완료", "준비됨", "준비되었습니다")));

    /** Per language, a merge said in the future or the present: the pass stands above a marker. */
    private static final Map<String, List<String>> WILL_MERGE = Map.ofEntries(
            Map.entry("en", List.of("I will merge it", "Merging now")),
            Map.entry("de", List.of("Ich werde das mergen", "Ich merge das")),
            Map.entry("fr", List.of("Je vais fusionner", "Je le fusionnerai")),
            Map.entry("es", List.of("Lo fusionaré", "Lo fusiono")),
            Map.entry("it", List.of("Lo unirò", "Lo unisco")),
            Map.entry("pt", List.of("Vou mesclar", "Eu mesclo")),
            Map.entry("nl", List.of("Ik ga dit mergen", "Ik merge dit")),
            Map.entry("ja", List.of("マージします")),
            Map.entry("zh", List.of("我会合并")),
            Map.entry("ko", List.of("머지합니다")));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** Each variant read otherwise, one a line, where SHOW_WRONG is set in the environment. */
    private static void show(GeneratedReviews.Tally tally) {
        if (System.getenv("SHOW_WRONG") != null) {
            tally.wrong.forEach(System.out::println);
        }
    }

    private static String end(String language) {
        return language.matches("ja|zh") ? "。" : ".";
    }

    /** {@code sentence} in each place, as a JSON pass's note, and listed under a PASS_WITH_SUGGESTIONS: FAIL in each. */
    private void failsEverywhere(String language, String sentence, GeneratedReviews.Tally tally) {
        List<String[]> reviews = new ArrayList<>();
        for (String place : GeneratedReviews.PLACES) {
            reviews.add(new String[] { place.replace("{s}", sentence), null });
        }
        reviews.add(new String[] { "Reviewed the change.", "{\"result\": \"PASS\", \"note\": \"" + sentence + "\"}" });
        reviews.add(new String[] { "Final Decision: PASS_WITH_SUGGESTIONS\n- " + sentence, null });
        for (String[] review : reviews) {
            Verdict v = decider.decide(review[0], review[1]).result();
            tally.count(language, review[0] + (review[1] == null ? "" : " ||| " + review[1]), v == Verdict.FAIL, v.name());
        }
    }

    private void eachSentence(Map<String, List<String>> sentences, GeneratedReviews.Tally tally) {
        sentences.forEach((language, list) -> {
            for (String s : list) {
                for (String aside : List.of("", ASIDE.get(language))) {
                    failsEverywhere(language, s + aside + end(language), tally);
                }
                failsEverywhere(language, s, tally);
            }
        });
    }

    @Test
    void readinessNegated_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        eachSentence(NOT_READY, tally);
        tally.print("readiness negated", "not FAIL");
        show(tally);
        tally.assertNone(800);
    }

    @Test
    void aMergeRefused_presentConditionalOrFuture_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        eachSentence(MERGE_REFUSED, tally);
        tally.print("a merge refused", "not FAIL");
        show(tally);
        tally.assertNone(800);
    }

    @Test
    void aMergeSaidOnlyInTheConditional_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        eachSentence(WOULD_MERGE, tally);
        tally.print("a merge said only in the conditional", "not FAIL");
        show(tally);
        tally.assertNone(250);
    }

    private Verdict decide(String[] review) {
        return decider.decide(review[0], review[1]).result();
    }

    private static String shown(String[] review) {
        return review[0] + (review[1] == null ? "" : " ||| " + review[1]);
    }

    /** Readiness said plainly keeps the pass above a marker, as a bullet above one, and as a JSON pass's note. */
    @Test
    void readinessSaidPlainly_keepsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        READY.forEach((language, list) -> {
            for (String s : list) {
                String sentence = s + end(language);
                for (String[] review : List.of(
                        new String[] { GeneratedReviews.PLACES.get(0).replace("{s}", sentence), null },
                        new String[] { GeneratedReviews.PLACES.get(1).replace("{s}", sentence), null },
                        new String[] { "Reviewed the change.", "{\"result\": \"PASS\", \"note\": \"" + sentence + "\"}" })) {
                    Verdict v = decide(review);
                    tally.count(language, shown(review), v == Verdict.PASS, v.name());
                }
            }
        });
        tally.print("readiness said plainly", "not PASS");
        show(tally);
        tally.assertNone(80);
    }

    /**
     * A merge said in the future or the present keeps the pass above a marker and as a bullet above one. As a JSON
     * pass's note it is counted, not asserted: a note of a few words keeps a pass only where each word is one listed to
     * keep it, and a pronoun or an auxiliary ({@code Lo fusionaré.}, {@code Ik ga dit mergen.}) is none.
     */
    @Test
    void aMergeSaidInTheFutureOrThePresent_keepsThePassAboveAMarker() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        GeneratedReviews.Tally notes = new GeneratedReviews.Tally();
        WILL_MERGE.forEach((language, list) -> {
            for (String s : list) {
                String sentence = s + end(language);
                for (int place = 0; place < 2; place++) {
                    String[] review = { GeneratedReviews.PLACES.get(place).replace("{s}", sentence), null };
                    Verdict v = decide(review);
                    tally.count(language, shown(review), v == Verdict.PASS, v.name());
                }
                String[] note = { "Reviewed the change.", "{\"result\": \"PASS\", \"note\": \"" + sentence + "\"}" };
                Verdict v = decide(note);
                notes.count(language, shown(note), v == Verdict.PASS, v.name());
            }
        });
        tally.print("a merge said in the future or the present", "not PASS");
        notes.print("a merge said in the future or the present, as a JSON note (counted)", "not PASS");
        show(tally);
        show(notes);
        tally.assertNone(30);
    }
}
