package dev.outputguard.contract;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Inclusive bounds of an integer request field. */
@Retention(RetentionPolicy.RUNTIME)
@Target({ ElementType.RECORD_COMPONENT, ElementType.FIELD })
public @interface Range {
    int min();

    int max();

    /** What the number counts, said in the message of a value out of range ({@code "retries after the first LLM call"}). */
    String counts() default "";
}
