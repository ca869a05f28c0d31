package dev.outputguard.function;

import java.io.IOException;
import java.util.List;
import java.util.function.Function;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.cfg.EnumFeature;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

import dev.outputguard.extract.Source;

/**
 * Writes extract-json's answer ({@link ExtractJsonFunction.Response}) member by member, in the order and with the
 * members Jackson's serializer of the record writes (those not null): the same bytes, without reading each of its
 * eighteen components through reflection. The value ({@code json}) is written by itself (a value found as written
 * writes its source text, {@code extract/AsWritten}); the numbers and the flag as the generator writes them; the
 * source by its constant's name, which is what Jackson's enum serializer writes for it unless the writer's
 * configuration asks for indexes, {@code toString()} or lower case (then by that serializer): the first answer of a
 * start does not build that serializer, whose making reads the enum's fields and methods through reflection; every
 * other member (lists, the error) by the serializer the writer's configuration gives its class, as the record's
 * serializer would. A member that fails to be written fails as it would there (named in the path of the
 * exception). Registered on the app's ObjectMapper ({@link #MODULE}, by {@link AnswerWriting}), so every binding
 * writes it so ({@link FunctionCatalog} calls it directly); a differential test holds its bytes to the record
 * serializer's.
 */
public final class ExtractJsonAnswerWriter extends StdSerializer<ExtractJsonFunction.Response> {

    private static final long serialVersionUID = 1L;

    /** The writer (it holds no state). */
    static final ExtractJsonAnswerWriter INSTANCE = new ExtractJsonAnswerWriter();

    /** The module that registers this writer. */
    public static final SimpleModule MODULE = new SimpleModule("outputguard-extract-json-answer")
            .addSerializer(ExtractJsonFunction.Response.class, INSTANCE);

    private ExtractJsonAnswerWriter() {
        super(ExtractJsonFunction.Response.class);
    }

    /** A member after {@code ok} and {@code json}, in the record's order. */
    private record Member(String name, Function<ExtractJsonFunction.Response, Object> value) {
    }

    private static final List<Member> MEMBERS = List.of(
            new Member("source", ExtractJsonFunction.Response::source),
            new Member("start", ExtractJsonFunction.Response::start),
            new Member("end", ExtractJsonFunction.Response::end),
            new Member("repairs", ExtractJsonFunction.Response::repairs),
            new Member("repairsOmitted", ExtractJsonFunction.Response::repairsOmitted),
            new Member("coercions", ExtractJsonFunction.Response::coercions),
            new Member("coercionsOmitted", ExtractJsonFunction.Response::coercionsOmitted),
            new Member("enclosedBy", ExtractJsonFunction.Response::enclosedBy),
            new Member("duplicateKeys", ExtractJsonFunction.Response::duplicateKeys),
            new Member("duplicateKeysOmitted", ExtractJsonFunction.Response::duplicateKeysOmitted),
            new Member("warnings", ExtractJsonFunction.Response::warnings),
            new Member("error", ExtractJsonFunction.Response::error),
            new Member("violations", ExtractJsonFunction.Response::violations),
            new Member("violationCount", ExtractJsonFunction.Response::violationCount),
            new Member("states", ExtractJsonFunction.Response::states),
            new Member("doomed", ExtractJsonFunction.Response::doomed));

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
            for (Member m : MEMBERS) {
                Object value = m.value().apply(r);
                if (value == null) {
                    continue;
                }
                member = m.name();
                if (value instanceof Integer number) {
                    g.writeNumberField(member, number.intValue());
                } else if (value instanceof Source source && namesEnums(provider)) {
                    g.writeStringField(member, source.name());
                } else if (value instanceof Boolean flag) {
                    g.writeBooleanField(member, flag);
                } else {
                    provider.defaultSerializeField(member, value, g);
                }
            }
        } catch (Exception e) {
            // As the record's serializer fails: a generator's failure as it is, anything else wrapped with the member.
            wrapAndThrow(provider, e, r, member);
        }
        g.writeEndObject();
    }

    /** Jackson's enum serializer writes a constant without annotations as its name: no feature asks for another form. */
    private static boolean namesEnums(SerializerProvider provider) {
        return !provider.isEnabled(SerializationFeature.WRITE_ENUMS_USING_INDEX)
                && !provider.isEnabled(SerializationFeature.WRITE_ENUMS_USING_TO_STRING)
                && !provider.getConfig().isEnabled(EnumFeature.WRITE_ENUMS_TO_LOWERCASE);
    }
}
