package dev.outputguard.function;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.RecordMaker;
import dev.outputguard.extract.Accept;
import dev.outputguard.extract.Mode;
import dev.outputguard.validate.ReplyKind;

/**
 * Makes every record the functions' requests are bound to (the request records of {@link Functions} and the records
 * inside them) with a plain call of its canonical constructor, for the request contract ({@link RecordMaker}: by
 * reflection, the first request to each function had the JVM generate classes for the call). Each record's components
 * are in its order; {@code RequestRecordsTest} holds each line to the record's canonical constructor and fails for a
 * record bound here that it does not make.
 */
public final class RequestRecords implements RecordMaker {

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
