package dev.outputguard.function;

import java.util.List;

/**
 * Functions to serve, as rows of {@link FunctionCatalog}: the app's are {@link Functions}; a build may add a table of
 * its own (the bench profile's no-op function).
 */
public interface FunctionTable {

    List<FunctionCatalog.Row> functions();
}
