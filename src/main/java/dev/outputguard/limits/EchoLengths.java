package dev.outputguard.limits;

/**
 * How much untrusted text (a caller's, a model's, a server's) an error message or a log line quotes: a few
 * dozen characters, cut with a mark ({@code dev.outputguard.text.Echo} cuts to these). Fixed: enough to find
 * the place, never enough to carry a document into a log.
 */
public final class EchoLengths {

    /** What a message or log line quotes of a caller's or a model's text. */
    public static final int TEXT = 60;
    /** What a message quotes of one token: a number, a key, a value, a name. */
    public static final int TOKEN = 40;
    /** What a message quotes of a longer explanation: an LLM server's error, a nested error message. */
    public static final int DETAIL = 200;
    /** About how many characters of a reply's key names a validate-response message lists. */
    public static final int KEYS = 100;
    /** Characters shown on either side of the position in extract-json's {@code context}. */
    public static final int CONTEXT = 40;
    /** Characters of a match shown as a sanitize-output pattern's {@code sample}. */
    public static final int SAMPLE = 50;

    private EchoLengths() {
    }
}
