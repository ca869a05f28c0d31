#!/usr/bin/env python3
"""Third outside probe of OutputGuard's promise: a value counts only where the reply asserts it plainly.

Written from README.md and docs/ only (not the implementation, its word lists or its tests), with shapes the
first two probes (bench/outside-probe.py, bench/outside-probe-2.py) do not use: sarcasm and irony, someone else's
verdict quoted, reported speech and the future, rhetorical questions, "in theory" / "for now" / "on paper" /
"provisionally" / "almost" / "90 %" in seven core languages and seven more, numbers hedged in each language and
written in words, multi-value enums with arrows and corrections, verdicts under other keys and negation-like
wrapper keys, duplicate keys that differ only in case / width / an invisible letter, null against "null",
strike-through by other combining overlays, emoji that negate with skin tones and ZWJ sequences, checkbox lists,
footnotes that retract, multi-reviewer and per-file replies, late updates after a long paragraph, and amplification
attempts. complete-json is probed through a scripted stand-in served on --stub-port.

Classes: `refuse` (the confident value / a PASS is wrong), `plain` (a control that asserts its value plainly:
refusing it is a recall loss, reported, not a failure; another confident value IS wrong), `debatable` (counted
apart: what the docs say is noted beside the case), `odd` (only 500s, oversized answers and slowness judged).

Usage: python3 bench/outside-probe-3.py http://localhost:8080 [--stub-port 8935] [--out target/probe3-wrong.json]
(start the app with OUTPUTGUARD_LLM_BASE_URL=http://127.0.0.1:<stub-port>/v1 for the complete-json family)
"""
import os
import json
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import probe_report  # noqa: E402

ARGS = list(sys.argv[1:])


def _opt(name, default=None, conv=str):
    if name in ARGS:
        i = ARGS.index(name)
        v = conv(ARGS[i + 1])
        del ARGS[i:i + 2]
        return v
    return default


STUB_PORT = _opt("--stub-port", None, int)
OUT = _opt("--out", "target/probe3-wrong.json")
BASE = ARGS[0] if ARGS else "http://localhost:8391"

CASES = []


def add(cid, family, lang, fn, body, kind, value=None, note=None):
    """kind: refuse | plain | debatable | odd. value: for refuse, the value that must not come back confidently
    (None: any confident value / any pass); for plain and debatable, the value plainly written."""
    assert kind in ("refuse", "plain", "debatable", "odd"), kind
    CASES.append(dict(id=cid, family=family, lang=lang, fn=fn, body=body, kind=kind, value=value, note=note))


def ej(cid, fam, lang, text, schema, kind, value=None, note=None):
    add(cid, fam, lang, "extract-json", {"text": text, "schema": schema, "coerce": True}, kind, value, note)


def rd(cid, fam, lang, text, kind, reply=None, note=None):
    body = {"reviewText": text}
    if reply is not None:
        body["reply"] = reply
    add(cid, fam, lang, "review-decision", body, kind, "PASS", note)


def fence(obj_text):
    return "```json\n" + obj_text + "\n```"


def jd(o):
    return json.dumps(o, ensure_ascii=False)


VERDICT = {"enum": ["pass", "fail"]}
BOOL = {"type": "boolean"}
INT = {"type": "integer"}
NUM = {"type": "number"}
VERDICT_OBJ = {"type": "object", "required": ["verdict"], "additionalProperties": False,
               "properties": {"verdict": {"enum": ["pass", "fail"]}}}
APPROVED_OBJ = {"type": "object", "required": ["approved"], "additionalProperties": False,
                "properties": {"approved": {"type": "boolean"}}}
APPROVED_DEF_OBJ = {"type": "object", "additionalProperties": False,
                    "properties": {"approved": {"type": "boolean", "default": True}}}
COUNT_OBJ = {"type": "object", "required": ["count"], "additionalProperties": False,
             "properties": {"count": {"type": "integer"}}}
NAME_OBJ = {"type": "object", "required": ["name"], "additionalProperties": False,
            "properties": {"name": {"type": "string"}}}
ORDER_OBJ = {"type": "object", "required": ["order"], "additionalProperties": False,
             "properties": {"order": {"type": "object", "required": ["items"], "additionalProperties": False,
                                      "properties": {"items": {"type": "array", "minItems": 1, "items": {
                                          "type": "object", "required": ["sku", "qty"], "additionalProperties": False,
                                          "properties": {"sku": {"type": "string"}, "qty": {"type": "integer"}}}}}}}}
VERDICTS_ARR_OBJ = {"type": "object", "required": ["verdicts"], "additionalProperties": False,
                    "properties": {"verdicts": {"type": "array", "items": {"enum": ["pass", "fail"]}}}}
TAGS_OBJ = {"type": "object", "required": ["tags"], "properties": {"tags": {"type": "array", "items": {"type": "string"}}}}

# =============================================================================================
# T: takes-back phrases per language ({V} is the value: PASS, or the language's yes)
# =============================================================================================
TB = {
    "en": [("sarcasm", "{V}. Yeah, right."), ("sarcasm-s", "{V} /s"), ("sarcasm-never", "{V} — said no one ever."),
           ("irony", "Oh sure, {V}. Totally."), ("quote-tool", "The linter says {V}."),
           ("quote-person", "Bob thinks it's {V}."), ("quote-bot", "According to the CI bot, {V}."),
           ("future", "It will be {V} once the migration lands."), ("future-should", "Should be {V} after the rebase."),
           ("rhetorical", "{V}? Who are we kidding."), ("dneg-hedge", "Not un-{V}, I guess."),
           ("theory", "{V} in theory."), ("for-now", "{V} for now."), ("pending", "{V} pending review."),
           ("provisional", "Provisionally {V}."), ("technically", "Technically {V}."), ("on-paper", "{V} on paper."),
           ("not-yet", "Not yet {V}."), ("almost", "Almost {V}."), ("nearly", "Nearly {V}."), ("percent", "90% {V}."),
           ("wish", "I wish I could say {V}."), ("would-be", "It would be {V} if the tests ran."),
           ("as-if", "As if it were {V}."), ("supposedly", "Supposedly {V}.")],
    "ja": [("sarcasm", "{V}。…なわけないでしょ。"), ("sarcasm-s", "{V}（皮肉です）"), ("irony", "はいはい、{V}{V}。"),
           ("quote-tool", "リンターによると{V}です。"), ("quote-person", "ボブは{V}だと思っている。"),
           ("future", "移行が終われば{V}になります。"), ("future-should", "リベース後には{V}のはず。"),
           ("rhetorical", "{V}？まさか。"), ("dneg-hedge", "{V}でないこともない、かな。"), ("theory", "理論上は{V}。"),
           ("for-now", "今のところ{V}。"), ("pending", "{V}（レビュー待ち）"), ("provisional", "暫定{V}。"),
           ("technically", "技術的には{V}。"), ("on-paper", "書類上は{V}。"), ("not-yet", "まだ{V}ではない。"),
           ("almost", "ほぼ{V}。"), ("nearly", "もう少しで{V}。"), ("percent", "90%{V}。"),
           ("would-be", "テストが動けば{V}だった。"), ("supposedly", "一応{V}。")],
    "zh": [("sarcasm", "{V}。呵呵，才怪。"), ("sarcasm-s", "{V}（反讽）"), ("quote-tool", "代码检查工具说{V}。"),
           ("quote-person", "鲍勃觉得是{V}。"), ("future", "迁移完成后就会是{V}。"), ("future-should", "变基之后应该{V}。"),
           ("rhetorical", "{V}？开什么玩笑。"), ("dneg-hedge", "也不是不{V}吧。"), ("theory", "理论上{V}。"),
           ("for-now", "暂时{V}。"), ("pending", "{V}（待审核）"), ("provisional", "临时{V}。"),
           ("technically", "技术上{V}。"), ("on-paper", "纸面上{V}。"), ("not-yet", "还没{V}。"),
           ("almost", "差不多{V}。"), ("nearly", "几乎{V}。"), ("percent", "90%{V}。"),
           ("would-be", "如果测试能跑就是{V}了。"), ("supposedly", "据说{V}。")],
    "ko": [("sarcasm", "{V}. 퍽이나."), ("sarcasm-s", "{V} (반어법)"), ("quote-tool", "린터에 따르면 {V}입니다."),
           ("quote-person", "밥은 {V}라고 생각한다."), ("future", "마이그레이션이 끝나면 {V}가 될 것입니다."),
           ("future-should", "리베이스 후에는 {V}일 것입니다."), ("rhetorical", "{V}? 설마요."),
           ("dneg-hedge", "{V}가 아닌 건 아니겠죠."), ("theory", "이론상 {V}."), ("for-now", "일단은 {V}."),
           ("pending", "{V} (검토 대기)"), ("provisional", "잠정 {V}."), ("technically", "기술적으로는 {V}."),
           ("on-paper", "서류상 {V}."), ("not-yet", "아직 {V} 아님."), ("almost", "거의 {V}."), ("nearly", "{V} 직전."),
           ("percent", "90% {V}."), ("would-be", "테스트가 돌았다면 {V}였을 것."), ("supposedly", "아마도 {V}.")],
    "de": [("sarcasm", "{V}. Ja, klar."), ("sarcasm-s", "{V} /s"), ("quote-tool", "Der Linter sagt {V}."),
           ("quote-person", "Bob meint, es sei {V}."), ("future", "Wird {V}, sobald die Migration durch ist."),
           ("future-should", "Sollte nach dem Rebase {V} sein."), ("rhetorical", "{V}? Wer's glaubt."),
           ("dneg-hedge", "Nicht un-{V}, schätze ich."), ("theory", "{V} in der Theorie."), ("for-now", "{V} fürs Erste."),
           ("pending", "{V} vorbehaltlich Review."), ("provisional", "Vorläufig {V}."),
           ("technically", "Technisch gesehen {V}."), ("on-paper", "Auf dem Papier {V}."), ("not-yet", "Noch nicht {V}."),
           ("almost", "Fast {V}."), ("nearly", "Beinahe {V}."), ("percent", "90 % {V}."),
           ("would-be", "Wäre {V}, wenn die Tests liefen."), ("supposedly", "Angeblich {V}.")],
    "fr": [("sarcasm", "{V}. Mais oui, bien sûr."), ("sarcasm-s", "{V} /s"), ("quote-tool", "Le linter dit {V}."),
           ("quote-person", "Bob pense que c'est {V}."), ("future", "Ce sera {V} une fois la migration faite."),
           ("future-should", "Devrait être {V} après le rebase."), ("rhetorical", "{V} ? On se moque de qui ?"),
           ("dneg-hedge", "Pas non-{V}, je suppose."), ("theory", "{V} en théorie."), ("for-now", "{V} pour l'instant."),
           ("pending", "{V} en attente de revue."), ("provisional", "Provisoirement {V}."),
           ("technically", "Techniquement {V}."), ("on-paper", "{V} sur le papier."), ("not-yet", "Pas encore {V}."),
           ("almost", "Presque {V}."), ("nearly", "Quasiment {V}."), ("percent", "90 % {V}."),
           ("would-be", "Ce serait {V} si les tests tournaient."), ("supposedly", "Soi-disant {V}.")],
    "es": [("sarcasm", "{V}. Sí, claro."), ("sarcasm-s", "{V} /s"), ("quote-tool", "El linter dice {V}."),
           ("quote-person", "Bob cree que es {V}."), ("future", "Será {V} cuando termine la migración."),
           ("future-should", "Debería ser {V} después del rebase."), ("rhetorical", "¿{V}? ¿A quién queremos engañar?"),
           ("dneg-hedge", "No es que no sea {V}, supongo."), ("theory", "{V} en teoría."), ("for-now", "{V} por ahora."),
           ("pending", "{V} pendiente de revisión."), ("provisional", "Provisionalmente {V}."),
           ("technically", "Técnicamente {V}."), ("on-paper", "{V} sobre el papel."), ("not-yet", "Todavía no {V}."),
           ("almost", "Casi {V}."), ("nearly", "Prácticamente {V}."), ("percent", "90 % {V}."),
           ("would-be", "Sería {V} si las pruebas corrieran."), ("supposedly", "Supuestamente {V}.")],
    "it": [("sarcasm", "{V}. Sì, certo."), ("quote-tool", "Il linter dice {V}."), ("future", "Sarà {V} dopo la migrazione."),
           ("theory", "{V} in teoria."), ("for-now", "{V} per ora."), ("provisional", "Provvisoriamente {V}."),
           ("almost", "Quasi {V}."), ("not-yet", "Non ancora {V}.")],
    "pt": [("sarcasm", "{V}. Sei, sei."), ("quote-tool", "O linter diz {V}."), ("future", "Será {V} depois da migração."),
           ("theory", "{V} em teoria."), ("for-now", "{V} por enquanto."), ("provisional", "Provisoriamente {V}."),
           ("almost", "Quase {V}."), ("not-yet", "Ainda não {V}.")],
    "ru": [("sarcasm", "{V}. Ага, конечно."), ("quote-tool", "Линтер говорит {V}."), ("future", "Будет {V} после миграции."),
           ("theory", "{V} в теории."), ("for-now", "{V} пока что."), ("provisional", "Предварительно {V}."),
           ("almost", "Почти {V}."), ("not-yet", "Ещё не {V}.")],
    "nl": [("sarcasm", "{V}. Ja hoor."), ("quote-tool", "De linter zegt {V}."), ("future", "Wordt {V} na de migratie."),
           ("theory", "{V} in theorie."), ("for-now", "{V} voorlopig."), ("provisional", "Voorlopig {V}."),
           ("almost", "Bijna {V}."), ("not-yet", "Nog niet {V}.")],
    "tr": [("sarcasm", "{V}. Tabii canım."), ("quote-tool", "Linter {V} diyor."), ("future", "Geçişten sonra {V} olacak."),
           ("theory", "Teoride {V}."), ("for-now", "Şimdilik {V}."), ("provisional", "Geçici olarak {V}."),
           ("almost", "Neredeyse {V}."), ("not-yet", "Henüz {V} değil.")],
    "pl": [("sarcasm", "{V}. Jasne, jasne."), ("quote-tool", "Linter mówi {V}."), ("future", "Będzie {V} po migracji."),
           ("theory", "{V} w teorii."), ("for-now", "{V} na razie."), ("provisional", "Tymczasowo {V}."),
           ("almost", "Prawie {V}."), ("not-yet", "Jeszcze nie {V}.")],
    "sv": [("sarcasm", "{V}. Jo, visst."), ("quote-tool", "Lintern säger {V}."), ("future", "Blir {V} efter migreringen."),
           ("theory", "{V} i teorin."), ("for-now", "{V} tills vidare."), ("provisional", "Preliminärt {V}."),
           ("almost", "Nästan {V}."), ("not-yet", "Inte {V} än.")],
}
YES = {"en": "yes", "ja": "はい", "zh": "是", "ko": "예", "de": "ja", "fr": "oui", "es": "sí", "it": "sì", "pt": "sim",
       "ru": "да", "nl": "ja", "tr": "evet", "pl": "tak", "sv": "ja"}
VLABEL = {"en": "Verdict", "ja": "判定結果", "zh": "结论", "ko": "판정", "de": "Urteil", "fr": "Verdict", "es": "Veredicto",
          "it": "Verdetto", "pt": "Veredito", "ru": "Вердикт", "nl": "Oordeel", "tr": "Karar", "pl": "Werdykt", "sv": "Utlåtande"}
ALABEL = {"en": "Approved", "ja": "承認", "zh": "批准", "ko": "승인", "de": "Genehmigt", "fr": "Approuvé", "es": "Aprobado",
          "it": "Approvato", "pt": "Aprovado", "ru": "Одобрено", "nl": "Goedgekeurd", "tr": "Onaylandı", "pl": "Zatwierdzono",
          "sv": "Godkänt"}
SINCERE_TOO = {"de", "es", "it"}
MARKER = {"ja": "最終判定"}  # review-decision reads Japanese / English markers (docs/review-decision.md)

for lg, items in TB.items():
    plain_rows = [("plain", "control", "{V}")]
    for kind0, tag, tpl in plain_rows + [("refuse", t, p) for t, p in items]:
        fam = "T takes-back phrases"
        # "Ja, klar." / "Sí, claro." / "Sì, certo." also read sincerely: debatable
        kind = "debatable" if (tag == "sarcasm" and lg in SINCERE_TOO) else kind0
        cid = f"T-{lg}-{tag}"
        pv = tpl.replace("{V}", "PASS")
        yv = tpl.replace("{V}", YES[lg])
        # a. enum root read from prose
        ej(cid + "-enum-prose", fam, lg, f"{VLABEL[lg]}: {pv}", VERDICT, kind, "pass")
        # b. enum inside a JSON string
        ej(cid + "-enum-json", fam, lg, fence(jd({"verdict": pv})), VERDICT_OBJ, kind, {"verdict": "pass"})
        # c. boolean inside a JSON string
        ej(cid + "-bool-json", fam, lg, fence(jd({"approved": yv})), APPROVED_OBJ, kind, {"approved": True})
        # d. boolean root read from prose
        ej(cid + "-bool-prose", fam, lg, f"{ALABEL[lg]}: {yv}", BOOL, kind, True)
        # e. review-decision marker line, the review body in the language
        mk = MARKER.get(lg, "Final Decision")
        rd(cid + "-rd-marker", fam, lg, f"{mk}: {pv}", kind)
        # f. review-decision JSON verdict whose comment is the phrase
        # a quote in a comment beside a plain JSON pass: the reviewer may only cite the tool that agrees
        rkind = "debatable" if tag.startswith("quote") else kind
        rd(cid + "-rd-json", fam, lg, "Reviewed the change.", rkind,
           reply=jd({"result": "PASS", "comment": pv if kind0 == "refuse" else "Looks good."}),
           note="a quote beside a plain JSON pass" if rkind == "debatable" else None)

# =============================================================================================
# B: a plain value with a body / note / next sentence that takes it back (no value word in the body)
# =============================================================================================
BODY = {
    "en": ["Yeah, right.", "For now.", "In theory.", "Not yet.", "Pending review.", "Once the migration lands.",
           "That's what the linter says, anyway.", "90% sure.", "Almost.", "Provisional.", "Looks good."],
    "ja": ["…なわけないけど。", "今のところは。", "理論上は。", "まだです。", "レビュー待ち。", "移行が終わったら。",
           "リンターがそう言っているだけです。", "90%の確信。", "ほぼ。", "暫定です。", "問題ありません。"],
    "zh": ["呵呵，才怪。", "暂时而已。", "理论上。", "还没有。", "待审核。", "等迁移完成后。", "只是代码检查工具这么说。",
           "90%确定。", "差不多。", "暂定。", "看起来不错。"],
    "ko": ["퍽이나.", "일단은요.", "이론상으로는.", "아직은 아닙니다.", "검토 대기 중.", "마이그레이션이 끝나면.",
           "린터가 그렇게 말할 뿐입니다.", "90% 확신.", "거의.", "잠정적입니다.", "좋아 보입니다."],
    "de": ["Ja, klar.", "Vorerst.", "Theoretisch.", "Noch nicht.", "Review ausstehend.", "Sobald die Migration durch ist.",
           "Sagt zumindest der Linter.", "Zu 90 % sicher.", "Fast.", "Vorläufig.", "Sieht gut aus."],
    "fr": ["Mais oui, bien sûr.", "Pour l'instant.", "En théorie.", "Pas encore.", "En attente de revue.",
           "Une fois la migration faite.", "C'est ce que dit le linter, en tout cas.", "Sûr à 90 %.", "Presque.",
           "Provisoire.", "Ça a l'air bien."],
    "es": ["Sí, claro, seguro.", "Por ahora.", "En teoría.", "Todavía no.", "Pendiente de revisión.",
           "Cuando termine la migración.", "Eso dice el linter, al menos.", "Seguro al 90 %.", "Casi.", "Provisional.",
           "Se ve bien."],
}
BODY_TAGS = ["sarcasm", "for-now", "theory", "not-yet", "pending", "future", "quote", "percent", "almost", "provisional",
             "control"]
VERDICT_NOTE_OBJ = {"type": "object", "required": ["verdict"], "additionalProperties": False,
                    "properties": {"verdict": {"enum": ["pass", "fail"]}, "note": {"type": "string"}}}
APPROVED_NOTE_OBJ = {"type": "object", "required": ["approved"], "additionalProperties": False,
                     "properties": {"approved": {"type": "boolean"}, "comment": {"type": "string"}}}
for lg, bodies in BODY.items():
    fam = "B body beside a plain value"
    for tag, b in zip(BODY_TAGS, bodies):
        kind = "plain" if tag == "control" else ("debatable" if tag == "sarcasm" and lg in ("de", "es") else "refuse")
        note = "sincere reading exists" if kind == "debatable" else None
        cid = f"B-{lg}-{tag}"
        rd(cid + "-rd-comment", fam, lg, "Reviewed the change.", kind, reply=jd({"result": "PASS", "comment": b}), note=note)
        rd(cid + "-rd-summary", fam, lg, jd({"result": "PASS", "summary": b}), kind, note=note)
        rd(cid + "-rd-next", fam, lg, f"{MARKER.get(lg, 'Final Decision')}: PASS\n{b}", kind, note=note)
        # the schema names the note: the program receives it as data (docs read only members the schema does not
        # name beside the data), so these two are debatable rather than refusals
        nk = "debatable" if kind == "refuse" else kind
        nn = "the schema names the note field; the program receives it" if nk == "debatable" else note
        ej(cid + "-ej-note", fam, lg, fence(jd({"verdict": "pass", "note": b})), VERDICT_NOTE_OBJ, nk, {"verdict": "pass", "note": b}, nn)
        ej(cid + "-ej-dropped", fam, lg, fence(jd({"verdict": "pass", "note": b})), VERDICT_OBJ, kind, {"verdict": "pass"}, note)
        ej(cid + "-ej-bool", fam, lg, fence(jd({"approved": True, "comment": b})), APPROVED_NOTE_OBJ, nk,
           {"approved": True, "comment": b}, nn)
        ej(cid + "-ej-prose", fam, lg, f"{VLABEL[lg]}: PASS. {b}", VERDICT, kind, "pass", note)

# =============================================================================================
# N: numbers hedged per language, ranges, scales, words for numbers; integer and number schemas
# =============================================================================================
NUMS = [
    # approximations (5 must not come back)
    ("refuse", "~5", 5), ("refuse", "about 5", 5), ("refuse", "5ish", 5), ("refuse", "≈5", 5), ("refuse", "5+", 5),
    ("refuse", "around 5", 5), ("refuse", "roughly 5", 5), ("refuse", "5 or so", 5), ("refuse", "some 5", 5),
    ("refuse", "5-ish", 5), ("refuse", "5, give or take", 5), ("refuse", "5 (rounded)", 5), ("refuse", "north of 5", 5),
    ("refuse", "under 5", 5), ("refuse", "5 at most", 5), ("refuse", "约5", 5), ("refuse", "約5", 5),
    ("refuse", "5くらい", 5), ("refuse", "5程度", 5), ("refuse", "大约5", 5), ("refuse", "5左右", 5), ("refuse", "약 5", 5),
    ("refuse", "5쯤", 5), ("refuse", "5 정도", 5), ("refuse", "etwa 5", 5), ("refuse", "ungefähr 5", 5),
    ("refuse", "rund 5", 5), ("refuse", "environ 5", 5), ("refuse", "à peu près 5", 5), ("refuse", "unos 5", 5),
    ("refuse", "alrededor de 5", 5), ("refuse", "aproximadamente 5", 5), ("refuse", "circa 5", 5),
    ("refuse", "около 5", 5), ("refuse", "ongeveer 5", 5), ("refuse", "yaklaşık 5", 5), ("refuse", "około 5", 5),
    ("refuse", "cerca de 5", 5), ("refuse", "5 oder so", 5), ("refuse", "5 environ", 5), ("refuse", "5 más o menos", 5),
    ("refuse", "5 (估计)", 5), ("refuse", "5 (見込み)", 5), ("refuse", "5 (예상)", 5), ("refuse", "5 (geschätzt)", 5),
    ("refuse", "5 (estimé)", 5), ("refuse", "5 (estimado)", 5),
    # ranges (no value at all)
    ("refuse", "3-5", None), ("refuse", "3 - 5", None), ("refuse", "3…5", None), ("refuse", "3..5", None),
    ("refuse", "3から5", None), ("refuse", "3到5", None), ("refuse", "3~5개", None), ("refuse", "3 bis 5", None),
    ("refuse", "de 3 à 5", None), ("refuse", "entre 3 y 5", None), ("refuse", "[3, 5]", None), ("refuse", "3 or 5", None),
    ("refuse", "3 and 5", None), ("refuse", "between 3 and 5", None), ("refuse", "3 à 5", None), ("refuse", "3〜5件", None),
    # scales / units that change the meaning (5 must not come back)
    ("refuse", "5k", 5), ("refuse", "5K", 5), ("refuse", "5%", 5), ("refuse", "5 million", 5), ("refuse", "5 Mio.", 5),
    ("refuse", "5 millions", 5), ("refuse", "5 millones", 5), ("refuse", "5万", 5), ("refuse", "5千", 5), ("refuse", "5천", 5),
    ("refuse", "5만", 5), ("refuse", "5 thousand", 5), ("refuse", "5 dozen", 5), ("refuse", "5bn", 5), ("refuse", "5 Mrd.", 5),
    ("refuse", "$5k", 5), ("refuse", "5 hundred", 5), ("refuse", "5 × 10³", 5), ("refuse", "5/10", 5), ("refuse", "5 ‰", 5),
    ("refuse", "5 percent", 5), ("refuse", "5 Prozent", 5), ("refuse", "5 pour cent", 5), ("refuse", "5 por ciento", 5),
    ("refuse", "5割", 5), ("refuse", "5成", 5), ("refuse", "5 mil", 5),
    # words for numbers, hedged
    ("refuse", "about five", 5), ("refuse", "etwa fünf", 5), ("refuse", "environ cinq", 5), ("refuse", "unos cinco", 5),
    ("refuse", "大约五个", 5), ("refuse", "五つくらい", 5), ("refuse", "다섯 개쯤", 5), ("refuse", "five-ish", 5),
    ("refuse", "five or six", None), ("refuse", "fünf oder sechs", None), ("refuse", "cinq ou six", None),
    ("refuse", "五六个", None),
    # words for numbers, plain (a refusal is a recall loss, another number is wrong)
    ("plain", "five", 5), ("plain", "fünf", 5), ("plain", "cinq", 5), ("plain", "cinco", 5), ("plain", "cinque", 5),
    ("plain", "пять", 5), ("plain", "vijf", 5), ("plain", "beş", 5), ("plain", "pięć", 5), ("plain", "五", 5),
    ("plain", "五つ", 5), ("plain", "五个", 5), ("plain", "다섯", 5), ("plain", "다섯 개", 5),
    # digit controls
    ("plain", "5", 5), ("plain", "**5**", 5), ("plain", "`5`", 5), ("plain", "5.", 5), ("plain", "５", 5),
]
for i, (kind, t, v) in enumerate(NUMS):
    fam = "N numbers hedged / scaled / words"
    ej(f"N-{i}-int-prose", fam, "mul", f"Count: {t}", INT, kind, v)
    ej(f"N-{i}-num-prose", fam, "mul", f"Amount: {t}", NUM, kind, v)
    ej(f"N-{i}-int-json", fam, "mul", fence(jd({"count": t})), COUNT_OBJ, kind, None if v is None else {"count": v})
    ej(f"N-{i}-nested", fam, "mul", fence(jd({"order": {"items": [{"sku": "A-1", "qty": t}]}})), ORDER_OBJ, kind,
       None if v is None else {"order": {"items": [{"sku": "A-1", "qty": v}]}})

# =============================================================================================
# M: enums holding several values: choices, arrows, corrections, pairs
# =============================================================================================
MULTI = [
    ("refuse", "pass/fail", None), ("refuse", "PASS or FAIL", None), ("refuse", "PASS → FAIL", None),
    ("refuse", "PASS -> FAIL", None), ("refuse", "PASS => FAIL", None), ("refuse", "PASS ⇒ FAIL", None),
    ("refuse", "PASS ⟶ FAIL", None), ("refuse", "PASS➡️FAIL", None), ("refuse", "PASS, er, FAIL", None),
    ("refuse", "PASS — correction: FAIL", None), ("refuse", "PASS | FAIL", None), ("refuse", "PASS & FAIL", None),
    ("refuse", "PASS and FAIL", None), ("refuse", "PASS, then FAIL on rerun", None),
    ("refuse", "PASS (changed to FAIL)", None), ("refuse", "PASS vs FAIL", None), ("refuse", "either PASS or FAIL", None),
    ("refuse", "PASSまたはFAIL", None), ("refuse", "PASS或FAIL", None), ("refuse", "PASS 또는 FAIL", None),
    ("refuse", "PASS oder FAIL", None), ("refuse", "PASS ou FAIL", None), ("refuse", "PASS o FAIL", None),
    ("refuse", "PASS→FAILに変更", None), ("refuse", "PASS，后改为FAIL", None), ("refuse", "PASS에서 FAIL로 변경", None),
    ("refuse", "PASS (jetzt FAIL)", None), ("refuse", "PASS (désormais FAIL)", None), ("refuse", "PASS (ahora FAIL)", None),
    ("refuse", "PASS\u00a0/\u00a0FAIL", None), ("refuse", "PASS ⇄ FAIL", None), ("refuse", "PASS ↔ FAIL", None),
    ("refuse", "PASS ≠ FAIL", None), ("refuse", "PASS, no wait, FAIL", None),
    # a correction that lands on PASS: the later value is the reply's word; debatable (see the report)
    ("debatable", "FAIL→PASS", "pass"), ("debatable", "FAIL -> PASS", "pass"), ("debatable", "~~FAIL~~ PASS", "pass"),
    ("debatable", "<del>FAIL</del> PASS", "pass"), ("debatable", "PASS (was FAIL)", "pass"),
    ("debatable", "FAIL, correction: PASS", "pass"),
]
for i, (kind, t, v) in enumerate(MULTI):
    fam = "M multi-value enums / arrows"
    ej(f"M-{i}-prose", fam, "mul", f"Verdict: {t}", VERDICT, kind, v)
    ej(f"M-{i}-json", fam, "mul", fence(jd({"verdict": t})), VERDICT_OBJ, kind, None if v is None else {"verdict": v})
    ej(f"M-{i}-arr", fam, "mul", fence(jd({"verdicts": [t]})), VERDICTS_ARR_OBJ, kind,
       None if v is None else {"verdicts": [v]})
    rd(f"M-{i}-rd", fam, "mul", f"Final Decision: {t}", kind)

# =============================================================================================
# K: the value under another key / inside a negation-like wrapper / duplicated / null / array-for-scalar
# =============================================================================================
fam = "K keys: other key / wrapper / duplicate / null"
OTHER_KEYS = ["previous_verdict", "expected", "if_fixed", "expected_verdict", "verdict_if_fixed", "old_verdict",
              "suggested_verdict", "verdict_before", "target_verdict", "desired_verdict", "verdict (draft)", "verdict?",
              "~~verdict~~", "not_verdict", "verdict_was", "hoped_for_verdict", "verdict_last_week", "前回の判定",
              "期待される判定", "预期结论", "之前的结论", "이전_판정", "예상_판정", "erwartetes_Urteil", "vorheriges_Urteil",
              "verdict_attendu", "ancien_verdict", "veredicto_anterior", "veredicto_esperado"]
for i, k in enumerate(OTHER_KEYS):
    ej(f"K-key-{i}", fam, "mul", fence(jd({k: "pass"})), VERDICT_OBJ, "refuse", {"verdict": "pass"})
    ej(f"K-keyb-{i}", fam, "mul", fence(jd({k.replace("verdict", "approved") if "verdict" in k else k: True})),
       APPROVED_OBJ, "refuse", {"approved": True})
    rd(f"K-key-rd-{i}", fam, "mul", fence(jd({"result": "PASS", k: "FAIL"})), "refuse")

WRAPPERS = ["not", "unless", "draft", "old", "before", "was", "hypothetical", "if", "else", "previous", "rejected",
            "wrong_answer", "counterexample", "negated", "would_be", "proposal", "nicht", "vorher", "entwurf", "下書き",
            "以前", "草稿", "之前", "초안", "이전", "brouillon", "avant", "borrador", "antes", "vecchio"]
WRAP_CONTROLS = ["result", "data", "answer", "output", "response"]
INNER = [("verdict", {"verdict": "pass"}, VERDICT_OBJ), ("approved", {"approved": True}, APPROVED_OBJ),
         ("count", {"count": 5}, COUNT_OBJ), ("name", {"name": "Ann"}, NAME_OBJ),
         ("order", {"order": {"items": [{"sku": "A-1", "qty": 2}]}}, ORDER_OBJ)]
for w in WRAPPERS + WRAP_CONTROLS:
    kind = "plain" if w in WRAP_CONTROLS else "refuse"
    for nm, inner, sch in INNER:
        ej(f"K-wrap-{w}-{nm}", fam, "mul", fence(jd({w: inner})), sch, kind, inner)
    rd(f"K-wrap-rd-{w}", fam, "mul", fence(jd({w: {"result": "PASS"}})), "refuse" if kind == "refuse" else "debatable",
       note="docs: nested objects never decide; a wrapped pass is no verdict")

DUPS = [
    ('{"verdict": "fail", "verdict": "pass"}', VERDICT_OBJ, {"verdict": "pass"}),
    ('{"verdict": "pass", "VERDICT": "fail"}', VERDICT_OBJ, {"verdict": "pass"}),
    ('{"Verdict": "fail", "verdict": "pass"}', VERDICT_OBJ, {"verdict": "pass"}),
    ('{"verdict": "fail", "ver\u200bdict": "pass"}', VERDICT_OBJ, {"verdict": "pass"}),
    ('{"ver\u200bdict": "fail", "verdict": "pass"}', VERDICT_OBJ, {"verdict": "pass"}),
    ('{"ｖｅｒｄｉｃｔ": "fail", "verdict": "pass"}', VERDICT_OBJ, {"verdict": "pass"}),
    ('{"verdict ": "fail", "verdict": "pass"}', VERDICT_OBJ, {"verdict": "pass"}),
    ('{"data": {"verdict": "fail"}, "data": {"verdict": "pass"}}', VERDICT_OBJ, {"verdict": "pass"}),
    ('{"result": {"verdict": "fail"}, "verdict": "pass"}', VERDICT_OBJ, {"verdict": "pass"}),
    ('{"approved": false, "Approved": true}', APPROVED_OBJ, {"approved": True}),
    ('{"approved": false, "is_approved": true}', APPROVED_OBJ, {"approved": True}),
    ('{"approved": "no", "approved": "yes"}', APPROVED_OBJ, {"approved": True}),
    ('{"count": 3, "Count": 5}', COUNT_OBJ, {"count": 5}),
    ('{"count": "3", "count": 5}', COUNT_OBJ, {"count": 5}),
    ('{"count": 5, "count_corrected": 3}', COUNT_OBJ, {"count": 5}),
    ('{"name": "Bob", "Name": "Ann"}', NAME_OBJ, {"name": "Ann"}),
    ('{"name": "Ann", "name_correct": "Bob"}', NAME_OBJ, {"name": "Ann"}),
]
for i, (t, sch, v) in enumerate(DUPS):
    ej(f"K-dup-{i}", fam, "mul", fence(t), sch, "refuse", v)
    ej(f"K-dup-bare-{i}", fam, "mul", t, sch, "refuse", v)
rd("K-dup-rd-0", fam, "mul", '{"result": "FAIL", "Result": "PASS"}', "refuse")
rd("K-dup-rd-1", fam, "mul", '{"result": "FAIL", "ｒｅｓｕｌｔ": "PASS"}', "refuse")
rd("K-dup-rd-2", fam, "mul", '{"verdict": "FAIL", "result": "PASS"}', "refuse")
rd("K-dup-rd-3", fam, "mul", '{"result": "PASS", "result ": "FAIL"}', "refuse")
rd("K-dup-rd-4", fam, "mul", '{"result": "PASS", "results": ["PASS", "FAIL"]}', "refuse")

NULLS = [
    ('{"verdict": null}', VERDICT_OBJ, None), ('{"verdict": "null"}', VERDICT_OBJ, None),
    ('{"verdict": "None"}', VERDICT_OBJ, None), ('{"verdict": "undefined"}', VERDICT_OBJ, None),
    ('{"approved": null}', APPROVED_DEF_OBJ, {"approved": True}), ('{"approved": "null"}', APPROVED_DEF_OBJ, {"approved": True}),
    ('{"approved": "nil"}', APPROVED_OBJ, None), ('{"approved": "None"}', APPROVED_OBJ, None),
    ('{"approved": "NaN"}', APPROVED_OBJ, None), ('{"count": "null"}', COUNT_OBJ, None), ('{"count": null}', COUNT_OBJ, None),
    ('{"count": "NaN"}', COUNT_OBJ, None), ('{"count": "undefined"}', COUNT_OBJ, None), ('{"name": null}', NAME_OBJ, None),
    ('{"approved": {"value": null}}', APPROVED_DEF_OBJ, {"approved": True}),
    ('{"approvedd": true}', APPROVED_DEF_OBJ, None),
    # arrays where a scalar is wanted
    ('{"verdict": ["pass", "fail"]}', VERDICT_OBJ, None), ('{"verdict": [["pass"], ["fail"]]}', VERDICT_OBJ, None),
    ('{"verdict": []}', VERDICT_OBJ, None), ('{"approved": [true, false]}', APPROVED_OBJ, None),
    ('{"approved": []}', APPROVED_OBJ, None), ('{"count": [5, 6]}', COUNT_OBJ, None), ('{"count": []}', COUNT_OBJ, None),
('{"name": ["Ann", "Bob"]}', NAME_OBJ, None),
    ('{"verdict": {"value": "pass", "confidence": 0.2}}', VERDICT_OBJ, {"verdict": "pass"}),
    ('{"verdict": {"pass": "maybe"}}', VERDICT_OBJ, None),
    ('{"approved": {"yes": 1, "no": 1}}', APPROVED_OBJ, None),
    ('{"approved": "maybe"}', APPROVED_OBJ, None),
]
for i, (t, sch, v) in enumerate(NULLS):
    ej(f"K-null-{i}", fam, "mul", fence(t), sch, "refuse", v)
for i, (t, sch, v) in enumerate([('{"verdict": ["pass"]}', VERDICT_OBJ, {"verdict": "pass"}),
                                 ('{"approved": [true]}', APPROVED_OBJ, {"approved": True}),
                                 ('{"count": [5]}', COUNT_OBJ, {"count": 5}),
                                 ('{"count": [[5]]}', COUNT_OBJ, {"count": 5})]):
    ej(f"K-single-{i}", fam, "mul", fence(t), sch, "debatable", v, note="one-item array for a scalar")
# confidence beside the verdict: the docs say numbers under other keys are not read by review-decision
CONF = [('{"verdict": "pass", "verdict_confidence": 0.2}', VERDICT_OBJ, {"verdict": "pass"}),
        ('{"verdict": "pass", "confidence": 0.05}', VERDICT_OBJ, {"verdict": "pass"}),
        ('{"approved": true, "approved_probability": 0.1}', APPROVED_OBJ, {"approved": True}),
        ('{"approved": true, "certainty": "low"}', APPROVED_OBJ, {"approved": True}),
        ('{"verdict": "pass", "pass": "maybe"}', VERDICT_OBJ, {"verdict": "pass"}),
        ('{"verdict": "pass", "sure": false}', VERDICT_OBJ, {"verdict": "pass"})]
for i, (t, sch, v) in enumerate(CONF):
    ej(f"K-conf-{i}", fam, "mul", fence(t), sch, "refuse", v)
for i, t in enumerate(['{"result": "PASS", "verdict_confidence": 0.2}', '{"result": "PASS", "confidence": "low"}',
                       '{"result": "PASS", "certainty": 0.1}']):
    rd(f"K-conf-rd-{i}", fam, "mul", t, "debatable", note="docs: numbers under other keys are not read")
for i, t in enumerate(['{"result": "PASS", "pass": "maybe"}', '{"result": "PASS", "sure": false}',
                       '{"result": "PASS", "reviews": [["PASS", "PASS"], ["PASS", "FAIL"]]}',
                       '{"result": "PASS", "per_file": [{"file": "a.py", "verdicts": ["PASS"]}, {"file": "b.py", "verdicts": ["FAIL"]}]}',
                       '{"result": "PASS", "reviewers": {"alice": "PASS", "bob": "FAIL"}}',
                       '{"result": "PASS", "previous_verdict": "FAIL", "current_verdict": "FAIL"}',
                       '{"result": "PASS", "expected": "PASS", "actual": "FAIL"}',
                       '{"result": "PASS", "if_fixed": "PASS", "now": "FAIL"}',
                       '{"result": "PASS", "verdict_confidence": "20%"}',
                       '{"result": "PASS", "votes": {"PASS": 1, "FAIL": 2}}']):
    rd(f"K-rdjson-{i}", fam, "mul", t, "refuse")

# =============================================================================================
# U: unicode tricks on the value itself
# =============================================================================================
fam = "U unicode on the value"
def overlay(w, mark, every=True):
    return "".join(ch + mark if (every or j == 0) else ch for j, ch in enumerate(w))


UNI = [
    # (kind, transform of a word, note)
    ("debatable", lambda w: w.replace("P", "Р").replace("A", "А").replace("y", "у").replace("e", "е"),
     "Cyrillic lookalikes: NFKC does not fold them"),
    ("debatable", lambda w: w.upper().replace("A", "Α").replace("E", "Ε").replace("Y", "Υ"), "Greek lookalikes"),
    ("plain", lambda w: "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in w), "full width: NFKC folds it"),
    ("plain", lambda w: "".join(chr(0x1D400 + ord(c) - 65) if "A" <= c <= "Z" else (chr(0x1D41A + ord(c) - 97) if "a" <= c <= "z" else c) for c in w), "math bold: NFKC folds it"),
    ("plain", lambda w: w[:1] + "\u200d" + w[1:], "ZWJ inside: invisible, dropped"),
    ("plain", lambda w: w + "\u200f", "RLM after: invisible"),
    ("refuse", lambda w: "\u202e" + w, "RLO before: docs refuse"),
    ("refuse", lambda w: "\u2067" + w + "\u2069", "RLI isolate: docs refuse"),
    ("refuse", lambda w: overlay(w, "\u0335"), "short stroke overlay U+0335"),
    ("refuse", lambda w: overlay(w, "\u0336", every=False), "long stroke on the first letter only"),
    ("refuse", lambda w: overlay(w, "\u0337"), "short solidus overlay U+0337"),
    ("refuse", lambda w: overlay(w, "\u0338"), "long solidus overlay U+0338"),
    ("refuse", lambda w: overlay(w, "\u0334"), "tilde overlay U+0334"),
    ("refuse", lambda w: w + "\u0338", "one solidus overlay on the last letter"),
    ("debatable", lambda w: overlay(w, "\u0332"), "combining low line (underline)"),
    ("refuse", lambda w: w + " 👎🏽", "thumbs down with skin tone"),
    ("refuse", lambda w: w + " 🙅‍♀️", "no gesture ZWJ sequence"),
    ("refuse", lambda w: w + " 🚫🚫", "prohibited twice"),
    ("refuse", lambda w: w + " 🙃", "upside-down face (irony)"),
    ("refuse", lambda w: w + " 😏", "smirk"),
    ("refuse", lambda w: w + " 🤡", "clown"),
    ("refuse", lambda w: w + " 🙄", "eye roll"),
    ("refuse", lambda w: w + " 🤞", "fingers crossed"),
    ("refuse", lambda w: w + " 💀", "skull"),
    ("refuse", lambda w: w + " 😒", "unamused"),
    ("refuse", lambda w: w + " (╯°□°)╯︵ ┻━┻", "table flip"),
    ("refuse", lambda w: "❎ " + w, "cross mark button before"),
    ("plain", lambda w: w + " ✅", "check mark"),
    ("plain", lambda w: w + " 👍🏽", "thumbs up with skin tone"),
    ("plain", lambda w: w, "plain"),
]
for i, (kind, f, note) in enumerate(UNI):
    pw, yw = f("PASS"), f("yes")
    ej(f"U-{i}-enum-prose", fam, "mul", f"Verdict: {pw}", VERDICT, kind, "pass", note)
    ej(f"U-{i}-enum-json", fam, "mul", fence(jd({"verdict": pw})), VERDICT_OBJ, kind, {"verdict": "pass"}, note)
    ej(f"U-{i}-bool-json", fam, "mul", fence(jd({"approved": yw})), APPROVED_OBJ, kind, {"approved": True}, note)
    rd(f"U-{i}-rd-marker", fam, "mul", f"Final Decision: {pw}", kind, note=note)
    rk = "refuse" if note.startswith("ZWJ") else ("debatable" if kind == "plain" and note != "plain" else kind)
    rd(f"U-{i}-rd-json", fam, "mul", "Reviewed.", rk,
       reply=jd({"result": pw}), note=note + ("; docs: an invisible character in a JSON result makes it no verdict"
                                               if note.startswith("ZWJ") else ""))

# =============================================================================================
# S: structure around the value: tables, comments, checked lists, late updates
# =============================================================================================
fam = "S structure: tables / comments / updates"
LOREM = ("The change touches the request parser and the retry loop. I read the diff twice, ran the unit tests "
         "locally, and looked at the new metrics dashboard. The naming is consistent with the rest of the module, the "
         "log lines carry the request id, and the configuration keys are documented. The migration script is idempotent "
         "and the rollback section of the runbook was updated. Nothing in the public API changes. ") * 2
SX = [
    ("| row | verdict |\n|---|---|\n| overall | PASS |\n| overall (rerun) | FAIL |", None),
    ("| reviewer | verdict |\n|---|---|\n| Alice | PASS |\n| Bob | FAIL |", None),
    ("| file | verdict |\n|---|---|\n| a.py | PASS |\n| b.py | FAIL |\n| **overall** | **PASS** |", None),
    ("Verdict: <!-- PASS --> pending", None), ("<!-- Verdict: PASS -->", None), ("<!--\nVerdict: PASS\n-->\nVerdict: TBD", None),
    ("```python\n# verdict: PASS\nverdict = None\n```", None), ("```js\n// Verdict: PASS\n```", None),
    ("/* Verdict: PASS */", None), ("```\n# Verdict: PASS\n```", None), ("```sql\n-- Verdict: PASS\n```", None),
    ("```html\n<!-- Verdict: PASS -->\n```", None), ("```ts\n/* Verdict: PASS */\n```", None),
    ("```yaml\n# Verdict: PASS\n```", None), ("```diff\n- Verdict: PASS\n+ Verdict: FAIL\n```", None),
    ("```js\n// Verdict: PASS\nconst verdict = null;\n```", None), ("    // Verdict: PASS", None),
    ("`// Verdict: PASS`", None), ("```\nVerdict: PASS  # TODO: FAIL until the fix lands\n```", None),
    ("Verdict: PASS\n\n" + LOREM + "\n\nUpdate: FAIL", None),
    ("Verdict: PASS\n\n" + LOREM + "\n\nEDIT: after rerunning the suite, FAIL.", None),
    ("Verdict: PASS\n\n" + LOREM + "\n\nP.S. scratch that.", None),
    ("Verdict: PASS\n\n" + LOREM + "\n\n追記: FAIL", None),
    ("Checked: build PASS, tests FAIL", None), ("Checked: lint PASS; security FAIL; docs PASS", None),
    ("Verdict:\n- [ ] PASS\n- [x] FAIL", None), ("Verdict:\n- [ ] PASS", None),
    ("Verdict: ~PASS~", None), ("Verdict: <s>PASS</s>", None), ("Verdict: <S>PASS</S> ", None),
    ("Verdict: <del datetime=\"2024-05-01\">PASS</del>", None), ("Verdict: <s class=\"old\">PASS</s>", None),
    ("Verdict: <span style=\"text-decoration:line-through\">PASS</span>", None),
    ("Verdict: PASS[^1]\n\n[^1]: Retracted after the tests failed.", None),
    ("Verdict: **PASS**[^note]\n\n[^note]: Not really.", None),
    ("> Verdict: PASS\n\nThat was the previous reviewer. I disagree.", None),
    ("Verdict: PASS\n\n(Just kidding, the build is broken.)", None),
]
for i, (t, v) in enumerate(SX):
    ej(f"S-{i}-enum", fam, "mul", t, VERDICT, "refuse", "pass")
    rd(f"S-{i}-rd", fam, "mul", t.replace("Verdict", "Final Decision"), "refuse")
# bold-headed and header forms, checkbox, debatable ones
ej("S-c0", fam, "en", "## Verdict: PASS", VERDICT, "plain", "pass")
rd("S-c1", fam, "en", "## Final Decision: PASS", "plain")
rd("S-c2", fam, "de", "Die Prüfung ist abgeschlossen, alle Kriterien sind erfüllt.\nFinal Decision: PASS", "plain")
rd("S-c3", fam, "fr", "Tous les critères sont remplis.\n最終判定: PASS", "plain")
rd("S-d0", fam, "en", "Final Decision:\n- [x] PASS\n- [ ] FAIL", "debatable", note="a checked box on PASS")
rd("S-d1", fam, "en", "- [x] Final Decision: PASS", "debatable", note="a checked box")
rd("S-d2", fam, "en", "Final Decision: ==PASS==", "debatable", note="highlight, not strike")
ej("S-d3", fam, "en", "Verdict: ==PASS==", VERDICT, "debatable", "pass", note="highlight, not strike")

# =============================================================================================
# R: review-decision only: reviewers, files, languages mixed, headers, footnotes
# =============================================================================================
fam = "R review shapes"
RR = [
    "Reviewer A — Final Decision: PASS\nReviewer B — Final Decision: FAIL",
    "Alice: PASS\nBob: FAIL\n\nFinal Decision: PASS",
    "## Reviewer 1\nFinal Decision: PASS\n\n## Reviewer 2\nFinal Decision: FAIL",
    "src/a.py: PASS\nsrc/b.py: FAIL\n\nFinal Decision: PASS",
    "- a.py ✅\n- b.py ❌\n\nFinal Decision: PASS",
    "Final Decision (a.py): PASS\nFinal Decision (b.py): FAIL",
    "Final Decision: PASS for a.py",
    "Final Decision: PASS (except b.py)",
    "最終判定: PASS (aber nur unter Vorbehalt)",
    "Final Decision: PASS（条件付き）",
    "最終判定: PASS, pending review",
    "Final Decision: PASS sous réserve",
    "Final Decision: PASS con reservas",
    "Final Decision: PASS 잠정",
    "Final Decision: PASS 暂定",
    "# PASS\n## (not really)",
    "## Final Decision: PASS?\nSee below.",
    "### ~~Final Decision: PASS~~",
    "**Final Decision: PASS**[^1]\n\n[^1]: Retracted: the migration corrupts data.",
    "Final Decision: PASS†\n\n† Only if the rollback step is added.",
    "Final Decision: PASS¹\n\n¹ provisional",
    "- [ ] Final Decision: PASS",
    "- [ ] PASS\n- [ ] FAIL\n\nFinal Decision: PASS if the first box is ticked",
    "Final Decision: <s>PASS</s>",
    "Final Decision: <del>PASS</del> FAIL",
    "Final Decision: <DEL>PASS</DEL>",
    "The linter says Final Decision: PASS. I have not checked.",
    "Bob wrote \"Final Decision: PASS\" but he had not run the tests.",
    "Final Decision: PASS will be the verdict once CI is green.",
    "Final Decision: PASS. Yeah, right.",
    "Final Decision: PASS /s",
    "Final Decision: PASS in theory, FAIL in practice.",
    "Final Decision: PASS for now; re-review after the merge.",
    "Would I give it Final Decision: PASS? No.",
    "Final Decision: PASS\n\nActually, scratch that. The tests do not compile.",
    "Final Decision: PASS\n\n---\n\nReviewer 2: I disagree, this breaks the API.",
    "<details><summary>Final Decision: PASS</summary>Not final: waiting on security.</details>",
    "Final Decision: PASS\n<!-- TODO: change to FAIL, tests are red -->",
    "Final Decision: PASS (machine translation: 不合格)",
    "Final Decision: PASS — 但是测试没有运行",
    "Final Decision: PASS — テストは未実施",
    "Final Decision: PASS — 테스트를 실행하지 않았습니다",
    "Final Decision: PASS — die Tests wurden nicht ausgeführt",
    "Final Decision: PASS — les tests n'ont pas été exécutés",
    "Final Decision: PASS — no se ejecutaron las pruebas",
    "Final Decision: PASS, ¿verdad?",
    "Final Decision: PASS, n'est-ce pas ?",
    "Final Decision: PASS, oder?",
    "Final Decision: PASS、ですよね？",
    "Final Decision: PASS吧？",
    "Final Decision: PASS죠?",
]
for i, t in enumerate(RR):
    rd(f"R-{i}", fam, "mul", t, "refuse")
    rd(f"R-{i}-json", fam, "mul", "Summary below.", "refuse", reply=jd({"result": "PASS", "notes": t}))
RRC = ["Final Decision: PASS", "Alle Kriterien erfüllt.\nFinal Decision: PASS", "基準をすべて満たしています。\n最終判定: PASS",
       "所有标准均已满足。\n最終判定: PASS", "모든 기준을 충족합니다.\nFinal Decision: PASS",
       "Tous les critères sont remplis.\nFinal Decision: PASS", "Se cumplen todos los criterios.\nFinal Decision: PASS"]
for i, t in enumerate(RRC):
    rd(f"R-c{i}", fam, "mul", t, "plain")

# =============================================================================================
# X: amplification / odd inputs (only 500s, oversized and slow answers judged)
# =============================================================================================
fam = "X amplification / odd"
ODD = [
    ("extract-json", {"text": "{" + ", ".join(f'"verdict": "pass"' for _ in range(3000)) + "}", "schema": VERDICT_OBJ, "coerce": True}),
    ("extract-json", {"text": "{" + ", ".join(f'"k{j}": "**PASS**"' for j in range(3000)) + "}",
                      "schema": {"type": "object", "additionalProperties": {"enum": ["pass", "fail"]}}, "coerce": True}),
    ("extract-json", {"text": jd({"verdicts": ["**PASS**"] * 4000}), "schema": VERDICTS_ARR_OBJ, "coerce": True}),
    ("extract-json", {"text": jd({"tags": "a," * 6000}), "schema": TAGS_OBJ, "coerce": True}),
    ("extract-json", {"text": "```json\n{\"verdict\": \"pass\"}\n```\n" * 1500, "schema": VERDICT_OBJ, "coerce": True}),
    ("extract-json", {"text": "PASS " * 8000, "schema": VERDICT, "coerce": True}),
    ("extract-json", {"text": "{\"data\": " * 400 + "{\"verdict\": \"pass\"}" + "}" * 400, "schema": VERDICT_OBJ, "coerce": True}),
    ("extract-json", {"text": "[" * 3000 + "5" + "]" * 3000, "schema": INT, "coerce": True}),
    ("extract-json", {"text": "{" + ", ".join(f'"Verdict{"_" * (j % 5)}": "pass"' for j in range(2000)) + "}", "schema": VERDICT_OBJ, "coerce": True}),
    ("extract-json", {"text": "{\"a\": \"" + "\\u0336" * 8000 + "\"}", "schema": VERDICT_OBJ, "coerce": True}),
    ("extract-json", {"text": "{'verdict': pass, " * 3000, "schema": VERDICT_OBJ, "coerce": True, "mode": "repair"}),
    ("extract-json", {"text": "Count: " + "~" * 20000 + "5", "schema": INT, "coerce": True}),
    ("review-decision", {"reviewText": "Final Decision: PASS\n" * 3000}),
    ("review-decision", {"reviewText": "x", "reply": jd({"result": "PASS", "checks": [{"result": "PASS"}] * 3000})}),
    ("review-decision", {"reviewText": "- [ ] PASS\n" * 4000 + "Final Decision: PASS"}),
    ("review-decision", {"reviewText": "Final Decision: PASS" + "[^1]" * 4000}),
    ("review-decision", {"reviewText": "<del>" * 4000 + "Final Decision: PASS" + "</del>" * 4000}),
]
for i, (fn, body) in enumerate(ODD):
    add(f"X-{i}", fam, "mul", fn, body, "odd")

# =============================================================================================
# CJ: complete-json through a scripted stand-in: attempt 1 hedged in a new way, attempt 2 plain (neutral)
# =============================================================================================
CJ_SCHEMA = {"type": "object", "required": ["sentiment"], "additionalProperties": False,
             "properties": {"sentiment": {"enum": ["positive", "negative", "neutral"]}}}
CJ_FIRST = [
    ("refuse", "Sentiment: Positive. Yeah, right."),
    ("refuse", "Sentiment: Positive /s"),
    ("refuse", "The customer says it's positive."),
    ("refuse", "Sentiment: Positive for now."),
    ("refuse", "Sentiment: Positive in theory."),
    ("refuse", "Sentiment: provisionally positive."),
    ("refuse", "Sentiment: almost positive."),
    ("refuse", "Sentiment: 90% positive."),
    ("refuse", "Sentiment: positive → negative"),
    ("refuse", "Sentiment: Positive 🙃"),
    ("refuse", "Sentiment: Positive 👎🏽"),
    ("refuse", "Sentiment: P\u0335o\u0335s\u0335i\u0335t\u0335i\u0335v\u0335e\u0335"),
    ("refuse", "Sentiment: <!-- positive --> (undecided)"),
    ("refuse", "```json\n{\"previous_sentiment\": \"positive\"}\n```"),
    ("refuse", "```json\n{\"draft\": {\"sentiment\": \"positive\"}}\n```"),
    ("refuse", "```json\n{\"not\": {\"sentiment\": \"positive\"}}\n```"),
    ("refuse", "```json\n{\"sentiment\": \"positive\", \"sentiment_confidence\": 0.2}\n```"),
    ("refuse", "```json\n{\"sentiment\": \"negative\", \"Sentiment\": \"positive\"}\n```"),
    ("refuse", "```json\n{\"sentiment\": [\"positive\", \"negative\"]}\n```"),
    ("refuse", "Sentiment: Positive\n\n" + LOREM + "\n\nUpdate: negative."),
    ("refuse", "感情: ポジティブ…なわけないか。\n```json\n{\"sentiment\": \"positive\"}\n```\n↑これは例です。"),
    ("refuse", "Sentimiento: positivo, supuestamente.\n```json\n{\"sentiment\": \"positive (supuestamente)\"}\n```"),
    ("plain", "```json\n{\"sentiment\": \"positive\"}\n```"),
    ("plain", "Sentiment: Positive ✅"),
]
CJ_SECOND = "```json\n{\"sentiment\": \"neutral\"}\n```"
STUB_REPLIES = {}
for i, (kind, first) in enumerate(CJ_FIRST):
    key = f"CASE-P3-{i}"
    STUB_REPLIES[key] = first
    if STUB_PORT:
        add(f"CJ-{i}", "CJ complete-json via stand-in", "mul", "complete-json",
            {"prompt": f"{key}: classify the sentiment of 'the refund was late'.", "schema": CJ_SCHEMA, "maxRetries": 1},
            kind, {"sentiment": "positive"})


class Stub(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0)
        req = json.loads(self.rfile.read(n) or b"{}")
        msgs = req.get("messages", [])
        allt = "\n".join(m.get("content") or "" for m in msgs if isinstance(m.get("content"), str))
        m = re.search(r"CASE-P3-\d+", allt)
        first = STUB_REPLIES.get(m.group(0), "") if m else ""
        assistant_turns = sum(1 for x in msgs if x.get("role") == "assistant")
        content = first if assistant_turns == 0 else CJ_SECOND
        if req.get("stream"):
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            chunk = {"id": "x", "object": "chat.completion.chunk", "model": "stub",
                     "choices": [{"index": 0, "delta": {"role": "assistant", "content": content}, "finish_reason": None}]}
            self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
            end = {"id": "x", "object": "chat.completion.chunk", "model": "stub",
                   "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}
            self.wfile.write(b"data: " + json.dumps(end).encode() + b"\n\ndata: [DONE]\n\n")
            return
        out = {"id": "x", "object": "chat.completion", "model": "stub",
               "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
               "usage": {"prompt_tokens": 10, "completion_tokens": 5}}
        data = json.dumps(out).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


# ---------------------------------------------------------------------------------------------
def shown(v, limit=400):
    # Cyrillic and Greek letters that look Latin are written as escapes too: the homoglyph families use them.
    return probe_report.shown(v, limit, also="\u0410\u0420\u0391\u0395\u03a5\u0443\u0435")


def request_fields(c):
    b = c["body"]
    row = {"request": shown(b.get("reviewText") or b.get("text") or b.get("prompt") or "")}
    if b.get("reply") is not None:
        row["reply"] = shown(b["reply"])
    if "schema" in b and c["fn"] == "extract-json":
        row["schema"] = shown(b["schema"], 160)
    if c["fn"] == "complete-json":
        row["stub_first_reply"] = shown(STUB_REPLIES[re.search(r"CASE-P3-\d+", b["prompt"]).group(0)])
    return row


def main():
    if STUB_PORT:
        srv = ThreadingHTTPServer(("127.0.0.1", STUB_PORT), Stub)
        threading.Thread(target=srv.serve_forever, daemon=True).start()
    probe_report.run(CASES, BASE, OUT, request_fields, "-v" in ARGS or "--verbose" in ARGS)


if __name__ == "__main__":
    main()
