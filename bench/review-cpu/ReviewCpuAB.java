import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
/**
 * bench/review-cpu/ReviewCpuAB.java: ReviewCpu's four rows for two builds or more in one JVM, each build's benchmarks jar
 * loaded by a class loader of its own, their rounds interleaved (2,000 calls a round, the build timed first turning each
 * round) after 60,000 calls of each row: on a machine whose other work moves a run's figures by a half, the builds
 * share each moment's load, where runs of the harness in turn do not. Prints, per build, each row's fastest round, the
 * tenth fastest of 40 and the median, in ns a call. The reviews are ReviewCpu's (compiled beside this file, so one jar
 * is on the class path for it; each build's classes come from its own loader, whose parent is the platform's):
 * java -cp base.jar bench/review-cpu/ReviewCpuAB.java base=base.jar new=new.jar (-Drounds=N for other than 40); a
 * build's class path may hold several entries split at ':' (new=target/classes:DEPENDENCIES, a build's classes beside
 * its dependencies' jars).
 */
public class ReviewCpuAB {
    static Object sink;
    public static void main(String[] a) throws Exception {
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.OFF);
        for (var h : java.util.logging.Logger.getLogger("").getHandlers()) h.setLevel(java.util.logging.Level.OFF);
        String[][] inputs = ReviewCpu.reviews();
        String[] names = ReviewCpu.NAMES;
        int rounds = Integer.getInteger("rounds", 40);
        int n = a.length;
        String[] labels = new String[n];
        Object[] deciders = new Object[n];
        Method[] decide = new Method[n];
        for (int j = 0; j < n; j++) {
            labels[j] = a[j].substring(0, a[j].indexOf('='));
            URLClassLoader cl = new URLClassLoader(Arrays.stream(a[j].substring(a[j].indexOf('=') + 1).split(":")).map(x -> {
                try {
                    return Path.of(x).toUri().toURL();
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            }).toArray(URL[]::new),
                    ClassLoader.getPlatformClassLoader());
            Object ex = cl.loadClass("dev.outputguard.extract.JsonExtractor").getConstructor().newInstance();
            Class<?> rd = cl.loadClass("dev.outputguard.review.ReviewDecider");
            deciders[j] = rd.getConstructor(ex.getClass()).newInstance(ex);
            decide[j] = rd.getMethod("decide", String.class, String.class);
        }
        for (int j = 0; j < n; j++) for (String[] in : inputs) for (int i = 0; i < 60000; i++) sink = decide[j].invoke(deciders[j], in[0], in[1]);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long[][][] t = new long[n][inputs.length][rounds];
        for (int r = 0; r < rounds; r++) for (int k = 0; k < inputs.length; k++) for (int j0 = 0; j0 < n; j0++) {
            int j = (j0 + r) % n; // which jar goes first turns each round
            long t0 = mx.getCurrentThreadCpuTime();
            for (int i = 0; i < 2000; i++) sink = decide[j].invoke(deciders[j], inputs[k][0], inputs[k][1]);
            t[j][k][r] = (mx.getCurrentThreadCpuTime() - t0) / 2000;
        }
        for (int j = 0; j < n; j++) {
            StringBuilder out = new StringBuilder(labels[j]);
            for (int k = 0; k < inputs.length; k++) {
                long[] x = t[j][k].clone();
                Arrays.sort(x);
                out.append(String.format(" %s min %d q10 %d median %d", names[k], x[0], x[rounds / 10], x[rounds / 2]));
            }
            System.out.println(out);
        }
    }
}
