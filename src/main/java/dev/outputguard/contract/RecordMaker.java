package dev.outputguard.contract;

/**
 * Makes a request record from its components, in the record's order, with a plain call of its canonical constructor;
 * null for a record it does not make, which {@link RequestContract} then makes by reflection. Reflection's first call of
 * a constructor has the JVM generate method-handle classes for that constructor's parameters, which the JDK's AOT cache
 * does not hold: the first request to every function paid for them at run time (docs/benchmarks.md, the start). The
 * same holds for the annotations that state a record's rules, whose first reading has the JDK make a proxy class for
 * each annotation type: a maker may give those rules written out too ({@link #rules(Class)}). The app's maker is
 * {@code function/RequestRecords}.
 */
@FunctionalInterface
public interface RecordMaker {

    /** Makes none: every record by reflection. */
    RecordMaker NONE = (type, components) -> null;

    /**
     * @param type       the record
     * @param components its components' values in the record's order, each of its component's type or null
     * @return the record, or null when this maker does not make {@code type}
     */
    Object make(Class<?> type, Object[] components);

    /**
     * @param type the record
     * @return the rules its annotations state, written out, or null when this maker does not give them:
     *         {@link RequestContract} then reads them from the annotations ({@link Rules#read(Class)})
     */
    default Rules rules(Class<?> type) {
        return null;
    }
}
