package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.EnumFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.IntNode;

import dev.outputguard.extract.Source;

/**
 * The answer's source is written by its constant's name only where Jackson's enum serializer writes that name: under
 * every configuration that asks for another form of an enum (an index, {@code toString()}, lower case) the hand-written
 * answer still has the bytes of Jackson's serializer of the record, for both sources.
 */
class ExtractJsonAnswerWriterTest {

    @Test
    void source_isWrittenAsJacksonWritesIt_underEveryEnumFeature() throws Exception {
        List<UnaryOperator<JsonMapper.Builder>> configurations = List.of(
                b -> b,
                b -> b.enable(SerializationFeature.WRITE_ENUMS_USING_INDEX),
                b -> b.enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING),
                b -> b.enable(EnumFeature.WRITE_ENUMS_TO_LOWERCASE));
        for (UnaryOperator<JsonMapper.Builder> configuration : configurations) {
            ObjectMapper record = configuration.apply(JsonMapper.builder()).build();
            ObjectMapper hand = configuration.apply(JsonMapper.builder()).build()
                    .registerModule(ExtractJsonAnswerWriter.MODULE);
            for (Source source : Source.values()) {
                ExtractJsonFunction.Response answer = new ExtractJsonFunction.Response(true, IntNode.valueOf(1), source,
                        0, 1, null, null, null, null, null, null, null, null, null, null, null);
                String expected = record.writeValueAsString(answer);
                assertEquals(expected, hand.writeValueAsString(answer));
            }
        }
    }
}
