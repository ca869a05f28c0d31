package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A reviewer's decision in a note beside a JSON pass, or on the line above a deciding pass, is a plain one only where
 * the rest of its clause keeps it ({@code Assertion.decisionPutOff}). Generated in every language the lexicon reads: each of the language's
 * {@code decision} terms that negates nothing ({@code ship it}, {@code merge}, {@code 同意合并}, {@code freigeben}),
 * opening a note, followed by each of the language's ways of putting it off (another time, a wait, a scope, a
 * condition, written here apart from the word lists) fails the pass, in every note's member and above a marker; the
 * go-ahead decisions a
 * reviewer writes beside a real pass, alone, with a full stop or an exclamation mark, or with a word saying now or as
 * it is, keep it. Counted per family and language. (A note of at most two words is read whole, each word keeping a
 * pass, as NoteBesideAPassGeneratedTest generates: there a decision's verb alone, {@code mergen}, {@code 同意合并}, is
 * no keeping word today.)
 */
class DecisionPutOffGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> MEMBERS = List.of("note", "comment", "summary", "remarks");

    /** Per language, what puts a decision off: another time, a wait for something, a scope, words nobody listed. */
    private static final Map<String, List<String>> PUT_OFF = Map.ofEntries(
            Map.entry("en", List.of(" next quarter", " — in a year", " after the freeze", " for the beta only", " later",
                    ", but not before the audit", " once legal signs off", " in v3")),
            Map.entry("de", List.of(" im nächsten Quartal", " – in einem Jahr", " nach dem Freeze", " erst später", " nur für die Beta")),
            Map.entry("fr", List.of(" le trimestre prochain", " — dans un an", " après le gel", " plus tard", " pour la bêta seulement")),
            Map.entry("es", List.of(" el próximo trimestre", " — dentro de un año", " después del congelamiento", " más adelante")),
            Map.entry("it", List.of(" il prossimo trimestre", " — tra un anno", " dopo il freeze", " più avanti")),
            Map.entry("pt", List.of(" no próximo trimestre", " — daqui a um ano", " depois do freeze", " mais tarde")),
            Map.entry("nl", List.of(" volgend kwartaal", " — over een jaar", " na de freeze", " later")),
            Map.entry("tr", List.of(" gelecek çeyrekte", " — bir yıl sonra", " dondurmadan sonra", " daha sonra")),
            Map.entry("ja", List.of("、来四半期に", "（来年）", "、凍結明けに", "、後日")),
            Map.entry("zh", List.of("，下个季度", "（明年）", "，冻结期之后", "，以后再说")),
            Map.entry("ko", List.of(", 다음 분기에", " (내년에)", ", 동결 이후에", ", 나중에")));

    /** Per language, go-ahead decisions a reviewer writes beside a real pass, with what keeps them. */
    private static final Map<String, List<String>> GO_AHEAD = Map.ofEntries(
            Map.entry("en", List.of("ship it", "Ship it!", "LGTM", "merge it now", "Good to merge.", "ship it as is", "Approve, thanks!")),
            Map.entry("de", List.of("LGTM", "kann gemergt werden")),
            Map.entry("fr", List.of("LGTM", "à merger tel quel")),
            Map.entry("es", List.of("LGTM", "listo para merge")),
            Map.entry("it", List.of("LGTM", "pronto per il merge")),
            Map.entry("pt", List.of("LGTM")),
            Map.entry("nl", List.of("LGTM")),
            Map.entry("tr", List.of("LGTM")),
            Map.entry("ja", List.of("LGTM", "マージ可能です", "承認します", "このままマージ")),
            Map.entry("zh", List.of("LGTM", "批准")),
            Map.entry("ko", List.of("LGTM", "머지 가능합니다", "승인합니다")));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void aDecisionPutOff_failsThePass_andOneGoneAheadWith_keepsIt() throws Exception {
        Map<String, int[]> counts = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        List<String> lost = new ArrayList<>();
        for (String language : PUT_OFF.keySet()) {
            List<String> decisions = LEX.words(Category.DECISION, language).stream()
                    .filter(d -> (Assertion.categoriesIn(d) & (Category.NEGATION.bit() | Category.NO.bit())) == 0).toList();
            assertTrue(!decisions.isEmpty(), "the lexicon lists decisions in " + language);
            for (String decision : decisions) {
                for (String tail : PUT_OFF.get(language)) {
                    for (String member : MEMBERS) {
                        String verdict = decide(member, decision + tail);
                        counts.computeIfAbsent("put off " + language, k -> new int[2])[0]++;
                        if (!verdict.equals("FAIL")) {
                            wrong.add(language + " " + member + ": " + decision + tail + " -> " + verdict);
                        }
                    }
                    String above = aboveAMarker(decision + tail);
                    counts.computeIfAbsent("put off above a marker " + language, k -> new int[2])[0]++;
                    if (!above.equals("FAIL")) {
                        wrong.add(language + " above a marker: " + decision + tail + " -> " + above);
                    }
                }
            }
            for (String note : GO_AHEAD.get(language)) {
                counts.computeIfAbsent("go ahead above a marker " + language, k -> new int[2])[1]++;
                if (!aboveAMarker(note).equals("PASS")) {
                    lost.add(language + " above a marker: " + note);
                }
                for (String member : MEMBERS) {
                    counts.computeIfAbsent("go ahead " + language, k -> new int[2])[1]++;
                    if (!decide(member, note).equals("PASS")) {
                        lost.add(language + " " + member + ": " + note);
                    }
                }
            }
        }
        int variants = counts.values().stream().mapToInt(c -> c[0] + c[1]).sum();
        System.out.println("decisions put off beside a JSON pass, by family: " + counts.entrySet().stream()
                .map(e -> e.getKey() + "=" + (e.getValue()[0] + e.getValue()[1])).toList() + ", " + variants
                + " variants; passed though put off: " + wrong.size() + "; go-ahead lost: " + lost.size());
        assertEquals(List.of(), wrong, "a decision put off is no plain pass");
        assertEquals(List.of(), lost, "a decision gone ahead with keeps the pass");
    }

    private String aboveAMarker(String line) {
        return decider.decide(line + "\n\nFinal Decision: PASS", null).result().name();
    }

    private String decide(String member, String note) throws Exception {
        ObjectNode reply = MAPPER.createObjectNode().put("result", "PASS").put(member, note);
        return decider.decide("Review attached.", MAPPER.writeValueAsString(reply)).result().name();
    }
}
