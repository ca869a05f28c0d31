package dev.outputguard.function;

import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.ConfigProvider;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.RequestContract;
import dev.outputguard.contract.RequestContractModule;
import dev.outputguard.observe.Invocation;
import dev.outputguard.observe.InvocationLog;
import io.quarkus.jackson.ObjectMapperCustomizer;

/**
 * The request contract inside the one read of a request, in every flavour. Funqy builds each function's
 * reader from Quarkus's ObjectMapper (quarkus-funqy-http for our HTTP route, which reads through
 * {@link FunctionCatalog}, locally and behind API Gateway; quarkus-funqy-amazon-lambda under direct
 * invoke), which alone would be lenient (it turns {@code 5} into "5", ignores unknown fields, matches
 * names in any case). This customizer sets that mapper's parser up as the contract reads
 * ({@link RequestContract#readStrictly}) and registers {@link RequestContractModule}, which binds each
 * function's request record through {@link RequestContract} from the reader's parser: the one parse of a
 * request, and the checks happen while it binds. The app's ObjectMapper reads nothing but requests (the
 * LLM client decodes replies with its own), so the strict set-up touches nothing else.
 *
 * <p>A rejected request is thrown to the reader's caller. Over HTTP our route answers it (the catalog's
 * reader is marked {@link RequestContractModule#CALLER_ANSWERS}) and the HTTP route writes the invocation
 * line; under direct invoke Funqy's Lambda loop answers the Lambda error, and the line is written here,
 * the one place that knows the call ended before the function ran.
 */
@Singleton
public class RequestBinding implements ObjectMapperCustomizer {

    /** Providers: the mapper is built at static init; the limits are run-time configuration. */
    @Inject
    Provider<RequestContract> contract;

    @Inject
    Provider<FunctionCatalog> catalog;

    @Override
    public void customize(ObjectMapper mapper) {
        RequestContract.readStrictly(mapper.getFactory());
        mapper.registerModule(new RequestContractModule(contract::get, this::isRequest, this::rejected));
        // Funqy builds a reader and a writer for every function at start; without eager fetching, Jackson
        // works out each one's (de)serializers at that function's first call (or SnapStart's priming)
        // instead, so the start does not pay for all of them.
        mapper.disable(DeserializationFeature.EAGER_DESERIALIZER_FETCH);
        mapper.disable(SerializationFeature.EAGER_SERIALIZER_FETCH);
    }

    private Boolean isRequest(Class<?> type) {
        FunctionCatalog functions = catalog.get();
        return functions.isReady() ? functions.taking(type).isPresent() : null;
    }

    /** The invocation line of a payload the contract rejected, where no binding took it over (direct invoke). */
    private void rejected(Class<?> type, InvalidRequestException reason, long readNanos) {
        String function = catalog.get().taking(type).map(FunctionCatalog.Entry::name).orElseGet(() -> ConfigProvider
                .getConfig().getOptionalValue("quarkus.funqy.export", String.class).orElse(type.getSimpleName()));
        InvocationLog.write(new Invocation(function, InvalidRequestException.CODE, 0, TimeUnit.NANOSECONDS.toMillis(readNanos),
                InvocationLog.awsRequestId(), null, -1, -1));
    }
}
