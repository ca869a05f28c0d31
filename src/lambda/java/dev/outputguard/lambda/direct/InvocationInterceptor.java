package dev.outputguard.lambda.direct;

import java.lang.reflect.Method;
import java.util.concurrent.TimeUnit;

import jakarta.annotation.Priority;
import jakarta.interceptor.AroundInvoke;
import jakarta.interceptor.Interceptor;
import jakarta.interceptor.InvocationContext;

import dev.outputguard.observe.FunctionCall;
import dev.outputguard.observe.InvocationLog;
import dev.outputguard.observe.Logged;
import io.quarkus.funqy.Funq;

/**
 * The invocation line under direct invoke, where the function call is the whole invocation: around
 * every function of a {@link Logged} class, it writes how the call ended, how long it took, the AWS
 * request id of the running invocation and, for the functions that call the LLM, their calls and
 * tokens. Only in the direct-invoke build: over HTTP the route that calls the function writes the line
 * when the response ends (with the status, and 400s from the request contract too).
 */
@Logged
@Interceptor
@Priority(Interceptor.Priority.PLATFORM_BEFORE)
public class InvocationInterceptor {

    @AroundInvoke
    Object logged(InvocationContext invocation) throws Exception {
        long started = System.nanoTime();
        Object result = null;
        Throwable failure = null;
        try {
            result = invocation.proceed();
            return result;
        } catch (Exception | Error e) {
            failure = e;
            throw e;
        } finally {
            FunctionCall call = FunctionCall.of(functionName(invocation.getMethod()), result, failure);
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
            InvocationLog.write(call.invocation(ms, InvocationLog.awsRequestId()));
        }
    }

    static String functionName(Method method) {
        Funq funq = method.getAnnotation(Funq.class);
        return funq == null || funq.value().isEmpty() ? method.getName() : funq.value();
    }
}
