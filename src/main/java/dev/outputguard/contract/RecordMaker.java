package dev.outputguard.contract;

/**
 * Makes a request record from its components, in the record's order, with a plain call of its canonical constructor;
 * null for a record it does not make, which {@link RequestContract} then makes by reflection. Reflection's first call of
 * a constructor has the JVM generate method-handle classes for that constructor's parameters, which the JDK's AOT cache
 * does not hold: the first request to every function paid for them at run time (docs/benchmarks.md, the start). The
 * app's maker is {@code function/RequestRecords}.
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
}
