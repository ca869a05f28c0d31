package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A free string of the data (a name) written again in a remark after it as the answer, and taken back there: under its
 * property's name ({@code The name is not Alice.}, {@code Is the name Alice?}), closing a clause that takes it back
 * ({@code It is not Alice.}, {@code Not Alice, actually.}) or heading the remark alone ({@code Alice?}), in each
 * language's own sentences after a fenced and a bare JSON value of one member and of two, in strict and repair mode:
 * extract-json with {@code coerce} answers none of them. A remark that speaks of the named thing ({@code Alice wrote the
 * report.}, {@code Alice will join the call tomorrow, not Bob.}, {@code - Alice: signed the invoice}, {@code … signed
 * by Alice, as agreed.}) or states the value plainly ({@code The name is Alice.}) keeps it. Counted per family and language.
 */
class FreeStringRestatedAfterTheDataGeneratedTest {

    /** Per language: a name, remarks that take it back ({@code {v}} for it), then remarks that keep it. */
    private static final Map<String, String[]> SAID = Map.ofEntries(
            Map.entry("en", new String[] {"Alice", "The name is not {v}.;Is the name {v}?;The name is probably {v}.;It is not {v}."
                    + ";Not {v}, actually.;{v}?;I doubt it is {v}.;Maybe {v}.;The name might be {v}.;The name was {v} before the merge.",
                    "{v} wrote the report.;The name is {v}.;{v} will join the call tomorrow, not Bob.;I found {v} in the signature."
                            + ";{v} is the name on the invoice.;Hope this helps!;- {v}: signed the invoice;The invoice was signed by {v}, as agreed."}),
            Map.entry("de", new String[] {"Müller", "Der Name ist nicht {v}.;Ist der Name {v}?;Es ist nicht {v}.;Nicht {v}, eigentlich."
                    + ";Der Name ist vielleicht {v}.;{v}?;Vielleicht {v}.",
                    "{v} hat den Bericht geschrieben.;Der Name ist {v}.;{v} nimmt morgen am Termin teil, nicht Bob."}),
            Map.entry("fr", new String[] {"Dupont", "Le nom n'est pas {v}.;Le nom est-il {v} ?;Ce n'est pas {v}.;Pas {v}, en fait."
                    + ";Le nom est peut-être {v}.;{v} ?;Peut-être {v}.",
                    "{v} a écrit le rapport.;Le nom est {v}.;{v} participera à la réunion demain, pas Bob."}),
            Map.entry("es", new String[] {"García", "El nombre no es {v}.;¿El nombre es {v}?;No es {v}.;No {v}, en realidad."
                    + ";Quizás sea {v}.;¿{v}?;El nombre es probablemente {v}.",
                    "{v} escribió el informe.;El nombre es {v}.;{v} se unirá a la reunión mañana, no Bob."}),
            Map.entry("it", new String[] {"Rossi", "Il nome non è {v}.;Il nome è {v}?;Non è {v}.;Non {v}, in realtà.;Forse è {v}."
                    + ";{v}?;Il nome è probabilmente {v}.",
                    "{v} ha scritto il rapporto.;Il nome è {v}.;{v} parteciperà alla riunione domani, non Bob."}),
            Map.entry("pt", new String[] {"Silva", "O nome não é {v}.;O nome é {v}?;Não é {v}.;Não {v}, na verdade.;Talvez seja {v}."
                    + ";{v}?;O nome é provavelmente {v}.",
                    "{v} escreveu o relatório.;O nome é {v}.;{v} vai participar da reunião amanhã, não Bob."}),
            Map.entry("nl", new String[] {"Jansen", "De naam is niet {v}.;Is de naam {v}?;Het is niet {v}.;Niet {v}, eigenlijk."
                    + ";Misschien is het {v}.;{v}?;De naam is waarschijnlijk {v}.",
                    "{v} heeft het rapport geschreven.;De naam is {v}.;{v} neemt morgen deel aan de vergadering, niet Bob."}),
            Map.entry("tr", new String[] {"Yılmaz", "İsim {v} değil.;İsim {v} mi?;{v} değil.;Belki {v}.;{v}?;İsim muhtemelen {v}.",
                    "{v} raporu yazdı ve ekibe gönderdi.;{v} yarın toplantıya katılacak, Bob değil."}),
            Map.entry("ja", new String[] {"田中", "名前は{v}ではありません。;名前は{v}ですか？;名前はたぶん{v}です。;{v}ではないと思います。"
                    + ";{v}？;{v}かもしれません。",
                    "{v}さんが報告書を書きました。;名前は{v}です。;{v}さんは明日の会議に参加します。"}),
            Map.entry("zh", new String[] {"张三", "名字不是{v}。;名字是{v}吗？;名字可能是{v}。;不是{v}。;{v}？;也许是{v}。",
                    "{v}写了这份报告。;报告上的名字是{v}。;{v}明天会参加会议。"}),
            Map.entry("ko", new String[] {"김철수", "이름은 {v}이 아닙니다.;이름이 {v}인가요?;이름은 아마 {v}입니다.;{v}이 아닙니다.;{v}?"
                    + ";아마 {v}일 것입니다.",
                    "{v} 씨가 보고서를 작성했습니다.;이름은 {v}입니다.;{v} 씨는 내일 회의에 참석합니다."}));

    private static final String SCHEMA = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},\"age\":{\"type\":\"integer\"}},"
            + "\"required\":[\"name\"]}";
    /** The data of one member and of two. */
    private static final List<String> DATA = List.of("{\"name\": \"{v}\"}", "{\"name\": \"{v}\", \"age\": 36}");

    @Test
    void aFreeStringWrittenAgainAndTakenBack_isRefused_andOneSpokenOf_isKept() {
        AfterTheData tally = new AfterTheData();
        SAID.forEach((language, said) -> {
            String name = said[0];
            for (String data : DATA) {
                String d = data.replace("{v}", name);
                for (String s : said[1].split(";")) {
                    tally.expectAfter("taken back", language, SCHEMA, d, s.replace("{v}", name), false);
                }
                for (String s : said[2].split(";")) {
                    tally.expectAfter("kept", language, SCHEMA, d, s.replace("{v}", name), true);
                }
            }
        });
        tally.assertNone(600);
    }
}
