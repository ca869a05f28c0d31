package dev.outputguard.observe;

import java.net.SocketException;
import java.util.logging.Filter;
import java.util.logging.Level;
import java.util.logging.LogRecord;

import dev.outputguard.contract.Problem;
import io.quarkus.logging.LoggingFilter;

/**
 * Keeps two kinds of ERROR record out of the log, because they are not server errors and the
 * invocation line already says how the call ended:
 * <ul>
 * <li>Quarkus's Lambda loop logging, with a stack trace, an invocation that ended in an
 * {@link Problem}: a payload the caller got wrong, or an LLM that failed (502/504).</li>
 * <li>Vert.x logging a connection reset by the peer: the LLM client retries it and warns per attempt.</li>
 * </ul>
 * Everything else passes. Installed on the console by {@code quarkus.log.console.filter}.
 */
@LoggingFilter(name = CallerErrorLogFilter.NAME)
public final class CallerErrorLogFilter implements Filter {

    public static final String NAME = "outputguard-caller-errors";
    static final String LAMBDA_LOOP = "io.quarkus.amazon.lambda.runtime.AbstractLambdaPollLoop";
    static final String VERTX_CONNECTION = "io.vertx.core.net.impl.ConnectionBase";
    private static final String CONNECTION_RESET = "Connection reset";

    @Override
    public boolean isLoggable(LogRecord record) {
        if (record.getLevel().intValue() < Level.SEVERE.intValue()) {
            return true;
        }
        String logger = record.getLoggerName();
        if (LAMBDA_LOOP.equals(logger)) {
            return Problem.in(record.getThrown()).isEmpty();
        }
        if (VERTX_CONNECTION.equals(logger)) {
            // Vert.x logs the exception's message alone, and the exception itself only at DEBUG.
            Throwable thrown = record.getThrown();
            return !(thrown == null ? CONNECTION_RESET.equals(record.getMessage())
                    : thrown instanceof SocketException && CONNECTION_RESET.equals(thrown.getMessage()));
        }
        return true;
    }
}
