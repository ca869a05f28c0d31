package dev.outputguard.lambda.direct;

import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.RequestContractModule;
import dev.outputguard.function.BindingMapper;
import dev.outputguard.function.FunctionCatalog;
import dev.outputguard.observe.FunctionCall;
import dev.outputguard.observe.Invocation;
import dev.outputguard.observe.InvocationLog;
import io.quarkus.amazon.lambda.runtime.AmazonLambdaMapperRecorder;

/**
 * What the direct-invoke build adds to Funqy's Lambda binding (only in that build, src/lambda/java):
 * <ul>
 * <li>the one place its invocation line is written, with the AWS request id Quarkus's Lambda loop (or
 * {@link StreamHandler}) keeps in the MDC: for a function that ran ({@link InvocationInterceptor} says how it
 * ended), and for a payload the request contract rejected before the function could run (Funqy's Lambda loop
 * answers that as a Lambda error and says nothing of which request it was); over HTTP the route writes the line
 * (http/InvocationRoutes);</li>
 * <li>the mapper Funqy's Lambda binding reads and writes with, for the function catalog to use too.</li>
 * </ul>
 */
@Singleton
public class DirectInvokeBinding implements RequestContractModule.RejectionListener, BindingMapper {

    /** Looked up when needed: the catalog is built with this binding's mapper. */
    @Inject
    Provider<FunctionCatalog> catalog;

    /** A function that ran: the line when its answer (or failure) is there. */
    void ended(FunctionCall call, long startedNanos) {
        InvocationLog.write(call.invocation(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedNanos),
                InvocationLog.awsRequestId()));
    }

    /** A payload the contract rejected while Funqy's reader read it: the function never ran. */
    @Override
    public void rejected(Class<?> requestType, InvalidRequestException reason, long readNanos) {
        String function = catalog.get().taking(requestType).map(FunctionCatalog.Entry::name)
                .orElse(requestType.getSimpleName());
        InvocationLog.write(new Invocation(function, InvalidRequestException.CODE, 0,
                TimeUnit.NANOSECONDS.toMillis(readNanos), InvocationLog.awsRequestId(), null, -1, -1));
    }

    /** Funqy's Lambda binding reads and writes with the Lambda extension's copy of the app's ObjectMapper. */
    @Override
    public ObjectMapper mapper() {
        return AmazonLambdaMapperRecorder.objectMapper;
    }
}
