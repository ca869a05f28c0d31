package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Two ways a sentence's bounds were misread in Chinese, Japanese and Korean, generated over every reading of a
 * destroyed thing and its keeps.
 * <p>
 * A tool's or a brand's token written in Latin letters with its own {@code !} ({@code npm ERR!}, {@code Yahoo!}),
 * bound into a sentence by a particle ({@code Yahoo! 的评论}, {@code Yahoo! の写真}, {@code Yahoo!의 사진}), ends no
 * sentence: every sentence reads as it does with the plain noun, a thing destroyed still fails the pass and a negated,
 * fixed, bounded or earlier one still keeps it ({@code 以前的 npm ERR! …}). An exclamation closing praise
 * ({@code 代码很好 LGTM! 但是…}) still ends its sentence.
 * <p>
 * The code praised in another clause of the sentence ({@code 代码很好，但是迁移会清空评论。}, {@code 迁移会清空评论，代码很好。})
 * is no code the destroying word acts on: the thing destroyed fails the pass in every language; code deleted in the
 * destroying word's own clause keeps it. Counted per language.
 */
class TokenInUnspacedSentenceGeneratedTest {

    /** Per language: sentences of a thing destroyed, then (after {@code |}) the same kept. */
    private static final Map<String, String> TOKEN_SENTENCES = Map.ofEntries(
            Map.entry("zh", "迁移会清空{x}。;清理任务会删除{x}。;导入会抹掉{x}。;保存以后{x}丢了。"
                    + "|迁移不会清空{x}。;已修复：导入之前会删除{x}。;只有管理员能删除{x}。;{x}不会被删除。"),
            Map.entry("ja", "マイグレーションで{x}が消えます。;{x}が削除されます。;インポートで{x}が上書きされます。"
                    + ";保存すると{x}が消去されます。"
                    + "|{x}は削除されません。;修正済み：以前は{x}が消えていました。;管理者のみが{x}を削除できます。"),
            Map.entry("ko", "마이그레이션 후 {x}가 사라집니다.;정리 작업이 {x}를 삭제합니다.;가져오기가 {x}를 덮어씁니다."
                    + "|{x}는 삭제되지 않습니다.;수정됨: 이전에는 {x}가 사라졌습니다.;관리자만 {x}를 삭제할 수 있습니다."));

    /** Per language: a plain noun, then the same bound to a token that closes on its own {@code !}. */
    private static final Map<String, List<String>> TOKEN_THINGS = Map.ofEntries(
            Map.entry("zh", List.of("评论", "照片", "Yahoo! 的评论", "Jeopardy! 的照片", "Yahoo!的草稿")),
            Map.entry("ja", List.of("写真", "コメント", "Yahoo! の写真", "Jeopardy! のコメント", "Yahoo!の下書き")),
            Map.entry("ko", List.of("사진", "댓글", "Yahoo!의 사진", "Jeopardy!의 댓글")));

    /** Per language: a time before the change or a token's own words, a token between them and the thing. */
    private static final Map<String, String> TOKEN_KEPT = Map.ofEntries(
            Map.entry("zh", "以前的 npm ERR! 已经消失了。;修复之前 Yahoo! 的照片会丢失。"),
            Map.entry("ja", "以前は npm ERR! が出ていましたが、今は消えました。;修正済み：以前は npm ERR! で写真が消えていました。"),
            Map.entry("ko", "이전의 npm ERR! 오류는 사라졌습니다.;수정됨: 이전에는 Yahoo!의 사진이 사라졌습니다."));

    /** Per language: praise of the code, said before a thing destroyed ({@code {p}, {s}}) and after it. */
    private static final Map<String, String> PRAISE = Map.ofEntries(
            Map.entry("en", "The code is clean, but {s};{s} The code is clean, though."),
            Map.entry("de", "Der Code ist sauber, aber {s};{s} Der Code ist aber sauber."),
            Map.entry("fr", "Le code est propre, mais {s};{s} Le code est propre, cela dit."),
            Map.entry("es", "El código está limpio, pero {s};{s} El código está limpio, eso sí."),
            Map.entry("it", "Il codice è pulito, ma {s};{s} Il codice è pulito, però."),
            Map.entry("pt", "O código está limpo, mas {s};{s} O código está limpo, porém."),
            Map.entry("nl", "De code is netjes, maar {s};{s} De code is wel netjes."),
            Map.entry("tr", "Kod temiz, ama {s};{s} Kod temiz ama."),
            Map.entry("ja", "コードは読みやすいですが、{s};{s}コードは読みやすいです。"),
            Map.entry("zh", "代码很好，但是{s};代码写得很清楚，{s};{s}代码很好。"),
            Map.entry("ko", "코드는 깔끔하지만 {s};{s} 코드는 깔끔합니다."));

    /**
     * Per language: things destroyed, each its sentence whole (a thing no list names, and data the lexicon lists where
     * a second is given), then (after {@code |}) a clause deleting code, which keeps.
     */
    private static final Map<String, String> DESTROYED = Map.ofEntries(
            Map.entry("en", "the migration wipes the comments.;the migration wipes the customer addresses.|the PR deletes the unused helper."),
            Map.entry("de", "die Migration löscht die Kommentare.;die Migration löscht die Kundenadressen.|der PR löscht die Hilfsfunktion."),
            Map.entry("fr", "la migration efface les commentaires.;la migration efface les adresses des clients.|la PR supprime la fonction utilitaire."),
            Map.entry("es", "la migración borra los comentarios.;la migración borra las direcciones de los clientes.|el PR elimina la función auxiliar."),
            Map.entry("it", "la migrazione cancella i commenti.|la PR elimina la funzione di supporto."),
            Map.entry("pt", "a migração apaga os comentários.|o PR exclui a função auxiliar."),
            Map.entry("nl", "de migratie wist de reacties.|de PR verwijdert de hulpfunctie."),
            Map.entry("tr", "migration sonrası yorumlar kayboluyor.|bu PR yardımcı fonksiyonu siliyor."),
            Map.entry("ja", "マイグレーションでコメントが消えます。;マイグレーションで顧客の住所が消えます。|このPRでヘルパー関数を削除しました。"),
            Map.entry("zh", "迁移会清空评论。;迁移会清空客户地址。|这个PR删除了辅助函数。"),
            Map.entry("ko", "마이그레이션 후 댓글이 사라집니다.|이 PR에서 헬퍼 함수를 삭제했습니다."));

    @Test
    void aTokenBoundIntoItsSentence_endsNoSentence_andEachReadingAnswersAsWithThePlainNoun() {
        new GeneratedReviews.Sides().decide(TOKEN_SENTENCES, TOKEN_THINGS, GeneratedReviews.MARKER_PLACES)
                .keep(TOKEN_KEPT, Map.of("zh", List.of("-"), "ja", List.of("-"), "ko", List.of("-")),
                        GeneratedReviews.MARKER_PLACES)
                .assertSides("a thing destroyed, a token bound beside it", 150,
                        "negated, fixed, bounded or earlier, a token bound beside it", 100);
    }

    @Test
    void codePraisedInAnotherClause_keepsNoThingDestroyed_andCodeDeletedInItsOwnClauseKeeps() {
        GeneratedReviews.Sides sides = new GeneratedReviews.Sides();
        PRAISE.forEach((language, praises) -> {
            String[] destroyed = DESTROYED.get(language).split("\\|");
            for (String praise : praises.split(";")) {
                for (String s : destroyed[0].split(";")) {
                    sides.family.decide(sides.decider, language, GeneratedReviews.PLACES, sentence(praise, s),
                            Verdict.FAIL);
                }
                sides.plain.decide(sides.decider, language, GeneratedReviews.MARKER_PLACES,
                        sentence(praise, destroyed[1]), Verdict.PASS);
            }
        });
        sides.assertSides("a thing destroyed beside the code praised", 100, "code deleted beside the code praised", 45);
    }

    /** {@code praise} with {@code s} at its {@code {s}}, opening with a capital. */
    private static String sentence(String praise, String s) {
        String filled = praise.startsWith("{s}") ? Character.toUpperCase(s.charAt(0)) + s.substring(1) : s;
        return praise.replace("{s}", filled);
    }
}
