package dev.outputguard.contract;

import java.util.Optional;

import dev.outputguard.llm.LlmException;

/**
 * How a call that produced no answer ends for the caller, the same in every binding: the HTTP status
 * and the body {@code {"error":{"code","message"}}}; under direct invoke the code and message of the
 * Lambda error. The core throws its own exceptions and knows nothing of HTTP; this is the one place
 * that maps them to statuses (the table "Outcomes and status codes" of docs/contract.md).
 */
public record Problem(int status, String code, String message) {

    /** The problem a failure stands for, looking through wrappers (Funqy's, Jackson's), or empty for a bug. */
    public static Optional<Problem> in(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof InvalidRequestException e) {
                return Optional.of(new Problem(400, InvalidRequestException.CODE, e.getMessage()));
            }
            if (t instanceof LlmException e) {
                int status = LlmException.TIMEOUT.equals(e.code()) ? 504 : 502;
                return Optional.of(new Problem(status, e.code(), e.getMessage()));
            }
        }
        return Optional.empty();
    }
}
