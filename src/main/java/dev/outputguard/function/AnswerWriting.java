package dev.outputguard.function;

import jakarta.inject.Singleton;

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
}
