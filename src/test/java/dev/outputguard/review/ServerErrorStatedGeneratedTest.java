package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A server error's status said returned, above the verdict, fails the pass: {@code The upload responds with 503 under
 * load.}, {@code Der Endpunkt liefert 500.}, {@code L'API renvoie une erreur 500.}, {@code 接口返回500。},
 * {@code APIが500を返します。}, {@code API가 500을 반환합니다.} Generated per language from sentences of a thing
 * ({@code {x}}) returning each status 500 to 504 ({@code {c}}), in each of {@link GeneratedReviews#PLACES}. The status
 * negated, fixed, from before the change, put in another's place, meant so, or the number counting things
 * ({@code returns 500 rows}, {@code 500 ms}, {@code 500件}) keeps the pass above a marker's. Counted per language.
 */
class ServerErrorStatedGeneratedTest {

    /** Per language: sentences of a server error returned, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The {x} returns {c}.;The {x} responds with a {c} under load.;The {x} answers with HTTP {c}."
                    + ";The {x} throws a {c} error on large inputs.;I got a {c} from the {x}."
                    + "|The {x} no longer returns {c}.;Previously the {x} returned {c}; now it returns 400."
                    + ";The {x} now returns 400 instead of a {c}.;The {x} returns 503 while in maintenance mode, as designed."
                    + ";The {x} answers with a 502 during the deploy window, by design."
                    + ";The {x} returns 404 for unknown ids, as expected.;The {x} takes {c} ms.;The {x} handles up to {c} items."
                    + ";The {x} was load-tested with {c} users.;Fixes the {x} returning {c}.;The {x} yields {c} rows."
                    + ";The {x} never responds with a {c}.;The client retries on HTTP 503 from the {x}, with backoff."
                    + ";The client backs off when the {x} sends a {c}."),
            Map.entry("de", "Der {x} liefert {c}.;Der {x} antwortet unter Last mit {c}.;Der {x} gibt einen {c}-Fehler zurück."
                    + "|Der {x} liefert nicht mehr {c}.;Der Client wartet, wenn der {x} {c} liefert.;Der {x} liefert {c} Einträge.;Der {x} braucht {c} ms."),
            Map.entry("fr", "{X} renvoie {c}.;{X} renvoie une erreur {c}.;{X} répond avec un {c} sous charge."
                    + "|{X} ne renvoie plus {c}.;{X} renvoie {c} résultats.;{X} répond en {c} ms."),
            Map.entry("es", "{X} devuelve {c}.;{X} devuelve un {c} bajo carga.;{X} responde con un error {c}."
                    + "|{X} ya no devuelve {c}.;{X} devuelve {c} filas.;{X} tarda {c} ms."),
            Map.entry("it", "{X} restituisce {c}.;{X} risponde con un errore {c}."
                    + "|{X} non restituisce più {c}.;{X} restituisce {c} righe."),
            Map.entry("pt", "{X} retorna {c}.;{X} responde com erro {c} sob carga."
                    + "|{X} não retorna mais {c}.;{X} retorna {c} linhas."),
            Map.entry("nl", "{X} geeft een {c} terug.;{X} retourneert {c}."
                    + "|{X} geeft geen {c} meer terug.;{X} retourneert {c} rijen."),
            Map.entry("tr", "{X} {c} döndürüyor.;{X} {c} hatası veriyor."
                    + "|{X} artık {c} döndürmüyor.;{X} {c} kayıt döndürüyor."),
            Map.entry("ja", "{x}が{c}を返します。;{x}は{c}エラーを返す。;{x}で{c}エラーが発生します。"
                    + "|{x}は{c}を返しません。;{x}が{c}を返した場合、クライアントは再試行します。;{x}は{c}件を返します。;{x}はもう{c}を返さない。"),
            Map.entry("zh", "{x}返回{c}。;{x}返回{c}错误。;{x}报{c}。;{x}出现{c}错误。"
                    + "|{x}不再返回{c}。;{x}返回{c}时，客户端会重试。;{x}返回{c}条记录。;{x}没有返回{c}。"),
            Map.entry("ko", "{x}가 {c}을 반환합니다.;{x}가 {c} 오류를 반환합니다.;{x}에서 {c} 오류가 발생합니다."
                    + "|{x}가 {c}개를 반환합니다.;{x}가 {c}을 반환하면 클라이언트가 재시도합니다.;{x}가 더 이상 {c}을 반환하지 않습니다."));

    /** Per language: the things a review says return a status. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("endpoint", "upload handler", "proxy")),
            Map.entry("de", List.of("Endpunkt", "Dienst", "Proxy")),
            Map.entry("fr", List.of("L'API", "Le service", "Le proxy")),
            Map.entry("es", List.of("La API", "El servicio", "El proxy")),
            Map.entry("it", List.of("L'endpoint", "Il servizio", "Il proxy")),
            Map.entry("pt", List.of("A API", "O serviço", "O proxy")),
            Map.entry("nl", List.of("Het endpoint", "De service", "De proxy")),
            Map.entry("tr", List.of("Uç nokta", "Servis", "Proxy")),
            Map.entry("ja", List.of("API", "アップロード処理", "プロキシ")),
            Map.entry("zh", List.of("接口", "上传服务", "代理")),
            Map.entry("ko", List.of("API", "업로드 서비스", "프록시")));

    /** The statuses of a server error the sentences name. */
    private static final List<String> CODES = List.of("500", "502", "503", "504");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void aServerErrorReturned_failsThePass_andOneNegatedFixedMeantOrCountedKeepsIt() {
        GeneratedReviews.Tally stated = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            String[] sides = entry.getValue().split("\\|", -1);
            for (String x : THINGS.get(language)) {
                for (String c : CODES) {
                    for (String sentence : sides[0].split(";")) {
                        stated.decide(decider, language, GeneratedReviews.PLACES, at(sentence, x, c), Verdict.FAIL);
                    }
                    for (String sentence : sides[1].isEmpty() ? new String[0] : sides[1].split(";")) {
                        if (!sentence.contains("{c}") && !c.equals(CODES.get(0))) {
                            continue; // a sentence naming its own status is read once per thing
                        }
                        plain.decide(decider, language, GeneratedReviews.MARKER_PLACES, at(sentence, x, c), Verdict.PASS);
                    }
                }
            }
        }
        GeneratedReviews.assertSides(stated, "a server error returned", 500, plain,
                "a server error negated, fixed, meant or a count", 300);
    }

    private static String at(String sentence, String x, String c) {
        String s = sentence.replace("{X}", x).replace("{x}", x).replace("{c}", c);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
