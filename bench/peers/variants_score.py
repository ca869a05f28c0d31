"""Scores extract-json and its peers on the generated variants (target/assertion-variants/variants.json, written by
GeneratedVariantsTest): replies that write a value and take it back, and replies that keep it (family 'keep'). Per
family: how many answers are the original value ('forbidden': confidently wrong outside 'keep'), another value, no
value (a refusal, or an error). A field variant is read at its 'pointer' in the answer; a prose variant is the whole
answer. Numbers compare by value, booleans are never numbers.

Usage: python3 variants_score.py <variants.json> <name>=<results.jsonl> [<name>=<results.jsonl> ...]
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


def grade(case, result):
    """original | other | none"""
    if result is None or result.get("outcome") != "value":
        return "none"
    got = at(result.get("value"), case.get("pointer")) if case.get("pointer") else result.get("value")
    return "original" if same(got, case["forbidden"]) else "other"


def main():
    table = load(open(sys.argv[1], encoding="utf-8").read())
    peers = []
    for arg in sys.argv[2:]:
        name, path = arg.split("=", 1)
        results = {}
        for line in open(path, encoding="utf-8"):
            r = load(line)
            results[r["id"]] = r
        peers.append((name, results))
    families = sorted({c["family"] for c in table["cases"]}, key=lambda f: (f == "keep", f))
    counts = {name: defaultdict(lambda: defaultdict(int)) for name, _ in peers}
    sizes = defaultdict(int)
    for case in table["cases"]:
        sizes[case["family"]] += 1
        for name, results in peers:
            counts[name][case["family"]][grade(case, results.get(case["id"]))] += 1
    head = "| family | variants | " + " | ".join(name for name, _ in peers) + " |"
    print(head)
    print("|---|---:|" + "---:|" * len(peers))
    totals = {name: defaultdict(int) for name, _ in peers}
    for f in families:
        cells = []
        for name, _ in peers:
            c = counts[name][f]
            cells.append(f"{c['original']} / {c['other']} / {c['none']}")
            if f != "keep":
                for k in ("original", "other", "none"):
                    totals[name][k] += c[k]
        if f == "keep":
            print("| **all that take the value back** | " + str(sum(n for g, n in sizes.items() if g != "keep")) + " | "
                  + " | ".join(f"{totals[n]['original']} / {totals[n]['other']} / {totals[n]['none']}" for n, _ in peers)
                  + " |")
        print(f"| {f} | {sizes[f]} | " + " | ".join(cells) + " |")
    print("\nEach cell: the original value (confidently wrong, except in 'keep' where it is the answer wanted) /"
          " another value / no value.")


if __name__ == "__main__":
    main()
