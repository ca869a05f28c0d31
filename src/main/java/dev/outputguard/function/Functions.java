package dev.outputguard.function;

import static dev.outputguard.function.FunctionCatalog.function;

import java.util.List;

import jakarta.inject.Singleton;

import dev.outputguard.review.ReviewDecision;
import dev.outputguard.sanitize.SanitizeReport;
import dev.outputguard.terminal.TerminalExtraction;

/**
 * Every function the app serves: its name, its request record, what it answers and the method that answers it.
 * Each method is also a {@code @Funq} method of the same name, through which Funqy's Lambda binding serves the
 * function under direct invoke; {@code FunctionsTest} holds the rows and the {@code @Funq} methods to each other.
 */
@Singleton
public class Functions implements FunctionTable {

    private static final List<FunctionCatalog.Row> FUNCTIONS = List.of(
            function("complete-json", CompleteJsonFunction.class, CompleteJsonFunction.Request.class,
                    CompleteJsonFunction.Response.class, CompleteJsonFunction::completeJson)
                    .streaming(CompleteJsonFunction.EVENTS),
            function("extract-json", ExtractJsonFunction.class, ExtractJsonFunction.Request.class,
                    ExtractJsonFunction.Response.class, ExtractJsonFunction::extractJson),
            function("extract-terminal-response", ExtractTerminalResponseFunction.class,
                    ExtractTerminalResponseFunction.Request.class, TerminalExtraction.class,
                    ExtractTerminalResponseFunction::extractTerminalResponse),
            function("review-cycle", ReviewCycleFunction.class, ReviewCycleFunction.Request.class,
                    ReviewCycleFunction.Response.class, ReviewCycleFunction::reviewCycle),
            function("review-decision", ReviewDecisionFunction.class, ReviewDecisionFunction.Request.class,
                    ReviewDecision.class, ReviewDecisionFunction::reviewDecision),
            function("sanitize-output", SanitizeOutputFunction.class, SanitizeOutputFunction.Request.class,
                    SanitizeReport.class, SanitizeOutputFunction::sanitizeOutput),
            function("translate", TranslateFunction.class, TranslateFunction.Request.class,
                    TranslateFunction.Response.class, TranslateFunction::translate),
            function("translate-revision-patch", TranslateFunction.class, TranslateFunction.RevisionPatchRequest.class,
                    TranslateFunction.RevisionPatchResponse.class, TranslateFunction::translateRevisionPatch),
            function("validate-response", ValidateResponseFunction.class, ValidateResponseFunction.Request.class,
                    ValidateResponseFunction.Response.class, ValidateResponseFunction::validateResponse));

    @Override
    public List<FunctionCatalog.Row> functions() {
        return FUNCTIONS;
    }
}
