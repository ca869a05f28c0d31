package dev.outputguard.nativeimage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.SpecificationVersion;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.prompt.PromptSlot;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.InvalidSchemaException;
import dev.outputguard.schema.JsonSchemas;

/**
 * Runs, in {@link ResourceReads}' recording class loader, every code path that reads class-path resources at
 * run time: the built-in templates of every prompt enum in the app's classes, the lexicon's language files, and
 * JSON Schema checks of every draft the app accepts (its meta-schemas, a violation's message, a schema the
 * meta-schema rejects).
 */
public final class ResourceProbe implements Runnable {

    /**
     * The app's classes that read resources themselves, each one exercised here: a new one needs its path
     * added to {@link #run()} before the check accepts it.
     */
    static final Set<String> READERS = Set.of("dev.outputguard.prompt.TemplateSource", "dev.outputguard.assertion.Lexicon");

    static final String UNPROBED = "these classes read resources (getResource, getResourceAsStream, getBundle) on a path"
            + " ResourceProbe does not run: add the path to ResourceProbe.run() and the class to ResourceProbe.READERS,"
            + " so that the native check sees what it reads";

    private final Path classes;

    /** @param arguments the directory of the app's compiled classes */
    public ResourceProbe(String[] arguments) {
        this.classes = Path.of(arguments[0]);
    }

    @Override
    public void run() {
        if (Lexicon.read().words(Category.NEGATION, "en").isEmpty()) {
            throw new IllegalStateException("the lexicon read no English negation");
        }
        for (Class<?> slots : promptEnums(classes)) {
            loadDefaults(slots);
        }
        int drafts = 0;
        for (SpecificationVersion version : SpecificationVersion.values()) {
            drafts += checkWith(version.getDialectId()) ? 1 : 0;
        }
        if (drafts == 0) {
            throw new IllegalStateException("JsonSchemas accepted none of the validator's drafts");
        }
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    private static void loadDefaults(Class<?> slots) {
        Prompts.defaults((Class) slots);
    }

    /** False when the app does not accept the draft; otherwise a check, a violation and a rejected schema. */
    private static boolean checkWith(String draft) {
        JsonSchemas schemas = new JsonSchemas(Limits.DEFAULT);
        CompiledSchema compiled;
        try {
            compiled = schemas.compile(schema(draft).put("type", "string"));
        } catch (InvalidSchemaException notAccepted) {
            return false;
        }
        if (compiled.check(IntNode.valueOf(1), WorkBudget.of(Limits.DEFAULT)).conforms()) {
            throw new IllegalStateException("draft " + draft + ": 1 conforms to {\"type\": \"string\"}");
        }
        try {
            schemas.compile(schema(draft).put("type", 5));
            throw new IllegalStateException("draft " + draft + ": {\"type\": 5} compiled");
        } catch (InvalidSchemaException expected) {
            return true;
        }
    }

    private static ObjectNode schema(String draft) {
        return JsonNodeFactory.instance.objectNode().put("$schema", draft);
    }

    /** Every enum of prompt templates among the compiled classes. */
    public static List<Class<?>> promptEnums(Path classes) {
        return appClasses(classes).stream().filter(c -> c.isEnum() && PromptSlot.class.isAssignableFrom(c)).toList();
    }

    /** The classes compiled into {@code classes}, loaded without initialising them. */
    static List<Class<?>> appClasses(Path classes) {
        try (Stream<Path> files = Files.walk(classes)) {
            return files.filter(p -> p.toString().endsWith(".class"))
                    .map(p -> classes.relativize(p).toString())
                    .map(name -> name.substring(0, name.length() - ".class".length()).replace('/', '.'))
                    .sorted()
                    .map(ResourceProbe::load)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the classes in " + classes, e);
        }
    }

    /**
     * The compiled classes that ask for resources or bundles themselves, found by the names of those methods in
     * their constant pools (a method a class calls is named there).
     */
    static List<String> resourceReaders(Path classes) {
        List<byte[]> calls = Stream.of("getResource", "getSystemResource", "getBundle")
                .map(m -> m.getBytes(StandardCharsets.US_ASCII)).toList();
        try (Stream<Path> files = Files.walk(classes)) {
            return files.filter(p -> p.toString().endsWith(".class"))
                    .filter(p -> calls.stream().anyMatch(call -> contains(read(p), call)))
                    .map(p -> classes.relativize(p).toString().replace(".class", "").replace('/', '.'))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the classes in " + classes, e);
        }
    }

    /** The classes among {@code classes} that read resources on a path this probe does not run. */
    static List<String> unprobedReaders(Path classes) {
        return resourceReaders(classes).stream().filter(c -> !READERS.contains(c)).toList();
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean contains(byte[] bytes, byte[] part) {
        outer: for (int i = 0; i + part.length <= bytes.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (bytes[i + j] != part[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, ResourceProbe.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalStateException("cannot load " + name, e);
        }
    }
}
