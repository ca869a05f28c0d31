package dev.outputguard.function;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
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

import io.quarkus.arc.Arc;
import io.quarkus.funqy.runtime.FunctionInvoker;
import io.quarkus.funqy.runtime.FunctionRecorder;

/**
 * The functions this app serves, their request types, and how to call one: the one class that reads
 * Funqy's registry, so a Funqy upgrade touches this file and nothing else. Funqy discovers the
 * {@code @Funq} methods at build time (quarkus-funqy-server-common); the bindings (the HTTP route, the
 * direct-invoke request reader, the invocation line) ask here.
 */
@Singleton
public class FunctionCatalog {

    /** One function: its name, its request record (null when it takes none) and how it runs. */
    public static final class Entry {
        private final FunctionInvoker invoker;
        private final ObjectMapper mapper;
        private final boolean nonBlocking;
        private volatile ObjectWriter writer;
        private volatile Object target;

        Entry(FunctionInvoker invoker, ObjectMapper mapper) {
            this.invoker = invoker;
            this.mapper = mapper;
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
            return writer().writeValueAsBytes(answer);
        }

        /** The same, into {@code out} (a network buffer, so the answer is not copied once more). */
        public void write(Object answer, OutputStream out) throws IOException {
            writer().writeValue(out, answer);
        }

        private ObjectWriter writer() {
            ObjectWriter w = writer;
            if (w == null) {
                Type output = invoker.hasOutput() ? invoker.getOutputType() : Object.class;
                w = mapper.writerFor(mapper.constructType(output));
                writer = w;
            }
            return w;
        }

        /** The function class's bean (its interceptors included); the classes are stateless, so one serves every call. */
        private Object target() {
            Object t = target;
            if (t == null) {
                t = Arc.container().instance(invoker.getTargetClass()).get();
                target = t;
            }
            return t;
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
     * Calls the function with its bound request; {@code done} gets the answer, or the failure the
     * function threw. (Funqy's own bindings are not in the HTTP builds; the direct-invoke build calls
     * the functions through Funqy's Lambda binding.)
     */
    public void invoke(Entry function, Object request, BiConsumer<Object, Throwable> done) {
        Object answer;
        try {
            Method method = function.invoker.getMethod();
            answer = function.invoker.hasInput() ? method.invoke(function.target(), request) : method.invoke(function.target());
        } catch (InvocationTargetException e) {
            done.accept(null, e.getCause());
            return;
        } catch (ReflectiveOperationException | RuntimeException e) {
            done.accept(null, e);
            return;
        }
        done.accept(answer, null);
    }

    /**
     * Builds what the function's first call would: its bean (and what it injects, such as the LLM client)
     * and the writer of its answers; for priming before a snapshot, without calling the function.
     */
    public void prepare(Entry function) {
        function.target();
        function.writer();
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
            byName.put(invoker.getName(), new Entry(invoker, mapper));
        }
        entries = Collections.unmodifiableMap(byName);
        return entries;
    }
}
