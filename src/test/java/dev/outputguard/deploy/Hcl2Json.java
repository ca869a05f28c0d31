package dev.outputguard.deploy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.testing.NpmPackages;

/**
 * Parses Terraform files with HashiCorp's own HCL parser ({@code @cdktf/hcl2json}, run by node), so
 * the checks read what Terraform reads instead of guessing with regular expressions.
 */
final class Hcl2Json {

    static final String INSTALL_HINT = NpmPackages.NEEDS_NODE;
    private static final long TIMEOUT_SECONDS = 120;

    private Hcl2Json() {
    }

    /** Each file's HCL as JSON, keyed by the path given. Fails (never skips) when the parser is not installed. */
    static Map<Path, JsonNode> parse(Path projectDir, List<Path> files) throws IOException, InterruptedException {
        Path packages = NpmPackages.install(projectDir.resolve("infra/test"));
        Path script = packages.resolve("hcl2json.mjs");
        Path module = packages.resolve("node_modules/@cdktf/hcl2json/package.json");
        if (!Files.isRegularFile(module)) {
            throw new AssertionError("npm ci in infra/test did not install @cdktf/hcl2json");
        }
        List<String> command = new ArrayList<>(List.of("node", script.toString()));
        files.forEach(f -> command.add(f.toString()));
        Process process;
        try {
            process = new ProcessBuilder(command).directory(projectDir.toFile()).start();
        } catch (IOException e) {
            throw new AssertionError("The infra check could not start node (" + e.getMessage() + "): " + INSTALL_HINT, e);
        }
        process.getOutputStream().close();
        CompletableFuture<byte[]> stdout = CompletableFuture.supplyAsync(() -> readAll(process.getInputStream()));
        CompletableFuture<byte[]> stderr = CompletableFuture.supplyAsync(() -> readAll(process.getErrorStream()));
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("hcl2json took more than " + TIMEOUT_SECONDS + " s");
        }
        if (process.exitValue() != 0) {
            throw new AssertionError("hcl2json failed (exit " + process.exitValue() + "): "
                    + new String(stderr.join(), StandardCharsets.UTF_8));
        }
        JsonNode all = new ObjectMapper().readTree(stdout.join());
        Map<Path, JsonNode> byFile = new LinkedHashMap<>();
        for (Path f : files) {
            byFile.put(f, all.required(f.toString()));
        }
        return byFile;
    }

    private static byte[] readAll(java.io.InputStream in) {
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
