package dev.outputguard.contract;

/**
 * A request the caller got wrong: HTTP 400 with code {@code INVALID_REQUEST}. The message names the
 * field (as a path such as {@code context.glossary[1].target}) and what is wrong with it.
 */
public final class InvalidRequestException extends RuntimeException implements HttpProblem {

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

    @Override
    public int httpStatus() {
        return 400;
    }

    @Override
    public String code() {
        return CODE;
    }
}
