package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A safeguard the change switches off, skips, or that can be bypassed or circumvented, said above the verdict, fails the
 * pass: {@code The PR skips signature verification.}, {@code Authentication can be bypassed.}, {@code Die PR deaktiviert
 * die Signaturprüfung.}, {@code 该PR禁用了证书校验。}, {@code 이 PR은 인증서 검증을 비활성화합니다.}. Generated per language
 * from sentences with a safeguard ({@code {x}}, {@code {X}}) and a verb of switching it off or going round it, in the
 * active voice before it and in the passive after it, in each of {@link GeneratedReviews#PLACES}. The same safeguards
 * turned back on, said no longer bypassable, tested not to be, bypassable only before a fix, or the option to switch
 * them off removed, and things switched off that guard nothing ({@code The PR disables the legacy export job.}), keep
 * the pass above a marker's. In Korean a bare safeguard noun followed by a noun of checking names the safeguard
 * ({@code 만료 검사를 건너뜁니다.}), while one qualifying another noun, bare or with an adnominal {@code -된}, is a state of
 * the input ({@code 만료된 요청은 건너뜁니다.}, {@code 만료 요청은 건너뜁니다.}). Counted per language.
 */
class SafeguardSwitchedOffGeneratedTest {

    /** Per language: sentences of a safeguard switched off or bypassed, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The PR disables {x}.;The new flag skips {x}.;This turns off {x} in the client."
                    + ";{X} is switched off in the client.;{X} can be bypassed with a crafted header."
                    + ";{X} can be circumvented by changing the X-Forwarded-For header.;{X} is skipped for admin users."
                    + ";The change bypasses {x} for internal calls."
                    + "|The PR re-enables {x}.;{X} cannot be bypassed anymore.;Added a test that {x} cannot be bypassed."
                    + ";Fixed: {x} could be bypassed.;The PR removes the option to disable {x}."
                    + ";Before this change {x} could be bypassed.;{X} is now enforced in the client."),
            Map.entry("de", "Die PR deaktiviert {x}.;Das neue Flag überspringt {x}.;{X} wird im Client deaktiviert."
                    + ";{X} kann mit einem präparierten Header umgangen werden.;{X} wird für Admins übersprungen."
                    + ";Das neue Flag umgeht {x}."
                    + "|Die PR aktiviert {x} wieder.;{X} kann nicht mehr umgangen werden."
                    + ";Behoben: {x} konnte umgangen werden.;Vorher konnte {x} umgangen werden."),
            Map.entry("fr", "La PR désactive {x}.;Le nouveau flag contourne {x}.;{X} est désactivée dans le client."
                    + ";{X} peut être contournée avec un en-tête forgé.;{X} est sautée pour les administrateurs."
                    + "|La PR réactive {x}.;{X} ne peut plus être contournée.;Corrigé : {x} pouvait être contournée."
                    + ";Avant ce correctif, {x} pouvait être contournée."),
            Map.entry("es", "El PR desactiva {x}.;El nuevo flag omite {x}.;{X} está desactivada en el cliente."
                    + ";{X} puede ser eludida con una cabecera manipulada.;{X} se omite para los administradores."
                    + "|El PR reactiva {x}.;{X} ya no puede ser eludida.;Corregido: {x} podía ser eludida."
                    + ";Antes de este arreglo, {x} podía ser eludida."),
            Map.entry("it", "La PR disattiva {x}.;Il nuovo flag salta {x}.;{X} è disabilitata nel client."
                    + ";{X} può essere aggirata con un header manipolato.;{X} viene saltata per gli amministratori."
                    + "|La PR riattiva {x}.;{X} non può più essere aggirata.;Corretto: {x} poteva essere aggirata."
                    + ";Prima di questa correzione {x} poteva essere aggirata."),
            Map.entry("pt", "O PR desativa {x}.;O novo flag pula {x}.;{X} está desativada no cliente."
                    + ";{X} pode ser contornada com um cabeçalho forjado.;{X} é pulada para administradores."
                    + "|O PR reativa {x}.;{X} não pode mais ser contornada.;Corrigido: {x} podia ser contornada."
                    + ";Antes desta correção, {x} podia ser contornada."),
            Map.entry("nl", "De PR deactiveert {x}.;{X} wordt uitgeschakeld in de client."
                    + ";{X} kan worden omzeild met een vervalste header.;{X} wordt overgeslagen voor beheerders."
                    + ";De nieuwe vlag omzeilt {x}."
                    + "|De PR activeert {x}.;{X} kan niet meer worden omzeild.;Opgelost: {x} kon worden omzeild."
                    + ";Eerder kon {x} worden omzeild."),
            Map.entry("tr", "{X} devre dışı bırakılmış.;{X} admin kullanıcılar için atlanıyor."
                    + ";{X} sahte bir başlıkla atlatılabilir.;{X} istemcide kapatılmış."
                    + "|{X} yeniden etkinleştirildi.;{X} artık atlatılamıyor."
                    + ";Bu düzeltmeden önce {x} atlatılabiliyordu."),
            Map.entry("ja", "このPRは{x}を無効にしています。;{X}がスキップされます。;{X}は細工したヘッダーで回避できます。"
                    + ";新しいフラグで{x}が無効化されます。;このPRは{x}をオフにしています。"
                    + "|このPRは{x}を有効にします。;{X}はもう回避できません。;修正前は{x}を回避できました。"),
            Map.entry("zh", "该PR禁用了{x}。;{X}被跳过了。;{X}可以通过伪造的请求头绕过。;新的开关关闭了{x}。;{X}在客户端被关闭。"
                    + "|该PR重新启用了{x}。;之前{x}可以被绕过。"),
            Map.entry("ko", "이 PR은 {x}을 비활성화합니다.;{X}을 건너뜁니다.;{X}은 조작된 헤더로 우회할 수 있습니다."
                    + ";새 플래그가 {x}을 끕니다.;{X}이 클라이언트에서 꺼져 있습니다."
                    + "|이 PR은 {x}을 활성화합니다.;{X}은 더 이상 우회할 수 없습니다.;수정 전에는 {x}을 우회할 수 있었습니다."));

    /** Korean bare safeguard nouns, named with a noun of checking after them ({@code 만료 검사}, {@code 인증 확인}). */
    private static final List<String> KO_BARE = List.of("만료", "인증", "잠금");

    /** Korean nouns of checking ending in a consonant (the sentences' particles {@code 을}, {@code 은}, {@code 이}). */
    private static final List<String> KO_CHECKS = List.of("검증", "확인");

    /** Korean nouns of checking ending in a vowel, with {@link #KO_VOWEL_SENTENCES}' particles {@code 를}, {@code 는}. */
    private static final List<String> KO_VOWEL_CHECKS = List.of("검사", "체크");

    /** The Korean sentences of a safeguard switched off, then those that keep a pass, for a noun ending in a vowel. */
    private static final Map<String, String> KO_VOWEL_SENTENCES = Map.of("ko", "이 PR은 {x}를 비활성화합니다.;{X}를 건너뜁니다."
            + ";{X}는 조작된 헤더로 우회할 수 있습니다.;새 플래그가 {x}를 끕니다."
            + "|이 PR은 {x}를 활성화합니다.;{X}는 더 이상 우회할 수 없습니다.");

    /** Korean things that are a state of the input, not a safeguard: an adnominal {@code -된} or a bare noun before a noun. */
    private static final List<String> KO_STATES = List.of("만료된 요청", "만료 요청", "만료된 토큰", "잠긴 계정");

    /** The {@code safeguards}, then each of {@link #KO_BARE} followed by each of {@code checks}. */
    private static List<String> withChecks(List<String> safeguards, List<String> checks) {
        List<String> all = new java.util.ArrayList<>(safeguards);
        KO_BARE.forEach(b -> checks.forEach(c -> all.add(b + " " + c)));
        return all;
    }

    /** Per language: a safeguard, the sentences' object or subject. */
    private static final Map<String, List<String>> SAFEGUARDS = Map.ofEntries(
            Map.entry("en", List.of("signature verification", "input validation", "authentication", "rate limiting")),
            Map.entry("de", List.of("die Signaturprüfung", "die Eingabevalidierung", "die Authentifizierung")),
            Map.entry("fr", List.of("la vérification de la signature", "la validation des entrées", "l'authentification")),
            Map.entry("es", List.of("la verificación de la firma", "la validación de entradas", "la autenticación")),
            Map.entry("it", List.of("la verifica della firma", "la validazione dell'input", "l'autenticazione")),
            Map.entry("pt", List.of("a verificação da assinatura", "a validação de entrada", "a autenticação")),
            Map.entry("nl", List.of("de verificatie van de handtekening", "de invoervalidatie", "de authenticatie")),
            Map.entry("tr", List.of("İmza doğrulaması", "Girdi doğrulaması", "Kimlik doğrulaması")),
            Map.entry("ja", List.of("署名検証", "入力検証", "認証")),
            Map.entry("zh", List.of("签名校验", "输入校验", "认证")),
            Map.entry("ko", withChecks(List.of("서명 검증", "입력 검증", "인증"), KO_CHECKS)));

    /** Per language: sentences switching off or skipping a thing that guards nothing, which keep a pass. */
    private static final Map<String, String> NO_SAFEGUARD = Map.ofEntries(
            Map.entry("en", "The PR disables {x}.;{X} is switched off in production.;The new flag skips {x}."),
            Map.entry("de", "Die PR deaktiviert {x}.;{X} wird in Produktion abgeschaltet."),
            Map.entry("fr", "La PR désactive {x}.;{X} est désactivé en production."),
            Map.entry("es", "El PR desactiva {x}.;{X} está desactivado en producción."),
            Map.entry("it", "La PR disattiva {x}.;{X} è disabilitato in produzione."),
            Map.entry("pt", "O PR desativa {x}.;{X} está desativado em produção."),
            Map.entry("nl", "De PR deactiveert {x}.;{X} wordt uitgeschakeld in productie."),
            Map.entry("tr", "{X} devre dışı bırakılmış.;{X} üretimde kapatılmış."),
            Map.entry("ja", "このPRは{x}を無効にしています。;本番では{x}がオフになります。"),
            Map.entry("zh", "该PR禁用了{x}。;生产环境中{x}被关闭。"),
            Map.entry("ko", "이 PR은 {x}을 비활성화합니다.;운영 환경에서는 {x}이 비활성화됩니다.;{X}은 건너뜁니다."));

    /** Per language: a thing switched off that guards nothing. */
    private static final Map<String, List<String>> OTHER_THINGS = Map.ofEntries(
            Map.entry("en", List.of("the legacy export job", "the debug endpoint", "the old banner")),
            Map.entry("de", List.of("den alten Exportjob", "den Debug-Endpunkt")),
            Map.entry("fr", List.of("l'ancien export", "le point de terminaison de débogage")),
            Map.entry("es", List.of("el antiguo trabajo de exportación", "el endpoint de depuración")),
            Map.entry("it", List.of("il vecchio job di esportazione", "l'endpoint di debug")),
            Map.entry("pt", List.of("o antigo job de exportação", "o endpoint de depuração")),
            Map.entry("nl", List.of("de oude exporttaak", "het debug-endpoint")),
            Map.entry("tr", List.of("Eski dışa aktarma işi", "Hata ayıklama uç noktası")),
            Map.entry("ja", List.of("旧エクスポート処理", "デバッグ用エンドポイント")),
            Map.entry("zh", List.of("旧的导出任务", "调试端点")),
            Map.entry("ko", java.util.stream.Stream.concat(java.util.stream.Stream.of("기존 내보내기 작업", "디버그 화면"), KO_STATES.stream())
                    .toList()));

    @Test
    void aSafeguardSwitchedOffOrBypassed_failsThePass_andOneTurnedBackOnOrNoSafeguardKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, SAFEGUARDS, GeneratedReviews.MARKER_PLACES)
                .decide(KO_VOWEL_SENTENCES, Map.of("ko", withChecks(List.of(), KO_VOWEL_CHECKS)), GeneratedReviews.MARKER_PLACES)
                .keep(NO_SAFEGUARD, OTHER_THINGS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a safeguard switched off or bypassed", 400, "one turned back on, no longer bypassable, "
                        + "past, or no safeguard", 150);
    }
}
