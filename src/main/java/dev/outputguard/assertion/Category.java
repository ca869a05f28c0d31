package dev.outputguard.assertion;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What a word of the lexicon does to a value written near it (docs/assertion.md lists each with its scope). A
 * language file names a category by its section ({@code [negation]}, {@code [verdict-label]}: the constant in
 * lower case, {@code _} written {@code -}); a section no constant names fails the lexicon at load. A new
 * category is a constant here and a section in the files, read where its caller reads it.
 */
public enum Category {

    // ---- words that take a value back -------------------------------------------------------------------------

    /** {@code not}, {@code never}, {@code ない}, {@code 不}, {@code 않}, {@code nicht}, {@code pas}, {@code no}. */
    NEGATION,
    /** {@code maybe}, {@code probably}, {@code I think}, {@code たぶん}, {@code 可能}, {@code 아마}, {@code vielleicht}. */
    HEDGE,
    /**
     * A modal that leaves a value open where it stands before it or opens its remark ({@code would be PASS},
     * {@code PASS, could be}); deeper in a remark it is the remark's own ({@code PASS, even if it could be tighter}).
     */
    MODAL,
    /** Nearness instead of the value: {@code about}, {@code less than}, {@code 約}, {@code 左右}, {@code environ}. */
    APPROXIMATE,
    /** {@code but}, {@code however}, {@code ただし}, {@code 但是}, {@code 하지만}, {@code aber}, {@code mais}, {@code pero}. */
    CONTRAST,
    /** {@code if}, {@code once}, {@code pending}, {@code 条件付き}, {@code 如果}, {@code 조건부}, {@code wenn}, {@code si}. */
    CONDITION,
    /** {@code just kidding}, {@code not really}, {@code scratch that}, {@code 撤回}, {@code 开玩笑}, {@code 농담}. */
    RETRACTION,
    /** {@code lol}, {@code /s}, {@code (笑)}, {@code 哈哈}, {@code ㅋㅋ}, {@code mdr}, {@code jaja}, 😂. */
    JOKE,
    /** A question written in words: {@code ?}, {@code 吗}, {@code 일까}, {@code ¿}. */
    QUESTION,
    /** A problem named beside a pass: {@code bug}, {@code blocking}, {@code 不具合}, {@code 问题}, {@code Fehler}. */
    PROBLEM,
    /** A verdict that fails: {@code FAIL}, {@code REJECTED}, {@code NG}, {@code 不合格}, {@code 不通过}, {@code ÉCHEC}. */
    NEGATIVE_VERDICT,
    /** A mark that crosses out: ❌ ✖ ✗ 🔴 🚫 ⛔ 👎. */
    CROSS,
    /**
     * A problem grave enough that a body beside a pass stating it takes the pass back ({@code crash}, {@code critical},
     * {@code data loss}, {@code 致命的}, {@code 崩溃}, {@code 치명적}, {@code Absturz}, {@code plantage}, {@code fuga}).
     * Read only in such a body ({@link Assertion#failureStated}); most are problems as well.
     */
    SEVERE,
    /**
     * Words by which a review says it did not check what it passes ({@code untested}, {@code could not run the tests},
     * {@code review incomplete}, {@code 未検証}, {@code 无法运行}, {@code nicht getestet}). Read where a severe problem
     * is ({@link Assertion#failureStated}): a pass its own reviewer did not check is none. Each is a {@link #HEDGE}
     * as well (the lexicon reads it so), wherever a hedge is read.
     */
    UNVERIFIED,
    /**
     * Words that give a value as someone else's word, not the reply's own ({@code the user says}, {@code according
     * to}, {@code claims}, {@code によると}, {@code だそう}, {@code 据说}, {@code 에 따르면}, {@code laut}, {@code selon},
     * {@code según}): read before a value in its sentence and in the remark after it, as a hedge is; not in a body
     * beside a pass, which may tell what a ticket says.
     */
    ATTRIBUTION,
    /**
     * Words that place a value in the past, no longer the answer ({@code last week}, {@code previously},
     * {@code originally}, {@code 以前}, {@code 之前}, {@code 지난주}, {@code früher}, {@code auparavant}, {@code antes}):
     * read before a value in its sentence and in the remark after it. Not in a body beside a pass, which may tell what
     * a change did before ({@code Fixes the earlier comments; tests pass}).
     */
    HISTORICAL,
    /**
     * Words that name a value other than the actual one: what is expected, aimed at or wanted, a default, a
     * placeholder, a bound ({@code Expected:}, {@code Target:}, {@code Default:}, {@code Max:}, {@code 目標}, {@code 预期},
     * {@code 목표}, {@code erwartet}, {@code attendu}, {@code esperado}): read before a value in its sentence and in a
     * line that introduces it, not in a remark after it ({@code PASS, as expected}) nor in a body beside a pass.
     */
    NOT_ACTUAL,

    // ---- words that keep it ------------------------------------------------------------------------------------

    /** A verdict that passes: {@code pass}, {@code approved}, {@code LGTM}, {@code 合格}, {@code 通过}, {@code bestanden}. */
    POSITIVE_VERDICT,
    /** Bound right after a value, affirming it: {@code です}, {@code とします}, {@code granted}, {@code 입니다}. */
    AFFIRMING,
    /** A mark that keeps a verdict: ✅ ✔ ☑ 🟢 ⭕ 👍. */
    STATUS,
    /**
     * A mark of warning: ⚠ 🟡 🟠. It keeps a verdict that is no plain pass ({@code ⚠️ PASS_WITH_SUGGESTIONS},
     * {@code ⚠ FAIL}) and any value that does not pass; beside a plain pass or a yes it leaves the value unclear: a
     * pass its reviewer warns about is no plain pass.
     */
    CAUTION,
    /** Bound right after a value, opening a remark on it: {@code with}, {@code because}, {@code mit}, {@code avec}. */
    REMARK_OPENER,
    /**
     * Looks like a trigger and is none: a remark that counts problems or shrugs off a condition ({@code even if},
     * {@code not only}, {@code 問題ありません}, {@code 修正は不要}, {@code 没问题}, {@code sans problème}).
     */
    PSEUDO,
    /**
     * Says the problem after it in its clause is gone ({@code fixes}, {@code resolved}, {@code prevents}, {@code 修正済み},
     * {@code 修复了}, {@code 해결}, {@code behebt}, {@code corrige}, {@code evita}). Read only where a body's severe
     * problem or failing word is weighed ({@link Assertion#failureStated}).
     */
    RESOLVING,
    /**
     * A negation of the verb after a problem, saying it does not happen ({@code failures don't cascade}, {@code the crash
     * never recurs}, {@code leaks do not occur}, {@code tritt nicht mehr auf}); each is a {@link #NEGATION} too. A bare
     * {@code no} or {@code not} after a problem counts nothing ({@code fails, no matter what}). Read only after a body's
     * severe problem or failing word ({@link Assertion#failureStated}).
     */
    VERB_NEGATION,
    /** Makes the problem after it a remark: {@code minor}, {@code 軽微}, {@code 轻微}, {@code 사소한}, {@code kleine}. */
    MINOR,
    /**
     * Neither keeps nor takes back a value and may stand in a remark on a value that passes, which keeps it only when
     * every one of its words is a term of the lexicon: a pointer to the rest of the reply ({@code see above},
     * {@code as requested}, {@code 詳細は上記}, {@code siehe oben}) and the small words that join a remark's terms
     * ({@code a}, {@code the}, {@code only}, {@code のみ}). Read by nothing else.
     */
    NEUTRAL,

    // ---- other readings ---------------------------------------------------------------------------------------

    /** One of several: {@code or}, {@code または}, {@code 还是}, {@code 또는}, {@code oder}, {@code ou}, {@code o}. */
    CHOICE,
    /** Joins items of a list: {@code and}, {@code &}, {@code および}, {@code 和}, {@code 및}, {@code und}, {@code et}, {@code y}. */
    CONJUNCTION,
    /** Says there is nothing: {@code none}, {@code N/A}, {@code なし}, {@code 无}, {@code 없음}, {@code keine}, {@code aucun}. */
    NOTHING,
    /** A boolean's yes: {@code yes}, {@code true}, {@code はい}, {@code 是}, {@code 예}, {@code ja}, {@code oui}, {@code sí}. */
    YES,
    /** A boolean's no: {@code no}, {@code false}, {@code いいえ}, {@code 否}, {@code 아니요}, {@code nein}, {@code non}. */
    NO,
    /** What may stand right before a number it states: {@code is}, {@code comes to}, {@code は}, {@code 是}, {@code beträgt}. */
    STATING,
    /**
     * What a quantity may carry and stay the quantity it states: a unit of measure, time or money, a count's noun,
     * a scale ({@code hours}, {@code items}, {@code points}, {@code out of}, {@code EUR}, {@code euro}, {@code 件},
     * {@code 円}, {@code 个}, {@code 개}, {@code Stunden}, {@code heures}, {@code horas}). Beside a number, every word
     * must be one of these or a word that keeps a value; in brackets right after any value, the same ({@code EUR
     * (euro)}). Read by nothing else.
     */
    UNIT,
    /** A label that introduces a verdict: {@code Verdict}, {@code Decision}, {@code 判定}, {@code 结论}, {@code 판정}, {@code Urteil}. */
    VERDICT_LABEL,
    /** A label that introduces an example or a template: {@code Example}, {@code e.g.}, {@code 出力例}, {@code テンプレート}. */
    EXAMPLE_LABEL,
    /** A wrapper's key that says nothing about its content: {@code result}, {@code data}, {@code output}, {@code 結果}. */
    NEUTRAL_WRAPPER,
    /**
     * A label that introduces a template where a JSON value follows it ({@code Format}, {@code Schema}, {@code 形式},
     * {@code 格式}, {@code 형식}, {@code esquema}); read with {@link #EXAMPLE_LABEL} by {@link Templates}, not by
     * review-decision, where {@code Format: consistent} is a finding.
     */
    TEMPLATE_LABEL,
    /**
     * What a review sums up rather than finds: {@code changes}, {@code changelog}, {@code 変更点}, {@code Änderungen}.
     * A heading of them ({@code Changes:}) lists what was done, not problems, though the word names a problem
     * elsewhere ({@code needs changes}). Read by review-decision's problem headings only.
     */
    SUMMARY,
    /**
     * A check a review reports the state of: {@code Tests}, {@code CI}, {@code Build}, {@code Lint}, {@code Coverage},
     * {@code テスト}, {@code 构建}, {@code 빌드}. On a status line ({@code Tests: skipped}) a short state that is no pass
     * takes a review's pass back. Read by review-decision's findings only.
     */
    CHECK,
    /**
     * A review's confidence in itself: {@code confidence}, {@code certainty}, {@code 信頼度}, {@code 置信度},
     * {@code 신뢰도}, {@code Konfidenz}, {@code confiance}, {@code confianza}. Read where a failing word is
     * ({@link Assertion#failureStated}): a confidence its clause does not say is high ({@link #CONFIDENT}, or a number
     * of at least 0.9, 90 % or 9/10) takes a pass back ({@code Confidence: medium}, {@code Confidence: 0.6}).
     */
    CONFIDENCE,
    /**
     * What says a confidence is high: {@code high}, {@code very high}, {@code certain}, {@code 高い}, {@code 很高},
     * {@code 높음}, {@code hoch}, {@code élevée}, {@code alta}. Read beside a {@link #CONFIDENCE} only.
     */
    CONFIDENT,
    /**
     * A risk a review rates: {@code Risk}, {@code Severity}, {@code リスク}, {@code 风险}, {@code 위험도}, {@code Risiko},
     * {@code risque}, {@code riesgo}. On a status line ({@code Risk: high}) a state that is not all low words
     * ({@link #MINOR}, {@link #NOTHING}: {@code low}, {@code minor}, {@code none}) takes a pass back; so does a JSON
     * key of it. Read by review-decision's findings only.
     */
    RISK,
    /** What says a rated risk is low: {@code low}, {@code negligible}, {@code 低い}, {@code 낮음}, {@code niedrig}, {@code faible}. Read beside a {@link #RISK} only. */
    LOW,
    /**
     * A whole a review counts: {@code total}, {@code all}, {@code 合計}, {@code 总数}, {@code 전체}, {@code gesamt}. A JSON
     * object's count of passes below its count of the whole ({@code {"passed": 12, "total": 15}}) takes a pass back.
     * Read by review-decision's JSON verdicts only.
     */
    WHOLE,
    /** What joins a part to its whole in a count: {@code of}, {@code out of}, {@code von}, {@code sur}, {@code de}. Read in a check's count only. */
    COUNT_JOIN,
    /**
     * What a review says it checked: {@code reviewed}, {@code checked}, {@code tested}, {@code 確認済み}, {@code 已审查},
     * {@code geprüft}. A count of it short of its whole ({@code Files reviewed: 2/7}, {@code "reviewed_files": 2} beside
     * {@code "total_files": 7}) takes a pass back, as a check's does. Read by review-decision's status lines and JSON
     * verdicts only.
     */
    CHECKED,
    /**
     * A reviewer's decision on the change, written in prose: {@code merge}, {@code ready to merge}, {@code LGTM},
     * {@code approve}, {@code ship it}, {@code マージ}, {@code 合并}, {@code 머지}, {@code freigeben}, {@code fusionner}.
     * Read where a failing word is ({@link Assertion#failureStated}): one its clause does not assert plainly (negated,
     * hedged, put off by a condition: {@code I would not merge this}, {@code LGTM once the crash is fixed},
     * {@code address the comments before merging}) takes a pass back.
     */
    DECISION,
    /**
     * What scales or measures a number: {@code unit}, {@code scale}, {@code multiplier}, {@code Einheit},
     * {@code unité}, {@code 単位}. Read in the name of a key the aligner would drop: dropped, the number kept beside it
     * would read as another, so the object is refused.
     */
    SCALE,
    /**
     * A rating a review gives the change: {@code Score}, {@code Rating}, {@code 評価}, {@code 评分}, {@code 점수},
     * {@code Bewertung}, {@code note globale}. On a status line ({@code Score: 3/10}) a state that is not above half its
     * whole takes a pass back: a number of a whole ({@code 6/10}, {@code 3 out of 5}, {@code 70 %}), or a word that
     * passes or says it is high. Read by review-decision's status lines only.
     */
    RATING,
    /**
     * What a mark is counted in, read right after a fraction ({@code 2/5 stars}, {@code 3/10点}, {@code 3/10점},
     * {@code 3 von 10 Punkten}): the fraction is then a mark, as in a sentence that rates ({@link #RATING}).
     */
    MARK_UNIT,
    /**
     * The whole of a mark named before its part ({@code 10点満点中3点}, {@code 满分10分}, {@code 10점 만점에 3점}): the
     * number next to it is the whole, the sentence's other number the mark.
     */
    FULL_MARKS,
    /**
     * Words that say a value is settled, as a flag beside it ({@code final}, {@code confirmed}, {@code definitive},
     * {@code 確定}, {@code 最终}, {@code 확정}, {@code endgültig}, {@code définitif}, {@code definitivo}): a no under such a
     * key beside an answer ({@code "final": false}) says the answer is not settled yet. Read as a JSON key only.
     */
    SETTLED,
    /**
     * Words that say a list goes on beyond the items written ({@code etc.}, {@code and so on}, {@code ...}, {@code など},
     * {@code 等等}, {@code 등}, {@code usw.}): an item of a list that is only such a word cuts the list short. Read as a
     * JSON list's item only.
     */
    ELISION,
    /**
     * Words that name a place in a sequence ({@code Part}, {@code Step}, {@code Page}, {@code ステップ}, {@code 步骤},
     * {@code 단계}, {@code Schritt}, {@code étape}, {@code paso}): a fraction after such a word counts places
     * ({@code Part 1/2}), not marks. Read before a fraction that is a line's whole state only.
     */
    SEQUENCE,
    /**
     * Words that name a failure of the reply's own work ({@code error}, {@code errors}, {@code exception},
     * {@code failure}, {@code エラー}, {@code 错误}, {@code 오류}, {@code Fehler}, {@code erreur}): a member under such a key
     * beside an answer, holding anything but nothing ({@code "error": "timeout"}; not {@code "error": null},
     * {@code "errors": []}, {@code "error_count": 0}), says the answer came out of a failure. Read as a JSON key only.
     */
    FAILURE,
    /**
     * Words that say a value stands in for one the reply could not find ({@code fallback}, {@code assumed},
     * {@code defaulted}, {@code no text provided}, {@code 仮定}, {@code 默认值}, {@code 기본값}, {@code Standardwert}):
     * as a flag saying yes ({@code "is_fallback": true}), a remark or a reason beside an answer's data they take it
     * back. Read beside an answer's data only, never in a review, whose findings name fallbacks and defaults of the
     * code it reviews.
     */
    SUBSTITUTE,
    /**
     * A chat reply's closing words, addressed to its reader ({@code let me know if}, {@code if you need},
     * {@code feel free to}, {@code would you like}): read as one term in a short remark beside a JSON value, so
     * that their {@code if} or {@code would} is no condition or modal of the value. No other reading looks them up.
     */
    CLOSER,
    /**
     * Words that name scores of an answer's values ({@code score}, {@code probabilities}, {@code likelihood},
     * {@code logits}): a member so named beside the data gives it a confidence, and scores by value or by the
     * values' order say which the reply rates highest. Read as a JSON key only.
     */
    SCORE,
    /**
     * Words that name how far a number may be from the one written ({@code range}, {@code margin}, {@code tolerance},
     * {@code plus minus}, {@code max}): a member so named beside a number says it is no exact answer. Read as a JSON
     * key only.
     */
    SPREAD,
    /**
     * Words that set the unit a number is given in, before that unit's word ({@code in}, {@code en}, {@code em}:
     * {@code (in months)}, {@code Prices are in cents.}, {@code (en miles)}): read only in a short remark after a
     * JSON value, where a unit set for its numbers makes them read as others.
     */
    MEASURED_IN,
    /**
     * Words of Chinese, Japanese and Korean that name the answer itself ({@code この値}, {@code 上記の結果},
     * {@code 以上为}, {@code 该分类}, {@code 이 값}): a remark after a JSON value longer than a short one that holds one
     * speaks of the value, and is read as a short remark is, up to 32 characters; and in every language, what a
     * remark after a value written in any length takes back by a negation, a hedge, a modal or a retraction in its
     * clause that reaches it ({@code Don't rely on it.}, {@code This value may be inaccurate.}, {@code Please don't use
     * the answer above.}): a referent that is also a {@link #NEUTRAL} word ({@code it}, {@code this}, {@code that}) only
     * as what the trigger before it speaks of ({@link Assertion#disowned}).
     */
    THIS_VALUE,
    /**
     * First-person words by which a reply says it could not do the work its value answers, or doubts its own answer
     * ({@code I can't}, {@code I'm unable to}, {@code I may be wrong}, {@code I'm not sure}, {@code je ne peux pas},
     * {@code ich bin mir nicht sicher}, {@code 我无法}, {@code 確認できません}): in a remark after a value, in any length,
     * they take it back unless their clause counts problems none ({@code I can't find any issues}). Read there only
     * ({@link Assertion#disowned}).
     */
    SELF_DOUBT,
    /**
     * Words that say the value beside them is turned around, mixed or not the reply's plain stance ({@code negated},
     * {@code opposite}, {@code inverted}, {@code flip}, {@code mixed}, {@code sarcastic}, {@code ironic},
     * {@code umgekehrt}, {@code inversé}, {@code 反転}, {@code 相反}, {@code 반대}): a yes under such a key beside an
     * answer or a verdict ({@code "negated": true}) takes it back. Read as a JSON key only.
     */
    TURNED_AROUND;

    /** One bit per category, for a term that belongs to several. */
    public long bit() {
        return 1L << ordinal();
    }

    /** The section name that introduces this category in a language file. */
    public String section() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The category a section names, or null. */
    static Category ofSection(String section) {
        return BY_SECTION.get(section);
    }

    /**
     * Each constant by its section: the files name about 1,600 sections and templates, and comparing each with every
     * constant's name, lower-cased afresh, took a large share of the lexicon's first load.
     */
    private static final Map<String, Category> BY_SECTION = new HashMap<>();

    static {
        for (Category c : values()) {
            BY_SECTION.put(c.section(), c);
        }
    }

    /** The bits of {@code categories}. */
    static long mask(Category... categories) {
        long m = 0;
        for (Category c : categories) {
            m |= c.bit();
        }
        return m;
    }
}
