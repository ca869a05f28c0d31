package dev.outputguard.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.outputguard.extract.JsonExtractor;

/**
 * 10 MB replies: the verdict must be right and validation must finish. Speed is measured by the JMH
 * benchmark; the timeout (in a separate thread, so a runaway loop cannot hold the build) only catches a
 * quadratic regression.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ResponseValidatorLargeInputTest {

    private static final int TEN_MB = 10_000_000;
    private final ResponseValidator validator = new ResponseValidator(new JsonExtractor());

    private ValidationCode code(String text) {
        return assertInstanceOf(Validation.Invalid.class, validator.validate(text, ReplyKind.TRANSLATION)).error().code();
    }

    @Test
    void validate_tenMegabyteTranslation_isValid() {
        String content = "これは翻訳文です。{変数} と \\\"引用\\\" を含む。\\n".repeat(TEN_MB / 30);
        String reply = "{\"translation\": \"" + content + "\", \"termSuggestions\": []}";
        Validation.Valid v = assertInstanceOf(Validation.Valid.class, validator.validate(reply, ReplyKind.TRANSLATION));
        assertEquals(content.length() - countEscapes(content), v.content().length());
    }

    private static int countEscapes(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\\') {
                n++;
                i++;
            }
        }
        return n;
    }

    @Test
    void validate_tenMegabytesOfProse_isJsonParseError() {
        assertEquals(ValidationCode.JSON_PARSE_ERROR, code("翻訳結果です。".repeat(TEN_MB / 7)));
    }

    @Test
    void validate_tenMegabytesOfOpenBrackets_isJsonParseError() {
        assertEquals(ValidationCode.JSON_PARSE_ERROR, code("[".repeat(TEN_MB)));
    }

    @Test
    void validate_tenMegabyteArrayOfStrings_isInvalidFieldType() {
        assertEquals(ValidationCode.INVALID_FIELD_TYPE, code("[" + "\"abc\",".repeat(TEN_MB / 6) + "\"end\"]"));
    }

    @Test
    void validate_replyFollowedByTenMegabytesOfObjectsWithoutTheField_isValid() {
        String reply = "{\"translation\": \"x\"}\n" + "{\"note\": 1}".repeat(TEN_MB / 11);
        assertEquals("x", assertInstanceOf(Validation.Valid.class, validator.validate(reply, ReplyKind.TRANSLATION)).content());
    }

    /**
     * Walks millions of top-level objects ({@code ObjectsWithKey} over a {@code JsonExtractor.Walk}): linear only
     * when one step costs what it scans, not what lies after it.
     */
    @Test
    void validate_tenMegabytesOfObjectsThenOneWithTheField_isMultipleJson() {
        String reply = "{\"translation\": \"x\"}\n" + "{}".repeat(TEN_MB / 2) + "{\"translation\": \"y\"}";
        assertEquals(ValidationCode.MULTIPLE_JSON, code(reply));
    }

    @Test
    void validate_tenMegabytesOfFencedTranslations_isValidAndFinishes() {
        // The search for a second object with the field steps from block to block; it used to look for a
        // backslash-u escape from each step to the end of the text (none here): quadratic.
        String reply = "```json\n{\"translation\": \"訳\"}\n```\n".repeat(TEN_MB / 32);
        Validation.Valid v = assertInstanceOf(Validation.Valid.class, validator.validate(reply, ReplyKind.TRANSLATION));
        assertEquals("訳", v.content());
    }
}
