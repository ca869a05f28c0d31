package dev.outputguard.bench;

import dev.outputguard.contract.Required;
import io.quarkus.funqy.Funq;

/**
 * A function that does nothing, built only with the {@code bench} profile: its HTTP throughput is the
 * framework's own limit (router, request contract, dispatch), the yardstick for the others.
 */
public class NoopFunction {

    @Funq("noop")
    public Reply noop(Request request) {
        return new Reply(true);
    }

    public record Request(@Required String text) {
    }

    public record Reply(boolean ok) {
    }
}
