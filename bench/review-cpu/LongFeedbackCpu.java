import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.review.ReviewDecider;

/**
 * bench/review-cpu/LongFeedbackCpu.java: review-decision over a 2 MB JSON reply whose {@code feedback} is prose (the
 * reply of {@code LlmFaultMatrixTest}'s "200 with a 2 MB valid reply"), in a fresh JVM: one short prose review and one
 * short JSON review first (the classes loaded, the lexicon read), then the first call on the 2 MB reply, its code not
 * yet compiled (wall time and the calling thread's CPU time), then the fastest of {@code -Dn=6} more, warm. Run it
 * once a JVM, several times, with a build's classes beside its dependencies:
 * {@code java -cp target/classes:DEPENDENCIES bench/review-cpu/LongFeedbackCpu.java}; a first argument names the
 * feedback's sentence other than {@code plain}: {@code timeout} (one naming a timeout in each sentence),
 * {@code placeholder} (one naming a placeholder), {@code runon} (one run of clauses saying ignore, no sentence's end);
 * {@code -Dsize=} the feedback's characters, 2 MB unless given.
 */
public class LongFeedbackCpu {
    public static void main(String[] a) {
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.OFF);
        String sentence = switch (a.length > 0 ? a[0] : "plain") {
            case "timeout" -> "The reader keeps one buffer per stream and flushes it when the line ends. Each handler now names its own timeout, and the defaults sit in one file. ";
            case "placeholder" -> "The placeholder text in the template is replaced by the loader. ";
            case "runon" -> "we ignore blank lines in the header, we ignore trailing commas in the list, ";
            default -> "Bonjour le monde, voici une longue traduction. ";
        };
        String prose = sentence.repeat(Integer.getInteger("size", 2 * 1024 * 1024) / sentence.length());
        String content = "{\"result\": \"PASS\", \"feedback\": \"" + prose + "\", \"suggestions\": []}\n最終判定: PASS";
        ReviewDecider d = new ReviewDecider(new JsonExtractor());
        d.decide("Looks good.\n\nFinal Decision: PASS", null);
        d.decide("{\"result\": \"PASS\", \"feedback\": \"Looks good.\", \"suggestions\": []}", null);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long c0 = mx.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        Object r = d.decide(content, null);
        long first = (System.nanoTime() - t0) / 1_000_000;
        long firstCpu = (mx.getCurrentThreadCpuTime() - c0) / 1_000_000;
        long warm = Long.MAX_VALUE;
        for (int i = 0; i < Integer.getInteger("n", 6); i++) {
            c0 = mx.getCurrentThreadCpuTime();
            d.decide(content, null);
            warm = Math.min(warm, (mx.getCurrentThreadCpuTime() - c0) / 1_000_000);
        }
        System.out.println("first " + first + " ms (thread cpu " + firstCpu + " ms), warm fastest " + warm
                + " ms thread cpu: " + String.valueOf(r).substring(0, 40));
    }
}
