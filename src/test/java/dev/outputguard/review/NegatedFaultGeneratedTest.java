package dev.outputguard.review;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;

/**
 * A turn's word that names the fault itself, a quality ({@code wrong}, {@code falsch}, {@code erroné}, {@code 错误的}) or
 * a repeat ({@code twice}, {@code zweimal}, {@code deux fois}, {@code 两次}), taken back by a negation right before it
 * ({@code The totals are not wrong.}, {@code Nothing is wrong with the totals.}, {@code The fee is not charged twice.}),
 * or right after it where the language writes it there ({@code yanlış değil}, {@code 二重に請求されることはない}), keeps
 * a pass above a marker's; the same word stated ({@code The totals are wrong.}), under a partial negation
 * ({@code not always wrong}, {@code not only charged twice}) or beside a negation of another verb before an article
 * ({@code The tests do not catch the wrong totals.}) fails it, above a marker's pass, as a bullet and in a JSON pass's
 * summary. Generated per language from every word of {@link Role#FAULT_TURN} and {@link Role#REPEAT_TURN} the lexicon
 * holds for it. Counted per language.
 */
class NegatedFaultGeneratedTest {

    /** Per language: sentences stating a quality {@code {x}} as a fault, then (after {@code |}) ones negating it. */
    private static final Map<String, String> QUALITY = Map.ofEntries(
            Map.entry("en", "The totals are {x}.;The totals are not always {x}."
                    + "|The totals are not {x}.;Nothing is {x} with the totals.;The totals are never {x}."),
            Map.entry("de", "Die Summen sind {x}.;Die Summen sind nicht immer {x}."
                    + "|Die Summen sind nicht {x}.;An den Summen ist nichts {x}."),
            Map.entry("fr", "Les totaux sont {x}.;Les totaux ne sont pas toujours {x}."
                    + "|Les totaux ne sont pas {x}.;Rien n'est {x} dans les totaux."),
            Map.entry("es", "Los totales son {x}.;Los totales no siempre son {x}."
                    + "|Los totales no son {x}.;Nada está {x} en los totales."),
            Map.entry("it", "I totali sono {x}.;I totali non sono sempre {x}."
                    + "|I totali non sono {x}.;Niente è {x} nei totali."),
            Map.entry("pt", "Os totais estão {x}.;Os totais não estão sempre {x}."
                    + "|Os totais não estão {x}.;Nada está {x} nos totais."),
            Map.entry("nl", "De totalen zijn {x}.;De totalen zijn niet altijd {x}."
                    + "|De totalen zijn niet {x}.;Niets is {x} aan de totalen."),
            Map.entry("tr", "Toplamlar {x}.;Toplamlar her zaman {x} değil.|Toplamlar {x} değil."),
            Map.entry("ja", "{x}合計が表示される。|{x}合計が表示されることはない。"),
            Map.entry("zh", "页面显示{x}合计。;合计不一定是{x}。|合计不是{x}。;合计没有{x}地方。"),
            Map.entry("ko", "{x} 합계가 표시된다.|{x} 합계가 표시되지 않는다.;합계에 {x} 것이 없다."));

    /** Per language: sentences stating a repeat {@code {x}} as a fault, then (after {@code |}) ones negating it. */
    private static final Map<String, String> REPEAT = Map.ofEntries(
            Map.entry("en", "The fee is charged {x}.;The fee is not only charged {x}."
                    + "|The fee is not charged {x}.;The email is never sent {x}.;The fee is no longer charged {x}."),
            Map.entry("de", "Die Gebühr wird {x} berechnet.;Die Gebühr wird nicht nur {x} berechnet."
                    + "|Die Gebühr wird nicht {x} berechnet.;Die E-Mail wird nie {x} gesendet."),
            Map.entry("fr", "Les frais sont facturés {x}.;Les frais ne sont pas seulement facturés {x}."
                    + "|Les frais ne sont pas facturés {x}.;L'e-mail n'est jamais envoyé {x}."),
            Map.entry("es", "La tarifa se cobra {x}.|La tarifa no se cobra {x}.;El correo nunca se envía {x}."),
            Map.entry("it", "La commissione viene addebitata {x}.;La commissione non viene solo addebitata {x}."
                    + "|La commissione non viene addebitata {x}.;L'email non è inviata {x}."),
            Map.entry("pt", "A taxa é cobrada {x}.;A taxa não é só cobrada {x}."
                    + "|A taxa não é cobrada {x}.;O e-mail nunca é enviado {x}."),
            Map.entry("nl", "De kosten worden {x} berekend.;De kosten worden niet alleen {x} berekend."
                    + "|De kosten worden niet {x} berekend.;De e-mail wordt nooit {x} verstuurd."),
            Map.entry("tr", "Ücret {x} alınıyor.|Ücret {x} alınmıyor.;E-posta {x} gönderilmiyor."),
            Map.entry("ja", "手数料が{x}請求される。|手数料が{x}請求されることはない。"),
            Map.entry("zh", "手续费被收取{x}。;系统扣款{x}没有通知用户。|手续费不会被收取{x}。;邮件不会发送{x}。"),
            Map.entry("ko", "수수료가 {x} 청구된다.|수수료가 {x} 청구되지 않는다."));

    /**
     * Per language: a quality {@code {x}} beside a negation of another verb before an article, which reaches no quality
     * above a marker's pass (a JSON pass's text reads a fault's word with its negations, as its problem words).
     */
    private static final Map<String, String> ANOTHER_VERB = Map.of(
            "en", "The tests do not catch the {x} totals.", "fr", "Les tests ne voient pas les totaux {x}.",
            "es", "Las pruebas no detectan los totales {x}.", "it", "I test non rilevano i totali {x}.",
            "pt", "Os testes não detectam os totais {x}.");

    @Test
    void aFaultsWordNegatedRightBeside_keepsAPass_andStatedPartlyNegatedOrBesideAnotherVerbsNegation_failsIt() {
        GeneratedReviews.Sides sides = new GeneratedReviews.Sides()
                .decide(QUALITY, words(Role.FAULT_TURN), GeneratedReviews.MARKER_PLACES)
                .decide(REPEAT, words(Role.REPEAT_TURN), GeneratedReviews.MARKER_PLACES);
        ANOTHER_VERB.forEach((language, sentence) -> words(Role.FAULT_TURN).get(language).forEach(x -> sides.family
                .decide(sides.decider, language, GeneratedReviews.MARKER_PLACES, sentence.replace("{x}", x), Verdict.FAIL)));
        sides.assertSides("a fault stated, partly negated or beside another verb's negation", 250,
                        "a fault negated right beside it", 250);
    }

    /** Each language's words of {@code role}, as the lexicon holds them. */
    private static Map<String, List<String>> words(Role role) {
        Map<String, List<String>> words = new TreeMap<>();
        for (String language : QUALITY.keySet()) {
            words.put(language, Lexicon.get().words(role, language));
        }
        return words;
    }
}
