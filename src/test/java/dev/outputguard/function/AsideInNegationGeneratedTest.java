package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.review.Verdict;

/**
 * A negation parted from the word it negates by an aside ({@code I would not, honestly, merge this.},
 * {@code Die Tests sind nicht, soweit ich sehe, grün.}, {@code No está, en rigor, aprobado.}, {@code 测试并没有（据我所知）通过。}):
 * the aside qualifies the clause, so the negation still takes the word back. Generated over every passing state of each
 * Latin-script language (the lexicon's {@link Role#PASSING_STATE}), a few negated verbs of merging and passing, and
 * Chinese negations before a passing verb, each with the aside in every shape ({@code , x y,}, {@code  — x y — },
 * {@code  – x – }, {@code  (x y) }, {@code  - x y - }) holding the language's own asides and random words nobody
 * listed; review-decision: above a marker's pass, after it, in a JSON pass's summary and note, FAIL in each;
 * extract-json ({@code coerce}): after the data, fenced and bare, and as a {@code note} member beside it, with the
 * value named in the language, never answered. The keep side, counted: the same sentences without their negation
 * ({@code It is, honestly, ready.}) keep the pass and the value; the sentences are written here, their asides too.
 */
class AsideInNegationGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final ReviewDecider DECIDER = new ReviewDecider(new JsonExtractor());
    private static final List<String> LATIN = List.of("en", "de", "fr", "es", "it", "pt", "nl");

    /** Per language, a negated state with the aside at {A} and the state at {w}; its plain twin has no negation. */
    private static final Map<String, List<String[]>> STATE_FRAMES = Map.of(
            "en", List.of(f("Not{A}{w}", null), f("It is not{A}{w}", "It is{A}{w}"),
                    f("The tests are not{A}{w}", "The tests are{A}{w}"), f("This is not{A}{w}", "This is{A}{w}")),
            "de", List.of(f("Nicht{A}{w}", null), f("Es ist nicht{A}{w}", "Es ist{A}{w}"),
                    f("Die Tests sind nicht{A}{w}", "Die Tests sind{A}{w}")),
            "fr", List.of(f("Pas{A}{w}", null), f("Ce n'est pas{A}{w}", "C'est{A}{w}"),
                    f("Les tests ne sont pas{A}{w}", "Les tests sont{A}{w}")),
            "es", List.of(f("No{A}{w}", null), f("No está{A}{w}", "Está{A}{w}"), f("No es{A}{w}", null),
                    f("Las pruebas no están{A}{w}", "Las pruebas están{A}{w}")),
            "it", List.of(f("Non{A}{w}", null), f("Non è{A}{w}", "È{A}{w}"), f("I test non sono{A}{w}", "I test sono{A}{w}")),
            "pt", List.of(f("Não{A}{w}", null), f("Não está{A}{w}", "Está{A}{w}"),
                    f("Os testes não estão{A}{w}", "Os testes estão{A}{w}")),
            "nl", List.of(f("Niet{A}{w}", null), f("Het is niet{A}{w}", "Het is{A}{w}"),
                    f("De tests zijn niet{A}{w}", "De tests zijn{A}{w}")));

    /** Per language, a negated verb of merging, building or passing, the aside at {A}, and its plain twin. */
    private static final Map<String, List<String[]>> VERB_FRAMES = Map.of(
            "en", List.of(f("I would not{A}merge this", "I will{A}merge this"), f("It does not{A}build", null),
                    f("The tests do not{A}pass", "The tests{A}pass"), f("I would not{A}approve it", null),
                    f("It is not{A}ready to merge", "It is{A}ready to merge")),
            "de", List.of(f("Ich würde das nicht{A}mergen", null), f("Die Tests laufen nicht{A}durch", null),
                    f("Der Build ist nicht{A}erfolgreich", "Der Build ist{A}erfolgreich")),
            "fr", List.of(f("Les tests ne sont pas{A}au vert", null), f("Le build n'est pas{A}réussi", null)),
            "es", List.of(f("Las pruebas no{A}pasan", "Las pruebas{A}pasan"), f("Yo no{A}lo aprobaría", null),
                    f("Las pruebas no están{A}en verde", "Las pruebas están{A}en verde")),
            "it", List.of(f("I test non{A}passano", "I test{A}passano"), f("Io non{A}lo approverei", null)),
            "pt", List.of(f("Os testes não{A}passam", "Os testes{A}passam"), f("Eu não{A}aprovaria", null)),
            "nl", List.of(f("Ik zou dit niet{A}mergen", null), f("Ik zou het niet{A}goedkeuren", null)));

    /** Per language, the language's own asides (some listed words, most not). */
    private static final Map<String, List<String>> ASIDES = Map.of(
            "en", List.of("honestly", "strictly speaking", "as far as I can see", "in my opinion", "at least on my machine",
                    "to be fair", "as far as I can tell", "yet"),
            "de", List.of("ehrlich gesagt", "soweit ich sehe", "streng genommen", "zumindest lokal"),
            "fr", List.of("à vrai dire", "pour autant que je sache", "à proprement parler", "honnêtement"),
            "es", List.of("en rigor", "que yo sepa", "en sentido estricto", "la verdad"),
            "it", List.of("a dire il vero", "per quanto ne so", "a rigore", "onestamente", "a quanto pare"),
            "pt", List.of("de fato", "até onde sei", "a rigor", "ao que parece"),
            "nl", List.of("eerlijk gezegd", "voor zover ik weet", "strikt genomen", "in elk geval"));

    /**
     * Per language, the asides that keep a plain sentence's value (no hedge, no scope): the keep side's, with words
     * nobody listed. A hedge as an aside ({@code as far as I can see}) takes a plain value back of itself.
     */
    private static final Map<String, List<String>> KEEPING_ASIDES = Map.of(
            "en", List.of("honestly", "to be fair"), "de", List.of("ehrlich gesagt"),
            "fr", List.of("à vrai dire", "honnêtement"), "es", List.of("la verdad"),
            "it", List.of("a dire il vero", "onestamente"), "pt", List.of("de fato"), "nl", List.of("eerlijk gezegd"));

    /** The aside's shapes around its words ({x}): each stands between the negation and its word. */
    private static final List<String> SHAPES = List.of(", {x}, ", " — {x} — ", " – {x} – ", " ({x}) ", " - {x} - ",
            "—{x}—");

    private static String[] f(String negated, String plain) {
        return new String[] { negated, plain };
    }

    /** Words nobody listed, a few to an aside, drawn from a seeded random. */
    private static String unlisted(Random random) {
        StringBuilder s = new StringBuilder();
        int words = 1 + random.nextInt(3);
        for (int w = 0; w < words; w++) {
            String word;
            do {
                word = word(random);
            } while (Lexicon.get().categoriesOfWord(word) != 0); // a listed word is no word nobody listed (nope)
            s.append(w > 0 ? " " : "").append(word);
        }
        return s.toString();
    }

    private static String word(Random random) {
        StringBuilder s = new StringBuilder();
        int letters = 3 + random.nextInt(6);
        for (int i = 0; i < letters; i += 2) {
            s.append("bdfgklmnprstvz".charAt(random.nextInt(14))).append("aeiou".charAt(random.nextInt(5)));
        }
        return s.toString();
    }

    /** Every aside of a language: each shape with each own aside and with two draws of unlisted words. */
    private static List<String> asides(String language, Random random) {
        return asides(ASIDES.get(language), random);
    }

    private static List<String> asides(List<String> own, Random random) {
        List<String> all = new ArrayList<>();
        for (String shape : SHAPES) {
            for (String words : own) {
                all.add(shape.replace("{x}", words));
            }
            all.add(shape.replace("{x}", unlisted(random)));
            all.add(shape.replace("{x}", unlisted(random)));
        }
        return all;
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** The sentence of {@code frame} with {@code aside} at {A} and {@code word} at {w}, capitalised, closed. */
    private static String sentence(String frame, String aside, String word) {
        return capital(frame.replace("{w}", word).replace("{A}", aside)) + ".";
    }

    /** Wrong answers and variants by family and language, and the wrong ones shown. */
    private static final class Tally {
        final Map<String, int[]> counts = new TreeMap<>();
        final List<String> wrong = new ArrayList<>();

        void count(String family, String language, String shown, boolean asExpected) {
            int[] c = counts.computeIfAbsent(family + ", " + language, k -> new int[2]);
            c[0]++;
            if (!asExpected) {
                c[1]++;
                wrong.add(family + " " + language + ": " + shown.replace("\n", "\\n"));
            }
        }

        int variants() {
            return counts.values().stream().mapToInt(c -> c[0]).sum();
        }

        int missed() {
            return counts.values().stream().mapToInt(c -> c[1]).sum();
        }

        void print(String otherwise) {
            counts.forEach((k, c) -> System.out.println("aside in negation, " + k + ": " + c[0] + " variants, " + c[1] + " "
                    + otherwise));
            if (System.getenv("SHOW_WRONG") != null) {
                wrong.forEach(System.out::println);
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------- review

    private static String json(String s) {
        return MAPPER.createObjectNode().put("s", s).get("s").toString();
    }

    /** The reviews holding {@code s}: above a marker's pass, after it, and in a JSON pass's summary and note. */
    private static List<String[]> reviews(String s) {
        return List.of(new String[] { s + "\n\nFinal Decision: PASS", null },
                new String[] { "Final Decision: PASS\n\n" + s, null },
                new String[] { "Reviewed the change.", "{\"result\": \"PASS\", \"summary\": " + json(s) + "}" },
                new String[] { "Reviewed the change.", "{\"result\": \"PASS\", \"note\": " + json(s) + "}" });
    }

    private static Verdict decide(String[] review) {
        return DECIDER.decide(review[0], review[1]).result();
    }

    private static String shown(String[] review, Verdict v) {
        return review[0] + (review[1] == null ? "" : " ||| " + review[1]) + " -> " + v;
    }

    /**
     * Every negated sentence of the review side, by family and language, with its plain twin (null where none): the
     * same sentence without its negation, its aside one that keeps a value or words nobody listed.
     */
    private static Map<String, List<String[]>> reviewSentences(Random random) {
        Map<String, List<String[]>> byFamily = new LinkedHashMap<>();
        Lexicon lex = Lexicon.get();
        for (String language : LATIN) {
            List<String> asides = asides(language, random);
            List<String> keeping = asides(KEEPING_ASIDES.get(language), random);
            for (String word : lex.words(Role.PASSING_STATE, language)) {
                for (String[] frame : STATE_FRAMES.get(language)) {
                    for (int a = 0; a < asides.size(); a++) {
                        String kept = a < keeping.size() && frame[1] != null ? sentence(frame[1], keeping.get(a), word) : null;
                        byFamily.computeIfAbsent("a state, " + language, k -> new ArrayList<>()).add(new String[] {
                                sentence(frame[0], asides.get(a), word), kept });
                    }
                }
            }
            for (String[] frame : VERB_FRAMES.get(language)) {
                for (int a = 0; a < asides.size(); a++) {
                    String kept = a < keeping.size() && frame[1] != null ? sentence(frame[1], keeping.get(a), "") : null;
                    byFamily.computeIfAbsent("a verb, " + language, k -> new ArrayList<>()).add(new String[] {
                            sentence(frame[0], asides.get(a), ""), kept });
                }
            }
        }
        for (String s : List.of("测试并没有{A}通过", "并没有{A}通过", "还没有{A}准备好", "测试没{A}通过", "构建没有{A}成功",
                "我不会{A}合并")) {
            for (String aside : List.of("，说实话，", "（据我所知）", "——据我所知——", "，据我所知，", "(说实话)")) {
                byFamily.computeIfAbsent("a verb, zh", k -> new ArrayList<>()).add(new String[] {
                        s.replace("{A}", aside) + "。", null });
            }
        }
        // A comma alone between the negation and its verb, the aside before them.
        byFamily.get("a verb, zh").add(new String[] { "据我所知，测试并没有，通过。", "测试，说实话，通过了。" });
        // The aside opening a plain sentence, no negation before it: the pass stands.
        for (String[] pair : List.of(new String[] { "en", "Not, strictly speaking, green.", "Strictly speaking, green." },
                new String[] { "de", "Nicht, streng genommen, grün.", "Streng genommen grün." },
                new String[] { "es", "No está, en rigor, en verde.", "En rigor, en verde." },
                new String[] { "it", "Non è, a dire il vero, tutto verde.", "A dire il vero, tutto verde." },
                new String[] { "nl", "Niet, strikt genomen, groen.", "Strikt genomen groen." },
                new String[] { "en", "It is not, honestly, ready.", "It is, honestly, ready." })) {
            byFamily.get("a state, " + pair[0]).add(new String[] { pair[1], pair[2] });
        }
        return byFamily;
    }

    @Test
    void aNegationPartedByAnAside_failsThePass_everywhere() {
        Tally tally = new Tally();
        Tally plain = new Tally();
        reviewSentences(new Random(38)).forEach((key, sentences) -> {
            String family = key.substring(0, key.indexOf(','));
            String language = key.substring(key.indexOf(',') + 2);
            for (String[] pair : sentences) {
                for (String[] review : reviews(pair[0])) {
                    Verdict v = decide(review);
                    tally.count("review, " + family, language, shown(review, v), v == Verdict.FAIL);
                }
                if (pair[1] != null) {
                    // Above a marker's pass and in a JSON pass's summary: after the marker, and as a JSON pass's note,
                    // a sentence nobody wrote to keep a pass is read fail-closed, as it is with no aside.
                    for (String[] review : reviews(pair[1]).subList(0, 3)) {
                        if (review[0].startsWith("Final Decision")) {
                            continue;
                        }
                        Verdict v = decide(review);
                        plain.count("review kept, " + family, language, shown(review, v), v == Verdict.PASS);
                    }
                }
            }
        });
        tally.print("not FAIL");
        plain.print("lost (not PASS)");
        assertEquals(List.of(), tally.wrong.subList(0, Math.min(40, tally.wrong.size())),
                tally.missed() + " of " + tally.variants());
        assertTrue(tally.variants() >= 10_000, tally.variants() + " variants");
        assertTrue(plain.variants() >= 2_000, plain.variants() + " plain variants");
        assertTrue(plain.missed() * 10 <= plain.variants(), plain.missed() + " of " + plain.variants() + " plain lost");
    }

    // ------------------------------------------------------------------------------------------------ extract-json

    private static JsonNode schema(String key, String type) {
        try {
            return MAPPER.readTree(type.equals("boolean")
                    ? "{\"type\":\"object\",\"required\":[\"" + key + "\"],\"additionalProperties\":false,"
                            + "\"properties\":{\"" + key + "\":{\"type\":\"boolean\"}}}"
                    : "{\"type\":\"object\",\"required\":[\"" + key + "\"],\"additionalProperties\":false,"
                            + "\"properties\":{\"" + key + "\":{\"enum\":[\"positive\",\"negative\",\"neutral\"]}}}");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Per language, the words naming an approval (the boolean's value) and a positive sentiment (the enum's). */
    private static final Map<String, List<String>> APPROVED = Map.of("en", List.of("approved", "accepted"),
            "de", List.of("genehmigt", "freigegeben"), "fr", List.of("approuvé", "validé"),
            "es", List.of("aprobado", "aprobada"), "it", List.of("approvato", "approvata"),
            "pt", List.of("aprovado", "aprovada"), "nl", List.of("goedgekeurd"));
    private static final Map<String, List<String>> POSITIVE = Map.of("en", List.of("positive"),
            "de", List.of("positiv"), "fr", List.of("positif", "positive"), "es", List.of("positivo", "positiva"),
            "it", List.of("positivo", "positiva"), "pt", List.of("positivo", "positiva"), "nl", List.of("positief"));

    /** Per language, a passive negated with the aside at {A}, the value's word at {w}, and its plain twin. */
    private static final Map<String, List<String[]>> VALUE_FRAMES = Map.of(
            "en", List.of(f("Not{A}{w}", null), f("It is not{A}{w}", "It is{A}{w}"), f("It was not{A}{w}", "It was{A}{w}")),
            "de", List.of(f("Nicht{A}{w}", null), f("Es ist nicht{A}{w}", "Es ist{A}{w}"),
                    f("Es wurde nicht{A}{w}", null)),
            "fr", List.of(f("Pas{A}{w}", null), f("Ce n'est pas{A}{w}", "C'est{A}{w}"),
                    f("Il n'a pas été{A}{w}", "Il a été{A}{w}")),
            "es", List.of(f("No está{A}{w}", "Está{A}{w}"), f("No fue{A}{w}", "Fue{A}{w}"), f("No es{A}{w}", null)),
            "it", List.of(f("Non è{A}{w}", "È{A}{w}"), f("Non è stato{A}{w}", "È stato{A}{w}"), f("Non{A}{w}", null)),
            "pt", List.of(f("Não está{A}{w}", "Está{A}{w}"), f("Não foi{A}{w}", "Foi{A}{w}"), f("Não{A}{w}", null)),
            "nl", List.of(f("Niet{A}{w}", null), f("Het is niet{A}{w}", "Het is{A}{w}"),
                    f("Het werd niet{A}{w}", null)));

    /** The plain frames that state the value in the past: It was, Il a été, Fue, È stato, Foi. */
    private static final java.util.regex.Pattern PAST = java.util.regex.Pattern.compile("^(It was|Il a été|Fue|È stato|Foi)\\{");

    /** Each reply holding {@code s} beside the data {@code key: value}: after it fenced and bare, and as its note. */
    private static List<String> replies(String key, JsonNode value, String s) {
        ObjectNode data = MAPPER.createObjectNode();
        data.set(key, value);
        ObjectNode noted = data.deepCopy().put("note", s);
        return List.of("```json\n" + data + "\n```\n" + s, data + "\n" + s, "```json\n" + noted + "\n```", noted.toString());
    }

    private static final Map<String, Boolean> ADJACENT = new java.util.HashMap<>();

    /** Whether extract-json answers {@code value} at {@code key} for {@code reply} (asked once a reply). */
    private static boolean answers(String reply, JsonNode schema, String key, JsonNode value) {
        return ADJACENT.computeIfAbsent(reply + schema, r -> {
            JsonNode got = FUNCTIONS.coerced(reply, schema, null);
            return got != null && value.equals(got.get(key));
        });
    }

    @Test
    void aNoteNegatingTheDataThroughAnAside_refusesTheValue() {
        Tally tally = new Tally();
        Tally plain = new Tally();
        Tally apart = new Tally();
        Tally then = new Tally();
        Random random = new Random(3838);
        for (String language : LATIN) {
            List<String> asides = asides(language, random);
            List<String> keeping = asides(KEEPING_ASIDES.get(language), random);
            for (String[] frame : VALUE_FRAMES.get(language)) {
                for (int a = 0; a < asides.size(); a++) {
                    String aside = asides.get(a);
                    String keptAside = a < keeping.size() ? keeping.get(a) : null;
                    for (boolean bool : new boolean[] { true, false }) {
                        String key = bool ? "approved" : "sentiment";
                        JsonNode value = bool ? MAPPER.getNodeFactory().booleanNode(true)
                                : MAPPER.getNodeFactory().textNode("positive");
                        for (String word : (bool ? APPROVED : POSITIVE).get(language)) {
                            List<String> adjacent = replies(key, value, sentence(frame[0], " ", word));
                            List<String> parted = replies(key, value, sentence(frame[0], aside, word));
                            for (int r = 0; r < parted.size(); r++) {
                                JsonNode schema = schema(key, bool ? "boolean" : "enum");
                                if (answers(adjacent.get(r), schema, key, value)) {
                                    // The negation standing right before the word is not read there either: no aside's.
                                    apart.count("extract-json, adjacent answered too, " + key, language, adjacent.get(r), true);
                                    continue;
                                }
                                JsonNode got = FUNCTIONS.coerced(parted.get(r), schema, null);
                                boolean answered = got != null && value.equals(got.get(key));
                                tally.count("extract-json, " + key, language, parted.get(r) + " -> " + got, !answered);
                            }
                            if (frame[1] != null && keptAside != null) {
                                // A value of the data said again in the past (It was positive.) is of another time
                                // than now, read as a value in prose is: counted apart, not as a plain reply.
                                boolean past = PAST.matcher(frame[1]).find() && !bool;
                                for (String reply : replies(key, value, sentence(frame[1], keptAside, word))) {
                                    JsonNode got = FUNCTIONS.coerced(reply, schema(key, bool ? "boolean" : "enum"), null);
                                    (past ? then : plain).count("extract-json kept, " + key, language, reply + " -> " + got,
                                            got != null && value.equals(got.get(key)));
                                }
                            }
                        }
                    }
                }
            }
        }
        tally.print("answered");
        apart.print("set apart");
        plain.print("lost (refused)");
        then.print("refused, said again in the past");
        assertEquals(List.of(), tally.wrong.subList(0, Math.min(40, tally.wrong.size())),
                tally.missed() + " of " + tally.variants());
        assertTrue(tally.variants() >= 3_000, tally.variants() + " variants");
        assertTrue(plain.variants() >= 1_000, plain.variants() + " plain variants");
        assertTrue(plain.missed() * 10 <= plain.variants(), plain.missed() + " of " + plain.variants() + " plain lost");
    }
}
