package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A limit the change lets be crossed, above the verdict, fails the pass: a thing that must not grow said to go past its
 * bound ({@code Refunds can exceed the original payment amount.}), an input a check must refuse said let in ({@code The
 * API accepts an empty password.}, {@code Uploads of any size are accepted.}), a thing growing without a bound or a
 * number overflowing ({@code Logs grow without bound.}, {@code The counter overflows after 2^31 requests.}). Generated
 * per language from sentences of each shape with its things ({@code {x}}, {@code {X}}), in each of
 * {@link GeneratedReviews#MARKER_PLACES}. A limit that holds or is checked, negated, of before the fix or tested
 * ({@code Refunds cannot exceed the original payment amount.}, {@code An empty password is now rejected with a 400.},
 * {@code The audit log is rotated daily.}, {@code Added a test that the counter does not overflow.}) keeps the pass.
 * Counted per language.
 */
class LimitCrossedGeneratedTest {

    /** Per language: a thing that must not grow said past its bound, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> EXCEEDED = Map.ofEntries(
            Map.entry("en", "{X} can exceed the original payment amount.;{X} exceeds the account balance."
                    + ";{X} can go beyond the daily limit.;{X} can be larger than the original payment."
                    + "|{X} can no longer exceed the payment amount.;{X} cannot exceed the original payment."
                    + ";Added a check that {x} cannot exceed the payment.;Tests cover cases where {x} exceeds the limit."
                    + ";{X} could exceed the balance before this fix.;{X} that exceeds the balance is rejected."),
            Map.entry("de", "{X} kann den ursprünglichen Zahlungsbetrag übersteigen.;{X} überschreitet den Kontostand."
                    + ";{X} kann über das Tageslimit hinausgehen.;{X} kann größer als die ursprüngliche Zahlung sein."
                    + "|{X} kann den Kontostand nicht mehr übersteigen.;{X} kann die ursprüngliche Zahlung nicht übersteigen."
                    + ";Früher konnte {x} den Kontostand übersteigen.;Tests decken Fälle ab, in denen {x} das Limit überschreitet."),
            Map.entry("fr", "{X} peut dépasser le montant du paiement initial.;{X} dépasse le solde du compte."
                    + ";{X} peut aller au-delà de la limite journalière.;{X} peut être supérieur au paiement initial."
                    + "|{X} ne peut plus dépasser le montant du paiement.;{X} ne peut pas dépasser le paiement initial."
                    + ";Auparavant {x} pouvait dépasser le solde.;Les tests couvrent les cas où {x} dépasse la limite."),
            Map.entry("es", "{X} puede superar el importe del pago original.;{X} excede el saldo de la cuenta."
                    + ";{X} puede ir más allá del límite diario.;{X} puede ser mayor que el pago original."
                    + "|{X} ya no puede superar el importe del pago.;{X} no puede superar el pago original."
                    + ";Antes de este arreglo {x} podía superar el saldo.;Las pruebas cubren los casos en que {x} supera el límite."),
            Map.entry("it", "{X} può superare l'importo del pagamento originale.;{X} eccede il saldo del conto."
                    + ";{X} può andare oltre il limite giornaliero.;{X} può essere maggiore del pagamento originale."
                    + "|{X} non può più superare l'importo del pagamento.;{X} non può superare il pagamento originale."
                    + ";Prima di questa correzione {x} poteva superare il saldo.;I test coprono i casi in cui {x} supera il limite."),
            Map.entry("pt", "{X} pode ultrapassar o valor do pagamento original.;{X} excede o saldo da conta."
                    + ";{X} pode ir além do limite diário.;{X} pode ser maior que o pagamento original."
                    + "|{X} não pode mais ultrapassar o valor do pagamento.;{X} não pode ultrapassar o pagamento original."
                    + ";Antes desta correção {x} podia ultrapassar o saldo.;Os testes cobrem os casos em que {x} ultrapassa o limite."),
            Map.entry("nl", "{X} kan het oorspronkelijke betaalbedrag overschrijden.;{X} overschrijdt het rekeningsaldo."
                    + ";{X} kan hoger zijn dan de daglimiet.;{X} kan groter zijn dan de oorspronkelijke betaling."
                    + "|{X} kan het saldo niet meer overschrijden.;{X} kan de oorspronkelijke betaling niet overschrijden."
                    + ";Vroeger kon {x} het saldo overschrijden.;De tests dekken gevallen waarin {x} de limiet overschrijdt."),
            Map.entry("tr", "{X} orijinal ödeme tutarını aşabilir.;{X} hesap bakiyesini aşıyor."
                    + ";{X} günlük limitin ötesine geçebilir.;{X} orijinal ödemeden büyük olabilir."
                    + "|{X} artık ödeme tutarını aşamıyor.;{X} orijinal ödemeyi aşamaz."
                    + ";Bu düzeltmeden önce {x} bakiyeyi aşabiliyordu.;Testler {x} limitini aştığı durumları kapsıyor."),
            Map.entry("ja", "{X}が元の支払額を超えることがある。;{X}が口座残高を超える。;{X}が1日の上限を超えてしまう。"
                    + ";{X}が元の支払いより大きくなることがある。"
                    + "|{X}が支払額を超えることはなくなった。;{X}は元の支払額を超えられない。"
                    + ";修正前は{x}が残高を超えることがあった。;{X}が上限を超えるケースをテストでカバーしている。"),
            Map.entry("zh", "{X}可能超过原始付款金额。;{X}超过了账户余额。;{X}可以超出每日限额。;{X}可能大于原始付款。"
                    + "|{X}不再超过付款金额。;{X}不能超过原始付款。;修复之前{x}可能超过余额。;测试覆盖了{x}超过限额的情况。"),
            Map.entry("ko", "{X} 금액이 결제 금액을 초과할 수 있다.;{X} 금액이 계좌 잔액을 초과한다."
                    + ";{X} 금액이 일일 한도를 넘을 수 있다.;{X} 금액이 결제보다 클 수 있다."
                    + "|{X} 금액이 더 이상 결제 금액을 초과하지 않는다.;{X} 금액은 원래 결제를 초과할 수 없다."
                    + ";수정 전에는 {x} 금액이 잔액을 초과할 수 있었다.;테스트가 {x} 금액이 한도를 초과하는 경우를 다룬다."));

    /** Per language: a thing that must not grow past its bound. */
    private static final Map<String, List<String>> BOUNDED = Map.ofEntries(
            Map.entry("en", List.of("the refund", "the withdrawal", "the payout")),
            Map.entry("de", List.of("die Erstattung", "die Auszahlung", "die Abbuchung")),
            Map.entry("fr", List.of("le remboursement", "le retrait", "le virement")),
            Map.entry("es", List.of("el reembolso", "el retiro", "el cargo")),
            Map.entry("it", List.of("il rimborso", "il prelievo", "l'addebito")),
            Map.entry("pt", List.of("o reembolso", "o saque", "o estorno")),
            Map.entry("nl", List.of("de terugbetaling", "de opname", "de uitbetaling")),
            Map.entry("tr", List.of("iade", "para çekme", "ödeme")),
            Map.entry("ja", List.of("返金", "出金", "払い戻し")),
            Map.entry("zh", List.of("退款", "提现", "扣款")),
            Map.entry("ko", List.of("환불", "출금", "이체")));

    /** Per language: an input a check must refuse said let in, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> LET_IN = Map.ofEntries(
            Map.entry("en", "The API accepts {x}.;The form allows {x}.;{X} is accepted by the endpoint."
                    + ";The validator lets through {x}."
                    + "|The API no longer accepts {x}.;{X} is now rejected with a 400.;The API does not accept {x}."
                    + ";{X} was accepted before this fix.;Added a test that {x} is rejected."),
            Map.entry("de", "Die API akzeptiert {x}.;Das Formular erlaubt {x}.;{X} wird vom Endpunkt akzeptiert."
                    + ";{X} wird vom Validator zugelassen."
                    + "|Die API akzeptiert {x} nicht mehr.;{X} wird jetzt mit 400 abgelehnt.;Die API akzeptiert {x} nicht."
                    + ";Früher wurde {x} akzeptiert."),
            Map.entry("fr", "L'API accepte {x}.;Le formulaire autorise {x}.;{X} est accepté par le endpoint."
                    + ";Le validateur laisse passer {x}."
                    + "|L'API n'accepte plus {x}.;{X} est maintenant rejeté avec une 400.;L'API n'accepte pas {x}."
                    + ";Auparavant {x} était accepté."),
            Map.entry("es", "La API acepta {x}.;El formulario permite {x}.;{X} es aceptado por el endpoint."
                    + ";El validador deja pasar {x}."
                    + "|La API ya no acepta {x}.;{X} ahora se rechaza con un 400.;La API no acepta {x}."
                    + ";Antes de este arreglo se aceptaba {x}."),
            Map.entry("it", "L'API accetta {x}.;Il modulo consente {x}.;{X} viene accettato dall'endpoint."
                    + ";Il validatore lascia passare {x}."
                    + "|L'API non accetta più {x}.;{X} ora viene rifiutato con un 400.;L'API non accetta {x}."
                    + ";Prima di questa correzione {x} veniva accettato."),
            Map.entry("pt", "A API aceita {x}.;O formulário permite {x}.;{X} é aceito pelo endpoint."
                    + ";O validador deixa passar {x}."
                    + "|A API não aceita mais {x}.;{X} agora é rejeitado com um 400.;A API não aceita {x}."
                    + ";Antes desta correção {x} era aceito."),
            Map.entry("nl", "De API accepteert {x}.;{X} wordt door het formulier toegestaan.;{X} wordt door het endpoint geaccepteerd."
                    + ";{X} wordt door de validator doorgelaten."
                    + "|De API accepteert {x} niet meer.;{X} wordt nu afgewezen met een 400.;De API accepteert {x} niet."
                    + ";Vroeger werd {x} geaccepteerd."),
            Map.entry("tr", "API {x} kabul ediyor.;Form {x} izin veriyor.;{X} uç nokta tarafından kabul ediliyor."
                    + ";Doğrulayıcı {x} geçiriyor."
                    + "|API artık {x} kabul etmiyor.;{X} artık 400 ile reddediliyor.;API {x} kabul etmez."
                    + ";Bu düzeltmeden önce {x} kabul ediliyordu."),
            Map.entry("ja", "APIが{x}を受け付ける。;フォームが{x}を許可している。;{X}がエンドポイントで受け入れられる。"
                    + ";バリデーターが{x}を通してしまう。"
                    + "|APIは{x}を受け付けなくなった。;{X}は400で拒否されるようになった。;APIは{x}を受け付けない。"
                    + ";修正前は{x}が受け付けられていた。"),
            Map.entry("zh", "API接受{x}。;表单允许{x}。;{X}会被接口接受。;校验器放行了{x}。"
                    + "|API不再接受{x}。;{X}现在会被拒绝并返回400。;API不接受{x}。;修复之前{x}会被接受。"),
            Map.entry("ko", "API가 {x}를 허용한다.;폼이 {x}를 받아들인다.;{X}가 엔드포인트에서 허용된다."
                    + ";검증기가 {x}를 통과시킨다."
                    + "|API가 더 이상 {x}를 허용하지 않는다.;{X}는 이제 400으로 거부된다.;API는 {x}를 허용하지 않는다."
                    + ";수정 전에는 {x}가 허용되었다."));

    /** Per language: an input a check must refuse. */
    private static final Map<String, List<String>> BAD_INPUTS = Map.ofEntries(
            Map.entry("en", List.of("an empty password", "an invalid email address", "a date in the past", "an upload of any size")),
            Map.entry("de", List.of("ein leeres Passwort", "eine ungültige E-Mail-Adresse", "ein Datum in der Vergangenheit",
                    "Uploads beliebiger Größe")),
            Map.entry("fr", List.of("un mot de passe vide", "une adresse e-mail invalide", "une date dans le passé",
                    "un fichier de n'importe quelle taille")),
            Map.entry("es", List.of("una contraseña vacía", "una dirección de correo inválida", "un token caducado",
                    "un archivo de cualquier tamaño")),
            Map.entry("it", List.of("una password vuota", "un indirizzo email non valido", "una data nel passato",
                    "un file di qualsiasi dimensione")),
            Map.entry("pt", List.of("uma senha vazia", "um e-mail inválido", "uma data no passado",
                    "um arquivo de qualquer tamanho")),
            Map.entry("nl", List.of("een leeg wachtwoord", "een ongeldig e-mailadres", "een datum in het verleden",
                    "uploads van elke grootte")),
            Map.entry("tr", List.of("boş şifreyi", "geçersiz e-postayı", "geçmiş tarihi", "her boyuttaki dosyayı")),
            Map.entry("ja", List.of("空のパスワード", "無効なメールアドレス", "過去の日付", "任意のサイズのファイル")),
            Map.entry("zh", List.of("空密码", "无效的邮箱地址", "过去的日期", "任意大小的文件")),
            Map.entry("ko", List.of("빈 비밀번호", "잘못된 이메일 주소", "과거 날짜", "임의 크기의 파일")));

    /** Per language: a thing growing without a bound or overflowing, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> UNBOUNDED = Map.ofEntries(
            Map.entry("en", "{X} grows without bound.;{X} overflows after 2^31 requests.;{X} wraps around after 2^31 requests."
                    + ";{X} keeps growing without limit."
                    + "|{X} is rotated daily.;{X} uses a long, so it cannot overflow.;{X} no longer grows without bound."
                    + ";{X} grew without bound before this fix.;Added a test that {x} does not overflow."),
            Map.entry("de", "{X} wächst unbegrenzt.;{X} läuft über.;{X} erzeugt nach 2^31 Anfragen einen Überlauf."
                    + ";{X} wächst ohne Grenze."
                    + "|{X} wird täglich rotiert.;{X} wächst nicht mehr unbegrenzt.;Früher wuchs {x} unbegrenzt."
                    + ";Ein Test prüft, dass {x} nicht überläuft."),
            Map.entry("fr", "{X} grossit sans limite.;{X} déborde après 2^31 requêtes.;{X} croît indéfiniment."
                    + ";{X} repasse à zéro après 2^31 requêtes."
                    + "|{X} fait l'objet d'une rotation quotidienne.;{X} ne grossit plus indéfiniment."
                    + ";Avant ce correctif, {x} grossissait sans limite.;Un test vérifie que {x} ne déborde pas."),
            Map.entry("es", "{X} crece sin límite.;{X} se desborda tras 2^31 peticiones.;{X} crece indefinidamente."
                    + ";{X} vuelve a cero tras 2^31 peticiones."
                    + "|Se hace una rotación diaria de {x}.;{X} ya no crece indefinidamente.;Antes de este arreglo {x} crecía sin límite."
                    + ";Una prueba comprueba que {x} no se desborda."),
            Map.entry("it", "{X} cresce senza limiti.;{X} va in overflow dopo 2^31 richieste.;{X} cresce all'infinito."
                    + ";{X} ricomincia da zero dopo 2^31 richieste."
                    + "|{X} viene ruotato ogni giorno.;{X} non cresce più all'infinito."
                    + ";Prima di questa correzione {x} cresceva senza limiti.;Un test verifica che {x} non vada in overflow."),
            Map.entry("pt", "{X} cresce sem limite.;{X} estoura após 2^31 requisições.;{X} cresce indefinidamente."
                    + ";{X} volta a zero após 2^31 requisições."
                    + "|{X} é rotacionado diariamente.;{X} não cresce mais indefinidamente."
                    + ";Antes desta correção {x} crescia sem limite.;Um teste verifica que {x} não estoura."),
            Map.entry("nl", "{X} groeit onbeperkt.;{X} loopt over na 2^31 verzoeken.;{X} groeit zonder limiet."
                    + ";{X} springt terug naar nul na 2^31 verzoeken."
                    + "|{X} wordt dagelijks geroteerd.;{X} groeit niet meer onbeperkt."
                    + ";Vroeger groeide {x} onbeperkt.;Een test controleert dat {x} niet overloopt."),
            Map.entry("tr", "{X} sınırsız büyüyor.;{X} 2^31 istekten sonra taşar.;{X} sınır olmadan büyüyor."
                    + ";{X} 2^31 istekten sonra sıfıra dönüyor."
                    + "|{X} her gün döndürülüyor.;{X} artık sınırsız büyümüyor."
                    + ";Bu düzeltmeden önce {x} sınırsız büyüyordu.;Bir test {x} taşmadığını doğruluyor."),
            Map.entry("ja", "{X}が無制限に増え続ける。;{X}が2^31リクエスト後にオーバーフローする。;{X}が際限なく肥大化する。"
                    + ";{X}が2^31リクエスト後に桁あふれする。"
                    + "|{X}は毎日ローテーションされる。;{X}が無限に増え続けることはなくなった。"
                    + ";修正前は{x}が無制限に増えていた。;{X}がオーバーフローしないことをテストで確認している。"),
            Map.entry("zh", "{X}无限增长。;{X}在2^31个请求后溢出。;{X}会无止境地增长。;{X}在2^31个请求后回绕到零。"
                    + "|{X}每天轮转。;{X}不再无限增长。;修复之前{x}会无限增长。;测试确认{x}不会溢出。"),
            Map.entry("ko", "{X}가 무한히 커진다.;{X}가 2^31번 요청 후 오버플로된다.;{X}가 제한 없이 계속 늘어난다."
                    + ";{X}가 2^31번 요청 후 0으로 돌아간다."
                    + "|{X}는 매일 로테이션된다.;{X}가 더 이상 무한히 커지지 않는다."
                    + ";수정 전에는 {x}가 무한히 커졌다.;{X}가 오버플로되지 않는지 테스트로 확인한다."));

    /** Per language: a thing that grows or counts. */
    private static final Map<String, List<String>> GROWING = Map.ofEntries(
            Map.entry("en", List.of("the request counter", "the audit log", "the retry queue")),
            Map.entry("de", List.of("der Anfragezähler", "das Audit-Log", "die Retry-Queue")),
            Map.entry("fr", List.of("le compteur de requêtes", "le journal d'audit", "la file de relance")),
            Map.entry("es", List.of("el contador de peticiones", "el registro de auditoría", "la cola de reintentos")),
            Map.entry("it", List.of("il contatore delle richieste", "il log di audit", "la coda dei tentativi")),
            Map.entry("pt", List.of("o contador de requisições", "o log de auditoria", "a fila de tentativas")),
            Map.entry("nl", List.of("de verzoekteller", "het auditlog", "de retry-wachtrij")),
            Map.entry("tr", List.of("istek sayacı", "denetim günlüğü", "yeniden deneme kuyruğu")),
            Map.entry("ja", List.of("リクエストカウンター", "監査ログ", "リトライキュー")),
            Map.entry("zh", List.of("请求计数器", "审计日志", "重试队列")),
            Map.entry("ko", List.of("요청 카운터", "감사 로그", "재시도 큐")));

    @Test
    void aLimitTheChangeLetsBeCrossed_failsThePass_andOneThatHoldsIsCheckedNegatedPastOrTestedKeepsIt() {
        new GeneratedReviews.Sides().decide(EXCEEDED, BOUNDED, GeneratedReviews.MARKER_PLACES)
                .decide(LET_IN, BAD_INPUTS, GeneratedReviews.MARKER_PLACES)
                .decide(UNBOUNDED, GROWING, GeneratedReviews.MARKER_PLACES)
                .assertSides("a limit crossed", 700, "a limit that holds, checked, negated, past or tested", 600);
    }
}
