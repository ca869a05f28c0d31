package dev.outputguard.reviewcycle;

import java.util.Objects;
import java.util.Optional;

/**
 * One review cycle to run.
 *
 * @param phase        names the workflow phase in messages and logs (e.g. {@code planning})
 * @param document     what to review and revise
 * @param criteria     what the reviewer judges against, beyond general quality
 * @param maxRevisions revise attempts allowed after the first FAIL, 0..{@value #MAX_REVISIONS}
 */
public record CycleRequest(String phase, String document, Optional<String> criteria, int maxRevisions) {

    public static final int MAX_REVISIONS = 10;
    public static final int DEFAULT_MAX_REVISIONS = 3;

    public CycleRequest {
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(document, "document");
        criteria = criteria.filter(c -> !c.isBlank());
        if (maxRevisions < 0 || maxRevisions > MAX_REVISIONS) {
            throw new IllegalArgumentException("maxRevisions must be 0.." + MAX_REVISIONS + ", got " + maxRevisions);
        }
    }
}
