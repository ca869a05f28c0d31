package dev.outputguard.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.module.SimpleModule;

import dev.outputguard.function.TranslateFunction;
import dev.outputguard.limits.Limits;

/** The module on a plain ObjectMapper, as Quarkus's is set up: which records the contract reads, and what Jackson builds. */
class RequestContractModuleTest {

    record Other(String name, int count) {
    }

    private final RequestContract contract = new RequestContract(Limits.DEFAULT);
    /** The bean deserializers Jackson built, by type: what binding a request must not pay for. */
    private final List<Class<?>> built = new ArrayList<>();
    private final AtomicReference<Boolean> known = new AtomicReference<>(true);
    private final List<Class<?>> rejected = new ArrayList<>();
    private final ObjectMapper mapper = mapper();

    private ObjectMapper mapper() {
        ObjectMapper m = new ObjectMapper();
        RequestContract.readStrictly(m.getFactory());
        m.registerModule(new RequestContractModule(() -> contract,
                type -> type == TranslateFunction.Request.class ? known.get() : Boolean.FALSE,
                (type, reason, nanos) -> rejected.add(type)));
        SimpleModule recorder = new SimpleModule("built");
        recorder.setDeserializerModifier(new BeanDeserializerModifier() {
            private static final long serialVersionUID = 1L;

            @Override
            public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription description,
                    JsonDeserializer<?> deserializer) {
                // Modifiers also see the module's own deserializers and those of strings and numbers.
                if (deserializer instanceof BeanDeserializerBase) {
                    built.add(description.getBeanClass());
                }
                return deserializer;
            }
        });
        return m.registerModule(recorder);
    }

    private static final String TRANSLATE = "{\"text\": \"t\", \"sourceLang\": \"en\", \"targetLang\": \"ja\","
            + " \"context\": {\"glossary\": [{\"source\": \"s\", \"target\": \"z\"}]}}";

    @Test
    void aKnownRequest_isReadByTheContractAlone_withoutJacksonsBeanDeserializers() throws Exception {
        TranslateFunction.Request r = mapper.readValue(TRANSLATE, TranslateFunction.Request.class);

        assertEquals("z", r.context().glossary().get(0).target());
        assertTrue(built.isEmpty(), () -> "Jackson built bean deserializers for " + built);
    }

    @Test
    void aKnownRequest_isCheckedByTheContract() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> mapper.readValue("{\"text\": 5}", TranslateFunction.Request.class));
        assertEquals("text", e.field());
        assertEquals(List.of(TranslateFunction.Request.class), rejected);
    }

    @Test
    void aNullDocument_isNoRequest() {
        assertThrows(InvalidRequestException.class, () -> mapper.readValue("null", TranslateFunction.Request.class));
    }

    @Test
    void aRecordNotKnownYet_isReadByTheContractOnceItIsKnown() throws Exception {
        known.set(null);
        // Not known when Jackson looks for its deserializer: Jackson's own stands behind the contract's.
        assertEquals("t", mapper.readValue(TRANSLATE, TranslateFunction.Request.class).text());
        assertTrue(built.contains(TranslateFunction.Request.class), built::toString);

        known.set(true);
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> mapper.readValue("{\"text\": \"t\", \"extra\": 1}", TranslateFunction.Request.class));
        assertEquals("extra", e.field());
    }

    @Test
    void anotherRecord_bindsAsJacksonBindsIt() throws Exception {
        assertEquals(new Other("a", 5), mapper.readValue("{\"name\": \"a\", \"count\": 5}", Other.class));
        assertTrue(built.contains(Other.class), built::toString);
        assertFalse(Set.copyOf(rejected).contains(Other.class));
    }
}
