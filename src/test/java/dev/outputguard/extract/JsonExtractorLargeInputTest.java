package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * 10 MB replies made of many fenced blocks, each of which fails: the answer must be the one for the first
 * block and the extraction must finish. Locating a failure walks the text from its start, so a failure
 * located for every block was quadratic. Speed is measured by the JMH benchmark; the timeout (in a separate
 * thread) only catches a quadratic regression.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class JsonExtractorLargeInputTest {

    private static final int TEN_MB = 10_000_000;
    private final JsonExtractor extractor = new JsonExtractor();

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_tenMegabytesOfBlocksWithoutJson_isNoJson(Mode mode) {
        String text = "```\nno json here\n```\n".repeat(TEN_MB / 21);
        Extraction.Failed failed = assertInstanceOf(Extraction.Failed.class, extractor.extract(text, mode));
        assertEquals(ErrorCode.NO_JSON, failed.error().code());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_tenMegabytesOfBlocksEachFailing_reportsTheFirstBlock(Mode mode) {
        // A key that is never closed runs into the line end: strict mode fails each block there; repair
        // mode reads the key to the block's end and has nothing to keep.
        ExtractError error = failureInTenMegabytesOf("```json\n{\"b\n```\n", mode);
        assertEquals(2, error.line());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void extract_tenMegabytesOfSameLineBlocksEachFailing_reportsTheFirstBlock(Mode mode) {
        failureInTenMegabytesOf("```json {\"a\" x} ``` ", mode);
    }

    /** The error for 10 MB of {@code block} repeated, checked to lie in the first block. */
    private ExtractError failureInTenMegabytesOf(String block, Mode mode) {
        String text = block.repeat(TEN_MB / block.length());
        Extraction.Failed failed = assertInstanceOf(Extraction.Failed.class, extractor.extract(text, mode));
        assertTrue(failed.error().position() < block.length(), () -> failed.error().toString());
        return failed.error();
    }
}
