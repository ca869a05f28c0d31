package dev.outputguard.lambda;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * What only the local flavour serves (src/local: dev mode's stand-in LLM and the page to try the functions on), held
 * out of a Lambda build: a Lambda test calls {@link #assertNotInThisBuild()} from inside its app.
 */
public final class LocalOnly {

    /** Dev mode's stand-in LLM, by name: src/local is not on a Lambda build's source path. */
    static final String STAND_IN_CLASS = "dev.outputguard.local.StandInLlm";
    /** The try page, by its resource. */
    static final String TRY_PAGE = "META-INF/resources/try/index.html";

    private LocalOnly() {
    }

    /** Neither the stand-in LLM nor the try page is in the app this test runs. */
    public static void assertNotInThisBuild() {
        ClassLoader app = Thread.currentThread().getContextClassLoader();
        assertThrows(ClassNotFoundException.class, () -> Class.forName(STAND_IN_CLASS, false, app),
                "dev mode's stand-in LLM is in a Lambda build");
        assertNull(app.getResource(TRY_PAGE), "the try page is in a Lambda build");
    }
}
