package dev.outputguard.reviewcycle;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import dev.outputguard.limits.LoopDefaults;

/**
 * One review cycle to run.
 *
 * @param phase        names the workflow phase in messages and logs (e.g. {@code planning})
 * @param document     what to review and revise
 * @param criteria     what the reviewer judges against, beyond general quality
 * @param maxRevisions revise attempts allowed after the first FAIL, 0..{@value LoopDefaults#MAX_REVISIONS_BOUND}; the
 *                     cycle's configured default when empty
 */
public record CycleRequest(String phase, String document, Optional<String> criteria, OptionalInt maxRevisions) {

    public CycleRequest {
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(document, "document");
        criteria = criteria.filter(c -> !c.isBlank());
        maxRevisions.ifPresent(n -> LoopDefaults.validateRevisions("maxRevisions", n));
    }
}
