package dev.outputguard.local;

import java.util.List;
import java.util.Optional;

/**
 * What dev mode's stand-in LLM says: one scripted reply per LLM call of the README's examples of translate,
 * translate-revision-patch, review-cycle and complete-json (and complete-json's retry in docs/complete-json.md), each
 * chosen by what the request's messages hold. Nothing else is answered: the stand-in is no model.
 *
 * @param name             what the reply stands for, for the log line
 * @param all              text every matching request holds (in any of its messages)
 * @param none             text no matching request holds
 * @param content          the assistant message
 * @param promptTokens     the usage the reply reports
 * @param completionTokens likewise
 */
record StandInReplies(String name, List<String> all, List<String> none, String content, long promptTokens,
        long completionTokens) {

    /** The retry instruction's words in translate's and complete-json's templates. */
    private static final String TRANSLATE_RETRY = "RETRY INSTRUCTION";
    private static final String COMPLETE_RETRY = "was rejected (";

    private static final String TRANSLATION = "`config.yaml` を編集し、サービスを再起動します:\\n\\n[[CODE_BLOCK_1]]\\n\\n"
            + "プルリクエストを開いてください。";

    static final List<StandInReplies> SCRIPT = List.of(
            new StandInReplies("translate: the first reply, without the translation key",
                    List.of("Edit `config.yaml` and restart the service"), List.of(TRANSLATE_RETRY),
                    "{\"translated\": \"" + TRANSLATION + "\"}", 812, 19),
            new StandInReplies("translate: the retry, correct",
                    List.of("Edit `config.yaml` and restart the service", TRANSLATE_RETRY), List.of(),
                    "{\"translation\": \"" + TRANSLATION + "\", \"termSuggestions\": [{\"source\": \"restart\","
                            + " \"target\": \"再起動\", \"note\": \"IT用語\"}]}", 871, 64),
            new StandInReplies("translate-revision-patch: the target patch",
                    List.of("+Restart the service and check the logs."), List.of(),
                    "{\"targetPatch\": \"--- a/target\\n+++ b/target\\n@@ -3,1 +3,1 @@\\n-サービスを再起動します。\\n"
                            + "+サービスを再起動し、ログを確認します。\\n\", \"termSuggestions\": []}", 640, 48),
            new StandInReplies("review-cycle: the revision",
                    List.of("You revise a document", "2. Tag v1.4."), List.of(),
                    "# Release plan\n\n1. Freeze the branch (owner: Aiko).\n2. Tag v1.4 (owner: Ben).", 402, 35),
            new StandInReplies("review-cycle: the first review, FAIL",
                    List.of("Every step names an owner.", "2. Tag v1.4."), List.of("You revise a document", "(owner: Ben)"),
                    "{\"result\": \"FAIL\", \"feedback\": \"Step 2 has no owner.\", \"suggestions\": []}\n最終判定: FAIL",
                    371, 30),
            new StandInReplies("review-cycle: the second review, PASS",
                    List.of("Every step names an owner.", "2. Tag v1.4 (owner: Ben)."), List.of("You revise a document"),
                    "{\"result\": \"PASS\", \"feedback\": \"\", \"suggestions\": []}\n最終判定: PASS", 377, 36),
            new StandInReplies("complete-json: the first reply, a price written as a string inside prose",
                    List.of("List the Q3 office supplies order"), List.of(COMPLETE_RETRY),
                    "Here is the order:\n\n{\"title\": \"Q3 office supplies\", \"items\": [{\"name\": \"pen\", \"price\": \"1.50\"},"
                            + " {\"name\": \"paper\", \"price\": 4.2}]}", 179, 32),
            new StandInReplies("complete-json: the retry, corrected, in a fence",
                    List.of("List the Q3 office supplies order", COMPLETE_RETRY), List.of(),
                    "```json\n{\"title\": \"Q3 office supplies\", \"items\": [{\"name\": \"pen\", \"price\": 1.5},"
                            + " {\"name\": \"paper\", \"price\": 4.2}]}\n```", 314, 29));

    /** The scripted reply to a request whose messages' contents are {@code messages}, if any. */
    static Optional<StandInReplies> to(List<String> messages) {
        return SCRIPT.stream().filter(r -> r.all.stream().allMatch(t -> holds(messages, t))
                && r.none.stream().noneMatch(t -> holds(messages, t))).findFirst();
    }

    private static boolean holds(List<String> messages, String text) {
        return messages.stream().anyMatch(m -> m.contains(text));
    }
}
