package dev.outputguard.observe;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Formatter;
import java.util.logging.Handler;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import org.jboss.logmanager.ExtHandler;
import org.jboss.logmanager.Logger;
import org.jboss.logmanager.formatters.JsonFormatter;

import io.quarkus.runtime.StartupEvent;

/**
 * At start, once Quarkus has set up the log handlers: gives the JSON formatters that write the
 * invocation line the fast path of {@link InvocationJsonFormatter}, and tells {@link InvocationLog}
 * whether every handler that writes the line now takes its fields from the record, so that it can skip
 * the MDC. In dev and test (plain text), or with a JSON format that is not the default one, nothing
 * changes: the fields go through the MDC.
 */
@Singleton
public class InvocationLogFormat {

    void onStart(@Observes StartupEvent started) {
        InvocationLog.fieldsFromRecord(install(Logger.getLogger(InvocationLog.CATEGORY)));
    }

    /** Wraps the default JSON formatters the category's lines reach; true when every such handler writes the fields itself. */
    static boolean install(Logger category) {
        List<Handler> writers = new ArrayList<>();
        for (java.util.logging.Logger l = category; l != null; l = l.getUseParentHandlers() ? l.getParent() : null) {
            for (Handler h : l.getHandlers()) {
                collectWriters(h, writers);
            }
        }
        boolean all = !writers.isEmpty();
        for (Handler h : writers) {
            Formatter f = h.getFormatter();
            if (f instanceof JsonFormatter json && InvocationJsonFormatter.takesOver(json)) {
                h.setFormatter(f = new InvocationJsonFormatter(json));
            }
            all &= f instanceof InvocationJsonFormatter;
        }
        return all;
    }

    /** The handlers that write (those that only pass records on, such as Quarkus's delayed or an async handler, are walked through). */
    private static void collectWriters(Handler h, List<Handler> writers) {
        Handler[] nested = h instanceof ExtHandler ext ? ext.getHandlers() : new Handler[0];
        if (nested.length == 0) {
            writers.add(h);
            return;
        }
        for (Handler n : nested) {
            collectWriters(n, writers);
        }
    }
}
