package dev.outputguard.llm;

import java.io.IOException;
import java.util.concurrent.TimeoutException;

import org.jboss.logging.Logger;

import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.core.http.HttpClosedException;

/**
 * The failures of LLM exchanges nobody reads any more. An exchange is given up by design: a streamed reply whose
 * object is complete, or already doomed, is read no further, and an attempt past its time is abandoned. The client
 * then closes the connection (or its read timeout ends it), and that closing fails a stream whose subscriber has
 * gone: Mutiny hands such a failure to its dropped-exception handler, which Quarkus logs as an ERROR with a stack.
 * An ERROR line for every reply that was read as far as needed is noise an operator cannot act on, so those
 * failures, and only those, are logged at DEBUG; any other dropped failure is still an ERROR.
 */
public final class AbandonedExchanges {

    private static final Logger LOG = Logger.getLogger(AbandonedExchanges.class);

    private AbandonedExchanges() {
    }

    /** Installs the handler for the whole process: the LLM client is its only HTTP client. */
    public static void install() {
        Infrastructure.setDroppedExceptionHandler(AbandonedExchanges::dropped);
    }

    static void dropped(Throwable failure) {
        if (endsAnAbandonedExchange(failure)) {
            LOG.debugf("an LLM exchange given up on ended: %s", failure);
        } else {
            LOG.error("Mutiny had to drop the following exception", failure);
        }
    }

    /** Whether {@code failure} is a connection closed or a read timed out: how an exchange given up on ends. */
    static boolean endsAnAbandonedExchange(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof HttpClosedException
                    || (t instanceof IOException && "Connection was closed".equals(t.getMessage()))
                    || t instanceof TimeoutException) {
                return true;
            }
        }
        return false;
    }
}
