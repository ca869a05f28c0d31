package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A harm that a verb of preventing is said not to stop, above the verdict, fails the pass: {@code SQL injection is not
 * prevented.}, {@code Nothing prevents double bookings.}, {@code No check prevents data loss.}, {@code Nichts verhindert
 * Datenverlust.}, {@code Rien n'empêche la perte de données.}, {@code 没有任何机制阻止SQL注入。}. Generated per language
 * from sentences with a harm ({@code {h}}: a problem's word, two acting on one and the same thing) in each of
 * {@link GeneratedReviews#PLACES}. The guard in place ({@code The unique constraint prevents data loss.}), the harm
 * counted none ({@code SQL injection is not possible.}), a neutral nothing ({@code Nothing prevents you from running
 * this locally.}, {@code Nothing blocks the merge.}), a verb of preventing negated on what is no harm ({@code The
 * worker no longer blocks the event loop.}) and the harm before a fix keep the pass above a marker's. Counted per
 * language.
 */
class PreventionDeniedGeneratedTest {

    /** Per language: sentences of a harm not prevented, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{H} is not prevented.;Nothing prevents {h}.;Nothing stops {h}.;Nothing guards against {h}."
                    + ";No check prevents {h}.;There is nothing preventing {h}.;The new lock does not prevent {h}."
                    + ";{H} is not mitigated.;Nothing protects against {h}."
                    + "|The unique constraint prevents {h}.;{H} is prevented by the new check.;{H} is not possible."
                    + ";No {h} occurred in testing.;Nothing prevents you from running this locally.;Nothing blocks the merge."
                    + ";Nothing prevents us from shipping this.;{H} was not prevented before; the new check now prevents it."
                    + ";The worker no longer blocks the event loop.;The retry does not block the request thread."),
            Map.entry("de", "Nichts verhindert {h}.;{H} wird nicht verhindert.;Keine Prüfung verhindert {h}."
                    + ";Nichts schützt vor {h}."
                    + "|Der Unique-Constraint verhindert {h}.;Nichts hindert dich daran, das lokal auszuführen."
                    + ";Der Worker blockiert die Event-Loop nicht mehr."),
            Map.entry("fr", "Rien n'empêche {h}.;Aucune vérification n'empêche {h}.;Rien ne protège contre {h}."
                    + "|La contrainte unique empêche {h}.;Rien ne vous empêche de le lancer en local."
                    + ";Le worker ne bloque plus la boucle d'événements."),
            Map.entry("es", "Nada impide {h}.;Nada evita {h}.;Ninguna validación impide {h}."
                    + "|Nada te impide ejecutarlo en local."
                    + ";El worker ya no bloquea el bucle de eventos."),
            Map.entry("it", "Niente impedisce {h}.;Nulla previene {h}.;Nessun controllo impedisce {h}."
                    + "|Il vincolo unico impedisce {h}.;Niente ti impedisce di eseguirlo in locale."),
            Map.entry("pt", "Nada impede {h}.;Nada evita {h}.;Nenhuma validação impede {h}."
                    + "|Nada impede você de rodar isso localmente."),
            Map.entry("nl", "Niets voorkomt {h}.;Niets verhindert {h}.;Geen controle voorkomt {h}."
                    + "|De unieke constraint voorkomt {h}.;Niets houdt je tegen om dit lokaal te draaien."),
            Map.entry("tr", "Hiçbir şey {h} engellemiyor.;Hiçbir kontrol {h} önlemiyor."
                    + "|Benzersiz kısıt {h} engelliyor.;Hiçbir şey birleştirmeyi engellemiyor."),
            Map.entry("ja", "何も{h}を防いでいません。;{h}は防止されていません。;{h}を防ぐ仕組みがありません。"
                    + "|ユニーク制約が{h}を防止します。;ローカルでの実行を妨げるものはありません。;ワーカーはもうイベントループをブロックしません。"),
            Map.entry("zh", "没有任何机制阻止{h}。;{h}没有被阻止。;没有任何检查能防止{h}。"
                    + "|没有什么阻止你在本地运行。"),
            Map.entry("ko", "아무것도 {h}을 방지하지 않습니다.;{h}이 방지되지 않습니다.;{h}을 차단하는 검사가 없습니다."
                    + "|고유 제약 조건이 {h}을 방지합니다.;로컬에서 실행하는 것을 막는 것은 없습니다."));

    /** Per language: harms, each written as a sentence opens it after {@code /} where it differs. */
    private static final Map<String, List<String>> HARMS = Map.ofEntries(
            Map.entry("en", List.of("SQL injection", "data loss", "a race condition/A race condition",
                    "two users from booking the same seat/Two users booking the same seat")),
            Map.entry("de", List.of("SQL-Injection", "Datenverlust", "eine Race Condition/Eine Race Condition")),
            Map.entry("fr", List.of("l'injection SQL/L'injection SQL", "la perte de données/La perte de données",
                    "deux utilisateurs de réserver la même place/Deux utilisateurs réservant la même place")),
            Map.entry("es", List.of("la inyección SQL/La inyección SQL", "la pérdida de datos/La pérdida de datos",
                    "que dos usuarios reserven el mismo asiento/Dos usuarios reservando el mismo asiento")),
            Map.entry("it", List.of("la perdita di dati/La perdita di dati", "una race condition/Una race condition")),
            Map.entry("pt", List.of("a perda de dados/A perda de dados")),
            Map.entry("nl", List.of("gegevensverlies/Gegevensverlies", "een race condition/Een race condition")),
            Map.entry("tr", List.of("veri kaybını/Veri kaybını")),
            Map.entry("ja", List.of("SQLインジェクション", "データ損失", "競合状態")),
            Map.entry("zh", List.of("SQL注入", "数据丢失", "竞态条件")),
            Map.entry("ko", List.of("SQL 인젝션", "데이터 손실")));

    @Test
    void aHarmSaidNotPrevented_failsThePass_andAGuardANoneANeutralNothingOrAFixKeepsIt() {
        ReviewDecider decider = new ReviewDecider(new JsonExtractor());
        GeneratedReviews.Tally family = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        SENTENCES.forEach((language, both) -> {
            String[] sides = both.split("\\|", -1);
            for (String harm : HARMS.get(language)) {
                String[] forms = harm.split("/");
                String h = forms[0];
                String opening = forms.length > 1 ? forms[1] : h;
                for (String s : sides[0].split(";")) {
                    family.decide(decider, language, GeneratedReviews.PLACES, filled(s, h, opening), Verdict.FAIL);
                }
                for (String s : sides[1].split(";")) {
                    plain.decide(decider, language, GeneratedReviews.MARKER_PLACES, filled(s, h, opening), Verdict.PASS);
                }
            }
        });
        GeneratedReviews.assertSides(family, "a harm said not prevented", 300, plain,
                "a guard, a harm counted none, a neutral nothing or a fix", 180);
    }

    private static String filled(String sentence, String harm, String opening) {
        String s = sentence.replace("{H}", opening).replace("{h}", harm);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
