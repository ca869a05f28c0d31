package dev.outputguard.lambda.direct;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

import org.jboss.logging.MDC;

import com.amazonaws.services.lambda.runtime.Context;

import dev.outputguard.observe.InvocationLog;
import io.quarkus.funqy.lambda.FunqyStreamHandler;

/**
 * The handler of a direct-invoke Lambda on the {@code java21} runtime ({@code runtime = "jvm"} in
 * infra/): Funqy's own, plus the invocation's AWS request id in the MDC while it runs, as Quarkus's
 * loop does on {@code provided.al2023}, so the log lines of the call carry it either way.
 */
public class StreamHandler extends FunqyStreamHandler {

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        MDC.put(InvocationLog.AWS_REQUEST_ID_MDC, context.getAwsRequestId());
        try {
            super.handleRequest(input, output, context);
        } finally {
            MDC.remove(InvocationLog.AWS_REQUEST_ID_MDC);
        }
    }
}
