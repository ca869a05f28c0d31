"""Scores the coerce peers on the coerce table: per family and overall, correct %, confidently wrong (a value that
differs from the expected one, or any value where a refusal is expected), wrongly refused, errors, and the
median time per case in process. Numbers compare by value (1.50 == 1.5, 7.0 == 7, every digit of a long decimal
counts), booleans are never numbers, objects ignore key order.

Usage: python3 coerce_score.py <peers-table.json> <name>=<results.jsonl> [<name>=<results.jsonl> ...] [--wrong]
  --wrong also lists, per peer, every case it got confidently wrong or wrongly refused (expected, got).
"""
import json
import statistics
import sys
from decimal import Decimal


def load(text):
    return json.loads(text, parse_float=Decimal, parse_int=Decimal)


def same(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, Decimal) and isinstance(b, Decimal):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def grade(case, result):
    """correct | wrong | refused (wrongly) | error"""
    if result is None or result["outcome"] == "error":
        return "error"
    if case["expected"] == "refuse":
        return "correct" if result["outcome"] == "refused" else "wrong"
    if result["outcome"] == "refused":
        return "refused"
    return "correct" if same(case["expected"], result["value"]) else "wrong"


def first_difference(a, b, path=""):
    """The JSON Pointer of the first place where b differs from a, with both values there."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in list(a) + [k for k in b if k not in a]:
            if k not in a or k not in b:
                return f"{path}/{k}", a.get(k, "(absent)"), b.get(k, "(absent)")
            d = first_difference(a[k], b[k], f"{path}/{k}")
            if d:
                return d
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            d = first_difference(x, y, f"{path}/{i}")
            if d:
                return d
        return None
    return None if same(a, b) else (path or "/", a, b)


def plain(v):
    """For display only: Decimals as JSON numbers again."""
    if isinstance(v, Decimal):
        return int(v) if v == v.to_integral_value() and "." not in str(v) else float(v)
    if isinstance(v, dict):
        return {k: plain(x) for k, x in v.items()}
    if isinstance(v, list):
        return [plain(x) for x in v]
    return v


def short(v, n=140):
    s = json.dumps(plain(v), ensure_ascii=False)
    return s if len(s) <= n else s[: n - 1] + "…"


def main(argv):
    table = load(open(argv[0], encoding="utf-8").read())
    cases = table["cases"]
    peers = []
    for arg in argv[1:]:
        if arg.startswith("--"):
            continue
        name, path = arg.split("=", 1)
        results = {}
        for line in open(path, encoding="utf-8"):
            r = load(line)
            results[r["id"]] = r
        peers.append((name, results))
    families = sorted({c["family"] for c in cases}, key=[c["family"] for c in cases].index)
    print(f"{len(cases)} cases, {sum(c['expected'] == 'refuse' for c in cases)} to refuse\n")
    print("Each cell: correct % / confidently wrong / wrongly refused (/ errors, where there are any).\n")
    print("| family | cases | " + " | ".join(n for n, _ in peers) + " |")
    print("|---|---:|" + "---:|" * len(peers))
    for fam in families + [None]:
        subset = [c for c in cases if fam is None or c["family"] == fam]
        cells = []
        for _, results in peers:
            g = [grade(c, results.get(c["id"])) for c in subset]
            cell = f"{100 * g.count('correct') / len(g):.1f} % / {g.count('wrong')} / {g.count('refused')}"
            cells.append(cell + (f" / {g.count('error')} err" if g.count("error") else ""))
        label = "**all**" if fam is None else fam
        print(f"| {label} | {len(subset)} | " + " | ".join(cells) + " |")
    print()
    print("| peer | median ms a case (in process) |")
    print("|---|---:|")
    for name, results in peers:
        ms = [float(r["ms"]) for r in results.values() if "ms" in r]
        print(f"| {name} | {statistics.median(ms):.4f} |" if ms else f"| {name} | - |")
    if "--wrong" in argv:
        for name, results in peers:
            print(f"\n### {name}: confidently wrong and wrongly refused")
            for c in cases:
                r = results.get(c["id"])
                g = grade(c, r)
                if g in ("wrong", "refused"):
                    if r["outcome"] == "refused":
                        print(f"- wrongly refused {c['id']}: {str(r.get('detail', ''))[:160]}")
                    elif c["expected"] == "refuse":
                        print(f"- wrong {c['id']}: expected a refusal, got {short(r['value'])}")
                    else:
                        at, want, got = first_difference(c["expected"], r["value"])
                        print(f"- wrong {c['id']}: at {at} expected {short(want, 80)}, got {short(got, 80)}")


if __name__ == "__main__":
    main(sys.argv[1:])
