"""Scores extract-json and its peers on generated variants: target/assertion-variants/variants.json (written by
GeneratedVariantsTest: replies that write a value and take it back, and replies that keep it, family 'keep') or
target/assertion-variants/beside-the-data.json (written by BesideTheDataGeneratedTest: data beside what takes it
back, expect 'refused', or beside what keeps it, expect 'kept'). Per family: how many answers are the original value
(confidently wrong where it is taken back, the answer wanted where it is kept), another value, no value (a refusal,
or an error). A variant with a 'pointer' is read there in the answer; one without is the whole answer. Numbers
compare by value, booleans are never numbers.

Usage: python3 variants_score.py <variants.json> <name>=<results.jsonl> [<name>=<results.jsonl> ...] [--list=<name>]
  --list=<name> also prints every variant taken back that <name> answers with the original value (id and reply).
"""
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from coerce_score import load, same  # noqa: E402  (the coerce table's reading of values, one place)


def at(value, pointer):
    for part in [p for p in (pointer or "").split("/")[1:]]:
        if isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        elif isinstance(value, dict) and part in value:
            value = value[part]
        else:
            return None
    return value


def kept(case):
    """Whether the variant keeps its value (the answer wanted) rather than taking it back."""
    return case.get("expect") == "kept" or case["family"] == "keep"


def original(case):
    return case["value"] if "value" in case else case["forbidden"]


def grade(case, result):
    """original | other | none"""
    if result is None or result.get("outcome") != "value":
        return "none"
    got = at(result.get("value"), case.get("pointer")) if case.get("pointer") else result.get("value")
    return "original" if same(got, original(case)) else "other"


def cell(c):
    return f"{c['original']} / {c['other']} / {c['none']}"


def main():
    table = load(open(sys.argv[1], encoding="utf-8").read())
    listed = [a.split("=", 1)[1] for a in sys.argv[2:] if a.startswith("--list=")]
    peers = []
    for arg in [a for a in sys.argv[2:] if not a.startswith("--")]:
        name, path = arg.split("=", 1)
        results = {}
        for line in open(path, encoding="utf-8"):
            r = load(line)
            results[r["id"]] = r
        peers.append((name, results))
    keeps = {c["family"]: kept(c) for c in table["cases"]}
    families = sorted(keeps, key=lambda f: (keeps[f], f))
    counts = {name: defaultdict(lambda: defaultdict(int)) for name, _ in peers}
    sizes = defaultdict(int)
    wrong = defaultdict(list)
    for case in table["cases"]:
        sizes[case["family"]] += 1
        for name, results in peers:
            g = grade(case, results.get(case["id"]))
            counts[name][case["family"]][g] += 1
            if g == "original" and not kept(case) and name in listed:
                wrong[name].append(case)
    print("| family | variants | " + " | ".join(name for name, _ in peers) + " |")
    print("|---|---:|" + "---:|" * len(peers))

    def total(which, label):
        group = [f for f in families if keeps[f] == which]
        if not group or which and len(group) == 1:
            return
        sums = {name: defaultdict(int) for name, _ in peers}
        for name, _ in peers:
            for f in group:
                for k in ("original", "other", "none"):
                    sums[name][k] += counts[name][f][k]
        print(f"| **{label}** | {sum(sizes[f] for f in group)} | " + " | ".join(cell(sums[n]) for n, _ in peers) + " |")

    for i, f in enumerate(families):
        if keeps[f] and (i == 0 or not keeps[families[i - 1]]):
            total(False, "all that take the value back")
        print(f"| {f} | {sizes[f]} | " + " | ".join(cell(counts[name][f]) for name, _ in peers) + " |")
    if not keeps[families[-1]]:
        total(False, "all that take the value back")
    total(True, "all that keep it")
    print("\nEach cell: the original value (confidently wrong where it is taken back, the answer wanted where it is"
          " kept) / another value / no value.")
    for name in listed:
        print(f"\n{name}: {len(wrong[name])} variants taken back answered with the original value")
        for case in wrong[name]:
            print(f"  {case['id']}: {json.dumps(case['reply'], ensure_ascii=False)}")


if __name__ == "__main__":
    main()
