package dev.outputguard.llm;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.Test;

import io.vertx.core.http.HttpClosedException;
import jakarta.ws.rs.ProcessingException;

class AbandonedExchangesTest {

    @Test
    void aClosedConnectionOrATimedOutRead_howAnExchangeGivenUpOnEnds_isAbandoned() {
        assertTrue(AbandonedExchanges.endsAnAbandonedExchange(new HttpClosedException("Connection was closed")));
        assertTrue(AbandonedExchanges.endsAnAbandonedExchange(
                new ProcessingException(new IOException("Connection was closed"))));
        assertTrue(AbandonedExchanges.endsAnAbandonedExchange(new TimeoutException(
                "The timeout period of 3000ms has been exceeded while executing POST /v1/chat/completions")));
    }

    @Test
    void anyOtherDroppedFailure_isNotAbandoned_andStaysAnError() {
        assertFalse(AbandonedExchanges.endsAnAbandonedExchange(new IllegalStateException("a bug")));
        assertFalse(AbandonedExchanges.endsAnAbandonedExchange(new IOException("No space left on device")));
        assertFalse(AbandonedExchanges.endsAnAbandonedExchange(new ProcessingException(new NullPointerException())));
    }
}
