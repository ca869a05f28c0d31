package dev.outputguard.align;

import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A remark after the data saying the reply will change a thing other than its data later ({@code I will update the
 * docs later.}, {@code Ich aktualisiere die Doku später.}, {@code ドキュメントは後で更新します。}, {@code 我稍后会更新文档。}),
 * generated in each language's own sentences for each thing, after a fenced and a bare JSON value of one member (an
 * integer, an enum, a free string) and of three, in strict and repair mode: extract-json with {@code coerce} answers
 * all of them. A change later of the data itself, or of a thing and a value the data holds, is refused ({@code I will
 * update it later.}, {@code I will update the docs and 5 later.}). Counted per side and language.
 */
class ChangeOfAnotherThingLaterGeneratedTest {

    private static final String SCHEMA = "{\"type\":\"object\",\"properties\":{\"verdict\":{\"type\":\"string\",\"enum\":[\"pass\",\"fail\"]},"
            + "\"score\":{\"type\":\"integer\"},\"ok\":{\"type\":\"boolean\"}},\"required\":[\"verdict\",\"score\",\"ok\"]}";
    private static final String DATA = "{\"verdict\": \"pass\", \"score\": 7, \"ok\": true}";

    /** Per language: sentences of a change later ({@code {t}} the thing); the things; sentences changing the data ({@code {v}} its value). */
    private static final Map<String, String[]> SENTENCES = Map.ofEntries(
            Map.entry("en", new String[] {
                "I will update the {t} later.;I will fix the {t} later.;I will revise the {t} later.;The {t} will be updated later.",
                "docs;documentation;README;changelog;tests;wiki;ticket;comments;config;release notes",
                "I will update it later.;I will update the answer later.;I will update this later.;I will update the docs and {v} later."}),
            Map.entry("de", new String[] {"Ich werde die {t} später aktualisieren.;Die {t} wird später aktualisiert.",
                "Doku;Dokumentation;Beschreibung", "Ich werde die Antwort später aktualisieren."}),
            Map.entry("fr", new String[] {"Je mettrai à jour la {t} plus tard.;Je vais corriger la {t} plus tard.",
                "documentation;description;configuration", "Je mettrai à jour la réponse plus tard."}),
            Map.entry("es", new String[] {"Actualizaré la {t} más tarde.;Voy a actualizar la {t} más tarde.",
                "documentación;descripción;configuración", ""}),
            Map.entry("it", new String[] {"Aggiornerò la {t} più tardi.;Correggerò la {t} più tardi.",
                "documentazione;descrizione;configurazione", ""}),
            Map.entry("pt", new String[] {"Vou atualizar a {t} mais tarde.;Atualizarei a {t} mais tarde.",
                "documentação;descrição;configuração", ""}),
            Map.entry("nl", new String[] {"Ik zal de {t} later bijwerken.;Ik pas de {t} later aan.",
                "documentatie;beschrijving;configuratie", ""}),
            Map.entry("ja", new String[] {"{t}は後で更新します。;{t}は後ほど修正します。", "ドキュメント;テスト;コメント", "回答は後で更新します。"}),
            Map.entry("zh", new String[] {"我稍后会更新{t}。;{t}会在稍后更新。", "文档;测试;注释", "我稍后会更新答案。"}));

    @Test
    void aChangeLaterOfAThingOtherThanTheDataKeepsIt_oneOfTheDataDoesNot() {
        AfterTheData tally = new AfterTheData();
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            String[] s = entry.getValue();
            for (String template : s[0].split(";")) {
                for (String thing : s[1].split(";")) {
                    say(tally, "kept: another thing changed later", language, template.replace("{t}", thing), true);
                }
            }
            for (String sentence : s[2].isEmpty() ? new String[0] : s[2].split(";")) {
                say(tally, "refused: the data changed later", language, sentence, false);
            }
        }
        tally.assertNone(0);
    }

    private static void say(AfterTheData tally, String family, String language, String sentence, boolean kept) {
        tally.expect(family, language, sentence, kept);
        tally.expectAfter(family, language, SCHEMA, DATA, sentence.replace("{v}", "7"), kept);
    }
}
