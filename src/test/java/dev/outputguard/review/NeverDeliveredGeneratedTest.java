package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * What the feature should deliver, send, save or show said never to happen or no longer to, above the verdict, fails
 * the pass: {@code The confirmation email is never sent.}, {@code Push notifications no longer arrive on Android.},
 * {@code The webhook is not delivered anymore.}, {@code Die Abmeldungen werden nicht mehr gespeichert.},
 * {@code L'e-mail n'est jamais envoyé.}, {@code 確認メールが送信されなくなりました。}, {@code 确认邮件从未发送。}.
 * Generated per language from sentences with a thing delivered ({@code {x}}, {@code {X}}: the confirmation email, the
 * webhook) and a word of time that denies its occurrence over a verb of delivery, in each of
 * {@link GeneratedReviews#PLACES}. The same sentences kept: what is never sent is a secret or goes where it must not, a
 * repeat, a harm or a cost stopped, a condition or a meaning so, a time before the change or a fix, a test, or the
 * delivery said plainly, keep the pass above a marker's. Counted per language.
 */
class NeverDeliveredGeneratedTest {

    /** Per language: sentences of a delivery denied by a word of time, then (after {@code |}) sentences that keep a pass. */
    static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} is never sent.;{X} is no longer sent.;{X} is not delivered anymore.;{X} never arrives."
                    + ";{X} no longer arrives on Android.;The form no longer saves {x}.;{X} is never stored."
                    + ";{X} is never shown to the user.;{X} is no longer displayed.;{X} is never triggered."
                    + ";The user never receives {x}.;{X} is never registered.;{X} no longer gets delivered after the change."
                    + "|The password is never sent with {x}.;The API token is no longer sent in {x}.;{X} is no longer sent twice."
                    + ";Duplicate copies of {x} are no longer sent.;{X} no longer shows the stack trace."
                    + ";The error no longer shows in {x}.;In dry-run mode {x} is never sent.;If the user opts out, {x} is never sent."
                    + ";Before this fix, {x} was never sent.;Fixed: {x} was never sent.;A test checks that {x} is sent."
                    + ";{X} is now sent.;{X} is sent on every signup.;{X} is never sent to unsubscribed users."
                    + ";{X} is no longer sent every second.;{X} no longer loads fully into memory.;{X} is never sent by design."
                    + ";{X} no longer needs a deploy.;{X} never blocks the request.;The crash no longer reproduces."
                    + ";{X} is no longer sent a day early.;{X} no longer shows the customer's phone number."),
            Map.entry("de", "{X} wird nie versendet.;{X} wird nicht mehr gesendet.;{X} kommt nicht mehr an."
                    + ";{X} wird nicht mehr gespeichert.;{X} wird niemals angezeigt.;{X} wird nie zugestellt."
                    + "|Das Passwort wird nie mit {x} gesendet.;{X} wird nicht mehr doppelt gesendet.;{X} wird jetzt gesendet."
                    + ";Vor diesem Fix wurde {x} nie gesendet.;Im Testmodus wird {x} nie gesendet.;Der Fehler in {x} tritt nicht mehr auf."
                    + ";{X} kommt nicht mehr einen Tag zu spät.;{X} wird nicht mehr jede Sekunde gesendet."),
            Map.entry("fr", "{X} n'est jamais envoyé.;{X} n'est plus envoyé.;{X} n'arrive plus.;{X} n'est plus enregistré."
                    + ";{X} ne s'affiche plus.;{X} n'est jamais livré."
                    + "|Le mot de passe n'est jamais envoyé avec {x}.;{X} n'est plus envoyé en double.;{X} est maintenant envoyé."
                    + ";Avant ce correctif, {x} n'était jamais envoyé.;L'erreur n'apparaît plus dans {x}.;{X} envoie plus de données."),
            Map.entry("es", "{X} ya no se envía.;{X} nunca se envía.;{X} ya no llega.;{X} nunca se guarda.;{X} ya no se muestra."
                    + "|La contraseña nunca se envía con {x}.;{X} ya no se envía dos veces.;{X} ahora se envía."
                    + ";Antes de este arreglo, {x} nunca se enviaba.;El error ya no aparece en {x}."),
            Map.entry("it", "{X} non viene più inviata.;{X} non viene mai inviata.;{X} non arriva più.;{X} non viene più salvata."
                    + ";{X} non viene mai mostrata."
                    + "|La password non viene mai inviata con {x}.;{X} non viene più inviata in doppio.;{X} ora viene inviata."
                    + ";Prima di questa correzione {x} non veniva mai inviata.;{X} invia più dati."
                    + ";{X} non viene più inviata ogni secondo.;{X} non mostra più il numero di telefono del cliente."),
            Map.entry("pt", "{X} nunca é enviado.;{X} não é mais enviado.;{X} não chega mais.;{X} nunca é salvo.;{X} não é mais exibido."
                    + "|A senha nunca é enviada com {x}.;{X} não é mais enviado em duplicidade.;{X} agora é enviado."
                    + ";Antes desta correção, {x} nunca era enviado.;{X} envia mais dados.;{X} não mostra mais o telefone do cliente."),
            Map.entry("nl", "{X} wordt nooit verstuurd.;{X} wordt niet meer verstuurd.;{X} komt niet meer aan.;{X} wordt nooit opgeslagen."
                    + ";{X} wordt niet meer getoond."
                    + "|Het wachtwoord wordt nooit met {x} verstuurd.;{X} wordt niet meer dubbel verstuurd.;{X} wordt nu verstuurd."
                    + ";Voor deze fix werd {x} nooit verstuurd."),
            Map.entry("tr", "{X} artık gönderilmiyor.;{X} hiç gönderilmiyor.;{X} artık kaydedilmiyor.;{X} artık gösterilmiyor."
                    + ";{X} artık ulaşmıyor."
                    + "|{X} artık gönderiliyor.;Şifre {x} ile hiç gönderilmiyor.;{X} artık iki kez gönderilmiyor."
                    + ";Bu düzeltmeden önce {x} hiç gönderilmiyordu."),
            Map.entry("ja", "{X}が送信されなくなりました。;{X}は決して送信されない。;{X}が一度も送信されない。;{X}が保存されなくなった。"
                    + ";{X}が表示されなくなりました。"
                    + "|パスワードは{x}で決して送信されない。;{X}が二重に送信されなくなりました。;{X}が送信されるようになりました。"
                    + ";修正前は{x}が一度も送信されなかった。;{X}でエラーが表示されなくなりました。"),
            Map.entry("zh", "{X}从未发送。;{X}不再发送。;{X}从不保存。;{X}不再显示。;{X}从未送达。"
                    + "|密码从不随{x}发送。;{X}不再重复发送。;{X}现在会发送。;修复前{x}从未发送。;{X}中的错误不再显示。"),
            Map.entry("ko", "{X}이 더 이상 전송되지 않습니다.;{X}이 절대 전송되지 않습니다.;{X}이 더 이상 저장되지 않는다."
                    + ";{X}이 더 이상 표시되지 않는다."
                    + "|비밀번호는 {x}과 함께 절대 전송되지 않습니다.;{X}이 더 이상 두 번 전송되지 않습니다.;{X}이 이제 전송됩니다."
                    + ";수정 전에는 {x}이 전송되지 않았다.;{X}에서 오류가 더 이상 표시되지 않는다."));

    /** Per language: a thing the feature should deliver, the sentences' subject. */
    static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("the confirmation email", "the webhook", "the reminder", "the receipt")),
            Map.entry("de", List.of("die Bestätigungsmail", "der Webhook", "die Erinnerung")),
            Map.entry("fr", List.of("l'e-mail de confirmation", "le webhook", "le rappel")),
            Map.entry("es", List.of("el correo de confirmación", "el webhook", "el recordatorio")),
            Map.entry("it", List.of("la mail di conferma", "la notifica", "la ricevuta")),
            Map.entry("pt", List.of("o e-mail de confirmação", "o webhook", "o lembrete")),
            Map.entry("nl", List.of("de bevestigingsmail", "de webhook", "de herinnering")),
            Map.entry("tr", List.of("onay e-postası", "webhook", "hatırlatma")),
            Map.entry("ja", List.of("確認メール", "Webhook", "リマインダー")),
            Map.entry("zh", List.of("确认邮件", "Webhook", "提醒")),
            Map.entry("ko", List.of("확인 메일", "웹훅", "알림 메시지")));

    @Test
    void anExpectedDeliverySaidNeverToHappen_failsThePass_andOneOfASecretARepeatAHarmACostOrPastKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, SUBJECTS, GeneratedReviews.MARKER_PLACES)
                .assertSides("an expected delivery said never or no longer to happen", 500,
                        "one of a secret, a repeat, a harm, a cost, meant, past or plain", 300);
    }
}
