package dev.outputguard.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.Names;
import dev.outputguard.nativeimage.BoundTypes.Reached;
import dev.outputguard.nativeimage.BoundTypes.Use;

/** What {@link BoundTypes} derives from a function's request and response types. */
class BoundTypesTest {

    enum Colour {
        RED
    }

    record Leaf(String text) {
    }

    record InList(int n) {
    }

    record InMapValue(Colour colour) {
    }

    record InOptional(long n) {
    }

    record InArray(boolean b) {
    }

    record Request(List<InList> items, Map<String, InMapValue> byName, Optional<InOptional> maybe, InArray[] array,
            Leaf leaf, JsonNode anyJson, ObjectNode object, String text, int count) {
    }

    record Node(String name, List<Node> children) {
    }

    /** A class the request contract constructs: named by {@link Names}. */
    public static final class Choices implements Supplier<Collection<String>> {
        @Override
        public Collection<String> get() {
            return List.of("a");
        }
    }

    record Named(@Names(Choices.class) String choice) {
    }

    sealed interface Outcome permits Found, Missing {
    }

    record Found(Leaf leaf) implements Outcome {
    }

    record Missing(String why) implements Outcome {
    }

    record WithSealed(Outcome outcome) {
    }

    interface Open {
    }

    record WithOpen(Open open) {
    }

    static final class Bean {
        private List<Leaf> leaves;
        private static InList notAProperty;
    }

    private static Map<Class<?>, Reached> walk(Class<?> root) {
        Map<Class<?>, Reached> byType = new LinkedHashMap<>();
        BoundTypes.walk(Map.of("f's request", root)).reached().forEach(r -> byType.put(r.type(), r));
        return byType;
    }

    @Test
    void walk_followsComponentsThroughListsMapsOptionalsAndArrays_stopsAtJdkTypesAndTrees() {
        assertEquals(List.of(Request.class, InList.class, InMapValue.class, Colour.class, InOptional.class, InArray.class,
                Leaf.class), List.copyOf(walk(Request.class).keySet()));
    }

    @Test
    void walk_eachTypeCarriesThePathFromItsFunction() {
        assertEquals("f's request → BoundTypesTest.Request.byName → BoundTypesTest.InMapValue.colour",
                walk(Request.class).get(Colour.class).path());
    }

    @Test
    void walk_recursiveRecord_endsAtTheFirstVisit() {
        assertEquals(List.of(Node.class), List.copyOf(walk(Node.class).keySet()));
    }

    @Test
    void walk_classNamedByNames_isConstructed_notBound() {
        Map<Class<?>, Reached> reached = walk(Named.class);
        assertEquals(Use.CONSTRUCTED, reached.get(Choices.class).use());
        assertEquals(Use.BOUND, reached.get(Named.class).use());
    }

    @Test
    void walk_sealedInterface_followsEveryPermittedRecord() {
        assertEquals(List.of(WithSealed.class, Outcome.class, Found.class, Leaf.class, Missing.class),
                List.copyOf(walk(WithSealed.class).keySet()));
    }

    @Test
    void walk_openInterface_isReportedWithItsPath() {
        BoundTypes types = BoundTypes.walk(Map.of("f's response", WithOpen.class));
        assertEquals(List.of("f's response → BoundTypesTest.WithOpen.open: " + Open.class.getName()), types.open());
    }

    @Test
    void walk_plainClass_followsItsInstanceFields() {
        Map<Class<?>, Reached> reached = walk(Bean.class);
        assertTrue(reached.containsKey(Leaf.class), reached::toString);
        assertTrue(!reached.containsKey(InList.class), "a static field is no property: " + reached);
    }

    @Test
    void walk_functionWithoutRequest_reachesNothing() {
        Map<String, Class<?>> roots = new LinkedHashMap<>();
        roots.put("f's request", null);
        assertEquals(List.of(), List.copyOf(BoundTypes.walk(roots).reached()));
    }
}
