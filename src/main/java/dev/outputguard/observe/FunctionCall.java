package dev.outputguard.observe;

import dev.outputguard.contract.HttpProblem;
import dev.outputguard.llm.TokenUsage;

/**
 * What a function call itself knows about how it went, handed by {@link InvocationInterceptor} to
 * whoever writes the invocation line: the HTTP route at the end of the response, or the interceptor
 * itself under direct invoke.
 *
 * @param function the {@code @Funq} name
 * @param outcome  {@code ok}, the code of the {@link HttpProblem} it threw, or {@code INTERNAL_ERROR}
 * @param attempts LLM calls made (-1 for a function that calls none, or when it threw)
 * @param tokens   prompt plus completion tokens of those calls (-1 likewise)
 */
public record FunctionCall(String function, String outcome, int attempts, long tokens) {

    /** Key of the call in the Vert.x routing context's data. */
    public static final String KEY = FunctionCall.class.getName();
    public static final String INTERNAL_ERROR = "INTERNAL_ERROR";

    static FunctionCall of(String function, Object result, Throwable failure) {
        if (failure != null) {
            return new FunctionCall(function, failure instanceof HttpProblem p ? p.code() : INTERNAL_ERROR, -1, -1);
        }
        if (result instanceof LlmCalls calls) {
            TokenUsage usage = calls.usage() == null ? TokenUsage.ZERO : calls.usage();
            return new FunctionCall(function, Invocation.OK, calls.llmCalls(),
                    usage.promptTokens() + usage.completionTokens());
        }
        return new FunctionCall(function, Invocation.OK, -1, -1);
    }

    /** The line under direct invoke, where the function call is the whole invocation. */
    Invocation invocation(long durationMs, String awsRequestId) {
        return new Invocation(function, outcome, 0, durationMs, awsRequestId, null, attempts, tokens);
    }
}
