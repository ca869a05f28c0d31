package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A measure said beyond what it should be, above the verdict, fails the pass: {@code The timeout is too short.},
 * {@code Das Timeout ist zu kurz.}, {@code Le délai est trop court.}, {@code 超时时间太短。}, {@code タイムアウトが短すぎます。},
 * {@code 타임아웃이 너무 짧습니다.} Generated per language from sentences of a thing ({@code {x}}) said too far in each of
 * the language's measures ({@code {m}}), in each of {@link GeneratedReviews#PLACES}. The measure negated, put in a
 * condition, in a time before the change, or fixed keeps the pass above a marker's. Counted per language.
 */
class ExcessStatedGeneratedTest {

    /** Per language: sentences of a measure too far, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The {x} is too {m}.;The {x} is way too {m} for production.|The {x} is not too {m}.;If the {x} is too {m}, the job retries."
                    + ";The {x} was too {m} before; this PR fixes it.;Fixes the {x} being too {m}."),
            Map.entry("de", "Der {x} ist zu {m}.;Der {x} ist viel zu {m}.|Der {x} ist nicht zu {m}.;Wenn der {x} zu {m} ist, wiederholt der Job."),
            Map.entry("fr", "Le {x} est trop {m}.;Le {x} est beaucoup trop {m}.|Le {x} n'est pas trop {m}.;Si le {x} est trop {m}, le job réessaie."),
            Map.entry("es", "El {x} es demasiado {m}.|El {x} no es demasiado {m}.;Si el {x} es demasiado {m}, el job reintenta."),
            Map.entry("it", "Il {x} è troppo {m}.|Il {x} non è troppo {m}.;Se il {x} è troppo {m}, il job riprova."),
            Map.entry("pt", "O {x} é {m} demais.;O {x} é demasiado {m}.|O {x} não é {m} demais.;Se o {x} for {m} demais, o job tenta de novo."),
            Map.entry("nl", "De {x} is te {m}.;De {x} is veel te {m}.|De {x} is niet te {m}.;De {x} was eerder te {m}."),
            Map.entry("tr", "{X} çok fazla {m}.|"),
            Map.entry("ja", "{x}が{m}すぎます。;{x}は{m}すぎる。|{x}は{m}すぎません。"),
            Map.entry("zh", "{x}太{m}了。;{x}过{m}。|{x}不太{m}。"),
            Map.entry("ko", "{x}이 너무 {m}습니다.|{x}이 너무 {m}지 않습니다."));

    /** Per language: the things a review measures, and measures of the form its sentences take. */
    private static final Map<String, List<List<String>>> WORDS = Map.ofEntries(
            Map.entry("en", List.of(List.of("timeout", "page size", "retry interval", "cache TTL"),
                    List.of("short", "long", "large", "small", "slow", "aggressive", "strict"))),
            Map.entry("de", List.of(List.of("Timeout", "Cache-Zeitraum", "Abstand"), List.of("kurz", "lang", "groß", "klein", "langsam"))),
            Map.entry("fr", List.of(List.of("délai", "cache", "lot"), List.of("court", "long", "grand", "petit", "lent"))),
            Map.entry("es", List.of(List.of("timeout", "lote", "intervalo"), List.of("corto", "largo", "grande", "pequeño", "lento"))),
            Map.entry("it", List.of(List.of("timeout", "lotto", "intervallo"), List.of("breve", "lungo", "grande", "piccolo", "lento"))),
            Map.entry("pt", List.of(List.of("timeout", "lote", "intervalo"), List.of("curto", "longo", "grande", "pequeno", "lento"))),
            Map.entry("nl", List.of(List.of("timeout", "batch", "interval"), List.of("kort", "lang", "groot", "klein", "traag"))),
            Map.entry("tr", List.of(List.of("Zaman aşımı", "Sayfa boyutu", "Aralık"), List.of("kısa", "uzun", "büyük", "küçük", "yavaş"))),
            Map.entry("ja", List.of(List.of("タイムアウト", "ページサイズ", "間隔"), List.of("短", "長", "大き", "小さ", "遅"))),
            Map.entry("zh", List.of(List.of("超时时间", "分页大小", "重试间隔"), List.of("短", "长", "大", "小", "慢"))),
            Map.entry("ko", List.of(List.of("타임아웃", "페이지 크기", "재시도 간격"), List.of("짧", "길", "크", "작", "느리"))));

    @Test
    void aMeasureSaidTooFar_failsThePass_andOneNegatedPutOffOrFixedKeepsIt() {
        new GeneratedReviews.Sides().decideOfTwo(SENTENCES, WORDS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a measure said too far", 500, "a measure not too far, or put off", 200);
    }

}
