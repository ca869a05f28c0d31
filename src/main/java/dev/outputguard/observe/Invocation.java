package dev.outputguard.observe;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the one log line of a function call says: which function, how it ended ({@code ok} or the code
 * of the error the caller got), how long it took, the request id, and for the functions that call the
 * LLM how many calls they made and the tokens those used. Never the request or the reply.
 *
 * @param function   the function's name, or the path that named no function
 * @param outcome    {@code ok}, or the error code of the answer ({@code INVALID_REQUEST}, {@code LLM_TIMEOUT}, ...)
 * @param status     the HTTP status, or 0 under direct invoke (no HTTP)
 * @param durationMs from the request's arrival to its answer
 * @param requestId  the caller's or a generated X-Request-Id over HTTP, the AWS request id under direct invoke
 * @param awsRequestId the Lambda invocation's AWS request id behind API Gateway, else null
 * @param attempts   LLM calls made, or -1 for a function that makes none
 * @param tokens     prompt plus completion tokens of those calls, or -1
 * @param llm        {@value #STAND_IN} when dev mode's stand-in LLM answered the call's LLM requests, else null
 */
public record Invocation(String function, String outcome, int status, long durationMs, String requestId,
        String awsRequestId, int attempts, long tokens, String llm) {

    public static final String OK = "ok";
    /** The {@code llm} field of a call that dev mode's stand-in LLM answered: its answers are scripted, not a model's. */
    public static final String STAND_IN = "stand-in";

    /** A call not answered by a stand-in LLM. */
    public Invocation(String function, String outcome, int status, long durationMs, String requestId,
            String awsRequestId, int attempts, long tokens) {
        this(function, outcome, status, durationMs, requestId, awsRequestId, attempts, tokens, null);
    }

    /** The fields in a fixed order, for the text line and for the JSON log's structured fields. */
    public Map<String, String> fields() {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("function", function);
        fields.put("outcome", outcome);
        if (status > 0) {
            fields.put("status", Integer.toString(status));
        }
        fields.put("durationMs", Long.toString(durationMs));
        if (requestId != null) {
            fields.put("requestId", requestId);
        }
        if (awsRequestId != null) {
            fields.put("awsRequestId", awsRequestId);
        }
        if (attempts >= 0) {
            fields.put("attempts", Integer.toString(attempts));
        }
        if (tokens >= 0) {
            fields.put("tokens", Long.toString(tokens));
        }
        if (llm != null) {
            fields.put("llm", llm);
        }
        return fields;
    }

    /** {@code function=extract-json outcome=ok status=200 durationMs=3 requestId=...}. */
    public String line() {
        return line(fields());
    }

    /** The text line of {@link #fields()} already made (the log writes both, and makes them once). */
    static String line(Map<String, String> fields) {
        StringBuilder line = new StringBuilder(96);
        fields.forEach((k, v) -> {
            if (!line.isEmpty()) {
                line.append(' ');
            }
            line.append(k).append('=').append(v);
        });
        return line.toString();
    }

    /** A failure ({@code 5xx}, or an unexpected error under direct invoke) is a warning, every other call info. */
    public boolean failed() {
        return status >= 500 || (status == 0 && !OK.equals(outcome) && !"INVALID_REQUEST".equals(outcome));
    }
}
