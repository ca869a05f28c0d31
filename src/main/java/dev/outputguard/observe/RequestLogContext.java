package dev.outputguard.observe;

import java.util.HashMap;
import java.util.Map;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.jboss.logging.MDC;

import io.vertx.ext.web.RoutingContext;

/**
 * The MDC fields that say which request a log line belongs to, taken on the thread that receives a
 * function call and put back on the thread that does its work (function/LlmWork runs the LLM loops on
 * virtual threads of their own, where the receiving thread's MDC is not). They are the receiving
 * thread's MDC (under direct invoke, the AWS request id Quarkus's Lambda loop keeps there) and, over
 * HTTP, the request's id as the invocation line names it: {@code requestId} (the caller's or the
 * generated {@code X-Request-Id} the response carries) and, behind API Gateway, {@code awsRequestId}.
 * The JSON log prints them as {@code mdc.requestId}, ... on every line the work writes.
 */
@Singleton
public class RequestLogContext {

    /** The MDC key of the HTTP request's id, as in the invocation line ({@link Invocation#fields}). */
    public static final String REQUEST_ID = "requestId";
    /** The MDC key of the Lambda invocation's AWS request id behind API Gateway, as in the invocation line. */
    public static final String AWS_REQUEST_ID = "awsRequestId";

    /**
     * Quarkus's request-scoped producer of the current HTTP request, set by the HTTP route
     * (http/FunctionRoute) before it calls a function; there is no such bean under direct invoke.
     */
    @Inject
    Instance<RoutingContext> httpRequest;

    @Inject
    Instance<AwsRequestIds> awsRequestIds;

    /** The fields of the call this thread is serving now (empty outside any call). */
    public Fields capture() {
        RoutingContext http = InvocationInterceptor.currentHttpRequest(httpRequest);
        if (http == null) {
            return ofThisThread();
        }
        Map<String, Object> fields = new HashMap<>(MDC.getMap());
        String requestId = http.response().headers().get(RequestIds.HEADER);
        if (requestId != null) {
            fields.put(REQUEST_ID, requestId);
        }
        if (awsRequestIds.isResolvable()) {
            awsRequestIds.get().of(http).ifPresent(id -> fields.put(AWS_REQUEST_ID, id));
        }
        return new Fields(Map.copyOf(fields));
    }

    /** This thread's MDC alone: all there is outside an HTTP request (under direct invoke, the AWS request id). */
    public static Fields ofThisThread() {
        Map<String, Object> mdc = MDC.getMap();
        return mdc.isEmpty() ? Fields.NONE : new Fields(Map.copyOf(mdc));
    }

    /** Fields taken from one thread, to put on another while it works for the same call. */
    public record Fields(Map<String, Object> values) {

        public static final Fields NONE = new Fields(Map.of());

        /** Puts the fields into this thread's MDC until the scope closes, then takes them out again. */
        public Scope apply() {
            values.forEach(MDC::put);
            return () -> values.keySet().forEach(MDC::remove);
        }
    }

    /** The time a thread carries a call's fields. */
    @FunctionalInterface
    public interface Scope extends AutoCloseable {
        @Override
        void close();
    }
}
