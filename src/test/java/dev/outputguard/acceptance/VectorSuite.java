package dev.outputguard.acceptance;

import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The one table of cases, for every flavour: each vector of every file under
 * {@code src/test/resources/acceptance/} is one test, named by its file and id, that calls the function
 * through the subclass's {@link Flavour} and checks the answer with {@link Expectations}. A subclass
 * per flavour is all a new way of calling the functions needs.
 */
public abstract class VectorSuite {

    protected abstract Flavour flavour();

    @TestFactory
    Stream<DynamicNode> everyVector() {
        Flavour flavour = flavour();
        return Vector.files().stream().map(file -> DynamicContainer.dynamicContainer(file,
                Vector.load(file).stream().map(v -> DynamicTest.dynamicTest(file + " " + v.id(), () -> check(flavour, v)))));
    }

    private static void check(Flavour flavour, Vector v) {
        try {
            Expectations.assertMatches(v, v.unrealisable() == null ? flavour.call(v.function(), v.request())
                    : flavour.callUnrealisable(v));
        } catch (AssertionError e) {
            // Surefire's report numbers dynamic tests; the message names the vector.
            throw new AssertionError("vector " + v + ": " + e.getMessage(), e);
        }
    }
}
