package dev.outputguard.text;

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
}
