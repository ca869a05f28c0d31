package dev.outputguard.align;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One change {@code coerce} made: its kind, the JSON Pointer of the changed place in the aligned value (the
 * object that lost a key, for {@link CoercionKind#EXTRA_KEY_DROPPED}), and {@code from}, the JSON text that
 * was there before, cut to {@link dev.outputguard.limits.EchoLengths#TEXT} characters and marked where cut
 * (the old key as a JSON string for a rename, the dropped member as a one-member object; absent for a default).
 */
public record Coercion(CoercionKind kind, String pointer, @JsonInclude(JsonInclude.Include.NON_NULL) String from) {

    public Coercion {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(pointer, "pointer");
    }
}
