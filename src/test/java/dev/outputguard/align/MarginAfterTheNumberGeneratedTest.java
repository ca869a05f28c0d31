package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after number data giving the number a margin, a tolerance or an error as a measure, read structurally on a
 * word of margin ({@code Give or take 2.}, {@code Plus or minus 5.}, {@code Margin of error: 2.}, {@code Accurate to
 * the nearest 10.}, {@code ± 2.}, {@code Mit einer Toleranz von 2.}, {@code À 10 près.}, {@code Con un margen de 2.},
 * {@code Con uno scarto di 2.}, {@code Hata payı 2.}, {@code 誤差は2程度。}, {@code 上下浮动2。}, {@code 오차 2.}), in
 * every language of the lexicon, after an integer, a decimal, two members and a root list of numbers, fenced and bare,
 * in strict and repair mode: extract-json with {@code coerce} answers none of them. The keep side: a margin said to be
 * none ({@code No margin: it is exact.}, {@code Keine Abweichung.}, {@code 没有误差。}), a longer phrase holding such a
 * word that speaks of something else ({@code The flag is off by default.}, {@code 详见上下文。}, {@code 국내외 합계입니다.}),
 * and the words of margin after data holding no number. A margin of none in Japanese and Chinese ({@code 誤差はありません。},
 * {@code 没有误差。}) is refused before and now by the reading of a problem's word, and is left out. Counted per side and
 * language.
 */
class MarginAfterTheNumberGeneratedTest {

    private static final List<String[]> NUMBERS = AfterTheData.numbers("qty", "integer", 5);
    private static final List<String[]> NO_NUMBER = AfterTheData.NO_NUMBER;

    /**
     * Per language: remarks giving the number a margin; remarks saying the margin is none; remarks whose margin word
     * is part of a longer phrase of something else; remarks of margin words kept after data holding no number.
     */
    private static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {
                    "Give or take a few.;Give or take 2.;Plus or minus 5.;It is 5 give or take.;Margin of error: 2.;"
                            + "With a tolerance of 2.;Accurate to the nearest 10.;Off by up to 2.;Within a margin of 10%.;"
                            + "± 2.;+/- 2.;Rounded to the nearest ten.;The deviation may be 2.;It could be off by 2.;"
                            + "The error margin is about 10%.;Allow a tolerance of 1.",
                    "No margin: it is exact.;No deviation at all.;The count is exact, with no margin.;Counted without any tolerance at all.",
                    "It was computed with nearest neighbor search.",
                    "The margin is set in the layout.;Tolerance is configured elsewhere."}),
            Map.entry("de", new String[] {
                    "Plus oder minus 2.;Mit einer Toleranz von 2.;Abweichung bis zu 2.;Fehlerspanne: 2.;"
                            + "Die Fehlermarge beträgt 10 %.;Plusminus 2.;Mit einer Schwankung von 2.",
                    "Es gibt keine Abweichung, der Wert ist exakt.;Gezählt ohne jede Toleranz.;Exakt gezählt, ohne Abweichung.",
                    "",
                    "Die Toleranz steht in der Konfiguration."}),
            Map.entry("fr", new String[] {
                    "Plus ou moins 2.;Avec une marge de 2.;Marge d'erreur : 2.;À 10 près.;Avec un écart de 2.;Tolérance de 2.",
                    "Il n'y a aucun écart, la valeur est exacte.;C'est exact, sans aucune marge.;Compté exactement, sans écart.",
                    "",
                    "La marge est définie dans la mise en page."}),
            Map.entry("es", new String[] {
                    "Con un margen de 2.;Margen de error: 2.;Con una desviación de 2.;Tolerancia de 2.;Más o menos 2.;"
                            + "Con un error de 2.",
                    "No hay desviación, el valor es exacto.;Es exacto, sin margen.;Contado con exactitud, sin desviación.",
                    "",
                    "El margen se define en el diseño."}),
            Map.entry("it", new String[] {
                    "Più o meno 2.;Con un margine di 2.;Margine di errore: 2.;Con uno scarto di 2.;Tolleranza di 2.",
                    "Non c'è alcuno scarto, il valore è esatto.;È esatto, senza margine.;Contato con esattezza, senza scarto.",
                    "",
                    "Il margine è definito nel layout."}),
            Map.entry("pt", new String[] {
                    "Com margem de 2.;Margem de erro: 2.;Com um desvio de 2.;Tolerância de 2.;Mais ou menos 2.",
                    "Não há desvio, o valor é exato.;É exato, sem margem.;Contado com exatidão, sem desvio.",
                    "",
                    "A margem é definida no layout."}),
            Map.entry("nl", new String[] {
                    "Plus of min 2.;Met een marge van 2.;Foutmarge: 2.;Afwijking tot 2.;Tolerantie van 2.",
                    "Er is geen afwijking, de waarde is exact.;Het is exact, zonder marge.;Exact geteld, zonder afwijking.",
                    "",
                    "De marge is elders ingesteld."}),
            Map.entry("tr", new String[] {
                    "Artı eksi 2.;Hata payı 2.;2 sapma olabilir.;Toleransı 2.",
                    "Sapma yok, değer kesin.;Değer toleranssız değil, sapma yok.",
                    "",
                    "Tolerans değeri ayarlarda tanımlıdır."}),
            Map.entry("ja", new String[] {
                    "誤差は2程度。;誤差±2。;5前後です。;許容差は2です。;プラスマイナス2です。",
                    "",
                    "前後の文脈を参照してください。",
                    "誤差の扱いは設定で決まります。"}),
            Map.entry("zh", new String[] {
                    "误差为2。;上下浮动2。;大约5左右。;偏差在2以内。;正负2。",
                    "",
                    "数量说明见上下文。",
                    "误差设置见配置。"}),
            Map.entry("ko", new String[] {
                    "오차 2.;오차는 2 정도입니다.;5 내외입니다.;편차는 2입니다.;플러스 마이너스 2.",
                    "오차 없이 정확한 값입니다.;오차 없는 정확한 수입니다.",
                    "국내외 매장의 합계입니다.",
                    "오차 설정은 구성에 있습니다."}));

    private static final List<String> FAMILIES = List.of("refused: a margin beside the number", "kept: the margin is none",
            "kept: a longer phrase of something else", "kept: no number in the data");

    @Test
    void aMarginStatedBesideTheNumber_refusesIt_andAMarginOfNoneOrOfSomethingElseKeepsIt() {
        AfterTheData tally = new AfterTheData();
        SAID.forEach((language, said) -> {
            for (int f = 0; f < FAMILIES.size(); f++) {
                for (String remark : said[f].split(";")) {
                    if (remark.isEmpty()) {
                        continue;
                    }
                    // A remark after a root list is read by the list's readings too, which refuse a Korean sentence
                    // naming a total (국내외 매장의 합계입니다.) before and now: the phrases of something else follow
                    // an object's numbers.
                    for (String[] data : f == 3 ? NO_NUMBER : f == 2 ? NUMBERS.subList(0, 3) : NUMBERS) {
                        tally.expectAfter(FAMILIES.get(f), language, data[0], data[1], remark, f > 0);
                    }
                }
            }
        });
        tally.assertNone(500);
    }
}
