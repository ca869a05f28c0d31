package dev.outputguard.sanitize;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.jboss.logging.Logger;

import dev.outputguard.limits.Limits;
import dev.outputguard.text.FencedText;
import dev.outputguard.text.MessageLanguage;

/**
 * Reports JSON residue in a final text (level L5 of the original design's defence against JSON in translations):
 * every occurrence of JSON in text as {@link JsonInText} defines it (the four {@link PatternType}s in
 * priority order, outside fenced code), each with a warning
 * {@code [JSON混入警告] <description> at position <n>} (in English {@code [JSON leak warning] …}, {@link MessageLanguage}). The text itself is returned unchanged. Linear in the
 * text length.
 *
 * <p>The report is capped at {@link Limits#maxReportedPatterns()} entries so that adversarial text (10 MB of
 * {@code {{{}) cannot turn into millions of result objects; the rest is counted in one last warning.
 */
public final class OutputSanitizer {

    private static final Logger LOG = Logger.getLogger(OutputSanitizer.class);

    private final int maxReportedPatterns;
    private final String warningPrefix;

    /** With every limit at its default. */
    public OutputSanitizer() {
        this(Limits.DEFAULT);
    }

    public OutputSanitizer(Limits limits) {
        this(limits, MessageLanguage.JA);
    }

    /** {@code language}: of the warnings' prefix ({@link MessageLanguage}). */
    public OutputSanitizer(Limits limits, MessageLanguage language) {
        this.maxReportedPatterns = limits.maxReportedPatterns();
        this.warningPrefix = language.leakWarningPrefix();
    }

    public SanitizeReport sanitize(String text) {
        return sanitize(text, SourceJson.NONE);
    }

    /**
     * Reports only the JSON in {@code text} that {@code source} does not carry: a translation that keeps its
     * source's JSON is not warned about (docs/json-in-text.md).
     */
    public SanitizeReport sanitize(String text, SourceJson source) {
        return sanitize(FencedText.of(Objects.requireNonNull(text, "text")), source);
    }

    /** As {@link #sanitize(String, SourceJson)}, for a text whose fences a caller has already looked at. */
    public SanitizeReport sanitize(FencedText fenced, SourceJson source) {
        String text = fenced.text();
        Collector collector = new Collector(text);
        JsonInText.forEach(fenced, source, collector::add);
        List<String> warnings = new ArrayList<>(collector.patterns.size() + 1);
        for (DetectedPattern p : collector.patterns) {
            warnings.add(warningPrefix + p.type().description() + " at position " + p.position());
        }
        if (collector.unlisted > 0) {
            warnings.add(warningPrefix + collector.unlisted + " more occurrences not listed (limit "
                    + maxReportedPatterns + ")");
        }
        logDetections(text.length(), collector);
        return new SanitizeReport(text, warnings, collector.total() > 0, collector.patterns);
    }

    /** Keeps matches up to the cap; positions arrive in increasing order per type. */
    private final class Collector {
        private final String text;
        private final List<DetectedPattern> patterns = new ArrayList<>();
        private long unlisted;

        Collector(String text) {
            this.text = text;
        }

        boolean add(PatternType type, int start, int end) {
            if (patterns.size() < maxReportedPatterns) {
                patterns.add(DetectedPattern.of(type, text, start, end));
            } else {
                unlisted++;
            }
            return true;
        }

        long total() {
            return patterns.size() + unlisted;
        }
    }

    private static void logDetections(int length, Collector collector) {
        if (collector.total() == 0) {
            return;
        }
        StringBuilder where = new StringBuilder();
        int shown = Math.min(10, collector.patterns.size());
        for (int i = 0; i < shown; i++) {
            DetectedPattern p = collector.patterns.get(i);
            where.append(i == 0 ? "" : ", ").append(p.type()).append('@').append(p.position());
        }
        // Types and positions only: the text is untrusted and may be confidential.
        LOG.infof("JSON residue detected: %d occurrence(s) in %d chars [%s%s]", collector.total(), length, where,
                collector.total() > shown ? ", ..." : "");
    }
}
