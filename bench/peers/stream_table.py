"""Writes src/test/resources/stream/replies.json: replies as a model streams them, each with the JSON it holds, for
the side-by-side of partial values (bench/peers/stream.sh): every prefix of each reply goes through each reader, and
what a reader shows is held to the JSON the finished reply holds.

Families: flat objects; top-level arrays; nested objects and arrays; strings with escapes, non-ASCII text and
surrogate pairs (escaped and raw); numbers of every form JSON allows; prose before and after the object; a fenced
block with prose around it. The values are written as models write them: compact, spaced or indented, a character
escaped here and there. Every reply's JSON is valid (syntax repair has its own table), so what is compared is how a
reader shows a value that is not finished yet. Deterministic: the same file every run.

    python3 bench/peers/stream_table.py           # rewrites the table
    python3 bench/peers/stream_table.py --check   # exits 1 if the committed table differs
"""
import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "src/test/resources/stream/replies.json"

NUMBERS = ["0", "-0", "7", "-42", "125", "3.14", "-0.5", "1.50", "1e10", "2E-3", "-1.5e+2", "6.02e23",
           "12345678901234567890", "0.1000000000000000055511151231257827", "1000000", "99.999"]
WORDS = ["pen", "paper", "Q3 sales", "approved", "rejected", "in progress", "Lyon", "north", "due soon",
         "the quick brown fox", "ok", "a", ""]
TRICKY = ["say \"hi\"", "C:\\temp\\new", "line one\nline two", "tab\there", "日本語のテキスト", "café crème",
          "emoji \U0001F600 ok", "math \u2211 x", "slash / and \\/", "braces {not json} [x]", "quote ' and `tick`",
          "\U0001F4A9\U0001F680", "end \\"]
KEYS = ["id", "name", "title", "status", "price", "qty", "tags", "items", "note", "owner", "active", "score",
        "city", "when", "total", "ok"]
PROSE_BEFORE = ["Sure! Here is the JSON you asked for:\n", "Of course. The result is ",
                "I extracted the following data from the document: ", "Here you go:\n\n"]
PROSE_AFTER = ["\n\nLet me know if you need anything else.", " Hope this helps!", "\nThat is all I found.", ""]


def scalar(rng, kinds):
    kind = rng.choice(kinds)
    if kind == "number":
        return ("number", rng.choice(NUMBERS))
    if kind == "literal":
        return ("literal", rng.choice(["true", "false", "null"]))
    if kind == "tricky":
        return ("string", rng.choice(TRICKY))
    return ("string", rng.choice(WORDS))


def value(rng, depth, kinds, nest):
    if depth < nest and rng.random() < 0.45:
        if rng.random() < 0.5:
            return ("object", [(k, value(rng, depth + 1, kinds, nest)) for k in rng.sample(KEYS, rng.randint(1, 4))])
        return ("array", [value(rng, depth + 1, kinds, nest) for _ in range(rng.randint(0, 4))])
    return scalar(rng, kinds)


def quoted(rng, text, escapes):
    out = ['"']
    for c in text:
        if c in '"\\':
            out.append("\\" + c)
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif ord(c) < 0x20:
            out.append("\\u%04x" % ord(c))
        elif escapes and rng.random() < 0.3 and (ord(c) > 0x7e or c == "/"):
            if ord(c) > 0xFFFF:
                # A surrogate pair, escaped as JSON writes a character beyond the Basic Multilingual Plane.
                v = ord(c) - 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 + (v >> 10), 0xDC00 + (v & 0x3FF)))
            elif c == "/":
                out.append("\\/")
            else:
                out.append("\\u%04x" % ord(c))
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


def write(rng, v, style, escapes, indent=0):
    kind, body = v
    if kind == "number" or kind == "literal":
        return body
    if kind == "string":
        return quoted(rng, body, escapes)
    opener, closer = ("{", "}") if kind == "object" else ("[", "]")
    if not body:
        return opener + closer
    parts = []
    for item in body:
        if kind == "object":
            key, val = item
            sep = ":" if style == "compact" else ": "
            parts.append(quoted(rng, key, False) + sep + write(rng, val, style, escapes, indent + 1))
        else:
            parts.append(write(rng, item, style, escapes, indent + 1))
    if style == "indented":
        pad = "  " * (indent + 1)
        return opener + "\n" + ",\n".join(pad + p for p in parts) + "\n" + "  " * indent + closer
    return opener + ("," if style == "compact" else ", ").join(parts) + closer


def root(rng, kind, kinds, nest):
    if kind == "object":
        return ("object", [(k, value(rng, 1, kinds, nest)) for k in rng.sample(KEYS, rng.randint(2, 6))])
    return ("array", [value(rng, 1, kinds, nest) for _ in range(rng.randint(2, 6))])


FAMILIES = [
    # family, root kind, scalar kinds, nesting, escapes, around
    ("objects", "object", ["word", "number", "literal"], 1, False, None),
    ("arrays", "array", ["word", "number", "literal"], 1, False, None),
    ("nested", "object", ["word", "number", "literal"], 4, False, None),
    ("escapes", "object", ["tricky", "tricky", "word"], 2, True, None),
    ("numbers", "object", ["number"], 2, False, None),
    ("prose", "object", ["word", "number", "literal", "tricky"], 2, False, "prose"),
    ("fenced", "object", ["word", "number", "literal", "tricky"], 2, True, "fenced"),
]


def table():
    rng = random.Random(41)
    replies = []
    for family, kind, kinds, nest, escapes, around in FAMILIES:
        for n in range(12):
            v = root(rng, kind, kinds, nest)
            style = rng.choice(["compact", "spaced", "indented"])
            text = write(rng, v, style, escapes)
            if around == "prose":
                reply = rng.choice(PROSE_BEFORE) + text + rng.choice(PROSE_AFTER)
            elif around == "fenced":
                before = rng.choice(PROSE_BEFORE)
                reply = before + ("" if before.endswith("\n") else "\n") + "```json\n" + text + "\n```" \
                    + rng.choice(PROSE_AFTER)
            else:
                reply = text
            json.loads(text)  # every reply's JSON is valid
            replies.append({"id": "%s-%d" % (family, n + 1), "family": family, "accept": kind, "reply": reply,
                            "json": text})
    return {"description": "Replies as a model streams them and the JSON each holds (written by"
                           " bench/peers/stream_table.py): every prefix is read by each reader of"
                           " bench/peers/stream.sh and held to that JSON.", "replies": replies}


def main():
    text = json.dumps(table(), ensure_ascii=False, indent=1) + "\n"
    if "--check" in sys.argv[1:]:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("stream table " + ("matches" if same else "differs from") + " stream_table.py")
        sys.exit(0 if same else 1)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print("wrote %d replies to %s" % (len(table()["replies"]), OUT))


if __name__ == "__main__":
    main()
