package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A failure that is the subject of a word of resolving acting on what follows it ({@code The crash prevents saving.},
 * {@code The build fails without a log line.}, {@code Der Absturz verhindert das Speichern.}, {@code La régression
 * empêche la sauvegarde.}) above the verdict fails the pass: the word resolves its object, not its subject. Generated per
 * language from the failures ({@code {x}}) and what the word acts on ({@code {m}}), in each of
 * {@link GeneratedReviews#PLACES}. The same words before the failure ({@code The guard prevents the crash.},
 * {@code It runs without a crash.}) and a participle after it ({@code The crash is fixed.}) keep the pass above a
 * marker's. Counted per language.
 */
class FailureAsSubjectGeneratedTest {

    /** Per language: a failure ({@code {x}}) acting on a thing ({@code {m}}), then (after {@code |}) the failure resolved. */
    private static final Map<String, String> ACTING = Map.ofEntries(
            Map.entry("en", "{X} prevents {m}.;{X} now removes {m}.;{X} eliminates {m}.;After this change {x} avoids {m}."
                    + "|This change prevents {x}.;The guard removes {x}.;{X} is fixed.;{X} was prevented by the new check."
                    + ";The patch eliminates {x}."),
            Map.entry("de", "{X} verhindert {m}.;{X} vermeidet {m}."
                    + "|Dieser PR verhindert {x}.;Der neue Test vermeidet {x}.;{X} ist behoben."),
            Map.entry("fr", "{X} empêche {m}.;Avec ce PR, {x} empêche {m}.;{X} élimine {m}.;{X} évite {m}."
                    + "|Ce PR empêche {x}.;La vérification évite {x}.;{X} est corrigée."),
            Map.entry("es", "{X} evita {m}.;Con este PR, {x} previene {m}.;{X} elimina {m}."
                    + "|Este PR evita {x}.;La comprobación previene {x}.;{X} está resuelta."),
            Map.entry("it", "{X} impedisce {m}.;Con questa PR {x} previene {m}.;{X} elimina {m}.;{X} evita {m}."
                    + "|Questa PR impedisce {x}.;Il controllo evita {x}.;{X} è risolta."),
            Map.entry("pt", "{X} impede {m}.;Com este PR, {x} previne {m}.;{X} elimina {m}.;{X} evita {m}."
                    + "|Este PR evita {x}.;A verificação previne {x}.;{X} foi resolvida."),
            Map.entry("nl", "{X} voorkomt {m}.;{X} verwijdert {m}."
                    + "|Deze PR voorkomt {x}.;De controle verwijdert {x}.;{X} is opgelost."));

    /** Per language: the failures, and what their word acts on. */
    private static final Map<String, List<List<String>>> WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("the crash", "the failure", "the regression", "the deadlock", "the data loss",
                    "the segfault", "the memory leak"),
                    List.of("saving", "logins", "the retry", "deploys", "the cleanup"))),
            Map.entry("de", List.of(List.of("der Absturz", "die Regression", "der Deadlock", "der Datenverlust", "das Speicherleck"),
                    List.of("das Speichern", "die Anmeldung", "den Neustart"))),
            Map.entry("fr", List.of(List.of("le plantage", "la régression", "la perte de données", "la fuite mémoire"),
                    List.of("la sauvegarde", "la connexion", "le redémarrage"))),
            Map.entry("es", List.of(List.of("la regresión", "la pérdida de datos", "la fuga de memoria"),
                    List.of("el guardado", "el inicio de sesión", "el reinicio"))),
            Map.entry("it", List.of(List.of("il crash", "la regressione", "il guasto", "la perdita di dati"),
                    List.of("il salvataggio", "il login", "il riavvio"))),
            Map.entry("pt", List.of(List.of("a regressão", "a falha", "a perda de dados"),
                    List.of("o salvamento", "o login", "o reinício"))),
            Map.entry("nl", List.of(List.of("de crash", "de regressie", "de deadlock", "het dataverlies"),
                    List.of("het opslaan", "het inloggen", "de herstart"))));

    /**
     * English's preposition: a failing verb ({@code {x}}) without what it lacks, then (after {@code |}) the preposition
     * before the failure: it runs without one.
     */
    private static final Map<String, String> WITHOUT = Map.of("en",
            "{X} without a log line.;{X} without any warning.;{X} without a retry.;{X}, without notice."
                    + "|It runs without failures.;Deploys now complete without crashing.;The migration ran without any data loss."
                    + ";It handles the timeout without failing.;Works without regressions on all three browsers.");

    /** The failing verbs English's preposition follows. */
    private static final Map<String, List<String>> FAILING = Map.of("en", List.of("the build fails", "the service crashes",
            "the job hangs", "the upload fails", "the worker crashes", "the endpoint fails"));

    @Test
    void aFailureActingOnWhatFollows_failsThePass_andTheWordBeforeItOrAParticipleAfterItKeepsIt() {
        new GeneratedReviews.Sides().decideOfTwo(ACTING, WORDS, GeneratedReviews.MARKER_PLACES)
                .decide(WITHOUT, FAILING, GeneratedReviews.MARKER_PLACES)
                .assertSides("a failure as the subject of a word of resolving", 500,
                        "the word before the failure or a participle after it", 300);
    }
}
