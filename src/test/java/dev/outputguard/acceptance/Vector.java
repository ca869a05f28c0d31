package dev.outputguard.acceptance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.terminal.StartIndex;
import dev.outputguard.terminal.ToolRegistry;

/**
 * One case of the tables in {@code src/test/resources/acceptance/} (copies of the original designs'
 * tables, never edited) or {@code src/test/resources/vectors/} (the project's own, for what those designs
 * lack, such as schemas): the function it calls, the request it sends, what the answer must show. Every
 * flavour (in process, HTTP, the packaged app, direct invoke, API Gateway) runs every vector through
 * {@link VectorSuite}.
 *
 * <p>A file is named after its function ({@code extract-json.json}), except {@code start-index.json}:
 * its cases are the start-index rule's arguments, and each becomes an extract-terminal-response request
 * for a buffer of {@code totalLines} lines with a user prompt line at {@code recentUserPromptIndex}, whose
 * answer's {@code startIndex} must be the case's value. A case whose search result no buffer can
 * produce (a prompt outside the lines the rule searches) is checked against the rule itself with the
 * search result it names ({@link #unrealisable}).
 *
 * @param args         the start-index rule's arguments, or null for the other files
 * @param unrealisable why no request expresses the case, or null
 */
public record Vector(String file, String id, String function, JsonNode request, JsonNode expect, JsonNode args,
        String unrealisable) {

    /** Reads results with exact numbers, so {@code json_text} vectors can compare them. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .build();

    static final String START_INDEX = "start-index.json";

    /** The project's own vectors (capabilities the original designs do not have), beside the copies. */
    static final String PROJECT = "vectors";

    /**
     * The vector files, sorted: those of {@code acceptance/} by name, then the project's own as
     * {@code vectors/<name>}; fails loudly if there are none.
     */
    public static List<String> files() {
        List<String> names = new ArrayList<>(list("acceptance", ""));
        if (names.isEmpty()) {
            throw new IllegalStateException("acceptance/ holds no vector file");
        }
        names.addAll(list(PROJECT, PROJECT + "/"));
        return names;
    }

    private static List<String> list(String folderName, String prefix) {
        URL folder = Vector.class.getResource("/" + folderName);
        if (folder == null) {
            throw new IllegalStateException(folderName + "/ is missing from the test resources");
        }
        try (Stream<Path> s = Files.list(Path.of(folder.toURI()))) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).sorted()
                    .map(n -> prefix + n).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The cases of {@code acceptance/<file>}; fails loudly if the file is missing or empty. */
    public static List<Vector> load(String file) {
        String resource = file.contains("/") ? file : "acceptance/" + file;
        String name = file.substring(file.lastIndexOf('/') + 1);
        try (InputStream in = Vector.class.getResourceAsStream("/" + resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the test resources");
            }
            List<Vector> vectors = new ArrayList<>();
            for (JsonNode c : MAPPER.readTree(in).get("cases")) {
                String id = c.get("id").asText();
                vectors.add(START_INDEX.equals(file) ? startIndex(id + " " + c.path("desc").asText(), c)
                        : new Vector(file, id, name.replaceFirst("\\.json$", ""), c.get("request"), c.get("expect"), null, null));
            }
            if (vectors.isEmpty()) {
                throw new IllegalStateException(resource + " has no cases");
            }
            return vectors;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Vector startIndex(String id, JsonNode c) {
        JsonNode args = c.get("args");
        int total = args.get("totalLines").asInt();
        int prompt = args.get("recentUserPromptIndex").asInt();
        String tool = args.get("cliTool").asText();
        ObjectNode request = MAPPER.createObjectNode();
        ArrayNode lines = request.putArray("lines");
        for (int i = 0; i < total; i++) {
            if (i == prompt) {
                lines.add(userPromptLine(tool));
            } else if (i == prompt - 1) {
                lines.add(""); // the user's line starts a block
            } else {
                lines.add((i == prompt + 1 ? replyMarker(tool) : "") + "output line " + (i + 1));
            }
        }
        request.put("lastCapturedLine", args.get("lastCapturedLine").asInt());
        request.put("bufferReset", args.get("bufferReset").asBoolean());
        request.put("cliTool", tool);
        ObjectNode expect = MAPPER.createObjectNode();
        expect.set("startIndex", c.get("expect"));
        return new Vector(START_INDEX, id, "extract-terminal-response", request, expect, args, unrealisable(args));
    }

    /** What the user typed, as each tool echoes it. */
    private static String userPromptLine(String tool) {
        return switch (tool) {
            case "codex" -> "› run the tests";
            default -> "> run the tests";
        };
    }

    /** What each tool draws first under the user's line when it answers: its reply marker. */
    private static String replyMarker(String tool) {
        return switch (tool) {
            case "codex" -> "• ";
            case "gemini" -> "✦ ";
            default -> "⏺ ";
        };
    }

    /**
     * Why no buffer makes the user-prompt search return the case's result: the rule asks for a window
     * of lines that does not hold it. The window comes from the rule itself, not from a copy of it.
     */
    private static String unrealisable(JsonNode args) {
        int prompt = args.get("recentUserPromptIndex").asInt();
        int[] window = { -1, -1 };
        startIndexRule(args, (from, to) -> {
            window[0] = from;
            window[1] = to;
            return prompt;
        });
        if (prompt < 0 || window[0] < 0 || (prompt >= window[0] && prompt < window[1])) {
            return null;
        }
        return "the case has the search find a prompt at line " + prompt + ", outside the lines " + window[0] + ".."
                + (window[1] - 1) + " the rule searches, so no buffer expresses it";
    }

    /** The start-index rule on a case's arguments, with the given user-prompt search. */
    static int startIndexRule(JsonNode args, dev.outputguard.terminal.UserPromptSearch search) {
        return StartIndex.resolve(args.get("lastCapturedLine").asInt(), args.get("totalLines").asInt(),
                args.get("bufferReset").asBoolean(), ToolRegistry.DEFAULT.require(args.get("cliTool").asText()).startPolicy(),
                search);
    }

    @Override
    public String toString() {
        return file + " " + id;
    }
}
