package dev.outputguard.validate;

/**
 * Quotes untrusted text into a message: at most {@code max} characters, control characters and quotes
 * escaped so the message stays on one line, and a visible mark where it was cut.
 */
final class Quote {

    private Quote() {
    }

    /** Text known to be short and safe (a JSON number, a literal), cut at {@code max} characters. */
    static String unquoted(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max) + "…(+" + (s.length() - max) + " chars)";
    }

    static String of(String s, int max) {
        int cut = Math.min(s.length(), max);
        if (cut < s.length() && cut > 0 && Character.isHighSurrogate(s.charAt(cut - 1))) {
            cut--;
        }
        StringBuilder b = new StringBuilder(cut + 16).append('"');
        for (int i = 0; i < cut; i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
        if (cut < s.length()) {
            b.append("…(+").append(s.length() - cut).append(" chars)");
        }
        return b.toString();
    }
}
