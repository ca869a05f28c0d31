package dev.outputguard.extract;

import java.util.List;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.text.CodeFences;
import dev.outputguard.text.Fence;

/**
 * Finds the first complete JSON object in an LLM reply (SPEC section 1).
 *
 * <p>PROVISIONAL: a Jackson-based stand-in with the final API, so the functions built on it can be
 * written now. The single-pass scanner replaces the body of this class.
 */
public final class JsonExtractor {

    public static final int DEFAULT_MAX_NESTING_DEPTH = 1000;
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);

    private final int maxNestingDepth;

    public JsonExtractor() {
        this(DEFAULT_MAX_NESTING_DEPTH);
    }

    public JsonExtractor(int maxNestingDepth) {
        this.maxNestingDepth = maxNestingDepth;
    }

    /** Extracts the first object: fenced blocks first, then the text. */
    public Extraction extract(String text, Mode mode) {
        if (text.isBlank()) {
            return new Extraction.Failed(new ExtractError(ErrorCode.EMPTY_RESPONSE, "LLM response is empty", 0, 1, 1, ""));
        }
        for (Fence fence : CodeFences.find(text)) {
            if (isJsonInfo(fence.info())) {
                Extraction found = scan(text, fence.contentStart(), fence.contentEnd(), Source.CODE_BLOCK);
                if (found instanceof Extraction.Found) {
                    return found;
                }
            }
        }
        return scan(text, 0, text.length(), Source.TEXT);
    }

    /** Extracts the first object that starts at or after {@code from}, ignoring fences (used to find a second object). */
    public Extraction extractFrom(String text, int from) {
        return scan(text, from, text.length(), Source.TEXT);
    }

    static boolean isJsonInfo(String info) {
        return info.isEmpty() || info.equalsIgnoreCase("json") || info.equalsIgnoreCase("jsonc")
                || info.equalsIgnoreCase("json5");
    }

    private Extraction scan(String text, int from, int to, Source source) {
        char[] chars = text.toCharArray();
        for (int i = from; i < to; i++) {
            if (chars[i] != '{') {
                continue;
            }
            try (JsonParser parser = MAPPER.createParser(chars, i, to - i)) {
                if (parser.nextToken() != JsonToken.START_OBJECT) {
                    continue;
                }
                JsonNode node = MAPPER.readTree(parser);
                int end = i + (int) parser.currentLocation().getCharOffset();
                return new Extraction.Found((ObjectNode) node, source, i, end, List.of());
            } catch (Exception e) {
                // try the next brace
            }
        }
        return new Extraction.Failed(new ExtractError(ErrorCode.NO_JSON, "JSON形式の応答がありません", 0, 1, 1, ""));
    }
}
