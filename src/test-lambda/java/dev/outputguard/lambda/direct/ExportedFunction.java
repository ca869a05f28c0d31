package dev.outputguard.lambda.direct;

import java.util.List;
import java.util.Optional;

import dev.outputguard.function.FunctionCatalog;
import io.quarkus.arc.Arc;
import io.quarkus.funqy.lambda.FunqyLambdaBindingRecorder;
import io.quarkus.funqy.lambda.config.AdvancedEventHandlingBuildTimeConfig;
import io.quarkus.funqy.lambda.config.FunqyAmazonBuildTimeConfig;
import io.quarkus.funqy.runtime.FunqyConfig;
import io.quarkus.runtime.RuntimeValue;

/**
 * Which function the running Lambda serves. In AWS each Lambda starts once with its own
 * QUARKUS_FUNQY_EXPORT and Funqy picks the function in a run-time init step; here that same step
 * (the recorder's {@code chooseInvoker}) is run again with another name, so one Quarkus start covers
 * every function instead of eight. The start itself is covered by the test that reads the variable.
 */
final class ExportedFunction {

    private ExportedFunction() {
    }

    static List<String> names() {
        return Arc.container().instance(FunctionCatalog.class).get().names();
    }

    static void select(String name) {
        FunqyConfig export = () -> Optional.of(name);
        AdvancedEventHandlingBuildTimeConfig plainPayloads = () -> false;
        FunqyAmazonBuildTimeConfig buildTime = () -> plainPayloads;
        new FunqyLambdaBindingRecorder(new RuntimeValue<>(export), buildTime, new RuntimeValue<>()).chooseInvoker();
    }
}
