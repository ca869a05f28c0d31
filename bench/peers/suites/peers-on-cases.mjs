// Runs jsonrepair on the in-scope cases PeerSuites wrote (--in-scope): the same inputs and expected
// answers extract-json was measured on, compared the same way (exact JSON equality, numbers by value; a
// case where nothing is to be found passes when jsonrepair throws). Prints one line per suite.
// Usage: node peers-on-cases.mjs <in-scope.jsonl>     (run by suites.sh with PEERS=1)
import { readFileSync } from 'node:fs';
import { jsonrepair } from 'jsonrepair';

const cases = readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

function same(a, b) {
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && same(a[k], b[k]));
}

const tally = {};
for (const c of cases) {
  const t = (tally[c.suite] ??= { passed: 0, total: 0 });
  t.total++;
  let out;
  try {
    out = JSON.parse(jsonrepair(c.input));
  } catch {
    out = undefined;
  }
  if (c.expectNone ? out === undefined : out !== undefined && same(JSON.parse(c.expected), out)) t.passed++;
}
for (const [suite, t] of Object.entries(tally)) {
  console.log(`jsonrepair on ${suite}'s in-scope cases: ${t.passed} / ${t.total} (${((100 * t.passed) / t.total).toFixed(1)} %)`);
}
