package dev.outputguard.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;

import org.jboss.logmanager.ExtHandler;
import org.jboss.logmanager.ExtLogRecord;
import org.jboss.logmanager.LogContext;
import org.jboss.logmanager.Logger;
import org.jboss.logmanager.formatters.JsonFormatter;
import org.jboss.logmanager.formatters.PatternFormatter;
import org.jboss.logmanager.handlers.ConsoleHandler;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.logging.json.runtime.AdditionalField;
import io.quarkus.logging.json.runtime.JsonLogConfig;

/**
 * The invocation line's fast path writes what the JSON formatter writes for the same call with the
 * fields in the MDC, and takes over only where that formatter has its default shape.
 */
class InvocationJsonFormatterTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static final Invocation CALL = new Invocation("translate", "ok", 200, 12, "order-42.a", "aws-1", 2, 82);

    /** The record InvocationLog writes: its text line with the invocation as parameter, and the thread's MDC. */
    private static ExtLogRecord record(Level level, Invocation invocation, Map<String, String> threadMdc, String threadName) {
        ExtLogRecord record = new ExtLogRecord(level, invocation.line(), ExtLogRecord.FormatStyle.MESSAGE_FORMAT,
                org.jboss.logging.Logger.class.getName());
        record.setLoggerName(InvocationLog.CATEGORY);
        record.setParameters(new Object[] { invocation });
        record.setMdc(threadMdc);
        record.setThreadName(threadName);
        record.setHostName("vm");
        record.setProcessName("/usr/bin/java");
        record.setProcessId(4242);
        return record;
    }

    /** As the JSON formatter saw the line before: the same record, the fields put into the thread's MDC around it. */
    private static String general(JsonFormatter json, ExtLogRecord fast) {
        ExtLogRecord copy = new ExtLogRecord(fast);
        Map<String, String> mdc = new HashMap<>(fast.getMdcCopy());
        mdc.putAll(fast.getParameters()[0] instanceof Invocation i ? i.fields() : Map.of());
        copy.setMdc(mdc);
        return json.format(copy);
    }

    @Test
    void writesTheSameJsonAsTheJsonFormatterWithTheFieldsInTheMdc() throws Exception {
        io.quarkus.logging.json.runtime.JsonFormatter json = new io.quarkus.logging.json.runtime.JsonFormatter();
        json.setRecordDelimiter("\n");
        InvocationJsonFormatter fast = new InvocationJsonFormatter(json);
        for (ExtLogRecord record : new ExtLogRecord[] {
                record(Level.INFO, CALL, Map.of(), "executor-thread-1"),
                // Under direct invoke: the AWS request id of Quarkus's Lambda loop is in the thread's MDC.
                record(Level.WARNING, new Invocation("review-cycle", "LLM_TIMEOUT", 0, 25003, "aws-7", null, 3, -1),
                        Map.of(InvocationLog.AWS_REQUEST_ID_MDC, "aws-7"), "Lambda Thread (NORMAL)"),
                // A thread name and an MDC value that need escaping, and an MDC key the line's fields override.
                record(Level.INFO, new Invocation("/nope", "NOT_FOUND", 404, 0, "x", null, -1, -1),
                        Map.of("requestId", "stale", "trace", "a\"b\\c\nd\u0001"), "odd \"thread\"\t1") }) {
            String expected = general(json, record);
            String actual = fast.format(record);
            assertEquals(MAPPER.readTree(expected), MAPPER.readTree(actual), actual);
            assertEquals(keys(MAPPER.readTree(expected)), keys(MAPPER.readTree(actual)), "the keys' order");
            assertTrue(actual.endsWith("}\n") && actual.indexOf('\n') == actual.length() - 1, "one line: " + actual);
        }
    }

    @Test
    void otherRecords_goToTheJsonFormatter() {
        JsonFormatter json = new JsonFormatter();
        InvocationJsonFormatter fast = new InvocationJsonFormatter(json);
        ExtLogRecord other = new ExtLogRecord(Level.INFO, "attempt {0} rejected", ExtLogRecord.FormatStyle.MESSAGE_FORMAT,
                org.jboss.logging.Logger.class.getName());
        other.setLoggerName("dev.outputguard.translate.TranslationLoop");
        other.setParameters(new Object[] { CALL });
        other.setMdc(Map.of("requestId", "r-1"));
        assertEquals(json.format(new ExtLogRecord(other)), fast.format(other));
    }

    @Test
    void takesOverOnlyTheDefaultJsonFormat() {
        assertTrue(InvocationJsonFormatter.takesOver(new JsonFormatter()));
        assertTrue(InvocationJsonFormatter.takesOver(new io.quarkus.logging.json.runtime.JsonFormatter()));
        JsonFormatter pretty = new JsonFormatter();
        pretty.setPrettyPrint(true);
        assertFalse(InvocationJsonFormatter.takesOver(pretty));
        assertFalse(InvocationJsonFormatter.takesOver(new JsonFormatter("timestamp=@timestamp")));
        JsonFormatter details = new JsonFormatter();
        details.setPrintDetails(true);
        assertFalse(InvocationJsonFormatter.takesOver(details));
        assertFalse(InvocationJsonFormatter.takesOver(new io.quarkus.logging.json.runtime.JsonFormatter(null, Set.of("ndc"),
                Map.of())));
        assertFalse(InvocationJsonFormatter.takesOver(new io.quarkus.logging.json.runtime.JsonFormatter(null, Set.of(),
                Map.of("service", new AdditionalField("og", JsonLogConfig.AdditionalFieldConfig.Type.STRING)))));
    }

    @Test
    void install_wrapsTheJsonHandlersBehindPassThroughHandlers_andSaysWhetherEveryWriterIsCovered() {
        LogContext context = LogContext.create();
        Logger root = context.getLogger("");
        ExtHandler delayed = new ExtHandler() {
        };
        ConsoleHandler console = new ConsoleHandler(new JsonFormatter());
        delayed.addHandler(console);
        root.addHandler(delayed);
        Logger category = context.getLogger(InvocationLog.CATEGORY);

        assertTrue(InvocationLogFormat.install(category));
        assertInstanceOf(InvocationJsonFormatter.class, console.getFormatter());
        InvocationJsonFormatter installed = (InvocationJsonFormatter) console.getFormatter();
        assertTrue(InvocationLogFormat.install(category), "installing again keeps the fast path");
        assertSame(installed, console.getFormatter(), "and does not wrap twice");

        // A second writer in plain text: its lines need the MDC, so the fields go there again.
        ConsoleHandler text = new ConsoleHandler(new PatternFormatter("%s %X{function}%n"));
        category.addHandler(text);
        assertFalse(InvocationLogFormat.install(category));
        assertInstanceOf(PatternFormatter.class, text.getFormatter());
        assertNotEquals(0, root.getHandlers().length);

        // Without its parents' handlers, only its own text handler writes the line.
        category.setUseParentHandlers(false);
        assertFalse(InvocationLogFormat.install(category));
    }

    private static java.util.List<String> keys(JsonNode node) {
        java.util.List<String> keys = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

}
