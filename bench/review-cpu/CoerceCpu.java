import dev.outputguard.bench.CoerceBenchmark;

/**
 * bench/review-cpu/CoerceCpu.java: the coerce rows of CoerceBenchmark (extractAndAlign, alignOnly, extractAndCheck,
 * extractAndAlignConforming) per call in the calling thread's CPU time, the minimum and median of 40 rounds of 2,000
 * calls after 60,000 of each: a support for the A/B where other work shares the cores (time spent waiting for a core
 * is not counted), timed as ReviewCpu times review-decision's (the launcher compiles that file beside this one). Run
 * it with a benchmarks jar on the class path: java -cp benchmarks.jar bench/review-cpu/CoerceCpu.java NAME
 */
public class CoerceCpu {
    static Object sink;
    public static void main(String[] a) throws Exception {
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.OFF);
        CoerceBenchmark b = new CoerceBenchmark();
        b.setUp();
        Runnable[] rows = {() -> sink = b.extractAndAlign(), () -> sink = b.alignOnly(), () -> sink = b.extractAndCheck(),
                () -> sink = b.extractAndAlignConforming()};
        String[] names = {"extractAndAlign", "alignOnly", "extractAndCheck", "extractAndAlignConforming"};
        ReviewCpu.timed(a.length > 0 ? a[0] : "", names, rows);
    }
}
