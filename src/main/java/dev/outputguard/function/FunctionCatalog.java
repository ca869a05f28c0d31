package dev.outputguard.function;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.BiFunction;

import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.ser.DefaultSerializerProvider;
import com.fasterxml.jackson.databind.util.ClassUtil;

import dev.outputguard.contract.RequestContractModule;
import dev.outputguard.config.SettingsCheck;
import dev.outputguard.limits.Limits;
import dev.outputguard.observe.LlmCalls;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;

/**
 * The functions this app serves, by name: each one's request record, what it answers, and the method that answers
 * it, from the {@link FunctionTable}s ({@link Functions} is the app's). The HTTP route (http/FunctionRoute) reads,
 * calls and writes through this class; so do SnapStart's priming, the request contract (which records are requests),
 * the OpenAPI document and the native build's check. Under direct invoke Funqy's Lambda binding calls the same
 * methods as {@code @Funq} methods.
 *
 * <p>A request is read with the ObjectMapper the binding reads with (the app's, or the binding's copy of it:
 * {@link BindingMapper}), whose reader is the request contract ({@link dev.outputguard.contract.RequestBinding}),
 * and an answer written with it: by the writer registered for the answer ({@link AnswerWriting#writerOf}) called
 * directly where there is one, as Jackson would call it after finding it, else by Jackson's writer of the answer's type.
 */
@Singleton
public class FunctionCatalog implements RequestContractModule.RequestTypes {

    /**
     * A row of a {@link FunctionTable}: a function's name, its request record, what it answers, and the method that
     * answers it (on the function class's bean: the answer, or a {@code Uni} of it).
     */
    public record Row(String name, Class<?> functionClass, Class<?> requestType, Class<?> responseType,
            BiFunction<Object, Object, ?> method, Map<String, Class<?>> events) {

        public Row {
            events = Collections.unmodifiableMap(new LinkedHashMap<>(events));
        }

        public Row(String name, Class<?> functionClass, Class<?> requestType, Class<?> responseType,
                BiFunction<Object, Object, ?> method) {
            this(name, functionClass, requestType, responseType, method, Map.of());
        }

        /**
         * The same row for a function whose answer can also be streamed as server-sent events: each event's name and
         * the type of its data, in the order they come.
         */
        public Row streaming(Map<String, Class<?>> events) {
            return new Row(name, functionClass, requestType, responseType, method, events);
        }
    }

    /** A row of a {@link FunctionTable}; see {@link Row}. */
    @SuppressWarnings("unchecked")
    public static <F, Q> Row function(String name, Class<F> functionClass, Class<Q> requestType, Class<?> responseType,
            BiFunction<F, Q, ?> method) {
        return new Row(name, functionClass, requestType, responseType, (BiFunction<Object, Object, ?>) method);
    }

    /** One function served: its row, and the reader, writer and bean this app made for it on first use. */
    public static final class Entry {
        private final Row row;
        private final ObjectMapper mapper;
        /** The writer registered for the answer, called without Jackson's search for it; null when there is none. */
        private final JsonSerializer<Object> answerWriter;
        private volatile Object bean;
        private volatile ObjectReader reader;
        private volatile ObjectWriter writer;
        private volatile JavaType answerType;

        private Entry(Row row, ObjectMapper mapper) {
            this.row = row;
            this.mapper = mapper;
            this.answerWriter = AnswerWriting.writerOf(mapper, row.responseType()).orElse(null);
        }

        public String name() {
            return row.name();
        }

        /** The request record the function takes. */
        public Class<?> requestType() {
            return row.requestType();
        }

        /** What the function answers (the item type when its method answers a {@code Uni}). */
        public Class<?> responseType() {
            return row.responseType();
        }

        /** The server-sent events its answer can be streamed as, by name, with their data's types; empty when none. */
        public Map<String, Class<?>> events() {
            return row.events();
        }

        /** The class whose method answers it. */
        public Class<?> functionClass() {
            return row.functionClass();
        }

        /** Its answer reports LLM calls ({@link LlmCalls}): the function calls the LLM. */
        public boolean callsLlm() {
            return LlmCalls.class.isAssignableFrom(row.responseType());
        }

        /**
         * The reader of the request, marked so that the request contract leaves a rejection to the caller of
         * {@link FunctionCatalog#read} (which has the exception in hand) instead of reporting it itself.
         */
        private ObjectReader reader() {
            ObjectReader made = reader;
            if (made == null) {
                made = mapper.readerFor(row.requestType())
                        .withAttribute(RequestContractModule.CALLER_ANSWERS, Boolean.TRUE);
                reader = made;
            }
            return made;
        }

        /**
         * Jackson's writer of the answer's type; where the answer has a writer of its own, the mapper's writer of no
         * type, which only makes the generator (a writer for the type would have Jackson look for the answer's
         * serializer, reading the record's class and annotations first).
         */
        private ObjectWriter writer() {
            ObjectWriter made = writer;
            if (made == null) {
                made = answerWriter == null ? mapper.writerFor(row.responseType()) : mapper.writer();
                answerType = mapper.constructType(row.responseType());
                writer = made;
            }
            return made;
        }

        /**
         * What {@link ObjectWriter#writeValue(OutputStream, Object)} does with a serializer it has found, with the
         * answer's own writer, into {@code out}: the generator configured as the writer configures it, the value written by a serializer provider
         * of the writer's configuration (which wraps a root name if that is asked for), the generator closed, or
         * closed on a failure and the failure thrown as Jackson throws it.
         */
        private void writeDirectly(Object answer, OutputStream out) throws IOException {
            ObjectWriter plain = writer();
            try {
                JsonGenerator generator = plain.createGenerator(out, JsonEncoding.UTF8);
                try {
                    DefaultSerializerProvider provider = ((DefaultSerializerProvider) mapper.getSerializerProvider())
                            .createInstance(plain.getConfig(), mapper.getSerializerFactory());
                    provider.serializeValue(generator, answer, answerType, answerWriter);
                } catch (Exception e) {
                    ClassUtil.closeOnFailAndThrowAsIOE(generator, e);
                }
                generator.close();
            } catch (JsonProcessingException e) {
                throw e;
            } catch (IOException e) {
                throw JsonMappingException.fromUnexpectedIOE(e);
            }
        }

        /** The function class's bean (with its interceptors), made on first use. */
        private Object bean() {
            Object made = bean;
            if (made == null) {
                made = Arc.container().instance(row.functionClass()).get();
                bean = made;
            }
            return made;
        }
    }

    /** By name, for the lookup every request makes; {@link #names} keeps them sorted. */
    private final Map<String, Entry> byName;
    private final List<String> names;
    private final Map<Class<?>, Entry> byRequest;
    private final ObjectMapper mapper;

    /**
     * @param mapper  the app's ObjectMapper, whose reader is the request contract (contract/RequestBinding)
     * @param binding the binding's copy of it, where it has one (direct invoke)
     */
    @Inject
    public FunctionCatalog(Instance<FunctionTable> tables, ObjectMapper mapper, Instance<BindingMapper> binding) {
        this.mapper = binding.isResolvable() ? binding.get().mapper() : mapper;
        Map<String, Entry> names = new TreeMap<>();
        Map<Class<?>, Entry> requests = new HashMap<>();
        for (FunctionTable table : tables) {
            for (Row row : table.functions()) {
                Entry e = new Entry(row, this.mapper);
                if (names.putIfAbsent(row.name(), e) != null || requests.putIfAbsent(row.requestType(), e) != null) {
                    throw new IllegalStateException("two functions named '" + row.name() + "' or taking "
                            + row.requestType().getName() + ": each name and each request record belongs to one function");
                }
            }
        }
        this.byName = Map.copyOf(names);
        this.names = List.copyOf(names.keySet());
        this.byRequest = Map.copyOf(requests);
    }

    /**
     * Whatever is read is written: an answer holds a value as deep as {@link Limits#maxNestingDepth()} inside its
     * own object, so the writers of answers (their generators read the constraints when they are made) write that
     * deep and a few levels more. Jackson's own bound (1000) would refuse the answer of a value read at the
     * documented limit.
     */
    void writeWhatIsRead(@Observes StartupEvent event, SettingsCheck settings, Instance<Limits> configured) {
        if (settings.problem().isPresent()) {
            return; // no function answers until the setting is fixed (SettingsCheck)
        }
        Limits limits = configured.get();
        mapper.getFactory().setStreamWriteConstraints(
                StreamWriteConstraints.builder().maxNestingDepth(limits.maxWriteNestingDepth()).build());
    }

    /** The function a name (a path without its slash) names. */
    public Optional<Entry> named(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** Every function's name, sorted. */
    public List<String> names() {
        return names;
    }

    /** The function whose request record is {@code type}: each request record belongs to one function. */
    public Optional<Entry> taking(Class<?> type) {
        return Optional.ofNullable(byRequest.get(type));
    }

    /** For the request contract: a record is a request when a function takes it. */
    @Override
    public Boolean isRequest(Class<?> type) {
        return byRequest.containsKey(type);
    }

    /**
     * Reads a request body as a call does: with the function's reader (through the request contract). A request the
     * contract rejects is thrown as its {@link dev.outputguard.contract.InvalidRequestException} to the caller, who
     * answers it.
     */
    public Object read(Entry function, byte[] body) throws IOException {
        return read(function, body, 0, body.length);
    }

    /** The same for the body in {@code body[offset, offset + length)}, such as a network buffer's backing array. */
    public Object read(Entry function, byte[] body, int offset, int length) throws IOException {
        return function.reader().readValue(body, offset, length);
    }

    /**
     * Calls the function's method on its bean with a request already read; the caller has activated the request
     * context. The answer comes later for the functions that call the LLM (function/LlmWork), at once for the others;
     * a function that throws answers a failed {@code Uni}.
     */
    public Uni<?> invoke(Entry function, Object request) {
        Object answer;
        try {
            answer = apply(function, request);
        } catch (RuntimeException | Error e) {
            return Uni.createFrom().failure(e);
        }
        return answer instanceof Uni<?> later ? later : Uni.createFrom().item(answer);
    }

    /**
     * Calls the function's method on its bean as {@link #invoke} does, and returns what the method returns: the answer
     * itself from a function that answers at once, a {@code Uni} of it from one that answers later; what the method
     * throws is thrown. For a binding that writes an answer in hand at once, without subscribing to it.
     */
    public Object apply(Entry function, Object request) {
        return function.row.method().apply(function.bean(), request);
    }

    /** Writes an answer with the function's writer: the answer's own where it has one, else Jackson's. */
    public byte[] write(Entry function, Object answer) throws IOException {
        if (function.answerWriter == null) {
            return function.writer().writeValueAsBytes(answer);
        }
        try (ByteArrayBuilder bytes = new ByteArrayBuilder()) {
            function.writeDirectly(answer, bytes);
            return bytes.toByteArray();
        }
    }

    /**
     * Writes an answer as {@link #write(Entry, Object)} does, into {@code out}, such as the response's own buffer (no
     * copy of the answer's bytes in between); {@code out} is closed when the answer is written, as Jackson closes it.
     */
    public void write(Entry function, Object answer, OutputStream out) throws IOException {
        if (function.answerWriter == null) {
            function.writer().writeValue(out, answer);
        } else {
            function.writeDirectly(answer, out);
        }
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
        function.bean();
    }
}
