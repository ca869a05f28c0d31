package dev.outputguard.deploy;

import dev.outputguard.validate.TermSuggestion;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * Reflection a native image needs beyond what Funqy registers. Funqy registers every function's
 * request and response type and, through their declared fields, every type they hold. It cannot see
 * a value behind {@code Object}: validate-response returns its term suggestions inside
 * {@code Map<String, Object> parsed}, so {@link TermSuggestion} is listed here rather than relying on
 * translate's response happening to name it. Add a type here when a response holds one that way.
 */
@RegisterForReflection(targets = { TermSuggestion.class })
final class NativeReflection {

    private NativeReflection() {
    }
}
