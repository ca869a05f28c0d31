package dev.outputguard.observe;

import java.util.UUID;
import java.util.regex.Pattern;

/** The id of an HTTP request: the caller's {@code X-Request-Id} when it is sane, else a new one. */
public final class RequestIds {

    public static final String HEADER = "X-Request-Id";
    /** At most 128 characters of the kinds ids are made of (UUIDs, ULIDs, trace ids); nothing that could forge a log line. */
    private static final Pattern SANE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._:;=/+-]{0,127}");

    private RequestIds() {
    }

    public static String accept(String callers) {
        return callers != null && SANE.matcher(callers).matches() ? callers : UUID.randomUUID().toString();
    }
}
