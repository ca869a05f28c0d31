package dev.outputguard.sanitize;

import java.util.List;

/**
 * The result of {@link OutputSanitizer#sanitize(String)}: the text (unchanged), one warning per
 * detected pattern in the same order, and whether anything was detected.
 */
public record SanitizeReport(String text, List<String> warnings, boolean jsonDetected,
        List<DetectedPattern> detectedPatterns) {

    public SanitizeReport {
        warnings = List.copyOf(warnings);
        detectedPatterns = List.copyOf(detectedPatterns);
    }
}
