package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A short line above the answer's JSON saying the work could not be done or was not possible ({@code No se pudo.},
 * {@code Kon niet.}, {@code Não foi possível.}, {@code できませんでした。}) leaves the data under it unclear: extract-json
 * with {@code coerce} refuses it, in ten languages, above a fenced enum, boolean or free string, with a blank line
 * between or none, in strict and repair mode. Leads that keep the data ({@code Here is the JSON:}, {@code No problem,
 * here it is:}, {@code No issues found.}, {@code No worries!}) are still answered. The sentences are written here, apart
 * from the lexicon, of one to four words (a longer line is a lead of its own): an opening that says "could not" or "not
 * possible", with the endings its language writes.
 */
class NegatedLeadGeneratedTest {

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    /** Per language: the short sentences saying the work could not be done, built from an opening and endings. */
    private static final Map<String, List<String>> COULD_NOT = Map.of(
            "en", concat(build(List.of("Could not", "Couldn't", "Cannot", "Can't"), List.of("", " do it", " finish")),
                    List.of("Was not able to", "Wasn't able to", "Not possible", "Not doable")),
            "es", build(List.of("No se pudo", "No pude", "No fue posible", "No es posible", "No lo logré", "No se puede"),
                    List.of("", " hacer", " verificar")),
            "pt", build(List.of("Não foi possível", "Não consegui", "Não deu"), List.of("", " verificar", " fazer")),
            "fr", concat(build(List.of("Pas possible", "Pas pu"), List.of("", " de vérifier", " le faire")),
                    List.of("Je n'ai pas pu", "On n'a pas pu", "Ça n'a pas marché", "Pas faisable")),
            "de", List.of("Ging nicht", "Konnte ich nicht", "Nicht möglich", "Nicht geschafft", "Hat nicht geklappt",
                    "Nicht machbar", "Ging leider nicht"),
            "it", List.of("Non è stato possibile", "Non ci sono riuscito", "Non ho potuto", "Non ho potuto farlo",
                    "Non possibile", "Non riesco", "Non riesco a farlo"),
            "nl", List.of("Kon niet", "Lukte niet", "Niet gelukt", "Niet mogelijk", "Ging niet", "Dat lukte niet"),
            "ja", List.of("できませんでした", "できなかった", "確認できませんでした", "実行できませんでした", "対応できません"),
            "zh", List.of("做不到", "没能完成", "无法完成", "没办法", "不行", "无法验证", "办不到"),
            "ko", List.of("불가능합니다", "할 수 없었습니다", "못 했습니다", "확인하지 못했습니다", "안 됩니다"));

    /** Leads that keep the data under them. */
    private static final List<String> KEEPING = List.of("Here is the JSON:", "Here you go:", "No problem, here it is:",
            "No issues found.", "No worries!", "Sure.", "Done.", "Voici le JSON :", "Pas de souci, voici :", "Keine Sorge.",
            "Hier ist das JSON:", "Aquí está el JSON:", "Sin problema, aquí está:", "Ecco il JSON:", "Aqui está o JSON:",
            "Hier is de JSON:", "以下がJSONです。", "以下是JSON：", "다음은 JSON입니다.", "No errors.", "Kein Problem.");

    private static final String ENUM = "{\"type\": \"object\", \"required\": [\"sentiment\"], \"properties\": {\"sentiment\":"
            + " {\"type\": \"string\", \"enum\": [\"positive\", \"negative\", \"neutral\"]}}}";
    private static final String BOOL = "{\"type\": \"object\", \"required\": [\"approved\"], \"properties\": {\"approved\":"
            + " {\"type\": \"boolean\"}}}";
    private static final String FREE = "{\"type\": \"object\", \"required\": [\"name\"], \"properties\": {\"name\":"
            + " {\"type\": \"string\"}}}";
    /** The data under the lead, its schema and the value it holds: {json, schema, pointer, value}. */
    private static final List<String[]> DATA = List.of(
            new String[] { "{\"sentiment\": \"positive\"}", ENUM, "/sentiment", "positive" },
            new String[] { "{\"approved\": true}", BOOL, "/approved", "true" },
            new String[] { "{\"name\": \"Ann\"}", FREE, "/name", "Ann" });
    private static final List<String> ENDS = List.of(".", "!", "", "…");

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** Each opening with each ending: sentences of at most four words. */
    private static List<String> build(List<String> openings, List<String> endings) {
        List<String> out = new ArrayList<>();
        for (String o : openings) {
            for (String e : endings) {
                out.add(o + e);
            }
        }
        return out;
    }

    /** The value extract-json answers for {@code data} under {@code lead}, or null where it refuses. */
    private static String answer(String lead, String between, String[] data, String mode) {
        JsonNode json = FUNCTIONS.coerced(lead + "\n" + between + "```json\n" + data[0] + "\n```", data[1], mode);
        return json == null ? null : json.at(data[2]).asText();
    }

    @Test
    void aShortLineSayingItCouldNotBeDone_aboveTheData_leavesItUnclear() {
        Map<String, Integer> counts = new TreeMap<>();
        Map<String, Integer> answered = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (Map.Entry<String, List<String>> language : COULD_NOT.entrySet()) {
            boolean cjk = language.getKey().matches("ja|zh|ko");
            int turn = 0;
            for (String sentence : language.getValue()) {
                for (String end : cjk ? List.of(language.getKey().equals("ko") ? "." : "。", "") : ENDS) {
                    String[] data = DATA.get(turn++ % DATA.size());
                    for (String between : List.of("", "\n")) {
                        for (String mode : List.of("strict", "repair")) {
                            variants++;
                            counts.merge(language.getKey(), 1, Integer::sum);
                            String value = answer(sentence + end, between, data, mode);
                            if (data[3].equals(value)) {
                                answered.merge(language.getKey(), 1, Integer::sum);
                                wrong.add(language.getKey() + " " + mode + ": " + sentence + end + " above " + data[0]);
                            }
                        }
                    }
                }
            }
        }
        System.out.println("a lead saying it could not be done, variants by language: " + counts + ", " + variants);
        System.out.println("a lead saying it could not be done, answered (confidently wrong) by language: " + answered
                + ", " + wrong.size() + " of " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 1_000, variants + " variants");
    }

    @Test
    void aLeadThatKeepsTheData_isStillAnswered() {
        List<String> lost = new ArrayList<>();
        int variants = 0;
        for (String lead : KEEPING) {
            for (String[] data : DATA) {
                for (String mode : List.of("strict", "repair")) {
                    variants++;
                    if (!data[3].equals(answer(lead, "", data, mode))) {
                        lost.add(mode + ": " + lead + " above " + data[0]);
                    }
                }
            }
        }
        System.out.println("leads that keep the data, lost: " + lost.size() + " of " + variants);
        assertEquals(List.of(), lost, lost.size() + " of " + variants);
    }
}
