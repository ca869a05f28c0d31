package dev.outputguard.observe;

import java.lang.reflect.Method;
import java.util.concurrent.TimeUnit;

import jakarta.annotation.Priority;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.interceptor.AroundInvoke;
import jakarta.interceptor.Interceptor;
import jakarta.interceptor.InvocationContext;

import io.quarkus.funqy.Funq;
import io.vertx.ext.web.RoutingContext;

/**
 * Around every function of a {@link Logged} class, in every flavour: notes how the call ended and, for
 * the functions that call the LLM, its calls and tokens. Over HTTP (and behind API Gateway) it hands that
 * to the request's routing context, and the HTTP route writes the line when the response ends, with the
 * status and the whole request's time. Under direct invoke there is no HTTP request: it writes the line
 * itself, with the AWS request id of the running invocation.
 */
@Logged
@Interceptor
@Priority(Interceptor.Priority.PLATFORM_BEFORE)
public class InvocationInterceptor {

    /**
     * Quarkus's request-scoped producer of the current HTTP request, which Funqy's HTTP binding sets before
     * it calls a function; there is no such bean under direct invoke.
     */
    @Inject
    Instance<RoutingContext> httpRequest;

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
            if (!handedToHttpRequest(call)) {
                long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
                InvocationLog.write(call.invocation(ms, InvocationLog.awsRequestId()));
            }
        }
    }

    private boolean handedToHttpRequest(FunctionCall call) {
        if (!httpRequest.isResolvable()) {
            return false;
        }
        try {
            httpRequest.get().put(FunctionCall.KEY, call);
            return true;
        } catch (RuntimeException notInAnHttpRequest) {
            // No request context, or one without an HTTP request (a call made outside a binding, such
            // as SnapStart's priming): the producer has nothing to give.
            return false;
        }
    }

    static String functionName(Method method) {
        Funq funq = method.getAnnotation(Funq.class);
        return funq == null || funq.value().isEmpty() ? method.getName() : funq.value();
    }
}
