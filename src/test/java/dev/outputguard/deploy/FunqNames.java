package dev.outputguard.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeSet;
import java.util.SortedSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The function names the code exports: every {@code @Funq("name")} (or a bare {@code @Funq} on a
 * method, named after the method) under src/main/java. Read from the sources, not the classes, so
 * the infra check needs no Quarkus start and sees exactly what a reviewer sees.
 */
final class FunqNames {

    // Our own source files, not untrusted input: a regex is fine here.
    private static final Pattern NAMED = Pattern.compile("@Funq\\s*\\(\\s*(?:value\\s*=\\s*)?\"([^\"]+)\"\\s*\\)");
    private static final Pattern BARE = Pattern.compile("@Funq\\s+(?:public\\s+)?(?:static\\s+)?[\\w<>,.?\\[\\] ]+?\\s+(\\w+)\\s*\\(");

    private FunqNames() {
    }

    static SortedSet<String> in(Path sourceRoot) {
        SortedSet<String> names = new TreeSet<>();
        try (Stream<Path> files = Files.walk(sourceRoot)) {
            files.filter(p -> p.toString().endsWith(".java")).forEach(p -> names.addAll(inSource(read(p))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return names;
    }

    static SortedSet<String> inSource(String source) {
        SortedSet<String> names = new TreeSet<>();
        Matcher named = NAMED.matcher(source);
        while (named.find()) {
            names.add(named.group(1));
        }
        Matcher bare = BARE.matcher(source);
        while (bare.find()) {
            names.add(bare.group(1));
        }
        return names;
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
