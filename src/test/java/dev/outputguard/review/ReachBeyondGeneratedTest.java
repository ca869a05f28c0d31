package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * An action of the change stated to reach more than its target, above the verdict, fails the pass: {@code Deleting a
 * project also deletes every other project owned by the same team.}, {@code Logging out on one device signs out every
 * user on the server.}, {@code Der Job leert den gesamten Bucket.}, {@code 他のすべてのプロジェクトも削除します。}.
 * Generated per language from sentences with a subject ({@code {x}}, {@code {X}}), a verb of deleting, sending,
 * signing out or resetting, and a reach beyond the target ({@code every other}, {@code the whole}, {@code every user},
 * {@code tous les autres}, {@code 整个}, {@code 다른 모든}), in each of {@link GeneratedReviews#PLACES}. The same reach
 * bounded to what is meant ({@code its own}, {@code who opted in}, {@code only}), taken back, from before the change,
 * fixed, asked, in a condition or a test, or with no such action ({@code updates every row of the new table},
 * {@code runs the linter on the whole repo}) keeps the pass above a marker's. Counted per language.
 */
class ReachBeyondGeneratedTest {

    /** Per language: sentences of an action reaching beyond its target, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} deletes every other project owned by the same team.;{X} signs out every user on the server."
                    + ";{X} wipes the whole bucket, not only tmp/."
                    + ";{X} emails the full customer list to the whole engineering mailing list."
                    + ";{X} sends each message to every subscriber of the tenant rather than only to the recipient."
                    + ";{X} now resets the password of every user.;{X} revokes the tokens of all users."
                    + ";{X} overwrites the settings of every other team.;{X} notifies everyone in the organization."
                    + ";{X} deletes the entire bucket."
                    + "|{X} deletes its own files.;{X} sends the digest to every subscriber who opted in."
                    + ";{X} signs out only the current device.;Previously {x} signed out every user."
                    + ";Fixes a bug where {x} signed out every user.;Does {x} sign out every user?"
                    + ";{X} no longer deletes every other project.;{X} never emails the whole list."
                    + ";{X} updates every row of the new table.;No other project is touched by {x}."
                    + ";{X} runs the linter on the whole repo.;Every user gets the new default theme from {x}, as the ticket asks."
                    + ";The test checks that {x} does not sign out every user."
                    + ";If the account is closed, {x} deletes every other session."),
            Map.entry("de", "{X} löscht alle anderen Projekte des Teams.;{X} meldet alle Nutzer auf dem Server ab."
                    + ";{X} leert den gesamten Bucket, nicht nur tmp/."
                    + ";{X} sendet die Kundenliste an die gesamte Entwicklungsabteilung."
                    + ";{X} schickt jede Nachricht an alle Abonnenten statt nur an den Empfänger."
                    + "|{X} löscht nur die eigenen Dateien.;{X} meldet nicht mehr alle Nutzer ab."
                    + ";Meldet {x} alle Nutzer ab?;Früher löschte {x} den gesamten Bucket."),
            Map.entry("fr", "{X} supprime tous les autres projets de l'équipe.;{X} déconnecte tous les utilisateurs du serveur."
                    + ";{X} efface l'ensemble du bucket, pas seulement tmp/."
                    + ";{X} envoie la liste des clients à l'ensemble de l'équipe d'ingénierie."
                    + ";{X} réinitialise le mot de passe de tous les utilisateurs."
                    + "|{X} supprime uniquement ses propres fichiers.;{X} ne déconnecte plus tous les utilisateurs."
                    + ";{X} déconnecte-t-il tous les utilisateurs ?"),
            Map.entry("es", "{X} borra todos los demás proyectos del equipo.;{X} desconecta a todos los usuarios del servidor."
                    + ";{X} borra el bucket completo, no solo tmp/."
                    + ";{X} envía la lista de clientes a todo el equipo de ingeniería."
                    + ";{X} envía cada mensaje a todos los suscriptores del tenant en lugar de solo al destinatario."
                    + "|{X} borra solo sus propios archivos.;{X} ya no desconecta a todos los usuarios."
                    + ";¿{X} desconecta a todos los usuarios?"),
            Map.entry("it", "{X} elimina tutti gli altri progetti del team.;{X} disconnette tutti gli utenti dal server."
                    + ";{X} svuota l'intero bucket, non solo tmp/."
                    + ";{X} invia la lista dei clienti a tutto il team di ingegneria."
                    + ";{X} invia ogni messaggio a tutti gli iscritti del tenant invece che solo al destinatario."
                    + "|{X} elimina solo i propri file.;{X} non disconnette più tutti gli utenti."
                    + ";{X} disconnette tutti gli utenti?"),
            Map.entry("pt", "{X} apaga todos os outros projetos da equipe.;{X} desconecta todos os usuários do servidor."
                    + ";{X} envia a lista de clientes para toda a equipe de engenharia."
                    + ";{X} envia cada mensagem para todos os assinantes do tenant em vez de apenas para o destinatário."
                    + ";{X} redefine a senha de todos os usuários."
                    + "|{X} apaga apenas os próprios arquivos.;{X} não desconecta mais todos os usuários."
                    + ";{X} desconecta todos os usuários?"),
            Map.entry("nl", "{X} verwijdert alle andere projecten van het team.;{X} wist de hele bucket, niet alleen tmp/."
                    + ";{X} stuurt de klantenlijst naar de hele engineeringafdeling."
                    + ";{X} stuurt elk bericht naar alle abonnees van de tenant in plaats van alleen naar de ontvanger."
                    + ";{X} reset het wachtwoord van alle gebruikers."
                    + "|{X} verwijdert alleen de eigen bestanden.;{X} stuurt de nieuwsbrief niet meer naar alle gebruikers."
                    + ";Stuurt {x} iets naar alle gebruikers?"),
            Map.entry("tr", "{X} ekibin diğer tüm projelerini siliyor.;{X} sunucudaki tüm kullanıcıların oturumlarını kapatıyor."
                    + ";{X} müşteri listesini tüm mühendislik ekibine gönderiyor."
                    + ";{X} her mesajı kiracının tüm abonelerine gönderiyor.;{X} tüm kullanıcıların şifresini sıfırlıyor."
                    + "|{X} yalnızca kendi dosyalarını siliyor.;{X} tüm kullanıcıların oturumlarını kapatıyor mu?"),
            Map.entry("ja", "{X}が他のすべてのプロジェクトも削除します。;{X}でサーバー上の全ユーザーがログアウトされます。"
                    + ";{X}がバケット全体を削除します。;{X}が顧客リストをエンジニアリング部門の全員にメール送信します。"
                    + ";{X}が各メッセージをテナントのすべての購読者に送信します。"
                    + "|{X}は自分のファイルのみ削除します。;{X}は全ユーザーをログアウトさせません。"
                    + ";{X}で全ユーザーがログアウトされますか？"),
            Map.entry("zh", "{X}会删除团队的所有其他项目。;{X}会让服务器上的所有用户登出。;{X}会清空整个存储桶。"
                    + ";{X}把客户名单发送给整个工程团队。;{X}把每条消息推送给租户的所有订阅者。"
                    + "|{X}只删除自己的文件。;{X}不再让所有用户登出。;{X}会让所有用户登出吗？"),
            Map.entry("ko", "{X}가 팀의 다른 모든 프로젝트를 삭제합니다.;{X}가 서버의 모든 사용자를 로그아웃시킵니다."
                    + ";{X}가 버킷 전체를 삭제합니다.;{X}가 고객 목록을 엔지니어링 팀 전체에 전송합니다."
                    + ";{X}가 각 메시지를 테넌트의 모든 구독자에게 발송합니다."
                    + "|{X}는 자신의 파일만 삭제합니다.;{X}는 더 이상 모든 사용자를 로그아웃시키지 않습니다."
                    + ";{X}가 모든 사용자를 로그아웃시키나요?"));

    /** Per language: what does the action, the verbs' subject. */
    private static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("the cleanup job", "the worker", "the nightly job")),
            Map.entry("de", List.of("der Cleanup-Job", "der Worker", "der nächtliche Job")),
            Map.entry("fr", List.of("le job de nettoyage", "le worker", "le job nocturne")),
            Map.entry("es", List.of("el job de limpieza", "el worker", "el job nocturno")),
            Map.entry("it", List.of("il job di pulizia", "il worker", "il job notturno")),
            Map.entry("pt", List.of("o job de limpeza", "o worker", "o job noturno")),
            Map.entry("nl", List.of("de opschoonjob", "de worker", "de nachtelijke job")),
            Map.entry("tr", List.of("Temizleme işi", "Worker", "Gece işi")),
            Map.entry("ja", List.of("クリーンアップジョブ", "ワーカー", "夜間バッチ")),
            Map.entry("zh", List.of("清理任务", "工作进程", "夜间任务")),
            Map.entry("ko", List.of("정리 작업", "워커", "야간 배치")));

    @Test
    void anActionReachingBeyondItsTarget_failsThePass_andOneBoundedTakenBackPastAskedOrWithoutSuchActionKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, SUBJECTS, GeneratedReviews.MARKER_PLACES)
                .assertSides("an action reaching beyond its target", 500, "one bounded, taken back, past, asked or plain",
                        150);
    }
}
