package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after number data saying the number stands on another basis, period or scope than a bare total, read on a
 * word of basis ({@code It is the sum before tax.}, {@code The total excludes shipping.}, {@code Net of fees.},
 * {@code Vor Steuern.}, {@code C'est hors taxes.}, {@code Sin IVA.}, {@code Al netto.}, {@code Vergi hariç.},
 * {@code 税抜きです。}, {@code 税前。}, {@code 세전입니다.}), of a period or a share ({@code That's per month.},
 * {@code It's the total per user.}, {@code Pro Monat.}, {@code Par mois.}, {@code 月あたりです。}, {@code 每月。},
 * {@code 월별입니다.}) or of another time's or unit's figure ({@code That's last year's figure.}, {@code Total shown in
 * the old currency.}), in every language of the lexicon, after an integer, a decimal, two members and a root list of
 * numbers, fenced and bare, in strict and repair mode: extract-json with {@code coerce} answers none of them. The keep
 * side: a remark stating the number exact or final with no word of basis ({@code That's the final total.},
 * {@code The total is exact.}), a basis said to be the one asked for ({@code All taxes included, as asked.}), a longer
 * phrase holding such a word that speaks of something else ({@code Computed as per the spec.}), and the words of basis
 * after data holding no number. Counted per side and language.
 */
class BasisAfterTheNumberGeneratedTest {

    private static final List<String[]> NUMBERS = AfterTheData.numbers("total", "number", 120);
    private static final List<String[]> NO_NUMBER = AfterTheData.NO_NUMBER;

    /**
     * Per language: remarks giving the number a basis, period or scope; remarks stating it with no such word; remarks
     * whose basis is said to be the one asked for; remarks whose word is part of a longer phrase of something else;
     * remarks of basis words kept after data holding no number.
     */
    private static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {
                    "It is the sum before tax.;That's per month.;It's the total per user.;The total excludes shipping.;"
                            + "That's last year's figure.;Total shown in the old currency.;Net of fees.;This is the gross amount.;"
                            + "Before tax.;Excluding shipping.;Per month.;It is the pre-tax figure.;The amount is per person.;"
                            + "That's the year-to-date total.;Price per unit.;Tax included.",
                    "That's the final total.;The total is exact.",
                    "All taxes included, as asked.;Per month, as requested.",
                    "It was computed as per the spec.;The total is higher than last year's.;The count excludes deleted records.",
                    "It is the sum before tax.;That's per month.;It's the total per user.;The total excludes shipping.;"
                            + "That's last year's figure.;Total shown in the old currency.;Per month.;It is the pre-tax figure.;"
                            + "The amount is per person."}),
            Map.entry("de", new String[] {
                    "Das ist pro Monat.;Vor Steuern.;Der Betrag ist netto.;Das ist der Wert des Vorjahres.;Zzgl. Versand.;"
                            + "Pro Person.;Ohne MwSt.;Inklusive MwSt.",
                    "Das ist die Summe.;Die Summe ist exakt.",
                    "Pro Monat, wie verlangt.;Der Betrag ist pro Monat, wie gefordert.",
                    "",
                    "Der Betrag ist netto.;Zzgl. Versand."}),
            Map.entry("fr", new String[] {
                    "C'est hors taxes.;Par mois.;Montant net de frais.;C'est le montant brut.;Par utilisateur.;"
                            + "Chiffre de l'année dernière.;Prix TTC.",
                    "C'est le total final.;Le total est exact.",
                    "Hors taxes, comme demandé.",
                    "",
                    "Montant net de frais.;C'est le montant brut.;Chiffre de l'année dernière."}),
            Map.entry("es", new String[] {
                    "Es sin IVA.;Por mes.;Es el total por usuario.;Antes de impuestos.;Importe bruto.;Cifra del año pasado.;"
                            + "Sin IVA.",
                    "Es el total final.;El total es exacto.",
                    "Sin IVA, como se pidió.",
                    "",
                    "Es el total por usuario.;Cifra del año pasado."}),
            Map.entry("it", new String[] {
                    "Al netto delle tasse.;Al mese.;È il totale per utente.;IVA esclusa.;Importo al lordo.;"
                            + "Dato dell'anno scorso.;A persona.",
                    "È il totale per l'ordine.;Il totale è esatto.",
                    "Al mese, come richiesto.",
                    "",
                    "Al netto delle tasse.;È il totale per utente.;A persona."}),
            Map.entry("pt", new String[] {
                    "Sem impostos.;Por mês.;É o total por usuário.;Valor bruto.;Antes de impostos.;Valor do ano passado.;"
                            + "Valor líquido.",
                    "",
                    "Por mês, como solicitado.",
                    "",
                    "É o total por usuário."}),
            Map.entry("nl", new String[] {
                    "Exclusief btw.;Per maand.;Het is het totaal per gebruiker.;Bedrag is netto.;Voor belasting.;"
                            + "Cijfer van vorig jaar.;Per stuk.",
                    "Dat is het totaal.;Het totaal is exact.",
                    "Per maand, zoals gevraagd.",
                    "",
                    "Per maand.;Het is het totaal per gebruiker.;Cijfer van vorig jaar.;Per stuk."}),
            Map.entry("tr", new String[] {
                    "Vergi hariç.;Aylık tutar.;Kişi başı.;KDV dahil.;Brüt tutar.;Geçen yılın rakamı.;Kullanıcı başına toplam.",
                    "",
                    "Bu aylık tutardır, istendiği gibi.;Tutar aylık, istediğiniz gibi.",
                    "",
                    ""}),
            Map.entry("ja", new String[] {
                    "税抜きです。;月あたりです。;一人あたりの金額です。;税込みです。;前年の数字です。;月額です。;送料別です。",
                    "",
                    "ご指定どおり税抜きです。",
                    "",
                    "一人あたりの金額です。;前年の数字です。"}),
            Map.entry("zh", new String[] {
                    "税前。;每月。;这是每月的数字。;不含税。;人均金额。;去年的数字。;这是税后金额。",
                    "",
                    "这是按要求的不含税金额。;这是不含税的总额，按要求。",
                    "",
                    ""}),
            Map.entry("ko", new String[] {
                    "세전입니다.;월별입니다.;1인당 금액입니다.;부가세 별도입니다.;작년 수치입니다.;세후 금액입니다.;사용자당 합계입니다.",
                    "",
                    "요청대로 세전입니다.",
                    "",
                    "1인당 금액입니다.;부가세 별도입니다.;작년 수치입니다.;세후 금액입니다.;사용자당 합계입니다."}));

    private static final List<String> FAMILIES = List.of("refused: a basis, period or scope beside the number",
            "kept: stated with no basis", "kept: the basis asked for", "kept: a longer phrase of something else",
            "kept: no number in the data");

    @Test
    void aBasisPeriodOrScopeStatedBesideTheNumber_refusesIt_andAPlainOrAskedOneKeepsIt() {
        AfterTheData tally = new AfterTheData();
        SAID.forEach((language, said) -> {
            for (int f = 0; f < FAMILIES.size(); f++) {
                for (String remark : said[f].split(";")) {
                    if (remark.isEmpty()) {
                        continue;
                    }
                    for (String[] data : f == 4 ? NO_NUMBER : NUMBERS) {
                        tally.expectAfter(FAMILIES.get(f), language, data[0], data[1], remark, f > 0);
                    }
                }
            }
        });
        tally.assertNone(500);
    }
}
