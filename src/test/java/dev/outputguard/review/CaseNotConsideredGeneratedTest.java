package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A case, an input or a concern the change does not consider, account for, cover, exercise or think through, or that was
 * overlooked, missed or forgotten, said above the verdict, fails the pass: {@code Edge cases were not considered.},
 * {@code Null inputs are not accounted for.}, {@code Concurrency was overlooked.}, {@code Die Randfälle wurden nicht
 * berücksichtigt.}, {@code No se consideraron los casos límite.}, {@code エッジケースが考慮されていません。},
 * {@code 没有考虑边界情况。}, {@code 엣지 케이스가 고려되지 않았습니다.} Generated per language from sentences of a thing
 * ({@code {x}}) with each of the language's words of considering negated ({@code {m}}), and from sentences of a thing
 * with each of its words of overlooking after a verb of being, in each of {@link GeneratedReviews#PLACES}. The thing
 * considered, covered in the tests, nothing overlooked, no case missed, not considered only before the fix, in a
 * condition, or a scope stated on purpose keeps the pass above a marker's. Counted per language.
 */
class CaseNotConsideredGeneratedTest {

    /** Per language: a thing not considered ({@code {m}}: a word of considering), then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> NOT_CONSIDERED = Map.ofEntries(
            Map.entry("en", "The {x} were not {m}.;{X} are not {m}.;The {x} have not been {m}.;The {x} were never {m}."
                    + "|The {x} are {m} in the tests.;The {x} were {m} and tested.;The {x} were not {m} before; the new"
                    + " test covers them.;If the {x} are not {m}, the parser throws.;The {x} are out of scope for this"
                    + " ticket, as agreed."),
            Map.entry("de", "Die {x} wurden nicht {m}.;Die {x} sind nicht {m}.;Die {x} wurden nie {m}."
                    + "|Die {x} sind in den Tests {m}.;Die {x} wurden {m} und getestet.;Wenn die {x} nicht {m} sind,"
                    + " wirft der Parser einen Fehler."),
            Map.entry("fr", "Les {x} n'ont pas été {m}.;Les {x} ne sont pas {m}.;Les {x} n'ont jamais été {m}."
                    + "|Les {x} sont {m} dans les tests.;Les {x} ont été {m} et testés.;Si les {x} ne sont pas {m},"
                    + " le parseur lève une erreur."),
            Map.entry("es", "Los {x} no fueron {m}.;Los {x} no están {m}.;Los {x} no han sido {m}."
                    + "|Los {x} están {m} en las pruebas.;Los {x} fueron {m} y probados.;Si los {x} no están {m},"
                    + " el parser lanza un error."),
            Map.entry("it", "I {x} non sono stati {m}.;I {x} non sono {m}.;I {x} non sono mai stati {m}."
                    + "|I {x} sono {m} nei test.;I {x} sono stati {m} e testati.;Se i {x} non sono {m}, il parser"
                    + " lancia un errore."),
            Map.entry("pt", "Os {x} não foram {m}.;Os {x} não estão {m}.;Os {x} nunca foram {m}."
                    + "|Os {x} estão {m} nos testes.;Os {x} foram {m} e testados.;Se os {x} não estão {m}, o parser"
                    + " lança um erro."),
            Map.entry("nl", "De {x} zijn niet {m}.;De {x} werden niet {m}.;De {x} zijn nooit {m}."
                    + "|De {x} zijn in de tests {m}.;De {x} zijn {m} en getest.;Als de {x} niet {m} zijn, gooit de"
                    + " parser een fout."),
            Map.entry("tr", "{X} {m}."
                    + "|{X} testlerde ele alındı.;{X} dikkate alındı ve test edildi."),
            Map.entry("ja", "{x}が{m}されていません。;{x}は{m}されていない。;{x}が{m}されていませんでした。"
                    + "|{x}を{m}しました。;{x}はテストで{m}されています。;{x}は{m}され、テストもあります。"),
            Map.entry("zh", "没有{m}{x}。;{x}没有被{m}。;未{m}{x}。"
                    + "|我{m}了{x}。;测试中已{m}{x}。;{x}已{m}并经过测试。"),
            Map.entry("ko", "{x}가 {m}되지 않았습니다.;{x}가 {m}되어 있지 않습니다."
                    + "|{x}를 {m}했습니다.;{x}는 테스트에서 {m}되었습니다."));

    /** Per language: the things a review finds not considered, and the words of considering it negates. */
    private static final Map<String, List<List<String>>> CONSIDERING = Map.ofEntries(
            Map.entry("en", List.of(List.of("edge cases", "null inputs", "time zones", "leap years", "error paths"),
                    List.of("considered", "accounted for", "covered", "exercised", "thought through",
                            "taken into account"))),
            Map.entry("de", List.of(List.of("Randfälle", "Null-Eingaben", "Zeitzonen", "Schaltjahre"),
                    List.of("berücksichtigt", "bedacht", "abgedeckt", "beachtet", "durchdacht"))),
            Map.entry("fr", List.of(List.of("cas limites", "fuseaux horaires", "paramètres nuls", "chemins d'erreur"),
                    List.of("pris en compte", "considérés", "envisagés"))),
            Map.entry("es", List.of(List.of("casos límite", "valores nulos", "husos horarios", "años bisiestos"),
                    List.of("considerados", "contemplados", "cubiertos", "tenidos en cuenta"))),
            Map.entry("it", List.of(List.of("casi limite", "valori nulli", "fusi orari", "anni bisestili"),
                    List.of("considerati", "presi in considerazione", "coperti", "contemplati"))),
            Map.entry("pt", List.of(List.of("casos limite", "valores nulos", "fusos horários", "anos bissextos"),
                    List.of("considerados", "levados em conta", "cobertos", "contemplados"))),
            Map.entry("nl", List.of(List.of("randgevallen", "null-waarden", "tijdzones", "schrikkeljaren"),
                    List.of("meegenomen", "overwogen", "afgedekt", "bedacht"))),
            Map.entry("tr", List.of(List.of("uç durumlar", "boş girdiler", "saat dilimleri", "artık yıllar"),
                    List.of("dikkate alınmamış", "dikkate alınmadı", "düşünülmemiş", "kapsanmamış",
                            "göz önünde bulundurulmamış"))),
            Map.entry("ja", List.of(List.of("エッジケース", "null入力", "タイムゾーン", "うるう年"),
                    List.of("考慮", "検討", "網羅", "配慮"))),
            Map.entry("zh", List.of(List.of("边界情况", "并发写入", "时区", "闰年"), List.of("考虑", "顾及", "兼顾"))),
            Map.entry("ko", List.of(List.of("엣지 케이스", "빈 리스트", "오류 케이스", "동시 요청 시나리오"),
                    List.of("고려", "감안", "커버"))));

    /** Per language: a thing overlooked ({@code {m}}: a word of overlooking), then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> OVERLOOKED = Map.ofEntries(
            Map.entry("en", "The {x} were {m}.;{X} are {m}.;The {x} were completely {m}."
                    + "|Nothing was {m}.;No case was {m}.;The {x} were not {m}."),
            Map.entry("de", "Die {x} wurden {m}.;Die {x} sind {m} worden."
                    + "|Nichts wurde {m}.;Kein Fall wurde {m}.;Die {x} wurden nicht {m}."),
            Map.entry("fr", "Les {x} ont été {m}.;Les {x} sont {m}."
                    + "|Les {x} n'ont pas été {m}."),
            Map.entry("es", "Los {x} fueron {m}.;Los {x} han sido {m}."
                    + "|Los {x} no fueron {m}."),
            Map.entry("it", "I {x} sono stati {m}.;I {x} sono {m}."
                    + "|I {x} non sono stati {m}."),
            Map.entry("pt", "Os {x} foram {m}.;Os {x} estão {m}."
                    + "|Os {x} não foram {m}."),
            Map.entry("nl", "De {x} zijn {m}.;De {x} werden {m}."
                    + "|Niets is {m}.;Geen geval is {m}.;De {x} zijn niet {m}."),
            Map.entry("tr", "{X} {m}.|"),
            Map.entry("ja", "{x}が{m}います。;{x}が{m}いました。|{m}いるものはありません。"),
            Map.entry("zh", "{m}了{x}。;{x}被{m}了。|没有{m}任何{x}。;没有{m}。"),
            Map.entry("ko", "{x}가 {m}되었습니다.;{x}가 {m}되어 있습니다.|{m}된 {x}는 없습니다."));

    /** Per language: the things a review finds overlooked, and the words of overlooking. */
    private static final Map<String, List<List<String>>> OVERLOOKING = Map.ofEntries(
            Map.entry("en", List.of(List.of("edge cases", "null inputs", "time zones", "leap years", "error paths"),
                    List.of("overlooked", "missed", "forgotten", "neglected"))),
            Map.entry("de", List.of(List.of("Randfälle", "Null-Eingaben", "Zeitzonen", "Schaltjahre"),
                    List.of("übersehen", "vergessen", "vernachlässigt"))),
            Map.entry("fr", List.of(List.of("cas limites", "fuseaux horaires", "paramètres nuls", "chemins d'erreur"),
                    List.of("oubliés", "négligés", "omis"))),
            Map.entry("es", List.of(List.of("casos límite", "valores nulos", "husos horarios", "años bisiestos"),
                    List.of("olvidados", "pasados por alto", "descuidados"))),
            Map.entry("it", List.of(List.of("casi limite", "valori nulli", "fusi orari", "anni bisestili"),
                    List.of("dimenticati", "trascurati", "tralasciati"))),
            Map.entry("pt", List.of(List.of("casos limite", "valores nulos", "fusos horários", "anos bissextos"),
                    List.of("esquecidos", "negligenciados", "omitidos"))),
            Map.entry("nl", List.of(List.of("randgevallen", "null-waarden", "tijdzones", "schrikkeljaren"),
                    List.of("vergeten", "over het hoofd gezien", "verwaarloosd"))),
            Map.entry("tr", List.of(List.of("uç durumlar", "boş girdiler", "saat dilimleri", "artık yıllar"),
                    List.of("gözden kaçırılmış", "unutulmuş", "atlanmış"))),
            Map.entry("ja", List.of(List.of("エッジケース", "null入力", "タイムゾーン", "うるう年"),
                    List.of("見落とされて", "忘れられて"))),
            Map.entry("zh", List.of(List.of("边界情况", "并发写入", "时区", "闰年"), List.of("遗漏", "忽视", "漏掉", "忘记"))),
            Map.entry("ko", List.of(List.of("엣지 케이스", "빈 리스트", "오류 케이스", "동시 요청 시나리오"),
                    List.of("누락", "간과"))));

    /** Per language: the sentences a review writes as they come, then (after {@code |}) those that keep a pass. */
    private static final Map<String, String> AS_WRITTEN = Map.ofEntries(
            Map.entry("en", "Edge cases were not considered.;Null inputs are not accounted for.;Time zones were not taken"
                    + " into account.;Concurrency was overlooked.;The empty-list case is missed.;Rate limits were"
                    + " forgotten.;Leap years are not covered.;The error path was never exercised.;Pagination is not"
                    + " thought through."
                    + "|I considered the edge cases.;Edge cases are considered in the tests.;Edge cases were considered"
                    + " and tested.;Nothing was overlooked.;No edge case is missed.;Leap years were not covered before;"
                    + " the new test covers them.;Time zones are out of scope for this ticket, as agreed."),
            Map.entry("de", "Die Randfälle wurden nicht berücksichtigt.|Die Randfälle wurden berücksichtigt."),
            Map.entry("fr", "Les cas limites n'ont pas été pris en compte.|Les cas limites ont été pris en compte."),
            Map.entry("es", "No se consideraron los casos límite.;No se tuvieron en cuenta los casos límite."
                    + "|Se consideraron los casos límite."),
            Map.entry("it", "I casi limite non sono stati considerati.|I casi limite sono stati considerati."),
            Map.entry("pt", "Os casos limite não foram considerados.|Os casos limite foram considerados."),
            Map.entry("nl", "Randgevallen zijn niet meegenomen.|Randgevallen zijn meegenomen."),
            Map.entry("tr", "Uç durumlar dikkate alınmamış.|Uç durumlar dikkate alınmış.;Hiçbir uç durum gözden kaçırılmamış."),
            Map.entry("ja", "エッジケースが考慮されていません。;未考慮のエッジケースがあります。"
                    + "|エッジケースは考慮されています。;未考慮の点はありません。;考慮されていない点はありません。"),
            Map.entry("zh", "没有考虑边界情况。;还有未考虑的边界情况。|已考虑边界情况。;没有未考虑的情况。"),
            Map.entry("ko", "엣지 케이스가 고려되지 않았습니다.;미고려 항목이 있습니다."
                    + "|엣지 케이스가 고려되었습니다.;미고려 항목이 없습니다.;미고려가 없습니다."));

    private static final List<String> ONCE = List.of("-");

    @Test
    void aCaseNotConsideredOrOverlooked_failsThePass_andOneConsideredBeforeOrInAConditionKeepsIt() {
        Map<String, List<String>> once = Map.ofEntries(AS_WRITTEN.keySet().stream().map(l -> Map.entry(l, ONCE))
                .toArray(Map.Entry[]::new));
        new GeneratedReviews.Sides().decideOfTwo(NOT_CONSIDERED, CONSIDERING, GeneratedReviews.MARKER_PLACES)
                .decideOfTwo(OVERLOOKED, OVERLOOKING, GeneratedReviews.MARKER_PLACES)
                .decide(AS_WRITTEN, once, GeneratedReviews.MARKER_PLACES)
                .assertSides("a case not considered or overlooked", 1000,
                        "a case considered, none overlooked, before the fix, in a condition or out of scope", 700);
    }

}
