"""Writes src/test/resources/coerce/peers-table.json: realistic LLM replies, each with a JSON Schema and the value
extract-json with {"coerce": true} must return (or "refuse"), following the coercion rules of docs/extract-json.md.

The replies are what models write around structured output: fences, prose, wrappers, wrong key spellings, numbers
as strings, boolean words, enum values in markdown, a single item for a list, an example before the answer. Every
reply is syntactically valid JSON where it holds JSON (syntax repair has its own table, src/test/resources/repair),
so the table measures the schema step alone. A case is "refuse" only where the data is missing, ambiguous or not the
type asked; where a reply's meaning is clear but no listed rule reaches it, the case is left out rather than scored.

    python3 bench/peers/coerce_table.py           # rewrites the table
    python3 bench/peers/coerce_table.py --check   # exits 1 if the committed table differs
"""
import copy
import json
import sys
from decimal import Decimal
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "src/test/resources/coerce/peers-table.json"
REFUSE = "refuse"
D2020 = "https://json-schema.org/draft/2020-12/schema"


def obj(title, props, required, closed=True, **extra):
    s = {"title": title, "type": "object"} if title else {"type": "object"}
    if closed:
        s["additionalProperties"] = False
    s["required"] = required
    s["properties"] = props
    s.update(extra)
    return s


STR, NUM, INT, BOOL = {"type": "string"}, {"type": "number"}, {"type": "integer"}, {"type": "boolean"}


def arr(items):
    return {"type": "array", "items": items}


def enum(*values):
    return {"type": "string", "enum": list(values)}


SCHEMAS = {
    "invoice": obj("Invoice", {
        "invoice_number": STR,
        "customer": obj("Customer", {"name": STR}, ["name"]),
        "currency": enum("USD", "EUR", "GBP"),
        "line_items": arr(obj("LineItem", {"description": STR, "quantity": INT, "unit_price": NUM},
                              ["description", "quantity", "unit_price"])),
        "total": NUM,
        "paid": BOOL,
        "due_date": STR,
        "notes": STR,
    }, ["invoice_number", "customer", "currency", "line_items", "total", "paid"]),
    "review": obj("Review", {
        "verdict": enum("pass", "fail"),
        "summary": STR,
        "blockers": arr(STR),
        "confidence": NUM,
        "score": INT,
    }, ["verdict", "summary", "blockers"]),
    "forecast": obj("Forecast", {
        "city": STR,
        "forecast_days": INT,
        "unit": {**enum("celsius", "fahrenheit"), "default": "celsius"},
        "days": arr(obj("ForecastDay", {
            "date": STR, "high": NUM, "low": NUM,
            "conditions": enum("sunny", "cloudy", "rain", "snow", "storm"),
            "precipitation_chance": NUM,
        }, ["date", "high", "low", "conditions"])),
    }, ["city", "forecast_days", "unit", "days"]),
    "tasks": obj("TaskList", {
        "tasks": arr(obj("Task", {
            "title": STR,
            "priority": enum("low", "medium", "high"),
            "done": {"type": "boolean", "default": False},
            "assignee": {"type": ["string", "null"]},
            "estimate_hours": NUM,
            "tags": arr(STR),
        }, ["title", "priority", "done", "assignee"])),
    }, ["tasks"]),
    "contact": obj("Contact", {
        "name": STR, "email": STR, "phone": STR, "zip_code": STR, "newsletter": BOOL, "age": INT,
    }, ["name", "email"], closed=False),
    "product": obj("Product", {
        "sku": STR, "name": STR, "price": NUM, "in_stock": BOOL, "barcode": INT, "weight_kg": NUM,
        "dimensions": obj("Dimensions", {"width_cm": NUM, "height_cm": NUM}, ["width_cm", "height_cm"]),
        "warranty": {"anyOf": [INT, STR]},
    }, ["sku", "name", "price", "in_stock"]),
    "meeting": obj("Meeting", {
        "topic": STR, "date": STR, "attendees": arr(STR),
        "location": {"type": ["string", "null"]},
        "duration_minutes": {"type": ["integer", "null"]},
    }, ["topic", "date", "attendees", "location", "duration_minutes"]),
    "config": obj("ConfigEntry", {"key": STR, "value": {"anyOf": [INT, BOOL]}}, ["key", "value"]),
    "field": obj("FieldValue", {"name": STR, "value": {"anyOf": [INT, STR]}}, ["name", "value"]),
    "notification": obj("Notification", {
        "recipient": STR,
        "channel": {"oneOf": [
            obj("EmailChannel", {"kind": {"const": "email"}, "address": STR}, ["kind", "address"]),
            obj("SmsChannel", {"kind": {"const": "sms"}, "phone": STR}, ["kind", "phone"]),
        ]},
        "send_at": {"anyOf": [STR, {"type": "null"}]},
    }, ["recipient", "channel", "send_at"]),
    "shape": {"title": "Shape", "oneOf": [
        obj("Circle", {"shape": {"const": "circle"}, "radius": NUM}, ["shape", "radius"]),
        obj("Rectangle", {"shape": {"const": "rectangle"}, "width": NUM, "height": NUM}, ["shape", "width", "height"]),
    ]},
    "assign": obj("Assignment", {"task": STR, "to": {"anyOf": [STR, arr(INT)]}}, ["task", "to"]),
    "lookup": obj("Lookup", {"ids": {"anyOf": [arr(STR), arr(INT)]}}, ["ids"]),
    "sentiment": {"title": "Sentiment", **enum("positive", "negative", "neutral", "mixed")},
    "amount": {"title": "Amount", "type": "number"},
    "stars": {"title": "StarRating", "type": "integer"},
    "keywords": {"title": "Keywords", **arr(STR)},
    "count": obj("ItemCount", {"count": INT}, ["count"]),
    "spam": obj("SpamCheck", {"isSpam": BOOL}, ["isSpam"]),
    "capital": obj("CapitalAnswer", {"answer": STR}, ["answer"]),
    "tone": obj("ToneLabel", {"sentiment": enum("positive", "negative", "neutral", "mixed")}, ["sentiment"]),
}
for s in SCHEMAS.values():
    s["$schema"] = D2020

# --- the valid value each schema's cases start from -------------------------------------------------------------
INVOICE = {"invoice_number": "INV-2024-0042", "customer": {"name": "Acme Corp"}, "currency": "USD",
           "line_items": [{"description": "Widget", "quantity": 3, "unit_price": 12.5},
                          {"description": "Shipping", "quantity": 1, "unit_price": 7.99}],
           "total": 45.49, "paid": False}
REVIEW = {"verdict": "fail", "summary": "The change breaks the login flow and adds no tests.",
          "blockers": ["Login returns 500 when the password is empty", "No tests for the new endpoint"]}
FORECAST = {"city": "Oslo", "forecast_days": 3, "unit": "celsius", "days": [
    {"date": "2025-03-01", "high": 4.5, "low": -2, "conditions": "snow", "precipitation_chance": 80},
    {"date": "2025-03-02", "high": 6, "low": 0.5, "conditions": "cloudy"},
    {"date": "2025-03-03", "high": 8, "low": 1, "conditions": "rain", "precipitation_chance": 60}]}
TASKS = {"tasks": [
    {"title": "Write release notes", "priority": "high", "done": False, "assignee": "maria", "estimate_hours": 2,
     "tags": ["docs"]},
    {"title": "Fix flaky login test", "priority": "medium", "done": True, "assignee": None, "tags": ["ci", "auth"]},
    {"title": "Update dependencies", "priority": "low", "done": False, "assignee": "li", "estimate_hours": 1.5}]}
CONTACT = {"name": "Jordan Lee", "email": "jordan.lee@example.com", "phone": "+1 415 555 0134", "zip_code": "94107",
           "newsletter": True, "age": 34}
PRODUCT = {"sku": "WB-1002", "name": "Bamboo cutting board", "price": 24.99, "in_stock": True,
           "dimensions": {"width_cm": 30, "height_cm": 45}, "warranty": "12 months"}
MEETING = {"topic": "Q3 planning", "date": "2025-07-14", "attendees": ["Ana", "Ben", "Chen"], "location": "Room 4B",
           "duration_minutes": 60}
NOTIFY = {"recipient": "u-1842", "channel": {"kind": "email", "address": "sam@example.com"},
          "send_at": "2025-06-01T09:00:00Z"}


class Raw:
    """JSON text written as is (a number's exact spelling: 7.0, 1.50, a long decimal)."""

    def __init__(self, text):
        self.text = text


def enc(v, indent=2, level=0):
    """json.dumps with Raw and Decimal kept verbatim."""
    pad, inner = " " * (indent * level), " " * (indent * (level + 1))
    if isinstance(v, Raw):
        return v.text
    if isinstance(v, Decimal):
        return str(v)
    if isinstance(v, dict):
        if not v:
            return "{}"
        items = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {enc(x, indent, level + 1)}" for k, x in v.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(v, list):
        if not v:
            return "[]"
        if all(not isinstance(x, (dict, list)) for x in v):
            return "[" + ", ".join(enc(x, indent, level + 1) for x in v) + "]"
        return "[\n" + ",\n".join(inner + enc(x, indent, level + 1) for x in v) + "\n" + pad + "]"
    return json.dumps(v, ensure_ascii=False)


def compact(v):
    if isinstance(v, Raw):
        return v.text
    if isinstance(v, Decimal):
        return str(v)
    if isinstance(v, dict):
        return "{" + ", ".join(f"{json.dumps(k, ensure_ascii=False)}: {compact(x)}" for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "[" + ", ".join(compact(x) for x in v) + "]"
    return json.dumps(v, ensure_ascii=False)


# How models put a JSON value into a reply; a case names its wrapping, or takes the next one in turn.
WRAPS = {
    "bare": lambda s: s,
    "fence": lambda s: f"```json\n{s}\n```",
    "intro": lambda s: f"Here is the JSON you asked for:\n\n```json\n{s}\n```",
    "prose": lambda s: f"Sure! Based on the document, here is the extracted data:\n\n{s}\n\nLet me know if you need anything else.",
    "plainfence": lambda s: f"```\n{s}\n```\n\nNote: values were taken from the attached file as written.",
    "heading": lambda s: f"## Result\n\n```json\n{s}\n```\n",
    "after": lambda s: f"I went through the text carefully and filled in every field.\n\n{s}",
}
TURN = ["fence", "intro", "bare", "prose", "heading", "plainfence", "after"]
CASES = []
_turn = [0]


def case(family, slug, schema, reply, expected, note=None, wrap=None):
    """reply: a JSON value (wrapped as a model would) or, as str, the reply text itself."""
    if not isinstance(reply, str):
        if wrap is None:
            wrap = TURN[_turn[0] % len(TURN)]
            _turn[0] += 1
        reply = WRAPS[wrap](enc(reply))
    c = {"id": f"{family}/{slug}", "family": family, "schema": schema, "reply": reply,
         "expected": expected if expected == REFUSE else Raw(compact(expected))}
    if note:
        c["note"] = note
    CASES.append(c)


def at(value, path, new=None, *, drop=False, rename=None):
    """A copy of value with the member at path ('a/0/b') replaced, dropped or renamed in place."""
    v = copy.deepcopy(value)
    parts = path.split("/")
    parent = v
    for p in parts[:-1]:
        parent = parent[int(p)] if isinstance(parent, list) else parent[p]
    last = parts[-1]
    if isinstance(parent, list):
        parent[int(last)] = new
        return v
    if drop:
        del parent[last]
    elif rename is not None:
        items = list(parent.items())
        parent.clear()
        for k, x in items:
            parent[rename if k == last else k] = x
    else:
        parent[last] = new
    return v


class Rn:
    """In chain(): rename the member to this key."""

    def __init__(self, key):
        self.key = key


DROP = object()  # in chain(): drop the member


def chain(value, *edits):
    for path, e in edits:
        if isinstance(e, Rn):
            value = at(value, path, rename=e.key)
        elif e is DROP:
            value = at(value, path, drop=True)
        else:
            value = at(value, path, e)
    return value


# === scalars ======================================================================================================
F = "scalars"
case(F, "total-numeric-string", "invoice", at(INVOICE, "total", "45.49"), INVOICE)
case(F, "unit-price-trailing-zero", "invoice", at(INVOICE, "line_items/0/unit_price", "12.50"), INVOICE)
case(F, "quantity-string", "invoice", at(INVOICE, "line_items/0/quantity", "3"), INVOICE)
case(F, "total-dollar-sign", "invoice", at(INVOICE, "total", "$45.49"), INVOICE)
case(F, "total-grouping-and-sign", "invoice", at(INVOICE, "total", "$1,245.49"), at(INVOICE, "total", 1245.49))
case(F, "total-grouping", "invoice", at(INVOICE, "total", "1,245.49"), at(INVOICE, "total", 1245.49))
case(F, "total-millions", "invoice", at(INVOICE, "total", "12,345,678.90"), at(INVOICE, "total", Raw("12345678.90")))
case(F, "total-pound-sign", "invoice", chain(INVOICE, ("currency", "GBP"), ("total", "£45.49")),
     at(INVOICE, "currency", "GBP"))
case(F, "total-euro-sign", "invoice", chain(INVOICE, ("currency", "EUR"), ("total", "€45.49")),
     at(INVOICE, "currency", "EUR"))
case(F, "total-negative-credit", "invoice", at(INVOICE, "total", "-12.00"), at(INVOICE, "total", -12))
case(F, "all-prices-strings", "invoice",
     chain(INVOICE, ("line_items/0/unit_price", "12.50"), ("line_items/1/unit_price", "7.99"), ("total", "45.49")),
     INVOICE)
case(F, "quantity-integral-float", "invoice", at(INVOICE, "line_items/0/quantity", Raw("3.0")), INVOICE)
case(F, "quantity-integral-float-string", "invoice", at(INVOICE, "line_items/0/quantity", "3.0"), INVOICE,
     note="a numeric string, then an integral number")
case(F, "quantity-half-refused", "invoice", at(INVOICE, "line_items/0/quantity", 1.5), REFUSE,
     note="1.5 is no integer: never rounded")
case(F, "quantity-half-string-refused", "invoice", at(INVOICE, "line_items/0/quantity", "1.5"), REFUSE)
case(F, "quantity-locale-ambiguous", "invoice", at(INVOICE, "line_items/0/quantity", "1.234"), REFUSE,
     note="1.234 is 1234 in some locales and 1.234 in others")
case(F, "unit-price-decimal-comma", "invoice", chain(INVOICE, ("currency", "EUR"), ("line_items/0/unit_price", "€12,50")),
     REFUSE, note="a decimal comma is no grouping separator: 12.50 or 1250 cannot be told apart")
case(F, "total-tbd-refused", "invoice", at(INVOICE, "total", "TBD"), REFUSE)
case(F, "total-na-refused", "invoice", at(INVOICE, "total", "N/A"), REFUSE)
case(F, "total-empty-refused", "invoice", at(INVOICE, "total", ""), REFUSE)
case(F, "total-null-refused", "invoice", at(INVOICE, "total", None), REFUSE)
case(F, "paid-true-word", "invoice", at(INVOICE, "paid", "true"), at(INVOICE, "paid", True))
case(F, "paid-false-capital", "invoice", at(INVOICE, "paid", "False"), INVOICE)
case(F, "paid-yes", "invoice", at(INVOICE, "paid", "yes"), at(INVOICE, "paid", True))
case(F, "paid-no-capital", "invoice", at(INVOICE, "paid", "No"), INVOICE)
case(F, "paid-yes-upper", "invoice", at(INVOICE, "paid", "YES"), at(INVOICE, "paid", True))
case(F, "invoice-number-as-number", "invoice", at(INVOICE, "invoice_number", 20240042),
     at(INVOICE, "invoice_number", "20240042"))
case(F, "total-trailing-zero-string", "invoice", at(INVOICE, "total", "45.490"), INVOICE)
case(F, "forecast-days-string", "forecast", at(FORECAST, "forecast_days", "3"), FORECAST)
case(F, "forecast-days-float", "forecast", at(FORECAST, "forecast_days", Raw("3.0")), FORECAST)
case(F, "forecast-days-word-refused", "forecast", at(FORECAST, "forecast_days", "3-5"), REFUSE,
     note="a range is no number")
case(F, "temperatures-strings", "forecast",
     chain(FORECAST, ("days/0/high", "4.5"), ("days/0/low", "-2"), ("days/1/high", "6"), ("days/1/low", "0.5")),
     FORECAST)
case(F, "precipitation-string", "forecast", at(FORECAST, "days/0/precipitation_chance", "80"), FORECAST)
case(F, "precipitation-percent-refused", "forecast", at(FORECAST, "days/0/precipitation_chance", "80%"), REFUSE,
     note="80% could mean 80 or 0.8")
case(F, "high-unknown-refused", "forecast", at(FORECAST, "days/2/high", "unknown"), REFUSE)
case(F, "low-approx-refused", "forecast", at(FORECAST, "days/1/low", "~0"), REFUSE, note="an estimate is no value")
case(F, "done-false-word", "tasks", at(TASKS, "tasks/0/done", "false"), TASKS)
case(F, "done-true-capital", "tasks", at(TASKS, "tasks/1/done", "True"), TASKS)
case(F, "done-no", "tasks", at(TASKS, "tasks/2/done", "no"), TASKS)
case(F, "done-yes-capital", "tasks", at(TASKS, "tasks/0/done", "Yes"), at(TASKS, "tasks/0/done", True))
case(F, "estimate-string", "tasks", at(TASKS, "tasks/2/estimate_hours", "1.5"), TASKS)
case(F, "estimate-range-refused", "tasks", at(TASKS, "tasks/0/estimate_hours", "2-3"), REFUSE)
case(F, "estimate-approx-refused", "tasks", at(TASKS, "tasks/0/estimate_hours", "~2"), REFUSE)
case(F, "title-number", "tasks", at(TASKS, "tasks/0/title", 2024), at(TASKS, "tasks/0/title", "2024"))
case(F, "tags-numbers", "tasks", at(TASKS, "tasks/1/tags", [2024, "q3"]), at(TASKS, "tasks/1/tags", ["2024", "q3"]))
case(F, "zip-number", "contact", at(CONTACT, "zip_code", 94107), CONTACT)
case(F, "phone-number", "contact", at(CONTACT, "phone", 4155550134), at(CONTACT, "phone", "4155550134"))
case(F, "age-string", "contact", at(CONTACT, "age", "34"), CONTACT)
case(F, "age-fraction-refused", "contact", at(CONTACT, "age", "34.5"), REFUSE)
case(F, "newsletter-yes", "contact", at(CONTACT, "newsletter", "Yes"), CONTACT)
case(F, "newsletter-false-word", "contact", at(CONTACT, "newsletter", "false"), at(CONTACT, "newsletter", False))
case(F, "age-unknown-refused", "contact", at(CONTACT, "age", "unknown"), REFUSE)
case(F, "price-string", "product", at(PRODUCT, "price", "24.99"), PRODUCT)
case(F, "price-sign-grouping", "product", at(PRODUCT, "price", "$1,299.00"), at(PRODUCT, "price", 1299))
case(F, "in-stock-word", "product", at(PRODUCT, "in_stock", "true"), PRODUCT)
case(F, "barcode-big-string", "product", at(PRODUCT, "barcode", "12345678901234567890"),
     at(PRODUCT, "barcode", Raw("12345678901234567890")), note="an integer past 2^63 kept exactly")
case(F, "weight-long-decimal-string", "product", at(PRODUCT, "weight_kg", "0.12345678901234567891"),
     at(PRODUCT, "weight_kg", Raw("0.12345678901234567891")), note="every digit kept")
case(F, "price-free-refused", "product", at(PRODUCT, "price", "free"), REFUSE)
case(F, "price-null-refused", "product", at(PRODUCT, "price", None), REFUSE)
case(F, "sku-number", "product", at(PRODUCT, "sku", 100234), at(PRODUCT, "sku", "100234"))
case(F, "width-string", "product", at(PRODUCT, "dimensions/width_cm", "30"), PRODUCT)
case(F, "duration-string", "meeting", at(MEETING, "duration_minutes", "60"), MEETING)
case(F, "location-number", "meeting", at(MEETING, "location", 204), at(MEETING, "location", "204"))
case(F, "amount-string-root", "amount", "42.50", 42.5)
case(F, "amount-sign-grouping-root", "amount", "$1,234.56", 1234.56)
case(F, "amount-fenced-root", "amount", "```json\n1234.56\n```", 1234.56)
case(F, "amount-quoted-root", "amount", "\"19.99\"", 19.99)
case(F, "amount-na-root-refused", "amount", "N/A", REFUSE)
case(F, "amount-range-root-refused", "amount", "Somewhere between 10 and 20 dollars.", REFUSE)
case(F, "stars-root", "stars", "4", 4)
case(F, "stars-float-root", "stars", "4.0", 4)
case(F, "stars-half-root-refused", "stars", "4.5", REFUSE)
case(F, "stars-fenced-root", "stars", "```\n5\n```", 5)

# === enums ========================================================================================================
F = "enums"
case(F, "verdict-upper", "review", at(REVIEW, "verdict", "FAIL"), REVIEW)
case(F, "verdict-title-case", "review", at(REVIEW, "verdict", "Fail"), REVIEW)
case(F, "verdict-bold", "review", at(REVIEW, "verdict", "**Fail**"), REVIEW)
case(F, "verdict-pass-bold", "review", chain(REVIEW, ("verdict", "**Pass**"), ("blockers", [])),
     chain(REVIEW, ("verdict", "pass"), ("blockers", [])))
case(F, "verdict-period", "review", chain(REVIEW, ("verdict", "PASS."), ("blockers", [])),
     chain(REVIEW, ("verdict", "pass"), ("blockers", [])))
case(F, "verdict-explanation-dash", "review", at(REVIEW, "verdict", "fail - two blockers"), REVIEW)
case(F, "verdict-explanation-colon", "review", at(REVIEW, "verdict", "Fail: the login flow is broken"), REVIEW)
case(F, "verdict-quoted", "review", at(REVIEW, "verdict", "'fail'"), REVIEW)
case(F, "verdict-backticks", "review", at(REVIEW, "verdict", "`fail`"), REVIEW)
case(F, "verdict-template-refused", "review", at(REVIEW, "verdict", "pass | fail"), REFUSE,
     note="the format's choices echoed: both values match")
case(F, "verdict-slash-refused", "review", at(REVIEW, "verdict", "PASS/FAIL"), REFUSE)
case(F, "verdict-conditional-refused", "review", at(REVIEW, "verdict", "conditional pass"), REFUSE)
case(F, "verdict-empty-refused", "review", at(REVIEW, "verdict", ""), REFUSE)
case(F, "verdict-null-refused", "review", at(REVIEW, "verdict", None), REFUSE)
case(F, "currency-lower", "invoice", at(INVOICE, "currency", "usd"), INVOICE)
case(F, "currency-title", "invoice", at(INVOICE, "currency", "Usd"), INVOICE)
case(F, "currency-explained", "invoice", chain(INVOICE, ("currency", "EUR (euro)")), at(INVOICE, "currency", "EUR"))
case(F, "currency-symbol-refused", "invoice", at(INVOICE, "currency", "$"), REFUSE,
     note="a dollar sign is USD, CAD, AUD, ...")
case(F, "currency-two-refused", "invoice", at(INVOICE, "currency", "USD/EUR"), REFUSE)
case(F, "conditions-title", "forecast", at(FORECAST, "days/0/conditions", "Snow"), FORECAST)
case(F, "conditions-upper", "forecast", at(FORECAST, "days/2/conditions", "RAIN"), FORECAST)
case(F, "conditions-explained-paren", "forecast", at(FORECAST, "days/2/conditions", "Rain (light)"), FORECAST)
case(F, "conditions-explained-dash", "forecast", at(FORECAST, "days/2/conditions", "rain - heavy at times"), FORECAST)
case(F, "conditions-period", "forecast", at(FORECAST, "days/1/conditions", "Cloudy."), FORECAST)
case(F, "conditions-mixed-refused", "forecast", at(FORECAST, "days/0/conditions", "snow/rain"), REFUSE)
case(F, "conditions-partly-refused", "forecast", at(FORECAST, "days/1/conditions", "partly cloudy"), REFUSE,
     note="partly cloudy is neither sunny nor cloudy")
case(F, "conditions-bold-all", "forecast",
     chain(FORECAST, ("days/0/conditions", "**Snow**"), ("days/1/conditions", "**Cloudy**"), ("days/2/conditions", "**Rain**")),
     FORECAST)
case(F, "priority-title", "tasks", at(TASKS, "tasks/0/priority", "High"), TASKS)
case(F, "priority-upper", "tasks", chain(TASKS, ("tasks/0/priority", "HIGH"), ("tasks/1/priority", "MEDIUM"),
                                          ("tasks/2/priority", "LOW")), TASKS)
case(F, "priority-bold", "tasks", at(TASKS, "tasks/0/priority", "**high**"), TASKS)
case(F, "priority-exclaim", "tasks", at(TASKS, "tasks/0/priority", "high!"), TASKS)
case(F, "priority-between-refused", "tasks", at(TASKS, "tasks/1/priority", "medium-high"), REFUSE)
case(F, "priority-code-refused", "tasks", at(TASKS, "tasks/0/priority", "P1"), REFUSE)
case(F, "priority-to-refused", "tasks", at(TASKS, "tasks/2/priority", "low to medium"), REFUSE)
case(F, "unit-title", "forecast", at(FORECAST, "unit", "Celsius"), FORECAST)
case(F, "unit-upper", "forecast", at(FORECAST, "unit", "FAHRENHEIT"), at(FORECAST, "unit", "fahrenheit"))
case(F, "sentiment-root-title", "sentiment", "Positive", "positive")
case(F, "sentiment-root-bold", "sentiment", "**Negative**", "negative")
case(F, "sentiment-root-period", "sentiment", "NEUTRAL.", "neutral")
case(F, "sentiment-root-explained", "sentiment",
     "Mixed - the reviewer likes the battery life but hates the screen.", "mixed")
case(F, "sentiment-root-fenced", "sentiment", "```\npositive\n```", "positive")
case(F, "sentiment-root-json-string", "sentiment", "\"negative\"", "negative")
case(F, "sentiment-root-bold-label", "sentiment", "**Negative** - the customer asks for a refund twice.", "negative")
case(F, "sentiment-root-two-refused", "sentiment", "Positive/Negative", REFUSE)
case(F, "sentiment-root-somewhat-refused", "sentiment", "Somewhat positive", REFUSE,
     note="between positive and mixed")
case(F, "sentiment-root-unsure-refused", "sentiment", "I'm not sure; the text is too short to tell.", REFUSE)
case(F, "sentiment-root-empty-refused", "sentiment", "", REFUSE)

# === keys =========================================================================================================
F = "keys"
case(F, "camel", "forecast", at(FORECAST, "forecast_days", rename="forecastDays"), FORECAST)
case(F, "pascal", "forecast", at(FORECAST, "forecast_days", rename="ForecastDays"), FORECAST)
case(F, "kebab", "forecast", at(FORECAST, "forecast_days", rename="forecast-days"), FORECAST)
case(F, "padded", "forecast", at(FORECAST, "forecast_days", rename=" forecast_days "), FORECAST)
case(F, "upper-snake", "forecast", at(FORECAST, "forecast_days", rename="FORECAST_DAYS"), FORECAST)
case(F, "title-case-keys", "forecast",
     chain(FORECAST, ("city", Rn("City")), ("days", Rn("Days")), ("unit", Rn("Unit"))), FORECAST)
case(F, "nested-camel", "forecast", at(FORECAST, "days/0/precipitation_chance", rename="precipitationChance"), FORECAST)
case(F, "invoice-all-camel", "invoice",
     chain(INVOICE, ("invoice_number", Rn("invoiceNumber")), ("line_items/0/unit_price", Rn("unitPrice")),
           ("line_items/1/unit_price", Rn("unitPrice")), ("line_items", Rn("lineItems"))), INVOICE)
case(F, "invoice-pascal", "invoice",
     chain(INVOICE, ("invoice_number", Rn("InvoiceNumber")), ("customer", Rn("Customer")),
           ("total", Rn("Total")), ("paid", Rn("Paid"))), INVOICE)
case(F, "invoice-kebab", "invoice",
     chain(INVOICE, ("invoice_number", Rn("invoice-number")), ("line_items", Rn("line-items"))), INVOICE)
case(F, "task-padded", "tasks", at(TASKS, "tasks/0/priority", rename=" priority "), TASKS)
case(F, "task-camel", "tasks", chain(TASKS, ("tasks/0/estimate_hours", Rn("estimateHours")),
                                     ("tasks/2/estimate_hours", Rn("estimateHours"))), TASKS)
case(F, "product-camel", "product",
     chain(PRODUCT, ("in_stock", Rn("inStock")), ("dimensions/width_cm", Rn("widthCm")),
           ("dimensions/height_cm", Rn("heightCm"))), PRODUCT)
case(F, "review-title-case", "review",
     chain(REVIEW, ("verdict", Rn("Verdict")), ("summary", Rn("Summary")), ("blockers", Rn("Blockers"))),
     REVIEW)
case(F, "review-trailing-space", "review", at(REVIEW, "summary", rename="summary "), REVIEW)
case(F, "contact-email-case", "contact", at(CONTACT, "email", rename="Email"), CONTACT,
     note="the required email is missing until Email is matched to it")
case(F, "meeting-camel", "meeting", at(MEETING, "duration_minutes", rename="durationMinutes"), MEETING)
case(F, "two-spellings-refused", "forecast",
     {**{k: v for k, v in FORECAST.items() if k != "forecast_days"}, "forecastDays": 3, "forecast-days": 5}, REFUSE,
     note="two keys fit forecast_days with different values")
case(F, "exact-and-variant-refused", "forecast", {**FORECAST, "forecastDays": 5}, REFUSE,
     note="forecastDays fits forecast_days too, with another value")
case(F, "task-priority-twice-refused", "tasks",
     at(TASKS, "tasks/0", {**TASKS["tasks"][0], "Priority": "low"}), REFUSE)
case(F, "extra-confidence-reason-dropped", "review", {**REVIEW, "reasoning": "I read the diff twice."}, REVIEW)
case(F, "extra-tax-dropped", "invoice", {**INVOICE, "tax": 0, "vendor": "Widgets Ltd"}, INVOICE)
case(F, "extra-task-id-dropped", "tasks",
     at(TASKS, "tasks/0", {"id": 1, **TASKS["tasks"][0]}), TASKS)
case(F, "extra-source-dropped", "forecast", {**FORECAST, "source": "met.no", "generated_at": "2025-02-28T18:00:00Z"},
     FORECAST)
case(F, "extra-nested-dropped", "invoice",
     at(INVOICE, "line_items/1", {**INVOICE["line_items"][1], "sku": "SHIP-STD"}), INVOICE)
case(F, "extra-kept-open-schema", "contact", {**CONTACT, "company": "Initech"}, {**CONTACT, "company": "Initech"},
     note="additionalProperties is not false: the extra key stays")
case(F, "extra-and-camel", "review", {**at(REVIEW, "blockers", rename="Blockers"), "riskLevel": "high"}, REVIEW)
case(F, "extra-dimension-dropped", "product",
     at(PRODUCT, "dimensions", {"width_cm": 30, "height_cm": 45, "depth_cm": 2}), PRODUCT)
case(F, "camel-and-string-number", "forecast",
     chain(FORECAST, ("forecast_days", "3"), ("forecast_days", Rn("forecastDays"))), FORECAST)
case(F, "meeting-pascal-all", "meeting",
     chain(MEETING, ("topic", Rn("Topic")), ("date", Rn("Date")), ("attendees", Rn("Attendees")),
           ("location", Rn("Location")), ("duration_minutes", Rn("DurationMinutes"))), MEETING)
case(F, "notification-camel-send", "notification", at(NOTIFY, "send_at", rename="sendAt"), NOTIFY)
case(F, "config-title-keys", "config", {"Key": "max_connections", "Value": 100}, {"key": "max_connections", "value": 100})
case(F, "lookup-upper", "lookup", {"IDS": ["a1", "b2"]}, {"ids": ["a1", "b2"]})

# === shape ========================================================================================================
F = "shape"
case(F, "blockers-single-string", "review", at(REVIEW, "blockers", "Login returns 500 when the password is empty"),
     at(REVIEW, "blockers", ["Login returns 500 when the password is empty"]))
case(F, "tags-single-string", "tasks", at(TASKS, "tasks/0/tags", "docs"), TASKS)
case(F, "attendees-single", "meeting", at(MEETING, "attendees", "Ana"), at(MEETING, "attendees", ["Ana"]))
case(F, "line-items-single-object", "invoice", at(INVOICE, "line_items", INVOICE["line_items"][0]),
     at(INVOICE, "line_items", [INVOICE["line_items"][0]]))
case(F, "days-single-object", "forecast", chain(FORECAST, ("forecast_days", 1), ("days", FORECAST["days"][0])),
     chain(FORECAST, ("forecast_days", 1), ("days", [FORECAST["days"][0]])))
case(F, "tasks-single-object", "tasks", {"tasks": TASKS["tasks"][0]}, {"tasks": [TASKS["tasks"][0]]})
case(F, "verdict-in-list", "review", at(REVIEW, "verdict", ["fail"]), REVIEW)
case(F, "verdict-two-in-list-refused", "review", at(REVIEW, "verdict", ["pass", "fail"]), REFUSE)
case(F, "total-in-list", "invoice", at(INVOICE, "total", [45.49]), INVOICE)
case(F, "totals-two-refused", "invoice", at(INVOICE, "total", [40.0, 45.49]), REFUSE)
case(F, "customer-in-list", "invoice", at(INVOICE, "customer", [{"name": "Acme Corp"}]), INVOICE)
case(F, "customer-bare-name", "invoice", at(INVOICE, "customer", "Acme Corp"), INVOICE,
     note="customer's schema has exactly one property")
case(F, "customers-two-refused", "invoice", at(INVOICE, "customer", [{"name": "Acme Corp"}, {"name": "Acme Inc"}]),
     REFUSE)
case(F, "priority-in-list", "tasks", at(TASKS, "tasks/0/priority", ["high"]), TASKS)
case(F, "done-in-list", "tasks", at(TASKS, "tasks/1/done", [True]), TASKS)
case(F, "forecast-days-in-list", "forecast", at(FORECAST, "forecast_days", [3]), FORECAST)
case(F, "forecast-days-two-refused", "forecast", at(FORECAST, "forecast_days", [3, 5]), REFUSE)
case(F, "conditions-in-list", "forecast", at(FORECAST, "days/2/conditions", ["rain"]), FORECAST)
case(F, "conditions-two-in-list-refused", "forecast", at(FORECAST, "days/2/conditions", ["rain", "storm"]), REFUSE)
case(F, "quantity-string-in-list", "invoice", at(INVOICE, "line_items/0/quantity", ["3"]), INVOICE)
case(F, "wrapper-result", "invoice", {"result": INVOICE}, INVOICE)
case(F, "wrapper-data", "forecast", {"data": FORECAST}, FORECAST)
case(F, "wrapper-response", "review", {"response": REVIEW}, REVIEW)
case(F, "wrapper-named-after-type", "invoice", {"invoice": INVOICE}, INVOICE)
case(F, "wrapper-review", "review", {"review": REVIEW}, REVIEW)
case(F, "wrapper-forecast", "forecast", {"forecast": FORECAST}, FORECAST)
case(F, "wrapper-output-contact", "contact", {"output": CONTACT}, CONTACT)
case(F, "wrapper-product", "product", {"product": PRODUCT}, PRODUCT)
case(F, "wrapper-meeting", "meeting", {"meeting": MEETING}, MEETING)
case(F, "wrapper-incomplete-refused", "review", {"result": {"verdict": "fail", "summary": REVIEW["summary"]}}, REFUSE,
     note="unwrapped, blockers is still missing")
case(F, "wrapper-and-camel", "forecast", {"result": at(FORECAST, "forecast_days", rename="forecastDays")}, FORECAST)
case(F, "wrapper-keywords", "keywords", {"keywords": ["solar", "wind", "hydro"]}, ["solar", "wind", "hydro"])
case(F, "tags-json-in-string", "tasks", at(TASKS, "tasks/1/tags", "[\"ci\", \"auth\"]"), TASKS)
case(F, "blockers-json-in-string", "review", at(REVIEW, "blockers", json.dumps(REVIEW["blockers"])), REVIEW)
case(F, "blockers-empty-json-string", "review", chain(REVIEW, ("verdict", "pass"), ("blockers", "[]")),
     chain(REVIEW, ("verdict", "pass"), ("blockers", [])))
case(F, "line-items-json-in-string", "invoice", at(INVOICE, "line_items", json.dumps(INVOICE["line_items"])), INVOICE)
case(F, "days-json-in-string", "forecast", at(FORECAST, "days", json.dumps(FORECAST["days"])), FORECAST)
case(F, "dimensions-json-in-string", "product", at(PRODUCT, "dimensions", "{\"width_cm\": 30, \"height_cm\": 45}"),
     PRODUCT)
case(F, "attendees-json-in-string", "meeting", at(MEETING, "attendees", "[\"Ana\", \"Ben\", \"Chen\"]"), MEETING)
case(F, "customer-json-in-string", "invoice", at(INVOICE, "customer", "{\"name\": \"Acme Corp\"}"), INVOICE)
case(F, "channel-json-in-string", "notification",
     at(NOTIFY, "channel", "{\"kind\": \"email\", \"address\": \"sam@example.com\"}"), NOTIFY)
case(F, "keywords-bare-array", "keywords", "```json\n[\"solar\", \"wind\", \"hydro\"]\n```", ["solar", "wind", "hydro"])
case(F, "keywords-prose-array", "keywords", "The main keywords are [\"solar\", \"wind\", \"hydro\"].",
     ["solar", "wind", "hydro"])
case(F, "keywords-list-in-prose-refused", "keywords", "Keywords: solar, wind, hydro", REFUSE,
     note="no JSON, and how the words split is a guess")
case(F, "keywords-numbers", "keywords", "[\"2024\", 5, \"roadmap\"]", ["2024", "5", "roadmap"])
# A word that says there is nothing is no list's one item: the data is absent. (Wrapped explicitly, so the cases
# after these keep the wrapping they have.)
NOTHING_NOTE = "the data is absent, not one item: a one-element list of it would be invented"
case(F, "blockers-none-refused", "review", chain(REVIEW, ("verdict", "pass"), ("blockers", "None")), REFUSE,
     note=NOTHING_NOTE, wrap="fence")
case(F, "blockers-na-refused", "review", at(REVIEW, "blockers", "N/A"), REFUSE, wrap="intro")
case(F, "blockers-empty-string-refused", "review", at(REVIEW, "blockers", ""), REFUSE, wrap="bare")
case(F, "blockers-null-word-refused", "review", at(REVIEW, "blockers", "null"), REFUSE, wrap="prose")
case(F, "attendees-dash-refused", "meeting", at(MEETING, "attendees", "-"), REFUSE, wrap="heading")
case(F, "attendees-em-dash-refused", "meeting", at(MEETING, "attendees", "—"), REFUSE, wrap="plainfence")
case(F, "attendees-not-applicable-refused", "meeting", at(MEETING, "attendees", "Not applicable"), REFUSE, wrap="after")
case(F, "tags-none-lower-refused", "tasks", at(TASKS, "tasks/0/tags", "none"), REFUSE, wrap="fence")
case(F, "tags-none-bold-refused", "tasks", at(TASKS, "tasks/1/tags", "**None**"), REFUSE, wrap="bare")
case(F, "blockers-sentence-beginning-none", "review", at(REVIEW, "blockers", "None of the new endpoints have tests"),
     at(REVIEW, "blockers", ["None of the new endpoints have tests"]), note="a sentence, not a nothing word",
     wrap="intro")
case(F, "attendees-name-like-none", "meeting", at(MEETING, "attendees", "Nona"), at(MEETING, "attendees", ["Nona"]),
     wrap="prose")
case(F, "tags-word-beginning-unknown", "tasks", at(TASKS, "tasks/0/tags", "unknown-host"),
     at(TASKS, "tasks/0/tags", ["unknown-host"]), wrap="heading")

# === absence ======================================================================================================
F = "absence"
case(F, "unit-default-filled", "forecast", at(FORECAST, "unit", drop=True), FORECAST,
     note="unit is required and has a default")
case(F, "done-default-filled", "tasks", at(TASKS, "tasks/0/done", drop=True), TASKS)
case(F, "done-default-every-task", "tasks",
     chain(TASKS, ("tasks/0/done", DROP), ("tasks/2/done", DROP)), TASKS)
case(F, "done-default-and-word", "tasks", chain(TASKS, ("tasks/0/done", DROP), ("tasks/1/done", "yes")),
     TASKS)
case(F, "unit-default-and-camel", "forecast",
     chain(FORECAST, ("unit", DROP), ("forecast_days", Rn("forecastDays"))), FORECAST)
case(F, "optional-stays-absent", "invoice", INVOICE, INVOICE, note="due_date and notes are optional: never filled")
case(F, "optional-precipitation-absent", "forecast", at(FORECAST, "days/0/precipitation_chance", drop=True),
     at(FORECAST, "days/0/precipitation_chance", drop=True))
case(F, "optional-estimate-absent", "tasks", at(TASKS, "tasks/0/estimate_hours", drop=True),
     at(TASKS, "tasks/0/estimate_hours", drop=True))
case(F, "contact-only-required", "contact", {"name": "Jordan Lee", "email": "jordan.lee@example.com"},
     {"name": "Jordan Lee", "email": "jordan.lee@example.com"})
case(F, "product-only-required", "product", {k: PRODUCT[k] for k in ("sku", "name", "price", "in_stock")},
     {k: PRODUCT[k] for k in ("sku", "name", "price", "in_stock")})
case(F, "blockers-missing-refused", "review", at(REVIEW, "blockers", drop=True), REFUSE,
     note="no default: an empty list would be invented")
case(F, "paid-missing-refused", "invoice", at(INVOICE, "paid", drop=True), REFUSE)
case(F, "total-missing-refused", "invoice", at(INVOICE, "total", drop=True), REFUSE)
case(F, "days-missing-refused", "forecast", at(FORECAST, "days", drop=True), REFUSE)
case(F, "day-low-missing-refused", "forecast", at(FORECAST, "days/1/low", drop=True), REFUSE)
case(F, "task-priority-missing-refused", "tasks", at(TASKS, "tasks/2/priority", drop=True), REFUSE,
     note="no default: low would be invented")
case(F, "task-title-missing-refused", "tasks", at(TASKS, "tasks/1/title", drop=True), REFUSE)
case(F, "assignee-missing-refused", "tasks", at(TASKS, "tasks/0/assignee", drop=True), REFUSE,
     note="required and nullable, no default: null would be invented")
case(F, "location-missing-refused", "meeting", at(MEETING, "location", drop=True), REFUSE)
case(F, "duration-missing-refused", "meeting", at(MEETING, "duration_minutes", drop=True), REFUSE)
case(F, "location-null-kept", "meeting", at(MEETING, "location", None), at(MEETING, "location", None))
case(F, "email-missing-refused", "contact", {"name": "Jordan Lee", "phone": "+1 415 555 0134"}, REFUSE)
case(F, "channel-missing-refused", "notification", at(NOTIFY, "channel", drop=True), REFUSE)
case(F, "send-at-missing-refused", "notification", at(NOTIFY, "send_at", drop=True), REFUSE)
case(F, "verdict-missing-refused", "review", at(REVIEW, "verdict", drop=True), REFUSE)
case(F, "price-missing-refused", "product", at(PRODUCT, "price", drop=True), REFUSE)
case(F, "empty-object-refused", "review", "```json\n{}\n```", REFUSE)
case(F, "null-reply-refused", "invoice", "null", REFUSE)
case(F, "apology-refused", "invoice",
     "I'm sorry, but I can't find an invoice in the document you provided. Could you upload it again?", REFUSE)
case(F, "cut-off-intro-refused", "forecast", "Here is the forecast for Oslo in the requested format:\n\n", REFUSE)
case(F, "error-object-refused", "review", "```json\n{\"error\": \"The diff is empty; nothing to review.\"}\n```", REFUSE)
case(F, "schema-echoed-refused", "review", "```json\n" + json.dumps({k: SCHEMAS["review"][k] for k in
                                                                     ("type", "required", "properties")}, indent=2)
     + "\n```", REFUSE, note="the model sent the schema back")
case(F, "prose-only-review-refused", "review",
     "The change looks good to me. I'd merge it once the CI run is green.", REFUSE)
case(F, "days-empty-kept", "forecast", chain(FORECAST, ("forecast_days", 0), ("days", [])),
     chain(FORECAST, ("forecast_days", 0), ("days", [])))
case(F, "lookup-missing-refused", "lookup", {"keys": ["a1", "b2"]}, REFUSE, note="keys is not ids")
case(F, "amount-empty-refused", "amount", "", REFUSE)
case(F, "stars-none-refused", "stars", "I can't rate this without seeing the product.", REFUSE)
case(F, "keywords-empty-reply-refused", "keywords", "", REFUSE)

# === candidates ===================================================================================================
F = "candidates"
TEMPLATE_REVIEW = '{"verdict": "pass | fail", "summary": "<one sentence>", "blockers": ["<issue>"]}'
case(F, "template-then-fenced-answer", "review",
     f"The expected format is {TEMPLATE_REVIEW}.\n\nHere is my review:\n\n```json\n{enc(REVIEW)}\n```", REVIEW)
case(F, "template-fence-then-answer-fence", "review",
     f"Format:\n```json\n{TEMPLATE_REVIEW}\n```\n\nReview:\n```json\n{enc(REVIEW)}\n```", REVIEW,
     note="the first fence's verdict matches both values")
case(F, "typed-example-then-answer", "forecast",
     'For example: {"city": "string", "forecast_days": "integer", "unit": "celsius", "days": []}\n\nThe forecast:\n'
     + enc(FORECAST), FORECAST, note="the example's forecast_days is no number")
case(F, "reasoning-object-then-answer", "review",
     '{"thinking": "The diff changes the login handler; an empty password now throws."}\n' + enc(REVIEW), REVIEW)
case(F, "python-fence-then-json-fence", "review",
     "```python\nresult = {\"verdict\": \"fail\"}\n```\n\n```json\n" + enc(REVIEW) + "\n```", REVIEW)
case(F, "draft-broken-then-clean", "forecast",
     "Draft: " + compact(at(FORECAST, "forecast_days", "three")) + "\n\nFinal answer:\n" + compact(FORECAST), FORECAST)
case(F, "draft-coercible-then-clean", "forecast",
     "Draft: " + compact(at(FORECAST, "forecast_days", "2")) + "\n\nFinal answer:\n" + compact(FORECAST), REFUSE,
     note="the draft fits once aligned (forecast_days 2), the final answer as written (3): two values that differ, "
          "and no rule reads which label is the answer")
case(F, "draft-coercible-same-then-clean", "forecast",
     "Draft: " + compact(at(FORECAST, "forecast_days", "3")) + "\n\nFinal answer:\n" + compact(FORECAST), FORECAST,
     note="the draft aligns to the final answer's value: one value, the one as written")
case(F, "unrelated-object-then-answer", "invoice",
     'The vendor record was {"vendor_id": 88, "country": "US"}. The invoice:\n' + enc(INVOICE), INVOICE)
case(F, "braces-in-prose-then-answer", "tasks",
     "Use {placeholders} like {name} in titles. Tasks:\n```json\n" + enc(TASKS) + "\n```", TASKS)
case(F, "think-block-then-answer", "review",
     "<think>\nShould it pass? {\"verdict\": \"pass\"} would be wrong: the login breaks.\n</think>\n\n```json\n"
     + enc(REVIEW) + "\n```", REVIEW)
case(F, "keywords-object-then-array", "keywords",
     '{"count": 3}\n["solar", "wind", "hydro"]', ["solar", "wind", "hydro"])
case(F, "partial-then-complete", "invoice",
     "First pass: " + compact({k: INVOICE[k] for k in ("invoice_number", "total")}) + "\n\nComplete:\n```json\n"
     + enc(INVOICE) + "\n```", INVOICE)
case(F, "answer-then-explanation-object", "review",
     "```json\n" + enc(REVIEW) + "\n```\n\nFor reference, the log said {\"status\": 500}.", REVIEW)
case(F, "two-templates-refused", "review",
     f"Use this format: {TEMPLATE_REVIEW}\nor, when it passes, {{\"verdict\": \"pass | fail\", \"summary\": \"...\", \"blockers\": []}}",
     REFUSE, note="only templates: no real answer")
case(F, "only-unrelated-object-refused", "invoice", 'The vendor record was {"vendor_id": 88, "country": "US"}.', REFUSE)
case(F, "keywords-object-only-refused", "keywords", '{"count": 3, "language": "en"}', REFUSE)
case(F, "sentiment-fence-after-prose", "sentiment", "Label:\n```\nmixed\n```", "mixed")
case(F, "stars-json-fence", "stars", "```json\n3\n```", 3)
case(F, "coercible-fence-first", "forecast",
     "```json\n" + enc(at(FORECAST, "forecast_days", "3")) + "\n```", FORECAST)
case(F, "fence-wrapped-result", "review", "```json\n" + enc({"result": REVIEW}) + "\n```", REVIEW)
case(F, "meeting-after-notes", "meeting",
     "Notes: agenda items {budget}, {hiring}.\n\n" + enc(MEETING), MEETING)
# A value that fits once aligned, then a later one that conforms as written: one answer when they are the same
# value, else ambiguous (docs/extract-json.md, "Choosing among candidates by fit").
CONTACT_AGE_STRING = at(CONTACT, "age", "34")
PRODUCT_PRICE_STRING = at(PRODUCT, "price", "24.99")
case(F, "answer-then-example-as-written-refused", "contact",
     "```json\n" + enc(CONTACT_AGE_STRING) + "\n```\nNote: age must be a number, e.g. "
     + '{"name": "Sam Doe", "email": "sam@example.com", "age": 30}.', REFUSE,
     note="the fenced answer fits once aligned, the prose example as written, and they differ")
case(F, "answer-then-same-value-as-written", "contact",
     "```json\n" + enc(CONTACT_AGE_STRING) + "\n```\nWith age as a number: " + compact(CONTACT), CONTACT)
case(F, "two-fences-aligned-then-other-refused", "product",
     "```json\n" + enc(PRODUCT_PRICE_STRING) + "\n```\n\nA second product in the same format:\n\n```json\n"
     + enc({"sku": "WB-2001", "name": "Oak serving tray", "price": 39.5, "in_stock": False}) + "\n```", REFUSE)
case(F, "two-fences-aligned-then-same", "product",
     "```json\n" + enc(PRODUCT_PRICE_STRING) + "\n```\n\nCorrected, price as a number:\n\n```json\n" + enc(PRODUCT)
     + "\n```", PRODUCT)
case(F, "answer-as-written-then-example", "review",
     "```json\n" + enc(REVIEW) + "\n```\n\nA passing review would read "
     + '{"verdict": "pass", "summary": "Looks good.", "blockers": []}.', REVIEW,
     note="the first value conforms as written: it is the answer, with or without coerce")
case(F, "sentiment-words-then-json-refused", "sentiment",
     "Label:\n```\nPositive\n```\nThe format, for reference:\n```json\n\"neutral\"\n```", REFUSE)
case(F, "sentiment-words-then-same-json", "sentiment", "```\nPositive\n```\n```json\n\"positive\"\n```", "positive")
case(F, "amount-wrapped-then-json-refused", "amount", '{"amount": 1234.56}\nRounded:\n```json\n1235\n```', REFUSE)
case(F, "amount-wrapped-then-same-json", "amount", '{"amount": 1234.50}\n```json\n1234.5\n```', 1234.5)
case(F, "keywords-wrapped-then-example-refused", "keywords",
     '{"keywords": ["solar", "wind"]}\n\nFor example: ["hydro"]', REFUSE)
case(F, "keywords-wrapped-then-same-array", "keywords",
     '{"keywords": ["solar", "wind", "hydro"]}\n["solar", "wind", "hydro"]', ["solar", "wind", "hydro"])

# === unions =======================================================================================================
F = "unions"
case(F, "config-int-as-is", "config", {"key": "max_connections", "value": 100}, {"key": "max_connections", "value": 100})
case(F, "config-int-string", "config", {"key": "port", "value": "8080"}, {"key": "port", "value": 8080})
case(F, "config-bool-as-is", "config", {"key": "debug", "value": True}, {"key": "debug", "value": True})
case(F, "config-bool-word", "config", {"key": "debug", "value": "true"}, {"key": "debug", "value": True})
case(F, "config-yes", "config", {"key": "cache_enabled", "value": "yes"}, {"key": "cache_enabled", "value": True})
case(F, "config-integral-float", "config", {"key": "retries", "value": Raw("3.0")}, {"key": "retries", "value": 3})
case(F, "config-fraction-refused", "config", {"key": "timeout", "value": "7.5"}, REFUSE)
case(F, "config-word-refused", "config", {"key": "mode", "value": "auto"}, REFUSE)
case(F, "config-in-list", "config", {"key": "debug", "value": [False]}, {"key": "debug", "value": False})
case(F, "config-null-refused", "config", {"key": "port", "value": None}, REFUSE)
case(F, "field-string-as-is", "field", {"name": "build_number", "value": "1187"}, {"name": "build_number", "value": "1187"},
     note="the string branch conforms as it is")
case(F, "field-int-as-is", "field", {"name": "build_number", "value": 1187}, {"name": "build_number", "value": 1187})
case(F, "field-integral-float-as-is", "field", {"name": "version", "value": Raw("3.0")}, {"name": "version", "value": 3},
     note="3.0 is an integer to JSON Schema: the integer branch conforms as it is")
case(F, "field-bool-to-string", "field", {"name": "flag", "value": True}, {"name": "flag", "value": "true"})
case(F, "field-fraction-to-string", "field", {"name": "ratio", "value": 2.5}, {"name": "ratio", "value": "2.5"})
case(F, "field-single-string", "field", {"name": "label", "value": ["beta"]}, {"name": "label", "value": "beta"})
case(F, "field-two-strings-refused", "field", {"name": "label", "value": ["beta", "rc"]}, REFUSE)
case(F, "channel-email", "notification", NOTIFY, NOTIFY)
case(F, "channel-sms", "notification", at(NOTIFY, "channel", {"kind": "sms", "phone": "+44 7700 900123"}),
     at(NOTIFY, "channel", {"kind": "sms", "phone": "+44 7700 900123"}))
case(F, "channel-sms-phone-number", "notification", at(NOTIFY, "channel", {"kind": "sms", "phone": 447700900123}),
     at(NOTIFY, "channel", {"kind": "sms", "phone": "447700900123"}))
case(F, "channel-address-case", "notification", at(NOTIFY, "channel", {"kind": "email", "Address": "sam@example.com"}),
     NOTIFY)
case(F, "channel-in-list", "notification", at(NOTIFY, "channel", [NOTIFY["channel"]]), NOTIFY)
case(F, "channel-mixed-refused", "notification", at(NOTIFY, "channel", {"kind": "email", "phone": "+44 7700 900123"}),
     REFUSE)
case(F, "channel-no-kind-refused", "notification", at(NOTIFY, "channel", {"address": "sam@example.com"}), REFUSE,
     note="kind is required and has no default")
case(F, "channel-unknown-kind-refused", "notification",
     at(NOTIFY, "channel", {"kind": "push", "device": "ios-7f3a"}), REFUSE)
case(F, "send-at-null", "notification", at(NOTIFY, "send_at", None), at(NOTIFY, "send_at", None))
case(F, "shape-circle", "shape", {"shape": "circle", "radius": 2.5}, {"shape": "circle", "radius": 2.5})
case(F, "shape-circle-string", "shape", {"shape": "circle", "radius": "2.5"}, {"shape": "circle", "radius": 2.5})
case(F, "shape-rectangle-strings", "shape", {"shape": "rectangle", "width": "3", "height": 4},
     {"shape": "rectangle", "width": 3, "height": 4})
case(F, "shape-extra-dropped", "shape", {"shape": "circle", "radius": 1, "color": "red"}, {"shape": "circle", "radius": 1})
case(F, "shape-square-refused", "shape", {"shape": "square", "side": 2}, REFUSE)
case(F, "shape-no-tag-refused", "shape", {"radius": 2, "width": 3, "height": 4}, REFUSE)
case(F, "shape-wrapped", "shape", {"result": {"shape": "rectangle", "width": 3, "height": 4}},
     {"shape": "rectangle", "width": 3, "height": 4})
case(F, "lookup-strings", "lookup", {"ids": ["a1", "b2"]}, {"ids": ["a1", "b2"]})
case(F, "lookup-ints", "lookup", {"ids": [17, 42]}, {"ids": [17, 42]})
case(F, "lookup-digit-strings-as-is", "lookup", {"ids": ["17", "42"]}, {"ids": ["17", "42"]},
     note="the string-list branch conforms as it is")
case(F, "lookup-mixed-tie-refused", "lookup", {"ids": [17, "42"]}, REFUSE,
     note="[\"17\", \"42\"] and [17, 42] cost one coercion each")
case(F, "lookup-single-int", "lookup", {"ids": 17}, {"ids": [17]})
case(F, "warranty-string-as-is", "product", PRODUCT, PRODUCT)
case(F, "warranty-int-as-is", "product", at(PRODUCT, "warranty", 24), at(PRODUCT, "warranty", 24))
case(F, "warranty-integral-float-as-is", "product", at(PRODUCT, "warranty", Raw("24.0")), at(PRODUCT, "warranty", 24))
case(F, "assign-name-as-is", "assign", {"task": "T-7", "to": "maria"}, {"task": "T-7", "to": "maria"})
case(F, "assign-ids-as-is", "assign", {"task": "T-7", "to": [12, 31]}, {"task": "T-7", "to": [12, 31]})
case(F, "assign-id-strings", "assign", {"task": "T-7", "to": ["12", "31"]}, {"task": "T-7", "to": [12, 31]},
     note="two strings cannot be one name: only the id-list branch fits")
case(F, "assign-name-in-list", "assign", {"task": "T-7", "to": ["maria"]}, {"task": "T-7", "to": "maria"})
case(F, "assign-number-tie-refused", "assign", {"task": "T-7", "to": 12}, REFUSE,
     note="\"12\" (a name) and [12] (ids) cost one coercion each")
case(F, "assign-digit-string-tie-refused", "assign", {"task": "T-7", "to": ["12"]}, REFUSE,
     note="\"12\" (the one element) and [12] (its number) cost one coercion each")
case(F, "duration-null-as-is", "meeting", at(MEETING, "duration_minutes", None), at(MEETING, "duration_minutes", None))
case(F, "duration-integral-float", "meeting", at(MEETING, "duration_minutes", Raw("45.0")),
     at(MEETING, "duration_minutes", 45))
case(F, "duration-fraction-refused", "meeting", at(MEETING, "duration_minutes", 45.5), REFUSE)
case(F, "assignee-null-as-is", "tasks", TASKS, TASKS)
case(F, "assignee-number", "tasks", at(TASKS, "tasks/0/assignee", 1042), at(TASKS, "tasks/0/assignee", "1042"))

# === wrapping =====================================================================================================
# A reply that is only the value, where the schema wants an object of exactly that one property: the value standing
# alone (the whole reply, or a fenced block's whole content) is the property's value. A value in prose is not.
F = "wrapping"
case(F, "count-fenced-after-label", "count", "Result:\n```json\n1250\n```", {"count": 1250})
case(F, "count-whole-reply", "count", "1250", {"count": 1250})
case(F, "count-quoted", "count", "\"1250\"", {"count": 1250})
case(F, "count-integral-float-fenced", "count", "```json\n1250.0\n```", {"count": 1250})
case(F, "count-grouped-in-plain-fence", "count", "```\n1,250,000\n```", {"count": 1250000})
case(F, "count-template-then-value", "count", "Format: {\"count\": \"<number>\"}\n\n```json\n1250\n```",
     {"count": 1250}, note="the template object does not fit; the value standing alone does")
case(F, "count-value-then-same-object", "count", "```json\n1250\n```\n\nAs an object: {\"count\": 1250}",
     {"count": 1250}, note="an object that fits is the answer before any value standing alone")
case(F, "spam-true", "spam", "true", {"isSpam": True})
case(F, "spam-fenced-false", "spam", "```json\nfalse\n```", {"isSpam": False})
case(F, "spam-yes-word", "spam", "Yes", {"isSpam": True})
case(F, "spam-no-in-plain-fence", "spam", "```\nNo.\n```", {"isSpam": False})
case(F, "capital-json-string", "capital", "\"Canberra\"", {"answer": "Canberra"})
case(F, "capital-fenced-json-string", "capital", "Answer:\n```json\n\"Canberra\"\n```", {"answer": "Canberra"})
case(F, "tone-json-string", "tone", "\"negative\"", {"sentiment": "negative"})
case(F, "tone-word", "tone", "Positive", {"sentiment": "positive"})
case(F, "tone-bold-in-plain-fence", "tone", "```\n**Mixed**\n```", {"sentiment": "mixed"})
case(F, "tone-after-think-block", "tone", "<think>\nThe customer thanks the agent twice.\n</think>\npositive",
     {"sentiment": "positive"})
case(F, "count-fraction-refused", "count", "```json\n1250.5\n```", REFUSE, note="1250.5 is no integer: never rounded")
case(F, "count-null-refused", "count", "null", REFUSE)
case(F, "count-range-refused", "count", "```\n1200-1300\n```", REFUSE, note="a range is no number")
case(F, "count-approx-refused", "count", "~1250", REFUSE, note="an estimate is no value")
case(F, "count-two-numbers-in-prose-refused", "count", "The warehouse holds 1250 boxes on 40 pallets.", REFUSE,
     note="two numbers in prose: which one is the count cannot be told")
case(F, "count-hedged-in-prose-refused", "count", "Probably around 1250, but I could not count the last shelf.",
     REFUSE)
case(F, "count-none-refused", "count", "I couldn't count them: the photo is too blurry.", REFUSE)
case(F, "spam-maybe-refused", "spam", "Maybe", REFUSE)
case(F, "spam-hedged-in-prose-refused", "spam", "Possibly - it has a link but no sales pitch.", REFUSE)
case(F, "tone-two-refused", "tone", "Positive/Negative", REFUSE)
case(F, "tone-somewhat-refused", "tone", "```\nSomewhat positive\n```", REFUSE, note="between positive and mixed")

# === valid (must come back unchanged) =============================================================================
F = "valid"
for w in ("bare", "fence", "intro", "prose", "heading", "plainfence", "after"):
    case(F, f"invoice-{w}", "invoice", INVOICE, INVOICE, wrap=w)
for w in ("bare", "fence", "prose"):
    case(F, f"review-{w}", "review", REVIEW, REVIEW, wrap=w)
    case(F, f"forecast-{w}", "forecast", FORECAST, FORECAST, wrap=w)
    case(F, f"tasks-{w}", "tasks", TASKS, TASKS, wrap=w)
case(F, "invoice-number-digits-stay-string", "invoice", at(INVOICE, "invoice_number", "00042"),
     at(INVOICE, "invoice_number", "00042"))
case(F, "notes-na-stays-string", "invoice", {**INVOICE, "notes": "N/A"}, {**INVOICE, "notes": "N/A"})
case(F, "notes-true-stays-string", "invoice", {**INVOICE, "notes": "true"}, {**INVOICE, "notes": "true"})
case(F, "notes-json-text-stays-string", "invoice", {**INVOICE, "notes": "[\"net 30\"]"},
     {**INVOICE, "notes": "[\"net 30\"]"}, note="notes wants a string: JSON text in it stays text")
case(F, "zip-leading-zero", "contact", at(CONTACT, "zip_code", "02134"), at(CONTACT, "zip_code", "02134"))
case(F, "contact-extra-kept", "contact", {**CONTACT, "linkedin": "jordanlee"}, {**CONTACT, "linkedin": "jordanlee"})
case(F, "contact-camel-extra-kept", "contact", {**CONTACT, "jobTitle": "CTO"}, {**CONTACT, "jobTitle": "CTO"},
     note="an extra key the open schema allows, not a spelling of a property")
case(F, "product-big-barcode", "product", at(PRODUCT, "barcode", Raw("12345678901234567890")),
     at(PRODUCT, "barcode", Raw("12345678901234567890")))
case(F, "product-long-decimal", "product", at(PRODUCT, "weight_kg", Raw("0.12345678901234567891")),
     at(PRODUCT, "weight_kg", Raw("0.12345678901234567891")))
case(F, "unicode-text", "review", at(REVIEW, "summary", "Die Änderung bricht den Login – bitte Tests ergänzen ✅"),
     at(REVIEW, "summary", "Die Änderung bricht den Login – bitte Tests ergänzen ✅"))
case(F, "summary-with-braces", "review", at(REVIEW, "summary", "The handler returns {\"error\": 500} for empty input."),
     at(REVIEW, "summary", "The handler returns {\"error\": 500} for empty input."))
case(F, "verdict-pass-exact", "review", chain(REVIEW, ("verdict", "pass"), ("blockers", [])),
     chain(REVIEW, ("verdict", "pass"), ("blockers", [])))
case(F, "review-with-optionals", "review", {**REVIEW, "confidence": 0.85, "score": 3},
     {**REVIEW, "confidence": 0.85, "score": 3})
case(F, "integer-for-number", "forecast", at(FORECAST, "days/1/high", 6), FORECAST)
case(F, "fahrenheit", "forecast", at(FORECAST, "unit", "fahrenheit"), at(FORECAST, "unit", "fahrenheit"))
case(F, "meeting", "meeting", MEETING, MEETING)
case(F, "meeting-nulls", "meeting", chain(MEETING, ("location", None), ("duration_minutes", None)),
     chain(MEETING, ("location", None), ("duration_minutes", None)))
case(F, "notification", "notification", NOTIFY, NOTIFY, wrap="fence")
case(F, "contact", "contact", CONTACT, CONTACT, wrap="fence")
case(F, "product", "product", PRODUCT, PRODUCT, wrap="intro")
case(F, "keywords", "keywords", '["solar", "wind", "hydro"]', ["solar", "wind", "hydro"])
case(F, "keywords-empty", "keywords", "```json\n[]\n```", [])
case(F, "sentiment-exact", "sentiment", "positive", "positive")
case(F, "amount-exact", "amount", "1234.56", 1234.56)
case(F, "stars-exact", "stars", "5", 5)
case(F, "lookup-strings-fenced", "lookup", '```json\n{"ids": ["x-1", "x-2", "x-3"]}\n```', {"ids": ["x-1", "x-2", "x-3"]})


def table_text():
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for c in CASES:
        assert c["schema"] in SCHEMAS, c["id"]
        assert c["expected"] == REFUSE or c["family"] == "absence" or c["expected"].text != "", c["id"]
    refused = sum(c["expected"] == REFUSE for c in CASES)
    head = {
        "about": "Realistic LLM replies, each with a JSON Schema (by name, from schemas) and the value extract-json "
                 "with coerce must return, or \"refuse\" (ok false). Numbers compare by value. Written by "
                 "bench/peers/coerce_table.py; scored by bench/peers/coerce.sh.",
        "cases_total": len(CASES),
        "cases_refused": refused,
        "schemas": SCHEMAS,
    }
    lines = [json.dumps(head, indent=2, ensure_ascii=False)[:-2] + ",\n  \"cases\": ["]
    for i, c in enumerate(CASES):
        exp = json.dumps(REFUSE) if c["expected"] == REFUSE else c["expected"].text
        fields = [f"\"id\": {json.dumps(c['id'])}", f"\"family\": {json.dumps(c['family'])}",
                  f"\"schema\": {json.dumps(c['schema'])}", f"\"reply\": {json.dumps(c['reply'], ensure_ascii=False)}",
                  f"\"expected\": {exp}"]
        if "note" in c:
            fields.append(f"\"note\": {json.dumps(c['note'], ensure_ascii=False)}")
        lines.append("    {" + ", ".join(fields) + "}" + ("," if i < len(CASES) - 1 else ""))
    lines.append("  ]\n}\n")
    return "\n".join(lines)


if __name__ == "__main__":
    text = table_text()
    json.loads(text)
    if "--check" in sys.argv:
        sys.exit(0 if OUT.exists() and OUT.read_text(encoding="utf-8") == text else 1)
    OUT.write_text(text, encoding="utf-8")
    t = json.loads(text)
    fams = {}
    for c in t["cases"]:
        fams.setdefault(c["family"], [0, 0])
        fams[c["family"]][0] += 1
        fams[c["family"]][1] += c["expected"] == REFUSE
    print(f"{t['cases_total']} cases, {t['cases_refused']} refused ({100 * t['cases_refused'] / t['cases_total']:.0f} %)",
          fams)
