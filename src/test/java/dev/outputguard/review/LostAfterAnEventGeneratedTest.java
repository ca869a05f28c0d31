package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A thing destroyed after an event of using or changing the product, above the verdict, fails the pass as the same
 * thing destroyed plainly does: the event tells when the loss comes, no condition that may not be met
 * ({@code After the migration, {x} are gone.}, {@code 迁移后{x}都丢了。}, {@code 移行後に{x}が消えます。},
 * {@code Nach der Migration sind {x} weg.}). A condition proper ({@code if}, {@code unless}, {@code 如果}, {@code もし}),
 * a negation, a time before the change and a fix keep the pass; so does a word of fixing in the event
 * ({@code 修正後に…}, {@code after the fix, …}), as a word of resolving keeps a harm wherever it stands. Generated per
 * language from sentences with a thing of no {@code data-held} word ({@code {x}}), in each of
 * {@link GeneratedReviews#PLACES}. Counted per language.
 */
class LostAfterAnEventGeneratedTest {

    /** Per language: sentences of a thing destroyed after an event, then (after {@code |}) the same kept. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "After the migration, {x} are gone.;After the upgrade, {x} are deleted."
                    + ";Once the import finishes, {x} are lost.;Once saved, {x} are deleted."
                    + "|After the migration, no {x} are lost.;If the user confirms, the job deletes {x}."
                    + ";Fixed: after the migration {x} were gone."),
            Map.entry("de", "Nach der Migration sind {x} gelöscht.;Nach dem Update werden {x} gelöscht."
                    + ";Nach dem Import gehen {x} verloren."
                    + "|Nach der Migration sind {x} nicht weg.;Wenn der Nutzer bestätigt, löscht der Job {x}."),
            Map.entry("fr", "Après la migration, {x} sont perdus.;Après la mise à jour, {x} sont supprimés."
                    + "|Après la migration, {x} ne sont pas perdus.;Si l'utilisateur confirme, le job supprime {x}."),
            Map.entry("es", "Después de la migración se pierden {x}.;Tras la actualización se pierden {x}."
                    + "|Después de la migración no se pierden {x}.;Si el usuario confirma, el job borra {x}."),
            Map.entry("it", "Dopo la migrazione {x} vanno persi.;Dopo l'aggiornamento {x} vengono cancellati."
                    + "|Dopo la migrazione {x} non vanno persi.;Se l'utente conferma, il job cancella {x}."),
            Map.entry("pt", "Depois da migração, {x} são perdidos.;Após a atualização, {x} são apagados."
                    + "|Depois da migração, {x} não são perdidos."),
            Map.entry("nl", "Na de migratie zijn {x} kwijt.;Na de update worden {x} gewist."
                    + "|Na de migratie zijn {x} niet kwijt.;Als de gebruiker bevestigt, wist de job {x}."),
            Map.entry("tr", "Migration sonrasında {x} kayboluyor.;Güncellemeden sonra {x} siliniyor."
                    + "|Migration sonrasında {x} kaybolmuyor."),
            Map.entry("ja", "移行後に{x}が消えます。;完了後に{x}が削除されます。;マイグレーション後に{x}が消えます。;対応後に{x}が消えます。"
                    + "|移行後も{x}は消えません。;もしユーザーが確認したら、ジョブが{x}を削除します。"),
            Map.entry("zh", "迁移后{x}都丢了。;完成后{x}会被删除。;一旦迁移，{x}就会丢失。;升级后{x}都丢了。"
                    + "|迁移后{x}不会丢失。;如果用户确认，任务会删除{x}。"),
            Map.entry("ko", "마이그레이션 후 {x}가 사라집니다.;완료 후 {x}가 삭제됩니다.;업데이트 후에 {x}가 사라집니다."
                    + "|마이그레이션 후에도 {x}는 사라지지 않습니다.;사용자가 확인하면 작업이 {x}를 삭제합니다."));

    /** Per language: things a product holds that no {@code data-held} word names. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("the user avatars", "the attached photos", "the draft posts")),
            Map.entry("de", List.of("die Avatare", "die Fotos", "die Entwürfe")),
            Map.entry("fr", List.of("les avatars", "les brouillons")),
            Map.entry("es", List.of("los avatares", "los borradores")),
            Map.entry("it", List.of("gli avatar", "i commenti")),
            Map.entry("pt", List.of("os avatares", "os rascunhos")),
            Map.entry("nl", List.of("de avatars", "de concepten")),
            Map.entry("tr", List.of("avatarlar", "taslaklar")),
            Map.entry("ja", List.of("アバター", "写真", "下書き")),
            Map.entry("zh", List.of("头像", "照片", "草稿")),
            Map.entry("ko", List.of("아바타", "사진", "초안")));

    @Test
    void aThingLostAfterAnEvent_failsThePass_andAConditionANegationOrAFixKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, THINGS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a thing lost after an event", 150, "a condition, a negation or a fix", 60);
    }
}
