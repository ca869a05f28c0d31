package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.function.InProcessFunctions;

/**
 * A review or a remark written in a Latin-script language none of the lexicon's languages is ({@code Testy nie
 * przechodzą.}, {@code Các bài kiểm tra bị lỗi.}, {@code Teste eșuează.}) holds letters none of them writes, and what
 * it says of a pass or a value cannot be weighed: review-decision fails a pass beside it in every place a finding is
 * read (above a marker, a bullet above one, a JSON pass's summary or note, a suggestion under a PASS_WITH_SUGGESTIONS,
 * a line after the pass), and extract-json with {@code coerce} refuses a value with such a line after it, whatever the
 * sentence says (those that approve are counted too: nobody here can tell them from those that do not). Sentences in
 * the lexicon's own languages, with the letters beyond ASCII they write ({@code é ß ñ ã ğ ş œ}), and names written in
 * them keep the pass where a finding beside a pass is read (after a marker's pass only words that keep one keep it). The sentences are written here, apart from the lexicon, in eleven languages; each holds at least
 * one letter outside Latin-1 (Czech {@code ř}, Slovak {@code ľ}, Romanian {@code ș}, Hungarian {@code ő}, Croatian
 * {@code č}, Latvian {@code ā}, Lithuanian {@code ė}, Azerbaijani {@code ə}, Maltese {@code ħ}).
 */
class UnreadLatinGeneratedTest {

    /** Per language: sentences saying a check failed, the change is wrong, or (last) that all is well. */
    private static final Map<String, List<String>> SENTENCES = Map.ofEntries(
            Map.entry("pl", List.of("Testy nie przechodzą.", "Błąd w module płatności.", "Nie scalać, są błędy.",
                    "Kompilacja się nie powiodła.", "Wszystko w porządku.")),
            Map.entry("cs", List.of("Testy selhávají při běhu.", "Překlad neprošel.", "Chyba v ověřování uživatelů.",
                    "Nesloučit, je tam chyba.", "Všechno je v pořádku.")),
            Map.entry("sk", List.of("Testy zlyhávajú, treba to opraviť.", "Chyba v module platieb, neschváliť.", "Zostavenie zlyhalo, ďakujem za opravu.",
                    "Kód ešte nie je hotový.", "Všetko je v poriadku.")),
            Map.entry("ro", List.of("Testele eșuează.", "Compilarea a eșuat.", "Există o eroare gravă în modulul de plăți.",
                    "Nu îmbinați această schimbare.", "Totul este în regulă.")),
            Map.entry("vi", List.of("Các bài kiểm tra bị lỗi.", "Bản dựng thất bại.", "Không nên hợp nhất thay đổi này.",
                    "Có lỗi bảo mật nghiêm trọng.", "Mọi thứ đều ổn.")),
            Map.entry("hu", List.of("A tesztek elbuknak, először javítsd.", "Súlyos hiba van, ellenőrizd a fizetési modult.",
                    "Nem fűzzük össze, még hibás.", "A build nem sikerült, előbb javítsd ki.", "Minden rendben, a kód működik.")),
            Map.entry("hr", List.of("Testovi ne prolaze, ima grešaka.", "Izgradnja nije uspjela, treba ispraviti greške.",
                    "Ozbiljna greška u modulu plaćanja.", "Nemojte spajati, još nije gotovo.", "Sve je u redu, odlično.")),
            Map.entry("lv", List.of("Testi neizdodas, jālabo.", "Būvējums neizdevās.", "Nopietna kļūda maksājumu modulī.",
                    "Nesapludināt šīs izmaiņas.", "Viss ir kārtībā.")),
            Map.entry("lt", List.of("Testai nepavyksta, būtina taisyti.", "Kompiliavimas nepavyko, yra klaidų.", "Rimta klaida mokėjimų modulyje.",
                    "Nesujungti šių pakeitimų.", "Viskas gerai, ačiū.")),
            Map.entry("az", List.of("Testlər uğursuz oldu.", "Yığım alınmadı, səhv var.", "Ödəniş modulunda ciddi xəta var.",
                    "Bu dəyişikliyi birləşdirməyin.", "Hər şey qaydasındadır.")),
            Map.entry("mt", List.of("It-testijiet ifallu, hemm żball.", "Il-bini ma ħadimx.", "Hemm żball serju fil-ħlas.",
                    "Tgħaqqadx din il-bidla.", "Kollox sew, grazzi ħafna.")));

    /** Sentences in the lexicon's languages, written with the letters beyond ASCII they write, and names so written. */
    private static final List<String> READ = List.of("Looks good to me. Thanks, José and Zoë.", "Sieht gut aus, schöne Änderung.",
            "Ça me semble correct, merci.", "Todo está en orden, buen trabajo.", "Tudo certo, ótimo trabalho.",
            "Tutto a posto, ottimo lavoro.", "Ziet er goed uit.", "Görüşlerim olumlu, teşekkürler.",
            "Merci à Jérôme pour la révision.", "Danke an Jürgen für die Prüfung.");

    /** Per language the lexicon reads in Latin letters: sentences saying a check failed, each FAIL beside a pass as written. */
    private static final Map<String, List<String>> FAILING = Map.of(
            "en", List.of("Tests fail.", "The build is broken.", "Two checks are red.", "Three tests failed."),
            "de", List.of("Die Tests schlagen fehl.", "Der Build ist kaputt."),
            "fr", List.of("Les tests échouent.", "Le build est cassé."),
            "es", List.of("Las pruebas fallan.", "La compilación está rota."),
            "it", List.of("I test falliscono.", "La build è rotta."),
            "pt", List.of("Os testes falham.", "A build está quebrada."),
            "nl", List.of("De tests falen.", "De build is kapot."),
            "tr", List.of("Testler başarısız.", "Derleme bozuk."));

    /** Latin letters and the Cyrillic and Greek letters drawn like them. */
    private static final Map<Character, String> LOOKALIKES = Map.ofEntries(Map.entry('a', "\u0430\u03B1"),
            Map.entry('c', "\u0441"), Map.entry('e', "\u0435"), Map.entry('i', "\u0456\u03B9"), Map.entry('o', "\u043E\u03BF"),
            Map.entry('p', "\u0440\u03C1"), Map.entry('s', "\u0455"), Map.entry('x', "\u0445"), Map.entry('y', "\u0443"),
            Map.entry('k', "\u043A\u03BA"), Map.entry('v', "\u03BD"), Map.entry('T', "\u0422\u03A4"),
            Map.entry('B', "\u0412\u0392"), Map.entry('D', "\u0500"), Map.entry('L', "\u053C"));

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final String ENUM = "{\"type\": \"object\", \"required\": [\"sentiment\"], \"properties\": {\"sentiment\":"
            + " {\"type\": \"string\", \"enum\": [\"positive\", \"negative\", \"neutral\"]}}}";
    private static final String BOOL = "{\"type\": \"object\", \"required\": [\"approved\"], \"properties\": {\"approved\":"
            + " {\"type\": \"boolean\"}}}";

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /**
     * The reviews holding {@code sentence}: the review text and the reply (null: none). The line after the pass
     * ({@code after}) is a place for the failing side alone: there only words that keep a pass keep it, in any language.
     */
    private static List<String[]> placed(String sentence, boolean after) {
        String json = sentence.replace("\\", "\\\\").replace("\"", "\\\"");
        List<String[]> out = new ArrayList<>();
        for (String place : GeneratedReviews.PLACES) {
            out.add(new String[] {place.replace("{s}", place.startsWith("{") ? json : sentence), null});
        }
        out.add(new String[] {"Reviewed the change.", "{\"result\": \"PASS\", \"note\": \"" + json + "\"}"});
        out.add(new String[] {"Final Decision: PASS_WITH_SUGGESTIONS\n\n## Suggestions\n- " + sentence, null});
        if (after) {
            out.add(new String[] {"Final Decision: PASS\n\n" + sentence, null});
        }
        return out;
    }

    private void decideEach(Map<String, List<String>> sentences, boolean fails, GeneratedReviews.Tally tally) {
        sentences.forEach((language, list) -> {
            for (String sentence : list) {
                for (String[] review : placed(sentence, fails)) {
                    Verdict v = decider.decide(review[0], review[1]).result();
                    String shown = review[1] == null ? review[0] : review[0] + " + " + review[1];
                    tally.count(language, shown, fails ? v == Verdict.FAIL : v != Verdict.FAIL, v.name());
                }
            }
        });
    }

    @Test
    void everySentence_holdsALetterOutsideLatin1() {
        List<String> without = new ArrayList<>();
        SENTENCES.values().forEach(list -> list.stream().filter(t -> t.chars().allMatch(c -> c < 0x100)).forEach(without::add));
        org.junit.jupiter.api.Assertions.assertEquals(List.of(), without);
    }

    @Test
    void aReviewInALatinLanguageNobodyReads_failsThePass_inEveryPlace() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        decideEach(SENTENCES, true, tally);
        tally.print("a review in a Latin-script language nobody reads", "not FAIL");
        tally.assertNone(300);
    }

    @Test
    void aRemarkInALatinLanguageNobodyReads_afterTheData_leavesItUnclear() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        SENTENCES.forEach((language, list) -> {
            for (String sentence : list) {
                for (String[] data : List.of(new String[] {"{\"sentiment\": \"positive\"}", ENUM, "/sentiment", "positive"},
                        new String[] {"{\"approved\": true}", BOOL, "/approved", "true"})) {
                    for (String between : List.of("\n", "\n\n")) {
                        for (String mode : List.of("strict", "repair")) {
                            String text = "```json\n" + data[0] + "\n```" + between + sentence;
                            JsonNode json = FUNCTIONS.coerced(text, data[1], mode);
                            String value = json == null ? null : json.at(data[2]).asText();
                            tally.count(language, mode + ": " + text, !data[3].equals(value), String.valueOf(value));
                        }
                    }
                }
            }
        });
        tally.print("a remark in a Latin-script language nobody reads after the data", "answered");
        tally.assertNone(400);
    }

    /**
     * A sentence stating a failure in a language the lexicon reads, with one letter drawn from another script in its
     * place ({@code Tests fаil.} with a Cyrillic {@code а}): to the eye the same sentence, to a reader of words a word
     * nobody reads. Every such spelling, one letter at a time, in every place a finding beside a pass is read, is FAIL.
     */
    @Test
    void aFailureSpelledWithALetterOfAnotherScript_failsThePass_inEveryPlace() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        FAILING.forEach((language, list) -> {
            for (String sentence : list) {
                for (String[] review : placed(sentence, true)) {
                    Verdict v = decider.decide(review[0], review[1]).result();
                    org.junit.jupiter.api.Assertions.assertEquals(Verdict.FAIL, v, "as written: " + review[0]);
                }
                for (int p = 0; p < sentence.length(); p++) {
                    String drawn = LOOKALIKES.get(sentence.charAt(p));
                    for (int k = 0; drawn != null && k < drawn.length(); k++) {
                        String spelled = sentence.substring(0, p) + drawn.charAt(k) + sentence.substring(p + 1);
                        for (String[] review : placed(spelled, true)) {
                            Verdict v = decider.decide(review[0], review[1]).result();
                            String shown = review[1] == null ? review[0] : review[0] + " + " + review[1];
                            tally.count(language, shown, v == Verdict.FAIL, v.name());
                        }
                    }
                }
            }
        });
        tally.print("a failure spelled with a letter of another script", "not FAIL");
        tally.assertNone(1_200);
    }

    @Test
    void sentencesInTheLexiconsLanguages_withTheirOwnLetters_keepThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        decideEach(Map.of("read", READ), false, tally);
        tally.print("sentences in the lexicon's languages with their letters beyond ASCII", "FAIL");
        tally.assertNone(READ.size() * 5);
    }
}
