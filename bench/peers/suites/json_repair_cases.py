"""A pytest plugin that extracts every (input, expected) case of json_repair's own test suite.

It runs json_repair's tests (pytest, from a checkout; nothing is copied into this repository) with
``repair_json`` and ``loads`` replaced, in each test module, by a stand-in that records its input and
options and returns a probe; ``probe == expected`` records the expected value and holds, so the test
goes on to its next case. json_repair itself never runs for a recorded case.

Writes one JSON line per call to the file named by OUTPUTGUARD_CASES:
  {"suite":"json_repair","file","test","input","expected"}    expected: the JSON text of the value
  {"suite":"json_repair","file","test","input","expectNone":true}   json_repair must find nothing ("")
  {"suite":"json_repair","file","test","input","outOfScope"}  with the reason the case is not run
Usage (from the checkout's root, run by suites.sh):
  OUTPUTGUARD_CASES=out.jsonl PYTHONPATH=<this dir> python3 -m pytest -p json_repair_cases -q tests
"""
import json
import os

import pytest

_calls = []

# Options of json_repair's Python API with no counterpart in extract-json: the reason a call using one
# is not run. return_objects (a value instead of its text), skip_json_loads (skips a validity check) and
# ensure_ascii (output escaping) do not change which value is the answer: those calls are run.
_OPTIONS_OUT_OF_SCOPE = {
    "strict": "json_repair's strict option (raises where it would repair)",
    "schema": "json_repair's schema-guided repair (a schema changes the answer)",
    "schema_repair_mode": "json_repair's schema-guided repair (a schema changes the answer)",
    "stream_stable": "json_repair's stream_stable option (output stable while a stream grows)",
}

# Tests whose every case is outside what extract-json does by design, with the reason.
_TESTS_OUT_OF_SCOPE = {
    "test_multiple_jsons": "several top-level JSON values merged into one array: extract-json answers the first",
}


class _Probe:
    """What the stand-in returns: compares equal to anything and records the first thing compared."""

    def __init__(self, call, part="value"):
        self._call = call
        self._part = part

    def __eq__(self, other):
        if self._part == "value" and "compared" not in self._call:
            if self._call["options"].get("logging") and isinstance(other, tuple) and len(other) == 2:
                other = other[0]  # (value, repair log): the log is json_repair's own
            self._call["compared"] = other
        return True

    def __ne__(self, other):
        return not self.__eq__(other)

    def __iter__(self):  # repaired, logs = repair_json(..., logging=True)
        return iter((_Probe(self._call, "value"), _Probe(self._call, "log")))

    __hash__ = object.__hash__


def _stand_in(name, item):
    def call(json_str=None, *args, **options):
        record = {"test": item.nodeid, "function": name, "input": json_str, "options": options}
        _calls.append(record)
        return _Probe(record)

    return call


_items = []  # every test run: (nodeid, how many calls it made before)
_skipped = []  # tests not run, with the reason


def pytest_collection_modifyitems(session, config, items):
    kept = []
    for item in items:
        if item.nodeid.startswith("tests/test_performance.py"):
            _skipped.append((item.nodeid, "a timing test of json_repair (its speed), not a case"))
        else:
            kept.append(item)
    items[:] = kept


def pytest_collectreport(report):
    if report.nodeid.endswith(".py") and (report.failed or report.skipped):
        why = "cannot be imported here" if report.failed else "skipped by json_repair itself here"
        _skipped.append((report.nodeid, f"the whole file: {why} (needs a package not installed: its docs app, mypy)"))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_call(item):
    _items.append((item.nodeid, len(_calls)))
    module = item.module
    for name in ("repair_json", "loads"):
        if name in vars(module):
            setattr(module, name, _stand_in(name, item))


def _line(call):
    file, _, test = call["test"].partition("::")
    out = {"suite": "json_repair", "file": file, "test": test, "input": call["input"]}
    options = call["options"]
    for name, reason in _TESTS_OUT_OF_SCOPE.items():
        if test == name or test.startswith(name + "["):
            return {**out, "outOfScope": reason}
    for option, reason in _OPTIONS_OUT_OF_SCOPE.items():
        if options.get(option):
            return {**out, "outOfScope": reason}
    if not isinstance(call["input"], str):
        return {**out, "input": None, "outOfScope": "not a text input (a file or stream API)"}
    if "compared" not in call:
        return {**out, "outOfScope": "the test checks no output value (an error, the log, or internals)"}
    expected = call["compared"]
    if isinstance(expected, _Probe):
        return {**out, "outOfScope": "compares two outputs of json_repair with each other, not with a value"}
    as_text = call["function"] == "repair_json" and not options.get("return_objects") and not options.get("logging")
    if as_text:
        if not isinstance(expected, str):
            return {**out, "outOfScope": "compares the output text with a non-string"}
        if expected == "":
            return {**out, "expectNone": True}
        try:
            expected = json.loads(expected)
        except ValueError:
            return {**out, "outOfScope": "the expected output is not one JSON text"}
    elif expected == "":
        return {**out, "expectNone": True}
    try:
        return {**out, "expected": json.dumps(expected, ensure_ascii=False, allow_nan=False)}
    except (TypeError, ValueError):
        return {**out, "outOfScope": "the expected value is not JSON (a Python-only value)"}


def _whole_tests():
    """Tests that made no call of repair_json or loads (a CLI, file, schema or internals test)."""
    ends = [start for _, start in _items[1:]] + [len(_calls)]
    for (nodeid, start), end in zip(_items, ends):
        if start == end:
            yield nodeid, "tests another API of json_repair (CLI, files, schema, internals): no repair_json call"
    yield from _skipped


def pytest_sessionfinish(session):
    with open(os.environ["OUTPUTGUARD_CASES"], "w", encoding="utf-8") as out:
        for nodeid, reason in _whole_tests():
            file, _, test = nodeid.partition("::")
            out.write(json.dumps({"suite": "json_repair", "file": file, "test": test, "input": None, "outOfScope": reason}) + "\n")
        for call in _calls:
            out.write(json.dumps(_line(call), ensure_ascii=False) + "\n")
