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

    // --- with the source: escape residue and leaked members over 10 MB -------------------------------------

    private static String reply(String translation) {
        return com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode().put("translation", translation)
                .toString();
    }

    private Validation withSource(String translation, String source) {
        return validator.validate(reply(translation), ReplyKind.TRANSLATION, dev.outputguard.sanitize.SourceJson.of(source));
    }

    @Test
    void validate_tenMegabytesOfEscapeSequences_countedOnceEach() {
        String text = "行\\n \\\" \\u3042 \\\\ ".repeat(TEN_MB / 17);
        assertInstanceOf(Validation.Valid.class, withSource(text, text));
        Validation.Invalid bad = assertInstanceOf(Validation.Invalid.class, withSource(text, "plain"));
        assertEquals(ValidationCode.ESCAPE_RESIDUE, bad.error().code());
        assertEquals(true, bad.error().message().contains("at offset 1 of the field"), bad.error().message());
    }

    @Test
    void validate_tenMegabytesOfMembersWithDistinctKeys_leakedMemberPastTheSource() {
        StringBuilder b = new StringBuilder("本文");
        for (int k = 0; b.length() < TEN_MB; k++) {
            b.append("\", \"k").append(k).append("\": \"v");
        }
        String text = b.toString();
        assertInstanceOf(Validation.Valid.class, withSource(text, text));
        Validation.Invalid bad = assertInstanceOf(Validation.Invalid.class, withSource(text, "Body"));
        assertEquals(ValidationCode.LEAKED_MEMBER, bad.error().code());
        assertEquals(true, bad.error().message().contains("at offset 2 of the field, member \"k0\""), bad.error().message());
    }

    @Test
    void validate_tenMegabytesOfQuotesAndCommasThatOpenNoMember_isValid() {
        String text = "\", \"".repeat(TEN_MB / 4) + "\", \"x\n\": 1 \", \"y";
        assertInstanceOf(Validation.Valid.class, withSource(text, "plain"));
    }
}
