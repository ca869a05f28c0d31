package dev.outputguard.terminal;

/**
 * The replacement character sets a terminal can switch to ({@code ESC ( 0}, {@code ESC ) A}, then SO/SI or a locking
 * shift): DEC line drawing and the national sets of the VT220 family. Under one of them an ASCII character is drawn
 * as another ({@code q} as {@code ─}, {@code [} as {@code Ä}), so what is read must be what is drawn: a
 * {@code [y/N]} shown as {@code Äy/NÜ} is no question.
 *
 * <p>Each set is its final character and a list of pairs: the ASCII character, then what is drawn for it.
 */
final class Charsets {

    /** Set 0: plain ASCII (US, {@code B}, and anything not listed). */
    private static final String[] SETS = {
        // DEC Special Graphics: line drawing
        "0`◆a▒b␉c␌d␍e␊f°g±h␤i␋j┘k┐l┌m└n┼o⎺p⎻q─r⎼s⎽t├u┤v┴w┬x│y≤z≥{π|≠}£~·",
        "A#£", // United Kingdom
        "4#£@¾[i\\½]|{¨|f}¼~´", // Dutch ('[' is drawn as "ij": its first letter)
        "C[Ä\\Ö]Å^Ü`é{ä|ö}å~ü", // Finnish
        "5[Ä\\Ö]Å^Ü`é{ä|ö}å~ü",
        "R#£@à[°\\ç]§{é|ù}è~¨", // French
        "Q@à[â\\ç]ê^î`ô{é|ù}è~û", // French Canadian
        "K@§[Ä\\Ö]Ü{ä|ö}ü~ß", // German
        "Y#£@§[°\\ç]é`ù{à|ò}è~ì", // Italian
        "E@Ä[Æ\\Ø]Å^Ü`ä{æ|ø}å~ü", // Norwegian/Danish
        "6@Ä[Æ\\Ø]Å^Ü`ä{æ|ø}å~ü",
        "Z#£@§[¡\\Ñ]¿{°|ñ}ç", // Spanish
        "H@É[Ä\\Ö]Å^Ü`é{ä|ö}å~ü", // Swedish
        "7@É[Ä\\Ö]Å^Ü`é{ä|ö}å~ü",
        "=#ù@à[é\\ç]ê^î_è`ô{ä|ö}ü~û", // Swiss
    };
    /** The finals a designation accepts ({@code B}: ASCII; the rest index {@link #SETS} from 1). */
    private static final String FINALS = "B0A4C5RQKYE6ZH7=";
    private static final int[][] MAPS = new int[SETS.length + 1][];

    static {
        for (int s = 0; s < SETS.length; s++) {
            int[] map = new int[127];
            for (int c = 0; c < map.length; c++) {
                map[c] = c;
            }
            String pairs = SETS[s];
            for (int k = 1; k + 1 < pairs.length(); k += 2) {
                map[pairs.charAt(k)] = pairs.charAt(k + 1);
            }
            MAPS[s + 1] = map;
        }
    }

    private Charsets() {
    }

    /** Which of G0-G3 an intermediate designates: {@code ( ) * +}, and {@code - .} for G1, G2; -1 otherwise. */
    static int designator(int intermediate) {
        return switch (intermediate) {
            case '(' -> 0;
            case ')', '-' -> 1;
            case '*', '.' -> 2;
            case '+' -> 3;
            default -> -1;
        };
    }

    /** Whether {@code f} names a set a designation switches to. */
    static boolean isFinal(int f) {
        return f < 0x80 && FINALS.indexOf(f) >= 0;
    }

    /** The set {@code f} names: 0 for ASCII. */
    static int of(int f) {
        int k = FINALS.indexOf(f);
        return k <= 0 ? 0 : 1 + indexOfSet(f);
    }

    private static int indexOfSet(int f) {
        for (int s = 0; s < SETS.length; s++) {
            if (SETS[s].charAt(0) == f) {
                return s;
            }
        }
        throw new IllegalArgumentException("no character set " + (char) f);
    }

    /** What {@code set} draws for the ASCII character {@code cp} (below 127). */
    static int map(int set, int cp) {
        return MAPS[set][cp];
    }
}
