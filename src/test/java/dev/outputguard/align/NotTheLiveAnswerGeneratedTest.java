package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;

/**
 * Families of replies whose JSON is no live answer, generated over every language of the lexicon: a tag that calls
 * the value an example, a lead that
 * calls it a draft or a recommendation, a flag beside the data saying the record is deleted or expired, and a note
 * stating another value of the enum with an adverb between. Each beside its plain counterpart, which is still answered.
 */
class NotTheLiveAnswerGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.subList(1, Lexicon.LANGUAGES.size());
    private static final String DATA = "{\"status\": \"approved\", \"total\": 5}";

    /** The answer to {@code text} for a schema of a status and a total, or null for a refusal. */
    private static JsonNode answer(String text) {
        ObjectNode schema = MAPPER.createObjectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("status").putArray("enum").add("approved").add("rejected");
        properties.putObject("total").put("type", "integer");
        schema.putArray("required").add("status");
        return FUNCTIONS.coerced(text, schema, null);
    }

    private static boolean answered(String text) {
        JsonNode a = answer(text);
        return a != null && a.path("status").asText().equals("approved");
    }

    private static void refused(List<String> wrong, String text) {
        if (answer(text) != null) {
            wrong.add("answered: " + text);
        }
    }

    private static void kept(List<String> wrong, String text) {
        if (!answered(text)) {
            wrong.add("refused: " + text);
        }
    }

    private static boolean has(String word, Category c) {
        return (LEX.categoriesOfWord(word) & c.bit()) != 0;
    }

    private static void report(List<String> wrong, int variants, int least) {
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= least, variants + " variants");
    }

    @Test
    void aTagNamingAnExample_isRefused_andPlainLeadsKeepIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            for (String label : LEX.words(Category.EXAMPLE_LABEL, language)) {
                if (has(label, Category.TEMPLATE_LABEL) || has(label.substring(label.lastIndexOf(' ') + 1), Category.TEMPLATE_LABEL) || label.contains(".")) {
                    continue; // a label of the form the value is written in (output format); an abbreviation (e.g.)
                }
                for (String tag : List.of("[%s] ", "(%s) ", "[%s]\n", "【%s】")) {
                    variants++;
                    refused(wrong, tag.formatted(label.toUpperCase(java.util.Locale.ROOT)) + DATA);
                }
            }
            for (String wrapper : LEX.words(Category.NEUTRAL_WRAPPER, language)) {
                if ((LEX.categoriesOfWord(wrapper) & ~(Category.NEUTRAL_WRAPPER.bit() | Category.NEUTRAL.bit()
                        | Category.VERDICT_LABEL.bit())) != 0) {
                    continue;
                }
                for (String lead : List.of("%s:\n", "Here is the %s for this task:\n", "(%s) ")) {
                    kept(wrong, lead.formatted(wrapper) + DATA);
                }
            }
        }
        for (String lead : List.of("Example response format:\n", "[EXAMPLE] ", "(example) ", "[Example]\n", "(sample output) ")) {
            variants++;
            refused(wrong, lead + DATA);
        }
        for (String lead : List.of("Here is the output:\n", "The result is:\n", "Output:\n", "Here is the JSON you asked for:\n",
                "Here is the JSON in the required format:\n", "Here is the output in the expected format:\n",
                "Format: consistent with the examples.\n", "Here is the output (see above):\n")) {
            kept(wrong, lead + DATA);
        }
        report(wrong, variants, 200);
    }

    /** A lead calling the value a draft, a first take or a recommendation, in each language. */
    private static final Map<String, List<String>> NOT_FINAL = Map.ofEntries(
            Map.entry("en", List.of("Recommendation", "Initial assessment", "Draft", "Preliminary result", "Tentative answer",
                    "First impression", "Interim result")),
            Map.entry("de", List.of("Empfehlung", "Erste Einschätzung", "Entwurf", "Vorläufiges Ergebnis", "Zwischenergebnis")),
            Map.entry("fr", List.of("Recommandation", "Évaluation initiale", "Brouillon", "Résultat préliminaire",
                    "Réponse provisoire")),
            Map.entry("es", List.of("Recomendación", "Evaluación inicial", "Borrador", "Resultado preliminar",
                    "Respuesta tentativa")),
            Map.entry("it", List.of("Raccomandazione", "Valutazione iniziale", "Bozza", "Risultato preliminare",
                    "Risposta provvisoria")),
            Map.entry("pt", List.of("Recomendação", "Avaliação inicial", "Rascunho", "Resultado preliminar",
                    "Resposta provisória")),
            Map.entry("nl", List.of("Aanbeveling", "Eerste inschatting", "Voorlopig resultaat", "Tussenresultaat")),
            Map.entry("tr", List.of("Tavsiye", "İlk değerlendirme", "Taslak", "Geçici sonuç", "Ön değerlendirme")),
            Map.entry("ja", List.of("推奨", "初期評価", "下書き", "暫定結果", "中間結果")),
            Map.entry("zh", List.of("推荐", "初步评估", "草稿", "暂定结果", "初评")),
            Map.entry("ko", List.of("권장", "초기 평가", "초안", "잠정 결과", "예비 평가")));

    @Test
    void aLeadCallingTheValueADraftOrARecommendation_isRefusedInEveryLanguage_andAPlainLeadKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        assertEquals(LANGUAGES.size(), NOT_FINAL.size(), "a lead of each language");
        for (String language : LANGUAGES) {
            for (String lead : NOT_FINAL.get(language)) {
                for (String frame : List.of("%s:\n", "**%s:**\n", "%s: ", "## %s\n%s:\n", "%s：\n")) {
                    variants++;
                    refused(wrong, frame.replace("%s", lead) + DATA);
                }
            }
            for (String wrapper : LEX.words(Category.NEUTRAL_WRAPPER, language)) {
                if ((LEX.categoriesOfWord(wrapper) & ~(Category.NEUTRAL_WRAPPER.bit() | Category.NEUTRAL.bit()
                        | Category.VERDICT_LABEL.bit())) == 0) {
                    kept(wrong, wrapper + ":\n" + DATA);
                    kept(wrong, "**" + wrapper + ":** " + DATA);
                }
            }
        }
        for (String lead : List.of("Final answer:\n", "Answer:\n", "Result:\n", "Here is my assessment:\n")) {
            kept(wrong, lead + DATA);
        }
        report(wrong, variants, 250);
    }

    /** Flags saying a record is no live one, in each language, beside the flags the lexicon lists so. */
    private static final List<String> GONE = List.of("deleted", "expired", "revoked", "void", "superseded", "draft",
            "gelöscht", "abgelaufen", "supprimé", "expiré", "eliminado", "caducado", "scaduto", "eliminato", "excluído",
            "expirado", "verwijderd", "verlopen", "silindi", "geçersiz", "削除済み", "期限切れ", "已删除", "已过期", "삭제됨", "만료");

    @Test
    void aFlagBesideTheDataSayingTheRecordIsNotLive_isRefused_andPlainFlagsKeepIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        List<String> flags = new ArrayList<>(GONE);
        for (String language : LANGUAGES) {
            flags.addAll(LEX.words(Category.TURNED_AROUND, language));
        }
        for (String flag : flags) {
            for (String key : List.of(flag, "is " + flag, flag.replace(' ', '_'))) {
                for (JsonNode yes : List.of(BooleanNode.TRUE, TextNode.valueOf("yes"))) {
                    ObjectNode data = MAPPER.createObjectNode().put("status", "approved").put("total", 5);
                    data.set(key.replace(' ', '_'), yes);
                    variants++;
                    refused(wrong, data.toString());
                }
            }
        }
        for (String key : List.of("active", "verified", "enabled", "is_active", "deleted", "expired", "revoked")) {
            ObjectNode data = MAPPER.createObjectNode().put("status", "approved").put("total", 5);
            data.put(key, !GONE.contains(key));
            kept(wrong, data.toString());
        }
        report(wrong, variants, 500);
    }

    /** Words between a stating word and a value that neither negate nor count it: adverbs and intensifiers. */
    private static final List<String> ADVERBS = List.of("clearly", "definitely", "certainly", "obviously", "eindeutig",
            "klar", "clairement", "définitivement", "claramente", "definitivamente", "chiaramente", "decisamente",
            "duidelijk", "zeker", "açıkça", "kesinlikle", "really very");

    @Test
    void aNoteStatingAnotherValuePastAnAdverb_isRefused_andTheValueKeptOrANegatedOtherKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            for (String stating : LEX.words(Category.STATING, language)) {
                if (!stating.matches("[\\p{IsLatin} ']+") || (LEX.categoriesOfWord(stating)
                        & ~(Category.STATING.bit() | Category.NEUTRAL.bit() | Category.COUNT_JOIN.bit())) != 0) {
                    continue; // a stating word that is a trigger of its own (soit, either)
                }
                for (String adverb : ADVERBS) {
                    variants++;
                    String note = "The application " + stating + " " + adverb + " ";
                    refused(wrong, "{\"status\": \"approved\", \"reasoning\": \"" + note + "rejected.\"}");
                    kept(wrong, "{\"status\": \"approved\", \"reasoning\": \"" + note + "approved.\"}");
                }
            }
        }
        for (String note : List.of("The application is clearly not rejected.", "The application is definitely not rejected.",
                "There are some rejected items.", "The application is clearly approved.")) {
            kept(wrong, "{\"status\": \"approved\", \"reasoning\": \"" + note + "\"}");
        }
        report(wrong, variants, 500);
    }
}
