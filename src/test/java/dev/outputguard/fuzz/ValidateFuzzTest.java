package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.validate.ReplyKind;
import dev.outputguard.validate.ResponseValidator;
import dev.outputguard.validate.Validation;
import dev.outputguard.validate.ValidationCode;

/**
 * validate-response on arbitrary replies and sources. What a source may change is only what the reply's text
 * leaks beyond it, so: a reply valid on its own stays valid, with the same text, when the source is that very text
 * (a text carries its own JSON, escapes and members); a reply whose text a source carries whole (after a blank
 * line) is never {@code ESCAPE_RESIDUE} or {@code LEAKED_MEMBER}; and those two codes name something the text
 * holds (a backslash; a quote, a comma and a colon).
 */
class ValidateFuzzTest {

    private static final ResponseValidator VALIDATOR = new ResponseValidator(new JsonExtractor());
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"{\"translation\": \"", "{\"targetPatch\": \"", "\\\"", "\\\\n", "\\\\\\\"", "\\\\u3042",
        "\\\", \\\"termSuggestions\\\": []", "\", \"", "\": ", "```json\\x0A", "--- a/x\\x0A+++ b/x\\x0A@@ -1 +1 @@\\x0A"})
    void validate_aValidReplyStaysValidWithItsOwnTextAsSource(FuzzedDataProvider data) {
        ReplyKind kind = data.consumeBoolean() ? ReplyKind.REVISION_PATCH : ReplyKind.TRANSLATION;
        String reply = data.consumeRemainingAsString();

        if (VALIDATOR.validate(reply, kind) instanceof Validation.Valid alone) {
            Validation withOwnText = VALIDATOR.validate(reply, kind, SourceJson.of(alone.content()));
            Validation.Valid valid = assertInstanceOf(Validation.Valid.class, withOwnText, withOwnText::toString);
            assertEquals(alone.content(), valid.content());
        }
    }

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"\\\"", "\\n", "\\\\", "\\/", "\\t", "\\r", "\\u00e9", "\", \"", "\": [", "\": \"", "\": 1",
        "\"termSuggestions\": ", "\\x0A"})
    void validate_leaksAreOnlyWhatTheSourceDoesNotCarry(FuzzedDataProvider data) throws JsonProcessingException {
        String source = data.consumeString(300);
        String text = data.consumeRemainingAsString();
        String reply = MAPPER.writeValueAsString(Map.of("translation", text));

        Validation checked = VALIDATOR.validate(reply, ReplyKind.TRANSLATION, SourceJson.of(source));
        if (checked instanceof Validation.Invalid invalid) {
            ValidationCode code = invalid.error().code();
            assertTrue(code != ValidationCode.ESCAPE_RESIDUE || text.indexOf('\\') >= 0, invalid::toString);
            assertTrue(code != ValidationCode.LEAKED_MEMBER
                    || text.indexOf('"') >= 0 && text.indexOf(',') >= 0 && text.indexOf(':') >= 0, invalid::toString);
        }

        Validation carried = VALIDATOR.validate(reply, ReplyKind.TRANSLATION, SourceJson.of(source + "\n\n" + text));
        if (carried instanceof Validation.Invalid invalid) {
            ValidationCode code = invalid.error().code();
            assertTrue(code != ValidationCode.ESCAPE_RESIDUE && code != ValidationCode.LEAKED_MEMBER,
                    () -> "a source holding the whole text: " + invalid);
        }
    }
}
