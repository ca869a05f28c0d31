package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

class TerminalExtractionJsonTest {

    private final ObjectMapper mapper = new ObjectMapper();

    @Test
    void json_withoutPrompt_hasTheSpecFieldsAndNoPrompt() throws Exception {
        String json = mapper.writeValueAsString(new TerminalExtraction("hi", true, false, null, 3, 9));
        assertEquals("{\"response\":\"hi\",\"isComplete\":true,\"isPrompt\":false,\"startIndex\":3,\"lineCount\":9}", json);
    }

    @Test
    void json_withPrompt_nestsKindQuestionAndOptions() throws Exception {
        Prompt prompt = new Prompt(PromptKind.YES_NO, "Go?", List.of(new PromptOption(1, "Yes", true)));
        String json = mapper.writeValueAsString(new TerminalExtraction("Go? [Y/n]", true, true, prompt, 0, 1));
        assertEquals("{\"response\":\"Go? [Y/n]\",\"isComplete\":true,\"isPrompt\":true,\"prompt\":{\"kind\":\"YES_NO\","
                + "\"question\":\"Go?\",\"options\":[{\"number\":1,\"label\":\"Yes\",\"selected\":true}]},"
                + "\"startIndex\":0,\"lineCount\":1}", json);
    }
}
