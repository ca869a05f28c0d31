package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A verb read as a defect whose parts stand apart in its sentence, above the verdict, fails the pass as the verb written
 * whole does: a German or Dutch separable verb of ending with a "never" between its stem and its particle ({@code Die
 * Schleife hört nie auf.}, {@code Die Sitzung läuft nie ab.}, {@code De lus houdt nooit op.}), as {@code The loop never
 * terminates.} does; and a verb of letting in with what a check must refuse between its parts ({@code The login lets
 * empty passwords through.}, {@code Der Filter lässt abgelaufene Tokens durch.}, {@code De controle staat lege
 * wachtwoorden toe.}), as {@code The API accepts an empty password.} does. Generated per language from sentences of each
 * shape with its things ({@code {x}}, {@code {X}}), in each of {@link GeneratedReviews#PLACES}. Only German, Dutch and
 * English write a verb so: French, Spanish, Italian and Portuguese keep a verb whole (their "never" stands around it,
 * {@code ne … jamais}, read already), Turkish, Japanese and Korean end their clause with the verb, Chinese writes its
 * negation before it. The keep side: a guard (the verb without its "never": {@code Die Schleife hört nach 3 Versuchen
 * auf.}), a negation between the parts ({@code The login lets no empty password through.}), a time before the fix, a
 * test naming it, and what a check lets in that it may ({@code The filter only lets valid tokens in.}). Counted per
 * language.
 */
class SeparableVerbGeneratedTest {

    /** Per language: a process said never to end, its parts apart, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> NEVER_ENDS = Map.ofEntries(
            Map.entry("de", "{X} hört nie auf.;{X} bricht nie ab.;{X} hält nie an.;{X} hört bei Fehlern nie auf."
                    + ";{X} hört niemals auf.;{X} hält im Fehlerfall niemals an.;Im Log sieht man, dass {x} nie aufhört."
                    + "|{X} hört nach 3 Versuchen auf.;{X} bricht bei Fehlern ab.;{X} hält beim ersten Fehler an."
                    + ";Ein Test prüft, dass {x} aufhört.;Früher hörte {x} nie auf.;{X} hörte vor diesem Fix nie auf."),
            Map.entry("nl", "{X} houdt nooit op.;{X} houdt bij fouten nooit op.;{X} breekt nooit af."
                    + ";In het log zie je dat {x} nooit ophoudt."
                    + "|{X} houdt na 3 pogingen op.;{X} houdt bij de eerste fout op.;{X} breekt bij fouten af."
                    + ";Een test controleert dat {x} ophoudt.;Vroeger hield {x} nooit op."));

    /** Per language: a process that must end. */
    private static final Map<String, List<String>> PROCESSES = Map.ofEntries(
            Map.entry("de", List.of("die Schleife", "der Import", "der Job", "der Retry-Loop")),
            Map.entry("nl", List.of("de lus", "de import", "de taak", "de retry-lus")));

    /** Per language: a grant said never to expire, its parts apart, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> NEVER_EXPIRES = Map.ofEntries(
            Map.entry("de", "{X} läuft nie ab.;{X} läuft niemals ab.;{X} läuft bei Inaktivität nie ab."
                    + ";Im Code sieht man, dass {x} nie abläuft."
                    + "|{X} läuft nach 30 Minuten ab.;{X} läuft bei Inaktivität ab.;Ein Test prüft, dass {x} abläuft."
                    + ";Früher lief {x} nie ab."),
            Map.entry("nl", "{X} loopt nooit af.;{X} loopt bij inactiviteit nooit af.;In de code zie je dat {x} nooit afloopt."
                    + "|{X} loopt na 30 minuten af.;{X} loopt bij inactiviteit af.;Een test controleert dat {x} afloopt."
                    + ";Vroeger liep {x} nooit af."));

    /** Per language: a grant that must expire. */
    private static final Map<String, List<String>> GRANTS = Map.ofEntries(
            Map.entry("de", List.of("die Sitzung", "das Token", "der Reset-Link")),
            Map.entry("nl", List.of("de sessie", "het token", "de resetlink")));

    /** Per language: an input a check must refuse let in, its parts apart, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> LETS_IN = Map.ofEntries(
            Map.entry("en", "The login lets {x} through.;The filter lets {x} in.;The validator let {x} through."
                    + ";The gateway lets {x} through, so the backend sees them.;The check silently lets {x} in."
                    + "|The login lets no {x} through.;The filter only lets valid tokens in.;The filter lets valid tokens through."
                    + ";The login no longer lets {x} through.;Before this fix the filter let {x} through."
                    + ";Tests cover the case where the filter lets {x} in.;The login does not let {x} through."),
            Map.entry("de", "Der Login lässt {x} durch.;Der Filter lässt {x} zu.;Der Validator ließ {x} durch."
                    + ";Die Prüfung lässt {x} ohne Fehler durch.;Im Test sieht man, dass der Filter {x} durchlässt."
                    + "|Der Login lässt {x} nicht durch.;Der Filter lässt {x} nicht mehr zu.;Der Filter lässt nur gültige Tokens zu."
                    + ";Früher ließ der Login {x} durch.;Der Filter lässt gültige Tokens durch."),
            Map.entry("nl", "De controle staat {x} toe.;Het filter laat {x} door.;De login laat {x} toe."
                    + ";De validator liet {x} door.;In de test zie je dat het filter {x} doorlaat."
                    + "|De controle staat {x} niet toe.;Het filter laat {x} niet meer door.;Het filter laat alleen geldige tokens door."
                    + ";Vroeger liet het filter {x} door.;De controle staat geldige tokens toe."));

    /** Per language: inputs a check must refuse, as a plural or a mass. */
    private static final Map<String, List<String>> BAD_INPUTS = Map.ofEntries(
            Map.entry("en", List.of("empty passwords", "expired tokens", "invalid email addresses", "revoked tokens")),
            Map.entry("de", List.of("leere Passwörter", "abgelaufene Tokens", "ungültige E-Mail-Adressen", "widerrufene Tokens")),
            Map.entry("nl", List.of("lege wachtwoorden", "verlopen tokens", "ongeldige e-mailadressen", "ingetrokken tokens")));

    @Test
    void aDefectsVerbWithItsPartsApart_failsThePass_andAGuardANegationBetweenAPastOrATestKeepsIt() {
        new GeneratedReviews.Sides().decide(NEVER_ENDS, PROCESSES, GeneratedReviews.MARKER_PLACES)
                .decide(NEVER_EXPIRES, GRANTS, GeneratedReviews.MARKER_PLACES)
                .decide(LETS_IN, BAD_INPUTS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a defect's verb, its parts apart", 300, "a guard, a negation between, a past or a test",
                        250);
    }
}
