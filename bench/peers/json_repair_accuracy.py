"""Runs the Python library json_repair on every case of the project's repair table, for a local comparison.

json_repair is not installed from a registry here: point JSON_REPAIR_SRC at a checkout's src/ directory
(its code is never committed to this repository). Writes one JSON line per case ({"id", "ok", "output"}) to
the file given second and prints one summary line ({"who", "passes", "meanMs"}).

Usage: JSON_REPAIR_SRC=/path/to/json_repair/src python3 json_repair_accuracy.py <cases.json> <out.jsonl> [minMeasureMs]
"""
import json
import os
import sys
import time

sys.path.insert(0, os.environ["JSON_REPAIR_SRC"])
from json_repair import repair_json  # noqa: E402

table = json.load(open(sys.argv[1], encoding="utf-8"))
measure_ms = float(sys.argv[3]) if len(sys.argv) > 3 else 3000
cases = table["cases"]


def repair(text):
    try:
        return {"ok": True, "output": json.dumps(repair_json(text, return_objects=True), ensure_ascii=False)}
    except Exception as e:  # a crash counts as a miss, not as the end of the comparison
        return {"ok": False, "output": f"{type(e).__name__}: {e}"}


with open(sys.argv[2], "w", encoding="utf-8") as out:
    for c in cases:
        out.write(json.dumps({"id": c["id"], **repair(c["text"])}) + "\n")


def passes(min_passes, min_ms):
    n, start = 0, time.perf_counter()
    elapsed = 0.0
    while n < min_passes or elapsed < min_ms:
        for c in cases:
            repair(c["text"])
        n += 1
        elapsed = (time.perf_counter() - start) * 1000
    return {"passes": n, "meanMs": elapsed / n}


passes(1, 500)
print(json.dumps({"who": "json_repair", **passes(3, measure_ms)}))
