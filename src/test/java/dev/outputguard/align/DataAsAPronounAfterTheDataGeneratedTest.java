package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data whose subject is a pronoun standing for the data ({@code That is the subtotal.},
 * {@code Das ist nur ein Richtwert.}, {@code Cela est provisoire.}, {@code Eso es
 * provisional.}, {@code それは小計です。}, {@code 它仅供参考。}, {@code 그것은 참고용입니다.}), saying of it what nobody
 * listed: read as a remark whose subject names the data is ({@link DataSpokenOfAfterTheDataGeneratedTest}'s
 * predicates and shapes of data, with each language's pronouns for subjects), fenced and bare, in strict
 * and repair mode: extract-json with {@code coerce} answers none of them. The keep side: the same pronouns with a
 * predicate of the short list of what keeps meaning ({@code That comes from the table above.}, {@code Das wurde aus den
 * Zeilen berechnet.}, {@code それは上の表から取ったものです。}), and a sentence naming the data as what was asked
 * ({@code That is the JSON you asked for.}). A remark of at most three words is the bare line's reading, which keeps
 * fewer words ({@code That is exact.} is refused there), so the keep side's predicates are the longer ones. Counted per
 * side and language.
 */
class DataAsAPronounAfterTheDataGeneratedTest {

    /**
     * Per language: the pronouns that stand for the data as a remark's subject, put before the predicates of
     * {@link DataSpokenOfAfterTheDataGeneratedTest} ({@code +}: only before one of the copulas of the fourth entry);
     * sentences whose pronoun holds the verb, refused; sentences kept.
     */
    private static final Map<String, String[]> PRONOUNS = Map.ofEntries(
            Map.entry("en", new String[] {"That",
                    "That's the subtotal.;That's only a ballpark.;That was from memory.;That is the subtotal.",
                    "That is the JSON you asked for.;That is the total from the invoice.;That is the value from the table above."}),
            Map.entry("de", new String[] {"Das+;Dies+", "Das ist die Zwischensumme.", "Das ist der Wert aus der Tabelle.", "ist;sind;war"}),
            Map.entry("fr", new String[] {"Cela", "Ça, c'est un ordre de grandeur.", "Cela vient du tableau ci-dessus."}),
            Map.entry("es", new String[] {"Eso;Esto", "Eso es el subtotal.", "Eso es el valor de la tabla de arriba."}),
            Map.entry("it", new String[] {"Questo+;Ciò", "Questo è il subtotale.", "Questo è il valore della tabella sopra.", "è"}),
            Map.entry("pt", new String[] {"Isso;Isto", "Isso é o subtotal.", "Isso é o valor da tabela acima."}),
            Map.entry("nl", new String[] {"Dat+;Dit+", "Dat is het subtotaal.", "Dat is de waarde uit de tabel hierboven.", "is"}),
            Map.entry("ja", new String[] {"それは;これは", "それは小計です。", ""}),
            Map.entry("zh", new String[] {"它;这+", "这是小计。;那是估计的。", "", "是"}),
            Map.entry("ko", new String[] {"그것은;이것은", "그건 소계입니다.;이건 임시 값입니다.", ""}));

    @Test
    void aPronounForTheDataSaidToBeWhatNobodyListed_refusesIt_andTheShortListKeepsIt() {
        AfterTheData tally = new AfterTheData();
        PRONOUNS.forEach((language, said) -> {
            String[] predicates = DataSpokenOfAfterTheDataGeneratedTest.SAID.get(language);
            boolean glued = language.equals("ja") || language.equals("zh");
            for (String subject : said[0].split(";")) {
                // A pronoun that is also a determiner or an article (das, dat, questo, 这) is read as the data only
                // before a copula ("+"): before another verb it is left to the other readings.
                String pronoun = subject.replace("+", "");
                List<String> copulas = subject.endsWith("+") ? List.of(said[3].split(";")) : null;
                for (String predicate : predicates[1].split(";")) {
                    if (copulas == null || copulas.stream().anyMatch(predicate::startsWith)) {
                        expect(tally, "refused: the data, as a pronoun, said to be what nobody listed", language,
                                pronoun + (glued ? "" : " ") + predicate, false);
                    }
                }
                for (String predicate : predicates[4].split(";")) {
                    if (copulas != null && copulas.stream().noneMatch(predicate::startsWith)) {
                        continue;
                    }
                    // A remark of at most three words is the bare line's reading (fewer words keep there).
                    String sentence = pronoun + (glued ? "" : " ") + predicate;
                    if (glued ? sentence.codePoints().filter(Character::isLetter).count() > 6 : sentence.split(" ").length > 3) {
                        expect(tally, "kept: the data, as a pronoun, said to be what keeps", language, sentence, true);
                    }
                }
            }
            for (String sentence : said[1].split(";")) {
                expect(tally, "refused: the data, as a pronoun, said to be what nobody listed", language, sentence, false);
            }
            for (String sentence : said[2].split(";")) {
                expect(tally, "kept: the data, as a pronoun, said to be what keeps", language, sentence, true);
            }
        });
        tally.assertNone(1000);
    }

    private static void expect(AfterTheData tally, String family, String language, String sentence, boolean kept) {
        if (sentence.isEmpty()) {
            return;
        }
        DataSpokenOfAfterTheDataGeneratedTest.SHAPES.forEach(
                s -> tally.expectAfter(family, language, s[0], s[1], sentence.replace("{k}", s[2]), kept));
    }
}
