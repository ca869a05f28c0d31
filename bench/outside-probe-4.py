#!/usr/bin/env python3
"""Fourth outside probe of OutputGuard's promise: a value counts only where the reply asserts it plainly.

Written against the packaged app from README.md and docs/ (not the implementation, its word lists or its tests),
with shapes the first three probes (bench/outside-probe.py, -2.py, -3.py) and the generated tests' families do not
use. Most of what the marker line and the remark after a value read is already fail-closed; these families aim at
what is read only for listed words: the findings above a deciding pass, the body of a JSON verdict, the notes and
lines around an answer's data, and free strings.

Families (the case id's first letter):
  A  a negation parted from the word it negates by a parenthetical (`Not, strictly speaking, green.`,
     `Die Tests sind nicht, soweit ich sehe, grün.`, `No está, en rigor, aprobado.`), 7 languages
  B  a short no or "could not" standing alone (`Nope.`, `Could not.`, `No se pudo.`, `Não foi possível.`, `できなかった。`)
  C  readiness negated in the languages other than English (`Nicht fertig.`, `Pas prêt.`, `No está listo.`,
     `準備できていない。`, `还没准备好。`, `준비 안 됨.`), and a reviewer's "I would not merge" in the Romance languages
  D  a failure said with the verb's everyday inflection: Korean and Japanese past / polite forms (`테스트가 실패했습니다.`,
     `テストが失敗しました。`, `빌드가 깨졌습니다.`, `ビルドが壊れています。`), Italian / Portuguese / Dutch / French conjugations
     (`I test falliscono.`, `Os testes falham.`, `Alle tests faalden.`, `Les tests plantent.`), tests "red" in every
     language but English, and a CJK review mixing scripts
  E  the review not fully made: no time to look (`I have not had time to look at the migration.`), only skimmed, a
     scope limited to part (`Revisado: solo el README.`, `审查范围：仅README`), judged on the title, a JSON verdict's
     `scope` / `based_on` / `ignored_files` / `applies_to`
  F  status lines without a colon or two on a line (`Tests 💀`, `CI 🟥`, `Build 💥`, `lint: ok, tests: ko`,
     `Tests: ok. Lint: ko.`), and emoji states in a JSON summary (`Tests: 🟥`)
  K  kaomoji and emoticons made of punctuation only after a value or a pass (`(¬_¬)`, `(-_-)`, `:/`, `D:`, `(>_>)`)
  P  free strings that are a blank, not a value: template slots of other syntaxes (`{name}`, `%s`, `{0}`,
     `%(name)s`, `#{name}`, `<%= name %>`, `%NAME%`), blanks and stand-in names (`___`, `○○`, `某某`, `XX`), notes asking
     to fill them in (`(to be filled)`, `(da compilare)`, `（記入してください）`), developer placeholders (`CHANGEME`)
  L  a lead line above the answer's fence saying the reply could not do or check it (`No pude verificarlo.`)
  N  numbers bounded or hedged in new ways (`at least 5`, `5±1`, `höchstens 5`, `5以上`) and booleans in other
     languages' half-answers (`jein`, `bof`, `più o meno`): all refused today, kept as regression guards
  X  bad input and amplification shapes (only 500s, non-JSON errors and oversized answers judged)

Classes: `refuse` (the confident value / a PASS is wrong), `plain` (a control that asserts its value plainly:
refusing it is a recall loss, reported, not a failure; another confident value IS wrong), `debatable` (counted
apart, a note says why), `odd` (only 500s, oversized answers, non-JSON bodies and slowness judged).

Usage: python3 bench/outside-probe-4.py http://localhost:8080 [--out target/probe4-wrong.json] [-v]
"""
import json
import os
import sys

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


OUT = _opt("--out", "target/probe4-wrong.json")
VERBOSE = "-v" in ARGS or "--verbose" in ARGS
ARGS = [a for a in ARGS if a not in ("-v", "--verbose")]
BASE = (ARGS[0] if ARGS else "http://localhost:8080").rstrip("/")

CASES = []


def add(cid, family, lang, fn, body, kind, value=None, note=None):
    """kind: refuse | plain | debatable | odd. value: for refuse, the value that must not come back confidently
    (None: any confident value / any pass); for plain and debatable, the value plainly written."""
    assert kind in ("refuse", "plain", "debatable", "odd"), kind
    assert not any(c["id"] == cid for c in CASES[-400:]), cid
    CASES.append(dict(id=cid, family=family, lang=lang, fn=fn, body=body, kind=kind, value=value, note=note))


def ej(cid, fam, lang, text, schema, kind, value=None, note=None, mode=None):
    body = {"text": text, "schema": schema, "coerce": True}
    if mode:
        body["mode"] = mode
    add(cid, fam, lang, "extract-json", body, kind, value, note)


def rd(cid, fam, lang, text, kind, reply=None, note=None):
    body = {"reviewText": text}
    if reply is not None:
        body["reply"] = reply
    add(cid, fam, lang, "review-decision", body, kind, "PASS", note)


def jd(o):
    return json.dumps(o, ensure_ascii=False)


def fence(obj_text):
    return "```json\n" + obj_text + "\n```"


# review-decision frames: where a finding t stands beside a pass
def rd_frames(prefix, fam, lang, t, kind, frames, note=None):
    for fr in frames:
        cid = f"{prefix}-{fr}"
        if fr == "above-en":
            rd(cid, fam, lang, f"{t}\nFinal Decision: PASS", kind, note=note)
        elif fr == "above-ja":
            rd(cid, fam, lang, f"{t}\n最終判定: PASS", kind, note=note)
        elif fr == "para-en":
            rd(cid, fam, lang, f"The change adds a retry around the upload call.\n\n{t}\n\nFinal Decision: PASS", kind,
               note=note)
        elif fr == "json-summary":
            rd(cid, fam, lang, "Reviewed the change.", kind, reply=jd({"result": "PASS", "summary": t}), note=note)
        elif fr == "json-note":
            rd(cid, fam, lang, "Reviewed the change.", kind, reply=jd({"result": "PASS", "note": t}), note=note)
        elif fr == "json-in-review":
            rd(cid, fam, lang, fence(jd({"result": "PASS", "comment": t})), kind, note=note)
        elif fr == "pws-item":
            rd(cid, fam, lang, f"Final Decision: PASS_WITH_SUGGESTIONS\n- {t}", kind, note=note)
        elif fr == "pws-json":
            rd(cid, fam, lang, "Reviewed.", kind,
               reply=jd({"result": "PASS_WITH_SUGGESTIONS", "suggestions": [t]}), note=note)
        else:
            raise ValueError(fr)


SENT = {"enum": ["positive", "negative", "neutral"]}
SENT_OBJ = {"type": "object", "required": ["sentiment"], "additionalProperties": False,
            "properties": {"sentiment": SENT}}
VERDICT = {"enum": ["pass", "fail"]}
BOOL = {"type": "boolean"}
INT = {"type": "integer"}
NUM = {"type": "number"}
APPROVED_OBJ = {"type": "object", "required": ["approved"], "additionalProperties": False,
                "properties": {"approved": BOOL}}
APPROVED_NOTE_OBJ = {"type": "object", "required": ["approved"], "additionalProperties": False,
                     "properties": {"approved": BOOL}}  # the note member is not in the schema: read beside the data
COUNT_OBJ = {"type": "object", "required": ["count"], "additionalProperties": False, "properties": {"count": INT}}
NAME_OBJ = {"type": "object", "required": ["name"], "additionalProperties": False,
            "properties": {"name": {"type": "string"}}}
CONTACT_OBJ = {"type": "object", "required": ["contacts"], "additionalProperties": False,
               "properties": {"contacts": {"type": "array", "items": {
                   "type": "object", "required": ["name", "city"], "additionalProperties": False,
                   "properties": {"name": {"type": "string"}, "city": {"type": "string"}}}}}}
TAGS_OBJ = {"type": "object", "required": ["tags"], "additionalProperties": False,
            "properties": {"tags": {"type": "array", "items": {"type": "string"}}}}

# =============================================================================================
# A: a negation parted from what it negates by a parenthetical
# =============================================================================================
fam = "A negation parted by a parenthetical"
A_RD = [
    ("en", "Not, strictly speaking, green."), ("en", "Not — as far as I can tell — ready."),
    ("en", "Not, in my opinion, ready."), ("en", "Not (yet) ready."), ("en", "Not, honestly, mergeable."),
    ("en", "This is not, strictly speaking, ready."), ("en", "I would not, honestly, merge this."),
    ("en", "It does not - at least on my machine - build."), ("en", "It is not, honestly, ready to merge."),
    ("en", "The tests are not, as far as I can see, passing."),
    ("de", "Nicht, streng genommen, grün."), ("de", "Nicht – soweit ich sehe – fertig."),
    ("de", "Die Tests sind nicht, soweit ich sehe, grün."), ("de", "Der Build ist nicht – zumindest lokal – erfolgreich."),
    ("fr", "Pas, à proprement parler, prêt."), ("fr", "Les tests ne sont pas, pour autant que je sache, verts."),
    ("es", "No, en sentido estricto, listo."), ("es", "Las pruebas no están, que yo sepa, en verde."),
    ("it", "Non, a dire il vero, pronto."), ("it", "I test non sono, per quanto ne so, verdi."),
    ("pt", "Não, a rigor, pronto."), ("pt", "Os testes não estão, até onde sei, verdes."),
    ("nl", "Niet, strikt genomen, klaar."), ("nl", "De tests zijn niet, voor zover ik weet, groen."),
    ("zh", "据我所知，测试并没有，通过。"),
]
for i, (lg, t) in enumerate(A_RD):
    rd_frames(f"A-rd{i}-{lg}", fam, lg, t, "refuse", ["above-en", "json-summary", "json-note"])
A_EJ = [
    ("en", "Not, strictly speaking, approved."), ("de", "Nicht, streng genommen, genehmigt."),
    ("fr", "Pas, à vrai dire, approuvé."), ("es", "No está, en rigor, aprobado."), ("it", "Non è, a rigore, approvato."),
    ("pt", "Não está, a rigor, aprovado."), ("nl", "Niet, strikt genomen, goedgekeurd."),
    ("es", "No fue, que yo sepa, aprobado."), ("it", "Non è stato, a quanto pare, approvato."),
    ("pt", "Não foi, ao que parece, aprovado."),
]
for i, (lg, t) in enumerate(A_EJ):
    ej(f"A-ej{i}-{lg}-member", fam, lg, fence(jd({"approved": True, "note": t})), APPROVED_NOTE_OBJ, "refuse",
       {"approved": True})
    ej(f"A-ej{i}-{lg}-after", fam, lg, fence(jd({"approved": True})) + "\n" + t, APPROVED_OBJ, "refuse",
       {"approved": True})
    ej(f"A-ej{i}-{lg}-after-enum", fam, lg, fence(jd({"sentiment": "positive"})) + "\n" + t.replace(
        "approved", "positive").replace("genehmigt", "positiv").replace("approuvé", "positif").replace(
        "aprobado", "positivo").replace("approvato", "positivo").replace("aprovado", "positivo").replace(
        "goedgekeurd", "positief"), SENT_OBJ, "refuse", {"sentiment": "positive"})
# controls: the parenthetical without a negation, and the negation adjacent (already refused: a check)
for i, (lg, t) in enumerate([("en", "Strictly speaking, green."), ("de", "Streng genommen grün."),
                             ("es", "En rigor, en verde."), ("it", "A dire il vero, tutto verde."),
                             ("nl", "Strikt genomen groen.")]):
    rd_frames(f"A-c{i}-{lg}", fam, lg, t, "plain", ["above-en", "json-summary"])
ej("A-c-ej0", fam, "en", fence(jd({"approved": True, "note": "Looks fine."})), APPROVED_NOTE_OBJ, "plain",
   {"approved": True})
ej("A-c-ej1", fam, "es", fence(jd({"approved": True})), APPROVED_OBJ, "plain", {"approved": True})

# =============================================================================================
# B: a short no, or "could not", standing alone
# =============================================================================================
fam = "B a short no / could not"
B_NOTES = [
    ("en", "No."), ("en", "Nope."), ("en", "Nah."), ("en", "Could not."), ("en", "I could not."), ("en", "Impossible."),
    ("de", "Nein."), ("de", "Konnte ich nicht."), ("de", "Ging nicht."), ("fr", "Non."), ("fr", "Pas possible."),
    ("es", "No se pudo."), ("it", "Non è stato possibile."), ("pt", "Não foi possível."), ("nl", "Nee."),
    ("nl", "Kon niet."), ("ja", "いいえ。"), ("ja", "できなかった。"), ("zh", "不行。"), ("zh", "做不到。"),
    ("ko", "아니요."), ("ko", "못 했어요."),
]
for i, (lg, t) in enumerate(B_NOTES):
    # a bare "No." above a verdict could answer a question nobody asked: debatable; the could-nots are refusals
    kind = "debatable" if t in ("No.", "Nein.", "Non.", "Nee.", "いいえ。", "아니요.") else "refuse"
    note = "a bare no right above the verdict: what it answers is not said" if kind == "debatable" else None
    rd_frames(f"B-{i}-{lg}", fam, lg, t, kind, ["above-en", "json-note"], note=note)
for i, (lg, t) in enumerate([("en", "Done."), ("de", "Erledigt."), ("es", "Hecho."), ("ja", "完了しました。"),
                             ("ko", "완료했습니다.")]):
    rd_frames(f"B-c{i}-{lg}", fam, lg, t, "plain", ["above-en"])

# =============================================================================================
# C: readiness negated, and a reviewer's "I would not merge", in the languages other than English
# =============================================================================================
fam = "C readiness negated (non-English)"
C_NOT_READY = [
    ("de", "Nicht fertig."), ("fr", "Pas prêt."), ("es", "No está listo."), ("it", "Non è pronto."),
    ("pt", "Não está pronto."), ("nl", "Niet klaar."), ("ja", "準備できていない。"), ("zh", "还没准备好。"),
    ("ko", "준비 안 됨."), ("es", "Todavía no está listo para fusionar."), ("it", "Non è ancora pronto per il merge."),
    ("pt", "Ainda não está pronto para o merge."), ("fr", "Je ne mergerais pas, honnêtement."),
    ("es", "No lo fusionaría, la verdad."), ("it", "Non lo unirei, onestamente."),
]
for i, (lg, t) in enumerate(C_NOT_READY):
    rd_frames(f"C-{i}-{lg}", fam, lg, t, "refuse", ["above-en", "json-note", "json-summary"])
for i, (lg, t) in enumerate([("de", "Fertig."), ("es", "Listo."), ("it", "Pronto."), ("nl", "Klaar."),
                             ("fr", "Prêt."), ("ja", "準備完了。"), ("zh", "准备好了。"), ("ko", "준비 완료.")]):
    rd_frames(f"C-c{i}-{lg}", fam, lg, t, "plain", ["above-en", "json-note"])

# =============================================================================================
# D: failures in the verb's everyday inflection; tests "red"; mixed scripts
# =============================================================================================
fam = "D failure verbs inflected / red / mixed scripts"
D_FAIL = [
    ("ko", "테스트가 실패했습니다."), ("ko", "테스트가 모두 실패했습니다."), ("ko", "테스트가 실패했어요."),
    ("ko", "테스트 두 개가 실패했습니다."), ("ko", "빌드가 실패했습니다."), ("ko", "빌드가 깨졌습니다."), ("ko", "빌드가 깨짐."),
    ("ko", "테스트가 빨간불입니다."), ("ja", "テストが失敗しました。"), ("ja", "テストは全部失敗しました。"),
    ("ja", "テストが2件失敗しました。"), ("ja", "ビルドが失敗しました。"), ("ja", "ビルドが壊れています。"),
    ("ja", "テストは全部 실패했습니다."), ("ja", "测试全部失敗しました。"),
    ("it", "I test falliscono."), ("it", "Il test fallisce."), ("it", "La build fallisce."), ("pt", "Os testes falham."),
    ("pt", "A aplicação quebra."), ("nl", "De tests falen."), ("nl", "Alle tests faalden."), ("nl", "Twee tests gaan stuk."),
    ("fr", "Les tests plantent."),
    ("de", "Drei Tests sind rot."), ("fr", "Trois tests sont au rouge."), ("es", "Tres pruebas están en rojo."),
    ("it", "Due test sono rossi."), ("pt", "Dois testes estão vermelhos."), ("nl", "Twee tests zijn rood."),
    ("ja", "テストが3件赤です。"), ("zh", "三个测试是红的。"), ("ko", "테스트 세 개가 빨간색입니다."),
    ("en", "The tests are rossi."),
]
for i, (lg, t) in enumerate(D_FAIL):
    rd_frames(f"D-{i}-{lg}", fam, lg, t, "refuse", ["above-en", "above-ja", "json-summary", "pws-item"])
D_PLAIN = [("ko", "테스트가 모두 통과했습니다."), ("ko", "빌드가 성공했습니다."), ("ja", "テストはすべて成功しました。"),
           ("ja", "ビルドが成功しました。"), ("zh", "测试全部通过了。"), ("it", "I test passano tutti."),
           ("nl", "De tests slagen allemaal."), ("de", "Alle Tests sind grün."), ("fr", "Tous les tests sont verts."),
           ("es", "Todas las pruebas están en verde.")]
for i, (lg, t) in enumerate(D_PLAIN):
    rd_frames(f"D-c{i}-{lg}", fam, lg, t, "plain", ["above-en", "above-ja", "json-summary"])
rd("D-c-pws", fam, "ko", "Final Decision: PASS_WITH_SUGGESTIONS\n- 로그 메시지를 정리하세요.", "plain")

# =============================================================================================
# E: the review not fully made (no time, skimmed, part only, on the title, for another branch)
# =============================================================================================
fam = "E review not fully made / scope"
E_RD = [
    ("en", "I have not had time to look at the migration."), ("nl", "Ik had geen tijd om de migratie te bekijken."),
    ("ja", "マイグレーションは見る時間がありませんでした。"), ("zh", "没时间看迁移部分。"), ("ko", "마이그레이션은 볼 시간이 없었습니다."),
    ("es", "Solo lo hojeé."), ("it", "L'ho solo sfogliato."), ("pt", "Só dei uma olhada rápida."),
    ("nl", "Ik heb het alleen vluchtig bekeken."), ("nl", "Ik heb de tests niet kunnen draaien."),
    ("ko", "테스트는 안 봤습니다."),
    ("es", "Revisado: solo el README."), ("it", "Revisionato: solo il README."), ("pt", "Revisado: apenas o README."),
    ("fr", "Relu : uniquement le README."), ("ja", "レビュー範囲：READMEのみ"), ("zh", "审查范围：仅README"),
    ("ko", "검토 범위: README만"),
    ("en", "Based on the PR title."), ("es", "Basado en el título del PR."), ("it", "Basato sul titolo della PR."),
    ("pt", "Com base no título do PR."), ("nl", "Gebaseerd op de titel van de PR."), ("de", "Auf Basis des PR-Titels."),
    ("ja", "PRのタイトルに基づく。"), ("zh", "根据PR标题判断。"), ("ko", "PR 제목 기준."),
]
for i, (lg, t) in enumerate(E_RD):
    rd_frames(f"E-{i}-{lg}", fam, lg, t, "refuse", ["above-en", "json-summary", "json-note"])
E_NOTE_ONLY = [("en", "Reviewed: README only."), ("de", "Geprüft: nur die README."), ("nl", "Beoordeeld: alleen de README."),
               ("en", "This review is for the old branch."), ("de", "Diese Review gilt für den alten Branch."),
               ("es", "Esta revisión es de la rama antigua."), ("ja", "このレビューは古いブランチのものです。"),
               ("zh", "此审查针对旧分支。"), ("ko", "이 리뷰는 이전 브랜치 기준입니다.")]
for i, (lg, t) in enumerate(E_NOTE_ONLY):
    rd_frames(f"E-n{i}-{lg}", fam, lg, t, "refuse", ["json-note"])
E_JSON = [{"scope": "solo el README"}, {"scope": "solo il README"}, {"scope": "apenas o README"},
          {"scope": "alleen de README"}, {"scope": "仅README"}, {"ignored_files": ["src/auth.py"]},
          {"based_on": "the PR title"}, {"applies_to": "the old branch"}]
for i, o in enumerate(E_JSON):
    d = {"result": "PASS"}
    d.update(o)
    rd(f"E-j{i}", fam, "mul", "Reviewed the change.", "refuse", reply=jd(d))
for i, o in enumerate([{"reviewer": "none"}, {"reviewer": "N/A"}, {"for_pr": "#411"}]):
    d = {"result": "PASS"}
    d.update(o)
    rd(f"E-jd{i}", fam, "mul", "Reviewed the change.", "debatable", reply=jd(d),
       note="metadata naming nobody / a PR number that may be this one")
for i, (lg, t) in enumerate([("en", "Reviewed: all files."), ("en", "I had time to look at everything."),
                             ("es", "Revisado: todo el PR."), ("ja", "レビュー範囲：全ファイル"), ("ko", "검토 범위: 전체")]):
    rd_frames(f"E-c{i}-{lg}", fam, lg, t, "plain", ["above-en", "json-note"])
for i, o in enumerate([{"scope": "all files"}, {"reviewer": "alice"}]):
    d = {"result": "PASS"}
    d.update(o)
    rd(f"E-jc{i}", fam, "mul", "Reviewed the change.", "plain", reply=jd(d))

# =============================================================================================
# F: status lines without a colon, two on a line, emoji states
# =============================================================================================
fam = "F status lines: no colon / two per line / emoji"
F_ABOVE = ["Tests 💀", "Tests 🚨", "Tests 🆘", "Tests 🐛🐛", "Tests 🟥🟥", "CI 🟥", "Build 💥", "Deploy 💣",
           "Security 🕳️", "Perf 🐢", "Build ⏳", "Tests ⏭️", "Tests ⏸", "Tests 🚧", "Build 🔥",
           "lint: ok, tests: ko", "lint ok / tests nok", "Tests: ok. Lint: ko.", "Lint: ok, tests: rouge"]
for i, t in enumerate(F_ABOVE):
    rd_frames(f"F-{i}", fam, "mul", t, "refuse", ["above-en", "json-summary"])
rd("F-w0", fam, "mul", "Build ⚠️\nFinal Decision: PASS", "debatable",
   note="a warning mark on a check above a pass: docs read it beside a pass only")
for i, t in enumerate(["Tests: 🟥", "Tests: 🚧", "CI: 💥"]):
    rd_frames(f"F-j{i}", fam, "mul", t, "refuse", ["json-summary", "json-note"])
for i, t in enumerate(["Tests ✅", "CI 🟢", "lint: ok, tests: ok", "Tests: ok. Lint: ok.", "Build 🚀"]):
    rd_frames(f"F-c{i}", fam, "mul", t, "plain", ["above-en", "json-summary"])

# =============================================================================================
# K: kaomoji and emoticons of punctuation only
# =============================================================================================
fam = "K kaomoji / emoticons"
KAO_BAD = ["(¬_¬)", "(-_-)", "(-.-)", "(¬‿¬)", "(>_>)", "(<_<)", "(⊙_⊙)", "(._.)", "(=_=)", "(゜-゜)", ":/", "):",
           "D:", "-_-", "¬_¬", ">_>", "<_<"]
for i, k in enumerate(KAO_BAD):
    ej(f"K-{i}-enum-prose", fam, "mul", f"Sentiment: positive {k}", SENT, "refuse", "positive")
    ej(f"K-{i}-enum-json", fam, "mul", fence(jd({"sentiment": f"positive {k}"})), SENT_OBJ, "refuse",
       {"sentiment": "positive"})
    ej(f"K-{i}-bool-json", fam, "mul", fence(jd({"approved": f"yes {k}"})), APPROVED_OBJ, "refuse", {"approved": True})
    ej(f"K-{i}-after", fam, "mul", fence(jd({"sentiment": "positive"})) + "\n" + k, SENT_OBJ, "refuse",
       {"sentiment": "positive"})
    rd(f"K-{i}-rd-line", fam, "mul", f"Final Decision: PASS {k}", "refuse")
    rd(f"K-{i}-rd-next", fam, "mul", f"Final Decision: PASS\n{k}", "refuse")
    rd(f"K-{i}-rd-note", fam, "mul", "Reviewed.", "refuse", reply=jd({"result": "PASS", "note": k}))
for i, k in enumerate(["✅", "👍", "🎉"]):
    ej(f"K-c{i}-enum-prose", fam, "mul", f"Sentiment: positive {k}", SENT, "plain", "positive")
    ej(f"K-c{i}-enum-json", fam, "mul", fence(jd({"sentiment": f"positive {k}"})), SENT_OBJ, "plain",
       {"sentiment": "positive"})
    rd(f"K-c{i}-rd-line", fam, "mul", f"Final Decision: PASS {k}", "plain")
    rd(f"K-c{i}-rd-note", fam, "mul", "Reviewed.", "plain", reply=jd({"result": "PASS", "note": k}))
for i, k in enumerate(["(^_^)", "(^o^)/", "\\(^o^)/", ":)", ":-)", "(*^▽^*)"]):
    # a smile beside a value: the docs list only status marks; a refusal is not wrong, a value is not wrong either
    ej(f"K-d{i}-enum-prose", fam, "mul", f"Sentiment: positive {k}", SENT, "debatable", "positive",
       note="a smiling emoticon: not a listed status mark")
    rd(f"K-d{i}-rd-line", fam, "mul", f"Final Decision: PASS {k}", "debatable",
       note="a smiling emoticon: not a listed status mark")

# =============================================================================================
# P: free strings that are a blank, not a value
# =============================================================================================
fam = "P placeholders in free strings"
P_SLOTS = ["{name}", "{ name }", "$name", "$NAME", "%s", "%(name)s", "{0}", "{}", ":name", "@name", "__NAME__",
           "<<name>>", "[[name]]", "«name»", "YOUR_NAME", "(name)", "(NAME)", "«NAME»", "#{name}", "<%= name %>", "$(name)",
           "%NAME%", "@@name@@", "【名前】", "〇〇", "○○", "○○様", "○○○", "某某", "XX", "OOO", "ㅇㅇㅇ", "XXX님", "Herr/Frau X",
           "M./Mme X", "Sr./Sra. X", "___", "_____", "...", "…", "(to be filled)", "(da compilare)", "(a preencher)",
           "(in te vullen)", "（記入してください）", "(입력 필요)", "FILL_ME", "CHANGEME", "REPLACE_ME", "replace-me",
           "todo: name", "***", "████", "\"\""]
for i, v in enumerate(P_SLOTS):
    ej(f"P-{i}-name", fam, "mul", fence(jd({"name": v})), NAME_OBJ, "refuse", {"name": v})
    ej(f"P-{i}-nested", fam, "mul", fence(jd({"contacts": [{"name": "Ann", "city": "Lyon"}, {"name": v, "city": "Oslo"}]})),
       CONTACT_OBJ, "refuse", {"contacts": [{"name": "Ann", "city": "Lyon"}, {"name": v, "city": "Oslo"}]})
for i, v in enumerate(["{{name}}", "${name}", "<name>", "[name]", "TODO"]):
    ej(f"P-k{i}-name", fam, "mul", fence(jd({"name": v})), NAME_OBJ, "refuse", {"name": v},
       note="a slot the docs already list (check that it holds)")
for i, v in enumerate(["Ann", "Zoë O'Neil", "山田太郎", "김민준", "José", "Max Mustermann", "Anonymous", "x"]):
    ej(f"P-c{i}-name", fam, "mul", fence(jd({"name": v})), NAME_OBJ, "plain", {"name": v})
    ej(f"P-c{i}-nested", fam, "mul", fence(jd({"contacts": [{"name": v, "city": "Oslo"}]})), CONTACT_OBJ, "plain",
       {"contacts": [{"name": v, "city": "Oslo"}]})
for i, v in enumerate(["N/A", "unknown", "null", "None", "なし", "不明", "없음", "—"]):
    ej(f"P-d{i}-name", fam, "mul", fence(jd({"name": v})), NAME_OBJ, "debatable", {"name": v},
       note="docs: a free string that says nothing is answered as written")

# =============================================================================================
# L: a lead line above the answer's fence saying the reply could not do or check it
# =============================================================================================
fam = "L lead line: could not do / check"
L_LEADS = [("es", "No se pudo."), ("pt", "Não foi possível."), ("nl", "Kon niet."), ("fr", "Pas possible."),
           ("es", "No pude verificarlo."), ("it", "Non ho potuto verificarlo."), ("zh", "无法确认。"),
           ("de", "Nicht, streng genommen, genehmigt."), ("nl", "Niet, strikt genomen, goedgekeurd."),
           ("en", "Not, strictly speaking, approved.")]
for i, (lg, t) in enumerate(L_LEADS):
    ej(f"L-{i}-{lg}-enum", fam, lg, t + "\n" + fence(jd({"sentiment": "positive"})), SENT_OBJ, "refuse",
       {"sentiment": "positive"})
    ej(f"L-{i}-{lg}-bool", fam, lg, t + "\n" + fence(jd({"approved": True})), APPROVED_OBJ, "refuse", {"approved": True})
for i, (lg, t) in enumerate([("en", "Here is the JSON:"), ("es", "Aquí está el JSON:"), ("de", "Hier ist das JSON:")]):
    ej(f"L-c{i}-{lg}-enum", fam, lg, t + "\n" + fence(jd({"sentiment": "positive"})), SENT_OBJ, "plain",
       {"sentiment": "positive"})

# =============================================================================================
# N: numbers bounded / hedged in new ways; booleans as half-answers (guards: all refused today)
# =============================================================================================
fam = "N bounds / half-answers (guards)"
N_BAD = ["at least 5", "no more than 5", "no fewer than 5", "up to 5", "5 max", "max. 5", "mind. 5", "höchstens 5",
         "mindestens 5", "au moins 5", "au plus 5", "al menos 5", "como máximo 5", "almeno 5", "al massimo 5",
         "pelo menos 5", "no máximo 5", "minstens 5", "hooguit 5", "5以上", "5以下", "5未満", "至少5", "最多5", "不超过5",
         "5개 이상", "최소 5", "최대 5", ">5", ">=5", "≥5", "<5", "≤5", "5±1", "5 (±1)", "4.5–5.5", "5 of 10", "top 5",
         "5 on average", "median 5", "5/day", "5 or more", "5 and counting", "5 (target)", "5 TBC", "5, hopefully",
         "vermutlich 5", "sans doute 5", "probablemente 5", "probabilmente 5", "provavelmente 5", "waarschijnlijk 5",
         "たぶん5", "可能5", "아마 5", "5 (sic)", "5 (più o meno)", "5 (mais ou menos)", "5（概算）", "5 (대략)"]
for i, t in enumerate(N_BAD):
    ej(f"N-{i}-prose", fam, "mul", f"Count: {t}", INT, "refuse", 5)
    ej(f"N-{i}-json", fam, "mul", fence(jd({"count": t})), COUNT_OBJ, "refuse", {"count": 5})
for i, t in enumerate(["5", "**5**", "5."]):
    ej(f"N-c{i}-prose", fam, "mul", f"Count: {t}", INT, "plain", 5)
    ej(f"N-c{i}-json", fam, "mul", fence(jd({"count": t})), COUNT_OBJ, "plain", {"count": 5})
HALF = ["jein", "bof", "mouais", "más o menos", "così così", "mais ou menos", "zo-zo", "nì", "boh", "まあね", "也许吧",
        "글쎄요", "ja, oder?", "oui, non ?", "yeah no", "ja nee", "doch nicht", "pas vraiment", "non proprio",
        "não exatamente", "niet echt", "そうでもない", "不太是", "별로", "certo che no", "claro que no"]
for i, t in enumerate(HALF):
    ej(f"N-h{i}", fam, "mul", fence(jd({"approved": t})), APPROVED_OBJ, "refuse", {"approved": True})
for i, t in enumerate(["yes", "ja", "oui", "sí", "sì", "sim", "はい", "是", "예"]):
    ej(f"N-hc{i}", fam, "mul", fence(jd({"approved": t})), APPROVED_OBJ, "plain", {"approved": True})

# =============================================================================================
# X: bad input and amplification (only 500s, non-JSON bodies and oversized answers judged)
# =============================================================================================
fam = "X bad input / amplification"
ODD = [
    ("extract-json", b'{"text": "\xff\xfe bad"}'),
    ("extract-json", b'{"text": "x\\u00"}'),
    ("extract-json", b'{"text": "x\\q"}'),
    ("extract-json", b'\xef\xbb\xbf{"text": "{}"}'),
    ("extract-json", b'{"text": "{}", "text": 5}'),
    ("extract-json", b'{"text": "{}", "schema": {"type": 5}}'),
    ("extract-json", b'{"text": "{}", "schema": {"$ref": "#/nope"}, "coerce": true}'),
    ("extract-json", b'{"text": "{}", "schema": {"$defs":{"x":{"$ref":"#/$defs/x"}}, "$ref":"#/$defs/x"}, "coerce": true}'),
    ("extract-json", b'{"text": "{}", "schema": {"type":"string","pattern":"["}, "coerce": true}'),
    ("extract-json", b'{"text": "{}", "schema": {"type":"integer","multipleOf":0}, "coerce": true}'),
    ("extract-json", b'{"text": "5", "schema": {"type":"integer","maximum":1e400}, "coerce": true}'),
    ("extract-json", b'{"text": "Count: 1e999999999", "schema": {"type":"integer"}, "coerce": true}'),
    ("extract-json", b'{"text": "{\\"n\\": \\"5e10000000\\"}", "schema": {"type":"object","properties":{"n":{"type":"integer"}}}, "coerce": true}'),
    ("extract-json", b'{"text": "{}"}{"text": "x"}'),
    ("extract-json", b'{"text": "{}", "schema": ' + b'{"items":' * 2000 + b'{}' + b'}' * 2000 + b'}'),
    ("extract-json", b'{"text": "' + b'[' * 100000 + b'"}'),
    ("extract-json", json.dumps({"text": json.dumps({"a": "a" * 5000 + "!"}), "coerce": True, "schema": {
        "type": "object", "properties": {"a": {"type": "string", "pattern": "^(a+)+$"}}}}).encode()),
    ("extract-json", json.dumps({"text": json.dumps({"a" * 3000 + "!": "x"}), "coerce": True, "schema": {
        "type": "object", "patternProperties": {"^(a+)+$": {"type": "string"}}}}).encode()),
    ("extract-json", json.dumps({"text": "{}", "coerce": True, "schema": {
        "$defs": {"s": {"type": "string", "default": "q" * 10000}}, "type": "object",
        "required": [f"p{i}" for i in range(200)],
        "properties": {f"p{i}": {"$ref": "#/$defs/s"} for i in range(200)}}}).encode()),
    ("review-decision", b'{"reviewText": "x", "reply": {"result":"PASS"}}'),
    ("review-decision", b'{"reviewText": "\\ud800 Final Decision: PASS"}'),
    ("review-decision", b'{"reviewText": "Final Decision: PASS\\u0000FAIL"}'),
    ("review-decision", b'{"reviewText": "x", "reply": "' + b'[' * 100000 + b'"}'),
    ("review-decision", json.dumps({"reviewText": "Final Decision: PASS " + "✅" * 20000}).encode()),
]
for i, (fn, raw) in enumerate(ODD):
    add(f"X-{i}", fam, "mul", fn, raw, "odd")


# ---------------------------------------------------------------------------------------------
def request_of(c):
    b = c["body"]
    if isinstance(b, bytes):
        return probe_report.shown(b[:200].decode("utf-8", "replace")) + (f"…(+{len(b) - 200} bytes)" if len(b) > 200 else "")
    return b


def main():
    probe_report.run(CASES, BASE, OUT, lambda c: {"request": request_of(c)}, VERBOSE)


if __name__ == "__main__":
    main()
