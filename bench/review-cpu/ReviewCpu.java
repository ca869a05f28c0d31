import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.review.ReviewDecider;

/**
 * bench/review-cpu/ReviewCpu.java: review-decision's three benchmark rows (ReviewDecisionBenchmark, 5,000 characters) per call
 * in the calling thread's CPU time, the minimum and median of 40 rounds of 2,000 calls after 60,000 of each: a
 * support for the A/B where other work shares the cores (time spent waiting for a core is not counted). Run it with a
 * benchmarks jar on the class path: java -cp benchmarks.jar bench/review-cpu/ReviewCpu.java NAME
 */
public class ReviewCpu {
    static Object sink;
    public static void main(String[] a) {
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.OFF);
        for (var h : java.util.logging.Logger.getLogger("").getHandlers()) h.setLevel(java.util.logging.Level.OFF);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        String finding = "- 指摘: 見出しの粒度が揃っていません。再度レビューを実施し、PASS判定が可能になります。\n";
        StringBuilder b = new StringBuilder(5100).append("## レビュー結果\n判定: PASS\n");
        while (b.length() < 5000) b.append(finding);
        String fail = b.append("**最終判定:** FAIL\n").toString();
        String pass = fail.substring(0, fail.length() - 5) + "PASS\n";
        String reply = "{\"result\": \"PASS_WITH_SUGGESTIONS\", \"suggestions\": [\"見出しを統一\"]}";
        ReviewDecider d = new ReviewDecider(new JsonExtractor());
        Runnable[] rows = {() -> sink = d.decide(pass, null), () -> sink = d.decide(fail, null), () -> sink = d.decide(fail, reply)};
        String[] names = {"markersPass", "markers", "jsonReply"};
        for (Runnable r : rows) for (int i = 0; i < 60000; i++) r.run();
        long[][] t = new long[3][40];
        for (int round = 0; round < 40; round++) {
            for (int k = 0; k < 3; k++) {
                long t0 = mx.getCurrentThreadCpuTime();
                for (int i = 0; i < 2000; i++) rows[k].run();
                t[k][round] = (mx.getCurrentThreadCpuTime() - t0) / 2000;
            }
        }
        StringBuilder out = new StringBuilder(a.length > 0 ? a[0] : "");
        for (int k = 0; k < 3; k++) {
            Arrays.sort(t[k]);
            out.append(String.format(" %s min %d median %d", names[k], t[k][0], t[k][20]));
        }
        System.out.println(out);
    }
}
