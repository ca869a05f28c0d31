package dev.outputguard.observe;

import java.util.Map;

import org.jboss.logging.Logger;
import org.jboss.logging.MDC;

/**
 * Writes the one line per function call, on the logger {@value #CATEGORY}. Its fields go into the
 * message ({@code key=value}, for the text format) and, for this one record, into the MDC, which the
 * JSON format prints as structured fields ({@code mdc.function}, {@code mdc.outcome}, ...).
 */
public final class InvocationLog {

    public static final String CATEGORY = "dev.outputguard.invocation";
    /** The MDC key under which Quarkus's Lambda poll loop keeps the AWS request id of the running invocation. */
    public static final String AWS_REQUEST_ID_MDC = "AWSRequestId";

    private static final Logger LOG = Logger.getLogger(CATEGORY);

    private InvocationLog() {
    }

    public static void write(Invocation invocation) {
        Logger.Level level = invocation.failed() ? Logger.Level.WARN : Logger.Level.INFO;
        if (!LOG.isEnabled(level)) {
            return;
        }
        Map<String, String> fields = invocation.fields();
        fields.forEach(MDC::put);
        try {
            LOG.log(level, Invocation.line(fields));
        } finally {
            fields.keySet().forEach(MDC::remove);
        }
    }

    /** The AWS request id of the invocation this thread runs, if a Lambda runtime loop said it. */
    public static String awsRequestId() {
        Object id = MDC.get(AWS_REQUEST_ID_MDC);
        return id == null ? null : id.toString();
    }
}
