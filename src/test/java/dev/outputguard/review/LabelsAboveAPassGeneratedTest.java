package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;

/**
 * A short labelled line right above a pass ({@code Word(s): value}), or the last line of a review beside a JSON pass,
 * keeps the pass only where its value does: a check or a circle, a number (a date, a version, a count), a name under a
 * label the lexicon reads. Generated in every language the lexicon reads: each language's labels over a mark nobody
 * listed as keeping ({@code ×}, {@code 🚨}, {@code ★☆☆}) and over each of its words saying the work must be redone
 * (the lexicon's {@code rework} list) fail; labels and values in a language the lexicon does not read, built here from
 * syllables and kept only where no word of them is listed, fail; the same labels over a check, a date, a version or a
 * count pass, and a read label over a name passes. Each in five placements: above a marker, a blank line between, a
 * list item, bold, and as the review beside a JSON pass. Counted per family.
 */
class LabelsAboveAPassGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = List.of("en", "ja", "zh", "ko", "de", "fr", "es", "it", "nl", "pt", "tr");

    /**
     * Per language, labels a review writes above its verdict: a grade first, then a reviewed aspect and a summary. A
     * grade's value is read by the ratings' own reading, which keeps only a rating it reads as high: only failing values
     * are generated under it here.
     */
    private static final Map<String, List<String>> LABELS = Map.ofEntries(
            Map.entry("en", List.of("Grade", "Security", "Summary", "Overall")),
            Map.entry("ja", List.of("評価", "総評", "セキュリティ")),
            Map.entry("zh", List.of("评价", "总结", "安全性")),
            Map.entry("ko", List.of("평가", "총평", "보안")),
            Map.entry("de", List.of("Bewertung", "Sicherheit", "Umfang")),
            Map.entry("fr", List.of("Note", "Sécurité", "Bilan")),
            Map.entry("es", List.of("Calificación", "Seguridad", "Resumen")),
            Map.entry("it", List.of("Valutazione", "Sicurezza", "Riepilogo")),
            Map.entry("nl", List.of("Beoordeling", "Beveiliging", "Samenvatting")),
            Map.entry("pt", List.of("Avaliação", "Segurança", "Resumo")),
            Map.entry("tr", List.of("Değerlendirme", "Güvenlik", "Özet")));

    /** Marks that say nothing keeping: a cross, an alarm, a stop, a low rating. */
    private static final List<String> FAILING_MARKS = List.of("×", "✗", "✘", "❌", "🚨", "🔴", "⛔", "🛑", "▲", "★☆☆☆☆", "👎", "⚠️");
    /** Values that keep a pass under any label. */
    private static final List<String> KEEPING_VALUES = List.of("✅", "✓", "✔", "◎", "👍", "2026-01-02", "v1.4.2", "42", "3/3");
    /** Names a read label may hold. */
    private static final List<String> NAMES = List.of("Alice", "bot-7", "Mariko");

    /** Syllables a language the lexicon does not read is built from here. */
    private static final List<String> SYLLABLES = List.of("ke", "pu", "tu", "san", "wer", "dyk", "bes", "lut", "ốt",
            "luậ", "dỗ", "ží", "rów", "kän");

    private static final List<String> PLACEMENTS = List.of("above", "blank-line", "list-item", "bold", "beside-json");
    private static final Map<String, String> MARKER = Map.ofEntries(Map.entry("ja", "最終判定: PASS"),
            Map.entry("zh", "最终判定：PASS"));

    private static void check(FamilyTally tally, String family, String lang, String line, Verdict expected) {
        for (String placement : PLACEMENTS) {
            String marker = MARKER.getOrDefault(lang, "Final Decision: PASS");
            String f = family + "/" + placement;
            switch (placement) {
                case "above" -> tally.check(f, line + "\n" + marker, expected);
                case "blank-line" -> tally.check(f, line + "\n\n" + marker, expected);
                case "list-item" -> tally.check(f, "- " + line + "\n\n" + marker, expected);
                case "bold" -> tally.check(f, "**" + line + "**\n" + marker, expected);
                default -> tally.check(f, line, "{\"result\":\"PASS\"}", expected);
            }
        }
    }

    private static String colon(String lang) {
        return lang.equals("ja") || lang.equals("zh") ? "：" : lang.equals("fr") ? " : " : ": ";
    }

    /** Whether no word of {@code words} is listed by the lexicon, under a category or a role. */
    private static boolean unread(String words) {
        for (String w : words.split(" ")) {
            if (LEX.categoriesOfWord(w) != 0 || LEX.roles().categoriesOfWord(w) != 0) {
                return false;
            }
        }
        return true;
    }

    private static List<String> builtWords(int count, int offset) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < SYLLABLES.size() && words.size() < count; i++) {
            for (int j = 0; j < SYLLABLES.size() && words.size() < count; j++) {
                String w = SYLLABLES.get((i + offset) % SYLLABLES.size()) + SYLLABLES.get((j * 3 + offset) % SYLLABLES.size());
                String cap = Character.toUpperCase(w.charAt(0)) + w.substring(1);
                if (unread(w) && unread(cap)) {
                    words.add(i % 3 == 0 ? cap : w);
                }
            }
        }
        return words;
    }

    @Test
    void labelsAboveAPassKeepItOnlyWhereTheirValueDoes() {
        FamilyTally tally = new FamilyTally();
        for (String lang : LANGUAGES) {
            String c = colon(lang);
            for (String label : LABELS.get(lang)) {
                for (String mark : FAILING_MARKS) {
                    check(tally, "failing-mark", lang, label + c + mark, Verdict.FAIL);
                }
            }
            for (String label : LABELS.get(lang).subList(1, LABELS.get(lang).size())) {
                for (String keep : KEEPING_VALUES) {
                    check(tally, "keeping-value", lang, label + c + keep, Verdict.PASS);
                }
            }
            for (String rework : LEX.words(Role.REWORK, lang)) {
                check(tally, "rework", lang, LABELS.get(lang).get(1) + c + rework, Verdict.FAIL);
            }
        }
        for (String name : NAMES) {
            for (String label : List.of("Reviewer", "Author", "Reviewed by")) {
                check(tally, "read-label-name", "en", label + ": " + name, Verdict.PASS);
            }
        }
        // A verdict in a language nobody reads: a label of one or two built words over a value of one or two.
        List<String> labels = builtWords(12, 0);
        List<String> values = builtWords(12, 5);
        for (int i = 0; i < labels.size(); i++) {
            String label = i % 2 == 0 ? labels.get(i) : labels.get(i) + " " + values.get((i + 1) % values.size());
            for (int k = 0; k < values.size(); k += 3) {
                String value = k % 2 == 0 ? values.get(k).toUpperCase(java.util.Locale.ROOT)
                        : values.get(k) + " " + labels.get((k + 2) % labels.size());
                check(tally, "unread-language", "xx", label + ": " + value, Verdict.FAIL);
            }
            // A label in letters the read languages write keeps a pass under a keeping value; one holding a Latin
            // letter none of them writes (ž, ố, ó of these syllables) is a word nobody here reads, and fails it closed.
            boolean unreadLetter = label.chars().anyMatch(ch -> ch >= 0x100);
            for (String keep : KEEPING_VALUES) {
                check(tally, unreadLetter ? "unread-letter-label" : "unread-label-keeping", "xx", label + ": " + keep,
                        unreadLetter ? Verdict.FAIL : Verdict.PASS);
            }
        }
        tally.assertAllRead("labels above a pass", 2000);
    }
}
