package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;

/**
 * A harm a review states in words of no bug, above a pass, generated from the lexicon's words in every language it
 * reads and placed three ways (above a final-decision marker; as a JSON pass's {@code summary} or {@code note}; as prose
 * above a fenced JSON pass), each family counted:
 * <ul>
 * <li>data destroyed: each word of {@code destroys} ({@code drops}, {@code löscht}, {@code vacía la}, {@code 清空}) with
 * words of {@code data-held} ({@code table}, {@code Konten}, {@code 注文}) in a sentence of its language fails the
 * pass; the same verb on code ({@code the helper}, {@code ヘルパー関数}) keeps it, and so does the sentence negated
 * ({@code never}, {@code ne … jamais}, {@code 不会}, {@code されることはありません}) or with its actor bounded
 * ({@code Only admins can …}, {@code 管理者のみが}, {@code 只有管理员});</li>
 * <li>a secret let out: each word of {@code secret} with words of {@code exposes} fails it; negated, it keeps it
 * ({@code The password is never committed}, {@code 从未被提交});</li>
 * <li>an actor nobody bounds: each word of {@code any-actor} acting on data fails it; the same actor doing what harms
 * nothing ({@code Anyone can follow the new folder layout.}) keeps it;</li>
 * <li>the review not done: each word of {@code unverified} in a sentence of its own fails it.</li>
 * </ul>
 */
class HarmAboveAPassGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = List.of("en", "ja", "zh", "ko", "de", "fr", "es", "it", "pt", "nl", "tr");

    /** Per language, the final-decision line a reviewer ends with. */
    private static final Map<String, String> MARKER = Map.of("ja", "最終判定: PASS", "zh", "最终判定：PASS");

    /**
     * Per language, sentences of a destroying verb ({@code %1$s}) and its object ({@code %2$s}): as a finding, negated,
     * with its actor bounded.
     */
    private static final Map<String, String[]> DESTROY = Map.ofEntries(
            Map.entry("en", new String[] {"The migration %1$s the %2$s.", "The migration never %1$s the %2$s.",
                    "Only admins can %1$s the %2$s."}),
            Map.entry("de", new String[] {"Die Migration %1$s die %2$s.", "Die Migration %1$s die %2$s nicht.",
                    "Nur Admins können die %2$s %1$s."}),
            Map.entry("fr", new String[] {"La migration %1$s %2$s.", "La migration ne %1$s jamais %2$s.",
                    "Seuls les admins peuvent %1$s %2$s."}),
            Map.entry("es", new String[] {"La migración %1$s %2$s.", "La migración nunca %1$s %2$s.",
                    "Solo los admins pueden %1$s %2$s."}),
            Map.entry("it", new String[] {"La migrazione %1$s %2$s.", "La migrazione non %1$s mai %2$s.",
                    "Solo gli admin possono %1$s %2$s."}),
            Map.entry("pt", new String[] {"A migração %1$s %2$s.", "A migração nunca %1$s %2$s.",
                    "Só os admins podem %1$s %2$s."}),
            Map.entry("nl", new String[] {"De migratie %1$s de %2$s.", "De migratie %1$s de %2$s nooit.",
                    "Alleen beheerders kunnen de %2$s %1$s."}),
            Map.entry("tr", new String[] {"Migration %2$s %1$s.", "Migration %2$s asla %1$s.",
                    "Yalnızca yöneticiler %2$s %1$s."}),
            Map.entry("ja", new String[] {"マイグレーションで%2$sが%1$sます。", "マイグレーションで%2$sが%1$sされることはありません。",
                    "管理者のみが%2$sを%1$sできます。"}),
            Map.entry("zh", new String[] {"迁移脚本会%1$s%2$s。", "迁移脚本不会%1$s%2$s。", "只有管理员能%1$s%2$s。"}),
            Map.entry("ko", new String[] {"마이그레이션이 %2$s을 %1$s습니다.", "마이그레이션이 %2$s을 %1$s하지 않습니다.",
                    "관리자만 %2$s을 %1$s할 수 있습니다."}));
    /** Per language, code a change deletes as it should: no data. */
    private static final Map<String, String> CODE = Map.ofEntries(Map.entry("en", "helper"),
            Map.entry("de", "Hilfsfunktion"), Map.entry("fr", "la fonction utilitaire"),
            Map.entry("es", "la función auxiliar"), Map.entry("it", "la funzione di supporto"),
            Map.entry("pt", "a função auxiliar"), Map.entry("nl", "hulpfunctie"), Map.entry("tr", "yardımcı fonksiyonu"),
            Map.entry("ja", "ヘルパー関数"), Map.entry("zh", "辅助函数"), Map.entry("ko", "헬퍼 함수"));
    /** Per language, a secret ({@code %1$s}) let out by an exposing word ({@code %2$s}), and the same negated. */
    private static final Map<String, String[]> EXPOSE = Map.ofEntries(
            Map.entry("en", new String[] {"The %1$s is %2$s in config.yml.", "The %1$s is never %2$s in config.yml."}),
            Map.entry("de", new String[] {"Der %1$s wird in config.yml %2$s.", "Der %1$s wird in config.yml nie %2$s."}),
            Map.entry("fr", new String[] {"Le %1$s est %2$s dans config.yml.", "Le %1$s n'est jamais %2$s dans config.yml."}),
            Map.entry("es", new String[] {"La %1$s está %2$s en config.yml.", "La %1$s nunca está %2$s en config.yml."}),
            Map.entry("it", new String[] {"La %1$s è %2$s in config.yml.", "La %1$s non è mai %2$s in config.yml."}),
            Map.entry("pt", new String[] {"A %1$s está %2$s em config.yml.", "A %1$s nunca está %2$s em config.yml."}),
            Map.entry("nl", new String[] {"Het %1$s wordt in config.yml %2$s.", "Het %1$s wordt in config.yml nooit %2$s."}),
            Map.entry("tr", new String[] {"%1$s config.yml içinde %2$s.", "%1$s config.yml içinde asla %2$s."}),
            Map.entry("ja", new String[] {"%1$sがconfig.ymlに%2$sされています。", "%1$sがconfig.ymlに%2$sされることはありません。"}),
            Map.entry("zh", new String[] {"%1$s被%2$s到了 config.yml。", "%1$s从未被%2$s到 config.yml。"}),
            Map.entry("ko", new String[] {"%1$s가 config.yml에 %2$s되어 있습니다.", "%1$s가 config.yml에 %2$s되지 않습니다."}));
    /** Per language, an actor ({@code %1$s}) acting on data ({@code %2$s}), and the same actor harming nothing. */
    private static final Map<String, String[]> ACTOR = Map.ofEntries(
            Map.entry("en", new String[] {"%1$s can read the %2$s.", "%1$s follows the new folder layout."}),
            Map.entry("de", new String[] {"%1$s kann die %2$s lesen.", "%1$s folgt dem neuen Ordneraufbau."}),
            Map.entry("fr", new String[] {"%1$s peut lire %2$s.", "%1$s suit la nouvelle arborescence."}),
            Map.entry("es", new String[] {"%1$s puede leer %2$s.", "%1$s sigue la nueva estructura del proyecto."}),
            Map.entry("it", new String[] {"%1$s può leggere %2$s.", "%1$s segue la nuova struttura del progetto."}),
            Map.entry("pt", new String[] {"%1$s pode ler %2$s.", "%1$s segue a nova estrutura do projeto."}),
            Map.entry("nl", new String[] {"%1$s kan de %2$s lezen.", "%1$s volgt de nieuwe projectstructuur."}),
            Map.entry("tr", new String[] {"%1$s %2$s okuyabiliyor.", "%1$s yeni proje yapısını takip edebilir."}),
            Map.entry("ja", new String[] {"%1$s%2$sを読めます。", "%1$s新しいフォルダ構成を理解できます。"}),
            Map.entry("zh", new String[] {"%1$s都能读取%2$s。", "%1$s都能看懂新的文件夹结构。"}),
            Map.entry("ko", new String[] {"%1$s %2$s을 읽을 수 있습니다.", "%1$s 새 폴더 구조를 이해할 수 있습니다."}));

    /**
     * Words that open an actor's reach as a manner rather than a subject ({@code without authentication}): no subject
     * of the harmless sentence, which then reads as no sentence.
     */
    private static final List<String> MANNERS = List.of("without", "ohne", "sans", "sin", "senza", "sem", "zonder");

    private final FamilyTally tally = new FamilyTally();

    @Test
    void harmsAboveAPass_inEveryLanguageAndPlacement_failItAndTheirKeepingCounterpartsKeepIt() throws Exception {
        for (String language : LANGUAGES) {
            List<String> verbs = words(Role.DESTROYS, language);
            List<String> data = words(Role.DATA_HELD, language);
            List<String> secrets = words(Role.SECRET, language);
            List<String> exposing = words(Role.EXPOSES, language);
            List<String> actors = words(Role.ANY_ACTOR, language);
            // A weak protection is an exposing word too: no verb, its negated sentence is its own family's
            // (WeakProtectionGeneratedTest).
            List<String> weak = words(Role.WEAK_MEANS, language);
            assertFalse(verbs.isEmpty() || data.isEmpty() || secrets.isEmpty() || exposing.isEmpty() || actors.isEmpty(),
                    language + " lists no words of a harm");
            String[] destroy = DESTROY.get(language);
            int turn = 0;
            for (String verb : verbs) {
                for (int i = 0; i < 3; i++) {
                    String object = data.get(turn++ % data.size());
                    placed("data destroyed", language, String.format(destroy[0], verb, object), Verdict.FAIL);
                    if (!readElsewhere(verb) && !readElsewhere(object) && !readElsewhere(verb + " " + object)
                            && !readElsewhere(verb + " " + object.split(" ")[0]) && !readElsewhere(verb + object)) {
                        placed("data destroyed, negated", language, String.format(destroy[1], verb, object), Verdict.PASS);
                        placed("data destroyed by a bounded actor", language, String.format(destroy[2], verb, object),
                                Verdict.PASS);
                    }
                }
                if (!readElsewhere(verb)) {
                    placed("code deleted", language, String.format(destroy[0], verb, CODE.get(language)), Verdict.PASS);
                }
            }
            String[] expose = EXPOSE.get(language);
            for (String secret : secrets) {
                for (int i = 0; i < 3; i++) {
                    String word = exposing.get(turn++ % exposing.size());
                    placed("a secret let out", language, String.format(expose[0], secret, word), Verdict.FAIL);
                    if (!readElsewhere(secret) && !readElsewhere(word) && !readElsewhere(secret + " " + word)
                            && !readElsewhere(secret + word) && !holdsNegation(word) && !weak.contains(word)) {
                        placed("a secret let out, negated", language, String.format(expose[1], secret, word), Verdict.PASS);
                    }
                }
            }
            String[] actor = ACTOR.get(language);
            for (String who : actors) {
                for (int i = 0; i < 3; i++) {
                    String object = data.get(turn++ % data.size());
                    placed("an actor nobody bounds on data", language, String.format(actor[0], who, object), Verdict.FAIL);
                }
                String harmless = String.format(actor[1], who);
                boolean wordReadElsewhere = false;
                for (String word : who.split(" ")) {
                    wordReadElsewhere |= readElsewhere(word); // todos: a problem's word (TODOs) in English
                }
                if (!wordReadElsewhere && !namesDataOrSecret(who, language) && !turns(harmless, language)
                        && !MANNERS.contains(who.split(" ")[0])) {
                    placed("an actor nobody bounds harming nothing", language, harmless, Verdict.PASS);
                }
            }
            for (String term : LEX.words(Category.UNVERIFIED, language)) {
                placed("the review not done", language, capitalised(term) + ".", Verdict.FAIL);
            }
        }
        tally.assertAllRead("harms above a pass", 20000);
        for (String family : List.of("data destroyed", "data destroyed, negated", "data destroyed by a bounded actor",
                "code deleted", "a secret let out", "a secret let out, negated", "an actor nobody bounds on data",
                "an actor nobody bounds harming nothing", "the review not done")) {
            for (String placement : List.of("above a marker", "a JSON pass's summary", "a JSON pass's note",
                    "prose above a JSON fence")) {
                assertTrue(tally.has(family + " / " + placement), "no variant of " + family + " / " + placement);
            }
        }
    }

    /** Decides {@code sentence} above a pass in each of the three placements, counted under its family and placement. */
    private void placed(String family, String language, String sentence, Verdict expected) {
        tally.check(family + " / above a marker", sentence + "\n\n" + MARKER.getOrDefault(language, "Final Decision: PASS"),
                expected);
        tally.check(family + " / a JSON pass's summary", "Review attached.", reply("summary", sentence), expected);
        tally.check(family + " / a JSON pass's note", "Review attached.", reply("note", sentence), expected);
        tally.check(family + " / prose above a JSON fence", sentence + "\n```json\n{\"result\": \"PASS\"}\n```", expected);
    }

    private static String reply(String key, String sentence) {
        ObjectNode reply = MAPPER.createObjectNode();
        reply.put("result", "PASS");
        reply.put(key, sentence);
        return reply.toString();
    }

    /** The role's words in {@code language}, in the order the file lists them. */
    private static List<String> words(Role role, String language) {
        return new ArrayList<>(LEX.words(role, language));
    }

    /**
     * Whether a word is one other readings state or take back wherever it stands (a grave problem, a failing word, a
     * negation, a hedge, a condition): a sentence that keeps a pass holds none.
     */
    private static boolean readElsewhere(String word) {
        long categories = LEX.categoriesOfWord(word);
        for (Category c : List.of(Category.SEVERE, Category.UNVERIFIED, Category.FAILURE, Category.NEGATION,
                Category.HEDGE, Category.CONDITION, Category.PROBLEM, Category.NEGATIVE_VERDICT, Category.RETRACTION)) {
            if ((categories & c.bit()) != 0) {
                return true;
            }
        }
        return (LEX.roles().categoriesOfWord(word) & Role.TURN.bit()) != 0;
    }

    /** The words of absence ({@link Role#WITHOUT}: {@code without}, {@code sem}), on their page. */
    private static final Lexicon WITHOUT = LEX.roles(Role.WITHOUT);

    /**
     * Whether an exposing word holds a negation or a word of absence of its own ({@link Role#WITHOUT}), a word of no
     * protection ({@code non chiffré}, {@code sem criptografia},
     * {@code 暗号化されず}, {@code 未加密}, {@code 암호화되지 않은}): negated again, it says a double negation, no plain keep.
     * A word of a spaced script is asked word by word, one of Japanese, Chinese and Korean at each of its parts.
     */
    private static boolean holdsNegation(String word) {
        long negation = Category.NEGATION.bit() | Category.VERB_NEGATION.bit();
        for (String part : word.split(" ")) {
            boolean spaced = part.chars().allMatch(c -> c < 0x2E80);
            for (int a = 0; a < part.length(); a++) {
                for (int b = a + 1; b <= part.length(); b++) {
                    if ((!spaced || a == 0 && b == part.length())
                            && ((LEX.categoriesOfWord(part.substring(a, b)) & negation) != 0
                                    || spaced && (WITHOUT.categoriesOfWord(part) & Role.WITHOUT.bit()) != 0)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Whether an actor's own words name data or a secret ({@code any password}), or say a thing is another party's
     * ({@code another user's}, which names its thing itself): no actor harming nothing.
     */
    private static boolean namesDataOrSecret(String actor, String language) {
        String folded = actor.toLowerCase(Locale.ROOT);
        for (Role role : List.of(Role.DATA_HELD, Role.SECRET, Role.OTHERS_OWN)) {
            for (String word : LEX.words(role, language)) {
                if (folded.contains(word)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a sentence holds a word that turns it ({@code anyone can}), which the turn's own reading weighs. */
    private static boolean turns(String sentence, String language) {
        String folded = sentence.toLowerCase(Locale.ROOT);
        return LEX.words(Role.TURN, language).stream().anyMatch(folded::contains);
    }

    private static String capitalised(String term) {
        return term.isEmpty() ? term : Character.toUpperCase(term.charAt(0)) + term.substring(1);
    }
}
