package dev.outputguard.function;

import java.io.IOException;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;

import dev.outputguard.contract.RequestContractModule;
import dev.outputguard.limits.Limits;
import dev.outputguard.observe.LlmCalls;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.funqy.runtime.FunctionInvoker;
import io.quarkus.funqy.runtime.FunctionRecorder;
import io.quarkus.funqy.runtime.FunqyServerRequest;
import io.quarkus.funqy.runtime.FunqyServerResponse;
import io.quarkus.funqy.runtime.RequestContext;
import io.quarkus.funqy.runtime.RequestContextImpl;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;

/**
 * The functions this app serves and their request types: the one class that reads Funqy's registry
 * and its invokers, so a Funqy upgrade touches this file and nothing else. Funqy discovers the
 * {@code @Funq} methods at build time and makes each one's reader and writer from Quarkus's ObjectMapper
 * (through the request contract, {@link RequestBinding}). Over HTTP our own route (http/FunctionRoute)
 * reads, calls and answers through this class; under direct invoke Funqy's Lambda binding does. The
 * request contract, the invocation line, the OpenAPI document and SnapStart's priming ask here too.
 */
@Singleton
public class FunctionCatalog {

    /** One function: its name, its request record (null when it takes none) and what it answers. */
    public static final class Entry {
        private final FunctionInvoker invoker;
        private volatile ObjectReader reader;
        private volatile ObjectWriter writer;

        Entry(FunctionInvoker invoker) {
            this.invoker = invoker;
        }

        /**
         * Funqy's reader, marked so that the request contract leaves a rejection to the caller of
         * {@link FunctionCatalog#read} (which has the exception in hand) instead of reporting it itself.
         */
        private ObjectReader reader() {
            ObjectReader made = reader;
            if (made == null) {
                made = binding(this, ObjectReader.class).withAttribute(RequestContractModule.CALLER_ANSWERS, Boolean.TRUE);
                reader = made;
            }
            return made;
        }

        private ObjectWriter writer() {
            ObjectWriter made = writer;
            if (made == null) {
                made = binding(this, ObjectWriter.class);
                writer = made;
            }
            return made;
        }

        public String name() {
            return invoker.getName();
        }

        /** The request record the function takes, or null for a function without input. */
        public Class<?> requestType() {
            return invoker.hasInput() ? (Class<?>) invoker.getInputType() : null;
        }

        /**
         * What the function answers (the item type when it answers a {@code Uni}), or null for a function
         * without output.
         */
        public Type responseType() {
            return invoker.hasOutput() ? invoker.getOutputType() : null;
        }

        /** Its answer reports LLM calls ({@link LlmCalls}): the function calls the LLM. */
        public boolean callsLlm() {
            return responseType() instanceof Class<?> c && LlmCalls.class.isAssignableFrom(c);
        }
    }

    private volatile Map<String, Entry> entries;

    /**
     * Whatever is read is written: an answer holds a value as deep as {@link Limits#maxNestingDepth()} inside its
     * own object, so the writers the bindings made (over HTTP and under direct invoke; their generators read the
     * constraints when they are made) write that deep and a few levels more. Jackson's own bound (1000) would
     * refuse the answer of a value read at the documented limit.
     */
    void writeWhatIsRead(@Observes StartupEvent event, Limits limits) {
        StreamWriteConstraints constraints = StreamWriteConstraints.builder()
                .maxNestingDepth(limits.maxWriteNestingDepth()).build();
        for (Entry e : entries().values()) {
            if (e.responseType() != null) {
                e.writer().getFactory().setStreamWriteConstraints(constraints);
            }
        }
    }

    /** The function a name (a path without its slash) names. */
    public Optional<Entry> named(String name) {
        return Optional.ofNullable(entries().get(name));
    }

    /** Every function's name, sorted. */
    public List<String> names() {
        return List.copyOf(entries().keySet());
    }

    /** False only before Funqy has registered the functions (early in start-up). */
    public boolean isReady() {
        return !entries().isEmpty();
    }

    /** The function whose request record is {@code type}: each request record belongs to one function. */
    public Optional<Entry> taking(Class<?> type) {
        for (Entry e : entries().values()) {
            if (e.requestType() == type) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /**
     * Reads a request body as a call does: with the reader the build's Funqy binding made for the
     * function (through the request contract). A request the contract rejects is thrown as its
     * {@link dev.outputguard.contract.InvalidRequestException} to the caller, who answers it.
     */
    public Object read(Entry function, byte[] body) throws IOException {
        return read(function, body, 0, body.length);
    }

    /** The same for the body in {@code body[offset, offset + length)}, such as a network buffer's backing array. */
    public Object read(Entry function, byte[] body, int offset, int length) throws IOException {
        return function.reader().readValue(body, offset, length);
    }

    /**
     * Calls the function through Funqy's invoker (its bean, its interceptors) with a request already read;
     * the caller has activated the request context. The answer comes later for the functions that call
     * the LLM (function/LlmWork), at once for the others; a function that throws answers a failed
     * {@code Uni}.
     */
    public Uni<?> invoke(Entry function, Object request) {
        Call call = new Call(request);
        function.invoker.invoke(call, call);
        return call.output;
    }

    /** Writes an answer with the writer the build's Funqy binding made for the function. */
    public byte[] write(Entry function, Object answer) throws IOException {
        return function.writer().writeValueAsBytes(answer);
    }

    /**
     * Runs one call to its end on this thread, as a binding would after reading the request: in a request
     * context, the answer awaited and written. For priming before a snapshot.
     */
    public byte[] call(Entry function, Object request) throws IOException {
        ManagedContext requestContext = Arc.container().requestContext();
        boolean activated = !requestContext.isActive();
        if (activated) {
            requestContext.activate();
        }
        Object answer;
        try {
            answer = invoke(function, request).await().indefinitely();
        } finally {
            if (activated) {
                requestContext.terminate();
            }
        }
        return write(function, answer);
    }

    /**
     * Builds what the function's first call would and a call without an answer does not: its bean, and
     * what that injects (such as the LLM client). For priming before a snapshot, without calling it.
     */
    public void prepare(Entry function) {
        Arc.container().instance(function.invoker.getTargetClass()).get();
    }

    /** What Funqy's bindings keep per function, under the class's name: the reader of its request, the writer of its answer. */
    private static <T> T binding(Entry function, Class<T> kind) {
        Object made = function.invoker.getBindingContext().get(kind.getName());
        if (made == null) {
            throw new IllegalStateException("Funqy's binding has no " + kind.getSimpleName() + " for " + function.name());
        }
        return kind.cast(made);
    }

    /** The request and response of one call outside a binding, as Funqy's invoker takes them. */
    private static final class Call implements FunqyServerRequest, FunqyServerResponse {
        private final RequestContext context = new RequestContextImpl();
        private final Object input;
        private Uni<?> output;

        Call(Object input) {
            this.input = input;
        }

        @Override
        public RequestContext context() {
            return context;
        }

        @Override
        public Object extractInput(Class type) {
            return input;
        }

        @Override
        public Uni<?> getOutput() {
            return output;
        }

        @Override
        public void setOutput(Uni<?> output) {
            this.output = output;
        }
    }

    private Map<String, Entry> entries() {
        Map<String, Entry> known = entries;
        if (known != null) {
            return known;
        }
        if (FunctionRecorder.registry == null) {
            return Map.of();
        }
        Map<String, Entry> byName = new TreeMap<>();
        Collection<FunctionInvoker> invokers = FunctionRecorder.registry.invokers();
        for (FunctionInvoker invoker : invokers) {
            byName.put(invoker.getName(), new Entry(invoker));
        }
        entries = Collections.unmodifiableMap(byName);
        return entries;
    }
}
