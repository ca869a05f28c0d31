package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.extract.JsonExtractor;

/**
 * A note of one or two words beside a JSON pass is read fail-closed ({@link Assertion#noteBesideAPass}): it keeps the
 * pass only when each of its words keeps one. Generated both ways in every language of the lexicon, in every note's
 * member and every casing and punctuation of src/test/resources/review/notes-beside-a-pass.json: the praise,
 * acknowledgements and nothing-to-say a reviewer writes beside a real pass (that file's patterns, and the lexicon's
 * passing verdicts, closings and nothing-to-add terms) keep it; words nobody listed as keeping one (that file's
 * unlisted words, random words of each script, and the lexicon's terms of every other category) fail it, never PASS.
 */
class NoteBesideAPassGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Lexicon LEX = Lexicon.get();
    private static final Lexicon ROLES = LEX.roles();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static JsonNode notes;
    private static List<String> members;
    private static List<String> decorations;

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = NoteBesideAPassGeneratedTest.class.getResourceAsStream("/review/notes-beside-a-pass.json")) {
            notes = MAPPER.readTree(in);
        }
        members = strings(notes.get("members"));
        decorations = strings(notes.get("decorations"));
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private Verdict beside(String member, String note) {
        return decider.decide("Looks fine.", MAPPER.createObjectNode().put("result", "PASS").put(member, note).toString())
                .result();
    }

    /** {@code note} as a decoration writes it: {n} as is, {N} its first letter in capitals, {U} all in capitals. */
    private static String decorated(String decoration, String note) {
        String capital = note.substring(0, 1).toUpperCase(Locale.ROOT) + note.substring(1);
        return decoration.replace("{n}", note).replace("{N}", capital).replace("{U}", note.toUpperCase(Locale.ROOT));
    }

    /** The notes of a language's patterns: each choice of one word per slot, joined as the language joins words. */
    private static Set<String> patterned(String language) {
        String space = language.equals("ja") || language.equals("zh") ? "" : " ";
        Set<String> out = new LinkedHashSet<>();
        for (JsonNode pattern : notes.get("plain").get(language)) {
            List<String> made = List.of("");
            for (JsonNode slot : pattern) {
                List<String> next = new ArrayList<>();
                for (String head : made) {
                    for (JsonNode word : slot) {
                        next.add(head.isEmpty() ? word.asText() : head + space + word.asText());
                    }
                }
                made = next;
            }
            out.addAll(made);
        }
        return out;
    }

    /** Whether a term is a note of at most two words, as the reading counts them (a CJK character half a word). */
    private static boolean short_(String term) {
        int halves = 0;
        for (int p = 0; p < term.length(); p++) {
            char c = term.charAt(p);
            halves += c >= 0x2E80 && Character.isLetter(c) ? 1
                    : Character.isLetterOrDigit(c) && (p == 0 || !Character.isLetterOrDigit(term.charAt(p - 1))) ? 2 : 0;
        }
        return halves > 0 && halves <= 4;
    }

    private static boolean keeping(String term) {
        return (LEX.categoriesOfWord(term) & ~Assertion.KEEPS_A_PASS_NOTE) == 0
                && (LEX.categoriesOfWord(term) != 0 || (ROLES.categoriesOfWord(term) & Role.NOTHING_TO_ADD.bit()) != 0);
    }

    @Test
    void praiseAcknowledgementOrNothingToSay_inEveryLanguage_keepsThePass() {
        Map<String, Integer> byLanguage = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            Set<String> plain = patterned(language);
            // The lexicon's own terms that keep a pass: passing verdicts, closings, nothing to add.
            for (Category c : List.of(Category.POSITIVE_VERDICT, Category.CLOSER)) {
                LEX.words(c, language).stream().filter(t -> short_(t) && keeping(t)).forEach(plain::add);
            }
            ROLES.words(Role.NOTHING_TO_ADD, language).stream().filter(t -> short_(t) && keeping(t)).forEach(plain::add);
            for (String note : plain) {
                String first = null; // the first way of writing the note that was refused
                for (String decoration : decorations) {
                    String member = members.get(variants % members.size());
                    variants++;
                    byLanguage.merge(language, 1, Integer::sum);
                    String written = decorated(decoration, note);
                    if (first == null && beside(member, written) != Verdict.PASS) {
                        first = member + ": " + written;
                    }
                }
                if (first != null) {
                    wrong.add(language + ": " + note + " (" + first + ")");
                }
            }
        }
        System.out.println("a plain note beside a JSON pass, by language: " + byLanguage + ", " + variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(400, wrong.size())), wrong.size() + " notes refused");
        assertEquals(LANGUAGES.size(), byLanguage.size(), "a language with no plain notes: " + byLanguage.keySet());
        assertTrue(variants >= 5_000, "generated " + variants);
    }

    /** The categories of words a note may be made of that keep nothing beside a pass. */
    private static List<String> otherTerms(String language) {
        Set<String> out = new LinkedHashSet<>();
        for (Category c : Category.values()) {
            for (String t : LEX.words(c, language)) {
                if (Character.isLetter(t.charAt(0)) && t.indexOf('\n') < 0 && short_(t)
                        && (LEX.categoriesOfWord(t) & Assertion.KEEPS_A_PASS_NOTE) == 0
                        && (ROLES.categoriesOfWord(t) & Role.NOTHING_TO_ADD.bit()) == 0) {
                    out.add(t);
                }
            }
        }
        out.addAll(ROLES.words(Role.PLACEHOLDER, language).stream().filter(NoteBesideAPassGeneratedTest::short_).toList());
        return List.copyOf(out);
    }

    /** The letters of each script a language is written in that random words are made of. */
    private static final Map<String, String> SCRIPTS = Map.of(
            "latin", "abcdefghijklmnopqrstuvwxyz",
            "accented", "àâçéèêëîïôûùüÿñáíóúãõäößğış",
            "kana", "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲン",
            "han", "山川田木林森火水土金月日星雲雨雪風花草竹石玉糸車門馬魚鳥犬羊牛虫貝耳目口手足",
            "hangul", "가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허고노도로모보소오조초코토포호");

    /**
     * A random word of {@code letters}, two to four letters (CJK: two to four characters, one or two words), of which
     * no stretch is a term of the lexicon.
     */
    private static String randomWord(Random random, String letters) {
        while (true) {
            StringBuilder b = new StringBuilder();
            for (int i = 0, n = 2 + random.nextInt(3); i < n; i++) {
                b.append(letters.charAt(random.nextInt(letters.length())));
            }
            String w = b.toString();
            boolean listed = false;
            for (int i = 0; i < w.length() && !listed; i++) {
                for (int j = i + 1; j <= w.length() && !listed; j++) {
                    listed = LEX.categoriesOfWord(w.substring(i, j)) != 0 || ROLES.categoriesOfWord(w.substring(i, j)) != 0;
                }
            }
            if (!listed) {
                return w;
            }
        }
    }

    @Test
    void wordsNobodyListedAsKeepingAPass_inEveryLanguageAndScript_failThePass() {
        Map<String, Integer> byFamily = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        Random random = new Random(20261201);
        List<String[]> written = new ArrayList<>();
        for (String language : LANGUAGES) {
            for (JsonNode w : notes.get("unlisted").get(language)) {
                written.add(new String[] {"an unlisted word (" + language + ")", w.asText()});
            }
            for (String t : otherTerms(language)) {
                written.add(new String[] {"a term of another category (" + language + ")", t});
            }
        }
        for (Iterator<Map.Entry<String, String>> it = new TreeMap<>(SCRIPTS).entrySet().iterator(); it.hasNext();) {
            Map.Entry<String, String> script = it.next();
            boolean spaced = script.getKey().equals("latin") || script.getKey().equals("accented");
            for (int i = 0; i < 200; i++) {
                String word = script.getKey().equals("latin") ? StatedWords.unlisted(random) : randomWord(random, script.getValue());
                // One word, or two: one nobody listed beside one that keeps a pass.
                String note = i % 3 != 0 || !spaced ? word : i % 2 == 0 ? "good " + word : word + " thanks";
                written.add(new String[] {"a random word (" + script.getKey() + ")", note});
            }
        }
        for (String[] w : written) {
            String decoration = decorations.get(variants % decorations.size());
            String member = members.get(variants % members.size());
            variants++;
            byFamily.merge(w[0].replaceAll(" \\(.*", ""), 1, Integer::sum);
            String note = decorated(decoration, w[1]);
            if (beside(member, note) == Verdict.PASS) {
                wrong.add(w[0] + ": " + member + ": " + note);
            }
        }
        System.out.println("an unlisted note beside a JSON pass, by family: " + byFamily + ", " + variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " kept of " + variants);
        assertTrue(variants >= 3_000, "generated " + variants);
    }
}
