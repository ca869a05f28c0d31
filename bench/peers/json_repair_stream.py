"""json_repair on every reply of the stream table, cut at every character: each prefix repaired whole with
return_objects, in its own streaming mode (stream_stable, meant for a reply still being written) and without it.

json_repair is not installed from a registry here: point JSON_REPAIR_SRC at a checkout's src/ directory (it is
never copied into this repository). Writes one JSON line per reply ({"id", "shown": [the value after each character
as JSON text, or null]}) per mode and prints one JSON line per mode: the median time of `reps` passes over the whole
table after a warm-up.

Usage: JSON_REPAIR_SRC=/path/to/json_repair/src python3 json_repair_stream.py <replies.json> <out-dir> [reps]
"""
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, os.environ["JSON_REPAIR_SRC"])
from json_repair import repair_json  # noqa: E402

WARMUP_S = 3.0


def utf16_prefixes(text):
    """Every prefix of `text` cut at each UTF-16 unit, as the JS and Java readers cut it (a pair's first half alone
    too): the same prefixes for every reader."""
    units = text.encode("utf-16-le", "surrogatepass")
    return [units[:2 * (k + 1)].decode("utf-16-le", "surrogatepass") for k in range(len(units) // 2)]


def shown(text, stable):
    try:
        v = repair_json(text, return_objects=True, stream_stable=stable)
    except Exception:  # noqa: BLE001 - a reader that fails shows nothing
        return None
    # json_repair answers "" when it finds nothing to repair into a value.
    return None if v == "" else json.dumps(v)


def one_pass(prefixes, stable):
    seen = 0
    for plist in prefixes:
        for p in plist:
            try:
                seen += repair_json(p, return_objects=True, stream_stable=stable) != ""
            except Exception:  # noqa: BLE001
                pass
    return seen


def main():
    table = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    out = Path(sys.argv[2])
    reps = int(sys.argv[3]) if len(sys.argv) > 3 else 21
    replies = table["replies"]
    prefixes = [utf16_prefixes(r["reply"]) for r in replies]
    for who, stable in (("json_repair-stream_stable", True), ("json_repair", False)):
        with open(out / (who + ".jsonl"), "w", encoding="utf-8") as f:
            for r, plist in zip(replies, prefixes):
                f.write(json.dumps({"id": r["id"], "shown": [shown(p, stable) for p in plist]}) + "\n")
        sink = 0
        until = time.perf_counter() + WARMUP_S
        while time.perf_counter() < until:
            sink += one_pass(prefixes, stable)
        samples = []
        for _ in range(reps):
            start = time.perf_counter()
            sink += one_pass(prefixes, stable)
            samples.append((time.perf_counter() - start) * 1000)
        samples.sort()
        print(json.dumps({"who": who, "replies": len(replies), "prefixes": sum(len(p) for p in prefixes),
                          "ms": samples[reps // 2], "minMs": samples[0], "maxMs": samples[-1], "sink": sink % 7}))


if __name__ == "__main__":
    main()
