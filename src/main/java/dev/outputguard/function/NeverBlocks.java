package dev.outputguard.function;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a {@code @Funq} method: bounded CPU work on its request that never waits on I/O, so the HTTP
 * binding may run it on the thread that read the request (for bodies up to 64 KB) instead of handing
 * it to a worker thread. The functions that call the LLM do not carry it.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface NeverBlocks {
}
