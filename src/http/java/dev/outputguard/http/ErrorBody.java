package dev.outputguard.http;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The one error body every binding returns: {@code {"error":{"code","message"}}}. */
public final class ErrorBody {

    private ErrorBody() {
    }

    public static String of(String code, String message) {
        ObjectNode error = JsonNodeFactory.instance.objectNode();
        error.putObject("error").put("code", code).put("message", message);
        return error.toString();
    }
}
