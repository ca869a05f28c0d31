package dev.outputguard.lambda.direct;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Provider;

import org.eclipse.microprofile.config.ConfigProvider;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.RequestContract;
import dev.outputguard.function.FunctionCatalog;
import dev.outputguard.observe.Invocation;
import dev.outputguard.observe.InvocationLog;

/**
 * Binds a function's request record from the payload through {@link RequestContract}: the checks
 * happen while Funqy's one read of the payload binds it, token by token, by the same code the HTTP
 * binding uses. Types that no function takes as input bind as Jackson would.
 */
final class RequestDeserializer extends DelegatingDeserializer {

    private static final long serialVersionUID = 1L;

    private final Class<?> type;
    private final transient Provider<RequestContract> contract;
    private final transient Provider<FunctionCatalog> catalog;
    /** Decided on first use: Funqy's registry is complete by then, not when the mapper is built. */
    private transient volatile Boolean functionInput;

    RequestDeserializer(Class<?> type, JsonDeserializer<?> delegate, Provider<RequestContract> contract,
            Provider<FunctionCatalog> catalog) {
        super(delegate);
        this.type = type;
        this.contract = contract;
        this.catalog = catalog;
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
        return new RequestDeserializer(type, newDelegatee, contract, catalog);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (!isFunctionInput()) {
            return _delegatee.deserialize(p, ctxt);
        }
        long started = System.nanoTime();
        try {
            return contract.get().read(p, type);
        } catch (InvalidRequestException e) {
            logRejected(started);
            throw e;
        }
    }

    /** A payload of {@code null} would reach the function as a null request. */
    @Override
    public Object getNullValue(DeserializationContext ctxt) throws JsonMappingException {
        JsonParser p = ctxt.getParser();
        if (p != null && p.getParsingContext().inRoot() && isFunctionInput()) {
            logRejected(System.nanoTime());
            throw new InvalidRequestException("", "request body must be a JSON object, got null");
        }
        return super.getNullValue(ctxt);
    }

    /**
     * The invocation line of a payload the contract rejected: the function never runs, so this is the
     * one place that knows the call ended here (Quarkus's loop then answers the Lambda error).
     */
    private void logRejected(long started) {
        InvocationLog.write(new Invocation(functionName(), InvalidRequestException.CODE, 0,
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started), InvocationLog.awsRequestId(), null, -1, -1));
    }

    /** The function that takes this request type (one each), else the one this Lambda serves. */
    private String functionName() {
        return catalog.get().taking(type).map(FunctionCatalog.Entry::name).orElseGet(() -> ConfigProvider.getConfig()
                .getOptionalValue("quarkus.funqy.export", String.class).orElse(type.getSimpleName()));
    }

    private boolean isFunctionInput() {
        Boolean known = functionInput;
        if (known != null) {
            return known;
        }
        FunctionCatalog functions = catalog.get();
        if (!functions.isReady()) {
            return false;
        }
        boolean input = functions.taking(type).isPresent();
        functionInput = input;
        return input;
    }
}
