// Runs jsonrepair on every case of the project's repair table and times passes over the whole table.
// Prints one JSON line per case ({"id", "ok", "output"}) to the file given second, and one summary line
// ({"who", "passes", "meanMs"}) to stdout. Usage: node accuracy.mjs <cases.json> <out.jsonl> [minMeasureMs]
import { readFileSync, writeFileSync } from 'node:fs';
import { jsonrepair } from 'jsonrepair';

const table = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const measureMs = Number(process.argv[4] ?? 3000);
const cases = table.cases;

function repair(text) {
  try {
    return { ok: true, output: jsonrepair(text) };
  } catch (e) {
    return { ok: false, output: `${e.name}: ${e.message}` };
  }
}

writeFileSync(process.argv[3], cases.map((c) => JSON.stringify({ id: c.id, ...repair(c.text) })).join('\n') + '\n');

function passes(minPasses, minMs) {
  let n = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (n < minPasses || elapsed < minMs) {
    for (const c of cases) repair(c.text);
    n++;
    elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  }
  return { passes: n, meanMs: elapsed / n };
}
passes(3, 1000);
console.log(JSON.stringify({ who: 'jsonrepair', ...passes(5, measureMs) }));
