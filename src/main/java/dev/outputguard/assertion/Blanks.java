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

    /**
     * The words of a property's name that say it holds a format or a pattern, where a format mask is the value
     * ({@code date_format}, {@code pattern}, {@code mask}, {@code Datumsformat} is read by its words only).
     */
    private static final java.util.Set<String> FORMAT_KEYS = java.util.Set.of("format", "fmt", "pattern", "mask", "layout",
            "template", "placeholder", "example", "sample", "style", "syntax", "formato", "formaat", "biçim", "muster",
            "modèle", "modelo", "modello", "patroon", "形式", "格式", "書式", "형식", "서식");

    /** An {@code AM}/{@code PM} after a time's mask ({@code hh:mm AM}, {@code h:mm a}). */
    private static final Pattern MERIDIEM = Pattern.compile("\\s*(?:AM/PM|am/pm|AM|PM|am|pm|a\\.m\\.|p\\.m\\.|a|A|tt)$");

    /**
     * Why {@code text}, the free string written as the value of the property {@code key} (null where none names it), is
     * a date or time format's mask rather than a date or time, or null: two fields or more, each a run of one field's
     * letter in one of the languages read (year {@code YYYY}, {@code JJJJ}, {@code AAAA}; month {@code MM},
     * Turkish {@code AA}; day {@code DD}, {@code TT}, {@code JJ}, {@code GG}; hour {@code HH}, {@code hh}, Dutch {@code uu},
     * Turkish {@code SS}; minute {@code mm}, Turkish {@code DD}; second {@code ss}), parted by a date's or a time's marks ({@code -}, {@code /}, {@code .}, {@code :},
     * {@code 年}, {@code 月}, {@code 년}, a blank or {@code T} between a date and a time) or written together where they
     * are three or more ({@code YYYYMMDD}), an {@code AM}/{@code PM} after a time aside: {@code YYYY-MM-DD},
     * {@code TT.MM.JJJJ}, {@code JJ/MM/AAAA}, {@code GG.AA.YYYY}, {@code YYYY年MM月DD日}, {@code hh:mm AM}. Filled in
     * part it is still a mask ({@code 2024-MM-DD}, {@code 2024-03-DD}). A property whose name says it holds a format
     * ({@code date_format}, {@code pattern}) keeps it; one field ({@code MM}, {@code 12 mm}), a letter that spells no
     * field ({@code HHS}, {@code MMA}, {@code AA/AAA}) and a date written ({@code 2024-03-15}) are values.
     */
    public static String formatMask(String key, String text) {
        if (text == null || text.length() < 4 || text.length() > 48) {
            return null;
        }
        String t = text.strip();
        while (t.length() >= 2 && "([（【\"'`*_".indexOf(t.charAt(0)) >= 0 && ")]）】\"'`*_".indexOf(t.charAt(t.length() - 1)) >= 0) {
            t = t.substring(1, t.length() - 1).strip(); // (YYYY-MM-DD), `YYYY-MM-DD`, **DD/MM/YYYY**
        }
        if (t.indexOf(':') > 0) {
            t = MERIDIEM.matcher(t).replaceFirst("");
        }
        int n = t.length();
        int fields = 0;
        int digits = 0;
        boolean doubled = false;
        boolean together = false;
        boolean blank = false;
        java.util.Set<Character> letters = new java.util.HashSet<>();
        int i = 0;
        char lastField = 0;
        while (i < n) {
            char c = t.charAt(i);
            if (c == 'T' && lastField != 0 && i + 1 < n && "HhUuSs".indexOf(t.charAt(i + 1)) >= 0) {
                i++; // YYYY-MM-DDTHH:mm
                lastField = 0;
                continue;
            }
            if (c < 128 && "YyJjAaMmDdTtGgHhUuSs".indexOf(c) >= 0) {
                int j = i;
                while (j < n && t.charAt(j) == c) {
                    j++;
                }
                int len = j - i;
                if (c == 'T' && len == 3 && j < n && "HhUuSs".indexOf(t.charAt(j)) >= 0) {
                    j--; // TTThh: the day's TT, then the T before the time
                    len = 2;
                }
                if (!fieldLength(c, len)) {
                    return null;
                }
                if (lastField != 0) {
                    together = true;
                    if (len < 2 || runBefore(t, i) < 2) {
                        return null; // Hmm, Ms: a word's letters, not fields written together
                    }
                }
                fields++;
                doubled |= len >= 2;
                letters.add(c == 'M' ? 'M' : Character.toLowerCase(c));
                lastField = c;
                i = j;
                continue;
            }
            if (c >= '0' && c <= '9') {
                int j = i;
                while (j < n && t.charAt(j) >= '0' && t.charAt(j) <= '9') {
                    j++;
                }
                if (j - i > 4 || lastField != 0) {
                    return null;
                }
                digits++;
                i = j;
                lastField = 0;
                continue;
            }
            if ("-/.:".indexOf(c) >= 0 || "年月日時时分秒년월일시분초".indexOf(c) >= 0) {
                i++;
                lastField = 0;
                continue;
            }
            if (c == ' ') {
                blank = true;
                i++;
                lastField = 0;
                continue;
            }
            return null;
        }
        boolean mask = fields >= 2 && letters.size() >= 2 && doubled && (!together || fields >= 3)
                || fields == 1 && doubled && digits >= 2 && !blank;
        if (!mask) {
            return null;
        }
        if (key != null) {
            for (String w : words(key)) {
                if (FORMAT_KEYS.contains(w) || w.endsWith("format") || w.endsWith("formato")) {
                    return null;
                }
            }
        }
        return "is a date or time format's mask, not a value written in it";
    }

    /** The length of the run of one letter that ends right before {@code end}. */
    private static int runBefore(String t, int end) {
        int i = end - 1;
        while (i > 0 && t.charAt(i - 1) == t.charAt(end - 1)) {
            i--;
        }
        return end - i;
    }

    /** Whether a run of {@code len} of the letter {@code c} spells a field of a date's or a time's mask. */
    private static boolean fieldLength(char c, int len) {
        return switch (c) {
            case 'Y', 'y' -> len == 1 || len == 2 || len == 4;
            case 'J', 'j', 'A', 'a' -> len == 2 || len == 4;
            case 'M' -> len <= 4;
            case 'm', 'D', 'd', 'H', 'h' -> len <= 2;
            case 'T', 't', 'G', 'g', 'U', 'u', 'S', 's' -> len == 2;
            default -> false;
        };
    }

    /**
     * The words of a property's name that say it holds a form's label, a column's or a field's name, where labels are
     * the value ({@code label}, {@code field_name}, {@code column}, {@code header}); beside {@link #FORMAT_KEYS}.
     */
    private static final java.util.Set<String> LABEL_KEYS = java.util.Set.of("label", "field", "column", "header",
            "heading", "caption", "hint", "prompt", "title", "legend");
    private static final Lexicon ROLES = Lexicon.get().roles(Role.FORM_LABEL);
    private static final Lexicon WORD_ROLES = Lexicon.get().roles(Role.FORM_WORD);
    /** The first words of the terms of both roles, folded: a string opening with none is read no further. */
    private static final java.util.Set<String> FORM_FIRSTS = formFirsts();

    private static java.util.Set<String> formFirsts() {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (Role role : new Role[] { Role.FORM_LABEL, Role.FORM_WORD }) {
            for (String language : Lexicon.LANGUAGES) {
                for (String term : Lexicon.get().words(role, language)) {
                    int blank = term.indexOf(' ');
                    out.add(blank < 0 ? term : term.substring(0, blank));
                }
            }
        }
        return java.util.Set.copyOf(out);
    }

    /** The marks a form parts its labels with ({@code Street, City}, {@code 姓・名}, {@code Name / Vorname}). */
    private static final String LIST_MARKS = ",/|;・、，／；";

    /**
     * What makes {@code text}, written under the property {@code key}, a form's blank rather than its value: its
     * labels ({@link #formLabels}) or an input mask ({@link #inputMask}); null where it is neither.
     */
    public static String formBlank(String key, String text) {
        String labels = formLabels(key, text);
        return labels != null ? labels : inputMask(key, text);
    }

    /**
     * Why {@code text}, the free string written as the value of the property {@code key} (null where none names it), is
     * a form's field labels rather than a value, or null: words that are all the lexicon's labels of a form's fields,
     * {@link Role#FORM_LABEL} ({@code Firstname}, {@code Vorname}, {@code PLZ}, {@code 氏名}, {@code 姓 名}) and
     * {@link Role#FORM_WORD} ({@code Name}, {@code Street}, {@code City}, {@code Nom}), parted by blanks or a list's
     * marks: two or more with a label among them ({@code Firstname Lastname}, {@code Prénom Nom},
     * {@code Straße Hausnummer, PLZ Ort}), two or more parted by a list's marks ({@code Street, City, ZIP}), or one label
     * alone as the value of a property named for a form's field ({@code "name": "이름"}). A word that may be a value alone
     * or two joined by a blank ({@code Nom}, {@code State Street}), a label alone in another property
     * ({@code "translation": "Vorname"}), any other word ({@code Rose Field}, {@code Marie Nom}) and a property whose
     * name says it holds a label or a format ({@code label}, {@code placeholder}, {@link #LABEL_KEYS}) keep it.
     */
    public static String formLabels(String key, String text) {
        if (text == null || text.length() < 2 || text.length() > 64) {
            return null;
        }
        java.util.List<String> said = new java.util.ArrayList<>();
        boolean listed = false;
        int from = -1;
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ' ';
            boolean mark = LIST_MARKS.indexOf(c) >= 0;
            if (mark || Character.isWhitespace(c)) {
                if (from >= 0) {
                    said.add(text.substring(from, i));
                    from = -1;
                }
                listed |= mark && !said.isEmpty();
            } else if (from < 0) {
                from = i;
            }
        }
        if (said.isEmpty() || said.size() > 10) {
            return null;
        }
        String first = said.get(0);
        for (int i = 0; i < first.length(); i++) {
            if (first.charAt(i) >= 0xFF00) {
                first = java.text.Normalizer.normalize(first, java.text.Normalizer.Form.NFKC); // full width
                break;
            }
        }
        if (!FORM_FIRSTS.contains(Lexicon.foldAll(first))) {
            return null; // the one look most strings take
        }
        int terms = 0;
        boolean label = false;
        for (int i = 0; i < said.size();) {
            int took = 0;
            for (int n = Math.min(4, said.size() - i); n >= 1 && took == 0; n--) {
                String phrase = String.join(" ", said.subList(i, i + n));
                if ((ROLES.categoriesOfWord(phrase) & Role.FORM_LABEL.bit()) != 0) {
                    label = true;
                    took = n;
                } else if ((WORD_ROLES.categoriesOfWord(phrase) & Role.FORM_WORD.bit()) != 0) {
                    took = n;
                }
            }
            if (took == 0) {
                return null;
            }
            terms++;
            i += took;
        }
        boolean blank = label && (terms >= 2 || namesAField(key)) || terms >= 2 && listed;
        return blank && !keeps(key) ? "is a form's field labels, not a value written in them" : null;
    }

    /** Whether a word of the property's name {@code key} is a form's field label ({@code name}, {@code address}). */
    private static boolean namesAField(String key) {
        if (key == null) {
            return false;
        }
        for (String w : words(key)) {
            if ((ROLES.categoriesOfWord(w) & Role.FORM_LABEL.bit()) != 0
                    || (WORD_ROLES.categoriesOfWord(w) & Role.FORM_WORD.bit()) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the property's name {@code key} says it holds a format, a mask, a label or a field's name. */
    private static boolean keeps(String key) {
        if (key == null) {
            return false;
        }
        for (String w : words(key)) {
            if (FORMAT_KEYS.contains(w) || LABEL_KEYS.contains(w) || w.endsWith("format") || w.endsWith("formato")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Why {@code text}, the free string written as the value of the property {@code key} (null where none names it), is
     * an input mask rather than a number, or null: a number's shape, groups parted by blanks, {@code -}, {@code .},
     * {@code /} and brackets after a {@code +} or not, whose digits are written with a mask's character
     * ({@code _}, {@code X}, {@code x}, {@code #}), four or more, in two groups or more, more of them than digits
     * ({@code +1 (___) ___-____}, {@code (XXX) XXX-XXXX}, {@code +49 XXXX XXXXXXX}); or zeros only, seven or more in two
     * groups or more, without a decimal point ({@code 000-0000-0000}). A property whose name says it holds a format
     * or a mask keeps it; a letter other than the mask's ({@code XXL}, {@code X-Men}), fewer marks ({@code x86_64}) and
     * a number written ({@code +1 (555) 123-4567}, {@code 0800 000 000}) are values.
     */
    public static String inputMask(String key, String text) {
        if (text == null || text.length() < 4 || text.length() > 40) {
            return null;
        }
        String t = text.strip();
        int marks = 0;
        int digits = 0;
        int zeros = 0;
        int groups = 0;
        boolean in = false;
        boolean point = false;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean mark = c == '_' || c == 'X' || c == 'x' || c == '#' || c == '＿' || c == 'Ｘ';
            if (mark || c >= '0' && c <= '9') {
                groups += in ? 0 : 1;
                in = true;
                marks += mark ? 1 : 0;
                digits += mark ? 0 : 1;
                zeros += c == '0' ? 1 : 0;
            } else if (" -./()".indexOf(c) >= 0 || c == '+' && i == 0) {
                in = false;
                point |= c == '.';
            } else {
                return null;
            }
        }
        boolean mask = marks >= 4 && groups >= 2 && digits < marks || marks == 0 && zeros == digits && zeros >= 7 && groups >= 2
                && !point;
        return mask && !keeps(key) ? "is an input mask, not a number written in it" : null;
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
