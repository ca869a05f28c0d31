package dev.outputguard.extract;

import dev.outputguard.extract.ParseOutcome.Parsed;
import dev.outputguard.extract.RangeScan.Hit;

/**
 * Repair mode never accepts less than strict mode: where strict mode finds a value, repair mode finds one,
 * and never a later one than strict mode's. Repair mode reads valid JSON exactly as strict mode does, so
 * its own search agrees but where it reads something as a comment or a string that strict mode does not:
 * a {@code #} comment, an unclosed block comment or a key in smart quotes runs to the end of the text and may
 * swallow an object that is valid as written ({@code {A#{}}), and a prose-like array passed over may hide in
 * its comment or stray text what strict mode reads first. In those cases only, strict mode searches the
 * range too (one more linear search) and its answer counts; this class decides how.
 */
final class StrictFloor {

    private final Reading reading;
    private final int from;
    private final int to;
    private final Source source;
    private final Accept accept;

    StrictFloor(Reading reading, int from, int to, Source source, Accept accept) {
        this.reading = reading;
        this.from = from;
        this.to = to;
        this.source = source;
        this.accept = accept;
    }

    /**
     * Repair mode met a candidate the range never closes, from which it salvaged nothing, and will answer
     * {@code hasFallback} a prose-like array or else fail: strict mode's answer, searched from {@code at}, wins
     * when it finds one (other than a prose-like array where repair mode has one). The candidates before
     * {@code at} failed in repair mode, which reads valid JSON as strict mode does; {@code at} is the range's
     * start when repair mode passed over an array it read with repairs (see {@link #afterArrayPassedOver}).
     * Null when strict mode has nothing better.
     */
    Hit beforeUnterminated(int at, boolean hasFallback) {
        RangeScan.Result strict = RangeScan.scan(reading, at, to, Mode.STRICT, source, accept);
        return strict instanceof Hit hit && (!hasFallback || !Admission.proseLike(hit.found().json())) ? hit : null;
    }

    /**
     * Repair mode would answer a prose-like array, nothing else having read: it may have read past a value
     * strict mode finds (a comment in a passed-over array ran to the end: {@code [ ] [1 // x {}}). Strict mode's
     * answer wins unless it is a prose-like array too; null then.
     */
    Hit beforeProseLikeArray() {
        RangeScan.Result strict = RangeScan.scan(reading, from, to, Mode.STRICT, source, accept);
        return strict instanceof Hit hit && !Admission.proseLike(hit.found().json()) ? hit : null;
    }

    /**
     * Repair mode's answer {@code parsed} after it passed over a prose-like array it read with repairs
     * ({@code passed}): that array's comment or stray text may hold what strict mode reads first, and the
     * answers must agree.
     * <ul>
     * <li>A valid value strict mode finds first is the answer ({@code [1 // {"a": 1} x {"b": 2}} gives
     *     {@code {"a":1}}): repair mode never answers a later value than strict mode.
     * <li>A value that needed no repair and that strict mode did not give: strict mode's search ended before it,
     *     at a candidate it cannot close inside that comment ({@code [// [":[1] {}}). What follows lies inside
     *     that candidate, as in repair mode's own search, so the answer is what strict mode falls back on, a
     *     prose-like array before it, or else the array read with repairs.
     * </ul>
     */
    Hit afterArrayPassedOver(Parsed parsed, Parsed passed) {
        RangeScan.Result strict = RangeScan.scan(reading, from, to, Mode.STRICT, source, accept);
        Extraction.Found f = strict instanceof Hit hit ? hit.found() : null;
        if (f != null && f.start() < parsed.start() && !Admission.proseLike(f.json())) {
            return (Hit) strict;
        }
        if (!parsed.repairs().isEmpty() || (f != null && f.start() == parsed.start())) {
            return RangeScan.hit(parsed, source, reading.maxListed);
        }
        return f != null ? (Hit) strict : RangeScan.hit(passed, source, reading.maxListed);
    }
}
