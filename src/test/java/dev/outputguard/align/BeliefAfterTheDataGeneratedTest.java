package dev.outputguard.align;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data giving it as someone's belief, wish, hope, expectation, claim or guess ({@code The customer
 * believes so.}, {@code The manager hopes so.}, {@code The user wants this to be true.}, {@code Der Kunde glaubt das.},
 * {@code Le client le pense.}, {@code El cliente lo cree.}, {@code De klant hoopt dat.}, {@code Müşteri böyle
 * düşünüyor.}, {@code 顧客はそう思っている。}, {@code 客户希望如此。}, {@code 고객은 그렇게 믿고 있습니다.}): the data is
 * then that person's opinion, not what the reply asserts, whoever holds it (the customer too, whose message the data
 * is often taken from: what the customer says is the input, what the customer believes or wants is not the data's
 * truth). Generated over each language's templates and subjects, after the data of several shapes, fenced and bare, in
 * strict and repair mode: extract-json with {@code coerce} answers none of them. The keep side: the same subjects with
 * a verb of asking or a thing of theirs shown ({@code The customer asked for this format.}, {@code The customer's order
 * is shown above.}), and a chat's closing, where a verb of hoping or wanting is the reply's wish for the reader or the
 * reader's in a condition ({@code Hope this helps!}, {@code Let me know if you want changes.}). Counted per side and
 * language.
 */
class BeliefAfterTheDataGeneratedTest {

    /**
     * Per language: subjects ({@code {s}}, {@code {S}} with a capital), templates of a belief or wish held of the data,
     * templates kept with the same subjects, sentences kept.
     */
    private static final List<String[]> BELIEF = List.of(
            new String[] {"en", "the customer;the manager;my colleague;the user;the sales team",
                    "{S} believes so.;{S} hopes so.;{S} wants this to be true.;{S} thinks so.;{S} expects this.;"
                            + "{S} claims so.;{S} guesses so.;{S} assumes so.;{S} wishes it were so.",
                    "{S} asked for this format.;{S}'s order is shown above.",
                    "Hope this helps!;I hope this helps.;Let me know if you want changes."},
            new String[] {"de", "der Kunde;der Manager;mein Kollege;der Nutzer",
                    "{S} glaubt das.;{S} hofft das.;{S} will, dass es stimmt.;{S} denkt das.;{S} erwartet das.;"
                            + "{S} behauptet das.;{S} vermutet das.;{S} meint das.",
                    "{S} hat dieses Format angefragt.",
                    "Die Bestellung des Kunden steht oben.;Ich hoffe, das hilft!;Wenn Sie möchten, ändere ich das Format.;Sag Bescheid, falls du möchtest, dass ich etwas ändere."},
            new String[] {"fr", "le client;le responsable;mon collègue;l'utilisateur",
                    "{S} le pense.;{S} le croit.;{S} l'espère.;{S} le veut.;{S} s'y attend.;{S} le prétend.;"
                            + "{S} le suppose.;{S} le souhaite.",
                    "{S} a demandé ce format.",
                    "La commande du client est indiquée ci-dessus.;J'espère que cela vous aide !;"
                            + "Dites-moi si vous voulez des changements."},
            new String[] {"es", "el cliente;el gerente;mi colega;el usuario",
                    "{S} lo cree.;{S} lo espera.;{S} lo quiere.;{S} lo piensa.;{S} lo supone.;{S} lo afirma.;{S} lo desea.",
                    "{S} pidió este formato.",
                    "El pedido del cliente está arriba.;¡Espero que te ayude!;Avísame si quieres cambios."},
            new String[] {"it", "il cliente;il responsabile;il mio collega;l'utente",
                    "{S} lo crede.;{S} lo spera.;{S} lo vuole.;{S} lo pensa.;{S} se lo aspetta.;{S} lo sostiene.;"
                            + "{S} lo suppone.",
                    "{S} ha chiesto questo formato.",
                    "L'ordine del cliente è mostrato sopra.;Spero che aiuti!;Fammi sapere se vuoi modifiche."},
            new String[] {"pt", "o cliente;o gerente;o meu colega;o usuário",
                    "{S} acredita nisso.;{S} espera que sim.;{S} quer isso.;{S} acha que sim.;{S} pensa assim.;"
                            + "{S} supõe isso.;{S} afirma isso.",
                    "{S} pediu este formato.",
                    "O pedido do cliente está mostrado acima.;Espero que isso ajude!;Me avise se quiser mudanças."},
            new String[] {"nl", "de klant;de manager;mijn collega;de gebruiker",
                    "{S} gelooft dat.;{S} hoopt dat.;{S} wil dat.;{S} denkt dat.;{S} verwacht dat.;{S} beweert dat.;"
                            + "{S} vermoedt dat.",
                    "{S} vroeg om dit formaat.",
                    "De bestelling van de klant staat hierboven.;Hopelijk helpt dit!;Laat het me weten als je wijzigingen wilt."},
            new String[] {"tr", "müşteri;yönetici;meslektaşım;kullanıcı",
                    "{S} böyle düşünüyor.;{S} buna inanıyor.;{S} bunu umuyor.;{S} bunu istiyor.;{S} bunu bekliyor.;"
                            + "{S} bunu iddia ediyor.;{S} öyle sanıyor.",
                    "{S} bu formatı istedi.",
                    "Müşterinin siparişi yukarıda gösteriliyor.;Umarım yardımcı olur!;Değişiklik isterseniz bana bildirin."},
            new String[] {"ja", "顧客;上司;同僚;ユーザー",
                    "{s}はそう思っている。;{s}はそう信じている。;{s}はそう望んでいる。;{s}はそれを期待している。;"
                            + "{s}はそう主張している。;{s}はそう考えている。;{s}はそう願っています。",
                    "{s}がこの形式を求めました。",
                    "顧客の注文は上に示しています。;お役に立てば幸いです。;変更が必要であればお知らせください。"},
            new String[] {"zh", "客户;经理;我的同事;用户",
                    "{s}认为如此。;{s}相信如此。;{s}希望如此。;{s}想要这样。;{s}期望如此。;{s}声称如此。;{s}觉得是这样。;"
                            + "{s}猜测如此。",
                    "{s}要求了这种格式。",
                    "客户的订单显示在上面。;希望对你有帮助！;希望这对您有帮助！;如果需要修改，请告诉我。"},
            new String[] {"ko", "고객은;관리자는;제 동료는;사용자는",
                    "{s} 그렇게 생각합니다.;{s} 그렇게 믿고 있습니다.;{s} 그러기를 바라고 있습니다.;{s} 그것을 원합니다.;"
                            + "{s} 그것을 기대하고 있습니다.;{s} 그렇게 주장합니다.",
                    "",
                    "고객이 이 형식을 요청했습니다.;고객의 주문은 위에 표시되어 있습니다.;도움이 되길 바랍니다!;변경을 원하시면 알려주세요."});

    @Test
    void aRemarkGivingTheDataAsSomeonesBeliefOrWish_refusesIt_andAClosingOrAnAskingKeepsIt() {
        AfterTheData tally = new AfterTheData();
        for (String[] row : BELIEF) {
            for (String subject : row[1].split(";")) {
                for (String template : row[2].split(";")) {
                    tally.expect("refused: the data as someone's belief or wish", row[0], fill(template, subject), false);
                }
                for (String template : row[3].isEmpty() ? new String[0] : row[3].split(";")) {
                    tally.expect("kept: a closing, or the subject asking", row[0], fill(template, subject), true);
                }
            }
            for (String sentence : row[4].split(";")) {
                tally.expect("kept: a closing, or the subject asking", row[0], sentence, true);
            }
        }
        tally.assertNone(1000);
    }

    private static String fill(String template, String subject) {
        return template.replace("{S}", Character.toUpperCase(subject.charAt(0)) + subject.substring(1)).replace("{s}", subject);
    }
}
