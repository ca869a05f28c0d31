package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The roles are on pages of 64 ({@link Role#page}), each read in a lexicon of its own ({@link Lexicon#roles(Role)}):
 * every term a file lists under a role is found there under that role's bit, and a page's lexicon holds no term under a
 * bit whose role on that page does not list it (a term of a role on another page does not alias into this one's bits).
 */
class RolePagesTest {

    private static final Lexicon LEX = Lexicon.get();

    @Test
    void everyRolesTermIsFoundOnItsOwnPageUnderItsOwnBit() {
        List<String> missed = new ArrayList<>();
        int terms = 0;
        for (Role role : Role.values()) {
            for (String language : Lexicon.LANGUAGES) {
                for (String term : LEX.words(role, language)) {
                    terms++;
                    if ((LEX.roles(role).categoriesOfWord(term) & role.bit()) == 0) {
                        missed.add(role.section() + "/" + language + ": " + term);
                    }
                }
            }
        }
        assertTrue(terms > 1000, "the files list the roles' terms: " + terms);
        assertEquals(List.of(), missed);
    }

    @Test
    void aPagesBitsAreThoseOfItsOwnRolesOnly() {
        List<String> aliased = new ArrayList<>();
        for (Role role : Role.values()) {
            for (String language : Lexicon.LANGUAGES) {
                for (String term : LEX.words(role, language)) {
                    long found = LEX.roles(role).categoriesOfWord(term);
                    for (Role other : Role.values()) {
                        if (other.page() == role.page() && (found & other.bit()) != 0 && !listedAnywhere(other, term)) {
                            aliased.add(term + " read as " + other.section());
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), aliased);
        assertEquals(LEX.roles(), LEX.roles(Role.values()[0]), "the first page is the roles' lexicon asked without a role");
    }

    private static boolean listedAnywhere(Role role, String term) {
        for (String language : Lexicon.LANGUAGES) {
            if (LEX.words(role, language).contains(term)) {
                return true;
            }
        }
        return false;
    }
}
