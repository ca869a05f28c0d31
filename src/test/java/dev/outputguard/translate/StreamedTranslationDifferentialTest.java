package dev.outputguard.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.ChatRequest;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.RetryPolicy;
import dev.outputguard.llm.RetryingLlmClient;
import dev.outputguard.llm.StreamingStandIn;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.validate.ReplyCorpusTest;
import dev.outputguard.validate.ReplyKind;
import dev.outputguard.validate.ResponseValidator;

/**
 * translate and translate-revision-patch give a reply read as the server streams it exactly the answer they give the
 * same reply read whole: the same text, warnings, term suggestions, fallback, attempts (codes, violations, token
 * counts, cut-off) and usage, and the same requests to the LLM (so the same retry instructions). Every reply of the
 * validate-response vectors (the translate acceptance cases among them) and of the reply corpus, each also with what
 * may follow an answer and change its verdict (prose, a fenced object, a second object) and cut off at its middle, is
 * streamed in pieces of 1, 3, 7 and 64 characters and in pieces of random sizes, with a retry after a rejected reply.
 */
class StreamedTranslationDifferentialTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final RetryPolicy POLICY = new RetryPolicy(Duration.ofSeconds(5), 1, Duration.ZERO, Duration.ZERO);
    private static final String SOURCE_TEXT = "Text to translate, with a `config.yaml` to keep.";
    private static final String SOURCE_PATCH = "--- a/doc.md\n+++ b/doc.md\n@@ -1,3 +1,3 @@\n line 1\n-line 2\n+new line 2\n line 3\n";
    private static final int[] PIECES = {1, 3, 7, 64, 0};

    /** One reply as the server sends it: its text, whether it stopped at the token limit, for which function. */
    record Reply(String id, String text, boolean cutOff, ReplyKind kind, String source) {
        @Override
        public String toString() {
            return id;
        }
    }

    static Stream<Reply> replies() throws IOException {
        List<Reply> base = new ArrayList<>();
        for (String file : List.of("/acceptance/validate-response.json", "/vectors/validate-response.json")) {
            try (InputStream in = StreamedTranslationDifferentialTest.class.getResourceAsStream(file)) {
                for (JsonNode c : MAPPER.readTree(in).get("cases")) {
                    ReplyKind kind = c.at("/request/kind").asText("translation").equals("revision-patch")
                            ? ReplyKind.REVISION_PATCH : ReplyKind.TRANSLATION;
                    base.add(new Reply(file.substring(1) + " " + c.get("id").asText(), c.at("/request/text").asText(), false,
                            kind, null));
                }
            }
        }
        // Characters outside the BMP, whose surrogate pairs a piece may split.
        base.add(new Reply("surrogate pairs", "{\"translation\": \"絵文字 😀 と 𠮷野家 🇯🇵\", \"termSuggestions\": []}", false,
                ReplyKind.TRANSLATION, null));
        ReplyCorpusTest.corpus().forEach(c -> base.add(new Reply("corpus " + c.id(), c.reply(), false, c.kind(), c.source())));
        List<Reply> all = new ArrayList<>();
        for (Reply r : base) {
            String other = r.kind() == ReplyKind.TRANSLATION ? "{\"translation\": \"別の訳\"}"
                    : "{\"targetPatch\": \"--- a/doc.md\\n+++ b/doc.md\\n@@ -1,1 +1,1 @@\\n-a\\n+b\\n\"}";
            all.add(r);
            all.add(variant(r, " + prose", r.text() + "\n\nI hope this helps! Let me know if anything is unclear.", false));
            all.add(variant(r, " + prose and a fenced object", r.text() + "\n\nOr, shorter:\n```json\n" + other + "\n```\n",
                    false));
            all.add(variant(r, " + a second object", r.text() + "\n" + other, false));
            all.add(variant(r, " cut off", r.text().substring(0, r.text().length() / 2), true));
        }
        return all.stream();
    }

    private static Reply variant(Reply r, String suffix, String text, boolean cutOff) {
        return new Reply(r.id() + suffix, text, cutOff, r.kind(), r.source());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("replies")
    void streamedReply_inAnyPieces_answersAsTheWholeReply(Reply reply) {
        StreamingStandIn server = new StreamingStandIn(reply.text(), reply.cutOff(), usage(reply));
        Run whole = run(reply, server.whole(POLICY));
        assertEquals(whole.answer().attempts().size(), whole.requests().size(), "one request per attempt");
        for (int size : PIECES) {
            AtomicInteger read = new AtomicInteger();
            Run streamed = run(reply, server.streamed(POLICY, size, reply.id().hashCode(), read));
            String how = reply.id() + (size == 0 ? ", random pieces" : ", pieces of " + size);
            assertEquals(whole.answer(), streamed.answer(), how);
            assertEquals(whole.requests(), streamed.requests(), how);
            assertEquals(server.chunks(size, new Random(reply.id().hashCode())).size() * streamed.requests().size(),
                    read.get(), how + ": every piece of every reply read, to its end");
        }
    }

    /** The answer of one call (one retry allowed) and the requests it sent. */
    private record Run(TranslationResult answer, List<ChatRequest> requests) {
    }

    private static Run run(Reply reply, RetryingLlmClient client) {
        List<ChatRequest> requests = new ArrayList<>();
        LlmClient recorded = StreamingStandIn.recording(client, requests);
        // A clock that stands still: the attempts' times are the same on both paths.
        TranslationLoop loop = new TranslationLoop(recorded, new ResponseValidator(new JsonExtractor()), new OutputSanitizer(),
                Prompts.defaults(TranslationPrompt.class), LoopDefaults.DEFAULT_MAX_RETRIES,
                () -> Deadline.after(Duration.ofSeconds(30)), () -> 0L);
        TranslationResult answer = reply.kind() == ReplyKind.TRANSLATION
                ? loop.translate(new TranslationTask(reply.source() == null ? SOURCE_TEXT : reply.source(), "English",
                        "Japanese", TranslationContext.NONE, OptionalInt.of(1)))
                : loop.revisionPatch(new RevisionPatchTask(reply.source() == null ? SOURCE_PATCH : reply.source(),
                        Optional.empty(), "English", "Japanese", TranslationContext.NONE, OptionalInt.of(1)));
        return new Run(answer, requests);
    }

    private static TokenUsage usage(Reply reply) {
        return new TokenUsage(120, reply.text().length() / 4 + 1);
    }
}
