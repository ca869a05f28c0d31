package dev.outputguard.fuzz;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Silences one class's per-call INFO line while a fuzz test runs (millions of calls would measure the
 * console, not the code) and puts the level back afterwards, so that tests reading those logs still see them.
 */
final class QuietLogs {

    /** Held strongly: java.util.logging keeps loggers weakly and would forget the level. */
    private final Logger logger;
    private Level before;

    private QuietLogs(Logger logger) {
        this.logger = logger;
    }

    static QuietLogs of(Class<?> owner) {
        return new QuietLogs(Logger.getLogger(owner.getName()));
    }

    void quiet() {
        before = logger.getLevel();
        logger.setLevel(Level.WARNING);
    }

    void restore() {
        logger.setLevel(before);
    }
}
