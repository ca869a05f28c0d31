package dev.outputguard.align;

import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data that limits where it holds, whatever the place: a word of narrowing with a preposition of
 * place (or, in Han, kana and Hangul, its particle) before a platform, a browser, an environment or a machine no word
 * list names ({@code It only works on Linux.}, {@code Works on Chrome only.}, {@code Nur unter Windows getestet.}),
 * the narrowing written as a negation around the verb ({@code Ça ne marche que sous Linux.}, {@code No lo probé más
 * que en CI.}, {@code Non l'ho provato che su Firefox.}), and in Dutch another value opened by {@code of} ("or":
 * {@code Of 150 met verzending.}). Generated in each language's sentences after a fenced and a bare JSON value, in
 * strict and repair mode: extract-json with {@code coerce} answers none. A place named without a narrowing word, a
 * narrowing word without a place, an English {@code of} before the value's own number ({@code Of the 120, 20 are
 * tax.}) and a chat's closing keep the data. Generated as well: the Turkish locative of a common noun with no
 * apostrophe ({@code Sadece test sunucusunda çalışıyor.}), English {@code just} before a preposition of place
 * ({@code Works just on staging.}), a preposition elided onto its noun ({@code Funziona solo sull'ambiente di test.}),
 * and each sentence with an apostrophe written with the typographic one too ({@code Je n’ai testé qu’en local.}); on
 * the keep side, a narrowing word of a thing of the data ({@code The only change is in the total.}), a Spanish or
 * Portuguese {@code que} after its own negation before a place ({@code No olvides que en producción el total incluye
 * IVA.}; Portuguese {@code o}, the article, before the data's own key, where Spanish reads {@code o} as "or":
 * {@code Não esqueça que em produção o total inclui IVA.}), a Turkish narrowing of a noun in its plain form ({@code Sadece kota alanı güncellendi.}) and of a change
 * ({@code Değişiklik sadece toplam alanında.}). Counted per language.
 */
class OnlyThereAfterTheDataGeneratedTest {


    /** Per language: sentences saying the data holds on {@code {w}} only, and places none of the lexicon's lists name. */
    private static final Map<String, String[]> THERE = Map.ofEntries(
            Map.entry("en", new String[] {"It only works on {w}.;I only tested it on {w}.;Works on {w} only.;This was checked"
                    + " on {w} only.;Only verified on {w}.;At least it runs on {w}.;It has been tested on {w} only."
                    + ";Works just on {w}.;I tested it just on {w}.;Tested just in {w}.",
                    "Linux;Chrome;Windows;the CI runner;Firefox"}),
            Map.entry("de", new String[] {"Funktioniert nur unter {w}.;Ich habe es nur unter {w} getestet.;Nur auf {w} geprüft."
                    + ";Läuft lediglich unter {w}.;Es wurde ausschließlich unter {w} getestet.", "Linux;Chrome;Windows;Firefox"}),
            Map.entry("fr", new String[] {"Ça ne marche que sous {w}.;Je n'ai testé que sur {w}.;Cela fonctionne uniquement"
                    + " sous {w}.;Testé seulement sur {w}.;Je ne l'ai vérifié que sur {w}.;Ça ne tourne que sous {w}.",
                    "Linux;Chrome;Windows;Firefox"}),
            Map.entry("es", new String[] {"Solo funciona en {w}.;Lo probé solo en {w}.;No lo probé más que en {w}."
                    + ";Funciona únicamente en {w}.;No funciona más que en {w}.", "Linux;Chrome;Windows;Firefox"}),
            Map.entry("it", new String[] {"Funziona solo su {w}.;L'ho provato solo su {w}.;Non l'ho provato che su {w}."
                    + ";Funziona soltanto su {w}.;Non gira che su {w}.", "Linux;Chrome;Windows;Firefox"}),
            Map.entry("pt", new String[] {"Só funciona no {w}.;Testei apenas no {w}.;Funciona somente no {w}.;Só testei no {w}."
                    + ";Foi verificado apenas no {w}.", "Linux;Chrome;Windows;Firefox"}),
            Map.entry("nl", new String[] {"Werkt alleen op {w}.;Ik heb het alleen op {w} getest.;Alleen getest op {w}."
                    + ";Werkt enkel onder {w}.;Het draait uitsluitend op {w}.", "Linux;Chrome;Windows;Firefox"}),
            Map.entry("tr", new String[] {"Sadece {w} çalışıyor.;Yalnızca {w} test ettim.;Sadece {w} denendi.;Yalnızca {w} çalışır.",
                    "Linux'ta;Chrome'da;Windows'ta;Firefox'ta;test sunucusunda;yerel ortamda;sunucuda;Linux ortamında"
                    + ";tarayıcıda;test ortamında"}),
            Map.entry("ja", new String[] {"{w}でのみ動作します。;{w}でのみ確認しました。;{w}でだけテストしました。;{w}上でのみ動きます。",
                    "Linux;Chrome;Windows;Firefox"}),
            Map.entry("zh", new String[] {"仅在{w}上运行。;只在{w}上测试过。;仅限{w}。;只在{w}中验证过。", "Linux;Chrome;Windows;Firefox"}),
            Map.entry("ko", new String[] {"{w}에서만 작동합니다.;{w}에서만 테스트했습니다.;{w}에서만 확인했습니다.;{w}에서만 돌아갑니다.",
                    "Linux;Chrome;Windows;Firefox"}));

    /** Per language: the narrowing as a negation around the verb before a place of a phrase ({@code qu'en local}). */
    private static final Map<String, String> AROUND = Map.ofEntries(
            Map.entry("fr", "Je n'ai testé qu'en local.;Ça ne marche que sous Linux.;Je ne l'ai lancé qu'en préproduction."),
            Map.entry("es", "No lo probé más que en local.;No se ha probado más que en staging."),
            Map.entry("it", "Non l'ho testato che in locale.;Non è stato provato che in staging."),
            Map.entry("pt", "Só testei localmente.;Só foi testado em staging."));

    /**
     * Per language: the narrowing before a preposition elided onto its noun ({@code sull'ambiente}), and the nouns it
     * opens.
     */
    private static final Map<String, String[]> ELIDED = Map.ofEntries(
            Map.entry("it", new String[] {"Funziona solo sull'{w}.;L'ho provato solo nell'{w}.;Non l'ho provato che sull'{w}."
                    + ";Gira soltanto nell'{w}.", "ambiente di test;ambiente locale;emulatore;istanza di staging"}),
            Map.entry("fr", new String[] {"Je n'ai testé que sur l'{w}.;Ça ne tourne que dans l'{w}.;Testé seulement dans l'{w}.",
                    "environnement de test;émulateur;instance de préproduction"}));

    /** Dutch: another value after the data, opened by of (or). */
    private static final String OR_DUTCH = "Of 150 met verzending.;Of 150 inclusief btw.;Of ongeveer 150 met verzending.";

    /** English of opening a remark on the value's own number: no other value offered (kept after the total only). */
    private static final String OF_ENGLISH = "Of the 120, 20 are tax.;Of 120, 20 is shipping.";

    /**
     * Per language: a narrowing word of a thing of the data, not of a place ({@code The only change is in the total.}),
     * and {@code que} after a negation of another language than French before a place ({@code No olvides que en
     * producción …}, a place without a narrowing word), with the things and places they take. They keep the data.
     */
    private static final Map<String, String[]> NOT_A_PLACE = Map.ofEntries(
            Map.entry("en", new String[] {"The only {w} is in the total.;The only {w} is on the second line.;The only {w}"
                    + " I made is in the name.", "change;difference;edit;update"}),
            Map.entry("fr", new String[] {"Les seules {w} sont dans le total.;Les seules {w} sont sur la deuxième ligne.",
                    "modifications;différences"}),
            Map.entry("es", new String[] {"No olvides que en {w} el total incluye IVA.;No te olvides de que en {w} el total"
                    + " incluye IVA.", "producción;staging;Linux;local"}),
            Map.entry("pt", new String[] {"Não esqueça que em {w} este total inclui IVA.;Não se esqueça de que em {w} este"
                    + " total inclui IVA.;Não esqueça que em {w} o total inclui IVA.", "produção;staging;Linux"}),
            Map.entry("tr", new String[] {"Sadece {w} alanı güncellendi.;Yalnızca {w} tutarı eklendi.;Değişiklik sadece {w}"
                    + " alanında.;Fark yalnızca {w} alanında.", "toplam;fiyat;kota;iade;vergi"}));

    /** Per language: a place without a narrowing word, a narrowing word without a place, a closing: they keep the data. */
    private static final Map<String, String> KEPT = Map.ofEntries(
            Map.entry("en", "Checked on all environments.;Tested on Linux, macOS and Windows.;It runs in every browser."
                    + ";The only change is the new total.;Hope this helps!"),
            Map.entry("de", "Auf allen Umgebungen geprüft.;Unter Linux, macOS und Windows getestet.;Die einzige Änderung ist"
                    + " die neue Summe.;Ich hoffe, das hilft!"),
            Map.entry("fr", "Vérifié sur tous les environnements.;Testé sous Linux, macOS et Windows.;Je n'ai rien changé"
                    + " d'autre.;Le seul changement est le nouveau total.;J'espère que cela aide !"),
            Map.entry("es", "Comprobado en todos los entornos.;Probado en Linux, macOS y Windows.;El único cambio es el nuevo"
                    + " total.;No cambié nada más.;¡Espero que esto ayude!"),
            Map.entry("it", "Verificato su tutti gli ambienti.;Testato su Linux, macOS e Windows.;L'unica modifica è il nuovo"
                    + " totale.;Non ho cambiato nient'altro.;Spero che questo aiuti!"),
            Map.entry("pt", "Verificado em todos os ambientes.;Testado no Linux, macOS e Windows.;A única mudança é o novo"
                    + " total.;Não mudei mais nada.;Espero que isso ajude!"),
            Map.entry("nl", "Gecontroleerd op alle omgevingen.;Getest op Linux, macOS en Windows.;De enige wijziging is het"
                    + " nieuwe totaal.;Ik hoop dat dit helpt!"),
            Map.entry("tr", "Tüm ortamlarda kontrol edildi.;Linux, macOS ve Windows'ta test edildi.;Umarım yardımcı olur!"),
            Map.entry("ja", "すべての環境で確認しました。;Linux、macOS、Windowsで動作を確認しました。;お役に立てば幸いです！"),
            Map.entry("zh", "已在所有环境中检查。;在Linux、macOS和Windows上都测试过。;希望这对你有帮助！"),
            Map.entry("ko", "모든 환경에서 확인했습니다.;Linux, macOS, Windows에서 모두 테스트했습니다.;도움이 되길 바랍니다!"));

    private final AfterTheData tally = new AfterTheData();

    /** Each of {@code sentences} for each of {@code things} in its {@code {w}}, as written and with a typographic apostrophe. */
    private static void each(String sentences, String things, java.util.function.Consumer<String> action) {
        for (String w : things.split(";")) {
            AfterTheData.each(sentences, s -> written(s.replace("{w}", w), action));
        }
    }

    /** {@code sentence}, and, where it holds an ASCII apostrophe, the same with the typographic one a keyboard writes. */
    private static void written(String sentence, java.util.function.Consumer<String> action) {
        action.accept(sentence);
        if (sentence.indexOf('\'') >= 0) {
            action.accept(sentence.replace('\'', '\u2019'));
        }
    }

    @Test
    void aRemarkLimitingWhereTheDataHolds_refusesIt() {
        THERE.forEach((language, t) -> each(t[0], t[1], s -> tally.expectWithABoolean("holds there only", language, s, false)));
        ELIDED.forEach((language, t) -> each(t[0], t[1], s -> tally.expectWithABoolean("holds there only", language, s, false)));
        AROUND.forEach((language, sentences) -> each(sentences, "-", s -> tally.expectWithABoolean("holds there only", language, s, false)));
        AfterTheData.each(OR_DUTCH, s -> tally.expectAfterANumber("another value offered", "nl", s, false));
        KEPT.forEach((language, sentences) -> each(sentences, "-", s -> {
            tally.expectWithABoolean("kept: a place or a narrowing alone, or a closing", language, s, true);
            tally.expectAfterANumber("kept: a place or a narrowing alone, or a closing", language, s, true);
        }));
        NOT_A_PLACE.forEach((language, t) -> each(t[0], t[1], s -> {
            tally.expectWithABoolean("kept: a narrowing of a thing, or que after another negation", language, s, true);
            tally.expectAfterANumber("kept: a narrowing of a thing, or que after another negation", language, s, true);
        }));
        AfterTheData.each(OF_ENGLISH, s -> tally.expectAfter("kept: a place or a narrowing alone, or a closing", "en", AfterTheData.TOTAL,
                "{\"total\": 120}", s, true));
        tally.assertNone(4_000);
    }



}
