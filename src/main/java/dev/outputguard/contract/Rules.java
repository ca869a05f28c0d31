package dev.outputguard.contract;

import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The rules a request record's annotations state, as plain values: {@link Required}, {@link NotEmpty}, {@link Range},
 * {@link Names}, {@link Needs} and {@link Excludes} on its components (by component name), {@link OneOf} on the record.
 * {@link #read(Class)} is the one reading of those annotations; a {@link RecordMaker} may give a record's rules written
 * out instead (the app's does for every request record), so that a first request reads no annotation: the JDK makes a
 * class at run time for each annotation type the first time one is read, which no AOT cache holds. The annotations stay
 * what states the rules: a maker's rules are held to what {@link #read(Class)} reads by a test.
 */
public record Rules(Set<String> required, Set<String> notEmpty, Map<String, Bounds> ranges,
        Map<String, Class<? extends Supplier<? extends Collection<String>>>> names, Map<String, String> needs,
        Map<String, Exclusion> excludes, List<String> oneOf) {

    /** A record's rules when it states none. */
    public static final Rules NONE = new Rules(Set.of(), Set.of(), Map.of(), Map.of(), Map.of(), Map.of(), List.of());

    public Rules {
        required = Set.copyOf(required);
        notEmpty = Set.copyOf(notEmpty);
        ranges = Map.copyOf(ranges);
        names = Map.copyOf(names);
        needs = Map.copyOf(needs);
        excludes = Map.copyOf(excludes);
        oneOf = List.copyOf(oneOf);
    }

    /** A {@link Range}'s bounds. */
    public record Bounds(int min, int max, String counts) {
    }

    /** An {@link Excludes}: the other field, its value that cannot go with this one sent true, and why. */
    public record Exclusion(String field, String value, String why) {
    }

    /** These rules with {@code fields} {@link Required}. */
    public Rules required(String... fields) {
        return new Rules(plus(required, fields), notEmpty, ranges, names, needs, excludes, oneOf);
    }

    /** These rules with {@code fields} {@link NotEmpty}. */
    public Rules notEmpty(String... fields) {
        return new Rules(required, plus(notEmpty, fields), ranges, names, needs, excludes, oneOf);
    }

    /** These rules with {@code field} in a {@link Range}. */
    public Rules range(String field, int min, int max, String counts) {
        return new Rules(required, notEmpty, plus(ranges, field, new Bounds(min, max, counts)), names, needs, excludes, oneOf);
    }

    /** These rules with {@code field} taking the {@link Names} {@code supplier} gives. */
    public Rules names(String field, Class<? extends Supplier<? extends Collection<String>>> supplier) {
        return new Rules(required, notEmpty, ranges, plus(names, field, supplier), needs, excludes, oneOf);
    }

    /** These rules with {@code field} that {@link Needs} {@code needed}. */
    public Rules needs(String field, String needed) {
        return new Rules(required, notEmpty, ranges, names, plus(needs, field, needed), excludes, oneOf);
    }

    /** These rules with {@code field} that {@link Excludes} {@code other}'s {@code value}, for the reason {@code why}. */
    public Rules excludes(String field, String other, String value, String why) {
        return new Rules(required, notEmpty, ranges, names, needs, plus(excludes, field, new Exclusion(other, value, why)),
                oneOf);
    }

    /** These rules with exactly {@link OneOf} {@code fields}. */
    public Rules oneOf(String... fields) {
        return new Rules(required, notEmpty, ranges, names, needs, excludes, List.of(fields));
    }

    /** The rules the annotations of record {@code type} state. */
    public static Rules read(Class<?> type) {
        Set<String> required = new HashSet<>();
        Set<String> notEmpty = new HashSet<>();
        Map<String, Bounds> ranges = new HashMap<>();
        Map<String, Class<? extends Supplier<? extends Collection<String>>>> names = new HashMap<>();
        Map<String, String> needs = new HashMap<>();
        Map<String, Exclusion> excludes = new HashMap<>();
        for (RecordComponent c : type.getRecordComponents()) {
            String name = c.getName();
            if (c.isAnnotationPresent(Required.class)) {
                required.add(name);
            }
            if (c.isAnnotationPresent(NotEmpty.class)) {
                notEmpty.add(name);
            }
            Range range = c.getAnnotation(Range.class);
            if (range != null) {
                ranges.put(name, new Bounds(range.min(), range.max(), range.counts()));
            }
            Names n = c.getAnnotation(Names.class);
            if (n != null) {
                names.put(name, n.value());
            }
            Needs needed = c.getAnnotation(Needs.class);
            if (needed != null) {
                needs.put(name, needed.value());
            }
            Excludes x = c.getAnnotation(Excludes.class);
            if (x != null) {
                excludes.put(name, new Exclusion(x.field(), x.value(), x.why()));
            }
        }
        OneOf oneOf = type.getAnnotation(OneOf.class);
        return new Rules(required, notEmpty, ranges, names, needs, excludes, oneOf == null ? List.of() : List.of(oneOf.value()));
    }

    /** Every field these rules name. */
    Set<String> fields() {
        Set<String> fields = new HashSet<>(required);
        fields.addAll(notEmpty);
        fields.addAll(ranges.keySet());
        fields.addAll(names.keySet());
        fields.addAll(needs.keySet());
        fields.addAll(needs.values());
        fields.addAll(excludes.keySet());
        for (Exclusion x : excludes.values()) {
            fields.add(x.field());
        }
        fields.addAll(oneOf);
        return fields;
    }

    private static Set<String> plus(Set<String> set, String... more) {
        Set<String> union = new HashSet<>(set);
        union.addAll(List.of(more));
        return union;
    }

    private static <V> Map<String, V> plus(Map<String, V> map, String key, V value) {
        Map<String, V> more = new HashMap<>(map);
        if (more.put(key, value) != null) {
            throw new IllegalArgumentException("field '" + key + "' is given that rule twice");
        }
        return more;
    }
}
