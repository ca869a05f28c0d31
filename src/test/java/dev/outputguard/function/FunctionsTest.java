package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.TreeMap;

import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.spi.Bean;
import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.arc.Arc;
import io.quarkus.funqy.Funq;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.mutiny.Uni;

/**
 * The catalog's rows and the {@code @Funq} methods are the same functions: Funqy's Lambda binding serves the
 * {@code @Funq} methods under direct invoke, the HTTP route the rows, so a function added to one and not the other,
 * or with another request or answer, would be served differently by the two. The {@code @Funq} methods are found
 * as Funqy finds them, on the app's beans, and named as it names them: the annotation's value, else the method's
 * name; a {@code Uni} answers its item.
 */
@QuarkusTest
class FunctionsTest {

    @Inject
    FunctionCatalog catalog;

    @Test
    void everyRow_isTheFunqMethodOfTheSameName_withItsRequestAndAnswer() {
        Map<String, String> funq = new TreeMap<>();
        for (Bean<?> bean : Arc.container().beanManager().getBeans(Object.class, Any.Literal.INSTANCE)) {
            for (Method method : bean.getBeanClass().getDeclaredMethods()) {
                Funq annotation = method.getAnnotation(Funq.class);
                if (annotation != null) {
                    String name = annotation.value().isEmpty() ? method.getName() : annotation.value();
                    funq.put(name, describe(method.getParameterTypes()[0], answer(method), bean.getBeanClass()));
                }
            }
        }
        Map<String, String> rows = new TreeMap<>();
        for (String name : catalog.names()) {
            FunctionCatalog.Entry e = catalog.named(name).orElseThrow();
            rows.put(name, describe(e.requestType(), e.responseType(), e.functionClass()));
        }
        assertEquals(funq, rows, "a function's row in function/Functions and its @Funq method disagree");
    }

    private static Type answer(Method method) {
        return method.getReturnType() == Uni.class
                ? ((ParameterizedType) method.getGenericReturnType()).getActualTypeArguments()[0]
                : method.getGenericReturnType();
    }

    private static String describe(Type request, Type answer, Class<?> functionClass) {
        return request.getTypeName() + " -> " + answer.getTypeName() + " by " + functionClass.getName();
    }
}
