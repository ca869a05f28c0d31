"""What the outside probes (bench/outside-probe-3.py, bench/outside-probe-4.py) share: sending a case to the packaged
app, judging its answer, and the table of families with the confidently wrong rows written to a JSON file.

A case is a dict: id, family, lang, fn (the function's path), body (a dict, or bytes sent as they stand), kind and
value (see `classify`), and an optional note.
"""
import json
import os
import time
import unicodedata
import urllib.error
import urllib.request
from collections import Counter


def post(base, fn, body):
    """-> (status, raw answer, seconds, request bytes)."""
    data = body if isinstance(body, bytes) else json.dumps(body, ensure_ascii=False).encode("utf-8", "surrogatepass")
    req = urllib.request.Request(f"{base}/{fn}", data=data, headers={"Content-Type": "application/json"})
    t0 = time.monotonic()
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            raw = r.read()
            return r.status, raw, time.monotonic() - t0, len(data)
    except urllib.error.HTTPError as e:
        return e.code, e.read(), time.monotonic() - t0, len(data)


def confident(fn, ans):
    """-> (whether the answer is a confident value or pass, that value)."""
    if fn == "review-decision":
        return ans.get("result") in ("PASS", "PASS_WITH_SUGGESTIONS"), ans.get("result")
    if fn == "complete-json":
        return ans.get("ok") is True and not ans.get("fallback"), ans.get("json")
    return ans.get("ok") is True, ans.get("json")


def essential(fn, ans):
    """The part of an answer a reader of the report needs."""
    if fn == "review-decision":
        return {k: ans.get(k) for k in ("result", "source", "marker") if k in ans}
    if fn == "complete-json":
        return {"ok": ans.get("ok"), "json": ans.get("json"), "fallback": ans.get("fallback"),
                "attempts": [(a.get("attempt"), a.get("violations"), a.get("errorCode")) for a in ans.get("attempts", [])],
                "warnings": ans.get("warnings")}
    return {"ok": ans.get("ok"), "json": ans.get("json"),
            "coercions": [c.get("kind") for c in ans.get("coercions", [])],
            "error": (ans.get("error") or {}).get("code")}


def classify(c, status, raw, reqlen):
    """-> (class, flags, essential answer). class: wrong | refused | lost | ok | other | deb-conf | deb-ref.

    kind refuse: the confident value (`value`; None: any value, any pass) is wrong, another value is `other`.
    kind plain: a control that asserts `value` plainly; refusing it is a recall loss (`lost`), another value is wrong.
    kind debatable: counted apart. kind odd: only a 500, a 400 with no error message, a body that is no JSON or an
    answer far larger than the request is wrong.
    """
    flags = []
    if status >= 500:
        flags.append("500")
    if len(raw) > 10 * reqlen + 4000:
        flags.append("oversized")
    try:
        ans = json.loads(raw)
    except ValueError:
        return "wrong", flags + ["non-json"], raw[:200].decode("utf-8", "replace")
    if c["kind"] == "odd":
        bad = status >= 500 or "oversized" in flags or (status == 400 and not (
            isinstance(ans, dict) and isinstance(ans.get("error"), dict) and ans["error"].get("message")))
        return ("wrong" if bad else "refused"), flags, {"status": status, "bytes": len(raw),
                                                        "head": raw[:120].decode("utf-8", "replace")}
    if status != 200:
        ess = f"HTTP {status} {(ans.get('error') or {}).get('code') if isinstance(ans, dict) else ''}"
        return ("wrong" if status >= 500 else ("lost" if c["kind"] == "plain" else "refused")), flags, ess
    conf, val = confident(c["fn"], ans)
    ess = essential(c["fn"], ans)
    k = c["kind"]
    if c["fn"] == "complete-json":
        first_ok = bool(ans.get("attempts")) and len(ans["attempts"]) == 1 and conf
        if k == "refuse":
            return ("wrong" if conf and val == c["value"] else "refused"), flags, ess
        return ("ok" if first_ok and val == c["value"] else "lost"), flags, ess
    if k == "refuse":
        if not conf:
            return "refused", flags, ess
        if c["fn"] == "review-decision" or c["value"] is None or val == c["value"]:
            return "wrong", flags, ess
        return "other", flags, ess
    if k == "plain":
        if not conf:
            return "lost", flags, ess
        if c["fn"] == "review-decision" or val == c["value"]:
            return "ok", flags, ess
        return "wrong", flags, ess
    if conf and (c["fn"] == "review-decision" or val == c["value"]):
        return "deb-conf", flags, ess
    if conf:
        return "wrong", flags, ess  # a confident value that is not even the one written
    return "deb-ref", flags, ess


def shown(v, limit=400, also=""):
    """A value as text with its invisible characters (and those of `also`) written as escapes, cut at `limit`."""
    out = []
    for ch in (v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)):
        cat = unicodedata.category(ch)
        if (cat in ("Cf", "Mn", "Zs", "Cs") and ch != " ") or ch in also:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    s = "".join(out)
    return s if len(s) <= limit else s[:limit] + f"…(+{len(s) - limit})"


def run(cases, base, out, request_fields, verbose=False):
    """Sends every case, prints the table of families and the wrong rows by family, writes `out`.
    request_fields(case) -> the dict of fields that show the request in a row."""
    fams = sorted({c["family"] for c in cases})
    st = {f: Counter() for f in fams}
    wrong_rows, lost_rows, other_rows, deb_rows, flag_rows = [], [], [], [], []
    langs = Counter()
    t_all = time.monotonic()
    for c in cases:
        status, raw, dt, reqlen = post(base, c["fn"], c["body"])
        cls, flags, ess = classify(c, status, raw, reqlen)
        s = st[c["family"]]
        s["cases"] += 1
        s[c["kind"]] += 1
        s[cls] += 1
        langs[c["lang"]] += 1
        if dt > 2.0:
            flags.append("slow")
        s["max_ms"] = max(s["max_ms"], round(dt * 1000))
        for fl in flags:
            s[fl] += 1
        row = {"id": c["id"], "fn": c["fn"], "family": c["family"], "kind": c["kind"], **request_fields(c),
               "answer": ess, "ms": round(dt * 1000)}
        if c.get("note"):
            row["note"] = c["note"]
        if flags:
            row["flags"] = flags
            row["answer_bytes"] = len(raw)
            row["request_bytes"] = reqlen
        if cls == "wrong":
            wrong_rows.append(row)
        elif cls == "lost":
            lost_rows.append(row)
        elif cls == "other":
            other_rows.append(row)
        elif cls in ("deb-conf", "deb-ref"):
            row["debatable_outcome"] = "confident" if cls == "deb-conf" else "refused"
            deb_rows.append(row)
        if flags and cls != "wrong":
            flag_rows.append(row)
    elapsed = time.monotonic() - t_all
    print(f"# {len(cases)} cases in {elapsed:.1f}s against {base}; languages: {dict(sorted(langs.items()))}")
    w = max(44, max(len(f) for f in fams))
    print(f"{'family':{w}s} {'cases':>5s} {'refuse':>6s} {'WRONG':>5s} {'other':>5s} {'plain':>5s} {'lost':>4s} "
          f"{'deb':>4s} {'deb-conf':>8s} {'odd':>4s} {'500':>3s} {'big':>3s} {'slow':>4s} {'max ms':>6s}")
    tot = Counter()
    for f in fams + ["TOTAL"]:
        s = st[f] if f != "TOTAL" else tot
        if f != "TOTAL":
            tot.update({k: v for k, v in s.items() if k != "max_ms"})
        else:
            s["max_ms"] = max(st[x]["max_ms"] for x in fams)
        print(f"{f:{w}s} {s['cases']:5d} {s['refuse']:6d} {s['wrong']:5d} {s['other']:5d} {s['plain']:5d} "
              f"{s['lost']:4d} {s['debatable']:4d} {s['deb-conf']:8d} {s['odd']:4d} {s['500']:3d} {s['oversized']:3d} "
              f"{s['slow']:4d} {s['max_ms']:6d}")
    print("(WRONG: a PASS / the unasserted value where a refusal is due, another value for a plain control, or for odd"
          " inputs a 500, a non-JSON / unnamed 400 or an oversized answer; other: a confident value other than the one"
          " looked for; lost: plain controls refused (recall); deb-conf: debatable cases answered confidently)")
    print("\n# confidently wrong, by family")
    by = {}
    for r in wrong_rows:
        by.setdefault(r["family"], []).append(r)
    for f in fams:
        rows = by.get(f, [])
        if not rows:
            continue
        print(f"## {f}: {len(rows)}")
        for r in rows if verbose else rows[:6]:
            req = r.get("request")
            if isinstance(req, dict):
                req = {k: v for k, v in req.items() if k not in ("schema", "coerce")}
            print(f"  {r['id']}: {shown(req, 160)} -> {shown(r['answer'], 120)}")
        if not verbose and len(rows) > 6:
            print(f"  … {len(rows) - 6} more (-v, or {out})")
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    with open(out, "w", encoding="utf-8") as fh:
        json.dump({"base": base, "cases": len(cases), "confident_wrong": wrong_rows, "other_value": other_rows,
                   "plain_lost": lost_rows, "debatable": deb_rows, "flagged": flag_rows}, fh, ensure_ascii=False,
                  indent=1)
    print(f"\n# wrote {len(wrong_rows)} confident-wrong, {len(other_rows)} other-value, {len(lost_rows)} plain-lost, "
          f"{len(deb_rows)} debatable, {len(flag_rows)} other flagged rows to {out}")
