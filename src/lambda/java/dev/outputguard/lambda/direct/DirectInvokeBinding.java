package dev.outputguard.lambda.direct;

import java.util.concurrent.TimeUnit;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.RequestContractModule;
import dev.outputguard.function.FunctionCatalog;
import dev.outputguard.limits.Limits;
import dev.outputguard.observe.FunctionCall;
import dev.outputguard.observe.Invocation;
import dev.outputguard.observe.InvocationLog;
import io.quarkus.amazon.lambda.runtime.AmazonLambdaMapperRecorder;
import io.quarkus.runtime.StartupEvent;

/**
 * What the direct-invoke build adds to Funqy's Lambda binding. The one place its invocation line is written (with the AWS
 * request id Quarkus's Lambda loop, or {@link StreamHandler}, keeps in the MDC), for a function that ran
 * ({@link InvocationInterceptor} says how it ended) and for a payload the request contract rejected before it could
 * run (Funqy's Lambda loop answers that as a Lambda error and says nothing of which request it was). Only in the
 * direct-invoke build (src/lambda/java); over HTTP the route writes the line (http/InvocationRoutes). And its
 * answers are written as deep as what is read ({@link #writeWhatIsRead}).
 */
@Singleton
public class DirectInvokeBinding implements RequestContractModule.RejectionListener {

    @Inject
    FunctionCatalog catalog;

    /** A function that ran: the line when its answer (or failure) is there. */
    void ended(FunctionCall call, long startedNanos) {
        InvocationLog.write(call.invocation(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedNanos),
                InvocationLog.awsRequestId()));
    }

    /** A payload the contract rejected while Funqy's reader read it: the function never ran. */
    @Override
    public void rejected(Class<?> requestType, InvalidRequestException reason, long readNanos) {
        String function = catalog.taking(requestType).map(FunctionCatalog.Entry::name).orElse(requestType.getSimpleName());
        InvocationLog.write(new Invocation(function, InvalidRequestException.CODE, 0, TimeUnit.NANOSECONDS.toMillis(readNanos),
                InvocationLog.awsRequestId(), null, -1, -1));
    }

    /**
     * Funqy's Lambda binding writes answers with the Lambda extension's copy of the app's ObjectMapper, made before
     * the run-time configuration is read: it gets the app's write constraints too, so what is read is written
     * ({@link FunctionCatalog#answerConstraints}).
     */
    void writeWhatIsRead(@Observes StartupEvent event, Limits limits) {
        AmazonLambdaMapperRecorder.objectMapper.getFactory().setStreamWriteConstraints(
                FunctionCatalog.answerConstraints(limits));
    }
}
