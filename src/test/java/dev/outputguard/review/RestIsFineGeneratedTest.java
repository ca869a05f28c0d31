package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A fact followed by a sentence saying the rest is fine ({@code The rest looks good.}, {@code Otherwise LGTM.},
 * {@code Ansonsten passt alles.}, {@code Le reste est propre.}, {@code Lo demás está bien.}, {@code Il resto va bene.},
 * {@code O resto está ok.}, {@code De rest is prima.}, {@code Geri kalanı temiz.}, {@code それ以外は問題ありません。},
 * {@code 其余都没问题。}, {@code 나머지는 좋습니다.}) fails the pass, though its words name no problem: the reviewer set it
 * apart from the rest, as an exception. Generated per language from sentences of facts ({@code {x}} a thing of the
 * change) before each of the language's sentences of the rest fine ({@code {r}}), in the same paragraph, as the item
 * above, or as the paragraph above ({@link #SHAPES}), above a marker's pass. The keep side is the same shapes with what
 * keeps a pass before it: a description of what the change does, praise, a suggestion, a nit named so, a question, a
 * fix. Counted per language.
 */
class RestIsFineGeneratedTest {

    /** The sentence before ({@code {s}}) and the sentence of the rest fine ({@code {r}}), then the pass. */
    private static final List<String> SHAPES = List.of(
            "{s}{sp}{r}\n\nFinal Decision: PASS",
            "- {s}\n- {r}\n\n**Final Decision:** PASS",
            "{s}\n\n{r}\n\nFinal Decision: PASS");

    /** Per language: sentences saying the rest is fine. */
    private static final Map<String, List<String>> REST = Map.ofEntries(
            Map.entry("en", List.of("The rest looks good.", "Otherwise LGTM.", "Apart from that, fine.",
                    "Everything else looks great.")),
            Map.entry("de", List.of("Ansonsten passt alles.", "Der Rest ist sauber.")),
            Map.entry("fr", List.of("Le reste est propre.", "Pour le reste, c'est bon.")),
            Map.entry("es", List.of("Lo demás está bien.", "Por lo demás, todo correcto.")),
            Map.entry("it", List.of("Il resto va bene.", "Per il resto, tutto ok.")),
            Map.entry("pt", List.of("O resto está ok.", "De resto, está tudo bem.")),
            Map.entry("nl", List.of("De rest is prima.", "Verder ziet het er goed uit.")),
            Map.entry("tr", List.of("Geri kalanı temiz.", "Bunun dışında her şey iyi.")),
            Map.entry("ja", List.of("それ以外は問題ありません。", "その他は良好です。")),
            Map.entry("zh", List.of("其余都没问题。", "除此之外都很好。")),
            Map.entry("ko", List.of("나머지는 좋습니다.", "그 외에는 문제없습니다.")));

    /**
     * Per language: facts of the change in words of no problem (before {@code |}), then what keeps the pass, the same as
     * under a heading of observations.
     */
    private static final Map<String, String> SENTENCES = FindingsUnderObservationsGeneratedTest.SENTENCES;

    /** Per language: the things the sentences name. */
    private static final Map<String, List<String>> THINGS = FindingsUnderObservationsGeneratedTest.THINGS;

    @Test
    void aFactBeforeTheRestIsFine_failsThePass_andADescriptionPraiseOrASuggestionBeforeItKeepsIt() {
        ReviewDecider decider = new ReviewDecider(new JsonExtractor());
        GeneratedReviews.Tally family = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        SENTENCES.forEach((language, sides) -> {
            String sp = List.of("ja", "zh").contains(language) ? "" : " ";
            String[] side = sides.split("\\|", -1);
            for (String rest : REST.get(language)) {
                List<String> places = SHAPES.stream().map(shape -> shape.replace("{sp}", sp).replace("{r}", rest)).toList();
                for (String x : THINGS.get(language)) {
                    for (String s : side[0].split(";")) {
                        family.decide(decider, language, places, filled(s, x), Verdict.FAIL);
                    }
                    for (String s : side[1].split(";")) {
                        plain.decide(decider, language, places, filled(s, x), Verdict.PASS);
                    }
                }
            }
        });
        GeneratedReviews.assertSides(family, "a fact before the rest is fine", 400, plain,
                "a description, praise, a suggestion, a nit, a question or a fix before it", 500);
    }

    private static String filled(String sentence, String x) {
        String s = sentence.replace("{X}", Character.toUpperCase(x.charAt(0)) + x.substring(1)).replace("{x}", x);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
