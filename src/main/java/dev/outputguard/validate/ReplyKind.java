package dev.outputguard.validate;

import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** What a reply is expected to carry: a translation, or a unified-diff patch of the target document. */
public enum ReplyKind {
    @JsonProperty("translation")
    TRANSLATION("translation", "translation"),
    @JsonProperty("revision-patch")
    REVISION_PATCH("targetPatch", "revision-patch");

    private final String field;
    private final String wireName;
    private final ObjectNode replySchema;

    ReplyKind(String field, String wireName) {
        this.field = field;
        this.wireName = wireName;
        this.replySchema = replySchema(field);
    }

    /**
     * The reply's shape as a JSON Schema, sent to the LLM as structured output: the field as a string (required) and
     * {@code termSuggestions} as {@code {source, target, note?}} items. Shared by every request and never changed.
     */
    public ObjectNode replySchema() {
        return replySchema;
    }

    private static ObjectNode replySchema(String field) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        ObjectNode schema = nodes.objectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject(field).put("type", "string");
        ObjectNode term = properties.putObject("termSuggestions").put("type", "array").putObject("items")
                .put("type", "object");
        ObjectNode termProperties = term.putObject("properties");
        for (String name : new String[] {"source", "target", "note"}) {
            termProperties.putObject(name).put("type", "string");
        }
        term.putArray("required").add("source").add("target");
        schema.putArray("required").add(field);
        return schema;
    }

    /** The required JSON field of the reply. */
    public String field() {
        return field;
    }

    /** The request's {@code kind} value. */
    public String wireName() {
        return wireName;
    }

    /** The kind named by a request's {@code kind} value, if any. */
    public static Optional<ReplyKind> ofWireName(String wireName) {
        for (ReplyKind kind : values()) {
            if (kind.wireName.equals(wireName)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }
}
