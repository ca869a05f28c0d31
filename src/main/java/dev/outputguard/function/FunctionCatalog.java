package dev.outputguard.function;

import java.lang.reflect.Type;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.BiConsumer;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;

import io.quarkus.funqy.runtime.ApplicationException;
import io.quarkus.funqy.runtime.FunctionInvoker;
import io.quarkus.funqy.runtime.FunctionRecorder;
import io.quarkus.funqy.runtime.FunqyServerRequest;
import io.quarkus.funqy.runtime.FunqyServerResponse;
import io.quarkus.funqy.runtime.RequestContext;
import io.quarkus.funqy.runtime.RequestContextImpl;
import io.smallrye.mutiny.Uni;

/**
 * The functions this app serves, their request types, and how to call one: the one class that talks to
 * Funqy's registry and invoker, so a Funqy upgrade touches this file and nothing else. Funqy discovers
 * the {@code @Funq} methods at build time; the bindings (the HTTP route, the direct-invoke request
 * reader, the invocation line) ask here.
 */
@Singleton
public class FunctionCatalog {

    /** One function: its name, its request record (null when it takes none) and how it runs. */
    public static final class Entry {
        private final FunctionInvoker invoker;
        private final ObjectWriter writer;
        private final boolean nonBlocking;

        Entry(FunctionInvoker invoker, ObjectWriter writer) {
            this.invoker = invoker;
            this.writer = writer;
            this.nonBlocking = invoker.getMethod().isAnnotationPresent(NeverBlocks.class);
        }

        public String name() {
            return invoker.getName();
        }

        /** The request record the function takes, or null for a function without input. */
        public Class<?> requestType() {
            return invoker.hasInput() ? (Class<?>) invoker.getInputType() : null;
        }

        /** Marked {@link NeverBlocks}: a binding may run it on the thread that read the request. */
        public boolean nonBlocking() {
            return nonBlocking;
        }

        /** The function's answer as JSON, written as Funqy writes it (Quarkus's ObjectMapper). */
        public byte[] write(Object answer) throws JsonProcessingException {
            return writer.writeValueAsBytes(answer);
        }
    }

    @Inject
    ObjectMapper mapper;

    private volatile Map<String, Entry> entries;

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
     * Calls the function with its bound request, as Funqy's own bindings do; {@code done} gets the answer,
     * or the failure the function threw (without Funqy's wrapper).
     */
    public void invoke(Entry function, Object request, BiConsumer<Object, Throwable> done) {
        Output output = new Output();
        function.invoker.invoke(new Input(request), output);
        output.uni.subscribe().with(answer -> done.accept(answer, null), failure -> done.accept(null, unwrap(failure)));
    }

    private static Throwable unwrap(Throwable failure) {
        return failure instanceof ApplicationException && failure.getCause() != null ? failure.getCause() : failure;
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
            Type output = invoker.hasOutput() ? invoker.getOutputType() : Object.class;
            byName.put(invoker.getName(), new Entry(invoker, mapper.writerFor(mapper.constructType(output))));
        }
        entries = Collections.unmodifiableMap(byName);
        return entries;
    }

    private record Input(Object request) implements FunqyServerRequest {
        @Override
        public RequestContext context() {
            return new RequestContextImpl();
        }

        @Override
        public Object extractInput(Class type) {
            return request;
        }
    }

    private static final class Output implements FunqyServerResponse {
        private Uni<?> uni;

        @Override
        public Uni<?> getOutput() {
            return uni;
        }

        @Override
        public void setOutput(Uni<?> output) {
            this.uni = output;
        }
    }
}
