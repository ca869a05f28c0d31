package dev.outputguard.terminal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;

/**
 * xterm.js ({@code @xterm/headless}, the emulator VS Code's terminal is built on) run by node on the same lines: what
 * a real terminal shows on the row a line was written to ({@code src/test/xterm/render.mjs}).
 */
final class XtermOracle {

    static final String INSTALL_HINT = "install Node.js 18+ with npm, then run ./mvnw verify (it runs npm ci in src/test/xterm),"
            + " or npm ci --prefix src/test/xterm by hand";
    private static final long TIMEOUT_SECONDS = 120;

    /** What xterm.js shows for one line: row 0 with trailing spaces dropped, and whether the text wrapped. */
    record Shown(String text, boolean ranPastTheMargin) {
    }

    /** One line written to a fresh terminal {@code columns} wide. */
    record Line(int columns, String text) {
    }

    private XtermOracle() {
    }

    /** Renders every line; fails (never skips) when node or the package is missing. */
    static List<Shown> render(List<Line> lines) throws IOException, InterruptedException {
        Path dir = Path.of("src/test/xterm").toAbsolutePath();
        if (!Files.isRegularFile(dir.resolve("node_modules/@xterm/headless/package.json"))) {
            throw new AssertionError("The xterm.js oracle is not installed: " + INSTALL_HINT);
        }
        ObjectMapper json = new ObjectMapper();
        ArrayNode input = json.createArrayNode();
        for (Line line : lines) {
            input.addArray().add(line.columns()).add(line.text());
        }
        byte[] request = json.writeValueAsBytes(input);
        Path copy = Path.of("target/xterm-oracle-input.json");
        Path errors = Path.of("target/xterm-oracle-errors.txt");
        Files.createDirectories(copy.getParent());
        Files.write(copy, request); // to run render.mjs on by hand
        Process process;
        try {
            process = new ProcessBuilder("node", dir.resolve("render.mjs").toString()).directory(dir.toFile())
                    .redirectError(errors.toFile()).start();
        } catch (IOException e) {
            throw new AssertionError("could not start node (" + e.getMessage() + "): " + INSTALL_HINT, e);
        }
        CompletableFuture<byte[]> stdout = new CompletableFuture<>();
        Thread reader = new Thread(() -> stdout.complete(readAll(process.getInputStream())), "xterm-oracle-stdout");
        reader.start();
        try (OutputStream in = process.getOutputStream()) {
            in.write(request);
        }
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("xterm.js took more than " + TIMEOUT_SECONDS + " s");
        }
        if (process.exitValue() != 0) {
            throw new AssertionError("xterm.js failed (exit " + process.exitValue() + "): "
                    + Files.readString(errors, StandardCharsets.UTF_8));
        }
        JsonNode out = json.readTree(stdout.join());
        List<Shown> shown = new ArrayList<>(out.size());
        for (JsonNode r : out) {
            shown.add(new Shown(r.get(0).asText(), r.get(1).asBoolean()));
        }
        if (shown.size() != lines.size()) {
            throw new AssertionError("xterm.js answered " + shown.size() + " lines for " + lines.size());
        }
        return shown;
    }

    private static byte[] readAll(InputStream in) {
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
