package dev.outputguard.function;

import java.util.Collection;
import java.util.List;
import java.util.function.Supplier;

import jakarta.inject.Inject;

import dev.outputguard.contract.Names;
import dev.outputguard.contract.OneOf;
import dev.outputguard.contract.Required;
import dev.outputguard.observe.Logged;
import dev.outputguard.terminal.TerminalExtraction;
import dev.outputguard.terminal.TerminalResponseExtractor;
import dev.outputguard.terminal.ToolRegistry;
import io.quarkus.funqy.Funq;
import io.quarkus.runtime.annotations.RegisterForReflection;

/** {@code extract-terminal-response}: the new reply in a captured terminal buffer. */
@Logged
public class ExtractTerminalResponseFunction {

    @Inject
    TerminalResponseExtractor extractor;

    @Funq("extract-terminal-response")
    public TerminalExtraction extractTerminalResponse(Request request) {
        int last = request.lastCapturedLine();
        return request.lines() != null
                ? extractor.extract(request.lines(), last, request.bufferReset(), request.cliTool())
                : extractor.extract(request.buffer(), last, request.bufferReset(), request.cliTool());
    }

    /**
     * The captured screen as {@code lines} or as one {@code buffer} string, never both; {@code bufferReset}
     * null lets the extractor infer it. {@code cliTool} is one of the tool tables' names, which the request
     * contract checks like any other value: the tables are the one list of tools, so a new table is a new
     * accepted value and nothing else.
     */
    @OneOf({ "lines", "buffer" })
    public record Request(List<String> lines, String buffer, @Required Integer lastCapturedLine, Boolean bufferReset,
            @Required @Names(ToolNames.class) String cliTool) {
    }

    /** The names of the tool tables the extractor reads ({@link ToolRegistry#DEFAULT}). */
    @RegisterForReflection
    public static final class ToolNames implements Supplier<Collection<String>> {
        @Override
        public Collection<String> get() {
            return ToolRegistry.DEFAULT.names();
        }
    }
}
