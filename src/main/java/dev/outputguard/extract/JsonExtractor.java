package dev.outputguard.extract;

import java.util.Objects;

import dev.outputguard.limits.Limits;
import dev.outputguard.text.Fence;
import dev.outputguard.text.FencedText;
import dev.outputguard.text.TextLocation;

/**
 * Finds the first complete JSON object in an LLM reply (docs/extract-json.md).
 *
 * <p>Fenced blocks ({@code ```json}, {@code ~~~}, no info string, unclosed final fence, same-line fence) are
 * searched first; the first that holds a complete object wins ({@link Source#CODE_BLOCK}). Otherwise the
 * leftmost {@code '{'} of the whole text that begins a complete valid object wins ({@link Source#TEXT});
 * text after it is ignored. Candidates of each searched range are tried left to right by an
 * {@link ObjectParser} that remembers every container it has parsed in that range, so the cost stays
 * linear in the text length; one parser per mode serves a whole extraction, reset for each range.
 * A failure is located only for the one that is reported: locating walks the text from its start.
 * The parsers read a copy of the text's characters, made once per extraction (or per {@link Walk}): 2 bytes
 * per character for the length of the call, and cheaper reads than {@code String.charAt} on every character.
 *
 * <p>Thread-safe and stateless apart from the nesting limit ({@link Limits#maxNestingDepth()}).
 */
public final class JsonExtractor {

    static final String EMPTY_MESSAGE = "LLM response is empty";
    static final String NO_JSON_MESSAGE = "JSON形式の応答がありません";

    private static final char[] NO_CHARS = {};

    private final int maxNestingDepth;

    /** With every limit at its default. */
    public JsonExtractor() {
        this(Limits.DEFAULT);
    }

    public JsonExtractor(Limits limits) {
        this.maxNestingDepth = limits.maxNestingDepth();
    }

    public int maxNestingDepth() {
        return maxNestingDepth;
    }

    /** Extracts the first object in strict mode. */
    public Extraction extract(String text) {
        return extract(text, Mode.STRICT);
    }

    /**
     * Extracts the first object: fenced blocks first, then the text. In repair mode a reply that is one JSON
     * string literal holding an object (double-encoded) is read as the text it holds.
     */
    public Extraction extract(String text, Mode mode) {
        return extract(FencedText.of(Objects.requireNonNull(text, "text")), mode);
    }

    /** As {@link #extract(String, Mode)}, for a caller that looks at the same reply's fences as well. */
    public Extraction extract(FencedText reply, Mode mode) {
        String text = reply.text();
        if (text.isBlank()) {
            return failed(text, ErrorCode.EMPTY_RESPONSE, 0, EMPTY_MESSAGE);
        }
        Extraction decoded = mode == Mode.REPAIR ? DoubleEncoded.extract(this, text) : null;
        return decoded != null ? decoded : search(reply, mode == Mode.REPAIR);
    }

    /** Fenced blocks first, then the text, of a text that is not blank. */
    Extraction search(FencedText reply, boolean repair) {
        String text = reply.text();
        // Text without a '{' (prose, a review of markers only) has no candidate to read: no copy for it.
        Reading reading = new Reading(text, text.indexOf('{') < 0 ? NO_CHARS : text.toCharArray());
        Fence failedFence = null;
        Extraction strictInText = null;
        Extraction repairInText = null;
        for (Fence fence : reply.fences()) {
            if (!fence.mayHoldJson() || fence.contentStart() >= fence.contentEnd()) {
                continue;
            }
            if (midLine(text, fence.start()) || (fence.closed() && midLine(text, fence.contentEnd()))) {
                // Only a fence mark with text before it on its line can sit inside a JSON string. If the
                // text's first object holds this fence's mark, the "fence" is part of that object. In repair
                // mode both readings count: the first valid object, and the first object repair mode reads.
                strictInText = strictInText == null
                        ? scan(reading, 0, text.length(), false, Source.TEXT, !repair) : strictInText;
                repairInText = repair && repairInText == null
                        ? scan(reading, 0, text.length(), true, Source.TEXT, true) : repairInText;
                if (holdsMark(strictInText, fence) || (repair && holdsMark(repairInText, fence))) {
                    break;
                }
            }
            // Undescribed: locating a failure walks the text from its start, once per block would be quadratic.
            Extraction inFence = scan(reading, fence.contentStart(), fence.contentEnd(), repair, Source.CODE_BLOCK, false);
            if (inFence instanceof Extraction.Failed failed && !isTerminal(failed)) {
                // The first fenced block that had a candidate explains a failure better than the prose does.
                failedFence = failedFence == null && failed.error().code() != ErrorCode.NO_JSON ? fence : failedFence;
                continue;
            }
            return inFence;
        }
        Extraction inText = repair ? repairInText : strictInText;
        inText = inText != null ? inText : scan(reading, 0, text.length(), repair, Source.TEXT, true);
        if (inText instanceof Extraction.Failed failed && !isTerminal(failed) && failedFence != null) {
            // Read that block again, this time to describe its failure (the same outcome: parsing is deterministic).
            return scan(reading, failedFence.contentStart(), failedFence.contentEnd(), repair, Source.CODE_BLOCK, true);
        }
        return inText;
    }

    /**
     * A walk over the objects of {@code text}, the steps of {@link ObjectsWithKey}: each step searches the
     * plain text from a given place, ignoring fences. The characters are copied once, at the first step, for
     * the whole walk, so a step costs what it scans.
     */
    Walk walk(String text) {
        return new Walk(Objects.requireNonNull(text, "text"));
    }

    /**
     * The top-level objects of {@code reply} other than {@code first} (what {@link #extract(FencedText, Mode)}
     * chose) that could carry {@code key}, in text order.
     */
    public ObjectsWithKey objectsWithKey(FencedText reply, Extraction.Found first, String key,
            ObjectsWithKey.OtherFences otherFences) {
        return new ObjectsWithKey(this, reply, first, key, otherFences);
    }

    /** One text searched from several places; not thread-safe. */
    final class Walk {

        private final String text;
        private Reading reading;

        private Walk(String text) {
            this.text = text;
        }

        /** The first object that starts at or after {@code from}, in strict mode. */
        Extraction extractFrom(int from) {
            return extractFrom(from, Mode.STRICT);
        }

        /** The first object that starts at or after {@code from}, in the given mode. */
        Extraction extractFrom(int from, Mode mode) {
            int start = Math.max(0, Math.min(from, text.length()));
            if (text.isEmpty() || (start == 0 && text.isBlank())) {
                return failed(text, ErrorCode.EMPTY_RESPONSE, 0, EMPTY_MESSAGE);
            }
            reading = reading == null ? new Reading(text, text.toCharArray()) : reading;
            return scan(reading, start, text.length(), mode == Mode.REPAIR, Source.TEXT, true);
        }
    }

    /**
     * One text being read: its characters (copied once) and a parser per mode, made when first needed and
     * reset for every range searched, so many fenced blocks do not cost a parser each. A scan is done with
     * its parser before the next scan in the same mode begins (repair mode's strict second look uses the
     * other one).
     */
    private final class Reading {

        private final String text;
        private final char[] chars;
        private ObjectParser strict;
        private ObjectParser repair;

        private Reading(String text, char[] chars) {
            this.text = text;
            this.chars = chars;
        }

        ObjectParser parser(int from, int to, boolean repairMode) {
            if (repairMode) {
                repair = repair == null ? new ObjectParser(text, chars, true, maxNestingDepth) : repair;
                return repair.reset(from, to);
            }
            strict = strict == null ? new ObjectParser(text, chars, false, maxNestingDepth) : strict;
            return strict.reset(from, to);
        }
    }


    /** True when a non-blank character precedes {@code position} on its line (spaces and tabs are skipped). */
    private static boolean midLine(String text, int position) {
        int p = position - 1;
        while (p >= 0 && text.charAt(p) != '\n' && Character.isWhitespace(text.charAt(p))) {
            p--;
        }
        return p >= 0 && text.charAt(p) != '\n';
    }

    /** True when {@code inText} found an object that overlaps the block's fence marks, not just its content. */
    private static boolean holdsMark(Extraction inText, Fence fence) {
        if (!(inText instanceof Extraction.Found found)) {
            return false;
        }
        boolean overlaps = found.start() < fence.end() && found.end() > fence.start();
        return overlaps && (found.start() < fence.contentStart() || found.end() > fence.contentEnd());
    }

    private static boolean isTerminal(Extraction.Failed failed) {
        return failed.error().code() == ErrorCode.TOO_DEEP;
    }

    /**
     * Tries every candidate {@code '{'} of {@code text[from, to)} left to right. A failure is located and
     * worded only when {@code describe} (it walks the text up to the failure); otherwise it carries just its
     * code, for a caller that only needs to know the search failed. {@code TOO_DEEP} ends every search and
     * is always described.
     */
    private Extraction scan(Reading reading, int from, int to, boolean repair, Source source, boolean describe) {
        String text = reading.text;
        int at = nextBrace(text, from, to);
        if (at < 0) {
            // No parser for a range without a brace: most fenced blocks in prose hold code, not JSON.
            return describe ? failed(text, ErrorCode.NO_JSON, from, NO_JSON_MESSAGE) : undescribed(ErrorCode.NO_JSON);
        }
        ObjectParser parser = reading.parser(from, to, repair);
        int first = -1;
        for (; at >= 0; at = nextBrace(text, at + 1, to)) {
            int known = parser.known(at);
            // One the memo knows closed (inside an earlier candidate that failed later) is complete and valid
            // on its own: parsing it reuses it. One it knows fails is skipped.
            if (known < 0 || (known == 0 && !parser.canStartObject(at))) {
                continue;
            }
            first = first < 0 && known == 0 ? at : first;
            ParseOutcome outcome = parser.parse(at);
            if (outcome == ParseOutcome.Rejected.INSTANCE) {
                // The common case in prose, tested first: a type switch costs more per candidate than one compare.
                continue;
            }
            switch (outcome) {
                case ParseOutcome.Parsed parsed -> {
                    return found(parsed, source);
                }
                case ParseOutcome.TooDeep deep -> {
                    return failed(text, ErrorCode.TOO_DEEP, deep.position(), tooDeep(text, deep));
                }
                case ParseOutcome.Unterminated open -> {
                    // Everything after an object the text never closes lies inside it: the search ends here.
                    Extraction failure = !describe ? undescribed(at == first ? ErrorCode.UNTERMINATED : ErrorCode.INVALID_JSON)
                            : at == first ? unterminated(text, at, to, source)
                            : invalid(text, parser.furthestFailure(), new ParseFailure(to, null, endsInside(text, at, to, source)));
                    return repair ? strictOr(reading, at, to, source, failure) : failure;
                }
                case ParseOutcome.Rejected rejected -> {
                    // The parser keeps the failure that got furthest: it is reported if no candidate succeeds.
                }
            }
        }
        if (!describe) {
            return undescribed(first < 0 ? ErrorCode.NO_JSON : ErrorCode.INVALID_JSON);
        }
        return first < 0 ? failed(text, ErrorCode.NO_JSON, from, NO_JSON_MESSAGE) : invalid(text, parser.furthestFailure(), null);
    }

    /** The next '{' in [from, to), or -1; a brace right at {@code from} (runs of braces) skips the library call. */
    private static int nextBrace(String text, int from, int to) {
        return from < to && text.charAt(from) == '{' ? from : text.indexOf('{', from, to);
    }

    /**
     * Repair mode never accepts less than strict mode. "Inside" is repair mode's reading: a {@code #} comment,
     * an unclosed block comment or a key in smart quotes runs to the end of the text, and may swallow an
     * object that is valid JSON as written ({@code {A#{}}). When the repair salvaged nothing, the strict
     * search (linear on its own) gets its say from the unterminated candidate {@code at} on: the candidates
     * before it failed in repair mode, which reads valid JSON exactly as strict mode does.
     */
    private Extraction strictOr(Reading reading, int at, int to, Source source, Extraction failure) {
        return scan(reading, at, to, false, source, false) instanceof Extraction.Found found ? found : failure;
    }

    /** A failure with its code only, never returned to a caller of this class. */
    private static Extraction undescribed(ErrorCode code) {
        return new Extraction.Failed(new ExtractError(code, "", -1, 0, 0, ""));
    }

    private static Extraction found(ParseOutcome.Parsed parsed, Source source) {
        return new Extraction.Found(parsed.json(), source, parsed.start(), parsed.end(), parsed.repairs());
    }

    private static Extraction invalid(String text, ParseFailure furthest, ParseFailure last) {
        ParseFailure chosen = furthest == null || (last != null && last.position() > furthest.position())
                ? last : furthest;
        // One walk to the position for both the message and the error (the text may be 10 MB).
        TextLocation where = TextLocation.of(text, chosen.position());
        String message = chosen.reason(text) + " at line " + where.line() + ", column " + where.column();
        return failed(text, ErrorCode.INVALID_JSON, chosen.position(), where, message);
    }

    private static Extraction unterminated(String text, int start, int to, Source source) {
        TextLocation open = TextLocation.of(text, start);
        String message = "Unterminated JSON object: the " + rangeName(source, to, text) + " ends before the '{' at line "
                + open.line() + ", column " + open.column() + " (position " + start + ") is closed";
        return failed(text, ErrorCode.UNTERMINATED, start, message);
    }

    private static String endsInside(String text, int start, int to, Source source) {
        TextLocation open = TextLocation.of(text, start);
        return "The " + rangeName(source, to, text) + " ends inside the JSON object that starts at line " + open.line()
                + ", column " + open.column() + " (position " + start + ")";
    }

    private static String rangeName(Source source, int to, String text) {
        return source == Source.CODE_BLOCK && to < text.length() ? "code block" : "text";
    }

    private String tooDeep(String text, ParseOutcome.TooDeep deep) {
        TextLocation where = TextLocation.of(text, deep.position());
        return "JSON nesting depth " + deep.depth() + " exceeds the limit of " + maxNestingDepth + " at line "
                + where.line() + ", column " + where.column() + "; raise " + Limits.MAX_NESTING_DEPTH_SETTING + " to accept deeper input";
    }

    private static Extraction failed(String text, ErrorCode code, int position, String message) {
        return failed(text, code, position, TextLocation.of(text, position), message);
    }

    private static Extraction failed(String text, ErrorCode code, int position, TextLocation where, String message) {
        return new Extraction.Failed(new ExtractError(code, message, position, where.line(), where.column(),
                TextLocation.context(text, position)));
    }
}
