package dev.outputguard.schema;

import java.util.Map;

import com.networknt.schema.ExecutionContext;
import com.networknt.schema.SchemaContext;
import com.networknt.schema.dialect.Dialect;
import com.networknt.schema.format.Format;

/**
 * The validator's formats, checked ({@code "format": "date"} holds a date: {@code yesterday} and
 * {@code 2024-01-01 (estimated)} are none) at a cost bounded by the longest value each format can hold: a longer
 * string does not match and is never read further ({@code hostname}: 253 characters, {@code email}: 320, {@code date}:
 * 10). {@code regex} stays an annotation: checking it compiles the value itself as a pattern, work no bound of its
 * length keeps small. A format the validator does not know is an annotation, as the drafts say.
 */
final class BoundedFormats {

    /** The most characters a value of each format can hold; a format not named here holds at most {@link #OTHER}. */
    private static final Map<String, Integer> LONGEST = Map.ofEntries(
            Map.entry("date", 10), Map.entry("time", 64), Map.entry("date-time", 64), Map.entry("duration", 64),
            Map.entry("uuid", 36), Map.entry("ipv4", 15), Map.entry("ipv6", 45),
            Map.entry("email", 320), Map.entry("idn-email", 320), Map.entry("hostname", 253),
            Map.entry("idn-hostname", 253));
    /** URIs, IRIs, URI templates and JSON pointers: read in time linear in their length, as the value's parse is. */
    static final int OTHER = 65_536;

    private BoundedFormats() {
    }

    /** {@code standard} with its formats bounded and {@code regex} left unchecked. */
    static Dialect replacingIn(Dialect standard) {
        return Dialect.builder(standard).formats(formats -> {
            formats.remove("regex");
            formats.replaceAll((name, format) -> new Bounded(format, LONGEST.getOrDefault(name, OTHER)));
        }).build();
    }

    /** A format that answers "no" for a string longer than any of its values, without reading it. */
    private record Bounded(Format format, int longest) implements Format {

        @Override
        public String getName() {
            return format.getName();
        }

        @Override
        public String getMessageKey() {
            return format.getMessageKey();
        }

        @Override
        public boolean matches(ExecutionContext context, SchemaContext schemaContext, String value) {
            return value.length() <= longest && format.matches(context, schemaContext, value);
        }
    }
}
