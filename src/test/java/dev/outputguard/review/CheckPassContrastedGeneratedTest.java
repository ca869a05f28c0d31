package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.extract.JsonExtractor;

/**
 * A check said to pass above the verdict and then set against by a contrast fails the pass: the contrast's clause,
 * read as it would be alone, takes the pass back unless it is one of the language's terms that say the contrast takes
 * nothing from it ({@link Role#CONTRAST_KEEPS}). Generated in every language the lexicon reads, from the language's
 * own contrasts ({@link Category#CONTRAST}, {@link Role#CONTRAST_JOINS}) between a check's pass in its own words and
 * a problem (a thing absent, a negation, a problem's word), in the pass's sentence and opening the next one (on its
 * line and the next), and with a word conceding the pass opening its clause ({@link Role#CONCEDES}: {@code Although the
 * tests pass, …}), in each of {@link GeneratedReviews#PLACES}. The keep side: the pass alone, the pass and a plain clause, the pass with a
 * contrast whose clause keeps it, and a contrast set before the pass, against something else. Counted per language.
 *
 * <p>Second family: a check's pass put off by what the lexicon's conditions, hedges and modals leave out
 * ({@link Role#PUTS_OFF_A_CHECK}): a passing verb in the conditional, a hedge of seeming or of expectation, a pass
 * bound to a circumstance.
 */
class CheckPassContrastedGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();

    /**
     * Per language: checks' passes ({@code [0]}), problems a contrast sets against them ({@code [1]}: absent, negated,
     * named a problem), a clause on another thing said plainly ({@code [2][0]}), a contrast before the pass set against
     * that ({@code [2][1]}), and a clause ending in a check's pass that an ending of {@link Role#CONTRAST_JOINS} may
     * join ({@code [2][2]}, where the language writes them).
     */
    private static final Map<String, String[][]> CLAUSES = Map.ofEntries(
            Map.entry("en", new String[][] {{"the tests pass", "all tests pass", "CI is green", "the build succeeds"},
                    {"the null check is missing", "the error handling is incomplete", "the code has no null check",
                            "the migration is not reversible", "there is a race in the cache"},
                    {"the docs are updated", "the naming is a bit long, but"}}),
            Map.entry("de", new String[][] {{"die Tests laufen durch", "die Tests sind grün", "alle Tests bestehen"},
                    {"die Nullprüfung fehlt", "die Fehlerbehandlung ist unvollständig", "es gibt keine Nullprüfung",
                            "die Migration ist nicht umkehrbar"},
                    {"die Doku ist aktualisiert", "die Benennung ist etwas lang, aber"}}),
            Map.entry("fr", new String[][] {{"les tests passent", "tous les tests passent", "la CI est verte"},
                    {"la vérification du null manque", "la gestion des erreurs est incomplète",
                            "il n'y a pas de vérification du null", "la migration n'est pas réversible"},
                    {"la doc est à jour", "le nommage est un peu long, mais"}}),
            Map.entry("es", new String[][] {{"los tests pasan", "las pruebas pasan", "todas las pruebas pasan"},
                    {"falta la comprobación de null", "el manejo de errores está incompleto",
                            "no hay comprobación de null", "la migración no es reversible"},
                    {"la documentación está al día", "el nombre es un poco largo, pero"}}),
            Map.entry("it", new String[][] {{"i test passano", "tutti i test passano"},
                    {"manca il controllo del null", "la gestione degli errori è incompleta",
                            "non c'è il controllo del null", "la migrazione non è reversibile"},
                    {"la documentazione è aggiornata", "il nome è un po' lungo, però"}}),
            Map.entry("pt", new String[][] {{"os testes passam", "todos os testes passam"},
                    {"falta a verificação de null", "o tratamento de erros está incompleto",
                            "não há verificação de null", "a migração não é reversível"},
                    {"a documentação está atualizada", "o nome é um pouco longo, mas"}}),
            Map.entry("nl", new String[][] {{"de tests slagen", "alle tests slagen"},
                    {"de null-check ontbreekt", "de foutafhandeling is onvolledig", "er is geen null-check",
                            "de migratie is niet omkeerbaar"},
                    {"de documentatie is bijgewerkt", "de naam is wat lang, maar"}}),
            Map.entry("tr", new String[][] {{"testler geçiyor", "tüm testler geçiyor"},
                    {"null kontrolü eksik", "hata yönetimi eksik", "null kontrolü yok"},
                    {"belgeler güncel", "isim biraz uzun ama"}}),
            Map.entry("ja", new String[][] {{"テストは通った", "テストは通りました", "すべてのテストが通った"},
                    {"null チェックがありません", "エラー処理が不完全です", "マイグレーションは元に戻せません"},
                    {"ドキュメントも更新済み", "名前が少し長いですが、", "テストは通り"}}),
            Map.entry("zh", new String[][] {{"测试通过了", "所有测试都通过了", "测试通过"},
                    {"缺少空值检查", "错误处理不完整", "没有空值检查", "迁移不可逆"},
                    {"文档已更新", "命名有点长，但是"}}),
            Map.entry("ko", new String[][] {{"테스트가 통과했다", "모든 테스트가 통과했습니다"},
                    {"null 검사가 없습니다", "오류 처리가 불완전합니다", "마이그레이션을 되돌릴 수 없습니다"},
                    {"문서도 갱신되었다", "이름이 조금 길지만", "테스트가 통과"}}));

    /**
     * A check's pass put off in words the lexicon's conditions, hedges and modals leave out, per language: one of
     * {@link Role#PUTS_OFF_A_CHECK} in each.
     */
    private static final Map<String, List<String>> PUT_OFF = Map.ofEntries(
            Map.entry("en", List.of("the tests seem to pass", "the tests appear to pass", "the tests are expected to pass",
                    "the tests are supposed to pass", "the tests pass only when run alone", "the tests pass only locally",
                    "the build passes only if the cache is warm",
                    "I ran the tests; they would pass if the fixture were updated", "I ran the tests, and they seem to pass")),
            Map.entry("de", List.of("die Tests scheinen grün zu sein", "die Tests laufen nur lokal durch",
                    "die Tests sollten grün sein", "die Tests würden durchlaufen, wenn die Fixture stimmt",
                    "die Tests scheinen grün", "ich habe die Tests laufen lassen; sie wären grün, wenn die Fixture stimmt")),
            Map.entry("fr", List.of("les tests passeraient si la fixture était mise à jour",
                    "les tests passent seulement si le cache est chaud",
                    "les tests réussiraient avec la nouvelle fixture",
                    "j'ai lancé les tests ; ils passeraient si la fixture était à jour")),
            Map.entry("es", List.of("las pruebas pasarían si se actualizara el fixture", "las pruebas pasan solo si la caché está caliente",
                    "los tests pasarían con el nuevo fixture",
                    "ejecuté las pruebas; ellas pasarían si se actualizara el fixture")),
            Map.entry("it", List.of("i test passerebbero se il fixture fosse aggiornato", "i test passano solo se la cache è calda",
                    "ho eseguito i test; tutti passerebbero con la nuova fixture")),
            Map.entry("pt", List.of("os testes passariam se o fixture fosse atualizado", "os testes passam só se o cache estiver quente",
                    "rodei os testes; eles passariam se o fixture fosse atualizado")),
            Map.entry("nl", List.of("de tests lijken te slagen", "de tests zouden slagen als de fixture klopt",
                    "de tests slagen alleen als de cache warm is",
                    "ik heb de tests gedraaid; ze zouden slagen als de fixture klopt")),
            Map.entry("tr", List.of("testler geçiyor gibi görünüyor", "testler sadece yerelde geçiyor")),
            Map.entry("ja", List.of("テストは通るようです", "テストは通るはずです", "テストは通るみたいです")),
            Map.entry("zh", List.of("测试似乎通过了", "测试好像通过了", "测试看起来通过了", "测试仅在本地通过", "我跑了测试，它们应该能通过")),
            Map.entry("ko", List.of("테스트가 통과한 것 같습니다", "테스트가 통과할 예정입니다")));

    /** The places above a marker's pass, for the keep side (as {@link CheckPassPutOffGeneratedTest} reads them). */
    private static final List<String> MARKER_PLACES = GeneratedReviews.PLACES.stream().filter(p -> !p.startsWith("{\"")).toList();

    /** Contrasts of Korean that end a verb rather than stand as a word ({@code 통과하지만}). */
    private static final java.util.Set<String> VERB_ENDINGS = java.util.Set.of("지만", "는데");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static boolean wide(String language) {
        return language.equals("ja") || language.equals("zh");
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** A sentence of the language: a period, or the full stop of Japanese and Chinese. */
    private static String sentence(String language, String s) {
        return capital(s) + (wide(language) ? "。" : ".");
    }

    private static String comma(String language) {
        return wide(language) ? "，" : ", ";
    }

    /** The contrasts of the language that join a clause: the lexicon's, written whole, and those read after a pass. */
    private static List<String> contrasts(String language) {
        List<String> all = new ArrayList<>(LEX.words(Category.CONTRAST, language).stream()
                .filter(t -> t.indexOf('{') < 0 && !t.isBlank()).toList());
        return all;
    }

    /** Every way a contrast sets {@code problem} against {@code pass}, in its sentence and opening the next one. */
    private static List<String> contrasted(String language, String pass, String problem) {
        List<String> out = new ArrayList<>();
        String blank = wide(language) || language.equals("ko") ? "" : " ";
        for (String c : contrasts(language)) {
            if (language.equals("ko") && VERB_ENDINGS.contains(c)) {
                continue; // an ending, joined to the pass's verb (CONTRAST_JOINS), not a word of its own
            }
            out.add(sentence(language, pass + comma(language) + c + blank + problem));
            out.add(sentence(language, pass) + (wide(language) ? "" : " ") + sentence(language, c + comma(language) + problem));
            out.add(sentence(language, pass) + "\n" + sentence(language, c + comma(language) + problem));
            if (!wide(language)) {
                out.add(sentence(language, pass + " " + c + " " + problem));
            }
        }
        return out;
    }

    /**
     * Whether a conceding word holds one of the language's conditions, hedges or modals as a word of its own
     * or is one ({@code si bien}, {@code anche se}): a check's pass after it is put off by that word, as
     * {@link CheckPassPutOffGeneratedTest} reads, on either side.
     */
    private static boolean putsOffOfItself(String conceded, String language) {
        List<String> words = new ArrayList<>(List.of(conceded.split(" ")));
        words.add(conceded);
        for (String w : words) {
            for (Category c : List.of(Category.CONDITION, Category.HEDGE, Category.MODAL)) {
                if (LEX.words(c, language).contains(w)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void aCheckSaidToPassAboveTheVerdict_thenAProblemSetAgainstIt_failsIt_andAClauseThatKeepsItKeepsIt() {
        GeneratedReviews.Tally contrasted = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        for (String language : CLAUSES.keySet()) {
            String[][] c = CLAUSES.get(language);
            List<String> sentences = new ArrayList<>();
            for (String pass : c[0]) {
                for (String problem : c[1]) {
                    sentences.addAll(contrasted(language, pass, problem));
                }
            }
            for (String conceded : LEX.words(Role.CONCEDES, language)) {
                String blank = wide(language) ? "" : " ";
                for (String pass : c[0]) {
                    for (String problem : c[1]) {
                        sentences.add(sentence(language, conceded + blank + pass + comma(language) + problem));
                    }
                }
            }
            if (c[2].length > 2) {
                for (String join : LEX.words(Role.CONTRAST_JOINS, language)) {
                    for (String problem : c[1]) {
                        sentences.add(sentence(language, c[2][2] + join + comma(language) + problem));
                    }
                }
            }
            for (String s : sentences) {
                contrasted.decide(decider, language, GeneratedReviews.PLACES, s, Verdict.FAIL);
            }
            for (String pass : c[0]) {
                plain.decide(decider, language, MARKER_PLACES, sentence(language, pass), Verdict.PASS);
                plain.decide(decider, language, MARKER_PLACES, sentence(language, c[2][0] + comma(language) + pass),
                        Verdict.PASS);
                plain.decide(decider, language, MARKER_PLACES, sentence(language, pass + comma(language) + c[2][0]),
                        Verdict.PASS);
                plain.decide(decider, language, MARKER_PLACES, sentence(language, c[2][1] + (wide(language) ? "" : " ")
                        + pass), Verdict.PASS);
                for (String conceded : LEX.words(Role.CONCEDES, language)) {
                    if (putsOffOfItself(conceded, language)) {
                        continue;
                    }
                    plain.decide(decider, language, MARKER_PLACES, sentence(language, c[2][0] + comma(language) + conceded
                            + (wide(language) ? "" : " ") + pass), Verdict.PASS);
                }
                String first = contrasts(language).isEmpty() ? "" : contrasts(language).get(0);
                for (String keeps : LEX.words(Role.CONTRAST_KEEPS, language)) {
                    String blank = wide(language) || language.equals("ko") ? "" : " ";
                    plain.decide(decider, language, MARKER_PLACES,
                            sentence(language, pass + comma(language) + first + blank + keeps), Verdict.PASS);
                }
            }
        }
        GeneratedReviews.assertSides(contrasted, "a check's pass above the verdict, a problem set against it", 3_000,
                plain, "a check's pass above the verdict, nothing set against it", 200);
    }

    @Test
    void aCheckSaidToPassAboveTheVerdict_putOffInWordsBesideTheConditionsHedgesAndModals_failsIt() {
        GeneratedReviews.Tally putOff = new GeneratedReviews.Tally();
        for (String language : PUT_OFF.keySet()) {
            for (String s : PUT_OFF.get(language)) {
                putOff.decide(decider, language, GeneratedReviews.PLACES, sentence(language, s), Verdict.FAIL);
            }
        }
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        for (String s : List.of("I ran the tests; they pass.", "I ran the tests, and they all pass.",
                "J'ai lancé les tests ; ils passent.", "Ik heb de tests gedraaid; ze slagen.", "我跑了测试，它们都通过了。")) {
            plain.decide(decider, "pronoun", MARKER_PLACES, s, Verdict.PASS);
        }
        GeneratedReviews.assertSides(putOff, "a check's pass above the verdict, put off in words beside the lexicon's",
                100, plain, "a check's pass named again by a pronoun, said plainly", 0);
    }
}
