package dev.outputguard.text;

/**
 * The language of the two messages the original designs wrote in Japanese: extract-json's {@code NO_JSON} message
 * and sanitize-output's warning prefix. Japanese is the default, so that a program written against the original
 * tools (which matches these strings) keeps working; English is a setting ({@code outputguard.message-language=en}).
 * Every other message is English in both; the codes ({@code NO_JSON}, the pattern types) are the same in both.
 */
public enum MessageLanguage {

    /** The original designs' words (the default). */
    JA("JSON形式の応答がありません", "[JSON混入警告] "),
    EN("The response holds no JSON", "[JSON leak warning] ");

    /** The setting that chooses the language. */
    public static final String SETTING = "outputguard.message-language";

    private final String noJson;
    private final String leakWarningPrefix;

    MessageLanguage(String noJson, String leakWarningPrefix) {
        this.noJson = noJson;
        this.leakWarningPrefix = leakWarningPrefix;
    }

    /** extract-json's {@code NO_JSON} message. */
    public String noJson() {
        return noJson;
    }

    /** What every sanitize-output warning starts with, its space included. */
    public String leakWarningPrefix() {
        return leakWarningPrefix;
    }
}
