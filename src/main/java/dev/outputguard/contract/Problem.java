package dev.outputguard.contract;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;

import dev.outputguard.llm.LlmException;

/**
 * How a call that produced no answer ends for the caller, the same in every binding: the HTTP status
 * and the body {@code {"error":{"code","message"}}}; under direct invoke the code and message of the
 * Lambda error. The core throws its own exceptions and knows nothing of HTTP; this is the one place
 * that maps them to statuses (the table "Outcomes and status codes" of docs/contract.md), and the one
 * list of them that the OpenAPI document is made from ({@link #statuses}).
 *
 * @param retryAfterSeconds what the answer's {@code Retry-After} header says, when it has one
 */
public record Problem(int status, String code, String message, OptionalInt retryAfterSeconds) {

    /** A path that names no function, whatever the method. */
    public static final String NOT_FOUND = "NOT_FOUND";
    /** Another method than POST on a function. */
    public static final String METHOD_NOT_ALLOWED = "METHOD_NOT_ALLOWED";
    /** A body over the HTTP server's size limit (HTTP flavours only). */
    public static final String PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE";
    /** A body sent compressed, in another charset than UTF-8, or as another media type than JSON (HTTP flavours only). */
    public static final String UNSUPPORTED_MEDIA_TYPE = "UNSUPPORTED_MEDIA_TYPE";
    /** A bug on our side; the message gives a reference to the server log line. */
    public static final String INTERNAL_ERROR = "INTERNAL_ERROR";
    /** Dev mode with a setting out of its range (elsewhere the start stops): the message names it and its range. */
    public static final String INVALID_SETTING = "INVALID_SETTING";

    public Problem(int status, String code, String message) {
        this(status, code, message, OptionalInt.empty());
    }

    /** The problem a failure stands for, looking through wrappers (Funqy's, Jackson's), or empty for a bug. */
    public static Optional<Problem> in(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof InvalidRequestException e) {
                return Optional.of(new Problem(400, InvalidRequestException.CODE, e.getMessage()));
            }
            if (t instanceof LlmException e) {
                return Optional.of(new Problem(status(e.code()), e.code(), e.getMessage(), e.retryAfterSeconds()));
            }
        }
        return Optional.empty();
    }

    private static int status(String llmCode) {
        return switch (llmCode) {
            case LlmException.TIMEOUT -> 504;
            case LlmException.BUSY -> 503;
            default -> 502;
        };
    }

    /**
     * Every status other than 200 that a POST to a function can answer, with the codes its body can carry:
     * the LLM's only for the functions that call it. 405 is left out: it answers the other methods.
     */
    public static SortedMap<Integer, List<String>> statuses(boolean callsLlm) {
        SortedMap<Integer, List<String>> statuses = new TreeMap<>();
        statuses.put(400, List.of(InvalidRequestException.CODE));
        statuses.put(404, List.of(NOT_FOUND));
        statuses.put(413, List.of(PAYLOAD_TOO_LARGE));
        statuses.put(415, List.of(UNSUPPORTED_MEDIA_TYPE));
        statuses.put(500, List.of(INTERNAL_ERROR, INVALID_SETTING));
        if (callsLlm) {
            statuses.put(502, List.of(LlmException.UNAVAILABLE, LlmException.AUTH));
            statuses.put(503, List.of(LlmException.BUSY));
            statuses.put(504, List.of(LlmException.TIMEOUT));
        }
        return statuses;
    }
}
