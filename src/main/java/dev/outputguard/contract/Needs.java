package dev.outputguard.contract;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A field that, when sent (not null), needs the named field sent too: {@code coerce} aligns a value with a
 * {@code schema}, and without one it would silently do nothing.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Needs {
    String value();
}
