package dev.outputguard.review;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;

/** The lexicon's words the generated tests of a stated failure write, per language. */
final class StatedWords {

    private StatedWords() {
    }

    /** A word of 4 to 8 random Latin letters that no term of the lexicon is: a word nobody listed. */
    static String unlisted(java.util.Random random) {
        while (true) {
            StringBuilder b = new StringBuilder();
            for (int i = 0, n = 4 + random.nextInt(5); i < n; i++) {
                b.append((char) ('a' + random.nextInt(26)));
            }
            if (Lexicon.get().categoriesOfWord(b.toString()) == 0) {
                return b.toString();
            }
        }
    }

    /** Whether a language writes its words without blanks and its negations after what they negate. */
    static boolean cjk(String language) {
        return List.of("ja", "zh", "ko").contains(language);
    }

    /**
     * The failing words, severe problems and checks not made of {@code language} a reading states as such: not also a
     * minor word, a pseudo-trigger or a passing verdict.
     */
    static List<String> failures(String language) {
        Set<String> stated = new LinkedHashSet<>(Lexicon.get().words(Category.SEVERE, language));
        stated.addAll(Lexicon.get().words(Category.NEGATIVE_VERDICT, language));
        stated.addAll(Lexicon.get().words(Category.UNVERIFIED, language));
        List<String> out = new ArrayList<>();
        for (String word : stated) {
            long also = Lexicon.get().categoriesOfWord(word);
            if ((also & (Category.MINOR.bit() | Category.PSEUDO.bit() | Category.POSITIVE_VERDICT.bit())) == 0) {
                out.add(word);
            }
        }
        return out;
    }

    /**
     * Whether a fix can resolve {@code word} of {@link #failures}: not a check not made ({@code 확인하지 않}) nor a check's
     * red state ({@code test sono in rosso}), which a resolving word before them ({@code corretto the …}) leaves stated,
     * nor a check said to pass for a part only ({@code not all tests pass}), which no fix or count undoes.
     */
    static boolean resolvable(String word, String language) {
        return !Lexicon.get().is(word, Category.UNVERIFIED)
                && Lexicon.get().words(dev.outputguard.assertion.Role.RED_STATE, language).stream().noneMatch(word::endsWith)
                && Lexicon.get().words(dev.outputguard.assertion.Role.PART_OF_WHOLE, language).stream()
                        .noneMatch(part -> word.startsWith(part + " "));
    }

    /**
     * Whether the word of resolving {@code r} says a fix before a failure's words and nothing else: not a verb of losing
     * output as well (verwijderd: removed; {@code removed the wrong results} may be a fix or a loss, and the loss's
     * reading fails it), nor a refusal (caught: {@code caught the exception is ignored} says what the code does), nor a
     * safeguard's word (gestisce: handles; {@code gestisce the test disabilitati} says what the code does with them).
     */
    static boolean resolvesOnly(String r, String language) {
        return !Lexicon.get().words(dev.outputguard.assertion.Role.ALTERS, language).contains(r)
                && !Lexicon.get().words(dev.outputguard.assertion.Role.REFUSES, language).contains(r)
                && !Lexicon.get().words(dev.outputguard.assertion.Role.SAFEGUARD, language).contains(r);
    }

    /**
     * The words of resolving of {@code language}, but those that are a retraction as well ({@code previously}), which
     * open a clause that takes a body back.
     */
    static List<String> resolving(String language) {
        return Lexicon.get().words(Category.RESOLVING, language).stream()
                .filter(r -> (Lexicon.get().categoriesOfWord(r) & Category.RETRACTION.bit()) == 0).toList();
    }
}
