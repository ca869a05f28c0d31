package dev.outputguard.observe;

import java.util.Map;

import org.jboss.logging.Logger;
import org.jboss.logging.MDC;

/**
 * Writes the one line per function call, on the logger {@value #CATEGORY}. Its fields go into the
 * message ({@code key=value}, for the text format) and are printed by the JSON format as structured
 * fields ({@code mdc.function}, {@code mdc.outcome}, ...): the record carries the {@link Invocation} as its
 * parameter, which the JSON formatter's fast path ({@link InvocationJsonFormatter}) writes into the
 * line's {@code mdc}. Where a handler would not (plain text, a JSON format other than the default), the
 * fields are also put into the MDC for this one record, as any formatter reads them.
 */
public final class InvocationLog {

    public static final String CATEGORY = "dev.outputguard.invocation";
    /** The MDC key under which Quarkus's Lambda poll loop keeps the AWS request id of the running invocation. */
    public static final String AWS_REQUEST_ID_MDC = "AWSRequestId";

    private static final Logger LOG = Logger.getLogger(CATEGORY);
    /** Every handler of the line takes its fields from the record ({@link InvocationLogFormat}), so no MDC is needed. */
    private static volatile boolean fieldsFromRecord;

    private InvocationLog() {
    }

    public static void write(Invocation invocation) {
        Logger.Level level = invocation.failed() ? Logger.Level.WARN : Logger.Level.INFO;
        if (!LOG.isEnabled(level)) {
            return;
        }
        Map<String, String> fields = invocation.fields();
        // The line holds no '{' (names, codes, numbers and sane ids only), so the parameter never formats into it.
        if (fieldsFromRecord) {
            LOG.logv(level, Invocation.line(fields), invocation);
            return;
        }
        fields.forEach(MDC::put);
        try {
            LOG.logv(level, Invocation.line(fields), invocation);
        } finally {
            fields.keySet().forEach(MDC::remove);
        }
    }

    static void fieldsFromRecord(boolean fromRecord) {
        fieldsFromRecord = fromRecord;
    }

    /** The AWS request id of the invocation this thread runs, if a Lambda runtime loop said it. */
    public static String awsRequestId() {
        Object id = MDC.get(AWS_REQUEST_ID_MDC);
        return id == null ? null : id.toString();
    }
}
