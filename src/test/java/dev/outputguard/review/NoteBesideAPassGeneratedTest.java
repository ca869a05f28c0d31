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

    /** A note's words in halves, as the reading counts them (a CJK character half a word). */
    private static int halves(String note) {
        int halves = 0;
        for (int p = 0; p < note.length(); p++) {
            char c = note.charAt(p);
            halves += c >= 0x2E80 && Character.isLetter(c) ? 1
                    : Character.isLetterOrDigit(c) && (p == 0 || !Character.isLetterOrDigit(note.charAt(p - 1))) ? 2 : 0;
        }
        return halves;
    }

    /** Whether a term is a note of at most two words, as the reading counts them. */
    private static boolean short_(String term) {
        int halves = halves(term);
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
                String above = note + (language.equals("ja") || language.equals("zh") ? "。" : ".")
                        + "\n\nFinal Decision: PASS";
                if (decider.decide(above, null).result() != Verdict.PASS) {
                    wrong.add(language + ": above a marker: " + above.replace("\n", "\\n"));
                }
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
                // (A check's name is a status's label: with a status mark after it, unit tests 👍, it is a status that
                // passes, read as one; ColonlessStatusGeneratedTest reads the names alone and in other states.)
                if (Character.isLetter(t.charAt(0)) && t.indexOf('\n') < 0 && short_(t)
                        && (LEX.categoriesOfWord(t) & (Assertion.KEEPS_A_PASS_NOTE | Category.CHECK.bit())) == 0
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

    /** Whether a note is at most a short state's words (four) and longer than two, as the reading counts them. */
    private static boolean threeOrFour(String note) {
        int halves = halves(note);
        return halves > 4 && halves <= 8;
    }

    /**
     * A negation that counts nothing listed closing a note of three or four words: the lexicon's negations (a verb's
     * too: could not, できません, 할 수 없) after one or two words nobody listed, in each language's script (as in
     * {@code "Konnte ich nicht."} or {@code "I could not."}). What the note says is not is what nobody listed: the
     * pass beside it is unclear, never PASS. A negation counting a problem none ({@code "No issues found."}) is the
     * plain side's; so is one opening a note, read in the test after this one.
     */
    @Test
    void aNegationCountingNothingListed_closingANoteOfThreeOrFourWords_neverPasses() {
        negationInANoteOfThreeOrFourWords(false);
    }

    /**
     * A negation opening a note of three or four words, before one or two words nobody listed ({@code "No se pudo."},
     * {@code "Could not verify."}, {@code "Nicht geprüft."}): never PASS; before a failure it counts none of and words
     * that keep a pass ({@code "No issues found."}), the plain side's test keeps it. A closing one is also written as a
     * sentence of the findings above a marker's pass: never PASS there either.
     */
    @Test
    void aNegationOpeningANoteOfThreeOrFourWords_beforeWordsNobodyListed_neverPasses() {
        negationInANoteOfThreeOrFourWords(true);
    }

    private void negationInANoteOfThreeOrFourWords(boolean opening) {
        Map<String, Integer> byLanguage = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        Random random = new Random(20261204);
        int variants = 0;
        for (String language : LANGUAGES) {
            String letters = switch (language) {
                case "ja" -> SCRIPTS.get("kana");
                case "zh" -> SCRIPTS.get("han");
                case "ko" -> SCRIPTS.get("hangul");
                default -> null;
            };
            String space = language.equals("ja") || language.equals("zh") ? "" : " ";
            Set<String> negations = new LinkedHashSet<>();
            for (Category c : List.of(Category.NEGATION, Category.VERB_NEGATION)) {
                LEX.words(c, language).stream().filter(t -> Character.isLetter(t.charAt(0)) && t.indexOf('\n') < 0
                        && (LEX.categoriesOfWord(t) & ~(Category.NEGATION.bit() | Category.VERB_NEGATION.bit())) == 0)
                        .forEach(negations::add);
            }
            for (int round = 0; round < 4; round++) {
              for (String negation : negations) {
                String word = letters == null ? StatedWords.unlisted(random) : randomWord(random, letters);
                String other = letters == null ? StatedWords.unlisted(random) : randomWord(random, letters);
                List<String> notes = opening ? List.of(negation + space + word, negation + space + word + space + other)
                        : List.of(word + space + negation, other + space + word + space + negation);
                for (String note : notes) {
                    if (!threeOrFour(note)) {
                        continue;
                    }
                    String member = members.get(variants % members.size());
                    String written = decorated(decorations.get(variants % decorations.size()), note);
                    variants++;
                    byLanguage.merge(language, 1, Integer::sum);
                    if (beside(member, written) == Verdict.PASS) {
                        wrong.add(language + ": " + member + ": " + written);
                    }
                    // A closing one, as a sentence of the findings above a marker's pass (an opening one there is
                    // as often a plain statement: No new warnings).
                    String above = note + (space.isEmpty() ? "。" : ".") + "\n\nFinal Decision: PASS";
                    if (!opening && decider.decide(above, null).result() == Verdict.PASS) {
                        wrong.add(language + ": above a marker: " + above.replace("\n", "\\n"));
                    }
                }
              }
            }
        }
        System.out.println("a negation counting nothing listed " + (opening ? "opening" : "closing")
                + " a note of three or four words, by language: " + byLanguage
                + ", " + variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(60, wrong.size())), wrong.size() + " kept of " + variants);
        assertTrue(byLanguage.keySet().containsAll(List.of("en", "ja", "zh", "ko", "de", "fr", "es")), byLanguage::toString);
        assertTrue(variants >= 1_000, "generated " + variants);
    }

    /**
     * Names a member saying who or what wrote a review, or when, holds ({@link Role#METADATA}): random words of the
     * language's script, written as people, models, ids, timestamps and versions are.
     */
    private static List<String> names(String language, Random random) {
        String letters = switch (language) {
            case "ja" -> SCRIPTS.get("kana");
            case "zh" -> SCRIPTS.get("han");
            case "ko" -> SCRIPTS.get("hangul");
            default -> SCRIPTS.get("latin");
        };
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String w = language.equals("en") || !letters.equals(SCRIPTS.get("latin")) ? randomWord(random, letters)
                    : StatedWords.unlisted(random);
            out.add(w);
        }
        String a = out.get(0);
        String b = out.get(1);
        out.add(a.substring(0, 1).toUpperCase(Locale.ROOT) + a.substring(1));
        out.add(a + "-" + (1 + random.nextInt(9)) + "." + random.nextInt(10));
        out.add(a + b.substring(0, 1).toUpperCase(Locale.ROOT) + b.substring(1));
        out.add(a + "@" + b + ".org");
        out.add("2026-0" + (1 + random.nextInt(9)) + "-1" + random.nextInt(10) + "T10:2" + random.nextInt(10) + ":00Z");
        out.add(Integer.toHexString(0x10000000 + random.nextInt(0x6fffffff)) + "-" + Integer.toHexString(0x1000 + random.nextInt(0xefff)));
        out.add((1 + random.nextInt(9)) + "." + random.nextInt(20) + "." + random.nextInt(20));
        return out;
    }

    private Verdict reviewed(JsonNode reply) {
        return decider.decide("Looks fine.", reply.toString()).result();
    }

    private static final List<String> KEY_SPELLINGS = List.of("{k}", "{K}", "{s}", "{c}");

    /** A key as JSON writes it: as listed, capitalised, its words joined by {@code _} or in camel case. */
    private static String spelled(String spelling, String key) {
        String[] words = key.split(" ");
        StringBuilder camel = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            camel.append(words[i].substring(0, 1).toUpperCase(Locale.ROOT)).append(words[i].substring(1));
        }
        return switch (spelling) {
            case "{K}" -> key.substring(0, 1).toUpperCase(Locale.ROOT) + key.substring(1);
            case "{s}" -> key.replace(' ', '_');
            case "{c}" -> camel.toString();
            default -> key;
        };
    }

    @Test
    void aMetadataMemberHoldingOneName_inEveryLanguage_keepsThePass() {
        Map<String, Integer> byLanguage = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        Random random = new Random(20261202);
        int variants = 0;
        for (String language : LANGUAGES) {
            List<String> keys = LEX.words(Role.METADATA, language);
            List<String> names = names(language, random);
            for (String key : keys) {
                for (String spelling : KEY_SPELLINGS) {
                    String k = spelled(spelling, key);
                    for (String name : names) {
                        variants++;
                        byLanguage.merge(language, 1, Integer::sum);
                        var reply = MAPPER.createObjectNode().put("result", "PASS").put(k, name);
                        if (reviewed(reply) != Verdict.PASS) {
                            wrong.add(language + ": " + reply);
                        }
                    }
                    // Two such members, and one beside a plain note.
                    var both = MAPPER.createObjectNode().put("result", "PASS").put(k, names.get(0)).put("note", "LGTM");
                    both.put(spelled(spelling, keys.get(0)).equals(k) ? "id" : spelled(spelling, keys.get(0)), names.get(5));
                    variants++;
                    byLanguage.merge(language, 1, Integer::sum);
                    if (reviewed(both) != Verdict.PASS) {
                        wrong.add(language + ": " + both);
                    }
                }
            }
        }
        System.out.println("a metadata member holding a name beside a JSON pass, by language: " + byLanguage + ", "
                + variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(60, wrong.size())), wrong.size() + " refused of " + variants);
        assertEquals(LANGUAGES.size(), byLanguage.size(), "a language with no metadata keys: " + byLanguage.keySet());
    }

    @Test
    void aMetadataMemberHoldingMoreThanAName_inEveryLanguage_neverPasses() {
        Map<String, Integer> byFamily = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        Random random = new Random(20261203);
        int variants = 0;
        for (String language : LANGUAGES) {
            boolean spaced = !(language.equals("ja") || language.equals("zh") || language.equals("ko"));
            List<String> keys = new ArrayList<>(LEX.words(Role.METADATA, language));
            List<String> names = names(language, random);
            List<String[]> written = new ArrayList<>();
            for (String term : otherTerms(language)) {
                String name = names.get(written.size() % names.size());
                // The term alone, beside the name, glued to it as an identifier's part, in camel case.
                written.add(new String[] {"a term alone", term});
                written.add(new String[] {"a term before the name", term + " " + name});
                written.add(new String[] {"a term after the name", name + " " + term});
                if (term.indexOf(' ') < 0) {
                    // Glued without a mark only where the term is written in a script without spaces: a Latin term
                    // glued to Latin letters is another word (ww of Japanese in 00Zww).
                    // So is a term ending in Latin letters glued before a name (绕过ci of 绕过ci4.11.14).
                    boolean bare = !spaced && term.charAt(0) >= 0x2E80;
                    boolean bareBefore = bare && term.charAt(term.length() - 1) >= 0x2E80;
                    written.add(new String[] {"a term glued to the name", bare ? name + term : name + "-" + term});
                    written.add(new String[] {"a term glued to the name", bareBefore ? term + name : term + "_" + name});
                    if (spaced && Character.isLowerCase(name.charAt(name.length() - 1))) {
                        written.add(new String[] {"a term glued to the name", name
                                + term.substring(0, 1).toUpperCase(Locale.ROOT) + term.substring(1)});
                    }
                }
            }
            for (String name : names) {
                for (String shape : List.of("~~{n}~~", "<del>{n}</del>", "<s>{n}</s>", "{n}?", "¿{n}?", "{n} ❌", "{n} (?)",
                        "{n} (draft)", "[{n}]", "{{{n}}}", "<{n}>", "{n}...", "{n} lol", "{n} /s", "{n}*")) {
                    written.add(new String[] {"the name marked", shape.replace("{n}", name)});
                }
            }
            for (String[] w : written) {
                String key = spelled(KEY_SPELLINGS.get(variants % KEY_SPELLINGS.size()), keys.get(variants % keys.size()));
                variants++;
                byFamily.merge(w[0], 1, Integer::sum);
                var reply = MAPPER.createObjectNode().put("result", "PASS").put(key, w[1]);
                if (reviewed(reply) == Verdict.PASS) {
                    wrong.add(language + ", " + w[0] + ": " + reply);
                }
            }
            // A metadata member holding a name leaves every other reading as it was: a note, a later line or a second
            // verdict that takes the pass back still fails it.
            for (Category c : List.of(Category.RETRACTION, Category.NEGATIVE_VERDICT, Category.HEDGE, Category.CONDITION,
                    Category.JOKE)) {
                for (String term : LEX.words(c, language)) {
                    if (!Character.isLetter(term.charAt(0)) || (LEX.categoriesOfWord(term) & Assertion.KEEPS_A_PASS_NOTE) != 0) {
                        continue;
                    }
                    String key = spelled("{s}", keys.get(variants % keys.size()));
                    String name = names.get(variants % names.size());
                    variants++;
                    var reply = MAPPER.createObjectNode().put("result", "PASS").put(key, name).put("note", term);
                    byFamily.merge("beside a note taking it back", 1, Integer::sum);
                    if (reviewed(reply) == Verdict.PASS) {
                        wrong.add(language + ", beside a note: " + reply);
                    }
                    if (c == Category.RETRACTION || c == Category.NEGATIVE_VERDICT) {
                        variants++;
                        byFamily.merge("a later line taking it back", 1, Integer::sum);
                        String later = MAPPER.createObjectNode().put("result", "PASS").put(key, name) + "\n\n"
                                + term.substring(0, 1).toUpperCase(Locale.ROOT) + term.substring(1) + ".";
                        if (decider.decide("Looks fine.", later).result() == Verdict.PASS) {
                            wrong.add(language + ", a later line: " + later.replace("\n", "\\n"));
                        }
                    }
                }
            }
        }
        System.out.println("a metadata member holding more than a name beside a JSON pass, by family: " + byFamily + ", "
                + variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(60, wrong.size())), wrong.size() + " passed of " + variants);
        assertTrue(variants >= 10_000, "generated " + variants);
    }
}
