package dev.outputguard.sanitize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.outputguard.limits.Limits;

/**
 * 10 MB inputs, adversarial shapes included: the results must be right and the scan must finish.
 * Speed is measured by the JMH benchmark; the timeout only catches a quadratic regression, which on
 * 10 MB would run for hours.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class OutputSanitizerLargeInputTest {

    private static final int TEN_MB = 10_000_000;
    private final OutputSanitizer sanitizer = new OutputSanitizer();

    private static String repeatTo(String unit, int length) {
        return unit.repeat(length / unit.length());
    }

    /** Listed patterns plus the ones counted in the overflow warning. */
    private static long total(SanitizeReport report) {
        long listed = report.detectedPatterns().size();
        String last = report.warnings().isEmpty() ? "" : report.warnings().get(report.warnings().size() - 1);
        String marker = "[JSON混入警告] ";
        if (last.startsWith(marker) && last.contains(" more occurrences not listed")) {
            return listed + Long.parseLong(last.substring(marker.length(), last.indexOf(' ', marker.length())));
        }
        return listed;
    }

    @Test
    void sanitize_tenMegabytesOfOpenBraces_countsEveryTriple() {
        SanitizeReport report = sanitizer.sanitize("{".repeat(TEN_MB));
        assertEquals(TEN_MB / 3, total(report));
        assertEquals(Limits.DEFAULT_MAX_REPORTED_PATTERNS, report.detectedPatterns().size());
        assertEquals(List.of(0, 3), report.detectedPatterns().subList(0, 2).stream().map(DetectedPattern::position).toList());
    }

    @Test
    void sanitize_tenMegabytesOfQuotes_isClean() {
        assertEquals(0, total(sanitizer.sanitize("\"".repeat(TEN_MB))));
    }

    @Test
    void sanitize_neverClosedKeyPrefixes_isOneObjectLine() {
        SanitizeReport report = sanitizer.sanitize(repeatTo("{\"a\":", TEN_MB));
        assertEquals(List.of(new DetectedPattern(PatternType.FULL_JSON_OBJECT, "{\"a\":{", 0)), report.detectedPatterns());
    }

    @Test
    void sanitize_manyObjectLinesWithoutColon_isClean() {
        assertEquals(0, total(sanitizer.sanitize(repeatTo("{\n\"a\"\n", TEN_MB))));
    }

    @Test
    void sanitize_escapedKeysWithoutValue_isClean() {
        assertEquals(0, total(sanitizer.sanitize(repeatTo("\\\"a\\\":1", TEN_MB))));
    }

    @Test
    void sanitize_openLinesWithOneKeyAtTheEnd_isOneMatchFromTheFirstLine() {
        String text = repeatTo("\n{x", TEN_MB) + "\"k\": 1";
        SanitizeReport report = sanitizer.sanitize(text);
        assertEquals(1, total(report));
        assertEquals(1, report.detectedPatterns().get(0).position());
    }

    @Test
    void sanitize_tenMegabytesOfObjectLines_reportsEveryLine() {
        String line = "{\"k\": 1}\n";
        SanitizeReport report = sanitizer.sanitize(repeatTo(line, TEN_MB));
        assertEquals(TEN_MB / line.length(), total(report));
        assertEquals(line.length(), report.detectedPatterns().get(1).position());
    }

    @Test
    void sanitize_tenMegabytesOfProseWithWrapperAtTheEnd_findsItThere() {
        String prose = repeatTo("これは普通の翻訳文です。{変数} と \"引用\" を含む。\n", TEN_MB);
        String text = prose + "{\"translation\": \"x\"}";
        SanitizeReport report = sanitizer.sanitize(text);
        assertSame(text, report.text());
        assertEquals(List.of(new DetectedPattern(PatternType.TRANSLATION_WRAPPER, "{\"translation\": \"", prose.length()),
                new DetectedPattern(PatternType.FULL_JSON_OBJECT, "{\"translation\": \"x\"", prose.length())),
                report.detectedPatterns());
    }

    @Test
    void sanitize_tenMegabytesOfFencedJson_isClean() {
        assertEquals(0, total(sanitizer.sanitize(repeatTo("説明\n```json\n{\"translation\": \"x\"}\n{{{\n```\n", TEN_MB))));
    }
}
