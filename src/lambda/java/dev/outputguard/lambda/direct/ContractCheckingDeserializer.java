package dev.outputguard.lambda.direct;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Provider;

import org.eclipse.microprofile.config.ConfigProvider;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.RequestContract;
import dev.outputguard.observe.Invocation;
import dev.outputguard.observe.InvocationLog;
import io.quarkus.funqy.runtime.FunctionInvoker;
import io.quarkus.funqy.runtime.FunctionRecorder;

/**
 * Checks a function's whole payload against the request contract before the record is bound. Acts
 * only where the payload starts (the root value) and only for a type some function takes as input,
 * so the same records nested in a request, or read from an LLM reply, bind as before.
 */
final class ContractCheckingDeserializer extends DelegatingDeserializer {

    private static final long serialVersionUID = 1L;

    private final Class<?> type;
    private final transient Provider<RequestContract> contract;
    /** Decided on first use: Funqy's registry is complete by then, not when the mapper is built. */
    private transient volatile Boolean functionInput;

    ContractCheckingDeserializer(Class<?> type, JsonDeserializer<?> delegate, Provider<RequestContract> contract) {
        super(delegate);
        this.type = type;
        this.contract = contract;
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
        return new ContractCheckingDeserializer(type, newDelegatee, contract);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (!atRoot(p) || !isFunctionInput()) {
            return _delegatee.deserialize(p, ctxt);
        }
        long started = System.nanoTime();
        JsonNode payload = ctxt.readTree(p);
        try {
            contract.get().check(type, payload);
        } catch (InvalidRequestException e) {
            logRejected(started);
            throw e;
        }
        try (JsonParser checked = payload.traverse(p.getCodec())) {
            checked.nextToken();
            return _delegatee.deserialize(checked, ctxt);
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
        if (FunctionRecorder.registry != null) {
            for (FunctionInvoker invoker : FunctionRecorder.registry.invokers()) {
                if (invoker.hasInput() && invoker.getInputType() == type) {
                    return invoker.getName();
                }
            }
        }
        return ConfigProvider.getConfig().getOptionalValue("quarkus.funqy.export", String.class).orElse(type.getSimpleName());
    }

    private static boolean atRoot(JsonParser p) {
        JsonStreamContext context = p.getParsingContext();
        JsonToken token = p.currentToken();
        if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
            return context.getParent() != null && context.getParent().inRoot();
        }
        return context.inRoot();
    }

    private boolean isFunctionInput() {
        Boolean known = functionInput;
        if (known != null) {
            return known;
        }
        if (FunctionRecorder.registry == null) {
            return false;
        }
        boolean input = false;
        for (FunctionInvoker invoker : FunctionRecorder.registry.invokers()) {
            input |= invoker.hasInput() && invoker.getInputType() == type;
        }
        functionInput = input;
        return input;
    }
}
