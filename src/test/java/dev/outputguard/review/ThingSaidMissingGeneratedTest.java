package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A thing said missing from the change above the verdict fails the pass: {@code The migration is missing.}, {@code The
 * PR lacks a migration.}, {@code Die Migration fehlt.}, {@code Il manque une migration.}, {@code 缺少迁移。},
 * {@code 마이그레이션이 누락되었습니다.} Generated per language from its sentences of a thing missing and the things a
 * review names, in each of {@link GeneratedReviews#PLACES}. Nothing said missing, and the change supplying or fixing
 * what was, keep the pass. Counted per language.
 */
class ThingSaidMissingGeneratedTest {

    /** Per language: sentences of {@code {x}} missing, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The {x} is missing.;The PR is missing the {x}.;The change lacks the {x}.;Missing {x}.;The {x} is missing from the diff."
                    + "|Nothing is missing.;Adds the missing {x}.;Fixes the missing {x}.;Added the missing {x}."),
            Map.entry("de", "{X} fehlt.;Es fehlt {x}.;Leider fehlt {x}.|Nichts fehlt.;Es fehlt nichts."),
            Map.entry("fr", "{X} manque.;Il manque {x}.|Il ne manque rien.;Rien ne manque."),
            Map.entry("es", "Falta {x}.;{X} falta.|No falta nada."),
            Map.entry("it", "Manca {x}.;{X} manca.|Non manca nulla."),
            Map.entry("pt", "Falta {x}.;{X} falta.|Não falta nada."),
            Map.entry("nl", "{X} ontbreekt.;Er ontbreekt {x}.|Er ontbreekt niets."),
            Map.entry("tr", "{X} eksik.|"),
            Map.entry("ja", "{x}が不足しています。;{x}が欠けています。;{x}が抜けています。;{x}が欠落しています。|"),
            Map.entry("zh", "缺少{x}。;{x}缺失。;遗漏了{x}。|"),
            Map.entry("ko", "{x}이 누락되었습니다.;{x}이 부족합니다.|"));

    /** Per language: things a review says the change lacks. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("migration", "changelog entry", "rollback plan", "API documentation")),
            Map.entry("de", List.of("die Migration", "ein Changelog-Eintrag", "ein Rollback-Plan", "die Eingabevalidierung")),
            Map.entry("fr", List.of("la migration", "une entrée de changelog", "un plan de retour arrière", "la validation des entrées")),
            Map.entry("es", List.of("la migración", "una entrada en el changelog", "un plan de reversión", "la validación de entradas")),
            Map.entry("it", List.of("la migrazione", "una voce nel changelog", "un piano di rollback", "la validazione dell'input")),
            Map.entry("pt", List.of("a migração", "uma entrada de changelog", "um plano de rollback", "a validação de entrada")),
            Map.entry("nl", List.of("de migratie", "een changelog-regel", "een rollbackplan", "de invoervalidatie")),
            Map.entry("tr", List.of("Migration", "Changelog kaydı", "Geri alma planı", "Girdi doğrulaması")),
            Map.entry("ja", List.of("マイグレーション", "変更履歴", "ロールバック手順", "入力検証")),
            Map.entry("zh", List.of("迁移脚本", "变更日志", "回滚方案", "输入校验")),
            Map.entry("ko", List.of("마이그레이션", "변경 로그", "롤백 계획", "입력 검증")));

    @Test
    void aThingSaidMissing_failsThePass_andNothingMissingOrSuppliedKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, THINGS, GeneratedReviews.PLACES)
                .assertSides("a thing said missing", 300, "nothing missing, or supplied", 100);
    }
}
