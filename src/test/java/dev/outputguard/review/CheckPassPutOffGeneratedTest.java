package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A check said to pass above the verdict, and not said plainly there, fails the pass: put under a condition (before
 * or after it), hedged, questioned or put in a modal. Generated in every language the lexicon reads, from the
 * language's own {@code condition}, {@code hedge} and {@code modal} terms around a
 * check's pass in its own words, in each of {@link GeneratedReviews#PLACES}; the check's pass said plainly, in the
 * same words, keeps it. Counted per language.
 */
class CheckPassPutOffGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();

    /**
     * Per language: a check's pass ({@code {m}}: where a modal stands in it), another clause a condition can open, a
     * problem a contrast can set against the pass, a clause on another thing said plainly.
     */
    private static final Map<String, String[]> CLAUSES = Map.ofEntries(
            Map.entry("en", new String[] {"the tests {m} pass", "the fixture is updated", "the null check is missing",
                    "the docs are updated"}),
            Map.entry("de", new String[] {"die Tests {m} grün", "die Fixture aktualisiert ist", "die Nullprüfung fehlt",
                    "die Doku ist aktualisiert"}),
            Map.entry("fr", new String[] {"les tests {m} passent", "la fixture est mise à jour", "la vérification du null manque",
                    "la doc est à jour"}),
            Map.entry("es", new String[] {"los tests {m} pasan", "se actualiza el fixture", "falta la comprobación de null",
                    "la documentación está al día"}),
            Map.entry("it", new String[] {"i test {m} passano", "la fixture viene aggiornata", "manca il controllo del null",
                    "la documentazione è aggiornata"}),
            Map.entry("pt", new String[] {"os testes {m} passam", "a fixture for atualizada", "falta a verificação de null",
                    "a documentação está atualizada"}),
            Map.entry("nl", new String[] {"de tests {m} slagen", "de fixture is bijgewerkt", "de null-check ontbreekt",
                    "de documentatie is bijgewerkt"}),
            Map.entry("tr", new String[] {"testler {m} geçiyor", "fixture güncellenirse", "null kontrolü eksik",
                    "belgeler güncel"}),
            Map.entry("ja", new String[] {"テストは{m}通った", "フィクスチャを更新する", "null チェックがありません", "ドキュメントも更新済み"}),
            Map.entry("zh", new String[] {"测试{m}通过", "更新了夹具", "缺少空值检查", "文档已更新"}),
            Map.entry("ko", new String[] {"테스트가 {m}통과했", "픽스처를 갱신하면", "null 검사가 없습니다", "문서도 갱신되었고"}));

    /**
     * The places above a marker's pass, for the plain side: a JSON pass's summary that is a check's pass alone in some
     * languages ({@code 测试通过。}) is read as a state beside the pass, a stricter reading than the prose's.
     */
    private static final List<String> MARKER_PLACES = GeneratedReviews.PLACES.stream().filter(p -> !p.startsWith("{\"")).toList();

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static List<String> terms(Category category, String language) {
        return LEX.words(category, language).stream().filter(t -> t.indexOf('{') < 0 && !t.isBlank()).toList();
    }

    /** The clause with its modal's place taken by {@code m} (or by nothing), blanks closed up. */
    private static String with(String clause, String m) {
        return clause.replace("{m}", m).replaceAll(" {2,}", " ").strip();
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** A sentence of the language: a period, or the full stop of Japanese and Chinese. */
    private static String sentence(String language, String s) {
        String end = language.equals("ja") || language.equals("zh") ? "。" : ".";
        return capital(s) + end;
    }

    @Test
    void aCheckSaidToPassAboveTheVerdict_putOffThere_failsIt_andOneSaidPlainlyKeepsIt() {
        GeneratedReviews.Tally putOff = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        for (String language : CLAUSES.keySet()) {
            String[] c = CLAUSES.get(language);
            String passes = with(c[0], "");
            String comma = language.equals("ja") || language.equals("zh") ? "，" : ", ";
            List<String> sentences = new ArrayList<>();
            for (String k : terms(Category.CONDITION, language)) {
                sentences.add(sentence(language, passes + " " + k + " " + c[1]));
                sentences.add(sentence(language, k + " " + c[1] + comma + passes));
            }
            for (String h : terms(Category.HEDGE, language)) {
                sentences.add(sentence(language, h + " " + passes));
                sentences.add(sentence(language, passes + comma + h));
            }
            for (String m : terms(Category.MODAL, language)) {
                sentences.add(sentence(language, with(c[0], m)));
            }
            sentences.add(capital(passes) + "?");
            for (String s : sentences) {
                putOff.decide(decider, language, GeneratedReviews.PLACES, s, Verdict.FAIL);
            }
            plain.decide(decider, language, MARKER_PLACES, sentence(language, passes), Verdict.PASS);
            plain.decide(decider, language, MARKER_PLACES, sentence(language, c[3] + comma + passes), Verdict.PASS);
        }
        GeneratedReviews.assertSides(putOff, "a check's pass above the verdict, put off", 5_000, plain,
                "a check's pass above the verdict, said plainly", 30);
    }
}
