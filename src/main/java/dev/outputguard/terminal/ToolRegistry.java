package dev.outputguard.terminal;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** The supported tools by {@code cliTool} name. A new tool is one more table in {@link #TABLES}. */
public final class ToolRegistry {

    private static final ToolRules[] TABLES = {ClaudeRules.RULES, CodexRules.RULES, GeminiRules.RULES};
    private static final Map<String, ToolRules> BY_NAME = index();

    private ToolRegistry() {
    }

    /** The rules for {@code cliTool}; {@link IllegalArgumentException} naming the supported tools otherwise. */
    public static ToolRules require(String cliTool) {
        ToolRules rules = cliTool == null ? null : BY_NAME.get(cliTool);
        if (rules == null) {
            throw new IllegalArgumentException("cliTool must be one of " + String.join(", ", names())
                    + (cliTool == null ? "; it is missing" : "; got '" + abbreviate(cliTool) + "'"));
        }
        return rules;
    }

    /** Supported {@code cliTool} values, in table order. */
    public static Set<String> names() {
        return BY_NAME.keySet();
    }

    private static Map<String, ToolRules> index() {
        Map<String, ToolRules> byName = new LinkedHashMap<>();
        for (ToolRules table : TABLES) {
            if (byName.put(table.name(), table) != null) {
                throw new IllegalStateException("two tool tables named " + table.name());
            }
        }
        return java.util.Collections.unmodifiableMap(byName);
    }

    private static String abbreviate(String value) {
        return value.length() <= 40 ? value : value.substring(0, 40) + "…";
    }
}
