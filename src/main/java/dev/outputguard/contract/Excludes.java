package dev.outputguard.contract;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A boolean field that, when sent {@code true}, cannot be sent with the named field set to the named value (its
 * JSON name): {@code partial} reads strict JSON, and {@code mode: "repair"} with it would silently be ignored.
 * {@link #why} ends the message that says so.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Excludes {

    /** The other field. */
    String field();

    /** Its value, as JSON writes it, that cannot go with this field sent true. */
    String value();

    /** Why, in a sentence that ends the message. */
    String why();
}
