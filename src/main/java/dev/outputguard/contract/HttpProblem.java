package dev.outputguard.contract;

/**
 * An error a caller should see as an HTTP status and a JSON body {@code {"error":{"code","message"}}}
 * instead of a 500. Every binding (HTTP, API Gateway, direct invoke) maps it the same way.
 */
public interface HttpProblem {

    int httpStatus();

    String code();

    String getMessage();
}
