package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The seed's resolveExtractionStartIndex table (cases 1-10 and 11), one test per vector id. */
class StartIndexAcceptanceTest {

    @TestFactory
    Stream<DynamicTest> startIndex_vectors() throws IOException {
        JsonNode cases;
        try (InputStream in = getClass().getResourceAsStream("/acceptance/start-index.json")) {
            cases = new ObjectMapper().readTree(in).get("cases");
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode c : cases) {
            tests.add(DynamicTest.dynamicTest("start-index #" + c.get("id").asInt() + " " + c.get("desc").asText(),
                    () -> assertEquals(c.get("expect").asInt(), resolve(c.get("args")))));
        }
        return tests.stream();
    }

    private static int resolve(JsonNode args) {
        ToolRules tool = ToolRegistry.DEFAULT.require(args.get("cliTool").asText());
        int found = args.get("recentUserPromptIndex").asInt();
        return StartIndex.resolve(args.get("lastCapturedLine").asInt(), args.get("totalLines").asInt(),
                args.get("bufferReset").asBoolean(), tool.startPolicy(), (from, to) -> found);
    }
}
