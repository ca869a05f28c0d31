package dev.outputguard.contract;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import io.quarkus.jackson.ObjectMapperCustomizer;

/**
 * The request contract inside the one read of a request, in every flavour. Every binding reads requests with
 * Quarkus's ObjectMapper (our HTTP route through {@code function/FunctionCatalog}, locally and behind API Gateway;
 * Funqy's Lambda binding, under direct invoke, with its copy of it), which alone would be lenient (it turns
 * {@code 5} into "5", ignores unknown fields, matches names in any case). This customizer sets that mapper's
 * parser up as the contract reads ({@link RequestContract#readStrictly}) and registers
 * {@link RequestContractModule}, which binds each function's request record through {@link RequestContract} from
 * the reader's parser: the one parse of a request, and the checks happen while it binds. The app's ObjectMapper
 * reads nothing but requests (the LLM client decodes replies with its own), so the strict set-up touches nothing
 * else.
 *
 * <p>Which records are requests, the module asks the function catalog. A rejected request is thrown to the reader's
 * caller. Over HTTP our route answers it (the catalog's reader is marked {@link RequestContractModule#CALLER_ANSWERS});
 * a binding whose reader's caller does not say which request the caller got wrong (Funqy's Lambda loop) provides a
 * {@link RequestContractModule.RejectionListener} bean, which is told.
 */
@Singleton
public class RequestBinding implements ObjectMapperCustomizer {

    /** Providers: the mapper is built at static init; the limits are run-time configuration. */
    @Inject
    Provider<RequestContract> contract;

    @Inject
    Provider<RequestContractModule.RequestTypes> requestTypes;

    @Inject
    Instance<RequestContractModule.RejectionListener> rejections;

    private volatile RequestContract made;

    @Override
    public void customize(ObjectMapper mapper) {
        // The first parser's class initialisation, off the first request's path: the start goes on meanwhile.
        ParserWarmUp.start();
        RequestContract.readStrictly(mapper.getFactory());
        mapper.registerModule(new RequestContractModule(this::contract, type -> requestTypes.get().isRequest(type),
                this::rejected));
        // Funqy's bindings make a reader and a writer for every function at start; without eager fetching, Jackson
        // works out each one's (de)serializers at that function's first call (or SnapStart's priming) instead, so
        // the start does not pay for all of them.
        mapper.disable(DeserializationFeature.EAGER_DESERIALIZER_FETCH);
        mapper.disable(SerializationFeature.EAGER_SERIALIZER_FETCH);
    }

    /** The contract (a singleton), looked up at the first read and kept: every request is read through it. */
    private RequestContract contract() {
        RequestContract known = made;
        if (known == null) {
            known = contract.get();
            made = known;
        }
        return known;
    }

    private void rejected(Class<?> type, InvalidRequestException reason, long readNanos) {
        if (rejections.isResolvable()) {
            rejections.get().rejected(type, reason, readNanos);
        }
    }
}
