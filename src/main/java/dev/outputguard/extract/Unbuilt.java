package dev.outputguard.extract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * What an unbuilt parse returns in place of the nodes it does not build: a search whose caller writes the value
 * from its source text ({@link AsWritten#unbuilt}) validates the strict grammar as always but builds no object,
 * array or string node. What the search itself reads of a value is kept: whether an array holds numbers only
 * (a bracket prose writes too, {@link Admission#proseLike}), and whether an object writes a key twice
 * ({@link Containers#keyRepeated}), which sends the caller to the tree's answer, since that answer lists it.
 * Never part of an answer: the value found is written from its span, and read, if at all, from a tree built then.
 */
final class Unbuilt {

    /** A string, an object, or an array holding anything but numbers. */
    static final JsonNode VALUE = new TextNode("unbuilt");
    /** An array whose elements are all numbers (or none). */
    static final JsonNode NUMBERS = new TextNode("unbuilt numbers");

    private Unbuilt() {
    }
}
