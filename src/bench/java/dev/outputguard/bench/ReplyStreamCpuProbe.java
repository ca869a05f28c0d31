package dev.outputguard.bench;

import java.lang.management.ManagementFactory;
import java.util.Arrays;

import com.sun.management.OperatingSystemMXBean;

/**
 * {@link ReplyStreamBenchmark}'s two rows in CPU time rather than wall time, for a machine other work keeps busy
 * (where a wall-time row measures the scheduler): after a warm-up, rounds that run each row in turn (the order
 * swapped every round), each timed by the process's CPU time (its collector's and compiler's threads included; the
 * clock the system keeps it with ticks every few milliseconds, so a turn runs many times), and the median over the
 * rounds of each row and of their ratio.
 *
 * <p>{@code java -cp target/benchmarks.jar dev.outputguard.bench.ReplyStreamCpuProbe [rounds] [runs per round]}
 */
public final class ReplyStreamCpuProbe {

    private ReplyStreamCpuProbe() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 41;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        ReplyStreamBenchmark b = new ReplyStreamBenchmark();
        b.setUp();
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long warmUntil = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < warmUntil) {
            b.whole100k();
            b.pieces100k();
        }
        double[] whole = new double[rounds];
        double[] pieces = new double[rounds];
        double[] ratio = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            for (int turn = 0; turn < 2; turn++) {
                boolean wholeNow = (turn == 0) == (r % 2 == 0);
                long start = os.getProcessCpuTime();
                for (int i = 0; i < runs; i++) {
                    if (wholeNow) {
                        b.whole100k();
                    } else {
                        b.pieces100k();
                    }
                }
                double us = (os.getProcessCpuTime() - start) / 1e3 / runs;
                if (wholeNow) {
                    whole[r] = us;
                } else {
                    pieces[r] = us;
                }
            }
            ratio[r] = pieces[r] / whole[r];
        }
        System.out.printf("whole100k %.1f us CPU, pieces100k %.1f us CPU, pieces / whole %.2f (median of %d rounds of %d"
                + " runs; ratio quartiles %.2f-%.2f)%n", median(whole), median(pieces), median(ratio), rounds, runs,
                quartile(ratio, 1), quartile(ratio, 3));
    }

    private static double median(double[] values) {
        return quartile(values, 2);
    }

    private static double quartile(double[] values, int q) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, sorted.length * q / 4)];
    }
}
