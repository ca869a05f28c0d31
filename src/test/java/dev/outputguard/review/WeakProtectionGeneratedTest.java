package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A secret kept or sent with a protection known to be weak, above the verdict, fails the pass as a secret kept
 * unencrypted does ({@code Passwords are hashed with MD5.}, {@code 密码用MD5存储。}, {@code The login form sends the
 * password over plain HTTP.}): hashed or encrypted with it is no protection, so those words do not keep it. The change
 * said to replace or remove it, or a time before the change, keeps the pass ({@code Replaces MD5 with bcrypt …},
 * {@code Migrates … from MD5 to bcrypt.}, {@code 将密码哈希从MD5替换为bcrypt。}); so does a weak hash of no secret
 * ({@code The ETag is an MD5 of the response body.}). Generated per language, in each of {@link GeneratedReviews#PLACES}
 * (the keeps above a marker's pass). Counted per language.
 */
class WeakProtectionGeneratedTest {

    /** Per language: a secret kept with the weak protection {@code {x}}, then (after {@code |}) the same replaced or of no secret. */
    private static final Map<String, String> NAMED = Map.ofEntries(
            Map.entry("en", "Passwords are hashed with {x}.;The API key is encrypted with {x}.;User passwords are stored as {x} hashes."
                    + "|Replaces {x} with bcrypt for password hashing.;Migrates password hashes from {x} to bcrypt."
                    + ";Previously passwords were hashed with {x}.;The ETag is an {x} of the response body."
                    + ";The file's {x} checksum is shown in the upload dialog."),
            Map.entry("de", "Die Passwörter werden mit {x} gehasht.;Der API-Schlüssel wird mit {x} verschlüsselt."
                    + "|Ersetzt {x} durch bcrypt für die Passwörter.;Die Prüfsumme der Datei ({x}) wird angezeigt."),
            Map.entry("fr", "Les mots de passe sont hachés avec {x}.;La clé API est chiffrée avec {x}."
                    + "|Remplace {x} par bcrypt pour les mots de passe.;La somme de contrôle {x} du fichier est affichée."),
            Map.entry("es", "Las contraseñas se guardan con {x}.;La clave API se cifra con {x}."
                    + "|Reemplaza {x} por bcrypt para las contraseñas."),
            Map.entry("it", "Le password sono salvate con {x}."
                    + "|Sostituisce {x} con bcrypt per le password."),
            Map.entry("pt", "As senhas são armazenadas com {x}."
                    + "|Substitui {x} por bcrypt para as senhas."),
            Map.entry("nl", "Wachtwoorden worden gehasht met {x}."
                    + "|Vervangt {x} door bcrypt voor wachtwoorden."),
            Map.entry("tr", "Parolalar {x} ile saklanıyor."
                    + "|Parolalar için {x} yerine bcrypt kullanılıyor."),
            Map.entry("ja", "パスワードが{x}で保存されています。;APIキーが{x}で暗号化されています。"
                    + "|パスワードのハッシュを{x}からbcryptに置き換えました。"),
            Map.entry("zh", "密码用{x}存储。;API密钥用{x}加密。"
                    + "|将密码哈希从{x}替换为bcrypt。"),
            Map.entry("ko", "비밀번호가 {x}로 저장됩니다."
                    + "|비밀번호 해시를 {x}에서 bcrypt로 대체했습니다."));

    /** Per language: weak protections named alike in every language. */
    private static final Map<String, List<String>> MEANS = Map.ofEntries(
            Map.entry("en", List.of("MD5", "SHA-1", "RC4")), Map.entry("de", List.of("MD5", "SHA-1")),
            Map.entry("fr", List.of("MD5", "SHA-1")), Map.entry("es", List.of("MD5", "SHA-1")),
            Map.entry("it", List.of("MD5", "SHA-1")), Map.entry("pt", List.of("MD5", "SHA-1")),
            Map.entry("nl", List.of("MD5", "SHA-1")), Map.entry("tr", List.of("MD5", "SHA-1")),
            Map.entry("ja", List.of("MD5", "SHA-1")), Map.entry("zh", List.of("MD5", "SHA-1")),
            Map.entry("ko", List.of("MD5", "SHA-1")));

    /** Per language: a secret {@code {x}} kept with a weak protection said in the language's words, then the same replaced. */
    private static final Map<String, String> WORDS = Map.ofEntries(
            Map.entry("en", "{X} are sent over plain HTTP.;{X} are hashed unsalted.;{X} are stored with a weak hash."
                    + "|{X} are no longer sent over plain HTTP."),
            Map.entry("de", "{X} werden ungesalzen gespeichert.;{X} werden über HTTP gesendet.|"),
            Map.entry("fr", "{X} sont hachés sans sel.;{X} sont envoyés en HTTP.|"),
            Map.entry("es", "{X} se guardan sin sal.;{X} se envían por HTTP.|"),
            Map.entry("ja", "{x}がソルトなしでハッシュされています。|"),
            Map.entry("zh", "{x}未加盐就存储了。|"));

    /** Per language: secrets. */
    private static final Map<String, List<String>> SECRETS = Map.ofEntries(
            Map.entry("en", List.of("passwords", "API keys")), Map.entry("de", List.of("die Passwörter")),
            Map.entry("fr", List.of("les mots de passe")), Map.entry("es", List.of("las contraseñas")),
            Map.entry("ja", List.of("パスワード")), Map.entry("zh", List.of("密码")));

    @Test
    void aSecretKeptWithAWeakProtection_failsThePass_andTheChangeReplacingItKeepsIt() {
        new GeneratedReviews.Sides().decide(NAMED, MEANS, GeneratedReviews.MARKER_PLACES)
                .decide(WORDS, SECRETS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a secret kept with a weak protection", 150, "the weak protection replaced or of no secret", 40);
    }
}
