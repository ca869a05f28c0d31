package dev.outputguard.function;

import java.util.List;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.OneOf;
import dev.outputguard.contract.Required;
import dev.outputguard.terminal.TerminalExtraction;
import dev.outputguard.terminal.TerminalResponseExtractor;
import dev.outputguard.terminal.ToolRegistry;
import dev.outputguard.observe.Logged;
import io.quarkus.funqy.Funq;

/** {@code extract-terminal-response}: the new reply in a captured terminal buffer. */
@Logged
public class ExtractTerminalResponseFunction {

    private static final TerminalResponseExtractor EXTRACTOR = new TerminalResponseExtractor();

    @Funq("extract-terminal-response")
    public TerminalExtraction extractTerminalResponse(Request request) {
        // The tool tables are the one list of tools: a new table is a new accepted value, nothing else.
        if (!ToolRegistry.DEFAULT.names().contains(request.cliTool())) {
            throw new InvalidRequestException("cliTool", "field 'cliTool' must be one of "
                    + String.join(", ", ToolRegistry.DEFAULT.names()) + ", got \"" + request.cliTool() + "\"");
        }
        return request.lines() != null
                ? EXTRACTOR.extract(request.lines(), request.lastCapturedLine(), request.bufferReset(), request.cliTool())
                : EXTRACTOR.extract(request.buffer(), request.lastCapturedLine(), request.bufferReset(), request.cliTool());
    }

    /** The captured screen as {@code lines} or as one {@code buffer} string, never both. */
    @OneOf({ "lines", "buffer" })
    public record Request(List<String> lines, String buffer, @Required Integer lastCapturedLine, Boolean bufferReset,
            @Required String cliTool) {
    }
}
