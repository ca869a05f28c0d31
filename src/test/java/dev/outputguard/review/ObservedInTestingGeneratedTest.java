package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A poor quality or a setting without effect told in the past of the reviewer's own trial of the change, above the
 * verdict, fails the pass: {@code The endpoint was slow in my test.}, {@code The flag was ignored when I tested it.},
 * {@code Der Endpunkt war in meinem Test langsam.}, {@code Lors de mon test, l'API était lente.},
 * {@code テストしたところ、画面が重かった。}, {@code 테스트해 보니 응답이 느렸습니다.} Generated per language from
 * sentences of a thing ({@code {x}}) said of a poor quality ({@code {m}}) in the past beside a word of a trial (in
 * my test, when I tried it, during testing, beim Testen, pendant mes tests, en mi prueba, テストした際, 테스트 중에), and
 * of a setting said to have been without effect beside one, in each of {@link GeneratedReviews#PLACES}. The past of
 * the time before the change, the past negated, a trial's past resolved in a contrast, a question, a quote and a
 * degree of less keep the pass above a marker's. Counted per language.
 */
class ObservedInTestingGeneratedTest {

    /** Per language: a poor quality seen in a trial, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> POOR = Map.ofEntries(
            Map.entry("en", "The {x} was {m} in my test.;The {x} was {m} when I tried it.;The {x} was {m} when I tested it."
                    + ";During testing the {x} was {m}.;In my test the {x} was {m}.;The {x} was very {m} in my tests."
                    + ";While testing, the {x} was {m}.;The {x} was {m} on my machine.;When I tried it, the {x} was {m}."
                    + "|Previously the {x} was {m}; now it loads in 200 ms.;Before this change the {x} was {m}."
                    + ";The {x} was not {m} in my test.;Was the {x} {m} in your test?"
                    + ";The {x} was {m} in my first test, but after the cache warmed up it was fast."
                    + ";The old {x} was {m} when I tested it; this change fixes it.;The ticket said \"the {x} was {m} in my test\"."
                    + ";The {x} was less {m} in my test.;The {x} was {m}.;The {x} was {m} before this change, in my test it is fast."),
            Map.entry("de", "Der {x} war in meinem Test {m}.;Der {x} war beim Testen {m}.;In meinem Test war der {x} {m}."
                    + ";Der {x} war {m}, als ich es getestet habe.;Während der Tests war der {x} {m}."
                    + "|Früher war der {x} {m}, jetzt antwortet er in 200 ms.;Der {x} war in meinem Test nicht {m}."
                    + ";War der {x} in deinem Test {m}?;Der {x} war {m}.;Vorher war der {x} in meinem Test {m}."),
            Map.entry("fr", "Lors de mon test, le {x} était {m}.;Le {x} était {m} pendant mes tests.;Le {x} était {m} quand je l'ai testé."
                    + ";En testant, le {x} était {m}.|Auparavant, le {x} était {m}.;Lors de mon test, le {x} n'était pas {m}."
                    + ";Le {x} était {m}.;Le {x} était-il {m} lors de ton test ?"),
            Map.entry("es", "El {x} era {m} en mi prueba.;Durante las pruebas el {x} era {m}.;Cuando lo probé, el {x} era {m}."
                    + "|Antes el {x} era {m}, ahora responde en 200 ms.;El {x} no era {m} en mi prueba.;El {x} era {m}."
                    + ";¿Era el {x} {m} en tu prueba?"),
            Map.entry("it", "Il {x} era {m} nel mio test.;Durante i test il {x} era {m}.;Quando l'ho provato, il {x} era {m}."
                    + "|Prima il {x} era {m}, ora risponde in 200 ms.;Il {x} non era {m} nel mio test.;Il {x} era {m}."),
            Map.entry("pt", "O {x} era {m} no meu teste.;Durante os testes o {x} era {m}.;Quando testei, o {x} era {m}."
                    + "|Antes o {x} era {m}, agora responde em 200 ms.;O {x} não era {m} no meu teste.;O {x} era {m}."),
            Map.entry("nl", "De {x} was {m} in mijn test.;Tijdens het testen was de {x} {m}.;De {x} was {m} toen ik het testte."
                    + "|Vroeger was de {x} {m}, nu antwoordt hij in 200 ms.;De {x} was niet {m} in mijn test.;De {x} was {m}."),
            Map.entry("ja", "テストしたところ、{x}が{m}。;テストした際、{x}が{m}。;試したところ{x}が{m}。;手元で{x}が{m}。"
                    + "|{x}が{m}。;以前は{x}が{m}。;手元で{x}が{m}ですか？"),
            Map.entry("zh", "测试时{x}很{m}。;我测试的时候{x}很{m}。;在我的测试中{x}很{m}。|以前{x}很{m}。;测试时{x}不再{m}了。"),
            Map.entry("ko", "테스트해 보니 {x}이 {m}.;테스트 중에 {x}이 {m}.;로컬에서 {x}이 {m}.|{x}이 {m}.;이전에는 {x}이 {m}."));

    /** Per language: the things a review finds of a poor quality, and the words saying so in the past (of being, written onto it in ja and ko). */
    private static final Map<String, List<List<String>>> POOR_WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("endpoint", "dashboard", "page", "cache"),
                    List.of("slow", "sluggish", "stale", "unreliable", "unstable", "laggy"))),
            Map.entry("de", List.of(List.of("Endpunkt", "Export", "Dienst"), List.of("langsam", "träge", "instabil", "unzuverlässig"))),
            Map.entry("fr", List.of(List.of("endpoint", "cache", "service"), List.of("lent", "instable", "peu fiable", "poussif"))),
            Map.entry("es", List.of(List.of("endpoint", "servicio", "informe"), List.of("lento", "inestable", "poco fiable"))),
            Map.entry("it", List.of(List.of("endpoint", "servizio", "report"), List.of("lento", "instabile", "inaffidabile"))),
            Map.entry("pt", List.of(List.of("endpoint", "serviço", "relatório"), List.of("lento", "instável"))),
            Map.entry("nl", List.of(List.of("endpoint", "dienst", "export"), List.of("traag", "langzaam", "instabiel"))),
            Map.entry("ja", List.of(List.of("画面", "エンドポイント", "一覧"), List.of("遅かった", "重かった", "不安定だった", "遅かったです"))),
            Map.entry("zh", List.of(List.of("接口", "页面", "报表"), List.of("慢", "卡顿", "不稳定"))),
            Map.entry("ko", List.of(List.of("응답", "화면", "목록"), List.of("느렸습니다", "무거웠습니다", "불안정했습니다", "느렸어요"))));

    /** Per language: a setting said without effect in a trial, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> EFFECT = Map.ofEntries(
            Map.entry("en", "The {x} was {m} when I tested it.;During testing the {x} was {m}.;In my test the {x} was {m}."
                    + ";The {x} was {m} when I tried it.;The {x} was {m} on my machine."
                    + "|Before this change the {x} was {m}.;Previously the {x} was {m}; this change fixes it."
                    + ";The {x} was {m} before; in my test it takes effect now.;Was the {x} {m} in your test?"
                    + ";The {x} was {m}.;The ticket said \"the {x} was {m} in my test\"."),
            Map.entry("de", "{X} wurde beim Testen {m}.;In meinem Test wurde {x} {m}.|Früher wurde {x} {m}.;{X} wurde {m}."
                    + ";Wurde {x} in deinem Test {m}?"),
            Map.entry("fr", "Lors de mon test, {x} était {m}.;{X} était {m} pendant mes tests.|Auparavant, {x} était {m}.;{X} était {m}."),
            Map.entry("es", "En mi prueba, {x} era {m}.;Durante las pruebas {x} era {m}.|Antes {x} era {m}.;{X} era {m}."),
            Map.entry("nl", "Tijdens het testen werd {x} {m}.;In mijn test werd {x} {m}.|Vroeger werd {x} {m}.;{X} werd {m}."));

    /** Per language: the settings a review finds without effect, and the participles saying so. */
    private static final Map<String, List<List<String>>> EFFECT_WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("feature flag", "retry setting", "timeout option", "config option"),
                    List.of("ignored", "not honored", "not applied", "not respected", "not picked up"))),
            Map.entry("de", List.of(List.of("das Feature-Flag", "die Option", "die Einstellung"),
                    List.of("ignoriert", "nicht angewendet", "nicht berücksichtigt"))),
            Map.entry("fr", List.of(List.of("l'option", "le flag", "le réglage"), List.of("ignorée", "ignoré", "pas appliqué"))),
            Map.entry("es", List.of(List.of("la opción", "el flag", "el ajuste"), List.of("ignorado", "ignorada"))),
            Map.entry("nl", List.of(List.of("de optie", "de vlag", "de instelling"), List.of("genegeerd", "niet toegepast"))));

    @Test
    void aPastSeenInTheReviewersTrial_failsThePass_andThePastBeforeTheChangeKeepsIt() {
        new GeneratedReviews.Sides().decideOfTwo(POOR, POOR_WORDS, GeneratedReviews.MARKER_PLACES)
                .decideOfTwo(EFFECT, EFFECT_WORDS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a poor quality or a setting without effect seen in a trial", 500,
                        "a past before the change, negated, resolved, asked or quoted", 300);
    }
}
