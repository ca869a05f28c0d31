package dev.outputguard.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A name as its spelling is compared, the one way keys and names are matched across the service: in NFKC without
 * invisible characters ({@link Nfkc}), lower case, without {@code _}, {@code -} and blanks. {@code forecastDays},
 * {@code Forecast_Days}, {@code ＦＯＲＥＣＡＳＴ－ＤＡＹＳ} and {@code re\u200Bsult}'s {@code result} spell alike.
 */
public final class Spelling {

    private Spelling() {
    }

    /** {@code name} spelled. */
    public static String of(String name) {
        String normal = Nfkc.of(name).text().toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder(normal.length());
        for (int i = 0; i < normal.length(); i++) {
            char c = normal.charAt(i);
            if (c == '\u0131') {
                c = 'i'; // the Turkish dotless ı, as the lexicon compares it (İ lower-cased is i and a combining dot)
            } else if (c == '\u0307' && i > 0 && normal.charAt(i - 1) == 'i') {
                continue;
            }
            if (c != '_' && c != '-' && !Character.isWhitespace(c) && c != '\u3000' && c != '\u00A0') {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * A key as words, in NFKC and lower case: split at {@code _}, {@code -}, blanks, a lower-case letter followed by an
     * upper-case one ({@code camelCase}), before the last capital of a run that a lower-case letter follows
     * ({@code másOMenos}, {@code XMLParser}), and where a letter of an alphabet meets a Han, kana or Hangul one
     * ({@code ci承認}). One pass, no regular expression: every field of a verdict object is read so.
     */
    public static String words(String rawKey) {
        String k = Nfkc.of(rawKey).text();
        StringBuilder b = new StringBuilder(k.length() + 4);
        char prev = ' ';
        for (int i = 0; i < k.length(); i++) {
            char c = k.charAt(i);
            if (c == '_' || c == '-') {
                c = ' ';
            } else if (Character.isLetter(c) && Character.isLetter(prev)
                    && (Character.isLowerCase(prev) && Character.isUpperCase(c) || (prev >= 0x2E80) != (c >= 0x2E80)
                            || Character.isUpperCase(prev) && Character.isUpperCase(c) && i + 1 < k.length()
                                    && Character.isLowerCase(k.charAt(i + 1)))) {
                b.append(' ');
            }
            b.append(c);
            prev = c;
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }

    /**
     * A name's words ({@link #words}), each parted again where a digit meets a letter ({@code day2} is {@code day},
     * {@code 2}), without the characters between them: the places where a naming style parts its words.
     */
    public static List<String> parts(String name) {
        String w = words(name);
        List<String> out = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < w.length(); i++) {
            char c = w.charAt(i);
            boolean part = !Character.isLetterOrDigit(c)
                    || word.length() > 0 && Character.isDigit(c) != Character.isDigit(word.charAt(word.length() - 1));
            if (part && word.length() > 0) {
                out.add(word.toString());
                word.setLength(0);
            }
            if (Character.isLetterOrDigit(c)) {
                word.append(c);
            }
        }
        if (word.length() > 0) {
            out.add(word.toString());
        }
        return out;
    }

    /** An English plural's singular: {@code addresses}, {@code cities}, {@code emails}; other words as they are. */
    public static String singular(String w) {
        int n = w.length();
        if (n <= 3 || !w.endsWith("s") || w.endsWith("ss")) {
            return w;
        }
        if (w.endsWith("ies")) {
            return w.substring(0, n - 3) + "y";
        }
        if (w.endsWith("sses") || w.endsWith("xes") || w.endsWith("ches") || w.endsWith("shes")) {
            return w.substring(0, n - 2);
        }
        return w.substring(0, n - 1);
    }
}
