package dev.outputguard.observe;

import dev.outputguard.contract.Problem;
import dev.outputguard.llm.TokenUsage;

/**
 * What a function call itself knows about how it went, for the invocation line: over HTTP the route notes it in
 * the routing context, where it stays until the response ends and the line is written (http/InvocationRoutes);
 * under direct invoke the interceptor around the function hands it on at once (lambda/direct/DirectInvokeBinding).
 *
 * @param function the {@code @Funq} name
 * @param outcome  {@code ok}, the code of the {@link Problem} it threw, or {@code INTERNAL_ERROR}
 * @param attempts LLM calls made (-1 for a function that calls none, or when it threw)
 * @param tokens   prompt plus completion tokens of those calls (-1 likewise)
 */
public record FunctionCall(String function, String outcome, int attempts, long tokens) {

    /** Key of the call in the Vert.x routing context's data. */
    public static final String KEY = FunctionCall.class.getName();
    public static final String INTERNAL_ERROR = Problem.INTERNAL_ERROR;

    public static FunctionCall of(String function, Object result, Throwable failure) {
        if (failure != null) {
            return new FunctionCall(function, Problem.in(failure).map(Problem::code).orElse(INTERNAL_ERROR), -1, -1);
        }
        if (result instanceof LlmCalls calls) {
            TokenUsage usage = calls.usage() == null ? TokenUsage.ZERO : calls.usage();
            return new FunctionCall(function, Invocation.OK, calls.llmCalls(),
                    usage.promptTokens() + usage.completionTokens());
        }
        return new FunctionCall(function, Invocation.OK, -1, -1);
    }

    /** The line under direct invoke, where the function call is the whole invocation. */
    public Invocation invocation(long durationMs, String awsRequestId) {
        return new Invocation(function, outcome, 0, durationMs, awsRequestId, null, attempts, tokens);
    }
}
