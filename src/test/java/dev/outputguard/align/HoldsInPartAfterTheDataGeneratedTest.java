package dev.outputguard.align;

import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data that narrows it or puts another value beside it, generated in each language's own sentences,
 * after a fenced and a bare JSON value, in strict and repair mode: extract-json with {@code coerce} answers none of
 * them. The data holds in one place, on one machine or for a subset of the checks only ({@code At least on my
 * machine.}, {@code I only ran the unit tests.}, {@code Nur lokal.}, {@code ローカルでのみ確認しました。}); it is a share of
 * the real value ({@code About half of the real figure.}); it lost part of itself ({@code The cents were dropped.},
 * {@code Rounded down.}); or another value follows as an alternative ({@code Or 150 with shipping.}). Sentences saying
 * the data holds everywhere and whole, and a chat's closings, keep it. Counted per family and language.
 */
class HoldsInPartAfterTheDataGeneratedTest {


    /** Per language: sentences saying the data holds in {@code {w}} only, and the places. */
    private static final Map<String, String[]> PLACE = Map.ofEntries(
            Map.entry("en", new String[] {"At least {w}.;Only {w}.;It works {w} only.;I only tested it {w}.;Tested {w} only.",
                    "locally;on my machine;on my laptop;in staging"}),
            Map.entry("de", new String[] {"Zumindest {w}.;Nur {w}.;Ich habe es nur {w} getestet.;Funktioniert nur {w}.",
                    "lokal;auf meinem Rechner;auf meinem Laptop;in Staging"}),
            Map.entry("fr", new String[] {"Au moins {w}.;Seulement {w}.;Testé uniquement {w}.;Cela fonctionne seulement {w}.",
                    "en local;sur ma machine;sur mon portable;en préproduction"}),
            Map.entry("es", new String[] {"Al menos {w}.;Solo {w}.;Lo probé solo {w}.;Funciona solamente {w}.",
                    "en local;en mi máquina;en mi portátil;en staging"}),
            Map.entry("it", new String[] {"Almeno {w}.;Solo {w}.;L'ho testato solo {w}.;Funziona soltanto {w}.",
                    "in locale;sulla mia macchina;sul mio portatile;in staging"}),
            Map.entry("pt", new String[] {"Pelo menos {w}.;Apenas {w}.;Testei só {w}.;Funciona somente {w}.",
                    "localmente;na minha máquina;no meu portátil;em staging"}),
            Map.entry("nl", new String[] {"In elk geval {w}.;Alleen {w}.;Ik heb het alleen {w} getest.;Werkt enkel {w}.",
                    "lokaal;op mijn machine;op mijn laptop;in staging"}),
            Map.entry("tr", new String[] {"En azından {w}.;Sadece {w}.;Yalnızca {w} test ettim.;Sadece {w} çalışıyor.",
                    "yerelde;benim makinemde;bilgisayarımda;staging ortamında"}),
            Map.entry("ja", new String[] {"少なくとも{w}では動きます。;{w}でのみ確認しました。;{w}だけで試しました。",
                    "ローカル;私のマシン;ステージング"}),
            Map.entry("zh", new String[] {"至少在{w}可以运行。;仅在{w}测试过。;只在{w}运行过。", "本地;我的电脑;我的机器;预发布环境"}),
            Map.entry("ko", new String[] {"적어도 {w}에서는 됩니다.;{w}에서만 테스트했습니다.;{w}에서만 작동합니다.",
                    "로컬;제 컴퓨터;내 컴퓨터;스테이징"}));

    /** Per language: sentences saying only a subset of the checks ran. */
    private static final Map<String, String> CHECKS = Map.ofEntries(
            Map.entry("en", "I only ran the unit tests.;Only the unit tests were run.;Only the smoke tests passed."),
            Map.entry("de", "Ich habe nur die Unit-Tests ausgeführt.;Nur die Unit-Tests liefen."),
            Map.entry("fr", "J'ai lancé seulement les tests unitaires.;Seuls les tests unitaires ont été lancés."),
            Map.entry("es", "Solo ejecuté las pruebas unitarias.;Solo se ejecutaron las pruebas unitarias."),
            Map.entry("it", "Ho eseguito solo i test unitari.;Sono stati eseguiti solo i test unitari."),
            Map.entry("pt", "Executei apenas os testes unitários.;Só os testes unitários foram executados."),
            Map.entry("nl", "Ik heb alleen de unittests gedraaid.;Alleen de unittests zijn uitgevoerd."),
            Map.entry("tr", "Sadece birim testlerini çalıştırdım.;Yalnızca birim testleri çalıştı."),
            Map.entry("ja", "単体テストのみ実行しました。;ユニットテストだけ実行しました。"),
            Map.entry("zh", "只运行了单元测试。;仅测试了单元测试部分。"),
            Map.entry("ko", "단위 테스트만 실행했습니다.;유닛 테스트만 돌렸습니다."));

    /** Per language: sentences calling the data a share of the real value. */
    private static final Map<String, String> SHARE = Map.ofEntries(
            Map.entry("en", "About half of the real figure.;Only part of the actual total.;This is a portion of the real amount."),
            Map.entry("de", "Etwa die Hälfte des echten Betrags.;Nur ein Teil des tatsächlichen Betrags."),
            Map.entry("fr", "Environ la moitié du montant réel.;Seulement une partie du total réel."),
            Map.entry("es", "Aproximadamente la mitad del importe real.;Solo una parte del total real."),
            Map.entry("it", "Circa la metà del valore reale.;Solo una parte del totale reale."),
            Map.entry("pt", "Cerca de metade do valor real.;Apenas uma parte do total real."),
            Map.entry("nl", "Ongeveer de helft van het echte bedrag.;Slechts een deel van het werkelijke totaal."),
            Map.entry("tr", "Gerçek tutarın yarısı.;Gerçek toplamın bir kısmı."),
            Map.entry("ja", "実際の金額の約半分です。;実際の合計の一部です。"),
            Map.entry("zh", "约为实际金额的一半。;只是实际总额的一部分。"),
            Map.entry("ko", "실제 금액의 약 절반입니다.;실제 합계의 일부입니다."));

    /** Per language: sentences saying the value lost a part of itself. */
    private static final Map<String, String> LOST = Map.ofEntries(
            Map.entry("en", "The cents were dropped.;The decimals were left out.;Cents omitted.;I dropped the cents.;Rounded down."
                    + ";The total was rounded down."),
            Map.entry("de", "Die Cents wurden weggelassen.;Die Nachkommastellen wurden abgeschnitten.;Der Betrag ist abgerundet."),
            Map.entry("fr", "Les centimes ont été supprimés.;Les décimales ont été omises.;Le montant est arrondi à l'inférieur."),
            Map.entry("es", "Se omitieron los céntimos.;Los decimales se eliminaron.;El total está redondeado a la baja."),
            Map.entry("it", "I centesimi sono stati omessi.;I decimali sono stati tolti.;Il totale è arrotondato per difetto."),
            Map.entry("pt", "Os centavos foram omitidos.;As casas decimais foram removidas.;O total foi arredondado para baixo."),
            Map.entry("nl", "De centen zijn weggelaten.;De decimalen zijn weggevallen.;Het totaal is naar beneden afgerond."),
            Map.entry("tr", "Kuruşlar atıldı.;Ondalıklar çıkarıldı.;Toplam aşağı yuvarlandı."),
            Map.entry("ja", "小数点以下は省略しました。;端数は切り捨てています。"),
            Map.entry("zh", "小数部分被省略了。;零头已舍去。;金额已向下取整。"),
            Map.entry("ko", "센트는 버렸습니다.;소수점 이하는 생략했습니다.;끝전은 버렸습니다."));

    /** Per language: another value offered after the data as an alternative. */
    private static final Map<String, String> ALTERNATIVE = Map.ofEntries(
            Map.entry("en", "Or 150 with shipping.;Or 150 including tax.;Or about 150 with shipping."),
            Map.entry("de", "Oder 150 mit Versand.;Oder 150 inklusive Steuer."),
            Map.entry("fr", "Ou 150 avec la livraison.;Ou bien 150 avec les taxes."),
            Map.entry("es", "O 150 con envío.;O bien 150 con impuestos."),
            Map.entry("it", "Oppure 150 con la spedizione.;O 150 con le tasse."),
            Map.entry("pt", "Ou 150 com o frete.;Ou então 150 com impostos."),
            Map.entry("nl", "Ofwel 150 met verzending."),
            Map.entry("tr", "Ya da kargo dahil 150.;Veya kargoyla 150."),
            Map.entry("ja", "または送料込みで150です。;あるいは150です。"),
            Map.entry("zh", "或者含运费150。;或者是150。"),
            Map.entry("ko", "또는 배송비 포함 150입니다.;아니면 150입니다."));

    /** Per language: sentences saying the data holds everywhere and whole, and a chat's closings: they keep it. */
    private static final Map<String, String> KEPT = Map.ofEntries(
            Map.entry("en", "Checked on all environments.;Works locally and in production.;The total includes shipping.;The cents are included.;"
                    + "Rounded to two decimals as asked.;Hope this helps!;Let me know if anything else is needed."
                    + ";Not only locally: it was checked on all environments.;No cents were dropped.;Or let me know if you need more."),
            Map.entry("de", "Auf allen Umgebungen geprüft.;Es wurden keine Cents weggelassen.;Funktioniert lokal und in Produktion.;"
                    + "Ich hoffe, das hilft!"),
            Map.entry("fr", "Vérifié sur tous les environnements.;Tous les tests ont tourné, unitaires et d'intégration.;C'est le total complet, centimes compris."
                    + ";Arrondi à deux décimales comme demandé.;J'espère que cela aide !;Dites-moi s'il faut autre chose."),
            Map.entry("es", "Comprobado en todos los entornos.;Se ejecutaron todas las pruebas, unitarias y de integración.;Es el total completo, céntimos incluidos."
                    + ";Redondeado a dos decimales como se pidió.;¡Espero que esto ayude!;Avísame si necesitas algo más."),
            Map.entry("it", "Verificato su tutti gli ambienti.;Tutti i test sono stati eseguiti, unitari e di integrazione.;È il totale completo, centesimi inclusi."
                    + ";Arrotondato a due decimali come richiesto.;Spero che questo aiuti!;Fammi sapere se serve altro."),
            Map.entry("pt", "Verificado em todos os ambientes.;Todos os testes foram executados, unitários e de integração.;"
                    + "Arredondado a duas casas decimais, como pedido.;Espero que isso ajude!;Avise-me se precisar de mais alguma coisa."),
            Map.entry("nl", "Gecontroleerd op alle omgevingen.;"
                    + "Afgerond op twee decimalen zoals gevraagd.;Ik hoop dat dit helpt!;Laat het weten als er nog iets nodig is."),
            Map.entry("tr", "Tüm ortamlarda kontrol edildi.;Bu, kuruşlar dahil tam toplamdır."
                    + ";İstendiği gibi iki ondalığa yuvarlandı.;Umarım yardımcı olur!"),
            Map.entry("ja", "すべての環境で確認しました。;単体テストと結合テストをすべて実行しました。;"
                    + "ご指定どおり小数点以下2桁に丸めました。;お役に立てば幸いです！;すべての環境で動作します。"),
            Map.entry("zh", "已在所有环境中检查。;所有测试都已运行，包括单元测试和集成测试。;"
                    + "希望这对你有帮助！;如果还需要什么，请告诉我。;在所有环境中都能运行。"),
            Map.entry("ko", "모든 환경에서 확인했습니다.;단위 테스트와 통합 테스트를 모두 실행했습니다.;센트를 포함한 전체 합계입니다."
                    + ";요청대로 소수점 둘째 자리로 반올림했습니다.;도움이 되길 바랍니다!"));

    private final AfterTheData tally = new AfterTheData();

    @Test
    void aRemarkNarrowingTheDataOrOfferingAnotherValue_refusesIt() {
        for (var entry : PLACE.entrySet()) {
            for (String w : entry.getValue()[1].split(";")) {
                for (String sentence : entry.getValue()[0].split(";")) {
                    tally.expectWithABoolean("holds in one place only", entry.getKey(), sentence.replace("{w}", w), false);
                }
            }
        }
        CHECKS.forEach((language, sentences) -> AfterTheData.each(sentences, s -> tally.expectWithABoolean("holds for a subset of the checks only", language, s, false)));
        SHARE.forEach((language, sentences) -> AfterTheData.each(sentences, s -> tally.expectAfterANumber("a share of the real value", language, s, false)));
        LOST.forEach((language, sentences) -> AfterTheData.each(sentences, s -> tally.expectAfterANumber("lost a part of itself", language, s, false)));
        ALTERNATIVE.forEach((language, sentences) -> AfterTheData.each(sentences, s -> tally.expectAfterANumber("another value offered", language, s, false)));
        KEPT.forEach((language, sentences) -> AfterTheData.each(sentences, s -> {
            tally.expectWithABoolean("kept: holds whole, or a closing", language, s, true);
            tally.expectAfterANumber("kept: holds whole, or a closing", language, s, true);
        }));
        tally.assertNone(1_500);
    }



}
