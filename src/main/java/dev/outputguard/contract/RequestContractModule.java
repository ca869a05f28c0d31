package dev.outputguard.contract;

import java.io.IOException;
import java.util.function.Supplier;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleDeserializers;
import com.fasterxml.jackson.databind.module.SimpleModule;

/**
 * A Jackson module that makes an ObjectMapper bind every request record through {@link RequestContract}:
 * the checks happen inside the one deserialization that binds the request, token by token, from the
 * parser the framework's reader already opened. Registered on the app's ObjectMapper by
 * {@link RequestBinding}, whose readers every binding reads requests with (HTTP, API Gateway, direct invoke),
 * it is the request contract of them all. Types that are not a request bind as Jackson would bind them.
 *
 * <p>Which types are requests is asked on first use, not when the mapper is built (the framework may
 * register its functions after that); until {@link RequestTypes} can tell, a type binds as Jackson would.
 *
 * <p>A rejected request is thrown as the {@link InvalidRequestException} the contract raised. A reader
 * marked with the attribute {@link #CALLER_ANSWERS} belongs to a binding that answers the rejection
 * itself (our HTTP route, which has the exception in hand); any other read, such as Funqy's Lambda
 * binding's, also reports it to the module's {@link RejectionListener}, since that binding does not tell
 * which request the caller got wrong.
 */
public final class RequestContractModule extends SimpleModule {

    private static final long serialVersionUID = 1L;

    /**
     * The reader attribute ({@code ObjectReader.withAttribute}) of a binding that answers a rejected request
     * itself: the {@link RejectionListener} is not told.
     */
    public static final String CALLER_ANSWERS = RequestContractModule.class.getName() + ".callerAnswers";

    /** Which records are requests. */
    @FunctionalInterface
    public interface RequestTypes {
        /** True or false; null while that cannot be told yet (then it is asked again at the next read). */
        Boolean isRequest(Class<?> type);
    }

    /** Told of a request the contract rejected, unless the reader says that its caller answers it. */
    @FunctionalInterface
    public interface RejectionListener {
        /**
         * @param requestType the record that was being bound
         * @param readNanos   how long the read ran until the mistake was found
         */
        void rejected(Class<?> requestType, InvalidRequestException reason, long readNanos);
    }

    /**
     * @param contract  the contract (asked at the first read: it may hang on run-time configuration)
     * @param requestTypes which records are requests (asked at a type's first read)
     * @param listener  told of a rejected request, unless the reader says that its caller answers it
     */
    public RequestContractModule(Supplier<RequestContract> contract, RequestTypes requestTypes,
            RejectionListener listener) {
        super("outputguard-request-contract");
        // A record already known to be a request is read by the contract alone: Jackson never introspects it or
        // builds the bean deserializers of its components, work the contract would only throw away (about a
        // tenth of a function's first call). Asked when Jackson first looks for the type's deserializer.
        setDeserializers(new SimpleDeserializers() {
            private static final long serialVersionUID = 1L;

            @Override
            public JsonDeserializer<?> findBeanDeserializer(JavaType type, DeserializationConfig config,
                    BeanDescription description) {
                Class<?> raw = type.getRawClass();
                return raw.isRecord() && Boolean.TRUE.equals(requestTypes.isRequest(raw))
                        ? new RequestDeserializer(new Binding(raw, contract, listener))
                        : null;
            }
        });
        // A record not known then (the framework registers its functions after the mapper is built) keeps
        // Jackson's deserializer behind one that asks again at each read.
        setDeserializerModifier(new BeanDeserializerModifier() {
            private static final long serialVersionUID = 1L;

            @Override
            public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription description,
                    JsonDeserializer<?> deserializer) {
                Class<?> type = description.getBeanClass();
                // Jackson hands the deserializers found above to modifiers too.
                return type.isRecord() && !(deserializer instanceof RequestDeserializer)
                        ? new ContractDeserializer(new Binding(type, contract, listener), deserializer, requestTypes)
                        : deserializer;
            }
        });
    }

    /** How a request record is read and how its rejection is reported. */
    private record Binding(Class<?> type, Supplier<RequestContract> contract, RejectionListener listener) {

        Object read(JsonParser p, DeserializationContext ctxt) {
            long started = System.nanoTime();
            try {
                return contract.get().read(p, type);
            } catch (InvalidRequestException e) {
                throw rejected(e, ctxt, started);
            }
        }

        /** A document that is just {@code null} would reach the function as a null request. */
        boolean isNullRequest(DeserializationContext ctxt) {
            JsonParser p = ctxt.getParser();
            return p != null && p.getParsingContext().inRoot();
        }

        InvalidRequestException nullRequest(DeserializationContext ctxt) {
            return rejected(new InvalidRequestException("", "request body must be a JSON object, got null"), ctxt,
                    System.nanoTime());
        }

        private InvalidRequestException rejected(InvalidRequestException e, DeserializationContext ctxt, long started) {
            if (ctxt.getAttribute(CALLER_ANSWERS) == null) {
                listener.rejected(type, e, System.nanoTime() - started);
            }
            return e;
        }
    }

    /** A record known to be a request when its deserializer was looked for: only the contract reads it. */
    private static final class RequestDeserializer extends StdDeserializer<Object> {

        private static final long serialVersionUID = 1L;

        private final transient Binding binding;

        RequestDeserializer(Binding binding) {
            super(binding.type());
            this.binding = binding;
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) {
            return binding.read(p, ctxt);
        }

        @Override
        public Object getNullValue(DeserializationContext ctxt) throws JsonMappingException {
            if (binding.isNullRequest(ctxt)) {
                throw binding.nullRequest(ctxt);
            }
            return null;
        }
    }

    /** Any other record: Jackson's own deserializer until a read can tell that the record is a request. */
    private static final class ContractDeserializer extends DelegatingDeserializer {

        private static final long serialVersionUID = 1L;

        private final transient Binding binding;
        private final transient RequestTypes requestTypes;
        /** Decided on the first read that can tell; null until then. */
        private transient volatile Boolean request;

        ContractDeserializer(Binding binding, JsonDeserializer<?> delegate, RequestTypes requestTypes) {
            super(delegate);
            this.binding = binding;
            this.requestTypes = requestTypes;
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
            return new ContractDeserializer(binding, newDelegatee, requestTypes);
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            return isRequest() ? binding.read(p, ctxt) : _delegatee.deserialize(p, ctxt);
        }

        @Override
        public Object getNullValue(DeserializationContext ctxt) throws JsonMappingException {
            if (binding.isNullRequest(ctxt) && isRequest()) {
                throw binding.nullRequest(ctxt);
            }
            return super.getNullValue(ctxt);
        }

        private boolean isRequest() {
            Boolean known = request;
            if (known == null) {
                known = requestTypes.isRequest(binding.type());
                if (known == null) {
                    return false;
                }
                request = known;
            }
            return known;
        }
    }
}
