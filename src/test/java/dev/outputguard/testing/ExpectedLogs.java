package dev.outputguard.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.jboss.logmanager.ExtLogRecord;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * For a test class that provokes failures on purpose, or reads log lines: what the named loggers write
 * while it runs, at every level, is recorded here instead of printed, so a green build shows no ERROR
 * line for an expected failure, and the test can assert on the lines. Register with
 * {@code @RegisterExtension static final ExpectedLogs LOGS = ExpectedLogs.of(ReviewCycle.class)}.
 *
 * <p>The loggers are those of the JBoss LogManager every test JVM runs (surefire sets it as the
 * java.util.logging manager), so this holds for plain tests and {@code @QuarkusTest}s alike.
 */
public final class ExpectedLogs extends Handler implements BeforeAllCallback, AfterAllCallback {

    /** One recorded line: level, the formatted message, the MDC it was logged with, and its exception or null. */
    public record Line(Level level, String text, Map<String, String> mdc, Throwable thrown) {
    }

    private final List<Logger> loggers = new ArrayList<>();
    private final List<Level> levelsBefore = new ArrayList<>();
    private final List<Line> lines = new ArrayList<>();

    private ExpectedLogs(List<String> names) {
        names.forEach(n -> loggers.add(Logger.getLogger(n)));
    }

    public static ExpectedLogs of(Class<?>... owners) {
        List<String> names = new ArrayList<>();
        for (Class<?> owner : owners) {
            names.add(owner.getName());
        }
        return new ExpectedLogs(names);
    }

    /** Logger categories by name, e.g. a library's that logs the faults a test injects. */
    public static ExpectedLogs named(String... categories) {
        return new ExpectedLogs(List.of(categories));
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        for (Logger logger : loggers) {
            levelsBefore.add(logger.getLevel());
            logger.setLevel(Level.ALL);
            logger.setUseParentHandlers(false);
            logger.addHandler(this);
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        for (int i = 0; i < loggers.size(); i++) {
            Logger logger = loggers.get(i);
            logger.removeHandler(this);
            logger.setUseParentHandlers(true);
            logger.setLevel(levelsBefore.get(i));
        }
        levelsBefore.clear();
    }

    @Override
    public synchronized void publish(LogRecord record) {
        String text = record instanceof ExtLogRecord ext ? ext.getFormattedMessage() : record.getMessage();
        Map<String, String> mdc = record instanceof ExtLogRecord ext ? Map.copyOf(ext.getMdcCopy()) : Map.of();
        lines.add(new Line(record.getLevel(), text, mdc, record.getThrown()));
    }

    /** Every line so far, in order. */
    public synchronized List<Line> lines() {
        return List.copyOf(lines);
    }

    /**
     * The first line containing {@code part}, waiting up to two seconds for it: a line written when an
     * HTTP response ends may come a moment after the client has the response.
     */
    public Line await(String part) throws InterruptedException {
        long until = System.nanoTime() + 2_000_000_000L;
        do {
            synchronized (this) {
                for (Line line : lines) {
                    if (line.text().contains(part)) {
                        return line;
                    }
                }
            }
            Thread.sleep(10);
        } while (System.nanoTime() < until);
        throw new AssertionError("no log line contains " + part + " in " + lines());
    }

    /** The lines at {@code level} or above, in order. */
    public synchronized List<String> atLeast(Level level) {
        return lines.stream().filter(l -> l.level().intValue() >= level.intValue()).map(Line::text).toList();
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
