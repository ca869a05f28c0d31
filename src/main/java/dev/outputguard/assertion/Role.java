package dev.outputguard.assertion;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Word lists of the lexicon that one reader each asks for at a place another reading already found, beside the
 * {@link Category categories} (whose bits are all taken): a term's roles are bits of their own, in a lexicon of their
 * own ({@link Lexicon#roles}), read from the same files under sections of these names. A long holds the bits of 64
 * roles: the roles are on pages of 64 ({@link #page}), each with a lexicon of its own ({@link Lexicon#roles(Role)}),
 * and a mask of roles' bits is of one page.
 */
public enum Role {
    /**
     * Words that say a check covered part of its whole only ({@code only}, {@code partially}, {@code のみ}, {@code だけ},
     * {@code 仅}, {@code 만}, {@code nur}, {@code seulement}, {@code solo}): beside what a review checked, in a status
     * line's state ({@code Reviewed: section 1 only}), the pass does not cover the whole.
     */
    SCOPE,
    /**
     * What a check counts that is no pass when there is one or more ({@code warnings}, {@code 警告}, {@code Warnungen}):
     * a label or a JSON key naming it, counted above 0 ({@code Lint warnings: 240}, {@code "lint_warnings": 240}).
     */
    WARNING,
    /**
     * What names a share of a whole ({@code coverage}, {@code pass rate}, {@code カバレッジ}, {@code 覆盖率}): a JSON key
     * naming it over a number at or below half ({@code "coverage": 0.12}, {@code "coverage": 40}) fails a pass.
     */
    SHARE,
    /** The words for a percent sign ({@code percent}, {@code パーセント}, {@code Prozent}, {@code pour cent}). */
    PERCENT,
    /**
     * What the reply was given rather than what it answers ({@code input}, {@code request body}, {@code 入力},
     * {@code 输入}, {@code Eingabe}): a lead that is only its name ({@code Input:}) introduces no answer.
     */
    INPUT,
    /**
     * What names a caveat on data ({@code warning}, {@code warnings}, {@code caveat}, {@code disclaimer}, {@code 注意},
     * {@code 警告}, {@code 경고}, {@code Warnung}, {@code avertissement}, {@code advertencia}): a member so named beside
     * an answer's data says what may be wrong with it, and its text is read as a caveat ({@link BesideAValue#caveat}).
     * A name of a remark in general ({@code note}, {@code comment}) is none: it may describe what the data is about.
     */
    CAVEAT,
    /**
     * What names the ground data stands on ({@code basis}, {@code source}, {@code evidence}, {@code 根拠}, {@code 出典},
     * {@code 依据}, {@code 근거}, {@code Quelle}, {@code fuente}): a member so named beside an answer's data saying there
     * is none ({@code "basis": "none"}) or holding a caveat ({@code "source": "guess"}) says the data stands on nothing
     * ({@link BesideAValue#caveat}).
     */
    GROUND,
    /**
     * What stands where a value is still to come ({@code TODO}, {@code TBD}, {@code FIXME}, {@code 未定}, {@code 待定},
     * {@code 미정}, {@code à définir}, {@code por definir}): a free string that is wholly one, or whose closing remark
     * is one, is no value ({@link FreeText}).
     */
    PLACEHOLDER,
    /**
     * What, written where a list's items are wanted, names none of them: a pointer to items written elsewhere
     * ({@code see above}, {@code same as above}, {@code ditto}, {@code idem}, {@code 同上}, {@code 같음}), a quantifier over
     * items not written ({@code all}, {@code several}, {@code 全部}, {@code 모두}, {@code alle}, {@code todos}), a state of
     * the list rather than an item ({@code pending}, {@code ausstehend}). A string holding one is not made a one-item
     * list ({@link OneItem}). Read there only.
     */
    NO_ITEM,
    /**
     * Words and particles that join two items in one string, beyond {@link Category#CONJUNCTION} and
     * {@link Category#CHOICE}, which other readings take as words that keep a value: {@code with}, {@code mit},
     * {@code avec}, {@code con}, Dutch {@code en}, Turkish {@code ve}, {@code と}, {@code や}, {@code 跟}, {@code 와},
     * {@code 과}, {@code 하고}. A string holding one between two items is not made a one-item list ({@link OneItem}).
     * Read there only.
     */
    JOINS_ITEMS,
    /**
     * What a reviewer does to make its review ({@code review}, {@code evaluate}, {@code assess}, {@code レビュー},
     * {@code 审查}, {@code 검토}, {@code prüfen}, {@code examiner}, {@code revisar}): read in no text, but written into a
     * category's terms in braces ({@code cannot {review-act}}, {@code {review-act}できません} under {@code [unverified]}),
     * which stand for each act so negated: a check not made ({@link Lexicon}).
     */
    REVIEW_ACT,
    /**
     * What a note says to say there is nothing to note ({@code none}, {@code n/a}, {@code nothing to add},
     * {@code 特になし}, {@code 无}, {@code 없음}, {@code keine}, {@code rien à signaler}): a short note of these beside a
     * JSON pass keeps it ({@link Assertion#noteBesideAPass}). A word for nothing that says a value is not known
     * ({@code unknown}, {@code 未定}, {@code 미정}) is none.
     */
    NOTHING_TO_ADD,
    /**
     * What a label before a value may say beside its name and still name the whole answer: a word for the whole or the
     * final state, a word presenting it ({@code overall}, {@code total}, {@code current}, {@code here is},
     * {@code general}, {@code 総合}, {@code 总体}, {@code 현재}, {@code aktueller}): {@code Overall status: ok} keeps
     * the value where {@code Staging status: ok} narrows it ({@link Assertion#leadKeeps}).
     */
    LABEL,
    /**
     * What names who or what wrote a review, or when, beside its JSON verdict ({@code reviewer}, {@code model},
     * {@code timestamp}, {@code id}, {@code version}, {@code レビュアー}, {@code 模型}, {@code 버전}, {@code Prüfer},
     * {@code auteur}, {@code fecha}): a member so named holding one name of no word the lexicon lists
     * ({@code "reviewer": "alice"}, {@code "model": "gpt-4o"}) is no remark on the pass and keeps it
     * ({@link Assertion#namesOnly}); holding anything else it is read as any note is.
     */
    METADATA,
    /**
     * What states a value of a thing as it is now, in the present ({@code is}, {@code are}, {@code ist}, {@code est},
     * {@code es}, {@code è}, {@code é}, {@code は}, {@code 是}, {@code 는}): an enum value after one, its subject naming one
     * thing, is written as the answer ({@code The status is ok.}, {@link Assertion#statedOfOneThing}); a past one
     * ({@code was}) tells of a state that may have changed, and a verb of a sum ({@code comes to}) a number's.
     */
    STATES_NOW,
    /**
     * What states a value in another time than now ({@code was}, {@code were}, {@code will be}, {@code war},
     * {@code wird}, {@code était}, {@code sera}, {@code era}, {@code fue}, {@code でした}, {@code だった}, {@code 曾是},
     * {@code 将是}, {@code 였습니다}), and the words of a label that place its value in a time gone by ({@code last},
     * {@code previous}, {@code letzte}, {@code dernier}, {@code anterior}, {@code 前回}, {@code 上次}, {@code 지난}): a value
     * read from prose whose clause holds one tells of a state that may have changed or is still to come, not of the
     * answer now ({@code The total was 5.}, {@code 合計は5でした。}, {@code Last total: 5};
     * {@link Assertion#statedInAnotherTime}).
     */
    STATES_THEN,
    /**
     * What presents the answer in a sentence before it ({@code here is}, {@code below is}, {@code hier ist},
     * {@code voici}, {@code aquí está}, {@code ecco}, {@code işte}, {@code 以下は}, {@code 以下是}, {@code 다음은}): a lead
     * before a JSON value that holds one is the reply's own presentation, read for its triggers only
     * ({@code Here is the order:}), not fail-closed as a label is ({@link Assertion#beforeAJsonValue}).
     */
    PRESENTING,
    /**
     * The small words a short lead before a JSON answer may hold beside its name, read only where such a lead is read
     * fail-closed ({@link Assertion#beforeAJsonValue}): a possessive and a word of the data's making ({@code my},
     * {@code extracted}, {@code parsed}, {@code from}, {@code mein}, {@code extrait}, {@code 抽出された}, {@code 以下は}):
     * {@code My answer:}, {@code Extracted data:}. Not a label's words elsewhere: {@code My status is ok.} names no
     * subject a value is stated of.
     */
    LEAD,
    /**
     * What names the review or its verdict itself ({@code review}, {@code verdict}, {@code decision}, {@code conclusion},
     * {@code レビュー}, {@code 判定}, {@code 结论}, {@code 판정}, {@code Urteil}, {@code décision}, {@code veredicto}): a
     * negation whose scope holds it ({@code No verdict was given.}, {@code The review does not state a verdict.}), or a
     * short sentence about it that does not keep a pass ({@code The review was cut off.}), says the verdict a reply
     * gives stands on no review ({@link Assertion#verdictWithheld}).
     */
    REVIEW_ITSELF,
    /**
     * What a review says it reached, and what it reads ({@code covers}, {@code includes}, {@code files}, {@code code},
     * {@code umfasst}, {@code couvre}, {@code cubre}, {@code 涵盖}, {@code 포함}): words that keep a short sentence about
     * the review ({@code The review covers all files.}); a word of a part beside them ({@code only}) still takes it back.
     */
    REVIEW_REACH,
    /**
     * A review's kind or manner ({@code careful}, {@code thorough}, {@code final}, {@code security}, {@code gründliche},
     * {@code approfondie}): between a determiner and the review's name, a word that keeps it ({@code After a careful
     * review, …}); any other word there may say it is no review ({@code After a truncated review, …}).
     */
    REVIEW_KIND,
    /**
     * An article or a possessive ({@code a}, {@code the}, {@code my}, {@code der}, {@code une}, {@code el}): where one
     * stands before a review's name with words between, those words are what the phrase calls the review.
     */
    DETERMINER,
    /**
     * What a review says it did to find problems ({@code found}, {@code detected}, {@code flag}, {@code 見つかり},
     * {@code 발견}, {@code 发现}, {@code gefunden}, {@code trouvé}, {@code encontraron}): read only inside one negation's
     * scope that holds problems, where it says nothing was found ({@link NothingWrong#nothingFound}).
     */
    FINDING,
    /**
     * The auxiliaries, pronouns and particles a sentence saying nothing was found is built with ({@code were},
     * {@code was}, {@code I}, {@code to}, {@code se}, {@code wurden}, {@code は}, {@code 가}, {@code 我}): neutral there,
     * and in a short sentence about the review read fail-closed ({@code I have completed the review.},
     * {@link Assertion#verdictWithheld}), never in any other reading ({@code The status was ok.} stays what it was).
     */
    FINDING_AUX,
    /**
     * The small words a check's passing clause or a rated risk's is built with ({@code the}, {@code all}, {@code is},
     * {@code すべての}, {@code が}, {@code 所有}, {@code 모든}, {@code alle}, {@code tous les}, {@code todas las}): read in
     * that clause only ({@link NothingWrong#checkPasses}); a word of a part ({@code only}, {@code some}) is none.
     */
    CHECK_AUX,
    /**
     * Praise of work ({@code great job}, {@code well done}, {@code よくできています}, {@code 做得好}, {@code 잘했습니다},
     * {@code gute Arbeit}, {@code bon travail}, {@code buen trabajo}): beside a check's name in a clause of its own, a
     * state that passes ({@code Great job on the tests!}).
     */
    PRAISE,
    /**
     * A state a check is in when it passes, in a check's clause only ({@code passent}, {@code pasan}, {@code grün},
     * {@code verte}, {@code en verde}): beside its name, as a word that passes is ({@code Tous les tests passent.}).
     */
    CHECK_STATE,
    /**
     * A negation of degree ({@code hardly}, {@code barely}, {@code scarcely}, {@code kaum}): it says a little is there,
     * not nothing, so it counts none of the problems after it ({@code Hardly any issues.} is no {@code No issues.}).
     */
    DEGREE,
    /**
     * How the text a reply read tells a thing, and where it would ({@code mention}, {@code stated}, {@code in the source},
     * {@code 記載}, {@code 提到}, {@code 언급}, {@code erwähnt}, {@code mentionne}, {@code menciona}): negated beside it in
     * a remark after a JSON value ({@code The source did not mention approval.}, {@code 原文中没有提到}), the remark says
     * the value rests on nothing the text gave ({@link Assertion#unstated}).
     */
    UNSTATED,
    /**
     * What says a value the text did not give was left out of the answer ({@code left it out}, {@code set to null},
     * {@code 空欄}, {@code 留空}, {@code 비워}, {@code leer gelassen}, {@code laissé vide}, {@code en blanco}): beside a
     * remark that the text does not tell a thing, it says that thing is no value of the answer
     * ({@code It doesn't mention a date, so I left it out.}).
     */
    LEFT_OUT,
    /**
     * The words right before the review's name that make it a verb or an object, not its clause's subject ({@code I},
     * {@code we}, {@code will}, {@code to}, {@code please}, {@code 完成}, {@code 经过}): {@code I review every file.},
     * {@code 经过审查没有问题。} A short list of what keeps: any other word there reads a bare name as the subject of a
     * sentence about the review ({@code Unfortunately verdict missing.}, {@code 可惜审查待定。}, {@link Assertion#verdictWithheld}).
     */
    NAME_AS_VERB,
    /**
     * What names a process's exit or return code ({@code exit code}, {@code returncode}, {@code rc}, {@code 終了コード},
     * {@code 退出码}, {@code 종료 코드}, {@code Exit-Code}, {@code code de sortie}, {@code código de salida}): a JSON key
     * naming one beside a pass keeps it only over 0 ({@link JsonKeys#exitCodeAgainst}).
     */
    EXIT_CODE,
    /**
     * What says the work must be redone or changed before it is accepted ({@code rework}, {@code revision required},
     * {@code changes requested}, {@code 要修正}, {@code 需要修改}, {@code 수정 필요}, {@code Nacharbeit},
     * {@code à retravailler}, {@code requiere cambios}): a JSON key naming it that says yes beside a pass fails it; one
     * that says no keeps it. Read in keys only.
     */
    REWORK,
    /**
     * What names the least a measure must reach ({@code min}, {@code minimum}, {@code required}, {@code 最低},
     * {@code 最小}, {@code 최소}, {@code Mindest}, {@code mínimo}): a JSON key naming it sets its number against the
     * measure beside it ({@link JsonKeys#belowThreshold}).
     */
    AT_LEAST,
    /**
     * What names the most a measure may reach ({@code max}, {@code limit}, {@code budget}, {@code 上限}, {@code 最大},
     * {@code 최대}, {@code Obergrenze}, {@code plafond}, {@code máximo}): as {@link #AT_LEAST}, the other way.
     */
    AT_MOST,
    /**
     * What names a bound without saying which way it holds ({@code threshold}, {@code target}, {@code 閾値}, {@code 阈值},
     * {@code 임계값}, {@code Schwellenwert}, {@code seuil}, {@code umbral}): read as {@link #AT_LEAST} beside a share, a
     * rating, a score or a count of passes, as {@link #AT_MOST} beside a count of warnings or problems, and not read
     * beside a measure of neither kind.
     */
    THRESHOLD,
    /**
     * The auxiliaries that may stand between a problem's word and a word of resolving after it and leave it resolved
     * ({@code is}, {@code was}, {@code has been}, {@code wurde}, {@code a été}, {@code fue}): {@code The problem is fixed}.
     * Any other word there may put the resolving off ({@code will be fixed}, {@code should be fixed}): the problem stands.
     */
    RESOLVED_AUX,
    /**
     * What says a thing is not there, before the thing ({@code no}, {@code has no}, {@code there is no}, {@code lacks},
     * {@code without}, {@code keine}, {@code n'a pas de}, {@code no tiene}, {@code sin}) or ending its clause after it
     * ({@code missing}, {@code fehlt}), or, in Chinese before it and in Japanese and Korean after it ({@code 没有},
     * {@code ありません}, {@code 없습니다}): bound in a remark after a JSON value to a name of a field the data holds
     * ({@code The invoice has no total line.} after {@code {"total": 42}}), the remark says the source lacks what the
     * value answers ({@link Assertion#lacksAHeldField}).
     */
    ABSENT,
    /**
     * What a reviewer is given to review ({@code code}, {@code diff}, {@code repository}, {@code attachment},
     * {@code logs}, {@code ファイル}, {@code 代码}, {@code 저장소}, {@code Datei}, {@code dépôt}, {@code repositorio}):
     * read in no text, but written into {@code [unverified]} terms in braces ({@code could not find the {material}},
     * {@code {material}が空}, {@code 没有提供{material}}), which stand for each thing so lost: the review was not made on it.
     */
    MATERIAL,
    /**
     * What a reviewer does to get at what it reviews, beside reviewing it ({@code clone}, {@code fetch},
     * {@code download}, {@code run}, {@code クローン}, {@code 克隆}, {@code 실행}, {@code klonen}, {@code cloner},
     * {@code clonar}): read in no text, but written into {@code [unverified]} terms in braces after a word saying it
     * could not be done ({@code could not {material-act}}, {@code 无法{material-act}}): a check not made. A word for
     * finding or seeing is none: {@code I could not find any problems} counts none.
     */
    MATERIAL_ACT,
    /**
     * What says a thing works ({@code works}, {@code funktioniert}, {@code fonctionne}, {@code funciona},
     * {@code funziona}, {@code werkt}): read in no text, but written into {@code [severe]} terms in braces after or
     * around its language's negation ({@code doesn't {works}}, {@code {works} nicht}, {@code ne {works} pas},
     * {@code no {works}}): a thing said not to work is a grave problem. The past is none ({@code did not work}
     * describes what a change fixes).
     */
    WORKS,
    /**
     * What names a pass or a success as a thing ({@code success}, {@code approval}, {@code 合格}, {@code 通过},
     * {@code 통과}, {@code Erfolg}, {@code Bestehen}, {@code réussite}, {@code éxito}, {@code successo}): a JSON key
     * naming a score or a probability of one ({@code probabilité_de_réussite}, {@code Bestehenswahrscheinlichkeit},
     * {@code 통과_확률}) scores the pass, and is read as a confidence in it. Read in keys only.
     */
    PASS_NOUN,
    /**
     * What names how far the work or the review is done ({@code progress}, {@code completion}, {@code 進捗},
     * {@code 进度}, {@code 진행률}, {@code Fortschritt}, {@code avancement}, {@code progreso}): a JSON key naming it over a
     * share short of the whole ({@code "progress": "0%"}, {@code "Prüfungsfortschritt": 0.6}, {@code "completion": "3/5"})
     * says the work the pass is of is not done. Read in keys only.
     */
    PROGRESS,
    /**
     * What says the work covers a case, as a participle ({@code handled}, {@code covered}, {@code implemented},
     * {@code behandelt}, {@code géré}, {@code manejado}, {@code 処理}, {@code 处理}, {@code 처리}): read in no text, but
     * written into a problem's terms in braces ({@code is not {handled}}, {@code {handled}されていません},
     * {@code 未{handled}}), which stand for each so negated: a case the work leaves out, a problem stated.
     */
    HANDLED,
    /**
     * What makes a check run, in the form its language writes after a negation or before a negating ending
     * ({@code executed}, {@code 実行し}, {@code 跑}, {@code 运行}, {@code 실행하}, {@code 돌리}, {@code ausgeführt},
     * {@code gelaufen}, {@code exécuté}, {@code lancé}, {@code ejecutado}, {@code ejecuté}): read in no text, but written
     * into {@code [unverified]} terms in braces beside the tests they name ({@code テストを{run-act}ていません},
     * {@code 没有{run-act}测试}, {@code 테스트를 {run-act}지 않}, {@code n'ai pas {run-act} les tests},
     * {@code no he {run-act} las pruebas}), which stand for each: tests not run, a check not made.
     */
    RUN_ACT,
    /**
     * What names the change under review as a whole, or its shipping ({@code this PR}, {@code the change},
     * {@code the release}, {@code the deploy}, {@code リリース}, {@code 本次发布}, {@code 이 PR}, {@code 배포},
     * {@code diesen PR}, {@code la mise en production}, {@code el despliegue}): read in no text, but written into
     * {@link #UNDO} terms in braces.
     */
    THE_CHANGE,
    /**
     * What asks to undo the change as a whole ({@code revert {the-change}}, {@code roll back {the-change}},
     * {@code start over}, {@code {the-change}を取り消}, {@code 回滚{the-change}}, {@code {the-change}를 롤백},
     * {@code {the-change} zurückrollen}, {@code annuler {the-change}}, {@code revertir {the-change}}), or names a secret
     * it let out that a step must contain where the lexicon's [severe] leak is read past ({@code 漏洩した}): a suggestion
     * asking so, with no negation before it in its clause (nor, in Japanese and Korean, right after it), says the change
     * must not stand, and is none ({@link Assertion#graveProblemSuggested}).
     */
    UNDO,
    /**
     * What names a thing's state in a JSON key ({@code state}, {@code ci_state}, {@code 状態}, {@code 状态},
     * {@code 상태}, {@code Zustand}, {@code état}, {@code estado}): read in keys only; its text beside a pass is read as a
     * verdict label's is, so a state nobody listed as passing ({@code "state": "red"}, {@code "state": "💥"}) is none.
     */
    STATE_KEY,
    /**
     * What names a count of checks in a failing state, in a JSON key ({@code red}, {@code ko}, {@code nok},
     * {@code errored}), or of things still open ({@code open}, {@code outstanding}, {@code unanswered}, {@code 未解決},
     * {@code 未解决}, {@code 미해결}, {@code offen}, {@code ouvert}, {@code abierto}): read in keys only; a count above 0
     * under one beside a pass fails it ({@code "red": 7}, {@code "open_threads": 5}).
     */
    AGAINST_COUNT,
    /**
     * What says a text was put in to fill a slot rather than written ({@code placeholder}, {@code auto-filled},
     * {@code template}, {@code boilerplate}, {@code プレースホルダー}, {@code 自動入力}, {@code 占位}, {@code 自动填充},
     * {@code 자리 표시자}, {@code Platzhalter}, {@code automatisch ausgefüllt}, {@code espace réservé},
     * {@code marcador de posición}): a JSON verdict's note beside a pass that says so of the verdict, naming it or
     * short enough to be about itself ({@code "note": "result field is a placeholder"}, {@code "comment": "auto-filled by
     * the template"}), says nobody gave the pass ({@link Assertion#verdictFilledIn}).
     */
    FILLED_IN,
    /**
     * What names a quantity a sentence of Chinese, Japanese or Korean states a number of, its stating particle glued
     * to it ({@code 总额}, {@code 金额}, {@code 金額}, {@code 価格}, {@code 금액}, {@code 가격}): such a subject, with the
     * names of a whole and a label's words, keeps a number stated after the particle ({@code 总额是42。},
     * {@code 金額は42です。}, {@code 금액은 42입니다.}); a word nobody listed there may frame it ({@code 표면적으로는 42},
     * {@code 書類上は42}) and is read fail-closed.
     */
    AMOUNT,
    /**
     * What a change does to the code, as its verb or the word saying what it makes so now ({@code adds},
     * {@code moves}, {@code renames}, {@code now}, {@code fügt}, {@code ajoute}, {@code añade}, {@code 追加},
     * {@code 新增}, {@code 추가}): a sentence of findings above a pass that says what the change does describes it, and a
     * word of {@link #TURN} after such a word is read as part of that description ({@code The handler now reads the
     * timeout from the config instead of a constant.}).
     */
    CHANGE_ACT,
    /**
     * What says the work is sound, as a quality ({@code clear}, {@code correct}, {@code robust}, {@code covers},
     * {@code klar}, {@code correctement}, {@code legible}, {@code 正しく}, {@code 清晰}, {@code 명확}): with
     * {@link #CHANGE_ACT} and praise, the words by which a sentence of findings above a pass holding a word of
     * {@link #TURN} still says the work is sound ({@code The snapshot tests still pass and the output is correct.}).
     */
    SOUND,
    /**
     * What turns a sentence on what the change does other than meant, as a closed-class word ({@code still},
     * {@code again}, {@code twice}, {@code wrong}, {@code anyone can}, {@code immer noch}, {@code deux fois},
     * {@code todavía}, {@code 依然として}, {@code 仍然}, {@code 여전히}): a sentence of findings
     * above a pass holding one and no word of {@link #CHANGE_ACT}, {@link #SOUND} or praise before it states a
     * problem in words nobody listed ({@code Saving twice creates two orders.}, {@code Users can see each other's
     * orders.}), and fails the pass.
     */
    TURN,
    /**
     * What a process, a hold or a grant does when it ends as it should ({@code terminates}, {@code expires},
     * {@code released}, {@code succeed}, {@code libéré}, {@code termina}, {@code freigegeben}): written after a
     * "never" of its language into {@code severe} terms ({@code never {ending}}, {@code {ending} jamais}), a thing
     * that never ends as it should ({@code The reset link never expires.}, {@code Le verrou n'est jamais libéré.}); a
     * German or Dutch separable verb of ending is one written whole ({@code aufhört}, {@code ophoudt}), its stem and
     * particle around the "never" a grave problem's term of its own ({@code hört … nie auf}, {@code houdt … nooit op}).
     */
    ENDING,
    /**
     * What marks a case as one a check is meant to refuse, an input described as bad ({@code invalid}, {@code expired},
     * {@code negative}, {@code empty}, {@code duplicate}, {@code ungültige}, {@code expirés}, {@code 无效的}, {@code 만료된}):
     * a failing verdict's word in findings whose clause names such an input before it describes the check
     * ({@code Invalid dates are rejected with a 400.}), not a failure.
     */
    BAD_INPUT,
    /**
     * What a check does to an input it refuses, as its verb ({@code rejected}, {@code ignored}, {@code recognised},
     * {@code abgelehnt}, {@code refusé}, {@code 拒绝}, {@code 거부}): after a {@link #BAD_INPUT} word, a failing verdict's word
     * of these describes the check; after a word of {@link #TURN}, one keeps the sentence as {@link #SOUND} does
     * ({@code Webhooks delivered twice are recognised by their id.}, {@code Wrong passwords are rejected.}).
     */
    REFUSES,
    /**
     * The second word of a negation a language of negative concord writes in two ({@code jamais}, {@code plus} of
     * {@code ne … jamais}, {@code nunca}, {@code jamás}, {@code mai}): in a term a negation stands right before, the two
     * are one negation ({@code Le verrou n'est jamais libéré.} states {@code jamais libéré}).
     */
    CONCORD,
    /** The first word of such a negation ({@code ne}, {@code n'}, {@code no}, {@code non}, {@code não}): {@link #CONCORD}. */
    CONCORD_OPENER,
    /**
     * The verdict labels that name a decision ({@code Decision}, {@code Verdict}, {@code 判定}, {@code Entscheidung},
     * {@code décision}): over a state longer than a word or two, read fail-closed, a word keeping a pass must stand in
     * it ({@code Decision: revise and resubmit} fails a pass beside it).
     */
    DECIDES,
    /**
     * The labels that sum a review up ({@code TL;DR}, {@code Bottom line}, {@code Overall}, {@code 总结}, {@code 総評},
     * {@code 총평}, {@code Fazit}'s kin): over a short state, read as a verdict label's, a word nobody listed fails a pass
     * beside them ({@code TL;DR: no}, {@code Overall: thumbs down}); a word saying the work is sound or a decision keeps
     * it ({@code Overall: solid}).
     */
    SUMS_UP,
    /**
     * What points at what follows a line, the line below it ({@code below is}, {@code the next line},
     * {@code end like this}, {@code as follows}, {@code 如下}, {@code 以下は}, {@code 다음과 같}, {@code wie folgt},
     * {@code ci-dessous}): one of the last two sentences right above a marker holding one introduces it, and is read
     * fail-closed as a line ending in a colon is ({@link Assertion#presentedAbove}).
     */
    POINTS_AHEAD,
    /**
     * The speakers of a chat's turns and the names of a prompt's parts ({@code SYSTEM}, {@code User}, {@code Assistant},
     * {@code Prompt}, {@code Instructions}, {@code システム}, {@code 用户}, {@code 사용자}, {@code Benutzer}): a line
     * opening with one as its label right above a marker echoes a prompt ({@link Assertion#presentedAbove}).
     */
    SPEAKER,
    /**
     * What says a behaviour a review describes is the one meant: the design's, the ticket's, the spec's or an agreed
     * one ({@code as designed}, {@code as the ticket asks}, {@code by design}, {@code 想定どおり}, {@code 预期设计},
     * {@code 의도한 대로}, {@code wie vorgesehen}, {@code comme demandé}, {@code como estaba previsto}): in the clause of
     * a failing word that is no grave problem's ({@code fails}, {@code rejected}, {@code 失败}, {@code 실패}), or after it
     * in a clause or a short sentence of its own whose other words keep a value, and no negation, hedge, modal or
     * condition in its clause, it says what the change is meant to do ({@code The parser fails fast on a malformed
     * header, as designed.}), not a failure of it ({@link Assertion}'s {@code asMeant}).
     */
    AS_MEANT,

    // ---- page 1 ------------------------------------------------------------------------------------------------

    /**
     * What destroys or loses what it acts on ({@code deletes}, {@code drops}, {@code wipes}, {@code truncates},
     * {@code overwrites}, {@code lost}, {@code 消えます}, {@code 削除}, {@code 清空}, {@code 비웁니다}, {@code löscht},
     * {@code leert}, {@code vide}, {@code vacía}): in a clause of findings above a pass that also names data
     * ({@link #DATA_HELD}) it states a harm ({@link Assertion#harmStated}).
     */
    DESTROYS,
    /**
     * Data a change must keep: tables, accounts, records, user data, a home directory ({@code the orders table},
     * {@code accounts}, {@code 注文テーブル}, {@code 订单表}, {@code 테이블}, {@code Bestelltabelle}, {@code Konten},
     * {@code table}, {@code cuenta}); not code ({@code helper}, {@code import}), which a change deletes as it should.
     */
    DATA_HELD,
    /**
     * What lets a thing out where it should not be ({@code committed}, {@code logged}, {@code returns},
     * {@code exposed}, {@code printed}, {@code コミット}, {@code 提交}, {@code 커밋}, {@code protokolliert},
     * {@code exposé}), or keeps or sends a thing with no protection or to a party outside the product
     * ({@code unencrypted}, {@code in the url}, {@code analytics}, {@code third party}, {@code sin cifrar}, {@code 未加密}):
     * in a clause of findings above a pass that also names a secret ({@link #SECRET}) it states a harm
     * ({@link Assertion#harmStated}).
     */
    EXPOSES,
    /**
     * A secret or a personal datum ({@code secret key}, {@code API key}, {@code password}, {@code token},
     * {@code card number}, {@code iban}, {@code session token}, {@code health data}, {@code 密钥}, {@code APIキー},
     * {@code 비밀번호}, {@code 주민등록번호}, {@code Passwort}, {@code mot de passe}, {@code contraseña}).
     */
    SECRET,
    /**
     * An actor or a reach nobody bounds, acting on what is not its own ({@code any logged-in user}, {@code anyone},
     * {@code every customer's}, {@code other users'}, {@code any password}, {@code 任意のユーザー}, {@code 任何用户},
     * {@code 누구나}, {@code jeder Nutzer}, {@code n'importe quel utilisateur}, {@code cualquier usuario}): in a clause
     * of findings above a pass it states a harm on its own ({@link Assertion#harmStated}).
     */
    ANY_ACTOR,
    /**
     * What, in the clause of such a harm, bounds it to what is meant ({@code only}, {@code their own},
     * {@code unused}, {@code temporary}, {@code soft-deletes}, {@code のみ}, {@code 仅}, {@code 만}, {@code nur},
     * {@code seulement}, {@code solo}): {@code Only admins can delete accounts.}, {@code Removes the temporary
     * directory.}
     */
    HARM_BOUNDED,
    /**
     * A destroying word's form that names what was done to a thing rather than doing it: a participle right before the
     * data it qualifies ({@code deleted accounts}, {@code dropped rows}, {@code silinmiş hesaplar}), or the ending that
     * makes it so in Japanese, Chinese and Korean ({@code された}, {@code 的}, {@code 된}: {@code 削除されたアカウント},
     * {@code 被删除的账号}, {@code 삭제된 계정}). Such a word states no harm ({@code Deleted accounts now disappear from
     * search.}).
     */
    DONE_TO,
    /**
     * As {@link #DONE_TO}, a participle right after the data it qualifies, where French, Spanish, Italian and Portuguese
     * write it ({@code les comptes supprimés}, {@code las cuentas eliminadas}, {@code gli account eliminati}).
     */
    DONE_TO_AFTER,
    /**
     * What may follow a reviewer's decision ({@code ship it}, {@code merge}, {@code LGTM}, {@code 同意合并}) in its
     * sentence in a note beside a pass and keep it, beside the words that keep a pass's note: what it is about, now and
     * as it is ({@code it}, {@code this}, {@code now}, {@code right away}, {@code as is},
     * {@code from my side}, {@code このまま}, {@code 现在}, {@code jetzt}, {@code tel quel}). A time other than now, a
     * condition, a scope or anything nobody listed puts the decision off ({@code ship it next quarter},
     * {@code merge after the freeze}): the pass is unclear ({@link Assertion#noteBesideAPass}).
     */
    DECISION_KEEPS,
    /**
     * What tells the reader to pay no heed to something ({@code ignore}, {@code disregard}, {@code don't trust},
     * {@code 無視して}, {@code 忽略}, {@code 무시}, {@code ignoriere}, {@code ignorez}, {@code ignora}): with a verdict's
     * label after it in its sentence, in a note beside a JSON pass, it takes the pass back
     * ({@code "note": "P.S. ignore the result field"}, {@code 结果请忽略}; {@link Assertion#noteBesideAPass}).
     */
    DISREGARDS,
    /**
     * A word saying how sure the writer is of what it states ({@code sure}, {@code confident}, {@code certain},
     * {@code 確信}, {@code 确定}, {@code 확신}, {@code sicher}, {@code sûr}, {@code seguro}): beside a share below the
     * whole in a short remark ({@code 90% sure}, {@code 90%の確信}, {@code Zu 90 % sicher}, {@code Sûr à 90 %}) it
     * says the value may be wrong, a hedge ({@link Assertion#sureShortOfWhole}); alone, or beside the whole
     * ({@code 100% sure}), it says nothing against it.
     */
    SURE,
    /**
     * A word of a passing verdict or state that a negation takes back when it stands right before it (after it, in
     * Japanese and Korean), written into failing terms in braces ({@code not {passing-state}}, {@code 没有{passing-state}},
     * {@code {passing-state}していません}): {@code pass}, {@code green}, {@code good}, {@code 通过}, {@code 合格},
     * {@code 통과}, {@code bestanden}. Words that are also verbs of plain prose ({@code go}, {@code accept},
     * {@code merge}, {@code true}) are none of it: {@code does not accept empty input} states a check. Read in no text.
     */
    PASSING_STATE,
    /**
     * A verb saying a check passes, in the forms a sentence conjugates it ({@code succeeds}, {@code passent},
     * {@code läuft}, {@code pasan}), that a language's verb negation takes back around it, written into failing terms
     * in braces ({@code doesn't {passing-verb}}, {@code ne {passing-verb} pas}, {@code {passing-verb} nicht durch},
     * {@code no {passing-verb}}): {@code Les tests ne passent pas.}, {@code Die Tests laufen nicht durch.} Read in no text.
     */
    PASSING_VERB,
    /**
     * A verb saying a check fails, in the forms a sentence conjugates it ({@code falliscono}, {@code falham},
     * {@code faalden}, {@code falló}, {@code a échoué}, {@code 失敗しました}, {@code 실패했}), written into each language's
     * failing verdicts ({@code {failing-verb}}): {@code I test falliscono.} above a pass states a failure, and a negation
     * before it ({@code Nessun test fallisce}) or after it in Japanese and Korean counts it none. Forms a longer term of
     * another list holds ({@code 失敗しました} of a reply's own failure) are listed here too, as the longer term would
     * otherwise hide the failing word inside it. Read in no text.
     */
    FAILING_VERB,
    /**
     * A verb saying a thing breaks or crashes, in the forms a sentence conjugates it ({@code plantent}, {@code crashen},
     * {@code 壊れています}, {@code 깨졌}, {@code 坏了}), written into each language's grave problems
     * ({@code {breaking-verb}}). Read in no text.
     */
    BREAKING_VERB,
    /**
     * A check's state of red after the word that states it ({@code sind rot}, {@code sont rouges}, {@code están en rojo},
     * {@code が赤}, {@code 红了}, {@code 가 빨갛}), written after each name of a check a language writes
     * ({@code tests {red-state}}, {@code テスト{red-state}}): {@code Drei Tests sind rot.} states a failure, where the
     * colour said of anything else ({@code Der Button ist rot.}) states none. Read in no text.
     */
    RED_STATE,
    /**
     * What a status line may report the state of besides a check's name ({@link Category#CHECK}): {@code Security},
     * {@code Perf}, {@code Deploy}, {@code セキュリティ}, {@code 部署}, {@code 보안}, {@code Sicherheit}. Read only as the
     * label of a state of marks ({@code Security 🕳️}, {@code Deploy: 💣}), where a mark nobody listed as passing says the
     * thing did not pass ({@link Assertion#statusesNotPassed}).
     */
    STATUS_SUBJECT,
    /**
     * A short state that says a check did not pass, read only right after a check's name on a status line
     * ({@code ko}, {@code nok}, {@code KO}): {@code Tests KO}, {@code lint ok / tests nok} ({@link Assertion#statusesNotPassed}).
     * Elsewhere it is no word of failing ({@code ko} names a language as well).
     */
    FAILING_STATE,
    /**
     * What a review may rest on that is not the change itself ({@code title}, {@code PR title}, {@code description},
     * {@code commit message}, {@code diff stat}, {@code file names}, {@code タイトル}, {@code 标题}, {@code 제목},
     * {@code Titel}, {@code titre}, {@code título}, {@code titolo}): read in no text, but written into
     * {@code [unverified]} terms in braces after a word saying the review went by it ({@code based on the
     * {cursory-basis}}, {@code {cursory-basis}に基づ}, {@code 根据{cursory-basis}}): a review made on it was not made on
     * the change ({@code Based on the PR title.}). {@code Based on the tests} names no such thing and keeps a pass.
     */
    CURSORY_BASIS,
    /**
     * What labels a review's reach ({@code scope}, {@code reviewed}, {@code review scope}, {@code レビュー範囲},
     * {@code 审查范围}, {@code 검토 범위}, {@code Umfang}, {@code portée}, {@code alcance}, {@code revisado}): a status
     * line's label that is such a term is read as one naming what was checked ({@link ShortOfWhole#labelsTheReach}): a
     * word of a part in its state says the review was of a part only ({@code Revisado: solo el README.}). A JSON key
     * naming it ({@code "scope"}, {@code "based_on"}, {@code "applies_to"}) bounds the review: its value keeps a pass
     * only where it says the whole ({@link #WHOLE_REACH}).
     */
    SCOPE_LABEL,
    /**
     * What says a review reached the whole ({@code all}, {@code full}, {@code entire}, {@code everything},
     * {@code 全ファイル}, {@code 全部}, {@code 전체}, {@code alle}, {@code complet}, {@code todo}): read only in the value
     * of a JSON key naming a review's reach ({@link #SCOPE_LABEL}): {@code "scope": "full"} keeps a pass,
     * {@code "scope": "solo el README"} does not.
     */
    WHOLE_REACH,
    /**
     * What names a part a review left out ({@code ignored}, {@code skipped}, {@code excluded}, {@code not reviewed},
     * {@code out of scope}, {@code 未レビュー}, {@code 跳过}, {@code 제외}, {@code übersprungen}, {@code ignoré},
     * {@code omitido}): read only in a JSON key beside a verdict; a member so named that lists anything
     * ({@code "ignored_files": ["src/auth.py"]}) says the review was not made on it, where nothing
     * ({@code "skipped": []}, {@code "none"}, null) keeps a pass.
     */
    LEFT_UNREVIEWED,
    /**
     * A tool's marker that silences a check where it reports ({@code # type: ignore}, {@code noqa}, {@code @ts-ignore},
     * {@code eslint-disable}, {@code @SuppressWarnings}, {@code nolint}, {@code --no-verify}, {@code [skip ci]}), in
     * common.txt, where each is a {@code severe} term as well: a reviewer writes one in inline code, whose words are
     * otherwise read as quoted, not stated; such a marker there is read as the reviewer's words
     * ({@link Assertion#suppressionAt}), and a word of resolving before it ({@code Removed a stale # type: ignore.})
     * counts it none, as for every such term.
     */
    SUPPRESSION,
    /**
     * What takes a thing out of the code, as its verb ({@code removed}, {@code dropped}, {@code deleted},
     * {@code entfernt}, {@code supprimé}, {@code eliminé}, {@code rimosso}, {@code removi}, {@code verwijderd},
     * {@code 削除}, {@code 删除}, {@code 제거}): in the clause of a {@link #SUPPRESSION} marker, it says the marker was
     * taken out, not added ({@code Removed a stale # type: ignore.}, {@code Veraltetes `# noqa` entfernt.}), and the
     * marker counts none ({@link Assertion#suppressionTakenOut}). Read there only.
     */
    TAKES_OUT,
    /**
     * What guards the work's quality, as the object of a verb of going round it ({@code the hooks}, {@code the red CI},
     * {@code the failing checks}, {@code the linter}, {@code Hooks}, {@code les hooks}, {@code los hooks},
     * {@code CIチェック}, {@code CI检查}, {@code CI 검사}): read in no text, but written into {@code severe} terms in braces
     * beside such a verb ({@code bypassed the {guard}}, {@code overriding the {guard}}, {@code {guard} umgangen},
     * {@code contourné les {guard}}, {@code 绕过了{guard}}): a check silenced, bypassed or overridden.
     */
    GUARD,
    /**
     * What says the work could be done, was managed or is possible ({@code could}, {@code able}, {@code possible},
     * {@code pudo}, {@code possível}, {@code pu}, {@code möglich}, {@code geklappt}, {@code riuscito}, {@code gelukt},
     * {@code 无法}, {@code 没办法}), and the negations made of such a word ({@code couldn't}, {@code cannot}): a short line
     * a negation opens or closes and that holds one says the work could not be done ({@code Pas possible.}, {@code No
     * se pudo.}, {@code Não foi possível.}, {@code Hat nicht geklappt.}; {@link Assertion#couldNotStated}). A short line
     * a negation opens without one ({@code No new warnings.}, {@code No nits.}) says nothing was found and keeps a pass.
     */
    COULD,
    /**
     * A quantifier short of the whole, and a partial negation of the whole, before what it counts or as an adverb of
     * the clause ({@code not all}, {@code most}, {@code almost all}, {@code only some}, {@code few}, {@code half},
     * {@code all but}, {@code mostly}, {@code ほとんどの}, {@code 一部の}, {@code 并非所有}, {@code 大部分}, {@code 대부분},
     * {@code nicht alle}, {@code die meisten}, {@code pas tous}, {@code la plupart des}, {@code no todos},
     * {@code non tutti}, {@code nem todos}, {@code niet alle}): in a clause with a check's subject and a word that passes
     * after both ({@code Most tests pass.}, {@code Nicht alle Tests sind grün.}), the check passed for part of its
     * subjects only ({@link ShortOfWhole#partPasses}). Read there only: what binds the three is not parsed, so
     * {@code The most important tests pass.} fails closed too.
     */
    PART_OF_WHOLE,
    /**
     * What takes some of a whole out of it ({@code except}, {@code apart from}, {@code außer}, {@code bis auf},
     * {@code sauf}, {@code excepto}, {@code tranne}, {@code exceto}, {@code behalve}, {@code を除いて}, {@code 除了},
     * {@code 제외하고}): in a sentence with a check's subject and a word that passes after it ({@code All tests pass except
     * one.}), a check passed for part of its subjects only ({@link ShortOfWhole#partPasses}).
     */
    EXCEPT,
    /**
     * An ending that negates a whole statement after its verb in Japanese and Korean, a partial negation
     * ({@code わけではない}, {@code とは限らない}, {@code 것은 아니}, {@code 건 아니}, {@code 지는 않}): right after a word that
     * passes, a check's subject before it ({@code 全部のテストが通ったわけではない。}, {@code 모든 테스트가 통과한 것은
     * 아니다.}), the pass is not of the whole ({@link ShortOfWhole#partPasses}).
     */
    NOT_THE_WHOLE,
    /**
     * What a check counts beside the names of checks ({@link Category#CHECK}) and the status subjects
     * ({@link #STATUS_SUBJECT}): {@code jobs}, {@code cases}, {@code files}, {@code specs}, {@code suites},
     * {@code ジョブ}, {@code 用例}, {@code 케이스}, {@code Jobs}, {@code cas}, {@code casos}. Read only as the subject a
     * quantifier short of the whole counts ({@link ShortOfWhole#partPasses}).
     */
    CHECKED_ITEM,
    /**
     * The marks that keep a value where marks alone stand for it (common.txt: a check, a circle, a thumb up,
     * {@code ✅}, {@code ◎}, {@code 👍}): a label's value made of them keeps a pass ({@code Security: ✅},
     * {@code 評価：◎}), and a status line's state holding a pictograph none of them nor a {@link Category#STATUS} mark
     * is does not ({@link Assertion#statusesNotPassed}). Each term is one mark; read in no text.
     */
    KEEPING_MARK,
    /**
     * A check's run not brought to its end after the word that states it ({@code was cancelled}, {@code timed out},
     * {@code is pending}, {@code haven't completed}, {@code läuft noch}, {@code en attente}, {@code はまだ実行中},
     * {@code 已取消}, {@code 가 대기 중}), written after each name of a check a language writes, as a check not made
     * ({@code tests {unfinished-state}} in {@link Category#UNVERIFIED}): {@code The job was cancelled.} beside a pass
     * says a check was not made to its end. Read in no text.
     */
    UNFINISHED_STATE,
    /**
     * A tool's failure line as tools print it ({@code npm ERR!}, {@code Segmentation fault},
     * {@code Aborted (core dumped)}, {@code Traceback (most recent call last)}, {@code OOMKilled}, {@code BUILD FAILURE},
     * {@code make: ***}, {@code AssertionError}): shown or quoted beside a pass, anywhere on its line, a failure the
     * reviewer's run met ({@link Assertion.Findings#toolFailure}).
     */
    TOOL_FAILURE,
    /**
     * What opens a tool's failure line ({@code error:}, {@code panic:}, {@code Killed}, {@code Fehler:}, {@code エラー:},
     * {@code 错误:}, {@code 오류:}): as {@link #TOOL_FAILURE}, where it opens a line only.
     */
    TOOL_LEAD,
    /**
     * What names a process's exit status in prose or a tool's output ({@code exit code}, {@code exit status},
     * {@code 終了コード}, {@code 退出码}, {@code code de sortie}): with a number other than 0 right after it
     * ({@code Exit code: 1}, {@code exit code 137}), a failure ({@link Assertion.Findings#toolFailure}).
     */
    EXIT_STATUS,
    /**
     * What says the output a review shows is what the change makes a user see ({@code the user sees},
     * {@code error message}, {@code エラーメッセージ}, {@code 错误信息}), in the line introducing it: a tool's failure line
     * there is an example of the change's behaviour, not a run that failed.
     */
    OUTPUT_SHOWN,
    /**
     * What says a tool's failure line is gone ({@code is gone}, {@code disappeared}, {@code no longer appears},
     * {@code 消えました}, {@code 消失了}, {@code verschwunden}), after it in its clause.
     */
    OUTPUT_GONE,
    /**
     * What, opening a short free string before the few words of its value, gives that value as a guess or an example,
     * not as the reply's answer ({@code probably}, {@code maybe}, {@code e.g.}, {@code vielleicht}, {@code peut-être},
     * {@code quizás}, {@code たぶん}, {@code 可能是}, {@code 아마}): such a string is no value ({@link FreeText}). Adverbs
     * and labels only: a word that may open a title or a role ({@code Draft}, {@code Interim}, {@code Partial}) is none.
     */
    GUESS_OPENER,
    /**
     * What, closing a short free string after the few words of its value, gives it as a guess
     * ({@code probably}, {@code I think}, {@code or so}, {@code glaube ich}, {@code かも}, {@code 吧}, {@code 일까}):
     * such a string is no value ({@link FreeText}), as one a question word or a list's elision closes is.
     */
    GUESS_CLOSER,
    /**
     * What calls the data a reply gave no exact or whole answer, in a short remark after it ({@code This is an
     * estimate.}, {@code The values are approximate.}, {@code Die Daten sind unvollständig.}, {@code これは概算です。}):
     * its nouns and adjectives only, not the prepositions of nearness ({@code about}, {@code over}), which a remark
     * uses for what it speaks of. A negation before it (after it, in Japanese and Korean) keeps the data.
     */
    NOT_EXACT,
    /**
     * What says the data a reply gave was checked against its source, in a short remark after it ({@code verified},
     * {@code confirmed}, {@code bestätigt}, {@code vérifié}, {@code 確認}, {@code 验证}, {@code 확인}): past participles and
     * nouns. A negation closely before it (on either side, in Han, kana and Hangul) takes the data back
     * ({@code This has not been verified.}, {@code 確認していません。}); the word alone keeps it
     * ({@link Assertion#notVerified}).
     */
    VERIFIED,
    /**
     * What, after a contrast that follows a check's pass, says the contrast takes nothing from it, filling the
     * contrast's clause alone ({@code The tests pass, but that is fine: …}, {@code … but a few nits: …},
     * {@code …, aber das ist in Ordnung.}, {@code …，不过这是预期的。}): read by {@link Assertion#checkPassRead}, where any
     * other clause after the contrast takes the pass back. Read in no other text.
     */
    CONTRAST_KEEPS,
    /**
     * What joins a contrasting clause to a check's pass that the lexicon's contrasts leave out, being too common
     * elsewhere ({@code ma}, a verb's ending {@code ますが}): read only after a check's pass ({@link Assertion#checkPassRead}).
     */
    CONTRAST_JOINS,
    /**
     * What puts a check's pass off in its sentence beside the lexicon's conditions, hedges and modals: a hedge of
     * seeming or of expectation ({@code seem to}, {@code are expected to}), a pass bound to a circumstance
     * ({@code only when}), a passing verb in the conditional ({@code passeraient}, {@code pasarían},
     * {@code passerebbero}, {@code passariam}). Read by {@link Assertion#checkPassRead} only.
     */
    PUTS_OFF_A_CHECK,
    /**
     * A pronoun that names again the checks a clause before it named ({@code they}, {@code these}, {@code sie},
     * {@code ils}, {@code elles}, {@code 它们}): opening the next clause, its pass is the checks' pass and read as one
     * ({@code I ran the tests; they would pass if …}; {@link ShortOfWhole#checkPassPutOffAt}). Plural and demonstrative
     * only: an {@code it} names the change as often as the build.
     */
    CHECK_PRONOUN,
    /**
     * A word conceding what its clause states, so that the sentence's other clause is what it asserts
     * ({@code although}, {@code even though}, {@code obwohl}, {@code bien que}, {@code aunque}, {@code anche se},
     * {@code embora}, {@code hoewel}, {@code 虽然}): opening the clause of a check's pass, the clause after it is read
     * as a contrast's is ({@code Although the tests pass, the null check is missing.}; {@link Assertion#checkPassRead}).
     */
    CONCEDES,
    /**
     * What a change ought to keep in place to be safe to merge, named as a thing or as the state it leaves
     * ({@code authentication}, {@code input validation}, {@code error handling}, {@code index}, {@code escaped},
     * {@code idempotent}, {@code reversible}, {@code Fehlerbehandlung}, {@code 鉴权}, {@code 認証}, {@code 인증}): negated closely
     * in a review's findings above a pass, it says the change lacks it ({@code The endpoint is not authenticated.},
     * {@code There is no index on user_id.}, {@code 接口没有鉴权。}; {@link Assertion#safeguardDenied}). Only words whose
     * absence is a flaw: not {@code logged} or {@code exposed}, whose absence is what a review wants.
     */
    SAFEGUARD,
    /**
     * A {@link #SAFEGUARD} said lacking in one word ({@code unauthenticated}, {@code unhandled}, {@code irreversible},
     * {@code unverschlüsselt}, {@code onomkeerbaar}): read where a verb of being stands before it, as what a thing is
     * ({@code The endpoint is unauthenticated.}); before a noun it names what a change acts on
     * ({@code Unauthenticated requests get a 401.}).
     */
    UNSAFEGUARDED,
    /** A preposition of absence ({@code without}, {@code ohne}, {@code sans}, {@code sin}, {@code senza}): before a {@link #SAFEGUARD}, a negation of it. */
    WITHOUT,
    /** A verb of being or of staying ({@code is}, {@code remains}, {@code ist}, {@code est}, {@code está}): before an {@link #UNSAFEGUARDED} word, it makes it what a thing is. */
    COPULA,
    /**
     * What, in the sentence of a {@link #SAFEGUARD} negated, says no safeguard is lacking: a need ({@code No migration is
     * needed.}, {@code 認証は不要}), a relative pronoun naming what the change acts on ({@code Requests that are not
     * authenticated …}), a word saying it is meant so ({@code by design}).
     */
    ABSENCE_KEEPS,
    /** Right after a {@link #SAFEGUARD} negated, a word of change: the sentence speaks of changing it ({@code No auth changes.}, {@code 認証の変更はありません}). */
    ABSENCE_CHANGE,
    /**
     * What asks the reader to put values in ({@code fill in}, {@code replace with}, {@code use your}, {@code ersetzen},
     * {@code remplacez}, {@code reemplace}, {@code 置き換えてください}, {@code 请替换}, {@code 바꾸세요}): request forms
     * only, not what tells of values put in ({@code replaced}). With a word of {@link #OWN_VALUES} in its clause, a remark
     * after the data says the data is not the answer ({@link Assertion#putInOrStandsElsewhere}).
     */
    PUTS_IN,
    /**
     * What names the values a reader is to put in instead of the data ({@code real}, {@code actual}, {@code your own},
     * {@code echten}, {@code réelles}, {@code reales}, {@code 実際の}, {@code 实际}, {@code 실제}): read beside
     * {@link #PUTS_IN} only.
     */
    OWN_VALUES,
    /**
     * What says a part of a whole only was read ({@code only part of}, {@code a portion of}, {@code truncated},
     * {@code nur ein Teil}, {@code une partie de}, {@code 一部}, {@code 一部分}, {@code 일부}): close to a word of
     * {@link #SOURCE_WHOLE}, the data stands on part of the input ({@link Assertion#putInOrStandsElsewhere}).
     */
    PART_SEEN,
    /**
     * What names what the reply was given to read ({@code input}, {@code document}, {@code text}, {@code file},
     * {@code Eingabe}, {@code entrée}, {@code 入力}, {@code 文書}, {@code 输入}, {@code 입력}): read beside
     * {@link #PART_SEEN} only.
     */
    SOURCE_WHOLE,
    /**
     * What says what data stands on ({@code based on}, {@code derived from}, {@code basierend auf}, {@code basé sur},
     * {@code basado en}, {@code に基づく}, {@code 基于}, {@code 기준}): close to a word of {@link #OTHER_DATA}, the data
     * stands on other data than asked ({@link Assertion#putInOrStandsElsewhere}).
     */
    BASED_ON,
    /**
     * What names other data than the reply was given: of another time or another case ({@code last year's},
     * {@code outdated}, {@code a similar}, {@code my training data}, {@code Vorjahres}, {@code l'an dernier},
     * {@code 昨年の}, {@code 去年的}, {@code 작년}): read beside {@link #BASED_ON} only.
     */
    OTHER_DATA,
    /**
     * A word of degree saying a measure goes beyond what it should ({@code too}, {@code zu}, {@code trop},
     * {@code demasiado}, {@code troppo}, {@code te}, {@code 太}, {@code 过于}, {@code 너무}; {@code すぎ} after the
     * measure): beside a word of {@link #MEASURE} in a review's findings above a pass, a flaw stated
     * ({@code The timeout is too short.}, {@code 超时时间太短。}, {@code タイムアウトが短すぎます。}; {@link Assertion#excessStated}).
     */
    EXCESS,
    /**
     * A word of size, speed, count or time that a degree of {@link #EXCESS} puts beyond what it should be ({@code short},
     * {@code slow}, {@code many}, {@code kurz}, {@code lent}, {@code largo}, {@code 短}, {@code 慢}, {@code 짧}); praise
     * is no measure ({@code too good}).
     */
    MEASURE,
    /** A word of {@link #EXCESS} written after the measure it puts too far ({@code 短すぎ}, {@code curto demais}). */
    EXCESS_AFTER,
    /**
     * What says a thing is wrong, as the predicate closing its clause, with its copula where the language writes one
     * ({@code is wrong}, {@code is a mistake}, {@code ist falsch}, {@code est faux}, {@code es incorrecta},
     * {@code yanlış}), or in Japanese and Korean opening at the particle that binds it to its subject
     * ({@code は間違っています}, {@code 가 틀렸습니다}), in Chinese right after it ({@code 是错的}, {@code 错了}): right
     * after the name of a member the data holds in a remark after it, it takes the data back
     * ({@link Assertion#memberSaidWrong}). Read there only.
     */
    SAID_WRONG,
    /**
     * What may stand between a member's name and a word of {@link #SAID_WRONG} and leave the member the subject: a
     * pointer to where it was written ({@code above}, {@code here}, {@code oben}, {@code ci-dessus}), a word naming it
     * as a value ({@code value}, {@code field}). Read there only.
     */
    MEMBER_TAIL,
    /**
     * What, before a member's name in its clause, makes it a value other than the one the reply gives, or what another
     * says of it: the one it started from or read ({@code the original score}, {@code the previous verdict},
     * {@code der alte Score}, {@code 元の}, {@code 原来的}), a verb of telling and the word opening what is told
     * ({@code complains}, {@code mentions}, {@code que}, {@code dass}, {@code 说}): a word of {@link #SAID_WRONG} after
     * it says nothing of the data. Read there only.
     */
    OTHER_MEMBER,
    /** A negation or a word of absence that follows what it negates ({@code yok}, {@code olmadan}, {@code fehlt}, {@code manque}): right after a {@link #SAFEGUARD}, its absence. The first
     * role of its page: looked up by its bit alone. */
    ABSENCE_AFTER,
    /**
     * A verb that tells the reader not to use what it names ({@code ignore}, {@code disregard}, {@code forget},
     * {@code discard}, {@code do not use}, {@code ignorieren}, {@code ignorez}, {@code 無視}, {@code 忽略}, {@code 무시}):
     * with a word of {@link #DISMISSED} as its object, a remark after the data dismisses it
     * ({@link Assertion#dismissedOrNotFinal}). Read there only.
     */
    DISMISSES,
    /**
     * What names the data a remark after it speaks of ({@code the JSON}, {@code the answer}, {@code the output},
     * {@code the above}, {@code that}, {@code Antwort}, {@code réponse}, {@code 回答}, {@code 答案}, {@code 답변}): the
     * object of a word of {@link #DISMISSES}, or, after a negation and a word of {@link #REAL}, what is not the real
     * answer. Read there only.
     */
    DISMISSED,
    /**
     * What may follow the data's name or a dismissing verb and leave it closing its clause: a pointer to where it
     * was written ({@code above}, {@code oben}, {@code ci-dessus}), {@code please}, {@code completely}. Read there only.
     */
    DISMISSED_TAIL,
    /** A verb of using ({@code use}, {@code verwende}, {@code utilisez}, {@code 使って}, {@code 사용}): beside {@link #INSTEAD}. */
    USE,
    /**
     * What says one thing is to be used in the place of another ({@code instead}, {@code stattdessen}, {@code plutôt},
     * {@code en su lugar}, {@code 代わりに}, {@code 改用}, {@code 대신}): beside {@link #USE}, the reader is sent to other
     * data. Read there only.
     */
    INSTEAD,
    /**
     * {@link #INSTEAD} that takes an object ({@code instead of}, {@code anstatt}, {@code au lieu de}): what is used in
     * place of that object, said of something else, is no dismissal of the data.
     */
    INSTEAD_OF,
    /**
     * What names all of the data or all written above ({@code everything}, {@code all of the above}, {@code tout ce qui
     * précède}, {@code alles}, {@code すべて}, {@code 全部}, {@code 모두}): before a word of {@link #SAID_WRONG}, the data
     * is said wrong whole. Read there only.
     */
    WHOLE_DATA,
    /**
     * A verb of changing the data ({@code update}, {@code change}, {@code revise}, {@code aktualisieren},
     * {@code mettre à jour}, {@code 更新}, {@code 수정}): beside a word of {@link #LATER}, the data is not final.
     */
    CHANGE_LATER,
    /** What puts a change after the reply ({@code later}, {@code später}, {@code plus tard}, {@code 後で}, {@code 稍后}, {@code 나중에}). */
    LATER,
    /**
     * What says the reply was cut short ({@code ran out of tokens}, {@code was cut off}, {@code Tokens ausgegangen},
     * {@code coupé}, {@code 途中で切れ}, {@code 被截断}, {@code 잘렸}): the data may not be the answer whole.
     */
    CUT_SHORT,
    /**
     * What calls an answer the one meant ({@code real}, {@code actual}, {@code final}, {@code echte}, {@code réel},
     * {@code 実際の}, {@code 真实}, {@code 실제}): negated before a word of {@link #DISMISSED}, the data is not the answer.
     */
    REAL,
    /**
     * What links data to what it answers or stands on, right before another one ({@code for}, {@code from}, {@code is},
     * {@code answers}, {@code belongs to}, {@code stammt}, {@code vient}, {@code viene}, {@code komt}; and a
     * {@link #LINKS_BY} so placed): at most two words before a word of {@link #ANOTHER_ONE} beside a {@link #WORK_ITEM}, or before one
     * of {@link #ANOTHER_TIME}, a remark after the data says it belongs elsewhere
     * ({@link Assertion#elsewhereMixedOrGuessed}). Turkish, Japanese, Chinese and Korean write no such word before it.
     */
    ANSWERS_FOR,
    /**
     * Another one than asked, of another subject or an earlier time ({@code different}, {@code another}, {@code wrong},
     * {@code previous}, {@code andere}, {@code précédent}, {@code otro}, {@code vorige}, {@code farklı}, {@code 別の},
     * {@code 另一个}, {@code 上周}, {@code 다른}): read beside a {@link #WORK_ITEM}.
     */
    ANOTHER_ONE,
    /** An earlier time named whole ({@code yesterday}, {@code last week's}, {@code letzte Woche}, {@code la semaine dernière}): read right after a {@link #ANSWERS_FOR}. */
    ANOTHER_TIME,
    /**
     * What a reply answers or reads ({@code file}, {@code question}, {@code input}, {@code run}, {@code version},
     * {@code results}, {@code field}, {@code Datei}, {@code fichier}, {@code archivo}, {@code dosya}, {@code ファイル},
     * {@code 文件}, {@code 파일}): read beside {@link #ANOTHER_ONE} only.
     */
    WORK_ITEM,
    /**
     * What compares the data with another one or says it was asked so ({@code than}, {@code compares}, {@code since},
     * {@code as asked}, {@code als}, {@code plus}, {@code más}, {@code più}, {@code dan}, {@code daha}, {@code より},
     * {@code 比}, {@code 보다}): in a clause, it keeps a word of another one there a statement of the data.
     */
    COMPARED,
    /**
     * What says members or inputs were mixed up, swapped or contradict each other ({@code mixed up}, {@code swapped},
     * {@code contradict each other}, {@code verwechselt}, {@code vertauscht}, {@code confondu}, {@code intercambiados},
     * {@code scambiati}, {@code troquei}, {@code verwisseld}, {@code karıştırdım}, {@code 取り違え}, {@code 搞混},
     * {@code 섞였}): in a remark after the data, it takes the data back.
     */
    MIXED_UP,
    /**
     * What says the data or a member was guessed, estimated or picked arbitrarily ({@code estimated}, {@code at random},
     * {@code geschätzt}, {@code deviné}, {@code indovinato}, {@code chutei}, {@code gegokt}, {@code rastgele},
     * {@code 適当に}, {@code 随便}, {@code 추측}): in a remark after the data, it takes the data back.
     */
    GUESSED,
    /**
     * A preposition linking data to what it answers or stands on ({@code for}, {@code from}, {@code of}, {@code für},
     * {@code aus}, {@code pour}, {@code de}, {@code para}, {@code della}, {@code van}): a {@link #ANSWERS_FOR} where it
     * opens its clause or follows one or a {@link #WORK_ITEM} ({@code is for}, {@code the results of}); after another
     * noun it links that noun ({@code the bug from the previous release}).
     */
    LINKS_BY,
    /**
     * A verb of returning or responding that a server error's status follows ({@code returns}, {@code responds with},
     * {@code liefert}, {@code renvoie}, {@code devuelve}, {@code 返回}), or in Japanese, Korean and Turkish that follows
     * it, with its particle ({@code を返}, {@code 을 반환}, {@code döndürüyor}): with a number 500 to 599 beside it in a
     * review's findings above a pass, a server error stated ({@code The upload responds with 503.},
     * {@link Assertion#serverErrorStated}).
     */
    RETURNS_STATUS,
    /**
     * A word naming a status right beside such a number ({@code HTTP}, {@code status}, {@code error}, {@code Fehler},
     * {@code erreur}, {@code 错误}, {@code エラー}, {@code 오류}): the number is a status, verb or none.
     */
    STATUS_WORD,
    /**
     * What may follow a status returned in its clause, where no status word names it ({@code under}, {@code on},
     * {@code when}, {@code zurück}, {@code terug}): any other word after the number makes it a count ({@code returns
     * 500 rows}, {@code 500 ms}).
     */
    STATUS_TAIL,
    /**
     * What puts another status in place of the one named ({@code instead of}, {@code rather than}, {@code statt},
     * {@code au lieu de}, {@code 而不是}, {@code 代わりに}, {@code 대신}): in its sentence, the server error is the one
     * the change no longer returns.
     */
    STATUS_KEEPS,
    /**
     * What makes a status returned the condition of what the change does ({@code when}, {@code if}, {@code wenn},
     * {@code quand}, {@code cuando}; in Han, kana and Hangul after it: {@code 时}, {@code 場合}, {@code 면}): before its
     * verb in its clause ({@code The client backs off when the server sends a 503.}), or after it
     * ({@code 服务器返回503时重试}), the status is what the change handles, not what it returns.
     */
    STATUS_CONDITION,
    /**
     * A word saying a thing of the change is of a poor quality, with no word of a bug ({@code slow}, {@code slower},
     * {@code sluggish}, {@code stale}, {@code outdated}, {@code langsam}, {@code veraltet}, {@code lente},
     * {@code desactualizado}, {@code traag}, {@code yavaş}, {@code 遅い}, {@code 很慢}, {@code 느립니다}): each language's
     * {@link #UNSAFEGUARDED} list holds them too ({@code {poor-quality}}), so the findings' one pass finds them where
     * it finds a safeguard said lacking, and they are read as it is, after a verb of being or seeming
     * ({@code The endpoint is slow.}, {@code The dashboard feels sluggish.}); in Han, kana and Hangul closing their
     * clause ({@code 接口很慢。}, {@code 画面が重い。}); a hyphen or an underscore after one makes it part of a name
     * ({@code slow-query log}, {@code stale-while-revalidate}) ({@link Assertion#safeguardDenied}).
     */
    POOR_QUALITY,
    /**
     * A verb of acting or of showing before a {@link #POOR_QUALITY} word, which then says how the change acts or what
     * it shows ({@code runs}, {@code loads}, {@code responds}, {@code shows}, {@code returns}, {@code lädt},
     * {@code zeigt}, {@code affiche}, {@code muestra}): {@code The page shows stale data.},
     * {@code Die Seite lädt langsamer als vorher.}
     */
    POOR_VERB,
    /**
     * What, between a verb of being and a {@link #POOR_QUALITY} word or as that verb, says the poor quality is gone or
     * less: a verb of being in the past ({@code was}, {@code war}, {@code était}, {@code era}), a degree of less
     * ({@code less}, {@code weniger}, {@code moins}, {@code menos}): {@code Previously the page was slow.},
     * {@code The test is less slow.}
     */
    POOR_KEEPS,
    /**
     * A {@link #POOR_QUALITY} word that is the predicate by itself where it closes its sentence, in a language that
     * writes no verb of being there ({@code Uç nokta yavaş.}, {@code Veriler eski.}).
     */
    PREDICATE_ALONE,
    /**
     * What says a failure is dealt with, as a participle or a finished verb beside its name, beyond the
     * {@link Category#RESOLVING} words ({@code logged}, {@code retried}, {@code protokolliert}, {@code journalisée},
     * {@code se registra}, {@code gestito}, {@code tratado}, {@code gelogd}, {@code loglanıyor}, {@code ログに記録},
     * {@code 会被处理}, {@code 처리합니다}): a short note beside a JSON pass saying so of a failure keeps the pass
     * ({@link Assertion#failureResolvedNote}: {@code The timeout error is now logged.}).
     */
    FAILURE_HANDLED,
    /**
     * A verb of fixing in its plain form ({@code fix}, {@code resolve}, {@code 수정}, {@code 修正}, {@code 修复}): not
     * that a failure was fixed, so read only where a negation of the verb stands right before it ({@code Did not fix the
     * null pointer exception.}, {@code 没有修复}), or, in Japanese and Korean, right after it across the verb's ending
     * ({@code 수정하지 않았습니다}, {@code 修正しませんでした}): the fix a short note beside a pass speaks of is left open
     * ({@link Assertion#fixLeftOpen}).
     */
    FIX_VERB,
    /**
     * What, right before a number, makes it the top of the scale a value is read on ({@code out of}, {@code scale of},
     * {@code sur}, {@code su}, {@code sobre}, {@code op}, {@code Skala von}, {@code 满分是}, {@code 満点は},
     * {@code 만점은}): {@code The score is out of 10.} states the scale, not another value
     * ({@link Assertion#scaleAt}). Its number must end its clause, or go on with a {@link #SCALE_UNIT} or a
     * {@link #SCALE_TOP_AFTER} word; a number right before the word makes a count of a whole ({@code 2 out of 10 tests}).
     */
    SCALE_TOP,
    /**
     * What, right after a number (a hyphen between), makes it the top of a scale ({@code point scale},
     * {@code Punkte-Skala}, {@code puntenschaal}, {@code üzerinden}, {@code 点満点}, {@code 分制}, {@code 점 만점}):
     * {@code a 10-point scale}, {@code 10 üzerinden}, {@code 10点満点}.
     */
    SCALE_TOP_AFTER,
    /**
     * What a scale's top may be counted in after a {@link #SCALE_TOP} word ({@code points}, {@code Punkten},
     * {@code puntos}, {@code 分}, {@code 点}, {@code 점}): {@code 满分是10分}, {@code out of 10 points}.
     */
    SCALE_UNIT,
    /**
     * What joins the two ends of a range ({@code to}, {@code and}, {@code bis}, {@code à}, {@code a}, {@code tot},
     * {@code ile}, {@code から}, {@code 到}, {@code 에서}; a dash or a tilde is read as a mark): read only in a
     * sentence that names a scale or a range ({@link #SCALE_NAMED}) or after a {@link #SCALE_TOP} word.
     */
    SCALE_JOIN,
    /**
     * What names a scale or a range in the sentence of two numbers joined ({@code scale}, {@code range},
     * {@code between}, {@code Skala}, {@code zwischen}, {@code échelle}, {@code entre}, {@code tussen},
     * {@code arasında}, {@code 範囲}, {@code 范围}, {@code 사이}): {@code 分数范围是0到10。} states the range, not a value;
     * with no such word, two numbers joined may tell of a change ({@code went from 7 to 10}).
     */
    SCALE_NAMED,
    /**
     * A thing a reply may say it will change later that is not its data ({@code docs}, {@code documentation},
     * {@code README}, {@code changelog}, {@code tests}, {@code Doku}, {@code documentation}, {@code documentación},
     * {@code belgeler}, {@code ドキュメント}, {@code 文档}, {@code 문서}): a change beside {@link #LATER} whose clause names
     * one, and neither a name of the data ({@link #DISMISSED}) nor a word the data holds, leaves the data final
     * ({@code I will update the docs later.}; {@link Assertion#dismissedOrNotFinal}).
     */
    CHANGED_ELSEWHERE,
    /**
     * What says the data is right, as a predicate ({@code right}, {@code correct}, {@code accurate}, {@code richtig},
     * {@code stimmt}, {@code juste}, {@code correcto}, {@code giusto}, {@code certo}, {@code klopt}, {@code doğru},
     * {@code 合っています}, {@code 正确}, {@code 맞습니다}): a word of {@link Category#APPROXIMATE} right before it, or
     * right after it closing the clause, says the data is only near right ({@code The score is roughly right.},
     * {@code Das stimmt ungefähr.}, {@code 分数差不多正确。}; {@link Assertion#nearlyRight}). Alone it keeps the data.
     */
    SAID_RIGHT,
    /**
     * A word saying a setting of the change takes no effect, by itself ({@code ignored}, {@code ineffective},
     * {@code ignoriert}, {@code wirkungslos}, {@code ignoré}, {@code ignorado}, {@code genegeerd}, {@code etkisiz},
     * {@code 無視され}, {@code 被忽略}, {@code 무시됩}): each language's {@link #UNSAFEGUARDED} list holds them too
     * ({@code {no-effect}}), so the findings' one pass finds them where it finds a safeguard said lacking; said of a
     * {@link #SETTING} in its clause ({@code The feature flag is ignored.}), one fails a pass
     * ({@link Assertion#safeguardDenied}).
     */
    NO_EFFECT,
    /**
     * A word saying a setting takes effect, which a negation before it (in Han, kana and Hangul before or after it) says
     * it does not ({@code honored}, {@code applied}, {@code enforced}, {@code respected}, {@code effect},
     * {@code angewendet}, {@code Wirkung}, {@code appliqué}, {@code effet}, {@code efecto}, {@code toegepast},
     * {@code 生效}, {@code 反映}, {@code 適用}, {@code 적용}): listed in {@link #UNSAFEGUARDED} too
     * ({@code {takes-effect}}) and read as a {@link #NO_EFFECT} word once negated ({@code The retry setting is not
     * honored.}, {@code The config option has no effect.}, {@code 设置不生效。}, {@code 설정이 적용되지 않습니다.}).
     */
    TAKES_EFFECT,
    /**
     * What names a setting, option, flag, limit or header of the change ({@code flag}, {@code option}, {@code setting},
     * {@code config}, {@code timeout}, {@code rate limit}, {@code header}, {@code Option}, {@code réglage},
     * {@code opción}, {@code ayar}, {@code 設定}, {@code 配置}, {@code 설정}): a {@link #NO_EFFECT} word is said of one
     * in its clause, or not read; data the code is meant to skip ({@code Whitespace is ignored.}) names none.
     */
    SETTING,
    /**
     * What, in the sentence of a setting said to take no effect, says it is meant to be skipped: what is unknown,
     * invalid, unset or deprecated ({@code unknown}, {@code unset}, {@code invalid}, {@code deprecated},
     * {@code unbekannte}, {@code inconnues}, {@code desconocidas}, {@code 未知}, {@code 不明な}, {@code 알 수 없는}):
     * {@code Unknown options are ignored.} keeps a pass.
     */
    SETTING_KEEPS,
    /**
     * A {@link #NO_EFFECT} word in its active form, whose object is what takes no effect ({@code ignores},
     * {@code ignora}, {@code negeert}): a setting after it counts ({@code The client ignores the retry setting.}), one
     * before it only where a {@link #REFLEXIVE} word right before it makes it passive ({@code El flag se ignora.});
     * {@code El lector de configuración ignora las líneas vacías.} names a reader that skips data.
     */
    NO_EFFECT_ACTIVE,
    /** A reflexive pronoun that makes the active verb after it passive ({@code se}, {@code si}): {@code La opción se ignora.} */
    REFLEXIVE,
    /**
     * A word saying a measure grew, with no degree of excess and no word of a bug ({@code doubled}, {@code tripled},
     * {@code grew}, {@code increased}, {@code went up}, {@code larger}, {@code verdoppelt}, {@code doublé},
     * {@code se duplicó}, {@code 倍増}, {@code 翻倍}, {@code 늘었습니다}): each language's {@link #UNSAFEGUARDED} list holds
     * them too ({@code {cost-growth}}), so the findings' one pass finds them where it finds a safeguard said lacking;
     * after a {@link #COST_MEASURE} word in its sentence it says a cost of the change grew ({@code Memory usage
     * doubled.}, {@code 内存占用翻倍了。}) ({@link Assertion#safeguardDenied}).
     */
    COST_GROWTH,
    /**
     * A measure of what the change costs, whose growth is a flaw ({@code latency}, {@code memory}, {@code bundle},
     * {@code build}, {@code startup}, {@code CPU}, {@code error rate}, {@code Speicher}, {@code mémoire}, {@code 内存},
     * {@code メモリ}, {@code 메모리}): a {@link #COST_GROWTH} word after it in its sentence says it grew.
     */
    COST_MEASURE,
    /**
     * A {@link #COST_GROWTH} word that says only how long or how much a measure is ({@code takes}, {@code dauert},
     * {@code prend}, {@code tarda}, {@code 需要}, {@code 걸립니다}): grown only with a word of {@link #GROWTH_NOW} and a
     * number in its sentence ({@code The build takes 3 hours now.}); {@code The build takes 3 minutes.} says none.
     */
    GROWTH_TAKES,
    /** A word of now, which makes a {@link #GROWTH_TAKES} word a growth ({@code now}, {@code jetzt}, {@code maintenant}, {@code 现在}, {@code 이제}). */
    GROWTH_NOW,
    /**
     * A {@link #COST_GROWTH} word opening a change from one figure to another ({@code went from}, {@code stieg von},
     * {@code est passée de}, {@code pasó de}): grown only where the second figure is the larger ({@code Latency went
     * from 20 ms to 2 s.}); any growth word so followed by a smaller figure says none ({@code went from 2 s to 20 ms}).
     */
    GROWTH_FROM,
    /**
     * What, in the sentence of a {@link #COST_GROWTH} word, says the measure improved or names a benefit grown: a word
     * of less or of faster, a figure it came down from, another in its place, a measure whose growth is good
     * ({@code down from}, {@code faster}, {@code halved}, {@code instead of}, {@code throughput}, {@code coverage},
     * {@code hit rate}, {@code 吞吐量}, {@code 覆盖率}).
     */
    GROWTH_KEEPS,
    /**
     * A {@link #COST_GROWTH} comparative, a growth only after a verb of being ({@code larger}, {@code größer},
     * {@code plus gros}, {@code más grande}): {@code The bundle is 10x larger.}; {@code The build handles larger
     * inputs.} says none.
     */
    GROWTH_BEING,
    /**
     * An article right after a {@link #COST_GROWTH} verb ({@code the}, {@code a}, {@code der}, {@code le}, {@code el}):
     * the verb acts on a thing ({@code The build increased the version number.}), no measure grew.
     */
    GROWTH_OBJECT,
    /**
     * Words of the reviewer's own trial of the change ({@code in my test}, {@code when I tried it}, {@code during
     * testing}, {@code in meinem Test}, {@code lors de mon test}, {@code en mi prueba}, {@code テストしたところ},
     * {@code 테스트해 보니}): a past tense of being in their sentence ({@link #STATES_THEN} read as a
     * {@link #POOR_KEEPS} word: {@code was}, {@code war}, {@code était}) tells what was seen of the change, not of the
     * time before it, and keeps no {@link #POOR_QUALITY} word or setting said to take {@link #NO_EFFECT}
     * ({@code The endpoint was slow in my test.}); a word of a time before the change ({@code previously},
     * {@code before}) still keeps it ({@link Assertion#safeguardDenied}).
     */
    TESTED_WHEN,
    /**
     * A {@link #POOR_QUALITY} word with the past written onto it in Han, kana and Hangul ({@code 遅かった},
     * {@code 重かった}, {@code 느렸습니다}): like {@code was slow}, it says a poor quality only beside a word of
     * {@link #TESTED_WHEN} in its sentence ({@code テストしたところ、画面が重かった。}).
     */
    POOR_THEN,
    /**
     * A place or people a change's data, requests or effects must not reach, named with the way they go there, or a
     * place of one environment ({@code other tenants}, {@code across tenants}, {@code instead of the test list},
     * {@code staging database}, {@code anderer Mandanten}, {@code statt an die Testdatenbank}, {@code base de test},
     * {@code 他のテナント}, {@code 其他租户}, {@code 테스트 목록 대신}), each opening on a word of its own, not a preposition
     * or an article, which the findings' one pass would ask at every such word: in findings above a pass, a harm
     * ({@link Assertion#harmStated}) on its own, or with a word of the other environment where it is one of
     * {@link #LIVE_SIDE} or {@link #TRIAL_SIDE} too, or with private data where it is a {@link #PUBLIC_PLACE}.
     */
    WRONG_PLACE,
    /**
     * Words of the live environment or its real audience ({@code production}, {@code prod}, {@code all customers},
     * {@code Produktion}, {@code 本番}, {@code 生产}, {@code 운영}): a {@link #WRONG_PLACE} word that is one of
     * {@link #TRIAL_SIDE} states a harm only with one of these in its sentence ({@code Production now writes to the
     * staging database.}).
     */
    LIVE_SIDE,
    /**
     * Words of a trial environment or audience ({@code staging}, {@code test}, {@code sandbox}, {@code Testdatenbank},
     * {@code ステージング}, {@code 测试}): a {@link #WRONG_PLACE} word that is one of {@link #LIVE_SIDE} states a harm only
     * with one of these in its sentence ({@code The test suite now writes to the production database.}).
     */
    TRIAL_SIDE,
    /**
     * A public place ({@code public bucket}, {@code öffentlichen Bucket}, {@code bucket public}, {@code 公開バケット}): a
     * harm where data a public place must not hold or a secret ({@link #PRIVATE_DATA}, {@link #SECRET})
     * stands in its sentence ({@code Logs are written to the public bucket.}), not data merely named ({@code Release
     * notes about orders are published to the public bucket.}).
     */
    PUBLIC_PLACE,
    /**
     * What, in the sentence of a {@link #WRONG_PLACE} word, says the place is reached as it should be: an order of
     * environments, a copy or a parity, isolation, a trial, an imperative, a suggestion ({@code then}, {@code after},
     * {@code mirrors}, {@code unaffected}, {@code isolated}, {@code tested}, {@code use}, {@code consider},
     * {@code dann}, {@code ensuite}, {@code luego}; in Turkish the negated verbs, {@code döndürmüyor}).
     */
    PLACE_KEEPS,
    /**
     * Data a public place must not hold ({@code logs}, {@code user data}, {@code backups}, {@code Kundendaten},
     * {@code journaux}, {@code 日志}, {@code 로그}): with a {@link #PUBLIC_PLACE} word in its sentence, a harm.
     */
    PRIVATE_DATA,
    /**
     * A word saying a measure of cost sits at a bad level, with no word of growth and no word of a bug: saturated
     * ({@code pegged}, {@code maxed out}, {@code full}, {@code exhausted}, {@code 100%}, {@code 95%}, {@code voll},
     * {@code saturé}, {@code 占满}), while idle ({@link #LEVEL_IDLE}: {@code idle}, {@code Leerlauf}), or a
     * word of {@link #GROWTH_NOW} before a figure ({@code Latency is now 2 s.}). Each language's {@link #UNSAFEGUARDED}
     * list holds them too ({@code {cost-level}}), so the findings' one pass finds them where it finds a safeguard said
     * lacking; after a {@link #COST_MEASURE} or {@link #LEVEL_MEASURE} word in its sentence (anywhere in it in Han,
     * kana and Hangul) it says a cost of the change sits at a bad level ({@link Assertion#safeguardDenied}).
     */
    COST_LEVEL,
    /**
     * A {@link #COST_LEVEL} word of a resource at rest, written as its phrase's last word ({@code idle}, {@code rest},
     * {@code Leerlauf}, {@code repos}, {@code 空闲时}): a level only beside a share of at least 10% ({@code CPU sits at
     * 40% when idle.});
     * {@code CPU sits at 2% when idle.} says none.
     */
    LEVEL_IDLE,
    /**
     * A measure of use that may be saturated, read as a {@link #COST_MEASURE} by a {@link #COST_LEVEL} word only
     * ({@code disk}, {@code quota}, {@code connection pool}, {@code Festplatte}, {@code disque}, {@code 磁盘}): a quota
     * raised is a setting ({@link #GROWTH_KEEPS}), a quota exhausted is a cost.
     */
    LEVEL_MEASURE,
    /**
     * What, in the sentence of a {@link #COST_LEVEL} word, says the level is no cost, read beside {@link #GROWTH_KEEPS}:
     * a benefit, a test meant to load it, a state of no cost ({@code availability}, {@code uptime}, {@code load test},
     * {@code green}, {@code sure}, {@code Verfügbarkeit}, {@code test de charge}, {@code 压测}); a growth in a load test
     * is still one ({@code Memory doubled in the load test.}).
     */
    LEVEL_KEEPS,

    // ---- page 3 (page 2 holds 64 roles: a mask of roles is of one page) -----------------------------------------

    /**
     * A word of the change's soundness or of its having been checked, asked in a yes-or-no question a review leaves
     * open ({@code safe}, {@code thread-safe}, {@code compile}, {@code tested}, {@code work}, {@code sicher},
     * {@code getestet}, {@code sûr}, {@code seguro}, {@code probado}, {@code güvenli}, {@code 安全}, {@code テスト済み},
     * {@code 안전}): the question says the reviewer did not know ({@link Assertion#soundnessQuestioned}).
     */
    SOUNDNESS_ASKED,
    /**
     * A verb of a check having run or passed that asks about it only beside a check's name in the same question
     * ({@code run}, {@code laufen}, {@code pasan}, {@code 実行}): {@code Did the tests run?}, {@code ¿Pasan los tests?}
     * ({@link Assertion#soundnessQuestioned}).
     */
    CHECK_RUN_ASKED,
    /**
     * What makes a question a request or a suggestion ({@code could you}, {@code can we}, {@code please},
     * {@code könntest}, {@code pourriez-vous}, {@code podrías}, {@code いただけますか}, {@code 能否}, {@code 주세요}): it
     * asks for work, not whether the change is sound ({@link Assertion#soundnessQuestioned}).
     */
    ASKS_FOR,
    /**
     * A verb of showing, printing, returning or logging that leads a quoted message ({@code shows}, {@code returns},
     * {@code logs}, {@code zeigt}, {@code affiche}, {@code muestra}, {@code 表示}, {@code 显示}, {@code 표시}): with a
     * quotation in its sentence whose words name an error or a wrong value, the change shows that error
     * ({@link Assertion#harmStated}, the quoted-error reading).
     */
    QUOTE_SHOWN,
    /**
     * A word inside such a quotation that makes it an error or a wrong value where the lexicon's problems do not
     * ({@code null}, {@code undefined}, {@code NaN}, {@code exception}, {@code 500}): read only inside the quotation.
     */
    QUOTE_FAULT,
    /**
     * What, in the sentence of a {@link #QUOTE_SHOWN} verb outside the quotation, says the error is shown on purpose or
     * looked for ({@code test}, {@code asserts}, {@code expects}, {@code erwartet}, {@code テスト}): a check of the
     * message, not a message the change shows by mistake.
     */
    QUOTE_KEEPS,
    /**
     * A {@link Category#RESOLVING} word that acts on what follows it, an active verb or a preposition ({@code prevents},
     * {@code removes}, {@code handles}, {@code without}, {@code verhindert}, {@code empêche}, {@code evita},
     * {@code impedisce}, {@code voorkomt}): it resolves a problem written after it ({@code The guard prevents the crash.},
     * {@code runs without errors}) and never one written before it, which is its subject ({@code The crash prevents
     * saving.}, {@code The build fails without a log line.}). A participle or a state after a problem still resolves it
     * ({@code The crash is fixed.}).
     */
    RESOLVES_WHAT_FOLLOWS,
    /**
     * A word of correcting what was written ({@code meant}, {@code typo}, {@code make that}, {@code correction},
     * {@code instead}, {@code or rather}, {@code oops}, {@code ich meinte}, {@code je voulais dire}, {@code quise decir},
     * {@code 訂正}, {@code 我是说}, {@code 정정}): after the data, with no value after it, or another than the data's, in
     * its sentence, it corrects the data ({@link Assertion#corrected}).
     */
    CORRECTED,
    /**
     * What, right after a {@link #CORRECTED} word, makes it speak of something else than a value ({@code to},
     * {@code of}, {@code in}, {@code zu}, {@code de}, {@code que}): {@code I meant to add …}, {@code Instead of XML …},
     * {@code a typo in the README}.
     */
    CORRECTED_KEEPS,
    /**
     * A word saying a thing differs or says otherwise, closing its clause ({@code differs}, {@code is different},
     * {@code says otherwise}, {@code weicht ab}, {@code diffère}, {@code 異なります}, {@code 不同}, {@code 다릅니다}): with a
     * {@link #DIFFERS_SUBJECT} before it in its sentence, the real value is another ({@link Assertion#corrected}).
     */
    DIFFERS,
    /**
     * The actual, real or true value, or another source of it ({@code actual}, {@code real}, {@code logs},
     * {@code tatsächliche}, {@code réel}, {@code 実際}, {@code 实际}, {@code 실제}): the subject a {@link #DIFFERS} word
     * needs.
     */
    DIFFERS_SUBJECT,
    /**
     * The other one or the opposite, closing its clause ({@code the other one}, {@code the other way round},
     * {@code the opposite}, {@code umgekehrt}, {@code l'inverse}, {@code al revés}, {@code 逆}, {@code 相反}, {@code 반대}):
     * the value meant is another than the data's ({@link Assertion#corrected}).
     */
    OTHER_ONE,
    /**
     * What names the data itself as the subject of a remark after it, or as the object of an imperative
     * ({@code this number}, {@code the value}, {@code the figure}, {@code the result}, {@code it}, {@code this},
     * {@code dieser Wert}, {@code cette valeur}, {@code este valor}, {@code questo numero}, {@code deze waarde},
     * {@code bu değer}, {@code この値は}, {@code 这个值}, {@code 이 값은}): what such a remark says of it is read
     * fail-closed ({@link Assertion#dataSpokenOf}). Read there only.
     */
    DATA_NAMED,
    /**
     * A word that makes the name of a property the data holds a subject ({@code the}, {@code this}, {@code der},
     * {@code le}, {@code el}, {@code il}, {@code de}, {@code bu}): {@code The count …} speaks of the data as
     * {@link #DATA_NAMED} does. Read there only.
     */
    DATA_DETERMINER,
    /**
     * An imperative that takes the data as its object, written before it ({@code take}, {@code consider},
     * {@code treat}, {@code regard}, {@code nimm}, {@code betrachte}, {@code prenez}, {@code à prendre},
     * {@code considera}, {@code neem}), or a first person's subject ({@code I}, {@code we}, {@code ich}, {@code j'ai}):
     * with the data named right after it, or after one word (a verb) by a noun ({@code I made this number up}), what
     * follows, and that verb, are read as a predicate of {@link #DATA_NAMED} is. Read there only.
     */
    DATA_TAKEN,
    /**
     * The short list of what a predicate of the data may be made of and keep it ({@link Assertion#dataSpokenOf}):
     * exactness and confirmation ({@code is exact}, {@code is final}, {@code was verified}, {@code ist korrekt},
     * {@code est exacte}, {@code 正確です}, {@code 准确}, {@code 정확합니다}), a unit or a scale ({@code in thousands},
     * {@code out of}), derivation from the input ({@code comes from the table above}, {@code was computed from the
     * rows}), and the copulas, articles and pointers these are written with. Any other word leaves the data unclear.
     */
    DATA_KEEPS,
    /**
     * A verb that defines what the data counts ({@code includes}, {@code excludes}, {@code counts}, {@code covers},
     * {@code enthält}, {@code inclut}, {@code incluye}, {@code include}, {@code omvat}, {@code 含み}, {@code 包括},
     * {@code 포함}): right after the data's name, its object names things of the input, and is not read for
     * {@link #DATA_KEEPS}; words of the lexicon's triggers there are still read by the other readings.
     */
    DATA_DEFINES,
    /**
     * A pronoun that names the data only as the object of a {@link #DATA_TAKEN} imperative ({@code Take it with a
     * pinch of salt.}, {@code Nimm es mit Vorsicht.}): as a remark's subject it may name the input as well ({@code It
     * doesn't mention a date.}), so it is no {@link #DATA_NAMED}. Read there only.
     */
    DATA_OBJECT,
    /**
     * A {@link #QUOTE_SHOWN} verb whose error may stand before it as well as after it: a participle or a verb of
     * appearing ({@code thrown}, {@code shown}, {@code angezeigt}, {@code affichée}, {@code aparece}), and every such
     * verb of Turkish, Japanese and Korean but one of logging, which put their object first ({@code gösteriyor},
     * {@code 表示}, {@code 표시}).
     * Any other verb's error stands after it in its clause ({@code The error page now shows a helpful message.} names
     * none shown).
     */
    ERROR_BEFORE,
    /**
     * A noun of an error, a crash or a failing screen ({@code an error}, {@code exception}, {@code stack trace},
     * {@code error page}, {@code Fehler}, {@code erreur}, {@code excepción}, {@code エラー画面}, {@code 异常}, {@code 오류}):
     * the object of a {@link #QUOTE_SHOWN} verb in its clause, the change shows or throws that error
     * ({@link Assertion#harmStated}, the quoted-error reading, unquoted).
     */
    ERROR_NOUN,
    /**
     * What, in the sentence of an {@link #ERROR_NOUN} shown, says the error is shown on purpose, for bad input, handled
     * or bettered ({@code invalid}, {@code as intended}, {@code helpful}, {@code caught}, {@code instead of},
     * {@code ungültig}, {@code au lieu de}, {@code 無効}, {@code 而不是}): an error meant, not one shown by mistake.
     */
    ERROR_KEEPS,
    /**
     * A word of further items ({@code more}, {@code others}, {@code rest}, {@code remaining}, {@code weitere},
     * {@code autres}, {@code más}, {@code altri}, {@code outros}, {@code overige}, {@code diğer}, {@code 残り},
     * {@code 其他}, {@code 나머지}): in a remark after a list, more items exist than it holds
     * ({@link Assertion#listGoesOn}), unless it speaks of something else ({@link #MORE_ITEMS_ELSE}).
     */
    MORE_ITEMS,
    /**
     * What, right after a {@link #MORE_ITEMS} word, names something else than the list's items ({@code details},
     * {@code information}, {@code fields}, {@code Details}, {@code informations}, {@code 詳細}, {@code 信息}, {@code 정보}):
     * {@code More details below.}, {@code The other fields are empty.}.
     */
    MORE_ITEMS_ELSE,
    /**
     * The first or a few of a list ({@code first}, {@code top}, {@code a few}, {@code ersten}, {@code premiers},
     * {@code primeros}, {@code 最初}, {@code 前}, {@code 처음}): with a word of {@link #SCOPE} in its sentence after a
     * list ({@code I only listed the first two.}), the list holds part of its items ({@link Assertion#listGoesOn}).
     */
    FIRST_ITEMS,
    /**
     * A condition or a request before a {@link #MORE_ITEMS} word in its remark, beyond {@link Category#CONDITION}
     * ({@code se}, {@code let me know}, {@code sag Bescheid}, {@code fammi sapere}, {@code 知らせて}, {@code 알려}): the
     * further items are offered, not said to exist ({@code Fammi sapere se ti serve di più.}).
     */
    MORE_ITEMS_IF,
    /**
     * A verb saying its subject, the change's code or feature, now malfunctions, in words the lexicon reads as a mere
     * problem or not at all ({@code breaks}, {@code stalls}, {@code times out}, {@code loses}, {@code duplicates},
     * {@code drops}, {@code misses}, {@code verliert}, {@code perd}, {@code duplica}, {@code valt weg},
     * {@code kaybediyor}, {@code 消える}, {@code 丢失}, {@code 멈춘다}): stated of a subject in its sentence, the change
     * malfunctions ({@link Assertion#harmStated}, the malfunction reading). Read with {@link #QUOTE_SHOWN} in one list
     * of leads, so on its page.
     */
    MALFUNCTIONS,
    /**
     * What, in the sentence of a {@link #MALFUNCTIONS} verb outside it, makes the verb a plain use of its word
     * ({@code line breaks}, {@code breaks down}, {@code into}, {@code support}, {@code unused}, {@code duplicates}):
     * no malfunction.
     */
    MALFUNCTION_KEEPS,
    /**
     * A word of {@link #ABSENCE_KEEPS} that, right after a {@link #SAFEGUARD} negated, opens what a verb of checking
     * checks ({@code Nothing checks that the file is an image.}, {@code does not verify that …}): there it is no relative
     * pronoun, and keeps nothing.
     */
    CHECKED_CLAUSE,
    /**
     * A word in a remark after a reply's data that gives what follows it as the source of what the remark says
     * ({@code according to}, {@code per the}, {@code laut}, {@code selon}, {@code según}, {@code secondo}, {@code volgens},
     * {@code 根据}): the remark is the data's only where that source is the input ({@code According to the invoice,
     * that is the total.}); a person or anyone else is another's word ({@code According to the customer, that is
     * right.}). Read there only.
     */
    ATTRIBUTED_TO,
    /**
     * {@link #ATTRIBUTED_TO} where the source stands before the word ({@code göre}, {@code によると}, {@code 에 따르면}:
     * {@code Müşteriye göre}, {@code 顧客によると}). Read there only.
     */
    ATTRIBUTED_AFTER,
    /**
     * A thing published for everyone by design ({@code the public docs}, {@code public profiles}, {@code öffentliche
     * Dokumentation}, {@code documentation publique}, {@code 公開ドキュメント}, {@code 공개 문서}): after a word of
     * {@link #TURN} that names an actor nobody bounds ({@code anyone can}), in its clause, what that actor reaches is
     * meant for it ({@code Anyone can read the public docs.}); the same words bound a harm ({@link #HARM_BOUNDED}).
     */
    PUBLIC_MEANT,
    /**
     * A word giving a number a margin, a tolerance or an error as a measure ({@code give or take}, {@code plus or
     * minus}, {@code ±}, {@code margin}, {@code tolerance}, {@code to the nearest}, {@code deviation}, {@code off by},
     * {@code Toleranz}, {@code Abweichung}, {@code marge}, {@code près}, {@code margen}, {@code scarto}, {@code desvio},
     * {@code afwijking}, {@code sapma}, {@code 誤差}, {@code 前後}, {@code 误差}, {@code 上下}, {@code 오차},
     * {@code 내외}): in a short remark after number data, the number stands only within that margin
     * ({@link Assertion}'s margin reading). Read with {@link #MARGIN_KEEPS}, so on its page.
     */
    MARGIN_STATED,
    /**
     * A longer term at a {@link #MARGIN_STATED} word's place that speaks of something else ({@code off by default},
     * {@code 上下文}, {@code 국내외}, {@code zero tolerance}): no margin, or a margin of none.
     */
    MARGIN_KEEPS,
    /**
     * A word saying a {@link #MARGIN_STATED} word beside it is none, where the lexicon reads no negation
     * ({@code without}, {@code ohne}, {@code sans}, {@code sin}, {@code senza}, {@code sem}, {@code zonder}, {@code yok},
     * {@code なし}, {@code 无}, {@code 없이}): the number stands exact.
     */
    MARGIN_NONE,
    /**
     * A word saying what follows it is how things stand in reality ({@code effectively}, {@code in practice},
     * {@code for practical purposes}, {@code de facto}, {@code faktisch}, {@code en pratique}, {@code en la práctica},
     * {@code di fatto}, {@code na prática}, {@code in de praktijk}, {@code fiilen}, {@code 実質}, {@code 实际上},
     * {@code 사실상}): another word right after it, closing its clause, after the data states something else in its
     * place ({@link Assertion}'s reality reading). Read with {@link #IN_REALITY_KEEPS}, so on its page.
     */
    IN_REALITY,
    /**
     * A word right after an {@link #IN_REALITY} word that states no other value ({@code immediately}, {@code sofort},
     * {@code immédiatement}, {@code the same}): the data stands.
     */
    IN_REALITY_KEEPS,
    /**
     * A moment gone by that a remark after the data states it of ({@code this morning}, {@code when I looked},
     * {@code last I checked}, {@code heute Morgen}, {@code ce matin}, {@code esta mañana}, {@code 今朝}, {@code 今天早上},
     * {@code 오늘 아침}): with a word that states it then and none that states it now, the data may have changed since.
     */
    PAST_MOMENT,
    /**
     * An {@link #ANY_ACTOR} word that says whose a thing is, and that it is another party's than the one asking
     * ({@code another user's}, {@code the previous user's}, {@code someone else's}, {@code eines anderen Nutzers},
     * {@code d'un autre utilisateur}, {@code de otro usuario}, {@code 別のユーザーの}, {@code 另一个用户的},
     * {@code 다른 사용자의}): such a harm's lead names the data it acts on itself, whatever the thing is called
     * ({@link Assertion#harmStated}). Possessive forms only: {@code another user} alone may be the one who acts.
     */
    OTHERS_OWN,
    /**
     * What bounds the reach of an {@link #OTHERS_OWN} party's thing to what is meant, in its sentence: a reach given to
     * few ({@code only}, {@code admins}, {@code support}), the thing masked or hidden, shared with the one who sees it
     * ({@code nur}, {@code seuls}, {@code solo}, {@code maskiert}, {@code masqué}, {@code 管理者}, {@code 仅}, {@code 관리자}).
     * Fewer words than {@link #HARM_BOUNDED}: data that may go (a cache, stale, old, a test's) bounds no reach.
     */
    OTHERS_KEEP,
    /**
     * A {@link #TURN} word of a time off ({@code early}, {@code late}, {@code off}, {@code zu spät}, {@code de retard},
     * {@code de retraso}, {@code te laat}, {@code geç}, {@code ずれ}, {@code 早了}, {@code 늦게}) that turns its sentence
     * only beside a {@link #TIME_MEASURE}: {@code dated one day early}, not {@code returns early} or {@code turns off}.
     */
    TIME_OFF,
    /**
     * A measure of time that a {@link #TIME_OFF} word is off by, right before it (right after it in Chinese:
     * {@code 早了一天}): {@code day}, {@code hours}, {@code Stunde}, {@code jour}, {@code hora}, {@code uur},
     * {@code saat}, {@code 時間}, {@code 天}, {@code 하루}.
     */
    TIME_MEASURE,
    /**
     * What, right after a {@link #TIME_OFF} word, makes its measure one taken off a thing ({@code the}, {@code our},
     * {@code each}: {@code cuts 2 seconds off the build}): a time saved, not a time off.
     */
    TIME_OFF_FROM,
    /**
     * What says a thing is past its end, no longer good to use ({@code expired}, {@code revoked}, {@code deleted},
     * {@code cancelled}, {@code unsubscribed}, {@code abgelaufen}, {@code révoqué}, {@code caducado}, {@code scaduto},
     * {@code verlopen}, {@code süresi dolmuş}, {@code 期限切れ}, {@code 过期}, {@code 만료된}): read beside a word of
     * {@link #STILL} or {@link #ANYWAY} in its clause ({@link Assertion#turnedFinding}), such a thing still accepted,
     * used or shown states a problem whatever the verb ({@code Expired tokens are still accepted.}).
     */
    ENDED,
    /**
     * The words of {@link #TURN} that say a thing goes on as before ({@code still}, {@code immer noch}, {@code toujours},
     * {@code todavía}, {@code ancora}, {@code ainda}, {@code nog steeds}, {@code hâlâ}, {@code まだ}, {@code 仍然},
     * {@code 여전히}): with a word of {@link #ENDED} a problem; with a word of {@link #STILL_GOOD} after it and none of
     * {@link #ENDED}, a plain report ({@code It still works after the update.}).
     */
    STILL,
    /**
     * The words of {@link #TURN} that say an action is done although its condition fails ({@code anyway},
     * {@code regardless of}, {@code trotzdem}, {@code quand même}, {@code de todos modos}, {@code mesmo assim},
     * {@code yine de}, {@code それでも}, {@code 照样}, {@code 그래도}): read as {@link #STILL} is.
     */
    ANYWAY,
    /**
     * The words of {@link #TURN} that open a condition an action holds in ({@code even when}, {@code even if},
     * {@code selbst wenn}, {@code même si}, {@code incluso si}, {@code anche se}, {@code mesmo quando}, {@code zelfs als},
     * {@code 即使}): a problem only where a negation follows in its sentence ({@code The handler processes webhooks
     * even when the signature does not match.}), not where the condition holds ({@code It is freed even when the
     * callback throws.}).
     */
    EVEN_WHEN,
    /**
     * What a thing still is or does that is good ({@code works}, {@code supported}, {@code available}, {@code compatible},
     * {@code passes}, {@code green}, {@code funktioniert}, {@code fonctionne}, {@code funcionando}, {@code 動く},
     * {@code 可用}, {@code 작동}): after a word of {@link #STILL} or {@link #ANYWAY} in its clause, with no word of
     * {@link #ENDED} there, the sentence is plain ({@code The old endpoint is still supported.}).
     */
    STILL_GOOD,
    /**
     * A word of no end ({@code forever}, {@code endlessly}, {@code indefinitely}, {@code endlos}, {@code für immer},
     * {@code indéfiniment}, {@code sans fin}, {@code indefinidamente}, {@code all'infinito}, {@code eindeloos},
     * {@code sonsuza kadar}, {@code 無限に}, {@code 永遠に}, {@code 无限}, {@code 永远}, {@code 무한히}, {@code 끝없이}):
     * read with a verb of {@link #NO_END_RUNS} or {@link #NO_END_STOP} in its clause, the change's code runs, waits or
     * retries without end ({@link Assertion}'s reading of no end, a harm's lead). Read with its keeps, so on their page.
     */
    NO_END,
    /**
     * A verb of running, waiting, retrying or looping ({@code runs}, {@code loops}, {@code waits}, {@code retries},
     * {@code läuft}, {@code tourne}, {@code espera}, {@code bekliyor}, {@code 待ち}, {@code 重试}, {@code 재시도}): what
     * a {@link #NO_END} word says goes on without end.
     */
    NO_END_RUNS,
    /**
     * A verb of stopping or ending ({@code stops}, {@code ends}, {@code hält an}, {@code s'arrête}, {@code 止ま},
     * {@code 停}, {@code 멈추}): beside a {@link #NO_END} word a negation states the no end ({@code 永遠に止まりません},
     * {@code 永远不会停}) rather than taking it back.
     */
    NO_END_STOP,
    /**
     * What bounds a {@link #NO_END} word to what is meant ({@code until}, {@code bis}, {@code jusqu'à}, {@code hasta},
     * {@code まで}, {@code 直到}, {@code 까지}, {@code event loop}, {@code daemon}).
     */
    NO_END_KEEPS,
    /**
     * A verb of ignoring or discarding ({@code ignored}, {@code discarded}, {@code thrown away}, {@code ignoriert},
     * {@code verworfen}, {@code ignorées}, {@code ignorados}, {@code ignorati}, {@code genegeerd}, {@code yok sayılır},
     * {@code 無視}, {@code 握りつぶ}, {@code 忽略}, {@code 吞掉}, {@code 무시}): read with an error's noun
     * ({@link #ERROR_NOUN}) or one of {@link #IGNORED_WHAT} in its clause, the change's code ignores an error or a
     * result it should act on (a harm's lead).
     */
    IGNORED,
    /**
     * A result or a failure a code must act on, beside {@link #ERROR_NOUN}'s ({@code return value}, {@code result},
     * {@code failures}, {@code status code}, {@code Rückgabewert}, {@code valeur de retour}, {@code 戻り値}, {@code 返回值},
     * {@code 반환값}).
     */
    IGNORED_WHAT,
    /**
     * What makes an ignored error one meant to be ({@code expected}, {@code harmless}, {@code benign}, {@code erwartete},
     * {@code attendues}, {@code 想定内}, {@code 预期}).
     */
    IGNORED_KEEPS,
    /**
     * A past form that states a {@link #PAST_MOMENT} then, in the languages whose past the stating words do not hold
     * ({@code ていた}, {@code ていました}, {@code 있었다}, {@code 있었어요}, {@code 着的}): {@code 今朝は開いていた。}.
     * Read there only.
     */
    PAST_STATED,
    /**
     * A word stating the data of now, in the languages whose stating words the reading of {@link #PAST_MOMENT} does not
     * read as now ({@code 今は}, {@code 現在}, {@code 现在}, {@code 目前}, {@code 지금}, {@code 현재}): with it the data
     * is stated now as well ({@code 今は開いていて、今朝も開いていた。}). Read there only.
     */
    NOW_STATED,
    /**
     * A verb of reading, hearing, saying, taking from or coming from in a remark after the data ({@code read},
     * {@code heard}, {@code says}, {@code taken from}, {@code stammt aus}, {@code ai lu}, {@code leí}, {@code letto},
     * {@code las ik}, {@code okudum}, {@code 見ました}, {@code 看到}, {@code 봤어요}): the data is the word of whatever
     * else its clause names, which keeps it only where that is the input ({@link Assertion}'s hearsay reading).
     * Read with {@link #HEARSAY_LABEL} and {@link #HEARSAY_KEEPS}, so on their page.
     */
    HEARSAY,
    /**
     * A label naming a remark's source, before a colon ({@code Source:}, {@code Quelle:}, {@code Fuente:},
     * {@code 出典：}, {@code 来源：}, {@code 출처:}): read as a {@link #HEARSAY} verb.
     */
    HEARSAY_LABEL,
    /**
     * What the clause of a {@link #HEARSAY} verb may hold beside the input named and keep it: the replier, the data
     * pointed at, a determiner or a particle ({@code I}, {@code it}, {@code my}, {@code whole}, {@code ich},
     * {@code je}, {@code lo}, {@code で}, {@code 我}, {@code 에서}).
     */
    HEARSAY_KEEPS,
    /**
     * {@link #HEARSAY} where the source stands before the verb, its subject or in a verb-final clause ({@code says},
     * {@code said}, {@code sagt}, {@code gelesen}, {@code dice}, {@code zegt}, {@code gelezen}, {@code okudum},
     * {@code 見ました}, {@code 看到}, {@code 봤어요}): {@code As my colleague says.}, {@code Bunu bir forumda okudum.}; what
     * it says after it is not its source ({@code The customer says the score is wrong.}).
     */
    HEARSAY_AFTER,
    /**
     * A word saying a number stands on another basis, period or scope than a bare total, in a remark after number data:
     * a basis ({@code before tax}, {@code excluding}, {@code net of}, {@code gross}, {@code vor Steuern},
     * {@code hors taxes}, {@code sin IVA}, {@code al netto}, {@code vergi hariç}, {@code 税抜き}, {@code 税前},
     * {@code 세전}), a period or a share ({@code per month}, {@code per user}, {@code pro Monat}, {@code par mois},
     * {@code aylık}, {@code 月あたり}, {@code 每月}, {@code 월별}), or another time's or unit's figure
     * ({@code last year's}, {@code old currency}).
     */
    BASIS_STATED,
    /**
     * A longer term at a {@link #BASIS_STATED} word's place that speaks of something else ({@code as per},
     * {@code net result}): read with it, on its page.
     */
    BASIS_KEEPS,
    /**
     * A word saying the basis a {@link #BASIS_STATED} word gives is the one asked for ({@code as asked},
     * {@code as requested}, {@code wie gewünscht}, {@code comme demandé}, {@code 按要求}): anywhere in the remark, it
     * keeps the number ({@code All taxes included, as asked.}).
     */
    BASIS_ASKED,
    /**
     * A verb of the change's action on people or things beyond deleting ({@code sends}, {@code emails},
     * {@code signs out}, {@code resets}, {@code revokes}, {@code meldet ab}, {@code envoie}, {@code 送信}, {@code 登出},
     * {@code 로그아웃}): read, as a {@link #DESTROYS} verb is, with a word of {@link #REACH_BEYOND} in its clause. Masked
     * with {@link #QUOTE_SHOWN}'s leads, on their page.
     */
    REACH_ACTS,
    /**
     * A reach beyond the target ({@code every other}, {@code the whole}, {@code every user}, {@code everyone},
     * {@code not only}, {@code alle anderen}, {@code tous les autres}, {@code todos los demás}, {@code diğer tüm},
     * {@code 他のすべての}, {@code 所有其他}, {@code 다른 모든}): with a {@link #REACH_ACTS} or {@link #DESTROYS} verb in
     * its clause, the change's action reaches more than it should.
     */
    REACH_BEYOND,
    /**
     * What bounds such a reach to what is meant, in its sentence ({@code only}, {@code own}, {@code opted in},
     * {@code as requested}, {@code nur}, {@code seulement}, {@code solo}, {@code のみ}, {@code 只}, {@code 만}).
     */
    REACH_KEEPS,
    /**
     * What names a reply's look or a typical one in the sentence leading into a JSON value ({@code looks like},
     * {@code typical}, {@code sieht so aus}, {@code typische}, {@code ressemble}, {@code se ve así}, {@code típica},
     * {@code ha questo aspetto}, {@code é assim}, {@code ziet er zo uit}, {@code tipik}, {@code のような形},
     * {@code 典型的}, {@code 전형적인}): the value is shown as the shape of a reply, not as the answer
     * ({@link Assertion#shapeShown}). Read from its own page.
     */
    SHAPE_SHOWN,
    /**
     * A word of a reply's structure or format ({@code structure}, {@code format}, {@code shape}, {@code Struktur},
     * {@code estructura}, {@code 形式}, {@code 格式}, {@code 형식}): with a {@link #SHAPE_FOLLOWS} word after it in its
     * clause, leading into a JSON value, the value is a form shown.
     */
    SHAPE_NOUN,
    /**
     * What points ahead to what follows ({@code as follows}, {@code like this}, {@code wie folgt}, {@code comme suit},
     * {@code la siguiente}, {@code 以下の通り}, {@code 如下}, {@code 다음과 같}): read after a {@link #SHAPE_NOUN} word only.
     */
    SHAPE_FOLLOWS,
    /**
     * A word putting a {@link #SHAPE_NOUN} word as the form the answer is given in ({@code in}, {@code im},
     * {@code au}, {@code en}, {@code nel}, {@code no}): a few words before it, the structure is the answer's own
     * ({@code Here is the result in JSON format, as follows:}).
     */
    SHAPE_KEEPS,
    /**
     * A multiplier that a word of {@link #TURN} already says alone ({@code twice}, {@code zweimal}, {@code doppelt},
     * {@code deux fois}, {@code dos veces}, {@code due volte}, {@code duas vezes}, {@code twee keer}, {@code iki kez},
     * {@code 二重に}, {@code 两次}, {@code 두 번}): read as {@link #MULTIPLIER_BOUND} is, and where that reading says
     * nothing, as any turn.
     */
    MULTIPLIER,
    /**
     * A multiplier, also a word of {@link #TURN}, that says nothing alone ({@code five times}, {@code 8x},
     * {@code doubles}, {@code fivefold}, {@code fünffachen}, {@code cinq fois}, {@code el doble}, {@code il doppio},
     * {@code o dobro}, {@code drie keer}, {@code iki kat}, {@code 倍}, {@code 翻倍}, {@code 세 번}, {@code 두 배}): it
     * turns its sentence only beside a {@link #MULTIPLIED} thing in its clause.
     */
    MULTIPLIER_BOUND,
    /**
     * A thing that must not grow by a multiplier: a charge, a fee, a discount, a refund, a payout, a quota, a limit, an
     * email or notification sent, a stock decremented ({@code charged}, {@code fee}, {@code discount}, {@code refund},
     * {@code quota}, {@code Gebühr}, {@code remboursement}, {@code cargo}, {@code sconto}, {@code desconto},
     * {@code korting}, {@code ücret}, {@code 割引}, {@code 退款}, {@code 수수료}).
     */
    MULTIPLIED,
    /**
     * What makes a multiplier one of a good thing, one meant, or a count of a plain fact, in its sentence
     * ({@code faster}, {@code throughput}, {@code fewer}, {@code hit rate}, {@code as requested}, {@code per the spec},
     * {@code a day}, {@code schneller}, {@code plus rapide}, {@code 高速}, {@code 吞吐量}, {@code 처리량}).
     */
    MULTIPLIER_KEEPS,
    /**
     * A verb of including, counting or adding into a figure ({@code includes}, {@code counts}, {@code enthält},
     * {@code zählt}, {@code inclut}, {@code incluye}, {@code cuenta}, {@code 含まれ}, {@code 包含}, {@code 计入},
     * {@code 포함}), a word of {@link #TURN} as well, so the findings' one pass finds it: with a word of a figure
     * ({@link #FIGURE}) and one of what must stay out of it ({@link #STAYS_OUT}, {@link #ENDED}) in its clause, the
     * change's figure counts what it must not ({@code Totals include cancelled and refunded orders.}).
     */
    INCLUDES,
    /**
     * A figure or an aggregate such a verb is read of ({@code total}, {@code sum}, {@code count}, {@code report},
     * {@code metric}, {@code revenue}, {@code Summe}, {@code somme}, {@code 合計}, {@code 总数}, {@code 합계}).
     */
    FIGURE,
    /**
     * What must stay out of a figure, besides a thing past its end ({@link #ENDED}): {@code refunded}, {@code test
     * accounts}, {@code internal}, {@code duplicate}, {@code draft}, {@code inactive}, {@code failed}, {@code bot}.
     */
    STAYS_OUT,
    /**
     * What keeps such an inclusion one meant, in its sentence: an exclusion ({@code excludes}, {@code left out}), a
     * request or a filter ({@code as requested}, {@code when the filter is set}), a test's data ({@code fixture}).
     */
    INCLUDES_KEEPS,
    /**
     * A word of {@link #TURN} that names the fault itself as a quality ({@code wrong}, {@code incorrect},
     * {@code falsch}, {@code erroné}, {@code equivocado}, {@code yanlış}, {@code 間違った}, {@code 错误的},
     * {@code 잘못된}): a negation right before it with only verbs of being between ({@code The totals are not wrong.},
     * {@code Nothing is wrong with …}, {@code ne sont pas erronés}), or right after it where the language writes it
     * there ({@code yanlış değil}), says the fault is not there.
     */
    FAULT_TURN,
    /**
     * A word of {@link #TURN} that names the fault as a repeat ({@code twice}, {@code zweimal}, {@code deux fois},
     * {@code dos veces}, {@code iki kez}, {@code 二重に}, {@code 两次}, {@code 두 번}): a negation at most two words before
     * it, no article between ({@code The fee is not charged twice.}, {@code no se cobra dos veces}), or right after it
     * where the language writes it there ({@code iki kez alınmıyor}), says the repeat is not there.
     */
    REPEAT_TURN,
    /**
     * A word that makes a negation before a {@link #FAULT_TURN} or {@link #REPEAT_TURN} word partial ({@code not
     * always wrong}, {@code not only twice}, {@code nicht immer}, {@code pas toujours}, {@code 不一定},
     * {@code 必ずしも}): the fault may still be there.
     */
    NEGATION_PARTIAL,
    /**
     * A word of passing what a user sends on as it is, or of it changing where it goes ({@code concatenated},
     * {@code straight into}, {@code unquoted}, {@code without checks}, {@code changes the SQL}, {@code tel quel},
     * {@code sin escapar}, {@code そのまま}, {@code 直接拼接}, {@code 그대로}): with a {@link #RAW_INPUT} and a
     * {@link #RAW_SINK} in its sentence, input reaching a query, a command, a path or markup unchecked. Its words are
     * listed as {@link #UNSAFEGUARDED} too, so the findings' one pass finds them; this role says which they are.
     */
    RAW_PASSED,
    /** A word of input from outside ({@code user input}, {@code filename}, {@code Eingabe}, {@code entrée}, {@code 入力}, {@code 输入}, {@code 입력}). */
    RAW_INPUT,
    /** Where input must not go as it is: a query, a command, a path, markup ({@code SQL}, {@code shell}, {@code path}, {@code HTML}, {@code 경로}). */
    RAW_SINK,
    /**
     * What keeps a sentence of a {@link #RAW_PASSED} word: input escaped, bound, validated, checked against a list or
     * trusted, a test of it ({@code bound parameter}, {@code escaped}, {@code allow-list}, {@code constant}, {@code test}).
     */
    RAW_KEEPS,
    /**
     * A verb or a result of alteration ({@code come out as}, {@code replaced with}, {@code stripped}, {@code rounded
     * down}, {@code question marks}, {@code als Fragezeichen}, {@code illisibles}, {@code se convierten en},
     * {@code 疑問符}, {@code 问号}, {@code 물음표로}), a word of {@link #TURN} as well, so the findings' one pass finds it:
     * with a thing of text or data ({@link #ALTERED}) in its clause, the change alters what it carries ({@code Names with
     * umlauts come out as question marks.}).
     */
    ALTERS,
    /**
     * A thing of text or data such a verb is read of ({@code characters}, {@code umlauts}, {@code accents},
     * {@code emoji}, {@code leading zeros}, {@code prices}, {@code Umlaute}, {@code acentos}, {@code 文字}, {@code 字符},
     * {@code 글자}).
     */
    ALTERED,
    /**
     * What keeps such an alteration one meant or none, in its sentence: a thing kept ({@code preserved}), a meant or
     * plain one ({@code as required}, {@code whitespace}, {@code invalid}), a test, a time before the change.
     */
    ALTERS_KEEPS,
    /**
     * A verb of reading, storing or ordering data as something, or an {@code instead of} ({@code parsed as},
     * {@code treated as}, {@code stored in}, {@code sorted}, {@code geparst}, {@code traités comme}, {@code se tratan
     * como}, {@code olarak işleniyor}, {@code として扱われ}, {@code 当作}, {@code 처리된다}), a word of {@link #TURN} and of
     * {@link #ALTERS} as well, so the findings' one pass finds it and the alteration's reading reads it: with a thing of
     * data ({@link #ALTERED}) and what it is wrongly taken as ({@link #MISREAD_AS}) in its clause, data is read as what
     * it is not ({@code Decimal commas are parsed as thousands separators.}); with a longer number put before a shorter
     * one ({@link #ORDERED_BEFORE}: {@code The sort puts 10 before 9.}), numbers are sorted as text.
     */
    MISREADS,
    /**
     * What data is wrongly read, stored or ordered as: a zone, a kind ({@code local time}, {@code thousands
     * separators}, {@code zero}, {@code strings}, {@code text}, {@code Ortszeit}, {@code heure locale}, {@code 文字列},
     * {@code 本地时间}, {@code 로컬 시간}).
     */
    MISREAD_AS,
    /**
     * An {@code instead of} written after what it replaces ({@code yerine}, {@code ではなく}, {@code 대신}): what is
     * wrongly used follows it, where after an {@link #INSTEAD_OF} it stands before.
     */
    REPLACED_BEFORE,
    /**
     * What puts one number before another in an order, read beside a sort's numbers ({@code before}, {@code vor},
     * {@code avant}, {@code antes de}, {@code önce}, {@code より前}, {@code 排在}, {@code 앞에}).
     */
    ORDERED_BEFORE,
    /**
     * A form's field label that is no value of the field, alone or beside others ({@code Firstname}, {@code last name},
     * {@code surname}, {@code ZIP code}, {@code Vorname}, {@code PLZ}, {@code Prénom}, {@code Apellido}, {@code Cognome},
     * {@code Soyad}, {@code 氏名}, {@code 姓 名}, {@code 이름}, {@code 우편번호}): a free string made of such labels and
     * {@link #FORM_WORD}s only is a form's blank, not a value ({@link Blanks#formLabels}).
     */
    FORM_LABEL,
    /**
     * A form's field label that may also be a value ({@code Name}, {@code Street}, {@code City}, {@code ZIP},
     * {@code Nom}, {@code Nombre}, {@code Ort}, {@code Via}, {@code Ad}): a label only beside a {@link #FORM_LABEL} or in
     * a list of labels parted by commas or slashes ({@code Street, City, ZIP}); alone, or two joined by a blank
     * ({@code State Street}), a value.
     */
    FORM_WORD,
    /**
     * A verb of belief, wish, hope, expectation, claim or guess, in a remark after the data ({@code believes},
     * {@code hopes}, {@code wants}, {@code glaubt}, {@code pense}, {@code cree}, {@code spera}, {@code acredita},
     * {@code gelooft}, {@code düşünüyor}, {@code 思ってい}, {@code 希望如此}, {@code 믿고 있}): the data is then whoever's
     * opinion or wish, the input's author's too ({@code The customer believes so.}), not what the reply asserts; a
     * chat's closing that holds the verb keeps it ({@code J'espère que cela vous aide.}, {@code Desidera altro?}).
     * Read in {@link Assertion}'s hearsay reading, at the words it looks up its verbs at; and in the line leading into
     * the data ({@code The manager hopes for this:}, {@code Here is what the customer expects:}).
     */
    BELIEF,
    /**
     * What says a thing goes past its bound ({@code exceed}, {@code go beyond}, {@code larger than},
     * {@code übersteigen}, {@code dépasser}, {@code superar}, {@code superare}, {@code ultrapassar},
     * {@code overschrijden}, {@code aşabilir}, {@code 超え}, {@code 超过}, {@code 초과}), a word of {@link #TURN} as well:
     * read as {@link #MULTIPLIER_BOUND} is, only beside a {@link #MULTIPLIED} thing in its clause, and kept by
     * {@link #LIMIT_KEEPS} rather than {@link #MULTIPLIER_KEEPS} ({@code Refunds can exceed the original payment
     * amount.}; {@code The withdrawal can exceed the daily limit.} names a limit, no count of a plain fact).
     */
    EXCEEDS,
    /**
     * What lets an input in, as its verb ({@code accepts}, {@code accepted}, {@code allows}, {@code lets through},
     * {@code akzeptiert}, {@code erlaubt}, {@code accepte}, {@code acepta}, {@code accetta}, {@code aceita},
     * {@code accepteert}, {@code kabul ediyor}, {@code 受け付け}, {@code 接受}, {@code 허용}), a word of {@link #TURN} as
     * well, so the findings' one pass finds it: read as {@link #MULTIPLIER_BOUND} is, only beside a {@link #BAD_INPUT}
     * word in its clause, an input a check must refuse ({@code empty}, {@code negative}, {@code of any size},
     * {@code in the past}): the change lets in what it must refuse ({@code The API accepts an empty password.},
     * {@code Uploads of any size are accepted.}). Alone it says nothing ({@code The API accepts JSON.}). A verb written
     * apart around what it lets in, its particle closing the clause ({@code lets … through}, {@code lässt … durch},
     * {@code staat … toe}), holds no negation between its parts, and the words there are read as its clause's.
     */
    LETS_IN,
    /**
     * What keeps a limit said crossed ({@link #EXCEEDS}, {@link #LETS_IN}) in its sentence: a test or a check of it
     * ({@code tests cover}, {@code added a check}, {@code Tests decken}, {@code les tests couvrent},
     * {@code las pruebas cubren}, {@code テストでカバー}, {@code 测试覆盖}, {@code 테스트가}); besides it a negation, a time
     * before the change, a word of resolving or a checked word in its clause, and a check refusing it after it.
     */
    LIMIT_KEEPS,
    /**
     * A word that names where a quotation's words come from, in the line leading into a review's blockquote: a verb of
     * saying or writing ({@code writes}, {@code wrote}, {@code asks}, {@code reports}, {@code schreibt}, {@code écrit},
     * {@code escribe}, {@code scrive}, {@code escreve}, {@code schrijft}, {@code yazıyor}, {@code 書いて}, {@code 写道},
     * {@code 작성}), a quoting ({@code quoting}, {@code according to}, {@code laut}, {@code selon}, {@code según}), or
     * a source of words ({@code ticket}, {@code description}, {@code spec}, {@code Ticket}, {@code 仕様}, {@code 工单}):
     * beside the {@link #HEARSAY}, {@link #HEARSAY_AFTER}, {@link #HEARSAY_LABEL} and {@link #SPEAKER} words, such a
     * line ending in a colon makes the blockquote under it someone else's words; any other blockquote is the
     * reviewer's own, its findings read as stated ({@link Assertion#quoteSourced}).
     */
    QUOTE_SOURCE,
    /**
     * A verb of asking for something, in the line leading into the data ({@code asked for}, {@code requested},
     * {@code angefragt}, {@code a demandé}, {@code pidió}, {@code ha chiesto}, {@code pediu}, {@code vroeg om},
     * {@code istedi}, {@code 求めました}, {@code 要求的}, {@code 요청했}): where nothing in that sentence presents the
     * answer or names it ({@code The user asked for this:}), the data is what was asked, not the reply's answer;
     * {@code Here is the data you asked for:} and {@code As requested:} deliver it.
     */
    REQUESTED,
    /**
     * The reader addressed, right before a verb of {@link #BELIEF} in the line leading into the data ({@code you},
     * {@code Sie}, {@code vous}, {@code usted}, {@code você}, {@code 您}, {@code 你}, {@code あなたが}, {@code 당신이}):
     * what the reader wants or expects, delivered ({@code Aqui está o resultado que você espera:}, {@code 以下是您想要的结果：}),
     * not someone else's belief.
     */
    ADDRESSEE,
    /**
     * What says the data still waits on a sign-off or an approval, or may yet change ({@code has not signed off},
     * {@code awaiting approval}, {@code may change}, {@code subject to change}, {@code noch nicht freigegeben},
     * {@code kann sich noch ändern}, {@code pas encore validé}, {@code susceptible de changer}, {@code 未承認},
     * {@code 変更の可能性}, {@code 尚未批准}, {@code 可能会变}, {@code 아직 승인되지 않았}): in a sentence after the data,
     * up to twenty words long, unless a negation stands right before it (in Han, kana and Hangul right after it:
     * {@code The invoice is closed and the amount is not subject to change.}), the value is not final
     * ({@link Assertion#dismissedOrNotFinal}); a short remark is refused for a negation or a condition as well.
     */
    STILL_OPEN,
    /**
     * A word of a race or of data left behind ({@code at once}, {@code concurrently}, {@code duplicate},
     * {@code orphaned}, {@code dangling}, {@code half-written}, {@code locks the whole table}, {@code gleichzeitig},
     * {@code verwaiste}, {@code en même temps}, {@code huérfanos}, {@code 同時に}, {@code 同时}, {@code 동시에}), a word of
     * {@link #TURN} as well, so the findings' one pass finds it: read by {@link Assertion}'s race reading, alone where it
     * is of no {@link #RACE_AT_ONCE}, {@link #RACE_DUPLICATE} or {@link #RACE_WHOLE} ({@code Deleting a user leaves their orders orphaned.}).
     */
    RACE,
    /**
     * A {@link #RACE} word of doing at once ({@code at once}, {@code at the same time}, {@code concurrently},
     * {@code in parallel}, {@code gleichzeitig}, {@code simultanément}, {@code a la vez}, {@code aynı anda},
     * {@code 同時に}, {@code 同时}, {@code 동시에}): a race only with a {@link #RACE_SAME} in its sentence ({@code Two users
     * can book the same seat at once.}); alone a feature ({@code Users can book several seats at once.}).
     */
    RACE_AT_ONCE,
    /** One and the same thing two act on ({@code the same}, {@code dieselbe}, {@code la même}, {@code aynı}, {@code 同じ}, {@code 同一}, {@code 같은}). */
    RACE_SAME,
    /**
     * A {@link #RACE} word of a duplicate ({@code duplicate}, {@code doppelte}, {@code en double}, {@code duplicadas},
     * {@code mükerrer}, {@code 重複した}, {@code 重复的}, {@code 중복된}): a race only with a {@link #RACE_CREATES} in its
     * sentence ({@code Two requests can create duplicate orders.}); alone a thing named ({@code Removes duplicate code.}).
     */
    RACE_DUPLICATE,
    /** A verb of creating or inserting records ({@code creates}, {@code erzeugen}, {@code créer}, {@code crear}, {@code 作成}, {@code 创建}, {@code 생성}). */
    RACE_CREATES,
    /**
     * A {@link #RACE} word of the whole table ({@code whole table}, {@code ganze Tabelle}, {@code toute la table},
     * {@code tüm tabloyu}, {@code テーブル全体}, {@code 整张表}, {@code 테이블 전체}): a lock held on all of it only with a
     * {@link #RACE_LOCKS} in its sentence ({@code The migration locks the whole table for minutes.}); alone a thing named
     * ({@code The report scans the whole table.}).
     */
    RACE_WHOLE,
    /** A verb of locking ({@code locks}, {@code sperrt}, {@code verrouille}, {@code bloquea}, {@code kilitliyor}, {@code ロック}, {@code 锁住}, {@code 잠근}). */
    RACE_LOCKS,
    /**
     * What keeps a race's sentence: the guard in place or a test of it ({@code unique constraint}, {@code prevents},
     * {@code test}, {@code cleans up}, {@code removes}, {@code online}, {@code Test}, {@code verhindert},
     * {@code empêche}, {@code テスト}, {@code 测试}, {@code 테스트}).
     */
    RACE_KEEPS,
    /**
     * What narrows what follows it to that alone ({@code only}, {@code at least}, {@code nur}, {@code zumindest},
     * {@code seulement}, {@code solo}, {@code almeno}, {@code apenas}, {@code alleen}, {@code sadece}, {@code のみ},
     * {@code 仅在}, {@code 에서만}): close to a word of {@link #PART_SCOPE} in a remark after the data, the data holds
     * in a part of the case only ({@link Assertion#putInOrStandsElsewhere}). On the page of {@link #PART_SCOPE}.
     */
    HOLDS_ONLY,
    /**
     * A place, a machine, an environment or a subset of the checks the data may hold for ({@code locally}, {@code my
     * machine}, {@code staging}, {@code unit tests}, {@code lokal}, {@code en local}, {@code ローカル}, {@code 本地},
     * {@code 로컬}), or a preposition of place before whatever place it names ({@code on}, {@code in}, {@code under},
     * {@code unter}, {@code auf}, {@code sous}, {@code sur}, {@code en}, {@code su}, {@code no}, {@code op}, and the
     * Turkish locative after a name's apostrophe, {@code 'ta}, {@code 'da}): read beside {@link #HOLDS_ONLY} only. A
     * word of both roles is the pair alone: the narrowing joined to its particle of place ({@code でのみ},
     * {@code 에서만}, {@code 仅在}).
     */
    PART_SCOPE,
    /**
     * A part of a number that can be left off it ({@code cents}, {@code decimals}, {@code Nachkommastellen},
     * {@code centimes}, {@code céntimos}, {@code 小数点以下}, {@code 零头}, {@code 소수점 이하}): close to a word of
     * {@link #PART_DROPPED} in a remark after the data, the value lost that part ({@link Assertion#putInOrStandsElsewhere}).
     */
    VALUE_PART,
    /**
     * What was left off ({@code dropped}, {@code left out}, {@code omitted}, {@code weggelassen}, {@code supprimés},
     * {@code omitidos}, {@code omessi}, {@code weggelaten}, {@code atıldı}, {@code 切り捨て}, {@code 舍去},
     * {@code 생략}): read beside {@link #VALUE_PART} only.
     */
    PART_DROPPED,
    /**
     * A verb of preventing a harm ({@code prevents}, {@code stops}, {@code blocks}, {@code rejects}, {@code guards
     * against}, {@code mitigates}, {@code verhindert}, {@code empêche}, {@code impide}, {@code voorkomt},
     * {@code engellemiyor}, {@code 防止}, {@code 阻止}, {@code 방지}), a word of {@link #TURN} as well, so the findings' one
     * pass finds it: negated or with a subject of nothing ({@code SQL injection is not prevented.}, {@code Nothing
     * prevents double bookings.}, {@code Rien n'empêche …}, {@code 没有任何机制阻止…}) beside a harm in its sentence (a
     * problem's word, a race, a bad input), the change lacks a safeguard ({@link Assertion}'s prevention reading).
     */
    PREVENTS,
    /**
     * An actor of a lower standing, who holds no right beyond its own ({@code guests}, {@code anonymous users},
     * {@code non-admins}, {@code regular users}, {@code viewers}, {@code read-only users}, {@code Gäste},
     * {@code invités}, {@code invitados}, {@code ospiti}, {@code convidados}, {@code gasten}, {@code misafirler},
     * {@code ゲスト}, {@code 访客}, {@code 게스트}): in a clause of findings above a pass that also names, after it, what a
     * higher standing holds ({@link #HIGHER_HELD}), it states a harm ({@link Assertion#harmStated}).
     */
    LOWER_ACTOR,
    /**
     * What a higher standing holds, read after a {@link #LOWER_ACTOR} or before an {@link #OPEN_TO} in its clause only
     * ({@code config file}, {@code invoices}, {@code the admin dashboard},
     * {@code the billing plan}, {@code any account}, {@code editor rights}, {@code promote themselves},
     * {@code Admin-Dashboard}, {@code plan de facturation}, {@code 管理画面}, {@code 管理后台}, {@code 관리자 권한}).
     */
    HIGHER_HELD,
    /**
     * What keeps a {@link #LOWER_ACTOR} out of what a higher standing holds, in its sentence: a refusal by status or a
     * way to the sign-in ({@code a 403}, {@code 401}, {@code redirected to the login page}).
     */
    STANDING_KEEPS,
    /**
     * The second half of a narrowing written as a negation around the verb ({@code que}, {@code qu'} of {@code ne …
     * que}, {@code che} of {@code non … che}, {@code más que} and {@code sino} of {@code no … más que}): after the one
     * negation of its clause it reads as a word of {@link #HOLDS_ONLY} and that negation as none ({@code Ça ne marche
     * que sous Linux.}, {@code Je n'ai testé qu'en local.}), where one language lists both that negation and that word
     * (Spanish {@code No olvides que en producción …} narrows nothing); read beside {@link #PART_SCOPE} only, on its
     * page.
     */
    ONLY_AFTER_NOT,
    /**
     * A word that means "or" only where it opens a remark after the data before a number, being another word elsewhere
     * (Dutch {@code of}, "of" in English): read as {@link Category#CHOICE} there only, another value offered
     * ({@code Of 150 met verzending.}); where the number is the value's it offers none ({@code Of the 120, 20 are tax.}).
     */
    OR_OPENING,
    /**
     * A verb of ending, revoking, invalidating, clearing, releasing or cleaning up ({@code revokes}, {@code invalidates},
     * {@code clears}, {@code releases}, {@code cleans up}, {@code widerruft}, {@code révoque}, {@code revoca},
     * {@code iptal etmiyor}, {@code 無効化}, {@code 撤销}, {@code 삭제}), a word of {@link #TURN} as well, so the findings'
     * one pass finds it: negated ({@code Deleting an account does not revoke its sessions.}, {@code 删除账户不会撤销其会话。})
     * beside a thing that lingers ({@link #LINGERING}) in its sentence, an action leaves behind what it should end
     * ({@link Assertion}'s reading of a verb of a needed effect denied, beside {@link #PREVENTS}).
     */
    CLEANS_UP,
    /**
     * A word of lingering ({@code left behind}, {@code lingers}, {@code orphaned}, {@code remain valid},
     * {@code bleibt bestehen}, {@code restent actives}, {@code 残ったまま}, {@code 残留}, {@code 남아 있}), a word of
     * {@link #TURN} as well: not negated, beside a thing that lingers ({@link #LINGERING}) in its sentence, the cleanup
     * is said not done ({@code Deleting a project now leaves its S3 objects behind.}). {@code behind} of a split verb is
     * {@link #LEFT_BEHIND}'s.
     */
    LINGERS,
    /**
     * The word closing a split verb of leaving behind ({@code behind}), a word of {@link #TURN} as well: read as
     * {@link #LINGERS} where a verb of leaving ({@link #LEAVES}) stands before it in its clause ({@code leaves its S3
     * objects behind}); alone it says nothing ({@code The API sits behind the load balancer.}).
     */
    LEFT_BEHIND,
    /** A verb of leaving ({@code leaves}, {@code left}), read before a word of {@link #LEFT_BEHIND} in its clause only. */
    LEAVES,
    /**
     * A thing that lingers where an action does not end it ({@code sessions}, {@code tokens}, {@code cookie},
     * {@code objects}, {@code files}, {@code locks}, {@code reserved stock}, {@code connections}, {@code handles},
     * {@code subscriptions}, {@code Sitzungen}, {@code jetons}, {@code sesiones}, {@code セッション}, {@code 会话},
     * {@code 세션}): read in the sentence of a word of {@link #CLEANS_UP} or {@link #LINGERS} only.
     */
    LINGERING,
    /**
     * What says a thing is kept on purpose, in the sentence of a cleanup said not done ({@code archiving},
     * {@code saved}, {@code by design}, {@code intentionally}, {@code Archivieren}, {@code archivage}, {@code アーカイブ},
     * {@code 归档}, {@code 보관}): the pass is kept ({@code Archiving a project does not delete its files.}).
     */
    CLEANUP_KEEPS,
    /**
     * Being open or reachable, said of a thing after it ({@code open to}, {@code accessible to}, {@code reachable by},
     * {@code exposed to}, {@code world-readable}, {@code is public}, {@code zugänglich}, {@code accessible aux},
     * {@code accesible para}, {@code toegankelijk voor}, {@code açık}, {@code アクセスでき}, {@code 开放}, {@code 공개되}):
     * a lead of the privilege reading beside {@link #LOWER_ACTOR}. With a word of {@link #HIGHER_HELD} before it in its
     * clause, its subject, and an actor of a lower standing or everyone in the clause ({@link #LOWER_ACTOR},
     * {@link #OPEN_TO_ALL}), it states a harm ({@code The admin dashboard is open to guests.}).
     */
    OPEN_TO,
    /**
     * Everyone, or a reach nobody bounds, read in the clause of an {@link #OPEN_TO} word only ({@code anyone},
     * {@code everyone}, {@code the public internet}, {@code unauthenticated}, {@code alle}, {@code tous}, {@code chiunque},
     * {@code iedereen}, {@code herkese}, {@code 誰でも}, {@code 所有人}, {@code 누구나}); an open word listed here as well says
     * it alone ({@code world-readable}, {@code is public}, {@code herkese açık}).
     */
    OPEN_TO_ALL,
    /**
     * A verb of switching a safeguard off, skipping it or going round it, before the safeguard it acts on
     * ({@code disables}, {@code skips}, {@code bypasses}, {@code deaktiviert}, {@code désactive}, {@code desactiva},
     * {@code 禁用}, {@code 关闭了}): read as a negation of a word of {@link #SAFEGUARD} a few words after it
     * ({@link Assertion#safeguardDenied}), none where a negation comes right before it ({@code does not disable}) or a
     * word of {@link #TAKES_OUT} does ({@code removes the option to disable}). On the page of {@link #SWITCHED_OFF}.
     */
    SWITCHES_OFF,
    /**
     * A safeguard said switched off, skipped or bypassable after it, in the passive ({@code is disabled}, {@code can be
     * bypassed}, {@code wird umgangen}, {@code peut être contournée}, {@code devre dışı}, {@code 被跳过}, {@code 回避},
     * {@code 우회}): a few words after a word of {@link #SAFEGUARD} in its clause with no negation between
     * ({@code cannot be bypassed}; in Han, kana and Hangul none in the clause after it, {@code 回避できません}).
     */
    SWITCHED_OFF,
    /**
     * A repeat named by its ordinal, a harm a verb of preventing is said not to stop ({@code a second},
     * {@code eine zweite}, {@code un second}, {@code un segundo}, {@code een tweede}, {@code ikinci}, {@code 二度目},
     * {@code 第二次}, {@code 두 번째}): read as a harm beside a negated verb of {@link #PREVENTS} only
     * ({@link Assertion#preventionDenied}: {@code Nothing prevents a second refund.}), as a word of {@link #REPEAT_TURN}
     * or of {@link #OTHERS_OWN} is there.
     */
    REPEAT_ORDINAL,
    /**
     * A word of time that denies an occurrence ({@code never}, {@code no longer}, {@code nicht mehr}, {@code jamais},
     * {@code ya no}, {@code nunca}, {@code nooit}, {@code artık}, {@code なくなった}, {@code 从未}, {@code 不再},
     * {@code 더 이상}), a word of {@link #TURN} as well, so the findings' one pass finds it: over a verb of
     * {@link #DELIVERS} in its clause, what the feature should deliver is said never to happen or no longer to
     * ({@link Assertion}'s reading of a delivery denied: {@code The confirmation email is never sent.}).
     */
    NEVER_TIME,
    /**
     * A word of time that denies an occurrence after a negation in its clause only ({@code anymore}, {@code plus},
     * {@code più}, {@code mai}, {@code mais}: {@code is not delivered anymore}, {@code n'est plus envoyé},
     * {@code non viene più inviata}, {@code não é mais enviado}); read as {@link #NEVER_TIME} is.
     */
    NEVER_AFTER_NOT,
    /**
     * A verb of an expected delivery ({@code sent}, {@code delivered}, {@code arrives}, {@code saved}, {@code stored},
     * {@code registered}, {@code shown}, {@code triggered}, {@code received}, {@code versendet}, {@code envoyé},
     * {@code gönderilmiyor}, {@code 送信}, {@code 发送}, {@code 전송}): read in the clause of a word of
     * {@link #NEVER_TIME} only.
     */
    DELIVERS,
    /**
     * What keeps a delivery said never to happen, anywhere in its sentence: a repeat ({@code twice}, {@code duplicate}),
     * a cost ({@code every second}, {@code memory}), a meaning so or a trial ({@code by design}, {@code dry-run}), a
     * secret or a place it must not reach ({@code token}, {@code logs}, {@code unsubscribed}), a harm
     * ({@code crash}, {@code warning}), personal data ({@code phone number}); a secret ({@link #SECRET}), an error
     * ({@link #ERROR_NOUN}), a wrong place or private data ({@link #WRONG_PLACE}, {@link #PRIVATE_DATA}), a time off,
     * a word of resolving, a time before the change or a checked word keep it as well.
     */
    DELIVERY_KEEPS,
    /**
     * A verb or an adjective of agreeing negated, or its antonym: two things that should agree said not to ({@code doesn't
     * match}, {@code does not add up}, {@code out of sync}, {@code mismatch}, {@code stimmen nicht … überein},
     * {@code Abweichung}, {@code ne correspondent pas}, {@code écart}, {@code no coinciden}, {@code non quadrano},
     * {@code não batem}, {@code komen niet overeen}, {@code uyuşmuyor}, {@code 一致しません}, {@code 不一致},
     * {@code 对不上}, {@code 일치하지 않}, {@code 불일치}), a word of {@link #TURN} as well, so the findings' one pass finds
     * it ({@link Assertion}'s mismatch reading: {@code The invoice sum doesn't match the lines.}).
     */
    MISMATCH,
    /**
     * What makes a word of {@link #MISMATCH} in its sentence a search or a route doing its job, or names the case a test
     * or a check takes, no fault: a pattern or a route that does not match ({@code regex}, {@code pattern},
     * {@code routes}, {@code Muster}, {@code motif}, {@code patrón}, {@code 正規表現}, {@code 路由}, {@code 정규식}), the
     * case where ({@code the case where}, {@code für den Fall}, {@code le cas où}, {@code el caso en que}).
     */
    MISMATCH_KEEPS,
    /**
     * A word of data lost for good, each one of {@link #DESTROYS} as well ({@code cannot be recovered},
     * {@code unrecoverable}, {@code nicht wiederherstellbar}, {@code irrécupérables}, {@code niet te herstellen},
     * {@code 復元できません}, {@code 无法恢复}, {@code 복구할 수 없}): leading a harm on data
     * ({@link Assertion#harmStated}), its own negation is no taking back, and neither a bound of what may go that names
     * an age ({@link #HARM_BOUNDED} and a time before the change: {@code old}) nor a time before the change in its
     * clause keeps it: what is meant to go is not said past recovery ({@code The old values cannot be recovered after a
     * rollback.}).
     */
    LOST_FOR_GOOD,
    /**
     * A word opening a relative clause ({@code which}, {@code who}, {@code that}, {@code welche}, {@code dont},
     * {@code cuyos}, {@code welke}): after a word of data lost or destroyed ({@link Assertion#harmStated}), a negation
     * past it speaks of the data or of what it names, not of the loss ({@code We lose the information about which orders
     * never shipped.}). On the page of {@link #LOST_FOR_GOOD}.
     */
    RELATIVE_OPENS,
    /**
     * A case ending of place that a word closes with, no apostrophe before it (the Turkish locative {@code -da},
     * {@code -de}, {@code -ta}, {@code -te}: {@code sunucusunda}, {@code ortamda}): a word of five letters or more so
     * ending, after a word of {@link #HOLDS_ONLY} of its language, is a word of {@link #PART_SCOPE} ({@code Sadece test
     * sunucusunda çalışıyor.}). Never looked up as a word; compared with a word's end only.
     */
    PLACE_ENDING,
    /**
     * A word of {@link #HOLDS_ONLY} that narrows a thing of the data, not a place: the narrowing with the thing it
     * narrows ({@code the only change}, {@code the only difference}, {@code the only field}, {@code les seules
     * modifications}, {@code değişiklik sadece}), and a phrase of {@code just} that narrows nothing ({@code just in
     * case}). Read at a narrowing word found beside {@link #PART_SCOPE} only: the narrowing is no narrowing of where the
     * data holds ({@code The only change is in the total.} keeps it).
     */
    ONLY_OF_A_THING,
    /**
     * A state of a thing that lingers, written right before it ({@code old}, {@code previous}, {@code stale},
     * {@code expired}, {@code revoked}, {@code vorherigen}, {@code oude}, {@code ingetrokken}, {@code eski},
     * {@code 以前の}, {@code 之前的}, {@code 이전}): it names the thing, it places no finding in the past
     * ({@code The old sessions are not removed.} is no {@code Fixed: …}) and, a participle of ending, ends nothing
     * ({@code lets no expired tokens through}). Read in the sentence of a cleanup said not done only.
     */
    LINGERING_STATE,
    /**
     * A noun of checking written after a bare safeguard noun in Hangul ({@code 검사}, {@code 검증}, {@code 확인},
     * {@code 체크}): the two name one safeguard ({@code 만료 검사를 건너뜁니다.}), where a bare safeguard noun before another
     * noun is a state of the input ({@code 만료 요청은 건너뜁니다.}). Read after a Hangul safeguard noun only.
     */
    CHECKING_NOUN,
    /**
     * A test or a check of the pipeline ({@code test}, {@code lint step}, {@code type check}, {@code E2E job},
     * {@code Test}, {@code テスト}, {@code 测试}, {@code 테스트}), listed as a {@link #SAFEGUARD} too, so that a verb of
     * switching it off or taking it out ({@link #SWITCHES_OFF}, {@link #SWITCHED_OFF}: {@code deleted},
     * {@code commented out}, {@code non-blocking}) says the change switched a check off ({@link Assertion#safeguardDenied}:
     * {@code The coverage step is commented out.}). Read switched off only, never said lacking by a negation
     * ({@code could not test}, {@code Aucun test n'échoue.}, {@code 测试确认数据不会丢失}).
     */
    PIPELINE_CHECK,
    /**
     * A word of contrast that opens a sentence, or the part after a colon, after an approving one above a pass
     * ({@code However,}, {@code That said,}, {@code One thing:}, {@code Allerdings}, {@code Nur:}, {@code En revanche,},
     * {@code Eso sí:}, {@code Wel:}, {@code ただ、}, {@code 不过}, {@code 다만}, {@code 한 가지,}): what follows states a
     * fact the reviewer sets against the praise, and fails the pass unless it keeps ({@link #OPENED_KEEPS}). A word the
     * lexicon's contrasts do not hold ({@code one thing}, {@code nur}, {@code wel}, {@code ただ}) opens one only with a
     * comma, a colon or a dash right after it; one of {@link #NOTE_OPENS} needs none. Read at such a sentence's start
     * only, or set off by commas after a fronted phrase of at most three words ({@code The export, however, …},
     * {@code Sur mobile en revanche, …}) ({@link Assertion#contrastedFinding}).
     */
    CONTRAST_OPENS,
    /**
     * What keeps the sentence a word of {@link #CONTRAST_OPENS} opens, beside the lexicon's modals, hedges,
     * conditions, words of before the change (not a state of a thing: {@code the previous customer}) or fixed, praise and {@link #CONTRAST_KEEPS}: a
     * suggestion ({@code consider}, {@code in a follow-up}, {@code would be nice}), a nit named so ({@code nit},
     * {@code minor}, {@code optional:}), a trade-off accepted ({@code acceptable}, {@code worth it}), a positive result
     * measured ({@link #OPENED_COMPARATIVES}). Read in that sentence only.
     */
    OPENED_KEEPS,
    /**
     * A heading of what the reviewer observed or found, neither naming problems nor suggestions
     * ({@code Observations}, {@code What I found}, {@code Beobachtung}, {@code Ce que j'ai observé},
     * {@code Observaciones}, {@code Osservazioni}, {@code Bevindingen}, {@code Gözlemler}, {@code 動作確認で分かったこと},
     * {@code 发现}, {@code 실제로 해 보니}); not one that only labels ({@code Notes}, {@code Details}, {@code 詳細}), under
     * which reviewers describe the change: read as a heading's whole words ({@link Assertion#namesObservations}). Under it, up to the next
     * heading, a sentence that states a fact and does not keep a pass ({@link Assertion#observedFinding}) is a finding.
     */
    OBSERVATIONS_HEADING,
    /**
     * What opens a sentence saying the rest of the change is fine ({@code The rest}, {@code Otherwise},
     * {@code Apart from that}, {@code Ansonsten}, {@code Le reste}, {@code Lo demás}, {@code Il resto}, {@code De rest},
     * {@code Geri kalanı}, {@code それ以外は}, {@code 其余}, {@code 나머지는}), read only where an approving word or a
     * passing verdict follows in that sentence ({@code The rest looks good.}, {@code Otherwise LGTM.}): the sentence
     * before it names the exception, a finding unless it keeps ({@link Assertion.Findings#restFineFinding}).
     */
    REST_FINE,
    /**
     * A word that opens a remark set against praise on its own, with no mark after it ({@code Note that},
     * {@code Só que}, {@code Yalnız}, {@code 참고로}): read as a word of {@link #CONTRAST_OPENS} that needs no comma, colon
     * or dash after it ({@link Assertion#contrastedFinding}).
     */
    NOTE_OPENS,
    /**
     * A comparative that keeps the sentence a word of {@link #CONTRAST_OPENS} opens as a result of the change that is
     * good for it ({@code 10x faster on large exports}): only where its clause holds a measure (a digit) and no word
     * comparing it with another thing ({@link #COMPARED_WITH}: {@code the cache expires faster than the session} keeps
     * nothing); {@code faster than before} keeps through its word of before the change.
     */
    OPENED_COMPARATIVES,
    /**
     * What compares a comparative of {@link #OPENED_COMPARATIVES} with another thing in its clause ({@code than},
     * {@code als}, {@code que}, {@code より}, {@code 比}, {@code 보다}).
     */
    COMPARED_WITH,
    /**
     * A group's ability to act or reach ({@code can}, {@code can now}, {@code now have access to}, {@code können},
     * {@code peuvent}, {@code pueden}, {@code possono}, {@code podem}, {@code conseguem}, {@code kunnen},
     * {@code indirebiliyor}, {@code できる}, {@code 可以}, {@code 수 있습니다}): with a subject before it and, in its clause, a
     * thing of all or of others ({@link #GROUP_REACHED}), or another party's ({@link #OTHERS_OWN}) (not what only a
     * guest is below, {@link #HIGHER_HELD}: {@code invoices}), a group reaching beyond its standing states a harm ({@link Assertion#harmStated}:
     * {@code Trainees can now read the salaries of the whole company.}).
     */
    GROUP_ABLE,
    /**
     * What a group's reach is said to go to beyond its own, read after a {@link #GROUP_ABLE} word in its clause (before
     * it where the ability closes its clause): of all, of others, of the whole, premium, instead of another
     * ({@code of every}, {@code of other}, {@code of the whole}, {@code premium}, {@code instead of the},
     * {@code aller}, {@code fremde}, {@code de tous}, {@code des autres}, {@code de todos}, {@code di tutti},
     * {@code de outros}, {@code van alle}, {@code tüm}, {@code 他の}, {@code 所有}, {@code 모든}).
     */
    GROUP_REACHED,
    /**
     * A word of every, all or other ({@code every}, {@code all}, {@code other}), read as a {@link #GROUP_REACHED} word
     * only where the word after it is a party's possessive ({@code every customer's}, {@code other users'}): alone it
     * bounds nothing of others ({@code Users can now filter all columns.}).
     */
    GROUP_EACH,
    /**
     * A subject entitled to such a reach, read before a {@link #GROUP_ABLE} word in its clause: the pass is kept
     * ({@code Admins can now export all orders.}, {@code administrateurs}, {@code 管理员}, {@code 관리자}).
     */
    GROUP_ENTITLED,
    /**
     * Code and the change's own artefacts, which a change deletes as it should ({@code helper}, {@code function},
     * {@code import}, {@code dependency}, {@code feature flag}, {@code dead code}, {@code Hilfsfunktion},
     * {@code fonction}, {@code 関数}, {@code 函数}, {@code 함수}): in the sentence of a destroying word
     * ({@link #DESTROYS}) whose clause names no data of {@link #DATA_HELD}, what it acts on is no data and states no
     * harm ({@code The migration drops the helper.}); any other thing it acts on does ({@link Assertion#harmStated}).
     * Short by design: the shapes of a change described (its own verb opening the line, the change its subject) keep
     * the rest.
     */
    CODE_THING,
    /**
     * A destroying word ({@link #DESTROYS}) in another sense its reviews often write: a measure that falls
     * ({@code drops to}, {@code dropped by}), a test that covers ({@code 覆盖}); in Chinese the passive's mark of an
     * agent ({@code 被}), a check refusing where the destroying word is a refusing one too ({@link #REFUSES}:
     * {@code 请求会被处理器丢弃}, dropped by the handler). It states a harm only on data of
     * {@link #DATA_HELD} ({@link Assertion#harmStated}), never on any other thing. On the page of {@link #CODE_THING}.
     */
    DESTROYS_OTHERWISE,
    /**
     * A thing said to hold nothing ({@code empty}, {@code leer}, {@code vide}, {@code vacía}, {@code vuota},
     * {@code vazia}, {@code leeg}, {@code boş}): in a relative clause, or a clause of its own, after a destroying word over a thing no word of
     * {@link #DATA_HELD} names, what it destroys loses nothing ({@code Drops the queue, which has been empty since the
     * move to v2.}). Read there only: a thing left empty by the change is its harm ({@code recreates the table empty}).
     * On the page of {@link #CODE_THING}.
     */
    HELD_NOTHING,
    /**
     * A word of only, read in the sentence of a check's pass beside a word of cause ({@link #OWED_CAUSE}): the pass is
     * owed to that cause alone, not to the change being right ({@code CI is green only because …}, {@code nur deshalb},
     * {@code uniquement pour cette raison}, {@code solo por eso}, {@code 只是因为}, {@code それだけが理由},
     * {@code 때문일 뿐}; {@link Assertion#checkPassRead}). In a script written with spaces in Latin letters it stands
     * before the cause; in the others on either side of it.
     */
    OWED_ONLY,
    /**
     * A word of cause, read only a few words from a word of {@link #OWED_ONLY} in the sentence of a check's pass
     * ({@code because}, {@code weil}, {@code deshalb}, {@code parce que}, {@code porque}, {@code perché}, {@code omdat},
     * {@code yüzünden}, {@code ため}, {@code 因为}, {@code 때문}, {@code 이유}). Alone it keeps a pass: a check said to
     * pass for a cause is a report ({@code CI is green because the flaky test is fixed.}).
     */
    OWED_CAUSE,
    /**
     * A verb of running, exercising, testing, checking or verifying a thing ({@code run}, {@code tested},
     * {@code verified}, {@code ausgeführt}, {@code exécuté}, {@code probado}, {@code eseguito}, {@code rodou},
     * {@code gedraaid}, {@code 実行}, {@code 运行}, {@code 실행}): read in no text alone, but written into
     * {@code [unverified]} terms after a negation and the few words that may stand between ({@code never actually
     * {exercised}}, {@code nicht wirklich {exercised}}, {@code {exercised}できていません}); such a term's reading
     * ({@link Assertion#failureStated}) asks whether one holds it before it lets a keep of {@link #NOT_RUN_KEEPS} or
     * another run say the thing did not need running.
     */
    EXERCISED,
    /**
     * What, in the sentence of a thing said not run or the next, keeps the pass: the thing is not the change's to run
     * ({@code out of scope}, {@code unrelated to this change}, {@code does not touch}, {@code hors du périmètre},
     * {@code fuera del alcance}, {@code 範囲外}, {@code 与本次改动无关}, {@code 범위 밖}).
     */
    NOT_RUN_KEEPS,
    /**
     * A word of the time after an event ({@code once}, {@code after}, {@code nach}, {@code après}, {@code tras},
     * {@code 後}, {@code 后}, {@code 一旦}): a condition made of one ({@code once the import finishes}, {@code 迁移后},
     * {@code 移行後}) tells when a thing destroyed goes, no condition that may not be met, and keeps no harm
     * ({@link Assertion}'s destroying-word reading); a condition proper ({@code if}, {@code unless}, {@code 如果}) does.
     */
    AFTER_EVENT,
    /**
     * A verb of checking in the form its subject does it ({@code checks}, {@code validates}, {@code prüft},
     * {@code vérifie}, {@code controlla}, {@code valida}, {@code controleert}, {@code doğrulamıyor}): written into
     * {@link Category#UNVERIFIED} terms after a subject of none ({@code no one {checks-verb}}, {@code rien ne
     * {checks-verb}}, {@code kimse {checks-verb}}), a check that nobody and nothing makes. A verb of checking with a
     * subject that is someone ({@code The linter does not check …}) says where a check's reach ends, and keeps.
     */
    CHECKS_VERB,
    /**
     * A protection known to be weak ({@code md5}, {@code sha-1}, {@code ecb}, {@code Math.random}, {@code plain http},
     * {@code unsalted}, {@code ungesalzen}, {@code sans sel}, {@code ソルトなし}, {@code 无盐}): listed as
     * {@link #EXPOSES} too, so with a {@link #SECRET} in its clause it states a harm ({@code Passwords are hashed with
     * SHA-1.}); there a word that would bound the harm as a protection ({@code hashed}, {@code encrypted}) is the weak
     * protection's own, and only {@link #WEAK_REPLACED} keeps it.
     */
    WEAK_MEANS,
    /**
     * In the sentence of a {@link #WEAK_MEANS} beside a secret, the change said to replace or remove it ({@code replaces},
     * {@code instead of}, {@code no longer}, {@code ersetzt}, {@code remplace}, {@code en lugar de}, {@code 置き換え},
     * {@code 替换}, {@code 대체}): {@code Replaces MD5 with bcrypt for password hashing.} keeps the pass.
     */
    WEAK_REPLACED,
    /**
     * All of the data a product holds, said whole ({@code the whole table}, {@code all orders}, {@code die ganze Tabelle},
     * {@code toute la table}, {@code テーブル全体を}, {@code 整张表}, {@code 전체 테이블을}), a short list of the common nouns:
     * written into {@link Category#SEVERE} terms before a place in memory ({@code {whole-held}
     * into memory}, {@code {whole-held}加载到内存}), the whole read into memory at once, with nothing to bound it.
     */
    WHOLE_HELD,
    /**
     * A generic noun of a safeguard that a name in inline code makes one ({@code flag}, {@code check}, {@code token},
     * {@code header}, {@code annotation}, {@code -Flag}, {@code jeton}, {@code フラグ}, {@code 令牌}): right after the
     * code span or right before it ({@code no `HttpOnly` flag}, {@code pas de jeton `csrf`}), read as a word of
     * {@link #SAFEGUARD} is ({@link Assertion#safeguardDenied}); alone it names none ({@code No token is logged.}).
     */
    SAFEGUARD_NOUN;

    /** The bits of {@code roles}, all of one {@link #page page}. */
    static long mask(Role... roles) {
        long m = 0;
        for (Role r : roles) {
            if (r.page() != roles[0].page()) {
                throw new IllegalArgumentException(r + " is on another page of roles than " + roles[0]);
            }
            m |= r.bit();
        }
        return m;
    }

    /** This role's bit among the roles of its {@link #page page}. */
    public long bit() {
        return 1L << (ordinal() & 63);
    }

    /** The page of 64 roles this one is on: its bit is read in that page's lexicon ({@link Lexicon#roles(Role)}). */
    public int page() {
        return ordinal() >>> 6;
    }

    /** The section name that introduces this role in a language file. */
    public String section() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The role a section names, or null. */
    static Role ofSection(String section) {
        return BY_SECTION.get(section);
    }

    /**
     * Each constant by its section: the files name about 1,600 sections and templates, and comparing each with every
     * constant's name, lower-cased afresh, took a large share of the lexicon's first load.
     */
    private static final Map<String, Role> BY_SECTION = new HashMap<>();

    static {
        for (Role r : values()) {
            BY_SECTION.put(r.section(), r);
        }
    }
}
