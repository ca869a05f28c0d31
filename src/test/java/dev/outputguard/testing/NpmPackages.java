package dev.outputguard.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The npm packages a test needs, installed by the test itself: {@code npm ci} in the folder that holds the
 * test's {@code package.json} and {@code package-lock.json}, once per test JVM and folder, exactly as the lock
 * file pins them. The test command needs Node.js and npm; nothing else does: no Maven phase runs npm, so
 * {@code ./mvnw quarkus:dev} (which runs the phases up to the test resources) and {@code -DskipTests} builds
 * start without Node.
 *
 * <p>A test that runs a node tool calls {@link #install(Path)} first and starts node with the folder it
 * answers: {@code Path dir = NpmPackages.install(project.resolve("infra/test"))}.
 */
public final class NpmPackages {

    private static final long TIMEOUT_SECONDS = 300;
    private static final Set<Path> INSTALLED = new HashSet<>();

    /** What to do when Node.js is missing, for the failure messages of the tests that need it. */
    public static final String NEEDS_NODE = "the test command needs Node.js 18+ with npm on the PATH"
            + " (./mvnw quarkus:dev does not)";

    private NpmPackages() {
    }

    /** {@code dir} with its packages installed by {@code npm ci} (once per JVM); fails, never skips, without npm. */
    public static synchronized Path install(Path dir) {
        Path folder = dir.toAbsolutePath().normalize();
        if (INSTALLED.contains(folder)) {
            return folder;
        }
        if (!Files.isRegularFile(folder.resolve("package-lock.json"))) {
            throw new AssertionError(folder + " has no package-lock.json to install from");
        }
        List<String> command = List.of("npm", "ci", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error");
        Process process;
        try {
            process = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new AssertionError("could not run npm in " + folder + " (" + e.getMessage() + "): " + NEEDS_NODE, e);
        }
        try {
            process.getOutputStream().close();
            byte[] output = process.getInputStream().readAllBytes();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("npm ci in " + folder + " took more than " + TIMEOUT_SECONDS + " s");
            }
            if (process.exitValue() != 0) {
                throw new AssertionError("npm ci in " + folder + " failed (exit " + process.exitValue() + "): "
                        + new String(output, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new AssertionError("npm ci in " + folder + " failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while npm ci ran in " + folder, e);
        }
        INSTALLED.add(folder);
        return folder;
    }
}
