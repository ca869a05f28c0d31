package dev.outputguard.validate;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.sanitize.DetectedPattern;
import dev.outputguard.sanitize.JsonInText;
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.text.Echo;
import dev.outputguard.text.FencedText;

/**
 * Checks on the required field's text: JSON in text (pattern D) as {@link JsonInText} defines it for
 * every function, and for a revision patch a unified-diff hunk header. JSON inside fenced code is
 * legitimate content: a document about configuration may well show a JSON example. With a source, JSON
 * the source itself carries is content too, and what a broken JSON string leaves in the text is looked for: a
 * member of the reply ({@link ValidationCode#LEAKED_MEMBER}) and backslash sequences of a second escaping
 * ({@link ValidationCode#ESCAPE_RESIDUE}), each counted against the source ({@link StringLeaks}).
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
                    + p.type() + " " + Echo.quote(p.sample(), EchoLengths.SAMPLE) + " at offset " + p.position() + " of the field"
                    + (source.isNone() ? "" : ", not carried by the source text") + "; "
                    + PLAIN_TEXT_HINT);
        }
        if (!source.isNone()) {
            ValidationError leak = leakedMember(content, field, source);
            if (leak == null) {
                leak = escapeResidue(content, field, source);
            }
            if (leak != null) {
                return leak;
            }
        }
        if (kind == ReplyKind.REVISION_PATCH && !hasHunkHeader(content)) {
            return error(ValidationCode.INVALID_PATCH, "Field \"" + field
                    + "\" has no unified-diff hunk header (a line \"@@ -a,b +c,d @@\"); it starts with "
                    + Echo.quote(content.stripLeading()) + ". Expected a unified diff: \"---\" and \"+++\" "
                    + "lines, then hunks.");
        }
        return null;
    }

    /**
     * A member of the reply inside the field's text ({@code こんにちは", "termSuggestions": []}) that the source does
     * not carry: the string was closed early, or the quotes that should have closed it were escaped. The first
     * occurrence past the source's count of that key is named (with no such member in the source, the first one).
     */
    private static ValidationError leakedMember(String text, String field, SourceJson source) {
        Map<String, Integer> own = new HashMap<>();
        StringLeaks.members(text, (quote, keyStart, keyEnd) -> {
            own.merge(text.substring(keyStart, keyEnd), 1, Integer::sum);
            return true;
        });
        if (own.isEmpty()) {
            return null;
        }
        Map<String, Integer> theirs = StringLeaks.memberCounts(source.texts(), own);
        if (own.entrySet().stream().noneMatch(e -> e.getValue() > theirs.getOrDefault(e.getKey(), 0))) {
            return null;
        }
        Map<String, Integer> seen = new HashMap<>();
        int[] found = new int[3];
        StringLeaks.members(text, (quote, keyStart, keyEnd) -> {
            String key = text.substring(keyStart, keyEnd);
            if (seen.merge(key, 1, Integer::sum) <= theirs.getOrDefault(key, 0)) {
                return true;
            }
            found[0] = quote;
            found[1] = keyStart;
            found[2] = keyEnd;
            return false;
        });
        String key = text.substring(found[1], found[2]);
        return error(ValidationCode.LEAKED_MEMBER, "A member of the reply leaked into " + field + ": "
                + sample(text, found[0]) + " at offset " + found[0] + " of the field, member "
                + Echo.quote(key, EchoLengths.TOKEN) + " (" + times(own.get(key)) + " in the field, "
                + times(theirs.getOrDefault(key, 0)) + " in the source text); the string was closed early or the"
                + " quotes that close it were escaped. Expected \"" + field + "\" to hold only the text, closed where"
                + " the text ends, and every other member beside it in the reply's object.");
    }

    /**
     * A backslash sequence ({@code \"}, {@code \n}, a backslash-u code, …) the field's text shows more often than the
     * source does: residue of a reply escaped twice, which unescapes to the sequence instead of the character. A
     * sequence the source spells as it is (code, a Windows path) is content as often as the source has it; a
     * sequence the source spells raw (a real line break) is residue, exactly. The first occurrence past the
     * source's count of that sequence is named.
     */
    private static ValidationError escapeResidue(String text, String field, SourceJson source) {
        if (text.indexOf('\\') < 0) {
            return null;
        }
        int[] own = StringLeaks.escapeCounts(List.of(text));
        if (!exceeds(own, new int[own.length])) {
            return null; // backslashes, but no sequence (a Windows path's \U): nothing to count the source for
        }
        int[] theirs = StringLeaks.escapeCounts(source.texts());
        if (!exceeds(own, theirs)) {
            return null;
        }
        int[] seen = new int[own.length];
        int[] at = {-1};
        StringLeaks.Escape[] which = new StringLeaks.Escape[1];
        StringLeaks.escapes(text, (escape, i) -> {
            if (++seen[escape.ordinal()] <= theirs[escape.ordinal()]) {
                return true;
            }
            at[0] = i;
            which[0] = escape;
            return false;
        });
        StringLeaks.Escape escape = which[0];
        String written = text.substring(at[0], at[0] + escape.length());
        return error(ValidationCode.ESCAPE_RESIDUE, "Escape residue in " + field + ": " + written + " ("
                + escape.meaning() + ") at offset " + at[0] + " of the field: " + sample(text, at[0]) + "; "
                + escape.spelling() + " appears " + times(own[escape.ordinal()]) + " in the field, "
                + times(theirs[escape.ordinal()]) + " in the source text. The reply was escaped twice, so its text"
                + " shows backslashes; expected each quote, line break, tab or backslash escaped once in the JSON"
                + " string, so that \"" + field + "\" holds the characters themselves.");
    }

    private static boolean exceeds(int[] own, int[] theirs) {
        for (int k = 0; k < own.length; k++) {
            if (own[k] > theirs[k]) {
                return true;
            }
        }
        return false;
    }

    /** "once", "3 times", "0 times". */
    private static String times(int n) {
        return n == 1 ? "once" : n + " times";
    }

    /** At most {@link EchoLengths#SAMPLE} of the text from {@code at}, quoted, the cut marked. */
    private static String sample(String text, int at) {
        return Echo.quote(text.substring(at, Math.min(text.length(), at + EchoLengths.SAMPLE + 1)), EchoLengths.SAMPLE);
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
