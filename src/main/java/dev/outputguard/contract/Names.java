package dev.outputguard.contract;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Collection;
import java.util.function.Supplier;

/**
 * A string request field that must be one of a set of names the code defines rather than the record (the
 * terminal tools' tables, say, where a new table is a new accepted name and nothing else). {@code value} is
 * a class with a public no-argument constructor that supplies the names, in the order a message lists
 * them; the contract asks it once per request type and answers any other string as it answers a wrong
 * enum value.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Names {
    Class<? extends Supplier<? extends Collection<String>>> value();
}
