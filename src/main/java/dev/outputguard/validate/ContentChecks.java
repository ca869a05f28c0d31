package dev.outputguard.validate;

import java.util.Optional;

import dev.outputguard.limits.Limits;
import dev.outputguard.sanitize.DetectedPattern;
import dev.outputguard.sanitize.JsonInText;
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.text.Echo;
import dev.outputguard.text.FencedText;

/**
 * Checks on the required field's text: JSON in text (pattern D) as {@link JsonInText} defines it for
 * every function, and for a revision patch a unified-diff hunk header. JSON inside fenced code is
 * legitimate content: a document about configuration may well show a JSON example. With a source, JSON
 * the source itself carries is content too.
 */
final class ContentChecks {

    private static final String PLAIN_TEXT_HINT = "expected plain text; JSON examples belong in fenced code blocks.";

    /** The first failed check, or null. */
    ValidationError check(FencedText fieldText, ReplyKind kind, SourceJson source) {
        String field = kind.field();
        String content = fieldText.text();
        Optional<DetectedPattern> found = JsonInText.firstNotCarried(fieldText, source);
        if (found.isPresent()) {
            DetectedPattern p = found.get();
            return error(ValidationCode.JSON_IN_CONTENT, "JSON structure detected in " + field + ": "
                    + p.type() + " " + Echo.quote(p.sample(), Limits.SAMPLE_CHARS) + " at offset " + p.position() + " of the field"
                    + (source.isNone() ? "" : ", not carried by the source text") + "; "
                    + PLAIN_TEXT_HINT);
        }
        if (kind == ReplyKind.REVISION_PATCH && !hasHunkHeader(content)) {
            return error(ValidationCode.INVALID_PATCH, "Field \"" + field
                    + "\" has no unified-diff hunk header (a line \"@@ -a,b +c,d @@\"); it starts with "
                    + Echo.quote(content.stripLeading()) + ". Expected a unified diff: \"---\" and \"+++\" "
                    + "lines, then hunks.");
        }
        return null;
    }

    /** True when some line starts with {@code @@ -a[,b] +c[,d] @@}. */
    static boolean hasHunkHeader(String s) {
        int lineStart = 0;
        int n = s.length();
        while (lineStart < n) {
            if (isHunkHeaderAt(s, lineStart)) {
                return true;
            }
            int nl = s.indexOf('\n', lineStart);
            if (nl < 0) {
                return false;
            }
            lineStart = nl + 1;
        }
        return false;
    }

    private static boolean isHunkHeaderAt(String s, int p) {
        if (!s.startsWith("@@ -", p)) {
            return false;
        }
        int q = range(s, p + 4);
        if (q < 0 || !s.startsWith(" +", q)) {
            return false;
        }
        q = range(s, q + 2);
        return q >= 0 && s.startsWith(" @@", q);
    }

    /** Reads {@code digits[,digits]} at {@code p}: the position after it, or -1. */
    private static int range(String s, int p) {
        int q = digits(s, p);
        if (q < 0) {
            return -1;
        }
        return q < s.length() && s.charAt(q) == ',' ? digits(s, q + 1) : q;
    }

    private static int digits(String s, int p) {
        int q = p;
        while (q < s.length() && s.charAt(q) >= '0' && s.charAt(q) <= '9') {
            q++;
        }
        return q > p ? q : -1;
    }

    private static ValidationError error(ValidationCode code, String message) {
        return new ValidationError(code, message);
    }
}
