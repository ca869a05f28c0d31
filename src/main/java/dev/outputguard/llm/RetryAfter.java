package dev.outputguard.llm;

import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * Reads a {@code Retry-After} header: delay-seconds or an HTTP-date (RFC 9110 section 10.2.3); and OpenAI's
 * {@code retry-after-ms}, milliseconds (maybe with a fraction), which is finer and wins when both are readable.
 */
final class RetryAfter {

    private RetryAfter() {
    }

    /** The wait the server asks for in either header; empty when both are absent or unreadable. Never negative. */
    static Optional<Duration> parse(Optional<String> header, Optional<String> millisHeader, Clock wallClock) {
        Optional<Duration> millis = millisHeader.flatMap(RetryAfter::millis);
        return millis.isPresent() ? millis : parse(header, wallClock);
    }

    /** {@code retry-after-ms}: digits, maybe a fraction; more than a day is capped like delay-seconds. */
    private static Optional<Duration> millis(String header) {
        String value = header.trim();
        int dot = value.indexOf('.');
        String whole = dot < 0 ? value : value.substring(0, dot);
        String fraction = dot < 0 ? "" : value.substring(dot + 1);
        if (whole.isEmpty() || !isDigits(whole) || !isDigits(fraction)) {
            return Optional.empty();
        }
        long ms = whole.length() > 9 ? 86_400_000 : Math.min(86_400_000, Long.parseLong(whole));
        return Optional.of(Duration.ofMillis(ms));
    }

    /** The wait the server asks for; empty when the header is absent or unreadable. Never negative. */
    static Optional<Duration> parse(Optional<String> header, Clock wallClock) {
        if (header.isEmpty()) {
            return Optional.empty();
        }
        String value = header.get().trim();
        if (value.isEmpty()) {
            return Optional.empty();
        }
        if (isDigits(value)) {
            // More than a day is a server bug, not a plan; cap to keep the arithmetic safe.
            long seconds = value.length() > 6 ? 86_400 : Long.parseLong(value);
            return Optional.of(Duration.ofSeconds(seconds));
        }
        try {
            ZonedDateTime at = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME);
            Duration wait = Duration.between(wallClock.instant(), at.toInstant());
            return Optional.of(wait.isNegative() ? Duration.ZERO : wait);
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static boolean isDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
