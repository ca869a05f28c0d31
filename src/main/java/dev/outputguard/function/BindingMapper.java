package dev.outputguard.function;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The ObjectMapper a binding reads requests and writes answers with, when it is not the app's own: Funqy's Lambda
 * binding uses a copy of it (lambda/direct/DirectInvokeBinding says which). {@link FunctionCatalog} reads and writes
 * with the same mapper, so that what SnapStart's priming warms is what the binding then uses, and the write
 * constraints reach the binding's writers.
 */
public interface BindingMapper {

    ObjectMapper mapper();
}
