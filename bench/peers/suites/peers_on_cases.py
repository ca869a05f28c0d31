"""Runs json_repair on the in-scope cases PeerSuites wrote (--in-scope), compared as for extract-json.

Exact JSON equality (numbers by value); a case where nothing is to be found passes when json_repair
returns "". Prints one line per suite.
Usage: JSON_REPAIR_SRC=<checkout>/src python3 peers_on_cases.py <in-scope.jsonl>   (run by suites.sh)
"""
import json
import os
import sys

sys.path.insert(0, os.environ["JSON_REPAIR_SRC"])
from json_repair import repair_json  # noqa: E402


def same(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


tally = {}
for line in open(sys.argv[1], encoding="utf-8"):
    c = json.loads(line)
    t = tally.setdefault(c["suite"], [0, 0])
    t[1] += 1
    try:
        out = repair_json(c["input"], return_objects=True)
    except Exception:  # a crash counts as a miss
        out = None
    if c.get("expectNone"):
        t[0] += out == ""
    else:
        t[0] += out != "" and same(json.loads(c["expected"]), out)
for suite, (passed, total) in tally.items():
    print(f"json_repair on {suite}'s in-scope cases: {passed} / {total} ({100 * passed / total:.1f} %)")
