"""Scores the readers of bench/peers/stream.sh on the stream table: for every prefix of every reply, the value a
reader shows is held to the JSON the finished reply holds, and to the value it showed one character before.

- invented: the value shown holds a place the finished value does not (a key it has not, an element past its end),
  of another type, or another value there: a number, true, false or null that differs (12 where the reply holds
  125, true for tru…), a string that is not the beginning of the finished string. Numbers are compared by value
  (as doubles: every reader here but one reads them so).
- flicker: a place shown one character before is gone, has another type, or another value (a string may only grow).
  A reader that showed a value and then shows none has flickered too.

Prints, per reader: prefixes showing a value, prefixes with an invented value, flickers, replies with either, replies
whose finished value the reader shows at the end, and the time of one pass over every prefix of the table; then the
invented values and flickers per family. With --examples, the first case of each kind per reader.

Usage: python3 stream_score.py <replies.json> <timings.jsonl> name=path.jsonl... [--examples]
"""
import json
import sys
from collections import OrderedDict
from decimal import Decimal
from pathlib import Path

MISSING = object()


def kind(v):
    if isinstance(v, bool):
        return "boolean"
    if v is None:
        return "null"
    if isinstance(v, dict):
        return "object"
    if isinstance(v, list):
        return "array"
    if isinstance(v, str):
        return "string"
    return "number"


def places(v, path=()):
    yield path, v
    if isinstance(v, dict):
        for k, x in v.items():
            yield from places(x, path + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield from places(x, path + (i,))


def at(v, path):
    for step in path:
        if isinstance(v, dict) and isinstance(step, str) and step in v:
            v = v[step]
        elif isinstance(v, list) and isinstance(step, int) and step < len(v):
            v = v[step]
        else:
            return MISSING
    return v


def same_or_grown(was, now):
    """Whether `now` is what `was` may become: the same type and, for a scalar, the same value or a longer string."""
    if now is MISSING or kind(was) != kind(now):
        return False
    k = kind(was)
    if k == "string":
        return now.startswith(was)
    if k == "number":
        return float(was) == float(now)
    if k in ("boolean", "null"):
        return was == now
    return True


def first_wrong(shown, reference):
    """The first place of `shown` that `reference` does not hold as it is or as it grows, or None."""
    for path, v in places(shown):
        if not same_or_grown(v, at(reference, path)):
            return path
    return None


def equal(a, b):
    if kind(a) != kind(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(equal(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(equal(x, y) for x, y in zip(a, b))
    if kind(a) == "number":
        return float(a) == float(b)
    return a == b


def prefix(text, units):
    """`text` cut after its first `units` UTF-16 units."""
    return text.encode("utf-16-le", "surrogatepass")[:2 * units].decode("utf-16-le", "surrogatepass")


def load(text):
    return None if text is None else json.loads(text, parse_float=Decimal)


def score(table, shown_by_id):
    s = {"showing": 0, "invented": 0, "flickers": 0, "replies": 0, "final": 0, "families": OrderedDict(), "examples": {}}
    for r in table["replies"]:
        final = json.loads(r["json"], parse_float=Decimal)
        values = [load(t) for t in shown_by_id[r["id"]]]
        fam = s["families"].setdefault(r["family"], [0, 0])
        bad = False
        before = None
        for k, v in enumerate(values):
            if v is not None:
                s["showing"] += 1
                wrong = first_wrong(v, final)
                if wrong is not None:
                    s["invented"] += 1
                    fam[0] += 1
                    bad = True
                    s["examples"].setdefault("invented", (r["id"], prefix(r["reply"], k + 1), shown_by_id[r["id"]][k], wrong))
            if before is not None:
                gone = first_wrong(before, v) if v is not None else ()
                if gone is not None:
                    s["flickers"] += 1
                    fam[1] += 1
                    bad = True
                    s["examples"].setdefault("flicker", (r["id"], prefix(r["reply"], k + 1), shown_by_id[r["id"]][k - 1]
                                                         + " -> " + str(shown_by_id[r["id"]][k]), gone))
            before = v
        s["replies"] += bad
        s["final"] += values[-1] is not None and equal(values[-1], final)
    return s


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    table = json.loads(Path(args[0]).read_text(encoding="utf-8"))
    timings = {}
    for line in Path(args[1]).read_text(encoding="utf-8").splitlines():
        if line.strip():
            t = json.loads(line)
            timings[t["who"]] = t
    readers = OrderedDict()
    for spec in args[2:]:
        name, path = spec.split("=", 1)
        shown = {}
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                shown[row["id"]] = row["shown"]
        readers[name] = score(table, shown)
    prefixes = sum(len(r["reply"].encode("utf-16-le", "surrogatepass")) // 2 for r in table["replies"])
    ours = timings.get("outputguard-stream", {}).get("ms")
    print("%d replies, %d prefixes (cut at every UTF-16 unit, as JS and Java strings are)\n" % (len(table["replies"]),
                                                                                            prefixes))
    print("| reader | prefixes showing a value | prefixes with an invented value | flickers | replies with either |"
          " finished value shown at the end | one pass over every prefix | vs extract-json, stream |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, s in readers.items():
        t = timings.get(name)
        ms = "%.1f ms (%.1f–%.1f)" % (t["ms"], t["minMs"], t["maxMs"]) if t else "—"
        ratio = "%.1f×" % (t["ms"] / ours) if t and ours else "—"
        print("| %s | %d | %d | %d | %d / %d | %d / %d | %s | %s |" % (name, s["showing"], s["invented"], s["flickers"],
              s["replies"], len(table["replies"]), s["final"], len(table["replies"]), ms, ratio))
    families = list(next(iter(readers.values()))["families"].keys())
    print("\nInvented values / flickers per family (prefixes):\n")
    print("| family | " + " | ".join(readers) + " |")
    print("|---|" + "---:|" * len(readers))
    for f in families:
        print("| %s | " % f + " | ".join("%d / %d" % tuple(s["families"][f]) for s in readers.values()) + " |")
    if "--examples" in sys.argv:
        for name, s in readers.items():
            for what, ex in s["examples"].items():
                print("\n%s, first %s: reply %s, prefix %r shows %s (at %s)" % (name, what, ex[0], ex[1][-60:], ex[2][:200],
                                                                           list(ex[3])))


if __name__ == "__main__":
    main()
