package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data saying the value is provisional, not final yet or still to be confirmed ({@code The final
 * total will be confirmed at checkout.}, {@code The price is subject to change.}, {@code Der Betrag ist vorläufig.},
 * {@code 金額は暫定です。}, {@code 金额为暂定。}), generated from each language's things (the total, the price, the
 * amount) and its sayings of a provisional value, after number data of several shapes, fenced and bare, in strict and
 * repair mode: extract-json with {@code coerce} answers none of them. The keep side: the same things stated plainly,
 * final, confirmed, or with what they include ({@code The total includes tax.}, {@code Prices are in EUR.},
 * {@code The total is final.}). Counted per side and language.
 */
class ProvisionalAfterTheDataGeneratedTest {

    /** Per language: the things a remark speaks of, each with the particle or article it opens with. */
    private static final Map<String, String> THINGS = Map.ofEntries(
            Map.entry("en", "The total;The final total;The price;The amount"),
            Map.entry("de", "Der Betrag;Der Preis;Die Summe"),
            Map.entry("fr", "Le total;Le prix;Le montant"),
            Map.entry("es", "El total;El precio;El importe"),
            Map.entry("it", "Il totale;Il prezzo;L'importo"),
            Map.entry("pt", "O total;O preço;O valor"),
            Map.entry("nl", "Het totaal;De prijs;Het bedrag"),
            Map.entry("tr", "Toplam;Fiyat;Tutar"),
            Map.entry("ja", "合計は;価格は;金額は"),
            Map.entry("zh", "总额;价格;金额"),
            Map.entry("ko", "합계는;가격은;금액은"));

    /** Per language: what says a thing ({@code {t}}) is provisional. */
    private static final Map<String, String> PROVISIONAL = Map.ofEntries(
            Map.entry("en", "{t} will be confirmed at checkout.;{t} is provisional.;{t} is preliminary.;{t} is subject to change."
                    + ";{t} is not final yet.;{t} is still to be confirmed.;{t} may still change.;{t} will be finalized later."
                    + ";{t} is tentative.;{t} is only an interim figure.;{t} will be adjusted at checkout."),
            Map.entry("de", "{t} ist vorläufig.;{t} ist noch nicht endgültig.;{t} wird an der Kasse bestätigt.;{t} kann sich noch ändern."
                    + ";{t} ist unverbindlich.;{t} wird später festgelegt."),
            Map.entry("fr", "{t} est provisoire.;{t} n'est pas encore définitif.;{t} sera confirmé lors du paiement."
                    + ";{t} est susceptible de changer.;{t} peut encore changer.;{t} est indicatif."),
            Map.entry("es", "{t} es provisional.;{t} aún no es definitivo.;{t} se confirmará al pagar.;{t} está sujeto a cambios."
                    + ";{t} puede cambiar.;{t} es orientativo."),
            Map.entry("it", "{t} è provvisorio.;{t} non è ancora definitivo.;{t} sarà confermato al pagamento."
                    + ";{t} è soggetto a modifiche.;{t} può ancora cambiare.;{t} è indicativo."),
            Map.entry("pt", "{t} é provisório.;{t} ainda não é definitivo.;{t} será confirmado no pagamento."
                    + ";{t} está sujeito a alterações.;{t} pode mudar.;{t} é indicativo."),
            Map.entry("nl", "{t} is voorlopig.;{t} is nog niet definitief.;{t} wordt bij het afrekenen bevestigd.;{t} kan nog veranderen."
                    + ";{t} is onder voorbehoud.;{t} is indicatief."),
            Map.entry("tr", "{t} geçicidir.;{t} henüz kesin değil.;{t} ödeme sırasında onaylanacak.;{t} değişebilir."
                    + ";{t} değişikliğe tabidir.;{t} tahminidir."),
            Map.entry("ja", "{t}暫定です。;{t}確定ではありません。;{t}決済時に確定します。;{t}変更される可能性があります。"
                    + ";{t}仮の値です。;{t}まだ確定していません。"),
            Map.entry("zh", "{t}为暂定。;{t}尚未确定。;{t}将在结账时确认。;{t}可能会变动。;{t}是临时的。;{t}仅为初步数字。"),
            Map.entry("ko", "{t} 잠정적입니다.;{t} 확정되지 않았습니다.;{t} 결제 시 확정됩니다.;{t} 변경될 수 있습니다."
                    + ";{t} 임시 값입니다.;{t} 아직 확정되지 않았습니다."));

    /**
     * Per language: remarks of a thing ({@code {t}}) that keep the data (none in Turkish, whose short remarks keep
     * nothing the reading knows of; not a currency, {@code Prices are in EUR.}, which states a scale of the number).
     */
    private static final Map<String, String> KEPT = Map.ofEntries(
            Map.entry("en", "{t} includes tax.;{t} is final.;{t} is confirmed."),
            Map.entry("de", "{t} enthält die Steuer.;{t} ist endgültig.;Der Betrag ist final."),
            Map.entry("fr", "{t} inclut la TVA.;{t} est définitif."),
            Map.entry("es", "{t} incluye el IVA.;{t} es definitivo."),
            Map.entry("it", "Il totale include l'IVA.;Il prezzo è definitivo.;Il totale è definitivo."),
            Map.entry("pt", "{t} inclui impostos.;{t} é definitivo."),
            Map.entry("nl", "{t} is definitief."),
            Map.entry("ja", "{t}確定です。;合計は最終的な金額です。;金額は確定済みです。"),
            Map.entry("zh", "总额是最终金额。"),
            Map.entry("ko", "{t} 세금이 포함되어 있습니다.;{t} 확정되었습니다."));

    private final AfterTheData tally = new AfterTheData();

    @Test
    void aRemarkCallingTheValueProvisional_refusesIt_andAPlainOneKeepsIt() {
        generate("provisional", PROVISIONAL, false);
        generate("kept: the value plain, final or what it includes", KEPT, true);
        tally.assertNone(1_000);
    }

    private void generate(String family, Map<String, String> sentences, boolean kept) {
        for (var entry : sentences.entrySet()) {
            String language = entry.getKey();
            for (String sentence : entry.getValue().split(";")) {
                List<String> said = sentence.contains("{t}")
                        ? List.of(THINGS.get(language).split(";")).stream().map(t -> sentence.replace("{t}", t)).toList()
                        : List.of(sentence);
                for (String s : said) {
                    for (String[] shape : AfterTheData.numbers("total", "number", 42)) {
                        tally.expectAfter(family, language, shape[0], shape[1], s, kept);
                    }
                }
            }
        }
    }
}
