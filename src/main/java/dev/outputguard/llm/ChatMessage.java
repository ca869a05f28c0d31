package dev.outputguard.llm;

import java.util.Objects;

/** One message of a Chat Completions conversation. */
public record ChatMessage(Role role, String content) {

    public enum Role {
        SYSTEM("system"), USER("user"), ASSISTANT("assistant");

        private final String wireName;

        Role(String wireName) {
            this.wireName = wireName;
        }

        /** The name the Chat Completions API uses for this role. */
        public String wireName() {
            return wireName;
        }
    }

    public ChatMessage {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(content, "content");
    }

    public static ChatMessage system(String content) {
        return new ChatMessage(Role.SYSTEM, content);
    }

    public static ChatMessage user(String content) {
        return new ChatMessage(Role.USER, content);
    }

    public static ChatMessage assistant(String content) {
        return new ChatMessage(Role.ASSISTANT, content);
    }
}
