package dev.outputguard.bench;

import static dev.outputguard.function.FunctionCatalog.function;

import java.util.List;

import jakarta.inject.Singleton;

import dev.outputguard.function.FunctionCatalog;
import dev.outputguard.function.FunctionTable;

/** The bench build's own function, served beside the app's. */
@Singleton
public class BenchFunctions implements FunctionTable {

    @Override
    public List<FunctionCatalog.Row> functions() {
        return List.of(function("noop", NoopFunction.class, NoopFunction.Request.class, NoopFunction.Reply.class,
                NoopFunction::noop));
    }
}
