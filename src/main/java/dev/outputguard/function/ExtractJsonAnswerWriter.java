package dev.outputguard.function;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

/**
 * Writes extract-json's answer ({@link ExtractJsonFunction.Response}) member by member, in the order and with the
 * members Jackson's serializer of the record writes (those not null): the same bytes, without reading each of its
 * eighteen components through reflection. The value ({@code json}) is written by itself (a value found as written
 * writes its source text, {@code extract/AsWritten}); the numbers and the flag as the generator writes them; every
 * other member (the source, lists, the error) by the serializer the writer's configuration gives its class, as the
 * record's serializer would. A member that fails to be written fails as it would there (named in the path of the
 * exception). Registered on the app's ObjectMapper ({@link #MODULE}, by {@link AnswerWriting}), so every binding
 * writes it so; a differential test holds its bytes to the record serializer's.
 */
public final class ExtractJsonAnswerWriter extends StdSerializer<ExtractJsonFunction.Response> {

    private static final long serialVersionUID = 1L;

    /** The module that registers this writer. */
    public static final SimpleModule MODULE = new SimpleModule("outputguard-extract-json-answer")
            .addSerializer(ExtractJsonFunction.Response.class, new ExtractJsonAnswerWriter());

    private ExtractJsonAnswerWriter() {
        super(ExtractJsonFunction.Response.class);
    }

    @Override
    public void serialize(ExtractJsonFunction.Response r, JsonGenerator g, SerializerProvider provider) throws IOException {
        g.writeStartObject(r);
        String member = "ok";
        try {
            g.writeBooleanField(member, r.ok());
            if (r.json() != null) {
                member = "json";
                g.writeFieldName(member);
                r.json().serialize(g, provider);
            }
            member = "source";
            other(member, r.source(), g, provider);
            member = "start";
            number(member, r.start(), g);
            member = "end";
            number(member, r.end(), g);
            member = "repairs";
            other(member, r.repairs(), g, provider);
            member = "repairsOmitted";
            number(member, r.repairsOmitted(), g);
            member = "coercions";
            other(member, r.coercions(), g, provider);
            member = "coercionsOmitted";
            number(member, r.coercionsOmitted(), g);
            member = "enclosedBy";
            other(member, r.enclosedBy(), g, provider);
            member = "duplicateKeys";
            other(member, r.duplicateKeys(), g, provider);
            member = "duplicateKeysOmitted";
            number(member, r.duplicateKeysOmitted(), g);
            member = "warnings";
            other(member, r.warnings(), g, provider);
            member = "error";
            other(member, r.error(), g, provider);
            member = "violations";
            other(member, r.violations(), g, provider);
            member = "violationCount";
            number(member, r.violationCount(), g);
            member = "states";
            other(member, r.states(), g, provider);
            if (r.doomed() != null) {
                member = "doomed";
                g.writeBooleanField(member, r.doomed());
            }
        } catch (Exception e) {
            // As the record's serializer fails: a generator's failure as it is, anything else wrapped with the member.
            wrapAndThrow(provider, e, r, member);
        }
        g.writeEndObject();
    }

    private static void number(String name, Integer value, JsonGenerator g) throws IOException {
        if (value != null) {
            g.writeNumberField(name, value.intValue());
        }
    }

    private static void other(String name, Object value, JsonGenerator g, SerializerProvider provider) throws IOException {
        if (value != null) {
            provider.defaultSerializeField(name, value, g);
        }
    }
}
