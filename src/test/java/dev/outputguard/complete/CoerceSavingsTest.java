package dev.outputguard.complete;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.SchemaAligner;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.llm.ChatRequest;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmReply;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.schema.JsonSchemas;

/**
 * What {@code coerce} saves complete-json: a stand-in LLM replays, for each case of
 * {@code coerce/first-replies.json}, a first reply that deviates from the schema's shape (or writes an example or
 * a draft before its answer), and the conforming reply to a retry. Every case must end conforming both ways; with coerce on, exactly the cases marked {@code aligns}
 * are accepted at the first call, and the others are retried as before. The figures (share accepted at the first
 * call, LLM calls) are printed for docs/benchmarks.md.
 */
class CoerceSavingsTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonSchemas SCHEMAS = new JsonSchemas(Limits.DEFAULT);

    /** The first reply, then the conforming one for every retry. */
    private static final class Replay implements LlmClient {
        private final String first;
        private final String good;
        int calls;

        Replay(String first, String good) {
            this.first = first;
            this.good = good;
        }

        @Override
        public LlmReply complete(ChatRequest request, Deadline deadline) {
            return LlmReply.of(calls++ == 0 ? first : good);
        }
    }

    private record Outcome(boolean firstAccepted, int calls) {
    }

    private static Outcome run(JsonNode c, JsonNode table, boolean coerce) {
        ObjectNode schema = (ObjectNode) table.path("schemas").get(c.get("schema").asText());
        Replay llm = new Replay(c.get("reply").asText(), table.path("good").get(c.get("schema").asText()).asText());
        CompletionLoop loop = new CompletionLoop(llm, new JsonExtractor(), new SchemaAligner(Limits.DEFAULT),
                Prompts.defaults(CompletionPrompt.class), 2, coerce, () -> Deadline.after(Duration.ofSeconds(25)));
        Completion done = loop.complete(new CompletionTask(List.of(ChatMessage.user("Answer in JSON.")), schema,
                SCHEMAS.compile(schema), OptionalInt.empty(), Mode.STRICT, Optional.empty()));
        assertTrue(done instanceof Completion.Conforming, c.get("id") + (coerce ? " with" : " without") + " coerce: " + done);
        return new Outcome(done.attempts().get(0).errorCode().isEmpty(), llm.calls);
    }

    @Test
    void shapeDeviatingFirstReplies_areAcceptedAtTheFirstCall_exactlyWhenTheyHoldTheData() throws IOException {
        JsonNode table;
        try (InputStream in = CoerceSavingsTest.class.getResourceAsStream("/coerce/first-replies.json")) {
            table = MAPPER.readTree(in);
        }
        int cases = 0;
        int holdData = 0;
        int[] firstAccepted = new int[2];
        int[] calls = new int[2];
        List<String> wrong = new ArrayList<>();
        for (JsonNode c : table.get("cases")) {
            cases++;
            ObjectNode schema = (ObjectNode) table.path("schemas").get(c.get("schema").asText());
            if (new JsonExtractor().extract(c.get("reply").asText()) instanceof Extraction.Found f) {
                assertFalse(SCHEMAS.compile(schema).check(f.json(), WorkBudget.of(Limits.DEFAULT)).conforms(), c.get("id") + " conforms already");
            }
            boolean aligns = c.get("aligns").asBoolean();
            holdData += aligns ? 1 : 0;
            for (int on = 0; on < 2; on++) {
                Outcome o = run(c, table, on == 1);
                firstAccepted[on] += o.firstAccepted() ? 1 : 0;
                calls[on] += o.calls();
                if (on == 1 && o.firstAccepted() != aligns) {
                    wrong.add(c.get("id").asText());
                }
            }
        }
        assertEquals(List.of(), wrong, "cases whose first reply coerce should have aligned, or should have left");
        assertEquals(0, firstAccepted[0], "every first reply deviates from its schema");
        System.out.printf("coerce savings: %d first replies (%d hold the data, in another shape or after an example or a draft; %d lack it or read two ways)%n",
                cases, holdData, cases - holdData);
        System.out.printf("coerce savings: accepted at the first call: off %d/%d, on %d/%d (%.0f %%; %d/%d of those holding the data)%n",
                firstAccepted[0], cases, firstAccepted[1], cases, 100.0 * firstAccepted[1] / cases, firstAccepted[1], holdData);
        System.out.printf("coerce savings: LLM calls: off %d, on %d, saved %d (%.0f %%)%n", calls[0], calls[1],
                calls[0] - calls[1], 100.0 * (calls[0] - calls[1]) / calls[0]);
    }
}
