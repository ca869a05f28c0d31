package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A check said to pass above the verdict, but limited there, fails the pass: (A) hedged by a verb of seeming with the
 * pass as its infinitive ({@code Les tests semblent passer.}), (B) passing only some of the time ({@code Tests pass
 * sometimes.}) or only where the reviewer stands ({@code Tests pass on my machine.}, {@code It works for me.}), (C) with
 * exceptions counted after it ({@code All tests pass, with 3 exceptions.}), (D) a status line's pass set against by a
 * contrast ({@code Tests: pass, but the migration is irreversible.}). Generated from each language's own words (written
 * here, not read from the lexicon), in each of {@link GeneratedReviews#PLACES}; counted per family and language. The keep
 * side: plain passes, a bare {@code locally}, a pass both locally and on CI, a pass with no exceptions, a status line
 * alone, a contrast whose clause keeps the pass.
 */
class CheckPassLimitedGeneratedTest {

    /** A map of languages to their sentences, from pairs: a language, then its sentences. */
    @SuppressWarnings("unchecked")
    private static Map<String, List<String>> byLanguage(Object... pairs) {
        Map<String, List<String>> map = new java.util.TreeMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], (List<String>) pairs[i + 1]);
        }
        return map;
    }

    /** Per language: (A) a check's pass as an infinitive after a verb of seeming. */
    private static final Map<String, List<String>> HEDGED = Map.of(
            "en", List.of("the tests appear to pass", "the tests seem to pass", "all tests appear to pass"),
            "de", List.of("die Tests scheinen durchzulaufen", "alle Tests scheinen durchzulaufen", "die Tests scheinen zu bestehen"),
            "fr", List.of("les tests semblent passer", "tous les tests semblent passer", "les tests semblent réussir",
                    "les tests ont l'air de passer"),
            "es", List.of("las pruebas parecen pasar", "los tests parecen pasar", "todas las pruebas parecen pasar"),
            "it", List.of("i test sembrano passare", "tutti i test sembrano passare"),
            "pt", List.of("os testes parecem passar", "todos os testes parecem passar"),
            "nl", List.of("de tests lijken te slagen", "alle tests lijken te slagen"));

    /** Per language: (B) a check's pass with {@code {f}} where a word of how often stands, and those words. */
    private static final Map<String, String[][]> OFTEN = Map.ofEntries(
            Map.entry("en", new String[][] {{"tests pass {f}", "the tests {f} pass"},
                    {"intermittently", "sometimes", "occasionally", "usually", "often", "at times", "rarely", "not always"}}),
            Map.entry("de", new String[][] {{"die Tests laufen {f} durch", "die Tests sind {f} grün"},
                    {"manchmal", "gelegentlich", "ab und zu", "meistens", "oft", "nicht immer"}}),
            Map.entry("fr", new String[][] {{"les tests passent {f}"},
                    {"parfois", "quelquefois", "de temps en temps", "souvent", "pas toujours", "par intermittence"}}),
            Map.entry("es", new String[][] {{"las pruebas pasan {f}", "los tests pasan {f}"},
                    {"a veces", "de vez en cuando", "ocasionalmente", "no siempre"}}),
            Map.entry("it", new String[][] {{"i test passano {f}"}, {"a volte", "ogni tanto", "talvolta", "non sempre"}}),
            Map.entry("pt", new String[][] {{"os testes passam {f}"}, {"às vezes", "de vez em quando", "nem sempre"}}),
            Map.entry("nl", new String[][] {{"de tests slagen {f}"}, {"soms", "af en toe", "meestal", "niet altijd"}}),
            Map.entry("ja", new String[][] {{"テストは{f}通った", "テストは{f}通ります"}, {"時々", "ときどき", "たまに"}}),
            Map.entry("zh", new String[][] {{"测试{f}通过", "测试{f}通过了"}, {"有时", "偶尔", "时而"}}),
            Map.entry("ko", new String[][] {{"테스트가 {f} 통과했다", "테스트가 {f} 통과합니다"}, {"가끔", "때때로", "종종"}}),
            Map.entry("tr", new String[][] {{"testler {f} geçiyor"}, {"bazen", "ara sıra", "genellikle"}}));

    /** Per language: (B) a check's pass, or a thing said to work, only where the reviewer stands. */
    private static final Map<String, List<String>> WHERE = byLanguage(
            "en", List.of("tests pass on my machine", "tests pass locally only", "tests pass only locally",
                    "the tests pass for me", "it works for me", "works on my machine", "all tests pass on my laptop"),
            "de", List.of("die Tests laufen bei mir durch", "die Tests sind nur lokal grün", "es funktioniert bei mir"),
            "fr", List.of("les tests passent chez moi", "les tests passent en local uniquement", "ça marche chez moi"),
            "es", List.of("las pruebas pasan en mi máquina", "las pruebas pasan solo en local", "me funciona"),
            "it", List.of("i test passano sulla mia macchina", "i test passano solo in locale", "a me funziona"),
            "pt", List.of("os testes passam na minha máquina", "os testes passam só localmente", "funciona pra mim"),
            "nl", List.of("de tests slagen op mijn machine", "de tests slagen alleen lokaal", "het werkt bij mij"),
            "ja", List.of("テストは手元では通った", "テストは手元でのみ通った"),
            "zh", List.of("测试只在本地通过", "测试在我的机器上通过了"),
            "ko", List.of("테스트가 로컬에서만 통과했다", "테스트가 내 PC에서만 통과했다"),
            "tr", List.of("testler benim makinemde geçiyor", "testler sadece yerelde geçiyor"));

    /** Per language: (C) a check's pass with exceptions counted after it. */
    private static final Map<String, List<String>> EXCEPTED = Map.of(
            "en", List.of("all tests pass, with 3 exceptions", "all tests pass with two exceptions",
                    "all tests pass, with one exception", "all tests pass, with a few exceptions"),
            "de", List.of("alle Tests laufen durch, mit 3 Ausnahmen", "alle Tests sind grün, mit einer Ausnahme"),
            "fr", List.of("tous les tests passent, avec 3 exceptions", "tous les tests passent, à une exception près"),
            "es", List.of("todas las pruebas pasan, con 3 excepciones", "todas las pruebas pasan, con una excepción"),
            "it", List.of("tutti i test passano, con 3 eccezioni", "tutti i test passano, con un'eccezione"),
            "pt", List.of("todos os testes passam, com 3 exceções", "todos os testes passam, com uma exceção"),
            "nl", List.of("alle tests slagen, met 3 uitzonderingen", "alle tests slagen, met één uitzondering"));

    /** Per language: (D) a status line's pass, then a contrast and a problem. */
    private static final Map<String, List<String>> STATUS = Map.of(
            "en", List.of("Tests: pass, but the migration is irreversible", "Tests: ✅ pass, but the null check is missing",
                    "Build: ok, but the migration is not reversible", "CI: green, however the null check is missing"),
            "de", List.of("Tests: grün, aber die Migration ist nicht umkehrbar", "Tests: ✅ bestanden, aber die Nullprüfung fehlt"),
            "fr", List.of("Tests : passent, mais la migration n'est pas réversible", "Tests : ✅ ok, mais la vérification du null manque"),
            "es", List.of("Pruebas: pasan, pero la migración no es reversible", "Tests: ✅ ok, pero falta la comprobación de null"),
            "it", List.of("Test: passano, ma la migrazione non è reversibile", "Test: ✅ ok, ma manca il controllo del null"),
            "pt", List.of("Testes: passam, mas a migração não é reversível", "Testes: ✅ ok, mas falta a verificação de null"),
            "nl", List.of("Tests: geslaagd, maar de migratie is niet omkeerbaar", "Tests: ✅ ok, maar de null-check ontbreekt"),
            "ja", List.of("テスト：通過、しかしマイグレーションは元に戻せません"),
            "zh", List.of("测试：通过，但是迁移不可逆"),
            "ko", List.of("테스트: 통과, 하지만 마이그레이션을 되돌릴 수 없습니다"));

    /** Per language: what keeps the pass: said plainly, locally, locally and on CI, with no exceptions, a status alone. */
    private static final Map<String, List<String>> KEEPS = byLanguage(
            "en", List.of("all tests pass", "Tests: pass", "tests pass locally", "tests pass locally and on CI",
                    "the tests seem fine and pass", "tests pass, but that is fine", "all tests pass, with no exceptions",
                    "tests pass now", "Tests: ✅ pass", "tests pass on CI", "all tests pass, with 0 failures", "tests pass in CI and on my machine",
                    "the build completes normally and tests pass", "the tests pass, and the docs are updated"),
            "de", List.of("die Tests laufen durch", "alle Tests sind grün", "Tests: grün", "die Tests laufen lokal durch"),
            "fr", List.of("les tests passent", "tous les tests passent", "Tests : ok", "les tests passent en local"),
            "es", List.of("las pruebas pasan", "todas las pruebas pasan", "Pruebas: ok"),
            "it", List.of("i test passano", "tutti i test passano", "Test: ok"),
            "pt", List.of("os testes passam", "todos os testes passam", "Testes: ok"),
            "nl", List.of("de tests slagen", "alle tests slagen", "Tests: ok"),
            "ja", List.of("テストは通った", "すべてのテストが通りました"),
            "zh", List.of("测试通过了", "所有测试都通过了"),
            "ko", List.of("테스트가 통과했다", "모든 테스트가 통과했습니다"),
            "tr", List.of("testler geçiyor", "tüm testler geçiyor"));

    /** The places above a marker's pass (a JSON summary's lone check's pass is read stricter; see CheckPassPutOff). */
    private static final List<String> MARKER_PLACES = GeneratedReviews.PLACES.stream().filter(p -> !p.startsWith("{\"")).toList();

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** A sentence of the language: a period, or the full stop of Japanese and Chinese; its first letter upper case. */
    private static String sentence(String language, String s) {
        String end = language.equals("ja") || language.equals("zh") ? "。" : ".";
        return Character.toUpperCase(s.charAt(0)) + s.substring(1) + end;
    }

    private void all(GeneratedReviews.Tally tally, Map<String, List<String>> family, List<String> places, Verdict expected) {
        family.forEach((language, sentences) -> sentences.forEach(
                s -> tally.decide(decider, language, places, sentence(language, s), expected)));
    }

    @Test
    void aCheckPassLimitedAboveTheVerdict_failsIt_andOneSaidPlainlyKeepsIt() {
        Map<String, List<String>> often = new java.util.TreeMap<>();
        OFTEN.forEach((language, c) -> {
            List<String> sentences = new ArrayList<>();
            for (String template : c[0]) {
                for (String f : c[1]) {
                    sentences.add(template.replace("{f}", f));
                }
            }
            often.put(language, sentences);
        });
        GeneratedReviews.Tally hedged = new GeneratedReviews.Tally();
        GeneratedReviews.Tally oftenTally = new GeneratedReviews.Tally();
        GeneratedReviews.Tally where = new GeneratedReviews.Tally();
        GeneratedReviews.Tally excepted = new GeneratedReviews.Tally();
        GeneratedReviews.Tally status = new GeneratedReviews.Tally();
        GeneratedReviews.Tally keeps = new GeneratedReviews.Tally();
        all(hedged, HEDGED, GeneratedReviews.PLACES, Verdict.FAIL);
        all(oftenTally, often, GeneratedReviews.PLACES, Verdict.FAIL);
        all(where, WHERE, GeneratedReviews.PLACES, Verdict.FAIL);
        all(excepted, EXCEPTED, GeneratedReviews.PLACES, Verdict.FAIL);
        all(status, STATUS, GeneratedReviews.PLACES, Verdict.FAIL);
        all(keeps, KEEPS, MARKER_PLACES, Verdict.PASS);
        hedged.print("A: a check's pass as an infinitive after a verb of seeming", "not FAIL");
        oftenTally.print("B: a check's pass some of the time", "not FAIL");
        where.print("B: a check's pass only where the reviewer stands", "not FAIL");
        excepted.print("C: a check's pass with exceptions counted", "not FAIL");
        status.print("D: a status line's pass, then a contrast", "not FAIL");
        keeps.print("keep: a check's pass said plainly", "not PASS");
        List<String> wrong = new ArrayList<>();
        for (GeneratedReviews.Tally t : List.of(hedged, oftenTally, where, excepted, status, keeps)) {
            t.showWrong();
            wrong.addAll(t.wrong);
        }
        int variants = hedged.variants + oftenTally.variants + where.variants + excepted.variants + status.variants;
        System.out.println("limited passes not FAIL: " + (wrong.size() - keeps.wrong.size()) + " of " + variants
                + "; plain passes lost: " + keeps.wrong.size() + " of " + keeps.variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(60, wrong.size())), wrong.size() + " wrong");
        assertTrue(variants >= 450, variants + " variants");
        assertTrue(keeps.variants >= 70, keeps.variants + " plain variants");
    }
}
