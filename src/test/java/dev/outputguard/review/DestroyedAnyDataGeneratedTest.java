package dev.outputguard.review;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/**
 * A destroying word over any thing a product holds, not only the data the lexicon lists, above the verdict, fails the
 * pass: {@code The migration wipes the user avatars.}, {@code The draft posts are dropped when the queue is full.},
 * {@code Der Import überschreibt die Entwürfe.}, {@code マイグレーションで写真が消えます。}, {@code 迁移会清空评论。}. Generated
 * per language from sentences with a thing of no {@code data-held} word ({@code {x}}, {@code {X}}: avatars, photos,
 * comments, drafts, settings, translations) in each of {@link GeneratedReviews#PLACES}. The same sentence negated, fixed,
 * asked, said under a condition or of a bounded actor keeps the pass above a marker's, and so do descriptions of a
 * change that deletes code or what is meant to go ({@code Deletes the unused helper.}, {@code The PR drops support for
 * Node 14.}, {@code The job deletes expired sessions.}, {@code The warning is gone.}). Counted per language.
 */
class DestroyedAnyDataGeneratedTest {

    /** Per language: sentences of a thing destroyed, then (after {@code |}) the same kept. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The migration wipes {x}.;The cleanup job deletes {x}.;{X} are dropped when the queue is full."
                    + ";The import overwrites {x}.;{X} are truncated to 255 characters.;{X} are gone after the upgrade."
                    + ";Saving the form erases {x}.;Resetting the form purges {x} as well."
                    + "|{X} are not deleted.;The migration never wipes {x}.;Fixed: the import no longer overwrites {x}."
                    + ";A test checks that deleting a draft keeps {x}.;Should the cleanup also delete {x}?"
                    + ";If the user confirms, the job deletes {x}.;Only admins can delete {x}."),
            Map.entry("de", "Die Migration löscht {x}.;Der Import überschreibt {x}.;Der Aufräumjob leert {x}."
                    + ";{X} sind danach weg.;Beim Speichern gehen {x} verloren."
                    + "|Die Migration löscht {x} nicht.;Behoben: der Import überschreibt {x} nicht mehr."
                    + ";Nur Admins können {x} löschen."),
            Map.entry("fr", "La migration efface {x}.;L'import écrase {x}.;Le job de nettoyage supprime {x}."
                    + ";{X} sont perdus après la mise à jour."
                    + "|La migration n'efface jamais {x}.;Corrigé : l'import n'écrase plus {x}."
                    + ";Seuls les admins peuvent supprimer {x}."),
            Map.entry("es", "La migración borra {x}.;La importación sobrescribe {x}.;El job de limpieza elimina {x}."
                    + ";Al guardar se pierden {x}."
                    + "|La migración nunca borra {x}.;Corregido: la importación ya no sobrescribe {x}."
                    + ";Solo los admins pueden borrar {x}."),
            Map.entry("it", "La migrazione cancella {x}.;L'import sovrascrive {x}.;Il job di pulizia elimina {x}."
                    + ";Dopo l'aggiornamento {x} vanno persi."
                    + "|La migrazione non cancella mai {x}.;Corretto: l'import non sovrascrive più {x}."
                    + ";Solo gli admin possono cancellare {x}."),
            Map.entry("pt", "A migração apaga {x}.;A importação sobrescreve {x}.;O job de limpeza exclui {x}."
                    + ";{X} são perdidos após a atualização."
                    + "|A migração nunca apaga {x}.;Corrigido: a importação não sobrescreve mais {x}."
                    + ";Só os admins podem apagar {x}."),
            Map.entry("nl", "De migratie wist {x}.;De import overschrijft {x}.;De opschoonjob verwijdert {x}."
                    + ";{X} zijn na de update kwijt."
                    + "|De migratie wist {x} nooit.;Opgelost: de import overschrijft {x} niet meer."
                    + ";Alleen beheerders kunnen {x} verwijderen."),
            Map.entry("tr", "{X} siliniyor.;Migration sonrası {x} kayboluyor.;İçe aktarma sırasında {x} üzerine yazılıyor."
                    + "|{X} artık kaybolmuyor.;Yalnızca yöneticiler {x} siliyor."),
            Map.entry("ja", "マイグレーションで{x}が消えます。;{x}が削除されます。;インポートで{x}が上書きされます。"
                    + ";保存すると{x}が消去されます。"
                    + "|{x}は削除されません。;修正済み：以前は{x}が消えていました。;管理者のみが{x}を削除できます。"),
            Map.entry("zh", "迁移会清空{x}。;清理任务会删除{x}。;保存后{x}丢了。;导入会抹掉{x}。"
                    + "|迁移不会清空{x}。;已修复：导入之前会删除{x}。;只有管理员能删除{x}。"),
            Map.entry("ko", "마이그레이션 후 {x}가 사라집니다.;정리 작업이 {x}를 삭제합니다.;가져오기가 {x}를 덮어씁니다."
                    + "|{x}는 삭제되지 않습니다.;수정됨: 이전에는 {x}가 사라졌습니다.;관리자만 {x}를 삭제할 수 있습니다."));

    /** Per language: things a product holds that no {@code data-held} word names. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("the user avatars", "the attached photos", "the draft posts", "the saved settings",
                    "the translations", "the comments")),
            Map.entry("de", List.of("die Avatare", "die Fotos", "die Kommentare", "die Entwürfe")),
            Map.entry("fr", List.of("les avatars", "les photos", "les commentaires", "les brouillons")),
            Map.entry("es", List.of("los avatares", "las fotos", "los comentarios", "los borradores")),
            Map.entry("it", List.of("gli avatar", "le foto", "i commenti", "le bozze")),
            Map.entry("pt", List.of("os avatares", "as fotos", "os comentários", "os rascunhos")),
            Map.entry("nl", List.of("de avatars", "de foto's", "de reacties", "de concepten")),
            Map.entry("tr", List.of("avatarlar", "fotoğraflar", "yorumlar", "taslaklar")),
            Map.entry("ja", List.of("アバター", "写真", "コメント", "下書き")),
            Map.entry("zh", List.of("头像", "照片", "评论", "草稿")),
            Map.entry("ko", List.of("아바타", "사진", "댓글", "초안")));

    /** Per language: a change that deletes code or what is meant to go, or a destroying word in another sense. */
    private static final Map<String, String> KEPT = Map.ofEntries(
            Map.entry("en", "Deletes the unused helper.;The PR drops support for Node 14.;Removes the deprecated endpoint."
                    + ";The job deletes expired sessions.;Temporary files are deleted after the upload."
                    + ";This PR deletes the old script.;Drops the lodash dependency."
                    + ";Deletes the feature flag and its dead branch.;The warning is gone."
                    + ";Adds a delete button to the settings page.;Lost connections are retried."
                    + ";CPU usage drops to near zero at idle.;The lost-password page is restyled."
                    + ";The migration drops the helper."),
            Map.entry("de", "Löscht die Hilfsfunktion.;Der PR löscht das Feature-Flag.;Die Migration löscht die Hilfsfunktion."),
            Map.entry("fr", "Supprime la fonction utilitaire.;La PR supprime le feature flag."),
            Map.entry("es", "Elimina la función auxiliar.;El PR elimina el feature flag."),
            Map.entry("it", "Elimina la funzione di supporto.;La PR elimina il feature flag."),
            Map.entry("pt", "Exclui a função auxiliar.;O PR apaga o feature flag."),
            Map.entry("nl", "Verwijdert de hulpfunctie.;De PR verwijdert de feature flag."),
            Map.entry("tr", "Bu PR yardımcı fonksiyonu siliyor.;Geçici dosyalar derlemeden sonra siliniyor."),
            Map.entry("ja", "ヘルパー関数を削除しました。;このPRでフィーチャーフラグを削除しました。"),
            Map.entry("zh", "删除了辅助函数。;这个PR删除了功能开关。;现有测试覆盖了两条路径。"),
            Map.entry("ko", "헬퍼 함수를 삭제했습니다.;이 PR에서 기능 플래그를 삭제했습니다."));

    @Test
    void aThingDestroyed_failsThePass_andItNegatedFixedAskedBoundedOrCodeDeletedKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, THINGS, GeneratedReviews.MARKER_PLACES)
                .keep(KEPT, KEPT.keySet().stream().collect(Collectors.toMap(l -> l, l -> List.of("-"))),
                        GeneratedReviews.MARKER_PLACES)
                .assertSides("a thing destroyed", 400, "negated, fixed, asked, bounded, or code deleted", 250);
    }
}
