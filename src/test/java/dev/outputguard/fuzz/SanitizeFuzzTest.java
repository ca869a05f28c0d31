package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;


import org.junit.jupiter.api.extension.RegisterExtension;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;

import dev.outputguard.limits.Limits;
import dev.outputguard.sanitize.DetectedPattern;
import dev.outputguard.sanitize.JsonInText;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.sanitize.SanitizeReport;
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.text.CodeFences;
import dev.outputguard.text.Fence;
import dev.outputguard.text.FencedText;

/**
 * The sanitizer on arbitrary text: the text comes back unchanged; every reported pattern starts inside the
 * text, outside every fenced block, and its sample is the text there (at most 50 characters); one warning
 * per pattern in the same order; {@code jsonDetected} says whether anything was reported; and a capped
 * report is the uncapped one's head plus one summary warning. With a source text: a text carries its own JSON,
 * and a source only ever removes occurrences from the report, never adds or moves one.
 */
class SanitizeFuzzTest {

    private static final OutputSanitizer SANITIZER = new OutputSanitizer();
    private static final int SMALL_CAP = 3;
    private static final OutputSanitizer CAPPED = new OutputSanitizer(Limits.builder().maxReportedPatterns(SMALL_CAP).build());
    private static final OutputSanitizer UNCAPPED = new OutputSanitizer(Limits.builder().maxReportedPatterns(Integer.MAX_VALUE).build());
    @RegisterExtension
    static final QuietLogs LOGS = QuietLogs.of(OutputSanitizer.class);

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"{\"translation\": \"", "{\"targetPatch\": \"", "{\"", "\": \"", "\\\"",
        "\\\"key\\\": \\\"", "{{{", "{ { {", "```", "~~~", ":"})
    void sanitize_reportsOnlyWhatIsOutsideFences(FuzzedDataProvider data) {
        String text = data.consumeRemainingAsString();
        SanitizeReport report = SANITIZER.sanitize(text);

        assertSame(text, report.text());
        List<Fence> fences = CodeFences.find(text);
        List<DetectedPattern> patterns = report.detectedPatterns();
        for (int i = 0; i < patterns.size(); i++) {
            DetectedPattern p = patterns.get(i);
            assertTrue(p.position() >= 0 && p.position() < text.length(), () -> "position " + p.position());
            assertFalse(fences.stream().anyMatch(f -> f.contains(p.position())), () -> p + " inside " + fences);
            assertFalse(p.sample().isEmpty(), p::toString);
            assertTrue(p.sample().length() <= 50, p::toString);
            assertTrue(text.startsWith(p.sample(), p.position()), p::toString);
            if (i > 0) {
                DetectedPattern before = patterns.get(i - 1);
                int order = before.type().compareTo(p.type());
                assertTrue(order < 0 || order == 0 && before.position() < p.position(), () -> before + " then " + p);
            }
            assertTrue(report.warnings().get(i).contains(p.type().description() + " at position " + p.position()),
                    report.warnings().get(i));
        }
        boolean capped = patterns.size() == Limits.DEFAULT_MAX_REPORTED_PATTERNS
                && report.warnings().size() == patterns.size() + 1;
        assertTrue(capped || report.warnings().size() == patterns.size(), "one warning per pattern");
        assertEquals(!patterns.isEmpty(), report.jsonDetected());

        SanitizeReport small = CAPPED.sanitize(text);
        assertEquals(patterns.subList(0, Math.min(SMALL_CAP, patterns.size())), small.detectedPatterns());
        assertEquals(small.detectedPatterns().size() + (patterns.size() > SMALL_CAP ? 1 : 0), small.warnings().size());
        assertEquals(report.jsonDetected(), small.jsonDetected());
    }

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"{\"translation\": \"", "{\"", "\": \"", "\": 1", "\\\"", "\\\"key\\\": \\\"", "{{{", "```",
        ":", "\""})
    void withSource_aTextCarriesItsOwnJsonAndReportsNoMoreThanWithoutOne(FuzzedDataProvider data) {
        String source = data.consumeString(2_000);
        String text = data.consumeRemainingAsString();

        List<DetectedPattern> all = UNCAPPED.sanitize(text).detectedPatterns();
        List<DetectedPattern> uncarried = UNCAPPED.sanitize(text, SourceJson.of(source)).detectedPatterns();

        assertTrue(all.containsAll(uncarried), () -> uncarried + " not within " + all);
        assertEquals(List.of(), UNCAPPED.sanitize(text, SourceJson.of(text)).detectedPatterns(), "a text carries itself");
        assertEquals(all.stream().findFirst(), JsonInText.firstNotCarried(FencedText.of(text), SourceJson.NONE));
        // One FencedText through both, as the translate loop passes it: the fences found once answer both.
        FencedText shared = FencedText.of(text);
        assertEquals(uncarried.stream().findFirst(), JsonInText.firstNotCarried(shared, SourceJson.of(source)));
        assertEquals(uncarried, UNCAPPED.sanitize(shared, SourceJson.of(source)).detectedPatterns());
    }
}
