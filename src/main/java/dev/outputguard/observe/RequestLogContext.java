package dev.outputguard.observe;

import java.util.Map;

import org.jboss.logging.MDC;

/**
 * The MDC fields that say which request a log line belongs to, taken on the thread that receives a function call
 * and put back on the thread that does its work (function/LlmWork runs the LLM loops on virtual threads of their
 * own, where the receiving thread's MDC is not). The binding puts them on the receiving thread: under direct invoke
 * the AWS request id, which Quarkus's Lambda loop (or lambda/direct/StreamHandler) keeps there; over HTTP the
 * request's id as the invocation line names it, {@link #REQUEST_ID} (the caller's or the generated
 * {@code X-Request-Id} the response carries) and, behind API Gateway, {@link #AWS_REQUEST_ID}, which the route
 * (http/FunctionRoute) puts there while it calls the function. The JSON log prints them as
 * {@code mdc.requestId}, ... on every line the work writes.
 */
public final class RequestLogContext {

    /** The MDC key of the HTTP request's id, as in the invocation line ({@link Invocation#fields}). */
    public static final String REQUEST_ID = "requestId";
    /** The MDC key of the Lambda invocation's AWS request id behind API Gateway, as in the invocation line. */
    public static final String AWS_REQUEST_ID = "awsRequestId";

    private RequestLogContext() {
    }

    /** This thread's MDC: the fields of the call it is serving now (empty outside any call). */
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
