import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.review.ReviewDecider;

/**
 * bench/review-cpu/ReviewCpu.java: review-decision's three benchmark rows (ReviewDecisionBenchmark, 5,000 characters) and a 5,000-character English
 * review ending in a pass (englishPass) per call
 * in the calling thread's CPU time, the minimum and median of 40 rounds of 2,000 calls after 60,000 of each: a
 * support for the A/B where other work shares the cores (time spent waiting for a core is not counted). Run it with a
 * benchmarks jar on the class path: java -cp benchmarks.jar bench/review-cpu/ReviewCpu.java NAME; a second argument
 * {@code reversed} warms and times the rows in the opposite order (englishPass first, as a JMH fork runs them).
 */
public class ReviewCpu {
    static Object sink;
    public static void main(String[] a) {
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.OFF);
        for (var h : java.util.logging.Logger.getLogger("").getHandlers()) h.setLevel(java.util.logging.Level.OFF);
        String[][] in = reviews();
        ReviewDecider d = new ReviewDecider(new JsonExtractor());
        Runnable[] rows = {() -> sink = d.decide(in[0][0], in[0][1]), () -> sink = d.decide(in[1][0], in[1][1]),
                () -> sink = d.decide(in[2][0], in[2][1]), () -> sink = d.decide(in[3][0], in[3][1])};
        String[] names = NAMES.clone();
        if (a.length > 1 && a[1].equals("reversed")) {
            // The rows warmed and timed in the opposite order, englishPass first, as a JMH fork runs them.
            java.util.Collections.reverse(Arrays.asList(rows));
            java.util.Collections.reverse(Arrays.asList(names));
        }
        timed(a.length > 0 ? a[0] : "", names, rows);
    }

    /** The rows' names, in the order of {@link #reviews}. */
    /** A finding's second sentence: a pass made possible by another review, and one of the same length naming none. */
    static final String PUT_OFF = "再度レビューを実施し、PASS判定が可能になります。";
    static final String PLAIN = "再度レビューを実施し、見出しの粒度を確認してください。";

    static final String[] NAMES = {"markersPass", "markers", "jsonReply", "englishPass"};

    /** Each row's review and JSON reply (null: none), as {@link ReviewDecider#decide} is called with them. */
    static String[][] reviews() {
        String finding = "- 指摘: 見出しの粒度が揃っていません。" + PUT_OFF + "\n";
        StringBuilder b = new StringBuilder(5100).append("## レビュー結果\n判定: PASS\n");
        while (b.length() < 5000) b.append(finding);
        String fail = b.append("**最終判定:** FAIL\n").toString();
        // The passing row's findings name no pass of their own: "PASS判定が可能になります" above a pass puts it off.
        String pass = fail.substring(0, fail.length() - 5).replace(PUT_OFF, PLAIN) + "PASS\n";
        String reply = "{\"result\": \"PASS_WITH_SUGGESTIONS\", \"suggestions\": [\"見出しを統一\"]}";
        String para = "The change adds pagination to the list endpoint and threads the cursor through the service layer. "
                + "I checked that the new query uses the index on created_at, and that the page size is bounded by the config. "
                + "The tests cover the first page, the last page and an empty result; the naming is consistent with the module. "
                + "There is one place where the error message could be clearer, but that is a nit and does not block anything. "
                + "Overall this looks good to me and the documentation was updated in the same commit as the code.\n\n";
        StringBuilder e = new StringBuilder(5100);
        while (e.length() < 5000) e.append(para);
        String english = e.substring(0, 5000) + "\n\nFinal Decision: PASS\n";
        return new String[][] {{pass, null}, {fail, null}, {fail, reply}, {english, null}};
    }

    /**
     * Each of {@code rows} per call in the calling thread's CPU time, the minimum and median of 40 rounds of 2,000 calls
     * after 60,000 of each, printed on one line after {@code label}: the one timing of this harness and CoerceCpu's.
     */
    static void timed(String label, String[] names, Runnable[] rows) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (Runnable r : rows) for (int i = 0; i < 60000; i++) r.run();
        long[][] t = new long[rows.length][40];
        for (int round = 0; round < 40; round++) {
            for (int k = 0; k < rows.length; k++) {
                long t0 = mx.getCurrentThreadCpuTime();
                for (int i = 0; i < 2000; i++) rows[k].run();
                t[k][round] = (mx.getCurrentThreadCpuTime() - t0) / 2000;
            }
        }
        StringBuilder out = new StringBuilder(label);
        for (int k = 0; k < rows.length; k++) {
            Arrays.sort(t[k]);
            out.append(String.format(" %s min %d median %d", names[k], t[k][0], t[k][20]));
        }
        System.out.println(out);
    }
}
