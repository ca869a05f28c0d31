package dev.outputguard.extract;

import java.util.Objects;

import dev.outputguard.limits.Limits;
import dev.outputguard.text.Fence;
import dev.outputguard.text.FencedText;
import dev.outputguard.text.MessageLanguage;

/**
 * Finds the first complete JSON object (or, as the caller {@link Accept}s, array) in an LLM reply
 * (docs/extract-json.md).
 *
 * <p>Fenced blocks ({@code ```json}, {@code ~~~}, no info string, unclosed final fence, same-line fence) are
 * searched first; the first that holds a complete object wins ({@link Source#CODE_BLOCK}). Otherwise the
 * leftmost {@code '{'} of the whole text that begins a complete valid object wins ({@link Source#TEXT});
 * text after it is ignored. Each range (a block's content, then the text) is searched by a {@link RangeScan}:
 * its candidates left to right, parsed by a {@link CandidateParser} that remembers every container it has
 * parsed in that range, so the cost stays linear in the text length; one parser per mode serves a whole
 * extraction ({@link Reading}), reset for each range. A failure is worded only for the one that is reported
 * ({@link Failures}): locating it walks the text from its start.
 *
 * <p>Thread-safe and stateless apart from two limits: the nesting it follows ({@link Limits#maxNestingDepth()})
 * and the repairs an answer lists ({@link Limits#maxReportedRepairs()}, the rest counted).
 */
public final class JsonExtractor {

    private final int maxNestingDepth;
    private final int maxReportedRepairs;
    private final MessageLanguage language;

    /** With every limit at its default. */
    public JsonExtractor() {
        this(Limits.DEFAULT);
    }

    public JsonExtractor(Limits limits) {
        this(limits, MessageLanguage.JA);
    }

    /** {@code language}: of the {@code NO_JSON} message ({@link MessageLanguage}). */
    public JsonExtractor(Limits limits, MessageLanguage language) {
        this.maxNestingDepth = limits.maxNestingDepth();
        this.maxReportedRepairs = limits.maxReportedRepairs();
        this.language = language;
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
            return Failures.empty(text);
        }
        Extraction decoded = mode == Mode.REPAIR ? DoubleEncoded.extract(this, text, accept) : null;
        if (decoded != null) {
            return decoded;
        }
        // A reasoning model's closed thinking block before its answer is not searched: what it drafted there
        // is not the answer (text/Reasoning).
        Extraction found = search(reply, mode, accept, reply.answerStart());
        if (mode == Mode.REPAIR && found instanceof Extraction.Failed) {
            // A reply of JSON with escaped quotes ({\"a\": 1}) is read as the content of a double-encoded one.
            // Only a reply with a backslash can hold an escaped quote.
            Extraction escaped = reply.marks().first('\\') < 0 ? null : DoubleEncoded.extractEscaped(this, text, accept);
            return escaped != null ? escaped : found;
        }
        return found;
    }

    /**
     * As {@link #extract(FencedText, Mode, Accept)} in strict mode, for a caller that writes the value found and
     * needs no tree of it: the search validates without building nodes, and the value answered writes its source
     * text into the answer without its blanks ({@link AsWritten#unbuilt}), its tree built only if something reads
     * it or writes it otherwise. The same answer in every part: a search that saw an object write a key twice (the
     * answer may list it) is answered as {@link #extract(FencedText, Mode, Accept)} answers it, with
     * {@link AsWritten#of} its value.
     */
    public Extraction extractAsWritten(FencedText reply, Accept accept) {
        Objects.requireNonNull(accept, "accept");
        String text = reply.text();
        if (text.isBlank()) {
            return Failures.empty(text);
        }
        Searched s = searched(reply, Mode.STRICT, accept, reply.answerStart(), false, true);
        Extraction answer;
        try {
            answer = answer(s.reading(), s.result(), s.from(), s.to(), Mode.STRICT, accept);
            if (s.reading().keyRepeated()) {
                answer = null;
            }
        } finally {
            s.reading().release();
        }
        if (answer == null) {
            Extraction built = extract(reply, Mode.STRICT, accept);
            return built instanceof Extraction.Found f ? f.withJson(AsWritten.of(f, text)) : built;
        }
        return answer instanceof Extraction.Found f
                ? f.withJson(AsWritten.unbuilt(text, f.start(), f.end(), () -> treeOf(text, f.start(), f.end())))
                : answer;
    }

    /** As {@link #extractAsWritten(FencedText, Accept)}. */
    public Extraction extractAsWritten(String text, Accept accept) {
        return extractAsWritten(FencedText.of(Objects.requireNonNull(text, "text")), accept);
    }

    /**
     * Repair mode's answer for a reply that is one strict JSON object or array and nothing else but blanks, which
     * repair mode reads with nothing changed: the value found without a tree, as
     * {@link #extractAsWritten(String, Accept)} finds it, when that search finds the whole reply; else null, and the
     * caller searches in repair mode ({@link #extract(String, Mode, Accept)}). The reply's characters are checked
     * first in one pass that stops at the first one strict JSON does not allow there, so a broken reply costs little
     * more than before. A value with a key written twice is left to repair mode as well.
     */
    public Extraction.Found extractUnchanged(String text, Accept accept) {
        int open = 0;
        int close = text.length() - 1;
        while (open < close && isBlank(text.charAt(open))) {
            open++;
        }
        while (close > open && isBlank(text.charAt(close))) {
            close--;
        }
        char first = text.isEmpty() ? 0 : text.charAt(open);
        if (open >= close || !(first == '{' && text.charAt(close) == '}' || first == '[' && text.charAt(close) == ']')
                || !AsWritten.isStrictJson(text, open, close + 1)) {
            return null;
        }
        return extractAsWritten(text, accept) instanceof Extraction.Found f && f.start() == open && f.end() == close + 1
                && !AsWritten.treeBuilt(f.json()) ? f : null;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t';
    }

    /**
     * The tree of the strict JSON container {@code text[start, end)}, an answer's span: parsed alone it is the
     * value its search read there (what follows a bracket parses the same whatever surrounds it), no key written
     * twice in it.
     */
    private com.fasterxml.jackson.databind.JsonNode treeOf(String text, int start, int end) {
        String span = text.substring(start, end);
        Reading reading = new Reading(span, span.toCharArray(), maxNestingDepth, maxReportedRepairs);
        if (reading.parser(0, span.length(), Mode.STRICT).parse(0) instanceof ParseOutcome.Parsed parsed
                && parsed.end() == span.length()) {
            return parsed.json();
        }
        throw new IllegalStateException("an answer's span is not the strict JSON value it was read as");
    }

    /** Fenced blocks first, then the text, of a text that is not blank. */
    Extraction search(FencedText reply, Mode mode, Accept accept) {
        return search(reply, mode, accept, 0);
    }

    /** The search from {@code from} ({@link #searched}), its answer worded. */
    private Extraction search(FencedText reply, Mode mode, Accept accept, int from) {
        Searched s = searched(reply, mode, accept, from, false, false);
        try {
            return answer(s.reading(), s.result(), s.from(), s.to(), mode, accept);
        } finally {
            s.reading().release();
        }
    }

    /** How a search ended, before it is worded: its range's result, and the range it was found in. */
    record Searched(Reading reading, RangeScan.Result result, int from, int to) {
    }

    /**
     * Where a reply still being written stands ({@link ReplyStream}), in strict mode: its answer, as
     * {@link #extract(FencedText, Mode, Accept)} gives it; or the candidate the text ends inside (valid so far: the
     * search ends there), with where it begins and its source; or how the search missed. Null for a blank reply.
     */
    Located locate(FencedText reply, Accept accept) {
        String text = reply.text();
        if (text.isBlank()) {
            return null;
        }
        Searched s = searched(reply, Mode.STRICT, accept, reply.answerStart(), true, false);
        if (s.result() instanceof RangeScan.Hit hit) {
            try {
                return new Located(enclosed(s.reading(), hit.found(), s.from(), s.to(), Mode.STRICT, accept), -1, null, null);
            } finally {
                s.reading().release();
            }
        }
        s.reading().release();
        RangeScan.Miss miss = (RangeScan.Miss) s.result();
        return opensToTheEnd(miss, text.length()) ? new Located(null, miss.at(), miss.source(), null) : new Located(null, -1, null, miss);
    }

    /**
     * A reply's place in {@link #locate}: {@code found}; or a candidate open from {@code openAt} in {@code openSource};
     * or {@code miss}.
     */
    record Located(Extraction.Found found, int openAt, Source openSource, RangeScan.Miss miss) {
    }

    /**
     * The fenced blocks that begin at or after {@code from} first, in order, then the text from {@code from}:
     * the ranges a reply's answer is looked for in, each searched by {@link RangeScan}. {@code streaming}: the
     * reply is still being written, and a fence mark inside the text's first candidate, which the text ends
     * inside, is that candidate's as it would be a complete object's (its text may yet close it). {@code unbuilt}:
     * the strict parse builds no nodes ({@link Unbuilt}).
     */
    private Searched searched(FencedText reply, Mode mode, Accept accept, int from, boolean streaming, boolean unbuilt) {
        String text = reply.text();
        // Released by the caller when the answer is worded: nothing the answer keeps reads the characters.
        Reading reading = Reading.lent(text, reply.marks(), accept, maxNestingDepth, maxReportedRepairs);
        if (unbuilt) {
            reading.unbuilt();
        }
        boolean repair = mode == Mode.REPAIR;
        RangeScan.Miss fenceMiss = null;
        RangeScan.Result strictInText = null;
        RangeScan.Result repairInText = null;
        for (Fence fence : reply.fences()) {
            if (fence.start() < from || !fence.mayHoldJson() || fence.contentStart() >= fence.contentEnd()) {
                continue;
            }
            if (midLine(text, fence.start()) || (fence.closed() && midLine(text, fence.contentEnd()))) {
                // Only a fence mark with text before it on its line can sit inside a JSON string. If the
                // text's first object holds this fence's mark, the "fence" is part of that object. In repair
                // mode both readings count: the first valid object, and the first object repair mode reads.
                strictInText = strictInText == null ? RangeScan.scan(reading, from, text.length(), Mode.STRICT, Source.TEXT, accept)
                        : strictInText;
                repairInText = repair && repairInText == null
                        ? RangeScan.scan(reading, from, text.length(), Mode.REPAIR, Source.TEXT, accept) : repairInText;
                if (holdsMark(strictInText, fence) || (repair && holdsMark(repairInText, fence))
                        || (streaming && opensBefore(strictInText, fence, text.length()))) {
                    break;
                }
            }
            RangeScan.Result inFence = RangeScan.scan(reading, fence.contentStart(), fence.contentEnd(), mode, Source.CODE_BLOCK, accept);
            if (inFence instanceof RangeScan.Miss miss && !miss.terminal()) {
                // The first fenced block that had a candidate explains a failure better than the prose does.
                fenceMiss = fenceMiss == null && miss.code() != ErrorCode.NO_JSON ? miss : fenceMiss;
                continue;
            }
            return new Searched(reading, inFence, fence.contentStart(), fence.contentEnd());
        }
        RangeScan.Result inText = repair ? repairInText : strictInText;
        inText = inText != null ? inText : RangeScan.scan(reading, from, text.length(), mode, Source.TEXT, accept);
        if (inText instanceof RangeScan.Miss miss && !miss.terminal() && fenceMiss != null) {
            if (!(streaming && opensToTheEnd(miss, text.length()) && !opensToTheEnd(fenceMiss, text.length()))) {
                return new Searched(reading, fenceMiss, from, text.length());
            }
            if (fenceMiss.at() == miss.at()) {
                // The block's candidate, open past a mark inside it that closed the block early (a fence in a key
                // or a string): the block's still, as it is once the candidate and then the block close.
                inText = new RangeScan.Miss(miss.code(), miss.at(), miss.to(), Source.CODE_BLOCK, miss.mode(),
                        miss.furthest(), miss.depth());
            }
        }
        return new Searched(reading, inText, from, text.length());
    }

    /** What a range's search answers: its value, with the container around it ({@link #enclosed}), or its failure worded. */
    private Extraction answer(Reading reading, RangeScan.Result result, int from, int to, Mode mode, Accept accept) {
        // A test of the type rather than a type switch, whose class the JVM would generate at the first extract-json
        // (RangeScan#scan says why).
        if (result instanceof RangeScan.Hit hit) {
            return enclosed(reading, hit.found(), from, to, mode, accept);
        }
        return ((RangeScan.Miss) result).describe(reading.text, language);
    }

    /**
     * The answer, with the outermost complete container of the other kind around it in {@code text[from, to)}
     * (the range it was found in): for an object the leftmost {@code '['} before it that reads, in the same
     * mode, as a complete array reaching past its end; for an array the same with {@code '{'}. One more search
     * of the range before the answer, linear as any search, and none when no such bracket precedes it.
     */
    static Extraction.Found enclosed(Reading reading, Extraction.Found found, int from, int to, Mode mode, Accept accept) {
        if (accept == Accept.ANY) {
            // In "any" mode a complete container around the answer would have been found first.
            return found;
        }
        String text = reading.text;
        char open = accept == Accept.OBJECT ? '[' : '{';
        int before = found.start();
        int at = reading.indexOf(open, from, before);
        if (at < 0) {
            return found;
        }
        CandidateParser parser = reading.parser(from, to, mode);
        while (at >= 0) {
            int known = parser.known(at);
            int next = at + 1;
            if (known > 0 || (known == 0 && parser.canStart(at))) {
                ParseOutcome outcome = parser.parse(at);
                if (outcome instanceof ParseOutcome.Parsed parsed && parser.wordsInProse(at, parsed.end())) {
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
                    return found;
                } else if (outcome instanceof ParseOutcome.Unterminated) {
                    parser.rememberUnterminated();
                }
            }
            at = text.indexOf(open, next, before);
        }
        return found;
    }

    /**
     * Every candidate of {@code reply} in the order {@link #extract(FencedText, Mode, Accept)} tries them (fenced
     * blocks first, then the text), each with its source and span: for a caller that chooses among them.
     */
    public Candidates candidates(FencedText reply, Mode mode, Accept accept) {
        return new Candidates(this, Objects.requireNonNull(reply, "reply"), mode, accept);
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

    /**
     * A reply read as it is written ({@link ReplyStream}): fed piece by piece, it gives the value so far at any
     * point, in strict mode, for {@code accept}; not thread-safe, one stream for one reply.
     */
    public ReplyStream stream(Accept accept) {
        return new ReplyStream(this, Objects.requireNonNull(accept, "accept"));
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
                return Failures.empty(text);
            }
            reading = reading == null ? new Reading(text, text.toCharArray(), maxNestingDepth, maxReportedRepairs) : reading;
            return switch (RangeScan.scan(reading, start, text.length(), mode, Source.TEXT, Accept.OBJECT)) {
                case RangeScan.Hit hit -> hit.found();
                case RangeScan.Miss miss -> miss.describe(text, language);
            };
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

    /** True when {@code inText} ended at a candidate the text ends inside, which opens before the fence. */
    private static boolean opensBefore(RangeScan.Result inText, Fence fence, int length) {
        return inText instanceof RangeScan.Miss miss && opensToTheEnd(miss, length) && miss.at() < fence.start();
    }

    /** Whether the search ended at a candidate the text ends inside (valid so far): the end of a reply still written. */
    private static boolean opensToTheEnd(RangeScan.Miss miss, int length) {
        return (miss.code() == ErrorCode.UNTERMINATED || (miss.code() == ErrorCode.INVALID_JSON && miss.at() >= 0))
                && miss.to() == length;
    }

    /** True when {@code inText} found an object that overlaps the block's fence marks, not just its content. */
    private static boolean holdsMark(RangeScan.Result inText, Fence fence) {
        if (!(inText instanceof RangeScan.Hit hit)) {
            return false;
        }
        Extraction.Found found = hit.found();
        boolean overlaps = found.start() < fence.end() && found.end() > fence.start();
        return overlaps && (found.start() < fence.contentStart() || found.end() > fence.contentEnd());
    }

    /**
     * No JSON answer in {@code text}, said at {@code from} in this extractor's message language: what a reply whose
     * only values are templates gives.
     */
    public Extraction.Failed noJson(String text, int from) {
        return Failures.noJson(text, from, language);
    }

    /** The language of this extractor's {@code NO_JSON} message. */
    MessageLanguage language() {
        return language;
    }
}
