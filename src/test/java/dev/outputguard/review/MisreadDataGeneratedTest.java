package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Data read, stored or ordered as something it is not, above the verdict, fails the pass: {@code Timestamps are stored
 * in local time instead of UTC.}, {@code Decimal commas are parsed as thousands separators.}, {@code Empty strings are
 * treated as zero in the totals.}, {@code The sort puts 10 before 9.}, {@code 空字符串被当作零处理。}. Generated per
 * language from sentences with a thing of data ({@code {x}}, {@code {X}}), a verb of reading it as something or an
 * {@code instead of}, and what it is wrongly taken as, in each of {@link GeneratedReviews#PLACES}. The same things read
 * as what they are, the wrong one named as the one replaced ({@code now stored in UTC instead of local time}), no longer
 * misread, misread before the fix, tested, meant ({@code as the spec requires}), a change of no data ({@code The code
 * now uses a map instead of a list.}) or a sort in the numbers' order keep the pass above a marker's. Counted per
 * language.
 */
class MisreadDataGeneratedTest {

    /** Per language: sentences of data misread, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} are stored in local time instead of UTC.;{X} are parsed as strings."
                    + ";{X} are treated as zero in the totals.;{X} are sorted as text.;{X} are interpreted as local time."
                    + ";The importer reads {x} as text instead of numbers."
                    + ";Decimal commas are parsed as thousands separators.;Empty strings are treated as zero in the totals."
                    + ";The sort puts 10 before 9."
                    + "|{X} are now stored in UTC instead of local time.;{X} are parsed as decimals.;{X} are stored in UTC."
                    + ";{X} are no longer treated as zero.;{X} were stored in local time before this fix."
                    + ";The test checks that {x} are not parsed as strings.;{X} are sorted as numbers."
                    + ";The code now uses a map instead of a list.;Empty strings are treated as null, as the spec requires."
                    + ";Amounts are parsed as decimals.;The sort now puts 9 before 10."),
            Map.entry("de", "{X} werden in Ortszeit statt in UTC gespeichert.;{X} werden als Zeichenketten geparst."
                    + ";{X} werden als Null behandelt.;{X} werden als Text sortiert.;{X} werden als Ortszeit interpretiert."
                    + ";Dezimalkommas werden als Tausendertrennzeichen interpretiert.;Die Sortierung setzt 10 vor 9."
                    + "|{X} werden jetzt in UTC statt in Ortszeit gespeichert.;{X} werden als Dezimalzahlen geparst."
                    + ";{X} werden nicht mehr als Null interpretiert.;Vor diesem Fix wurden {x} als Text sortiert."
                    + ";Der Test prüft, dass {x} nicht als Text geparst werden."
                    + ";Der Code verwendet jetzt eine Map statt einer Liste.;Die Sortierung setzt jetzt 9 vor 10."),
            Map.entry("fr", "Les {x} sont stockés en heure locale au lieu de UTC.;Les {x} sont analysés comme des chaînes."
                    + ";Les {x} sont traités comme zéro.;Les {x} sont triés comme du texte."
                    + ";Les {x} sont interprétés comme heure locale."
                    + ";Les virgules décimales sont interprétées comme séparateurs de milliers.;Le tri place 10 avant 9."
                    + "|Les {x} sont désormais stockés en UTC au lieu de l'heure locale."
                    + ";Les {x} sont analysés comme des décimaux.;Les {x} ne sont plus traités comme zéro."
                    + ";Avant ce correctif, les {x} étaient triés comme du texte."
                    + ";Le test vérifie que les {x} ne sont pas traités comme du texte."
                    + ";Le code utilise désormais une map au lieu d'une liste.;Le tri place désormais 9 avant 10."),
            Map.entry("es", "{X} se guardan en hora local en lugar de UTC.;{X} se interpretan como cadenas."
                    + ";{X} se tratan como cero.;{X} se ordenan como texto."
                    + ";Las comas decimales se interpretan como separadores de miles.;La ordenación pone 10 antes de 9."
                    + "|{X} ahora se guardan en UTC en lugar de hora local.;{X} se interpretan como decimales."
                    + ";{X} ya no se tratan como cero.;Antes de este arreglo, {x} se ordenaban como texto."
                    + ";La prueba comprueba que {x} no se tratan como texto."
                    + ";El código ahora usa un mapa en lugar de una lista.;La ordenación ahora pone 9 antes de 10."),
            Map.entry("it", "{X} vengono salvati in ora locale invece di UTC.;{X} vengono interpretati come stringhe."
                    + ";{X} vengono trattati come zero.;{X} vengono ordinati come testo."
                    + ";Le virgole decimali vengono interpretate come separatori delle migliaia."
                    + ";L'ordinamento mette 10 prima di 9."
                    + "|{X} ora vengono salvati in UTC invece di ora locale.;{X} vengono interpretati come decimali."
                    + ";{X} non vengono più trattati come zero.;Prima di questa correzione {x} venivano ordinati come testo."
                    + ";Il test verifica che {x} non siano trattati come testo."
                    + ";Il codice ora usa una mappa invece di una lista.;L'ordinamento ora mette 9 prima di 10."),
            Map.entry("pt", "{X} são gravados em hora local em vez de UTC.;{X} são interpretados como strings."
                    + ";{X} são tratados como zero.;{X} são ordenados como texto."
                    + ";As vírgulas decimais são interpretadas como separadores de milhar.;A ordenação coloca 10 antes de 9."
                    + "|{X} agora são gravados em UTC em vez de hora local.;{X} são interpretados como decimais."
                    + ";{X} não são mais interpretados como zero.;Antes desta correção, {x} eram ordenados como texto."
                    + ";O teste verifica que {x} não são interpretados como texto."
                    + ";O código agora usa um mapa em vez de uma lista.;A ordenação agora coloca 9 antes de 10."),
            Map.entry("nl", "{X} worden in lokale tijd in plaats van UTC opgeslagen.;{X} worden als strings geparst."
                    + ";{X} worden als nul behandeld.;{X} worden als tekst gesorteerd."
                    + ";Decimale komma's worden als duizendtalscheidingstekens geïnterpreteerd.;De sortering zet 10 voor 9."
                    + "|{X} worden nu in UTC in plaats van lokale tijd opgeslagen.;{X} worden als decimalen geparst."
                    + ";{X} worden niet meer als nul behandeld.;Voor deze fix werden {x} als tekst gesorteerd."
                    + ";De test controleert dat {x} niet als tekst worden geparst."
                    + ";De code gebruikt nu een map in plaats van een lijst.;De sortering zet nu 9 voor 10."),
            Map.entry("tr", "{X} UTC yerine yerel saatle kaydediliyor.;{X} metin olarak ayrıştırılıyor."
                    + ";{X} sıfır olarak işleniyor.;{X} metin olarak sıralanıyor."
                    + ";Ondalık virgüller binlik ayırıcı olarak yorumlanıyor.;Sıralama 10'u 9'dan önce koyuyor."
                    + "|{X} yerel saat yerine UTC ile kaydediliyor.;{X} ondalık sayı olarak ayrıştırılıyor."
                    + ";{X} sıfır olarak işlenmiyor.;Bu düzeltmeden önce {x} metin olarak sıralanıyordu."
                    + ";{X} testte metin olarak işlenmiyor; test bunu doğruluyor."
                    + ";Kod liste yerine map kullanıyor.;Sıralama 9'u 10'dan önce koyuyor."),
            Map.entry("ja", "{X}がUTCではなくローカル時刻で保存される。;{X}が文字列として解析される。"
                    + ";{X}がゼロとして扱われる。;{X}がテキストとしてソートされる。"
                    + ";小数点のカンマが桁区切りとして解釈される。;ソートで10が9より前に来る。"
                    + "|{X}はローカル時刻ではなくUTCで保存されるようになった。;{X}は小数として解析される。"
                    + ";修正前は{x}が文字列として解析されていた。;テストで{x}が文字列として解析されないことを確認する。"
                    + ";コードはリストではなくマップを使うようになった。;ソートで9が10より前に来る。"),
            Map.entry("zh", "{X}以本地时间而不是UTC存储。;{X}被解析为字符串。;{X}被当作零处理。;{X}按文本排序。"
                    + ";小数逗号被解析为千位分隔符。;排序把10排在9前面。"
                    + "|{X}现在以UTC而不是本地时间存储。;{X}被解析为小数。;修复前{x}被解析为字符串。"
                    + ";测试检查{x}不会被解析为字符串。;代码现在使用映射而不是列表。;排序把9排在10前面。"),
            Map.entry("ko", "{X}이 UTC 대신 로컬 시간으로 저장된다.;{X}이 문자열로 파싱된다.;{X}이 0으로 처리된다."
                    + ";{X}이 텍스트로 정렬된다.;소수점 쉼표가 천 단위 구분 기호로 해석된다.;정렬이 10을 9보다 앞에 둔다."
                    + "|{X}이 이제 로컬 시간 대신 UTC로 저장된다.;{X}이 소수로 파싱된다."
                    + ";수정 전에는 {x}이 문자열로 파싱되었다.;테스트는 {x}이 문자열로 파싱되지 않는지 확인한다."
                    + ";코드는 이제 리스트 대신 맵을 사용한다.;정렬이 9를 10보다 앞에 둔다."));

    /** Per language: a thing of data, the sentences' subject. */
    private static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("timestamps", "dates", "amounts")),
            Map.entry("de", List.of("Zeitstempel", "Datumswerte", "Beträge")),
            Map.entry("fr", List.of("horodatages", "dates", "montants")),
            Map.entry("es", List.of("las marcas de tiempo", "las fechas", "los importes")),
            Map.entry("it", List.of("i timestamp", "le date", "gli importi")),
            Map.entry("pt", List.of("os timestamps", "as datas", "os valores monetários")),
            Map.entry("nl", List.of("tijdstempels", "datums", "bedragen")),
            Map.entry("tr", List.of("zaman damgaları", "tarihler", "tutarlar")),
            Map.entry("ja", List.of("タイムスタンプ", "日付の値", "金額")),
            Map.entry("zh", List.of("时间戳", "日期", "金额")),
            Map.entry("ko", List.of("타임스탬프", "날짜", "금액")));

    @Test
    void dataReadStoredOrOrderedAsWhatItIsNot_failsThePass_andOneReadRightReplacedPastTestedOrMeantKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, SUBJECTS, GeneratedReviews.MARKER_PLACES)
                .assertSides("data read as what it is not", 500, "read right, replaced, past, tested or meant", 150);
    }
}
