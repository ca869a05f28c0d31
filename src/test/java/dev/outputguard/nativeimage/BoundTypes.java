package dev.outputguard.nativeimage;

import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.contract.Names;

/**
 * What Jackson and the request contract handle by reflection at run time, walked from the functions' request
 * and response types: every record, enum and class reachable through record components and fields, through
 * the type arguments of lists, maps and optionals and through arrays, and the classes a component names with
 * {@link Names} (the contract constructs them). Each comes with the path that reaches it, so a missing
 * registration names the function and the field that need it.
 *
 * <p>The walk stops at the JDK's own types and at Jackson's trees ({@link JsonNode}), which Jackson handles
 * without reflection on them; the LLM's wire format and the error bodies are such trees. A component whose
 * declared type is an interface or an abstract class that is not sealed cannot be followed (Jackson writes
 * whatever class the value has): it is reported in {@link #open()}.
 */
final class BoundTypes {

    /** How a class is used at run time, which decides what its registration must allow. */
    enum Use {
        /** Read or written by Jackson: its constructors, methods (accessors) and fields (annotations). */
        BOUND,
        /** Constructed from its name by the request contract: its constructors. */
        CONSTRUCTED
    }

    /** A class the walk reached, how it is used, and the path from a function to it. */
    record Reached(Class<?> type, Use use, String path) {
    }

    private final Map<Class<?>, Reached> reached = new LinkedHashMap<>();
    private final List<String> open = new ArrayList<>();

    private BoundTypes() {
    }

    /**
     * @param roots each function's request and response type, by a label such as {@code extract-json request}
     */
    static BoundTypes walk(Map<String, ? extends Type> roots) {
        BoundTypes walk = new BoundTypes();
        roots.forEach((label, type) -> walk.visit(type, label));
        return walk;
    }

    /** Every class reached, in the order first reached. */
    Collection<Reached> reached() {
        return reached.values();
    }

    /** The paths whose declared type the walk cannot follow (an interface or abstract class that is not sealed). */
    List<String> open() {
        return List.copyOf(open);
    }

    private void visit(Type type, String path) {
        switch (type) {
            case null -> {
            }
            case Class<?> c -> visitClass(c, path);
            case ParameterizedType p -> {
                visit(p.getRawType(), path);
                for (Type argument : p.getActualTypeArguments()) {
                    visit(argument, path);
                }
            }
            case GenericArrayType a -> visit(a.getGenericComponentType(), path);
            case WildcardType w -> {
                for (Type bound : w.getUpperBounds()) {
                    visit(bound, path);
                }
            }
            case TypeVariable<?> v -> {
                for (Type bound : v.getBounds()) {
                    visit(bound, path);
                }
            }
            default -> throw new IllegalArgumentException("a type the walk does not know: " + type + " at " + path);
        }
    }

    private void visitClass(Class<?> c, String path) {
        if (c.isArray()) {
            visit(c.getComponentType(), path);
            return;
        }
        if (needsNoRegistration(c) || reached.containsKey(c)) {
            return;
        }
        reached.put(c, new Reached(c, Use.BOUND, path));
        if (c.isRecord()) {
            for (RecordComponent component : c.getRecordComponents()) {
                String at = path + " → " + owner(c) + "." + component.getName();
                Names names = component.getAnnotation(Names.class);
                if (names != null) {
                    reached.putIfAbsent(names.value(), new Reached(names.value(), Use.CONSTRUCTED, at + " (@Names)"));
                }
                visit(component.getGenericType(), at);
            }
        } else if (c.isEnum()) {
            return;
        } else if (c.isSealed()) {
            for (Class<?> permitted : c.getPermittedSubclasses()) {
                visit(permitted, path + " → " + owner(permitted));
            }
        } else if (c.isInterface() || Modifier.isAbstract(c.getModifiers())) {
            open.add(path + ": " + c.getName());
        } else {
            for (Class<?> k = c; k != null && !needsNoRegistration(k); k = k.getSuperclass()) {
                for (Field field : k.getDeclaredFields()) {
                    if (!Modifier.isStatic(field.getModifiers()) && !Modifier.isTransient(field.getModifiers())) {
                        visit(field.getGenericType(), path + " → " + owner(k) + "." + field.getName());
                    }
                }
            }
        }
    }

    /** The JDK's types and Jackson's trees: Jackson reads and writes them without reflection on them. */
    private static boolean needsNoRegistration(Class<?> c) {
        String name = c.getName();
        return c.isPrimitive() || name.startsWith("java.") || name.startsWith("javax.") || JsonNode.class.isAssignableFrom(c);
    }

    /** {@code ExtractJsonFunction.Response} for a nested class, the simple name otherwise. */
    private static String owner(Class<?> c) {
        Class<?> outer = c.getEnclosingClass();
        return outer == null ? c.getSimpleName() : owner(outer) + "." + c.getSimpleName();
    }
}
