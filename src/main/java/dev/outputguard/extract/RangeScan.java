package dev.outputguard.extract;

import dev.outputguard.extract.ParseOutcome.Parsed;
import dev.outputguard.text.MessageLanguage;

/**
 * The search of one range of a reply (a fenced block's content, or the text): every candidate bracket
 * {@code accept} allows, left to right ({@link Starts}), those {@link Admission} lets in parsed by the
 * range's {@link CandidateParser}, until one is the answer. A candidate the range never closes ends the
 * search (everything after it lies inside it); nesting beyond the limit ends every search. An array that
 * prose writes too is the answer only when no other candidate succeeds: the search goes on after it. In
 * repair mode the {@link StrictFloor} has its say before an answer strict mode would not give.
 *
 * <p>A failure comes back as a {@link Miss}, worded ({@link Miss#describe}) only if it is the one reported:
 * locating a failure walks the text from its start, and a reply of many fenced blocks must not pay that for
 * each.
 */
final class RangeScan {

    /** How the search of a range ended. */
    sealed interface Result permits Hit, Miss {
    }

    /** The answer of the range. */
    record Hit(Extraction.Found found) implements Result {
    }

    /**
     * No answer in the range searched in {@code mode}: {@code code}, and what its message says. {@code at} is where the search began
     * ({@code NO_JSON}), the candidate never closed ({@code UNTERMINATED}, or {@code INVALID_JSON} when an earlier
     * candidate failed; -1 for a plain {@code INVALID_JSON}), or the bracket too deep ({@code TOO_DEEP}, nested
     * {@code depth} levels); {@code furthest} the failure that got furthest among the candidates rejected.
     */
    record Miss(ErrorCode code, int at, int to, Source source, Mode mode, ParseFailure furthest, int depth) implements Result {

        /** Nesting beyond the limit ends every search, fenced blocks' and the text's alike. */
        boolean terminal() {
            return code == ErrorCode.TOO_DEEP;
        }

        Extraction.Failed describe(String text, MessageLanguage language) {
            return switch (code) {
                case NO_JSON -> Failures.noJson(text, at, language);
                case TOO_DEEP -> Failures.tooDeep(text, at, depth, depth - 1);
                case UNTERMINATED -> Failures.unterminated(text, at, to, source);
                default -> Failures.invalid(text, mode, furthest, at >= 0 ? Failures.endsInside(text, at, to, source) : null);
            };
        }
    }

    private RangeScan() {
    }

    /** The answer of {@code text[from, to)}, found in {@code source}, in {@code mode}. */
    static Result scan(Reading reading, int from, int to, Mode mode, Source source, Accept accept) {
        Starts starts = new Starts(reading.text, reading.chars, to, accept);
        int at = starts.next(from);
        if (at < 0) {
            // No parser for a range without a candidate: most fenced blocks in prose hold code, not JSON.
            return new Miss(ErrorCode.NO_JSON, from, to, source, mode, null, 0);
        }
        CandidateParser parser = reading.parser(from, to, mode);
        StrictFloor floor = mode == Mode.REPAIR ? new StrictFloor(reading, from, to, source, accept) : null;
        int first = -1;
        Parsed fallback = null;
        Parsed passedRepaired = null;
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
                // The common case in prose, tested first: the tests of the type below cost more per candidate than one compare.
                continue;
            }
            if (outcome instanceof Parsed parsed && parser.wordsInProse(at, parsed.end())) {
                // Prose after all: the search goes on inside it, where nothing it read is kept.
                parser.passOver();
                first = first == at ? -1 : first;
                continue;
            }
            // Tests of the type rather than a type switch: the JVM generates a class for each type switch the first
            // time it runs, which the JDK's AOT cache does not hold, and every extract-json runs this one
            // (docs/benchmarks.md, the start).
            if (outcome instanceof Parsed parsed) {
                if (accept == Accept.OBJECT || !Admission.proseLike(parsed.json())) {
                    return passedRepaired != null ? floor.afterArrayPassedOver(parsed, passedRepaired)
                            : hit(parsed, source, reading.maxListed);
                }
                fallback = fallback == null ? parsed : fallback;
                passedRepaired = passedRepaired == null && !parsed.repairs().isEmpty() ? parsed : passedRepaired;
                parser.passOver();
                at = parsed.end() - 1;
            } else if (outcome instanceof ParseOutcome.TooDeep deep) {
                return new Miss(ErrorCode.TOO_DEEP, deep.position(), to, source, mode, null, deep.depth());
            } else if (outcome instanceof ParseOutcome.Unterminated) {
                // Everything after a candidate the text never closes lies inside it: the search ends here.
                Hit strict = floor == null ? null : floor.beforeUnterminated(passedRepaired != null ? from : at, fallback != null);
                if (strict != null) {
                    return strict;
                }
                if (fallback != null) {
                    return hit(fallback, source, reading.maxListed);
                }
                return at == first ? new Miss(ErrorCode.UNTERMINATED, at, to, source, mode, null, 0)
                        : new Miss(ErrorCode.INVALID_JSON, at, to, source, mode, parser.furthestFailure(), 0);
            }
            // Else ParseOutcome.Rejected: the parser keeps the failure that got furthest, reported if no candidate
            // succeeds.
        }
        if (fallback != null) {
            Hit strict = floor == null ? null : floor.beforeProseLikeArray();
            return strict != null ? strict : hit(fallback, source, reading.maxListed);
        }
        return first < 0 ? new Miss(ErrorCode.NO_JSON, from, to, source, mode, null, 0)
                : new Miss(ErrorCode.INVALID_JSON, -1, to, source, mode, parser.furthestFailure(), 0);
    }

    /** The answer a parsed candidate makes: its first repairs and repeated keys listed, the rest counted. */
    static Hit hit(Parsed parsed, Source source, int maxListed) {
        KeyRepeats.Listing repeated = parsed.duplicateKeys(maxListed);
        return new Hit(new Extraction.Found(parsed.json(), source, parsed.start(), parsed.end(), parsed.repairs(),
                parsed.repairsOmitted(), null, repeated.listed(), repeated.omitted()));
    }
}
