package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;

/**
 * How findings above a pass that state what the change does are read, generated from the lexicon's words in every
 * language it reads, each family counted:
 * <ul>
 * <li>a check refusing what it is meant to refuse keeps the pass: each word of {@code bad-input} ({@code invalid},
 * {@code abgelaufene}, {@code 过期的}) with each word of {@code refuses} ({@code rejected}, {@code abgelehnt}, {@code 拒绝})
 * in a sentence of its language; the same sentence about a valid input fails the pass where the refusing word is a
 * failing verdict's, and so does a turn ({@code twice}, {@code deux fois}) with no refusing word after it;</li>
 * <li>a separable verb whose particle closes its clause ({@code stürzt … ab}) states what its words together state,
 * with up to three words between, unless a negation stands between;</li>
 * <li>a negation written in two ({@code ne … jamais}, {@code no … nunca}) is one: its first word before a grave problem
 * that holds its second ({@code n'est jamais libéré}) does not count that problem none;</li>
 * <li>a word for nothing that negates nothing ({@code 空}, {@code 不明}) before a grave problem names what the problem
 * meets, not its absence ({@code 队列为空时 worker 崩溃});</li>
 * <li>a grave problem in the condition a sentence sets, in a language written with spaces, is what the sentence
 * supposes ({@code If the pricing service hangs, the page shows the cached price.}); one in what follows from the
 * condition is stated ({@code If the cache is cold, the service crashes.}).</li>
 * </ul>
 */
class ConsequencesAboveAPassGeneratedTest {

    private static final String MARKER = "\n\nFinal Decision: PASS";
    /** Per language, a sentence about requests: {@code %1$s} what describes them, {@code %2$s} what a check does to them. */
    private static final Map<String, String> REQUESTS = Map.ofEntries(
            Map.entry("en", "%s requests are %s by the handler."),
            Map.entry("de", "%s Anfragen werden vom Handler %s."),
            Map.entry("fr", "Les requêtes %s sont %s par le handler."),
            Map.entry("es", "Las solicitudes %s son %s por el handler."),
            Map.entry("it", "Le richieste %s vengono %s dal handler."),
            Map.entry("pt", "As requisições %s são %s pelo handler."),
            Map.entry("nl", "%s verzoeken worden door de handler %s."),
            Map.entry("tr", "%s istekler handler tarafından %s."),
            Map.entry("ja", "%sリクエストはハンドラーで%sされます。"),
            Map.entry("zh", "%s请求会被处理器%s。"),
            Map.entry("ko", "%s 요청은 핸들러에서 %s됩니다."));
    /** Per language, a word describing an input as good: the same sentence refuses what it should not. */
    private static final Map<String, String> VALID = Map.ofEntries(Map.entry("en", "Valid"), Map.entry("de", "Gültige"),
            Map.entry("fr", "valides"), Map.entry("es", "válidas"), Map.entry("it", "valide"), Map.entry("pt", "válidas"),
            Map.entry("nl", "Geldige"), Map.entry("tr", "Geçerli"), Map.entry("ja", "有効な"), Map.entry("zh", "有效的"),
            Map.entry("ko", "유효한"));
    /** Words a separable verb's gap may hold, by language: neutral places and times. */
    private static final Map<String, List<String>> GAP_WORDS = Map.of("de", List.of("beim", "Start", "jedes", "Mal"),
            "nl", List.of("bij", "het", "opstarten", "steeds"));
    /** Per language of negative concord, a subject before its first word. */
    private static final Map<String, String> SUBJECT = Map.of("fr", "Le verrou", "es", "El bloqueo", "it", "Il lock",
            "pt", "O bloqueio");
    /** Per language written without spaces, a sentence: {@code %1$s} a word for nothing, {@code %2$s} a grave problem. */
    private static final Map<String, String> NOTHING_THEN_PROBLEM = Map.of("zh", "队列为%s时 worker %s。", "ja",
            "キューが%sのときワーカーが%sします。", "ko", "큐가 %s일 때 워커가 %s.");

    /**
     * Per language written with spaces, a sentence that sets a condition and what follows from it: {@code %1$s} a grave
     * problem in the condition, {@code %2$s} one in what follows.
     */
    private static final Map<String, String[]> CONDITION = Map.of(
            "en", new String[] {"If the pricing service %s, the page shows the cached price.", "If the cache is cold, the service %s."},
            "de", new String[] {"Wenn der Preisdienst %s, zeigt die Seite den Preis aus dem Cache.", "Wenn der Cache kalt ist, %s der Dienst."},
            "fr", new String[] {"Si le service des prix %s, la page affiche le prix en cache.", "Si le cache est froid, le service %s."},
            "es", new String[] {"Si el servicio de precios %s, la página muestra el precio en caché.", "Si la caché está fría, el servicio %s."},
            "it", new String[] {"Se il servizio prezzi %s, la pagina mostra il prezzo in cache.", "Se la cache è fredda, il servizio %s."},
            "pt", new String[] {"Se o serviço de preços %s, a página mostra o preço em cache.", "Se o cache estiver frio, o serviço %s."},
            "nl", new String[] {"Als de prijsdienst %s, toont de pagina de prijs uit de cache.", "Als de cache koud is, %s de dienst."});

    private final FamilyTally tally = new FamilyTally();

    @Test
    void consequencesAboveAPass_inEveryLanguage_readAsTheirWordsTogetherSay() throws IOException {
        for (String language : REQUESTS.keySet()) {
            List<String> bad = Lexicon.get().words(Role.BAD_INPUT, language);
            List<String> refuses = Lexicon.get().words(Role.REFUSES, language);
            assertTrue(!bad.isEmpty() && !refuses.isEmpty(), language + " lists no bad input or no refusing");
            int turn = 0;
            for (String input : bad) {
                for (String refusing : refuses) {
                    if (readElsewhere(input) || readElsewhere(refusing) && !verdict(refusing)
                            || input.matches("(too|past|over|above) .*")) {
                        // A word another reading states or takes back on its own; an input named by a measure past a
                        // bound or a time gone by (too long, past dates, over the limit) is read by the measure's and
                        // the loss's readings too, and before the template's noun it fails (LimitCrossedGeneratedTest
                        // writes it where it stands).
                        continue;
                    }
                    tally.check("a check refusing a bad input", request(language, input, refusing), Verdict.PASS);
                    if (turn++ % bad.size() == 0 && verdict(refusing)) {
                        tally.check("a check refusing a valid input", request(language, VALID.get(language), refusing),
                                Verdict.FAIL);
                    }
                }
            }
            // A refusing word that is no failing verdict's (ignored, recognised): one that is fails on its own, above.
            List<String> handling = refuses.stream().filter(r -> !readElsewhere(r)).toList();
            for (String word : Lexicon.get().words(Role.TURN, language)) {
                if (readElsewhere(word) || handling.isEmpty() || holds(word, Role.RACE)
                        || (Lexicon.get().roles(Role.RACE).categoriesOfWord(word) & Role.RACE.bit()) != 0) {
                    continue; // (a word of a race is read by the race's own reading: RaceStatedGeneratedTest)
                }
                String refusing = handling.get(turn++ % handling.size());
                tally.check("a turn the check refuses", request(language, word, refusing), Verdict.PASS);
            }
        }
        for (String[] gap : gapTerms()) {
            String language = gap[0];
            List<String> fill = GAP_WORDS.get(language);
            assertTrue(fill != null, "no gap words for " + language);
            for (int n = 0; n <= 3; n++) {
                String between = String.join(" ", fill.subList(0, n));
                tally.check("a separable verb", "Der Dienst " + gap[1] + " " + between + (n > 0 ? " " : "") + gap[2] + "."
                        + MARKER, Verdict.FAIL);
            }
            for (String negation : Lexicon.get().words(Category.VERB_NEGATION, language)) {
                tally.check("a separable verb negated between", "Der Dienst " + gap[1] + " " + fill.get(0) + " " + negation
                        + " " + gap[2] + "." + MARKER, Verdict.PASS);
            }
        }
        for (Map.Entry<String, String> e : SUBJECT.entrySet()) {
            String language = e.getKey();
            List<String> openers = Lexicon.get().words(Role.CONCORD_OPENER, language);
            for (String term : Lexicon.get().words(Category.SEVERE, language)) {
                if (!holds(term, Role.CONCORD)) {
                    continue;
                }
                for (String opener : openers) {
                    tally.check("a negation written in two", e.getValue() + " " + opener + (opener.endsWith("'") ? "" : " ")
                            + term + "." + MARKER, Verdict.FAIL);
                }
            }
        }
        for (Map.Entry<String, String> e : NOTHING_THEN_PROBLEM.entrySet()) {
            String language = e.getKey();
            List<String> problems = Lexicon.get().words(Category.SEVERE, language).stream()
                    .filter(w -> (Lexicon.get().categoriesOfWord(w) & mask(Category.NEGATION,
                            Category.NOTHING, Category.RESOLVING, Category.PSEUDO, Category.CONDITION)) == 0)
                    .toList();
            int turn = 0;
            for (String nothing : Lexicon.get().words(Category.NOTHING, language)) {
                if ((Lexicon.get().categoriesOfWord(nothing) & mask(Category.NEGATION, Category.PSEUDO,
                        Category.RESOLVING)) != 0) {
                    continue;
                }
                for (int i = 0; i < 5; i++) {
                    tally.check("a word for nothing before a grave problem", String.format(e.getValue(), nothing,
                            problems.get(turn++ % problems.size())) + MARKER, Verdict.FAIL);
                }
            }
        }
        for (Map.Entry<String, String[]> e : CONDITION.entrySet()) {
            String language = e.getKey();
            int turn = 0;
            for (String problem : Lexicon.get().words(Category.SEVERE, language)) {
                if ((Lexicon.get().categoriesOfWord(problem) & mask(Category.NEGATION, Category.NOTHING,
                        Category.RESOLVING, Category.PSEUDO, Category.CONDITION, Category.CHECK)) != 0
                        || problem.contains(",") || holds(problem, Role.TURN) || turn++ % 3 != 0) {
                    continue; // (a turn word is read by the turn's reading, in a condition too: Saving twice, …)
                }
                tally.check("a grave problem in the condition a sentence sets", String.format(e.getValue()[0], problem)
                        + MARKER, Verdict.PASS);
                tally.check("a grave problem in what follows from a condition", String.format(e.getValue()[1], problem)
                        + MARKER, Verdict.FAIL);
            }
        }
        tally.assertAllRead("consequences above a pass", 1000);
        for (String family : List.of("a check refusing a bad input", "a check refusing a valid input",
                "a turn the check refuses", "a separable verb", "a separable verb negated between",
                "a negation written in two", "a word for nothing before a grave problem",
                "a grave problem in the condition a sentence sets", "a grave problem in what follows from a condition")) {
            assertTrue(tally.has(family), "no variant of " + family);
        }
    }

    private static long mask(Category... categories) {
        long bits = 0;
        for (Category c : categories) {
            bits |= c.bit();
        }
        return bits;
    }

    private static String request(String language, String input, String refusing) {
        return String.format(REQUESTS.get(language), input, refusing) + MARKER;
    }

    /** Whether a word is one other readings state or take back wherever it stands (a failure, a negation, a problem). */
    private static boolean readElsewhere(String word) {
        return (Lexicon.get().categoriesOfWord(word) & mask(Category.SEVERE, Category.UNVERIFIED,
                Category.FAILURE, Category.NEGATION, Category.HEDGE, Category.CONDITION, Category.PROBLEM,
                Category.NEGATIVE_VERDICT)) != 0;
    }

    /** Whether a refusing word is a failing verdict's word as well ({@code rejected}): it fails a pass on its own. */
    private static boolean verdict(String word) {
        return (Lexicon.get().categoriesOfWord(word) & Category.NEGATIVE_VERDICT.bit()) != 0;
    }

    /** Whether a word of {@code term} is one of {@code role}'s. */
    private static boolean holds(String term, Role role) {
        for (String w : term.split(" ")) {
            if ((Lexicon.get().roles(role).categoriesOfWord(w) & role.bit()) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The lexicon files' terms written with a gap ({@code stürzt … ab}): language, the words before, the words after. */
    private static List<String[]> gapTerms() throws IOException {
        List<String[]> terms = new ArrayList<>();
        for (String language : Lexicon.LANGUAGES) {
            try (InputStream in = Lexicon.class.getClassLoader().getResourceAsStream("assertion/" + language + ".txt");
                    BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    String t = Normalizer.normalize(line.strip(), Normalizer.Form.NFKC);
                    int gap = t.indexOf(" ... ");
                    if (!t.startsWith("#") && gap > 0) {
                        terms.add(new String[] {language, t.substring(0, gap), t.substring(gap + 5)});
                    }
                }
            }
        }
        assertTrue(!terms.isEmpty(), "no term with a gap");
        return terms;
    }
}
