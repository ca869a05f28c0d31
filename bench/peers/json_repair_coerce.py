"""Runs json_repair's schema mode (beta) on every case of the coerce table, in one schema_repair_mode.

json_repair is not installed from a registry here: point JSON_REPAIR_SRC at a checkout's src/ directory (its
code is never committed to this repository); its schema mode needs jsonschema and pydantic 2. Writes one JSON
line per case ({"id", "outcome": "value" | "refused" | "error", "value"?, "detail"?, "ms"}) and prints one
summary line. json_repair's ValueError ("cannot be repaired to satisfy the schema") is its refusal, and so is the
empty string it returns when a reply holds no JSON. A case's time is the median of `reps` calls after a warm-up
pass over the table.

Usage: JSON_REPAIR_SRC=/path/to/json_repair/src python3 json_repair_coerce.py <peers-table.json> <out.jsonl> <standard|salvage> [reps]
"""
import json
import os
import statistics
import sys
import time
import warnings

sys.path.insert(0, os.environ["JSON_REPAIR_SRC"])
from json_repair import repair_json  # noqa: E402

table = json.load(open(sys.argv[1], encoding="utf-8"))
mode = sys.argv[3]
reps = int(sys.argv[4]) if len(sys.argv) > 4 else 21
warnings.simplefilter("ignore")  # the beta schema mode warns on every call


def call(case):
    return repair_json(case["reply"], schema=table["schemas"][case["schema"]], schema_repair_mode=mode,
                       return_objects=True)


def run(case):
    try:
        value = call(case)
    except ValueError as e:
        return {"outcome": "refused", "detail": str(e)[:300]}
    except Exception as e:  # a crash is an error, not the end of the comparison
        return {"outcome": "error", "detail": f"{type(e).__name__}: {e}"[:300]}
    if value == "" and case["reply"].strip() != '""':
        return {"outcome": "refused", "detail": "no JSON found (empty string)"}
    return {"outcome": "value", "value": value}


def timed(case):
    start = time.perf_counter()
    try:
        call(case)
    except Exception:
        pass  # a refusal costs its time too
    return (time.perf_counter() - start) * 1000


for c in table["cases"]:
    run(c)  # warm-up
times = []
with open(sys.argv[2], "w", encoding="utf-8") as out:
    for c in table["cases"]:
        result = run(c)
        ms = statistics.median(timed(c) for _ in range(reps))
        times.append(ms)
        out.write(json.dumps({"id": c["id"], **result, "ms": ms}, ensure_ascii=False) + "\n")
print(json.dumps({"who": f"json_repair {mode}", "cases": len(times), "medianMs": statistics.median(times), "reps": reps}))
