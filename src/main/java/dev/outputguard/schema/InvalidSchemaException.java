package dev.outputguard.schema;

/** A schema that cannot be used: not a valid JSON Schema, an unsupported draft, or a reference that is not local. */
public final class InvalidSchemaException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public InvalidSchemaException(String message) {
        super(message);
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this; // an answer to a caller, never a bug: no stack trace
    }
}
