package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.Rules;

/**
 * {@link RequestRecords} makes every record a function's request is bound to, each as its canonical constructor does
 * with the same components: each component is given a value no other component of the record has (two strings,
 * two flags or two counts swapped would make another record), and the record made is compared with the one
 * reflection makes from the same values; and each record's rules, written out there, are those its annotations state.
 */
class RequestRecordsTest {

    private final RequestRecords records = new RequestRecords();

    @Test
    void everyRecordTheRequestsBind_isMadeAsItsCanonicalConstructorMakesIt() throws Exception {
        Set<Class<?>> bound = bound();
        assertFalse(bound.isEmpty());
        for (Class<?> type : bound) {
            RecordComponent[] components = type.getRecordComponents();
            Object[] values = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                values[i] = sample(components[i].getType(), i);
            }
            Object made = records.make(type, values.clone());
            assertNotNull(made, "RequestRecords does not make " + type.getName());
            var constructor = type.getDeclaredConstructor(types);
            constructor.setAccessible(true);
            assertEquals(constructor.newInstance(values), made, type.getName());
        }
    }

    @Test
    void everyRecordTheRequestsBind_hasTheRulesItsAnnotationsState() {
        Set<Class<?>> bound = bound();
        assertFalse(bound.isEmpty());
        for (Class<?> type : bound) {
            Rules written = records.rules(type);
            assertNotNull(written, "RequestRecords gives no rules for " + type.getName());
            assertEquals(Rules.read(type), written, type.getName());
        }
    }

    @Test
    void aRecordNoFunctionTakes_isLeftToReflection() {
        assertNull(records.make(Unlisted.class, new Object[] {"x"}));
        assertNull(records.rules(Unlisted.class));
    }

    private static Set<Class<?>> bound() {
        Set<Class<?>> bound = new LinkedHashSet<>();
        for (FunctionCatalog.Row row : new Functions().functions()) {
            collect(row.requestType(), bound);
        }
        return bound;
    }

    private record Unlisted(String text) {
    }

    /** The record and the records inside it (a component, or a list's element). */
    private static void collect(Type type, Set<Class<?>> bound) {
        if (type instanceof ParameterizedType p) {
            for (Type argument : p.getActualTypeArguments()) {
                collect(argument, bound);
            }
        } else if (type instanceof Class<?> c && c.isRecord() && bound.add(c)) {
            for (RecordComponent component : c.getRecordComponents()) {
                collect(component.getGenericType(), bound);
            }
        }
    }

    /** A value of {@code type} that differs from every other component's: its position is in it. */
    private static Object sample(Class<?> type, int i) {
        if (type == String.class) {
            return "component " + i;
        } else if (type == Integer.class) {
            return i;
        } else if (type == Boolean.class) {
            return i % 2 == 0;
        } else if (type.isEnum()) {
            Object[] constants = type.getEnumConstants();
            return constants[i % constants.length];
        } else if (type == List.class) {
            List<Object> list = new ArrayList<>();
            list.add("element " + i);
            return list;
        } else if (type == ObjectNode.class) {
            return JsonNodeFactory.instance.objectNode().put("component", i);
        }
        return null; // a record inside: made on its own
    }
}
