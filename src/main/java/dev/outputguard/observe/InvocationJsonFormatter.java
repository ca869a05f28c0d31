package dev.outputguard.observe;

import java.util.Map;
import java.util.logging.LogRecord;

import org.jboss.logmanager.ExtFormatter;
import org.jboss.logmanager.ExtLogRecord;
import org.jboss.logmanager.formatters.JsonFormatter;

/**
 * The JSON log's formatter with a fast path for the invocation line. A record of {@link InvocationLog}
 * carries its {@link Invocation} as its one parameter, and this formatter writes that record's JSON
 * object itself, with the keys, order and values the wrapped {@link JsonFormatter} writes (timestamp,
 * sequence, loggerClassName, loggerName, level, message, threadName, threadId, mdc, ndc, hostName,
 * processName, processId), the invocation's fields added to the record's {@code mdc} as if they had
 * been in the thread's MDC. It skips what makes the general formatter costly for a line written on
 * every call: the MDC put and removed around the call, a JSON generator built per record, and the lock
 * the general formatter takes around each record. Every other record goes to the wrapped formatter.
 *
 * <p>Only a JSON formatter in its default shape is wrapped ({@link #takesOver}): key overrides, excluded
 * keys, additional fields, details, pretty printing or the ECS format keep the general formatter, and
 * the invocation's fields go through the MDC as before.
 */
final class InvocationJsonFormatter extends ExtFormatter {

    private final JsonFormatter json;

    InvocationJsonFormatter(JsonFormatter json) {
        this.json = json;
    }

    JsonFormatter wrapped() {
        return json;
    }

    /** The formatter writes only the default keys, so this one can write the invocation line as it would. */
    static boolean takesOver(JsonFormatter json) {
        if (isSet(json.getKeyOverrides()) || isSet(json.getMetaData()) || json.isPrintDetails() || json.isPrettyPrint()) {
            return false;
        }
        if (json instanceof io.quarkus.logging.json.runtime.JsonFormatter quarkus) {
            // The ECS format is key overrides and additional fields, so it is excluded here too.
            return isEmpty(quarkus.getExcludedKeys()) && isEmpty(quarkus.getAdditionalFields());
        }
        return json.getClass() == JsonFormatter.class;
    }

    @Override
    public String format(ExtLogRecord record) {
        Invocation invocation = invocationOf(record);
        return invocation == null ? json.format(record) : line(record, invocation);
    }

    @Override
    public String getHead(java.util.logging.Handler h) {
        return json.getHead(h);
    }

    @Override
    public String getTail(java.util.logging.Handler h) {
        return json.getTail(h);
    }

    @Override
    public boolean isCallerCalculationRequired() {
        return json.isCallerCalculationRequired();
    }

    static Invocation invocationOf(LogRecord record) {
        Object[] parameters = record.getParameters();
        return parameters != null && parameters.length == 1 && parameters[0] instanceof Invocation invocation
                && InvocationLog.CATEGORY.equals(record.getLoggerName()) ? invocation : null;
    }

    private String line(ExtLogRecord record, Invocation invocation) {
        Map<String, String> fields = invocation.fields();
        StringBuilder out = new StringBuilder(512);
        out.append("{\"timestamp\":");
        string(out, json.getDateTimeFormatter().format(record.getInstant()));
        out.append(",\"sequence\":").append(record.getSequenceNumber());
        out.append(",\"loggerClassName\":");
        string(out, record.getLoggerClassName());
        out.append(",\"loggerName\":");
        string(out, record.getLoggerName());
        out.append(",\"level\":");
        string(out, record.getLevel().getName());
        out.append(",\"message\":");
        string(out, formatMessage(record));
        out.append(",\"threadName\":");
        string(out, record.getThreadName());
        out.append(",\"threadId\":").append(record.getThreadID());
        out.append(",\"mdc\":{");
        boolean first = true;
        for (Map.Entry<String, String> e : record.getMdcCopy().entrySet()) {
            if (!fields.containsKey(e.getKey())) {
                first = entry(out, first, e.getKey(), e.getValue());
            }
        }
        for (Map.Entry<String, String> e : fields.entrySet()) {
            first = entry(out, first, e.getKey(), e.getValue());
        }
        out.append("},\"ndc\":");
        string(out, record.getNdc());
        optional(out, "hostName", record.getHostName());
        optional(out, "processName", record.getProcessName());
        if (record.getProcessId() != -1) {
            out.append(",\"processId\":").append(record.getProcessId());
        }
        out.append('}');
        String delimiter = json.getRecordDelimiter();
        if (delimiter != null) {
            out.append(delimiter);
        }
        return out.toString();
    }

    private static boolean entry(StringBuilder out, boolean first, String key, String value) {
        if (!first) {
            out.append(',');
        }
        string(out, key);
        out.append(':');
        string(out, value);
        return false;
    }

    private static void optional(StringBuilder out, String key, String value) {
        if (value != null && !value.isEmpty()) {
            out.append(",\"").append(key).append("\":");
            string(out, value);
        }
    }

    /** A JSON string, escaped as the JSON formatter's generator escapes (quote, backslash, control characters). */
    static void string(StringBuilder out, String s) {
        if (s == null) {
            out.append("null");
            return;
        }
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 0xF, 16));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    private static boolean isSet(String s) {
        return s != null && !s.isEmpty();
    }

    private static boolean isEmpty(java.util.Collection<?> c) {
        return c == null || c.isEmpty();
    }

    private static boolean isEmpty(Map<?, ?> m) {
        return m == null || m.isEmpty();
    }
}
