package dev.outputguard.observe;

import java.lang.reflect.Method;
import java.util.concurrent.TimeUnit;

import jakarta.annotation.Priority;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.interceptor.AroundInvoke;
import jakarta.interceptor.Interceptor;
import jakarta.interceptor.InvocationContext;

import io.quarkus.arc.ClientProxy;
import io.quarkus.funqy.Funq;
import io.smallrye.mutiny.Uni;
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
     * Quarkus's request-scoped producer of the current HTTP request, which the HTTP route
     * (http/FunctionRoute) sets before it calls a function; there is no such bean under direct invoke.
     */
    @Inject
    Instance<RoutingContext> httpRequest;

    @AroundInvoke
    Object logged(InvocationContext invocation) throws Exception {
        long started = System.nanoTime();
        String function = functionName(invocation.getMethod());
        // Looked up now: a function answering a Uni completes after the request context has ended.
        RoutingContext http = currentHttpRequest(httpRequest);
        Object result = null;
        Throwable failure = null;
        try {
            result = invocation.proceed();
            if (result instanceof Uni<?> later) {
                // The functions that call the LLM answer later, on their own thread (function/LlmWork).
                return later.onItemOrFailure().invoke((item, error) -> note(FunctionCall.of(function, item, error),
                        http, started));
            }
            return result;
        } catch (Exception | Error e) {
            failure = e;
            throw e;
        } finally {
            if (!(result instanceof Uni)) {
                note(FunctionCall.of(function, result, failure), http, started);
            }
        }
    }

    private static void note(FunctionCall call, RoutingContext http, long started) {
        if (http != null) {
            http.put(FunctionCall.KEY, call);
        } else {
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
            InvocationLog.write(call.invocation(ms, InvocationLog.awsRequestId()));
        }
    }

    /** The HTTP request being served, or null under direct invoke and for calls made outside a binding. */
    static RoutingContext currentHttpRequest(Instance<RoutingContext> httpRequest) {
        if (!httpRequest.isResolvable()) {
            return null;
        }
        try {
            // The request-scoped producer gives a client proxy; the instance behind it outlives the scope.
            return ClientProxy.unwrap(httpRequest.get());
        } catch (RuntimeException notInAnHttpRequest) {
            // No request context, or one without an HTTP request (a call made outside a binding, such
            // as SnapStart's priming): the producer has nothing to give.
            return null;
        }
    }

    static String functionName(Method method) {
        Funq funq = method.getAnnotation(Funq.class);
        return funq == null || funq.value().isEmpty() ? method.getName() : funq.value();
    }
}
