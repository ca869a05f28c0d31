package dev.outputguard.extract;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import dev.outputguard.text.Fence;
import dev.outputguard.text.FencedText;

/**
 * Every candidate of a reply, in the order extract-json tries them: the fenced blocks after any reasoning
 * block, in order, each block's candidates left to right, then the text's from the end of the reasoning
 * block, left to right ({@link JsonExtractor#candidates}). Each is what the search of its range finds from
 * where the last one ended (the values inside a candidate are part of it, never candidates of their own), as
 * {@link JsonExtractor#extract} would answer it, with the container of the other kind around it. A value the
 * text finds again inside a fenced block already searched is not given twice.
 *
 * <p>For a caller that chooses among a reply's values by what it needs (schema-aligned extraction): the first
 * one is the extraction's answer in all but the rarest replies, so a caller that has it already can step over
 * it by its start. Linear in the text as one extraction is, but for a value of the text after one that closed
 * early, which may be read again; not thread-safe, one walk for one call.
 */
public final class Candidates {

    private final Reading reading;
    private final Mode mode;
    private final Accept accept;
    /** The ranges to search, {@code [from, to)} pairs; fenced blocks' first, the text's last. */
    private final List<int[]> ranges = new ArrayList<>();
    /** Where the fenced blocks' values start. */
    private final Set<Integer> given = new HashSet<>();
    private int range;
    private int from;
    private Enclosure around;

    Candidates(JsonExtractor extractor, FencedText reply, Mode mode, Accept accept) {
        this.mode = Objects.requireNonNull(mode, "mode");
        this.accept = Objects.requireNonNull(accept, "accept");
        String text = reply.text();
        this.reading = Reading.of(text, accept, extractor.maxNestingDepth(), extractor.maxReportedRepairs());
        int answer = reply.answerStart();
        for (Fence fence : reply.fences()) {
            if (fence.start() >= answer && fence.mayHoldJson() && fence.contentStart() < fence.contentEnd()) {
                ranges.add(new int[] {fence.contentStart(), fence.contentEnd()});
            }
        }
        if (!text.isBlank()) {
            ranges.add(new int[] {answer, text.length()});
        }
        this.from = ranges.isEmpty() ? 0 : ranges.get(0)[0];
    }

    /** The next candidate, or null when there is none. */
    public Extraction.Found next() {
        while (range < ranges.size()) {
            int[] r = ranges.get(range);
            Source source = range < ranges.size() - 1 ? Source.CODE_BLOCK : Source.TEXT;
            RangeScan.Result result = from < r[1] ? RangeScan.scan(reading, from, r[1], mode, source, accept) : null;
            if (!(result instanceof RangeScan.Hit hit)) {
                if (result instanceof RangeScan.Miss miss && miss.terminal()) {
                    range = ranges.size();
                    return null;
                }
                range++;
                from = range < ranges.size() ? ranges.get(range)[0] : 0;
                around = null;
                continue;
            }
            Extraction.Found found = hit.found();
            int searchedFrom = from;
            from = Math.max(found.end(), found.start() + 1);
            // The text's search finds the fenced blocks' values again: each is given once. The starts of the
            // text's own values only grow, so only the blocks' are kept.
            if (source == Source.CODE_BLOCK ? !given.add(found.start()) : given.contains(found.start())) {
                continue;
            }
            return enclosed(found, searchedFrom, r[1]);
        }
        return null;
    }

    /**
     * The candidate with the container around it: the one around the candidate before it when that reaches
     * past it too (the elements of one list), else the one {@link JsonExtractor#enclosed} finds after the last
     * candidate, so each stretch of the range is looked at once.
     */
    private Extraction.Found enclosed(Extraction.Found found, int searchedFrom, int to) {
        if (accept == Accept.ANY) {
            return found;
        }
        if (around != null && around.start() < found.start() && around.end() >= found.end()) {
            return found.enclosedBy(around);
        }
        Extraction.Found with = JsonExtractor.enclosed(reading, found, searchedFrom, to, mode, accept);
        around = with.enclosedBy();
        return with;
    }
}
