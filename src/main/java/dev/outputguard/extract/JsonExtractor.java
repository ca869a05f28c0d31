package dev.outputguard.extract;

import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.limits.Limits;
import dev.outputguard.text.Fence;
import dev.outputguard.text.FencedText;
import dev.outputguard.text.TextLocation;

/**
 * Finds the first complete JSON object (or, as the caller {@link Accept}s, array) in an LLM reply
 * (docs/extract-json.md).
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
 * <p>Thread-safe and stateless apart from two limits: the nesting it follows ({@link Limits#maxNestingDepth()})
 * and the repairs an answer lists ({@link Limits#maxReportedRepairs()}, the rest counted).
 */
public final class JsonExtractor {

    static final String EMPTY_MESSAGE = "LLM response is empty";
    static final String NO_JSON_MESSAGE = "JSON形式の応答がありません";

    private static final char[] NO_CHARS = {};

    private final int maxNestingDepth;
    private final int maxReportedRepairs;

    /** With every limit at its default. */
    public JsonExtractor() {
        this(Limits.DEFAULT);
    }

    public JsonExtractor(Limits limits) {
        this.maxNestingDepth = limits.maxNestingDepth();
        this.maxReportedRepairs = limits.maxReportedRepairs();
    }

    public int maxNestingDepth() {
        return maxNestingDepth;
    }

    /** Repairs one answer lists; {@link Extraction.Found#repairsOmitted()} counts the rest. */
    public int maxReportedRepairs() {
        return maxReportedRepairs;
    }

    /** Extracts the first object in strict mode. */
    public Extraction extract(String text) {
        return extract(text, Mode.STRICT);
    }

    /** Extracts the first object. */
    public Extraction extract(String text, Mode mode) {
        return extract(text, mode, Accept.OBJECT);
    }

    /**
     * Extracts the first object, array, or either, as {@code accept} says: fenced blocks first, then the
     * text. In repair mode a reply that is one JSON string literal holding JSON (double-encoded) is read as
     * the text it holds. An object found inside a complete array (an array inside a complete object, when
     * arrays are asked for) says so in {@link Extraction.Found#enclosedBy}.
     */
    public Extraction extract(String text, Mode mode, Accept accept) {
        return extract(FencedText.of(Objects.requireNonNull(text, "text")), mode, accept);
    }

    /** As {@link #extract(String, Mode)}, for a caller that looks at the same reply's fences as well. */
    public Extraction extract(FencedText reply, Mode mode) {
        return extract(reply, mode, Accept.OBJECT);
    }

    /** As {@link #extract(String, Mode, Accept)}, for a caller that looks at the same reply's fences as well. */
    public Extraction extract(FencedText reply, Mode mode, Accept accept) {
        Objects.requireNonNull(accept, "accept");
        String text = reply.text();
        if (text.isBlank()) {
            return failed(text, ErrorCode.EMPTY_RESPONSE, 0, EMPTY_MESSAGE);
        }
        Extraction decoded = mode == Mode.REPAIR ? DoubleEncoded.extract(this, text, accept) : null;
        if (decoded != null) {
            return decoded;
        }
        // A reasoning model's closed thinking block before its answer is not searched: what it drafted there
        // is not the answer (text/Reasoning).
        Extraction found = search(reply, mode == Mode.REPAIR, accept, reply.answerStart());
        if (mode == Mode.REPAIR && found instanceof Extraction.Failed) {
            // A reply of JSON with escaped quotes ({\"a\": 1}) is read as the content of a double-encoded one.
            Extraction escaped = DoubleEncoded.extractEscaped(this, text, accept);
            return escaped != null ? escaped : found;
        }
        return found;
    }

    /** Fenced blocks first, then the text, of a text that is not blank. */
    Extraction search(FencedText reply, boolean repair, Accept accept) {
        return search(reply, repair, accept, 0);
    }

    /** The same for {@code text[from, end)}: the fenced blocks that begin there first, then that text. */
    private Extraction search(FencedText reply, boolean repair, Accept accept, int from) {
        String text = reply.text();
        // Text without a candidate bracket (prose, a review of markers only) has nothing to read: no copy for it.
        boolean candidates = (accept.objects() && text.indexOf('{') >= 0) || (accept.arrays() && text.indexOf('[') >= 0);
        Reading reading = new Reading(text, candidates ? text.toCharArray() : NO_CHARS);
        Fence failedFence = null;
        Extraction strictInText = null;
        Extraction repairInText = null;
        for (Fence fence : reply.fences()) {
            if (fence.start() < from || !fence.mayHoldJson() || fence.contentStart() >= fence.contentEnd()) {
                continue;
            }
            if (midLine(text, fence.start()) || (fence.closed() && midLine(text, fence.contentEnd()))) {
                // Only a fence mark with text before it on its line can sit inside a JSON string. If the
                // text's first object holds this fence's mark, the "fence" is part of that object. In repair
                // mode both readings count: the first valid object, and the first object repair mode reads.
                strictInText = strictInText == null
                        ? scan(reading, from, text.length(), false, Source.TEXT, !repair, accept) : strictInText;
                repairInText = repair && repairInText == null
                        ? scan(reading, from, text.length(), true, Source.TEXT, true, accept) : repairInText;
                if (holdsMark(strictInText, fence) || (repair && holdsMark(repairInText, fence))) {
                    break;
                }
            }
            // Undescribed: locating a failure walks the text from its start, once per block would be quadratic.
            Extraction inFence = scan(reading, fence.contentStart(), fence.contentEnd(), repair, Source.CODE_BLOCK, false, accept);
            if (inFence instanceof Extraction.Failed failed && !isTerminal(failed)) {
                // The first fenced block that had a candidate explains a failure better than the prose does.
                failedFence = failedFence == null && failed.error().code() != ErrorCode.NO_JSON ? fence : failedFence;
                continue;
            }
            return enclosed(reading, inFence, fence.contentStart(), fence.contentEnd(), repair, accept);
        }
        Extraction inText = repair ? repairInText : strictInText;
        inText = inText != null ? inText : scan(reading, from, text.length(), repair, Source.TEXT, true, accept);
        if (inText instanceof Extraction.Failed failed && !isTerminal(failed) && failedFence != null) {
            // Read that block again, this time to describe its failure (the same outcome: parsing is deterministic).
            return scan(reading, failedFence.contentStart(), failedFence.contentEnd(), repair, Source.CODE_BLOCK, true, accept);
        }
        return enclosed(reading, inText, from, text.length(), repair, accept);
    }

    /**
     * The answer, with the outermost complete container of the other kind around it in {@code text[from, to)}
     * (the range it was found in): for an object the leftmost {@code '['} before it that reads, in the same
     * mode, as a complete array reaching past its end; for an array the same with {@code '{'}. One more search
     * of the range before the answer, linear as any search, and none when no such bracket precedes it.
     */
    private Extraction enclosed(Reading reading, Extraction answer, int from, int to, boolean repair, Accept accept) {
        if (accept == Accept.ANY || !(answer instanceof Extraction.Found found)) {
            // In "any" mode a complete container around the answer would have been found first.
            return answer;
        }
        String text = reading.text;
        char open = accept == Accept.OBJECT ? '[' : '{';
        int before = found.start();
        int at = text.indexOf(open, from, before);
        if (at < 0) {
            return answer;
        }
        ObjectParser parser = reading.parser(from, to, repair);
        while (at >= 0) {
            int known = parser.known(at);
            int next = at + 1;
            if (known > 0 || (known == 0 && parser.canStart(at))) {
                ParseOutcome outcome = parser.parse(at);
                if (outcome instanceof ParseOutcome.Parsed parsed && parser.wordOpensRange(at) && !parser.endsRange(parsed.end())) {
                    // A bracket of words in prose ([x] done), as the search reads it: no container.
                    parser.passOver();
                } else if (outcome instanceof ParseOutcome.Parsed parsed) {
                    if (parsed.end() >= found.end()) {
                        Enclosure.Type type = open == '[' ? Enclosure.Type.ARRAY : Enclosure.Type.OBJECT;
                        return found.enclosedBy(new Enclosure(type, at, parsed.end()));
                    }
                    // Nothing inside a container that closes before the answer ends can reach past it.
                    next = Math.max(next, Math.min(parsed.end(), before));
                } else if (outcome instanceof ParseOutcome.TooDeep) {
                    // Nesting beyond the limit: no container around it can be read.
                    return answer;
                } else if (outcome instanceof ParseOutcome.Unterminated) {
                    parser.rememberUnterminated();
                }
            }
            at = text.indexOf(open, next, before);
        }
        return answer;
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
            return scan(reading, start, text.length(), mode == Mode.REPAIR, Source.TEXT, true, Accept.OBJECT);
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
                repair = repair == null ? new ObjectParser(text, chars, true, maxNestingDepth, maxReportedRepairs) : repair;
                return repair.reset(from, to);
            }
            strict = strict == null ? new ObjectParser(text, chars, false, maxNestingDepth, maxReportedRepairs) : strict;
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
     * Tries every candidate bracket of {@code text[from, to)} that {@code accept} allows, left to right. A
     * failure is located and worded only when {@code describe} (it walks the text up to the failure);
     * otherwise it carries just its code, for a caller that only needs to know the search failed.
     * {@code TOO_DEEP} ends every search and is always described. An array of numbers only, or an empty one
     * (a citation {@code [1]}, a checkbox {@code [ ]}), is the answer only when no other candidate succeeds:
     * the search goes on after it.
     */
    private Extraction scan(Reading reading, int from, int to, boolean repair, Source source, boolean describe, Accept accept) {
        String text = reading.text;
        Starts starts = new Starts(text, reading.chars, to, accept);
        int at = starts.next(from);
        if (at < 0) {
            // No parser for a range without a candidate: most fenced blocks in prose hold code, not JSON.
            return describe ? failed(text, ErrorCode.NO_JSON, from, NO_JSON_MESSAGE) : undescribed(ErrorCode.NO_JSON);
        }
        ObjectParser parser = reading.parser(from, to, repair);
        int first = -1;
        ParseOutcome.Parsed fallback = null;
        ParseOutcome.Parsed passedRepaired = null;
        for (; at >= 0; at = starts.next(at + 1)) {
            int known = parser.known(at);
            // One the memo knows closed (inside an earlier candidate that failed later) is complete and valid
            // on its own: parsing it reuses it. One it knows fails is skipped.
            if (known < 0 || (known == 0 && !parser.canStart(at))) {
                continue;
            }
            first = first < 0 && known == 0 ? at : first;
            ParseOutcome outcome = parser.parse(at);
            if (outcome == ParseOutcome.Rejected.INSTANCE) {
                // The common case in prose, tested first: a type switch costs more per candidate than one compare.
                continue;
            }
            if (outcome instanceof ParseOutcome.Parsed parsed && parser.wordOpensRange(at) && !parser.endsRange(parsed.end())) {
                // A bracket of words that opens the range but does not end it ([x] done) is prose after all: the
                // search goes on inside it, where nothing it read is kept.
                parser.passOver();
                first = first == at ? -1 : first;
                continue;
            }
            switch (outcome) {
                case ParseOutcome.Parsed parsed -> {
                    if (accept == Accept.OBJECT || !proseLike(parsed.json())) {
                        return passedRepaired != null
                                ? earlierStrict(reading, parsed, passedRepaired, from, to, source, accept) : found(parsed, source);
                    }
                    fallback = fallback == null ? parsed : fallback;
                    passedRepaired = passedRepaired == null && !parsed.repairs().isEmpty() ? parsed : passedRepaired;
                    parser.passOver();
                    at = parsed.end() - 1;
                }
                case ParseOutcome.TooDeep deep -> {
                    return failed(text, ErrorCode.TOO_DEEP, deep.position(), tooDeep(text, deep));
                }
                case ParseOutcome.Unterminated open -> {
                    // Everything after a candidate the text never closes lies inside it: the search ends here.
                    if (repair) {
                        // Strict mode finds nothing before this candidate that repair mode did not read, but in
                        // the comment or stray text of a prose-like array passed over.
                        Extraction strict = strictOr(reading, passedRepaired != null ? from : at, to, source, accept);
                        if (strict instanceof Extraction.Found f && (fallback == null || !proseLike(f.json()))) {
                            return strict;
                        }
                    }
                    if (fallback != null) {
                        return found(fallback, source);
                    }
                    return !describe ? undescribed(at == first ? ErrorCode.UNTERMINATED : ErrorCode.INVALID_JSON)
                            : at == first ? unterminated(text, at, to, source)
                            : invalid(text, parser.furthestFailure(), new ParseFailure(to, null, endsInside(text, at, to, source)));
                }
                case ParseOutcome.Rejected rejected -> {
                    // The parser keeps the failure that got furthest: it is reported if no candidate succeeds.
                }
            }
        }
        if (fallback != null) {
            if (repair) {
                // Repair mode may have read past a value strict mode finds: a comment in a passed-over array
                // ran to the end ([ ] [1 // x {}). A prose-like array is the answer only when nothing else reads.
                Extraction strict = strictOr(reading, from, to, source, accept);
                if (strict instanceof Extraction.Found f && !proseLike(f.json())) {
                    return strict;
                }
            }
            return found(fallback, source);
        }
        if (!describe) {
            return undescribed(first < 0 ? ErrorCode.NO_JSON : ErrorCode.INVALID_JSON);
        }
        return first < 0 ? failed(text, ErrorCode.NO_JSON, from, NO_JSON_MESSAGE) : invalid(text, parser.furthestFailure(), null);
    }

    /** An array that prose writes too: empty ({@code [ ]}) or of numbers only ({@code [1]}, {@code [2, 3]}). */
    private static boolean proseLike(JsonNode json) {
        if (!json.isArray()) {
            return false;
        }
        for (JsonNode element : json) {
            if (!element.isNumber()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The candidate brackets of one range, left to right: '{' for objects, '[' for arrays. For both kinds the
     * next of each is kept, so a rare one is looked for once, not once per candidate of the other kind.
     */
    private static final class Starts {

        /** How many characters {@link #next(char, int)} looks at by hand before calling {@code indexOf}. */
        private static final int NEAR = 16;

        private final String text;
        /** The text's characters, or none when it has no candidate (then {@code indexOf} answers). */
        private final char[] chars;
        private final int to;
        private final Accept accept;
        private int brace = -2;
        private int bracket = -2;

        Starts(String text, char[] chars, int to, Accept accept) {
            this.text = text;
            this.chars = chars;
            this.to = to;
            this.accept = accept;
        }

        /** The next candidate at or after {@code from}, or -1. */
        int next(int from) {
            if (from >= to) {
                return -1;
            }
            if (accept == Accept.OBJECT) {
                return lastOfRun(next('{', from));
            }
            if (accept == Accept.ARRAY) {
                return next('[', from);
            }
            if (brace != -1 && brace < from) {
                brace = lastOfRun(text.indexOf('{', from, to));
            }
            if (bracket != -1 && bracket < from) {
                bracket = text.indexOf('[', from, to);
            }
            return brace < 0 ? bracket : bracket < 0 ? brace : Math.min(brace, bracket);
        }

        /**
         * The last '{' of the run of braces that starts at {@code brace} (or -1): a '{' followed by another can
         * begin no object in either mode (a key, '}' or, in repair mode, a ',' must come first), nor be one the
         * memo knows closed, so the search would pass it over anyway; 10 MB of '{' costs one loop, not ten
         * million candidates.
         */
        private int lastOfRun(int brace) {
            if (brace < 0) {
                return brace;
            }
            int i = brace;
            int end = Math.min(to, chars.length) - 1;
            while (i < end && chars[i + 1] == '{') {
                i++;
            }
            return i;
        }

        /**
         * The next {@code bracket} at or after {@code from}: the next few characters by hand (candidates that
         * fail close together, as in hostile text, cost less than the library call's setup), then {@code indexOf}.
         */
        private int next(char bracket, int from) {
            int near = Math.min(Math.min(to, chars.length), from + NEAR);
            for (int i = from; i < near; i++) {
                if (chars[i] == bracket) {
                    return i;
                }
            }
            return near < to ? text.indexOf(bracket, Math.max(near, from), to) : -1;
        }
    }

    /**
     * Repair mode never accepts less than strict mode. "Inside" is repair mode's reading: a {@code #} comment,
     * an unclosed block comment or a key in smart quotes runs to the end of the text, and may swallow an
     * object that is valid JSON as written ({@code {A#{}}). When the repair salvaged nothing, the strict
     * search (linear on its own) gets its say from the unterminated candidate {@code at} on: the candidates
     * before it failed in repair mode, which reads valid JSON exactly as strict mode does.
     */
    /**
     * Repair mode's answer after it passed over a prose-like array it read with repairs ({@code passed}): that
     * array's comment or stray text may hold what strict mode reads first, and the answers must agree. One more
     * linear search, only in that case.
     * <ul>
     * <li>A valid value strict mode finds first is the answer ({@code [1 // {"a": 1} x {"b": 2}} gives
     *     {@code {"a":1}}): repair mode never answers a later value than strict mode.
     * <li>A value that needed no repair and that strict mode did not give: strict mode's search ended before it,
     *     at a candidate it cannot close inside that comment ({@code [// [":[1] {}}). What follows lies inside
     *     that candidate, as in repair mode's own search, so the answer is what strict mode falls back on, a
     *     prose-like array before it, or else the array read with repairs.
     * </ul>
     */
    private Extraction earlierStrict(Reading reading, ParseOutcome.Parsed parsed, ParseOutcome.Parsed passed,
            int from, int to, Source source, Accept accept) {
        Extraction strict = strictOr(reading, from, to, source, accept);
        Extraction.Found f = strict instanceof Extraction.Found found ? found : null;
        if (f != null && f.start() < parsed.start() && !proseLike(f.json())) {
            return strict;
        }
        if (!parsed.repairs().isEmpty() || (f != null && f.start() == parsed.start())) {
            return found(parsed, source);
        }
        return f != null ? strict : found(passed, source);
    }

    private Extraction strictOr(Reading reading, int at, int to, Source source, Accept accept) {
        return scan(reading, at, to, false, source, false, accept);
    }

    /** A failure with its code only, never returned to a caller of this class. */
    private static Extraction undescribed(ErrorCode code) {
        return new Extraction.Failed(new ExtractError(code, "", -1, 0, 0, ""));
    }

    private Extraction found(ParseOutcome.Parsed parsed, Source source) {
        KeyRepeats.Listing repeated = parsed.duplicateKeys(maxReportedRepairs);
        return new Extraction.Found(parsed.json(), source, parsed.start(), parsed.end(), parsed.repairs(),
                parsed.repairsOmitted(), null, repeated.listed(), repeated.omitted());
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
        String message = "Unterminated JSON " + kind(text, start) + ": the " + rangeName(source, to, text) + " ends before the '"
                + text.charAt(start) + "' at line " + open.line() + ", column " + open.column() + " (position " + start + ") is closed";
        // The location just found is the error's too: one walk to it, not two (the text may be 10 MB).
        return failed(text, ErrorCode.UNTERMINATED, start, open, message);
    }

    private static String endsInside(String text, int start, int to, Source source) {
        TextLocation open = TextLocation.of(text, start);
        return "The " + rangeName(source, to, text) + " ends inside the JSON " + kind(text, start) + " that starts at line " + open.line()
                + ", column " + open.column() + " (position " + start + ")";
    }

    private static String kind(String text, int start) {
        return text.charAt(start) == '[' ? "array" : "object";
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
