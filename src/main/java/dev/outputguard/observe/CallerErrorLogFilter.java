package dev.outputguard.observe;

import java.net.SocketException;
import java.util.logging.Filter;
import java.util.logging.Level;
import java.util.logging.LogRecord;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.Problem;
import io.quarkus.logging.LoggingFilter;

/**
 * Keeps three kinds of ERROR record out of the log, because they are not server errors and the
 * invocation line already says how the call ended:
 * <ul>
 * <li>Quarkus's Lambda loop logging, with a stack trace, an invocation that ended in an
 * {@link Problem}: a payload the caller got wrong, or an LLM that failed (502/504).</li>
 * <li>Funqy's HTTP binding logging "Failed to unmarshal input", with a stack trace, for a body the
 * request contract rejected ({@link InvalidRequestException}); the caller gets the contract's 400.
 * Any other failure to read or write stays an ERROR.</li>
 * <li>Vert.x logging a connection reset by the peer: the LLM client retries it and warns per attempt.</li>
 * </ul>
 * Everything else passes. Installed on the console by {@code quarkus.log.console.filter}.
 */
@LoggingFilter(name = CallerErrorLogFilter.NAME)
public final class CallerErrorLogFilter implements Filter {

    public static final String NAME = "outputguard-caller-errors";
    static final String LAMBDA_LOOP = "io.quarkus.amazon.lambda.runtime.AbstractLambdaPollLoop";
    /** The logger of Funqy's HTTP binding (VertxRequestHandler). */
    static final String FUNQY = "io.quarkus.funqy";
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
        if (FUNQY.equals(logger)) {
            return !causedBy(record.getThrown(), InvalidRequestException.class);
        }
        if (VERTX_CONNECTION.equals(logger)) {
            // Vert.x logs the exception's message alone, and the exception itself only at DEBUG.
            Throwable thrown = record.getThrown();
            return !(thrown == null ? CONNECTION_RESET.equals(record.getMessage())
                    : thrown instanceof SocketException && CONNECTION_RESET.equals(thrown.getMessage()));
        }
        return true;
    }

    private static boolean causedBy(Throwable thrown, Class<? extends Throwable> type) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }
}
