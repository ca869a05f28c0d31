package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A setting of the change said to take no effect above the verdict fails the pass: {@code The feature flag is
 * ignored.}, {@code The retry setting is not honored.}, {@code The config option has no effect.}, {@code Das
 * Feature-Flag wird ignoriert.}, {@code L'option n'a aucun effet.}, {@code 设置不生效。}, {@code 設定が反映されない。},
 * {@code 설정이 적용되지 않습니다.} Generated per language from a setting ({@code {x}}) and a phrase of no effect
 * ({@code {m}}), in each of {@link GeneratedReviews#PLACES}. The same phrase asked, quoted, in a condition opening its
 * sentence, in a time before the change, meant so, or said of what it does not touch keeps the pass above a marker's;
 * so do data the code is meant to skip ({@code Whitespace is ignored.}), a setting that is unknown or invalid
 * ({@code Unknown options are ignored.}), one no longer ignored or now honored. Counted per language.
 */
class SettingWithoutEffectGeneratedTest {

    /** Per language: sentences of a setting taking no effect, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The {x} {m}.;The {x} {m} in production.;In this PR the {x} {m}."
                    + "|Is the {x} {m}?;If the {x} {m}, the client falls back to the defaults.;Previously the {x} {m}; now"
                    + " it takes effect.;The {x} {m} by design.;The ticket said \"the {x} {m}\"."),
            Map.entry("de", "{X} {m}.;{X} {m}, auch nach dem Neustart.|{X} {m}?;Früher: {x} {m}.;{X} {m}, wie vorgesehen."),
            Map.entry("fr", "{X} {m}.;{X} {m} en production.|{X} {m} ?;Anciennement, {x} {m}.;{X} {m}, c'est voulu."),
            Map.entry("es", "{X} {m}.;{X} {m} en producción.|¿{X} {m}?;Anteriormente {x} {m}.;{X} {m} a propósito."),
            Map.entry("it", "{X} {m}.;{X} {m} in produzione.|{X} {m}?;Precedentemente {x} {m}.;{X} {m}, come previsto."),
            Map.entry("pt", "{X} {m}.;{X} {m} em produção.|{X} {m}?;Anteriormente {x} {m}.;{X} {m}, como previsto."),
            Map.entry("nl", "{X} {m}.;{X} {m} in productie.|{X} {m}?;Vroeger: {x} {m}.;{X} {m}, zoals bedoeld."),
            Map.entry("tr", "{X} {m}.;Üretimde {x} {m}.|{X} {m} mi?;Önceden {x} {m}.;{X} {m}, tasarım gereği."),
            Map.entry("ja", "{x}が{m}。;本番環境で{x}が{m}。|{x}が{m}か？;以前は{x}が{m}。;{x}が{m}のは仕様通りです。"),
            Map.entry("zh", "{x}{m}。;在生产环境中{x}{m}。|{x}{m}吗？;以前{x}{m}。;{x}{m}是按设计的。"),
            Map.entry("ko", "{x}이 {m}.;운영 환경에서 {x}이 {m}.|{x}이 {m}?;이전에는 {x}이 {m}.;{x}이 {m}, 의도한 대로."));

    /** Per language: the settings a review names, and the phrases saying one takes no effect. */
    private static final Map<String, List<List<String>>> WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("feature flag", "config option", "retry setting", "timeout", "rate limit",
                    "cache header", "`--dry-run` flag"),
                    List.of("is ignored", "is not picked up", "is not honored", "is not applied", "has no effect",
                            "does nothing", "is not enforced", "is not respected", "does not take effect", "is ineffective"))),
            Map.entry("de", List.of(List.of("das Feature-Flag", "die Option", "das Timeout", "die Einstellung", "der Header"),
                    List.of("wird ignoriert", "hat keine Wirkung", "wird nicht angewendet", "wird nicht berücksichtigt",
                            "ist wirkungslos", "greift nicht"))),
            Map.entry("fr", List.of(List.of("l'option", "le flag", "le réglage", "le paramètre", "la limite de débit"),
                    List.of("est ignoré", "n'a aucun effet", "n'est pas appliqué", "n'est pas pris en compte", "est sans effet",
                            "n'est pas respecté"))),
            Map.entry("es", List.of(List.of("la opción", "el flag", "el ajuste", "el parámetro", "el límite de tasa"),
                    List.of("se ignora", "no tiene efecto", "no se aplica", "no se respeta", "es ignorado", "no tiene ningún efecto"))),
            Map.entry("it", List.of(List.of("l'opzione", "il flag", "l'impostazione", "il parametro", "il timeout"),
                    List.of("viene ignorato", "non ha effetto", "non viene applicato", "non viene rispettato",
                            "non ha alcun effetto", "è ignorato"))),
            Map.entry("pt", List.of(List.of("a opção", "o flag", "a configuração", "o parâmetro", "o timeout"),
                    List.of("é ignorado", "não tem efeito", "não é aplicado", "não é respeitado", "não tem nenhum efeito"))),
            Map.entry("nl", List.of(List.of("de optie", "de vlag", "de instelling", "de parameter", "de timeout"),
                    List.of("wordt genegeerd", "heeft geen effect", "wordt niet toegepast", "wordt niet gerespecteerd",
                            "doet niets"))),
            Map.entry("tr", List.of(List.of("ayar", "seçenek", "bayrak", "zaman aşımı", "parametre"),
                    List.of("yok sayılıyor", "etkisiz", "hiçbir etki yapmıyor", "uygulanmıyor", "dikkate alınmıyor"))),
            Map.entry("ja", List.of(List.of("設定", "オプション", "フラグ", "キャッシュ設定", "ヘッダー"),
                    List.of("無視される", "無視されます", "反映されない", "反映されません", "適用されない", "効果がない"))),
            Map.entry("zh", List.of(List.of("设置", "选项", "开关", "超时配置", "参数"),
                    List.of("不生效", "没有生效", "被忽略", "没有起作用", "没有效果", "未生效"))),
            Map.entry("ko", List.of(List.of("설정", "옵션", "플래그", "헤더", "매개변수"),
                    List.of("무시됩니다", "적용되지 않습니다", "반영되지 않습니다", "효과가 없습니다"))));

    /** Per language: what the code is meant to skip or a setting meant to be ignored, said so; kept. */
    private static final Map<String, String> MEANT = Map.ofEntries(
            Map.entry("en", "{X} are ignored.;{X} are ignored by the parser.;The parser ignores {x}.;The config reader ignores {x}.;{X} are ignored, as the"
                    + " spec requires."),
            Map.entry("de", "{X} werden ignoriert.;Der Parser ignoriert {x}."),
            Map.entry("fr", "Les {x} sont ignorés.;Le parseur ignore les {x}."),
            Map.entry("es", "Los {x} se ignoran.;El parser ignora los {x}.;El lector de configuración ignora los {x}."),
            Map.entry("nl", "{X} worden genegeerd.;De parser negeert {x}."));

    private static final Map<String, List<String>> SKIPPED = Map.ofEntries(
            Map.entry("en", List.of("whitespace lines", "comments", "trailing commas", "blank lines", "unknown keys",
                    "unknown options", "invalid headers", "deprecated flags", "unrecognized parameters")),
            Map.entry("de", List.of("Kommentare", "Leerzeilen", "unbekannte Optionen", "ungültige Header")),
            Map.entry("fr", List.of("commentaires", "espaces", "options inconnues", "en-têtes invalides")),
            Map.entry("es", List.of("comentarios", "espacios", "opciones desconocidas", "encabezados inválidos")),
            Map.entry("nl", List.of("commentaren", "lege regels", "onbekende opties", "ongeldige headers")));

    /** Per language: a setting no longer ignored, now taking effect, or said of what it does not touch; kept. */
    private static final Map<String, String> TAKES = Map.ofEntries(
            Map.entry("en", "The {x} is no longer ignored.;The {x} is not ignored.;The {x} is now honored.;The {x} is"
                    + " applied.;The {x} has no effect on latency.;The {x} was ignored before; it is honored now.;Fixes the"
                    + " {x} being ignored.;The {x} is ignored when unset, by design.;The {x} reader ignores blank lines."),
            Map.entry("de", "{X} wird nicht mehr ignoriert.;{X} wird jetzt angewendet."),
            Map.entry("fr", "{X} n'est plus ignoré.;{X} est appliqué."),
            Map.entry("es", "{X} ya no se ignora.;{X} se aplica."),
            Map.entry("ja", "{x}が反映されました。;{x}が適用されています。"),
            Map.entry("zh", "{x}已生效。;{x}不再被忽略。"),
            Map.entry("ko", "{x}이 적용되었습니다.;{x}이 반영됩니다."));

    @Test
    void aSettingSaidToTakeNoEffect_failsThePass_andOneMeantPastNegatedOrSkippedDataKeepsIt() {
        new GeneratedReviews.Sides().decideOfTwo(SENTENCES, WORDS, GeneratedReviews.MARKER_PLACES)
                .keep(MEANT, SKIPPED, GeneratedReviews.MARKER_PLACES)
                .keep(TAKES, GeneratedReviews.firstWords(WORDS, TAKES.keySet()), GeneratedReviews.MARKER_PLACES)
                .assertSides("a setting said to take no effect", 500,
                        "a setting meant so, past, negated, asked, quoted, or data meant to be skipped", 300);
    }

}
