package dev.outputguard.reviewcycle;

import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Records what one logger writes, formatted, with levels, instead of printing it: the failures these
 * tests provoke on purpose leave no ERROR line in the build output. (JBoss Logging writes through the
 * JBoss LogManager, which surefire installs as the java.util.logging manager.)
 */
final class LogCapture extends Handler {

    private record Line(Level level, String text) {
    }

    private final Logger logger;
    private final List<Line> lines = new ArrayList<>();
    private Level previous;

    LogCapture(String name) {
        this.logger = Logger.getLogger(name);
    }

    void start() {
        lines.clear();
        previous = logger.getLevel();
        logger.setLevel(Level.ALL);
        logger.setUseParentHandlers(false);
        logger.addHandler(this);
    }

    void stop() {
        logger.removeHandler(this);
        logger.setUseParentHandlers(true);
        logger.setLevel(previous);
    }

    @Override
    public synchronized void publish(LogRecord record) {
        Object[] params = record.getParameters();
        String text = params == null || params.length == 0 ? record.getMessage() : MessageFormat.format(record.getMessage(), params);
        lines.add(new Line(record.getLevel(), text));
    }

    synchronized boolean has(Level level, String text) {
        return lines.stream().anyMatch(l -> l.level().equals(level) && l.text().equals(text));
    }

    /** Lines at {@code level} or above. */
    synchronized List<String> records(Level level) {
        return lines.stream().filter(l -> l.level().intValue() >= level.intValue()).map(Line::text).toList();
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }

    @Override
    public synchronized String toString() {
        return lines.toString();
    }
}
