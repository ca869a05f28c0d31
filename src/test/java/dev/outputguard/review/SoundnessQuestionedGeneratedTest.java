package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A yes-or-no question whether the change is sound, works, was checked or a check ran, left open above the verdict,
 * fails the pass: {@code Is this safe?}, {@code Does it compile?}, {@code Wurde das getestet?}, {@code Est-ce sûr ?},
 * {@code ¿Pasan los tests?}, {@code 安全ですか？}, {@code 테스트했나요?}, {@code Bu güvenli mi?}. Generated per language from
 * questions about a thing ({@code {x}}), in each of {@link GeneratedReviews#PLACES}. A request or a suggestion phrased
 * as a question, a question answered on its line, a question of why or how, and a quoted one keep the pass above a
 * marker's. Counted per language.
 */
class SoundnessQuestionedGeneratedTest {

    /** Per language: questions left open, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "Is {x} safe?;Is {x} thread-safe?;Does {x} compile?;Was {x} tested?;Has {x} been tested?"
                    + ";Does {x} work?;Is {x} correct?;Did the tests for {x} run?;Is {x} safe? Does it compile?"
                    + "|Could you add a test for {x}?;Can we rename {x}?;Is {x} safe? Yes: the input is escaped."
                    + ";Did the tests for {x} run? They did, all green.;Why not use a map in {x}?;Maybe rename {x} to fetchAll?"
                    + ";Should we make {x} thread-safe?;How does {x} work?;The ticket asks \"Is {x} safe?\" and it is."),
            Map.entry("de", "Ist {x} sicher?;Ist {x} threadsicher?;Wurde {x} getestet?;Kompiliert {x}?;Funktioniert {x}?"
                    + ";Laufen die Tests für {x} durch?"
                    + "|Könntest du einen Test für {x} ergänzen?;Ist {x} sicher? Ja, die Eingabe wird escaped."
                    + ";Warum nicht {x} umbenennen?;Vielleicht {x} umbenennen?"),
            Map.entry("fr", "Est-ce que {x} est sûr ?;{X} est-il sûr ?;Est-ce que {x} compile ?;{X} a-t-il été testé ?"
                    + ";Est-ce que {x} fonctionne ?"
                    + "|Pourriez-vous ajouter un test pour {x} ?;{X} est-il sûr ? Oui, l'entrée est échappée."
                    + ";Pourquoi pas renommer {x} ?;Peut-être renommer {x} ?"),
            Map.entry("es", "¿Es seguro {x}?;¿{X} es seguro?;¿Compila {x}?;¿Se ha probado {x}?;¿Funciona {x}?"
                    + ";¿Pasan los tests de {x}?"
                    + "|¿Podrías añadir un test para {x}?;¿Es seguro {x}? Sí, la entrada se escapa.;¿Por qué no renombrar {x}?"),
            Map.entry("it", "{X} è sicuro?;{X} compila?;{X} è stato testato?;{X} funziona?"
                    + "|Potresti aggiungere un test per {x}?;{X} è sicuro? Sì, l'input viene escapato.;Perché non rinominare {x}?"),
            Map.entry("pt", "{X} é seguro?;{X} compila?;{X} foi testado?;{X} funciona?"
                    + "|Você poderia adicionar um teste para {x}?;{X} é seguro? Sim, a entrada é escapada.;Por que não renomear {x}?"),
            Map.entry("nl", "Is {x} veilig?;Compileert {x}?;Is {x} getest?;Werkt {x}?"
                    + "|Kun je een test voor {x} toevoegen?;Is {x} veilig? Ja, de invoer wordt ge-escaped.;Waarom {x} niet hernoemen?"),
            Map.entry("tr", "{X} güvenli mi?;{X} derleniyor mu?;{X} test edildi mi?;{X} çalışıyor mu?"
                    + "|{X} güvenli mi? Evet, girdi kaçışlanıyor.;Belki {x} yeniden adlandırılabilir?"),
            Map.entry("ja", "{x}は安全ですか？;{x}はスレッドセーフですか？;{x}はテスト済みですか？;{x}はコンパイルできますか？"
                    + "|{x}のテストを追加していただけますか？;{x}は安全ですか？はい、入力はエスケープされています。"
                    + ";なぜ{x}をキャッシュしないのですか？"),
            Map.entry("zh", "{x}安全吗？;{x}是线程安全的吗？;{x}测试过吗？;{x}能编译吗？"
                    + "|能否给{x}加个测试？;{x}安全吗？是的，输入已经转义。;为什么不缓存{x}？"),
            Map.entry("ko", "{x}은 안전한가요?;{x}은 테스트했나요?;{x}은 컴파일되나요?;{x}은 작동하나요?"
                    + "|{x}에 대한 테스트를 추가해 주시겠어요?;{x}은 안전한가요? 네, 입력이 이스케이프됩니다.;왜 {x}을 캐시하지 않나요?"));

    /** Per language: the things a review asks about. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("this", "the migration", "the new cache", "the retry logic", "the parser")),
            Map.entry("de", List.of("das", "die Migration", "der neue Cache", "der Parser")),
            Map.entry("fr", List.of("le parseur", "le nouveau cache", "le script de migration", "ce code")),
            Map.entry("es", List.of("el parser", "el nuevo caché", "el script de migración", "este cambio")),
            Map.entry("it", List.of("il parser", "il nuovo cache", "lo script di migrazione", "questo codice")),
            Map.entry("pt", List.of("o parser", "o novo cache", "o script de migração", "este código")),
            Map.entry("nl", List.of("de parser", "de nieuwe cache", "het migratiescript", "deze wijziging")),
            Map.entry("tr", List.of("bu değişiklik", "ayrıştırıcı", "yeni önbellek", "göç betiği")),
            Map.entry("ja", List.of("この変更", "パーサー", "新しいキャッシュ", "移行スクリプト")),
            Map.entry("zh", List.of("这个改动", "解析器", "新缓存", "迁移脚本")),
            Map.entry("ko", List.of("이 변경", "파서", "새 캐시", "마이그레이션 스크립트")));

    @Test
    void aSoundnessQuestionLeftOpen_failsThePass_andARequestOrAnAnsweredOneKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, THINGS, GeneratedReviews.MARKER_PLACES)
                .assertSides("the change's soundness asked and left open", 400,
                        "a request, a question answered or about something else", 200);
    }
}
