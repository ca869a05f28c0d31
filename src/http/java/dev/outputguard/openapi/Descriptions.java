package dev.outputguard.openapi;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What every property of the OpenAPI document means, by component and property name ({@code ExtractJsonRequest.text}):
 * the one place these words are written. {@link FunctionDocument} puts them into the document, and the document's
 * committed copy and docs/fields.md are made from it ({@code OpenApiDocumentTest}, {@code OpenApiDescriptionsTest}, which fails while a property
 * has none). A function's page (docs/&lt;function&gt;.md) explains the rules behind the fields.
 */
final class Descriptions {

    private Descriptions() {
    }

    private static final String POSITION = "0-based UTF-16 offset into the text sent (a Java String index; in JavaScript,"
            + " what String.prototype.slice takes)";
    private static final String RETRIES = "Retries after the first LLM call (0 to 5), when the reply is refused: at most"
            + " maxRetries + 1 calls. Default: the setting ";
    private static final String ATTEMPT = "The LLM call this entry describes, from 1";
    private static final String LATENCY = "Milliseconds the LLM call took, its transport retries included";
    private static final String PROMPT_TOKENS = "Prompt tokens the LLM server reported for the call (absent when it reported none)";
    private static final String COMPLETION_TOKENS = "Completion tokens the LLM server reported for the call (absent when it"
            + " reported none)";
    private static final String CUT_OFF = "true when the LLM stopped the reply at its token limit (finish_reason \"length\"):"
            + " the reply is unfinished and was refused";
    private static final String USAGE = "Prompt and completion tokens summed over the LLM calls whose server reported them";
    private static final String COERCIONS = "each change that aligned the value with the schema, in the order made (at"
            + " most 1,000)";
    private static final String COERCIONS_OMITTED = "How many more coercions were made and not listed (present only when"
            + " some were)";
    private static final String VIOLATIONS = "Where the value breaks the schema: path, keyword and message of each (at most"
            + " outputguard.max-violations)";
    private static final String VIOLATION_COUNT = "How many violations there are in all, listed or not";
    private static final String SCHEMA = "A JSON Schema (draft 2020-12, or 7 by $schema) the value must conform to; its"
            + " references stay inside it and are never fetched; at most outputguard.max-schema-chars characters of JSON";
    private static final String COERCE = "Align a value that does not conform with the schema by listed coercions"
            + " (a number written as a string, a wrapper object, a key spelled otherwise …) instead of refusing it;"
            + " needs schema";
    private static final String MODE = "How the reply is read: strict JSON (strict, the default), or repair for the"
            + " mistakes models make (single quotes, trailing commas, comments, a reply cut off …), each listed";
    private static final String TERM_SUGGESTIONS = "Terms the model suggests for a glossary: source, target, note";
    private static final String FALLBACK = "true when every attempt was refused: the answer is then the last reply's,"
            + " repaired as far as it goes, never presented as valid";
    private static final String LLM_WARNINGS = "What the answer should be read with: why it fell back, what the loop"
            + " repaired, JSON that leaked into the text";
    private static final String SOURCE_LANG = "The language of the source, as the model should read it (\"English\", \"en\")";
    private static final String TARGET_LANG = "The language to translate into (\"Japanese\", \"ja\")";
    private static final String CONTEXT = "A glossary and instructions for the model";
    private static final String SUGGESTIONS = "Suggestions the review lists, one string each";
    private static final String FEEDBACK = "What the review says apart from its verdict";

    static final Map<String, String> PROPERTIES = properties();

    private static Map<String, String> properties() {
        Map<String, String> d = new LinkedHashMap<>();
        // extract-json
        d.put("ExtractJsonRequest.text", "The LLM reply to read the JSON from: prose, Markdown fences and all");
        d.put("ExtractJsonRequest.mode", MODE);
        d.put("ExtractJsonRequest.accept", "What may be the answer: object (the default), array, or any; with coerce and"
                + " no accept, what the schema's root asks for");
        d.put("ExtractJsonRequest.schema", SCHEMA);
        d.put("ExtractJsonRequest.coerce", COERCE);
        d.put("ExtractJsonRequest.partial", "Read the text as a reply still being written: the value so far, with the state"
                + " of each place (states); a number, a literal or a key only once whole; strict mode only");
        d.put("ExtractJsonResponse.ok", "true when a value was found (and, with a schema, conforms to it)");
        d.put("ExtractJsonResponse.json", "The value found, numbers exact; with coerce, as aligned with the schema");
        d.put("ExtractJsonResponse.source", "Where the value was found: CODE_BLOCK (a fenced block) or TEXT");
        d.put("ExtractJsonResponse.start", "Where the value's text starts: " + POSITION);
        d.put("ExtractJsonResponse.end", "Where the value's text ends, exclusive: " + POSITION);
        d.put("ExtractJsonResponse.repairs", "In repair mode, each fix made to read the value: its kind and position (at"
                + " most 1,000)");
        d.put("ExtractJsonResponse.repairsOmitted", "How many more repairs were made and not listed (present only when some were)");
        d.put("ExtractJsonResponse.coercions", "With coerce: " + COERCIONS);
        d.put("ExtractJsonResponse.coercionsOmitted", COERCIONS_OMITTED);
        d.put("ExtractJsonResponse.enclosedBy", "The complete container of the other kind around the value (an array around"
                + " the object found), which may hold more like it");
        d.put("ExtractJsonResponse.duplicateKeys", "Keys an object of the value writes more than once: the last value is kept,"
                + " the earlier ones are listed here");
        d.put("ExtractJsonResponse.duplicateKeysOmitted", "How many more repeated keys there are, not listed (present only"
                + " when some are)");
        d.put("ExtractJsonResponse.warnings", "What the answer should be read with: a container around it, a key written"
                + " twice, a candidate passed over and why");
        d.put("ExtractJsonResponse.error", "Why no value is the answer, located in the text");
        d.put("ExtractJsonResponse.violations", VIOLATIONS);
        d.put("ExtractJsonResponse.violationCount", VIOLATION_COUNT);
        d.put("ExtractJsonResponse.states", "With partial: the state of each place of the value, by JSON Pointer: complete,"
                + " in_progress (still open, or a string still growing) or pending (not shown yet: a value not yet whole, a"
                + " required property not yet written)");
        d.put("ExtractJsonResponse.doomed", "With partial and a schema: true when a place already written can no longer"
                + " conform, whatever follows; violations say why");
        d.put("ExtractError.code", "What went wrong: EMPTY_RESPONSE, NO_JSON, UNTERMINATED, INVALID_JSON, TOO_DEEP or AMBIGUOUS");
        d.put("ExtractError.message", "What went wrong and where, in words (NO_JSON's in Japanese unless"
                + " outputguard.message-language is en)");
        d.put("ExtractError.position", "Where it went wrong: " + POSITION);
        d.put("ExtractError.line", "The line of position, from 1");
        d.put("ExtractError.column", "The column of position, from 1");
        d.put("ExtractError.context", "Up to 40 characters either side of position, <<HERE>> marking it");
        d.put("Repair.kind", "What was repaired (TRAILING_COMMA, SINGLE_QUOTES, TRUNCATED …)");
        d.put("Repair.position", "Where the repair was made: " + POSITION);
        d.put("Repair.guess", "true when the repair chose one reading of ambiguous text (present only then)");
        d.put("Coercion.kind", "What was changed to conform (STRING_TO_NUMBER, KEY_RENAMED, WRAPPER_REMOVED …)");
        d.put("Coercion.pointer", "Where in the aligned value: a JSON Pointer, \"\" for the root");
        d.put("Coercion.from", "The value as the reply wrote it, as JSON text (cut with … past 60 characters)");
        d.put("Enclosure.type", "The container around the value: object or array");
        d.put("Enclosure.start", "Where the container starts: " + POSITION);
        d.put("Enclosure.end", "Where the container ends, exclusive: " + POSITION);
        d.put("DuplicateKey.key", "The key written more than once");
        d.put("DuplicateKey.object", "The JSON Pointer of the object that writes it, \"\" for the outermost");
        d.put("DuplicateKey.position", "Where the key is written again: " + POSITION);
        d.put("Violation.path", "Where in the value: a JSON Pointer, \"\" for the root");
        d.put("Violation.keyword", "The schema keyword the value breaks (type, required, minimum …)");
        d.put("Violation.message", "What is wrong, in words");
        // validate-response
        d.put("ValidateResponseRequest.text", "The LLM reply to a translation (or revision-patch) prompt, as it came");
        d.put("ValidateResponseRequest.kind", "What the reply should be: translation (a translation field, the default) or"
                + " revision-patch (a targetPatch field)");
        d.put("ValidateResponseRequest.source", "The text the reply translates: JSON it carries is then content in the reply"
                + " too, and the reply is compared with it for what a broken JSON string leaves behind");
        d.put("ValidateResponseRequest.schema", SCHEMA);
        d.put("ValidateResponseRequest.coerce", COERCE);
        d.put("ValidateResponseResponse.valid", "true when the reply is well-formed (and, with a schema, conforms)");
        d.put("ValidateResponseResponse.parsed", "The reply's fields, when it could be read");
        d.put("ValidateResponseResponse.json", "With a schema: the reply's JSON object, as aligned with the schema under coerce");
        d.put("ValidateResponseResponse.coercions", "With coerce: " + COERCIONS);
        d.put("ValidateResponseResponse.coercionsOmitted", COERCIONS_OMITTED);
        d.put("ValidateResponseResponse.error", "Why the reply is not valid, and whether asking again can help");
        d.put("ValidateResponseResponse.violations", VIOLATIONS);
        d.put("ValidateResponseResponse.violationCount", VIOLATION_COUNT);
        d.put("ValidateResponseParsed.translation", "The translation, as plain text");
        d.put("ValidateResponseParsed.targetPatch", "For revision-patch: the unified diff");
        d.put("ValidateResponseParsed.termSuggestions", TERM_SUGGESTIONS + "; malformed entries are dropped with a warning");
        d.put("ValidateResponseParsed.warnings", "What was dropped or repaired while reading the reply");
        d.put("ValidateResponseError.code", "What is wrong (NESTED_JSON, MISSING_REQUIRED_FIELD, JSON_IN_CONTENT …)");
        d.put("ValidateResponseError.message", "What is wrong and what the model should do, in words");
        d.put("ValidateResponseError.retryable", "true when asking the model again can help");
        // sanitize-output
        d.put("SanitizeOutputRequest.text", "The final text to check for JSON that leaked into it (fenced code is content)");
        d.put("SanitizeOutputRequest.source", "The text it translates: JSON the source carries is content, not a leak");
        d.put("SanitizeOutputResponse.text", "The text, unchanged");
        d.put("SanitizeOutputResponse.warnings", "One warning per pattern found, \"[JSON混入警告] <what> at position <n>\""
                + " (\"[JSON leak warning] …\" when outputguard.message-language is en)");
        d.put("SanitizeOutputResponse.jsonDetected", "true when any JSON residue was found");
        d.put("SanitizeOutputResponse.detectedPatterns", "Each residue found: its type, a sample and its position (at most 1,000)");
        d.put("DetectedPattern.type", "Which kind of residue: TRANSLATION_WRAPPER, FULL_JSON_OBJECT, ESCAPED_JSON or"
                + " JSON_KEY_VALUE");
        d.put("DetectedPattern.sample", "The residue's first characters as written (at most 50)");
        d.put("DetectedPattern.position", "Where the residue starts: " + POSITION);
        // review-decision
        d.put("ReviewDecisionRequest.reviewText", "The review as the reviewer wrote it; its verdict markers are read here");
        d.put("ReviewDecisionRequest.reply", "An LLM's answer to \"parse this review into JSON\"; without it, reviewText"
                + " itself is searched for the JSON verdict");
        d.put("ReviewDecisionResponse.result", "The verdict: PASS, FAIL or PASS_WITH_SUGGESTIONS; FAIL unless the review"
                + " asserts a pass plainly");
        d.put("ReviewDecisionResponse.source", "What the verdict was read from: MARKER, JSON, DEFAULT or EMPTY");
        d.put("ReviewDecisionResponse.marker", "With source MARKER: the marker that decided (\"最終判定\", \"Final verdict\" …)");
        d.put("ReviewDecisionResponse.position", "With source MARKER: where that marker is: " + POSITION + " of reviewText");
        d.put("ReviewDecisionResponse.feedback", FEEDBACK);
        d.put("ReviewDecisionResponse.suggestions", SUGGESTIONS);
        d.put("ReviewDecisionResponse.reason", "Why the verdict is the fail-closed one, when it is (a pass that was"
                + " questioned, negated or contradicted …)");
        // extract-terminal-response
        d.put("ExtractTerminalResponseRequest.lines", "The captured lines, control sequences included (send this or buffer)");
        d.put("ExtractTerminalResponseRequest.buffer", "The whole capture as one string, split at \\n (send this or lines)");
        d.put("ExtractTerminalResponseRequest.lastCapturedLine", "Where the previous capture ended: the previous answer's"
                + " lineCount (0 the first time; below 0 counts as 0)");
        d.put("ExtractTerminalResponseRequest.bufferReset", "true when the caller knows the buffer was cleared; absent, it"
                + " is inferred");
        d.put("ExtractTerminalResponseRequest.cliTool", "Which tool's rules apply: claude, codex or gemini");
        d.put("ExtractTerminalResponseResponse.response", "The new reply, control sequences stripped; with a prompt, the new"
                + " lines holding it");
        d.put("ExtractTerminalResponseResponse.isComplete", "true when the tool has finished its reply, or waits on a prompt");
        d.put("ExtractTerminalResponseResponse.isPrompt", "true when an interactive prompt is waiting (described in prompt)");
        d.put("ExtractTerminalResponseResponse.prompt", "The waiting prompt: its kind, question and options");
        d.put("ExtractTerminalResponseResponse.startIndex", "The first buffer line (from 0) the response was taken from");
        d.put("ExtractTerminalResponseResponse.lineCount", "Where the next capture should start: send it back as"
                + " lastCapturedLine");
        d.put("Prompt.kind", "YES_NO or CHOICE");
        d.put("Prompt.question", "The prompt's question, as shown");
        d.put("Prompt.options", "The options offered, in order");
        d.put("PromptOption.number", "The option's number, as shown");
        d.put("PromptOption.label", "The option's text");
        d.put("PromptOption.selected", "true for the option the cursor is on");
        // translate, translate-revision-patch
        d.put("TranslateRequest.text", "The text to translate; fenced code blocks are kept from the model and restored");
        d.put("TranslateContext.glossary", "Terms to translate one way: source and target of each");
        d.put("TranslateContext.instructions", "Instructions for the model (tone, register …)");
        d.put("TranslateContextTerm.source", "The term in the source language");
        d.put("TranslateContextTerm.target", "Its translation");
        d.put("TranslateResponse.translatedText", "The translation, code blocks restored");
        d.put("TranslateRevisionPatchRequest.sourcePatch", "The unified diff of the source document");
        d.put("TranslateRevisionPatchRequest.targetDocument", "The current translated document: when sent, the patch"
                + " must apply to it");
        d.put("TranslateRevisionPatchResponse.targetPatch", "The unified diff that makes the same change to the translated"
                + " document");
        for (String request : List.of("TranslateRequest", "TranslateRevisionPatchRequest")) {
            d.put(request + ".sourceLang", SOURCE_LANG);
            d.put(request + ".targetLang", TARGET_LANG);
            d.put(request + ".context", CONTEXT);
            d.put(request + ".maxRetries", RETRIES + "outputguard.translate.max-retries (2)");
        }
        for (String response : List.of("TranslateResponse", "TranslateRevisionPatchResponse")) {
            d.put(response + ".termSuggestions", TERM_SUGGESTIONS);
            d.put(response + ".warnings", LLM_WARNINGS);
            d.put(response + ".fallback", FALLBACK);
            d.put(response + ".attempts", "One entry per LLM call, in order");
            d.put(response + ".usage", USAGE);
        }
        d.put("TranslateAttempt.attempt", ATTEMPT);
        d.put("TranslateAttempt.errorCode", "Why the reply was refused (absent when it was accepted): a validate-response"
                + " code, or LLM_UNAVAILABLE, LLM_AUTH, LLM_TIMEOUT for a call the transport could not complete");
        d.put("TranslateAttempt.latencyMs", LATENCY);
        d.put("TranslateAttempt.promptTokens", PROMPT_TOKENS);
        d.put("TranslateAttempt.completionTokens", COMPLETION_TOKENS);
        d.put("TranslateAttempt.cutOff", CUT_OFF);
        d.put("TranslateAttempt.violations", "When the code checks refused the reply: each placeholder out of place and"
                + " each fence the source does not have");
        d.put("TermSuggestion.source", "The term in the source language");
        d.put("TermSuggestion.target", "The suggested translation");
        d.put("TermSuggestion.note", "The model's note on it, if any");
        d.put("TokenUsage.promptTokens", "Prompt tokens, as the LLM server reported them");
        d.put("TokenUsage.completionTokens", "Completion tokens, as the LLM server reported them");
        d.put("TokenUsage.uncountedAttempts", "How many attempts the sums leave out (absent when none): their streamed"
                + " reply was not read to its end (attempts[].stopped), so the count the server sends at the end of its"
                + " stream never arrived, and the sums are less than what the server counted");
        // review-cycle
        d.put("ReviewCycleRequest.phase", "The workflow phase, named in the prompts, the message and the logs (\"planning\")");
        d.put("ReviewCycleRequest.document", "The document to review and revise");
        d.put("ReviewCycleRequest.criteria", "What the reviewer must judge against, besides general quality");
        d.put("ReviewCycleRequest.maxRevisions", "Revisions after the first review (0 to 10), each followed by a review:"
                + " at most maxRevisions + 1 reviews. Default: the setting outputguard.review.max-revisions (3)");
        d.put("ReviewCycleResponse.status", "completed (the last review passed) or failed (the revisions ran out)");
        d.put("ReviewCycleResponse.result", "The last review's verdict: PASS, FAIL or PASS_WITH_SUGGESTIONS");
        d.put("ReviewCycleResponse.retryCount", "Revisions attempted, failed revise steps included");
        d.put("ReviewCycleResponse.document", "The latest document: the last usable revision, or the one sent");
        d.put("ReviewCycleResponse.history", "Every LLM call in order: each review with its verdict, each revision");
        d.put("ReviewCycleResponse.message", "One sentence: the phase, the verdict and the revisions it took");
        d.put("ReviewCycleResponse.usage", USAGE);
        d.put("ReviewCycleResponse.feedback", "What the last review said apart from its verdict");
        d.put("ReviewCycleResponse.suggestions", "The last review's suggestions");
        d.put("ReviewCycleStep.step", "review or revise");
        d.put("ReviewCycleStep.attempt", "Which review or revision this is, from 1 (counted apart)");
        d.put("ReviewCycleStep.result", "A review's verdict");
        d.put("ReviewCycleStep.source", "What a review's verdict was read from: JSON, MARKER, DEFAULT or EMPTY");
        d.put("ReviewCycleStep.marker", "With source MARKER: the marker that decided");
        d.put("ReviewCycleStep.reply", "The reviewer's reply, exactly as it came");
        d.put("ReviewCycleStep.removed", "What a revision's reply held around the document and was taken off (a preface,"
                + " a fence …), when anything was");
        d.put("ReviewCycleStep.reason", "Why a revise step gave no usable document");
        // complete-json
        d.put("CompleteJsonRequest.messages", "The conversation, in OpenAI's chat format (send this or prompt)");
        d.put("CompleteJsonRequest.prompt", "One user message (send this or messages)");
        d.put("CompleteJsonRequest.schema", SCHEMA + "; its root lets an object be the answer");
        d.put("CompleteJsonRequest.maxRetries", RETRIES + "outputguard.complete.max-retries (2)");
        d.put("CompleteJsonRequest.mode", MODE);
        d.put("CompleteJsonRequest.model", "The model for this request, instead of outputguard.llm.model");
        d.put("CompleteJsonRequest.coerce", "Choose the reply's object by fit and align it with the schema before refusing"
                + " it. Default: the setting outputguard.complete.coerce (true)");
        d.put("CompleteJsonRequest.stream", "true: over HTTP (quarkus dev, the packaged app), the answer comes as server-sent"
                + " events (text/event-stream): partial and attempt events as the loop goes, then one done event holding"
                + " the answer the same request gets without stream, or one error event. Where the binding cannot stream"
                + " (AWS Lambda: direct invoke, API Gateway) the answer is whole, with streamed: false");
        d.put("CompleteJsonMessage.role", "system, user or assistant");
        d.put("CompleteJsonMessage.content", "The message's text");
        d.put("CompleteJsonResponse.ok", "true when json conforms to the schema");
        d.put("CompleteJsonResponse.json", "The conforming object; with fallback, the last reply's object");
        d.put("CompleteJsonResponse.fallback", "true when the attempts ran out without a conforming object");
        d.put("CompleteJsonResponse.violations", "With fallback: " + VIOLATIONS);
        d.put("CompleteJsonResponse.violationCount", VIOLATION_COUNT);
        d.put("CompleteJsonResponse.error", "With fallback and no object: why none could be read from the last reply");
        d.put("CompleteJsonResponse.warnings", "What the answer should be read with: a transport failure that ended the"
                + " retries, a key written twice, a reply cut off, a candidate passed over");
        d.put("CompleteJsonResponse.attempts", "One entry per LLM call, in order");
        d.put("CompleteJsonResponse.usage", USAGE);
        d.put("CompleteJsonResponse.streamed", "false when the request asked for a stream and the binding answered whole"
                + " (AWS Lambda: direct invoke, API Gateway); absent otherwise");
        d.put("CompleteJsonPartialEvent.attempt", ATTEMPT);
        d.put("CompleteJsonPartialEvent.json", "The reply's object as far as it is written, as extract-json's partial"
                + " values show it (aligned as far as it goes with coerce): nothing invented, nothing taken back");
        d.put("CompleteJsonPartialEvent.states", "The state of each place of json not complete, by JSON Pointer, the"
                + " object's own (\"\") first: in_progress or pending");
        d.put("CompleteJsonAttemptEvent.violationList", "For a reply refused with SCHEMA_MISMATCH: " + VIOLATIONS);
        d.put("CompleteJsonAttemptEvent.error", "For a reply no object could be read from: extract-json's located error");
        d.put("CompleteJsonAttempt.attempt", ATTEMPT);
        d.put("CompleteJsonAttempt.errorCode", "Why the reply was refused (absent when it was accepted): SCHEMA_MISMATCH, an"
                + " extraction code, or LLM_UNAVAILABLE, LLM_AUTH, LLM_TIMEOUT");
        d.put("CompleteJsonAttempt.violations", "The reply's violation count (0 for a reply accepted once aligned)");
        d.put("CompleteJsonAttempt.latencyMs", LATENCY);
        d.put("CompleteJsonAttempt.promptTokens", PROMPT_TOKENS);
        d.put("CompleteJsonAttempt.completionTokens", COMPLETION_TOKENS);
        d.put("CompleteJsonAttempt.cutOff", CUT_OFF);
        d.put("CompleteJsonAttempt.coercions", "When the reply was accepted once aligned: " + COERCIONS);
        d.put("CompleteJsonAttempt.coercionsOmitted", COERCIONS_OMITTED);
        d.put("CompleteJsonAttempt.stopped", "Why the LLM's streamed reply was not read to its end (absent when it was):"
                + " doomed, the only value (the object opening the reply could no longer conform; the attempt was rejected"
                + " and the retry asked at once). A reply whose object conforms is always read to its end. Such an attempt"
                + " reports no token counts, and usage.uncountedAttempts counts it");
        // every error
        d.put("Error.error", "The error: a code and a message naming what to change");
        d.put("Error.error.code", "The error's code (INVALID_REQUEST, NOT_FOUND, LLM_UNAVAILABLE …)");
        d.put("Error.error.message", "What is wrong and what to change, in words");
        return Map.copyOf(d);
    }
}
