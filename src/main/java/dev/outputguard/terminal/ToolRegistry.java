package dev.outputguard.terminal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;

/**
 * The supported tools by {@code cliTool} name. {@link #DEFAULT} holds Claude Code, Codex and Gemini CLI;
 * supporting another tool means one more {@link ToolRules} table, nothing else.
 */
public final class ToolRegistry {

    public static final ToolRegistry DEFAULT =
            new ToolRegistry(List.of(ClaudeRules.RULES, CodexRules.RULES, GeminiRules.RULES));

    private final Map<String, ToolRules> byName;

    public ToolRegistry(List<ToolRules> tables) {
        Map<String, ToolRules> index = new LinkedHashMap<>();
        for (ToolRules table : tables) {
            if (index.put(table.name(), table) != null) {
                throw new IllegalArgumentException("two tool tables named " + table.name());
            }
        }
        this.byName = Collections.unmodifiableMap(index);
    }

    /** The rules for {@code cliTool}; {@link IllegalArgumentException} naming the supported tools otherwise. */
    public ToolRules require(String cliTool) {
        ToolRules rules = cliTool == null ? null : byName.get(cliTool);
        if (rules == null) {
            throw new IllegalArgumentException("cliTool must be one of " + String.join(", ", names())
                    + (cliTool == null ? "; it is missing" : "; got " + Echo.quote(cliTool, EchoLengths.TOKEN)));
        }
        return rules;
    }

    /** Supported {@code cliTool} values, in table order. */
    public Set<String> names() {
        return byName.keySet();
    }
}
