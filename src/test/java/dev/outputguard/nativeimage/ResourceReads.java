package dev.outputguard.nativeimage;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.Set;
import java.util.TreeSet;

/**
 * The class-path resources some code reads, recorded while it runs: the code runs in a class loader of its
 * own over the test's class path, which notes every resource found through it, whether asked for by the
 * thread's context class loader (the prompt templates, the schema validator's meta-schemas), by a class's
 * own loader ({@code Class.getResource}) or by {@code ResourceBundle} (the validator's messages).
 *
 * <p>A read made while a class initialises (a static initializer on the stack, such as SLF4J looking up its
 * provider for a {@code static final Logger}) is kept apart: Quarkus initialises classes when it builds the
 * image unless an extension says otherwise, so such a read happens in the builder, not in the image.
 */
final class ResourceReads {

    private ResourceReads() {
    }

    /** What a probe read: at run time, and while classes initialised (when the image is built). */
    record Reads(Set<String> atRunTime, Set<String> inInitializers) {
    }

    /**
     * Runs {@code probe} (a {@link Runnable} with a constructor taking {@code String[]}) in a class loader of its
     * own, as the thread's context class loader too, and answers the resources it read.
     */
    static Reads during(Class<? extends Runnable> probe, String... arguments) {
        Recording loader = new Recording(classPath());
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try (loader) {
            Class<?> isolated = Class.forName(probe.getName(), true, loader);
            ((Runnable) isolated.getConstructor(String[].class).newInstance((Object) arguments)).run();
            return loader.recorded();
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(probe.getSimpleName() + " failed", e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot run " + probe.getName() + " in its own class loader", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /** The test's class path (Surefire sets java.class.path to it). */
    private static URL[] classPath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.isBlank())
                .map(entry -> {
                    try {
                        return Path.of(entry).toUri().toURL();
                    } catch (MalformedURLException e) {
                        throw new IllegalArgumentException(entry, e);
                    }
                })
                .toArray(URL[]::new);
    }

    /** Loads from the class path itself (only the JDK from its parent) and notes each resource it finds. */
    private static final class Recording extends URLClassLoader {
        private static final StackWalker STACK = StackWalker.getInstance();
        private final Set<String> atRunTime = new TreeSet<>();
        private final Set<String> inInitializers = new TreeSet<>();

        Recording(URL[] classPath) {
            super("resource-recording", classPath, ClassLoader.getPlatformClassLoader());
        }

        @Override
        public URL findResource(String name) {
            URL found = super.findResource(name);
            if (found != null) {
                note(name);
            }
            return found;
        }

        @Override
        public Enumeration<URL> findResources(String name) throws IOException {
            Enumeration<URL> found = super.findResources(name);
            if (found.hasMoreElements()) {
                note(name);
            }
            return found;
        }

        private synchronized void note(String name) {
            boolean initializing = STACK.walk(frames -> frames.anyMatch(f -> f.getMethodName().equals("<clinit>")));
            (initializing ? inInitializers : atRunTime).add(name.startsWith("/") ? name.substring(1) : name);
        }

        synchronized Reads recorded() {
            Set<String> buildTime = new TreeSet<>(inInitializers);
            buildTime.removeAll(atRunTime);
            return new Reads(new TreeSet<>(atRunTime), buildTime);
        }
    }
}
