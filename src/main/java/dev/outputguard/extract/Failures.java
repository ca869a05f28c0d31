package dev.outputguard.extract;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.limits.Limits;
import dev.outputguard.text.Echo;
import dev.outputguard.text.MessageLanguage;
import dev.outputguard.text.TextLocation;

/**
 * Every message extract-json fails with, worded here and only for the failure that is reported: the parser
 * records what it expected where it stopped ({@link ParseFailure}) and allocates nothing for a candidate in
 * prose that fails. A located message ends with where, and says what the caller can do.
 */
final class Failures {

    static final String EMPTY_MESSAGE = "LLM response is empty";
    /** The {@code NO_JSON} message in the default language. */
    static final String NO_JSON_MESSAGE = MessageLanguage.JA.noJson();
    /** The {@code expected} of a raw control character in a string; its own wording, built only when reported. */
    static final String ESCAPED_CONTROL_CHARACTER = "an escaped control character";
    /** What an object expects where a member begins. */
    static final String EXPECTED_KEY = "a double-quoted object key";
    static final String EXPECTED_VALUE = "a value";

    /** What the container that {@code end} closes expects after a member or element. */
    static String expectedAfterValue(char end) {
        return end == '}' ? "',' or '}' after an object member" : "',' or ']' after an array element";
    }

    private Failures() {
    }

    /** The detail of a number longer than the limit (reading it would cost quadratic time). */
    static String numberTooLong(int length) {
        return "Number of " + length + " characters is longer than the limit of " + Limits.MAX_NUMBER_CHARS;
    }

    static String numberOutOfRange(String lexeme) {
        return "Number " + Echo.cut(lexeme, EchoLengths.TOKEN) + " is out of range";
    }

    /** What a search fails with when no candidate got further than where it stopped: its code only, never returned to a caller. */
    static Extraction.Failed undescribed(ErrorCode code) {
        return new Extraction.Failed(new ExtractError(code, "", -1, 0, 0, ""));
    }

    static Extraction.Failed empty(String text) {
        return failed(text, ErrorCode.EMPTY_RESPONSE, 0, EMPTY_MESSAGE);
    }

    /** No candidate in the range searched from {@code from}. */
    static Extraction.Failed noJson(String text, int from, MessageLanguage language) {
        return failed(text, ErrorCode.NO_JSON, from, language.noJson());
    }

    /**
     * The failure that got further of {@code furthest} (the candidates rejected) and {@code last} (either may be
     * null), of a search in {@code mode}.
     */
    static Extraction.Failed invalid(String text, Mode mode, ParseFailure furthest, ParseFailure last) {
        ParseFailure chosen = furthest == null || (last != null && last.position() > furthest.position()) ? last : furthest;
        // One walk to the position for both the message and the error (the text may be 10 MB).
        TextLocation where = TextLocation.of(text, chosen.position());
        String message = reason(text, mode, chosen) + " at line " + where.line() + ", column " + where.column();
        return failed(text, ErrorCode.INVALID_JSON, chosen.position(), where, message);
    }

    /** The first candidate, at {@code start}, was never closed by {@code text[..to)}, found in {@code source}. */
    static Extraction.Failed unterminated(String text, int start, int to, Source source) {
        TextLocation open = TextLocation.of(text, start);
        String message = "Unterminated JSON " + kind(text, start) + ": the " + rangeName(source, to, text) + " ends before the '"
                + text.charAt(start) + "' at line " + open.line() + ", column " + open.column() + " (position " + start + ") is closed";
        // The location just found is the error's too: one walk to it, not two (the text may be 10 MB).
        return failed(text, ErrorCode.UNTERMINATED, start, open, message);
    }

    /** A later candidate, at {@code start}, was never closed: the failure at the end of the range. */
    static ParseFailure endsInside(String text, int start, int to, Source source) {
        TextLocation open = TextLocation.of(text, start);
        return new ParseFailure(to, null, "The " + rangeName(source, to, text) + " ends inside the JSON " + kind(text, start)
                + " that starts at line " + open.line() + ", column " + open.column() + " (position " + start + ")");
    }

    static Extraction.Failed tooDeep(String text, int position, int depth, int limit) {
        TextLocation where = TextLocation.of(text, position);
        String message = "JSON nesting depth " + depth + " exceeds the limit of " + limit + " at line " + where.line()
                + ", column " + where.column() + "; raise " + Limits.MAX_NESTING_DEPTH_SETTING + " to accept deeper input";
        return failed(text, ErrorCode.TOO_DEEP, position, where, message);
    }

    private static String reason(String text, Mode mode, ParseFailure failure) {
        if (failure.detail() != null) {
            return failure.detail();
        }
        int at = failure.position();
        if (failure.expected() == ESCAPED_CONTROL_CHARACTER) {
            return "Unescaped control character " + describe(text, at) + " in a string (escape it, e.g. \\n, or use repair mode)";
        }
        if (mode == Mode.STRICT && Chars.opensSlashComment(text, at, text.length())) {
            // A comment where JSON allows a blank (a jsonc block, a model annotating its answer): say what it is.
            return "Expected " + failure.expected() + " but found the comment '" + text.substring(at, at + 2)
                    + "' (JSON has no comments; repair mode accepts them)";
        }
        return "Expected " + failure.expected() + " but found " + describe(text, at);
    }

    /** The character at {@code at} for a message: quoted, or as U+XXXX when it is invisible. */
    private static String describe(String text, int at) {
        int cp = text.codePointAt(at);
        return Character.isISOControl(cp) || (Character.isWhitespace(cp) && cp != ' ')
                ? String.format("U+%04X", cp)
                : "'" + Character.toString(cp) + "'";
    }

    private static String kind(String text, int start) {
        return text.charAt(start) == '[' ? "array" : "object";
    }

    private static String rangeName(Source source, int to, String text) {
        return source == Source.CODE_BLOCK && to < text.length() ? "code block" : "text";
    }

    private static Extraction.Failed failed(String text, ErrorCode code, int position, String message) {
        return failed(text, code, position, TextLocation.of(text, position), message);
    }

    private static Extraction.Failed failed(String text, ErrorCode code, int position, TextLocation where, String message) {
        return new Extraction.Failed(new ExtractError(code, message, position, where.line(), where.column(),
                TextLocation.context(text, position)));
    }
}
