package dev.outputguard.limits;

/**
 * A value beyond one of the {@link Limits}: the message states the value, the limit and, where one
 * exists, the setting that changes it.
 */
public final class LimitExceededException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    LimitExceededException(String message) {
        super(message);
    }
}
