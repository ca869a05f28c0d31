package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.InProcessFunctions;

/**
 * Words leading into a JSON value on its line with no colon are read as a label before a colon is, fail-closed: a short
 * lead that makes the value something other than the answer ({@code The user sent {…}}, {@code The template is {…}},
 * {@code Something like {…}}, {@code Au lieu de {…}}, {@code 模板是 {…}}) is refused, in strict and repair mode, and
 * nothing of it is shown while it is still being written ({@code partial}); one that presents the answer
 * ({@code Here you go {…}}, {@code The answer is {…}}, {@code Voici {…}}, {@code 结果是 {…}}) keeps it. Generated over
 * each language's leads, alone and after a sentence before them. Counted per side and language.
 */
class LeadInBeforeTheDataGeneratedTest {

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final String SCHEMA = "{\"type\":\"object\",\"properties\":{\"city\":{\"type\":\"string\"},"
            + "\"pop\":{\"type\":\"integer\"}},\"required\":[\"city\",\"pop\"]}";
    private static final JsonNode SCHEMA_NODE = parse(SCHEMA);
    private static final String DATA = "{\"city\": \"Paris\", \"pop\": 2}";
    /** Where the lead stands: opening the reply, and after a sentence of its own. */
    private static final List<String> PLACES = List.of("{l} " + DATA, "I read the whole message. {l} " + DATA);

    /** Per language: leads that make the value something else, then (after {@code |}) leads that present the answer. */
    private static final Map<String, String> LEADS = Map.ofEntries(
            Map.entry("en", "You sent;The request was;Your input was;The input is;The user wrote;The original JSON is;The schema example is"
                    + ";Something like;Similar to;The template is;Compare with;Unlike;Instead of;Except;The format is"
                    + ";The old value was;The default is;Your draft says;The sample is"
                    + "|Here you go;Sure, here it is;The answer is;The result is;The extracted data is;Output;Here's the result"
                    + ";The JSON is;Result is;Extracted fields;OK, here it is;Parsed input"),
            Map.entry("de", "Du hast geschickt;Die Anfrage war;Die Vorlage ist;Etwa so;Ähnlich wie;Statt;Außer;Das Format ist"
                    + ";Der Nutzer schrieb|Hier ist das Ergebnis;Das Ergebnis ist;Die Antwort ist"),
            Map.entry("fr", "Vous avez envoyé;La requête était;Le modèle est;Quelque chose comme;Semblable à;Au lieu de;Sauf"
                    + ";Le format est;L'utilisateur a écrit|Voici;Voici le résultat;Le résultat est"),
            Map.entry("es", "Enviaste;La solicitud era;La plantilla es;Algo como;Similar a;En lugar de;Excepto;El formato es"
                    + ";El usuario escribió|Aquí está;Aquí está el resultado;El resultado es"),
            Map.entry("it", "Hai inviato;La richiesta era;Il modello è;Qualcosa come;Simile a;Invece di;Tranne;Il formato è"
                    + ";L'utente ha scritto|Ecco;Ecco il risultato;Il risultato è"),
            Map.entry("pt", "Você enviou;A solicitação era;O modelo é;Algo como;Semelhante a;Em vez de;Exceto;O formato é"
                    + ";O usuário escreveu|Aqui está;Aqui está o resultado;O resultado é"),
            Map.entry("nl", "Je stuurde;Het verzoek was;Het sjabloon is;Iets als;Vergelijkbaar met;In plaats van;Behalve"
                    + ";Het formaat is;De gebruiker schreef|Hier is het resultaat;Het resultaat is"),
            Map.entry("tr", "Gönderdiğin;Şablon şu;Şuna benzer;Yerine;Format şu;Kullanıcı şunu yazdı|Sonuç"),
            Map.entry("ja", "送ったのは;テンプレートは;形式は;入力は|結果は;以下の通りです"),
            Map.entry("zh", "你发送了;模板是;格式是;类似;而不是;用户写了;输入是|结果是;答案是"),
            Map.entry("ko", "보낸 것은;템플릿은;형식은;입력은|결과는"));

    @Test
    void aShortLeadNobodyListed_refusesTheData_andOnePresentingTheAnswerKeepsIt() {
        leadSides(LEADS, PLACES, "kept: a lead presenting the answer, ", "refused: a lead making it something else, ", true,
                400);
    }

    /**
     * Tallies each language's leads ({@code leads}: refused before {@code |}, kept after it) in each of {@code places},
     * in strict and repair mode, and where {@code partialToo} each refused one written up to the city's value, read as a
     * reply still being written: fails where any is read otherwise, or fewer than {@code minimumRefused} are refused.
     */
    private static void leadSides(Map<String, String> leads, List<String> places, String keptFamily,
            String refusedFamily, boolean partialToo, int minimumRefused) {
        Map<String, int[]> counts = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        leads.forEach((language, written) -> {
            String[] sides = written.split("\\|", -1);
            for (int side = 0; side < 2; side++) {
                boolean kept = side == 1;
                for (String lead : sides[side].split(";")) {
                    for (String place : places) {
                        String reply = place.replace("{l}", lead);
                        int[] c = counts.computeIfAbsent((kept ? keptFamily : refusedFamily) + language, k -> new int[2]);
                        for (String mode : List.of("strict", "repair")) {
                            JsonNode answer = FUNCTIONS.coerced(reply, SCHEMA, mode);
                            boolean answered = answer != null && !answer.isEmpty();
                            c[0]++;
                            if (answered != kept) {
                                c[1]++;
                                wrong.add(mode + ": " + reply.replace("\n", "\\n") + " -> " + answer);
                            }
                        }
                        if (!kept && partialToo) {
                            // Written up to the city's value: nothing shown of what the finished reply refuses.
                            String prefix = reply.substring(0, reply.indexOf("\"Paris\",") + 8);
                            JsonNode partial = FUNCTIONS.coercePartial(prefix, SCHEMA_NODE);
                            c[0]++;
                            if (partial.path("json").path("city").asText().equals("Paris")) {
                                c[1]++;
                                wrong.add("partial: " + prefix + " -> " + partial);
                            }
                        }
                    }
                }
            }
        });
        counts.forEach((family, c) -> System.out.println(family + ": " + c[0] + " variants, " + c[1] + " read otherwise"));
        int refused = counts.entrySet().stream().filter(e -> e.getKey().startsWith("refused")).mapToInt(e -> e.getValue()[0]).sum();
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " read otherwise");
        assertTrue(refused >= minimumRefused, refused + " variants refused");
    }

    /** Where a lead ending in a colon stands: above a fence, above it past a blank line, above a bare value, before it on its line. */
    private static final List<String> COLON_PLACES = List.of("{l}\n```json\n" + DATA + "\n```", "{l}\n\n```json\n" + DATA + "\n```",
            "{l}\n" + DATA, "{l} " + DATA);

    /** Per language: leads naming a time gone by (out of date), then (after {@code |}) leads of the value now. */
    private static final Map<String, String> DATED = Map.ofEntries(
            Map.entry("en", "Status as of last week:;Last week's status:;Here is the city from yesterday:;Yesterday's result:"
                    + ";Result as of last month:;Here are last week's results:|Here is the latest result:;Result:;Here is the current result:"),
            Map.entry("de", "Stand letzte Woche:;Ergebnis von gestern:|Ergebnis:"),
            Map.entry("fr", "Résultat de la semaine dernière :;Résultat d'hier :|Résultat actuel :;Résultat :"),
            Map.entry("es", "Resultado de la semana pasada:;Resultado de ayer:|Resultado actual:;Resultado:"),
            Map.entry("it", "Risultato della settimana scorsa:;Risultato di ieri:|Risultato attuale:;Risultato:"),
            Map.entry("pt", "Resultado da semana passada:;Resultado de ontem:|Resultado atual:;Resultado:"),
            Map.entry("nl", "Resultaat van vorige week:;Resultaat van gisteren:|Huidig resultaat:;Resultaat:"),
            Map.entry("tr", "Geçen haftaki sonuç:;Dünkü sonuç:|Sonuç:"),
            Map.entry("ja", "先週時点の結果：;昨日の結果：|結果："),
            Map.entry("zh", "上周的结果：;昨天的结果：|结果："),
            Map.entry("ko", "지난주 기준 결과:;어제의 결과:|결과:"));

    @Test
    void aLeadNamingATimeGoneBy_refusesTheDataBelowIt_andOneOfTheValueNowKeepsIt() {
        leadSides(DATED, COLON_PLACES, "kept: a lead of the value now, ", "refused: a lead naming a time gone by, ", false,
                150);
    }

    private static JsonNode parse(String json) {
        try {
            return new ObjectMapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
