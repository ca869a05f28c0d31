package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A safeguard the change lacks, said above the verdict, fails the pass: {@code The endpoint is not authenticated.},
 * {@code There is no index on user_id.}, {@code Errors are unhandled.}, {@code Der Endpunkt ist nicht authentifiziert.},
 * {@code 接口没有鉴权。}, {@code 認証されていません。}, {@code 인증이 없습니다.} Generated per language from sentences of a
 * safeguard lacking ({@code {n}} a safeguard's noun, {@code {p}} the state it leaves, {@code {u}} one word saying it
 * lacks) over the language's safeguards, in each of {@link GeneratedReviews#PLACES}; the keep side above a marker's pass. Sentences that name a
 * safeguard and lack nothing keep the pass: a change to it, a need for it, what a check refuses, a condition, a problem
 * counted none. Counted per language.
 */
class SafeguardLackingGeneratedTest {

    /** Per language: sentences of a safeguard lacking, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "There is no {n} on the new endpoint.;The new route has no {n}.;The handler runs without {n}."
                    + ";The payload is not {p}.;The payload isn't {p} before it is stored.;The payload is never {p}.;The payload is {u}."
                    + "|No {n} changes in this PR.;No changes to {n} here.;No {n} is needed for this read-only endpoint."
                    + ";Requests that are not {p} are rejected.;If the payload is not {p}, the handler returns 400.;There were no {n} errors in the logs."),
            Map.entry("de", "Es gibt keine {n}.;Der Handler läuft ohne {n}.;Die Daten sind nicht {p}.;Die Daten werden nie {p}.;Die Daten sind {u}."
                    + "|Keine Änderung an {n}.;Für diesen Endpunkt ist keine {n} nötig.;Wenn die Daten nicht {p} sind, antwortet der Handler mit 400."),
            Map.entry("fr", "Il n'y a pas de {n}.;Le gestionnaire tourne sans {n}.;Le point d'accès n'est pas {p}.;Le point d'accès n'est jamais {p}.;Le point d'accès est {u}."
                    + "|Aucun changement à {n}.;Pas de {n} nécessaire pour ce point d'accès.;Si le point d'accès n'est pas {p}, il répond 400."),
            Map.entry("es", "No hay {n}.;El handler funciona sin {n}.;El endpoint no está {p}.;El endpoint nunca está {p}.;El endpoint es {u}."
                    + "|Sin cambios en {n}.;No hace falta {n} para este endpoint.;Si el endpoint no está {p}, responde 400."),
            Map.entry("it", "Non c'è {n}.;L'handler gira senza {n}.;L'endpoint non è {p}.;L'endpoint non è mai {p}.;L'endpoint è {u}."
                    + "|Nessuna modifica a {n}.;Non serve {n} per questo endpoint.;Se l'endpoint non è {p}, risponde 400."),
            Map.entry("pt", "Não há {n}.;O handler roda sem {n}.;O endpoint não está {p}.;O endpoint nunca está {p}.;O endpoint é {u}."
                    + "|Sem alterações em {n}.;Não é necessária {n} neste endpoint.;Se o endpoint não está {p}, responde 400."),
            Map.entry("nl", "Er is geen {n}.;De handler draait zonder {n}.;Het endpoint is niet {p}.;Het endpoint wordt nooit {p}.;Het endpoint is {u}."
                    + "|Geen wijzigingen aan {n}.;Er is geen {n} nodig voor dit endpoint.;Als het endpoint niet {p} is, antwoordt het 400."),
            Map.entry("tr", "Uç noktada {n} yok.;İşleyici {n} olmadan çalışıyor.|Bu uç nokta için {n} gerekli değil.;{N} tarafında değişiklik yok."),
            Map.entry("ja", "{n}がありません。;エンドポイントに{n}がない。;このAPIは{n}されていません。"
                    + "|{n}の変更はありません。;この読み取り専用APIに{n}は不要です。;{n}されていないリクエストは拒否されます。"),
            Map.entry("zh", "接口没有{n}。;新接口缺少{n}。;这个接口没有做{n}。;{n}没有做。"
                    + "|本次没有{n}改动。;这个只读接口不需要{n}。;没有{n}的请求会被拒绝。"),
            Map.entry("ko", "{n}이 없습니다.;새 엔드포인트에는 {n}이 없습니다.;{n}이 적용되지 않았습니다."
                    + "|{n} 변경은 없습니다.;이 읽기 전용 엔드포인트에는 {n}이 필요 없습니다.;{n} 오류는 없습니다."));

    /** Per language: safeguards' nouns, the states they leave ({@code {p}}), and one word saying it lacks ({@code {u}}). */
    private static final Map<String, List<List<String>>> SAFEGUARDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("authentication", "input validation", "error handling", "rate limiting", "escaping"),
                    List.of("authenticated", "authorized", "escaped", "sanitized", "encrypted"),
                    List.of("unauthenticated", "unvalidated", "unescaped", "unencrypted", "unbounded"))),
            Map.entry("de", List.of(List.of("Authentifizierung", "Eingabevalidierung", "Fehlerbehandlung", "Verschlüsselung"),
                    List.of("authentifiziert", "validiert", "verschlüsselt", "geschützt"),
                    List.of("unverschlüsselt", "ungeschützt", "unbegrenzt"))),
            Map.entry("fr", List.of(List.of("authentification", "validation", "gestion des erreurs", "chiffrement"),
                    List.of("authentifié", "protégé", "sécurisé", "chiffré"),
                    List.of("irréversible", "non sécurisé", "non protégé"))),
            Map.entry("es", List.of(List.of("autenticación", "validación", "manejo de errores", "cifrado"),
                    List.of("autenticado", "protegido", "validado", "cifrado"),
                    List.of("irreversible"))),
            Map.entry("it", List.of(List.of("autenticazione", "validazione", "gestione degli errori", "crittografia"),
                    List.of("autenticato", "protetto", "validato", "cifrato"),
                    List.of("irreversibile"))),
            Map.entry("pt", List.of(List.of("autenticação", "validação", "tratamento de erros", "criptografia"),
                    List.of("autenticado", "protegido", "validado", "criptografado"),
                    List.of("irreversível"))),
            Map.entry("nl", List.of(List.of("authenticatie", "validatie", "foutafhandeling", "versleuteling"),
                    List.of("geauthenticeerd", "beveiligd", "gevalideerd", "versleuteld"),
                    List.of("onbeveiligd", "onbegrensd", "onversleuteld"))),
            Map.entry("tr", List.of(List.of("kimlik doğrulaması", "hız sınırı", "girdi doğrulaması", "şifreleme"), List.of(), List.of())),
            Map.entry("ja", List.of(List.of("認証", "入力検証", "エスケープ", "暗号化"), List.of(), List.of())),
            Map.entry("zh", List.of(List.of("鉴权", "输入校验", "限流", "加密"), List.of(), List.of())),
            Map.entry("ko", List.of(List.of("인증", "입력 검증", "롤백", "속도 제한"), List.of(), List.of())));

    /**
     * Where the keep side is read: above a marker's pass and as a bullet above one. A JSON pass's summary reads a short
     * sentence closed by a negation fail-closed, whatever it names ({@code Nessuna modifica a autenticazione.} fails there).
     */
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void aSafeguardSaidLacking_failsThePass_andOneNamedWithNothingLackingKeepsIt() {
        GeneratedReviews.Tally lacking = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            String[] sides = entry.getValue().split("\\|", -1);
            List<List<String>> words = SAFEGUARDS.get(language);
            for (String sentence : sides[0].split(";")) {
                for (String said : fill(sentence, words)) {
                    lacking.decide(decider, language, GeneratedReviews.PLACES, said, Verdict.FAIL);
                }
            }
            for (String sentence : sides[1].split(";")) {
                for (String said : fill(sentence, words)) {
                    plain.decide(decider, language, GeneratedReviews.MARKER_PLACES, said, Verdict.PASS);
                }
            }
        }
        GeneratedReviews.assertSides(lacking, "a safeguard said lacking", 500, plain,
                "a safeguard named, nothing lacking", 200);
    }

    /** The sentence with each word of the kind its placeholder asks for, opening with a capital. */
    private static List<String> fill(String sentence, List<List<String>> words) {
        int kind = sentence.contains("{u}") ? 2 : sentence.contains("{p}") ? 1 : 0;
        String slot = kind == 2 ? "{u}" : kind == 1 ? "{p}" : sentence.contains("{N}") ? "{N}" : "{n}";
        return words.get(kind).stream().map(w -> {
            String s = sentence.replace(slot, slot.equals("{N}") ? Character.toUpperCase(w.charAt(0)) + w.substring(1) : w);
            return Character.toUpperCase(s.charAt(0)) + s.substring(1);
        }).toList();
    }
}
