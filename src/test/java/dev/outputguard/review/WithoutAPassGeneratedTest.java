package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A word for without ({@code Sin}, {@code Sem}, {@code Sans}, {@code Ohne}, {@code Senza}, {@code Without},
 * {@code Zonder}) negates what follows it: before a pass's word ({@code Sin aprobación.}, {@code Sem aprovação.},
 * {@code Sans succès.}, {@code Ohne Freigabe.}, {@code Senza approvazione.}, {@code Sin aprobar.}), generated in every
 * language that writes one, above a marker's pass, as a bullet above one and in a JSON pass's summary: FAIL in each;
 * a finding said without a contrast after it that fails ({@code Sin errores críticos, pero las pruebas fallan.}) too.
 * The plain side: a problem said to be without ({@code Sin errores.}, {@code Ohne Fehler.}) keeps the pass.
 */
class WithoutAPassGeneratedTest {

    /** Per language: the word for without, what a pass is called after it, problems, and a failing contrast. */
    private record Language(String without, List<String> passes, List<String> problems, String butFails) {
    }

    private static final Map<String, Language> LANGUAGES = Map.of(
            "es", new Language("sin", List.of("aprobación", "éxito", "validación", "aprobar", "pasar", "validar", "aprobado"),
                    List.of("errores", "problemas", "observaciones"), ", pero las pruebas fallan"),
            "pt", new Language("sem", List.of("aprovação", "sucesso", "aprovar", "passar", "validar", "aprovado"),
                    List.of("erros", "problemas"), ", mas os testes falham"),
            "fr", new Language("sans", List.of("approbation", "succès", "validation", "valider", "approuver", "validé"),
                    List.of("erreurs", "problèmes"), ", mais les tests échouent"),
            "de", new Language("ohne", List.of("Freigabe", "Erfolg", "Genehmigung", "Abnahme"),
                    List.of("Fehler", "Probleme"), ", aber die Tests schlagen fehl"),
            "it", new Language("senza", List.of("approvazione", "successo", "approvare", "superare", "approvato"),
                    List.of("errori", "problemi"), ", ma i test falliscono"),
            "en", new Language("without", List.of("approval", "success", "sign-off", "approving"),
                    List.of("errors", "issues"), ", but the tests fail"),
            "nl", new Language("zonder", List.of("goedkeuring", "succes"), List.of("fouten", "problemen"),
                    ", maar de tests falen"));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    @Test
    void withoutBeforeAPassesWord_orAFindingAndAFailingContrast_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((code, l) -> {
            for (String pass : l.passes()) {
                for (String s : List.of(capital(l.without()) + " " + pass + ".", capital(l.without()) + " " + pass)) {
                    tally.decide(decider, code, GeneratedReviews.PLACES, s, Verdict.FAIL);
                }
            }
            for (String problem : l.problems()) {
                String s = capital(l.without()) + " " + problem + l.butFails() + ".";
                tally.decide(decider, code, GeneratedReviews.PLACES, s, Verdict.FAIL);
            }
        });
        tally.print("without before a pass's word, or a finding and a failing contrast", "not FAIL");
        tally.showWrong();
        tally.assertNone(150);
    }

    @Test
    void withoutBeforeAProblem_keepsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((code, l) -> {
            for (String problem : l.problems()) {
                String s = capital(l.without()) + " " + problem + ".";
                tally.decide(decider, code, GeneratedReviews.PLACES.subList(0, 2), s, Verdict.PASS);
            }
        });
        tally.print("without before a problem", "not PASS (plain lost)");
        tally.showWrong();
        tally.assertNone(25);
    }
}
