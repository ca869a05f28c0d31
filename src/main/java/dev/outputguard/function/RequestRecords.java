package dev.outputguard.function;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.RecordMaker;
import dev.outputguard.contract.Rules;
import dev.outputguard.extract.Accept;
import dev.outputguard.extract.Mode;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.validate.ReplyKind;

/**
 * Makes every record the functions' requests are bound to (the request records of {@link Functions} and the records
 * inside them) with a plain call of its canonical constructor, for the request contract ({@link RecordMaker}: by
 * reflection, the first request to each function had the JVM generate classes for the call). Each record's components
 * are in its order; {@code RequestRecordsTest} holds each line to the record's canonical constructor and fails for a
 * record bound here that it does not make.
 *
 * <p>It gives each record's rules written out as well ({@link #rules(Class)}), so that the contract reads no annotation
 * in a first request: the record's annotations state the rules, and {@code RequestRecordsTest} holds every entry to
 * what the contract reads from them ({@link Rules#read(Class)}) and fails for a record bound here without one.
 */
public final class RequestRecords implements RecordMaker {

    private static final Rules EXTRACT_JSON = Rules.NONE.required("text").needs("coerce", "schema")
            .excludes("partial", "mode", "repair", ExtractJsonFunction.PARTIAL_WITH_REPAIR);
    private static final Rules VALIDATE_RESPONSE = Rules.NONE.required("text").needs("coerce", "schema");
    private static final Rules TEXT_REQUIRED = Rules.NONE.required("text");
    private static final Rules REVIEW_DECISION = Rules.NONE.required("reviewText");
    private static final Rules EXTRACT_TERMINAL_RESPONSE = Rules.NONE.oneOf("lines", "buffer")
            .required("lastCapturedLine", "cliTool").names("cliTool", ExtractTerminalResponseFunction.ToolNames.class);
    private static final Rules COMPLETE_JSON = Rules.NONE.oneOf("messages", "prompt").notEmpty("messages", "prompt", "model")
            .required("schema").range("maxRetries", 0, LoopDefaults.MAX_RETRIES_BOUND, LoopDefaults.RETRIES_COUNT);
    private static final Rules MESSAGE = Rules.NONE.required("role", "content");
    private static final Rules TRANSLATE = Rules.NONE.required("text", "sourceLang", "targetLang")
            .range("maxRetries", 0, LoopDefaults.MAX_RETRIES_BOUND, LoopDefaults.RETRIES_COUNT);
    private static final Rules REVISION_PATCH = Rules.NONE.required("sourcePatch", "sourceLang", "targetLang")
            .range("maxRetries", 0, LoopDefaults.MAX_RETRIES_BOUND, LoopDefaults.RETRIES_COUNT);
    private static final Rules TERM = Rules.NONE.required("source", "target");
    private static final Rules REVIEW_CYCLE = Rules.NONE.required("phase", "document")
            .range("maxRevisions", 0, LoopDefaults.MAX_REVISIONS_BOUND, LoopDefaults.REVISIONS_COUNT);

    @Override
    public Rules rules(Class<?> type) {
        if (type == ExtractJsonFunction.Request.class) {
            return EXTRACT_JSON;
        } else if (type == ValidateResponseFunction.Request.class) {
            return VALIDATE_RESPONSE;
        } else if (type == SanitizeOutputFunction.Request.class) {
            return TEXT_REQUIRED;
        } else if (type == ReviewDecisionFunction.Request.class) {
            return REVIEW_DECISION;
        } else if (type == ExtractTerminalResponseFunction.Request.class) {
            return EXTRACT_TERMINAL_RESPONSE;
        } else if (type == CompleteJsonFunction.Request.class) {
            return COMPLETE_JSON;
        } else if (type == CompleteJsonFunction.Message.class) {
            return MESSAGE;
        } else if (type == TranslateFunction.Request.class) {
            return TRANSLATE;
        } else if (type == TranslateFunction.RevisionPatchRequest.class) {
            return REVISION_PATCH;
        } else if (type == TranslateFunction.Context.class) {
            return Rules.NONE;
        } else if (type == TranslateFunction.Context.Term.class) {
            return TERM;
        } else if (type == ReviewCycleFunction.Request.class) {
            return REVIEW_CYCLE;
        }
        return null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object make(Class<?> type, Object[] c) {
        if (type == ExtractJsonFunction.Request.class) {
            return new ExtractJsonFunction.Request((String) c[0], (Mode) c[1], (Accept) c[2], (ObjectNode) c[3],
                    (Boolean) c[4], (Boolean) c[5]);
        } else if (type == ValidateResponseFunction.Request.class) {
            return new ValidateResponseFunction.Request((String) c[0], (ReplyKind) c[1], (String) c[2], (ObjectNode) c[3],
                    (Boolean) c[4]);
        } else if (type == SanitizeOutputFunction.Request.class) {
            return new SanitizeOutputFunction.Request((String) c[0], (String) c[1]);
        } else if (type == ReviewDecisionFunction.Request.class) {
            return new ReviewDecisionFunction.Request((String) c[0], (String) c[1]);
        } else if (type == ExtractTerminalResponseFunction.Request.class) {
            return new ExtractTerminalResponseFunction.Request((List<String>) c[0], (String) c[1], (Integer) c[2],
                    (Boolean) c[3], (String) c[4]);
        } else if (type == CompleteJsonFunction.Request.class) {
            return new CompleteJsonFunction.Request((List<CompleteJsonFunction.Message>) c[0], (String) c[1],
                    (ObjectNode) c[2], (Integer) c[3], (Mode) c[4], (String) c[5], (Boolean) c[6], (Boolean) c[7]);
        } else if (type == CompleteJsonFunction.Message.class) {
            return new CompleteJsonFunction.Message((CompleteJsonFunction.Role) c[0], (String) c[1]);
        } else if (type == TranslateFunction.Request.class) {
            return new TranslateFunction.Request((String) c[0], (String) c[1], (String) c[2],
                    (TranslateFunction.Context) c[3], (Integer) c[4]);
        } else if (type == TranslateFunction.RevisionPatchRequest.class) {
            return new TranslateFunction.RevisionPatchRequest((String) c[0], (String) c[1], (String) c[2], (String) c[3],
                    (TranslateFunction.Context) c[4], (Integer) c[5]);
        } else if (type == TranslateFunction.Context.class) {
            return new TranslateFunction.Context((List<TranslateFunction.Context.Term>) c[0], (String) c[1]);
        } else if (type == TranslateFunction.Context.Term.class) {
            return new TranslateFunction.Context.Term((String) c[0], (String) c[1]);
        } else if (type == ReviewCycleFunction.Request.class) {
            return new ReviewCycleFunction.Request((String) c[0], (String) c[1], (String) c[2], (Integer) c[3]);
        }
        return null;
    }
}
