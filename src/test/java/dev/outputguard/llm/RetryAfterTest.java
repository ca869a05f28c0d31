package dev.outputguard.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class RetryAfterTest {

    private static final Clock NOW = Clock.fixed(Instant.parse("2015-10-21T07:28:00Z"), ZoneOffset.UTC);

    private static Optional<Duration> parse(String header) {
        return RetryAfter.parse(Optional.ofNullable(header), NOW);
    }

    @Test
    void parse_seconds_isThatMany() {
        assertEquals(Optional.of(Duration.ofSeconds(120)), parse("120"));
        assertEquals(Optional.of(Duration.ofSeconds(7)), parse(" 7 "));
    }

    @Test
    void parse_httpDate_isTheTimeUntilThen() {
        assertEquals(Optional.of(Duration.ofSeconds(30)), parse("Wed, 21 Oct 2015 07:28:30 GMT"));
    }

    @Test
    void parse_dateInThePast_isZero() {
        assertEquals(Optional.of(Duration.ZERO), parse("Wed, 21 Oct 2015 07:00:00 GMT"));
    }

    @Test
    void parse_absentOrUnreadable_isEmpty() {
        assertEquals(Optional.empty(), parse(null));
        assertEquals(Optional.empty(), parse(""));
        assertEquals(Optional.empty(), parse("soon"));
        assertEquals(Optional.empty(), parse("-5"));
    }

    @Test
    void parse_retryAfterMs_winsOverRetryAfter_andKeepsItsMilliseconds() {
        assertEquals(Optional.of(Duration.ofMillis(1500)), RetryAfter.parse(Optional.of("2"), Optional.of("1500"), NOW));
        assertEquals(Optional.of(Duration.ofMillis(20)), RetryAfter.parse(Optional.empty(), Optional.of("20.75"), NOW));
        assertEquals(Optional.of(Duration.ofDays(1)), RetryAfter.parse(Optional.empty(), Optional.of("99999999999999"), NOW));
    }

    @Test
    void parse_unreadableRetryAfterMs_fallsBackToRetryAfter() {
        assertEquals(Optional.of(Duration.ofSeconds(2)), RetryAfter.parse(Optional.of("2"), Optional.of("soon"), NOW));
        assertEquals(Optional.of(Duration.ofSeconds(2)), RetryAfter.parse(Optional.of("2"), Optional.of(".5"), NOW));
        assertEquals(Optional.of(Duration.ofSeconds(2)), RetryAfter.parse(Optional.of("2"), Optional.of("-5"), NOW));
        assertEquals(Optional.empty(), RetryAfter.parse(Optional.empty(), Optional.of("1e3"), NOW));
    }

    @Test
    void parse_absurdlyLargeSeconds_isCappedAtADay() {
        assertEquals(Optional.of(Duration.ofDays(1)), parse("99999999999999999999"));
    }
}
