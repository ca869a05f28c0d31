package dev.outputguard.function;

import java.util.List;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.OneOf;
import dev.outputguard.contract.Required;
import dev.outputguard.observe.Logged;
import dev.outputguard.terminal.TerminalExtraction;
import dev.outputguard.terminal.TerminalResponseExtractor;
import dev.outputguard.terminal.ToolRegistry;
import dev.outputguard.text.Echo;
import io.quarkus.funqy.Funq;

/** {@code extract-terminal-response}: the new reply in a captured terminal buffer. */
@Logged
public class ExtractTerminalResponseFunction {

    private static final TerminalResponseExtractor EXTRACTOR = new TerminalResponseExtractor();

    @Funq("extract-terminal-response")
    public TerminalExtraction extractTerminalResponse(Request request) {
        return request.lines() != null
                ? EXTRACTOR.extract(request.lines(), request.lastCapturedLine(), request.bufferReset(), request.cliTool())
                : EXTRACTOR.extract(request.buffer(), request.lastCapturedLine(), request.bufferReset(), request.cliTool());
    }

    /**
     * The captured screen as {@code lines} or as one {@code buffer} string, never both. {@code cliTool} is one of
     * the tool tables' names, checked here so that the request contract, which binds this record, answers a
     * wrong one with a 400 like any other wrong value: the tables are the one list of tools, so a new table is
     * a new accepted value and nothing else.
     */
    @OneOf({ "lines", "buffer" })
    public record Request(List<String> lines, String buffer, @Required Integer lastCapturedLine, Boolean bufferReset,
            @Required String cliTool) {

        public Request {
            if (cliTool != null && !ToolRegistry.DEFAULT.names().contains(cliTool)) {
                throw new InvalidRequestException("cliTool", "field 'cliTool' must be one of \""
                        + String.join("\", \"", ToolRegistry.DEFAULT.names()) + "\", got " + Echo.quote(cliTool));
            }
        }
    }
}
