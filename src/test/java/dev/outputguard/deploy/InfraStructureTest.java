package dev.outputguard.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.function.Function;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The infra check: parses every .tf file under infra/ with HashiCorp's HCL parser and holds each
 * module to {@link InfraRules}. The fixtures under src/test/resources/infra-fixtures/ are each added to
 * the real module and must be rejected, which shows the rules can fail.
 *
 * <p>Needs infra/test's npm packages, which it installs itself ({@code NpmPackages}: {@code npm ci}); without
 * Node.js every test here fails with a hint.
 */
class InfraStructureTest {

    private static final Path PROJECT = Path.of("").toAbsolutePath();
    private static final Path INFRA = PROJECT.resolve("infra");
    private static final Path FIXTURES = PROJECT.resolve("src/test/resources/infra-fixtures");

    private static Map<Path, JsonNode> parsed;
    private static SortedSet<String> funqNames;

    @BeforeAll
    static void parseEverything() throws IOException, InterruptedException {
        List<Path> files = new ArrayList<>();
        for (Path dir : moduleDirs()) {
            files.addAll(tfFiles(dir));
        }
        files.addAll(tfFiles(FIXTURES));
        parsed = Hcl2Json.parse(PROJECT, files);
        funqNames = FunqNames.in(PROJECT.resolve("src/main/java"));
    }

    private static List<Path> moduleDirs() throws IOException {
        List<Path> dirs = new ArrayList<>(List.of(INFRA));
        Path examples = INFRA.resolve("examples");
        if (Files.isDirectory(examples)) {
            try (Stream<Path> s = Files.list(examples)) {
                s.filter(Files::isDirectory).sorted().forEach(dirs::add);
            }
        }
        return dirs;
    }

    private static List<Path> tfFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".tf")).sorted().map(PROJECT::relativize).toList();
        }
    }

    private static TfModule module(Path dir, Path... extra) throws IOException {
        Map<Path, JsonNode> files = new LinkedHashMap<>();
        for (Path f : tfFiles(dir)) {
            files.put(f, parsed.get(f));
        }
        for (Path f : extra) {
            files.put(f, parsed.get(f));
        }
        return new TfModule(PROJECT.relativize(dir).toString(), files);
    }

    @TestFactory
    Stream<DynamicTest> everyModule_keepsEveryRule() throws IOException {
        Map<String, Function<TfModule, List<InfraRules.Violation>>> rules = new LinkedHashMap<>();
        rules.put("layout", InfraRules::layout);
        rules.put("every variable typed, described, defaulted", InfraRules::variablesComplete);
        rules.put("every route has an authorizer", InfraRules::routesHaveAuthorizer);
        rules.put("every @Funq has a Lambda and a route", m -> InfraRules.everyFunctionDeployed(m, funqNames));
        rules.put("no secret in any default or value", InfraRules::noSecrets);
        rules.put("log retention set", InfraRules::logRetention);
        rules.put("memory and timeout validated", InfraRules::memoryAndTimeoutValidated);
        rules.put("least privilege", InfraRules::leastPrivilege);
        rules.put("CORS off by default", InfraRules::corsOffByDefault);
        rules.put("an API key location comes with the extension layer", InfraRules::keyNeedsTheExtensionLayer);
        List<DynamicTest> tests = new ArrayList<>();
        for (Path dir : moduleDirs()) {
            TfModule m = module(dir);
            rules.forEach((name, rule) -> tests.add(DynamicTest.dynamicTest(m.name() + ": " + name,
                    () -> assertEquals(List.of(), rule.apply(m)))));
        }
        return tests.stream();
    }

    /** Each fixture's first line says which rule must reject it: "# expect: <rule> <address>". */
    @TestFactory
    Stream<DynamicTest> fixtureAddedToInfra_isRejected() throws IOException {
        List<Path> fixtures = tfFiles(FIXTURES);
        assertFalse(fixtures.isEmpty(), "no fixtures under " + FIXTURES);
        return fixtures.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            String[] expect = Files.readAllLines(PROJECT.resolve(f)).get(0).replaceFirst("^# expect: ", "").split(" ");
            List<InfraRules.Violation> violations = InfraRules.all(module(INFRA, f), funqNames);
            assertFalse(violations.isEmpty(), f + " was accepted");
            for (InfraRules.Violation v : violations) {
                assertEquals(expect[0], v.rule(), "only rule " + expect[0] + " may reject " + f + ": " + v);
            }
            assertTrue(violations.stream().anyMatch(v -> v.where().contains(expect[1])),
                    "a violation should name " + expect[1] + ": " + violations);
        }));
    }

    @Test
    void funqNames_codeExportsFunctions() {
        assertTrue(funqNames.contains("extract-json"), "scanner found " + funqNames);
    }

    @Test
    void funqNames_namedAndBareAnnotations() {
        String source = """
                class F {
                    @Funq("review-cycle")
                    public Response cycle(Request r) { return null; }
                    @Funq(value = "translate") Response t(Request r) { return null; }
                    @Funq
                    public List<String> plainName(Request r) { return null; }
                    @Funqy("not-a-function") void x() {}
                }
                """;
        assertEquals(List.of("plainName", "review-cycle", "translate"), List.copyOf(FunqNames.inSource(source)));
    }

    @Test
    void looksRandom_flagsKeysNotNames() {
        assertTrue(InfraRules.looksRandom("q8Zt2LmX9vR4pW7nK3sJ6hB1cF5dG0yA"));
        assertFalse(InfraRules.looksRandom("outputguard"));
        assertFalse(InfraRules.looksRandom("io.quarkus.amazon.lambda.runtime.QuarkusStreamHandler::handleRequest"));
        assertFalse(InfraRules.looksRandom("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
    }
}
