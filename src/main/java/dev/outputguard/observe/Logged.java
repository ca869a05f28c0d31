package dev.outputguard.observe;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import jakarta.interceptor.InterceptorBinding;

/**
 * On a function class: under direct invoke, where Funqy's Lambda binding calls its {@code @Funq} methods, each call
 * is noted for its invocation line (lambda/direct/InvocationInterceptor, only in that build). Over HTTP the route
 * sees each call's answer itself and nothing intercepts.
 */
@InterceptorBinding
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Logged {
}
