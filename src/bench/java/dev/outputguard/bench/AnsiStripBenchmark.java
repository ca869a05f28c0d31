package dev.outputguard.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import dev.outputguard.terminal.AnsiStripper;
import dev.outputguard.terminal.TerminalExtraction;
import dev.outputguard.terminal.TerminalResponseExtractor;

/**
 * Terminal stripping and extraction speed.
 *
 * <p>{@code strip*}: one capture of 10 Mi characters per operation (the coloured one is 14.6 MB in UTF-8),
 * so million characters per second = 10.49 / (ms/op / 1000).
 * {@code extract200Lines}: a typical 200-line Claude Code buffer, one extraction per operation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 2)
public class AnsiStripBenchmark {

    static final int TEN_MB = 10 * 1024 * 1024;
    private static final String E = "\u001b";
    private static final String ST = E + "\\";
    private static final String RULE = E + "[38;2;153;153;153m" + "─".repeat(78) + E + "[0m";

    String coloured;
    String plain;
    List<String> buffer200;
    final TerminalResponseExtractor extractor = new TerminalResponseExtractor();

    @Setup
    public void setUp() {
        coloured = capture(TEN_MB);
        // The capture's text without its SGR and OSC 8 sequences, made without the stripper: a setup that ran the
        // stripper over the coloured capture would shape how the JIT compiles the scan the plain row measures.
        String visible = coloured.replaceAll(E + "\\[[0-9;]*m|" + E + "\\]8;;[^" + E + "]*" + E + "\\\\", "");
        if (visible.indexOf(E) >= 0) {
            throw new IllegalStateException("the capture holds a sequence the setup does not remove");
        }
        plain = visible.repeat(TEN_MB / visible.length() + 1).substring(0, TEN_MB);
        buffer200 = claudeBuffer(200);
    }

    /** A capture as tmux capture-pane -e prints it: SGR colours, OSC 8 links, box drawing, CJK, spinners. */
    static String capture(int chars) {
        String[] lines = {
            E + "[38;2;215;119;87m⏺" + E + "[39m Near the end it searches the last " + E + "[1m50" + E + "[22m lines.",
            "  see " + E + "]8;;https://example.com/docs/terminal?tab=rules" + ST + "the rules" + E + "]8;;" + ST + " [main]",
            E + "[38;2;177;185;249m│" + E + "[0m " + E + "[38;5;75m❯ 1. Yes" + E + "[0m                       "
                + E + "[38;2;177;185;249m│" + E + "[0m",
            "  応答を抽出します。" + E + "[2m(ctrl+o to expand)" + E + "[0m",
            E + "[38;2;215;119;87m✻" + E + "[0m Pondering… " + E + "[38;2;153;153;153m(12s · esc to interrupt)" + E + "[0m",
            RULE,
        };
        StringBuilder out = new StringBuilder(chars + 200);
        for (int i = 0; out.length() < chars; i++) {
            out.append(lines[i % lines.length]).append('\n');
        }
        return out.toString();
    }

    /** {@code n} lines: earlier exchanges, the last reply and the input area. */
    static List<String> claudeBuffer(int n) {
        List<String> lines = new ArrayList<>(n);
        for (int turn = 0; lines.size() < n - 12; turn++) {
            lines.add(E + "[48;2;55;55;55m> question " + turn + E + "[0m");
            lines.add("");
            lines.add(E + "[38;2;215;119;87m⏺" + E + "[39m Answer " + turn + " with " + E + "[1mbold" + E + "[22m text and a "
                    + E + "]8;;https://example.com/" + turn + ST + "link" + E + "]8;;" + ST + ".");
            lines.add("  A second line of the answer, long enough to look like prose in a pane.");
            lines.add("");
        }
        lines.addAll(List.of(RULE, "> ", RULE, "  " + E + "[38;2;153;153;153m? for shortcuts" + E + "[0m"));
        while (lines.size() < n) {
            lines.add("");
        }
        return lines;
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public String strip10MbColouredCapture() {
        return AnsiStripper.strip(coloured);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public String strip10MbPlainText() {
        return AnsiStripper.strip(plain);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public TerminalExtraction extract200Lines() {
        return extractor.extract(buffer200, 180, null, "claude");
    }
}
