package dev.outputguard.extract;

/**
 * A key an object of the extracted value writes more than once ({@code {"a": 1, "a": 2}}). The value keeps
 * the last one written, as JSON readers do; this says what was overwritten. {@code key} is the key,
 * {@code object} the JSON Pointer of the object that repeats it ({@code ""} for the outermost one, as in
 * RFC 6901), and {@code position} the UTF-16 offset in the input where the key is written again.
 */
public record DuplicateKey(String key, String object, int position) {
}
