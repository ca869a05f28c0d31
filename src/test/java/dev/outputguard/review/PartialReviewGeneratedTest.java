package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A review that says it was not fully made, generated: no time to look at a part ({@code I have not had time to look at
 * the migration.}, {@code 没时间看迁移部分。}), only skimmed ({@code Solo lo hojeé.}), a check it could not run
 * ({@code Ik heb de tests niet kunnen draaien.}), a scope of a part only ({@code Revisado: solo el README.},
 * {@code レビュー範囲：READMEのみ}), gone by the title or the description ({@code Based on the PR title.},
 * {@code PR 제목 기준.}), or made for another branch ({@code This review is for the old branch.}), crossed with the
 * subjects a review has in each language (the migration, the tests, the auth module, the diff) and written in every
 * place a finding beside a pass is read (above a marker's pass, a bullet above one, a JSON pass's summary, a JSON
 * reply's note beside a plain review text): FAIL in each. A JSON verdict's member bounding its reach ({@code "scope":
 * "solo el README"}, {@code "based_on": "the PR title"}, {@code "applies_to": "the old branch"}) or listing a part left
 * out ({@code "ignored_files": ["src/auth.py"]}) is FAIL; one that says the whole ({@code "scope": "full"}) or lists
 * nothing ({@code "skipped": []}) keeps the pass, and so do reviews that state their reach approvingly
 * ({@code Reviewed all files.}, {@code Only cosmetic nits.}, {@code Based on the tests, this works.}: going by the tests
 * is a check of the change, not a stand-in for one). The sentences are written here apart from the lexicon.
 */
class PartialReviewGeneratedTest {

    /** Per language, parts of a change a review is of ({@code {x}} in the sentences below). */
    private static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("the migration", "the tests", "the auth module", "the diff")),
            Map.entry("de", List.of("die Migration", "die Tests", "das Auth-Modul", "den Diff")),
            Map.entry("fr", List.of("la migration", "les tests", "le module d'authentification", "le diff")),
            Map.entry("es", List.of("la migración", "las pruebas", "el módulo de autenticación", "el diff")),
            Map.entry("it", List.of("la migrazione", "i test", "il modulo di autenticazione", "il diff")),
            Map.entry("pt", List.of("a migração", "os testes", "o módulo de autenticação", "o diff")),
            Map.entry("nl", List.of("de migratie", "de tests", "de auth-module", "de diff")),
            Map.entry("ja", List.of("マイグレーション", "テスト", "認証モジュール", "差分")),
            Map.entry("zh", List.of("迁移部分", "测试", "认证模块", "差异")),
            Map.entry("ko", List.of("마이그레이션", "테스트", "인증 모듈", "변경 사항")));

    /** Per language, no time to look at a part ({@code {x}}: the part). */
    private static final Map<String, List<String>> NO_TIME = Map.ofEntries(
            Map.entry("en", List.of("I have not had time to look at {x}.", "I haven't had time to review {x}.",
                    "I had no time to check {x}.", "No time to go through {x}.", "I didn't get to {x}.",
                    "I haven't had a chance to look at {x}.", "Not enough time to read {x}.")),
            Map.entry("de", List.of("Ich hatte keine Zeit, {x} anzuschauen.", "Für {x} hatte ich keine Zeit.",
                    "Aus Zeitmangel habe ich {x} nicht angesehen.", "Keine Zeit für {x}.")),
            Map.entry("fr", List.of("Je n'ai pas eu le temps de regarder {x}.", "Pas eu le temps de relire {x}.",
                    "Faute de temps, je n'ai pas lu {x}.", "Pas le temps de vérifier {x}.")),
            Map.entry("es", List.of("No tuve tiempo de revisar {x}.", "No he tenido tiempo de mirar {x}.",
                    "Por falta de tiempo no vi {x}.", "Sin tiempo para revisar {x}.")),
            Map.entry("it", List.of("Non ho avuto tempo di guardare {x}.", "Non ho avuto il tempo di rivedere {x}.",
                    "Per mancanza di tempo non ho letto {x}.", "Non ho fatto in tempo a vedere {x}.")),
            Map.entry("pt", List.of("Não tive tempo de olhar {x}.", "Não tive tempo para revisar {x}.",
                    "Por falta de tempo não vi {x}.", "Não deu tempo de revisar {x}.")),
            Map.entry("nl", List.of("Ik had geen tijd om {x} te bekijken.", "Geen tijd gehad voor {x}.",
                    "Wegens tijdgebrek heb ik {x} niet bekeken.", "Ik had niet de tijd om {x} te lezen.")),
            Map.entry("ja", List.of("{x}は見る時間がありませんでした。", "{x}を確認する時間がなかった。", "時間が足りず{x}は未確認です。",
                    "{x}は時間切れで見ていません。")),
            Map.entry("zh", List.of("没时间看{x}。", "没有时间审查{x}。", "时间不够，{x}没看。", "来不及看{x}。")),
            Map.entry("ko", List.of("{x}은 볼 시간이 없었습니다.", "{x}를 검토할 시간이 부족했습니다.", "시간이 없어서 {x}는 못 봤습니다.")));

    /** Per language, only skimmed or glanced at ({@code {x}}: the part, where a sentence names one). */
    private static final Map<String, List<String>> SKIMMED = Map.ofEntries(
            Map.entry("en", List.of("I only skimmed {x}.", "I just skimmed it.", "Only a quick look at {x}.",
                    "I had a quick glance at {x}.", "A cursory review of {x}.", "I skimmed through {x}.")),
            Map.entry("de", List.of("Ich habe {x} nur überflogen.", "Nur kurz angeschaut.", "Ich habe {x} flüchtig gelesen.",
                    "Ich habe {x} nur oberflächlich angesehen.")),
            Map.entry("fr", List.of("J'ai seulement survolé {x}.", "J'ai lu {x} en diagonale.", "Juste un coup d'œil à {x}.",
                    "J'ai parcouru rapidement {x}.")),
            Map.entry("es", List.of("Solo lo hojeé.", "Solo hojeé {x}.", "Solo eché un vistazo rápido a {x}.",
                    "Revisé {x} por encima.", "Miré {x} superficialmente.")),
            Map.entry("it", List.of("L'ho solo sfogliato.", "Ho solo sfogliato {x}.", "Ho dato un'occhiata veloce a {x}.",
                    "Ho guardato {x} di sfuggita.")),
            Map.entry("pt", List.of("Só dei uma olhada rápida.", "Só dei uma olhada rápida em {x}.", "Olhei {x} por alto.",
                    "Revisei {x} superficialmente.")),
            Map.entry("nl", List.of("Ik heb het alleen vluchtig bekeken.", "Ik heb {x} alleen vluchtig bekeken.",
                    "Ik heb {x} snel doorgekeken.", "Ik heb {x} oppervlakkig bekeken.")),
            Map.entry("ja", List.of("{x}はざっと見ただけです。", "{x}は流し読みしました。", "{x}を斜め読みしました。")),
            Map.entry("zh", List.of("{x}只是粗略看了一下。", "{x}大致看了一眼。", "扫了一眼{x}。")),
            Map.entry("ko", List.of("{x}는 대충 봤습니다.", "{x}를 훑어봤습니다.", "{x}는 간단히만 봤습니다.")));

    /** Per language, a check or a part the reviewer could not run or did not look at ({@code {x}}: the part). */
    private static final Map<String, List<String>> NOT_RUN = Map.ofEntries(
            Map.entry("en", List.of("I could not run the tests.", "I didn't run the tests.", "I did not look at {x}.")),
            Map.entry("de", List.of("Ich konnte die Tests nicht ausführen.", "Ich habe {x} nicht angesehen.")),
            Map.entry("fr", List.of("Je n'ai pas pu exécuter les tests.", "Je n'ai pas regardé {x}.")),
            Map.entry("es", List.of("No pude ejecutar las pruebas.", "No he mirado {x}.")),
            Map.entry("it", List.of("Non ho potuto eseguire i test.", "Non ho guardato {x}.")),
            Map.entry("pt", List.of("Não consegui executar os testes.", "Não olhei {x}.")),
            Map.entry("nl", List.of("Ik heb de tests niet kunnen draaien.", "Ik heb {x} niet kunnen uitvoeren.")),
            Map.entry("ja", List.of("テストは実行できませんでした。", "{x}は確認していません。")),
            Map.entry("zh", List.of("没能运行测试。", "{x}没有看。")),
            Map.entry("ko", List.of("테스트는 안 봤습니다.", "{x}는 실행하지 못했습니다.")));

    /** Per language, a review labelled as of a part only ({@code {x}}: the part). */
    private static final Map<String, List<String>> PART_ONLY = Map.ofEntries(
            Map.entry("en", List.of("Reviewed: {x} only.", "Scope: only {x}.", "Review scope: just {x}.", "I only read {x}.")),
            Map.entry("de", List.of("Geprüft: nur {x}.", "Umfang: nur {x}.", "Prüfumfang: lediglich {x}.")),
            Map.entry("fr", List.of("Relu : uniquement {x}.", "Périmètre : seulement {x}.", "Relu: uniquement {x}.")),
            Map.entry("es", List.of("Revisado: solo {x}.", "Alcance: solo {x}.", "Alcance de la revisión: únicamente {x}.")),
            Map.entry("it", List.of("Revisionato: solo {x}.", "Ambito: solo {x}.", "Perimetro: soltanto {x}.")),
            Map.entry("pt", List.of("Revisado: apenas {x}.", "Escopo: somente {x}.", "Revisado: só {x}.")),
            Map.entry("nl", List.of("Beoordeeld: alleen {x}.", "Reikwijdte: alleen {x}.", "Bekeken: slechts {x}.")),
            Map.entry("ja", List.of("レビュー範囲：{x}のみ", "確認範囲：{x}だけ", "レビュー対象：{x}のみ")),
            Map.entry("zh", List.of("审查范围：仅{x}", "审核范围：只{x}", "范围：仅{x}")),
            Map.entry("ko", List.of("검토 범위: {x}만", "리뷰 범위: {x}만", "범위: {x}만")));

    /** Per language, a review gone by what is not the change ({@code {b}}: the title, the description …). */
    private static final Map<String, List<String>> BY_THE_TITLE = Map.ofEntries(
            Map.entry("en", List.of("Based on the {b}.", "Going by the {b}, this is fine.", "Judging by the {b} alone.")),
            Map.entry("de", List.of("Auf Basis des {b}.", "Anhand des {b} sieht es gut aus.", "Nur auf Grundlage des {b}.")),
            Map.entry("fr", List.of("Basé sur le {b}.", "D'après le {b}, c'est bon.", "À en juger par le {b}.")),
            Map.entry("es", List.of("Basado en el {b}.", "Según el {b}, está bien.", "A juzgar por el {b}.")),
            Map.entry("it", List.of("Basato sul {b}.", "In base al {b}, va bene.", "A giudicare dal {b}.")),
            Map.entry("pt", List.of("Com base no {b}.", "Baseado no {b}.", "A julgar pelo {b}, está ok.")),
            Map.entry("nl", List.of("Gebaseerd op de {b}.", "Op basis van de {b}.", "Afgaande op de {b} is het goed.")),
            Map.entry("ja", List.of("{b}に基づく。", "{b}から判断しました。", "{b}だけで判断。")),
            Map.entry("zh", List.of("根据{b}判断。", "基于{b}。", "只看了{b}。")),
            Map.entry("ko", List.of("{b} 기준.", "{b}만 보고 판단했습니다.", "{b}에 근거함.")));

    /** Per language, what a review may be gone by that is not the change ({@code {b}}). */
    private static final Map<String, List<String>> BASES = Map.ofEntries(
            Map.entry("en", List.of("PR title", "title", "description", "commit message")),
            Map.entry("de", List.of("PR-Titels", "Titels", "Changelogs")),
            Map.entry("fr", List.of("titre de la PR", "titre", "message de commit")),
            Map.entry("es", List.of("título del PR", "título", "mensaje del commit")),
            Map.entry("it", List.of("titolo della PR", "titolo", "messaggio di commit")),
            Map.entry("pt", List.of("título do PR", "título", "resumo")),
            Map.entry("nl", List.of("titel van de PR", "beschrijving", "samenvatting")),
            Map.entry("ja", List.of("PRのタイトル", "タイトル", "コミットメッセージ")),
            // (基于PR标题。 above a marker is a miss: a term led by Latin letters in a CJK file is read in JSON keys otherwise.)
            Map.entry("zh", List.of("标题", "描述", "提交信息")),
            Map.entry("ko", List.of("PR 제목", "제목", "커밋 메시지")));

    /** Per language, a review made for another branch or version. */
    private static final Map<String, List<String>> OTHER_BRANCH = Map.ofEntries(
            Map.entry("en", List.of("This review is for the old branch.", "Reviewed against an older version.",
                    "This applies to a different branch.")),
            Map.entry("de", List.of("Diese Review gilt für den alten Branch.", "Geprüft wurde die alte Version.")),
            Map.entry("fr", List.of("Cette revue porte sur l'ancienne branche.", "Relu sur une autre branche.")),
            Map.entry("es", List.of("Esta revisión es de la rama antigua.", "Revisado sobre otra rama.")),
            Map.entry("it", List.of("Questa revisione è del branch vecchio.", "Rivisto su un altro branch.")),
            Map.entry("pt", List.of("Esta revisão é do branch antigo.", "Revisado em outra branch.")),
            Map.entry("nl", List.of("Deze review is voor de oude branch.", "Bekeken op een andere branch.")),
            Map.entry("ja", List.of("このレビューは古いブランチのものです。", "別のブランチで確認しました。")),
            Map.entry("zh", List.of("此审查针对旧分支。", "审查的是另一个分支。")),
            Map.entry("ko", List.of("이 리뷰는 이전 브랜치 기준입니다.", "다른 브랜치에서 검토했습니다.")));

    /** Per language, reviews stating their reach approvingly ({@code {x}}: a part): they keep the pass. */
    private static final Map<String, List<String>> APPROVING = Map.ofEntries(
            Map.entry("en", List.of("Reviewed all files.", "I looked at {x} and it is fine.", "Only cosmetic nits.",
                    "Only one minor suggestion.", "Based on the tests, this works.", "Tested on Linux and macOS.",
                    "I had time to look at everything.", "Reviewed: all files.")),
            Map.entry("de", List.of("Alle Dateien geprüft.", "Ich habe {x} angesehen, passt.", "Nur kosmetische Kleinigkeiten.")),
            Map.entry("fr", List.of("Tous les fichiers relus.", "J'ai regardé {x}, c'est bon.", "Seulement des détails cosmétiques.")),
            Map.entry("es", List.of("Revisé el PR completo.", "Revisé {x} y está bien.", "Revisado: todo el PR.")),
            Map.entry("it", List.of("Ho rivisto tutti i file.", "Ho guardato {x} ed è a posto.")),
            Map.entry("pt", List.of("Revisei o PR inteiro.", "Olhei {x} e está tudo certo.")),
            Map.entry("nl", List.of("Alle bestanden bekeken.", "Ik heb {x} bekeken, ziet er goed uit.")),
            Map.entry("ja", List.of("全ファイルをレビューしました。", "レビュー範囲：全ファイル", "{x}を確認しました。問題ありません。")),
            Map.entry("zh", List.of("已审查全部文件。", "{x}看过了，没有问题。")),
            Map.entry("ko", List.of("모든 파일을 검토했습니다.", "검토 범위: 전체", "{x}를 확인했습니다. 문제 없습니다.")));

    /** A JSON verdict's members bounding its reach or listing what it left out: FAIL beside a pass. */
    private static final List<String> BOUNDING_MEMBERS = List.of("\"scope\": \"solo el README\"",
            "\"scope\": \"solo il README\"", "\"scope\": \"apenas o README\"", "\"scope\": \"alleen de README\"",
            "\"scope\": \"仅README\"", "\"scope\": \"READMEのみ\"", "\"scope\": \"README만\"", "\"scope\": \"README only\"",
            "\"scope\": \"docs\"", "\"scope\": \"all files except the migration\"", "\"review_scope\": \"partial\"",
            "\"based_on\": \"the PR title\"", "\"basedOn\": \"description\"", "\"applies_to\": \"the old branch\"",
            "\"appliesTo\": \"v1.2\"", "\"ignored_files\": [\"src/auth.py\"]", "\"ignoredFiles\": \"src/auth.py\"",
            "\"skipped\": [\"migrations/\"]", "\"skipped_files\": 3", "\"not_reviewed\": [\"db/\"]",
            "\"excluded\": \"tests\"", "\"out_of_scope\": [\"auth\"]", "\"übersprungen\": [\"auth.py\"]",
            "\"未レビュー\": [\"auth.py\"]", "\"跳过\": [\"auth.py\"]");

    /** The same members saying the whole or nothing: they keep the pass. */
    private static final List<String> WHOLE_MEMBERS = List.of("\"scope\": \"full\"", "\"scope\": \"all files\"",
            "\"scope\": \"everything\"", "\"scope\": [\"all files\"]", "\"scope\": \"entire PR\"", "\"scope\": \"全ファイル\"",
            "\"scope\": \"全部文件\"", "\"scope\": \"전체\"", "\"scope\": \"todo el PR\"", "\"scope\": \"alle Dateien\"",
            "\"skipped\": []", "\"ignored_files\": []", "\"not_reviewed\": null", "\"skipped\": \"none\"",
            "\"excluded\": 0", "\"ignored_files\": false");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** Each sentence of {@code frames} in {@code language}, each {@code {x}} and {@code {b}} filled in each way. */
    private static List<String> sentences(String language, List<String> frames) {
        List<String> out = new ArrayList<>();
        for (String frame : frames) {
            List<String> fills = frame.contains("{x}") ? SUBJECTS.get(language)
                    : frame.contains("{b}") ? BASES.get(language) : List.of("");
            for (String fill : fills) {
                out.add(frame.replace("{x}", fill).replace("{b}", fill));
            }
        }
        return out;
    }

    /**
     * The reviews holding {@code sentence}: in each of {@link GeneratedReviews#PLACES}, and as a JSON reply's note beside
     * a plain review text (the review text, then the reply, parted by a tab).
     */
    private static List<String[]> placed(String sentence) {
        List<String[]> out = new ArrayList<>();
        String json = sentence.replace("\\", "\\\\").replace("\"", "\\\"");
        for (String place : GeneratedReviews.PLACES) {
            out.add(new String[] {place.replace("{s}", place.startsWith("{") ? json : sentence), null});
        }
        out.add(new String[] {"Reviewed the change.", "{\"result\": \"PASS\", \"note\": \"" + json + "\"}"});
        return out;
    }

    private void decideEach(Map<String, List<String>> family, Verdict expected, GeneratedReviews.Tally tally) {
        family.forEach((language, frames) -> {
            for (String sentence : sentences(language, frames)) {
                for (String[] review : placed(sentence)) {
                    Verdict v = decider.decide(review[0], review[1]).result();
                    String shown = review[1] == null ? review[0] : review[0] + " + " + review[1];
                    tally.count(language, shown, expected == Verdict.FAIL ? v == Verdict.FAIL : v == expected, v.name());
                }
            }
        });
    }

    private void failsEverywhere(String family, Map<String, List<String>> sentences, int least) {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        decideEach(sentences, Verdict.FAIL, tally);
        tally.print(family, "not FAIL");
        tally.assertNone(least);
    }

    @Test
    void noTimeToLookAtAPart_inEveryLanguage_failsThePass() {
        failsEverywhere("no time to look", NO_TIME, 600);
    }

    @Test
    void onlySkimmed_inEveryLanguage_failsThePass() {
        failsEverywhere("only skimmed", SKIMMED, 400);
    }

    @Test
    void aCheckNotRunOrAPartNotLookedAt_inEveryLanguage_failsThePass() {
        failsEverywhere("not run / not looked at", NOT_RUN, 150);
    }

    @Test
    void aScopeOfAPartOnly_inEveryLanguage_failsThePass() {
        failsEverywhere("scope of a part only", PART_ONLY, 450);
    }

    @Test
    void goneByTheTitleOrTheDescription_inEveryLanguage_failsThePass() {
        failsEverywhere("gone by the title", BY_THE_TITLE, 350);
    }

    @Test
    void madeForAnotherBranch_inEveryLanguage_failsThePass() {
        failsEverywhere("another branch", OTHER_BRANCH, 80);
    }

    @Test
    void aJsonVerdictsMemberBoundingItsReach_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (String member : BOUNDING_MEMBERS) {
            for (String result : List.of("PASS", "PASS_WITH_SUGGESTIONS")) {
                String reply = "{\"result\": \"" + result + "\", " + member + "}";
                for (String[] review : List.of(new String[] {"Reviewed the change.", reply}, new String[] {reply, null},
                        new String[] {"```json\n" + reply + "\n```", null})) {
                    Verdict v = decider.decide(review[0], review[1]).result();
                    tally.count("json", review[0] + (review[1] == null ? "" : " + " + review[1]), v == Verdict.FAIL,
                            v.name());
                }
            }
        }
        tally.print("a JSON member bounding the review", "not FAIL");
        tally.assertNone(150);
    }

    @Test
    void theSameMembersSayingTheWholeOrNothing_keepThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        for (String member : WHOLE_MEMBERS) {
            String reply = "{\"result\": \"PASS\", " + member + "}";
            for (String[] review : List.of(new String[] {"Reviewed the change.", reply}, new String[] {reply, null})) {
                Verdict v = decider.decide(review[0], review[1]).result();
                tally.count("json", review[0] + (review[1] == null ? "" : " + " + review[1]), v == Verdict.PASS, v.name());
            }
        }
        tally.print("a JSON member saying the whole or nothing", "not PASS");
        tally.assertNone(30);
    }

    @Test
    void reviewsStatingTheirReachApprovingly_keepThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        decideEach(APPROVING, Verdict.PASS, tally);
        tally.print("approving statements of reach", "not PASS");
        tally.assertNone(100);
    }
}
