// Prints the accuracy table from a run directory: per repairer, how many cases of the project's repair
// table it repairs to exactly the expected JSON (parsed values compared, numbers by value), per family
// (the id's prefix), and the time of one pass over the table.
// Usage: node accuracy-table.mjs <cases.json> <dir>   (dir holds <who>.cases.jsonl and <who>.time.json)
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const cases = JSON.parse(readFileSync(process.argv[2], 'utf8')).cases;
const dir = process.argv[3];
const who = ['outputguard', 'jsonrepair', 'json_repair'].filter((w) => existsSync(join(dir, `${w}.cases.jsonl`)));

function equal(a, b) {
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
}

const results = {};
for (const w of who) {
  const lines = readFileSync(join(dir, `${w}.cases.jsonl`), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const byId = new Map(lines.map((l) => [l.id, l]));
  results[w] = new Map(cases.map((c) => {
    const r = byId.get(c.id);
    if (!r || !r.ok) return [c.id, false];
    try {
      return [c.id, equal(JSON.parse(r.output), c.expected)];
    } catch {
      return [c.id, false];
    }
  }));
}

const family = (id) => id.replace(/-\d+$/, '');
const families = [...new Set(cases.map((c) => family(c.id)))];
const pct = (n, d) => `${n}/${d} (${((100 * n) / d).toFixed(0)} %)`;
console.log(`| family | cases | ${who.join(' | ')} |`);
console.log(`|---|---:|${who.map(() => '---:').join('|')}|`);
for (const f of families) {
  const ids = cases.filter((c) => family(c.id) === f).map((c) => c.id);
  console.log(`| ${f} | ${ids.length} | ${who.map((w) => ids.filter((id) => results[w].get(id)).length).join(' | ')} |`);
}
const all = cases.map((c) => c.id);
console.log(`| **all** | ${all.length} | ${who.map((w) => `**${pct(all.filter((id) => results[w].get(id)).length, all.length)}**`).join(' | ')} |`);
const ms = (w) => {
  const f = join(dir, `${w}.time.json`);
  if (!existsSync(f)) return 'n/a';
  const t = JSON.parse(readFileSync(f, 'utf8'));
  return `${t.meanMs.toFixed(t.meanMs >= 10 ? 1 : 3)} ms`;
};
console.log(`| one pass over the table | | ${who.map(ms).join(' | ')} |`);
const ported = cases.filter((c) => /jsonrepair|json_repair/.test(c.origin));
console.log(`\nOf these, ${ported.length} cases come from the peers' own test suites; accuracy on them: `
  + who.map((w) => `${w} ${pct(ported.filter((c) => results[w].get(c.id)).length, ported.length)}`).join(', ') + '.');
