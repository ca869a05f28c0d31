package dev.outputguard.complete;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.SchemaAligner;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.function.InProcessFunctions;
import dev.outputguard.limits.Limits;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmReply;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.schema.JsonSchemas;

/**
 * An object after a label that shows a template or an example ({@code Format:}, {@code Example:}, {@code e.g.},
 * {@code Schema:}, in every language the lexicon reads) is no answer: generated over every label, in each place a
 * reply puts one, through extract-json's choice by fit and complete-json with and without {@code coerce}; the answer
 * after it is the answer, and the template is named in a warning. A template alone is no answer at all.
 */
class LabelledExamplesTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final JsonSchemas SCHEMAS = new JsonSchemas(Limits.DEFAULT);
    private static final String SCHEMA = "{\"type\": \"object\", \"required\": [\"name\", \"age\"], \"properties\":"
            + " {\"name\": {\"type\": \"string\"}, \"age\": {\"type\": \"integer\"}}}";
    private static final String TEMPLATE = "{\"name\": \"John Doe\", \"age\": 30}";
    private static final String ANSWER = "{\"name\": \"Ada\", \"age\": 36}";

    /** Where a reply writes a label, the template after it and then the answer; {@code L} the label. */
    private static final List<UnaryOperator<String>> PLACES = List.of(
            l -> l + ": " + TEMPLATE + "\nAnswer: " + ANSWER,
            l -> l + "：" + TEMPLATE + "\n" + ANSWER,
            l -> l + ":\n" + TEMPLATE + "\n\nAnswer: " + ANSWER,
            l -> l + ":\n\n```json\n" + TEMPLATE + "\n```\n\nAnswer:\n\n" + ANSWER,
            l -> "- **" + l + ":** " + TEMPLATE + "\n- Answer: " + ANSWER,
            l -> "1. " + l + ": " + TEMPLATE + "\n2. " + ANSWER,
            l -> "### " + l + "\n```json\n" + TEMPLATE + "\n```\n\n### Answer\n```json\n" + ANSWER + "\n```",
            l -> "Reply with one object, " + l.toLowerCase(Locale.ROOT) + ", " + TEMPLATE + ".\n\n" + ANSWER);
    /** Where an abbreviation stands inside a sentence, with no colon. */
    private static final UnaryOperator<String> INLINE = l -> "Reply with one object (" + l + " " + TEMPLATE + ").\n\n" + ANSWER;

    private static List<String> labels() {
        List<String> labels = new ArrayList<>();
        for (String language : Lexicon.LANGUAGES) {
            for (Category c : List.of(Category.EXAMPLE_LABEL, Category.TEMPLATE_LABEL)) {
                for (String word : Lexicon.get().words(c, language)) {
                    labels.add(word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1));
                }
            }
        }
        return labels;
    }

    private static List<String> replies() {
        List<String> replies = new ArrayList<>();
        for (String label : labels()) {
            PLACES.forEach(p -> replies.add(p.apply(label)));
            if (label.endsWith(".")) {
                replies.add(INLINE.apply(label.toLowerCase(Locale.ROOT)));
            }
        }
        return replies;
    }

    private static JsonNode extract(String text) throws Exception {
        ObjectNode request = MAPPER.createObjectNode().put("text", text).put("coerce", true);
        request.set("schema", MAPPER.readTree(SCHEMA));
        return MAPPER.readTree(FUNCTIONS.call("extract-json", MAPPER.writeValueAsBytes(request)));
    }

    private static final class Scripted implements LlmClient {
        final Deque<String> script;
        int calls;

        Scripted(String... replies) {
            script = new ArrayDeque<>(List.of(replies));
        }

        @Override
        public LlmReply complete(dev.outputguard.llm.ChatRequest request, Deadline deadline) {
            calls++;
            return LlmReply.of(script.size() > 1 ? script.poll() : script.peek());
        }
    }

    private static Completion complete(boolean coerce, String... replies) throws Exception {
        ObjectNode node = (ObjectNode) MAPPER.readTree(SCHEMA);
        CompletionLoop loop = new CompletionLoop(new Scripted(replies), new JsonExtractor(), new SchemaAligner(Limits.DEFAULT),
                Prompts.defaults(CompletionPrompt.class), 2, true, () -> Deadline.after(Duration.ofSeconds(25)));
        return loop.complete(new CompletionTask(List.of(ChatMessage.user("Who?")), node, SCHEMAS.compile(node),
                OptionalInt.empty(), Mode.STRICT, Optional.empty(), Optional.of(coerce)));
    }

    @Test
    void anObjectAfterAnyLabelOfAnExample_inAnyLanguageAndPlace_isPassedOver_andTheAnswerAfterItIsAnswered()
            throws Exception {
        JsonNode answer = MAPPER.readTree(ANSWER);
        List<String> replies = replies();
        List<String> wrong = new ArrayList<>();
        for (String reply : replies) {
            JsonNode e = extract(reply);
            if (!answer.equals(e.path("json")) || !e.path("warnings").toString().contains("a label that shows a template")) {
                wrong.add("extract-json: " + reply.replace("\n", "\\n") + " -> " + e);
            }
            for (boolean coerce : List.of(true, false)) {
                if (!(complete(coerce, reply) instanceof Completion.Conforming c) || !answer.equals(c.json())
                        || c.attempts().size() != 1) {
                    wrong.add("complete-json coerce=" + coerce + ": " + reply.replace("\n", "\\n"));
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + replies.size());
        assertTrue(replies.size() > 7 * PLACES.size() * 5, replies.size() + " replies");
    }

    @Test
    void theFormatBeforeTheAnswer_answersTheAnswer_withAndWithoutCoerce() throws Exception {
        String reply = "Format: " + TEMPLATE + "\nAnswer: " + ANSWER;
        assertEquals(MAPPER.readTree(ANSWER), extract(reply).get("json"));
        for (boolean coerce : List.of(true, false)) {
            Completion.Conforming c = assertInstanceOf(Completion.Conforming.class, complete(coerce, reply));
            assertEquals(MAPPER.readTree(ANSWER), c.json());
            assertEquals(1, c.attempts().size());
            assertTrue(c.warnings().stream().anyMatch(w -> w.contains("\"Format\"")), c.warnings()::toString);
        }
    }

    @Test
    void aTemplateAlone_isNoAnswer_andCompleteJsonAsksAgain() throws Exception {
        for (String label : List.of("Format", "Example", "出力例", "示例", "예시", "Beispiel", "Exemple", "Ejemplo")) {
            String reply = label + ": " + TEMPLATE;
            JsonNode e = extract(reply);
            assertEquals("NO_JSON", e.path("error").path("code").asText(), e::toString);
            assertTrue(e.path("warnings").toString().contains(label), e::toString);
            for (boolean coerce : List.of(true, false)) {
                Completion.Conforming c = assertInstanceOf(Completion.Conforming.class, complete(coerce, reply, ANSWER));
                assertEquals(MAPPER.readTree(ANSWER), c.json());
                assertEquals(Optional.of("NO_JSON"), c.attempts().get(0).errorCode());
            }
        }
    }

    @Test
    void anObjectAfterWordsThatAreNoLabel_isTheAnswer() throws Exception {
        JsonNode answer = MAPPER.readTree(ANSWER);
        for (String reply : List.of("Answer: " + ANSWER, "Here is the answer in the requested format: " + ANSWER,
                "Format: consistent with the examples.\n\n" + ANSWER, "The example file is fine.\n" + ANSWER,
                "Result (see the format above):\n```json\n" + ANSWER + "\n```")) {
            assertEquals(answer, extract(reply).get("json"), reply);
            for (boolean coerce : List.of(true, false)) {
                Completion.Conforming c = assertInstanceOf(Completion.Conforming.class, complete(coerce, reply), reply);
                assertEquals(answer, c.json(), reply);
            }
        }
    }
}
