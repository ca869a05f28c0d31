package dev.outputguard.function;

import java.util.Optional;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.jackson.ObjectMapperCustomizer;

/**
 * The answers' writers on the app's ObjectMapper, the one every binding writes answers with (our HTTP route through
 * {@link FunctionCatalog}, Funqy's Lambda binding with its copy): extract-json's answer by
 * {@link ExtractJsonAnswerWriter}; every other answer by Jackson's serializer of its record.
 */
@Singleton
public class AnswerWriting implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(ExtractJsonAnswerWriter.MODULE);
    }

    /**
     * The writer registered here for an answer of type {@code answer}, when {@code mapper} has it: what Jackson would
     * find for that answer, looked up without Jackson's search. Jackson reads the answer record's class and its
     * annotations (and makes their proxy classes) before it asks the registered writers; {@link FunctionCatalog}
     * writes with this one directly, so that a start's first answer does none of that.
     */
    @SuppressWarnings("unchecked")
    static Optional<JsonSerializer<Object>> writerOf(ObjectMapper mapper, Class<?> answer) {
        if (answer != ExtractJsonFunction.Response.class
                || !mapper.getRegisteredModuleIds().contains(ExtractJsonAnswerWriter.MODULE.getTypeId())) {
            return Optional.empty();
        }
        return Optional.of((JsonSerializer<Object>) (JsonSerializer<?>) ExtractJsonAnswerWriter.INSTANCE);
    }
}
