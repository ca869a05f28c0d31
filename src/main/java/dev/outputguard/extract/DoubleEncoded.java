package dev.outputguard.extract;

import java.util.ArrayList;
import java.util.List;

import dev.outputguard.text.FencedText;

/**
 * Repair mode's reading of a double-encoded reply: the whole reply (blanks aside) is one JSON string
 * literal, with escapes, whose content holds the object or array ({@code "{\"a\": 1}"}). The content is decoded
 * once, searched as a reply of its own, and what is found is mapped back to offsets of the input; the
 * first repair, at the object's '{', says so. Linear: one decoding and one search.
 */
final class DoubleEncoded {

    private DoubleEncoded() {
    }

    /** The object held by a double-encoded {@code text}, or null when the text is not one or holds none. */
    static Extraction extract(JsonExtractor extractor, String text, Accept accept) {
        int open = 0;
        int close = text.length() - 1;
        while (open < close && Character.isWhitespace(text.charAt(open))) {
            open++;
        }
        while (close > open && Character.isWhitespace(text.charAt(close))) {
            close--;
        }
        if (close - open < 3 || text.charAt(open) != '"' || text.charAt(close) != '"' || text.indexOf('\\', open) < 0) {
            return null;
        }
        return decode(extractor, text, accept, open + 1, close, false);
    }

    /**
     * The object held by a reply that is the content of such a literal without its quotes: JSON whose
     * quotes are escaped ({@code {\"a\": 1}}), as copied out of a string. Tried only when nothing else was
     * found in repair mode, so it never changes an answer; null when the reply holds none.
     */
    static Extraction extractEscaped(JsonExtractor extractor, String text, Accept accept) {
        int quote = text.indexOf("\\\"");
        if (quote < 0 || text.lastIndexOf('{', quote) < 0 && text.lastIndexOf('[', quote) < 0) {
            return null;
        }
        return decode(extractor, text, accept, 0, text.length(), true);
    }

    /**
     * Decodes {@code text[from, to)} as a string literal's content and searches it; a {@code bare} content
     * (no quotes around it) may hold a '"' as it is.
     */
    private static Extraction decode(JsonExtractor extractor, String text, Accept accept, int from, int to, boolean bare) {
        int close = to;
        int length = to - from;
        StringBuilder decoded = new StringBuilder(length);
        // origin[k]: the input offset where decoded character k begins; origin[decoded length]: the end.
        int[] origin = new int[length + 1];
        for (int i = from; i < close; ) {
            origin[decoded.length()] = i;
            char c = text.charAt(i);
            if (c == '"' && !bare) {
                return null;
            }
            if (c != '\\') {
                decoded.append(c);
                i++;
                continue;
            }
            if (i + 1 >= close) {
                return null;
            }
            char e = text.charAt(i + 1);
            switch (e) {
                case '"', '\\', '/' -> decoded.append(e);
                case 'b' -> decoded.append('\b');
                case 'f' -> decoded.append('\f');
                case 'n' -> decoded.append('\n');
                case 'r' -> decoded.append('\r');
                case 't' -> decoded.append('\t');
                case 'u' -> {
                    if (i + 6 > close) {
                        return null;
                    }
                    int code = 0;
                    for (int k = i + 2; k < i + 6; k++) {
                        int digit = Character.digit(text.charAt(k), 16);
                        if (digit < 0) {
                            return null;
                        }
                        code = code * 16 + digit;
                    }
                    decoded.append((char) code);
                    i += 6;
                    continue;
                }
                default -> {
                    return null;
                }
            }
            i += 2;
        }
        origin[decoded.length()] = close;
        String inner = decoded.toString();
        boolean candidates = (accept.objects() && inner.indexOf('{') >= 0) || (accept.arrays() && inner.indexOf('[') >= 0);
        if (!candidates || inner.isBlank()) {
            return null;
        }
        if (!(extractor.search(FencedText.of(inner), Mode.REPAIR, accept) instanceof Extraction.Found found)) {
            return null;
        }
        int start = origin[found.start()];
        int end = origin[found.end()];
        if (text.charAt(start) != inner.charAt(found.start()) || text.indexOf('\\', start) < 0 || text.indexOf('\\', start) >= end) {
            // An object whose '{' was written as an escape has no span of its own in the input; and one
            // with nothing escaped reads the same without decoding: it reads the same without decoding, and the plain search answers.
            return null;
        }
        List<Repair> repairs = new ArrayList<>(found.repairs().size() + 1);
        // repair: DOUBLE_ENCODED — the reply is a JSON string literal that holds the object, or that
        // literal's content without its quotes ({\"a\": 1})
        repairs.add(new Repair(RepairKind.DOUBLE_ENCODED, start));
        for (Repair repair : found.repairs()) {
            repairs.add(new Repair(repair.kind(), origin[repair.position()]));
        }
        int omitted = found.repairsOmitted();
        if (repairs.size() > extractor.maxReportedRepairs()) {
            // The decoding's own repair comes first, so the last one listed moves to the count.
            repairs.removeLast();
            omitted++;
        }
        Enclosure around = found.enclosedBy();
        List<DuplicateKey> repeated = new ArrayList<>(found.duplicateKeys().size());
        for (DuplicateKey d : found.duplicateKeys()) {
            repeated.add(new DuplicateKey(d.key(), d.object(), origin[d.position()]));
        }
        return new Extraction.Found(found.json(), found.source(), start, end, repairs, omitted,
                around == null ? null : new Enclosure(around.type(), origin[around.start()], origin[around.end()]),
                repeated, found.duplicateKeysOmitted());
    }
}
