package dev.outputguard.validate;

import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonProperty;

/** What a reply is expected to carry: a translation, or a unified-diff patch of the target document. */
public enum ReplyKind {
    @JsonProperty("translation")
    TRANSLATION("translation", "translation"),
    @JsonProperty("revision-patch")
    REVISION_PATCH("targetPatch", "revision-patch");

    private final String field;
    private final String wireName;

    ReplyKind(String field, String wireName) {
        this.field = field;
        this.wireName = wireName;
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
