#!/usr/bin/env python3
"""Second outside probe of OutputGuard's promise: a value counts only where the reply asserts it plainly.

Written from README.md and docs/ only (not the implementation, its word lists or its tests), with shapes
the first probe (bench/outside-probe.py) does not use: markdown tables, YAML-like replies, HTML markup,
footnotes, multi-turn echoes, JSON inside a string inside JSON, combining strike-through characters,
homoglyphs / zero-width / full-width letters inside the words that take a value back, the question marks
of other scripts, locale number separators, ranges, arrays of enums with one hedged item, cut-off replies.
Each family has controls that plainly assert the value, to measure over-strictness.

Classes: refused/FAIL (fine); confident-wrong (a value / pass the reply did not plainly assert, a 500, or an
answer much larger than the request); plain-lost (a control whose value IS plainly asserted, refused).

complete-json is probed through a scripted OpenAI-compatible stand-in this script serves itself on
--stub-port (start the app with OUTPUTGUARD_LLM_BASE_URL=http://127.0.0.1:<port>/v1): its first reply is the
hedged one, its second a plain fenced object with a different value; accepting attempt 1 is the failure.

Usage: python3 bench/outside-probe-2.py [base-url] [--stub-port N]
"""
import json
import os
import re
import sys
import threading
import unicodedata
import urllib.error
import urllib.request
from collections import Counter, defaultdict
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import probe_report  # noqa: E402

ARGS = [a for a in sys.argv[1:]]
STUB_PORT = None
if "--stub-port" in ARGS:
    i = ARGS.index("--stub-port")
    STUB_PORT = int(ARGS[i + 1])
    del ARGS[i:i + 2]
BASE = ARGS[0] if ARGS else "http://localhost:8080"

CASES = []


def add(cid, family, lang, fn, body, kind, value=None):
    """kind: 'neg' (any confident value / pass is wrong; if value given, only that value),
    'ctl' (value is plainly asserted: refusal is plain-lost, another value is confident-wrong),
    'odd' (only 500s / oversized answers are judged)."""
    CASES.append(dict(id=cid, family=family, lang=lang, fn=fn, body=body, kind=kind, value=value))


SENT = {"enum": ["positive", "negative", "neutral"]}
BOOL = {"type": "boolean"}
NUM = {"type": "number"}
INT = {"type": "integer"}
SENT_OBJ = {"type": "object", "required": ["sentiment"], "additionalProperties": False,
            "properties": {"sentiment": {"enum": ["positive", "negative", "neutral"]}}}
BOOL_OBJ = {"type": "object", "required": ["approved"], "additionalProperties": False,
            "properties": {"approved": {"type": "boolean"}}}
NUM_OBJ = {"type": "object", "required": ["amount"], "additionalProperties": False,
           "properties": {"amount": {"type": "number"}}}
LABELS_OBJ = {"type": "object", "required": ["labels"], "additionalProperties": False,
              "properties": {"labels": {"type": "array",
                                        "items": {"enum": ["bug", "feature", "docs", "question"]}}}}
PRIO_LIST_OBJ = {"type": "object", "required": ["priorities"], "additionalProperties": False,
                 "properties": {"priorities": {"type": "array", "items": {"enum": ["low", "medium", "high"]}}}}
PERSON_OBJ = {"type": "object", "required": ["name", "age"], "additionalProperties": False,
              "properties": {"name": {"type": "string"}, "age": {"type": "integer"},
                             "active": {"type": "boolean", "default": True}}}


def ej(cid, fam, lang, text, schema, kind, value=None, **extra):
    body = {"text": text, "schema": schema, "coerce": True}
    body.update(extra)
    add(cid, fam, lang, "extract-json", body, kind, value)


def rd(cid, fam, lang, text, kind, reply=None):
    body = {"reviewText": text}
    if reply is not None:
        body["reply"] = reply
    add(cid, fam, lang, "review-decision", body, kind, "PASS")


# words per language: (label for "sentiment", label for "final decision", yes, no, "maybe", "not")
L = {
    "en": ("Sentiment", "Final Decision", "yes", "no", "probably", "not"),
    "de": ("Stimmung", "Endgültige Entscheidung", "ja", "nein", "wahrscheinlich", "nicht"),
    "fr": ("Sentiment", "Décision finale", "oui", "non", "probablement", "pas"),
    "es": ("Sentimiento", "Decisión final", "sí", "no", "probablemente", "no"),
    "it": ("Sentimento", "Decisione finale", "sì", "no", "probabilmente", "non"),
    "pt": ("Sentimento", "Decisão final", "sim", "não", "provavelmente", "não"),
    "ja": ("感情", "最終判定", "はい", "いいえ", "たぶん", "ではない"),
    "zh": ("情感", "最终判定", "是", "否", "可能", "不是"),
    "ko": ("감정", "최종 판정", "예", "아니요", "아마도", "아님"),
    "ru": ("Тональность", "Итоговое решение", "да", "нет", "вероятно", "не"),
    "ar": ("المشاعر", "القرار النهائي", "نعم", "لا", "ربما", "ليس"),
    "he": ("סנטימנט", "החלטה סופית", "כן", "לא", "כנראה", "לא"),
    "el": ("Συναίσθημα", "Τελική απόφαση", "ναι", "όχι", "πιθανώς", "όχι"),
    "tr": ("Duygu", "Nihai karar", "evet", "hayır", "muhtemelen", "değil"),
    "pl": ("Wydźwięk", "Ostateczna decyzja", "tak", "nie", "prawdopodobnie", "nie"),
    "nl": ("Sentiment", "Eindoordeel", "ja", "nee", "waarschijnlijk", "niet"),
    "hi": ("भावना", "अंतिम निर्णय", "हाँ", "नहीं", "शायद", "नहीं"),
    "vi": ("Cảm xúc", "Quyết định cuối cùng", "có", "không", "có lẽ", "không"),
}
LANGS = list(L)
# review-decision reads markers written in Japanese or English only (docs/review-decision.md): the label is
# one of those, the words around the verdict are in each language
for _lg in L:
    _t = list(L[_lg])
    _t[1] = {"ja": "最終判定", "zh": "判定"}.get(_lg, "Final Decision")
    L[_lg] = tuple(_t)

# question marks of other scripts and question particles
QMARKS = {"en": "?", "de": "?", "fr": " ?", "es": "?", "it": "?", "pt": "?", "ja": "？", "zh": "吗？",
          "ko": "인가요?", "ru": "?", "ar": "؟", "he": "?", "el": ";", "tr": " mı?", "pl": "?", "nl": "?",
          "hi": "?", "vi": " không?"}
# "only if the tests pass" per language
COND = {"en": "only if the tests pass", "de": "nur wenn die Tests bestehen", "fr": "seulement si les tests passent",
        "es": "solo si pasan las pruebas", "it": "solo se i test passano", "pt": "só se os testes passarem",
        "ja": "テストが通れば", "zh": "前提是测试通过", "ko": "테스트가 통과하면", "ru": "только если тесты пройдут",
        "ar": "فقط إذا نجحت الاختبارات", "he": "רק אם הבדיקות עוברות", "el": "μόνο αν περάσουν τα τεστ",
        "tr": "ancak testler geçerse", "pl": "tylko jeśli testy przejdą", "nl": "alleen als de tests slagen",
        "hi": "केवल अगर परीक्षण पास हों", "vi": "chỉ khi các bài kiểm tra đạt"}

S = "\u0336"  # combining long stroke overlay


def strike_comb(w):
    return "".join(ch + S for ch in w)


# =============================================================================================
# T: markdown tables (the value sits in a cell; a neighbouring cell / column takes it back)
# =============================================================================================
for lg in LANGS:
    lab, dec, yes, no, maybe, neg = L[lg]
    q = QMARKS[lg]
    rows = [
        ("neg", f"| field | value |\n|---|---|\n| {lab} | Positive{q} |"),
        ("neg", f"| field | value | confidence |\n|---|---|---|\n| {lab} | Positive | {maybe} |"),
        ("neg", f"| {lab} | Positive | Negative |\n|---|---|---|\n| {yes} | | x |"),
        ("neg", f"| field | draft | final |\n|---|---|---|\n| {lab} | Positive | — |"),
        ("neg", f"| field | value |\n|---|---|\n| {lab} | ~~Positive~~ |"),
        ("neg", f"| field | value |\n|---|---|\n| {lab} | {neg} Positive |"),
        ("neg", f"| field | value |\n|---|---|\n| {lab} | Positive ({COND[lg]}) |"),
        ("neg", f"| candidate | score |\n|---|---|\n| Positive | 0.41 |\n| Negative | 0.40 |\n| Neutral | 0.19 |"),
        ("ctl", f"| field | value |\n|---|---|\n| {lab} | Positive |"),
    ]
    for i, (k, t) in enumerate(rows):
        ej(f"T-{lg}-{i}", "T markdown table", lg, t, SENT, k, "positive")
    # review-decision tables
    rrows = [
        ("neg", f"| check | result |\n|---|---|\n| tests | FAIL |\n| lint | PASS |\n\n{dec}: PASS{q}"),
        ("neg", f"| {dec} | ~~PASS~~ |\n|---|---|"),
        ("neg", f"| {dec} | PASS | FAIL |\n|---|---|---|\n| | | ✔ |"),
        ("neg", f"| {dec} |\n|---|\n| PASS ({COND[lg]}) |"),
        ("neg", f"| | before | after |\n|---|---|---|\n| {dec} | PASS | FAIL |"),
        ("ctl", f"| {dec} |\n|---|\n| PASS |"),
    ]
    for i, (k, t) in enumerate(rrows):
        rd(f"RT-{lg}-{i}", "RT markdown table", lg, t, k)

# =============================================================================================
# Y: YAML-like replies (comment, anchors, multi-doc, block scalars)
# =============================================================================================
for lg in LANGS:
    lab, dec, yes, no, maybe, neg = L[lg]
    q = QMARKS[lg]
    ys = [
        ("neg", "sentiment: positive  # " + maybe, SENT_OBJ, {"sentiment": "positive"}),
        ("neg", "sentiment: positive # TODO " + COND[lg], SENT_OBJ, {"sentiment": "positive"}),
        ("neg", "sentiment:\n  - positive\n  - negative", SENT_OBJ, None),
        ("neg", "---\nsentiment: positive\n---\nsentiment: negative", SENT_OBJ, None),
        ("neg", "sentiment: |\n  positive" + q, SENT_OBJ, None),
        ("neg", "# sentiment: positive\nsentiment: ~", SENT_OBJ, None),
        ("neg", "approved: yes  # " + maybe, BOOL_OBJ, {"approved": True}),
        ("neg", f"approved: {yes}{q}", BOOL_OBJ, {"approved": True}),
        ("neg", "approved: !!str maybe", BOOL_OBJ, None),
        ("ctl", "```yaml\nsentiment: positive\n```", SENT_OBJ, {"sentiment": "positive"}),
    ]
    for i, (k, t, sch, v) in enumerate(ys):
        ej(f"Y-{lg}-{i}", "Y yaml-like", lg, t, sch, k, v)
    ry = [
        ("neg", f"verdict: PASS  # {COND[lg]}"),
        ("neg", f"review:\n  draft_verdict: PASS\n  final_verdict: FAIL"),
        ("neg", f"{dec}: PASS{q}"),
        ("neg", f"# {dec}: PASS\n{dec}: FAIL"),
        ("ctl", f"{dec}: PASS"),
    ]
    for i, (k, t) in enumerate(ry):
        rd(f"RY-{lg}-{i}", "RY yaml-like", lg, t, k)

# =============================================================================================
# H: HTML markup (del/s/strike, title attributes, comments, details)
# =============================================================================================
for lg in LANGS:
    lab, dec, yes, no, maybe, neg = L[lg]
    q = QMARKS[lg]
    hs = [
        ("neg", f"<p>{lab}: <del>Positive</del></p>"),
        ("neg", f"<p>{lab}: <s>Positive</s> Negative</p>"),
        ("neg", f"<p>{lab}: <strike>Positive</strike></p>"),
        ("neg", f"<p>{lab}: <span style=\"text-decoration: line-through\">Positive</span></p>"),
        ("neg", f"<p>{lab}: <!-- Positive --> </p>"),
        ("neg", f"<p>{lab}: <abbr title=\"{maybe}\">Positive</abbr>{q}</p>"),
        ("neg", f"<blockquote>{lab}: Positive</blockquote><p>{neg}.</p>"),
        ("neg", f"<p>{lab}: <code>Positive</code> | <code>Negative</code></p>"),
        ("neg", f"<ins>Negative</ins><del>Positive</del>"),
        ("ctl", f"<p>{lab}: <b>Positive</b></p>"),
    ]
    for i, (k, t) in enumerate(hs):
        ej(f"H-{lg}-{i}", "H html markup", lg, t, SENT, k, "positive")
    rh = [
        ("neg", f"<p>{dec}: <del>PASS</del> FAIL</p>"),
        ("neg", f"<p>{dec}: <s>PASS</s></p>"),
        ("neg", f"<!-- {dec}: PASS -->\n<p>{dec}: FAIL</p>"),
        ("neg", f"<details><summary>{dec}</summary>PASS{q}</details>"),
        ("neg", f"<blockquote>{dec}: PASS</blockquote>"),
        ("ctl", f"<p><b>{dec}:</b> PASS</p>"),
    ]
    for i, (k, t) in enumerate(rh):
        rd(f"RH-{lg}-{i}", "RH html markup", lg, t, k)

# =============================================================================================
# U: combining strike-through, zero-width, full-width, homoglyphs, RTL marks inside the words that
#    take a value back (the value itself stays plain so a careless reader sees only the value)
# =============================================================================================
ZW = "\u200b"
for lg in LANGS:
    lab, dec, yes, no, maybe, neg = L[lg]
    us = [
        ("neg", f"{lab}: {strike_comb('Positive')}"),
        ("neg", f"{lab}: {strike_comb('Positive')} Negative"),
        ("neg", f"{lab}: Positive \u2014 n{ZW}ot"),
        ("neg", f"{lab}: n\u043et Positive"),  # Cyrillic o in "not"
        ("neg", f"{lab}: ＮＯＴ Positive"),
        ("neg", f"{lab}: Positive\uff1f"),
        ("neg", f"{lab}: Positive\u2048"),  # ?! ligature
        ("neg", f"{lab}: Positive\u203d"),  # interrobang
        ("neg", f"{lab}: Positive\u2e2e"),  # reversed question mark
        ("neg", f"{lab}: Positive\ufe56"),  # small question mark
        ("neg", f"{lab}: \u00bfPositive?"),
        ("neg", f"{lab}: Positive{ZW}?"),
        ("neg", f"{lab}: \u202eevitisoP\u202c"),  # RTL override: displays 'Positive', text is reversed
        ("ctl", f"{lab}: \u200fPositive\u200f"),
        ("ctl", f"{lab}: Ｐｏｓｉｔｉｖｅ"),
    ]
    for i, (k, t) in enumerate(us):
        ej(f"U-{lg}-{i}", "U unicode tricks", lg, t, SENT, k, "positive")
    ru = [
        ("neg", f"{dec}: {strike_comb('PASS')}"),
        ("neg", f"{dec}: {strike_comb('PASS')} FAIL"),
        ("neg", f"{dec}: N\u041eT PASS"),  # Cyrillic O
        ("neg", f"{dec}: ＮＯＴ PASS"),
        ("neg", f"{dec}: N{ZW}OT PASS"),
        ("neg", f"{dec}: PASS\uff1f"),
        ("neg", f"{dec}: PASS\u203d"),
        ("neg", f"{dec}: PASS\u2e2e"),
        ("neg", f"{dec}: PASS\ufe56"),
        ("neg", f"{dec}: PASS{ZW}?"),
        ("neg", f"{dec}: \u202eSSAP\u202c"),
        ("neg", f"{dec}: PASS \u2192 FAIL"),
        ("neg", f"{dec}: PASS \u274c"),
        ("ctl", f"{dec}: \u200fPASS\u200f"),
        ("ctl", f"{dec}: ＰＡＳＳ"),
        ("ctl", f"{dec}: PASS \u2705"),
    ]
    for i, (k, t) in enumerate(ru):
        rd(f"RU-{lg}-{i}", "RU unicode tricks", lg, t, k)

# =============================================================================================
# Q: questions in each script (the value asked about, not asserted)
# =============================================================================================
QFORMS = {
    "en": ["Is it {v}?", "{v}, right?", "Could it be {v}?"],
    "de": ["Ist es {v}?", "{v}, oder?", "Vielleicht {v}?"],
    "fr": ["Est-ce {v} ?", "{v}, n'est-ce pas ?", "Peut-être {v} ?"],
    "es": ["¿Es {v}?", "{v}, ¿verdad?", "¿Quizás {v}?"],
    "it": ["È {v}?", "{v}, giusto?", "Forse {v}?"],
    "pt": ["É {v}?", "{v}, certo?", "Talvez {v}?"],
    "ja": ["{v}でしょうか", "{v}かな", "{v}ですか"],
    "zh": ["是{v}吗", "{v}吧？", "会不会是{v}"],
    "ko": ["{v}일까요", "{v}인가", "혹시 {v}?"],
    "ru": ["Это {v}?", "{v}, не так ли?", "Может быть, {v}?"],
    "ar": ["هل هو {v}؟", "{v}، أليس كذلك؟", "ربما {v}"],
    "he": ["האם זה {v}?", "{v}, נכון?", "אולי {v}"],
    "el": ["Είναι {v};", "{v}, σωστά;", "Ίσως {v};"],
    "tr": ["{v} mi?", "{v}, değil mi?", "Belki {v}"],
    "pl": ["Czy to {v}?", "{v}, prawda?", "Może {v}?"],
    "nl": ["Is het {v}?", "{v}, toch?", "Misschien {v}?"],
    "hi": ["क्या यह {v} है", "{v}, है ना?", "शायद {v}"],
    "vi": ["Có phải {v} không", "{v}, đúng không?", "Có lẽ {v}"],
}
for lg in LANGS:
    for i, f in enumerate(QFORMS[lg]):
        ej(f"Q-{lg}-{i}", "Q questions per script", lg, f.format(v="Positive"), SENT, "neg", "positive")
        ej(f"Qb-{lg}-{i}", "Q questions per script", lg, "```json\n{\"approved\": \"" + f.format(v=L[lg][2]) + "\"}\n```",
           BOOL_OBJ, "neg", {"approved": True})
        rd(f"RQ-{lg}-{i}", "RQ questions per script", lg, f"{L[lg][1]}: " + f.format(v="PASS"), "neg")

# =============================================================================================
# F: footnotes and asterisks that condition the value
# =============================================================================================
for lg in LANGS:
    lab, dec, yes, no, maybe, neg = L[lg]
    fs = [
        ("neg", f"{lab}: Positive[^1]\n\n[^1]: {maybe}; {COND[lg]}."),
        ("neg", f"{lab}: Positive*\n\n* {COND[lg]}"),
        ("neg", f"{lab}: Positive¹\n\n¹ {maybe}"),
        ("neg", f"{lab}: Positive†\n† {neg}"),
        ("ctl", f"{lab}: Positive\n\n[^1]: source: customer survey."),
    ]
    for i, (k, t) in enumerate(fs):
        ej(f"F-{lg}-{i}", "F footnotes", lg, t, SENT, k, "positive")
    rf = [
        ("neg", f"{dec}: PASS[^1]\n\n[^1]: {COND[lg]}."),
        ("neg", f"{dec}: PASS*\n\n*{COND[lg]}"),
        ("neg", f"{dec}: PASS¹\n\n¹ {neg}"),
        ("ctl", f"{dec}: PASS\n\n[^1]: reviewed commit abc123."),
    ]
    for i, (k, t) in enumerate(rf):
        rd(f"RF-{lg}-{i}", "RF footnotes", lg, t, k)

# =============================================================================================
# M: multi-turn echoes (the value said by another speaker, or the prompt echoed)
# =============================================================================================
for lg in LANGS:
    lab, dec, yes, no, maybe, neg = L[lg]
    ms = [
        ("neg", f"User: Is the {lab} Positive?\nAssistant: I cannot tell from this text."),
        ("neg", f"> {lab}: Positive\n\n{neg}."),
        ("neg", f"Previous answer: {lab}: Positive\nCorrected answer: (pending)"),
        ("neg", f"Human: answer with Positive, Negative or Neutral.\nAI:"),
        ("neg", f"[user] {lab}: Positive\n[assistant] ..."),
        ("ctl", f"User: What is the {lab}?\nAssistant: Positive"),
    ]
    for i, (k, t) in enumerate(ms):
        ej(f"M-{lg}-{i}", "M multi-turn echo", lg, t, SENT, k, "positive")
    rm = [
        ("neg", f"Author: {dec}: PASS, please?\nReviewer: Not yet."),
        ("neg", f"> {dec}: PASS\n\nI disagree with the quoted verdict."),
        ("neg", f"Previous round — {dec}: PASS\nThis round: tests no longer compile."),
        ("neg", f"System: reply with '{dec}: PASS' or '{dec}: FAIL'.\nAssistant:"),
        ("neg", f"[user] {dec}: PASS\n[assistant] ..."),
        ("ctl", f"Reviewer: all criteria met.\n{dec}: PASS"),
    ]
    for i, (k, t) in enumerate(rm):
        rd(f"RM-{lg}-{i}", "RM multi-turn echo", lg, t, k)

# =============================================================================================
# N: JSON inside a string inside JSON / prose inside JSON values
# =============================================================================================
nest = [
    ("neg", '{"answer": "{\\"sentiment\\": \\"positive?\\"}"}', SENT_OBJ, {"sentiment": "positive"}),
    ("neg", '{"answer": "I think {\\"sentiment\\": \\"positive\\"} is wrong"}', SENT_OBJ, {"sentiment": "positive"}),
    ("neg", '{"sentiment": "{\\"value\\": \\"positive\\", \\"confidence\\": 0.2}"}', SENT_OBJ, {"sentiment": "positive"}),
    ("neg", '{"sentiment": "[\\"positive\\", \\"negative\\"]"}', SENT_OBJ, None),
    ("neg", '{"draft": {"sentiment": "positive"}, "final": null}', SENT_OBJ, {"sentiment": "positive"}),
    ("neg", '{"sentiment": {"positive": false, "negative": true}}', SENT_OBJ, {"sentiment": "positive"}),
    ("neg", '{"sentiment": {"value": "positive", "retracted": true}}', SENT_OBJ, {"sentiment": "positive"}),
    ("neg", '{"sentiment": {"label": "positive", "negated": true}}', SENT_OBJ, {"sentiment": "positive"}),
    ("neg", '{"sentiment": ["positive", "negative"]}', SENT_OBJ, None),
    ("neg", '{"sentiment": "positive|negative"}', SENT_OBJ, None),
    ("neg", '{"sentiment": "positive/negative"}', SENT_OBJ, None),
    ("neg", '{"sentiment": "<positive|negative|neutral>"}', SENT_OBJ, None),
    ("neg", '{"sentiment": "${sentiment}"}', SENT_OBJ, None),
    ("neg", '{"sentiment": "{{positive}}"}', SENT_OBJ, None),
    ("neg", '{"sentiment": "e.g. positive"}', SENT_OBJ, {"sentiment": "positive"}),
    ("neg", '{"sentiment": "positive (example)"}', SENT_OBJ, {"sentiment": "positive"}),
    ("neg", '{"sentiment": "positive\\nnegative"}', SENT_OBJ, None),
    ("neg", '{"approved": "true?"}', BOOL_OBJ, {"approved": True}),
    ("neg", '{"approved": "{\\"value\\": true, \\"final\\": false}"}', BOOL_OBJ, None),
    ("neg", '{"approved": [true, false]}', BOOL_OBJ, None),
    ("neg", '{"approved": {"value": true, "overridden": true}}', BOOL_OBJ, {"approved": True}),
    ("neg", '{"approved": "yes/no"}', BOOL_OBJ, None),
    ("neg", '{"approved": "y/n"}', BOOL_OBJ, None),
    ("neg", '{"approved": "true|false"}', BOOL_OBJ, None),
    ("neg", '{"approved": "pending"}', BOOL_OBJ, None),
    ("neg", '{"approved": "N/A"}', BOOL_OBJ, None),
    ("neg", '{"approved": "TBD"}', BOOL_OBJ, None),
    ("neg", '{"approved": "1/2"}', BOOL_OBJ, None),
    ("neg", '{"amount": "{\\"min\\": 10, \\"max\\": 20}"}', NUM_OBJ, None),
    ("neg", '{"amount": {"min": 10, "max": 20}}', NUM_OBJ, None),
    ("neg", '{"amount": {"value": 10, "unit": "thousand"}}', NUM_OBJ, {"amount": 10}),
    ("neg", '{"amount": {"value": 12, "estimate": true}}', NUM_OBJ, {"amount": 12}),
    ("neg", '{"amount": [10, 20]}', NUM_OBJ, None),
    ("ctl", '{"answer": {"sentiment": "positive"}}', SENT_OBJ, {"sentiment": "positive"}),
    ("ctl", '{"sentiment": "positive"}', SENT_OBJ, {"sentiment": "positive"}),
    ("ctl", '{"approved": true}', BOOL_OBJ, {"approved": True}),
    ("ctl", '{"amount": 12.5}', NUM_OBJ, {"amount": 12.5}),
]
for i, (k, t, sch, v) in enumerate(nest):
    for j, wrap in enumerate(["{}", "Here you go: {} Let me know.", "```json\n{}\n```"]):
        ej(f"N-{i}-{j}", "N nested json / prose in json", "en", wrap.format(t), sch, k, v)

# =============================================================================================
# D: numbers with locale separators, ranges, approximations, units, currencies, percents, dates
# =============================================================================================
NUMS = [
    # (kind, text, value that would be wrong / expected)
    ("ctl", "Total: 1234.5", 1234.5),
    ("ctl", "Total: 1,234.50", 1234.5),
    ("ctl", "Summe: 1.234,50", 1234.5),
    ("ctl", "Total : 1 234,50", 1234.5),
    ("ctl", "合計: 1234.5", 1234.5),
    ("odd", "Total: 1,234", None),
    ("odd", "Summe: 1.234", None),
    ("neg", "Total: 1.234.567,8 or 1,234,567.8", None),
    ("neg", "Total: 10–12", None),
    ("neg", "Total: 10-12", None),
    ("neg", "Total: 10 to 12", None),
    ("neg", "Total: 10 ~ 12", None),
    ("neg", "Total: 10〜12", None),
    ("neg", "Total: ~12", 12),
    ("neg", "Total: ≈12", 12),
    ("neg", "Total: ca. 12", 12),
    ("neg", "Total: 12±3", 12),
    ("neg", "Total: 12 (±3)", 12),
    ("neg", "Total: <12", 12),
    ("neg", "Total: ≤ 12", 12),
    ("neg", "Total: >12", 12),
    ("neg", "Total: 12+", 12),
    ("neg", "Total: at least 12", 12),
    ("neg", "Total: up to 12", 12),
    ("neg", "Total: 12ish", 12),
    ("neg", "Total: 12?", 12),
    ("neg", "Total: 12 (estimate)", 12),
    ("neg", "Total: 12 (unverified)", 12),
    ("neg", "Total: ~~12~~ 13", 12),
    ("neg", "Total: " + strike_comb("12"), 12),
    ("neg", "Total: 12 or 13", None),
    ("neg", "Total: 12/13", None),
    ("neg", "Total: 12 / 13", None),
    ("neg", "Total: 3/4", None),
    ("neg", "Total: 12e", 12),
    ("neg", "Total: 1.2e3?", 1200),
    ("neg", "Total: 12 %", None),
    ("neg", "Total: 12 per cent", None),
    ("odd", "Total: 12 kg", None),
    ("odd", "Total: 12 days", None),
    ("neg", "Total: 2024-05-12", None),
    ("neg", "Total: 12.05.2024", None),
    ("neg", "Total: 12:30", None),
    ("neg", "Total: v1.2", None),
    ("neg", "Total: #12", None),
    ("neg", "Total: 12th", None),
    ("neg", "Total: 1.5M", 1.5),
    ("neg", "Total: 1,5 Mio.", 1.5),
    ("neg", "Total: 12 Tsd.", 12),
    ("neg", "Total: 12万", 12),
    ("neg", "Total: 1.2億", 1.2),
    ("neg", "Total: 12 lakh", 12),
    ("neg", "Total: 12k", 12),
    ("neg", "Total: twelve-ish", None),
    ("neg", "Total: 一二", None),
    ("neg", "Total: 12 (previous quarter); current: unknown", 12),
    ("neg", "Total: 12 — not final", 12),
    ("neg", "Total: 12 [citation needed]", 12),
    ("neg", "Total: 12 (if rounding applies)", 12),
    ("neg", "Total: 12\u200b3", None),
    ("neg", "Total: １２３?", 123),
    ("neg", "Total: ١٢٣؟", 123),
    ("neg", "Total: -12 (refund, pending)", -12),
    ("odd", "Total: 12,-", None),
    ("neg", "Total: 12.-", None),
    ("neg", "Total: 12'345.50 or so", 12345.5),
    ("neg", "Total: 0x1F", None),
    ("neg", "Total: 1_000", None),
    ("neg", "Total: NaN", None),
    ("neg", "Total: ∞", None),
    ("ctl", "Total: $12.00", 12),
    ("ctl", "Total: 12 €", 12),
    ("ctl", "Gesamt: 12,50 €", 12.5),
    ("ctl", "Total: 12", 12),
]
for i, (k, t, v) in enumerate(NUMS):
    ej(f"D-{i}-root", "D numbers / locale / ranges", "mul", t, NUM, k, v)
    body_v = {"amount": v} if v is not None else None
    inner = t.split(":", 1)[1].strip()
    ej(f"D-{i}-obj", "D numbers / locale / ranges", "mul",
       "```json\n{\"amount\": " + json.dumps(inner, ensure_ascii=False) + "}\n```", NUM_OBJ, k, body_v)

# =============================================================================================
# B: booleans in many languages, hedged / conditional / questioned; controls plain
# =============================================================================================
BOOL_HEDGE = {
    "en": ["yes, probably", "yes (tentatively)", "yes-ish", "sort of", "yes and no", "yes, unless the budget changes"],
    "de": ["ja, vermutlich", "ja (vorläufig)", "jein", "eher ja", "ja, außer das Budget ändert sich", "ja und nein"],
    "fr": ["oui, probablement", "oui (provisoirement)", "plutôt oui", "oui et non", "oui, sauf si le budget change", "bof"],
    "es": ["sí, probablemente", "sí (provisional)", "más o menos", "sí y no", "sí, salvo que cambie el presupuesto", "creo que sí"],
    "it": ["sì, probabilmente", "sì (provvisorio)", "più o meno", "sì e no", "sì, a meno che cambi il budget", "credo di sì"],
    "pt": ["sim, provavelmente", "sim (provisório)", "mais ou menos", "sim e não", "sim, a menos que o orçamento mude", "acho que sim"],
    "ja": ["はい（たぶん）", "おそらくはい", "はい、ただし予算次第", "どちらとも言えない", "はい？", "一応はい"],
    "zh": ["是（可能）", "大概是", "是，除非预算变化", "说不准", "是吗", "暂定是"],
    "ko": ["예 (아마도)", "아마 예", "예, 예산이 바뀌지 않는다면", "글쎄요", "예?", "잠정적으로 예"],
    "ru": ["да, наверное", "да (предварительно)", "скорее да", "и да и нет", "да, если бюджет не изменится", "вроде да"],
    "ar": ["نعم، ربما", "نعم (مبدئياً)", "نعم ولا", "نعم، ما لم تتغير الميزانية", "نعم؟", "أظن نعم"],
    "he": ["כן, כנראה", "כן (זמנית)", "כן ולא", "כן, אלא אם התקציב ישתנה", "כן?", "אולי כן"],
    "el": ["ναι, μάλλον", "ναι (προσωρινά)", "ναι και όχι", "ναι, εκτός αν αλλάξει ο προϋπολογισμός", "ναι;", "νομίζω ναι"],
    "tr": ["evet, muhtemelen", "evet (geçici)", "hem evet hem hayır", "evet, bütçe değişmezse", "evet mi?", "sanırım evet"],
    "pl": ["tak, chyba", "tak (wstępnie)", "raczej tak", "tak i nie", "tak, chyba że budżet się zmieni", "tak?"],
    "nl": ["ja, waarschijnlijk", "ja (voorlopig)", "min of meer", "ja en nee", "ja, tenzij het budget verandert", "ja?"],
    "hi": ["हाँ, शायद", "हाँ (अस्थायी)", "हाँ और नहीं", "हाँ, जब तक बजट न बदले", "हाँ?", "लगता है हाँ"],
    "vi": ["có, có lẽ", "có (tạm thời)", "vừa có vừa không", "có, trừ khi ngân sách thay đổi", "có?", "chắc là có"],
}
for lg in LANGS:
    for i, t in enumerate(BOOL_HEDGE[lg]):
        ej(f"B-{lg}-{i}-json", "B booleans hedged per language", lg,
           "```json\n{\"approved\": " + json.dumps(t, ensure_ascii=False) + "}\n```", BOOL_OBJ, "neg", {"approved": True})
        ej(f"B-{lg}-{i}-root", "B booleans hedged per language", lg, "Approved: " + t, BOOL, "neg", True)
    yes = L[lg][2]
    ej(f"B-{lg}-ctl-json", "B booleans hedged per language", lg,
       "```json\n{\"approved\": " + json.dumps(yes, ensure_ascii=False) + "}\n```", BOOL_OBJ, "ctl", {"approved": True})
    ej(f"B-{lg}-ctl-json-no", "B booleans hedged per language", lg,
       "```json\n{\"approved\": " + json.dumps(L[lg][3], ensure_ascii=False) + "}\n```", BOOL_OBJ, "ctl", {"approved": False})

# =============================================================================================
# A: arrays of enums where one item is hedged / struck / negated / conditional
# =============================================================================================
ITEM_MARKS = [
    ("neg", "docs?"), ("neg", "~~docs~~"), ("neg", "not docs"), ("neg", "docs (maybe)"), ("neg", "docs (if time)"),
    ("neg", strike_comb("docs")), ("neg", "docs/question"), ("neg", "docs or question"), ("neg", "<docs>"),
    ("neg", "docs\u2048"), ("neg", "¿docs?"), ("neg", "docs（？）"), ("neg", "e.g. docs"), ("neg", "docs, etc."),
    ("neg", "docs — no, question"), ("neg", "kein docs"), ("neg", "pas docs"), ("neg", "docsではない"),
    ("neg", "不是docs"), ("neg", "не docs"), ("neg", "docs 아님"), ("neg", "ليس docs"),
    ("ctl", "docs"), ("ctl", "Docs"), ("ctl", "**docs**"),
]
for i, (k, m) in enumerate(ITEM_MARKS):
    arr = ["bug", m]
    wrong = {"labels": ["bug", "docs"]}
    ej(f"A-{i}-json", "A enum arrays, one item hedged", "mul",
       "```json\n" + json.dumps({"labels": arr}, ensure_ascii=False) + "\n```", LABELS_OBJ, k,
       wrong if k == "neg" else {"labels": ["bug", "docs"]})
    ej(f"A-{i}-csv", "A enum arrays, one item hedged", "mul",
       "```json\n" + json.dumps({"labels": "bug, " + m}, ensure_ascii=False) + "\n```", LABELS_OBJ, k,
       wrong if k == "neg" else {"labels": ["bug", "docs"]})
    ej(f"A-{i}-md", "A enum arrays, one item hedged", "mul",
       "Labels:\n- bug\n- " + m, LABELS_OBJ, k, wrong if k == "neg" else {"labels": ["bug", "docs"]})
# nested-list shapes
for i, (k, t, v) in enumerate([
    ("neg", "Priorities:\n- high\n  - actually medium", {"priorities": ["high"]}),
    ("neg", "Priorities:\n1. high\n   * (on hold)", {"priorities": ["high"]}),
    ("neg", "Priorities:\n- [ ] high\n- [x] low", {"priorities": ["high", "low"]}),
    ("neg", "Priorities:\n- high\n- low\n- …", {"priorities": ["high", "low"]}),
    ("neg", "Priorities: high, low, and possibly medium", {"priorities": ["high", "low", "medium"]}),
    ("neg", "Priorities: high, low (and maybe more)", {"priorities": ["high", "low"]}),
    ("neg", "Priorities: high, ~~low~~", {"priorities": ["high", "low"]}),
    ("neg", "Priorities: 1) high 2) low?", {"priorities": ["high", "low"]}),
    ("neg", '```json\n{"priorities": "[\\"high\\", \\"low\\"]?"}\n```', {"priorities": ["high", "low"]}),
    ("neg", '```json\n{"priorities": "high; low (tbc)"}\n```', {"priorities": ["high", "low"]}),
    ("neg", '```json\n{"priorities": "high & low or medium"}\n```', None),
    ("neg", '```json\n{"priorities": "none of high, low"}\n```', None),
    ("neg", '```json\n{"priorities": "all except high"}\n```', None),
    ("neg", '```json\n{"priorities": "high x3"}\n```', None),
    ("ctl", "Priorities:\n- high\n- low", {"priorities": ["high", "low"]}),
    ("ctl", '```json\n{"priorities": ["high", "low"]}\n```', {"priorities": ["high", "low"]}),
]):
    ej(f"AL-{i}", "A enum arrays, one item hedged", "en", t, PRIO_LIST_OBJ, k, v)

# =============================================================================================
# C: streaming-cut replies (a value cut mid-word / mid-sentence, with and without `partial`)
# =============================================================================================
CUTS = [
    ("neg", "The sentiment is posit", SENT, "positive"),
    ("neg", "The sentiment is positive, unl", SENT, "positive"),
    ("neg", "The sentiment is positive if we ign", SENT, "positive"),
    ("neg", "The sentiment is not posi", SENT, None),
    ("neg", "```json\n{\"sentiment\": \"posit", SENT_OBJ, {"sentiment": "positive"}),
    ("neg", "```json\n{\"sentiment\": \"positive, or maybe neg", SENT_OBJ, {"sentiment": "positive"}),
    ("neg", "```json\n{\"sentiment\": \"positive?", SENT_OBJ, {"sentiment": "positive"}),
    ("neg", "```json\n{\"approved\": \"yes, unl", BOOL_OBJ, {"approved": True}),
    ("neg", "```json\n{\"approved\": tr", BOOL_OBJ, {"approved": True}),
    ("neg", "```json\n{\"amount\": 12", NUM_OBJ, {"amount": 12}),
    ("neg", "```json\n{\"amount\": \"12 to 1", NUM_OBJ, {"amount": 12}),
    ("neg", "```json\n{\"amount\": 1.", NUM_OBJ, {"amount": 1}),
    ("neg", "```json\n{\"labels\": [\"bug\", \"do", LABELS_OBJ, {"labels": ["bug", "docs"]}),
    ("neg", "```json\n{\"labels\": [\"bug\", \"docs?", LABELS_OBJ, {"labels": ["bug", "docs"]}),
    ("neg", "```json\n{\"name\": \"Ann\", \"age\": 4", PERSON_OBJ, {"name": "Ann", "age": 4, "active": True}),
    ("neg", "```json\n{\"name\": \"Ann\", \"age\": 41, \"active\": fa", PERSON_OBJ, {"name": "Ann", "age": 41, "active": True}),
    ("neg", "```json\n{\"name\": \"Ann\", \"age\": 41, \"act", PERSON_OBJ, {"name": "Ann", "age": 41, "active": True}),
]
for i, (k, t, sch, v) in enumerate(CUTS):
    ej(f"C-{i}", "C streaming cut", "en", t, sch, k, v)
    ej(f"C-{i}-repair", "C streaming cut", "en", t, sch, k, v, mode="repair")
    ej(f"C-{i}-partial", "C streaming cut", "en", t, sch, "odd", v, partial=True)
    rd(f"RC-{i}", "RC streaming cut", "en", "Final Decision: PASS" + [" unl", " — pend", " if", " but", " (n"][i % 5], "neg")

# =============================================================================================
# S: shape changes by coerce: defaults filled over data that was there in another form, unwrapping
#    of non-neutral wrappers, wrapping list-like strings
# =============================================================================================
SHAPES = [
    ('{"name": "Ann", "age": 41, "Active": false}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "is_active": false}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "active": "nein"}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "active": "いいえ"}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "active": "inactive"}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "active": "disabled"}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "active": "off"}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "active": "0"}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "active": null}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "status": {"active": false}}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "ａｃｔｉｖｅ": false}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "act\u200bive": false}', {"name": "Ann", "age": 41, "active": True}),
    ('{"name": "Ann", "age": 41, "аctive": false}', {"name": "Ann", "age": 41, "active": True}),
    ('{"rejected": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"invalid": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"example": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"previous": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"draft": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"not": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"counterexample": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"before": {"name": "Ann", "age": 41}, "after": {"name": "Bob", "age": 7}}', {"name": "Ann", "age": 41}),
    ('{"expected": {"name": "Ann", "age": 41}, "actual": null}', {"name": "Ann", "age": 41}),
    ('{"error": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"ejemplo": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"例": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"пример": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"Beispiel": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"deprecated": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"hypothetical": {"name": "Ann", "age": 41}}', {"name": "Ann", "age": 41}),
    ('{"name": "Ann", "age": "41 or 42"}', None),
    ('{"name": "Ann", "age": "about 41"}', None),
    ('{"name": "Ann", "age": "41?"}', None),
    ('{"name": "Ann", "age": "40s"}', None),
    ('{"name": "Ann", "age": "41 (unverified)"}', None),
    ('{"name": "Ann", "age": "41歳くらい"}', None),
    ('{"name": "Ann", "age": "ca. 41 Jahre"}', None),
    ('{"name": "Ann", "age": 41.7}', None),
    ('{"name": ["Ann", "Bob"], "age": 41}', None),
    ('{"name": "Ann or Bob", "age": 41}', "skip"),
    ('[{"name": "Ann", "age": 41}, {"name": "Bob", "age": 7}]', None),
]
for i, (t, v) in enumerate(SHAPES):
    if v == "skip":
        continue
    ej(f"S-{i}", "S shape changes by coerce", "mul", "```json\n" + t + "\n```", PERSON_OBJ, "neg", v)
# wrapping list-like strings into an array of strings
TAGS = {"type": "object", "required": ["tags"], "additionalProperties": False,
        "properties": {"tags": {"type": "array", "items": {"type": "string"}}}}
for i, s in enumerate(["a | b", "a・b", "a、b", "a; b", "a / b", "a\tb", "a • b", "a·b", "a،b", "a・b・c?",
                       "[a, b]", "(a, b)", "{a, b}", "a + b", "a & b", "a and b", "a und b", "a et b", "a和b",
                       "#a #b", "@a @b", "a\nb", "- a\n- b", "1. a\n2. b", "'a', 'b'", "\"a\" \"b\""]):
    ej(f"SW-{i}", "S shape changes by coerce", "mul", "```json\n" + json.dumps({"tags": s}, ensure_ascii=False) + "\n```",
       TAGS, "neg", {"tags": [s]})
ej("S-ctl-0", "S shape changes by coerce", "en", '```json\n{"name": "Ann", "age": 41}\n```', PERSON_OBJ, "ctl",
   {"name": "Ann", "age": 41})
ej("S-ctl-1", "S shape changes by coerce", "en", '```json\n{"name": "Ann", "age": "41"}\n```', PERSON_OBJ, "ctl",
   {"name": "Ann", "age": 41})
ej("S-ctl-2", "S shape changes by coerce", "en", '```json\n{"name": "Ann", "age": 41, "active": false}\n```',
   PERSON_OBJ, "ctl", {"name": "Ann", "age": 41, "active": False})
ej("S-ctl-3", "S shape changes by coerce", "en", '```json\n{"data": {"name": "Ann", "age": 41, "active": false}}\n```',
   PERSON_OBJ, "ctl", {"name": "Ann", "age": 41, "active": False})

# =============================================================================================
# E: emoji and symbol verdicts / values
# =============================================================================================
EMO = [
    ("neg", "Sentiment: 👍?"), ("neg", "Sentiment: Positive 🤔"), ("neg", "Sentiment: Positive 🤷"),
    ("neg", "Sentiment: Positive 🚫"), ("neg", "Sentiment: 🚫 Positive"), ("neg", "Sentiment: ❌ Positive"),
    ("neg", "Sentiment: Positive ❓"), ("neg", "Sentiment: Positive ⁉️"), ("neg", "Sentiment: Positive 🙅"),
    ("neg", "Sentiment: Positive 👎"), ("neg", "Sentiment: Positive ✗"), ("neg", "Sentiment: ☐ Positive ☑ Negative"),
    ("neg", "Sentiment: 🟢 Positive (🔴 in Q4)"), ("neg", "Sentiment: Positive 😬😬"), ("neg", "Sentiment: Positive ⚠️ unverified"),
    ("ctl", "Sentiment: Positive 😊"), ("ctl", "Sentiment: ✅ Positive"), ("ctl", "Sentiment: 🟢 Positive"),
]
for i, (k, t) in enumerate(EMO):
    ej(f"E-{i}", "E emoji / symbols", "mul", t, SENT, k, "positive")
REMO = [
    ("neg", "Final Decision: PASS 🤔"), ("neg", "Final Decision: PASS 🤷"), ("neg", "Final Decision: 🚫 PASS"),
    ("neg", "Final Decision: PASS ❓"), ("neg", "Final Decision: PASS ⁉️"), ("neg", "Final Decision: PASS 👎"),
    ("neg", "Final Decision: ☐ PASS ☑ FAIL"), ("neg", "Final Decision: ~~✅ PASS~~ ❌ FAIL"),
    ("neg", "Final Decision: PASS ⚠️ tests not run"), ("neg", "Final Decision: PASS 😬 (CI is red)"),
    ("neg", "- [ ] Final Decision: PASS\n- [x] Final Decision: FAIL"), ("neg", "Final Decision: 🟢 PASS → 🔴 FAIL"),
    ("ctl", "Final Decision: ✅ PASS"), ("ctl", "Final Decision: PASS 🎉"), ("ctl", "Final Decision: 🟢 PASS"),
]
for i, (k, t) in enumerate(REMO):
    rd(f"RE-{i}", "RE emoji / symbols", "mul", t, k)

# =============================================================================================
# J: review-decision JSON in prose in JSON, JSON verdict objects in new shapes
# =============================================================================================
RJ = [
    ("neg", "", '{"review": "{\\"result\\": \\"PASS\\"} was my first thought; it does not hold."}'),
    ("neg", "", '{"result": "PASS?"}'),
    ("neg", "", '{"result": "~~PASS~~"}'),
    ("neg", "", '{"result": "' + strike_comb("PASS") + '"}'),
    ("neg", "", '{"result": "P\\u0336A\\u0336S\\u0336S\\u0336"}'),
    ("neg", "", '{"result": "PASS/FAIL"}'),
    ("neg", "", '{"result": "<PASS|FAIL>"}'),
    ("neg", "", '{"result": "{{result}}", "example": {"result": "PASS"}}'),
    ("neg", "", '{"result": ["PASS", "FAIL"]}'),
    ("neg", "", '{"result": {"value": "PASS", "overridden_by": "FAIL"}}'),
    ("neg", "", '{"result": "PASS", "result_final": "FAIL"}'),
    ("neg", "", '{"draft": {"result": "PASS"}, "final": {"result": null}}'),
    ("neg", "", '{"verdicts": [{"file": "a", "result": "PASS"}, {"file": "b", "result": "FAIL"}]}'),
    ("neg", "", '{"result": "PASS", "confidence": 0.05}'),
    ("neg", "", '{"result": "PASS", "passed": false}'),
    ("neg", "", '{"result": "PASS", "blocking": ["tests do not compile"]}'),
    ("neg", "", '{"result": "PASS", "criteria": {"owners": "not met"}}'),
    ("neg", "", '{"result": "PASS", "tests_passed": 0, "tests_total": 12}'),
    ("neg", "", '{"result": "ＰＡＳＳ？"}'),
    ("neg", "", '{"result": "PASS؟"}'),
    ("neg", "", '{"result": "PASS;"}'),
    ("neg", "", '{"result": "N\\u041eT PASS"}'),
    ("neg", "", 'result: PASS # pending\n'),
    ("neg", "", '<result>PASS</result><final>FAIL</final>'),
    ("neg", "", '```json\n{"result": "PASS"}\n```\nThe above is the format; my verdict is below.\n```json\n{"result": "FAIL"}\n```'),
    ("ctl", "", '{"result": "PASS"}'),
    ("ctl", "", '```json\n{"result": "PASS", "suggestions": []}\n```'),
]
for i, (k, rt, reply) in enumerate(RJ):
    # the JSON verdict in the review text itself, and as the reply to a neutral review
    rd(f"RJ-{i}-text", "RJ json verdict shapes", "en", reply, k)
    rd(f"RJ-{i}-reply", "RJ json verdict shapes", "en", "Reviewed the document.", k, reply=reply)

# =============================================================================================
# G: question marks of other scripts (Greek, Armenian, Ethiopic, vertical forms, ...) right after the value
# =============================================================================================
GQ = [("el", "\u037e"), ("el", " \u037e"), ("hy", "\u055e"), ("am", "\u1367"), ("mul", "\ufe16"), ("mul", "\u2047"),
      ("mul", "\u2049"), ("mul", "\u00bf"), ("lif", "\u1945"), ("vai", "\ua60f"), ("cop", "\u2cfa"), ("ur", "\u061f"),
      ("mul", "\u2753"), ("mul", "\u2754"), ("mul", "\uff1f\uff1f"), ("mul", "\u0294")]
GCTX = {"el": "Τελική κρίση", "hy": "Վերջնական որոշում", "am": "የመጨረሻ ውሳኔ", "ur": "حتمی فیصلہ"}
for i, (lg, qm) in enumerate(GQ):
    lead = (GCTX[lg] + "\n") if lg in GCTX else ""
    ej(f"G-{i}-root", "G other scripts' question marks", lg, f"{lead}Sentiment: Positive{qm}", SENT, "neg", "positive")
    ej(f"G-{i}-bool", "G other scripts' question marks", lg, f"Approved: yes{qm}", BOOL, "neg", True)
    ej(f"G-{i}-num", "G other scripts' question marks", lg, f"Total: 12{qm}", NUM, "neg", 12)
    ej(f"G-{i}-json", "G other scripts' question marks", lg, "```json\n{\"sentiment\": \"positive" + qm + "\"}\n```",
       SENT_OBJ, "neg", {"sentiment": "positive"})
    ej(f"G-{i}-arr", "G other scripts' question marks", lg, "```json\n{\"labels\": [\"bug\", \"docs" + qm + "\"]}\n```",
       LABELS_OBJ, "neg", {"labels": ["bug", "docs"]})
    rd(f"RG-{i}", "RG other scripts' question marks", lg, f"{lead}Final Decision: PASS{qm}", "neg")
    rd(f"RG-{i}-bare", "RG other scripts' question marks", lg, f"Final Decision: PASS{qm}", "neg")
    rd(f"RG-{i}-bare-pws", "RG other scripts' question marks", lg, f"Final Decision: PASS_WITH_SUGGESTIONS{qm}", "neg")
    rd(f"RG-{i}-bare-ja", "RG other scripts' question marks", lg, f"最終判定: PASS{qm}", "neg")
    rd(f"RG-{i}-bare-dec", "RG other scripts' question marks", lg, f"DECISION: PASS{qm}", "neg")
    rd(f"RG-{i}-pws", "RG other scripts' question marks", lg, f"{lead}Final Decision: PASS_WITH_SUGGESTIONS{qm}", "neg")
    rd(f"RG-{i}-ja", "RG other scripts' question marks", lg, f"{lead}最終判定: PASS{qm}", "neg")
    rd(f"RG-{i}-json", "RG other scripts' question marks", lg, "Reviewed.", "neg", reply="{\"result\": \"PASS" + qm + "\"}")
for i, w in enumerate(["Είναι έτοιμο", "Περνάει", "Εγκρίνεται"]):
    rd(f"RG-el-s{i}", "RG other scripts' question marks", "el", f"{w}\u037e\nFinal Decision: PASS", "neg")
    rd(f"RG-el-t{i}", "RG other scripts' question marks", "el", f"Final Decision: PASS — {w.lower()}\u037e", "neg")
rd("RG-ctl", "RG other scripts' question marks", "el", "Τα κριτήρια πληρούνται.\nFinal Decision: PASS", "ctl")
ej("G-ctl", "G other scripts' question marks", "el", "Τελική κρίση\nSentiment: Positive", SENT, "ctl", "positive")

# =============================================================================================
# X: odd inputs (only 500s and oversized answers)
# =============================================================================================
ODD = [
    ("extract-json", {"text": "\ud800" * 3 if False else "\u0000" * 50, "schema": SENT, "coerce": True}),
    ("extract-json", {"text": S * 5000, "schema": SENT, "coerce": True}),
    ("extract-json", {"text": "| a |\n" * 3000, "schema": SENT_OBJ, "coerce": True}),
    ("extract-json", {"text": "<del>" * 3000, "schema": SENT, "coerce": True}),
    ("extract-json", {"text": "[^1]: x\n" * 2000, "schema": SENT, "coerce": True}),
    ("extract-json", {"text": '{"a":"{\\"a\\":\\"{\\\\\\"a\\\\\\": 1}\\"}"}', "schema": SENT_OBJ, "coerce": True}),
    ("extract-json", {"text": "- bug\n" * 5000, "schema": LABELS_OBJ, "coerce": True}),
    ("extract-json", {"text": '{"tags": "' + "a, " * 5000 + '"}', "schema": TAGS, "coerce": True}),
    ("extract-json", {"text": "1" * 5000, "schema": NUM, "coerce": True}),
    ("extract-json", {"text": "Total: " + "1," * 3000 + "5", "schema": NUM, "coerce": True}),
    ("extract-json", {"text": "\u202e" * 2000 + "positive", "schema": SENT, "coerce": True}),
    ("review-decision", {"reviewText": "Final Decision: " + "P\u0336" * 3000}),
    ("review-decision", {"reviewText": "| Final Decision | PASS |\n" * 2000}),
    ("review-decision", {"reviewText": "<del>" * 3000 + "PASS"}),
    ("review-decision", {"reviewText": "x", "reply": "{\"result\": " * 500}),
]
for i, (fn, body) in enumerate(ODD):
    add(f"X-{i}", "X odd inputs (500 / size only)", "mul", fn, body, "odd")

# =============================================================================================
# CJ: complete-json through the scripted stand-in: attempt 1 hedged, attempt 2 plain with another value
# =============================================================================================
CJ_SCHEMA = {"type": "object", "required": ["sentiment"], "additionalProperties": False,
             "properties": {"sentiment": {"enum": ["positive", "negative", "neutral"]}}}
CJ_FIRST = [
    ("neg", "Sentiment: Positive?"),
    ("neg", "| field | value |\n|---|---|\n| sentiment | Positive (probably) |"),
    ("neg", "sentiment: positive  # unsure"),
    ("neg", "<p>Sentiment: <del>positive</del></p>"),
    ("neg", "Sentiment: " + strike_comb("positive")),
    ("neg", "```json\n{\"sentiment\": \"positive?\"}\n```"),
    ("neg", "```json\n{\"sentiment\": \"<positive|negative|neutral>\"}\n```"),
    ("neg", "```json\n{\"sentiment\": \"${sentiment}\"}\n```"),
    ("neg", "```json\n{\"sentiment\": \"positive (example)\"}\n```"),
    ("neg", "Sentiment: Positive[^1]\n\n[^1]: only if the refund is excluded."),
    ("neg", "User: is it positive?\nAssistant:"),
    ("neg", "```json\n{\"example\": {\"sentiment\": \"positive\"}}\n```"),
    ("neg", "```json\n{\"sentiment\": \"posit"),
    ("neg", "Sentiment: n\u043et positive"),
    ("neg", "Sentiment: Positive\u203d"),
    ("neg", "```json\n{\"sentiment\": {\"value\": \"positive\", \"retracted\": true}}\n```"),
    ("ctl", "```json\n{\"sentiment\": \"positive\"}\n```"),
    ("ctl", "Sentiment: **Positive**"),
]
CJ_SECOND = "```json\n{\"sentiment\": \"neutral\"}\n```"
STUB_REPLIES = {}
for i, (k, first) in enumerate(CJ_FIRST):
    key = f"CASE-CJ-{i}"
    STUB_REPLIES[key] = first
    if STUB_PORT:
        add(f"CJ-{i}", "CJ complete-json via stand-in", "en", "complete-json",
            {"prompt": f"{key}: classify the sentiment of 'the refund was late'.", "schema": CJ_SCHEMA, "maxRetries": 1},
            k, {"sentiment": "positive"})


class Stub(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0)
        req = json.loads(self.rfile.read(n) or b"{}")
        msgs = req.get("messages", [])
        allt = "\n".join(m.get("content") or "" for m in msgs if isinstance(m.get("content"), str))
        m = re.search(r"CASE-CJ-\d+", allt)
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
def post(fn, body):
    try:
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        data = json.dumps(body, ensure_ascii=True).encode("ascii")
    req = urllib.request.Request(f"{BASE}/{fn}", data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


confident = probe_report.confident
essential = probe_report.essential


def classify(c, status, raw):
    reqlen = len(json.dumps(c["body"], ensure_ascii=True))
    if status >= 500:
        return "confident-wrong", f"HTTP {status}: {raw[:160]!r}"
    if len(raw) > 20 * reqlen + 4000:
        return "confident-wrong", f"answer {len(raw)} bytes for a {reqlen}-byte request"
    try:
        ans = json.loads(raw)
    except ValueError:
        return "confident-wrong", f"non-JSON answer HTTP {status}"
    if status != 200:
        return ("plain-lost" if c["kind"] == "ctl" else "refused"), f"HTTP {status}"
    conf, val = confident(c["fn"], ans)
    ess = json.dumps(essential(c["fn"], ans), ensure_ascii=False)
    if c["kind"] == "odd":
        return "refused", ess
    if c["kind"] == "neg":
        if not conf:
            return "refused", ess
        if c["fn"] == "complete-json":
            # attempt 1 accepted (the hedged value) is the failure; the retry's plain value is fine
            return ("confident-wrong" if val == c["value"] else "refused"), ess
        if c["value"] is None or c["fn"] == "review-decision":
            return "confident-wrong", ess
        return ("confident-wrong" if val == c["value"] else "other-value"), ess
    # control
    if not conf:
        return "plain-lost", ess
    if c["fn"] == "review-decision" or val == c["value"]:
        return "ok", ess
    if c["fn"] == "complete-json":
        return "plain-lost", ess  # the plain first reply was not accepted; the retry's value came back
    return "confident-wrong", ess


def shown(v):
    """JSON text of v with invisible, combining and look-alike characters escaped, so a line says what was sent."""
    out = []
    for ch in json.dumps(v, ensure_ascii=False):
        cat = unicodedata.category(ch)
        if cat in ("Cf", "Mn", "Zs") and ch != " " or ch in "\u037e\u0430\u043e\u041e\u0410\u0420" or unicodedata.east_asian_width(ch) == "F":
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def main():
    if STUB_PORT:
        srv = ThreadingHTTPServer(("127.0.0.1", STUB_PORT), Stub)
        threading.Thread(target=srv.serve_forever, daemon=True).start()
    runs = Counter()
    wrong = Counter()
    lost = Counter()
    other = Counter()
    langs = set()
    wrong_lines = defaultdict(list)
    lost_lines = defaultdict(list)
    other_lines = defaultdict(list)
    for c in CASES:
        status, raw = post(c["fn"], c["body"])
        key = (c["fn"], c["family"])
        runs[key] += 1
        langs.add(c["lang"])
        cls, ess = classify(c, status, raw)
        req = c["body"].get("reviewText") or c["body"].get("text") or c["body"].get("prompt")
        line = f"{c['id']} {c['fn']} in={shown(req)[:300]}"
        if c["body"].get("reply"):
            line += f" reply={shown(c['body']['reply'])}"
        if c["body"].get("mode") or c["body"].get("partial"):
            line += f" (mode={c['body'].get('mode')}, partial={c['body'].get('partial')})"
        if c["fn"] == "complete-json":
            line += f" stub-first-reply={json.dumps(STUB_REPLIES[re.search(r'CASE-CJ-[0-9]+', req).group(0)], ensure_ascii=False)}"
        line += f" -> {ess}"
        if cls == "confident-wrong":
            wrong[key] += 1
            wrong_lines[c["family"]].append(line)
        elif cls == "plain-lost":
            lost[key] += 1
            lost_lines[c["family"]].append(line)
        elif cls == "other-value":
            other[key] += 1
            other_lines[c["family"]].append(line)
    print(f"# {len(CASES)} cases, {len(langs)} language tags: {sorted(langs)}")
    print("# per function x family: confident-wrong/run  plain-lost/controls-run  (other-value)")
    nctl = Counter((c["fn"], c["family"]) for c in CASES if c["kind"] == "ctl")
    for key in sorted(runs):
        fn, fam = key
        print(f"#   {fn:16s} {fam:40s} wrong {wrong[key]:3d}/{runs[key]:<4d} lost {lost[key]:3d}/{nctl[key]:<3d}"
              + (f" other {other[key]}" if other[key] else ""))
    print(f"# confident-wrong total: {sum(wrong.values())}; plain-lost total: {sum(lost.values())}; "
          f"other-value: {sum(other.values())}")
    print("\n## confident-wrong")
    for fam in sorted(wrong_lines):
        print(f"### {fam}")
        for line in wrong_lines[fam]:
            print(line)
    print("\n## other-value (a confident answer other than the unasserted value looked for; read by hand)")
    for fam in sorted(other_lines):
        print(f"### {fam}")
        for line in other_lines[fam]:
            print(line)
    print("\n## plain-lost")
    for fam in sorted(lost_lines):
        print(f"### {fam}")
        for line in lost_lines[fam]:
            print(line)


if __name__ == "__main__":
    main()
