package dev.outputguard.align;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data that says a member it holds is wrong, naming the member by its property's name or the head
 * word of it ({@code The score is wrong.}, {@code I got the verdict wrong.}, {@code Der Score ist falsch.},
 * {@code Le verdict est faux.}, {@code scoreは間違っています。}), generated in each language's own sentences after a
 * fenced and a bare JSON value of two members, for names plain, in snake case and in camel case, in strict and repair
 * mode: extract-json with {@code coerce} answers none of them. In Japanese, Chinese and Korean the member is named too
 * in those scripts ({@code スコアは間違っています。}, {@code 分数是错的。}, {@code 점수가 틀렸습니다.}), which no property's
 * name in Latin letters matches, and the reading fails closed. The same members said right, described, said not
 * wrong, said wrong as another's value or in another's words ({@code The original score was incorrect.}, {@code The
 * customer says the total is wrong.}), a word of wrongness qualifying another noun, or one that is the member's value
 * ({@code The grade is incorrect.} beside {@code {"grade": "incorrect"}}), keep the data. Counted per family and
 * language.
 */
class MemberSaidWrongAfterTheDataGeneratedTest {

    /** Schemas of two members, the data a reply writes for them, and the words naming each member in a remark. */
    private static final List<String[]> SHAPES = List.of(
            new String[] {"{\"type\":\"object\",\"properties\":{\"verdict\":{\"enum\":[\"pass\",\"fail\"]},"
                    + "\"score\":{\"type\":\"integer\"}},\"required\":[\"verdict\",\"score\"]}",
                    "{\"verdict\": \"pass\", \"score\": 7}", "verdict", "score"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"final_score\":{\"type\":\"number\"},"
                    + "\"label\":{\"type\":\"string\"}},\"required\":[\"final_score\",\"label\"]}",
                    "{\"final_score\": 0.8, \"label\": \"spam\"}", "score", "label"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"dueDate\":{\"type\":\"string\"},"
                    + "\"totalAmount\":{\"type\":\"number\"}},\"required\":[\"dueDate\",\"totalAmount\"]}",
                    "{\"dueDate\": \"2024-05-01\", \"totalAmount\": 120}", "date", "amount"});

    /** The member's words in Japanese, Chinese and Korean, in the order of the names above. */
    private static final Map<String, List<String>> CJK_NAMES = Map.of(
            "ja", List.of("判定", "スコア", "スコア", "ラベル", "期日", "金額"),
            "zh", List.of("判定", "分数", "分数", "标签", "日期", "金额"),
            "ko", List.of("판정", "점수", "점수", "레이블", "날짜", "금액"));

    /** Per language: sentences saying the member {@code {p}} is wrong, then (after {@code |}) plain ones keeping it. */
    private static final Map<String, String> SAID_WRONG = Map.ofEntries(
            Map.entry("en", "The {p} is wrong.;I think the {p} is wrong, but the rest of the answer is complete.;The {p} is incorrect.;{p} is inaccurate.;The {p} above is a mistake."
                    + ";I got the {p} wrong.;The {p} here was wrong.;The {p} is wrong because I misread the text."
                    + "|The {p} is right.;The {p} is correct.;The {p} counts passing tests only.;The {p} follows the rubric."
                    + ";The {p} is not wrong.;I don't think the {p} is wrong.;Let me know if the {p} is wrong."
                    + ";Score wrong items as 0 before adding up the {p}."
                    + ";The original {p} was incorrect; this one is recomputed.;The {p} is wrong only if the rubric changed."
                    + ";The customer says the {p} is wrong.;The email complains that the {p} is incorrect."),
            Map.entry("de", "Der {p} ist falsch.;Der {p} oben ist falsch.;Der {p} stimmt nicht.;Der {p} ist nicht korrekt."
                    + "|Der {p} ist richtig.;Der {p} folgt der Bewertung.;Der ursprüngliche {p} war falsch, dieser ist neu berechnet."),
            Map.entry("fr", "Le {p} est faux.;Le {p} ci-dessus est incorrect.;Le {p} est une erreur.;Le {p} n'est pas correct."
                    + "|Le {p} est correct.;Le {p} suit la grille.;Le client dit que le {p} est faux."),
            Map.entry("es", "El {p} es incorrecto.;El {p} está mal.;El {p} de arriba es un error."
                    + "|El {p} es correcto.;El {p} sigue la rúbrica.;El cliente dice que el {p} es incorrecto."),
            Map.entry("it", "Il {p} è sbagliato.;Il {p} sopra è errato.;Il {p} non è corretto."
                    + "|Il {p} è corretto.;Il {p} segue la griglia."),
            Map.entry("pt", "O {p} está errado.;O {p} acima é incorreto.;O {p} não está correto."
                    + "|O {p} está correto.;O {p} segue a rubrica."),
            Map.entry("nl", "De {p} is fout.;De {p} hierboven is onjuist.;De {p} klopt niet."
                    + "|De {p} is juist.;De {p} volgt de rubriek."),
            Map.entry("tr", "{p} yanlış.;{p} hatalıdır.;{p} doğru değil.|{p} yanlış cevapları saymaz.;{p} kurallara göre verildi."),
            Map.entry("ja", "{p}は間違っています。;{p}が誤りです。;{p}は正しくありません。"
                    + "|{p}は合格したテストだけを数えています。;間違った回答の数は{p}に含めていません。"
                    + ";顧客によると{p}は間違っています。;顧客は{p}が間違っていると言っています。"),
            Map.entry("zh", "{p}是错的。;{p}错了。;{p}不正确。|{p}只统计通过的测试。;错误的回答不计入{p}。;客户说{p}错了，要求退款。"),
            Map.entry("ko", "{p}가 틀렸습니다.;{p}는 잘못되었습니다.|{p}는 통과한 테스트만 셉니다.;틀린 답은 {p}에 포함하지 않습니다."));

    /**
     * Per language: a word of wrongness that is the data's value, and a sentence stating it of the member {@code {p}}
     * (not Italian {@code Il grade è sbagliato.} nor Dutch {@code De grade is fout.}, which other readings refuse).
     */
    private static final Map<String, String[]> VALUE_SAID = Map.of(
            "en", new String[] {"incorrect", "The {p} is incorrect."},
            "de", new String[] {"falsch", "Der {p} ist falsch."},
            "fr", new String[] {"faux", "Le {p} est faux."},
            "es", new String[] {"incorrecto", "El {p} es incorrecto."},
            "pt", new String[] {"errado", "O {p} está errado."},
            "tr", new String[] {"yanlış", "{p} yanlış."});

    private final AfterTheData tally = new AfterTheData();

    @Test
    void aRemarkSayingAMemberOfTheDataIsWrong_refusesIt() {
        for (var entry : SAID_WRONG.entrySet()) {
            String language = entry.getKey();
            String[] sides = entry.getValue().split("\\|", -1);
            int n = 0;
            for (String[] shape : SHAPES) {
                for (int m = 2; m < 4; m++, n++) {
                    List<String> names = CJK_NAMES.containsKey(language)
                            ? List.of(shape[m], CJK_NAMES.get(language).get(n)) : List.of(shape[m]);
                    for (String name : names) {
                        for (String sentence : sides[0].split(";")) {
                            tally.expectAfter("member said wrong", language, shape[0], shape[1], sentence.replace("{p}", name), false);
                        }
                        for (String sentence : sides[1].isEmpty() ? new String[0] : sides[1].split(";")) {
                            tally.expectAfter("kept: member said right or described", language, shape[0], shape[1],
                                    sentence.replace("{p}", name), true);
                        }
                    }
                }
            }
        }
        for (var entry : VALUE_SAID.entrySet()) {
            String word = entry.getValue()[0];
            String schema = "{\"type\":\"object\",\"properties\":{\"grade\":{\"enum\":[\"ok\",\"" + word + "\"]}},"
                    + "\"required\":[\"grade\"]}";
            tally.expectAfter("kept: the member's value stated", entry.getKey(), schema, "{\"grade\": \"" + word + "\"}",
                    entry.getValue()[1].replace("{p}", "grade"), true);
        }
        tally.assertNone(500);
    }
}
