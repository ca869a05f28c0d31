package dev.outputguard.contract;

import java.io.IOException;
import java.util.function.Supplier;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;

/**
 * A Jackson module that makes an ObjectMapper bind every request record through {@link RequestContract}:
 * the checks happen inside the one deserialization that binds the request, token by token, from the
 * parser the framework's reader already opened. Registered on the mapper Funqy reads requests with, it
 * is the request contract of every binding (HTTP, API Gateway, direct invoke). Types that are not a
 * request bind as Jackson would bind them.
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
        setDeserializerModifier(new BeanDeserializerModifier() {
            private static final long serialVersionUID = 1L;

            @Override
            public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription description,
                    JsonDeserializer<?> deserializer) {
                Class<?> type = description.getBeanClass();
                return type.isRecord() ? new ContractDeserializer(type, deserializer, contract, requestTypes, listener)
                        : deserializer;
            }
        });
    }

    private static final class ContractDeserializer extends DelegatingDeserializer {

        private static final long serialVersionUID = 1L;

        private final Class<?> type;
        private final transient Supplier<RequestContract> contract;
        private final transient RequestTypes requestTypes;
        private final transient RejectionListener listener;
        /** Decided on the first read that can tell; null until then. */
        private transient volatile Boolean request;

        ContractDeserializer(Class<?> type, JsonDeserializer<?> delegate, Supplier<RequestContract> contract,
                RequestTypes requestTypes, RejectionListener listener) {
            super(delegate);
            this.type = type;
            this.contract = contract;
            this.requestTypes = requestTypes;
            this.listener = listener;
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
            return new ContractDeserializer(type, newDelegatee, contract, requestTypes, listener);
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (!isRequest()) {
                return _delegatee.deserialize(p, ctxt);
            }
            long started = System.nanoTime();
            try {
                return contract.get().read(p, type);
            } catch (InvalidRequestException e) {
                throw rejected(e, ctxt, started);
            }
        }

        /** A document that is just {@code null} would reach the function as a null request. */
        @Override
        public Object getNullValue(DeserializationContext ctxt) throws JsonMappingException {
            JsonParser p = ctxt.getParser();
            if (p != null && p.getParsingContext().inRoot() && isRequest()) {
                throw rejected(new InvalidRequestException("", "request body must be a JSON object, got null"), ctxt,
                        System.nanoTime());
            }
            return super.getNullValue(ctxt);
        }

        private InvalidRequestException rejected(InvalidRequestException e, DeserializationContext ctxt, long started) {
            if (ctxt.getAttribute(CALLER_ANSWERS) == null) {
                listener.rejected(type, e, System.nanoTime() - started);
            }
            return e;
        }

        private boolean isRequest() {
            Boolean known = request;
            if (known == null) {
                known = requestTypes.isRequest(type);
                if (known == null) {
                    return false;
                }
                request = known;
            }
            return known;
        }
    }
}
