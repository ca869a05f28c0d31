package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.JsonExtractor;

/**
 * Praise beside a JSON pass keeps it when stated and takes it back when asked ({@code "comment": "Looks good to
 * me?"}, {@code "看起来不错吗？"}): for each language's words of praise (written here, apart from the lexicon), each way
 * of asking and each text member a reply writes, the question is FAIL and the statement PASS. A question with other
 * words beside the praise asks about the code and keeps it.
 */
class PraiseAskedGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static final Map<String, List<String>> PRAISE = Map.ofEntries(
            Map.entry("en", List.of("Looks good to me", "LGTM", "Looks good")),
            Map.entry("ja", List.of("良さそうです", "問題ありません")),
            Map.entry("zh", List.of("看起来不错", "没问题")),
            Map.entry("ko", List.of("좋아 보입니다", "문제 없습니다")),
            Map.entry("de", List.of("Sieht gut aus")),
            Map.entry("fr", List.of("Ça a l'air bien")),
            Map.entry("es", List.of("Se ve bien")),
            Map.entry("it", List.of("Sembra a posto")),
            Map.entry("pt", List.of("Parece bom")),
            Map.entry("nl", List.of("Ziet er goed uit")),
            Map.entry("tr", List.of("İyi görünüyor")));

    private static final Map<String, List<String>> ASKED = Map.of("ja", List.of("%sか？"), "zh", List.of("%s吗？"));

    private String decide(String key, String note) {
        String reply = MAPPER.createObjectNode().put("result", "PASS").put(key, note).toString();
        return decider.decide("Reviewed the change.", reply).result().name();
    }

    @Test
    void praiseAskedBesideAPass_fails_andPraiseStatedKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (Map.Entry<String, List<String>> language : PRAISE.entrySet()) {
            List<String> forms = new ArrayList<>(List.of("%s?", "%s？", "%s ?"));
            forms.addAll(ASKED.getOrDefault(language.getKey(), List.of()));
            for (String praise : language.getValue()) {
                for (String key : List.of("comment", "summary", "note")) {
                    for (String form : forms) {
                        String note = form.formatted(praise);
                        variants++;
                        if (!decide(key, note).equals("FAIL")) {
                            wrong.add(language.getKey() + " " + key + ": " + note);
                        }
                    }
                    if (!decide(key, praise + ".").equals("PASS")) {
                        wrong.add(language.getKey() + " " + key + " stated, lost: " + praise + ".");
                    }
                    String asksOfTheCode = praise + ". Could you add a test for the empty list?";
                    if (!decide(key, asksOfTheCode).equals("PASS")) {
                        wrong.add(language.getKey() + " " + key + " a question of the code, lost: " + asksOfTheCode);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, wrong.size() + " wrong of " + variants + " asked");
    }
}
