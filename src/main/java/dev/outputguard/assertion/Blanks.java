package dev.outputguard.assertion;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether a free string is a template's blank, written where its value was to go, by its shape: a slot of a common
 * templating syntax ({@link #SLOT}), a masked name ({@code ○○様}, {@code 某某}, {@code XX様}, {@code XXXX},
 * {@code Herr/Frau X}), filler text ({@code Lorem ipsum …}), marks alone ({@link #marksOnly}: {@code ___}, {@code ...})
 * or, where the property is known, a blank named for it ({@link #named}: {@code $NAME}, {@code (name)}). The words of a blank ({@code TODO}, {@code CHANGEME}, {@code to be filled},
 * {@code à compléter}, {@code 未記入}) are the lexicon's {@link Role#PLACEHOLDER} terms, read by {@link FreeText}. A
 * shape counts only where it is the whole string: {@code "Use {name} here"}, {@code "100%"}, {@code "XXL"} and
 * {@code "Acme (EU)"} are values. Plain Java; thread-safe.
 */
public final class Blanks {

    /**
     * A template's slot, written whole: Mustache, Jinja and Handlebars ({@code {{name}}}, {@code {{ name }}},
     * {@code {% x %}}), shell and JavaScript templates ({@code ${name}}, {@code $name} with a lower-case or snake-case
     * name: {@code $AAPL} and {@code $5} are values), Python and C# format fields ({@code {name}}, {@code {0}},
     * {@code {}}, {@code {0:.2f}}), printf conversions ({@code %s}, {@code %d}, {@code %.2f}, {@code %(name)s},
     * {@code %1$s}, {@code %@}), Windows variables ({@code %NAME%}), ERB and Ruby ({@code <%= name %>},
     * {@code #{name}}), angle and double angle brackets ({@code <name>}, {@code <<name>>}), square brackets of letters
     * ({@code [name]}, {@code [[name]]}), build tools' tokens ({@code @name@}, {@code __NAME__} in capitals:
     * {@code __init__} is a name).
     */
    private static final Pattern SLOT = Pattern.compile(String.join("|",
            "\\{\\{\\{[^{}]+}}}",
            "\\{\\{[^{}]+}}",
            "\\{%[^{}]+%}",
            "\\$\\{[^{}]+}",
            "#\\{[^{}]+}",
            "\\$(?:[a-z_][A-Za-z0-9_]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)",
            "\\{\\s*(?:[\\p{L}_][\\p{L}\\p{N}_.\\[\\]]*|\\d+)?\\s*(?:![rsa])?(?::[^{}]*)?}",
            "%(?:\\([\\p{L}_][\\p{L}\\p{N}_]*\\))?(?:\\d+\\$)?[-+ #0]*\\d*(?:\\.\\d+)?(?:l|ll|h|z)?[sdifuxXeEgGcrp@]",
            "%[A-Za-z_][A-Za-z0-9_]*%",
            "<%[=-]?[^%]+%>",
            "<<[^<>]+>>",
            "<[\\p{L}\\p{N}_ .-]+>",
            "\\[\\[[^\\[\\]]+]]",
            "\\[[\\p{L}_ -]+]",
            "@[A-Za-z_][A-Za-z0-9_.]*@",
            "__[A-Z][A-Z0-9_]*__",
            "【[^【】]+】",
            "〔[^〔〕]+〕",
            "〖[^〖〗]+〗"));

    /**
     * The marks a name is masked with, two or more of one ({@code ○○}, {@code ××}, {@code ＊＊}); {@code 某某}; and, beside
     * a CJK name or a title only, {@code XX} and {@code OO} ({@code XX様}, {@code 김OO}): alone they may be a value.
     */
    private static final String MASKS = "○〇◯●◎□■△▲×✕✖＊*ㅇᄋ";
    /** Titles written after a name ({@code 様}, {@code さん}, {@code 先生}, {@code 님}, {@code 씨}). */
    private static final Pattern TITLE = Pattern.compile("(?:様|さま|さん|殿|氏|君|くん|ちゃん|先生|老师|女士|小姐|同学|님|씨|선생님|고객)");
    /** A name's letters beside a mask: CJK, kana or Hangul, at most four on each side ({@code 田中○○}, {@code 김OO}). */
    private static final String NAME = "[\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}\\p{IsHangul}]";
    /** A run of one mask, or {@code 某某}. */
    private static final Pattern RUN = Pattern.compile("(?:([" + MASKS + "])\\1+|某某)");
    /** A masked name: a run of one mask with at most four of a name's letters on each side. */
    private static final Pattern MASKED = Pattern.compile(NAME + "{0,4}" + RUN.pattern() + NAME + "{0,4}");
    /** Latin letters masking a CJK name: {@code XX} or {@code OO} beside a name's letter ({@code 김OO}, {@code XX太郎}). */
    private static final Pattern LATIN_MASKED = Pattern.compile(NAME + "{1,4}(?:XX|xx|OO)" + NAME + "{0,4}|(?:XX|xx|OO)" + NAME + "{1,4}");
    /** Three or more X alone: a masked value ({@code XXX}, {@code xxxx}, {@code XXXXXX}). */
    private static final Pattern CROSSES = Pattern.compile("[Xx]{3,}|X{2}|x{2}|Ｘ{2,}|O{3,}|Ｏ{3,}|[XxＸ]{2,}[-/ .][XxＸ]{2,}(?:[-/ .][XxＸ]{2,})*");
    /**
     * A form of address before a stand-in letter: one title or two joined by a slash ({@code Herr/Frau X}, {@code M./Mme X},
     * {@code Sr./Sra. X}, {@code Mr. X}, {@code Dhr./Mevr. XXX}) — the letter no name, a form's blank.
     */
    private static final Pattern ADDRESSED = Pattern.compile("(?i:(?:mr|mrs|ms|miss|mx|dr|herr|frau|hr|fr|m|mme|mlle|sr|sra|srta"
            + "|sig|sig\\.ra|sigra|dhr|mevr|mw|dott|prof)\\.?(?:\\s*/\\s*(?:mr|mrs|ms|miss|mx|dr|herr|frau|hr|fr|m|mme|mlle|sr|sra|srta"
            + "|sig|sig\\.ra|sigra|dhr|mevr|mw|dott|prof)\\.?)*)\\s+(?:X+|x+|N\\.\\s?N\\.?|XY)\\.?");

    private Blanks() {
    }

    /**
     * Why {@code text}, a free string with its decoration taken off and without blanks at its ends, is a blank rather
     * than a value, or null. {@code raw} is the string before its decoration was read ({@code __NAME__} is emphasis to
     * Markdown).
     */
    public static String of(String raw, String text) {
        if (text.isEmpty() || text.length() > 80) {
            return filler(raw);
        }
        if (slot(text) || !raw.equals(text) && slot(raw.strip())) {
            return "is a template's slot, not a value";
        }
        String bare = text;
        while (bare.length() >= 2 && "([（【".indexOf(bare.charAt(0)) >= 0 && ")]）】".indexOf(bare.charAt(bare.length() - 1)) >= 0) {
            bare = bare.substring(1, bare.length() - 1).strip(); // (XXXX), 【○○】
        }
        if (!bare.isEmpty() && masked(bare)) {
            return "is a masked name or value, not one written";
        }
        return filler(text);
    }

    /**
     * The marks a slot named for its place is wrapped in, each an opening and its closing: a sigil before the name
     * ({@code $NAME}, {@code :name}, {@code @name}, {@code #name}, {@code &name}), brackets and quotes of every script
     * around it ({@code (name)}, {@code «name»}, {@code ‹name›}, {@code 〈name〉}, {@code 《name》}, {@code 「name」},
     * {@code "name"}), and the tokens of build and mail-merge tools ({@code $(name)}, {@code @@name@@}, {@code %name},
     * {@code *name*}).
     */
    private static final String[][] WRAPPERS = { { "$(", ")" }, { "@@", "@@" }, { "${", "}" }, { "{{", "}}" }, { "[[", "]]" },
        { "<<", ">>" }, { "%", "%" }, { "__", "__" }, { "$", "" }, { ":", "" }, { "@", "" }, { "#", "" }, { "&", "" }, { "%", "" },
        { "(", ")" }, { "[", "]" }, { "{", "}" }, { "<", ">" }, { "«", "»" }, { "»", "«" }, { "‹", "›" }, { "〈", "〉" },
        { "《", "》" }, { "「", "」" }, { "『", "』" }, { "【", "】" }, { "（", "）" }, { "\"", "\"" }, { "'", "'" }, { "“", "”" },
        { "„", "“" }, { "*", "*" }, { "@", "@" }, { "", "" } };

    /**
     * Why {@code text}, the free string written as the value of the property (or the list) named {@code key}, is a
     * blank named for its place rather than a value, or null: the property's name or words of it, wrapped in a
     * placeholder's marks ({@link #WRAPPERS}), after {@code your} or not ({@code $NAME}, {@code :name}, {@code (name)},
     * {@code «NAME»}, {@code YOUR_NAME}, {@code <your email>} for {@code name} and {@code email};
     * {@code $EMAIL} for {@code contact_email}). Bare, only after {@code your} ({@code YOUR_NAME}): a bare word may be
     * the value. Another word in the same marks is a value ({@code @alice}, {@code (Alice)}).
     */
    public static String named(String key, String text) {
        if (key == null || key.isEmpty() || text.length() < 2 || text.length() > 60) {
            return null;
        }
        String t = text.strip();
        java.util.List<String> keyWords = words(key);
        if (keyWords.isEmpty()) {
            return null;
        }
        for (String[] w : WRAPPERS) {
            if (t.length() > w[0].length() + w[1].length() && t.startsWith(w[0]) && t.endsWith(w[1])) {
                String inner = t.substring(w[0].length(), t.length() - w[1].length()).strip();
                java.util.List<String> said = words(inner);
                boolean your = !said.isEmpty() && ("your".equals(said.get(0)) || "ur".equals(said.get(0)));
                if (your) {
                    said = said.subList(1, said.size());
                } else if (w[0].isEmpty()) {
                    continue; // a bare word may be the value
                }
                if (!said.isEmpty() && said.size() <= keyWords.size() && keyWords.containsAll(said)) {
                    return "is a blank named for its place (\"" + inner + "\"), not a value";
                }
            }
        }
        return null;
    }

    /** A name's words in lower case ({@code contactEmail} is {@code contact}, {@code email}), each in the singular. */
    private static java.util.List<String> words(String name) {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (String w : dev.outputguard.text.Spelling.words(name).split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) {
                out.add(dev.outputguard.text.Spelling.singular(w));
            }
        }
        return out;
    }

    /**
     * Whether {@code text} holds marks only where a value was to go: punctuation, blanks, block and box-drawing marks, no
     * letter, digit, emoji or other symbol ({@code ___}, {@code ...}, {@code …}, {@code ***}, {@code ████}, {@code ""}).
     * The caller keeps the lexicon's words for nothing ({@code -}, {@code --}, {@code —}), answered as {@code N/A} is.
     */
    public static boolean marksOnly(String text) {
        boolean mark = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                continue;
            }
            int type = Character.getType(c);
            boolean punct = type == Character.CONNECTOR_PUNCTUATION || type == Character.DASH_PUNCTUATION
                    || type == Character.START_PUNCTUATION || type == Character.END_PUNCTUATION
                    || type == Character.INITIAL_QUOTE_PUNCTUATION || type == Character.FINAL_QUOTE_PUNCTUATION
                    || type == Character.OTHER_PUNCTUATION || c >= 0x2500 && c <= 0x259F || "~^`|".indexOf(c) >= 0;
            if (!punct) {
                return false;
            }
            mark = true;
        }
        return mark;
    }

    /** Whether {@code text} is wholly a template's slot ({@link #SLOT}). */
    public static boolean slot(String text) {
        if (text.isEmpty() || text.length() > 80 || "{$%<[#@_【〔〖".indexOf(text.charAt(0)) < 0) {
            return false;
        }
        return SLOT.matcher(text).matches();
    }

    /** Whether {@code text} is a masked name or value ({@link #MASKED}, {@link #CROSSES}). */
    static boolean masked(String text) {
        if (CROSSES.matcher(text).matches()) {
            return true;
        }
        int last = text.length() - 1;
        if (last >= 2 && (text.charAt(last) == 'X' || text.charAt(last) == 'x' || text.charAt(last) == '.'
                || text.charAt(last) == 'N' || text.charAt(last) == 'Y')
                && ADDRESSED.matcher(text).matches()) {
            return true; // Herr/Frau X, M./Mme X
        }
        boolean mask = false;
        for (int i = 0; i < text.length() && !mask; i++) {
            char c = text.charAt(i);
            mask = MASKS.indexOf(c) >= 0 || c == '某' || c == 'X' || c == 'x' || c == 'O' || c == 'Ｘ';
        }
        if (!mask) {
            return false;
        }
        String body = text;
        boolean titled = false;
        java.util.regex.Matcher title = TITLE.matcher(text);
        while (title.find()) {
            if (title.end() == text.length() && title.start() > 0) {
                body = text.substring(0, title.start()).strip();
                titled = true;
            }
        }
        if (titled && body.matches("X+|x+|Ｘ+|O+|某|[" + MASKS + "]")) {
            return true; // XX様, OO님, 某さん, ○様
        }
        return MASKED.matcher(body).matches() || LATIN_MASKED.matcher(body).matches();
    }

    /** Filler text: a string that opens with {@code lorem ipsum}. */
    static String filler(String text) {
        String t = text.strip();
        while (!t.isEmpty() && (Decoration.isOpener(t.charAt(0)) || "([（".indexOf(t.charAt(0)) >= 0)) {
            t = t.substring(1);
        }
        return t.length() >= 11 && t.substring(0, 11).toLowerCase(Locale.ROOT).equals("lorem ipsum")
                ? "is filler text, not a value" : null;
    }
}
