package dev.outputguard.contract;

/**
 * A request the caller got wrong: HTTP 400 with code {@code INVALID_REQUEST} (see {@link Problem}).
 * The message names the field (as a path such as {@code context.glossary[1].target}) and what is
 * wrong with it.
 */
public final class InvalidRequestException extends RuntimeException {

    public static final String CODE = "INVALID_REQUEST";

    private final String field;

    public InvalidRequestException(String field, String message) {
        super(message, null, false, false);
        this.field = field;
    }

    /** The offending field's path, or an empty string when the body as a whole is wrong. */
    public String field() {
        return field;
    }
}
