package dev.outputguard.reviewcycle;

import java.util.Objects;
import java.util.Optional;

import dev.outputguard.limits.Limits;

/**
 * One review cycle to run.
 *
 * @param phase        names the workflow phase in messages and logs (e.g. {@code planning})
 * @param document     what to review and revise
 * @param criteria     what the reviewer judges against, beyond general quality
 * @param maxRevisions revise attempts allowed after the first FAIL, 0..{@value Limits#MAX_REVISIONS_BOUND}
 */
public record CycleRequest(String phase, String document, Optional<String> criteria, int maxRevisions) {

    public CycleRequest {
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(document, "document");
        criteria = criteria.filter(c -> !c.isBlank());
        Limits.validateRevisions("maxRevisions", maxRevisions);
    }
}
