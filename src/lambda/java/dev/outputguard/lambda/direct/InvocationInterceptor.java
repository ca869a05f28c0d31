package dev.outputguard.lambda.direct;

import java.lang.reflect.Method;

import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.interceptor.AroundInvoke;
import jakarta.interceptor.Interceptor;
import jakarta.interceptor.InvocationContext;

import dev.outputguard.observe.FunctionCall;
import dev.outputguard.observe.Logged;
import io.quarkus.funqy.Funq;
import io.smallrye.mutiny.Uni;

/**
 * Around every function of a {@link Logged} class, under direct invoke only: Funqy's Lambda binding calls the
 * {@code @Funq} method, and this notes how the call ended and, for the functions that call the LLM, its calls and
 * tokens, for {@link DirectInvokeBinding} to write the line.
 */
@Logged
@Interceptor
@Priority(Interceptor.Priority.PLATFORM_BEFORE)
public class InvocationInterceptor {

    @Inject
    DirectInvokeBinding invocations;

    @AroundInvoke
    Object logged(InvocationContext invocation) throws Exception {
        long started = System.nanoTime();
        String function = functionName(invocation.getMethod());
        Object result = null;
        Throwable failure = null;
        try {
            result = invocation.proceed();
            if (result instanceof Uni<?> later) {
                // The functions that call the LLM answer later, on their own thread (function/LlmWork).
                return later.onItemOrFailure().invoke((item, error) -> invocations.ended(FunctionCall.of(function,
                        item, error), started));
            }
            return result;
        } catch (Exception | Error e) {
            failure = e;
            throw e;
        } finally {
            if (!(result instanceof Uni)) {
                invocations.ended(FunctionCall.of(function, result, failure), started);
            }
        }
    }

    static String functionName(Method method) {
        Funq funq = method.getAnnotation(Funq.class);
        return funq == null || funq.value().isEmpty() ? method.getName() : funq.value();
    }
}
