package dev.outputguard.fuzz;

import java.util.logging.Level;
import java.util.logging.Logger;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Registered with {@code @RegisterExtension static final QuietLogs LOGS = QuietLogs.of(Owner.class)}:
 * silences one class's per-call INFO line while a fuzz test runs (millions of calls would measure the
 * console, not the code) and puts the level back afterwards, so that tests reading those logs still see them.
 */
final class QuietLogs implements BeforeAllCallback, AfterAllCallback {

    /** Held strongly: java.util.logging keeps loggers weakly and would forget the level. */
    private final Logger logger;
    private Level before;

    private QuietLogs(Logger logger) {
        this.logger = logger;
    }

    static QuietLogs of(Class<?> owner) {
        return new QuietLogs(Logger.getLogger(owner.getName()));
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        before = logger.getLevel();
        logger.setLevel(Level.WARNING);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        logger.setLevel(before);
    }
}
