package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data that states the data's enum value and then another ({@code Open. Closed.}, {@code It is
 * billing. Well, shipping.}, {@code Es ist billing. Es ist shipping.}, {@code billingです。shippingです。},
 * {@code 是billing。是shipping。}): the later is the remark's last word on it, and extract-json with {@code coerce}
 * refuses the data, in strict and repair mode, after a fenced and a bare value of several enums. The keep side: the other
 * value stated first and the data's last ({@code Shipping at first, but overall it is billing.}), the other value naming
 * a thing rather than stated ({@code Billing. Shipping items were moved.}). Counted per side and language.
 */
class LaterValueStatedAfterTheDataGeneratedTest {

    /** An enum's schema, the data (its first value) and another value. */
    private static final List<String[]> SHAPES = List.of(
            new String[] {"{\"type\":\"object\",\"properties\":{\"team\":{\"enum\":[\"billing\",\"shipping\"]}},\"required\":[\"team\"]}",
                    "{\"team\": \"billing\"}", "billing", "shipping"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"state\":{\"enum\":[\"open\",\"closed\"]}},\"required\":[\"state\"]}",
                    "{\"state\": \"open\"}", "open", "closed"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"size\":{\"enum\":[\"small\",\"large\"]},\"count\":{\"type\":\"integer\"}},"
                    + "\"required\":[\"size\",\"count\"]}", "{\"size\": \"small\", \"count\": 3}", "small", "large"});

    /** Per language: remarks stating the data's value {@code {k}} then another {@code {o}}; then remarks that keep it. */
    private static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {"It is {k}. It is {o}.;{k}. {o}.;{k}. Well, {o}.;It is {k}. Hmm, {o}."
                    + ";It is {k} — {o}, I mean.", "{o} at first, but overall it is {k}.;{k}. {o} items were moved."}),
            Map.entry("de", new String[] {"Es ist {k}. Es ist {o}.;{k}. {o}.;{k}. Also, {o}.", "{k}. {o} Einträge wurden verschoben."}),
            Map.entry("fr", new String[] {"C'est {k}. C'est {o}.;{k}. {o}.;{k}. Enfin, {o}.", "{k}. Les éléments {o} ont été déplacés."}),
            Map.entry("es", new String[] {"Es {k}. Es {o}.;{k}. {o}.;{k}. Bueno, {o}.", "{k}. Los elementos {o} se movieron."}),
            Map.entry("it", new String[] {"È {k}. È {o}.;{k}. {o}.;{k}. Anzi, {o}.", "{k}. Gli elementi {o} sono stati spostati."}),
            Map.entry("pt", new String[] {"É {k}. É {o}.;{k}. {o}.;{k}. Bem, {o}.", "{k}. Os itens {o} foram movidos."}),
            Map.entry("nl", new String[] {"Het is {k}. Het is {o}.;{k}. {o}.;{k}. Nou ja, {o}.", ""}),
            Map.entry("tr", new String[] {"{k}. {o}.;{k}. Yani, {o}.", ""}),
            Map.entry("ja", new String[] {"{k}です。{o}です。;{k}。{o}。", ""}),
            Map.entry("zh", new String[] {"是{k}。是{o}。;{k}。{o}。", ""}),
            Map.entry("ko", new String[] {"{k}입니다. {o}입니다.;{k}. {o}.", ""}));

    @Test
    void anotherValueStatedAfterTheData_refusesIt_andTheDataStatedLastKeepsIt() {
        AfterTheData tally = new AfterTheData();
        SAID.forEach((language, said) -> {
            for (int side = 0; side < 2; side++) {
                for (String template : said[side].isEmpty() ? new String[0] : said[side].split(";")) {
                    for (String[] shape : SHAPES) {
                        String sentence = template.replace("{k}", shape[2]).replace("{o}", shape[3]);
                        tally.expectAfter(side == 0 ? "refused: another value stated after the data's"
                                : "kept: the data's value stated last", language, shape[0], shape[1], sentence, side == 1);
                    }
                }
            }
        });
        tally.assertNone(300);
    }
}
