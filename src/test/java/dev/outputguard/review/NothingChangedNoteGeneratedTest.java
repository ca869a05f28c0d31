package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.outputguard.extract.JsonExtractor;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A note beside a JSON pass saying a thing was not changed ({@code "summary": "Nessuna modifica all'API."}), generated
 * in ten languages: the pass stands, as it does above a marker's pass; the same note hedged fails it.
 */
class NothingChangedNoteGeneratedTest {

    /** Each language's notes of a thing left as it was ({@code {x}}), and its hedge, closing the note. */
    private static final Map<String, List<String>> NOTES = Map.of(
            "en", List.of("No changes to {x}.", "No change to {x}.", "No changes in {x}."),
            "de", List.of("Keine Änderungen an {x}.", "Keine Änderung an {x}.", "Keine Änderungen in {x}."),
            "fr", List.of("Aucune modification de {x}.", "Aucun changement à {x}.", "Aucune modification dans {x}."),
            "es", List.of("Sin cambios en {x}.", "Ningún cambio en {x}.", "Ninguna modificación en {x}."),
            "it", List.of("Nessuna modifica a {x}.", "Nessun cambiamento a {x}.", "Nessuna modifica in {x}."),
            "pt", List.of("Nenhuma alteração em {x}.", "Sem alterações em {x}.", "Nenhuma mudança em {x}."),
            "nl", List.of("Geen wijzigingen aan {x}.", "Geen wijziging in {x}.", "Geen wijzigingen in {x}."),
            "tr", List.of("{x} için değişiklik yok.", "{x} tarafında değişiklik yok.", "{x} için hiçbir değişiklik yok."),
            "ja", List.of("{x}に変更なし。", "{x}への変更はありません。", "{x}の変更はありません。"),
            "ko", List.of("{x} 변경 없음.", "{x}에는 변경이 없습니다.", "{x} 쪽 변경 없음."));
    private static final Map<String, String> HEDGES = Map.of("en", ", maybe", "de", ", vielleicht", "fr", ", peut-être",
            "es", ", quizás", "it", ", forse", "pt", ", talvez", "nl", ", misschien", "tr", ", belki", "ja", "、たぶん",
            "ko", ", 아마");
    private static final List<String> THINGS = List.of("README", "API", "CLI", "Dockerfile");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void aThingLeftAsItWasKeepsThePassAndAHedgedNoteDoesNot() {
        GeneratedReviews.Tally kept = new GeneratedReviews.Tally();
        GeneratedReviews.Tally hedged = new GeneratedReviews.Tally();
        NOTES.forEach((language, notes) -> {
            for (String note : notes) {
                for (String x : THINGS) {
                    String s = note.replace("{x}", x);
                    kept.decide(decider, language, GeneratedReviews.PLACES, s, Verdict.PASS);
                    String h = s.substring(0, s.length() - 1) + HEDGES.get(language) + s.substring(s.length() - 1);
                    hedged.decide(decider, language, List.of("{\"result\": \"PASS\", \"summary\": \"{s}\"}"), h, Verdict.FAIL);
                }
            }
        });
        kept.print("a thing left as it was", "not PASS");
        hedged.print("a thing left as it was, hedged, in a JSON pass's summary", "not FAIL");
        assertTrue(kept.variants >= 300 && kept.wrong.isEmpty(), kept.wrong.size() + " of " + kept.variants + " not PASS: "
                + kept.wrong.subList(0, Math.min(12, kept.wrong.size())));
        assertTrue(hedged.wrong.isEmpty(), hedged.wrong.size() + " of " + hedged.variants + " not FAIL: "
                + hedged.wrong.subList(0, Math.min(12, hedged.wrong.size())));
    }
}
