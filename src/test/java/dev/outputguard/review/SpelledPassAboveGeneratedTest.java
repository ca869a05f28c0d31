package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * The pass spelled as this service writes it ({@code PASS}) in the review's prose above the verdict that decides, not
 * stated plainly there, fails the pass: put under a condition, hedged, set against a problem or questioned. Generated
 * in every language the lexicon reads, from the language's own {@code condition}, {@code hedge} and {@code contrast}
 * terms, before and after the pass, in each of {@link GeneratedReviews#PLACES}; the pass stated plainly in the
 * language's prose keeps it. Counted per language.
 */
class SpelledPassAboveGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();

    /** Per language, a clause a condition can open (the tests are green) and a problem a contrast can set against it. */
    private static final Map<String, String[]> CLAUSES = Map.ofEntries(
            Map.entry("en", new String[] {"the tests are green", "the null check is missing"}),
            Map.entry("de", new String[] {"die Tests grün sind", "die Nullprüfung fehlt"}),
            Map.entry("fr", new String[] {"les tests sont verts", "la vérification du null manque"}),
            Map.entry("es", new String[] {"los tests están en verde", "falta la comprobación de null"}),
            Map.entry("it", new String[] {"i test sono verdi", "manca il controllo del null"}),
            Map.entry("pt", new String[] {"os testes estão verdes", "falta a verificação de null"}),
            Map.entry("nl", new String[] {"de tests groen zijn", "de null-check ontbreekt"}),
            Map.entry("tr", new String[] {"testler yeşil", "null kontrolü eksik"}),
            Map.entry("ja", new String[] {"テストが通る", "null チェックがありません"}),
            Map.entry("zh", new String[] {"测试通过", "缺少空值检查"}),
            Map.entry("ko", new String[] {"테스트가 통과하면", "null 검사가 없습니다"}));

    /** Per language, the pass named plainly in the review's prose. */
    private static final Map<String, List<String>> PLAIN = Map.ofEntries(
            Map.entry("en", List.of("This is a PASS.", "Overall a clear PASS from me.", "All checks PASS.", "Easy PASS.",
                    "Everything checks out, so PASS.")),
            Map.entry("de", List.of("Das ist ein PASS.", "Insgesamt ein klares PASS.")),
            Map.entry("fr", List.of("C'est un PASS.", "Dans l'ensemble, un PASS.")),
            Map.entry("es", List.of("Es un PASS.", "En general, un PASS claro.")),
            Map.entry("it", List.of("È un PASS.", "Nel complesso, un PASS.")),
            Map.entry("pt", List.of("É um PASS.", "No geral, um PASS.")),
            Map.entry("nl", List.of("Het is een PASS.", "Over het geheel een duidelijke PASS.")),
            Map.entry("tr", List.of("Bu bir PASS.", "Genel olarak PASS.")),
            Map.entry("ja", List.of("これは PASS です。", "全体として PASS です。")),
            Map.entry("zh", List.of("这是 PASS。", "总体来说是 PASS。")),
            Map.entry("ko", List.of("이것은 PASS입니다.", "전체적으로 PASS입니다.")));

    /**
     * The places above a marker's pass: in a JSON pass's summary a pass restated keeps it only where each word before it
     * keeps one (NoteBesideAPassGeneratedTest), a stricter reading than the prose's.
     */
    private static final List<String> MARKER_PLACES = GeneratedReviews.PLACES.stream().filter(p -> !p.startsWith("{\"")).toList();

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static List<String> terms(Category category, String language) {
        return LEX.words(category, language).stream().filter(t -> t.indexOf('{') < 0 && !t.isBlank()).toList();
    }

    @Test
    void aPassSpelledAboveTheVerdict_takenBackThere_failsIt_andOneStatedPlainlyKeepsIt() {
        GeneratedReviews.Tally taken = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        for (String language : CLAUSES.keySet()) {
            String clause = CLAUSES.get(language)[0];
            String problem = CLAUSES.get(language)[1];
            List<String> sentences = new ArrayList<>();
            for (String c : terms(Category.CONDITION, language)) {
                sentences.add("PASS " + c + " " + clause + ".");
                sentences.add(c + " " + clause + ", PASS.");
            }
            for (String h : terms(Category.HEDGE, language)) {
                sentences.add(h + " PASS.");
                sentences.add("PASS, " + h + ".");
            }
            for (String k : terms(Category.CONTRAST, language)) {
                sentences.add("PASS, " + k + " " + problem + ".");
            }
            sentences.add("PASS? " + problem + ".");
            for (String s : sentences) {
                taken.decide(decider, language, GeneratedReviews.PLACES, s, Verdict.FAIL);
            }
            for (String s : PLAIN.get(language)) {
                plain.decide(decider, language, MARKER_PLACES, s, Verdict.PASS);
            }
        }
        GeneratedReviews.assertSides(taken, "a pass spelled above the verdict, taken back", 3_000, plain,
                "a pass spelled above the verdict, stated plainly", 40);
    }
}
