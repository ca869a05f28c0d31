package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A review that says the input it stood on was seen only in part, generated: the file, the diff or the output cut off
 * ({@code The diff was truncated.}, {@code Die Datei wurde abgeschnitten.}, {@code 文件被截断了。}), only its first lines
 * seen ({@code I can only see the first 100 lines.}, {@code 最初の100行しか見えません。}), or a truncation mark left in the
 * review ({@code [content truncated]}, {@code [contenu tronqué]}, {@code （以下省略）}), crossed with what a review is given
 * in each language and written in every place a finding beside a pass is read (above a marker's pass, a bullet above
 * one, a JSON pass's summary, a JSON reply's note beside a plain review text): FAIL in each. A review that names
 * truncation as what the change fixes or does ({@code Fixes the truncated titles in the list view.}) keeps the pass. The
 * sentences are written here apart from the lexicon.
 */
class InputSeenInPartGeneratedTest {

    /** Per language, what a review is given ({@code {m}} in the sentences below). */
    static final Map<String, List<String>> MATERIAL = Map.ofEntries(
            Map.entry("en", List.of("file", "diff", "output", "input", "log")),
            Map.entry("de", List.of("Datei", "Diff", "Ausgabe", "Eingabe")),
            Map.entry("fr", List.of("fichier", "diff", "contenu")),
            Map.entry("es", List.of("archivo", "diff", "contenido")),
            Map.entry("it", List.of("file", "diff", "contenuto")),
            Map.entry("pt", List.of("arquivo", "diff", "conteúdo")),
            Map.entry("nl", List.of("bestand", "diff", "uitvoer")),
            Map.entry("ja", List.of("ファイル", "差分", "出力", "入力")),
            Map.entry("zh", List.of("文件", "差异", "输出", "输入")),
            Map.entry("ko", List.of("파일", "diff", "출력", "입력")));

    /** Per language, the input cut off or seen in part ({@code {m}}: what was given; {@code {n}}: a number of lines). */
    static final Map<String, List<String>> SEEN_IN_PART = Map.ofEntries(
            Map.entry("en", List.of("I can only see the first {n} lines.", "The {m} was truncated.", "The {m} is truncated.",
                    "The {m} got cut off.", "The {m} is cut off after line {n}.", "Only the first {n} lines of the {m} were visible.",
                    "[content truncated]", "[output truncated]", "[truncated]", "(truncated)", "... {m} truncated ...",
                    "The {m} appears to be truncated.", "I only saw the first {n} lines of the {m}.")),
            Map.entry("de", List.of("Die {m} wurde abgeschnitten.", "Der {m} ist abgeschnitten.", "Ich sehe nur die ersten {n} Zeilen.",
                    "[Inhalt abgeschnitten]", "[gekürzt]", "Die {m} wurde gekürzt.")),
            Map.entry("fr", List.of("Le {m} a été tronqué.", "Le {m} est tronqué.", "Je ne vois que les {n} premières lignes.",
                    "[contenu tronqué]", "[tronqué]", "Le {m} est coupé après la ligne {n}.")),
            Map.entry("es", List.of("El {m} fue truncado.", "El {m} está truncado.", "Solo puedo ver las primeras {n} líneas.",
                    "[contenido truncado]", "[truncado]", "El {m} está cortado.")),
            Map.entry("it", List.of("Il {m} è stato troncato.", "Il {m} è troncato.", "Vedo solo le prime {n} righe.",
                    "[contenuto troncato]", "[troncato]")),
            Map.entry("pt", List.of("O {m} foi truncado.", "O {m} está truncado.", "Só consigo ver as primeiras {n} linhas.",
                    "[conteúdo truncado]", "[truncado]", "O {m} está cortado.")),
            Map.entry("nl", List.of("Het {m} is afgekapt.", "De {m} werd afgekapt.", "Ik zie alleen de eerste {n} regels.",
                    "[inhoud afgekapt]", "[afgekapt]")),
            Map.entry("ja", List.of("{m}が途中で切れています。", "{m}は省略されています。", "最初の{n}行しか見えません。", "（以下省略）",
                    "[{m}は切り捨てられました]", "{m}が切り詰められています。")),
            Map.entry("zh", List.of("{m}被截断了。", "{m}内容被截断。", "我只能看到前{n}行。", "[内容已截断]", "（{m}已省略）",
                    "{m}不完整，被截断了。")),
            Map.entry("ko", List.of("{m}이 잘렸습니다.", "{m}가 잘려서 일부만 보입니다.", "처음 {n}줄만 보입니다.", "[내용 잘림]",
                    "{m}이 생략되었습니다.")));

    /** Per language, truncation as what the change fixes or does: the pass stands. */
    static final Map<String, List<String>> ABOUT_THE_CHANGE = Map.ofEntries(
            Map.entry("en", List.of("Fixes the truncated titles in the list view.", "Long names are now truncated with an ellipsis.",
                    "The new helper truncates long log lines.", "Handles truncation of long subjects correctly.")),
            Map.entry("de", List.of("Lange Namen werden jetzt sauber gekürzt.")),
            Map.entry("fr", List.of("Les titres longs sont maintenant tronqués proprement.")),
            Map.entry("es", List.of("Los títulos largos ahora se recortan con puntos suspensivos.")),
            Map.entry("ja", List.of("長いタイトルを省略記号で表示するようにしました。")),
            Map.entry("zh", List.of("长标题现在会正确显示省略号。")),
            Map.entry("ko", List.of("긴 제목을 말줄임표로 표시하도록 수정했습니다.")));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    static List<String> fill(String frame, Map<String, List<String>> fills, String language) {
        List<String> out = new ArrayList<>();
        for (String m : frame.contains("{m}") ? fills.get(language) : List.of("")) {
            for (String n : frame.contains("{n}") ? List.of("100", "50", "2000") : List.of("")) {
                out.add(frame.replace("{m}", m).replace("{n}", n));
            }
        }
        return out;
    }

    /**
     * The reviews holding {@code sentence}: in each of {@link GeneratedReviews#PLACES}, and as a JSON reply's note; or,
     * for a side that keeps the pass, above a marker's pass only (a JSON pass's note is read fail-closed: a short list of
     * what keeps, which a remark on the change is not in).
     */
    static List<String[]> placed(String sentence, boolean keeps) {
        List<String[]> out = new ArrayList<>();
        String json = sentence.replace("\\", "\\\\").replace("\"", "\\\"");
        for (String place : GeneratedReviews.PLACES) {
            if (!keeps || !place.startsWith("{\"")) {
                out.add(new String[] {place.replace("{s}", place.startsWith("{\"") ? json : sentence), null});
            }
        }
        if (!keeps) {
            out.add(new String[] {"Reviewed the change.", "{\"result\": \"PASS\", \"note\": \"" + json + "\"}"});
        }
        return out;
    }

    static void decideEach(ReviewDecider decider, Map<String, List<String>> family, Map<String, List<String>> fills,
            Verdict expected, GeneratedReviews.Tally tally) {
        family.forEach((language, frames) -> {
            for (String frame : frames) {
                for (String sentence : fill(frame, fills, language)) {
                    for (String[] review : placed(sentence, expected == Verdict.PASS)) {
                        Verdict v = decider.decide(review[0], review[1]).result();
                        String shown = review[1] == null ? review[0] : review[0] + " + " + review[1];
                        tally.count(language, shown, expected == Verdict.FAIL ? v == Verdict.FAIL : v == expected, v.name());
                    }
                }
            }
        });
    }

    @Test
    void theInputSeenOnlyInPart_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        decideEach(decider, SEEN_IN_PART, MATERIAL, Verdict.FAIL, tally);
        tally.print("input seen in part", "not FAIL");
        tally.assertNone(700);
    }

    @Test
    void truncationAsWhatTheChangeDoes_keepsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        decideEach(decider, ABOUT_THE_CHANGE, MATERIAL, Verdict.PASS, tally);
        tally.print("truncation the change does", "not PASS");
        tally.assertNone(18);
    }
}
