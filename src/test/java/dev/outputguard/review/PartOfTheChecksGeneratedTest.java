package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A review whose findings say a check passed for part of its subjects only, generated: a quantifier short of the whole
 * (written here apart from the lexicon: {@code Most}, {@code Not all}, {@code Nicht alle}, {@code La plupart des},
 * {@code ほとんどの}, {@code 并非所有}, {@code 대부분의}) before each subject a check counts, and each word that passes after
 * it; the same part as an adverb of the clause ({@code Tests mostly pass.}, {@code Les tests passent en partie.}); an
 * exception ({@code All tests pass except one.}, {@code Alle Tests außer einem sind grün.}); a partial negation after the
 * passing word ({@code 全部のテストが通ったわけではない。}, {@code 모든 테스트가 통과한 것은 아니다.}); above a marker's
 * pass, as a bullet above one, in a JSON pass's summary and note, and listed under a PASS_WITH_SUGGESTIONS: FAIL in
 * each. The whole said to pass ({@code All tests pass.}, {@code All 42 tests pass.}, {@code すべてのテストが通った。}),
 * nothing said to fail, and an exception naming nothing checked ({@code Apart from that, all tests pass.}) keep the pass.
 */
class PartOfTheChecksGeneratedTest {

    /** A language's way of writing the family: quantifiers, subjects, passing words and the templates joining them. */
    private record Language(List<String> quantifiers, List<String> subjects, List<String> verbs, String sentence,
            List<String> adverbs, List<String> excepted, List<String> whole) {
    }

    private static final Map<String, Language> LANGUAGES = Map.ofEntries(
            Map.entry("en", new Language(
                    List.of("Not all", "Most", "Most of the", "Almost all", "Nearly all", "Only some", "Only some of the",
                            "Few", "Very few", "Only a few", "Half the", "Half of the", "Only half of the",
                            "Less than half of the", "The majority of the", "Many of the", "All but one of the"),
                    List.of("tests", "unit tests", "integration tests", "checks", "builds", "CI jobs", "test cases",
                            "files", "specs"),
                    List.of("pass", "passed", "are green", "are passing", "succeed", "have passed", "are now green",
                            "look good"),
                    "{q} {s} {v}.",
                    List.of("The {s} mostly {v}.", "The {s} partially {v}.", "The {s} {v} partially.",
                            "The {s} {v} for the most part."),
                    List.of("All {s} {v} except one.", "All {s} except one {v}.", "All {s} {v}, except for the flaky one.",
                            "All {s} {v} apart from two.", "All the {s} other than one {v}."),
                    List.of("All {s} {v}.", "All 42 {s} {v}.", "All of the {s} {v}.", "All the {s} {v} now.",
                            "Apart from that, all {s} {v}.", "Other than one typo, all {s} {v}."))),
            Map.entry("de", new Language(
                    List.of("Nicht alle", "Die meisten", "Fast alle", "Nahezu alle", "Nur einige", "Nur wenige", "Wenige",
                            "Die Hälfte der", "Nur die Hälfte der", "Ein Teil der", "Weniger als die Hälfte der", "Viele"),
                    List.of("Tests", "Unit-Tests", "Integrationstests", "Checks", "Builds", "Jobs", "Testfälle", "Dateien"),
                    List.of("sind grün", "bestehen", "laufen durch", "sind erfolgreich", "waren erfolgreich",
                            "sind jetzt grün", "laufen"),
                    "{q} {s} {v}.",
                    List.of("Die {s} sind größtenteils grün.", "Die {s} bestehen teilweise.", "Die {s} sind überwiegend grün.",
                            "Die {s} laufen zum Teil durch."),
                    List.of("Alle {s} außer einem {v}.", "Alle {s} {v}, bis auf einen.", "Alle {s} bis auf zwei {v}.",
                            "Alle {s} {v} mit Ausnahme von einem."),
                    List.of("Alle {s} {v}.", "Alle 42 {s} {v}.", "Sämtliche {s} {v}.", "Abgesehen davon {v} alle {s}."))),
            Map.entry("fr", new Language(
                    List.of("Pas tous les", "La plupart des", "Presque tous les", "Seulement quelques", "Peu de",
                            "Très peu de", "La moitié des", "Une partie des", "Moins de la moitié des", "Beaucoup de"),
                    List.of("tests", "tests unitaires", "tests d'intégration", "builds", "jobs", "fichiers", "cas de test"),
                    List.of("passent", "réussissent", "sont verts", "sont au vert", "passent maintenant"),
                    "{q} {s} {v}.",
                    List.of("Les {s} sont en partie verts.", "Les {s} {v} en partie.", "Les {s} {v} partiellement.",
                            "Les {s} pour la plupart {v}."),
                    List.of("Tous les {s} {v} sauf un.", "Tous les {s} sauf un {v}.", "Tous les {s} {v}, à l'exception d'un seul.",
                            "Tous les {s} {v} hormis deux."),
                    List.of("Tous les {s} {v}.", "Tous les 42 {s} {v}.", "À part ça, tous les {s} {v}."))),
            Map.entry("es", new Language(
                    List.of("No todos los", "La mayoría de los", "Casi todos los", "Solo algunos", "Pocos", "Muy pocos",
                            "La mitad de los", "Menos de la mitad de los", "Muchos"),
                    List.of("tests", "tests unitarios", "casos de prueba", "archivos", "jobs", "builds"),
                    List.of("pasan", "pasaron", "están en verde", "están verdes", "superan"),
                    "{q} {s} {v}.",
                    List.of("Los {s} {v} parcialmente.", "Los {s} {v} en parte.", "Los {s} en su mayoría {v}."),
                    List.of("Todos los {s} {v} excepto uno.", "Todos los {s} salvo uno {v}.",
                            "Todos los {s} {v}, con excepción de uno."),
                    List.of("Todos los {s} {v}.", "Todos los 42 {s} {v}.", "Aparte de eso, todos los {s} {v}."))),
            Map.entry("it", new Language(
                    List.of("Non tutti i", "La maggior parte dei", "Quasi tutti i", "Solo alcuni", "Pochi", "La metà dei",
                            "Meno della metà dei", "Molti"),
                    List.of("test", "test unitari", "test di integrazione", "casi di test", "file", "job", "build"),
                    List.of("passano", "sono verdi", "sono passati", "superano"),
                    "{q} {s} {v}.",
                    List.of("I {s} {v} in parte.", "I {s} {v} parzialmente.", "I {s} per lo più {v}."),
                    List.of("Tutti i {s} {v} tranne uno.", "Tutti i {s} tranne uno {v}.", "Tutti i {s} eccetto due {v}."),
                    List.of("Tutti i {s} {v}.", "Tutti i 42 {s} {v}.", "A parte questo, tutti i {s} {v}."))),
            Map.entry("pt", new Language(
                    List.of("Nem todos os", "A maioria dos", "Quase todos os", "Apenas alguns", "Poucos", "Metade dos",
                            "Menos da metade dos", "Muitos"),
                    List.of("testes", "testes unitários", "testes de integração", "casos de teste", "arquivos", "jobs"),
                    List.of("passam", "passaram", "estão verdes", "estão passando", "são aprovados"),
                    "{q} {s} {v}.",
                    List.of("Os {s} {v} parcialmente.", "Os {s} {v} em parte.", "Os {s} em sua maioria {v}."),
                    List.of("Todos os {s} {v} exceto um.", "Todos os {s} exceto um {v}.",
                            "Todos os {s} {v}, com exceção de um."),
                    List.of("Todos os {s} {v}.", "Todos os 42 {s} {v}.", "Fora isso, todos os {s} {v}."))),
            Map.entry("nl", new Language(
                    List.of("Niet alle", "De meeste", "Bijna alle", "Slechts enkele", "Weinig", "De helft van de",
                            "Een deel van de", "Veel"),
                    List.of("tests", "unittests", "integratietests", "builds", "jobs", "bestanden", "testgevallen"),
                    List.of("slagen", "zijn groen", "zijn geslaagd", "slaagden", "draaien groen"),
                    "{q} {s} {v}.",
                    List.of("De {s} {v} gedeeltelijk.", "De {s} zijn grotendeels groen.", "De {s} {v} deels."),
                    List.of("Alle {s} {v} behalve één.", "Alle {s} op één na {v}.", "Alle {s} behalve twee {v}."),
                    List.of("Alle {s} {v}.", "Alle 42 {s} {v}.", "Verder {v} alle {s}."))),
            Map.entry("ja", new Language(
                    List.of("ほとんどの", "大半の", "大部分の", "一部の", "半分の", "半数の", "多くの"),
                    List.of("テスト", "単体テスト", "結合テスト", "ビルド", "ジョブ", "テストケース", "チェック"),
                    List.of("通った", "通りました", "通っています", "成功した", "成功しました", "パスした", "パスしました", "合格した"),
                    "{q}{s}が{v}。",
                    List.of("{s}はほとんど{v}。", "{s}は大半が{v}。", "{s}の一部が{v}。", "{s}は半分{v}。",
                            "全部の{s}が{v}わけではない。", "すべての{s}が{v}わけではありません。", "全ての{s}が{v}とは限らない。"),
                    List.of("1つの{s}を除いて、すべて{v}。", "{s}は1件を除いて全部{v}。", "{s}は1つ以外すべて{v}。"),
                    List.of("すべての{s}が{v}。", "全部の{s}が{v}。", "{s}は全部{v}。", "42件の{s}がすべて{v}。",
                            "それ以外は、すべての{s}が{v}。"))),
            Map.entry("zh", new Language(
                    List.of("并非所有", "不是所有", "大部分", "大多数", "绝大多数", "部分", "一部分", "少数", "一半", "半数", "几乎所有"),
                    List.of("测试", "单元测试", "集成测试", "构建", "用例", "测试用例", "任务", "检查"),
                    List.of("通过", "通过了", "都通过了", "都跑通了"),
                    "{q}{s}{v}。",
                    List.of("{s}大部分{v}。", "{s}只有一部分{v}。", "{s}部分{v}。", "{s}一半{v}。"),
                    List.of("除了一个{s}以外，其他都{v}。", "{s}除了一个都{v}。", "所有{s}都{v}，除了一个。"),
                    List.of("所有{s}都{v}。", "{s}全部{v}。", "全部42个{s}都{v}。", "除此之外，所有{s}都{v}。"))),
            Map.entry("ko", new Language(
                    List.of("대부분의", "대다수의", "일부", "절반의", "몇몇", "거의 모든"),
                    List.of("테스트", "단위 테스트", "통합 테스트", "빌드", "작업", "테스트 케이스", "검사"),
                    List.of("통과했다", "통과했습니다", "통과했어요", "성공했다", "성공했습니다", "통과함"),
                    "{q} {s}가 {v}.",
                    List.of("{s}가 대부분 {v}.", "{s}는 일부만 {v}.", "{s}가 절반만 {v}.", "모든 {s}가 통과한 것은 아니다.",
                            "모든 {s}가 통과한 건 아닙니다.", "모든 {s}가 통과하지는 않았다.", "{s}가 전부 통과한 것은 아니다."),
                    List.of("하나를 제외하고 모든 {s}가 {v}.", "{s} 하나를 빼고 모두 {v}.", "{s}는 두 개를 제외하면 모두 {v}."),
                    List.of("모든 {s}가 {v}.", "{s}가 모두 {v}.", "{s}는 전부 {v}.", "42개의 {s}가 모두 {v}."))));

    /** Nothing said to fail, in each language: keeps the pass as the whole said to pass does. */
    private static final Map<String, List<String>> NONE_FAIL = Map.ofEntries(
            Map.entry("en", List.of("No test fails.", "None of the tests fail.", "Every check is green.",
                    "Each test passes.")),
            Map.entry("de", List.of("Kein Test schlägt fehl.", "Jeder Check ist grün.")),
            Map.entry("fr", List.of("Aucun test n'échoue.", "Chaque test passe.")),
            Map.entry("es", List.of("Ninguna prueba falla.", "Cada prueba pasa.")),
            Map.entry("it", List.of("Nessun test fallisce.", "Ogni test passa.")),
            Map.entry("pt", List.of("Nenhum teste falha.", "Cada teste passa.")),
            Map.entry("nl", List.of("Geen enkele test faalt.", "Elke test slaagt.")),
            Map.entry("ja", List.of("失敗したテストはありません。", "どのテストも通った。")),
            Map.entry("zh", List.of("测试没有失败。", "每个测试都通过了。")),
            Map.entry("ko", List.of("실패한 테스트가 없습니다.", "각 테스트가 통과했습니다.")));

    /** Per language, a count of a part short of its whole before a subject ({@code {s}}) and a passing word ({@code {v}}). */
    private static final Map<String, List<String>> COUNTED = Map.ofEntries(
            Map.entry("en", List.of("8 of 10 {s} {v}.", "Only 9/10 {s} {v}.", "8 of the 10 {s} {v}.", "41 out of 42 {s} {v}.")),
            Map.entry("de", List.of("8 von 10 {s} {v}.", "Nur 9/10 {s} {v}.", "41 von 42 {s} {v}.")),
            Map.entry("fr", List.of("8 sur 10 {s} {v}.", "Seulement 9/10 {s} {v}.")),
            Map.entry("es", List.of("8 de 10 {s} {v}.", "Solo 9/10 {s} {v}.")),
            Map.entry("it", List.of("8 su 10 {s} {v}.", "Solo 9/10 {s} {v}.")),
            Map.entry("pt", List.of("8 de 10 {s} {v}.", "Apenas 9/10 {s} {v}.")),
            Map.entry("nl", List.of("8 van de 10 {s} {v}.", "Slechts 9/10 {s} {v}.")),
            Map.entry("ja", List.of("8/10の{s}が{v}。", "{s}は9/10が{v}。")),
            Map.entry("zh", List.of("8/10的{s}{v}。", "{s}有9/10{v}。")),
            Map.entry("ko", List.of("8/10개의 {s}가 {v}.", "{s} 9/10개가 {v}.")));

    /** Per language, the whole counted: keeps the pass. */
    private static final Map<String, List<String>> COUNTED_WHOLE = Map.ofEntries(
            Map.entry("en", List.of("10 of 10 {s} {v}.", "42/42 {s} {v}.")),
            Map.entry("de", List.of("10 von 10 {s} {v}.", "42/42 {s} {v}.")),
            Map.entry("fr", List.of("10 sur 10 {s} {v}.", "42/42 {s} {v}.")),
            Map.entry("es", List.of("10 de 10 {s} {v}.", "42/42 {s} {v}.")),
            Map.entry("it", List.of("10 su 10 {s} {v}.", "42/42 {s} {v}.")),
            Map.entry("pt", List.of("10 de 10 {s} {v}.", "42/42 {s} {v}.")),
            Map.entry("nl", List.of("10 van de 10 {s} {v}.", "42/42 {s} {v}.")),
            Map.entry("ja", List.of("42/42の{s}が{v}。")),
            Map.entry("zh", List.of("42/42的{s}{v}。")),
            Map.entry("ko", List.of("42/42개의 {s}가 {v}.")));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** The places a sentence is read in: the shared ones, a JSON pass's note, and an item under a PASS_WITH_SUGGESTIONS. */
    private static List<String> places() {
        List<String> places = new ArrayList<>(GeneratedReviews.PLACES);
        places.add("{\"result\": \"PASS\", \"note\": \"{s}\"}");
        places.add("Final Decision: PASS_WITH_SUGGESTIONS\n- {s}");
        return places;
    }

    private void failsEverywhere(String language, String sentence, GeneratedReviews.Tally tally) {
        for (String place : places()) {
            String review = place.replace("{s}", sentence);
            Verdict v = decider.decide(review, null).result();
            tally.count(language, review, v == Verdict.FAIL, v.name());
        }
    }

    private static String fill(String template, String q, String s, String v) {
        return template.replace("{q}", q).replace("{s}", s).replace("{v}", v);
    }

    @Test
    void aQuantifierShortOfTheWhole_beforeAChecksSubject_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((language, l) -> {
            for (String q : l.quantifiers()) {
                for (String s : l.subjects()) {
                    for (String v : l.verbs()) {
                        String sentence = fill(l.sentence(), q, s, v);
                        failsEverywhere(language, Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1), tally);
                    }
                }
            }
        });
        tally.print("a quantifier short of the whole", "not FAIL");
        tally.assertNone(20000);
    }

    @Test
    void aPartAsAnAdverb_orAPartialNegation_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((language, l) -> {
            for (String template : l.adverbs()) {
                for (String s : l.subjects()) {
                    for (String v : l.verbs()) {
                        failsEverywhere(language, fill(template, "", s, v), tally);
                    }
                }
            }
        });
        tally.print("a part as an adverb or a partial negation", "not FAIL");
        tally.assertNone(5000);
    }

    @Test
    void anExceptionInAClauseNamingTheChecks_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((language, l) -> {
            for (String template : l.excepted()) {
                for (String s : l.subjects()) {
                    for (String v : l.verbs()) {
                        failsEverywhere(language, fill(template, "", s, v), tally);
                    }
                }
            }
        });
        tally.print("an exception", "not FAIL");
        tally.assertNone(3000);
    }

    @Test
    void aCountShortOfItsWhole_beforeAChecksSubject_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        COUNTED.forEach((language, templates) -> {
            Language l = LANGUAGES.get(language);
            for (String template : templates) {
                for (String s : l.subjects()) {
                    for (String v : l.verbs()) {
                        failsEverywhere(language, fill(template, "", s, v), tally);
                    }
                }
            }
        });
        tally.print("a count short of its whole", "not FAIL");
        tally.assertNone(3000);
    }

    /**
     * The whole said to pass, nothing said to fail, an exception in a clause naming nothing checked: PASS above a
     * marker's pass and as a bullet above one. (A JSON pass's summary reads every word of a remark fail-closed, and some
     * of these are FAIL there before this reading too: counted and printed, not asserted.)
     */
    @Test
    void theWholeSaidToPass_keepsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        GeneratedReviews.Tally json = new GeneratedReviews.Tally();
        LANGUAGES.forEach((language, l) -> {
            List<String> sentences = new ArrayList<>(NONE_FAIL.get(language));
            List<String> wholes = new ArrayList<>(l.whole());
            wholes.addAll(COUNTED_WHOLE.get(language));
            for (String template : wholes) {
                for (String s : l.subjects()) {
                    for (String v : l.verbs()) {
                        sentences.add(fill(template, "", s, v));
                    }
                }
            }
            for (String sentence : sentences) {
                for (String place : GeneratedReviews.PLACES) {
                    String review = place.replace("{s}", sentence);
                    Verdict v = decider.decide(review, null).result();
                    (place.startsWith("{") ? json : tally).count(language, review, v == Verdict.PASS, v.name());
                }
            }
        });
        json.print("the whole said to pass, in a JSON summary", "not PASS");
        tally.print("the whole said to pass", "not PASS");
        tally.assertNone(1000);
    }
}
