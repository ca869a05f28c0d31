package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A thing of the change said of a poor quality, in a plain adjective and no word of a bug, above the verdict fails the
 * pass: {@code The endpoint is slow.}, {@code The dashboard feels sluggish.}, {@code Der Endpunkt ist langsam.},
 * {@code L'API est lente.}, {@code Uç nokta yavaş.}, {@code 接口很慢。}, {@code 画面が重い。}, {@code 응답이 느립니다.}
 * Generated per language from sentences of a thing ({@code {x}}) said to be each of the language's adjectives of a poor
 * quality ({@code {m}}) after a verb of being or seeming (in Han, kana and Hangul closing the sentence), and from
 * comparisons with before, in each of {@link GeneratedReviews#PLACES}. The adjective negated or no longer so, put in a
 * condition or a question, in a time before the change, less so, meant so, quoted or part of a name keeps the pass above a
 * marker's. Counted per language.
 */
class PoorQualityStatedGeneratedTest {

    /** Per language: sentences of a poor quality, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The {x} is {m}.;The {x} seems {m}.;The {x} feels {m} after login.;The {x} is very {m}."
                    + ";The {x} has become {m}.|The {x} is no longer {m}.;The {x} is not {m}.;If the {x} is {m}, the client retries."
                    + ";Previously the {x} was {m}, and it now loads in 200 ms.;Is the {x} {m}?;The {x} is less {m} now."
                    + ";The {x} is {m} by design, as the rate limit requires.;The ticket said \"the {x} is {m}\"."
                    + ";The {m}-request log of the {x} is enabled.;The {x} doesn't seem {m}."),
            Map.entry("de", "Der {x} ist {m}.;Der {x} wirkt {m}.;Der {x} ist sehr {m}.|Der {x} ist nicht mehr {m}."
                    + ";Der {x} ist nicht {m}.;Wenn der {x} {m} ist, wiederholt der Client.;Ist der {x} {m}?"
                    + ";Früher war der {x} {m}, jetzt antwortet er in 200 ms."),
            Map.entry("fr", "Le {x} est {m}.;Le {x} semble {m}.;Le {x} est très {m}.|Le {x} n'est plus {m}.;Le {x} n'est pas {m}."
                    + ";Si le {x} est {m}, le client réessaie.;Le {x} est-il {m} ?"),
            Map.entry("es", "El {x} es {m}.;El {x} está {m}.;El {x} parece {m}.|El {x} ya no es {m}.;El {x} no es {m}."
                    + ";Si el {x} es {m}, el cliente reintenta.;¿Es el {x} {m}?"),
            Map.entry("it", "Il {x} è {m}.;Il {x} sembra {m}.;Il {x} è molto {m}.|Il {x} non è più {m}.;Il {x} non è {m}."
                    + ";Se il {x} è {m}, il client riprova.;Il {x} è {m}?"),
            Map.entry("pt", "O {x} é {m}.;O {x} está {m}.;O {x} parece {m}.|O {x} não é mais {m}.;O {x} não está {m}."
                    + ";Se o {x} está {m}, o cliente tenta de novo.;O {x} está {m}?"),
            Map.entry("nl", "De {x} is {m}.;De {x} lijkt {m}.;De {x} is erg {m}.|De {x} is niet meer {m}.;De {x} is niet {m}."
                    + ";Als de {x} {m} is, toont de UI een melding.;Is de {x} {m}?"),
            Map.entry("tr", "{X} {m}.;{X} çok {m}.|{X} artık {m} değil, yanıt 200 ms sürüyor.;{X} {m} mı?"),
            Map.entry("ja", "{x}が{m}。;{x}は{m}です。;{x}がとても{m}。|{x}は{m}ですか？;{x}が{m}かどうか確認しました。"
                    + ";{x}が{m}場合はリトライします。"),
            Map.entry("zh", "{x}很{m}。;{x}有点{m}。;{x}{m}了。|{x}不再{m}了。;{x}{m}吗？;如果{x}{m}，页面会显示提示。"),
            Map.entry("ko", "{x}이 {m}.;{x}이 매우 {m}.|{x}이 {m}?;이전에는 {x}이 {m}."));

    /** Per language: the things a review finds of a poor quality, and the adjectives saying so. */
    private static final Map<String, List<List<String>>> WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("endpoint", "dashboard", "page", "new test", "cache"),
                    List.of("slow", "sluggish", "stale", "outdated", "unreliable", "unstable", "laggy"))),
            Map.entry("de", List.of(List.of("Endpunkt", "Test", "Export"),
                    List.of("langsam", "träge", "veraltet", "instabil", "unzuverlässig"))),
            Map.entry("fr", List.of(List.of("endpoint", "test", "cache"), List.of("lent", "obsolète", "instable", "périmé", "peu fiable"))),
            Map.entry("es", List.of(List.of("endpoint", "test", "caché"),
                    List.of("lento", "desactualizado", "obsoleto", "inestable", "poco fiable"))),
            Map.entry("it", List.of(List.of("endpoint", "test", "report"),
                    List.of("lento", "obsoleto", "instabile", "datato", "inaffidabile"))),
            Map.entry("pt", List.of(List.of("endpoint", "teste", "relatório"),
                    List.of("lento", "desatualizado", "obsoleto", "instável"))),
            Map.entry("nl", List.of(List.of("endpoint", "test", "export"),
                    List.of("traag", "langzaam", "verouderd", "instabiel", "onbetrouwbaar"))),
            Map.entry("tr", List.of(List.of("uç nokta", "sayfa", "test"), List.of("yavaş", "eski", "kararsız", "güvenilmez"))),
            Map.entry("ja", List.of(List.of("画面", "エンドポイント", "テスト"), List.of("遅い", "重い", "不安定", "古い"))),
            Map.entry("zh", List.of(List.of("接口", "页面", "报表"), List.of("慢", "迟缓", "过时", "陈旧"))),
            Map.entry("ko", List.of(List.of("응답", "화면", "목록"),
                    List.of("느립니다", "불안정합니다", "오래되었습니다", "무겁습니다"))));

    /** Per language: a thing said worse than before, then (after {@code |}) said better or no worse. */
    private static final Map<String, String> COMPARED = Map.ofEntries(
            Map.entry("en", "The {x} is slower than before.;The {x} loads slower than before.;The {x} is much slower than"
                    + " on main.|The {x} is faster than before.;The {x} is less slow than before.;The {x} is no slower than before."),
            Map.entry("de", "Der {x} ist langsamer als vorher.;Der {x} lädt langsamer als vorher.|Der {x} ist schneller als"
                    + " vorher.;Der {x} ist weniger langsam als vorher."),
            Map.entry("fr", "Le {x} est plus lent qu'avant.|Le {x} est plus rapide qu'avant.;Le {x} est moins lent qu'avant."),
            Map.entry("es", "El {x} es más lento que antes.|El {x} es más rápido que antes.;El {x} es menos lento que antes."),
            Map.entry("nl", "De {x} is trager dan voorheen.;De {x} is langzamer dan eerst.|De {x} is sneller dan voorheen."
                    + ";De {x} is minder traag dan voorheen."));

    @Test
    void aPoorQualitySaid_failsThePass_andOneNegatedPastLessMeantOrNamedKeepsIt() {
        new GeneratedReviews.Sides().decideOfTwo(SENTENCES, WORDS, GeneratedReviews.MARKER_PLACES)
                .decide(COMPARED, GeneratedReviews.firstWords(WORDS, COMPARED.keySet()), GeneratedReviews.MARKER_PLACES)
                .assertSides("a poor quality said", 500, "a poor quality negated, past, less, meant or named", 300);
    }

}
