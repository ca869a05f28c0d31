import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import dev.outputguard.bench.CoerceBenchmark;

/**
 * bench/coerce-cpu/CoerceCpu.java: the coerce rows of CoerceBenchmark (extractAndAlign, alignOnly, extractAndCheck,
 * extractAndAlignConforming) per call in the calling thread's CPU time, the minimum and median of 40 rounds of 2,000
 * calls after 60,000 of each: a support for the A/B where other work shares the cores (time spent waiting for a core
 * is not counted), as bench/review-cpu/ReviewCpu.java is for review-decision. Run it with a benchmarks jar on the
 * class path: java -cp benchmarks.jar bench/coerce-cpu/CoerceCpu.java NAME
 */
public class CoerceCpu {
    static Object sink;
    public static void main(String[] a) throws Exception {
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.OFF);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        CoerceBenchmark b = new CoerceBenchmark();
        b.setUp();
        Runnable[] rows = {() -> sink = b.extractAndAlign(), () -> sink = b.alignOnly(), () -> sink = b.extractAndCheck(),
                () -> sink = b.extractAndAlignConforming()};
        String[] names = {"extractAndAlign", "alignOnly", "extractAndCheck", "extractAndAlignConforming"};
        for (Runnable r : rows) for (int i = 0; i < 60000; i++) r.run();
        long[][] t = new long[rows.length][40];
        for (int round = 0; round < 40; round++) {
            for (int k = 0; k < rows.length; k++) {
                long t0 = mx.getCurrentThreadCpuTime();
                for (int i = 0; i < 2000; i++) rows[k].run();
                t[k][round] = (mx.getCurrentThreadCpuTime() - t0) / 2000;
            }
        }
        StringBuilder out = new StringBuilder(a.length > 0 ? a[0] : "");
        for (int k = 0; k < rows.length; k++) {
            Arrays.sort(t[k]);
            out.append(String.format(" %s min %d median %d", names[k], t[k][0], t[k][20]));
        }
        System.out.println(out);
    }
}
