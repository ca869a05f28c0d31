package dev.outputguard.lambda.direct;

import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.module.SimpleModule;

import dev.outputguard.contract.RequestContract;
import dev.outputguard.function.FunctionCatalog;
import io.quarkus.jackson.ObjectMapperCustomizer;

/**
 * The request contract for direct invoke. Funqy's Lambda binding reads the payload with Quarkus's
 * ObjectMapper, which is lenient (it turns {@code 5} into "5", ignores unknown fields, matches names
 * case-insensitively). This module makes that one read go through {@link RequestContract} for every
 * function's request record, so a bad payload is a Lambda error of type
 * {@code dev.outputguard.contract.InvalidRequestException} whose message names the field, exactly as
 * the HTTP flavours answer 400.
 *
 * <p>Only in the direct-invoke build (src/lambda/java): in the HTTP flavours the route that serves the
 * functions reads the body with the same {@link RequestContract} and Funqy's reader is never used.
 */
@Singleton
public class DirectInvokeContract implements ObjectMapperCustomizer {

    /** Providers: the mapper is built at static init, the limits are run-time configuration. */
    @Inject
    Provider<RequestContract> contract;

    @Inject
    Provider<FunctionCatalog> catalog;

    @Override
    public void customize(ObjectMapper mapper) {
        SimpleModule module = new SimpleModule("outputguard-request-contract");
        module.setDeserializerModifier(new BeanDeserializerModifier() {
            @Override
            public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription description,
                    JsonDeserializer<?> deserializer) {
                Class<?> type = description.getBeanClass();
                boolean ours = type.isRecord() && type.getPackageName().startsWith("dev.outputguard");
                return ours ? new RequestDeserializer(type, deserializer, contract, catalog) : deserializer;
            }
        });
        mapper.registerModule(module);
    }
}
