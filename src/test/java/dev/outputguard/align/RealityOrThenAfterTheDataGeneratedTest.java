package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data saying the value stands otherwise in reality, another word right after a word of reality
 * that closes its clause ({@code Open, but effectively closed.}, {@code Open; for practical purposes closed.},
 * {@code Offen, faktisch geschlossen.}, {@code Ouvert, en pratique fermé.}, {@code Aperto, di fatto chiuso.},
 * {@code オープン、実質クローズ。}, {@code open，实际上已关闭。}), or stating the value of a moment gone by with a word
 * that states it then and none that states it now ({@code It was open when I looked.}, {@code It was open this
 * morning.}, {@code C'était open ce matin.}, {@code 今朝はopenでした。}), generated over each language's sentences with
 * the data's value ({@code {v}}) and another ({@code {o}}), after the data of several shapes, fenced and bare, in
 * strict and repair mode: extract-json with {@code coerce} answers none of them. The keep side: the value stated now
 * as well ({@code It is open, as it was this morning.}), a comma after the word of reality ({@code Open. Effectively,
 * nothing changed.}), a word after it that states no other value ({@code It is open, effectively immediately.}), the
 * data's own value after it ({@code Open; in practice open.}) and a plain statement ({@code The ticket is open and
 * assigned.}). Counted per side and language.
 */
class RealityOrThenAfterTheDataGeneratedTest {

    /**
     * Per language: another state in reality, in the language's word for it (closed, fermé, 已关闭: no value of the
     * schema, which another reading finds); the value at a moment gone by; remarks that keep the data.
     */
    private static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {
                    "{v}; for practical purposes closed.;{v}, but effectively closed.;{v}, in practice closed.;{v}; in reality closed.;"
                            + "{v}, de facto closed.;{v}, effectively closed.",
                    "It was {v} when I looked.;It was {v} this morning.;It was {v} when I checked.;It was {v} earlier today.",
                    "It is {v}, as it was this morning.;The ticket is {v} and assigned.;{v}. Effectively, nothing changed.;"
                            + "It is {v}, effectively immediately.;{v}; in practice {v}."}),
            Map.entry("de", new String[] {
                    "{v}, faktisch geschlossen.;{v}, in der Praxis geschlossen.;{v}, in Wirklichkeit geschlossen.;{v}, de facto geschlossen.",
                    "Heute Morgen war es {v}.;Als ich nachsah, war es {v}.",
                    "Der Status ist {v}.;Es ist {v}, faktisch ab sofort."}),
            Map.entry("fr", new String[] {
                    "{v}, en pratique fermé.;{v}, en réalité fermé.;{v}, dans les faits fermé.",
                    "C'était {v} ce matin.;C'était {v} quand j'ai regardé.;Ce matin c'était {v}.",
                    "Le statut est {v}.;C'est {v}, en pratique immédiatement."}),
            Map.entry("es", new String[] {
                    "{v}, en la práctica cerrado.;{v}, en realidad cerrado.;{v}, de hecho cerrado.",
                    "Era {v} esta mañana.;Era {v} cuando lo miré.",
                    "El estado es {v}.;Es {v}, en la práctica de inmediato."}),
            Map.entry("it", new String[] {
                    "{v}, di fatto chiuso.;{v}, in pratica chiuso.;{v}, in realtà chiuso.",
                    "Era {v} stamattina.;Era {v} quando ho controllato.;Stamattina era {v}.",
                    "Lo stato è {v}.;È {v}, in pratica subito."}),
            Map.entry("pt", new String[] {
                    "{v}, na prática fechado.;{v}, na realidade fechado.;{v}, de fato fechado.",
                    "Era {v} hoje de manhã.;Era {v} quando olhei.;Hoje de manhã estava {v}.",
                    "O estado é {v}."}),
            Map.entry("nl", new String[] {
                    "{v}, in de praktijk gesloten.;{v}, feitelijk gesloten.;{v}, in werkelijkheid gesloten.",
                    "Het was {v} vanochtend.;Het was {v} toen ik keek.;Vanochtend was het {v}.",
                    "De status is {v}."}),
            Map.entry("tr", new String[] {
                    "{v}, fiilen kapalı.;{v}, pratikte kapalı.;{v}, gerçekte kapalı.",
                    "",
                    "Durum {v} olarak ayarlandı.;Durum {v} olarak ayarlandı, fiilen hemen."}),
            Map.entry("ja", new String[] {
                    "{v}、実質クローズ。;{v}、実際にはクローズ。;{v}、事実上クローズ。",
                    "今朝は{v}でした。;確認したときは{v}でした。;今朝は{v}になっていた。",
                    "ステータスは{v}です。"}),
            Map.entry("zh", new String[] {
                    "{v}，实际上已关闭。;{v}，事实上已关闭。;{v}，实质上已关闭。",
                    "今天早上是{v}的。",
                    "{v}。事实上，什么都没变。"}),
            Map.entry("ko", new String[] {
                    "{v}, 사실상 닫힘.;{v}, 실제로는 닫힘.;{v}, 실질적으로 닫힘.",
                    "오늘 아침에는 {v}였습니다.;확인했을 때는 {v}였습니다.;오늘 아침에는 {v} 상태였다.",
                    "상태는 {v}입니다."}));

    /** The status's own words, after {@code {"status": "open"}}: per language, the value of a moment gone by; remarks that keep it. */
    private static final String STATUS =
            "{\"type\":\"object\",\"properties\":{\"status\":{\"type\":\"string\",\"enum\":[\"open\",\"closed\"]}},\"required\":[\"status\"]}";
    private static final Map<String, String[]> IN_ITS_WORDS = Map.ofEntries(
            Map.entry("en", new String[] {"It was open this morning.", "It is open, as it was this morning."}),
            Map.entry("de", new String[] {"Heute Morgen war es offen.;Vorhin war es offen.;Als ich nachsah, war es offen.",
                    "Heute Morgen war es offen, und jetzt ist es offen.;Es ist offen, wie heute Morgen."}),
            Map.entry("fr", new String[] {"Ce matin c'était ouvert.", ""}),
            Map.entry("es", new String[] {"Esta mañana estaba abierto.", ""}),
            Map.entry("it", new String[] {"Stamattina era aperto.", ""}),
            Map.entry("pt", new String[] {"Hoje de manhã estava aberto.", ""}),
            Map.entry("nl", new String[] {"Vanochtend was het open.", ""}),
            Map.entry("tr", new String[] {"Bu sabah açıktı.", ""}),
            Map.entry("ja", new String[] {"今朝は開いていた。;今朝は開いていました。", "今は開いていて、今朝も開いていた。"}),
            Map.entry("zh", new String[] {"今天早上是开着的。", "现在是开着的，今天早上也是开着的。"}),
            Map.entry("ko", new String[] {"오늘 아침에는 열려 있었다.;오늘 아침에는 열려 있었어요.", "지금도 열려 있고, 오늘 아침에도 열려 있었다."}));

    private static final List<String> FAMILIES = List.of("refused: another value in reality",
            "refused: the value at a moment gone by", "kept: stated now, or no other value");

    @Test
    void anotherValueInRealityOrTheValueOfAMomentGoneBy_refusesTheData_andAPlainStatementKeepsIt() {
        AfterTheData tally = new AfterTheData();
        SAID.forEach((language, said) -> {
            for (int f = 0; f < FAMILIES.size(); f++) {
                for (String template : said[f].split(";(?! )")) {
                    if (!template.isEmpty()) {
                        tally.expect(FAMILIES.get(f), language, template, f == 2);
                    }
                }
            }
        });
        IN_ITS_WORDS.forEach((language, said) -> {
            for (int f = 0; f < 2; f++) {
                for (String remark : said[f].isEmpty() ? new String[0] : said[f].split(";")) {
                    tally.expectAfter(FAMILIES.get(f == 0 ? 1 : 2), language, STATUS, "{\"status\": \"open\"}", remark, f == 1);
                }
            }
        });
        tally.assertNone(500);
    }
}
